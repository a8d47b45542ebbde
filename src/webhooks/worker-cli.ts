/**
 * npm run worker [-- --once] [--workers N] [--alerts]: the webhook delivery
 * worker as a process of its own, beside (or instead of) the one inside the
 * server, with N delivery loops (WORKERS, default 1) and, with --alerts, the
 * alert evaluation job the server also runs. Any number may run
 * against one PostgreSQL database (DATABASE_URL): claims use FOR UPDATE SKIP
 * LOCKED. The embedded database (PGlite) belongs to one process at a time, so
 * with it run the worker only while the server is stopped (or leave the
 * delivery to the server's own worker).
 *
 * The database must be migrated (`npm run migrate`, or the server started
 * once). Configuration: the WEBHOOK_* variables (README). `--once` delivers
 * what is due and exits; otherwise it polls until SIGTERM or SIGINT, then
 * finishes the attempts in flight and exits 0. Arguments are checked
 * (src/cli/args.ts) before the database is opened: a bad one exits 2.
 */
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../db/client.js';
import { webhookConfig } from './config.js';
import { keyRing } from './secrets.js';
import { DeliveryWorker, workerCount, workerName } from './worker.js';
import { alertDb } from './alerts.js';
import { ALERT_JOB, alertJobIntervalMs, runAlertJob } from './evaluate.js';
import { startScheduler } from '../jobs/scheduler.js';
import { defineCommand } from '../cli/args.js';

export const command = defineCommand({
  name: 'npm run worker --',
  summary: 'Run the webhook delivery worker as a process of its own, beside (or instead of) the one inside the server.',
  description:
    'Any number may run against one PostgreSQL database: claims use FOR UPDATE SKIP LOCKED. The embedded database belongs to one process at a time, so with it run the worker only while the server is stopped. The database must be migrated (npm run migrate, or the server started once). Without --once it polls until SIGTERM or SIGINT, then finishes the attempts in flight and exits 0.',
  options: {
    once: { type: 'boolean', description: 'deliver what is due now (evaluating alerts first with --alerts), then exit' },
    workers: { type: 'number', integer: true, min: 1, max: 64, valueName: 'N', description: 'delivery loops in this process, each claiming its own batches (FOR UPDATE SKIP LOCKED)', defaultText: 'WORKERS, else 1' },
    alerts: { type: 'boolean', description: 'also evaluate alerts every ALERT_EVALUATION_INTERVAL_SECONDS, as the server does (any number of processes may: each alert slice is taken once)' },
  },
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
    { name: 'WEBHOOK_SECRET_KEY', description: 'key of the endpoints\' signing secrets (64 hex digits; default: a development key, with a warning)' },
    { name: 'WEBHOOK_WORKER_INTERVAL_MS', description: 'poll interval in milliseconds (default: 1000; 0, which stops the server\'s own worker, means 1000 here)' },
    { name: 'WORKERS', description: 'delivery loops in this process when --workers is not given (default: 1)' },
    { name: 'ALERT_EVALUATION_INTERVAL_SECONDS', description: 'with --alerts: seconds between alert evaluations (default: 30)' },
    { name: 'LOG_LEVEL', description: 'log level (default: info)' },
  ],
  examples: [
    { command: 'DATABASE_URL=postgres://pds@127.0.0.1/pds npm run worker', description: 'poll until stopped' },
    { command: 'npm run worker -- --once', description: 'deliver what is due and exit' },
  ],
});

async function main(once: boolean, count: number, alertsToo: boolean): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const wh = webhookConfig();
  if (keyRing().development) logger.warn('WEBHOOK_SECRET_KEY is not set: using the built-in development key (set it in production)');
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  // an interval of 0 disables the server's worker; a worker process started on purpose still polls
  const loopConfig = { ...wh, workerIntervalMs: wh.workerIntervalMs || 1_000 };
  const workers = Array.from({ length: count }, (_, i) => new DeliveryWorker({ query: db.raw.query, logger, keepAlive: true, config: loopConfig, name: workerName(i) }));
  const alerts = alertDb(db.prisma);
  if (once) {
    if (alertsToo) {
      const r = await runAlertJob(alerts, { logger, now: () => new Date() });
      logger.info({ job: ALERT_JOB, scheduled: r.scheduled, realtime: r.realtime }, 'alerts evaluated');
    }
    const n = (await Promise.all(workers.map((w) => w.drain()))).reduce((a, b) => a + b, 0);
    logger.info({ attempts: n }, 'webhook worker: nothing more is due');
    await db.close();
    return;
  }
  // signals are listened for before anything starts: a SIGTERM right after the "started" line stops cleanly
  let jobs: ReturnType<typeof startScheduler> | null = null;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'webhook worker stopping: finishing attempts in flight');
    void Promise.all([...workers.map((w) => w.stop()), jobs?.stop()])
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err: err instanceof Error ? err.message : String(err) }, 'webhook worker stopped with an error');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (const w of workers) w.start();
  jobs = alertsToo
    ? startScheduler(
        [
          {
            name: ALERT_JOB,
            intervalMs: alertJobIntervalMs(),
            run: (now: Date) => runAlertJob(alerts, { logger, now: () => now }),
            report: (r: Awaited<ReturnType<typeof runAlertJob>>, log: typeof logger) => {
              if (r.scheduled.events + r.realtime.events) log.info({ job: ALERT_JOB, scheduled: r.scheduled, realtime: r.realtime }, 'alerts evaluated');
            },
          },
        ],
        logger,
      )
    : null;
}

// with --once the run ends with the exit status; otherwise the worker keeps the process alive until a signal
void command.run(async ({ values }) => {
  await main(values.once, values.workers ?? workerCount(), values.alerts === true);
  if (!values.once) await new Promise<never>(() => undefined);
  return 0;
});
