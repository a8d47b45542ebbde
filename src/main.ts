/**
 * npm start: open the database (embedded PGlite unless DATABASE_URL is set),
 * apply migrations, load the demo dataset into an empty database, listen.
 * SIGTERM/SIGINT stop accepting connections, let in-flight requests finish
 * (up to SHUTDOWN_GRACE_MS) and close the database.
 */
import { serve } from '@hono/node-server';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openDatabase } from './db/client.js';
import { createApp } from './app.js';
import { ensureDemoData } from './demo/load.js';
import { startScheduler } from './jobs/scheduler.js';
import { logSledStatus, runSledStatus, SLED_STATUS_JOB, sledStatusIntervalMs } from './jobs/sled-status.js';
import { startDeliveryWorker } from './webhooks/worker.js';
import { alertDb } from './webhooks/alerts.js';
import { ALERT_JOB, alertJobIntervalMs, runAlertJob } from './webhooks/evaluate.js';
import { startMetricsServer } from './http/metrics.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  const applied = await db.migrate();
  logger.info({ database: db.kind, location: db.location, applied }, 'database ready');

  if (config.demoData === 'auto') {
    const result = await ensureDemoData(db, { scale: config.demoScale, seed: config.demoSeed, logger });
    if (result.loaded) logger.info({ ...result }, 'demo dataset loaded');
  }

  const app = createApp({ db, logger });
  const alerts = alertDb(db.prisma);
  // background jobs (src/jobs/): the state and local status recomputation every SLED_STATUS_INTERVAL_SECONDS (default 900; 0 disables)
  const jobs = startScheduler(
    [
      { name: SLED_STATUS_JOB, intervalMs: sledStatusIntervalMs(), run: (now) => runSledStatus(db.raw.query, now), report: (r, log) => logSledStatus(log, r) },
      // alerts (src/webhooks/evaluate.ts): due daily and custom alerts, and any realtime backlog
      // (the status job's changes, a large ingestion), every ALERT_EVALUATION_INTERVAL_SECONDS (default 30; 0 disables)
      {
        name: ALERT_JOB,
        intervalMs: alertJobIntervalMs(),
        initialDelayMs: 5_000,
        run: (now) => runAlertJob(alerts, { logger, now: () => now }),
        report: (r, log) => {
          const n = r.scheduled.events + r.realtime.events;
          if (n) log.info({ job: ALERT_JOB, scheduled: r.scheduled, realtime: r.realtime }, 'alerts evaluated');
        },
      },
    ],
    logger,
  );
  // webhook deliveries (src/webhooks/worker.ts): polls every WEBHOOK_WORKER_INTERVAL_MS (default 1000; 0 disables)
  const deliveries = startDeliveryWorker(db.raw.query, logger);
  // 64 KiB of request head (Node's default is 16 KiB): an OR-list of 500 award keys, the documented
  // limit of the `key` filter, makes a URL of about 25 KB
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { maxHeaderSize: 64 * 1024 } }, (info) => {
    logger.info({ url: `http://${config.host}:${info.port}`, graphql: `http://${config.host}:${info.port}/graphql` }, 'listening');
  });

  // METRICS_PORT: /metrics on a listener of its own (docs/operations.md); the main port then has none
  const metrics = config.metricsPort === undefined ? null : await startMetricsServer({ port: config.metricsPort, host: config.metricsHost, logger });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, config.shutdownGraceMs);
    timer.unref();
    server.close(async () => {
      await jobs.stop();
      await deliveries.stop();
      await metrics?.close();
      await db.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  // Start-up failures (bad configuration, unreachable database) end the process with a clear message.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
