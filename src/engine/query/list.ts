/**
 * List execution shared by every resource: one SQL statement per page (filters,
 * ordering with a unique tiebreaker, keyset or offset, and each record's json
 * built by PostgreSQL from the plan's projection), plus one count statement
 * when the count is not cached.
 */
import { validationError } from '../errors.js';
import { createHash } from 'node:crypto';
import { decodeCursor, encodeCursor, type CursorColumnType, type CursorValue } from '../pagination/cursor.js';
import { finalize, joinSql, sql, suggest, type Sql } from '../filters/sql.js';

export type ColumnType = CursorColumnType;

export interface OrderField {
  column: string;
  type: ColumnType;
  nullable?: boolean;
  /**
   * usable only by the resource's own default ordering, not by clients: a
   * fixed default order over columns outside the documented allowlist (a
   * client naming it gets the allowlist's 400)
   */
  internal?: boolean;
}

export interface OrderingConfig {
  fields: Record<string, OrderField>;
  default: string;
  tiebreaker: OrderField;
  /** allow `rank` (only with a non-empty search) */
  rank?: boolean;
  /** SQL of the relevance (over alias t; `$search` is the search text), higher is better; default ts_rank over t.search_vector */
  rankExpr?: string;
  /** false: a search keeps `default` as the default ordering (rank only when asked for); otherwise a search orders by rank unless told */
  rankByDefault?: boolean;
  /** with `rank`: relevance is only the default order under a search, not an ordering a client may name (the allowlist's 400) */
  rankInternal?: boolean;
}

export interface SortKey {
  name: string;
  expr: string;
  type: ColumnType;
  desc: boolean;
  nullable: boolean;
}

export interface RawQuery {
  <T>(text: string, params: unknown[]): Promise<T[]>;
}

/** Parse `ordering` (comma list, '-' descends) against the allowlist; appends the unique tiebreaker. */
export function parseOrdering(cfg: OrderingConfig | null, raw: string | undefined, search: string | null): { keys: SortKey[]; canonical: string } {
  if (!cfg) {
    if (raw !== undefined) throw validationError('ordering is not supported on this resource');
    throw new Error('resource without ordering needs a fixed order');
  }
  const allowed = [...Object.keys(cfg.fields).filter((n) => !cfg.fields[n].internal), ...(cfg.rank && !cfg.rankInternal ? ['rank'] : [])];
  // the default ordering may also name internal fields (and an internal rank)
  const usable = raw === undefined ? [...allowed, ...Object.keys(cfg.fields), ...(cfg.rank ? ['rank'] : [])] : allowed;
  // an ordering that is sent must name fields: empty, blank or separators only is a 400, not the default
  if (raw !== undefined && raw.split(',').every((p) => p.trim().replace(/^-/, '') === '')) {
    throw validationError(`ordering must name at least one field; allowed fields: ${allowed.join(', ')} (prefix - to descend)`, { allowed });
  }
  const text = (raw ?? (search && cfg.rank && cfg.rankByDefault !== false ? 'rank' : cfg.default)).trim();
  const keys: SortKey[] = [];
  const seen = new Set<string>();
  for (const part of text.split(',').map((p) => p.trim())) {
    const desc = part.startsWith('-');
    const name = desc ? part.slice(1) : part;
    if (!usable.includes(name)) {
      // did-you-mean among the allowed fields (the suggestion keeps the sign given)
      const hint = name ? suggest(name, allowed) : null;
      const suggestion = hint ? `${desc ? '-' : ''}${hint}` : null;
      throw validationError(
        `ordering by ${JSON.stringify(name || part)} is not supported${suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''}; allowed fields: ${allowed.join(', ')} (prefix - to descend)`,
        { ...(suggestion ? { suggestion } : {}), allowed },
      );
    }
    if (seen.has(name)) throw validationError(`ordering names ${name} twice`);
    seen.add(name);
    if (name === 'rank') {
      if (!search) throw validationError('ordering=rank needs a non-empty search');
      // relevance: highest rank first unless '-rank'... rank always sorts best first; '-rank' reverses
      keys.push({ name: 'rank', expr: cfg.rankExpr ?? "ts_rank(t.search_vector, websearch_to_tsquery('english', $search))", type: 'real', desc: !desc, nullable: false });
      continue;
    }
    const f = cfg.fields[name];
    keys.push({ name, expr: `t.${f.column}`, type: f.type, desc, nullable: !!f.nullable });
  }
  const tb = cfg.tiebreaker;
  keys.push({ name: '__key', expr: `t.${tb.column}`, type: tb.type, desc: keys[0]?.desc ?? false, nullable: false });
  return { keys, canonical: text };
}

function orderBy(keys: SortKey[], reverse: boolean): string {
  return keys
    .map((k) => {
      const desc = reverse ? !k.desc : k.desc;
      // nulls sort last in both directions (reversed walks put them first)
      const nulls = k.nullable ? (reverse ? ' NULLS FIRST' : ' NULLS LAST') : '';
      return `${k.expr} ${desc ? 'DESC' : 'ASC'}${nulls}`;
    })
    .join(', ');
}

function cast(type: ColumnType): string {
  return type === 'timestamptz' ? 'timestamptz' : type;
}

/**
 * Rows strictly after (or before) the boundary values in the given ordering.
 * When every key sorts the same way and none can be null, one row comparison
 * `(a, b) < ($1, $2)` that the composite indexes serve, so page 1,000 costs
 * what page 1 costs; otherwise the expanded form that places nulls last.
 */
function keysetCondition(keys: SortKey[], values: CursorValue[], before: boolean): Sql {
  if (keys.every((k) => !k.nullable && k.desc === keys[0].desc) && values.every((v) => v !== null)) {
    const op = keys[0].desc !== before ? '<' : '>';
    return {
      text: `(${keys.map((k) => k.expr).join(', ')}) ${op} (${keys.map((k) => `$?::${cast(k.type)}`).join(', ')})`,
      params: [...values],
    };
  }
  const ors: Sql[] = [];
  for (let i = 0; i < keys.length; i++) {
    const parts: Sql[] = [];
    for (let j = 0; j < i; j++) {
      const k = keys[j];
      parts.push(values[j] === null ? sql(`${k.expr} IS NULL`) : sql(`${k.expr} = $?::${cast(k.type)}`, values[j]));
    }
    const k = keys[i];
    const v = values[i];
    const after = k.desc ? '<' : '>';
    const beforeOp = k.desc ? '>' : '<';
    if (!before) {
      if (v === null) continue; // nothing sorts after null except via later keys
      parts.push(k.nullable ? sql(`(${k.expr} ${after} $?::${cast(k.type)} OR ${k.expr} IS NULL)`, v) : sql(`${k.expr} ${after} $?::${cast(k.type)}`, v));
    } else {
      parts.push(v === null ? sql(`${k.expr} IS NOT NULL`) : sql(`${k.expr} ${beforeOp} $?::${cast(k.type)}`, v));
    }
    ors.push(joinSql(parts.length ? parts : [sql('TRUE')], ' AND '));
  }
  if (ors.length === 0) return sql('FALSE');
  return { text: `((${ors.map((o) => o.text).join(') OR (')}))`, params: ors.flatMap((o) => o.params) };
}

/** The sort value as the database renders it for a cursor: exact text for dates, times, numerics and uuids. */
function sortValue(k: SortKey): string {
  switch (k.type) {
    case 'date':
    case 'numeric':
    case 'uuid':
    case 'text':
      return `(${k.expr})::text`;
    case 'timestamptz':
      return `to_char((${k.expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    default:
      return k.expr;
  }
}

function cursorValue(v: unknown): CursorValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'object') return String(v);
  return v as CursorValue;
}

function withSearch(text: string, searchParam: number | null): string {
  return searchParam === null ? text : text.replace(/\$search/g, `$${searchParam}`);
}

/**
 * Bind `$search` (the request's search text, or NULL without one) in a
 * finalized statement whose field SQL names it (e.g. a detail's snippet),
 * after its numbered parameters.
 */
export function bindSearch(text: string, params: unknown[], search: string | null): { text: string; params: unknown[] } {
  if (!text.includes('$search')) return { text, params };
  const out = [...params, search];
  return { text: withSearch(text, out.length), params: out };
}

/**
 * The request's UTC calendar day in field SQL (see src/engine/resource.ts):
 * each statement that names it binds the day (YYYY-MM-DD) as one more
 * date parameter.
 */
export const REQUEST_TODAY = '$today';

/** Bind REQUEST_TODAY in a finalized statement (after its numbered parameters). */
export function bindToday(text: string, params: unknown[], today: string | undefined): { text: string; params: unknown[] } {
  if (!text.includes(REQUEST_TODAY)) return { text, params };
  if (today === undefined) throw new Error('statement names the request day but none was given');
  const out = [...params, today];
  return { text: text.replaceAll(REQUEST_TODAY, `$${out.length}::date`), params: out };
}

export interface ListInput {
  table: string;
  keyColumn: string;
  where: Sql[];
  search: string | null;
  keys: SortKey[];
  canonicalOrdering: string;
  limit: number;
  /** SQL expression (over alias t) of one record's json */
  projection: string;
  /** the request's UTC calendar day (YYYY-MM-DD), bound where the projection names REQUEST_TODAY */
  today?: string;
}

export interface KeysetPage {
  /** each record's json text, in page order */
  rows: string[];
  nextCursor: string | null;
  previousCursor: string | null;
}

function assemble(q: Sql, search: string | null, today?: string): { text: string; params: unknown[] } {
  const params = [...q.params];
  let searchIdx: number | null = null;
  // field SQL may name the search text too (a snippet): without a search it is bound as NULL
  if (q.text.includes('$search')) {
    params.push(search);
    searchIdx = params.length;
  }
  const f = finalize({ text: q.text, params: q.params });
  return bindToday(withSearch(f.text, searchIdx), params, today);
}

/**
 * Digest of a list request's filter set (table, scope and filter conditions
 * with their values): a cursor carries it, so it is refused under any other
 * filter set.
 */
export function filterDigest(table: string, where: Sql[]): string {
  return filterKey(table, where).slice(0, 16);
}

/** SHA-256 of the filter set in a canonical order: the same filters given in another order are the same request. */
function filterKey(table: string, where: Sql[]): string {
  const json = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x instanceof Date ? x.toISOString() : x));
  const parts = where.map((w) => json([w.text, w.params])).sort();
  return createHash('sha256').update(json([table, parts])).digest('base64url');
}

/** One page of keys by keyset: `cursor` continues after (or before) a boundary row. */
export async function keysetPage(query: RawQuery, input: ListInput, rawCursor: string | undefined): Promise<KeysetPage> {
  const where = [...input.where];
  const digest = filterDigest(input.table, input.where) + (input.search === null ? '' : `:${createHash('sha256').update(input.search).digest('base64url').slice(0, 8)}`);
  let reverse = false;
  if (rawCursor !== undefined) {
    const columns = input.keys.map((k) => ({ type: k.type, nullable: k.nullable }));
    const c = decodeCursor(rawCursor, { ordering: input.canonicalOrdering, filters: digest, columns });
    reverse = c.d === 'p';
    where.push(keysetCondition(input.keys, c.v, reverse));
  }
  const q = pageStatement(input, where, reverse, input.limit + 1, 0);
  const { text, params } = assemble(q, input.search, input.today);
  const rows = await query<Record<string, unknown>>(text, params);
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (reverse) page.reverse();
  const boundary = (row: Record<string, unknown>) => input.keys.map((_k, i) => cursorValue(row[`s${i}`]));
  const first = page[0];
  const last = page[page.length - 1];
  // forward walk: a next page exists when we fetched one row more; a previous page exists when we came from a cursor
  const hasNext = reverse ? rawCursor !== undefined : more;
  const hasPrev = reverse ? more : rawCursor !== undefined;
  return {
    rows: page.map((r) => r.j as string),
    nextCursor: hasNext && last ? encodeCursor({ o: input.canonicalOrdering, v: boundary(last), d: 'n' }, digest) : null,
    previousCursor: hasPrev && first ? encodeCursor({ o: input.canonicalOrdering, v: boundary(first), d: 'p' }, digest) : null,
  };
}

/**
 * The one statement of a page: sort values (for cursors) and each record's
 * json built by PostgreSQL, in order. The projection's subqueries run only
 * for the rows the LIMIT keeps (PostgreSQL evaluates costly target-list
 * expressions after the sort and limit).
 */
function pageStatement(input: ListInput, where: Sql[], reverse: boolean, fetch: number, offset: number): Sql {
  const sorts = input.keys.map((k, i) => `${sortValue(k)} AS s${i}`).join(', ');
  const whereSql = where.length ? joinSql(where.map((w) => ({ text: `(${w.text})`, params: w.params })), ' AND ') : sql('TRUE');
  return {
    text: `SELECT ${sorts}, (${input.projection})::text AS j FROM "${input.table}" t WHERE ${whereSql.text} ORDER BY ${orderBy(input.keys, reverse)} LIMIT ${fetch}${offset ? ` OFFSET ${offset}` : ''}`,
    params: whereSql.params,
  };
}

/** One page by page number (1-based): each record's json text, in order. */
export async function offsetPage(query: RawQuery, input: ListInput, page: number): Promise<string[]> {
  const q = pageStatement(input, input.where, false, input.limit, (page - 1) * input.limit);
  const { text, params } = assemble(q, input.search, input.today);
  const rows = await query<{ j: string }>(text, params);
  return rows.map((r) => r.j);
}

/**
 * Counts are exact. A CountCache (one per service instance, in the request
 * context) keeps them per filter set (table, scope and every condition with
 * its values, in a canonical order, so callers with different visibility
 * never share an entry), so walking the pages of one list, or many clients
 * asking the same list, costs one count. An entry lives up to
 * COUNT_CACHE_TTL_MS (default 5 minutes) and never beyond a change: every
 * write to a data table NOTIFYs pds_data_changes (statement triggers,
 * migration 20261124190000_data_change_notify) and each instance drops its
 * counts when the notification arrives. While notifications cannot reach the
 * instance (the LISTEN connection is down) the cache is off: every list
 * counts.
 */
export const COUNT_CACHE_TTL_MS = Number(process.env.COUNT_CACHE_TTL_MS ?? 300_000);
export const DATA_CHANNEL = 'pds_data_changes';
const COUNT_CACHE_MAX = 5_000;

export class CountCache {
  private readonly entries = new Map<string, { n: number; at: number; pending?: Promise<number> }>();
  /** how many changes were announced (a count started before one is not kept) */
  private generation = 0;
  /** when the last change was announced (Date.now()) */
  private lastChange = 0;
  /**
   * With read replicas: a value computed within this many ms of a change is
   * not kept, as a replica in rotation may not have replayed the change yet
   * (REPLICA_MAX_LAG_MS plus the probe interval; 0 without replicas).
   */
  settleMs = 0;

  /** whether a value whose computation starts now may be kept */
  private settled(now: number): boolean {
    return this.settleMs <= 0 || now - this.lastChange >= this.settleMs;
  }

  constructor(
    /** whether change notifications reach this cache */
    public live: boolean,
    private readonly ttlMs = COUNT_CACHE_TTL_MS,
  ) {}

  /**
   * The cached count for `key`, or `run()`'s, cached when no change was
   * announced meanwhile. `onPrimary` (a read that went to a replica): within
   * `settleMs` of a change the count is taken on the primary instead, which
   * has every change, and kept.
   */
  async get(key: string, run: () => Promise<number>, onPrimary?: () => Promise<number>): Promise<number> {
    if (!this.live || this.ttlMs <= 0) return run();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.pending ?? hit.n;
    const generation = this.generation;
    let settled = this.settled(now);
    if (!settled && onPrimary) [run, settled] = [onPrimary, true];
    const pending = run();
    this.entries.set(key, { n: 0, at: now, pending });
    try {
      const n = await pending;
      if (generation === this.generation && this.live && settled) {
        this.entries.set(key, { n, at: now });
        if (this.entries.size > COUNT_CACHE_MAX) this.entries.delete(this.entries.keys().next().value as string);
      } else if (this.entries.get(key)?.pending === pending) this.entries.delete(key);
      return n;
    } catch (err) {
      if (this.entries.get(key)?.pending === pending) this.entries.delete(key);
      throw err;
    }
  }

  /**
   * Any other value derived from the data (a rollup), under the same rules
   * as counts: kept up to `ttlMs` per key, forgotten at the next change
   * notification, never kept while notifications cannot be heard.
   */
  async remember<T>(key: string, ttlMs: number, run: () => Promise<T>): Promise<T> {
    if (!this.live || ttlMs <= 0) return run();
    const now = Date.now();
    const hit = this.values.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    const generation = this.generation;
    const settled = this.settled(now);
    const value = run();
    this.values.set(key, { value, at: now });
    try {
      await value;
    } catch (err) {
      if (this.values.get(key)?.value === value) this.values.delete(key);
      throw err;
    }
    // a change announced while it ran: the value may predate it
    if (generation !== this.generation || !this.live || !settled) {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    } else if (this.values.size > COUNT_CACHE_MAX) this.values.delete(this.values.keys().next().value as string);
    return value;
  }

  private readonly values = new Map<string, { value: Promise<unknown>; at: number }>();

  /** Data changed: forget every count (and every remembered value). */
  clear(): void {
    this.generation++;
    this.lastChange = Date.now();
    this.entries.clear();
    this.values.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Exact count of matching rows (through `cache` when given; `primary`: the primary's query when `query` reads from a replica, see CountCache.get). */
export async function countRows(query: RawQuery, table: string, where: Sql[], cache?: CountCache, primary?: RawQuery): Promise<number> {
  const whereSql = where.length ? joinSql(where.map((w) => ({ text: `(${w.text})`, params: w.params })), ' AND ') : sql('TRUE');
  const { text, params } = finalize({ text: `SELECT count(*)::int AS n FROM "${table}" t WHERE ${whereSql.text}`, params: whereSql.params });
  const on = (q: RawQuery) => () => q<{ n: number }>(text, params).then((rows) => Number(rows[0]?.n ?? 0));
  if (!cache) return on(query)();
  // keyed by the filter set in a canonical order: the same filters in another order share one count
  return cache.get(filterKey(table, where), on(query), primary && primary !== query ? on(primary) : undefined);
}
