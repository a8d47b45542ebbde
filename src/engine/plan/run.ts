/**
 * The root resolver of every resource, shared by REST and GraphQL: gates,
 * filters, ordering and pagination are checked, the selection is planned,
 * and one SQL statement returns the page (each record's json as text), plus
 * a count when it is not cached. REST puts the text into its envelope;
 * GraphQL parses it once and reads properties.
 */
import type { Context } from '../../context.js';
import { ApiError, notFound, validationError } from '../errors.js';
import { compileFilters, finalize, joinSql, sql, type Sql } from '../filters/sql.js';
import { createHash } from 'node:crypto';
import { bindSearch, bindToday, countRows, filterDigest, keysetPage, offsetPage, parseOrdering, type ListInput, type RawQuery } from '../query/list.js';
import { encodeCursor, type CursorValue } from '../pagination/cursor.js';
import { requireCaller, requireFilterTiers, requireTier } from '../gating/gates.js';
import type { ListScope, ResourceSpec } from '../resource.js';
import type { Selection } from '../shape/validate.js';
import { bindPlanParams, projectRecord, type KeyStyle, type Withheld } from './compile.js';

export interface ListRequest {
  /** filter values by REST name */
  filter: Map<string, string>;
  ordering?: string | null;
  limit?: number | null;
  cursor?: string | null;
  page?: number | null;
  /** a scoped list: the scope argument and its value */
  scope?: { arg: string; value: string };
}

export interface ListPage {
  count: number;
  next: string | null;
  previous: string | null;
  cursor: string | null;
  page: number | null;
  limit: number;
  /** each record's json text */
  rows: string[];
  /** further envelope members (spec.envelope), by REST name */
  envelope?: Record<string, string | number | null>;
}

/** Page numbers are GraphQL Ints: 1 to 2^31-1. */
export const MAX_PAGE = 2147483647;

function record(ctx: Context, w: Withheld): void {
  for (const h of w.upgrade) if (!ctx.upgradeHints.some((x) => x.field === h.field)) ctx.upgradeHints.push(h);
  for (const h of w.version) if (!ctx.versionWithheld.some((x) => x.field === h.field)) ctx.versionWithheld.push(h);
}

/**
 * Where a resource's read statement runs: a read replica for a read-only
 * request (ctx.readSql), the primary for a resource whose visible rows
 * depend on the caller's account (storefront links: a removed link takes
 * effect on the very next request, which a lagging replica could miss).
 */
function reader(spec: ResourceSpec, ctx: Context): RawQuery {
  return ctx.readSql && !spec.visibility ? ctx.readSql : ctx.sql;
}

export async function runList(spec: ResourceSpec, req: ListRequest, sel: Selection, style: KeyStyle, ctx: Context): Promise<ListPage> {
  const { input, scope } = planList(spec, req, sel, style, ctx);
  const query = reader(spec, ctx);
  const limit = input.limit;
  const where = input.where;
  let rows: string[];
  let next: string | null = null;
  let previous: string | null = null;
  let page: number | null = null;
  if (spec.pagination === 'cursor') {
    if (req.page !== undefined && req.page !== null) throw validationError(`${spec.name} pages by cursor, not by page number`);
    const p = await keysetPage(query, input, req.cursor ?? undefined);
    rows = p.rows;
    next = p.nextCursor;
    previous = p.previousCursor;
  } else {
    page = req.page ?? 1;
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw validationError(`page must be an integer from 1 to ${MAX_PAGE}, got ${page}`);
    rows = await offsetPage(query, input, page);
  }
  // an unknown parent is only worth a question when nothing came back
  if (rows.length === 0 && scope && req.scope && !(await scope.exists(query, req.scope.value))) throw notFound();
  const count = await countRows(query, spec.table, where, spec.uncachedCount ? undefined : ctx.counts, ctx.sql);
  if (spec.pagination === 'page' && page !== null) {
    const last = Math.max(1, Math.ceil(count / limit));
    if (page > last) throw new ApiError(404, { error: `page ${page} is past the last page (${last})`, code: 'not_found' });
    next = page < last ? String(page + 1) : null;
    previous = page > 1 ? String(page - 1) : null;
  }
  await addHeaders(spec, ctx);
  return { count, next, previous, cursor: next && spec.pagination === 'cursor' ? next : null, page, limit, rows, ...(spec.envelope ? { envelope: spec.envelope.values(req.scope) } : {}) };
}

/** A list request checked and planned, before any statement runs (see planList). */
export interface PlannedList {
  /** the list input of the list engine (src/engine/query/list.ts): filters, scope and visibility, ordering with its unique tiebreaker, the projection; `limit` is the request's or the page size */
  input: ListInput;
  /** the scope of a scoped list */
  scope?: ListScope;
}

/**
 * A list request's gates (authentication, endpoint and filter tiers), its
 * filters, scope and visibility, limit, ordering and the projection of the
 * selection for this caller (fields withheld by tier or version recorded in
 * ctx), in that order; throws the list's 400/401/403/404 ApiErrors. runList
 * pages it; an export (src/export/) reads every row of it.
 */
export function planList(spec: ResourceSpec, req: ListRequest, sel: Selection, style: KeyStyle, ctx: Context): PlannedList {
  if (spec.listless) throw new Error(`${spec.name} has no list`);
  requireCaller(spec, ctx);
  requireTier(spec, ctx);
  requireFilterTiers(spec, req.filter, ctx);
  if (spec.scopeRequired && !req.scope) {
    const args = (spec.scopes ?? []).map((s) => s.arg);
    throw validationError(`${spec.name} are listed under a parent: give one of ${args.join(', ')}`, { allowed: args });
  }
  const { where, search } = listWhere(spec, req.filter, ctx);
  const scope = req.scope ? spec.scopes?.find((s) => s.arg === req.scope!.arg) : undefined;
  if (req.scope) {
    // a scope identifier with a NUL character names no record (and PostgreSQL text cannot hold one)
    if (!scope || req.scope.value.includes('\u0000') || (scope.valid && !scope.valid(req.scope.value))) throw notFound();
    where.push(scope.where(req.scope.value));
  }
  const limit = req.limit ?? spec.pageSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw validationError(`limit must be an integer from 1 to 100, got ${limit}`);
  if (!spec.orderingAllowed && req.ordering !== undefined && req.ordering !== null) {
    throw validationError(`ordering is not supported on ${spec.name}: results come in a fixed order`);
  }
  const ord = parseOrdering(spec.ordering, spec.orderingAllowed ? (req.ordering ?? undefined) : undefined, search);
  const plan = projectRecord(spec.name, spec.fields, sel, style, ctx, { list: true });
  record(ctx, plan.withheld);
  const input: ListInput = { table: spec.table, keyColumn: spec.key, where, search, keys: ord.keys, canonicalOrdering: ord.canonical, limit, projection: plan.sql, today: day(ctx.today) };
  return { input, ...(scope ? { scope } : {}) };
}

/**
 * The conditions of a list request over the resource's table (alias t): its
 * filters (parsed, defaults applied, ranges checked; 400 on a bad value),
 * over related rows when the resource filters through them, its scope and
 * the caller's visibility. The one place filters become SQL: list pages,
 * counts, aggregates and alert evaluation (src/webhooks/evaluate.ts) all
 * call it. `opts.skipDefaults` names filters whose default is not applied.
 */
export function listWhere(spec: ResourceSpec, filter: ReadonlyMap<string, string>, ctx: Pick<Context, 'today' | 'principal'>, opts: { skipDefaults?: readonly string[] } = {}): { where: Sql[]; search: string | null } {
  const raw: Record<string, string> = Object.create(null);
  for (const [k, v] of filter) raw[k] = v;
  const via = spec.filterRows;
  const compiled = compileFilters(spec.filters, raw, { today: ctx.today }, via ? `${via.alias}.search_vector` : undefined, opts.skipDefaults);
  // filters over related rows: one related row must satisfy them all
  const filtered = via && compiled.where.length ? [existsRow(via, compiled.where)] : compiled.where;
  const where: Sql[] = spec.scope ? [sql(spec.scope), ...filtered] : [...filtered];
  // rows outside the caller's visibility are absent (read in this request's own statements)
  if (spec.visibility) where.push(spec.visibility(ctx as Context));
  return { where, search: compiled.search };
}

/** The resource's response headers (spec.headers), added to the request's. */
async function addHeaders(spec: ResourceSpec, ctx: Context): Promise<void> {
  if (!spec.headers) return;
  const h = await spec.headers(ctx);
  // added to the request's one object (GraphQL resolvers see a copy of the context that shares it)
  if (ctx.responseHeaders) Object.assign(ctx.responseHeaders, h);
  else ctx.responseHeaders = { ...h };
}

/** The request day as YYYY-MM-DD (REQUEST_TODAY). */
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * EXISTS a related row (spec.filterRows) satisfying every condition; the
 * conditions in a canonical order, so the same filters given in another
 * order are the same statement (and share a cached count).
 */
function existsRow(via: NonNullable<ResourceSpec['filterRows']>, conds: Sql[]): Sql {
  const key = (w: Sql) => JSON.stringify([w.text, w.params], (_k, x) => (x instanceof Date ? x.toISOString() : x));
  const sorted = [...conds].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const all = joinSql(sorted.map((w) => ({ text: `(${w.text})`, params: w.params })), ' AND ');
  return { text: `EXISTS (SELECT 1 FROM "${via.table}" ${via.alias} WHERE (${via.on('t', via.alias)}) AND ${all.text})`, params: all.params };
}

/**
 * A resource's aggregate (spec.aggregate) over the rows a list request with
 * these filters matches: the list's gates and filters (scope and visibility
 * included), one statement whose one row PostgreSQL builds into JSON text.
 */
export async function runAggregate(spec: ResourceSpec, filter: Map<string, string>, sel: Selection, style: KeyStyle, ctx: Context): Promise<string> {
  const agg = spec.aggregate;
  if (!agg) throw new Error(`${spec.name} has no aggregate`);
  requireCaller(spec, ctx);
  requireTier(spec, ctx);
  requireFilterTiers(spec, filter, ctx);
  const { where } = listWhere(spec, filter, ctx);
  const plan = projectRecord(`${spec.name}|aggregate`, agg.fields, sel, style, ctx);
  record(ctx, plan.withheld);
  const cond = where.length ? joinSql(where.map((w) => ({ text: `(${w.text})`, params: w.params })), ' AND ') : sql('TRUE');
  const rows = `(SELECT t.* FROM "${spec.table}" t WHERE ${cond.text})`;
  const f = finalize({ text: `SELECT (${plan.sql})::text AS j FROM ${agg.table(rows)} t`, params: cond.params });
  const q = bindToday(f.text, f.params, day(ctx.today));
  const out = await reader(spec, ctx)<{ j: string }>(q.text, q.params);
  if (!out[0]) throw new Error(`aggregate of ${spec.name} returned no row`);
  return out[0].j;
}

/**
 * The detail parameters of a request (spec.detailParams) by name, checked:
 * trimmed, a NUL, a blank value, one under its minimum length, a missing
 * required one or one its `normalize` refuses answers 400. Names the resource
 * does not declare are ignored.
 */
export function detailParams(spec: ResourceSpec, given: ReadonlyMap<string, string | null | undefined>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, p] of Object.entries(spec.detailParams ?? {})) {
    const raw = given.get(name);
    if (raw === undefined || raw === null) {
      if (p.required) throw validationError(`${name} is required`);
      continue;
    }
    if (raw.includes('\u0000')) throw validationError(`${name} must not contain a NUL character`);
    const v = raw.trim();
    const min = p.minLength ?? 1;
    if (v.length < min) throw validationError(min > 1 ? `${name} needs at least ${min} characters` : `${name} must not be blank`);
    out.set(name, p.normalize ? p.normalize(v) : v);
  }
  return out;
}

/**
 * One record's json text, or null when there is none (REST answers 404,
 * GraphQL null). `params` are the request's detail parameters (checked by
 * `detailParams`).
 */
export async function runDetail(spec: ResourceSpec, key: string, sel: Selection, style: KeyStyle, ctx: Context, params: ReadonlyMap<string, string> = new Map()): Promise<string | null> {
  requireCaller(spec, ctx);
  requireTier(spec, ctx);
  if (spec.singleton) return runSingleton(spec, spec.singleton, sel, style, ctx);
  if (key.includes('\u0000') || (spec.validKey && !spec.validKey(key))) return null;
  const k = spec.normalizeKey ? spec.normalizeKey(key) : key;
  if (spec.keyType === 'int' && !/^\d{1,9}$/.test(k)) return null;
  const plan = projectRecord(spec.name, spec.fields, sel, style, ctx, { params: [...params.keys()] });
  record(ctx, plan.withheld);
  const cast = spec.keyType === 'int' ? '::int' : spec.keyType === 'uuid' ? '::uuid' : '';
  const where: Sql[] = [sql(`t.${spec.key} = $?${cast}`, spec.keyType === 'int' ? Number(k) : k), ...(spec.scope ? [sql(spec.scope)] : []), ...(spec.visibility ? [spec.visibility(ctx)] : [])];
  const f = finalize({ text: `SELECT (${plan.sql})::text AS j FROM "${spec.table}" t WHERE ${where.map((w) => `(${w.text})`).join(' AND ')}`, params: where.flatMap((w) => w.params) });
  const p = params.size ? bindPlanParams(f.text, f.params, params) : f;
  const s = bindSearch(p.text, p.params, null);
  const q = bindToday(s.text, s.params, day(ctx.today));
  const rows = await reader(spec, ctx)<{ j: string }>(q.text, q.params);
  if (rows[0]) await addHeaders(spec, ctx);
  return rows[0]?.j ?? null;
}

/** The one record of a singleton resource (spec.singleton), through the instance's cache when it has a lifetime. */
async function runSingleton(spec: ResourceSpec, one: NonNullable<ResourceSpec['singleton']>, sel: Selection, style: KeyStyle, ctx: Context): Promise<string | null> {
  const plan = projectRecord(spec.name, spec.fields, sel, style, ctx);
  record(ctx, plan.withheld);
  const s = bindSearch(plan.sql, [], null);
  const q = bindToday(`SELECT (${s.text})::text AS j FROM ${one.from} t`, s.params, day(ctx.today));
  const run = async () => (await reader(spec, ctx)<{ j: string }>(q.text, q.params))[0]?.j ?? null;
  // the plan (selection, style, tier, version) and the day are the whole input of the statement
  return ctx.counts && one.cacheTtlMs ? ctx.counts.remember(`singleton|${spec.name}|${q.text}|${JSON.stringify(q.params)}`, one.cacheTtlMs, run) : run();
}

/**
 * The statement of every row of a planned list (an export), in the list's
 * order: sort values (s0, s1, …) and each record's json text (j). It is the
 * statement of a keyset page (keysetPage, src/engine/query/list.ts: the same
 * filters, ordering with its unique tiebreaker and projection), taken as
 * it would be sent and without its LIMIT. `after`: the sort values of a row
 * (see rowPosition); only the rows after it in the list's order.
 */
export async function listStatement(input: ListInput, after?: CursorValue[]): Promise<{ text: string; params: unknown[] }> {
  let captured: { text: string; params: unknown[] } | undefined;
  const capture: RawQuery = async <T>(text: string, params: unknown[]) => {
    captured = { text, params };
    return [] as T[];
  };
  // a cursor this service signs for the input's own filter set (the digest keysetPage checks)
  const digest = filterDigest(input.table, input.where) + (input.search === null ? '' : `:${createHash('sha256').update(input.search).digest('base64url').slice(0, 8)}`);
  const cursor = after ? encodeCursor({ o: input.canonicalOrdering, v: after, d: 'n' }, digest) : undefined;
  await keysetPage(capture, { ...input, limit: 1 }, cursor);
  const limit = ' LIMIT 2';
  if (!captured || !captured.text.endsWith(limit)) throw new Error('listStatement: the page statement has an unexpected form');
  return { text: captured.text.slice(0, -limit.length), params: captured.params };
}

/**
 * The sort values of one row of a list (its position in the list's order):
 * the row of the resource's table with key `key`, among the rows the
 * resource's own scope and the caller's visibility allow (its filters aside:
 * a row that no longer matches them still has a place in the order); null
 * when there is none.
 */
export async function rowPosition(spec: ResourceSpec, input: ListInput, key: string, ctx: Context): Promise<CursorValue[] | null> {
  const cast = spec.keyType === 'int' ? '::int' : spec.keyType === 'uuid' ? '::uuid' : '';
  const where: Sql[] = [sql(`t.${spec.key} = $?${cast}`, spec.keyType === 'int' ? Number(key) : key), ...(spec.scope ? [sql(spec.scope)] : []), ...(spec.visibility ? [spec.visibility(ctx)] : [])];
  const st = await listStatement({ ...input, where, projection: 'NULL' });
  const rows = await (ctx.sql as RawQuery)<Record<string, unknown>>(`${st.text} LIMIT 1`, st.params);
  return rows[0] ? positionOf(rows[0], input) : null;
}

/** The position of a row of a listStatement (its sort values s0, s1, …), as `after` takes it. */
export function positionOf(row: Record<string, unknown>, input: Pick<ListInput, 'keys'>): CursorValue[] {
  return input.keys.map((_k, i) => {
    const v = row[`s${i}`];
    if (v === null || v === undefined) return null;
    if (typeof v === 'bigint' || typeof v === 'object') return String(v);
    return v as CursorValue;
  });
}
