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
import { Rng } from '../src/demo/rng.js';
import { csvRecord } from '../src/export/format.js';
import { TRANSACTION_COLUMNS } from '../src/load/sources/usaspending-common.js';
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

interface Reference {
  offices: { code: string; agency: string; department: string }[];
  ueis: string[];
  naics: string[];
  psc: string[];
}

async function reference(url: string): Promise<Reference> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const offices = (await c.query<{ code: string; agency: string; department: string }>(`SELECT code, agency_code AS agency, department_code AS department FROM organization WHERE type = 'OFFICE' AND code IS NOT NULL AND agency_code IS NOT NULL ORDER BY code`)).rows;
    const ueis = (await c.query<{ uei: string }>(`SELECT uei FROM entity ORDER BY uei`)).rows.map((r) => r.uei);
    const naics = (await c.query<{ code: string }>(`SELECT code FROM naics WHERE length(code) = 6 ORDER BY code`)).rows.map((r) => r.code);
    const psc = (await c.query<{ code: string }>(`SELECT code FROM psc ORDER BY code`)).rows.map((r) => r.code);
    if (!offices.length || !ueis.length || !naics.length || !psc.length) throw new Error('the reference database lacks offices, entities, NAICS or PSC codes');
    return { offices, ueis, naics, psc };
  } finally {
    await c.end();
  }
}

/** Write `rows` transaction rows (three modifications per contract) as CSV with CRLF line ends, as USAspending's custom downloads do. */
async function writeTransactions(file: string, rows: number, ref: Reference): Promise<number> {
  // the demo generator's seeded generator: the same row count gives the same file
  const rng = new Rng('bench-load');
  const rnd = () => rng.next();
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
  const index = new Map<string, number>(TRANSACTION_COLUMNS.map((c, i) => [c, i]));
  const out = fs.createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  await write(`${csvRecord([...TRANSACTION_COLUMNS])}\r\n`);
  const cells = new Array<string>(TRANSACTION_COLUMNS.length).fill('');
  const set = (column: string, value: string) => {
    const i = index.get(column);
    if (i === undefined) throw new Error(`no column ${column} in the transaction header`);
    cells[i] = value;
  };
  let chunk = '';
  for (let n = 0; n < rows; n++) {
    const contract = Math.floor(n / 3);
    const mod = n % 3;
    if (mod === 0) {
      // contract-level values stay the same across its modifications
      cells.fill('');
      const office = pick(ref.offices);
      const piid = `BENCH${String(contract).padStart(8, '0')}`;
      const award = `CONT_AWD_${piid}_${office.agency}_-NONE-_-NONE-`;
      const year = 2019 + (contract % 7);
      set('contract_award_unique_key', award);
      set('award_id_piid', piid);
      set('transaction_number', '0');
      set('awarding_agency_code', office.department);
      set('awarding_sub_agency_code', office.agency);
      set('awarding_office_code', office.code);
      set('recipient_uei', pick(ref.ueis));
      set('recipient_name', `BENCH RECIPIENT ${contract % 5000}`);
      set('recipient_country_code', 'USA');
      set('primary_place_of_performance_country_code', 'USA');
      set('primary_place_of_performance_country_name', 'UNITED STATES');
      set('primary_place_of_performance_state_code', 'VA');
      set('primary_place_of_performance_state_name', 'VIRGINIA');
      set('primary_place_of_performance_city_name', 'NORFOLK');
      set('award_or_idv_flag', 'AWARD');
      set('award_type_code', 'D');
      set('award_type', 'DEFINITIVE CONTRACT');
      set('type_of_contract_pricing_code', 'J');
      set('type_of_contract_pricing', 'FIRM FIXED PRICE');
      set('prime_award_base_transaction_description', `ENGINEERING SUPPORT SERVICES, TASK AREA ${contract % 97}`);
      set('solicitation_identifier', `${office.code}-${year % 100}-R-${String(contract % 10000).padStart(4, '0')}`);
      set('product_or_service_code', pick(ref.psc));
      set('naics_code', pick(ref.naics));
      set('extent_competed_code', 'A');
      set('extent_competed', 'FULL AND OPEN COMPETITION');
      set('number_of_offers_received', String(1 + (contract % 9)));
      set('period_of_performance_start_date', `${year}-02-01`);
      set('period_of_performance_current_end_date', `${year + 1}-01-31`);
      set('period_of_performance_potential_end_date', `${year + 3}-01-31`);
      set('treasury_accounts_funding_this_award', '097-0100;097-0300');
      set('woman_owned_business', rnd() < 0.1 ? 't' : 'f');
      set('veteran_owned_business', rnd() < 0.1 ? 't' : 'f');
      set('action_date_fiscal_year', String(year));
    }
    const piid = cells[index.get('award_id_piid')!];
    const agency = cells[index.get('awarding_sub_agency_code')!];
    const year = Number(cells[index.get('action_date_fiscal_year')!]);
    const date = `${year}-${String(2 + mod * 3).padStart(2, '0')}-${String(1 + (contract % 28)).padStart(2, '0')}`;
    // the base award obligates; later modifications add to it or deobligate
    const cents = mod === 0 ? 1_000_000 + Math.floor(rnd() * 500_000_000) : Math.floor((rnd() - 0.3) * 20_000_000);
    set('contract_transaction_unique_key', `${agency}_-NONE-_${piid}_${mod}_-NONE-_0`);
    set('modification_number', String(mod));
    set('action_date', date);
    set('federal_action_obligation', (cents / 100).toFixed(2));
    set('transaction_description', mod === 0 ? 'NEW AWARD' : `MODIFICATION ${mod}: FUNDING, "AS IS"`);
    set('action_type_code', mod === 0 ? '' : 'B');
    set('action_type', mod === 0 ? '' : 'SUPPLEMENTAL AGREEMENT FOR WORK WITHIN SCOPE');
    set('last_modified_date', `${date} 10:11:12.123456+00`);
    chunk += `${csvRecord(cells)}\r\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return fs.statSync(file).size;
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
    const csvBytes = await writeTransactions(csvFile, values.rows, ref);
    const zipFile = path.join(work, 'All_Contracts_PrimeTransactions_2026-12-04_H00M00S00.zip');
    const zipBytes = await zipOf(csvFile, zipFile, path.basename(csvFile));
    console.log(`generated ${fmt(values.rows)} rows: ${fmt(csvBytes / 1048576, 1)} MiB of CSV, ${fmt(zipBytes / 1048576, 1)} MiB zipped, in ${fmt((Date.now() - t0) / 1000, 1)} s`);
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
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${os.loadavg()[0].toFixed(2)} at the end. ${fmt(values.rows)} generated USAspending contract transaction rows (297 columns, three modifications per contract) loaded with \`npm run load -- usaspending-contract-transactions\` into a copy of the scale-1 demo database, once per form. Goal: ${fmt(GOAL_ROWS_PER_S)} rows/s, peak RSS under ${GOAL_RSS_MB} MB.`,
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
