/**
 * Entities (document 2, "Entity" and "Entities"): vendors registered in SAM,
 * keyed by UEI, with their addresses, business types and SBA certifications,
 * NAICS codes and owners (tables entity, entity_address,
 * entity_business_type, entity_naics, entity_owner).
 *
 * - Page-number list in a fixed order (legal name, then UEI; best match first
 *   under `search`); any `ordering` answers 400.
 * - Detail by UEI in any case (`/api/entities/{uei}/`); a segment that is not
 *   12 letters and digits, or an unknown UEI, answers 404.
 * - Normalisation (document 2, Entity 3): addresses are snake_case objects
 *   carrying county, county_code and fips_code (null when the registration
 *   does not give them); business types and SBA certifications are arrays of
 *   {code, description, …}; naics_codes are {code, sba_small_business};
 *   every code-and-description pair is a {code, description} object.
 * - `federal_obligations(*)` and `past_performance[top=n](*)` are computed
 *   from the award rows inside the statement of the request (no stored
 *   rollup is read), so they always agree with /api/entities/{uei}/contracts/.
 * - `/api/entities/{uei}/metrics/<months>/<period_grouping>/` is
 *   `entityMetrics` below: obligations and new awards per period.
 *
 * The entity-scoped award lists (/api/entities/{uei}/contracts/, idvs/,
 * otas/, otidvs/, subawards/, lcats/) are declared on their own resources.
 */
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { detailParamSql } from '../engine/plan/compile.js';
import { REQUEST_TODAY } from '../engine/query/list.js';
import { bool, codePair, date, int, money, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';

/** A UEI path segment: 12 letters and digits (anything else names no entity: 404). */
export const UEI_FORM = /^[A-Za-z0-9]{12}$/;

const TODAY = `${REQUEST_TODAY}::date`;

// ───────────────────────────── normalised parts ─────────────────────────────

/** A registration address (physical or mailing), snake_case, with county and FIPS codes; null when the registration has none. */
function address(typeName: string, kind: 'physical' | 'mailing'): JoinSpec {
  return {
    kind: 'join',
    typeName,
    description: `The ${kind} address of the registration; county, county_code (3-digit county FIPS) and fips_code (5-digit state and county FIPS) are null when unknown.`,
    table: 'entity_address',
    list: false,
    bareMeansAll: true,
    on: (t, a) => `${a}.uei = ${t}.uei AND ${a}.kind = '${kind}'`,
    fields: {
      address_line1: str(),
      address_line2: str(),
      city: str(),
      state_or_province_code: str(),
      zip_code: str(),
      zip_code_plus4: str(),
      county: str(),
      county_code: str(),
      fips_code: str(),
      country_code: str(),
      country_name: str(),
    },
  };
}

/** The highest or immediate owner of the registration; null when none is reported. */
function owner(typeName: string, kind: 'highest' | 'immediate'): JoinSpec {
  return {
    kind: 'join',
    typeName,
    description: `The ${kind} owner as reported in the registration (uei null when the owner is not registered).`,
    table: 'entity_owner',
    list: false,
    bareMeansAll: true,
    on: (t, o) => `${o}.uei = ${t}.uei AND ${o}.kind = '${kind}'`,
    fields: { uei: str({ column: 'owner_uei' }), cage_code: str(), legal_business_name: str() },
  };
}

const businessTypes: JoinSpec = {
  kind: 'join',
  typeName: 'EntityBusinessType',
  description: 'SAM business types (self-certified), in code order.',
  table: 'entity_business_type',
  list: true,
  bareMeansAll: true,
  on: (t, b) => `${b}.uei = ${t}.uei AND NOT ${b}.sba`,
  orderBy: (b) => `${b}.code`,
  fields: { code: str(), description: str() },
};

const sbaBusinessTypes: JoinSpec = {
  kind: 'join',
  typeName: 'EntitySbaBusinessType',
  description: 'SBA certifications (8(a), HUBZone, …) with their entry and exit dates, in code order.',
  table: 'entity_business_type',
  list: true,
  bareMeansAll: true,
  on: (t, b) => `${b}.uei = ${t}.uei AND ${b}.sba`,
  orderBy: (b) => `${b}.code`,
  fields: { code: str(), description: str(), entry_date: date(), exit_date: date() },
};

const naicsCodes: JoinSpec = {
  kind: 'join',
  typeName: 'EntityNaicsCode',
  description: 'NAICS codes of the registration, the primary first: sba_small_business is Y (small under the code), N, or null.',
  table: 'entity_naics',
  list: true,
  bareMeansAll: true,
  on: (t, n) => `${n}.uei = ${t}.uei`,
  orderBy: (n) => `${n}.is_primary DESC, ${n}.code`,
  fields: { code: str(), sba_small_business: str() },
};

const relationships: ComposedSpec = {
  kind: 'composed',
  typeName: 'EntityRelationship',
  description: 'Corporate relationships: the owners (relation parent) and the firms the entity owns (relation subsidiary).',
  list: true,
  bareMeansAll: true,
  jsonArray: (t) => `${t}.relationships`,
  fields: Object.fromEntries(['uei', 'display_name', 'relation', 'type', 'source', 'confidence', 'verification_method'].map((k) => [k, str({ sql: (e) => `${e}->>'${k}'` })])),
};

// ───────────────────────────── computed from the awards ─────────────────────────────

/** Award families that obligate money (IDVs obligate nothing themselves: their orders do). */
const OBLIGATING = `('contract', 'ota')`;
const VEHICLES = `('idv', 'otidv')`;

const federalObligations: JoinSpec = {
  kind: 'join',
  typeName: 'EntityFederalObligations',
  description: 'Federal obligations of the entity, computed from its awards when asked (see docs/resources/parties.md, "Entities").',
  list: false,
  bareMeansAll: true,
  table: (t) => `(SELECT aw.*, sw.* FROM
      (SELECT count(*) FILTER (WHERE a.family IN ${OBLIGATING})::int AS awards_count,
              coalesce(sum(a.obligated) FILTER (WHERE a.family IN ${OBLIGATING}), 0) AS awards_obligated,
              count(*) FILTER (WHERE a.family IN ${VEHICLES})::int AS idv_count,
              count(*) FILTER (WHERE a.family IN ${OBLIGATING} AND a.pop_ultimate_completion_date >= ${TODAY})::int AS active_awards_count,
              coalesce(sum(a.obligated) FILTER (WHERE a.family IN ${OBLIGATING} AND a.pop_ultimate_completion_date >= ${TODAY}), 0) AS active_awards_obligated,
              count(*) FILTER (WHERE a.family IN ${VEHICLES} AND a.last_date_to_order >= ${TODAY})::int AS active_idv_count
       FROM award a WHERE a.recipient_uei = ${t}.uei) aw,
      (SELECT count(*)::int AS subawards_count, coalesce(sum(s.subaward_amount), 0) AS subawards_obligated
       FROM subaward s WHERE s.subawardee_uei = ${t}.uei) sw)`,
  on: () => 'TRUE',
  fields: {
    total: {
      kind: 'composed',
      typeName: 'EntityFederalObligationsTotal',
      bareMeansAll: true,
      description: 'Every award of the entity, and the subawards it received.',
      fields: {
        awards_count: int({ description: 'contracts and OTAs held' }),
        awards_obligated: money({ description: 'their obligations (the value total_awards_obligated_* filter on)' }),
        idv_count: int({ description: 'IDVs and OTIDVs held' }),
        subawards_count: int({ description: 'subawards received (as subawardee)' }),
        subawards_obligated: money({ description: 'their amounts' }),
      },
    },
    active: {
      kind: 'composed',
      typeName: 'EntityFederalObligationsActive',
      bareMeansAll: true,
      description: 'Awards still in performance today (UTC): contracts and OTAs whose ultimate completion date is today or later, IDVs still open for orders.',
      fields: {
        awards_count: int({ column: 'active_awards_count' }),
        awards_obligated: money({ column: 'active_awards_obligated' }),
        idv_count: int({ column: 'active_idv_count' }),
      },
    },
  },
};

/** past_performance[top=n]: how many agencies top_agencies lists (document 2, Entity 4). */
export const PAST_PERFORMANCE_TOP = { type: 'int', default: 5, min: 1, max: 100 } as const;

/** How many NAICS and PSC codes each top agency lists. */
const TOP_CODES = 3;

/** The codes of one agency's contracts with the largest obligations (ties by code), as a jsonb array. */
const topCodes = (column: string) =>
  `(SELECT coalesce(jsonb_agg(z.code ORDER BY z.s DESC, z.code), '[]'::jsonb) FROM (
      SELECT c2.${column} AS code, sum(c2.obligated) AS s FROM c c2
      WHERE c2.awarding_agency_code = g.agency_code AND c2.${column} IS NOT NULL
      GROUP BY c2.${column} ORDER BY s DESC, code LIMIT ${TOP_CODES}) z)`;

const pastPerformance: JoinSpec = {
  kind: 'join',
  typeName: 'EntityPastPerformance',
  description:
    'Contract history of the entity, aggregated from its contracts when asked: a summary and the awarding agencies with the largest obligations. past_performance[top=n] sets how many agencies (1 to 100, default 5).',
  list: false,
  optIn: true,
  bareMeansAll: true,
  params: { top: PAST_PERFORMANCE_TOP },
  table: (t, params) => {
    const top = params.top ?? PAST_PERFORMANCE_TOP.default;
    // top is an integer the shape validator (or the GraphQL argument check) bounded to 1..100
    if (!Number.isInteger(top) || top < PAST_PERFORMANCE_TOP.min || top > PAST_PERFORMANCE_TOP.max) throw new Error(`past_performance top out of bounds: ${top}`);
    return `(WITH c AS (
        SELECT a.obligated, a.award_date, a.awarding_agency_code, a.awarding_department_code, a.naics_code, a.psc_code
        FROM award a WHERE a.recipient_uei = ${t}.uei AND a.family = 'contract'),
      g AS (
        SELECT c.awarding_agency_code AS agency_code, min(c.awarding_department_code) AS department_code, count(*)::int AS awards_count, sum(c.obligated) AS obligations
        FROM c GROUP BY c.awarding_agency_code ORDER BY obligations DESC, agency_code LIMIT ${top})
      SELECT (SELECT count(*) FROM c)::int AS total_awards,
             (SELECT coalesce(sum(c.obligated), 0) FROM c) AS total_obligated,
             (SELECT count(DISTINCT c.awarding_agency_code) FROM c)::int AS agency_count,
             (SELECT count(DISTINCT c.naics_code) FROM c)::int AS naics_count,
             (SELECT count(DISTINCT c.psc_code) FROM c)::int AS psc_count,
             (SELECT min(c.award_date) FROM c) AS first_award_date,
             (SELECT max(c.award_date) FROM c) AS last_award_date,
             (SELECT coalesce(jsonb_agg(jsonb_build_object(
                 'agency_code', g.agency_code,
                 'agency_name', (SELECT ag.name FROM agency ag WHERE ag.code = g.agency_code),
                 'department_code', g.department_code,
                 'department_name', (SELECT d.name FROM department d WHERE d.cgac = g.department_code),
                 'awards_count', g.awards_count,
                 'obligations', g.obligations,
                 'top_naics', ${topCodes('naics_code')},
                 'top_psc', ${topCodes('psc_code')}) ORDER BY g.obligations DESC, g.agency_code), '[]'::jsonb) FROM g) AS top_agencies)`;
  },
  on: () => 'TRUE',
  fields: {
    summary: {
      kind: 'composed',
      typeName: 'EntityPastPerformanceSummary',
      bareMeansAll: true,
      description: 'Every contract of the entity.',
      fields: {
        total_awards: int({ description: 'contracts' }),
        total_obligated: money({ description: 'their obligations' }),
        agency_count: int({ description: 'distinct awarding agencies' }),
        naics_count: int({ description: 'distinct NAICS codes' }),
        psc_count: int({ description: 'distinct PSC codes' }),
        first_award_date: date(),
        last_award_date: date(),
      },
    },
    top_agencies: {
      kind: 'composed',
      typeName: 'EntityPastPerformanceAgency',
      list: true,
      bareMeansAll: true,
      description: 'Awarding agencies by obligations, largest first (ties by agency code), at most top of them.',
      jsonArray: (x) => `${x}.top_agencies`,
      fields: {
        agency_code: str({ sql: (e) => `${e}->>'agency_code'` }),
        agency_name: str({ sql: (e) => `${e}->>'agency_name'` }),
        department_code: str({ sql: (e) => `${e}->>'department_code'` }),
        department_name: str({ sql: (e) => `${e}->>'department_name'` }),
        awards_count: int({ sql: (e) => `(${e}->>'awards_count')::int` }),
        obligations: money({ sql: (e) => `(${e}->>'obligations')::numeric` }),
        top_naics: str({ list: true, description: `up to ${TOP_CODES} NAICS codes with the largest obligations at the agency`, sql: (e) => `ARRAY(SELECT jsonb_array_elements_text(${e}->'top_naics'))` }),
        top_psc: str({ list: true, description: `up to ${TOP_CODES} PSC codes with the largest obligations at the agency`, sql: (e) => `ARRAY(SELECT jsonb_array_elements_text(${e}->'top_psc'))` }),
      },
    },
  },
};

// ───────────────────────────── fields ─────────────────────────────

const entityFields: Record<string, FieldSpec> = {
  uei: str({ description: 'Unique Entity ID (12 characters).' }),
  uuid: uuid(),
  legal_business_name: str(),
  dba_name: str({ description: 'Doing-business-as name.' }),
  display_name: str({ description: 'Common name.' }),
  cage_code: str(),
  dodaac: str(),
  entity_url: url(),
  description: str(),
  email_address: str(),
  capabilities: str(),
  keywords: str({ list: true }),
  congressional_district: str(),
  registered: bool(),
  registration_status: str({ description: 'Active, Expired or Inactive; Unknown for an entity known only as the recipient of awards loaded from USAspending files (registered is then false).' }),
  uei_status: str(),
  primary_naics: str(),
  psc_codes: str({ list: true }),
  naics_small_codes: str({
    list: true,
    description: 'NAICS codes under which the entity is small (sba_small_business Y), in code order.',
    sql: (t) => `(SELECT coalesce(array_agg(n.code ORDER BY n.code), '{}') FROM entity_naics n WHERE n.uei = ${t}.uei AND n.sba_small_business = 'Y')`,
  }),
  business_types: businessTypes,
  sba_business_types: sbaBusinessTypes,
  naics_codes: naicsCodes,
  physical_address: address('EntityPhysicalAddress', 'physical'),
  mailing_address: address('EntityMailingAddress', 'mailing'),
  purpose_of_registration: codePair('EntityPurposeOfRegistration', 'purpose_of_registration_code', 'purpose_of_registration_desc'),
  entity_structure: codePair('EntityStructure', 'entity_structure_code', 'entity_structure_desc'),
  entity_type: codePair('EntityType', 'entity_type_code', 'entity_type_desc'),
  profit_structure: codePair('EntityProfitStructure', 'profit_structure_code', 'profit_structure_desc'),
  organization_structure: codePair('EntityOrganizationStructure', 'organization_structure_code', 'organization_structure_desc'),
  state_of_incorporation: codePair('EntityStateOfIncorporation', 'state_of_incorporation_code', 'state_of_incorporation_desc'),
  country_of_incorporation: codePair('EntityCountryOfIncorporation', 'country_of_incorporation_code', 'country_of_incorporation_desc'),
  highest_owner: owner('EntityHighestOwner', 'highest'),
  immediate_owner: owner('EntityImmediateOwner', 'immediate'),
  relationships,
  sam_registration_date: date(),
  sam_activation_date: date(),
  sam_expiration_date: date(),
  uei_creation_date: date(),
  entity_start_date: date(),
  fiscal_year_end_close_date: str({ description: 'Fiscal year end as MM/DD.' }),
  last_update_date: date(),
  submission_date: date(),
  federal_obligations: federalObligations,
  past_performance: pastPerformance,
};

const LIST_SHAPE = 'uei,legal_business_name,dba_name,entity_url,cage_code,business_types(*),sba_business_types(*),primary_naics,physical_address(*),purpose_of_registration(*),relationships(*)';
const DETAIL_SHAPE =
  `${LIST_SHAPE},display_name,uuid,dodaac,description,email_address,capabilities,congressional_district,keywords,registered,registration_status,` +
  'federal_obligations(*),naics_codes(*),psc_codes,highest_owner(*),immediate_owner(*),mailing_address(*),' +
  'sam_registration_date,sam_activation_date,sam_expiration_date,uei_creation_date,entity_start_date,fiscal_year_end_close_date,last_update_date,submission_date,' +
  'entity_structure(*),entity_type(*),profit_structure(*),organization_structure(*),state_of_incorporation(*),country_of_incorporation(*)';

// ───────────────────────────── filters ─────────────────────────────

/** The physical address of the entity matches. */
const physical = (cond: string) => `EXISTS (SELECT 1 FROM entity_address pa WHERE pa.uei = t.uei AND pa.kind = 'physical' AND ${cond})`;

const cageFilter: FilterSpec = { ...f.eq('t.cage_code', { upper: true }), description: 'CAGE code, exact, any case.' };

const entityFilters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over legal, doing-business-as and common names, UEI, CAGE code, keywords, description and capabilities; best match first.' },
  uei: { ...f.eq('t.uei', { upper: true }), description: 'UEI, exact, any case (one value).' },
  cage_code: cageFilter,
  // the older API's name of the same filter
  cage: { ...cageFilter, description: 'Alias of cage_code.' },
  name: { ...f.contains(['t.legal_business_name']), description: 'Substring of the legal business name, any case.' },
  state: {
    kind: 'list',
    description: 'State or province code of the physical address, any case; OR-list.',
    compile: (values) => sql(physical('pa.state_or_province_code = ANY($?::text[])'), values.map((v) => v.toUpperCase())),
  },
  zip_code: { kind: 'text', description: 'ZIP code of the physical address, exact (5 digits).', compile: (v) => sql(physical('pa.zip_code = $?'), v) },
  naics: {
    kind: 'list',
    description: 'NAICS code among the registration\'s NAICS codes; OR-list.',
    compile: (values) => sql('EXISTS (SELECT 1 FROM entity_naics en WHERE en.uei = t.uei AND en.code = ANY($?::text[]))', values),
  },
  psc: {
    kind: 'list',
    description: 'PSC code among the registration\'s PSC codes, any case; OR-list.',
    compile: (values) => sql('t.psc_codes && $?::text[]', values.map((v) => v.toUpperCase())),
  },
  socioeconomic: {
    kind: 'list',
    description: 'Business-type code (SAM business type, or an SBA certification in force today), any case; OR-list.',
    compile: (values, fctx) =>
      sql(
        `EXISTS (SELECT 1 FROM entity_business_type bt WHERE bt.uei = t.uei AND bt.code = ANY($?::text[]) AND (NOT bt.sba OR bt.exit_date IS NULL OR bt.exit_date > $?::date))`,
        values.map((v) => v.toUpperCase()),
        fctx.today.toISOString().slice(0, 10),
      ),
  },
  purpose_of_registration_code: { ...f.inList('t.purpose_of_registration_code', { upper: true }), description: 'Purpose of registration code (Z1, Z2, …), any case; OR-list.' },
  total_awards_obligated_gte: { ...f.decimal('t.total_awards_obligated', '>=', 'total_awards_obligated_lte'), description: 'Total obligations of the entity\'s contracts and OTAs (USD), at least.' },
  total_awards_obligated_lte: { ...f.decimal('t.total_awards_obligated', '<='), description: 'The same, at most.' },
};

export const entities: ResourceSpec = {
  name: 'entities',
  typeName: 'Entity',
  single: 'entity',
  table: 'entity',
  key: 'uei',
  validKey: (k) => UEI_FORM.test(k),
  normalizeKey: (k) => k.toUpperCase(),
  fields: entityFields,
  defaultShape: { list: LIST_SHAPE, detail: DETAIL_SHAPE },
  filters: entityFilters,
  ordering: {
    // the fixed order (no client ordering): legal name, then UEI; best match first under search
    fields: { legal_business_name: { column: 'legal_business_name', type: 'text', internal: true } },
    default: 'legal_business_name',
    tiebreaker: { column: 'uei', type: 'text' },
    rank: true,
  },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/entities/', kind: 'list' },
    { path: '/api/entities/:uei/', kind: 'detail', param: 'uei' },
  ],
};

// ───────────────────────────── metrics ─────────────────────────────

/** Longest window of the metrics path, in months (ten years). */
export const MAX_METRICS_MONTHS = 120;
export const PERIOD_GROUPINGS = ['month', 'quarter', 'year'] as const;

const MONTHS = `${detailParamSql('months')}::int`;
const GROUPING = `${detailParamSql('period_grouping')}::text`;

/** The window: the first day of the month (months - 1) months before today's month, to today (UTC). */
const WINDOW_START = `(date_trunc('month', ${TODAY}) - (${MONTHS} - 1) * interval '1 month')::date`;

/** The entity's obligating awards (alias a) and their modifications (alias tr) inside the window. */
const inWindow = (column: string) => `${column} BETWEEN ${WINDOW_START} AND ${TODAY}`;
const obligatingAwards = (t: string) => `award a WHERE a.recipient_uei = ${t}.uei AND a.family IN ${OBLIGATING}`;

/** One row per period of the window (alias of the derived table's rows): bounds, label, obligations, new awards. */
const periodsTable = (t: string) => `(WITH w AS (SELECT ${WINDOW_START} AS s, ${TODAY} AS e, ${GROUPING} AS g),
    b AS (SELECT DISTINCT CASE w.g
            WHEN 'month' THEN m::date
            WHEN 'quarter' THEN (date_trunc('quarter', m + interval '3 months') - interval '3 months')::date
            ELSE (date_trunc('year', m + interval '3 months') - interval '3 months')::date END AS b
          FROM w, generate_series(w.s, w.e, interval '1 month') m),
    p AS (SELECT b.b, w.g, greatest(b.b, w.s) AS start_date,
            least((b.b + CASE w.g WHEN 'month' THEN interval '1 month' WHEN 'quarter' THEN interval '3 months' ELSE interval '1 year' END)::date - 1, w.e) AS end_date
          FROM b, w),
    x AS (SELECT tr.transaction_date AS d, tr.obligated FROM award a JOIN award_transaction tr ON tr.award_key = a.key
          WHERE a.recipient_uei = ${t}.uei AND a.family IN ${OBLIGATING} AND ${inWindow('tr.transaction_date')}),
    n AS (SELECT a.award_date AS d FROM ${obligatingAwards(t)} AND ${inWindow('a.award_date')})
  SELECT p.start_date, p.end_date,
    CASE p.g WHEN 'month' THEN to_char(p.b, 'YYYY-MM')
      WHEN 'quarter' THEN 'FY' || extract(year FROM p.b + interval '3 months')::int || '-Q' || extract(quarter FROM p.b + interval '3 months')::int
      ELSE 'FY' || extract(year FROM p.b + interval '3 months')::int END AS period,
    (SELECT coalesce(sum(x.obligated), 0) FROM x WHERE x.d BETWEEN p.start_date AND p.end_date) AS obligations,
    (SELECT count(*) FROM n WHERE n.d BETWEEN p.start_date AND p.end_date)::int AS award_count
  FROM p)`;

function parseMonths(v: string): string {
  const n = /^\d{1,4}$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_METRICS_MONTHS) throw validationError(`months must be a whole number of months from 1 to ${MAX_METRICS_MONTHS}, got ${JSON.stringify(v)}`);
  return String(n);
}

function parseGrouping(v: string): string {
  const g = v.toLowerCase();
  if (!(PERIOD_GROUPINGS as readonly string[]).includes(g)) throw validationError(`period_grouping must be one of ${PERIOD_GROUPINGS.join(', ')}, got ${JSON.stringify(v)}`, { allowed: [...PERIOD_GROUPINGS] });
  return g;
}

/**
 * GET /api/entities/{uei}/metrics/<months>/<period_grouping>/ (document 2
 * names the path; parameters and response designed here, README
 * "Entities"): obligations and new awards of the entity per period over the
 * last `months` calendar months (the current month included, to today UTC),
 * grouped by calendar month or federal fiscal quarter or year. Detail only
 * (GraphQL `entityMetrics(uei:, months:, periodGrouping:)`).
 */
export const entityMetrics: ResourceSpec = {
  name: 'entity_metrics',
  typeName: 'EntityMetrics',
  single: 'entityMetrics',
  table: 'entity',
  key: 'uei',
  validKey: (k) => UEI_FORM.test(k),
  normalizeKey: (k) => k.toUpperCase(),
  listless: true,
  fields: {
    uei: str(),
    months: int({ description: 'Length of the window in calendar months (1 to 120).', sql: () => MONTHS }),
    period_grouping: str({ description: 'month, quarter (federal fiscal quarters, Q1 = October to December) or year (federal fiscal years).', sql: () => GROUPING }),
    start_date: date({ description: 'First day of the window: the first day of the month months − 1 months before the current month.', sql: () => WINDOW_START }),
    end_date: date({ description: 'Last day of the window: today (UTC).', sql: () => TODAY }),
    totals: {
      kind: 'join',
      typeName: 'EntityMetricsTotals',
      description: 'The whole window.',
      list: false,
      bareMeansAll: true,
      table: (t) => `(SELECT
          (SELECT coalesce(sum(tr.obligated), 0) FROM award a JOIN award_transaction tr ON tr.award_key = a.key
            WHERE a.recipient_uei = ${t}.uei AND a.family IN ${OBLIGATING} AND ${inWindow('tr.transaction_date')}) AS obligations,
          (SELECT count(*) FROM ${obligatingAwards(t)} AND ${inWindow('a.award_date')})::int AS award_count)`,
      on: () => 'TRUE',
      fields: {
        obligations: money({ description: 'Obligations of the modifications (base awards included) of the entity\'s contracts and OTAs dated in the window.' }),
        award_count: int({ description: 'Contracts and OTAs awarded to the entity in the window.' }),
      },
    },
    periods: {
      kind: 'join',
      typeName: 'EntityMetricsPeriod',
      description: 'One entry per period of the window, oldest first, including periods without activity; the first and last periods are cut to the window.',
      list: true,
      bareMeansAll: true,
      table: periodsTable,
      on: () => 'TRUE',
      orderBy: (p) => `${p}.start_date`,
      fields: {
        period: str({ description: 'YYYY-MM, FY<year>-Q<n> or FY<year>.' }),
        start_date: date(),
        end_date: date(),
        obligations: money(),
        award_count: int(),
      },
    },
  },
  defaultShape: {
    list: 'uei,months,period_grouping,start_date,end_date,totals(*),periods(*)',
    detail: 'uei,months,period_grouping,start_date,end_date,totals(*),periods(*)',
  },
  filters: {},
  ordering: { fields: { uei: { column: 'uei', type: 'text', internal: true } }, default: 'uei', tiebreaker: { column: 'uei', type: 'text' } },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  detailParams: {
    months: { description: `Window length in calendar months, 1 to ${MAX_METRICS_MONTHS} (the current month included).`, required: true, normalize: parseMonths },
    period_grouping: { description: 'month, quarter (federal fiscal) or year (federal fiscal).', required: true, normalize: parseGrouping },
  },
  routes: [{ path: '/api/entities/:uei/metrics/:months/:period_grouping/', kind: 'detail', param: 'uei', pathParams: ['months', 'period_grouping'] }],
};
