/**
 * Subawards (document 2, "Subaward" and "Subawards"): page-number lists,
 * ordering by the reporting system's last-modified date, scoped lists under a
 * contract and under an entity (as prime or as subawardee).
 */
import { f, likeEscape, sql } from '../engine/filters/sql.js';
import { entityValue, organizationPayload } from './awards-common.js';
import { date, dateTime, int, money, str, url, type ComposedSpec, type ResourceSpec } from '../engine/resource.js';

/** uei and display name resolved against entities, falling back to the subaward's own fields. */
function party(typeName: string, ueiColumn: string, nameColumn: string, dunsColumn?: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    fields: {
      uei: str({ column: ueiColumn }),
      display_name: str({ sql: (t) => `coalesce(${entityValue(`${t}.${ueiColumn}`, 'display_name')}, ${t}.${nameColumn})` }),
      ...(dunsColumn ? { duns: str({ column: dunsColumn }) } : {}),
    },
  };
}

export const subawards: ResourceSpec = {
  name: 'subawards',
  typeName: 'Subaward',
  single: 'subaward',
  table: 'subaward',
  key: 'key',
  fields: {
    key: str({ description: 'Subaward key.' }),
    award_key: str({ description: 'Key of the prime award.' }),
    piid: str({ description: 'PIID of the prime award.' }),
    prime_award_amount: money(),
    prime_award_total_outlayed_amount: money(),
    prime_award_base_action_date: date(),
    prime_award_base_action_date_fiscal_year: int(),
    prime_award_latest_action_date: date(),
    prime_award_latest_action_date_fiscal_year: int(),
    prime_award_base_transaction_description: str(),
    prime_award_project_title: str(),
    prime_award_naics_code: str(),
    prime_award_naics_description: str(),
    prime_awardee_uei: str(),
    prime_awardee_name: str(),
    prime_awardee_parent_uei: str(),
    prime_awardee_parent_name: str(),
    subawardee_uei: str(),
    subawardee_duns: str(),
    subawardee_name: str(),
    subawardee_dba_name: str(),
    subawardee_parent_uei: str(),
    subawardee_parent_duns: str(),
    subawardee_parent_name: str(),
    subawardee_business_types: str({ list: true }),
    usaspending_permalink: url(),
    subaward_details: {
      kind: 'composed',
      typeName: 'SubawardDetails',
      bareMeansAll: true,
      fields: {
        description: str({ column: 'subaward_description' }),
        type: str({ column: 'subaward_type' }),
        number: str({ column: 'subaward_number' }),
        amount: money({ column: 'subaward_amount' }),
        action_date: date({ column: 'subaward_action_date' }),
        fiscal_year: int({ column: 'subaward_fiscal_year' }),
      },
    },
    fsrs_details: {
      kind: 'composed',
      typeName: 'SubawardFsrsDetails',
      bareMeansAll: true,
      fields: {
        last_modified_date: dateTime({ column: 'fsrs_last_modified_date' }),
        id: str({ column: 'fsrs_id' }),
        year: int({ column: 'fsrs_year' }),
        month: int({ column: 'fsrs_month' }),
      },
    },
    place_of_performance: {
      kind: 'composed',
      typeName: 'SubawardPlaceOfPerformance',
      bareMeansAll: true,
      fields: { city: str({ column: 'pop_city' }), state: str({ column: 'pop_state' }), zip: str({ column: 'pop_zip' }), country_code: str({ column: 'pop_country_code' }) },
    },
    highly_compensated_officers: {
      kind: 'composed',
      typeName: 'SubawardOfficer',
      list: true,
      bareMeansAll: true,
      jsonArray: (t) => `${t}.highly_compensated_officers`,
      fields: { name: str({ sql: (e) => `${e}->>'name'` }), amount: money({ sql: (e) => `(${e}->>'amount')::numeric` }) },
    },
    prime_recipient: party('SubawardPrimeRecipient', 'prime_awardee_uei', 'prime_awardee_name'),
    subaward_recipient: party('SubawardRecipient', 'subawardee_uei', 'subawardee_name', 'subawardee_duns'),
    awarding_office: organizationPayload('SubawardAwardingOffice', 'awarding_office_id'),
    funding_office: organizationPayload('SubawardFundingOffice', 'funding_office_id'),
  },
  defaultShape: {
    list: 'award_key,awarding_office(*),fsrs_details(*),funding_office(*),key,piid,place_of_performance(*),prime_recipient(uei,display_name),subaward_details(*),subaward_recipient(uei,display_name)',
    detail: 'award_key,awarding_office(*),fsrs_details(*),funding_office(*),key,piid,place_of_performance(*),prime_recipient(uei,display_name),subaward_details(*),subaward_recipient(uei,display_name)',
  },
  filters: {
    award_key: f.eq('t.award_key'),
    prime_uei: f.eq('t.prime_awardee_uei', { upper: true }),
    sub_uei: f.eq('t.subawardee_uei', { upper: true }),
    // a name filter with a best-effort mapping to UEIs (document 2; README "Subawards"): the name is
    // matched against registered entities and subawards are found by those UEIs; the name on the
    // report itself is matched only for subawards reported without a UEI
    recipient: {
      kind: 'text',
      minLength: 2,
      description: 'Subawardee name (at least 2 characters): registered entities whose legal or display name contains it, by UEI; the reported name only where the subaward has no UEI.',
      compile: (v) => {
        const like = `%${likeEscape(v)}%`;
        return sql(
          `(t.subawardee_uei IN (SELECT e.uei FROM entity e WHERE e.legal_business_name ILIKE $? OR e.display_name ILIKE $?) OR (coalesce(t.subawardee_uei, '') = '' AND t.subawardee_name ILIKE $?))`,
          like, like, like,
        );
      },
    },
    awarding_agency: f.eq('t.awarding_agency_code', { upper: true }),
    funding_agency: f.eq('t.funding_agency_code', { upper: true }),
    fiscal_year: f.int('t.subaward_fiscal_year', '=', { min: 1900, max: 2100 }),
    fiscal_year_gte: f.int('t.subaward_fiscal_year', '>=', { rangeWith: 'fiscal_year_lte', min: 1900, max: 2100 }),
    fiscal_year_lte: f.int('t.subaward_fiscal_year', '<=', { min: 1900, max: 2100 }),
  },
  ordering: {
    fields: { last_modified_date: { column: 'fsrs_last_modified_date', type: 'timestamptz' } },
    default: '-last_modified_date',
    tiebreaker: { column: 'key', type: 'text' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  scopes: [
    {
      arg: 'contractKey',
      description: 'Subawards under one prime contract.',
      where: (key) => sql('t.award_key = $?', key),
      exists: async (q, key) => (await q(`SELECT 1 FROM award WHERE key = $1 AND family = 'contract'`, [key])).length > 0,
    },
    {
      arg: 'entityUei',
      description: 'Subawards where the entity is the prime awardee or the subawardee.',
      where: (uei) => sql('(t.prime_awardee_uei = $? OR t.subawardee_uei = $?)', uei.toUpperCase(), uei.toUpperCase()),
      exists: async (q, uei) => (await q('SELECT 1 FROM entity WHERE uei = $1', [uei.toUpperCase()])).length > 0,
    },
  ],
  routes: [
    { path: '/api/subawards/', kind: 'list' },
    { path: '/api/subawards/:key/', kind: 'detail', param: 'key' },
    { path: '/api/contracts/:key/subawards/', kind: 'list', scope: { arg: 'contractKey', param: 'key' } },
    { path: '/api/entities/:uei/subawards/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } },
  ],
};
