/**
 * Authentication through HTTP: API keys (X-API-KEY) and OAuth2 bearer tokens,
 * every 401 variant with its exact message, on REST and on GraphQL, and the
 * tier a caller's credentials carry into the GraphQL context.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { bearer, createAccessToken, createAccount, createAccountWithKey, keyHeader } from '../helpers/auth.js';
import * as svc from '../../src/admin/service.js';
import { hashToken } from '../../src/auth/secrets.js';
import { API_KEY_PATTERN, generateApiKey, randomBase62 } from '../../src/auth/keys.js';
import { resolvePrincipal } from '../../src/auth/principal.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const MISSING = { detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' };
const INVALID = { detail: 'Invalid API key.' };
const EXPIRED = { detail: 'API key has expired.' };
const INACTIVE = { detail: 'API key is inactive.' };
const BAD_TOKEN = { detail: 'Invalid or expired token.' };

describe('API key generation', () => {
  it('makes pds_live_ keys of 32 base62 characters, stored as sha256 with a 12-character prefix', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const g = generateApiKey();
      expect(g.key).toMatch(API_KEY_PATTERN);
      expect(g.key).toHaveLength(41);
      expect(g.prefix).toBe(g.key.slice(0, 12));
      expect(g.hash).toBe(hashToken(g.key));
      expect(g.hash).toMatch(/^[0-9a-f]{64}$/);
      seen.add(g.key);
    }
    expect(seen.size).toBe(200);
    // every base62 character shows up (no bias towards a subset)
    const chars = new Set(randomBase62(20_000));
    expect(chars.size).toBe(62);
  });
});

describe('API keys (X-API-KEY)', () => {
  it('a valid demo key authenticates and carries its account and tier', async () => {
    const res = await app.json('/api/account/', { headers: keyHeader('demo_medium') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'medium@demo.procurement.example', tier: 'medium', alert_limit: 10 });
    expect(res.body.customer_organization).toMatchObject({ name: 'Demo Capture Partners LLC' });
    expect(res.body.quotas).toEqual({ daily: 50_000, burst: 300, premiumDaily: 500 });
  });

  it('a missing key on an endpoint that requires authentication is 401 "not provided"', async () => {
    for (const path of ['/api/account/', '/api/account/keys/']) {
      const res = await app.json(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(MISSING);
    }
    const blank = await app.json('/api/account/keys/', { headers: { 'x-api-key': '   ' } });
    expect(blank.status).toBe(401);
    expect(blank.body).toEqual(MISSING);
  });

  it('an unknown key is 401 "Invalid API key." even on open endpoints and on GraphQL', async () => {
    for (const key of ['nope', generateApiKey().key, 'DEMO_FREE', 'demo_free_', 'x'.repeat(5000)]) {
      for (const path of ['/api/version', '/api/account/', '/api/no-such-thing/', '/api/grants/']) {
        const res = await app.json(path, { headers: keyHeader(key) });
        expect(res.status, `${path} ${key.slice(0, 20)}`).toBe(401);
        expect(res.body).toEqual(INVALID);
      }
    }
    const gql = await app.graphql('{ version { apiVersion } }', undefined, keyHeader('nope'));
    expect(gql.status).toBe(401);
    // on /graphql the same refusal is GraphQL-shaped, the REST body in extensions
    expect(gql.body).toEqual({ errors: [{ message: INVALID.detail, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 }, body: INVALID } }] });
  });

  it('an expired key is 401 "API key has expired."', async () => {
    const { account, key } = await createAccountWithKey(app.db.prisma, 'small');
    expect((await app.json('/api/account/', { headers: keyHeader(key.key) })).status).toBe(200);
    await svc.expireApiKey(app.db.prisma, key.id, new Date(Date.now() - 1000).toISOString());
    for (const path of ['/api/account/', '/api/version']) {
      const res = await app.json(path, { headers: keyHeader(key.key) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(EXPIRED);
    }
    // a future expiry is fine
    const later = await svc.createApiKey(app.db.prisma, account.id, { name: 'later', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await app.json('/api/account/', { headers: keyHeader(later.key) })).status).toBe(200);
  });

  it('a deactivated key, a revoked key and a key of a deactivated account are 401 "API key is inactive."', async () => {
    const prisma = app.db.prisma;
    const a = await createAccountWithKey(prisma, 'small');
    await prisma.apiKey.update({ where: { id: a.key.id }, data: { is_active: false } });
    const b = await createAccountWithKey(prisma, 'small');
    await prisma.apiKey.update({ where: { id: b.key.id }, data: { revoked_at: new Date() } });
    const c = await createAccountWithKey(prisma, 'large');
    expect((await app.json('/api/account/', { headers: keyHeader(c.key.key) })).status).toBe(200);
    await svc.updateAccount(prisma, c.account.id, { is_active: false });
    for (const key of [a.key.key, b.key.key, c.key.key]) {
      const res = await app.json('/api/account/keys/', { headers: keyHeader(key) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INACTIVE);
      const gql = await app.graphql('{ version { apiVersion } }', undefined, keyHeader(key));
      expect(gql.status).toBe(401);
      // on /graphql the same refusal is GraphQL-shaped, the REST body in extensions
      expect(gql.body).toEqual({ errors: [{ message: INACTIVE.detail, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 }, body: INACTIVE } }] });
    }
    // inactive and expired at once: inactive wins (the owner must re-enable before anything else)
    await prisma.apiKey.update({ where: { id: a.key.id }, data: { expires_at: new Date(Date.now() - 1000) } });
    expect((await app.json('/api/version', { headers: keyHeader(a.key.key) })).body).toEqual(INACTIVE);
  });

  it('messages describe only the presented key: another account being inactive changes nothing', async () => {
    const prisma = app.db.prisma;
    const other = await createAccountWithKey(prisma, 'free');
    await svc.updateAccount(prisma, other.account.id, { is_active: false });
    const res = await app.json('/api/account/', { headers: keyHeader('demo_free') });
    expect(res.status).toBe(200);
    const unknown = await app.json('/api/account/', { headers: keyHeader(generateApiKey().key) });
    expect(unknown.body).toEqual(INVALID);
    expect(JSON.stringify(unknown.body)).not.toMatch(/@|account/i);
  });

  it('updates last_used_at at most once a minute, not on every request', async () => {
    const prisma = app.db.prisma;
    const { key } = await createAccountWithKey(prisma, 'free');
    const lastUsed = async () => (await prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).last_used_at;
    expect(await lastUsed()).toBeNull();
    expect((await app.json('/api/version', { headers: keyHeader(key.key) })).status).toBe(200);
    let first: Date | null = null;
    for (let i = 0; i < 50 && !first; i++) {
      first = await lastUsed();
      if (!first) await new Promise((r) => setTimeout(r, 20));
    }
    expect(first).toBeInstanceOf(Date);
    for (let i = 0; i < 5; i++) expect((await app.json('/api/version', { headers: keyHeader(key.key) })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());
    // once the stored value is over a minute old, the next request writes again
    const old = new Date(Date.now() - 5 * 60_000);
    await prisma.apiKey.update({ where: { id: key.id }, data: { last_used_at: old } });
    const { resetLastUsedCache } = await import('../../src/auth/principal.js');
    resetLastUsedCache();
    expect((await app.json('/api/version', { headers: keyHeader(key.key) })).status).toBe(200);
    let second = old;
    for (let i = 0; i < 50 && second.getTime() === old.getTime(); i++) {
      second = (await lastUsed())!;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(second.getTime()).toBeGreaterThan(old.getTime());
  });
});

describe('OAuth2 bearer tokens', () => {
  it('a valid token resolves to the token account', async () => {
    const account = await createAccount(app.db.prisma, 'large');
    const { token } = await createAccessToken(app.db.prisma, account.id);
    const res = await app.json('/api/account/', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: account.id, tier: 'large' });
    const p = await resolvePrincipal(app.db.prisma, new Headers(bearer(token)));
    expect(p.principal).toMatchObject({ accountId: account.id, tier: 'large', via: 'oauth', customerOrganizationId: null });
    expect(p.principal?.tokenId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('unknown, expired, revoked and empty tokens and tokens of a deactivated account are 401 "Invalid or expired token."', async () => {
    const prisma = app.db.prisma;
    const account = await createAccount(prisma, 'medium');
    const expired = await createAccessToken(prisma, account.id, { expiresInMs: -1000 });
    const revoked = await createAccessToken(prisma, account.id, { revoked: true });
    const other = await createAccount(prisma, 'medium');
    const ofInactive = await createAccessToken(prisma, other.id);
    await svc.updateAccount(prisma, other.id, { is_active: false });
    const headers = [bearer('unknown-token'), bearer(expired.token), bearer(revoked.token), bearer(ofInactive.token), { authorization: 'Bearer' }, { authorization: 'bearer   ' }];
    for (const h of headers) {
      for (const path of ['/api/account/', '/api/version']) {
        const res = await app.fetch(path, { headers: h });
        expect(res.status, `${path} ${JSON.stringify(h)}`).toBe(401);
        expect(await res.json()).toEqual(BAD_TOKEN);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer .*invalid_token/);
      }
      const gql = await app.graphql('{ version { apiVersion } }', undefined, h);
      expect(gql.status).toBe(401);
      // on /graphql the same refusal is GraphQL-shaped, the REST body in extensions
      expect(gql.body).toEqual({ errors: [{ message: BAD_TOKEN.detail, extensions: { code: 'UNAUTHENTICATED', http: { status: 401 }, body: BAD_TOKEN } }] });
    }
  });

  it('refuses another Authorization scheme and two credentials at once', async () => {
    const basic = await app.json('/api/version', { headers: { authorization: 'Basic ZGVtbzpkZW1v' } });
    expect(basic.status).toBe(401);
    expect(basic.body.detail).toMatch(/Unsupported Authorization scheme/);
    const account = await createAccount(app.db.prisma, 'small');
    const { token } = await createAccessToken(app.db.prisma, account.id);
    const both = await app.json('/api/account/', { headers: { ...keyHeader('demo_small'), ...bearer(token) } });
    expect(both.status).toBe(401);
    expect(both.body.detail).toMatch(/not both/);
  });
});

describe('open endpoints without credentials', () => {
  it('serve anonymous callers (credentials are only checked when present)', async () => {
    expect((await app.json('/api/version')).status).toBe(200);
    const gql = await app.graphql('{ version { apiVersion } }');
    expect(gql.status).toBe(200);
  });
});

describe('the GraphQL context carries the caller tier and principal', () => {
  it('free callers are refused a Small-tier operation that small callers get', async () => {
    const q = '{ validateIdentifier(type: uei, value: "ZQGGHJH74DW7") { result } }';
    const free = await app.graphql(q, undefined, keyHeader('demo_free'));
    expect(free.body.errors?.[0].extensions.code).toBe('TIER_REQUIRED');
    const small = await app.graphql(q, undefined, keyHeader('demo_small'));
    expect(small.body).toEqual({ data: { validateIdentifier: { result: 'valid' } } });
    const account = await createAccount(app.db.prisma, 'enterprise');
    const { token } = await createAccessToken(app.db.prisma, account.id);
    const viaToken = await app.graphql(q, undefined, bearer(token));
    expect(viaToken.body).toEqual({ data: { validateIdentifier: { result: 'valid' } } });
  });
});

describe('keys are never stored in clear', () => {
  it('the key table holds only hashes and 12-character prefixes', async () => {
    const { key } = await createAccountWithKey(app.db.prisma, 'small');
    const rows = await app.db.raw.query<Record<string, unknown>>('SELECT * FROM api_key WHERE id = $1', [key.id]);
    expect(JSON.stringify(rows)).not.toContain(key.key);
    expect(rows[0].key_hash).toBe(hashToken(key.key));
    expect(rows[0].prefix).toBe(key.key.slice(0, 12));
  });
});
