/**
 * The fixed parts of the OpenAPI document, each built from the constants of
 * the code that produces it: the documented error bodies (document 1,
 * "Errors"), the response headers every /api/ answer carries (document 1,
 * "Limits"; src/http/ratelimit, src/http/version.ts), the two security
 * schemes (API key header; OAuth2 with the grants src/oauth implements) and
 * the declaration type of operations that are not resources.
 */
import { TIERS } from '../engine/gating/tiers.js';
import type { Tier } from '../engine/shape/validate.js';
import { IMPLEMENTED_GRANTS, OAUTH_SCOPES } from '../oauth/model.js';
import { ACCESS_TOKEN_LIFETIME, AUTHORIZATION_CODE_LIFETIME, REFRESH_TOKEN_LIFETIME } from '../oauth/http.js';
import { SUPPORTED_API_VERSIONS } from '../version.js';
import { API_VERSION_HEADER } from '../http/version.js';
import { ref, tierLabel, type JsonSchema } from './schemas.js';

// ───────────────────────────── operation declarations ─────────────────────────────

/** Who may call an operation: `required` answers 401 without credentials; `optional` serves anonymous callers too. */
export type Access = 'required' | 'optional';

/** A documented error status: the shared response of that status (its body schema and headers). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 501 | 503;

export interface ResponseDecl {
  description: string;
  /** JSON body schema (application/json) */
  schema?: JsonSchema;
  /** other media types: content type -> schema */
  content?: Record<string, JsonSchema>;
  /** further headers (names of components/headers, or inline header objects) */
  headers?: Record<string, JsonSchema>;
}

/**
 * One operation that is not a resource route (account, webhooks, alerts,
 * validation, version, this document): declared once, next to nothing else
 * that describes it, and checked against the served routes by the tests.
 */
export interface OperationDecl {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI path template, e.g. /api/webhooks/endpoints/{id}/ */
  path: string;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  access: Access;
  /** lowest plan tier (403 tier_required below it) */
  tier?: Tier;
  /** path parameters: name -> description and schema */
  pathParams?: Record<string, { description: string; schema?: JsonSchema }>;
  /** query parameters */
  query?: Record<string, { description: string; schema: JsonSchema; required?: boolean }>;
  requestBody?: { description: string; schema: JsonSchema; required?: boolean; maxBytes?: number };
  responses: Record<string, ResponseDecl>;
  /** the shared error responses the operation can answer (401 and 429 are added to every operation) */
  errors?: ErrorStatus[];
  /** extra members of the operation object (x-… annotations) */
  extensions?: Record<string, unknown>;
}

// ───────────────────────────── headers ─────────────────────────────

const intHeader = (description: string, required = true): JsonSchema => ({ description, required, schema: { type: 'string', pattern: '^\\d+$' } });

/** The rate-limit windows' header prefixes: X-RateLimit-, X-RateLimit-Daily-, X-RateLimit-Burst- (src/http/ratelimit/limiter.ts). */
const WINDOWS: { prefix: string; what: string }[] = [
  { prefix: 'X-RateLimit-', what: 'the most restrictive window' },
  { prefix: 'X-RateLimit-Daily-', what: 'the daily window (fixed UTC calendar day)' },
  { prefix: 'X-RateLimit-Burst-', what: 'the burst window (per minute)' },
];

function windowHeaders(prefix: string, what: string, required: boolean): Record<string, JsonSchema> {
  return {
    [`${prefix}Limit`]: intHeader(`Requests allowed in ${what}.`, required),
    [`${prefix}Remaining`]: intHeader(`Requests left in ${what}.`, required),
    [`${prefix}Reset`]: intHeader(`Seconds until ${what} resets (the daily value is the time left in the UTC day and does not mean throttling).`, required),
  };
}

/** components.headers */
export function headerComponents(): Record<string, JsonSchema> {
  return {
    ...Object.assign({}, ...WINDOWS.map((w) => windowHeaders(w.prefix, w.what, true))),
    ...windowHeaders('X-RateLimit-Premium-', "the endpoint family's premium budget (UTC day); only on endpoints with a premium budget, their 429 answers included", true),
    'X-Execution-Time': { description: 'Execution time of the request in seconds, with a trailing s (e.g. 0.012s).', required: true, schema: { type: 'string', pattern: '^\\d+\\.\\d{3}s$' } },
    'X-Request-Id': { description: 'The request id (the X-Request-Id sent, when it is 1 to 64 of A-Z a-z 0-9 . _ -, else a new UUID); it names the request in the service log.', required: true, schema: { type: 'string' } },
    [API_VERSION_HEADER]: { description: `The API version the request was served at: the X-API-Version sent (one of ${SUPPORTED_API_VERSIONS.join(', ')}) or the current one.`, required: true, schema: { type: 'string', enum: [...SUPPORTED_API_VERSIONS] } },
    'Retry-After': intHeader('Seconds to wait before retrying (the same as wait_in_seconds).'),
    Deprecation: { description: 'true on every answer of a deprecated surface.', required: true, schema: { type: 'string', const: 'true' } },
    Link: { description: 'The successor of a deprecated surface: <url>; rel="successor-version".', required: true, schema: { type: 'string' } },
    'WWW-Authenticate': { description: 'The authentication challenge of a refused bearer token.', required: false, schema: { type: 'string' } },
    ...RESOURCE_HEADERS,
  };
}

/**
 * The headers a resource's own `headers` may add (ResourceSpec.headerNames),
 * by name: optional, since a resource adds them only when it has a value
 * (src/budget/publication.ts: both budget headers or neither).
 */
const RESOURCE_HEADERS: Record<string, JsonSchema> = {
  'X-Service-Data-As-Of': {
    description: 'Budget answers: the latest fiscal year of the live budget publication and the period its data runs through (e.g. 2026-P08). Omitted until a validated publication exists.',
    required: false,
    schema: { type: 'string', pattern: '^\\d{4}-P\\d{2}$' },
  },
  'X-Service-Data-Published-At': {
    description: 'Budget answers: when the live budget publication went live (ISO 8601 UTC). Omitted until a validated publication exists.',
    required: false,
    schema: { type: 'string', format: 'date-time' },
  },
};

/**
 * The headers a resource adds to its answers (ResourceSpec.headerNames): a
 * reference to the component of a name described above, else an inline
 * optional header saying only that the resource may add it.
 */
export function resourceHeaders(names: readonly string[] | undefined): Record<string, JsonSchema> {
  return Object.fromEntries(
    (names ?? []).map((n) => [n, RESOURCE_HEADERS[n] ? hdr(n) : { description: 'A header this resource adds to its answers when it has a value.', required: false, schema: { type: 'string' } }]),
  );
}

const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Headers on every /api/ answer, errors included. */
export function commonHeaders(): Record<string, JsonSchema> {
  const names = [...WINDOWS.flatMap((w) => ['Limit', 'Remaining', 'Reset'].map((k) => `${w.prefix}${k}`)), 'X-Execution-Time', 'X-Request-Id', API_VERSION_HEADER];
  return Object.fromEntries(names.map((n) => [n, hdr(n)]));
}

/** Headers of an endpoint family with a premium budget. */
export function premiumHeaders(): Record<string, JsonSchema> {
  return Object.fromEntries(['Limit', 'Remaining', 'Reset'].map((k) => `X-RateLimit-Premium-${k}`).map((n) => [n, hdr(n)]));
}

export function deprecationHeaders(): Record<string, JsonSchema> {
  return { Deprecation: hdr('Deprecation'), Link: hdr('Link') };
}

// ───────────────────────────── error bodies ─────────────────────────────

/** Component names of the fixed schemas (resource type names may not take them). */
export const FIXED = {
  validationError: 'ValidationError',
  shapeError: 'ShapeError',
  unauthorized: 'Unauthorized',
  tierRequired: 'TierRequired',
  notFound: 'NotFound',
  rateLimited: 'RateLimited',
  error: 'Error',
  notImplemented: 'NotImplemented',
  upgradeHints: 'UpgradeHintsMeta',
  flatRecord: 'FlatRecord',
  shapeCatalogue: 'ShapeCatalogue',
} as const;

export function errorSchemas(): Record<string, JsonSchema> {
  return {
    [FIXED.shapeError]: {
      type: 'object',
      description: 'One problem of a shape: where, which field, why, and the valid choices there.',
      required: ['path', 'field', 'reason', 'valid_choices'],
      properties: {
        path: { type: 'string', description: "Dotted path of the offending item ('' for the root)." },
        field: { type: 'string' },
        reason: { type: 'string' },
        valid_choices: { type: 'array', items: { type: 'string' } },
        suggestion: { type: 'string', description: 'The valid choice closest to an unknown name (did you mean).' },
      },
      additionalProperties: false,
    },
    [FIXED.validationError]: {
      type: 'object',
      description:
        'A request the service will not serve as given (400 validation_error): a bad filter value, an invalid date or inverted range, an ordering outside the allowlist, an unknown or repeated query parameter, an unknown shape field, an unsupported X-API-Version, a malformed body.',
      required: ['error', 'code'],
      properties: {
        error: { type: 'string', description: 'What is wrong, in words.' },
        code: { type: 'string', const: 'validation_error' },
        errors: { type: 'array', items: ref(FIXED.shapeError), description: 'Structured shape errors (an unknown or malformed shape).' },
        suggestion: { type: 'string', description: 'The closest known parameter name (an unknown query parameter).' },
        allowed: { type: 'array', items: { type: 'string' }, description: 'The accepted names or values.' },
        filter_definition: { type: 'array', items: { type: 'string' }, description: 'Alert creation: one message per problem of the filters.' },
        supported_versions: { type: 'array', items: { type: 'string' }, description: 'An unsupported X-API-Version: the versions served.' },
        line: { type: 'integer' },
      },
      additionalProperties: false,
    },
    [FIXED.unauthorized]: {
      type: 'object',
      description: 'Credentials missing (where the endpoint needs them), or an API key or token that is invalid, expired or inactive.',
      required: ['detail'],
      properties: { detail: { type: 'string' } },
      additionalProperties: false,
    },
    [FIXED.tierRequired]: {
      type: 'object',
      description: 'The endpoint or a filter needs a higher plan.',
      required: ['error', 'code', 'required_tier', 'current_tier', 'upgrade_url'],
      properties: {
        error: { type: 'string' },
        code: { type: 'string', const: 'tier_required' },
        required_tier: { type: 'string', enum: [...TIERS] },
        current_tier: { type: 'string' },
        upgrade_url: { type: 'string', format: 'uri' },
      },
      additionalProperties: false,
    },
    [FIXED.notFound]: {
      type: 'object',
      description: 'No record with this identifier (also an identifier of the wrong form, a record outside the caller\'s scope, a page past the last, or no route at the path).',
      required: ['error', 'code'],
      properties: { error: { type: 'string' }, code: { type: 'string', const: 'not_found' } },
      additionalProperties: false,
    },
    [FIXED.rateLimited]: {
      type: 'object',
      description: 'A rate-limit window or premium budget is used up: stop, wait at least wait_in_seconds (capped: a daily window can report many hours), then retry with exponential back-off and jitter.',
      required: ['detail', 'wait_in_seconds'],
      properties: { detail: { type: 'string', description: 'Which window, and the wait.' }, wait_in_seconds: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    },
    [FIXED.error]: {
      type: 'object',
      description: 'An error body: a message and a machine-readable code (further members by code).',
      required: ['error', 'code'],
      properties: { error: { type: 'string' }, code: { type: 'string' } },
      additionalProperties: true,
    },
    [FIXED.notImplemented]: {
      type: 'object',
      description: 'A documented path this build does not serve yet.',
      required: ['error', 'code'],
      properties: { error: { type: 'string' }, code: { type: 'string', const: 'not_implemented' } },
      additionalProperties: false,
    },
    [FIXED.upgradeHints]: {
      type: 'object',
      description: 'Present when fields named in shape were withheld by a plan gate: the answer is still 200, without them.',
      required: ['upgrade_hints'],
      properties: {
        upgrade_hints: {
          type: 'object',
          required: ['message', 'fields', 'upgrade_url'],
          properties: {
            message: { type: 'string' },
            fields: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'required_tier'],
                properties: { field: { type: 'string', description: 'Dotted path of the withheld field.' }, required_tier: { type: 'string', enum: [...TIERS] } },
                additionalProperties: false,
              },
            },
            upgrade_url: { type: 'string', format: 'uri' },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    [FIXED.flatRecord]: {
      type: 'object',
      description: 'A record with flat=true: nested objects become joined keys (recipient.uei, joined by joiner); lists stay lists unless flat_lists=true flattens them by index.',
      properties: { meta: ref(FIXED.upgradeHints) },
      additionalProperties: { anyOf: [{ type: ['string', 'number', 'boolean', 'null'] }, { type: 'array' }, { type: 'object', maxProperties: 0 }] },
    },
    [FIXED.shapeCatalogue]: {
      type: 'object',
      description: 'show_shapes=true: the fields the resource offers (type, expansions and their sub-fields, gates) and its default shapes.',
      required: ['resource', 'default_shape', 'fields'],
      properties: {
        resource: { type: 'string' },
        default_shape: { anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }] },
        fields: { type: 'object', additionalProperties: { type: 'object' } },
      },
      additionalProperties: false,
    },
  };
}

/** components.responses: the shared error answers, with the headers every /api/ answer carries. */
export function errorResponses(): Record<string, JsonSchema> {
  const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
  const headers = commonHeaders();
  return {
    BadRequest: { description: 'Validation failure (code validation_error); shape errors are structured (errors).', headers, content: json(ref(FIXED.validationError)) },
    Unauthorized: { description: 'Credentials missing, invalid, expired or inactive.', headers: { ...headers, 'WWW-Authenticate': hdr('WWW-Authenticate') }, content: json(ref(FIXED.unauthorized)) },
    TierRequired: { description: 'The plan is below what the endpoint or a filter in use needs (code tier_required).', headers, content: json(ref(FIXED.tierRequired)) },
    NotFound: { description: 'No such record, parent or page (code not_found).', headers, content: json(ref(FIXED.notFound)) },
    Conflict: { description: 'The request conflicts with the current state (code conflict).', headers, content: json(ref(FIXED.error)) },
    TooManyRequests: { description: 'A rate-limit window is used up.', headers: { ...headers, 'Retry-After': hdr('Retry-After') }, content: json(ref(FIXED.rateLimited)) },
    NotImplemented: { description: 'Part of the documented API, not served by this build yet.', headers, content: json(ref(FIXED.notImplemented)) },
    ServiceUnavailable: { description: 'The operation is switched off on this deployment.', headers, content: json(ref(FIXED.error)) },
  };
}

const ERROR_RESPONSE: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'TierRequired',
  404: 'NotFound',
  409: 'Conflict',
  429: 'TooManyRequests',
  501: 'NotImplemented',
  503: 'ServiceUnavailable',
};

export const errorResponseRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${ERROR_RESPONSE[status]}` });

// ───────────────────────────── security ─────────────────────────────

export const API_KEY_SCHEME = 'ApiKeyAuth';
export const OAUTH2_SCHEME = 'OAuth2';

const SCOPE_DESCRIPTIONS: Record<string, string> = { read: 'Read access to all data (the only scope).' };

/** components.securitySchemes; `base` is the service's public base address ('' for relative URLs). */
export function securitySchemes(base: string): Record<string, JsonSchema> {
  const scopes = Object.fromEntries(OAUTH_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s] ?? s]));
  const token = `${base}/o/token/`;
  const grants: readonly string[] = IMPLEMENTED_GRANTS;
  const refresh = grants.includes('refresh_token') ? { refreshUrl: token } : {};
  const flows: JsonSchema = {};
  if (grants.includes('authorization_code')) flows.authorizationCode = { authorizationUrl: `${base}/o/authorize/`, tokenUrl: token, ...refresh, scopes };
  if (grants.includes('client_credentials')) flows.clientCredentials = { tokenUrl: token, ...refresh, scopes };
  return {
    [API_KEY_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-KEY',
      description: 'An API key of the account (created on the account pages, /account/keys/, or POST /api/account/keys/). Keys and tokens of one account share its quotas. A key that is invalid, expired or inactive answers 401 on every path, open ones included.',
    },
    [OAUTH2_SCHEME]: {
      type: 'oauth2',
      description:
        `OAuth2 (RFC 6749): register an application on the account pages for a client id and secret. Grants: ${grants.join(', ')}. ` +
        'The authorization code flow takes PKCE (RFC 7636, S256 or plain). Send the access token as Authorization: Bearer <token> (never together with X-API-KEY). ' +
        `Access tokens last ${ACCESS_TOKEN_LIFETIME / 60} minutes, refresh tokens ${REFRESH_TOKEN_LIFETIME / 86400} days (rotated on use), authorization codes ${AUTHORIZATION_CODE_LIFETIME / 60} minutes (single use). The only scope is read.`,
      flows,
      'x-pkce': { methods: ['S256', 'plain'] },
    },
  };
}

/** The security requirement of an operation: the API key or an OAuth2 token; `{}` admits anonymous callers. */
export function securityOf(access: Access): JsonSchema[] {
  const schemes = [{ [API_KEY_SCHEME]: [] }, { [OAUTH2_SCHEME]: [...OAUTH_SCOPES] }];
  return access === 'required' ? schemes : [{}, ...schemes];
}

/** The sentences an operation's description gains from its gates. */
export function gateNotes(access: Access, tier: Tier | undefined): string[] {
  const notes: string[] = [];
  if (access === 'required') notes.push('Needs an API key or OAuth2 token (401 without).');
  if (tier && tier !== 'free') notes.push(`Needs the ${tierLabel(tier)} plan or higher (403 tier_required below it).`);
  return notes;
}
