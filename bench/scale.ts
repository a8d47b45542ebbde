/**
 * npm run bench:scale -- [--scale N] [--duration S] [--connections N]
 *
 * The scale-out benchmark (issue 21; docs/scaling.md): on the loopback
 * topology of scripts/topology/start.sh (a primary and a streaming hot
 * standby, from the machine's binaries), the demo dataset loaded through
 * the primary, the default contract list (`GET /api/contracts/?limit=25`)
 * driven by wrk in three set-ups, one after another in the same run:
 *
 *  1. one service instance on the primary, pinned to core 0 (taskset);
 *  2. two instances on the primary, pinned to cores 0 and 1, each driven by
 *     its own wrk with half the connections (requests/s summed);
 *  3. one instance on core 0 reading from the standby
 *     (DATABASE_REPLICA_URLS), with the share of reads the replica served
 *     (its /readyz counters).
 *
 * Requests/s and p99 per set-up are inserted at the top of
 * bench/RESULTS-scale.md. Everything it starts is stopped at the end, on
 * errors and on Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defineCommand } from '../src/cli/args.js';
import { openDatabase } from '../src/db/client.js';
import { generateDataset } from '../src/demo/generate.js';
import { lsnValue } from '../src/db/replicas.js';
import { Cleanup, freePort, serviceEnv, startServer, terminate, type Server } from './processes.js';
import { ensureWrk, runWrk, type WrkResult } from './wrk.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST = '/api/contracts/?limit=25';

const command = defineCommand({
  name: 'npm run bench:scale --',
  summary: 'Measure the contract list on one instance, two instances and one instance reading from a replica, on a loopback primary and standby.',
  options: {
    scale: { type: 'number', default: 4, min: 0.1, valueName: 'N', description: 'demo dataset scale (4: about 20,000 contracts)' },
    duration: { type: 'number', integer: true, default: 10, min: 1, valueName: 'S', description: 'seconds of load per set-up (after 2 s of warm-up)' },
    connections: { type: 'number', integer: true, default: 10, min: 2, valueName: 'N', description: 'wrk connections in all (split over the instances)' },
    out: { type: 'string', default: path.join(ROOT, 'bench', 'RESULTS-scale.md'), valueName: 'FILE', description: 'results file (a section is inserted at the top)' },
    'no-record': { type: 'boolean', description: 'print only; do not write the results file' },
  },
  examples: [{ command: 'npm run bench:scale -- --scale 10 --duration 15', description: 'a larger dataset, longer runs' }],
});

interface Row {
  setup: string;
  instances: number;
  rps: number;
  p99Ms: number;
  errors: number;
  note: string;
}

function pin(pid: number, core: number): void {
  // every thread of the process (libuv's pool included)
  execFileSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
}

async function drive(servers: Server[], connections: number, seconds: number, work: string): Promise<WrkResult[]> {
  const per = Math.max(1, Math.floor(connections / servers.length));
  const run = (s: Server, i: number, secs: number) => runWrk({ base: s.base, requests: [{ method: 'GET', path: LIST, headers: {} }], connections: per, seconds: secs, scriptPath: path.join(work, `wrk-${i}.lua`) });
  await Promise.all(servers.map((s, i) => run(s, i, 2)));
  return Promise.all(servers.map((s, i) => run(s, i, seconds)));
}

command.run(async ({ values }) => {
  ensureWrk();
  const cleanup = new Cleanup();
  cleanup.installHandlers();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-bench-scale-'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-topology-'));
  try {
    const out = execFileSync('bash', [path.join(ROOT, 'scripts/topology/start.sh'), dir], { env: { ...process.env, NO_PGBOUNCER: '1' }, encoding: 'utf8' });
    cleanup.add('topology', async () => void execFileSync('bash', [path.join(ROOT, 'scripts/topology/stop.sh'), dir], { stdio: 'ignore' }), () => void execFileSync('bash', [path.join(ROOT, 'scripts/topology/stop.sh'), dir], { stdio: 'ignore' }));
    const topo = Object.fromEntries(out.trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    console.log(`topology in ${dir}: primary :${topo.PRIMARY_PORT}, standby :${topo.STANDBY_PORT}`);

    const started = Date.now();
    const db = await openDatabase({ url: topo.PRIMARY_URL, migrate: true });
    await generateDataset(db, { scale: values.scale, seed: 'procurement-demo', asOf: '2026-11-22', demoAccounts: true });
    const [{ lsn }] = await db.raw.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const [{ n }] = await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract'`);
    await db.close();
    const standby = new pg.Client({ connectionString: topo.REPLICA_URL });
    await standby.connect();
    for (;;) {
      const { rows } = await standby.query<{ replay: string }>('SELECT pg_last_wal_replay_lsn()::text AS replay');
      if (lsnValue(rows[0].replay) >= lsnValue(lsn)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await standby.end();
    console.log(`loaded ${n.toLocaleString('en-US')} contracts and replicated in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const start = async (name: string, core: number, extra: NodeJS.ProcessEnv = {}): Promise<Server> => {
      const port = await freePort();
      const s = await startServer({ name, entry: 'src/main.ts', cwd: ROOT, port, log: path.join(work, `${name}.log`), readyPath: '/api/version', cleanup, env: serviceEnv(topo.PRIMARY_URL, port, extra) });
      pin(s.pid, core);
      return s;
    };
    const stop = async (servers: Server[]) => {
      for (const s of servers) await terminate(s.child);
    };
    const rows: Row[] = [];
    const record = (setup: string, results: WrkResult[], note = '') => {
      const row = { setup, instances: results.length, rps: results.reduce((a, r) => a + r.rps, 0), p99Ms: Math.max(...results.map((r) => r.p99Ms)), errors: results.reduce((a, r) => a + r.httpErrors + r.socketErrors, 0), note };
      rows.push(row);
      console.log(`${setup}: ${Math.round(row.rps)} req/s, p99 ${row.p99Ms.toFixed(1)} ms, errors ${row.errors}${note ? `, ${note}` : ''}`);
    };

    const one = await start('one', 0);
    record('one instance, primary (core 0)', await drive([one], values.connections, values.duration, work));
    await stop([one]);

    const two = [await start('two-a', 0), await start('two-b', 1)];
    record('two instances, primary (cores 0 and 1)', await drive(two, values.connections, values.duration, work));
    await stop(two);

    const replica = await start('replica', 0, { DATABASE_REPLICA_URLS: topo.REPLICA_URL });
    const results = await drive([replica], values.connections, values.duration, work);
    const ready = (await (await fetch(`${replica.base}/readyz`)).json()) as { checks: Record<string, { reads?: number }> };
    const replicaReads = Object.entries(ready.checks).filter(([k]) => k.startsWith('replica:')).reduce((a, [, c]) => a + (c.reads ?? 0), 0);
    const total = results.reduce((a, r) => a + r.requests, 0);
    record('one instance reading from the standby (core 0)', results, `the replica served ${replicaReads.toLocaleString('en-US')} reads for ${total.toLocaleString('en-US')} timed requests (warm-up included in its count)`);
    await stop([replica]);

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const section = [
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${machine}; load average ${os.loadavg()[0].toFixed(2)} at the end. Data: scale ${values.scale} (${n.toLocaleString('en-US')} contracts) on a loopback primary and streaming standby (scripts/topology/start.sh). Case: \`GET ${LIST}\`, anonymous, ${values.connections} wrk connections in all, ${values.duration} s after 2 s of warm-up; instances pinned with taskset. PostgreSQL (primary and standby) and wrk share the same two cores, unpinned.`,
      '',
      '| set-up | instances | requests/s | p99 | errors | note |',
      '|---|---:|---:|---:|---:|---|',
      ...rows.map((r) => `| ${r.setup} | ${r.instances} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p99Ms.toFixed(1)} ms | ${r.errors} | ${r.note} |`),
      '',
    ].join('\n');
    if (!values['no-record']) {
      const head = '# Scale-out benchmark results (npm run bench:scale; newest first)\n\n';
      const old = fs.existsSync(values.out) ? fs.readFileSync(values.out, 'utf8').replace(head, '') : '';
      fs.writeFileSync(values.out, head + section + '\n' + old);
      console.log(`recorded in ${values.out}`);
    } else console.log(section);
  } finally {
    await cleanup.run();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
