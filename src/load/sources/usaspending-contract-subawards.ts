/**
 * USAspending contract subawards CSV (`..._Contracts_Subawards_..._N.csv` of
 * the custom award download, in a zip, split at 1,000,000 rows) →
 * subawards. Current files name the report columns `subaward_sam_report_*`,
 * older ones `subaward_fsrs_report_*`: both are read, by name.
 *
 * The prime award must be stored (a contract): a subaward whose
 * prime_award_unique_key names none is rejected with that reason.
 */
import { subawardKey } from '../../ingest/resources-subawards.js';
import { RowError, type ColumnDoc, type MappedRecord, type Row, type SourceAdapter } from '../types.js';
import { code, day, has, instant, integer, list, money, text } from '../values.js';

/** The 118 columns of the current file, in order (usaspending-api download_column_historical_lookups.py, subaward_search d1). */
const CURRENT = [
  'prime_award_unique_key', 'prime_award_piid', 'prime_award_parent_piid', 'prime_award_amount', 'prime_award_disaster_emergency_fund_codes',
  'prime_award_outlayed_amount_from_COVID-19_supplementals', 'prime_award_obligated_amount_from_COVID-19_supplementals', 'prime_award_outlayed_amount_from_IIJA_supplemental',
  'prime_award_obligated_amount_from_IIJA_supplemental', 'prime_award_total_outlayed_amount', 'prime_award_base_action_date', 'prime_award_base_action_date_fiscal_year',
  'prime_award_latest_action_date', 'prime_award_latest_action_date_fiscal_year', 'prime_award_period_of_performance_start_date',
  'prime_award_period_of_performance_current_end_date', 'prime_award_period_of_performance_potential_end_date', 'prime_award_awarding_agency_code',
  'prime_award_awarding_agency_name', 'prime_award_awarding_sub_agency_code', 'prime_award_awarding_sub_agency_name', 'prime_award_awarding_office_code',
  'prime_award_awarding_office_name', 'prime_award_funding_agency_code', 'prime_award_funding_agency_name', 'prime_award_funding_sub_agency_code',
  'prime_award_funding_sub_agency_name', 'prime_award_funding_office_code', 'prime_award_funding_office_name', 'prime_award_treasury_accounts_funding_this_award',
  'prime_award_federal_accounts_funding_this_award', 'prime_award_object_classes_funding_this_award', 'prime_award_program_activities_funding_this_award', 'prime_awardee_uei',
  'prime_awardee_duns', 'prime_awardee_name', 'prime_awardee_dba_name', 'prime_awardee_parent_uei', 'prime_awardee_parent_duns', 'prime_awardee_parent_name',
  'prime_awardee_country_code', 'prime_awardee_country_name', 'prime_awardee_address_line_1', 'prime_awardee_city_name', 'prime_awardee_county_fips_code',
  'prime_awardee_county_name', 'prime_awardee_state_fips_code', 'prime_awardee_state_code', 'prime_awardee_state_name', 'prime_awardee_zip_code',
  'prime_award_summary_recipient_cd_original', 'prime_award_summary_recipient_cd_current', 'prime_awardee_foreign_postal_code', 'prime_awardee_business_types',
  'prime_award_primary_place_of_performance_city_name', 'prime_award_primary_place_of_performance_county_fips_code', 'prime_award_primary_place_of_performance_county_name',
  'prime_award_primary_place_of_performance_state_fips_code', 'prime_award_primary_place_of_performance_state_code', 'prime_award_primary_place_of_performance_state_name',
  'prime_award_primary_place_of_performance_address_zip_code', 'prime_award_summary_place_of_performance_cd_original', 'prime_award_summary_place_of_performance_cd_current',
  'prime_award_primary_place_of_performance_country_code', 'prime_award_primary_place_of_performance_country_name', 'prime_award_base_transaction_description',
  'prime_award_project_title', 'prime_award_naics_code', 'prime_award_naics_description', 'prime_award_national_interest_action_code', 'prime_award_national_interest_action',
  'subaward_type', 'subaward_sam_report_id', 'subaward_sam_report_year', 'subaward_sam_report_month', 'subaward_number', 'subaward_amount', 'subaward_action_date',
  'subaward_action_date_fiscal_year', 'subawardee_uei', 'subawardee_duns', 'subawardee_name', 'subawardee_dba_name', 'subawardee_parent_uei', 'subawardee_parent_duns',
  'subawardee_parent_name', 'subawardee_country_code', 'subawardee_country_name', 'subawardee_address_line_1', 'subawardee_city_name', 'subawardee_state_code',
  'subawardee_state_name', 'subawardee_zip_code', 'subaward_recipient_cd_original', 'subaward_recipient_cd_current', 'subawardee_foreign_postal_code', 'subawardee_business_types',
  'subaward_primary_place_of_performance_city_name', 'subaward_primary_place_of_performance_state_code', 'subaward_primary_place_of_performance_state_name',
  'subaward_primary_place_of_performance_address_zip_code', 'subaward_place_of_performance_cd_original', 'subaward_place_of_performance_cd_current',
  'subaward_primary_place_of_performance_country_code', 'subaward_primary_place_of_performance_country_name', 'subaward_description',
  'subawardee_highly_compensated_officer_1_name', 'subawardee_highly_compensated_officer_1_amount', 'subawardee_highly_compensated_officer_2_name',
  'subawardee_highly_compensated_officer_2_amount', 'subawardee_highly_compensated_officer_3_name', 'subawardee_highly_compensated_officer_3_amount',
  'subawardee_highly_compensated_officer_4_name', 'subawardee_highly_compensated_officer_4_amount', 'subawardee_highly_compensated_officer_5_name',
  'subawardee_highly_compensated_officer_5_amount', 'usaspending_permalink', 'subaward_sam_report_last_modified_date',
] as const;

/** The report columns' older (FSRS) names. */
const FSRS_NAMES: Record<string, string> = {
  subaward_sam_report_id: 'subaward_fsrs_report_id',
  subaward_sam_report_year: 'subaward_fsrs_report_year',
  subaward_sam_report_month: 'subaward_fsrs_report_month',
  subaward_sam_report_last_modified_date: 'subaward_fsrs_report_last_modified_date',
};
const OLDER = CURRENT.map((c) => FSRS_NAMES[c] ?? c);

/** A report column by its current name, or its older one. */
const report = (row: Row, current: string) => (has(row, current) ? current : FSRS_NAMES[current]);

const OFFICERS = [1, 2, 3, 4, 5];

const served: Record<string, ColumnDoc> = {
  prime_award_unique_key: { field: 'award_key', note: 'the prime award (CONT_AWD_…): it must be stored, else the row is rejected; part of the key' },
  prime_award_piid: { field: 'piid' },
  prime_award_amount: { field: 'prime_award_amount' },
  prime_award_total_outlayed_amount: { field: 'prime_award_total_outlayed_amount' },
  prime_award_base_action_date: { field: 'prime_award_base_action_date' },
  prime_award_base_action_date_fiscal_year: { field: 'prime_award_base_action_date_fiscal_year' },
  prime_award_latest_action_date: { field: 'prime_award_latest_action_date' },
  prime_award_latest_action_date_fiscal_year: { field: 'prime_award_latest_action_date_fiscal_year' },
  prime_award_awarding_sub_agency_code: { field: null, note: 'stored as the awarding agency code (the awarding_agency filter)' },
  prime_award_funding_sub_agency_code: { field: null, note: 'stored as the funding agency code (the funding_agency filter)' },
  prime_award_awarding_office_code: { field: 'awarding_office', note: 'the office (AAC) resolved to the organisation hierarchy; an unknown code leaves it null and is reported' },
  prime_award_funding_office_code: { field: 'funding_office', note: 'as the awarding office' },
  prime_awardee_uei: { field: 'prime_recipient.uei', note: 'also prime_awardee_uei' },
  prime_awardee_name: { field: 'prime_awardee_name', note: 'prime_recipient.display_name is the registered name when the UEI is registered' },
  prime_awardee_parent_uei: { field: 'prime_awardee_parent_uei' },
  prime_awardee_parent_name: { field: 'prime_awardee_parent_name' },
  prime_award_base_transaction_description: { field: 'prime_award_base_transaction_description' },
  prime_award_project_title: { field: 'prime_award_project_title' },
  prime_award_naics_code: { field: 'prime_award_naics_code' },
  prime_award_naics_description: { field: 'prime_award_naics_description' },
  subaward_type: { field: 'subaward_details.type' },
  subaward_sam_report_id: { field: 'fsrs_details.id', note: 'part of the key (older files: subaward_fsrs_report_id)' },
  subaward_fsrs_report_id: { field: 'fsrs_details.id', note: 'older files' },
  subaward_sam_report_year: { field: 'fsrs_details.year' },
  subaward_fsrs_report_year: { field: 'fsrs_details.year', note: 'older files' },
  subaward_sam_report_month: { field: 'fsrs_details.month' },
  subaward_fsrs_report_month: { field: 'fsrs_details.month', note: 'older files' },
  subaward_sam_report_last_modified_date: { field: 'fsrs_details.last_modified_date', note: 'YYYY-MM-DD HH:MM:SS[.ffffff][offset] (UTC when no offset); the change-detection field of the source' },
  subaward_fsrs_report_last_modified_date: { field: 'fsrs_details.last_modified_date', note: 'older files' },
  subaward_number: { field: 'subaward_details.number', note: 'part of the key' },
  subaward_amount: { field: 'subaward_details.amount', note: 'plain decimal, may be negative' },
  subaward_action_date: { field: 'subaward_details.action_date', note: 'YYYY-MM-DD; part of the key (a report may repeat a number for several actions)' },
  subaward_action_date_fiscal_year: { field: 'subaward_details.fiscal_year' },
  subawardee_uei: { field: 'subaward_recipient.uei', note: 'also subawardee_uei; required by our store (rows without a subawardee UEI are rejected)' },
  subawardee_duns: { field: 'subaward_recipient.duns' },
  subawardee_name: { field: 'subawardee_name' },
  subawardee_dba_name: { field: 'subawardee_dba_name' },
  subawardee_parent_uei: { field: 'subawardee_parent_uei' },
  subawardee_parent_duns: { field: 'subawardee_parent_duns' },
  subawardee_parent_name: { field: 'subawardee_parent_name' },
  subawardee_business_types: { field: 'subawardee_business_types', note: '`;`-joined list' },
  subaward_primary_place_of_performance_city_name: { field: 'place_of_performance.city' },
  subaward_primary_place_of_performance_state_code: { field: 'place_of_performance.state' },
  subaward_primary_place_of_performance_address_zip_code: { field: 'place_of_performance.zip' },
  subaward_primary_place_of_performance_country_code: { field: 'place_of_performance.country_code' },
  subaward_description: { field: 'subaward_details.description' },
  usaspending_permalink: { field: 'usaspending_permalink' },
};
for (const i of OFFICERS) {
  served[`subawardee_highly_compensated_officer_${i}_name`] = { field: 'highly_compensated_officers', note: `officer ${i}: {name, amount}, in order; officers without a name are left out` };
  served[`subawardee_highly_compensated_officer_${i}_amount`] = { field: 'highly_compensated_officers', note: `officer ${i}'s amount` };
}

function notServed(c: string): ColumnDoc {
  if (/_name$/.test(c) && /agency|office/.test(c)) return { field: null, note: 'the organisation name comes from our hierarchy (awarding_office, funding_office)' };
  if (/^prime_award_(awarding|funding)_agency_code$/.test(c)) return { field: null, note: 'the toptier agency follows from the office in our hierarchy' };
  if (/^prime_award|^prime_awardee/.test(c)) return { field: null, note: 'a prime award or prime recipient value: served by the prime award (contracts), not repeated per subaward' };
  if (/_cd_(original|current)$/.test(c)) return { field: null, note: 'congressional districts are not kept for subawards' };
  return { field: null, note: 'not kept for subawards (subawardee address and place-of-performance names follow from the codes or the registered entity)' };
}

const columns: Record<string, ColumnDoc> = {};
for (const c of [...CURRENT, ...Object.values(FSRS_NAMES)]) columns[c] = served[c] ?? notServed(c);

export const usaspendingContractSubawards: SourceAdapter = {
  name: 'usaspending-contract-subawards',
  title: 'USAspending contract subawards CSV',
  origin: 'USAspending.gov → Award Data Download (custom award download, Contracts, Subawards): {agency}Contracts_Subawards_{timestamp}_N.csv in a zip; also the Contract_<piid>_Sub-Awards file of an award page',
  targets: ['subawards'],
  format: 'csv',
  encoding: 'utf8',
  extensions: ['.csv', '.tsv', '.txt'],
  layouts: [
    { name: 'current (subaward_sam_report_*, 118 columns)', columns: CURRENT, required: ['subaward_sam_report_id'] },
    { name: 'older (subaward_fsrs_report_*)', columns: OLDER, required: ['subaward_fsrs_report_id'] },
  ],
  required: ['prime_award_unique_key', 'subaward_number', 'subaward_action_date'],
  columns,
  notes: [
    'Key: prime_award_unique_key + report id + subaward_number + subaward_action_date (USAspending has no subaward id): key = {prime_award_unique_key}-SUB-{16 hex digits of their SHA-256}.',
    'The prime award must be loaded first (usaspending-contract-transactions or -awards, or the ingest API): a row whose prime award is not stored is rejected with that reason.',
    'Change detection: by value; subaward_sam_report_last_modified_date is stored as fsrs_details.last_modified_date, and modified is stamped on a real change.',
    'Packaging: as the prime transaction files (zip, 1,000,000-row parts `_1`/`_01`, UTF-8, minimal quoting, csv/tsv/pipe-delimited txt).',
  ],
  rowKey: (row) => [text(row, 'prime_award_unique_key') ?? '', text(row, report(row, 'subaward_sam_report_id')) ?? '', text(row, 'subaward_number') ?? '', text(row, 'subaward_action_date') ?? ''].join(' | '),
  map(row): MappedRecord[] {
    const awardKey = text(row, 'prime_award_unique_key');
    if (!awardKey) throw new RowError('prime_award_unique_key is empty (the subaward has no prime award)', 'prime_award_unique_key');
    const idCol = report(row, 'subaward_sam_report_id');
    const reportId = text(row, idCol);
    if (!reportId) throw new RowError(`${idCol} is empty (part of the key)`, idCol);
    const number = text(row, 'subaward_number');
    if (!number) throw new RowError('subaward_number is empty (part of the key)', 'subaward_number');
    const actionDate = day(row, 'subaward_action_date');
    if (!actionDate) throw new RowError('subaward_action_date is empty (part of the key)', 'subaward_action_date');
    const subUei = text(row, 'subawardee_uei');
    const officers = OFFICERS.map((i) => ({ name: text(row, `subawardee_highly_compensated_officer_${i}_name`), amount: money(row, `subawardee_highly_compensated_officer_${i}_amount`) }))
      .filter((o): o is { name: string; amount: string | null } => o.name !== null)
      .map((o) => ({ name: o.name, amount: o.amount === null ? null : Number(o.amount) }));
    const record: Record<string, unknown> = {
      key: subawardKey(awardKey, reportId, number, actionDate),
      award_key: awardKey,
      piid: text(row, 'prime_award_piid'),
      prime_award_amount: money(row, 'prime_award_amount'),
      prime_award_total_outlayed_amount: money(row, 'prime_award_total_outlayed_amount'),
      prime_award_base_action_date: day(row, 'prime_award_base_action_date'),
      prime_award_base_action_date_fiscal_year: integer(row, 'prime_award_base_action_date_fiscal_year'),
      prime_award_latest_action_date: day(row, 'prime_award_latest_action_date'),
      prime_award_latest_action_date_fiscal_year: integer(row, 'prime_award_latest_action_date_fiscal_year'),
      prime_award_base_transaction_description: text(row, 'prime_award_base_transaction_description'),
      prime_award_project_title: text(row, 'prime_award_project_title'),
      prime_award_naics_code: code(row, 'prime_award_naics_code'),
      prime_award_naics_description: text(row, 'prime_award_naics_description'),
      prime_awardee_uei: text(row, 'prime_awardee_uei'),
      prime_awardee_name: text(row, 'prime_awardee_name'),
      prime_awardee_parent_uei: text(row, 'prime_awardee_parent_uei'),
      prime_awardee_parent_name: text(row, 'prime_awardee_parent_name'),
      subawardee_uei: subUei,
      subawardee_duns: text(row, 'subawardee_duns'),
      subawardee_name: text(row, 'subawardee_name'),
      subawardee_dba_name: text(row, 'subawardee_dba_name'),
      subawardee_parent_uei: text(row, 'subawardee_parent_uei'),
      subawardee_parent_duns: text(row, 'subawardee_parent_duns'),
      subawardee_parent_name: text(row, 'subawardee_parent_name'),
      subawardee_business_types: list(row, 'subawardee_business_types'),
      usaspending_permalink: text(row, 'usaspending_permalink'),
      subaward_details: {
        description: text(row, 'subaward_description'),
        type: text(row, 'subaward_type'),
        number,
        amount: money(row, 'subaward_amount'),
        action_date: actionDate,
        fiscal_year: integer(row, 'subaward_action_date_fiscal_year'),
      },
      fsrs_details: {
        id: reportId,
        year: integer(row, report(row, 'subaward_sam_report_year')),
        month: integer(row, report(row, 'subaward_sam_report_month')),
        last_modified_date: instant(row, report(row, 'subaward_sam_report_last_modified_date')),
      },
      place_of_performance: {
        city: text(row, 'subaward_primary_place_of_performance_city_name'),
        state: text(row, 'subaward_primary_place_of_performance_state_code'),
        zip: text(row, 'subaward_primary_place_of_performance_address_zip_code'),
        country_code: text(row, 'subaward_primary_place_of_performance_country_code'),
      },
      highly_compensated_officers: officers.length ? officers : null,
      awarding_agency_code: text(row, 'prime_award_awarding_sub_agency_code'),
      funding_agency_code: text(row, 'prime_award_funding_sub_agency_code'),
      awarding_office_code: text(row, 'prime_award_awarding_office_code'),
      funding_office_code: text(row, 'prime_award_funding_office_code'),
    };
    if (record.piid === null) delete record.piid; // then the prime award's
    return [{ target: 'subawards', key: record.key as string, record }];
  },
  async prepare(_target, records, ctx) {
    // office codes our hierarchy does not know: loaded as null, reported
    const codes = [...new Set(records.flatMap((m) => [m.record.awarding_office_code, m.record.funding_office_code]).filter((c): c is string => typeof c === 'string'))];
    if (codes.length) {
      const known = new Set((await ctx.q<{ code: string }>(`SELECT DISTINCT office_code AS code FROM organization WHERE office_code IN (SELECT jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(codes.map((c) => c.toUpperCase()))])).map((r) => r.code));
      for (const m of records) for (const c of [m.record.awarding_office_code, m.record.funding_office_code]) if (typeof c === 'string' && !known.has(c.toUpperCase())) ctx.unknownCode('office (AAC)', c);
    }
    return new Map();
  },
};
