/**
 * Registers a resource: its GraphQL record type, filter input, list envelope,
 * root list and detail fields, and its REST routes (kept in a registry the
 * REST router reads). This is the only call a resource module makes.
 */
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.js';
import type { Context } from '../../context.js';
import { camel, type ResourceSpec } from '../../resources/define.js';
import { ApiError } from '../errors.js';
import { recordType, runDetail, runList, type ListArgs, type ListScope } from './build.js';

export interface RestRoute {
  /** Hono path, e.g. /api/entities/:uei/contracts/ */
  path: string;
  kind: 'list' | 'detail';
  /** path parameter carrying the detail key */
  param?: string;
  /** scoped list: which GraphQL scope argument the path parameter fills */
  scope?: { arg: string; param: string };
}

export interface Registered {
  spec: ResourceSpec;
  listField: string;
  detailField: string;
  filterType: string;
  scopes: ListScope[];
  routes: RestRoute[];
}

export const registry: Registered[] = [];

/** ApiError -> GraphQL error carrying the REST status and body, so REST and GraphQL agree. */
export function toGraphQLError(err: unknown): unknown {
  if (err instanceof ApiError) {
    return new GraphQLError(err.message, {
      extensions: { code: String(err.body.code ?? 'error').toUpperCase(), http: { status: err.status }, body: err.body },
    });
  }
  return err;
}

/** Resources marked auth: 401 for anonymous callers, before anything is read. */
function requireCaller(spec: ResourceSpec, ctx: Context): void {
  if (spec.auth && !(ctx as { principal?: unknown }).principal) {
    throw new ApiError(401, { detail: 'Authentication credentials were not provided.' });
  }
}

async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toGraphQLError(err);
  }
}

export function registerResource(spec: ResourceSpec, opts: { single: string; scopes?: ListScope[]; rest: RestRoute[] }): Registered {
  const record = recordType(spec);
  const filterType = `${spec.typeName}Filter`;
  const filterInput = builder.inputType(filterType, {
    description: `Filters of ${spec.name}, with the same names (camelCased) and value syntax as the REST query parameters.`,
    fields: (t) => Object.fromEntries(Object.entries(spec.filters).map(([name, f]) => [camel(name), t.string({ description: f.description })])),
  });
  const page = builder.objectRef<{ count: number; next: string | null; previous: string | null; cursor: string | null; page: number | null; limit: number; results: unknown[] }>(
    `${spec.typeName}Page`,
  );
  page.implement({
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
      results: t.field({ type: [record], nullable: false, resolve: (p) => p.results as never }),
    }),
  });
  const scopes = opts.scopes ?? [];
  const listField = camel(spec.name);
  builder.queryField(listField, (t) =>
    t.field({
      type: page,
      nullable: false,
      description: `List ${spec.name} (REST: ${opts.rest.filter((r) => r.kind === 'list').map((r) => r.path).join(', ')}).`,
      args: {
        filter: t.arg({ type: filterInput }),
        ordering: t.arg.string({ description: 'Comma-separated fields, - to descend.' }),
        limit: t.arg.int({ description: `Page size, 1 to 100 (default ${spec.pageSize}).` }),
        ...(spec.pagination === 'cursor' ? { cursor: t.arg.string() } : { page: t.arg.int({ description: 'Page number, from 1.' }) }),
        ...Object.fromEntries(scopes.map((s) => [s.arg, t.arg.string({ description: s.description })])),
      },
      // a page costs its page size times the cost of one record
      complexity: (args) => ({ field: 1, multiplier: Math.max(1, Math.min(100, Number((args as { limit?: number }).limit ?? spec.pageSize))) }),
      resolve: (_root, args, ctx: Context, info) => guard(() => (requireCaller(spec, ctx), runList(spec, scopes, args as unknown as ListArgs, ctx, info))),
    }),
  );
  builder.queryField(opts.single, (t) =>
    t.field({
      type: record,
      nullable: true,
      description: `One of ${spec.name} by its ${spec.key}; null when there is none.`,
      args: { [spec.key]: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx: Context, info) =>
        guard(() => (requireCaller(spec, ctx), runDetail(spec, String((args as Record<string, unknown>)[spec.key]), ctx, info)) as Promise<never>),
    }),
  );
  const reg: Registered = { spec, listField, detailField: opts.single, filterType, scopes, routes: opts.rest };
  registry.push(reg);
  return reg;
}
