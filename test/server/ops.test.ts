/**
 * Operations endpoints (issue 13, item 6; docs/operations.md): /healthz,
 * /readyz (database, migrations, background job heartbeats: 503 naming what
 * fails) and /metrics (operator token on the main port, or a listener of its
 * own with METRICS_PORT): request counts by route pattern, status and plan,
 * rate-limit refusals, GraphQL operations on both executors, pool gauges and
 * job heartbeats, all read from the Prometheus text over HTTP.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_QUOTAS, startTestApp, type TestApp } from '../helpers/app.js';
import { openEmptyDatabase } from '../helpers/db.js';
import { Heartbeats, heartbeats, readinessProbe, staleAfterMs, STALE_MIN_MS } from '../../src/http/health.js';
import { MAX_OPERATION_NAMES, operationNameLabel, startMetricsServer, watchPool } from '../../src/http/metrics.js';
import { loadConfig } from '../../src/config.js';
import { MIGRATIONS_DIR } from '../../src/db/migrate.js';
import { startScheduler } from '../../src/jobs/scheduler.js';
import { DeliveryWorker, WEBHOOK_WORKER_JOB } from '../../src/webhooks/worker.js';
import { webhookConfig } from '../../src/webhooks/config.js';
import { createLogger } from '../../src/logger.js';

const TOKEN = 'ops-test-admin-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const silent = createLogger('silent');
let app: TestApp;
let closed = false;

beforeAll(async () => {
  process.env.ADMIN_TOKEN = TOKEN;
  delete process.env.METRICS_PORT;
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  delete process.env.ADMIN_TOKEN;
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  if (!closed) await app?.close();
});

/** One sample of the exposition text: the value of `name` whose labels include all of `labels` (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) {
      total += Number(m[3]);
      found = true;
    }
  }
  return found ? total : 0;
}

async function scrape(): Promise<string> {
  const res = await app.fetch('/metrics', { headers: auth });
  expect(res.status).toBe(200);
  return res.text();
}

const gql = (query: string, key = 'demo_medium') =>
  app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'X-API-KEY': key }, body: JSON.stringify({ query }) });

describe('/healthz', () => {
  it('answers 200 without credentials, authentication or rate limiting', async () => {
    const res = await app.json('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('X-RateLimit-Limit')).toBeNull();
    // a bad key is not even looked at: the path is outside /api/ and /graphql
    const withBadKey = await app.fetch('/healthz/', { headers: { 'X-API-KEY': 'not-a-key' } });
    expect(withBadKey.status).toBe(200);
  });
});

describe('/readyz', () => {
  it('answers 200 with the database and migration checks', async () => {
    const res = await app.json('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.failing).toBeUndefined();
    expect(res.body.checks.database.status).toBe('ok');
    expect(typeof res.body.checks.database.latency_ms).toBe('number');
    const migrations = fs.readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).length;
    expect(res.body.checks.migrations).toEqual({ status: 'ok', applied: migrations });
    // no background jobs run in this process: no job checks
    expect(Object.keys(res.body.checks).filter((k) => k.startsWith('job:'))).toEqual([]);
    expect(res.headers.get('X-RateLimit-Limit')).toBeNull();
  });

  it('answers 503 naming a job whose heartbeat is stale, and 200 again once it beats', async () => {
    const unwatch = heartbeats.watch('ops-test-job', { intervalMs: 1_000 });
    try {
      const fresh = await app.json('/readyz');
      expect(fresh.status).toBe(200);
      expect(fresh.body.checks['job:ops-test-job']).toMatchObject({ status: 'ok', runs: 0, last_success: null });

      heartbeats.beat('ops-test-job', true, Date.now() - STALE_MIN_MS - 5_000);
      const stale = await app.json('/readyz');
      expect(stale.status).toBe(503);
      expect(stale.body.status).toBe('not_ready');
      expect(stale.body.failing).toEqual(['job:ops-test-job']);
      expect(stale.body.checks['job:ops-test-job'].status).toBe('failing');
      expect(stale.body.checks['job:ops-test-job'].reason).toMatch(/^no heartbeat for \d+ s \(limit 300 s\)$/);
      expect(stale.body.checks.database.status).toBe('ok');
      // the metrics say the same
      expect(sample(await scrape(), 'pds_job_healthy', { job: 'ops-test-job' })).toBe(0);

      heartbeats.beat('ops-test-job', true);
      expect((await app.json('/readyz')).status).toBe(200);
      const text = await scrape();
      expect(sample(text, 'pds_job_healthy', { job: 'ops-test-job' })).toBe(1);
      expect(sample(text, 'pds_job_last_success_timestamp_seconds', { job: 'ops-test-job' })).toBeGreaterThan(Date.now() / 1000 - 60);
    } finally {
      unwatch();
    }
    expect((await app.json('/readyz')).body.checks['job:ops-test-job']).toBeUndefined();
  });

  it('the scheduler and the webhook worker report heartbeats while they run, and stop reporting when stopped', async () => {
    const ran: string[] = [];
    const scheduler = startScheduler(
      [
        { name: 'ops-good', intervalMs: 60_000, run: async () => void ran.push('good') },
        { name: 'ops-bad', intervalMs: 60_000, run: async () => { ran.push('bad'); throw new Error('failing on purpose'); } },
        { name: 'ops-off', intervalMs: 0, run: async () => undefined },
      ],
      silent,
    );
    const worker = new DeliveryWorker({ query: app.db.raw.query, logger: silent, config: { ...webhookConfig(), workerIntervalMs: 20 } }).start();
    try {
      for (let i = 0; i < 200 && !(ran.length >= 2 && (heartbeats.list().find((j) => j.name === WEBHOOK_WORKER_JOB)?.runs ?? 0) >= 2); i++) await new Promise((r) => setTimeout(r, 25));
      const byName = Object.fromEntries(heartbeats.list().map((j) => [j.name, j]));
      expect(byName['ops-good']).toMatchObject({ runs: 1, staleAfterMs: staleAfterMs(60_000) });
      expect(byName['ops-good'].lastSuccess).not.toBeNull();
      // a failing run is a heartbeat (the loop is alive) without a success
      expect(byName['ops-bad']).toMatchObject({ runs: 1, lastSuccess: null });
      expect(byName['ops-off']).toBeUndefined();
      expect(byName[WEBHOOK_WORKER_JOB].runs).toBeGreaterThanOrEqual(2);

      const ready = await app.json('/readyz');
      expect(ready.status).toBe(200);
      for (const name of ['job:ops-good', 'job:ops-bad', `job:${WEBHOOK_WORKER_JOB}`]) expect(ready.body.checks[name].status).toBe('ok');
      expect(ready.body.checks['job:ops-bad'].last_success).toBeNull();
      const text = await scrape();
      expect(sample(text, 'pds_job_last_run_timestamp_seconds', { job: 'ops-bad' })).toBeGreaterThan(0);
      expect(text).not.toMatch(/pds_job_last_success_timestamp_seconds\{job="ops-bad"\}/);
    } finally {
      await scheduler.stop();
      await worker.stop();
    }
    const names = heartbeats.list().map((j) => j.name);
    expect(names).not.toContain('ops-good');
    expect(names).not.toContain(WEBHOOK_WORKER_JOB);
  });

  it('a database that does not answer in time fails the check; concurrent probes share one query', async () => {
    let calls = 0;
    const hung = { raw: { query: async () => { calls++; return new Promise<never>(() => undefined); }, exec: async () => undefined } };
    const probe = readinessProbe({ db: hung, logger: silent, heartbeats: new Heartbeats(), dbTimeoutMs: 50 });
    const [a, b] = await Promise.all([probe(), probe()]);
    expect(calls).toBe(1);
    for (const r of [a, b]) {
      expect(r.ready).toBe(false);
      expect(r.body.failing).toEqual(['database']);
      expect(r.body.checks.database).toEqual({ status: 'failing', reason: 'no answer within 50 ms' });
      expect(r.body.checks.migrations.status).toBe('unknown');
    }
  });

  it('a database without the migration table answers: every migration is pending', async () => {
    const empty = await openEmptyDatabase({ migrate: false });
    try {
      const r = await readinessProbe({ db: empty, logger: silent, heartbeats: new Heartbeats() })();
      expect(r.ready).toBe(false);
      expect(r.body.failing).toEqual(['migrations']);
      expect(r.body.checks.database.status).toBe('ok');
      const all = fs.readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
      expect(r.body.checks.migrations.pending).toEqual(all);
    } finally {
      await empty.close();
    }
  });

  it('pending migrations fail the check with their names', async () => {
    const partial = {
      raw: {
        query: async <T>() => [{ migration_name: fs.readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()[0] }] as T[],
        exec: async () => undefined,
      },
    };
    const r = await readinessProbe({ db: partial, logger: silent, heartbeats: new Heartbeats() })();
    expect(r.ready).toBe(false);
    expect(r.body.failing).toEqual(['migrations']);
    expect(r.body.checks.database.status).toBe('ok');
    expect(r.body.checks.migrations.pending).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});

describe('/metrics on the main port', () => {
  it('is refused like /admin/: 401 without or with a wrong token, 503 without ADMIN_TOKEN', async () => {
    const none = await app.json('/metrics');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
    const wrong = await app.json('/metrics', { headers: { authorization: 'Bearer not-the-operator-token' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Invalid admin token.' });
    // an API key is no operator credential
    expect((await app.fetch('/metrics', { headers: { 'X-API-KEY': 'demo_enterprise' } })).status).toBe(401);
    delete process.env.ADMIN_TOKEN;
    try {
      const disabled = await app.json('/metrics', { headers: auth });
      expect(disabled.status).toBe(503);
      expect(disabled.body.code).toBe('admin_disabled');
    } finally {
      process.env.ADMIN_TOKEN = TOKEN;
    }
  });

  it('serves the Prometheus text format with the operator token', async () => {
    const res = await app.fetch('/metrics', { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^# HELP pds_http_request_duration_seconds /m);
    expect(text).toMatch(/^# TYPE pds_http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE pds_rate_limit_refusals_total counter$/m);
    expect(text).toMatch(/^# TYPE pds_graphql_operations_total counter$/m);
    // prom-client's default process metrics
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts requests by route pattern, status and plan, never by raw URL', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/contracts/', status: '200', plan: 'small' };
    for (let i = 0; i < 3; i++) expect((await app.fetch('/api/contracts/?limit=2', { headers: { 'X-API-KEY': 'demo_small' } })).status).toBe(200);
    const list = await app.json('/api/contracts/?limit=1');
    const key = list.body.results[0].key as string;
    expect((await app.fetch(`/api/contracts/${encodeURIComponent(key)}/`)).status).toBe(200);
    expect((await app.fetch('/api/contracts/?limit=2', { headers: { 'X-API-KEY': 'invalid-key-for-ops' } })).status).toBe(401);
    expect((await app.fetch('/no/such/path/ops-xyz')).status).toBe(404);
    expect((await app.fetch('/api/no-such-resource-ops/')).status).toBe(404);
    const after = await scrape();

    const count = (t: string, l: Record<string, string>) => sample(t, 'pds_http_request_duration_seconds_count', l);
    expect(count(after, labels) - count(before, labels)).toBe(3);
    expect(sample(after, 'pds_http_request_duration_seconds_sum', labels)).toBeGreaterThan(sample(before, 'pds_http_request_duration_seconds_sum', labels));
    expect(sample(after, 'pds_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(count(after, labels));
    const anonymousList = { method: 'GET', route: '/api/contracts/', status: '200', plan: 'anonymous' };
    expect(count(after, anonymousList) - count(before, anonymousList)).toBe(1);
    const detail = { method: 'GET', route: '/api/contracts/:key/', status: '200', plan: 'anonymous' };
    expect(count(after, detail) - count(before, detail)).toBe(1);
    // a request the authentication refused still carries its route
    const refused = { method: 'GET', route: '/api/contracts/', status: '401', plan: 'anonymous' };
    expect(count(after, refused) - count(before, refused)).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(count(after, unmatched) - count(before, unmatched)).toBe(2);
    expect(after).not.toContain(key);
    expect(after).not.toContain('ops-xyz');
    expect(after).not.toContain('no-such-resource-ops');
  });

  it('counts rate-limit refusals by plan and window', async () => {
    const labels = { plan: 'small', window: 'burst' };
    const before = sample(await scrape(), 'pds_rate_limit_refusals_total', labels);
    process.env.PLAN_QUOTAS = JSON.stringify({ ...JSON.parse(GENEROUS_QUOTAS), small: { daily: 10_000_000, burst: 1, premiumDaily: 1_000_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await app.fetch('/api/version/', { headers: { 'X-API-KEY': 'demo_small' } })).status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
      const refusedNow = statuses.filter((s) => s === 429).length;
      const after = await scrape();
      expect(sample(after, 'pds_rate_limit_refusals_total', labels) - before).toBe(refusedNow);
      expect(sample(after, 'pds_http_request_duration_seconds_count', { route: '/api/version/', status: '429', plan: 'small' })).toBeGreaterThanOrEqual(refusedNow);
    } finally {
      process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
    }
  });

  it('counts GraphQL operations answered directly and by graphql-js, with their outcome, and Yoga phase times', async () => {
    const ops = (t: string, l: Record<string, string>) => sample(t, 'pds_graphql_operations_total', l);
    const before = await scrape();
    const list = 'query OpsContracts { contracts(limit: 2) { count results { key } } }';
    // the first time Yoga runs it (the direct executor inside Yoga), afterwards it is answered before Yoga
    for (let i = 0; i < 3; i++) expect((await gql(list)).status).toBe(200);
    expect((await gql('query OpsTypename { __typename }')).status).toBe(200);
    const invalid = await gql('query OpsInvalid { noSuchField }');
    expect((await invalid.json()).errors[0].message).toMatch(/noSuchField/);
    const failed = await gql('query OpsFailing { contracts(limit: 100000) { count } }');
    expect((await failed.json()).errors.length).toBeGreaterThan(0);
    const after = await scrape();

    const delta = (l: Record<string, string>) => ops(after, l) - ops(before, l);
    expect(delta({ operation_type: 'query', operation_name: 'OpsContracts', outcome: 'success', executor: 'yoga' })).toBe(1);
    expect(delta({ operation_type: 'query', operation_name: 'OpsContracts', outcome: 'success', executor: 'direct' })).toBe(2);
    expect(delta({ operation_type: 'query', operation_name: 'OpsTypename', outcome: 'success', executor: 'yoga' })).toBe(1);
    expect(delta({ operation_type: 'query', operation_name: 'OpsInvalid', outcome: 'rejected', executor: 'yoga' })).toBe(1);
    expect(delta({ operation_type: 'query', operation_name: 'OpsFailing', outcome: 'error', executor: 'yoga' })).toBe(1);
    expect(sample(after, 'pds_graphql_direct_executions_total', { mode: 'before_yoga' }) - sample(before, 'pds_graphql_direct_executions_total', { mode: 'before_yoga' })).toBe(2);
    // Yoga's Prometheus plugin: what Yoga executed, not what was answered before it
    const yogaExec = (t: string) => sample(t, 'graphql_envelop_phase_execute_count', { operationType: 'query', operationName: 'OpsContracts' });
    expect(yogaExec(after) - yogaExec(before)).toBe(1);
    expect(sample(after, 'graphql_envelop_phase_parse_count', { operationName: 'OpsTypename' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'graphql_envelop_error_result', { operationName: 'OpsInvalid', phase: 'validate' })).toBeGreaterThanOrEqual(1);
    // the HTTP metric has the plan
    expect(sample(after, 'pds_http_request_duration_seconds_count', { route: '/graphql', method: 'POST', plan: 'medium', status: '200' })).toBeGreaterThanOrEqual(4);
  });

  it('operation names beyond the bounded set are labelled "other"', async () => {
    // fill the set with names of documents that parse (each is admitted once)
    for (let i = 0; i < MAX_OPERATION_NAMES; i++) await gql(`query OpsFill${i} { __typename }`);
    expect(operationNameLabel('OpsFill0')).not.toBe('other');
    const res = await gql('query OpsOneTooMany { __typename }');
    expect(res.status).toBe(200);
    const text = await scrape();
    expect(text).not.toContain('OpsOneTooMany');
    expect(sample(text, 'pds_graphql_operations_total', { operation_name: 'other', outcome: 'success' })).toBeGreaterThanOrEqual(1);
    expect(operationNameLabel(undefined)).toBe('Anonymous');
  });

  it('reports pool clients at scrape time: the PostgreSQL data pool, none on the embedded database', async () => {
    const text = await scrape();
    if (app.db.kind === 'postgres') {
      for (const state of ['total', 'idle', 'waiting']) expect(text).toMatch(new RegExp(`^pds_db_pool_clients\\{pool="data",state="${state}"\\} \\d+$`, 'm'));
    } else {
      expect(text).not.toContain('pool="data"');
    }
    let waiting = 2;
    const unwatch = watchPool('ops-test', () => ({ total: 5, idle: 1, waiting }));
    try {
      const first = await scrape();
      expect(sample(first, 'pds_db_pool_clients', { pool: 'ops-test', state: 'total' })).toBe(5);
      expect(sample(first, 'pds_db_pool_clients', { pool: 'ops-test', state: 'idle' })).toBe(1);
      expect(sample(first, 'pds_db_pool_clients', { pool: 'ops-test', state: 'waiting' })).toBe(2);
      waiting = 0;
      expect(sample(await scrape(), 'pds_db_pool_clients', { pool: 'ops-test', state: 'waiting' })).toBe(0);
    } finally {
      unwatch();
    }
    expect(await scrape()).not.toContain('pool="ops-test"');
  });
});

describe('METRICS_PORT: a listener of its own', () => {
  it('validates the configuration', () => {
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(() => loadConfig({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT must be an integer from 0 to 65535/);
    expect(() => loadConfig({ METRICS_PORT: '8000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('serves /metrics on its own socket without a token, and the main app has no /metrics', async () => {
    process.env.METRICS_PORT = '0';
    let other: TestApp | undefined;
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', logger: silent });
    try {
      other = await startTestApp({ generousQuotas: true });
      const absent = await other.json('/metrics', { headers: auth });
      expect(absent.status).toBe(404);
      expect(absent.body.code).toBe('not_found');
      expect((await other.fetch('/readyz')).status).toBe(200);

      expect(server.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await res.text();
      // the same registry: the requests the main app answered are there
      expect(sample(text, 'pds_http_request_duration_seconds_count', { route: '/readyz', status: '200' })).toBeGreaterThanOrEqual(1);
      const elsewhere = await fetch(`http://127.0.0.1:${server.port}/api/contracts/`);
      expect(elsewhere.status).toBe(404);
      expect((await elsewhere.json()).code).toBe('not_found');
    } finally {
      delete process.env.METRICS_PORT;
      await server.close();
      await other?.close();
    }
    await expect(fetch(`http://127.0.0.1:${server.port}/metrics`)).rejects.toThrow();
  });
});

describe('/readyz after the database is closed', () => {
  it('answers 503 naming the database, without internals', async () => {
    await app.close();
    closed = true;
    const res = await app.json('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('not_ready');
    expect(res.body.failing).toEqual(['database']);
    expect(res.body.checks.database).toEqual({ status: 'failing', reason: 'the query failed (see the service log)' });
    expect(JSON.stringify(res.body)).not.toMatch(/PGlite|stack|Error/);
    // liveness does not depend on the database
    expect((await app.fetch('/healthz')).status).toBe(200);
  });
});
