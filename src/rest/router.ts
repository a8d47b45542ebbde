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
import { shapeFields, type FieldSpec, type ResourceEndpoint, type ResourceSpec } from '../engine/resource.js';
import { detailParams, MAX_PAGE, runAggregate, runDetail, runList } from '../engine/plan/run.js';
import { flatten } from './flatten.js';
import { methodNotAllowed } from '../http/account.js';
import { UPGRADE_URL } from '../engine/gating/tiers.js';

/**
 * Parameters every route reads besides its resource's own: the response
 * shaping of document 1 ("Response shaping": shape, show_shapes, flat,
 * flat_lists, joiner) and `format` (only `json` is served here; accepted
 * because clients of the older API send format=json). Lists add ordering
 * and pagination.
 */
const SHAPING = ['shape', 'flat', 'flat_lists', 'joiner', 'show_shapes', 'format'] as const;
const LIST_CONTROL = [...SHAPING, 'ordering', 'limit', 'page', 'cursor'] as const;
const CONTROL: ReadonlySet<string> = new Set<string>(LIST_CONTROL);

/**
 * The query parameters a route accepts, each with the name it stands for:
 * the control parameters of its kind, the resource's filters (lists and
 * aggregates) or detail parameters (details), `verbose` where the list has a
 * verbose shape, the resource's aliases of those (spec.paramAliases, mapped
 * to their targets) and `extraControl`. Anything else answers 400 (one rule
 * for every route: document 1 lets no parameter be silently ignored).
 */
function acceptedParams(spec: ResourceSpec, kind: RestRoute['kind'], extraControl?: ReadonlySet<string>): Map<string, string> {
  const cacheable = !extraControl || extraControl.size === 0;
  const cacheKey = `${spec.name}|${kind}`;
  if (cacheable) {
    const hit = acceptedCache.get(cacheKey);
    if (hit) return hit;
  }
  const out = new Map<string, string>();
  for (const n of kind === 'list' ? LIST_CONTROL : SHAPING) out.set(n, n);
  if (kind === 'list' || kind === 'aggregate') for (const n of Object.keys(spec.filters)) out.set(n, n);
  if (kind === 'detail') for (const n of Object.keys(spec.detailParams ?? {})) out.set(n, n);
  if (kind === 'list' && spec.defaultShape.verbose !== undefined) out.set('verbose', 'verbose');
  for (const [alias, target] of Object.entries(spec.paramAliases ?? {})) {
    // an alias stands for a name this route accepts (a detail route has no filters, so a filter's alias is unknown there)
    if (out.get(target) === target && !out.has(alias)) out.set(alias, target);
  }
  for (const n of extraControl ?? []) out.set(n, n);
  if (cacheable) acceptedCache.set(cacheKey, out);
  return out;
}
const acceptedCache = new Map<string, Map<string, string>>();

/**
 * The query of a route, checked: every parameter known (an unknown one
 * answers 400 validation_error with a did-you-mean `suggestion` and the
 * `allowed` names), none given twice (an alias and its target, or two
 * aliases of one name, count as the same parameter), no NUL in a name or a
 * value (joiner's value is checked only where it is read). Keys of the
 * answer are our names (aliases resolved).
 */
function readParams(c: HonoContext, spec: ResourceSpec, kind: RestRoute['kind'], extraControl?: ReadonlySet<string>): Map<string, string> {
  const accepted = acceptedParams(spec, kind, extraControl);
  const q = new Map<string, string>();
  const sentAs = new Map<string, string>();
  for (const [k, v] of new URL(c.req.url).searchParams) {
    const name = accepted.get(k);
    if (name === undefined) throw unknownParam(k, accepted);
    if (k.includes('\u0000') || (v.includes('\u0000') && name !== 'joiner')) {
      throw validationError(`query parameter ${JSON.stringify(k)} contains a NUL character`);
    }
    const before = sentAs.get(name);
    if (before !== undefined) {
      throw validationError(
        before === k
          ? `query parameter ${JSON.stringify(k)} is given more than once; give it once (OR-lists join several values with | or OR)`
          : `query parameters ${JSON.stringify(before)} and ${JSON.stringify(k)} both mean ${JSON.stringify(name)}; give one of them once`,
      );
    }
    sentAs.set(name, k);
    q.set(name, v);
  }
  return q;
}

/** 400 for a parameter the route does not know: the closest known name (did you mean) and every name it accepts (aliases besides). */
function unknownParam(k: string, accepted: ReadonlyMap<string, string>): ApiError {
  const ours = [...accepted].filter(([n, target]) => n === target).map(([n]) => n);
  // a name close to an alias suggests the alias's target: that is the name to use
  const hint = suggest(k, ours) ?? accepted.get(suggest(k, [...accepted.keys()]) ?? '') ?? null;
  const shown = k.length > 100 ? `${k.slice(0, 100)}…` : k;
  return validationError(`unknown query parameter ${JSON.stringify(shown)}${hint ? `; did you mean ${JSON.stringify(hint)}?` : ''}`, {
    ...(hint ? { suggestion: hint } : {}),
    allowed: ours.sort(),
  });
}

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

/** The parts of a list request (REST names; aliases resolved), as the list route reads them: see parseListRequest. */
export interface ListRequestParts {
  /** filter values by our filter names (aliases resolved) */
  filter: Map<string, string>;
  ordering: string | null;
  limit: number | null;
  cursor: string | null;
  page: number | null;
  /** a scoped list route: the scope argument and the path's value */
  scope?: { arg: string; value: string };
  selection: Selection;
  flat: boolean;
  flatLists: boolean;
  joiner: string;
}

/** verbose, shape, flat, flat_lists and joiner of a checked query. */
function shaping(reg: Registered, kind: RestRoute['kind'], q: ReadonlyMap<string, string>): Pick<ListRequestParts, 'selection' | 'flat' | 'flatLists' | 'joiner'> {
  const spec = reg.spec;
  checkFormat(q);
  // verbose=true widens the list default (spec.defaultShape.verbose); a shape given wins
  const verbose = kind === 'list' && spec.defaultShape.verbose !== undefined && q.has('verbose') && parseBoolean('verbose', q.get('verbose')!);
  const selection = selectionFor(reg, kind, q.get('shape') ?? (verbose ? spec.defaultShape.verbose : undefined));
  const flat = q.has('flat') ? parseBoolean('flat', q.get('flat')!) : false;
  const flatLists = q.has('flat_lists') ? parseBoolean('flat_lists', q.get('flat_lists')!) : false;
  // joiner is used (and so checked) only with flat=true (document 1, conventions 6)
  const joiner = flat ? (q.get('joiner') ?? '.') : '.';
  if (joiner.length === 0 || joiner.length > 3 || joiner.includes('\u0000')) throw validationError('joiner must be 1 to 3 characters, without NUL');
  return { selection, flat, flatLists, joiner };
}

/** format=json is accepted (the only format these routes answer in); any other value is refused rather than answered in JSON. */
function checkFormat(q: ReadonlyMap<string, string>): void {
  const f = q.get('format');
  if (f !== undefined && f.trim().toLowerCase() !== 'json') {
    throw validationError(`format ${JSON.stringify(f.slice(0, 40))} is not served here: these routes answer JSON only (format=json or no format)`, { allowed: ['json'] });
  }
}

/** Filters of a checked query: the names that are the resource's filters. */
function filtersOf(spec: ResourceSpec, q: ReadonlyMap<string, string>): Map<string, string> {
  const filter = new Map<string, string>();
  for (const [k, v] of q) if (!CONTROL.has(k) && Object.hasOwn(spec.filters, k)) filter.set(k, v);
  return filter;
}

function listParts(c: HonoContext, reg: Registered, route: RestRoute, q: ReadonlyMap<string, string>): ListRequestParts {
  const spec = reg.spec;
  const shaped = shaping(reg, 'list', q);
  const limit = q.has('limit') ? parseInteger('limit', q.get('limit')!, 1, 100) : null;
  let page: number | null = null;
  let cursor: string | null = null;
  if (spec.pagination === 'page') {
    page = q.has('page') ? parseInteger('page', q.get('page')!, 1, MAX_PAGE) : null;
    if (q.has('cursor')) throw validationError(`${spec.name} pages by page number, not by cursor: give page (from 1)`);
  } else {
    if (q.has('page')) throw validationError(`${spec.name} pages by cursor, not by page number: follow next or give cursor`);
    cursor = q.get('cursor') ?? null;
  }
  const scope = route.scope ? { arg: route.scope.arg, value: pathParam(c, route.scope.param) } : undefined;
  return { filter: filtersOf(spec, q), ordering: q.get('ordering') ?? null, limit, cursor, page, ...(scope ? { scope } : {}), ...shaped };
}

/**
 * Parses and checks a list route's query (strict parameters, shape,
 * flat/joiner, limit, page/cursor, scope); throws the same 400 ApiErrors the
 * list answers. `extraControl`: further parameters the caller handles itself
 * (e.g. export's format, after); they are accepted and otherwise left alone.
 */
export function parseListRequest(c: HonoContext, reg: Registered, route: RestRoute, extraControl?: ReadonlySet<string>): ListRequestParts {
  if (route.kind !== 'list') throw new Error(`parseListRequest: ${route.path} is a ${route.kind} route`);
  const q = readParams(c, reg.spec, 'list', extraControl);
  if (extraControl) for (const n of extraControl) q.delete(n);
  return listParts(c, reg, route, q);
}

async function handle(c: HonoContext, deps: RestDeps, reg: Registered, route: RestRoute): Promise<Response> {
  const spec = reg.spec;
  // a deprecated resource says so on every answer of its routes, errors included (set before anything can throw)
  if (spec.deprecated) c.header('Deprecation', 'true');
  const q = readParams(c, spec, route.kind);

  if (q.has('show_shapes') && parseBoolean('show_shapes', q.get('show_shapes')!)) {
    checkFormat(q);
    if (route.kind === 'aggregate') return c.json({ resource: spec.name, default_shape: spec.aggregate!.defaultShape, fields: describeFields(spec.aggregate!.fields) });
    return c.json({ resource: spec.name, default_shape: spec.defaultShape, fields: describeFields(spec.fields) });
  }

  if (route.kind === 'aggregate') {
    // the list's filters; no ordering or pagination
    const { selection, flat, flatLists, joiner } = shaping(reg, route.kind, q);
    const ctx = deps.makeContext(c);
    const text = await runAggregate(spec, filtersOf(spec, q), selection, 'rest', ctx);
    const body = flat ? JSON.stringify(flatten(JSON.parse(text), joiner, flatLists)) : text;
    return jsonText(c, withMeta(body, ctx));
  }
  if (route.kind === 'detail') {
    const { selection, flat, flatLists, joiner } = shaping(reg, route.kind, q);
    const ctx = deps.makeContext(c);
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

  const parts = listParts(c, reg, route, q);
  const ctx = deps.makeContext(c);
  const { filter, ordering, limit, cursor, page, scope, flat, flatLists, joiner } = parts;
  const env = await runList(spec, { filter, ordering, limit, cursor, page, scope }, parts.selection, 'rest', ctx);
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

/**
 * One request to a resource endpoint: its path parameters (a NUL answers
 * 404), the base of absolute links, the request context. These endpoints
 * read no query parameter, so under the same rule as the routes any query
 * parameter answers 400 (nothing is silently ignored).
 */
function endpoint(c: HonoContext, deps: RestDeps, ep: ResourceEndpoint): Promise<Response> {
  for (const k of new URL(c.req.url).searchParams.keys()) {
    const shown = k.length > 100 ? `${k.slice(0, 100)}…` : k;
    throw validationError(`unknown query parameter ${JSON.stringify(shown)}: ${ep.path} takes no query parameters`, { allowed: [] });
  }
  const params = new Map<string, string>();
  for (const name of Object.keys(c.req.param() as Record<string, string>)) params.set(name, pathParam(c, name));
  return ep.handle({ url: new URL(c.req.url), params, baseUrl: baseUrl(c, deps.publicBaseUrl) }, deps.makeContext(c));
}

