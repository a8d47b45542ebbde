/**
 * FPDS / SAM.gov / Grants.gov code tables.
 *
 * Code values follow the FPDS-NG Data Dictionary, the SAM.gov entity
 * registration code lists and the Grants.gov XML extract vocabularies. Where
 * a field is free text in the source system (e.g. IDV "who can use") the
 * table is a realistic controlled vocabulary for demo data.
 */

export interface CodeEntry {
  readonly code: string;
  readonly description: string;
}

export interface SetAsideEntry extends CodeEntry {
  /** Wording used on SAM.gov contract opportunities, where the code is also used there. */
  readonly samDescription: string | null;
  /** True for set-asides restricted to small businesses (incl. socio-economic programs). */
  readonly smallBusiness: boolean;
  readonly soleSource: boolean;
}

export interface IdvTypeEntry extends CodeEntry {
  readonly shortName: string;
}

export interface GsaSchedule {
  readonly code: string;
  readonly name: string;
  /** 'active' = current MAS; 'legacy' = pre-consolidation schedule (before Oct 2019). */
  readonly status: 'active' | 'legacy';
}

export interface MasSin {
  readonly sin: string;
  readonly title: string;
  readonly schedule: string;
  /** MAS Large Category. */
  readonly category: string;
  /** Primary NAICS associated with the SIN (2017 code), or null for ancillary SINs. */
  readonly naics: string | null;
}

export interface AssistanceListing {
  /** CFDA / Assistance Listing number, 'NN.NNN'. */
  readonly number: string;
  readonly title: string;
  /** CGAC of the administering department, when it is in DEPARTMENTS; otherwise null. */
  readonly agencyCgac: string | null;
}

// ---------------------------------------------------------------------------
// Award / IDV identification
// ---------------------------------------------------------------------------

export const SET_ASIDES: readonly SetAsideEntry[] = [
  { code: 'NONE', description: 'No set aside used.', samDescription: null, smallBusiness: false, soleSource: false },
  { code: 'SBA', description: 'Small Business Set Aside - Total', samDescription: 'Total Small Business Set-Aside (FAR 19.5)', smallBusiness: true, soleSource: false },
  { code: 'SBP', description: 'Small Business Set Aside - Partial', samDescription: 'Partial Small Business Set-Aside (FAR 19.5)', smallBusiness: true, soleSource: false },
  { code: '8A', description: '8A Competed', samDescription: '8(a) Set-Aside (FAR 19.8)', smallBusiness: true, soleSource: false },
  { code: '8AN', description: '8(a) Sole Source', samDescription: '8(a) Sole Source (FAR 19.8)', smallBusiness: true, soleSource: true },
  { code: 'HZC', description: 'HUBZone Set-Aside', samDescription: 'Historically Underutilized Business (HUBZone) Set-Aside (FAR 19.13)', smallBusiness: true, soleSource: false },
  { code: 'HZS', description: 'HUBZone Sole Source', samDescription: 'Historically Underutilized Business (HUBZone) Sole Source (FAR 19.13)', smallBusiness: true, soleSource: true },
  { code: 'SDVOSBC', description: 'Service Disabled Veteran Owned Small Business Set-Aside', samDescription: 'Service-Disabled Veteran-Owned Small Business (SDVOSB) Set-Aside (FAR 19.14)', smallBusiness: true, soleSource: false },
  { code: 'SDVOSBS', description: 'SDVOSB Sole Source', samDescription: 'Service-Disabled Veteran-Owned Small Business (SDVOSB) Sole Source (FAR 19.14)', smallBusiness: true, soleSource: true },
  { code: 'WOSB', description: 'Women Owned Small Business', samDescription: 'Women-Owned Small Business (WOSB) Program Set-Aside (FAR 19.15)', smallBusiness: true, soleSource: false },
  { code: 'WOSBSS', description: 'Women Owned Small Business Sole Source', samDescription: 'Women-Owned Small Business (WOSB) Program Sole Source (FAR 19.15)', smallBusiness: true, soleSource: true },
  { code: 'EDWOSB', description: 'Economically Disadvantaged Women Owned Small Business', samDescription: 'Economically Disadvantaged WOSB (EDWOSB) Program Set-Aside (FAR 19.15)', smallBusiness: true, soleSource: false },
  { code: 'EDWOSBSS', description: 'Economically Disadvantaged Women Owned Small Business Sole Source', samDescription: 'Economically Disadvantaged WOSB (EDWOSB) Program Sole Source (FAR 19.15)', smallBusiness: true, soleSource: true },
  { code: 'VSA', description: 'Veteran Set Aside', samDescription: 'Veteran-Owned Small Business Set-Aside (specific to Department of Veterans Affairs)', smallBusiness: true, soleSource: false },
  { code: 'VSS', description: 'Veteran Sole Source', samDescription: 'Veteran-Owned Small Business Sole Source (specific to Department of Veterans Affairs)', smallBusiness: true, soleSource: true },
  { code: 'ISBEE', description: 'Indian Small Business Economic Enterprise', samDescription: 'Indian Small Business Economic Enterprise (ISBEE) Set-Aside (specific to Department of Interior and Indian Health Services)', smallBusiness: true, soleSource: false },
  { code: 'IEE', description: 'Indian Economic Enterprise', samDescription: 'Indian Economic Enterprise (IEE) Set-Aside (specific to Department of Interior and Indian Health Services)', smallBusiness: false, soleSource: false },
  { code: 'BI', description: 'Buy Indian', samDescription: 'Buy Indian Set-Aside (specific to Department of Health and Human Services, Indian Health Services)', smallBusiness: false, soleSource: false },
  { code: 'LAS', description: 'Local Area Set-Aside', samDescription: 'Local Area Set-Aside (FAR 26.2)', smallBusiness: false, soleSource: false },
  { code: 'HS3', description: '8(a) with HUB Zone Preference', samDescription: null, smallBusiness: true, soleSource: false },
  { code: 'HMT', description: 'HBCU or MI Set-Aside -- Total', samDescription: null, smallBusiness: false, soleSource: false },
  { code: 'HMP', description: 'HBCU or MI Set-Aside -- Partial', samDescription: null, smallBusiness: false, soleSource: false },
  { code: 'VSB', description: 'Very Small Business', samDescription: null, smallBusiness: true, soleSource: false },
  { code: 'ESB', description: 'Emerging Small Business Set-Aside', samDescription: null, smallBusiness: true, soleSource: false },
  { code: 'RSB', description: 'Reserved for Small Business', samDescription: null, smallBusiness: true, soleSource: false },
];

export const AWARD_TYPES: readonly CodeEntry[] = [
  { code: 'A', description: 'BPA Call' },
  { code: 'B', description: 'Purchase Order' },
  { code: 'C', description: 'Delivery Order' },
  { code: 'D', description: 'Definitive Contract' },
];

export const IDV_TYPES: readonly IdvTypeEntry[] = [
  { code: 'A', shortName: 'GWAC', description: 'Government-Wide Acquisition Contract' },
  { code: 'B', shortName: 'IDC', description: 'Indefinite Delivery Contract' },
  { code: 'C', shortName: 'FSS', description: 'Federal Supply Schedule' },
  { code: 'D', shortName: 'BOA', description: 'Basic Ordering Agreement' },
  { code: 'E', shortName: 'BPA', description: 'Blanket Purchase Agreement' },
];

export const TYPE_OF_IDC: readonly CodeEntry[] = [
  { code: 'A', description: 'Indefinite Delivery / Requirements' },
  { code: 'B', description: 'Indefinite Delivery / Indefinite Quantity' },
  { code: 'C', description: 'Indefinite Delivery / Definite Quantity' },
];

export const MULTIPLE_OR_SINGLE: readonly CodeEntry[] = [
  { code: 'M', description: 'Multiple Award' },
  { code: 'S', description: 'Single Award' },
];

/** Type of contract (pricing arrangement). */
export const CONTRACT_TYPES: readonly CodeEntry[] = [
  { code: 'A', description: 'Fixed Price Redetermination' },
  { code: 'B', description: 'Fixed Price Level of Effort' },
  { code: 'J', description: 'Firm Fixed Price' },
  { code: 'K', description: 'Fixed Price with Economic Price Adjustment' },
  { code: 'L', description: 'Fixed Price Incentive' },
  { code: 'M', description: 'Fixed Price Award Fee' },
  { code: 'R', description: 'Cost Plus Award Fee' },
  { code: 'S', description: 'Cost No Fee' },
  { code: 'T', description: 'Cost Sharing' },
  { code: 'U', description: 'Cost Plus Fixed Fee' },
  { code: 'V', description: 'Cost Plus Incentive Fee' },
  { code: 'Y', description: 'Time and Materials' },
  { code: 'Z', description: 'Labor Hours' },
  { code: '1', description: 'Order Dependent (IDV allows pricing arrangement to be determined separately for each order)' },
  { code: '2', description: 'Combination (two or more)' },
  { code: '3', description: 'Other (none of the above)' },
];

// ---------------------------------------------------------------------------
// Competition
// ---------------------------------------------------------------------------

export const EXTENT_COMPETED: readonly CodeEntry[] = [
  { code: 'A', description: 'Full and Open Competition' },
  { code: 'B', description: 'Not Available for Competition' },
  { code: 'C', description: 'Not Competed' },
  { code: 'D', description: 'Full and Open Competition after exclusion of sources' },
  { code: 'E', description: 'Follow On to Competed Action' },
  { code: 'F', description: 'Competed under SAP' },
  { code: 'G', description: 'Not Competed under SAP' },
  { code: 'CDO', description: 'Competitive Delivery Order' },
  { code: 'NDO', description: 'Non-Competitive Delivery Order' },
];

export const SOLICITATION_PROCEDURES: readonly CodeEntry[] = [
  { code: 'NP', description: 'Negotiated Proposal/Quote' },
  { code: 'SP1', description: 'Simplified Acquisition' },
  { code: 'SB', description: 'Sealed Bid' },
  { code: 'TS', description: 'Two Step' },
  { code: 'AE', description: 'Architect-Engineer FAR 6.102' },
  { code: 'BR', description: 'Basic Research' },
  { code: 'AS', description: 'Alternative Sources' },
  { code: 'MAFO', description: 'Subject to Multiple Award Fair Opportunity' },
  { code: 'SSS', description: 'Only One Source' },
];

/** Reason not competed (other than full and open competition, FAR 6.302). */
export const OTHER_THAN_FULL_AND_OPEN: readonly CodeEntry[] = [
  { code: 'UNQ', description: 'Unique Source' },
  { code: 'FOC', description: 'Follow-On Contract' },
  { code: 'UR', description: 'Unsolicited Research Proposal' },
  { code: 'PDR', description: 'Patent or Data Rights' },
  { code: 'UT', description: 'Utilities' },
  { code: 'STD', description: 'Standardization' },
  { code: 'ONE', description: 'Only One Source - Other' },
  { code: 'URG', description: 'Urgency' },
  { code: 'MES', description: 'Mobilization, Essential R&D' },
  { code: 'IA', description: 'International Agreement' },
  { code: 'OTH', description: 'Authorized by Statute' },
  { code: 'RES', description: 'Authorized Resale' },
  { code: 'NS', description: 'National Security' },
  { code: 'PI', description: 'Public Interest' },
  { code: 'MPT', description: 'Less than or equal to the Micro-Purchase Threshold' },
  { code: 'SP2', description: 'SAP Non-Competition' },
  { code: 'BND', description: 'Brand Name Description' },
];

/** Fair opportunity / limited sources exception for orders under multiple-award IDVs (FAR 16.505(b)(2)). */
export const FAIR_OPPORTUNITY_LIMITED_SOURCES: readonly CodeEntry[] = [
  { code: 'URG', description: 'Urgency' },
  { code: 'ONE', description: 'Only One Source' },
  { code: 'FOO', description: 'Follow-on Action Following Competitive Initial Action' },
  { code: 'MG', description: 'Minimum Guarantee' },
  { code: 'OSA', description: 'Other Statutory Authority' },
  { code: 'FAIR', description: 'Fair Opportunity Given' },
  { code: 'CSA', description: 'Competitive Set Aside' },
  { code: 'SS', description: 'Sole Source' },
];

export const EVALUATED_PREFERENCE: readonly CodeEntry[] = [
  { code: 'NONE', description: 'No Preference Used' },
  { code: 'SDA', description: 'SDB Price Evaluation Adjustment' },
  { code: 'SPS', description: 'SDB Preferential Consideration Partial SB Set Aside' },
  { code: 'HZE', description: 'HUBZone Price Evaluation Preference' },
  { code: 'HSD', description: 'Combined HUB/SDB Preference' },
];

/** Source selection process. */
export const TRADEOFF_PROCESS: readonly CodeEntry[] = [
  { code: 'LPTA', description: 'Lowest Price Technically Acceptable' },
  { code: 'TO', description: 'Tradeoff' },
  { code: 'O', description: 'Other' },
];

// ---------------------------------------------------------------------------
// Modifications
// ---------------------------------------------------------------------------

/** Reason for modification. */
export const ACTION_TYPES: readonly CodeEntry[] = [
  { code: 'A', description: 'Additional Work (new agreement, FAR Part 6 applies)' },
  { code: 'B', description: 'Supplemental Agreement for work within scope' },
  { code: 'C', description: 'Funding Only Action' },
  { code: 'D', description: 'Change Order' },
  { code: 'E', description: 'Terminate for Default (complete or partial)' },
  { code: 'F', description: 'Terminate for Convenience (complete or partial)' },
  { code: 'G', description: 'Exercise an Option' },
  { code: 'H', description: 'Definitize Letter Contract' },
  { code: 'J', description: 'Novation Agreement' },
  { code: 'K', description: 'Close Out' },
  { code: 'L', description: 'Definitize Change Order' },
  { code: 'M', description: 'Other Administrative Action' },
  { code: 'N', description: 'Legal Contract Cancellation' },
  { code: 'P', description: 'Rerepresentation of Non-Novated Merger/Acquisition' },
  { code: 'R', description: 'Rerepresentation' },
  { code: 'S', description: 'Change PIID' },
  { code: 'T', description: 'Transfer Action' },
  { code: 'V', description: 'Unique Entity ID or Legal Business Name Change - Non-Novation' },
  { code: 'W', description: 'Entity Address Change' },
  { code: 'X', description: 'Terminate for Cause' },
  { code: 'Y', description: 'Add Subcontract Plan' },
];

// ---------------------------------------------------------------------------
// SAM.gov entity vocabularies
// ---------------------------------------------------------------------------

/** SAM business type codes (socio-economic, organization and government types). */
export const BUSINESS_TYPES: readonly CodeEntry[] = [
  { code: '2X', description: 'For Profit Organization' },
  { code: 'A8', description: 'Non-Profit Organization' },
  { code: '2U', description: 'Other Not For Profit Organization' },
  { code: 'LJ', description: 'Limited Liability Company' },
  { code: 'XS', description: 'Subchapter S Corporation' },
  { code: 'MF', description: 'Manufacturer of Goods' },
  { code: '20', description: 'Foreign Owned' },
  { code: '1D', description: 'Small Agricultural Cooperative' },
  { code: '23', description: 'Minority Owned Business' },
  { code: '27', description: 'Self Certified Small Disadvantaged Business' },
  { code: 'A2', description: 'Woman Owned Business' },
  { code: '8W', description: 'Woman Owned Small Business' },
  { code: '8E', description: 'Economically Disadvantaged Women-Owned Small Business' },
  { code: '8C', description: 'Joint Venture Women Owned Small Business' },
  { code: '8D', description: 'Joint Venture Economically Disadvantaged Women-Owned Small Business' },
  { code: 'A5', description: 'Veteran Owned Business' },
  { code: 'QF', description: 'Service Disabled Veteran Owned Business' },
  { code: 'OY', description: 'Black American Owned' },
  { code: 'PI', description: 'Hispanic American Owned' },
  { code: 'FR', description: 'Asian-Pacific American Owned' },
  { code: 'QZ', description: 'Subcontinent Asian (Asian-Indian) American Owned' },
  { code: 'NB', description: 'Native American Owned' },
  { code: 'OW', description: 'American Indian Owned' },
  { code: '05', description: 'Alaskan Native Corporation Owned Firm' },
  { code: 'XY', description: 'Indian Tribe (Federally Recognized)' },
  { code: '8U', description: 'Native Hawaiian Organization Owned Firm' },
  { code: '1B', description: 'Tribally Owned Firm' },
  { code: 'A3', description: 'Labor Surplus Area Firm' },
  { code: 'JX', description: 'Self-Certified HUBZone Joint Venture' },
  { code: 'HQ', description: 'DOT Certified DBE' },
  { code: '2R', description: 'U.S. Federal Government' },
  { code: '2F', description: 'U.S. State Government' },
  { code: '12', description: 'U.S. Local Government' },
  { code: '3I', description: 'Tribal Government' },
  { code: 'CY', description: 'Foreign Government' },
  { code: 'C8', description: 'City' },
  { code: 'C7', description: 'County' },
  { code: 'C6', description: 'Municipality' },
  { code: 'H6', description: 'School District' },
  { code: 'TW', description: 'Transit Authority' },
  { code: '8B', description: 'Housing Authorities Public/Tribal' },
  { code: '86', description: 'Port Authority' },
  { code: 'QW', description: 'Federally Funded Research and Development Center' },
  { code: 'M8', description: 'Educational Institution' },
  { code: 'HB', description: 'Historically Black College or University' },
  { code: '1A', description: 'Minority Institution' },
  { code: '1R', description: 'Private University or College' },
  { code: 'OH', description: 'State Controlled Institution of Higher Learning' },
  { code: 'GW', description: 'Hispanic Servicing Institution' },
  { code: 'G6', description: '1862 Land Grant College' },
  { code: 'G7', description: '1890 Land Grant College' },
  { code: 'G8', description: '1994 Land Grant College' },
  { code: '80', description: 'Hospital' },
  { code: 'BZ', description: 'Foundation' },
];

/** SBA-certified program codes carried on SAM registrations. */
export const SBA_BUSINESS_TYPES: readonly CodeEntry[] = [
  { code: 'A4', description: 'SBA Certified Small Disadvantaged Business' },
  { code: 'A6', description: 'SBA Certified 8(a) Program Participant' },
  { code: 'JT', description: 'SBA Certified 8(a) Joint Venture' },
  { code: 'XX', description: 'SBA Certified HUBZone Firm' },
];

export const ENTITY_STRUCTURES: readonly CodeEntry[] = [
  { code: '2L', description: 'Corporate Entity (Not Tax Exempt)' },
  { code: '8H', description: 'Corporate Entity (Tax Exempt)' },
  { code: '2A', description: 'U.S. Government Entity' },
  { code: '2J', description: 'Sole Proprietorship' },
  { code: '2K', description: 'Partnership or Limited Liability Partnership' },
  { code: 'CY', description: 'Country - Foreign Government' },
  { code: 'X6', description: 'International Organization' },
  { code: 'ZZ', description: 'Other' },
];

/** Entity type selected at SAM registration. */
export const ENTITY_TYPES: readonly CodeEntry[] = [
  { code: 'BO', description: 'Business or Organization' },
  { code: 'GV', description: 'U.S. Government Entity' },
  { code: 'FG', description: 'Foreign Government' },
  { code: 'IO', description: 'International Organization' },
  { code: 'JV', description: 'Joint Venture' },
];

export const PROFIT_STRUCTURES: readonly CodeEntry[] = [
  { code: '2X', description: 'For Profit Organization' },
  { code: 'A8', description: 'Non-Profit Organization' },
  { code: '2U', description: 'Other Not For Profit Organization' },
];

/** SAM "organization factors". */
export const ORGANIZATION_STRUCTURES: readonly CodeEntry[] = [
  { code: 'LJ', description: 'Limited Liability Company' },
  { code: 'XS', description: 'Subchapter S Corporation' },
  { code: 'MF', description: 'Manufacturer of Goods' },
  { code: '20', description: 'Foreign Owned' },
  { code: '1D', description: 'Small Agricultural Cooperative' },
];

export const PURPOSE_OF_REGISTRATION: readonly CodeEntry[] = [
  { code: 'Z1', description: 'Federal Assistance Awards' },
  { code: 'Z2', description: 'All Awards' },
  { code: 'Z3', description: 'IGT-Only' },
  { code: 'Z4', description: 'Federal Assistance Awards & IGT' },
  { code: 'Z5', description: 'All Awards & IGT' },
];

export const DOMESTIC_OR_FOREIGN_ENTITY: readonly CodeEntry[] = [
  { code: 'A', description: 'U.S. Owned Business' },
  { code: 'B', description: 'Other U.S. Entity (e.g. Government)' },
  { code: 'C', description: 'Foreign-Owned Business Incorporated in the U.S.' },
  { code: 'D', description: 'Foreign-Owned Business Not Incorporated in the U.S.' },
  { code: 'O', description: 'Other Foreign Entity (e.g. Foreign Government)' },
];

// ---------------------------------------------------------------------------
// Other transaction agreements
// ---------------------------------------------------------------------------

export const OT_AGREEMENT_TYPES: readonly CodeEntry[] = [
  { code: 'PROTOTYPE', description: 'Prototype Other Transaction Agreement (10 U.S.C. 4022)' },
  { code: 'PRODUCTION', description: 'Follow-on Production Other Transaction Agreement (10 U.S.C. 4022(f))' },
  { code: 'RESEARCH', description: 'Research Other Transaction Agreement (10 U.S.C. 4021)' },
];

/** Non-traditional defense contractor participation on an OT agreement. */
export const OT_NONTRADITIONAL_PARTICIPATION: readonly CodeEntry[] = [
  { code: '1', description: 'At least one non-traditional defense contractor or nonprofit research institution participating to a significant extent' },
  { code: '2', description: 'All significant participants are small businesses or non-traditional defense contractors' },
  { code: '3', description: 'At least one third of the total cost of the prototype project is paid out of funds provided by sources other than the Federal Government' },
  { code: '4', description: 'Senior procurement executive determination of exceptional circumstances' },
];

// ---------------------------------------------------------------------------
// FPDS yes/no-ish and compliance fields
// ---------------------------------------------------------------------------

export const COMMERCIAL_ITEM_ACQUISITION_PROCEDURES: readonly CodeEntry[] = [
  { code: 'A', description: 'Commercial Products/Services' },
  { code: 'B', description: 'Supplies or services pursuant to FAR 12.102(f)' },
  { code: 'C', description: 'Services pursuant to FAR 12.102(g)' },
  { code: 'D', description: 'Commercial Products/Services procedures not used' },
];

export const CONSOLIDATED_CONTRACT: readonly CodeEntry[] = [
  { code: 'A', description: 'Consolidated Requirements with Written Determination (FAR 7.107-2)' },
  { code: 'B', description: 'Consolidated Requirements Below Threshold, No Determination Required' },
  { code: 'C', description: 'Not Consolidated' },
];

export const CONTRACT_BUNDLING: readonly CodeEntry[] = [
  { code: 'A', description: 'Mission Critical' },
  { code: 'B', description: 'OMB Circular A-76' },
  { code: 'C', description: 'Other' },
  { code: 'D', description: 'Not a Bundled Requirement' },
];

export const COST_OR_PRICING_DATA: readonly CodeEntry[] = [
  { code: 'Y', description: 'Yes' },
  { code: 'N', description: 'No' },
  { code: 'W', description: 'Not Obtained - Waived' },
];

export const COST_ACCOUNTING_STANDARDS_CLAUSE: readonly CodeEntry[] = [
  { code: 'Y', description: 'Yes - CAS clause included' },
  { code: 'N', description: 'No - CAS waiver approved' },
  { code: 'X', description: 'Not Applicable - exempt from CAS' },
];

export const FED_BIZ_OPPS: readonly CodeEntry[] = [
  { code: 'Y', description: 'Yes' },
  { code: 'N', description: 'No' },
  { code: 'X', description: 'Not Applicable' },
];

export const FOREIGN_FUNDING: readonly CodeEntry[] = [
  { code: 'A', description: 'Foreign Funds FMS' },
  { code: 'B', description: 'Foreign Funds non-FMS' },
  { code: 'X', description: 'Not Applicable' },
];

export const PERFORMANCE_BASED_SERVICE_ACQUISITION: readonly CodeEntry[] = [
  { code: 'Y', description: 'Yes - Service where PBA is used.' },
  { code: 'N', description: 'No - Service where PBA is not used.' },
  { code: 'X', description: 'Not Applicable' },
];

export const PLACE_OF_MANUFACTURE: readonly CodeEntry[] = [
  { code: 'C', description: 'Not a manufactured end product' },
  { code: 'D', description: 'Manufactured in U.S.' },
  { code: 'E', description: 'Manufactured outside U.S. - Use outside the U.S.' },
  { code: 'F', description: 'Manufactured outside U.S. - Resale' },
  { code: 'G', description: 'Manufactured outside U.S. - Trade Agreements' },
  { code: 'H', description: 'Manufactured outside U.S. - Commercial information technology' },
  { code: 'I', description: 'Manufactured outside U.S. - Public interest determination' },
  { code: 'J', description: 'Manufactured outside U.S. - Domestic nonavailability' },
  { code: 'K', description: 'Manufactured outside U.S. - Unreasonable cost' },
  { code: 'L', description: 'Manufactured outside U.S. - Qualifying country (DoD only)' },
];

export const RECOVERED_MATERIALS_SUSTAINABILITY: readonly CodeEntry[] = [
  { code: 'A', description: 'FAR 52.223-4 Included' },
  { code: 'B', description: 'FAR 52.223-4 and FAR 52.223-9 Included' },
  { code: 'C', description: 'No Clauses Included and No Sustainability Included' },
  { code: 'D', description: 'Energy Efficient' },
  { code: 'E', description: 'Bio-Based' },
  { code: 'F', description: 'Environmentally Preferable' },
  { code: 'G', description: 'Combination of Sustainability Attributes' },
];

/** SBIR / STTR phase. */
export const RESEARCH: readonly CodeEntry[] = [
  { code: 'SR1', description: 'Small Business Innovation Research Program Phase I Action' },
  { code: 'SR2', description: 'Small Business Innovation Research Program Phase II Action' },
  { code: 'SR3', description: 'Small Business Innovation Research Program Phase III Action' },
  { code: 'ST1', description: 'Small Technology Transfer Research Program Phase I' },
  { code: 'ST2', description: 'Small Technology Transfer Research Program Phase II' },
  { code: 'ST3', description: 'Small Technology Transfer Research Program Phase III' },
];

export const SUBCONTRACTING_PLAN: readonly CodeEntry[] = [
  { code: 'A', description: 'Plan Not Included - No Subcontracting Possibilities' },
  { code: 'B', description: 'Plan Not Required' },
  { code: 'C', description: 'Plan Required - Incentive Not Included' },
  { code: 'D', description: 'Plan Required - Incentive Included' },
  { code: 'E', description: 'Plan Required (Pre 2004)' },
  { code: 'F', description: 'Individual Subcontract Plan' },
  { code: 'G', description: 'Commercial Subcontract Plan' },
  { code: 'H', description: 'DOD Comprehensive Subcontract Plan' },
];

export const UNDEFINITIZED_ACTION: readonly CodeEntry[] = [
  { code: 'L', description: 'Letter Contract' },
  { code: 'O', description: 'Other Undefinitized Action' },
  { code: 'X', description: 'No' },
];

export const INFORMATION_TECHNOLOGY_COMMERCIAL_ITEM_CATEGORY: readonly CodeEntry[] = [
  { code: 'A', description: 'Commercially Available' },
  { code: 'B', description: 'Other Commercial Item' },
  { code: 'C', description: 'Non-Developmental Item' },
  { code: 'D', description: 'Non-Commercial Item' },
  { code: 'E', description: 'Commercial Service' },
  { code: 'F', description: 'Non-Commercial Service' },
  { code: 'Z', description: 'Not IT Products or Services' },
];

export const INHERENTLY_GOVERNMENTAL_FUNCTIONS: readonly CodeEntry[] = [
  { code: 'OT', description: 'Other Functions' },
  { code: 'CL', description: 'Closely Associated' },
  { code: 'CT', description: 'Critical Functions' },
  { code: 'CL,CT', description: 'Closely Associated, Critical Functions' },
  { code: 'CL,OT', description: 'Closely Associated, Other Functions' },
  { code: 'CT,OT', description: 'Critical Functions, Other Functions' },
];

export const EPA_DESIGNATED_PRODUCT: readonly CodeEntry[] = [
  { code: 'A', description: 'Meets Requirements' },
  { code: 'B', description: 'Justification - Time' },
  { code: 'C', description: 'Justification - Price' },
  { code: 'D', description: 'Justification - Performance' },
  { code: 'E', description: 'Not Required' },
];

export const SAM_EXCEPTION: readonly CodeEntry[] = [
  { code: '1', description: 'Classified Contracts' },
  { code: '2', description: 'Contracting Officers Deployed in the Course of Military Operations' },
  { code: '3', description: 'Contracts to Support Unusual or Compelling Needs' },
  { code: '4', description: 'Awards to Foreign Vendors for Work Performed Outside the United States' },
  { code: '5', description: 'Micro-purchases That Do Not Use the Electronic Funds Transfer' },
];

export const CONTINGENCY_HUMANITARIAN_OR_PEACEKEEPING_OPERATION: readonly CodeEntry[] = [
  { code: 'A', description: 'Contingency operation as defined in 10 U.S.C. 101(a)(13)' },
  { code: 'B', description: 'Humanitarian or peacekeeping operation as defined in 10 U.S.C. 3015' },
  { code: 'X', description: 'Not Applicable' },
];

/** Who may place orders against an IDV / vehicle. */
export const WHO_CAN_USE: readonly CodeEntry[] = [
  { code: 'GOVWIDE', description: 'Government-wide - any federal agency' },
  { code: 'DEPARTMENT', description: 'Only ordering activities within the awarding department' },
  { code: 'AGENCY', description: 'Only the awarding agency' },
  { code: 'OFFICE', description: 'Only the awarding contracting office' },
  { code: 'LISTED', description: 'Only the agencies listed in the contract' },
  { code: 'COOPERATIVE', description: 'Federal agencies and eligible state, local, tribal and territorial governments (cooperative purchasing)' },
];

// ---------------------------------------------------------------------------
// GSA schedules
// ---------------------------------------------------------------------------

export const GSA_SCHEDULES: readonly GsaSchedule[] = [
  { code: 'MAS', name: 'Multiple Award Schedule', status: 'active' },
  { code: '00CORP', name: 'Professional Services Schedule (PSS)', status: 'legacy' },
  { code: '70', name: 'General Purpose Commercial Information Technology Equipment, Software, and Services', status: 'legacy' },
  { code: '874', name: 'Mission Oriented Business Integrated Services (MOBIS)', status: 'legacy' },
  { code: '871', name: 'Professional Engineering Services (PES)', status: 'legacy' },
  { code: '899', name: 'Environmental Services', status: 'legacy' },
  { code: '738X', name: 'Human Resources and Equal Employment Opportunity Services', status: 'legacy' },
  { code: '520', name: 'Financial and Business Solutions (FABS)', status: 'legacy' },
  { code: '541', name: 'Advertising and Integrated Marketing Solutions (AIMS)', status: 'legacy' },
  { code: '84', name: 'Total Solutions for Law Enforcement, Security, Facilities Management, Fire, Rescue, Clothing, Marine Life and Emergency/Disaster Response', status: 'legacy' },
  { code: '03FAC', name: 'Facilities Maintenance and Management', status: 'legacy' },
  { code: '56', name: 'Buildings and Building Materials/Industrial Services and Supplies', status: 'legacy' },
  { code: '66', name: 'Scientific Equipment and Services', status: 'legacy' },
  { code: '75', name: 'Office Products/Supplies and Services and New Products/Technology', status: 'legacy' },
  { code: '36', name: 'The Office, Imaging and Document Solution', status: 'legacy' },
  { code: '51V', name: 'Hardware Superstore', status: 'legacy' },
  { code: '48', name: 'Transportation, Delivery and Relocation Solutions', status: 'legacy' },
];

export const MAS_SINS: readonly MasSin[] = [
  // Information Technology
  { sin: '54151S', title: 'Information Technology Professional Services', schedule: 'MAS', category: 'Information Technology', naics: '541512' },
  { sin: '54151HACS', title: 'Highly Adaptive Cybersecurity Services (HACS)', schedule: 'MAS', category: 'Information Technology', naics: '541519' },
  { sin: '54151HEAL', title: 'Health Information Technology Services', schedule: 'MAS', category: 'Information Technology', naics: '541512' },
  { sin: '518210C', title: 'Cloud and Cloud-Related IT Professional Services', schedule: 'MAS', category: 'Information Technology', naics: '518210' },
  { sin: '518210ERM', title: 'Electronic Records Management Solutions', schedule: 'MAS', category: 'Information Technology', naics: '518210' },
  { sin: '54151ECOM', title: 'Electronic Commerce and Subscription Services', schedule: 'MAS', category: 'Information Technology', naics: '541519' },
  { sin: '511210', title: 'Software Licenses', schedule: 'MAS', category: 'Information Technology', naics: '511210' },
  { sin: '54151', title: 'Software Maintenance Services', schedule: 'MAS', category: 'Information Technology', naics: '541511' },
  { sin: '33411', title: 'Purchasing of New Electronic Equipment', schedule: 'MAS', category: 'Information Technology', naics: '334111' },
  { sin: '33411REF', title: 'Refurbished Computer Equipment', schedule: 'MAS', category: 'Information Technology', naics: '334111' },
  { sin: '532420L', title: 'Leasing of New Electronic Equipment', schedule: 'MAS', category: 'Information Technology', naics: '532420' },
  { sin: '811212', title: 'Maintenance of Information Technology Hardware', schedule: 'MAS', category: 'Information Technology', naics: '811212' },
  { sin: '517312', title: 'Wireless Mobility Solutions', schedule: 'MAS', category: 'Information Technology', naics: '517312' },
  { sin: '541519ICAM', title: 'Identity, Credentials and Access Management (ICAM)', schedule: 'MAS', category: 'Information Technology', naics: '541519' },
  { sin: '541519CDM', title: 'Continuous Diagnostics and Mitigation (CDM) Tools', schedule: 'MAS', category: 'Information Technology', naics: '541519' },
  { sin: '611420', title: 'Information Technology Training', schedule: 'MAS', category: 'Information Technology', naics: '611420' },
  // Professional Services
  { sin: '541611', title: 'Management and Financial Consulting, Acquisition and Grants Management Support, and Business Program and Project Management Services', schedule: 'MAS', category: 'Professional Services', naics: '541611' },
  { sin: '541330ENG', title: 'Engineering Services', schedule: 'MAS', category: 'Professional Services', naics: '541330' },
  { sin: '541715', title: 'Engineering Research and Development and Strategic Planning', schedule: 'MAS', category: 'Professional Services', naics: '541715' },
  { sin: '541380', title: 'Testing Laboratory Services', schedule: 'MAS', category: 'Professional Services', naics: '541380' },
  { sin: '541990RISK', title: 'Risk Assessment and Mitigation Services', schedule: 'MAS', category: 'Professional Services', naics: '541990' },
  { sin: '541620', title: 'Environmental Consulting Services', schedule: 'MAS', category: 'Professional Services', naics: '541620' },
  { sin: '562910RMED', title: 'Environmental Remediation Services', schedule: 'MAS', category: 'Professional Services', naics: '562910' },
  { sin: '541690E', title: 'Energy Consulting Services', schedule: 'MAS', category: 'Professional Services', naics: '541690' },
  { sin: '541211', title: 'Auditing Services', schedule: 'MAS', category: 'Professional Services', naics: '541211' },
  { sin: '541214', title: 'Payroll Services', schedule: 'MAS', category: 'Professional Services', naics: '541214' },
  { sin: '541219', title: 'Budget and Financial Management Services', schedule: 'MAS', category: 'Professional Services', naics: '541219' },
  { sin: '541810', title: 'Advertising Services', schedule: 'MAS', category: 'Professional Services', naics: '541810' },
  { sin: '541613', title: 'Marketing Consulting Services', schedule: 'MAS', category: 'Professional Services', naics: '541613' },
  { sin: '541430', title: 'Graphic Design Services', schedule: 'MAS', category: 'Professional Services', naics: '541430' },
  { sin: '541910', title: 'Marketing Research and Analysis', schedule: 'MAS', category: 'Professional Services', naics: '541910' },
  { sin: '541930', title: 'Translation and Interpretation Services', schedule: 'MAS', category: 'Professional Services', naics: '541930' },
  // Human Capital
  { sin: '541612', title: 'Human Resources Services', schedule: 'MAS', category: 'Human Capital', naics: '541612' },
  { sin: '611430', title: 'Professional and Management Development Training', schedule: 'MAS', category: 'Human Capital', naics: '611430' },
  // Facilities
  { sin: '561210FS', title: 'Facilities Support Services', schedule: 'MAS', category: 'Facilities', naics: '561210' },
  { sin: '561720', title: 'Janitorial Services', schedule: 'MAS', category: 'Facilities', naics: '561720' },
  { sin: '561730', title: 'Landscaping Services', schedule: 'MAS', category: 'Facilities', naics: '561730' },
  // Security and Protection
  { sin: '561612', title: 'Security Services', schedule: 'MAS', category: 'Security and Protection', naics: '561612' },
  { sin: '561621', title: 'Security Systems Integration, Design, Management, and Life Cycle Support', schedule: 'MAS', category: 'Security and Protection', naics: '561621' },
  // Scientific / Travel
  { sin: '541370GEO', title: 'Earth Observation Solutions', schedule: 'MAS', category: 'Scientific Management and Solutions', naics: '541370' },
  { sin: '561510', title: 'Travel Agent and Misc. Services', schedule: 'MAS', category: 'Travel', naics: '561510' },
  // Miscellaneous (apply across categories)
  { sin: 'OLM', title: 'Order-Level Materials (OLM)', schedule: 'MAS', category: 'Miscellaneous', naics: null },
  { sin: 'ANCILLARY', title: 'Ancillary Supplies and Services', schedule: 'MAS', category: 'Miscellaneous', naics: null },
];

// ---------------------------------------------------------------------------
// Exclusions (SAM.gov)
// ---------------------------------------------------------------------------

export const CLASSIFICATION_TYPES: readonly CodeEntry[] = [
  { code: 'Firm', description: 'Firm' },
  { code: 'Individual', description: 'Individual' },
  { code: 'Special Entity Designation', description: 'Special Entity Designation' },
  { code: 'Vessel', description: 'Vessel' },
];

export const EXCLUSION_TYPES: readonly CodeEntry[] = [
  { code: 'Ineligible (Proceedings Pending)', description: 'Ineligible (Proceedings Pending)' },
  { code: 'Ineligible (Proceedings Completed)', description: 'Ineligible (Proceedings Completed)' },
  { code: 'Prohibition/Restriction', description: 'Prohibition/Restriction' },
  { code: 'Voluntary Exclusion', description: 'Voluntary Exclusion' },
];

export const EXCLUSION_PROGRAMS: readonly CodeEntry[] = [
  { code: 'Reciprocal', description: 'Reciprocal' },
  { code: 'Non-Procurement', description: 'Non-Procurement' },
  { code: 'Procurement', description: 'Procurement' },
];

export const TERMINATION_TYPES: readonly CodeEntry[] = [
  { code: 'Definite', description: 'Definite' },
  { code: 'Indefinite', description: 'Indefinite' },
  { code: 'Undetermined', description: 'Undetermined' },
];

// ---------------------------------------------------------------------------
// Grants (Grants.gov / Assistance Listings)
// ---------------------------------------------------------------------------

export const FUNDING_INSTRUMENTS: readonly CodeEntry[] = [
  { code: 'G', description: 'Grant' },
  { code: 'CA', description: 'Cooperative Agreement' },
  { code: 'PC', description: 'Procurement Contract' },
  { code: 'O', description: 'Other' },
];

export const FUNDING_CATEGORIES: readonly CodeEntry[] = [
  { code: 'ACA', description: 'Affordable Care Act' },
  { code: 'AG', description: 'Agriculture' },
  { code: 'AR', description: 'Arts' },
  { code: 'BC', description: 'Business and Commerce' },
  { code: 'CD', description: 'Community Development' },
  { code: 'CP', description: 'Consumer Protection' },
  { code: 'DPR', description: 'Disaster Prevention and Relief' },
  { code: 'ED', description: 'Education' },
  { code: 'ELT', description: 'Employment, Labor and Training' },
  { code: 'EN', description: 'Energy' },
  { code: 'ENV', description: 'Environment' },
  { code: 'FN', description: 'Food and Nutrition' },
  { code: 'HL', description: 'Health' },
  { code: 'HO', description: 'Housing' },
  { code: 'HU', description: 'Humanities' },
  { code: 'IIJ', description: 'Infrastructure Investment and Jobs Act' },
  { code: 'IS', description: 'Information and Statistics' },
  { code: 'ISS', description: 'Income Security and Social Services' },
  { code: 'LJL', description: 'Law, Justice and Legal Services' },
  { code: 'NR', description: 'Natural Resources' },
  { code: 'OZ', description: 'Opportunity Zone Benefits' },
  { code: 'RA', description: 'Recovery Act' },
  { code: 'RD', description: 'Regional Development' },
  { code: 'ST', description: 'Science and Technology and other Research and Development' },
  { code: 'T', description: 'Transportation' },
  { code: 'O', description: 'Other' },
];

export const APPLICANT_TYPES: readonly CodeEntry[] = [
  { code: '00', description: 'State governments' },
  { code: '01', description: 'County governments' },
  { code: '02', description: 'City or township governments' },
  { code: '04', description: 'Special district governments' },
  { code: '05', description: 'Independent school districts' },
  { code: '06', description: 'Public and State controlled institutions of higher education' },
  { code: '07', description: 'Native American tribal governments (Federally recognized)' },
  { code: '08', description: 'Public housing authorities/Indian housing authorities' },
  { code: '11', description: 'Native American tribal organizations (other than Federally recognized tribal governments)' },
  { code: '12', description: 'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education' },
  { code: '13', description: 'Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education' },
  { code: '20', description: 'Private institutions of higher education' },
  { code: '21', description: 'Individuals' },
  { code: '22', description: 'For profit organizations other than small businesses' },
  { code: '23', description: 'Small businesses' },
  { code: '25', description: 'Others (see text field entitled "Additional Information on Eligibility" for clarification)' },
  { code: '99', description: 'Unrestricted (i.e., open to any type of entity above), subject to any clarification in text field entitled "Additional Information on Eligibility"' },
];

export const OPPORTUNITY_STATUS: readonly CodeEntry[] = [
  { code: 'posted', description: 'Posted' },
  { code: 'forecasted', description: 'Forecasted' },
  { code: 'closed', description: 'Closed' },
  { code: 'archived', description: 'Archived' },
];

/** Real Assistance Listings (formerly CFDA) numbers and titles. */
export const ASSISTANCE_LISTINGS: readonly AssistanceListing[] = [
  { number: '10.001', title: 'Agricultural Research Basic and Applied Research', agencyCgac: '012' },
  { number: '10.310', title: 'Agriculture and Food Research Initiative (AFRI)', agencyCgac: '012' },
  { number: '10.557', title: 'WIC Special Supplemental Nutrition Program for Women, Infants, and Children', agencyCgac: '012' },
  { number: '10.664', title: 'Cooperative Forestry Assistance', agencyCgac: '012' },
  { number: '10.766', title: 'Community Facilities Loans and Grants', agencyCgac: '012' },
  { number: '11.300', title: 'Investments for Public Works and Economic Development Facilities', agencyCgac: '013' },
  { number: '11.307', title: 'Economic Adjustment Assistance', agencyCgac: '013' },
  { number: '11.431', title: 'Climate and Atmospheric Research', agencyCgac: '013' },
  { number: '11.609', title: 'Measurement and Engineering Research and Standards', agencyCgac: '013' },
  { number: '12.300', title: 'Basic and Applied Scientific Research', agencyCgac: '097' },
  { number: '12.351', title: 'Scientific Research - Combating Weapons of Mass Destruction', agencyCgac: '097' },
  { number: '12.420', title: 'Military Medical Research and Development', agencyCgac: '097' },
  { number: '12.431', title: 'Basic Scientific Research', agencyCgac: '097' },
  { number: '12.800', title: 'Air Force Defense Research Sciences Program', agencyCgac: '097' },
  { number: '12.910', title: 'Research and Technology Development', agencyCgac: '097' },
  { number: '14.218', title: 'Community Development Block Grants/Entitlement Grants', agencyCgac: '086' },
  { number: '14.239', title: 'Home Investment Partnerships Program', agencyCgac: '086' },
  { number: '14.871', title: 'Section 8 Housing Choice Vouchers', agencyCgac: '086' },
  { number: '15.608', title: 'Fish and Wildlife Management Assistance', agencyCgac: '014' },
  { number: '15.904', title: 'Historic Preservation Fund Grants-In-Aid', agencyCgac: '014' },
  { number: '16.575', title: 'Crime Victim Assistance', agencyCgac: '015' },
  { number: '16.738', title: 'Edward Byrne Memorial Justice Assistance Grant Program', agencyCgac: '015' },
  { number: '17.258', title: 'WIOA Adult Program', agencyCgac: '016' },
  { number: '17.259', title: 'WIOA Youth Activities', agencyCgac: '016' },
  { number: '20.106', title: 'Airport Improvement Program', agencyCgac: '069' },
  { number: '20.205', title: 'Highway Planning and Construction', agencyCgac: '069' },
  { number: '20.507', title: 'Federal Transit Formula Grants', agencyCgac: '069' },
  { number: '20.933', title: 'National Infrastructure Investments', agencyCgac: '069' },
  { number: '43.001', title: 'Science', agencyCgac: '080' },
  { number: '43.008', title: 'Office of STEM Engagement (OSTEM)', agencyCgac: '080' },
  { number: '45.024', title: 'Promotion of the Arts Grants to Organizations and Individuals', agencyCgac: null },
  { number: '45.164', title: 'Promotion of the Humanities Public Programs', agencyCgac: null },
  { number: '47.041', title: 'Engineering', agencyCgac: '049' },
  { number: '47.049', title: 'Mathematical and Physical Sciences', agencyCgac: '049' },
  { number: '47.050', title: 'Geosciences', agencyCgac: '049' },
  { number: '47.070', title: 'Computer and Information Science and Engineering', agencyCgac: '049' },
  { number: '47.074', title: 'Biological Sciences', agencyCgac: '049' },
  { number: '47.075', title: 'Social, Behavioral, and Economic Sciences', agencyCgac: '049' },
  { number: '47.076', title: 'STEM Education', agencyCgac: '049' },
  { number: '47.083', title: 'Integrative Activities', agencyCgac: '049' },
  { number: '59.037', title: 'Small Business Development Centers', agencyCgac: '073' },
  { number: '64.015', title: 'Veterans State Nursing Home Care', agencyCgac: '036' },
  { number: '66.458', title: 'Clean Water State Revolving Fund Capitalization Grants', agencyCgac: '068' },
  { number: '66.468', title: 'Capitalization Grants for Drinking Water State Revolving Funds', agencyCgac: '068' },
  { number: '66.605', title: 'Performance Partnership Grants', agencyCgac: '068' },
  { number: '81.049', title: 'Office of Science Financial Assistance Program', agencyCgac: '089' },
  { number: '81.087', title: 'Renewable Energy Research and Development', agencyCgac: '089' },
  { number: '84.010', title: 'Title I Grants to Local Educational Agencies', agencyCgac: '091' },
  { number: '84.027', title: 'Special Education Grants to States', agencyCgac: '091' },
  { number: '84.063', title: 'Federal Pell Grant Program', agencyCgac: '091' },
  { number: '84.425', title: 'Education Stabilization Fund', agencyCgac: '091' },
  { number: '93.242', title: 'Mental Health Research Grants', agencyCgac: '075' },
  { number: '93.268', title: 'Immunization Cooperative Agreements', agencyCgac: '075' },
  { number: '93.279', title: 'Drug Abuse and Addiction Research Programs', agencyCgac: '075' },
  { number: '93.323', title: 'Epidemiology and Laboratory Capacity for Infectious Diseases (ELC)', agencyCgac: '075' },
  { number: '93.351', title: 'Research Infrastructure Programs', agencyCgac: '075' },
  { number: '93.393', title: 'Cancer Cause and Prevention Research', agencyCgac: '075' },
  { number: '93.395', title: 'Cancer Treatment Research', agencyCgac: '075' },
  { number: '93.778', title: 'Medical Assistance Program', agencyCgac: '075' },
  { number: '93.837', title: 'Cardiovascular Diseases Research', agencyCgac: '075' },
  { number: '93.847', title: 'Diabetes, Digestive, and Kidney Diseases Extramural Research', agencyCgac: '075' },
  { number: '93.853', title: 'Extramural Research Programs in the Neurosciences and Neurological Disorders', agencyCgac: '075' },
  { number: '93.855', title: 'Allergy and Infectious Diseases Research', agencyCgac: '075' },
  { number: '93.859', title: 'Biomedical Research and Research Training', agencyCgac: '075' },
  { number: '93.865', title: 'Child Health and Human Development Extramural Research', agencyCgac: '075' },
  { number: '93.866', title: 'Aging Research', agencyCgac: '075' },
  { number: '93.959', title: 'Block Grants for Prevention and Treatment of Substance Abuse', agencyCgac: '075' },
  { number: '97.036', title: 'Disaster Grants - Public Assistance (Presidentially Declared Disasters)', agencyCgac: '070' },
  { number: '97.039', title: 'Hazard Mitigation Grant', agencyCgac: '070' },
  { number: '97.044', title: 'Assistance to Firefighters Grant', agencyCgac: '070' },
  { number: '97.067', title: 'Homeland Security Grant Program', agencyCgac: '070' },
];

/** Alias: the Assistance Listing numbers are still widely called CFDA numbers. */
export const CFDA_PROGRAMS: readonly AssistanceListing[] = ASSISTANCE_LISTINGS;

// ---------------------------------------------------------------------------
// Registry and helpers
// ---------------------------------------------------------------------------

/** Every plain code table, by FPDS/SAM field name, for lookups and validation. */
export const CODE_TABLES: Readonly<Record<string, readonly CodeEntry[]>> = {
  SET_ASIDES,
  AWARD_TYPES,
  IDV_TYPES,
  TYPE_OF_IDC,
  MULTIPLE_OR_SINGLE,
  CONTRACT_TYPES,
  EXTENT_COMPETED,
  SOLICITATION_PROCEDURES,
  OTHER_THAN_FULL_AND_OPEN,
  FAIR_OPPORTUNITY_LIMITED_SOURCES,
  EVALUATED_PREFERENCE,
  TRADEOFF_PROCESS,
  ACTION_TYPES,
  BUSINESS_TYPES,
  SBA_BUSINESS_TYPES,
  ENTITY_STRUCTURES,
  ENTITY_TYPES,
  PROFIT_STRUCTURES,
  ORGANIZATION_STRUCTURES,
  PURPOSE_OF_REGISTRATION,
  DOMESTIC_OR_FOREIGN_ENTITY,
  OT_AGREEMENT_TYPES,
  OT_NONTRADITIONAL_PARTICIPATION,
  COMMERCIAL_ITEM_ACQUISITION_PROCEDURES,
  CONSOLIDATED_CONTRACT,
  CONTRACT_BUNDLING,
  COST_OR_PRICING_DATA,
  COST_ACCOUNTING_STANDARDS_CLAUSE,
  FED_BIZ_OPPS,
  FOREIGN_FUNDING,
  PERFORMANCE_BASED_SERVICE_ACQUISITION,
  PLACE_OF_MANUFACTURE,
  RECOVERED_MATERIALS_SUSTAINABILITY,
  RESEARCH,
  SUBCONTRACTING_PLAN,
  UNDEFINITIZED_ACTION,
  INFORMATION_TECHNOLOGY_COMMERCIAL_ITEM_CATEGORY,
  INHERENTLY_GOVERNMENTAL_FUNCTIONS,
  EPA_DESIGNATED_PRODUCT,
  SAM_EXCEPTION,
  CONTINGENCY_HUMANITARIAN_OR_PEACEKEEPING_OPERATION,
  WHO_CAN_USE,
  CLASSIFICATION_TYPES,
  EXCLUSION_TYPES,
  EXCLUSION_PROGRAMS,
  TERMINATION_TYPES,
  FUNDING_INSTRUMENTS,
  FUNDING_CATEGORIES,
  APPLICANT_TYPES,
  OPPORTUNITY_STATUS,
};

/** Description for a code in a table, or undefined when the code is not in it. */
export function describeCode(table: readonly CodeEntry[], code: string): string | undefined {
  return table.find((entry) => entry.code === code)?.description;
}

export const MAS_SIN_BY_CODE: ReadonlyMap<string, MasSin> = new Map(MAS_SINS.map((s) => [s.sin, s] as const));

export const ASSISTANCE_LISTING_BY_NUMBER: ReadonlyMap<string, AssistanceListing> = new Map(
  ASSISTANCE_LISTINGS.map((a) => [a.number, a] as const),
);
