/**
 * An alert test harness: the app with the operator token and private receiver
 * addresses allowed, a loopback receiver registered for a fresh account, a
 * delivery worker, and helpers to ingest a batch, create an alert and deliver
 * what is due (each arriving body's signature verified over its raw bytes).
 */
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createLogger } from '../../src/logger.js';
import { verifySignature } from '../../src/webhooks/verify.js';
import { webhookConfig } from '../../src/webhooks/config.js';
import { DeliveryWorker } from '../../src/webhooks/worker.js';
import { jsonInit, newAccount, startReceiver, type TestReceiver } from './helpers.js';

export interface AlertHarness {
  app: TestApp;
  rx: TestReceiver;
  owner: { accountId: string; h: Record<string, string> };
  endpoint: { id: string; secret: string };
  /** POST /admin/ingest/{resource}/ with the records (query: e.g. `?mode=snapshot&partition=…`) */
  ingest(resource: string, records: unknown[], query?: string): Promise<{ status: number; body: any; headers: Headers }>;
  /** create an alert of the owner (201 expected) */
  alert(body: Record<string, unknown>): Promise<{ alert_id: string }>;
  /** deliver everything due: the envelopes that arrived, parsed */
  deliver(): Promise<any[]>;
  close(): Promise<void>;
}

export async function startAlertHarness(opts: { tier?: string; workerBatch?: number } = {}): Promise<AlertHarness> {
  const token = 'alert-harness-token-0123456789abcdef';
  const saved = { ADMIN_TOKEN: process.env.ADMIN_TOKEN, ALLOW_PRIVATE_WEBHOOK_URLS: process.env.ALLOW_PRIVATE_WEBHOOK_URLS };
  process.env.ADMIN_TOKEN = token;
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
  const app = await startTestApp({ generousQuotas: true });
  const rx = await startReceiver();
  const worker = new DeliveryWorker({ query: app.db.raw.query, logger: createLogger('silent'), config: { ...webhookConfig({}), allowPrivate: true, workerBatch: opts.workerBatch ?? 50 } });
  const owner = await newAccount(app, opts.tier ?? 'large');
  const r = await app.json('/api/webhooks/endpoints/', jsonInit('POST', owner.h, { name: 'alert harness', url: rx.url }));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const endpoint = r.body as { id: string; secret: string };
  return {
    app,
    rx,
    owner,
    endpoint,
    ingest: (resource, records, query = '') =>
      app.json(`/admin/ingest/${resource}/${query}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(records) }),
    async alert(body) {
      const res = await app.json('/api/webhooks/alerts/', jsonInit('POST', owner.h, body));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    },
    async deliver() {
      const before = rx.received.length;
      while ((await worker.runOnce()).claimed > 0);
      return rx.received.slice(before).map((got) => {
        expect(verifySignature(got.raw, got.headers['x-service-signature'] as string, endpoint.secret)).toBe(true);
        const env = JSON.parse(got.raw.toString('utf8'));
        expect(got.headers['x-service-delivery-id']).toBe(env.delivery_id);
        return env;
      });
    },
    async close() {
      await rx.close();
      await app.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    },
  };
}

/** The events of one alert among delivered envelopes. */
export const eventsOf = (envs: any[], alertId: string): any[] => envs.flatMap((e) => e.events).filter((e: any) => e.alert_id === alertId);
