/**
 * The delivery worker: claims due deliveries (./outbox.ts, one statement with
 * FOR UPDATE SKIP LOCKED), sends them concurrently, records each outcome, and
 * goes again at once while it finds a full batch, else after
 * WEBHOOK_WORKER_INTERVAL_MS (default 1000; 0 disables the in-process worker).
 *
 * It runs inside the server (src/main.ts) and as a process of its own
 * (`npm run worker`, ./worker-cli.ts); any number of them may run against one
 * PostgreSQL database. `stop()` stops claiming and waits for the attempts in
 * flight (each bounded by WEBHOOK_TIMEOUT_MS), so a clean shutdown leaves
 * nothing claimed; after a crash the claimed attempts are retried when their
 * lease expires.
 */
import type { Logger } from '../logger.js';
import { webhookConfig, type WebhookConfig } from './config.js';
import { claimDue, performAttempt, type AttemptOutcome, type Sql, type Transport } from './outbox.js';
import { keyRing, type KeyRing } from './secrets.js';
import type { SendOptions } from './http-client.js';
import { heartbeats, staleAfterMs } from '../http/health.js';

/** The worker's name in /readyz and the pds_job_* metrics. */
export const WEBHOOK_WORKER_JOB = 'webhook-delivery';

export interface WorkerOptions {
  query: Sql;
  logger: Logger;
  /** configuration (default: the environment, read at start) */
  config?: WebhookConfig;
  /** the clock (tests move it forward to make retries due) */
  now?: () => Date;
  random?: () => number;
  transport?: Transport;
  lookup?: SendOptions['lookup'];
  /** keep the process alive between rounds (a worker process of its own); default false: the server keeps it alive */
  keepAlive?: boolean;
  /** its heartbeat's name in /readyz (default webhook-delivery; the others of WORKERS=n are webhook-delivery-2, -3, …) */
  name?: string;
}

export interface RoundResult {
  claimed: number;
  delivered: number;
  failed: number;
  outcomes: AttemptOutcome[];
}

export class DeliveryWorker {
  readonly config: WebhookConfig;
  private readonly q: Sql;
  private readonly logger: Logger;
  private readonly now: () => Date;
  private readonly ring: KeyRing;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private unwatch: (() => void) | null = null;

  constructor(private readonly opts: WorkerOptions) {
    this.config = opts.config ?? webhookConfig();
    this.q = opts.query;
    this.logger = opts.logger;
    this.now = opts.now ?? (() => new Date());
    this.ring = keyRing();
  }

  /** One round: claim a batch, send it concurrently, record every outcome. */
  async runOnce(): Promise<RoundResult> {
    const claimed = await claimDue(this.q, this.now(), this.config);
    if (claimed.length === 0) return { claimed: 0, delivered: 0, failed: 0, outcomes: [] };
    const outcomes = await Promise.all(
      claimed.map(async (d) => {
        const out = await performAttempt(this.q, d, {
          cfg: this.config,
          now: this.now,
          ring: this.ring,
          ...(this.opts.random ? { random: this.opts.random } : {}),
          ...(this.opts.transport ? { transport: this.opts.transport } : {}),
          ...(this.opts.lookup ? { lookup: this.opts.lookup } : {}),
        });
        // delivery and receiver ids, status and timing only: never the URL's query, the body or the secret
        const line = { deliveryId: d.delivery_id, endpointId: d.endpoint_id, attempt: d.attempts, trial: d.trial || undefined, statusCode: out.statusCode, ms: out.responseTimeMs, status: out.recorded.status };
        if (out.ok) this.logger.info(line, 'webhook delivered');
        else this.logger.warn({ ...line, error: out.error, circuitOpenUntil: out.recorded.circuit_open_until ?? undefined }, 'webhook attempt failed');
        return out;
      }),
    );
    return { claimed: claimed.length, delivered: outcomes.filter((o) => o.ok).length, failed: outcomes.filter((o) => !o.ok).length, outcomes };
  }

  /** Work until no delivery is due (tests; the CLI's --once). */
  async drain(maxRounds = 1000): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const r = await this.runOnce();
      total += r.claimed;
      if (r.claimed === 0) break;
    }
    return total;
  }

  /** Start polling (no-op when WEBHOOK_WORKER_INTERVAL_MS is 0). */
  start(): this {
    if (!this.stopped || this.config.workerIntervalMs <= 0) return this;
    this.stopped = false;
    // a heartbeat per round: /readyz fails when the loop stops going round (src/http/health.ts)
    const name = this.opts.name ?? WEBHOOK_WORKER_JOB;
    this.unwatch = heartbeats.watch(name, { intervalMs: this.config.workerIntervalMs, staleAfterMs: staleAfterMs(this.config.workerIntervalMs) + this.config.timeoutMs });
    this.loop = (async () => {
      while (!this.stopped) {
        let full = false;
        try {
          const r = await this.runOnce();
          full = r.claimed >= this.config.workerBatch;
          heartbeats.beat(name, true);
        } catch (err) {
          heartbeats.beat(name, false);
          // a database hiccup: logged, and the next round tries again
          this.logger.error({ err: err instanceof Error ? { message: err.message } : String(err) }, 'webhook worker round failed');
        }
        if (this.stopped) break;
        if (!full) {
          await new Promise<void>((resolve) => {
            this.wake = resolve;
            this.timer = setTimeout(resolve, this.config.workerIntervalMs);
            if (!this.opts.keepAlive) this.timer.unref?.();
          });
          this.wake = null;
          this.timer = null;
        }
      }
    })();
    this.logger.info({ intervalMs: this.config.workerIntervalMs, batch: this.config.workerBatch, timeoutMs: this.config.timeoutMs }, 'webhook delivery worker started');
    return this;
  }

  /** Stop claiming; resolves when the attempts in flight are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unwatch?.();
    this.unwatch = null;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
    this.loop = null;
  }
}

/**
 * How many delivery loops a process runs: WORKERS (1 to 64, default 1).
 * Each claims its own batches with FOR UPDATE SKIP LOCKED, so any number
 * of loops, in any number of processes, never take one delivery twice.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WORKERS;
  if (raw === undefined || raw.trim() === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be an integer from 1 to 64, got ${JSON.stringify(raw)}`);
  return n;
}

/** The name of the i-th delivery loop of a process (0-based): webhook-delivery, webhook-delivery-2, … */
export const workerName = (i: number): string => (i === 0 ? WEBHOOK_WORKER_JOB : `${WEBHOOK_WORKER_JOB}-${i + 1}`);

/** The in-process workers of the server (src/main.ts): WORKERS loops, unless WEBHOOK_WORKER_INTERVAL_MS=0. */
export function startDeliveryWorker(query: Sql, logger: Logger, count = workerCount()): { stop(): Promise<void>; count: number } {
  const first = new DeliveryWorker({ query, logger });
  if (first.config.workerIntervalMs <= 0) {
    logger.info('webhook delivery worker disabled (WEBHOOK_WORKER_INTERVAL_MS=0)');
    return { stop: async () => undefined, count: 0 };
  }
  const workers = [first, ...Array.from({ length: count - 1 }, (_, i) => new DeliveryWorker({ query, logger, name: workerName(i + 1) }))];
  for (const w of workers) w.start();
  return { stop: async () => void (await Promise.all(workers.map((w) => w.stop()))), count: workers.length };
}
