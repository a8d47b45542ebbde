/**
 * Legal records: bid protests (GAO, SBA OHA, Court of Federal Claims) with
 * their sub-dockets, contract-appeal decisions (CBCA, ASBCA) and exclusions
 * (SAM debarments, suspensions, OFAC designations) with cross-references.
 *
 * Protests point at real registry records: the protested solicitation comes
 * from a generated contract or IDV where possible, the protester is usually a
 * registered entity (so name resolution can be confident) and the protested
 * agency is a canonical organisation. Exclusions cover every currency state:
 * current, lifted (delisted), terminated, not yet active, and indefinite
 * (termination date in the sentinel year 2227).
 */
import {
  buildPiid,
  exclusionKey,
  generateSolicitationNumber,
  generateUei,
  normalizeSolicitation,
  uuidV5,
} from '../../identifiers/index.js';
import type { AwardRef, EntityRef, GenContext, OrgRef } from '../context.js';
import { normalizeDocket } from '../../identifiers/docket.js';
import { addDays, day, DAY_MS, fiscalYearOf, parseDay } from '../dates.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';
import { FIRST_NAMES, LAST_NAMES, companyName } from '../reference/names.js';
import { formatSizeStandard, naicsForFy, naicsTitle, sizeStandard, SIZE_STANDARDS } from '../reference/naics.js';
import { STATES } from '../reference/states.js';
import { describeWork, pickNaics, pscFor } from './work.js';

// ───────────────────────────── shared helpers ─────────────────────────────

const COVERAGE_START = parseDay('2015-01-01');
const COFC_START = parseDay('2026-01-01');

function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/** A calendar day uniformly in [from, to] (both UTC midnights). */
function dayBetween(rng: Rng, from: Date, to: Date): Date {
  const span = Math.max(0, daysBetween(from, to));
  return addDays(from, rng.int(0, span));
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

function maxDate(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** A timestamp during the given day (business hours, UTC). */
function at(rng: Rng, d: Date, fromHour = 11, toHour = 23): Date {
  return new Date(d.getTime() + rng.int(fromHour * 3600, toHour * 3600 - 1) * 1000);
}

/** A timestamp on the day, never after the end of the as-of day. */
function stampOn(ctx: GenContext, rng: Rng, d: Date): Date {
  const t = at(rng, d);
  const limit = ctx.asOf.getTime() + 86_399_000;
  return t.getTime() > limit ? new Date(limit - rng.int(0, 3600) * 1000) : t;
}

function person(rng: Rng): { first: string; last: string } {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 1, 2026" (what toLocaleDateString('en-US', {month: 'long', ...}) gives, without an Intl formatter per call) */
function usDate(d: Date): string {
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function mmddyyyy(d: Date): string {
  const s = day(d);
  return `${s.slice(5, 7)}/${s.slice(8, 10)}/${s.slice(0, 4)}`;
}

function money(n: number): string {
  return `$${WHOLE_DOLLARS.format(Math.round(n))}`;
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** Department name in GAO order ("Department of the Army", not "ARMY, DEPARTMENT OF THE"). */
const SERVICE_COMMANDS: Record<string, readonly string[]> = {
  '2100': ['Army Contracting Command', 'Army Corps of Engineers', 'Army Materiel Command', 'Mission and Installation Contracting Command', 'National Guard Bureau', 'Army Medical Command'],
  '1700': ['Naval Sea Systems Command', 'Naval Facilities Engineering Systems Command', 'Naval Supply Systems Command', 'Naval Air Systems Command', 'Marine Corps Systems Command', 'Naval Information Warfare Systems Command'],
  '5700': ['Air Force Materiel Command', 'Air Force Installation Contracting Center', 'Air Force Life Cycle Management Center', 'Space Systems Command', 'Air Force District of Washington'],
  '3600': ['Veterans Health Administration', 'Veterans Benefits Administration', 'National Cemetery Administration', 'Department of Veterans Affairs', 'Technology Acquisition Center'],
};

interface AgencyText {
  text: string;
  sub: string;
  agency: OrgRef;
  viaAlias: boolean;
}

/** Protest-style agency text "Department : Component" for an agency org. */
function agencyText(rng: Rng, agency: OrgRef): AgencyText {
  const commands = SERVICE_COMMANDS[agency.code];
  if (commands) {
    const sub = rng.pick(commands);
    const top = agency.code === '3600' ? agency.department_name : agency.name;
    return { text: `${top} : ${sub}`, sub, agency, viaAlias: sub !== agency.name };
  }
  return { text: `${agency.department_name} : ${agency.name}`, sub: agency.name, agency, viaAlias: false };
}

/** Agencies weighted by spending, with the large protest venues (DoD services, VA, DHS) a bit heavier. */
class AgencyPicker {
  private readonly list: OrgRef[];
  private readonly weights: number[];
  constructor(ctx: GenContext) {
    this.list = ctx.agencies.slice();
    this.weights = this.list.map((a) => (a.code === '3600' ? a.weight * 2.5 : a.weight) + 0.15);
  }
  pick(rng: Rng): OrgRef {
    return rng.weighted(this.list, this.weights);
  }
}

/** Awards that carry a solicitation number, for protests to point at. */
function solicitedAwards(ctx: GenContext): AwardRef[] {
  return [...ctx.contracts, ...ctx.idvs].filter((a) => a.solicitation_identifier && a.award_date >= COVERAGE_START);
}

function solicitationKind(sol: string | null): string {
  if (!sol) return 'solicitation';
  const m = /^[A-Z0-9]{6}-?\d{2}-?([A-Z])/.exec(sol.toUpperCase());
  switch (m?.[1]) {
    case 'R':
      return 'request for proposals (RFP)';
    case 'Q':
    case 'T':
      return 'request for quotations (RFQ)';
    case 'B':
      return 'invitation for bids (IFB)';
    default:
      return 'solicitation';
  }
}

function lowerWork(s: string): string {
  const site = /,\s*([A-Z][A-Z .'-]+),\s*([A-Z]{2})$/.exec(s);
  const place = site ? ` at ${site[1].toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(Afb|Sfb|Nas|Va)\b/g, (m) => m.toUpperCase())}, ${site[2]}` : '';
  return (site ? s.slice(0, site.index) : s)
    .replace(/^IGF::[A-Z,]+::IGF\s*/, '')
    .toLowerCase()
    .replace(/\bit\b/g, 'IT')
    .replace(/\bhvac\b/g, 'HVAC')
    .replace(/\s+-\s+option period \d+$/, '') + place;
}

function officeAac(ctx: GenContext, rng: Rng, agency: OrgRef): string | null {
  const offices = ctx.officesByAgency.get(agency.code);
  if (!offices || offices.length === 0) return null;
  return rng.skewed(offices, 1.1).office_code;
}

function newSolicitation(ctx: GenContext, rng: Rng, agency: OrgRef, fy: number): string | null {
  const aac = officeAac(ctx, rng, agency);
  if (!aac) return null;
  const dod = agency.department_code === '097' || agency.department_code === '9700';
  try {
    return generateSolicitationNumber(rng.fn, {
      aac,
      fiscalYear: Math.min(2099, Math.max(2000, fy)),
      instrument: rng.table<'R' | 'Q' | 'B'>([['R', 60], ['Q', 32], ['B', 8]]),
      style: rng.chance(0.8) ? 'compact' : 'dashed',
      serialLength: dod ? 4 : rng.pick([4, 4, 5]),
    });
  } catch {
    return null;
  }
}

/** Title-case display form of an entity legal name ("ACME LLC" -> "Acme LLC"). */
function protesterName(e: EntityRef): string {
  return e.display_name;
}

/** A near-miss spelling of a registered name: what a human has to review. */
function nameVariant(rng: Rng, e: EntityRef): { name: string; similarity: number; how: string } {
  const base = e.display_name;
  const stripped = base.replace(/,?\s+(LLC|L\.L\.C\.|Inc\.|Corp|Corporation|Incorporated|Co\.|Company|LLP|Group LLC|JV LLC|Holdings, Inc\.)$/i, '').trim();
  switch (rng.int(0, 3)) {
    case 0:
      return { name: stripped || base, similarity: 0.9, how: 'legal-form suffix missing' };
    case 1:
      return { name: `${stripped || base} JV, LLC`, similarity: 0.82, how: 'joint venture of a registered member' };
    case 2:
      return { name: base.replace(/,/g, '').replace(/\./g, '').replace(/\s+Inc$/i, ' Incorporated'), similarity: 0.94, how: 'punctuation and legal form differ' };
    default:
      return { name: `${stripped || base} Group`, similarity: 0.85, how: 'extra word in name' };
  }
}

// ───────────────────────────── protests ─────────────────────────────

type Source = 'gao' | 'sba_oha' | 'cofc';

interface DocketDraft {
  docket_number: string;
  title: string;
  case_type: string | null;
  outcome: string | null;
  filed: Date;
  posted: Date | null;
  decision: Date | null;
  due: Date | null;
  docket_url: string | null;
  decision_url: string | null;
  digest: string | null;
}

const GAO_ISSUES = [
  'technical proposals',
  'past performance',
  'price realism',
  'cost realism',
  'key personnel',
  'the protester\'s technical approach',
  'the awardee\'s staffing plan',
  'corporate experience',
  'the management approach factor',
  'the best-value tradeoff',
];

const SUSTAIN_FLAWS = [
  'reasonably evaluated the awardee\'s key personnel consistent with the solicitation\'s requirements',
  'considered the protester\'s relevant past performance as the solicitation required',
  'performed the cost realism analysis the solicitation contemplated',
  'meaningfully considered the price differential in its best-value tradeoff',
  'applied the evaluation criteria equally to both offerors',
  'documented a reasonable basis for its conclusion that the awardee\'s proposal was technically acceptable',
];

const REMEDIES = [
  'reevaluate proposals and make a new source selection decision',
  'conduct and document a new cost realism analysis and make a new award decision',
  'reopen discussions, obtain revised proposals, and make a new source selection decision',
  'amend the solicitation to reflect its actual needs and obtain revised quotations',
];

const DISMISSALS = [
  (ca: string) => `Protest is dismissed as academic where the agency advised that it will take corrective action by ${ca}.`,
  () => 'Protest challenging the terms of the solicitation is dismissed as untimely where it was not filed before the closing time for receipt of initial proposals.',
  () => 'Protest is dismissed where the protester, whose quotation was reasonably found technically unacceptable, is not an interested party to challenge the award.',
  () => 'Protest is dismissed because the matter involved is the subject of litigation before a court of competent jurisdiction.',
  () => 'Protest of the issuance of a task order under a civilian agency indefinite-delivery, indefinite-quantity contract is dismissed where the value of the order does not exceed $10 million and GAO therefore lacks jurisdiction.',
  () => 'Protest is dismissed as untimely where it was filed more than 10 days after the protester knew or should have known its basis of protest following a required debriefing.',
  () => 'Protest alleging that the awardee will not comply with the solicitation\'s requirements is dismissed because it concerns a matter of contract administration that GAO does not review.',
];

const CORRECTIVE = [
  'reevaluating proposals and making a new award decision',
  'reviewing the procurement record and taking appropriate action',
  'amending the solicitation and requesting revised proposals',
  'terminating the order and conducting a new evaluation',
];

function gaoDigest(
  rng: Rng,
  outcome: string | null,
  caseType: string,
  sol: string | null,
  agencyName: string | null,
  work: string,
): string | null {
  if (!outcome || outcome === 'Withdrawn') return null;
  const solText = sol ? `${solicitationKind(sol)} No. ${sol}` : 'the solicitation';
  const issuer = agencyName ? `, issued by the ${agencyName.split(' : ')[0].replace(/^Department/, 'Department')}` : '';
  if (caseType === 'Bid Protest: Cost') {
    return outcome === 'Sustained'
      ? `Request that GAO recommend reimbursement of the costs of filing and pursuing a protest of the award under ${solText} is granted where the agency unduly delayed taking corrective action in the face of a clearly meritorious protest. The protester should submit its certified claim for costs directly to the agency within 60 days.`
      : `Request that GAO recommend reimbursement of protest costs under ${solText} is denied where the agency took prompt corrective action before the due date for its report. The protest grounds were not clearly meritorious, so reimbursement is not warranted.`;
  }
  const issue = rng.pick(GAO_ISSUES);
  const parts: string[] = [];
  if (outcome === 'Denied') {
    parts.push(`Protest challenging the agency's evaluation of ${issue} under ${solText}${issuer}, for ${work}, is denied.`);
    parts.push(
      rng.pick([
        'The record shows that the evaluation was reasonable and consistent with the solicitation\'s stated evaluation criteria.',
        'The protester\'s disagreement with the agency\'s judgment, without more, does not establish that the evaluation was unreasonable.',
        'The agency reasonably concluded that the awardee\'s higher-rated proposal was worth its price premium.',
      ]),
    );
    if (rng.chance(0.6)) {
      parts.push(
        rng.pick([
          'Protest that the agency engaged in disparate treatment is denied where the differences in ratings stemmed from differences between the offerors\' proposals.',
          'Protest that the agency conducted misleading discussions is denied where the agency led the protester into the area of its proposal requiring amplification.',
          'Protest that the awardee had an unmitigated organizational conflict of interest is denied where the contracting officer reasonably investigated and found no significant conflict.',
        ]),
      );
    }
  } else if (outcome === 'Sustained') {
    parts.push(`Protest challenging the agency's evaluation of ${issue} under ${solText}${issuer}, for ${work}, is sustained where the record does not show that the agency ${rng.pick(SUSTAIN_FLAWS)}.`);
    parts.push(`GAO recommends that the agency ${rng.pick(REMEDIES)}, and that the protester be reimbursed its reasonable costs of filing and pursuing the protest, including attorneys' fees.`);
    if (rng.chance(0.5)) parts.push('The remaining protest grounds are denied.');
  } else {
    const d = rng.pick(DISMISSALS);
    if (rng.chance(0.5)) return null; // many dismissals are closed without a published digest
    parts.push(d(rng.pick(CORRECTIVE)));
    if (rng.chance(0.4)) parts.push(`The protest concerned the procurement of ${work}.`);
  }
  return parts.join(' ');
}

const OHA_REASONS: Record<string, readonly string[]> = {
  SIZE: [
    'Affiliation under the ostensible subcontractor rule',
    'Affiliation through common management',
    'Identity of interest based on family relationships',
    'Economic dependence on a large business',
    'Calculation of average annual receipts',
    'Area Office size determination not clearly erroneous',
    'Size protest untimely',
  ],
  NAICS: [
    'NAICS code designation not clearly erroneous',
    'Principal purpose of the procurement',
    'Appeal untimely filed',
    'Contracting Officer designated an incorrect NAICS code',
  ],
  VSBC: ['Unconditional ownership by service-disabled veterans', 'Control of daily business operations', 'Veteran status not established'],
  CVE: ['Unconditional ownership by service-disabled veterans', 'Control of daily business operations', 'Full-time devotion requirement'],
  BDPE: ['Economic disadvantage not established', 'Social disadvantage narrative insufficient', 'Termination from the 8(a) program', 'Potential for success'],
};

const OHA_OUTCOMES: readonly (readonly [string, number])[] = [
  ['Denied', 34],
  ['Dismissed', 24],
  ['Granted', 13],
  ['Remanded', 10],
  ['Reversed', 6],
  ['Vacated', 5],
  ['Withdrawn', 8],
];

function ohaDigest(rng: Rng, type: string, outcome: string, sol: string | null, naics: string | null, ss: string | null, reason: string, challenged: string | null, self: string): string {
  const solText = sol ? `Solicitation No. ${sol}` : 'the procurement';
  const favourable = outcome === 'Granted' || outcome === 'Reversed' || outcome === 'Remanded' || outcome === 'Vacated';
  const finding = favourable
    ? rng.pick(['OHA finds the Area Office did not fully consider the record evidence.', 'OHA finds the determination was based on a clear error of fact.', 'OHA finds the Area Office misapplied the regulation to the facts of the case.'])
    : outcome === 'Dismissed' || outcome === 'Withdrawn'
      ? rng.pick(['The appeal was not filed within 15 days of receipt of the size determination.', 'Appellant lacks standing to bring the appeal.', 'The matter has become moot.'])
      : rng.pick(['OHA finds no clear error of fact or law in the size determination.', 'OHA finds the Area Office applied the correct regulations to the relevant facts.']);
  const verdict = `The appeal is ${outcome === 'Withdrawn' ? 'dismissed as withdrawn' : outcome.toLowerCase()}.`;
  switch (type) {
    case 'SIZE': {
      const subject = challenged === null || challenged === self ? 'Appellant is not a small business' : `${challenged} is an eligible small business`;
      return `Appellant appeals a size determination concluding that ${subject} for ${solText}${naics ? ` under NAICS code ${naics}, with a corresponding size standard of ${ss}` : ''}. The appeal concerns ${reason.toLowerCase()}. ${finding} ${verdict}`;
    }
    case 'NAICS':
      return `Appellant challenges the Contracting Officer's designation of NAICS code ${naics ?? ''}${naics ? `, ${naicsTitle(naics) ?? ''},` : ''} with a corresponding size standard of ${ss ?? 'N/A'}, for ${solText}. ${rng.pick([
        'The principal purpose of the procurement is best described by the designated code.',
        'The solicitation\'s statement of work shows the procurement is primarily for services classified under a different industry.',
        'The appeal was filed more than 10 calendar days after issuance of the solicitation.',
      ])} ${verdict}`;
    case 'BDPE':
      return `Petitioner appeals the Small Business Administration's decision regarding its participation in the 8(a) Business Development program. The decision rested on ${reason.toLowerCase()}. ${verdict}`;
    default:
      return `Appellant challenges a determination that ${challenged ?? 'the concern'} is not an eligible service-disabled veteran-owned small business for ${solText}. The issue on appeal is ${reason.toLowerCase()}. ${verdict}`;
  }
}

function judgeName(rng: Rng, pool: string[]): string {
  return rng.skewed(pool, 0.8);
}

function judgePool(rng: Rng, title: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count * 3 && out.length < count; i++) {
    const p = person(rng);
    const mid = rng.chance(0.5) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
    const name = `${title} ${p.first}${mid} ${p.last}`;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

async function generateProtests(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('protests');
  const total = ctx.n(220);
  const agencies = new AgencyPicker(ctx);
  const awards = solicitedAwards(ctx);
  const entities = ctx.entities;
  const entityIndex = new Map(entities.map((e, i) => [e.uei, i]));
  const ohaJudges = judgePool(rng, 'Administrative Judge', 6);
  const backfill = addDays(ctx.asOf, -720);
  const cofcOpen = ctx.asOf.getTime() >= addDays(COFC_START, 20).getTime();

  for (let i = 0; i < total; i++) {
    let source: Source = rng.table<Source>([
      ['gao', 70],
      ['sba_oha', 20],
      ['cofc', 10],
    ]);
    if (source === 'cofc' && !cofcOpen) source = 'gao';

    // the protested procurement
    let award: AwardRef | null = null;
    let agency: OrgRef;
    let filed: Date;
    const firstDay = source === 'cofc' ? COFC_START : COVERAGE_START;
    if (awards.length > 0 && rng.chance(0.72)) {
      const cand = rng.pick(awards);
      const preAward = rng.chance(0.2);
      const f = preAward ? addDays(cand.award_date, -rng.int(20, 120)) : addDays(cand.award_date, rng.int(4, 35));
      if (f >= firstDay && f <= ctx.asOf && ctx.agencyByCode.has(cand.agency_code)) {
        award = cand;
        filed = f;
      } else filed = dayBetween(rng, firstDay, ctx.asOf);
    } else filed = dayBetween(rng, firstDay, ctx.asOf);
    agency = award ? ctx.agencyByCode.get(award.agency_code)! : agencies.pick(rng);
    if (source === 'sba_oha' && !award && rng.chance(0.15)) agency = ctx.agencyByCode.get('7300') ?? agency;
    const solicitation = award?.solicitation_identifier ?? (rng.chance(0.85) ? newSolicitation(ctx, rng, agency, fiscalYearOf(filed)) : null);
    const naicsForWork = award?.naics_code ?? pickNaics(rng);
    const work = lowerWork(award?.description ?? describeWork(rng, pscFor(rng, naicsForWork), naicsForWork, 'title'));

    // the protester
    let protester: string;
    let resolved: { uei: string; name: string; confidence: 'confident' | 'review'; rationale: string } | null = null;
    const r = rng.next();
    // any entity but the awardee, uniformly (without copying the entity list for every protest)
    const skip = award ? entityIndex.get(award.recipient_uei) : undefined;
    const candidates = entities.length - (skip === undefined ? 0 : 1);
    const pickCandidate = () => {
      let at = Math.floor(rng.next() * candidates);
      if (skip !== undefined && at >= skip) at++;
      return entities[at];
    };
    if (r < 0.68 && candidates > 0) {
      const e = pickCandidate();
      protester = protesterName(e);
      resolved = {
        uei: e.uei,
        name: e.legal_business_name,
        confidence: 'confident',
        rationale: rng.pick([
          `Exact normalized match on SAM legal business name "${e.legal_business_name}"`,
          `Exact normalized name match to a single active registration (UEI ${e.uei})`,
          `Name matches SAM legal business name; the entity holds awards at ${agency.name}`,
        ]),
      };
    } else if (r < 0.82 && candidates > 0) {
      const e = pickCandidate();
      const v = nameVariant(rng, e);
      protester = v.name;
      resolved = {
        uei: e.uei,
        name: e.legal_business_name,
        confidence: 'review',
        rationale: `Fuzzy name match to "${e.legal_business_name}" (similarity ${v.similarity.toFixed(2)}; ${v.how}); needs confirmation`,
      };
    } else {
      protester = companyName(rng.fn, 'small');
    }

    // docket drafts
    const dockets: DocketDraft[] = [];
    let caseNumber: string;
    let challengedParty: string | null = null;
    let naics: string | null = null;
    let sizeStd: string | null = null;
    let outcomeReason: string | null = null;
    let judge: string | null = null;
    let caseType: string;
    const agencyT = agencyText(rng, agency);
    let agencyKnown = true;

    if (source === 'gao') {
      const yearsIn = daysBetween(COVERAGE_START, filed) / 365.25;
      caseNumber = ctx.unique('gao-b', () => {
        const n = 410400 + Math.floor(yearsIn * 1280 * widen(ctx)) + rng.int(0, 60 * widen(ctx));
        // GAO numbers have six digits: past the space real volumes use (large scales), a protest takes
        // a supplemental suffix of a six-digit number, as GAO numbers related protests (B-423456.2)
        return n <= 999999 ? `B-${n}` : `B-${410400 + (n % 589600)}.${rng.int(1, 9)}`;
      });
      const lower = caseNumber.toLowerCase();
      const open = daysBetween(filed, ctx.asOf) < 100 && rng.chance(0.45);
      const outcome = rng.table<string>([
        ['Dismissed', 42],
        ['Denied', 30],
        ['Withdrawn', 22],
        ['Sustained', 6],
      ]);
      const leadDuration =
        outcome === 'Dismissed' ? rng.int(8, 45) : outcome === 'Withdrawn' ? rng.int(5, 70) : rng.int(75, 100);
      let decision: Date | null = open ? null : addDays(filed, leadDuration);
      if (decision && decision > ctx.asOf) decision = null;
      const finalOutcome = decision ? outcome : null;
      caseType = 'Bid Protest';
      const nDockets = rng.table<number>([
        [1, 62],
        [2, 28],
        [3, 10],
      ]);
      for (let k = 1; k <= nDockets; k++) {
        const isCost = k > 1 && k === nDockets && finalOutcome === 'Dismissed' && rng.chance(0.35);
        let dFiled = k === 1 ? filed : addDays(filed, rng.int(7, 40));
        let dDecision = decision;
        let dOutcome = finalOutcome;
        if (isCost) {
          if (!decision) break;
          dFiled = addDays(decision, rng.int(3, 15));
          if (dFiled > ctx.asOf) break;
          const cd = addDays(dFiled, rng.int(20, 80));
          dDecision = cd <= ctx.asOf ? cd : null;
          dOutcome = dDecision ? rng.table<string>([['Denied', 55], ['Sustained', 30], ['Dismissed', 15]]) : null;
        } else if (k > 1) {
          if (decision && dFiled >= decision) break;
          if (dFiled > ctx.asOf) break;
        }
        const dt = isCost ? 'Bid Protest: Cost' : 'Bid Protest';
        const docketNumber = `${caseNumber}.${k}`;
        if (!ctx.claim('protest-docket', docketNumber)) break;
        const published = dOutcome === 'Denied' || dOutcome === 'Sustained';
        dockets.push({
          docket_number: docketNumber,
          title: isCost ? `${protester}--Costs` : solicitation ? `${protester} (${solicitation})` : protester,
          case_type: dt,
          outcome: dOutcome,
          filed: dFiled,
          posted: dDecision ?? minDate(addDays(dFiled, rng.int(1, 3)), ctx.asOf),
          decision: dDecision,
          due: addDays(dFiled, 100),
          docket_url: `https://www.gao.gov/docket/${lower}.${k}`,
          decision_url: published && dDecision ? `https://www.gao.gov/products/${lower}.${k}` : null,
          digest: gaoDigest(rng, dOutcome, dt, solicitation, agencyT.text, work),
        });
      }
    } else if (source === 'sba_oha') {
      const type = rng.table<string>([
        ['SIZE', 55],
        ['NAICS', 22],
        [filed >= parseDay('2023-01-01') ? 'VSBC' : 'CVE', 13],
        ['BDPE', 10],
      ]);
      caseType = type;
      const yearsIn = daysBetween(COVERAGE_START, filed) / 365.25;
      const seq = 5620 + Math.floor(yearsIn * 85 * widen(ctx)) + rng.int(0, 12 * widen(ctx));
      caseNumber = ctx.unique('oha-case', () => {
        const s = seq + rng.int(0, 30 * widen(ctx));
        switch (type) {
          case 'SIZE':
            return `SIZ-${s}`;
          case 'NAICS':
            return `NAICS-${s}`;
          case 'BDPE':
            return `BDPE-${480 + Math.floor(yearsIn * 14 * widen(ctx)) + rng.int(0, 20 * widen(ctx))}`;
          default:
            return `${type}-${100 + Math.floor(yearsIn * 40 * widen(ctx)) + rng.int(0, 30 * widen(ctx))}-${rng.chance(0.7) ? 'P' : 'A'}`;
        }
      });
      const open = daysBetween(filed, ctx.asOf) < 60 && rng.chance(0.4);
      let decision: Date | null = open ? null : addDays(filed, rng.int(14, 75));
      if (decision && decision > ctx.asOf) decision = null;
      const outcome = decision ? rng.table(OHA_OUTCOMES) : null;
      if (type === 'SIZE' || type === 'NAICS') {
        naics = award?.naics_code && sizeStandard(award.naics_code) ? award.naics_code : rng.pick(SIZE_STANDARDS).code;
        const std = sizeStandard(naics);
        sizeStd = std ? formatSizeStandard(std) : null;
      }
      outcomeReason = rng.pick(OHA_REASONS[type] ?? OHA_REASONS.SIZE);
      judge = judgeName(rng, ohaJudges);
      if (type === 'SIZE' || type === 'VSBC' || type === 'CVE') {
        challengedParty = rng.chance(0.5) ? protester : award ? award.recipient_name.replace(/\b([A-Z])([A-Z]+)\b/g, (_m, a: string, b: string) => a + b.toLowerCase()) : companyName(rng.fn, 'small');
      } else if (type === 'NAICS') {
        challengedParty = `Contracting Officer, ${agency.name}`;
      } else {
        challengedParty = 'U.S. Small Business Administration';
        agencyKnown = agency.code === '7300';
      }
      const docketNumber = caseNumber;
      ctx.claim('protest-docket', docketNumber);
      const sol = type === 'BDPE' ? null : solicitation;
      dockets.push({
        docket_number: docketNumber,
        title:
          type === 'BDPE'
            ? `Petition of ${protester}`
            : type === 'SIZE'
              ? `Size Appeal of ${protester}`
              : type === 'NAICS'
                ? `NAICS Appeal of ${protester}`
                : `${type} Protest of ${protester}`,
        case_type: type,
        outcome,
        filed,
        posted: decision ? minDate(addDays(decision, rng.int(0, 10)), ctx.asOf) : null,
        decision,
        due: null,
        docket_url: null,
        decision_url: decision ? `https://www.sba.gov/sites/default/files/oha/${caseNumber}.pdf` : null,
        digest: outcome ? ohaDigest(rng, type, outcome, sol, naics, sizeStd, outcomeReason, challengedParty, protester) : null,
      });
    } else {
      caseType = 'Bid Protest';
      const yy = String(filed.getUTCFullYear() % 100).padStart(2, '0');
      const dayOfYear = daysBetween(new Date(Date.UTC(filed.getUTCFullYear(), 0, 1)), filed);
      caseNumber = ctx.unique('cofc-case', () => `1:${yy}-cv-${String(Math.floor(dayOfYear * 5.2 * widen(ctx)) + rng.int(1, 30 * widen(ctx))).padStart(5, '0')}`);
      const opinion = daysBetween(filed, ctx.asOf) > 45 && rng.chance(0.55);
      const decision = opinion ? minDate(addDays(filed, rng.int(45, 150)), ctx.asOf) : null;
      const outcome = decision ? rng.table<string>([['Denied', 50], ['Dismissed', 25], ['Sustained', 15], ['Withdrawn', 10]]) : null;
      agencyKnown = !!decision;
      ctx.claim('protest-docket', caseNumber);
      const courtId = 68_000_000 + rng.int(0, 999_999);
      const caption = `${protester} v. United States`;
      dockets.push({
        docket_number: caseNumber,
        title: caption,
        case_type: caseType,
        outcome,
        filed,
        posted: minDate(addDays(filed, rng.int(0, 2)), ctx.asOf),
        decision,
        due: null,
        docket_url: `https://www.courtlistener.com/docket/${courtId}/${slug(caption)}/`,
        decision_url: decision && outcome !== 'Withdrawn' ? `https://ecf.cofc.uscourts.gov/cgi-bin/show_public_doc?20${yy}cv${caseNumber.slice(-5)}-${rng.int(20, 90)}-0` : null,
        digest:
          decision && outcome !== 'Withdrawn'
            ? `Post-award bid protest of ${work} procured by the ${agency.name}. ${
                outcome === 'Denied'
                  ? 'The court denied plaintiff\'s motion for judgment on the administrative record and granted the government\'s cross-motion, finding the evaluation rational and adequately documented.'
                  : outcome === 'Sustained'
                    ? 'The court granted plaintiff\'s motion for judgment on the administrative record in part and enjoined performance pending a reevaluation consistent with the opinion.'
                    : 'The court dismissed the complaint for lack of standing because plaintiff did not show a substantial chance of award.'
              }`
            : null,
      });
    }
    if (dockets.length === 0) continue;

    const caseId = uuidV5(`${source}:${caseNumber}`);
    const lead = dockets[0];
    const decisions = dockets.map((d) => d.decision).filter((d): d is Date => d !== null);
    const caseDecision = decisions.length ? decisions.reduce((a, b) => maxDate(a, b)) : null;
    const agencyField = agencyKnown ? agencyT.text : null;
    const solField = source === 'cofc' && !lead.decision ? null : source === 'sba_oha' && caseType === 'BDPE' ? null : solicitation;
    const orgId = agencyKnown ? agency.organization_id : null;
    const agencyResolution = agencyKnown
      ? (() => {
          const disagree = rng.chance(0.025);
          const dept = ctx.departments.find((d) => d.name === agency.department_name);
          if (disagree && dept) {
            return {
              key: dept.code,
              name: dept.name,
              confidence: 'review',
              rationale: `Only the department "${agency.department_name}" could be matched; component "${agencyT.sub}" is ambiguous`,
            };
          }
          return {
            key: agency.code,
            name: agency.name,
            confidence: agencyT.viaAlias ? (rng.chance(0.8) ? 'confident' : 'review') : 'confident',
            rationale: agencyT.viaAlias
              ? `Component "${agencyT.sub}" is a known alias of ${agency.name} (${agency.code})`
              : `Exact match of component "${agencyT.sub}" to agency ${agency.code}`,
          };
        })()
      : null;
    const created = stampOn(ctx, rng, maxDate(addDays(lead.filed, rng.int(1, 3)), backfill));
    const lastEvent = dockets.reduce((d, k) => maxDate(d, k.decision ?? k.posted ?? k.filed), lead.filed);
    const modified = stampOn(ctx, rng, minDate(maxDate(addDays(lastEvent, rng.int(0, 4)), created), ctx.asOf));
    const finalModified = modified < created ? created : modified;

    await ctx.w.add('protest_case', {
      case_id: caseId,
      source_system: source,
      case_number: caseNumber,
      title: lead.title,
      protester,
      agency: agencyField,
      solicitation_number: solField,
      case_type: lead.case_type,
      outcome: lead.outcome,
      filed_date: lead.filed,
      posted_date: lead.posted,
      decision_date: caseDecision,
      due_date: source === 'gao' ? lead.due : null,
      sort_date: caseDecision ?? lead.filed,
      docket_url: lead.docket_url,
      decision_url: lead.decision_url,
      digest: lead.digest,
      challenged_party: challengedParty,
      naics_code: naicsForFy(naics, fiscalYearOf(lead.filed)),
      size_standard: sizeStd,
      outcome_reason: source === 'sba_oha' && lead.outcome ? outcomeReason : null,
      judge: source === 'sba_oha' ? judge : null,
      organization_id: orgId,
      resolved_protester_uei: resolved?.uei ?? null,
      resolved_protester_name: resolved?.name ?? null,
      resolved_protester_confidence: resolved?.confidence ?? null,
      resolved_protester_rationale: resolved?.rationale ?? null,
      resolved_agency_key: agencyResolution?.key ?? null,
      resolved_agency_name: agencyResolution?.name ?? null,
      resolved_agency_confidence: agencyResolution?.confidence ?? null,
      resolved_agency_rationale: agencyResolution?.rationale ?? null,
      raw_data: {
        source: source,
        caseNumber,
        dockets: dockets.map((d) => d.docket_number),
        protester,
        agency: agencyField,
        solicitationNumber: solField,
        filedDate: day(lead.filed),
        decisionDate: caseDecision ? day(caseDecision) : null,
        outcome: lead.outcome,
        caseType: lead.case_type,
      },
      field_provenance: {
        protester: source === 'gao' ? 'gao_docket_page' : source === 'cofc' ? 'court_docket' : 'oha_decision_index',
        agency: source === 'gao' ? 'gao_docket_page' : source === 'cofc' ? 'court_opinion' : 'oha_decision_text',
        solicitation_number: award ? 'matched_award' : 'source_text',
        organization: agencyKnown ? 'agency_resolver' : null,
        decision_date: source === 'gao' ? 'gao_products_feed' : 'source_index',
      },
      external_id: source === 'gao' ? caseNumber.toLowerCase() : source === 'cofc' ? `cofc:${caseNumber}` : `oha:${caseNumber}`,
      data_quality: rng.table<string>([
        ['complete', 78],
        ['partial', 16],
        ['repaired', 6],
      ]),
      source_last_updated: finalModified,
      created,
      modified: finalModified,
    });

    for (const d of dockets) {
      const dSol = solField;
      await ctx.w.add('protest_docket', {
        case_id: caseId,
        source_system: source,
        case_number: caseNumber,
        docket_number: d.docket_number,
        title: d.title,
        protester,
        agency: agencyField,
        solicitation_number: dSol,
        solicitation_number_norm: dSol ? normalizeSolicitation(dSol) : null,
        case_type: d.case_type,
        outcome: d.outcome,
        filed_date: d.filed,
        posted_date: d.posted,
        decision_date: d.decision,
        due_date: source === 'gao' ? d.due : null,
        docket_url: d.docket_url,
        decision_url: d.decision_url,
        digest: d.digest,
        challenged_party: challengedParty,
        naics_code: naicsForFy(naics, fiscalYearOf(d.filed)),
        size_standard: sizeStd,
        outcome_reason: source === 'sba_oha' && d.outcome ? outcomeReason : null,
        judge: source === 'sba_oha' ? judge : null,
      });
    }
  }
}

// ───────────────────────────── contract appeals ─────────────────────────────

interface Dispute {
  topic: string;
  facts: (a: AppealFacts) => string[];
  discussion: (a: AppealFacts) => string[];
}

interface AppealFacts {
  appellant: string;
  respondent: string;
  piid: string;
  work: string;
  claimed: number;
  awardDate: Date;
  claimDate: Date;
  coFinalDate: Date;
  noticeDate: Date;
  outcomeWord: string;
  rng: Rng;
}

const DISPUTES: Dispute[] = [
  {
    topic: 'differing site conditions',
    facts: (a) => [
      `On ${usDate(a.awardDate)}, the ${a.respondent} awarded Contract No. ${a.piid} to ${a.appellant} for ${a.work}. The contract incorporated FAR 52.236-2, Differing Site Conditions, and the solicitation included a geotechnical report prepared for the project.`,
      `During excavation, appellant encountered subsurface rock and groundwater at elevations it contends were materially different from those indicated in the boring logs. Appellant notified the contracting officer in writing on ${usDate(a.noticeDate)} and continued performance under protest.`,
      `On ${usDate(a.claimDate)}, appellant submitted a certified claim seeking ${money(a.claimed)} and a time extension for the additional excavation, dewatering and re-sequencing of work. The contracting officer denied the claim in a final decision dated ${usDate(a.coFinalDate)}, and appellant timely appealed.`,
    ],
    discussion: (a) => [
      'To prevail on a Type I differing site condition claim, a contractor must prove that the conditions indicated in the contract differ materially from those actually encountered during performance, that the conditions were reasonably unforeseeable based on all information available at the time of bidding, that it reasonably relied upon its interpretation of the contract documents, and that it was damaged as a result.',
      `The boring logs were expressly made part of the contract documents and indicated weathered material to the depth of the planned excavation. ${a.outcomeWord === 'denied' ? 'However, the logs also recorded refusal at two locations near the footprint of the work, and a reasonable bidder reviewing the report as a whole would have anticipated rock at the elevations encountered. Appellant has not shown reasonable reliance.' : 'The record shows that the rock encountered extended over most of the excavation area at elevations well above those indicated, and the government offered no persuasive evidence that a reasonable bidder should have anticipated it.'}`,
      `As to quantum, appellant's claim was supported by daily reports, equipment records and invoices from its dewatering subcontractor. ${a.outcomeWord === 'denied' ? 'Because entitlement has not been established, we do not reach quantum.' : 'The government\'s auditor questioned a portion of the claimed overhead, and we adjust the recovery accordingly.'}`,
    ],
  },
  {
    topic: 'termination for default',
    facts: (a) => [
      `The ${a.respondent} awarded Contract No. ${a.piid} to ${a.appellant} on ${usDate(a.awardDate)} for ${a.work}. The contract established a performance schedule with interim milestones and incorporated the standard Default clause for fixed-price contracts.`,
      `Appellant did not meet the second and third milestones. On ${usDate(a.noticeDate)}, the contracting officer issued a cure notice identifying the missed milestones and deficiencies in appellant's quality control plan, and provided ten days to cure.`,
      `Appellant responded that its principal subcontractor had experienced supply chain delays and requested an extension of 120 days. The contracting officer declined the request and, on ${usDate(a.coFinalDate)}, terminated the contract for default. Appellant appealed the termination and separately asserted a claim of ${money(a.claimed)} for costs incurred before termination.`,
    ],
    discussion: (a) => [
      'A default termination is a drastic sanction that should be imposed only for good grounds and on solid evidence. The government bears the initial burden of proving that the termination was justified; if it does so, the burden shifts to the contractor to show that its failure to perform was excusable or that the government otherwise acted improperly.',
      `It is undisputed that appellant failed to meet the contract milestones identified in the cure notice. ${a.outcomeWord === 'denied' ? 'Appellant\'s subcontractor difficulties are not an excusable cause of delay under the Default clause, as appellant has not shown that the delays were beyond the control and without the fault of both appellant and its subcontractor. The government has met its burden, and appellant has not shown excuse.' : 'However, the record shows that the government waived the schedule by continuing to work with appellant on design changes after the milestone dates passed, and it did not establish a new, reasonable schedule before terminating. The termination therefore cannot stand and is converted to one for the convenience of the government.'}`,
    ],
  },
  {
    topic: 'constructive change',
    facts: (a) => [
      `Contract No. ${a.piid}, awarded on ${usDate(a.awardDate)}, required ${a.appellant} to provide ${a.work} in accordance with a performance work statement. The contract was a firm-fixed-price contract with four option periods.`,
      `Beginning in the second option period, the contracting officer's representative directed appellant to staff additional positions and to provide coverage outside the hours stated in the performance work statement. Appellant complied and advised the contracting officer on ${usDate(a.noticeDate)} that it considered the direction a change to the contract.`,
      `Appellant submitted a certified claim for ${money(a.claimed)} on ${usDate(a.claimDate)}. The contracting officer did not issue a decision within sixty days, and appellant appealed from the deemed denial of its claim.`,
    ],
    discussion: (a) => [
      'A constructive change occurs when a contractor performs work beyond the contract requirements without a formal change order, as a result of either an express or implied order from the government. The contractor must show that the work was beyond the contract requirements and that the additional work was ordered, expressly or impliedly, by one with authority to do so.',
      `${a.outcomeWord === 'denied' ? 'The contracting officer\'s representative lacked authority to change the contract, and appellant has not shown that the contracting officer knew of or ratified the direction. The appeal therefore fails on the authority element.' : 'The record shows that the contracting officer was copied on the direction, attended the meetings at which it was discussed, and accepted the additional coverage without objection. The contracting officer thereby ratified the change, and appellant is entitled to an equitable adjustment.'}`,
      `${a.outcomeWord === 'denied' ? '' : 'With respect to quantum, we find appellant\'s labor rates reasonable but reduce the claimed hours to those documented in its timekeeping records.'}`.trim(),
    ].filter((s) => s.length > 0),
  },
  {
    topic: 'government claim for overpayment',
    facts: (a) => [
      `The ${a.respondent} awarded Contract No. ${a.piid} to ${a.appellant} on ${usDate(a.awardDate)} for ${a.work}. The contract contained time-and-materials line items billed at fixed hourly rates for labor categories with stated minimum qualifications.`,
      `Following an audit, the contracting officer concluded that several employees billed under senior labor categories did not meet the minimum education and experience requirements. On ${usDate(a.coFinalDate)}, the contracting officer issued a final decision asserting a government claim of ${money(a.claimed)} for the difference between the billed and qualified rates.`,
      'Appellant timely appealed, contending that the employees possessed equivalent experience permitted by the contract\'s substitution provisions.',
    ],
    discussion: (a) => [
      'When the government asserts a claim against a contractor, the government bears the burden of proving entitlement and the amount of its claim by a preponderance of the evidence.',
      `${a.outcomeWord === 'denied' ? 'The contract\'s substitution table permitted additional years of experience in lieu of a degree only with the contracting officer\'s prior approval, which appellant did not request. The government has established its claim.' : 'The contract\'s substitution table expressly permitted additional years of relevant experience in lieu of a degree, and the resumes in the record establish that the employees met those equivalencies. The government has not carried its burden.'}`,
    ],
  },
  {
    topic: 'delay and extended overhead',
    facts: (a) => [
      `On ${usDate(a.awardDate)}, the ${a.respondent} awarded Contract No. ${a.piid} to ${a.appellant} for ${a.work}. The contract required completion within 540 calendar days after notice to proceed.`,
      `The government suspended work for 94 days while it revised the design of the mechanical systems, and thereafter issued three modifications adding work without adjusting the completion date. Appellant notified the contracting officer of the resulting delay on ${usDate(a.noticeDate)}.`,
      `Appellant submitted a certified claim on ${usDate(a.claimDate)} for ${money(a.claimed)} in extended field overhead, unabsorbed home office overhead calculated under the Eichleay formula, and a time extension. The contracting officer granted a 40-day extension and otherwise denied the claim on ${usDate(a.coFinalDate)}.`,
    ],
    discussion: (a) => [
      'To recover delay damages, a contractor must show the extent of the delay, that the delay was proximately caused by government action, and that the delay harmed the contractor. It must also show that the government-caused delay affected activities on the critical path of the project.',
      `${a.outcomeWord === 'denied' ? 'Appellant\'s schedule analysis did not account for concurrent delays attributable to its own subcontractors, and appellant has not apportioned the delay between the parties. Recovery of Eichleay damages also requires that the contractor have been on standby, which the record does not show.' : 'Appellant\'s scheduling expert credibly demonstrated that the suspension and the redesign delayed the critical path by 88 days, and the government\'s expert did not identify concurrent contractor delay during that period. Appellant was on standby during the suspension and is entitled to recover unabsorbed home office overhead for that period.'}`,
    ],
  },
];

/** Procedural and record facts common to Contract Disputes Act appeals. */
const EXTRA_FACTS: ((a: AppealFacts) => string)[] = [
  (a) => `The contract was modified ${a.rng.int(3, 14)} times during performance. Bilateral Modification No. P000${a.rng.int(10, 39)} exercised an option period and incorporated a revised wage determination; none of the modifications contains a release of the claims at issue in this appeal.`,
  (a) => `Before submitting its claim, appellant submitted a request for equitable adjustment dated ${usDate(addDays(a.claimDate, -a.rng.int(60, 240)))}. The contracting officer's representative acknowledged receipt and requested supporting cost data, which appellant provided in part.`,
  (a) => `At the government's request, the Defense Contract Audit Agency reviewed appellant's claim and questioned ${money(a.claimed * a.rng.float(0.15, 0.6))}, principally for unsupported labor hours, overhead applied to subcontract costs, and profit on unabsorbed costs.`,
  (a) => `Appellant's project manager testified that the ${a.respondent} was aware of the conditions giving rise to the claim no later than ${usDate(addDays(a.noticeDate, a.rng.int(5, 60)))}, when they were discussed at a progress meeting. The meeting minutes, prepared by the government, record the discussion but do not reflect any direction from the contracting officer.`,
  (a) => `The claim was certified in the language required by 41 U.S.C. § 7103(b) and signed by appellant's ${a.rng.pick(['president', 'chief executive officer', 'vice president of contracts', 'managing member'])}.`,
  (a) => `The contract incorporated by reference FAR 52.233-1, Disputes, and FAR 52.243-${a.rng.pick(['1', '4'])}, Changes. Section H of the contract provided that only the contracting officer may authorize changes to the contract's terms, and that the contracting officer's representative lacks authority to direct changes.`,
];

const EXTRA_DISCUSSION: ((a: AppealFacts) => string)[] = [
  () => 'The Board reviews the matter de novo. The contracting officer\'s findings of fact are not binding in any subsequent proceeding, and the parties start in front of the Board with a clean slate. Appellant bears the burden of proving entitlement and quantum by a preponderance of the evidence.',
  () => 'In interpreting the contract, we begin with its plain language and read it as a whole, giving reasonable meaning to all of its parts and avoiding an interpretation that leaves a portion of it useless, inexplicable, void, or superfluous. Where the language is clear and unambiguous, we give it its plain meaning and do not resort to extrinsic evidence.',
  () => 'Notice requirements in government contracts are not applied technically to defeat otherwise valid claims where the government had actual knowledge of the operative facts and was not prejudiced by the lack of formal written notice. The government has not shown prejudice here.',
  (a) => `We have considered the testimony of the witnesses at the hearing and find ${a.outcomeWord === 'denied' ? 'that the government\'s witnesses offered the more credible account of the events, which is corroborated by the contemporaneous correspondence' : 'appellant\'s witnesses credible; their testimony is consistent with the daily reports and correspondence prepared at the time of performance'}.`,
  (a) => `${a.outcomeWord === 'denied' ? 'The remaining arguments advanced by appellant do not alter this result.' : `Based on the record as a whole, we find appellant entitled to ${money(a.claimed * a.rng.float(0.35, 0.95))} of the amount claimed, plus interest.`}`,
  () => 'A contractor seeking an equitable adjustment must establish the reasonable costs caused by the government\'s action. Estimates may be used where actual cost records are unavailable, but a total cost or modified total cost method is disfavored and may be used only when no other method is available and the contractor\'s bid was realistic.',
];

const FEMA_FACTS = [
  'The applicant sought public assistance funding for repairs to its water treatment facility damaged during the declared disaster. FEMA determined that a portion of the damage pre-existed the disaster and reduced the eligible project cost.',
  'The applicant requested arbitration of FEMA\'s determination that the replacement of its public safety building was not required because the facility could be repaired for less than fifty percent of the cost of replacement.',
];

async function generateContractAppeals(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('contract_appeals');
  const total = ctx.n(300);
  const cbcaJudges = judgePool(rng, 'Board Judge', 10);
  const asbcaJudges = judgePool(rng, 'Administrative Judge', 14);
  const civilian = ctx.contracts.filter((c) => c.department_code !== '097' && c.department_code !== '9700');
  const defense = ctx.contracts.filter((c) => c.department_code === '097' || c.department_code === '9700');
  const serviceStart = addDays(ctx.asOf, -900);
  const cbcaStart = parseDay('2007-01-08');
  const asbcaStart = parseDay('2010-01-04');

  for (let i = 0; i < total; i++) {
    const board: 'cbca' | 'asbca' = rng.chance(0.48) ? 'cbca' : 'asbca';
    const start = board === 'cbca' ? cbcaStart : asbcaStart;
    // more recent decisions are better represented on the listings
    const span = daysBetween(start, ctx.asOf);
    const decision = addDays(start, Math.floor(Math.pow(rng.next(), 0.75) * span));
    const year = decision.getUTCFullYear();
    const yearsIn = daysBetween(start, decision) / 365.25;

    // the dispute
    const pool = board === 'cbca' ? civilian : defense;
    let contract: AwardRef | null = null;
    if (pool.length > 0 && rng.chance(0.8)) {
      // the dispute arises under a contract awarded well before the decision
      for (let t = 0; t < 12 && !contract; t++) {
        const c = rng.pick(pool);
        if (c.award_date.getTime() <= decision.getTime() - 420 * DAY_MS) contract = c;
      }
    }
    const cbcaKind =
      board === 'cbca'
        ? rng.table<'cda' | 'fema' | 'relo' | 'trav' | 'costs' | 'recon'>([
            ['cda', 70],
            ['fema', 8],
            ['relo', 7],
            ['trav', 7],
            ['costs', 4],
            ['recon', 4],
          ])
        : 'cda';
    const individual = cbcaKind === 'relo' || cbcaKind === 'trav';
    let appellant: string;
    if (individual) {
      const p = person(rng);
      appellant = `${p.first} ${String.fromCharCode(65 + rng.int(0, 25))}. ${p.last}`;
    } else if (cbcaKind === 'fema') {
      const st = rng.pick(STATES.filter((s) => !s.isTerritory));
      const city = rng.pick(st.cities);
      appellant = rng.chance(0.5) ? `City of ${city.name}, ${st.name}` : `${city.county} County, ${st.name}`;
    } else if (contract && rng.chance(0.85)) {
      appellant = ctx.entityByUei.get(contract.recipient_uei)?.display_name ?? contract.recipient_name;
    } else if (ctx.entities.length > 0 && rng.chance(0.6)) {
      appellant = rng.pick(ctx.entities).display_name;
    } else {
      appellant = companyName(rng.fn, 'small');
    }

    // dockets
    const filedYearsBack = rng.float(0.3, 2.8);
    const docketBase =
      board === 'cbca'
        ? Math.max(1, Math.floor((yearsIn - filedYearsBack) * 420) + rng.int(1, 60))
        : 56600 + Math.max(0, Math.floor((yearsIn - filedYearsBack) * 500)) + rng.int(0, 80);
    const nDockets = rng.table<number>([
      [1, 82],
      [2, 10],
      [3, 5],
      [4, 3],
    ]);
    const suffix =
      cbcaKind === 'fema' ? '-FEMA' : cbcaKind === 'relo' ? '-RELO' : cbcaKind === 'trav' ? '-TRAV' : cbcaKind === 'recon' ? '-R' : '';
    const dockets: string[] = [];
    for (let k = 0; k < (individual || cbcaKind === 'fema' ? 1 : nDockets); k++) {
      const n = docketBase + k;
      if (cbcaKind === 'costs') dockets.push(`${n + rng.int(200, 600)}-C(${n})`);
      else dockets.push(`${n}${suffix}`);
    }
    const emptyDockets = board === 'asbca' && year < 2014 && rng.chance(0.8);
    const stored = emptyDockets ? [] : dockets.map((d) => (rng.chance(0.03) ? d.toLowerCase() : d));
    const norm = stored.map(normalizeDocket);
    const prefix = board === 'cbca' ? 'CBCA' : dockets.length > 1 ? 'ASBCA Nos.' : 'ASBCA No.';
    const docketRaw = emptyDockets ? null : `${prefix} ${dockets.join(', ')}`;
    const docketSource = emptyDockets ? null : rng.table<string>([['listing', 80], ['document', 15], ['title', 5]]);

    // decision type (cbca from 2015 only)
    let decisionType: string | null = null;
    let decisionTypeRaw: string | null = null;
    if (board === 'cbca' && year >= 2015) {
      decisionType = rng.table<string>([
        ['Decision', 62],
        ['Dismissal', 20],
        ['Order', 11],
        ['Full Board Order', 3],
        ['Decision on Reconsideration', 2],
        ['Decision on Motion', 2],
      ]);
      if (cbcaKind === 'recon') decisionType = 'Decision on Reconsideration';
      decisionTypeRaw = rng.chance(0.3) ? decisionType.toUpperCase() : decisionType;
    }
    const dismissal = decisionType === 'Dismissal' || (board === 'asbca' && rng.chance(0.22));
    const outcomeWord = dismissal ? 'dismissed' : rng.table<string>([['denied', 50], ['sustained', 25], ['granted in part', 15], ['sustained in part', 10]]);

    // dates and raw listing values
    const repaired = rng.chance(0.04);
    const decisionRaw = repaired
      ? rng.pick([
          `${decision.getUTCMonth() + 1}/${decision.getUTCDate()}/${String(year).slice(2)}`,
          `${usDate(decision).replace(',', '')}`,
          `${day(decision).slice(0, 8)}${String(decision.getUTCDate()).padStart(2, '0')}T00:00`,
        ])
      : board === 'cbca'
        ? mmddyyyy(decision)
        : usDate(decision);
    const firstListed = at(rng, maxDate(addDays(decision, rng.int(0, 4)), serviceStart), 9, 23);
    const firstListedAt = firstListed.getTime() > ctx.asOf.getTime() + 86_399_000 ? at(rng, ctx.asOf, 0, 6) : firstListed;
    // about 3% are no longer listed; the fourth row always is, so small datasets hold the state too
    const listed = !(rng.chance(0.03) || i === 3);

    const judge = board === 'cbca' ? judgeName(rng, cbcaJudges) : judgeName(rng, asbcaJudges);
    const judgeLast = judge.split(' ').slice(-1)[0].toUpperCase();
    const mmddyy = `${day(decision).slice(5, 7)}-${day(decision).slice(8, 10)}-${day(decision).slice(2, 4)}`;
    const appellantToken = appellant.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40);
    const firstDocket = dockets[0];
    let documentId: string;
    let url: string;
    if (board === 'cbca') {
      documentId = ctx.unique('cbca-doc', () => `${judgeLast}_${mmddyy}_${firstDocket.replace(/[()]/g, '_')}__${appellantToken}${rng.chance(0.05) ? `_${rng.int(2, 9)}` : ''}`);
      url = `https://www.cbca.gov/files/decisions/${year}/${documentId}.pdf`;
    } else {
      documentId = ctx.unique('asbca-doc', () => String(rng.int(100000, 999999)));
      const file = `${firstDocket} ${appellant.replace(/[^A-Za-z0-9 ,.&-]/g, '')} ${decision.getUTCMonth() + 1}.${decision.getUTCDate()}.${String(year).slice(2)} ${dismissal ? 'Dismissal' : 'Decision'}.pdf`;
      url = `https://www.asbca.mil/Portals/143/Decisions/${year}/${encodeURIComponent(file)}`;
    }
    const listingUrl = board === 'cbca' ? `https://www.cbca.gov/decisions/cda-decisions.html?year=${year}` : `https://www.asbca.mil/Decisions/Decisions-${year}/`;

    // text extraction state
    const recent = daysBetween(decision, ctx.asOf) < 21;
    let textStatus: string | null;
    if (recent && rng.chance(0.7)) textStatus = null;
    else
      textStatus = rng.table<string | null>([
        ['completed', 86],
        ['empty', 5],
        ['failed', 4],
        [null, 5],
      ]);

    let decisionText: string | null = null;
    if (textStatus === 'completed') {
      decisionText = appealText(rng, {
        board,
        kind: cbcaKind,
        appellant,
        dockets,
        decision,
        judge,
        contract,
        dismissal,
        outcomeWord,
        ctx,
      });
    }
    await ctx.w.add('contract_appeal', {
      uuid: uuidV5(`contract_appeal:${board}:${documentId}`),
      board,
      docket_numbers: stored,
      docket_numbers_norm: norm,
      decision_date: decision,
      appellant,
      judge,
      url,
      decision_type: decisionType,
      docket_raw: docketRaw,
      docket_source: docketSource,
      decision_date_repaired: repaired,
      decision_type_raw: decisionTypeRaw,
      listing_year: year,
      first_listed_at: firstListedAt,
      listed,
      text_status: textStatus,
      text_char_count: textStatus === 'completed' ? decisionText!.length : textStatus === 'empty' ? 0 : null,
      decision_date_raw: decisionRaw,
      document_id: documentId,
      listing_url: listingUrl,
      decision_text: decisionText,
      modified: stampOn(ctx, rng, minDate(maxDate(addDays(decision, rng.int(1, 40)), new Date(firstListedAt.getTime() - (firstListedAt.getTime() % DAY_MS))), ctx.asOf)),
    });
  }
}

function appealText(
  rng: Rng,
  a: {
    board: 'cbca' | 'asbca';
    kind: string;
    appellant: string;
    dockets: string[];
    decision: Date;
    judge: string;
    contract: AwardRef | null;
    dismissal: boolean;
    outcomeWord: string;
    ctx: GenContext;
  },
): string {
  const ctx = a.ctx;
  // without a generated contract, the dispute is under an older contract of a plausible office
  const fallbackOffices = ctx.offices.filter((o) => (a.board === 'asbca') === (o.department_code === '097'));
  const fallbackOffice = !a.contract && fallbackOffices.length > 0 ? rng.pick(fallbackOffices) : null;
  const respondentOrg = a.contract
    ? ctx.agencyByCode.get(a.contract.agency_code)
    : fallbackOffice?.agency_code
      ? ctx.agencyByCode.get(fallbackOffice.agency_code)
      : null;
  const respondent =
    a.kind === 'fema'
      ? 'Federal Emergency Management Agency'
      : respondentOrg
        ? respondentOrg.code === '9700'
          ? 'Department of Defense'
          : respondentOrg.name
        : a.board === 'asbca'
          ? rng.pick(['Department of the Army', 'Department of the Navy', 'Department of the Air Force', 'Defense Logistics Agency'])
          : rng.pick(['General Services Administration', 'Department of Veterans Affairs', 'Department of Agriculture', 'Department of the Interior']);
  const fallbackFy = fiscalYearOf(a.decision) - rng.int(2, 6);
  let piid = a.contract?.piid ?? '';
  if (!piid && fallbackOffice?.office_code) {
    try {
      piid = buildPiid({ aac: fallbackOffice.office_code, fiscalYear: fallbackFy, instrumentType: 'C', serial: rng.int(1, 400), serialLength: 4 });
    } catch {
      piid = '';
    }
  }
  if (!piid) piid = `${a.board === 'asbca' ? 'W912DY' : '47PA04'}${String(fallbackFy).slice(2)}C${rng.digits(4)}`;
  const fallbackNaics = pickNaics(rng);
  const work = lowerWork(a.contract ? a.contract.description : describeWork(rng, pscFor(rng, fallbackNaics), fallbackNaics, 'title'));
  const awardDate = a.contract?.award_date ?? addDays(new Date(Date.UTC(fallbackFy - 1, 9, 1)), rng.int(0, 360));
  const claimDate = minDate(maxDate(addDays(a.decision, -rng.int(300, 800)), addDays(awardDate, 200)), addDays(a.decision, -200));
  const noticeDate = minDate(addDays(awardDate, rng.int(60, 500)), addDays(claimDate, -rng.int(30, 90)));
  const facts: AppealFacts = {
    appellant: a.appellant,
    respondent,
    piid,
    work,
    claimed: Math.round(rng.lognormal(380_000, 1.2)),
    awardDate,
    claimDate,
    coFinalDate: addDays(claimDate, rng.int(40, 120)),
    noticeDate,
    outcomeWord: a.outcomeWord.startsWith('denied') ? 'denied' : 'sustained',
    rng,
  };
  const judgeLast = a.judge.split(' ').slice(-1)[0].toUpperCase();
  const dockets = a.dockets.join(', ');
  const paras: string[] = [];
  const verdict = a.dismissal
    ? rng.pick([
        'The appeal is dismissed for lack of jurisdiction because appellant did not submit a certified claim to the contracting officer before filing its appeal.',
        'The parties having advised the Board that they have settled the dispute, the appeal is dismissed with prejudice.',
        'The appeal is dismissed as untimely because it was filed more than ninety days after appellant received the contracting officer\'s final decision.',
      ])
    : `The appeal is ${a.outcomeWord.toUpperCase()}${a.outcomeWord.includes('sustained') || a.outcomeWord.includes('granted') ? '. Appellant is entitled to interest under the Contract Disputes Act, 41 U.S.C. § 7109, from the date the contracting officer received its claim until payment' : ''}.`;

  if (a.board === 'cbca') {
    const decided = a.dismissal ? 'DISMISSED' : a.outcomeWord.toUpperCase();
    paras.push(`${decided}: ${usDate(a.decision)}`);
    paras.push(`CBCA ${dockets}`);
    paras.push(`${a.appellant.toUpperCase()},\n\nAppellant,\n\nv.\n\n${respondent.toUpperCase()},\n\nRespondent.`);
    const counsel = person(rng);
    const gov = person(rng);
    paras.push(
      `${counsel.first} ${counsel.last} of ${rng.pick(['Smith Pachter McWhorter PLC', 'Watt, Tieder, Hoffar & Fitzgerald, L.L.P.', 'Cohen Seglias Pallas Greenhall & Furman PC', 'Peckar & Abramson, P.C.', 'Wiley Rein LLP'])}, ${rng.pick(['Tysons Corner, VA', 'Washington, DC', 'Philadelphia, PA', 'Atlanta, GA'])}, counsel for Appellant.`,
    );
    paras.push(`${gov.first} ${gov.last}, Office of General Counsel, ${respondent}, Washington, DC, counsel for Respondent.`);
    const panel = [judgeLast, person(rng).last.toUpperCase(), person(rng).last.toUpperCase()];
    paras.push(`Before Board Judges ${panel[0]}, ${panel[1]}, and ${panel[2]}.`);
    paras.push(`${judgeLast}, Board Judge.`);
  } else {
    paras.push('ARMED SERVICES BOARD OF CONTRACT APPEALS');
    paras.push(`Appeal of --\n\n${a.appellant}\n\nUnder Contract No. ${piid}\n\nASBCA No${a.dockets.length > 1 ? 's' : ''}. ${dockets}`);
    const counsel = person(rng);
    const gov = person(rng);
    paras.push(
      `APPEARANCE FOR THE APPELLANT: ${counsel.first} ${counsel.last}, Esq., ${rng.pick(['PilieroMazza PLLC', 'Crowell & Moring LLP', 'Holland & Knight LLP', 'Koprince McCall Pottroff LLC', 'Seyfarth Shaw LLP'])}`,
    );
    paras.push(
      `APPEARANCES FOR THE GOVERNMENT: ${gov.first} ${gov.last}, Esq., ${
        respondent === 'Department of the Army'
          ? 'Army Chief Trial Attorney'
          : respondent === 'Department of the Navy'
            ? 'Navy Chief Trial Attorney'
            : respondent === 'Department of the Air Force'
              ? 'Air Force Chief Trial Attorney'
              : respondent === 'Defense Logistics Agency'
                ? 'DLA Chief Trial Attorney'
                : 'DCMA Chief Trial Attorney'
      }`,
    );
    paras.push(`OPINION BY ADMINISTRATIVE JUDGE ${judgeLast}${a.dismissal ? ' ON THE GOVERNMENT\'S MOTION TO DISMISS' : ''}`);
  }

  if (a.kind === 'relo' || a.kind === 'trav') {
    const what = a.kind === 'relo' ? 'relocation expenses incurred in connection with a permanent change of station' : 'temporary duty travel expenses';
    paras.push('Background');
    paras.push(`The claimant, a civilian employee of the ${respondent}, asks the Board to review the agency's denial of reimbursement of ${money(rng.int(1200, 38000))} in ${what}.`);
    paras.push(
      a.kind === 'relo'
        ? 'The agency denied the claim because the claimant did not sign the service agreement before the effective date of the transfer and incurred real estate transaction expenses more than two years after reporting to the new duty station. The Federal Travel Regulation permits an extension of that period only upon a written request made before the period expires.'
        : 'The agency denied the portion of the claim attributable to lodging above the locality rate because the claimant did not obtain advance authorization for actual expense reimbursement. The Federal Travel Regulation allows actual expense reimbursement when lodging at the per diem rate is unavailable, but requires that the need be justified and approved.',
    );
    paras.push('Discussion');
    paras.push('The Federal Travel Regulation (FTR), 41 CFR chapters 300 through 304, and the agency\'s implementing policy govern the reimbursement of the claimant\'s expenses. Those regulations have the force and effect of law, and neither the agency nor the Board may waive their requirements, however sympathetic the circumstances. An employee who incurs expenses in reliance on erroneous advice from agency officials is not thereby entitled to reimbursement the regulations do not permit.');
    paras.push(`${a.outcomeWord.startsWith('denied') ? 'The statute and regulation do not give the agency or the Board authority to waive these requirements. The claim is denied.' : 'The record shows that the claimant sought approval in writing and that the approving official acted on it after the fact, which the regulation permits. The claim is granted.'}`);
    return paras.join('\n\n');
  }
  if (a.kind === 'fema') {
    paras.push(rng.pick(FEMA_FACTS));
    paras.push('Under 42 U.S.C. § 5189a(d), an applicant for public assistance may request arbitration of a dispute over FEMA\'s eligibility determination. The panel considers the record developed before FEMA together with the parties\' submissions and the testimony received at hearing.');
    paras.push(`${a.outcomeWord.startsWith('denied') ? 'The panel concludes that the applicant has not shown that the damage was caused by the declared event. FEMA\'s determination is upheld.' : 'The panel concludes that the applicant\'s engineering reports credibly tie the damage to the declared event and that FEMA\'s contrary conclusion rests on an incomplete inspection. The applicant is entitled to the additional funding requested.'}`);
    return paras.join('\n\n');
  }

  const dispute = rng.pick(DISPUTES);
  paras.push(
    a.dismissal
      ? `The government moves to dismiss ${a.dockets.length > 1 ? 'these consolidated appeals' : 'this appeal'} arising under Contract No. ${piid}. Appellant opposes the motion. For the reasons stated below, we grant the motion.`
      : `${a.appellant} (appellant) appeals the contracting officer's decision regarding ${dispute.topic} under Contract No. ${piid}. The Board has jurisdiction under the Contract Disputes Act, 41 U.S.C. §§ 7101-7109. ${a.dockets.length > 1 ? 'The appeals were consolidated and ' : 'The appeal was '}heard on the written record under Board Rule 11${rng.chance(0.5) ? ', supplemented by a three-day hearing' : ''}.`,
  );
  paras.push('FINDINGS OF FACT');
  const factParas = dispute.facts(facts);
  for (const extra of rng.sample(EXTRA_FACTS, rng.int(2, 4))) factParas.splice(rng.int(1, factParas.length), 0, extra(facts));
  if (dispute.topic !== 'constructive change' && !a.dismissal) {
    factParas.push(`Appellant filed its notice of appeal with the Board on ${usDate(addDays(facts.coFinalDate, rng.int(20, 88)))}, within ninety days of its receipt of the contracting officer's final decision.`);
  }
  factParas.forEach((p, idx) => paras.push(`${idx + 1}. ${p}`));
  paras.push(a.board === 'cbca' ? 'Discussion' : 'DECISION');
  if (a.dismissal) {
    paras.push(
      'The Board\'s jurisdiction under the Contract Disputes Act depends upon a claim having been submitted to the contracting officer and either decided or deemed denied. A claim exceeding $100,000 must be certified, and a defective certification may be corrected, but the complete absence of a certification is not a defect that can be cured after the appeal is filed.',
    );
    paras.push(
      'Appellant bears the burden of establishing the Board\'s jurisdiction by a preponderance of the evidence. In deciding the motion, we accept as true the undisputed facts alleged in the notice of appeal and complaint and may consider evidence outside the pleadings to resolve disputed jurisdictional facts.',
    );
    paras.push(
      `Appellant argues that its correspondence with the contracting officer, taken together, constituted a claim. A written demand need not take any particular form, but it must give the contracting officer adequate notice of the basis and amount of the claim and request a final decision. ${rng.pick(['The letters on which appellant relies sought a meeting to discuss payment and did not request a decision.', 'The document on which appellant relies was an invoice submitted in the ordinary course of performance, which is not a claim.', 'Appellant\'s later submission raised operative facts different from those presented to the contracting officer, and thus is a new claim over which we lack jurisdiction.'])}`,
    );
  } else {
    const pool = rng.sample(EXTRA_DISCUSSION.slice(0, 4), rng.int(1, 3));
    [pool[0](facts), ...dispute.discussion(facts), ...pool.slice(1).map((f) => f(facts)), EXTRA_DISCUSSION[rng.chance(0.5) ? 4 : 5](facts)].forEach((p) => paras.push(p));
  }
  paras.push(a.board === 'cbca' ? 'Decision' : 'CONCLUSION');
  paras.push(verdict);
  paras.push(`Dated: ${usDate(a.decision)}`);
  paras.push(a.judge);
  if (a.board === 'asbca') {
    paras.push(
      `I certify that the foregoing is a true copy of the Opinion and Decision of the Armed Services Board of Contract Appeals in ASBCA No${a.dockets.length > 1 ? 's' : ''}. ${dockets}, Appeal of ${a.appellant}, rendered in conformance with the Board's Charter.`,
    );
  }
  return paras.join('\n\n');
}

// ───────────────────────────── exclusions ─────────────────────────────

interface ExAgency {
  code: string;
  name: string;
  weight: number;
  profile: 'hhs' | 'ofac' | 'dod' | 'civil' | 'doj' | 'dol' | 'hud' | 'fascsa' | 'opm';
}

const EX_AGENCIES: ExAgency[] = [
  { code: 'HHS', name: 'HEALTH AND HUMAN SERVICES, DEPARTMENT OF', weight: 24, profile: 'hhs' },
  { code: 'TREAS-OFAC', name: 'TREASURY, DEPARTMENT OF THE (OFFICE OF FOREIGN ASSETS CONTROL)', weight: 16, profile: 'ofac' },
  { code: 'DOJ', name: 'JUSTICE, DEPARTMENT OF', weight: 9, profile: 'doj' },
  { code: 'OPM', name: 'OFFICE OF PERSONNEL MANAGEMENT', weight: 7, profile: 'opm' },
  { code: 'ARMY', name: 'DEPT OF THE ARMY', weight: 7, profile: 'dod' },
  { code: 'NAVY', name: 'DEPT OF THE NAVY', weight: 5, profile: 'dod' },
  { code: 'AF', name: 'DEPT OF THE AIR FORCE', weight: 5, profile: 'dod' },
  { code: 'DLA', name: 'DEFENSE LOGISTICS AGENCY', weight: 5, profile: 'dod' },
  { code: 'EPA', name: 'ENVIRONMENTAL PROTECTION AGENCY', weight: 4, profile: 'civil' },
  { code: 'GSA', name: 'GENERAL SERVICES ADMINISTRATION', weight: 3, profile: 'civil' },
  { code: 'SBA', name: 'SMALL BUSINESS ADMINISTRATION', weight: 2, profile: 'civil' },
  { code: 'USAID', name: 'AGENCY FOR INTERNATIONAL DEVELOPMENT', weight: 2, profile: 'civil' },
  { code: 'USDA', name: 'AGRICULTURE, DEPARTMENT OF', weight: 2, profile: 'civil' },
  { code: 'DOT', name: 'TRANSPORTATION, DEPARTMENT OF', weight: 1.5, profile: 'civil' },
  { code: 'VA', name: 'VETERANS AFFAIRS, DEPARTMENT OF', weight: 1.5, profile: 'civil' },
  { code: 'DOE', name: 'ENERGY, DEPARTMENT OF', weight: 1, profile: 'civil' },
  { code: 'DOL', name: 'LABOR, DEPARTMENT OF', weight: 2, profile: 'dol' },
  { code: 'HUD', name: 'HOUSING AND URBAN DEVELOPMENT, DEPARTMENT OF', weight: 2, profile: 'hud' },
  { code: 'DHS', name: 'HOMELAND SECURITY, DEPARTMENT OF', weight: 0.8, profile: 'fascsa' },
];

const OFAC_COUNTRIES = [
  { code: 'IRN', name: 'Iran', cities: ['Tehran', 'Bandar Abbas', 'Isfahan'], program: 'IRAN; IFSR', flag: 'Iran' },
  { code: 'RUS', name: 'Russia', cities: ['Moscow', 'Saint Petersburg', 'Novosibirsk'], program: 'RUSSIA-EO14024', flag: 'Russia' },
  { code: 'ARE', name: 'United Arab Emirates', cities: ['Dubai', 'Sharjah', 'Abu Dhabi'], program: 'IRAN-EO13846', flag: 'Panama' },
  { code: 'CHN', name: 'China', cities: ['Shenzhen', 'Shanghai', 'Guangzhou'], program: 'NPWMD', flag: 'Cameroon' },
  { code: 'HKG', name: 'Hong Kong', cities: ['Hong Kong', 'Kowloon'], program: 'IRAN-EO13846', flag: 'Comoros' },
  { code: 'SYR', name: 'Syria', cities: ['Damascus', 'Latakia'], program: 'SYRIA', flag: 'Syria' },
  { code: 'LBN', name: 'Lebanon', cities: ['Beirut', 'Tyre'], program: 'SDGT', flag: 'Togo' },
  { code: 'TUR', name: 'Turkey', cities: ['Istanbul', 'Mersin'], program: 'SDGT', flag: 'Palau' },
  { code: 'VEN', name: 'Venezuela', cities: ['Caracas', 'Maracaibo'], program: 'VENEZUELA-EO13850', flag: 'Venezuela' },
  { code: 'PRK', name: 'Korea, North', cities: ['Pyongyang', 'Nampo'], program: 'DPRK3', flag: 'Korea, North' },
  { code: 'BLR', name: 'Belarus', cities: ['Minsk'], program: 'BELARUS-EO14038', flag: 'Belarus' },
];

const FOREIGN_FIRST = ['Mohammad', 'Ali', 'Hassan', 'Reza', 'Ahmad', 'Sergei', 'Alexei', 'Vladimir', 'Nikolai', 'Wei', 'Jian', 'Hyon', 'Carlos', 'Jose', 'Hussein', 'Omar', 'Yusuf', 'Igor', 'Dmitry', 'Khalil'];
const FOREIGN_LAST = ['Rezaei', 'Hosseini', 'Karimi', 'Mohammadi', 'Ivanov', 'Petrov', 'Sokolov', 'Volkov', 'Zhang', 'Li', 'Kim', 'Pak', 'Rodriguez', 'Cabello', 'Al-Tikriti', 'Nasrallah', 'Haddad', 'Aydin', 'Kaya', 'Lukashenko'];
const SDN_PREFIX = ['AL-NOOR', 'PERSIAN GULF', 'GOLDEN CRESCENT', 'BLUE OCEAN', 'SILK ROAD', 'EASTERN STAR', 'NEW HORIZON', 'ARMADA', 'SEA LION', 'VOSTOK', 'SIBERIAN', 'NORTHERN LIGHT', 'ZAGROS', 'KHAYBAR', 'CEDAR', 'PEARL', 'DIAMOND', 'TRIUMPH'];
const SDN_CORE = ['TRADING', 'GENERAL TRADING', 'SHIPPING', 'PETROCHEMICAL', 'MARITIME', 'ELECTRONICS', 'INDUSTRIAL', 'EXCHANGE', 'LOGISTICS', 'TECHNOLOGY', 'AVIATION', 'OIL'];
const SDN_SUFFIX = ['LLC', 'FZE', 'FZCO', 'LTD', 'CO', 'JSC', 'OOO', 'LIMITED', 'COMPANY', 'CO., LTD.'];
/** Number spaces grow with the dataset so identifiers stay unique at large scales. */
const widen = (ctx: GenContext) => Math.max(1, Math.ceil(ctx.opts.scale));

const VESSEL_NAMES = ['OCEAN PRIDE', 'SEA GLORY', 'ADRIAN', 'GOLDEN STAR', 'SILVER MOON', 'BLUE SKY', 'HAPPY DOLPHIN', 'VIRGO', 'ORIENT PRIDE', 'POLAR STAR', 'NOBLE', 'GRACE', 'HORSE', 'CAPELLA', 'ATLANTIS', 'LUNA', 'STELLA', 'VERONICA'];
const VESSEL_TYPES = ['Crude Oil Tanker', 'Oil Products Tanker', 'General Cargo', 'Bulk Carrier', 'Container Ship', 'LPG Tanker', 'Chemical/Oil Products Tanker'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Blvd', 'Market St', 'Park Ave', 'Elm St', 'Washington Blvd', 'Broadway', 'Pine St', 'Highway 90', 'Route 1'];

const HHS_COMMENTS = [
  'Excluded under Section 1128(a)(1) of the Social Security Act: conviction of program-related crimes.',
  'Excluded under Section 1128(a)(3) of the Social Security Act: felony conviction relating to health care fraud.',
  'Excluded under Section 1128(a)(4) of the Social Security Act: felony conviction relating to controlled substances.',
  'Excluded under Section 1128(b)(4) of the Social Security Act: license revocation or suspension.',
  'Excluded under Section 1128(b)(7) of the Social Security Act: fraud, kickbacks and other prohibited activities.',
];
const DOD_COMMENTS = [
  'Debarred pursuant to FAR 9.406-2(a) based on conviction for conspiracy to defraud the United States.',
  'Debarred pursuant to FAR 9.406-2(b) for willful failure to perform in accordance with the terms of one or more contracts.',
  'Suspended pursuant to FAR 9.407-2(a) based on an indictment for false claims and wire fraud.',
  'Debarred for submitting nonconforming parts to the Defense Logistics Agency.',
  'Proposed for debarment based on evidence of bid rigging on set-aside construction contracts.',
];

/** 10-digit NPI with the Luhn check digit over the 80840 prefix. */
function npiNumber(rng: Rng): string {
  const base = String(rng.int(1, 2)) + rng.digits(8);
  const s = `80840${base}`;
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return base + String((10 - (sum % 10)) % 10);
}

type ExState = 'current' | 'indefinite' | 'undetermined' | 'terminated' | 'future' | 'lifted';

interface ExDraft {
  classification: string;
  exclusionType: string;
  program: string;
  agency: ExAgency;
  entityName: string | null;
  displayName: string;
  prefix: string | null;
  first: string | null;
  middle: string | null;
  last: string | null;
  suffix: string | null;
  uei: string | null;
  cage: string | null;
  npi: string | null;
  entityUei: string | null;
  address: Record<string, string | null> | null;
  comments: string | null;
  vessel: { callSign: string; type: string; tonnage: string; grt: string; flag: string; owner: string } | null;
  fascsa: boolean;
  moreLocations: Json | null;
  aliases: string[];
}

function usAddress(rng: Rng): Record<string, string | null> {
  const st = rng.pick(STATES.filter((s) => !s.isTerritory));
  const city = rng.pick(st.cities);
  return {
    address_line1: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`,
    address_line2: rng.chance(0.2) ? `Suite ${rng.int(100, 900)}` : null,
    city: city.name,
    state_or_province_code: st.code,
    zip_code: city.zip,
    country_code: 'USA',
  };
}

function foreignAddress(rng: Rng, country: (typeof OFAC_COUNTRIES)[number]): Record<string, string | null> {
  return {
    address_line1: rng.chance(0.6) ? `${rng.pick(['Office', 'Unit', 'No.'])} ${rng.int(1, 900)}, ${rng.pick(['Al Maktoum Road', 'Tverskaya Street', 'Valiasr Avenue', 'Nathan Road', 'Hamra Street', 'Free Zone Building'])}` : null,
    address_line2: null,
    city: rng.pick(country.cities),
    state_or_province_code: null,
    zip_code: null,
    country_code: country.code,
  };
}

function individualName(rng: Rng, foreign: boolean) {
  const first = foreign ? rng.pick(FOREIGN_FIRST) : rng.pick(FIRST_NAMES);
  const last = foreign ? rng.pick(FOREIGN_LAST) : rng.pick(LAST_NAMES);
  const middle = rng.chance(0.4) ? (rng.chance(0.5) ? `${String.fromCharCode(65 + rng.int(0, 25))}` : foreign ? rng.pick(FOREIGN_FIRST) : rng.pick(FIRST_NAMES)) : null;
  const prefix = !foreign && rng.chance(0.1) ? rng.pick(['Dr.', 'Mr.', 'Ms.']) : null;
  const suffix = !foreign && rng.chance(0.06) ? rng.pick(['Jr.', 'Sr.', 'III', 'II']) : null;
  const display = [first, middle, last].filter(Boolean).join(' ') + (suffix ? ` ${suffix}` : '');
  return { first, middle, last, prefix, suffix, display };
}

function sdnName(rng: Rng): string {
  return `${rng.pick(SDN_PREFIX)} ${rng.pick(SDN_CORE)} ${rng.pick(SDN_SUFFIX)}`;
}

function blankDraft(agency: ExAgency, classification: string, exclusionType: string, program: string): ExDraft {
  return {
    classification,
    exclusionType,
    program,
    agency,
    entityName: null,
    displayName: '',
    prefix: null,
    first: null,
    middle: null,
    last: null,
    suffix: null,
    uei: null,
    cage: null,
    npi: null,
    entityUei: null,
    address: null,
    comments: null,
    vessel: null,
    fascsa: false,
    moreLocations: null,
    aliases: [],
  };
}

/** One enforcement action: one to a few related exclusion records. */
function exclusionGroup(ctx: GenContext, rng: Rng, agency: ExAgency, smallEntities: EntityRef[]): ExDraft[] {
  const out: ExDraft[] = [];
  const person = (draft: ExDraft, foreign: boolean) => {
    const n = individualName(rng, foreign);
    draft.first = n.first;
    draft.middle = n.middle;
    draft.last = n.last;
    draft.prefix = n.prefix;
    draft.suffix = n.suffix;
    draft.displayName = n.display;
    draft.entityName = n.display;
    return draft;
  };
  const firm = (draft: ExDraft, linkChance: number) => {
    if (smallEntities.length > 0 && rng.chance(linkChance)) {
      const e = rng.pick(smallEntities);
      draft.entityName = e.legal_business_name;
      draft.displayName = e.legal_business_name;
      draft.uei = e.uei;
      draft.entityUei = e.uei;
      draft.cage = e.cage_code;
      draft.address = { address_line1: `${rng.int(100, 19999)} ${rng.pick(STREETS)}`, address_line2: null, city: e.city, state_or_province_code: e.state, zip_code: e.zip, country_code: 'USA' };
    } else {
      const name = companyName(rng.fn, 'small').toUpperCase();
      draft.entityName = name;
      draft.displayName = name;
      draft.uei = rng.chance(0.3) ? generateUei(rng.fn) : null;
      draft.address = usAddress(rng);
    }
    return draft;
  };

  switch (agency.profile) {
    case 'hhs': {
      const cls = rng.chance(0.88) ? 'Individual' : 'Firm';
      const d = blankDraft(agency, cls, 'Ineligible (Proceedings Completed)', 'Reciprocal');
      if (cls === 'Individual') {
        person(d, false);
        d.npi = rng.chance(0.45) ? npiNumber(rng) : null;
        d.address = usAddress(rng);
        d.address.address_line1 = null;
      } else {
        const name = `${rng.pick(LAST_NAMES).toUpperCase()} ${rng.pick(['FAMILY PHARMACY', 'MEDICAL SUPPLY', 'HOME HEALTH CARE', 'AMBULANCE SERVICE', 'CHIROPRACTIC CLINIC', 'DURABLE MEDICAL EQUIPMENT'])} ${rng.pick(['LLC', 'INC', 'PC'])}`;
        d.entityName = name;
        d.displayName = name;
        d.npi = rng.chance(0.6) ? npiNumber(rng) : null;
        d.address = usAddress(rng);
      }
      d.comments = rng.chance(0.6) ? rng.pick(HHS_COMMENTS) : null;
      out.push(d);
      break;
    }
    case 'opm': {
      const d = blankDraft(agency, rng.chance(0.8) ? 'Individual' : 'Firm', 'Ineligible (Proceedings Completed)', 'Reciprocal');
      if (d.classification === 'Individual') {
        person(d, false);
        d.npi = rng.chance(0.3) ? npiNumber(rng) : null;
        d.address = usAddress(rng);
      } else firm(d, 0);
      d.comments = rng.chance(0.5) ? 'Debarred from participation in the Federal Employees Health Benefits Program under 5 U.S.C. 8902a.' : null;
      out.push(d);
      break;
    }
    case 'doj': {
      const d = person(blankDraft(agency, 'Individual', rng.chance(0.7) ? 'Ineligible (Proceedings Completed)' : 'Prohibition/Restriction', 'Non-Procurement'), false);
      d.address = usAddress(rng);
      d.comments = rng.chance(0.4) ? 'Denial of federal benefits under 21 U.S.C. 862 following a drug trafficking or possession conviction.' : null;
      out.push(d);
      break;
    }
    case 'ofac': {
      const country = rng.pick(OFAC_COUNTRIES);
      const lead = blankDraft(agency, 'Special Entity Designation', 'Prohibition/Restriction', 'Reciprocal');
      const name = sdnName(rng);
      lead.entityName = name;
      lead.displayName = name;
      lead.address = foreignAddress(rng, country);
      if (rng.chance(0.3)) {
        const other = rng.pick(OFAC_COUNTRIES);
        lead.moreLocations = new Json([{ city: rng.pick(other.cities), country_code: other.code }]);
      }
      lead.aliases = rng.chance(0.5) ? [`${name.split(' ')[0]} ${rng.pick(SDN_CORE)} ${rng.pick(SDN_SUFFIX)}`] : [];
      lead.comments = `Program: ${country.program}.${rng.chance(0.5) ? ' Additional Sanctions Information - Subject to Secondary Sanctions.' : ''}${rng.chance(0.4) ? ` Organization Established Date ${rng.int(1995, 2021)}.` : ''}`;
      out.push(lead);
      const nVessels = rng.chance(0.35) ? rng.int(1, 2) : 0;
      for (let v = 0; v < nVessels; v++) {
        const vessel = blankDraft(agency, 'Vessel', 'Prohibition/Restriction', 'Reciprocal');
        const vname = ctx.unique('ofac-vessel', () => `${rng.pick(VESSEL_NAMES)}${rng.chance(0.5) ? ` ${rng.int(1, 9 * widen(ctx))}` : ''}`);
        vessel.entityName = vname;
        vessel.displayName = vname;
        const dwt = rng.int(4000, 310000);
        vessel.vessel = {
          callSign: rng.chars(rng.int(4, 7), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
          type: rng.pick(VESSEL_TYPES),
          tonnage: dwt.toLocaleString('en-US'),
          grt: Math.round(dwt * rng.float(0.5, 0.6)).toLocaleString('en-US'),
          flag: country.flag,
          owner: name,
        };
        vessel.comments = `Vessel Registration Identification IMO ${rng.int(8000000, 9899999)}; Program: ${country.program}; Linked To: ${name}.`;
        out.push(vessel);
      }
      if (rng.chance(0.4)) {
        const ind = person(blankDraft(agency, 'Individual', 'Prohibition/Restriction', 'Reciprocal'), true);
        ind.address = foreignAddress(rng, country);
        ind.comments = `DOB ${rng.int(1, 28)} ${rng.pick(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'])} ${rng.int(1950, 1990)}; nationality ${country.name}; Program: ${country.program}; Linked To: ${name}.`;
        out.push(ind);
      }
      break;
    }
    case 'dod':
    case 'civil': {
      const suspension = rng.chance(0.25);
      const voluntary = !suspension && agency.profile === 'civil' && rng.chance(0.1);
      const type = suspension ? 'Ineligible (Proceedings Pending)' : voluntary ? 'Voluntary Exclusion' : 'Ineligible (Proceedings Completed)';
      const program = voluntary ? 'Non-Procurement' : 'Reciprocal';
      const lead = firm(blankDraft(agency, 'Firm', type, program), 0.42);
      lead.comments = rng.chance(0.55) ? rng.pick(DOD_COMMENTS) : null;
      out.push(lead);
      const principals = rng.chance(0.45) ? rng.int(1, 2) : 0;
      for (let p = 0; p < principals; p++) {
        const ind = person(blankDraft(agency, 'Individual', type, program), false);
        ind.address = lead.address ? { ...lead.address } : usAddress(rng);
        ind.comments = rng.chance(0.5) ? `Principal of ${lead.displayName}.` : null;
        out.push(ind);
      }
      break;
    }
    case 'dol': {
      const lead = firm(blankDraft(agency, 'Firm', 'Prohibition/Restriction', 'Procurement'), 0.3);
      lead.comments = rng.pick([
        'Debarred under the Davis-Bacon and Related Acts, 29 CFR 5.12, for disregard of obligations to employees.',
        'Debarred under the Service Contract Act, 41 U.S.C. 6706, for failure to pay required wages and fringe benefits.',
      ]);
      out.push(lead);
      if (rng.chance(0.5)) {
        const ind = person(blankDraft(agency, 'Individual', 'Prohibition/Restriction', 'Procurement'), false);
        ind.address = lead.address ? { ...lead.address } : usAddress(rng);
        out.push(ind);
      }
      break;
    }
    case 'hud': {
      const cls = rng.chance(0.6) ? 'Individual' : 'Firm';
      const d = blankDraft(agency, cls, 'Prohibition/Restriction', 'Non-Procurement');
      if (cls === 'Individual') {
        person(d, false);
        d.address = usAddress(rng);
      } else firm(d, 0.1);
      d.comments = 'Limited Denial of Participation under 2 CFR 2424 Subpart J.';
      out.push(d);
      break;
    }
    case 'fascsa': {
      const d = blankDraft(agency, 'Firm', 'Prohibition/Restriction', 'Procurement');
      const name = `${rng.pick(['KASPERSKY-STYLE', 'NORTHWIND', 'HUAXIN', 'ZHONGKE', 'SKYNET'])} ${rng.pick(['SECURITY', 'TECHNOLOGIES', 'NETWORKS', 'SOFTWARE'])} ${rng.pick(['CO., LTD.', 'LIMITED', 'JSC'])}`.replace('KASPERSKY-STYLE', 'VECTORSOFT');
      d.entityName = name;
      d.displayName = name;
      const country = rng.pick(OFAC_COUNTRIES.filter((c) => c.code === 'CHN' || c.code === 'RUS' || c.code === 'HKG'));
      d.address = foreignAddress(rng, country);
      d.fascsa = true;
      d.comments = 'Federal Acquisition Security Council exclusion order issued under 41 U.S.C. 1323; covered articles may not be procured or used by executive agencies.';
      out.push(d);
      break;
    }
  }
  return out;
}

const REF_TYPES = {
  affiliate: 'Affiliate',
  principal: 'Principal',
  linked: 'Linked To',
  aka: 'Also Known As (AKA)',
} as const;

async function generateExclusions(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('exclusions');
  const total = ctx.n(400);
  const weights = EX_AGENCIES.map((a) => a.weight);
  // debarred vendors are small ones, not the largest primes
  const smallEntities = ctx.entities.filter((e) => e.small_business);
  const sentinel = parseDay('2227-12-31');
  const firstActivate = COVERAGE_START;
  let written = 0;
  // the first actions cover every currency state, so each occurs even at tiny scales
  const forced: ExState[] = ['current', 'indefinite', 'terminated', 'indefinite', 'future', 'lifted', 'undetermined'];
  let groupIndex = 0;

  while (written < total) {
    let agency = rng.weighted(EX_AGENCIES, weights);
    // make sure vessels and FASCSA orders appear even at small scales
    if (groupIndex === 1) agency = EX_AGENCIES.find((a) => a.profile === 'ofac')!;
    if (groupIndex === 3) agency = EX_AGENCIES.find((a) => a.profile === 'fascsa')!;
    const group = exclusionGroup(ctx, rng, agency, smallEntities);
    if (groupIndex === 1 && !group.some((d) => d.classification === 'Vessel')) {
      const owner = group[0];
      const vessel = blankDraft(agency, 'Vessel', 'Prohibition/Restriction', 'Reciprocal');
      const vname = ctx.unique('ofac-vessel', () => `${rng.pick(VESSEL_NAMES)} ${rng.int(1, 9 * widen(ctx))}`);
      vessel.entityName = vname;
      vessel.displayName = vname;
      vessel.vessel = { callSign: rng.chars(6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), type: rng.pick(VESSEL_TYPES), tonnage: '105,236', grt: '58,125', flag: 'Panama', owner: owner.displayName };
      vessel.comments = `Linked To: ${owner.displayName}.`;
      group.push(vessel);
    }

    // state of the whole action
    let state: ExState = rng.table<ExState>([
      ['current', 44],
      ['indefinite', 20],
      ['undetermined', 6],
      ['terminated', 16],
      ['future', 4],
      ['lifted', 10],
    ]);
    if (agency.profile === 'ofac' || agency.profile === 'fascsa') state = rng.chance(0.9) ? 'indefinite' : 'lifted';
    // a suspension pending proceedings has no set end while it is in force
    if (group[0].exclusionType === 'Ineligible (Proceedings Pending)' && (state === 'current' || state === 'indefinite')) state = 'undetermined';
    if (groupIndex < forced.length) state = forced[groupIndex];
    groupIndex++;

    const years = agency.profile === 'hud' ? 1 : agency.profile === 'dol' ? 3 : rng.table<number>([[1, 10], [2, 10], [3, 45], [5, 25], [7, 5], [10, 5]]);
    let activate: Date;
    let termination: Date | null;
    let terminationType: string;
    let delisted: Date | null = null;
    switch (state) {
      case 'terminated': {
        const latest = addDays(ctx.asOf, -years * 365 - 2);
        activate = latest > firstActivate ? dayBetween(rng, firstActivate, latest) : firstActivate;
        termination = addDays(activate, years * 365 - 1);
        if (termination >= ctx.asOf) termination = addDays(ctx.asOf, -rng.int(1, 30));
        terminationType = 'Definite';
        break;
      }
      case 'current': {
        const earliest = maxDate(firstActivate, addDays(ctx.asOf, -years * 365 + 10));
        activate = dayBetween(rng, earliest, ctx.asOf);
        termination = addDays(activate, years * 365 - 1);
        if (termination <= ctx.asOf) termination = addDays(ctx.asOf, rng.int(5, 200));
        terminationType = 'Definite';
        break;
      }
      case 'indefinite':
        activate = dayBetween(rng, firstActivate, ctx.asOf);
        termination = sentinel;
        terminationType = 'Indefinite';
        break;
      case 'undetermined':
        activate = dayBetween(rng, addDays(ctx.asOf, -540), ctx.asOf);
        termination = null;
        terminationType = 'Undetermined';
        break;
      case 'future':
        activate = addDays(ctx.asOf, rng.int(1, 45));
        termination = rng.chance(0.7) ? addDays(activate, years * 365 - 1) : sentinel;
        terminationType = termination === sentinel ? 'Indefinite' : 'Definite';
        break;
      case 'lifted': {
        activate = dayBetween(rng, firstActivate, addDays(ctx.asOf, -40));
        const indefinite = rng.chance(0.4);
        termination = indefinite ? sentinel : addDays(activate, years * 365 - 1);
        if (!indefinite && termination <= ctx.asOf) termination = addDays(ctx.asOf, rng.int(30, 400));
        terminationType = indefinite ? 'Indefinite' : 'Definite';
        const liftDay = dayBetween(rng, addDays(activate, 30), ctx.asOf);
        delisted = stampOn(ctx, rng, liftDay);
        break;
      }
    }
    const create = minDate(addDays(activate, -rng.int(0, 6)), ctx.asOf);
    const update = delisted
      ? new Date(delisted.getTime() - (delisted.getTime() % DAY_MS))
      : dayBetween(rng, create, minDate(addDays(create, rng.int(0, 900)), ctx.asOf));

    const keys: string[] = [];
    const drafts = group.slice(0, Math.max(1, total - written));
    for (const d of drafts) {
      const type = d.exclusionType;
      const parts = [d.agency.code, d.classification, d.displayName.toUpperCase(), day(activate), d.uei ?? '', d.npi ?? ''];
      let key = exclusionKey(parts);
      for (let n = 2; !ctx.claim('exclusion', key); n++) key = exclusionKey([...parts, String(n)]);
      keys.push(key);
      await ctx.w.add('exclusion', {
        exclusion_key: key,
        classification_type: d.classification,
        exclusion_type: type,
        exclusion_program: d.program,
        excluding_agency_code: d.agency.code,
        excluding_agency_name: d.agency.name,
        entity_name: d.entityName,
        display_name: d.displayName,
        prefix: d.prefix,
        first_name: d.first,
        middle_name: d.middle,
        last_name: d.last,
        suffix: d.suffix,
        uei: d.uei,
        cage_code: d.cage,
        npi: d.npi,
        entity_uei: d.entityUei,
        activate_date: activate,
        termination_date: termination,
        termination_type: terminationType,
        create_date: create,
        update_date: update,
        delisted_at: delisted,
        primary_address: d.address,
        secondary_address: d.classification === 'Firm' && rng.chance(0.05) ? usAddress(rng) : null,
        more_locations: d.moreLocations,
        additional_comments: d.comments,
        ct_code: d.agency.profile === 'ofac' ? 'Z2' : d.agency.profile === 'hhs' ? 'Z1' : rng.pick(['A', 'B', 'C', 'D', 'R', 'Z1']),
        evs_investigation_status: rng.chance(0.04) ? 'Pending' : null,
        is_fascsa_order: d.fascsa,
        dnb_open_data: d.entityUei && rng.chance(0.5) ? { duns_legacy: rng.digits(9), match_grade: rng.pick(['AAAAAZZAAZZ', 'AAAAAZZAAFZ', 'AAAABZZAAZZ']), confidence_code: rng.int(8, 10) } : null,
        vessel_call_sign: d.vessel?.callSign ?? null,
        vessel_type: d.vessel?.type ?? null,
        vessel_tonnage: d.vessel?.tonnage ?? null,
        vessel_grt: d.vessel?.grt ?? null,
        vessel_flag: d.vessel?.flag ?? null,
        vessel_owner: d.vessel?.owner ?? null,
        modified: delisted ?? stampOn(ctx, rng, update),
      });
      written++;
    }

    // cross-references between the records of one action, plus aliases
    for (let k = 0; k < drafts.length; k++) {
      const d = drafts[k];
      const refs: { name: string; type: string }[] = [];
      for (let j = 0; j < drafts.length && refs.length < 3; j++) {
        if (j === k) continue;
        const other = drafts[j];
        const type =
          d.agency.profile === 'ofac'
            ? REF_TYPES.linked
            : d.classification === 'Firm' && other.classification === 'Individual'
              ? REF_TYPES.principal
              : REF_TYPES.affiliate;
        refs.push({ name: other.displayName, type });
      }
      for (const alias of d.aliases) if (refs.length < 3) refs.push({ name: alias, type: REF_TYPES.aka });
      for (const ref of refs) {
        await ctx.w.add('exclusion_reference', { exclusion_key: keys[k], name: ref.name, type: ref.type });
      }
    }
  }
}

export async function generateLegal(ctx: GenContext): Promise<void> {
  await generateProtests(ctx);
  await generateContractAppeals(ctx);
  await generateExclusions(ctx);
}
