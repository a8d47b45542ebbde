/**
 * POST /admin/ingest/{resource}[?mode=snapshot&partition=...] (mounted by
 * src/admin/http.ts behind the operator token): the body is a JSON array of
 * records (Content-Type application/json) or JSON lines
 * (application/x-ndjson, application/jsonl, application/x-jsonlines), at most
 * MAX_BYTES and MAX_RECORDS; the answer is the cycle's IngestResult (200), or
 * 400 with the per-record report (nothing written).
 */
import type { Context as HonoContext } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ApiError, validationError } from '../engine/errors.js';
import { MAX_BYTES, parseRecords } from './service.js';
import { ingestCycle, type CycleResult } from './cycle.js';
import type { Logger } from '../logger.js';
import { ingestMapping } from './resources.js';

const JSON_LINES = ['application/x-ndjson', 'application/jsonl', 'application/x-jsonlines', 'application/jsonlines'];

export async function handleIngest(c: HonoContext, prisma: PrismaClient, logger: Logger): Promise<CycleResult> {
  const mapping = ingestMapping(c.req.param('resource') ?? '');
  const params = new URL(c.req.url).searchParams;
  for (const k of params.keys()) if (k !== 'mode' && k !== 'partition') throw validationError(`unknown parameter ${JSON.stringify(k.slice(0, 80))}; allowed: mode, partition`);
  const mode = params.get('mode') ?? 'upsert';
  if (mode !== 'upsert' && mode !== 'snapshot') throw validationError('mode must be upsert (default) or snapshot');
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const format = type === 'application/json' ? 'json' : JSON_LINES.includes(type) ? 'jsonl' : null;
  if (!format) {
    throw new ApiError(415, { error: `Content-Type must be application/json (a JSON array of records) or application/x-ndjson (JSON lines), not ${JSON.stringify(type || 'none')}`, code: 'unsupported_media_type' });
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BYTES) throw new ApiError(413, { error: `the batch is too large (at most ${MAX_BYTES} bytes)`, code: 'payload_too_large' });
  const text = await c.req.text();
  if (Buffer.byteLength(text, 'utf8') > MAX_BYTES) throw new ApiError(413, { error: `the batch is too large (at most ${MAX_BYTES} bytes)`, code: 'payload_too_large' });
  const records = parseRecords(text, format);
  return ingestCycle(prisma, mapping, records, { mode, partition: params.get('partition') ?? undefined }, logger);
}
