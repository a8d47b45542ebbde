/**
 * Exclusions through REST and GraphQL (document 2, "Exclusion", "Exclusion
 * currency" and "Exclusions"): authentication, the list and detail default
 * shapes, is_currently_excluded computed for the request day on hand-built
 * edge cases (null activate date, the 2227 sentinel, termination today and
 * yesterday, lifted) and on every demo record, the active and delisted
 * filters consistent with it, delisted_at below and at API version 4.25.3,
 * the malformed-key 404, every filter and OR-list, the ordering allowlist
 * and rank only with search, no tier gates, REST/GraphQL parity and one
 * statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { exclusionKey } from '../../src/identifiers/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string, extra: Record<string, string> = {}) => ({ headers: { 'x-api-key': key, ...extra } });
const free = as('demo_free');
const enterprise = as('demo_enterprise');

const DAY = 86_400_000;
const now = new Date();
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const day = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);

/** The currency rule, written here independently of the service. */
function current(r: { delisted_at: unknown; activate_date: string | null; termination_date: string | null }, on = day(0)): boolean {
  return r.delisted_at === null && (r.activate_date === null || r.activate_date <= on) && (r.termination_date === null || r.termination_date > on || r.termination_date.startsWith('2227-'));
}

// ───────────────────────────── hand-built edge cases ─────────────────────────────

const AGENCY = 'ZZFX';
interface Fixture { name: string; activate: string | null; termination: string | null; delisted: string | null; current: boolean }
const FIXTURES: Fixture[] = [
  { name: 'NULL ACTIVATE OPEN END', activate: null, termination: null, delisted: null, current: true },
  { name: 'NULL ACTIVATE ENDED', activate: null, termination: day(-1), delisted: null, current: false },
  { name: 'INDEFINITE SENTINEL', activate: '2019-05-01', termination: '2227-12-31', delisted: null, current: true },
  { name: 'SENTINEL NOT YET ACTIVE', activate: day(1), termination: '2227-12-31', delisted: null, current: false },
  { name: 'TERMINATES TODAY', activate: '2021-01-04', termination: day(0), delisted: null, current: false },
  { name: 'TERMINATED YESTERDAY', activate: '2021-01-04', termination: day(-1), delisted: null, current: false },
  { name: 'TERMINATES TOMORROW', activate: '2021-01-04', termination: day(1), delisted: null, current: true },
  { name: 'ACTIVATES TODAY', activate: day(0), termination: day(365), delisted: null, current: true },
  { name: 'LIFTED INDEFINITE', activate: '2018-02-01', termination: '2227-12-31', delisted: `${day(-3)}T15:04:05.123Z`, current: false },
];
const keyOf = (f: Fixture) => exclusionKey([AGENCY, f.name]);

async function insertFixtures(): Promise<void> {
  for (const [i, f] of FIXTURES.entries()) {
    await q(
      `INSERT INTO exclusion (exclusion_key, classification_type, exclusion_type, exclusion_program, excluding_agency_code, excluding_agency_name,
         entity_name, display_name, uei, cage_code, npi, activate_date, termination_date, termination_type, create_date, update_date, delisted_at,
         primary_address, additional_comments, modified)
       VALUES ($1, 'Firm', 'Ineligible (Proceedings Completed)', 'Reciprocal', $2, 'FIXTURE AGENCY FOR TESTS', $3, $3, $4, $5, NULL, $6::date, $7::date,
         $8, '2018-01-02', $9::date, $10::timestamptz, $11::jsonb, 'Fixture record for currency edge cases.', $12::timestamptz)`,
      [
        keyOf(f), AGENCY, `ZZFIXTURE ${f.name} LLC`, `ZZFX${String(i).padStart(8, '0')}`, `9ZF${i}${i}`, f.activate, f.termination,
        f.termination === null ? 'Undetermined' : f.termination.startsWith('2227') ? 'Indefinite' : 'Definite',
        '2019-01-02', f.delisted, JSON.stringify({ address_line1: '1 Test Way', address_line2: null, city: 'Reno', state_or_province_code: 'NV', zip_code: '89501', country_code: 'USA' }),
        `2019-01-02T00:00:0${i}Z`,
      ],
    );
  }
  await q(`INSERT INTO exclusion_reference (exclusion_key, name, type) VALUES ($1, 'ZZFIXTURE PRINCIPAL', 'Principal'), ($1, 'ZZFX ALIAS', 'Also Known As (AKA)')`, [keyOf(FIXTURES[0])]);
}

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  await insertFixtures();
});
afterAll(async () => {
  await app?.close();
});

const keys = (body: { results: { exclusion_key: string }[] }) => body.results.map((r) => r.exclusion_key);

/** Exclusion keys for a condition over the table (alias t), in an order. */
async function keysWhere(cond: string, params: unknown[] = [], order = 't.update_date DESC, t.exclusion_key DESC'): Promise<string[]> {
  const rows = await q<{ k: string }>(`SELECT t.exclusion_key AS k FROM exclusion t WHERE ${cond} ORDER BY ${order} LIMIT 100`, params);
  return rows.map((r) => r.k);
}

const LIST_DEFAULT = ['exclusion_key', 'classification_type', 'exclusion_type', 'excluding_agency_name', 'entity_name', 'display_name', 'activate_date', 'termination_date', 'termination_type', 'is_currently_excluded'];

describe('exclusions: authentication', () => {
  it('answers 401 with the documented body to anonymous callers, REST and GraphQL (before any key check)', async () => {
    for (const path of ['/api/exclusions/', `/api/exclusions/${keyOf(FIXTURES[0])}/`, '/api/exclusions/not-a-key/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
    const gql = await app.graphql('{ exclusions { count } }');
    expect(gql.status).toBe(401);
    expect(gql.body.errors![0].extensions.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
  });
});

describe('exclusions: list and detail', () => {
  it('lists in the page-number envelope with the list default shape, 25 per page, newest update first', async () => {
    const res = await app.json('/api/exclusions/', free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM exclusion');
    expect(res.body.count).toBe(n);
    expect(res.body.results).toHaveLength(25);
    expect(Object.keys(res.body.results[0])).toEqual(LIST_DEFAULT);
    expect(keys(res.body)).toEqual((await keysWhere('TRUE')).slice(0, 25));
    for (const bad of ['limit=101', 'limit=0', 'page=0']) expect((await app.json(`/api/exclusions/?${bad}`, free)).status, bad).toBe(400);
    const last = Math.ceil(n / 100);
    expect((await app.json(`/api/exclusions/?limit=100&page=${last + 1}`, free)).status).toBe(404);
  });

  it('serves every field in the detail default, with the addresses and stored references', async () => {
    const f = FIXTURES[0];
    const res = await app.json(`/api/exclusions/${keyOf(f)}/`, free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'exclusion_key', 'classification_type', 'exclusion_type', 'exclusion_program', 'excluding_agency_code', 'excluding_agency_name', 'entity_name', 'display_name',
      'prefix', 'first_name', 'middle_name', 'last_name', 'suffix', 'uei', 'cage_code', 'npi', 'entity_uei', 'activate_date', 'termination_date', 'termination_type',
      'create_date', 'update_date', 'delisted_at', 'is_currently_excluded', 'primary_address', 'secondary_address', 'more_locations', 'additional_comments', 'ct_code',
      'evs_investigation_status', 'is_fascsa_order', 'dnb_open_data', 'vessel_call_sign', 'vessel_type', 'vessel_tonnage', 'vessel_grt', 'vessel_flag', 'vessel_owner', 'references',
    ]);
    expect(res.body).toMatchObject({
      exclusion_key: keyOf(f),
      excluding_agency_code: AGENCY,
      activate_date: null,
      termination_date: null,
      termination_type: 'Undetermined',
      is_currently_excluded: true,
      primary_address: { address_line1: '1 Test Way', address_line2: null, city: 'Reno', state_or_province_code: 'NV', zip_code: '89501', country_code: 'USA' },
      secondary_address: null,
      references: [{ name: 'ZZFIXTURE PRINCIPAL', type: 'Principal' }, { name: 'ZZFX ALIAS', type: 'Also Known As (AKA)' }],
    });
    // a demo vessel record carries its vessel block; a demo OFAC designation its locations as stored
    const [vessel] = await q<Record<string, any>>(`SELECT * FROM exclusion WHERE classification_type = 'Vessel' ORDER BY exclusion_key LIMIT 1`);
    const v = await app.json(`/api/exclusions/${vessel.exclusion_key}/?shape=vessel_call_sign,vessel_type,vessel_tonnage,vessel_grt,vessel_flag,vessel_owner`, free);
    expect(v.body).toEqual({ vessel_call_sign: vessel.vessel_call_sign, vessel_type: vessel.vessel_type, vessel_tonnage: vessel.vessel_tonnage, vessel_grt: vessel.vessel_grt, vessel_flag: vessel.vessel_flag, vessel_owner: vessel.vessel_owner });
    const [more] = await q<Record<string, any>>(`SELECT exclusion_key, more_locations FROM exclusion WHERE more_locations IS NOT NULL ORDER BY exclusion_key LIMIT 1`);
    if (more) expect((await app.json(`/api/exclusions/${more.exclusion_key}/?shape=more_locations`, free)).body.more_locations).toEqual(more.more_locations);
  });

  it('answers 404 for any key that is not a 64-character hexadecimal digest, and for unknown digests; any case is accepted', async () => {
    const k = keyOf(FIXTURES[2]);
    for (const bad of [k.slice(0, 63), `${k}0`, `${k.slice(0, 63)}g`, 'a0408553-a016-5f71-8dbd-d0cfd44cd670', 'S4MRRFN2S', ` ${k.slice(1)}`, `${k.slice(0, 32)}-${k.slice(33)}`]) {
      const res = await app.json(`/api/exclusions/${encodeURIComponent(bad)}/`, free);
      expect(res.status, bad).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await app.json(`/api/exclusions/${'0'.repeat(64)}/`, free)).status).toBe(404);
    const upper = await app.json(`/api/exclusions/${k.toUpperCase()}/?shape=exclusion_key`, free);
    expect(upper.body).toEqual({ exclusion_key: k });
    const gql = await app.graphql(`{ a: exclusion(exclusionKey: "${k.slice(0, 63)}") { exclusionKey } b: exclusion(exclusionKey: "${k}") { exclusionKey isCurrentlyExcluded } }`, undefined, free.headers);
    expect(gql.body.data).toEqual({ a: null, b: { exclusionKey: k, isCurrentlyExcluded: true } });
  });

  it('has no tier gates: Free gets every field Enterprise gets, without upgrade hints', async () => {
    const k = keyOf(FIXTURES[8]);
    const low = await app.json(`/api/exclusions/${k}/`, free);
    const high = await app.json(`/api/exclusions/${k}/`, enterprise);
    expect(low.body).toEqual(high.body);
    expect(low.body).not.toHaveProperty('meta');
    const list = await app.json('/api/exclusions/?shape=exclusion_key,additional_comments,dnb_open_data,references,delisted_at&limit=5', free);
    expect(list.body).not.toHaveProperty('meta');
  });
});

describe('exclusions: currency (is_currently_excluded, active, delisted)', () => {
  it('computes is_currently_excluded for today by the rule on the edge cases', async () => {
    const res = await app.json(`/api/exclusions/?excluding_agency_code=${AGENCY}&shape=exclusion_key,is_currently_excluded&limit=100`, free);
    expect(res.body.count).toBe(FIXTURES.length);
    const got = Object.fromEntries(res.body.results.map((r: any) => [r.exclusion_key, r.is_currently_excluded]));
    for (const f of FIXTURES) {
      expect(got[keyOf(f)], f.name).toBe(f.current);
      expect(current({ delisted_at: f.delisted, activate_date: f.activate, termination_date: f.termination }), f.name).toBe(f.current);
    }
    const gql = await app.graphql(`{ exclusions(filter: {excludingAgencyCode: "${AGENCY}"}, limit: 100) { results { exclusionKey isCurrentlyExcluded } } }`, undefined, free.headers);
    expect(Object.fromEntries(gql.body.data.exclusions.results.map((r: any) => [r.exclusionKey, r.isCurrentlyExcluded]))).toEqual(got);
  });

  it('computes it on every demo record exactly as the rule says', async () => {
    const rows = await q<{ exclusion_key: string; activate_date: string | null; termination_date: string | null; delisted_at: unknown }>(
      `SELECT exclusion_key, activate_date::text, termination_date::text, delisted_at FROM exclusion`,
    );
    const want = Object.fromEntries(rows.map((r) => [r.exclusion_key, current(r)]));
    const got: Record<string, boolean> = {};
    for (let page = 1; ; page++) {
      const res = await app.json(`/api/exclusions/?limit=100&page=${page}&shape=exclusion_key,is_currently_excluded`, free);
      for (const r of res.body.results) got[r.exclusion_key] = r.is_currently_excluded;
      if (!res.body.next) break;
    }
    expect(got).toEqual(want);
    expect(Object.values(want).filter(Boolean).length).toBeGreaterThan(10);
    expect(Object.values(want).filter((x) => !x).length).toBeGreaterThan(10);
  });

  it('active=true returns exactly the records in force today, false the complement, omitted everything', async () => {
    const all = await app.json(`/api/exclusions/?excluding_agency_code=${AGENCY}&shape=exclusion_key&limit=100`, free);
    const yes = await app.json(`/api/exclusions/?excluding_agency_code=${AGENCY}&active=true&shape=exclusion_key,is_currently_excluded&limit=100`, free);
    const no = await app.json(`/api/exclusions/?excluding_agency_code=${AGENCY}&active=FALSE&shape=exclusion_key,is_currently_excluded&limit=100`, free);
    expect(new Set(keys(yes.body))).toEqual(new Set(FIXTURES.filter((f) => f.current).map(keyOf)));
    expect(new Set(keys(no.body))).toEqual(new Set(FIXTURES.filter((f) => !f.current).map(keyOf)));
    expect(yes.body.count + no.body.count).toBe(all.body.count);
    // over the whole table the filter agrees with the field
    for (const [active, flag] of [['true', true], ['false', false]] as const) {
      const res = await app.json(`/api/exclusions/?active=${active}&limit=100&shape=exclusion_key,is_currently_excluded`, free);
      expect(res.body.results.every((r: any) => r.is_currently_excluded === flag), active).toBe(true);
    }
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM exclusion');
    const t = (await app.json('/api/exclusions/?active=true&limit=1', free)).body.count;
    const f = (await app.json('/api/exclusions/?active=false&limit=1', free)).body.count;
    expect(t + f).toBe(n);
    expect((await app.json('/api/exclusions/?active=yes', free)).status).toBe(400);
  });

  it('delisted=true returns only lifted exclusions, false only those still catalogued', async () => {
    const yes = await app.json('/api/exclusions/?delisted=true&limit=100&shape=exclusion_key', free);
    expect(keys(yes.body)).toEqual(await keysWhere('t.delisted_at IS NOT NULL'));
    expect(keys(yes.body)).toContain(keyOf(FIXTURES[8]));
    const no = await app.json('/api/exclusions/?delisted=false&limit=100&shape=exclusion_key', free);
    expect(keys(no.body)).toEqual(await keysWhere('t.delisted_at IS NULL'));
    // a lifted exclusion is never current
    expect((await app.json('/api/exclusions/?delisted=true&active=true', free)).body.count).toBe(0);
  });
});

describe('exclusions: delisted_at needs API version 4.25.3', () => {
  const k = keyOf(FIXTURES[8]);

  it('is omitted below 4.25.3 and served at 4.25.3 and at the default version', async () => {
    for (const version of ['4.25.0', '4.25.2']) {
      const pinned = as('demo_free', { 'x-api-version': version });
      const detail = await app.json(`/api/exclusions/${k}/`, pinned);
      expect(detail.status).toBe(200);
      expect(detail.headers.get('x-api-version')).toBe(version);
      expect(detail.body).not.toHaveProperty('delisted_at');
      expect(detail.body.is_currently_excluded).toBe(false);
      const named = await app.json(`/api/exclusions/?delisted=true&shape=exclusion_key,delisted_at&limit=5`, pinned);
      for (const r of named.body.results) expect(Object.keys(r)).toEqual(['exclusion_key']);
    }
    for (const init of [as('demo_free', { 'x-api-version': '4.25.3' }), free]) {
      const detail = await app.json(`/api/exclusions/${k}/`, init);
      expect(detail.body.delisted_at).toBe(FIXTURES[8].delisted);
      const named = await app.json(`/api/exclusions/${k}/?shape=delisted_at`, init);
      expect(named.body).toEqual({ delisted_at: FIXTURES[8].delisted });
    }
  });

  it('is listed by GET /api/version among the features that need a minimum version', async () => {
    const res = await app.json('/api/version');
    expect(res.body.minimum_versions).toMatchObject({ 'exclusions.delisted_at': '4.25.3' });
  });

  it('is null with extensions.versionWithheld in GraphQL below 4.25.3', async () => {
    const query = `{ exclusion(exclusionKey: "${k}") { exclusionKey delistedAt } }`;
    const low = await app.graphql(query, undefined, { 'x-api-key': 'demo_free', 'x-api-version': '4.25.2' });
    expect(low.body.data.exclusion).toEqual({ exclusionKey: k, delistedAt: null });
    expect(low.body.extensions.versionWithheld).toEqual([{ field: 'delisted_at', min_version: '4.25.3' }]);
    const high = await app.graphql(query, undefined, { 'x-api-key': 'demo_free' });
    expect(high.body.data.exclusion.delistedAt).toBe(FIXTURES[8].delisted);
    expect(high.body.extensions?.versionWithheld).toBeUndefined();
  });
});

describe('exclusions: filters', () => {
  it('every filter and OR-list matches as documented', async () => {
    const [e] = await q<Record<string, any>>(`SELECT * FROM exclusion WHERE uei IS NOT NULL AND cage_code IS NOT NULL AND entity_uei IS NOT NULL AND excluding_agency_code <> $1 ORDER BY exclusion_key LIMIT 1`, [AGENCY]);
    const [p] = await q<Record<string, any>>(`SELECT * FROM exclusion WHERE npi IS NOT NULL ORDER BY exclusion_key LIMIT 1`);
    const fx = FIXTURES.map((f, i) => ({ key: keyOf(f), uei: `ZZFX${String(i).padStart(8, '0')}`, cage: `9ZF${i}${i}` }));
    const word = (e.display_name as string).split(/\s+/)[0];
    const cases: [string, string, unknown[]][] = [
      ['classification_type=individual|VESSEL', `t.classification_type IN ('Individual', 'Vessel')`, []],
      [`exclusion_type=${encodeURIComponent('prohibition/restriction OR Ineligible (Proceedings Pending)')}`, `t.exclusion_type IN ('Prohibition/Restriction', 'Ineligible (Proceedings Pending)')`, []],
      ['exclusion_program=non-procurement|Procurement', `t.exclusion_program IN ('Non-Procurement', 'Procurement')`, []],
      [`excluding_agency_code=${e.excluding_agency_code.toLowerCase()}|${AGENCY}`, 't.excluding_agency_code IN ($1, $2)', [e.excluding_agency_code, AGENCY]],
      [`excluding_agency_name=${encodeURIComponent(e.excluding_agency_name.slice(2, 12).toLowerCase())}|fixture agency`, '(t.excluding_agency_name ILIKE $1 OR t.excluding_agency_name ILIKE $2)', [`%${e.excluding_agency_name.slice(2, 12)}%`, '%fixture agency%']],
      [`uei=${e.uei.toLowerCase()}|${fx[1].uei}`, 't.uei IN ($1, $2)', [e.uei, fx[1].uei]],
      [`cage_code=${e.cage_code}|${fx[2].cage.toLowerCase()}`, 't.cage_code IN ($1, $2)', [e.cage_code, fx[2].cage]],
      [`npi=${p?.npi ?? '0000000000'}`, 't.npi = $1', [p?.npi ?? '0000000000']],
      [`entity_uei=${e.entity_uei.toLowerCase()}`, 't.entity_uei = $1', [e.entity_uei]],
      ['activate_date_after=2024-01-01&activate_date_before=2025-12-31', `t.activate_date BETWEEN '2024-01-01' AND '2025-12-31'`, []],
      ['termination_date_after=2227-01-01', `t.termination_date >= '2227-01-01'`, []],
      [`termination_date_before=${day(0)}`, 't.termination_date <= $1::date', [day(0)]],
      ['update_date_after=2026-01-01&update_date_before=2026-10-31', `t.update_date BETWEEN '2026-01-01' AND '2026-10-31'`, []],
    ];
    for (const [query, cond, params] of cases) {
      const want = await keysWhere(cond, params);
      if (!query.startsWith('npi=') || p) expect(want.length, query).toBeGreaterThan(0);
      const res = await app.json(`/api/exclusions/?${query}&limit=100&shape=exclusion_key`, free);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(keys(res.body), query).toEqual(want);
      expect(res.body.count, query).toBe(want.length);
    }
    // search: ranked by relevance by default, over names, the excluding agency and comments
    const rank = `ts_rank(t.search_vector, websearch_to_tsquery('english', $1)) DESC, t.exclusion_key DESC`;
    for (const term of [word, 'fixture currency', 'ZZFIXTURE']) {
      const want = await keysWhere(`t.search_vector @@ websearch_to_tsquery('english', $1)`, [term], rank);
      expect(want.length, term).toBeGreaterThan(0);
      const res = await app.json(`/api/exclusions/?search=${encodeURIComponent(term)}&limit=100&shape=exclusion_key`, free);
      expect(keys(res.body), term).toEqual(want);
    }
  });

  it('answers 400 with the documented body for bad values', async () => {
    const bad = [
      'activate_date_after=2024-13-01',
      'termination_date_before=2227-02-30',
      'update_date_after=2024/01/01',
      'activate_date_after=2025-01-01&activate_date_before=2024-01-01',
      'termination_date_after=2025-01-01&termination_date_before=2024-12-31',
      'update_date_after=2025-01-01&update_date_before=2024-12-31',
      'active=1',
      'delisted=maybe',
      'uei=|',
      `excluding_agency_name=${'A'.repeat(151)}`,
      `npi=${'1|'.repeat(501)}`,
      'search=%20%20',
    ];
    for (const query of bad) {
      const res = await app.json(`/api/exclusions/?${query}`, free);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: expect.any(String), code: 'validation_error' });
    }
    const gql = await app.graphql('{ exclusions(filter: {activateDateAfter: "2024-13-01"}) { count } }', undefined, free.headers);
    expect(gql.status).toBe(400);
    // a typed input (Date): GraphQL refuses the value before the engine sees it, with the same code
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('exclusions: ordering', () => {
  it('orders by each allowlisted field in both directions, nulls last, ending with the key', async () => {
    const columns: Record<string, boolean> = { activate_date: true, termination_date: true, create_date: false, update_date: false, modified: false };
    for (const [field, nullable] of Object.entries(columns)) {
      for (const desc of [false, true]) {
        const dir = desc ? 'DESC' : 'ASC';
        const want = await keysWhere('TRUE', [], `t.${field} ${dir}${nullable ? ' NULLS LAST' : ''}, t.exclusion_key ${dir}`);
        const res = await app.json(`/api/exclusions/?ordering=${desc ? '-' : ''}${field}&limit=100&shape=exclusion_key`, free);
        expect(res.status).toBe(200);
        expect(keys(res.body), `${desc ? '-' : ''}${field}`).toEqual(want);
      }
    }
    const two = await app.json('/api/exclusions/?ordering=-termination_date,activate_date&limit=100&shape=exclusion_key', free);
    expect(keys(two.body)).toEqual(await keysWhere('TRUE', [], 't.termination_date DESC NULLS LAST, t.activate_date ASC NULLS LAST, t.exclusion_key DESC'));
  });

  it('refuses fields outside the allowlist, and rank without a search', async () => {
    for (const ordering of ['entity_name', 'exclusion_key', 'delisted_at', 'is_currently_excluded', '']) {
      const res = await app.json(`/api/exclusions/?ordering=${ordering}`, free);
      expect(res.status, ordering).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await app.json('/api/exclusions/?ordering=entity_name', free)).body.allowed).toEqual(['activate_date', 'termination_date', 'create_date', 'update_date', 'modified', 'rank']);
    for (const ordering of ['rank', '-rank', 'activate_date,rank']) {
      const res = await app.json(`/api/exclusions/?ordering=${ordering}`, free);
      expect(res.status, ordering).toBe(400);
      expect(res.body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
    }
    const gql = await app.graphql('{ exclusions(ordering: "rank") { count } }', undefined, free.headers);
    expect(gql.status).toBe(400);
  });

  it('with a search, rank orders by relevance (the default) and other fields still apply', async () => {
    const term = 'fixture';
    const match = `t.search_vector @@ websearch_to_tsquery('english', $1)`;
    const byRank = await keysWhere(match, [term], `ts_rank(t.search_vector, websearch_to_tsquery('english', $1)) DESC, t.exclusion_key DESC`);
    expect((await app.json(`/api/exclusions/?search=${term}&ordering=rank&limit=100&shape=exclusion_key`, free)).body.results.map((r: any) => r.exclusion_key)).toEqual(byRank);
    const reversed = await keysWhere(match, [term], `ts_rank(t.search_vector, websearch_to_tsquery('english', $1)) ASC, t.exclusion_key ASC`);
    expect(keys((await app.json(`/api/exclusions/?search=${term}&ordering=-rank&limit=100&shape=exclusion_key`, free)).body)).toEqual(reversed);
    const byDate = await keysWhere(match, [term], 't.activate_date DESC NULLS LAST, t.exclusion_key DESC');
    expect(keys((await app.json(`/api/exclusions/?search=${term}&ordering=-activate_date&limit=100&shape=exclusion_key`, free)).body)).toEqual(byDate);
  });
});

describe('exclusions: REST and GraphQL agree', () => {
  it('returns the same records, fields and counts', async () => {
    const rest = await app.json('/api/exclusions/?classification_type=Firm|Individual&active=true&ordering=-activate_date&limit=15&page=2&shape=exclusion_key,display_name,activate_date,termination_date,is_currently_excluded,primary_address(city,country_code),references', free);
    const gql = await app.graphql(
      `{ exclusions(filter: {classificationType: "Firm|Individual", active: true}, ordering: "-activate_date", limit: 15, page: 2) {
          count previous results { exclusionKey displayName activateDate terminationDate isCurrentlyExcluded primaryAddress { city countryCode } references { name type } } } }`,
      undefined,
      free.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.exclusions;
    expect(g.count).toBe(rest.body.count);
    expect(g.previous).toBe('1');
    expect(rest.body.results.length).toBeGreaterThan(0);
    expect(
      g.results.map((r: any) => ({
        exclusion_key: r.exclusionKey,
        display_name: r.displayName,
        activate_date: r.activateDate,
        termination_date: r.terminationDate,
        is_currently_excluded: r.isCurrentlyExcluded,
        primary_address: r.primaryAddress && { city: r.primaryAddress.city, country_code: r.primaryAddress.countryCode },
        references: r.references,
      })),
    ).toEqual(rest.body.results);
  });
});

describe('exclusions: one SQL statement per page', () => {
  it('answers a list and a detail in one statement each, REST and GraphQL', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/exclusions/?active=true&classification_type=Firm|Individual&limit=100&shape=exclusion_key,is_currently_excluded,delisted_at,primary_address,secondary_address,references,dnb_open_data';
    expect((await recording.fetch(new Request(url, free))).status).toBe(200);
    log.length = 0;
    const res = await recording.fetch(new Request(url, free));
    expect((await res.json()).results.length).toBeGreaterThan(10);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/exclusions/${keyOf(FIXTURES[0])}/`, free))).status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...free.headers },
        body: JSON.stringify({ query: '{ exclusions(filter: {classificationType: "Firm|Individual", active: true}, limit: 100) { count results { exclusionKey isCurrentlyExcluded references { name } primaryAddress { city } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
  });
});
