/**
 * Federal IT investments (document 3, "IT investment" and "IT investments"):
 * the records of the public IT Dashboard, one per unique investment
 * identifier (UII). Page-number lists (limit 1 to 100, default 25) and the
 * detail by UII (`007-000001234`: three digits, a dash, nine digits; any
 * other form, or an unknown UII, answers 404).
 *
 * Open endpoints (document 3 names no authentication for them, so document
 * 1's default holds: anonymous callers are served as Free), with tier gates
 * on filters (403 tier_required below the tier, before anything is read):
 *
 *  - every plan: search, agency_name;
 *  - "Pro and above" (PRO_TIER, Small+): agency_code, type_of_investment,
 *    updated_time_after, updated_time_before;
 *  - "Business and above" (BUSINESS_TIER, Medium+): cio_rating,
 *    cio_rating_max, performance_risk.
 *
 * `business_case_html` is a field gate (Business and above): named below
 * it, HTTP 200 with the field omitted and meta.upgrade_hints (GraphQL: null
 * and extensions.upgradeHints).
 *
 * The child tables (CIO evaluations, contracts, projects, performance
 * metrics) are joined lists; the portal's other blocks are stored as jsonb
 * as the portal publishes them (camelCase keys) and served with snake_case
 * leaves. `cio_rating` (the latest evaluation's rating) and
 * `performance_risk` (some metric unmet) are columns the loader derives from
 * those child rows, indexed for the filters; tests hold them to the rows.
 */
import { validationError } from '../engine/errors.js';
import { containsAny, f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { bool, date, dateTime, int, leaf, money, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec, type Tier } from '../engine/resource.js';
import { BUSINESS_TIER, PRO_TIER } from '../plans.js';
import { organizationPayload } from './awards-common.js';
import { checkAgencyValues, utcDayFilter } from './opportunities.js';

type GatedTier = Exclude<Tier, 'free'>;
/** "Pro and above" (Small+) and "Business and above" (Medium+), document 3 Authentication 4 and src/plans.ts. */
const PRO = PRO_TIER as GatedTier;
const BUSINESS = BUSINESS_TIER as GatedTier;

/** CIO risk ratings of the IT Dashboard (document 3, "IT investments"). */
export const CIO_RATINGS: readonly { rating: number; description: string }[] = [
  { rating: 1, description: 'High Risk' },
  { rating: 2, description: 'Moderately High Risk' },
  { rating: 3, description: 'Medium Risk' },
  { rating: 4, description: 'Moderately Low Risk' },
  { rating: 5, description: 'Low Risk' },
];

/** A UII: the three-digit agency code, a dash and nine digits. */
const UII_FORM = /^\d{3}-\d{9}$/;
export const isUii = (v: string) => UII_FORM.test(v);

// ───────────────────────────── jsonb readers ─────────────────────────────

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** A text member of a jsonb object. */
const jText = (key: string) => (e: string) => `${e}->>${lit(key)}`;
/** A numeric member (null unless the member is a JSON number: no cast can fail). */
const jNum = (key: string) => (e: string) => `(CASE WHEN jsonb_typeof(${e}->${lit(key)}) = 'number' THEN (${e}->>${lit(key)})::numeric END)`;
/** An integer member (a JSON number with no fraction). */
const jInt = (key: string) => (e: string) => `(CASE WHEN jsonb_typeof(${e}->${lit(key)}) = 'number' AND (${e}->>${lit(key)}) ~ '^-?[0-9]{1,9}$' THEN (${e}->>${lit(key)})::int END)`;
/** A timestamp member in ISO 8601 form (null otherwise). */
const jTime = (key: string) => (e: string) => `(CASE WHEN (${e}->>${lit(key)}) ~ '^\\d{4}-\\d{2}-\\d{2}T' THEN (${e}->>${lit(key)})::timestamptz END)`;
/** A date member, YYYY-MM-DD (null otherwise). */
const jDate = (key: string) => (e: string) => `(CASE WHEN (${e}->>${lit(key)}) ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN (${e}->>${lit(key)})::date END)`;
/** The numeric member whose key matches a pattern (the portal names targets by year: target2025CY). */
const jNumKey = (pattern: string) => (e: string) =>
  `(SELECT CASE WHEN jsonb_typeof(kv.value) = 'number' THEN (kv.value #>> '{}')::numeric END FROM jsonb_each(${e}) kv WHERE kv.key ~ ${lit(pattern)} ORDER BY kv.key DESC LIMIT 1)`;

/** A list of objects read from a jsonb array column, element by element. */
function jsonList(typeName: string, column: string, fields: Record<string, FieldSpec>, description: string): ComposedSpec {
  return { kind: 'composed', typeName, description, list: true, bareMeansAll: true, jsonArray: (t) => `${t}.${column}`, fields };
}

// ───────────────────────────── expansions ─────────────────────────────

const ratingDescription = (e: string) => `(CASE ${e}.rating ${CIO_RATINGS.map((r) => `WHEN ${r.rating} THEN ${lit(r.description)}`).join(' ')} END)`;

const cioEvaluation: JoinSpec = {
  kind: 'join',
  typeName: 'ItCioEvaluation',
  description: 'CIO evaluations, newest first: the rating (1 High Risk to 5 Low Risk), its description, the comment, the rating date and whether it is the latest.',
  table: 'it_cio_evaluation',
  list: true,
  bareMeansAll: true,
  on: (t, e) => `${e}.uii = ${t}.uii`,
  orderBy: (e) => `${e}.date DESC, ${e}.id DESC`,
  fields: {
    rating: int({ description: '1 High Risk, 2 Moderately High Risk, 3 Medium Risk, 4 Moderately Low Risk, 5 Low Risk.' }),
    rating_description: str({ sql: ratingDescription }),
    comment: str(),
    date: date({ description: 'When the CIO rated the investment.' }),
    latest: bool({ description: 'The latest evaluation (the one the cio_rating filters read).' }),
  },
};

const contracts: JoinSpec = {
  kind: 'join',
  typeName: 'ItInvestmentContract',
  description: 'Contracts the agency reports under the investment, newest first.',
  table: 'it_contract',
  list: true,
  bareMeansAll: true,
  on: (t, c) => `${c}.uii = ${t}.uii`,
  orderBy: (c) => `${c}.start_date DESC NULLS LAST, ${c}.id`,
  fields: {
    piid: str(),
    award_key: str({ description: 'Key of the award (/api/contracts/{key}/) when the PIID is in the award data; null otherwise.' }),
    vendor_name: str(),
    vendor_uei: str(),
    obligated: money(),
    start_date: date(),
    end_date: date(),
  },
};

const projects: JoinSpec = {
  kind: 'join',
  typeName: 'ItInvestmentProject',
  description: 'Projects of the investment, by project id.',
  table: 'it_project',
  list: true,
  bareMeansAll: true,
  on: (t, p) => `${p}.uii = ${t}.uii`,
  orderBy: (p) => `${p}.project_id`,
  fields: {
    project_id: str(),
    name: str(),
    objective: str(),
    start_date: date(),
    completion_date: date(),
    lifecycle_cost: money(),
    schedule_variance_pct: leaf('Float', { description: 'Schedule variance in percent (negative: behind).' }),
    cost_variance_pct: leaf('Float', { description: 'Cost variance in percent (negative: over).' }),
  },
};

const performanceMetrics: JoinSpec = {
  kind: 'join',
  typeName: 'ItPerformanceMetric',
  description: 'Performance metrics, by metric id; met is null until an actual result is reported.',
  table: 'it_performance_metric',
  list: true,
  bareMeansAll: true,
  on: (t, m) => `${m}.uii = ${t}.uii`,
  orderBy: (m) => `${m}.metric_id`,
  fields: {
    metric_id: str(),
    description: str(),
    unit: str(),
    target: leaf('Float'),
    actual: leaf('Float'),
    direction: str({ description: 'over (the actual must reach the target) or under (must stay at or below it).' }),
    met: bool(),
    reporting_frequency: str(),
    measurement_area: str(),
  },
};

const FUNDING_YEARS = [2020, 2021, 2022, 2023, 2024, 2025];

const funding: ComposedSpec = {
  kind: 'composed',
  typeName: 'ItInvestmentFunding',
  description: 'Internal funding and contributions, FY2020 to FY2025, in millions of dollars.',
  bareMeansAll: true,
  nullWhen: (t) => `jsonb_typeof(${t}.funding) IS DISTINCT FROM 'object'`,
  fields: Object.fromEntries(
    FUNDING_YEARS.flatMap((fy) => [
      [`fy${fy}_contribution`, money({ sql: (t) => jNum(`fy${fy}_contribution`)(`${t}.funding`) })],
      [`fy${fy}_internal_funding`, money({ sql: (t) => jNum(`fy${fy}_internal_funding`)(`${t}.funding`) })],
    ]),
  ),
};

const detailsOf = (t: string) => `${t}.details`;
const details: ComposedSpec = {
  kind: 'composed',
  typeName: 'ItInvestmentDetails',
  description: 'The investment details block of the portal.',
  bareMeansAll: true,
  nullWhen: (t) => `jsonb_typeof(${t}.details) IS DISTINCT FROM 'object'`,
  fields: {
    business_case_url: url({ sql: (t) => jText('business_case_url')(detailsOf(t)) }),
    change_in_status: str({ sql: (t) => jText('change_in_status')(detailsOf(t)) }),
    current_uii: str({ sql: (t) => jText('current_uii')(detailsOf(t)) }),
    investment_description: str({ sql: (t) => jText('investment_description')(detailsOf(t)) }),
    it_infrastructure_and_management_type: int({ sql: (t) => jInt('it_infrastructure_and_management_type')(detailsOf(t)) }),
    last_updated: dateTime({ sql: (t) => jTime('last_updated')(detailsOf(t)) }),
    mission_delivery_and_management_support_area: int({ sql: (t) => jInt('mission_delivery_and_management_support_area')(detailsOf(t)) }),
    mission_support_investment_categories: str({ sql: (t) => jText('mission_support_investment_categories')(detailsOf(t)) }),
    national_security_system_identifier: int({ sql: (t) => jInt('national_security_system_identifier')(detailsOf(t)) }),
    previous_uii: str({ sql: (t) => jText('previous_uii')(detailsOf(t)) }),
    public_urls: str({ sql: (t) => jText('public_urls')(detailsOf(t)) }),
    shared_services_category: str({ sql: (t) => jText('shared_services_category')(detailsOf(t)) }),
    shared_services_identifier: int({ sql: (t) => jInt('shared_services_identifier')(detailsOf(t)) }),
  },
};

const costPoolsTowers = jsonList('ItCostPoolTower', 'cost_pools_towers', {
  fiscal_year: int({ sql: jInt('fiscalYear') }),
  tbm_type: str({ sql: jText('tbmType'), description: 'Cost Pool or IT Tower (Technology Business Management).' }),
  category: str({ sql: jText('category') }),
  source_type: str({ sql: jText('sourceType') }),
  amount: money({ sql: jNum('amount'), description: 'Millions of dollars.' }),
  updated_time: dateTime({ sql: jTime('updatedTime') }),
}, 'Spending by Technology Business Management cost pool and IT tower, per fiscal year.');

const fundingSources = jsonList('ItFundingSource', 'funding_sources', {
  fiscal_year: int({ sql: jInt('fiscalYear') }),
  budget_account_code: str({ sql: jText('budgetAccountCode') }),
  budget_account_name: str({ sql: jText('budgetAccountName') }),
  agency_code: int({ sql: jInt('agencyCode(fromBudgetAccount)'), description: 'Agency code of the budget account.' }),
  bureau_code: int({ sql: jInt('bureauCode(fromBudgetAccount)'), description: 'Bureau code of the budget account.' }),
  funding_type: str({ sql: jText('fundingType'), description: 'DME (development, modernization and enhancement) or O&M (operations and maintenance).' }),
  source_type: str({ sql: jText('sourceType') }),
  funding_amount: money({ sql: jNum('fundingAmount'), description: 'Millions of dollars.' }),
  updated_time: dateTime({ sql: jTime('updatedTime') }),
}, 'Budget accounts funding the investment, per fiscal year and funding type.');

const performanceActual = jsonList('ItPerformanceActual', 'performance_actual', {
  metric_agency_id: int({ sql: jInt('metricAgencyId') }),
  metric_actual_agency_id: int({ sql: jInt('metricActualAgencyId') }),
  metric_description: str({ sql: jText('metricDescription') }),
  unit_of_measure: str({ sql: jText('unitOfMeasure') }),
  measurement_condition: str({ sql: jText('measurementCondition') }),
  reporting_frequency: str({ sql: jText('reportingFrequency') }),
  target_prior_year: money({ sql: jNumKey('^target[0-9]{4}PY$'), description: "The prior year's target (the portal's target<year>PY)." }),
  target_current_year: money({ sql: jNumKey('^target[0-9]{4}CY$'), description: "The current year's target (the portal's target<year>CY)." }),
  actual_result: money({ sql: jNum('actualResult') }),
  date_of_actual_result: date({ sql: jDate('dateOfActualResult') }),
  met_target: str({ sql: jText('metTarget'), description: 'Yes or No.' }),
  comment: str({ sql: jText('comment') }),
  updated_time: dateTime({ sql: jTime('updatedTime') }),
}, 'Reported actual results of the performance metrics.');

const operationalAnalysis = jsonList('ItOperationalAnalysis', 'operational_analysis', {
  investment_title: str({ sql: jText('investmentTitle') }),
  date: date({ sql: jDate('date') }),
  analysis_conclusion: str({ sql: jText('analysisConclusion') }),
  analysis_results: str({ sql: jText('analysisResults') }),
  updated_time: dateTime({ sql: jTime('updatedTime') }),
}, 'Operational analyses of the investment.');

const fields: Record<string, FieldSpec> = {
  uii: str({ description: 'Unique investment identifier (the detail path identifier): agency code, dash, nine digits.' }),
  agency_code: int({ description: 'OMB agency code (7 Department of Defense, 29 Veterans Affairs, ...).' }),
  bureau_code: int({ description: 'OMB bureau code within the agency.' }),
  agency_name: str(),
  bureau_name: str(),
  investment_title: str(),
  type_of_investment: str({ description: 'Major IT Investments, Non-Major IT Investments, IT Infrastructure, IT Security, and IT Management, Funding Transfer Investments.' }),
  part_of_it_portfolio: str(),
  updated_time: dateTime({ description: 'When the portal last updated the investment.' }),
  url: url({ description: 'The investment on the IT Dashboard.' }),
  organization_id: uuid({ description: 'The canonical organisation of the agency; null without a canonical match.' }),
  organization: organizationPayload('ItInvestmentOrganization', 'organization_id'),
  business_case_html: str({ tier: BUSINESS, description: 'The business case (Exhibit 300) as HTML; Business plan (Medium) and above.' }),
  funding,
  details,
  cio_evaluation: cioEvaluation,
  contracts,
  projects,
  cost_pools_towers: costPoolsTowers,
  funding_sources: fundingSources,
  performance_metrics: performanceMetrics,
  performance_actual: performanceActual,
  operational_analysis: operationalAnalysis,
};

// ───────────────────────────── filters ─────────────────────────────

/** agency_name: case-insensitive substring of the agency name (at least 2 characters each); OR-list. */
const agencyName: FilterSpec = {
  kind: 'list',
  description: 'Agency name, case-insensitive substring (at least 2 characters); OR-list.',
  compile: (values) => {
    for (const v of checkAgencyValues('agency_name', values)) if (v.length < 2) throw validationError('agency_name needs at least 2 characters per value');
    return containsAny('t.agency_name', values);
  },
};

/** agency_code: OMB agency codes (whole numbers, leading zeros allowed: 7 or 007); OR-list. */
const agencyCode: FilterSpec = {
  kind: 'list',
  tier: PRO,
  description: 'OMB agency code, exact (7 or 007); OR-list. Pro (Small) and above.',
  compile: (values) => {
    const bad = values.find((v) => !/^\d{1,6}$/.test(v));
    if (bad !== undefined) throw validationError(`agency_code values must be whole numbers, got ${JSON.stringify(bad.slice(0, 80))}`);
    return sql('t.agency_code = ANY($?::int[])', values.map(Number));
  },
};

const typeOfInvestment: FilterSpec = {
  kind: 'list',
  tier: PRO,
  description: 'Type of investment, case-insensitive exact; OR-list. Pro (Small) and above.',
  compile: (values) => sql('lower(t.type_of_investment) = ANY($?::text[])', values.map((v) => v.toLowerCase())),
};

const RATING = { min: 1, max: 5 };

const filters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over UII, title, description, agency and bureau names; best match first unless ordered.' },
  agency_name: agencyName,
  agency_code: agencyCode,
  type_of_investment: typeOfInvestment,
  updated_time_after: { ...utcDayFilter('t.updated_time', 'after', 'updated_time_before'), tier: PRO, description: 'Updated on or after this UTC day (YYYY-MM-DD). Pro (Small) and above.' },
  updated_time_before: { ...utcDayFilter('t.updated_time', 'before'), tier: PRO, description: 'Updated on or before this UTC day (YYYY-MM-DD). Pro (Small) and above.' },
  cio_rating: { ...f.int('t.cio_rating', '=', RATING), tier: BUSINESS, description: 'Latest CIO rating, exact: 1 High Risk to 5 Low Risk. Business (Medium) and above.' },
  cio_rating_max: { ...f.int('t.cio_rating', '<=', RATING), tier: BUSINESS, description: 'Latest CIO rating at or below this (2: ratings 1 and 2). Business (Medium) and above.' },
  performance_risk: { ...f.bool('t.performance_risk'), tier: BUSINESS, description: 'true: at least one performance metric unmet; false: none unmet. Business (Medium) and above.' },
};

const LIST_SHAPE = 'uii,agency_name,bureau_name,investment_title,type_of_investment,part_of_it_portfolio,updated_time,url,organization(*)';

export const itInvestments: ResourceSpec = {
  name: 'it_investments',
  typeName: 'ItInvestment',
  single: 'itInvestment',
  table: 'it_investment',
  key: 'uii',
  validKey: isUii,
  fields,
  defaultShape: {
    list: LIST_SHAPE,
    detail: `${LIST_SHAPE},agency_code,bureau_code`,
  },
  filters,
  ordering: {
    fields: {
      updated_time: { column: 'updated_time', type: 'timestamptz' },
      agency_code: { column: 'agency_code', type: 'int' },
      uii: { column: 'uii', type: 'text' },
    },
    default: '-updated_time',
    tiebreaker: { column: 'uii', type: 'text' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/itdashboard/', kind: 'list' },
    { path: '/api/itdashboard/:uii/', kind: 'detail', param: 'uii' },
  ],
};
