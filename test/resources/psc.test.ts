/**
 * Product and service codes (/api/psc/, GraphQL pscCodes and psc(code:)):
 * the page-number envelope (limit at most 100), default shapes, every filter
 * against SQL, search, error bodies, the detail in any case, REST/GraphQL
 * parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const codes = (body: { results: { code: string }[] }) => body.results.map((r) => r.code);

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

async function expectedCodes(where: string, params: unknown[] = []): Promise<string[]> {
  return (await q<{ code: string }>(`SELECT code FROM psc t WHERE ${where} ORDER BY code`, params)).map((r) => r.code);
}

/** Every code of a filtered list, walking the pages. */
async function all(query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await app.json(`/api/psc/?${query}&limit=100&page=${page}&shape=code`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...codes(res.body));
    if (!res.body.next) break;
  }
  return out;
}

describe('GET /api/psc/', () => {
  it('lists codes in code order with the page-number envelope and the default shape', async () => {
    const rows = await q<Record<string, any>>(`SELECT * FROM psc ORDER BY code`);
    expect(rows.length).toBeGreaterThan(100);
    const res = await app.json('/api/psc/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.previous).toBeNull();
    expect(res.body.next).toBe('http://test.local/api/psc/?page=2');
    expect(res.body.results).toEqual(
      rows.slice(0, 25).map((r) => ({
        code: r.code,
        name: r.name,
        is_service: r.is_service,
        level_1_category_code: r.level_1_category_code,
        level_1_category: r.level_1_category,
        level_2_category_code: r.level_2_category_code,
        level_2_category: r.level_2_category,
      })),
    );
    const second = await app.json('/api/psc/?page=2&limit=100&shape=code');
    expect(codes(second.body)).toEqual(rows.slice(100, 200).map((r) => r.code));
    expect(second.body.previous).toBe('http://test.local/api/psc/?limit=100&shape=code&page=1');
    expect((await app.json(`/api/psc/?limit=100&page=${Math.ceil(rows.length / 100) + 1}`)).status).toBe(404);
  });

  it('pages like every list: limit 1 to 100', async () => {
    expect((await app.json('/api/psc/?limit=100')).body.results).toHaveLength(100);
    expect((await app.json('/api/psc/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
    expect((await app.json('/api/psc/?limit=0')).status).toBe(400);
    expect((await app.json('/api/psc/?page=0')).status).toBe(400);
  });

  it('has_awards: codes with awards, or without', async () => {
    const withAwards = await expectedCodes('EXISTS (SELECT 1 FROM award a WHERE a.psc_code = t.code)');
    const without = await expectedCodes('NOT EXISTS (SELECT 1 FROM award a WHERE a.psc_code = t.code)');
    expect(withAwards.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    expect(await all('has_awards=true')).toEqual(withAwards);
    expect(await all('has_awards=FALSE')).toEqual(without);
    expect((await app.json('/api/psc/?has_awards=yes')).body).toEqual({ error: 'has_awards must be true or false, got "yes"', code: 'validation_error' });
  });

  it('is_service and the category codes (OR-lists, any case)', async () => {
    expect(await all('is_service=true')).toEqual(await expectedCodes('is_service'));
    expect(await all('is_service=false')).toEqual(await expectedCodes('NOT is_service'));
    expect(await all('level_1_category_code=it|wa')).toEqual(await expectedCodes(`level_1_category_code IN ('IT', 'WA')`));
    const [{ c }] = await q<{ c: string }>(`SELECT level_2_category_code AS c FROM psc ORDER BY code LIMIT 1`);
    expect(await all(`level_2_category_code=${c.toLowerCase()}`)).toEqual(await expectedCodes('level_2_category_code = $1', [c]));
    expect((await app.json('/api/psc/?level_1_category_code=%7C')).status).toBe(400);
  });

  it('search: full text over code, name and description, best match first', async () => {
    const res = await app.json('/api/psc/?search=engineering&limit=100&shape=code,name');
    expect(res.status).toBe(200);
    const expected = await expectedCodes(`search_vector @@ websearch_to_tsquery('english', 'engineering')`);
    expect(res.body.count).toBe(expected.length);
    expect([...codes(res.body)].sort()).toEqual(expected.slice(0, 100).sort());
    expect(res.body.results[0].name.toLowerCase()).toContain('engineering');
    // a code is found by itself
    const byCode = await app.json('/api/psc/?search=R425&shape=code');
    expect(codes(byCode.body)[0]).toBe('R425');
    expect((await app.json('/api/psc/?search=%20')).body).toEqual({ error: 'search must not be blank', code: 'validation_error' });
  });

  it('refuses ordering and unknown shape fields', async () => {
    expect((await app.json('/api/psc/?ordering=code')).body).toEqual({ error: 'ordering is not supported on psc_codes: results come in a fixed order', code: 'validation_error' });
    const bad = await app.json('/api/psc/?shape=code,nope');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    expect(bad.body.errors[0]).toMatchObject({ field: 'nope' });
  });
});

describe('GET /api/psc/{code}/', () => {
  it('answers one code, in any case, with the detail default shape', async () => {
    const [r] = await q<Record<string, any>>(`SELECT * FROM psc WHERE code = 'R425'`);
    const expected = {
      code: 'R425',
      name: r.name,
      description: r.description,
      is_service: true,
      level_1_category_code: r.level_1_category_code,
      level_1_category: r.level_1_category,
      level_2_category_code: r.level_2_category_code,
      level_2_category: r.level_2_category,
    };
    expect((await app.json('/api/psc/R425/')).body).toEqual(expected);
    expect((await app.json('/api/psc/r425/')).body).toEqual(expected);
    expect((await app.json('/api/psc/r425/?shape=code,current(*)')).body).toEqual({ code: 'R425', current: { name: r.name, description: r.description } });
  });

  it('is 404 for an unknown or malformed code', async () => {
    for (const path of ['/api/psc/ZZZZ/', '/api/psc/R4255/', '/api/psc/R-42/', '/api/psc/%00/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('GraphQL', () => {
  it('pscCodes and psc(code:) answer what REST answers', async () => {
    const rest = await app.json('/api/psc/?limit=5&is_service=false&search=guns&shape=code,name,level_1_category');
    const gql = await app.graphql('{ pscCodes(limit: 5, filter: {isService: false, search: "guns"}) { count next results { code name level1Category } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.pscCodes.count).toBe(rest.body.count);
    expect(gql.body.data.pscCodes.results).toEqual(rest.body.results.map((r: any) => ({ code: r.code, name: r.name, level1Category: r.level_1_category })));
    const one = await app.graphql('{ psc(code: "r425") { code name isService current { name } } none: psc(code: "ZZZZ") { code } bad: psc(code: "no such") { code } }');
    expect(one.body.data.psc).toMatchObject({ code: 'R425', isService: true });
    expect(one.body.data.psc.current.name).toBe(one.body.data.psc.name);
    expect(one.body.data.none).toBeNull();
    expect(one.body.data.bad).toBeNull();
    // a Boolean input refuses "maybe" before the engine, with the code REST's 400 maps to
    const err = await app.graphql('{ pscCodes(filter: {hasAwards: "maybe"}) { count } }');
    expect(err.status).toBe(400);
    expect((await app.json('/api/psc/?has_awards=maybe')).status).toBe(400);
    expect(err.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('one statement per page and per detail', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/psc/?limit=100&has_awards=true&shape=code,name,current(*)';
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    log.length = 0;
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request('http://test.local/api/psc/R425/'))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
