/**
 * PdsClient without a server (an injected fetch that answers from a script):
 * the shapes of rate limits the live server does not produce on demand (a
 * GraphQL-shaped 429 body, a field-level RATE_LIMITED error in a 200 answer,
 * Retry-After as an HTTP date, a 503 with Retry-After), what is not retried,
 * request building (headers, OR-lists, path segments), option checks, and
 * stabilityOf over paths, documents and root field names.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AgenciesDocument,
  BudgetAccountsDocument,
  ContractsDocument,
  OrganizationsDocument,
  PdsClient,
  PdsError,
  PdsRateLimitError,
  SledOpportunitiesDocument,
  parseRetryAfter,
  paths,
  stabilityOf,
  type OrganizationsQuery,
  type PdsClientOptions,
} from '../../client/index.js';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A client whose fetch answers with the given responses in order (the last one repeats). */
function scripted(answers: (() => Response)[], opts: Partial<PdsClientOptions> = {}) {
  const sent: Sent[] = [];
  const sleeps: number[] = [];
  const c = new PdsClient({
    baseUrl: 'https://pds.example',
    apiKey: 'k_test',
    random: () => 0,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body as string | undefined });
      return answers[Math.min(sent.length - 1, answers.length - 1)]();
    }) as typeof fetch,
    ...opts,
  });
  return { c, sent, sleeps };
}

const ok = () => json(200, { data: { organizations: { count: 1, next: null, results: [] } } });

describe('rate-limit shapes', () => {
  it('a 429 with a GraphQL-shaped body: the wait from extensions.wait_in_seconds', async () => {
    const { c, sent, sleeps } = scripted([() => json(429, { errors: [{ message: 'Rate limit exceeded', extensions: { code: 'RATE_LIMITED', wait_in_seconds: 7 } }] }), ok]);
    const data = await c.graphql(OrganizationsDocument, { limit: 1 });
    expect(data.organizations.count).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sleeps).toEqual([7_500]);
  });

  it('the largest of wait_in_seconds, Retry-After and X-RateLimit-Reset', async () => {
    const { c, sleeps } = scripted([() => json(429, { detail: 'Burst', wait_in_seconds: 3 }, { 'Retry-After': '5', 'X-RateLimit-Reset': '4' }), () => json(200, { ok: true })]);
    await c.rest('/api/version');
    expect(sleeps).toEqual([5_500]);
  });

  it('a field-level RATE_LIMITED error in a 200 answer is waited out and retried; the headers (request windows) are ignored', async () => {
    const limited = () =>
      json(200, { data: { organizations: null }, errors: [{ message: 'Rate limit exceeded for Query.organizations', extensions: { code: 'RATE_LIMITED', wait_in_seconds: 2 } }] }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '90', 'X-RateLimit-Reset': '50000' });
    const { c, sent, sleeps } = scripted([limited, ok]);
    await c.graphql(OrganizationsDocument, { limit: 1 });
    expect(sent).toHaveLength(2);
    expect(sleeps).toEqual([2_500]);
  });

  it('Retry-After as an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('a 503 with Retry-After is retried (unless retryOn503 is false); without it, thrown at once', async () => {
    const busy = () => json(503, { detail: 'Service unavailable' }, { 'Retry-After': '1' });
    const a = scripted([busy, () => json(200, { ok: 1 })]);
    expect(await a.c.rest('/api/version')).toEqual({ ok: 1 });
    expect(a.sleeps).toEqual([1_500]);

    const b = scripted([busy], { retryOn503: false });
    await expect(b.c.rest('/api/version')).rejects.toMatchObject({ status: 503, code: 'http_503' });
    expect(b.sent).toHaveLength(1);

    const d = scripted([() => json(503, { detail: 'down' })]);
    await expect(d.c.rest('/api/version')).rejects.toMatchObject({ status: 503 });
    expect(d.sent).toHaveLength(1);
  });

  it('a wait of exactly maxWaitSeconds is sat out; one second more is not', async () => {
    const at = (s: number) => () => json(429, { detail: 'Daily', wait_in_seconds: s });
    const a = scripted([at(30), () => json(200, {})], { maxWaitSeconds: 30 });
    await a.c.rest('/api/version');
    expect(a.sleeps).toEqual([30_500]);
    const b = scripted([at(31)], { maxWaitSeconds: 30 });
    const e = await b.c.rest('/api/version').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PdsRateLimitError);
    expect(e).toMatchObject({ reason: 'wait_exceeds_cap', waitSeconds: 31, attempts: 1, status: 429 });
    expect(b.sent).toHaveLength(1);
    expect(b.sleeps).toEqual([]);
  });

  it('maxRetries 0 never retries', async () => {
    const { c, sent } = scripted([() => json(429, { detail: 'Burst', wait_in_seconds: 1 })], { maxRetries: 0 });
    await expect(c.rest('/api/version')).rejects.toMatchObject({ reason: 'retries_exhausted', attempts: 1 });
    expect(sent).toHaveLength(1);
  });

  it('a 500, a GraphQL error and a failed connection are thrown at once', async () => {
    const a = scripted([() => json(500, { detail: 'boom' })]);
    await expect(a.c.rest('/api/version')).rejects.toMatchObject({ status: 500, code: 'http_500' });
    expect(a.sent).toHaveLength(1);
    const b = scripted([() => json(200, { data: null, errors: [{ message: 'nope', extensions: { code: 'NOT_FOUND' } }] })]);
    await expect(b.c.graphql('{ version { apiVersion } }')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 200, extensions: { code: 'NOT_FOUND' } });
    expect(b.sent).toHaveLength(1);
    const c = new PdsClient({
      baseUrl: 'https://pds.example',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(c.rest('/api/version')).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});

describe('requests', () => {
  it('GraphQL: POST /graphql with the printed document, the variables and the key', async () => {
    const { c, sent } = scripted([ok]);
    await c.graphql(OrganizationsDocument, { limit: 1, filter: { search: 'navy' } });
    expect(sent[0].url).toBe('https://pds.example/graphql');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('x-api-key')).toBe('k_test');
    expect(sent[0].headers.get('authorization')).toBeNull();
    const body = JSON.parse(sent[0].body!);
    expect(body.query).toMatch(/^query Organizations\(/);
    expect(body.variables).toEqual({ limit: 1, filter: { search: 'navy' } });
  });

  it('types: typed documents check their variables and type their result; strings are unknown', async () => {
    const { c, sent } = scripted([ok]);
    const typed = c.graphql(OrganizationsDocument, { limit: 1 });
    expectTypeOf(typed).resolves.toEqualTypeOf<OrganizationsQuery>();
    expectTypeOf(c.graphql('{ version { apiVersion } }')).resolves.toBeUnknown();
    // @ts-expect-error limit is an Int
    const wrong = c.graphql(OrganizationsDocument, { limit: 'one' });
    // @ts-expect-error no such variable
    const unknownVar = c.graphql(OrganizationsDocument, { nope: 1 });
    await Promise.all([typed, wrong, unknownVar]);
    expect(sent).toHaveLength(4);
  });

  it('REST: query parameters, OR-lists joined with |, null and undefined left out; a path prefix of baseUrl kept; a bearer token', async () => {
    const { c, sent } = scripted([() => json(200, {})], { baseUrl: 'https://pds.example/prefix/', apiKey: undefined, accessToken: 'tok' });
    await c.rest(paths.contracts(), { naics: ['541511', '541512'], limit: 5, verbose: true, search: undefined, psc: null });
    const url = new URL(sent[0].url);
    expect(url.origin).toBe('https://pds.example');
    expect(url.pathname).toBe('/prefix/api/contracts/');
    expect(url.searchParams.get('naics')).toBe('541511|541512');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('verbose')).toBe('true');
    expect(url.searchParams.has('search')).toBe(false);
    expect(url.searchParams.has('psc')).toBe(false);
    expect(sent[0].headers.get('authorization')).toBe('Bearer tok');
    expect(sent[0].headers.get('x-api-key')).toBeNull();
  });

  it('path helpers encode their segments and refuse one that would name another path', () => {
    expect(paths.contract('A/B C')).toBe('/api/contracts/A%2FB%20C/');
    expect(paths.entityMetrics('UEI1', 12, 'month')).toBe('/api/entities/UEI1/metrics/12/month/');
    expect(() => paths.contract('..')).toThrow(TypeError);
    expect(() => paths.contract('')).toThrow(TypeError);
  });

  it('options are checked', () => {
    expect(() => new PdsClient({ baseUrl: 'not a url' })).toThrow(/absolute URL/);
    expect(() => new PdsClient({ baseUrl: 'ftp://x' })).toThrow(/http or https/);
    expect(() => new PdsClient({ baseUrl: 'https://x', apiKey: 'a', accessToken: 'b' })).toThrow(/not both/);
    expect(() => new PdsClient({ baseUrl: 'https://x', maxRetries: 1.5 })).toThrow(/maxRetries/);
    expect(() => new PdsClient({ baseUrl: 'https://x', maxWaitSeconds: -1 })).toThrow(/maxWaitSeconds/);
    expect(() => new PdsClient({ baseUrl: 'https://x', baseDelayMs: Number.NaN })).toThrow(/baseDelayMs/);
  });

  it('PdsError carries what failed', () => {
    const e = new PdsError({ message: 'm', code: 'validation_error', status: 400, body: { error: 'm' } });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('PdsError');
    expect(e).toMatchObject({ code: 'validation_error', status: 400, body: { error: 'm' } });
  });
});

describe('stabilityOf', () => {
  it('REST paths: helpers, concrete paths with query strings, absolute URLs', () => {
    expect(stabilityOf(paths.sledOpportunities()).stability).toBe('beta');
    expect(stabilityOf(paths.sledOpportunity('abc')).stability).toBe('beta');
    expect(stabilityOf(paths.budgetAccount('012-3456:2024')).stability).toBe('beta');
    expect(stabilityOf(paths.budgetFlowsByEntityUei('ABC123')).stability).toBe('beta');
    expect(stabilityOf('/api/agencies/ABCD/?limit=1').stability).toBe('deprecated');
    expect(stabilityOf('https://pds.example/api/agencies/ABCD/contracts/funding/').surfaces.map((s) => s.resource)).toEqual(['agency_contracts']);
    expect(stabilityOf('/api/agencies').stability).toBe('deprecated');
    expect(stabilityOf(paths.contracts())).toEqual({ stability: 'stable', surfaces: [] });
    expect(stabilityOf('/api/entities/ABC123/').stability).toBe('stable');
  });

  it('GraphQL documents (typed, text with fragments and aliases) and root field names', () => {
    expect(stabilityOf(SledOpportunitiesDocument).stability).toBe('beta');
    expect(stabilityOf(BudgetAccountsDocument).surfaces.map((s) => s.resource)).toEqual(['budget_accounts']);
    expect(stabilityOf(AgenciesDocument).stability).toBe('deprecated');
    expect(stabilityOf(ContractsDocument).stability).toBe('stable');
    const mixed = stabilityOf('query Q { ...F x: contracts { count } } fragment F on Query { a: agency(code: "ABCD") { code } ... on Query { sledCoverage { __typename } } }');
    expect(mixed.stability).toBe('deprecated');
    expect(mixed.surfaces.map((s) => s.resource).sort()).toEqual(['agencies', 'sled_coverage']);
    expect(stabilityOf('budgetFlows').stability).toBe('beta');
    expect(stabilityOf('contracts').stability).toBe('stable');
    expect(() => stabilityOf('{ not graphql')).toThrow(TypeError);
  });
});
