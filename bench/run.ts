/**
 * npm run bench -- [--duration 10] [--connections 10] [--out bench/RESULTS.md]
 *
 * Benchmarks the list endpoint through REST (default shape and a nested
 * shape) and the same through GraphQL, with autocannon against the service
 * running in this process on a free loopback port. Point DATABASE_URL at a
 * PostgreSQL database loaded with `npm run seed -- --scale 40` (~200,000
 * contracts) first. Bounded in time and count; only loopback traffic.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { createLogger } from '../src/logger.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const duration = Math.min(60, Number(arg('duration', '10')));
const connections = Math.min(64, Number(arg('connections', '10')));
const out = arg('out', path.join(import.meta.dirname, 'RESULTS.md'));

const NESTED = 'key,piid,award_date,obligated,recipient(uei,display_name,legal_business_name),awarding_office(*),funding_office(*),naics(*),psc(*),set_aside(*),period_of_performance(*),transactions(modification_number,obligated,transaction_date)';
const GQL = JSON.stringify({
  query: `{ contracts(limit: 25) { count cursor results { key piid awardDate obligated recipient { uei displayName legalBusinessName } awardingOffice { officeCode officeName agencyCode agencyName departmentCode departmentName organizationId } naics { code description } setAside { code description } } } }`,
});

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) console.warn('DATABASE_URL is not set: benchmarking the embedded PGlite database (the recorded results use PostgreSQL)');
  const db = await openDatabase();
  const [{ n }] = await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract'`);
  const app = createApp({ db, logger: createLogger('silent') });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (process.env.BENCH_API_KEY) headers['x-api-key'] = process.env.BENCH_API_KEY;

  const cases = [
    { name: 'REST GET /api/contracts/?limit=25 (default shape)', url: `${base}/api/contracts/?limit=25`, method: 'GET' as const },
    { name: 'REST GET /api/contracts/?limit=25 (nested shape)', url: `${base}/api/contracts/?limit=25&shape=${encodeURIComponent(NESTED)}`, method: 'GET' as const },
    { name: 'GraphQL contracts(limit: 25) (nested selection)', url: `${base}/graphql`, method: 'POST' as const, body: GQL },
  ];
  const rows: string[] = [];
  for (const c of cases) {
    // warm up (and fail fast on errors)
    const probe = await fetch(c.url, { method: c.method, headers, body: c.body });
    if (probe.status !== 200) throw new Error(`${c.name}: HTTP ${probe.status} ${await probe.text()}`);
    const r = await autocannon({ url: c.url, method: c.method, headers, body: c.body, connections, duration });
    const non2xx = r.non2xx;
    rows.push(`| ${c.name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${non2xx} |`);
    console.log(`${c.name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${non2xx}`);
  }
  server.close();
  await db.close();

  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: import.meta.dirname }).toString().trim();
  } catch {
    /* not a checkout */
  }
  const report = [
    `## ${new Date().toISOString().slice(0, 10)} — commit ${commit}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; database: ${db.kind}, ${n.toLocaleString('en-US')} contracts; autocannon ${connections} connections × ${duration} s, client in the same process.`,
    '',
    '| case | req/s (mean) | p50 ms | p99 ms | requests | non-2xx |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  const header = '# Benchmark results\n\nRecorded by `npm run bench` (see bench/run.ts). Newest first.\n\n';
  const previous = fs.existsSync(out) ? fs.readFileSync(out, 'utf8').replace(header, '') : '';
  fs.writeFileSync(out, header + report + '\n' + previous);
  console.log(`\nappended to ${out}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
