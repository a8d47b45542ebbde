/**
 * Awards: IDVs (grouped into vehicles), contracts (definitive contracts,
 * purchase orders, and task/delivery orders and BPA calls under real IDVs),
 * OTIDVs and OTAs, and the modifications (transactions) of each.
 *
 * Identity follows FAR 4.1601: the PIID starts with the issuing office's
 * activity address code, then the fiscal year, the instrument letter and a
 * serial from a per-office counter (so PIIDs are unique without retries).
 * Amounts are log-normal and recipients are drawn with a Zipf-like skew, so a
 * few vendors and agencies hold most dollars. Aggregates that depend on the
 * children (IDV and vehicle obligations, order counts) are computed in SQL by
 * the finalize step.
 */
import { buildPiid, contractKey, generateSolicitationNumber, idvKey, normalizeSolicitation, uuidFromRand } from '../../identifiers/index.js';
import { Json } from '../writer.js';
import type { Rng } from '../rng.js';
import type { AwardRef, EntityRef, GenContext, OrgRef } from '../context.js';
import { addDays, addMonths, fiscalYearEnd, fiscalYearOf, fiscalYearStart, DAY_MS } from '../dates.js';
import * as C from '../reference/codes.js';
import { naicsTitle } from '../reference/naics.js';
import { PSC_CODES } from '../reference/psc.js';
import { STATES, COUNTRIES } from '../reference/states.js';
import { pickNaics, pscFor, describeWork } from './work.js';

type Code = { readonly code: string; readonly description: string };

const STATE_NAME = new Map(STATES.map((s) => [s.code, s.name]));
const USA = COUNTRIES.find((c) => c.code === 'USA') ?? { code: 'USA', name: 'UNITED STATES' };

function codeOf(table: readonly Code[], code: string): Code {
  const hit = table.find((c) => c.code === code);
  if (!hit) throw new Error(`code ${code} not in table`);
  return hit;
}

function money(n: number): string {
  return (Math.round(n * 100) / 100).toFixed(2);
}

/** Weighted office picker: agencies by spending weight, offices within an agency skewed. */
export class OfficePicker {
  private readonly agencies: OrgRef[];
  private readonly weights: number[];
  constructor(private readonly ctx: GenContext, filter?: (a: OrgRef) => boolean) {
    this.agencies = ctx.agencies.filter((a) => (ctx.officesByAgency.get(a.code)?.length ?? 0) > 0 && (!filter || filter(a)));
    this.weights = this.agencies.map((a) => a.weight);
  }
  pick(rng: Rng): OrgRef {
    const agency = rng.weighted(this.agencies, this.weights);
    return rng.skewed(this.ctx.officesByAgency.get(agency.code)!, 1.2);
  }
}

/**
 * Awards are signed on working days: a Saturday moves to the Friday before or
 * the Monday after, a Sunday to the Monday after or the Friday before,
 * whichever stays inside [earliest, latest] (callers that fix the fiscal year
 * pass its bounds; the others derive the year from the date afterwards).
 */
function onWeekday(d: Date, earliest: Date, latest: Date): Date {
  const dow = d.getUTCDay();
  if (dow !== 0 && dow !== 6) return d;
  for (const k of dow === 6 ? [-1, 2] : [1, -2]) {
    const c = addDays(d, k);
    if (c >= earliest && c <= latest) return c;
  }
  return d;
}

/**
 * Share of a fiscal year's contract actions by fiscal month (October first),
 * after the published year-end pattern: the fourth quarter about a third of
 * the year, September alone about 17%, and within September the last week
 * about 8.7% of the year (against 1.9% for an average week).
 */
const FY_MONTH_WEIGHTS = [7.33, 7.33, 7.33, 7.33, 7.33, 7.33, 7.33, 7.33, 7.36, 8.5, 8.5, 17];
const LAST_WEEK_OF_SEPTEMBER = 8.7 / 17;

/** A date in a fiscal year, on the year-end pattern above, on a working day, never after `latest`. */
function dateInFy(rng: Rng, fy: number, latest: Date): Date {
  const start = fiscalYearStart(fy);
  const end = fiscalYearEnd(fy) < latest ? fiscalYearEnd(fy) : latest;
  // the months of the year that have begun by `end`
  const months: number[] = [];
  const weights: number[] = [];
  for (let m = 0; m < 12; m++) {
    if (addMonths(start, m) > end) break;
    months.push(m);
    weights.push(FY_MONTH_WEIGHTS[m]);
  }
  const m = months.length ? rng.weighted(months, weights) : 0;
  const first = addMonths(start, m);
  const daysInMonth = Math.round((addMonths(start, m + 1).getTime() - first.getTime()) / DAY_MS);
  let dayIndex: number;
  if (m === 11 && rng.chance(LAST_WEEK_OF_SEPTEMBER)) dayIndex = daysInMonth - 7 + rng.int(0, 6);
  else dayIndex = rng.int(0, m === 11 ? daysInMonth - 8 : daysInMonth - 1);
  let d = addDays(first, dayIndex);
  if (d > end) d = addDays(first, rng.int(0, Math.max(0, Math.floor((end.getTime() - first.getTime()) / DAY_MS))));
  return onWeekday(d, start, end);
}

/** Fiscal years weighted towards recent years; the current (partial) year by its elapsed share. */
function pickFy(ctx: GenContext, rng: Rng): number {
  const years: number[] = [];
  const weights: number[] = [];
  for (let fy = ctx.firstFy; fy <= ctx.currentFy; fy++) {
    years.push(fy);
    let w = 1 + (fy - ctx.firstFy) * 0.06;
    if (fy === ctx.currentFy) {
      const elapsed = (ctx.asOf.getTime() - fiscalYearStart(fy).getTime()) / (365 * DAY_MS);
      w *= Math.max(0.02, Math.min(1, elapsed));
    }
    weights.push(w);
  }
  return rng.weighted(years, weights);
}

class PiidCounter {
  private readonly counters = new Map<string, number>();
  next(rng: Rng, aac: string, fy: number, letter: string): string {
    const k = `${aac}${fy}${letter}`;
    const n = (this.counters.get(k) ?? 0) + rng.int(1, 4);
    this.counters.set(k, n);
    return buildPiid({ aac, fiscalYear: fy, instrumentType: letter, serial: n, serialLength: n > 9999 ? 6 : 4 });
  }
}

/**
 * A vendor, skewed towards the large ones, registered in SAM by `by` (no
 * award precedes the vendor's registration, nor its founding, which comes
 * earlier still).
 */
function pickRecipient(ctx: GenContext, rng: Rng, small: boolean | undefined, by: Date): EntityRef {
  const pool = ctx.entities;
  for (let i = 0; i < 40; i++) {
    const e = pool[rng.skewedIndex(pool.length, 1.05)];
    if ((small === undefined || e.small_business === small) && e.registered_on <= by) return e;
  }
  // rarely: any vendor registered by then (the earliest registered when none is)
  const registered = pool.filter((e) => e.registered_on <= by);
  if (registered.length) return registered[rng.int(0, registered.length - 1)];
  return pool.reduce((a, b) => (b.registered_on < a.registered_on ? b : a));
}

function placeOfPerformance(ctx: GenContext, rng: Rng, recipient: EntityRef, office: OrgRef) {
  if (rng.chance(0.03)) {
    const foreign = rng.pick(COUNTRIES.filter((c) => c.code !== 'USA'));
    return { pop_country_code: foreign.code, pop_country_name: foreign.name, pop_state_code: null, pop_state_name: null, pop_city_name: null, pop_zip_code: null };
  }
  let state = recipient.state;
  let city = recipient.city;
  let zip = recipient.zip;
  if (rng.chance(0.3)) {
    const s = rng.pick(STATES);
    const c = rng.pick(s.cities);
    state = s.code;
    city = c.name;
    zip = c.zip;
  }
  void office;
  return {
    pop_country_code: USA.code,
    pop_country_name: USA.name,
    pop_state_code: state,
    pop_state_name: STATE_NAME.get(state) ?? null,
    pop_city_name: city.toUpperCase(),
    pop_zip_code: zip,
  };
}

function pairFrom(rng: Rng, table: readonly Code[] | undefined, weights?: number[]): Code | null {
  if (!table || table.length === 0) return null;
  return weights ? rng.weighted(table, weights.slice(0, table.length)) : rng.pick(table);
}

/** The long tail of FPDS code/description pairs, keyed by REST name. */
function fpdsCodes(rng: Rng, isOrder: boolean, isService: boolean): Record<string, Code | null> {
  const yesNo = (pYes: number, table: readonly Code[] | undefined) => {
    if (!table || table.length === 0) return null;
    const yes = table.find((c) => /^(Y|A)$/.test(c.code)) ?? table[0];
    const no = table.find((c) => /^(N|B|X)$/.test(c.code) && c !== yes) ?? table[table.length - 1];
    return rng.chance(pYes) ? yes : no;
  };
  return {
    commercial_item_acquisition_procedures: pairFrom(rng, C.COMMERCIAL_ITEM_ACQUISITION_PROCEDURES),
    consolidated_contract: yesNo(0.03, C.CONSOLIDATED_CONTRACT),
    contingency_humanitarian_or_peacekeeping_operation: yesNo(0.01, C.CONTINGENCY_HUMANITARIAN_OR_PEACEKEEPING_OPERATION),
    contract_bundling: pairFrom(rng, C.CONTRACT_BUNDLING),
    cost_accounting_standards_clause: pairFrom(rng, C.COST_ACCOUNTING_STANDARDS_CLAUSE),
    cost_or_pricing_data: pairFrom(rng, C.COST_OR_PRICING_DATA),
    domestic_or_foreign_entity: pairFrom(rng, C.DOMESTIC_OR_FOREIGN_ENTITY, [20, 1, 1, 1, 1]),
    epa_designated_product: pairFrom(rng, C.EPA_DESIGNATED_PRODUCT),
    evaluated_preference: pairFrom(rng, C.EVALUATED_PREFERENCE, [20, 1, 1, 1, 1]),
    fair_opportunity_limited_sources: isOrder ? pairFrom(rng, C.FAIR_OPPORTUNITY_LIMITED_SOURCES) : null,
    fed_biz_opps: pairFrom(rng, C.FED_BIZ_OPPS),
    foreign_funding: pairFrom(rng, C.FOREIGN_FUNDING, [1, 30, 1]),
    information_technology_commercial_item_category: pairFrom(rng, C.INFORMATION_TECHNOLOGY_COMMERCIAL_ITEM_CATEGORY),
    inherently_governmental_functions: isService ? pairFrom(rng, C.INHERENTLY_GOVERNMENTAL_FUNCTIONS) : null,
    performance_based_service_acquisition: isService ? pairFrom(rng, C.PERFORMANCE_BASED_SERVICE_ACQUISITION) : null,
    place_of_manufacture: isService ? null : pairFrom(rng, C.PLACE_OF_MANUFACTURE),
    recovered_materials_sustainability: pairFrom(rng, C.RECOVERED_MATERIALS_SUSTAINABILITY),
    research: rng.chance(0.04) ? pairFrom(rng, C.RESEARCH) : null,
    sam_exception: null,
    subcontracting_plan: pairFrom(rng, C.SUBCONTRACTING_PLAN),
    tradeoff_process: pairFrom(rng, C.TRADEOFF_PROCESS),
    undefinitized_action: yesNo(0.02, C.UNDEFINITIZED_ACTION),
  };
}

function legislativeMandates(rng: Rng, isService: boolean) {
  const yn = (p: number) => (rng.chance(p) ? { code: 'Y', description: 'Yes' } : { code: 'N', description: 'No' });
  return {
    clinger_cohen_act_planning: yn(0.08),
    construction_wage_rate_requirements: yn(isService ? 0.02 : 0.05),
    employment_eligibility_verification: yn(0.4),
    interagency_contracting_authority: rng.chance(0.1)
      ? { code: 'A', description: 'Economy Act' }
      : { code: 'X', description: 'Not Applicable' },
    labor_standards: yn(isService ? 0.55 : 0.05),
    materials_supplies_articles_equipment: yn(isService ? 0.05 : 0.6),
    other_statutory_authority: null,
    service_contract_inventory: isService ? yn(0.5) : null,
  };
}

function officers(rng: Rng, ctx: GenContext) {
  if (!rng.chance(0.12)) return null;
  const out: Record<string, string | number> = {};
  const { FIRST_NAMES, LAST_NAMES } = ctxNames;
  let amount = rng.int(450_000, 2_400_000);
  for (let i = 1; i <= 5; i++) {
    out[`highly_compensated_officer_${i}_name`] = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    out[`highly_compensated_officer_${i}_amount`] = amount;
    amount = Math.round(amount * rng.float(0.55, 0.9));
  }
  void ctx;
  return out;
}

import { FIRST_NAMES, LAST_NAMES } from '../reference/names.js';
const ctxNames = { FIRST_NAMES, LAST_NAMES };

interface AwardDraft extends AwardRef {
  row: Record<string, unknown>;
}

function baseRow(
  ctx: GenContext,
  rng: Rng,
  d: {
    key: string;
    family: AwardRef['family'];
    piid: string;
    parent: AwardRef | null;
    office: OrgRef;
    fundingOffice: OrgRef;
    recipient: EntityRef;
    awardDate: Date;
    obligated: number;
    baseValue: number;
    totalValue: number;
    naics: string | null;
    psc: string | null;
    description: string;
    solicitation: string | null;
    popStart: Date;
    popEnd: Date | null;
    popUltimate: Date | null;
    lastDateToOrder: Date | null;
    isService: boolean;
    isOrder: boolean;
  },
): Record<string, unknown> {
  const smallSetAside = d.recipient.small_business && d.family !== 'otidv' && d.family !== 'ota' && rng.chance(0.38);
  const setAside = smallSetAside
    ? rng.table<string>([
        ['SBA', 45],
        ['8A', 14],
        ['8AN', 6],
        ['SDVOSBC', 10],
        ['WOSB', 6],
        ['HZC', 5],
        ['SBP', 4],
      ])
    : 'NONE';
  const sa = C.SET_ASIDES.find((s) => s.code === setAside) ?? C.SET_ASIDES[0];
  const extent = d.isOrder
    ? rng.table<string>([['CDO', 60], ['NDO', 15], ['A', 20], ['C', 5]])
    : smallSetAside
      ? rng.table<string>([['D', 55], ['F', 30], ['C', 15]])
      : rng.table<string>([['A', 50], ['C', 20], ['F', 15], ['G', 8], ['B', 2], ['E', 5]]);
  const ext = C.EXTENT_COMPETED.find((e) => e.code === extent) ?? C.EXTENT_COMPETED[0];
  const notCompeted = ['C', 'G', 'NDO', 'B', 'E'].includes(extent);
  const otfo = notCompeted ? rng.pick(C.OTHER_THAN_FULL_AND_OPEN) : null;
  const procedure = d.isOrder ? null : rng.pick(C.SOLICITATION_PROCEDURES);
  const ctype = rng.table<string>([['J', 62], ['U', 8], ['Y', 9], ['Z', 4], ['R', 3], ['S', 2], ['V', 2], ['K', 3], ['L', 2], ['A', 1], ['B', 1], ['2', 2], ['3', 1]]);
  const ct = C.CONTRACT_TYPES.find((c) => c.code === ctype) ?? C.CONTRACT_TYPES[0];
  const pop = placeOfPerformance(ctx, rng, d.recipient, d.office);
  return {
    key: d.key,
    family: d.family,
    piid: d.piid,
    parent_award_key: d.parent?.key ?? null,
    parent_piid: d.parent?.piid ?? null,
    award_date: d.awardDate,
    fiscal_year: fiscalYearOf(d.awardDate),
    obligated: money(d.obligated),
    base_and_exercised_options_value: money(d.baseValue),
    total_contract_value: money(d.totalValue),
    total_estimated_order_value: null,
    description: d.description,
    solicitation_identifier: d.solicitation,
    solicitation_identifier_norm: d.solicitation ? normalizeSolicitation(d.solicitation) : null,
    solicitation_date: d.solicitation ? addDays(d.awardDate, -rng.int(30, 200)) : null,
    naics_code: d.naics,
    psc_code: d.psc,
    set_aside_code: sa.code,
    set_aside_description: sa.description,
    award_type_code: null,
    award_type_description: null,
    pop_start_date: d.popStart,
    pop_current_end_date: d.popEnd,
    pop_ultimate_completion_date: d.popUltimate,
    last_date_to_order: d.lastDateToOrder,
    awarding_office_id: d.office.organization_id,
    funding_office_id: d.fundingOffice.organization_id,
    awarding_agency_code: d.office.agency_code,
    awarding_department_code: d.office.department_code,
    funding_agency_code: d.fundingOffice.agency_code,
    funding_department_code: d.fundingOffice.department_code,
    recipient_uei: d.recipient.uei,
    recipient_legal_business_name: d.recipient.legal_business_name,
    recipient_parent_uei: d.recipient.parent_uei,
    ...pop,
    contract_type_code: ct.code,
    contract_type_description: ct.description,
    extent_competed_code: ext.code,
    extent_competed_description: ext.description,
    solicitation_procedures_code: procedure?.code ?? null,
    solicitation_procedures_description: procedure?.description ?? null,
    other_than_full_and_open_code: otfo?.code ?? null,
    other_than_full_and_open_description: otfo?.description ?? null,
    number_of_offers_received: notCompeted ? 1 : rng.int(1, d.isOrder ? 6 : 14),
    number_of_actions: 1,
    idv_type_code: null,
    idv_type_description: null,
    type_of_idc_code: null,
    type_of_idc_description: null,
    multiple_or_single_award_code: null,
    multiple_or_single_award_description: null,
    who_can_use: null,
    program_acronym: null,
    vehicle_uuid: null,
    type_of_ot_agreement_code: null,
    type_of_ot_agreement_description: null,
    consortia: null,
    consortia_uei: null,
    dod_acquisition_program: null,
    non_governmental_dollars: null,
    non_traditional_government_contractor_participation: null,
    fpds_codes: d.family === 'ota' || d.family === 'otidv' ? null : fpdsCodes(rng, d.isOrder, d.isService),
    legislative_mandates: d.family === 'ota' || d.family === 'otidv' ? null : legislativeMandates(rng, d.isService),
    officers: officers(rng, ctx),
    modified: ctx.stamp(rng, rng.int(0, 400)),
  };
}

function ref(row: Record<string, unknown>, extra: Partial<AwardRef> & { recipient: EntityRef; office: OrgRef; funding: OrgRef; naicsDescription: string | null }): AwardRef {
  return {
    key: row.key as string,
    family: row.family as AwardRef['family'],
    piid: row.piid as string,
    agency_code: extra.office.agency_code!,
    department_code: extra.office.department_code,
    awarding_office_id: extra.office.organization_id,
    funding_office_id: extra.funding.organization_id,
    recipient_uei: extra.recipient.uei,
    recipient_name: extra.recipient.legal_business_name,
    award_date: row.award_date as Date,
    fiscal_year: row.fiscal_year as number,
    obligated: Number(row.obligated),
    total_contract_value: Number(row.total_contract_value),
    naics_code: row.naics_code as string | null,
    naics_description: extra.naicsDescription,
    psc_code: row.psc_code as string | null,
    description: row.description as string,
    parent_key: row.parent_award_key as string | null,
    solicitation_identifier: row.solicitation_identifier as string | null,
    pop_state: row.pop_state_code as string | null,
    pop_city: row.pop_city_name as string | null,
    pop_zip: row.pop_zip_code as string | null,
    end_date: (row.pop_ultimate_completion_date as Date | null) ?? (row.last_date_to_order as Date | null),
    idv_type: extra.idv_type,
    vehicle_uuid: (row.vehicle_uuid as string | null) ?? null,
    schedule: extra.schedule ?? null,
  };
}

/**
 * The award row, then its transactions (base and modifications). The
 * transactions are drawn first so the row goes out with its
 * number_of_actions (no UPDATE of every award after the load).
 */
async function writeAward(ctx: GenContext, rng: Rng, award: Record<string, unknown>, obligated: number): Promise<void> {
  const transactions = planTransactions(ctx, rng, award, obligated);
  award.number_of_actions = transactions.length;
  await ctx.w.add('award', award);
  for (const t of transactions) await ctx.w.add('award_transaction', t);
}

/**
 * Reasons for modification and how often they occur among modifications
 * (FPDS "reason for modification"), with whether they move money: funding
 * actions, option exercises and supplemental agreements add money;
 * administrative changes, novations and the like move none; change orders
 * go either way. Terminations and close-outs are drawn separately.
 */
const MOD_REASONS: readonly (readonly [code: string, weight: number, money: 'add' | 'none' | 'either'])[] = [
  ['C', 30, 'add'],
  ['G', 14, 'add'],
  ['B', 14, 'add'],
  ['M', 16, 'none'],
  ['D', 6, 'either'],
  ['A', 3, 'add'],
  ['L', 1, 'add'],
  ['W', 4, 'none'],
  ['V', 2, 'none'],
  ['J', 1, 'none'],
  ['Y', 1, 'none'],
  ['R', 1, 'none'],
];
const REASON_WEIGHTS = MOD_REASONS.map((r) => r[1]);
const ACTION = new Map(C.ACTION_TYPES.map((a) => [a.code, a]));

/**
 * An award's history: the base action, then modifications inside the period
 * of performance (heavy-tailed in number: about a third of awards have none, a few
 * long-running ones dozens), now and then a termination, and for awards past
 * their completion date often a close-out as the very last action. Actions
 * that move no money by their nature carry zero; terminations and close-outs
 * deobligate or carry zero. The amounts always sum to the award's obligation.
 */
function planTransactions(ctx: GenContext, rng: Rng, award: Record<string, unknown>, obligated: number): Record<string, unknown>[] {
  const awardDate = award.award_date as Date;
  const end = (award.pop_ultimate_completion_date as Date | null) ?? (award.last_date_to_order as Date | null) ?? null;
  const windowEnd = end && end < ctx.asOf ? end : ctx.asOf;
  const windowDays = Math.max(0, Math.floor((windowEnd.getTime() - awardDate.getTime()) / DAY_MS));
  const dod = (award.awarding_department_code as string) === '097';
  const style = dod ? 'P' : rng.chance(0.5) ? 'A' : 'N';

  // how many ordinary modifications: none for two in five, then a long tail, at most one per 20 days
  let mods = 0;
  if (windowDays >= 30 && !rng.chance(0.42)) mods = Math.min(Math.floor(windowDays / 20), 1 + Math.floor(rng.lognormal(1.5, 1.0)), 80);
  const actions: { code: string | null; money: 'base' | 'add' | 'none' | 'either' | 'cut'; date: Date }[] = [{ code: null, money: 'base', date: awardDate }];
  const dates = Array.from({ length: mods }, () => addDays(awardDate, rng.int(1, Math.max(1, windowDays)))).sort((x, y) => x.getTime() - y.getTime());
  for (const date of dates) {
    const [code, , money] = rng.weighted(MOD_REASONS, REASON_WEIGHTS);
    actions.push({ code, money, date });
  }
  // a termination now and then (for convenience mostly, rarely for default or cause): nothing but a close-out after it
  const t = rng.next();
  const termination = windowDays >= 60 ? (t < 0.012 ? 'F' : t < 0.014 ? 'E' : t < 0.015 ? 'X' : null) : null;
  if (termination) {
    const last = actions[actions.length - 1].date;
    const left = Math.max(1, Math.floor((windowEnd.getTime() - last.getTime()) / DAY_MS));
    actions.push({ code: termination, money: 'cut', date: addDays(last, rng.int(1, left)) });
  }
  // a close-out after the work is done, as the last action
  if (end && end < ctx.asOf && rng.chance(termination ? 0.8 : 0.5)) {
    const left = Math.floor((ctx.asOf.getTime() - end.getTime()) / DAY_MS);
    if (left >= 1) actions.push({ code: 'K', money: 'cut', date: addDays(end, rng.int(1, Math.min(left, 400))) });
  }

  // amounts in cents: the base takes a share, money-adding actions split the rest; cuts and negative
  // change orders deobligate a little, balanced by the base, so the sum stays the award's obligation
  const target = Math.round(obligated * 100);
  const cents = actions.map(() => 0);
  const adders = actions.map((a, i) => (a.money === 'add' || (a.money === 'either' && rng.chance(0.7)) ? i : -1)).filter((i) => i > 0);
  const base = adders.length ? Math.round(target * rng.float(0.35, 0.8)) : target;
  cents[0] = base;
  let rest = target - base;
  const weights = adders.map(() => rng.float(0.2, 1));
  const sum = weights.reduce((x, y) => x + y, 0);
  adders.forEach((i, k) => {
    const c = k === adders.length - 1 ? rest : Math.round(((target - base) * weights[k]) / sum);
    cents[i] = c;
    rest -= c;
  });
  actions.forEach((a, i) => {
    const cut = a.money === 'cut' ? (rng.chance(0.4) ? 1 : 0) : a.money === 'either' && !adders.includes(i) ? 1 : 0;
    if (cut && target > 0) {
      const c = Math.round(target * rng.float(0.005, 0.05));
      cents[i] -= c;
      cents[0] += c;
    }
  });

  return actions.map((a, i) => {
    const action = a.code ? ACTION.get(a.code)! : null;
    const n = i;
    const number = i === 0 ? '0' : style === 'P' ? `P${String(n).padStart(5, '0')}` : style === 'A' ? `A${String(n).padStart(5, '0')}` : String(n).padStart(4, '0');
    return {
      award_key: award.key as string,
      modification_number: number,
      transaction_date: a.date > ctx.asOf ? ctx.asOf : a.date,
      obligated: (cents[i] / 100).toFixed(2),
      description: i === 0 ? (award.description as string) : `${(action?.description ?? 'MODIFICATION').toUpperCase()}: ${award.description as string}`.slice(0, 240),
      action_type_code: action?.code ?? null,
      action_type: action?.description ?? null,
    };
  });
}

const GWAC_PROGRAMS = [
  { acronym: 'ALLIANT2', title: 'Alliant 2 Governmentwide Acquisition Contract', agency: '4732' },
  { acronym: '8AST3', title: '8(a) STARS III Governmentwide Acquisition Contract', agency: '4732' },
  { acronym: 'VETS2', title: 'VETS 2 Service-Disabled Veteran-Owned Small Business GWAC', agency: '4732' },
  { acronym: 'POLARIS', title: 'Polaris Small Business Pool GWAC', agency: '4732' },
  { acronym: 'SEWPV', title: 'Solutions for Enterprise-Wide Procurement (SEWP) V', agency: '8000' },
  { acronym: 'CIOSP3', title: 'Chief Information Officer - Solutions and Partners 3 (CIO-SP3)', agency: '7529' },
  { acronym: 'OASISPLUS', title: 'One Acquisition Solution for Integrated Services Plus (OASIS+)', agency: '4732' },
];

export async function generateAwards(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('awards');
  const offices = new OfficePicker(ctx);
  const dodOffices = new OfficePicker(ctx, (a) => a.department_code === '097');
  const gsa = new OfficePicker(ctx, (a) => a.agency_code === '4732' || a.agency_code === '4700');
  const piids = new PiidCounter();
  const pscByCode = new Map(PSC_CODES.map((p) => [p.code, p]));
  const nIdv = ctx.n(400, 20);
  const nContracts = ctx.n(5000, 100);
  const nOtidv = ctx.n(40, 3);
  const nOta = ctx.n(150, 8);

  // ── vehicles and IDVs ──
  type IdvPlan = { office: OrgRef; recipient: EntityRef; fy: number; vehicle: string | null; solicitation: string | null; idvType: string; multiple: boolean; program: string | null; schedule: string | null; naics: string; psc: string };
  const plans: IdvPlan[] = [];
  const vehicleRows: Record<string, unknown>[] = [];
  while (plans.length < nIdv) {
    // the first vehicles are schedule (FSS) contracts, so even a tiny dataset has schedule holders for storefront links
    const drawn = rng.table<string>([['A', 6], ['B', 52], ['C', 22], ['E', 14], ['D', 6]]);
    const kind = plans.length < 3 ? 'C' : drawn;
    const multiple = kind === 'A' || kind === 'C' || (kind === 'B' && rng.chance(0.45)) || (kind === 'E' && rng.chance(0.3));
    let office: OrgRef;
    let program: (typeof GWAC_PROGRAMS)[number] | null = null;
    if (kind === 'A') {
      program = rng.pick(GWAC_PROGRAMS);
      const offs = ctx.officesByAgency.get(program.agency) ?? ctx.officesByAgency.get('4732');
      office = offs ? rng.pick(offs) : gsa.pick(rng);
    } else if (kind === 'C') office = gsa.pick(rng);
    else office = offices.pick(rng);
    const fy = pickFy(ctx, rng);
    const naics = pickNaics(rng, kind === 'A' || kind === 'C' ? 'it' : undefined);
    const psc = pscFor(rng, naics);
    const schedule = kind === 'C' ? 'MAS' : null;
    const group = multiple ? Math.min(nIdv - plans.length, kind === 'A' ? rng.int(6, 25) : rng.int(2, 9)) : 1;
    let vehicle: string | null = null;
    let solicitation: string | null = null;
    if (multiple || rng.chance(0.25)) {
      vehicle = uuidFromRand(rng.fn);
      const synthetic = kind === 'A' && rng.chance(0.5);
      solicitation = synthetic
        ? `${program!.acronym}-${fy}`
        : generateSolicitationNumber(rng.fn, { aac: office.office_code!, fiscalYear: Math.max(ctx.firstFy, fy - (rng.chance(0.5) ? 1 : 0)), instrument: 'R', style: rng.chance(0.6) ? 'compact' : 'dashed' });
      const idvType = codeOf(C.IDV_TYPES, kind);
      const toi = kind === 'B' || kind === 'A' ? codeOf(C.TYPE_OF_IDC, rng.chance(0.85) ? 'B' : 'A') : null;
      const awardDate = dateInFy(rng, fy, ctx.asOf);
      vehicleRows.push({
        uuid: vehicle,
        solicitation_identifier: solicitation,
        solicitation_identifier_norm: normalizeSolicitation(solicitation),
        is_synthetic_solicitation: synthetic,
        program_acronym: program?.acronym ?? (rng.chance(0.3) ? `${office.agency_code}-${rng.chars(4, 'ABCDEFGHJKLMNPRSTUVW')}` : null),
        solicitation_title: program?.title ?? describeWork(rng, psc, naics, 'vehicle'),
        solicitation_description: rng.chance(0.7) ? describeWork(rng, psc, naics, 'long') : null,
        solicitation_date: addDays(awardDate, -rng.int(60, 300)),
        description: describeWork(rng, psc, naics, 'title'),
        vehicle_type: idvType.description,
        type_of_idc: toi?.description ?? null,
        contract_type: rng.pick(C.CONTRACT_TYPES.slice(0, 4)).description,
        set_aside: null,
        who_can_use: kind === 'A' || kind === 'C' ? 'Government-wide' : rng.chance(0.7) ? 'Only My Agency' : 'Multiple Agencies',
        naics_code: Number(naics),
        psc_code: psc,
        organization_id: office.organization_id,
        agency_id: office.agency_code,
        opportunity_id: null,
        fiscal_year: fy,
        award_date: awardDate,
        last_date_to_order: null,
        latest_award_date: null,
        idv_count: 0,
        awardee_count: 0,
        order_count: 0,
        total_obligated: '0.00',
        vehicle_obligations: '0.00',
        vehicle_contracts_value: '0.00',
        competition_details: null,
        metrics: null,
        agency_details: null,
        modified: ctx.stamp(rng, rng.int(0, 200)),
      });
    }
    const seen = new Set<string>();
    for (let i = 0; i < group; i++) {
      let recipient = pickRecipient(ctx, rng, kind === 'A' && program?.acronym.match(/8AST|VETS|POLARIS/) ? true : undefined, fiscalYearStart(fy));
      for (let t = 0; t < 5 && seen.has(recipient.uei); t++) recipient = pickRecipient(ctx, rng, undefined, fiscalYearStart(fy));
      seen.add(recipient.uei);
      plans.push({ office, recipient, fy, vehicle, solicitation, idvType: kind, multiple, program: program?.acronym ?? null, schedule, naics, psc });
    }
  }
  for (const v of vehicleRows) await ctx.w.add('vehicle', v);

  for (const p of plans) {
    const awardDate = dateInFy(rng, p.fy, ctx.asOf);
    const letter = p.idvType === 'E' ? 'A' : p.idvType === 'D' ? 'G' : 'D';
    const piid = piids.next(rng, p.office.office_code!, p.fy, letter);
    const key = idvKey(piid, p.office.agency_code!);
    const ceiling = p.idvType === 'A' ? rng.lognormal(5e9, 1) : p.idvType === 'C' ? rng.lognormal(5e6, 1.4) : rng.lognormal(3e7, 1.6);
    const isService = pscByCode.get(p.psc)?.isService ?? true;
    const ltdo = addMonths(awardDate, 12 * rng.int(3, 10));
    const row = baseRow(ctx, rng, {
      key, family: 'idv', piid, parent: null, office: p.office, fundingOffice: p.office, recipient: p.recipient, awardDate,
      obligated: 0, baseValue: ceiling * rng.float(0.05, 0.3), totalValue: ceiling, naics: p.naics, psc: p.psc,
      description: p.program ? `${p.program} ${describeWork(rng, p.psc, p.naics, 'title')}` : describeWork(rng, p.psc, p.naics, 'title'),
      solicitation: p.solicitation ?? (rng.chance(0.7) ? generateSolicitationNumber(rng.fn, { aac: p.office.office_code!, fiscalYear: p.fy, instrument: 'R', style: 'compact' }) : null),
      popStart: awardDate, popEnd: null, popUltimate: null, lastDateToOrder: ltdo, isService, isOrder: false,
    });
    const idvType = codeOf(C.IDV_TYPES, p.idvType);
    const toi = p.idvType === 'A' || p.idvType === 'B' ? codeOf(C.TYPE_OF_IDC, rng.chance(0.85) ? 'B' : rng.chance(0.7) ? 'A' : 'C') : null;
    const mos = codeOf(C.MULTIPLE_OR_SINGLE, p.multiple ? 'M' : 'S');
    Object.assign(row, {
      total_estimated_order_value: money(ceiling),
      idv_type_code: idvType.code,
      idv_type_description: idvType.description,
      type_of_idc_code: toi?.code ?? null,
      type_of_idc_description: toi?.description ?? null,
      multiple_or_single_award_code: mos.code,
      multiple_or_single_award_description: mos.description,
      who_can_use: p.idvType === 'A' || p.idvType === 'C' ? 'Government-wide' : null,
      program_acronym: p.program,
      vehicle_uuid: p.vehicle,
    });
    const r = ref(row, { recipient: p.recipient, office: p.office, funding: p.office, naicsDescription: naicsTitle(p.naics) ?? null, idv_type: p.idvType, schedule: p.schedule });
    ctx.idvs.push(r);
    ctx.awardByKey.set(r.key, r);
    await writeAward(ctx, rng, row, 0);
  }

  // ── contracts: orders under IDVs, definitive contracts, purchase orders ──
  const orderable = ctx.idvs.filter((i) => i.idv_type !== 'D' || rng.chance(0.5));
  for (let n = 0; n < nContracts; n++) {
    const isOrder = rng.chance(0.45) && orderable.length > 0;
    let parent: AwardRef | null = null;
    let office: OrgRef;
    let recipient: EntityRef;
    let awardDate: Date;
    let naics: string;
    let psc: string;
    let letter: string;
    let awardType: string;
    if (isOrder) {
      parent = orderable[rng.skewedIndex(orderable.length, 0.9)];
      recipient = ctx.entityByUei.get(parent.recipient_uei)!;
      const ltdo = parent.end_date && parent.end_date < ctx.asOf ? parent.end_date : ctx.asOf;
      const span = Math.max(0, Math.floor((ltdo.getTime() - parent.award_date.getTime()) / DAY_MS));
      // orders follow the year-end pattern too: a fiscal year of the ordering period, a date in it
      const lo = addDays(parent.award_date, Math.min(14, span));
      let d = dateInFy(rng, rng.int(fiscalYearOf(lo), fiscalYearOf(ltdo)), ltdo);
      if (d < lo) d = addDays(lo, rng.int(0, Math.max(0, span - Math.min(14, span))));
      awardDate = onWeekday(d, parent.award_date, ltdo);
      const govWide = parent.idv_type === 'A' || parent.idv_type === 'C';
      office = govWide ? offices.pick(rng) : rng.chance(0.85) ? ctx.orgById.get(parent.awarding_office_id)! : offices.pick(rng);
      naics = parent.naics_code ?? pickNaics(rng);
      psc = parent.psc_code ?? pscFor(rng, naics);
      letter = office.department_code === '097' && rng.chance(0.3) ? 'F' : 'F';
      awardType = parent.idv_type === 'E' ? 'A' : 'C';
    } else {
      office = offices.pick(rng);
      const definitive = rng.chance(0.4);
      awardDate = dateInFy(rng, pickFy(ctx, rng), ctx.asOf);
      recipient = pickRecipient(ctx, rng, undefined, awardDate);
      naics = recipient.naics.length && rng.chance(0.8) ? rng.pick(recipient.naics) : pickNaics(rng);
      psc = pscFor(rng, naics);
      letter = definitive ? 'C' : office.agency_code === '97AS' && rng.chance(0.5) ? 'V' : 'P';
      awardType = definitive ? 'D' : 'B';
    }
    const fy = fiscalYearOf(awardDate);
    const piid = piids.next(rng, office.office_code!, fy, letter);
    const key = contractKey(piid, office.agency_code!, parent?.piid ?? null, parent?.agency_code ?? null);
    const big = recipient.rank < ctx.entities.length * 0.03;
    const obligated = Math.max(250, rng.lognormal(awardType === 'D' ? 900_000 : awardType === 'B' ? 45_000 : 350_000, 1.7) * (big ? 3 : 1));
    const baseValue = obligated * rng.float(1, 1.6);
    const totalValue = baseValue * (rng.chance(0.55) ? rng.float(1.2, 4) : 1);
    const popStart = addDays(awardDate, rng.int(0, 30));
    const popEnd = addMonths(popStart, awardType === 'B' ? rng.int(1, 12) : rng.int(6, 60));
    const popUltimate = totalValue > baseValue ? addMonths(popEnd, 12 * rng.int(1, 4)) : popEnd;
    const isService = pscByCode.get(psc)?.isService ?? true;
    const fundingOffice = rng.chance(0.88) ? office : offices.pick(rng);
    const row = baseRow(ctx, rng, {
      key, family: 'contract', piid, parent, office, fundingOffice, recipient, awardDate, obligated, baseValue, totalValue,
      naics, psc, description: describeWork(rng, psc, naics, 'award'),
      solicitation: isOrder
        ? (rng.chance(0.35) ? generateSolicitationNumber(rng.fn, { aac: office.office_code!, fiscalYear: fy, instrument: 'Q', style: 'compact' }) : parent!.solicitation_identifier)
        : rng.chance(0.85)
          ? generateSolicitationNumber(rng.fn, { aac: office.office_code!, fiscalYear: fy, instrument: awardType === 'B' ? 'Q' : 'R', style: rng.chance(0.7) ? 'compact' : 'dashed' })
          : null,
      popStart, popEnd, popUltimate, lastDateToOrder: null, isService, isOrder,
    });
    const at = codeOf(C.AWARD_TYPES, awardType);
    row.award_type_code = at.code;
    row.award_type_description = at.description;
    const r = ref(row, { recipient, office, funding: fundingOffice, naicsDescription: naicsTitle(naics) ?? null });
    ctx.contracts.push(r);
    ctx.awardByKey.set(r.key, r);
    await writeAward(ctx, rng, row, obligated);
  }

  // ── other transactions: OTIDVs, then OTAs (some under OTIDVs) ──
  const consortia = ['National Spectrum Consortium', 'Medical Technology Enterprise Consortium', 'Space Enterprise Consortium', 'Naval Surface Technology & Innovation Consortium', 'Cornerstone OTA Consortium', 'Information Warfare Research Project Consortium', 'Aviation and Missile Technology Consortium', 'Training and Readiness Accelerator'];
  const otTypes = C.OT_AGREEMENT_TYPES;
  for (let n = 0; n < nOtidv + nOta; n++) {
    const isIdv = n < nOtidv;
    const office = dodOffices.pick(rng);
    const parent = !isIdv && ctx.otidvs.length > 0 && rng.chance(0.35) ? rng.pick(ctx.otidvs) : null;
    const fy = parent ? Math.max(parent.fiscal_year, pickFy(ctx, rng)) : pickFy(ctx, rng);
    let awardDate = dateInFy(rng, fy, ctx.asOf);
    if (parent && awardDate < parent.award_date) awardDate = addDays(parent.award_date, rng.int(1, 90));
    if (awardDate > ctx.asOf) awardDate = ctx.asOf;
    awardDate = onWeekday(awardDate, parent?.award_date ?? fiscalYearStart(fiscalYearOf(awardDate)), ctx.asOf);
    const recipient = parent ? ctx.entityByUei.get(parent.recipient_uei)! : pickRecipient(ctx, rng, undefined, awardDate);
    const piid = piids.next(rng, office.office_code!, fiscalYearOf(awardDate), 'H');
    const key = isIdv ? idvKey(piid, office.agency_code!) : contractKey(piid, office.agency_code!, parent?.piid ?? null, parent?.agency_code ?? null);
    const naics = pickNaics(rng, 'rd');
    const psc = pscFor(rng, naics);
    const obligated = isIdv ? 0 : rng.lognormal(4_000_000, 1.3);
    const total = isIdv ? rng.lognormal(2e8, 1) : obligated * rng.float(1, 3);
    const popStart = addDays(awardDate, rng.int(0, 20));
    const popEnd = addMonths(popStart, rng.int(12, 48));
    const row = baseRow(ctx, rng, {
      key, family: isIdv ? 'otidv' : 'ota', piid, parent, office, fundingOffice: office, recipient, awardDate, obligated,
      baseValue: total * 0.6, totalValue: total, naics: null, psc, description: `PROTOTYPE: ${describeWork(rng, psc, naics, 'award')}`,
      solicitation: null, popStart, popEnd, popUltimate: addMonths(popEnd, rng.int(0, 24)), lastDateToOrder: null, isService: true, isOrder: false,
    });
    const ot = rng.pick(otTypes);
    const cons = rng.chance(0.4) ? rng.pick(consortia) : null;
    const consEntity = cons ? ctx.entities[rng.int(0, Math.min(40, ctx.entities.length - 1))] : null;
    Object.assign(row, {
      set_aside_code: null,
      set_aside_description: null,
      contract_type_code: null,
      contract_type_description: null,
      solicitation_procedures_code: null,
      solicitation_procedures_description: null,
      award_type_code: null,
      award_type_description: null,
      idv_type_code: isIdv ? rng.pick(['A', 'B']) : null,
      type_of_ot_agreement_code: ot.code,
      type_of_ot_agreement_description: ot.description,
      consortia: cons,
      consortia_uei: consEntity?.uei ?? null,
      dod_acquisition_program: rng.chance(0.3) ? rng.pick(['000', 'A1X', 'B3Z', 'XM7', 'JLT']) : null,
      non_governmental_dollars: rng.chance(0.3) ? money(obligated * rng.float(0.05, 0.4)) : '0.00',
      non_traditional_government_contractor_participation: rng.pick(['NDTC', 'NTCS', 'SBPS', 'TNDC']),
    });
    const r = ref(row, { recipient, office, funding: office, naicsDescription: null });
    (isIdv ? ctx.otidvs : ctx.otas).push(r);
    ctx.awardByKey.set(r.key, r);
    await writeAward(ctx, rng, row, obligated);
  }
  void otTypes;
}
