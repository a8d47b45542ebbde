/**
 * Contract opportunities (/api/opportunities/, GraphQL opportunities and
 * opportunity(opportunityId:)): the page-number envelope and default shapes,
 * every filter against SQL (the opportunity_id OR-list up to 500, agency
 * resolved like awarding_agency, UTC-day ranges over timestamps), ordering,
 * error bodies, REST/GraphQL parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { normalizeSolicitation } from '../../src/identifiers/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const ids = (body: { results: { opportunity_id: string }[] }) => body.results.map((r) => r.opportunity_id);
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const DEFAULT_ORDER = 'last_notice_date DESC, opportunity_id DESC';

/** SAM.gov notice-type codes, written out independently of the resource. */
const CODE: Record<string, string> = {
  Presolicitation: 'p',
  Solicitation: 'o',
  'Combined Synopsis/Solicitation': 'k',
  'Sources Sought': 'r',
  'Award Notice': 'a',
  'Special Notice': 's',
};

// two fixtures with distinctive values (dates in 2031, a place no generated notice uses)
const F1 = 'f0000000-0000-4000-8000-0000000000a1';
const F2 = 'f0000000-0000-4000-8000-0000000000a2';

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  const [{ id: office }] = await q<{ id: string }>(`SELECT organization_id AS id FROM organization WHERE type = 'OFFICE' AND agency_code IS NOT NULL ORDER BY organization_id LIMIT 1`);
  const insert = `INSERT INTO opportunity (opportunity_id, solicitation_number, solicitation_number_norm, title, notice_type, description, organization_id, naics_code, psc_code,
      set_aside_code, set_aside_description, first_notice_date, last_notice_date, response_deadline, archive_date, active, award_number, place_of_performance,
      primary_contact, secondary_contact, attachments, sam_url, modified)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz, $13::timestamptz, $14::timestamptz, $15::date, $16, NULL, $17::jsonb, $18::jsonb, $19::jsonb, $20::jsonb, $21, now())`;
  await q(insert, [
    F1, 'ZZ-TEST-31-R-0001', normalizeSolicitation('ZZ-TEST-31-R-0001'), 'Xylophonic Cryogenic Widget Calibration', 'Sources Sought', 'Market research for xylophonic widgets.', office,
    '541330', 'R425', 'WOSB', 'Women-Owned Small Business (WOSB) Program Set-Aside (FAR 19.15)', '2031-01-15T23:30:00Z', '2031-01-16T00:30:00Z', '2031-02-01T23:59:00Z', '2031-03-01', true,
    JSON.stringify({ street_address: null, city: 'Zzyzx', state: 'CA', zip: '92309', country: 'USA' }),
    JSON.stringify({ full_name: 'Pat Zed', title: 'Contracting Officer', email: 'pat.zed@example.gov', phone: '202-555-0100' }),
    JSON.stringify({ full_name: 'Lee Zed', title: 'Contract Specialist', email: 'lee.zed@example.gov', phone: '202-555-0101' }),
    JSON.stringify([{ attachment_id: 'a1', resource_id: 'r1', name: 'SOW.pdf', type: 'file', mime_type: 'application/pdf', file_size: 12345, posted_date: '2031-01-15T23:31:00Z', url: 'https://sam.gov/x' }]),
    'https://sam.gov/opp/zz1/view',
  ]);
  await q(insert, [
    F2, null, null, 'Xylophonic Industry Day', 'Special Notice', null, office, null, null, null, null,
    '2031-01-15T00:00:00Z', '2031-01-15T00:00:00Z', null, '2031-02-15', false, null, null, null, null, 'https://sam.gov/opp/zz2/view',
  ]);
});
afterAll(async () => {
  await app?.close();
});

async function expectedIds(where: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<string[]> {
  return (await q<{ id: string }>(`SELECT opportunity_id::text AS id FROM opportunity t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.id);
}

/** Every id of a list request, walking its pages (100 a page). */
async function all(query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await app.json(`/api/opportunities/?${query}${query ? '&' : ''}limit=100&page=${page}&shape=opportunity_id`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...ids(res.body));
    if (!res.body.next) break;
  }
  return out;
}

const ROW_SQL = `SELECT t.*, t.opportunity_id::text AS id, o.organization_id::text AS oid, o.office_code, o.office_name, o.agency_code, o.agency_name, o.department_code, o.department_name
  FROM opportunity t JOIN organization o ON o.organization_id = t.organization_id`;

function office(r: Record<string, any>) {
  return {
    organization_id: r.oid, office_code: r.office_code, office_name: r.office_name, agency_code: r.agency_code, agency_name: r.agency_name,
    department_code: r.department_code, department_name: r.department_name,
  };
}

describe('GET /api/opportunities/ envelope and default shape', () => {
  it('answers the page-number envelope with the default list shape, newest notice first', async () => {
    const rows = await q<Record<string, any>>(`${ROW_SQL} ORDER BY t.${DEFAULT_ORDER.replace(', ', ', t.')}`);
    const res = await app.json('/api/opportunities/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.next).toBe('http://test.local/api/opportunities/?page=2');
    expect(res.body.results).toEqual(
      rows.slice(0, 25).map((r) => ({
        opportunity_id: r.id,
        title: r.title,
        solicitation_number: r.solicitation_number,
        meta: { notice_type: { code: CODE[r.notice_type], type: r.notice_type } },
        office: office(r),
        naics_code: r.naics_code,
        psc_code: r.psc_code,
        set_aside: r.set_aside_code === null ? null : { code: r.set_aside_code, description: r.set_aside_description },
        first_notice_date: iso(r.first_notice_date),
        last_notice_date: iso(r.last_notice_date),
        response_deadline: iso(r.response_deadline),
        active: r.active,
        sam_url: r.sam_url,
      })),
    );
    expect(res.body.results[0].opportunity_id).toBe(F1);
    expect((await app.json(`/api/opportunities/?limit=100&page=${Math.ceil(rows.length / 100) + 1}`)).status).toBe(404);
    expect((await app.json('/api/opportunities/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
  });

  it('serves one opportunity by UUID (any case) with the detail default shape', async () => {
    const [r] = await q<Record<string, any>>(`${ROW_SQL} WHERE t.opportunity_id = $1`, [F1]);
    const [agency] = await q<Record<string, any>>(`SELECT code, name, abbreviation FROM agency WHERE code = $1`, [r.agency_code]);
    const [dept] = await q<Record<string, any>>(`SELECT code, cgac, name, abbreviation FROM department WHERE cgac = $1`, [r.department_code]);
    const [naics] = await q<{ description: string }>(`SELECT description FROM naics WHERE code = '541330'`);
    const [psc] = await q<{ name: string }>(`SELECT name FROM psc WHERE code = 'R425'`);
    const res = await app.json(`/api/opportunities/${F1.toUpperCase()}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      opportunity_id: F1,
      title: 'Xylophonic Cryogenic Widget Calibration',
      solicitation_number: 'ZZ-TEST-31-R-0001',
      description: 'Market research for xylophonic widgets.',
      meta: { notice_type: { code: 'r', type: 'Sources Sought' }, attachments_count: 1 },
      office: office(r),
      agency: { code: agency.code, name: agency.name, abbreviation: agency.abbreviation },
      department: { code: dept.code, cgac: dept.cgac, name: dept.name, abbreviation: dept.abbreviation },
      naics: { code: '541330', description: naics.description },
      psc: { code: 'R425', description: psc.name },
      set_aside: { code: 'WOSB', description: 'Women-Owned Small Business (WOSB) Program Set-Aside (FAR 19.15)' },
      first_notice_date: '2031-01-15T23:30:00.000Z',
      last_notice_date: '2031-01-16T00:30:00.000Z',
      response_deadline: '2031-02-01T23:59:00.000Z',
      archive_date: '2031-03-01',
      active: true,
      award_number: null,
      place_of_performance: { street_address: null, city: 'Zzyzx', state: 'CA', zip: '92309', country: 'USA' },
      primary_contact: { full_name: 'Pat Zed', title: 'Contracting Officer', email: 'pat.zed@example.gov', phone: '202-555-0100', fax: null },
      secondary_contact: { full_name: 'Lee Zed', title: 'Contract Specialist', email: 'lee.zed@example.gov', phone: '202-555-0101', fax: null },
      attachments: [{ attachment_id: 'a1', resource_id: 'r1', name: 'SOW.pdf', type: 'file', mime_type: 'application/pdf', file_size: 12345, posted_date: '2031-01-15T23:31:00.000Z', url: 'https://sam.gov/x' }],
      sam_url: 'https://sam.gov/opp/zz1/view',
    });
    // nothing recorded: null objects, an empty attachment list, a zero count
    const bare = await app.json(`/api/opportunities/${F2}/?shape=set_aside,place_of_performance,primary_contact,attachments,meta,naics,response_deadline`);
    expect(bare.body).toEqual({ set_aside: null, place_of_performance: null, primary_contact: null, attachments: [], meta: { notice_type: { code: 's', type: 'Special Notice' }, attachments_count: 0 }, naics: null, response_deadline: null });
  });

  it('answers 404 for an unknown UUID and for any other form', async () => {
    for (const path of ['f0000000-0000-4000-8000-0000000000ff', 'not-a-uuid', 'f0000000000040008000000000000a1', '1234']) {
      const res = await app.json(`/api/opportunities/${path}/`);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('filters', () => {
  it('opportunity_id: one UUID or an OR-list of up to 500; 501 answers 400 naming the limit', async () => {
    const real = (await q<{ id: string }>(`SELECT opportunity_id::text AS id FROM opportunity ORDER BY opportunity_id LIMIT 3`)).map((r) => r.id);
    expect(await all(`opportunity_id=${real[0].toUpperCase()}`)).toEqual([real[0]]);
    expect((await all(`opportunity_id=${encodeURIComponent(`${real[0]} OR ${real[1]}|${real[2]}`)}`)).sort()).toEqual([...real].sort());
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const five = [...real, ...filler(497)];
    const ok = await app.json(`/api/opportunities/?opportunity_id=${five.join('|')}&shape=opportunity_id`);
    expect(ok.status).toBe(200);
    expect(ok.body.count).toBe(3);
    const tooMany = await app.json(`/api/opportunities/?opportunity_id=${[...five, filler(498)[497]].join('|')}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: 'opportunity_id takes at most 500 values, got 501', code: 'validation_error' });
    expect((await app.json('/api/opportunities/?opportunity_id=abc')).body).toEqual({ error: 'opportunity_id values must be UUIDs (8-4-4-4-12 hexadecimal), got "abc"', code: 'validation_error' });
    expect((await app.json('/api/opportunities/?opportunity_id=%7C%20%7C')).status).toBe(400);
  });

  it('agency resolves as awarding_agency does: CGAC, sub-tier code, FPDS department id, name or abbreviation, any case', async () => {
    const byOrg = (cond: string, params: unknown[]) => expectedIds(`t.organization_id IN (SELECT organization_id FROM organization o WHERE ${cond})`, params);
    const [navy] = await q<Record<string, any>>(`SELECT code, name, abbreviation FROM agency WHERE code = '1700'`);
    const dod = await byOrg(`o.department_code = '097'`, []);
    const navyIds = await byOrg(`o.agency_code = '1700'`, []);
    expect(navyIds.length).toBeGreaterThan(0);
    expect(dod.length).toBeGreaterThan(navyIds.length);
    expect(await all('agency=097')).toEqual(dod);
    expect(await all('agency=9700')).toEqual(dod);
    expect(await all('agency=dod')).toEqual(dod);
    expect(await all(`agency=${encodeURIComponent('department of defense')}`)).toEqual(dod);
    expect(await all('agency=1700')).toEqual(navyIds);
    expect(await all(`agency=${encodeURIComponent(navy.name.toUpperCase())}`)).toEqual(navyIds);
    expect(await all(`agency=${navy.abbreviation.toLowerCase()}`)).toEqual(navyIds);
    // an OR-list; a value that resolves to nothing matches nothing and does not spoil the others
    const [{ cgac }] = await q<{ cgac: string }>(`SELECT o.department_code AS cgac FROM opportunity t JOIN organization o USING (organization_id) WHERE o.department_code <> '097' LIMIT 1`);
    expect(await all(`agency=1700|${cgac}|Nowhere%20Agency`)).toEqual(await byOrg(`o.agency_code = '1700' OR o.department_code = $1`, [cgac]));
    expect(await all('agency=Nowhere%20Agency')).toEqual([]);
    expect((await app.json(`/api/opportunities/?agency=${'x'.repeat(151)}`)).body).toEqual({ error: 'agency values are at most 150 characters, got 151', code: 'validation_error' });
    expect((await app.json('/api/opportunities/?agency=%7C')).body).toEqual({ error: 'agency needs at least one value', code: 'validation_error' });
  });

  it('active, notice_type, naics, psc, set_aside, solicitation_number, place_of_performance', async () => {
    expect(await all('active=true')).toEqual(await expectedIds('active'));
    expect(await all('active=false')).toEqual(await expectedIds('NOT active'));
    expect((await app.json('/api/opportunities/?active=maybe')).status).toBe(400);
    expect(await all('notice_type=o|K')).toEqual(await expectedIds(`notice_type IN ('Solicitation', 'Combined Synopsis/Solicitation')`));
    expect(await all(`notice_type=${encodeURIComponent('sources sought OR Award Notice')}`)).toEqual(await expectedIds(`notice_type IN ('Sources Sought', 'Award Notice')`));
    const badType = await app.json('/api/opportunities/?notice_type=z');
    expect(badType.status).toBe(400);
    expect(badType.body.error).toMatch(/^notice_type must be a notice type code or name \(p: Presolicitation, o: Solicitation/);
    const [{ naics }] = await q<{ naics: string }>(`SELECT naics_code AS naics FROM opportunity WHERE naics_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    expect(await all(`naics=${naics}|541330`)).toEqual(await expectedIds(`naics_code IN ($1, '541330')`, [naics]));
    expect(await all('psc=r425')).toEqual(await expectedIds(`psc_code = 'R425'`));
    expect(await all('set_aside=sba|wosb')).toEqual(await expectedIds(`set_aside_code IN ('SBA', 'WOSB')`));
    // any spelling of a solicitation number
    const [{ sol }] = await q<{ sol: string }>(`SELECT solicitation_number AS sol FROM opportunity WHERE solicitation_number LIKE '%-%' ORDER BY 1 LIMIT 1`);
    const spelled = sol.replace(/-/g, ' ').toLowerCase();
    expect(await all(`solicitation_number=${encodeURIComponent(spelled)}|zztest31r0001`)).toEqual(await expectedIds(`solicitation_number_norm IN ($1, 'ZZTEST31R0001')`, [normalizeSolicitation(sol)]));
    expect(await all('place_of_performance=ca')).toEqual(await expectedIds(`place_of_performance->>'state' = 'CA'`));
    expect(await all('place_of_performance=92309|ZZYZX')).toEqual([F1]);
    expect(await all(`place_of_performance=zzyzx`)).toEqual([F1]);
  });

  it('date ranges are whole UTC days, both ends inclusive', async () => {
    // F1 was first posted at 23:30 UTC on 2031-01-15, F2 at 00:00 UTC that day
    expect((await all('first_notice_date_after=2031-01-15&first_notice_date_before=2031-01-15')).sort()).toEqual([F1, F2].sort());
    expect(await all('first_notice_date_after=2031-01-16')).toEqual([]);
    expect(await all('last_notice_date_after=2031-01-16')).toEqual([F1]);
    expect(await all('last_notice_date_before=2031-01-15&last_notice_date_after=2031-01-15')).toEqual([F2]);
    expect(await all('response_deadline_after=2031-02-01&response_deadline_before=2031-02-01')).toEqual([F1]);
    const day = '2026-11-01';
    for (const name of ['first_notice_date', 'last_notice_date', 'response_deadline']) {
      expect(await all(`${name}_after=${day}`), name).toEqual(await expectedIds(`${name} >= '${day}T00:00:00Z'`));
      expect(await all(`${name}_before=${day}`), name).toEqual(await expectedIds(`${name} < '2026-11-02T00:00:00Z'`));
      expect((await app.json(`/api/opportunities/?${name}_after=2026-12-01&${name}_before=2026-11-01`)).body).toEqual({
        error: `inverted range: ${name}_after is after ${name}_before`,
        code: 'validation_error',
      });
    }
    expect((await app.json('/api/opportunities/?first_notice_date_after=2026-02-30')).body).toEqual({
      error: 'first_notice_date_after must be a real calendar date in the form YYYY-MM-DD, got "2026-02-30"',
      code: 'validation_error',
    });
    expect((await app.json('/api/opportunities/?response_deadline_before=11/01/2026')).status).toBe(400);
  });

  it('search is full text, best match first; rank needs a search', async () => {
    const res = await app.json('/api/opportunities/?search=xylophonic&shape=opportunity_id,title');
    expect(res.body.count).toBe(2);
    expect([...ids(res.body)].sort()).toEqual([F1, F2].sort());
    const maint = await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'maintenance')`);
    expect((await all('search=maintenance')).sort()).toEqual([...maint].sort());
    const ranked = await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'maintenance')`, [], `ts_rank(search_vector, websearch_to_tsquery('english', 'maintenance')) DESC, opportunity_id DESC`);
    expect(await all('search=maintenance')).toEqual(ranked);
    expect(await all('search=maintenance&ordering=-first_notice_date')).toEqual(await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'maintenance')`, [], 'first_notice_date DESC, opportunity_id DESC'));
    expect((await app.json('/api/opportunities/?ordering=rank')).body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
  });
});

describe('ordering', () => {
  it('first_notice_date (alias posted_date), last_notice_date and response_deadline, either way; empties last', async () => {
    for (const [ordering, order] of [
      ['first_notice_date', 'first_notice_date ASC, opportunity_id ASC'],
      ['-first_notice_date', 'first_notice_date DESC, opportunity_id DESC'],
      ['posted_date', 'first_notice_date ASC, opportunity_id ASC'],
      ['last_notice_date', 'last_notice_date ASC, opportunity_id ASC'],
      ['response_deadline', 'response_deadline ASC NULLS LAST, opportunity_id ASC'],
      ['-response_deadline', 'response_deadline DESC NULLS LAST, opportunity_id DESC'],
    ] as const) {
      expect(await all(`ordering=${ordering}`), ordering).toEqual(await expectedIds('TRUE', [], order));
    }
    const bad = await app.json('/api/opportunities/?ordering=title');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_error', allowed: ['first_notice_date', 'posted_date', 'last_notice_date', 'response_deadline', 'rank'] });
    expect((await app.json('/api/opportunities/?ordering=')).status).toBe(400);
  });
});

describe('GraphQL', () => {
  it('opportunities and opportunity(opportunityId:) answer what REST answers', async () => {
    const query = 'agency=097&active=true&ordering=-response_deadline&limit=10&shape=opportunity_id,title,office(office_code),meta(notice_type(code)),response_deadline';
    const rest = await app.json(`/api/opportunities/?${query}`);
    const gql = await app.graphql(
      '{ opportunities(filter: {agency: "097", active: true}, ordering: "-response_deadline", limit: 10) { count results { opportunityId title office { officeCode } meta { noticeType { code } } responseDeadline } } }',
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.opportunities.count).toBe(rest.body.count);
    expect(gql.body.data.opportunities.results).toEqual(
      rest.body.results.map((r: any) => ({ opportunityId: r.opportunity_id, title: r.title, office: { officeCode: r.office.office_code }, meta: { noticeType: { code: r.meta.notice_type.code } }, responseDeadline: r.response_deadline })),
    );
    const one = await app.graphql(`{ opportunity(opportunityId: "${F1.toUpperCase()}") { opportunityId placeOfPerformance { city } primaryContact { fullName } attachments { fileSize } } none: opportunity(opportunityId: "nope") { title } }`);
    expect(one.body.data).toEqual({ opportunity: { opportunityId: F1, placeOfPerformance: { city: 'Zzyzx' }, primaryContact: { fullName: 'Pat Zed' }, attachments: [{ fileSize: 12345 }] }, none: null });
    const err = await app.graphql(`{ opportunities(filter: {opportunityId: "${Array.from({ length: 501 }, () => F1).join('|')}"}) { count } }`);
    expect(err.status).toBe(400);
    // the same body as REST (duplicates are still counted as given)
    expect(err.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: { error: 'opportunity_id takes at most 500 values, got 501', code: 'validation_error' } });
  });

  it('one statement per page, whatever the expansions', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const shape = 'opportunity_id,meta(*),office(*),agency(*),department(*),naics(*),psc(*),set_aside(*),place_of_performance(*),primary_contact(*),secondary_contact(*),attachments(*),agency_id,department_id,office_id';
    const url = `http://test.local/api/opportunities/?limit=100&agency=097|075&shape=${shape}`;
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    log.length = 0;
    const res = await recording.fetch(new Request(url));
    expect(res.status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/opportunities/${F1}/?shape=${shape}`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
