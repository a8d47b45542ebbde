/**
 * Rate limits over HTTP (in-process app): headers on success and error
 * responses, 429 body and Retry-After, the most restrictive window, premium
 * budgets of the labor-rate resource (REST paths and GraphQL operations that
 * read it share one counter), one counter per account, GraphQL counting one
 * per request, and exactness under concurrency. The store is the one the
 * app picks: in-process memory on PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { addKey, newAccount, RL_HEADERS, secondsToMidnight, setQuotas } from './helpers.js';
import { updateAccount } from '../../src/admin/service.js';
import { directStats } from '../../src/engine/graphql/direct.js';

let app: TestApp;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  delete process.env.PLAN_QUOTAS;
  app = await startTestApp();
});
afterAll(async () => {
  delete process.env.PLAN_QUOTAS;
  delete process.env.TRUST_PROXY;
  await app?.close();
});
beforeEach(() => {
  delete process.env.PLAN_QUOTAS;
});

const get = (path: string, key?: string, headers: Record<string, string> = {}) =>
  app.fetch(path, { headers: { ...(key ? { 'X-API-KEY': key } : {}), ...headers } });
const num = (res: Response, h: string) => Number(res.headers.get(h));
const gqlPost = (key: string, query: string, variables?: Record<string, unknown>, operationName?: string) =>
  app.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-API-KEY': key },
    body: JSON.stringify({ query, variables, operationName }),
  });
/** A real IDV and entity with labor rates, and one rate. */
async function lcatsParents(): Promise<{ idv: string; uei: string; uuid: string }> {
  const [r] = await app.db.raw.query<{ idv: string; uei: string; uuid: string }>(
    `SELECT l.idv_key AS idv, a.recipient_uei AS uei, l.uuid::text AS uuid FROM labor_rate l JOIN award a ON a.key = l.idv_key ORDER BY l.uuid LIMIT 1`,
    [],
  );
  return r;
}

function expectRateHeaders(res: Response) {
  for (const h of RL_HEADERS) expect(res.headers.get(h), h).not.toBeNull();
  expect(res.headers.get('X-Execution-Time')).toMatch(/^\d+\.\d{3}s$/);
  for (const h of RL_HEADERS.filter((x) => x.startsWith('X-RateLimit'))) expect(res.headers.get(h)).toMatch(/^\d+$/);
}

describe('headers', () => {
  it('every header on a successful request, counted per account', async () => {
    const acct = await newAccount(app.db, 'small');
    const res = await get('/api/version', acct.keys[0]);
    expect(res.status).toBe(200);
    expectRateHeaders(res);
    expect(num(res, 'X-RateLimit-Daily-Limit')).toBe(10_000);
    expect(num(res, 'X-RateLimit-Daily-Remaining')).toBe(9_999);
    expect(num(res, 'X-RateLimit-Burst-Limit')).toBe(120);
    expect(num(res, 'X-RateLimit-Burst-Remaining')).toBe(119);
    expect(num(res, 'X-RateLimit-Burst-Reset')).toBeGreaterThan(0);
    expect(num(res, 'X-RateLimit-Burst-Reset')).toBeLessThanOrEqual(60);
    const toMidnight = secondsToMidnight();
    expect(Math.abs(num(res, 'X-RateLimit-Daily-Reset') - toMidnight)).toBeLessThanOrEqual(2);
    // burst has fewer left: it is the most restrictive window
    expect(num(res, 'X-RateLimit-Limit')).toBe(120);
    expect(num(res, 'X-RateLimit-Remaining')).toBe(119);
    expect(res.headers.get('X-RateLimit-Premium-Limit')).toBeNull();
    expect(res.headers.get('Retry-After')).toBeNull();
    const again = await get('/api/version/', acct.keys[0]);
    expect(num(again, 'X-RateLimit-Daily-Remaining')).toBe(9_998);
  });

  it('error responses carry them too: 404, 400 and 401 (counted against the client IP)', async () => {
    const acct = await newAccount(app.db, 'medium');
    const notFound = await get('/api/no-such-thing/', acct.keys[0]);
    expect(notFound.status).toBe(404);
    expectRateHeaders(notFound);
    const planned = await get('/api/webhooks/alerts/not-an-alert-id/', acct.keys[0]);
    expect(planned.status).toBe(404);
    expectRateHeaders(planned);
    expect(num(planned, 'X-RateLimit-Daily-Remaining')).toBe(num(notFound, 'X-RateLimit-Daily-Remaining') - 1);
    const badVersion = await get('/api/version', acct.keys[0], { 'X-API-Version': '0.0.1', 'X-Forwarded-For': '203.0.113.8' });
    expect(badVersion.status).toBe(400);
    expectRateHeaders(badVersion);

    const badKey = await get('/api/version', 'not-a-key', { 'X-Forwarded-For': '203.0.113.7' });
    expect(badKey.status).toBe(401);
    expectRateHeaders(badKey);
    expect(num(badKey, 'X-RateLimit-Daily-Limit')).toBe(1_000); // Free quotas for the IP
    const badKey2 = await get('/api/version', 'not-a-key-either', { 'X-Forwarded-For': '203.0.113.7' });
    expect(num(badKey2, 'X-RateLimit-Daily-Remaining')).toBe(num(badKey, 'X-RateLimit-Daily-Remaining') - 1);
  });

  it('credential guessing from one address runs into the Free limits of that address', async () => {
    setQuotas({ free: { daily: 100, burst: 2 } });
    const ip = { 'X-Forwarded-For': '192.0.2.44' };
    expect((await get('/api/version', 'guess-1', ip)).status).toBe(401);
    expect((await get('/api/version', 'guess-2', ip)).status).toBe(401);
    const third = await get('/api/version', 'guess-3', ip);
    expect(third.status).toBe(429);
    expectRateHeaders(third);
    expect((await third.json()).detail).toMatch(/^Burst rate limit exceeded \(2 requests per minute\)/);
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('anonymous callers are limited per client IP with the Free quotas', async () => {
    setQuotas({ free: { daily: 100, burst: 2 } });
    const ip = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    expect((await get('/api/version', undefined, ip(1))).status).toBe(200);
    expect((await get('/api/version', undefined, ip(1))).status).toBe(200);
    const third = await get('/api/version', undefined, ip(1));
    expect(third.status).toBe(429);
    // another address has its own counter
    const other = await get('/api/version', undefined, ip(2));
    expect(other.status).toBe(200);
    expect(num(other, 'X-RateLimit-Burst-Remaining')).toBe(1);
  });
});

describe('429', () => {
  it('burst: documented body, Retry-After, the exhausted window in X-RateLimit-*', async () => {
    setQuotas({ large: { daily: 1_000, burst: 3 } });
    const acct = await newAccount(app.db, 'large');
    for (let i = 0; i < 3; i++) expect((await get('/api/version', acct.keys[0])).status).toBe(200);
    const res = await get('/api/version', acct.keys[0]);
    expect(res.status).toBe(429);
    expectRateHeaders(res);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['detail', 'wait_in_seconds']);
    expect(body.detail).toMatch(/^Burst rate limit exceeded \(3 requests per minute\)\. Please wait \d+ seconds?\.$/);
    expect(Number.isInteger(body.wait_in_seconds)).toBe(true);
    expect(body.wait_in_seconds).toBeGreaterThan(0);
    expect(body.wait_in_seconds).toBeLessThanOrEqual(60);
    expect(body.detail).toContain(`wait ${body.wait_in_seconds} second`);
    expect(res.headers.get('Retry-After')).toBe(String(body.wait_in_seconds));
    expect(num(res, 'X-RateLimit-Limit')).toBe(3);
    expect(num(res, 'X-RateLimit-Remaining')).toBe(0);
    expect(num(res, 'X-RateLimit-Reset')).toBe(body.wait_in_seconds);
    expect(num(res, 'X-RateLimit-Burst-Remaining')).toBe(0);
    // the refused request did not use daily quota
    expect(num(res, 'X-RateLimit-Daily-Remaining')).toBe(997);
  });

  it('daily: names the daily window and waits until 00:00 UTC', async () => {
    setQuotas({ large: { daily: 2, burst: 100 } });
    const acct = await newAccount(app.db, 'large');
    const first = await get('/api/version', acct.keys[0]);
    // daily has fewer left than burst: it is the most restrictive window
    expect(num(first, 'X-RateLimit-Limit')).toBe(2);
    expect(num(first, 'X-RateLimit-Remaining')).toBe(1);
    expect(Math.abs(num(first, 'X-RateLimit-Reset') - secondsToMidnight())).toBeLessThanOrEqual(2);
    expect((await get('/api/version', acct.keys[0])).status).toBe(200);
    const res = await get('/api/version', acct.keys[0]);
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.detail).toMatch(/^Daily rate limit exceeded \(2 requests per day; the window resets at 00:00 UTC\)\. Please wait \d+ seconds?\.$/);
    expect(Math.abs(body.wait_in_seconds - secondsToMidnight())).toBeLessThanOrEqual(2);
    expect(res.headers.get('Retry-After')).toBe(String(body.wait_in_seconds));
    expect(num(res, 'X-RateLimit-Limit')).toBe(2);
    expect(num(res, 'X-RateLimit-Daily-Remaining')).toBe(0);
    // the refused request gave its burst point back
    expect(num(res, 'X-RateLimit-Burst-Remaining')).toBe(98);
  });

  it('most restrictive window switches from daily to burst as the burst window fills', async () => {
    setQuotas({ enterprise: { daily: 6, burst: 4 } });
    const acct = await newAccount(app.db, 'enterprise');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await get('/api/version', acct.keys[0]);
      // remaining: daily 5,4,3,2 / burst 3,2,1,0 -> burst is lower every time
      seen.push(`${num(r, 'X-RateLimit-Limit')}:${num(r, 'X-RateLimit-Remaining')}`);
    }
    expect(seen).toEqual(['4:3', '4:2', '4:1', '4:0']);
    const r = await get('/api/version', acct.keys[0]);
    expect(r.status).toBe(429);
    expect((await r.json()).detail).toMatch(/^Burst/);
  });
});

describe('refused requests use no quota (issue 7)', () => {
  it('after an upgrade the burst window counts only the requests that passed', async () => {
    setQuotas({ free: { daily: 1_000, burst: 3 }, small: { daily: 1_000, burst: 10 } });
    const acct = await newAccount(app.db, 'free');
    for (let i = 0; i < 3; i++) expect((await get('/api/version', acct.keys[0])).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await get('/api/version', acct.keys[0])).status).toBe(429);
    await updateAccount(app.db.prisma, acct.id, { tier: 'small' });
    const res = await get('/api/version', acct.keys[0]);
    expect(res.status).toBe(200);
    // 3 passed before and this one: 4 used of 10, whatever was refused in between
    expect(num(res, 'X-RateLimit-Burst-Remaining')).toBe(6);
    expect(num(res, 'X-RateLimit-Daily-Remaining')).toBe(996);
  });

  it('a refused premium call gives its point back too', async () => {
    setQuotas({ small: { premiumDaily: 1 }, medium: { premiumDaily: 3 } });
    const acct = await newAccount(app.db, 'small');
    const path = '/api/idvs/CONT_IDV_NONE_9700/lcats/';
    expect((await get(path, acct.keys[0])).status).not.toBe(429);
    for (let i = 0; i < 3; i++) expect((await get(path, acct.keys[0])).status).toBe(429);
    await updateAccount(app.db.prisma, acct.id, { tier: 'medium' });
    const res = await get(path, acct.keys[0]);
    expect(res.status).not.toBe(429);
    expect(num(res, 'X-RateLimit-Premium-Remaining')).toBe(1);
  });
});

describe('premium budget (labor-rate endpoints)', () => {
  it('replaces daily and burst, shares one counter across both paths, and shows Premium headers on 429', async () => {
    setQuotas({ small: { daily: 1_000, burst: 1_000, premiumDaily: 3 } });
    const acct = await newAccount(app.db, 'small');
    const before = await get('/api/version', acct.keys[0]);
    const dailyBefore = num(before, 'X-RateLimit-Daily-Remaining');

    const paths = ['/api/idvs/CONT_IDV_X_9700/lcats/', '/api/entities/ABCDEFGHJKL1/lcats/', '/api/idvs/CONT_IDV_Y_9700/lcats'];
    for (const [i, p] of paths.entries()) {
      const r = await get(p, acct.keys[0]);
      expect(r.status).not.toBe(429);
      expectRateHeaders(r);
      expect(num(r, 'X-RateLimit-Premium-Limit')).toBe(3);
      expect(num(r, 'X-RateLimit-Premium-Remaining')).toBe(2 - i);
      expect(Math.abs(num(r, 'X-RateLimit-Premium-Reset') - secondsToMidnight())).toBeLessThanOrEqual(2);
      expect(num(r, 'X-RateLimit-Limit')).toBe(3);
      // daily and burst are shown but not counted
      expect(num(r, 'X-RateLimit-Daily-Remaining')).toBe(dailyBefore);
    }
    const refused = await get('/api/entities/ABCDEFGHJKL1/lcats/', acct.keys[0]);
    expect(refused.status).toBe(429);
    expect(num(refused, 'X-RateLimit-Premium-Limit')).toBe(3);
    expect(num(refused, 'X-RateLimit-Premium-Remaining')).toBe(0);
    const body = await refused.json();
    expect(body.detail).toMatch(/^Premium budget for the labor-rate endpoints exceeded \(3 requests per day; the budget resets at 00:00 UTC\)\. Please wait \d+ seconds?\.$/);
    expect(refused.headers.get('Retry-After')).toBe(String(body.wait_in_seconds));
    // other endpoints still answer
    expect((await get('/api/version', acct.keys[0])).status).toBe(200);
  });

  it('GraphQL reads of labor rates spend the same budget: one counter with REST, premium headers, the same 429 body', async () => {
    setQuotas({ small: { daily: 1_000, burst: 1_000, premiumDaily: 4 } });
    const acct = await newAccount(app.db, 'small');
    const { idv, uei, uuid } = await lcatsParents();
    const before = await get('/api/version', acct.keys[0]);
    const dailyBefore = num(before, 'X-RateLimit-Daily-Remaining');

    const rest = await get(`/api/idvs/${idv}/lcats/`, acct.keys[0]);
    expect(rest.status).toBe(200);
    expect(num(rest, 'X-RateLimit-Premium-Remaining')).toBe(3);
    const post = await gqlPost(acct.keys[0], `{ laborRates(entityUei: "${uei}") { count results { uuid } } }`);
    expect(post.status).toBe(200);
    expect((await post.json()).data.laborRates.count).toBeGreaterThan(0);
    expectRateHeaders(post);
    expect(num(post, 'X-RateLimit-Premium-Limit')).toBe(4);
    expect(num(post, 'X-RateLimit-Premium-Remaining')).toBe(2);
    expect(Math.abs(num(post, 'X-RateLimit-Premium-Reset') - secondsToMidnight())).toBeLessThanOrEqual(2);
    expect(num(post, 'X-RateLimit-Limit')).toBe(4);
    expect(num(post, 'X-RateLimit-Remaining')).toBe(2);
    // the budget replaces daily and burst, for GraphQL as for REST
    expect(num(post, 'X-RateLimit-Daily-Remaining')).toBe(dailyBefore);
    // GraphQL over GET, the detail field under an alias
    const viaGet = await get(`/graphql?query=${encodeURIComponent(`{ one: laborRate(uuid: "${uuid}") { uuid } }`)}`, acct.keys[0]);
    expect(viaGet.status).toBe(200);
    expect((await viaGet.json()).data.one.uuid).toBe(uuid);
    expect(num(viaGet, 'X-RateLimit-Premium-Remaining')).toBe(1);
    expect(num(await get(`/api/entities/${uei}/lcats/`, acct.keys[0]), 'X-RateLimit-Premium-Remaining')).toBe(0);

    const refused = await gqlPost(acct.keys[0], `{ laborRates(idvKey: "${idv}") { count } }`);
    expect(refused.status).toBe(429);
    expectRateHeaders(refused);
    expect(num(refused, 'X-RateLimit-Premium-Limit')).toBe(4);
    expect(num(refused, 'X-RateLimit-Premium-Remaining')).toBe(0);
    // GraphQL-shaped on /graphql (issue 13): the REST body travels in extensions
    const result = await refused.json();
    expect(result.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', http: { status: 429 } });
    const body = result.errors[0].extensions.body;
    expect(result.errors[0].message).toBe(body.detail);
    expect(Object.keys(body).sort()).toEqual(['detail', 'wait_in_seconds']);
    expect(body.detail).toMatch(/^Premium budget for the labor-rate endpoints exceeded \(4 requests per day; the budget resets at 00:00 UTC\)\. Please wait \d+ seconds?\.$/);
    expect(Math.abs(body.wait_in_seconds - secondsToMidnight())).toBeLessThanOrEqual(2);
    expect(refused.headers.get('Retry-After')).toBe(String(body.wait_in_seconds));
    // REST is refused alike, and the same body
    const restRefused = await get(`/api/idvs/${idv}/lcats/`, acct.keys[0]);
    expect(restRefused.status).toBe(429);
    expect((await restRefused.json()).detail).toBe(body.detail);
    // GraphQL that does not read labor rates is not premium and still answers
    const other = await gqlPost(acct.keys[0], '{ version { apiVersion } }');
    expect(other.status).toBe(200);
    expect(other.headers.get('X-RateLimit-Premium-Limit')).toBeNull();
    expect(num(other, 'X-RateLimit-Daily-Remaining')).toBe(dailyBefore - 1);
  });

  it('a GraphQL query reading labor rates and something else spends one premium request and one ordinary request', async () => {
    setQuotas({ small: { daily: 1_000, burst: 1_000, premiumDaily: 5 } });
    const acct = await newAccount(app.db, 'small');
    const { idv } = await lcatsParents();
    const res = await gqlPost(acct.keys[0], `{ laborRates(idvKey: "${idv}") { count } version { apiVersion } }`);
    expect(res.status).toBe(200);
    expect(num(res, 'X-RateLimit-Premium-Remaining')).toBe(4);
    expect(num(res, 'X-RateLimit-Daily-Remaining')).toBe(999);
    expect(num(res, 'X-RateLimit-Burst-Remaining')).toBe(999);
    // the most restrictive of the three windows
    expect(num(res, 'X-RateLimit-Limit')).toBe(5);
    expect(num(res, 'X-RateLimit-Remaining')).toBe(4);
  });

  it('what GraphQL would not execute is not charged: skipped fields, other operations', async () => {
    setQuotas({ small: { daily: 1_000, burst: 1_000, premiumDaily: 5 } });
    const acct = await newAccount(app.db, 'small');
    const { idv } = await lcatsParents();
    const skipped = await gqlPost(acct.keys[0], `query($s: Boolean!) { laborRates(idvKey: "${idv}") @skip(if: $s) { count } version { apiVersion } }`, { s: true });
    expect(skipped.status).toBe(200);
    expect((await skipped.json()).data.laborRates).toBeUndefined();
    expect(skipped.headers.get('X-RateLimit-Premium-Limit')).toBeNull();
    const named = await gqlPost(acct.keys[0], `query Rates { laborRates(idvKey: "${idv}") { count } } query Version { version { apiVersion } }`, undefined, 'Version');
    expect(named.status).toBe(200);
    expect(named.headers.get('X-RateLimit-Premium-Limit')).toBeNull();
    const rates = await gqlPost(acct.keys[0], `query Rates { ...R } query Version { version { apiVersion } } fragment R on Query { r: laborRates(idvKey: "${idv}") { count } }`, undefined, 'Rates');
    expect(rates.status).toBe(200);
    expect(num(rates, 'X-RateLimit-Premium-Remaining')).toBe(4);
  });

  it('the GraphQL fast path (documents answered before Yoga) is charged too', async () => {
    setQuotas({ medium: { daily: 1_000, burst: 1_000, premiumDaily: 3 } });
    const acct = await newAccount(app.db, 'medium');
    const { idv } = await lcatsParents();
    const query = `{ laborRates(idvKey: "${idv}", limit: 2) { count results { uuid currentPrice } } }`;
    const rawBefore = directStats.raw;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await gqlPost(acct.keys[0], query)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // the second and third were answered before Yoga
    expect(directStats.raw - rawBefore).toBeGreaterThanOrEqual(2);
  });

  it('a plan without a premium budget reading labor rates over GraphQL: 403, counted on daily and burst', async () => {
    const acct = await newAccount(app.db, 'free');
    const { idv } = await lcatsParents();
    const res = await gqlPost(acct.keys[0], `{ laborRates(idvKey: "${idv}") { count } }`);
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].extensions.code).toBe('TIER_REQUIRED');
    expect(num(res, 'X-RateLimit-Premium-Limit')).toBe(0);
    expect(num(res, 'X-RateLimit-Daily-Remaining')).toBe(999);
  });

  it('a plan without a premium budget is counted on the ordinary windows (the endpoint answers 401/403 itself)', async () => {
    const acct = await newAccount(app.db, 'free');
    const r = await get('/api/idvs/CONT_IDV_X_9700/lcats/', acct.keys[0]);
    expect(r.status).not.toBe(429);
    expect(num(r, 'X-RateLimit-Premium-Limit')).toBe(0);
    expect(num(r, 'X-RateLimit-Daily-Remaining')).toBe(999);
  });
});

describe('one counter per account', () => {
  it('two keys of one account share the windows; another account does not', async () => {
    setQuotas({ medium: { daily: 1_000, burst: 4 } });
    const acct = await newAccount(app.db, 'medium');
    const second = await addKey(app.db, acct.id);
    const other = await newAccount(app.db, 'medium');
    const remaining: number[] = [];
    for (const key of [acct.keys[0], second, acct.keys[0], second]) remaining.push(num(await get('/api/version', key), 'X-RateLimit-Burst-Remaining'));
    expect(remaining).toEqual([3, 2, 1, 0]);
    expect((await get('/api/version', second)).status).toBe(429);
    expect((await get('/api/version', acct.keys[0])).status).toBe(429);
    expect((await get('/api/version', other.keys[0])).status).toBe(200);
  });
});

describe('GraphQL', () => {
  it('one GraphQL request counts as one request, whatever it selects', async () => {
    const acct = await newAccount(app.db, 'large');
    const q = (query: string) =>
      app.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-API-KEY': acct.keys[0] },
        body: JSON.stringify({ query }),
      });
    const a = await q('{ version { apiVersion } }');
    expect(a.status).toBe(200);
    expectRateHeaders(a);
    const b = await q('{ a: version { apiVersion } b: version { service } c: version { supportedVersions } }');
    expect(b.status).toBe(200);
    expect((await b.json()).data.b.service).toBeTruthy();
    expect(num(b, 'X-RateLimit-Daily-Remaining')).toBe(num(a, 'X-RateLimit-Daily-Remaining') - 1);
    expect(num(b, 'X-RateLimit-Burst-Remaining')).toBe(num(a, 'X-RateLimit-Burst-Remaining') - 1);
    // REST and GraphQL share the account's windows
    const c = await get('/api/version', acct.keys[0]);
    expect(num(c, 'X-RateLimit-Daily-Remaining')).toBe(num(b, 'X-RateLimit-Daily-Remaining') - 1);
  });

  it('GraphQL requests get 429 with the documented body when a window is exhausted', async () => {
    setQuotas({ large: { daily: 1_000, burst: 1 } });
    const acct = await newAccount(app.db, 'large');
    const q = () =>
      app.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-API-KEY': acct.keys[0] },
        body: JSON.stringify({ query: '{ version { apiVersion } }' }),
      });
    expect((await q()).status).toBe(200);
    const r = await q();
    expect(r.status).toBe(429);
    expect(r.headers.get('Retry-After')).toMatch(/^\d+$/);
    // GraphQL-shaped on /graphql (issue 13): the REST body travels in extensions
    const result = await r.json();
    expect(result.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', http: { status: 429 } });
    expect(result.errors[0].extensions.body.detail).toMatch(/^Burst rate limit exceeded/);
  });
});

describe('concurrency', () => {
  it(`exactly Q of N parallel requests pass the daily window (store: ${process.env.DATABASE_URL ? 'postgres' : 'memory'})`, async () => {
    setQuotas({ enterprise: { daily: 7, burst: 10_000 } });
    const acct = await newAccount(app.db, 'enterprise', 3);
    const N = 40;
    const results = await Promise.all(Array.from({ length: N }, (_, i) => get('/api/version', acct.keys[i % 3])));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 429)).toHaveLength(N - 7);
    const after = await get('/api/version', acct.keys[0]);
    expect(after.status).toBe(429);
    expect(num(after, 'X-RateLimit-Daily-Remaining')).toBe(0);
    if (process.env.DATABASE_URL) {
      // on PostgreSQL the counters live in the database (rate-limiter-flexible's table)
      const rows = await app.db.raw.query<{ points: number }>(`SELECT points FROM rate_limit WHERE key LIKE $1`, [`pds_daily:%:acct:${acct.id}`]);
      // one counter for the three keys, holding only the requests that passed (refused ones gave their point back)
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].points)).toBe(7);
    }
  });

  it('exactly Q of N parallel requests pass the burst window', async () => {
    setQuotas({ enterprise: { daily: 10_000, burst: 5 } });
    const acct = await newAccount(app.db, 'enterprise', 2);
    const N = 30;
    const results = await Promise.all(Array.from({ length: N }, (_, i) => get('/api/version', acct.keys[i % 2])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    // refused requests gave their daily point back: only the 5 served ones (+1 below) count
    const next = await get('/api/version', acct.keys[0]);
    expect(next.status).toBe(429);
    expect(num(next, 'X-RateLimit-Daily-Remaining')).toBe(10_000 - 5);
  });

  it('exactly Q of N parallel requests pass a premium budget', async () => {
    setQuotas({ large: { premiumDaily: 4 } });
    const acct = await newAccount(app.db, 'large', 2);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => get(i % 2 ? '/api/idvs/K/lcats/' : '/api/entities/U/lcats/', acct.keys[i % 2])),
    );
    expect(results.filter((r) => r.status !== 429)).toHaveLength(4);
  });

  it('exactly Q of N parallel REST and GraphQL labor-rate requests pass the shared premium budget', async () => {
    setQuotas({ large: { premiumDaily: 5 } });
    const acct = await newAccount(app.db, 'large', 2);
    const { idv, uei } = await lcatsParents();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? get(`/api/idvs/${idv}/lcats/`, acct.keys[i % 2])
          : i % 3 === 1
            ? gqlPost(acct.keys[i % 2], `{ laborRates(entityUei: "${uei}") { count } }`)
            : get(`/graphql?query=${encodeURIComponent(`{ laborRates(idvKey: "${idv}") { count } }`)}`, acct.keys[i % 2]),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(19);
  });
});
