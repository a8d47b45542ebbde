/**
 * Agencies (deprecated) end to end: the page-number list with `search` and no
 * ordering, the detail, the two deprecated agency-scoped contract lists (the
 * rows of /api/contracts/?awarding_agency= and ?funding_agency=), the
 * Deprecation header on every answer, deprecated GraphQL fields, parity and
 * one statement per request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

const codesOf = (body: { results: { code: string }[] }) => body.results.map((r) => r.code);
async function expectedCodes(where: string, params: unknown[] = []): Promise<string[]> {
  return (await q<{ code: string }>(`SELECT code FROM agency t WHERE ${where} ORDER BY name, code`, params)).map((r) => r.code);
}

/** Every key of a keyset list, following `next`. */
async function walk(path: string): Promise<string[]> {
  const keys: string[] = [];
  let url: string | null = `${path}${path.includes('?') ? '&' : '?'}limit=100&shape=key`;
  for (let i = 0; url && i < 100; i++) {
    const res: { status: number; body: any } = await app.json(url.replace(/^https?:\/\/[^/]+/, ''));
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    keys.push(...res.body.results.map((r: { key: string }) => r.key));
    url = res.body.next;
  }
  return keys;
}

describe('GET /api/agencies/', () => {
  it('lists agencies by name with the default shape code, name, abbreviation, department(name,code)', async () => {
    const res = await app.json('/api/agencies/?limit=10');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const all = await expectedCodes('TRUE');
    expect(res.body.count).toBe(all.length);
    expect(codesOf(res.body)).toEqual(all.slice(0, 10));
    const first = res.body.results[0];
    expect(Object.keys(first)).toEqual(['code', 'name', 'abbreviation', 'department']);
    const [d] = await q<{ name: string; code: string }>(`SELECT d.name, d.code FROM agency a JOIN department d ON d.cgac = a.department_cgac WHERE a.code = $1`, [first.code]);
    expect(first.department).toEqual({ name: d.name, code: d.code });
    const p2 = await app.json('/api/agencies/?limit=10&page=2');
    expect(codesOf(p2.body)).toEqual(all.slice(10, 20));
    expect((await app.json(`/api/agencies/?limit=100&page=${Math.ceil(all.length / 100) + 1}`)).status).toBe(404);
  });

  it('search matches the code or abbreviation exactly and the name as a substring, any case', async () => {
    for (const [search, where, params] of [
      ['97as', `code = '97AS'`, []],
      ['dla', `upper(abbreviation) = 'DLA'`, []],
      ['army', `name ILIKE '%army%'`, []],
      ['Department%20of', `name ILIKE '%Department of%'`, []],
      ['navy', `name ILIKE '%navy%' OR upper(abbreviation) = 'NAVY'`, []],
    ] as const) {
      const want = await expectedCodes(where, [...params]);
      expect(want.length, search).toBeGreaterThan(0);
      const res = await app.json(`/api/agencies/?search=${search}&limit=100`);
      expect(res.status).toBe(200);
      expect(codesOf(res.body), search).toEqual(want);
    }
    expect((await app.json('/api/agencies/?search=zzzz-no-such-agency')).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await app.json('/api/agencies/?search=%20')).status).toBe(400);
    // a literal % or _ is no wildcard
    expect((await app.json('/api/agencies/?search=%25')).body.count).toBe(0);
  });

  it('refuses any ordering with 400, in REST and GraphQL', async () => {
    for (const ordering of ['name', '-code', 'rank', '']) {
      const res = await app.json(`/api/agencies/?ordering=${ordering}`);
      expect(res.status, ordering).toBe(400);
      expect(res.body).toEqual({ error: 'ordering is not supported on agencies: results come in a fixed order', code: 'validation_error' });
    }
    const gql = await app.graphql('{ agencies(ordering: "name") { count } }');
    expect(gql.status).toBe(400);
  });
});

describe('GET /api/agencies/{code}/', () => {
  it('serves one agency, its code in any case, with the department expansion on request', async () => {
    const res = await app.json('/api/agencies/97as/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '97AS', name: 'Defense Logistics Agency', abbreviation: 'DLA', department: { name: 'Department of Defense', code: '9700' } });
    const full = await app.json('/api/agencies/2100/?shape=code,department(*)');
    const [d] = await q<Record<string, string>>(`SELECT code, name, abbreviation, description, cgac, website, congressional_justification FROM department WHERE cgac = '097'`);
    expect(full.body).toEqual({ code: '2100', department: d });
    for (const path of ['/api/agencies/ZZZZ/', '/api/agencies/21000/', '/api/agencies/21/', '/api/agencies/21-0/']) {
      const r = await app.json(path);
      expect(r.status, path).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
  });
});

describe('deprecated agency-scoped contract lists', () => {
  it('list the contracts of /api/contracts/?awarding_agency=<code> and ?funding_agency=<code>', async () => {
    for (const code of ['2100', '97AS', '4732', '9700']) {
      for (const side of ['awarding', 'funding'] as const) {
        const scoped = await walk(`/api/agencies/${code.toLowerCase()}/contracts/${side}/`);
        const plain = await walk(`/api/contracts/?${side}_agency=${code}`);
        expect(scoped, `${code} ${side}`).toEqual(plain);
        if (side === 'awarding') expect(scoped.length, code).toBeGreaterThan(0);
      }
    }
  });

  it('take every contract filter and ordering; an unknown or malformed code answers 404', async () => {
    const a = await app.json('/api/agencies/2100/contracts/awarding/?fiscal_year_gte=2020&ordering=-obligated&limit=5&shape=key,obligated,awarding_office(agency_code)');
    const b = await app.json('/api/contracts/?awarding_agency=2100&fiscal_year_gte=2020&ordering=-obligated&limit=5&shape=key,obligated,awarding_office(agency_code)');
    expect(a.status).toBe(200);
    expect(a.body.results).toEqual(b.body.results);
    expect(a.body.count).toBe(b.body.count);
    expect(Object.keys(a.body)).toEqual(['count', 'next', 'previous', 'cursor', 'results']);
    expect((await app.json('/api/agencies/2100/contracts/awarding/?ordering=piid')).status).toBe(400);
    for (const path of ['/api/agencies/ZZZZ/contracts/awarding/', '/api/agencies/not-a-code/contracts/funding/', '/api/agencies/2100/contracts/', '/api/agencies/2100/contracts/other/']) {
      expect((await app.json(path)).status, path).toBe(404);
    }
  });
});

describe('Deprecation', () => {
  it('every answer of the agencies paths carries Deprecation: true, errors included', async () => {
    for (const [path, status, headers] of [
      ['/api/agencies/', 200, {}],
      ['/api/agencies/2100/', 200, {}],
      ['/api/agencies/ZZZZ/', 404, {}],
      ['/api/agencies/?ordering=name', 400, {}],
      ['/api/agencies/?limit=0', 400, {}],
      ['/api/agencies/2100/contracts/awarding/?limit=1', 200, {}],
      ['/api/agencies/2100/contracts/funding/?award_date=2024-13-01', 400, {}],
      ['/api/agencies/ZZZZ/contracts/funding/', 404, {}],
      ['/api/agencies/', 401, { 'x-api-key': 'not-a-real-key' }],
    ] as const) {
      const res = await app.fetch(path, { headers });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('deprecation'), path).toBe('true');
    }
    for (const path of ['/api/organizations/?limit=1', '/api/contracts/?limit=1&shape=key']) {
      expect((await app.fetch(path)).headers.get('deprecation'), path).toBeNull();
    }
  });

  it('the GraphQL fields are marked deprecated', async () => {
    const res = await app.graphql('{ __schema { queryType { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } } }');
    const fields = new Map(res.body.data.__schema.queryType.fields.map((f: any) => [f.name, f]));
    for (const name of ['agencies', 'agency', 'agencyContracts', 'agencyContract']) {
      expect(fields.get(name), name).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringMatching(/organizations/) });
    }
    for (const name of ['organizations', 'entities', 'contracts']) expect(fields.get(name), name).toMatchObject({ isDeprecated: false });
  });
});

describe('REST and GraphQL agree', () => {
  it('on the list, the detail and the scoped lists', async () => {
    const rest = await app.json('/api/agencies/?search=department&limit=5&shape=code,name,abbreviation,department(code,cgac,name)');
    const gql = await app.graphql('{ agencies(filter: {search: "department"}, limit: 5) { count results { code name abbreviation department { code cgac name } } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.agencies.count).toBe(rest.body.count);
    expect(gql.body.data.agencies.results).toEqual(rest.body.results);
    const d = await app.graphql('{ agency(code: "97as") { code abbreviation } }');
    expect(d.body.data.agency).toEqual({ code: '97AS', abbreviation: 'DLA' });
    const scoped = await app.graphql('{ agencyContracts(fundingAgencyCode: "2100", limit: 3) { count cursor results { key } } }');
    const restScoped = await app.json('/api/agencies/2100/contracts/funding/?limit=3&shape=key');
    expect(scoped.body.data.agencyContracts.count).toBe(restScoped.body.count);
    expect(scoped.body.data.agencyContracts.cursor).toBe(restScoped.body.cursor);
    expect(scoped.body.data.agencyContracts.results).toEqual(restScoped.body.results);
    const unscoped = await app.graphql('{ agencyContracts(limit: 3) { count } }');
    expect(unscoped.status).toBe(400);
  });

  it('one statement per page and per detail', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    for (const path of ['/api/agencies/?limit=100&shape=code,department(*)', '/api/agencies/2100/contracts/awarding/?limit=20']) {
      await recording.fetch(new Request(`http://test.local${path}`));
      log.length = 0;
      expect((await recording.fetch(new Request(`http://test.local${path}`))).status).toBe(200);
      expect(log, path).toHaveLength(1);
    }
    log.length = 0;
    expect((await recording.fetch(new Request('http://test.local/api/agencies/2100/?shape=code,department(*)'))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
