/**
 * Procurement forecasts (/api/forecasts/, GraphQL forecasts and
 * forecast(id:)): the page-number envelope and default shapes, every filter
 * against SQL (the id OR-list up to 500, agency as text), ordering, error
 * bodies, REST/GraphQL parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
const day = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10));
const DEFAULT_ORDER = 'modified DESC, id DESC';

// fixtures with distinctive values: an agency text no source uses, no organisation, no award date
const F1 = 900001;
const F2 = 900002;

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  const insert = `INSERT INTO forecast (id, source_system, external_id, agency, organization_id, title, description, anticipated_award_date, fiscal_year, naics_code, set_aside,
      status, is_active, estimated_period, place_of_performance, primary_contact, contract_vehicle, raw_data, created, modified)
    VALUES ($1, $2, $3, $4, NULL, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17::jsonb, $18::timestamptz, $19::timestamptz)`;
  await q(insert, [
    F1, 'ZZSRC', 'ZZ-0001', 'Office of Xylophonic Affairs', 'Xylophonic Tuning Services', 'Tuning of the xylophones.', '2030-06-30', 2030, '711130', 'Total Small Business',
    'Acquisition Planning', true, '12 months', 'Zzyzx, CA', JSON.stringify({ name: 'Pat Zed', title: 'Program Manager', email: 'pat.zed@example.gov', phone: '202-555-0100' }),
    'BPA', JSON.stringify({ id: 'ZZ-0001', requirementsTitle: 'Xylophonic Tuning Services' }), '2031-01-15T23:30:00Z', '2031-01-15T23:30:00Z',
  ]);
  await q(insert, [F2, 'zzsrc', 'ZZ-0002', 'XYLOPHONIC AFFAIRS BUREAU', 'Alpha Xylophonic Study', null, null, null, null, null, null, false, null, null, null, null, null, '2031-01-15T00:00:00Z', '2031-01-16T00:00:00Z']);
});
afterAll(async () => {
  await app?.close();
});

async function expectedIds(where: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<number[]> {
  return (await q<{ id: number }>(`SELECT id FROM forecast t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.id);
}

async function all(query: string): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await app.json(`/api/forecasts/?${query}${query ? '&' : ''}limit=100&page=${page}&shape=id`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...ids(res.body));
    if (!res.body.next) break;
  }
  return out;
}

describe('GET /api/forecasts/ envelope and default shape', () => {
  it('answers the page-number envelope with the default list shape, most recently changed first', async () => {
    const rows = await q<Record<string, any>>(`SELECT * FROM forecast ORDER BY ${DEFAULT_ORDER}`);
    const res = await app.json('/api/forecasts/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.next).toBe('http://test.local/api/forecasts/?page=2');
    expect(res.body.results).toEqual(
      rows.slice(0, 25).map((r) => ({
        id: r.id, title: r.title, agency: r.agency, anticipated_award_date: day(r.anticipated_award_date), fiscal_year: r.fiscal_year, naics_code: r.naics_code,
        set_aside: r.set_aside, status: r.status, is_active: r.is_active, source_system: r.source_system,
      })),
    );
    expect(ids(res.body).slice(0, 2)).toEqual([F2, F1]);
    expect((await app.json(`/api/forecasts/?limit=100&page=${Math.ceil(rows.length / 100) + 1}`)).status).toBe(404);
    expect((await app.json('/api/forecasts/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
  });

  it('serves one forecast by id with the detail default shape', async () => {
    const [r] = await q<Record<string, any>>(
      `SELECT f.*, f.organization_id::text AS oid, o.office_code, o.office_name, o.agency_code, o.agency_name, o.department_code, o.department_name
         FROM forecast f JOIN organization o ON o.organization_id = f.organization_id ORDER BY f.id LIMIT 1`,
    );
    const res = await app.json(`/api/forecasts/${r.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: r.id, source_system: r.source_system, external_id: r.external_id, title: r.title, description: r.description, agency: r.agency, organization_id: r.oid,
      organization: { organization_id: r.oid, office_code: r.office_code, office_name: r.office_name, agency_code: r.agency_code, agency_name: r.agency_name, department_code: r.department_code, department_name: r.department_name },
      anticipated_award_date: day(r.anticipated_award_date), fiscal_year: r.fiscal_year, naics_code: r.naics_code, set_aside: r.set_aside, status: r.status, is_active: r.is_active,
      estimated_period: r.estimated_period, place_of_performance: r.place_of_performance, primary_contact: r.primary_contact, contract_vehicle: r.contract_vehicle,
      created: r.created.toISOString(), modified: r.modified.toISOString(),
    });
    // raw_data is served when named; an unresolved agency has no organisation; no contact is null
    const f1 = await app.json(`/api/forecasts/${F1}/?shape=id,raw_data,organization_id,organization(*)`);
    expect(f1.body).toEqual({ id: F1, raw_data: { id: 'ZZ-0001', requirementsTitle: 'Xylophonic Tuning Services' }, organization_id: null, organization: null });
    expect((await app.json(`/api/forecasts/${F2}/?shape=primary_contact,anticipated_award_date`)).body).toEqual({ primary_contact: null, anticipated_award_date: null });
  });

  it('answers 404 for an unknown id and for anything not a whole number', async () => {
    for (const path of ['999999999', 'abc', '1.5', '-1', '12345678901', '0x10']) {
      const res = await app.json(`/api/forecasts/${path}/`);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('filters', () => {
  it('id: one id or an OR-list of up to 500; 501 answers 400 naming the limit', async () => {
    expect(await all(`id=${F1}`)).toEqual([F1]);
    expect(await all(`id=${F1}%20OR%20${F2}|1`)).toEqual(await expectedIds(`id IN (${F1}, ${F2}, 1)`));
    const list = Array.from({ length: 500 }, (_, i) => String(800000 + i));
    list[0] = String(F1);
    const ok = await app.json(`/api/forecasts/?id=${list.join('|')}`);
    expect(ok.status).toBe(200);
    expect(ok.body.count).toBe(1);
    const tooMany = await app.json(`/api/forecasts/?id=${[...list, '1'].join('|')}`);
    expect(tooMany.body).toEqual({ error: 'id takes at most 500 values, got 501', code: 'validation_error' });
    expect(tooMany.status).toBe(400);
    expect((await app.json('/api/forecasts/?id=1|abc')).body).toEqual({ error: 'id values must be whole numbers, got "abc"', code: 'validation_error' });
    expect((await app.json('/api/forecasts/?id=99999999999')).status).toBe(400);
  });

  it('agency matches the published agency text: a case-insensitive substring, OR-list', async () => {
    expect(await all('agency=xylophonic%20affairs')).toEqual([F2, F1]);
    const [{ agency }] = await q<{ agency: string }>(`SELECT agency FROM forecast WHERE id < 900000 ORDER BY id LIMIT 1`);
    const part = agency.slice(2, 12);
    expect(await all(`agency=${encodeURIComponent(part.toUpperCase())}|bureau`)).toEqual(await expectedIds(`agency ILIKE $1 OR agency ILIKE '%bureau%'`, [`%${part}%`]));
    // LIKE wildcards are literal: 'o%f' would match 'Office of ...' as a pattern, and matches nothing as text
    expect((await expectedIds(`agency ILIKE '%o%f%'`)).length).toBeGreaterThan(0);
    expect(await all(`agency=${encodeURIComponent('o%f')}|${encodeURIComponent('o_f')}`)).toEqual([]);
    expect((await app.json('/api/forecasts/?agency=x')).body).toEqual({ error: 'agency needs at least 2 characters per value', code: 'validation_error' });
    expect((await app.json(`/api/forecasts/?agency=${'x'.repeat(151)}`)).body).toEqual({ error: 'agency values are at most 150 characters, got 151', code: 'validation_error' });
  });

  it('source_system, status (any case), naics_code, naics_starts_with', async () => {
    expect(await all('source_system=ZZsrc')).toEqual([F2, F1]);
    expect(await all('source_system=dhs|HHS')).toEqual(await expectedIds(`source_system IN ('dhs', 'hhs')`));
    expect(await all(`status=${encodeURIComponent('acquisition planning|AWARDED')}`)).toEqual(await expectedIds(`status IN ('Acquisition Planning', 'Awarded')`));
    const [{ naics }] = await q<{ naics: string }>(`SELECT naics_code AS naics FROM forecast WHERE naics_code IS NOT NULL ORDER BY id LIMIT 1`);
    expect(await all(`naics_code=${naics}|711130`)).toEqual(await expectedIds(`naics_code IN ($1, '711130')`, [naics]));
    expect(await all('naics_starts_with=54')).toEqual(await expectedIds(`naics_code LIKE '54%'`));
    expect(await all('naics_starts_with=5415|71')).toEqual(await expectedIds(`naics_code LIKE '5415%' OR naics_code LIKE '71%'`));
    expect((await app.json('/api/forecasts/?naics_starts_with=5_')).body).toEqual({ error: 'naics_starts_with values must be 1 to 6 digits, got "5_"', code: 'validation_error' });
  });

  it('fiscal years, anticipated award dates and modification days, with their errors', async () => {
    expect(await all('fiscal_year=2030')).toEqual([F1]);
    expect(await all('fiscal_year_gte=2027&fiscal_year_lte=2028')).toEqual(await expectedIds('fiscal_year BETWEEN 2027 AND 2028'));
    expect((await app.json('/api/forecasts/?fiscal_year_gte=2028&fiscal_year_lte=2027')).body).toEqual({ error: 'inverted range: fiscal_year_gte is after fiscal_year_lte', code: 'validation_error' });
    expect((await app.json('/api/forecasts/?fiscal_year=20x6')).status).toBe(400);
    expect((await app.json('/api/forecasts/?fiscal_year=3000')).status).toBe(400);
    expect(await all('award_date_after=2027-01-01&award_date_before=2027-06-30')).toEqual(await expectedIds(`anticipated_award_date BETWEEN '2027-01-01' AND '2027-06-30'`));
    expect(await all('award_date_after=2030-06-30&award_date_before=2030-06-30')).toEqual([F1]);
    expect((await app.json('/api/forecasts/?award_date_after=2027-06-30&award_date_before=2027-01-01')).body).toEqual({ error: 'inverted range: award_date_after is after award_date_before', code: 'validation_error' });
    expect((await app.json('/api/forecasts/?award_date_before=2027-13-01')).status).toBe(400);
    // modified: whole UTC days (F1 changed at 23:30 on the 15th, F2 at 00:00 on the 16th)
    expect(await all('modified_after=2031-01-15&modified_before=2031-01-15')).toEqual([F1]);
    expect(await all('modified_after=2031-01-16')).toEqual([F2]);
    expect(await all('modified_before=2026-10-01')).toEqual(await expectedIds(`modified < '2026-10-02T00:00:00Z'`));
    expect((await app.json('/api/forecasts/?modified_after=2031-01-16&modified_before=2031-01-15')).status).toBe(400);
  });

  it('search is full text over title, agency and description, best match first', async () => {
    const res = await app.json('/api/forecasts/?search=xylophonic&shape=id,title');
    expect(res.body.count).toBe(2);
    const expected = await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'services')`, [], `ts_rank(search_vector, websearch_to_tsquery('english', 'services')) DESC, id DESC`);
    expect(expected.length).toBeGreaterThan(1);
    expect(await all('search=services')).toEqual(expected);
  });
});

describe('ordering', () => {
  it('anticipated_award_date, fiscal_year and title, either way, empties last; modified is the default only', async () => {
    for (const [ordering, order] of [
      ['anticipated_award_date', 'anticipated_award_date ASC NULLS LAST, id ASC'],
      ['-anticipated_award_date', 'anticipated_award_date DESC NULLS LAST, id DESC'],
      ['fiscal_year', 'fiscal_year ASC NULLS LAST, id ASC'],
      ['-fiscal_year,title', 'fiscal_year DESC NULLS LAST, title ASC, id DESC'],
      ['title', 'title ASC, id ASC'],
    ] as const) {
      expect(await all(`ordering=${ordering}`), ordering).toEqual(await expectedIds('TRUE', [], order));
    }
    for (const bad of ['modified', 'id', 'agency']) {
      const res = await app.json(`/api/forecasts/?ordering=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', allowed: ['anticipated_award_date', 'fiscal_year', 'title', 'rank'] });
    }
    expect((await app.json('/api/forecasts/?ordering=rank')).body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
  });
});

describe('GraphQL', () => {
  it('forecasts and forecast(id:) answer what REST answers', async () => {
    const rest = await app.json('/api/forecasts/?source_system=dhs|hhs&ordering=title&limit=7&shape=id,title,organization(agency_name),primary_contact(name)');
    const gql = await app.graphql('{ forecasts(filter: {sourceSystem: "dhs|hhs"}, ordering: "title", limit: 7) { count results { id title organization { agencyName } primaryContact { name } } } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.forecasts.count).toBe(rest.body.count);
    expect(gql.body.data.forecasts.results).toEqual(
      rest.body.results.map((r: any) => ({ id: r.id, title: r.title, organization: r.organization && { agencyName: r.organization.agency_name }, primaryContact: r.primary_contact && { name: r.primary_contact.name } })),
    );
    const one = await app.graphql(`{ forecast(id: "${F1}") { id rawData isActive } none: forecast(id: "abc") { id } }`);
    expect(one.body.data).toEqual({ forecast: { id: F1, rawData: { id: 'ZZ-0001', requirementsTitle: 'Xylophonic Tuning Services' }, isActive: true }, none: null });
    const err = await app.graphql('{ forecasts(filter: {id: "1|x"}) { count } }');
    expect(err.status).toBe(400);
    expect(err.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: (await app.json('/api/forecasts/?id=1|x')).body });
  });

  it('one statement per page and per detail', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/forecasts/?limit=100&naics_starts_with=5&shape=id,organization(*),primary_contact(*),raw_data';
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    log.length = 0;
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/forecasts/${F1}/`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
