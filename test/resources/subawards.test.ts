/** Subawards: page-number envelope, filters, ordering, scoped lists, JSON-list expansions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

const keysOf = (body: { results: { key: string }[] }) => body.results.map((r) => r.key);
async function expected(where: string, params: unknown[] = []): Promise<string[]> {
  return (await q<{ key: string }>(`SELECT key FROM subaward t WHERE ${where} ORDER BY fsrs_last_modified_date DESC, key DESC`, params)).map((r) => r.key);
}

describe('GET /api/subawards/', () => {
  it('answers the page-number envelope with the documented default shape', async () => {
    const res = await app.json('/api/subawards/?limit=3');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.next).toBe('http://test.local/api/subawards/?limit=3&page=2');
    expect(Object.keys(res.body.results[0]).sort()).toEqual(
      ['award_key', 'awarding_office', 'fsrs_details', 'funding_office', 'key', 'piid', 'place_of_performance', 'prime_recipient', 'subaward_details', 'subaward_recipient'].sort(),
    );
    expect(Object.keys(res.body.results[0].subaward_details).sort()).toEqual(['action_date', 'amount', 'description', 'fiscal_year', 'number', 'type']);
    expect(keysOf(res.body)).toEqual((await expected('TRUE')).slice(0, 3));
  });

  it('filters by prime, subawardee, award, agencies, fiscal year and recipient name', async () => {
    const [s] = await q<Record<string, any>>(`SELECT * FROM subaward ORDER BY key LIMIT 1`);
    const cases: [string, string, unknown[]][] = [
      [`prime_uei=${s.prime_awardee_uei.toLowerCase()}`, 'prime_awardee_uei = $1', [s.prime_awardee_uei]],
      [`sub_uei=${s.subawardee_uei}`, 'subawardee_uei = $1', [s.subawardee_uei]],
      [`award_key=${s.award_key}`, 'award_key = $1', [s.award_key]],
      [`awarding_agency=${s.awarding_agency_code}`, 'awarding_agency_code = $1', [s.awarding_agency_code]],
      [`funding_agency=${s.funding_agency_code}`, 'funding_agency_code = $1', [s.funding_agency_code]],
      [`fiscal_year=${s.subaward_fiscal_year}`, 'subaward_fiscal_year = $1', [s.subaward_fiscal_year]],
      [`fiscal_year_gte=2020&fiscal_year_lte=2022`, 'subaward_fiscal_year BETWEEN 2020 AND 2022', []],
      [
        `recipient=${encodeURIComponent(s.subawardee_name.split(' ')[0].toLowerCase())}`,
        `(subawardee_uei IN (SELECT uei FROM entity WHERE legal_business_name ILIKE $1 OR display_name ILIKE $1) OR (coalesce(subawardee_uei, '') = '' AND subawardee_name ILIKE $1))`,
        [`%${s.subawardee_name.split(' ')[0]}%`],
      ],
    ];
    for (const [query, where, params] of cases) {
      const want = await expected(where, params);
      expect(want.length, query).toBeGreaterThan(0);
      const res = await app.json(`/api/subawards/?${query}&limit=100&shape=key`);
      expect(res.status, query).toBe(200);
      expect(res.body.count, query).toBe(want.length);
      expect(keysOf(res.body), query).toEqual(want.slice(0, 100));
    }
  });

  it('recipient is a name filter mapped to UEIs: the name on the report is used only for subawards without a UEI (issue 16)', async () => {
    // a subaward whose report spells the subawardee differently from its registration
    const [renamed] = await q<Record<string, any>>(`SELECT s.key, s.subawardee_uei, e.legal_business_name FROM subaward s JOIN entity e ON e.uei = s.subawardee_uei ORDER BY s.key LIMIT 1`);
    await q(`UPDATE subaward SET subawardee_name = 'QQXJ OLD TRADING NAME LLC' WHERE key = $1`, [renamed.key]);
    // a subaward reported without a UEI
    const [bare] = await q<{ key: string }>(`SELECT key FROM subaward WHERE key <> $1 ORDER BY key DESC LIMIT 1`, [renamed.key]);
    await q(`UPDATE subaward SET subawardee_uei = '', subawardee_name = 'ZZQV UNREGISTERED WIDGETS INC' WHERE key = $1`, [bare.key]);
    const find = async (name: string) => keysOf((await app.json(`/api/subawards/?recipient=${encodeURIComponent(name)}&limit=100&shape=key`)).body);
    // the registered name finds it through its UEI although the report says otherwise
    expect(await find(renamed.legal_business_name)).toContain(renamed.key);
    // the report's own name does not, because the subaward has a UEI
    expect(await find('QQXJ old trading')).toEqual([]);
    // without a UEI the name on the report is all there is
    expect(await find('zzqv unregistered')).toEqual([bare.key]);
  });

  it('orders by last_modified_date only', async () => {
    const asc = await app.json('/api/subawards/?ordering=last_modified_date&limit=5&shape=key');
    const want = (await q<{ key: string }>(`SELECT key FROM subaward ORDER BY fsrs_last_modified_date ASC, key ASC LIMIT 5`)).map((r) => r.key);
    expect(keysOf(asc.body)).toEqual(want);
    const bad = await app.json('/api/subawards/?ordering=amount');
    expect(bad.status).toBe(400);
    expect(bad.body.allowed).toEqual(['last_modified_date']);
  });

  it('serves scoped lists under a contract and an entity, with 404 for unknown parents', async () => {
    const [c] = await q<{ award_key: string; n: number }>(`SELECT award_key, count(*)::int n FROM subaward GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/contracts/${c.award_key}/subawards/?shape=key,award_key`);
    expect(res.body.count).toBe(c.n);
    for (const r of res.body.results) expect(r.award_key).toBe(c.award_key);
    const [e] = await q<{ uei: string; n: number }>(`
      SELECT e.uei, count(*)::int n FROM entity e JOIN subaward s ON s.prime_awardee_uei = e.uei OR s.subawardee_uei = e.uei GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const ent = await app.json(`/api/entities/${e.uei}/subawards/?shape=key`);
    expect(ent.body.count).toBe(e.n);
    expect((await app.json('/api/contracts/CONT_AWD_NOPE_9700_-NONE-_-NONE-/subawards/')).status).toBe(404);
    expect((await app.json('/api/subawards/NOPE/')).status).toBe(404);
  });

  it('expands highly compensated officers as a list and resolves parties against entities', async () => {
    const [s] = await q<{ key: string; highly_compensated_officers: { name: string; amount: number }[] }>(
      `SELECT key, highly_compensated_officers FROM subaward WHERE highly_compensated_officers IS NOT NULL ORDER BY key LIMIT 1`,
    );
    const res = await app.json(`/api/subawards/${encodeURIComponent(s.key)}/?shape=key,highly_compensated_officers(*),subaward_recipient(*),prime_recipient(*)`);
    expect(res.status).toBe(200);
    expect(res.body.highly_compensated_officers).toEqual(s.highly_compensated_officers.map((o) => ({ name: o.name, amount: Number(o.amount) })));
    const [ent] = await q<{ display_name: string }>(`SELECT e.display_name FROM entity e JOIN subaward s ON s.subawardee_uei = e.uei WHERE s.key = $1`, [s.key]);
    expect(res.body.subaward_recipient.display_name).toBe(ent.display_name);
    const shapes = await app.json('/api/subawards/?show_shapes=true');
    expect(shapes.body.fields.highly_compensated_officers).toMatchObject({ expansion: 'list' });
  });
});
