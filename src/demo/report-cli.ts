/**
 * npm run data:report [-- --strict]
 *
 * The realism report (src/demo/report.ts) of the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR): every measure with
 * its value and target. Exits 1 when an invariant is broken; distributions
 * off target are reported, not fatal (`--strict` makes them fatal too).
 * Arguments are checked (src/cli/args.ts) before the database is opened: a
 * bad one exits 2.
 */
import { defineCommand } from '../cli/args.js';
import { openDatabase } from '../db/client.js';
import { formatReport, realismReport } from './report.js';

export const command = defineCommand({
  name: 'npm run data:report --',
  summary: 'Print the realism report of the loaded dataset: every measure with its value and its target.',
  description: "Invariants (e.g. a contract's obligations equal the sum of its transactions) must hold; distributions (e.g. the largest vendor's share of contracts) should fall inside their target range.",
  options: {
    strict: { type: 'boolean', description: 'exit 1 also when a distribution is off target' },
  },
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
  ],
  examples: [
    { command: 'npm run data:report', description: 'the report of the embedded database' },
    { command: 'DATABASE_URL=postgres://pds@127.0.0.1/pds npm run data:report -- --strict', description: 'fail on any measure off target' },
  ],
  exitStatus: '0 when every invariant holds (and, with --strict, every distribution is on target), 1 otherwise or when the report failed, 2 for bad arguments (nothing was done).',
});

await command.run(async ({ values }) => {
  const db = await openDatabase();
  try {
    const results = await realismReport(db.raw);
    console.log(formatReport(results));
    const broken = results.filter((r) => !r.ok && r.measure.kind === 'invariant').length;
    const off = results.filter((r) => !r.ok && r.measure.kind === 'distribution').length;
    console.log(`\n${results.length} measures: ${broken} invariant(s) broken, ${off} distribution(s) off target`);
    return broken || (values.strict && off) ? 1 : 0;
  } finally {
    await db.close();
  }
});
