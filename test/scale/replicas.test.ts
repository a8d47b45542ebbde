/**
 * Read replicas (issue 21; docs/scaling.md "Read replicas"): the loopback
 * topology of scripts/topology/start.sh with its streaming hot standby, an
 * instance whose read path goes to the standby (DATABASE_REPLICA_URLS) and
 * one on the primary alone. Reads are served by the replica and answer
 * exactly what the primary answers; a replica whose replay is paused leaves
 * the rotation and returns; a replica stopped in the middle of 2,000
 * requests fails none of them; a write sent down the read path happens on
 * the primary (SQLSTATE 25006 retried there), never on the replica.
 *
 * Runs in the PostgreSQL pass of the suite (DATABASE_URL set).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { generateDataset } from '../../src/demo/generate.js';
import { createLogger } from '../../src/logger.js';
import { TEST_AS_OF, TEST_SCALE, TEST_SEED } from '../helpers/constants.js';
import { GENEROUS_QUOTAS } from '../helpers/app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_BIN = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).map((v) => `/usr/lib/postgresql/${v}/bin`).pop() : undefined;
const skip = !process.env.DATABASE_URL ? 'runs in the PostgreSQL pass (DATABASE_URL)' : !PG_BIN ? 'no PostgreSQL binaries' : null;
const TOKEN = 'replica-test-admin-token-0123456789abcdef';
const KEY = { 'x-api-key': 'demo_enterprise' };

interface Instance {
  db: Database;
  fetch(p: string, init?: RequestInit): Promise<Response>;
}

let dir = '';
let topo: Record<string, string> = {};
let withReplica: Instance;
let primaryOnly: Instance;
const saved: Record<string, string | undefined> = {};

const asPostgres = (args: string[]) => execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { stdio: 'ignore', timeout: 60_000 });
const standbyAdmin = () => topo.PRIMARY_ADMIN_URL.replace(`:${topo.PRIMARY_PORT}/`, `:${topo.STANDBY_PORT}/`);

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function instance(replicaUrls: string[]): Promise<Instance> {
  const db = await openDatabase({ url: topo.PRIMARY_URL, replicaUrls, migrate: false, poolSize: 4 });
  const app = createApp({ db, logger: createLogger('silent') });
  await app.listening;
  // one host for both, so that their next links compare equal
  return { db, fetch: async (p, init) => app.fetch(new Request(`http://test.local${p}`, init)) };
}

async function body(i: Instance, p: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const res = await i.fetch(p, init);
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  if (skip) return;
  for (const k of ['PLAN_QUOTAS', 'ADMIN_TOKEN', 'REPLICA_MAX_LAG_MS', 'REPLICA_PROBE_MS']) saved[k] = process.env[k];
  Object.assign(process.env, { PLAN_QUOTAS: GENEROUS_QUOTAS, ADMIN_TOKEN: TOKEN, REPLICA_MAX_LAG_MS: '400', REPLICA_PROBE_MS: '100' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-replicas-'));
  const out = execFileSync('bash', [path.join(ROOT, 'scripts/topology/start.sh'), dir], { env: { ...process.env, NO_PGBOUNCER: '1' }, encoding: 'utf8', timeout: 120_000 });
  topo = Object.fromEntries(out.trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  const seedDb = await openDatabase({ url: topo.PRIMARY_URL, migrate: true });
  await generateDataset(seedDb, { scale: TEST_SCALE, seed: TEST_SEED, asOf: TEST_AS_OF, demoAccounts: true });
  await seedDb.raw.exec('CREATE TABLE IF NOT EXISTS scale_probe (id serial PRIMARY KEY, note text)');
  await seedDb.close();
  withReplica = await instance([topo.REPLICA_URL]);
  primaryOnly = await instance([]);
  await until('the replica in rotation', () => withReplica.db.replicas!.status()[0].inRotation);
}, 300_000);

afterAll(async () => {
  await withReplica?.db.close().catch(() => undefined);
  await primaryOnly?.db.close().catch(() => undefined);
  if (dir) execFileSync('bash', [path.join(ROOT, 'scripts/topology/stop.sh'), dir], { stdio: 'ignore', timeout: 60_000 });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe.skipIf(!!skip)('read replicas', () => {
  it('serve the read path, answering exactly what the primary answers (REST lists, details, aggregates; GraphQL queries)', async () => {
    const set = withReplica.db.replicas!;
    const before = set.status()[0].reads;
    const list = JSON.parse((await body(primaryOnly, '/api/contracts/?limit=3&ordering=-obligated', { headers: KEY })).text) as { results: { key: string }[] };
    const paths = [
      '/api/contracts/?limit=10&ordering=-obligated&shape=key,piid,obligated,recipient(uei,display_name),awarding_office(*)',
      `/api/contracts/${encodeURIComponent(list.results[0].key)}/`,
      '/api/entities/?limit=5',
      '/api/idvs/?limit=5',
      '/api/opportunities/?limit=5',
      '/api/naics/?limit=5',
      '/api/grants/?limit=5',
      '/api/sled/opportunities/?limit=5',
    ];
    for (const p of paths) {
      const [a, b] = [await body(primaryOnly, p, { headers: KEY }), await body(withReplica, p, { headers: KEY })];
      expect(b.status, p).toBe(200);
      expect(b.text, p).toBe(a.text);
    }
    const query = JSON.stringify({ query: '{ contracts(limit: 5, ordering: "-obligated") { count results { key piid obligated recipient { uei displayName } } } }' });
    const init = { method: 'POST', headers: { ...KEY, 'content-type': 'application/json' }, body: query };
    const [ga, gb] = [await body(primaryOnly, '/graphql', init), await body(withReplica, '/graphql', init)];
    expect(JSON.parse(gb.text).errors).toBeUndefined();
    expect(gb.text).toBe(ga.text);
    // one statement per read (counts may come from the cache): at least one per path and the GraphQL query
    expect(set.status()[0].reads - before).toBeGreaterThanOrEqual(paths.length + 1);
  });

  it('exports and the GraphQL queries Yoga executes (not the direct path) read from the replica too, answering what the primary answers', async () => {
    const set = withReplica.db.replicas!;
    // an export: its cursor opens on the replica
    let before = set.status()[0].reads;
    const exportPath = '/api/export/contracts/?format=ndjson&ordering=-obligated&shape=key,piid,obligated,recipient(uei,display_name)';
    const [ea, eb] = [await body(primaryOnly, exportPath, { headers: KEY }), await body(withReplica, exportPath, { headers: KEY })];
    expect(eb.status).toBe(200);
    expect(eb.text.trim().split('\n').length).toBeGreaterThan(100);
    expect(eb.text).toBe(ea.text);
    expect(set.status()[0].reads - before).toBeGreaterThanOrEqual(1);
    // GraphQL through graphql-js and Yoga (graphqlDirect: false): a query reads on the replica
    const yogaOnly = createApp({ db: withReplica.db, logger: createLogger('silent'), graphqlDirect: false });
    const query = JSON.stringify({ query: 'query Top { contracts(limit: 4, ordering: "-obligated") { count results { key obligated awardingOffice { officeName } } } }', operationName: 'Top' });
    const init = { method: 'POST', headers: { ...KEY, 'content-type': 'application/json' }, body: query };
    before = set.status()[0].reads;
    const yoga = await yogaOnly.fetch(new Request('http://test.local/graphql', init));
    const direct = await body(primaryOnly, '/graphql', init);
    const text = await yoga.text();
    expect(JSON.parse(text).errors).toBeUndefined();
    expect(JSON.parse(text).data).toEqual(JSON.parse(direct.text).data);
    expect(set.status()[0].reads - before).toBeGreaterThanOrEqual(1);
  });

  it('the server takes DATABASE_REPLICA_URLS and DATABASE_DIRECT_URL with DATABASE_URL, as src/main.ts opens it', async () => {
    const keep = { url: process.env.DATABASE_URL, replicas: process.env.DATABASE_REPLICA_URLS, direct: process.env.DATABASE_DIRECT_URL };
    Object.assign(process.env, { DATABASE_URL: topo.PRIMARY_URL, DATABASE_REPLICA_URLS: topo.REPLICA_URL, DATABASE_DIRECT_URL: topo.PRIMARY_URL });
    try {
      const db = await openDatabase({ url: process.env.DATABASE_URL, migrate: false, poolSize: 1 });
      expect(db.replicas?.status().map((r) => r.location)).toEqual([`127.0.0.1:${topo.STANDBY_PORT}/app`]);
      expect(db.directUrl).toBe(topo.PRIMARY_URL);
      await db.close();
      // another URL than DATABASE_URL's (a test's scratch database, say) takes neither
      const other = await openDatabase({ url: topo.PRIMARY_URL + '?application_name=other', migrate: false, poolSize: 1 });
      expect(other.replicas).toBeUndefined();
      await other.close();
    } finally {
      for (const [k, v] of [['DATABASE_URL', keep.url], ['DATABASE_REPLICA_URLS', keep.replicas], ['DATABASE_DIRECT_URL', keep.direct]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });

  it('keep the primary for what depends on the caller: storefront requests (links), accounts, writes', async () => {
    const set = withReplica.db.replicas!;
    const before = set.status()[0].reads;
    expect((await withReplica.fetch('/api/ebuy/requests/?limit=2', { headers: { 'x-api-key': 'demo_medium' } })).status).toBe(200);
    expect((await withReplica.fetch('/api/account/', { headers: KEY })).status).toBe(200);
    expect(set.status()[0].reads).toBe(before);
  });

  it('read-your-writes: with the replica paused, a key created through one instance works at once on both, and an alert created is listed at once', async () => {
    const admin = new pg.Client({ connectionString: standbyAdmin() });
    await admin.connect();
    try {
      // the standby stops replaying: nothing written from here on reaches it
      await admin.query('SELECT pg_wal_replay_pause()');
      const json = (init: { method: string; body: unknown; headers: Record<string, string> }) => ({ method: init.method, headers: { ...init.headers, 'content-type': 'application/json' }, body: JSON.stringify(init.body) });
      const made = await withReplica.fetch('/api/account/keys/', json({ method: 'POST', headers: KEY, body: { name: 'read-your-writes' } }));
      expect(made.status).toBe(201);
      const { key } = (await made.json()) as { key: string };
      for (const i of [withReplica, primaryOnly]) expect((await i.fetch('/api/account/', { headers: { 'x-api-key': key } })).status).toBe(200);
      const endpoint = await withReplica.fetch('/api/webhooks/endpoints/', json({ method: 'POST', headers: { 'x-api-key': key }, body: { name: 'ryw', url: 'https://93.184.215.14/hooks/pds' } }));
      expect(endpoint.status).toBe(201);
      const alert = await withReplica.fetch('/api/webhooks/alerts/', json({ method: 'POST', headers: { 'x-api-key': key }, body: { name: 'ryw alert', query_type: 'contract', filters: { naics: '541511' } } }));
      expect(alert.status, await alert.clone().text()).toBe(201);
      const { id } = (await alert.json()) as { id: string };
      const listed = (await (await withReplica.fetch('/api/webhooks/alerts/', { headers: { 'x-api-key': key } })).json()) as { results: { id: string }[] };
      expect(listed.results.map((a) => a.id)).toContain(id);
      // and the replica really had not replayed them
      const onReplica = new pg.Client({ connectionString: topo.REPLICA_URL });
      await onReplica.connect();
      const [{ n }] = (await onReplica.query<{ n: number }>(`SELECT count(*)::int AS n FROM alert WHERE alert_id = $1`, [id])).rows;
      await onReplica.end();
      expect(n).toBe(0);
    } finally {
      await admin.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
      await admin.end();
    }
  });

  it('/readyz and the metrics show the replica, in rotation, with its lag', async () => {
    const ready = (await (await withReplica.fetch('/readyz')).json()) as { status: string; checks: Record<string, { in_rotation?: boolean; lag_ms?: number }> };
    expect(ready.status).toBe('ready');
    const replica = Object.entries(ready.checks).find(([k]) => k.startsWith('replica:'));
    expect(replica?.[1]).toMatchObject({ in_rotation: true, lag_ms: expect.any(Number) });
    const metrics = await (await withReplica.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(metrics).toMatch(/pds_db_replica_in_rotation\{replica="127\.0\.0\.1:\d+\/app"\} 1/);
    expect(metrics).toMatch(/pds_db_reads\{node="primary"\} \d+/);
  });

  it('a replica whose replay stops leaves the rotation once it lags more than REPLICA_MAX_LAG_MS, and returns when it catches up', async () => {
    const set = withReplica.db.replicas!;
    const admin = new pg.Client({ connectionString: standbyAdmin() });
    const primary = new pg.Client({ connectionString: topo.PRIMARY_URL });
    await Promise.all([admin.connect(), primary.connect()]);
    try {
      await admin.query('SELECT pg_wal_replay_pause()');
      await primary.query(`INSERT INTO scale_probe (note) VALUES ('while paused')`);
      await until('out of rotation', () => !set.status()[0].inRotation, 5_000);
      expect(set.status()[0].reason).toMatch(/lags \d+ ms/);
      // reads go to the primary meanwhile, and still answer
      const primaryReads = set.primaryReads;
      expect((await withReplica.fetch('/api/contracts/?limit=2', { headers: KEY })).status).toBe(200);
      expect(set.primaryReads).toBeGreaterThan(primaryReads);
      await admin.query('SELECT pg_wal_replay_resume()');
      await until('back in rotation', () => set.status()[0].inRotation, 5_000);
    } finally {
      await admin.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
      await Promise.all([admin.end(), primary.end()]);
    }
  });

  it('a write sent down the read path happens on the primary (25006 on the replica, retried), never on the replica', async () => {
    const set = withReplica.db.replicas!;
    const retries = set.retries;
    await withReplica.db.readQuery(`INSERT INTO scale_probe (note) VALUES ('through the read path')`);
    expect(set.retries).toBe(retries + 1);
    const primary = new pg.Client({ connectionString: topo.PRIMARY_URL });
    await primary.connect();
    const rows = await primary.query(`SELECT count(*)::int AS n FROM scale_probe WHERE note = 'through the read path'`);
    await primary.end();
    expect(rows.rows[0].n).toBe(1);
  });

  it('the replica stopped in the middle of 2,000 requests: none fails, reads move to the primary, and back when it returns', async () => {
    const set = withReplica.db.replicas!;
    const paths = ['/api/contracts/?limit=5', '/api/entities/?limit=5', '/api/naics/?limit=3', '/api/idvs/?limit=3'];
    const statuses = new Map<number, number>();
    const primaryBefore = set.primaryReads;
    let stopped = false;
    for (let i = 0; i < 2000; i++) {
      if (i === 400) {
        asPostgres([`${PG_BIN}/pg_ctl`, '-D', path.join(dir, 'standby'), '-m', 'immediate', 'stop']);
        stopped = true;
      }
      if (i === 1600) {
        asPostgres([`${PG_BIN}/pg_ctl`, '-D', path.join(dir, 'standby'), '-l', path.join(dir, 'logs', 'standby.log'), '-w', '-t', '60', 'start']);
        stopped = false;
      }
      const res = await withReplica.fetch(paths[i % paths.length], { headers: KEY });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(stopped).toBe(false);
    expect([...statuses.keys()]).toEqual([200]);
    expect(set.primaryReads - primaryBefore).toBeGreaterThan(100);
    await until('back in rotation after the restart', () => set.status()[0].inRotation, 20_000);
    const reads = set.status()[0].reads;
    expect((await withReplica.fetch('/api/contracts/?limit=2&fiscal_year=2024', { headers: KEY })).status).toBe(200);
    expect(set.status()[0].reads).toBeGreaterThan(reads);
  });
});

describe.runIf(!!skip)('read replicas', () => {
  it(`skipped: ${skip}`, () => {
    expect(skip).toBeTruthy();
  });
});
