/**
 * WORKERS=n (issue 21; docs/scaling.md): n delivery loops in one process,
 * each claiming its own batches; together they deliver every delivery once,
 * and each reports its own heartbeat to /readyz.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { heartbeats } from '../../src/http/health.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { enqueueDelivery } from '../../src/webhooks/outbox.js';
import { sampleEvent } from '../../src/webhooks/events.js';
import { startDeliveryWorker, workerCount, workerName } from '../../src/webhooks/worker.js';
import { jsonInit, newAccount, sleep, startReceiver, type TestReceiver } from './helpers.js';

let app: TestApp;
let rx: TestReceiver;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const k of ['ALLOW_PRIVATE_WEBHOOK_URLS', 'WEBHOOK_WORKER_INTERVAL_MS', 'WEBHOOK_WORKER_BATCH']) saved[k] = process.env[k];
  Object.assign(process.env, { ALLOW_PRIVATE_WEBHOOK_URLS: '1', WEBHOOK_WORKER_INTERVAL_MS: '50', WEBHOOK_WORKER_BATCH: '2' });
  app = await startTestApp({ generousQuotas: true });
  rx = await startReceiver();
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await rx?.close();
  await app?.close();
});

describe('WORKERS', () => {
  it('is read as a count from 1 to 64 (default 1); anything else fails at start', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: ' ' })).toBe(1);
    expect(workerCount({ WORKERS: '3' })).toBe(3);
    for (const bad of ['0', '65', '1.5', 'two', '-1']) expect(() => workerCount({ WORKERS: bad }), bad).toThrow(/WORKERS must be an integer from 1 to 64/);
  });

  it('three loops in one process deliver every delivery exactly once, each with its own heartbeat', async () => {
    const a = await newAccount(app);
    const made = await app.json('/api/webhooks/endpoints/', jsonInit('POST', a.h, { name: 'workers test', url: rx.url }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ids = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const d = await enqueueDelivery(app.db.raw.query, made.body.id, { events: [{ ...sampleEvent('alerts.contract.match'), alert_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }] });
      ids.add(d.delivery_id);
    }
    const workers = startDeliveryWorker(app.db.raw.query, createLogger('silent'), 3);
    try {
      expect(workers.count).toBe(3);
      const names = heartbeats.list().map((j) => j.name);
      expect(names).toEqual(expect.arrayContaining([workerName(0), workerName(1), workerName(2)]));
      for (let i = 0; i < 200 && rx.received.length < ids.size; i++) await sleep(50);
      await sleep(300);
    } finally {
      await workers.stop();
    }
    const delivered = rx.received.map((r) => String(r.headers['x-service-delivery-id']));
    expect(delivered).toHaveLength(ids.size);
    expect(new Set(delivered)).toEqual(ids);
    expect(heartbeats.list().map((j) => j.name)).not.toEqual(expect.arrayContaining([workerName(1)]));
  });
});
