/**
 * OTAs and OTIDVs end to end through REST and GraphQL: default shapes and the
 * OTIDV fields of document 2, the scalar-or-expansion fields
 * (type_of_ot_agreement, extent_competed, transactions) and the engine
 * mechanism behind them, every filter against SQL (no NAICS filter; expiring_*
 * on the ultimate completion date), the key OR-list limit, child OTAs of an
 * OTIDV, entity-scoped lists, transactions, error bodies, REST/GraphQL
 * parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { codePair, graphqlFields, scalarOr, shapeFields, str, type FieldSpec } from '../../src/engine/resource.js';
import { parseShape } from '../../src/engine/shape/parser.js';
import { resolveShape, ShapeValidationError } from '../../src/engine/shape/validate.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

const FAMILIES = [
  { path: '/api/otidvs/', family: 'otidv', list: 'otidvs', single: 'otidv' },
  { path: '/api/otas/', family: 'ota', list: 'otas', single: 'ota' },
] as const;

async function expectedKeys(family: string, where: string, params: unknown[] = [], order = 'award_date DESC, key DESC'): Promise<string[]> {
  const rows = await q<{ key: string }>(`SELECT key FROM award t WHERE family = '${family}' AND (${where}) ORDER BY ${order}`, params);
  return rows.map((r) => r.key);
}

async function rawTransactions(key: string) {
  const rows = await q<Record<string, any>>(`SELECT * FROM award_transaction WHERE award_key = $1 ORDER BY transaction_date, id`, [key]);
  return rows.map((x) => ({
    modification_number: x.modification_number,
    transaction_date: day(x.transaction_date),
    obligated: Number(x.obligated),
    description: x.description,
    action_type_code: x.action_type_code,
    action_type: x.action_type,
  }));
}

describe('the scalar-or-expansion mechanism (engine)', () => {
  const fields: Record<string, FieldSpec> = {
    key: str(),
    kind: scalarOr(codePair('TKind', 'kind_code', 'kind_description'), str({ column: 'kind_code' }), 'kind_code'),
    pair: codePair('TPair', 'pair_code', 'pair_description'),
  };

  it('resolves the bare name to a leaf, name(...) to the expansion, * to the full expansion', () => {
    const sf = shapeFields(fields);
    expect(resolveShape(parseShape('key,kind'), sf)).toEqual({ key: { params: {}, children: null }, kind: { params: {}, children: null } });
    expect(resolveShape(parseShape('kind(code)'), sf)).toEqual({ kind: { params: {}, children: { code: { params: {}, children: null } } } });
    // a bare code pair without the mechanism still means all its sub-fields
    expect(resolveShape(parseShape('pair'), sf).pair.children).toEqual({ code: { params: {}, children: null }, description: { params: {}, children: null } });
    expect(resolveShape(parseShape('*'), sf, { rootStar: true }).kind.children).toEqual({ code: { params: {}, children: null }, description: { params: {}, children: null } });
    for (const shape of ['kind,kind(code)', 'kind(code),kind']) {
      let err: unknown;
      try {
        resolveShape(parseShape(shape), sf);
      } catch (e) {
        err = e;
      }
      expect(err, shape).toBeInstanceOf(ShapeValidationError);
      expect((err as ShapeValidationError).errors[0]).toMatchObject({ path: 'kind', field: 'kind', valid_choices: ['code', 'description'] });
    }
    // named twice the same way is fine
    expect(resolveShape(parseShape('kind,kind'), sf)).toEqual({ kind: { params: {}, children: null } });
  });

  it('gives GraphQL the scalar as a field of its own, reading what the bare name reads', () => {
    const g = graphqlFields(fields);
    expect(Object.keys(g)).toEqual(['key', 'kind', 'kind_code', 'pair']);
    expect(g.kind).toMatchObject({ kind: 'composed', typeName: 'TKind' });
    expect(g.kind).not.toHaveProperty('bareScalar');
    expect(g.kind_code).toMatchObject({ kind: 'leaf', type: 'String', column: 'kind_code' });
    // a tree without such fields is its own GraphQL view; the view is computed once
    expect(graphqlFields(g)).toBe(g);
    expect(graphqlFields(fields)).toBe(g);
    const defaulted = graphqlFields({ raw: scalarOr(codePair('TRaw', 'a', 'b'), str(), 'raw_value') });
    expect(defaulted.raw_value).toMatchObject({ kind: 'leaf', column: 'raw' });
    expect(() => graphqlFields({ a: scalarOr(codePair('TA', 'a', 'b'), str(), 'b'), b: str() })).toThrow(/collides/);
  });
});

describe('default shapes and the OTIDV fields', () => {
  it('lists OTIDVs with the default list shape', async () => {
    const res = await app.json('/api/otidvs/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'cursor', 'results']);
    const rows = await q<Record<string, any>>(`SELECT * FROM award WHERE family = 'otidv' ORDER BY award_date DESC, key DESC`);
    expect(rows.length).toBeGreaterThan(1);
    expect(res.body.count).toBe(rows.length);
    expect(Object.keys(res.body.results[0])).toEqual([
      'key', 'piid', 'award_date', 'fiscal_year', 'description', 'obligated', 'base_and_exercised_options_value', 'total_contract_value', 'recipient',
      'awarding_office', 'psc_code', 'idv_type', 'type_of_ot_agreement', 'extent_competed', 'consortia', 'period_of_performance',
    ]);
    for (const [i, r] of rows.entries()) {
      const got = res.body.results[i];
      expect(got.key).toBe(r.key);
      expect(got.idv_type).toBe(r.idv_type_code);
      expect(got.type_of_ot_agreement).toEqual({ code: r.type_of_ot_agreement_code, description: r.type_of_ot_agreement_description });
      expect(got.extent_competed).toEqual({ code: r.extent_competed_code, description: r.extent_competed_description });
      expect(got.consortia).toBe(r.consortia);
      expect(got.period_of_performance).toEqual({ start_date: day(r.pop_start_date), current_end_date: day(r.pop_current_end_date), ultimate_completion_date: day(r.pop_ultimate_completion_date) });
    }
  });

  it('serves one OTIDV with every field of document 2', async () => {
    const [r] = await q<Record<string, any>>(`
      SELECT a.*, e.cage_code, e.display_name FROM award a JOIN entity e ON e.uei = a.recipient_uei
      WHERE a.family = 'otidv' AND a.consortia IS NOT NULL AND EXISTS (SELECT 1 FROM award_transaction x WHERE x.award_key = a.key) ORDER BY a.key LIMIT 1`);
    const res = await app.json(`/api/otidvs/${r.key}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'key', 'piid', 'award_date', 'fiscal_year', 'idv_type', 'obligated', 'base_and_exercised_options_value', 'total_contract_value', 'description',
      'psc_code', 'psc', 'consortia', 'consortia_uei', 'dod_acquisition_program', 'non_governmental_dollars', 'non_traditional_government_contractor_participation',
      'type_of_ot_agreement', 'extent_competed', 'recipient', 'place_of_performance', 'awarding_office', 'funding_office', 'period_of_performance',
      'transactions', 'number_of_actions',
    ]);
    expect(res.body).toMatchObject({
      key: r.key,
      piid: r.piid,
      award_date: day(r.award_date),
      fiscal_year: r.fiscal_year,
      idv_type: r.idv_type_code,
      obligated: Number(r.obligated),
      total_contract_value: Number(r.total_contract_value),
      psc_code: r.psc_code,
      consortia: r.consortia,
      consortia_uei: r.consortia_uei,
      dod_acquisition_program: r.dod_acquisition_program,
      non_governmental_dollars: Number(r.non_governmental_dollars),
      non_traditional_government_contractor_participation: r.non_traditional_government_contractor_participation,
    });
    expect(res.body.recipient).toEqual({
      uei: r.recipient_uei, display_name: r.display_name, legal_business_name: r.recipient_legal_business_name, cage: r.cage_code, cage_code: r.cage_code, parent_uei: r.recipient_parent_uei, duns: r.recipient_duns,
    });
    expect(Object.keys(res.body.place_of_performance)).toEqual(['country_code', 'country_name', 'state_code', 'state_name', 'city_name', 'zip_code']);
    expect(res.body.psc.code).toBe(r.psc_code);
    expect(res.body.transactions.map((t: { modification_number: string }) => t.modification_number)).toEqual((await rawTransactions(r.key)).map((t) => t.modification_number));
    expect(Object.keys(res.body.transactions[0])).toEqual(['modification_number', 'transaction_date', 'obligated', 'description', 'action_type']);
  });

  it('lists OTAs with their parent agreement, and serves one', async () => {
    const res = await app.json('/api/otas/?limit=100');
    const rows = await q<Record<string, any>>(`SELECT * FROM award WHERE family = 'ota' ORDER BY award_date DESC, key DESC`);
    expect(res.body.count).toBe(rows.length);
    expect(Object.keys(res.body.results[0])).toEqual([
      'key', 'piid', 'award_date', 'fiscal_year', 'description', 'obligated', 'base_and_exercised_options_value', 'total_contract_value', 'recipient',
      'awarding_office', 'psc_code', 'type_of_ot_agreement', 'extent_competed', 'consortia', 'parent_award', 'period_of_performance',
    ]);
    expect(res.body.results.map((r: any) => r.parent_award)).toEqual(rows.map((r) => (r.parent_award_key ? { key: r.parent_award_key, piid: r.parent_piid } : null)));
    const child = rows.find((r) => r.parent_award_key)!;
    const one = await app.json(`/api/otas/${child.key}/`);
    expect(one.status).toBe(200);
    expect(one.body.parent_award).toEqual({ key: child.parent_award_key, piid: child.parent_piid });
    expect(one.body).not.toHaveProperty('idv_type');
  });
});

describe('scalar, or expansion: type_of_ot_agreement, extent_competed, transactions', () => {
  for (const { path, family, single } of FAMILIES) {
    it(`${path}: the bare name is the raw value, the expansion the object`, async () => {
      const [r] = await q<Record<string, any>>(`
        SELECT a.* FROM award a WHERE a.family = $1 AND (SELECT count(*) FROM award_transaction x WHERE x.award_key = a.key) >= 2 ORDER BY a.key LIMIT 1`, [family]);
      expect(r).toBeDefined();
      const raw = await rawTransactions(r.key);
      const bare = await app.json(`${path}${r.key}/?shape=key,type_of_ot_agreement,extent_competed,transactions`);
      expect(bare.status).toBe(200);
      expect(bare.body).toEqual({ key: r.key, type_of_ot_agreement: r.type_of_ot_agreement_code, extent_competed: r.extent_competed_code, transactions: raw });
      const expanded = await app.json(`${path}${r.key}/?shape=key,type_of_ot_agreement(*),extent_competed(code),transactions(modification_number,obligated,action_type)`);
      expect(expanded.body).toEqual({
        key: r.key,
        type_of_ot_agreement: { code: r.type_of_ot_agreement_code, description: r.type_of_ot_agreement_description },
        extent_competed: { code: r.extent_competed_code },
        transactions: raw.map((t) => ({ modification_number: t.modification_number, obligated: t.obligated, action_type: t.action_type_code === null ? null : { code: t.action_type_code, description: t.action_type } })),
      });
      // lists too, and flat output flattens either form
      const list = await app.json(`${path}?key=${r.key}&shape=key,type_of_ot_agreement,transactions`);
      expect(list.body.results).toEqual([{ key: r.key, type_of_ot_agreement: r.type_of_ot_agreement_code, transactions: raw }]);
      const flat = await app.json(`${path}${r.key}/?shape=key,type_of_ot_agreement(code),extent_competed&flat=true`);
      expect(flat.body).toEqual({ key: r.key, 'type_of_ot_agreement.code': r.type_of_ot_agreement_code, extent_competed: r.extent_competed_code });
      const both = await app.json(`${path}${r.key}/?shape=key,transactions,transactions(obligated)`);
      expect(both.status).toBe(400);
      expect(both.body.errors[0]).toMatchObject({ path: 'transactions', field: 'transactions' });

      const gql = await app.graphql(`{ ${single}(key: "${r.key}") {
        key typeOfOtAgreementCode typeOfOtAgreement { code description } extentCompetedCode extentCompeted { description }
        transactionsRaw transactions { modificationNumber obligated }
      } }`);
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data[single]).toEqual({
        key: r.key,
        typeOfOtAgreementCode: r.type_of_ot_agreement_code,
        typeOfOtAgreement: { code: r.type_of_ot_agreement_code, description: r.type_of_ot_agreement_description },
        extentCompetedCode: r.extent_competed_code,
        extentCompeted: { description: r.extent_competed_description },
        transactionsRaw: raw,
        // money is an exact decimal string in GraphQL (NUMERIC(20,2) as text)
        transactions: raw.map((t) => ({ modificationNumber: t.modification_number, obligated: t.obligated.toFixed(2) })),
      });
    });
  }

  it('an award without transactions has an empty raw snapshot', async () => {
    const [key] = await q<{ key: string }>(`SELECT key FROM award a WHERE family = 'ota' ORDER BY key LIMIT 1`);
    const tx = `CONT_AWD_TESTOTA1_9700_-NONE-_-NONE-`;
    const [t] = await q<Record<string, any>>(`SELECT * FROM award WHERE key = $1`, [key.key]);
    await q(
      `INSERT INTO award (key, family, piid, award_date, fiscal_year, obligated, awarding_office_id, awarding_agency_code, awarding_department_code, recipient_uei, recipient_legal_business_name, type_of_ot_agreement_code, modified)
       VALUES ($1, 'ota', 'TESTOTA1', '2024-01-02', 2024, 0, $2, $3, $4, $5, $6, 'PROTOTYPE', now())`,
      [tx, t.awarding_office_id, t.awarding_agency_code, t.awarding_department_code, t.recipient_uei, t.recipient_legal_business_name],
    );
    try {
      const res = await app.json(`/api/otas/${tx}/?shape=key,transactions,extent_competed,extent_competed_x`);
      expect(res.status).toBe(400);
      const ok = await app.json(`/api/otas/${tx}/?shape=key,transactions,extent_competed,type_of_ot_agreement(*)`);
      expect(ok.body).toEqual({ key: tx, transactions: [], extent_competed: null, type_of_ot_agreement: { code: 'PROTOTYPE', description: null } });
      const exp = await app.json(`/api/otas/${tx}/?shape=transactions(*),extent_competed(*)`);
      expect(exp.body).toEqual({ transactions: [], extent_competed: null });
    } finally {
      await q(`DELETE FROM award WHERE key = $1`, [tx]);
    }
  });
});

describe('filters', () => {
  for (const { path, family } of FAMILIES) {
    it(`${path}: each filter returns exactly the rows its documented semantics select`, async () => {
      const [c] = await q<Record<string, any>>(`
        SELECT a.*, d.code AS dept_id FROM award a JOIN department d ON d.cgac = a.awarding_department_code WHERE a.family = $1 ORDER BY a.key LIMIT 1`, [family]);
      const keys = (await q<{ key: string }>(`SELECT key FROM award WHERE family = $1 ORDER BY key LIMIT 2`, [family])).map((r) => r.key);
      const cases: [string, string, unknown[]?][] = [
        [`uei=${c.recipient_uei.toLowerCase()}`, `recipient_uei = $1`, [c.recipient_uei]],
        [`piid=${c.piid.toLowerCase()}`, `piid = $1`, [c.piid]],
        [`key=${keys.join('|')}`, `key = ANY($1)`, [keys]],
        [`awarding_agency=${c.awarding_department_code}`, `awarding_department_code = $1`, [c.awarding_department_code]],
        [`awarding_agency=${c.awarding_agency_code}`, `awarding_agency_code = $1 OR awarding_department_code = $1`, [c.awarding_agency_code]],
        [`funding_agency=${c.dept_id}`, `funding_department_code = $1`, [c.awarding_department_code]],
        [`psc=${c.psc_code.toLowerCase()}|ZZZZ`, `psc_code = $1`, [c.psc_code]],
        [`award_date=${day(c.award_date)}`, `award_date = $1::date`, [day(c.award_date)]],
        [`award_date_gte=2015-10-01&award_date_lte=2018-12-31`, `award_date BETWEEN '2015-10-01' AND '2018-12-31'`],
        [`fiscal_year=${c.fiscal_year}`, `fiscal_year = $1`, [c.fiscal_year]],
        [`fiscal_year_gte=2016&fiscal_year_lte=2018`, `fiscal_year BETWEEN 2016 AND 2018`],
        [`pop_start_date_gte=2015-10-01&pop_start_date_lte=2016-12-31`, `pop_start_date BETWEEN '2015-10-01' AND '2016-12-31'`],
        [`pop_end_date_gte=2018-06-01&pop_end_date_lte=2019-12-31`, `pop_current_end_date BETWEEN '2018-06-01' AND '2019-12-31'`],
        [`expiring_gte=2019-01-01&expiring_lte=2027-12-31`, `pop_ultimate_completion_date BETWEEN '2019-01-01' AND '2027-12-31'`],
        [`obligated_gte=100000&obligated_lte=5000000`, `obligated BETWEEN 100000 AND 5000000`],
        [`recipient=${encodeURIComponent(c.recipient_legal_business_name.split(' ')[0].toLowerCase())}`, `recipient_legal_business_name ILIKE $1`, [`%${c.recipient_legal_business_name.split(' ')[0]}%`]],
        [`search=prototype`, `search_vector @@ websearch_to_tsquery('english', 'prototype')`],
      ];
      for (const [query, where, params] of cases) {
        const expected = await expectedKeys(family, where, params ?? []);
        expect(expected.length, `no rows for ${query}: the case proves nothing`).toBeGreaterThan(0);
        const res = await app.json(`${path}?${query}&limit=100&shape=key`);
        expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.count, query).toBe(expected.length);
        expect(res.body.results.map((r: { key: string }) => r.key), query).toEqual(expected);
      }
    });

    it(`${path}: expiring_* is the ultimate completion date (other transactions have no last date to order)`, async () => {
      const [{ ltdo, puc, n }] = await q<{ ltdo: number; puc: number; n: number }>(
        `SELECT count(last_date_to_order)::int ltdo, count(pop_ultimate_completion_date)::int puc, count(*)::int n FROM award WHERE family = $1`, [family]);
      expect(ltdo).toBe(0);
      expect(puc).toBe(n);
      // a date on which the two ends differ for some row: the ultimate completion date of a row extended past its current end
      const [{ d }] = await q<{ d: Date }>(`SELECT pop_ultimate_completion_date AS d FROM award WHERE family = $1 AND pop_current_end_date < pop_ultimate_completion_date ORDER BY key LIMIT 1`, [family]);
      const expected = await expectedKeys(family, `pop_ultimate_completion_date >= $1::date`, [day(d)]);
      const other = await expectedKeys(family, `pop_current_end_date >= $1::date`, [day(d)]);
      expect(expected).not.toEqual(other);
      expect((await app.json(`${path}?expiring_gte=${day(d)}&limit=100&shape=key`)).body.results.map((r: { key: string }) => r.key)).toEqual(expected);
      expect((await app.json(`${path}?pop_end_date_gte=${day(d)}&limit=100&shape=key`)).body.results.map((r: { key: string }) => r.key)).toEqual(other);
    });

    it(`${path}: has no NAICS filter (REST refuses it as an unknown parameter; GraphQL has no such field)`, async () => {
      const naics = await app.json(`${path}?naics=541715&limit=1&shape=key`);
      expect(naics.status).toBe(400);
      expect(naics.body.error).toMatch(/^unknown query parameter "naics"/);
      const list = family === 'ota' ? 'otas' : 'otidvs';
      const gql = await app.graphql(`{ ${list}(filter: {naics: "541715"}) { count } }`);
      expect(gql.status).toBe(400);
      expect(gql.body.errors?.[0].message).toMatch(/naics/);
    });

    it(`${path}: key takes 500 keys and refuses 501 naming the limit`, async () => {
      const real = (await q<{ key: string }>(`SELECT key FROM award WHERE family = $1 ORDER BY key LIMIT 2`, [family])).map((r) => r.key);
      const five00 = [...real, ...Array.from({ length: 498 }, (_, i) => `CONT_X_${i}`)];
      const ok = await app.json(`${path}?key=${encodeURIComponent(five00.join('|'))}&shape=key`);
      expect(ok.status).toBe(200);
      expect(ok.body.count).toBe(2);
      const bad = await app.json(`${path}?key=${encodeURIComponent([...five00, 'CONT_X_more'].join('|'))}&shape=key`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'key takes at most 500 values, got 501', code: 'validation_error' });
    });
  }
});

describe('ordering and error bodies', () => {
  for (const { path, family } of FAMILIES) {
    it(`${path}: sorts by each allowed field, refuses the others`, async () => {
      for (const [ordering, sqlOrder] of [
        ['obligated', 'obligated ASC, key ASC'],
        ['-obligated', 'obligated DESC, key DESC'],
        ['total_contract_value', 'total_contract_value ASC NULLS LAST, key ASC'],
        ['award_date', 'award_date ASC, key ASC'],
      ]) {
        const res = await app.json(`${path}?ordering=${ordering}&limit=100&shape=key`);
        expect(res.body.results.map((r: { key: string }) => r.key), ordering).toEqual(await expectedKeys(family, 'TRUE', [], sqlOrder));
      }
      // a walk in pages of 3 visits every row once
      const keys: string[] = [];
      let next: string | null = `${path}?ordering=-total_contract_value&limit=3&shape=key`;
      while (next) {
        const page: { body: any } = await app.json(next.replace('http://test.local', ''));
        keys.push(...page.body.results.map((r: { key: string }) => r.key));
        next = page.body.next;
      }
      expect(keys).toEqual(await expectedKeys(family, 'TRUE', [], 'total_contract_value DESC NULLS LAST, key DESC'));
      const bad = await app.json(`${path}?ordering=piid`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'validation_error', allowed: ['award_date', 'obligated', 'total_contract_value'] });
    });

    it(`${path}: bad dates and inverted ranges answer 400, unknown and foreign keys 404`, async () => {
      for (const [query, body] of [
        ['expiring_gte=2024-02-30', { error: 'expiring_gte must be a real calendar date in the form YYYY-MM-DD, got "2024-02-30"', code: 'validation_error' }],
        ['pop_end_date_lte=soon', { error: 'pop_end_date_lte must be a date in the form YYYY-MM-DD, got "soon"', code: 'validation_error' }],
        ['expiring_gte=2025-01-01&expiring_lte=2024-01-01', { error: 'inverted range: expiring_gte is after expiring_lte', code: 'validation_error' }],
        ['obligated_gte=9&obligated_lte=1', { error: 'inverted range: obligated_gte is after obligated_lte', code: 'validation_error' }],
        ['fiscal_year=20x4', { error: 'fiscal_year must be an integer, got "20x4"', code: 'validation_error' }],
      ] as const) {
        const res = await app.json(`${path}?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toEqual(body);
      }
      const [idv] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'idv' ORDER BY key LIMIT 1`);
      const [contract] = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'contract' ORDER BY key LIMIT 1`);
      for (const key of [idv.key, contract.key, 'CONT_IDV_NOPE_9700', 'CONT_AWD_NOPE_9700_-NONE-_-NONE-', 'junk']) {
        const res = await app.json(`${path}${key}/`);
        expect(res.status, key).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    });
  }
});

describe('scoped lists', () => {
  it('serves the child OTAs of an OTIDV with the OTA filters', async () => {
    const [p] = await q<{ parent_award_key: string; n: number }>(`SELECT parent_award_key, count(*)::int n FROM award WHERE family = 'ota' AND parent_award_key IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/otidvs/${p.parent_award_key}/awards/?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(p.n);
    expect(Object.keys(res.body.results[0])).toEqual(Object.keys((await app.json('/api/otas/?limit=1')).body.results[0]));
    for (const r of res.body.results) expect(r.parent_award.key).toBe(p.parent_award_key);
    const [first] = await q<{ award_date: Date }>(`SELECT min(award_date) AS award_date FROM award WHERE parent_award_key = $1`, [p.parent_award_key]);
    const after = await app.json(`/api/otidvs/${p.parent_award_key}/awards/?award_date_gte=${day(first.award_date)}&award_date_lte=${day(first.award_date)}&shape=key`);
    const expected = await expectedKeys('ota', `parent_award_key = $1 AND award_date = $2::date`, [p.parent_award_key, day(first.award_date)]);
    expect(after.body.results.map((r: { key: string }) => r.key)).toEqual(expected);
    const gql = await app.graphql(`{ otas(otidvKey: "${p.parent_award_key}", limit: 100) { count } }`);
    expect(gql.body.data.otas.count).toBe(p.n);
    // an OTIDV without child OTAs answers an empty page; an IDV's key or an unknown key 404
    const [lonely] = await q<{ key: string }>(`SELECT key FROM award o WHERE family = 'otidv' AND NOT EXISTS (SELECT 1 FROM award c WHERE c.parent_award_key = o.key) ORDER BY key LIMIT 1`);
    if (lonely) expect((await app.json(`/api/otidvs/${lonely.key}/awards/`)).body).toMatchObject({ count: 0, results: [] });
    const [idv] = await q<{ key: string }>(`SELECT parent_award_key AS key FROM award WHERE family = 'contract' AND parent_award_key IS NOT NULL LIMIT 1`);
    for (const key of [idv.key, 'CONT_IDV_NOPE_9700', 'junk']) expect((await app.json(`/api/otidvs/${key}/awards/`)).status, key).toBe(404);
  });

  it("lists an entity's OTAs and OTIDVs; an unknown entity answers 404", async () => {
    for (const { family, list } of FAMILIES) {
      const [e] = await q<{ recipient_uei: string; n: number }>(`SELECT recipient_uei, count(*)::int n FROM award WHERE family = $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`, [family]);
      const res = await app.json(`/api/entities/${e.recipient_uei.toLowerCase()}/${list}/?shape=key,recipient(uei)`);
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(e.n);
      for (const r of res.body.results) expect(r.recipient.uei).toBe(e.recipient_uei);
      const gql = await app.graphql(`{ ${list}(entityUei: "${e.recipient_uei.toLowerCase()}") { count } }`);
      expect(gql.body.data[list].count).toBe(e.n);
      expect((await app.json(`/api/entities/ZZZZZZZZZZZZ/${list}/`)).status).toBe(404);
      // an entity with no award of the family: an empty page
      const [other] = await q<{ uei: string }>(`SELECT uei FROM entity e WHERE NOT EXISTS (SELECT 1 FROM award a WHERE a.recipient_uei = e.uei AND a.family = $1) ORDER BY uei LIMIT 1`, [family]);
      expect((await app.json(`/api/entities/${other.uei}/${list}/`)).body).toMatchObject({ count: 0, results: [] });
    }
  });

  it('pages through the transactions of an OTIDV and of an OTA, each under its own path only', async () => {
    for (const { family, list } of FAMILIES) {
      const [a] = await q<{ key: string; n: number }>(`
        SELECT t.award_key AS key, count(*)::int n FROM award_transaction t JOIN award a ON a.key = t.award_key WHERE a.family = $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`, [family]);
      const res = await app.json(`/api/${list}/${a.key}/transactions/?limit=1`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
      expect(res.body.count).toBe(a.n);
      const all = await app.json(`/api/${list}/${a.key}/transactions/?limit=100`);
      expect(all.body.results.map((t: { modification_number: string }) => t.modification_number)).toEqual((await rawTransactions(a.key)).map((t) => t.modification_number));
      const arg = family === 'ota' ? 'otaKey' : 'otidvKey';
      expect((await app.graphql(`{ transactions(${arg}: "${a.key}") { count } }`)).body.data.transactions.count).toBe(a.n);
      expect((await app.json(`/api/contracts/${a.key}/transactions/`)).status).toBe(404);
      expect((await app.json(`/api/idvs/${a.key}/transactions/`)).status).toBe(404);
      expect((await app.json(`/api/${list === 'otas' ? 'otidvs' : 'otas'}/${a.key}/transactions/`)).status).toBe(404);
    }
  });
});

describe('REST and GraphQL agree', () => {
  it('give the same values for the same list request', async () => {
    const rest = await app.json('/api/otas/?expiring_gte=2025-01-01&ordering=-obligated&limit=10&shape=key,obligated,non_governmental_dollars,consortia_uei,type_of_ot_agreement,extent_competed(*),recipient(uei,cage),parent_award(key),period_of_performance(ultimate_completion_date)');
    expect(rest.status).toBe(200);
    expect(rest.body.results.length).toBeGreaterThan(0);
    const gql = await app.graphql(`{
      otas(filter: {expiringGte: "2025-01-01"}, ordering: "-obligated", limit: 10) {
        count cursor
        results { key obligated nonGovernmentalDollars consortiaUei typeOfOtAgreementCode extentCompeted { code description } recipient { uei cage } parentAward { key } periodOfPerformance { ultimateCompletionDate } }
      }
    }`);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.otas;
    expect(g.count).toBe(rest.body.count);
    expect(g.cursor).toBe(rest.body.cursor);
    expect(
      g.results.map((r: any) => ({
        key: r.key,
        obligated: Number(r.obligated),
        non_governmental_dollars: r.nonGovernmentalDollars === null ? null : Number(r.nonGovernmentalDollars),
        consortia_uei: r.consortiaUei,
        type_of_ot_agreement: r.typeOfOtAgreementCode,
        extent_competed: r.extentCompeted,
        recipient: r.recipient,
        parent_award: r.parentAward,
        period_of_performance: { ultimate_completion_date: r.periodOfPerformance.ultimateCompletionDate },
      })),
    ).toEqual(rest.body.results);
  });

  it('report the same error for the same bad input', async () => {
    const rest = await app.json('/api/otidvs/?pop_end_date_gte=2025-01-01&pop_end_date_lte=2024-01-01');
    const gql = await app.graphql('{ otidvs(filter: {popEndDateGte: "2025-01-01", popEndDateLte: "2024-01-01"}) { count } }');
    expect(gql.status).toBe(400);
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: rest.body });
  });
});

describe('query count', () => {
  it('is one statement per page whatever the expansions, bare or expanded', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    for (const { path, family } of FAMILIES) {
      for (const shape of [
        'key,type_of_ot_agreement,extent_competed,transactions,recipient(*),psc(*),awarding_office(*),funding_office(*),place_of_performance(*),period_of_performance(*)',
        'key,type_of_ot_agreement(*),extent_competed(*),transactions(*),recipient(*),psc(*)',
      ]) {
        const url = `http://test.local${path}?limit=20&shape=${shape}`;
        await recording.fetch(new Request(url));
        log.length = 0;
        const res = await recording.fetch(new Request(url));
        expect(res.status).toBe(200);
        expect((await res.json()).results.length).toBeGreaterThan(1);
        expect(log, log.join('\n')).toHaveLength(1);
      }
      log.length = 0;
      const [{ key }] = await q<{ key: string }>(`SELECT key FROM award WHERE family = $1 ORDER BY key LIMIT 1`, [family]);
      expect((await recording.fetch(new Request(`http://test.local${path}${key}/?shape=key,transactions,type_of_ot_agreement(*),recipient(*)`))).status).toBe(200);
      expect(log).toHaveLength(1);
    }
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ otidvs(limit: 20) { results { key transactionsRaw transactions { obligated } typeOfOtAgreementCode typeOfOtAgreement { description } recipient { cage } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
