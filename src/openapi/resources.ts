/**
 * The OpenAPI operations of the resource registry: every route of every
 * registered resource (lists, scoped lists, details, aggregates) and its
 * own endpoints, with their parameters, envelopes, record schemas, gates
 * and error answers, all read from the declarations (src/engine/resource.ts).
 * A resource added to src/resources/index.ts appears here without a line
 * of its own.
 */
import type { Registered } from '../engine/graphql/register.js';
import type { EndpointResponse, ResourceEndpoint, ResourceSpec, RestRoute } from '../engine/resource.js';
import { MAX_PAGE } from '../engine/plan/run.js';
import { TYPE_DESCRIPTIONS } from '../engine/graphql/descriptions.js';
import { ComponentSchemas, filterParameter, nullable, ref, type JsonSchema } from './schemas.js';
import { commonHeaders, deprecationHeaders, errorResponseRef, FIXED, gateNotes, premiumHeaders, resourceHeaders, securityOf, type ErrorStatus } from './components.js';

/** Hono `:name` -> OpenAPI `{name}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const pathParamNames = (honoPath: string) => [...honoPath.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

export const BETA_TAG = 'Beta';

export interface BuiltOperation {
  path: string;
  method: 'get';
  operation: JsonSchema;
}

const words = (name: string) => name.replace(/_/g, ' ');

/** The statuses with a shared error answer (components.responses). */
const ERROR_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 429, 501, 503];

/** The REST field holding the record key (the detail path identifier), when one reads the key column. */
function keyField(spec: ResourceSpec): string | undefined {
  return Object.entries(spec.fields).find(([n, f]) => f.kind === 'leaf' && !f.sql && (f.column ?? n) === spec.key)?.[0];
}

function keySchema(spec: ResourceSpec): JsonSchema {
  if (spec.keyType === 'int') return { type: 'integer' };
  if (spec.keyType === 'uuid') return { type: 'string', format: 'uuid' };
  return { type: 'string' };
}

/** The tag of a resource: its registry name, described by its record type. */
export function resourceTag(spec: ResourceSpec): JsonSchema {
  const notes = [TYPE_DESCRIPTIONS[spec.typeName] ?? `The ${words(spec.name)} resource.`];
  if (spec.beta) notes.push(`Beta: ${spec.beta}`);
  if (spec.deprecated) notes.push(`Deprecated: ${spec.deprecated}`);
  return { name: spec.name, description: notes.join(' '), ...(spec.beta ? { 'x-beta': true } : {}), ...(spec.deprecated ? { 'x-deprecated': true } : {}) };
}

/** Notes every operation of a resource shares: auth, tier, premium budget, beta, deprecation. */
export function surfaceNotes(spec: ResourceSpec, opts: { successorLink?: boolean } = {}): string[] {
  const notes = gateNotes(spec.auth ? 'required' : 'optional', spec.tier);
  if (spec.premium) notes.push(`Premium budget: each request spends one request of the daily budget of the ${spec.premium.label} (X-RateLimit-Premium-* headers), which replaces the daily and burst windows for them.`);
  if (spec.visibility) notes.push('Only the records this caller may see: others answer as an unknown key does.');
  if (spec.beta) notes.push(`Beta: ${spec.beta}`);
  if (spec.deprecated) notes.push(`Deprecated: ${spec.deprecated} Answers carry Deprecation: true${opts.successorLink === false ? '' : ' and a Link to the successor'}.`);
  return notes;
}

export function surfaceExtensions(spec: ResourceSpec): JsonSchema {
  return {
    ...(spec.tier ? { 'x-tier': spec.tier } : {}),
    ...(spec.premium ? { 'x-premium': { family: spec.premium.family, label: spec.premium.label } } : {}),
    ...(spec.beta ? { 'x-beta': true } : {}),
  };
}

/** Headers of every answer of this resource's routes and endpoints: those of every /api/ answer, the premium budget's, the deprecation's. */
function surfaceHeaders(spec: ResourceSpec): JsonSchema {
  return { ...commonHeaders(), ...(spec.premium ? premiumHeaders() : {}), ...(spec.deprecated ? deprecationHeaders() : {}) };
}

/** Headers of a successful answer of this resource's routes (and exports): the surface's, and those its `headers` may add (`headerNames`). */
export function okHeaders(spec: ResourceSpec): JsonSchema {
  return { ...surfaceHeaders(spec), ...resourceHeaders(spec.headerNames) };
}

/** The sentence naming the headers a resource adds to its successful answers. */
export function resourceHeaderNote(spec: ResourceSpec): string {
  const names = spec.headerNames ?? [];
  if (names.length) return `Successful answers also carry ${names.join(' and ')} when the resource has a value for them (see the response headers).`;
  return spec.headers ? 'Answers may carry further headers of this resource (e.g. the publication of the data served).' : '';
}

/**
 * The error answers of a route: the shared components, except where this
 * resource adds headers to every answer (premium budget, deprecation): then
 * inline copies with those headers.
 */
export function errorAnswers(spec: ResourceSpec, statuses: ErrorStatus[], responses: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const extra = { ...(spec.premium ? premiumHeaders() : {}), ...(spec.deprecated ? deprecationHeaders() : {}) };
  const out: Record<string, JsonSchema> = {};
  for (const s of [...new Set(statuses)].sort()) {
    const r = errorResponseRef(s);
    if (Object.keys(extra).length === 0) out[s] = r;
    else {
      const name = (r.$ref as string).split('/').pop()!;
      const base = responses[name] as { headers: JsonSchema };
      out[s] = shareResponse(responses, `${spec.typeName}${name}`, { ...base, headers: { ...base.headers, ...extra } });
    }
  }
  return out;
}

/** A reference to the shared response `key` in components.responses (another definition under a taken key gets a suffix). */
export function shareResponse(responses: Record<string, JsonSchema>, key: string, response: JsonSchema): JsonSchema {
  let name = key;
  for (let i = 2; responses[name] && JSON.stringify(responses[name]) !== JSON.stringify(response); i++) name = `${key}${i}`;
  responses[name] = response;
  return { $ref: `#/components/responses/${name}` };
}

/** The statuses a route of this resource can answer besides 200 (400 and 401 always: a bad value, a bad key). */
export function errorStatuses(spec: ResourceSpec, route: RestRoute | null): ErrorStatus[] {
  const out: ErrorStatus[] = [400, 401, 429];
  const filterTiers = route && route.kind !== 'detail' && Object.values(spec.filters).some((f) => !!f.tier);
  if ((spec.tier && spec.tier !== 'free') || filterTiers) out.push(403);
  if (!route || route.kind === 'detail' || route.scope || (route.kind === 'list' && spec.pagination === 'page')) out.push(404);
  return out;
}

// ───────────────────────────── parameters ─────────────────────────────

const SHAPE_SYNTAX =
  'Comma-separated field names: a bare name is a leaf, `name(a,b)` an expansion with its sub-fields, `name(*)` all of its sub-fields. An unknown field answers 400 with structured errors.';

function shapingParameters(spec: ResourceSpec, kind: RestRoute['kind']): JsonSchema[] {
  const defaultShape = kind === 'aggregate' ? spec.aggregate!.defaultShape : spec.defaultShape[kind === 'list' ? 'list' : 'detail'];
  const star = spec.rootStar && kind !== 'aggregate' ? ' `shape=*` at the root selects every field.' : ' `*` is valid only inside an expansion.';
  const params: JsonSchema[] = [
    { name: 'shape', in: 'query', description: `${SHAPE_SYNTAX}${star} Without it, the default shape (the schema's default).`, schema: { type: 'string', minLength: 1, default: defaultShape } },
    { name: 'show_shapes', in: 'query', description: 'true: answer the fields this resource offers and its default shapes instead (ShapeCatalogue).', schema: { type: 'boolean', default: false } },
    { name: 'flat', in: 'query', description: 'true: nested objects become joined keys (recipient.uei).', schema: { type: 'boolean', default: false } },
    { name: 'flat_lists', in: 'query', description: 'With flat=true: lists are flattened by index too (transactions.0.obligated).', schema: { type: 'boolean', default: false } },
    { name: 'joiner', in: 'query', description: 'With flat=true: what joins the parts of a key (1 to 3 characters; read only with flat=true).', schema: { type: 'string', minLength: 1, maxLength: 3, default: '.' } },
    { name: 'format', in: 'query', description: 'Only json is served (accepted for clients of the older API); any other value answers 400.', schema: { type: 'string', enum: ['json'] } },
  ];
  return params;
}

function orderingParameter(spec: ResourceSpec): JsonSchema | null {
  if (!spec.orderingAllowed) return null;
  const cfg = spec.ordering;
  const allowed = [...Object.keys(cfg.fields).filter((n) => !cfg.fields[n].internal), ...(cfg.rank && !cfg.rankInternal ? ['rank'] : [])];
  if (allowed.length === 0) return null;
  const alt = allowed.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const notes = [`Comma-separated fields of the allowlist: ${allowed.join(', ')}; a minus sign before a field sorts descending. Another field answers 400.`];
  if (cfg.rank && !cfg.rankInternal) notes.push('rank (relevance) needs a non-empty search.');
  if (cfg.rank && cfg.rankByDefault !== false) notes.push('With a search, the default is relevance.');
  const usableDefault = cfg.default.split(',').every((p) => allowed.includes(p.trim().replace(/^-/, '')));
  // a default over fields outside the allowlist is no value a client could send: said in words
  if (!usableDefault) notes.push(`Without it: ${cfg.default}.`);
  return {
    name: 'ordering',
    in: 'query',
    description: notes.join(' '),
    schema: { type: 'string', pattern: `^\\s*-?(${alt})\\s*(,\\s*-?(${alt})\\s*)*$`, ...(usableDefault ? { default: cfg.default } : {}) },
    'x-ordering-fields': allowed,
  };
}

function paginationParameters(spec: ResourceSpec): JsonSchema[] {
  const limit = { name: 'limit', in: 'query', description: `Records per page, 1 to 100 (default ${spec.pageSize}).`, schema: { type: 'integer', minimum: 1, maximum: 100, default: spec.pageSize } };
  if (spec.pagination === 'page') {
    return [{ name: 'page', in: 'query', description: 'Page number, from 1; past the last page answers 404.', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } }, limit];
  }
  return [limit, { name: 'cursor', in: 'query', description: 'Where the next page starts: take it from the next URL or the cursor member of the previous page.', schema: { type: 'string', minLength: 1 } }];
}

/** An alias of a parameter: the same schema under the older API's name. */
function aliasParameters(spec: ResourceSpec, params: JsonSchema[]): JsonSchema[] {
  const out: JsonSchema[] = [];
  const byName = new Map(params.map((p) => [p.name as string, p]));
  for (const [alias, target] of Object.entries(spec.paramAliases ?? {})) {
    const t = byName.get(target);
    if (!t || byName.has(alias)) continue;
    const { name: _n, description: _d, ...rest } = t;
    out.push({ name: alias, ...rest, description: `Another name of ${target} (as an older API called it): served exactly as ${target}; giving both answers 400.`, 'x-alias-of': target });
  }
  return out;
}

/** Query parameters every resource shares (the same object everywhere). */
const COMMON = new Set(['show_shapes', 'flat', 'flat_lists', 'joiner', 'format', 'page', 'cursor']);

/**
 * The query parameters as references to components.parameters (a
 * resource's filters are shared by its list, aggregate and export
 * operations; the controls by every resource); path parameters stay inline.
 */
export function shareParameters(spec: ResourceSpec, kind: string, params: JsonSchema[], components: ComponentSchemas): JsonSchema[] {
  return params.map((p) => {
    if (p.in !== 'query') return p;
    const name = p.name as string;
    const key = COMMON.has(name) ? name : name === 'limit' ? `limit.${(p.schema as JsonSchema).default}` : name === 'shape' ? `${spec.name}.shape.${kind}` : `${spec.name}.${name}`;
    return components.parameter(key, p);
  });
}

function pathParameter(name: string, description: string, schema: JsonSchema): JsonSchema {
  return { name, in: 'path', required: true, description, schema };
}

/** The parameters of a route: path parameters, then the query (filters, ordering, paging, shaping, aliases); `paging: false` leaves out limit, page and cursor. */
export function routeParameters(reg: Registered, route: RestRoute, opts: { paging?: boolean } = {}): JsonSchema[] {
  const spec = reg.spec;
  const params: JsonSchema[] = [];
  for (const name of pathParamNames(route.path)) {
    if (route.scope?.param === name) {
      const scope = spec.scopes?.find((s) => s.arg === route.scope!.arg);
      params.push(pathParameter(name, `${scope?.description ?? `The parent (${route.scope.arg}).`} An unknown parent answers 404.`, { type: 'string' }));
    } else if (route.param === name) {
      params.push(pathParameter(name, `The ${words(spec.name)} record's ${keyField(spec) ?? spec.key}. An unknown key, or one of the wrong form, answers 404.`, keySchema(spec)));
    } else {
      const dp = spec.detailParams?.[name];
      params.push(pathParameter(name, dp?.description ?? words(name), { type: 'string', ...(dp?.minLength ? { minLength: dp.minLength } : {}) }));
    }
  }
  const query: JsonSchema[] = [];
  if (route.kind === 'list' || route.kind === 'aggregate') {
    for (const [name, f] of Object.entries(spec.filters)) query.push(filterParameter(spec.name, name, f));
  }
  if (route.kind === 'list') {
    const ordering = orderingParameter(spec);
    if (ordering) query.push(ordering);
    if (opts.paging !== false) query.push(...paginationParameters(spec));
    if (spec.defaultShape.verbose !== undefined) {
      query.push({ name: 'verbose', in: 'query', description: `true: the wider default shape (${spec.defaultShape.verbose}); a shape given wins.`, schema: { type: 'boolean', default: false } });
    }
  }
  if (route.kind === 'detail') {
    for (const [name, dp] of Object.entries(spec.detailParams ?? {})) {
      if (route.pathParams?.includes(name)) continue;
      query.push({ name, in: 'query', required: !!dp.required, description: dp.description, schema: { type: 'string', minLength: dp.minLength ?? 1 } });
    }
  }
  query.push(...shapingParameters(spec, route.kind));
  query.push(...aliasParameters(spec, query));
  return [...params, ...query];
}

// ───────────────────────────── bodies ─────────────────────────────

function recordComponent(spec: ResourceSpec, components: ComponentSchemas): string {
  return components.object(spec.typeName, spec.fields, {
    description: TYPE_DESCRIPTIONS[spec.typeName] ?? `One ${words(spec.name)} record. Every member is optional: shape picks them.`,
    extra: { meta: ref(FIXED.upgradeHints) },
  });
}

function listComponent(spec: ResourceSpec, record: string, components: ComponentSchemas): string {
  const name = `${spec.typeName}List`;
  if (components.schemas[name]) return name;
  const link = (which: string) => ({ type: ['string', 'null'], format: 'uri', description: `The ${which} page (absolute URL), or null.` });
  const properties: Record<string, JsonSchema> = {
    count: { type: 'integer', minimum: 0, description: 'Records matching the request (all pages).' },
    next: link('next'),
    previous: link('previous'),
  };
  const required = ['count', 'next', 'previous', 'results'];
  if (spec.pagination === 'cursor') {
    properties.cursor = { type: ['string', 'null'], description: 'The cursor of the next page (also in next), or null on the last page.' };
    required.push('cursor');
  }
  for (const [k, f] of Object.entries(spec.envelope?.fields ?? {})) {
    properties[k] = nullable({ type: f.type === 'Int' ? 'integer' : 'string', ...(f.description ? { description: f.description } : {}) });
    required.push(k);
  }
  properties.results = { type: 'array', maxItems: 100, items: { anyOf: [ref(record), ref(FIXED.flatRecord)] } };
  properties.meta = ref(FIXED.upgradeHints);
  components.reserve(name, {
    type: 'object',
    description: `A page of ${words(spec.name)} (${spec.pagination === 'cursor' ? 'cursor' : 'page-number'} pagination).`,
    required,
    properties,
    additionalProperties: false,
  });
  return name;
}

function aggregateComponent(spec: ResourceSpec, components: ComponentSchemas): string {
  const agg = spec.aggregate!;
  return components.object(agg.typeName, agg.fields, { description: agg.description, extra: { meta: ref(FIXED.upgradeHints) } });
}

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

function operationId(spec: ResourceSpec, route: RestRoute, taken: Set<string>): string {
  let id: string;
  if (route.kind === 'aggregate') id = `aggregate_${spec.name}`;
  else if (route.kind === 'detail') id = `get_${spec.name}`;
  else id = route.scope ? `list_${spec.name}_by_${route.scope.arg}` : `list_${spec.name}`;
  let unique = id;
  for (let i = 2; taken.has(unique); i++) unique = `${id}_${i}`;
  taken.add(unique);
  return unique;
}

export function summaryOf(spec: ResourceSpec, route: RestRoute): string {
  const what = words(spec.name);
  if (route.kind === 'aggregate') return `Totals over matching ${what}`;
  if (route.kind === 'detail') return spec.singleton ? `The ${what} record` : `One ${what} record`;
  if (route.scope) return spec.scopes?.find((s) => s.arg === route.scope!.arg)?.description.replace(/\.$/, '') ?? `List ${what} under one parent`;
  return `List ${what}`;
}

/** The operations of one registered resource (its routes and endpoints). */
export function resourceOperations(reg: Registered, components: ComponentSchemas, responses: Record<string, JsonSchema>, taken: Set<string>): BuiltOperation[] {
  const spec = reg.spec;
  const record = recordComponent(spec, components);
  const tags = spec.beta ? [spec.name, BETA_TAG] : [spec.name];
  const notes = surfaceNotes(spec);
  const out: BuiltOperation[] = [];
  for (const route of reg.routes) {
    let body: JsonSchema;
    let what: string;
    let okName: string;
    if (route.kind === 'list') {
      okName = listComponent(spec, record, components);
      body = ref(okName);
      what = `${spec.pagination === 'cursor' ? 'Cursor' : 'Page-number'} envelope: count, next, previous${spec.pagination === 'cursor' ? ', cursor' : ''}${spec.envelope ? `, ${Object.keys(spec.envelope.fields).join(', ')}` : ''}, results.`;
    } else if (route.kind === 'aggregate') {
      okName = aggregateComponent(spec, components);
      body = ref(okName);
      what = 'One object over every row the filters match.';
    } else {
      okName = record;
      body = ref(record);
      what = 'The record.';
    }
    const description = [
      route.kind === 'aggregate' ? spec.aggregate!.description : (TYPE_DESCRIPTIONS[spec.typeName] ?? ''),
      route.kind === 'list' ? `Default page size ${spec.pageSize}; ${spec.pagination === 'cursor' ? 'cursor (keyset) pagination' : 'page-number pagination'}.` : '',
      ...notes,
      resourceHeaderNote(spec),
    ].filter(Boolean).join(' ');
    out.push({
      path: openApiPath(route.path),
      method: 'get',
      operation: {
        operationId: operationId(spec, route, taken),
        tags,
        summary: summaryOf(spec, route),
        description,
        parameters: shareParameters(spec, route.kind, routeParameters(reg, route), components),
        security: securityOf(spec.auth ? 'required' : 'optional'),
        responses: {
          200: shareResponse(responses, `${okName}Answer`, {
            description: `${what} show_shapes=true answers the field catalogue; flat=true flat records.`,
            headers: okHeaders(spec),
            content: jsonContent({ anyOf: [body, ref(FIXED.flatRecord), ref(FIXED.shapeCatalogue)] }),
          }),
          ...errorAnswers(spec, errorStatuses(spec, route), responses),
        },
        ...(spec.deprecated ? { deprecated: true } : {}),
        ...surfaceExtensions(spec),
        'x-resource': spec.name,
        'x-route-kind': route.kind,
      },
    });
  }
  for (const ep of spec.endpoints ?? []) out.push(endpointOperation(spec, ep, tags, responses, taken));
  return out;
}

/**
 * A resource's own endpoint (ResourceSpec.endpoints): its path, description,
 * credential rule (`auth`, else the resource's) and answers (`responses`)
 * are declared. Without declared answers they are generic (a JSON object
 * or a document's bytes, a redirect) and the resource's tier applies.
 */
function endpointOperation(spec: ResourceSpec, ep: ResourceEndpoint, tags: string[], responses: Record<string, JsonSchema>, taken: Set<string>): BuiltOperation {
  const path = openApiPath(ep.path);
  let id = `${spec.name}_${ep.path.replace(/^\/api\//, '').replace(/:[A-Za-z_]+/g, '').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;
  for (let i = 2; taken.has(id); i++) id = `${id}_${i}`;
  taken.add(id);
  const auth = ep.auth ?? spec.auth;
  const declared = ep.responses ? Object.entries(ep.responses).map(([status, r]) => [Number(status), r] as [number, EndpointResponse]) : null;
  // declared answers are complete: the tier gate applies when they list a 403
  const tier = declared ? (declared.some(([s]) => s === 403) ? spec.tier : undefined) : spec.tier;
  // the notes of the surface, with this endpoint's gates (the visibility note is the resource's records'; a declared 404 says it)
  const gated: ResourceSpec = { ...spec, auth, tier, visibility: declared ? undefined : spec.visibility };
  const notes = surfaceNotes(gated);
  if (!auth && ep.auth === false) notes.unshift('No credentials needed; a key or token that is sent must still be valid (401), and the request then counts against that account rather than the client address.');
  const headers = surfaceHeaders(spec);
  const statuses: ErrorStatus[] = declared ? [400, 401, 429] : [400, 401, 404, 429, 503];
  if (!declared && tier && tier !== 'free') statuses.push(403);
  const answers: Record<string, JsonSchema> = {};
  if (declared) {
    for (const [status, r] of declared) {
      if (status >= 400) {
        const shared = (ERROR_STATUSES as readonly number[]).includes(status) ? (status as ErrorStatus) : null;
        if (!r.schema && shared && !r.headers) {
          // the shared error answer of the status (its body and headers)
          statuses.push(shared);
          continue;
        }
        // an error of the endpoint's own: its body (else the generic error body); a 400 can also be the validation error of any /api/ request
        const base = shared ? (responses[(errorResponseRef(shared).$ref as string).split('/').pop()!] as JsonSchema) : undefined;
        const own = (r.schema as JsonSchema | undefined) ?? (base?.content as Record<string, JsonSchema> | undefined)?.['application/json']?.schema ?? ref(FIXED.error);
        const schema = status === 400 ? { anyOf: [ref(FIXED.validationError), own] } : own;
        answers[status] = { description: r.description, headers: { ...((base?.headers as JsonSchema) ?? {}), ...headers, ...ownHeaders(r) }, content: jsonContent(schema as JsonSchema) };
      } else {
        // a body without a schema is not JSON: a document's bytes, in their own media type
        answers[status] = { description: r.description, headers: { ...headers, ...ownHeaders(r) }, content: r.schema ? jsonContent(r.schema as JsonSchema) : { '*/*': {} } };
      }
    }
  } else {
    answers[200] = {
      description: 'The answer the description names: a JSON object, or the bytes of a document.',
      headers,
      // a document's bytes come in its own media type
      content: { 'application/json': { schema: { type: 'object' } }, '*/*': {} },
    };
    answers[302] = {
      description: 'A redirect (Location), for endpoints whose description says so; the body repeats the address.',
      headers: { ...headers, Location: { description: 'Where to go.', required: true, schema: { type: 'string' } } },
      content: jsonContent({ type: 'object' }),
    };
  }
  const errors = errorAnswers(spec, statuses.filter((s) => !answers[s]), responses);
  if (!declared) {
    // an endpoint's own 400 bodies carry their own codes (e.g. a link instead of a document, an expired link)
    errors[400] = { ...(responses.BadRequest as JsonSchema), description: 'A validation failure, or the endpoint\'s own refusal (its code says which).', content: jsonContent({ anyOf: [ref(FIXED.validationError), ref(FIXED.error)] }) };
  }
  const names = pathParamNames(ep.path);
  const key = keyField(spec);
  return {
    path,
    method: 'get',
    operation: {
      operationId: id,
      tags,
      summary: endpointSummary(ep.description),
      description: [ep.description, ...notes].join(' '),
      parameters: names.map((n) => pathParameter(n, n === key ? `The ${words(spec.name)} record's ${n}.` : words(n), { type: 'string' })),
      security: auth ? securityOf('required') : ep.auth === false ? [] : securityOf('optional'),
      responses: Object.fromEntries(Object.entries({ ...answers, ...errors }).sort(([a], [b]) => Number(a) - Number(b))),
      ...(spec.deprecated ? { deprecated: true } : {}),
      ...surfaceExtensions(gated),
      'x-resource': spec.name,
      'x-route-kind': 'endpoint',
    },
  };
}

/** The first sentence of an endpoint's description, at most 120 characters (cut at a word). */
function endpointSummary(description: string): string {
  const first = description.split(/(?<=\.)\s/)[0].replace(/\.$/, '');
  if (first.length <= 120) return first;
  const cut = first.slice(0, 119);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : 119).replace(/[\s,;:(]+$/, '')}…`;
}

/** The headers an endpoint's answer declares (name -> description): each required, a string. */
function ownHeaders(r: EndpointResponse): JsonSchema {
  return Object.fromEntries(Object.entries(r.headers ?? {}).map(([name, description]) => [name, { description, required: true, schema: { type: 'string' } }]));
}
