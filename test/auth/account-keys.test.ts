/** The account-facing key API: /api/account/keys/ (list, create, revoke) through HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { bearer, createAccessToken, createAccount, createAccountWithKey, keyHeader } from '../helpers/auth.js';
import { API_KEY_PATTERN } from '../../src/auth/keys.js';
import { hashToken } from '../../src/auth/secrets.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const post = (headers: Record<string, string>, body: unknown, raw = false) =>
  app.json('/api/account/keys/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw ? (body as string) : JSON.stringify(body) });

describe('a new account', () => {
  it('has no key until one is created; create returns the full key once, lists never show it', async () => {
    const account = await createAccount(app.db.prisma, 'small');
    const { token } = await createAccessToken(app.db.prisma, account.id);
    const empty = await app.json('/api/account/keys/', { headers: bearer(token) });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [] });

    const created = await post(bearer(token), { name: 'CI pipeline' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'CI pipeline', status: 'active', is_active: true, expires_at: null, last_used_at: null });
    expect(created.body.key).toMatch(API_KEY_PATTERN);
    expect(created.body.prefix).toBe(created.body.key.slice(0, 12));
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await app.db.prisma.apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.key_hash).toBe(hashToken(created.body.key));

    // the new key works, and lists show its prefix only
    const list = await app.json('/api/account/keys/', { headers: keyHeader(created.body.key) });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toEqual({
      id: created.body.id,
      name: 'CI pipeline',
      prefix: created.body.prefix,
      status: 'active',
      is_active: true,
      expires_at: null,
      last_used_at: list.body.results[0].last_used_at,
      created: created.body.created,
    });
    expect([null, 'string']).toContain(list.body.results[0].last_used_at === null ? null : typeof list.body.results[0].last_used_at);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    expect(list.body.results[0]).not.toHaveProperty('key');
  });

  it('create with an expiry in the future', async () => {
    const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await post(keyHeader('demo_large'), { name: 'weekly', expires_at: expires });
    expect(res.status).toBe(201);
    expect(res.body.expires_at).toBe(expires);
  });
});

describe('create validation', () => {
  it('answers 400 validation_error for bad bodies', async () => {
    const cases: [unknown, boolean, RegExp][] = [
      [{}, false, /name is required/],
      [{ name: '   ' }, false, /name is required/],
      [{ name: 5 }, false, /name must be a string/],
      [{ name: 'x'.repeat(101) }, false, /at most 100/],
      [{ name: 'ok', expires_at: 'tomorrow' }, false, /expires_at must be an ISO 8601/],
      [{ name: 'ok', expires_at: '2001-01-01' }, false, /must be in the future/],
      [{ name: 'ok', colour: 'red' }, false, /unknown field: colour/],
      ['{"name": ', true, /valid JSON/],
      ['not json', true, /valid JSON/],
      ['[1,2]', true, /JSON object/],
      ['null', true, /JSON object/],
    ];
    for (const [body, raw, message] of cases) {
      const res = await post(keyHeader('demo_small'), body, raw);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.error).toMatch(message);
    }
  });

  it('an empty body means no name', async () => {
    const res = await app.json('/api/account/keys/', { method: 'POST', headers: keyHeader('demo_small') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'name is required', code: 'validation_error' });
  });
});

describe('revoke', () => {
  it('DELETE revokes (204); the key stops working; a second DELETE is 404', async () => {
    const { key } = await createAccountWithKey(app.db.prisma, 'medium');
    const second = await post(keyHeader(key.key), { name: 'second' });
    expect(second.status).toBe(201);
    const del = await app.fetch(`/api/account/keys/${second.body.id}/`, { method: 'DELETE', headers: keyHeader(key.key) });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe('');
    const gone = await app.json('/api/account/', { headers: keyHeader(second.body.key) });
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ detail: 'API key is inactive.' });
    const list = await app.json('/api/account/keys/', { headers: keyHeader(key.key) });
    expect(list.body.results.map((k: { id: string }) => k.id)).toEqual([key.id]);
    const again = await app.json(`/api/account/keys/${second.body.id}/`, { method: 'DELETE', headers: keyHeader(key.key) });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('not_found');
    // without the trailing slash too
    const third = await post(keyHeader(key.key), { name: 'third' });
    expect((await app.fetch(`/api/account/keys/${third.body.id}`, { method: 'DELETE', headers: keyHeader(key.key) })).status).toBe(204);
  });

  it('an account may revoke the key it is using', async () => {
    const { key } = await createAccountWithKey(app.db.prisma, 'free');
    expect((await app.fetch(`/api/account/keys/${key.id}/`, { method: 'DELETE', headers: keyHeader(key.key) })).status).toBe(204);
    expect((await app.json('/api/account/keys/', { headers: keyHeader(key.key) })).status).toBe(401);
  });

  it("another account's key id is 404 and the key keeps working", async () => {
    const victim = await createAccountWithKey(app.db.prisma, 'small');
    for (const headers of [keyHeader('demo_enterprise'), keyHeader('demo_free')]) {
      const res = await app.json(`/api/account/keys/${victim.key.id}/`, { method: 'DELETE', headers });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: `No API key with id "${victim.key.id}".`, code: 'not_found' });
    }
    const attacker = await createAccount(app.db.prisma, 'large');
    const { token } = await createAccessToken(app.db.prisma, attacker.id);
    expect((await app.json(`/api/account/keys/${victim.key.id}/`, { method: 'DELETE', headers: bearer(token) })).status).toBe(404);
    expect((await app.json('/api/account/', { headers: keyHeader(victim.key.key) })).status).toBe(200);
  });

  it('unknown and malformed ids are 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; DROP TABLE api_key; --"]) {
      const res = await app.json(`/api/account/keys/${encodeURIComponent(id)}/`, { method: 'DELETE', headers: keyHeader('demo_small') });
      expect(res.status).toBe(404);
    }
  });
});

describe('authentication is required', () => {
  it('answers 401 without credentials on every method', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/keys/'],
      ['POST', '/api/account/keys/'],
      ['DELETE', '/api/account/keys/00000000-0000-4000-8000-000000000000/'],
      ['GET', '/api/account/'],
      ['GET', '/api/account/keys'],
    ]) {
      const res = await app.json(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"name":"x"}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
  });

  it('other methods are 405 with Allow', async () => {
    const res = await app.fetch('/api/account/keys/', { method: 'PUT', headers: keyHeader('demo_small') });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect((await res.json()).code).toBe('method_not_allowed');
  });
});
