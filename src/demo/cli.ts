/**
 * npm run seed -- [--scale N] [--seed S] [--as-of YYYY-MM-DD] [--force] [--verbose]
 *
 * Loads the deterministic demo dataset into the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR). Refuses a database
 * that already holds data unless --force is given, in which case every table
 * is emptied first. Prints a progress bar, the row counts, where the time
 * went (--verbose: also the server's COPY time per table) and the dataset
 * checksum. PostgreSQL loads through COPY with the secondary indexes
 * deferred (src/demo/copy.ts), PGlite through batched INSERTs.
 */
import cliProgress from 'cli-progress';
import { openDatabase } from '../db/client.js';
import { day, parseDay } from './dates.js';
import { generateDataset, type GenerateResult } from './generate.js';
import { isDatabaseEmpty } from './load.js';
import { truncateAll } from './truncate.js';

interface Args {
  scale: number;
  seed: string;
  asOf: string;
  force: boolean;
  accounts: boolean;
  verbose: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 1, seed: 'procurement-demo', asOf: day(new Date()), force: false, accounts: true, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--scale') {
      args.scale = Number(value());
      if (!(args.scale > 0 && args.scale <= 1000)) throw new Error('--scale must be a number above 0 and at most 1000');
    } else if (a === '--seed') args.seed = value();
    else if (a === '--as-of') {
      args.asOf = value();
      parseDay(args.asOf);
    } else if (a === '--force') args.force = true;
    else if (a === '--no-accounts') args.accounts = false;
    else if (a === '--verbose') args.verbose = true;
    else if (a === '--help' || a === '-h') {
      console.log('usage: npm run seed -- [--scale N] [--seed S] [--as-of YYYY-MM-DD] [--force] [--no-accounts] [--verbose]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

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

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const db = await openDatabase();
  try {
    if (!(await isDatabaseEmpty(db))) {
      if (!args.force) throw new Error(`the database at ${db.location} already holds data; pass --force to replace it`);
      // PostgreSQL: the COPY load empties the tables in its own transaction (a failed load keeps the old data)
      if (!(db.kind === 'postgres' && db.url)) await truncateAll(db);
    }
    const bar = new cliProgress.SingleBar(
      { format: ' {bar} {value}/{total} steps | {step} | {rows} rows', hideCursor: true, noTTYOutput: true, notTTYSchedule: 5000 },
      cliProgress.Presets.shades_classic,
    );
    let rows = 0;
    bar.start(1, 0, { step: '', rows: 0 });
    const result = await generateDataset(
      db,
      { scale: args.scale, seed: args.seed, asOf: args.asOf, demoAccounts: args.accounts },
      (e) => {
        if (e.rows) rows += e.rows;
        bar.setTotal(e.steps);
        bar.update(e.stepIndex, { step: e.step, rows });
      },
    );
    bar.update(bar.getTotal(), { step: 'done', rows });
    bar.stop();
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
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
