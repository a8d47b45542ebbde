/**
 * IDVs end to end through REST and GraphQL: envelope and default shapes,
 * every filter against an independent SQL expectation (the expiring_*
 * aliases of the last-date-to-order range included), the key OR-list and its
 * 500-value limit (on contracts too), ordering, the scalar-or-expansion choice
 * fields, the schedule catalogue enrichment, the vehicle UUID, scoped lists
 * (transactions, child awards, child IDVs, an entity's IDVs), the removed
 * summary routes, error bodies, REST/GraphQL parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

async function expectedKeys(where: string, params: unknown[] = [], order = 'award_date DESC, key DESC'): Promise<string[]> {
  const rows = await q<{ key: string }>(`SELECT key FROM award t WHERE family = 'idv' AND (${where}) ORDER BY ${order}`, params);
  return rows.map((r) => r.key);
}

/** Every key of an IDV list, walking `next`. */
async function walk(path: string): Promise<string[]> {
  const keys: string[] = [];
  let url: string | null = path;
  for (let i = 0; url && i < 200; i++) {
    const res: { status: number; body: any } = await app.json(local(url));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    keys.push(...res.body.results.map((r: { key: string }) => r.key));
    url = res.body.next;
  }
  return keys;
}

describe('GET /api/idvs/ envelope and default shapes', () => {
  it('answers the keyset envelope with the default list shape', async () => {
    const res = await app.json('/api/idvs/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'cursor', 'results']);
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'idv'`);
    expect(n).toBeGreaterThan(25);
    expect(res.body.count).toBe(n);
    expect(res.body.results).toHaveLength(25);
    expect(res.body.next).toMatch(/^http:\/\/test\.local\/api\/idvs\/\?cursor=/);
    const first = res.body.results[0];
    expect(Object.keys(first)).toEqual([
      'key', 'piid', 'award_date', 'fiscal_year', 'description', 'obligated', 'base_and_exercised_options_value', 'total_contract_value',
      'recipient', 'awarding_office', 'naics_code', 'psc_code', 'set_aside', 'idv_type', 'type_of_idc', 'multiple_or_single_award_idv',
      'parent_award', 'vehicle_uuid', 'period_of_performance',
    ]);
    expect(Object.keys(first.period_of_performance)).toEqual(['start_date', 'last_date_to_order']);
    // the expected values, read independently
    const rows = await q<Record<string, any>>(`SELECT * FROM award WHERE family = 'idv' ORDER BY award_date DESC, key DESC LIMIT 25`);
    expect(res.body.results.map((r: { key: string }) => r.key)).toEqual(rows.map((r) => r.key));
    for (const [i, r] of rows.entries()) {
      const got = res.body.results[i];
      expect(got.idv_type).toEqual({ code: r.idv_type_code, description: r.idv_type_description });
      expect(got.multiple_or_single_award_idv).toEqual({ code: r.multiple_or_single_award_code, description: r.multiple_or_single_award_description });
      expect(got.type_of_idc).toEqual(r.type_of_idc_code === null ? null : { code: r.type_of_idc_code, description: r.type_of_idc_description });
      expect(got.vehicle_uuid).toBe(r.vehicle_uuid);
      expect(got.period_of_performance).toEqual({ start_date: day(r.pop_start_date), last_date_to_order: day(r.last_date_to_order) });
      expect(got.parent_award).toBeNull();
      expect(got.obligated).toBe(Number(r.obligated));
    }
    // both kinds of type_of_idc occur in the page: an object and a null
    const [{ with_idc, without_idc, grouped }] = await q<{ with_idc: number; without_idc: number; grouped: number }>(
      `SELECT count(type_of_idc_code)::int with_idc, count(*) FILTER (WHERE type_of_idc_code IS NULL)::int without_idc, count(vehicle_uuid)::int grouped FROM award WHERE family = 'idv'`,
    );
    expect(with_idc).toBeGreaterThan(0);
    expect(without_idc).toBeGreaterThan(0);
    expect(grouped).toBeGreaterThan(0);
  });

  it('serves one IDV with the detail default shape', async () => {
    const [r] = await q<Record<string, any>>(`
      SELECT a.* FROM award a WHERE a.family = 'idv' AND a.vehicle_uuid IS NOT NULL AND a.type_of_idc_code IS NOT NULL
        AND EXISTS (SELECT 1 FROM award_transaction x WHERE x.award_key = a.key) ORDER BY a.key LIMIT 1`);
    const res = await app.json(`/api/idvs/${r.key}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'key', 'piid', 'parent_award', 'vehicle_uuid', 'award_date', 'fiscal_year', 'obligated', 'base_and_exercised_options_value', 'total_contract_value',
      'total_estimated_order_value', 'description', 'solicitation_identifier', 'naics', 'psc', 'set_aside', 'idv_type', 'type_of_idc',
      'multiple_or_single_award_idv', 'who_can_use', 'program_acronym', 'period_of_performance', 'awarding_office', 'funding_office', 'recipient',
      'place_of_performance', 'competition', 'transactions', 'number_of_actions',
    ]);
    expect(res.body.vehicle_uuid).toBe(r.vehicle_uuid);
    expect(res.body.period_of_performance).toEqual({ start_date: day(r.pop_start_date), last_date_to_order: day(r.last_date_to_order) });
    expect(res.body.period_of_performance).not.toHaveProperty('current_end_date');
    expect(res.body.type_of_idc).toEqual({ code: r.type_of_idc_code, description: r.type_of_idc_description });
    expect(res.body.total_estimated_order_value).toBe(Number(r.total_estimated_order_value));
    expect(res.body.recipient).toMatchObject({ uei: r.recipient_uei, legal_business_name: r.recipient_legal_business_name });
    const tx = await q<{ modification_number: string }>(`SELECT modification_number FROM award_transaction WHERE award_key = $1 ORDER BY transaction_date, id`, [r.key]);
    expect(res.body.transactions.map((t: { modification_number: string }) => t.modification_number)).toEqual(tx.map((t) => t.modification_number));
    expect(res.body.number_of_actions).toBe(r.number_of_actions);
  });

  it('names the vehicle through vehicle_uuid, and vehicle(*) opt-in resolves it', async () => {
    const [r] = await q<{ key: string; vehicle_uuid: string; solicitation_identifier: string; vehicle_type: string }>(`
      SELECT a.key, a.vehicle_uuid::text, v.solicitation_identifier, v.vehicle_type FROM award a JOIN vehicle v ON v.uuid = a.vehicle_uuid
      WHERE a.family = 'idv' ORDER BY a.key LIMIT 1`);
    const res = await app.json(`/api/idvs/${r.key}/?shape=key,vehicle_uuid,vehicle(uuid,solicitation_identifier,vehicle_type)`);
    expect(res.body).toEqual({ key: r.key, vehicle_uuid: r.vehicle_uuid, vehicle: { uuid: r.vehicle_uuid, solicitation_identifier: r.solicitation_identifier, vehicle_type: r.vehicle_type } });
    expect((await app.json(`/api/idvs/${r.key}/`)).body).not.toHaveProperty('vehicle');
    const [ungrouped] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'idv' AND vehicle_uuid IS NULL ORDER BY key LIMIT 1`);
    if (ungrouped) {
      const u = await app.json(`/api/idvs/${ungrouped.key}/?shape=key,vehicle_uuid,vehicle(uuid)`);
      expect(u.body).toEqual({ key: ungrouped.key, vehicle_uuid: null, vehicle: null });
    }
  });

  it('lists the child awards as an opt-in awards(...) expansion', async () => {
    const [i] = await q<{ parent_award_key: string }>(`SELECT parent_award_key FROM award WHERE family = 'contract' AND parent_award_key IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/idvs/${i.parent_award_key}/?shape=key,awards(key,obligated)`);
    const rows = await q<{ key: string; obligated: string }>(`SELECT key, obligated FROM award WHERE parent_award_key = $1 AND family = 'contract' ORDER BY award_date DESC, key DESC`, [i.parent_award_key]);
    expect(res.body.awards).toEqual(rows.map((r) => ({ key: r.key, obligated: Number(r.obligated) })));
    expect((await app.json(`/api/idvs/${i.parent_award_key}/`)).body).not.toHaveProperty('awards');
  });
});

describe('IDV choice fields: scalar, or expansion', () => {
  it('gives the raw code for the bare name and {code, description} for the expansion', async () => {
    const [r] = await q<Record<string, any>>(`SELECT * FROM award WHERE family = 'idv' AND type_of_idc_code IS NOT NULL ORDER BY key LIMIT 1`);
    const bare = await app.json(`/api/idvs/${r.key}/?shape=key,idv_type,type_of_idc,multiple_or_single_award_idv`);
    expect(bare.body).toEqual({ key: r.key, idv_type: r.idv_type_code, type_of_idc: r.type_of_idc_code, multiple_or_single_award_idv: r.multiple_or_single_award_code });
    const expanded = await app.json(`/api/idvs/${r.key}/?shape=key,idv_type(code),type_of_idc(*),multiple_or_single_award_idv(description)`);
    expect(expanded.body).toEqual({
      key: r.key,
      idv_type: { code: r.idv_type_code },
      type_of_idc: { code: r.type_of_idc_code, description: r.type_of_idc_description },
      multiple_or_single_award_idv: { description: r.multiple_or_single_award_description },
    });
    // one key cannot hold both forms
    const both = await app.json(`/api/idvs/${r.key}/?shape=key,idv_type,idv_type(code)`);
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'validation_error', errors: [{ path: 'idv_type', field: 'idv_type' }] });
    expect(both.body.errors[0].reason).toMatch(/both bare/);
    const unknown = await app.json(`/api/idvs/${r.key}/?shape=key,idv_type(nope)`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ path: 'idv_type.nope', valid_choices: ['code', 'description'] });
  });

  it('offers the code as its own GraphQL field beside the expansion', async () => {
    const [r] = await q<Record<string, any>>(`SELECT * FROM award WHERE family = 'idv' AND type_of_idc_code IS NOT NULL ORDER BY key LIMIT 1`);
    const gql = await app.graphql(`{ idv(key: "${r.key}") { key idvType { code description } idvTypeCode typeOfIdcCode multipleOrSingleAwardIdvCode multipleOrSingleAwardIdv { code } } }`);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.idv).toEqual({
      key: r.key,
      idvType: { code: r.idv_type_code, description: r.idv_type_description },
      idvTypeCode: r.idv_type_code,
      typeOfIdcCode: r.type_of_idc_code,
      multipleOrSingleAwardIdvCode: r.multiple_or_single_award_code,
      multipleOrSingleAwardIdv: { code: r.multiple_or_single_award_code },
    });
  });
});

describe('schedule_catalog enrichment', () => {
  it('joins the catalogue row on the IDV key, and is null when there is none', async () => {
    const [withRow] = await q<Record<string, any>>(`
      SELECT s.*, a.key FROM schedule_catalog_contract s JOIN award a ON a.key = s.idv_key ORDER BY a.key LIMIT 1`);
    expect(withRow).toBeDefined();
    const res = await app.json(`/api/idvs/${withRow.key}/?shape=key,schedule_catalog(schedule,contract_number,sins,file_urls)`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: withRow.key,
      schedule_catalog: { schedule: withRow.schedule, contract_number: withRow.contract_number, sins: withRow.sins, file_urls: withRow.file_urls },
    });
    const all = await app.json(`/api/idvs/${withRow.key}/?shape=schedule_catalog`);
    expect(all.body.schedule_catalog).toMatchObject({ uuid: withRow.uuid, cooperative_purchasing: withRow.cooperative_purchasing, disaster_recovery_purchasing: withRow.disaster_recovery_purchasing });
    const [without] = await q<{ key: string }>(`SELECT key FROM award a WHERE family = 'idv' AND NOT EXISTS (SELECT 1 FROM schedule_catalog_contract s WHERE s.idv_key = a.key) ORDER BY key LIMIT 1`);
    expect(without).toBeDefined();
    const none = await app.json(`/api/idvs/${without.key}/?shape=key,schedule_catalog(schedule,contract_number,sins,file_urls)`);
    expect(none.body).toEqual({ key: without.key, schedule_catalog: null });
    // on a list page, each IDV gets its own row (or null)
    const page = await app.json('/api/idvs/?limit=100&shape=key,schedule_catalog(contract_number)');
    const rows = await q<{ key: string; contract_number: string | null }>(`
      SELECT a.key, s.contract_number FROM award a LEFT JOIN schedule_catalog_contract s ON s.idv_key = a.key WHERE a.family = 'idv' ORDER BY a.award_date DESC, a.key DESC LIMIT 100`);
    expect(page.body.results).toEqual(rows.map((r) => ({ key: r.key, schedule_catalog: r.contract_number === null ? null : { contract_number: r.contract_number } })));
  });
});

describe('IDV filters', () => {
  const cases: [string, string, unknown[]?][] = [];
  beforeAll(async () => {
    const [c] = await q<Record<string, any>>(`
      SELECT a.*, d.code AS dept_id FROM award a JOIN department d ON d.cgac = a.awarding_department_code
      WHERE a.family = 'idv' AND a.solicitation_identifier IS NOT NULL AND a.naics_code IS NOT NULL ORDER BY a.key LIMIT 1`);
    const [sa] = await q<{ set_aside_code: string }>(`SELECT set_aside_code FROM award WHERE family = 'idv' AND set_aside_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const [two] = await q<{ keys: string[] }>(`SELECT array_agg(key ORDER BY key) AS keys FROM (SELECT key FROM award WHERE family = 'idv' ORDER BY key LIMIT 3) k`);
    cases.push(
      [`uei=${c.recipient_uei.toLowerCase()}`, `recipient_uei = $1`, [c.recipient_uei]],
      [`piid=${c.piid.toLowerCase()}`, `piid = $1`, [c.piid]],
      [`key=${two.keys.join('|')}`, `key = ANY($1)`, [two.keys]],
      [`key=${two.keys[0]}`, `key = $1`, [two.keys[0]]],
      [`solicitation_identifier=${encodeURIComponent(c.solicitation_identifier.toLowerCase())}`, `solicitation_identifier_norm = $1`, [c.solicitation_identifier_norm]],
      [`awarding_agency=${c.awarding_department_code}`, `awarding_department_code = $1`, [c.awarding_department_code]],
      [`awarding_agency=${c.dept_id}`, `awarding_department_code = $1`, [c.awarding_department_code]],
      [`funding_agency=${c.funding_agency_code}`, `funding_agency_code = $1 OR funding_department_code = $1`, [c.funding_agency_code]],
      [`naics=${c.naics_code}|541512`, `naics_code = ANY($1)`, [[c.naics_code, '541512']]],
      [`psc=${c.psc_code.toLowerCase()}`, `psc_code = $1`, [c.psc_code]],
      [`set_aside=${sa.set_aside_code.toLowerCase()}`, `set_aside_code = $1`, [sa.set_aside_code]],
      [`idv_type=b`, `idv_type_code = 'B'`],
      [`idv_type=a|C%20OR%20e`, `idv_type_code IN ('A', 'C', 'E')`],
      [`award_date=${day(c.award_date)}`, `award_date = $1::date`, [day(c.award_date)]],
      [`award_date_gte=2020-01-01&award_date_lte=2022-12-31`, `award_date BETWEEN '2020-01-01' AND '2022-12-31'`],
      [`fiscal_year=${c.fiscal_year}`, `fiscal_year = $1`, [c.fiscal_year]],
      [`fiscal_year_gte=2018&fiscal_year_lte=2021`, `fiscal_year BETWEEN 2018 AND 2021`],
      [`pop_start_date_gte=2019-01-01&pop_start_date_lte=2022-06-30`, `pop_start_date BETWEEN '2019-01-01' AND '2022-06-30'`],
      [`last_date_to_order_gte=2027-01-01`, `last_date_to_order >= '2027-01-01'`],
      [`last_date_to_order_gte=2024-01-01&last_date_to_order_lte=2028-12-31`, `last_date_to_order BETWEEN '2024-01-01' AND '2028-12-31'`],
      [`expiring_gte=2024-01-01&expiring_lte=2028-12-31`, `last_date_to_order BETWEEN '2024-01-01' AND '2028-12-31'`],
      [`expiring_lte=2025-06-30`, `last_date_to_order <= '2025-06-30'`],
      [`expiring_gte=2024-01-01&last_date_to_order_lte=2028-12-31`, `last_date_to_order BETWEEN '2024-01-01' AND '2028-12-31'`],
      [`obligated_gte=100000&obligated_lte=5000000.50`, `obligated BETWEEN 100000 AND 5000000.50`],
      [`recipient=${encodeURIComponent(c.recipient_legal_business_name.split(' ')[0].toLowerCase())}`, `recipient_legal_business_name ILIKE $1`, [`%${c.recipient_legal_business_name.split(' ')[0]}%`]],
      [`search=${encodeURIComponent(c.piid)}`, `search_vector @@ websearch_to_tsquery('english', $1)`, [c.piid]],
    );
  });

  it('each filter returns exactly the rows its documented semantics select', async () => {
    expect(cases.length).toBeGreaterThan(20);
    for (const [query, where, params] of cases) {
      const expected = await expectedKeys(where, params ?? []);
      expect(expected.length, `no rows for ${query}: the case proves nothing`).toBeGreaterThan(0);
      const res = await app.json(`/api/idvs/?${query}&limit=100&shape=key`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.count, query).toBe(expected.length);
      expect(res.body.results.map((r: { key: string }) => r.key), query).toEqual(expected.slice(0, 100));
    }
  });

  it('expiring_* aliases the last date to order, not the ultimate completion date', async () => {
    // IDVs carry a last date to order and no ultimate completion date: a completion-date filter would match nothing
    const [{ ltdo, puc }] = await q<{ ltdo: number; puc: number }>(`SELECT count(last_date_to_order)::int ltdo, count(pop_ultimate_completion_date)::int puc FROM award WHERE family = 'idv'`);
    expect(ltdo).toBeGreaterThan(0);
    expect(puc).toBe(0);
    const alias = await app.json('/api/idvs/?expiring_gte=2020-01-01&limit=1&shape=key');
    const direct = await app.json('/api/idvs/?last_date_to_order_gte=2020-01-01&limit=1&shape=key');
    expect(alias.body.count).toBe(direct.body.count);
    expect(alias.body.count).toBeGreaterThan(0);
    // contracts keep expiring_* on the ultimate completion date
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int n FROM award WHERE family = 'contract' AND pop_ultimate_completion_date >= '2027-01-01'`);
    expect((await app.json('/api/contracts/?expiring_gte=2027-01-01&limit=1&shape=key')).body.count).toBe(n);
  });

  it('walks a filtered list completely', async () => {
    const keys = await walk('/api/idvs/?last_date_to_order_gte=2022-01-01&limit=7&shape=key');
    expect(keys).toEqual(await expectedKeys(`last_date_to_order >= '2022-01-01'`));
  });

  it('unknown query parameters answer 400, as on every resource (issue 13)', async () => {
    const res = await app.json('/api/idvs/?award_type=A&limit=1&shape=key');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', error: expect.stringMatching(/^unknown query parameter "award_type"/) });
  });
});

describe('key: one key or an OR-list of up to 500 (issue 16)', () => {
  for (const [path, family] of [['/api/idvs/', 'idv'], ['/api/contracts/', 'contract']] as const) {
    it(`${path} takes 500 keys and refuses 501 naming the limit`, async () => {
      const real = (await q<{ key: string }>(`SELECT key FROM award WHERE family = $1 ORDER BY key LIMIT 3`, [family])).map((r) => r.key);
      const filler = Array.from({ length: 497 }, (_, i) => `CONT_X_${i}`);
      const five00 = [...real, ...filler];
      const ok = await app.json(`${path}?key=${encodeURIComponent(five00.join('|'))}&shape=key&limit=100`);
      expect(ok.status).toBe(200);
      expect(ok.body.results.map((r: { key: string }) => r.key).sort()).toEqual([...real].sort());
      const withOr = await app.json(`${path}?key=${encodeURIComponent(real.join(' OR '))}&shape=key`);
      expect(withOr.body.count).toBe(3);
      const tooMany = await app.json(`${path}?key=${encodeURIComponent([...five00, 'CONT_X_extra'].join('|'))}&shape=key`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toEqual({ error: 'key takes at most 500 values, got 501', code: 'validation_error' });
      const gql = await app.graphql(`query($k: [String!]) { ${family === 'idv' ? 'idvs' : 'contracts'}(filter: {key: $k}) { count } }`, { k: [...five00, 'CONT_X_extra'].join('|') });
      expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: tooMany.body });
    });
  }
});

describe('ordering', () => {
  it('sorts by each allowed field both ways with a unique tiebreaker', async () => {
    for (const [ordering, sqlOrder] of [
      ['-obligated', 'obligated DESC, key DESC'],
      ['obligated', 'obligated ASC, key ASC'],
      ['total_contract_value', 'total_contract_value ASC NULLS LAST, key ASC'],
      ['-total_contract_value', 'total_contract_value DESC NULLS LAST, key DESC'],
      ['award_date', 'award_date ASC, key ASC'],
      ['-award_date', 'award_date DESC, key DESC'],
    ]) {
      const res = await app.json(`/api/idvs/?ordering=${ordering}&limit=100&shape=key`);
      expect(res.body.results.map((r: { key: string }) => r.key), ordering).toEqual(await expectedKeys('TRUE', [], sqlOrder).then((k) => k.slice(0, 100)));
    }
    const walked = await walk('/api/idvs/?ordering=-total_contract_value&limit=9&shape=key');
    expect(walked).toEqual(await expectedKeys('TRUE', [], 'total_contract_value DESC NULLS LAST, key DESC'));
  });
});

describe('error bodies', () => {
  it.each([
    ['/api/idvs/?last_date_to_order_gte=2024-02-30', { error: 'last_date_to_order_gte must be a real calendar date in the form YYYY-MM-DD, got "2024-02-30"', code: 'validation_error' }],
    ['/api/idvs/?expiring_lte=2024/01/01', { error: 'expiring_lte must be a date in the form YYYY-MM-DD, got "2024/01/01"', code: 'validation_error' }],
    ['/api/idvs/?award_date=yesterday', { error: 'award_date must be a date in the form YYYY-MM-DD, got "yesterday"', code: 'validation_error' }],
    ['/api/idvs/?last_date_to_order_gte=2025-01-01&last_date_to_order_lte=2024-01-01', { error: 'inverted range: last_date_to_order_gte is after last_date_to_order_lte', code: 'validation_error' }],
    ['/api/idvs/?expiring_gte=2025-01-01&expiring_lte=2024-01-01', { error: 'inverted range: expiring_gte is after expiring_lte', code: 'validation_error' }],
    // half of the range under each name: still one range
    ['/api/idvs/?expiring_gte=2025-01-01&last_date_to_order_lte=2024-01-01', { error: 'inverted range: expiring_gte is after last_date_to_order_lte', code: 'validation_error' }],
    ['/api/idvs/?last_date_to_order_gte=2025-01-01&expiring_lte=2024-01-01', { error: 'inverted range: last_date_to_order_gte is after expiring_lte', code: 'validation_error' }],
    ['/api/idvs/?fiscal_year_gte=2024&fiscal_year_lte=2020', { error: 'inverted range: fiscal_year_gte is after fiscal_year_lte', code: 'validation_error' }],
    ['/api/idvs/?obligated_gte=lots', { error: 'obligated_gte must be a number such as 1000000 or 2500.50, got "lots"', code: 'validation_error' }],
    ['/api/idvs/?idv_type=F', { error: 'idv_type must be one of A, B, C, D, E (an OR-list joins several), got "F"', code: 'validation_error' }],
    ['/api/idvs/?idv_type=A|zz', { error: 'idv_type must be one of A, B, C, D, E (an OR-list joins several), got "ZZ"', code: 'validation_error' }],
    ['/api/idvs/?limit=101', { error: 'limit must be from 1 to 100, got 101', code: 'validation_error' }],
  ])('%s answers 400 %j', async (path, body) => {
    const res = await app.json(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(body);
  });

  it('refuses orderings outside the allowlist, naming the allowed fields', async () => {
    for (const ordering of ['piid', 'last_date_to_order', '-award_date,nope']) {
      const res = await app.json(`/api/idvs/?ordering=${ordering}`);
      expect(res.status, ordering).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', allowed: ['award_date', 'obligated', 'total_contract_value'] });
    }
  });

  it('answers 404 for unknown and malformed keys, and for keys of another family', async () => {
    const [contract] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'contract' ORDER BY key LIMIT 1`);
    const [otidv] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'otidv' ORDER BY key LIMIT 1`);
    for (const key of ['CONT_IDV_NOPE0000_9700', 'not-a-key', contract.key, otidv.key]) {
      const res = await app.json(`/api/idvs/${encodeURIComponent(key)}/`);
      expect(res.status, key).toBe(404);
      expect(res.body).toEqual({ error: `No idvs record with key ${JSON.stringify(key)}.`, code: 'not_found' });
      const gql = await app.graphql(`query($k: String!) { idv(key: $k) { key } }`, { k: key });
      expect(gql.body.data.idv).toBeNull();
    }
  });

  it('answers 404 with the not-found body on the removed summary routes', async () => {
    const [i] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'idv' ORDER BY key LIMIT 1`);
    for (const path of [`/api/idvs/${i.key}/summary/`, `/api/idvs/${i.key}/summary/awards/`, `/api/idvs/${i.key}/summary`, '/api/idvs/CONT_IDV_NOPE_9700/summary/awards/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: `No resource at GET ${path}`, code: 'not_found' });
    }
  });
});

describe('scoped lists', () => {
  it('pages through the transactions of one IDV, and only of an IDV', async () => {
    const [a] = await q<{ award_key: string; n: number }>(`
      SELECT award_key, count(*)::int n FROM award_transaction t JOIN award a ON a.key = t.award_key
      WHERE a.family = 'idv' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    expect(a.n).toBeGreaterThan(1);
    const res = await app.json(`/api/idvs/${a.award_key}/transactions/?limit=100`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(a.n);
    const rows = await q<{ modification_number: string }>(`SELECT modification_number FROM award_transaction WHERE award_key = $1 ORDER BY transaction_date, id`, [a.award_key]);
    expect(res.body.results.map((r: { modification_number: string }) => r.modification_number)).toEqual(rows.map((r) => r.modification_number));
    expect(Object.keys(res.body.results[0])).toEqual(['modification_number', 'transaction_date', 'obligated', 'description', 'action_type']);
    const gql = await app.graphql(`{ transactions(idvKey: "${a.award_key}", limit: 100) { count results { modificationNumber } } }`);
    expect(gql.body.data.transactions.count).toBe(a.n);
    // a contract's key, an OTIDV's key and an unknown key name no IDV here
    const [c] = await q<{ key: string }>(`SELECT award_key AS key FROM award_transaction t JOIN award a ON a.key = t.award_key WHERE a.family = 'contract' LIMIT 1`);
    const [o] = await q<{ key: string }>(`SELECT award_key AS key FROM award_transaction t JOIN award a ON a.key = t.award_key WHERE a.family = 'otidv' LIMIT 1`);
    for (const key of [c.key, o.key, 'CONT_IDV_NOPE_9700']) {
      const bad = await app.json(`/api/idvs/${key}/transactions/`);
      expect(bad.status, key).toBe(404);
      expect(bad.body.code).toBe('not_found');
    }
    // and an IDV's key names no contract on the contracts' transactions path
    expect((await app.json(`/api/contracts/${a.award_key}/transactions/`)).status).toBe(404);
  });

  it('serves the child awards of an IDV like /api/contracts/', async () => {
    const [i] = await q<{ parent_award_key: string; n: number }>(`SELECT parent_award_key, count(*)::int n FROM award WHERE family = 'contract' AND parent_award_key IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/idvs/${i.parent_award_key}/awards/?limit=3`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(i.n);
    expect(Object.keys(res.body.results[0])).toEqual(Object.keys((await app.json('/api/contracts/?limit=1')).body.results[0]));
    const filtered = await app.json(`/api/idvs/${i.parent_award_key}/awards/?fiscal_year_gte=2100&shape=key`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.count).toBe(0);
  });

  it('lists the child IDVs of an IDV with the IDV filters', async () => {
    const [parent] = await q<Record<string, any>>(`SELECT * FROM award WHERE family = 'idv' AND idv_type_code = 'C' ORDER BY key LIMIT 1`);
    expect((await app.json(`/api/idvs/${parent.key}/idvs/`)).body.count).toBe(0);
    // the demo data has no BPA under a schedule contract: add two, call them, remove them
    const children = [`CONT_IDV_TESTBPA1_${parent.awarding_agency_code}`, `CONT_IDV_TESTBPA2_${parent.awarding_agency_code}`];
    for (const [i, key] of children.entries()) {
      await q(
        `INSERT INTO award (key, family, piid, parent_award_key, parent_piid, award_date, fiscal_year, obligated, awarding_office_id, awarding_agency_code, awarding_department_code,
           recipient_uei, recipient_legal_business_name, idv_type_code, idv_type_description, last_date_to_order, modified)
         VALUES ($1, 'idv', $2, $3, $4, $5::date, 2024, 0, $6, $7, $8, $9, $10, 'E', 'BPA', $11::date, now())`,
        [key, `TESTBPA${i + 1}`, parent.key, parent.piid, i === 0 ? '2024-03-01' : '2024-05-01', parent.awarding_office_id, parent.awarding_agency_code, parent.awarding_department_code,
          parent.recipient_uei, parent.recipient_legal_business_name, i === 0 ? '2026-01-01' : '2029-01-01'],
      );
    }
    try {
      const res = await app.json(`/api/idvs/${parent.key}/idvs/?shape=key,parent_award(*),idv_type`);
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([
        { key: children[1], parent_award: { key: parent.key, piid: parent.piid }, idv_type: 'E' },
        { key: children[0], parent_award: { key: parent.key, piid: parent.piid }, idv_type: 'E' },
      ]);
      const expiring = await app.json(`/api/idvs/${parent.key}/idvs/?expiring_lte=2027-01-01&shape=key`);
      expect(expiring.body.results).toEqual([{ key: children[0] }]);
      const gql = await app.graphql(`{ idvs(idvKey: "${parent.key}", filter: {expiringGte: "2027-01-01"}) { count results { key idvTypeCode } } }`);
      expect(gql.body.data.idvs).toEqual({ count: 1, results: [{ key: children[1], idvTypeCode: 'E' }] });
    } finally {
      await q(`DELETE FROM award WHERE key = ANY($1)`, [children]);
    }
    for (const key of ['CONT_IDV_NOPE_9700', 'junk']) expect((await app.json(`/api/idvs/${key}/idvs/`)).status).toBe(404);
  });

  it("lists an entity's IDVs with the IDV filters; an unknown entity answers 404", async () => {
    const [e] = await q<{ recipient_uei: string; n: number }>(`SELECT recipient_uei, count(*)::int n FROM award WHERE family = 'idv' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/entities/${e.recipient_uei.toLowerCase()}/idvs/?limit=100&shape=key,recipient(uei)`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(e.n);
    for (const r of res.body.results) expect(r.recipient.uei).toBe(e.recipient_uei);
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int n FROM award WHERE family = 'idv' AND recipient_uei = $1 AND last_date_to_order >= '2025-01-01'`, [e.recipient_uei]);
    expect((await app.json(`/api/entities/${e.recipient_uei}/idvs/?expiring_gte=2025-01-01&shape=key`)).body.count).toBe(n);
    expect((await app.json(`/api/entities/${e.recipient_uei}/idvs/?expiring_gte=2025-13-01`)).status).toBe(400);
    const missing = await app.json('/api/entities/ZZZZZZZZZZZZ/idvs/');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });
});

describe('REST and GraphQL agree', () => {
  it('give the same values for the same list request', async () => {
    const rest = await app.json('/api/idvs/?idv_type=B|C&expiring_gte=2022-01-01&ordering=-total_contract_value&limit=10&shape=key,piid,total_contract_value,idv_type(*),type_of_idc,period_of_performance(*),vehicle_uuid,recipient(uei,display_name),schedule_catalog(contract_number,sins)');
    expect(rest.status).toBe(200);
    expect(rest.body.results.length).toBeGreaterThan(0);
    const gql = await app.graphql(`{
      idvs(filter: {idvType: "B|C", expiringGte: "2022-01-01"}, ordering: "-total_contract_value", limit: 10) {
        count cursor
        results { key piid totalContractValue idvType { code description } typeOfIdcCode periodOfPerformance { startDate lastDateToOrder } vehicleUuid recipient { uei displayName } scheduleCatalog { contractNumber sins } }
      }
    }`);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.idvs;
    expect(g.count).toBe(rest.body.count);
    expect(g.cursor).toBe(rest.body.cursor);
    expect(
      g.results.map((r: any) => ({
        key: r.key,
        piid: r.piid,
        total_contract_value: Number(r.totalContractValue),
        idv_type: r.idvType,
        type_of_idc: r.typeOfIdcCode,
        period_of_performance: { start_date: r.periodOfPerformance.startDate, last_date_to_order: r.periodOfPerformance.lastDateToOrder },
        vehicle_uuid: r.vehicleUuid,
        recipient: { uei: r.recipient.uei, display_name: r.recipient.displayName },
        schedule_catalog: r.scheduleCatalog && { contract_number: r.scheduleCatalog.contractNumber, sins: r.scheduleCatalog.sins },
      })),
    ).toEqual(rest.body.results);
  });

  it('report the same error for the same bad input', async () => {
    const rest = await app.json('/api/idvs/?expiring_gte=2025-01-01&last_date_to_order_lte=2024-01-01');
    const gql = await app.graphql('{ idvs(filter: {expiringGte: "2025-01-01", lastDateToOrderLte: "2024-01-01"}) { count } }');
    expect(gql.status).toBe(400);
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: rest.body });
    const badOrder = await app.graphql('{ idvs(ordering: "piid") { count } }');
    expect(badOrder.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: (await app.json('/api/idvs/?ordering=piid')).body });
  });
});

describe('query count', () => {
  async function recordingApp(log: string[]) {
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    return recording;
  }
  const shape =
    'key,piid,parent_award(*),naics(*),psc(*),set_aside(*),idv_type(*),type_of_idc,multiple_or_single_award_idv(*),period_of_performance(*),awarding_office(*),funding_office(*),recipient(*),place_of_performance(*),competition(*),transactions(*),legislative_mandates(*),officers(*),schedule_catalog(*),vehicle(*),awards(key,obligated)';

  it('is one statement per page, plus one count when it is not cached, whatever the page size and expansions', async () => {
    const log: string[] = [];
    const recording = await recordingApp(log);
    for (const [limit, statements] of [[5, 2], [50, 1], [1, 1]] as const) {
      log.length = 0;
      const res = await recording.fetch(new Request(`http://test.local/api/idvs/?limit=${limit}&shape=${shape}`));
      expect(res.status).toBe(200);
      expect((await res.json()).results).toHaveLength(limit);
      expect(log, log.join('\n')).toHaveLength(statements);
    }
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ idvs(limit: 50) { count results { key idvTypeCode idvType { code } recipient { displayName } transactions { obligated } scheduleCatalog { sins } vehicle { uuid } awards { key } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    const [{ key }] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'idv' ORDER BY key LIMIT 1`);
    expect((await recording.fetch(new Request(`http://test.local/api/idvs/${key}/?shape=${shape}`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
