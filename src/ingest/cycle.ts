/**
 * One ingestion cycle and what follows it: the batch is written (./service.ts,
 * one transaction), then the realtime alerts of its query type are evaluated
 * (src/webhooks/evaluate.ts) against data that is already queryable. The
 * evaluation never undoes or fails the ingestion: its failure is logged and
 * reported in the answer, and the periodic alert job (every
 * ALERT_EVALUATION_INTERVAL_SECONDS) takes the changes up again, since alert
 * cursors only move when an evaluation commits.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { alertDb } from '../webhooks/alerts.js';
import { evaluateRealtime, type EvaluationReport } from '../webhooks/evaluate.js';
import { ingest, type IngestMapping, type IngestOptions, type IngestResult } from './service.js';

export type CycleResult = IngestResult & { alerts: EvaluationReport | { error: string } };

export async function ingestCycle(prisma: PrismaClient, mapping: IngestMapping, records: unknown[], opts: IngestOptions, logger: Logger): Promise<CycleResult> {
  const result = await ingest(prisma, mapping, records, opts);
  if (result.change_log.count === 0) return { ...result, alerts: emptyReport() };
  try {
    const alerts = await evaluateRealtime(alertDb(prisma), { logger, queryTypes: [mapping.changeType] });
    return { ...result, alerts };
  } catch (err) {
    logger.error({ err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err), cycleId: result.cycle_id }, 'realtime alert evaluation after ingestion failed; the alert job retries');
    return { ...result, alerts: { error: 'realtime alert evaluation failed; the periodic alert job evaluates these changes again' } };
  }
}

function emptyReport(): EvaluationReport {
  return { rounds: 0, alerts_evaluated: 0, events: 0, deliveries: 0, new_matches: 0, modified_matches: 0, backlog: false };
}
