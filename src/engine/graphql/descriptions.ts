/**
 * Descriptions of the GraphQL schema derived from the resource registry
 * (issue 13, item 4: "a description on every type, field and argument").
 *
 * The builder (src/engine/graphql/build.ts) describes a field by the first
 * of: the declaration's own `description`; TYPE_FIELD_DESCRIPTIONS[type][name]
 * (a name whose meaning depends on the type it is in: code, name,
 * description, type, date, amount, ...); FIELD_DESCRIPTIONS[name] (a name
 * that means one thing wherever it appears: uei, piid, award_date, ...); a
 * mechanical fallback. Object types take TYPE_DESCRIPTIONS, filters
 * FILTER_DESCRIPTIONS (by resource name, then filter name) when their
 * declaration says nothing. test/engine/descriptions.test.ts walks the
 * registry and fails on anything these tables and the declarations leave
 * undescribed.
 *
 * Wording: the spec's own words where documents 1 to 3 have them, else the
 * declarations' (their SQL says what a value is). Money is in dollars, dates
 * are YYYY-MM-DD, times ISO 8601 UTC. Gates (plan tiers, API versions,
 * detail-only fields), OR-list limits and REST names are not repeated here:
 * the builder appends them.
 */

type Table = Readonly<Record<string, string>>;

/** Map over several names at once (families of types that share a field tree). */
function forEach<T>(names: readonly string[], value: T): Record<string, T> {
  return Object.fromEntries(names.map((n) => [n, value]));
}

/** snake_case -> PascalCase, as the declarations build their type names. */
const pascal = (s: string) => s.replace(/(^|_)([a-z0-9])/g, (_m, _u, c: string) => c.toUpperCase());

// ───────────────────────────── shared vocabularies ─────────────────────────────

/** The FPDS long tail of award code pairs (fpds_codes): what each classifies. */
const FPDS_PAIRS: Table = {
  commercial_item_acquisition_procedures: 'Whether commercial product and service acquisition procedures (FAR Part 12) were used',
  consolidated_contract: 'Whether the award consolidates requirements previously bought separately',
  contingency_humanitarian_or_peacekeeping_operation: 'Whether the award supports a contingency, humanitarian or peacekeeping operation',
  contract_bundling: 'Whether the requirement was bundled, and on what ground',
  cost_accounting_standards_clause: 'Whether the Cost Accounting Standards clause is included',
  cost_or_pricing_data: 'Whether certified cost or pricing data were obtained',
  domestic_or_foreign_entity: 'Whether the recipient is a domestic or a foreign entity',
  epa_designated_product: 'Whether EPA-designated products (recovered materials) were bought',
  evaluated_preference: 'The price evaluation preference applied, if any (e.g. a HUBZone or small disadvantaged business preference)',
  fair_opportunity_limited_sources: 'For an order under a multiple-award IDV: the exception to fair opportunity, if any',
  fed_biz_opps: 'Whether the requirement was synopsized on the government-wide point of entry (FedBizOpps, now SAM.gov)',
  foreign_funding: 'Whether the award is funded by a foreign government or international organisation (e.g. Foreign Military Sales)',
  information_technology_commercial_item_category: 'The commercial category of an information technology purchase',
  inherently_governmental_functions: 'Whether the services include inherently governmental or closely associated functions',
  performance_based_service_acquisition: 'Whether the services were bought as a performance-based acquisition',
  place_of_manufacture: 'Where the supplies were manufactured (domestic or foreign, for the Buy American rules)',
  recovered_materials_sustainability: 'The recovered-materials and sustainability clauses of the award',
  research: 'The research programme of the award (e.g. an SBIR or STTR phase), if any',
  sam_exception: 'The exception under which the recipient did not need a SAM registration, if any',
  subcontracting_plan: 'Whether a small-business subcontracting plan is required, and of which kind',
  tradeoff_process: 'The source-selection process (e.g. lowest price technically acceptable or tradeoff)',
  undefinitized_action: 'Whether the award is an undefinitized contract action (e.g. a letter contract)',
};

/** The legislative mandates of an award (legislative_mandates): which law each code answers. */
const MANDATES: Table = {
  clinger_cohen_act_planning: 'Whether the information technology planning of the Clinger-Cohen Act was done',
  construction_wage_rate_requirements: 'Whether the construction wage rate requirements (formerly the Davis-Bacon Act) apply',
  employment_eligibility_verification: 'Whether the employment eligibility verification (E-Verify) clause applies',
  interagency_contracting_authority: 'The authority of an interagency acquisition (e.g. the Economy Act), if any',
  labor_standards: 'Whether the service contract labor standards (formerly the Service Contract Act) apply',
  materials_supplies_articles_equipment: 'Whether the materials, supplies, articles and equipment rules (formerly the Walsh-Healey Act) apply',
  other_statutory_authority: 'Another statutory authority the award was made under, as reported',
  service_contract_inventory: 'Whether the award is reportable in the service contract inventory',
};

const codePairText = (what: string) => `${what}: the FPDS code and its description.`;

/** Organisation payload (document 1): the same seven members wherever an office is served. */
const ORGANIZATION_PAYLOAD: Table = {
  organization_id: 'UUID of the organisation (GET /api/organizations/{organization_id}/).',
  office_code: 'Activity address code (AAC) of the office; null when the organisation is an agency or a department.',
  office_name: 'Name of the office; null when the organisation is an agency or a department.',
  agency_code: 'Sub-tier agency code (4 characters, FPDS), e.g. 2100; null when the organisation is a department.',
  agency_name: 'Name of the sub-tier agency; null when the organisation is a department.',
  department_code: 'CGAC of the department: its 3-digit top-tier code, e.g. 097.',
  department_name: 'Name of the department (top-tier agency).',
};

/** Type names of every organisation payload in the registry. */
const ORGANIZATION_PAYLOAD_TYPES = [
  'ContractAwardingOffice', 'ContractFundingOffice', 'SubawardAwardingOffice', 'SubawardFundingOffice', 'OpportunityOffice', 'ForecastOrganization',
  'FederalRegisterAgency', 'IdvAwardingOffice', 'IdvFundingOffice', 'OtaAwardingOffice', 'OtaFundingOffice', 'OtidvAwardingOffice', 'OtidvFundingOffice',
  'VehicleOrganization', 'VehicleAgencyDetailsAwardingOffice', 'VehicleAgencyDetailsFundingOffice', 'ProtestOrganization', 'ItInvestmentOrganization',
  'GrantOrganization', 'DibbsOrganization', 'StorefrontRequestOrganization', 'BudgetAccountRecipientFundingOffice', 'BudgetFlowFundingOffice',
] as const;

// ───────────────────────────── by field name ─────────────────────────────

/** By REST field name: the meaning wherever the name appears. */
export const FIELD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...ORGANIZATION_PAYLOAD,

  // award identity and amounts (contracts, IDVs, OTAs, OTIDVs)
  piid: 'Procurement instrument identifier (PIID) of the award; not unique on its own (the key is).',
  parent_award: 'The parent award (the IDV an order was placed under): its key and PIID; null for a top-level award.',
  award_date: 'Date the award was first signed (YYYY-MM-DD).',
  fiscal_year: 'Federal fiscal year (October to September, named by the year it ends in).',
  obligated: 'Total amount obligated, in dollars, across the modifications of the award (negative modifications included).',
  base_and_exercised_options_value: 'Current value of the award in dollars: the base and the options exercised so far.',
  total_contract_value: 'Potential value of the award in dollars, including options not yet exercised.',
  total_estimated_order_value: 'Estimated value in dollars of all the orders expected under the IDV (its ceiling).',
  solicitation_identifier: 'Solicitation number the award answered, as reported.',
  naics_code: 'NAICS code (North American Industry Classification System).',
  psc_code: 'Product or service code (PSC, 4 characters).',
  naics: 'The NAICS code and its description.',
  psc: 'The product or service code and its name.',
  set_aside: 'The small-business set-aside of the solicitation: code (e.g. SBA, 8A, WOSB, SDVOSBC) and description.',
  award_type: 'Type of award (A BPA Call, B Purchase Order, C Delivery Order, D Definitive Contract): FPDS code and description.',
  period_of_performance: 'The period of performance of the award.',
  awarding_office: 'The contracting office that made the award (organisation payload).',
  funding_office: 'The office that provided most of the funds (organisation payload).',
  recipient: 'The recipient (vendor) of the award.',
  place_of_performance: 'Where the work is performed.',
  competition: 'How the award was competed: contract type, extent competed, solicitation procedures, offers received and any exception to full and open competition.',
  transactions: 'The modifications of the award, one entry each, in date order.',
  number_of_actions: 'Number of actions (the base award and its modifications) reported on the award.',
  subawards_summary: 'Count and total amount of the subawards reported under the award.',
  legislative_mandates: 'Laws and programmes that apply to the award, one code pair each; null when none is recorded.',
  officers: "The recipient's five most highly compensated officers as reported on the award, with their compensation; null when none is reported.",
  vehicle_uuid: 'UUID of the vehicle (GET /api/vehicles/{uuid}/) the IDV is grouped under; null when it is not grouped.',
  type_of_idc: 'Type of indefinite-delivery contract (e.g. indefinite delivery / indefinite quantity, requirements, definite quantity).',
  multiple_or_single_award_idv: 'Whether the IDV was awarded to one vendor or to several under one solicitation: FPDS code and description.',
  idv_type: 'Type of IDV: A GWAC, B IDC, C FSS, D BOA, E BPA.',
  who_can_use: 'Who may place orders under the vehicle, e.g. Government-wide, Multiple Agencies or Only My Agency.',
  program_acronym: 'Acronym of the programme the vehicle belongs to (e.g. a GWAC name).',
  extent_competed: 'Extent the award was competed (e.g. full and open competition, not competed): FPDS code and description.',
  contract_type: 'Type of contract, the pricing arrangement (e.g. firm fixed price, cost plus fixed fee): FPDS code and description.',
  solicitation_procedures: 'Solicitation procedures used (e.g. negotiated proposal, sealed bid, simplified acquisition): FPDS code and description.',
  number_of_offers_received: 'Number of offers received in response to the solicitation.',
  other_than_full_and_open_competition: 'The authority for not using full and open competition, if any: FPDS code and description.',
  solicitation_date: 'Date the solicitation was issued (YYYY-MM-DD).',
  ...Object.fromEntries(Object.entries(FPDS_PAIRS).map(([k, v]) => [k, codePairText(v)])),
  ...Object.fromEntries(Object.entries(MANDATES).map(([k, v]) => [k, codePairText(v)])),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((i) => [
      [`highly_compensated_officer_${i}_name`, `Name of highly compensated officer ${i} of the recipient, as reported.`],
      [`highly_compensated_officer_${i}_amount`, `Total compensation of highly compensated officer ${i}, in dollars, as reported.`],
    ]),
  ),

  // periods and modifications
  start_date: 'Start date (YYYY-MM-DD).',
  end_date: 'End date (YYYY-MM-DD).',
  current_end_date: 'Current end date of the period of performance (YYYY-MM-DD), options exercised so far included.',
  ultimate_completion_date: 'Latest possible end date (YYYY-MM-DD) if every option is exercised.',
  last_date_to_order: 'Last date on which orders may be placed under the IDV (YYYY-MM-DD).',
  modification_number: 'Modification number: 0 for the base award, then the agency\'s numbering (e.g. P00001).',
  transaction_date: 'Date the modification was signed (YYYY-MM-DD).',
  action_type: 'Type of the modification (e.g. exercise of an option, funding only, change order): FPDS code and description.',
  award_key: 'Key of the award (GET /api/contracts/{key}/).',

  // recipients and entities
  uei: 'Unique Entity ID (UEI): 12 letters and digits.',
  display_name: 'Common name of the registered entity.',
  legal_business_name: 'Legal business name.',
  dba_name: 'Doing-business-as name.',
  cage_code: 'CAGE code (Commercial and Government Entity code, 5 characters).',
  cage: 'CAGE code of the registered entity (the same value as cage_code, under the other-transaction name).',
  parent_uei: "UEI of the recipient's parent, as reported on the award.",
  duns: 'DUNS number as reported (DUNS numbers were retired for the UEI in 2022).',

  // places
  country_code: 'Three-letter country code (e.g. USA).',
  country_name: 'Country name.',
  state_code: 'Two-letter state or territory code.',
  state_name: 'State or territory name.',
  city_name: 'City name.',
  city: 'City.',
  zip_code: 'ZIP code.',
  zip_code_plus4: 'The four-digit ZIP+4 extension.',
  address_line1: 'First address line.',
  address_line2: 'Second address line (suite, floor, ...).',
  state_or_province_code: 'State or province code.',
  county: 'County name; null when unknown.',
  county_code: 'Three-digit county FIPS code; null when unknown.',
  fips_code: 'Five-digit state and county FIPS code; null when unknown.',

  // contacts
  full_name: 'Full name of the contact.',
  email: 'Email address.',
  phone: 'Telephone number.',
  fax: 'Fax number.',

  // shared odds and ends
  uuid: 'UUID of the record (the detail path identifier).',
  organization: 'The organisation (organisation payload: organization_id, office, agency and department codes and names); null when none is resolved.',
  organization_id: 'UUID of the organisation (GET /api/organizations/{organization_id}/).',
  abbreviation: 'Abbreviation, e.g. DOD or USA.',
  cgac: 'CGAC: the 3-digit Treasury code of the department, e.g. 097.',
  website: 'Website of the department.',
  congressional_justification: 'URL of the congressional budget justification of the department.',
  mime_type: 'Media type of the file (e.g. application/pdf).',
  primary_contact: 'The primary point of contact.',
  secondary_contact: 'The secondary point of contact.',
  modified: 'When the record last changed (ISO 8601 UTC).',
  solicitation_number: 'Solicitation number as published.',
  response_deadline: 'Deadline for responses (ISO 8601 UTC).',
  archive_date: 'Date the notice is archived (YYYY-MM-DD).',
  sam_url: 'The notice on SAM.gov.',
  office: 'The issuing office (organisation payload).',
  meta: 'Notice metadata: the type of the latest notice and the number of attachments.',
  solicitation_title: 'Title of the solicitation.',
  solicitation_description: 'Description of the solicitation.',
  vehicle_type: 'IDV type of the vehicle.',
  agency_id: 'Sub-tier agency code of the awarding agency.',
  opportunity_id: 'UUID of the linked contract opportunity (GET /api/opportunities/{opportunity_id}/); null when none is linked.',
  idv_count: 'Number of IDVs.',
  order_count: 'Number of task and delivery orders.',
  awards_count: 'Number of awards.',
  awards_obligated: 'Obligations of those awards, in dollars.',
  obligations: 'Obligations in dollars.',
  award_count: 'Number of awards.',
  part_number: 'Part number of the item.',
  nomenclature: 'Name of the item as the board describes it.',
  purchase_request: 'Purchase request number.',
  document_url: 'The solicitation document on the board.',
  issue_date: 'Date issued (YYYY-MM-DD).',
  posted_date: 'Date posted (YYYY-MM-DD).',
  decision_date: 'Date of the decision (YYYY-MM-DD).',
  schedule: 'Schedule, e.g. MAS.',
  contract_number: 'Schedule contract number.',
  sins: 'Special item numbers (SINs) the contract is awarded under.',
  file_urls: 'Catalogue and price-list documents.',
  cooperative_purchasing: 'Whether state and local governments may buy under the contract (cooperative purchasing).',
  disaster_recovery_purchasing: 'Whether state and local governments may buy under the contract for disaster recovery.',
  last_updated: 'When the record last changed at the source (ISO 8601 UTC).',
  updated_time: 'When the portal last updated the entry (ISO 8601 UTC).',
  fiscal_year_end_close_date: 'Fiscal year end as MM/DD.',
  bureau_name: 'Bureau name.',
  account_title: 'Title of the federal account.',
  federal_account_symbol: 'Treasury federal account symbol: <agency identifier>-<main account>.',
  bea_category: 'BEA category: Discretionary or Mandatory.',
  contract_obligated: 'Contract obligations in dollars.',
  contract_outlayed: 'Contract outlays in dollars.',
  contract_share_of_obligated: 'contract_obligated ÷ obligated_total of the account-year (a fraction: 0.5 is 50 %).',
  contract_share_of_obligated_capped: 'contract_share_of_obligated clamped to ±5.',
};

// ───────────────────────────── by type, then field name ─────────────────────────────

/** Award families whose records share the contract field tree. */
const CONTRACT_TYPES = ['Contract', 'VehicleOrder', 'AgencyContract', 'VehicleAwardeeOrder'] as const;
const IDV_TYPES = ['Idv', 'VehicleAwardee'] as const;
const VEHICLE_SUMMARY_TYPES = ['ContractVehicle', 'IdvVehicle'] as const;
const PARENT_AWARD_TYPES = ['ContractParentAward', 'IdvParentAward', 'OtaParentAward'] as const;
const TRANSACTION_TYPES = ['ContractTransaction', 'Transaction', 'IdvTransaction', 'OtaTransaction', 'OtidvTransaction'] as const;
const AWARD_RECIPIENT_TYPES = ['ContractRecipient', 'IdvRecipient', 'OtaRecipient', 'OtidvRecipient'] as const;
const ORGANIZATION_NODE_TYPES = ['Organization', 'OrganizationParent', 'OrganizationAncestor', 'OrganizationChild'] as const;
const DEPARTMENT_TYPES = ['OpportunityDepartment', 'OrganizationDepartment', 'AgencyDepartment'] as const;
const CONTACT_TYPES = ['ForecastPrimaryContact', 'GrantContact', 'SledContact', 'SledForecastContact'] as const;
const STATUS_COUNT_TYPES = ['SledCoverageStatusCounts', 'SledCoverageStateStatusCounts'] as const;
const BUDGET_CONTRACT_TYPES = ['BudgetAccountRecipientContract', 'BudgetFlowContract'] as const;
const BUDGET_RECIPIENT_TYPES = ['BudgetAccountRecipientRecipient', 'BudgetFlowRecipient'] as const;

const contractRecord: Table = {
  description: 'Description of the award, as reported.',
};

const idvRecord: Table = {
  description: 'Description of the IDV, as reported.',
  type_of_idc: 'Type of indefinite-delivery contract (e.g. indefinite delivery / indefinite quantity, requirements): FPDS code and description; null when there is none (e.g. on schedules).',
  who_can_use: 'Who may place orders under the IDV, e.g. Government-wide, Multiple Agencies or Only My Agency.',
  program_acronym: 'Acronym of the programme the IDV belongs to (e.g. a GWAC name).',
  period_of_performance: 'The period of performance of the IDV: start date and last date to order.',
};

const otRecord: Table = {
  description: 'Description of the agreement, as reported.',
  dod_acquisition_program: 'Code of the Department of Defense acquisition programme of the agreement, as reported.',
  non_traditional_government_contractor_participation: 'How non-traditional defence contractors participate in the agreement (the statutory condition met), as a reported code.',
  type_of_ot_agreement: 'Type of other transaction agreement (prototype, follow-on production or research): code and description.',
  extent_competed: 'Extent the agreement was competed: code and description.',
  transactions: 'The modifications of the agreement, one entry each, in date order.',
  recipient: 'The recipient of the agreement.',
  period_of_performance: 'The period of performance of the agreement.',
};

const vehicleSummary: Table = {
  uuid: 'UUID of the vehicle (GET /api/vehicles/{uuid}/).',
  vehicle_type: 'IDV type of the vehicle, its description as stored (e.g. Government-Wide Acquisition Contract).',
  solicitation_identifier: 'Solicitation identifier shared by the IDVs of the vehicle.',
  description: 'Description of the vehicle.',
  type_of_idc: 'Type of IDC (description).',
  contract_type: 'Type of contract (pricing arrangement), its description as stored (e.g. Firm Fixed Price).',
  set_aside: 'Set-aside code, the most common among the IDVs.',
  naics_code: 'NAICS code of the vehicle.',
  psc_code: 'Product or service code of the vehicle.',
  fiscal_year: 'Fiscal year of the earliest IDV award.',
  award_date: 'Earliest IDV award date (YYYY-MM-DD).',
  last_date_to_order: 'Latest last date to order of the IDVs (YYYY-MM-DD).',
};

const transactionRecord: Table = {
  obligated: 'Amount obligated by this modification, in dollars (negative for a de-obligation).',
  description: 'Description of the modification, as reported.',
};

const organizationNode: Table = {
  organization_id: 'UUID of the node (GET /api/organizations/{organization_id}/).',
  fh_key: 'Federal Hierarchy key of the node (an integer).',
  type: 'Node type: DEPARTMENT, AGENCY or OFFICE.',
  level: 'Hierarchy level: 1 department, 2 agency, 3 office.',
  name: 'Name of the node.',
  short_name: 'Short name (abbreviation) of the node.',
  code: "The node's own code: the CGAC of a department, the sub-tier code of an agency, the AAC of an office.",
  cgac: 'CGAC (3-digit code) of the department the node belongs to.',
  fpds_code: "FPDS code: a department's 4-digit FPDS id (e.g. 9700), an agency's or office's sub-tier agency code (e.g. 2100).",
  is_active: 'Whether the node is active in the hierarchy.',
};

const departmentRecord: Table = {
  code: 'FPDS id of the department (4 characters, e.g. 9700).',
  cgac: 'CGAC of the department (3 digits, e.g. 097).',
  name: 'Name of the department.',
  abbreviation: 'Abbreviation of the department, e.g. DOD.',
  description: 'Description of the department.',
};

const contactRecord: Table = {
  name: 'Name of the contact.',
  title: 'Job title of the contact.',
};

const opportunityRecord: Table = {
  title: 'Title of the opportunity.',
  description: 'Description of the opportunity, as posted on SAM.gov.',
  naics_code: 'NAICS code of the opportunity.',
  psc_code: 'Product or service code of the opportunity.',
  set_aside: 'Set-aside of the opportunity: code (e.g. SBA, 8A, WOSB, SDVOSBC) and description.',
  response_deadline: 'Deadline for responses (ISO 8601 UTC); null when the notice gives none.',
};

const budgetContract: Table = {
  key: 'Key of the contract (GET /api/contracts/{key}/).',
  piid: 'PIID of the contract.',
  naics: 'NAICS code of the contract.',
  psc: 'Product or service code of the contract.',
  obligated: 'Obligations of the contract attributed to this account-year, in dollars.',
  award_date: 'Award date of the contract (YYYY-MM-DD).',
};

/** By GraphQL type name, then REST field name: where a name means something type-specific. */
export const TYPE_FIELD_DESCRIPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  /** every plain {code, description} object (set-asides, competition codes, ...) shares this type */
  CodeDescription: {
    code: 'The code as the source records it (e.g. SBA for a set-aside, A for an FPDS choice).',
    description: 'What the code means, as the source words it.',
  },

  // ── award families ──
  ...forEach(CONTRACT_TYPES, contractRecord),
  ...forEach(IDV_TYPES, idvRecord),
  Ota: {
    ...otRecord,
    award_type: 'Type of award: code and description.',
    parent_award: 'The OTIDV the agreement was made under: its key and PIID; null when there is none.',
  },
  Otidv: { ...otRecord, description: 'Description of the OTIDV, as reported.' },
  IdvChildAward: { key: 'Key of the child award (GET /api/contracts/{key}/).', description: 'Description of the award, as reported.' },
  ...forEach(PARENT_AWARD_TYPES, { key: 'Key of the parent award.', piid: 'PIID of the parent award.' }),
  ...forEach(TRANSACTION_TYPES, transactionRecord),
  Transaction: { ...transactionRecord, award_key: 'Key of the award the modification belongs to.' },
  ...forEach(VEHICLE_SUMMARY_TYPES, vehicleSummary),
  ...forEach(AWARD_RECIPIENT_TYPES, {
    uei: 'UEI of the recipient, as reported on the award.',
    display_name: 'Common name of the registered entity with that UEI; null when it is not registered.',
    legal_business_name: 'Legal business name of the recipient, as reported on the award.',
    cage_code: 'CAGE code of the registered entity with that UEI; null when it is not registered.',
  }),
  ContractSubawardsSummary: {
    count: 'Number of subawards reported under the award.',
    total_amount: 'Sum of their amounts, in dollars (0 when there are none).',
  },
  IdvScheduleCatalog: {
    schedule: 'Schedule, e.g. MAS.',
    contract_number: 'Schedule contract number.',
    last_updated: 'When the catalogue row last changed (ISO 8601 UTC).',
  },

  // ── subawards ──
  Subaward: {
    prime_award_amount: 'Amount of the prime award, in dollars, as reported with the subaward.',
    prime_award_total_outlayed_amount: 'Total outlays of the prime award, in dollars, as reported with the subaward.',
    prime_award_base_action_date: 'Date of the base action of the prime award (YYYY-MM-DD).',
    prime_award_base_action_date_fiscal_year: 'Federal fiscal year of that date.',
    prime_award_latest_action_date: 'Date of the latest action of the prime award (YYYY-MM-DD).',
    prime_award_latest_action_date_fiscal_year: 'Federal fiscal year of that date.',
    prime_award_base_transaction_description: 'Description of the base transaction of the prime award.',
    prime_award_project_title: 'Project title of the prime award.',
    prime_award_naics_code: 'NAICS code of the prime award.',
    prime_award_naics_description: 'Description of that NAICS code.',
    prime_awardee_uei: 'UEI of the prime awardee.',
    prime_awardee_name: 'Name of the prime awardee, as reported.',
    prime_awardee_parent_uei: "UEI of the prime awardee's parent.",
    prime_awardee_parent_name: "Name of the prime awardee's parent.",
    subawardee_uei: 'UEI of the subawardee.',
    subawardee_duns: 'DUNS number of the subawardee, as reported (retired for the UEI in 2022).',
    subawardee_name: 'Name of the subawardee, as reported.',
    subawardee_dba_name: 'Doing-business-as name of the subawardee.',
    subawardee_parent_uei: "UEI of the subawardee's parent.",
    subawardee_parent_duns: "DUNS number of the subawardee's parent, as reported.",
    subawardee_parent_name: "Name of the subawardee's parent.",
    subawardee_business_types: 'Business types of the subawardee, as reported.',
    usaspending_permalink: 'Link to the award on an external spending portal (USAspending.gov), passed through.',
    subaward_details: 'The subaward itself: description, type, number, amount, action date and fiscal year.',
    fsrs_details: 'The subaward report in the subaward reporting system (FSRS): report id, year, month and last modification.',
    place_of_performance: 'Where the subaward is performed.',
    highly_compensated_officers: "The subawardee's highly compensated officers (up to 5), with their compensation.",
    prime_recipient: "The prime awardee: UEI and display name (the registered entity's name, else the name on the report).",
    subaward_recipient: "The subawardee: UEI, display name (the registered entity's name, else the name on the report) and DUNS.",
    awarding_office: 'The awarding office of the prime award (organisation payload).',
    funding_office: 'The funding office of the prime award (organisation payload).',
  },
  SubawardDetails: {
    description: 'Description of the subaward, as reported.',
    type: 'Type of subaward (e.g. sub-contract), as reported.',
    number: 'Subaward number given by the prime awardee.',
    amount: 'Amount of the subaward, in dollars.',
    action_date: 'Date of the subaward action (YYYY-MM-DD).',
    fiscal_year: 'Federal fiscal year of the subaward action date.',
  },
  SubawardFsrsDetails: {
    last_modified_date: 'When the report last changed in the reporting system (ISO 8601 UTC).',
    id: 'Identifier of the report in the reporting system.',
    year: 'Year of the report.',
    month: 'Month of the report (1 to 12).',
  },
  SubawardPlaceOfPerformance: { state: 'Two-letter state code.', zip: 'ZIP code.' },
  SubawardOfficer: { name: 'Name of the officer.', amount: 'Total compensation of the officer, in dollars.' },
  SubawardPrimeRecipient: { uei: 'UEI of the prime awardee.', display_name: "Common name of the registered entity, else the prime awardee's name as reported." },
  SubawardRecipient: { uei: 'UEI of the subawardee.', display_name: "Common name of the registered entity, else the subawardee's name as reported.", duns: 'DUNS number of the subawardee, as reported (retired for the UEI in 2022).' },

  // ── contract appeals ──
  ContractAppeal: {
    uuid: 'UUID of the decision, stable across dataset rebuilds (the detail path identifier).',
    docket_numbers: 'Docket numbers of the appeal, without the board prefix; several for a consolidated appeal; empty on most asbca decisions before 2014.',
    decision_date: 'Date of the decision (YYYY-MM-DD), from the listing.',
    appellant: 'The appellant (the contractor), from the listing.',
    judge: 'The administrative judge, from the listing.',
    decision_type: 'cbca only: Decision, Dismissal, Order, Full Board Order, or the listing\'s own wording; null on cbca before 2015 and on every asbca row.',
    url: "The decision document on the board's website.",
    docket_raw: 'The dockets as the listing writes them, before normalisation.',
    docket_source: 'Where the docket numbers were read (e.g. listing, document, title); null when there are none.',
    decision_date_repaired: "Whether decision_date was repaired from a malformed listing value (decision_date_raw keeps the original).",
    decision_type_raw: 'The decision type as the listing writes it.',
    listing_year: "Year of the board's listing the decision appears on.",
    first_listed_at: 'When the service first saw the decision on a listing (ISO 8601 UTC).',
    listed: "Whether the board's newest listing still carries the decision; false once it no longer does (the row is kept).",
    text_char_count: 'Characters of extracted decision text (0 when extraction found none; null before extraction).',
    decision_date_raw: 'The decision date exactly as the listing writes it.',
    document_id: "The board's own identifier of the decision document.",
    listing_url: 'The listing page the decision appears on.',
  },

  // ── NAICS and PSC ──
  Naics: { code: 'NAICS code (2 to 6 digits; the detail path identifier).', description: 'Title of the NAICS code.' },
  NaicsSizeStandards: {
    employee_limit: 'Size standard as a number of employees; null when the standard is a revenue limit.',
    revenue_limit: 'Size standard as annual revenue in dollars; null when the standard is an employee limit.',
  },
  Psc: {
    description: 'Description of what the code covers.',
    level_1_category_code: 'Code of the top-level category of the category-management taxonomy, e.g. IT.',
    level_2_category_code: 'Code of the second-level category, e.g. IT03.',
  },
  PscCurrent: { name: 'Short name of the code in force.', description: 'Description of the code in force.' },

  // ── opportunities ──
  ...forEach(['Opportunity', 'VehicleOpportunity'], opportunityRecord),
  OpportunityAgency: { code: 'Sub-tier agency code (4 characters, FPDS).', name: 'Name of the agency.', abbreviation: 'Abbreviation of the agency.' },
  OpportunityPlaceOfPerformance: {
    street_address: 'Street address.',
    state: 'State code.',
    zip: 'ZIP code.',
    country: 'Country code.',
  },
  OpportunityAttachment: {
    attachment_id: 'Identifier of the attachment on SAM.gov.',
    resource_id: 'Identifier of the file resource on SAM.gov.',
    name: 'File name.',
    type: 'Kind of attachment (e.g. file or link), as SAM.gov gives it.',
    file_size: 'Size of the file in bytes.',
    posted_date: 'When the file was posted (ISO 8601 UTC).',
    url: 'Where the file can be downloaded.',
  },
  OpportunityMeta: { attachments_count: 'Number of attachments of the opportunity.' },
  OpportunityNoticeType: {
    code: 'SAM.gov notice type code: p Presolicitation, o Solicitation, k Combined Synopsis/Solicitation, r Sources Sought, a Award Notice, s Special Notice, ...',
    type: 'Name of the notice type, e.g. Combined Synopsis/Solicitation.',
  },
  ...forEach(CONTACT_TYPES, contactRecord),
  ...forEach(['OpportunityPrimaryContact', 'OpportunitySecondaryContact'], { title: 'Job title of the contact.' }),

  // ── forecasts and the Federal Register ──
  Forecast: {
    title: 'Title of the planned procurement.',
    description: 'Description of the planned procurement, as published.',
    organization: 'The organisation the agency text resolves to (organisation payload); null when it does not resolve.',
    anticipated_award_date: 'When the award is expected (YYYY-MM-DD); null when the source gives none.',
    naics_code: 'NAICS code of the planned procurement, as published.',
    place_of_performance: 'Place of performance, as published.',
    primary_contact: 'The point of contact the source names.',
    contract_vehicle: 'Contract vehicle the buy is planned under, as published (e.g. a GWAC or schedule); null when none is named.',
  },
  FederalRegisterDocument: {
    title: 'Title of the document.',
    abstract: 'Abstract (summary) of the document, as published.',
    publication_date: 'Date the document was published in the Federal Register (YYYY-MM-DD).',
  },

  // ── labor rates ──
  LaborRate: {
    uuid: 'UUID of the rate.',
    education_level: 'Minimum education level of the labor category (e.g. Bachelors, Masters); null when not given.',
    min_years_experience: 'Minimum years of experience of the labor category.',
    experience_range: 'Experience range as priced, e.g. 5-10 or 8+.',
    security_clearance: 'Security clearance the labor category needs (None when none); null when not given.',
    category: 'Category of the special item number the rate is priced under.',
    subcategory: 'Subcategory of the special item number.',
    contract_start: 'Start of the contract the rate is priced under (YYYY-MM-DD).',
    contract_end: 'End of that contract (YYYY-MM-DD).',
    business_size: 'Size of the vendor: S Small Business or O Other Than Small Business.',
  },
  LaborRateIdv: { key: 'Key of the IDV (GET /api/idvs/{key}/).', piid: 'PIID of the IDV.', award_date: 'Award date of the IDV (YYYY-MM-DD).' },
  LaborRateRecipient: { uei: 'UEI of the IDV recipient.', display_name: 'Registered common name of the recipient, else the name reported on the IDV.' },

  // ── schedule catalogue ──
  ScheduleCatalogContractIdv: {
    key: 'Key of the IDV (GET /api/idvs/{key}/).',
    piid: 'PIID of the IDV.',
    award_date: 'Award date of the IDV (YYYY-MM-DD).',
    last_date_to_order: 'Last date to order of the IDV (YYYY-MM-DD).',
  },
  ScheduleCatalogContractRecipient: { uei: 'UEI of the contract holder.', display_name: 'Common name of the contract holder.' },

  // ── vehicles ──
  Vehicle: {
    uuid: 'UUID of the vehicle (the detail path identifier).',
    solicitation_title: 'Title of the solicitation the IDVs were awarded under.',
    solicitation_description: 'Description of that solicitation.',
    solicitation_date: 'Date of the solicitation (YYYY-MM-DD).',
    description: 'Description of the vehicle.',
    naics_code: 'NAICS code of the vehicle.',
    psc_code: 'Product or service code of the vehicle.',
    organization_id: 'UUID of the awarding organisation.',
    organization: 'The awarding office (organisation payload); bare organization and organization(*) are the same.',
    idv_count: 'Number of IDVs grouped under the vehicle.',
    order_count: 'Number of task and delivery orders under its IDVs.',
  },
  VehicleCompetitionDetails: {
    commercial_item_acquisition_procedures: 'The most common commercial-item-procedures code among the IDVs.',
    evaluated_preference: 'The most common evaluated-preference code among the IDVs.',
    extent_competed: 'The most common extent-competed code among the IDVs.',
    most_recent_solicitation_date: 'Latest solicitation date of the IDVs (YYYY-MM-DD).',
    number_of_offers_received: 'The largest number of offers any IDV reports (the IDVs answer one solicitation).',
    original_solicitation_date: 'Earliest solicitation date of the IDVs (YYYY-MM-DD).',
    other_than_full_and_open_competition: 'The most common other-than-full-and-open-competition code among the IDVs.',
    set_aside: 'The most common set-aside code among the IDVs.',
    simplified_procedures_for_certain_commercial_items: 'The most common simplified-procedures-for-commercial-items code among the IDVs.',
    small_business_competitiveness_demonstration_program: 'The most common small-business-competitiveness-demonstration-program code among the IDVs.',
    solicitation_identifier: "The vehicle's solicitation identifier, as served on the vehicle.",
    solicitation_procedures: 'The most common solicitation-procedures code among the IDVs.',
  },
  VehicleAgencyDetails: {
    awarding_office: 'The most common awarding office of the IDVs (organisation payload).',
    funding_office: 'The most common funding office of the IDVs (organisation payload).',
  },

  // ── protests ──
  ...forEach(['Protest', 'ProtestDocket'], {
    title: "Title as the source gives it (usually the protester's name).",
    protester: 'The protester, as the source names it.',
    solicitation_number: 'Number of the protested solicitation, as the source writes it.',
    filed_date: 'Date the protest was filed (YYYY-MM-DD).',
    posted_date: 'Date the source posted the record (YYYY-MM-DD).',
    decision_date: 'Date of the decision (YYYY-MM-DD); null while open.',
    due_date: 'Date the GAO decision is due (YYYY-MM-DD); null on cofc and sba_oha.',
    docket_url: "The docket on the source's website.",
    decision_url: 'The published decision; null until there is one.',
  }),
  ProtestResolvedProtester: {
    uei: 'UEI of the registered entity the protester was matched to.',
    name: 'Name of that entity.',
    rationale: 'Why the match was made.',
  },
  ProtestResolvedAgency: {
    key: 'Code of the agency matched: its sub-tier agency code, or the department FPDS id when only the department could be matched.',
    name: 'Name of the agency matched.',
    rationale: 'Why the match was made.',
  },

  // ── exclusions ──
  Exclusion: {
    excluding_agency_code: 'Code of the agency that issued the exclusion.',
    excluding_agency_name: 'Name of the agency that issued the exclusion.',
    entity_name: 'Name of the excluded party (firm, individual, special entity or vessel), as recorded.',
    display_name: 'Name of the excluded party as displayed (for an individual, the full name).',
    prefix: 'Name prefix of an excluded individual.',
    first_name: 'First name of an excluded individual.',
    middle_name: 'Middle name of an excluded individual.',
    last_name: 'Last name of an excluded individual.',
    suffix: 'Name suffix of an excluded individual.',
    cage_code: 'CAGE code on the record.',
    npi: 'National Provider Identifier on the record (health-care providers).',
    activate_date: 'Date the exclusion took effect (YYYY-MM-DD); null counts as in force.',
    create_date: 'Date the record was created (YYYY-MM-DD).',
    update_date: 'Date the record was last updated at the source (YYYY-MM-DD).',
    primary_address: 'The primary address of the excluded party; null when none is recorded.',
    secondary_address: 'A second address of the excluded party; null when none is recorded.',
    additional_comments: 'Free-text comments of the excluding agency.',
    ct_code: 'Cause and treatment code of the exclusion, as SAM records it.',
    evs_investigation_status: 'Investigation status recorded with the exclusion, as stored; null when none.',
    is_fascsa_order: 'Whether the exclusion is an order under the Federal Acquisition Supply Chain Security Act (FASCSA).',
    vessel_call_sign: 'Call sign of an excluded vessel.',
    vessel_type: 'Type of an excluded vessel.',
    vessel_tonnage: 'Tonnage of an excluded vessel, as recorded.',
    vessel_grt: 'Gross registered tonnage of an excluded vessel, as recorded.',
    vessel_flag: 'Flag (country of registry) of an excluded vessel.',
    vessel_owner: 'Owner of an excluded vessel.',
  },
  ExclusionAddress: { zip_code: 'ZIP or postal code.' },
  ExclusionReference: { name: 'The related name.' },

  // ── entities ──
  Entity: {
    uuid: 'UUID of the entity record.',
    legal_business_name: 'Legal business name of the registration.',
    cage_code: 'CAGE code of the registration.',
    dodaac: 'Department of Defense activity address code of the registration, when it has one.',
    entity_url: "The entity's website.",
    description: 'Description of the entity, as registered.',
    email_address: 'Contact email address, as registered.',
    capabilities: 'Capabilities statement, as registered.',
    keywords: 'Keywords of the registration.',
    congressional_district: 'Congressional district of the physical address, e.g. VA11.',
    registered: 'Whether the entity holds a SAM registration (false when it is Inactive).',
    uei_status: 'Status of the UEI: Active or Inactive.',
    primary_naics: 'Primary NAICS code of the registration.',
    psc_codes: 'Product or service codes of the registration.',
    purpose_of_registration: 'Purpose of registration (e.g. Z1 Federal Assistance Awards, Z2 All Awards): code and description.',
    entity_structure: 'Entity structure (e.g. corporate entity, partnership, sole proprietorship): code and description.',
    entity_type: 'Entity type (e.g. business or organisation): code and description.',
    profit_structure: 'Profit structure (for-profit or not-for-profit): code and description.',
    organization_structure: 'Organisation structure: code and description.',
    state_of_incorporation: 'State of incorporation: code and name.',
    country_of_incorporation: 'Country of incorporation: code and name.',
    sam_registration_date: 'Date of the first SAM registration (YYYY-MM-DD).',
    sam_activation_date: 'Date the current registration was activated (YYYY-MM-DD).',
    sam_expiration_date: 'Date the current registration expires (YYYY-MM-DD).',
    uei_creation_date: 'Date the UEI was assigned (YYYY-MM-DD).',
    entity_start_date: 'Date the business was started (YYYY-MM-DD).',
    last_update_date: 'Date the registration was last updated (YYYY-MM-DD).',
    submission_date: 'Date the registration was last submitted (YYYY-MM-DD).',
  },
  EntitySbaBusinessType: {
    code: 'Code of the SBA certification.',
    description: 'Name of the SBA certification (e.g. 8(a) Program Participant, HUBZone Firm).',
    entry_date: 'Date the certification began (YYYY-MM-DD).',
    exit_date: 'Date the certification ends or ended (YYYY-MM-DD); null when open-ended.',
  },
  EntityNaicsCode: {
    code: 'NAICS code of the registration.',
    sba_small_business: 'Y when SAM records the entity as small under the code, N when not; null when not reported.',
  },
  ...forEach(['EntityHighestOwner', 'EntityImmediateOwner'], {
    uei: 'UEI of the owner; null when the owner is not registered.',
    cage_code: 'CAGE code of the owner.',
    legal_business_name: 'Legal business name of the owner.',
  }),
  EntityRelationship: {
    uei: 'UEI of the related entity; null when it is not registered.',
    display_name: 'Common name of the related entity.',
    relation: 'parent (an owner of this entity) or subsidiary (a firm this entity owns).',
    type: 'Kind of ownership: immediate_owner or highest_owner.',
    source: 'Where the relationship was read (e.g. sam).',
    confidence: 'Confidence in the relationship (e.g. high).',
    verification_method: 'How the relationship was verified (e.g. sam_registration).',
  },
  EntityFederalObligationsActive: {
    awards_count: 'Contracts and OTAs whose ultimate completion date is today (UTC) or later.',
    awards_obligated: 'Obligations of those awards, in dollars.',
    idv_count: 'IDVs and OTIDVs whose last date to order is today (UTC) or later.',
  },
  EntityPastPerformanceSummary: {
    first_award_date: 'Award date of the earliest contract (YYYY-MM-DD).',
    last_award_date: 'Award date of the latest contract (YYYY-MM-DD).',
  },
  EntityPastPerformanceAgency: {
    agency_code: 'Sub-tier code of the awarding agency.',
    agency_name: 'Name of the awarding agency.',
    department_code: 'CGAC of its department.',
    department_name: 'Name of its department.',
    awards_count: "The entity's contracts from the agency.",
    obligations: 'Their obligations, in dollars.',
  },
  EntityMetrics: { uei: 'UEI of the entity.' },
  EntityMetricsPeriod: {
    start_date: 'First day of the period (YYYY-MM-DD), cut to the window.',
    end_date: 'Last day of the period (YYYY-MM-DD), cut to the window.',
    obligations: "Obligations, in dollars, of the modifications (base awards included) of the entity's contracts and OTAs dated in the period; negative when de-obligations outweigh.",
    award_count: 'Contracts and OTAs awarded to the entity in the period.',
  },

  // ── organizations and agencies ──
  ...forEach(ORGANIZATION_NODE_TYPES, organizationNode),
  Organization: {
    ...organizationNode,
    parent_fh_key: 'Federal Hierarchy key of the node above; null for a department.',
    start_date: 'Date the node came into the hierarchy (YYYY-MM-DD).',
    end_date: 'Date the node left the hierarchy (YYYY-MM-DD); null while it is current.',
    department_name: 'Name of the department the node belongs to.',
    agency_name: 'Name of the sub-tier agency (null for a department).',
    office_name: 'Name of the office (offices only).',
  },
  ...forEach(DEPARTMENT_TYPES, departmentRecord),
  OrganizationAgency: { code: 'Sub-tier agency code (4 characters, FPDS).', name: 'Name of the agency.', abbreviation: 'Abbreviation of the agency.' },
  OrganizationBudgetAppropriation: {
    fiscal_year: 'Fiscal year of the budget.',
    n_request_only_accounts: 'How many of the accounts summed are request_only accounts.',
  },
  Agency: { name: 'Name of the agency.', abbreviation: 'Abbreviation of the agency.' },

  // ── IT investments ──
  ItInvestment: {
    agency_name: 'Name of the agency, as the portal publishes it.',
    bureau_name: 'Name of the bureau, as the portal publishes it.',
    investment_title: 'Title of the investment.',
    part_of_it_portfolio: 'Part of the IT portfolio the investment is reported in (e.g. Part 1. IT Investments for Mission Delivery).',
    organization: "The agency's department in the federal hierarchy (organisation payload); null without a canonical match.",
  },
  ItInvestmentFunding: Object.fromEntries(
    [2020, 2021, 2022, 2023, 2024, 2025].flatMap((fy) => [
      [`fy${fy}_contribution`, `FY${fy} contributions (funds other agencies contribute to the investment), in millions of dollars.`],
      [`fy${fy}_internal_funding`, `FY${fy} funding from the agency's own budget, in millions of dollars.`],
    ]),
  ),
  ItInvestmentDetails: {
    business_case_url: 'The business case on the portal.',
    change_in_status: 'Change of the investment since the previous year, e.g. No Change, New Investment, Reclassified.',
    current_uii: "The investment's current UII.",
    investment_description: 'Description of the investment.',
    it_infrastructure_and_management_type: "The portal's numeric code of the IT infrastructure, security and management category; null for other investments.",
    last_updated: 'When the portal last updated the details (ISO 8601 UTC).',
    mission_delivery_and_management_support_area: "The portal's numeric code of the mission delivery area; null for other investments.",
    mission_support_investment_categories: 'Mission support category of an administrative investment, e.g. Financial Management.',
    national_security_system_identifier: "The portal's national security system indicator (a number).",
    previous_uii: 'UII the investment had before, when it was reclassified or consolidated.',
    public_urls: 'Public websites of the investment.',
    shared_services_category: 'Shared-service category of the investment, e.g. Human Capital or Not applicable.',
    shared_services_identifier: "The portal's shared-service indicator (a number).",
  },
  ItCioEvaluation: {
    rating_description: 'The rating in words: High Risk, Moderately High Risk, Medium Risk, Moderately Low Risk or Low Risk.',
    comment: "The CIO's comment on the rating.",
  },
  ItInvestmentContract: {
    piid: 'PIID of the contract, as the agency reports it.',
    vendor_name: 'Name of the vendor, as reported.',
    vendor_uei: 'UEI of the vendor, as reported.',
    obligated: 'Obligations of the contract, in dollars, as reported.',
    start_date: 'Start date of the contract (YYYY-MM-DD).',
    end_date: 'End date of the contract (YYYY-MM-DD).',
  },
  ItInvestmentProject: {
    project_id: 'Identifier of the project within the investment.',
    name: 'Name of the project.',
    objective: 'Objective of the project.',
    start_date: 'Start date of the project (YYYY-MM-DD).',
    completion_date: 'Planned completion date of the project (YYYY-MM-DD).',
    lifecycle_cost: 'Lifecycle cost of the project, in dollars.',
  },
  ItCostPoolTower: {
    fiscal_year: 'Fiscal year of the spending.',
    category: 'The cost pool (e.g. Internal Labor, Hardware) or IT tower the spending falls in.',
    source_type: 'Source of the figure (e.g. Agency Submission).',
    updated_time: 'When the portal last updated the entry (ISO 8601 UTC).',
  },
  ItFundingSource: {
    fiscal_year: 'Fiscal year of the funding.',
    budget_account_code: 'Code of the budget account.',
    budget_account_name: 'Name of the budget account.',
    source_type: 'Source of the figure (e.g. Agency Submission).',
    updated_time: 'When the portal last updated the entry (ISO 8601 UTC).',
  },
  ItPerformanceMetric: {
    metric_id: 'Identifier of the metric.',
    description: 'What the metric measures.',
    unit: 'Unit of measure, e.g. Percent, Seconds, Count.',
    target: 'Target value.',
    actual: 'Latest actual value reported; null until one is.',
    met: 'Whether the actual meets the target (in the metric direction); null until an actual is reported.',
    reporting_frequency: 'How often the metric is reported, e.g. Monthly, Quarterly.',
    measurement_area: 'Measurement area, e.g. Customer Satisfaction or Technology Reliability and Availability.',
  },
  ItPerformanceActual: {
    metric_agency_id: "The agency's identifier of the metric.",
    metric_actual_agency_id: "The agency's identifier of this actual result.",
    metric_description: 'What the metric measures.',
    unit_of_measure: 'Unit of measure, e.g. Percent.',
    measurement_condition: 'Direction of the target, e.g. Over target or Under target.',
    reporting_frequency: 'How often the metric is reported.',
    actual_result: 'The actual result reported.',
    date_of_actual_result: 'Date of the actual result (YYYY-MM-DD).',
    comment: 'Comment on the result.',
    updated_time: 'When the portal last updated the entry (ISO 8601 UTC).',
  },
  ItOperationalAnalysis: {
    investment_title: 'Title of the investment analysed.',
    date: 'Date of the analysis (YYYY-MM-DD).',
    analysis_conclusion: 'Conclusion of the analysis.',
    analysis_results: 'Results of the analysis.',
    updated_time: 'When the portal last updated the entry (ISO 8601 UTC).',
  },

  // ── grants ──
  Grant: {
    title: 'Title of the funding opportunity.',
    description: 'Description (synopsis text) of the opportunity.',
    applicant_eligibility_description: 'Additional information on eligibility, as published.',
    funding_activity_category_description: 'Explanation of the funding activity category, as published.',
    organization: 'The organisation resolved from agency_code (organisation payload); null when no canonical organisation exists.',
  },
  GrantContact: { name: 'Name or description of the grantor contact.' },
  GrantCfdaNumber: { number: 'Assistance Listing number, e.g. 93.855.', title: 'Title of the Assistance Listing programme.' },
  GrantFundingDetails: {
    award_ceiling: 'Largest single award, in dollars.',
    award_floor: 'Smallest single award, in dollars.',
    estimated_total_funding: 'Estimated total programme funding, in dollars.',
    expected_number_of_awards: 'Expected number of awards.',
  },
  GrantImportantDates: {
    posted_date: 'Date the opportunity was posted (YYYY-MM-DD).',
    response_date_description: 'Explanation of the closing date, as published.',
    estimated_project_start_date: 'Forecasts: the expected project start date (YYYY-MM-DD).',
    archive_date: 'Date the opportunity is archived (YYYY-MM-DD).',
  },
  GrantAdditionalInfo: { link: 'Link to additional information (usually the full announcement).', description: 'Label of that link.' },
  GrantAttachment: {
    name: 'File name.',
    posted_date: 'When the document was posted (ISO 8601 UTC).',
    resource_id: 'Identifier of the document on Grants.gov.',
    type: 'Kind of attachment, as Grants.gov gives it.',
    url: 'Where the document can be downloaded.',
  },

  // ── defense bid board ──
  DibbsRfq: {
    uuid: 'UUID of the RFQ (the detail path identifier).',
    quantity: 'Quantity requested, in units of issue.',
    issue_date: 'Date the RFQ was issued (YYYY-MM-DD).',
    document_url: 'The RFQ document on the board.',
  },
  DibbsRfp: {
    uuid: 'UUID of the solicitation (the detail path identifier).',
    buyer_code: 'Code of the buyer responsible for the solicitation.',
    issued_date: 'Date the solicitation was issued (YYYY-MM-DD).',
    document_url: 'The solicitation document on the board.',
  },
  DibbsAward: {
    uuid: 'UUID of the award line item (the detail path identifier).',
    delivery_order_counter: 'Sequence number of the delivery order under its contract (1 for the first); null on basic awards.',
    purchase_request: 'Purchase request number of the line item.',
    award_date: 'Date of the award (YYYY-MM-DD).',
    posted_date: 'Date the board posted the award (YYYY-MM-DD).',
    last_mod_posting_date: 'Date the board posted the latest modification (YYYY-MM-DD); null when none.',
  },
  DibbsAwardee: {
    uei: 'UEI of the registered entity.',
    cage_code: 'CAGE code of the registered entity.',
    legal_business_name: 'Legal business name of the registered entity.',
    dba_name: 'Doing-business-as name of the registered entity.',
    display_name: 'Common name of the registered entity.',
  },

  // ── storefront requests ──
  StorefrontRequest: {
    title: 'Title of the request.',
    schedule: 'Schedule the request was posted to, e.g. MAS.',
    buyer_name: 'Name of the buyer (the contracting officer or specialist), as supplied.',
    buyer_agency_code: 'Agency code of the buyer, as supplied.',
    issue_date: 'Date the request was issued (YYYY-MM-DD).',
    link_count: "Number of links (rather than documents) in the buyer's listing.",
  },
  StorefrontAttachment: { doc_name: 'Name of the document or link, as listed.' },

  // ── state and local ──
  SledCoverage: { totals: 'Totals over every state and territory.' },
  ...forEach(STATUS_COUNT_TYPES, {
    open: 'Solicitations with status open.',
    closed: 'Solicitations with status closed.',
    awarded: 'Solicitations with status awarded.',
    cancelled: 'Solicitations with status cancelled.',
    unknown: 'Solicitations with status unknown (no deadline).',
  }),
  SledOpportunity: {
    title: 'Title of the solicitation.',
    posted_date: 'Date the portal posted the solicitation (YYYY-MM-DD); null on about a sixth of rows.',
    response_deadline: 'Deadline for responses (ISO 8601 UTC); null when the portal gives none.',
  },
  SledContact: { name: 'Name of the contact.', title: 'Job title of the contact.' },
  SledAttachment: {
    attachment_id: 'Identifier of the document.',
    url: 'Where the portal publishes the document.',
    mime_type: 'Media type of the document (e.g. application/pdf).',
  },
  SledRaw: { captured_at: 'When the raw record was captured (ISO 8601 UTC).' },
  SledForecast: {
    title: 'Title of the planned procurement.',
    description: 'Description of the planned procurement, as published.',
    estimated_award_date: 'When the award is expected (YYYY-MM-DD); null when the source gives no date.',
  },
  SledForecastCategoryCode: { code: 'The code, or the untagged string as published.' },

  // ── budget ──
  BudgetAccount: {
    account_title: 'Title of the federal account.',
    agency_name: 'Name of the agency (department) that owns the account.',
    bureau_name: 'Name of the bureau, as published (free text).',
    fiscal_year: 'Fiscal year of the account-year.',
    subfunction_code: 'Budget subfunction code, e.g. 051.',
    n_unique_contract_recipients: 'Distinct contract recipients (UEIs) attributed to the account-year.',
    modified: 'When the account-year last changed (ISO 8601 UTC).',
  },
  BudgetSourceAnomaly: {
    code: 'Anomaly code, e.g. contract_exceeds_obligations, obligations_exceed_apportionment, negative_obligations, ratio_above_cap, data_through_period_missing.',
    action: 'capped (the service changed the value served) or flagged (it only reports the problem).',
    field: 'The field the problem is about.',
    source_value: 'The value as published (or as computed, for a ratio).',
    value: 'The value served.',
    detail: 'The problem in words.',
  },
  BudgetAccountAppendix: {
    has_object_classification: 'Whether the entry has an object classification (the 16 request buckets).',
    has_program_financing: 'Whether the entry has a program and financing schedule.',
    n_program_activities: 'Number of program activities the entry lists.',
  },
  BudgetAccountAppendixRequest: {
    requested_personnel_comp: 'Personnel compensation (object classes 11.x), in dollars.',
    requested_personnel_benefits: 'Personnel benefits (object classes 12.x and 13.0), in dollars.',
    requested_travel: 'Travel and transportation of persons (object class 21.0), in dollars.',
    requested_transportation: 'Transportation of things (object class 22.0), in dollars.',
    requested_rent_communications_utilities: 'Rent, communications and utilities (object classes 23.x), in dollars.',
    requested_printing: 'Printing and reproduction (object class 24.0), in dollars.',
    requested_contractual_services: 'Contractual services (object classes 25.x), in dollars.',
    requested_supplies_materials: 'Supplies and materials (object class 26.0), in dollars.',
    requested_equipment: 'Equipment (object class 31.0), in dollars.',
    requested_land_structures: 'Land and structures (object class 32.0), in dollars.',
    requested_investments_loans: 'Investments and loans (object class 33.0), in dollars.',
    requested_grants_subsidies: 'Grants, subsidies and contributions (object class 41.0), in dollars.',
    requested_insurance_claims: 'Insurance claims and indemnities (object class 42.0), in dollars.',
    requested_interest_dividends: 'Interest and dividends (object class 43.0), in dollars.',
    requested_other_object_class: 'Other object classes (44.0 and above), in dollars.',
    requested_total_from_object_class: 'Sum of the other fifteen buckets, in dollars.',
  },
  BudgetAccountNarrative: {
    narrative_id: 'UUID of the entry.',
    budget_year: 'Fiscal year of the budget the entry is published in.',
    granule_id: 'GovInfo granule the entry was read from.',
    granule_title: 'Title of that granule (e.g. the department).',
    account_heading: 'Heading of the account in the appendix.',
    narrative_text: 'Narrative text of the entry.',
    narrative_length: 'Characters of narrative text.',
    appropriations_text: 'Appropriations language of the entry; null when there is none.',
    appropriations_length: 'Characters of appropriations language; null when there is none.',
    date_issued: 'Date the document was issued (YYYY-MM-DD).',
    source_url: 'The entry on govinfo.gov.',
  },
  BudgetAccountRecipient: {
    funding_office: 'The funding office, with its full hierarchy (organisation payload).',
    contract_outlayed: 'Contract outlays of this office to this recipient from the account-year, in dollars.',
  },
  ...forEach(BUDGET_RECIPIENT_TYPES, {
    uei: 'UEI of the recipient.',
    legal_business_name: 'Legal business name of the recipient.',
    dba_name: 'Doing-business-as name of the recipient.',
  }),
  ...forEach(BUDGET_CONTRACT_TYPES, budgetContract),
  BudgetAccountQuarter: {
    obligated_quarterly: 'Obligations of the quarter, in dollars.',
    outlayed_quarterly: 'Outlays of the quarter, in dollars.',
    obligated_cumulative: 'Obligations of the fiscal year to the end of the quarter, in dollars.',
    outlayed_cumulative: 'Outlays of the fiscal year to the end of the quarter, in dollars.',
  },
  BudgetFlow: {
    federal_account_symbol: 'Treasury federal account symbol of the account-year.',
    fiscal_year: 'Fiscal year of the account-year.',
    account_title: 'Title of the federal account.',
    agency_code: "Treasury agency identifier of the account (3 characters; the department's CGAC).",
    agency_name: 'Name of the agency that owns the account.',
    bureau_name: 'Name of the bureau, as published.',
    bea_category: 'BEA category of the account: Discretionary or Mandatory.',
    contract_share_of_obligated_capped: "The account-year's contract share of its obligations, clamped to ±5.",
    funding_office: 'The funding office, with its full hierarchy (organisation payload).',
    contract_outlayed: 'Contract outlays of this office to this recipient from the account-year, in dollars.',
  },
};

// ───────────────────────────── object types ─────────────────────────────

/** The parts of an award family's field tree that get their own type (`${prefix}${part}`). */
const COMMON_PARTS = ['PeriodOfPerformance', 'AwardingOffice', 'FundingOffice', 'Recipient', 'PlaceOfPerformance', 'Transaction', 'TransactionActionType', 'Psc'] as const;
const FPDS_PARTS = [
  'ParentAward', 'Competition', 'Naics', 'SetAside', 'ContractType', 'ExtentCompeted', 'SolicitationProcedures', 'OtherThanFullAndOpen',
  'LegislativeMandates', 'Officers', ...Object.keys(FPDS_PAIRS).map(pascal), ...Object.keys(MANDATES).map((k) => `LegislativeMandates${pascal(k)}`),
];
const FAMILY_PARTS: Record<string, readonly string[]> = {
  Contract: [...COMMON_PARTS, ...FPDS_PARTS, 'AwardType'],
  Idv: [...COMMON_PARTS, ...FPDS_PARTS],
  Ota: [...COMMON_PARTS, 'ParentAward', 'AwardType', 'ExtentCompeted', 'TypeOfOtAgreement'],
  Otidv: [...COMMON_PARTS, 'ExtentCompeted', 'TypeOfOtAgreement'],
};

/** Types built per award family prefix (Contract..., Idv..., Ota..., Otidv...), in the family's words for its records. */
function familyTypes(prefix: keyof typeof FAMILY_PARTS & string, what: string): Record<string, string> {
  const text: Record<string, string> = {
    ParentAward: `Reference to the parent award of ${what}: its key and PIID.`,
    PeriodOfPerformance: `The period of performance of ${what}.`,
    AwardingOffice: `The contracting office that made ${what} (organisation payload).`,
    FundingOffice: `The office that provided most of the funds of ${what} (organisation payload).`,
    Recipient: `The recipient (vendor) of ${what}, as reported, with its registered common name and CAGE code.`,
    PlaceOfPerformance: `Where the work of ${what} is performed.`,
    Competition: `How ${what} was competed.`,
    Transaction: `One modification of ${what}.`,
    TransactionActionType: 'Type of a modification: FPDS code and description.',
    Naics: `NAICS code of ${what} and its description.`,
    Psc: `Product or service code of ${what} and its name.`,
    SetAside: `Small-business set-aside of ${what}: code and description.`,
    AwardType: `Type of ${what}: FPDS code and description.`,
    ContractType: `Type of contract (pricing arrangement) of ${what}: FPDS code and description.`,
    ExtentCompeted: `Extent ${what} was competed: code and description.`,
    SolicitationProcedures: `Solicitation procedures of ${what}: FPDS code and description.`,
    OtherThanFullAndOpen: `Authority for not using full and open competition for ${what}: FPDS code and description.`,
    LegislativeMandates: `Laws and programmes that apply to ${what}, one code pair each.`,
    Officers: `The recipient's five most highly compensated officers, as reported on ${what}.`,
    TypeOfOtAgreement: `Type of other transaction agreement of ${what}: code and description.`,
    ...Object.fromEntries(Object.entries(FPDS_PAIRS).map(([k, v]) => [pascal(k), codePairText(v)])),
    ...Object.fromEntries(Object.entries(MANDATES).map(([k, v]) => [`LegislativeMandates${pascal(k)}`, codePairText(v)])),
  };
  return Object.fromEntries(FAMILY_PARTS[prefix].map((part) => [`${prefix}${part}`, text[part]]));
}

/** By GraphQL type name: every object type built from the registry. */
export const TYPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  CodeDescription: 'A code and its description, e.g. a set-aside {code: "SBA", description: "Small Business Set Aside - Total"}; a field of this type is null when there is no code.',

  // organisation payloads
  ...forEach(ORGANIZATION_PAYLOAD_TYPES, 'An organisation of the federal hierarchy (organisation payload): its UUID, office, sub-tier agency and department codes and names.'),

  // contracts
  Contract: 'A contract award (a definitive contract, a purchase order or an order under an IDV): one record per award, its modifications rolled up (GET /api/contracts/{key}/).',
  VehicleOrder: 'A task or delivery order under one of the IDVs of a vehicle, in the contract field tree (GET /api/vehicles/{uuid}/orders/).',
  AgencyContract: 'A contract of an agency-scoped list (deprecated), in the contract field tree (GET /api/agencies/{code}/contracts/awarding/ and /funding/).',
  VehicleAwardeeOrder: 'A task or delivery order under an IDV of a vehicle, in the contract field tree.',
  ...familyTypes('Contract', 'the award'),
  ContractSubawardsSummary: 'Count and total amount of the subawards reported under an award.',
  ContractVehicle: 'The vehicle (solicitation-level grouping of IDVs) of the IDV an award was ordered under: a curated subset of its fields.',
  Transaction: 'One modification of an award (GET /api/contracts/{key}/transactions/ and the IDV, OTA and OTIDV equivalents).',
  TransactionActionType: 'Type of a modification: FPDS code and description.',

  // IDVs, OTAs, OTIDVs
  Idv: 'An indefinite-delivery vehicle award (GWAC, IDC, FSS, BOA or BPA) (GET /api/idvs/{key}/).',
  ...familyTypes('Idv', 'the IDV'),
  IdvIdvType: 'Type of IDV (A GWAC, B IDC, C FSS, D BOA, E BPA): code and description.',
  IdvTypeOfIdc: 'Type of indefinite-delivery contract: FPDS code and description.',
  IdvMultipleOrSingleAward: 'Whether the IDV is a multiple-award or a single-award vehicle: FPDS code and description.',
  IdvScheduleCatalog: 'The schedule catalogue entry of an IDV (best-effort enrichment; also at /api/schedule_catalog_contracts/).',
  IdvVehicle: 'The vehicle an IDV is grouped under: a curated subset of its fields.',
  IdvChildAward: 'A child award (task or delivery order) of an IDV.',
  Ota: 'An other transaction agreement (GET /api/otas/{key}/).',
  ...familyTypes('Ota', 'the agreement'),
  Otidv: 'An other-transaction IDV, under which OTAs may be made (GET /api/otidvs/{key}/).',
  ...familyTypes('Otidv', 'the OTIDV'),

  // subawards
  Subaward: 'A subaward reported under a prime contract (GET /api/subawards/{key}/).',
  SubawardDetails: 'The subaward itself: description, type, number, amount, action date and fiscal year.',
  SubawardFsrsDetails: 'The report of the subaward in the subaward reporting system (FSRS).',
  SubawardPlaceOfPerformance: 'Where a subaward is performed.',
  SubawardOfficer: 'A highly compensated officer of the subawardee, with their compensation.',
  SubawardPrimeRecipient: 'The prime awardee of a subaward, resolved against registered entities, else as reported.',
  SubawardRecipient: 'The subawardee, resolved against registered entities, else as reported.',

  // legal
  ContractAppeal: 'A contract-appeal decision of the civilian (cbca) or armed-services (asbca) board: one document on a board listing (GET /api/contract_appeals/{uuid}/).',
  Protest: 'A bid protest case: a source system and a base case number, with its sub-dockets (GET /api/protests/{case_id}/).',
  ProtestDocket: 'One sub-docket of a protest case.',
  ProtestResolvedProtester: 'The protester resolved to a registered entity, with the confidence and reason of the match.',
  ProtestResolvedAgency: 'The protested agency as matched, with the confidence and reason of the match.',
  Exclusion: 'An exclusion record (debarment, suspension or other exclusion) (GET /api/exclusions/{exclusion_key}/).',
  ExclusionAddress: 'An address of an excluded party.',
  ExclusionReference: 'A cross-reference of an exclusion: a related name and how it relates.',

  // reference lists
  Naics: 'A NAICS code with its SBA size standard (GET /api/naics/{code}/).',
  NaicsSizeStandards: 'The SBA size standard of a NAICS code: an employee limit or an annual revenue limit in dollars.',
  NaicsFederalObligations: 'Obligations of the federal contracts classified under a NAICS code.',
  NaicsObligationsTotal: 'Every contract classified under the code.',
  NaicsObligationsActive: 'The contracts under the code still in performance (ultimate completion date on or after the request day, UTC).',
  Psc: 'A product or service code with its category-management taxonomy (GET /api/psc/{code}/).',
  PscCurrent: 'The name and description of a product or service code in force.',

  // opportunities, forecasts, Federal Register
  Opportunity: 'A federal contract opportunity: one SAM.gov opportunity with its latest notice (GET /api/opportunities/{opportunity_id}/).',
  VehicleOpportunity: 'The contract opportunity (SAM.gov notice) that solicited a vehicle.',
  OpportunityNaics: 'NAICS code of the opportunity and its description.',
  OpportunityPsc: 'Product or service code of the opportunity and its name.',
  OpportunitySetAside: 'Small-business set-aside of the opportunity: code and description.',
  OpportunityAgency: 'The sub-tier agency of the issuing office.',
  OpportunityDepartment: 'The department (top-tier agency) of the issuing office.',
  OpportunityPlaceOfPerformance: 'Place of performance of an opportunity.',
  OpportunityPrimaryContact: 'The primary point of contact of an opportunity.',
  OpportunitySecondaryContact: 'The secondary point of contact of an opportunity.',
  OpportunityAttachment: 'A file posted with the notices of an opportunity.',
  OpportunityMeta: 'Notice metadata of an opportunity: the type of the latest notice and the number of attachments.',
  OpportunityNoticeType: 'Type of a notice: the SAM.gov code and its name.',
  Forecast: 'An agency procurement forecast: a planned buy as the publishing system gives it (GET /api/forecasts/{id}/).',
  ForecastPrimaryContact: 'The point of contact of a forecast.',
  FederalRegisterDocument: 'A Federal Register document bearing on federal acquisition: a rule, proposed rule, notice or presidential document (GET /api/federal_register/{document_number}/).',

  // labor rates and the schedule catalogue
  LaborRate: 'A contract-awarded labor-category rate (hourly price) (GET /api/idvs/{key}/lcats/, /api/entities/{uei}/lcats/).',
  LaborRateIdv: 'The IDV a rate was awarded under.',
  LaborRateRecipient: 'The recipient of the IDV a rate was awarded under.',
  LaborRateBusinessSize: 'Size of the vendor: S Small Business or O Other Than Small Business.',
  ScheduleCatalogContract: 'A schedule catalogue row: one schedule contract with its SINs and documents (GET /api/schedule_catalog_contracts/{uuid}/).',
  ScheduleCatalogContractIdv: 'The IDV a catalogue row enriches.',
  ScheduleCatalogContractRecipient: 'The holder of a schedule contract, as registered.',

  // vehicles
  Vehicle: 'A vehicle: the IDVs awarded under one solicitation, with rollups over them and their orders (GET /api/vehicles/{uuid}/).',
  VehicleAwardee: 'An IDV of a vehicle, in the IDV field tree (GET /api/vehicles/{uuid}/awardees/).',
  VehicleVehicleType: 'IDV type of a vehicle: FPDS code and description.',
  VehicleContractType: 'Type of contract (pricing arrangement) of a vehicle: FPDS code and description.',
  VehicleCompetitionDetails: 'Competition of a vehicle aggregated over its IDVs ("most common" is the modal non-null code).',
  VehicleAgencyDetails: 'The most common awarding and funding office of the IDVs of a vehicle.',
  VehicleMetrics: 'Metrics computed over the orders under the IDVs of a vehicle.',

  // entities
  Entity: 'A vendor registered in SAM, keyed by UEI (GET /api/entities/{uei}/).',
  EntityBusinessType: 'A SAM business type (self-certified): code and description.',
  EntitySbaBusinessType: 'An SBA certification (8(a), HUBZone, ...) with its entry and exit dates.',
  EntityNaicsCode: 'A NAICS code of a registration and whether the entity is small under it.',
  EntityPhysicalAddress: 'The physical address of a registration.',
  EntityMailingAddress: 'The mailing address of a registration.',
  EntityPurposeOfRegistration: 'Purpose of a registration: code and description.',
  EntityStructure: 'Entity structure of a registration: code and description.',
  EntityType: 'Entity type of a registration: code and description.',
  EntityProfitStructure: 'Profit structure of a registration: code and description.',
  EntityOrganizationStructure: 'Organisation structure of a registration: code and description.',
  EntityStateOfIncorporation: 'State of incorporation: code and name.',
  EntityCountryOfIncorporation: 'Country of incorporation: code and name.',
  EntityHighestOwner: 'The highest owner of a registration, as reported.',
  EntityImmediateOwner: 'The immediate owner of a registration, as reported.',
  EntityRelationship: 'A corporate relationship of an entity: an owner (parent) or an owned firm (subsidiary).',
  EntityFederalObligations: 'Federal obligations of an entity, computed from its awards.',
  EntityFederalObligationsTotal: 'Every award of the entity, and the subawards it received.',
  EntityFederalObligationsActive: 'The awards of the entity still in performance today (UTC).',
  EntityPastPerformance: 'Contract history of an entity: a summary and the awarding agencies with the largest obligations.',
  EntityPastPerformanceSummary: 'Summary over every contract of the entity.',
  EntityPastPerformanceAgency: 'An awarding agency of the entity with its obligations and top codes.',
  EntityMetrics: "An entity's obligations and new awards per period over the last months (GET /api/entities/{uei}/metrics/<months>/<period_grouping>/).",
  EntityMetricsTotals: 'Obligations and new awards over the whole window.',
  EntityMetricsPeriod: 'Obligations and new awards in one period of the window.',

  // organisations and agencies
  Organization: 'A node of the federal hierarchy: a department, a sub-tier agency or an office (GET /api/organizations/{organization_id}/).',
  OrganizationParent: 'The node directly above an organisation.',
  OrganizationAncestor: 'A node above an organisation.',
  OrganizationChild: 'A node directly below an organisation.',
  OrganizationDepartment: 'The department (top-tier agency) of an organisation.',
  OrganizationAgency: 'The sub-tier agency of an organisation.',
  OrganizationBudgetAppropriation: "A department's budget for one fiscal year, summed over its budget accounts.",
  Agency: 'A sub-tier agency (deprecated: use organizations) (GET /api/agencies/{code}/).',
  AgencyDepartment: 'The department of an agency.',

  // IT investments
  ItInvestment: 'A federal IT investment of the IT Dashboard (GET /api/itdashboard/{uii}/).',
  ItInvestmentFunding: 'Internal funding and contributions of an IT investment, FY2020 to FY2025, in millions of dollars.',
  ItInvestmentDetails: 'The investment details block of the IT Dashboard.',
  ItCioEvaluation: 'A CIO evaluation of an IT investment.',
  ItInvestmentContract: 'A contract an agency reports under an IT investment.',
  ItInvestmentProject: 'A project of an IT investment.',
  ItCostPoolTower: 'Spending of an IT investment in one Technology Business Management cost pool or IT tower, for one fiscal year.',
  ItFundingSource: 'A budget account funding an IT investment, for one fiscal year and funding type.',
  ItPerformanceMetric: 'A performance metric of an IT investment.',
  ItPerformanceActual: 'A reported actual result of a performance metric.',
  ItOperationalAnalysis: 'An operational analysis of an IT investment.',

  // grants
  Grant: 'A Grants.gov funding opportunity (GET /api/grants/{grant_id}/).',
  GrantContact: 'The grantor contact of a grant opportunity.',
  GrantStatus: 'Status of a grant opportunity: P Posted, F Forecasted, C Closed, A Archived.',
  GrantCategory: 'Category of a grant opportunity: D Discretionary, M Mandatory, C Continuation, E Earmark, O Other.',
  GrantCfdaNumber: 'An Assistance Listing (formerly CFDA) a grant opportunity funds under.',
  GrantApplicantType: 'An eligible applicant type: Grants.gov code and description.',
  GrantFundingCategory: 'A funding activity category: Grants.gov code and description.',
  GrantFundingInstrument: 'A funding instrument: Grants.gov code and description.',
  GrantFundingDetails: 'Award ceiling and floor, estimated total programme funding (dollars) and expected number of awards.',
  GrantImportantDates: 'Posting, closing, forecast and archive dates of a grant opportunity.',
  GrantAdditionalInfo: 'Link to additional information on a grant opportunity and its label.',
  GrantAttachment: 'A document attached to a grant notice.',

  // defense bid board
  DibbsRfq: 'A request for quote of the defense logistics bid board (GET /api/dibbs/rfqs/{uuid}/).',
  DibbsRfp: 'A larger solicitation (request for proposal) of the defense logistics bid board (GET /api/dibbs/rfps/{uuid}/).',
  DibbsAward: 'An award line item of the defense logistics bid board (GET /api/dibbs/awards/{uuid}/).',
  DibbsAwardee: 'The registered entity an award CAGE code resolves to.',
  DibbsAwardTotals: 'Spend over the award line items a filter matches, each order counted once.',

  // storefront
  StorefrontRequest: 'A storefront request (RFQ, RFP or RFI) posted to schedule holders, visible under the caller\'s linked contracts (GET /api/ebuy/requests/{rfq_id}/).',
  StorefrontAttachment: "A document or link in a storefront request's current listing.",

  // state and local
  SledCoverage: 'Coverage rollup of the state and local data: counts by status and by state (GET /api/sled/opportunities/coverage/).',
  SledCoverageTotals: 'Totals over every state and territory.',
  SledCoverageStatusCounts: 'Solicitations by status; every bucket always present, zero when empty.',
  SledCoverageState: 'Coverage of one state or territory.',
  SledCoverageStateStatusCounts: 'Solicitations of one state by status; every bucket always present, zero when empty.',
  SledOpportunity: 'A state, local or education solicitation, arbitrated across the scrapes that saw it (GET /api/sled/opportunities/{opportunity_id}/).',
  SledContact: 'The procurement contact of a state or local solicitation.',
  SledCategoryCode: 'A category code of a solicitation, with its scheme.',
  SledAttachment: 'A document of a state or local solicitation.',
  SledRevision: 'An observed substantive change of a solicitation.',
  SledRevisionChange: 'One field a revision changed, with its values before and after.',
  SledRaw: "The portal's raw record of a solicitation as last captured.",
  SledOpportunityRevision: 'An observed substantive change of a state or local solicitation (GET /api/sled/opportunities/{opportunity_id}/revisions/).',
  SledForecast: 'A planned state or local procurement (GET /api/sled/forecasts/{forecast_id}/).',
  SledForecastCategoryCode: 'A category code of a forecast, with its scheme.',
  SledForecastContact: 'The contact of a state or local forecast.',

  // budget
  BudgetAccount: 'One federal account in one fiscal year: budget lifecycle, contract and assistance split, ratios and trends (GET /api/budget/accounts/{pk}/).',
  BudgetSourceAnomaly: 'A source-data problem of an account-year and what the service did about it.',
  BudgetAccountAppendix: 'The budget appendix entry of an account-year.',
  BudgetAccountAppendixRequest: 'The request of an account-year by object class, in 16 buckets (dollars).',
  BudgetAccountNarrative: 'A narrative and appropriations text entry of an account-year.',
  BudgetAccountRecipient: 'Contract money of one account-year from one funding office to one recipient (GET /api/budget/accounts/{pk}/recipients/).',
  BudgetAccountRecipientRecipient: 'The recipient of a budget recipient row, as registered.',
  BudgetAccountRecipientContract: 'A contract of a budget recipient row.',
  BudgetAccountQuarter: 'Obligations and outlays of one Treasury account symbol in one fiscal quarter (GET /api/budget/accounts/{pk}/quarters/).',
  BudgetFlow: 'Contract money from one account-year and funding office to one vendor (GET /api/entities/{uei}/budget-flows/).',
  BudgetFlowRecipient: 'The vendor of a budget flow, as registered.',
  BudgetFlowContract: 'A contract of a budget flow.',
};

// ───────────────────────────── filters ─────────────────────────────

/** The award filters of document 2 (contracts), shared by the award families (awards-common.ts). */
const AWARD_FILTERS: Table = {
  search: 'Ranked full text over PIID, key, solicitation number, recipient and description.',
  recipient: 'Substring of the recipient legal business name, any case (at least 2 characters).',
  uei: 'Recipient UEI, exact (any case).',
  piid: 'PIID, exact (any case).',
  key: 'Award key, exact; OR-list.',
  solicitation_identifier: 'Solicitation number in any spelling (dashes, spaces, dots and case ignored); OR-list.',
  awarding_agency: 'Awarding agency or department: a 3-digit CGAC, a 4-digit FPDS department id, a sub-tier agency code, or an exact name or abbreviation, any case; OR-list. A department code is the reproducible choice.',
  funding_agency: 'Funding agency or department, resolved as awarding_agency is; OR-list.',
  naics: 'NAICS code, exact; OR-list.',
  psc: 'Product or service code, any case; OR-list.',
  set_aside: 'Set-aside code (e.g. SBA, 8A, WOSB), any case; OR-list.',
  award_type: 'Award type code, any case; OR-list.',
  award_date: 'Award date, exactly this day (YYYY-MM-DD).',
  award_date_gte: 'Award date on or after this day (YYYY-MM-DD).',
  award_date_lte: 'Award date on or before this day (YYYY-MM-DD).',
  fiscal_year: 'Federal fiscal year (four digits), exact.',
  fiscal_year_gte: 'Federal fiscal year at least.',
  fiscal_year_lte: 'Federal fiscal year at most.',
  pop_start_date_gte: 'Period of performance starts on or after this day (YYYY-MM-DD).',
  pop_start_date_lte: 'Period of performance starts on or before this day (YYYY-MM-DD).',
  pop_end_date_gte: 'Current end date on or after this day (YYYY-MM-DD).',
  pop_end_date_lte: 'Current end date on or before this day (YYYY-MM-DD).',
  expiring_gte: 'Ultimate completion date on or after this day (YYYY-MM-DD).',
  expiring_lte: 'Ultimate completion date on or before this day (YYYY-MM-DD).',
  obligated_gte: 'Obligated amount at least this many dollars.',
  obligated_lte: 'Obligated amount at most this many dollars.',
};

/** The named award filters (awards-common.ts picks them per family). */
function pick(table: Table, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, table[n]]));
}

/** IDVs: the award filters document 2 names for them, plus the last-date-to-order range and its expiring_* aliases. */
const IDV_FILTERS: Table = {
  ...pick(AWARD_FILTERS, [
    'search', 'recipient', 'uei', 'piid', 'solicitation_identifier', 'obligated_gte', 'obligated_lte', 'awarding_agency', 'funding_agency',
    'naics', 'psc', 'set_aside', 'award_date', 'award_date_gte', 'award_date_lte', 'fiscal_year', 'fiscal_year_gte', 'fiscal_year_lte',
    'pop_start_date_gte', 'pop_start_date_lte',
  ]),
  key: 'IDV key, exact; OR-list.',
  last_date_to_order_gte: 'Last date to order on or after this day (YYYY-MM-DD).',
  last_date_to_order_lte: 'Last date to order on or before this day (YYYY-MM-DD).',
  expiring_gte: 'Alias of last_date_to_order_gte: last date to order on or after this day (IDVs have no ultimate completion date).',
  expiring_lte: 'Alias of last_date_to_order_lte: last date to order on or before this day.',
};

/** Other transactions: no NAICS, set-aside, award type or solicitation filter (they carry none); expiring_* is the ultimate completion date. */
const OT_FILTERS: Table = pick(AWARD_FILTERS, [
  'search', 'recipient', 'uei', 'piid', 'awarding_agency', 'funding_agency', 'psc', 'award_date', 'award_date_gte', 'award_date_lte',
  'fiscal_year', 'fiscal_year_gte', 'fiscal_year_lte', 'pop_start_date_gte', 'pop_start_date_lte', 'pop_end_date_gte', 'pop_end_date_lte',
  'expiring_gte', 'expiring_lte', 'obligated_gte', 'obligated_lte',
]);

/** Inclusive whole-day bounds of a date or time. */
const after = (what: string) => `${what} on or after this day (YYYY-MM-DD).`;
const before = (what: string) => `${what} on or before this day (YYYY-MM-DD).`;
const afterUtc = (what: string) => `${what} on or after this UTC day (YYYY-MM-DD).`;
const beforeUtc = (what: string) => `${what} on or before this UTC day (YYYY-MM-DD): the whole day.`;

/** By resource name (ResourceSpec.name), then filter name: filters whose declaration says nothing. */
export const FILTER_DESCRIPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  contracts: AWARD_FILTERS,
  vehicle_orders: AWARD_FILTERS,
  agency_contracts: AWARD_FILTERS,
  idvs: IDV_FILTERS,
  otas: { ...OT_FILTERS, key: 'OTA key, exact; OR-list.' },
  otidvs: { ...OT_FILTERS, key: 'OTIDV key, exact; OR-list.' },
  transactions: {
    transaction_date_gte: after('Modification signed'),
    transaction_date_lte: before('Modification signed'),
  },
  subawards: {
    award_key: 'Key of the prime award, exact.',
    prime_uei: 'UEI of the prime awardee, exact (any case).',
    sub_uei: 'UEI of the subawardee, exact (any case).',
    recipient: 'Subawardee name (at least 2 characters): registered entities whose legal or display name contains it, by UEI; the reported name only where the subaward has no UEI.',
    awarding_agency: 'Sub-tier code of the awarding agency, exact (any case).',
    funding_agency: 'Sub-tier code of the funding agency, exact (any case).',
    fiscal_year: 'Fiscal year of the subaward action date, exact.',
    fiscal_year_gte: 'Fiscal year of the subaward action date at least.',
    fiscal_year_lte: 'Fiscal year of the subaward action date at most.',
  },
  contract_appeals: {
    board: 'cbca or asbca, any case; OR-list.',
    docket: 'One of the docket numbers, exact (a leading board name and No. or Nos. are ignored, suffix letters match in any case; no prefix or substring matching); OR-list.',
    appellant: 'Substring of the appellant, any case, at least 2 characters per value; OR-list.',
    judge: 'Judge, exact in any case; OR-list.',
    decision_type: 'Decision type (cbca values: Decision, Dismissal, Order, Full Board Order, ...), any case; OR-list.',
    decision_date_after: after('Decision'),
    decision_date_before: before('Decision'),
    listed: 'true: decisions the newest listing carries; false: decisions no longer listed.',
    document_id: "The board's document identifier, exact.",
    search: 'Ranked full text over appellant, dockets, judge and decision text, at least 2 characters; double quotes make a phrase. Responses carry no text fragment.',
  },
  naics_codes: {
    employee_limit: 'Size standard employee limit, exact.',
    employee_limit_gte: 'Size standard employee limit at least.',
    employee_limit_lte: 'Size standard employee limit at most.',
    revenue_limit: 'Size standard revenue limit in dollars, exact.',
    revenue_limit_gte: 'Size standard revenue limit at least this many dollars.',
    revenue_limit_lte: 'Size standard revenue limit at most this many dollars.',
  },
  opportunities: {
    first_notice_date_after: afterUtc('First notice posted'),
    first_notice_date_before: beforeUtc('First notice posted'),
    last_notice_date_after: afterUtc('Latest notice posted'),
    last_notice_date_before: beforeUtc('Latest notice posted'),
    response_deadline_after: afterUtc('Response deadline'),
    response_deadline_before: beforeUtc('Response deadline'),
  },
  forecasts: {
    fiscal_year: 'Fiscal year of the planned award, exact.',
    fiscal_year_gte: 'Fiscal year of the planned award at least.',
    fiscal_year_lte: 'Fiscal year of the planned award at most.',
    award_date_after: after('Anticipated award date'),
    award_date_before: before('Anticipated award date'),
    modified_after: afterUtc('Last changed'),
    modified_before: beforeUtc('Last changed'),
  },
  federal_register: {
    publication_date_after: after('Published'),
    publication_date_before: before('Published'),
  },
  schedule_catalog_contracts: {
    cooperative_purchasing: 'true: contracts open to cooperative purchasing; false: the others.',
    disaster_recovery_purchasing: 'true: contracts open to disaster recovery purchasing; false: the others.',
  },
  vehicles: {
    set_aside: 'Set-aside code of the vehicle (the most common among its IDVs), exact; OR-list.',
    naics_code: 'NAICS code of the vehicle, exact (a whole number).',
    psc_code: 'Product or service code of the vehicle, exact (any case).',
    total_obligated_min: 'Obligations of the IDVs at least this many dollars.',
    total_obligated_max: 'Obligations of the IDVs at most this many dollars.',
    idv_count_min: 'At least this many IDVs.',
    idv_count_max: 'At most this many IDVs.',
    order_count_min: 'At least this many orders.',
    order_count_max: 'At most this many orders.',
    fiscal_year: 'Fiscal year of the earliest IDV award, exact.',
    award_date_after: after('Earliest IDV award'),
    award_date_before: before('Earliest IDV award'),
    last_date_to_order_after: after('Last date to order'),
    last_date_to_order_before: before('Last date to order'),
  },
  protests: {
    filed_date_after: after('Filed'),
    filed_date_before: before('Filed'),
  },
  exclusions: {
    activate_date_after: after('Activated'),
    activate_date_before: before('Activated'),
    termination_date_after: after('Termination date'),
    termination_date_before: before('Termination date'),
    update_date_after: after('Updated at the source'),
    update_date_before: before('Updated at the source'),
  },
  sled_opportunities: {
    posted_after: after('Posted'),
    posted_before: before('Posted'),
    response_deadline_after: afterUtc('Response deadline'),
    response_deadline_before: beforeUtc('Response deadline'),
    first_seen_before: beforeUtc('First seen'),
    modified_after: afterUtc('Last changed'),
    modified_before: beforeUtc('Last changed'),
  },
  sled_opportunity_revisions: {
    observed_after: afterUtc('Change observed'),
    observed_before: beforeUtc('Change observed'),
  },
  sled_forecasts: {
    fiscal_year: "The buyer's fiscal year of the planned release, exact.",
    fiscal_year_gte: "The buyer's fiscal year at least.",
    fiscal_year_lte: "The buyer's fiscal year at most.",
    release_date_after: after('Estimated release'),
    release_date_before: before('Estimated release'),
    award_date_after: after('Estimated award'),
    award_date_before: before('Estimated award'),
    estimated_value_min: 'Estimated value at least this many dollars.',
    estimated_value_max: 'Estimated value at most this many dollars.',
    first_seen_before: beforeUtc('First seen'),
    modified_after: afterUtc('Last changed'),
    modified_before: beforeUtc('Last changed'),
  },
};
