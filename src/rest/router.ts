/**
 * The REST compatibility layer. A REST request is the same root resolver as
 * its GraphQL query (src/engine/plan/run.ts): the shape becomes the same
 * selection tree a GraphQL selection set gives, the query parameters the same
 * list request, and the one statement's json text goes into the documented
 * envelope without being parsed again (flat output, which reshapes records,
 * is the exception). REST and GraphQL share every plan, gate and error.
 */
import type { Context as HonoContext, Hono } from 'hono';
import type { Context } from '../context.js';
import { ApiError, notFound, validationError } from '../engine/errors.js';
import { parseBoolean, parseInteger } from '../engine/filters/values.js';
import { suggest } from '../engine/filters/sql.js';
import { registry, type Registered, type RestRoute } from '../engine/graphql/register.js';
import { parseShape, ShapeSyntaxError } from '../engine/shape/parser.js';
import { resolveShape, ShapeValidationError, type Selection } from '../engine/shape/validate.js';
import { shapeFields, type FieldSpec, type ResourceEndpoint } from '../engine/resource.js';
import { detailParams, MAX_PAGE, runAggregate, runDetail, runList } from '../engine/plan/run.js';
import { flatten } from './flatten.js';
import { methodNotAllowed } from '../http/account.js';
import { UPGRADE_URL } from '../engine/gating/tiers.js';

const CONTROL = new Set(['shape', 'flat', 'flat_lists', 'joiner', 'show_shapes', 'ordering', 'limit', 'page', 'cursor', 'format']);

function shapeError(message: string, errors: unknown[]): ApiError {
  return validationError(message, { errors });
}

/** Resolved shapes by (resource, kind, shape text): the default shapes and a client's repeated shapes are parsed once. */
const selections = new Map<string, Selection>();
const MAX_CACHED_SELECTIONS = 2_000;

function selectionFor(reg: Registered, kind: RestRoute['kind'], raw: string | undefined): Selection {
  // an aggregate route shapes the resource's aggregate (spec.aggregate), not its records
  const agg = kind === 'aggregate' ? reg.spec.aggregate : undefined;
  if (kind === 'aggregate' && !agg) throw new Error(`${reg.spec.name} has an aggregate route but no aggregate`);
  const fields = shapeFields(agg ? agg.fields : reg.spec.fields);
  const text = raw ?? (agg ? agg.defaultShape : reg.spec.defaultShape[kind as 'list' | 'detail']);
  const cacheKey = `${reg.spec.name}|${kind}|${text}`;
  const cached = selections.get(cacheKey);
  if (cached) return cached;
  let sel: Selection;
  try {
    sel = resolveShape(parseShape(text), fields, { rootStar: reg.spec.rootStar });
  } catch (err) {
    if (err instanceof ShapeSyntaxError) {
      throw shapeError(`shape is not valid: ${err.message}`, [{ path: '', field: '', reason: err.message, valid_choices: Object.keys(fields).sort() }]);
    }
    if (err instanceof ShapeValidationError) throw shapeError(`shape is not valid: ${err.message}`, err.errors);
    throw err;
  }
  if (selections.size >= MAX_CACHED_SELECTIONS) selections.delete(selections.keys().next().value as string);
  selections.set(cacheKey, sel);
  return sel;
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
        : { expansion: f.list ? 'list' : 'object', fields: describeFields(f.fields), ...(f.params ? { params: f.params } : {}), ...(f.tier ? { tier: f.tier } : {}), ...(f.optIn ? { opt_in: true } : {}), ...(f.detailOnly ? { detail_only: true } : {}) },
    ]),
  );
}

export interface RestDeps {
  makeContext: (c: HonoContext) => Context;
  publicBaseUrl?: string;
}

/** A path parameter; one that holds a NUL character names no record (404). */
function pathParam(c: HonoContext, name: string): string {
  const v = c.req.param(name) ?? '';
  if (v.includes('\u0000')) throw notFound(`No record with ${name} ${JSON.stringify(v)}.`);
  return v;
}

async function handle(c: HonoContext, deps: RestDeps, reg: Registered, route: RestRoute): Promise<Response> {
  const spec = reg.spec;
  // a deprecated resource says so on every answer of its routes, errors included (set before anything can throw)
  if (spec.deprecated) c.header('Deprecation', 'true');
  const hasVerbose = route.kind === 'list' && spec.defaultShape.verbose !== undefined;
  const q = readQuery(new URL(c.req.url), (k) => CONTROL.has(k) || Object.hasOwn(spec.filters, k) || (route.kind === 'detail' && Object.hasOwn(spec.detailParams ?? {}, k)) || (hasVerbose && k === 'verbose'));

  if (q.has('show_shapes') && parseBoolean('show_shapes', q.get('show_shapes')!)) {
    if (route.kind === 'aggregate') return c.json({ resource: spec.name, default_shape: spec.aggregate!.defaultShape, fields: describeFields(spec.aggregate!.fields) });
    return c.json({ resource: spec.name, default_shape: spec.defaultShape, fields: describeFields(spec.fields) });
  }
  // verbose=true widens the list default (spec.defaultShape.verbose); a shape given wins
  const verbose = hasVerbose && q.has('verbose') && parseBoolean('verbose', q.get('verbose')!);
  const selection = selectionFor(reg, route.kind, q.get('shape') ?? (verbose ? spec.defaultShape.verbose : undefined));
  const flat = q.has('flat') ? parseBoolean('flat', q.get('flat')!) : false;
  const flatLists = q.has('flat_lists') ? parseBoolean('flat_lists', q.get('flat_lists')!) : false;
  // joiner is used (and so checked) only with flat=true (document 1, conventions 6)
  const joiner = flat ? (q.get('joiner') ?? '.') : '.';
  if (joiner.length === 0 || joiner.length > 3 || joiner.includes('\u0000')) throw validationError('joiner must be 1 to 3 characters, without NUL');

  const ctx = deps.makeContext(c);
  if (route.kind === 'aggregate') {
    // the list's filters (unknown parameters ignored); no ordering or pagination
    const filter = new Map<string, string>();
    for (const [k, v] of q) if (!CONTROL.has(k) && Object.hasOwn(spec.filters, k)) filter.set(k, v);
    const text = await runAggregate(spec, filter, selection, 'rest', ctx);
    const body = flat ? JSON.stringify(flatten(JSON.parse(text), joiner, flatLists)) : text;
    return jsonText(c, withMeta(body, ctx));
  }
  if (route.kind === 'detail') {
    // a singleton's detail path names no record (spec.singleton)
    const key = route.param ? pathParam(c, route.param) : '';
    // detail parameters carried by the path win over query parameters of the same names
    const given = new Map<string, string>(q);
    for (const p of route.pathParams ?? []) given.set(p, pathParam(c, p));
    const text = await runDetail(spec, key, selection, 'rest', ctx, detailParams(spec, given));
    if (text === null) throw new ApiError(404, { error: `No ${spec.name} record with ${spec.key} ${JSON.stringify(key)}.`, code: 'not_found' });
    const body = flat ? JSON.stringify(flatten(JSON.parse(text), joiner, flatLists)) : text;
    return jsonText(c, withMeta(body, ctx), ctx);
  }

  const filter = new Map<string, string>();
  for (const [k, v] of q) {
    if (CONTROL.has(k) || (hasVerbose && k === 'verbose')) continue;
    if (Object.hasOwn(spec.filters, k)) filter.set(k, v);
    else if (spec.strictParams) {
      const known = [...Object.keys(spec.filters), ...CONTROL];
      const hint = suggest(k, known);
      throw validationError(`unknown query parameter ${JSON.stringify(k)}${hint ? `; did you mean ${JSON.stringify(hint)}?` : ''}`, {
        ...(hint ? { suggestion: hint } : {}),
        allowed: known.sort(),
      });
    }
  }
  const limit = q.has('limit') ? parseInteger('limit', q.get('limit')!, 1, 100) : null;
  const page = spec.pagination === 'page' && q.has('page') ? parseInteger('page', q.get('page')!, 1, MAX_PAGE) : null;
  const scope = route.scope ? { arg: route.scope.arg, value: pathParam(c, route.scope.param) } : undefined;
  const env = await runList(spec, { filter, ordering: q.get('ordering') ?? null, limit, cursor: spec.pagination === 'cursor' ? (q.get('cursor') ?? null) : null, page, scope }, selection, 'rest', ctx);
  const results = flat ? JSON.stringify(env.rows.map((r) => flatten(JSON.parse(r), joiner, flatLists))) : `[${env.rows.join(',')}]`;
  const link = (name: string, v: string | null) => JSON.stringify(v ? linkWith(c, deps.publicBaseUrl, name, v) : null);
  const pageParam = spec.pagination === 'cursor' ? 'cursor' : 'page';
  const body =
    `{"count":${env.count},"next":${link(pageParam, env.next)},"previous":${link(pageParam, env.previous)}` +
    (spec.pagination === 'cursor' ? `,"cursor":${JSON.stringify(env.cursor)}` : '') +
    // further envelope members (spec.envelope) before the results
    Object.entries(env.envelope ?? {}).map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`).join('') +
    `,"results":${results}`;
  return jsonText(c, withMeta(body + '}', ctx), ctx);
}

/** A JSON body that is already text (PostgreSQL built it): sent as is, with the headers the resources added (spec.headers). */
function jsonText(c: HonoContext, text: string, ctx?: Context): Response {
  return c.body(text, 200, { ...ctx?.responseHeaders, 'Content-Type': 'application/json' });
}

/** Fields withheld by tier gates: meta.upgrade_hints after the body's own members. */
function withMeta(body: string, ctx: Context): string {
  if (ctx.upgradeHints.length === 0) return body;
  const meta = {
    upgrade_hints: {
      message: `Some fields need a higher plan and were omitted: ${ctx.upgradeHints.map((f) => f.field).join(', ')}.`,
      fields: ctx.upgradeHints,
      upgrade_url: UPGRADE_URL,
    },
  };
  // the body is a JSON object (PostgreSQL's text or ours): add one member before its closing brace
  const open = body.slice(0, body.lastIndexOf('}'));
  return `${open}${open.trimEnd().endsWith('{') ? '' : ','}"meta":${JSON.stringify(meta)}}`;
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
    // the resource's own endpoints (spec.endpoints): GET and HEAD, behind the same middleware
    for (const ep of reg.spec.endpoints ?? []) {
      for (const p of [ep.path, ep.path.replace(/\/$/, '')]) {
        app.get(p, (c) => endpoint(c, deps, ep));
        app.all(p, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
      }
    }
  }
}

/** One request to a resource endpoint: its path parameters (a NUL answers 404), the base of absolute links, the request context. */
function endpoint(c: HonoContext, deps: RestDeps, ep: ResourceEndpoint): Promise<Response> {
  const params = new Map<string, string>();
  for (const name of Object.keys(c.req.param() as Record<string, string>)) params.set(name, pathParam(c, name));
  return ep.handle({ url: new URL(c.req.url), params, baseUrl: baseUrl(c, deps.publicBaseUrl) }, deps.makeContext(c));
}

