/**
 * Liveness and readiness (issue 13, item 6; docs/operations.md).
 *
 *  - GET /healthz: 200 {"status":"ok"} while the process answers requests.
 *    It touches nothing else: a load balancer or an orchestrator restarts
 *    the process when it stops answering.
 *  - GET /readyz: 200 {"status":"ready","checks":{...}} when the service can
 *    serve, else 503 {"status":"not_ready","failing":[names],"checks":{...}}.
 *    Checks: `database` (one small query under a short time-out), `migrations`
 *    (every migration folder of this build is applied: read from the same
 *    query) and one `job:<name>` per background job or worker running in this
 *    process (its last heartbeat is recent enough). Jobs that are disabled, or
 *    not started (tests, a process without them), have no check.
 *
 * Both are public: outside /api/ and /graphql, so neither authenticated nor
 * rate-limited. A failing check says what failed in a few words; details
 * (a driver's message may name hosts) go to the log, never to the response.
 * Concurrent probes share one database query, so a flood of /readyz never
 * queues more than one statement.
 */
import fs from 'node:fs';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import type { Logger } from '../logger.js';

/** The time-out of the readiness database query. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

/** Heartbeats older than this many intervals make a job stale (at least STALE_MIN_MS). */
export const STALE_INTERVALS = 3;
export const STALE_MIN_MS = 5 * 60_000;

/** When a job with this interval (and first-run delay) counts as stale without a heartbeat. */
export function staleAfterMs(intervalMs: number, initialDelayMs = 0): number {
  return Math.max(STALE_INTERVALS * intervalMs, STALE_MIN_MS) + Math.max(0, initialDelayMs);
}

interface Heartbeat {
  staleAfterMs: number;
  /** when the job was registered, or its last run ended (ms since the epoch) */
  last: number;
  /** the end of its last successful run, if any */
  lastSuccess: number | null;
  /** runs ended since registration */
  runs: number;
}

export interface HeartbeatState {
  name: string;
  staleAfterMs: number;
  /** the last run's end, or the registration when no run ended yet (ms since the epoch) */
  last: number;
  lastSuccess: number | null;
  runs: number;
}

/**
 * Heartbeats of the background jobs and workers running in this process:
 * each registers itself when it starts (`watch`), reports each finished run
 * (`beat`, whether the run succeeded or failed: a failing run is logged and
 * alerted on through metrics, while readiness asks whether the loop is alive)
 * and unregisters when it stops. A job whose last heartbeat is older than its
 * `staleAfterMs` makes /readyz fail with its name.
 */
export class Heartbeats {
  private readonly entries = new Map<string, Heartbeat>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Register a job; returns the function that unregisters it (only this registration). */
  watch(name: string, opts: { intervalMs: number; initialDelayMs?: number; staleAfterMs?: number }): () => void {
    const entry: Heartbeat = {
      staleAfterMs: opts.staleAfterMs ?? staleAfterMs(opts.intervalMs, opts.initialDelayMs),
      last: this.now(),
      lastSuccess: null,
      runs: 0,
    };
    this.entries.set(name, entry);
    return () => {
      if (this.entries.get(name) === entry) this.entries.delete(name);
    };
  }

  /** A run of `name` ended (`ok`: it succeeded); `at` defaults to now. Unknown names are ignored. */
  beat(name: string, ok: boolean, at: number = this.now()): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    entry.last = at;
    entry.runs++;
    if (ok) entry.lastSuccess = at;
  }

  list(): HeartbeatState[] {
    return [...this.entries].map(([name, e]) => ({ name, ...e }));
  }

  /** Is the job stale at `now`? */
  isStale(state: HeartbeatState, now: number = this.now()): boolean {
    return now - state.last > state.staleAfterMs;
  }
}

/** The process-wide registry: src/jobs/scheduler.ts and src/webhooks/worker.ts report here. */
export const heartbeats = new Heartbeats();

type Check = { status: 'ok' | 'failing' | 'unknown'; [k: string]: unknown };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The migration folders of this build (sorted), read once. */
let expectedMigrations: string[] | null = null;
function migrationNames(): string[] {
  expectedMigrations ??= fs.existsSync(MIGRATIONS_DIR)
    ? fs
        .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return expectedMigrations;
}

/** Every migration folder of this build applied? */
function migrationsCheck(applied: string[], logger: Logger): Check {
  let expected: string[];
  try {
    expected = migrationNames();
  } catch (err) {
    logger.warn({ check: 'migrations', err: { message: (err as Error)?.message ?? String(err) } }, 'readiness check failed');
    return { status: 'failing', reason: 'the migrations folder of this build cannot be read (see the service log)' };
  }
  const have = new Set(applied);
  const pending = expected.filter((m) => !have.has(m));
  return pending.length
    ? { status: 'failing', reason: `${pending.length} migration(s) not applied: run npm run migrate`, pending }
    : { status: 'ok', applied: expected.length };
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthDeps {
  db: Pick<Database, 'raw'> & Partial<Pick<Database, 'replicas'>>;
  logger: Logger;
  /** default: the process-wide registry */
  heartbeats?: Heartbeats;
  /** default READINESS_DB_TIMEOUT_MS */
  dbTimeoutMs?: number;
}

export interface Readiness {
  ready: boolean;
  body: { status: 'ready' | 'not_ready'; failing?: string[]; checks: Record<string, Check> };
}

/** The readiness checks, as /readyz reports them. */
export function readinessProbe(deps: HealthDeps): () => Promise<Readiness> {
  const beats = deps.heartbeats ?? heartbeats;
  const timeoutMs = deps.dbTimeoutMs ?? READINESS_DB_TIMEOUT_MS;
  let inflight: Promise<{ database: Check; migrations: Check }> | null = null;

  const checkDatabase = async (): Promise<{ database: Check; migrations: Check }> => {
    const started = performance.now();
    let applied: string[];
    try {
      const rows = await withTimeout(
        deps.db.raw.query<{ migration_name: string }>(
          'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
        ),
        timeoutMs,
      );
      applied = rows.map((r) => r.migration_name);
    } catch (err) {
      if ((err as { code?: unknown })?.code === '42P01') {
        // no migration table yet (undefined_table): the database answers and nothing is applied
        applied = [];
      } else {
        const timedOut = err instanceof TimeoutError;
        deps.logger.warn({ check: 'database', err: { message: (err as Error)?.message ?? String(err) } }, 'readiness check failed');
        return {
          database: { status: 'failing', reason: timedOut ? `no answer within ${timeoutMs} ms` : 'the query failed (see the service log)' },
          migrations: { status: 'unknown', reason: 'the database did not answer' },
        };
      }
    }
    return {
      database: { status: 'ok', latency_ms: Math.round((performance.now() - started) * 10) / 10 },
      migrations: migrationsCheck(applied, deps.logger),
    };
  };

  return async () => {
    // concurrent probes share one query
    inflight ??= checkDatabase().finally(() => (inflight = null));
    const checks: Record<string, Check> = { ...(await inflight) };
    const now = Date.now();
    for (const job of beats.list()) {
      const stale = beats.isStale(job, now);
      checks[`job:${job.name}`] = {
        status: stale ? 'failing' : 'ok',
        ...(stale ? { reason: `no heartbeat for ${Math.round((now - job.last) / 1000)} s (limit ${Math.round(job.staleAfterMs / 1000)} s)` } : {}),
        last_heartbeat: iso(job.last),
        last_success: iso(job.lastSuccess),
        runs: job.runs,
      };
    }
    // read replicas: which are in rotation and their lag; none in rotation is not a failure (reads go to the primary)
    for (const r of deps.db.replicas?.status() ?? []) {
      checks[`replica:${r.location}`] = { status: 'ok', in_rotation: r.inRotation, lag_ms: r.lagMs, reads: r.reads, ...(r.reason ? { reason: r.reason } : {}) };
    }
    const failing = Object.keys(checks).filter((k) => checks[k].status === 'failing');
    return failing.length
      ? { ready: false, body: { status: 'not_ready', failing, checks } }
      : { ready: true, body: { status: 'ready', checks } };
  };
}

/** Mount GET /healthz and GET /readyz, with or without a trailing slash (HEAD answers too). */
export function mountHealth(app: Hono<any>, deps: HealthDeps): void {
  const probe = readinessProbe(deps);
  const noStore = { 'Cache-Control': 'no-store' };
  for (const path of ['/healthz', '/healthz/']) app.get(path, (c) => c.json({ status: 'ok' }, 200, noStore));
  for (const path of ['/readyz', '/readyz/']) {
    app.get(path, async (c) => {
      const r = await probe();
      return c.json(r.body, r.ready ? 200 : 503, noStore);
    });
  }
}
