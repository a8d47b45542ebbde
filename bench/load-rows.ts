/**
 * Generated USAspending contract prime transaction rows for the loader
 * benchmark (bench/load.ts), as full as the real ones: a real row of the
 * custom award download fills about 230 of its 297 columns (agency, office
 * and recipient names next to their codes, the recipient's address and
 * congressional districts, the code/description pairs of every FPDS
 * field, the ~100 business-type flags as t/f, the funding accounts, the
 * permalink). A sparse row would flatter the loader: parsing, the
 * staged row, the flag checks, the FPDS pairs stored as JSON and the
 * award's size in PostgreSQL all grow with the values a row carries.
 *
 * Codes and descriptions come from our FPDS vocabularies
 * (src/demo/reference/codes.ts) and the reference tables of the demo
 * database, so that the loader resolves them as it would resolve real ones.
 */
import { Rng } from '../src/demo/rng.js';
import { CODE_TABLES, type CodeEntry } from '../src/demo/reference/codes.js';
import { STATES } from '../src/demo/reference/states.js';
import { FLAG_COLUMNS, FPDS_PAIR_COLUMNS, TRANSACTION_COLUMNS } from '../src/load/sources/usaspending-common.js';

export interface Reference {
  offices: { code: string; name: string; agency: string; agencyName: string; department: string; departmentName: string }[];
  recipients: {
    uei: string;
    name: string;
    dba: string | null;
    cage: string | null;
    district: string | null;
    address: { line1: string; line2: string; city: string; state: string; zip: string; plus4: string; county: string; countyCode: string; fips: string; country: string; countryName: string } | null;
  }[];
  naics: { code: string; description: string }[];
  psc: { code: string; description: string }[];
}

/** Code/description pairs with no vocabulary of ours: the values real rows carry most often. */
const FIXED_PAIRS: [string, string, string][] = [
  ['a76_fair_act_action_code', 'a76_fair_act_action', 'N|NO'],
  ['local_area_set_aside_code', 'local_area_set_aside', 'N|NO'],
  ['simplified_procedures_for_certain_commercial_items_code', 'simplified_procedures_for_certain_commercial_items', 'N|NO'],
  ['clinger_cohen_act_planning_code', 'clinger_cohen_act_planning', 'N|NO'],
  ['materials_supplies_articles_equipment_code', 'materials_supplies_articles_equipment', 'N|NO'],
  ['labor_standards_code', 'labor_standards', 'Y|YES'],
  ['construction_wage_rate_requirements_code', 'construction_wage_rate_requirements', 'N|NO'],
  ['interagency_contracting_authority_code', 'interagency_contracting_authority', 'X|NOT APPLICABLE'],
  ['national_interest_action_code', 'national_interest_action', 'NONE|NONE'],
  ['government_furnished_property_code', 'government_furnished_property', 'N|TRANSACTION DOES NOT USE GFE/GFP'],
  ['multi_year_contract_code', 'multi_year_contract', 'N|NO'],
  ['contract_financing_code', 'contract_financing', 'Z|NOT APPLICABLE'],
  ['purchase_card_as_payment_method_code', 'purchase_card_as_payment_method', 'N|NO'],
  ['country_of_product_or_service_origin_code', 'country_of_product_or_service_origin', 'USA|UNITED STATES'],
  ['dod_acquisition_program_code', 'dod_acquisition_program_description', '000|NONE'],
  ['dod_claimant_program_code', 'dod_claimant_program_description', 'S1|SERVICES'],
  ['type_of_set_aside_code', 'type_of_set_aside', 'NONE|NO SET ASIDE USED.'],
  ['solicitation_procedures_code', 'solicitation_procedures', 'NP|NEGOTIATED PROPOSAL/QUOTE'],
  ['extent_competed_code', 'extent_competed', 'A|FULL AND OPEN COMPETITION'],
  ['type_of_contract_pricing_code', 'type_of_contract_pricing', 'J|FIRM FIXED PRICE'],
  ['award_type_code', 'award_type', 'D|DEFINITIVE CONTRACT'],
];
/** FPDS pairs real definitive contracts mostly leave empty (orders, exceptions, research). */
const USUALLY_EMPTY = new Set(['fair_opportunity_limited_sources', 'research', 'sam_exception', 'contingency_humanitarian_or_peacekeeping_operation']);
/** Flags a for-profit small business recipient often carries. */
const OWNERSHIP_FLAGS = ['woman_owned_business', 'veteran_owned_business', 'service_disabled_veteran_owned_business', 'minority_owned_business', 'self_certified_small_disadvantaged_business', 'historically_underutilized_business_zone_hubzone_firm', 'c8a_program_participant'];
const OFFICERS = ['JOHN A SMITH', 'MARIA L GARCIA', 'ROBERT CHEN', 'PATRICIA O\'NEIL', 'DAVID W JOHNSON'];

type Address = NonNullable<Reference['recipients'][number]['address']>;
/** The columns of one location of a row: the recipient's and the place of performance's. */
interface LocationColumns {
  country: string;
  countryName: string;
  lines: [string, string] | null;
  city: string;
  countyFips: string;
  county: string;
  stateFips: string;
  state: string;
  stateName: string;
  zip: string;
  districts: [string, string];
}
const RECIPIENT_LOCATION: LocationColumns = {
  country: 'recipient_country_code', countryName: 'recipient_country_name', lines: ['recipient_address_line_1', 'recipient_address_line_2'], city: 'recipient_city_name',
  countyFips: 'prime_award_transaction_recipient_county_fips_code', county: 'recipient_county_name', stateFips: 'prime_award_transaction_recipient_state_fips_code',
  state: 'recipient_state_code', stateName: 'recipient_state_name', zip: 'recipient_zip_4_code',
  districts: ['prime_award_transaction_recipient_cd_original', 'prime_award_transaction_recipient_cd_current'],
};
const PLACE_LOCATION: LocationColumns = {
  country: 'primary_place_of_performance_country_code', countryName: 'primary_place_of_performance_country_name', lines: null, city: 'primary_place_of_performance_city_name',
  countyFips: 'prime_award_transaction_place_of_performance_county_fips_code', county: 'primary_place_of_performance_county_name',
  stateFips: 'prime_award_transaction_place_of_performance_state_fips_code', state: 'primary_place_of_performance_state_code', stateName: 'primary_place_of_performance_state_name',
  zip: 'primary_place_of_performance_zip_4', districts: ['prime_award_transaction_place_of_performance_cd_original', 'prime_award_transaction_place_of_performance_cd_current'],
};
const STATE_NAMES = new Map(STATES.map((s) => [s.code, s.name.toUpperCase()]));
function setLocation(set: (column: string, value: string) => void, c: LocationColumns, a: Address, district: string | null): void {
  set(c.country, a.country);
  set(c.countryName, a.countryName);
  if (c.lines) {
    set(c.lines[0], a.line1.toUpperCase());
    set(c.lines[1], a.line2.toUpperCase());
  }
  set(c.city, a.city.toUpperCase());
  set(c.countyFips, a.fips);
  set(c.county, a.county.toUpperCase());
  set(c.stateFips, a.fips.slice(0, 2));
  set(c.state, a.state);
  set(c.stateName, STATE_NAMES.get(a.state) ?? a.state);
  set(c.zip, `${a.zip}${a.plus4}`);
  if (district) for (const d of c.districts) set(d, district);
}

/**
 * Rows, three modifications per contract (the base award obligates, later modifications add or deobligate); the
 * same count gives the same rows (the demo generator's seeded generator). `emit` receives each row's cells in
 * TRANSACTION_COLUMNS order (the same array, refilled).
 */
export async function generateTransactions(rows: number, ref: Reference, emit: (cells: readonly string[]) => void | Promise<void>): Promise<void> {
  const rng = new Rng('bench-load');
  const rnd = () => rng.next();
  const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)];
  const index = new Map<string, number>(TRANSACTION_COLUMNS.map((c, i) => [c, i]));
  const cells = new Array<string>(TRANSACTION_COLUMNS.length).fill('');
  const set = (column: string, value: string) => {
    const i = index.get(column);
    if (i === undefined) throw new Error(`no column ${column} in the transaction header`);
    cells[i] = value;
  };
  const get = (column: string) => cells[index.get(column)!];
  const fpds = Object.entries(FPDS_PAIR_COLUMNS).map(([field, [code, description]]) => {
    const table: readonly CodeEntry[] | undefined = CODE_TABLES[field.toUpperCase()];
    if (!table?.length) throw new Error(`no code table for the FPDS field ${field}`);
    return { field, code, description, table };
  });
  const money = (cents: number) => (cents / 100).toFixed(2);
  for (let n = 0; n < rows; n++) {
    const contract = Math.floor(n / 3);
    const mod = n % 3;
    if (mod === 0) {
      // contract-level values stay the same across its modifications
      cells.fill('');
      const office = pick(ref.offices);
      const funding = rnd() < 0.8 ? office : pick(ref.offices);
      const recipient = pick(ref.recipients);
      const parent = rnd() < 0.3 ? pick(ref.recipients) : recipient;
      const place = rnd() < 0.6 ? recipient.address : pick(ref.recipients).address;
      const piid = `BENCH${String(contract).padStart(8, '0')}`;
      const award = `CONT_AWD_${piid}_${office.agency}_-NONE-_-NONE-`;
      const year = 2019 + (contract % 7);
      const naics = pick(ref.naics);
      const psc = pick(ref.psc);
      const base = 1_000_000 + Math.floor(rnd() * 500_000_000);
      const small = rnd() < 0.45;
      set('contract_award_unique_key', award);
      set('award_id_piid', piid);
      set('transaction_number', '0');
      set('total_dollars_obligated', money(base));
      set('total_outlayed_amount_for_overall_award', money(Math.floor(base * 0.6)));
      set('current_total_value_of_award', money(base));
      set('potential_total_value_of_award', money(base * 3));
      set('disaster_emergency_fund_codes_for_overall_award', 'Q: Excluded from tracking (uses non-emergency/non-disaster designated appropriations)');
      for (const c of ['outlayed_amount_from_COVID-19_supplementals_for_overall_award', 'obligated_amount_from_COVID-19_supplementals_for_overall_award', 'outlayed_amount_from_IIJA_supplemental_for_overall_award', 'obligated_amount_from_IIJA_supplemental_for_overall_award']) set(c, '0.00');
      set('action_date_fiscal_year', String(year));
      set('period_of_performance_start_date', `${year}-02-01`);
      set('period_of_performance_current_end_date', `${year + 1}-01-31`);
      set('period_of_performance_potential_end_date', `${year + 3}-01-31`);
      set('solicitation_date', `${year - 1}-11-${String(1 + (contract % 28)).padStart(2, '0')}`);
      for (const [role, o] of [['awarding', office], ['funding', funding]] as const) {
        set(`${role}_agency_code`, o.department);
        set(`${role}_agency_name`, o.departmentName);
        set(`${role}_sub_agency_code`, o.agency);
        set(`${role}_sub_agency_name`, o.agencyName);
        set(`${role}_office_code`, o.code);
        set(`${role}_office_name`, o.name);
      }
      set('treasury_accounts_funding_this_award', `0${office.department.slice(-2)}-X-0100-000;0${office.department.slice(-2)}-2024-2025-0300-000`);
      set('federal_accounts_funding_this_award', `0${office.department.slice(-2)}-0100;0${office.department.slice(-2)}-0300`);
      set('object_classes_funding_this_award', '25.2: Other services from non-Federal sources;31.0: Equipment');
      set('program_activities_funding_this_award', '0001: OPERATION AND MAINTENANCE;0002: PROCUREMENT');
      set('recipient_uei', recipient.uei);
      set('recipient_name', recipient.name.toUpperCase());
      set('recipient_name_raw', recipient.name);
      if (recipient.dba) set('recipient_doing_business_as_name', recipient.dba.toUpperCase());
      if (recipient.cage) set('cage_code', recipient.cage);
      set('recipient_parent_uei', parent.uei);
      set('recipient_parent_name', parent.name.toUpperCase());
      set('recipient_parent_name_raw', parent.name);
      if (recipient.address) setLocation(set, RECIPIENT_LOCATION, recipient.address, recipient.district);
      set('recipient_phone_number', `703555${String(contract % 10_000).padStart(4, '0')}`);
      if (rnd() < 0.3) set('recipient_fax_number', `703556${String(contract % 10_000).padStart(4, '0')}`);
      if (place) setLocation(set, PLACE_LOCATION, place, `${place.state}-0${1 + (contract % 9)}`);
      set('award_or_idv_flag', 'AWARD');
      set('prime_award_base_transaction_description', `${psc.description.toUpperCase()}: ENGINEERING AND TECHNICAL SUPPORT SERVICES FOR THE ${office.name.toUpperCase()}, TASK AREA ${contract % 97}`);
      set('solicitation_identifier', `${office.code}${year % 100}R${String(contract % 10000).padStart(4, '0')}`);
      set('number_of_actions', '1');
      set('product_or_service_code', psc.code);
      set('product_or_service_code_description', psc.description.toUpperCase());
      set('naics_code', naics.code);
      set('naics_description', naics.description.toUpperCase());
      for (const [code, description, value] of FIXED_PAIRS) {
        const [c, d] = value.split('|');
        set(code, c);
        set(description, d);
      }
      for (const p of fpds) {
        if (USUALLY_EMPTY.has(p.field) && rnd() < 0.9) continue;
        const e = pick(p.table);
        set(p.code, e.code);
        set(p.description, e.description.toUpperCase());
      }
      set('number_of_offers_received', String(1 + (contract % 9)));
      set('small_business_competitiveness_demonstration_program', 'f');
      for (const c of FLAG_COLUMNS) set(c, 'f');
      set('for_profit_organization', 't');
      set('receives_contracts', 't');
      set('receives_contracts_and_financial_assistance', 't');
      set(rnd() < 0.7 ? 'limited_liability_corporation' : 'subchapter_scorporation', 't');
      set('corporate_entity_not_tax_exempt', 't');
      set('organizational_type', 'CORPORATE NOT TAX EXEMPT');
      if (small) for (const c of OWNERSHIP_FLAGS) if (rnd() < 0.15) set(c, 't');
      set('contracting_officers_determination_of_business_size', small ? 'SMALL BUSINESS' : 'OTHER THAN SMALL BUSINESS');
      set('contracting_officers_determination_of_business_size_code', small ? 'S' : 'O');
      if (rnd() < 0.05) {
        for (let i = 1; i <= 5; i++) {
          set(`highly_compensated_officer_${i}_name`, OFFICERS[(contract + i) % OFFICERS.length]);
          set(`highly_compensated_officer_${i}_amount`, money(20_000_000 + Math.floor(rnd() * 40_000_000)));
        }
      }
      set('usaspending_permalink', `https://www.usaspending.gov/award/${award}/`);
    }
    const piid = get('award_id_piid');
    const agency = get('awarding_sub_agency_code');
    const year = Number(get('action_date_fiscal_year'));
    const date = `${year}-${String(2 + mod * 3).padStart(2, '0')}-${String(1 + (contract % 28)).padStart(2, '0')}`;
    // the base award obligates; later modifications add to it or deobligate
    const cents = mod === 0 ? Math.round(Number(get('total_dollars_obligated')) * 100) : Math.floor((rnd() - 0.3) * 20_000_000);
    const modification = mod === 0 ? '0' : `P0000${mod}`;
    set('contract_transaction_unique_key', `${agency}_-NONE-_${piid}_${modification}_-NONE-_0`);
    set('modification_number', modification);
    set('action_date', date);
    set('federal_action_obligation', money(cents));
    set('base_and_exercised_options_value', money(mod === 0 ? cents : 0));
    set('base_and_all_options_value', money(mod === 0 ? cents * 3 : 0));
    set('transaction_description', mod === 0 ? 'NEW AWARD' : `MODIFICATION ${mod}: INCREMENTAL FUNDING, "AS IS"`);
    set('action_type_code', mod === 0 ? '' : 'B');
    set('action_type', mod === 0 ? '' : 'SUPPLEMENTAL AGREEMENT FOR WORK WITHIN SCOPE');
    set('initial_report_date', `${date} 09:00:00+00`);
    set('last_modified_date', `${date} 10:11:12.123456+00`);
    await emit(cells);
  }
}
