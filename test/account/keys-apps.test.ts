/**
 * The account page: API keys (shown once, listed by prefix, revoked at once,
 * the plan's maximum), OAuth2 applications (registered with the operator
 * API's validation, secret shown once, rotated, deleted), the applications an
 * account authorised (PKCE code flow through the shared session, revoked with
 * their refresh tokens), usage (REST, GraphQL viewer and page agree with the
 * rate-limit headers), the plans page behind upgrade_url, CSRF on every form,
 * and no secret in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshEmail, GOOD_PASSWORD, startAccountApp, textOf, type AccountTestApp } from './helpers.js';
import { API_KEY_PATTERN } from '../../src/auth/keys.js';
import { hashToken } from '../../src/auth/secrets.js';
import { basic, hiddenFields, pkcePair } from '../oauth/flow.js';
import { UPGRADE_URL } from '../../src/engine/gating/tiers.js';
import { resources } from '../../src/resources/index.js';
import { quotasFor } from '../../src/plans.js';
import * as svc from '../../src/admin/service.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';

let t: AccountTestApp;
/** every password, key and secret seen in this file: none may reach the log */
const secrets: string[] = [];

beforeAll(async () => {
  t = await startAccountApp({ ACCOUNT_THROTTLE: JSON.stringify({ signup: { address: 1000 }, signin: { address: 1000 } }) });
});
afterAll(() => t?.close());

/** A verified, signed-in account (sign-up, the mailed link, sign-in). */
async function verifiedBrowser(label: string, password = GOOD_PASSWORD) {
  const email = freshEmail(label);
  const b = new Browser(t);
  expect((await b.post('/account/signup/', { email, password })).status).toBe(200);
  const link = new URL(await t.link(email, '/account/verify/'));
  expect((await b.submit(link.pathname + link.search, '/account/verify/')).status).toBe(200);
  expect((await b.post('/account/login/', { email, password })).status).toBe(303);
  secrets.push(password);
  const account = await t.db.prisma.account.findUniqueOrThrow({ where: { email } });
  return { b, email, account };
}

function valueOf(html: string, id: string): string {
  const m = new RegExp(`id="${id}" type="text" readonly value="([^"]+)"`).exec(html);
  expect(m, `no field ${id}`).toBeTruthy();
  return m![1];
}

const api = (path: string, key: string, init: RequestInit = {}) => t.fetch(path, { ...init, headers: { 'x-api-key': key, ...(init.headers as Record<string, string>) } });

describe('API keys', () => {
  it('create (shown once) -> GET /api/contracts/ -> listed by prefix -> revoke -> 401 on the very next request', async () => {
    const { b, account } = await verifiedBrowser('keys');
    const created = await b.post('/account/keys/', { name: 'CI pipeline' });
    expect(created.status).toBe(201);
    expect(created.res.headers.get('cache-control')).toBe('no-store');
    const key = valueOf(created.text, 'new-key');
    secrets.push(key);
    expect(key).toMatch(API_KEY_PATTERN);
    expect(created.text).toContain('data-copy="new-key"');
    const row = await t.db.prisma.apiKey.findFirstOrThrow({ where: { account_id: account.id } });
    expect(row).toMatchObject({ name: 'CI pipeline', key_hash: hashToken(key), prefix: key.slice(0, 12), expires_at: null, revoked_at: null });

    const contracts = await api('/api/contracts/?limit=2', key);
    expect(contracts.status).toBe(200);
    expect(contracts.headers.get('x-ratelimit-daily-limit')).toBe(String(quotasFor('free').daily));

    const page = await b.get('/account/');
    expect(page.text).toContain(`<code>${key.slice(0, 12)}…</code>`);
    expect(page.text).not.toContain(key);
    expect(textOf(page.text)).toContain('CI pipeline');

    const revoke = await b.post(`/account/keys/${row.id}/revoke/`, {});
    expect(revoke.status).toBe(303);
    expect(revoke.location).toBe('/account/?done=key-revoked#keys');
    const after = await api('/api/contracts/?limit=2', key);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ detail: 'API key is inactive.' });
    expect((await t.db.prisma.apiKey.findUniqueOrThrow({ where: { id: row.id } })).revoked_at).toBeInstanceOf(Date);
    // revoking again, or another account's key: the page says so (404), nothing changes
    const again = await b.post(`/account/keys/${row.id}/revoke/`, {});
    expect(again.status).toBe(404);
    const other = await verifiedBrowser('keys-other');
    const foreign = await other.b.post(`/account/keys/${row.id}/revoke/`, {});
    expect(foreign.status).toBe(404);
  });

  it('an optional expiry date: the key stops at 00:00 UTC that day; a past date is refused', async () => {
    const { b, account } = await verifiedBrowser('expiry');
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await b.post('/account/keys/', { name: 'ten days', expires_at: day });
    expect(created.status).toBe(201);
    secrets.push(valueOf(created.text, 'new-key'));
    expect((await t.db.prisma.apiKey.findFirstOrThrow({ where: { account_id: account.id } })).expires_at?.toISOString()).toBe(`${day}T00:00:00.000Z`);
    const past = await b.post('/account/keys/', { name: 'past', expires_at: '2001-01-01' });
    expect(past.status).toBe(400);
    expect(textOf(past.text)).toContain('expires_at must be in the future');
    const blank = await b.post('/account/keys/', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(textOf(blank.text)).toContain('name is required');
  });

  it('the plan maximum holds on the page and on POST /api/account/keys/ (Free 2, Small 5)', async () => {
    const { b, account } = await verifiedBrowser('max');
    const keys: string[] = [];
    for (const name of ['one', 'two']) {
      const res = await b.post('/account/keys/', { name });
      expect(res.status).toBe(201);
      keys.push(valueOf(res.text, 'new-key'));
    }
    secrets.push(...keys);
    const third = await b.post('/account/keys/', { name: 'three' });
    expect(third.status).toBe(400);
    expect(textOf(third.text)).toContain('the Free plan allows at most 2 API keys');
    const viaApi = await api('/api/account/keys/', keys[0], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'three' }) });
    expect(viaApi.status).toBe(400);
    expect(await viaApi.json()).toEqual({ error: expect.stringContaining('at most 2 API keys'), code: 'validation_error' });
    expect(await t.db.prisma.apiKey.count({ where: { account_id: account.id, revoked_at: null } })).toBe(2);
    // the page no longer offers the form
    expect((await b.get('/account/')).text).not.toContain('action="/account/keys/"');

    // concurrent creates never pass the maximum
    await svc.updateAccount(t.db.prisma, account.id, { tier: 'small' });
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api('/api/account/keys/', keys[0], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `k${i}` }) })),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    for (const r of burst) if (r.status === 201) secrets.push(((await r.json()) as { key: string }).key);
    expect(await t.db.prisma.apiKey.count({ where: { account_id: account.id, revoked_at: null } })).toBe(5);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('a key revoked on the page, seen by another instance of the same PostgreSQL database', () => {
  it('is refused there within 2 seconds (its cached credential is dropped by pds_auth_changes)', async () => {
    const url = (t.db as Database & { url?: string }).url!;
    const other = await openDatabase({ url, migrate: false, poolSize: 2 });
    try {
      const second = createApp({ db: other, logger: createLogger('silent') });
      await second.listening;
      const { b, account } = await verifiedBrowser('instances');
      const created = await b.post('/account/keys/', { name: 'two instances' });
      const key = valueOf(created.text, 'new-key');
      secrets.push(key);
      const onOther = () => second.fetch(new Request('http://other.local/api/account/', { headers: { 'x-api-key': key } }));
      // cached there now
      for (let i = 0; i < 2; i++) expect((await onOther()).status).toBe(200);
      const row = await t.db.prisma.apiKey.findFirstOrThrow({ where: { account_id: account.id } });
      expect((await b.post(`/account/keys/${row.id}/revoke/`, {})).status).toBe(303);
      const started = Date.now();
      let status = 200;
      while (Date.now() - started < 2000) {
        status = (await onOther()).status;
        if (status === 401) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('OAuth2 applications', () => {
  it("register with the operator API's validation, secret shown once, rotate, delete", async () => {
    const { b, account } = await verifiedBrowser('apps');
    const bad = await b.post('/account/applications/', { name: 'Bad', redirect_uris: 'http://evil.example/cb', grants: ['authorization_code'] });
    expect(bad.status).toBe(400);
    expect(textOf(bad.text)).toContain('must use https (plain http only for 127.0.0.1, localhost or [::1])');
    expect(bad.text).toContain('http://evil.example/cb'); // the form keeps what was typed
    const noUri = await b.post('/account/applications/', { name: 'No URI', redirect_uris: '', grants: ['authorization_code'] });
    expect(textOf(noUri.text)).toContain('the authorization_code grant needs at least one redirect URI');

    const ok = await b.post('/account/applications/', { name: 'Pipeline', redirect_uris: 'http://127.0.0.1:9/cb\nhttps://app.example/oauth/cb', grants: ['authorization_code', 'refresh_token', 'client_credentials'] });
    expect(ok.status).toBe(201);
    const clientId = valueOf(ok.text, 'client-id');
    const secret = valueOf(ok.text, 'client-secret');
    secrets.push(secret);
    const row = await t.db.prisma.oAuthClient.findUniqueOrThrow({ where: { client_id: clientId } });
    expect(row).toMatchObject({ account_id: account.id, name: 'Pipeline', redirect_uris: ['http://127.0.0.1:9/cb', 'https://app.example/oauth/cb'], grants: ['authorization_code', 'refresh_token', 'client_credentials'], client_secret_hash: hashToken(secret) });
    const page = await b.get('/account/');
    expect(page.text).toContain(clientId);
    expect(page.text).not.toContain(secret);

    const tokenOf = async (s: string) => {
      const res = await t.fetch('/o/token/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, s) }, body: 'grant_type=client_credentials' });
      return { status: res.status, body: (await res.json()) as { access_token?: string; error?: string } };
    };
    const first = await tokenOf(secret);
    expect(first.status).toBe(200);
    secrets.push(first.body.access_token!);

    const rotated = await b.post(`/account/applications/${row.id}/rotate/`, {});
    expect(rotated.status).toBe(200);
    const secret2 = valueOf(rotated.text, 'client-secret');
    secrets.push(secret2);
    expect(secret2).not.toBe(secret);
    expect((await tokenOf(secret)).body.error).toBe('invalid_client');
    const second = await tokenOf(secret2);
    expect(second.status).toBe(200);
    secrets.push(second.body.access_token!);
    // tokens issued before the rotation stay valid
    expect((await t.fetch('/api/version', { headers: { authorization: `Bearer ${first.body.access_token}` } })).status).toBe(200);

    // another account cannot touch it
    const other = await verifiedBrowser('apps-other');
    expect((await other.b.post(`/account/applications/${row.id}/delete/`, {})).status).toBe(404);
    expect((await other.b.post(`/account/applications/${row.id}/rotate/`, {})).status).toBe(404);

    const del = await b.post(`/account/applications/${row.id}/delete/`, {});
    expect(del.status).toBe(303);
    expect(await t.db.prisma.oAuthClient.count({ where: { client_id: clientId } })).toBe(0);
    expect((await t.fetch('/api/version', { headers: { authorization: `Bearer ${second.body.access_token}` } })).status).toBe(401);
    expect((await tokenOf(secret2)).body.error).toBe('invalid_client');
  });

  it('authorization code + PKCE through an application, listed as authorised, revoked with its refresh token', async () => {
    const owner = await verifiedBrowser('app-owner');
    const reg = await owner.b.post('/account/applications/', { name: 'Partner portal', redirect_uris: 'http://127.0.0.1:8765/partner', grants: ['authorization_code', 'refresh_token'] });
    const clientId = valueOf(reg.text, 'client-id');
    const secret = valueOf(reg.text, 'client-secret');
    secrets.push(secret);

    // another person, signed in on the account pages, is signed in for the consent page too
    const user = await verifiedBrowser('app-user');
    const pkce = pkcePair('S256');
    const authorize = `/o/authorize/?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: 'http://127.0.0.1:8765/partner', state: 's1', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`;
    const consent = await user.b.get(authorize);
    expect(consent.status).toBe(200);
    expect(textOf(consent.text)).toContain('Authorize Partner portal');
    expect(consent.text).toContain(user.email);
    const allow = await user.b.post('/o/authorize/', { ...hiddenFields(consent.text), decision: 'allow' }, { csrf: false });
    expect(allow.status).toBe(302);
    const cb = new URL(allow.location!);
    expect(cb.searchParams.get('state')).toBe('s1');
    const exchange = await t.fetch('/o/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, secret) },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: cb.searchParams.get('code')!, redirect_uri: 'http://127.0.0.1:8765/partner', code_verifier: pkce.verifier }).toString(),
    });
    expect(exchange.status).toBe(200);
    const tokens = (await exchange.json()) as { access_token: string; refresh_token: string };
    secrets.push(tokens.access_token, tokens.refresh_token);
    const me = await t.fetch('/api/account/', { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(user.email);

    const page = await user.b.get('/account/');
    expect(textOf(page.text)).toContain('Partner portal');
    const revoke = await user.b.post('/account/authorizations/revoke/', { client_id: clientId });
    expect(revoke.status).toBe(303);
    expect((await t.fetch('/api/account/', { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
    const refresh = await t.fetch('/o/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, secret) },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString(),
    });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { error: string }).error).toBe('invalid_grant');
    expect(textOf((await user.b.get('/account/')).text)).toContain('No application holds access to your account.');
    expect((await user.b.post('/account/authorizations/revoke/', { client_id: clientId })).status).toBe(404);
  });
});

describe('usage', () => {
  it('REST, GraphQL viewer and the page report the counters the rate-limit headers show', async () => {
    const { b, account } = await verifiedBrowser('usage');
    const created = await b.post('/account/keys/', { name: 'usage' });
    const key = valueOf(created.text, 'new-key');
    secrets.push(key);
    for (let i = 0; i < 3; i++) expect((await api('/api/version', key)).status).toBe(200);
    const res = await api('/api/account/usage/', key);
    expect(res.status).toBe(200);
    const usage = (await res.json()) as any;
    const q = quotasFor('free');
    // the report counts itself: 3 + 1 requests today on a new account
    expect(usage).toMatchObject({ tier: 'free', day: new Date().toISOString().slice(0, 10), daily: { limit: q.daily, used: 4, remaining: q.daily - 4 }, burst: { limit: q.burst, used: 4, remaining: q.burst - 4 } });
    expect(usage.daily.remaining).toBe(Number(res.headers.get('x-ratelimit-daily-remaining')));
    expect(usage.burst.remaining).toBe(Number(res.headers.get('x-ratelimit-burst-remaining')));
    expect(Math.abs(usage.daily.reset - Number(res.headers.get('x-ratelimit-daily-reset')))).toBeLessThanOrEqual(1);
    expect(usage.burst.reset).toBeGreaterThan(0);
    expect(usage.burst.reset).toBeLessThanOrEqual(60);
    expect(new Date(usage.daily.resets_at).toISOString()).toBe(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`);
    expect(usage.premium).toEqual([{ family: 'lcats', label: 'labor-rate endpoints', limit: 0, used: 0, remaining: 0, reset: expect.any(Number), resets_at: expect.any(String) }]);

    const gql = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: '{ viewer { id email emailVerified tier plan apiKeyLimit alertLimit usage { tier day daily { limit used remaining reset resetsAt } burst { limit used remaining } premium { family label limit used remaining } } } }' }),
    });
    expect(gql.status).toBe(200);
    const body = (await gql.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toMatchObject({ id: account.id, emailVerified: true, tier: 'free', plan: 'Free', apiKeyLimit: 2, alertLimit: 1 });
    // one request more: the GraphQL one
    expect(body.data.viewer.usage).toMatchObject({ tier: 'free', day: usage.day, daily: { limit: q.daily, used: 5, remaining: q.daily - 5, resetsAt: usage.daily.resets_at }, burst: { used: 5 }, premium: [{ family: 'lcats', limit: 0, used: 0 }] });
    expect(body.data.viewer.usage.daily.remaining).toBe(Number(gql.headers.get('x-ratelimit-daily-remaining')));

    // the page reads the same counters (it is not an /api/ request: it counts nothing)
    const page = textOf((await b.get('/account/')).text);
    expect(page).toContain(`Daily (requests per UTC day) ${q.daily.toLocaleString('en-US')} 5 ${(q.daily - 5).toLocaleString('en-US')}`);
    expect(page).toContain(`Burst (requests per minute) ${q.burst} 5 ${q.burst - 5}`);
  });

  it('a premium budget: the labor-rate requests of a Small account', async () => {
    const { account } = await verifiedBrowser('premium');
    await svc.updateAccount(t.db.prisma, account.id, { tier: 'small' });
    const key = await svc.createApiKey(t.db.prisma, account.id, { name: 'k' });
    secrets.push(key.key);
    const idv = await t.db.prisma.laborRate.findFirstOrThrow({ select: { idv_key: true } });
    const lcats = await api(`/api/idvs/${encodeURIComponent(idv.idv_key)}/lcats/`, key.key);
    expect(lcats.status).toBe(200);
    const usage = (await (await api('/api/account/usage/', key.key)).json()) as any;
    const q = quotasFor('small');
    expect(usage.premium).toEqual([expect.objectContaining({ family: 'lcats', limit: q.premiumDaily, used: 1, remaining: q.premiumDaily - 1 })]);
    expect(usage.premium[0].remaining).toBe(Number(lcats.headers.get('x-ratelimit-premium-remaining')));
    // the premium request replaced daily and burst: only the usage request counted there
    expect(usage.daily.used).toBe(1);
  });

  it('401 without credentials (REST and GraphQL), 405 for other methods', async () => {
    const res = await t.fetch('/api/account/usage/');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    const gql = await t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { id } }' }) });
    const body = (await gql.json()) as any;
    expect(body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', body: { detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' } });
    expect(body.data.viewer).toBeNull();
    const post = await t.fetch('/api/account/usage/', { method: 'POST', headers: { 'x-api-key': 'demo_free' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});

describe('plans page (upgrade_url)', () => {
  it('every 403 tier_required points at it; it lists the quotas and every gate of the registry', async () => {
    const denied = await t.fetch('/api/validate/', { method: 'POST', headers: { 'x-api-key': 'demo_free', 'content-type': 'application/json' }, body: '{"type":"uei","value":"ZQGGHJH74DW7"}' });
    expect(denied.status).toBe(403);
    const body = (await denied.json()) as { upgrade_url: string };
    expect(body.upgrade_url).toBe(UPGRADE_URL);
    expect(new URL(body.upgrade_url).pathname).toBe('/account/plans/');
    const page = await t.fetch(new URL(body.upgrade_url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = textOf(html);
    for (const tier of ['free', 'small', 'medium', 'large', 'enterprise'] as const) {
      expect(text).toContain(quotasFor(tier).daily.toLocaleString('en-US'));
    }
    // the sections by required plan, checked against the declarations
    const section = (label: string) => {
      const start = html.indexOf(`<h3>${label} and above</h3>`);
      expect(start, label).toBeGreaterThan(0);
      const end = html.indexOf('<h3>', start + 5);
      return html.slice(start, end < 0 ? undefined : end);
    };
    const labels: Record<string, string> = { small: 'Small', medium: 'Medium', large: 'Large', enterprise: 'Enterprise' };
    let checked = 0;
    for (const spec of resources) {
      if (spec.tier && spec.tier !== 'free') {
        for (const r of spec.routes) expect(section(labels[spec.tier]), `${spec.name} ${r.path}`).toContain(r.path.replace(/:([A-Za-z_]+)/g, '{$1}'));
        checked++;
      }
      for (const [name, f] of Object.entries(spec.filters)) {
        if (f.tier && f.tier !== spec.tier) {
          expect(section(labels[f.tier]), `${spec.name}.${name}`).toContain(`<code>${name}</code>`);
          checked++;
        }
      }
      for (const [name, f] of Object.entries(spec.fields)) {
        if (f.tier && f.tier !== 'free' && f.tier !== spec.tier) {
          expect(section(labels[f.tier]), `${spec.name}.${name}`).toContain(`<code>${name}</code>`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    // a gate below the top level: sled_opportunities.attachments[].extracted_text is declared Small inside the
    // ungated attachments join; the page lists it by its dotted path among that resource's Small fields
    const sled = resources.find((r) => r.name === 'sled_opportunities')!;
    expect(sled.tier ?? 'free').toBe('free');
    const attachments = sled.fields.attachments;
    expect(attachments?.kind).toBe('join');
    expect(attachments.tier ?? 'free').toBe('free');
    expect(attachments.kind !== 'leaf' && attachments.fields.extracted_text?.tier).toBe('small');
    const sledFields = /<li>Fields of <strong>sled opportunities<\/strong>:.*?<\/li>/.exec(section('Small'));
    expect(sledFields, 'the Small fields of sled opportunities').toBeTruthy();
    expect(sledFields![0]).toContain('<code>attachments.extracted_text</code>');
    // only there: not offered as a top-level field, nor under another plan
    expect(html.match(/<code>(attachments\.)?extracted_text<\/code>/g)).toEqual(['<code>attachments.extracted_text</code>']);
    expect(section('Small')).toContain('/api/validate/');
    expect(text).toContain('Premium budget per UTC day: labor-rate endpoints');
  });
});

describe('CSRF', () => {
  it('every form posted without its token is refused (403) and changes nothing', async () => {
    const { b, account } = await verifiedBrowser('csrf');
    const key = await svc.createApiKey(t.db.prisma, account.id, { name: 'keep' });
    secrets.push(key.key);
    const registered = await svc.registerOAuthClient(t.db.prisma, account.id, { name: 'keep app', redirect_uris: ['https://keep.example/cb'], grants: ['authorization_code', 'client_credentials'] });
    secrets.push(registered.client_secret);
    const app = await t.db.prisma.oAuthClient.findUniqueOrThrow({ where: { client_id: registered.client_id } });
    const forms: [string, Record<string, string>][] = [
      ['/account/signup/', { email: freshEmail('csrf-x'), password: GOOD_PASSWORD }],
      ['/account/login/', { email: 'free@demo.procurement.example', password: 'demo-free-password' }],
      ['/account/logout/', {}],
      ['/account/password/forgot/', { email: 'free@demo.procurement.example' }],
      ['/account/password/reset/', { token: 'x', password: GOOD_PASSWORD }],
      ['/account/invitation/', { token: 'x', password: GOOD_PASSWORD }],
      ['/account/password/', { current_password: GOOD_PASSWORD, new_password: 'another-quiet-passphrase' }],
      ['/account/email/', { email: freshEmail('csrf-y'), current_password: GOOD_PASSWORD }],
      ['/account/email/confirm/', { token: 'x' }],
      ['/account/verify/', { token: 'x' }],
      ['/account/verify/resend/', {}],
      ['/account/keys/', { name: 'forged' }],
      [`/account/keys/${key.id}/revoke/`, {}],
      ['/account/applications/', { name: 'forged', redirect_uris: 'https://x.example/cb' }],
      [`/account/applications/${app.id}/rotate/`, {}],
      [`/account/applications/${app.id}/delete/`, {}],
      ['/account/authorizations/revoke/', { client_id: 'x' }],
      ['/o/login/', { email: 'free@demo.procurement.example', password: 'demo-free-password' }],
    ];
    for (const [path, fields] of forms) {
      const none = await b.post(path, fields, { csrf: false });
      expect(none.status, path).toBe(403);
      const forged = await b.post(path, { ...fields, csrf_token: 'forged' }, { csrf: false });
      expect(forged.status, path).toBe(403);
    }
    // another browser's token does not fit this browser's cookie
    const other = new Browser(t);
    const token = await other.csrf();
    expect((await b.post('/account/keys/', { name: 'crossed', csrf_token: token }, { csrf: false })).status).toBe(403);
    // a cookie and token pair obtained elsewhere (signed out, or signed in to another account) and planted in this
    // browser (cookie tossing from a sibling subdomain) does not fit: the token is bound to the session
    const ownCsrf = b.jar.get('pds_csrf')!;
    for (const attacker of [new Browser(t), (await verifiedBrowser('csrf-attacker')).b]) {
      const pair = { token: await attacker.csrf(), cookie: attacker.jar.get('pds_csrf')! };
      b.jar.set('pds_csrf', pair.cookie);
      expect((await b.post('/account/keys/', { name: 'planted', csrf_token: pair.token }, { csrf: false })).status).toBe(403);
      expect((await b.post(`/account/keys/${key.id}/revoke/`, { csrf_token: pair.token }, { csrf: false })).status).toBe(403);
    }
    b.jar.set('pds_csrf', ownCsrf);
    expect(await t.db.prisma.apiKey.count({ where: { account_id: account.id } })).toBe(1);
    expect((await t.db.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revoked_at).toBeNull();
    // the application is neither rotated nor deleted, and none was registered: its secret still works
    expect(await t.db.prisma.oAuthClient.count({ where: { account_id: account.id } })).toBe(1);
    expect(await t.db.prisma.oAuthClient.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({ client_secret_hash: app.client_secret_hash, is_active: true });
    const issued = await t.fetch('/o/token/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(registered.client_id, registered.client_secret) }, body: 'grant_type=client_credentials' });
    expect(issued.status).toBe(200);
    secrets.push(((await issued.json()) as { access_token: string }).access_token);
    expect((await b.get('/account/')).status).toBe(200); // still signed in
  });

  it('pages are not cached, not framed and send no Referer; other methods 405; unknown pages 404', async () => {
    const res = await t.fetch('/account/login/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await res.text()).match(/<link|src="http|href="http/g)).toBeNull();
    const put = await t.fetch('/account/login/', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect((await t.fetch('/account/nothing-here/')).status).toBe(404);
    expect((await t.fetch('/account')).status).toBe(303);
    const big = await t.fetch('/account/login/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=' + 'x'.repeat(20_000) });
    expect(big.status).toBe(400);
    const nul = await t.fetch('/account/login/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%00b' });
    expect(nul.status).toBe(400);
  });
});

describe('logs', () => {
  it('hold no password, key, client secret or token of this file', async () => {
    await t.app.listening;
    const log = t.lines.join('\n');
    expect(secrets.length).toBeGreaterThan(15);
    for (const s of secrets) expect(log.includes(s), `a secret of ${s.length} characters is in the log`).toBe(false);
    expect(log).toContain('e-mail not sent (no SMTP_URL configured)');
  });
});
