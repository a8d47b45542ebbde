/**
 * Entities end to end through REST and GraphQL (document 2, "Entity" and
 * "Entities"): the page-number list in its fixed order, `ordering` refused,
 * the detail by UEI in any case, the default shapes, the normalisation rules,
 * every filter against an independent SQL expectation, past_performance[top=n]
 * and its bounds, federal_obligations, the metrics path, REST/GraphQL parity
 * and one SQL statement per request.
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

const ueisOf = (body: { results: { uei: string }[] }) => body.results.map((r) => r.uei);

async function expectedUeis(where: string, params: unknown[] = []): Promise<string[]> {
  return (await q<{ uei: string }>(`SELECT uei FROM entity t WHERE ${where} ORDER BY legal_business_name, uei`, params)).map((r) => r.uei);
}

/** A copy of an entity row under a new UEI (and uuid), with some columns replaced. */
async function copyEntity(from: string, uei: string, set: Record<string, unknown> = {}): Promise<void> {
  const cols = (await q<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'entity' AND column_name <> 'search_vector' ORDER BY ordinal_position`)).map((c) => c.column_name);
  const params: unknown[] = [from];
  const select = cols.map((c) => {
    if (c === 'uei') return `'${uei}'`;
    if (c === 'uuid') return 'gen_random_uuid()';
    if (Object.hasOwn(set, c)) {
      params.push(set[c]);
      return `$${params.length}`;
    }
    return c;
  });
  await q(`INSERT INTO entity (${cols.join(', ')}) SELECT ${select.join(', ')} FROM entity WHERE uei = $1`, params);
}

const LIST_KEYS = ['uei', 'legal_business_name', 'dba_name', 'entity_url', 'cage_code', 'business_types', 'sba_business_types', 'primary_naics', 'physical_address', 'purpose_of_registration', 'relationships'];
const DETAIL_EXTRA = [
  'display_name', 'uuid', 'dodaac', 'description', 'email_address', 'capabilities', 'congressional_district', 'keywords', 'registered', 'registration_status',
  'federal_obligations', 'naics_codes', 'psc_codes', 'highest_owner', 'immediate_owner', 'mailing_address',
  'sam_registration_date', 'sam_activation_date', 'sam_expiration_date', 'uei_creation_date', 'entity_start_date', 'fiscal_year_end_close_date', 'last_update_date', 'submission_date',
  'entity_structure', 'entity_type', 'profit_structure', 'organization_structure', 'state_of_incorporation', 'country_of_incorporation',
];
const ADDRESS_KEYS = ['address_line1', 'address_line2', 'city', 'state_or_province_code', 'zip_code', 'zip_code_plus4', 'county', 'county_code', 'fips_code', 'country_code', 'country_name'];

/** The entity with the most contracts (the richest history of the dataset). */
async function busiest(): Promise<string> {
  const [r] = await q<{ uei: string }>(`SELECT recipient_uei AS uei FROM award WHERE family = 'contract' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
  return r.uei;
}

describe('GET /api/entities/', () => {
  it('answers the page-number envelope with the documented list shape, in legal-name order', async () => {
    const res = await app.json('/api/entities/?limit=7');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM entity');
    expect(res.body.count).toBe(n);
    expect(res.body.next).toBe('http://test.local/api/entities/?limit=7&page=2');
    expect(res.body.previous).toBeNull();
    expect(Object.keys(res.body.results[0])).toEqual(LIST_KEYS);
    expect(ueisOf(res.body)).toEqual((await expectedUeis('TRUE')).slice(0, 7));
    const p2 = await app.json('/api/entities/?limit=7&page=2');
    expect(ueisOf(p2.body)).toEqual((await expectedUeis('TRUE')).slice(7, 14));
    expect(p2.body.previous).toBe('http://test.local/api/entities/?limit=7&page=1');
    const past = await app.json(`/api/entities/?limit=100&page=${Math.ceil(n / 100) + 1}`);
    expect(past.status).toBe(404);
    expect((await app.json('/api/entities/?limit=101')).status).toBe(400);
  });

  it('refuses any ordering with 400, in REST and GraphQL', async () => {
    for (const ordering of ['legal_business_name', '-uei', 'rank', '', 'nope']) {
      const res = await app.json(`/api/entities/?ordering=${ordering}`);
      expect(res.status, ordering).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    const withSearch = await app.json('/api/entities/?search=engineering&ordering=rank');
    expect(withSearch.status).toBe(400);
    const gql = await app.graphql('{ entities(ordering: "uei") { count } }');
    expect(gql.status).toBe(400);
    expect(gql.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('puts the best match first under search', async () => {
    const [e] = await q<{ legal_business_name: string }>(`SELECT legal_business_name FROM entity ORDER BY uei LIMIT 1`);
    const word = e.legal_business_name.split(/\s+/)[0].replace(/[^A-Za-z0-9]/g, '');
    const res = await app.json(`/api/entities/?search=${encodeURIComponent(word)}&limit=100&shape=uei`);
    const want = await q<{ uei: string }>(
      `SELECT uei FROM entity WHERE search_vector @@ websearch_to_tsquery('english', $1) ORDER BY ts_rank(search_vector, websearch_to_tsquery('english', $1)) DESC, uei DESC`,
      [word],
    );
    expect(want.length).toBeGreaterThan(0);
    expect(ueisOf(res.body)).toEqual(want.map((r) => r.uei).slice(0, 100));
  });
});

describe('entity filters', () => {
  const cases: [string, string, unknown[]][] = [];
  beforeAll(async () => {
    const [e] = await q<Record<string, any>>(`
      SELECT e.*, a.state_or_province_code AS state, a.zip_code AS zip FROM entity e JOIN entity_address a ON a.uei = e.uei AND a.kind = 'physical'
      WHERE e.cage_code IS NOT NULL AND cardinality(e.psc_codes) > 0 ORDER BY e.uei LIMIT 1`);
    const [other] = await q<{ state: string }>(`SELECT state_or_province_code AS state FROM entity_address WHERE kind = 'physical' AND state_or_province_code <> $1 ORDER BY 1 LIMIT 1`, [e.state]);
    const [naics] = await q<{ code: string }>(`SELECT code FROM entity_naics WHERE uei = $1 AND NOT is_primary ORDER BY code LIMIT 1`, [e.uei]);
    const name = e.legal_business_name.slice(2, 8);
    const physical = (cond: string) => `EXISTS (SELECT 1 FROM entity_address a WHERE a.uei = t.uei AND a.kind = 'physical' AND ${cond})`;
    const [{ median }] = await q<{ median: string }>(`SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY total_awards_obligated)::text AS median FROM entity`);
    cases.push(
      [`uei=${e.uei.toLowerCase()}`, 'uei = $1', [e.uei]],
      [`cage_code=${e.cage_code.toLowerCase()}`, 'cage_code = $1', [e.cage_code]],
      [`cage=${e.cage_code.toLowerCase()}`, 'cage_code = $1', [e.cage_code]],
      [`name=${encodeURIComponent(name.toLowerCase())}`, 'legal_business_name ILIKE $1', [`%${name}%`]],
      [`state=${e.state.toLowerCase()}`, physical('a.state_or_province_code = $1'), [e.state]],
      [`state=${e.state}|${other.state}`, physical('a.state_or_province_code IN ($1, $2)'), [e.state, other.state]],
      [`zip_code=${e.zip}`, physical('a.zip_code = $1'), [e.zip]],
      [`naics=${naics.code}`, 'EXISTS (SELECT 1 FROM entity_naics n WHERE n.uei = t.uei AND n.code = $1)', [naics.code]],
      [`naics=${naics.code}%20OR%20${e.primary_naics}`, 'EXISTS (SELECT 1 FROM entity_naics n WHERE n.uei = t.uei AND n.code IN ($1, $2))', [naics.code, e.primary_naics]],
      [`psc=${e.psc_codes[0].toLowerCase()}`, '$1 = ANY(psc_codes)', [e.psc_codes[0]]],
      [`socioeconomic=a2|qf`, `EXISTS (SELECT 1 FROM entity_business_type b WHERE b.uei = t.uei AND b.code IN ('A2', 'QF'))`, []],
      [`socioeconomic=8w`, `EXISTS (SELECT 1 FROM entity_business_type b WHERE b.uei = t.uei AND b.code = '8W')`, []],
      [`purpose_of_registration_code=${e.purpose_of_registration_code.toLowerCase()}`, 'purpose_of_registration_code = $1', [e.purpose_of_registration_code]],
      [`total_awards_obligated_gte=${median}`, 'total_awards_obligated >= $1::numeric', [median]],
      [`total_awards_obligated_lte=${median}`, 'total_awards_obligated <= $1::numeric', [median]],
      [`total_awards_obligated_gte=1000000&total_awards_obligated_lte=50000000.50`, 'total_awards_obligated BETWEEN 1000000 AND 50000000.50', []],
      [`search=engineering`, `search_vector @@ websearch_to_tsquery('english', 'engineering')`, []],
    );
  });

  it('each filter returns exactly the entities its documented semantics select', async () => {
    expect(cases.length).toBeGreaterThan(15);
    for (const [query, where, params] of cases) {
      const want = await expectedUeis(where, params);
      expect(want.length, `no rows for ${query}: the case proves nothing`).toBeGreaterThan(0);
      const res = await app.json(`/api/entities/?${query}&limit=100&shape=uei`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.count, query).toBe(want.length);
      if (!query.startsWith('search=')) expect(ueisOf(res.body), query).toEqual(want.slice(0, 100));
      else expect([...ueisOf(res.body)].sort(), query).toEqual([...want].sort().slice(0, 100));
    }
  });

  it('socioeconomic counts an SBA certification only while it is in force', async () => {
    const [c] = await q<{ uei: string; code: string }>(`SELECT uei, code FROM entity_business_type WHERE sba AND (exit_date IS NULL OR exit_date > now()) ORDER BY uei, code LIMIT 1`);
    expect((await app.json(`/api/entities/?socioeconomic=${c.code}&limit=100&shape=uei`)).body.results.map((r: { uei: string }) => r.uei)).toContain(c.uei);
    // the certification ends: the entity no longer matches (its other codes still do)
    await q(`UPDATE entity_business_type SET exit_date = DATE '2020-01-01' WHERE uei = $1 AND code = $2 AND sba`, [c.uei, c.code]);
    try {
      const res = await app.json(`/api/entities/?socioeconomic=${c.code}&limit=100&shape=uei`);
      expect(res.body.results.map((r: { uei: string }) => r.uei)).not.toContain(c.uei);
      const want = await expectedUeis(`EXISTS (SELECT 1 FROM entity_business_type b WHERE b.uei = t.uei AND b.code = $1 AND (NOT b.sba OR b.exit_date IS NULL OR b.exit_date > now()))`, [c.code]);
      expect(res.body.count).toBe(want.length);
    } finally {
      await q(`UPDATE entity_business_type SET exit_date = NULL WHERE uei = $1 AND code = $2 AND sba AND exit_date = DATE '2020-01-01'`, [c.uei, c.code]);
    }
  });

  it('answers bad filter values with 400 and the documented body', async () => {
    for (const [path, error] of [
      ['/api/entities/?total_awards_obligated_gte=lots', 'total_awards_obligated_gte must be a number such as 1000000 or 2500.50, got "lots"'],
      ['/api/entities/?total_awards_obligated_gte=5000&total_awards_obligated_lte=10', 'inverted range: total_awards_obligated_gte is after total_awards_obligated_lte'],
      ['/api/entities/?socioeconomic=|', 'socioeconomic needs at least one value'],
      ['/api/entities/?name=%20', 'name must not be blank'],
    ] as const) {
      const res = await app.json(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ error, code: 'validation_error' });
    }
  });
});

describe('GET /api/entities/{uei}/', () => {
  it('serves the documented detail shape for a UEI in any case; unknown and malformed UEIs answer 404', async () => {
    const uei = await busiest();
    for (const form of [uei, uei.toLowerCase(), `${uei.slice(0, 6).toLowerCase()}${uei.slice(6)}`]) {
      const res = await app.json(`/api/entities/${form}/`);
      expect(res.status, form).toBe(200);
      expect(res.body.uei).toBe(uei);
      expect(Object.keys(res.body)).toEqual([...LIST_KEYS, ...DETAIL_EXTRA]);
    }
    for (const path of ['/api/entities/ZZZZZZZZZZZZ/', '/api/entities/SHORT/', '/api/entities/ABCDEFGHJKLMN/', '/api/entities/ABC-DEFGHJKL/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const gql = await app.graphql('{ a: entity(uei: "zzzzzzzzzzzz") { uei } b: entity(uei: "x") { uei } }');
    expect(gql.body).toEqual({ data: { a: null, b: null } });
  });

  it('normalises addresses, business types, NAICS codes and code pairs', async () => {
    const uei = await busiest();
    const res = await app.json(`/api/entities/${uei}/?shape=physical_address,mailing_address(*),business_types,sba_business_types(*),naics_codes,naics_small_codes,entity_structure,purpose_of_registration(code),state_of_incorporation(*),highest_owner,relationships`);
    expect(res.status).toBe(200);
    const b = res.body;
    for (const kind of ['physical', 'mailing'] as const) {
      const [row] = await q<Record<string, unknown>>(`SELECT ${ADDRESS_KEYS.join(', ')} FROM entity_address WHERE uei = $1 AND kind = $2`, [uei, kind]);
      expect(Object.keys(b[`${kind}_address`])).toEqual(ADDRESS_KEYS);
      expect(b[`${kind}_address`]).toEqual(row);
      expect(row.fips_code).toBe(`${String(row.fips_code).slice(0, 2)}${row.county_code}`);
    }
    const types = await q(`SELECT code, description FROM entity_business_type WHERE uei = $1 AND NOT sba ORDER BY code`, [uei]);
    expect(b.business_types).toEqual(types);
    const certs = await q(`SELECT code, description, to_char(entry_date, 'YYYY-MM-DD') AS entry_date, to_char(exit_date, 'YYYY-MM-DD') AS exit_date FROM entity_business_type WHERE uei = $1 AND sba ORDER BY code`, [uei]);
    expect(b.sba_business_types).toEqual(certs);
    const naics = await q<{ code: string; sba_small_business: string; is_primary: boolean }>(`SELECT code, sba_small_business, is_primary FROM entity_naics WHERE uei = $1 ORDER BY is_primary DESC, code`, [uei]);
    expect(b.naics_codes).toEqual(naics.map(({ code, sba_small_business }) => ({ code, sba_small_business })));
    expect(b.naics_small_codes).toEqual(naics.filter((n) => n.sba_small_business === 'Y').map((n) => n.code).sort());
    const [e] = await q<Record<string, any>>(`SELECT * FROM entity WHERE uei = $1`, [uei]);
    expect(b.entity_structure).toEqual({ code: e.entity_structure_code, description: e.entity_structure_desc });
    expect(b.purpose_of_registration).toEqual({ code: e.purpose_of_registration_code });
    expect(b.state_of_incorporation).toEqual({ code: e.state_of_incorporation_code, description: e.state_of_incorporation_desc });
    expect(b.relationships).toEqual(e.relationships.map((r: Record<string, unknown>) => ({ uei: r.uei, display_name: r.display_name, relation: r.relation, type: r.type, source: r.source, confidence: r.confidence, verification_method: r.verification_method })));
  });

  it('keeps county and FIPS keys (null) when the registration does not give them, a code pair null without a code, owners from entity_owner', async () => {
    const [owned] = await q<{ uei: string }>(`SELECT uei FROM entity_owner WHERE kind = 'highest' AND owner_uei IS NOT NULL ORDER BY uei LIMIT 1`);
    await copyEntity(owned.uei, 'TESTUNKNOWN1', { entity_structure_code: null, entity_structure_desc: null });
    await q(`INSERT INTO entity_address (uei, kind, address_line1, city, state_or_province_code, zip_code, country_code, country_name) VALUES ('TESTUNKNOWN1', 'physical', '1 Main St', 'Nowhere', 'VA', '22030', 'USA', 'UNITED STATES')`);
    try {
      const res = await app.json('/api/entities/testunknown1/?shape=physical_address,mailing_address,entity_structure,highest_owner(*),business_types');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.physical_address)).toEqual(ADDRESS_KEYS);
      expect(res.body.physical_address).toMatchObject({ county: null, county_code: null, fips_code: null, address_line2: null, city: 'Nowhere' });
      expect(res.body.mailing_address).toBeNull();
      expect(res.body.entity_structure).toBeNull();
      expect(res.body.highest_owner).toBeNull();
      expect(res.body.business_types).toEqual([]);
      const owner = await app.json(`/api/entities/${owned.uei}/?shape=highest_owner,immediate_owner(uei,legal_business_name)`);
      const [o] = await q<Record<string, string>>(`SELECT owner_uei AS uei, cage_code, legal_business_name FROM entity_owner WHERE uei = $1 AND kind = 'highest'`, [owned.uei]);
      expect(owner.body.highest_owner).toEqual(o);
      expect(owner.body.immediate_owner).toEqual({ uei: expect.any(String), legal_business_name: expect.any(String) });
    } finally {
      await q(`DELETE FROM entity WHERE uei = 'TESTUNKNOWN1'`);
    }
  });

  it('computes federal_obligations from the awards, agreeing with the total the obligation filters read', async () => {
    const uei = await busiest();
    const res = await app.json(`/api/entities/${uei}/?shape=federal_obligations`);
    const [a] = await q<Record<string, any>>(
      `SELECT count(*) FILTER (WHERE family IN ('contract','ota'))::int AS n, coalesce(sum(obligated) FILTER (WHERE family IN ('contract','ota')), 0)::text AS s,
              count(*) FILTER (WHERE family IN ('idv','otidv'))::int AS idvs,
              count(*) FILTER (WHERE family IN ('contract','ota') AND pop_ultimate_completion_date >= (now() AT TIME ZONE 'UTC')::date)::int AS active_n,
              coalesce(sum(obligated) FILTER (WHERE family IN ('contract','ota') AND pop_ultimate_completion_date >= (now() AT TIME ZONE 'UTC')::date), 0)::text AS active_s,
              count(*) FILTER (WHERE family IN ('idv','otidv') AND last_date_to_order >= (now() AT TIME ZONE 'UTC')::date)::int AS active_idvs
       FROM award WHERE recipient_uei = $1`,
      [uei],
    );
    const [s] = await q<{ n: number; s: string }>(`SELECT count(*)::int AS n, coalesce(sum(subaward_amount), 0)::text AS s FROM subaward WHERE subawardee_uei = $1`, [uei]);
    const [{ total }] = await q<{ total: string }>(`SELECT total_awards_obligated::text AS total FROM entity WHERE uei = $1`, [uei]);
    expect(res.body.federal_obligations).toEqual({
      total: { awards_count: a.n, awards_obligated: Number(a.s), idv_count: a.idvs, subawards_count: s.n, subawards_obligated: Number(s.s) },
      active: { awards_count: a.active_n, awards_obligated: Number(a.active_s), idv_count: a.active_idvs },
    });
    expect(a.n).toBeGreaterThan(0);
    expect(Number(total)).toBe(Number(a.s));
  });
});

describe('past_performance[top=n](*)', () => {
  async function agenciesOf(uei: string) {
    return q<{ agency_code: string; awards_count: number; obligations: string; department_code: string }>(
      `SELECT awarding_agency_code AS agency_code, count(*)::int AS awards_count, sum(obligated)::text AS obligations, min(awarding_department_code) AS department_code
       FROM award WHERE recipient_uei = $1 AND family = 'contract' GROUP BY 1 ORDER BY sum(obligated) DESC, 1`,
      [uei],
    );
  }

  it('summarises the contracts and lists the top agencies (default 5, top=n up to 100)', async () => {
    const uei = await busiest();
    const agencies = await agenciesOf(uei);
    expect(agencies.length).toBeGreaterThan(5);
    const [sum] = await q<Record<string, any>>(
      `SELECT count(*)::int AS total_awards, sum(obligated)::text AS total_obligated, count(DISTINCT awarding_agency_code)::int AS agency_count,
              count(DISTINCT naics_code)::int AS naics_count, count(DISTINCT psc_code)::int AS psc_count,
              to_char(min(award_date), 'YYYY-MM-DD') AS first_award_date, to_char(max(award_date), 'YYYY-MM-DD') AS last_award_date
       FROM award WHERE recipient_uei = $1 AND family = 'contract'`,
      [uei],
    );
    for (const [shape, n] of [['past_performance(*)', 5], ['past_performance', 5], ['past_performance[top=2](*)', 2], ['past_performance[top=100](summary,top_agencies)', Math.min(100, agencies.length)], ['past_performance[ top = 1 ](top_agencies(agency_code))', 1]] as const) {
      const res = await app.json(`/api/entities/${uei}/?shape=uei,${encodeURIComponent(shape)}`);
      expect(res.status, shape).toBe(200);
      const pp = res.body.past_performance;
      expect(pp.top_agencies.map((a: { agency_code: string }) => a.agency_code), shape).toEqual(agencies.slice(0, n).map((a) => a.agency_code));
      if (pp.summary) expect(pp.summary).toEqual({ ...sum, total_obligated: Number(sum.total_obligated) });
    }
    const full = await app.json(`/api/entities/${uei}/?shape=past_performance[top=3](top_agencies)`);
    const top = full.body.past_performance.top_agencies[0];
    const [names] = await q<{ agency_name: string; department_name: string }>(`SELECT a.name AS agency_name, d.name AS department_name FROM agency a JOIN department d ON d.cgac = a.department_cgac WHERE a.code = $1`, [top.agency_code]);
    const topNaics = await q<{ code: string }>(
      `SELECT naics_code AS code FROM award WHERE recipient_uei = $1 AND family = 'contract' AND awarding_agency_code = $2 AND naics_code IS NOT NULL GROUP BY 1 ORDER BY sum(obligated) DESC, 1 LIMIT 3`,
      [uei, top.agency_code],
    );
    expect(top).toEqual({
      agency_code: agencies[0].agency_code,
      agency_name: names.agency_name,
      department_code: agencies[0].department_code,
      department_name: names.department_name,
      awards_count: agencies[0].awards_count,
      obligations: Number(agencies[0].obligations),
      top_naics: topNaics.map((r) => r.code),
      top_psc: expect.any(Array),
    });
    // on demand: in neither default shape
    expect((await app.json(`/api/entities/${uei}/`)).body).not.toHaveProperty('past_performance');
    // an entity without contracts: an empty history, not an error
    const [idle] = await q<{ uei: string }>(`SELECT uei FROM entity e WHERE NOT EXISTS (SELECT 1 FROM award a WHERE a.recipient_uei = e.uei AND a.family = 'contract') ORDER BY uei LIMIT 1`);
    const none = await app.json(`/api/entities/${idle.uei}/?shape=past_performance`);
    expect(none.body.past_performance).toMatchObject({ summary: { total_awards: 0, total_obligated: 0, first_award_date: null }, top_agencies: [] });
  });

  it('refuses top out of bounds or not an integer with 400, in REST and GraphQL', async () => {
    const uei = await busiest();
    for (const bad of ['0', '101', 'abc', '1.5', '-1', '']) {
      const res = await app.json(`/api/entities/${uei}/?shape=${encodeURIComponent(`past_performance[top=${bad}](*)`)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors[0]).toMatchObject({ path: bad === '' ? '' : 'past_performance' });
    }
    const unknown = await app.json(`/api/entities/${uei}/?shape=past_performance[n=3](*)`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ reason: 'unknown parameter n', valid_choices: ['top'] });
    const other = await app.json(`/api/entities/${uei}/?shape=physical_address[top=3](*)`);
    expect(other.status).toBe(400);
    for (const top of [0, 101]) {
      const gql = await app.graphql(`{ entity(uei: "${uei}") { pastPerformance(top: ${top}) { summary { totalAwards } } } }`);
      expect(gql.status, String(top)).toBe(400);
      expect(gql.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
    }
    const typed = await app.graphql(`{ entity(uei: "${uei}") { pastPerformance(top: "ten") { summary { totalAwards } } } }`);
    expect(typed.status).toBe(400);
    const clash = await app.graphql(`{ entity(uei: "${uei}") { pastPerformance(top: 2) { summary { totalAwards } } ... on Entity { pastPerformance(top: 3) { topAgencies { agencyCode } } } } }`);
    expect(clash.status).toBe(400);
  });

  it('reads the same in GraphQL, top as an argument (default 5), also through a variable', async () => {
    const uei = await busiest();
    const rest = await app.json(`/api/entities/${uei}/?shape=past_performance[top=7](*)`);
    const gql = await app.graphql(
      `query($top: Int) { entity(uei: "${uei.toLowerCase()}") { pastPerformance(top: $top) { summary { totalAwards totalObligated agencyCount naicsCount pscCount firstAwardDate lastAwardDate } topAgencies { agencyCode agencyName departmentCode departmentName awardsCount obligations topNaics topPsc } } } }`,
      { top: 7 },
    );
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.entity.pastPerformance;
    const r = rest.body.past_performance;
    expect(g.topAgencies).toHaveLength(7);
    expect(g.summary.totalAwards).toBe(r.summary.total_awards);
    expect(Number(g.summary.totalObligated)).toBe(r.summary.total_obligated);
    expect(g.topAgencies.map((a: any) => [a.agencyCode, Number(a.obligations), a.topNaics, a.topPsc])).toEqual(r.top_agencies.map((a: any) => [a.agency_code, a.obligations, a.top_naics, a.top_psc]));
    const dflt = await app.graphql(`{ entity(uei: "${uei}") { pastPerformance { topAgencies { agencyCode } } } }`);
    expect(dflt.body.data.entity.pastPerformance.topAgencies).toHaveLength(5);
  });

  it('show_shapes names the bracket parameter and its bounds', async () => {
    const res = await app.json('/api/entities/?show_shapes=true');
    expect(res.body.fields.past_performance).toMatchObject({ expansion: 'object', opt_in: true, params: { top: { type: 'int', default: 5, min: 1, max: 100 } } });
  });
});

describe('GET /api/entities/{uei}/metrics/<months>/<period_grouping>/', () => {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  /** The expected periods, computed here from the rows (not by the service's SQL). */
  async function expectedMetrics(uei: string, months: number, grouping: 'month' | 'quarter' | 'year') {
    const now = new Date();
    const today = day(now);
    const start = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)));
    const label = (d: string) => {
      const [y, m] = d.split('-').map(Number);
      const fy = m >= 10 ? y + 1 : y;
      if (grouping === 'month') return d.slice(0, 7);
      if (grouping === 'quarter') return `FY${fy}-Q${Math.floor(((m + 2) % 12) / 3) + 1}`;
      return `FY${fy}`;
    };
    const periods = new Map<string, { period: string; obligations: number; award_count: number }>();
    for (let i = 0; i < months; i++) {
      const m = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1) + i, 1)));
      if (!periods.has(label(m))) periods.set(label(m), { period: label(m), obligations: 0, award_count: 0 });
    }
    const tx = await q<{ d: string; o: string }>(
      `SELECT to_char(x.transaction_date, 'YYYY-MM-DD') AS d, x.obligated::text AS o FROM award a JOIN award_transaction x ON x.award_key = a.key
       WHERE a.recipient_uei = $1 AND a.family IN ('contract', 'ota') AND x.transaction_date BETWEEN $2::date AND $3::date`,
      [uei, start, today],
    );
    for (const t of tx) periods.get(label(t.d))!.obligations += Math.round(Number(t.o) * 100);
    const awards = await q<{ d: string }>(`SELECT to_char(award_date, 'YYYY-MM-DD') AS d FROM award WHERE recipient_uei = $1 AND family IN ('contract', 'ota') AND award_date BETWEEN $2::date AND $3::date`, [uei, start, today]);
    for (const a of awards) periods.get(label(a.d))!.award_count++;
    return { start, today, periods: [...periods.values()], transactions: tx.length, awards: awards.length };
  }

  /** The entity with the most modifications in the last two years. */
  async function active(): Promise<string> {
    const [r] = await q<{ uei: string }>(
      `SELECT a.recipient_uei AS uei FROM award a JOIN award_transaction x ON x.award_key = a.key WHERE a.family IN ('contract', 'ota') AND x.transaction_date > now() - interval '24 months' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    return r.uei;
  }

  it('answers obligations and new awards per month, fiscal quarter and fiscal year over the window', async () => {
    const uei = await active();
    for (const [months, grouping, count] of [[12, 'month', 12], [24, 'quarter', null], [36, 'year', null], [1, 'month', 1], [120, 'year', null]] as const) {
      const want = await expectedMetrics(uei, months, grouping);
      const res = await app.json(`/api/entities/${uei.toLowerCase()}/metrics/${months}/${grouping}/`);
      expect(res.status, `${months}/${grouping}`).toBe(200);
      const b = res.body;
      expect(Object.keys(b)).toEqual(['uei', 'months', 'period_grouping', 'start_date', 'end_date', 'totals', 'periods']);
      expect(b).toMatchObject({ uei, months, period_grouping: grouping, start_date: want.start, end_date: want.today });
      if (count !== null) expect(b.periods).toHaveLength(count);
      expect(b.periods.map((p: any) => ({ period: p.period, obligations: Math.round(p.obligations * 100), award_count: p.award_count }))).toEqual(want.periods);
      // periods tile the window: consecutive, the first from start_date, the last to today
      expect(b.periods[0].start_date).toBe(want.start);
      expect(b.periods.at(-1).end_date).toBe(want.today);
      for (let i = 1; i < b.periods.length; i++) {
        expect(day(new Date(Date.parse(b.periods[i - 1].end_date) + 86_400_000))).toBe(b.periods[i].start_date);
      }
      const cents = want.periods.reduce((s, p) => s + p.obligations, 0);
      expect(Math.round(b.totals.obligations * 100)).toBe(cents);
      expect(b.totals.award_count).toBe(want.awards);
    }
    const quarters = await app.json(`/api/entities/${uei}/metrics/24/quarter/`);
    expect(quarters.body.periods.every((p: any) => /^FY\d{4}-Q[1-4]$/.test(p.period))).toBe(true);
    const busy = await expectedMetrics(uei, 24, 'quarter');
    expect(busy.transactions, 'the case proves nothing without activity').toBeGreaterThan(0);
  });

  it('takes the grouping in any case and a trailing-slash-free path; shapes apply', async () => {
    const uei = await active();
    const res = await app.json(`/api/entities/${uei}/metrics/6/Quarter?shape=period_grouping,periods(period)`);
    expect(res.status).toBe(200);
    expect(res.body.period_grouping).toBe('quarter');
    expect(Object.keys(res.body.periods[0])).toEqual(['period']);
  });

  it('answers 400 for bad months or grouping and 404 for an unknown or malformed UEI', async () => {
    const uei = await active();
    for (const months of ['0', '121', 'abc', '1.5', '-3', '12abc', '99999']) {
      const res = await app.json(`/api/entities/${uei}/metrics/${months}/month/`);
      expect(res.status, months).toBe(400);
      expect(res.body).toEqual({ error: `months must be a whole number of months from 1 to 120, got ${JSON.stringify(months)}`, code: 'validation_error' });
    }
    for (const grouping of ['week', 'months', 'fy', '1']) {
      const res = await app.json(`/api/entities/${uei}/metrics/12/${grouping}/`);
      expect(res.status, grouping).toBe(400);
      expect(res.body).toEqual({ error: `period_grouping must be one of month, quarter, year, got ${JSON.stringify(grouping)}`, code: 'validation_error', allowed: ['month', 'quarter', 'year'] });
    }
    for (const path of ['/api/entities/ZZZZZZZZZZZZ/metrics/12/month/', '/api/entities/nope/metrics/12/month/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await app.json(`/api/entities/${uei}/metrics/12/`)).status).toBe(404);
  });

  it('reads the same through GraphQL entityMetrics, with the same errors', async () => {
    const uei = await active();
    const rest = await app.json(`/api/entities/${uei}/metrics/18/quarter/`);
    const gql = await app.graphql(`{ entityMetrics(uei: "${uei.toLowerCase()}", months: "18", periodGrouping: "QUARTER") { uei months periodGrouping startDate endDate totals { obligations awardCount } periods { period startDate endDate obligations awardCount } } }`);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.entityMetrics;
    expect({
      uei: g.uei,
      months: g.months,
      period_grouping: g.periodGrouping,
      start_date: g.startDate,
      end_date: g.endDate,
      totals: { obligations: Number(g.totals.obligations), award_count: g.totals.awardCount },
      periods: g.periods.map((p: any) => ({ period: p.period, start_date: p.startDate, end_date: p.endDate, obligations: Number(p.obligations), award_count: p.awardCount })),
    }).toEqual(rest.body);
    const bad = await app.graphql(`{ entityMetrics(uei: "${uei}", months: "0", periodGrouping: "month") { uei } }`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0].extensions.body).toEqual((await app.json(`/api/entities/${uei}/metrics/0/month/`)).body);
    const missing = await app.graphql(`{ entityMetrics(uei: "${uei}", months: "12") { uei } }`);
    expect(missing.status).toBe(400);
    const unknown = await app.graphql('{ entityMetrics(uei: "ZZZZZZZZZZZZ", months: "12", periodGrouping: "month") { uei } }');
    expect(unknown.body).toEqual({ data: { entityMetrics: null } });
  });
});

describe('entity-scoped award lists and the planned paths', () => {
  it('keeps serving /api/entities/{uei}/contracts/, idvs/, otas/, otidvs/ and subawards/', async () => {
    const [e] = await q<{ uei: string }>(`SELECT recipient_uei AS uei FROM award WHERE family = 'idv' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    for (const [path, where] of [
      ['contracts', `SELECT count(*)::int AS n FROM award WHERE family = 'contract' AND recipient_uei = $1`],
      ['idvs', `SELECT count(*)::int AS n FROM award WHERE family = 'idv' AND recipient_uei = $1`],
      ['otas', `SELECT count(*)::int AS n FROM award WHERE family = 'ota' AND recipient_uei = $1`],
      ['otidvs', `SELECT count(*)::int AS n FROM award WHERE family = 'otidv' AND recipient_uei = $1`],
      ['subawards', `SELECT count(*)::int AS n FROM subaward WHERE prime_awardee_uei = $1 OR subawardee_uei = $1`],
    ] as const) {
      const res = await app.json(`/api/entities/${e.uei.toLowerCase()}/${path}/?limit=1`);
      expect(res.status, path).toBe(200);
      const [{ n }] = await q<{ n: number }>(where, [e.uei]);
      expect(res.body.count, path).toBe(n);
    }
  });

  it('no longer answers 501 anywhere under /api/entities/ (the budget flows of document 3 need a key)', async () => {
    const uei = await busiest();
    expect((await app.json('/api/entities/')).status).toBe(200);
    expect((await app.json(`/api/entities/${uei}/unknown/`)).status).toBe(404);
    expect((await app.json(`/api/entities/${uei}/budget-flows/`)).status).toBe(401);
    const flows = await app.json(`/api/entities/${uei}/budget-flows/`, { headers: { 'x-api-key': 'demo_free' } });
    expect(flows.status).toBe(200);
    expect(Array.isArray(flows.body.results)).toBe(true);
  });
});

describe('REST and GraphQL agree', () => {
  it('on a filtered list page and on a detail', async () => {
    const rest = await app.json('/api/entities/?socioeconomic=2X&state=VA|MD&limit=10&page=2&shape=uei,legal_business_name,cage_code,business_types(code),physical_address(city,fips_code),naics_codes(*)');
    const gql = await app.graphql(`{
      entities(filter: {socioeconomic: "2X", state: "VA|MD"}, limit: 10, page: 2) {
        count next previous page
        results { uei legalBusinessName cageCode businessTypes { code } physicalAddress { city fipsCode } naicsCodes { code sbaSmallBusiness } }
      }
    }`);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.entities;
    expect(g.count).toBe(rest.body.count);
    expect(g.page).toBe(2);
    expect(g.results.map((r: any) => ({
      uei: r.uei,
      legal_business_name: r.legalBusinessName,
      cage_code: r.cageCode,
      business_types: r.businessTypes,
      physical_address: { city: r.physicalAddress.city, fips_code: r.physicalAddress.fipsCode },
      naics_codes: r.naicsCodes.map((n: any) => ({ code: n.code, sba_small_business: n.sbaSmallBusiness })),
    }))).toEqual(rest.body.results);
    const uei = await busiest();
    const d = await app.json(`/api/entities/${uei}/?shape=uei,federal_obligations(*),highest_owner(*),keywords`);
    const gd = await app.graphql(`{ entity(uei: "${uei}") { uei keywords highestOwner { uei cageCode legalBusinessName } federalObligations { total { awardsCount awardsObligated idvCount subawardsCount subawardsObligated } active { awardsCount awardsObligated idvCount } } } }`);
    const e = gd.body.data.entity;
    expect(e.uei).toBe(d.body.uei);
    expect(e.keywords).toEqual(d.body.keywords);
    expect(Number(e.federalObligations.total.awardsObligated)).toBe(d.body.federal_obligations.total.awards_obligated);
    expect(e.federalObligations.active.awardsCount).toBe(d.body.federal_obligations.active.awards_count);
  });

  it('report the same error for the same bad filter', async () => {
    const rest = await app.json('/api/entities/?total_awards_obligated_lte=x');
    const gql = await app.graphql('{ entities(filter: {totalAwardsObligatedLte: "x"}) { count } }');
    expect(gql.status).toBe(400);
    expect(rest.status).toBe(400);
    // a typed input (Decimal): GraphQL refuses the value before the engine sees it, with the same code
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
    const inverted = await app.graphql('{ entities(filter: {totalAwardsObligatedGte: "10", totalAwardsObligatedLte: "5"}) { count } }');
    expect(inverted.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: (await app.json('/api/entities/?total_awards_obligated_gte=10&total_awards_obligated_lte=5')).body });
  });
});

describe('query count', () => {
  async function recordingApp(log: string[]) {
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    return recording;
  }
  const shape = encodeURIComponent(
    'uei,business_types(*),sba_business_types(*),naics_codes(*),naics_small_codes,physical_address(*),mailing_address(*),highest_owner(*),immediate_owner(*),relationships(*),entity_type(*),federal_obligations(*),past_performance[top=10](*)',
  );

  it('is one statement per page (plus a count when not cached) and per detail, whatever the expansions', async () => {
    const log: string[] = [];
    const recording = await recordingApp(log);
    const get = (path: string) => recording.fetch(new Request(`http://test.local${path}`));
    expect((await get(`/api/entities/?limit=50&shape=${shape}`)).status).toBe(200);
    expect(log.length).toBeLessThanOrEqual(2);
    log.length = 0;
    for (const limit of [50, 100, 1]) {
      const res = await get(`/api/entities/?limit=${limit}&shape=${shape}`);
      expect(res.status).toBe(200);
      expect((await res.json()).results).toHaveLength(limit);
      expect(log, log.join('\n')).toHaveLength(1);
      log.length = 0;
    }
    const uei = await busiest();
    expect((await get(`/api/entities/${uei}/?shape=${shape}`)).status).toBe(200);
    expect((await get(`/api/entities/${uei}/`)).status).toBe(200);
    expect((await get(`/api/entities/${uei}/metrics/60/quarter/`)).status).toBe(200);
    expect(log).toHaveLength(3);
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ entities(limit: 40) { results { uei pastPerformance(top: 3) { topAgencies { agencyCode } } federalObligations { total { awardsCount } } naicsCodes { code } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
