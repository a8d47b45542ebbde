/**
 * Requests over a real socket (@hono/node-server), where request and answer
 * objects are node-server's light ones: a GraphQL body is read once, as
 * text, by the rate limiter's premium charge and by the route (direct path
 * or Yoga), whether its length is declared or it arrives chunked; a form
 * POST reaches Yoga; headers that middleware adds after the handler (CORS,
 * request id, rate limits) are on every answer. The in-process tests use
 * WHATWG Request objects and cannot see these paths.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { startSocketTestApp } from '../helpers/socket.js';
import { newAccount, setQuotas } from '../ratelimit/helpers.js';

let app: TestApp;
let port: number;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const started = await startSocketTestApp();
  ({ app, port, close: stop } = started);
});
afterAll(async () => {
  await stop?.();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request; `chunked` sends the body in two chunks without a Content-Length. */
function send(method: string, path: string, opts: { body?: string; type?: string; chunked?: boolean; key?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (opts.type) headers['content-type'] = opts.type;
    if (opts.key) headers['x-api-key'] = opts.key;
    if (opts.body !== undefined && !opts.chunked) headers['content-length'] = String(Buffer.byteLength(opts.body));
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (opts.body !== undefined && opts.chunked) {
      const half = Math.floor(opts.body.length / 2);
      req.write(opts.body.slice(0, half));
      setTimeout(() => req.end(opts.body!.slice(half)), 20);
    } else req.end(opts.body);
  });
}

const gql = (query: string, chunked = false, key?: string) => send('POST', '/graphql', { body: JSON.stringify({ query }), type: 'application/json', chunked, key });

describe('bodies and headers over a socket', () => {
  it('a GraphQL list (direct path) and a query Yoga answers, with the length declared or chunked, give the same data', async () => {
    const list = '{ contracts(limit: 2) { count results { key obligated } } }';
    const yoga = '{ version { apiVersion } }';
    for (const query of [list, yoga]) {
      const declared = await gql(query);
      const chunked = await gql(query, true);
      expect(declared.status, query).toBe(200);
      expect(chunked.status, query).toBe(200);
      const data = JSON.parse(declared.body);
      expect(data.errors, query).toBeUndefined();
      expect(JSON.parse(chunked.body), query).toEqual(data);
    }
    expect(JSON.parse((await gql(list)).body).data.contracts.results).toHaveLength(2);
  });

  it('a body over 1 MiB is 413 with the GraphQL error body, whether its length is declared or it arrives chunked', async () => {
    const body = JSON.stringify({ query: '{ __typename }', padding: 'a'.repeat(1024 * 1024 + 10) });
    for (const chunked of [false, true]) {
      const res = await send('POST', '/graphql', { body, type: 'application/json', chunked });
      expect(res.status, `chunked ${chunked}`).toBe(413);
      expect(JSON.parse(res.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('a form POST reaches Yoga with its fields', async () => {
    const res = await send('POST', '/graphql', { body: `query=${encodeURIComponent('{ contracts(limit: 1) { results { key } } }')}`, type: 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data.contracts.results).toHaveLength(1);
  });

  it('a GraphQL read of labor rates is charged to the premium budget whether its length is declared or it arrives chunked', async () => {
    setQuotas({ small: { daily: 1_000, burst: 1_000, premiumDaily: 10 } });
    const acct = await newAccount(app.db, 'small');
    const [{ idv }] = await app.db.raw.query<{ idv: string }>(`SELECT idv_key AS idv FROM labor_rate ORDER BY uuid LIMIT 1`, []);
    const query = `{ laborRates(idvKey: "${idv}") { count } }`;
    const declared = await gql(query, false, acct.keys[0]);
    const chunked = await gql(query, true, acct.keys[0]);
    for (const res of [declared, chunked]) {
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).errors).toBeUndefined();
      expect(res.headers['x-ratelimit-premium-limit']).toBe('10');
    }
    expect(declared.headers['x-ratelimit-premium-remaining']).toBe('9');
    expect(chunked.headers['x-ratelimit-premium-remaining']).toBe('8');
  });

  it('headers set after the handler are on REST answers, errors and GraphQL answers, with the body length', async () => {
    for (const res of [await send('GET', '/api/contracts/?limit=1'), await send('GET', '/api/contracts/?limit=abc'), await gql('{ contracts(limit: 1) { count } }')]) {
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-expose-headers']).toMatch(/X-RateLimit-Remaining/);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-api-version']).toBeTruthy();
      expect(res.headers['x-ratelimit-limit']).toBeTruthy();
      expect(res.headers['x-execution-time']).toMatch(/^\d+\.\d{3}s$/);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    }
  });
});
