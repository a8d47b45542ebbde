/**
 * What a run costs besides time: server CPU (utime + stime of the server
 * process from /proc/<pid>/stat) and SQL statements executed in the bench
 * database (pg_stat_statements calls when available, else committed and
 * rolled-back transactions from pg_stat_database).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

let clockTick: number | null = null;

/** Clock ticks per second (getconf CLK_TCK, normally 100). */
export function clkTck(): number {
  if (clockTick === null) {
    try {
      clockTick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTick = 100;
    }
  }
  return clockTick;
}

/** CPU time (user + system, all threads) a process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clkTck();
}

export interface StatementCounter {
  /** what is counted, for the report */
  source: string;
  /** statements (or transactions) in the bench database so far */
  read(): Promise<number>;
  /** how many of the counted ones each read itself adds (reads from the bench database count themselves) */
  perRead: number;
  /** how long to wait before a read so the servers' counts are flushed */
  settleMs: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function tryQuery(client: pg.Client, text: string, params: unknown[]): Promise<boolean> {
  try {
    await client.query(text, params);
    return true;
  } catch {
    return false;
  }
}

/**
 * A counter of the statements run in `database`. `statsUrl` is a connection
 * to another database of the same server where pg_stat_statements can be
 * created (the throw-away server's `postgres` database), so the counter's own
 * reads are not counted; null reads from the bench database itself.
 */
export async function statementCounter(benchUrl: string, database: string, statsUrl: string | null): Promise<StatementCounter> {
  const client = new pg.Client({ connectionString: statsUrl ?? benchUrl });
  await client.connect();
  const PGSS = `SELECT coalesce(sum(calls), 0)::bigint AS n FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)`;
  if (statsUrl) await tryQuery(client, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements', []);
  const close = () => client.end();
  if (await tryQuery(client, PGSS, [database])) {
    return {
      source: 'pg_stat_statements calls (top-level statements, BEGIN/COMMIT included)',
      perRead: statsUrl ? 0 : 1,
      settleMs: 0,
      read: async () => Number((await client.query<{ n: string }>(PGSS, [database])).rows[0].n),
      close,
    };
  }
  const XACT = `SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = $1`;
  return {
    source: 'pg_stat_database transactions (xact_commit + xact_rollback; pg_stat_statements is not loaded)',
    // each read is two transactions of its own when it reads from the bench database
    perRead: statsUrl ? 0 : 2,
    // backends flush their counts about once a second, and within a second of going idle
    settleMs: 1_500,
    read: async () => {
      await client.query('SELECT pg_stat_clear_snapshot()');
      return Number((await client.query<{ n: string }>(XACT, [database])).rows[0].n);
    },
    close,
  };
}

/** Before/after bookkeeping around one timed run. */
export async function snapshot(counter: StatementCounter, pid: number): Promise<{ cpu: number; statements: number }> {
  if (counter.settleMs) await sleep(counter.settleMs);
  return { cpu: cpuMs(pid), statements: await counter.read() };
}
