/**
 * npm run data:report
 *
 * The realism report (src/demo/report.ts) of the configured database
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR): every measure with
 * its value and target. Exits 1 when an invariant is broken; distributions
 * off target are reported, not fatal (`--strict` makes them fatal too).
 */
import { openDatabase } from '../db/client.js';
import { formatReport, realismReport } from './report.js';

const strict = process.argv.includes('--strict');
const db = await openDatabase();
try {
  const results = await realismReport(db.raw);
  console.log(formatReport(results));
  const broken = results.filter((r) => !r.ok && r.measure.kind === 'invariant').length;
  const off = results.filter((r) => !r.ok && r.measure.kind === 'distribution').length;
  console.log(`\n${results.length} measures: ${broken} invariant(s) broken, ${off} distribution(s) off target`);
  process.exitCode = broken || (strict && off) ? 1 : 0;
} finally {
  await db.close();
}
