/**
 * npm run bench -- [options]
 *
 * The side-by-side benchmark of issue 8: the service (REST and GraphQL)
 * against a hand-written node:http + pg server (bench/handwritten.ts) that
 * answers the same cases with the same JSON from one SQL statement each.
 *
 *   1. PostgreSQL: a throw-away server from the newest /usr/lib/postgresql/<v>/bin
 *      in a temporary directory (default); --reuse DIR keeps one in DIR and reuses
 *      its data when it already holds this dataset; --database-url URL uses an
 *      existing server (loaded only when it holds no contracts, or with --load).
 *   2. Loads `npm run seed -- --scale S --as-of 2026-11-22 --force` and times it.
 *   3. Starts the service (`node --import tsx src/main.ts`, NODE_ENV=production,
 *      DEMO_DATA=never, LOG_LEVEL=warn, generous PLAN_QUOTAS) and the comparator.
 *   4. Requests every case once on both and checks HTTP 200, no GraphQL `errors`,
 *      and equal bodies after JSON.parse (next/previous/cursor aside); aborts otherwise.
 *   5. Measures the raw SQL of the default list through a pg pool (the ceiling).
 *   6. Drives every case with wrk at each connection count, service then comparator,
 *      recording req/s, p50/p99, server CPU ms per request (/proc/<pid>/stat) and
 *      SQL statements per request (pg_stat_statements calls, preloaded in the
 *      throw-away server; pg_stat_database transactions where it is not available).
 *   7. Prints the table, checks the targets of issue 8 and inserts a section at the
 *      top of bench/RESULTS.md.
 *   8. Stops everything it started (also on Ctrl-C and on errors).
 *
 * Options: `npm run bench -- --help` (declared in `command` below, src/cli/args.ts);
 * bad arguments exit 2 before anything is started. A progress bar over the wrk
 * runs shows on stderr when it is a terminal.
 *
 * Needs wrk (apt-get install wrk; installed when missing and running as root).
 * Only loopback traffic; every child process, and the throw-away server, is
 * stopped on exit.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineCommand, UsageError } from '../src/cli/args.js';
import { progressBar } from '../src/cli/progress.js';
import pg from 'pg';
import { API_KEY, TARGETS, type BenchCase, type Target } from './cases.js';
import { startAndCheck, withClient } from './check.js';
import { snapshot, statementCounter, type StatementCounter } from './measure.js';
import { Cleanup, freePort, terminate, type Server } from './processes.js';
import { startPostgres } from './postgres.js';
import { section, recordSection, resultsTable, targetChecks, checksTable, ceilingLine, walkTable, type CaseResult, type Ceiling, type Measured, type WalkPair } from './report.js';
import { defaultListStatement } from './sql.js';
import { ensureWrk, runWrk } from './wrk.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const AS_OF = '2026-11-22';
const DATABASE = 'pds_bench';

interface Options {
  scale: number;
  duration: number;
  connections: number[];
  warmup: number;
  reuse: string | null;
  databaseUrl: string | null;
  load: boolean;
  pages: number;
  walkRounds: number;
  keys: number;
  out: string;
  record: boolean;
}

export const command = defineCommand({
  name: 'npm run bench --',
  summary: 'The side-by-side benchmark of issue 8: the service (REST and GraphQL) against a hand-written node:http + pg server answering the same cases with the same JSON.',
  description: `Starts a throw-away PostgreSQL (or uses --reuse DIR, or --database-url), loads the demo dataset with npm run seed and times it, starts the service and the comparator, checks that every case answers 200 with equal bodies on both (else aborts), measures the raw SQL ceiling, then drives every case with wrk at each connection count and records req/s, p50/p99, server CPU and SQL statements per request; then runs page 1 and the last page of the cursor walk in alternation for the page-1,000 target. Prints the table, checks the targets of issue 8 and inserts a section at the top of the results file. Stops everything it started, also on Ctrl-C and on errors.

Needs wrk (installed with apt-get when missing and running as root). Only loopback traffic. A progress bar shows on stderr when it is a terminal.`,
  options: {
    scale: { type: 'number', min: 0.01, max: 1000, default: 200, description: 'dataset scale (200 is about 1,000,000 contracts; 2 for a quick run)' },
    duration: { type: 'number', min: 1, max: 600, default: 10, valueName: 'SEC', description: 'seconds per wrk run' },
    connections: {
      type: 'string',
      default: '1,10',
      valueName: 'LIST',
      validate: (raw) => (raw.split(',').every((c) => /^\s*\d+\s*$/.test(c) && Number(c) >= 1 && Number(c) <= 1000) ? undefined : 'must be a comma-separated list of connection counts from 1 to 1000'),
      description: 'wrk connection counts, comma-separated',
    },
    warmup: { type: 'number', min: 0, max: 60, default: 2, valueName: 'SEC', description: 'unmeasured wrk run per case and server before its first run (0 skips)' },
    reuse: { type: 'string', valueName: 'DIR', description: "keep the PostgreSQL server's directory in DIR and reuse its data when it already holds this dataset" },
    'database-url': { type: 'string', valueName: 'URL', description: 'use this database instead of starting PostgreSQL (loaded only when it holds no contracts, or with --load)' },
    load: { type: 'boolean', description: 'with --database-url: load the dataset even when it holds contracts' },
    pages: { type: 'number', integer: true, min: 1, max: 100_000, default: 1000, description: 'page of the cursor walk to time' },
    'walk-rounds': {
      type: 'number',
      integer: true,
      min: 0,
      max: 20,
      default: 5,
      description: 'rounds of page 1 and the last page of the walk run in alternation for the page-1,000 target (0: compare the single runs)',
    },
    keys: { type: 'number', integer: true, min: 1, max: 100_000, default: 1000, description: 'contract keys the detail case cycles through' },
    out: { type: 'string', valueName: 'FILE', defaultText: 'bench/RESULTS.md', description: 'results file' },
    'no-record': { type: 'boolean', description: 'print the results without writing the results file' },
  },
  examples: [
    { command: 'npm run bench -- --scale 2 --duration 3 --connections 1 --no-record', description: 'a quick run on a small dataset that records nothing' },
    { command: 'npm run bench -- --reuse /var/tmp/pds-bench', description: 'the full benchmark, keeping the loaded PostgreSQL for the next run' },
    { command: 'npm run bench -- --database-url postgres://pds@127.0.0.1/pds --duration 30', description: 'against an existing server' },
  ],
});

function options(values: ReturnType<typeof command.parse>['values']): Options {
  if (values.reuse && values['database-url']) throw new UsageError('--reuse and --database-url exclude each other');
  if (values.load && !values['database-url']) throw new UsageError('--load applies with --database-url only');
  return {
    scale: values.scale,
    duration: Math.round(values.duration),
    connections: values.connections.split(',').map((c) => Number(c.trim())),
    warmup: values.warmup,
    reuse: values.reuse ?? null,
    databaseUrl: values['database-url'] ?? null,
    load: values.load,
    pages: values.pages,
    walkRounds: values['walk-rounds'],
    keys: values.keys,
    out: values.out ? path.resolve(values.out) : path.join(ROOT, 'bench', 'RESULTS.md'),
    record: !values['no-record'],
  };
}

const log = (s: string) => console.log(s);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ── the database ──

interface Dataset {
  url: string;
  /** another database of the same server for pg_stat_statements (throw-away and kept servers) */
  statsUrl: string | null;
  contracts: number;
  postgres: string;
  /** how the data got there, for the report */
  note: string;
}

interface Marker {
  scale: number;
  asOf: string;
  contracts: number;
  loadSeconds: number;
  loadedAt: string;
}


async function countContracts(url: string): Promise<number> {
  return withClient(url, async (c) => {
    try {
      return (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract'`)).rows[0].n;
    } catch {
      return 0; // not migrated yet
    }
  });
}

/** `npm run seed` into the database, timed, then VACUUM ANALYZE so autovacuum does not run during the timings. */
async function load(url: string, scale: number, cleanup: Cleanup): Promise<{ loadMs: number; vacuumMs: number }> {
  log(`loading the demo dataset: npm run seed -- --scale ${scale} --as-of ${AS_OF} --force`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'seed', '--', '--scale', String(scale), '--as-of', AS_OF, '--force'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    const forget = cleanup.add('seed', () => terminate(child, 5_000), () => void child.kill('SIGKILL'));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      forget();
      if (code === 0) resolve();
      else reject(new Error(`the seed command failed (${signal ?? `exit ${code}`})`));
    });
  });
  const loadMs = Date.now() - started;
  log(`loaded in ${seconds(loadMs)}; VACUUM ANALYZE…`);
  const v = Date.now();
  await withClient(url, (c) => c.query('VACUUM ANALYZE'));
  const vacuumMs = Date.now() - v;
  log(`VACUUM ANALYZE took ${seconds(vacuumMs)}`);
  return { loadMs, vacuumMs };
}

async function prepareDatabase(o: Options, cleanup: Cleanup): Promise<Dataset> {
  if (o.databaseUrl) {
    const url = o.databaseUrl;
    let contracts = await countContracts(url);
    let note: string;
    if (contracts === 0 || o.load) {
      const t = await load(url, o.scale, cleanup);
      contracts = await countContracts(url);
      note = `scale ${o.scale}, as-of ${AS_OF}, loaded in ${seconds(t.loadMs)} (VACUUM ANALYZE ${seconds(t.vacuumMs)})`;
    } else {
      note = `existing data at --database-url (not loaded by this run; --scale ignored)`;
      log(`using the ${contracts.toLocaleString('en-US')} contracts already in the database (pass --load to reload)`);
    }
    const postgres = await withClient(url, async (c) => (await c.query<{ v: string }>('SELECT version() AS v')).rows[0].v.split(' on ')[0]);
    return { url, statsUrl: null, contracts, postgres, note };
  }

  const server = startPostgres({ dir: o.reuse, keep: !!o.reuse, port: await freePort() });
  cleanup.add('PostgreSQL', () => server.stop(), () => server.stopSync());
  log(`PostgreSQL on 127.0.0.1:${server.port} (${o.reuse ? `kept in ${server.dir}` : `throw-away, ${server.dir}`})`);
  const adminUrl = server.url('postgres');
  const url = server.url(DATABASE);
  await withClient(adminUrl, async (c) => {
    const exists = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount;
    if (!exists) await c.query(`CREATE DATABASE ${DATABASE}`);
  });
  const postgres = await withClient(url, async (c) => (await c.query<{ v: string }>('SELECT version() AS v')).rows[0].v.split(' on ')[0]);

  const markerFile = path.join(server.dir, 'dataset.json');
  const marker: Marker | null = fs.existsSync(markerFile) ? (JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker) : null;
  if (o.reuse && marker && marker.scale === o.scale && marker.asOf === AS_OF) {
    const contracts = await countContracts(url);
    if (contracts === marker.contracts) {
      log(`reusing the loaded dataset in ${server.dir} (${contracts.toLocaleString('en-US')} contracts, loaded ${marker.loadedAt} in ${marker.loadSeconds.toFixed(1)} s)`);
      return { url, statsUrl: adminUrl, contracts, postgres, note: `scale ${o.scale}, as-of ${AS_OF}, reused (loaded ${marker.loadedAt.slice(0, 10)} in ${marker.loadSeconds.toFixed(1)} s)` };
    }
  }
  const t = await load(url, o.scale, cleanup);
  const contracts = await countContracts(url);
  if (o.reuse) {
    const m: Marker = { scale: o.scale, asOf: AS_OF, contracts, loadSeconds: t.loadMs / 1000, loadedAt: new Date().toISOString() };
    fs.writeFileSync(markerFile, `${JSON.stringify(m, null, 2)}\n`);
  }
  return { url, statsUrl: adminUrl, contracts, postgres, note: `scale ${o.scale}, as-of ${AS_OF}, loaded in ${seconds(t.loadMs)} (then VACUUM ANALYZE ${seconds(t.vacuumMs)})` };
}

// ── the raw SQL ceiling ──

async function rawCeiling(url: string, concurrency: number, durationS: number): Promise<Ceiling> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const { text, params } = defaultListStatement();
  const latencies: number[] = [];
  try {
    await pool.query(text, params);
    const end = Date.now() + durationS * 1000;
    const worker = async () => {
      while (Date.now() < end) {
        const t = performance.now();
        await pool.query(text, params);
        latencies.push(performance.now() - t);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
    return { concurrency, qps: latencies.length / elapsed, p50Ms: pct(50), p99Ms: pct(99) };
  } finally {
    await pool.end();
  }
}

// ── timing ──

async function measure(c: BenchCase, target: Target, server: Server, connections: number, o: Options, counter: StatementCounter, work: string, cleanup: Cleanup): Promise<Measured> {
  const before = await snapshot(counter, server.pid);
  const wrk = await runWrk({
    base: server.base,
    requests: c.requests[target],
    connections,
    seconds: o.duration,
    scriptPath: path.join(work, `${c.api}-${c.id}-${target}.lua`),
    onSpawn: (child) => {
      const forget = cleanup.add('wrk', () => void child.kill('SIGTERM'), () => void child.kill('SIGKILL'));
      child.once('exit', forget);
    },
  });
  const after = await snapshot(counter, server.pid);
  const n = Math.max(1, wrk.requests);
  return { wrk, cpuMsPerRequest: (after.cpu - before.cpu) / n, sqlPerRequest: (after.statements - before.statements - counter.perRead) / n };
}

/**
 * The walk's page 1 and last page, run in alternation for --walk-rounds
 * rounds per API and server at the highest connection count: the single runs
 * of the main loop are minutes apart, and on a shared machine the drift in
 * between (other processes, the database's caches) moved their ratio by
 * ±15% from run to run. Requests/s are summed over all rounds.
 */
async function alternateWalk(cases: BenchCase[], servers: Record<Target, Server>, o: Options, counter: StatementCounter, work: string, cleanup: Cleanup): Promise<WalkPair[]> {
  if (o.walkRounds <= 0) return [];
  const connections = Math.max(...o.connections);
  const pairs: WalkPair[] = [];
  for (const api of ['REST', 'GraphQL'] as const) {
    const first = cases.find((c) => c.api === api && c.id === 'walk-first');
    const last = cases.find((c) => c.api === api && c.id === 'walk-last');
    if (!first || !last) continue;
    const by = {} as WalkPair['by'];
    for (const t of TARGETS) {
      const sum = { first: { n: 0, s: 0 }, last: { n: 0, s: 0 } };
      for (let round = 1; round <= o.walkRounds; round++) {
        for (const [which, c] of [['first', first], ['last', last]] as const) {
          const m = await measure(c, t, servers[t], connections, o, counter, work, cleanup);
          sum[which].n += m.wrk.requests;
          sum[which].s += m.wrk.seconds;
        }
      }
      by[t] = { first: sum.first.n / sum.first.s, last: sum.last.n / sum.last.s };
      log(`walk, alternating (${api}, ${t}): page 1 ${by[t].first.toFixed(0)} req/s, last page ${by[t].last.toFixed(0)} req/s over ${o.walkRounds} rounds`);
    }
    pairs.push({ api, connections, rounds: o.walkRounds, by });
  }
  return pairs;
}

async function warmup(c: BenchCase, target: Target, server: Server, o: Options, work: string, cleanup: Cleanup): Promise<void> {
  if (o.warmup <= 0) return;
  await runWrk({
    base: server.base,
    requests: c.requests[target],
    connections: Math.max(...o.connections),
    seconds: Math.max(1, Math.round(o.warmup)),
    scriptPath: path.join(work, 'warmup.lua'),
    onSpawn: (child) => {
      const forget = cleanup.add('wrk', () => void child.kill('SIGTERM'), () => void child.kill('SIGKILL'));
      child.once('exit', forget);
    },
  });
}

function progress(c: BenchCase, connections: number, target: Target, m: Measured): string {
  const w = m.wrk;
  const errors = w.httpErrors + w.socketErrors ? `  ERRORS ${w.httpErrors} HTTP, ${w.socketErrors} socket` : '';
  return (
    `${c.api.padEnd(7)} ${c.id.padEnd(12)} c=${String(connections).padEnd(3)} ${target.padEnd(11)} ${w.rps.toFixed(0).padStart(6)} req/s` +
    `  p50 ${w.p50Ms.toFixed(2).padStart(7)} ms  p99 ${w.p99Ms.toFixed(2).padStart(7)} ms  cpu ${m.cpuMsPerRequest.toFixed(2)} ms/req  sql ${m.sqlPerRequest.toFixed(2)}/req${errors}`
  );
}

// ── facts for the report ──

function git(args: string[]): string {
  try {
    return execFileSync('git', ['--no-optional-locks', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function commit(): string {
  const sha = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  return git(['status', '--porcelain', '--untracked-files=no']) ? `${sha} + uncommitted changes` : sha;
}

// ── main ──

async function main(o: Options): Promise<void> {
  const cleanup = new Cleanup();
  cleanup.installHandlers();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-bench-'));
  let ok = false;
  cleanup.add('work directory', () => {
    if (ok) fs.rmSync(work, { recursive: true, force: true });
    else console.error(`logs and wrk scripts kept in ${work}`);
  });
  try {
    const wrkVersion = ensureWrk();
    const data = await prepareDatabase(o, cleanup);
    log(`dataset: ${data.contracts.toLocaleString('en-US')} contracts (${data.note})`);
    const counter = await statementCounter(data.url, new URL(data.url).pathname.slice(1), data.statsUrl);
    cleanup.add('statistics connection', () => counter.close());
    const { servers, cases, inputs: { keys, walk, searchOrdering } } = await startAndCheck(data.url, work, cleanup, o);

    log(`raw SQL ceiling: the default list's page statement, ${o.duration} s at 1 and at 10 concurrent…`);
    const ceiling = [await rawCeiling(data.url, 1, o.duration), await rawCeiling(data.url, 10, o.duration)];
    log(`  ${ceilingLine(ceiling)}`);

    const walkRuns = cases.some((c) => c.id === 'walk-first') ? 2 * 2 * TARGETS.length * o.walkRounds : 0;
    const total = (cases.length * o.connections.length * TARGETS.length + walkRuns) * o.duration + (o.warmup > 0 ? cases.length * TARGETS.length * Math.max(1, Math.round(o.warmup)) : 0);
    log(`timing ${cases.length} cases × ${o.connections.join('/')} connections × 2 servers, ${o.duration} s each (about ${Math.ceil(total / 60)} min)…`);
    const loadBefore = os.loadavg()[0];
    const results: CaseResult[] = [];
    // a bar over the wrk runs (on stderr, only when it is a terminal); the result lines go to stdout above it
    const bar = progressBar({ format: ' {bar} {value}/{total} wrk runs | {case} | {duration_formatted} elapsed, about {eta_formatted} left' });
    cleanup.add('progress bar', () => bar.stop());
    const runs = cases.length * TARGETS.length * (o.connections.length + (o.warmup > 0 ? 1 : 0));
    bar.start(runs, 0, { case: '' });
    for (const c of cases) {
      for (const t of TARGETS) {
        if (o.warmup > 0) {
          bar.increment(0, { case: `${c.api} ${c.id} warm-up (${t})` });
          await warmup(c, t, servers[t], o, work, cleanup);
          bar.increment(1);
        }
      }
      for (const connections of o.connections) {
        const by = {} as Record<Target, Measured>;
        for (const t of TARGETS) {
          bar.increment(0, { case: `${c.api} ${c.id} c=${connections} (${t})` });
          by[t] = await measure(c, t, servers[t], connections, o, counter, work, cleanup);
          bar.increment(1);
          bar.log(progress(c, connections, t, by[t]));
        }
        results.push({ case: c, connections, by });
      }
    }
    bar.stop();

    const walks = await alternateWalk(cases, servers, o, counter, work, cleanup);
    const checks = targetChecks(results, walks);
    const cpus = os.cpus();
    const text = section(
      {
        date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        commit: commit(),
        cpu: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}`,
        ram: `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
        node: process.version,
        postgres: data.postgres,
        wrk: wrkVersion,
        load: `load average ${loadBefore.toFixed(2)} when the timings began, ${os.loadavg()[0].toFixed(2)} when they ended`,
        dataset: `${data.contracts.toLocaleString('en-US')} contracts; ${data.note}.`,
        method:
          `wrk, 1 thread, ${o.connections.join(' and ')} connections × ${o.duration} s per case and server (after a ${o.warmup} s warm-up), client on the same machine. ` +
          `Service: \`node --import tsx src/main.ts\`, NODE_ENV=production, LOG_LEVEL=warn, PLAN_QUOTAS raised (the limiter counts in PostgreSQL, never throttles); requests anonymous except version-key (\`${API_KEY}\`). ` +
          `Hand-written: bench/handwritten.ts (node:http + pg.Pool of 10, one JSON-building statement per page or record, counts cached 30 s). ` +
          `CPU: utime + stime of the server process per request. SQL/req: ${counter.source}. ` +
          `Walk: ${walk.filter.join('=')}, ordering ${walk.ordering}, limit ${walk.limit}, page ${walk.page} reached. Search ordering: ${searchOrdering}. Detail: ${keys.length} keys.`,
      },
      results,
      ceiling,
      checks,
      { pairs: walks, page: walk.page, seconds: o.duration },
    );
    log(`\n${resultsTable(results)}\n${walks.length ? `\n${walkTable(walks, walk.page)}\n` : ''}\n${checksTable(checks)}\n`);
    if (o.record) {
      recordSection(o.out, text);
      log(`recorded in ${path.relative(process.cwd(), o.out) || o.out}`);
    }
    ok = true;
  } finally {
    if (!ok) cleanup.verbose = true;
    await cleanup.run();
  }
}

void command.run(async ({ values }) => {
  const o = options(values);
  try {
    await main(o);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
    if (values.verbose || process.env.DEBUG) console.error(err);
    return 1;
  }
});
