/**
 * Alert evaluation (document 1, "When events fire", "Delivery envelope",
 * "Limits"; issue 12, "Evaluation and delivery").
 *
 * Changes come from change_log (one row per created or modified record,
 * written by ingestion and by the state-and-local status job in the same
 * transaction as the data, so everything it names is already queryable).
 * Each alert keeps `change_cursor`, the change_log id up to which it has been
 * evaluated.
 *
 * One evaluation of an alert takes the next SLICE of its query type's
 * changes: the changed records (several changes of one record are one
 * match: `new` when any of them created it, else `modified`) that match the
 * alert's filters NOW, through the list endpoint's own conditions
 * (`listWhere`: filters, defaults, scope, and the visibility of the alert's
 * account, e.g. the storefront's linked contracts, read in the statement
 * itself), in change order, until 500 new or 500 modified matches are
 * reached. The cursor moves to the end of what was taken, so the rest is the
 * next slice; `last_checked_at` is the evaluation time when the alert has
 * caught up, else the time of the last change taken (it trails while a
 * backlog is worked off).
 *
 * Deliveries: the due alerts of one receiver are evaluated together in ONE
 * transaction (their rows locked with FOR UPDATE SKIP LOCKED, so several
 * evaluators never take the same alert twice), which writes every alert's
 * new cursor and ONE outbox row (src/webhooks/outbox.ts) carrying one event
 * per alert that matched. A crash before the commit loses nothing (the
 * cursors did not move); after it, the worker delivers the outbox row
 * at-least-once.
 *
 * Schedules: realtime alerts are evaluated after each ingestion cycle (the
 * ingest call evaluates its query type; the periodic alert job catches up
 * anything left, e.g. the status job's changes or a backlog), round after
 * round until caught up. Daily and custom alerts take one slice per
 * scheduled run (a large backlog needs several runs).
 */
import type { Logger } from '../logger.js';
import { makeContext } from '../context.js';
import { CURRENT_API_VERSION } from '../version.js';
import { ApiError } from '../engine/errors.js';
import { finalize, joinSql, sql } from '../engine/filters/sql.js';
import { requireFilterTiers, requireTier } from '../engine/gating/gates.js';
import { projectRecord } from '../engine/plan/compile.js';
import { listWhere } from '../engine/plan/run.js';
import { bindSearch, bindToday, type RawQuery } from '../engine/query/list.js';
import { shapeFields, type Tier } from '../engine/resource.js';
import { parseShape } from '../engine/shape/parser.js';
import { resolveShape } from '../engine/shape/validate.js';
import { isTier } from '../plans.js';
import { alertResource, storedRaw } from './alert-filters.js';
import { nextRunAt, type AlertDb } from './alerts.js';
import { queryTypeInfo, type DeliveryEvent, type QueryTypeInfo } from './events.js';
import { enqueueDelivery } from './outbox.js';

/** Matches of each kind per event (document 1, "Limits"). */
export const MAX_MATCHES_PER_KIND = 500;
/** change_log rows read per statement while a slice is filled. */
export const CHANGE_WINDOW = 20_000;

export interface EvaluationReport {
  rounds: number;
  alerts_evaluated: number;
  events: number;
  deliveries: number;
  new_matches: number;
  modified_matches: number;
  /** some realtime alert still has changes to work off (the periodic job continues) */
  backlog: boolean;
}

export interface EvaluateOptions {
  logger: Logger;
  now?: () => Date;
  /** realtime: only these query types */
  queryTypes?: readonly string[];
  /** realtime: stop starting rounds after this long (default 10 s); the alert job continues */
  budgetMs?: number;
}

interface DueAlert {
  alert_id: string;
  account_id: string;
  query_type: string;
  filters: Record<string, unknown>;
  frequency: string;
  cron_expression: string | null;
  change_cursor: string;
  tier: string;
  customer_organization_id: string | null;
}

interface Slice {
  event: DeliveryEvent | null;
  cursor: string;
  lastCheckedAt: Date;
  /** changes remain after this slice */
  backlog: boolean;
}

const emptyReport = (): EvaluationReport => ({ rounds: 0, alerts_evaluated: 0, events: 0, deliveries: 0, new_matches: 0, modified_matches: 0, backlog: false });

/** The summary shape of a query type (its summary members' paths as a shape string). */
function summaryShape(info: QueryTypeInfo): { shape: string; paths: [string, string[]][] } {
  const paths: [string, string[]][] = info.summary_fields.map((m) => [m, (info.summary_paths as Record<string, string> | undefined)?.[m]?.split('.') ?? [m]]);
  const tree = new Map<string, Set<string>>();
  for (const [, p] of paths) {
    if (!tree.has(p[0])) tree.set(p[0], new Set());
    if (p.length > 1) tree.get(p[0])!.add(p.slice(1).join('.'));
  }
  const shape = [...tree.entries()].map(([head, subs]) => (subs.size ? `${head}(${[...subs].join(',')})` : head)).join(',');
  return { shape, paths };
}

const KEY_CAST: Record<string, string> = { uuid: '::uuid', int: '::int' };
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The next slice of one alert's changes: at most 500 new and 500 modified
 * matches, in change order. `q` runs inside the evaluation's transaction.
 */
export async function sliceAlert(q: RawQuery, alert: DueAlert, now: Date, logger: Logger): Promise<Slice> {
  const info = queryTypeInfo(alert.query_type);
  if (!info) throw new Error(`alert ${alert.alert_id}: unknown query type ${alert.query_type}`);
  const spec = alertResource(info);
  const tier: Tier = isTier(alert.tier) ? alert.tier : 'free';
  const [{ max }] = await q<{ max: string | null }>(`SELECT max(id)::text AS max FROM change_log WHERE resource_type = $1`, [alert.query_type]);
  const maxId = BigInt(max ?? '0');
  let cursor = BigInt(alert.change_cursor);
  if (cursor >= maxId) return { event: null, cursor: cursor.toString(), lastCheckedAt: now, backlog: false };
  const ctx = makeContext({
    requestId: `alert:${alert.alert_id}`,
    prisma: null,
    sql: q,
    logger,
    tier,
    apiVersion: CURRENT_API_VERSION,
    now,
    principal: { accountId: alert.account_id, tier, via: 'api_key', customerOrganizationId: alert.customer_organization_id },
  });
  const raw = storedRaw(alert.filters);
  let conditions: ReturnType<typeof listWhere>;
  try {
    // the plan may have changed since creation: an endpoint or filter now above it yields nothing;
    // so does a stored filter the list no longer accepts (never an error that would block the
    // receiver's other alerts on every run)
    requireTier(spec, ctx);
    requireFilterTiers(spec, raw, ctx);
    conditions = listWhere(spec, raw, ctx, { skipDefaults: info.alert_skips_defaults });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    logger.warn({ alertId: alert.alert_id, accountId: alert.account_id, queryType: alert.query_type, status: err.status, reason: err.message }, 'alert skipped: its query type or a filter is above the account plan, or a filter is no longer valid');
    return { event: null, cursor: maxId.toString(), lastCheckedAt: now, backlog: false };
  }
  const { where, search } = conditions;
  const { shape, paths } = summaryShape(info);
  const plan = projectRecord(`${spec.name}|alert-summary`, spec.fields, resolveShape(parseShape(shape), shapeFields(spec.fields)), 'rest', ctx, { list: true });
  const summary = `json_build_object(${paths.map(([m, p]) => `${lit(m)}, p.j #> ${lit(`{${p.join(',')}}`)}`).join(', ')})::text`;

  const fresh: unknown[] = [];
  const modified: unknown[] = [];
  const taken = new Set<string>();
  let lastChangeAt: Date | null = null;
  let stopped = false;
  while (!stopped && cursor < maxId) {
    const to = cursor + BigInt(CHANGE_WINDOW) < maxId ? cursor + BigInt(CHANGE_WINDOW) : maxId;
    const room = MAX_MATCHES_PER_KIND - fresh.length + (MAX_MATCHES_PER_KIND - modified.length) + 1;
    const cond = where.length ? joinSql(where.map((w) => ({ text: `(${w.text})`, params: w.params })), ' AND ') : sql('TRUE');
    const statement = finalize({
      text: `WITH c AS (
               SELECT record_id, min(id) AS first_id, bool_or(change = 'created') AS created, max(changed_at) AS changed_at
               FROM change_log WHERE resource_type = $? AND id > $?::bigint AND id <= $?::bigint GROUP BY record_id)
             SELECT c.record_id, c.first_id::text AS first_id, c.created, c.changed_at, ${summary} AS s
             FROM c JOIN "${spec.table}" t ON t.${spec.key} = c.record_id${KEY_CAST[spec.keyType ?? ''] ?? ''},
                  LATERAL (SELECT (${plan.sql})::json AS j) p
             WHERE ${cond.text}
             ORDER BY c.first_id
             LIMIT ${room}`,
      params: [alert.query_type, cursor.toString(), to.toString(), ...cond.params],
    });
    const s = bindSearch(statement.text, statement.params, search);
    const b = bindToday(s.text, s.params, ctx.today.toISOString().slice(0, 10));
    const rows = await q<{ record_id: string; first_id: string; created: boolean; changed_at: Date | string; s: string }>(b.text, b.params);
    for (const r of rows) {
      if (taken.has(r.record_id)) continue;
      const bucket = r.created ? fresh : modified;
      if (bucket.length >= MAX_MATCHES_PER_KIND) {
        // the slice is full: the rest starts at this record's first change
        cursor = BigInt(r.first_id) - 1n;
        stopped = true;
        break;
      }
      bucket.push(JSON.parse(r.s));
      taken.add(r.record_id);
      lastChangeAt = new Date(r.changed_at);
    }
    if (!stopped) cursor = to;
  }
  const backlog = cursor < maxId;
  const checkedAt = now;
  const event: DeliveryEvent | null =
    fresh.length || modified.length
      ? {
          event_type: info.event_type,
          alert_id: alert.alert_id,
          query_type: alert.query_type,
          filters: alert.filters,
          matches: { new_count: fresh.length, modified_count: modified.length, new: fresh, modified },
          checked_at: checkedAt.toISOString(),
        }
      : null;
  if (backlog && !lastChangeAt) {
    const [r] = await q<{ at: Date | string | null }>(`SELECT changed_at AS at FROM change_log WHERE id = $1::bigint`, [cursor.toString()]);
    if (r?.at) lastChangeAt = new Date(r.at);
  }
  return { event, cursor: cursor.toString(), lastCheckedAt: backlog && lastChangeAt ? lastChangeAt : now, backlog };
}

const DUE_COLUMNS = `a.alert_id::text AS alert_id, a.account_id::text AS account_id, a.query_type, a.filters, a.frequency, a.cron_expression, a.change_cursor::text AS change_cursor,
  acc.tier::text AS tier, acc.customer_organization_id::text AS customer_organization_id`;
const REALTIME_DUE = `a.status = 'active' AND a.frequency = 'realtime'
  AND a.change_cursor < coalesce((SELECT max(c.id) FROM change_log c WHERE c.resource_type = a.query_type), 0)`;
const SCHEDULED_DUE = `a.status = 'active' AND a.frequency IN ('daily', 'custom') AND a.next_run_at <= $2::timestamptz`;

/** Evaluate the due alerts of one receiver in one transaction; one delivery carries their events. */
async function evaluateEndpoint(db: AlertDb, endpointId: string, kind: 'realtime' | 'scheduled', now: Date, logger: Logger, queryTypes?: readonly string[]) {
  return db.transaction(async (q) => {
    const params: unknown[] = [endpointId];
    let due = REALTIME_DUE;
    if (kind === 'scheduled') {
      due = SCHEDULED_DUE;
      params.push(now);
    } else if (queryTypes) {
      params.push([...queryTypes]);
      due += ` AND a.query_type = ANY($${params.length}::text[])`;
    }
    const alerts = await q<DueAlert>(
      `SELECT ${DUE_COLUMNS} FROM alert a JOIN account acc ON acc.id = a.account_id
       WHERE a.endpoint_id = $1::uuid AND ${due}
       ORDER BY a.created, a.alert_id
       FOR UPDATE OF a SKIP LOCKED`,
      params,
    );
    const events: DeliveryEvent[] = [];
    let backlog = false;
    for (const alert of alerts) {
      const slice = await sliceAlert(q, alert, now, logger);
      if (slice.event) events.push(slice.event);
      backlog ||= slice.backlog;
      const next = kind === 'scheduled' ? nextRunAt(alert.frequency, alert.cron_expression, now) : null;
      await q(
        `UPDATE alert SET change_cursor = $2::bigint, last_checked_at = $3::timestamptz${kind === 'scheduled' ? ', next_run_at = $4::timestamptz' : ''} WHERE alert_id = $1::uuid`,
        [alert.alert_id, slice.cursor, slice.lastCheckedAt, ...(kind === 'scheduled' ? [next] : [])],
      );
    }
    let deliveryId: string | null = null;
    if (events.length) deliveryId = (await enqueueDelivery(q, endpointId, { events }, { now })).delivery_id;
    return { alerts: alerts.length, events, backlog, deliveryId };
  });
}

function add(report: EvaluationReport, r: { alerts: number; events: DeliveryEvent[]; deliveryId: string | null; backlog: boolean }): void {
  report.alerts_evaluated += r.alerts;
  report.events += r.events.length;
  report.deliveries += r.deliveryId ? 1 : 0;
  for (const e of r.events) {
    report.new_matches += e.matches.new_count;
    report.modified_matches += e.matches.modified_count;
  }
}

/**
 * Realtime alerts with changes to work off (of `queryTypes`, or all), round
 * after round, until caught up or the time budget is spent.
 */
export async function evaluateRealtime(db: AlertDb, opts: EvaluateOptions): Promise<EvaluationReport> {
  const clock = opts.now ?? (() => new Date());
  const started = Date.now();
  const budget = opts.budgetMs ?? 10_000;
  const report = emptyReport();
  for (;;) {
    const params: unknown[] = [];
    let due = REALTIME_DUE;
    if (opts.queryTypes) {
      params.push([...opts.queryTypes]);
      due += ` AND a.query_type = ANY($1::text[])`;
    }
    const endpoints = await db.q<{ endpoint_id: string }>(`SELECT DISTINCT a.endpoint_id::text AS endpoint_id FROM alert a WHERE ${due}`, params);
    if (!endpoints.length) {
      report.backlog = false;
      break;
    }
    report.rounds++;
    let progressed = false;
    for (const { endpoint_id } of endpoints) {
      const r = await evaluateEndpoint(db, endpoint_id, 'realtime', clock(), opts.logger, opts.queryTypes);
      add(report, r);
      progressed ||= r.alerts > 0;
    }
    report.backlog = true;
    // every due alert is being evaluated elsewhere (locked): that evaluator finishes the work
    if (!progressed || Date.now() - started >= budget) break;
  }
  return report;
}

/** Daily and custom alerts whose run is due: one slice each; the next run is scheduled from now. */
export async function evaluateScheduled(db: AlertDb, opts: EvaluateOptions): Promise<EvaluationReport> {
  const now = (opts.now ?? (() => new Date()))();
  const report = emptyReport();
  const endpoints = await db.q<{ endpoint_id: string }>(`SELECT DISTINCT a.endpoint_id::text AS endpoint_id FROM alert a WHERE a.status = 'active' AND a.frequency IN ('daily', 'custom') AND a.next_run_at <= $1::timestamptz`, [now]);
  if (endpoints.length) report.rounds = 1;
  for (const { endpoint_id } of endpoints) {
    const r = await evaluateEndpoint(db, endpoint_id, 'scheduled', now, opts.logger);
    add(report, r);
    report.backlog ||= r.backlog;
  }
  return report;
}

/** The periodic alert job: scheduled alerts that are due, then every realtime backlog. */
export async function runAlertJob(db: AlertDb, opts: EvaluateOptions): Promise<{ scheduled: EvaluationReport; realtime: EvaluationReport }> {
  const scheduled = await evaluateScheduled(db, opts);
  const realtime = await evaluateRealtime(db, { ...opts, budgetMs: opts.budgetMs ?? 60_000 });
  return { scheduled, realtime };
}

export const ALERT_JOB = 'alert-evaluation';

/** ALERT_EVALUATION_INTERVAL_SECONDS (default 30; 0 disables the periodic job). */
export function alertJobIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ALERT_EVALUATION_INTERVAL_SECONDS;
  if (raw === undefined || raw.trim() === '') return 30_000;
  if (!/^\d{1,7}$/.test(raw.trim())) throw new Error(`ALERT_EVALUATION_INTERVAL_SECONDS must be a whole number of seconds (0 disables), got ${JSON.stringify(raw)}`);
  return Number(raw.trim()) * 1000;
}

