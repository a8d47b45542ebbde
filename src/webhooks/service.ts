/**
 * Webhook receivers and their deliveries: the operations behind both the REST
 * routes (./http.ts) and the GraphQL fields (./graphql.ts), so the two cannot
 * disagree. Every function is scoped to the calling account: another
 * account's receiver or delivery is answered exactly like an unknown id
 * (404), and a malformed id is a 404 too.
 *
 * Errors are ApiErrors with the documented bodies: 400 {error, code:
 * 'validation_error'} (plus `allowed` where a value is one of a list), 404
 * {error, code: 'not_found'}, 409 {error, code: 'conflict'} for a redelivery
 * of an attempt in flight.
 *
 * Each operation is one SQL statement on its usual path (a second one only to
 * tell an error apart, e.g. a duplicate name from the receiver limit).
 * Secrets: generated here, returned by create and rotate only, stored
 * encrypted (./secrets.ts), never logged.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, validationError } from '../engine/errors.js';
import { MAX_PAGE } from '../engine/plan/run.js';
import { webhookConfig, type WebhookConfig } from './config.js';
import { circuitState, type CircuitState } from './breaker.js';
import { EVENT_TYPE_NAMES, EVENT_TYPES, QUERY_TYPES, allSamplePayloads, isEventType, sampleEvent, samplePayload, type DeliveryEnvelope } from './events.js';
import { encryptSecret, generateSecret, keyRing } from './secrets.js';
import { checkReceiverUrl, type Lookup } from './url-policy.js';
import { envelopeText, performAttempt, type AttemptDeps, type Sql } from './outbox.js';

export const MAX_ENDPOINTS_PER_ACCOUNT = 50;
export const MAX_NAME_LENGTH = 100;
export const DEFAULT_PAGE_SIZE = 25;
/** the event of a test delivery when none is named */
export const DEFAULT_TEST_EVENT_TYPE = 'alerts.contract.match';
export const DELIVERY_STATUSES = ['pending', 'sending', 'failed', 'delivered', 'dead'] as const;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Body = Record<string, unknown>;

/** Network and clock of the operations that reach out (registration DNS, test deliveries); tests substitute them. */
export interface ServiceDeps {
  now?: () => Date;
  /** registration-time DNS */
  lookup?: Lookup;
  /** test deliveries: transport, connection-time DNS, jitter */
  attempt?: Partial<Omit<AttemptDeps, 'cfg' | 'now'>>;
  config?: () => WebhookConfig;
}

const cfgOf = (deps: ServiceDeps) => (deps.config ?? (() => webhookConfig()))();
const nowOf = (deps: ServiceDeps) => (deps.now ?? (() => new Date()))();

// ---------- validation ----------

export function notFoundEndpoint(id: unknown): ApiError {
  return new ApiError(404, { error: `No webhook endpoint with id ${JSON.stringify(String(id).slice(0, 80))}.`, code: 'not_found' });
}
function notFoundDelivery(id: unknown): ApiError {
  return new ApiError(404, { error: `No delivery with id ${JSON.stringify(String(id).slice(0, 80))}.`, code: 'not_found' });
}

export function asBody(input: unknown): Body {
  if (input === undefined) return Object.create(null) as Body;
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw validationError('request body must be a JSON object');
  return input as Body;
}

export function rejectUnknown(body: Body, allowed: string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) throw validationError(`unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`, { allowed });
}

export const has = (body: Body, key: string) => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

export function nameOf(v: unknown): string {
  if (v === undefined || v === null) throw validationError('name is required');
  if (typeof v !== 'string') throw validationError('name must be a string');
  const s = v.trim();
  if (s === '') throw validationError('name is required and must not be blank');
  if (s.length > MAX_NAME_LENGTH) throw validationError(`name must be at most ${MAX_NAME_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(s)) throw validationError('name must not contain control characters');
  return s;
}

function boolOf(v: unknown, field: string): boolean {
  if (typeof v !== 'boolean') throw validationError(`${field} must be true or false`);
  return v;
}

/** A path id: a UUID (any case), else the resource is unknown (404). */
function idOf(id: unknown, notFound: (id: unknown) => ApiError): string {
  if (typeof id !== 'string' || !UUID_RE.test(id)) throw notFound(id);
  return id.toLowerCase();
}

export interface PageArgs {
  page?: number;
  limit?: number;
}

/** page and limit as given in a query string (absent: undefined; anything but a whole number: 400). */
export function pageArgsFromQuery(page: string | undefined, limit: string | undefined): PageArgs {
  const one = (name: string, v: string | undefined): number | undefined => {
    if (v === undefined) return undefined;
    if (!/^\d{1,10}$/.test(v.trim())) throw validationError(`${name} must be a whole number, got ${JSON.stringify(v.slice(0, 40))}`);
    return Number(v.trim());
  };
  return { page: one('page', page), limit: one('limit', limit) };
}

export function pageOf(args: PageArgs): { page: number; limit: number } {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw validationError(`limit must be an integer from 1 to 100, got ${limit}`);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw validationError(`page must be an integer from 1 to ${MAX_PAGE}, got ${page}`);
  return { page, limit };
}

/** The page envelope's members; a page past the last one is a 404 (as on every page-number list). */
export function envelope<T>(results: T[], count: number, page: number, limit: number) {
  const last = Math.max(1, Math.ceil(count / limit));
  if (page > last) throw new ApiError(404, { error: `page ${page} is past the last page (${last})`, code: 'not_found' });
  return { count, next: page < last ? page + 1 : null, previous: page > 1 ? page - 1 : null, page, limit, results };
}

// ---------- representations ----------

export const iso = (v: Date | string | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString());

interface EndpointRow {
  id: string;
  name: string;
  url: string;
  is_enabled: boolean;
  consecutive_failures: number;
  circuit_open_until: Date | string | null;
  created: Date | string;
  modified: Date | string;
}

const ENDPOINT_COLUMNS = 'id, name, url, is_enabled, consecutive_failures, circuit_open_until, created, modified';

export interface EndpointView {
  id: string;
  name: string;
  url: string;
  is_active: boolean;
  consecutive_failures: number;
  circuit_state: CircuitState;
  circuit_open_until: string | null;
  created: string;
  modified: string;
}

export function endpointView(r: EndpointRow, now: Date): EndpointView {
  const openUntil = r.circuit_open_until === null ? null : new Date(r.circuit_open_until);
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    is_active: r.is_enabled,
    consecutive_failures: Number(r.consecutive_failures),
    circuit_state: circuitState(openUntil, now),
    circuit_open_until: iso(openUntil),
    created: iso(r.created)!,
    modified: iso(r.modified)!,
  };
}

interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string;
  is_test: boolean;
  status: string;
  attempts: number;
  max_attempts: number;
  next_attempt_at: Date | string | null;
  last_attempt_at: Date | string | null;
  last_status_code: number | null;
  last_error: string | null;
  response_time_ms: number | null;
  created: Date | string;
  delivered_at: Date | string | null;
}

const DELIVERY_COLUMNS = (d: string) =>
  ['delivery_id', 'endpoint_id', 'is_test', 'status', 'attempts', 'max_attempts', 'next_attempt_at', 'last_attempt_at', 'last_status_code', 'last_error', 'response_time_ms', 'created', 'delivered_at']
    .map((c) => `${d}.${c}`)
    .join(', ');

export interface DeliveryView {
  delivery_id: string;
  endpoint_id: string;
  created: string;
  status: string;
  attempts: number;
  max_attempts: number;
  last_status_code: number | null;
  response_time_ms: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  is_test: boolean;
}

export function deliveryView(r: DeliveryRow): DeliveryView {
  return {
    delivery_id: r.delivery_id,
    endpoint_id: r.endpoint_id,
    created: iso(r.created)!,
    status: r.status,
    attempts: Number(r.attempts),
    max_attempts: Number(r.max_attempts),
    last_status_code: r.last_status_code === null ? null : Number(r.last_status_code),
    response_time_ms: r.response_time_ms === null ? null : Number(r.response_time_ms),
    last_error: r.last_error,
    last_attempt_at: iso(r.last_attempt_at),
    // while an attempt is in flight the column holds its lease's end, which is no scheduled attempt
    next_attempt_at: r.status === 'pending' || r.status === 'failed' ? iso(r.next_attempt_at) : null,
    delivered_at: iso(r.delivered_at),
    is_test: r.is_test,
  };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

// ---------- receivers ----------

export type CreatedEndpoint = EndpointView & { secret: string };

/** Register a receiver: {name, url, is_active?}. Returns it with its secret (the only time the secret is shown). */
export async function createEndpoint(q: Sql, accountId: string, input: unknown, deps: ServiceDeps = {}): Promise<CreatedEndpoint> {
  const body = asBody(input);
  rejectUnknown(body, ['name', 'url', 'is_active']);
  const name = nameOf(body.name);
  const cfg = cfgOf(deps);
  const isActive = has(body, 'is_active') ? boolOf(body.is_active, 'is_active') : true;
  const url = await checkReceiverUrl(body.url, { allowPrivate: cfg.allowPrivate, ...(deps.lookup ? { lookup: deps.lookup } : {}) });
  const id = randomUUID();
  const secret = generateSecret();
  const now = nowOf(deps);
  const rows = await q<EndpointRow>(
    `INSERT INTO webhook_endpoint (id, account_id, name, url, secret_ciphertext, is_enabled, consecutive_failures, created, modified)
     SELECT $1::uuid, $2::uuid, $3, $4, $5, $6, 0, $7::timestamptz, $7::timestamptz
      WHERE (SELECT count(*) FROM webhook_endpoint WHERE account_id = $2::uuid) < $8
     ON CONFLICT (account_id, name) DO NOTHING
     RETURNING ${ENDPOINT_COLUMNS}`,
    [id, accountId, name, url, encryptSecret(secret, id, keyRing()), isActive, now, MAX_ENDPOINTS_PER_ACCOUNT],
  );
  if (rows.length === 0) {
    const [why] = await q<{ dup: boolean }>(`SELECT EXISTS (SELECT 1 FROM webhook_endpoint WHERE account_id = $1::uuid AND name = $2) AS dup`, [accountId, name]);
    if (why?.dup) throw validationError(`a webhook endpoint named ${JSON.stringify(name)} already exists on this account; names are unique per account`);
    throw validationError(`an account may register at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints; delete one first`);
  }
  return { ...endpointView(rows[0], now), secret };
}

export async function listEndpoints(q: Sql, accountId: string, args: PageArgs, deps: ServiceDeps = {}) {
  const { page, limit } = pageOf(args);
  const rows = await q<EndpointRow & { total: number | string }>(
    `SELECT ${ENDPOINT_COLUMNS}, count(*) OVER () AS total FROM webhook_endpoint
      WHERE account_id = $1::uuid ORDER BY created, id LIMIT $2 OFFSET $3`,
    [accountId, limit, (page - 1) * limit],
  );
  let count: number;
  if (rows.length) count = Number(rows[0].total);
  else [{ count }] = await q<{ count: number }>(`SELECT count(*)::int AS count FROM webhook_endpoint WHERE account_id = $1::uuid`, [accountId]);
  const now = nowOf(deps);
  return envelope(
    rows.map((r) => endpointView(r, now)),
    count,
    page,
    limit,
  );
}

export async function getEndpoint(q: Sql, accountId: string, rawId: unknown, deps: ServiceDeps = {}): Promise<EndpointView> {
  const id = idOf(rawId, notFoundEndpoint);
  const rows = await q<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoint WHERE id = $1::uuid AND account_id = $2::uuid`, [id, accountId]);
  if (!rows.length) throw notFoundEndpoint(rawId);
  return endpointView(rows[0], nowOf(deps));
}

/**
 * Change a receiver: {name?, url?, is_active?} (at least one). A new URL is
 * checked like a registration's and closes the receiver's circuit (it is a
 * new destination). Enabling releases the deliveries that waited.
 */
export async function updateEndpoint(q: Sql, accountId: string, rawId: unknown, input: unknown, deps: ServiceDeps = {}): Promise<EndpointView> {
  const id = idOf(rawId, notFoundEndpoint);
  const body = asBody(input);
  rejectUnknown(body, ['name', 'url', 'is_active']);
  if (!has(body, 'name') && !has(body, 'url') && !has(body, 'is_active')) throw validationError('nothing to update: give name, url or is_active', { allowed: ['name', 'url', 'is_active'] });
  const name = has(body, 'name') ? nameOf(body.name) : null;
  const isActive = has(body, 'is_active') ? boolOf(body.is_active, 'is_active') : null;
  const cfg = cfgOf(deps);
  const url = has(body, 'url') ? await checkReceiverUrl(body.url, { allowPrivate: cfg.allowPrivate, ...(deps.lookup ? { lookup: deps.lookup } : {}) }) : null;
  const now = nowOf(deps);
  let rows: EndpointRow[];
  try {
    rows = await q<EndpointRow>(
      `UPDATE webhook_endpoint w
          SET name = COALESCE($3::text, w.name),
              url = COALESCE($4::text, w.url),
              is_enabled = COALESCE($5::boolean, w.is_enabled),
              consecutive_failures = CASE WHEN $4::text IS NOT NULL AND $4::text <> w.url THEN 0 ELSE w.consecutive_failures END,
              circuit_open_until = CASE WHEN $4::text IS NOT NULL AND $4::text <> w.url THEN NULL ELSE w.circuit_open_until END,
              modified = $6::timestamptz
        WHERE w.id = $1::uuid AND w.account_id = $2::uuid
       RETURNING ${ENDPOINT_COLUMNS.split(', ').map((c) => `w.${c}`).join(', ')}`,
      [id, accountId, name, url, isActive, now],
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError(`a webhook endpoint named ${JSON.stringify(name)} already exists on this account; names are unique per account`);
    throw err;
  }
  if (!rows.length) throw notFoundEndpoint(rawId);
  return endpointView(rows[0], now);
}

/** Delete a receiver, with its delivery log (and the alerts that use it). */
export async function deleteEndpoint(q: Sql, accountId: string, rawId: unknown): Promise<void> {
  const id = idOf(rawId, notFoundEndpoint);
  const rows = await q<{ id: string }>(`DELETE FROM webhook_endpoint WHERE id = $1::uuid AND account_id = $2::uuid RETURNING id`, [id, accountId]);
  if (!rows.length) throw notFoundEndpoint(rawId);
}

/** Replace a receiver's secret; the new one is returned once and signs every attempt from now on (retries of older deliveries included). */
export async function rotateSecret(q: Sql, accountId: string, rawId: unknown, input: unknown, deps: ServiceDeps = {}): Promise<CreatedEndpoint> {
  const id = idOf(rawId, notFoundEndpoint);
  rejectUnknown(asBody(input), []);
  const secret = generateSecret();
  const now = nowOf(deps);
  const rows = await q<EndpointRow>(
    `UPDATE webhook_endpoint SET secret_ciphertext = $3, modified = $4::timestamptz WHERE id = $1::uuid AND account_id = $2::uuid RETURNING ${ENDPOINT_COLUMNS}`,
    [id, accountId, encryptSecret(secret, id, keyRing()), now],
  );
  if (!rows.length) throw notFoundEndpoint(rawId);
  return { ...endpointView(rows[0], now), secret };
}

// ---------- test delivery ----------

export interface TestDeliveryResult {
  success: boolean;
  status_code: number | null;
  response_time_ms: number;
  endpoint_url: string;
  message: string;
  error: string | null;
  delivery_id: string;
  endpoint_id: string;
}

/**
 * Send a real, signed test delivery now and wait for its outcome: body
 * {endpoint?, event_type?}. Without `endpoint` the account's only receiver
 * is used (none or several: 400). A disabled receiver gets nothing (400);
 * an open circuit does not stop a test. The delivery is logged (is_test) and
 * is not retried automatically (it can be redelivered).
 */
export async function testDelivery(q: Sql, accountId: string, input: unknown, deps: ServiceDeps = {}): Promise<TestDeliveryResult> {
  const body = asBody(input);
  rejectUnknown(body, ['endpoint', 'event_type']);
  let eventType = DEFAULT_TEST_EVENT_TYPE;
  if (has(body, 'event_type') && body.event_type !== null) {
    if (!isEventType(body.event_type)) throw validationError(`event_type must be one of: ${EVENT_TYPE_NAMES.join(', ')}`, { allowed: [...EVENT_TYPE_NAMES] });
    eventType = body.event_type;
  }
  let candidates: (EndpointRow & { total: number | string })[];
  if (has(body, 'endpoint') && body.endpoint !== null) {
    if (typeof body.endpoint !== 'string') throw validationError('endpoint must be the id (UUID) of one of your webhook endpoints');
    const id = idOf(body.endpoint, notFoundEndpoint);
    candidates = await q(`SELECT ${ENDPOINT_COLUMNS}, 1 AS total FROM webhook_endpoint WHERE id = $1::uuid AND account_id = $2::uuid`, [id, accountId]);
    if (!candidates.length) throw notFoundEndpoint(body.endpoint);
  } else {
    candidates = await q(`SELECT ${ENDPOINT_COLUMNS}, count(*) OVER () AS total FROM webhook_endpoint WHERE account_id = $1::uuid ORDER BY created, id LIMIT 1`, [accountId]);
    if (!candidates.length) throw validationError('this account has no webhook endpoint: register one with POST /api/webhooks/endpoints/ first');
    const total = Number(candidates[0].total);
    if (total > 1) throw validationError(`this account has ${total} webhook endpoints: name one with endpoint (its id)`);
  }
  const ep = candidates[0];
  if (!ep.is_enabled) throw validationError(`webhook endpoint ${ep.id} is disabled: nothing is delivered to it until it is enabled (set is_active to true)`);
  const cfg = cfgOf(deps);
  const now = nowOf(deps);
  const deliveryId = randomUUID();
  const text = envelopeText(deliveryId, now, [sampleEvent(eventType, now.toISOString())], true);
  // written as an attempt in flight (its lease covers the wait); a crash before the outcome is recorded
  // leaves it to a worker once the lease expires, like any other attempt
  const claimed = await q<{ delivery_id: string; endpoint_id: string; body: string; attempts: number; max_attempts: number; is_test: boolean; url: string; secret_ciphertext: string }>(
    `WITH ins AS (
       INSERT INTO delivery (delivery_id, endpoint_id, body, is_test, status, attempts, max_attempts, next_attempt_at, last_attempt_at, created)
       SELECT $1::uuid, e.id, $3, true, 'sending', 1, 1, $5::timestamptz, $4::timestamptz, $4::timestamptz
         FROM webhook_endpoint e WHERE e.id = $2::uuid
       RETURNING delivery_id, endpoint_id, body, attempts, max_attempts, is_test
     )
     SELECT ins.*, e.url, e.secret_ciphertext FROM ins JOIN webhook_endpoint e ON e.id = ins.endpoint_id`,
    [deliveryId, ep.id, text, now, new Date(now.getTime() + cfg.leaseMs)],
  );
  if (!claimed.length) throw notFoundEndpoint(ep.id);
  const out = await performAttempt(q, { ...claimed[0], trial: false }, { cfg, now: deps.now ?? (() => new Date()), ...(deps.attempt ?? {}) });
  const message = out.ok
    ? `The receiver accepted the test delivery (HTTP ${out.statusCode}).`
    : out.statusCode !== null
      ? `The receiver answered HTTP ${out.statusCode}; a delivery counts only with a 2xx answer.`
      : 'The test delivery could not be delivered: no answer from the receiver.';
  return {
    success: out.ok,
    status_code: out.statusCode,
    response_time_ms: out.responseTimeMs,
    endpoint_url: claimed[0].url,
    message,
    error: out.error,
    delivery_id: deliveryId,
    endpoint_id: ep.id,
  };
}

// ---------- delivery log ----------

function statusFilter(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const values = raw.split(/\||\s+OR\s+/).map((v) => v.trim().toLowerCase());
  for (const v of values) {
    if (!(DELIVERY_STATUSES as readonly string[]).includes(v)) throw validationError(`status must be one of: ${DELIVERY_STATUSES.join(', ')} (an OR-list joins several with |)`, { allowed: [...DELIVERY_STATUSES] });
  }
  return values;
}

/** A receiver's deliveries, newest first; optional status filter (OR-list). */
export async function listDeliveries(q: Sql, accountId: string, rawEndpointId: unknown, args: PageArgs & { status?: string }) {
  const id = idOf(rawEndpointId, notFoundEndpoint);
  const { page, limit } = pageOf(args);
  const statuses = statusFilter(args.status);
  const rows = await q<DeliveryRow & { total: number | string }>(
    `SELECT ${DELIVERY_COLUMNS('d')}, count(*) OVER () AS total
       FROM delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
      WHERE e.id = $1::uuid AND e.account_id = $2::uuid AND ($5::text[] IS NULL OR d.status = ANY ($5::text[]))
      ORDER BY d.created DESC, d.delivery_id DESC LIMIT $3 OFFSET $4`,
    [id, accountId, limit, (page - 1) * limit, statuses],
  );
  let count: number;
  if (rows.length) count = Number(rows[0].total);
  else {
    const [r] = await q<{ owned: boolean; count: number }>(
      `SELECT EXISTS (SELECT 1 FROM webhook_endpoint WHERE id = $1::uuid AND account_id = $2::uuid) AS owned,
              (SELECT count(*)::int FROM delivery d WHERE d.endpoint_id = $1::uuid AND ($3::text[] IS NULL OR d.status = ANY ($3::text[]))) AS count`,
      [id, accountId, statuses],
    );
    if (!r.owned) throw notFoundEndpoint(rawEndpointId);
    count = r.count;
  }
  return envelope(rows.map(deliveryView), count, page, limit);
}

/**
 * Redeliver: the same delivery (same delivery_id, same body bytes) is queued
 * again for an attempt now — at-least-once, so a receiver that already has
 * it recognises it by its delivery_id. A delivered or dead delivery gets a
 * fresh allowance of WEBHOOK_MAX_ATTEMPTS attempts; a pending or failed one
 * is simply due now. An attempt in flight answers 409. The receiver's state
 * still applies: disabled or with an open circuit, the delivery waits.
 */
export async function redeliver(q: Sql, accountId: string, rawDeliveryId: unknown, input: unknown, deps: ServiceDeps = {}): Promise<DeliveryView> {
  const id = idOf(rawDeliveryId, notFoundDelivery);
  rejectUnknown(asBody(input), []);
  const cfg = cfgOf(deps);
  const now = nowOf(deps);
  const rows = await q<DeliveryRow>(
    `UPDATE delivery d
        SET status = 'pending', next_attempt_at = $3::timestamptz,
            max_attempts = CASE WHEN d.status IN ('delivered', 'dead') THEN d.attempts + $4 ELSE d.max_attempts END
       FROM webhook_endpoint e
      WHERE d.delivery_id = $1::uuid AND e.id = d.endpoint_id AND e.account_id = $2::uuid AND d.status <> 'sending'
     RETURNING ${DELIVERY_COLUMNS('d')}`,
    [id, accountId, now, cfg.maxAttempts],
  );
  if (rows.length) return deliveryView(rows[0]);
  const [r] = await q<{ status: string }>(
    `SELECT d.status FROM delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id WHERE d.delivery_id = $1::uuid AND e.account_id = $2::uuid`,
    [id, accountId],
  );
  if (!r) throw notFoundDelivery(rawDeliveryId);
  throw new ApiError(409, { error: `delivery ${id} is being attempted right now; redeliver it once the attempt has finished`, code: 'conflict' });
}

// ---------- event types and samples ----------

export function eventTypes() {
  const results = EVENT_TYPES.map((e) => ({
    event_type: e.event_type,
    description: e.description,
    query_types: [...e.query_types],
    list_endpoints: [...e.list_endpoints],
    summary_fields: [...QUERY_TYPES.find((q) => q.event_type === e.event_type)!.summary_fields],
  }));
  return { count: results.length, next: null, previous: null, results };
}

/** One event type's sample, or every one keyed by event type (no type given). */
export function samplePayloads(eventType: string | undefined | null): DeliveryEnvelope | Record<string, DeliveryEnvelope> {
  if (eventType === undefined || eventType === null) return allSamplePayloads();
  if (!isEventType(eventType)) throw validationError(`event_type must be one of: ${EVENT_TYPE_NAMES.join(', ')}`, { allowed: [...EVENT_TYPE_NAMES] });
  return samplePayload(eventType);
}
