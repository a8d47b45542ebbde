/**
 * Webhook receiver management through REST and GraphQL (document 1, "Webhook
 * endpoint", "Webhook receiver management", "Events"): authentication on
 * every path, registration with its validation errors, the secret returned
 * once and stored encrypted (read back from the row), names unique per
 * account, the receiver limit, SSRF refusals at registration, update, delete,
 * secret rotation, pagination, tenant isolation (another account's ids answer
 * exactly like unknown ones), event types and sample payloads against the
 * spec's table, test-delivery input errors, 405s, REST/GraphQL parity, and no
 * 500 for any body.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { resources } from '../../src/resources/index.js';
import { decryptSecret } from '../../src/webhooks/secrets.js';
import { jsonInit, newAccount } from './helpers.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

/** A public address (nothing is ever sent to it in this file: no delivery, no test delivery). */
const PUBLIC = 'https://93.184.215.14/hooks/pds';
const PUBLIC_V6 = 'https://[2606:4700:4700::1111]/hooks';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const RANDOM_UUID = '3f0c6a52-8a39-4a8e-9b7a-2f1d3c4b5a69';

beforeAll(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  await app?.close();
});

const post = (path: string, h: Record<string, string>, body?: unknown) => app.json(path, jsonInit('POST', h, body));
const patch = (path: string, h: Record<string, string>, body?: unknown) => app.json(path, jsonInit('PATCH', h, body));
const get = (path: string, h: Record<string, string> = {}) => app.json(path, { headers: h });
const del = (path: string, h: Record<string, string>) => app.json(path, { method: 'DELETE', headers: h });
const create = (h: Record<string, string>, body: Record<string, unknown>) => post('/api/webhooks/endpoints/', h, body);

function expect400(res: { status: number; body: any }, pattern: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('validation_error');
  expect(res.body.error).toMatch(pattern);
}

describe('authentication', () => {
  it('every path answers 401 {detail} without credentials, and 401 with a bad key', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/webhooks/endpoints/'],
      ['POST', '/api/webhooks/endpoints/'],
      ['POST', '/api/webhooks/endpoints/test-delivery/'],
      ['GET', '/api/webhooks/endpoints/sample-payload/'],
      ['GET', `/api/webhooks/endpoints/${RANDOM_UUID}/`],
      ['PATCH', `/api/webhooks/endpoints/${RANDOM_UUID}/`],
      ['DELETE', `/api/webhooks/endpoints/${RANDOM_UUID}/`],
      ['POST', `/api/webhooks/endpoints/${RANDOM_UUID}/rotate-secret/`],
      ['GET', `/api/webhooks/endpoints/${RANDOM_UUID}/deliveries/`],
      ['POST', `/api/webhooks/deliveries/${RANDOM_UUID}/redeliver/`],
      ['GET', '/api/webhooks/event-types/'],
      ['GET', '/api/webhooks/event-types'],
    ];
    for (const [method, path] of paths) {
      const res = await app.json(path, { method, headers: { 'content-type': 'application/json' }, ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
      const bad = await app.json(path, { method, headers: { 'x-api-key': 'no-such-key' } });
      expect(bad.status).toBe(401);
    }
  });

  it('GraphQL fields answer an UNAUTHENTICATED error carrying the REST body', async () => {
    for (const doc of [
      '{ webhookEndpoints { count } }',
      `{ webhookEndpoint(id: "${RANDOM_UUID}") { id } }`,
      `{ webhookDeliveries(endpointId: "${RANDOM_UUID}") { count } }`,
      '{ webhookEventTypes { eventType } }',
      '{ webhookSamplePayload }',
      'mutation { createWebhookEndpoint(name: "x", url: "https://93.184.215.14/") { id } }',
      `mutation { deleteWebhookEndpoint(id: "${RANDOM_UUID}") }`,
      'mutation { testWebhookDelivery { success } }',
    ]) {
      const res = await app.graphql(doc);
      expect(res.body.errors?.[0]?.extensions?.code, doc).toBe('UNAUTHENTICATED');
      expect(res.body.errors![0].extensions.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
  });
});

describe('registration', () => {
  it('creates a receiver and returns its secret once; the row holds it only encrypted', async () => {
    const a = await newAccount(app);
    const res = await create(a.h, { name: '  Primary receiver ', url: PUBLIC });
    expect(res.status).toBe(201);
    const e = res.body;
    expect(Object.keys(e).sort()).toEqual(['circuit_open_until', 'circuit_state', 'consecutive_failures', 'created', 'id', 'is_active', 'modified', 'name', 'secret', 'url']);
    expect(e.id).toMatch(UUID_RE);
    expect(e.name).toBe('Primary receiver');
    expect(e.url).toBe(PUBLIC);
    expect(e.is_active).toBe(true);
    expect(e.circuit_state).toBe('closed');
    expect(e.circuit_open_until).toBeNull();
    expect(e.consecutive_failures).toBe(0);
    expect(e.created).toMatch(ISO_MS);
    expect(e.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const [row] = await q(`SELECT * FROM webhook_endpoint WHERE id = $1`, [e.id]);
    expect(row.account_id).toBe(a.accountId);
    expect(row.is_enabled).toBe(true);
    expect(row.secret_ciphertext).not.toContain(e.secret);
    expect(row.secret_ciphertext).not.toContain(e.secret.slice(6));
    expect(row.secret_ciphertext).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decryptSecret(row.secret_ciphertext, e.id)).toBe(e.secret);
    // bound to its receiver: the same ciphertext does not open under another id
    expect(() => decryptSecret(row.secret_ciphertext, RANDOM_UUID)).toThrow();

    // never again: not in the detail, not in the list
    const one = await get(`/api/webhooks/endpoints/${e.id}/`, a.h);
    expect(one.status).toBe(200);
    expect(one.body.secret).toBeUndefined();
    expect(JSON.stringify(one.body)).not.toContain(e.secret);
    const list = await get('/api/webhooks/endpoints/', a.h);
    expect(JSON.stringify(list.body)).not.toContain(e.secret);
    const { secret: _s, ...rest } = e;
    expect(one.body).toEqual(rest);
    // two receivers get different secrets
    const other = await create(a.h, { name: 'Second', url: PUBLIC_V6 });
    expect(other.status).toBe(201);
    expect(other.body.secret).not.toBe(e.secret);
    expect(other.body.url).toBe(PUBLIC_V6);
  });

  it('can register a receiver disabled (is_active false)', async () => {
    const a = await newAccount(app);
    const res = await create(a.h, { name: 'off', url: PUBLIC, is_active: false });
    expect(res.status).toBe(201);
    expect(res.body.is_active).toBe(false);
    const [row] = await q(`SELECT is_enabled FROM webhook_endpoint WHERE id = $1`, [res.body.id]);
    expect(row.is_enabled).toBe(false);
  });

  it('stores the canonical URL: decimal, octal and hex IPv4 forms, default ports and the fragment', async () => {
    const a = await newAccount(app);
    // 1572394766 is 93.184.215.14 written as one decimal number
    const res = await create(a.h, { name: 'decimal', url: 'HTTPS://1572394766:443/a/../hooks?x=1#frag' });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe('https://93.184.215.14/hooks?x=1');
  });

  it('names are unique per account (trimmed), not across accounts', async () => {
    const a = await newAccount(app);
    const b = await newAccount(app);
    expect((await create(a.h, { name: 'Alpha', url: PUBLIC })).status).toBe(201);
    expect400(await create(a.h, { name: ' Alpha ', url: PUBLIC_V6 }), /already exists/);
    expect((await create(b.h, { name: 'Alpha', url: PUBLIC })).status).toBe(201);
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_endpoint WHERE account_id = $1`, [a.accountId]);
    expect(n).toBe(1);
  });

  it('refuses bad input with 400 validation_error', async () => {
    const a = await newAccount(app);
    expect400(await create(a.h, { url: PUBLIC }), /^name is required/);
    expect400(await create(a.h, { name: '   ', url: PUBLIC }), /name is required and must not be blank/);
    expect400(await create(a.h, { name: 42, url: PUBLIC }), /name must be a string/);
    expect400(await create(a.h, { name: 'x'.repeat(101), url: PUBLIC }), /at most 100/);
    expect400(await create(a.h, { name: 'tab\there', url: PUBLIC }), /control characters/);
    expect400(await create(a.h, { name: 'n' }), /^url is required/);
    expect400(await create(a.h, { name: 'n', url: 7 }), /url must be a string/);
    expect400(await create(a.h, { name: 'n', url: 'not a url' }), /spaces|absolute/);
    expect400(await create(a.h, { name: 'n', url: '/relative/path' }), /absolute https or http URL/);
    expect400(await create(a.h, { name: 'n', url: 'ftp://93.184.215.14/' }), /https or http, got ftp/);
    expect400(await create(a.h, { name: 'n', url: 'javascript:alert(1)' }), /https or http/);
    expect400(await create(a.h, { name: 'n', url: 'file:///etc/passwd' }), /https or http/);
    expect400(await create(a.h, { name: 'n', url: 'https://user:pw@93.184.215.14/' }), /credentials/);
    expect400(await create(a.h, { name: 'n', url: 'https://user@93.184.215.14/' }), /credentials/);
    expect400(await create(a.h, { name: 'n', url: 'http://93.184.215.14:25/' }), /port 25/);
    expect400(await create(a.h, { name: 'n', url: `https://93.184.215.14/${'a'.repeat(2100)}` }), /at most 2048/);
    expect400(await create(a.h, { name: 'n', url: PUBLIC, is_active: 'yes' }), /is_active must be true or false/);
    const unknown = await create(a.h, { name: 'n', url: PUBLIC, secret: 'mine' });
    expect400(unknown, /unknown field: secret/);
    expect(unknown.body.allowed).toEqual(['name', 'url', 'is_active']);
    expect400(await post('/api/webhooks/endpoints/', a.h, '[1,2]'), /JSON object/);
    expect400(await post('/api/webhooks/endpoints/', a.h, 'null'), /JSON object/);
    expect400(await post('/api/webhooks/endpoints/', a.h, '"text"'), /JSON object/);
    expect400(await post('/api/webhooks/endpoints/', a.h, '{"name": '), /valid JSON/);
    expect400(await post('/api/webhooks/endpoints/', a.h, JSON.stringify({ name: 'a\u0000b', url: PUBLIC })), /NUL/);
    expect400(await post('/api/webhooks/endpoints/', a.h, ''), /^name is required/);
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_endpoint WHERE account_id = $1`, [a.accountId]);
    expect(n).toBe(0);
  });

  it('an account holds at most 50 receivers', async () => {
    const a = await newAccount(app);
    for (let i = 0; i < 50; i++) expect((await create(a.h, { name: `r${i}`, url: PUBLIC })).status).toBe(201);
    expect400(await create(a.h, { name: 'r50', url: PUBLIC }), /at most 50/);
    // another account is not affected
    const b = await newAccount(app);
    expect((await create(b.h, { name: 'r50', url: PUBLIC })).status).toBe(201);
  });
});

describe('URL security at registration', () => {
  const refused: [string, RegExp][] = [
    ['http://127.0.0.1/', /loopback/],
    ['http://127.5.6.7:8080/x', /loopback/],
    ['http://2130706433/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f000001/', /127\.0\.0\.1 is a loopback/],
    ['http://0177.0.0.1/', /127\.0\.0\.1 is a loopback/],
    ['http://0x7f.1/', /127\.0\.0\.1 is a loopback/],
    ['http://127.1/', /127\.0\.0\.1 is a loopback/],
    ['http://[::1]/', /loopback/],
    ['http://[::ffff:127.0.0.1]/', /IPv4-mapped IPv6 address of a loopback/],
    ['http://[::ffff:10.1.2.3]/', /IPv4-mapped/],
    ['http://[::127.0.0.1]/', /IPv4-compatible/],
    ['http://10.0.0.8/', /private/],
    ['http://172.16.4.4/', /private/],
    ['http://172.31.255.255/', /private/],
    ['http://192.168.1.1/', /private/],
    ['http://[fd12:3456::1]/', /unique local/],
    ['http://169.254.169.254/latest/meta-data/', /metadata/],
    ['http://169.254.10.1/', /link-local/],
    ['http://[fe80::1]/', /link-local/],
    ['http://100.64.0.1/', /carrier-grade NAT/],
    ['http://100.100.100.200/', /metadata/],
    ['http://[fd00:ec2::254]/', /metadata/],
    ['http://224.0.0.1/', /multicast/],
    ['http://[ff02::1]/', /multicast/],
    ['http://255.255.255.255/', /broadcast/],
    ['http://0.0.0.0/', /unspecified/],
    ['http://0/', /unspecified/],
    ['http://[::]/', /unspecified/],
    ['http://192.0.2.1/', /reserved/],
    ['http://[64:ff9b::7f00:1]/', /NAT64/],
    ['http://localhost:8080/', /loopback name/],
    ['http://api.localhost/', /loopback name/],
  ];

  it('refuses non-public addresses, in every IPv4 spelling and in IPv6', async () => {
    const a = await newAccount(app);
    for (const [url, why] of refused) {
      const res = await create(a.h, { name: 'ssrf', url });
      expect400(res, why);
    }
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_endpoint WHERE account_id = $1`, [a.accountId]);
    expect(n).toBe(0);
  });

  it('refuses them on update too', async () => {
    const a = await newAccount(app);
    const e = (await create(a.h, { name: 'ok', url: PUBLIC })).body;
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { url: 'http://10.0.0.1/' }), /private/);
    expect((await get(`/api/webhooks/endpoints/${e.id}/`, a.h)).body.url).toBe(PUBLIC);
  });

  it('ALLOW_PRIVATE_WEBHOOK_URLS=1 allows private and loopback addresses, never metadata or unspecified ones', async () => {
    const a = await newAccount(app);
    process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
    try {
      for (const url of ['http://127.0.0.1:8081/x', 'http://[::1]:8080/', 'http://10.0.0.8/', 'http://localhost:8080/']) {
        const res = await create(a.h, { name: `dev ${url}`, url });
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(201);
      }
      expect400(await create(a.h, { name: 'meta', url: 'http://169.254.169.254/' }), /metadata/);
      expect400(await create(a.h, { name: 'zero', url: 'http://0.0.0.0:8080/' }), /unspecified/);
    } finally {
      delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
    }
    expect400(await create(a.h, { name: 'after', url: 'http://127.0.0.1:8081/x' }), /loopback/);
  });
});

describe('reading, updating, deleting, rotating', () => {
  it('lists page by page in creation order (page, limit at most 100)', async () => {
    const a = await newAccount(app);
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) ids.push((await create(a.h, { name, url: PUBLIC })).body.id);
    const p1 = await get('/api/webhooks/endpoints/?limit=2', a.h);
    expect(p1.status).toBe(200);
    expect(Object.keys(p1.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(p1.body.count).toBe(3);
    expect(p1.body.results.map((r: any) => r.id)).toEqual(ids.slice(0, 2));
    expect(p1.body.previous).toBeNull();
    const next = new URL(p1.body.next);
    expect(next.pathname).toBe('/api/webhooks/endpoints/');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('limit')).toBe('2');
    const p2 = await get(`${next.pathname}${next.search}`, a.h);
    expect(p2.body.results.map((r: any) => r.id)).toEqual(ids.slice(2));
    expect(p2.body.next).toBeNull();
    expect(new URL(p2.body.previous).searchParams.get('page')).toBe('1');
    const past = await get('/api/webhooks/endpoints/?limit=2&page=3', a.h);
    expect(past.status).toBe(404);
    expect(past.body.code).toBe('not_found');
    const all = await get('/api/webhooks/endpoints/', a.h);
    expect(all.body.results.map((r: any) => r.id)).toEqual(ids);
    for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=-1', 'page=1.5', 'limit=1&limit=2']) {
      const r = await get(`/api/webhooks/endpoints/?${bad}`, a.h);
      expect(r.status, bad).toBe(400);
      expect(r.body.code).toBe('validation_error');
    }
    // an empty account: page 1 is an empty list
    const empty = await newAccount(app);
    expect((await get('/api/webhooks/endpoints/', empty.h)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('PATCH renames, moves, enables and disables; a new URL closes the circuit', async () => {
    const a = await newAccount(app);
    const e = (await create(a.h, { name: 'before', url: PUBLIC })).body;
    await create(a.h, { name: 'taken', url: PUBLIC });
    const renamed = await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { name: 'after' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('after');
    expect(renamed.body.url).toBe(PUBLIC);
    expect(renamed.body.secret).toBeUndefined();
    expect(Date.parse(renamed.body.modified)).toBeGreaterThanOrEqual(Date.parse(e.modified));
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { name: 'taken' }), /already exists/);
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, {}), /nothing to update/);
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { name: '' }), /blank/);
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { is_active: 1 }), /true or false/);
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { id: RANDOM_UUID }), /unknown field: id/);
    expect400(await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, '[]'), /JSON object/);

    const off = await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { is_active: false });
    expect(off.body.is_active).toBe(false);
    expect((await q(`SELECT is_enabled FROM webhook_endpoint WHERE id = $1`, [e.id]))[0].is_enabled).toBe(false);
    expect((await patch(`/api/webhooks/endpoints/${e.id}`, a.h, { is_active: true })).body.is_active).toBe(true);

    // an open circuit: the same URL keeps it, a new URL closes it
    const until = new Date(Date.now() + 600_000);
    await q(`UPDATE webhook_endpoint SET consecutive_failures = 7, circuit_open_until = $2 WHERE id = $1`, [e.id, until]);
    const same = await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { url: PUBLIC });
    expect(same.body.circuit_state).toBe('open');
    expect(same.body.consecutive_failures).toBe(7);
    expect(same.body.circuit_open_until).toBe(until.toISOString());
    const moved = await patch(`/api/webhooks/endpoints/${e.id}/`, a.h, { url: PUBLIC_V6 });
    expect(moved.body.url).toBe(PUBLIC_V6);
    expect(moved.body.circuit_state).toBe('closed');
    expect(moved.body.consecutive_failures).toBe(0);
    expect(moved.body.circuit_open_until).toBeNull();
    // a passed opening is half-open
    await q(`UPDATE webhook_endpoint SET consecutive_failures = 5, circuit_open_until = $2 WHERE id = $1`, [e.id, new Date(Date.now() - 1000)]);
    expect((await get(`/api/webhooks/endpoints/${e.id}/`, a.h)).body.circuit_state).toBe('half_open');
  });

  it('DELETE removes the receiver and its delivery log', async () => {
    const a = await newAccount(app);
    const e = (await create(a.h, { name: 'gone', url: PUBLIC, is_active: false })).body;
    await q(`INSERT INTO delivery (delivery_id, endpoint_id, body, status, created) VALUES ($1, $2, '{}', 'dead', now())`, ['9b1e6a52-8a39-4a8e-9b7a-2f1d3c4b5a69', e.id]);
    const res = await app.fetch(`/api/webhooks/endpoints/${e.id}/`, { method: 'DELETE', headers: a.h });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await get(`/api/webhooks/endpoints/${e.id}/`, a.h)).status).toBe(404);
    expect((await del(`/api/webhooks/endpoints/${e.id}/`, a.h)).status).toBe(404);
    expect(await q(`SELECT 1 FROM delivery WHERE endpoint_id = $1`, [e.id])).toEqual([]);
  });

  it('rotate-secret returns a new secret once and stores it encrypted', async () => {
    const a = await newAccount(app);
    const e = (await create(a.h, { name: 'rot', url: PUBLIC })).body;
    const [before] = await q(`SELECT secret_ciphertext FROM webhook_endpoint WHERE id = $1`, [e.id]);
    const res = await post(`/api/webhooks/endpoints/${e.id}/rotate-secret/`, a.h);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(e.id);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.secret).not.toBe(e.secret);
    const [after] = await q(`SELECT secret_ciphertext FROM webhook_endpoint WHERE id = $1`, [e.id]);
    expect(after.secret_ciphertext).not.toBe(before.secret_ciphertext);
    expect(decryptSecret(after.secret_ciphertext, e.id)).toBe(res.body.secret);
    expect((await get(`/api/webhooks/endpoints/${e.id}/`, a.h)).body.secret).toBeUndefined();
    expect400(await post(`/api/webhooks/endpoints/${e.id}/rotate-secret/`, a.h, { secret: 'x' }), /unknown field/);
  });

  it('non-UUID and unknown ids answer 404 not_found', async () => {
    const a = await newAccount(app);
    for (const id of ['abc', '123', `${RANDOM_UUID}x`, RANDOM_UUID, 'test-deliveryx']) {
      for (const [method, path] of [
        ['GET', `/api/webhooks/endpoints/${id}/`],
        ['PATCH', `/api/webhooks/endpoints/${id}/`],
        ['DELETE', `/api/webhooks/endpoints/${id}/`],
        ['POST', `/api/webhooks/endpoints/${id}/rotate-secret/`],
        ['GET', `/api/webhooks/endpoints/${id}/deliveries/`],
        ['POST', `/api/webhooks/deliveries/${id}/redeliver/`],
      ]) {
        const res = await app.json(path, jsonInit(method, a.h, method === 'PATCH' ? { name: 'x' } : undefined));
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    }
    // an upper-case UUID is the same receiver
    const e = (await create(a.h, { name: 'case', url: PUBLIC })).body;
    expect((await get(`/api/webhooks/endpoints/${e.id.toUpperCase()}/`, a.h)).body.id).toBe(e.id);
  });

  it('other methods answer 405 with Allow', async () => {
    const a = await newAccount(app);
    const cases: [string, string, string][] = [
      ['PUT', '/api/webhooks/endpoints/', 'GET, POST'],
      ['GET', '/api/webhooks/endpoints/test-delivery/', 'POST'],
      ['POST', '/api/webhooks/endpoints/sample-payload/', 'GET'],
      ['DELETE', '/api/webhooks/endpoints/sample-payload/', 'GET'],
      ['POST', `/api/webhooks/endpoints/${RANDOM_UUID}/`, 'GET, PATCH, DELETE'],
      ['GET', `/api/webhooks/endpoints/${RANDOM_UUID}/rotate-secret/`, 'POST'],
      ['POST', `/api/webhooks/endpoints/${RANDOM_UUID}/deliveries/`, 'GET'],
      ['GET', `/api/webhooks/deliveries/${RANDOM_UUID}/redeliver/`, 'POST'],
      ['POST', '/api/webhooks/event-types/', 'GET'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await app.json(path, { method, headers: a.h });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.body.code).toBe('method_not_allowed');
    }
  });

  it('a browser may PATCH: the CORS preflight allows it', async () => {
    const res = await app.fetch(`/api/webhooks/endpoints/${RANDOM_UUID}/`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-api-key, content-type' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('tenant isolation', () => {
  it("another account's receiver and deliveries answer exactly like unknown ones", async () => {
    const a = await newAccount(app);
    const b = await newAccount(app);
    const e = (await create(a.h, { name: 'mine', url: PUBLIC, is_active: false })).body;
    const deliveryId = '7c2e6a52-8a39-4a8e-9b7a-2f1d3c4b5a69';
    await q(`INSERT INTO delivery (delivery_id, endpoint_id, body, status, attempts, created) VALUES ($1, $2, '{}', 'dead', 3, now())`, [deliveryId, e.id]);
    const unknownEndpoint = '0d0e6a52-8a39-4a8e-9b7a-2f1d3c4b5a69';
    const unknownDelivery = '0d1e6a52-8a39-4a8e-9b7a-2f1d3c4b5a69';
    const pairs: [string, (id: string) => string, unknown, string, string][] = [
      ['GET', (id) => `/api/webhooks/endpoints/${id}/`, undefined, e.id, unknownEndpoint],
      ['PATCH', (id) => `/api/webhooks/endpoints/${id}/`, { name: 'stolen' }, e.id, unknownEndpoint],
      ['POST', (id) => `/api/webhooks/endpoints/${id}/rotate-secret/`, undefined, e.id, unknownEndpoint],
      ['GET', (id) => `/api/webhooks/endpoints/${id}/deliveries/`, undefined, e.id, unknownEndpoint],
      ['DELETE', (id) => `/api/webhooks/endpoints/${id}/`, undefined, e.id, unknownEndpoint],
      ['POST', (id) => `/api/webhooks/deliveries/${id}/redeliver/`, undefined, deliveryId, unknownDelivery],
    ];
    for (const [method, path, body, theirs, unknown] of pairs) {
      const stolen = await app.json(path(theirs), jsonInit(method, b.h, body));
      const missing = await app.json(path(unknown), jsonInit(method, b.h, body));
      expect(stolen.status, `${method} ${path(theirs)}`).toBe(404);
      expect(missing.status).toBe(404);
      expect(stolen.body).toEqual({ ...missing.body, error: missing.body.error.replace(unknown, theirs) });
    }
    const td = await post('/api/webhooks/endpoints/test-delivery/', b.h, { endpoint: e.id });
    expect(td.status).toBe(404);
    expect((await get('/api/webhooks/endpoints/', b.h)).body.count).toBe(0);
    // nothing of A's changed
    const [row] = await q(`SELECT name, secret_ciphertext FROM webhook_endpoint WHERE id = $1`, [e.id]);
    expect(row.name).toBe('mine');
    expect(decryptSecret(row.secret_ciphertext, e.id)).toBe(e.secret);
    expect((await q(`SELECT status, next_attempt_at FROM delivery WHERE delivery_id = $1`, [deliveryId]))[0]).toEqual({ status: 'dead', next_attempt_at: null });
    expect((await get(`/api/webhooks/endpoints/${e.id}/deliveries/`, a.h)).body.count).toBe(1);
    const gq = await app.graphql(`{ webhookEndpoint(id: "${e.id}") { id } }`, undefined, b.h);
    expect(gq.status).toBe(404);
    expect(gq.body.errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('test delivery: input errors (nothing is sent)', () => {
  it('needs a receiver, names one when there are several, refuses a disabled one', async () => {
    const a = await newAccount(app);
    const td = (body?: unknown) => post('/api/webhooks/endpoints/test-delivery/', a.h, body);
    expect400(await td({}), /no webhook endpoint/);
    const off = (await create(a.h, { name: 'off', url: PUBLIC, is_active: false })).body;
    expect400(await td(), /is disabled/);
    expect400(await td({ endpoint: off.id }), /is disabled/);
    await create(a.h, { name: 'second', url: PUBLIC_V6, is_active: false });
    expect400(await td({}), /has 2 webhook endpoints: name one with endpoint/);
    expect400(await td({ endpoint: 5 }), /endpoint must be the id/);
    expect((await td({ endpoint: 'nope' })).status).toBe(404);
    expect((await td({ endpoint: RANDOM_UUID })).status).toBe(404);
    const badType = await td({ endpoint: off.id, event_type: 'alerts.nothing.match' });
    expect400(badType, /event_type must be one of/);
    expect(badType.body.allowed).toHaveLength(12);
    expect400(await td({ endpoint: off.id, extra: 1 }), /unknown field: extra/);
    expect400(await td('[]'), /JSON object/);
    expect(await q(`SELECT 1 FROM delivery d JOIN webhook_endpoint e ON e.id = d.endpoint_id WHERE e.account_id = $1`, [a.accountId])).toEqual([]);
  });
});

/** document 1, "Alert event kinds", written out here independently of the code */
const SPEC_EVENTS: [string, string[]][] = [
  ['alerts.opportunity.match', ['opportunity']],
  ['alerts.contract.match', ['contract', 'idv', 'ota', 'otidv']],
  ['alerts.entity.match', ['entity']],
  ['alerts.grant.match', ['grant']],
  ['alerts.forecast.match', ['forecast']],
  ['alerts.exclusion.match', ['exclusion']],
  ['alerts.dibbs_rfq.match', ['dibbs_rfq']],
  ['alerts.dibbs_rfp.match', ['dibbs_rfp']],
  ['alerts.sled_opportunity.match', ['sled_opportunity']],
  ['alerts.contract_appeal.match', ['contract_appeal']],
  ['alerts.federal_register.match', ['federal_register']],
  ['alerts.ebuy_request.match', ['ebuy_request']],
];
/** document 1, Events: the list endpoint of each query type */
const SPEC_LISTS: Record<string, string> = {
  opportunity: '/api/opportunities/', contract: '/api/contracts/', idv: '/api/idvs/', ota: '/api/otas/', otidv: '/api/otidvs/', entity: '/api/entities/',
  grant: '/api/grants/', forecast: '/api/forecasts/', exclusion: '/api/exclusions/', dibbs_rfq: '/api/dibbs/rfqs/', dibbs_rfp: '/api/dibbs/rfps/',
  sled_opportunity: '/api/sled/opportunities/', contract_appeal: '/api/contract_appeals/', federal_register: '/api/federal_register/', ebuy_request: '/api/ebuy/requests/',
};

describe('event types and sample payloads', () => {
  it('GET /api/webhooks/event-types/ lists the twelve kinds of document 1 with their query types', async () => {
    const a = await newAccount(app, 'free');
    const res = await get('/api/webhooks/event-types/', a.h);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(12);
    expect(res.body.results.map((r: any) => [r.event_type, r.query_types])).toEqual(SPEC_EVENTS);
    for (const r of res.body.results) {
      expect(r.list_endpoints).toEqual(r.query_types.map((qt: string) => SPEC_LISTS[qt]));
      expect(typeof r.description).toBe('string');
      expect(r.summary_fields.length).toBeGreaterThan(0);
    }
    expect(res.body.results[1].summary_fields).toEqual(['id', 'piid', 'total_contract_value', 'recipient_legal_business_name']);
  });

  it('sample-payload: one event type, or all of them keyed by type; unknown type 400', async () => {
    const a = await newAccount(app, 'free');
    const all = await get('/api/webhooks/endpoints/sample-payload/', a.h);
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(SPEC_EVENTS.map(([t]) => t));
    for (const [type, queryTypes] of SPEC_EVENTS) {
      const one = await get(`/api/webhooks/endpoints/sample-payload/?event_type=${type}`, a.h);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(all.body[type]);
      const env = one.body;
      expect(Object.keys(env)).toEqual(['timestamp', 'delivery_id', 'events']);
      expect(env.timestamp).toMatch(ISO_MS);
      expect(env.delivery_id).toMatch(UUID_RE);
      expect(env.events).toHaveLength(1);
      const ev = env.events[0];
      expect(Object.keys(ev)).toEqual(['event_type', 'alert_id', 'query_type', 'filters', 'matches', 'checked_at']);
      expect(ev.event_type).toBe(type);
      expect(queryTypes).toContain(ev.query_type);
      expect(ev.alert_id).toMatch(UUID_RE);
      expect(ev.checked_at).toMatch(ISO_MS);
      expect(Object.keys(ev.matches)).toEqual(['new_count', 'modified_count', 'new', 'modified']);
      expect(ev.matches.new_count).toBe(ev.matches.new.length);
      expect(ev.matches.modified_count).toBe(ev.matches.modified.length);
      // the sample's filters are filters of the query type's list endpoint
      const spec = resources.find((r) => r.routes.some((x) => x.kind === 'list' && !x.scope && x.path === SPEC_LISTS[ev.query_type]));
      expect(spec, ev.query_type).toBeDefined();
      for (const k of Object.keys(ev.filters)) expect(Object.keys(spec!.filters ?? {}), `${type}: ${k}`).toContain(k);
    }
    const contract = all.body['alerts.contract.match'].events[0];
    for (const s of [...contract.matches.new, ...contract.matches.modified]) {
      expect(Object.keys(s)).toEqual(['id', 'piid', 'total_contract_value', 'recipient_legal_business_name']);
    }
    for (const bad of ['alerts.nothing.match', '', 'ALERTS.CONTRACT.MATCH']) {
      const res = await get(`/api/webhooks/endpoints/sample-payload/?event_type=${encodeURIComponent(bad)}`, a.h);
      expect400(res, /event_type must be one of: alerts\.opportunity\.match, alerts\.contract\.match/);
      expect(res.body.allowed).toEqual(SPEC_EVENTS.map(([t]) => t));
    }
    expect((await get('/api/webhooks/endpoints/sample-payload/?event_type=a&event_type=b', a.h)).status).toBe(400);
  });
});

describe('GraphQL parity', () => {
  const FIELDS = 'id name url isActive consecutiveFailures circuitState circuitOpenUntil created modified secret';
  const camel = (e: any) => ({
    id: e.id, name: e.name, url: e.url, isActive: e.is_active, consecutiveFailures: e.consecutive_failures, circuitState: e.circuit_state,
    circuitOpenUntil: e.circuit_open_until, created: e.created, modified: e.modified, secret: e.secret ?? null,
  });

  it('the same operations, answers and error bodies as REST', async () => {
    const a = await newAccount(app);
    const gql = (doc: string, vars?: Record<string, unknown>) => app.graphql(doc, vars, a.h);
    const made = await gql(`mutation($n: String!, $u: String!) { createWebhookEndpoint(name: $n, url: $u, isActive: false) { ${FIELDS} } }`, { n: 'gql', u: PUBLIC });
    expect(made.body.errors).toBeUndefined();
    const e = made.body.data.createWebhookEndpoint;
    expect(e.secret).toMatch(/^whsec_/);
    expect(e.isActive).toBe(false);
    const [row] = await q(`SELECT secret_ciphertext FROM webhook_endpoint WHERE id = $1`, [e.id]);
    expect(decryptSecret(row.secret_ciphertext, e.id)).toBe(e.secret);

    const rest = await get(`/api/webhooks/endpoints/${e.id}/`, a.h);
    const one = await gql(`{ webhookEndpoint(id: "${e.id}") { ${FIELDS} } }`);
    expect(one.body.data.webhookEndpoint).toEqual(camel(rest.body));
    const restList = await get('/api/webhooks/endpoints/?limit=5', a.h);
    const list = await gql(`{ webhookEndpoints(limit: 5) { count next previous page limit results { ${FIELDS} } } }`);
    expect(list.body.data.webhookEndpoints).toEqual({ count: restList.body.count, next: null, previous: null, page: 1, limit: 5, results: restList.body.results.map(camel) });

    // errors: the REST body in extensions
    const dupRest = await create(a.h, { name: 'gql', url: PUBLIC });
    const dup = await gql(`mutation { createWebhookEndpoint(name: "gql", url: "${PUBLIC}") { id } }`);
    // Yoga turns extensions.http.status into the response status (and strips it from the body)
    expect(dup.status).toBe(400);
    expect(dup.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: dupRest.body });
    const ssrfRest = await create(a.h, { name: 'x', url: 'http://[::ffff:127.0.0.1]/' });
    const ssrf = await gql(`mutation { createWebhookEndpoint(name: "x", url: "http://[::ffff:127.0.0.1]/") { id } }`);
    expect(ssrf.body.errors![0].extensions.body).toEqual(ssrfRest.body);
    const missingRest = await get(`/api/webhooks/endpoints/${RANDOM_UUID}/`, a.h);
    const missing = await gql(`{ webhookEndpoint(id: "${RANDOM_UUID}") { id } }`);
    expect(missing.status).toBe(404);
    expect(missing.body.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', body: missingRest.body });
    expect((await gql('{ webhookEndpoint(id: "not-a-uuid") { id } }')).status).toBe(404);
    const badLimit = await gql('{ webhookEndpoints(limit: 101) { count } }');
    expect(badLimit.body.errors![0].extensions.body).toEqual((await get('/api/webhooks/endpoints/?limit=101', a.h)).body);

    // update, rotate, delete
    const upd = await gql(`mutation { updateWebhookEndpoint(id: "${e.id}", name: "renamed", isActive: true) { name isActive secret } }`);
    expect(upd.body.data.updateWebhookEndpoint).toEqual({ name: 'renamed', isActive: true, secret: null });
    expect((await gql(`mutation { updateWebhookEndpoint(id: "${e.id}") { id } }`)).body.errors![0].extensions.body.error).toMatch(/nothing to update/);
    const rot = await gql(`mutation { rotateWebhookEndpointSecret(id: "${e.id}") { secret } }`);
    const [row2] = await q(`SELECT secret_ciphertext FROM webhook_endpoint WHERE id = $1`, [e.id]);
    expect(decryptSecret(row2.secret_ciphertext, e.id)).toBe(rot.body.data.rotateWebhookEndpointSecret.secret);
    expect(rot.body.data.rotateWebhookEndpointSecret.secret).not.toBe(e.secret);
    expect((await gql(`{ webhookDeliveries(endpointId: "${e.id}") { count results { deliveryId } } }`)).body.data.webhookDeliveries).toEqual({ count: 0, results: [] });
    expect((await gql(`mutation { deleteWebhookEndpoint(id: "${e.id}") }`)).body.data.deleteWebhookEndpoint).toBe(true);
    expect((await gql(`mutation { deleteWebhookEndpoint(id: "${e.id}") }`)).status).toBe(404);

    // event types and samples
    const types = await gql('{ webhookEventTypes { eventType queryTypes listEndpoints summaryFields description } }');
    const restTypes = (await get('/api/webhooks/event-types/', a.h)).body.results;
    expect(types.body.data.webhookEventTypes).toEqual(restTypes.map((t: any) => ({ eventType: t.event_type, queryTypes: t.query_types, listEndpoints: t.list_endpoints, summaryFields: t.summary_fields, description: t.description })));
    const samples = await gql('{ all: webhookSamplePayload one: webhookSamplePayload(eventType: "alerts.grant.match") }');
    expect(samples.body.data.all).toEqual((await get('/api/webhooks/endpoints/sample-payload/', a.h)).body);
    expect(samples.body.data.one).toEqual((await get('/api/webhooks/endpoints/sample-payload/?event_type=alerts.grant.match', a.h)).body);
    const badSample = await gql('{ webhookSamplePayload(eventType: "nope") }');
    expect(badSample.body.errors![0].extensions.body).toEqual((await get('/api/webhooks/endpoints/sample-payload/?event_type=nope', a.h)).body);
    // test delivery input errors are the same too
    const tdRest = await post('/api/webhooks/endpoints/test-delivery/', a.h, {});
    const td = await gql('mutation { testWebhookDelivery { success } }');
    expect(td.body.errors![0].extensions.body).toEqual(tdRest.body);
  });

  it('mutations are refused over GET', async () => {
    const a = await newAccount(app);
    const res = await app.fetch(`/graphql?query=${encodeURIComponent(`mutation { createWebhookEndpoint(name: "g", url: "${PUBLIC}") { id } }`)}`, { headers: { ...a.h, accept: 'application/json' } });
    expect(res.status).toBe(405);
    expect((await get('/api/webhooks/endpoints/', a.h)).body.count).toBe(0);
  });
});

describe('no 500 for any body', () => {
  it('random JSON bodies and ids on every write path answer 2xx or 4xx', async () => {
    const a = await newAccount(app);
    // every URL the fuzz can register is a closed loopback port: a test delivery it triggers goes nowhere
    const CLOSED = 'http://127.0.0.1:59999/x';
    process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
    const e = (await create(a.h, { name: 'fuzz target', url: CLOSED, is_active: false })).body;
    const paths: [string, string][] = [
      ['POST', '/api/webhooks/endpoints/'],
      ['PATCH', `/api/webhooks/endpoints/${e.id}/`],
      ['POST', '/api/webhooks/endpoints/test-delivery/'],
      ['POST', `/api/webhooks/endpoints/${e.id}/rotate-secret/`],
    ];
    const value = fc.oneof(fc.jsonValue(), fc.constantFrom(CLOSED, 'http://[::1]:59999/', e.id, 'alerts.contract.match', '', '\u0000', 'x'.repeat(3000)));
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom('name', 'url', 'is_active', 'endpoint', 'event_type', '__proto__', 'constructor', 'other'), value),
      fc.jsonValue(),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async ([method, path], b) => {
        const res = await app.fetch(path, jsonInit(method, a.h, typeof b === 'string' ? b : JSON.stringify(b)));
        expect(res.status, `${method} ${path} ${JSON.stringify(b).slice(0, 200)}`).toBeLessThan(500);
        await res.text();
      }),
      { numRuns: 150, seed: 12 },
    ).finally(() => delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS);
    for (const id of ['%00', '..', '%2e%2e', 'a'.repeat(500), '%F0%9F%92%A9']) {
      expect((await get(`/api/webhooks/endpoints/${id}/`, a.h)).status).toBeLessThan(500);
    }
  });
});
