/**
 * The kill test's worker process on the embedded database: PGlite lives in
 * the test process, so this child's statements travel over the IPC channel
 * and run there, one statement per message (the worker's claims and
 * outcomes are single statements). On PostgreSQL the test runs the real
 * `npm run worker` entry (src/webhooks/worker-cli.ts) instead.
 */
import { createLogger } from '../../src/logger.js';
import { DeliveryWorker } from '../../src/webhooks/worker.js';

type Reply = { id: number; rows?: unknown[]; error?: string };
const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
let seq = 0;
process.on('message', (m: Reply) => {
  const w = waiting.get(m.id);
  if (!w) return;
  waiting.delete(m.id);
  if (m.error !== undefined) w.reject(new Error(m.error));
  else w.resolve(m.rows ?? []);
});
const query = (<T>(text: string, params: unknown[]) =>
  new Promise<T[]>((resolve, reject) => {
    const id = ++seq;
    waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
    process.send!({ id, text, params });
  })) as <T>(text: string, params: unknown[]) => Promise<T[]>;

const worker = new DeliveryWorker({ query, logger: createLogger(process.env.LOG_LEVEL ?? 'info'), keepAlive: true });
// as src/webhooks/worker-cli.ts: SIGTERM finishes the attempts in flight, then exits 0. Listened for
// before the worker starts: its "started" line is what the test waits for before it may send SIGTERM
process.on('SIGTERM', () => void worker.stop().then(() => process.exit(0)));
worker.start();
