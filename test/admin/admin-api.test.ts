/** The operator API under /admin/: the token guard and every operation, through HTTP. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/auth.js';
import { hashToken } from '../../src/auth/secrets.js';
import { API_KEY_PATTERN } from '../../src/auth/keys.js';

const TOKEN = 'admin-test-token-0123456789abcdef';
let app: TestApp;
let previous: string | undefined;

beforeAll(async () => {
  previous = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = TOKEN;
  app = await startTestApp();
});
afterAll(async () => {
  if (previous === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previous;
  await app?.close();
});
afterEach(() => {
  process.env.ADMIN_TOKEN = TOKEN;
});

const auth = { authorization: `Bearer ${TOKEN}` };
function call(method: string, path: string, body?: unknown, headers: Record<string, string> = auth) {
  return app.json(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
async function newAccount(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/admin/accounts/', { name: 'Acme Analytics', email: uniqueEmail('admin'), tier: 'small', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('the operator token', () => {
  it('without ADMIN_TOKEN the operator API is disabled with 503', async () => {
    delete process.env.ADMIN_TOKEN;
    const res = await call('GET', '/admin/accounts/');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: expect.stringContaining('set ADMIN_TOKEN'), code: 'admin_disabled' });
    process.env.ADMIN_TOKEN = 'short';
    const short = await call('GET', '/admin/accounts/', undefined, { authorization: 'Bearer short' });
    expect(short.status).toBe(503);
    expect(short.body.error).toMatch(/at least 16 characters/);
  });

  it('a missing or wrong token is 401; the right one passes', async () => {
    const missing = await call('GET', '/admin/accounts/', undefined, {});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const wrong of [TOKEN.slice(0, -1), TOKEN + 'x', TOKEN.toUpperCase(), 'x', TOKEN.slice(0, -1) + 'g', 'demo_enterprise']) {
      const res = await call('GET', '/admin/accounts/', undefined, { authorization: `Bearer ${wrong}` });
      expect(res.status, wrong).toBe(401);
      expect(res.body).toEqual({ detail: 'Invalid admin token.' });
    }
    // an account API key is not an operator token
    expect((await call('GET', '/admin/accounts/', undefined, { 'x-api-key': 'demo_enterprise' })).status).toBe(401);
    const ok = await call('GET', '/admin/accounts/');
    expect(ok.status).toBe(200);
    expect(ok.body.count).toBeGreaterThanOrEqual(5);
    expect(ok.body.results.map((a: { email: string }) => a.email)).toContain('enterprise@demo.procurement.example');
  });

  it('unknown operator paths need the token too, then answer 404', async () => {
    expect((await call('GET', '/admin/nothing/', undefined, {})).status).toBe(401);
    const res = await call('GET', '/admin/nothing/');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('accounts', () => {
  it('create, show, list, change tier, deactivate', async () => {
    const a = await newAccount();
    expect(a).toMatchObject({ name: 'Acme Analytics', tier: 'small', is_active: true, customer_organization: null, alert_limit: 5, quotas: { daily: 10_000, burst: 120, premiumDaily: 100 } });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('GET', `/admin/accounts/${a.id}/`)).body).toEqual(a);
    expect((await call('GET', `/admin/accounts/${a.id}`)).status).toBe(200);

    const up = await call('PATCH', `/admin/accounts/${a.id}/`, { tier: 'enterprise', alert_limit_override: 250 });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ tier: 'enterprise', alert_limit: 250, alert_limit_override: 250 });
    const down = await call('PATCH', `/admin/accounts/${a.id}/`, { tier: 'large' });
    expect(down.body).toMatchObject({ tier: 'large', alert_limit: 25, alert_limit_override: null });
    const off = await call('PATCH', `/admin/accounts/${a.id}/`, { is_active: false });
    expect(off.body.is_active).toBe(false);
  });

  it('with a new customer organisation, or joining an existing one', async () => {
    const a = await newAccount({ customer_organization_name: 'Globex Federal LLC' });
    expect(a.customer_organization).toMatchObject({ name: 'Globex Federal LLC' });
    const b = await newAccount({ customer_organization_id: a.customer_organization.id });
    expect(b.customer_organization).toEqual(a.customer_organization);
    const unknownOrg = await call('POST', '/admin/accounts/', { name: 'x', email: uniqueEmail(), tier: 'free', customer_organization_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownOrg.status).toBe(404);
  });

  it('a new account has no API key', async () => {
    const a = await newAccount();
    const keys = await call('GET', `/admin/accounts/${a.id}/keys/`);
    expect(keys.body).toEqual({ count: 0, results: [] });
  });

  it('bad input is 400 validation_error, duplicates 409, unknown ids 404', async () => {
    const bad: [unknown, RegExp][] = [
      [{ email: uniqueEmail(), tier: 'small' }, /name is required/],
      [{ name: 'x', tier: 'small' }, /email is required/],
      [{ name: 'x', email: 'not-an-email', tier: 'small' }, /e-mail address/],
      [{ name: 'x', email: uniqueEmail() }, /tier is required/],
      [{ name: 'x', email: uniqueEmail(), tier: 'gold' }, /tier must be one of: free, small, medium, large, enterprise/],
      [{ name: 'x', email: uniqueEmail(), tier: 'small', alert_limit_override: 9 }, /enterprise tier only/],
      [{ name: 'x', email: uniqueEmail(), tier: 'small', customer_organization_id: 'a', customer_organization_name: 'b' }, /not both/],
      [{ name: 'x', email: uniqueEmail(), tier: 'small', role: 'admin' }, /unknown field: role/],
      ['{not json', /valid JSON/],
      ['[]', /JSON object/],
    ];
    for (const [body, message] of bad) {
      const res = await call('POST', '/admin/accounts/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: expect.stringMatching(message), code: 'validation_error' });
    }
    const a = await newAccount();
    const dup = await call('POST', '/admin/accounts/', { name: 'again', email: a.email.toUpperCase(), tier: 'free' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('conflict');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call('GET', `/admin/accounts/${id}/`)).status).toBe(404);
      expect((await call('PATCH', `/admin/accounts/${id}/`, { tier: 'small' })).status).toBe(404);
      expect((await call('POST', `/admin/accounts/${id}/keys/`, { name: 'k' })).status).toBe(404);
    }
    expect((await call('PATCH', `/admin/accounts/${a.id}/`, { tier: 'platinum' })).status).toBe(400);
    expect((await call('PATCH', `/admin/accounts/${a.id}/`, {})).status).toBe(400);
  });
});

describe('API keys', () => {
  it('create (full key once), list (never the key), rename, expire, deactivate', async () => {
    const a = await newAccount({ tier: 'medium' });
    const created = await call('POST', `/admin/accounts/${a.id}/keys/`, { name: 'ingest' });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(API_KEY_PATTERN);
    const key = created.body.key as string;
    const row = await app.db.prisma.apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.key_hash).toBe(hashToken(key));

    const list = await call('GET', `/admin/accounts/${a.id}/keys/`);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id: created.body.id, name: 'ingest', prefix: key.slice(0, 12), status: 'active' });
    expect(JSON.stringify(list.body)).not.toContain(key);

    const acct = await app.json('/api/account/', { headers: { 'x-api-key': key } });
    expect(acct.body).toMatchObject({ id: a.id, tier: 'medium' });

    const renamed = await call('PATCH', `/admin/keys/${created.body.id}/`, { name: 'ingest (prod)' });
    expect(renamed.body.name).toBe('ingest (prod)');

    const expired = await call('POST', `/admin/keys/${created.body.id}/expire/`);
    expect(expired.status).toBe(200);
    expect(expired.body.status).toBe('expired');
    expect((await app.json('/api/account/', { headers: { 'x-api-key': key } })).body).toEqual({ detail: 'API key has expired.' });

    // reopen with a later expiry, then deactivate
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call('PATCH', `/admin/keys/${created.body.id}/`, { expires_at: later })).body.expires_at).toBe(later);
    expect((await app.json('/api/account/', { headers: { 'x-api-key': key } })).status).toBe(200);
    const off = await call('POST', `/admin/keys/${created.body.id}/deactivate/`);
    expect(off.body).toMatchObject({ is_active: false, status: 'inactive' });
    expect((await app.json('/api/account/', { headers: { 'x-api-key': key } })).body).toEqual({ detail: 'API key is inactive.' });

    const scheduled = await call('POST', `/admin/keys/${created.body.id}/expire/`, { at: '2030-01-01T00:00:00Z' });
    expect(scheduled.body.expires_at).toBe('2030-01-01T00:00:00.000Z');
  });

  it('key operations validate input and ids', async () => {
    const a = await newAccount();
    expect((await call('POST', `/admin/accounts/${a.id}/keys/`, {})).status).toBe(400);
    expect((await call('POST', `/admin/accounts/${a.id}/keys/`, { name: 'x', expires_at: 'soon' })).status).toBe(400);
    expect((await call('PATCH', '/admin/keys/00000000-0000-4000-8000-000000000000/', { name: 'x' })).status).toBe(404);
    expect((await call('POST', '/admin/keys/bad-id/deactivate/')).status).toBe(404);
    expect((await call('POST', '/admin/keys/00000000-0000-4000-8000-000000000000/expire/')).status).toBe(404);
    const k = await call('POST', `/admin/accounts/${a.id}/keys/`, { name: 'x' });
    expect((await call('PATCH', `/admin/keys/${k.body.id}/`, { is_active: 'no' })).status).toBe(400);
    expect((await call('POST', `/admin/keys/${k.body.id}/expire/`, { at: 'yesterday' })).status).toBe(400);
  });
});

describe('storefront contract links', () => {
  async function contracts(n: number): Promise<string[]> {
    const rows = await app.db.raw.query<{ contract_number: string }>(
      `SELECT contract_number FROM schedule_catalog_contract c
        WHERE NOT EXISTS (SELECT 1 FROM storefront_contract_link l WHERE l.contract_number = c.contract_number)
        ORDER BY contract_number LIMIT $1`,
      [n],
    );
    expect(rows.length).toBe(n);
    return rows.map((r) => r.contract_number);
  }

  it('link to the account and to its organisation, list, unlink', async () => {
    const a = await newAccount({ customer_organization_name: 'Initech Gov' });
    const [c1, c2] = await contracts(2);
    const own = await call('POST', `/admin/accounts/${a.id}/storefront-links/`, { contract_number: c1 });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ contract_number: c1, scope: 'account', account_id: a.id, customer_organization_id: null });
    const org = await call('POST', `/admin/accounts/${a.id}/storefront-links/`, { contract_number: c2, scope: 'organization' });
    expect(org.status).toBe(201);
    expect(org.body).toMatchObject({ contract_number: c2, scope: 'organization', account_id: null, customer_organization_id: a.customer_organization.id });

    // a colleague in the same organisation sees the organisation link, not the personal one
    const colleague = await newAccount({ customer_organization_id: a.customer_organization.id });
    const seen = await call('GET', `/admin/accounts/${colleague.id}/storefront-links/`);
    expect(seen.body.results.map((l: { contract_number: string }) => l.contract_number)).toEqual([c2]);
    const mine = await call('GET', `/admin/accounts/${a.id}/storefront-links/`);
    expect(mine.body.count).toBe(2);

    expect((await call('POST', `/admin/accounts/${a.id}/storefront-links/`, { contract_number: c1 })).status).toBe(409);
    const un = await app.fetch(`/admin/accounts/${a.id}/storefront-links/${encodeURIComponent(c1)}/`, { method: 'DELETE', headers: auth });
    expect(un.status).toBe(204);
    expect((await call('DELETE', `/admin/accounts/${a.id}/storefront-links/${encodeURIComponent(c1)}/`)).status).toBe(404);
    // the organisation link is removed with scope=organization only
    expect((await call('DELETE', `/admin/accounts/${a.id}/storefront-links/${encodeURIComponent(c2)}/`)).status).toBe(404);
    expect((await app.fetch(`/admin/accounts/${a.id}/storefront-links/${encodeURIComponent(c2)}/?scope=organization`, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect((await call('GET', `/admin/accounts/${a.id}/storefront-links/`)).body.count).toBe(0);
  });

  it('validates contracts, scopes and ids', async () => {
    const a = await newAccount();
    const [c] = await contracts(1);
    expect((await call('POST', `/admin/accounts/${a.id}/storefront-links/`, { contract_number: 'NO-SUCH-CONTRACT' })).status).toBe(404);
    expect((await call('POST', `/admin/accounts/${a.id}/storefront-links/`, {})).status).toBe(400);
    expect((await call('POST', `/admin/accounts/${a.id}/storefront-links/`, { contract_number: c, scope: 'team' })).status).toBe(400);
    const noOrg = await call('POST', `/admin/accounts/${a.id}/storefront-links/`, { contract_number: c, scope: 'organization' });
    expect(noOrg.status).toBe(400);
    expect(noOrg.body.error).toMatch(/no customer organisation/);
    expect((await call('POST', '/admin/accounts/00000000-0000-4000-8000-000000000000/storefront-links/', { contract_number: c })).status).toBe(404);
  });
});

describe('OAuth2 applications', () => {
  it('register: client id and secret shown once, the secret stored hashed', async () => {
    const a = await newAccount();
    const res = await call('POST', `/admin/accounts/${a.id}/oauth-clients/`, {
      name: 'Capture dashboard',
      redirect_uris: ['https://dash.example/callback', 'http://127.0.0.1:8765/callback'],
      grants: ['authorization_code', 'refresh_token', 'client_credentials'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Capture dashboard', account_id: a.id, is_active: true, grants: ['authorization_code', 'refresh_token', 'client_credentials'] });
    expect(res.body.client_id).toMatch(/^pds_client_[0-9A-Za-z]{24}$/);
    expect(res.body.client_secret).toMatch(/^pds_secret_[0-9A-Za-z]{40}$/);
    const row = await app.db.prisma.oAuthClient.findUniqueOrThrow({ where: { client_id: res.body.client_id } });
    expect(row.client_secret_hash).toBe(hashToken(res.body.client_secret));
    expect(JSON.stringify(row)).not.toContain(res.body.client_secret);
    const list = await call('GET', `/admin/accounts/${a.id}/oauth-clients/`);
    expect(list.body.count).toBe(1);
    expect(JSON.stringify(list.body)).not.toContain(res.body.client_secret);
    expect(list.body.results[0]).not.toHaveProperty('client_secret');

    const off = await call('POST', `/admin/oauth-clients/${res.body.id}/deactivate/`);
    expect(off.body.is_active).toBe(false);
  });

  it('defaults the grants and validates redirect URIs and grants', async () => {
    const a = await newAccount();
    const def = await call('POST', `/admin/accounts/${a.id}/oauth-clients/`, { name: 'x', redirect_uris: ['https://a.example/cb'] });
    expect(def.body.grants).toEqual(['authorization_code', 'refresh_token']);
    const m2m = await call('POST', `/admin/accounts/${a.id}/oauth-clients/`, { name: 'batch', grants: ['client_credentials'] });
    expect(m2m.status).toBe(201);
    const bad: unknown[] = [
      { name: 'x' }, // authorization_code without a redirect URI
      { name: 'x', redirect_uris: ['not a url'] },
      { name: 'x', redirect_uris: ['http://example.com/cb'] },
      { name: 'x', redirect_uris: ['https://a.example/cb#frag'] },
      { name: 'x', redirect_uris: 'https://a.example/cb' },
      { name: 'x', redirect_uris: ['https://a.example/cb'], grants: ['password'] },
      { name: 'x', redirect_uris: ['https://a.example/cb'], grants: [] },
      { redirect_uris: ['https://a.example/cb'] },
    ];
    for (const body of bad) {
      const res = await call('POST', `/admin/accounts/${a.id}/oauth-clients/`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await call('POST', '/admin/oauth-clients/00000000-0000-4000-8000-000000000000/deactivate/')).status).toBe(404);
  });
});
