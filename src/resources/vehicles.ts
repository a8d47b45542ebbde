/**
 * Vehicles (document 2, "Vehicle" and "Vehicles"): the solicitation-level
 * grouping of IDVs. Page-number lists; the detail by UUID (a non-UUID answers
 * 404); `/api/vehicles/{uuid}/awardees/` (the underlying IDVs, page-number,
 * searchable). The task orders under a vehicle are `vehicleOrders`
 * (src/resources/contracts.ts).
 *
 * The rollups the list filters and orders by (idv_count, order_count,
 * total_obligated, vehicle_obligations, award dates, ...) are stored columns,
 * recomputed by the data load and indexed. Everything else that aggregates
 * the IDVs and their orders is computed when asked, inside the one statement
 * of the request, from the award rows themselves: `competition_details`,
 * `agency_details` and `metrics` are each one derived row per vehicle (a
 * correlated subquery in the plan), so they always agree with the awards and
 * their orders. The stored JSON columns competition_details, metrics and
 * agency_details of table vehicle are not read.
 */
import { isRfc4122Uuid, normalizeSolicitation, SYNTHETIC_SOLICITATION_PREFIX } from '../identifiers/index.js';
import { CONTRACT_TYPES, IDV_TYPES, TYPE_OF_IDC, type CodeEntry } from '../demo/reference/codes.js';
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec, type Sql } from '../engine/filters/sql.js';
import { AWARD_ORDERING, organizationPayload } from './awards-common.js';
import { contracts } from './contracts.js';
import { idvs } from './idvs.js';
import { opportunities } from './opportunities.js';
import {
  bool, codePair, date, dateTime, int, money, str, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type LeafSpec, type ListScope, type ResourceSpec,
} from '../engine/resource.js';

// ───────────────────────────── synthetic solicitations ─────────────────────────────

/**
 * Synthetic vehicles (GWAC-type vehicles without a real solicitation number)
 * store their identifier behind an internal marker (`ACRO:`, src/identifiers);
 * it is never served. The demo generator stores them so.
 */
export { SYNTHETIC_SOLICITATION_PREFIX };

/** The user-facing solicitation identifier of a vehicle row: the internal prefix of a synthetic one removed. */
export const servedSolicitation = (t: string) =>
  `(CASE WHEN ${t}.is_synthetic_solicitation AND upper(${t}.solicitation_identifier) LIKE '${SYNTHETIC_SOLICITATION_PREFIX}%' ` +
  `THEN btrim(substr(${t}.solicitation_identifier, ${SYNTHETIC_SOLICITATION_PREFIX.length + 1})) ELSE ${t}.solicitation_identifier END)`;

// ───────────────────────────── codes ─────────────────────────────

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The names a code table entry answers to: code, description, and the IDV types' short name (GWAC, IDC, ...). */
function namesOf(e: CodeEntry): string[] {
  const short = (e as { shortName?: string }).shortName;
  return [e.code, e.description, ...(short ? [short] : [])];
}

/**
 * The FPDS code of a column holding a description (as the vehicle table
 * stores vehicle_type and contract_type), a short name or the code itself,
 * case-insensitively; null when it names no entry.
 */
function codeOf(table: readonly CodeEntry[], expr: string): string {
  const whens = table.flatMap((e) => [...new Set(namesOf(e).map((n) => n.toUpperCase()))].map((n) => `WHEN ${quote(n)} THEN ${quote(e.code)}`));
  return `(CASE upper(${expr}) ${whens.join(' ')} END)`;
}

/** {code, description} of a stored description column. */
function storedCodePair(typeName: string, column: string, table: readonly CodeEntry[], description: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    description,
    bareMeansAll: true,
    nullWhen: (t) => `${t}.${column} IS NULL`,
    fields: { code: str({ sql: (t) => codeOf(table, `${t}.${column}`) }), description: str({ column }) },
  };
}

/**
 * An OR-list filter over a stored description column: each value may be the
 * code, the description or (IDV types) the short name. `caseInsensitive`
 * compares in any case.
 */
function codeFilter(column: string, table: readonly CodeEntry[], caseInsensitive: boolean, description: string): FilterSpec {
  const norm = (s: string) => (caseInsensitive ? s.toUpperCase() : s);
  return {
    kind: 'list',
    description,
    compile: (values) => {
      const wanted = new Set<string>();
      for (const v of values) {
        wanted.add(norm(v));
        for (const e of table) if (namesOf(e).some((n) => norm(n) === norm(v))) for (const n of namesOf(e)) wanted.add(norm(n));
      }
      return sql(`${caseInsensitive ? `upper(${column})` : column} = ANY($?::text[])`, [...wanted]);
    },
  };
}

// ───────────────────────────── the underlying IDVs ─────────────────────────────

/** An SQL text expression with the LIKE wildcards (and the escape character) escaped, so it matches literally. */
const likeEscape = (v: string) => `replace(replace(replace(${v}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * Whether an IDV (alias `i`) matches a search text (`v`, an SQL text
 * expression): its PIID, key or recipient name (as reported, or the
 * registered legal or common name) contains the text; its solicitation
 * identifier contains it in any spelling (dashes, spaces, dots, slashes,
 * underscores and case ignored); its NAICS or PSC code starts with it; or the
 * recipient's physical address (lines, city, state, ZIP, country) contains
 * it. Case-insensitive throughout.
 */
export function awardeeMatch(i: string, v: string): string {
  const pat = `('%' || ${likeEscape(v)} || '%')`;
  const norm = `upper(regexp_replace(${v}, '[[:space:]_./-]+', '', 'g'))`;
  return `(${i}.piid ILIKE ${pat} OR ${i}.key ILIKE ${pat} OR ${i}.recipient_legal_business_name ILIKE ${pat}
    OR (${norm} <> '' AND ${i}.solicitation_identifier_norm LIKE '%' || ${likeEscape(norm)} || '%')
    OR ${i}.naics_code LIKE ${likeEscape(v)} || '%' OR ${i}.psc_code LIKE upper(${likeEscape(v)}) || '%'
    OR EXISTS (SELECT 1 FROM entity e WHERE e.uei = ${i}.recipient_uei AND (e.legal_business_name ILIKE ${pat} OR e.display_name ILIKE ${pat}))
    OR EXISTS (SELECT 1 FROM entity_address ea WHERE ea.uei = ${i}.recipient_uei AND ea.kind = 'physical'
      AND concat_ws(' ', ea.address_line1, ea.address_line2, ea.city, ea.state_or_province_code, ea.zip_code, ea.country_name) ILIKE ${pat}))`;
}

/** The IDV's child awards (task and delivery orders), in the contracts' field tree; opt-in. */
const awardeeOrders: JoinSpec = {
  kind: 'join',
  typeName: 'VehicleAwardeeOrder',
  table: 'award',
  list: true,
  optIn: true,
  description: 'Task and delivery orders under this IDV, newest first, in the contracts field tree; opt-in (GET /api/vehicles/{uuid}/orders/ pages them).',
  on: (i, o) => `${o}.parent_award_key = ${i}.key AND ${o}.family = 'contract'`,
  orderBy: (o) => `${o}.award_date DESC, ${o}.key DESC`,
  fields: contracts.fields,
};

/** The fields of an underlying IDV (the awardees of a vehicle): the IDV resource's, plus its orders in full. */
// the key is never null: this tree is the nested vehicle awardee type too, built before the vehicleAwardees resource marks its key
export const awardeeFields: Record<string, FieldSpec> = { ...idvs.fields, key: { ...(idvs.fields.key as LeafSpec), nonNull: true }, orders: awardeeOrders };

const AWARDEE_DEFAULT = idvs.defaultShape.list;

/** The IDVs of a vehicle row `t` (alias `i`). */
const idvsOf = (t: string) => `award i WHERE i.vehicle_uuid = ${t}.uuid AND i.family = 'idv'`;

// ───────────────────────────── aggregates computed per request ─────────────────────────────

/** The most common non-null value of an IDV column (ties: the first in sort order). */
const mostCommon = (expr: string) => `mode() WITHIN GROUP (ORDER BY ${expr})`;

/** FPDS code pairs kept in fpds_codes: the code. */
const fpdsCode = (name: string) => `(i.fpds_codes->'${name}'->>'code')`;

/** Competition codes that count as competed (FPDS extent competed). */
export const COMPETED_EXTENT_CODES = ['A', 'D', 'F', 'CDO'] as const;

const competitionDetails: JoinSpec = {
  kind: 'join',
  typeName: 'VehicleCompetitionDetails',
  description: 'Competition of the vehicle aggregated over its IDVs when asked (see docs/resources/awards.md, "Vehicles", for each rule).',
  list: false,
  bareMeansAll: true,
  table: (t) => `(SELECT
      ${mostCommon('i.extent_competed_code')} AS extent_competed,
      ${mostCommon('i.set_aside_code')} AS set_aside,
      ${mostCommon('i.solicitation_procedures_code')} AS solicitation_procedures,
      max(i.number_of_offers_received) AS number_of_offers_received,
      ${mostCommon('i.other_than_full_and_open_code')} AS other_than_full_and_open_competition,
      ${mostCommon(fpdsCode('commercial_item_acquisition_procedures'))} AS commercial_item_acquisition_procedures,
      ${mostCommon(fpdsCode('evaluated_preference'))} AS evaluated_preference,
      ${mostCommon(fpdsCode('simplified_procedures_for_certain_commercial_items'))} AS simplified_procedures_for_certain_commercial_items,
      ${mostCommon(fpdsCode('small_business_competitiveness_demonstration_program'))} AS small_business_competitiveness_demonstration_program,
      ${servedSolicitation(t)} AS solicitation_identifier,
      min(i.solicitation_date) AS original_solicitation_date,
      max(i.solicitation_date) AS most_recent_solicitation_date
    FROM ${idvsOf(t)})`,
  on: () => 'TRUE',
  fields: {
    commercial_item_acquisition_procedures: str(),
    evaluated_preference: str(),
    extent_competed: str(),
    most_recent_solicitation_date: date(),
    number_of_offers_received: int(),
    original_solicitation_date: date(),
    other_than_full_and_open_competition: str(),
    set_aside: str(),
    simplified_procedures_for_certain_commercial_items: str(),
    small_business_competitiveness_demonstration_program: str(),
    solicitation_identifier: str(),
    solicitation_procedures: str(),
  },
};

const agencyDetails: JoinSpec = {
  kind: 'join',
  typeName: 'VehicleAgencyDetails',
  description: 'The most common awarding and funding office of the IDVs; computed on the detail only, null in lists.',
  list: false,
  bareMeansAll: true,
  detailOnly: true,
  table: (t) => `(SELECT ${mostCommon('i.awarding_office_id')} AS awarding_office_id, ${mostCommon('i.funding_office_id')} AS funding_office_id FROM ${idvsOf(t)})`,
  on: () => 'TRUE',
  fields: {
    awarding_office: organizationPayload('VehicleAgencyDetailsAwardingOffice', 'awarding_office_id'),
    funding_office: organizationPayload('VehicleAgencyDetailsFundingOffice', 'funding_office_id'),
  },
};

/** Today, UTC, in SQL (the reference date of the time-based metrics). */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

const metrics: JoinSpec = {
  kind: 'join',
  typeName: 'VehicleMetrics',
  description: 'Metrics computed when asked from the orders under the IDVs (see docs/resources/awards.md, "Vehicles", for each definition).',
  list: false,
  bareMeansAll: true,
  // one pass over the orders (o) for the plain aggregates (a), one grouping by recipient (r) and its totals (h), the IDV ceilings (c);
  // shares are squared in float8 (the sum of squares of up to 100 per recipient, rounded to 2 decimals after); a recipient
  // named by DUNS alone (award data from before the UEI) is its own recipient
  table: (t) => `(WITH o AS (
        SELECT o.obligated, coalesce(o.recipient_uei, 'DUNS ' || o.recipient_duns) AS recipient, o.awarding_agency_code, o.extent_competed_code, o.number_of_offers_received, o.award_date,
               o.award_date > ${TODAY} - interval '24 months' AS recent
        FROM award i JOIN award o ON o.parent_award_key = i.key
        WHERE i.vehicle_uuid = ${t}.uuid AND i.family = 'idv' AND o.family = 'contract'),
      a AS (SELECT
          round(avg(o.number_of_offers_received), 2) AS avg_offers_received,
          round(avg(o.obligated), 2) AS avg_order_value,
          round(avg(CASE WHEN o.extent_competed_code IN (${COMPETED_EXTENT_CODES.map(quote).join(', ')}) THEN 1 ELSE 0 END) FILTER (WHERE o.extent_competed_code IS NOT NULL), 4) AS competed_rate,
          (${TODAY} - max(o.award_date))::int AS days_since_last_order,
          max(o.obligated) AS max_order_value,
          coalesce(sum(o.obligated), 0) AS obligations,
          coalesce(sum(o.obligated) FILTER (WHERE o.recent), 0) AS recent_obligations_24mo,
          (count(*) FILTER (WHERE o.recent))::int AS recent_orders_24mo,
          count(DISTINCT o.awarding_agency_code)::int AS using_agency_count
        FROM o),
      r AS (SELECT greatest(sum(o.obligated), 0) AS amount, count(*) AS n FROM o GROUP BY o.recipient),
      h AS (SELECT sum(r.amount) AS amount, sum(r.n) AS n, max(r.amount) AS top FROM r),
      c AS (SELECT sum(coalesce(i.total_estimated_order_value, i.total_contract_value)) AS ceiling FROM ${idvsOf(t)})
    SELECT a.avg_offers_received, a.avg_order_value, a.competed_rate, a.days_since_last_order, a.max_order_value,
      a.recent_obligations_24mo, a.recent_orders_24mo, a.using_agency_count,
      CASE WHEN h.amount > 0 THEN round((SELECT sum(power((100 * r.amount / h.amount)::float8, 2)) FROM r)::numeric, 2) END AS award_concentration_hhi,
      CASE WHEN h.n > 0 THEN round((SELECT sum(power((100 * r.n / h.n)::float8, 2)) FROM r)::numeric, 2) END AS order_concentration_hhi,
      CASE WHEN h.amount > 0 THEN round(h.top / h.amount, 4) END AS top_recipient_share,
      CASE WHEN c.ceiling > 0 THEN round(a.obligations / c.ceiling, 4) END AS obligation_to_ceiling_ratio
    FROM a, h, c)`,
  on: () => 'TRUE',
  fields: {
    avg_offers_received: money({ description: 'Mean offers received over the orders that report it (2 decimals).' }),
    avg_order_value: money({ description: 'Mean obligated amount per order (cents).' }),
    award_concentration_hhi: money({ description: 'Herfindahl-Hirschman index of order obligations by recipient, 0 to 10,000 (2 decimals).' }),
    competed_rate: money({ description: 'Share of the orders with an extent-competed code that were competed (A, D, F, CDO), 0 to 1 (4 decimals).' }),
    days_since_last_order: int({ description: 'Days from the latest order award date to today (UTC).' }),
    max_order_value: money({ description: 'Largest obligated amount of one order.' }),
    obligation_to_ceiling_ratio: money({ description: 'Order obligations over the sum of the IDV ceilings (4 decimals).' }),
    order_concentration_hhi: money({ description: 'Herfindahl-Hirschman index of order counts by recipient, 0 to 10,000 (2 decimals).' }),
    recent_obligations_24mo: money({ description: 'Obligations of the orders awarded after the same day 24 months ago.' }),
    recent_orders_24mo: int({ description: 'Orders awarded after the same day 24 months ago.' }),
    top_recipient_share: money({ description: "The largest recipient's share of order obligations, 0 to 1 (4 decimals)." }),
    using_agency_count: int({ description: 'Distinct awarding agencies of the orders.' }),
  },
};

// ───────────────────────────── the linked opportunity ─────────────────────────────

/** The opportunity (SAM.gov notice) linked to a vehicle, in its full shape: the opportunities resource's fields. */
const opportunity: JoinSpec = {
  kind: 'join',
  typeName: 'VehicleOpportunity',
  description: 'The contract opportunity (SAM.gov notice) that solicited the vehicle, when linked.',
  table: 'opportunity',
  list: false,
  bareMeansAll: true,
  on: (t, o) => `${o}.opportunity_id = ${t}.opportunity_id`,
  fields: opportunities.fields,
};

// ───────────────────────────── filters ─────────────────────────────

const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * agency: OR-list; each value matches the vehicle's agency (agency_id: a
 * sub-tier code, or an agency's exact name or abbreviation) or its
 * department (the awarding organisation's department: a 3-digit CGAC, a
 * 4-digit FPDS department code, an exact name or abbreviation), any case.
 */
const agencyFilter: FilterSpec = {
  kind: 'list',
  description: 'Awarding agency or department, by code (sub-tier code, CGAC, FPDS department code) or exact name or abbreviation, any case; OR-list.',
  compile: (values) => {
    const v = values.map((x) => x.toUpperCase());
    return sql(
      `(upper(t.agency_id) = ANY($?::text[])
        OR t.agency_id IN (SELECT a.code FROM agency a WHERE upper(a.name) = ANY($?::text[]) OR upper(a.abbreviation) = ANY($?::text[]))
        OR (SELECT g.department_code FROM organization g WHERE g.organization_id = t.organization_id) IN
           (SELECT d.cgac FROM department d WHERE d.cgac = ANY($?::text[]) OR d.code = ANY($?::text[]) OR upper(d.name) = ANY($?::text[]) OR upper(d.abbreviation) = ANY($?::text[])))`,
      v, v, v, v, v, v, v,
    );
  },
};

/**
 * search: full text over the vehicle (solicitation identifier, programme
 * acronym, titles, descriptions) and over its IDVs (PIID, key, solicitation
 * identifier, recipient, description); or the solicitation identifier in any
 * spelling.
 */
const searchFilter: FilterSpec = {
  kind: 'text',
  description: 'Full text over the vehicle and its IDVs (PIID, key, recipient, description), or the solicitation identifier in any spelling.',
  compile: (v) => {
    const norm = normalizeSolicitation(v);
    return sql(
      `(t.search_vector @@ websearch_to_tsquery('english', $?)
        OR t.solicitation_identifier_norm = $?
        OR (t.is_synthetic_solicitation AND upper(regexp_replace(${servedSolicitation('t')}, '[[:space:]_./-]+', '', 'g')) = $?)
        OR t.uuid IN (SELECT i.vehicle_uuid FROM award i WHERE i.family = 'idv' AND i.vehicle_uuid IS NOT NULL AND i.search_vector @@ websearch_to_tsquery('english', $?)))`,
      v, norm, norm, v,
    );
  },
};

/** Case-insensitive exact match of one value. */
const iexact = (column: string, description: string): FilterSpec => ({
  kind: 'text',
  description,
  compile: (v) => sql(`lower(${column}) = lower($?)`, v),
});

const vehicleFilters: Record<string, FilterSpec> = {
  search: searchFilter,
  vehicle_type: codeFilter('t.vehicle_type', IDV_TYPES, true, 'IDV type of the vehicle, any case: code (A to E), short name (GWAC, IDC, FSS, BOA, BPA) or description; OR-list.'),
  type_of_idc: codeFilter('t.type_of_idc', TYPE_OF_IDC, false, 'Type of IDC: code (A, B, C) or description; OR-list.'),
  contract_type: codeFilter('t.contract_type', CONTRACT_TYPES, false, 'Type of contract (pricing): FPDS code or description; OR-list.'),
  set_aside: f.inList('t.set_aside'),
  who_can_use: iexact('t.who_can_use', 'Who can use the vehicle, case-insensitive exact.'),
  naics_code: f.int('t.naics_code', '=', { min: 0, max: 999999 }),
  psc_code: f.eq('t.psc_code', { upper: true }),
  program_acronym: iexact('t.program_acronym', 'Programme acronym, case-insensitive exact.'),
  agency: agencyFilter,
  organization_id: {
    kind: 'text',
    description: 'Awarding organisation UUID, exact.',
    compile: (v) => {
      if (!UUID_FORM.test(v)) throw validationError(`organization_id must be a UUID, got ${JSON.stringify(v)}`);
      return sql('t.organization_id = $?::uuid', v.toLowerCase());
    },
  },
  total_obligated_min: f.decimal('t.total_obligated', '>=', 'total_obligated_max'),
  total_obligated_max: f.decimal('t.total_obligated', '<='),
  idv_count_min: f.int('t.idv_count', '>=', { rangeWith: 'idv_count_max', min: 0 }),
  idv_count_max: f.int('t.idv_count', '<=', { min: 0 }),
  order_count_min: f.int('t.order_count', '>=', { rangeWith: 'order_count_max', min: 0 }),
  order_count_max: f.int('t.order_count', '<=', { min: 0 }),
  fiscal_year: f.int('t.fiscal_year', '=', { min: 1900, max: 2100 }),
  award_date_after: f.date('t.award_date', '>=', 'award_date_before'),
  award_date_before: f.date('t.award_date', '<='),
  last_date_to_order_after: f.date('t.last_date_to_order', '>=', 'last_date_to_order_before'),
  last_date_to_order_before: f.date('t.last_date_to_order', '<='),
};

/** The vehicle scope of a list under one vehicle (a non-UUID names none: 404). */
function vehicleScope(description: string, where: (uuid: string) => Sql): ListScope {
  return {
    arg: 'vehicleUuid',
    description,
    valid: isRfc4122Uuid,
    where: (uuid) => where(uuid.toLowerCase()),
    exists: async (q, uuid) => (await q('SELECT 1 FROM vehicle WHERE uuid = $1::uuid', [uuid.toLowerCase()])).length > 0,
  };
}

// ───────────────────────────── the resources ─────────────────────────────

const LIST_SHAPE =
  'agency_details,award_date,awardee_count,contract_type,description,fiscal_year,idv_count,last_date_to_order,latest_award_date,naics_code,order_count,organization,program_acronym,psc_code,set_aside,solicitation_date,solicitation_identifier,solicitation_title,total_obligated,type_of_idc,uuid,vehicle_contracts_value,vehicle_obligations,vehicle_type,who_can_use';
const DETAIL_SHAPE =
  'agency_details(*),agency_id,award_date,awardee_count,competition_details(*),contract_type,description,fiscal_year,idv_count,last_date_to_order,latest_award_date,metrics(*),naics_code,opportunity_id,order_count,organization,program_acronym,psc_code,set_aside,solicitation_date,solicitation_description,solicitation_identifier,solicitation_title,total_obligated,type_of_idc,uuid,vehicle_contracts_value,vehicle_obligations,vehicle_type,who_can_use';

export const vehicles: ResourceSpec = {
  name: 'vehicles',
  typeName: 'Vehicle',
  single: 'vehicle',
  table: 'vehicle',
  key: 'uuid',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: {
    uuid: uuid(),
    solicitation_identifier: str({ sql: servedSolicitation, description: 'Solicitation identifier shared by the IDVs; on a synthetic vehicle, the user-facing value (internal storage prefix removed).' }),
    is_synthetic_solicitation: bool({ description: 'True when the solicitation identifier was synthesised (a GWAC-type vehicle without a real solicitation number).' }),
    program_acronym: str(),
    solicitation_title: str(),
    solicitation_description: str(),
    solicitation_date: date(),
    description: str(),
    descriptions: str({ list: true, description: 'Distinct descriptions of the IDVs, sorted.', sql: (t) => `(SELECT coalesce(array_agg(DISTINCT i.description ORDER BY i.description), '{}') FROM ${idvsOf(t)} AND i.description IS NOT NULL)` }),
    vehicle_type: storedCodePair('VehicleVehicleType', 'vehicle_type', IDV_TYPES, 'IDV type of the vehicle: FPDS code and description.'),
    type_of_idc: str({ description: 'Type of IDC (description).' }),
    contract_type: storedCodePair('VehicleContractType', 'contract_type', CONTRACT_TYPES, 'Type of contract (pricing arrangement): FPDS code and description.'),
    set_aside: str({ description: 'Set-aside code, the most common among the IDVs.' }),
    who_can_use: str(),
    naics_code: int({ graphqlText: true }),
    psc_code: str(),
    agency_id: str({ description: 'Sub-tier agency code of the awarding agency.' }),
    organization_id: uuid(),
    organization: organizationPayload('VehicleOrganization', 'organization_id'),
    opportunity_id: uuid(),
    fiscal_year: int({ description: 'Fiscal year of the earliest IDV award.' }),
    award_date: date({ description: 'Earliest IDV award date.' }),
    last_date_to_order: date({ description: 'Latest last date to order of the IDVs.' }),
    latest_award_date: date({ description: 'Latest award date of an order under the vehicle.' }),
    idv_count: int(),
    awardee_count: int({ description: 'Distinct recipients of the IDVs.' }),
    order_count: int(),
    total_obligated: money({ description: 'Obligations of the IDVs (each the sum of its orders).' }),
    vehicle_obligations: money({ description: 'Sum of the obligations of the orders.' }),
    vehicle_contracts_value: money({ description: 'Sum of the total contract values of the orders.' }),
    awardees: {
      kind: 'join',
      typeName: 'VehicleAwardee',
      description: 'The underlying IDVs, oldest first; on the detail, the search parameter filters them.',
      table: 'award',
      list: true,
      on: (t, i) => `${i}.vehicle_uuid = ${t}.uuid AND ${i}.family = 'idv'`,
      orderBy: (i) => `${i}.award_date, ${i}.key`,
      fields: awardeeFields,
      param: { name: 'search', where: (i, v) => awardeeMatch(i, v) },
    },
    opportunity,
    competition_details: competitionDetails,
    agency_details: agencyDetails,
    metrics,
  },
  defaultShape: { list: LIST_SHAPE, detail: DETAIL_SHAPE },
  filters: vehicleFilters,
  ordering: {
    fields: {
      vehicle_obligations: { column: 'vehicle_obligations', type: 'numeric' },
      latest_award_date: { column: 'latest_award_date', type: 'date', nullable: true },
      total_obligated: { column: 'total_obligated', type: 'numeric' },
      award_date: { column: 'award_date', type: 'date' },
      last_date_to_order: { column: 'last_date_to_order', type: 'date', nullable: true },
      fiscal_year: { column: 'fiscal_year', type: 'int' },
      idv_count: { column: 'idv_count', type: 'int' },
      order_count: { column: 'order_count', type: 'int' },
      // the fixed default order only (not client-selectable)
      solicitation_identifier: { column: 'solicitation_identifier', type: 'text', internal: true },
      agency_id: { column: 'agency_id', type: 'text', internal: true },
    },
    default: 'solicitation_identifier,agency_id',
    tiebreaker: { column: 'uuid', type: 'uuid' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  detailParams: {
    search: { description: 'Filters the expanded awardees: PIID, key, solicitation identifier, NAICS, PSC, recipient name or address.' },
  },
  routes: [
    { path: '/api/vehicles/', kind: 'list' },
    { path: '/api/vehicles/:uuid/', kind: 'detail', param: 'uuid' },
  ],
};

/** The underlying IDVs of one vehicle (/api/vehicles/{uuid}/awardees/), page-number, searchable. */
export const vehicleAwardees: ResourceSpec = {
  name: 'vehicle_awardees',
  typeName: 'VehicleAwardee',
  single: 'vehicleAwardee',
  table: 'award',
  key: 'key',
  scope: `t.family = 'idv'`,
  fields: awardeeFields,
  defaultShape: { list: AWARDEE_DEFAULT, detail: AWARDEE_DEFAULT },
  filters: {
    search: {
      kind: 'text',
      description: 'PIID, key, solicitation identifier (any spelling), NAICS or PSC prefix, recipient name or physical address; case-insensitive.',
      compile: (v) => sql(`EXISTS (SELECT 1 FROM (SELECT $?::text AS v) s WHERE ${awardeeMatch('t', 's.v')})`, v),
    },
  },
  ordering: AWARD_ORDERING,
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  scopes: [vehicleScope('The IDVs grouped under one vehicle.', (uuid) => sql('t.vehicle_uuid = $?::uuid', uuid))],
  routes: [{ path: '/api/vehicles/:uuid/awardees/', kind: 'list', scope: { arg: 'vehicleUuid', param: 'uuid' } }],
};
