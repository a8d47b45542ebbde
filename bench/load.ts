/**
 * npm run bench:load -- [--rows N] [--database-url URL] [--keep]
 *
 * The loader benchmark of issue 22: N generated USAspending contract
 * transaction rows (the real 297-column header, three modifications per
 * contract, recipients, offices, NAICS and PSC codes taken from the
 * reference data) loaded with `npm run load -- usaspending-contract-transactions`
 * into PostgreSQL, once as a plain CSV and once zipped (a fresh copy of the
 * same database each time: a load of new records, not a re-load). For each
 * form: rows/s end to end (the loader process's wall time, start to exit),
 * the loader's peak resident memory (`/usr/bin/time -f %M`), and the
 * summary's counts. The goal (issue 22): at least 10,000 rows/s with peak
 * RSS under 500 MB. Results are inserted at the top of bench/RESULTS-load.md.
 *
 * The database: a throw-away PostgreSQL (bench/postgres.ts) unless
 * `--database-url` names a server (a postgres:// URL of any database on it:
 * the bench creates and drops its own databases there). The reference data
 * is the demo dataset at scale 1 (`npm run seed`), copied per run with
 * CREATE DATABASE ... TEMPLATE.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import yazl from 'yazl';
import { defineCommand } from '../src/cli/args.js';
import { csvRecord } from '../src/export/format.js';
import { TRANSACTION_COLUMNS } from '../src/load/sources/usaspending-common.js';
import { generateTransactions, type Reference } from './load-rows.js';
import { startPostgres, type LocalPostgres } from './postgres.js';
import { Cleanup, freePort } from './processes.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = 'pds_loadbench_tpl';
const GOAL_ROWS_PER_S = 10_000;
const GOAL_RSS_MB = 500;

const command = defineCommand({
  name: 'npm run bench:load --',
  summary: 'Measure npm run load on generated USAspending contract transaction rows (CSV and zipped): rows/s and peak memory.',
  options: {
    rows: { type: 'number', integer: true, min: 3, default: 1_000_000, valueName: 'N', description: 'transaction rows to generate (three per contract)' },
    'database-url': { type: 'string', valueName: 'URL', description: 'a PostgreSQL server to use (the bench creates and drops its own databases there); default: a throw-away server' },
    keep: { type: 'boolean', description: 'keep the generated files and the loaded databases' },
    out: { type: 'string', default: path.join(ROOT, 'bench', 'RESULTS-load.md'), valueName: 'FILE', description: 'results file (a section is inserted at the top)' },
    'no-record': { type: 'boolean', description: 'print only; do not write the results file' },
  },
  examples: [
    { command: 'npm run bench:load', description: '1,000,000 rows on a throw-away PostgreSQL' },
    { command: 'npm run bench:load -- --rows 100000 --database-url postgres://postgres@127.0.0.1:5432/postgres', description: 'a smaller run on an existing server' },
  ],
});

async function reference(url: string): Promise<Reference> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const offices = (
      await c.query<Reference['offices'][number]>(
        `SELECT code, office_name AS name, agency_code AS agency, agency_name AS "agencyName", department_code AS department, department_name AS "departmentName"
         FROM organization WHERE type = 'OFFICE' AND code IS NOT NULL AND agency_code IS NOT NULL ORDER BY code`,
      )
    ).rows.map((o) => ({ ...o, name: o.name ?? o.agencyName, agencyName: o.agencyName ?? o.departmentName }));
    const recipients = (
      await c.query<Omit<Reference['recipients'][number], 'address'> & { address: Reference['recipients'][number]['address'] }>(
        `SELECT e.uei, e.legal_business_name AS name, e.dba_name AS dba, e.cage_code AS cage, e.congressional_district AS district,
                CASE WHEN a.uei IS NULL THEN NULL ELSE json_build_object('line1', coalesce(a.address_line1, ''), 'line2', coalesce(a.address_line2, ''), 'city', coalesce(a.city, ''),
                  'state', coalesce(a.state_or_province_code, ''), 'zip', coalesce(a.zip_code, ''), 'plus4', coalesce(a.zip_code_plus4, ''), 'county', coalesce(a.county, ''),
                  'countyCode', coalesce(a.county_code, ''), 'fips', coalesce(a.fips_code, ''), 'country', coalesce(a.country_code, 'USA'), 'countryName', coalesce(a.country_name, 'UNITED STATES')) END AS address
         FROM entity e LEFT JOIN entity_address a ON a.uei = e.uei AND a.kind = 'physical' ORDER BY e.uei`,
      )
    ).rows;
    const naics = (await c.query<{ code: string; description: string }>(`SELECT code, description FROM naics WHERE length(code) = 6 ORDER BY code`)).rows;
    const psc = (await c.query<{ code: string; description: string }>(`SELECT code, name AS description FROM psc ORDER BY code`)).rows;
    if (!offices.length || !recipients.length || !naics.length || !psc.length) throw new Error('the reference database lacks offices, entities, NAICS or PSC codes');
    return { offices, recipients, naics, psc };
  } finally {
    await c.end();
  }
}

/** What a generated file holds: its size and how full its rows are. */
interface Generated {
  bytes: number;
  /** non-empty values per row, on average */
  filled: number;
}

/** Write `rows` transaction rows (bench/load-rows.ts) as CSV with CRLF line ends, as USAspending's custom downloads do. */
async function writeTransactions(file: string, rows: number, ref: Reference): Promise<Generated> {
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write(`${csvRecord([...TRANSACTION_COLUMNS])}\r\n`);
  let chunk = '';
  let filled = 0;
  await generateTransactions(rows, ref, async (cells) => {
    for (const c of cells) if (c !== '') filled++;
    chunk += `${csvRecord(cells)}\r\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  });
  await write(chunk);
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return { bytes: fs.statSync(file).size, filled: filled / rows };
}

function zipOf(file: string, zipFile: string, entry: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const z = new yazl.ZipFile();
    z.addReadStream(fs.createReadStream(file), entry);
    z.end();
    const out = fs.createWriteStream(zipFile);
    z.outputStream.pipe(out).on('close', () => resolve(fs.statSync(zipFile).size)).on('error', reject);
  });
}

interface Run {
  form: string;
  bytes: number;
  seconds: number;
  rssMb: number;
  summary: { rows_read: number; rejected: number; targets: Record<string, { created?: number; modified?: number; unchanged?: number }> };
}

/** One load in a process of its own: wall time and peak RSS from /usr/bin/time. */
async function runLoad(url: string, input: string, form: string, bytes: number, log: string): Promise<Run> {
  const started = process.hrtime.bigint();
  // the command as users run it (package.json: node with a 320 MB old generation, so that garbage does not pile up to the RSS limit)
  const child = spawn('/usr/bin/time', ['-f', 'PEAK_RSS_KB=%M', 'npm', 'run', '-s', 'load', '--', 'usaspending-contract-transactions', input, '--json', '--rejects', `${log}.rejects.csv`], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.writeFileSync(log, `${stdout}\n${stderr}`);
  // the work directory (and the log in it) goes when the bench ends without --keep: the error carries the output's end
  if (code !== 0) throw new Error(`the ${form} load failed (exit ${code}); the end of its output:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-15).join('\n')}`);
  const rss = /PEAK_RSS_KB=(\d+)/.exec(stderr);
  return { form, bytes, seconds, rssMb: rss ? Number(rss[1]) / 1024 : NaN, summary: JSON.parse(stdout) as Run['summary'] };
}

async function admin(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

command.run(async ({ values }) => {
  const cleanup = new Cleanup();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-bench-load-'));
  let server: LocalPostgres | undefined;
  try {
    let base = values['database-url'];
    if (!base) {
      server = startPostgres({ dir: null, keep: false, port: await freePort() });
      cleanup.add('PostgreSQL', () => server!.stop(), () => server!.stopSync());
      base = server.url('postgres');
    }
    const tpl = withDatabase(base, TEMPLATE);
    await admin(base, `DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin(base, `CREATE DATABASE ${TEMPLATE}`);
    console.log(`reference data: npm run seed -- --scale 1 into ${TEMPLATE}`);
    execFileSync('npm', ['run', '-s', 'seed', '--', '--scale', '1', '--as-of', '2026-11-22', '--force', '--no-accounts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: tpl }, stdio: ['ignore', 'ignore', 'inherit'] });
    const ref = await reference(tpl);
    const csvFile = path.join(work, 'All_Contracts_PrimeTransactions_2026-12-04_H00M00S00_1.csv');
    const t0 = Date.now();
    const generated = await writeTransactions(csvFile, values.rows, ref);
    const csvBytes = generated.bytes;
    const zipFile = path.join(work, 'All_Contracts_PrimeTransactions_2026-12-04_H00M00S00.zip');
    const zipBytes = await zipOf(csvFile, zipFile, path.basename(csvFile));
    console.log(`generated ${fmt(values.rows)} rows: ${fmt(csvBytes / 1048576, 1)} MiB of CSV, ${fmt(zipBytes / 1048576, 1)} MiB zipped, ${fmt(generated.filled)} of ${TRANSACTION_COLUMNS.length} columns filled per row on average, in ${fmt((Date.now() - t0) / 1000, 1)} s`);
    const runs: Run[] = [];
    for (const [form, file, bytes] of [['CSV', csvFile, csvBytes], ['zip', zipFile, zipBytes]] as const) {
      const name = `pds_loadbench_${form.toLowerCase()}`;
      await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(base, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
      console.log(`loading the ${form} form into ${name} ...`);
      const run = await runLoad(withDatabase(base, name), file, form, bytes, path.join(work, `${name}.log`));
      runs.push(run);
      console.log(`  ${fmt(run.summary.rows_read)} rows in ${fmt(run.seconds, 1)} s: ${fmt(run.summary.rows_read / run.seconds)} rows/s, peak RSS ${fmt(run.rssMb)} MB, rejected ${run.summary.rejected}`);
      if (!values.keep) await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    if (!values.keep) await admin(base, `DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    const lines = [
      `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${os.loadavg()[0].toFixed(2)} at the end. ${fmt(values.rows)} generated USAspending contract transaction rows (297 columns, ${fmt(generated.filled)} filled per row on average as in real files, ${fmt(csvBytes / values.rows)} bytes a row; three modifications per contract) loaded with \`npm run load -- usaspending-contract-transactions\` into a copy of the scale-1 demo database, once per form. Goal: ${fmt(GOAL_ROWS_PER_S)} rows/s, peak RSS under ${GOAL_RSS_MB} MB.`,
      '',
      '| form | file size | rows | seconds | rows/s | peak RSS | created | rejected | goal |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---|',
      ...runs.map((r) => {
        const created = Object.values(r.summary.targets).reduce((a, t) => a + (t.created ?? 0), 0);
        const rate = r.summary.rows_read / r.seconds;
        const ok = rate >= GOAL_ROWS_PER_S && r.rssMb < GOAL_RSS_MB;
        return `| ${r.form} | ${fmt(r.bytes / 1048576, 1)} MiB | ${fmt(r.summary.rows_read)} | ${fmt(r.seconds, 1)} | ${fmt(rate)} | ${fmt(r.rssMb)} MB | ${fmt(created)} | ${fmt(r.summary.rejected)} | ${ok ? 'met' : '**missed**'} |`;
      }),
      '',
    ];
    console.log(`\n${lines.join('\n')}`);
    if (!values['no-record']) {
      const out = values.out;
      const head = '# Loader benchmark results (npm run bench:load; newest first)\n\n';
      const old = fs.existsSync(out) ? fs.readFileSync(out, 'utf8').replace(head, '') : '';
      fs.writeFileSync(out, head + lines.join('\n') + '\n' + old);
      console.log(`recorded in ${path.relative(ROOT, out)}`);
    }
  } finally {
    if (!values.keep) fs.rmSync(work, { recursive: true, force: true });
    else console.log(`files kept in ${work}`);
    await cleanup.run();
  }
});
