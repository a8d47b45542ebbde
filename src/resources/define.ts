/**
 * The resource declaration. One object per resource says everything about it:
 * model and base scope, leaves and expansions (with tier gates and minimum API
 * versions), default shapes, filters, ordering, pagination, authentication and
 * REST paths. The engines derive the GraphQL types and root queries, the REST
 * routes and the shape/filter validation from it; a new resource needs no
 * engine edits.
 */
import type { ShapeField, Tier } from '../engine/shape/validate.js';
import type { FilterSpec } from '../engine/filters/sql.js';
import type { OrderingConfig } from '../engine/query/list.js';
import type { Context } from '../context.js';

export type { Tier };

export type ScalarType = 'String' | 'Int' | 'Float' | 'Boolean' | 'Date' | 'DateTime' | 'Decimal' | 'UUID' | 'JSON';

interface Common {
  description?: string;
  /** lowest plan tier that sees the field (HTTP 200, null/omitted and an upgrade hint below it) */
  tier?: Tier;
  /** lowest API version that serves the field */
  minVersion?: string;
  /** not part of `*` or any default; only when named */
  optIn?: boolean;
}

/** A scalar read from a column, or computed from selected columns. */
export interface LeafSpec extends Common {
  kind: 'leaf';
  type: ScalarType;
  list?: boolean;
  /** the Prisma field read (defaults to the REST name) */
  column?: string;
  /** computed value: the Prisma select it needs and how to read it */
  select?: Record<string, unknown>;
  get?: (row: any) => unknown;
  /** asynchronous value (batched through the request's loaders) */
  load?: (row: any, ctx: Context) => Promise<unknown>;
}

/** An object built from columns of the same row (set_aside{code,description}, period_of_performance, ...). */
export interface ComposedSpec extends Common {
  kind: 'composed';
  typeName: string;
  fields: Record<string, FieldSpec>;
  /** null when this returns true for the row (e.g. no code) */
  isNull?: (row: any) => boolean;
  nullSelect?: Record<string, unknown>;
  bareMeansAll?: boolean;
  /** the object comes from a loader rather than the row itself; sub-fields read the loaded object */
  source?: { select: Record<string, unknown>; load: (row: any, ctx: Context) => Promise<unknown> };
  /** a list of objects (e.g. from a JSON array column): `source` returns the array */
  list?: boolean;
}

/** An object or list from a Prisma relation. */
export interface RelationSpec extends Common {
  kind: 'relation';
  typeName: string;
  relation: string;
  /** Prisma model of the related rows */
  model: string;
  list: boolean;
  fields: Record<string, FieldSpec>;
  /** orderBy for list relations */
  orderBy?: Record<string, 'asc' | 'desc'>[];
  bareMeansAll?: boolean;
}

export type FieldSpec = LeafSpec | ComposedSpec | RelationSpec;

export type Pagination = 'cursor' | 'page';

export interface ResourceSpec {
  /** REST/GraphQL name of the list, e.g. 'contracts' */
  name: string;
  /** GraphQL type name of one record */
  typeName: string;
  /** Prisma model and SQL table */
  model: string;
  table: string;
  /** primary key column (also the cursor tiebreaker and the detail path identifier) */
  key: string;
  /** type of the key column (default text) */
  keyType?: 'text' | 'int' | 'uuid';
  /** SQL condition every row of this resource satisfies (e.g. family = 'contract') */
  scope?: string;
  /** check of the detail path identifier; false answers 404 */
  validKey?: (key: string) => boolean;
  normalizeKey?: (key: string) => string;
  fields: Record<string, FieldSpec>;
  defaultShape: { list: string; detail: string };
  filters: Record<string, FilterSpec>;
  /** ordering allowlist, default and unique tiebreaker (also the fixed order when orderingAllowed is false) */
  ordering: OrderingConfig;
  /** false: any ordering parameter answers 400 */
  orderingAllowed: boolean;
  pagination: Pagination;
  pageSize: number;
  auth: boolean;
  /** lowest plan tier that may call the endpoint at all (403 tier_required below it) */
  tier?: Tier;
  /** '*' allowed at the root of shape */
  rootStar?: boolean;
  /** an unknown query parameter answers 400 with a did-you-mean suggestion */
  strictParams?: boolean;
}

/** The shape-validator view of a field tree. */
export function shapeFields(fields: Record<string, FieldSpec>): Record<string, ShapeField> {
  const out: Record<string, ShapeField> = {};
  for (const [name, f] of Object.entries(fields)) {
    if (f.kind === 'leaf') out[name] = { kind: 'leaf', optIn: f.optIn };
    else out[name] = { kind: f.list ? 'list' : 'object', children: shapeFields(f.fields), optIn: f.optIn, bareMeansAll: f.bareMeansAll };
  }
  return out;
}

// ── small builders that keep declarations short ──

export const leaf = (type: ScalarType, opts: Partial<LeafSpec> = {}): LeafSpec => ({ kind: 'leaf', type, ...opts });
export const str = (opts: Partial<LeafSpec> = {}) => leaf('String', opts);
export const int = (opts: Partial<LeafSpec> = {}) => leaf('Int', opts);
export const money = (opts: Partial<LeafSpec> = {}) => leaf('Decimal', opts);
export const date = (opts: Partial<LeafSpec> = {}) => leaf('Date', opts);
export const dateTime = (opts: Partial<LeafSpec> = {}) => leaf('DateTime', opts);
export const bool = (opts: Partial<LeafSpec> = {}) => leaf('Boolean', opts);
export const uuid = (opts: Partial<LeafSpec> = {}) => leaf('UUID', opts);
export const json = (opts: Partial<LeafSpec> = {}) => leaf('JSON', opts);

/** {code, description} from two columns; null when the code is null. */
export function codePair(typeName: string, codeColumn: string, descriptionColumn: string, opts: Partial<ComposedSpec> = {}): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    fields: { code: str({ column: codeColumn }), description: str({ column: descriptionColumn }) },
    isNull: (row) => row[codeColumn] === null || row[codeColumn] === undefined,
    nullSelect: { [codeColumn]: true },
    bareMeansAll: true,
    ...opts,
  };
}

/** {code, description} read from a JSON column holding such pairs by key. */
export function jsonPair(typeName: string, column: string, key: string): ComposedSpec {
  const get = (row: any) => (row[column] && typeof row[column] === 'object' ? row[column][key] : null) ?? null;
  return {
    kind: 'composed',
    typeName,
    fields: {
      code: str({ select: { [column]: true }, get: (row) => get(row)?.code ?? null }),
      description: str({ select: { [column]: true }, get: (row) => get(row)?.description ?? null }),
    },
    isNull: (row) => get(row) === null,
    nullSelect: { [column]: true },
    bareMeansAll: true,
  };
}

/** snake_case REST name -> camelCase GraphQL name, mechanically (digits stay attached). */
export function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function pascal(name: string): string {
  const c = camel(name);
  return c[0].toUpperCase() + c.slice(1);
}
