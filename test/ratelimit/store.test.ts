/**
 * Counter stores and window arithmetic without HTTP: atomic counts under
 * concurrency in each store (memory always; PostgreSQL when DATABASE_URL is
 * set; Redis when REDIS_URL is set), the daily window turning over at 00:00
 * UTC, premium charges (REST routes and GraphQL operations of premium
 * resources), the store choice, and the @rateLimit field directive.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { graphql, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { schema as appSchema } from '../../src/schema.js';
import {
  chooseStore,
  createMemoryStore,
  createPostgresStore,
  createRedisStore,
  documentCharge,
  graphqlCharge,
  installRateLimitDirective,
  ORDINARY,
  premiumIndex,
  restCharge,
  mostRestrictive,
  registerStore,
  rememberScope,
  RequestLimiter,
  secondsToUtcMidnight,
  UpsertBatcher,
  type Charge,
  type CounterStore,
} from '../../src/http/ratelimit/index.js';
import { resources } from '../../src/resources/index.js';

const LCATS = { name: 'lcats', label: 'labor-rate endpoints' };
const lcats: Charge = { premium: [LCATS], ordinary: false };
import pg from 'pg';
import { openEmptyDatabase } from '../helpers/db.js';
import type { Database } from '../../src/db/client.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function exactUnderConcurrency(store: CounterStore) {
  const key = `conc-${Math.random()}`;
  const counts = await Promise.all(Array.from({ length: 60 }, () => store.add('burst', key, 1, 60)));
  expect(counts.map((c) => c.consumed).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  const peek = await store.peek('burst', key);
  expect(peek?.consumed).toBe(60);
  expect(peek!.msBeforeNext).toBeGreaterThan(0);
  expect(peek!.msBeforeNext).toBeLessThanOrEqual(60_000);
  // giving back
  expect((await store.add('burst', key, -1, 60)).consumed).toBe(59);
  expect(await store.peek('burst', `never-${Math.random()}`)).toBeNull();
  // limiter over this store: 30 parallel checks against a quota of 9 let exactly 9 through
  const limiter = new RequestLimiter(store, { quotas: () => ({ daily: 9, burst: 1_000, premiumDaily: 0 }) });
  const subject = `acct:${Math.random()}`;
  const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.check(subject, 'small')));
  expect(decisions.filter((d) => d.allowed)).toHaveLength(9);
  expect(decisions.filter((d) => !d.allowed).every((d) => d.refused?.window === 'daily')).toBe(true);
  // several counters at once (one statement on PostgreSQL) count exactly like one by one
  const k2 = `many-${Math.random()}`;
  const many = await Promise.all(
    Array.from({ length: 25 }, () => store.addMany([{ window: 'daily', key: k2, durationSec: 3600 }, { window: 'burst', key: k2, durationSec: 60 }])),
  );
  expect(many.map((m) => m[0].consumed).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  expect(many.map((m) => m[1].consumed).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  expect(many.every((m) => m[0].msBeforeNext > 60_000 && m[1].msBeforeNext <= 60_000 && m[1].msBeforeNext > 0)).toBe(true);
  expect((await store.peek('daily', k2))?.consumed).toBe(25);
  expect((await store.add('burst', k2, 1, 60)).consumed).toBe(26);
}

describe('memory store', () => {
  it('counts atomically', async () => {
    await exactUnderConcurrency(createMemoryStore());
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL store (DATABASE_URL)', () => {
  let db: Database;
  it('creates its table and counts atomically across two pools (two service instances)', async () => {
    db = await openEmptyDatabase({ migrate: false });
    cleanups.push(() => db.close());
    const a = await createPostgresStore(db.url!);
    const b = await createPostgresStore(db.url!);
    cleanups.push(() => a.close(), () => b.close());
    await exactUnderConcurrency(a);
    const key = 'shared';
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).add('daily', key, 1, 3600)));
    expect(counts.map((c) => c.consumed).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const rows = await db.raw.query<{ n: string }>(`SELECT count(*)::text AS n FROM rate_limit`);
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });

  it('counts the counters of concurrent requests in few statements, exactly, across two instances', async () => {
    const pools = [new pg.Pool({ connectionString: db.url!, max: 5 }), new pg.Pool({ connectionString: db.url!, max: 5 })];
    // as the service's pools do: a connection the server drops while idle must not crash the worker
    for (const p of pools) p.on('error', () => undefined);
    cleanups.push(async () => {
      await Promise.all(pools.map((p) => p.end()));
    });
    const [a, b] = pools.map((p) => new UpsertBatcher(p));
    const day = `d-${Math.random()}`;
    const burst = `b-${Math.random()}`;
    const other = `o-${Math.random()}`;
    // 100 requests of one caller and 20 of another, half through each instance, all at once
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const key = i < 100 ? burst : other;
        return (i % 2 ? a : b).submit([
          { window: 'daily', key: i < 100 ? day : `${day}-o`, durationSec: 3600 },
          { window: 'burst', key, durationSec: 60 },
        ]);
      }),
    );
    const first = results.slice(0, 100);
    expect(first.map((r) => r[0].consumed).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(first.map((r) => r[1].consumed).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(results.slice(100).map((r) => r[1].consumed).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // the expiry comes from the server's clock and msBeforeNext from this process's: allow a second of skew (60,001 ms was seen)
    expect(results.every((r) => r[0].msBeforeNext > 60_000 && r[1].msBeforeNext > 0 && r[1].msBeforeNext <= 61_000)).toBe(true);
    // queued requests shared statements (one per instance at a time)
    expect(a.statements + b.statements).toBeLessThan(120);
    const stored = await db.raw.query<{ points: number }>(`SELECT points FROM rate_limit WHERE key = $1`, [`pds_burst:${burst}`]);
    expect(Number(stored[0].points)).toBe(100);
    // an expired window starts again from the batch's own count
    await db.raw.query(`UPDATE rate_limit SET expire = 1 WHERE key = $1`, [`pds_burst:${burst}`]);
    const again = await Promise.all(Array.from({ length: 5 }, () => a.submit([{ window: 'burst', key: burst, durationSec: 60 }])));
    expect(again.map((r) => r[0].consumed).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe.skipIf(!process.env.REDIS_URL)('Redis store (REDIS_URL)', () => {
  it('counts atomically', async () => {
    const store = await createRedisStore(process.env.REDIS_URL!);
    cleanups.push(() => store.close());
    await exactUnderConcurrency(store);
  });
});

describe('windows', () => {
  it('the daily window turns over at 00:00 UTC', async () => {
    let now = Date.UTC(2026, 10, 22, 23, 59, 58);
    const limiter = new RequestLimiter(createMemoryStore(), { quotas: () => ({ daily: 2, burst: 100, premiumDaily: 5 }), now: () => now });
    expect((await limiter.check('acct:a', 'small', ORDINARY)).daily.reset).toBe(2);
    expect((await limiter.check('acct:a', 'small', ORDINARY)).allowed).toBe(true);
    const refused = await limiter.check('acct:a', 'small', ORDINARY);
    expect(refused.allowed).toBe(false);
    expect(refused.waitSeconds).toBe(2);
    now = Date.UTC(2026, 10, 23, 0, 0, 1);
    const next = await limiter.check('acct:a', 'small', ORDINARY);
    expect(next.allowed).toBe(true);
    expect(next.daily.remaining).toBe(1);
    expect(next.daily.reset).toBe(86_399);
  });

  it('premium budgets turn over at 00:00 UTC too, and keep to their family', async () => {
    let now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const limiter = new RequestLimiter(createMemoryStore(), { quotas: () => ({ daily: 100, burst: 100, premiumDaily: 1 }), now: () => now });
    expect((await limiter.check('acct:p', 'small', lcats)).allowed).toBe(true);
    const refused = await limiter.check('acct:p', 'small', lcats);
    expect(refused.allowed).toBe(false);
    expect(refused.premium?.family).toBe('lcats');
    expect((await limiter.check('acct:p', 'small', ORDINARY)).allowed).toBe(true);
    expect((await limiter.check('acct:p', 'small', lcats)).allowed).toBe(false);
    now = Date.UTC(2026, 10, 23, 0, 0, 0);
    expect((await limiter.check('acct:p', 'small', lcats)).allowed).toBe(true);
  });

  it('a charge of premium and ordinary windows counts on all three and refuses when any is exhausted, giving every point back', async () => {
    const limiter = new RequestLimiter(createMemoryStore(), { quotas: () => ({ daily: 3, burst: 100, premiumDaily: 2 }) });
    const both: Charge = { premium: [LCATS], ordinary: true };
    const first = await limiter.check('acct:m', 'small', both);
    expect(first.allowed).toBe(true);
    expect([first.daily.remaining, first.burst.remaining, first.premium?.remaining]).toEqual([2, 99, 1]);
    // the most restrictive of the three windows in force
    expect(first.primary).toMatchObject({ window: 'premium', remaining: 1 });
    // premium only: daily and burst are shown, not counted
    const second = await limiter.check('acct:m', 'small', lcats);
    expect([second.daily.remaining, second.burst.remaining, second.premium?.remaining]).toEqual([2, 99, 0]);
    expect(second.primary).toMatchObject({ window: 'premium', remaining: 0 });
    // premium exhausted: refused naming the premium budget; the daily and burst points are given back
    const refused = await limiter.check('acct:m', 'small', both);
    expect(refused.allowed).toBe(false);
    expect(refused.refused?.window).toBe('premium');
    expect(refused.detail).toMatch(/^Premium budget for the labor-rate endpoints exceeded \(2 requests per day; the budget resets at 00:00 UTC\)\. Please wait \d+ seconds?\.$/);
    expect([refused.daily.remaining, refused.burst.remaining, refused.premium?.remaining]).toEqual([2, 99, 0]);
    const ordinary = await limiter.check('acct:m', 'small', ORDINARY);
    expect([ordinary.daily.remaining, ordinary.burst.remaining]).toEqual([1, 98]);
    expect(ordinary.premium).toBeUndefined();
  });

  it('a mixed charge refused by the daily window gives its premium point back', async () => {
    const limiter = new RequestLimiter(createMemoryStore(), { quotas: () => ({ daily: 1, burst: 100, premiumDaily: 5 }) });
    expect((await limiter.check('acct:d', 'small', ORDINARY)).allowed).toBe(true);
    const refused = await limiter.check('acct:d', 'small', { premium: [LCATS], ordinary: true });
    expect(refused.allowed).toBe(false);
    expect(refused.refused?.window).toBe('daily');
    expect(refused.premium?.remaining).toBe(5);
    // the premium point was given back: a premium-only request still has the whole budget
    expect((await limiter.check('acct:d', 'small', lcats)).premium?.remaining).toBe(4);
  });

  it('a plan without a premium budget is counted on daily and burst, with premium headers of 0', async () => {
    const limiter = new RequestLimiter(createMemoryStore(), { quotas: () => ({ daily: 10, burst: 10, premiumDaily: 0 }) });
    const d = await limiter.check('ip:1', 'free', lcats);
    expect(d.allowed).toBe(true);
    expect(d.daily.remaining).toBe(9);
    expect(d.premium).toMatchObject({ family: 'lcats', limit: 0, remaining: 0 });
  });

  it('seconds to midnight and the most restrictive window', () => {
    expect(secondsToUtcMidnight(Date.UTC(2026, 0, 1, 0, 0, 0))).toBe(86_400);
    expect(secondsToUtcMidnight(Date.UTC(2026, 0, 1, 23, 59, 59, 500))).toBe(1);
    const d = { window: 'daily' as const, limit: 10, remaining: 3, reset: 5000 };
    const b = { window: 'burst' as const, limit: 5, remaining: 3, reset: 30 };
    expect(mostRestrictive([d, b]).window).toBe('daily'); // tie: the longer wait
    expect(mostRestrictive([d, { ...b, remaining: 2 }]).window).toBe('burst');
  });

  it('store choice', () => {
    expect(chooseStore({ kind: 'pglite' }, {}).kind).toBe('memory');
    expect(chooseStore({ kind: 'postgres', url: 'postgres://x/y' }, {}).kind).toBe('postgres');
    expect(chooseStore({ kind: 'postgres', url: 'postgres://x/y' }, { REDIS_URL: 'redis://127.0.0.1:6379' }).kind).toBe('redis');
    expect(chooseStore({ kind: 'postgres', url: 'postgres://x/y' }, { RATE_LIMIT_STORE: 'memory' }).kind).toBe('memory');
    expect(() => chooseStore({ kind: 'pglite' }, { RATE_LIMIT_STORE: 'postgres' })).toThrow(/PostgreSQL/);
    expect(() => chooseStore({ kind: 'pglite' }, { RATE_LIMIT_STORE: 'disk' })).toThrow(/memory, postgres or redis/);
  });
});

describe('premium charges come from the resource declarations', () => {
  const index = premiumIndex(resources);
  const family = (c: Charge) => c.premium.map((f) => f.name);

  it('REST: the routes of the premium resource, with or without the trailing slash, and nothing else', () => {
    expect(index.families).toEqual([LCATS]);
    expect(family(restCharge(index, '/api/idvs/CONT_IDV_X_9700/lcats/'))).toEqual(['lcats']);
    expect(family(restCharge(index, '/api/entities/ABCDEFGHJKL1/lcats'))).toEqual(['lcats']);
    expect(restCharge(index, '/api/idvs/CONT_IDV_X_9700/lcats/').ordinary).toBe(false);
    for (const other of ['/api/idvs/X/', '/api/idvs/X/awards/', '/api/idvs/X/lcats/more/', '/api/idvs//lcats/', '/api/contracts/', '/api/lcats/']) {
      expect(restCharge(index, other), other).toBe(ORDINARY);
    }
  });

  it('GraphQL: the root fields of the executed operation, through aliases and fragments', () => {
    const charge = (query: string, operationName?: string, variables?: unknown) => documentCharge(index, parse(query), operationName, variables);
    expect(charge('{ laborRates(idvKey: "K") { count } }')).toEqual(lcats);
    expect(charge('{ rates: laborRates(idvKey: "K") { count } __typename }')).toEqual(lcats);
    expect(charge('{ laborRate(uuid: "x") { uuid } }')).toEqual(lcats);
    expect(charge('{ laborRates(idvKey: "K") { count } contracts { count } }')).toEqual({ premium: [LCATS], ordinary: true });
    expect(charge('{ ...F } fragment F on Query { ... on Query { x: laborRates(entityUei: "U") { count } } }')).toEqual(lcats);
    // a fragment spread many times is walked once
    expect(charge('{ ...A ...A ...A } fragment A on Query { ...B ...B } fragment B on Query { laborRates { count } }')).toEqual(lcats);
    expect(charge('{ contracts { count } }')).toBe(ORDINARY);
    // a nested field of the same name is not a root field
    expect(charge('{ contracts { results { laborRates: key } } }')).toBe(ORDINARY);
    // the operation that executes: by name, or the only one
    const two = 'query A { laborRates { count } } query B { contracts { count } }';
    expect(charge(two, 'A')).toEqual(lcats);
    expect(charge(two, 'B')).toBe(ORDINARY);
    expect(charge(two)).toBe(ORDINARY); // no operation name: nothing executes
    // @skip/@include: honoured when the condition is known, counted otherwise
    expect(charge('{ laborRates @skip(if: true) { count } contracts { count } }')).toBe(ORDINARY);
    expect(charge('{ laborRates @include(if: false) { count } }')).toBe(ORDINARY);
    expect(charge('query($s: Boolean!) { laborRates @skip(if: $s) { count } }', undefined, { s: true })).toBe(ORDINARY);
    expect(charge('query($s: Boolean!) { laborRates @skip(if: $s) { count } }', undefined, { s: false })).toEqual(lcats);
    expect(charge('query($s: Boolean = true) { laborRates @skip(if: $s) { count } }')).toBe(ORDINARY);
    expect(charge('query($s: Boolean!) { laborRates @skip(if: $s) { count } }', undefined, { s: 'yes' })).toEqual(lcats);
    expect(charge('query($s: Boolean!) { laborRates @skip(if: $s) { count } }')).toEqual(lcats);
  });

  it('GraphQL over HTTP: every transport Yoga reads, without consuming the body', async () => {
    const doc = '{ laborRates(idvKey: "K") { count } }';
    const url = 'http://t/graphql';
    const post = (type: string, body: BodyInit) => new Request(url, { method: 'POST', headers: { 'content-type': type }, body });
    const cases: [string, Request][] = [
      ['GET', new Request(`${url}?query=${encodeURIComponent(doc)}`)],
      ['JSON', post('application/json', JSON.stringify({ query: doc }))],
      ['JSON with charset, upper case', post('Application/JSON; charset=utf-8', JSON.stringify({ query: doc }))],
      ['graphql+json', post('application/graphql+json', JSON.stringify({ query: doc }))],
      ['batch', post('application/json', JSON.stringify([{ query: '{ contracts { count } }' }, { query: doc }]))],
      ['form', post('application/x-www-form-urlencoded', new URLSearchParams({ query: doc }).toString())],
      ['application/graphql', post('application/graphql', doc)],
    ];
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: doc }));
    form.set('map', '{}');
    cases.push(['multipart', new Request(url, { method: 'POST', body: form })]);
    for (const [label, req] of cases) {
      expect(family(await graphqlCharge(index, req, 1024 * 1024)), label).toEqual(['lcats']);
      // the body is still there for Yoga
      if (req.method === 'POST') expect((await req.text()).length, label).toBeGreaterThan(0);
    }
    // nothing Yoga would execute: counted on the ordinary windows
    expect(await graphqlCharge(index, post('text/plain', doc), 1024 * 1024)).toBe(ORDINARY);
    expect(await graphqlCharge(index, post('application/json', '{not json'), 1024 * 1024)).toBe(ORDINARY);
    expect(await graphqlCharge(index, post('application/json', JSON.stringify({ query: doc })), 10)).toBe(ORDINARY);
    expect(await graphqlCharge(index, post('application/json', JSON.stringify({ query: '{'.repeat(50_000) })), 1024 * 1024)).toBe(ORDINARY);
    // a document that names a premium field but cannot be parsed here is counted as reading it (and something else)
    const both = { premium: [LCATS], ordinary: true };
    expect(await graphqlCharge(index, post('application/json', JSON.stringify({ query: `{ laborRates { count } ${'{'.repeat(50_000)}` })), 1024 * 1024)).toEqual(both);
    expect(await graphqlCharge(index, post('application/json', JSON.stringify({ query: `{ laborRates { count } ${'a '.repeat(30_000)} }` })), 1024 * 1024)).toEqual(both);
    // a document that does not name one is not parsed, whatever its size
    expect(await graphqlCharge(index, post('application/json', JSON.stringify({ query: `{ contracts { count } ${'a '.repeat(30_000)} }` })), 1024 * 1024)).toBe(ORDINARY);
    // a JSON body that hides the name behind \u escapes is still read (the body's raw text does not name it)
    const escaped = JSON.stringify({ query: doc }).replace(/laborRates/g, '\\u006caborRates');
    expect(escaped).not.toContain('laborRates');
    expect(family(await graphqlCharge(index, post('application/json', escaped), 1024 * 1024))).toEqual(['lcats']);
  });
});

describe('@rateLimit field directive', () => {
  it('is installed on the service schema with the documented defaults', () => {
    const d = appSchema.getDirective('rateLimit');
    expect(d).toBeTruthy();
    expect(d!.args.find((a) => a.name === 'limit')?.defaultValue).toBe(60);
    expect(d!.args.find((a) => a.name === 'duration')?.defaultValue).toBe(60);
  });

  it('limits a marked field per caller in the app store', async () => {
    const query = new GraphQLObjectType({
      name: 'Query',
      fields: {
        limited: { type: GraphQLString, resolve: () => 'ok', extensions: { directives: { rateLimit: { limit: 2, duration: 60 } } } },
        free: { type: GraphQLString, resolve: () => 'ok' },
      },
    });
    const schema = installRateLimitDirective(new GraphQLSchema({ query }));
    const store = createMemoryStore();
    cleanups.push(async () => registerStore(store)());
    registerStore(store);
    const ask = (subject: string) => {
      const request = {};
      rememberScope(request, { storeId: store.id, subject });
      return graphql({ schema, source: '{ limited free }', contextValue: { request } });
    };
    expect((await ask('acct:1')).data).toEqual({ limited: 'ok', free: 'ok' });
    expect((await ask('acct:1')).data).toEqual({ limited: 'ok', free: 'ok' });
    const third = await ask('acct:1');
    expect(third.data).toEqual({ limited: null, free: 'ok' });
    expect(third.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(third.errors?.[0].message).toMatch(/^Rate limit exceeded for Query.limited \(2 per 60 seconds\)\. Please wait \d+ seconds?\.$/);
    // another caller has its own count; without a scope (REST) nothing is counted
    expect((await ask('acct:2')).data).toEqual({ limited: 'ok', free: 'ok' });
    expect((await graphql({ schema, source: '{ limited }', contextValue: {} })).data).toEqual({ limited: 'ok' });
  });
});
