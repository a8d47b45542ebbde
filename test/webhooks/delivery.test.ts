/**
 * Signed, durable delivery to a real loopback receiver (document 1,
 * "Delivery signing"; README "Webhook receivers and deliveries"): test
 * deliveries through REST and GraphQL arrive signed over the exact stored
 * bytes (verified with verifySignature; tampering fails), failures keep only
 * an excerpt, redirects are not followed, the time-out holds, loopback is
 * refused at connection time without ALLOW_PRIVATE_WEBHOOK_URLS (a literal,
 * localhost, a name rebound to 127.0.0.1), the outbox is written in the
 * producer's transaction, retries back off with jitter on a controllable
 * clock until delivered or dead, the circuit breaker opens, lets one trial
 * through when half-open and closes on its success, disabled receivers get
 * nothing until enabled, leases expire after a crash and a stale attempt
 * cannot overwrite a newer one, two workers never send the same attempt, the
 * delivery log and redelivery (REST and GraphQL), and no log line carries a
 * secret.
 */
import { Writable } from 'node:stream';
import type { LookupFunction } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { verifySignature } from '../../src/webhooks/verify.js';
import { webhookConfig, type WebhookConfig } from '../../src/webhooks/config.js';
import { DeliveryWorker } from '../../src/webhooks/worker.js';
import { claimDue, enqueueDelivery, recordFailure, sqlRunner } from '../../src/webhooks/outbox.js';
import { sampleEvent } from '../../src/webhooks/events.js';
import { jsonInit, newAccount, ok, sleep, startReceiver, status, type TestReceiver } from './helpers.js';
import { createReceiver, type ReceivedDelivery } from '../../examples/webhook-receiver/receiver.js';
import type { AddressInfo } from 'node:net';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const silent = createLogger('silent');

let clock = Date.now();
const now = () => new Date(clock);
/** a short, deterministic schedule: jitter draws the middle of each window */
const CFG = (over: Partial<WebhookConfig> = {}): WebhookConfig => ({
  ...webhookConfig({}),
  allowPrivate: true,
  timeoutMs: 2_000,
  leaseMs: 5_000,
  retryBaseMs: 1_000,
  retryCapMs: 8_000,
  maxAttempts: 4,
  breakerThreshold: 3,
  breakerCooloffMs: 60_000,
  workerBatch: 10,
  workerIntervalMs: 50,
  ...over,
});
const worker = (over: Partial<WebhookConfig> = {}, extra: Partial<ConstructorParameters<typeof DeliveryWorker>[0]> = {}) =>
  new DeliveryWorker({ query: app.db.raw.query, logger: silent, config: CFG(over), now, random: () => 0.5, ...extra });

let rx: TestReceiver;
let other: TestReceiver;

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  rx = await startReceiver();
  other = await startReceiver('/elsewhere');
});
afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  delete process.env.WEBHOOK_TIMEOUT_MS;
  await rx?.close();
  await other?.close();
  await app?.close();
});
beforeEach(() => {
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
  clock = Date.now() + 1_000;
  rx.received.length = 0;
  rx.respond = ok;
  other.received.length = 0;
});
afterEach(async () => {
  delete process.env.WEBHOOK_TIMEOUT_MS;
  // every test starts with no receiver, so no worker round sees another test's deliveries
  await q(`DELETE FROM webhook_endpoint`);
});

const post = (path: string, h: Record<string, string>, body?: unknown) => app.json(path, jsonInit('POST', h, body));

async function receiver(h: Record<string, string>, extra: Record<string, unknown> = {}, url = rx.url) {
  const res = await post('/api/webhooks/endpoints/', h, { name: `rx ${Math.random()}`, url, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string; url: string };
}
const enqueue = (endpointId: string, label = 'x') => enqueueDelivery(app.db.raw.query, endpointId, { events: [{ ...sampleEvent('alerts.contract.match', now().toISOString()), alert_id: `00000000-0000-4000-8000-${label.padStart(12, '0')}` }] }, { now: now(), maxAttempts: 4 });
const row = async (id: string) => (await q(`SELECT * FROM delivery WHERE delivery_id = $1`, [id]))[0];
const endpointRow = async (id: string) => (await q(`SELECT * FROM webhook_endpoint WHERE id = $1`, [id]))[0];

describe('test delivery', () => {
  it('arrives signed over the exact stored bytes; tampering fails verification', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    const res = await post('/api/webhooks/endpoints/test-delivery/', a.h, {});
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['delivery_id', 'endpoint_id', 'endpoint_url', 'error', 'message', 'response_time_ms', 'status_code', 'success']);
    expect(res.body).toMatchObject({ success: true, status_code: 200, endpoint_url: rx.url, error: null, endpoint_id: e.id });
    expect(Number.isInteger(res.body.response_time_ms)).toBe(true);
    expect(res.body.response_time_ms).toBeGreaterThanOrEqual(0);
    expect(res.body.message).toMatch(/accepted/);

    expect(rx.received).toHaveLength(1);
    const got = rx.received[0];
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/hooks');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['x-service-delivery-id']).toBe(res.body.delivery_id);
    const sig = got.headers['x-service-signature'] as string;
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(got.raw, sig, e.secret)).toBe(true);
    // the bytes sent are the stored body, byte for byte
    const stored = await row(res.body.delivery_id);
    expect(got.raw.equals(Buffer.from(stored.body, 'utf8'))).toBe(true);
    const env = JSON.parse(got.raw.toString('utf8'));
    expect(Object.keys(env)).toEqual(['timestamp', 'delivery_id', 'events', 'test']);
    expect(env.delivery_id).toBe(res.body.delivery_id);
    expect(env.test).toBe(true);
    expect(env.events[0].event_type).toBe('alerts.contract.match');
    // tampering
    expect(verifySignature(Buffer.concat([got.raw, Buffer.from(' ')]), sig, e.secret)).toBe(false);
    expect(verifySignature(JSON.stringify(env, null, 2), sig, e.secret)).toBe(false);
    expect(verifySignature(got.raw.toString().replace('alerts.contract.match', 'alerts.grant.match'), sig, e.secret)).toBe(false);
    expect(verifySignature(got.raw, sig.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), e.secret)).toBe(false);
    expect(verifySignature(got.raw, sig, 'whsec_wrong')).toBe(false);
    expect(verifySignature(got.raw, undefined, e.secret)).toBe(false);
    // logged as a test delivery
    expect(stored).toMatchObject({ status: 'delivered', attempts: 1, max_attempts: 1, is_test: true, last_status_code: 200, last_error: null, endpoint_id: e.id });
    expect(stored.delivered_at).not.toBeNull();
    expect((await endpointRow(e.id)).consecutive_failures).toBe(0);
  });

  it('GraphQL testWebhookDelivery sends the same way; event_type picks the sample event', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    await receiver(a.h, {}, other.url);
    const res = await app.graphql(
      `mutation($e: String) { testWebhookDelivery(endpoint: $e, eventType: "alerts.sled_opportunity.match") { success statusCode responseTimeMs endpointUrl message error deliveryId endpointId } }`,
      { e: e.id },
      a.h,
    );
    expect(res.body.errors).toBeUndefined();
    const r = res.body.data.testWebhookDelivery;
    expect(r).toMatchObject({ success: true, statusCode: 200, endpointUrl: rx.url, error: null, endpointId: e.id });
    expect(rx.received).toHaveLength(1);
    expect(other.received).toHaveLength(0);
    const env = JSON.parse(rx.received[0].raw.toString());
    expect(env.delivery_id).toBe(r.deliveryId);
    expect(env.events[0]).toMatchObject({ event_type: 'alerts.sled_opportunity.match', query_type: 'sled_opportunity' });
    expect(verifySignature(rx.received[0].raw, rx.received[0].headers['x-service-signature'] as string, e.secret)).toBe(true);
  });

  it('a failing receiver: success false, its status, an excerpt of at most 512 bytes', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    rx.respond = status(500, `${'é'.repeat(600)} tail`);
    const res = await post('/api/webhooks/endpoints/test-delivery/', a.h, { endpoint: e.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, status_code: 500 });
    expect(res.body.message).toMatch(/HTTP 500/);
    expect(res.body.error).toMatch(/^HTTP 500: é+$/);
    expect(Buffer.byteLength(res.body.error)).toBeLessThanOrEqual(512);
    const d = await row(res.body.delivery_id);
    expect(d).toMatchObject({ status: 'dead', attempts: 1, last_status_code: 500, last_error: res.body.error, next_attempt_at: null });
    expect((await endpointRow(e.id)).consecutive_failures).toBe(1);
  });

  it('redirects are not followed', async () => {
    const a = await newAccount(app);
    await receiver(a.h);
    rx.respond = status(302, 'moved', { location: other.url });
    const res = await post('/api/webhooks/endpoints/test-delivery/', a.h, {});
    expect(res.body).toMatchObject({ success: false, status_code: 302 });
    expect(res.body.error).toMatch(/redirects are not followed/);
    expect(rx.received).toHaveLength(1);
    expect(other.received).toHaveLength(0);
  });

  it('gives up after the time-out', async () => {
    const a = await newAccount(app);
    await receiver(a.h);
    rx.respond = () => undefined; // never answers
    process.env.WEBHOOK_TIMEOUT_MS = '400';
    const started = Date.now();
    const res = await post('/api/webhooks/endpoints/test-delivery/', a.h, {});
    const took = Date.now() - started;
    expect(res.body).toMatchObject({ success: false, status_code: null });
    expect(res.body.error).toMatch(/timed out after 400 ms/);
    expect(res.body.response_time_ms).toBeGreaterThanOrEqual(390);
    expect(took).toBeLessThan(3_000);
    expect(rx.received).toHaveLength(1);
  });

  it('without ALLOW_PRIVATE_WEBHOOK_URLS loopback is refused at connection time (registered earlier, or via localhost)', async () => {
    const a = await newAccount(app);
    const literal = await receiver(a.h, { is_active: true });
    const named = await receiver(a.h, {}, `http://localhost:${rx.port}/hooks`);
    delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
    for (const e of [literal, named]) {
      const res = await post('/api/webhooks/endpoints/test-delivery/', a.h, { endpoint: e.id });
      expect(res.body).toMatchObject({ success: false, status_code: null });
      expect(res.body.error).toMatch(/address policy: 127\.0\.0\.1 is a loopback address/);
    }
    expect(rx.received).toHaveLength(0);
    // the worker too
    const d = await enqueue(named.id);
    const round = await worker({ allowPrivate: false }).runOnce();
    expect(round).toMatchObject({ claimed: 1, delivered: 0, failed: 1 });
    expect((await row(d.delivery_id)).last_error).toMatch(/address policy/);
    expect(rx.received).toHaveLength(0);
  });

  it('DNS rebinding: a name that now resolves to 127.0.0.1 is refused when the worker connects', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    // the name was public when it was registered; now it answers with the loopback address
    await q(`UPDATE webhook_endpoint SET url = $2 WHERE id = $1`, [e.id, `http://rebind.example:${rx.port}/hooks`]);
    const rebinding = ((_h: string, o: { all?: boolean }, cb: (...a: unknown[]) => void) => (o?.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4))) as unknown as LookupFunction;
    const d = await enqueue(e.id);
    const refused = await worker({ allowPrivate: false }, { lookup: rebinding }).runOnce();
    expect(refused.failed).toBe(1);
    expect((await row(d.delivery_id)).last_error).toMatch(/address policy: 127\.0\.0\.1 is a loopback/);
    expect(rx.received).toHaveLength(0);
    // with private addresses allowed the same lookup reaches the receiver (the lookup is the one connected with)
    clock += 10_000;
    const allowed = await worker({ allowPrivate: true }, { lookup: rebinding }).runOnce();
    expect(allowed.delivered).toBe(1);
    expect(rx.received).toHaveLength(1);
  });
});

describe('the outbox and the worker', () => {
  it('enqueueDelivery writes in the producer transaction: a rollback leaves nothing, a commit one pending delivery', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h, { is_active: false });
    const prisma = app.db.prisma;
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueDelivery(tx, e.id, { events: [sampleEvent('alerts.grant.match')] });
        throw new Error('the producer failed');
      }),
    ).rejects.toThrow('the producer failed');
    expect(await q(`SELECT 1 FROM delivery WHERE endpoint_id = $1`, [e.id])).toEqual([]);
    const made = await prisma.$transaction(async (tx) => enqueueDelivery(tx, e.id, { events: [sampleEvent('alerts.grant.match')] }, { now: new Date('2026-02-01T00:00:00Z') }));
    const d = await row(made.delivery_id);
    expect(d).toMatchObject({ status: 'pending', attempts: 0, max_attempts: 15, is_test: false, endpoint_id: e.id });
    expect(d.body).toBe(made.body);
    expect(JSON.parse(made.body)).toEqual({ timestamp: '2026-02-01T00:00:00.000Z', delivery_id: made.delivery_id, events: [sampleEvent('alerts.grant.match')] });
    expect(typeof sqlRunner(app.db.raw.query)).toBe('function');
  });

  it('sends the stored bytes exactly as stored, signed with the current secret', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    const body = ' {"delivery_id" : "x",  "events":[{"name":"Société Générale — ü"}] }\n';
    await q(`INSERT INTO delivery (delivery_id, endpoint_id, body, status, attempts, max_attempts, next_attempt_at, created) VALUES ($1, $2, $3, 'pending', 0, 3, $4, $4)`, ['5f0c6a52-8a39-4a8e-9b7a-2f1d3c4b5a69', e.id, body, now()]);
    // a rotation before the attempt: the new secret signs it
    const rotated = (await post(`/api/webhooks/endpoints/${e.id}/rotate-secret/`, a.h)).body;
    await worker().runOnce();
    expect(rx.received).toHaveLength(1);
    expect(rx.received[0].raw.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(verifySignature(rx.received[0].raw, rx.received[0].headers['x-service-signature'] as string, rotated.secret)).toBe(true);
    expect(verifySignature(rx.received[0].raw, rx.received[0].headers['x-service-signature'] as string, e.secret)).toBe(false);
  });

  it('retries with exponential back-off and jitter until the receiver recovers', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    const d = await enqueue(e.id);
    const w = worker({ breakerThreshold: 100 });
    let calls = 0;
    rx.respond = (r, res) => (++calls <= 2 ? status(503, 'busy')(r, res) : ok(r, res));

    expect((await w.runOnce()).failed).toBe(1);
    let s = await row(d.delivery_id);
    expect(s).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 503, last_error: 'HTTP 503: busy' });
    // random 0.5 of a 1 s window
    expect(new Date(s.next_attempt_at).getTime()).toBe(clock + 500);
    expect(new Date(s.last_attempt_at).getTime()).toBe(clock);
    expect((await w.runOnce()).claimed).toBe(0);
    clock += 499;
    expect((await w.runOnce()).claimed).toBe(0);
    clock += 1;
    expect((await w.runOnce()).failed).toBe(1);
    s = await row(d.delivery_id);
    expect(s.attempts).toBe(2);
    expect(new Date(s.next_attempt_at).getTime()).toBe(clock + 1_000); // half of 2 s
    clock += 1_000;
    expect((await w.runOnce()).delivered).toBe(1);
    s = await row(d.delivery_id);
    expect(s).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200, last_error: null, next_attempt_at: null });
    expect(new Date(s.delivered_at).getTime()).toBe(clock);
    // the same delivery three times: same id, same bytes, same signature
    expect(rx.received).toHaveLength(3);
    expect(new Set(rx.received.map((r) => r.raw.toString())).size).toBe(1);
    expect(new Set(rx.received.map((r) => r.headers['x-service-signature'])).size).toBe(1);
    expect(new Set(rx.received.map((r) => r.headers['x-service-delivery-id'])).size).toBe(1);
    expect(verifySignature(rx.received[2].raw, rx.received[2].headers['x-service-signature'] as string, e.secret)).toBe(true);
  });

  it('is dead after max_attempts failed attempts, and then nothing more is sent', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    rx.respond = status(500, 'down');
    const d = await enqueue(e.id);
    const w = worker({ breakerThreshold: 100 });
    for (let i = 1; i <= 4; i++) {
      expect((await w.runOnce()).claimed, `attempt ${i}`).toBe(1);
      clock += 10_000;
    }
    const s = await row(d.delivery_id);
    expect(s).toMatchObject({ status: 'dead', attempts: 4, next_attempt_at: null, last_status_code: 500 });
    clock += 86_400_000;
    expect((await w.runOnce()).claimed).toBe(0);
    expect(rx.received).toHaveLength(4);
  });

  it('the circuit opens after consecutive failures, lets one trial through when half-open, and closes on its success', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    rx.respond = status(500, 'down');
    const ids = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await enqueue(e.id, String(i))).delivery_id);
      clock += 1;
    }
    const w = worker({ workerBatch: 1 });
    for (let i = 0; i < 3; i++) expect((await w.runOnce()).claimed).toBe(1);
    let ep = await endpointRow(e.id);
    expect(ep.consecutive_failures).toBe(3);
    expect(new Date(ep.circuit_open_until).getTime()).toBe(clock + 60_000);
    expect((await app.json(`/api/webhooks/endpoints/${e.id}/`, { headers: a.h })).body.circuit_state).toBe('open');
    // open: nothing goes out, not even the retries that fall due; no attempt is spent
    clock += 30_000;
    expect((await w.runOnce()).claimed).toBe(0);
    expect(rx.received).toHaveLength(3);
    expect((await row(ids[4])).attempts).toBe(0);
    // half-open: a single trial, even with room for more in the batch
    clock += 30_000;
    const wide = worker({ workerBatch: 10 });
    const trial = await wide.runOnce();
    expect(trial.claimed).toBe(1);
    expect(trial.failed).toBe(1);
    ep = await endpointRow(e.id);
    expect(ep.consecutive_failures).toBe(4);
    expect(new Date(ep.circuit_open_until).getTime()).toBe(clock + 60_000); // re-opened by the failed trial
    expect(rx.received).toHaveLength(4);
    // the receiver recovers; the next trial closes the circuit and the rest follow
    rx.respond = ok;
    clock += 60_000;
    const second = await wide.runOnce();
    expect(second).toMatchObject({ claimed: 1, delivered: 1 });
    ep = await endpointRow(e.id);
    expect(ep.consecutive_failures).toBe(0);
    expect(ep.circuit_open_until).toBeNull();
    const rest = await wide.runOnce();
    expect(rest.claimed).toBe(4);
    expect(rest.delivered).toBe(4);
    const statuses = await q<{ status: string }>(`SELECT status FROM delivery WHERE endpoint_id = $1`, [e.id]);
    expect(statuses.map((r) => r.status)).toEqual(Array(5).fill('delivered'));
  });

  it('a disabled receiver gets nothing until it is enabled; its deliveries wait', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h, { is_active: false });
    const d = await enqueue(e.id);
    const w = worker();
    expect((await w.runOnce()).claimed).toBe(0);
    clock += 3_600_000;
    expect((await w.runOnce()).claimed).toBe(0);
    expect(await row(d.delivery_id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(rx.received).toHaveLength(0);
    // disabling again after enabling also holds new deliveries back
    const en = await app.json(`/api/webhooks/endpoints/${e.id}/`, jsonInit('PATCH', a.h, { is_active: true }));
    expect(en.body.is_active).toBe(true);
    expect((await w.runOnce()).delivered).toBe(1);
    expect(JSON.parse(rx.received[0].raw.toString()).delivery_id).toBe(d.delivery_id);
  });

  it('a crashed attempt is retried when its lease expires; the stale attempt cannot overwrite the new one', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    const d = await enqueue(e.id);
    const cfg = CFG();
    // a worker claims and dies before sending
    const claimed = await claimDue(app.db.raw.query, now(), cfg);
    expect(claimed.map((c) => c.delivery_id)).toEqual([d.delivery_id]);
    expect(await row(d.delivery_id)).toMatchObject({ status: 'sending', attempts: 1 });
    const w = worker();
    expect((await w.runOnce()).claimed).toBe(0); // leased
    clock += cfg.leaseMs - 1;
    expect((await w.runOnce()).claimed).toBe(0);
    clock += 1;
    expect((await w.runOnce()).delivered).toBe(1);
    expect(await row(d.delivery_id)).toMatchObject({ status: 'delivered', attempts: 2 });
    // the dead worker's attempt (number 1) reports late: ignored
    const stale = await recordFailure(app.db.raw.query, { delivery_id: d.delivery_id, attempts: 1 }, { statusCode: 500, responseTimeMs: 1, error: 'late' }, now(), now(), cfg);
    expect(stale.recorded).toBe(false);
    expect(await row(d.delivery_id)).toMatchObject({ status: 'delivered', attempts: 2, last_error: null });
    expect((await endpointRow(e.id)).consecutive_failures).toBe(0);
  });

  it('two workers at once never send the same attempt', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    rx.respond = async (r, res) => {
      await sleep(20);
      ok(r, res);
    };
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add((await enqueue(e.id, String(i))).delivery_id);
    const w1 = worker({ workerBatch: 5 });
    const w2 = worker({ workerBatch: 5 });
    let rounds = 0;
    while (rounds++ < 10) {
      const [r1, r2] = await Promise.all([w1.runOnce(), w2.runOnce()]);
      if (r1.claimed + r2.claimed === 0) break;
    }
    const got = rx.received.map((r) => JSON.parse(r.raw.toString()).delivery_id);
    expect(got).toHaveLength(12);
    expect(new Set(got)).toEqual(ids);
  });

  it('the polling worker delivers on its own and stops cleanly', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    const w = new DeliveryWorker({ query: app.db.raw.query, logger: silent, config: CFG({ workerIntervalMs: 20 }) }).start();
    try {
      const d = await enqueueDelivery(app.db.raw.query, e.id, { events: [sampleEvent('alerts.entity.match')] });
      for (let i = 0; i < 200 && rx.received.length === 0; i++) await sleep(10);
      expect(rx.received).toHaveLength(1);
      for (let i = 0; i < 100 && (await row(d.delivery_id)).status !== 'delivered'; i++) await sleep(10);
      expect((await row(d.delivery_id)).status).toBe('delivered');
    } finally {
      await w.stop();
    }
    await enqueueDelivery(app.db.raw.query, e.id, { events: [sampleEvent('alerts.entity.match')] });
    await sleep(100);
    expect(rx.received).toHaveLength(1); // stopped: nothing more
  });
});

describe('delivery log and redelivery', () => {
  it('lists a receiver’s deliveries newest first, filters by status, pages; GraphQL agrees', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.push((await enqueue(e.id, String(i))).delivery_id);
      clock += 1_000;
    }
    rx.respond = (r, res) => (JSON.parse(r.raw.toString()).delivery_id === made[1] ? status(500, 'no')(r, res) : ok(r, res));
    await worker({ breakerThreshold: 100 }).runOnce();
    const res = await app.json(`/api/webhooks/endpoints/${e.id}/deliveries/`, { headers: a.h });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((d: any) => d.delivery_id)).toEqual([...made].reverse());
    const byId = Object.fromEntries(res.body.results.map((d: any) => [d.delivery_id, d]));
    expect(Object.keys(byId[made[0]]).sort()).toEqual(['attempts', 'created', 'delivered_at', 'delivery_id', 'endpoint_id', 'is_test', 'last_attempt_at', 'last_error', 'last_status_code', 'max_attempts', 'next_attempt_at', 'response_time_ms', 'status'].sort());
    expect(byId[made[0]]).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200, last_error: null, is_test: false, endpoint_id: e.id, next_attempt_at: null });
    expect(byId[made[1]]).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 500, last_error: 'HTTP 500: no' });
    expect(byId[made[1]].next_attempt_at).not.toBeNull();
    // against the rows
    const rows = await q(`SELECT delivery_id, status, attempts, response_time_ms FROM delivery WHERE endpoint_id = $1 ORDER BY created DESC`, [e.id]);
    expect(res.body.results.map((d: any) => [d.delivery_id, d.status, d.attempts, d.response_time_ms])).toEqual(rows.map((r) => [r.delivery_id, r.status, r.attempts, r.response_time_ms]));
    const failed = await app.json(`/api/webhooks/endpoints/${e.id}/deliveries/?status=failed|dead`, { headers: a.h });
    expect(failed.body.results.map((d: any) => d.delivery_id)).toEqual([made[1]]);
    const bad = await app.json(`/api/webhooks/endpoints/${e.id}/deliveries/?status=lost`, { headers: a.h });
    expect(bad.status).toBe(400);
    expect(bad.body.allowed).toEqual(['pending', 'sending', 'failed', 'delivered', 'dead']);
    const p2 = await app.json(`/api/webhooks/endpoints/${e.id}/deliveries/?limit=2&page=2`, { headers: a.h });
    expect(p2.body.results.map((d: any) => d.delivery_id)).toEqual([made[0]]);
    expect(new URL(p2.body.previous).searchParams.get('page')).toBe('1');
    expect((await app.json(`/api/webhooks/endpoints/${e.id}/deliveries/?page=3&limit=2`, { headers: a.h })).status).toBe(404);

    const g = await app.graphql(`{ webhookDeliveries(endpointId: "${e.id}", limit: 10) { count page results { deliveryId endpointId status attempts maxAttempts lastStatusCode responseTimeMs lastError lastAttemptAt nextAttemptAt deliveredAt isTest created } } }`, undefined, a.h);
    expect(g.body.data.webhookDeliveries.count).toBe(3);
    expect(g.body.data.webhookDeliveries.results).toEqual(
      res.body.results.map((d: any) => ({
        deliveryId: d.delivery_id, endpointId: d.endpoint_id, status: d.status, attempts: d.attempts, maxAttempts: d.max_attempts, lastStatusCode: d.last_status_code,
        responseTimeMs: d.response_time_ms, lastError: d.last_error, lastAttemptAt: d.last_attempt_at, nextAttemptAt: d.next_attempt_at, deliveredAt: d.delivered_at, isTest: d.is_test, created: d.created,
      })),
    );
    const gf = await app.graphql(`{ webhookDeliveries(endpointId: "${e.id}", status: "failed") { count } }`, undefined, a.h);
    expect(gf.body.data.webhookDeliveries.count).toBe(1);
  });

  it('redeliver queues the same delivery (same id, same bytes) again; in flight answers 409', async () => {
    const a = await newAccount(app);
    const e = await receiver(a.h);
    rx.respond = status(500, 'down');
    const d = await enqueue(e.id);
    const w = worker({ breakerThreshold: 100 });
    for (let i = 0; i < 4; i++) {
      await w.runOnce();
      clock += 10_000;
    }
    expect((await row(d.delivery_id)).status).toBe('dead');
    rx.respond = ok;
    const res = await app.json(`/api/webhooks/deliveries/${d.delivery_id}/redeliver/`, jsonInit('POST', a.h));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ delivery_id: d.delivery_id, status: 'pending', attempts: 4 });
    expect(res.body.max_attempts).toBe(4 + webhookConfig().maxAttempts);
    expect((await w.runOnce()).delivered).toBe(1);
    expect(await row(d.delivery_id)).toMatchObject({ status: 'delivered', attempts: 5 });
    const last = rx.received[rx.received.length - 1];
    expect(JSON.parse(last.raw.toString()).delivery_id).toBe(d.delivery_id);
    expect(last.raw.equals(rx.received[0].raw)).toBe(true);
    expect(verifySignature(last.raw, last.headers['x-service-signature'] as string, e.secret)).toBe(true);

    // a delivered one can be redelivered too (GraphQL this time)
    const g = await app.graphql(`mutation { redeliverWebhookDelivery(deliveryId: "${d.delivery_id}") { deliveryId status attempts } }`, undefined, a.h);
    expect(g.body.data.redeliverWebhookDelivery).toEqual({ deliveryId: d.delivery_id, status: 'pending', attempts: 5 });
    // an attempt in flight: 409 conflict
    const claimed = await claimDue(app.db.raw.query, now(), CFG());
    expect(claimed).toHaveLength(1);
    const busy = await app.json(`/api/webhooks/deliveries/${d.delivery_id}/redeliver/`, jsonInit('POST', a.h));
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('conflict');
    const gbusy = await app.graphql(`mutation { redeliverWebhookDelivery(deliveryId: "${d.delivery_id}") { status } }`, undefined, a.h);
    expect(gbusy.status).toBe(409);
    expect(gbusy.body.errors![0].extensions.body).toEqual(busy.body);
    expect((await app.json(`/api/webhooks/deliveries/${d.delivery_id}/redeliver/`, jsonInit('POST', a.h, { now: true }))).status).toBe(400);
  });
});

describe('logs', () => {
  it('no log line carries a secret, a signature or a body', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = createLogger('debug', sink);
    const logged = createApp({ db: app.db, logger });
    const call = async (path: string, init: RequestInit) => {
      const res = await logged.fetch(new Request(`http://test.local${path}`, init));
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    const a = await newAccount(app);
    const made = await call('/api/webhooks/endpoints/', jsonInit('POST', a.h, { name: 'logged', url: `${rx.url}?token=url-secret-123` }));
    expect(made.status).toBe(201);
    const rotated = await call(`/api/webhooks/endpoints/${made.body.id}/rotate-secret/`, jsonInit('POST', a.h));
    const td = await call('/api/webhooks/endpoints/test-delivery/', jsonInit('POST', a.h, {}));
    expect(td.body.success).toBe(true);
    rx.respond = status(500, 'fail');
    await enqueue(made.body.id);
    await new DeliveryWorker({ query: app.db.raw.query, logger, config: CFG(), now }).runOnce();
    const text = lines.join('');
    expect(text).toMatch(/webhook endpoint\.create/);
    expect(text).toMatch(/webhook attempt failed/);
    for (const secret of [made.body.secret, rotated.body.secret, made.body.secret.slice(6), 'url-secret-123', rx.received[0].headers['x-service-signature'] as string, '"events"']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('the example receiver (examples/webhook-receiver/)', () => {
  it('verifies real deliveries, refuses forged ones, and handles a repeated delivery_id once', async () => {
    const a = await newAccount(app);
    // register first: the secret comes back with the registration
    const e = await receiver(a.h, {}, 'http://127.0.0.1:8089/placeholder');
    const handled: ReceivedDelivery[] = [];
    const server = createReceiver({ secret: e.secret, onDelivery: (d) => void handled.push(d) });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    try {
      expect((await app.json(`/api/webhooks/endpoints/${e.id}/`, jsonInit('PATCH', a.h, { url }))).status).toBe(200);
      const td = await post('/api/webhooks/endpoints/test-delivery/', a.h, {});
      expect(td.body).toMatchObject({ success: true, status_code: 200 });
      expect(handled).toHaveLength(1);
      expect(handled[0]).toMatchObject({ delivery_id: td.body.delivery_id, test: true });
      // the same delivery again (a redelivery): acknowledged, not handled twice
      expect((await app.json(`/api/webhooks/deliveries/${td.body.delivery_id}/redeliver/`, jsonInit('POST', a.h))).status).toBe(202);
      clock = Date.now() + 1_000;
      expect((await worker().runOnce()).delivered).toBe(1);
      expect(handled).toHaveLength(1);
      // a forged delivery: 401, not handled
      const forged = JSON.stringify({ timestamp: new Date().toISOString(), delivery_id: 'forged', events: [] });
      const res = await fetch(url, { method: 'POST', body: forged, headers: { 'content-type': 'application/json', 'x-service-signature': `sha256=${'0'.repeat(64)}` } });
      expect(res.status).toBe(401);
      const unsigned = await fetch(url, { method: 'POST', body: forged });
      expect(unsigned.status).toBe(401);
      expect(handled).toHaveLength(1);
      // after a rotation the old secret no longer verifies: the receiver refuses until it is given the new one
      await post(`/api/webhooks/endpoints/${e.id}/rotate-secret/`, a.h);
      const after = await post('/api/webhooks/endpoints/test-delivery/', a.h, {});
      expect(after.body).toMatchObject({ success: false, status_code: 401 });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
