/**
 * GraphQL types and root fields derived from resource declarations.
 *
 * Records are Pothos prisma-object variants in select mode: a query selects
 * exactly the columns and relations its selection set names (leaves expose
 * columns, composed objects add the columns their sub-fields read, relations
 * become nested Prisma selects). Lists run through the shared list engine:
 * keys by raw SQL, then one Prisma hydration of exactly those keys.
 *
 * Field gates (tier, minimum API version) travel as field extensions and are
 * applied by the gating transform (src/engine/gating), in one place.
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../builder.js';
import { prismaOf, type Context } from '../../context.js';
import { getDatamodel } from '../../generated/pothos-types.js';
import { camel, type ComposedSpec, type FieldSpec, type LeafSpec, type RelationSpec, type ResourceSpec } from '../../resources/define.js';
import { ApiError, notFound, validationError } from '../errors.js';
import { compileFilters, finalize, sql, type Sql } from '../filters/sql.js';
import { countRows, inKeyOrder, keysetPage, offsetPage, parseOrdering, type RawQuery } from '../query/list.js';
import { tierAllows } from '../gating/tiers.js';
import { tierRequiredBody } from '../../plans.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyRef = any;

const models = getDatamodel().datamodel.models as unknown as Record<string, { fields: { name: string; isId: boolean }[]; primaryKey: { fields: string[] } | null }>;

function idColumn(model: string): string {
  const m = models[model];
  if (!m) throw new Error(`unknown Prisma model ${model}`);
  return m.fields.find((f) => f.isId)?.name ?? m.primaryKey?.fields[0] ?? m.fields[0].name;
}

const refs = new Map<string, AnyRef>();

export interface FieldExtensions {
  rest: string;
  tier?: string;
  minVersion?: string;
}

function ext(rest: string, spec: FieldSpec): { gate: FieldExtensions } {
  return { gate: { rest, tier: spec.tier, minVersion: spec.minVersion } };
}

function scalar(spec: LeafSpec): AnyRef {
  return spec.list ? [spec.type] : spec.type;
}

/** Columns a composed object (recursively) reads from its row. */
function selectOf(spec: ComposedSpec | LeafSpec, rest: string): Record<string, unknown> {
  if (spec.kind === 'leaf') return spec.select ?? { [spec.column ?? rest]: true };
  if (spec.source) return spec.source.select;
  let out: Record<string, unknown> = { ...(spec.nullSelect ?? {}) };
  for (const [name, child] of Object.entries(spec.fields)) {
    if (child.kind === 'relation') throw new Error(`relation ${name} inside composed ${spec.typeName} is not supported`);
    out = { ...out, ...selectOf(child, name) };
  }
  return out;
}

function readLeaf(spec: LeafSpec, rest: string, row: any): unknown {
  return spec.get ? spec.get(row) : row[spec.column ?? rest];
}

async function composedValue(spec: ComposedSpec, row: any, ctx: Context): Promise<unknown> {
  if (spec.source) return (await spec.source.load(row, ctx)) ?? null;
  return spec.isNull?.(row) ? null : row;
}

/** A plain object type whose fields read from the parent row passed through. */
function composedType(spec: ComposedSpec): AnyRef {
  const existing = refs.get(spec.typeName);
  if (existing) return existing;
  const ref = builder.objectRef<any>(spec.typeName);
  refs.set(spec.typeName, ref);
  ref.implement({
    description: spec.description,
    fields: (t: any) => {
      const out: Record<string, AnyRef> = {};
      for (const [rest, child] of Object.entries(spec.fields)) {
        const name = camel(rest);
        if (child.kind === 'leaf') {
          out[name] = t.field({
            type: scalar(child),
            nullable: true,
            description: child.description,
            extensions: ext(rest, child),
            resolve: (row: any, _args: unknown, ctx: Context) => (child.load ? child.load(row, ctx) : readLeaf(child, rest, row)),
          });
        } else if (child.kind === 'composed') {
          out[name] = t.field({ type: child.list ? [composedType(child)] : composedType(child), nullable: true, extensions: ext(rest, child), resolve: (row: any, _a: unknown, ctx: Context) => composedValue(child, row, ctx) });
        } else throw new Error(`relation ${rest} inside composed ${spec.typeName} is not supported`);
      }
      return out;
    },
  });
  return ref;
}

/** Fields of a prisma object (resource record or relation target). */
function prismaFields(t: any, fields: Record<string, FieldSpec>): Record<string, AnyRef> {
  const out: Record<string, AnyRef> = {};
  for (const [rest, spec] of Object.entries(fields)) {
    const name = camel(rest);
    const extensions = ext(rest, spec);
    if (spec.kind === 'leaf') {
      out[name] =
        spec.get || spec.load
          ? t.field({
              type: scalar(spec),
              nullable: true,
              description: spec.description,
              select: spec.select ?? {},
              extensions,
              resolve: (row: any, _args: unknown, ctx: Context) => (spec.load ? spec.load(row, ctx) : spec.get!(row)),
            })
          : t.expose(spec.column ?? rest, { type: scalar(spec), nullable: true, description: spec.description, extensions });
    } else if (spec.kind === 'composed') {
      out[name] = t.field({
        type: spec.list ? [composedType(spec)] : composedType(spec),
        nullable: true,
        description: spec.description,
        select: selectOf(spec, rest),
        extensions,
        resolve: (row: any, _args: unknown, ctx: Context) => composedValue(spec, row, ctx),
      });
    } else {
      out[name] = t.relation(spec.relation, {
        type: relationType(spec),
        nullable: !spec.list,
        description: spec.description,
        extensions,
        ...(spec.orderBy ? { query: { orderBy: spec.orderBy } } : {}),
      });
    }
  }
  return out;
}

/** Create every nested type up front: Pothos cannot add types while it builds fields. */
function prepareTypes(fields: Record<string, FieldSpec>): void {
  for (const f of Object.values(fields)) {
    if (f.kind === 'composed') {
      prepareTypes(f.fields);
      composedType(f);
    } else if (f.kind === 'relation') relationType(f);
  }
}

function relationType(spec: RelationSpec): AnyRef {
  const existing = refs.get(spec.typeName);
  if (existing) return existing;
  prepareTypes(spec.fields);
  const ref = (builder as any).prismaObject(spec.model, {
    variant: spec.typeName,
    description: spec.description,
    select: { [idColumn(spec.model)]: true },
    fields: (t: any) => prismaFields(t, spec.fields),
  });
  refs.set(spec.typeName, ref);
  return ref;
}

export function recordType(spec: ResourceSpec): AnyRef {
  const existing = refs.get(spec.typeName);
  if (existing) return existing;
  prepareTypes(spec.fields);
  const ref = (builder as any).prismaObject(spec.model, {
    variant: spec.typeName,
    select: { [spec.key]: true },
    fields: (t: any) => prismaFields(t, spec.fields),
  });
  refs.set(spec.typeName, ref);
  return ref;
}

// ── lists ──

export interface ListEnvelope {
  count: number;
  next: string | null;
  previous: string | null;
  cursor: string | null;
  page: number | null;
  limit: number;
  results: unknown[];
}

/** Extra fixed conditions of a scoped list (e.g. the contracts of one entity). */
export interface ListScope {
  /** GraphQL argument name */
  arg: string;
  description: string;
  /** SQL condition for the scope value */
  where: (value: string) => Sql;
  /** answers 404 when the parent does not exist */
  exists: (raw: RawQuery, value: string) => Promise<boolean>;
}

const rawOf = (ctx: Context): RawQuery => (text, params) => prismaOf(ctx).$queryRawUnsafe(text, ...params) as Promise<any[]>;

export interface ListArgs {
  filter?: Record<string, string | null> | null;
  ordering?: string | null;
  limit?: number | null;
  cursor?: string | null;
  page?: number | null;
  [scope: string]: unknown;
}

function filterNames(spec: ResourceSpec): Map<string, string> {
  return new Map(Object.keys(spec.filters).map((n) => [camel(n), n]));
}

/** Run a list request for a resource; REST and GraphQL both end here. */
/** Endpoint-level plan gate (403 tier_required), checked before anything is read. */
function requireTier(spec: ResourceSpec, ctx: Context): void {
  if (spec.tier && !tierAllows(ctx.tier, spec.tier)) {
    throw new ApiError(403, tierRequiredBody(`${spec.name} needs the ${spec.tier} plan or above`, spec.tier, ctx.tier));
  }
}

export async function runList(spec: ResourceSpec, scopes: ListScope[], args: ListArgs, ctx: Context, info: GraphQLResolveInfo): Promise<ListEnvelope> {
  requireTier(spec, ctx);
  const names = filterNames(spec);
  const raw: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(args.filter ?? {})) {
    if (v === null || v === undefined) continue;
    raw[names.get(k) ?? k] = v;
  }
  for (const [name, f] of Object.entries(spec.filters)) {
    if (Object.hasOwn(raw, name) && f.tier && !tierAllows(ctx.tier, f.tier)) {
      throw new ApiError(403, tierRequiredBody(`the ${name} filter needs the ${f.tier} plan or above`, f.tier, ctx.tier));
    }
  }
  const compiled = compileFilters(spec.filters, raw, { today: ctx.today });
  const where: Sql[] = spec.scope ? [sql(spec.scope), ...compiled.where] : [...compiled.where];
  const query = rawOf(ctx);
  for (const s of scopes) {
    const value = args[s.arg];
    if (typeof value === 'string') {
      // a scope identifier with a NUL character names no record (and PostgreSQL text cannot hold one)
      if (value.includes('\u0000') || !(await s.exists(query, value))) throw notFound();
      where.push(s.where(value));
    }
  }
  const limit = args.limit ?? spec.pageSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw validationError(`limit must be an integer from 1 to 100, got ${limit}`);
  if (!spec.orderingAllowed && args.ordering !== undefined && args.ordering !== null) {
    throw validationError(`ordering is not supported on ${spec.name}: results come in a fixed order`);
  }
  const ord = parseOrdering(spec.ordering, spec.orderingAllowed ? (args.ordering ?? undefined) : undefined, compiled.search);
  const input = { table: spec.table, keyColumn: spec.key, where, search: compiled.search, keys: ord.keys, canonicalOrdering: ord.canonical, limit };
  let keys: string[];
  let next: string | null = null;
  let previous: string | null = null;
  let page: number | null = null;
  if (spec.pagination === 'cursor') {
    const p = await keysetPage(query, input, args.cursor ?? undefined);
    keys = p.keys;
    next = p.nextCursor;
    previous = p.previousCursor;
  } else {
    page = args.page ?? 1;
    if (!Number.isInteger(page) || page < 1) throw validationError(`page must be an integer of at least 1, got ${page}`);
    keys = await offsetPage(query, input, page);
  }
  const count = await countRows(query, spec.table, where);
  if (spec.pagination === 'page' && page !== null) {
    const last = Math.max(1, Math.ceil(count / limit));
    if (page > last) throw new ApiError(404, { error: `page ${page} is past the last page (${last})`, code: 'not_found' });
    next = page < last ? String(page + 1) : null;
    previous = page > 1 ? String(page - 1) : null;
  }
  const results = keys.length ? await hydrate(spec, keys, ctx, info, ['results']) : [];
  return { count, next, previous, cursor: next && spec.pagination === 'cursor' ? next : null, page, limit, results };
}

async function hydrate(spec: ResourceSpec, keys: string[], ctx: Context, info: GraphQLResolveInfo, path: string[]): Promise<unknown[]> {
  const q = queryFromInfo({ context: ctx, info, path }) as Record<string, unknown>;
  const delegate = (prismaOf(ctx) as any)[camel(spec.model.charAt(0).toLowerCase() + spec.model.slice(1))];
  const typed = spec.keyType === 'int' ? keys.map(Number) : keys;
  const rows: any[] = await delegate.findMany({ ...q, where: { [spec.key]: { in: typed } } });
  return inKeyOrder(keys, rows, (r) => r[spec.key]);
}

export async function runDetail(spec: ResourceSpec, key: string, ctx: Context, info: GraphQLResolveInfo): Promise<unknown> {
  requireTier(spec, ctx);
  if (key.includes('\u0000') || (spec.validKey && !spec.validKey(key))) return null;
  const k = spec.normalizeKey ? spec.normalizeKey(key) : key;
  const query = rawOf(ctx);
  if (spec.keyType === 'int' && !/^\d{1,9}$/.test(k)) return null;
  const where: Sql[] = [sql(`t.${spec.key} = $?${spec.keyType === 'int' ? '::int' : spec.keyType === 'uuid' ? '::uuid' : ''}`, spec.keyType === 'int' ? Number(k) : k), ...(spec.scope ? [sql(spec.scope)] : [])];
  const f = finalize({ text: `SELECT t.${spec.key} AS k FROM "${spec.table}" t WHERE ${where.map((w) => `(${w.text})`).join(' AND ')}`, params: where.flatMap((w) => w.params) });
  const found = await query<{ k: string }>(f.text, f.params);
  if (found.length === 0) return null;
  const rows = await hydrate(spec, [String(found[0].k)], ctx, info, []);
  return rows[0] ?? null;
}
