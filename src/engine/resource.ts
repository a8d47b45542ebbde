/**
 * The resource contract: what a resource declaration may say. One object per
 * resource says everything about it: its table and key, its fields as SQL
 * (columns, expressions, objects built from the same row, joins and lists),
 * default shapes, filters, ordering, pagination, gates, scopes and REST
 * routes. `src/resources/index.ts` lists the declarations; the GraphQL types
 * and root fields, the REST routes, the plan compiler and the fuzz suite are
 * all derived from that registry, so a new resource touches its own file and
 * one registry line.
 *
 * Field SQL is written against a row alias passed in (`t` for the record,
 * another alias inside joins): `sql: (t) => \`${t}.award_date\``. Values are
 * whatever PostgreSQL's JSON rendering makes of the expression; DateTime
 * leaves are rendered as ISO 8601 UTC with milliseconds, Decimal leaves as
 * JSON numbers in REST and exact strings in GraphQL. Field SQL may name the
 * request's UTC calendar day (Context.today) as REQUEST_TODAY (`$today`),
 * bound per request as a date parameter: fields derived at query time (e.g.
 * is_currently_excluded) then agree with filters that compare with the same
 * day.
 */
import type { FilterSpec } from './filters/sql.js';
import type { OrderingConfig, RawQuery } from './query/list.js';
import type { Sql } from './filters/sql.js';
import type { BracketParam, ShapeField, Tier } from './shape/validate.js';
import type { Context } from '../context.js';

export type { Tier };

export type ScalarType = 'String' | 'Int' | 'Float' | 'Boolean' | 'Date' | 'DateTime' | 'Decimal' | 'UUID' | 'URL' | 'JSON';

/** An SQL expression over a row alias. */
export type RowSql = (alias: string) => string;

interface Common {
  description?: string;
  /** lowest plan tier that sees the field (HTTP 200, null/omitted and an upgrade hint below it) */
  tier?: Tier;
  /** lowest API version that serves the field */
  minVersion?: string;
  /** not part of `*` or any default; only when named */
  optIn?: boolean;
  /**
   * computed by detail endpoints only: a list answers null in its place (a
   * stub, whatever sub-fields were named), without computing it
   */
  detailOnly?: boolean;
  /**
   * bracket parameters of an expansion (`name[key=value](…)`, document 1
   * "Response shaping" 4; GraphQL: arguments of the field): name, default
   * and bounds. The shape validator resolves them (400 out of bounds) and a
   * join's `table` function receives the resolved values.
   */
  params?: Record<string, BracketParam>;
}

/** A scalar: a column of the row (default: the field's own name) or an SQL expression. */
export interface LeafSpec extends Common {
  kind: 'leaf';
  type: ScalarType;
  list?: boolean;
  /** the column read (defaults to the REST name) */
  column?: string;
  /** an SQL expression instead of a column */
  sql?: RowSql;
  /** REST omits the key when the value is null (e.g. a search snippet present only on a match); GraphQL answers null */
  omitWhenNull?: boolean;
  /**
   * GraphQL output type: an enum of these values (the stored values, which
   * must be valid GraphQL names and among them); filters stay strings.
   * Enums of one name are one type. REST is unaffected.
   */
  graphqlEnum?: { name: string; values: readonly string[]; description?: string; descriptions?: Readonly<Record<string, string>> };
  /**
   * GraphQL gives the value as a String while REST keeps its JSON type (an
   * integer NAICS code is a number in REST, a String like every other NAICS
   * code in GraphQL): the plan casts it to text for GraphQL only.
   */
  graphqlText?: boolean;
  /** never null (GraphQL non-null): keys and other values the row always has; not for gated fields */
  nonNull?: boolean;
}

/**
 * "Scalar, or expansion" (document 2, OTIDV): the bare name yields a scalar
 * (a raw code, a raw snapshot) and `name(...)` the expansion. GraphQL cannot
 * give one field two types, so there the expansion keeps the name and the
 * scalar is a field of its own, `graphqlName` (snake case, camelCased like
 * every name): `typeOfOtAgreement { code }` and `typeOfOtAgreementCode`.
 * Inside `*` the field is expanded with all its sub-fields.
 */
export interface BareScalar {
  leaf: LeafSpec;
  graphqlName: string;
}

/** An object built from the same row (set_aside{code,description}, period_of_performance, ...). */
export interface ComposedSpec extends Common {
  kind: 'composed';
  typeName: string;
  fields: Record<string, FieldSpec>;
  /** the object is null when this SQL condition holds (e.g. no code) */
  nullWhen?: RowSql;
  bareMeansAll?: boolean;
  /**
   * A list of objects from a JSON array: the expression yields a jsonb array,
   * and the sub-fields' SQL reads each element (the alias is the element).
   */
  jsonArray?: RowSql;
  list?: boolean;
  /** the bare name yields this scalar instead of the expansion (see BareScalar) */
  bareScalar?: BareScalar;
}

/** An object or list from another table, joined on a condition. */
export interface JoinSpec extends Common {
  kind: 'join';
  typeName: string;
  /**
   * the table joined, or a derived table over the parent row: SQL text of a
   * FROM item given the parent alias (e.g. one aggregate row per record,
   * `(SELECT count(*) AS n FROM award i WHERE i.vehicle_uuid = ${parent}.uuid)`)
   */
  table: string | ((parent: string, params: Readonly<Record<string, number>>) => string);
  list: boolean;
  /** join condition over the parent and child aliases */
  on: (parent: string, child: string) => string;
  /** ORDER BY of a list, over the child alias (of a single object: which matching row is taken) */
  orderBy?: RowSql;
  fields: Record<string, FieldSpec>;
  bareMeansAll?: boolean;
  /** the bare name yields this scalar instead of the expansion (see BareScalar) */
  bareScalar?: BareScalar;
  /** a list with no rows is null rather than an empty list (e.g. budget narratives: "null when none") */
  emptyAsNull?: boolean;
  /**
   * rows filtered by a request parameter of the detail endpoint (one of the
   * resource's `detailParams`) when the request gives it: `where` over the
   * child alias and `value`, the SQL placeholder of the parameter (bound as
   * text, never interpolated). Lists never apply it.
   */
  param?: { name: string; where: (child: string, value: string) => string };
}

export type FieldSpec = LeafSpec | ComposedSpec | JoinSpec;

export type Pagination = 'cursor' | 'page';

/** A scoped list: the records under one parent (e.g. the contracts of one entity). */
export interface ListScope {
  /** GraphQL argument name */
  arg: string;
  description: string;
  /** SQL condition for the scope value */
  where: (value: string) => Sql;
  /** a value of the wrong form names no parent (404 before any SQL, e.g. a non-UUID) */
  valid?: (value: string) => boolean;
  /** whether the parent exists (asked only when the page is empty: an unknown parent answers 404) */
  exists: (raw: RawQuery, value: string) => Promise<boolean>;
}

export interface RestRoute {
  /** Hono path, e.g. /api/entities/:uei/contracts/ */
  path: string;
  /** 'aggregate': the resource's `aggregate` over the rows its list filters match (declare it before a detail route it could be mistaken for) */
  kind: 'list' | 'detail' | 'aggregate';
  /** path parameter carrying the detail key */
  param?: string;
  /** scoped list: which scope argument the path parameter fills */
  scope?: { arg: string; param: string };
  /** detail route: further path parameters passed as the detail parameters of the same names (they win over query parameters) */
  pathParams?: string[];
}

/**
 * One object computed over every row a list request matches (e.g. totals):
 * the list's gates and filters, no ordering or pagination, one statement.
 * `table` is an SQL FROM item of exactly one row given `rows`, the
 * parenthesised SELECT of the matching rows (every column); `fields` read
 * that row (alias t) and are shaped like a record's (REST `shape`, the
 * GraphQL selection). Served by the resource's routes of kind 'aggregate'
 * and the GraphQL root field `field(filter:)`.
 */
export interface AggregateSpec {
  /** GraphQL root field */
  field: string;
  typeName: string;
  description: string;
  table: (rows: string) => string;
  fields: Record<string, FieldSpec>;
  defaultShape: string;
}

/** An endpoint family with its own daily budget (e.g. the labor-rate endpoints). */
export interface PremiumSpec {
  /** counter name, shared by every resource of the family */
  family: string;
  /** for the 429 message: "labor-rate endpoints" */
  label: string;
}

/** A documented path prefix whose resources have not landed: its unserved paths answer 501. */
export interface PlannedPrefix {
  /** e.g. '/api/idvs/' */
  prefix: string;
  /** the issue that builds it */
  issue: number;
}

/** REST paths of `routes` under `prefix`, in the spec's notation (`/api/idvs/{key}/awards/`). */
export function servedUnder(prefix: string, routes: RestRoute[]): string[] {
  return routes.map((r) => r.path.replace(/:([A-Za-z_]+)/g, '{$1}')).filter((p) => p.startsWith(prefix) && p !== prefix);
}

export interface ResourceSpec {
  /** REST/GraphQL name of the list, e.g. 'contracts' */
  name: string;
  /** GraphQL type name of one record */
  typeName: string;
  /** GraphQL root field of one record, e.g. 'contract' */
  single: string;
  /** SQL table */
  table: string;
  /** primary key column (also the cursor tiebreaker and the detail path identifier) */
  key: string;
  /** type of the key column (default text) */
  keyType?: 'text' | 'int' | 'uuid';
  /** SQL condition every row of this resource satisfies (e.g. family = 'contract') */
  scope?: string;
  /**
   * Filters that select rows of a related table rather than the record's own
   * (protest cases by their dockets): a record matches when at least one
   * related row satisfies every given filter together, and counts and pages
   * are of records. The filters' SQL is written over `alias`; a `search`
   * filter reads `${alias}.search_vector`.
   */
  filterRows?: { table: string; alias: string; on: (parent: string, child: string) => string };
  /** check of the detail path identifier; false answers 404 */
  validKey?: (key: string) => boolean;
  normalizeKey?: (key: string) => string;
  fields: Record<string, FieldSpec>;
  /**
   * `verbose`: the list default when a REST request says verbose=true (a
   * wider default; GraphQL selects its fields); a shape given wins
   */
  defaultShape: { list: string; detail: string; verbose?: string };
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
  /**
   * a premium budget (document 1 "Limits"): a request that reads this
   * resource, through one of its REST routes or its GraphQL root fields,
   * spends one request of the family's daily budget, which replaces the
   * daily and burst windows for it; resources naming the same family share
   * one counter (src/http/ratelimit/premium.ts reads this)
   */
  premium?: PremiumSpec;
  /** '*' allowed at the root of shape */
  rootStar?: boolean;
  /**
   * further names of REST query parameters, alias -> our name (a filter,
   * detail parameter or control parameter of this resource): a request
   * giving the alias is served exactly as one giving our name, and giving
   * both answers 400. Names an older public API used where our spec names
   * the parameter differently, so its clients keep working; any other
   * unknown parameter answers 400 with a did-you-mean (src/rest/router.ts).
   * Set from src/resources/param-aliases.ts.
   */
  paramAliases?: Readonly<Record<string, string>>;
  scopes?: ListScope[];
  /** lists exist only under a parent: a list request naming none of `scopes` answers 400 (GraphQL; every REST route names one) */
  scopeRequired?: boolean;
  routes: RestRoute[];
  /**
   * request parameters of the detail endpoint (REST query parameters,
   * arguments of the GraphQL detail field) that joins read through `param`
   * (e.g. vehicles: `search` filters the expanded awardees)
   */
  detailParams?: Record<string, DetailParam>;
  /**
   * a deprecated surface (document 1, Versioning 4): the reason, shown as the
   * GraphQL root fields' deprecation; the REST routes answer `Deprecation: true`
   */
  deprecated?: string;
  /**
   * a beta surface (document 1, Versioning 3: state and local solicitations,
   * budget accounts): what may still change. The OpenAPI document and the
   * typed client mark it; GraphQL descriptions say it.
   */
  beta?: string;
  /** no list: only the detail (no GraphQL list root field, no list routes) */
  listless?: boolean;
  /**
   * exactly one record, without a key (a rollup): the detail reads the one
   * row of `from`, an SQL FROM item (e.g. a subquery of aggregates), aliased
   * t; its REST detail routes have no path parameter and its GraphQL detail
   * field no key argument. Implies `listless`. `cacheTtlMs`: the record's
   * JSON is kept per instance for that long per selection, never beyond a
   * data change (the count cache's notifications clear it; no cache while
   * they cannot be heard)
   */
  singleton?: { from: string; cacheTtlMs?: number };
  /**
   * the rows this caller may see (storefront requests: those under the
   * caller's own linked contracts): an SQL condition over alias t built from
   * the request context, added to every list page, count and detail of the
   * resource, so rows outside it are absent from lists and their details
   * answer exactly as an unknown key does. It is part of the request's own
   * statement, so it is read on every call.
   */
  visibility?: (ctx: Context) => Sql;
  /** true: list counts are never cached (the visible rows change without a data-change notification, e.g. with `visibility`) */
  uncachedCount?: boolean;
  /**
   * endpoints of the resource besides its list and detail (an access report,
   * a download that redirects): GET (and HEAD) at `path`, another method
   * 405; mounted with the REST routes, behind the same authentication and
   * rate limits
   */
  endpoints?: ResourceEndpoint[];
  /** an aggregate over the list's matching rows (routes of kind 'aggregate' and a GraphQL root field) */
  aggregate?: AggregateSpec;
  /**
   * Members a list envelope carries besides count/next/previous/results,
   * computed from the request's scope value without a query (e.g. the
   * account-year a drill-down lists under): REST members before `results`,
   * fields of the GraphQL page type (camelCased).
   */
  envelope?: {
    fields: Record<string, { type: 'String' | 'Int'; description?: string }>;
    values: (scope: { arg: string; value: string } | undefined) => Record<string, string | number | null>;
  };
  /**
   * Response headers of a successful list or detail answer (REST, and the
   * GraphQL responses that read the resource), e.g. the budget publication
   * headers; called after the statement, so it should be cheap
   * (ctx.counts.remember keeps a value until the data changes).
   */
  headers?: (ctx: Context) => Promise<Record<string, string>>;
  /**
   * The names of the headers `headers` can add (e.g. X-Service-Data-As-Of):
   * the OpenAPI document declares them, optional, on the resource's list,
   * detail, aggregate and export answers (src/openapi/components.ts
   * describes each name).
   */
  headerNames?: readonly string[];
}

/** A request to one of a resource's own endpoints. */
export interface EndpointRequest {
  url: URL;
  /** path parameters by name (one holding a NUL character answers 404 before the handler runs) */
  params: ReadonlyMap<string, string>;
  /** base address of absolute links: PUBLIC_BASE_URL, else the request's origin */
  baseUrl: string;
}

/** One answer of a resource endpoint, as the OpenAPI document declares it (ResourceEndpoint.responses). */
export interface EndpointResponse {
  description: string;
  /**
   * JSON Schema (2020-12) of the JSON body; without it a success answer's
   * body is not JSON (e.g. a document's bytes in their own media type) and
   * an error answer's is the shared error body of its status
   */
  schema?: Readonly<Record<string, unknown>>;
  /** headers the answer always carries besides those of every /api/ answer: name -> description */
  headers?: Readonly<Record<string, string>>;
}

/** An endpoint of a resource that is neither its list nor its detail (see ResourceSpec.endpoints). */
export interface ResourceEndpoint {
  /** Hono path, e.g. /api/ebuy/access/ */
  path: string;
  description: string;
  handle: (req: EndpointRequest, ctx: Context) => Promise<Response>;
  /**
   * whether the endpoint needs credentials (default: the resource's `auth`).
   * false: no credentials are needed (e.g. a signed URL, whose token is the
   * credential); the OpenAPI document declares no security requirement. The
   * handler is what enforces either: this only describes it. Credentials
   * that are sent must still be valid (401 on every /api/ path).
   */
  auth?: boolean;
  /**
   * What the handler answers, by status, for the OpenAPI document (without
   * it: a generic 200 and 302). When given it is complete besides the
   * answers any /api/ request can get (400 validation_error for a query
   * parameter, 401 for bad credentials, 429): a 403 listed means the
   * resource's tier gate applies (none listed: the endpoint has no tier
   * gate); 404, 503 and the like are listed when the handler gives them.
   */
  responses?: Readonly<Record<number, EndpointResponse>>;
}

/** A text parameter of a detail request: trimmed; blank or shorter than minLength answers 400. */
export interface DetailParam {
  description: string;
  minLength?: number;
  /** a detail request without it answers 400 (a non-null GraphQL argument) */
  required?: boolean;
  /** checks the trimmed value and returns the value bound (throws a 400 ApiError when it is not acceptable) */
  normalize?: (value: string) => string;
}

/** The shape-validator view of a field tree (cached per tree). */
const shapeCache = new WeakMap<Record<string, FieldSpec>, Record<string, ShapeField>>();
export function shapeFields(fields: Record<string, FieldSpec>): Record<string, ShapeField> {
  let out = shapeCache.get(fields);
  if (out) return out;
  out = Object.create(null) as Record<string, ShapeField>;
  for (const [name, f] of Object.entries(fields)) {
    if (f.kind === 'leaf') out[name] = { kind: 'leaf', optIn: f.optIn };
    else out[name] = { kind: f.list ? 'list' : 'object', children: shapeFields(f.fields), optIn: f.optIn, bareMeansAll: f.bareMeansAll, bareLeaf: !!f.bareScalar, params: f.params };
  }
  shapeCache.set(fields, out);
  return out;
}

/**
 * The GraphQL view of a field tree: each scalar-or-expansion field becomes
 * two fields, the expansion under its own name and the scalar under its
 * `graphqlName` (reading what the bare REST name reads). Trees without such
 * fields are returned as they are; results are cached per tree. A
 * `graphqlName` that collides with another field is a declaration error.
 */
const graphqlCache = new WeakMap<Record<string, FieldSpec>, Record<string, FieldSpec>>();
export function graphqlFields(fields: Record<string, FieldSpec>): Record<string, FieldSpec> {
  const cached = graphqlCache.get(fields);
  if (cached) return cached;
  let changed = false;
  const out: Record<string, FieldSpec> = {};
  for (const [name, f] of Object.entries(fields)) {
    if (f.kind === 'leaf') {
      out[name] = f;
      continue;
    }
    const sub = graphqlFields(f.fields);
    const { bareScalar, ...rest } = f;
    if (sub !== f.fields || bareScalar) changed = true;
    out[name] = (sub !== f.fields || bareScalar ? { ...rest, fields: sub } : f) as FieldSpec;
    if (bareScalar) {
      const twin = bareScalar.graphqlName;
      if (Object.hasOwn(fields, twin) || Object.hasOwn(out, twin)) throw new Error(`graphqlName ${twin} of ${name} collides with another field`);
      // the scalar reads what the bare REST name reads: its column defaults to the field's REST name
      out[twin] = { ...bareScalar.leaf, ...(bareScalar.leaf.sql ? {} : { column: bareScalar.leaf.column ?? name }), tier: bareScalar.leaf.tier ?? f.tier, minVersion: bareScalar.leaf.minVersion ?? f.minVersion, optIn: bareScalar.leaf.optIn ?? f.optIn };
    }
  }
  const result = changed ? out : fields;
  graphqlCache.set(fields, result);
  return result;
}

/** Scalar or expansion: `expansion`, whose bare name yields `leaf` (GraphQL: `graphqlName`). */
export function scalarOr<T extends ComposedSpec | JoinSpec>(expansion: T, leaf: LeafSpec, graphqlName: string): T {
  return { ...expansion, bareScalar: { leaf, graphqlName } };
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
/** an absolute URL (text; GraphQL: the URL scalar, given as stored) */
export const url = (opts: Partial<LeafSpec> = {}) => leaf('URL', opts);
export const json = (opts: Partial<LeafSpec> = {}) => leaf('JSON', opts);

/** {code, description} from two columns; null when the code is null. */
export function codePair(typeName: string, codeColumn: string, descriptionColumn: string, opts: Partial<ComposedSpec> = {}): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    fields: { code: str({ column: codeColumn }), description: str({ column: descriptionColumn }) },
    nullWhen: (t) => `${t}.${codeColumn} IS NULL`,
    bareMeansAll: true,
    ...opts,
  };
}

/** {code, description} read from a jsonb column holding such pairs by key. */
export function jsonPair(typeName: string, column: string, key: string): ComposedSpec {
  const at = (t: string) => `${t}.${column}->'${key}'`;
  return {
    kind: 'composed',
    typeName,
    fields: {
      code: str({ sql: (t) => `${at(t)}->>'code'` }),
      description: str({ sql: (t) => `${at(t)}->>'description'` }),
    },
    nullWhen: (t) => `jsonb_typeof(${at(t)}) IS DISTINCT FROM 'object'`,
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
