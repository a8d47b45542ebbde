/**
 * The deterministic demo-dataset generator: same seed, scale and as-of date
 * give the same rows, byte for byte. Modules run in dependency order.
 */
import type { Database } from '../db/client.js';
import { BulkWriter } from './writer.js';
import { GenContext, type GeneratorOptions } from './context.js';
import { generateReference } from './gen/reference.js';
import { generateEntities } from './gen/entities.js';
import { generateAwards } from './gen/awards.js';
import { generateCatalogue } from './gen/catalogue.js';
import { generateSubawards } from './gen/subawards.js';
import { generateNotices } from './gen/notices.js';
import { generateLegal } from './gen/legal.js';
import { generateSled } from './gen/sled.js';
import { generateBudget } from './gen/budget.js';
import { generateAccounts } from './gen/accounts.js';
import { generateStorefront } from './gen/storefront.js';
import { generateDibbs } from './gen/dibbs.js';
import { generateItInvestments } from './gen/itdashboard.js';
import { generateGrants } from './gen/grants.js';
import { finalize } from './gen/finalize.js';

export interface GenerateResult {
  /** sha256 over every generated row, in order */
  checksum: string;
  rows: Record<string, number>;
  ms: number;
}

export interface ProgressEvent {
  step: string;
  stepIndex: number;
  steps: number;
  table?: string;
  rows?: number;
}

type Step = [string, (ctx: GenContext) => Promise<void>];

export const STEPS: Step[] = [
  ['reference data (departments, agencies, offices, NAICS, PSC)', generateReference],
  ['entities', generateEntities],
  ['awards (IDVs, vehicles, contracts, OTAs, OTIDVs, transactions)', generateAwards],
  ['schedule catalogue and labor rates', generateCatalogue],
  ['subawards', generateSubawards],
  ['opportunities, forecasts, federal register', generateNotices],
  ['protests, contract appeals, exclusions', generateLegal],
  ['state and local', generateSled],
  ['budget accounts', generateBudget],
  ['accounts', generateAccounts],
  ['storefront requests', generateStorefront],
  ['defense bid board', generateDibbs],
  ['IT investments', generateItInvestments],
  ['grants', generateGrants],
  ['aggregates and dataset facts', finalize],
];

export async function generateDataset(
  db: Database,
  opts: GeneratorOptions,
  onProgress?: (e: ProgressEvent) => void,
): Promise<GenerateResult> {
  const started = Date.now();
  let current = { step: '', stepIndex: 0 };
  const writer = new BulkWriter(db.raw, {
    onFlush: (table, rows) => onProgress?.({ ...current, steps: STEPS.length, table, rows }),
  });
  const ctx = new GenContext(opts, writer);
  ctx.db = db;
  for (let i = 0; i < STEPS.length; i++) {
    const [step, run] = STEPS[i];
    current = { step, stepIndex: i };
    onProgress?.({ step, stepIndex: i, steps: STEPS.length });
    await run(ctx);
    await writer.flush();
  }
  return { checksum: writer.checksum(), rows: Object.fromEntries(writer.counts), ms: Date.now() - started };
}
