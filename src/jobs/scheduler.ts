/**
 * A small generic scheduler for periodic background jobs (the state and
 * local status recomputation, src/jobs/sled-status.ts): each job runs once
 * at start (after `initialDelayMs`) and then every `intervalMs`, one run at a
 * time (the next run is scheduled when the previous one ends, so a slow run
 * never overlaps itself), with the current time as its `now`. A failing run
 * is logged at error level and the schedule goes on: a job never takes the
 * process down. `stop()` cancels what is scheduled and waits for a run in
 * progress, so the database can be closed after it.
 *
 * Several instances may run the same schedule: a job guards itself with a
 * transaction-scoped advisory lock (`pg_try_advisory_xact_lock` on
 * `advisoryLockKey(name)`) taken in its own statement, so one instance does
 * the work and the others skip that run.
 */
import type { Logger } from '../logger.js';
import { heartbeats } from '../http/health.js';

/** One parameterised statement returning rows (Database.raw.query, or Prisma's $queryRawUnsafe). */
export type JobQuery = <T>(text: string, params: unknown[]) => Promise<T[]>;

export interface ScheduledJob<R = unknown> {
  name: string;
  /** milliseconds between runs; 0 (or less) disables the job */
  intervalMs: number;
  /** delay before the first run (default 0: at start) */
  initialDelayMs?: number;
  run(now: Date): Promise<R>;
  /** the log line of a finished run (default: one debug line) */
  report?(result: R, logger: Logger): void;
}

export interface Scheduler {
  /** names of the jobs that are scheduled (disabled ones are not) */
  readonly jobs: string[];
  /** stop scheduling; resolves when no run is in progress */
  stop(): Promise<void>;
}

/**
 * A 63-bit advisory-lock key for a job name (FNV-1a), as decimal text for a
 * `$n::bigint` parameter: every instance derives the same key.
 */
export function advisoryLockKey(name: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(`pds-job:${name}`, 'utf8')) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return (h & 0x7fffffffffffffffn).toString();
}

export function startScheduler(jobs: ScheduledJob<any>[], logger: Logger, clock: () => Date = () => new Date()): Scheduler {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const active = jobs.filter((j) => j.intervalMs > 0);
  for (const j of jobs) if (j.intervalMs <= 0) logger.info({ job: j.name }, 'background job disabled');

  const schedule = (job: ScheduledJob, delay: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = (async () => {
        const started = performance.now();
        try {
          const result = await job.run(clock());
          heartbeats.beat(job.name, true);
          if (job.report) job.report(result, logger);
          else logger.debug({ job: job.name, ms: Math.round(performance.now() - started) }, 'background job ran');
        } catch (err) {
          // the loop is alive (readiness); the failure shows in pds_job_last_success_timestamp_seconds
          heartbeats.beat(job.name, false);
          // logged, never thrown: the next run is scheduled as usual
          logger.error({ job: job.name, err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) }, 'background job failed');
        }
      })();
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        schedule(job, job.intervalMs);
      });
    }, delay);
    // a scheduled run does not keep the process alive on its own
    timer.unref();
    timers.add(timer);
  };

  // each active job reports a heartbeat per run: /readyz fails when one stops (src/http/health.ts)
  const unwatch = active.map((j) => heartbeats.watch(j.name, { intervalMs: j.intervalMs, initialDelayMs: j.initialDelayMs }));
  for (const job of active) {
    logger.info({ job: job.name, interval_seconds: job.intervalMs / 1000 }, 'background job scheduled');
    schedule(job, Math.max(0, job.initialDelayMs ?? 0));
  }
  return {
    jobs: active.map((j) => j.name),
    async stop() {
      stopped = true;
      for (const u of unwatch) u();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
