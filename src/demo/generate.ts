/**
 * The deterministic demo-dataset generator: same seed, scale and as-of date
 * give the same rows, byte for byte. Modules run in dependency order.
 *
 * On PostgreSQL the rows go in through COPY in one transaction, with the
 * secondary indexes dropped until every row is in (see copy.ts); the
 * aggregates of the last step then run with the indexes back. On PGlite they
 * go in as batched INSERTs (writer.ts).
 */
import type { Database } from '../db/client.js';
import { BulkWriter } from './writer.js';
import { BulkLoad, type CopySinkOptions } from './copy.js';
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
  /** how the rows were written */
  method: LoadMethod;
  /**
   * Where the time went, in ms: `load` generating and writing the rows (all
   * steps but the last), of which `wait` the generator spent waiting for the
   * database; `indexes`, `analyze` the rebuild after a COPY load; `finalize`
   * the set-based aggregates of the last step; `commit`.
   */
  timings: Record<string, number>;
  /** COPY only: per table, ms the server spent storing its rows (COPY statements back to back) */
  serverMs?: Record<string, number>;
}

export type LoadMethod = 'copy' | 'insert';

export interface LoadOptions {
  /** 'copy' (PostgreSQL only, the default there) or 'insert' (batched INSERTs, the default on PGlite) */
  method?: LoadMethod;
  /** COPY only: drop the secondary indexes during the load and rebuild them after (default true) */
  deferIndexes?: boolean;
  /** COPY only: batch and pipeline sizes */
  copy?: CopySinkOptions;
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
  load: LoadOptions = {},
): Promise<GenerateResult> {
  const started = Date.now();
  const method = load.method ?? (db.kind === 'postgres' && db.url ? 'copy' : 'insert');
  if (method === 'copy' && !(db.kind === 'postgres' && db.url)) throw new Error('COPY loading needs a PostgreSQL database');
  let current = { step: '', stepIndex: 0 };
  const onFlush = (table: string, rows: number) => onProgress?.({ ...current, steps: STEPS.length, table, rows });
  const session = method === 'copy' ? await BulkLoad.begin(db.directUrl ?? db.url!, load.copy) : undefined;
  const timings: Record<string, number> = {};
  try {
    const writer = new BulkWriter(session ? session.sink : db.raw, { onFlush });
    const ctx = new GenContext(opts, writer);
    // generators' own SQL (sequences, aggregates) must see the rows: on the load's transaction
    ctx.db = session ? { ...db, raw: session.raw } : db;
    // the load replaces whatever the tables hold, all or nothing (the CLI refuses data without --force)
    if (session) await session.empty();
    if (session && (load.deferIndexes ?? true)) await session.defer();
    for (let i = 0; i < STEPS.length; i++) {
      const [step, run] = STEPS[i];
      current = { step, stepIndex: i };
      if (i === STEPS.length - 1) {
        // every row but the dataset facts is in. The aggregates join along foreign keys and update
        // many awards: build the foreign-key indexes (and statistics) for them, the rest after them,
        // so their updates do not have to maintain every index
        await writer.flush();
        timings.load = Date.now() - started;
        if (session) {
          timings.wait = session.sink.waitMs;
          onProgress?.({ step: 'rebuilding foreign-key indexes', stepIndex: i, steps: STEPS.length });
          const r = await session.rebuild('foreign-keys');
          timings.indexes = r.indexesMs;
          timings.analyze = r.analyzeMs;
        }
      }
      const stepStarted = Date.now();
      onProgress?.({ step, stepIndex: i, steps: STEPS.length });
      await run(ctx);
      // the next step's rows may follow while the server still stores these (statements that read
      // them drain first: BulkLoad.raw, and the generators' own ctx.w.flush())
      await writer.flushBuffers();
      // no later step writes awards or transactions (the aggregates update a few IDVs): their indexes,
      // the largest of the dataset, are built while the generator goes on with the other tables
      if (session && run === generateAwards && (load.deferIndexes ?? true)) session.buildAhead(['award', 'award_transaction']);
      if (i === STEPS.length - 1) timings.finalize = Date.now() - stepStarted;
    }
    await writer.flush();
    if (session) {
      onProgress?.({ step: 'rebuilding indexes', stepIndex: STEPS.length - 1, steps: STEPS.length });
      const r = await session.rebuild('rest');
      timings.indexes += r.indexesMs;
      timings.analyze += r.analyzeMs;
      timings.foreignKeys = r.foreignKeysMs;
      const commitStarted = Date.now();
      await session.commit();
      timings.commit = Date.now() - commitStarted;
    }
    return {
      checksum: writer.checksum(),
      rows: Object.fromEntries(writer.counts),
      ms: Date.now() - started,
      method,
      timings,
      ...(session ? { serverMs: Object.fromEntries(session.sink.serverMs) } : {}),
    };
  } catch (err) {
    await session?.rollback();
    throw err;
  } finally {
    await session?.close();
  }
}
