/**
 * The OpenAPI 3.1 document of the REST API, generated, never written by
 * hand: the resource registry (src/engine/graphql/register.ts `registry`,
 * filled from src/resources/index.ts) gives every resource path with its
 * parameters, envelopes, record schemas and gates (./resources.ts); the
 * operations that are not resources are declared once next to the
 * constants of their code (./operations.ts, ./reference.ts); the error
 * bodies, headers and security schemes come from the code that produces
 * them (./components.ts). Served at GET /api/openapi.json (./http.ts).
 */
import type { Registered } from '../engine/graphql/register.js';
import type { PlannedPrefix } from '../engine/resource.js';
import { CURRENT_API_VERSION, SERVICE_NAME, SUPPORTED_API_VERSIONS } from '../version.js';
import { MAX_JSON_BODY_BYTES } from '../http/body.js';
import { ComponentSchemas, escapeDescriptions, type JsonSchema } from './schemas.js';
import {
  commonHeaders,
  errorResponseRef,
  errorResponses,
  errorSchemas,
  gateNotes,
  headerComponents,
  securityOf,
  securitySchemes,
  type ErrorStatus,
  type OperationDecl,
} from './components.js';
import { BETA_TAG, resourceOperations, resourceTag } from './resources.js';
import { operationDeclarations, operationSchemas, TAGS } from './operations.js';
import { referenceDeclarations, REFERENCE_TAG } from './reference.js';
import { EXPORT_TAG, exportOperations } from './export.js';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, JsonSchema>>; components: Record<string, Record<string, JsonSchema>> };

export interface BuildOptions {
  /** the registered resources (src/engine/graphql/register.ts `registry`) */
  registry: readonly Registered[];
  /** documented prefixes not served yet (src/resources/index.ts `planned`): their paths answer 501 */
  planned?: readonly PlannedPrefix[];
  /** public base address (PUBLIC_BASE_URL): the server URL and the OAuth2 URLs; default relative to the document */
  publicBaseUrl?: string;
  /** further non-resource operations (declared next to their routes) */
  operations?: readonly OperationDecl[];
}

const INTRODUCTION = [
  'An HTTP and JSON interface over US federal procurement data. This document is generated from the service\'s resource registry: every path, parameter and field below is the one the service serves.',
  '',
  '**Authentication.** Send an API key in `X-API-KEY`, or an OAuth2 access token as `Authorization: Bearer <token>`. Many endpoints also serve anonymous callers; those that need credentials say so (401 without). Plan tiers are Free, Small, Medium, Large and Enterprise: an endpoint or filter above the caller\'s plan answers 403 tier_required (`x-tier` names the plan), and a field above it is left out of a 200 answer with `meta.upgrade_hints`.',
  '',
  '**Lists.** Page-number lists answer {count, next, previous, results} (page, limit); cursor lists {count, next, previous, cursor, results} (limit, cursor). limit is at most 100.',
  '',
  '**Response shaping.** shape picks fields: a bare name is a leaf, name(a,b) an expansion, name(*) all of its sub-fields. Every record member is therefore optional in the schemas below. flat=true joins nested keys; show_shapes=true lists the fields a resource offers.',
  '',
  '**Filters.** OR-list filters take several values joined by `|` or by the word `OR` (in this document: arrays serialised pipeDelimited). Dates are YYYY-MM-DD. An unknown query parameter, a malformed value, an inverted range or an ordering outside the allowlist answers 400 validation_error.',
  '',
  '**Limits.** Every /api/ answer carries `X-RateLimit-Limit`, `-Remaining` and `-Reset` (the most restrictive window), the same for the daily (`X-RateLimit-Daily-*`) and burst (`X-RateLimit-Burst-*`) windows, and `X-Execution-Time`. Endpoints with a premium budget add `X-RateLimit-Premium-*`. A used-up window answers 429 {detail, wait_in_seconds} with `Retry-After`.',
  '',
  `**Versions.** Served at ${CURRENT_API_VERSION} unless \`X-API-Version\` pins one of ${SUPPORTED_API_VERSIONS.join(', ')}. Beta surfaces (\`x-beta\`, the Beta tag) may still change; deprecated operations are to be removed in a future version.`,
].join('\n');

function declaredOperation(decl: OperationDecl): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const [name, p] of Object.entries(decl.pathParams ?? {})) parameters.push({ name, in: 'path', required: true, description: p.description, schema: p.schema ?? { type: 'string' } });
  for (const [name, p] of Object.entries(decl.query ?? {})) {
    const array = p.schema.type === 'array';
    parameters.push({ name, in: 'query', required: !!p.required, description: p.description, schema: p.schema, ...(array ? { style: 'pipeDelimited', explode: false } : {}) });
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, r] of Object.entries(decl.responses)) {
    const content = r.content ?? (r.schema ? { 'application/json': { schema: r.schema } } : undefined);
    responses[status] = { description: r.description, headers: { ...commonHeaders(), ...(r.headers ?? {}) }, ...(content ? { content } : {}) };
  }
  const errors = new Set<ErrorStatus>([...(decl.errors ?? []), 401, 429]);
  for (const s of [...errors].sort()) if (!responses[s]) responses[s] = errorResponseRef(s);
  const description = [decl.description ?? '', ...gateNotes(decl.access, decl.tier)].filter(Boolean).join(' ');
  return {
    operationId: decl.operationId,
    tags: decl.tags,
    summary: decl.summary,
    ...(description ? { description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(decl.requestBody
      ? {
          requestBody: {
            description: `${decl.requestBody.description} JSON, at most ${decl.requestBody.maxBytes ?? MAX_JSON_BODY_BYTES} bytes.`,
            required: !!decl.requestBody.required,
            content: { 'application/json': { schema: decl.requestBody.schema } },
          },
        }
      : {}),
    security: securityOf(decl.access),
    responses,
    ...(decl.tier ? { 'x-tier': decl.tier } : {}),
    ...(decl.requestBody?.maxBytes ? { 'x-max-body-bytes': decl.requestBody.maxBytes } : {}),
    ...(decl.extensions ?? {}),
  };
}

/** Build the document. Throws when two declarations claim one operation or a type name collides with a fixed component. */
export function buildOpenApi(opts: BuildOptions): OpenApiDocument {
  const base = (opts.publicBaseUrl ?? '').replace(/\/+$/, '');
  const components = new ComponentSchemas();
  for (const [name, schema] of Object.entries({ ...errorSchemas(), ...operationSchemas() })) components.reserve(name, schema);
  const responses = errorResponses();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const put = (path: string, method: string, operation: JsonSchema) => {
    paths[path] ??= {};
    if (paths[path][method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is declared twice`);
    paths[path][method] = operation;
  };

  const tags: JsonSchema[] = [];
  const taken = new Set<string>();
  let beta = false;
  for (const reg of opts.registry) {
    tags.push(resourceTag(reg.spec));
    beta ||= !!reg.spec.beta;
    for (const op of resourceOperations(reg, components, responses, taken)) put(op.path, op.method, op.operation);
    for (const op of exportOperations(reg, components, responses, taken)) put(op.path, op.method, op.operation);
  }
  for (const decl of [...operationDeclarations(), ...referenceDeclarations(), ...(opts.operations ?? [])]) {
    if (taken.has(decl.operationId)) throw new Error(`OpenAPI: operationId ${decl.operationId} is declared twice`);
    taken.add(decl.operationId);
    put(decl.path, decl.method, declaredOperation(decl));
  }
  // documented prefixes whose resources have not landed: everything under them answers 501
  for (const p of opts.planned ?? []) {
    const path = p.prefix;
    if (paths[path]?.get) continue;
    put(path, 'get', {
      operationId: `planned_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`,
      tags: ['Planned'],
      summary: `Not served yet (issue ${p.issue})`,
      description: `Every path under ${path} that no resource serves yet answers 501 not_implemented until its resource lands.`,
      security: securityOf('optional'),
      responses: { 501: errorResponseRef(501), 401: errorResponseRef(401), 429: errorResponseRef(429) },
      'x-planned': { issue: p.issue },
    });
  }

  const sortedPaths = Object.fromEntries(Object.keys(paths).sort().map((k) => [k, paths[k]]));
  const document = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: `${SERVICE_NAME} API`,
      version: CURRENT_API_VERSION,
      description: INTRODUCTION,
      'x-supported-versions': [...SUPPORTED_API_VERSIONS],
    },
    servers: [{ url: base || '/', description: base ? 'This service' : 'This service (the address the document was fetched from)' }],
    tags: [
      ...[TAGS.version, TAGS.validate, TAGS.account, TAGS.webhooks, TAGS.alerts, EXPORT_TAG, REFERENCE_TAG],
      ...tags,
      ...(beta ? [{ name: BETA_TAG, description: 'Beta surfaces (state and local solicitations, budget accounts): they may still gain fields and filters; the budget surface may rename fields, defaults, filters and paths.', 'x-beta': true }] : []),
      ...((opts.planned ?? []).length ? [{ name: 'Planned', description: 'Documented paths this build does not serve yet (501).' }] : []),
    ],
    paths: sortedPaths,
    components: {
      schemas: components.schemas,
      parameters: components.parameters,
      responses,
      headers: headerComponents(),
      securitySchemes: securitySchemes(base),
    },
  } as OpenApiDocument;
  // a tree without shared objects (declarations reuse schema objects), so each description is escaped once;
  // descriptions are CommonMark: declaration text is escaped (the introduction is written as Markdown)
  const out = JSON.parse(JSON.stringify(document)) as OpenApiDocument;
  escapeDescriptions([out.tags, out.paths, out.components, out.servers]);
  return out;
}
