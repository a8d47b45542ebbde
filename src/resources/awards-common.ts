/**
 * Field and filter building blocks shared by the award families (contracts,
 * IDVs, OTAs, OTIDVs): the award identity, organisation payloads, recipient,
 * place of performance, competition, transactions, and the award filters.
 */
import { normalizeSolicitation } from '../identifiers/index.js';
import { f, sql, type FilterSpec, type Sql } from '../engine/filters/sql.js';
import type { OrderingConfig } from '../engine/query/list.js';
import {
  codePair, date, int, jsonPair, money, str, type ComposedSpec, type FieldSpec, type JoinSpec,
} from '../engine/resource.js';

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

/** Recipient as reported on the award, with today's common name and CAGE from the entity. */
export function recipient(typeName: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    fields: {
      uei: str({ column: 'recipient_uei' }),
      display_name: str({ sql: (t) => entityValue(`${t}.recipient_uei`, 'display_name') }),
      legal_business_name: str({ column: 'recipient_legal_business_name' }),
      cage_code: str({ sql: (t) => entityValue(`${t}.recipient_uei`, 'cage_code') }),
      parent_uei: str({ column: 'recipient_parent_uei' }),
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

/** The award filters of document 2 (contracts); other families pick from these. */
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
