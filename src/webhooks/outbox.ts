/**
 * The delivery outbox: `delivery` rows are the durable queue of signed POSTs.
 *
 * Life of a delivery (column `status`):
 *
 *   pending ──claim──▶ sending ──2xx──▶ delivered
 *      ▲                 │ └──failure, attempts < max_attempts──▶ failed (retry at next_attempt_at) ──claim──▶ sending …
 *      │                 └────failure, attempts ≥ max_attempts──▶ dead
 *      └──────────── redeliver (delivered, dead, failed) ◀───────────┘
 *
 * - A producer writes the row in ITS OWN transaction (`enqueueDelivery(tx, …)`),
 *   so a delivery exists exactly when what produced it committed (alerts
 *   call it inside their evaluation transaction). The body is serialised
 *   once and stored; those exact bytes are signed and sent on every attempt.
 * - A worker claims due rows with ONE statement (`claimDue`): rows whose
 *   status is pending or failed with next_attempt_at reached, or sending
 *   with an expired lease (a worker died mid-attempt), of enabled receivers
 *   whose circuit is closed — plus one trial per half-open receiver — locked
 *   with FOR UPDATE SKIP LOCKED and, in the same statement, set to
 *   `sending`, attempts + 1 and next_attempt_at = now + lease. Two workers
 *   therefore never hold the same attempt, and a crash at any point leaves
 *   either an unclaimed row or a claimed one whose lease expires: nothing is
 *   lost, and a repeated send carries the same delivery_id.
 * - The outcome is written only if the row still holds that attempt
 *   (`status = 'sending' AND attempts = n`): a worker whose lease expired and
 *   whose delivery was claimed again cannot overwrite the newer attempt.
 * - Retries: exponential back-off with full jitter, the delay uniform in
 *   [0, min(cap, base × 2^(attempt−1))] (defaults: base 30 s, cap 6 h,
 *   15 attempts, so ceilings of 30 s, 1 min, 2 min, … 4 h 16 min, then 6 h).
 *   An attempt lost in a crash is retried when its lease expires whatever the
 *   allowance: only a recorded failure can make a delivery dead.
 */
import { randomUUID } from 'node:crypto';
import type { RawQuery } from '../engine/query/list.js';
import { webhookConfig, type WebhookConfig } from './config.js';
import { BREAKER_ON_SUCCESS_SQL, breakerOnFailureSql } from './breaker.js';
import type { DeliveryEnvelope, DeliveryEvent } from './events.js';
import { signatureHeader, SIGNATURE_HEADER } from './verify.js';
import { decryptSecret, keyRing, SecretKeyError, type KeyRing } from './secrets.js';
import { postDelivery, type SendOptions, type SendResult } from './http-client.js';

/** A statement runner: Database.raw.query, a context's sql, or a transaction's (see sqlRunner). */
export type Sql = RawQuery;

/** Something that runs SQL: a RawQuery function or a Prisma (transaction) client. */
export type SqlLike = RawQuery | { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };

/** A RawQuery over a Prisma client or transaction (`prisma.$transaction(async (tx) => enqueueDelivery(tx, …))`). */
export function sqlRunner(db: SqlLike): Sql {
  if (typeof db === 'function') return db;
  return (<T>(text: string, params: unknown[]) => db.$queryRawUnsafe<T[]>(text, ...params)) as Sql;
}

export interface EnqueueOptions {
  /** the delivery's creation time and the envelope's timestamp (default: now) */
  now?: Date;
  /** automatic attempts allowed (default WEBHOOK_MAX_ATTEMPTS) */
  maxAttempts?: number;
  /** a test delivery (is_test, and `test: true` in the envelope) */
  test?: boolean;
}

/** Serialise the documented envelope: timestamp, delivery_id, events (and test: true on test deliveries). */
export function envelopeText(deliveryId: string, timestamp: Date, events: DeliveryEvent[], test = false): string {
  const env: DeliveryEnvelope = { timestamp: timestamp.toISOString(), delivery_id: deliveryId, events, ...(test ? { test: true as const } : {}) };
  return JSON.stringify(env);
}

/**
 * Queue one delivery of `content.events` to the receiver `endpointId`, inside
 * the caller's transaction `tx` (anything sqlRunner accepts). The envelope is
 * built and serialised here; the stored text is what will be signed and sent.
 * Returns the delivery id and the body.
 */
export async function enqueueDelivery(
  tx: SqlLike,
  endpointId: string,
  content: { events: DeliveryEvent[] },
  opts: EnqueueOptions = {},
): Promise<{ delivery_id: string; body: string }> {
  const q = sqlRunner(tx);
  const now = opts.now ?? new Date();
  const deliveryId = randomUUID();
  const body = envelopeText(deliveryId, now, content.events, opts.test);
  const maxAttempts = opts.maxAttempts ?? webhookConfig().maxAttempts;
  await q(
    `INSERT INTO delivery (delivery_id, endpoint_id, body, is_test, status, attempts, max_attempts, next_attempt_at, created)
     VALUES ($1::uuid, $2::uuid, $3, $4, 'pending', 0, $5, $6::timestamptz, $6::timestamptz)`,
    [deliveryId, endpointId, body, opts.test ?? false, maxAttempts, now],
  );
  return { delivery_id: deliveryId, body };
}

/** The retry delay after failed attempt number `attempt` (1-based): full jitter. */
export function retryDelayMs(attempt: number, cfg: Pick<WebhookConfig, 'retryBaseMs' | 'retryCapMs'>, random: () => number = Math.random): number {
  const ceiling = Math.min(cfg.retryCapMs, cfg.retryBaseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
  return Math.floor(random() * ceiling);
}

/** One claimed attempt. */
export interface ClaimedDelivery {
  delivery_id: string;
  endpoint_id: string;
  body: string;
  attempts: number;
  max_attempts: number;
  is_test: boolean;
  url: string;
  secret_ciphertext: string;
  /** a half-open receiver's trial */
  trial: boolean;
}

const DUE = `d.status IN ('pending', 'failed', 'sending') AND d.next_attempt_at <= $1::timestamptz`;

/**
 * Claim up to `batch` due deliveries (one statement; see the module comment).
 * Parameters: now, lease end, batch.
 */
export async function claimDue(q: Sql, now: Date, cfg: Pick<WebhookConfig, 'leaseMs' | 'workerBatch'>): Promise<ClaimedDelivery[]> {
  const leaseEnd = new Date(now.getTime() + cfg.leaseMs);
  return q<ClaimedDelivery>(
    `WITH due AS (
       SELECT d.delivery_id
         FROM delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id
        WHERE ${DUE} AND e.is_enabled AND e.circuit_open_until IS NULL
        ORDER BY d.next_attempt_at, d.delivery_id
        LIMIT $3
        FOR UPDATE OF d SKIP LOCKED
     ), trial_endpoint AS (
       UPDATE webhook_endpoint w SET circuit_open_until = $2::timestamptz
        WHERE w.id IN (
          SELECT e.id FROM webhook_endpoint e
           WHERE e.is_enabled AND e.circuit_open_until <= $1::timestamptz
             AND EXISTS (SELECT 1 FROM delivery d WHERE d.endpoint_id = e.id AND ${DUE})
           LIMIT $3
           FOR UPDATE OF e SKIP LOCKED)
          AND w.circuit_open_until <= $1::timestamptz
       RETURNING w.id
     ), trial AS (
       SELECT t.delivery_id FROM trial_endpoint te CROSS JOIN LATERAL (
         SELECT d.delivery_id FROM delivery d
          WHERE d.endpoint_id = te.id AND ${DUE}
          ORDER BY d.next_attempt_at, d.delivery_id
          LIMIT 1
          FOR UPDATE OF d SKIP LOCKED) t
     ), claimed AS (
       UPDATE delivery d
          SET status = 'sending', attempts = d.attempts + 1, next_attempt_at = $2::timestamptz, last_attempt_at = $1::timestamptz
        WHERE d.delivery_id IN (SELECT delivery_id FROM due UNION ALL SELECT delivery_id FROM trial)
       RETURNING d.delivery_id, d.endpoint_id, d.body, d.attempts, d.max_attempts, d.is_test
     )
     SELECT c.delivery_id, c.endpoint_id, c.body, c.attempts, c.max_attempts, c.is_test, e.url, e.secret_ciphertext,
            (e.circuit_open_until IS NOT NULL) AS trial
       FROM claimed c JOIN webhook_endpoint e ON e.id = c.endpoint_id`,
    [now, leaseEnd, cfg.workerBatch],
  );
}

/** What recording an outcome did. */
export interface Recorded {
  /** false: the row no longer held this attempt (its lease expired and it was claimed again, or it was deleted) */
  recorded: boolean;
  status: string | null;
  consecutive_failures: number | null;
  circuit_open_until: Date | null;
}

/** Record a 2xx: delivered, and the receiver's circuit closed. One statement. */
export async function recordSuccess(q: Sql, d: { delivery_id: string; attempts: number }, r: SendResult, now: Date): Promise<Recorded> {
  const rows = await q<{ status: string; consecutive_failures: number | null }>(
    `WITH d AS (
       UPDATE delivery SET status = 'delivered', delivered_at = $3::timestamptz, last_status_code = $4, response_time_ms = $5, last_error = NULL, next_attempt_at = NULL
        WHERE delivery_id = $1::uuid AND attempts = $2 AND status = 'sending'
       RETURNING endpoint_id, status
     ), e AS (
       UPDATE webhook_endpoint w SET ${BREAKER_ON_SUCCESS_SQL} WHERE w.id IN (SELECT endpoint_id FROM d) RETURNING w.consecutive_failures
     )
     SELECT d.status, e.consecutive_failures FROM d LEFT JOIN e ON true`,
    [d.delivery_id, d.attempts, now, r.statusCode, r.responseTimeMs],
  );
  return rows.length ? { recorded: true, status: rows[0].status, consecutive_failures: rows[0].consecutive_failures, circuit_open_until: null } : { recorded: false, status: null, consecutive_failures: null, circuit_open_until: null };
}

/**
 * Record a failed attempt: failed with the next attempt due after the back-off
 * (dead once the allowance is spent), and the breaker told, unless the
 * failure was not the receiver's (`countsForReceiver` false, e.g. a secret
 * this instance cannot decrypt). One statement.
 */
export async function recordFailure(
  q: Sql,
  d: { delivery_id: string; attempts: number },
  r: { statusCode: number | null; responseTimeMs: number | null; error: string },
  now: Date,
  nextAttemptAt: Date,
  cfg: Pick<WebhookConfig, 'breakerThreshold' | 'breakerCooloffMs'>,
  countsForReceiver = true,
): Promise<Recorded> {
  const reopenAt = new Date(now.getTime() + cfg.breakerCooloffMs);
  const rows = await q<{ status: string; consecutive_failures: number | null; circuit_open_until: Date | null }>(
    `WITH d AS (
       UPDATE delivery
          SET status = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'failed' END,
              next_attempt_at = CASE WHEN attempts >= max_attempts THEN NULL ELSE $3::timestamptz END,
              last_status_code = $4, response_time_ms = $5, last_error = $6
        WHERE delivery_id = $1::uuid AND attempts = $2 AND status = 'sending'
       RETURNING endpoint_id, status
     ), e AS (
       UPDATE webhook_endpoint w SET ${breakerOnFailureSql('$7', '$8')}
        WHERE w.id IN (SELECT endpoint_id FROM d) AND $9::boolean
       RETURNING w.consecutive_failures, w.circuit_open_until
     )
     SELECT d.status, e.consecutive_failures, e.circuit_open_until FROM d LEFT JOIN e ON true`,
    [d.delivery_id, d.attempts, nextAttemptAt, r.statusCode, r.responseTimeMs, r.error, cfg.breakerThreshold, reopenAt, countsForReceiver],
  );
  return rows.length
    ? { recorded: true, status: rows[0].status, consecutive_failures: rows[0].consecutive_failures, circuit_open_until: rows[0].circuit_open_until }
    : { recorded: false, status: null, consecutive_failures: null, circuit_open_until: null };
}

/** How an attempt reaches the network (tests may substitute it; default: the SSRF-safe client). */
export type Transport = (url: string, body: string, headers: Record<string, string>, opts: SendOptions) => Promise<SendResult>;

export interface AttemptDeps {
  cfg: WebhookConfig;
  now: () => Date;
  random?: () => number;
  transport?: Transport;
  ring?: KeyRing;
  /** DNS lookup of the connection (tests) */
  lookup?: SendOptions['lookup'];
}

export interface AttemptOutcome extends SendResult {
  delivery_id: string;
  recorded: Recorded;
}

/** Headers of one attempt: the signature over the exact body bytes, and the delivery id. */
export function deliveryHeaders(body: string, secret: string, deliveryId: string): Record<string, string> {
  return { [SIGNATURE_HEADER]: signatureHeader(body, secret), 'X-Service-Delivery-Id': deliveryId };
}

/** Send one claimed attempt and record its outcome. Never throws for the receiver's behaviour. */
export async function performAttempt(q: Sql, d: ClaimedDelivery, deps: AttemptDeps): Promise<AttemptOutcome> {
  const { cfg } = deps;
  let secret: string;
  try {
    secret = decryptSecret(d.secret_ciphertext, d.endpoint_id, deps.ring ?? keyRing());
  } catch (err) {
    const error = err instanceof SecretKeyError ? `not sent: ${err.message}` : 'not sent: the signing secret is unavailable';
    const now = deps.now();
    const recorded = await recordFailure(q, d, { statusCode: null, responseTimeMs: null, error }, now, new Date(now.getTime() + retryDelayMs(d.attempts, cfg, deps.random)), cfg, false);
    return { delivery_id: d.delivery_id, ok: false, statusCode: null, responseTimeMs: 0, error, recorded };
  }
  const result = await (deps.transport ?? postDelivery)(d.url, d.body, deliveryHeaders(d.body, secret, d.delivery_id), {
    timeoutMs: cfg.timeoutMs,
    allowPrivate: cfg.allowPrivate,
    excerptBytes: cfg.excerptBytes,
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  });
  const now = deps.now();
  const recorded = result.ok
    ? await recordSuccess(q, d, result, now)
    : await recordFailure(q, d, { statusCode: result.statusCode, responseTimeMs: result.responseTimeMs, error: result.error ?? 'failed' }, now, new Date(now.getTime() + retryDelayMs(d.attempts, cfg, deps.random)), cfg);
  return { delivery_id: d.delivery_id, ...result, recorded };
}
