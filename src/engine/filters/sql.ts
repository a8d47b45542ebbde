/**
 * Filters compile to parameterised SQL fragments over the resource's table
 * (alias t). Raw SQL, not Prisma `where`, because the documented semantics
 * need what Prisma cannot say: tsvector search, trigram substring matching,
 * spelling-insensitive identifiers, keyset tuple comparisons with nulls.
 * Values are always bound parameters, never interpolated.
 */
import { validationError } from '../errors.js';
import { checkRange, parseBoolean, parseDate, parseDecimal, parseInteger, parseOrList } from './values.js';

/** A SQL fragment with its parameters; `$?` marks a parameter, numbered when the query is assembled. */
export interface Sql {
  text: string;
  params: unknown[];
}

export function sql(text: string, ...params: unknown[]): Sql {
  const holes = text.split('$?').length - 1;
  if (holes !== params.length) throw new Error(`sql fragment has ${holes} holes and ${params.length} params: ${text}`);
  return { text, params };
}

export function joinSql(parts: Sql[], sep: string): Sql {
  return { text: parts.map((p) => p.text).join(sep), params: parts.flatMap((p) => p.params) };
}

/** Number the `$?` holes as $1, $2, ... */
export function finalize(q: Sql): { text: string; params: unknown[] } {
  let n = 0;
  return { text: q.text.replace(/\$\?/g, () => `$${++n}`), params: q.params };
}

export interface FilterContext {
  /** today (UTC date) of this request, for filters like active= */
  today: Date;
}

type Compile<T> = (value: T, fctx: FilterContext) => Sql;

interface FilterBase {
  description?: string;
  /** a filter above the free tier answers 403 tier_required when used below it */
  tier?: 'small' | 'medium' | 'large' | 'enterprise';
  /** the raw value applied when the request does not give the filter (e.g. include_inactive=false) */
  default?: string;
  /** the default is not applied when the request gives any of these filters (status=open unless active is sent) */
  defaultUnless?: readonly string[];
}

export type FilterSpec =
  | (FilterBase & { kind: 'text'; compile: Compile<string>; minLength?: number })
  | (FilterBase & { kind: 'list'; compile: Compile<string[]>; max?: number })
  | (FilterBase & { kind: 'date'; compile: Compile<Date>; rangeWith?: RangeWith })
  | (FilterBase & { kind: 'int'; compile: Compile<number>; rangeWith?: RangeWith; min?: number; max?: number })
  | (FilterBase & { kind: 'decimal'; compile: Compile<string>; rangeWith?: RangeWith })
  | (FilterBase & { kind: 'bool'; compile: Compile<boolean> })
  | (FilterBase & { kind: 'search'; minLength?: number; compile?: Compile<string> });

/**
 * The upper bound(s) a lower-bound filter is checked against (400 when the
 * range is inverted): one name, or several when aliases name the same range
 * (expiring_gte against expiring_lte and last_date_to_order_lte).
 */
export type RangeWith = string | readonly string[];

export type ParsedValue = string | string[] | Date | number | boolean;

/** Parse one raw filter value by its kind (400 on anything malformed). */
export function parseFilterValue(name: string, spec: FilterSpec, raw: string): ParsedValue {
  // PostgreSQL text cannot hold NUL; no identifier, name or date contains one
  if (raw.includes('\u0000')) throw validationError(`${name} must not contain a NUL character`);
  switch (spec.kind) {
    case 'text':
    case 'search': {
      const v = raw.trim();
      const min = spec.minLength ?? 1;
      if (v.length < min) throw validationError(min > 1 ? `${name} needs at least ${min} characters` : `${name} must not be blank`);
      return v;
    }
    case 'list':
      return parseOrList(name, raw, spec.max ?? 500);
    case 'date':
      return parseDate(name, raw);
    case 'int':
      return parseInteger(name, raw, spec.min, spec.max);
    case 'decimal':
      return parseDecimal(name, raw);
    case 'bool':
      return parseBoolean(name, raw);
  }
}

export interface CompiledFilters {
  where: Sql[];
  /** the search text, when a search filter was given (rank ordering needs it) */
  search: string | null;
  values: Record<string, ParsedValue>;
}

/** Parse and compile the given raw filter values; checks inverted ranges. */
export function compileFilters(specs: Record<string, FilterSpec>, raw: Record<string, string>, fctx: FilterContext, searchColumn = 't.search_vector', skipDefaults: readonly string[] = []): CompiledFilters {
  const values: Record<string, ParsedValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (!spec) continue;
    values[name] = parseFilterValue(name, spec, value);
  }
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.default !== undefined && values[name] === undefined && !skipDefaults.includes(name) && !spec.defaultUnless?.some((n) => values[n] !== undefined)) values[name] = parseFilterValue(name, spec, spec.default);
  }
  for (const [name, spec] of Object.entries(specs)) {
    if (!('rangeWith' in spec) || !spec.rangeWith || values[name] === undefined) continue;
    for (const high of typeof spec.rangeWith === 'string' ? [spec.rangeWith] : spec.rangeWith) {
      if (values[high] !== undefined) checkRange(name, values[name] as number | string | Date, high, values[high] as number | string | Date);
    }
  }
  const where: Sql[] = [];
  let search: string | null = null;
  for (const [name, value] of Object.entries(values)) {
    const spec = specs[name];
    if (spec.kind === 'search') {
      search = value as string;
      // a resource may widen the match (e.g. by related rows); the default is its own search vector
      where.push(spec.compile ? spec.compile(value as string, fctx) : sql(`${searchColumn} @@ websearch_to_tsquery('english', $?)`, value));
    } else {
      where.push((spec.compile as Compile<ParsedValue>)(value, fctx));
    }
  }
  return { where, search, values };
}

// ── building blocks for declarations ──

/** Escape LIKE wildcards so a substring filter matches literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column` contains any of `values` (case-insensitive substring; LIKE metacharacters escaped): an OR-list of ILIKEs. */
export function containsAny(column: string, values: string[]): Sql {
  return { text: `(${values.map(() => `${column} ILIKE $?`).join(' OR ')})`, params: values.map((v) => `%${likeEscape(v)}%`) };
}

/** `column` (an integer column) is one of `values`, each a whole number of at most 9 digits; any other value answers 400 naming `name`. */
export function wholeNumberIn(name: string, column: string, values: string[]): Sql {
  const bad = values.find((v) => !/^\d{1,9}$/.test(v));
  if (bad !== undefined) throw validationError(`${name} values must be whole numbers, got ${JSON.stringify(bad.slice(0, 80))}`);
  return sql(`${column} = ANY($?::int[])`, values.map(Number));
}

export const f = {
  /** column = any of the values (OR-list), optionally upper-cased first */
  inList(column: string, opts: { upper?: boolean; lower?: boolean; max?: number } = {}): FilterSpec {
    return {
      kind: 'list',
      max: opts.max,
      compile: (values) => {
        const v = values.map((x) => (opts.upper ? x.toUpperCase() : opts.lower ? x.toLowerCase() : x));
        return sql(`${opts.lower ? `lower(${column})` : column} = ANY($?::text[])`, v);
      },
    };
  },
  /** one exact value */
  eq(column: string, opts: { upper?: boolean; cast?: string } = {}): FilterSpec {
    return { kind: 'text', compile: (v) => sql(`${column} = $?${opts.cast ? `::${opts.cast}` : ''}`, opts.upper ? v.toUpperCase() : v) };
  },
  /** case-insensitive substring over one or more columns */
  contains(columns: string[], opts: { minLength?: number } = {}): FilterSpec {
    return {
      kind: 'text',
      minLength: opts.minLength,
      compile: (v) => ({ text: `(${columns.map((c) => `${c} ILIKE $?`).join(' OR ')})`, params: columns.map(() => `%${likeEscape(v)}%`) }),
    };
  },
  date(column: string, op: '=' | '>=' | '<=' | '>' | '<', rangeWith?: RangeWith): FilterSpec {
    return { kind: 'date', rangeWith, compile: (d) => sql(`${column} ${op} $?::date`, d.toISOString().slice(0, 10)) };
  },
  /** an integer compared as PostgreSQL int: values outside its range answer 400 unless narrower bounds are given */
  int(column: string, op: '=' | '>=' | '<=', opts: { rangeWith?: RangeWith; min?: number; max?: number } = {}): FilterSpec {
    return { kind: 'int', rangeWith: opts.rangeWith, min: opts.min ?? -2147483648, max: opts.max ?? 2147483647, compile: (n) => sql(`${column} ${op} $?::int`, n) };
  },
  decimal(column: string, op: '>=' | '<=', rangeWith?: RangeWith): FilterSpec {
    return { kind: 'decimal', rangeWith, compile: (n) => sql(`${column} ${op} $?::numeric`, n) };
  },
  bool(column: string): FilterSpec {
    return { kind: 'bool', compile: (b) => sql(`${column} = $?`, b) };
  },
  search(minLength = 1): FilterSpec {
    return { kind: 'search', minLength };
  },
};

/**
 * Did-you-mean for an unknown name (a query parameter, filter, shape field or
 * ordering field): the closest known name, or null when none is close.
 * Letter case is ignored and swapping two neighbouring letters is one edit
 * (optimal string alignment distance); a name is close within 1 edit per 3
 * characters of the unknown name, plus one, and at most 3 (GraphQL's own
 * did-you-mean uses the same kind of bound), so a short name is not matched
 * to an unrelated one. Ties go to the earlier name in `known`. A range end
 * named the way another resource names it (award_date_after where the list
 * says award_date_gte) or a bare name whose list has only its range
 * (enacted_ba) is matched to the range end first.
 */
export function suggest(name: string, known: readonly string[]): string | null {
  const ranged = rangeTwin(name, known);
  if (ranged) return ranged;
  const limit = Math.min(3, Math.floor(name.length / 3) + 1);
  const lower = name.toLowerCase();
  let best: string | null = null;
  let bestD = limit + 1;
  for (const k of known) {
    if (k === name) continue;
    const d = editDistance(lower, k.toLowerCase(), bestD);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/** The two ends of a range as resources name them: contracts say _gte/_lte, most lists _after/_before, some _min/_max or __gte/__lte. */
const RANGE_SUFFIXES = [
  ['_gte', '_after', '_min', '__gte', '_from', '_start'],
  ['_lte', '_before', '_max', '__lte', '_to', '_end'],
] as const;

/** A known name that is `name` with the other naming of the same range end (award_date_after -> award_date_gte), or a range end of a bare name (enacted_ba -> enacted_ba__gte). */
function rangeTwin(name: string, known: readonly string[]): string | null {
  const has = (k: string) => k !== name && known.includes(k);
  for (const end of RANGE_SUFFIXES) {
    // longest suffix first: __gte before _gte
    for (const suffix of [...end].sort((a, b) => b.length - a.length)) {
      if (!name.endsWith(suffix) || name.length === suffix.length) continue;
      const stem = name.slice(0, -suffix.length);
      const twin = end.map((s) => stem + s).find(has);
      if (twin) return twin;
    }
  }
  for (const end of RANGE_SUFFIXES) {
    const twin = end.map((s) => name + s).find(has);
    if (twin) return twin;
  }
  return null;
}

/** Optimal string alignment distance of a and b, or `cap` (or more) once it is known to be at least that. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) dp[i][j] = Math.min(dp[i][j], dp[i - 2][j - 2] + 1);
    }
  }
  return dp[a.length][b.length];
}
