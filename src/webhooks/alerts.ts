/**
 * Alerts (document 1, "Alert", "Alert creation", "States and transitions",
 * "Limits"): the operations behind the REST routes (./http.ts) and the
 * GraphQL fields (./graphql.ts). Every function is scoped to the calling
 * account; another account's alert is answered like an unknown id (404).
 *
 * Status values (designed here; the spec shows none): `active` (evaluated)
 * and `paused` (not evaluated). create -> active; pause: active -> paused;
 * resume: paused -> active; both are idempotent (pausing a paused alert
 * answers it unchanged). Changes made while an alert is paused are not
 * delivered: resuming starts from the changes after the resume. Delete from
 * either state. Renaming, pausing, resuming and rescheduling never re-check
 * the filters, which cannot change after creation (create another alert).
 *
 * Frequency: `realtime` (after each ingestion cycle), `daily` (once a day at
 * 00:00 UTC) or `custom` (Small and above) with `cron_expression`, five
 * fields, UTC (croner parses it; the next run is computed from it).
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { ApiError, validationError } from '../engine/errors.js';
import type { RawQuery } from '../engine/query/list.js';
import type { Tier } from '../engine/resource.js';
import { alertLimitFor, assertTier, isTier } from '../plans.js';
import { UPGRADE_URL, tierAllows, TIERS } from '../engine/gating/tiers.js';
import { QUERY_TYPES, queryTypeInfo } from './events.js';
import { checkAlertFilters } from './alert-filters.js';
import { asBody, envelope, has, iso, nameOf, notFoundEndpoint, pageOf, rejectUnknown, UUID_RE, type Body, type PageArgs } from './service.js';

export const ALERT_STATUSES = ['active', 'paused'] as const;
export const FREQUENCIES = ['realtime', 'daily', 'custom'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const QUERY_TYPE_NAMES: readonly string[] = QUERY_TYPES.map((q) => q.query_type);
export const DAILY_CRON = '0 0 * * *';

/** Statements, and a transaction of statements (Prisma's interactive transaction over the same database). */
export interface AlertDb {
  q: RawQuery;
  transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T>;
}

/** An AlertDb over a Prisma client. */
export function alertDb(prisma: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>; $transaction: any }): AlertDb {
  const runner = (tx: { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> }): RawQuery =>
    (<T>(text: string, params: unknown[] = []) => tx.$queryRawUnsafe<T[]>(text, ...params)) as RawQuery;
  return {
    q: runner(prisma),
    transaction: (fn) => prisma.$transaction((tx: typeof prisma) => fn(runner(tx)), { maxWait: 10_000, timeout: 60_000 }),
  };
}

export interface Caller {
  accountId: string;
  tier: Tier;
}

interface AlertRow {
  alert_id: string;
  name: string;
  query_type: string;
  filters: Record<string, unknown>;
  frequency: string;
  cron_expression: string | null;
  endpoint_id: string;
  status: string;
  last_checked_at: Date | string | null;
  next_run_at: Date | string | null;
  created: Date | string;
  modified: Date | string;
}

export interface AlertView {
  alert_id: string;
  name: string;
  query_type: string;
  event_type: string;
  filters: Record<string, unknown>;
  frequency: string;
  cron_expression: string | null;
  endpoint: string;
  status: string;
  last_checked_at: string | null;
  next_run_at: string | null;
  created: string;
  modified: string;
}


export function alertView(r: AlertRow): AlertView {
  return {
    alert_id: r.alert_id,
    name: r.name,
    query_type: r.query_type,
    event_type: queryTypeInfo(r.query_type)?.event_type ?? '',
    filters: typeof r.filters === 'string' ? JSON.parse(r.filters) : r.filters,
    frequency: r.frequency,
    cron_expression: r.cron_expression,
    endpoint: r.endpoint_id,
    status: r.status,
    last_checked_at: iso(r.last_checked_at),
    next_run_at: r.frequency === 'realtime' ? null : iso(r.next_run_at),
    created: iso(r.created)!,
    modified: iso(r.modified)!,
  };
}

const COLUMNS = `alert_id::text AS alert_id, name, query_type, filters, frequency, cron_expression, endpoint_id::text AS endpoint_id, status, last_checked_at, next_run_at, created, modified`;

export function notFoundAlert(id: unknown): ApiError {
  return new ApiError(404, { error: `No alert with id ${JSON.stringify(String(id).slice(0, 80))}.`, code: 'not_found' });
}




function idOf(id: unknown): string {
  if (typeof id !== 'string' || !UUID_RE.test(id)) throw notFoundAlert(id);
  return id.toLowerCase();
}

/** A five-field cron expression (minute hour day-of-month month day-of-week, UTC), checked by croner. */
export function parseCron(v: unknown): { expression: string; cron: Cron } {
  if (typeof v !== 'string' || v.trim() === '') throw validationError('cron_expression is required when frequency is custom: five fields (minute hour day-of-month month day-of-week, UTC), e.g. "0 8 * * 1" for Mondays at 08:00 UTC');
  const expression = v.trim().replace(/\s+/g, ' ');
  if (expression.split(' ').length !== 5) throw validationError(`cron_expression must have five fields (minute hour day-of-month month day-of-week), got ${JSON.stringify(expression.slice(0, 80))}`);
  if (expression.includes('\u0000')) throw validationError('cron_expression must not contain a NUL character');
  let cron: Cron;
  try {
    cron = new Cron(expression, { paused: true, timezone: 'UTC' });
  } catch (err) {
    throw validationError(`cron_expression ${JSON.stringify(expression.slice(0, 80))} is not valid: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!cron.nextRun(new Date())) throw validationError(`cron_expression ${JSON.stringify(expression)} never fires`);
  return { expression, cron };
}

/** When a daily or custom alert runs next after `after` (null for realtime). */
export function nextRunAt(frequency: string, cronExpression: string | null, after: Date): Date | null {
  if (frequency === 'realtime') return null;
  const expr = frequency === 'daily' ? DAILY_CRON : cronExpression;
  if (!expr) return null;
  return new Cron(expr, { paused: true, timezone: 'UTC' }).nextRun(after) ?? null;
}

/** frequency and cron_expression of a body (for create: with defaults; for update: only what is given). */
function scheduleOf(body: Body, caller: Caller, current?: { frequency: string; cron_expression: string | null }): { frequency: Frequency; cron: string | null } {
  let frequency = (current?.frequency ?? 'realtime') as Frequency;
  if (has(body, 'frequency')) {
    const f = body.frequency;
    if (typeof f !== 'string' || !FREQUENCIES.includes(f.trim().toLowerCase() as Frequency)) {
      throw validationError(`frequency must be one of: ${FREQUENCIES.join(', ')}`, { allowed: [...FREQUENCIES] });
    }
    frequency = f.trim().toLowerCase() as Frequency;
  }
  if (frequency === 'custom') {
    // document 1, "Alert creation" 5
    assertTier(caller.tier, 'small', 'A custom alert frequency');
    const given = has(body, 'cron_expression') ? body.cron_expression : current?.cron_expression;
    return { frequency, cron: parseCron(given).expression };
  }
  if (has(body, 'cron_expression') && body.cron_expression !== null) throw validationError('cron_expression is only for frequency custom');
  return { frequency, cron: null };
}

async function endpointFor(q: RawQuery, accountId: string, given: unknown): Promise<string> {
  const rows = await q<{ id: string }>(`SELECT id::text AS id FROM webhook_endpoint WHERE account_id = $1::uuid ORDER BY created, id`, [accountId]);
  if (given === undefined || given === null) {
    if (rows.length === 0) throw validationError('the account has no webhook endpoint: register one first (POST /api/webhooks/endpoints/)');
    // document 1, "Alert creation" 3
    if (rows.length > 1) throw validationError(`endpoint is required: the account has ${rows.length} webhook endpoints; name the receiver by its id`, { allowed: rows.map((r) => r.id) });
    return rows[0].id;
  }
  if (typeof given !== 'string' || !UUID_RE.test(given) || !rows.some((r) => r.id === given.toLowerCase())) {
    throw validationError(`endpoint ${JSON.stringify(String(given).slice(0, 80))} is not one of this account's webhook endpoints`, { allowed: rows.map((r) => r.id) });
  }
  return given.toLowerCase();
}

function queryTypeOf(v: unknown): string {
  if (typeof v !== 'string' || !QUERY_TYPE_NAMES.includes(v.trim())) {
    throw validationError(`query_type must be one of: ${QUERY_TYPE_NAMES.join(', ')}`, { allowed: [...QUERY_TYPE_NAMES] });
  }
  return v.trim();
}

/** 403 when the plan's alert allowance is used up: tier_required naming the next plan that allows more. */
function limitReached(tier: Tier, limit: number): ApiError {
  const next = TIERS.find((t) => tierAllows(t, tier) && t !== tier && alertLimitFor({ tier: t }) > limit);
  if (next) {
    return new ApiError(403, {
      error: `Your plan allows ${limit} alert${limit === 1 ? '' : 's'}; delete one or upgrade to ${next} or above for more.`,
      code: 'tier_required',
      required_tier: next,
      current_tier: tier,
      upgrade_url: UPGRADE_URL,
    });
  }
  return new ApiError(403, { error: `This account may hold ${limit} alerts and holds ${limit}; delete one or ask for a higher allowance.`, code: 'alert_limit_reached', limit });
}

export interface CreateResult {
  created: boolean;
  alert: AlertView;
}

/**
 * Create an alert (document 1, "Alert creation" rules 1 to 7): 201 created,
 * or 200 with the existing alert of the same query type and the same
 * canonical filters. The allowance is checked under a lock of the account
 * row, so concurrent creations cannot exceed it.
 */
export async function createAlert(db: AlertDb, caller: Caller, input: unknown, now = new Date()): Promise<CreateResult> {
  const body = asBody(input);
  rejectUnknown(body, ['name', 'query_type', 'filters', 'frequency', 'cron_expression', 'endpoint']);
  const name = nameOf(body.name);
  if (!has(body, 'query_type')) throw validationError('query_type is required', { allowed: [...QUERY_TYPE_NAMES] });
  const queryType = queryTypeOf(body.query_type);
  if (!has(body, 'filters')) throw validationError('filters is required: an object whose keys are filters of ' + queryTypeInfo(queryType)!.list_endpoint);
  const schedule = scheduleOf(body, caller);
  const checked = await checkAlertFilters(db.q, queryType, body.filters, caller.tier);
  const endpointId = await endpointFor(db.q, caller.accountId, body.endpoint);
  return db.transaction(async (q) => {
    const [acct] = await q<{ tier: string; alert_limit_override: number | null }>(`SELECT tier::text AS tier, alert_limit_override FROM account WHERE id = $1::uuid FOR UPDATE`, [caller.accountId]);
    const [existing] = await q<AlertRow>(`SELECT ${COLUMNS} FROM alert WHERE account_id = $1::uuid AND query_type = $2 AND filters_hash = $3`, [caller.accountId, queryType, checked.hash]);
    if (existing) return { created: false, alert: alertView(existing) };
    const limit = alertLimitFor({ tier: acct && isTier(acct.tier) ? acct.tier : caller.tier, alert_limit_override: acct?.alert_limit_override ?? null });
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM alert WHERE account_id = $1::uuid`, [caller.accountId]);
    if (n >= limit) throw limitReached(caller.tier, limit);
    // only changes after creation are news to the alert
    const [row] = await q<AlertRow>(
      `INSERT INTO alert (alert_id, account_id, endpoint_id, name, query_type, filters, filters_hash, frequency, cron_expression, status, last_checked_at, change_cursor, next_run_at, created, modified)
       VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6::jsonb, $7, $8, $9, 'active', NULL,
               coalesce((SELECT max(id) FROM change_log WHERE resource_type = $5), 0), $10::timestamptz, $11::timestamptz, $11::timestamptz)
       RETURNING ${COLUMNS}`,
      [randomUUID(), caller.accountId, endpointId, name, queryType, JSON.stringify(checked.filters), checked.hash, schedule.frequency, schedule.cron, nextRunAt(schedule.frequency, schedule.cron, now), now],
    );
    return { created: true, alert: alertView(row) };
  });
}


/** The account's alerts, oldest first (page-number pagination). Filters: query_type, status, endpoint. */
export async function listAlerts(q: RawQuery, accountId: string, args: PageArgs & { query_type?: string; status?: string; endpoint?: string }) {
  const { page, limit } = pageOf(args);
  const where = ['account_id = $1::uuid'];
  const params: unknown[] = [accountId];
  if (args.query_type !== undefined) {
    params.push(queryTypeOf(args.query_type));
    where.push(`query_type = $${params.length}`);
  }
  if (args.status !== undefined) {
    if (!ALERT_STATUSES.includes(args.status as never)) throw validationError(`status must be one of: ${ALERT_STATUSES.join(', ')}`, { allowed: [...ALERT_STATUSES] });
    params.push(args.status);
    where.push(`status = $${params.length}`);
  }
  if (args.endpoint !== undefined) {
    if (!UUID_RE.test(args.endpoint)) throw notFoundEndpoint(args.endpoint);
    params.push(args.endpoint.toLowerCase());
    where.push(`endpoint_id = $${params.length}::uuid`);
  }
  const rows = await q<AlertRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM alert WHERE ${where.join(' AND ')} ORDER BY created, alert_id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    params,
  );
  let count = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) [{ count }] = await q<{ count: number }>(`SELECT count(*)::int AS count FROM alert WHERE ${where.join(' AND ')}`, params);
  return envelope(rows.map(alertView), count, page, limit);
}

export async function getAlert(q: RawQuery, accountId: string, rawId: unknown): Promise<AlertView> {
  const id = idOf(rawId);
  const [row] = await q<AlertRow>(`SELECT ${COLUMNS} FROM alert WHERE alert_id = $1::uuid AND account_id = $2::uuid`, [id, accountId]);
  if (!row) throw notFoundAlert(rawId);
  return alertView(row);
}

/**
 * Rename, reschedule (frequency, cron_expression), move to another receiver
 * (endpoint), pause or resume (status). Filters and query type cannot change.
 */
export async function updateAlert(q: RawQuery, caller: Caller, rawId: unknown, input: unknown, now = new Date()): Promise<AlertView> {
  const id = idOf(rawId);
  const body = asBody(input);
  for (const k of ['filters', 'query_type']) {
    if (has(body, k)) throw validationError(`${k} cannot be changed after creation: create another alert (and delete this one)`);
  }
  rejectUnknown(body, ['name', 'frequency', 'cron_expression', 'endpoint', 'status']);
  const [cur] = await q<AlertRow>(`SELECT ${COLUMNS} FROM alert WHERE alert_id = $1::uuid AND account_id = $2::uuid`, [id, caller.accountId]);
  if (!cur) throw notFoundAlert(rawId);
  const name = has(body, 'name') ? nameOf(body.name) : cur.name;
  const rescheduled = has(body, 'frequency') || has(body, 'cron_expression');
  const schedule = rescheduled ? scheduleOf(body, caller, cur) : { frequency: cur.frequency, cron: cur.cron_expression };
  const endpointId = has(body, 'endpoint') ? await endpointFor(q, caller.accountId, body.endpoint) : cur.endpoint_id;
  let status = cur.status;
  if (has(body, 'status')) {
    if (typeof body.status !== 'string' || !ALERT_STATUSES.includes(body.status as never)) throw validationError(`status must be one of: ${ALERT_STATUSES.join(', ')}`, { allowed: [...ALERT_STATUSES] });
    status = body.status;
  }
  const resumed = cur.status === 'paused' && status === 'active';
  const next = rescheduled || resumed ? nextRunAt(schedule.frequency, schedule.cron, now) : cur.next_run_at;
  const [row] = await q<AlertRow>(
    `UPDATE alert SET name = $3, frequency = $4, cron_expression = $5, endpoint_id = $6::uuid, status = $7, next_run_at = $8::timestamptz,
            change_cursor = CASE WHEN $9 THEN coalesce((SELECT max(id) FROM change_log WHERE resource_type = alert.query_type), 0) ELSE change_cursor END,
            modified = CASE WHEN (name, frequency, cron_expression, endpoint_id, status) IS NOT DISTINCT FROM ($3, $4, $5, $6::uuid, $7) THEN modified ELSE $10::timestamptz END
     WHERE alert_id = $1::uuid AND account_id = $2::uuid
     RETURNING ${COLUMNS}`,
    [id, caller.accountId, name, schedule.frequency, schedule.cron, endpointId, status, next, resumed, now],
  );
  if (!row) throw notFoundAlert(rawId);
  return alertView(row);
}

export const pauseAlert = (q: RawQuery, caller: Caller, rawId: unknown, now = new Date()) => updateAlert(q, caller, rawId, { status: 'paused' }, now);
export const resumeAlert = (q: RawQuery, caller: Caller, rawId: unknown, now = new Date()) => updateAlert(q, caller, rawId, { status: 'active' }, now);

export async function deleteAlert(q: RawQuery, accountId: string, rawId: unknown): Promise<void> {
  const id = idOf(rawId);
  const rows = await q<{ alert_id: string }>(`DELETE FROM alert WHERE alert_id = $1::uuid AND account_id = $2::uuid RETURNING alert_id::text`, [id, accountId]);
  if (!rows.length) throw notFoundAlert(rawId);
}

/** The query types and the filters each takes (GET /api/webhooks/alerts/query-types/). */
export function queryTypes() {
  return { results: QUERY_TYPES.map((q) => ({ query_type: q.query_type, event_type: q.event_type, list_endpoint: q.list_endpoint, summary_fields: [...q.summary_fields] })) };
}


