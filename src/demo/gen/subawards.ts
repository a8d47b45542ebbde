/**
 * Subcontract reports (FSRS/FFATA style) under real prime contracts: mostly
 * services contracts above the $750,000 subcontracting-plan threshold, each
 * reporting a handful of first-tier subcontracts to (mostly small) vendors.
 * Prime fields are copied from the prime award and its recipient; subawardee
 * fields from a registered entity. Amounts per prime stay well below the
 * prime's value; action dates fall between the prime award and the as-of day.
 */
import { uuidFromRand } from '../../identifiers/index.js';
import { Json } from '../writer.js';
import { Rng } from '../rng.js';
import { DUNS_RETIRED, type AwardRef, type EntityRef, type GenContext } from '../context.js';
import { DAY_MS, addDays, fiscalYearOf } from '../dates.js';
import { BUSINESS_TYPES, SBA_BUSINESS_TYPES } from '../reference/codes.js';
import { FIRST_NAMES, LAST_NAMES } from '../reference/names.js';
import { naicsForFy, naicsTitle } from '../reference/naics.js';


const WORK_BY_PSC: [RegExp, string[]][] = [
  [
    /^(D|7)/,
    [
      'SOFTWARE DEVELOPMENT AND SUSTAINMENT SUPPORT',
      'HELP DESK TIER 1 AND TIER 2 SUPPORT',
      'CLOUD MIGRATION ENGINEERING SERVICES',
      'CYBERSECURITY ASSESSMENT AND AUTHORIZATION SUPPORT',
      'DATABASE ADMINISTRATION SERVICES',
      'NETWORK ENGINEERING AND OPERATIONS',
      'AGILE COACHING AND SCRUM MASTER SUPPORT',
      'SOFTWARE LICENSES AND SUBSCRIPTIONS',
      'SECTION 508 ACCESSIBILITY TESTING',
      'DATA ANALYTICS AND DASHBOARD DEVELOPMENT',
      'SERVICENOW PLATFORM CONFIGURATION',
      'END USER DEVICE DEPLOYMENT',
    ],
  ],
  [
    /^R/,
    [
      'PROGRAM MANAGEMENT SUPPORT SERVICES',
      'ACQUISITION SUPPORT SERVICES',
      'FINANCIAL MANAGEMENT AND AUDIT READINESS SUPPORT',
      'STRATEGIC COMMUNICATIONS SUPPORT',
      'TRAINING DEVELOPMENT AND DELIVERY',
      'POLICY ANALYSIS AND RESEARCH SUPPORT',
      'ADMINISTRATIVE SUPPORT SERVICES',
      'LOGISTICS ANALYSIS SUPPORT',
      'SUBJECT MATTER EXPERT SUPPORT',
    ],
  ],
  [
    /^(A|B)/,
    [
      'PROTOTYPE FABRICATION AND TEST SUPPORT',
      'MODELING AND SIMULATION SERVICES',
      'LABORATORY TESTING SERVICES',
      'DATA COLLECTION AND ANALYSIS',
      'ENGINEERING ANALYSIS SUPPORT',
      'STUDY AND EVALUATION SUPPORT',
    ],
  ],
  [
    /^(C|H)/,
    [
      'SURVEYING SERVICES',
      'GEOTECHNICAL INVESTIGATION',
      'MECHANICAL AND ELECTRICAL DESIGN',
      'QUALITY ASSURANCE INSPECTION SERVICES',
      'COST ESTIMATING SERVICES',
      'ENVIRONMENTAL SAMPLING AND ANALYSIS',
    ],
  ],
  [
    /^(Y|Z)/,
    [
      'ELECTRICAL SUBCONTRACT',
      'HVAC INSTALLATION',
      'CONCRETE AND SITE WORK',
      'ROOFING SUBCONTRACT',
      'PLUMBING SUBCONTRACT',
      'FIRE PROTECTION SYSTEMS',
      'DEMOLITION AND ABATEMENT',
      'PAVING AND STRIPING',
    ],
  ],
  [
    /^(S|J)/,
    [
      'JANITORIAL SERVICES',
      'GROUNDS MAINTENANCE',
      'PREVENTIVE MAINTENANCE OF BUILDING SYSTEMS',
      'ELEVATOR MAINTENANCE',
      'PEST CONTROL SERVICES',
      'SECURITY GUARD SERVICES',
      'EQUIPMENT REPAIR SERVICES',
    ],
  ],
  [/^Q/, ['MEDICAL STAFFING SERVICES', 'NURSING SERVICES', 'LABORATORY SERVICES', 'MEDICAL TRANSCRIPTION', 'CLINICAL SUPPORT SERVICES']],
  [
    /^\d/,
    [
      'MACHINED PARTS',
      'ELECTRONIC COMPONENTS',
      'CABLE ASSEMBLIES',
      'PACKAGING AND SHIPPING',
      'TOOLING AND FIXTURES',
      'PRINTED CIRCUIT BOARD ASSEMBLIES',
      'SHEET METAL FABRICATION',
      'COMPUTER HARDWARE',
    ],
  ],
];
const GENERIC_WORK = ['PROFESSIONAL SERVICES', 'TECHNICAL SUPPORT SERVICES', 'PROCUREMENT IN SUPPORT OF CONTRACT SOW.', 'LABOR IN SUPPORT OF PRIME CONTRACT'];

function workFor(rng: Rng, prime: AwardRef): string {
  const psc = prime.psc_code ?? '';
  for (const [re, list] of WORK_BY_PSC) if (re.test(psc)) return rng.pick(list);
  return rng.pick(GENERIC_WORK);
}

function isService(prime: AwardRef): boolean {
  return !!prime.psc_code && !/^\d/.test(prime.psc_code);
}

/** The prime's subaward-number convention; each prime reports its own sequence. */
function numberStyle(rng: Rng, prime: AwardRef): (seq: number, year: number) => string {
  const style = rng.int(0, 5);
  const tag = rng.digits(5);
  const po = rng.int(4500000000, 4509999999);
  const short = prime.piid.slice(-6);
  switch (style) {
    case 0:
      return (seq, year) => `SC-${year}-${String(seq).padStart(3, '0')}`;
    case 1:
      return (seq) => `PO ${po + seq * rng.int(3, 40)}`;
    case 2:
      return (seq, year) => `${tag}-${String(year % 100).padStart(2, '0')}-${String(seq).padStart(3, '0')}`;
    case 3:
      return (seq) => `SCON-${String(rng.int(100, 9999) * 10 + seq).padStart(8, '0')}`;
    case 4:
      return (seq) => `${short}-SUB-${String(seq).padStart(2, '0')}`;
    default:
      return (seq, year) => `${year}-${tag.slice(0, 3)}-S${String(seq).padStart(3, '0')}`;
  }
}

function uppercaseName(name: string): string {
  return name.toUpperCase();
}

export async function generateSubawards(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('subawards');
  const total = ctx.n(600);
  const asOf = ctx.asOf.getTime();

  // primes: larger contracts, at least a month old, services weighted up
  const primes = ctx.contracts.filter((c) => c.total_contract_value >= 750_000 && c.obligated > 0 && asOf - c.award_date.getTime() > 45 * DAY_MS);
  if (primes.length === 0) return;
  const pickPrime = Rng.picker(primes, primes.map((c) => Math.sqrt(c.total_contract_value) * (isService(c) ? 3 : 1)));

  const smallPool = ctx.entities.filter((e) => e.small_business);
  const otherPool = ctx.entities.filter((e) => !e.small_business);
  const businessDesc = new Map([...BUSINESS_TYPES, ...SBA_BUSINESS_TYPES].map((b) => [b.code, b.description]));
  // highly compensated officers are a property of the subawardee: the same names on each of its reports
  const officers = new Map<string, { name: string; amount: number }[] | null>();
  const officersOf = (e: EntityRef) => {
    if (!officers.has(e.uei)) {
      let list: { name: string; amount: number }[] | null = null;
      if (rng.chance(0.22)) {
        let amount = rng.int(240_000, 1_400_000);
        list = [];
        const n = rng.int(1, 5);
        for (let i = 0; i < n; i++) {
          list.push({ name: `${rng.pick(FIRST_NAMES)} ${rng.chance(0.3) ? `${rng.chars(1, 'ABCDEFGHJKLMNPRSTW')}. ` : ''}${rng.pick(LAST_NAMES)}`, amount });
          amount = Math.round(amount * rng.float(0.6, 0.92));
        }
      }
      officers.set(e.uei, list);
    }
    return officers.get(e.uei) ?? null;
  };

  let written = 0;
  const used = new Set<string>();
  let guard = 0;
  while (written < total && guard++ < total * 20) {
    const prime = pickPrime(rng);
    if (used.has(prime.key)) continue;
    used.add(prime.key);
    const primeEntity = ctx.entityByUei.get(prime.recipient_uei);
    const primeParent = primeEntity?.parent_uei ? ctx.entityByUei.get(primeEntity.parent_uei) : undefined;
    const prng = rng.fork(`prime:${prime.key}`);
    const awardMs = prime.award_date.getTime();
    const endMs = Math.min(asOf, prime.end_date ? prime.end_date.getTime() + 90 * DAY_MS : awardMs + 5 * 365 * DAY_MS);
    if (endMs - awardMs < 30 * DAY_MS) continue;
    const latest = new Date(awardMs + Math.floor(prng.float(0.3, 1) * (endMs - awardMs) / DAY_MS) * DAY_MS);
    const outlayed = Math.round(prime.obligated * prng.float(0.35, 0.98) * 100) / 100;
    const funding = ctx.orgById.get(prime.funding_office_id);
    const number = numberStyle(prng, prime);
    const projectTitle = prng.chance(0.85) ? prime.description.split(/[.;:]/)[0].trim().slice(0, 120).toUpperCase() : null;

    // a few subcontractors per prime; each may report several subcontract actions
    const budget = prime.total_contract_value * prng.float(0.15, 0.45);
    let spent = 0;
    const nSubs = Math.min(total - written, 1 + prng.skewedIndex(8, 1.2));
    const subs: EntityRef[] = [];
    for (let i = 0; i < nSubs * 3 && subs.length < nSubs; i++) {
      const pool = prng.chance(0.82) && smallPool.length ? smallPool : otherPool.length ? otherPool : smallPool;
      const e = pool[prng.skewedIndex(pool.length, 0.6)];
      if (e.uei === prime.recipient_uei || e.uei === primeEntity?.parent_uei || subs.includes(e)) continue;
      subs.push(e);
    }
    let seq = 0;
    for (const sub of subs) {
      const actions = prng.chance(0.25) ? prng.int(2, 3) : 1;
      const subParent = sub.parent_uei ? ctx.entityByUei.get(sub.parent_uei) : undefined;
      const work = workFor(prng, prime);
      // the subcontract's actions in date order, all reported under one subaward number
      const start = awardMs + 14 * DAY_MS;
      const dates = Array.from({ length: actions }, () => new Date(start + Math.floor((prng.next() * (endMs - start)) / DAY_MS) * DAY_MS)).sort((x, y) => x.getTime() - y.getTime());
      const subNumber = number(subs.indexOf(sub) + 1, dates[0].getUTCFullYear());
      for (let a = 0; a < actions && written < total; a++) {
        const share = prng.lognormal(0.035, 0.9);
        let amount = Math.round(Math.min(prime.total_contract_value * Math.min(share, 0.2), budget - spent));
        if (amount < 3000) break;
        if (prng.chance(0.5)) amount = Math.round(amount / 100) * 100;
        spent += amount;
        seq++;
        const action = dates[a];
        // FSRS reports are due by the end of the month after the action
        let report = addDays(action, prng.int(5, 60));
        if (report.getTime() > asOf) report = ctx.asOf;
        const lastMod = new Date(Math.min(asOf, report.getTime() + prng.int(0, 90) * DAY_MS) + prng.int(0, 86_399) * 1000);
        const old = action.getTime() < DUNS_RETIRED;
        const place = prng.chance(0.7) || !prime.pop_state ? { city: sub.city, state: sub.state, zip: sub.zip } : { city: prime.pop_city, state: prime.pop_state, zip: prime.pop_zip };
        const types = sub.business_type_codes.map((c) => businessDesc.get(c)).filter((d): d is string => !!d);
        const modifiedBack = Math.max(0, Math.floor((asOf - lastMod.getTime()) / DAY_MS));
        const officerList = officersOf(sub);
        const description = a === 0 ? (prng.chance(0.15) ? prime.description.toUpperCase().slice(0, 200) : work) : `${work} - ${prng.pick(['OPTION PERIOD', 'INCREMENTAL FUNDING', 'MODIFICATION', 'ADDITIONAL HOURS'])} ${a}`;
        await ctx.w.add('subaward', {
          key: `${prime.key}-SUB-${String(seq).padStart(3, '0')}`,
          award_key: prime.key,
          piid: prime.piid,
          prime_award_amount: prime.obligated.toFixed(2),
          prime_award_total_outlayed_amount: outlayed.toFixed(2),
          prime_award_base_action_date: prime.award_date,
          prime_award_base_action_date_fiscal_year: fiscalYearOf(prime.award_date),
          prime_award_latest_action_date: latest,
          prime_award_latest_action_date_fiscal_year: fiscalYearOf(latest),
          prime_award_base_transaction_description: prime.description,
          prime_award_project_title: projectTitle,
          prime_award_naics_code: naicsForFy(prime.naics_code, prime.fiscal_year),
          prime_award_naics_description: prime.naics_code ? (naicsTitle(naicsForFy(prime.naics_code, prime.fiscal_year)) ?? prime.naics_description) : prime.naics_description,
          prime_awardee_uei: prime.recipient_uei,
          prime_awardee_name: uppercaseName(prime.recipient_name),
          prime_awardee_parent_uei: primeParent?.uei ?? null,
          prime_awardee_parent_name: primeParent ? uppercaseName(primeParent.legal_business_name) : null,
          subawardee_uei: sub.uei,
          subawardee_duns: old && prng.chance(0.9) ? ctx.dunsOf(sub.uei) : null,
          subawardee_name: uppercaseName(sub.legal_business_name),
          subawardee_dba_name: sub.dba_name ? uppercaseName(sub.dba_name) : null,
          subawardee_parent_uei: subParent?.uei ?? null,
          subawardee_parent_duns: subParent && old && prng.chance(0.85) ? ctx.dunsOf(subParent.uei) : null,
          subawardee_parent_name: subParent ? uppercaseName(subParent.legal_business_name) : null,
          subawardee_business_types: types.length ? types : ['For Profit Organization'],
          subaward_description: description,
          subaward_type: 'sub-contract',
          subaward_number: subNumber,
          subaward_amount: amount.toFixed(2),
          subaward_action_date: action,
          subaward_fiscal_year: fiscalYearOf(action),
          fsrs_id: prng.chance(0.5) ? uuidFromRand(prng.fn).toUpperCase() : uuidFromRand(prng.fn),
          fsrs_year: report.getUTCFullYear(),
          fsrs_month: report.getUTCMonth() + 1,
          fsrs_last_modified_date: lastMod,
          pop_city: place.city ? place.city.toUpperCase() : null,
          pop_state: place.state,
          pop_zip: place.zip,
          pop_country_code: 'USA',
          highly_compensated_officers: officerList ? new Json(officerList) : null,
          awarding_office_id: prime.awarding_office_id,
          funding_office_id: prime.funding_office_id || null,
          awarding_agency_code: prime.agency_code,
          funding_agency_code: funding?.agency_code ?? prime.agency_code,
          usaspending_permalink: `https://www.usaspending.gov/award/${prime.key}`,
          modified: ctx.stamp(prng, prng.int(0, modifiedBack)),
        });
        written++;
      }
    }
  }
}
