/**
 * What the two USAspending contract sources share (the prime transactions
 * and the prime award summaries CSVs): their exact header lists, the
 * award-level fields of a row in our contracts/IDVs detail format, the
 * recipient entity a row names, the resolution of offices against the
 * organisation hierarchy, and the documentation of every column.
 */
import { parseAwardKey as parseKey, type AwardKeyParts } from '../../identifiers/index.js';
import { RowError, rowShape, type BatchContext, type ColumnDoc, type MappedRecord, type Row, type RowShape } from '../types.js';
import { bool, day, has, integer, money, text } from '../values.js';
import { BUSINESS_TYPES, ENTITY_STRUCTURES, SBA_BUSINESS_TYPES, type CodeEntry } from '../../demo/reference/codes.js';

/**
 * parseAwardKey, the last result handed out again for the same key: a row's award key is asked for three times in a
 * row (its family, its rank, its parent IDV), once per row of a file. The result is frozen.
 */
let lastKey: string | undefined;
let lastParts: AwardKeyParts | null = null;
function parseAwardKey(key: string): AwardKeyParts | null {
  if (key !== lastKey) {
    lastParts = parseKey(key);
    lastKey = key;
  }
  return lastParts;
}

export const TRANSACTION_COLUMNS = [
  'contract_transaction_unique_key', 'contract_award_unique_key', 'award_id_piid', 'modification_number', 'transaction_number', 'parent_award_agency_id',
  'parent_award_agency_name', 'parent_award_id_piid', 'parent_award_modification_number', 'federal_action_obligation', 'total_dollars_obligated',
  'total_outlayed_amount_for_overall_award', 'base_and_exercised_options_value', 'current_total_value_of_award', 'base_and_all_options_value', 'potential_total_value_of_award',
  'disaster_emergency_fund_codes_for_overall_award', 'outlayed_amount_from_COVID-19_supplementals_for_overall_award',
  'obligated_amount_from_COVID-19_supplementals_for_overall_award', 'outlayed_amount_from_IIJA_supplemental_for_overall_award',
  'obligated_amount_from_IIJA_supplemental_for_overall_award', 'action_date', 'action_date_fiscal_year', 'period_of_performance_start_date',
  'period_of_performance_current_end_date', 'period_of_performance_potential_end_date', 'ordering_period_end_date', 'solicitation_date', 'awarding_agency_code',
  'awarding_agency_name', 'awarding_sub_agency_code', 'awarding_sub_agency_name', 'awarding_office_code', 'awarding_office_name', 'funding_agency_code', 'funding_agency_name',
  'funding_sub_agency_code', 'funding_sub_agency_name', 'funding_office_code', 'funding_office_name', 'treasury_accounts_funding_this_award',
  'federal_accounts_funding_this_award', 'object_classes_funding_this_award', 'program_activities_funding_this_award', 'foreign_funding', 'foreign_funding_description',
  'sam_exception', 'sam_exception_description', 'recipient_uei', 'recipient_duns', 'recipient_name', 'recipient_name_raw', 'recipient_doing_business_as_name', 'cage_code',
  'recipient_parent_uei', 'recipient_parent_duns', 'recipient_parent_name', 'recipient_parent_name_raw', 'recipient_country_code', 'recipient_country_name',
  'recipient_address_line_1', 'recipient_address_line_2', 'recipient_city_name', 'prime_award_transaction_recipient_county_fips_code', 'recipient_county_name',
  'prime_award_transaction_recipient_state_fips_code', 'recipient_state_code', 'recipient_state_name', 'recipient_zip_4_code', 'prime_award_transaction_recipient_cd_original',
  'prime_award_transaction_recipient_cd_current', 'recipient_phone_number', 'recipient_fax_number', 'primary_place_of_performance_country_code',
  'primary_place_of_performance_country_name', 'primary_place_of_performance_city_name', 'prime_award_transaction_place_of_performance_county_fips_code',
  'primary_place_of_performance_county_name', 'prime_award_transaction_place_of_performance_state_fips_code', 'primary_place_of_performance_state_code',
  'primary_place_of_performance_state_name', 'primary_place_of_performance_zip_4', 'prime_award_transaction_place_of_performance_cd_original',
  'prime_award_transaction_place_of_performance_cd_current', 'award_or_idv_flag', 'award_type_code', 'award_type', 'idv_type_code', 'idv_type',
  'multiple_or_single_award_idv_code', 'multiple_or_single_award_idv', 'type_of_idc_code', 'type_of_idc', 'type_of_contract_pricing_code', 'type_of_contract_pricing',
  'transaction_description', 'prime_award_base_transaction_description', 'action_type_code', 'action_type', 'solicitation_identifier', 'number_of_actions',
  'inherently_governmental_functions', 'inherently_governmental_functions_description', 'product_or_service_code', 'product_or_service_code_description', 'contract_bundling_code',
  'contract_bundling', 'dod_claimant_program_code', 'dod_claimant_program_description', 'naics_code', 'naics_description', 'recovered_materials_sustainability_code',
  'recovered_materials_sustainability', 'domestic_or_foreign_entity_code', 'domestic_or_foreign_entity', 'dod_acquisition_program_code', 'dod_acquisition_program_description',
  'information_technology_commercial_item_category_code', 'information_technology_commercial_item_category', 'epa_designated_product_code', 'epa_designated_product',
  'country_of_product_or_service_origin_code', 'country_of_product_or_service_origin', 'place_of_manufacture_code', 'place_of_manufacture', 'subcontracting_plan_code',
  'subcontracting_plan', 'extent_competed_code', 'extent_competed', 'solicitation_procedures_code', 'solicitation_procedures', 'type_of_set_aside_code', 'type_of_set_aside',
  'evaluated_preference_code', 'evaluated_preference', 'research_code', 'research', 'fair_opportunity_limited_sources_code', 'fair_opportunity_limited_sources',
  'other_than_full_and_open_competition_code', 'other_than_full_and_open_competition', 'number_of_offers_received', 'commercial_item_acquisition_procedures_code',
  'commercial_item_acquisition_procedures', 'small_business_competitiveness_demonstration_program', 'simplified_procedures_for_certain_commercial_items_code',
  'simplified_procedures_for_certain_commercial_items', 'a76_fair_act_action_code', 'a76_fair_act_action', 'fed_biz_opps_code', 'fed_biz_opps', 'local_area_set_aside_code',
  'local_area_set_aside', 'price_evaluation_adjustment_preference_percent_difference', 'clinger_cohen_act_planning_code', 'clinger_cohen_act_planning',
  'materials_supplies_articles_equipment_code', 'materials_supplies_articles_equipment', 'labor_standards_code', 'labor_standards', 'construction_wage_rate_requirements_code',
  'construction_wage_rate_requirements', 'interagency_contracting_authority_code', 'interagency_contracting_authority', 'other_statutory_authority', 'program_acronym',
  'parent_award_type_code', 'parent_award_type', 'parent_award_single_or_multiple_code', 'parent_award_single_or_multiple', 'major_program', 'national_interest_action_code',
  'national_interest_action', 'cost_or_pricing_data_code', 'cost_or_pricing_data', 'cost_accounting_standards_clause_code', 'cost_accounting_standards_clause',
  'government_furnished_property_code', 'government_furnished_property', 'sea_transportation_code', 'sea_transportation', 'undefinitized_action_code', 'undefinitized_action',
  'consolidated_contract_code', 'consolidated_contract', 'performance_based_service_acquisition_code', 'performance_based_service_acquisition', 'multi_year_contract_code',
  'multi_year_contract', 'contract_financing_code', 'contract_financing', 'purchase_card_as_payment_method_code', 'purchase_card_as_payment_method',
  'contingency_humanitarian_or_peacekeeping_operation_code', 'contingency_humanitarian_or_peacekeeping_operation', 'alaskan_native_corporation_owned_firm',
  'american_indian_owned_business', 'indian_tribe_federally_recognized', 'native_hawaiian_organization_owned_firm', 'tribally_owned_firm', 'veteran_owned_business',
  'service_disabled_veteran_owned_business', 'woman_owned_business', 'women_owned_small_business', 'economically_disadvantaged_women_owned_small_business',
  'joint_venture_women_owned_small_business', 'joint_venture_economic_disadvantaged_women_owned_small_bus', 'minority_owned_business',
  'subcontinent_asian_asian_indian_american_owned_business', 'asian_pacific_american_owned_business', 'black_american_owned_business', 'hispanic_american_owned_business',
  'native_american_owned_business', 'other_minority_owned_business', 'contracting_officers_determination_of_business_size',
  'contracting_officers_determination_of_business_size_code', 'emerging_small_business', 'community_developed_corporation_owned_firm', 'labor_surplus_area_firm',
  'us_federal_government', 'federally_funded_research_and_development_corp', 'federal_agency', 'us_state_government', 'us_local_government', 'city_local_government',
  'county_local_government', 'inter_municipal_local_government', 'local_government_owned', 'municipality_local_government', 'school_district_local_government',
  'township_local_government', 'us_tribal_government', 'foreign_government', 'organizational_type', 'corporate_entity_not_tax_exempt', 'corporate_entity_tax_exempt',
  'partnership_or_limited_liability_partnership', 'sole_proprietorship', 'small_agricultural_cooperative', 'international_organization', 'us_government_entity',
  'community_development_corporation', 'domestic_shelter', 'educational_institution', 'foundation', 'hospital_flag', 'manufacturer_of_goods', 'veterinary_hospital',
  'hispanic_servicing_institution', 'receives_contracts', 'receives_financial_assistance', 'receives_contracts_and_financial_assistance', 'airport_authority',
  'council_of_governments', 'housing_authorities_public_tribal', 'interstate_entity', 'planning_commission', 'port_authority', 'transit_authority', 'subchapter_scorporation',
  'limited_liability_corporation', 'foreign_owned', 'for_profit_organization', 'nonprofit_organization', 'other_not_for_profit_organization', 'the_ability_one_program',
  'private_university_or_college', 'state_controlled_institution_of_higher_learning', '1862_land_grant_college', '1890_land_grant_college', '1994_land_grant_college',
  'minority_institution', 'historically_black_college', 'tribal_college', 'alaskan_native_servicing_institution', 'native_hawaiian_servicing_institution', 'school_of_forestry',
  'veterinary_college', 'dot_certified_disadvantage', 'self_certified_small_disadvantaged_business', 'small_disadvantaged_business', 'c8a_program_participant',
  'historically_underutilized_business_zone_hubzone_firm', 'sba_certified_8a_joint_venture', 'highly_compensated_officer_1_name', 'highly_compensated_officer_1_amount',
  'highly_compensated_officer_2_name', 'highly_compensated_officer_2_amount', 'highly_compensated_officer_3_name', 'highly_compensated_officer_3_amount',
  'highly_compensated_officer_4_name', 'highly_compensated_officer_4_amount', 'highly_compensated_officer_5_name', 'highly_compensated_officer_5_amount', 'usaspending_permalink',
  'initial_report_date', 'last_modified_date',
] as const;

export const AWARD_COLUMNS = [
  'contract_award_unique_key', 'award_id_piid', 'parent_award_agency_id', 'parent_award_agency_name', 'parent_award_id_piid', 'disaster_emergency_fund_codes',
  'outlayed_amount_from_COVID-19_supplementals', 'obligated_amount_from_COVID-19_supplementals', 'outlayed_amount_from_IIJA_supplemental',
  'obligated_amount_from_IIJA_supplemental', 'total_obligated_amount', 'total_outlayed_amount', 'current_total_value_of_award', 'potential_total_value_of_award',
  'award_base_action_date', 'award_base_action_date_fiscal_year', 'award_latest_action_date', 'award_latest_action_date_fiscal_year', 'period_of_performance_start_date',
  'period_of_performance_current_end_date', 'period_of_performance_potential_end_date', 'ordering_period_end_date', 'solicitation_date', 'awarding_agency_code',
  'awarding_agency_name', 'awarding_sub_agency_code', 'awarding_sub_agency_name', 'awarding_office_code', 'awarding_office_name', 'funding_agency_code', 'funding_agency_name',
  'funding_sub_agency_code', 'funding_sub_agency_name', 'funding_office_code', 'funding_office_name', 'treasury_accounts_funding_this_award',
  'federal_accounts_funding_this_award', 'object_classes_funding_this_award', 'program_activities_funding_this_award', 'foreign_funding', 'foreign_funding_description',
  'sam_exception', 'sam_exception_description', 'recipient_uei', 'recipient_duns', 'recipient_name', 'recipient_name_raw', 'recipient_doing_business_as_name', 'cage_code',
  'recipient_parent_uei', 'recipient_parent_duns', 'recipient_parent_name', 'recipient_parent_name_raw', 'recipient_country_code', 'recipient_country_name',
  'recipient_address_line_1', 'recipient_address_line_2', 'recipient_city_name', 'prime_award_summary_recipient_county_fips_code', 'recipient_county_name',
  'prime_award_summary_recipient_state_fips_code', 'recipient_state_code', 'recipient_state_name', 'recipient_zip_4_code', 'prime_award_summary_recipient_cd_original',
  'prime_award_summary_recipient_cd_current', 'recipient_phone_number', 'recipient_fax_number', 'primary_place_of_performance_country_code',
  'primary_place_of_performance_country_name', 'primary_place_of_performance_city_name', 'prime_award_summary_place_of_performance_county_fips_code',
  'primary_place_of_performance_county_name', 'prime_award_summary_place_of_performance_state_fips_code', 'primary_place_of_performance_state_code',
  'primary_place_of_performance_state_name', 'primary_place_of_performance_zip_4', 'prime_award_summary_place_of_performance_cd_original',
  'prime_award_summary_place_of_performance_cd_current', 'award_or_idv_flag', 'award_type_code', 'award_type', 'idv_type_code', 'idv_type', 'multiple_or_single_award_idv_code',
  'multiple_or_single_award_idv', 'type_of_idc_code', 'type_of_idc', 'type_of_contract_pricing_code', 'type_of_contract_pricing', 'prime_award_base_transaction_description',
  'solicitation_identifier', 'number_of_actions', 'inherently_governmental_functions', 'inherently_governmental_functions_description', 'product_or_service_code',
  'product_or_service_code_description', 'contract_bundling_code', 'contract_bundling', 'dod_claimant_program_code', 'dod_claimant_program_description', 'naics_code',
  'naics_description', 'recovered_materials_sustainability_code', 'recovered_materials_sustainability', 'domestic_or_foreign_entity_code', 'domestic_or_foreign_entity',
  'dod_acquisition_program_code', 'dod_acquisition_program_description', 'information_technology_commercial_item_category_code', 'information_technology_commercial_item_category',
  'epa_designated_product_code', 'epa_designated_product', 'country_of_product_or_service_origin_code', 'country_of_product_or_service_origin', 'place_of_manufacture_code',
  'place_of_manufacture', 'subcontracting_plan_code', 'subcontracting_plan', 'extent_competed_code', 'extent_competed', 'solicitation_procedures_code', 'solicitation_procedures',
  'type_of_set_aside_code', 'type_of_set_aside', 'evaluated_preference_code', 'evaluated_preference', 'research_code', 'research', 'fair_opportunity_limited_sources_code',
  'fair_opportunity_limited_sources', 'other_than_full_and_open_competition_code', 'other_than_full_and_open_competition', 'number_of_offers_received',
  'commercial_item_acquisition_procedures_code', 'commercial_item_acquisition_procedures', 'small_business_competitiveness_demonstration_program',
  'simplified_procedures_for_certain_commercial_items_code', 'simplified_procedures_for_certain_commercial_items', 'a76_fair_act_action_code', 'a76_fair_act_action',
  'fed_biz_opps_code', 'fed_biz_opps', 'local_area_set_aside_code', 'local_area_set_aside', 'price_evaluation_adjustment_preference_percent_difference',
  'clinger_cohen_act_planning_code', 'clinger_cohen_act_planning', 'materials_supplies_articles_equipment_code', 'materials_supplies_articles_equipment', 'labor_standards_code',
  'labor_standards', 'construction_wage_rate_requirements_code', 'construction_wage_rate_requirements', 'interagency_contracting_authority_code',
  'interagency_contracting_authority', 'other_statutory_authority', 'program_acronym', 'parent_award_type_code', 'parent_award_type', 'parent_award_single_or_multiple_code',
  'parent_award_single_or_multiple', 'major_program', 'national_interest_action_code', 'national_interest_action', 'cost_or_pricing_data_code', 'cost_or_pricing_data',
  'cost_accounting_standards_clause_code', 'cost_accounting_standards_clause', 'government_furnished_property_code', 'government_furnished_property', 'sea_transportation_code',
  'sea_transportation', 'consolidated_contract_code', 'consolidated_contract', 'performance_based_service_acquisition_code', 'performance_based_service_acquisition',
  'multi_year_contract_code', 'multi_year_contract', 'contract_financing_code', 'contract_financing', 'purchase_card_as_payment_method_code', 'purchase_card_as_payment_method',
  'contingency_humanitarian_or_peacekeeping_operation_code', 'contingency_humanitarian_or_peacekeeping_operation', 'alaskan_native_corporation_owned_firm',
  'american_indian_owned_business', 'indian_tribe_federally_recognized', 'native_hawaiian_organization_owned_firm', 'tribally_owned_firm', 'veteran_owned_business',
  'service_disabled_veteran_owned_business', 'woman_owned_business', 'women_owned_small_business', 'economically_disadvantaged_women_owned_small_business',
  'joint_venture_women_owned_small_business', 'joint_venture_economic_disadvantaged_women_owned_small_bus', 'minority_owned_business',
  'subcontinent_asian_asian_indian_american_owned_business', 'asian_pacific_american_owned_business', 'black_american_owned_business', 'hispanic_american_owned_business',
  'native_american_owned_business', 'other_minority_owned_business', 'contracting_officers_determination_of_business_size',
  'contracting_officers_determination_of_business_size_code', 'emerging_small_business', 'community_developed_corporation_owned_firm', 'labor_surplus_area_firm',
  'us_federal_government', 'federally_funded_research_and_development_corp', 'federal_agency', 'us_state_government', 'us_local_government', 'city_local_government',
  'county_local_government', 'inter_municipal_local_government', 'local_government_owned', 'municipality_local_government', 'school_district_local_government',
  'township_local_government', 'us_tribal_government', 'foreign_government', 'organizational_type', 'corporate_entity_not_tax_exempt', 'corporate_entity_tax_exempt',
  'partnership_or_limited_liability_partnership', 'sole_proprietorship', 'small_agricultural_cooperative', 'international_organization', 'us_government_entity',
  'community_development_corporation', 'domestic_shelter', 'educational_institution', 'foundation', 'hospital_flag', 'manufacturer_of_goods', 'veterinary_hospital',
  'hispanic_servicing_institution', 'receives_contracts', 'receives_financial_assistance', 'receives_contracts_and_financial_assistance', 'airport_authority',
  'council_of_governments', 'housing_authorities_public_tribal', 'interstate_entity', 'planning_commission', 'port_authority', 'transit_authority', 'subchapter_scorporation',
  'limited_liability_corporation', 'foreign_owned', 'for_profit_organization', 'nonprofit_organization', 'other_not_for_profit_organization', 'the_ability_one_program',
  'private_university_or_college', 'state_controlled_institution_of_higher_learning', '1862_land_grant_college', '1890_land_grant_college', '1994_land_grant_college',
  'minority_institution', 'historically_black_college', 'tribal_college', 'alaskan_native_servicing_institution', 'native_hawaiian_servicing_institution', 'school_of_forestry',
  'veterinary_college', 'dot_certified_disadvantage', 'self_certified_small_disadvantaged_business', 'small_disadvantaged_business', 'c8a_program_participant',
  'historically_underutilized_business_zone_hubzone_firm', 'sba_certified_8a_joint_venture', 'highly_compensated_officer_1_name', 'highly_compensated_officer_1_amount',
  'highly_compensated_officer_2_name', 'highly_compensated_officer_2_amount', 'highly_compensated_officer_3_name', 'highly_compensated_officer_3_amount',
  'highly_compensated_officer_4_name', 'highly_compensated_officer_4_amount', 'highly_compensated_officer_5_name', 'highly_compensated_officer_5_amount', 'usaspending_permalink',
  'last_modified_date',
] as const;


export type AwardKind = 'contract' | 'idv';

/** The award family of a `contract_award_unique_key`: CONT_AWD_ → contracts, CONT_IDV_ → IDVs (a RowError for anything else). */
export function awardKind(key: string | null, column: string): AwardKind {
  if (!key) throw new RowError(`${column} is empty (the row names no award)`, column);
  const parsed = parseAwardKey(key);
  if (!parsed) throw new RowError(`${column}: ${JSON.stringify(key)} is not a CONT_AWD_<piid>_<agency>_<parent piid>_<parent agency> or CONT_IDV_<piid>_<agency> key`, column);
  return parsed.kind;
}

/** The stored IDV a contract key names as its parent (CONT_IDV_<parent piid>_<parent agency>), or null. */
export function parentIdvKey(key: string): string | null {
  const p = parseAwardKey(key);
  return p && p.parentPiid && p.parentAgencyCode ? `CONT_IDV_${p.parentPiid}_${p.parentAgencyCode}` : null;
}

/** Read order of the groups: IDVs without a parent, IDVs under another IDV, then contracts (a parent is written before its children). */
export function awardRank(key: string): number {
  const p = parseAwardKey(key);
  if (!p) return 3;
  if (p.kind === 'idv') return p.parentPiid ? 1 : 0;
  return 2;
}

/** The business-type flags (database booleans: t/f from PostgreSQL COPY, true/false from Spark): validated, not served. */
export const FLAG_COLUMNS: readonly string[] = (() => {
  const all = TRANSACTION_COLUMNS as readonly string[];
  const from = all.indexOf('alaskan_native_corporation_owned_firm');
  const to = all.indexOf('sba_certified_8a_joint_venture');
  const text = new Set(['contracting_officers_determination_of_business_size', 'contracting_officers_determination_of_business_size_code', 'organizational_type']);
  return [...all.slice(from, to + 1).filter((c) => !text.has(c)), 'small_business_competitiveness_demonstration_program'];
})();

/**
 * The flags that are SAM business types of our vocabulary (entity
 * business_types; SBA certifications in sba_business_types), and those that
 * are SAM entity structures (one per entity): flag column → SAM code. The
 * other flags name no code of ours (e.g. emerging_small_business, a size
 * program, or receives_contracts, a registration purpose) and are not served.
 */
export const FLAG_BUSINESS_TYPES: Readonly<Record<string, string>> = {
  alaskan_native_corporation_owned_firm: '05', american_indian_owned_business: 'OW', indian_tribe_federally_recognized: 'XY', native_hawaiian_organization_owned_firm: '8U',
  tribally_owned_firm: '1B', veteran_owned_business: 'A5', service_disabled_veteran_owned_business: 'QF', woman_owned_business: 'A2', women_owned_small_business: '8W',
  economically_disadvantaged_women_owned_small_business: '8E', joint_venture_women_owned_small_business: '8C', joint_venture_economic_disadvantaged_women_owned_small_bus: '8D',
  minority_owned_business: '23', subcontinent_asian_asian_indian_american_owned_business: 'QZ', asian_pacific_american_owned_business: 'FR', black_american_owned_business: 'OY',
  hispanic_american_owned_business: 'PI', native_american_owned_business: 'NB', labor_surplus_area_firm: 'A3', us_federal_government: '2R',
  federally_funded_research_and_development_corp: 'QW', us_state_government: '2F', us_local_government: '12', city_local_government: 'C8', county_local_government: 'C7',
  municipality_local_government: 'C6', school_district_local_government: 'H6', us_tribal_government: '3I', foreign_government: 'CY', small_agricultural_cooperative: '1D',
  educational_institution: 'M8', foundation: 'BZ', hospital_flag: '80', manufacturer_of_goods: 'MF', hispanic_servicing_institution: 'GW', housing_authorities_public_tribal: '8B',
  port_authority: '86', transit_authority: 'TW', subchapter_scorporation: 'XS', limited_liability_corporation: 'LJ', foreign_owned: '20', for_profit_organization: '2X',
  nonprofit_organization: 'A8', other_not_for_profit_organization: '2U', private_university_or_college: '1R', state_controlled_institution_of_higher_learning: 'OH',
  '1862_land_grant_college': 'G6', '1890_land_grant_college': 'G7', '1994_land_grant_college': 'G8', minority_institution: '1A', historically_black_college: 'HB',
  dot_certified_disadvantage: 'HQ', self_certified_small_disadvantaged_business: '27',
};
export const FLAG_SBA_TYPES: Readonly<Record<string, string>> = { c8a_program_participant: 'A6', historically_underutilized_business_zone_hubzone_firm: 'XX', sba_certified_8a_joint_venture: 'JT' };
export const FLAG_ENTITY_STRUCTURES: Readonly<Record<string, string>> = {
  corporate_entity_not_tax_exempt: '2L', corporate_entity_tax_exempt: '8H', partnership_or_limited_liability_partnership: '2K', sole_proprietorship: '2J', international_organization: 'X6', us_government_entity: '2A',
};

/** [column, {code, description}] of a flag → code table, the description from our vocabulary (a code it lacks is a programming error). */
function flagEntries(flags: Readonly<Record<string, string>>, vocabulary: readonly CodeEntry[]): [string, { code: string; description: string }][] {
  return Object.entries(flags).map(([column, code]) => {
    const entry = vocabulary.find((e) => e.code === code);
    if (!entry) throw new Error(`flag ${column}: code ${code} is not in the vocabulary`);
    return [column, { code, description: entry.description }];
  });
}
const BUSINESS_TYPE_FLAGS = flagEntries(FLAG_BUSINESS_TYPES, BUSINESS_TYPES);
const SBA_TYPE_FLAGS = flagEntries(FLAG_SBA_TYPES, SBA_BUSINESS_TYPES);
const STRUCTURE_FLAGS = flagEntries(FLAG_ENTITY_STRUCTURES, ENTITY_STRUCTURES);
/** Spellings of true that bool() accepts as they are. */
const PLAIN_TRUE = new Set(['t', 'true', 'T', 'TRUE', 'True', 'Y', 'y', 'Yes', 'YES', 'yes', '1']);
const flagSet = (row: Row, column: string) => {
  const v = row[column];
  return v !== undefined && v !== '' && (PLAIN_TRUE.has(v) || (!PLAIN_FLAGS.has(v) && bool(row, column) === true));
};

/** {code, description} pairs of the FPDS long tail (our fpds_codes): field → [code column, description column]. */
export const FPDS_PAIR_COLUMNS: Record<string, [string, string]> = {
  commercial_item_acquisition_procedures: ['commercial_item_acquisition_procedures_code', 'commercial_item_acquisition_procedures'],
  consolidated_contract: ['consolidated_contract_code', 'consolidated_contract'],
  contingency_humanitarian_or_peacekeeping_operation: ['contingency_humanitarian_or_peacekeeping_operation_code', 'contingency_humanitarian_or_peacekeeping_operation'],
  contract_bundling: ['contract_bundling_code', 'contract_bundling'],
  cost_accounting_standards_clause: ['cost_accounting_standards_clause_code', 'cost_accounting_standards_clause'],
  cost_or_pricing_data: ['cost_or_pricing_data_code', 'cost_or_pricing_data'],
  domestic_or_foreign_entity: ['domestic_or_foreign_entity_code', 'domestic_or_foreign_entity'],
  epa_designated_product: ['epa_designated_product_code', 'epa_designated_product'],
  evaluated_preference: ['evaluated_preference_code', 'evaluated_preference'],
  fair_opportunity_limited_sources: ['fair_opportunity_limited_sources_code', 'fair_opportunity_limited_sources'],
  fed_biz_opps: ['fed_biz_opps_code', 'fed_biz_opps'],
  foreign_funding: ['foreign_funding', 'foreign_funding_description'],
  information_technology_commercial_item_category: ['information_technology_commercial_item_category_code', 'information_technology_commercial_item_category'],
  inherently_governmental_functions: ['inherently_governmental_functions', 'inherently_governmental_functions_description'],
  performance_based_service_acquisition: ['performance_based_service_acquisition_code', 'performance_based_service_acquisition'],
  place_of_manufacture: ['place_of_manufacture_code', 'place_of_manufacture'],
  recovered_materials_sustainability: ['recovered_materials_sustainability_code', 'recovered_materials_sustainability'],
  research: ['research_code', 'research'],
  sam_exception: ['sam_exception', 'sam_exception_description'],
  subcontracting_plan: ['subcontracting_plan_code', 'subcontracting_plan'],
  undefinitized_action: ['undefinitized_action_code', 'undefinitized_action'],
};

const LEGISLATIVE_COLUMNS: Record<string, [string | null, string]> = {
  clinger_cohen_act_planning: ['clinger_cohen_act_planning_code', 'clinger_cohen_act_planning'],
  construction_wage_rate_requirements: ['construction_wage_rate_requirements_code', 'construction_wage_rate_requirements'],
  interagency_contracting_authority: ['interagency_contracting_authority_code', 'interagency_contracting_authority'],
  labor_standards: ['labor_standards_code', 'labor_standards'],
  materials_supplies_articles_equipment: ['materials_supplies_articles_equipment_code', 'materials_supplies_articles_equipment'],
  other_statutory_authority: [null, 'other_statutory_authority'],
};

/** Code pairs of the award: dotted field → [code column, description column, families]. */
const PAIR_COLUMNS: [string, string, string, AwardKind[]][] = [
  ['set_aside', 'type_of_set_aside_code', 'type_of_set_aside', ['contract', 'idv']],
  ['award_type', 'award_type_code', 'award_type', ['contract']],
  ['idv_type', 'idv_type_code', 'idv_type', ['idv']],
  ['type_of_idc', 'type_of_idc_code', 'type_of_idc', ['idv']],
  ['multiple_or_single_award_idv', 'multiple_or_single_award_idv_code', 'multiple_or_single_award_idv', ['idv']],
  ['competition.contract_type', 'type_of_contract_pricing_code', 'type_of_contract_pricing', ['contract', 'idv']],
  ['competition.extent_competed', 'extent_competed_code', 'extent_competed', ['contract', 'idv']],
  ['competition.solicitation_procedures', 'solicitation_procedures_code', 'solicitation_procedures', ['contract', 'idv']],
  ['competition.other_than_full_and_open_competition', 'other_than_full_and_open_competition_code', 'other_than_full_and_open_competition', ['contract', 'idv']],
];

const pair = (row: Row, code: string | null, description: string) => {
  const c = code ? text(row, code) : null;
  const d = text(row, description);
  return c === null && d === null ? null : { code: c, description: d };
};
/** Sets a dotted field (split once, at module load: the record is built for every row of a file). */
const setParts = (obj: Record<string, unknown>, parts: readonly string[], value: unknown) => {
  let o = obj;
  for (let i = 0; i < parts.length - 1; i++) o = (o[parts[i]] ??= {}) as Record<string, unknown>;
  o[parts[parts.length - 1]] = value;
};
const anyOf = (row: Row, cols: readonly string[]) => cols.some((c) => has(row, c));

type Parse = (row: Row, column: string) => unknown;
const upperText: Parse = (row, column) => text(row, column)?.toUpperCase() ?? null;
/** A DUNS number: nine digits (any other value rejects the row). */
const duns: Parse = (row, column) => {
  const v = text(row, column);
  if (v !== null && !/^\d{9}$/.test(v)) throw new RowError(`${column}: ${JSON.stringify(v)} is not a DUNS number (9 digits)`, column);
  return v;
};
/** A column → a dotted field of the award record, by a parser (written only when the file has the column). */
interface FieldRule {
  column: string;
  parts: readonly string[];
  parse: Parse;
}
const rule = (column: string, field: string, parse: Parse): FieldRule => ({ column, parts: field.split('.'), parse });
const putAll = (row: Row, r: Record<string, unknown>, rules: readonly FieldRule[]) => {
  for (const f of rules) if (has(row, f.column)) setParts(r, f.parts, f.parse(row, f.column));
};
/** The parses of `rules` that can reject a row (text never does), run for their checks alone. */
const checkAll = (row: Row, rules: readonly FieldRule[]) => {
  for (const f of rules) if (f.parse !== text && f.parse !== upperText && has(row, f.column)) f.parse(row, f.column);
};

// the award record's fields in the order they are written (awardFields)
const HEAD_RULES: readonly FieldRule[] = [
  rule('award_id_piid', 'piid', text),
  rule('prime_award_base_transaction_description', 'description', text),
  rule('current_total_value_of_award', 'base_and_exercised_options_value', money),
  rule('potential_total_value_of_award', 'total_contract_value', money),
  rule('solicitation_identifier', 'solicitation_identifier', text),
  rule('naics_code', 'naics_code', text),
  rule('product_or_service_code', 'psc_code', text),
];
const PAIR_RULES = PAIR_COLUMNS.map(([field, code, description, kinds]) => ({ parts: field.split('.'), code, description, columns: [code, description], kinds }));
const DATE_RULES: readonly FieldRule[] = [
  rule('solicitation_date', 'competition.solicitation_date', day),
  rule('number_of_offers_received', 'competition.number_of_offers_received', integer),
  rule('period_of_performance_start_date', 'period_of_performance.start_date', day),
];
const CONTRACT_RULES: readonly FieldRule[] = [
  rule('period_of_performance_current_end_date', 'period_of_performance.current_end_date', day),
  rule('period_of_performance_potential_end_date', 'period_of_performance.ultimate_completion_date', day),
];
const IDV_RULES: readonly FieldRule[] = [rule('ordering_period_end_date', 'period_of_performance.last_date_to_order', day), rule('program_acronym', 'program_acronym', text)];
const TAIL_RULES: readonly FieldRule[] = [
  rule('recipient_uei', 'recipient.uei', upperText),
  rule('recipient_duns', 'recipient.duns', duns),
  rule('recipient_name', 'recipient.legal_business_name', text),
  rule('recipient_parent_uei', 'recipient.parent_uei', upperText),
  ...(
    [
      ['primary_place_of_performance_country_code', 'country_code'], ['primary_place_of_performance_country_name', 'country_name'],
      ['primary_place_of_performance_state_code', 'state_code'], ['primary_place_of_performance_state_name', 'state_name'],
      ['primary_place_of_performance_city_name', 'city_name'], ['primary_place_of_performance_zip_4', 'zip_code'],
    ] as const
  ).map(([column, field]) => rule(column, `place_of_performance.${field}`, text)),
];
const LEGISLATIVE_ENTRIES = Object.entries(LEGISLATIVE_COLUMNS);
const LEGISLATIVE_ALL = LEGISLATIVE_ENTRIES.flatMap(([, cols]) => cols).filter((c): c is string => c !== null);
const FPDS_ENTRIES = Object.entries(FPDS_PAIR_COLUMNS);
const OFFICER_COLUMNS = Array.from({ length: 5 }, (_, i) => [`highly_compensated_officer_${i + 1}_name`, `highly_compensated_officer_${i + 1}_amount`]).flat();
/** Values of a flag column that bool() accepts as they are (the rest go through bool(), which trims, or rejects the row). */
const PLAIN_FLAGS = new Set(['', 't', 'f', 'true', 'false', 'T', 'F', 'TRUE', 'FALSE', 'True', 'False', 'Y', 'N', 'y', 'n', 'Yes', 'No', 'YES', 'NO', 'yes', 'no', '1', '0']);

/** Codes of a row that prepare() resolves (offices, agencies) or reports (NAICS, PSC, state, country). */
export interface AwardCodes {
  [k: string]: string | null;
  awarding_office: string | null;
  awarding_sub_agency: string | null;
  awarding_agency: string | null;
  funding_office: string | null;
  funding_sub_agency: string | null;
  funding_agency: string | null;
  parent_idv: string | null;
  parent_piid: string | null;
  state: string | null;
  country: string | null;
}

/**
 * What awardFields would reject in a row, without building its record: the parses that can fail (amounts, dates,
 * counts, DUNS, flags); the texts and code pairs cannot. For every row of a transactions file, whose record is built
 * again only from the row that wins its award (building it for every row was a sixth of staging a row).
 */
export function checkAwardFields(row: Row, kind: AwardKind): void {
  checkAll(row, HEAD_RULES);
  checkAll(row, DATE_RULES);
  checkAll(row, kind === 'contract' ? CONTRACT_RULES : IDV_RULES);
  checkAll(row, TAIL_RULES);
  if (anyOf(row, OFFICER_COLUMNS)) for (const c of OFFICER_COLUMNS) if (c.endsWith('_amount')) money(row, c);
  checkFlags(row);
}

/** A value of a flag column that is no boolean rejects the row. */
function checkFlags(row: Row): void {
  for (const c of FLAG_COLUMNS) {
    const v = row[c];
    if (v !== undefined && !PLAIN_FLAGS.has(v)) bool(row, c);
  }
}

/**
 * The award-level fields of a row, in the contracts / IDVs detail format,
 * only for the columns the file has (an older layout leaves the others as
 * stored). `dates`: which columns hold the award's dates (the two files
 * name them differently). Values that do not parse throw RowError.
 */
export function awardFields(row: Row, key: string, kind: AwardKind): { record: Record<string, unknown>; codes: AwardCodes } {
  const r: Record<string, unknown> = { key };
  putAll(row, r, HEAD_RULES);
  for (const p of PAIR_RULES) if (p.kinds.includes(kind) && anyOf(row, p.columns)) setParts(r, p.parts, pair(row, p.code, p.description));
  putAll(row, r, DATE_RULES);
  putAll(row, r, kind === 'contract' ? CONTRACT_RULES : IDV_RULES);
  putAll(row, r, TAIL_RULES);
  // a row without a UEI (data from before the UEI names the recipient by DUNS) leaves a stored award's UEI as stored
  const recipient = r.recipient as Record<string, unknown> | undefined;
  if (recipient && recipient.uei == null) delete recipient.uei;
  if (anyOf(row, LEGISLATIVE_ALL)) {
    const m: Record<string, unknown> = {};
    for (const [field, [code, description]] of LEGISLATIVE_ENTRIES) {
      const p = pair(row, code, description);
      if (p) m[field] = p;
    }
    r.legislative_mandates = Object.keys(m).length ? m : null;
  }
  for (const [field, [code, description]] of FPDS_ENTRIES) if (has(row, code) || has(row, description)) r[field] = pair(row, code, description);
  if (anyOf(row, OFFICER_COLUMNS)) {
    const o: Record<string, unknown> = {};
    for (const c of OFFICER_COLUMNS) {
      const v = c.endsWith('_amount') ? money(row, c) : text(row, c);
      if (v !== null) o[c] = v;
    }
    r.officers = Object.keys(o).length ? o : null;
  }
  // validated: a value that is no boolean rejects the row
  checkFlags(row);
  const parentPiid = text(row, 'parent_award_id_piid');
  const codes: AwardCodes = {
    awarding_office: text(row, 'awarding_office_code'),
    awarding_sub_agency: text(row, 'awarding_sub_agency_code'),
    awarding_agency: text(row, 'awarding_agency_code'),
    funding_office: text(row, 'funding_office_code'),
    funding_sub_agency: text(row, 'funding_sub_agency_code'),
    funding_agency: text(row, 'funding_agency_code'),
    parent_idv: kind === 'contract' ? parentIdvKey(key) : parentPiid && text(row, 'parent_award_agency_id') ? `CONT_IDV_${parentPiid}_${text(row, 'parent_award_agency_id')}` : null,
    parent_piid: parentPiid,
    state: text(row, 'primary_place_of_performance_state_code'),
    country: text(row, 'primary_place_of_performance_country_code'),
  };
  return { record: r, codes };
}

/** Whether an award record names its recipient: by UEI, or (data from before the UEI) by DUNS. */
export const namesRecipient = (award: Record<string, unknown>) => {
  const r = award.recipient as { uei?: string | null; duns?: string | null } | undefined;
  return Boolean(r?.uei || r?.duns);
};
export const NO_RECIPIENT = "recipient_uei and recipient_duns are empty: an award needs its recipient's UEI (or, in data from before the UEI, its DUNS)";

/**
 * The recipient entity a row names, as the row says it (created only when
 * no entity has the UEI: see prepareEntities). The file does not say
 * whether the recipient holds a SAM registration: registered false,
 * registration_status "Unknown".
 */
export function recipientEntity(row: Row): Record<string, unknown> | null {
  const uei = text(row, 'recipient_uei')?.toUpperCase();
  const name = text(row, 'recipient_name');
  if (!uei || !name) return null;
  const e: Record<string, unknown> = { uei, legal_business_name: name, registered: false, registration_status: ENTITY_STATUS };
  const dba = text(row, 'recipient_doing_business_as_name');
  if (dba) e.dba_name = dba;
  const cage = text(row, 'cage_code');
  if (cage) e.cage_code = cage;
  const address = {
    address_line1: text(row, 'recipient_address_line_1'),
    address_line2: text(row, 'recipient_address_line_2'),
    city: text(row, 'recipient_city_name'),
    state_or_province_code: text(row, 'recipient_state_code'),
    zip_code: text(row, 'recipient_zip_4_code')?.slice(0, 5) ?? null,
    zip_code_plus4: text(row, 'recipient_zip_4_code')?.replace(/^\d{5}-?/, '') || null,
    county: text(row, 'recipient_county_name'),
    country_code: text(row, 'recipient_country_code'),
    country_name: text(row, 'recipient_country_name'),
  };
  if (Object.values(address).some((v) => v !== null)) e.physical_address = address;
  const parentName = text(row, 'recipient_parent_name');
  if (parentName) e.highest_owner = { uei: text(row, 'recipient_parent_uei')?.toUpperCase() ?? null, cage_code: null, legal_business_name: parentName };
  // the recipient's business types as the award reports them (FPDS copies them from SAM at the action)
  const types = BUSINESS_TYPE_FLAGS.filter(([c]) => flagSet(row, c)).map(([, t]) => t);
  if (types.length) e.business_types = types;
  const sba = SBA_TYPE_FLAGS.filter(([c]) => flagSet(row, c)).map(([, t]) => t);
  if (sba.length) e.sba_business_types = sba;
  const structure = STRUCTURE_FLAGS.find(([c]) => flagSet(row, c));
  if (structure) e.entity_structure = structure[1];
  return e;
}

export const ENTITY_STATUS = 'Unknown';

/**
 * A row as it is staged: its part's header (registered once per process: the staging table lives only as long as the
 * load) and its values in header order, as text: `<header id>:` and the values joined by U+001F, a control character
 * no real file holds (a row that does hold it is staged as `J<header id>:` and the values as a JSON array). A third
 * of the size of the row's mapped award record as JSON, which it replaces in the staging table (the record is built
 * again from the row that wins its group), and a third smaller than the non-empty values by position as JSON, which
 * the loader, the socket and PostgreSQL each handled byte by byte.
 */
export type PackedRow = string;
const SEP = '\u001f';
const packedHeaderIds = new WeakMap<readonly string[], number>();
const packedHeaders: (readonly string[])[] = [];

/** A row packed: from `fields` (the part's values in header order, none holding U+001F) where the loader has them, else from the row. */
export function packRow(row: Row, header: readonly string[], fields?: readonly string[]): PackedRow {
  let h = packedHeaderIds.get(header);
  if (h === undefined) {
    h = packedHeaders.push([...header]) - 1;
    packedHeaderIds.set(header, h);
  }
  if (fields && fields.length === header.length) {
    // the part's values as read, in header order, none holding the separator (GroupedSource.stage): joined as they
    // are (looking 297 names up in the row object and each value for the separator cost the loader's thread as much
    // as the rest of staging a row)
    return `${h}:${fields.join(SEP)}`;
  }
  const v = new Array<string>(header.length);
  let plain = true;
  for (let i = 0; i < header.length; i++) {
    // a string: the loader's row object has no own `__proto__` (assigning it a string does nothing), whose read gives the prototype
    const x: unknown = header[i] === '' ? undefined : row[header[i]];
    const s = typeof x === 'string' ? x : '';
    if (plain && s.includes(SEP)) plain = false;
    v[i] = s;
  }
  return plain ? `${h}:${v.join(SEP)}` : `J${h}:${JSON.stringify(v)}`;
}

/** The object unpackRow fills, one per header (a Row is valid only during the adapter call that receives it). */
const unpacked = new Map<number, RowShape>();

/**
 * The Row of a packed row, as the loader builds one from a part's fields (the first of two columns of one name wins).
 * The object is reused by the next call for the same header: use it before unpacking another row.
 */
export function unpackRow(p: PackedRow): Row {
  const json = p.startsWith('J');
  const colon = p.indexOf(':');
  const h = Number(p.slice(json ? 1 : 0, colon));
  const header = packedHeaders[h];
  const fields = json ? (JSON.parse(p.slice(colon + 1)) as string[]) : p.slice(colon + 1).split(SEP);
  if (!header || fields.length !== header.length) throw new Error(`a staged row does not match its header (${fields.length} values for ${header?.length ?? 'no'} columns)`);
  let shape = unpacked.get(h);
  if (!shape) unpacked.set(h, (shape = rowShape(header)));
  const { row, names, at } = shape;
  for (let i = 0; i < names.length; i++) row[names[i]] = fields[at[i]];
  return row;
}

/** SourceAdapter.prepare of both USAspending award sources: entities are resolved, awards checked (a refused award maps to its reason). */
export async function prepareAwardTargets(target: string, records: MappedRecord[], ctx: BatchContext): Promise<Map<MappedRecord, string>> {
  if (target !== 'entities') return prepareAwards(records, ctx);
  await prepareEntities(records, ctx);
  return new Map();
}

/**
 * Entities: an entity already stored is never changed by award data: its record shrinks to its UEI and is marked
 * unchanged (the loader counts it without an ingestion cycle, which would only compare the key).
 */
export async function prepareEntities(records: MappedRecord[], ctx: BatchContext): Promise<void> {
  const ueis = records.map((m) => m.key);
  if (!ueis.length) return;
  const known = new Set((await ctx.q<{ uei: string }>(`SELECT uei FROM entity WHERE uei IN (SELECT jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(ueis)])).map((r) => r.uei));
  for (const m of records) {
    if (!known.has(m.key)) continue;
    m.record = { uei: m.key };
    m.unchanged = true;
  }
}

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI UM FM MH PW AA AE AP'.split(' '),
);

/**
 * Awards of a batch: the awarding office by its AAC (else the sub-tier
 * agency, else the department, each reported when unknown; none of them:
 * the record is rejected), the funding office the same way (none: null,
 * reported), the parent IDV (not stored: the PIID is kept, the key left
 * empty, reported); NAICS, PSC, state and country codes our tables do not
 * know are loaded as given and reported.
 */
export async function prepareAwards(records: MappedRecord[], ctx: BatchContext): Promise<Map<MappedRecord, string>> {
  const rejects = new Map<MappedRecord, string>();
  const codes = (k: string) => [...new Set(records.flatMap((m) => [m.aux?.[`awarding_${k}`], m.aux?.[`funding_${k}`]]).filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()))];
  const lookup = async (type: string, list: string[]) => {
    const out = new Map<string, string>();
    if (!list.length) return out;
    const rows = await ctx.q<{ code: string; id: string }>(
      `SELECT upper(code) AS code, organization_id::text AS id FROM organization WHERE type = $1::"OrganizationType" AND upper(code) IN (SELECT jsonb_array_elements_text($2::jsonb))`,
      [type, JSON.stringify(list)],
    );
    for (const r of rows) out.set(r.code, r.id);
    return out;
  };
  const offices = await lookup('OFFICE', codes('office'));
  const agencies = await lookup('AGENCY', codes('sub_agency'));
  const departments = await lookup('DEPARTMENT', codes('agency'));
  const parents = [...new Set(records.map((m) => m.aux?.parent_idv).filter((c): c is string => typeof c === 'string'))];
  const storedParents = new Set(parents.length ? (await ctx.q<{ key: string }>(`SELECT key FROM award WHERE family = 'idv' AND key IN (SELECT jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(parents)])).map((r) => r.key) : []);
  const resolve = (m: MappedRecord, side: 'awarding' | 'funding'): string | null => {
    const office = m.aux?.[`${side}_office`] ?? null;
    const agency = m.aux?.[`${side}_sub_agency`] ?? null;
    const dept = m.aux?.[`${side}_agency`] ?? null;
    let id = office ? offices.get(office.toUpperCase()) : undefined;
    if (office && !id) ctx.unknownCode(`${side} office (${side}_office_code)`, office);
    if (!id && agency) {
      id = agencies.get(agency.toUpperCase());
      if (!id) ctx.unknownCode(`${side} sub-tier agency (${side}_sub_agency_code)`, agency);
    }
    if (!id && dept) {
      id = departments.get(dept.toUpperCase());
      if (!id) ctx.unknownCode(`${side} agency (${side}_agency_code)`, dept);
    }
    return id ?? null;
  };
  for (const m of records) {
    if (!m.aux) continue; // a record that only sends transactions (its award-level values stay as stored)
    const awarding = resolve(m, 'awarding');
    if (!awarding) {
      rejects.set(m, `no organisation of the hierarchy for awarding_office_code ${JSON.stringify(m.aux.awarding_office ?? '')}, awarding_sub_agency_code ${JSON.stringify(m.aux.awarding_sub_agency ?? '')} or awarding_agency_code ${JSON.stringify(m.aux.awarding_agency ?? '')} (offices are not created from award rows: the hierarchy is loaded on its own)`);
      continue;
    }
    m.record.awarding_office = { organization_id: awarding };
    const hasFunding = m.aux.funding_office || m.aux.funding_sub_agency || m.aux.funding_agency;
    const funding = hasFunding ? resolve(m, 'funding') : null;
    m.record.funding_office = funding ? { organization_id: funding } : null;
    const parent = m.aux.parent_idv;
    if (parent) {
      if (!storedParents.has(parent)) ctx.unknownCode('parent IDV (not stored: the parent key is left empty)', parent);
      m.record.parent_award = { key: storedParents.has(parent) ? parent : null, piid: m.aux.parent_piid };
    } else if (Object.hasOwn(m.aux, 'parent_piid')) m.record.parent_award = null;
    const state = m.aux.state;
    if (state && !US_STATES.has(state.toUpperCase())) ctx.unknownCode('state (primary_place_of_performance_state_code)', state);
    const country = m.aux.country;
    if (country && !/^[A-Z]{3}$/.test(country)) ctx.unknownCode('country (primary_place_of_performance_country_code)', country);
  }
  const check = async (field: string, kind: string, sql: string) => {
    const values = [...new Set(records.map((m) => m.record[field]).filter((c): c is string => typeof c === 'string'))];
    if (!values.length) return;
    const known = new Set((await ctx.q<{ code: string }>(sql, [JSON.stringify(values)])).map((r) => r.code));
    for (const v of values) if (!known.has(v)) ctx.unknownCode(kind, v);
  };
  await check('naics_code', 'NAICS', `SELECT code FROM naics WHERE code IN (SELECT jsonb_array_elements_text($1::jsonb))`);
  await check('psc_code', 'PSC', `SELECT code FROM psc WHERE code IN (SELECT jsonb_array_elements_text($1::jsonb))`);
  return rejects;
}

const SERVED: Record<string, ColumnDoc> = {
  contract_award_unique_key: { field: 'key', note: 'CONT_AWD_ keys are contracts, CONT_IDV_ keys IDVs' },
  award_id_piid: { field: 'piid' },
  parent_award_id_piid: { field: 'parent_award.piid', note: 'parent_award.key is the parent IDV (CONT_IDV_<parent piid>_<parent agency>) when it is stored; otherwise left empty and reported' },
  parent_award_agency_id: { field: 'parent_award.key', note: 'with parent_award_id_piid: the parent IDV\'s key' },
  prime_award_base_transaction_description: { field: 'description' },
  current_total_value_of_award: { field: 'base_and_exercised_options_value' },
  potential_total_value_of_award: { field: 'total_contract_value' },
  solicitation_identifier: { field: 'solicitation_identifier' },
  solicitation_date: { field: 'competition.solicitation_date' },
  number_of_offers_received: { field: 'competition.number_of_offers_received' },
  naics_code: { field: 'naics_code', note: 'a code not in the NAICS table is loaded as given and reported' },
  product_or_service_code: { field: 'psc_code', note: 'a code not in the PSC table is loaded as given and reported' },
  period_of_performance_start_date: { field: 'period_of_performance.start_date' },
  period_of_performance_current_end_date: { field: 'period_of_performance.current_end_date', note: 'contracts' },
  period_of_performance_potential_end_date: { field: 'period_of_performance.ultimate_completion_date', note: 'contracts' },
  ordering_period_end_date: { field: 'period_of_performance.last_date_to_order', note: 'IDVs' },
  program_acronym: { field: 'program_acronym', note: 'IDVs' },
  awarding_office_code: { field: 'awarding_office.organization_id', note: 'the office of the hierarchy with this AAC; unknown: the sub-tier agency, then the department (reported); none: the award is rejected (offices are not created from award rows)' },
  awarding_sub_agency_code: { field: 'awarding_office.organization_id', note: 'fallback when the office is unknown (reported)' },
  awarding_agency_code: { field: 'awarding_office.organization_id', note: 'fallback (the department, CGAC) when neither office nor sub-tier agency is known (reported)' },
  funding_office_code: { field: 'funding_office.organization_id', note: 'as the awarding office; none found: null (reported)' },
  funding_sub_agency_code: { field: 'funding_office.organization_id', note: 'fallback' },
  funding_agency_code: { field: 'funding_office.organization_id', note: 'fallback' },
  recipient_uei: { field: 'recipient.uei', note: 'an entity with this UEI is created when none is stored (from the recipient_* columns, registered false, registration_status "Unknown": the file does not say); a stored entity is never changed. Empty in data from before the UEI (April 2022): a new award is then loaded with its recipient_duns and no entity (recipient.uei null), a stored award keeps its UEI; a row with neither is rejected' },
  recipient_duns: { field: 'recipient.duns', note: 'nine digits (any other value rejects the row); the only identifier of the recipient in data from before the UEI' },
  recipient_name: { field: 'recipient.legal_business_name', note: 'also the legal name of an entity created for the UEI' },
  recipient_parent_uei: { field: 'recipient.parent_uei', note: 'also the highest owner of an entity created for the UEI' },
  recipient_parent_name: { field: 'entities: highest_owner.legal_business_name', note: 'of an entity created for the UEI only' },
  recipient_doing_business_as_name: { field: 'entities: dba_name', note: 'of an entity created for the UEI only' },
  cage_code: { field: 'entities: cage_code', note: 'of an entity created for the UEI only (recipient.cage_code is served from the entity)' },
  recipient_address_line_1: { field: 'entities: physical_address.address_line1', note: 'of an entity created for the UEI only' },
  recipient_address_line_2: { field: 'entities: physical_address.address_line2', note: 'of an entity created for the UEI only' },
  recipient_city_name: { field: 'entities: physical_address.city', note: 'of an entity created for the UEI only' },
  recipient_county_name: { field: 'entities: physical_address.county', note: 'of an entity created for the UEI only' },
  recipient_state_code: { field: 'entities: physical_address.state_or_province_code', note: 'of an entity created for the UEI only' },
  recipient_zip_4_code: { field: 'entities: physical_address.zip_code, zip_code_plus4', note: 'the first five digits, then the rest; of an entity created for the UEI only' },
  recipient_country_code: { field: 'entities: physical_address.country_code', note: 'of an entity created for the UEI only' },
  recipient_country_name: { field: 'entities: physical_address.country_name', note: 'of an entity created for the UEI only' },
  primary_place_of_performance_country_code: { field: 'place_of_performance.country_code', note: 'not three capital letters: reported' },
  primary_place_of_performance_country_name: { field: 'place_of_performance.country_name' },
  primary_place_of_performance_state_code: { field: 'place_of_performance.state_code', note: 'not a USPS state or territory code: reported' },
  primary_place_of_performance_state_name: { field: 'place_of_performance.state_name' },
  primary_place_of_performance_city_name: { field: 'place_of_performance.city_name' },
  primary_place_of_performance_zip_4: { field: 'place_of_performance.zip_code' },
  other_statutory_authority: { field: 'legislative_mandates.other_statutory_authority.description' },
};
for (const [field, code, description] of PAIR_COLUMNS) {
  SERVED[code] = { field: `${field}.code`, note: field === 'award_type' ? 'contracts' : ['idv_type', 'type_of_idc', 'multiple_or_single_award_idv'].includes(field) ? 'IDVs' : undefined };
  SERVED[description] = { field: `${field}.description` };
}
for (const [field, [code, description]] of Object.entries(LEGISLATIVE_COLUMNS)) {
  if (code) SERVED[code] = { field: `legislative_mandates.${field}.code` };
  SERVED[description] = { field: `legislative_mandates.${field}.description` };
}
for (const [field, [code, description]] of Object.entries(FPDS_PAIR_COLUMNS)) {
  SERVED[code] = { field: `${field}.code` };
  SERVED[description] = { field: `${field}.description` };
}
for (let i = 1; i <= 5; i++) for (const k of ['name', 'amount']) SERVED[`highly_compensated_officer_${i}_${k}`] = { field: `officers.highly_compensated_officer_${i}_${k}` };

/** Every column of `columns` → our field, or not served and why. `own`: the file's own columns (served or explained by the adapter). */
export function columnDocs(columns: readonly string[], own: Record<string, ColumnDoc>): Record<string, ColumnDoc> {
  const out: Record<string, ColumnDoc> = {};
  for (const c of columns) out[c] = own[c] ?? SERVED[c] ?? notServed(c);
  return out;
}

function notServed(c: string): ColumnDoc {
  const why = (note: string): ColumnDoc => ({ field: null, note });
  if (FLAG_COLUMNS.includes(c)) {
    const served = (field: string, code: string) => ({ field: `entities: ${field}`, note: `recipient flag (t/f or true/false; any other value rejects the row): true adds SAM code ${code} to an entity created for the UEI` });
    if (FLAG_BUSINESS_TYPES[c]) return served('business_types', FLAG_BUSINESS_TYPES[c]);
    if (FLAG_SBA_TYPES[c]) return served('sba_business_types', FLAG_SBA_TYPES[c]);
    if (FLAG_ENTITY_STRUCTURES[c]) return { field: 'entities: entity_structure', note: `recipient flag: true makes SAM entity structure ${FLAG_ENTITY_STRUCTURES[c]} that of an entity created for the UEI` };
    return why('recipient flag (t/f or true/false; any other value rejects the row): validated, not served: it names no SAM business type or entity structure of our vocabulary');
  }
  if (/_name$/.test(c) && /(agency|office)/.test(c)) return why('a name: the organisation payload (awarding_office, funding_office) is read from the hierarchy');
  if (/fips|_cd_original$|_cd_current$|county_name$/.test(c)) return why('county FIPS and congressional district: no field holds them');
  if (/^(treasury_accounts|federal_accounts|object_classes|program_activities)_funding_this_award$/.test(c)) return why('File C account linkage (a ;-joined list): not served');
  if (/disaster_emergency_fund_codes|COVID-19|IIJA|outlay/.test(c)) return why('supplemental-appropriation and outlay figures (File C): not served');
  if (/^recipient_(parent_duns|name_raw)$|^recipient_parent_name_raw$/.test(c)) return why('the parent\'s DUNS and raw names are superseded by the UEIs and the reported names');
  if (/phone|fax/.test(c)) return why('recipient contact numbers: not served');
  if (/_description$|^(naics_description|dod_)/.test(c) || c === 'product_or_service_code_description') return why('the description is read from our reference table by code (naics.description, psc.description) or not held');
  const fixed: Record<string, string> = {
    usaspending_permalink: 'a link to usaspending.gov: derived from the key, not stored',
    award_or_idv_flag: 'the key prefix (CONT_AWD_/CONT_IDV_) says it',
    parent_award_agency_name: 'a name: not stored',
    parent_award_type_code: 'a property of the parent IDV (its own record)',
    parent_award_type: 'a property of the parent IDV (its own record)',
    parent_award_single_or_multiple_code: 'a property of the parent IDV (its own record)',
    parent_award_single_or_multiple: 'a property of the parent IDV (its own record)',
    major_program: 'no field holds it',
    national_interest_action_code: 'no field holds it',
    national_interest_action: 'no field holds it',
    gfe_gfp: 'no field holds it',
    government_furnished_property_code: 'no field holds it',
    government_furnished_property: 'no field holds it',
    sea_transportation_code: 'no field holds it',
    sea_transportation: 'no field holds it',
    multi_year_contract_code: 'no field holds it',
    multi_year_contract: 'no field holds it',
    contract_financing_code: 'no field holds it',
    contract_financing: 'no field holds it',
    purchase_card_as_payment_method_code: 'no field holds it',
    purchase_card_as_payment_method: 'no field holds it',
    a76_fair_act_action_code: 'no field holds it',
    a76_fair_act_action: 'no field holds it',
    local_area_set_aside_code: 'no field holds it',
    local_area_set_aside: 'no field holds it',
    price_evaluation_adjustment_preference_percent_difference: 'no field holds it',
    simplified_procedures_for_certain_commercial_items_code: 'no field holds it',
    simplified_procedures_for_certain_commercial_items: 'no field holds it',
    country_of_product_or_service_origin_code: 'no field holds it',
    country_of_product_or_service_origin: 'no field holds it',
    contracting_officers_determination_of_business_size: 'no field holds it',
    contracting_officers_determination_of_business_size_code: 'no field holds it',
    organizational_type: 'a registration property: not taken from award rows',
    total_dollars_obligated: 'the award\'s obligations are the sum of its stored transactions, computed by the ingestion core',
    base_and_exercised_options_value: 'this transaction\'s change of the value; the award\'s value is current_total_value_of_award',
    base_and_all_options_value: 'this transaction\'s change of the potential value; the award\'s is potential_total_value_of_award',
    action_date_fiscal_year: 'the fiscal year is computed from the award date',
    award_base_action_date_fiscal_year: 'the fiscal year is computed from the award date',
    award_latest_action_date_fiscal_year: 'the fiscal year is computed from the award date',
    award_latest_action_date: 'the latest transaction\'s date: served with the transactions',
    number_of_actions: 'per transaction; the award\'s number_of_actions is the number of its transactions (the ingestion core counts them)',
    initial_report_date: 'FPDS reporting time: not served',
    last_modified_date: 'change detection is by value (the core\'s comparison); used to pick the latest row of an award when dates tie',
    parent_award_modification_number: 'not served',
    transaction_number: 'part of contract_transaction_unique_key; transactions are keyed by modification number within the award',
    information_technology_commercial_item_category_code: 'no field holds it',
    research: 'no field holds it',
  };
  return why(fixed[c] ?? 'no field holds it');
}
