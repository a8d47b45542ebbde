/**
 * Read replicas (docs/scaling.md, "Read replicas"): DATABASE_REPLICA_URLS,
 * comma-separated PostgreSQL hot standbys of the primary. The read path's
 * statements (REST GETs, exports, GraphQL queries of resource lists and
 * details) go to a replica in rotation, round-robin; everything else
 * (writes, authentication, accounts, OAuth2, jobs, transactions) stays on
 * the primary, so a principal always reads its own writes of those.
 *
 * Rotation: every REPLICA_PROBE_MS (default 1000) each replica is asked
 * whether it is in recovery and how far its replay is behind the primary's
 * WAL position; one that does not answer, is not a standby, or lags more
 * than REPLICA_MAX_LAG_MS (default 1000) leaves the rotation, and returns
 * at the first probe that finds it well. With no replica in rotation, reads
 * go to the primary.
 *
 * A read that fails on a replica because the replica went away (a
 * connection error, a shutdown, a conflict with recovery) or because the
 * statement writes (SQLSTATE 25006, read-only transaction) is run once
 * more on the primary, so a replica dying mid-load fails no request; a
 * connection error also takes the replica out of rotation until its next
 * good probe.
 */
import pg from 'pg';
import type { Logger } from '../logger.js';

export interface ReplicaStatus {
  /** host:port/database (no credentials) */
  location: string;
  inRotation: boolean;
  /** replay lag behind the primary in ms at the last probe (0: caught up); null when not measured */
  lagMs: number | null;
  /** why it is out of rotation */
  reason: string | null;
  /** reads served since start */
  reads: number;
}

interface Replica extends ReplicaStatus {
  pool: pg.Pool;
}

/** SQLSTATE classes and codes after which the read is retried on the primary. */
const RETRY_CODES = new Set(['25006', '57P01', '57P02', '57P03', '40001', '08000', '08003', '08006', '08001', '08004', '53300']);

function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (typeof e?.code === 'string' && (e.code.startsWith('08') || e.code.startsWith('57P') || e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET' || e.code === 'EPIPE' || e.code === 'ETIMEDOUT')) return true;
  return /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(e?.message ?? '');
}

function shouldRetry(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return (typeof code === 'string' && RETRY_CODES.has(code)) || isConnectionError(err);
}

function location(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer (milliseconds), got ${JSON.stringify(raw)}`);
  return n;
}

/** The replica URLs of DATABASE_REPLICA_URLS (each must be postgres://). */
export function replicaUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.DATABASE_REPLICA_URLS?.trim();
  if (!raw) return [];
  const urls = raw.split(',').map((u) => u.trim()).filter(Boolean);
  for (const u of urls) if (!/^postgres(ql)?:\/\//.test(u)) throw new Error('DATABASE_REPLICA_URLS must be comma-separated postgres:// URLs');
  return urls;
}

/** A pg_lsn as text (X/Y, hexadecimal) as a number that orders like it. */
export function lsnValue(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export class ReplicaSet {
  readonly maxLagMs: number;
  readonly probeMs: number;
  private readonly replicas: Replica[];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<void> | null = null;
  /** reads that went to the primary (no replica in rotation, or a retry) */
  primaryReads = 0;
  /** reads retried on the primary after failing on a replica */
  retries = 0;

  constructor(
    urls: string[],
    private readonly primary: { query: Query },
    private readonly logger?: Logger,
    env: NodeJS.ProcessEnv = process.env,
    poolSize = 10,
  ) {
    this.maxLagMs = positiveInt(env, 'REPLICA_MAX_LAG_MS', 1000);
    this.probeMs = positiveInt(env, 'REPLICA_PROBE_MS', 1000);
    this.replicas = urls.map((url) => {
      const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 2000 });
      pool.on('error', () => undefined);
      // out of rotation until the first probe finds it well
      return { pool, location: location(url), inRotation: false, lagMs: null, reason: 'not probed yet', reads: 0 };
    });
  }

  /** Probe at once, then every probeMs. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.probeMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.probing?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => undefined)));
  }

  status(): ReplicaStatus[] {
    return this.replicas.map(({ pool: _pool, ...s }) => ({ ...s }));
  }

  /** One probe of every replica (concurrent probes share one). */
  probe(): Promise<void> {
    this.probing ??= this.runProbe().finally(() => (this.probing = null));
    return this.probing;
  }

  /**
   * The primary's WAL positions at recent probes, oldest first: a replica's
   * lag is the age of the oldest position it has not replayed yet (0 when it
   * has replayed the newest). Unlike the age of its last replayed
   * transaction, this does not read an idle primary's quiet as lag.
   */
  private positions: { at: number; lsn: bigint }[] = [];

  private async runProbe(): Promise<void> {
    const now = Date.now();
    try {
      const [row] = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      if (row) this.positions.push({ at: now, lsn: lsnValue(row.lsn) });
    } catch {
      // the primary's position is unknown this time: judge by the positions seen before
    }
    // enough history to tell a lag beyond the limit (and a little more)
    const keepMs = this.maxLagMs + 5 * this.probeMs;
    while (this.positions.length > 1 && now - this.positions[1].at > keepMs) this.positions.shift();
    await Promise.all(
      this.replicas.map(async (r) => {
        const was = r.inRotation;
        try {
          const res = await r.pool.query<{ recovery: boolean; replay: string | null }>('SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replay');
          const { recovery, replay } = res.rows[0];
          if (!recovery || replay === null) {
            [r.inRotation, r.lagMs, r.reason] = [false, null, 'not a standby (pg_is_in_recovery() is false)'];
          } else {
            const replayed = lsnValue(replay);
            const missing = this.positions.find((p) => p.lsn > replayed);
            r.lagMs = missing ? now - missing.at : this.positions.length ? 0 : null;
            if (r.lagMs === null) [r.inRotation, r.reason] = [false, 'lag unknown (the primary did not answer)'];
            else if (r.lagMs > this.maxLagMs) [r.inRotation, r.reason] = [false, `lags ${r.lagMs} ms (REPLICA_MAX_LAG_MS ${this.maxLagMs})`];
            else [r.inRotation, r.reason] = [true, null];
          }
        } catch (err) {
          [r.inRotation, r.lagMs, r.reason] = [false, null, `unreachable: ${(err as Error).message}`];
        }
        if (was !== r.inRotation) this.logger?.[r.inRotation ? 'info' : 'warn']({ replica: r.location, lagMs: r.lagMs, reason: r.reason }, r.inRotation ? 'replica back in rotation' : 'replica out of rotation');
      }),
    );
  }

  /** The next replica in rotation, round-robin; null when none is. */
  private pick(): Replica | null {
    for (let i = 0; i < this.replicas.length; i++) {
      const r = this.replicas[(this.next + i) % this.replicas.length];
      if (r.inRotation) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return r;
      }
    }
    return null;
  }

  /**
   * A connection of a replica in rotation for one long read of the caller's
   * own (an export's cursor), or null when none is in rotation or the
   * chosen one cannot be reached (it leaves the rotation): the caller then
   * uses the primary. A failure of the read's first statements goes to
   * `failed()`, which says whether to start over on the primary.
   */
  async connect(): Promise<{ client: pg.PoolClient; replica: Replica } | null> {
    const r = this.pick();
    if (!r) return null;
    try {
      const client = await r.pool.connect();
      r.reads++;
      return { client, replica: r };
    } catch (err) {
      this.failed(r, err);
      return null;
    }
  }

  /** A read on `replica` failed: true when it should run again on the primary (see the top of this file). */
  failed(replica: Replica, err: unknown): boolean {
    if (!shouldRetry(err)) return false;
    if (isConnectionError(err)) [replica.inRotation, replica.reason] = [false, `unreachable: ${(err as Error).message}`];
    this.retries++;
    return true;
  }

  /**
   * Wait until every replica in rotation has replayed the primary's WAL up
   * to its position now (pg_current_wal_lsn on the primary,
   * pg_last_wal_replay_lsn on the replica): a read after this sees every
   * write committed before the call. False when one has not within `ms`.
   * (Tests fence their own writes with it; see docs/scaling.md on
   * read-your-writes in the service.)
   */
  async caughtUp(ms = 5000): Promise<boolean> {
    const [{ lsn }] = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const target = lsnValue(lsn);
    const deadline = Date.now() + ms;
    for (const r of this.replicas.filter((x) => x.inRotation)) {
      for (;;) {
        const [row] = (await r.pool.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn').catch(() => ({ rows: [{ lsn: null }] }))).rows;
        if (row?.lsn && lsnValue(row.lsn) >= target) break;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    return true;
  }

  /** A read: on a replica in rotation, else (or after a failure there) on the primary. */
  readonly query: Query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const r = this.pick();
    if (r) {
      try {
        const res = await r.pool.query(sql, params);
        r.reads++;
        return res.rows as T[];
      } catch (err) {
        if (!this.failed(r, err)) throw err;
      }
    }
    this.primaryReads++;
    return this.primary.query<T>(sql, params);
  };
}
