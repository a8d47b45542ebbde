/**
 * Field and filter building blocks shared by the award families (contracts,
 * IDVs, OTAs, OTIDVs): the award identity, organisation payloads, recipient,
 * place of performance, competition, transactions, and the award filters.
 */
import { normalizeSolicitation, parseAwardKey } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec, type Sql } from '../engine/filters/sql.js';
import type { OrderingConfig } from '../engine/query/list.js';
import {
  codePair, date, int, json, jsonPair, money, scalarOr, str, type ComposedSpec, type FieldSpec, type JoinSpec, type LeafSpec, type ListScope,
} from '../engine/resource.js';

/** The award families of table award (column family). */
export type AwardFamily = 'contract' | 'idv' | 'ota' | 'otidv';

/** Detail path identifiers of a family: contracts and OTAs are CONT_AWD_ keys, IDVs and OTIDVs CONT_IDV_ keys. */
export function validAwardKey(family: AwardFamily): (key: string) => boolean {
  const kind = family === 'contract' || family === 'ota' ? 'contract' : 'idv';
  return (key) => parseAwardKey(key)?.kind === kind;
}

/** Organisation payload (document 1): read off an office row of the organisation hierarchy. */
export function organizationPayload(typeName: string, idColumn: string): JoinSpec {
  return {
    kind: 'join',
    typeName,
    table: 'organization',
    on: (t, o) => `${o}.organization_id = ${t}.${idColumn}`,
    list: false,
    bareMeansAll: true,
    fields: {
      organization_id: str(),
      office_code: str(),
      office_name: str(),
      agency_code: str(),
      agency_name: str(),
      department_code: str(),
      department_name: str(),
    },
  };
}

/** {code, description} where the description is looked up by code in a reference table. */
function codeLookup(typeName: string, column: string, table: 'naics' | 'psc', descriptionColumn: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    nullWhen: (t) => `${t}.${column} IS NULL OR ${t}.${column} = ''`,
    fields: {
      code: str({ column }),
      description: str({ sql: (t) => `(SELECT r.${descriptionColumn} FROM ${table} r WHERE r.code = ${t}.${column})` }),
    },
  };
}

export const naicsObject = (typeName: string, column = 'naics_code') => codeLookup(typeName, column, 'naics', 'description');
export const pscObject = (typeName: string, column = 'psc_code') => codeLookup(typeName, column, 'psc', 'name');

/** The registered entity's value of a column, by UEI. */
export const entityValue = (ueiSql: string, column: string) => `(SELECT e.${column} FROM entity e WHERE e.uei = ${ueiSql})`;

/**
 * Recipient as reported on the award, with today's common name and CAGE from
 * the entity. `cage` adds the CAGE code under the other-transaction tables'
 * name (document 2, OTIDV: uei, display_name, legal_business_name, cage).
 */
export function recipient(typeName: string, opts: { cage?: boolean } = {}): ComposedSpec {
  const cage = () => str({ sql: (t) => entityValue(`${t}.recipient_uei`, 'cage_code') });
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    fields: {
      uei: str({ column: 'recipient_uei' }),
      display_name: str({ sql: (t) => entityValue(`${t}.recipient_uei`, 'display_name') }),
      legal_business_name: str({ column: 'recipient_legal_business_name' }),
      ...(opts.cage ? { cage: cage() } : {}),
      cage_code: cage(),
      parent_uei: str({ column: 'recipient_parent_uei' }),
      duns: str({
        column: 'recipient_duns',
        description:
          'DUNS number of the recipient as the source reported it: award data from before the UEI (April 2022) names some recipients by DUNS alone, and then `uei` is null. Null when not reported.',
      }),
    },
  };
}

export function placeOfPerformance(typeName: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    fields: {
      country_code: str({ column: 'pop_country_code' }),
      country_name: str({ column: 'pop_country_name' }),
      state_code: str({ column: 'pop_state_code' }),
      state_name: str({ column: 'pop_state_name' }),
      city_name: str({ column: 'pop_city_name' }),
      zip_code: str({ column: 'pop_zip_code' }),
    },
  };
}

export function competition(prefix: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName: `${prefix}Competition`,
    bareMeansAll: true,
    fields: {
      contract_type: codePair(`${prefix}ContractType`, 'contract_type_code', 'contract_type_description'),
      extent_competed: codePair(`${prefix}ExtentCompeted`, 'extent_competed_code', 'extent_competed_description'),
      solicitation_identifier: str(),
      solicitation_date: date(),
      solicitation_procedures: codePair(`${prefix}SolicitationProcedures`, 'solicitation_procedures_code', 'solicitation_procedures_description'),
      number_of_offers_received: int(),
      other_than_full_and_open_competition: codePair(`${prefix}OtherThanFullAndOpen`, 'other_than_full_and_open_code', 'other_than_full_and_open_description'),
    },
  };
}

export function transactions(typeName: string): JoinSpec {
  return {
    kind: 'join',
    typeName,
    table: 'award_transaction',
    on: (t, x) => `${x}.award_key = ${t}.key`,
    orderBy: (x) => `${x}.transaction_date, ${x}.id`,
    list: true,
    fields: {
      modification_number: str(),
      transaction_date: date(),
      obligated: money(),
      description: str(),
      action_type: codePair(`${typeName}ActionType`, 'action_type_code', 'action_type'),
    },
  };
}

/**
 * The raw snapshot of an award's transactions (the bare name of a
 * scalar-or-expansion `transactions`): one object per modification as it is
 * stored, in date order, codes not expanded (action_type_code beside the
 * reported action_type text).
 */
export function rawTransactions(): LeafSpec {
  return json({
    description: 'Raw snapshot of the modifications, as stored: [{modification_number, transaction_date, obligated, description, action_type_code, action_type}], in date order.',
    sql: (t) =>
      `(SELECT coalesce(json_agg(json_build_object('modification_number', x.modification_number, 'transaction_date', x.transaction_date, 'obligated', x.obligated, 'description', x.description, 'action_type_code', x.action_type_code, 'action_type', x.action_type) ORDER BY x.transaction_date, x.id), '[]'::json) FROM award_transaction x WHERE x.award_key = ${t}.key)`,
  });
}

/** Count and sum of the subawards reported under the award. */
export function subawardsSummary(typeName: string): JoinSpec {
  return {
    kind: 'join',
    typeName,
    table: 'subaward',
    list: false,
    on: (t, s) => `${s}.award_key = ${t}.key`,
    bareMeansAll: true,
    fields: { count: int({ sql: () => 'count(*)::int' }), total_amount: money({ sql: (s) => `round(coalesce(sum(${s}.subaward_amount), 0), 2)` }) },
  };
}

/** A vehicle (solicitation-level grouping of IDVs) as an opt-in expansion; `uuidSql` yields its UUID from the award row. */
export function vehicleJoin(typeName: string, uuidSql: (t: string) => string, description: string): JoinSpec {
  return {
    kind: 'join',
    typeName,
    table: 'vehicle',
    list: false,
    on: (t, v) => `${v}.uuid = ${uuidSql(t)}`,
    optIn: true,
    bareMeansAll: true,
    description,
    fields: {
      uuid: str(),
      vehicle_type: str(),
      solicitation_identifier: str(),
      solicitation_title: str(),
      solicitation_description: str(),
      solicitation_date: date(),
      description: str(),
      type_of_idc: str(),
      contract_type: str(),
      set_aside: str(),
      who_can_use: str(),
      naics_code: int({ graphqlText: true }),
      psc_code: str(),
      agency_id: str(),
      fiscal_year: int(),
      award_date: date(),
      last_date_to_order: date(),
    },
  };
}

/** The FPDS long tail: {code, description} pairs kept in the fpds_codes JSON column. */
export const FPDS_PAIRS = [
  'commercial_item_acquisition_procedures', 'consolidated_contract', 'contingency_humanitarian_or_peacekeeping_operation',
  'contract_bundling', 'cost_accounting_standards_clause', 'cost_or_pricing_data', 'domestic_or_foreign_entity',
  'epa_designated_product', 'evaluated_preference', 'fair_opportunity_limited_sources', 'fed_biz_opps', 'foreign_funding',
  'information_technology_commercial_item_category', 'inherently_governmental_functions', 'performance_based_service_acquisition',
  'place_of_manufacture', 'recovered_materials_sustainability', 'research', 'sam_exception', 'subcontracting_plan',
  'tradeoff_process', 'undefinitized_action',
] as const;

export function fpdsPairs(prefix: string): Record<string, FieldSpec> {
  const out: Record<string, FieldSpec> = {};
  for (const name of FPDS_PAIRS) {
    out[name] = jsonPair(`${prefix}${name.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase())}`, 'fpds_codes', name);
  }
  return out;
}

export function legislativeMandates(typeName: string): ComposedSpec {
  const keys = ['clinger_cohen_act_planning', 'construction_wage_rate_requirements', 'employment_eligibility_verification', 'interagency_contracting_authority', 'labor_standards', 'materials_supplies_articles_equipment', 'other_statutory_authority', 'service_contract_inventory'];
  const fields: Record<string, FieldSpec> = {};
  for (const k of keys) fields[k] = jsonPair(`${typeName}${k.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase())}`, 'legislative_mandates', k);
  return { kind: 'composed', typeName, fields, bareMeansAll: true, nullWhen: (t) => `${t}.legislative_mandates IS NULL` };
}

export function officers(typeName: string): ComposedSpec {
  const fields: Record<string, FieldSpec> = {};
  for (let i = 1; i <= 5; i++) {
    fields[`highly_compensated_officer_${i}_name`] = str({ sql: (t) => `${t}.officers->>'highly_compensated_officer_${i}_name'` });
    fields[`highly_compensated_officer_${i}_amount`] = money({ sql: (t) => `(${t}.officers->>'highly_compensated_officer_${i}_amount')::numeric` });
  }
  return { kind: 'composed', typeName, fields, bareMeansAll: true, nullWhen: (t) => `${t}.officers IS NULL` };
}

// ── filters ──

/** awarding_agency / funding_agency: department code, either agency code system, name or abbreviation. */
export function agencyFilter(side: 'awarding' | 'funding'): FilterSpec {
  return {
    kind: 'list',
    compile: (values) => {
      const parts: Sql[] = values.map((v) => {
        const upper = v.toUpperCase();
        // a 3-digit CGAC, a 4-digit FPDS department id (9700) or sub-tier code, or a name/abbreviation
        return sql(
          `(t.${side}_department_code = $? OR t.${side}_agency_code = $? OR t.${side}_department_code = (SELECT d.cgac FROM department d WHERE d.code = $?)
            OR t.${side}_agency_code IN (SELECT a.code FROM agency a WHERE upper(a.abbreviation) = $? OR upper(a.name) = $?)
            OR t.${side}_department_code IN (SELECT d.cgac FROM department d WHERE upper(d.abbreviation) = $? OR upper(d.name) = $?))`,
          upper, upper, upper, upper, upper, upper, upper,
        );
      });
      return { text: `(${parts.map((p) => p.text).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
    },
  };
}

/** Every spelling (dashes, spaces, case) of a solicitation number matches. */
export const solicitationFilter: FilterSpec = {
  kind: 'list',
  compile: (values) => sql('t.solicitation_identifier_norm = ANY($?::text[])', values.map(normalizeSolicitation)),
};

/** The award filters of document 2 (contracts); other families pick from these (idvFilters, otFilters). */
export function awardFilters(): Record<string, FilterSpec> {
  return {
    search: f.search(),
    recipient: { kind: 'text', minLength: 2, compile: (v) => sql(`t.recipient_legal_business_name ILIKE $?`, `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) },
    uei: f.eq('t.recipient_uei', { upper: true }),
    piid: f.eq('t.piid', { upper: true }),
    key: f.inList('t.key'),
    solicitation_identifier: solicitationFilter,
    awarding_agency: agencyFilter('awarding'),
    funding_agency: agencyFilter('funding'),
    naics: f.inList('t.naics_code'),
    psc: f.inList('t.psc_code', { upper: true }),
    set_aside: f.inList('t.set_aside_code', { upper: true }),
    award_type: f.inList('t.award_type_code', { upper: true }),
    award_date: f.date('t.award_date', '='),
    award_date_gte: f.date('t.award_date', '>=', 'award_date_lte'),
    award_date_lte: f.date('t.award_date', '<='),
    fiscal_year: f.int('t.fiscal_year', '=', { min: 1900, max: 2100 }),
    fiscal_year_gte: f.int('t.fiscal_year', '>=', { rangeWith: 'fiscal_year_lte', min: 1900, max: 2100 }),
    fiscal_year_lte: f.int('t.fiscal_year', '<=', { min: 1900, max: 2100 }),
    pop_start_date_gte: f.date('t.pop_start_date', '>=', 'pop_start_date_lte'),
    pop_start_date_lte: f.date('t.pop_start_date', '<='),
    pop_end_date_gte: f.date('t.pop_current_end_date', '>=', 'pop_end_date_lte'),
    pop_end_date_lte: f.date('t.pop_current_end_date', '<='),
    expiring_gte: f.date('t.pop_ultimate_completion_date', '>=', 'expiring_lte'),
    expiring_lte: f.date('t.pop_ultimate_completion_date', '<='),
    obligated_gte: f.decimal('t.obligated', '>=', 'obligated_lte'),
    obligated_lte: f.decimal('t.obligated', '<='),
  };
}

function pick(all: Record<string, FilterSpec>, names: string[]): Record<string, FilterSpec> {
  const out: Record<string, FilterSpec> = {};
  for (const n of names) {
    if (!Object.hasOwn(all, n)) throw new Error(`no award filter ${n}`);
    out[n] = all[n];
  }
  return out;
}

/** IDV types (FPDS): GWAC, IDC, FSS, BOA, BPA. */
export const IDV_TYPE_CODES = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * The IDV filters of document 2 ("IDVs"), plus `key` (issue 16): the shared
 * award filters the section names, `idv_type` (OR-list of A to E, any case;
 * another code answers 400 as the choice filter of the reference does), the
 * last-date-to-order range, and `expiring_gte`/`expiring_lte` as its aliases
 * (not the ultimate completion date, which IDVs do not have). A range given
 * half under one name and half under its alias is still checked for
 * inversion.
 */
export function idvFilters(): Record<string, FilterSpec> {
  const ltdoLow = (partners: string[]) => f.date('t.last_date_to_order', '>=', partners);
  return {
    ...pick(awardFilters(), [
      'search', 'recipient', 'uei', 'piid', 'key', 'solicitation_identifier', 'obligated_gte', 'obligated_lte', 'awarding_agency', 'funding_agency',
      'naics', 'psc', 'set_aside', 'award_date', 'award_date_gte', 'award_date_lte', 'fiscal_year', 'fiscal_year_gte', 'fiscal_year_lte',
      'pop_start_date_gte', 'pop_start_date_lte',
    ]),
    idv_type: {
      kind: 'list',
      description: 'IDV type code, OR-list, any case: A (GWAC), B (IDC), C (FSS), D (BOA), E (BPA).',
      compile: (values) => {
        const codes = values.map((v) => v.toUpperCase());
        const bad = codes.find((c) => !(IDV_TYPE_CODES as readonly string[]).includes(c));
        if (bad !== undefined) throw validationError(`idv_type must be one of ${IDV_TYPE_CODES.join(', ')} (an OR-list joins several), got ${JSON.stringify(bad)}`);
        return sql('t.idv_type_code = ANY($?::text[])', codes);
      },
    },
    last_date_to_order_gte: ltdoLow(['last_date_to_order_lte', 'expiring_lte']),
    last_date_to_order_lte: f.date('t.last_date_to_order', '<='),
    expiring_gte: ltdoLow(['expiring_lte', 'last_date_to_order_lte']),
    expiring_lte: f.date('t.last_date_to_order', '<='),
  };
}

/**
 * The other-transaction filters (document 2, "OTIDVs"; OTAs take the same,
 * being the OTIDVs' child awards), plus `key` (issue 16). No NAICS filter:
 * other transactions carry no NAICS code. `expiring_*` is the ultimate
 * completion date, as on contracts: other transactions have a contract-style
 * period of performance and no last date to order.
 */
export function otFilters(): Record<string, FilterSpec> {
  return pick(awardFilters(), [
    'search', 'recipient', 'uei', 'piid', 'key', 'awarding_agency', 'funding_agency', 'psc', 'award_date', 'award_date_gte', 'award_date_lte',
    'fiscal_year', 'fiscal_year_gte', 'fiscal_year_lte', 'pop_start_date_gte', 'pop_start_date_lte', 'pop_end_date_gte', 'pop_end_date_lte',
    'expiring_gte', 'expiring_lte', 'obligated_gte', 'obligated_lte',
  ]);
}

// ── scopes ──

/** The records of one entity (recipient UEI, case-insensitive). */
export function entityScope(what: string): ListScope {
  return {
    arg: 'entityUei',
    description: `${what} of one entity (UEI, case-insensitive).`,
    where: (uei) => sql('t.recipient_uei = $?', uei.toUpperCase()),
    exists: async (q, uei) => (await q('SELECT 1 FROM entity WHERE uei = $1', [uei.toUpperCase()])).length > 0,
  };
}

/** The child awards of one parent award of `family` (an unknown parent, or one of another family, answers 404). */
export function childScope(arg: string, description: string, family: AwardFamily): ListScope {
  return {
    arg,
    description,
    valid: validAwardKey(family),
    where: (key) => sql('t.parent_award_key = $?', key),
    exists: async (q, key) => (await q(`SELECT 1 FROM award WHERE key = $1 AND family = $2`, [key, family])).length > 0,
  };
}

/**
 * Rows keyed by award (column award_key) under one award of `family`: the
 * family is checked once per statement (an uncorrelated EXISTS), so another
 * family's key names no parent here and answers 404.
 */
export function awardRowsScope(arg: string, description: string, family: AwardFamily): ListScope {
  return {
    arg,
    description,
    valid: validAwardKey(family),
    where: (key) => sql(`t.award_key = $? AND EXISTS (SELECT 1 FROM award a WHERE a.key = $? AND a.family = '${family}')`, key, key),
    exists: async (q, key) => (await q(`SELECT 1 FROM award WHERE key = $1 AND family = $2`, [key, family])).length > 0,
  };
}

export const AWARD_ORDERING: OrderingConfig = {
  fields: {
    award_date: { column: 'award_date', type: 'date' },
    obligated: { column: 'obligated', type: 'numeric' },
    total_contract_value: { column: 'total_contract_value', type: 'numeric', nullable: true },
  },
  default: '-award_date',
  tiebreaker: { column: 'key', type: 'text' },
};

export const parentAward = (typeName: string): ComposedSpec => ({
  kind: 'composed',
  typeName,
  bareMeansAll: true,
  nullWhen: (t) => `${t}.parent_award_key IS NULL OR ${t}.parent_award_key = ''`,
  fields: { key: str({ column: 'parent_award_key' }), piid: str({ column: 'parent_piid' }) },
});

/**
 * The fields of an other-transaction award (document 2, "OTIDV"; OTAs the
 * same plus their parent and award type). `type_of_ot_agreement`,
 * `extent_competed` and `transactions` are "scalar, or expansion": the bare
 * name gives the raw code (the raw snapshot list for transactions),
 * `name(...)` the {code, description} pair (the transaction objects).
 * GraphQL names the scalars `typeOfOtAgreementCode`, `extentCompetedCode`
 * and `transactionsRaw`.
 */
export function otFields(prefix: string): Record<string, FieldSpec> {
  return {
    key: str({ description: 'Canonical award key.' }),
    piid: str(),
    award_date: date(),
    fiscal_year: int(),
    obligated: money(),
    total_contract_value: money(),
    base_and_exercised_options_value: money(),
    description: str(),
    psc_code: str(),
    psc: pscObject(`${prefix}Psc`),
    consortia: str({ description: 'Name of the consortium the agreement was awarded through, if any.' }),
    consortia_uei: str({ description: 'UEI of that consortium.' }),
    dod_acquisition_program: str(),
    non_governmental_dollars: money({ description: 'Cost share from non-governmental parties (USD).' }),
    non_traditional_government_contractor_participation: str(),
    type_of_ot_agreement: scalarOr(
      codePair(`${prefix}TypeOfOtAgreement`, 'type_of_ot_agreement_code', 'type_of_ot_agreement_description'),
      str({ column: 'type_of_ot_agreement_code', description: 'the raw type_of_ot_agreement code' }),
      'type_of_ot_agreement_code',
    ),
    extent_competed: scalarOr(
      codePair(`${prefix}ExtentCompeted`, 'extent_competed_code', 'extent_competed_description'),
      str({ column: 'extent_competed_code', description: 'the raw extent_competed code' }),
      'extent_competed_code',
    ),
    transactions: scalarOr(transactions(`${prefix}Transaction`), rawTransactions(), 'transactions_raw'),
    recipient: recipient(`${prefix}Recipient`, { cage: true }),
    place_of_performance: placeOfPerformance(`${prefix}PlaceOfPerformance`),
    awarding_office: organizationPayload(`${prefix}AwardingOffice`, 'awarding_office_id'),
    funding_office: organizationPayload(`${prefix}FundingOffice`, 'funding_office_id'),
    period_of_performance: {
      kind: 'composed',
      typeName: `${prefix}PeriodOfPerformance`,
      bareMeansAll: true,
      fields: {
        start_date: date({ column: 'pop_start_date' }),
        current_end_date: date({ column: 'pop_current_end_date' }),
        ultimate_completion_date: date({ column: 'pop_ultimate_completion_date' }),
      },
    },
    number_of_actions: int(),
  };
}
