/**
 * The REST compatibility layer. A REST request becomes a GraphQL operation on
 * the same schema (shape -> selection set with snake_case aliases, query
 * parameters -> arguments), executed with the same context, and the result is
 * mapped back to the documented envelope. REST and GraphQL therefore share
 * every resolver, gate and error, and cannot disagree.
 */
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context as HonoContext, Hono } from 'hono';
import type { Context } from '../context.js';
import { ApiError, notFound, validationError } from '../engine/errors.js';
import { parseBoolean, parseInteger } from '../engine/filters/values.js';
import { suggest } from '../engine/filters/sql.js';
import { registry, type Registered, type RestRoute } from '../engine/graphql/register.js';
import { parseShape, ShapeSyntaxError } from '../engine/shape/parser.js';
import { allOf, resolveShape, ShapeValidationError, type Selection } from '../engine/shape/validate.js';
import { camel, shapeFields, type FieldSpec } from '../resources/define.js';
import { flatten } from './flatten.js';
import { methodNotAllowed } from '../http/account.js';
import { REST_COMPLEXITY_LIMIT, UPGRADE_URL } from '../engine/gating/tiers.js';

const CONTROL = new Set(['shape', 'flat', 'flat_lists', 'joiner', 'show_shapes', 'ordering', 'limit', 'page', 'cursor', 'format']);

function selectionText(sel: Selection, fields: Record<string, FieldSpec>): string {
  return Object.entries(sel)
    .map(([name, s]) => {
      const spec = fields[name];
      const args = Object.keys(s.params).length ? `(${Object.entries(s.params).map(([k, v]) => `${camel(k)}: ${v}`).join(', ')})` : '';
      if (!s.children || spec.kind === 'leaf') return `${name}: ${camel(name)}${args}`;
      return `${name}: ${camel(name)}${args} { ${selectionText(s.children, spec.fields)} }`;
    })
    .join(' ');
}

/** Convert GraphQL output (strings for decimals) to the REST JSON forms, in place. */
function restValues(value: unknown, fields: Record<string, FieldSpec>): unknown {
  if (Array.isArray(value)) return value.map((v) => restValues(v, fields));
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(obj)) {
    const spec = fields[k];
    if (!spec || v === null || v === undefined) continue;
    if (spec.kind === 'leaf') {
      if (spec.type === 'Decimal') obj[k] = Array.isArray(v) ? v.map(Number) : Number(v);
    } else obj[k] = restValues(v, spec.fields);
  }
  return obj;
}

/** Remove a field named by a dotted path from every record (lists are walked). */
function omitPath(value: unknown, path: string[]): void {
  if (Array.isArray(value)) {
    for (const v of value) omitPath(v, path);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  if (path.length === 1) {
    delete obj[path[0]];
    return;
  }
  omitPath(obj[path[0]], path.slice(1));
}

const documents = new Map<string, DocumentNode>();

function documentFor(schema: GraphQLSchema, key: string, text: string): DocumentNode {
  let doc = documents.get(key);
  if (!doc) {
    doc = parse(text);
    const errors = validate(schema, doc);
    if (errors.length) throw new Error(`generated REST document does not validate: ${errors.map((e) => e.message).join('; ')}`);
    if (documents.size > 5000) documents.clear();
    documents.set(key, doc);
  }
  return doc;
}

function shapeError(message: string, errors: unknown[]): ApiError {
  return validationError(message, { errors });
}

function selectionFor(reg: Registered, kind: 'list' | 'detail', raw: string | undefined): Selection {
  const fields = shapeFields(reg.spec.fields);
  const text = raw ?? reg.spec.defaultShape[kind];
  try {
    return resolveShape(parseShape(text), fields, { rootStar: reg.spec.rootStar });
  } catch (err) {
    if (err instanceof ShapeSyntaxError) {
      throw shapeError(`shape is not valid: ${err.message}`, [{ path: '', field: '', reason: err.message, valid_choices: Object.keys(fields).sort() }]);
    }
    if (err instanceof ShapeValidationError) throw shapeError(`shape is not valid: ${err.message}`, err.errors);
    throw err;
  }
}

function baseUrl(c: HonoContext, publicBase: string | undefined): string {
  if (publicBase) return publicBase;
  const u = new URL(c.req.url);
  return u.origin;
}

function linkWith(c: HonoContext, publicBase: string | undefined, name: string, value: string): string {
  const u = new URL(c.req.url);
  const out = new URL(u.pathname, baseUrl(c, publicBase));
  for (const [k, v] of u.searchParams) if (k !== name) out.searchParams.append(k, v);
  out.searchParams.set(name, value);
  return out.toString();
}

/**
 * The query parameters of a request, read into a Map (never into a plain
 * object: `constructor` or `__proto__` are parameter names like any other).
 * A NUL character anywhere, or a parameter this endpoint knows given more
 * than once, is a 400 naming it; unknown parameters are kept for the
 * strict-parameter check and otherwise ignored.
 */
function readQuery(url: URL, known: (name: string) => boolean): Map<string, string> {
  const q = new Map<string, string>();
  for (const [k, v] of url.searchParams) {
    // unknown parameters are ignored, and joiner is only read with flat=true (checked there)
    if ((k.includes('\u0000') || v.includes('\u0000')) && known(k) && k !== 'joiner') {
      throw validationError(`query parameter ${JSON.stringify(k)} contains a NUL character`);
    }
    if (q.has(k) && known(k)) {
      throw validationError(`query parameter ${JSON.stringify(k)} is given more than once; give it once (OR-lists join several values with | or OR)`);
    }
    q.set(k, v);
  }
  return q;
}

/** The fields a resource offers, for show_shapes=true. */
function describeFields(fields: Record<string, FieldSpec>): unknown {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [
      name,
      f.kind === 'leaf'
        ? { type: f.type, ...(f.tier ? { tier: f.tier } : {}), ...(f.optIn ? { opt_in: true } : {}), ...(f.minVersion ? { min_version: f.minVersion } : {}) }
        : { expansion: f.list ? 'list' : 'object', fields: describeFields(f.fields), ...(f.tier ? { tier: f.tier } : {}), ...(f.optIn ? { opt_in: true } : {}) },
    ]),
  );
}

export interface RestDeps {
  schema: GraphQLSchema;
  makeContext: (c: HonoContext) => Context;
  publicBaseUrl?: string;
}

/** Page numbers are GraphQL Ints: 1 to 2^31-1 (a larger one is a 400, not a page past the end). */
const MAX_PAGE = 2147483647;

/** A path parameter; one that holds a NUL character names no record (404). */
function pathParam(c: HonoContext, name: string): string {
  const v = c.req.param(name) ?? '';
  if (v.includes('\u0000')) throw notFound(`No record with ${name} ${JSON.stringify(v)}.`);
  return v;
}

async function handle(c: HonoContext, deps: RestDeps, reg: Registered, route: RestRoute): Promise<Response> {
  const spec = reg.spec;
  const q = readQuery(new URL(c.req.url), (k) => CONTROL.has(k) || Object.hasOwn(spec.filters, k));

  if (q.has('show_shapes') && parseBoolean('show_shapes', q.get('show_shapes')!)) {
    return c.json({ resource: spec.name, default_shape: spec.defaultShape, fields: describeFields(spec.fields) });
  }
  const selection = selectionFor(reg, route.kind, q.get('shape'));
  const flat = q.has('flat') ? parseBoolean('flat', q.get('flat')!) : false;
  const flatLists = q.has('flat_lists') ? parseBoolean('flat_lists', q.get('flat_lists')!) : false;
  // joiner is used (and so checked) only with flat=true (document 1, conventions 6)
  const joiner = flat ? (q.get('joiner') ?? '.') : '.';
  if (joiner.length === 0 || joiner.length > 3 || joiner.includes('\u0000')) throw validationError('joiner must be 1 to 3 characters, without NUL');

  const ctx = deps.makeContext(c);
  ctx.complexityLimit = REST_COMPLEXITY_LIMIT;
  const fieldsText = selectionText(selection, spec.fields);
  let data: Record<string, unknown> | null;
  if (route.kind === 'detail') {
    const key = pathParam(c, route.param!);
    const doc = documentFor(deps.schema, `${reg.detailField}|${fieldsText}`, `query R($key: String!) { r: ${reg.detailField}(${spec.key}: $key) { ${fieldsText} } }`);
    data = await run(deps.schema, doc, { key }, ctx);
    const record = data?.r;
    if (!record) throw new ApiError(404, { error: `No ${spec.name} record with ${spec.key} ${JSON.stringify(key)}.`, code: 'not_found' });
    const body: Record<string, unknown> = flat ? flatten(restValues(record, spec.fields) as Record<string, unknown>, joiner, flatLists) : (restValues(record, spec.fields) as Record<string, unknown>);
    applyHints(ctx, [body]);
    return c.json(withMeta(body, ctx));
  }

  const filter: Record<string, string> = {};
  for (const [k, v] of q) {
    if (CONTROL.has(k)) continue;
    if (Object.hasOwn(spec.filters, k)) filter[camel(k)] = v;
    else if (spec.strictParams) {
      const known = [...Object.keys(spec.filters), ...CONTROL];
      const hint = suggest(k, known);
      throw validationError(`unknown query parameter ${JSON.stringify(k)}${hint ? `; did you mean ${JSON.stringify(hint)}?` : ''}`, {
        ...(hint ? { suggestion: hint } : {}),
        allowed: known.sort(),
      });
    }
  }
  const limit = q.has('limit') ? parseInteger('limit', q.get('limit')!, 1, 100) : undefined;
  const vars: Record<string, unknown> = { filter, ordering: q.get('ordering') ?? null, limit: limit ?? null };
  let argDecl = '$filter: ' + reg.filterType + ', $ordering: String, $limit: Int';
  let argUse = 'filter: $filter, ordering: $ordering, limit: $limit';
  if (spec.pagination === 'cursor') {
    vars.cursor = q.get('cursor') ?? null;
    argDecl += ', $cursor: String';
    argUse += ', cursor: $cursor';
  } else {
    vars.page = q.has('page') ? parseInteger('page', q.get('page')!, 1, MAX_PAGE) : null;
    argDecl += ', $page: Int';
    argUse += ', page: $page';
  }
  if (route.scope) {
    vars.scope = pathParam(c, route.scope.param);
    argDecl += ', $scope: String';
    argUse += `, ${route.scope.arg}: $scope`;
  }
  const doc = documentFor(
    deps.schema,
    `${reg.listField}|${route.scope?.arg ?? ''}|${fieldsText}`,
    `query R(${argDecl}) { r: ${reg.listField}(${argUse}) { count next previous cursor page results { ${fieldsText} } } }`,
  );
  data = await run(deps.schema, doc, vars, ctx);
  const env = data!.r as { count: number; next: string | null; previous: string | null; cursor: string | null; page: number | null; results: unknown[] };
  let results = restValues(env.results, spec.fields) as Record<string, unknown>[];
  applyHints(ctx, results);
  if (flat) results = results.map((r) => flatten(r, joiner, flatLists));
  const body: Record<string, unknown> =
    spec.pagination === 'cursor'
      ? {
          count: env.count,
          next: env.next ? linkWith(c, deps.publicBaseUrl, 'cursor', env.next) : null,
          previous: env.previous ? linkWith(c, deps.publicBaseUrl, 'cursor', env.previous) : null,
          cursor: env.cursor,
          results,
        }
      : {
          count: env.count,
          next: env.next ? linkWith(c, deps.publicBaseUrl, 'page', env.next) : null,
          previous: env.previous ? linkWith(c, deps.publicBaseUrl, 'page', env.previous) : null,
          results,
        };
  return c.json(withMeta(body, ctx));
}

function applyHints(ctx: Context, records: unknown[]): void {
  for (const h of ctx.upgradeHints) omitPath(records, h.field.split('.'));
  for (const h of ctx.versionWithheld) omitPath(records, h.field.split('.'));
}

function withMeta(body: Record<string, unknown>, ctx: Context): Record<string, unknown> {
  if (ctx.upgradeHints.length === 0) return body;
  const seen = new Set<string>();
  const fields = ctx.upgradeHints.filter((h) => (seen.has(h.field) ? false : (seen.add(h.field), true)));
  return {
    ...body,
    meta: {
      upgrade_hints: {
        message: `Some fields need a higher plan and were omitted: ${fields.map((f) => f.field).join(', ')}.`,
        fields,
        upgrade_url: UPGRADE_URL,
      },
    },
  };
}

async function run(schema: GraphQLSchema, document: DocumentNode, variableValues: Record<string, unknown>, contextValue: Context): Promise<Record<string, unknown> | null> {
  const result = await execute({ schema, document, variableValues, contextValue });
  if (result.errors?.length) {
    const e = result.errors[0];
    const ext = e.extensions as { http?: { status?: number }; body?: Record<string, unknown> } | undefined;
    if (ext?.http?.status && ext.body) throw new ApiError(ext.http.status, ext.body);
    throw e.originalError ?? e;
  }
  return (result.data ?? null) as Record<string, unknown> | null;
}

/** Mount every registered REST route (with and without the trailing slash). */
export function mountResources(app: Hono<any>, deps: RestDeps): void {
  for (const reg of registry) {
    for (const route of reg.routes) {
      const paths = [route.path, route.path.replace(/\/$/, '')];
      for (const p of paths) {
        app.get(p, (c) => handle(c, deps, reg, route));
        // the read API is GET (and HEAD); preflights are answered by the CORS policy before this
        app.all(p, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
      }
    }
  }
}

export { allOf };
