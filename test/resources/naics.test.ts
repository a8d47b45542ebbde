/**
 * NAICS codes (/api/naics/, GraphQL naicsCodes and naics(code:)): a resource
 * added through its own file and one registry line.
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

describe('GET /api/naics/', () => {
  it('lists codes in code order, page by page, with the default shape', async () => {
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM naics`);
    const first = await app.json('/api/naics/?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(n);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toMatch(/page=2/);
    const codes = (await q<{ code: string }>(`SELECT code FROM naics ORDER BY code LIMIT 3`)).map((r) => r.code);
    expect(first.body.results.map((r: { code: string }) => r.code)).toEqual(codes);
    expect(Object.keys(first.body.results[0])).toEqual(['code', 'description', 'size_standards']);
    expect(Object.keys(first.body.results[0].size_standards)).toEqual(['employee_limit', 'revenue_limit']);
    expect((await app.json(`/api/naics/?limit=3&page=${Math.ceil(n / 3) + 1}`)).status).toBe(404);
  });

  it('filters by size standard, exactly and by range', async () => {
    const [row] = await q<{ code: string; e: number }>(`SELECT code, size_employee_limit AS e FROM naics WHERE size_employee_limit IS NOT NULL ORDER BY code LIMIT 1`);
    const expected = (await q<{ code: string }>(`SELECT code FROM naics WHERE size_employee_limit = $1 ORDER BY code`, [row.e])).map((r) => r.code);
    const res = await app.json(`/api/naics/?employee_limit=${row.e}&limit=100&shape=code`);
    expect(res.body.results.map((r: { code: string }) => r.code)).toEqual(expected.slice(0, 100));
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM naics WHERE size_revenue_limit >= 30000000 AND size_revenue_limit <= 40000000`);
    expect((await app.json('/api/naics/?revenue_limit_gte=30000000&revenue_limit_lte=40000000')).body.count).toBe(n);
    expect((await app.json('/api/naics/?employee_limit_gte=500&employee_limit_lte=100')).status).toBe(400);
    expect((await app.json('/api/naics/?revenue_limit=lots')).status).toBe(400);
    expect((await app.json('/api/naics/?employee_limit_lte=4294967296')).status).toBe(400);
  });

  it('searches code descriptions, best match first', async () => {
    const res = await app.json('/api/naics/?search=software&shape=code,description');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.results[0].description.toLowerCase()).toContain('software');
  });

  it('refuses ordering, a limit above 100 and shapes it does not know', async () => {
    expect((await app.json('/api/naics/?ordering=code')).body).toEqual({ error: 'ordering is not supported on naics_codes: results come in a fixed order', code: 'validation_error' });
    expect((await app.json('/api/naics/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
    expect((await app.json('/api/naics/?limit=100')).body.results).toHaveLength(100);
    expect((await app.json('/api/naics/?limit=0')).status).toBe(400);
    expect((await app.json('/api/naics/?shape=code,nope')).status).toBe(400);
  });
});

describe('GET /api/naics/{code}/', () => {
  it('answers one code with its contract obligations, total and still in performance, each a sum and a count', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [row] = await q<{ code: string; total: string; n: number; active: string; an: number }>(
      `SELECT n.code,
              (SELECT coalesce(sum(obligated), 0) FROM award a WHERE a.family = 'contract' AND a.naics_code = n.code)::text AS total,
              (SELECT count(*) FROM award a WHERE a.family = 'contract' AND a.naics_code = n.code)::int AS n,
              (SELECT coalesce(sum(obligated), 0) FROM award a WHERE a.family = 'contract' AND a.naics_code = n.code AND a.pop_ultimate_completion_date >= $1::date)::text AS active,
              (SELECT count(*) FROM award a WHERE a.family = 'contract' AND a.naics_code = n.code AND a.pop_ultimate_completion_date >= $1::date)::int AS an
         FROM naics n
        WHERE EXISTS (SELECT 1 FROM award a WHERE a.naics_code = n.code AND a.family = 'contract' AND a.pop_ultimate_completion_date >= $1::date)
          AND EXISTS (SELECT 1 FROM award a WHERE a.naics_code = n.code AND a.family = 'contract' AND a.pop_ultimate_completion_date < $1::date)
        ORDER BY n.code LIMIT 1`,
      [today],
    );
    const res = await app.json(`/api/naics/${row.code}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['code', 'description', 'sector', 'size_standards', 'federal_obligations']);
    expect(res.body.code).toBe(row.code);
    expect(res.body.sector).toBe(row.code.slice(0, 2));
    const fo = res.body.federal_obligations;
    expect(Object.keys(fo)).toEqual(['total', 'active']);
    expect(fo.total).toEqual({ awards_obligated: Number(row.total), awards_count: row.n });
    expect(fo.active).toEqual({ awards_obligated: Number(row.active), awards_count: row.an });
    // contracts past their completion date count in the total only
    expect(fo.active.awards_count).toBeLessThan(fo.total.awards_count);
    expect(fo.total.awards_obligated).toBeGreaterThan(0);
  });

  it('is 404 for an unknown or malformed code', async () => {
    expect((await app.json('/api/naics/999999/')).status).toBe(404);
    expect((await app.json('/api/naics/abc/')).status).toBe(404);
    expect((await app.json('/api/naics/5/')).status).toBe(404);
    expect((await app.json('/api/naics/5415110/')).status).toBe(404);
  });

  it('a code without contracts sums to zero; obligations are opt-in on lists', async () => {
    const [row] = await q<{ code: string }>(`SELECT code FROM naics n WHERE NOT EXISTS (SELECT 1 FROM award a WHERE a.naics_code = n.code) ORDER BY code LIMIT 1`);
    const res = await app.json(`/api/naics/${row.code}/?shape=code,federal_obligations(*)`);
    expect(res.body).toEqual({ code: row.code, federal_obligations: { total: { awards_obligated: 0, awards_count: 0 }, active: { awards_obligated: 0, awards_count: 0 } } });
    const list = await app.json(`/api/naics/?limit=2&shape=code,federal_obligations(total(awards_count))`);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body.results[0].federal_obligations)).toEqual(['total']);
  });
});

describe('query count', () => {
  it('is one statement per page and per detail, obligations included', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/naics/?limit=100&shape=code,description,size_standards(*),federal_obligations(*)';
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    log.length = 0;
    const res = await recording.fetch(new Request(url));
    expect(res.status).toBe(200);
    expect((await res.json()).results).toHaveLength(100);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request('http://test.local/api/naics/541511/'))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});

describe('GraphQL', () => {
  it('naicsCodes and naics(code:) answer what REST answers', async () => {
    const rest = await app.json('/api/naics/?limit=5&search=construction&shape=code,description,size_standards(*)');
    const gql = await app.graphql('{ naicsCodes(limit: 5, filter: {search: "construction"}) { count results { code description sizeStandards { employeeLimit revenueLimit } } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.naicsCodes.count).toBe(rest.body.count);
    expect(gql.body.data.naicsCodes.results.map((r: { code: string }) => r.code)).toEqual(rest.body.results.map((r: { code: string }) => r.code));
    const one = await app.graphql(`{ naics(code: "${rest.body.results[0].code}") { code description } none: naics(code: "999999") { code } }`);
    expect(one.body.data.naics).toEqual({ code: rest.body.results[0].code, description: rest.body.results[0].description });
    expect(one.body.data.none).toBeNull();
    const detail = await app.json('/api/naics/541511/');
    const g = await app.graphql('{ naics(code: "541511") { code sector federalObligations { total { awardsObligated awardsCount } active { awardsObligated awardsCount } } } }');
    expect(g.body.data.naics).toEqual({
      code: '541511',
      sector: detail.body.sector,
      federalObligations: {
        total: { awardsObligated: String(detail.body.federal_obligations.total.awards_obligated.toFixed(2)), awardsCount: detail.body.federal_obligations.total.awards_count },
        active: { awardsObligated: String(detail.body.federal_obligations.active.awards_obligated.toFixed(2)), awardsCount: detail.body.federal_obligations.active.awards_count },
      },
    });
  });
});
