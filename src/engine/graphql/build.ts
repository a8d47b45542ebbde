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
    ref = builder.enumType(e.name, { values: [...e.values] });
    enums.set(e.name, ref);
  }
  return ref;
}

function scalar(spec: LeafSpec): AnyRef {
  const base = spec.graphqlEnum ? enumRef(spec.graphqlEnum) : spec.type;
  return spec.list ? [base] : base;
}

/** An object type over a field tree; nested objects and lists get their own types. */
function objectType(typeName: string, fields: Record<string, FieldSpec>, description?: string): AnyRef {
  const existing = refs.get(typeName);
  if (existing) return existing;
  const ref = builder.objectRef<any>(typeName);
  refs.set(typeName, ref);
  // nested types first: Pothos cannot add types while it builds fields
  for (const f of Object.values(fields)) if (f.kind !== 'leaf') objectType(f.typeName, f.fields, f.description);
  for (const f of Object.values(fields)) if (f.kind === 'leaf' && f.graphqlEnum) enumRef(f.graphqlEnum);
  ref.implement({
    description,
    fields: (t: any) => {
      const out: Record<string, AnyRef> = {};
      for (const [rest, spec] of Object.entries(fields)) {
        const name = camel(rest);
        const common = { nullable: true, description: spec.description, extensions: ext(rest, spec) };
        if (spec.kind === 'leaf') out[name] = t.expose(name, { type: scalar(spec), ...common });
        else {
          const type = refs.get(spec.typeName);
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
  filter?: Record<string, string | null> | null;
  ordering?: string | null;
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
export function buildResource(spec: ResourceSpec, guard: <T>(fn: () => Promise<T>) => Promise<T>): BuiltResource {
  const record = objectType(spec.typeName, graphqlFields(spec.fields));
  const filterType = `${spec.typeName}Filter`;
  const names = new Map(Object.keys(spec.filters).map((n) => [camel(n), n]));
  // a detail-only resource (spec.listless) has no filter input, page type or list root field
  const filterInput = spec.listless ? null : builder.inputType(filterType, {
    description: `Filters of ${spec.name}, with the same names (camelCased) and value syntax as the REST query parameters.`,
    fields: (t) => Object.fromEntries(Object.entries(spec.filters).map(([name, f]) => [camel(name), t.string({ description: f.description })])),
  });
  const page = builder.objectRef<ListPage & { results: unknown[] }>(`${spec.typeName}Page`);
  if (!spec.listless) page.implement({
    description:
      spec.pagination === 'cursor'
        ? 'Keyset page: pass `next` (or `previous`) back as `cursor` to walk the list.'
        : 'Page-number page: `next`/`previous` are the neighbouring page numbers.',
    fields: (t) => ({
      count: t.exposeInt('count', { nullable: false }),
      next: t.exposeString('next', { nullable: true }),
      previous: t.exposeString('previous', { nullable: true }),
      cursor: t.exposeString('cursor', { nullable: true }),
      page: t.exposeInt('page', { nullable: true }),
      limit: t.exposeInt('limit', { nullable: false }),
      // further envelope members (spec.envelope), camelCased
      ...Object.fromEntries(
        Object.entries(spec.envelope?.fields ?? {}).map(([name, e]) => [
          camel(name),
          t.field({ type: e.type, nullable: true, description: e.description, resolve: (p) => (p.envelope?.[name] ?? null) as never }),
        ]),
      ),
      results: t.field({ type: [record], nullable: false, resolve: (p) => p.results as never }),
    }),
  });
  const scopes = spec.scopes ?? [];
  const listField = spec.listless ? '' : camel(spec.name);
  const listPage = (args: ListArgs, sel: Selection, ctx: Context) => {
    const filter = new Map<string, string>();
    for (const [k, v] of Object.entries(args.filter ?? {})) if (v !== null && v !== undefined) filter.set(names.get(k) ?? k, v);
    const scope = scopes.find((s) => typeof args[s.arg] === 'string');
    const req = { filter, ordering: args.ordering, limit: args.limit, cursor: args.cursor, page: args.page, scope: scope ? { arg: scope.arg, value: args[scope.arg] as string } : undefined };
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
      description: `List ${spec.name} (REST: ${spec.routes.filter((r) => r.kind === 'list').map((r) => r.path).join(', ')}).`,
      args: {
        filter: t.arg({ type: filterInput! }),
        ordering: t.arg.string({ description: 'Comma-separated fields, - to descend.' }),
        limit: t.arg.int({ description: `Page size, 1 to 100 (default ${spec.pageSize}).` }),
        ...(spec.pagination === 'cursor' ? { cursor: t.arg.string() } : { page: t.arg.int({ description: 'Page number, from 1.' }) }),
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
      description: spec.singleton ? `The ${spec.name} record.` : `One of ${spec.name} by its ${spec.key}; null when there is none.`,
      args: {
        // the key's REST name camelCased, like every argument (exclusion_key -> exclusionKey); a singleton has none
        ...(spec.singleton ? {} : { [camel(spec.key)]: t.arg.string({ required: true }) }),
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
        description: `${agg.description} (REST: ${spec.routes.filter((r) => r.kind === 'aggregate').map((r) => r.path).join(', ')}).`,
        args: { filter: t.arg({ type: filterInput }) },
        resolve: (_root, rawArgs, ctx: Context, info: GraphQLResolveInfo) =>
          guard(async () => {
            const filter = new Map<string, string>();
            for (const [k, v] of Object.entries((rawArgs as ListArgs).filter ?? {})) if (v !== null && v !== undefined) filter.set(names.get(k) ?? k, v);
            return JSON.parse(await runAggregate(spec, filter, selectionFromInfo(info, agg.fields, []), 'graphql', ctx)) as never;
          }),
      }),
    );
  }
  return { listField, detailField: spec.single, filterType, list, detail, listPage, detailText };
}
