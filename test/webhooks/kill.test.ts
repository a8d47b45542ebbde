/**
 * At-least-once under crashes: worker processes are killed (SIGKILL) at
 * random moments, two at a time, 12 rounds in a row (24 kills), while deliveries keep
 * being queued and a slow, sometimes failing loopback receiver answers. Then
 * one worker runs to the end. Every delivery must arrive (answered 200 at
 * least once), every copy must be the stored bytes under a valid signature,
 * and a repeat may only ever carry the same delivery_id.
 *
 * On PostgreSQL (DATABASE_URL) the children are the real `npm run worker`
 * entry (src/webhooks/worker-cli.ts) on their own connections; on the
 * embedded database they run the same DeliveryWorker with statements relayed
 * to the test process (./kill-child.ts), since PGlite lives in one process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { enqueueDelivery } from '../../src/webhooks/outbox.js';
import { sampleEvent } from '../../src/webhooks/events.js';
import { verifySignature } from '../../src/webhooks/verify.js';
import { PROJECT_ROOT } from '../../src/db/migrate.js';
import { jsonInit, newAccount, sleep, startReceiver, type TestReceiver } from './helpers.js';

let app: TestApp;
let rx: TestReceiver;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

const SEED = Number(process.env.KILL_SEED ?? 20261125);
/** mulberry32: the kill moments, delays and failures are reproducible from SEED */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(SEED);
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo));

const ROUNDS = 12;
const usePostgres = () => app.db.kind === 'postgres' && !!app.db.url;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
  app = await startTestApp({ generousQuotas: true });
  rx = await startReceiver();
});
afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  await rx?.close();
  await app?.close();
});

function spawnWorker(): { child: ChildProcess; ready: Promise<void>; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ALLOW_PRIVATE_WEBHOOK_URLS: '1',
    WEBHOOK_TIMEOUT_MS: '1000',
    WEBHOOK_LEASE_MS: '1200',
    WEBHOOK_RETRY_BASE_MS: '40',
    WEBHOOK_RETRY_CAP_MS: '300',
    WEBHOOK_MAX_ATTEMPTS: '100',
    WEBHOOK_BREAKER_THRESHOLD: '1000',
    WEBHOOK_WORKER_INTERVAL_MS: '25',
    WEBHOOK_WORKER_BATCH: '4',
    LOG_LEVEL: 'info',
    DEMO_DATA: 'never',
  };
  const file = usePostgres() ? path.join(PROJECT_ROOT, 'src/webhooks/worker-cli.ts') : path.join(PROJECT_ROOT, 'test/webhooks/kill-child.ts');
  if (usePostgres()) env.DATABASE_URL = app.db.url;
  const child = fork(file, [], { execArgv: ['--import', 'tsx'], env, serialization: 'advanced', stdio: ['ignore', 'pipe', 'pipe', 'ipc'], cwd: PROJECT_ROOT });
  // the embedded database: run the child's statements here, one per message
  // a reply can race the child's death (SIGKILL is the point of the test): a send that fails then
  // reports to its callback instead of raising an unhandled EPIPE
  const reply = (msg: object) => {
    if (child.connected) child.send(msg, () => undefined);
  };
  child.on('error', () => undefined);
  child.on('message', (m: { id: number; text: string; params: unknown[] }) => {
    app.db.raw.query(m.text, m.params).then(
      (rows) => reply({ id: m.id, rows }),
      (err: Error) => reply({ id: m.id, error: err.message }),
    );
  });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start: ${out.slice(-2000)}`)), 20_000);
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('webhook delivery worker started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
  });
  // with the signal that ended it, and the end of its output: a worker that does not exit 0 says why
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output: out.slice(-1500) })));
  return { child, ready, exited };
}

describe('killing workers at random points', () => {
  it(`loses no delivery across ${ROUNDS} rounds of SIGKILL (two workers each)`, { timeout: 120_000 }, async () => {
    const started = Date.now();
    const a = await newAccount(app);
    const made = await app.json('/api/webhooks/endpoints/', jsonInit('POST', a.h, { name: 'kill test', url: rx.url }));
    expect(made.status).toBe(201);
    const { id: endpointId, secret } = made.body;

    // a slow receiver that fails now and then: kills land before, during and after sends
    const answered200 = new Set<string>();
    rx.respond = async (r, res) => {
      await sleep(between(30, 200));
      const id = JSON.parse(r.raw.toString()).delivery_id as string;
      if (rand() < 0.15) {
        res.writeHead(500).end('flaky');
        return;
      }
      answered200.add(id);
      res.writeHead(200).end('ok');
    };

    const ids = new Set<string>();
    const queue = async (n: number) => {
      for (let i = 0; i < n; i++) ids.add((await enqueueDelivery(app.db.raw.query, endpointId, { events: [sampleEvent('alerts.contract.match')] })).delivery_id);
    };
    await queue(30);

    let kills = 0;
    let caughtMidAttempt = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const workers = [spawnWorker(), spawnWorker()];
      await Promise.all(workers.map((w) => w.ready));
      await queue(4);
      await Promise.all(
        workers.map(async (w) => {
          await sleep(between(0, 400));
          w.child.kill('SIGKILL');
          await w.exited;
          kills++;
        }),
      );
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM delivery WHERE endpoint_id = $1 AND status = 'sending'`, [endpointId]);
      caughtMidAttempt += n;
    }
    expect(kills).toBeGreaterThanOrEqual(20);
    // some kills hit claimed attempts (their leases had to expire for the deliveries to go on)
    expect(caughtMidAttempt).toBeGreaterThan(0);

    // one worker that is left alone delivers everything, then stops cleanly on SIGTERM
    const last = spawnWorker();
    await last.ready;
    const deadline = Date.now() + 40_000;
    for (;;) {
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM delivery WHERE endpoint_id = $1 AND status <> 'delivered'`, [endpointId]);
      if (n === 0) break;
      if (Date.now() > deadline) throw new Error(`${n} deliveries still not delivered`);
      await sleep(100);
    }
    last.child.kill('SIGTERM');
    const end = await last.exited;
    expect({ code: end.code, signal: end.signal }, end.output).toEqual({ code: 0, signal: null });

    // every delivery arrived and was acknowledged
    const rows = await q<{ delivery_id: string; body: string; status: string; attempts: number }>(`SELECT delivery_id, body, status, attempts FROM delivery WHERE endpoint_id = $1`, [endpointId]);
    expect(rows).toHaveLength(ids.size);
    expect(new Set(rows.map((r) => r.delivery_id))).toEqual(ids);
    for (const r of rows) expect(r.status).toBe('delivered');
    for (const id of ids) expect(answered200.has(id), id).toBe(true);
    // every copy is a stored delivery's exact bytes, validly signed; repeats only ever repeat one delivery_id
    const bodies = new Map(rows.map((r) => [r.delivery_id, r.body]));
    const copies = new Map<string, number>();
    for (const got of rx.received) {
      const id = JSON.parse(got.raw.toString()).delivery_id as string;
      expect(ids.has(id)).toBe(true);
      expect(got.headers['x-service-delivery-id']).toBe(id);
      expect(got.raw.equals(Buffer.from(bodies.get(id)!, 'utf8'))).toBe(true);
      expect(verifySignature(got.raw, got.headers['x-service-signature'] as string, secret)).toBe(true);
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    expect(copies.size).toBe(ids.size);
    const repeats = [...copies.values()].filter((c) => c > 1).length;
    console.log(`kill test (seed ${SEED}, ${app.db.kind}): ${kills} kills, ${ids.size} deliveries, ${rx.received.length} requests, ${repeats} delivered more than once, ${caughtMidAttempt} claims caught mid-attempt, ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
