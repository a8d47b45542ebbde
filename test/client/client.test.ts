/**
 * The typed client (client/index.ts) against a real listening server over
 * the seeded test dataset:
 *
 * - every generated example operation (client/generated/, one per resource
 *   family) runs through PdsClient and returns real rows; expectTypeOf on
 *   some results lets the type check (tsc over the test files) prove the
 *   generated types; the contracts list is filtered and walked with the
 *   cursor, and agrees with the REST list read through `rest`;
 * - errors: GraphQL and REST failures throw PdsError with the server's code
 *   and status, sent once;
 * - document 1 "Client behaviour on 429" against the server's own 429s
 *   (tiny PLAN_QUOTAS, fresh accounts): no immediate retry, each pause at
 *   least wait_in_seconds plus exponential back-off with jitter within its
 *   bounds, at most maxRetries retries, a retry that gets through once the
 *   window has room, and a daily 429 beyond maxWaitSeconds failing at once
 *   with PdsRateLimitError (the server's request count proves there is no
 *   retry storm); the same for GraphQL;
 * - the deprecated agencies surface warns once, through onWarning or
 *   console.warn, and the server agrees with the generated marks.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers/db.js';
import { GENEROUS_QUOTAS } from '../helpers/app.js';
import { newAccount, secondsToMidnight, setQuotas } from '../ratelimit/helpers.js';
import * as generated from '../../client/generated/graphql.js';
import {
  AgenciesDocument,
  AlertsDocument,
  BudgetAccountsDocument,
  ContractsDocument,
  DibbsRfqsDocument,
  EntitiesDocument,
  GrantsDocument,
  IdvsDocument,
  ItInvestmentsDocument,
  LaborRatesDocument,
  LegalRecordsDocument,
  OpportunitiesDocument,
  OrganizationsDocument,
  PdsClient,
  PdsError,
  PdsRateLimitError,
  SledOpportunitiesDocument,
  StorefrontDocument,
  VehiclesDocument,
  paths,
  type ContractsQuery,
  type ContractsQueryVariables,
  type PdsClientOptions,
  type RetryEvent,
  type Surface,
  type TypedDocumentNode,
} from '../../client/index.js';

let db: Database;
let server: ServerType;
let base: string;
/** every request the server received: method and path */
const served: string[] = [];

beforeAll(async () => {
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  db = await openTestDatabase();
  const app = createApp({ db, logger: createLogger('silent') });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: (req: Request, env: unknown) => {
          served.push(`${req.method} ${new URL(req.url).pathname}`);
          return app.fetch(req, env as never);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
  delete process.env.PLAN_QUOTAS;
});

afterEach(() => {
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  vi.restoreAllMocks();
});

/** The requests the server receives while `fn` runs. */
async function counting<T>(fn: () => Promise<T>): Promise<{ result: T | undefined; error: unknown; requests: string[] }> {
  const from = served.length;
  try {
    const result = await fn();
    return { result, error: undefined, requests: served.slice(from) };
  } catch (error) {
    return { result: undefined, error, requests: served.slice(from) };
  }
}

const warnings: { message: string; surface: Surface }[] = [];
const client = (apiKey: string, opts: Partial<PdsClientOptions> = {}) =>
  new PdsClient({ baseUrl: base, apiKey, onWarning: (message, surface) => warnings.push({ message, surface }), ...opts });

/** the documents the tests ran, to check that every generated operation was run */
const executed = new Set<unknown>();
async function run<R, V>(c: PdsClient, doc: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  executed.add(doc);
  return (c.graphql as (d: TypedDocumentNode<R, V>, v: V) => Promise<R>)(doc, variables);
}

const enterprise = () => client('demo_enterprise');

describe('generated operations, one per resource family', () => {
  it('contracts: typed result, a filter, the cursor, and the same rows as the REST list', async () => {
    const c = enterprise();
    const first = await run(c, ContractsDocument, { limit: 3 });
    expectTypeOf(first).toEqualTypeOf<ContractsQuery>();
    expectTypeOf(first.contracts.results[0].obligated).toEqualTypeOf<string | null>();
    expectTypeOf(first.contracts.results[0].fiscalYear).toEqualTypeOf<number | null>();
    expectTypeOf(first.contracts.results[0].key).toEqualTypeOf<string>();
    expectTypeOf<ContractsQueryVariables>().toHaveProperty('cursor');
    expect(first.contracts.count).toBeGreaterThan(3);
    expect(first.contracts.results).toHaveLength(3);
    for (const r of first.contracts.results) {
      expect(r.key).toEqual(expect.any(String));
      expect(typeof r.obligated === 'string' || r.obligated === null).toBe(true);
    }
    expect(first.contracts.next).toEqual(expect.any(String));

    // the next page, through the cursor: other rows
    const second = await run(c, ContractsDocument, { limit: 3, cursor: first.contracts.next });
    expect(second.contracts.results).toHaveLength(3);
    const firstKeys = first.contracts.results.map((r) => r.key);
    for (const r of second.contracts.results) expect(firstKeys).not.toContain(r.key);

    // REST reads the same list in the same order
    const rest = await c.rest<{ count: number; results: { key: string }[] }>(paths.contracts(), { limit: 3, shape: 'key' });
    expect(rest.results.map((r) => r.key)).toEqual(firstKeys);
    expect(rest.count).toBe(first.contracts.count);

    // a filter, typed from the generated input type
    const naics = first.contracts.results.find((r) => r.naicsCode)?.naicsCode;
    expect(naics).toBeTruthy();
    const filtered = await run(c, ContractsDocument, { filter: { naics: [naics!] }, limit: 20 });
    expect(filtered.contracts.count).toBeGreaterThan(0);
    expect(filtered.contracts.count).toBeLessThan(first.contracts.count);
    for (const r of filtered.contracts.results) expect(r.naicsCode).toBe(naics);
  });

  it('IDVs, vehicles, entities, organizations and opportunities', async () => {
    const c = enterprise();
    const idvs = await run(c, IdvsDocument, { limit: 2 });
    expect(idvs.idvs.results.length).toBe(2);
    expect(idvs.idvs.results.every((r) => typeof r.key === 'string')).toBe(true);

    const vehicles = await run(c, VehiclesDocument, { limit: 2 });
    expect(vehicles.vehicles.count).toBeGreaterThan(0);
    expect(vehicles.vehicles.results[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    expectTypeOf(vehicles.vehicles.results[0].awardeeCount).toEqualTypeOf<number | null>();

    const entities = await run(c, EntitiesDocument, { limit: 2 });
    expect(entities.entities.count).toBeGreaterThan(0);
    const uei = entities.entities.results[0].uei!;
    const one = await run(c, EntitiesDocument, { filter: { uei } });
    expect(one.entities.results.map((r) => r.uei)).toEqual([uei]);

    const orgs = await run(c, OrganizationsDocument, { limit: 2 });
    expect(orgs.organizations.count).toBeGreaterThan(0);
    expect(orgs.organizations.results[0].name).toEqual(expect.any(String));

    const opps = await run(c, OpportunitiesDocument, { limit: 2 });
    expect(opps.opportunities.count).toBeGreaterThan(0);
    expect(opps.opportunities.results[0].opportunityId).toEqual(expect.any(String));
  });

  it('beta surfaces: state and local solicitations and budget accounts', async () => {
    const c = enterprise();
    expect(c.stabilityOf(SledOpportunitiesDocument).stability).toBe('beta');
    expect(c.stabilityOf(BudgetAccountsDocument).stability).toBe('beta');
    const sled = await run(c, SledOpportunitiesDocument, { limit: 2 });
    expect(sled.sledOpportunities.count).toBeGreaterThan(0);
    expect(sled.sledOpportunities.results[0].opportunityId).toEqual(expect.any(String));
    const budget = await run(c, BudgetAccountsDocument, { limit: 2 });
    expect(budget.budgetAccounts.count).toBeGreaterThan(0);
    expect(budget.budgetAccounts.results[0].federalAccountSymbol).toEqual(expect.any(String));
    expectTypeOf(budget.budgetAccounts.results[0].enactedBa).toEqualTypeOf<string | null>();
    // no warning for beta surfaces
    expect(warnings.filter((w) => w.surface.stability === 'beta')).toEqual([]);
  });

  it('storefront access and requests (Medium account with linked contracts)', async () => {
    const store = await run(client('demo_medium'), StorefrontDocument, { limit: 3 });
    expect(store.ebuyAccess.enabled).toBe(true);
    expect(store.ebuyAccess.reason).toBeNull();
    expect(store.ebuyAccess.contracts.length).toBeGreaterThan(0);
    expect(store.ebuyRequests.count).toBeGreaterThan(0);
    expect(store.ebuyRequests.results[0].rfqId).toEqual(expect.any(String));
    // Enterprise holds no contract grant: enabled false, no requests
    const none = await run(enterprise(), StorefrontDocument, { limit: 3 });
    expect(none.ebuyAccess).toEqual({ enabled: false, reason: 'no_contract_grant', contracts: [] });
    expect(none.ebuyRequests.count).toBe(0);
  });

  it('defense bid board, IT investments and grants', async () => {
    const c = enterprise();
    const rfqs = await run(c, DibbsRfqsDocument, { limit: 2 });
    expect(rfqs.dibbsRfqs.count).toBeGreaterThan(0);
    expect(rfqs.dibbsRfqs.results[0].solicitation).toEqual(expect.any(String));
    const it = await run(c, ItInvestmentsDocument, { limit: 2 });
    expect(it.itInvestments.count).toBeGreaterThan(0);
    expect(it.itInvestments.results[0].uii).toEqual(expect.any(String));
    const grants = await run(c, GrantsDocument, { limit: 2 });
    expect(grants.grants.count).toBeGreaterThan(0);
    expectTypeOf(grants.grants.results[0].grantId).toEqualTypeOf<number>();
    expect(grants.grants.results[0].grantId).toEqual(expect.any(Number));
  });

  it('labor rates of one IDV', async () => {
    const [row] = await db.raw.query<{ idv: string; n: number }>(`SELECT idv_key AS idv, count(*)::int AS n FROM labor_rate GROUP BY idv_key ORDER BY count(*) DESC, idv_key LIMIT 1`, []);
    expect(row).toBeDefined();
    const rates = await run(enterprise(), LaborRatesDocument, { idvKey: row.idv, limit: 5 });
    expect(rates.laborRates.count).toBe(row.n);
    expect(rates.laborRates.results.length).toBe(Math.min(5, row.n));
    expect(rates.laborRates.results[0].laborCategory).toEqual(expect.any(String));
  });

  it('protests, contract appeals and exclusions in one operation', async () => {
    const legal = await run(enterprise(), LegalRecordsDocument, { limit: 2 });
    expect(legal.protests.count).toBeGreaterThan(0);
    expect(legal.contractAppeals.count).toBeGreaterThan(0);
    expect(legal.exclusions.count).toBeGreaterThan(0);
    expect(legal.protests.results[0].caseId).toEqual(expect.any(String));
    expect(legal.contractAppeals.results[0].board).toEqual(expect.any(String));
    expect(legal.exclusions.results[0].exclusionKey).toEqual(expect.any(String));
  });

  it('alerts (a query): the account list and the fifteen query types', async () => {
    const alerts = await run(enterprise(), AlertsDocument, {});
    expect(alerts.alerts.count).toBe(alerts.alerts.results.length);
    expect(alerts.alertQueryTypes).toHaveLength(15);
    expect(alerts.alertQueryTypes.map((t) => t.listEndpoint)).toContain('/api/contracts/');
    expectTypeOf(alerts.alertQueryTypes[0].queryType).toEqualTypeOf<string>();
  });

  it('the deprecated agencies surface: served, and warned about once (GraphQL and REST share the mark)', async () => {
    warnings.length = 0;
    const c = enterprise();
    expect(c.stabilityOf(AgenciesDocument).stability).toBe('deprecated');
    const a = await run(c, AgenciesDocument, { limit: 2 });
    expect(a.agencies.count).toBeGreaterThan(0);
    const code = a.agencies.results[0].code!;
    await run(c, AgenciesDocument, { filter: { search: code } });
    const detail = await c.rest<{ code: string }>(paths.agency(code));
    expect(detail.code).toBe(code);
    expect(warnings.map((w) => w.surface.resource)).toEqual(['agencies']);
    expect(warnings[0].message).toMatch(/deprecated.*organizations/i);
    // the agency-scoped contract lists are another deprecated surface: one more warning, once
    await c.rest(paths.agencyContractsByAwardingAgencyCode(code), { limit: 1 });
    await c.rest(paths.agencyContractsByAwardingAgencyCode(code), { limit: 1 });
    expect(warnings.map((w) => w.surface.resource)).toEqual(['agencies', 'agency_contracts']);
    // stable calls never warn
    await c.rest(paths.organizations(), { limit: 1 });
    expect(warnings).toHaveLength(2);
  });

  it('without onWarning the warning goes to console.warn, once per client', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = new PdsClient({ baseUrl: base, apiKey: 'demo_enterprise' });
    await c.rest(paths.agencies(), { limit: 1 });
    await c.rest(paths.agencies(), { limit: 1 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/agencies is deprecated/);
  });

  it('the server marks exactly what the generated surfaces mark: Deprecation on agencies, none on beta or stable paths', async () => {
    for (const p of [paths.agencies(), paths.sledOpportunities(), paths.budgetAccounts(), paths.contracts()]) {
      const res = await fetch(base + p + '?limit=1', { headers: { 'X-API-KEY': 'demo_enterprise' } });
      expect(res.status, p).toBe(200);
      const deprecated = res.headers.get('Deprecation') === 'true';
      expect(deprecated, p).toBe(enterprise().stabilityOf(p).stability === 'deprecated');
    }
  });

  it('every generated operation was executed above', () => {
    const documents = Object.entries(generated).filter(([name]) => name.endsWith('Document'));
    expect(documents.length).toBeGreaterThanOrEqual(16);
    for (const [name, doc] of documents) expect(executed.has(doc), `${name} was not run`).toBe(true);
  });
});

describe('errors', () => {
  it('a GraphQL error throws PdsError with the code, status and errors, sent once', async () => {
    const { error, requests } = await counting(() => enterprise().graphql('{ contracts(limit: 1) { noSuchField } }'));
    expect(error).toBeInstanceOf(PdsError);
    const e = error as PdsError;
    expect(e.status).toBe(400);
    // the first error's extensions.code, as the server sends it
    expect(e.code).toMatch(/VALIDATION/);
    expect(e.code).toBe(e.errors?.[0].extensions?.code);
    expect(e.errors?.[0].message).toMatch(/noSuchField/);
    expect(e.message).toMatch(/noSuchField/);
    expect(requests).toEqual(['POST /graphql']);
  });

  it('a tier gate through GraphQL: the error code and extensions', async () => {
    const { error, requests } = await counting(() => run(client('demo_free'), LaborRatesDocument, { idvKey: 'X', limit: 1 }));
    expect(error).toBeInstanceOf(PdsError);
    const e = error as PdsError;
    expect(e).not.toBeInstanceOf(PdsRateLimitError);
    expect(e.code).toMatch(/tier/i);
    expect(e.extensions).toBeDefined();
    expect(requests).toHaveLength(1);
  });

  it('REST 400 and 401: the body code (validation_error) or http_<status>, never retried', async () => {
    const bad = await counting(() => enterprise().rest(paths.contracts(), { ordering: 'no_such_field' }));
    expect(bad.error).toBeInstanceOf(PdsError);
    expect((bad.error as PdsError).status).toBe(400);
    expect((bad.error as PdsError).code).toBe('validation_error');
    expect((bad.error as PdsError).body).toMatchObject({ code: 'validation_error', error: expect.any(String) });
    expect(bad.requests).toHaveLength(1);

    const unknown = await counting(() => client('not_a_real_key').rest('/api/version'));
    expect((unknown.error as PdsError).status).toBe(401);
    expect((unknown.error as PdsError).code).toBe('http_401');
    expect((unknown.error as PdsError).message).toMatch(/^401 from .*\/api\/version: /);
    expect(unknown.requests).toHaveLength(1);

    // a 401 through GraphQL (refused before GraphQL runs: a REST-shaped body)
    const gql = await counting(() => client('not_a_real_key').graphql('{ version { apiVersion } }'));
    expect((gql.error as PdsError).status).toBe(401);
    expect(gql.requests).toHaveLength(1);
  });

  it('a next link of the same origin is followed; another origin never gets the key', async () => {
    const c = enterprise();
    const page = await c.rest<{ next: string; results: { key: string }[] }>(paths.contracts(), { limit: 2, shape: 'key' });
    expect(page.next.startsWith(base)).toBe(true);
    const next = await c.rest<{ results: { key: string }[] }>(page.next);
    expect(next.results).toHaveLength(2);
    expect(next.results[0].key).not.toBe(page.results[0].key);
    const { error, requests } = await counting(() => c.rest('http://example.invalid/api/contracts/'));
    expect((error as PdsError).code).toBe('foreign_origin');
    expect(requests).toEqual([]);
  });
});

describe('429: document 1, "Client behaviour on 429"', () => {
  /** A client of a fresh Large account whose sleeps are recorded (and may act, e.g. give the window room). */
  async function limitedClient(opts: Partial<PdsClientOptions> & { onSleep?: (ms: number) => void } = {}) {
    const acct = await newAccount(db, 'large');
    const sleeps: number[] = [];
    const retries: RetryEvent[] = [];
    const { onSleep, ...rest } = opts;
    const c = client(acct.keys[0], {
      sleep: async (ms) => {
        sleeps.push(ms);
        onSleep?.(ms);
      },
      onRetry: (e) => retries.push(e),
      ...rest,
    });
    return { c, key: acct.keys[0], sleeps, retries };
  }

  it('burst: never retried at once; each pause is the wait plus exponential back-off with jitter; stops after maxRetries', async () => {
    setQuotas({ large: { daily: 1_000, burst: 2 } });
    const randoms = [0, 0.5, 0.999];
    let i = 0;
    const { c, sleeps, retries } = await limitedClient({ maxRetries: 3, baseDelayMs: 200, maxWaitSeconds: 120, random: () => randoms[i++ % randoms.length] });
    await c.rest('/api/version');
    await c.rest('/api/version');
    const { error, requests } = await counting(() => c.rest('/api/version'));
    expect(error).toBeInstanceOf(PdsRateLimitError);
    const e = error as PdsRateLimitError;
    expect(e.reason).toBe('retries_exhausted');
    expect(e.status).toBe(429);
    expect(e.code).toBe('rate_limited');
    expect(e.attempts).toBe(4);
    expect(e.body).toMatchObject({ detail: expect.stringMatching(/^Burst rate limit exceeded/), wait_in_seconds: expect.any(Number) });
    expect(e.rateLimit?.burst?.remaining).toBe(0);
    // one request and three retries reached the server, no more
    expect(requests).toEqual(Array(4).fill('GET /api/version'));
    expect(sleeps).toHaveLength(3);
    const wait = (e.body as { wait_in_seconds: number }).wait_in_seconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    for (let n = 0; n < 3; n++) {
      const w = retries[n].waitSeconds;
      expect(Math.abs(w - wait)).toBeLessThanOrEqual(1);
      const backoff = 200 * 2 ** n;
      // at least the server's wait; the back-off grows 200, 400, 800 and the jitter adds less than as much again
      expect(sleeps[n]).toBeGreaterThanOrEqual(w * 1000 + backoff);
      expect(sleeps[n]).toBeLessThan(w * 1000 + 2 * backoff + 1);
      expect(sleeps[n]).toBe(Math.round(w * 1000 + backoff * (1 + randoms[n])));
      expect(retries[n]).toMatchObject({ retry: n + 1, status: 429, delayMs: sleeps[n] });
    }
  });

  it('the back-off doubles from retry to retry (same jitter draw)', async () => {
    setQuotas({ large: { daily: 1_000, burst: 1 } });
    const { c, sleeps, retries } = await limitedClient({ maxRetries: 4, baseDelayMs: 100, maxWaitSeconds: 120, random: () => 0.25 });
    await c.rest('/api/version');
    await expect(c.rest('/api/version')).rejects.toBeInstanceOf(PdsRateLimitError);
    const extra = sleeps.map((ms, n) => ms - retries[n].waitSeconds * 1000);
    expect(extra).toEqual([125, 250, 500, 1000]);
  });

  it('a retry after the wait gets through once the window has room', async () => {
    setQuotas({ large: { daily: 1_000, burst: 1 } });
    // the recorded sleep stands for the wait: the window has room afterwards
    const { c, sleeps, retries } = await limitedClient({ onSleep: () => setQuotas({ large: { daily: 1_000, burst: 100 } }) });
    await c.rest('/api/version');
    const { result, requests } = await counting(() => c.rest<{ api_version?: string }>('/api/version'));
    expect(result).toBeTruthy();
    expect(requests).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(retries[0].waitSeconds * 1000 + 500);
    expect(retries[0].waitSeconds).toBeGreaterThan(0);
    expect(c.lastRateLimit?.burst?.limit).toBe(100);
  });

  it('a daily 429 whose wait exceeds maxWaitSeconds fails at once: no wait, no retry, one request', async () => {
    // the daily wait lasts until 00:00 UTC; step over the last seconds of a day
    if (secondsToMidnight() < 15) await new Promise((r) => setTimeout(r, (secondsToMidnight() + 1) * 1000));
    setQuotas({ large: { daily: 1, burst: 100 } });
    const { c, sleeps } = await limitedClient({ maxWaitSeconds: 10 });
    await c.rest('/api/version');
    const calls = await counting(async () => {
      const errors: unknown[] = [];
      for (let n = 0; n < 5; n++) errors.push(await c.rest('/api/version').catch((e: unknown) => e));
      return errors;
    });
    expect(calls.requests).toHaveLength(5);
    expect(sleeps).toEqual([]);
    for (const error of calls.result!) {
      expect(error).toBeInstanceOf(PdsRateLimitError);
      const e = error as PdsRateLimitError;
      expect(e.reason).toBe('wait_exceeds_cap');
      expect(e.attempts).toBe(1);
      expect(Math.abs(e.waitSeconds - secondsToMidnight())).toBeLessThanOrEqual(2);
      expect(e.message).toMatch(/^Daily rate limit exceeded/);
      expect(e.message).toMatch(/more than maxWaitSeconds 10/);
    }
  });

  it('GraphQL: the 429 is waited out and retried the same way, with typed data at the end', async () => {
    setQuotas({ large: { daily: 1_000, burst: 1 } });
    const { c, sleeps, retries } = await limitedClient({ onSleep: () => setQuotas({ large: { daily: 1_000, burst: 100 } }) });
    await c.rest('/api/version');
    const { result, requests } = await counting(() => c.graphql(OrganizationsDocument, { limit: 1 }));
    expect(requests).toEqual(['POST /graphql', 'POST /graphql']);
    expect(result?.organizations.results).toHaveLength(1);
    expect(sleeps).toHaveLength(1);
    expect(retries[0].status).toBe(429);
    expect(sleeps[0]).toBeGreaterThanOrEqual(retries[0].waitSeconds * 1000 + 500);
  });

  it('GraphQL: stops after maxRetries, and a daily wait beyond the cap fails at once', async () => {
    setQuotas({ large: { daily: 1_000, burst: 1 } });
    const burst = await limitedClient({ maxRetries: 2, maxWaitSeconds: 120 });
    await burst.c.rest('/api/version');
    const exhausted = await counting(() => burst.c.graphql(OrganizationsDocument, { limit: 1 }));
    expect((exhausted.error as PdsRateLimitError).reason).toBe('retries_exhausted');
    expect(exhausted.requests).toHaveLength(3);
    expect(burst.sleeps).toHaveLength(2);

    if (secondsToMidnight() < 15) await new Promise((r) => setTimeout(r, (secondsToMidnight() + 1) * 1000));
    setQuotas({ large: { daily: 1, burst: 100 } });
    const daily = await limitedClient({ maxWaitSeconds: 10 });
    await daily.c.rest('/api/version');
    const capped = await counting(() => daily.c.graphql(OrganizationsDocument, { limit: 1 }));
    expect(capped.error).toBeInstanceOf(PdsRateLimitError);
    expect((capped.error as PdsRateLimitError).reason).toBe('wait_exceeds_cap');
    expect(capped.requests).toHaveLength(1);
    expect(daily.sleeps).toEqual([]);
  });
});
