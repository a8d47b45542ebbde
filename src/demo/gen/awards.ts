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
import { buildPiid, contractKey, generateSolicitationNumber, idvKey, normalizeSolicitation, SYNTHETIC_SOLICITATION_PREFIX, uuidFromRand } from '../../identifiers/index.js';
import { Json } from '../writer.js';
import { Rng } from '../rng.js';
import { DUNS_RETIRED, type AwardRef, type EntityRef, type GenContext, type OrgRef } from '../context.js';
import { addDays, addMonths, fiscalYearEnd, fiscalYearOf, fiscalYearStart, DAY_MS } from '../dates.js';
import * as C from '../reference/codes.js';
import { naicsForFy, naicsTitle } from '../reference/naics.js';
import { PSC_CODES } from '../reference/psc.js';
import { STATES, COUNTRIES } from '../reference/states.js';
import { pickNaics, pscFor, pscValidIn, describeWork, MILITARY_INSTALLATIONS } from './work.js';

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

/**
 * Weighted office picker: agencies by their share of actions, offices within
 * an agency mildly skewed (weights 1/(i+4): the first-listed office of an
 * agency gets about a sixth of its actions when it has fifteen offices), so no
 * office holds more than a few percent of all contracts.
 */
export class OfficePicker {
  private readonly pickAgency: (rng: Rng) => OrgRef;
  private readonly byAgency = new Map<string, (rng: Rng) => OrgRef>();
  constructor(private readonly ctx: GenContext, filter?: (a: OrgRef) => boolean) {
    const agencies = ctx.agencies.filter((a) => (ctx.officesByAgency.get(a.code)?.length ?? 0) > 0 && (!filter || filter(a)));
    this.pickAgency = Rng.picker(agencies, agencies.map((a) => a.weight));
  }
  pick(rng: Rng): OrgRef {
    const agency = this.pickAgency(rng);
    let pick = this.byAgency.get(agency.code);
    if (!pick) {
      const offices = this.ctx.officesByAgency.get(agency.code)!;
      pick = Rng.picker(offices, offices.map((_, i) => 1 / (i + 4)));
      this.byAgency.set(agency.code, pick);
    }
    return pick(rng);
  }
}

/**
 * Relative size of an agency's awards (a count of actions becomes dollars):
 * the military departments and the Missile Defense Agency buy big systems,
 * the Defense Logistics Agency many small supply orders, Energy runs its
 * laboratories on large management contracts. Unlisted agencies: 1.
 */
const AGENCY_SIZE: Record<string, number> = {
  '1700': 2.1, '5700': 2.1, '2100': 1.5, '97JC': 3, '97AS': 0.45, '97AK': 1.2, '97DH': 1.2, '97ZS': 1.2,
  '8900': 3.5, '8000': 1.6, '3600': 0.8, '4732': 0.7, '4740': 1.1, '7530': 2, '7529': 0.9,
};

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Mean of exp(sigma z), z standard normal cut to |z| <= CUT_Z, up to a factor that does not depend on sigma. */
function cutMean(sigma: number): number {
  return Math.exp((sigma * sigma) / 2) * (normalCdf(CUT_Z - sigma) - normalCdf(-CUT_Z - sigma));
}

/**
 * Vendors by count and by dollars. Counts follow 1/(rank + c), flat enough
 * at the head that no vendor holds more than about 1.5% of the contracts at
 * any scale; dollars are concentrated by a size factor per vendor, so the ten
 * largest vendors hold about a third of the dollars (the top one about 7%),
 * as the ten largest federal contractors do.
 *
 * c grows with the number of vendors, so the head's share of the contracts
 * shrinks with scale (about 11% at scale 1, 1.4% at scale 40) while its share
 * of the dollars does not: its contracts get larger, and nearly all of them
 * rank among the largest 1%. With the other vendors' amounts as spread as at
 * scale 1 the largest 1% of contracts would hold 44% of the dollars at scale 1
 * but 61% at scale 40; real ones hold about half. So the other vendors'
 * spread narrows as the head's count share falls below its scale-1 value
 * (tailSigma), and the head's size factors follow the mean that narrower
 * spread gives: about half at every scale from 2 to 100, scale 1 unchanged.
 */
class Vendors {
  private readonly draw: (rng: Rng) => EntityRef;
  /** dollar factor per vendor rank */
  readonly size: Float64Array;
  /** spread (natural log) of the amounts of the vendors beyond the head */
  readonly tailSigma: number;
  constructor(private readonly ctx: GenContext) {
    const n = ctx.entities.length;
    const c = n <= 800 ? Math.max(5, n / 40) : 20 * Math.sqrt(n / 800);
    const w = ctx.entities.map((_, r) => 1 / (r + c));
    const total = w.reduce((a, b) => a + b, 0);
    this.draw = Rng.picker(ctx.entities, w);
    // the head's target dollar shares; large vendors beyond it twice the small ones
    const head = [0.065, 0.045, 0.035, 0.03, 0.027, 0.025, 0.023, 0.021, 0.02, 0.019].slice(0, Math.min(HEAD, Math.max(0, n - 1)));
    const headShare = head.reduce((a, b) => a + b, 0);
    const headCount = head.reduce((a, _d, r) => a + w[r] / total, 0);
    this.tailSigma = headCount >= HEAD_COUNT_REF ? SIGMA : Math.max(1.2, SIGMA + TAIL_NARROWING * Math.log(headCount / HEAD_COUNT_REF));
    this.size = new Float64Array(n);
    let tail = 0;
    for (let r = head.length; r < n; r++) {
      this.size[r] = ctx.entities[r].small_business ? 1 : 2;
      tail += (w[r] / total) * this.size[r];
    }
    const all = tail / (1 - headShare);
    // the head's amounts are less spread (HEAD_SIGMA), so their mean is lower by this factor;
    // a narrower tail has a lower mean (of the amounts as cut at CUT_Z), and the head's follows it
    const meanGap = Math.exp((SIGMA * SIGMA - HEAD_SIGMA * HEAD_SIGMA) / 2) * (cutMean(this.tailSigma) / cutMean(SIGMA));
    head.forEach((d, r) => {
      this.size[r] = ((d * all) / (w[r] / total)) * meanGap;
    });
  }

  /**
   * A vendor registered in SAM by `by` (no award precedes the vendor's
   * registration, nor its founding, which comes earlier still).
   */
  pick(rng: Rng, small: boolean | undefined, by: Date, flat = false): EntityRef {
    for (let i = 0; i < 40; i++) {
      // flat: any vendor alike (the many mid-size holders of multiple-award vehicles)
      const e = flat ? this.ctx.entities[rng.int(0, this.ctx.entities.length - 1)] : this.draw(rng);
      if ((small === undefined || e.small_business === small) && e.registered_on <= by) return e;
    }
    // rarely: any vendor registered by then (the earliest registered when none is)
    const pool = this.ctx.entities;
    const registered = pool.filter((e) => e.registered_on <= by);
    if (registered.length) return registered[rng.int(0, registered.length - 1)];
    return pool.reduce((a, b) => (b.registered_on < a.registered_on ? b : a));
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
 * the year, September alone about 18% of the actions (15 to 20% of the
 * dollars), and within September the last week about 8.7% of the year
 * (against 1.9% for an average week).
 */
const FY_MONTH_WEIGHTS = [7.2, 7.2, 7.2, 7.2, 7.2, 7.2, 7.2, 7.2, 7.2, 8.4, 8.4, 18];
const LAST_WEEK_OF_SEPTEMBER = 8.7 / 18;

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

/**
 * PIID serials in award-date order within an office, fiscal year and
 * instrument (an office numbers its awards as it signs them), with gaps for
 * the actions it signs outside the dataset. `items` are numbered in place.
 */
function assignSerials<T extends { aac: string; fy: number; letter: string; date: Date; serial: number }>(rng: Rng, items: T[]): void {
  const groups = new Map<string, T[]>();
  for (const it of items) {
    const k = `${it.aac}${it.fy}${it.letter}`;
    const g = groups.get(k);
    if (g) g.push(it);
    else groups.set(k, [it]);
  }
  for (const g of groups.values()) {
    g.sort((a, b) => a.date.getTime() - b.date.getTime());
    let n = 0;
    for (const it of g) it.serial = n += rng.int(1, 4);
  }
}

function piidOf(p: { aac: string; fy: number; letter: string; serial: number }): string {
  return buildPiid({ aac: p.aac, fiscalYear: p.fy, instrumentType: p.letter, serial: p.serial, serialLength: p.serial > 9999 ? 6 : 4 });
}

/** Cities that are military installations (a civilian award is not performed there). */
const BASE_CITIES = new Set(MILITARY_INSTALLATIONS);

function placeOfPerformance(ctx: GenContext, rng: Rng, recipient: EntityRef, office: OrgRef) {
  if (rng.chance(0.03)) {
    const foreign = rng.pick(COUNTRIES.filter((c) => c.code !== 'USA'));
    return { pop_country_code: foreign.code, pop_country_name: foreign.name, pop_state_code: null, pop_state_name: null, pop_city_name: null, pop_zip_code: null };
  }
  let state = recipient.state;
  let city = recipient.city;
  let zip = recipient.zip;
  const civilian = office.department_code !== '097';
  const move = () => {
    const s = rng.pick(STATES);
    const c = rng.pick(s.cities);
    state = s.code;
    city = c.name;
    zip = c.zip;
  };
  if (rng.chance(0.3)) move();
  for (let i = 0; i < 8 && civilian && BASE_CITIES.has(city.toUpperCase()); i++) move();
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
function fpdsCodes(rng: Rng, isOrder: boolean, isService: boolean, psc: string | null): Record<string, Code | null> {
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
    // SBIR/STTR phases only on research and development (A) service codes
    research: psc?.startsWith('A') && rng.chance(0.25) ? pairFrom(rng, C.RESEARCH) : null,
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

/** Set-asides a vendor can win, by the SAM business types and SBA certifications it holds. */
const SET_ASIDE_NEEDS: readonly [setAside: string, codes: readonly string[], weight: number][] = [
  ['8A', ['A6', 'JT'], 14],
  ['8AN', ['A6', 'JT'], 6],
  ['HZC', ['XX'], 5],
  ['HZS', ['XX'], 1],
  ['SDVOSBC', ['QF'], 10],
  ['SDVOSBS', ['QF'], 2],
  ['WOSB', ['8W', '8E'], 6],
  ['EDWOSB', ['8E'], 2],
];

/**
 * Competition fields that agree with each other (FPDS data dictionary):
 * sole-source set-asides are "not competed" under statutory authority with
 * one offer; competed set-asides are "full and open after exclusion of
 * sources" (or "competed under SAP" for simplified purchases); a set-aside
 * goes only to a vendor holding its certification; solicitation procedures
 * follow the extent (sealed bids and negotiated proposals when competed, only
 * one source when not, simplified acquisition under SAP); orders compete for
 * fair opportunity among the IDV holders.
 */
function competition(
  rng: Rng,
  d: { family: AwardRef['family']; recipient: EntityRef; isOrder: boolean; obligated: number; psc: string | null; office: OrgRef; awardDate: Date },
): { setAside: string; extent: string; otfo: string | null; procedure: string | null; offers: number } {
  const ot = d.family === 'ota' || d.family === 'otidv';
  const simplified = !d.isOrder && d.family === 'contract' && d.obligated <= 250_000;
  const offers = (competed: boolean) => (!competed ? 1 : rng.chance(0.16) ? 1 : Math.min(30, 1 + Math.ceil(rng.lognormal(2.2, 0.8))));
  if (d.isOrder) {
    const competed = rng.chance(0.75);
    return { setAside: 'NONE', extent: competed ? 'CDO' : 'NDO', otfo: null, procedure: null, offers: competed ? Math.min(12, offers(true)) : 1 };
  }
  let setAside = 'NONE';
  if (!ot && d.recipient.small_business && rng.chance(0.4)) {
    // SAM business types (self-certified, no dates) and SBA certifications in force on the award date
    const certified = new Map((d.recipient.certifications ?? []).map((c) => [c.code, c]));
    const held = new Set(
      d.recipient.business_type_codes.filter((code) => {
        const c = certified.get(code);
        return !c || ((!c.entry || c.entry <= d.awardDate) && (!c.exit || c.exit >= d.awardDate));
      }),
    );
    const options = SET_ASIDE_NEEDS.filter(([, codes]) => codes.some((c) => held.has(c)));
    // small business set-asides for everyone small; the programmes only for their holders
    setAside = rng.weighted(['SBA', 'SBP', ...options.map((o) => o[0])], [45, 4, ...options.map((o) => o[2])]);
  }
  const soleSource = ['8AN', 'HZS', 'SDVOSBS'].includes(setAside);
  if (soleSource) return { setAside, extent: 'C', otfo: 'OTH', procedure: 'SSS', offers: 1 };
  if (setAside !== 'NONE') {
    const extent = simplified && rng.chance(0.7) ? 'F' : 'D';
    return { setAside, extent, otfo: null, procedure: extent === 'F' ? 'SP1' : rng.chance(0.85) ? 'NP' : 'SB', offers: offers(true) };
  }
  const extent = simplified
    ? rng.table<string>([['F', 62], ['G', 30], ['A', 8]])
    : rng.table<string>([['A', 62], ['C', 22], ['E', 5], ['B', 2], ['D', 9]]);
  const competed = !['C', 'G', 'B'].includes(extent);
  const otfo = competed ? null : extent === 'G' ? (rng.chance(0.6) ? 'SP2' : 'MPT') : rng.table<string>([['UNQ', 30], ['ONE', 25], ['FOC', 15], ['URG', 6], ['PDR', 5], ['STD', 4], ['BND', 5], ['IA', 2], ['NS', 2], ['UT', 3], ['OTH', 3]]);
  let procedure: string;
  if (extent === 'F' || extent === 'G') procedure = 'SP1';
  else if (!competed) procedure = 'SSS';
  else if (d.psc?.startsWith('A') && rng.chance(0.3)) procedure = 'BR';
  else if (d.psc && /^C[12]/.test(d.psc) && rng.chance(0.6)) procedure = 'AE';
  else procedure = rng.table<string>([['NP', 82], ['SB', 12], ['TS', 3], ['AS', 1], ['NP', 2]]);
  return { setAside: ot ? 'NONE' : setAside, extent, otfo, procedure: ot ? null : procedure, offers: offers(competed) };
}

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
    /** null: drawn here, to fit the place of performance */
    description: string | null;
    solicitation: string | null;
    popStart: Date;
    popEnd: Date | null;
    popUltimate: Date | null;
    lastDateToOrder: Date | null;
    isService: boolean;
    isOrder: boolean;
  },
): Record<string, unknown> {
  const comp = competition(rng, d);
  const sa = C.SET_ASIDES.find((s) => s.code === comp.setAside) ?? C.SET_ASIDES[0];
  const ext = C.EXTENT_COMPETED.find((e) => e.code === comp.extent) ?? C.EXTENT_COMPETED[0];
  const otfo = comp.otfo ? (C.OTHER_THAN_FULL_AND_OPEN.find((o) => o.code === comp.otfo) ?? null) : null;
  const procedure = comp.procedure ? (C.SOLICITATION_PROCEDURES.find((o) => o.code === comp.procedure) ?? null) : null;
  const ctype = rng.table<string>([['J', 62], ['U', 8], ['Y', 9], ['Z', 4], ['R', 3], ['S', 2], ['V', 2], ['K', 3], ['L', 2], ['A', 1], ['B', 1], ['2', 2], ['3', 1]]);
  const ct = C.CONTRACT_TYPES.find((c) => c.code === ctype) ?? C.CONTRACT_TYPES[0];
  const pop = placeOfPerformance(ctx, rng, d.recipient, d.office);
  const description =
    d.description ??
    describeWork(rng, d.psc ?? '', d.naics ?? '', 'award', { state: pop.pop_state_code, city: pop.pop_city_name, defense: d.office.department_code === '097', agency: d.office.agency_code });
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
    description,
    solicitation_identifier: d.solicitation,
    solicitation_identifier_norm: d.solicitation ? normalizeSolicitation(d.solicitation) : null,
    solicitation_date: d.solicitation ? addDays(d.awardDate, -rng.int(30, 200)) : null,
    // the generator reasons in 2017 codes; the row carries the edition of its fiscal year
    naics_code: naicsForFy(d.naics, fiscalYearOf(d.awardDate)),
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
    // awards signed before the UEI replaced it report the recipient's DUNS too
    recipient_duns: d.awardDate.getTime() < DUNS_RETIRED ? ctx.dunsOf(d.recipient.uei) : null,
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
    number_of_offers_received: comp.offers,
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
    fpds_codes: d.family === 'ota' || d.family === 'otidv' ? null : fpdsCodes(rng, d.isOrder, d.isService, d.psc),
    legislative_mandates: d.family === 'ota' || d.family === 'otidv' ? null : legislativeMandates(rng, d.isService),
    officers: officers(rng, ctx),
    modified: ctx.stamp(rng, rng.int(0, 400)),
  };
}

function ref(row: Record<string, unknown>, extra: Partial<AwardRef> & { recipient: EntityRef; office: OrgRef; funding: OrgRef; naicsDescription: string | null; naics?: string | null }): AwardRef {
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
    // the 2017 code the generator drew (rows that mirror the award map it to their own year: naicsForFy)
    naics_code: extra.naics ?? (row.naics_code as string | null),
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

/** Governmentwide vehicles, one each, with the fiscal year of their award and ordering period in years. */
const GWAC_PROGRAMS = [
  { acronym: 'CIOSP3', title: 'Chief Information Officer - Solutions and Partners 3 (CIO-SP3)', agency: '7529', fy: 2012, years: 13 },
  { acronym: 'SEWPV', title: 'Solutions for Enterprise-Wide Procurement (SEWP) V', agency: '8000', fy: 2015, years: 10 },
  { acronym: 'ALLIANT2', title: 'Alliant 2 Governmentwide Acquisition Contract', agency: '4732', fy: 2018, years: 10 },
  { acronym: 'VETS2', title: 'VETS 2 Service-Disabled Veteran-Owned Small Business GWAC', agency: '4732', fy: 2018, years: 10 },
  { acronym: '8AST3', title: '8(a) STARS III Governmentwide Acquisition Contract', agency: '4732', fy: 2021, years: 8 },
  { acronym: 'OASISPLUS', title: 'One Acquisition Solution for Integrated Services Plus (OASIS+)', agency: '4732', fy: 2025, years: 10 },
  { acronym: 'POLARIS', title: 'Polaris Small Business Pool GWAC', agency: '4732', fy: 2025, years: 10 },
];

/** Spread (natural log) of contract amounts; the ten largest vendors' is narrower, so their shares hold at small scales. */
const SIGMA = 2.3;
const HEAD_SIGMA = 1.5;
const HEAD = 10;
/** definitive contracts and orders: amounts cut at this many standard deviations */
const CUT_Z = 2.7;
/** the head's share of the contracts (by draw weight) at scale 1, where SIGMA holds for the other vendors */
const HEAD_COUNT_REF = 0.11;
/** how far the other vendors' spread narrows per unit of the log of the head's count share below HEAD_COUNT_REF (2.3 at scale 1, 1.68 at scale 40) */
const TAIL_NARROWING = 0.3;

/** Largest single award the generator draws (the largest real ones are a few billion). */
const MAX_AWARD = 4e9;

/** A contract as drawn before its PIID: the PIID is numbered once every award of its office and year is known. */
interface ContractPlan {
  isOrder: boolean;
  parent: AwardRef | null;
  office: OrgRef;
  recipient: EntityRef;
  date: Date;
  naics: string;
  psc: string;
  aac: string;
  fy: number;
  letter: string;
  serial: number;
  awardType: string;
  obligated: number;
}

export async function generateAwards(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('awards');
  const offices = new OfficePicker(ctx);
  const dodOffices = new OfficePicker(ctx, (a) => a.department_code === '097');
  const gsa = new OfficePicker(ctx, (a) => a.agency_code === '4732' || a.agency_code === '4700');
  const vendors = new Vendors(ctx);
  const sizeOf = (e: EntityRef, office: OrgRef) => vendors.size[e.rank] * (AGENCY_SIZE[office.agency_code!] ?? 1);
  const pscByCode = new Map(PSC_CODES.map((p) => [p.code, p]));
  const nIdv = ctx.n(400, 20);
  const nContracts = ctx.n(5000, 100);
  const nOtidv = ctx.n(40, 3);
  const nOta = ctx.n(150, 8);

  // ── vehicles and IDVs ──
  type IdvPlan = {
    office: OrgRef; recipient: EntityRef; fy: number; date: Date; ltdo: Date; vehicle: string | null; solicitation: string | null; idvType: string;
    multiple: boolean; program: string | null; schedule: string | null; naics: string; psc: string; aac: string; letter: string; serial: number;
  };
  const plans: IdvPlan[] = [];
  const vehicleRows: Record<string, unknown>[] = [];
  const programs = GWAC_PROGRAMS.filter((g) => g.fy <= ctx.currentFy);
  while (plans.length < nIdv) {
    // the first vehicles are schedule (FSS) contracts, so even a tiny dataset has schedule holders for storefront links;
    // each governmentwide programme is one vehicle, awarded in its own year
    const drawn = rng.table<string>([['A', 6], ['B', 52], ['C', 22], ['E', 14], ['D', 6]]);
    const kind = plans.length < 3 ? 'C' : drawn === 'A' && programs.length === 0 ? 'B' : drawn;
    const multiple = kind === 'A' || kind === 'C' || (kind === 'B' && rng.chance(0.45)) || (kind === 'E' && rng.chance(0.3));
    let office: OrgRef;
    const program = kind === 'A' ? programs.splice(rng.int(0, programs.length - 1), 1)[0] : null;
    if (program) {
      const offs = ctx.officesByAgency.get(program.agency) ?? ctx.officesByAgency.get('4732');
      office = offs ? offs[0] : gsa.pick(rng);
    } else if (kind === 'C') office = gsa.pick(rng);
    else office = offices.pick(rng);
    const fy = program ? program.fy : pickFy(ctx, rng);
    const date = dateInFy(rng, fy, ctx.asOf);
    const ltdo = addMonths(date, 12 * (program ? program.years : rng.int(3, 10)));
    const naics = pickNaics(rng, kind === 'A' || kind === 'C' ? 'it' : undefined, office.agency_code ?? undefined);
    const psc = pscFor(rng, naics, fy);
    const schedule = kind === 'C' ? 'MAS' : null;
    const group = multiple ? Math.min(nIdv - plans.length, kind === 'A' ? rng.int(6, 25) : rng.int(2, 9)) : 1;
    let vehicle: string | null = null;
    let solicitation: string | null = null;
    if (multiple || rng.chance(0.25)) {
      vehicle = uuidFromRand(rng.fn);
      const synthetic = !!program && rng.chance(0.5);
      solicitation = synthetic
        ? `${program!.acronym}-${fy}`
        : generateSolicitationNumber(rng.fn, { aac: office.office_code!, fiscalYear: Math.max(fy - 1, Math.min(fy, ctx.firstFy)), instrument: 'R', style: rng.chance(0.6) ? 'compact' : 'dashed' });
      const idvType = codeOf(C.IDV_TYPES, kind);
      const toi = kind === 'B' || kind === 'A' ? codeOf(C.TYPE_OF_IDC, rng.chance(0.85) ? 'B' : 'A') : null;
      vehicleRows.push({
        uuid: vehicle,
        // a synthesised identifier is stored behind its marker and served without it (IDVs carry the served value)
        solicitation_identifier: synthetic ? `${SYNTHETIC_SOLICITATION_PREFIX}${solicitation}` : solicitation,
        solicitation_identifier_norm: normalizeSolicitation(solicitation),
        is_synthetic_solicitation: synthetic,
        program_acronym: program?.acronym ?? (rng.chance(0.3) ? `${office.agency_code}-${rng.chars(4, 'ABCDEFGHJKLMNPRSTUVW')}` : null),
        solicitation_title: program?.title ?? describeWork(rng, psc, naics, 'vehicle'),
        solicitation_description: rng.chance(0.7) ? describeWork(rng, psc, naics, 'long') : null,
        solicitation_date: addDays(date, -rng.int(60, 300)),
        description: describeWork(rng, psc, naics, 'title'),
        vehicle_type: idvType.description,
        type_of_idc: toi?.description ?? null,
        contract_type: rng.pick(C.CONTRACT_TYPES.slice(0, 4)).description,
        set_aside: null,
        who_can_use: kind === 'A' || kind === 'C' ? 'Government-wide' : rng.chance(0.7) ? 'Only My Agency' : 'Multiple Agencies',
        naics_code: Number(naicsForFy(naics, fy)),
        psc_code: psc,
        organization_id: office.organization_id,
        agency_id: office.agency_code,
        opportunity_id: null,
        fiscal_year: fy,
        award_date: date,
        last_date_to_order: null,
        latest_award_date: null,
        idv_count: 0,
        awardee_count: 0,
        order_count: 0,
        total_obligated: '0.00',
        vehicle_obligations: '0.00',
        vehicle_contracts_value: '0.00',
        modified: ctx.stamp(rng, rng.int(0, 200)),
      });
    }
    // the awardees of one multiple-award vehicle are awarded together, on the vehicle's date
    const seen = new Set<string>();
    const letter = kind === 'E' ? 'A' : kind === 'D' ? 'G' : 'D';
    for (let i = 0; i < group; i++) {
      const smallOnly = program && /8AST|VETS|POLARIS/.test(program.acronym) ? true : undefined;
      // IDV holders: some as contracts go, most any vendor alike (so orders do not pile onto the largest)
      const flat = rng.chance(0.7);
      let recipient = vendors.pick(rng, smallOnly, date, flat);
      for (let t = 0; t < 5 && seen.has(recipient.uei); t++) recipient = vendors.pick(rng, smallOnly, date, flat);
      seen.add(recipient.uei);
      plans.push({
        office, recipient, fy, date: vehicle && multiple ? date : i === 0 ? date : dateInFy(rng, fy, ctx.asOf), ltdo, vehicle, solicitation, idvType: kind, multiple,
        program: program?.acronym ?? null, schedule, naics, psc, aac: office.office_code!, letter, serial: 0,
      });
    }
  }
  for (const v of vehicleRows) await ctx.w.add('vehicle', v);
  assignSerials(rng, plans);

  /** what is left of each IDV's ceiling for its orders */
  const ceilingLeft = new Map<string, number>();
  /** IDV rows as drawn, written after their orders are drawn (their obligations are the orders') */
  const idvRows: { row: Record<string, unknown>; ref: AwardRef }[] = [];
  /** the size factor each IDV's ceiling was scaled by */
  const idvScale = new Map<string, number>();
  for (const p of plans) {
    const awardDate = p.date;
    const piid = piidOf(p);
    const key = idvKey(piid, p.office.agency_code!);
    const scaleUp = Math.min(sizeOf(p.recipient, p.office), 50);
    const ceiling = Math.min(2e10, (p.idvType === 'A' ? rng.lognormal(5e9, 1) : p.idvType === 'C' ? rng.lognormal(5e6, 1.4) : rng.lognormal(3e7, 1.6)) * scaleUp);
    const isService = pscByCode.get(p.psc)?.isService ?? true;
    const row = baseRow(ctx, rng, {
      key, family: 'idv', piid, parent: null, office: p.office, fundingOffice: p.office, recipient: p.recipient, awardDate,
      obligated: 0, baseValue: ceiling * rng.float(0.05, 0.3), totalValue: ceiling, naics: p.naics, psc: p.psc,
      description: p.program ? `${p.program} ${describeWork(rng, p.psc, p.naics, 'title')}` : describeWork(rng, p.psc, p.naics, 'title'),
      solicitation: p.solicitation ?? (rng.chance(0.7) ? generateSolicitationNumber(rng.fn, { aac: p.office.office_code!, fiscalYear: p.fy, instrument: 'R', style: 'compact' }) : null),
      popStart: awardDate, popEnd: null, popUltimate: null, lastDateToOrder: p.ltdo, isService, isOrder: false,
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
    const r = ref(row, { recipient: p.recipient, office: p.office, funding: p.office, naics: p.naics, naicsDescription: naicsTitle(p.naics) ?? null, idv_type: p.idvType, schedule: p.schedule });
    ctx.idvs.push(r);
    ctx.awardByKey.set(r.key, r);
    ceilingLeft.set(r.key, ceiling);
    idvScale.set(r.key, scaleUp);
    // written once their orders are drawn, with the obligations of those orders
    idvRows.push({ row, ref: r });
  }

  // ── contracts: orders under IDVs, definitive contracts, purchase orders ──
  // drawn first (office, vendor, date, amount), numbered in date order per office, then written
  const orderable = ctx.idvs.filter((i) => i.idv_type !== 'D' || rng.chance(0.5));
  // IDVs take orders by their size (ceiling^0.4, before the holder's size factor: a big vendor's orders are bigger, not more): governmentwide vehicles and schedules many, small BPAs few
  const pickParent = Rng.picker(orderable, orderable.map((i) => Math.pow(Math.max(1, i.total_contract_value / (idvScale.get(i.key) ?? 1)), 0.4)));
  const contractPlans: ContractPlan[] = [];
  for (let n = 0; n < nContracts; n++) {
    let parent: AwardRef | null = null;
    if (orderable.length > 0 && rng.chance(0.45)) {
      // an IDV with room left under its ceiling and an ordering period that has begun
      for (let t = 0; t < 6 && !parent; t++) {
        const c = pickParent(rng);
        if ((ceilingLeft.get(c.key) ?? 0) > 2_500 && c.award_date < ctx.asOf) parent = c;
      }
    }
    let office: OrgRef;
    let recipient: EntityRef;
    let awardDate: Date;
    let naics: string;
    let psc: string;
    let letter: string;
    let awardType: string;
    if (parent) {
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
      // the Defense Logistics Agency buys supplies on its own contracts, seldom services off others' vehicles
      if (office.agency_code === '97AS' && parent.agency_code !== '97AS' && rng.chance(0.85)) office = offices.pick(rng);
      naics = parent.naics_code ?? pickNaics(rng);
      // an order carries its IDV's PSC unless the code was retired or not yet valid on the order's date
      psc = parent.psc_code && pscValidIn(parent.psc_code, fiscalYearOf(awardDate)) ? parent.psc_code : pscFor(rng, naics, fiscalYearOf(awardDate));
      letter = 'F';
      awardType = parent.idv_type === 'E' ? 'A' : 'C';
    } else {
      office = offices.pick(rng);
      const definitive = rng.chance(0.4);
      awardDate = dateInFy(rng, pickFy(ctx, rng), ctx.asOf);
      recipient = vendors.pick(rng, undefined, awardDate);
      naics = pickNaics(rng, undefined, office.agency_code ?? undefined, recipient.naics);
      psc = pscFor(rng, naics, fiscalYearOf(awardDate));
      letter = definitive ? 'C' : office.agency_code === '97AS' && rng.chance(0.5) ? 'V' : 'P';
      awardType = definitive ? 'D' : 'B';
    }
    // amounts: heavy-tailed by instrument (purchase orders mostly under the simplified acquisition threshold),
    // scaled by the vendor's and the agency's size
    const size = sizeOf(recipient, office);
    let obligated =
      awardType === 'B'
        ? Math.min(rng.lognormalCut(15_000, 1.1), rng.chance(0.97) ? 250_000 : 7_500_000) * Math.min(size, 3)
        : rng.lognormalCut(awardType === 'D' ? 150_000 : 45_000, recipient.rank < HEAD ? HEAD_SIGMA : vendors.tailSigma, CUT_Z) * size;
    obligated = Math.min(MAX_AWARD, Math.max(250, obligated));
    if (parent) {
      // within the IDV's ceiling, but for a documented few (about 1.5% of orders may overrun it)
      const left = ceilingLeft.get(parent.key)!;
      if (obligated > left && !rng.chance(0.015)) obligated = Math.max(250, left * rng.float(0.05, 0.6));
      ceilingLeft.set(parent.key, left - obligated);
    }
    const fy = fiscalYearOf(awardDate);
    contractPlans.push({ isOrder: !!parent, parent, office, recipient, date: awardDate, naics, psc, aac: office.office_code!, fy, letter, serial: 0, awardType, obligated });
  }
  assignSerials(rng, contractPlans);

  // an IDV obligates nothing itself: its obligated amount is the sum of its orders' (in cents, as stored)
  const orderCents = new Map<string, number>();
  for (const p of contractPlans) if (p.parent) orderCents.set(p.parent.key, (orderCents.get(p.parent.key) ?? 0) + Math.round(p.obligated * 100));
  for (const { row, ref: r } of idvRows) {
    const cents = orderCents.get(r.key) ?? 0;
    row.obligated = (cents / 100).toFixed(2);
    r.obligated = cents / 100;
    await writeAward(ctx, rng, row, 0);
  }

  for (const p of contractPlans) {
    const { parent, office, recipient, naics, psc, awardType, obligated, fy } = p;
    const awardDate = p.date;
    const piid = piidOf(p);
    const key = contractKey(piid, office.agency_code!, parent?.piid ?? null, parent?.agency_code ?? null);
    const baseValue = obligated * rng.float(1, 1.6);
    const totalValue = baseValue * (rng.chance(0.55) ? rng.float(1.2, 4) : 1);
    const popStart = addDays(awardDate, rng.int(0, 30));
    const popEnd = addMonths(popStart, awardType === 'B' ? rng.int(1, 12) : rng.int(6, 60));
    const popUltimate = totalValue > baseValue ? addMonths(popEnd, 12 * rng.int(1, 4)) : popEnd;
    const isService = pscByCode.get(psc)?.isService ?? true;
    const fundingOffice = rng.chance(0.88) ? office : offices.pick(rng);
    const row = baseRow(ctx, rng, {
      key, family: 'contract', piid, parent, office, fundingOffice, recipient, awardDate, obligated, baseValue, totalValue,
      naics, psc, description: null,
      solicitation: p.isOrder
        ? (rng.chance(0.35) ? generateSolicitationNumber(rng.fn, { aac: office.office_code!, fiscalYear: fy, instrument: 'Q', style: 'compact' }) : parent!.solicitation_identifier)
        : rng.chance(0.85)
          ? generateSolicitationNumber(rng.fn, { aac: office.office_code!, fiscalYear: fy, instrument: awardType === 'B' ? 'Q' : 'R', style: rng.chance(0.7) ? 'compact' : 'dashed' })
          : null,
      popStart, popEnd, popUltimate, lastDateToOrder: null, isService, isOrder: p.isOrder,
    });
    const at = codeOf(C.AWARD_TYPES, awardType);
    row.award_type_code = at.code;
    row.award_type_description = at.description;
    const r = ref(row, { recipient, office, funding: fundingOffice, naics, naicsDescription: naicsTitle(naics) ?? null });
    ctx.contracts.push(r);
    ctx.awardByKey.set(r.key, r);
    await writeAward(ctx, rng, row, obligated);
  }

  // ── other transactions: OTIDVs, then OTAs (some under OTIDVs) ──
  const consortia = ['National Spectrum Consortium', 'Medical Technology Enterprise Consortium', 'Space Enterprise Consortium', 'Naval Surface Technology & Innovation Consortium', 'Cornerstone OTA Consortium', 'Information Warfare Research Project Consortium', 'Aviation and Missile Technology Consortium', 'Training and Readiness Accelerator'];
  const otTypes = C.OT_AGREEMENT_TYPES;
  // other transactions are numbered as drawn (their serials need not follow the award dates)
  const otSerials = new Map<string, number>();
  const otRows: { row: Record<string, unknown>; ref: AwardRef; obligated: number }[] = [];
  for (let n = 0; n < nOtidv + nOta; n++) {
    const isIdv = n < nOtidv;
    const office = dodOffices.pick(rng);
    const parent = !isIdv && ctx.otidvs.length > 0 && rng.chance(0.35) ? rng.pick(ctx.otidvs) : null;
    const fy = parent ? Math.max(parent.fiscal_year, pickFy(ctx, rng)) : pickFy(ctx, rng);
    let awardDate = dateInFy(rng, fy, ctx.asOf);
    if (parent && awardDate < parent.award_date) awardDate = addDays(parent.award_date, rng.int(1, 90));
    if (awardDate > ctx.asOf) awardDate = ctx.asOf;
    awardDate = onWeekday(awardDate, parent?.award_date ?? fiscalYearStart(fiscalYearOf(awardDate)), ctx.asOf);
    const recipient = parent ? ctx.entityByUei.get(parent.recipient_uei)! : vendors.pick(rng, undefined, awardDate);
    const otKey = `${office.office_code}${fiscalYearOf(awardDate)}`;
    const otSerial = (otSerials.get(otKey) ?? 0) + rng.int(1, 4);
    otSerials.set(otKey, otSerial);
    const piid = piidOf({ aac: office.office_code!, fy: fiscalYearOf(awardDate), letter: 'H', serial: otSerial });
    const key = isIdv ? idvKey(piid, office.agency_code!) : contractKey(piid, office.agency_code!, parent?.piid ?? null, parent?.agency_code ?? null);
    const naics = pickNaics(rng, 'rd');
    const psc = pscFor(rng, naics, fiscalYearOf(awardDate));
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
    otRows.push({ row, ref: r, obligated });
  }
  // OTIDVs carry the obligations of their OTAs (in cents, as stored), and go out first: parents before children
  const otaCents = new Map<string, number>();
  for (const { ref: r, obligated } of otRows) if (r.family === 'ota' && r.parent_key) otaCents.set(r.parent_key, (otaCents.get(r.parent_key) ?? 0) + Math.round(obligated * 100));
  for (const { row, ref: r } of otRows) {
    if (r.family !== 'otidv') continue;
    const cents = otaCents.get(r.key) ?? 0;
    row.obligated = (cents / 100).toFixed(2);
    r.obligated = cents / 100;
    await writeAward(ctx, rng, row, 0);
  }
  for (const { row, obligated } of otRows) if (row.family === 'ota') await writeAward(ctx, rng, row, obligated);
  void otTypes;
}
