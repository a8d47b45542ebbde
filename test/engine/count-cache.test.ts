/**
 * List counts are exact: cached per filter set, dropped when the data changes
 * (PostgreSQL NOTIFY from statement triggers), and not cached at all while
 * change notifications cannot reach the instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { CountCache } from '../../src/engine/query/list.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

async function countOf(query: string): Promise<number> {
  const res = await app.json(`/api/contracts/?${query}&limit=1&shape=key`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.count;
}

/** Poll until `f` gives `want` (notifications arrive asynchronously on PostgreSQL). */
async function eventually(f: () => Promise<number>, want: number): Promise<number> {
  let got = await f();
  for (let i = 0; i < 100 && got !== want; i++) {
    await new Promise((r) => setTimeout(r, 20));
    got = await f();
  }
  return got;
}

describe('list counts', () => {
  it('follow a write to the table within the delay of a notification, through REST and GraphQL', async () => {
    const [row] = await app.db.raw.query<{ key: string; piid: string }>(
      `SELECT key, piid FROM award WHERE family = 'contract' AND piid IS NOT NULL ORDER BY key LIMIT 1`,
    );
    const [{ n }] = await app.db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract' AND piid = $1`, [row.piid]);
    expect(n).toBeGreaterThan(0);
    expect(await countOf(`piid=${encodeURIComponent(row.piid)}`)).toBe(n);
    // cached now; a write elsewhere in the table must still drop it
    await app.db.raw.query(`UPDATE award SET piid = piid || '-MOVED' WHERE key = $1`, [row.key]);
    expect(await eventually(() => countOf(`piid=${encodeURIComponent(row.piid)}`), n - 1)).toBe(n - 1);
    const gql = await app.graphql(`{ contracts(filter: {piid: ${JSON.stringify(row.piid)}}, limit: 1) { count } }`);
    expect(gql.body.data.contracts.count).toBe(n - 1);
    await app.db.raw.query(`UPDATE award SET piid = $2 WHERE key = $1`, [row.key, row.piid]);
    expect(await eventually(() => countOf(`piid=${encodeURIComponent(row.piid)}`), n)).toBe(n);
  });

  it('are counted again after any statement on a data table, even one that changes no row', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    const counts = async () => {
      log.length = 0;
      const res = await recording.fetch(new Request('http://test.local/api/contracts/?limit=1&shape=key&award_type=D'));
      expect(res.status).toBe(200);
      return log.filter((s) => s.includes('count(*)')).length;
    };
    await recording.listening;
    const first = await counts();
    expect(await counts()).toBe(0);
    // a statement on another data table (subaward counts depend on awards, names on entities, ...)
    await app.db.raw.query(`UPDATE naics SET description = description WHERE false`);
    let after = 0;
    for (let i = 0; i < 100 && after === 0; i++) {
      after = await counts();
      if (after === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(after).toBe(1);
    expect(first).toBe(1);
  });
});

describe('CountCache', () => {
  it('runs one count per filter set while live, and every time when not', async () => {
    let runs = 0;
    const run = async () => ++runs;
    const live = new CountCache(true, 60_000);
    expect(await live.get('a', run)).toBe(1);
    expect(await live.get('a', run)).toBe(1);
    expect(await live.get('b', run)).toBe(2);
    live.clear();
    expect(await live.get('a', run)).toBe(3);
    const off = new CountCache(false, 60_000);
    expect(await off.get('a', run)).toBe(4);
    expect(await off.get('a', run)).toBe(5);
    expect(off.size).toBe(0);
  });

  it('shares one count between concurrent callers and does not keep a count that a change overtook', async () => {
    const cache = new CountCache(true, 60_000);
    let release!: (n: number) => void;
    let runs = 0;
    const slow = () => (runs++, new Promise<number>((r) => (release = r)));
    const first = cache.get('a', slow);
    const second = cache.get('a', slow);
    expect(runs).toBe(1);
    cache.clear(); // the data changed while the count ran
    release(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 8)).toBe(8);
  });

  it('forgets entries after their time to live', async () => {
    const cache = new CountCache(true, 1);
    let runs = 0;
    await cache.get('a', async () => ++runs);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('a', async () => ++runs)).toBe(2);
  });
});

describe('with read replicas (settleMs)', () => {
  it('a value computed within settleMs of a change is not kept; after it, it is', async () => {
    const cache = new CountCache(true);
    cache.settleMs = 150;
    let runs = 0;
    const run = async () => ++runs;
    cache.clear();
    // a replica may not have replayed the change yet: recomputed on every call
    expect(await cache.get('k', run)).toBe(1);
    expect(await cache.get('k', run)).toBe(2);
    expect(await cache.remember('r', 60_000, run)).toBe(3);
    expect(await cache.remember('r', 60_000, run)).toBe(4);
    await new Promise((r) => setTimeout(r, 200));
    expect(await cache.get('k', run)).toBe(5);
    expect(await cache.get('k', run)).toBe(5);
    expect(await cache.remember('r', 60_000, run)).toBe(6);
    expect(await cache.remember('r', 60_000, run)).toBe(6);
    // without replicas (settleMs 0) a value right after a change is kept
    const plain = new CountCache(true);
    plain.clear();
    expect(await plain.get('k', run)).toBe(7);
    expect(await plain.get('k', run)).toBe(7);
  });

  it("within settleMs of a change a count is the primary's (when the caller has one) and is kept", async () => {
    const cache = new CountCache(true);
    cache.settleMs = 150;
    const onReplica = async () => 1; // stale: the replica has not replayed the change
    const onPrimary = async () => 2;
    cache.clear();
    expect(await cache.get('k', onReplica, onPrimary)).toBe(2);
    expect(await cache.get('k', async () => 99, onPrimary)).toBe(2);
    // settled: the replica's count is taken again after the next change has settled
    await new Promise((r) => setTimeout(r, 200));
    cache.clear();
    await new Promise((r) => setTimeout(r, 200));
    expect(await cache.get('k', onReplica, onPrimary)).toBe(1);
  });
});
