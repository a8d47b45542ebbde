/**
 * Loading the demo dataset at start: only into an empty database, never over
 * real data. The dataset_info table records that the data is a demo dataset
 * (demo accounts exist only then).
 */
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { day } from './dates.js';
import { generateDataset } from './generate.js';

export interface EnsureOptions {
  scale: number;
  seed: string;
  asOf?: string;
  logger?: Logger;
}

export type EnsureResult =
  | { loaded: false; reason: string }
  | { loaded: true; checksum: string; rows: number; ms: number; asOf: string };

/** True when the database holds no data rows (reference or awards) and no accounts. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.raw.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM "organization" LIMIT 1) a)
          + (SELECT count(*) FROM (SELECT 1 FROM "award" LIMIT 1) b)
          + (SELECT count(*) FROM (SELECT 1 FROM "account" LIMIT 1) c)
          + (SELECT count(*) FROM (SELECT 1 FROM "dataset_info" LIMIT 1) d) AS n`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function ensureDemoData(db: Database, opts: EnsureOptions): Promise<EnsureResult> {
  if (!(await isDatabaseEmpty(db))) return { loaded: false, reason: 'database is not empty' };
  const asOf = opts.asOf ?? day(new Date());
  opts.logger?.info({ scale: opts.scale, seed: opts.seed, asOf }, 'empty database: loading the demo dataset');
  let lastStep = '';
  const result = await generateDataset(db, { scale: opts.scale, seed: opts.seed, asOf, demoAccounts: true }, (e) => {
    if (e.step !== lastStep) {
      lastStep = e.step;
      opts.logger?.info({ step: `${e.stepIndex + 1}/${e.steps} ${e.step}` }, 'demo data');
    }
  });
  const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
  return { loaded: true, checksum: result.checksum, rows, ms: result.ms, asOf };
}
