/**
 * IT investments (/api/itdashboard/, GraphQL itInvestments and
 * itInvestment(uii:)): the page-number envelope and default shapes, every
 * expansion against the stored rows, the business_case_html field gate, the
 * tier gates of the filters (403 tier_required, anonymous callers as Free),
 * every filter and ordering against SQL, error bodies, REST/GraphQL parity
 * and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string) => ({ headers: { 'x-api-key': key } });
const free = as('demo_free');
const small = as('demo_small');
const medium = as('demo_medium');
const enterprise = as('demo_enterprise');
const uiis = (body: { results: { uii: string }[] }) => body.results.map((r) => r.uii);
const day = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10));
const DEFAULT_ORDER = 'updated_time DESC, uii DESC';

// fixtures with distinctive values: an agency code and names no generated investment uses
const X1 = '999-000000001';
const X2 = '999-000000002';
const X1_FUNDING = { fy2020_contribution: 0, fy2020_internal_funding: 10.5, fy2021_contribution: 1.25, fy2021_internal_funding: 11, fy2022_contribution: 0, fy2022_internal_funding: 12, fy2023_contribution: 0, fy2023_internal_funding: 13, fy2024_contribution: 0, fy2024_internal_funding: 14, fy2025_contribution: 2.5, fy2025_internal_funding: 15.125 };
const X1_DETAILS = {
  business_case_url: 'https://www.itdashboard.gov/itdb_exhibit300/999-000000001', change_in_status: 'No Change', current_uii: X1, investment_description: 'Xylophone registry.',
  it_infrastructure_and_management_type: null, last_updated: '2031-01-15T23:30:00.000Z', mission_delivery_and_management_support_area: 7, mission_support_investment_categories: null,
  national_security_system_identifier: 0, previous_uii: '999-000000000', public_urls: null, shared_services_category: 'Not applicable', shared_services_identifier: 2,
};

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  const insert = `INSERT INTO it_investment (uii, agency_code, bureau_code, agency_name, bureau_name, investment_title, investment_description, type_of_investment, part_of_it_portfolio,
      updated_time, url, organization_id, business_case_html, cio_rating, performance_risk, funding, details, cost_pools_towers, funding_sources, performance_actual, operational_analysis, modified)
    VALUES ($1, 999, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10, NULL, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb, $17::jsonb, $18::jsonb, $19::jsonb, now())`;
  await q(insert, [
    X1, 12, 'Office of Xylophonic Affairs', 'Bureau of Zither Standards', 'Xylophone Registry Modernization', 'Modernizes the zyzzyva tracking of xylophones.', 'Major IT Investments',
    'Part 1. IT Investments for Mission Delivery', '2031-01-15T23:30:00Z', `https://www.itdashboard.gov/investment-basic/${X1}`, '<div><h2>Xylophone</h2></div>', 1, true,
    JSON.stringify(X1_FUNDING), JSON.stringify(X1_DETAILS),
    JSON.stringify([{ fiscalYear: 2031, tbmType: 'Cost Pool', category: 'Hardware', sourceType: 'Agency Submission', amount: 1.5, updatedTime: '2031-01-10T00:00:00Z' }]),
    JSON.stringify([{ fiscalYear: 2031, budgetAccountCode: '999-12-0001', budgetAccountName: 'Salaries and Expenses', 'agencyCode(fromBudgetAccount)': 999, 'bureauCode(fromBudgetAccount)': 12, fundingType: 'DME', sourceType: 'Agency Submission', fundingAmount: 3.25, updatedTime: '2031-01-11T12:00:00Z' }]),
    JSON.stringify([{ metricAgencyId: 11, metricActualAgencyId: 22, metricDescription: 'Uptime', unitOfMeasure: 'Percent', measurementCondition: 'Over target', reportingFrequency: 'Monthly', target2030PY: 99, target2031CY: 99.5, actualResult: 97.25, dateOfActualResult: '2031-01-02', metTarget: 'No', comment: 'Outage.', updatedTime: '2031-01-12T00:00:00Z' }]),
    JSON.stringify([{ investmentTitle: 'Xylophone Registry Modernization', date: '2030-11-30', analysisConclusion: 'Continue investment as planned', analysisResults: 'Fine.', updatedTime: '2030-12-01T08:00:00Z' }]),
  ]);
  await q(insert, [
    X2, 0, 'Xylophonic Affairs Commission', 'Xylophonic Affairs Commission', 'Zither Data Platform', null, 'Non-Major IT Investments', 'Part 2. IT Investments for Administrative Services and Mission Support',
    '2031-01-16T00:00:00Z', `https://www.itdashboard.gov/investment-basic/${X2}`, null, 5, false, null, null, '[]', '[]', '[]', '[]',
  ]);
  await q(`INSERT INTO it_cio_evaluation (uii, rating, comment, date, latest) VALUES ($1, 3, 'Earlier rating.', '2030-01-10', false), ($1, 1, NULL, '2030-12-01', true), ($2, 5, 'Fine.', '2030-06-01', true)`, [X1, X2]);
  await q(`INSERT INTO it_contract (uii, piid, award_key, vendor_name, vendor_uei, obligated, start_date, end_date) VALUES ($1, 'ZZ0001', NULL, 'Zither Corp', 'ZZZZZZZZZZZ1', 1234567.89, '2030-02-01', NULL)`, [X1]);
  await q(`INSERT INTO it_project (uii, project_id, name, objective, start_date, completion_date, lifecycle_cost, schedule_variance_pct, cost_variance_pct) VALUES ($1, '000000001-P001', 'Migrate the registry', NULL, '2030-03-01', NULL, 500000.5, -12.5, NULL)`, [X1]);
  await q(`INSERT INTO it_performance_metric (uii, metric_id, description, unit, target, actual, direction, met, reporting_frequency, measurement_area) VALUES
      ($1, 'X-M01', 'Uptime', 'Percent', 99.5, 97.25, 'over', false, 'Monthly', 'Technology Reliability and Availability'),
      ($1, 'X-M02', 'Response time', 'Seconds', 2, 1.5, 'under', true, 'Monthly', 'Technology Performance'),
      ($1, 'X-M03', 'Releases', 'Count', 4, NULL, 'over', NULL, 'Quarterly', 'Innovation'),
      ($2, 'X-M01', 'Uptime', 'Percent', 99, 99.9, 'over', true, 'Monthly', 'Technology Reliability and Availability')`, [X1, X2]);
});
afterAll(async () => {
  await app?.close();
});

async function expectedUiis(where: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<string[]> {
  return (await q<{ uii: string }>(`SELECT uii FROM it_investment t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.uii);
}

async function all(query: string, caller: { headers?: Record<string, string> } = enterprise): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await app.json(`/api/itdashboard/?${query}${query ? '&' : ''}limit=100&page=${page}&shape=uii`, caller);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...uiis(res.body));
    if (!res.body.next) break;
  }
  return out;
}

const ROW_SQL = `SELECT t.*, t.organization_id::text AS oid, o.office_code, o.office_name, o.agency_code AS o_agency_code, o.agency_name AS o_agency_name, o.department_code, o.department_name
  FROM it_investment t LEFT JOIN organization o ON o.organization_id = t.organization_id`;

function listRow(r: Record<string, any>) {
  return {
    uii: r.uii, agency_name: r.agency_name, bureau_name: r.bureau_name, investment_title: r.investment_title, type_of_investment: r.type_of_investment,
    part_of_it_portfolio: r.part_of_it_portfolio, updated_time: r.updated_time.toISOString(), url: r.url,
    organization: r.oid === null ? null : { organization_id: r.oid, office_code: r.office_code, office_name: r.office_name, agency_code: r.o_agency_code, agency_name: r.o_agency_name, department_code: r.department_code, department_name: r.department_name },
  };
}

describe('GET /api/itdashboard/ envelope and default shapes', () => {
  it('answers the page-number envelope with the default list shape, most recently updated first, to anonymous callers', async () => {
    const rows = await q(`${ROW_SQL} ORDER BY t.${DEFAULT_ORDER.replace(', uii', ', t.uii')}`);
    expect(rows.length).toBeGreaterThan(25);
    const res = await app.json('/api/itdashboard/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.next).toBe('http://test.local/api/itdashboard/?page=2');
    expect(res.body.previous).toBeNull();
    expect(res.body.results).toEqual(rows.slice(0, 25).map(listRow));
    expect(uiis(res.body).slice(0, 2)).toEqual([X2, X1]);
    // generated investments resolve to their department; the fixtures to nothing
    expect(res.body.results.filter((r: any) => r.organization !== null).length).toBeGreaterThan(0);
    expect(res.body.results[0].organization).toBeNull();
    const last = Math.ceil(rows.length / 100);
    const page = await app.json(`/api/itdashboard/?limit=100&page=${last}`);
    expect(page.body.results).toEqual(rows.slice((last - 1) * 100).map(listRow));
    expect(page.body.next).toBeNull();
    expect((await app.json(`/api/itdashboard/?limit=100&page=${last + 1}`)).status).toBe(404);
    expect((await app.json('/api/itdashboard/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
    expect((await app.json('/api/itdashboard/?limit=0')).status).toBe(400);
  });

  it('serves one investment by UII with the detail default shape (the list shape plus agency_code and bureau_code)', async () => {
    const [r] = await q(`${ROW_SQL} WHERE t.organization_id IS NOT NULL ORDER BY t.uii LIMIT 1`);
    const res = await app.json(`/api/itdashboard/${r.uii}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...listRow(r), agency_code: r.agency_code, bureau_code: r.bureau_code });
    expect(Object.keys(res.body)).toEqual([...Object.keys(listRow(r)), 'agency_code', 'bureau_code']);
    expect(res.body.organization.organization_id).toBe(r.oid);
  });

  it('answers 404 for an unknown UII and for anything not of the UII form', async () => {
    for (const path of ['999-000000009', 'abc', '007-12345678', '007-1234567890', '0071-23456789', '007_123456789', '%20007-000000001']) {
      const res = await app.json(`/api/itdashboard/${path}/`);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const gql = await app.graphql(`{ a: itInvestment(uii: "${X1}") { uii } b: itInvestment(uii: "nope") { uii } c: itInvestment(uii: "999-000000009") { uii } }`);
    expect(gql.body.data).toEqual({ a: { uii: X1 }, b: null, c: null });
  });
});

describe('expansions', () => {
  it('serves every expansion of the fixture as stored, snake_case leaves over the portal blocks', async () => {
    const shape = 'uii,funding(*),details(*),cio_evaluation(*),contracts(*),projects(*),cost_pools_towers(*),funding_sources(*),performance_metrics(*),performance_actual(*),operational_analysis(*),organization(*),organization_id';
    const res = await app.json(`/api/itdashboard/${X1}/?shape=${shape}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uii: X1,
      funding: X1_FUNDING,
      details: X1_DETAILS,
      cio_evaluation: [
        { rating: 1, rating_description: 'High Risk', comment: null, date: '2030-12-01', latest: true },
        { rating: 3, rating_description: 'Medium Risk', comment: 'Earlier rating.', date: '2030-01-10', latest: false },
      ],
      contracts: [{ piid: 'ZZ0001', award_key: null, vendor_name: 'Zither Corp', vendor_uei: 'ZZZZZZZZZZZ1', obligated: 1234567.89, start_date: '2030-02-01', end_date: null }],
      projects: [{ project_id: '000000001-P001', name: 'Migrate the registry', objective: null, start_date: '2030-03-01', completion_date: null, lifecycle_cost: 500000.5, schedule_variance_pct: -12.5, cost_variance_pct: null }],
      cost_pools_towers: [{ fiscal_year: 2031, tbm_type: 'Cost Pool', category: 'Hardware', source_type: 'Agency Submission', amount: 1.5, updated_time: '2031-01-10T00:00:00.000Z' }],
      funding_sources: [{ fiscal_year: 2031, budget_account_code: '999-12-0001', budget_account_name: 'Salaries and Expenses', agency_code: 999, bureau_code: 12, funding_type: 'DME', source_type: 'Agency Submission', funding_amount: 3.25, updated_time: '2031-01-11T12:00:00.000Z' }],
      performance_metrics: [
        { metric_id: 'X-M01', description: 'Uptime', unit: 'Percent', target: 99.5, actual: 97.25, direction: 'over', met: false, reporting_frequency: 'Monthly', measurement_area: 'Technology Reliability and Availability' },
        { metric_id: 'X-M02', description: 'Response time', unit: 'Seconds', target: 2, actual: 1.5, direction: 'under', met: true, reporting_frequency: 'Monthly', measurement_area: 'Technology Performance' },
        { metric_id: 'X-M03', description: 'Releases', unit: 'Count', target: 4, actual: null, direction: 'over', met: null, reporting_frequency: 'Quarterly', measurement_area: 'Innovation' },
      ],
      performance_actual: [{
        metric_agency_id: 11, metric_actual_agency_id: 22, metric_description: 'Uptime', unit_of_measure: 'Percent', measurement_condition: 'Over target', reporting_frequency: 'Monthly',
        target_prior_year: 99, target_current_year: 99.5, actual_result: 97.25, date_of_actual_result: '2031-01-02', met_target: 'No', comment: 'Outage.', updated_time: '2031-01-12T00:00:00.000Z',
      }],
      operational_analysis: [{ investment_title: 'Xylophone Registry Modernization', date: '2030-11-30', analysis_conclusion: 'Continue investment as planned', analysis_results: 'Fine.', updated_time: '2030-12-01T08:00:00.000Z' }],
      organization: null,
      organization_id: null,
    });
    // nothing recorded: null objects, empty lists
    const empty = await app.json(`/api/itdashboard/${X2}/?shape=funding,details,contracts,projects,cost_pools_towers,funding_sources,performance_actual,operational_analysis,business_case_html`, enterprise);
    expect(empty.body).toEqual({ funding: null, details: null, contracts: [], projects: [], cost_pools_towers: [], funding_sources: [], performance_actual: [], operational_analysis: [], business_case_html: null });
    // bare expansion names mean all their leaves; sub-selections pick leaves
    const some = await app.json(`/api/itdashboard/${X1}/?shape=cio_evaluation(rating,latest),funding(fy2025_internal_funding)`);
    expect(some.body).toEqual({ cio_evaluation: [{ rating: 1, latest: true }, { rating: 3, latest: false }], funding: { fy2025_internal_funding: 15.125 } });
  });

  it('generated investments: the joined lists are the child rows, the json blocks the stored arrays', async () => {
    const [r] = await q<{ uii: string }>(`SELECT uii FROM it_investment t WHERE EXISTS (SELECT 1 FROM it_contract c WHERE c.uii = t.uii) AND EXISTS (SELECT 1 FROM it_project p WHERE p.uii = t.uii) ORDER BY uii LIMIT 1`);
    expect(r).toBeDefined();
    const res = await app.json(`/api/itdashboard/${r.uii}/?shape=cio_evaluation(rating,date,latest),contracts(piid,obligated),projects(project_id),performance_metrics(metric_id,met),cost_pools_towers(category,amount),funding_sources(funding_type),performance_actual(met_target),operational_analysis(date),funding(*),details(current_uii)`);
    const evals = await q(`SELECT rating, date, latest FROM it_cio_evaluation WHERE uii = $1 ORDER BY date DESC, id DESC`, [r.uii]);
    expect(res.body.cio_evaluation).toEqual(evals.map((e) => ({ rating: e.rating, date: day(e.date), latest: e.latest })));
    expect(res.body.cio_evaluation.filter((e: any) => e.latest)).toHaveLength(1);
    const contracts = await q(`SELECT piid, obligated::float8 AS obligated FROM it_contract WHERE uii = $1 ORDER BY start_date DESC NULLS LAST, id`, [r.uii]);
    expect(res.body.contracts).toEqual(contracts.map((c) => ({ piid: c.piid, obligated: c.obligated })));
    expect(res.body.projects).toEqual((await q(`SELECT project_id FROM it_project WHERE uii = $1 ORDER BY project_id`, [r.uii])).map((p) => ({ project_id: p.project_id })));
    expect(res.body.performance_metrics).toEqual((await q(`SELECT metric_id, met FROM it_performance_metric WHERE uii = $1 ORDER BY metric_id`, [r.uii])).map((m) => ({ metric_id: m.metric_id, met: m.met })));
    const [blocks] = await q(`SELECT funding, details, cost_pools_towers, funding_sources, performance_actual, operational_analysis FROM it_investment WHERE uii = $1`, [r.uii]);
    expect(res.body.cost_pools_towers).toEqual(blocks.cost_pools_towers.map((c: any) => ({ category: c.category, amount: c.amount })));
    expect(res.body.funding_sources).toEqual(blocks.funding_sources.map((c: any) => ({ funding_type: c.fundingType })));
    expect(res.body.performance_actual).toEqual(blocks.performance_actual.map((c: any) => ({ met_target: c.metTarget })));
    expect(res.body.operational_analysis).toEqual(blocks.operational_analysis.map((c: any) => ({ date: c.date })));
    expect(res.body.funding).toEqual(blocks.funding);
    expect(res.body.details).toEqual({ current_uii: r.uii });
  });

  it('an unknown leaf or expansion answers the shape 400', async () => {
    const res = await app.json('/api/itdashboard/?shape=uii,cio_evaluation(cioRating)');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', errors: [{ path: 'cio_evaluation.cioRating', field: 'cioRating', reason: 'unknown field cioRating; did you mean rating?', suggestion: 'rating', valid_choices: ['comment', 'date', 'latest', 'rating', 'rating_description'] }] });
    expect((await app.json('/api/itdashboard/?shape=uii,nope')).status).toBe(400);
  });
});

describe('business_case_html (Business plan and above)', () => {
  it('below Medium: HTTP 200, the field omitted, meta.upgrade_hints; GraphQL null with extensions.upgradeHints', async () => {
    for (const caller of [{}, free, small]) {
      const res = await app.json(`/api/itdashboard/${X1}/?shape=uii,business_case_html`, caller);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        uii: X1,
        meta: { upgrade_hints: { message: expect.stringContaining('business_case_html'), fields: [{ field: 'business_case_html', required_tier: 'medium' }], upgrade_url: expect.stringMatching(/^https?:/) } },
      });
    }
    const list = await app.json('/api/itdashboard/?shape=uii,business_case_html&limit=5', small);
    expect(list.body.results).toHaveLength(5);
    for (const r of list.body.results) expect(Object.keys(r)).toEqual(['uii']);
    expect(list.body.meta.upgrade_hints.fields).toEqual([{ field: 'business_case_html', required_tier: 'medium' }]);
    const gql = await app.graphql(`{ itInvestment(uii: "${X1}") { uii businessCaseHtml } }`, undefined, small.headers);
    expect(gql.body.data.itInvestment).toEqual({ uii: X1, businessCaseHtml: null });
    expect(gql.body.extensions.upgradeHints).toMatchObject({ fields: [{ field: 'business_case_html', required_tier: 'medium' }], upgrade_url: expect.stringMatching(/^https?:/) });
  });

  it('Medium and above get the stored HTML', async () => {
    const [{ html }] = await q<{ html: string }>(`SELECT business_case_html AS html FROM it_investment WHERE uii = $1`, [X1]);
    for (const caller of [medium, enterprise]) {
      const res = await app.json(`/api/itdashboard/${X1}/?shape=business_case_html`, caller);
      expect(res.body).toEqual({ business_case_html: html });
    }
    const gql = await app.graphql(`{ itInvestment(uii: "${X1}") { businessCaseHtml } }`, undefined, medium.headers);
    expect(gql.body.data.itInvestment).toEqual({ businessCaseHtml: html });
    expect(gql.body.extensions?.upgradeHints).toBeUndefined();
  });
});

describe('filter tier gates', () => {
  const PRO = ['agency_code=7', 'type_of_investment=major%20it%20investments', 'updated_time_after=2025-01-01', 'updated_time_before=2025-01-01'];
  const BUSINESS = ['cio_rating=1', 'cio_rating_max=2', 'performance_risk=true'];

  it('Pro filters answer 403 tier_required to anonymous and Free callers, before the value is read', async () => {
    for (const [caller, tier] of [[{}, 'free'], [free, 'free']] as const) {
      for (const p of [...PRO, 'agency_code=abc', 'updated_time_after=nope']) {
        const res = await app.json(`/api/itdashboard/?${p}`, caller);
        expect(res.status, p).toBe(403);
        expect(Object.keys(res.body).sort()).toEqual(['code', 'current_tier', 'error', 'required_tier', 'upgrade_url']);
        expect(res.body).toMatchObject({ code: 'tier_required', required_tier: 'small', current_tier: tier, upgrade_url: expect.stringMatching(/^https?:\/\//) });
        expect(res.body.error).toMatch(/^The \w+ filter needs the Small plan or above; this account is on the Free plan\.$/);
      }
    }
  });

  it('Business filters answer 403 below Medium, naming the Medium plan', async () => {
    for (const [caller, tier] of [[{}, 'free'], [free, 'free'], [small, 'small']] as const) {
      for (const p of [...BUSINESS, 'cio_rating=9']) {
        const res = await app.json(`/api/itdashboard/?${p}`, caller);
        expect(res.status, `${p} ${tier}`).toBe(403);
        expect(res.body).toMatchObject({ code: 'tier_required', required_tier: 'medium', current_tier: tier });
      }
    }
    // a list mixing levels: the first gated filter in the request is named
    const mixed = await app.json('/api/itdashboard/?agency_name=defense&cio_rating=1&agency_code=7', free);
    expect(mixed.body.error).toBe('The cio_rating filter needs the Medium plan or above; this account is on the Free plan.');
  });

  it('each plan is served at its level; the free filters work anonymously', async () => {
    for (const p of PRO) expect((await app.json(`/api/itdashboard/?${p}`, small)).status, p).toBe(200);
    for (const p of [...PRO, ...BUSINESS]) {
      expect((await app.json(`/api/itdashboard/?${p}`, medium)).status, p).toBe(200);
      expect((await app.json(`/api/itdashboard/?${p}`, enterprise)).status, p).toBe(200);
    }
    expect((await app.json('/api/itdashboard/?search=system&agency_name=department')).status).toBe(200);
  });

  it('GraphQL answers the same 403 with TIER_REQUIRED', async () => {
    const rest = await app.json('/api/itdashboard/?cio_rating_max=2', small);
    const gql = await app.graphql('{ itInvestments(filter: {cioRatingMax: 2}) { count } }', undefined, small.headers);
    expect(gql.status).toBe(403);
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'TIER_REQUIRED', body: rest.body });
    const anon = await app.graphql('{ itInvestments(filter: {agencyCode: "7"}) { count } }');
    expect(anon.status).toBe(403);
    expect(anon.body.errors![0].extensions.body).toMatchObject({ required_tier: 'small', current_tier: 'free' });
    const ok = await app.graphql('{ itInvestments(filter: {cioRatingMax: 2}) { count } }', undefined, medium.headers);
    expect(ok.body.data.itInvestments.count).toBe((await expectedUiis('cio_rating <= 2')).length);
  });
});

describe('filters', () => {
  it('search: full text over UII, title, description, agency and bureau names, best match first', async () => {
    expect(await all('search=xylophone', {})).toEqual(await expectedUiis(`search_vector @@ websearch_to_tsquery('english', 'xylophone')`, [], `ts_rank(search_vector, websearch_to_tsquery('english', 'xylophone')) DESC, uii DESC`));
    expect(await all('search=zither', {})).toEqual(expect.arrayContaining([X1, X2]));
    expect(await all('search=zyzzyva', {})).toEqual([X1]);
    expect(await all('search=zither%20standards', {})).toEqual([X1]);
    // a whole UII finds its investment
    const [{ uii }] = await q<{ uii: string }>(`SELECT uii FROM it_investment WHERE uii NOT LIKE '999-%' ORDER BY uii LIMIT 1`);
    expect(await all(`search=${uii}`, {})).toEqual([uii]);
    const ranked = `ts_rank(search_vector, websearch_to_tsquery('english', 'management')) DESC, uii DESC`;
    const expected = await expectedUiis(`search_vector @@ websearch_to_tsquery('english', 'management')`, [], ranked);
    expect(expected.length).toBeGreaterThan(1);
    expect(await all('search=management', {})).toEqual(expected);
    expect((await app.json('/api/itdashboard/?search=%20')).body).toEqual({ error: 'search must not be blank', code: 'validation_error' });
  });

  it('agency_name: case-insensitive substring, OR-list, at least 2 characters, wildcards literal', async () => {
    expect(await all('agency_name=XYLOPHONIC', {})).toEqual([X2, X1]);
    expect(await all('agency_name=veterans|homeland', {})).toEqual(await expectedUiis(`agency_name ILIKE '%veterans%' OR agency_name ILIKE '%homeland%'`));
    expect((await expectedUiis(`agency_name ILIKE '%veterans%'`)).length).toBeGreaterThan(0);
    expect((await expectedUiis(`agency_name ILIKE '%t%f%'`)).length).toBeGreaterThan(0);
    expect(await all(`agency_name=${encodeURIComponent('t%f')}|${encodeURIComponent('t_f')}`, {})).toEqual([]);
    expect((await app.json('/api/itdashboard/?agency_name=x')).body).toEqual({ error: 'agency_name needs at least 2 characters per value', code: 'validation_error' });
    expect((await app.json(`/api/itdashboard/?agency_name=${'x'.repeat(151)}`)).body).toEqual({ error: 'agency_name values are at most 150 characters, got 151', code: 'validation_error' });
  });

  it('agency_code (Pro): OMB codes, leading zeros allowed, OR-list', async () => {
    const codes = await q<{ c: number }>(`SELECT DISTINCT agency_code AS c FROM it_investment WHERE agency_code <> 999 ORDER BY 1 LIMIT 2`);
    expect(codes).toHaveLength(2);
    const [a, b] = codes.map((r) => r.c);
    expect(await all(`agency_code=${String(a).padStart(3, '0')}`, small)).toEqual(await expectedUiis('agency_code = $1', [a]));
    expect(await all(`agency_code=${a}|${b}%20OR%20999`, small)).toEqual(await expectedUiis('agency_code IN ($1, $2, 999)', [a, b]));
    expect((await app.json('/api/itdashboard/?agency_code=7|DOD', small)).body).toEqual({ error: 'agency_code values must be whole numbers, got "DOD"', code: 'validation_error' });
  });

  it('type_of_investment (Pro): case-insensitive exact, OR-list', async () => {
    expect(await all('type_of_investment=MAJOR%20IT%20INVESTMENTS', small)).toEqual(await expectedUiis(`type_of_investment = 'Major IT Investments'`));
    expect(await all(`type_of_investment=${encodeURIComponent('non-major it investments|funding transfer investments')}`, small)).toEqual(
      await expectedUiis(`type_of_investment IN ('Non-Major IT Investments', 'Funding Transfer Investments')`),
    );
    expect(await all('type_of_investment=major', small)).toEqual([]);
  });

  it('updated_time_after/_before (Pro): whole UTC days, inclusive, with their errors', async () => {
    expect(await all('updated_time_after=2031-01-15&updated_time_before=2031-01-15', small)).toEqual([X1]);
    expect(await all('updated_time_after=2031-01-16', small)).toEqual([X2]);
    expect(await all('updated_time_after=2026-01-01&updated_time_before=2026-06-30', small)).toEqual(
      await expectedUiis(`updated_time >= '2026-01-01T00:00:00Z' AND updated_time < '2026-07-01T00:00:00Z'`),
    );
    expect((await expectedUiis(`updated_time >= '2026-01-01T00:00:00Z' AND updated_time < '2026-07-01T00:00:00Z'`)).length).toBeGreaterThan(0);
    expect((await app.json('/api/itdashboard/?updated_time_after=2026-06-30&updated_time_before=2026-01-01', small)).body).toEqual({ error: 'inverted range: updated_time_after is after updated_time_before', code: 'validation_error' });
    expect((await app.json('/api/itdashboard/?updated_time_before=2026-02-30', small)).status).toBe(400);
    expect((await app.json('/api/itdashboard/?updated_time_after=2026-1-1', small)).status).toBe(400);
  });

  it('cio_rating and cio_rating_max (Business): the latest CIO rating, exact or at most; 1 to 5', async () => {
    const latest = `(SELECT e.rating FROM it_cio_evaluation e WHERE e.uii = t.uii AND e.latest)`;
    for (const r of [1, 2, 3, 4, 5]) expect(await all(`cio_rating=${r}`, medium), String(r)).toEqual(await expectedUiis(`${latest} = $1`, [r]));
    expect(await all('cio_rating=1', medium)).toContain(X1);
    expect(await all('cio_rating_max=2', medium)).toEqual(await expectedUiis(`${latest} IN (1, 2)`));
    expect(await all('cio_rating_max=4&cio_rating=3', medium)).toEqual(await expectedUiis(`${latest} = 3`));
    expect((await expectedUiis(`${latest} >= 4`)).length).toBeGreaterThan(0);
    expect((await expectedUiis(`${latest} <= 3`)).length).toBeGreaterThan(0);
    for (const bad of ['0', '6', 'abc', '2.5']) {
      const res = await app.json(`/api/itdashboard/?cio_rating=${bad}`, medium);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await app.json('/api/itdashboard/?cio_rating_max=6', medium)).body).toEqual({ error: 'cio_rating_max must be from 1 to 5, got 6', code: 'validation_error' });
  });

  it('performance_risk (Business): true when at least one performance metric is unmet', async () => {
    const unmet = `EXISTS (SELECT 1 FROM it_performance_metric m WHERE m.uii = t.uii AND m.met = false)`;
    const risky = await all('performance_risk=true', medium);
    expect(risky).toEqual(await expectedUiis(unmet));
    expect(risky).toContain(X1);
    const fine = await all('performance_risk=FALSE', medium);
    expect(fine).toEqual(await expectedUiis(`NOT ${unmet}`));
    expect(fine).toContain(X2);
    expect(risky.length).toBeGreaterThan(1);
    expect(fine.length).toBeGreaterThan(1);
    expect((await app.json('/api/itdashboard/?performance_risk=yes', medium)).body).toEqual({ error: 'performance_risk must be true or false, got "yes"', code: 'validation_error' });
  });

  it('the stored cio_rating and performance_risk agree with the child rows the filters describe', async () => {
    const [bad] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM it_investment t
      WHERE t.cio_rating IS DISTINCT FROM (SELECT e.rating FROM it_cio_evaluation e WHERE e.uii = t.uii AND e.latest)
         OR t.performance_risk <> EXISTS (SELECT 1 FROM it_performance_metric m WHERE m.uii = t.uii AND m.met = false)
         OR (SELECT count(*) FROM it_cio_evaluation e WHERE e.uii = t.uii AND e.latest) <> 1`);
    expect(bad.n).toBe(0);
  });
});

describe('ordering', () => {
  it('updated_time, agency_code and uii, either way; rank with a search; the uii breaks ties', async () => {
    for (const [ordering, order] of [
      ['updated_time', 'updated_time ASC, uii ASC'],
      ['-updated_time', 'updated_time DESC, uii DESC'],
      ['agency_code', 'agency_code ASC, uii ASC'],
      ['-agency_code,updated_time', 'agency_code DESC, updated_time ASC, uii DESC'],
      ['uii', 'uii ASC'],
      ['-uii', 'uii DESC'],
    ] as const) {
      expect(await all(`ordering=${ordering}`, {}), ordering).toEqual(await expectedUiis('TRUE', [], order));
    }
    expect(await all('search=system&ordering=-rank', {})).toEqual(
      await expectedUiis(`search_vector @@ websearch_to_tsquery('english', 'system')`, [], `ts_rank(search_vector, websearch_to_tsquery('english', 'system')) ASC, uii ASC`),
    );
    expect(await all('search=system&ordering=uii', {})).toEqual(await expectedUiis(`search_vector @@ websearch_to_tsquery('english', 'system')`, [], 'uii ASC'));
  });

  it('anything else answers 400 with the allowlist; rank needs a search', async () => {
    for (const bad of ['investment_title', 'cio_rating', 'modified', '-', 'updated_time,updated_time']) {
      const res = await app.json(`/api/itdashboard/?ordering=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await app.json('/api/itdashboard/?ordering=bureau_name')).body).toMatchObject({ allowed: ['updated_time', 'agency_code', 'uii', 'rank'] });
    expect((await app.json('/api/itdashboard/?ordering=rank')).body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
  });
});

describe('GraphQL', () => {
  it('itInvestments and itInvestment(uii:) answer what REST answers', async () => {
    const rest = await app.json('/api/itdashboard/?agency_name=department&ordering=uii&limit=7&page=2&shape=uii,agency_code,organization(agency_name),cio_evaluation(rating),funding(fy2024_internal_funding),contracts(obligated)', medium);
    const gql = await app.graphql(
      '{ itInvestments(filter: {agencyName: "department"}, ordering: "uii", limit: 7, page: 2) { count next previous results { uii agencyCode organization { agencyName } cioEvaluation { rating } funding { fy2024InternalFunding } contracts { obligated } } } }',
      undefined,
      medium.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(rest.body.count).toBeGreaterThan(7);
    expect(gql.body.data.itInvestments).toMatchObject({ count: rest.body.count, next: rest.body.count > 14 ? '3' : null, previous: '1' });
    expect(gql.body.data.itInvestments.results).toEqual(
      rest.body.results.map((r: any) => ({
        uii: r.uii,
        agencyCode: r.agency_code,
        organization: r.organization && { agencyName: r.organization.agency_name },
        cioEvaluation: r.cio_evaluation,
        funding: r.funding && { fy2024InternalFunding: r.funding.fy2024_internal_funding === null ? null : String(r.funding.fy2024_internal_funding) },
        contracts: r.contracts.map((c: any) => ({ obligated: c.obligated.toFixed(2) })),
      })),
    );
    const one = await app.graphql(`{ itInvestment(uii: "${X1}") { uii agencyCode bureauCode performanceMetrics { metricId met } performanceActual { targetPriorYear } details { previousUii } } }`);
    expect(one.body.data.itInvestment).toEqual({
      uii: X1, agencyCode: 999, bureauCode: 12,
      performanceMetrics: [{ metricId: 'X-M01', met: false }, { metricId: 'X-M02', met: true }, { metricId: 'X-M03', met: null }],
      performanceActual: [{ targetPriorYear: '99' }], details: { previousUii: '999-000000000' },
    });
    const err = await app.graphql('{ itInvestments(filter: {agencyName: "x"}) { count } }');
    expect(err.status).toBe(400);
    expect(err.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: (await app.json('/api/itdashboard/?agency_name=x')).body });
  });

  it('one statement per page and per detail, every expansion included', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const shape = 'uii,organization(*),funding(*),details(*),cio_evaluation(*),contracts(*),projects(*),cost_pools_towers(*),funding_sources(*),performance_metrics(*),performance_actual(*),operational_analysis(*),business_case_html';
    const headers = { 'x-api-key': 'demo_enterprise' };
    const url = `http://test.local/api/itdashboard/?limit=100&cio_rating_max=4&shape=${shape}`;
    expect((await recording.fetch(new Request(url, { headers }))).status).toBe(200);
    log.length = 0;
    expect((await recording.fetch(new Request(url, { headers }))).status).toBe(200);
    expect(log.filter((t) => /it_investment/.test(t)), log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/itdashboard/${X1}/?shape=${shape}`, { headers }))).status).toBe(200);
    expect(log.filter((t) => /it_investment/.test(t))).toHaveLength(1);
  });
});
