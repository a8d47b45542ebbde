/**
 * npm run seed -- [--scale N] [--seed S] [--as-of YYYY-MM-DD] [--force] [--no-accounts] [--verbose]
 *
 * Loads the deterministic demo dataset into the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR). Refuses a database
 * that already holds data unless --force is given, in which case every table
 * is emptied first. Prints a progress bar (on stderr, when it is a terminal),
 * the row counts, where the time went (--verbose: also the server's COPY time
 * per table) and the dataset checksum. PostgreSQL loads through COPY with the
 * secondary indexes deferred (src/demo/copy.ts), PGlite through batched
 * INSERTs. The arguments are checked (src/cli/args.ts) before the database is
 * opened: a bad one exits 2.
 */
import { defineCommand, validators } from '../cli/args.js';
import { progressBar } from '../cli/progress.js';
import { openDatabase } from '../db/client.js';
import { day } from './dates.js';
import { generateDataset, type GenerateResult } from './generate.js';
import { isDatabaseEmpty } from './load.js';
import { truncateAll } from './truncate.js';

export const command = defineCommand({
  name: 'npm run seed --',
  summary: 'Load the deterministic demo dataset into the configured database.',
  description:
    'The same seed, scale and as-of date always give the same rows and the same checksum. A database that already holds data is refused unless --force is given, which replaces it. PostgreSQL loads through COPY; the embedded database through batched INSERTs.',
  options: {
    scale: { type: 'number', above: 0, max: 1000, default: 1, description: 'dataset size; 1 is about 5,000 contracts, 200 about 1,000,000' },
    seed: { type: 'string', valueName: 'S', default: 'procurement-demo', description: 'generator seed: the same seed gives the same dataset' },
    'as-of': { type: 'string', valueName: 'YYYY-MM-DD', defaultText: 'today', validate: validators.day, description: 'the date the dataset is generated as of' },
    force: { type: 'boolean', description: 'replace a database that already holds data' },
    'no-accounts': { type: 'boolean', description: 'do not create the demo accounts and their API keys (demo_free ... demo_enterprise)' },
    verbose: { type: 'boolean', description: "also print the server's COPY time per table, and the stack trace of a failure" },
  },
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database to load (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
  ],
  examples: [
    { command: 'npm run seed', description: 'the default dataset into an empty database' },
    { command: 'npm run seed -- --scale 2 --as-of 2026-11-22 --force', description: 'a small dataset as of a fixed date, replacing what is there' },
    { command: 'DATABASE_URL=postgres://pds@127.0.0.1/pds npm run seed -- --scale 200 --no-accounts', description: 'about a million contracts into PostgreSQL, without the demo accounts' },
  ],
});

/** "copy: load 120.3 s (waiting for the database 4.1 s), search vectors 20.1 s, ..." */
function describeTimings(result: GenerateResult): string {
  const labels: Record<string, string> = {
    load: 'generate and load',
    wait: 'of which waiting for the database',
    indexes: 'indexes',
    analyze: 'analyze',
    finalize: 'aggregates',
    foreignKeys: 'foreign keys',
    commit: 'commit',
  };
  const parts = Object.entries(result.timings).map(([k, ms]) => `${labels[k] ?? k} ${(ms / 1000).toFixed(1)} s`);
  return [result.method === 'copy' ? 'COPY' : 'INSERT', ...parts].join(', ');
}

command.run(async ({ values }) => {
  const args = { scale: values.scale, seed: values.seed, asOf: values['as-of'] ?? day(new Date()), force: values.force, accounts: !values['no-accounts'], verbose: values.verbose };
  const db = await openDatabase();
  try {
    if (!(await isDatabaseEmpty(db))) {
      if (!args.force) throw new Error(`the database at ${db.location} already holds data; pass --force to replace it`);
      // PostgreSQL: the COPY load empties the tables in its own transaction (a failed load keeps the old data)
      if (!(db.kind === 'postgres' && db.url)) await truncateAll(db);
    }
    const bar = progressBar({ format: ' {bar} {value}/{total} steps | {step} | {rows} rows | {duration_formatted}' });
    let rows = 0;
    bar.start(1, 0, { step: '', rows: 0 });
    let result: GenerateResult;
    try {
      result = await generateDataset(
        db,
        { scale: args.scale, seed: args.seed, asOf: args.asOf, demoAccounts: args.accounts },
        (e) => {
          if (e.rows) rows += e.rows;
          bar.setTotal(e.steps);
          bar.update(e.stepIndex, { step: e.step, rows });
        },
      );
      bar.update(bar.getTotal(), { step: 'done', rows });
    } finally {
      bar.stop();
    }
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    console.log(`loaded ${total} rows into ${db.kind} (${db.location}) in ${(result.ms / 1000).toFixed(1)} s (${describeTimings(result)})`);
    for (const [table, n] of Object.entries(result.rows)) {
      const server = args.verbose && result.serverMs?.[table] !== undefined ? `  (COPY ${(result.serverMs[table] / 1000).toFixed(1)} s)` : '';
      console.log(`  ${table.padEnd(28)} ${n}${server}`);
    }
    console.log(`checksum ${result.checksum} (seed ${args.seed}, scale ${args.scale}, as-of ${args.asOf})`);
  } finally {
    await db.close();
  }
});
