/**
 * npm run worker [-- --once]: the webhook delivery worker as a process of its
 * own, beside (or instead of) the one inside the server. Any number may run
 * against one PostgreSQL database (DATABASE_URL): claims use FOR UPDATE SKIP
 * LOCKED. The embedded database (PGlite) belongs to one process at a time, so
 * with it run the worker only while the server is stopped (or leave the
 * delivery to the server's own worker).
 *
 * The database must be migrated (`npm run migrate`, or the server started
 * once). Configuration: the WEBHOOK_* variables (README). `--once` delivers
 * what is due and exits; otherwise it polls until SIGTERM or SIGINT, then
 * finishes the attempts in flight and exits 0.
 */
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../db/client.js';
import { webhookConfig } from './config.js';
import { keyRing } from './secrets.js';
import { DeliveryWorker } from './worker.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const wh = webhookConfig();
  if (keyRing().development) logger.warn('WEBHOOK_SECRET_KEY is not set: using the built-in development key (set it in production)');
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  const once = process.argv.includes('--once');
  // an interval of 0 disables the server's worker; a worker process started on purpose still polls
  const worker = new DeliveryWorker({ query: db.raw.query, logger, keepAlive: true, config: { ...wh, workerIntervalMs: wh.workerIntervalMs || 1_000 } });
  if (once) {
    const n = await worker.drain();
    logger.info({ attempts: n }, 'webhook worker: nothing more is due');
    await db.close();
    return;
  }
  worker.start();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'webhook worker stopping: finishing attempts in flight');
    void worker
      .stop()
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
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
