/**
 * The operations under /api/ that are not resources of the registry, each
 * declared once here from the constants of the code that serves it:
 *
 *   GET  /api/version                       src/version.ts
 *   POST /api/validate/                     src/http/validate.ts
 *   /api/account/...                        src/http/account.ts, src/account/http.ts (usage)
 *   /api/webhooks/...                       src/webhooks/http.ts (receivers, deliveries, alerts)
 *
 * The OpenAPI tests compare these declarations with the routes the app
 * serves, so a route added there without a line here fails them.
 */
import { TIERS } from '../engine/gating/tiers.js';
import { IDENTIFIER_TYPES, TYPE_ERROR_MESSAGE, VALUE_ERROR_MESSAGE } from '../identifiers/index.js';
import { VALIDATE_MAX_BODY_BYTES } from '../http/validate.js';
import { PRO_TIER } from '../plans.js';
import { CURRENT_API_VERSION, SUPPORTED_API_VERSIONS } from '../version.js';
import { MAX_JSON_BODY_BYTES } from '../http/body.js';
import { MAX_KEYS_PER_ACCOUNT } from '../admin/service.js';
import { ALERT_MAX_BODY_BYTES, WEBHOOK_MAX_BODY_BYTES } from '../webhooks/http.js';
import { DEFAULT_PAGE_SIZE, DELIVERY_STATUSES, MAX_ENDPOINTS_PER_ACCOUNT, MAX_NAME_LENGTH } from '../webhooks/service.js';
import { ALERT_STATUSES, FREQUENCIES, QUERY_TYPE_NAMES } from '../webhooks/alerts.js';
import { EVENT_TYPE_NAMES } from '../webhooks/events.js';
import { MAX_PAGE } from '../engine/plan/run.js';
import { ref, type JsonSchema } from './schemas.js';
import type { OperationDecl } from './components.js';

export const TAGS = {
  version: { name: 'Version', description: 'The API version a request is served at, the versions supported and the deprecated surfaces.' },
  validate: { name: 'Identifier validation', description: 'Checks the format of a PIID, solicitation number or UEI without looking anything up.' },
  account: { name: 'Account', description: "The caller's own account: plan, quotas and their use, API keys." },
  webhooks: { name: 'Webhooks', description: 'Webhook receivers, their signed deliveries and the event types (document 1, "Webhook receiver management").' },
  alerts: { name: 'Alerts', description: 'Saved-filter alerts: when records matching a list filter appear or change, a signed delivery goes to a receiver.' },
} as const;

const str = (description?: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...(description ? { description } : {}), ...extra });
const dateTime = (description?: string): JsonSchema => str(description, { format: 'date-time' });
const nullableDateTime = (description?: string): JsonSchema => ({ type: ['string', 'null'], format: 'date-time', ...(description ? { description } : {}) });
const obj = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties), description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required,
  properties,
  additionalProperties: false,
});

/** A page-number envelope of `item` (the account and webhook lists). */
const pageOf = (item: JsonSchema, description: string): JsonSchema =>
  obj(
    {
      count: { type: 'integer', minimum: 0 },
      next: { type: ['string', 'null'], format: 'uri' },
      previous: { type: ['string', 'null'], format: 'uri' },
      results: { type: 'array', items: item },
    },
    undefined,
    description,
  );

const pageQuery = {
  page: { description: `Page number, from 1 (past the last page answers 404).`, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
  limit: { description: `Records per page, 1 to 100 (default ${DEFAULT_PAGE_SIZE}).`, schema: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE } },
};

const windowSchema: JsonSchema = obj({
  limit: { type: 'integer', minimum: 0 },
  used: { type: 'integer', minimum: 0 },
  remaining: { type: 'integer', minimum: 0 },
  reset: { type: ['integer', 'null'], description: 'Seconds until the window resets; null when no window is open.' },
  resets_at: nullableDateTime('When the window resets; null when no window is open.'),
});

/** Named schemas of these operations (components.schemas). */
export function operationSchemas(): Record<string, JsonSchema> {
  const tier = { type: 'string', enum: [...TIERS] };
  return {
    VersionReport: obj({
      service: str(),
      api_version: str('The version this request was served at (X-API-Version, default the current one).', { enum: [...SUPPORTED_API_VERSIONS] }),
      supported_versions: { type: 'array', items: str() },
      minimum_versions: { type: 'object', description: 'Fields that need a minimum API version: field path -> version.', additionalProperties: str() },
      deprecated_surfaces: { type: 'array', items: str(), description: 'Paths of deprecated surfaces (to be removed in a future version).' },
    }),
    IdentifierValidationRequest: obj(
      {
        type: str(TYPE_ERROR_MESSAGE.replace(/^type/, 'One'), { enum: [...IDENTIFIER_TYPES] }),
        value: str('The identifier; surrounding whitespace is trimmed for the check, and the value is echoed as sent.', { minLength: 1 }),
      },
      ['type', 'value'],
    ),
    IdentifierValidationResult: obj(
      {
        type: str(undefined, { enum: [...IDENTIFIER_TYPES] }),
        value: str('Echo of the request.'),
        result: str('valid, not_valid, or low_confidence (a solicitation number that passes the structural checks but matches no known pattern).', { enum: ['valid', 'not_valid', 'low_confidence'] }),
        errors: { type: 'array', items: str(), description: 'Only for a not_valid piid: what is wrong, in words.' },
      },
      ['type', 'value', 'result'],
    ),
    Account: obj({
      id: str(undefined, { format: 'uuid' }),
      name: str(),
      email: str(undefined, { format: 'email' }),
      tier,
      is_active: { type: 'boolean' },
      customer_organization: { anyOf: [obj({ id: str(), name: str() }), { type: 'null' }] },
      alert_limit: { type: 'integer', minimum: 0, description: 'Alerts the account may hold.' },
      alert_limit_override: { type: ['integer', 'null'] },
      quotas: obj({ daily: { type: 'integer', minimum: 0 }, burst: { type: 'integer', minimum: 0 }, premiumDaily: { type: 'integer', minimum: 0 } }, undefined, 'The effective rate-limit quotas of the plan.'),
      created: dateTime(),
      modified: dateTime(),
    }),
    ApiKey: obj({
      id: str(undefined, { format: 'uuid' }),
      name: str(),
      prefix: str('The public prefix of the key (the key itself is shown once, on creation).'),
      status: str(undefined, { enum: ['active', 'inactive', 'expired', 'revoked'] }),
      is_active: { type: 'boolean' },
      expires_at: nullableDateTime(),
      last_used_at: nullableDateTime('Updated at most once a minute.'),
      created: dateTime(),
    }),
    ApiKeyCreated: obj({
        id: str(undefined, { format: 'uuid' }),
        name: str(),
        prefix: str(),
        status: str(undefined, { enum: ['active', 'inactive', 'expired', 'revoked'] }),
        is_active: { type: 'boolean' },
        expires_at: nullableDateTime(),
        last_used_at: nullableDateTime(),
        created: dateTime(),
        key: str('The full key: shown this once, never again.'),
      }),
    AccountUsage: obj({
      tier,
      day: str('The UTC day the daily window and the premium budgets count.', { format: 'date' }),
      daily: windowSchema,
      burst: windowSchema,
      premium: { type: 'array', items: { ...windowSchema, required: [...(windowSchema.required as string[]), 'family', 'label'], properties: { family: str(), label: str(), ...(windowSchema.properties as Record<string, JsonSchema>) } } },
    }),
    WebhookEndpoint: obj({
      id: str(undefined, { format: 'uuid' }),
      name: str(`Unique per account, at most ${MAX_NAME_LENGTH} characters.`),
      url: str('The public address that receives deliveries.'),
      is_active: { type: 'boolean', description: 'false: nothing is delivered until it is enabled.' },
      consecutive_failures: { type: 'integer', minimum: 0 },
      circuit_state: str('Receiver health: deliveries pause while the circuit is open.', { enum: ['closed', 'open', 'half_open'] }),
      circuit_open_until: nullableDateTime(),
      created: dateTime(),
      modified: dateTime(),
    }),
    WebhookEndpointWithSecret: obj({
      id: str(undefined, { format: 'uuid' }),
      name: str(),
      url: str(),
      is_active: { type: 'boolean' },
      consecutive_failures: { type: 'integer', minimum: 0 },
      circuit_state: str(undefined, { enum: ['closed', 'open', 'half_open'] }),
      circuit_open_until: nullableDateTime(),
      created: dateTime(),
      modified: dateTime(),
      secret: str('Signs each delivery (X-Service-Signature: sha256=HMAC-SHA256 of the raw body): shown this once.'),
    }),
    WebhookDelivery: obj({
      delivery_id: str(undefined, { format: 'uuid' }),
      endpoint_id: str(undefined, { format: 'uuid' }),
      created: dateTime(),
      status: str(undefined, { enum: [...DELIVERY_STATUSES] }),
      attempts: { type: 'integer', minimum: 0 },
      max_attempts: { type: 'integer', minimum: 0 },
      last_status_code: { type: ['integer', 'null'] },
      response_time_ms: { type: ['integer', 'null'] },
      last_error: { type: ['string', 'null'] },
      last_attempt_at: nullableDateTime(),
      next_attempt_at: nullableDateTime(),
      delivered_at: nullableDateTime(),
      is_test: { type: 'boolean' },
    }),
    TestDeliveryResult: obj({
      success: { type: 'boolean' },
      status_code: { type: ['integer', 'null'], description: 'What the receiver answered (null: no answer).' },
      response_time_ms: { type: 'integer', minimum: 0 },
      endpoint_url: str(),
      message: str(),
      error: { type: ['string', 'null'] },
      delivery_id: str(undefined, { format: 'uuid' }),
      endpoint_id: str(undefined, { format: 'uuid' }),
    }),
    DeliveryEnvelope: obj(
      {
        timestamp: dateTime('Time of delivery.'),
        delivery_id: str('Identifier of this delivery: a receiver\'s idempotency key.'),
        events: {
          type: 'array',
          items: obj({
            event_type: str(undefined, { enum: [...EVENT_TYPE_NAMES] }),
            alert_id: str(),
            query_type: str(undefined, { enum: [...QUERY_TYPE_NAMES] }),
            filters: { type: 'object' },
            matches: obj({
              new_count: { type: 'integer', minimum: 0 },
              modified_count: { type: 'integer', minimum: 0 },
              new: { type: 'array', maxItems: 500, items: { type: 'object' } },
              modified: { type: 'array', maxItems: 500, items: { type: 'object' } },
            }),
            checked_at: dateTime(),
          }),
        },
        test: { type: 'boolean', const: true, description: 'Present (true) only on test deliveries.' },
      },
      ['timestamp', 'delivery_id', 'events'],
      'The body of each signed delivery POST.',
    ),
    EventType: obj({
      event_type: str(undefined, { enum: [...EVENT_TYPE_NAMES] }),
      description: str(),
      query_types: { type: 'array', items: str(undefined, { enum: [...QUERY_TYPE_NAMES] }) },
      list_endpoints: { type: 'array', items: str() },
      summary_fields: { type: 'array', items: str(), description: 'Members of each match summary.' },
    }),
    Alert: obj({
      alert_id: str(undefined, { format: 'uuid' }),
      name: str(),
      query_type: str(undefined, { enum: [...QUERY_TYPE_NAMES] }),
      event_type: str(undefined, { enum: [...EVENT_TYPE_NAMES] }),
      filters: { type: 'object', description: 'Filters of the matching list endpoint, as stored (canonical form).' },
      frequency: str(undefined, { enum: [...FREQUENCIES] }),
      cron_expression: { type: ['string', 'null'], description: 'frequency custom: five fields, UTC.' },
      endpoint: str('The receiver.', { format: 'uuid' }),
      status: str(undefined, { enum: [...ALERT_STATUSES] }),
      last_checked_at: nullableDateTime('Time of the last evaluation; trails the current time while a backlog is worked off.'),
      next_run_at: nullableDateTime('daily and custom alerts: the next scheduled run.'),
      created: dateTime(),
      modified: dateTime(),
    }),
  };
}

const WEBHOOK_ID = { id: { description: 'The receiver id (UUID); another account\'s receiver answers 404.', schema: { type: 'string', format: 'uuid' } } };
const ALERT_ID = { id: { description: 'The alert id (UUID); another account\'s alert answers 404.', schema: { type: 'string', format: 'uuid' } } };

const endpointBody = (create: boolean): JsonSchema =>
  obj(
    {
      name: str(`Unique per account, at most ${MAX_NAME_LENGTH} characters.`, { minLength: 1, maxLength: MAX_NAME_LENGTH }),
      url: str('A public https or http address (private and loopback addresses are refused).'),
      is_active: { type: 'boolean', description: create ? 'false registers the receiver disabled (default true).' : 'Enable or disable.' },
    },
    create ? ['name', 'url'] : [],
  );

const alertSchedule = {
  frequency: str('realtime (after each ingestion cycle), daily, or custom (Small plan and above).', { enum: [...FREQUENCIES] }),
  cron_expression: { type: ['string', 'null'], description: 'frequency custom: five fields (minute hour day-of-month month day-of-week, UTC), e.g. `0 8 * * 1`.' },
  endpoint: str('The receiver (id); required when the account has more than one.', { format: 'uuid' }),
};

/** The declarations. */
export function operationDeclarations(): OperationDecl[] {
  const json = (schema: JsonSchema, description: string) => ({ description, schema });
  const noContent = { description: 'Done (no body).' };
  return [
    // ── version ──
    ...['/api/version'].map(
      (path): OperationDecl => ({
        method: 'get',
        path,
        operationId: 'get_version',
        tags: [TAGS.version.name],
        summary: 'The API version in use',
        description: `The version the request is served at (current: ${CURRENT_API_VERSION}; pin one with the X-API-Version header), the versions supported, the fields that need a minimum version and the deprecated surfaces.`,
        access: 'optional',
        responses: { 200: json(ref('VersionReport'), 'The version report.') },
        errors: [400],
      }),
    ),
    // ── identifier validation ──
    {
      method: 'post',
      path: '/api/validate/',
      operationId: 'validate_identifier',
      tags: [TAGS.validate.name],
      summary: 'Check the format of a PIID, solicitation number or UEI',
      description: 'No lookup: the format only. valid, not_valid and low_confidence all answer 200. A missing or unknown type, or a blank value, answers 400.',
      access: 'required',
      tier: PRO_TIER,
      requestBody: { description: 'The identifier and its type.', schema: ref('IdentifierValidationRequest'), required: true, maxBytes: VALIDATE_MAX_BODY_BYTES },
      responses: { 200: json(ref('IdentifierValidationResult'), 'The outcome.') },
      errors: [400, 403],
      extensions: { 'x-error-messages': [TYPE_ERROR_MESSAGE, VALUE_ERROR_MESSAGE] },
    },
    // ── account ──
    {
      method: 'get',
      path: '/api/account/',
      operationId: 'get_account',
      tags: [TAGS.account.name],
      summary: "The caller's account",
      description: 'Plan, alert allowance and effective rate-limit quotas.',
      access: 'required',
      responses: { 200: json(ref('Account'), 'The account.') },
    },
    {
      method: 'get',
      path: '/api/account/usage/',
      operationId: 'get_account_usage',
      tags: [TAGS.account.name],
      summary: 'Use of the quotas today',
      description: 'The daily window, the burst window and each premium budget: limit, used, remaining and when each resets. The request itself is counted first.',
      access: 'required',
      responses: { 200: json(ref('AccountUsage'), 'The usage report.') },
    },
    {
      method: 'get',
      path: '/api/account/keys/',
      operationId: 'list_api_keys',
      tags: [TAGS.account.name],
      summary: "The account's API keys",
      description: 'Keys that are not revoked, oldest first, each with its public prefix only.',
      access: 'required',
      responses: { 200: json(pageOf(ref('ApiKey'), 'Every key on one page (next and previous are null).'), 'The keys.') },
    },
    {
      method: 'post',
      path: '/api/account/keys/',
      operationId: 'create_api_key',
      tags: [TAGS.account.name],
      summary: 'Create an API key',
      description: `The full key is in the answer, once. The account's e-mail address must be verified (403 email_unverified otherwise), and the plan's key allowance applies (at most ${MAX_KEYS_PER_ACCOUNT} per account).`,
      access: 'required',
      requestBody: {
        description: 'A name, and optionally when the key expires.',
        schema: obj({ name: str(undefined, { minLength: 1 }), expires_at: { type: ['string', 'null'], description: 'ISO 8601 date or date-time in the future.' } }, ['name']),
        required: true,
        maxBytes: MAX_JSON_BODY_BYTES,
      },
      responses: { 201: json(ref('ApiKeyCreated'), 'The new key, with the key itself.'), 403: json(ref('Error'), 'The e-mail address is not verified (code email_unverified).') },
      errors: [400],
    },
    {
      method: 'delete',
      path: '/api/account/keys/{id}/',
      operationId: 'revoke_api_key',
      tags: [TAGS.account.name],
      summary: 'Revoke an API key',
      description: "The key stops working at once. Another account's key answers 404.",
      access: 'required',
      pathParams: { id: { description: 'The key id.', schema: { type: 'string' } } },
      responses: { 204: noContent },
      errors: [404],
    },
    // ── webhook receivers ──
    {
      method: 'post',
      path: '/api/webhooks/endpoints/',
      operationId: 'create_webhook_endpoint',
      tags: [TAGS.webhooks.name],
      summary: 'Register a receiver',
      description: `The answer holds the signing secret, once. At most ${MAX_ENDPOINTS_PER_ACCOUNT} receivers per account.`,
      access: 'required',
      requestBody: { description: 'The receiver.', schema: endpointBody(true), required: true, maxBytes: WEBHOOK_MAX_BODY_BYTES },
      responses: { 201: json(ref('WebhookEndpointWithSecret'), 'The receiver, with its secret.') },
      errors: [400],
    },
    {
      method: 'get',
      path: '/api/webhooks/endpoints/',
      operationId: 'list_webhook_endpoints',
      tags: [TAGS.webhooks.name],
      summary: 'List receivers',
      access: 'required',
      query: pageQuery,
      responses: { 200: json(pageOf(ref('WebhookEndpoint'), 'A page of receivers.'), 'The receivers.') },
      errors: [400, 404],
    },
    {
      method: 'post',
      path: '/api/webhooks/endpoints/test-delivery/',
      operationId: 'test_webhook_delivery',
      tags: [TAGS.webhooks.name],
      summary: 'Send a real, signed test delivery now',
      description: 'To the receiver named by endpoint, or the account\'s only receiver. The answer says what the receiver did; the delivery is logged (is_test) and can be redelivered.',
      access: 'required',
      requestBody: {
        description: 'Optional: which receiver, which event type.',
        schema: obj({ endpoint: { type: ['string', 'null'], format: 'uuid' }, event_type: { type: ['string', 'null'], enum: [...EVENT_TYPE_NAMES, null] } }, []),
        maxBytes: WEBHOOK_MAX_BODY_BYTES,
      },
      responses: { 200: json(ref('TestDeliveryResult'), 'The outcome of the attempt.') },
      errors: [400, 404],
    },
    {
      method: 'get',
      path: '/api/webhooks/endpoints/sample-payload/',
      operationId: 'webhook_sample_payload',
      tags: [TAGS.webhooks.name],
      summary: 'The canonical sample delivery body',
      description: 'Of one event type, or of every event type keyed by type when none is given. Read-only and unsigned.',
      access: 'required',
      query: { event_type: { description: 'One event type.', schema: { type: 'string', enum: [...EVENT_TYPE_NAMES] } } },
      responses: {
        200: json({ anyOf: [ref('DeliveryEnvelope'), { type: 'object', propertyNames: { enum: [...EVENT_TYPE_NAMES] }, additionalProperties: ref('DeliveryEnvelope') }] }, 'The sample, or every sample by event type.'),
      },
      errors: [400],
    },
    {
      method: 'get',
      path: '/api/webhooks/endpoints/{id}/',
      operationId: 'get_webhook_endpoint',
      tags: [TAGS.webhooks.name],
      summary: 'One receiver',
      access: 'required',
      pathParams: WEBHOOK_ID,
      responses: { 200: json(ref('WebhookEndpoint'), 'The receiver.') },
      errors: [404],
    },
    {
      method: 'patch',
      path: '/api/webhooks/endpoints/{id}/',
      operationId: 'update_webhook_endpoint',
      tags: [TAGS.webhooks.name],
      summary: 'Rename, move or enable/disable a receiver',
      description: 'A new URL is checked like a registration and closes the circuit; enabling releases the deliveries that waited.',
      access: 'required',
      pathParams: WEBHOOK_ID,
      requestBody: { description: 'At least one of name, url, is_active.', schema: endpointBody(false), required: true, maxBytes: WEBHOOK_MAX_BODY_BYTES },
      responses: { 200: json(ref('WebhookEndpoint'), 'The receiver.') },
      errors: [400, 404],
    },
    {
      method: 'delete',
      path: '/api/webhooks/endpoints/{id}/',
      operationId: 'delete_webhook_endpoint',
      tags: [TAGS.webhooks.name],
      summary: 'Delete a receiver',
      description: 'With its delivery log and the alerts that use it.',
      access: 'required',
      pathParams: WEBHOOK_ID,
      responses: { 204: noContent },
      errors: [404],
    },
    {
      method: 'post',
      path: '/api/webhooks/endpoints/{id}/rotate-secret/',
      operationId: 'rotate_webhook_secret',
      tags: [TAGS.webhooks.name],
      summary: "Replace a receiver's signing secret",
      description: 'The new secret is shown once and signs every attempt from now on.',
      access: 'required',
      pathParams: WEBHOOK_ID,
      requestBody: { description: 'Empty, or an empty object.', schema: obj({}, []), maxBytes: WEBHOOK_MAX_BODY_BYTES },
      responses: { 200: json(ref('WebhookEndpointWithSecret'), 'The receiver, with its new secret.') },
      errors: [400, 404],
    },
    {
      method: 'get',
      path: '/api/webhooks/endpoints/{id}/deliveries/',
      operationId: 'list_webhook_deliveries',
      tags: [TAGS.webhooks.name],
      summary: "A receiver's delivery log",
      description: 'Newest first.',
      access: 'required',
      pathParams: WEBHOOK_ID,
      query: {
        ...pageQuery,
        status: { description: `Delivery status: ${DELIVERY_STATUSES.join(', ')}; an OR-list joins several with |.`, schema: { type: 'array', items: { type: 'string', enum: [...DELIVERY_STATUSES] } } },
      },
      responses: { 200: json(pageOf(ref('WebhookDelivery'), 'A page of deliveries.'), 'The deliveries.') },
      errors: [400, 404],
    },
    {
      method: 'post',
      path: '/api/webhooks/deliveries/{delivery_id}/redeliver/',
      operationId: 'redeliver_webhook_delivery',
      tags: [TAGS.webhooks.name],
      summary: 'Queue a delivery again',
      description: 'The same delivery (same delivery_id, same bytes) is attempted again now; a delivered or dead delivery gets a fresh allowance of attempts. An attempt in flight answers 409.',
      access: 'required',
      pathParams: { delivery_id: { description: 'The delivery id (UUID).', schema: { type: 'string', format: 'uuid' } } },
      requestBody: { description: 'Empty, or an empty object.', schema: obj({}, []), maxBytes: WEBHOOK_MAX_BODY_BYTES },
      responses: { 202: json(ref('WebhookDelivery'), 'The delivery, queued.') },
      errors: [400, 404, 409],
    },
    {
      method: 'get',
      path: '/api/webhooks/event-types/',
      operationId: 'list_webhook_event_types',
      tags: [TAGS.webhooks.name],
      summary: 'The event types',
      description: 'The authority on which event kinds exist, with their query types and list endpoints.',
      access: 'required',
      responses: { 200: json(pageOf(ref('EventType'), 'Every event type on one page.'), 'The event types.') },
    },
    // ── alerts ──
    {
      method: 'post',
      path: '/api/webhooks/alerts/',
      operationId: 'create_alert',
      tags: [TAGS.alerts.name],
      summary: 'Create an alert',
      description:
        '201 with the new alert, or 200 with the existing alert of the same query type and filters. Filters are checked at creation only (400 with filter_definition, one message per problem). A custom frequency needs the Small plan; the plan\'s alert allowance applies (403).',
      access: 'required',
      requestBody: {
        description: 'The alert.',
        schema: obj({ name: str(undefined, { minLength: 1, maxLength: MAX_NAME_LENGTH }), query_type: str(undefined, { enum: [...QUERY_TYPE_NAMES] }), filters: { type: 'object', description: 'Keys are filters of the matching list endpoint (GET /api/webhooks/alerts/query-types/).' }, ...alertSchedule }, ['name', 'query_type', 'filters']),
        required: true,
        maxBytes: ALERT_MAX_BODY_BYTES,
      },
      responses: {
        201: json(ref('Alert'), 'Created.'),
        200: json(ref('Alert'), 'An alert with the same query type and filters already exists: that alert.'),
        403: json({ anyOf: [ref('TierRequired'), ref('Error')] }, 'A custom frequency below the Small plan, or the plan\'s alert allowance is used up (tier_required, or alert_limit_reached on Enterprise).'),
      },
      errors: [400],
    },
    {
      method: 'get',
      path: '/api/webhooks/alerts/',
      operationId: 'list_alerts',
      tags: [TAGS.alerts.name],
      summary: 'List alerts',
      description: 'Oldest first.',
      access: 'required',
      query: {
        ...pageQuery,
        query_type: { description: 'Only this query type.', schema: { type: 'string', enum: [...QUERY_TYPE_NAMES] } },
        status: { description: 'Only this status.', schema: { type: 'string', enum: [...ALERT_STATUSES] } },
        endpoint: { description: 'Only alerts of this receiver (id).', schema: { type: 'string', format: 'uuid' } },
      },
      responses: { 200: json(pageOf(ref('Alert'), 'A page of alerts.'), 'The alerts.') },
      errors: [400, 404],
    },
    {
      method: 'get',
      path: '/api/webhooks/alerts/query-types/',
      operationId: 'list_alert_query_types',
      tags: [TAGS.alerts.name],
      summary: 'The query types and their list endpoints',
      description: 'An alert of a query type takes the filters of its list endpoint.',
      access: 'required',
      responses: {
        200: json(
          obj({
            results: {
              type: 'array',
              items: obj({ query_type: str(undefined, { enum: [...QUERY_TYPE_NAMES] }), event_type: str(undefined, { enum: [...EVENT_TYPE_NAMES] }), list_endpoint: str(), summary_fields: { type: 'array', items: str() } }),
            },
          }),
          'The query types.',
        ),
      },
    },
    {
      method: 'get',
      path: '/api/webhooks/alerts/{id}/',
      operationId: 'get_alert',
      tags: [TAGS.alerts.name],
      summary: 'One alert',
      access: 'required',
      pathParams: ALERT_ID,
      responses: { 200: json(ref('Alert'), 'The alert.') },
      errors: [404],
    },
    {
      method: 'patch',
      path: '/api/webhooks/alerts/{id}/',
      operationId: 'update_alert',
      tags: [TAGS.alerts.name],
      summary: 'Rename, reschedule, move, pause or resume an alert',
      description: 'Filters and query type cannot change (400): create another alert instead.',
      access: 'required',
      pathParams: ALERT_ID,
      requestBody: {
        description: 'What changes.',
        schema: obj({ name: str(undefined, { minLength: 1, maxLength: MAX_NAME_LENGTH }), ...alertSchedule, status: str(undefined, { enum: [...ALERT_STATUSES] }) }, []),
        required: true,
        maxBytes: WEBHOOK_MAX_BODY_BYTES,
      },
      responses: { 200: json(ref('Alert'), 'The alert.') },
      errors: [400, 403, 404],
    },
    {
      method: 'delete',
      path: '/api/webhooks/alerts/{id}/',
      operationId: 'delete_alert',
      tags: [TAGS.alerts.name],
      summary: 'Delete an alert',
      access: 'required',
      pathParams: ALERT_ID,
      responses: { 204: noContent },
      errors: [404],
    },
    ...(['pause', 'resume'] as const).map(
      (action): OperationDecl => ({
        method: 'post',
        path: `/api/webhooks/alerts/{id}/${action}/`,
        operationId: `${action}_alert`,
        tags: [TAGS.alerts.name],
        summary: action === 'pause' ? 'Pause an alert' : 'Resume an alert',
        description: action === 'pause' ? 'Nothing is evaluated until it is resumed.' : 'Changes from now on are news to it.',
        access: 'required',
        pathParams: ALERT_ID,
        requestBody: { description: 'Empty, or an empty object.', schema: obj({}, []), maxBytes: WEBHOOK_MAX_BODY_BYTES },
        responses: { 200: json(ref('Alert'), action === 'pause' ? 'The paused alert.' : 'The active alert.') },
        errors: [400, 404],
      }),
    ),
  ];
}
