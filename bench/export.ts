/**
 * npm run bench:export -- --reuse DIR | --database-url URL
 *
 * The export benchmark (issue 19): every contract of the loaded dataset
 * exported as CSV and as NDJSON (`/api/export/contracts/`, the default
 * ordering), against the same rows fetched by walking the list's cursor 100
 * at a time, side by side in one run, on one service process. For each:
 * time to first byte, rows and rows per second, and the service's resident
 * memory sampled every 50 ms (before, peak, and at each quarter of the
 * rows: flat memory means no growth with the row count). Targets: first
 * byte under 200 ms, at least 50,000 rows/s, memory flat, at least 20 times
 * the cursor walk's rate. Results are inserted at the top of
 * bench/RESULTS-export.md.
 *
 * The data comes from `npm run bench` (bench/README.md): `--reuse DIR`
 * starts the PostgreSQL server kept in DIR (loaded by `npm run bench --
 * --reuse DIR`), or `--database-url` names a loaded database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defineCommand, UsageError } from '../src/cli/args.js';
import { startPostgres } from './postgres.js';
import { Cleanup, freePort, serviceEnv, startServer, type Server } from './processes.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATABASE = 'pds_bench';
const API_KEY = 'demo_enterprise';

const command = defineCommand({
  name: 'npm run bench:export --',
  summary: 'Measure the bulk export of every contract (CSV and NDJSON) against walking the list cursor 100 at a time.',
  options: {
    reuse: { type: 'string', valueName: 'DIR', description: 'the PostgreSQL directory `npm run bench -- --reuse DIR` loaded (started here, stopped at the end)' },
    'database-url': { type: 'string', valueName: 'URL', description: 'a database already loaded with the demo dataset' },
    'walk-rows': { type: 'number', integer: true, min: 100, valueName: 'N', description: 'stop the cursor walk after N rows (its rate is measured on those)', defaultText: 'every row' },
    filter: { type: 'string', multiple: true, valueName: 'NAME=VALUE', description: 'a filter of the contracts list applied to every run (e.g. fiscal_year=2024)' },
    out: { type: 'string', default: path.join(ROOT, 'bench', 'RESULTS-export.md'), valueName: 'FILE', description: 'results file (a section is inserted at the top)' },
    'no-record': { type: 'boolean', description: 'print only; do not write the results file' },
  },
  examples: [{ command: 'npm run bench:export -- --reuse /tmp/pds-bench-s200', description: 'the scale-200 dataset kept by npm run bench' }],
});

interface Run {
  name: string;
  rows: number;
  bytes: number;
  ttfbMs: number;
  totalMs: number;
  rssBefore: number;
  rssPeak: number;
  /** resident memory when a quarter, half, three quarters and all of the rows had arrived */
  rssAt: number[];
  requests: number;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : 0;
}

/** Sample the resident memory of `pid` every 50 ms until stopped. */
function sampler(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      /* the process ended */
    }
  }, 50);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

async function exportRun(service: Server, format: 'csv' | 'ndjson', query: string, expected: number): Promise<Run> {
  global.gc?.();
  const rssBefore = rssOf(service.pid);
  const s = sampler(service.pid);
  const started = performance.now();
  const res = await fetch(`${service.base}/api/export/contracts/?${query}${query ? '&' : ''}format=${format}`, { headers: { 'X-API-KEY': API_KEY, 'Accept-Encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`export ${format}: HTTP ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  let ttfb = 0;
  let lines = 0;
  let bytes = 0;
  const marks = [0.25, 0.5, 0.75, 1].map((f) => Math.floor(expected * f));
  const rssAt: number[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!ttfb) ttfb = performance.now() - started;
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    while (rssAt.length < marks.length && lines - (format === 'csv' ? 1 : 0) >= marks[rssAt.length]) rssAt.push(rssOf(service.pid));
  }
  const totalMs = performance.now() - started;
  s.stop();
  const rows = lines - (format === 'csv' ? 1 : 0);
  return { name: `export ${format.toUpperCase()}`, rows, bytes, ttfbMs: ttfb, totalMs, rssBefore, rssPeak: s.peak(), rssAt, requests: 1 };
}

async function walkRun(service: Server, query: string, maxRows: number): Promise<Run> {
  const rssBefore = rssOf(service.pid);
  const s = sampler(service.pid);
  const started = performance.now();
  let url: string | null = `${service.base}/api/contracts/?${query}${query ? '&' : ''}limit=100`;
  let rows = 0;
  let bytes = 0;
  let ttfb = 0;
  let requests = 0;
  while (url && rows < maxRows) {
    const res: Response = await fetch(url, { headers: { 'X-API-KEY': API_KEY } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`walk: HTTP ${res.status} ${text.slice(0, 300)}`);
    if (!ttfb) ttfb = performance.now() - started;
    requests++;
    bytes += text.length;
    const body = JSON.parse(text) as { results: unknown[]; next: string | null };
    rows += body.results.length;
    url = body.next;
  }
  const totalMs = performance.now() - started;
  s.stop();
  return { name: 'cursor walk, 100 per request', rows, bytes, ttfbMs: ttfb, totalMs, rssBefore, rssPeak: s.peak(), rssAt: [], requests };
}

const mib = (b: number) => `${(b / 2 ** 20).toFixed(0)} MiB`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const rate = (r: Run) => r.rows / (r.totalMs / 1000);

function table(runs: Run[]): string {
  const walk = runs.find((r) => r.name.startsWith('cursor'))!;
  const lines = [
    '| run | rows | time | rows/s | first byte | vs cursor walk | RSS before | RSS peak | RSS at ¼, ½, ¾, all rows | requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const r of runs) {
    lines.push(
      `| ${r.name} | ${int(r.rows)} | ${(r.totalMs / 1000).toFixed(1)} s | ${int(rate(r))} | ${r.ttfbMs.toFixed(0)} ms | ${r === walk ? '1×' : `${(rate(r) / rate(walk)).toFixed(1)}×`} | ${mib(r.rssBefore)} | ${mib(r.rssPeak)} | ${r.rssAt.length ? r.rssAt.map(mib).join(', ') : '–'} | ${int(r.requests)} |`,
    );
  }
  return lines.join('\n');
}

function checks(runs: Run[]): string {
  const walk = runs.find((r) => r.name.startsWith('cursor'))!;
  const out: string[] = ['| target | measured | pass |', '|---|---|---|'];
  for (const r of runs.filter((x) => x !== walk)) {
    const growth = r.rssAt.length === 4 ? r.rssAt[3] - r.rssAt[0] : NaN;
    out.push(`| ${r.name}: first byte < 200 ms | ${r.ttfbMs.toFixed(0)} ms | ${r.ttfbMs < 200 ? 'yes' : 'no'} |`);
    out.push(`| ${r.name}: ≥ 50,000 rows/s | ${int(rate(r))} | ${rate(r) >= 50_000 ? 'yes' : 'no'} |`);
    out.push(`| ${r.name}: memory flat (RSS growth from ¼ to all rows < 32 MiB) | ${mib(growth)} | ${growth < 32 * 2 ** 20 ? 'yes' : 'no'} |`);
    out.push(`| ${r.name}: ≥ 20× the cursor walk | ${(rate(r) / rate(walk)).toFixed(1)}× | ${rate(r) / rate(walk) >= 20 ? 'yes' : 'no'} |`);
  }
  return out.join('\n');
}

command.run(async ({ values }) => {
  if (!values.reuse === !values['database-url']) throw new UsageError('give one of --reuse DIR or --database-url URL (a loaded dataset: see bench/README.md)');
  const cleanup = new Cleanup();
  const stop = () => void cleanup.run().then(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-bench-export-'));
  try {
    let url = values['database-url'];
    let note = 'existing database (--database-url)';
    if (values.reuse) {
      const server = startPostgres({ dir: values.reuse, keep: true, port: await freePort() });
      cleanup.add('PostgreSQL', () => server.stop(), () => server.stopSync());
      url = server.url(DATABASE);
      const marker = path.join(server.dir, 'dataset.json');
      note = fs.existsSync(marker) ? `reused ${values.reuse} (${fs.readFileSync(marker, 'utf8').replace(/\s+/g, ' ').trim()})` : `reused ${values.reuse}`;
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const postgres = (await client.query<{ v: string }>('SELECT version() AS v')).rows[0].v.split(' on ')[0];
    const query = new URLSearchParams((values.filter ?? []).map((f) => [f.slice(0, f.indexOf('=')), f.slice(f.indexOf('=') + 1)])).toString();
    await client.end();
    const port = await freePort();
    const service = await startServer({
      name: 'service',
      entry: 'src/main.ts',
      cwd: ROOT,
      port,
      log: path.join(work, 'service.log'),
      readyPath: '/api/version',
      cleanup,
      env: serviceEnv(url!, port),
    });
    const count = await fetch(`${service.base}/api/contracts/?${query}${query ? '&' : ''}limit=1`, { headers: { 'X-API-KEY': API_KEY } }).then((r) => r.json() as Promise<{ count: number }>);
    console.log(`service on ${service.base} (pid ${service.pid}); ${int(count.count)} contracts${query ? ` with ${query}` : ''}`);
    const loadBefore = os.loadavg()[0];
    const runs: Run[] = [];
    for (const format of ['csv', 'ndjson'] as const) {
      const r = await exportRun(service, format, query, count.count);
      if (r.rows !== count.count) throw new Error(`export ${format} sent ${r.rows} rows, the list counts ${count.count}`);
      console.log(`${r.name}: ${int(r.rows)} rows in ${(r.totalMs / 1000).toFixed(1)} s, first byte ${r.ttfbMs.toFixed(0)} ms, peak RSS ${mib(r.rssPeak)}`);
      runs.push(r);
    }
    const walk = await walkRun(service, query, values['walk-rows'] ?? Number.MAX_SAFE_INTEGER);
    console.log(`${walk.name}: ${int(walk.rows)} rows in ${(walk.totalMs / 1000).toFixed(1)} s (${int(walk.requests)} requests)`);
    runs.push(walk);
    const cpus = os.cpus();
    const section = [
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${postgres}; load average ${loadBefore.toFixed(2)} when the timings began, ${os.loadavg()[0].toFixed(2)} when they ended. Data: ${note}. List: /api/contracts/${query ? `?${query}` : ''} (default ordering -award_date), ${int(count.count)} rows; API key ${API_KEY}, quotas not limiting.`,
      '',
      table(runs),
      '',
      checks(runs),
      '',
    ].join('\n');
    console.log(`\n${section}`);
    if (!values['no-record']) {
      const head = '# Export benchmark results (npm run bench:export; newest first)\n\n';
      const before = fs.existsSync(values.out) ? fs.readFileSync(values.out, 'utf8').replace(head, '') : '';
      fs.writeFileSync(values.out, `${head}${section}\n${before}`);
      console.log(`recorded in ${values.out}`);
    }
    return 0;
  } finally {
    await cleanup.run();
  }
});
