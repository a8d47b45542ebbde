/**
 * Issue 7 (hardening) and its amendments in issue 16: one test per reported
 * defect, written before the fix. Every bad input is a 4xx with the
 * documented body, never a 500.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { configureCursorKeys, encodeCursor } from '../../src/engine/pagination/cursor.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { keyHeader } from '../helpers/auth.js';
import { openTestDatabase } from '../helpers/db.js';

let app: TestApp;
const ENT = keyHeader('demo_enterprise');

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  configureCursorKeys(null);
  await app?.close();
});

const LISTS = ['/api/contracts/', '/api/contract_appeals/', '/api/subawards/', '/api/vehicles/00000000-0000-4000-8000-000000000000/orders/'];

function expectValidationError(res: { status: number; body: any }, mention?: string | RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('validation_error');
  expect(typeof res.body.error).toBe('string');
  if (mention) expect(res.body.error).toMatch(mention);
}

describe('1. query parameters named after built-in JavaScript properties', () => {
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];
  it('are refused as unknown parameters on every route (issue 13: no parameter is silently ignored), never a 500', async () => {
    for (const path of ['/api/contracts/', '/api/subawards/', '/api/contracts/CONT_AWD_NONE_9700_-NONE-_-NONE-/']) {
      for (const n of names) {
        expectValidationError(await app.json(`${path}?${n}=x`), new RegExp(`unknown query parameter "${n.replace(/[$_]/g, '\\$&')}"`));
      }
    }
    for (const n of names) {
      const res = await app.json(`/api/contract_appeals/?${n}=x`, { headers: ENT });
      expectValidationError(res, new RegExp(`unknown query parameter "${n.replace(/[$_]/g, '\\$&')}"`));
    }
  });

  it('never reach next links (refused before any page is built)', async () => {
    const res = await app.json('/api/contracts/?constructor=x&limit=1&shape=key');
    expect(res.status).toBe(400);
    expect(res.body.next).toBeUndefined();
  });
});

describe('2. page numbers past the 32-bit range', () => {
  it('answer 400 naming page, not 500', async () => {
    for (const page of ['2147483648', '9007199254740993', '99999999999999999999']) {
      expectValidationError(await app.json(`/api/subawards/?page=${page}`), /page/);
      expectValidationError(await app.json(`/api/contract_appeals/?page=${page}`, { headers: ENT }), /page/);
    }
    const last = await app.json('/api/subawards/?page=2147483647');
    expect(last.status).toBe(404);
    expect(last.body.code).toBe('not_found');
  });
});

describe('3. cursors are signed, checked against the ordering types, and tied to their request', () => {
  const raw = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

  it('refuses unsigned base64 JSON cursors, including the reported ones', async () => {
    for (const c of [
      { o: '-award_date', v: ['notadate', 'x'], d: 'n', _: 1 },
      { o: '-award_date', v: [1, 2], d: 'n', _: 1 },
      { o: '-award_date', v: ['99999-01-01', 'x'], d: 'n', _: 1 },
      { o: '-award_date', v: ['2024-01-01', 'x'], d: 'z', _: 1 },
    ]) {
      expectValidationError(await app.json(`/api/contracts/?cursor=${raw(c)}`), /cursor/);
    }
  });

  it('refuses a signed cursor whose values do not fit the ordering columns', async () => {
    // re-sign a real cursor's payload with the service's own key, so only the values are wrong
    const payloadOf = (cursor: string) => JSON.parse(Buffer.from(cursor.split('.')[0], 'base64url').toString());
    const real = payloadOf((await app.json('/api/contracts/?limit=1&shape=key')).body.cursor);
    expect((await app.json(`/api/contracts/?limit=1&shape=key&cursor=${encodeCursor({ o: real.o, v: real.v, d: 'n' }, real.f)}`)).status).toBe(200);
    for (const v of [['notadate', 'x'], [1, 2], ['99999-01-01', 'x'], ['2024-02-30', 'x'], [null, 'x'], ['2024-01-01', 7], ['2024-01-01', 'a\u0000b'], ['2024-01-01']]) {
      const c = encodeCursor({ o: real.o, v, d: 'n' }, real.f);
      expectValidationError(await app.json(`/api/contracts/?limit=1&shape=key&cursor=${c}`), /cursor/);
    }
    const ob = payloadOf((await app.json('/api/contracts/?ordering=-obligated&limit=1&shape=key')).body.cursor);
    for (const v of [['12abc', 'x'], [true, 'x'], [{}, 'x']]) {
      const c = encodeCursor({ o: ob.o, v: v as never, d: 'n' }, ob.f);
      expectValidationError(await app.json(`/api/contracts/?ordering=-obligated&limit=1&shape=key&cursor=${c}`), /cursor/);
    }
  });

  it('refuses a real cursor whose payload or signature was altered', async () => {
    const first = await app.json('/api/contracts/?limit=2&shape=key');
    const cursor: string = first.body.cursor;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [payload, sig] = cursor.split('.');
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
    decoded.v[0] = '1999-01-01';
    const tampered = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${sig}`;
    expectValidationError(await app.json(`/api/contracts/?limit=2&shape=key&cursor=${tampered}`), /cursor/);
    const flipped = `${payload}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expectValidationError(await app.json(`/api/contracts/?limit=2&shape=key&cursor=${flipped}`), /cursor/);
    // the untouched cursor still walks
    expect((await app.json(`/api/contracts/?limit=2&shape=key&cursor=${cursor}`)).status).toBe(200);
  });

  it('is stale (400) under another ordering, direction or filter set, and never by age', async () => {
    const first = await app.json('/api/contracts/?limit=2&shape=key&naics=541511');
    expect(first.status).toBe(200);
    const c = first.body.cursor;
    expect((await app.json(`/api/contracts/?limit=2&shape=key&naics=541511&cursor=${c}`)).status).toBe(200);
    expectValidationError(await app.json(`/api/contracts/?limit=2&shape=key&naics=541512&cursor=${c}`), /cursor/);
    expectValidationError(await app.json(`/api/contracts/?limit=2&shape=key&cursor=${c}`), /cursor/);
    expectValidationError(await app.json(`/api/contracts/?limit=2&shape=key&naics=541511&ordering=award_date&cursor=${c}`), /cursor/);
    // another page size is not another request: the walk goes on
    expect((await app.json(`/api/contracts/?limit=5&shape=key&naics=541511&cursor=${c}`)).status).toBe(200);
  });

  it('verifies with every key of the ring and signs with the first, so keys rotate', async () => {
    try {
      configureCursorKeys(['old-cursor-key-0123456789abcdef']);
      const old = (await app.json('/api/contracts/?limit=2&shape=key')).body.cursor;
      configureCursorKeys(['new-cursor-key-0123456789abcdef', 'old-cursor-key-0123456789abcdef']);
      const fresh = await app.json(`/api/contracts/?limit=2&shape=key&cursor=${old}`);
      expect(fresh.status).toBe(200);
      const renewed = fresh.body.cursor;
      configureCursorKeys(['new-cursor-key-0123456789abcdef']);
      expect((await app.json(`/api/contracts/?limit=2&shape=key&cursor=${renewed}`)).status).toBe(200);
      expectValidationError(await app.json(`/api/contracts/?limit=2&shape=key&cursor=${old}`), /cursor/);
    } finally {
      configureCursorKeys(null);
    }
  });

  it('GraphQL refuses the same cursors with VALIDATION_ERROR, never a masked 500', async () => {
    const bad = raw({ o: '-award_date', v: ['notadate', 'x'], d: 'n', _: 1 });
    const res = await app.graphql(`query($c: String) { contracts(cursor: $c) { count } }`, { c: bad });
    expect(res.status).toBe(400);
    expect(res.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
  });
});

describe('4. NUL bytes', () => {
  it('in a filter value answer 400 naming the parameter', async () => {
    expectValidationError(await app.json('/api/contracts/?naics=%00'), /naics/);
    expectValidationError(await app.json('/api/contracts/?recipient=ab%00cd'), /recipient/);
    expectValidationError(await app.json('/api/subawards/?recipient=ab%00cd'), /recipient/);
    expectValidationError(await app.json('/api/contract_appeals/?appellant=ab%00cd', { headers: ENT }), /appellant/);
    expectValidationError(await app.json('/api/contracts/?shape=key%00'), /shape/);
  });

  it('in a path parameter answer 404', async () => {
    for (const path of ['/api/entities/%00/contracts/', '/api/entities/%00/subawards/', '/api/contracts/%00/', '/api/contracts/CONT%00/transactions/', '/api/idvs/%00/awards/', '/api/subawards/%00/', '/api/vehicles/%00/orders/']) {
      const res = await app.json(path, { headers: ENT });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('in a JSON request body answer 400', async () => {
    const small = keyHeader('demo_small');
    for (const body of ['{"name":"a\\u0000b"}', '{"name":"ok","expires_at":"2027-01-01\\u0000"}', '{"a\\u0000":1,"name":"x"}']) {
      expectValidationError(await app.json('/api/account/keys/', { method: 'POST', headers: { 'content-type': 'application/json', ...small }, body }), /NUL/);
    }
    expectValidationError(await app.json('/api/validate/', { method: 'POST', headers: { 'content-type': 'application/json', ...ENT }, body: '{"type":"uei","value":"\\u0000"}' }), /NUL/);
  });

  it('in GraphQL arguments answer VALIDATION_ERROR (filters) or null (keys)', async () => {
    const res = await app.graphql(`{ contracts(filter: {naics: "\\u0000"}) { count } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
    const detail = await app.graphql(`{ contract(key: "CONT\\u0000") { key } }`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.contract).toBeNull();
    const scoped = await app.graphql(`{ contracts(entityUei: "\\u0000") { count } }`);
    expect(scoped.body.errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('5. GraphQL transport and depth', () => {
  it('malformed variables or extensions on GET answer 400', async () => {
    for (const qs of ['variables={bad', 'extensions={bad', 'variables=[1]', 'variables=null']) {
      const res = await app.fetch(`/graphql?query=${encodeURIComponent('{__typename}')}&${qs.replace('{', '%7B').replace('[', '%5B')}`, { headers: { accept: 'application/json' } });
      if (qs === 'variables=null') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, qs).toBe(400);
      const body = await res.json();
      expect(body.errors[0].message).toMatch(/variables|extensions/);
    }
  });

  it('malformed variables or extensions in a POSTed form answer 400', async () => {
    for (const body of ['query=%7B__typename%7D&variables=%7B', 'query=%7B__typename%7D&extensions=%5B1%5D']) {
      const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(res.status, body).toBe(400);
      expect((await res.json()).errors[0].message).toMatch(/variables|extensions/);
    }
    const ok = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' });
    expect(ok.status).toBe(200);
  });

  it('an unusable Content-Type or Accept answers 415 or 406 with a JSON body', async () => {
    const media = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{__typename}' });
    expect(media.status).toBe(415);
    expect((await media.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const accept = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: '!' }, body: '{"query":"{__typename}"}' });
    expect(accept.status).toBe(406);
    expect((await accept.json()).errors[0].extensions.code).toBe('NOT_ACCEPTABLE');
  });

  it('block strings with escaped quotes do not hide deep nesting from the limit', async () => {
    const deep = '['.repeat(2000) + '"x"' + ']'.repeat(2000);
    const block = '"""a\\"""b"""'; // the GraphQL block string """a\"""b""" (an escaped triple quote inside)
    const res = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ version { apiVersion(x: ${block}) } __typename(y: ${deep}) }` }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'QUERY_TOO_COMPLEX' });
  });

  it('naics and psc lookups with a NUL answer null, not 500', async () => {
    const res = await app.graphql(`{ naics(code: "\\u0000") { code } psc(code: "\\u0000") { code } }`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ naics: null, psc: null });
  });

  it('deeply nested literals answer a client error at every depth, never a 500', async () => {
    for (const depth of [60, 99, 100, 101, 200, 1000, 1999, 2000, 2001, 2500, 4000]) {
      for (const [open, close, inner] of [['[', ']', '1'], ['{a:', '}', '1']]) {
        const lit = open.repeat(depth) + inner + close.repeat(depth);
        const res = await app.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ contracts(filter: {naics: ${lit}}) { count } }` }),
        });
        const body = await res.json();
        // shallow ones fail validation (200 with errors under application/json, per GraphQL over HTTP);
        // deep ones are refused before parsing with 400 QUERY_TOO_COMPLEX
        expect(res.status, `${open} x ${depth}`).toBe(depth + 3 > 100 ? 400 : 200);
        expect(body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: depth + 3 > 100 ? 'QUERY_TOO_COMPLEX' : 'GRAPHQL_VALIDATION_FAILED' });
      }
    }
  });

  it('deeply nested variables answer 400', async () => {
    // built as text: JSON.stringify itself overflows the stack on such a value
    const deep = '['.repeat(5000) + '"x"' + ']'.repeat(5000);
    const res = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":"query($f: ContractFilter) { contracts(filter: $f) { count } }","variables":{"f":{"naics":${deep}}}}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'QUERY_TOO_COMPLEX' });
  });

  it('a body over 1 MiB answers 413 without being read whole', async () => {
    const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query":"{__typename}","x":"${'a'.repeat(2 * 1024 * 1024)}"}` });
    expect(res.status).toBe(413);
  });
});

describe('5b. every failure is logged at error level with its request id', () => {
  it('logs a GraphQL resolver failure and a REST failure, and the client gets the request id', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _e, cb) => (lines.push(...String(chunk).split('\n').filter(Boolean)), cb()) });
    // the read path's queries fail (as when the database goes away mid-request): an unexpected, internal error
    const failing = { ...app.db, raw: { ...app.db.raw, query: () => Promise.reject(new Error('connection terminated unexpectedly')) } };
    const logged = createApp({ db: failing, logger: createLogger('info', sink) });
    const gql = await logged.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-graphql-failure-1' },
        body: JSON.stringify({ query: '{ contracts(limit: 1) { count } }' }),
      }),
    );
    const body = await gql.json();
    expect(body.errors?.[0]?.extensions?.code, `${gql.status} ${JSON.stringify(body)}`).toBe('INTERNAL_SERVER_ERROR');
    expect(body.errors[0].extensions.request_id).toBe('req-graphql-failure-1');
    expect(JSON.stringify(body)).not.toMatch(/prisma|pglite|closed|at /i);
    const rest = await logged.fetch(new Request('http://test.local/api/contracts/?limit=1', { headers: { 'x-request-id': 'req-rest-failure-1' } }));
    expect(rest.status).toBe(500);
    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errors.some((l) => l.requestId === 'req-graphql-failure-1')).toBe(true);
    expect(errors.some((l) => l.requestId === 'req-rest-failure-1')).toBe(true);
    expect(errors.some((l) => l.requestId === 'req-graphql-failure-1' && /connection terminated/.test(JSON.stringify(l)))).toBe(true);
  });

  it('a failure before GraphQL execution still answers a GraphQL-shaped body with the request id', async () => {
    const db = await openTestDatabase();
    const logged = createApp({ db, logger: createLogger('silent') });
    await db.close(); // authentication itself now fails
    const res = await logged.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-graphql-failure-2', 'x-api-key': 'demo_small' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', request_id: 'req-graphql-failure-2' });
  });
});

describe('6. CORS', () => {
  it('preflights on REST and GraphQL answer 204 with one policy: any origin, no credentials', async () => {
    for (const path of ['/api/contracts/', '/graphql', '/api/contract_appeals/', '/api/no/such/path/']) {
      const res = await app.fetch(path, {
        method: 'OPTIONS',
        headers: { origin: 'https://analyst.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key, content-type' },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  it('actual responses never reflect an origin with credentials and expose the rate-limit headers', async () => {
    for (const init of [
      { path: '/api/contracts/?limit=1', init: { headers: { origin: 'https://evil.example' } } },
      { path: '/graphql', init: { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' } },
    ]) {
      const res = await app.fetch(init.path, init.init as RequestInit);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Remaining/i);
    }
  });

  it('error answers carry the CORS headers too (set once the answer is made, whoever made it)', async () => {
    for (const [path, status] of [['/api/no_such_resource/', 404], ['/api/contracts/?limit=abc', 400], ['/api/contracts/?ordering=nope', 400]] as const) {
      const res = await app.fetch(path, { headers: { origin: 'https://analyst.example' } });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-expose-headers'), path).toMatch(/X-Request-Id/i);
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('8. lax input', () => {
  it('dates padded with whitespace are refused', async () => {
    expectValidationError(await app.json('/api/contracts/?award_date_gte=%202024-01-01'), /award_date_gte/);
    expectValidationError(await app.json('/api/contracts/?award_date_gte=2024-01-01%20'), /award_date_gte/);
    expectValidationError(await app.json('/api/contracts/?award_date=%092024-01-01'), /award_date/);
  });

  it('an ordering that names no field is refused', async () => {
    for (const o of ['%20%20', '', ',', '-']) expectValidationError(await app.json(`/api/contracts/?ordering=${o}`), /ordering/);
  });

  it('a repeated parameter answers 400 naming it', async () => {
    expectValidationError(await app.json('/api/contracts/?limit=5&limit=10'), /limit/);
    expectValidationError(await app.json('/api/contracts/?naics=541511&naics=541512'), /naics/);
    expectValidationError(await app.json('/api/subawards/?page=1&page=2'), /page/);
  });

  it('an empty path segment answers 404', async () => {
    for (const path of ['/api/entities//contracts/', '/api/contracts//', '/api//contracts/', '/api/idvs//awards/', '/api/vehicles//orders/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('methods', () => {
  it('another method on a built read route answers 405 with Allow, not 501', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await app.json('/api/contracts/', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.body.code).toBe('method_not_allowed');
    }
    expect((await app.fetch('/api/contracts/?limit=1', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('issue 16 with issue 7: built deviations', () => {
  it('POST /api/validate/ echoes value exactly as sent', async () => {
    const res = await app.json('/api/validate/', { method: 'POST', headers: { 'content-type': 'application/json', ...ENT }, body: JSON.stringify({ type: 'uei', value: '\tZQGGHJH74DW7 ' }) });
    expect(res.status).toBe(200);
    expect(res.body.value).toBe('\tZQGGHJH74DW7 ');
  });

  it('joiner is neither validated nor used unless flat=true', async () => {
    for (const j of ['', 'toolong', '%00']) {
      expect((await app.json(`/api/contracts/?limit=1&shape=key&joiner=${j}`)).status).toBe(200);
      expect((await app.json(`/api/contracts/?limit=1&shape=key&flat=false&joiner=${j}`)).status).toBe(200);
    }
    expectValidationError(await app.json('/api/contracts/?limit=1&shape=key&flat=true&joiner=toolong'), /joiner/);
  });
});
