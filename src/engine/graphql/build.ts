/**
 * GraphQL types and root fields derived from a resource declaration. Record
 * types are plain object types whose fields read properties of the json the
 * plan compiler had PostgreSQL build (camelCase keys), so nested fields cost
 * a property read; the root resolvers plan the selection set and run one
 * statement through the shared root resolver (src/engine/plan/run.ts).
 *
 * Field gates (tier, minimum API version) travel as field extensions: the
 * plan never selects a gated field, and the gating transform
 * (src/engine/gating/transform.ts) resolves it to null and records the hint.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../builder.js';
import type { Context } from '../../context.js';
import { camel, graphqlFields, type FieldSpec, type LeafSpec, type ResourceSpec } from '../resource.js';
import type { FilterSpec } from '../filters/sql.js';
import { validationError } from '../errors.js';
import { PLANS } from '../../plans.js';
import { FIELD_DESCRIPTIONS, FILTER_DESCRIPTIONS, TYPE_DESCRIPTIONS, TYPE_FIELD_DESCRIPTIONS } from './descriptions.js';
import { selectionFromInfo } from '../plan/graphql-selection.js';
import { detailParams, runAggregate, runDetail, runList, type ListPage } from '../plan/run.js';
import type { Selection } from '../shape/validate.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyRef = any;

const refs = new Map<string, AnyRef>();

export interface FieldExtensions {
  rest: string;
  tier?: string;
  minVersion?: string;
}

function ext(rest: string, spec: FieldSpec): { gate: FieldExtensions } {
  return { gate: { rest, tier: spec.tier, minVersion: spec.minVersion } };
}

const enums = new Map<string, AnyRef>();

/** The GraphQL enum of a leaf's `graphqlEnum` (one type per name). */
function enumRef(e: NonNullable<LeafSpec['graphqlEnum']>): AnyRef {
  let ref = enums.get(e.name);
  if (!ref) {
    ref = builder.enumType(e.name, {
      description: e.description ?? TYPE_DESCRIPTIONS[e.name] ?? `A closed vocabulary: ${e.values.join(', ')}.`,
      values: Object.fromEntries(e.values.map((v) => [v, { value: v, description: e.descriptions?.[v] ?? humanize(v) }])),
    });
    enums.set(e.name, ref);
  }
  return ref;
}

function scalar(spec: LeafSpec): AnyRef {
  const base = spec.graphqlEnum ? enumRef(spec.graphqlEnum) : spec.graphqlText ? 'String' : spec.type;
  return spec.list ? [base] : base;
}

/**
 * One shared type for every plain {code, description} object (set-asides,
 * competition codes, agencies' code pairs...): the same two String fields,
 * ungated, whatever the declaration calls its type.
 */
export const CODE_DESCRIPTION = 'CodeDescription';
function isCodePair(spec: FieldSpec): boolean {
  if (spec.kind === 'leaf') return false;
  const names = Object.keys(spec.fields);
  if (names.length !== 2 || names[0] !== 'code' || names[1] !== 'description') return false;
  return Object.values(spec.fields).every((f) => f.kind === 'leaf' && f.type === 'String' && !f.list && !f.tier && !f.minVersion && !f.graphqlEnum && !f.optIn && !f.detailOnly && !f.description);
}
const graphqlTypeName = (spec: Exclude<FieldSpec, LeafSpec>): string => (isCodePair(spec) ? CODE_DESCRIPTION : spec.typeName);

/** "award_date" -> "Award date." (the last resort when neither the declaration nor the tables describe a field) */
function humanize(rest: string): string {
  const words = rest.replace(/_/g, ' ').trim();
  return `${words[0].toUpperCase()}${words.slice(1)}.`;
}

/**
 * A field's description: the declaration's own, else the per-type table,
 * else the per-name table (src/engine/graphql/descriptions.ts), else the
 * name in words; then what gates it (plan tier, API version, detail only)
 * and its REST name when camelCase changed it.
 */
export function fieldDescription(typeName: string, rest: string, spec: FieldSpec): string {
  const base = spec.description ?? TYPE_FIELD_DESCRIPTIONS[typeName]?.[rest] ?? FIELD_DESCRIPTIONS[rest] ?? humanize(rest);
  const notes: string[] = [base.endsWith('.') || base.endsWith(')') ? base : `${base}.`];
  if (spec.tier) notes.push(`Needs the ${PLANS[spec.tier].label} plan or higher: below it the field is null and the response's extensions carry an upgrade hint.`);
  if (spec.minVersion) notes.push(`Served from API version ${spec.minVersion}: null on earlier versions.`);
  if (spec.detailOnly) notes.push('Computed by the single-record query only: null in lists.');
  if (camel(rest) !== rest) notes.push(`REST: \`${rest}\`.`);
  return notes.join(' ');
}

const KIND_NOTE: Record<FilterSpec['kind'], string> = {
  text: 'Text.',
  search: 'Full-text search words.',
  list: 'One value or a list (REST: an OR-list joined by | or OR).',
  date: 'A date (YYYY-MM-DD).',
  int: 'A whole number.',
  decimal: 'An exact decimal amount.',
  bool: 'true or false.',
};

/** A filter's description: the declaration's, else the table's, else its kind; with its limits and gate. */
function filterDescription(resource: string, name: string, f: FilterSpec): string {
  const base = f.description ?? FILTER_DESCRIPTIONS[resource]?.[name] ?? KIND_NOTE[f.kind];
  const notes = [base.endsWith('.') ? base : `${base}.`];
  if (f.kind === 'list') notes.push(`At most ${f.max ?? 500} values.`);
  if (f.kind === 'int' && f.min !== undefined && f.max !== undefined && f.max < 2147483647) notes.push(`From ${f.min} to ${f.max}.`);
  if (f.default !== undefined) notes.push(`Default when not given: ${f.default}${f.defaultUnless?.length ? ` (unless ${f.defaultUnless.map(camel).join(' or ')} is given)` : ''}.`);
  if (f.tier) notes.push(`Needs the ${PLANS[f.tier].label} plan or higher (403 tier_required below it).`);
  notes.push(`REST: \`${name}\`.`);
  return notes.join(' ');
}

/** The GraphQL input type of a filter: typed by its kind; OR-lists are lists (a single value is a list of one). */
function filterInputType(f: FilterSpec): AnyRef {
  switch (f.kind) {
    case 'list':
      return ['String'];
    case 'date':
      return 'Date';
    case 'int':
      return 'Int';
    case 'decimal':
      return 'Decimal';
    case 'bool':
      return 'Boolean';
    default:
      return 'String';
  }
}

/** A coerced GraphQL filter value as the REST parameter text the engine parses (one parser for both). */
export function restFilterValue(v: unknown): string {
  if (Array.isArray(v)) return v.map(restFilterValue).join('|');
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}

let sortDirection: AnyRef = null;
function sortDirectionRef(): AnyRef {
  sortDirection ??= builder.enumType('SortDirection', {
    description: 'Direction of an ordering field.',
    values: { ASC: { value: 'ASC', description: 'Ascending (nulls last).' }, DESC: { value: 'DESC', description: 'Descending (nulls last).' } },
  });
  return sortDirection;
}

/** An object type over a field tree; nested objects and lists get their own types. */
function objectType(typeName: string, fields: Record<string, FieldSpec>, description?: string): AnyRef {
  const existing = refs.get(typeName);
  if (existing) return existing;
  const ref = builder.objectRef<any>(typeName);
  refs.set(typeName, ref);
  // nested types first: Pothos cannot add types while it builds fields
  for (const f of Object.values(fields)) if (f.kind !== 'leaf') objectType(graphqlTypeName(f), f.fields, isCodePair(f) ? TYPE_DESCRIPTIONS[CODE_DESCRIPTION] : (TYPE_DESCRIPTIONS[f.typeName] ?? f.description));
  for (const f of Object.values(fields)) if (f.kind === 'leaf' && f.graphqlEnum) enumRef(f.graphqlEnum);
  ref.implement({
    description: description ?? TYPE_DESCRIPTIONS[typeName] ?? `${humanize(typeName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())}`,
    fields: (t: any) => {
      const out: Record<string, AnyRef> = {};
      for (const [rest, spec] of Object.entries(fields)) {
        const name = camel(rest);
        // a value the row always has and no gate can withhold is non-null
        const nonNull = spec.kind === 'leaf' && !!spec.nonNull && !spec.tier && !spec.minVersion && !spec.detailOnly;
        const common = { nullable: !nonNull, description: fieldDescription(typeName, rest, spec), extensions: ext(rest, spec) };
        if (spec.kind === 'leaf') out[name] = t.expose(name, { type: scalar(spec), ...common });
        else {
          const type = refs.get(graphqlTypeName(spec));
          // a joined list is never null (an empty list at worst) unless a gate may withhold it
          const nullable = !(spec.kind === 'join' && spec.list && !spec.tier && !spec.minVersion && !spec.emptyAsNull);
          const params = Object.entries(spec.params ?? {});
          // bracket parameters (REST name[key=n](…)) are Int arguments; the selection reads and bounds them
          out[name] = params.length
            ? t.field({
                type: spec.list ? [type] : type,
                ...common,
                nullable,
                args: Object.fromEntries(params.map(([k, p]) => [camel(k), t.arg.int({ description: `REST ${rest}[${k}=n](…): ${p.min} to ${p.max}, default ${p.default}.` })])),
                resolve: (parent: Record<string, unknown>) => parent[name],
              })
            : t.expose(name, { type: spec.list ? [type] : type, ...common, nullable });
        }
      }
      return out;
    },
  });
  return ref;
}

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  ordering?: string | null;
  orderBy?: { field: string; direction?: 'ASC' | 'DESC' | null }[] | null;
  limit?: number | null;
  cursor?: string | null;
  page?: number | null;
  [scope: string]: unknown;
}

/** Parse the json texts of a page once: nested fields are then plain property reads. */
function parsed(page: ListPage): ListPage & { results: unknown[] } {
  return { ...page, results: JSON.parse(`[${page.rows.join(',')}]`) as unknown[] };
}

export interface BuiltResource {
  listField: string;
  detailField: string;
  filterType: string;
  /** the list root field's work for coerced arguments and a selection of records (also run by direct execution) */
  list(args: ListArgs, sel: Selection, ctx: Context): Promise<ListPage & { results: unknown[] }>;
  /** the detail root field's work: the record, or null */
  detail(args: Record<string, unknown>, sel: Selection, ctx: Context): Promise<unknown>;
  /** the same page with each record as PostgreSQL's JSON text */
  listPage(args: ListArgs, sel: Selection, ctx: Context): Promise<ListPage>;
  /** the same record as PostgreSQL's JSON text, or null */
  detailText(args: Record<string, unknown>, sel: Selection, ctx: Context): Promise<string | null>;
}

/** The GraphQL surface of one resource: record type, filter input, page type, list and detail root fields. */
/** The REST paths of a resource's routes of one kind, for descriptions. */
const restPaths = (spec: ResourceSpec, kind: 'list' | 'detail' | 'aggregate') => spec.routes.filter((r) => r.kind === kind).map((r) => r.path.replace(/:([A-Za-z_]+)/g, '{$1}')).join(', ');

/** Beta and deprecation notes of a root field (document 1, Versioning 3 and 4). */
const surfaceNote = (spec: ResourceSpec) => (spec.beta ? ` ${spec.beta}` : '');

/**
 * The REST ordering text of a GraphQL request: `orderBy` ([{field, direction}],
 * enum fields) or `ordering` (the REST syntax, with camelCase names accepted
 * too: "-awardDate" is "-award_date"); not both.
 */
function orderingText(args: ListArgs, camelNames: ReadonlyMap<string, string>): string | null | undefined {
  if (args.orderBy && args.ordering) throw validationError('give ordering or orderBy, not both');
  if (args.orderBy) return args.orderBy.length ? args.orderBy.map((o) => `${o.direction === 'DESC' ? '-' : ''}${o.field}`).join(',') : null;
  if (typeof args.ordering !== 'string') return args.ordering;
  return args.ordering
    .split(',')
    .map((term) => {
      const t = term.trim();
      const desc = t.startsWith('-');
      const name = desc ? t.slice(1) : t;
      return `${desc ? '-' : ''}${camelNames.get(name) ?? name}`;
    })
    .join(',');
}

export function buildResource(spec: ResourceSpec, guard: <T>(fn: () => Promise<T>) => Promise<T>): BuiltResource {
  // the record's key is never null (unless a gate could withhold it)
  const keyed = graphqlFields(spec.fields);
  const keyField = Object.entries(keyed).find(([n, f]) => f.kind === 'leaf' && !f.sql && (f.column ?? n) === spec.key);
  const recordFields = keyField && !spec.singleton ? { ...keyed, [keyField[0]]: { ...(keyField[1] as LeafSpec), nonNull: true } } : keyed;
  const record = objectType(spec.typeName, recordFields, TYPE_DESCRIPTIONS[spec.typeName] ?? `One ${spec.name.replace(/_/g, ' ')} record (REST: ${restPaths(spec, 'detail') || restPaths(spec, 'list')}).`);
  const filterType = `${spec.typeName}Filter`;
  const names = new Map(Object.keys(spec.filters).map((n) => [camel(n), n]));
  // a detail-only resource (spec.listless) has no filter input, page type or list root field
  const filterInput = spec.listless ? null : builder.inputType(filterType, {
    description: `Filters of ${spec.name.replace(/_/g, ' ')}: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply.`,
    fields: (t) => Object.fromEntries(Object.entries(spec.filters).map(([name, f]) => [camel(name), t.field({ type: filterInputType(f), description: filterDescription(spec.name, name, f) })])),
  });
  // ordering: the allowlist as an enum (camelCase values), REST names in the ordering string
  const orderNames = Object.keys(spec.ordering.fields).concat(spec.ordering.rank && !spec.ordering.rankInternal ? ['rank'] : []);
  const camelOrder = new Map(orderNames.map((n) => [camel(n), n]));
  const orderInput = spec.listless || !spec.orderingAllowed || orderNames.length === 0 ? null : builder.inputType(`${spec.typeName}OrderBy`, {
    description: `One ordering field of ${spec.name.replace(/_/g, ' ')} and its direction; ties are broken by the record key.`,
    fields: (t) => ({
      field: t.field({
        type: builder.enumType(`${spec.typeName}OrderByField`, {
          description: `Fields ${spec.name.replace(/_/g, ' ')} can be ordered by (REST: the ordering parameter's names).`,
          values: Object.fromEntries(orderNames.map((n) => [camel(n), { value: n, description: n === 'rank' ? 'Search relevance (only with a search).' : `REST: \`${n}\`.` }])),
        }),
        required: true,
        description: 'The field.',
      }),
      direction: t.field({ type: sortDirectionRef(), defaultValue: 'ASC', description: 'Ascending by default.' }),
    }),
  });
  const page = builder.objectRef<ListPage & { results: unknown[] }>(`${spec.typeName}Page`);
  if (!spec.listless) page.implement({
    description:
      spec.pagination === 'cursor'
        ? `A keyset page of ${spec.name.replace(/_/g, ' ')}: pass \`next\` (or \`previous\`) back as \`cursor\` to walk the list.`
        : `A numbered page of ${spec.name.replace(/_/g, ' ')}: \`next\`/\`previous\` are the neighbouring page numbers.`,
    fields: (t) => ({
      count: t.exposeInt('count', { nullable: false, description: 'Records matching the filters, on all pages.' }),
      next: t.exposeString('next', { nullable: true, description: spec.pagination === 'cursor' ? 'Cursor of the next page; null on the last page.' : 'Number of the next page; null on the last page.' }),
      previous: t.exposeString('previous', { nullable: true, description: spec.pagination === 'cursor' ? 'Cursor of the previous page; null on the first page.' : 'Number of the previous page; null on the first page.' }),
      cursor: t.exposeString('cursor', { nullable: true, description: 'The cursor of this page (cursor lists); null on the first page and on numbered lists.' }),
      page: t.exposeInt('page', { nullable: true, description: 'This page number (numbered lists); null on cursor lists.' }),
      limit: t.exposeInt('limit', { nullable: false, description: 'Page size.' }),
      // further envelope members (spec.envelope), camelCased
      ...Object.fromEntries(
        Object.entries(spec.envelope?.fields ?? {}).map(([name, e]) => [
          camel(name),
          t.field({ type: e.type, nullable: true, description: e.description ?? humanize(name), resolve: (p) => (p.envelope?.[name] ?? null) as never }),
        ]),
      ),
      results: t.field({ type: [record], nullable: false, description: 'The records of this page.', resolve: (p) => p.results as never }),
    }),
  });
  const scopes = spec.scopes ?? [];
  const listField = spec.listless ? '' : camel(spec.name);
  const listPage = (args: ListArgs, sel: Selection, ctx: Context) => {
    const filter = new Map<string, string>();
    for (const [k, v] of Object.entries(args.filter ?? {})) if (v !== null && v !== undefined) filter.set(names.get(k) ?? k, restFilterValue(v));
    const scope = scopes.find((s) => typeof args[s.arg] === 'string');
    const req = { filter, ordering: orderingText(args, camelOrder), limit: args.limit, cursor: args.cursor, page: args.page, scope: scope ? { arg: scope.arg, value: args[scope.arg] as string } : undefined };
    return runList(spec, req, sel, 'graphql', ctx);
  };
  const list = async (args: ListArgs, sel: Selection, ctx: Context) => parsed(await listPage(args, sel, ctx));
  // detail parameters are arguments of the detail field, camelCased like filters
  const paramArgs = Object.keys(spec.detailParams ?? {}).map((n) => [camel(n), n] as const);
  const detailText = async (args: Record<string, unknown>, sel: Selection, ctx: Context) => {
    const params = detailParams(spec, new Map(paramArgs.map(([arg, n]) => [n, args[arg] as string | null | undefined])));
    return runDetail(spec, spec.singleton ? '' : String(args[camel(spec.key)]), sel, 'graphql', ctx, params);
  };
  const detail = async (args: Record<string, unknown>, sel: Selection, ctx: Context) => {
    const text = await detailText(args, sel, ctx);
    return text === null ? null : (JSON.parse(text) as unknown);
  };
  if (filterInput) builder.queryField(listField, (t) =>
    t.field({
      type: page,
      nullable: false,
      deprecationReason: spec.deprecated,
      description: `List ${spec.name.replace(/_/g, ' ')} (REST: ${restPaths(spec, 'list')}).${surfaceNote(spec)}`,
      args: {
        filter: t.arg({ type: filterInput!, description: 'Filters; all given filters must match.' }),
        ordering: t.arg.string({
          description: spec.orderingAllowed
            ? `Comma-separated ordering fields, - to descend (REST syntax; camelCase names accepted). Default: ${spec.ordering.default}.${orderInput ? ' Or use orderBy.' : ''}`
            : 'Not accepted: this list has a fixed order.',
        }),
        ...(orderInput ? { orderBy: t.arg({ type: [orderInput], description: 'Ordering as typed fields, first one first; the same as ordering (give one of them).' }) } : {}),
        limit: t.arg.int({ description: `Page size, 1 to 100 (default ${spec.pageSize}).` }),
        ...(spec.pagination === 'cursor'
          ? { cursor: t.arg.string({ description: 'A next or previous value of an earlier page of the same query.' }) }
          : { page: t.arg.int({ description: 'Page number, from 1.' }) }),
        ...Object.fromEntries(scopes.map((s) => [s.arg, t.arg.string({ description: s.description })])),
      },
      // a page costs its page size times the cost of one record
      complexity: (args) => ({ field: 1, multiplier: Math.max(1, Math.min(100, Number((args as { limit?: number }).limit ?? spec.pageSize))) }),
      resolve: (_root, rawArgs, ctx: Context, info: GraphQLResolveInfo) =>
        guard(() => list(rawArgs as unknown as ListArgs, selectionFromInfo(info, spec.fields, ['results']), ctx)),
    }),
  );
  builder.queryField(spec.single, (t) =>
    t.field({
      type: record,
      nullable: true,
      deprecationReason: spec.deprecated,
      description: (spec.singleton ? `The ${spec.name.replace(/_/g, ' ')} record.` : `One of ${spec.name.replace(/_/g, ' ')} by its ${spec.key}; null when there is none (REST: ${restPaths(spec, 'detail')}).`) + surfaceNote(spec),
      args: {
        // the key's REST name camelCased, like every argument (exclusion_key -> exclusionKey); a singleton has none
        ...(spec.singleton ? {} : { [camel(spec.key)]: t.arg.string({ required: true, description: `The record's ${spec.key} (the REST detail path's identifier); a value of the wrong form finds nothing.` }) }),
        ...Object.fromEntries(Object.entries(spec.detailParams ?? {}).map(([n, p]) => [camel(n), t.arg.string({ description: p.description, required: !!p.required })])),
      },
      resolve: (_root, args, ctx: Context, info: GraphQLResolveInfo) => guard(() => detail(args as Record<string, unknown>, selectionFromInfo(info, spec.fields, []), ctx)) as Promise<never>,
    }),
  );
  // an aggregate over the list's matching rows (spec.aggregate): `field(filter:)`, the same filters as the list
  const agg = spec.aggregate;
  if (agg && filterInput) {
    const aggType = objectType(agg.typeName, graphqlFields(agg.fields), agg.description);
    builder.queryField(agg.field, (t) =>
      t.field({
        type: aggType,
        nullable: false,
        deprecationReason: spec.deprecated,
        description: `${agg.description} (REST: ${restPaths(spec, 'aggregate')}).${surfaceNote(spec)}`,
        args: { filter: t.arg({ type: filterInput, description: 'The list filters; all given filters must match.' }) },
        resolve: (_root, rawArgs, ctx: Context, info: GraphQLResolveInfo) =>
          guard(async () => {
            const filter = new Map<string, string>();
            for (const [k, v] of Object.entries((rawArgs as ListArgs).filter ?? {})) if (v !== null && v !== undefined) filter.set(names.get(k) ?? k, restFilterValue(v));
            return JSON.parse(await runAggregate(spec, filter, selectionFromInfo(info, agg.fields, []), 'graphql', ctx)) as never;
          }),
      }),
    );
  }
  return { listField, detailField: spec.single, filterType, list, detail, listPage, detailText };
}
