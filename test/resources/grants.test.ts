/**
 * Grant opportunities (/api/grants/, GraphQL grants and grant(grantId:)):
 * the page-number envelope and default shapes, every expansion against the
 * stored row, every filter (the grant_id OR-list up to 500, the choice
 * filters and their 400s) and ordering against SQL, the organisation rule
 * (unit tests of the segment walk, and the loaded rows held to it), error
 * bodies, REST/GraphQL parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { APPLICANT_TYPES, FUNDING_CATEGORIES, FUNDING_INSTRUMENTS, grantAgencyPrefixes, resolveGrantOrganization, type GrantOrganizationDirectory } from '../../src/resources/grants.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const ids = (body: { results: { grant_id: number }[] }) => body.results.map((r) => r.grant_id);
const day = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10));
const DEFAULT_ORDER = 'posted_date DESC NULLS LAST, grant_id DESC';

const G1 = 990001;
const G2 = 990002;
const G1_SYNOPSIS = { opportunityId: G1, agencyCode: 'ZZX-XYL31', synopsisDesc: 'Xylophones.', applicantTypes: [{ id: '25', description: 'Others' }] };
const G1_HISTORY = [{ revision: 0, opportunityNumber: 'ZZ-XYL-31-001', actionType: 'Update' }];
const G2_FORECAST = { opportunityId: G2, fiscalYear: '2031', forecastDesc: 'Zithers.' };

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  const insert = `INSERT INTO grant_opportunity (grant_id, opportunity_number, agency_code, agency_name, organization_id, title, description, status, category_code, category_description,
      cfda_numbers, cfda, applicant_types, funding_categories, funding_instruments, applicant_eligibility_description, funding_activity_category_description,
      grantor_contact_name, grantor_contact_email, grantor_contact_phone, additional_info_link, additional_info_description, award_ceiling, award_floor, estimated_total_funding,
      expected_number_of_awards, posted_date, response_date, response_date_description, estimated_synopsis_post_date, estimated_application_response_date, estimated_project_start_date,
      archive_date, last_updated, synopsis, forecast, opportunity_history, attachments)
    VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, $9, $10::text[], $11::jsonb, $12::text[], $13::text[], $14::text[], $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25,
      $26::date, $27::date, $28, $29::date, $30::date, $31::date, $32::date, $33::timestamptz, $34::jsonb, $35::jsonb, $36::jsonb, $37::jsonb)`;
  await q(insert, [
    G1, 'ZZ-XYL-31-001', 'ZZX-XYL31', 'Xylophonic Grants Office', 'Xylophone Conservation Grants', 'Supports the zyzzyva conservation of xylophones.', 'posted', 'D', 'Discretionary',
    ['99.123', '99.456'], JSON.stringify([{ number: '99.123', title: 'Xylophone Research' }, { number: '99.456', title: 'Zither Programs' }]), ['25', '00'], ['AR', 'O'], ['G', 'CA'],
    'Anyone with a xylophone.', 'Musical instruments', 'Pat Zed', 'pat.zed@example.gov', '202-555-0100', 'https://example.gov/nofo', 'Full announcement',
    100000, 1000.5, 500000, 5, '2031-01-15', '2031-03-01', 'By 5 p.m.', null, null, null, '2031-04-01', '2031-01-16T10:00:00Z',
    JSON.stringify(G1_SYNOPSIS), null, JSON.stringify(G1_HISTORY),
    JSON.stringify([{ name: 'NOFO.pdf', mime_type: 'application/pdf', posted_date: '2031-01-15T12:00:00Z', resource_id: '123', type: 'file', url: 'https://example.gov/nofo.pdf' }]),
  ]);
  await q(insert, [
    G2, 'ZZ-XYL-31-002', 'ZZX-XYL', 'Xylophonic Grants Office', 'Zither Planning Forecast', null, 'forecasted', null, null,
    [], '[]', ['99'], ['HL'], ['PC'], null, null, null, null, null, null, null, null, null, null, null,
    '2031-01-10', null, null, '2031-02-01', '2031-04-15', '2031-09-01', null, '2031-01-10T00:00:00Z', null, JSON.stringify(G2_FORECAST), null, null,
  ]);
});
afterAll(async () => {
  await app?.close();
});

async function expectedIds(where: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<number[]> {
  return (await q<{ grant_id: number }>(`SELECT grant_id FROM grant_opportunity t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.grant_id);
}

async function all(query: string): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await app.json(`/api/grants/?${query}${query ? '&' : ''}limit=100&page=${page}&shape=grant_id`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...ids(res.body));
    if (!res.body.next) break;
  }
  return out;
}

const ROW_SQL = `SELECT t.*, t.organization_id::text AS oid, t.award_ceiling::float8 AS ceiling, t.award_floor::float8 AS floor, t.estimated_total_funding::float8 AS total,
    o.office_code, o.office_name, o.agency_code AS o_agency_code, o.agency_name AS o_agency_name, o.department_code, o.department_name
  FROM grant_opportunity t LEFT JOIN organization o ON o.organization_id = t.organization_id`;

const STATUS: Record<string, { code: string; description: string }> = {
  posted: { code: 'P', description: 'Posted' },
  forecasted: { code: 'F', description: 'Forecasted' },
  closed: { code: 'C', description: 'Closed' },
  archived: { code: 'A', description: 'Archived' },
};
const describeCodes = (codes: string[], table: readonly { code: string; description: string }[]) => codes.map((c) => ({ code: c, description: table.find((x) => x.code === c)?.description ?? null }));

function listRow(r: Record<string, any>) {
  return {
    grant_id: r.grant_id,
    opportunity_number: r.opportunity_number,
    agency_code: r.agency_code,
    title: r.title,
    description: r.description,
    applicant_eligibility_description: r.applicant_eligibility_description,
    funding_activity_category_description: r.funding_activity_category_description,
    grantor_contact: { name: r.grantor_contact_name, email: r.grantor_contact_email, phone: r.grantor_contact_phone },
    last_updated: r.last_updated.toISOString(),
    organization: r.oid === null ? null : { organization_id: r.oid, office_code: r.office_code, office_name: r.office_name, agency_code: r.o_agency_code, agency_name: r.o_agency_name, department_code: r.department_code, department_name: r.department_name },
    status: STATUS[r.status],
    category: r.category_code === null ? null : { code: r.category_code, description: r.category_description },
    cfda_numbers: r.cfda,
    applicant_types: describeCodes(r.applicant_types, APPLICANT_TYPES),
    funding_categories: describeCodes(r.funding_categories, FUNDING_CATEGORIES),
    funding_instruments: describeCodes(r.funding_instruments, FUNDING_INSTRUMENTS),
    funding_details: { award_ceiling: r.ceiling, award_floor: r.floor, estimated_total_funding: r.total, expected_number_of_awards: r.expected_number_of_awards },
    important_dates: {
      posted_date: day(r.posted_date), response_date: day(r.response_date), response_date_description: r.response_date_description,
      estimated_synopsis_post_date: day(r.estimated_synopsis_post_date), estimated_application_response_date: day(r.estimated_application_response_date),
      estimated_project_start_date: day(r.estimated_project_start_date), archive_date: day(r.archive_date),
    },
    additional_info: { link: r.additional_info_link, description: r.additional_info_description },
  };
}

describe('GET /api/grants/ envelope and default shapes', () => {
  it('answers the page-number envelope with the default list shape, most recently posted first', async () => {
    const rows = await q(`${ROW_SQL} ORDER BY t.posted_date DESC NULLS LAST, t.grant_id DESC`);
    expect(rows.length).toBeGreaterThan(25);
    const res = await app.json('/api/grants/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.next).toBe('http://test.local/api/grants/?page=2');
    expect(res.body.results).toEqual(rows.slice(0, 25).map(listRow));
    expect(ids(res.body).slice(0, 2)).toEqual([G1, G2]);
    expect(Object.keys(res.body.results[0])).toEqual(Object.keys(listRow(rows[0])));
    const last = Math.ceil(rows.length / 100);
    expect((await app.json(`/api/grants/?limit=100&page=${last}`)).body.results).toEqual(rows.slice((last - 1) * 100).map(listRow));
    expect((await app.json(`/api/grants/?limit=100&page=${last + 1}`)).status).toBe(404);
    expect((await app.json('/api/grants/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
    expect((await app.json('/api/grants/?page=0')).status).toBe(400);
  });

  it('serves one grant with the detail default shape: the list shape plus synopsis, forecast and opportunity_history', async () => {
    const [r] = await q(`${ROW_SQL} WHERE t.organization_id IS NOT NULL AND t.opportunity_history IS NOT NULL AND t.synopsis IS NOT NULL ORDER BY t.grant_id LIMIT 1`);
    expect(r).toBeDefined();
    const res = await app.json(`/api/grants/${r.grant_id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...listRow(r), synopsis: r.synopsis, forecast: r.forecast, opportunity_history: r.opportunity_history });
    expect(Object.keys(res.body).slice(-3)).toEqual(['synopsis', 'forecast', 'opportunity_history']);
    const g1 = await app.json(`/api/grants/${G1}/`);
    expect(g1.body).toMatchObject({ synopsis: G1_SYNOPSIS, forecast: null, opportunity_history: G1_HISTORY, organization: null });
    const g2 = await app.json(`/api/grants/${G2}/?shape=synopsis,forecast,opportunity_history,cfda_numbers,category,grantor_contact,funding_details,additional_info`);
    expect(g2.body).toEqual({
      synopsis: null, forecast: G2_FORECAST, opportunity_history: null, cfda_numbers: [], category: null,
      grantor_contact: { name: null, email: null, phone: null },
      funding_details: { award_ceiling: null, award_floor: null, estimated_total_funding: null, expected_number_of_awards: null },
      additional_info: { link: null, description: null },
    });
  });

  it('expansions of the fixture: codes with their Grants.gov descriptions in stored order, dates, attachments and organization_id on request', async () => {
    const res = await app.json(`/api/grants/${G1}/?shape=status,category,cfda_numbers(number),applicant_types,funding_categories(code),funding_instruments(description),funding_details,important_dates,attachments,organization_id`);
    expect(res.body).toEqual({
      status: { code: 'P', description: 'Posted' },
      category: { code: 'D', description: 'Discretionary' },
      cfda_numbers: [{ number: '99.123' }, { number: '99.456' }],
      applicant_types: [
        { code: '25', description: 'Others (see text field entitled "Additional Information on Eligibility" for clarification)' },
        { code: '00', description: 'State governments' },
      ],
      funding_categories: [{ code: 'AR' }, { code: 'O' }],
      funding_instruments: [{ description: 'Grant' }, { description: 'Cooperative Agreement' }],
      funding_details: { award_ceiling: 100000, award_floor: 1000.5, estimated_total_funding: 500000, expected_number_of_awards: 5 },
      important_dates: {
        posted_date: '2031-01-15', response_date: '2031-03-01', response_date_description: 'By 5 p.m.', estimated_synopsis_post_date: null,
        estimated_application_response_date: null, estimated_project_start_date: null, archive_date: '2031-04-01',
      },
      attachments: [{ name: 'NOFO.pdf', mime_type: 'application/pdf', posted_date: '2031-01-15T12:00:00.000Z', resource_id: '123', type: 'file', url: 'https://example.gov/nofo.pdf' }],
      organization_id: null,
    });
    const g2 = await app.json(`/api/grants/${G2}/?shape=status,important_dates(estimated_synopsis_post_date,estimated_application_response_date,estimated_project_start_date),attachments`);
    expect(g2.body).toEqual({
      status: { code: 'F', description: 'Forecasted' },
      important_dates: { estimated_synopsis_post_date: '2031-02-01', estimated_application_response_date: '2031-04-15', estimated_project_start_date: '2031-09-01' },
      attachments: null,
    });
  });

  it('the code lists carry the descriptions the Grants.gov synopsis itself gives', async () => {
    const rows = await q(`SELECT grant_id, synopsis FROM grant_opportunity WHERE synopsis IS NOT NULL AND grant_id < 990000 ORDER BY grant_id LIMIT 40`);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      const res = await app.json(`/api/grants/${r.grant_id}/?shape=applicant_types,funding_instruments,funding_categories`);
      expect(res.body.applicant_types).toEqual(r.synopsis.applicantTypes.map((a: any) => ({ code: a.id, description: a.description })));
      expect(res.body.funding_instruments).toEqual(r.synopsis.fundingInstruments.map((a: any) => ({ code: a.id, description: a.description })));
      expect(res.body.funding_categories).toEqual(r.synopsis.fundingActivityCategories.map((a: any) => ({ code: a.id, description: a.description })));
    }
  });

  it('answers 404 for an unknown grant_id and for anything not a whole number', async () => {
    for (const path of ['999999999', 'abc', '1.5', '-1', '12345678901', '0x10', '%2012']) {
      const res = await app.json(`/api/grants/${path}/`);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const gql = await app.graphql(`{ a: grant(grantId: "${G1}") { grantId } b: grant(grantId: "abc") { grantId } c: grant(grantId: "999999999") { grantId } }`);
    expect(gql.body.data).toEqual({ a: { grantId: G1 }, b: null, c: null });
  });
});

describe('filters', () => {
  it('grant_id: one id or an OR-list of up to 500; 501 answers 400 naming the limit', async () => {
    expect(await all(`grant_id=${G1}`)).toEqual([G1]);
    const [{ id }] = await q<{ id: number }>(`SELECT min(grant_id) AS id FROM grant_opportunity`);
    expect(await all(`grant_id=${G2}%20OR%20${id}|${G1}`)).toEqual(await expectedIds(`grant_id IN (${G1}, ${G2}, ${id})`));
    const list = Array.from({ length: 500 }, (_, i) => String(800000 + i));
    list[0] = String(G1);
    list[1] = String(id);
    const ok = await app.json(`/api/grants/?grant_id=${list.join('|')}&shape=grant_id`);
    expect(ok.status).toBe(200);
    expect(ok.body.count).toBe(2);
    const tooMany = await app.json(`/api/grants/?grant_id=${[...list, '1'].join('|')}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ error: 'grant_id takes at most 500 values, got 501', code: 'validation_error' });
    expect((await app.json('/api/grants/?grant_id=1|abc')).body).toEqual({ error: 'grant_id values must be whole numbers, got "abc"', code: 'validation_error' });
    expect((await app.json('/api/grants/?grant_id=99999999999')).status).toBe(400);
    // GraphQL takes the same list
    const gql = await app.graphql('query($ids: [String!]) { grants(filter: {grantId: $ids}) { count } }', { ids: list.join('|') });
    expect(gql.body.data.grants.count).toBe(2);
  });

  it('agency: a case-insensitive substring of the Grants.gov agency code, OR-list', async () => {
    expect(await all('agency=nih')).toEqual(await expectedIds(`agency_code ILIKE '%NIH%'`));
    expect((await expectedIds(`agency_code ILIKE '%NIH%'`)).length).toBeGreaterThan(0);
    expect(await all('agency=zzx-xyl')).toEqual([G1, G2]);
    expect(await all('agency=XYL31|nsf')).toEqual(await expectedIds(`agency_code ILIKE '%XYL31%' OR agency_code ILIKE '%NSF%'`));
    expect(await all(`agency=${encodeURIComponent('H_S')}`)).toEqual([]);
    expect((await app.json('/api/grants/?agency=N')).body).toEqual({ error: 'agency needs at least 2 characters per value', code: 'validation_error' });
    expect((await app.json(`/api/grants/?agency=${'N'.repeat(151)}`)).body).toEqual({ error: 'agency values are at most 150 characters, got 151', code: 'validation_error' });
    expect((await app.json('/api/grants/?agency=%7C')).body).toEqual({ error: 'agency needs at least one value', code: 'validation_error' });
  });

  it('opportunity_number: exact, any case, OR-list; cfda_number: a substring of one of the numbers', async () => {
    expect(await all('opportunity_number=zz-xyl-31-001')).toEqual([G1]);
    expect(await all('opportunity_number=ZZ-XYL-31')).toEqual([]);
    const [{ n }] = await q<{ n: string }>(`SELECT opportunity_number AS n FROM grant_opportunity WHERE grant_id < 990000 ORDER BY grant_id LIMIT 1`);
    expect(await all(`opportunity_number=${encodeURIComponent(n.toLowerCase())}|ZZ-XYL-31-002`)).toEqual(await expectedIds(`opportunity_number IN ($1, 'ZZ-XYL-31-002')`, [n]));
    expect(await all('cfda_number=99.45')).toEqual([G1]);
    expect(await all('cfda_number=93.8')).toEqual(await expectedIds(`EXISTS (SELECT 1 FROM unnest(cfda_numbers) c WHERE c LIKE '%93.8%')`));
    expect((await expectedIds(`EXISTS (SELECT 1 FROM unnest(cfda_numbers) c WHERE c LIKE '%93.8%')`)).length).toBeGreaterThan(0);
    expect(await all('cfda_number=47.0|10.')).toEqual(await expectedIds(`EXISTS (SELECT 1 FROM unnest(cfda_numbers) c WHERE c LIKE '%47.0%' OR c LIKE '%10.%')`));
    expect(await all('cfda_number=9_.1')).toEqual([]);
  });

  it('status: the code or the name, any case, OR-list; another value answers 400 with the allowed codes', async () => {
    expect(await all('status=p')).toEqual(await expectedIds(`status = 'posted'`));
    expect(await all('status=FORECASTED|closed')).toEqual(await expectedIds(`status IN ('forecasted', 'closed')`));
    expect(await all('status=a%20OR%20Posted')).toEqual(await expectedIds(`status IN ('archived', 'posted')`));
    for (const s of ['posted', 'forecasted', 'closed', 'archived']) expect((await expectedIds(`status = $1`, [s])).length, s).toBeGreaterThan(0);
    const bad = await app.json('/api/grants/?status=open');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'status must be one of P (Posted), F (Forecasted), C (Closed), A (Archived), got "open"', code: 'validation_error', allowed: ['P', 'F', 'C', 'A'] });
  });

  it('applicant_types, funding_categories, funding_instruments: code or description, any case, OR-list; a grant matches when it carries one', async () => {
    expect(await all('applicant_types=25')).toEqual(await expectedIds(`'25' = ANY(applicant_types)`));
    expect(await all(`applicant_types=${encodeURIComponent('small businesses|STATE GOVERNMENTS')}`)).toEqual(await expectedIds(`applicant_types && ARRAY['23', '00']`));
    expect((await expectedIds(`'23' = ANY(applicant_types)`)).length).toBeGreaterThan(0);
    expect(await all('funding_categories=hl|ar')).toEqual(await expectedIds(`funding_categories && ARRAY['HL', 'AR']`));
    expect(await all(`funding_categories=${encodeURIComponent('science and technology and other research and development')}`)).toEqual(await expectedIds(`'ST' = ANY(funding_categories)`));
    expect((await expectedIds(`'ST' = ANY(funding_categories)`)).length).toBeGreaterThan(0);
    expect(await all('funding_instruments=ca')).toEqual(await expectedIds(`'CA' = ANY(funding_instruments)`));
    expect(await all('funding_instruments=procurement%20contract')).toEqual([G2]);
    for (const [name, good, value, allowed] of [
      ['applicant_types', '25', '24', APPLICANT_TYPES],
      ['funding_categories', 'hl', 'music', FUNDING_CATEGORIES],
      ['funding_instruments', 'G', 'loan', FUNDING_INSTRUMENTS],
    ] as const) {
      const res = await app.json(`/api/grants/?${name}=${good}|${value}`);
      expect(res.status, name).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', allowed: allowed.map((c) => c.code) });
      expect(res.body.error).toBe(`${name} must be one of the codes ${allowed.map((c) => c.code).join(', ')} (or their descriptions), got ${JSON.stringify(value)}`);
    }
  });

  it('posted and response date ranges: inclusive, with their errors', async () => {
    expect(await all('posted_date_after=2031-01-10&posted_date_before=2031-01-10')).toEqual([G2]);
    expect(await all('posted_date_after=2031-01-11')).toEqual([G1]);
    expect(await all('posted_date_after=2026-01-01&posted_date_before=2026-06-30')).toEqual(await expectedIds(`posted_date BETWEEN '2026-01-01' AND '2026-06-30'`));
    expect((await expectedIds(`posted_date BETWEEN '2026-01-01' AND '2026-06-30'`)).length).toBeGreaterThan(0);
    expect(await all('response_date_after=2031-03-01&response_date_before=2031-03-01')).toEqual([G1]);
    expect(await all('response_date_before=2026-11-22')).toEqual(await expectedIds(`response_date <= '2026-11-22'`));
    expect((await app.json('/api/grants/?posted_date_after=2026-06-30&posted_date_before=2026-01-01')).body).toEqual({ error: 'inverted range: posted_date_after is after posted_date_before', code: 'validation_error' });
    expect((await app.json('/api/grants/?response_date_after=2026-06-30&response_date_before=2026-01-01')).body).toEqual({ error: 'inverted range: response_date_after is after response_date_before', code: 'validation_error' });
    expect((await app.json('/api/grants/?response_date_before=2026-02-30')).status).toBe(400);
    expect((await app.json('/api/grants/?posted_date_after=yesterday')).status).toBe(400);
  });

  it('search: full text over title, number, agency and description, best match first; filters combine', async () => {
    expect(await all('search=zyzzyva')).toEqual([G1]);
    expect(await all('search=xylophone')).toEqual(expect.arrayContaining([G1]));
    const ranked = `ts_rank(search_vector, websearch_to_tsquery('english', 'research')) DESC, grant_id DESC`;
    const expected = await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'research')`, [], ranked);
    expect(expected.length).toBeGreaterThan(1);
    expect(await all('search=research')).toEqual(expected);
    expect(await all('search=research&status=posted&agency=hhs')).toEqual(
      await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'research') AND status = 'posted' AND agency_code ILIKE '%HHS%'`, [], ranked),
    );
  });
});

describe('ordering', () => {
  it('posted_date (last_updated is its alias), deadline_current (the current closing date, empties last both ways), rank with a search', async () => {
    for (const [ordering, order] of [
      ['posted_date', 'posted_date ASC NULLS LAST, grant_id ASC'],
      ['-posted_date', 'posted_date DESC NULLS LAST, grant_id DESC'],
      ['last_updated', 'posted_date ASC NULLS LAST, grant_id ASC'],
      ['-last_updated', 'posted_date DESC NULLS LAST, grant_id DESC'],
      ['deadline_current', 'response_date ASC NULLS LAST, grant_id ASC'],
      ['-deadline_current,posted_date', 'response_date DESC NULLS LAST, posted_date ASC NULLS LAST, grant_id DESC'],
    ] as const) {
      expect(await all(`ordering=${ordering}`), ordering).toEqual(await expectedIds('TRUE', [], order));
    }
    const desc = await all('ordering=-deadline_current');
    expect(desc.indexOf(G1)).toBeLessThan(desc.indexOf(G2));
    expect(await all('search=research&ordering=-rank')).toEqual(
      await expectedIds(`search_vector @@ websearch_to_tsquery('english', 'research')`, [], `ts_rank(search_vector, websearch_to_tsquery('english', 'research')) ASC, grant_id ASC`),
    );
  });

  it('anything else answers 400 with the allowlist; rank needs a non-empty search', async () => {
    const res = await app.json('/api/grants/?ordering=title');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', allowed: ['posted_date', 'last_updated', 'deadline_current', 'rank'] });
    for (const bad of ['response_date', 'grant_id', '', '-', 'posted_date,posted_date']) expect((await app.json(`/api/grants/?ordering=${bad}`)).status, bad).toBe(400);
    expect((await app.json('/api/grants/?ordering=rank')).body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
    expect((await app.json('/api/grants/?ordering=-rank&status=p')).status).toBe(400);
  });
});

describe('organization: resolved from agency_code by walking its segments', () => {
  // a directory over a small hierarchy: departments by abbreviation, agencies by (department, abbreviation)
  type Node = { id: string; department: string };
  const depts: Record<string, Node> = { HHS: { id: 'd:HHS', department: 'HHS' }, DOC: { id: 'd:DOC', department: 'DOC' }, DOJ: { id: 'd:DOJ', department: 'DOJ' }, NSF: { id: 'd:NSF', department: 'NSF' }, DOI: { id: 'd:DOI', department: 'DOI' } };
  const agencies: Record<string, Node> = {
    'HHS:NIH': { id: 'a:NIH', department: 'HHS' }, 'HHS:SAMHSA': { id: 'a:SAMHSA', department: 'HHS' }, 'DOC:NOAA': { id: 'a:NOAA', department: 'DOC' },
    'NSF:NSF': { id: 'a:NSF', department: 'NSF' }, 'DOI:USFWS': { id: 'a:USFWS', department: 'DOI' },
  };
  const calls: string[] = [];
  const dir: GrantOrganizationDirectory<Node> = {
    department: (abbr) => (calls.push(`d:${abbr}`), depts[abbr] ?? null),
    agency: (d, abbr) => (calls.push(`a:${d.department}:${abbr}`), agencies[`${d.department}:${abbr}`] ?? null),
  };
  const resolve = (code: string) => resolveGrantOrganization(code, dir)?.id ?? null;

  it('strips the trailing fiscal-cycle digits and lists the prefixes, most specific first', () => {
    expect(grantAgencyPrefixes('HHS-NIH11')).toEqual(['HHS-NIH', 'HHS']);
    expect(grantAgencyPrefixes('DOC-NOAA-ERA')).toEqual(['DOC-NOAA-ERA', 'DOC-NOAA', 'DOC']);
    expect(grantAgencyPrefixes(' usdoj-ojp-bja ')).toEqual(['USDOJ-OJP-BJA', 'USDOJ-OJP', 'USDOJ']);
    expect(grantAgencyPrefixes('NSF')).toEqual(['NSF']);
    expect(grantAgencyPrefixes('DOD-AMRAA-2')).toEqual(['DOD-AMRAA', 'DOD']);
    expect(grantAgencyPrefixes('HHS--CDC')).toEqual(['HHS-CDC', 'HHS']);
    expect(grantAgencyPrefixes('123')).toEqual([]);
    expect(grantAgencyPrefixes('')).toEqual([]);
  });

  it('takes the most specific prefix naming an agency of the department, else the department (or its own agency), else null', () => {
    calls.length = 0;
    expect(resolve('HHS-NIH11')).toBe('a:NIH');
    expect(calls).toEqual(['d:HHS', 'a:HHS:NIH']);
    calls.length = 0;
    expect(resolve('DOC-NOAA-ERA')).toBe('a:NOAA');
    expect(calls).toEqual(['d:DOC', 'a:DOC:ERA', 'a:DOC:NOAA']);
    expect(resolve('HHS-CDC-NCEZID')).toBe('d:HHS');
    expect(resolve('HHS')).toBe('d:HHS');
    expect(resolve('NSF')).toBe('a:NSF');
    expect(resolve('hhs-nih')).toBe('a:NIH');
    // aliases: Grants.gov spellings of a department or agency
    expect(resolve('USDOJ-OJP-BJA')).toBe('d:DOJ');
    expect(resolve('DOI-FWS')).toBe('a:USFWS');
    expect(resolve('HHS-SAMHS-SAMHSA')).toBe('a:SAMHSA');
    expect(resolve('HHS-SAMHS')).toBe('a:SAMHSA');
    // no canonical organisation
    expect(resolve('NEA')).toBeNull();
    expect(resolve('PAMS-SC')).toBeNull();
    expect(resolve('NIH-HHS')).toBeNull();
    expect(resolve('')).toBeNull();
  });

  it('every loaded grant carries the organisation the rule gives over the database hierarchy', async () => {
    const deptRows = await q<{ abbr: string; id: string; cgac: string }>(
      `SELECT upper(d.abbreviation) AS abbr, o.organization_id::text AS id, d.cgac FROM department d JOIN organization o ON o.type = 'DEPARTMENT' AND o.department_code = d.cgac WHERE d.abbreviation IS NOT NULL`,
    );
    const agencyRows = await q<{ key: string; id: string }>(
      `SELECT a.department_cgac || ':' || upper(a.abbreviation) AS key, o.organization_id::text AS id FROM agency a JOIN organization o ON o.type = 'AGENCY' AND o.code = a.code WHERE a.abbreviation IS NOT NULL`,
    );
    type Org = { id: string; cgac: string };
    const byAbbr = new Map(deptRows.map((d) => [d.abbr, { id: d.id, cgac: d.cgac }]));
    const byKey = new Map(agencyRows.map((a) => [a.key, a.id]));
    const dbDir: GrantOrganizationDirectory<Org> = {
      department: (abbr) => byAbbr.get(abbr.toUpperCase()) ?? null,
      agency: (d, abbr) => {
        const id = byKey.get(`${d.cgac}:${abbr.toUpperCase()}`);
        return id ? { id, cgac: d.cgac } : null;
      },
    };
    const grants = await q<{ grant_id: number; agency_code: string; oid: string | null }>(`SELECT grant_id, agency_code, organization_id::text AS oid FROM grant_opportunity WHERE grant_id < 990000`);
    expect(grants.length).toBeGreaterThan(20);
    for (const g of grants) expect(g.oid, `${g.grant_id} ${g.agency_code}`).toBe(resolveGrantOrganization(g.agency_code, dbDir)?.id ?? null);
    // the data exercises each outcome: an agency, a department, nothing
    const kinds = await q<{ type: string | null; n: number }>(
      `SELECT o.type::text AS type, count(*)::int AS n FROM grant_opportunity g LEFT JOIN organization o ON o.organization_id = g.organization_id WHERE g.grant_id < 990000 GROUP BY 1 ORDER BY 1`,
    );
    expect(kinds.map((k) => k.type).sort()).toEqual(expect.arrayContaining(['AGENCY']));
    // NIH notices name the NIH, not the department
    const nih = await app.json('/api/grants/?agency=HHS-NIH&limit=5&shape=agency_code,organization(agency_code,department_code)');
    expect(nih.body.count).toBeGreaterThan(0);
    for (const r of nih.body.results) expect(r.organization).toEqual({ agency_code: '7529', department_code: '075' });
  });
});

describe('GraphQL', () => {
  it('grants and grant(grantId:) answer what REST answers', async () => {
    const rest = await app.json('/api/grants/?status=posted|closed&ordering=deadline_current&limit=6&page=2&shape=grant_id,status,organization(agency_name),applicant_types(code),funding_details(award_ceiling),important_dates(response_date),grantor_contact(name)');
    const gql = await app.graphql(
      '{ grants(filter: {status: "posted|closed"}, ordering: "deadline_current", limit: 6, page: 2) { count previous results { grantId status { code description } organization { agencyName } applicantTypes { code } fundingDetails { awardCeiling } importantDates { responseDate } grantorContact { name } } } }',
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.grants).toMatchObject({ count: rest.body.count, previous: '1' });
    expect(gql.body.data.grants.results).toEqual(
      rest.body.results.map((r: any) => ({
        grantId: r.grant_id,
        status: r.status,
        organization: r.organization && { agencyName: r.organization.agency_name },
        applicantTypes: r.applicant_types,
        fundingDetails: { awardCeiling: r.funding_details.award_ceiling === null ? null : r.funding_details.award_ceiling.toFixed(2) },
        importantDates: { responseDate: r.important_dates.response_date },
        grantorContact: { name: r.grantor_contact.name },
      })),
    );
    const one = await app.graphql(`{ grant(grantId: "${G1}") { grantId opportunityNumber synopsis forecast opportunityHistory cfdaNumbers { number title } attachments { postedDate } } }`);
    expect(one.body.data.grant).toEqual({
      grantId: G1, opportunityNumber: 'ZZ-XYL-31-001', synopsis: G1_SYNOPSIS, forecast: null, opportunityHistory: G1_HISTORY,
      cfdaNumbers: [{ number: '99.123', title: 'Xylophone Research' }, { number: '99.456', title: 'Zither Programs' }], attachments: [{ postedDate: '2031-01-15T12:00:00.000Z' }],
    });
    const err = await app.graphql('{ grants(filter: {fundingInstruments: "loan"}) { count } }');
    expect(err.status).toBe(400);
    expect(err.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: (await app.json('/api/grants/?funding_instruments=loan')).body });
    const rank = await app.graphql('{ grants(ordering: "rank") { count } }');
    expect(rank.status).toBe(400);
  });

  it('one statement per page and per detail', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/grants/?limit=100&applicant_types=25|00|12&shape=grant_id,organization(*),applicant_types(*),funding_categories(*),funding_instruments(*),cfda_numbers(*),attachments(*),status(*),synopsis';
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    log.length = 0;
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/grants/${G1}/`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
