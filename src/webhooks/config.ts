/**
 * Webhook configuration from the environment (README "Configuration" and
 * "Webhook receivers and deliveries"). Read where it is used, so a test can
 * change a variable between two calls; `webhookConfig()` validates every
 * variable and throws a clear message for a malformed one (the server and
 * the worker call it at start, so a bad value fails there).
 */

export interface WebhookConfig {
  /** ALLOW_PRIVATE_WEBHOOK_URLS=1: loopback, private and other non-public receiver addresses are allowed (local development) */
  allowPrivate: boolean;
  /** time-out of one delivery attempt (connect, send, status line and headers) */
  timeoutMs: number;
  /** first retry delay ceiling; doubles per failed attempt (full jitter: the delay is uniform in [0, ceiling]) */
  retryBaseMs: number;
  /** largest retry delay ceiling */
  retryCapMs: number;
  /** automatic attempts per delivery before it is dead */
  maxAttempts: number;
  /** consecutive failed attempts that open a receiver's circuit */
  breakerThreshold: number;
  /** how long an open circuit stays open before one trial delivery (half-open) */
  breakerCooloffMs: number;
  /** how long a claimed attempt may take before another worker may claim the delivery again */
  leaseMs: number;
  /** worker poll interval; 0 disables the in-process worker */
  workerIntervalMs: number;
  /** deliveries one worker claims (and sends concurrently) per round */
  workerBatch: number;
  /** bytes of a receiver's answer (or of an error) kept in last_error */
  excerptBytes: number;
}

export const WEBHOOK_DEFAULTS = {
  timeoutMs: 10_000,
  retryBaseMs: 30_000,
  retryCapMs: 6 * 3_600_000,
  maxAttempts: 15,
  breakerThreshold: 5,
  breakerCooloffMs: 300_000,
  /** default lease: the time-out plus 30 s */
  leaseMarginMs: 30_000,
  workerIntervalMs: 1_000,
  workerBatch: 10,
  excerptBytes: 512,
} as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const v = (env[name] ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
  if (v === '1' || v === 'true' || v === 'yes') return true;
  throw new Error(`${name} must be 1 or 0, got ${JSON.stringify(env[name])}`);
}

export function webhookConfig(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const timeoutMs = int(env, 'WEBHOOK_TIMEOUT_MS', WEBHOOK_DEFAULTS.timeoutMs, 100, 120_000);
  const retryBaseMs = int(env, 'WEBHOOK_RETRY_BASE_MS', WEBHOOK_DEFAULTS.retryBaseMs, 1, 86_400_000);
  const retryCapMs = int(env, 'WEBHOOK_RETRY_CAP_MS', WEBHOOK_DEFAULTS.retryCapMs, 1, 7 * 86_400_000);
  if (retryCapMs < retryBaseMs) throw new Error(`WEBHOOK_RETRY_CAP_MS (${retryCapMs}) must not be below WEBHOOK_RETRY_BASE_MS (${retryBaseMs})`);
  const leaseMs = int(env, 'WEBHOOK_LEASE_MS', timeoutMs + WEBHOOK_DEFAULTS.leaseMarginMs, 1, 3_600_000);
  // a lease shorter than an attempt would let a second worker send while the first is still waiting
  if (leaseMs <= timeoutMs) throw new Error(`WEBHOOK_LEASE_MS (${leaseMs}) must be longer than WEBHOOK_TIMEOUT_MS (${timeoutMs})`);
  return {
    allowPrivate: flag(env, 'ALLOW_PRIVATE_WEBHOOK_URLS'),
    timeoutMs,
    retryBaseMs,
    retryCapMs,
    maxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', WEBHOOK_DEFAULTS.maxAttempts, 1, 100),
    breakerThreshold: int(env, 'WEBHOOK_BREAKER_THRESHOLD', WEBHOOK_DEFAULTS.breakerThreshold, 1, 1_000),
    breakerCooloffMs: int(env, 'WEBHOOK_BREAKER_COOLOFF_MS', WEBHOOK_DEFAULTS.breakerCooloffMs, 1, 7 * 86_400_000),
    leaseMs,
    workerIntervalMs: int(env, 'WEBHOOK_WORKER_INTERVAL_MS', WEBHOOK_DEFAULTS.workerIntervalMs, 0, 3_600_000),
    workerBatch: int(env, 'WEBHOOK_WORKER_BATCH', WEBHOOK_DEFAULTS.workerBatch, 1, 100),
    excerptBytes: WEBHOOK_DEFAULTS.excerptBytes,
  };
}
