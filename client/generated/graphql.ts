/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of agencies: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type AgencyFilter = {
  /** The agency code or abbreviation (exact, any case), or a substring of the agency name, any case. REST: `search`. */
  search?: string | null | undefined;
};

/** Filters of budget accounts: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type BudgetAccountFilter = {
  /** Account category: budgetary, credit_financing, request_only, proposed (another value answers 400). REST: `account_category`. */
  accountCategory?: string | null | undefined;
  /** Any of these account categories, separated by |, OR or commas (budgetary,request_only for a current-law requested_ba total). REST: `account_category__in`. */
  accountCategory_In?: string | null | undefined;
  /** Account title contains (any case). REST: `account_title__icontains`. */
  accountTitle_Icontains?: string | null | undefined;
  /** actual_vs_requested_contract_capped at least (a number; dollars or a fraction). REST: `actual_vs_requested_contract_capped__gte`. */
  actualVsRequestedContractCapped_Gte?: string | null | undefined;
  /** actual_vs_requested_contract_capped at most. REST: `actual_vs_requested_contract_capped__lte`. */
  actualVsRequestedContractCapped_Lte?: string | null | undefined;
  /** actual_vs_requested_contract at least (a number; dollars or a fraction). REST: `actual_vs_requested_contract__gte`. */
  actualVsRequestedContract_Gte?: string | null | undefined;
  /** actual_vs_requested_contract at most. REST: `actual_vs_requested_contract__lte`. */
  actualVsRequestedContract_Lte?: string | null | undefined;
  /** Treasury agency identifier (3 characters), exact. REST: `agency_code`. */
  agencyCode?: string | null | undefined;
  /** Any of these agency identifiers; separated by |, OR or commas. REST: `agency_code__in`. */
  agencyCode_In?: string | null | undefined;
  /** apportioned_to_enacted_pct_capped at least (a number; dollars or a fraction). REST: `apportioned_to_enacted_pct_capped__gte`. */
  apportionedToEnactedPctCapped_Gte?: string | null | undefined;
  /** apportioned_to_enacted_pct_capped at most. REST: `apportioned_to_enacted_pct_capped__lte`. */
  apportionedToEnactedPctCapped_Lte?: string | null | undefined;
  /** apportioned_to_enacted_pct at least (a number; dollars or a fraction). REST: `apportioned_to_enacted_pct__gte`. */
  apportionedToEnactedPct_Gte?: string | null | undefined;
  /** apportioned_to_enacted_pct at most. REST: `apportioned_to_enacted_pct__lte`. */
  apportionedToEnactedPct_Lte?: string | null | undefined;
  /** apportioned at least (a number; dollars or a fraction). REST: `apportioned__gte`. */
  apportioned_Gte?: string | null | undefined;
  /** apportioned at most. REST: `apportioned__lte`. */
  apportioned_Lte?: string | null | undefined;
  /** assistance_obligated at least (a number; dollars or a fraction). REST: `assistance_obligated__gte`. */
  assistanceObligated_Gte?: string | null | undefined;
  /** assistance_obligated at most. REST: `assistance_obligated__lte`. */
  assistanceObligated_Lte?: string | null | undefined;
  /** assistance_outlayed at least (a number; dollars or a fraction). REST: `assistance_outlayed__gte`. */
  assistanceOutlayed_Gte?: string | null | undefined;
  /** assistance_outlayed at most. REST: `assistance_outlayed__lte`. */
  assistanceOutlayed_Lte?: string | null | undefined;
  /** ba_growth_next_year_pct at least (a number; dollars or a fraction). REST: `ba_growth_next_year_pct__gte`. */
  baGrowthNextYearPct_Gte?: string | null | undefined;
  /** ba_growth_next_year_pct at most. REST: `ba_growth_next_year_pct__lte`. */
  baGrowthNextYearPct_Lte?: string | null | undefined;
  /** Discretionary or Mandatory (any case). REST: `bea_category`. */
  beaCategory?: string | null | undefined;
  /** Any of these BEA categories (any case); separated by |, OR or commas. REST: `bea_category__in`. */
  beaCategory_In?: string | null | undefined;
  /** Bureau name, exact (any case). REST: `bureau_name`. */
  bureauName?: string | null | undefined;
  /** Bureau name contains (any case). REST: `bureau_name__icontains`. */
  bureauName_Icontains?: string | null | undefined;
  /** Any of these bureau names, exact (any case); separated by | or OR (not commas: names contain them). At most 500 values. REST: `bureau_name__in`. */
  bureauName_In?: Array<string> | null | undefined;
  /** contract_obligated_5yr_cagr at least (a number; dollars or a fraction). REST: `contract_obligated_5yr_cagr__gte`. */
  contractObligated5yrCagr_Gte?: string | null | undefined;
  /** contract_obligated_5yr_cagr at most. REST: `contract_obligated_5yr_cagr__lte`. */
  contractObligated5yrCagr_Lte?: string | null | undefined;
  /** contract_obligated at least (a number; dollars or a fraction). REST: `contract_obligated__gte`. */
  contractObligated_Gte?: string | null | undefined;
  /** contract_obligated at most. REST: `contract_obligated__lte`. */
  contractObligated_Lte?: string | null | undefined;
  /** contract_outlayed at least (a number; dollars or a fraction). REST: `contract_outlayed__gte`. */
  contractOutlayed_Gte?: string | null | undefined;
  /** contract_outlayed at most. REST: `contract_outlayed__lte`. */
  contractOutlayed_Lte?: string | null | undefined;
  /** contract_share_of_obligated_capped at least (a number; dollars or a fraction). REST: `contract_share_of_obligated_capped__gte`. */
  contractShareOfObligatedCapped_Gte?: string | null | undefined;
  /** contract_share_of_obligated_capped at most. REST: `contract_share_of_obligated_capped__lte`. */
  contractShareOfObligatedCapped_Lte?: string | null | undefined;
  /** contract_share_of_obligated at least (a number; dollars or a fraction). REST: `contract_share_of_obligated__gte`. */
  contractShareOfObligated_Gte?: string | null | undefined;
  /** contract_share_of_obligated at most. REST: `contract_share_of_obligated__lte`. */
  contractShareOfObligated_Lte?: string | null | undefined;
  /** Period the data runs through, 1 to 12 (12: closed years). From 1 to 12. REST: `data_through_period`. */
  dataThroughPeriod?: number | null | undefined;
  /** Period at least. From 1 to 12. REST: `data_through_period__gte`. */
  dataThroughPeriod_Gte?: number | null | undefined;
  /** true: rows without a period; false: rows with one. REST: `data_through_period__isnull`. */
  dataThroughPeriod_Isnull?: boolean | null | undefined;
  /** Period at most. From 1 to 12. REST: `data_through_period__lte`. */
  dataThroughPeriod_Lte?: number | null | undefined;
  /** enacted_ba_5yr_cagr at least (a number; dollars or a fraction). REST: `enacted_ba_5yr_cagr__gte`. */
  enactedBa5yrCagr_Gte?: string | null | undefined;
  /** enacted_ba_5yr_cagr at most. REST: `enacted_ba_5yr_cagr__lte`. */
  enactedBa5yrCagr_Lte?: string | null | undefined;
  /** enacted_ba_yoy_pct at least (a number; dollars or a fraction). REST: `enacted_ba_yoy_pct__gte`. */
  enactedBaYoyPct_Gte?: string | null | undefined;
  /** enacted_ba_yoy_pct at most. REST: `enacted_ba_yoy_pct__lte`. */
  enactedBaYoyPct_Lte?: string | null | undefined;
  /** enacted_ba at least (a number; dollars or a fraction). REST: `enacted_ba__gte`. */
  enactedBa_Gte?: string | null | undefined;
  /** enacted_ba at most. REST: `enacted_ba__lte`. */
  enactedBa_Lte?: string | null | undefined;
  /** Federal account symbol, exact (e.g. 097-0100). REST: `federal_account_symbol`. */
  federalAccountSymbol?: string | null | undefined;
  /** Any of these federal account symbols; separated by |, OR or commas. REST: `federal_account_symbol__in`. */
  federalAccountSymbol_In?: string | null | undefined;
  /** Fiscal year (1900 to 2100; years without data match nothing). From 1900 to 2100. REST: `fiscal_year`. */
  fiscalYear?: number | null | undefined;
  /** Fiscal year at least. From 1900 to 2100. REST: `fiscal_year__gte`. */
  fiscalYear_Gte?: number | null | undefined;
  /** Any of these fiscal years; separated by |, OR or commas. REST: `fiscal_year__in`. */
  fiscalYear_In?: string | null | undefined;
  /** Fiscal year at most. From 1900 to 2100. REST: `fiscal_year__lte`. */
  fiscalYear_Lte?: number | null | undefined;
  /** next_year_requested_ba at least (a number; dollars or a fraction). REST: `next_year_requested_ba__gte`. */
  nextYearRequestedBa_Gte?: string | null | undefined;
  /** next_year_requested_ba at most. REST: `next_year_requested_ba__lte`. */
  nextYearRequestedBa_Lte?: string | null | undefined;
  /** obligated_to_apportioned_pct_capped at least (a number; dollars or a fraction). REST: `obligated_to_apportioned_pct_capped__gte`. */
  obligatedToApportionedPctCapped_Gte?: string | null | undefined;
  /** obligated_to_apportioned_pct_capped at most. REST: `obligated_to_apportioned_pct_capped__lte`. */
  obligatedToApportionedPctCapped_Lte?: string | null | undefined;
  /** obligated_to_apportioned_pct at least (a number; dollars or a fraction). REST: `obligated_to_apportioned_pct__gte`. */
  obligatedToApportionedPct_Gte?: string | null | undefined;
  /** obligated_to_apportioned_pct at most. REST: `obligated_to_apportioned_pct__lte`. */
  obligatedToApportionedPct_Lte?: string | null | undefined;
  /** obligated_to_enacted_pct_capped at least (a number; dollars or a fraction). REST: `obligated_to_enacted_pct_capped__gte`. */
  obligatedToEnactedPctCapped_Gte?: string | null | undefined;
  /** obligated_to_enacted_pct_capped at most. REST: `obligated_to_enacted_pct_capped__lte`. */
  obligatedToEnactedPctCapped_Lte?: string | null | undefined;
  /** obligated_to_enacted_pct at least (a number; dollars or a fraction). REST: `obligated_to_enacted_pct__gte`. */
  obligatedToEnactedPct_Gte?: string | null | undefined;
  /** obligated_to_enacted_pct at most. REST: `obligated_to_enacted_pct__lte`. */
  obligatedToEnactedPct_Lte?: string | null | undefined;
  /** obligated_total at least (a number; dollars or a fraction). REST: `obligated_total__gte`. */
  obligatedTotal_Gte?: string | null | undefined;
  /** obligated_total at most. REST: `obligated_total__lte`. */
  obligatedTotal_Lte?: string | null | undefined;
  /** obligated_yoy_pct at least (a number; dollars or a fraction). REST: `obligated_yoy_pct__gte`. */
  obligatedYoyPct_Gte?: string | null | undefined;
  /** obligated_yoy_pct at most. REST: `obligated_yoy_pct__lte`. */
  obligatedYoyPct_Lte?: string | null | undefined;
  /** ON or OFF (any case). REST: `on_off_budget`. */
  onOffBudget?: string | null | undefined;
  /** outlayed_to_obligated_pct_capped at least (a number; dollars or a fraction). REST: `outlayed_to_obligated_pct_capped__gte`. */
  outlayedToObligatedPctCapped_Gte?: string | null | undefined;
  /** outlayed_to_obligated_pct_capped at most. REST: `outlayed_to_obligated_pct_capped__lte`. */
  outlayedToObligatedPctCapped_Lte?: string | null | undefined;
  /** outlayed_to_obligated_pct at least (a number; dollars or a fraction). REST: `outlayed_to_obligated_pct__gte`. */
  outlayedToObligatedPct_Gte?: string | null | undefined;
  /** outlayed_to_obligated_pct at most. REST: `outlayed_to_obligated_pct__lte`. */
  outlayedToObligatedPct_Lte?: string | null | undefined;
  /** outlayed_total at least (a number; dollars or a fraction). REST: `outlayed_total__gte`. */
  outlayedTotal_Gte?: string | null | undefined;
  /** outlayed_total at most. REST: `outlayed_total__lte`. */
  outlayedTotal_Lte?: string | null | undefined;
  /** requested_ba at least (a number; dollars or a fraction). REST: `requested_ba__gte`. */
  requestedBa_Gte?: string | null | undefined;
  /** requested_ba at most. REST: `requested_ba__lte`. */
  requestedBa_Lte?: string | null | undefined;
  /** requested_contractual_services at least (a number; dollars or a fraction). REST: `requested_contractual_services__gte`. */
  requestedContractualServices_Gte?: string | null | undefined;
  /** requested_contractual_services at most. REST: `requested_contractual_services__lte`. */
  requestedContractualServices_Lte?: string | null | undefined;
  /** Full text over account title, agency name and bureau name (and the account symbol). REST: `search`. */
  search?: string | null | undefined;
  /** Budget subfunction code, exact (e.g. 051). REST: `subfunction_code`. */
  subfunctionCode?: string | null | undefined;
  /** Any of these subfunction codes; separated by |, OR or commas. REST: `subfunction_code__in`. */
  subfunctionCode_In?: string | null | undefined;
  /** unobligated_balance at least (a number; dollars or a fraction). REST: `unobligated_balance__gte`. */
  unobligatedBalance_Gte?: string | null | undefined;
  /** unobligated_balance at most. REST: `unobligated_balance__lte`. */
  unobligatedBalance_Lte?: string | null | undefined;
  /** unobligated_pct at least (a number; dollars or a fraction). REST: `unobligated_pct__gte`. */
  unobligatedPct_Gte?: string | null | undefined;
  /** unobligated_pct at most. REST: `unobligated_pct__lte`. */
  unobligatedPct_Lte?: string | null | undefined;
};

/** Board of contract appeals. */
export type ContractAppealBoard =
  /** Armed Services Board of Contract Appeals. */
  | 'asbca'
  /** Civilian Board of Contract Appeals. */
  | 'cbca';

/** Filters of contract appeals: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type ContractAppealFilter = {
  /** Substring of the appellant, any case, at least 2 characters per value; OR-list. At most 500 values. REST: `appellant`. */
  appellant?: Array<string> | null | undefined;
  /** cbca or asbca, any case; OR-list. At most 500 values. REST: `board`. */
  board?: Array<string> | null | undefined;
  /** Decision on or after this day (YYYY-MM-DD). REST: `decision_date_after`. */
  decisionDateAfter?: string | null | undefined;
  /** Decision on or before this day (YYYY-MM-DD). REST: `decision_date_before`. */
  decisionDateBefore?: string | null | undefined;
  /** Decision type (cbca values: Decision, Dismissal, Order, Full Board Order, ...), any case; OR-list. At most 500 values. REST: `decision_type`. */
  decisionType?: Array<string> | null | undefined;
  /** One of the docket numbers, exact (a leading board name and No. or Nos. are ignored, suffix letters match in any case; no prefix or substring matching); OR-list. At most 500 values. REST: `docket`. */
  docket?: Array<string> | null | undefined;
  /** The board's document identifier, exact. REST: `document_id`. */
  documentId?: string | null | undefined;
  /** Judge, exact in any case; OR-list. At most 500 values. REST: `judge`. */
  judge?: Array<string> | null | undefined;
  /** true: decisions the newest listing carries; false: decisions no longer listed. REST: `listed`. */
  listed?: boolean | null | undefined;
  /** Ranked full text over appellant, dockets, judge and decision text, at least 2 characters; double quotes make a phrase. Responses carry no text fragment. REST: `search`. */
  search?: string | null | undefined;
};

/** Filters of contracts: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type ContractFilter = {
  /** Award date, exactly this day (YYYY-MM-DD). REST: `award_date`. */
  awardDate?: string | null | undefined;
  /** Award date on or after this day (YYYY-MM-DD). REST: `award_date_gte`. */
  awardDateGte?: string | null | undefined;
  /** Award date on or before this day (YYYY-MM-DD). REST: `award_date_lte`. */
  awardDateLte?: string | null | undefined;
  /** Award type code, any case; OR-list. At most 500 values. REST: `award_type`. */
  awardType?: Array<string> | null | undefined;
  /** Awarding agency or department: a 3-digit CGAC, a 4-digit FPDS department id, a sub-tier agency code, or an exact name or abbreviation, any case; OR-list. A department code is the reproducible choice. At most 500 values. REST: `awarding_agency`. */
  awardingAgency?: Array<string> | null | undefined;
  /** Ultimate completion date on or after this day (YYYY-MM-DD). REST: `expiring_gte`. */
  expiringGte?: string | null | undefined;
  /** Ultimate completion date on or before this day (YYYY-MM-DD). REST: `expiring_lte`. */
  expiringLte?: string | null | undefined;
  /** Federal fiscal year (four digits), exact. From 1900 to 2100. REST: `fiscal_year`. */
  fiscalYear?: number | null | undefined;
  /** Federal fiscal year at least. From 1900 to 2100. REST: `fiscal_year_gte`. */
  fiscalYearGte?: number | null | undefined;
  /** Federal fiscal year at most. From 1900 to 2100. REST: `fiscal_year_lte`. */
  fiscalYearLte?: number | null | undefined;
  /** Funding agency or department, resolved as awarding_agency is; OR-list. At most 500 values. REST: `funding_agency`. */
  fundingAgency?: Array<string> | null | undefined;
  /** Award key, exact; OR-list. At most 500 values. REST: `key`. */
  key?: Array<string> | null | undefined;
  /** NAICS code, exact; OR-list. At most 500 values. REST: `naics`. */
  naics?: Array<string> | null | undefined;
  /** Obligated amount at least this many dollars. REST: `obligated_gte`. */
  obligatedGte?: string | null | undefined;
  /** Obligated amount at most this many dollars. REST: `obligated_lte`. */
  obligatedLte?: string | null | undefined;
  /** PIID, exact (any case). REST: `piid`. */
  piid?: string | null | undefined;
  /** Current end date on or after this day (YYYY-MM-DD). REST: `pop_end_date_gte`. */
  popEndDateGte?: string | null | undefined;
  /** Current end date on or before this day (YYYY-MM-DD). REST: `pop_end_date_lte`. */
  popEndDateLte?: string | null | undefined;
  /** Period of performance starts on or after this day (YYYY-MM-DD). REST: `pop_start_date_gte`. */
  popStartDateGte?: string | null | undefined;
  /** Period of performance starts on or before this day (YYYY-MM-DD). REST: `pop_start_date_lte`. */
  popStartDateLte?: string | null | undefined;
  /** Product or service code, any case; OR-list. At most 500 values. REST: `psc`. */
  psc?: Array<string> | null | undefined;
  /** Substring of the recipient legal business name, any case (at least 2 characters). REST: `recipient`. */
  recipient?: string | null | undefined;
  /** Ranked full text over PIID, key, solicitation number, recipient and description. REST: `search`. */
  search?: string | null | undefined;
  /** Set-aside code (e.g. SBA, 8A, WOSB), any case; OR-list. At most 500 values. REST: `set_aside`. */
  setAside?: Array<string> | null | undefined;
  /** Solicitation number in any spelling (dashes, spaces, dots and case ignored); OR-list. At most 500 values. REST: `solicitation_identifier`. */
  solicitationIdentifier?: Array<string> | null | undefined;
  /** Recipient UEI, exact (any case). REST: `uei`. */
  uei?: string | null | undefined;
};

/** Filters of dibbs rfqs: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type DibbsRfqFilter = {
  /** Issued on or after this day (YYYY-MM-DD). REST: `issue_date_after`. */
  issueDateAfter?: string | null | undefined;
  /** Issued on or before this day (YYYY-MM-DD). REST: `issue_date_before`. */
  issueDateBefore?: string | null | undefined;
  /** National stock number with or without dashes (5330-01-234-5678 or 5330012345678), OR-list. At most 500 values. REST: `nsn`. */
  nsn?: Array<string> | null | undefined;
  /** true: RFQs accepting quotes open today (is_open: the date is today or later, UTC); false: the complement (a passed or missing date). REST: `open`. */
  open?: boolean | null | undefined;
  /** A node of the federal hierarchy by organization_id (UUID) or fh_key (integer), OR-list: records whose organisation is that node or lies below it (a department includes its agencies and offices, an agency its offices). At most 500 values. REST: `organization`. */
  organization?: Array<string> | null | undefined;
  /** Part number, exact in any case, OR-list. At most 500 values. REST: `part_number`. */
  partNumber?: Array<string> | null | undefined;
  /** Purchase request number, exact in any case, OR-list. At most 500 values. REST: `purchase_request`. */
  purchaseRequest?: Array<string> | null | undefined;
  /** Quantity at most this (a whole number). REST: `quantity_max`. */
  quantityMax?: number | null | undefined;
  /** Quantity at least this (a whole number). REST: `quantity_min`. */
  quantityMin?: number | null | undefined;
  /** Return-by date on or after this day (YYYY-MM-DD). REST: `return_by_date_after`. */
  returnByDateAfter?: string | null | undefined;
  /** Return-by date on or before this day (YYYY-MM-DD). REST: `return_by_date_before`. */
  returnByDateBefore?: string | null | undefined;
  /** Full text over nomenclature, NSN, part number and solicitation number, or one of those identifiers in any spelling. REST: `search`. */
  search?: string | null | undefined;
  /** Y (small-business set-aside) or N, any case; OR-list. Another value answers 400. At most 500 values. REST: `set_aside`. */
  setAside?: Array<string> | null | undefined;
  /** Solicitation number, exact in any case and with or without separators (SPE7M1-25-T-1234 finds SPE7M125T1234), OR-list. At most 500 values. REST: `solicitation`. */
  solicitation?: Array<string> | null | undefined;
  /** The 11-character status code, exact in any case, OR-list. At most 500 values. REST: `status_code`. */
  statusCode?: Array<string> | null | undefined;
};

/** Filters of entities: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type EntityFilter = {
  /** Alias of cage_code. REST: `cage`. */
  cage?: string | null | undefined;
  /** CAGE code, exact, any case. REST: `cage_code`. */
  cageCode?: string | null | undefined;
  /** NAICS code among the registration's NAICS codes; OR-list. At most 500 values. REST: `naics`. */
  naics?: Array<string> | null | undefined;
  /** Substring of the legal business name, any case. REST: `name`. */
  name?: string | null | undefined;
  /** PSC code among the registration's PSC codes, any case; OR-list. At most 500 values. REST: `psc`. */
  psc?: Array<string> | null | undefined;
  /** Purpose of registration code (Z1, Z2, …), any case; OR-list. At most 500 values. REST: `purpose_of_registration_code`. */
  purposeOfRegistrationCode?: Array<string> | null | undefined;
  /** Full text over legal, doing-business-as and common names, UEI, CAGE code, keywords, description and capabilities; best match first. REST: `search`. */
  search?: string | null | undefined;
  /** Business-type code (SAM business type, or an SBA certification in force today), any case; OR-list. At most 500 values. REST: `socioeconomic`. */
  socioeconomic?: Array<string> | null | undefined;
  /** State or province code of the physical address, any case; OR-list. At most 500 values. REST: `state`. */
  state?: Array<string> | null | undefined;
  /** Total obligations of the entity's contracts and OTAs (USD), at least. REST: `total_awards_obligated_gte`. */
  totalAwardsObligatedGte?: string | null | undefined;
  /** The same, at most. REST: `total_awards_obligated_lte`. */
  totalAwardsObligatedLte?: string | null | undefined;
  /** UEI, exact, any case (one value). REST: `uei`. */
  uei?: string | null | undefined;
  /** ZIP code of the physical address, exact (5 digits). REST: `zip_code`. */
  zipCode?: string | null | undefined;
};

/** Filters of exclusions: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type ExclusionFilter = {
  /** Activated on or after this day (YYYY-MM-DD). REST: `activate_date_after`. */
  activateDateAfter?: string | null | undefined;
  /** Activated on or before this day (YYYY-MM-DD). REST: `activate_date_before`. */
  activateDateBefore?: string | null | undefined;
  /** true: in force today (is_currently_excluded); false: the complement; omitted: everything. REST: `active`. */
  active?: boolean | null | undefined;
  /** CAGE code on the record, any case, OR-list. At most 500 values. REST: `cage_code`. */
  cageCode?: Array<string> | null | undefined;
  /** Firm, Individual, Special Entity Designation, Vessel; case-insensitive, OR-list. At most 500 values. REST: `classification_type`. */
  classificationType?: Array<string> | null | undefined;
  /** true: only lifted exclusions (delisted_at set); false: only those still catalogued. REST: `delisted`. */
  delisted?: boolean | null | undefined;
  /** UEI of the linked registered entity, any case, OR-list. At most 500 values. REST: `entity_uei`. */
  entityUei?: Array<string> | null | undefined;
  /** Excluding agency code, exact (any case), OR-list. At most 500 values. REST: `excluding_agency_code`. */
  excludingAgencyCode?: Array<string> | null | undefined;
  /** Excluding agency name, case-insensitive substring, OR-list. At most 500 values. REST: `excluding_agency_name`. */
  excludingAgencyName?: Array<string> | null | undefined;
  /** Reciprocal, Non-Procurement, Procurement; case-insensitive, OR-list. At most 500 values. REST: `exclusion_program`. */
  exclusionProgram?: Array<string> | null | undefined;
  /** Exclusion type, case-insensitive, OR-list. At most 500 values. REST: `exclusion_type`. */
  exclusionType?: Array<string> | null | undefined;
  /** National Provider Identifier, OR-list. At most 500 values. REST: `npi`. */
  npi?: Array<string> | null | undefined;
  /** Full-text search over names, the excluding agency and comments; results by relevance unless ordered. REST: `search`. */
  search?: string | null | undefined;
  /** Termination date on or after this day (YYYY-MM-DD). REST: `termination_date_after`. */
  terminationDateAfter?: string | null | undefined;
  /** Termination date on or before this day (YYYY-MM-DD). REST: `termination_date_before`. */
  terminationDateBefore?: string | null | undefined;
  /** UEI on the record, any case, OR-list. At most 500 values. REST: `uei`. */
  uei?: Array<string> | null | undefined;
  /** Updated at the source on or after this day (YYYY-MM-DD). REST: `update_date_after`. */
  updateDateAfter?: string | null | undefined;
  /** Updated at the source on or before this day (YYYY-MM-DD). REST: `update_date_before`. */
  updateDateBefore?: string | null | undefined;
};

/** Filters of grants: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type GrantFilter = {
  /** Grants.gov agency code, case-insensitive substring (NIH matches HHS-NIH11), at least 2 characters; OR-list. At most 500 values. REST: `agency`. */
  agency?: Array<string> | null | undefined;
  /** Eligible applicant type: the Grants.gov code or its description, any case; OR-list (00 State governments; 01 County governments; 02 City or township governments; 04 Special district governments; 05 Independent school districts; 06 Public and State controlled institutions of higher education; 07 Native American tribal governments (Federally recognized); 08 Public housing authorities/Indian housing authorities; 11 Native American tribal organizations (other than Federally recognized tribal governments); 12 Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education; 13 Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education; 20 Private institutions of higher education; 21 Individuals; 22 For profit organizations other than small businesses; 23 Small businesses; 25 Others (see text field entitled "Additional Information on Eligibility" for clarification); 99 Unrestricted (i.e., open to any type of entity above), subject to any clarification in text field entitled "Additional Information on Eligibility"). At most 500 values. REST: `applicant_types`. */
  applicantTypes?: Array<string> | null | undefined;
  /** Assistance Listing (CFDA) number, substring of one of the grant’s numbers (93.8 matches 93.855); OR-list. At most 500 values. REST: `cfda_number`. */
  cfdaNumber?: Array<string> | null | undefined;
  /** Funding activity category: the Grants.gov code or its description, any case; OR-list (ACA Affordable Care Act; AG Agriculture; AR Arts; BC Business and Commerce; CD Community Development; CP Consumer Protection; DPR Disaster Prevention and Relief; ED Education; ELT Employment, Labor and Training; EN Energy; ENV Environment; FN Food and Nutrition; HL Health; HO Housing; HU Humanities; IIJ Infrastructure Investment and Jobs Act; IS Information and Statistics; ISS Income Security and Social Services; LJL Law, Justice and Legal Services; NR Natural Resources; OZ Opportunity Zone Benefits; RA Recovery Act; RD Regional Development; ST Science and Technology and other Research and Development; T Transportation; O Other). At most 500 values. REST: `funding_categories`. */
  fundingCategories?: Array<string> | null | undefined;
  /** Funding instrument: the Grants.gov code or its description, any case; OR-list (G Grant; CA Cooperative Agreement; PC Procurement Contract; O Other). At most 500 values. REST: `funding_instruments`. */
  fundingInstruments?: Array<string> | null | undefined;
  /** One Grants.gov opportunity id or an OR-list of up to 500 (the grant alert identifier filter). At most 500 values. REST: `grant_id`. */
  grantId?: Array<string> | null | undefined;
  /** Funding opportunity number, exact (any case); OR-list. At most 500 values. REST: `opportunity_number`. */
  opportunityNumber?: Array<string> | null | undefined;
  /** Posted on or after this day (YYYY-MM-DD). REST: `posted_date_after`. */
  postedDateAfter?: string | null | undefined;
  /** Posted on or before this day (YYYY-MM-DD). REST: `posted_date_before`. */
  postedDateBefore?: string | null | undefined;
  /** Closing on or after this day (YYYY-MM-DD). REST: `response_date_after`. */
  responseDateAfter?: string | null | undefined;
  /** Closing on or before this day (YYYY-MM-DD). REST: `response_date_before`. */
  responseDateBefore?: string | null | undefined;
  /** Full text over title, opportunity number, agency and description; best match first unless ordered. REST: `search`. */
  search?: string | null | undefined;
  /** Opportunity status: the code or the name, any case; OR-list (P Posted, F Forecasted, C Closed, A Archived). At most 500 values. REST: `status`. */
  status?: Array<string> | null | undefined;
};

/** Filters of idvs: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type IdvFilter = {
  /** Award date, exactly this day (YYYY-MM-DD). REST: `award_date`. */
  awardDate?: string | null | undefined;
  /** Award date on or after this day (YYYY-MM-DD). REST: `award_date_gte`. */
  awardDateGte?: string | null | undefined;
  /** Award date on or before this day (YYYY-MM-DD). REST: `award_date_lte`. */
  awardDateLte?: string | null | undefined;
  /** Awarding agency or department: a 3-digit CGAC, a 4-digit FPDS department id, a sub-tier agency code, or an exact name or abbreviation, any case; OR-list. A department code is the reproducible choice. At most 500 values. REST: `awarding_agency`. */
  awardingAgency?: Array<string> | null | undefined;
  /** Alias of last_date_to_order_gte: last date to order on or after this day (IDVs have no ultimate completion date). REST: `expiring_gte`. */
  expiringGte?: string | null | undefined;
  /** Alias of last_date_to_order_lte: last date to order on or before this day. REST: `expiring_lte`. */
  expiringLte?: string | null | undefined;
  /** Federal fiscal year (four digits), exact. From 1900 to 2100. REST: `fiscal_year`. */
  fiscalYear?: number | null | undefined;
  /** Federal fiscal year at least. From 1900 to 2100. REST: `fiscal_year_gte`. */
  fiscalYearGte?: number | null | undefined;
  /** Federal fiscal year at most. From 1900 to 2100. REST: `fiscal_year_lte`. */
  fiscalYearLte?: number | null | undefined;
  /** Funding agency or department, resolved as awarding_agency is; OR-list. At most 500 values. REST: `funding_agency`. */
  fundingAgency?: Array<string> | null | undefined;
  /** IDV type code, OR-list, any case: A (GWAC), B (IDC), C (FSS), D (BOA), E (BPA). At most 500 values. REST: `idv_type`. */
  idvType?: Array<string> | null | undefined;
  /** IDV key, exact; OR-list. At most 500 values. REST: `key`. */
  key?: Array<string> | null | undefined;
  /** Last date to order on or after this day (YYYY-MM-DD). REST: `last_date_to_order_gte`. */
  lastDateToOrderGte?: string | null | undefined;
  /** Last date to order on or before this day (YYYY-MM-DD). REST: `last_date_to_order_lte`. */
  lastDateToOrderLte?: string | null | undefined;
  /** NAICS code, exact; OR-list. At most 500 values. REST: `naics`. */
  naics?: Array<string> | null | undefined;
  /** Obligated amount at least this many dollars. REST: `obligated_gte`. */
  obligatedGte?: string | null | undefined;
  /** Obligated amount at most this many dollars. REST: `obligated_lte`. */
  obligatedLte?: string | null | undefined;
  /** PIID, exact (any case). REST: `piid`. */
  piid?: string | null | undefined;
  /** Period of performance starts on or after this day (YYYY-MM-DD). REST: `pop_start_date_gte`. */
  popStartDateGte?: string | null | undefined;
  /** Period of performance starts on or before this day (YYYY-MM-DD). REST: `pop_start_date_lte`. */
  popStartDateLte?: string | null | undefined;
  /** Product or service code, any case; OR-list. At most 500 values. REST: `psc`. */
  psc?: Array<string> | null | undefined;
  /** Substring of the recipient legal business name, any case (at least 2 characters). REST: `recipient`. */
  recipient?: string | null | undefined;
  /** Ranked full text over PIID, key, solicitation number, recipient and description. REST: `search`. */
  search?: string | null | undefined;
  /** Set-aside code (e.g. SBA, 8A, WOSB), any case; OR-list. At most 500 values. REST: `set_aside`. */
  setAside?: Array<string> | null | undefined;
  /** Solicitation number in any spelling (dashes, spaces, dots and case ignored); OR-list. At most 500 values. REST: `solicitation_identifier`. */
  solicitationIdentifier?: Array<string> | null | undefined;
  /** Recipient UEI, exact (any case). REST: `uei`. */
  uei?: string | null | undefined;
};

/** Filters of it investments: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type ItInvestmentFilter = {
  /** OMB agency code, exact (7 or 007); OR-list. Pro (Small) and above. At most 500 values. Needs the Small plan or higher (403 tier_required below it). REST: `agency_code`. */
  agencyCode?: Array<string> | null | undefined;
  /** Agency name, case-insensitive substring (at least 2 characters); OR-list. At most 500 values. REST: `agency_name`. */
  agencyName?: Array<string> | null | undefined;
  /** Latest CIO rating, exact: 1 High Risk to 5 Low Risk. Business (Medium) and above. From 1 to 5. Needs the Medium plan or higher (403 tier_required below it). REST: `cio_rating`. */
  cioRating?: number | null | undefined;
  /** Latest CIO rating at or below this (2: ratings 1 and 2). Business (Medium) and above. From 1 to 5. Needs the Medium plan or higher (403 tier_required below it). REST: `cio_rating_max`. */
  cioRatingMax?: number | null | undefined;
  /** true: at least one performance metric unmet; false: none unmet. Business (Medium) and above. Needs the Medium plan or higher (403 tier_required below it). REST: `performance_risk`. */
  performanceRisk?: boolean | null | undefined;
  /** Full text over UII, title, description, agency and bureau names; best match first unless ordered. REST: `search`. */
  search?: string | null | undefined;
  /** Type of investment, case-insensitive exact; OR-list. Pro (Small) and above. At most 500 values. Needs the Small plan or higher (403 tier_required below it). REST: `type_of_investment`. */
  typeOfInvestment?: Array<string> | null | undefined;
  /** Updated on or after this UTC day (YYYY-MM-DD). Pro (Small) and above. Needs the Small plan or higher (403 tier_required below it). REST: `updated_time_after`. */
  updatedTimeAfter?: string | null | undefined;
  /** Updated on or before this UTC day (YYYY-MM-DD). Pro (Small) and above. Needs the Small plan or higher (403 tier_required below it). REST: `updated_time_before`. */
  updatedTimeBefore?: string | null | undefined;
};

/** Filters of labor rates: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type LaborRateFilter = {
  /** Business size: the code (S, O) or the description ("Small Business", "Other Than Small Business"), case-insensitive; OR-list. At most 500 values. REST: `business_size`. */
  businessSize?: Array<string> | null | undefined;
  /** Category: case-insensitive substring. REST: `category`. */
  category?: string | null | undefined;
  /** Education level, case-insensitive exact; OR-list. At most 500 values. REST: `education_level`. */
  educationLevel?: Array<string> | null | undefined;
  /** The PIID stored with the rate, exactly as stored. REST: `idv_piid`. */
  idvPiid?: string | null | undefined;
  /** IDV key; OR-list. At most 500 values. REST: `key`. */
  key?: Array<string> | null | undefined;
  /** Labor category: case-insensitive substring. REST: `labor_category`. */
  laborCategory?: string | null | undefined;
  /** Minimum years of experience at least (a whole number, 0 or more). REST: `min_years_experience_gte`. */
  minYearsExperienceGte?: number | null | undefined;
  /** Minimum years of experience at most (a whole number, 0 or more). REST: `min_years_experience_lte`. */
  minYearsExperienceLte?: number | null | undefined;
  /** The IDV's PIID (case-insensitive), read from the IDV itself. REST: `piid`. */
  piid?: string | null | undefined;
  /** Current price at least (decimal, e.g. 95.50). REST: `price_gte`. */
  priceGte?: string | null | undefined;
  /** Current price at most (decimal). REST: `price_lte`. */
  priceLte?: string | null | undefined;
  /** Full-text search over vendor name, labor category, category and subcategory. REST: `search`. */
  search?: string | null | undefined;
  /** Security clearance, case-insensitive exact; OR-list. At most 500 values. REST: `security_clearance`. */
  securityClearance?: Array<string> | null | undefined;
  /** Special item number, exact and case-insensitive; OR-list. At most 500 values. REST: `sin`. */
  sin?: Array<string> | null | undefined;
  /** Vendor name as on the price list: case-insensitive substring. REST: `vendor_name`. */
  vendorName?: string | null | undefined;
  /** Worksite (Contractor, Customer, Both), case-insensitive exact; OR-list. At most 500 values. REST: `worksite`. */
  worksite?: Array<string> | null | undefined;
};

/** Filters of opportunities: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type OpportunityFilter = {
  /** true: open opportunities; false: closed or archived ones. REST: `active`. */
  active?: boolean | null | undefined;
  /** Agency of the issuing office, resolved as awarding_agency is: CGAC, sub-tier code, FPDS department id, or an exact name or abbreviation, any case; OR-list. At most 500 values. REST: `agency`. */
  agency?: Array<string> | null | undefined;
  /** First notice posted on or after this UTC day (YYYY-MM-DD). REST: `first_notice_date_after`. */
  firstNoticeDateAfter?: string | null | undefined;
  /** First notice posted on or before this UTC day (YYYY-MM-DD): the whole day. REST: `first_notice_date_before`. */
  firstNoticeDateBefore?: string | null | undefined;
  /** Latest notice posted on or after this UTC day (YYYY-MM-DD). REST: `last_notice_date_after`. */
  lastNoticeDateAfter?: string | null | undefined;
  /** Latest notice posted on or before this UTC day (YYYY-MM-DD): the whole day. REST: `last_notice_date_before`. */
  lastNoticeDateBefore?: string | null | undefined;
  /** NAICS code, exact; OR-list. At most 500 values. REST: `naics`. */
  naics?: Array<string> | null | undefined;
  /** Notice type, OR-list: the SAM.gov code or the type name, any case (p Presolicitation, o Solicitation, k Combined Synopsis/Solicitation, r Sources Sought, a Award Notice, s Special Notice, u Justification, g Sale of Surplus Property, i Intent to Bundle Requirements (DoD-Funded)). At most 500 values. REST: `notice_type`. */
  noticeType?: Array<string> | null | undefined;
  /** One opportunity UUID or an OR-list of up to 500 (the alert identifier filter). At most 500 values. REST: `opportunity_id`. */
  opportunityId?: Array<string> | null | undefined;
  /** Place of performance: a state code (VA), a ZIP code or a city name, exact in any case; OR-list. At most 500 values. REST: `place_of_performance`. */
  placeOfPerformance?: Array<string> | null | undefined;
  /** PSC code, any case; OR-list. At most 500 values. REST: `psc`. */
  psc?: Array<string> | null | undefined;
  /** Response deadline on or after this UTC day (YYYY-MM-DD). REST: `response_deadline_after`. */
  responseDeadlineAfter?: string | null | undefined;
  /** Response deadline on or before this UTC day (YYYY-MM-DD): the whole day. REST: `response_deadline_before`. */
  responseDeadlineBefore?: string | null | undefined;
  /** Full text over title, solicitation number and description; results best match first unless ordered. REST: `search`. */
  search?: string | null | undefined;
  /** Set-aside code (SBA, 8A, SDVOSBC, WOSB, HZC, ...), any case; OR-list. At most 500 values. REST: `set_aside`. */
  setAside?: Array<string> | null | undefined;
  /** Solicitation number in any spelling (dashes, spaces, dots and case ignored); OR-list. At most 500 values. REST: `solicitation_number`. */
  solicitationNumber?: Array<string> | null | undefined;
};

/** Filters of organizations: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type OrganizationFilter = {
  /** The organisations an awarding_agency/funding_agency value names (docs/resources/parties.md, "Organizations"): a CGAC, an FPDS department id, a sub-tier agency code, or an exact name or abbreviation, any case; OR-list. A department value selects the department and everything below it. At most 500 values. REST: `agency`. */
  agency?: Array<string> | null | undefined;
  /** CGAC (3-digit department code) of the node's department, exact; OR-list. At most 500 values. REST: `cgac`. */
  cgac?: Array<string> | null | undefined;
  /** The node's own code (CGAC of a department, agency code, AAC of an office), any case; OR-list. At most 500 values. REST: `code`. */
  code?: Array<string> | null | undefined;
  /** Also list nodes no longer active (default false: active nodes only). The detail serves every node. Default when not given: false. REST: `include_inactive`. */
  includeInactive?: boolean | null | undefined;
  /** Hierarchy level: 1 department, 2 agency, 3 office. From 1 to 32767. REST: `level`. */
  level?: number | null | undefined;
  /** The nodes directly below one node, named by its organization_id (UUID) or its fh_key (integer). REST: `parent`. */
  parent?: string | null | undefined;
  /** Full text over name, short name, code and the path of parent names; best match first. REST: `search`. */
  search?: string | null | undefined;
  /** Node type, any case: DEPARTMENT, AGENCY, OFFICE; OR-list (an unknown type matches nothing). At most 500 values. REST: `type`. */
  type?: Array<string> | null | undefined;
};

/** Filters of protests: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type ProtestFilter = {
  /** Protested agency text, case-insensitive substring, OR-list. At most 500 values. REST: `agency`. */
  agency?: Array<string> | null | undefined;
  /** Base case number or docket number, case-insensitive, OR-list (B-424490 and B-424490.2 both find the case). At most 500 values. REST: `case_number`. */
  caseNumber?: Array<string> | null | undefined;
  /** Case type, case-insensitive, OR-list. At most 500 values. REST: `case_type`. */
  caseType?: Array<string> | null | undefined;
  /** Decision on or after this day (YYYY-MM-DD); an earlier day is raised to the 2015-01-01 floor. REST: `decision_date_after`. */
  decisionDateAfter?: string | null | undefined;
  /** Decision on or before this day (YYYY-MM-DD), never before the 2015-01-01 floor. REST: `decision_date_before`. */
  decisionDateBefore?: string | null | undefined;
  /** Filed on or after this day (YYYY-MM-DD). REST: `filed_date_after`. */
  filedDateAfter?: string | null | undefined;
  /** Filed on or before this day (YYYY-MM-DD). REST: `filed_date_before`. */
  filedDateBefore?: string | null | undefined;
  /** NAICS code, exact, OR-list; only sba_oha size and NAICS appeals carry one. At most 500 values. REST: `naics_code`. */
  naicsCode?: Array<string> | null | undefined;
  /** Outcome, case-insensitive, OR-list. At most 500 values. REST: `outcome`. */
  outcome?: Array<string> | null | undefined;
  /** Protester name, case-insensitive substring, OR-list. At most 500 values. REST: `protester`. */
  protester?: Array<string> | null | undefined;
  /** Full-text search over docket titles, protesters, case and docket numbers, agencies, solicitation numbers and digests. REST: `search`. */
  search?: string | null | undefined;
  /** Solicitation number in any spelling (dashes, spaces, dots, slashes, case ignored), OR-list. At most 500 values. REST: `solicitation_number`. */
  solicitationNumber?: Array<string> | null | undefined;
  /** gao, cofc or sba_oha (case-insensitive, OR-list); another value answers 400. At most 500 values. REST: `source_system`. */
  sourceSystem?: Array<string> | null | undefined;
};

/** Filters of sled opportunities: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type SledOpportunityFilter = {
  /** true: status open; false: every other status (unknown included). Replaces the default status=open. REST: `active`. */
  active?: boolean | null | undefined;
  /** Case-insensitive substring of the buyer text, at least 2 characters. REST: `agency`. */
  agency?: string | null | undefined;
  /** Category name under the text scheme, exact in any case, OR-list. At most 500 values. REST: `category`. */
  category?: Array<string> | null | undefined;
  /** A code under any scheme, untagged strings included, exact in any case, OR-list. At most 500 values. REST: `category_code`. */
  categoryCode?: Array<string> | null | undefined;
  /** Last substantive change seen on or after this UTC day. REST: `change_seen_after`. */
  changeSeenAfter?: string | null | undefined;
  /** Support filter: platform:native_id, exact, OR-list of at most 500; not in any response shape. At most 500 values. REST: `external_id`. */
  externalId?: Array<string> | null | undefined;
  /** First seen on or after this UTC day: the polling primitive (poll with the day of the previous poll and de-duplicate by opportunity_id). REST: `first_seen_after`. */
  firstSeenAfter?: string | null | undefined;
  /** First seen on or before this UTC day (YYYY-MM-DD): the whole day. REST: `first_seen_before`. */
  firstSeenBefore?: string | null | undefined;
  /** true: solicitations with at least one document; false: those without. REST: `has_documents`. */
  hasDocuments?: boolean | null | undefined;
  /** state, local, education, unknown; OR-list. At most 500 values. REST: `jurisdiction`. */
  jurisdiction?: Array<string> | null | undefined;
  /** Last changed on or after this UTC day (YYYY-MM-DD). REST: `modified_after`. */
  modifiedAfter?: string | null | undefined;
  /** Last changed on or before this UTC day (YYYY-MM-DD): the whole day. REST: `modified_before`. */
  modifiedBefore?: string | null | undefined;
  /** NAICS code tagged on the solicitation (scheme naics, exact), OR-list; thin: few entries are tagged. At most 500 values. REST: `naics`. */
  naics?: Array<string> | null | undefined;
  /** Support filter: the portal's own identifier, exact, OR-list; not in any response shape. At most 500 values. REST: `native_id`. */
  nativeId?: Array<string> | null | undefined;
  /** NIGP code (scheme nigp, exact), OR-list. At most 500 values. REST: `nigp`. */
  nigp?: Array<string> | null | undefined;
  /** Support filter: the portal platform (e.g. bonfire, esbd), OR-list; not in any response shape. At most 500 values. REST: `platform`. */
  platform?: Array<string> | null | undefined;
  /** Posted on or after this day (YYYY-MM-DD). REST: `posted_after`. */
  postedAfter?: string | null | undefined;
  /** Posted on or before this day (YYYY-MM-DD). REST: `posted_before`. */
  postedBefore?: string | null | undefined;
  /** Response deadline on or after this UTC day (YYYY-MM-DD). REST: `response_deadline_after`. */
  responseDeadlineAfter?: string | null | undefined;
  /** Response deadline on or before this UTC day (YYYY-MM-DD): the whole day. REST: `response_deadline_before`. */
  responseDeadlineBefore?: string | null | undefined;
  /** Kind of the most recent revision: deadline_change, status_change, documents_added, documents_removed, documents_replaced, title_change, content_change; OR-list. At most 500 values. REST: `revision_kind`. */
  revisionKind?: Array<string> | null | undefined;
  /** Ranked full text (at least 2 characters; web-search syntax: quotes for phrases, - to exclude, or) over title, agency, identifiers, category labels and description, weighted in that order, widened by solicitations whose attachment text matches; best match first unless ordered. REST: `search`. */
  search?: string | null | undefined;
  /** Exact solicitation number in any case, OR-list. At most 500 values. REST: `solicitation_number`. */
  solicitationNumber?: Array<string> | null | undefined;
  /** rfp, ifb, rfq, rfi, itb, sole_source, grant, other; OR-list. At most 500 values. REST: `solicitation_type`. */
  solicitationType?: Array<string> | null | undefined;
  /** Two-letter state or territory code, any case, OR-list. At most 500 values. REST: `state`. */
  state?: Array<string> | null | undefined;
  /** open, closed, awarded, cancelled, unknown; OR-list. Default open when neither status nor active is sent; status=open|unknown adds the undated ones. At most 500 values. Default when not given: open (unless active is given). REST: `status`. */
  status?: Array<string> | null | undefined;
  /** UNSPSC code (scheme unspsc, exact), OR-list. At most 500 values. REST: `unspsc`. */
  unspsc?: Array<string> | null | undefined;
};

/** Filters of ebuy requests: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type StorefrontRequestFilter = {
  /** Buyer agency resolved to an organisation (name, abbreviation or code) and rolled up its hierarchy; a value that resolves to nothing matches buyer_agency exactly (any case). OR-list. At most 500 values. REST: `agency`. */
  agency?: Array<string> | null | undefined;
  /** Buyer department name as supplied, case-insensitive exact, no roll-up; OR-list. At most 500 values. REST: `buyer_agency`. */
  buyerAgency?: Array<string> | null | undefined;
  /** Closing on or after this day (YYYY-MM-DD, from 00:00 UTC). REST: `close_date_after`. */
  closeDateAfter?: string | null | undefined;
  /** Closing on or before this day (YYYY-MM-DD): the whole day, to 23:59:59.999 UTC. REST: `close_date_before`. */
  closeDateBefore?: string | null | undefined;
  /** Narrows to requests under these schedule contracts, within the caller's own linked contracts (an unlinked contract returns nothing); any case, OR-list. At most 500 values. REST: `contract_number`. */
  contractNumber?: Array<string> | null | undefined;
  /** Issued on or after this day (YYYY-MM-DD). REST: `issue_date_after`. */
  issueDateAfter?: string | null | undefined;
  /** Issued on or before this day (YYYY-MM-DD). REST: `issue_date_before`. */
  issueDateBefore?: string | null | undefined;
  /** The buying office's reference number in any spelling (case, spaces, dashes, underscores, dots and slashes ignored); OR-list. At most 500 values. REST: `reference_number`. */
  referenceNumber?: Array<string> | null | undefined;
  /** RFQ, RFP or RFI, any case; OR-list; another value answers 400. At most 500 values. REST: `request_type`. */
  requestType?: Array<string> | null | undefined;
  /** Request id, any case; OR-list. At most 500 values. REST: `rfq_id`. */
  rfqId?: Array<string> | null | undefined;
  /** Schedule, case-insensitive exact; OR-list. At most 500 values. REST: `schedule`. */
  schedule?: Array<string> | null | undefined;
  /** Title, description, reference number (any spelling), request id and the text of the listed attachments; without an ordering, results come by relevance, every direct match before any attachment-only match. REST: `search`. */
  search?: string | null | undefined;
  /** Special item number, case-insensitive exact; OR-list. At most 500 values. REST: `sin`. */
  sin?: Array<string> | null | undefined;
  /** Open or Cancelled, any case; OR-list; another value answers 400. At most 500 values. REST: `status`. */
  status?: Array<string> | null | undefined;
};

/** Filters of vehicles: the REST query parameters, camelCased and typed (an OR-list is a list; a single value is a list of one). The REST value rules apply. */
export type VehicleFilter = {
  /** Awarding agency or department, by code (sub-tier code, CGAC, FPDS department code) or exact name or abbreviation, any case; OR-list. At most 500 values. REST: `agency`. */
  agency?: Array<string> | null | undefined;
  /** Earliest IDV award on or after this day (YYYY-MM-DD). REST: `award_date_after`. */
  awardDateAfter?: string | null | undefined;
  /** Earliest IDV award on or before this day (YYYY-MM-DD). REST: `award_date_before`. */
  awardDateBefore?: string | null | undefined;
  /** Type of contract (pricing): FPDS code or description; OR-list. At most 500 values. REST: `contract_type`. */
  contractType?: Array<string> | null | undefined;
  /** Fiscal year of the earliest IDV award, exact. From 1900 to 2100. REST: `fiscal_year`. */
  fiscalYear?: number | null | undefined;
  /** At most this many IDVs. REST: `idv_count_max`. */
  idvCountMax?: number | null | undefined;
  /** At least this many IDVs. REST: `idv_count_min`. */
  idvCountMin?: number | null | undefined;
  /** Last date to order on or after this day (YYYY-MM-DD). REST: `last_date_to_order_after`. */
  lastDateToOrderAfter?: string | null | undefined;
  /** Last date to order on or before this day (YYYY-MM-DD). REST: `last_date_to_order_before`. */
  lastDateToOrderBefore?: string | null | undefined;
  /** NAICS code of the vehicle, exact (a whole number). From 0 to 999999. REST: `naics_code`. */
  naicsCode?: number | null | undefined;
  /** At most this many orders. REST: `order_count_max`. */
  orderCountMax?: number | null | undefined;
  /** At least this many orders. REST: `order_count_min`. */
  orderCountMin?: number | null | undefined;
  /** Awarding organisation UUID, exact. REST: `organization_id`. */
  organizationId?: string | null | undefined;
  /** Programme acronym, case-insensitive exact. REST: `program_acronym`. */
  programAcronym?: string | null | undefined;
  /** Product or service code of the vehicle, exact (any case). REST: `psc_code`. */
  pscCode?: string | null | undefined;
  /** Full text over the vehicle and its IDVs (PIID, key, recipient, description), or the solicitation identifier in any spelling. REST: `search`. */
  search?: string | null | undefined;
  /** Set-aside code of the vehicle (the most common among its IDVs), exact; OR-list. At most 500 values. REST: `set_aside`. */
  setAside?: Array<string> | null | undefined;
  /** Obligations of the IDVs at most this many dollars. REST: `total_obligated_max`. */
  totalObligatedMax?: string | null | undefined;
  /** Obligations of the IDVs at least this many dollars. REST: `total_obligated_min`. */
  totalObligatedMin?: string | null | undefined;
  /** Type of IDC: code (A, B, C) or description; OR-list. At most 500 values. REST: `type_of_idc`. */
  typeOfIdc?: Array<string> | null | undefined;
  /** IDV type of the vehicle, any case: code (A to E), short name (GWAC, IDC, FSS, BOA, BPA) or description; OR-list. At most 500 values. REST: `vehicle_type`. */
  vehicleType?: Array<string> | null | undefined;
  /** Who can use the vehicle, case-insensitive exact. REST: `who_can_use`. */
  whoCanUse?: string | null | undefined;
};

export type AgenciesQueryVariables = Exact<{
  filter?: AgencyFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type AgenciesQuery = { agencies: { count: number, next: string | null, results: Array<{ code: string, name: string | null, abbreviation: string | null }> } };

export type AlertsQueryVariables = Exact<{
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type AlertsQuery = { alerts: { count: number, results: Array<{ alertId: string, name: string, queryType: string, frequency: string, status: string }> }, alertQueryTypes: Array<{ queryType: string, eventType: string, listEndpoint: string }> };

export type BudgetAccountsQueryVariables = Exact<{
  filter?: BudgetAccountFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type BudgetAccountsQuery = { budgetAccounts: { count: number, next: string | null, results: Array<{ key: string, federalAccountSymbol: string | null, fiscalYear: number | null, accountTitle: string | null, agencyName: string | null, enactedBa: string | null }> } };

export type ContractsQueryVariables = Exact<{
  filter?: ContractFilter | null | undefined;
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ContractsQuery = { contracts: { count: number, next: string | null, previous: string | null, cursor: string | null, results: Array<{ key: string, piid: string | null, awardDate: string | null, fiscalYear: number | null, naicsCode: string | null, pscCode: string | null, obligated: string | null, description: string | null }> } };

export type DibbsRfqsQueryVariables = Exact<{
  filter?: DibbsRfqFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type DibbsRfqsQuery = { dibbsRfqs: { count: number, next: string | null, results: Array<{ uuid: string, solicitation: string | null, nsn: string | null, nomenclature: string | null, quantity: number | null, returnByDate: string | null, isOpen: boolean | null }> } };

export type EntitiesQueryVariables = Exact<{
  filter?: EntityFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type EntitiesQuery = { entities: { count: number, next: string | null, results: Array<{ uei: string, legalBusinessName: string | null, cageCode: string | null, primaryNaics: string | null, registrationStatus: string | null }> } };

export type GrantsQueryVariables = Exact<{
  filter?: GrantFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type GrantsQuery = { grants: { count: number, next: string | null, results: Array<{ grantId: number, opportunityNumber: string | null, title: string | null, agencyCode: string | null, lastUpdated: string | null }> } };

export type IdvsQueryVariables = Exact<{
  filter?: IdvFilter | null | undefined;
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type IdvsQuery = { idvs: { count: number, next: string | null, results: Array<{ key: string, piid: string | null, awardDate: string | null, naicsCode: string | null, obligated: string | null, totalContractValue: string | null }> } };

export type ItInvestmentsQueryVariables = Exact<{
  filter?: ItInvestmentFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type ItInvestmentsQuery = { itInvestments: { count: number, next: string | null, results: Array<{ uii: string, investmentTitle: string | null, agencyName: string | null, bureauName: string | null, typeOfInvestment: string | null, updatedTime: string | null }> } };

export type LaborRatesQueryVariables = Exact<{
  idvKey?: string | null | undefined;
  entityUei?: string | null | undefined;
  filter?: LaborRateFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type LaborRatesQuery = { laborRates: { count: number, next: string | null, results: Array<{ uuid: string, laborCategory: string | null, currentPrice: string | null, schedule: string | null, sin: string | null, minYearsExperience: number | null }> } };

export type LegalRecordsQueryVariables = Exact<{
  protests?: ProtestFilter | null | undefined;
  appeals?: ContractAppealFilter | null | undefined;
  exclusions?: ExclusionFilter | null | undefined;
  limit?: number | null | undefined;
}>;


export type LegalRecordsQuery = { protests: { count: number, results: Array<{ caseId: string, caseNumber: string | null, title: string | null, protester: string | null, agency: string | null, outcome: string | null, filedDate: string | null }> }, contractAppeals: { count: number, results: Array<{ uuid: string, board: ContractAppealBoard | null, appellant: string | null, decisionDate: string | null, decisionType: string | null }> }, exclusions: { count: number, results: Array<{ exclusionKey: string, displayName: string | null, exclusionType: string | null, activateDate: string | null, isCurrentlyExcluded: boolean | null }> } };

export type OpportunitiesQueryVariables = Exact<{
  filter?: OpportunityFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type OpportunitiesQuery = { opportunities: { count: number, next: string | null, results: Array<{ opportunityId: string, title: string | null, solicitationNumber: string | null, naicsCode: string | null, responseDeadline: string | null, active: boolean | null }> } };

export type OrganizationsQueryVariables = Exact<{
  filter?: OrganizationFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type OrganizationsQuery = { organizations: { count: number, next: string | null, results: Array<{ organizationId: string, name: string | null, type: string | null, level: number | null, code: string | null, isActive: boolean | null }> } };

export type SledOpportunitiesQueryVariables = Exact<{
  filter?: SledOpportunityFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type SledOpportunitiesQuery = { sledOpportunities: { count: number, next: string | null, results: Array<{ opportunityId: string, title: string | null, state: string | null, agency: string | null, solicitationNumber: string | null, postedDate: string | null, responseDeadline: string | null }> } };

export type StorefrontQueryVariables = Exact<{
  filter?: StorefrontRequestFilter | null | undefined;
  limit?: number | null | undefined;
}>;


export type StorefrontQuery = { ebuyAccess: { enabled: boolean, reason: string | null, contracts: Array<string> }, ebuyRequests: { count: number, results: Array<{ rfqId: string, title: string | null, status: string | null, issueDate: string | null, closeDate: string | null }> } };

export type VehiclesQueryVariables = Exact<{
  filter?: VehicleFilter | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type VehiclesQuery = { vehicles: { count: number, next: string | null, page: number | null, results: Array<{ uuid: string, solicitationIdentifier: string | null, solicitationTitle: string | null, fiscalYear: number | null, awardeeCount: number | null, totalObligated: string | null }> } };


export const AgenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Agencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]}}]} as unknown as DocumentNode<AgenciesQuery, AgenciesQueryVariables>;
export const AlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Alerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"queryType"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alertQueryTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryType"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"listEndpoint"}}]}}]}}]} as unknown as DocumentNode<AlertsQuery, AlertsQueryVariables>;
export const BudgetAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetAccountFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"federalAccountSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYear"}},{"kind":"Field","name":{"kind":"Name","value":"accountTitle"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"enactedBa"}}]}}]}}]}}]} as unknown as DocumentNode<BudgetAccountsQuery, BudgetAccountsQueryVariables>;
export const ContractsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Contracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"piid"}},{"kind":"Field","name":{"kind":"Name","value":"awardDate"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYear"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"pscCode"}},{"kind":"Field","name":{"kind":"Name","value":"obligated"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<ContractsQuery, ContractsQueryVariables>;
export const DibbsRfqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DibbsRfqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DibbsRfqFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dibbsRfqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"solicitation"}},{"kind":"Field","name":{"kind":"Name","value":"nsn"}},{"kind":"Field","name":{"kind":"Name","value":"nomenclature"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"returnByDate"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}}]}}]}}]}}]} as unknown as DocumentNode<DibbsRfqsQuery, DibbsRfqsQueryVariables>;
export const EntitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Entities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uei"}},{"kind":"Field","name":{"kind":"Name","value":"legalBusinessName"}},{"kind":"Field","name":{"kind":"Name","value":"cageCode"}},{"kind":"Field","name":{"kind":"Name","value":"primaryNaics"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<EntitiesQuery, EntitiesQueryVariables>;
export const GrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Grants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantId"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]}}]}}]} as unknown as DocumentNode<GrantsQuery, GrantsQueryVariables>;
export const IdvsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Idvs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdvFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idvs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"piid"}},{"kind":"Field","name":{"kind":"Name","value":"awardDate"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"obligated"}},{"kind":"Field","name":{"kind":"Name","value":"totalContractValue"}}]}}]}}]}}]} as unknown as DocumentNode<IdvsQuery, IdvsQueryVariables>;
export const ItInvestmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItInvestments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItInvestmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itInvestments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uii"}},{"kind":"Field","name":{"kind":"Name","value":"investmentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"agencyName"}},{"kind":"Field","name":{"kind":"Name","value":"bureauName"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfInvestment"}},{"kind":"Field","name":{"kind":"Name","value":"updatedTime"}}]}}]}}]}}]} as unknown as DocumentNode<ItInvestmentsQuery, ItInvestmentsQueryVariables>;
export const LaborRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LaborRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idvKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityUei"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LaborRateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laborRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idvKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idvKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityUei"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityUei"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"laborCategory"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"sin"}},{"kind":"Field","name":{"kind":"Name","value":"minYearsExperience"}}]}}]}}]}}]} as unknown as DocumentNode<LaborRatesQuery, LaborRatesQueryVariables>;
export const LegalRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"protests"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProtestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appeals"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractAppealFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exclusions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExclusionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"protests"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"caseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"protester"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"filedDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractAppeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appeals"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"board"}},{"kind":"Field","name":{"kind":"Name","value":"appellant"}},{"kind":"Field","name":{"kind":"Name","value":"decisionDate"}},{"kind":"Field","name":{"kind":"Name","value":"decisionType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exclusions"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exclusionKey"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"exclusionType"}},{"kind":"Field","name":{"kind":"Name","value":"activateDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentlyExcluded"}}]}}]}}]}}]} as unknown as DocumentNode<LegalRecordsQuery, LegalRecordsQueryVariables>;
export const OpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Opportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"solicitationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"naicsCode"}},{"kind":"Field","name":{"kind":"Name","value":"responseDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<OpportunitiesQuery, OpportunitiesQueryVariables>;
export const OrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationsQuery, OrganizationsQueryVariables>;
export const SledOpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SledOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SledOpportunityFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sledOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"solicitationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postedDate"}},{"kind":"Field","name":{"kind":"Name","value":"responseDeadline"}}]}}]}}]}}]} as unknown as DocumentNode<SledOpportunitiesQuery, SledOpportunitiesQueryVariables>;
export const StorefrontDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Storefront"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StorefrontRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ebuyAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"contracts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ebuyRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rfqId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}}]}}]}}]}}]} as unknown as DocumentNode<StorefrontQuery, StorefrontQueryVariables>;
export const VehiclesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Vehicles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VehicleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"solicitationIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"solicitationTitle"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYear"}},{"kind":"Field","name":{"kind":"Name","value":"awardeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalObligated"}}]}}]}}]}}]} as unknown as DocumentNode<VehiclesQuery, VehiclesQueryVariables>;