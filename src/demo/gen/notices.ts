/**
 * Pre-award notices: SAM.gov contract opportunities (federal only), agency
 * procurement forecasts, and Federal Register documents that bear on
 * acquisition.
 *
 * Forecast titles name the work with what program offices add to it: the
 * agency's own site (a VA medical center, a Border Patrol sector, a national
 * park; reference/federal-sites.ts) and then the place of performance, or the
 * program office, the stage (recompete, bridge, new requirement) and the
 * period. Federal Register documents are the rules and proposed rules of the
 * FAR and its twenty agency supplements (titled by topic, by the Defense
 * Authorization Act section or Executive order they implement, by the clause
 * or the parts they revise; DFARS, GSAR, HSAR and NFS ones with their case
 * number), the supplements' information collections (part by part), SBA's
 * programme and size-standard rules and nonmanufacturer-rule waivers, Federal
 * Acquisition Circulars, Treasury's surety-company notices (Circular 570) and
 * the contractor minimum-wage notices; vocabulary in reference/regulations.ts.
 *
 * Opportunities are issued by real contracting offices with solicitation
 * numbers built from the office's activity address code; award notices point
 * at generated contracts (award_number = the contract PIID). Every
 * opportunity id is registered in ctx.opportunityIds so vehicles can link to
 * the notice that solicited them.
 */
import { generateSolicitationNumber, normalizeSolicitation, uuidFromRand } from '../../identifiers/index.js';
import type { AwardRef, GenContext, OrgRef } from '../context.js';
import { addDays, day, DAY_MS, fiscalYearEnd, fiscalYearOf, fiscalYearStart, parseDay } from '../dates.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';
import { getOffice } from '../reference/agencies.js';
import * as C from '../reference/codes.js';
import { FIRST_NAMES, LAST_NAMES } from '../reference/names.js';
import { formatSizeStandard, NAICS_CODES, naicsForFy, naicsTitle, SIZE_STANDARD_BY_CODE, sizeStandard } from '../reference/naics.js';
import {
  AGENCY_TOPICS,
  DFARS_CLAUSES,
  DFARS_RESTRICTED_ITEMS,
  DFARS_TOPICS,
  EXECUTIVE_ORDERS,
  FAR_CLAUSES,
  FAR_COLLECTIONS,
  FAR_PART_NUMBERS,
  FAR_PARTS,
  FAR_TOPICS,
  NDAAS,
  RESTRICTED_SOURCES,
  SBA_TOPICS,
  SIZE_STANDARD_SECTORS,
  SURETY_KINDS,
  SURETY_STEMS,
} from '../reference/regulations.js';
import { STATE_BY_CODE, STATES } from '../reference/states.js';
import { PROGRAM_OFFICES, SITES_BY_AGENCY } from '../reference/federal-sites.js';
import { isInstallationTown } from '../reference/local-places.js';
import { OfficePicker } from './awards.js';
import { describeWork, pickNaics, pscFor } from './work.js';

// ───────────────────────────── shared helpers (also used by grants) ─────────────────────────────

const AGENCY_DOMAINS: Record<string, string> = {
  '2100': 'army.mil',
  '1700': 'navy.mil',
  '5700': 'us.af.mil',
  '97AS': 'dla.mil',
  '97AK': 'mail.mil',
  '97AE': 'darpa.mil',
  '97DH': 'health.mil',
  '7529': 'nih.gov',
  '7523': 'cdc.gov',
  '7524': 'fda.hhs.gov',
  '7530': 'cms.hhs.gov',
  '7527': 'ihs.gov',
  '7526': 'hrsa.gov',
  '7522': 'samhsa.hhs.gov',
  '7590': 'acf.hhs.gov',
  '7008': 'uscg.mil',
  '7012': 'ice.dhs.gov',
  '7014': 'cbp.dhs.gov',
  '7013': 'tsa.dhs.gov',
  '7022': 'fema.dhs.gov',
  '7003': 'uscis.dhs.gov',
  '12C2': 'usda.gov',
  '1330': 'noaa.gov',
  '1341': 'nist.gov',
  '1323': 'census.gov',
  '1344': 'uspto.gov',
  '1443': 'nps.gov',
  '1434': 'usgs.gov',
  '1425': 'usbr.gov',
  '1422': 'blm.gov',
  '1448': 'fws.gov',
  '1450': 'bia.gov',
  '1549': 'fbi.gov',
  '1540': 'bop.gov',
  '1524': 'dea.gov',
  '1544': 'usdoj.gov',
  '2050': 'irs.gov',
  '2036': 'fiscal.treasury.gov',
  '6920': 'faa.gov',
  '6925': 'dot.gov',
};

const DEPARTMENT_DOMAINS: Record<string, string> = {
  '097': 'mail.mil',
  '075': 'hhs.gov',
  '070': 'hq.dhs.gov',
  '036': 'va.gov',
  '047': 'gsa.gov',
  '080': 'nasa.gov',
  '012': 'usda.gov',
  '013': 'doc.gov',
  '014': 'ios.doi.gov',
  '015': 'usdoj.gov',
  '016': 'dol.gov',
  '019': 'state.gov',
  '020': 'treasury.gov',
  '024': 'opm.gov',
  '028': 'ssa.gov',
  '031': 'nrc.gov',
  '049': 'nsf.gov',
  '068': 'epa.gov',
  '069': 'dot.gov',
  '072': 'usaid.gov',
  '073': 'sba.gov',
  '086': 'hud.gov',
  '088': 'nara.gov',
  '089': 'hq.doe.gov',
  '091': 'ed.gov',
};

/** E-mail domain of an organisation's contracting staff. */
export function agencyEmailDomain(org: OrgRef | null | undefined): string {
  if (!org) return 'gsa.gov';
  if (org.agency_code && AGENCY_DOMAINS[org.agency_code]) return AGENCY_DOMAINS[org.agency_code];
  return DEPARTMENT_DOMAINS[org.department_code] ?? 'gsa.gov';
}

const AREA_CODES = ['202', '703', '571', '301', '410', '240', '256', '937', '619', '210', '912', '757', '850', '303', '816', '404', '215', '312', '206', '808', '505', '907', '334', '520', '614'];

export function phoneNumber(rng: Rng): string {
  return `${rng.pick(AREA_CODES)}-${rng.int(200, 989)}-${rng.digits(4)}`;
}

export interface Contact {
  full_name: string;
  title: string;
  email: string;
  phone: string;
}

export function contactPerson(rng: Rng, domain: string, titles: readonly string[]): Contact {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    full_name: `${first} ${last}`,
    title: rng.pick(titles),
    email: `${local}${rng.chance(0.15) ? rng.int(2, 9) : ''}@${domain}`,
    phone: phoneNumber(rng),
  };
}

export function titleCase(s: string): string {
  const small = new Set(['and', 'or', 'of', 'the', 'for', 'to', 'in', 'at', 'on', 'a', 'an', 'by', 'with']);
  return restoreCase(
    s
      .toLowerCase()
      .split(/(\s+|-|\/)/)
      .map((w, i) => (i > 0 && small.has(w) ? w : w.replace(/^[a-z]/, (c) => c.toUpperCase())))
      .join('')
      .replace(/\b(It|Hvac|Bldg|Ai|Ml|Usace|Va|Nasa|Afb|Sfb|Nas|Idiq|Bpa|Pws)\b/g, (m) => m.toUpperCase())
      .replace(/\bDevsecops\b/g, 'DevSecOps'),
  );
}

/** What a change of case breaks and a reader notices: fiscal years (FY26), phase numerals (Phase II), a trailing state code (Princeton, NJ). */
export function restoreCase(s: string): string {
  return s
    .replace(/\bfy(\d{2}(?:\d{2})?)\b/gi, 'FY$1')
    .replace(/\b(phase|option period|increment|tier|lot) (i{1,3}|iv)\b/gi, (_m, word: string, numeral: string) => `${word} ${numeral.toUpperCase()}`)
    .replace(/, ([A-Za-z]{2})$/, (m, st: string) => (STATE_BY_CODE.has(st.toUpperCase()) ? `, ${st.toUpperCase()}` : m));
}

function hex(rng: Rng, n: number): string {
  return rng.chars(n, '0123456789abcdef');
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/** Calendar day n days before the as-of day, skewed towards the recent past. */
function recentDay(ctx: GenContext, rng: Rng, earliest: Date): Date {
  const span = Math.max(1, daysBetween(earliest, ctx.asOf));
  const r = rng.next();
  let back: number;
  if (r < 0.28) back = rng.int(0, Math.min(30, span));
  else if (r < 0.48) back = rng.int(0, Math.min(90, span));
  else if (r < 0.72) back = rng.int(0, Math.min(365, span));
  else back = rng.int(0, span);
  return addDays(ctx.asOf, -back);
}

function slug(s: string, max = 90): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

/** Kinds of work each department buys most (work.ts family names); others draw from the federal mix. */
const DEPARTMENT_WORK: Record<string, readonly (readonly [string, number])[]> = {
  '097': [['products', 30], ['it', 20], ['engineering', 15], ['facilities', 12], ['construction', 12], ['professional', 8], ['rd', 5]],
  '075': [['it', 30], ['professional', 25], ['health', 20], ['rd', 20], ['facilities', 5]],
  '036': [['health', 40], ['it', 20], ['construction', 15], ['facilities', 15], ['professional', 10]],
  '070': [['it', 35], ['professional', 25], ['facilities', 15], ['products', 15], ['construction', 10]],
  '080': [['engineering', 35], ['rd', 30], ['it', 25], ['facilities', 10]],
  '089': [['engineering', 30], ['rd', 25], ['construction', 20], ['professional', 15], ['it', 10]],
  '019': [['construction', 30], ['facilities', 25], ['professional', 20], ['it', 15], ['products', 10]],
  '047': [['it', 30], ['professional', 25], ['construction', 25], ['facilities', 20]],
  '014': [['construction', 35], ['engineering', 20], ['facilities', 20], ['professional', 15], ['it', 10]],
  '012': [['construction', 25], ['facilities', 20], ['professional', 20], ['rd', 15], ['it', 20]],
};

export function naicsForDepartment(rng: Rng, cgac: string | null | undefined): string {
  const table = cgac ? DEPARTMENT_WORK[cgac] : undefined;
  return table ? pickNaics(rng, rng.table(table)) : pickNaics(rng, rng.table([['it', 35], ['professional', 35], ['facilities', 15], ['engineering', 15]] as const));
}

// ───────────────────────────── opportunities ─────────────────────────────

type NoticeType = 'Solicitation' | 'Combined Synopsis/Solicitation' | 'Sources Sought' | 'Presolicitation' | 'Award Notice' | 'Special Notice';

const CO_TITLES = ['Contracting Officer', 'Contract Specialist', 'Contracting Officer', 'Procurement Analyst', 'Supervisory Contract Specialist', 'Purchasing Agent'];
const ATTACHMENT_NAMES = [
  'Performance Work Statement.pdf',
  'Attachment 1 - PWS.pdf',
  'SF1449 Solicitation.pdf',
  'Attachment 2 - Pricing Schedule.xlsx',
  'Wage Determination 2015-4281 Rev 27.pdf',
  'Questions and Answers.pdf',
  'Statement of Work.docx',
  'Amendment 0001.pdf',
  'Site Visit Sign-In Sheet.pdf',
  'Past Performance Questionnaire.docx',
  'Drawings and Specifications.zip',
  'Section L and M Instructions.pdf',
  'DD Form 254.pdf',
  'Quality Assurance Surveillance Plan.pdf',
];
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

const EARLY_ATTACHMENT_NAMES = ['Draft Statement of Work.pdf', 'RFI Questionnaire.docx', 'Capability Statement Instructions.pdf', 'Industry Day Slides.pdf', 'Draft PWS.docx', 'Justification and Approval.pdf'];

function attachments(rng: Rng, first: Date, last: Date, count: number, early: boolean): Json {
  const names = rng.sample(early ? EARLY_ATTACHMENT_NAMES : ATTACHMENT_NAMES, count);
  const out = names.map((name) => {
    const id = hex(rng, 32);
    const ext = name.split('.').pop() ?? 'pdf';
    const posted = new Date(first.getTime() + Math.floor(rng.next() * Math.max(1, (last.getTime() - first.getTime()) / 1000)) * 1000);
    return {
      attachment_id: id,
      resource_id: hex(rng, 32),
      name,
      type: 'file',
      mime_type: MIME[ext] ?? 'application/octet-stream',
      file_size: rng.int(18_000, ext === 'zip' ? 24_000_000 : 2_400_000),
      posted_date: posted.toISOString(),
      url: `https://sam.gov/api/prod/opps/v3/opportunities/resources/files/${id}/download`,
    };
  });
  return new Json(out);
}

function setAsideFor(rng: Rng, type: NoticeType, vaOffice: boolean): C.SetAsideEntry | null {
  if (type === 'Special Notice' && rng.chance(0.7)) return null;
  const code = rng.table<string | null>([
    [null, 46],
    ['SBA', 24],
    ['8A', 5],
    ['8AN', 2],
    ['SDVOSBC', vaOffice ? 14 : 6],
    ['WOSB', 4],
    ['HZC', 3],
    ['SBP', 1],
    ['EDWOSB', 1],
    ['VSA', vaOffice ? 6 : 0],
    ['ISBEE', 0.5],
  ]);
  return code ? (C.SET_ASIDES.find((s) => s.code === code) ?? null) : null;
}

function officePlace(rng: Rng, office: OrgRef) {
  const ref = office.office_code ? getOffice(office.office_code) : undefined;
  const state = ref ? STATE_BY_CODE.get(ref.state) : undefined;
  if (ref && state && rng.chance(0.7)) {
    const city = state.cities.find((c) => c.name.toLowerCase() === ref.city.toLowerCase()) ?? null;
    return { city: ref.city, state: state.code, zip: city?.zip ?? state.cities[0]?.zip ?? null };
  }
  const s = rng.pick(STATES);
  const c = rng.pick(s.cities);
  return { city: c.name, state: s.code, zip: c.zip };
}

function instrumentFor(type: NoticeType, naics: string, rng: Rng): 'R' | 'Q' | 'B' | 'N' {
  if (type === 'Combined Synopsis/Solicitation') return 'Q';
  if (naics.startsWith('23') && rng.chance(0.5)) return 'B';
  if (type === 'Special Notice' || type === 'Sources Sought') return rng.chance(0.3) ? 'N' : rng.chance(0.5) ? 'R' : 'Q';
  return rng.chance(0.7) ? 'R' : 'Q';
}

function solicitationFor(rng: Rng, office: OrgRef, fy: number, instrument: 'R' | 'Q' | 'B' | 'N'): string | null {
  if (!office.office_code) return null;
  const dod = office.department_code === '097';
  try {
    return generateSolicitationNumber(rng.fn, {
      aac: office.office_code,
      fiscalYear: fy,
      instrument,
      style: rng.chance(0.82) ? 'compact' : 'dashed',
      serialLength: dod ? 4 : rng.pick([4, 4, 5]),
    });
  } catch {
    return null;
  }
}

function describeNotice(
  rng: Rng,
  type: NoticeType,
  d: { work: string; agency: string; office: string; sol: string | null; naics: string; setAside: C.SetAsideEntry | null; deadline: Date | null; award?: AwardRef; vendor?: string },
): string {
  const std = sizeStandard(d.naics);
  const naicsLine = `The associated NAICS code is ${d.naics}${naicsTitle(d.naics) ? ` (${naicsTitle(d.naics)})` : ''}${std ? `, with a small business size standard of ${formatSizeStandard(std)}` : ''}.`;
  const sa = d.setAside
    ? `This acquisition is set aside as a ${d.setAside.samDescription ?? d.setAside.description}.`
    : 'This acquisition is being procured using full and open competition.';
  const due = d.deadline ? `${d.deadline.toISOString().slice(0, 10)} at ${d.deadline.toISOString().slice(11, 16)} UTC` : null;
  switch (type) {
    case 'Combined Synopsis/Solicitation':
      return [
        'This is a combined synopsis/solicitation for commercial products and commercial services prepared in accordance with the format in FAR Subpart 12.6, as supplemented with additional information included in this notice.',
        `This announcement constitutes the only solicitation; quotations are being requested and a written solicitation will not be issued. Solicitation ${d.sol ?? ''} is issued as a request for quotation (RFQ).`,
        naicsLine,
        sa,
        `The ${d.office} requires ${d.work}. Award will be made to the responsible offeror whose quotation represents the best value to the Government, price and other factors considered.`,
        due ? `Quotations are due ${due}. Questions must be submitted in writing to the contracting officer no later than five days before the closing date.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'Sources Sought':
      return [
        `THIS IS A SOURCES SOUGHT NOTICE ONLY issued for market research purposes in accordance with FAR Part 10. The ${d.agency} is seeking capable sources to provide ${d.work}.`,
        'This is not a request for proposals, and the Government will not pay for any information submitted. Responses will be used to determine the acquisition strategy, including whether a small business set-aside is appropriate.',
        naicsLine,
        `Interested firms should submit a capability statement of no more than ten pages describing relevant experience, socioeconomic status, UEI and CAGE code${due ? ` by ${due}` : ''}.`,
      ].join(' ');
    case 'Presolicitation':
      return [
        `The ${d.agency}, ${d.office}, intends to issue a solicitation${d.sol ? ` (${d.sol})` : ''} for ${d.work}.`,
        `The solicitation is anticipated to be released on SAM.gov on or about ${rng.int(15, 45)} days after this notice. The anticipated contract type is ${rng.pick(['firm-fixed-price', 'a single-award indefinite-delivery/indefinite-quantity contract', 'a hybrid firm-fixed-price and time-and-materials contract', 'cost-plus-fixed-fee'])} with a base period of one year and ${rng.pick(['four one-year option periods', 'two one-year option periods', 'a six-month extension under FAR 52.217-8'])}.`,
        naicsLine,
        sa,
        'No solicitation documents are available at this time; telephone requests will not be honored.',
      ].join(' ');
    case 'Award Notice':
      return [
        `The ${d.agency} has awarded ${d.award ? `contract ${d.award.piid}` : 'a contract'} to ${d.vendor ?? 'the successful offeror'} for ${d.work}.`,
        d.award ? `The total contract value including options is $${Math.round(d.award.total_contract_value).toLocaleString('en-US')}.` : '',
        naicsLine,
        'This notice is for informational purposes only.',
      ]
        .filter(Boolean)
        .join(' ');
    case 'Special Notice':
      return rng.chance(0.5)
        ? `NOTICE OF INTENT TO SOLE SOURCE. The ${d.agency} intends to award a sole-source contract for ${d.work} under the authority of FAR 6.302-1, only one responsible source. This notice of intent is not a request for competitive proposals; however, firms that believe they can meet the requirement may submit a capability statement${due ? ` by ${due}` : ''}. A determination not to compete this proposed contract is solely within the discretion of the Government.`
        : `INDUSTRY DAY. The ${d.office} will host a virtual industry day to discuss the upcoming requirement for ${d.work}. The purpose is to share the acquisition strategy and draft requirements and to receive industry feedback. Registration is required; attendance is limited to two representatives per firm. Slides and questions and answers will be posted to this notice.`;
    default:
      return [
        `The ${d.agency}, ${d.office}, is soliciting proposals for ${d.work} under solicitation ${d.sol ?? ''}.`,
        `The Government intends to award ${rng.pick(['a single firm-fixed-price contract', 'multiple indefinite-delivery/indefinite-quantity contracts', 'a single contract'])} resulting from this solicitation to the offeror whose proposal represents the best value, using ${rng.pick(['a tradeoff source selection process', 'the lowest price technically acceptable process', 'a highest technically rated with fair and reasonable price approach'])}.`,
        naicsLine,
        sa,
        due ? `Proposals are due ${due}. Offerors must be registered in SAM at the time of proposal submission.` : 'Offerors must be registered in SAM at the time of proposal submission.',
      ].join(' ');
  }
}

function noticeTitle(rng: Rng, work: string, office: OrgRef): string {
  const base = restoreCase(work.replace(/^IGF::[A-Z,]+::IGF\s*/, '').replace(/\s+-\s+OPTION PERIOD \d+$/i, ''));
  const r = rng.next();
  if (r < 0.35) return base;
  const tc = titleCase(base);
  if (r < 0.55) {
    const ref = office.office_code ? getOffice(office.office_code) : undefined;
    if (ref) return `${titleCase(ref.city)} - ${tc}`;
  }
  if (r < 0.65) return `${office.agency_name ? (office.agency_name.match(/\b[A-Z]/g) ?? []).join('') : ''} ${tc}`.trim();
  return tc;
}

async function generateOpportunities(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('opportunities');
  const total = ctx.n(400);
  const picker = new OfficePicker(ctx);
  const firstDay = parseDay('2015-01-01');
  const awardable = ctx.contracts.filter((c) => c.award_date >= firstDay && ctx.orgById.has(c.awarding_office_id));

  for (let i = 0; i < total; i++) {
    let type = rng.table<NoticeType>([
      ['Combined Synopsis/Solicitation', 28],
      ['Solicitation', 22],
      ['Sources Sought', 15],
      ['Presolicitation', 12],
      ['Award Notice', 15],
      ['Special Notice', 8],
    ]);
    let award: AwardRef | null = null;
    if (type === 'Award Notice') {
      if (awardable.length > 0) award = rng.pick(awardable);
      else type = 'Solicitation';
    }
    const office = award ? ctx.orgById.get(award.awarding_office_id)! : picker.pick(rng);
    const agencyName = office.agency_name ?? office.department_name;

    // dates
    let firstDay0: Date;
    if (award) firstDay0 = minDate(addDays(award.award_date, rng.int(0, 12)), ctx.asOf);
    else firstDay0 = recentDay(ctx, rng, firstDay);
    const first = new Date(firstDay0.getTime() + rng.int(12 * 3600, 22 * 3600) * 1000);
    const amended = !award && rng.chance(0.38);
    let last = amended ? new Date(first.getTime() + rng.int(1, 40) * DAY_MS + rng.int(0, 6 * 3600) * 1000) : first;
    const limit = ctx.asOf.getTime() + 86_399_000;
    if (last.getTime() > limit) last = new Date(Math.max(first.getTime(), limit - rng.int(0, 7200) * 1000));
    let deadline: Date | null = null;
    const deadlineDays =
      type === 'Solicitation' ? rng.int(21, 45) : type === 'Combined Synopsis/Solicitation' ? rng.int(7, 30) : type === 'Sources Sought' ? rng.int(7, 21) : type === 'Presolicitation' ? (rng.chance(0.6) ? rng.int(15, 30) : -1) : type === 'Special Notice' ? (rng.chance(0.45) ? rng.int(5, 15) : -1) : -1;
    if (deadlineDays > 0) {
      const d = addDays(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate())), deadlineDays);
      deadline = new Date(d.getTime() + rng.pick([14, 15, 16, 17, 18, 19, 20, 21, 22]) * 3600_000);
    }
    const archive = deadline
      ? addDays(new Date(Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth(), deadline.getUTCDate())), rng.pick([15, 15, 30, 30, 60]))
      : addDays(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate())), type === 'Award Notice' ? rng.pick([15, 30, 90, 365]) : rng.int(30, 180));
    const active = deadline ? deadline.getTime() > ctx.asOf.getTime() : archive.getTime() > ctx.asOf.getTime();

    // what is being bought
    const naics = award?.naics_code ?? naicsForDepartment(rng, office.department_code);
    const psc = award?.psc_code ?? pscFor(rng, naics);
    const workUpper = award?.description ?? describeWork(rng, psc, naics, 'award');
    const work = restoreCase(workUpper.replace(/^IGF::[A-Z,]+::IGF\s*/, '').toLowerCase().replace(/\bit\b/g, 'IT').replace(/\bhvac\b/g, 'HVAC'));
    const fy = fiscalYearOf(first);
    const sol =
      award?.solicitation_identifier ??
      (type === 'Special Notice' && rng.chance(0.3) ? null : solicitationFor(rng, office, Math.min(2099, fy), instrumentFor(type, naics, rng)));
    const vaOffice = office.department_code === '036';
    const setAside = setAsideFor(rng, type, vaOffice);
    const vendor = award ? (ctx.entityByUei.get(award.recipient_uei)?.display_name ?? award.recipient_name) : undefined;
    const domain = agencyEmailDomain(office);
    const place = officePlace(rng, office);
    const id = uuidFromRand(rng.fn);
    const nAttach = type === 'Award Notice' ? (rng.chance(0.2) ? 1 : 0) : type === 'Sources Sought' || type === 'Special Notice' ? rng.int(0, 2) : rng.int(1, 5);

    await ctx.w.add('opportunity', {
      opportunity_id: id,
      solicitation_number: sol,
      solicitation_number_norm: sol ? normalizeSolicitation(sol) : null,
      title: noticeTitle(rng, workUpper, office),
      notice_type: type,
      description: describeNotice(rng, type, {
        work,
        agency: agencyName,
        office: titleCase(office.office_name ?? office.name),
        sol,
        naics: naicsForFy(naics, fy),
        setAside,
        deadline,
        award: award ?? undefined,
        vendor,
      }),
      organization_id: office.organization_id,
      naics_code: naicsForFy(naics, fy),
      psc_code: psc,
      set_aside_code: setAside?.code ?? null,
      set_aside_description: setAside ? (setAside.samDescription ?? setAside.description) : null,
      first_notice_date: first,
      last_notice_date: last,
      response_deadline: deadline,
      archive_date: archive,
      active,
      award_number: award?.piid ?? null,
      place_of_performance:
        type === 'Award Notice' && rng.chance(0.3)
          ? null
          : {
              street_address: rng.chance(0.4) ? `${rng.int(100, 9999)} ${rng.pick(['Building', 'Bldg'])} ${rng.int(1, 999)}` : null,
              city: place.city,
              state: place.state,
              zip: place.zip,
              country: 'USA',
            },
      primary_contact: contactPerson(rng, domain, CO_TITLES),
      secondary_contact: rng.chance(0.45) ? contactPerson(rng, domain, CO_TITLES) : null,
      attachments: attachments(rng, first, last, nAttach, type === 'Sources Sought' || type === 'Special Notice' || type === 'Presolicitation'),
      sam_url: `https://sam.gov/opp/${hex(rng, 32)}/view`,
      modified: new Date(Math.min(limit, last.getTime() + rng.int(0, 3 * 86_400) * 1000)),
    });
    ctx.opportunityIds.push(id);
  }
}

// ───────────────────────────── forecasts ─────────────────────────────

interface ForecastSource {
  source: string;
  weight: number;
  cgac: string;
  agencies: string[];
  externalId: (rng: Rng, fy: number, n: number) => string;
  unmatched: string[];
}

const FORECAST_SOURCES: ForecastSource[] = [
  { source: 'dhs', weight: 22, cgac: '070', agencies: ['7014', '7012', '7008', '7022', '7013', '7003', '7009', '7001'], externalId: (r, fy) => `F${fy}0${r.digits(5)}`, unmatched: ['Office of the Chief Procurement Officer', 'Cybersecurity and Infrastructure Security Agency'] },
  { source: 'hhs', weight: 15, cgac: '075', agencies: ['7529', '7523', '7524', '7530', '7527', '7526', '7505'], externalId: (r) => String(r.int(10000, 99999)), unmatched: ['Office of the Secretary'] },
  { source: 'gsa', weight: 10, cgac: '047', agencies: ['4732', '4740'], externalId: (r, fy) => `GSA-FY${String(fy).slice(2)}-${r.digits(4)}`, unmatched: ['Office of Mission Assurance'] },
  { source: 'va', weight: 10, cgac: '036', agencies: ['3600'], externalId: (r, fy) => `VA-${String(fy).slice(2)}-${r.digits(5)}`, unmatched: ['Strategic Acquisition Center'] },
  { source: 'doe', weight: 6, cgac: '089', agencies: ['8900'], externalId: (r) => `DOE-${r.digits(6)}`, unmatched: ['Office of Environmental Management Consolidated Business Center'] },
  { source: 'dot', weight: 6, cgac: '069', agencies: ['6920', '6925', '6940', '6901'], externalId: (r, fy) => `DOT${fy}${r.digits(4)}`, unmatched: ['Volpe National Transportation Systems Center'] },
  { source: 'doj', weight: 5, cgac: '015', agencies: ['1549', '1540', '1524', '1544', '1501'], externalId: (r) => `DOJ-${r.digits(5)}`, unmatched: ['Justice Management Division'] },
  { source: 'state', weight: 4, cgac: '019', agencies: ['1900'], externalId: (r, fy) => `${fy}-${r.digits(4)}`, unmatched: ['Bureau of Overseas Buildings Operations'] },
  { source: 'usda', weight: 4, cgac: '012', agencies: ['12C2', '12H2', '12K3', '12C3', '12D2'], externalId: (r) => `USDA-${r.digits(6)}`, unmatched: ['Office of the Chief Information Officer'] },
  { source: 'nasa', weight: 4, cgac: '080', agencies: ['8000'], externalId: (r) => `NASA-${r.digits(5)}`, unmatched: ['Goddard Space Flight Center'] },
  { source: 'treasury', weight: 3, cgac: '020', agencies: ['2050', '2036', '2041', '2044'], externalId: (r) => `TREAS-${r.digits(5)}`, unmatched: ['Departmental Offices'] },
  { source: 'doi', weight: 3, cgac: '014', agencies: ['1443', '1434', '1425', '1422', '1448'], externalId: (r) => `DOI-${r.digits(6)}`, unmatched: ['Interior Business Center'] },
  { source: 'doc', weight: 3, cgac: '013', agencies: ['1330', '1341', '1323', '1344'], externalId: (r) => `DOC-${r.digits(5)}`, unmatched: ['Enterprise Services'] },
  { source: 'sba', weight: 1, cgac: '073', agencies: ['7300'], externalId: (r) => `SBA-${r.digits(4)}`, unmatched: ['Office of Capital Access'] },
  { source: 'ed', weight: 1.5, cgac: '091', agencies: ['9100'], externalId: (r) => `ED-${r.digits(5)}`, unmatched: ['Federal Student Aid'] },
  { source: 'epa', weight: 1.5, cgac: '068', agencies: ['6800'], externalId: (r) => `EPA-${r.digits(5)}`, unmatched: ['Office of Mission Support'] },
  { source: 'nrc', weight: 1, cgac: '031', agencies: ['3100'], externalId: (r) => `NRC-${r.digits(4)}`, unmatched: [] },
];

const VEHICLES = ['GSA MAS', 'NASA SEWP V', 'CIO-SP3', 'OASIS+', 'Alliant 2', '8(a) STARS III', 'VETS 2', 'T4NG2', 'FirstSource III', 'EAGLE NextGen', 'PACTS III', 'Polaris', 'BPA', 'Stand-alone contract', 'New definitive contract', 'TBD'];
const PERIODS = ['1 base year + 4 option years', '5 years', '12 months', '3 years', '60 months', 'Base + 2 option years', '1 base year + 2 option years', '6 months', '24 months'];
const FORECAST_SET_ASIDES = ['Total Small Business', '8(a) Competitive', '8(a) Sole Source', 'Service-Disabled Veteran-Owned Small Business', 'Women-Owned Small Business', 'HUBZone', 'Full and Open Competition', 'To Be Determined', 'Partial Small Business'];
const DOLLAR_RANGES = ['$250K - $1M', '$1M - $5M', '$5M - $10M', '$10M - $20M', '$20M - $50M', '$50M - $100M', 'Over $100M', 'Under $250K'];

const CONTINENTAL = STATES.filter((s) => !s.isTerritory);
/** Work only the military buys. */
const MILITARY_WORK = /\b(WEAPONS?|COMBAT|TACTICAL|AMMUNITION|BARRACKS|NIGHT VISION|HYPERSONIC|DIRECTED ENERGY|BODY ARMOR|MUNITIONS|MISSILES?|ORDNANCE|WARFARE|WARFIGHTER)\b/i;

async function generateForecasts(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('forecasts');
  const total = ctx.n(200);
  const weights = FORECAST_SOURCES.map((s) => s.weight);
  for (let id = 1; id <= total; id++) {
    const src = rng.weighted(FORECAST_SOURCES, weights);
    const fy = ctx.currentFy + rng.table<number>([[0, 50], [1, 30], [-1, 20]]);
    const externalId = ctx.unique(`forecast:${src.source}`, () => src.externalId(rng, fy, id));
    const agencyCode = rng.pick(src.agencies);
    const agencyOrg = ctx.agencyByCode.get(agencyCode) ?? null;
    const unmatched = src.unmatched.length > 0 && rng.chance(0.1);
    const agencyTextValue = unmatched ? rng.pick(src.unmatched) : src.source === 'dhs' && agencyOrg && rng.chance(0.5) ? ((agencyOrg.name.match(/\b[A-Z]/g) ?? []).join('') || agencyOrg.name) : (agencyOrg?.name ?? src.source.toUpperCase());
    const org = unmatched ? (rng.chance(0.5) ? (ctx.departmentByCgac.get(src.cgac) ?? null) : null) : agencyOrg;

    const naics = naicsForDepartment(rng, src.cgac);
    const psc = pscFor(rng, naics);
    // the forecasting agencies are civilian: no weapon systems or barracks among their work
    let workText = describeWork(rng, psc, naics, 'title');
    for (let t = 0; t < 8 && MILITARY_WORK.test(workText); t++) workText = describeWork(rng, psc, naics, 'title');
    const work = titleCase(workText);
    const award = rng.chance(0.85) ? addDays(fiscalYearStart(fy), rng.int(0, Math.max(0, daysBetween(fiscalYearStart(fy), fiscalYearEnd(fy))))) : null;
    const past = award ? award.getTime() < ctx.asOf.getTime() : fy < ctx.currentFy;
    const status = past
      ? rng.table<string>([['Awarded', 55], ['Solicitation Issued', 20], ['Cancelled', 10], ['Delayed', 15]])
      : rng.table<string>([['Acquisition Planning', 40], ['Pre-Solicitation', 25], ['Solicitation Issued', 15], ['Open', 20]]);
    const isActive = status !== 'Awarded' && status !== 'Cancelled';
    const setAside = rng.pick(FORECAST_SET_ASIDES);
    const vehicle = rng.chance(0.8) ? rng.pick(VEHICLES) : null;
    const period = rng.chance(0.85) ? rng.pick(PERIODS) : null;
    // where the work is: one of the agency's own sites (a medical center, a sector, a park), else a city or nationwide
    const siteList = SITES_BY_AGENCY.get(agencyCode);
    const site = siteList && rng.chance(0.55) ? rng.pick(siteList) : null;
    const st = rng.pick(CONTINENTAL);
    const city = site ? site.city : rng.pick(st.cities.filter((c) => !isInstallationTown(c.name))).name;
    const placeText = site ? `${site.city}, ${site.state}` : rng.chance(0.15) ? 'Nationwide' : `${city}, ${st.code}`;
    // forecast titles name the work as the program office writes it: its stage, then its site or its office
    const acronym = (agencyOrg?.name.replace(/^(U\.S\. |Department of (the )?)/, '').match(/\b[A-Z]/g) ?? []).join('');
    const offices = PROGRAM_OFFICES.get(agencyCode);
    const office = !site && offices && rng.chance(0.35) ? rng.pick(offices) : null;
    const stage = rng.chance(0.25) ? ` ${rng.pick(['Recompete', 'Follow-on', 'Bridge Contract', '(New Requirement)', 'Phase II', `FY${String(fy).slice(2)}`, 'IDIQ', 'BPA', 'Task Order'])}` : '';
    const staged = `${work}${stage}`;
    let workTitle = site
      ? rng.table<string>([
          [`${staged} - ${site.name}`, 45],
          [`${staged} at ${site.name}`, 30],
          [`${staged} - ${site.name}, ${site.city}, ${site.state}`, 25],
        ])
      : office
        ? rng.table<string>([
            [`${staged} for the ${office}`, 60],
            [`${acronym.length >= 2 ? `${acronym} ` : ''}${office} - ${staged}`, 40],
          ])
        : rng.table<string>([
            [staged, 45],
            [placeText === 'Nationwide' ? `${staged} - Nationwide` : `${staged} at ${city}`, 25],
            [acronym.length >= 2 ? `${acronym} ${staged}` : staged, 30],
          ]);
    // the period of performance now and then closes the title
    if (rng.chance(0.06)) workTitle = `${workTitle} - Base Plus ${rng.pick(['Two', 'Four'])} Option Years`;
    const contact = contactPerson(rng, agencyEmailDomain(org ?? agencyOrg), ['Small Business Specialist', 'Program Manager', 'Contracting Officer', 'Contract Specialist']);
    const dollars = rng.pick(DOLLAR_RANGES);
    const description = `${src.source === 'dhs' ? 'Requirement' : 'The agency anticipates a requirement'} for ${work.toLowerCase()}${site ? ` at ${site.name}` : ''} to support ${office ? `the ${office}, ` : ''}${agencyTextValue}. Estimated value ${dollars}. ${rng.pick(['Incumbent contract expires during the fiscal year.', 'This is a new requirement.', 'Follow-on to an existing contract.', 'Recompete of an expiring task order.'])}`;
    const created = new Date(ctx.asOf.getTime() - rng.int(1, 640) * DAY_MS + rng.int(0, 86_399) * 1000);
    const modified = new Date(Math.min(ctx.asOf.getTime() + 86_399_000, created.getTime() + rng.int(0, Math.max(0, daysBetween(created, ctx.asOf))) * DAY_MS));

    await ctx.w.add('forecast', {
      id,
      source_system: src.source,
      external_id: externalId,
      agency: agencyTextValue,
      organization_id: org?.organization_id ?? null,
      title: workTitle,
      description,
      anticipated_award_date: award,
      fiscal_year: fy,
      naics_code: naicsForFy(naics, fy),
      set_aside: setAside,
      status,
      is_active: isActive,
      estimated_period: period,
      place_of_performance: placeText,
      primary_contact: { name: contact.full_name, title: contact.title, email: contact.email, phone: contact.phone },
      contract_vehicle: vehicle,
      raw_data: {
        id: externalId,
        organization: agencyTextValue,
        requirementsTitle: workTitle,
        naics,
        psc,
        dollarRange: dollars,
        smallBusinessProgram: setAside,
        contractVehicle: vehicle,
        estimatedPeriodOfPerformance: period,
        anticipatedAwardQuarter: award ? `FY${fy} Q${Math.floor(((award.getUTCMonth() + 3) % 12) / 3) + 1}` : null,
        competitive: setAside.includes('Sole Source') ? 'No' : 'Yes',
        lastUpdated: day(modified),
      },
      created,
      modified: modified < created ? created : modified,
    });
  }
}

// ───────────────────────────── federal register ─────────────────────────────

/**
 * An acquisition regulation: the FAR, its supplements (DFARS, GSAR, ...) and
 * SBA's contracting-programme rules. `partBase` is what the supplement adds to
 * a FAR part number (DFARS 215 is FAR 15, HSAR 3015 too).
 */
interface RegFamily {
  key: string;
  /** relative share of the rules and proposed rules */
  weight: number;
  /** relative share of the information-collection notices */
  icWeight: number;
  agencies: string[];
  cgac: string;
  rin: string;
  docket: (year: number, rng: Rng) => string;
  caseId: (year: number, rng: Rng) => string;
  title: (topic: string, caseId: string) => string;
  who: string;
  supplement: string;
  ombPrefix: string;
  /** the supplement's abbreviation (part and clause numbers are given with it) */
  abbrev: string;
  partBase: number;
}

/** An agency supplement titled "<name>: <topic>" whose cases are known by RIN. */
function supplement(
  key: string,
  o: { weight: number; icWeight: number; agencies: string[]; cgac: string; rin: string; omb: string; name: string; sep?: string; who: string; docket: string; partBase: number },
): RegFamily {
  return {
    key,
    weight: o.weight,
    icWeight: o.icWeight,
    agencies: o.agencies,
    cgac: o.cgac,
    rin: o.rin,
    docket: (y, r) => `${o.docket}-${y}-${String(r.int(1, 40)).padStart(4, '0')}`,
    caseId: (_y, r) => `RIN ${o.rin}${r.digits(3)}`,
    title: (t) => `${o.name}${o.sep ?? ':'} ${t}`,
    who: o.who,
    supplement: `the ${o.name.replace(/ \([A-Z]+\)$/, '')} (${key})`,
    ombPrefix: o.omb,
    abbrev: key,
    partBase: o.partBase,
  };
}

const REG_FAMILIES: RegFamily[] = [
  {
    key: 'FAR',
    weight: 14,
    icWeight: 26,
    agencies: ['Defense Department', 'General Services Administration', 'National Aeronautics and Space Administration'],
    cgac: '047',
    rin: '9000-A',
    docket: (y, r) => `FAR-${y}-${String(r.int(1, 60)).padStart(4, '0')}`,
    caseId: (y, r) => `FAR Case ${y - r.int(0, 2)}-${String(r.int(1, 25)).padStart(3, '0')}`,
    title: (t) => `Federal Acquisition Regulation: ${t}`,
    who: 'DoD, GSA, and NASA',
    supplement: 'the Federal Acquisition Regulation (FAR)',
    ombPrefix: '9000',
    abbrev: 'FAR',
    partBase: 0,
  },
  {
    key: 'DFARS',
    weight: 28,
    icWeight: 14,
    agencies: ['Defense Department', 'Defense Acquisition Regulations System'],
    cgac: '097',
    rin: '0750-A',
    docket: (y, r) => `DARS-${y}-${String(r.int(1, 40)).padStart(4, '0')}`,
    caseId: (y, r) => `DFARS Case ${y - r.int(0, 2)}-D${String(r.int(1, 60)).padStart(3, '0')}`,
    title: (t, c) => `Defense Federal Acquisition Regulation Supplement: ${t} (${c})`,
    who: 'DoD',
    supplement: 'the Defense Federal Acquisition Regulation Supplement (DFARS)',
    ombPrefix: '0704',
    abbrev: 'DFARS',
    partBase: 200,
  },
  {
    key: 'GSAR',
    weight: 6,
    icWeight: 6,
    agencies: ['General Services Administration'],
    cgac: '047',
    rin: '3090-A',
    docket: (y, r) => `GSA-GSAR-${y}-${String(r.int(1, 30)).padStart(4, '0')}`,
    caseId: (y, r) => `GSAR Case ${y - r.int(0, 2)}-G${String(r.int(500, 540))}`,
    title: (t, c) => `General Services Administration Acquisition Regulation; ${t} (${c})`,
    who: 'GSA',
    supplement: 'the General Services Administration Acquisition Regulation (GSAR)',
    ombPrefix: '3090',
    abbrev: 'GSAR',
    partBase: 500,
  },
  {
    key: 'HSAR',
    weight: 4,
    icWeight: 4,
    agencies: ['Homeland Security Department'],
    cgac: '070',
    rin: '1601-A',
    docket: (y, r) => `DHS-${y}-${String(r.int(1, 60)).padStart(4, '0')}`,
    caseId: (y, r) => `HSAR Case ${y - r.int(0, 2)}-${String(r.int(1, 12)).padStart(3, '0')}`,
    title: (t, c) => `Homeland Security Acquisition Regulation: ${t} (${c})`,
    who: 'DHS',
    supplement: 'the Homeland Security Acquisition Regulation (HSAR)',
    ombPrefix: '1600',
    abbrev: 'HSAR',
    partBase: 3000,
  },
  {
    key: 'VAAR',
    weight: 5,
    icWeight: 5,
    agencies: ['Veterans Affairs Department'],
    cgac: '036',
    rin: '2900-A',
    docket: (y, r) => `VA-${y}-VACO-${String(r.int(1, 9)).padStart(4, '0')}`,
    caseId: (y, r) => `RIN 2900-A${r.pick(['Q', 'R', 'S'])}${r.digits(2)}`,
    title: (t) => `VA Acquisition Regulation: ${t}`,
    who: 'The Department of Veterans Affairs (VA)',
    supplement: 'the VA Acquisition Regulation (VAAR)',
    ombPrefix: '2900',
    abbrev: 'VAAR',
    partBase: 800,
  },
  {
    key: 'NFS',
    weight: 3,
    icWeight: 4,
    agencies: ['National Aeronautics and Space Administration'],
    cgac: '080',
    rin: '2700-A',
    docket: (y, r) => `NASA-${y}-${String(r.int(1, 9)).padStart(4, '0')}`,
    caseId: (y, r) => `NFS Case ${y - r.int(0, 2)}-N${String(r.int(1, 30)).padStart(3, '0')}`,
    title: (t, c) => `NASA Federal Acquisition Regulation Supplement: ${t} (${c})`,
    who: 'NASA',
    supplement: 'the NASA FAR Supplement (NFS)',
    ombPrefix: '2700',
    abbrev: 'NFS',
    partBase: 1800,
  },
  {
    key: 'DEAR',
    weight: 2.5,
    icWeight: 3,
    agencies: ['Energy Department'],
    cgac: '089',
    rin: '1991-A',
    docket: (y, r) => `DOE-HQ-${y}-${String(r.int(1, 60)).padStart(4, '0')}`,
    caseId: (y, r) => `RIN 1991-AC${r.digits(2)}`,
    title: (t) => `Department of Energy Acquisition Regulation; ${t}`,
    who: 'The Department of Energy (DOE)',
    supplement: 'the Department of Energy Acquisition Regulation (DEAR)',
    ombPrefix: '1910',
    abbrev: 'DEAR',
    partBase: 900,
  },
  supplement('HHSAR', { weight: 2.5, icWeight: 3, agencies: ['Health and Human Services Department'], cgac: '075', rin: '0991-A', omb: '0990', name: 'Health and Human Services Acquisition Regulation', who: 'The Department of Health and Human Services (HHS)', docket: 'HHS-OS', partBase: 300 }),
  supplement('AIDAR', { weight: 1.5, icWeight: 2, agencies: ['Agency for International Development'], cgac: '072', rin: '0412-A', omb: '0412', name: 'Agency for International Development Acquisition Regulation (AIDAR)', who: 'The U.S. Agency for International Development (USAID)', docket: 'USAID', partBase: 700 }),
  supplement('DOSAR', { weight: 1.5, icWeight: 2, agencies: ['State Department'], cgac: '019', rin: '1400-A', omb: '1405', name: 'Department of State Acquisition Regulation', who: 'The Department of State', docket: 'DOS', partBase: 600 }),
  supplement('EPAAR', { weight: 1.2, icWeight: 2, agencies: ['Environmental Protection Agency'], cgac: '068', rin: '2030-A', omb: '2030', name: 'Environmental Protection Agency Acquisition Regulation (EPAAR)', sep: ';', who: 'The Environmental Protection Agency (EPA)', docket: 'EPA-HQ-OARM', partBase: 1500 }),
  supplement('TAR', { weight: 1.2, icWeight: 1.5, agencies: ['Transportation Department'], cgac: '069', rin: '2105-A', omb: '2105', name: 'Transportation Acquisition Regulation', sep: ';', who: 'The Department of Transportation (DOT)', docket: 'DOT-OST', partBase: 1200 }),
  supplement('CAR', { weight: 1, icWeight: 1.5, agencies: ['Commerce Department'], cgac: '013', rin: '0605-A', omb: '0605', name: 'Commerce Acquisition Regulation', who: 'The Department of Commerce', docket: 'DOC-OS', partBase: 1300 }),
  supplement('DIAR', { weight: 1, icWeight: 1.5, agencies: ['Interior Department'], cgac: '014', rin: '1093-A', omb: '1093', name: 'Department of the Interior Acquisition Regulation', who: 'The Department of the Interior', docket: 'DOI', partBase: 1400 }),
  supplement('AGAR', { weight: 1, icWeight: 1.5, agencies: ['Agriculture Department'], cgac: '012', rin: '0599-A', omb: '0505', name: 'Agriculture Acquisition Regulation', who: 'The Department of Agriculture (USDA)', docket: 'USDA', partBase: 400 }),
  supplement('DTAR', { weight: 0.8, icWeight: 1, agencies: ['Treasury Department'], cgac: '020', rin: '1505-A', omb: '1505', name: 'Department of the Treasury Acquisition Regulation', who: 'The Department of the Treasury', docket: 'TREAS-DO', partBase: 1000 }),
  supplement('JAR', { weight: 0.8, icWeight: 1, agencies: ['Justice Department'], cgac: '015', rin: '1105-A', omb: '1103', name: 'Justice Acquisition Regulation', who: 'The Department of Justice (DOJ)', docket: 'DOJ-JMD', partBase: 2800 }),
  supplement('EDAR', { weight: 0.6, icWeight: 1, agencies: ['Education Department'], cgac: '091', rin: '1890-A', omb: '1890', name: 'Education Department Acquisition Regulation', who: 'The Department of Education', docket: 'ED-OS', partBase: 3400 }),
  supplement('DOLAR', { weight: 0.6, icWeight: 1, agencies: ['Labor Department'], cgac: '016', rin: '1291-A', omb: '1225', name: 'Department of Labor Acquisition Regulation', who: 'The Department of Labor (DOL)', docket: 'DOL-OASAM', partBase: 2900 }),
  supplement('HUDAR', { weight: 0.6, icWeight: 1, agencies: ['Housing and Urban Development Department'], cgac: '086', rin: '2501-A', omb: '2535', name: 'HUD Acquisition Regulation', who: 'The Department of Housing and Urban Development (HUD)', docket: 'HUD', partBase: 2400 }),
  supplement('NRCAR', { weight: 0.5, icWeight: 1, agencies: ['Nuclear Regulatory Commission'], cgac: '031', rin: '3150-A', omb: '3150', name: 'Nuclear Regulatory Commission Acquisition Regulation', who: 'The Nuclear Regulatory Commission (NRC)', docket: 'NRC', partBase: 2000 }),
  {
    key: 'SBA',
    weight: 6,
    icWeight: 0,
    agencies: ['Small Business Administration'],
    cgac: '073',
    rin: '3245-A',
    docket: (y, r) => `SBA-${y}-${String(r.int(1, 20)).padStart(4, '0')}`,
    caseId: (y, r) => `RIN 3245-AI${r.digits(2)}`,
    title: (t) => `Small Business Government Contracting Programs: ${t}`,
    who: 'The U.S. Small Business Administration (SBA)',
    supplement: 'its regulations governing small business government contracting programs',
    ombPrefix: '3245',
    abbrev: 'SBA',
    partBase: 0,
  },
];
const FAMILY_BY_KEY = new Map(REG_FAMILIES.map((f) => [f.key, f]));
const IC_FAMILIES = REG_FAMILIES.filter((f) => f.icWeight > 0);

/** Manufacturing industries (NAICS 31-33): the classes of products nonmanufacturer-rule waivers name. */
const MANUFACTURING = NAICS_CODES.filter((c) => /^3[1-3]/.test(c.code));
/** Industries whose size standards SBA revises one at a time. */
const SIZED_INDUSTRIES = NAICS_CODES.filter((c) => SIZE_STANDARD_BY_CODE.has(c.code));

/** An Act of Congress a rule implements: its fiscal year no later than the year after, its signing no later than the year. */
function ndaaSection(rng: Rng, year: number): { title: string; act: string } {
  const acts = NDAAS.filter((a) => a.signed <= year && a.fy >= year - 5);
  const act = rng.pick(acts.length ? acts : NDAAS);
  // most acquisition provisions sit in Title VIII; a few elsewhere (sections 1xx to 16xx, 5949)
  const section = rng.chance(0.85) ? rng.int(801, 899) : rng.pick([rng.int(101, 180), rng.int(1601, 1660), rng.int(1701, 1750), 5949]);
  return { title: `Implementation of Section ${section} of the ${act.name}`, act: `section ${section} of the ${act.name}` };
}

/** FAR part numbers, one to three of them in order (a supplement revised part by part). */
function partNames(rng: Rng, fam: RegFamily): string {
  const parts = rng.sample(FAR_PART_NUMBERS, rng.table<number>([[1, 45], [2, 35], [3, 20]])).sort((a, b) => a - b);
  if (parts.length === 1 && rng.chance(0.6)) return `Revision of ${fam.abbrev} Part ${fam.partBase + parts[0]}, ${FAR_PARTS[parts[0]]}`;
  return parts.map((p) => FAR_PARTS[p]).join('; ');
}

/** What a rule of the family is about: the topic as titled, and as the abstract says it. */
function ruleTopic(rng: Rng, fam: RegFamily, year: number): { topic: string; about: string; title?: string } {
  const lower = (t: string) => t.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());
  if (fam.key === 'SBA') {
    const r = rng.next();
    if (r < 0.25) {
      const t = rng.pick(SBA_TOPICS);
      return { topic: t, about: lower(t) };
    }
    if (r < 0.45) {
      const sector = rng.pick(SIZE_STANDARD_SECTORS);
      return { topic: sector, about: `the size standards of the industries in NAICS sector ${sector}`, title: `Small Business Size Standards: ${sector}` };
    }
    const industry = rng.pick(SIZED_INDUSTRIES);
    return {
      topic: industry.title,
      about: `the size standard for ${industry.title} (NAICS ${industry.code})`,
      title: `Small Business Size Standards: ${rng.pick(['Revision of the Size Standard for', 'Size Standard for', 'Adjustment of the Size Standard for'])} ${industry.title} (NAICS ${industry.code})`,
    };
  }
  const r = rng.next();
  if (fam.key === 'FAR') {
    if (r < 0.32) {
      const t = rng.pick(FAR_TOPICS);
      return { topic: t, about: lower(t) };
    }
    if (r < 0.64) {
      const s = ndaaSection(rng, year);
      return { topic: s.title, about: s.act };
    }
    // the FAR rewritten part by part after Executive Order 14275
    if (r < 0.72 && year >= 2025) {
      const part = rng.pick(FAR_PART_NUMBERS);
      return { topic: `Revolutionary FAR Overhaul; Part ${part}, ${FAR_PARTS[part]}`, about: `the Revolutionary FAR Overhaul of FAR part ${part}, ${FAR_PARTS[part]}` };
    }
    if (r < 0.8) {
      const eos = EXECUTIVE_ORDERS.filter((e) => e.year <= year && e.year >= year - 4);
      if (eos.length) {
        const eo = rng.pick(eos);
        return { topic: `Implementation of Executive Order ${eo.number}, ${eo.title}`, about: `Executive Order ${eo.number}, ${eo.title}` };
      }
    }
    const [num, name] = rng.pick(FAR_CLAUSES);
    return { topic: `${rng.pick(['Revision of Clause', 'Amendments to Clause', 'Updates to'])} ${num}, ${name}`, about: `changes to the clause at FAR ${num}, ${name}` };
  }
  if (fam.key === 'DFARS') {
    if (r < 0.4) {
      const t = rng.pick(DFARS_TOPICS);
      return { topic: t, about: lower(t) };
    }
    if (r < 0.6) {
      const item = rng.pick(DFARS_RESTRICTED_ITEMS);
      const t = rng.table<string>([
        [`Restriction on the Acquisition of ${item}`, 40],
        [`Prohibition on Acquisition of ${item} From ${rng.pick(RESTRICTED_SOURCES)}`, 25],
        [`Domestic Source Restrictions for ${item}`, 15],
        [`Exception to the Restriction on ${item}`, 10],
        [`Waiver of the Restriction on ${item}`, 10],
      ]);
      return { topic: t, about: lower(t) };
    }
    if (r < 0.78) {
      const s = ndaaSection(rng, year);
      return { topic: s.title, about: s.act };
    }
    if (r < 0.9) {
      const [num, name] = rng.pick(DFARS_CLAUSES);
      return { topic: `Modification of DFARS Clause ${num}, ${name}`, about: `changes to the clause at DFARS ${num}, ${name}` };
    }
    const t = partNames(rng, fam);
    return { topic: t, about: `a revision of ${t.startsWith('Revision of ') ? t.slice(12) : `its coverage of ${t.replace(/; /g, ', ')}`}` };
  }
  if (r < 0.35) {
    const t = rng.pick(AGENCY_TOPICS);
    return { topic: t, about: lower(t) };
  }
  // agency supplements are rewritten part by part to follow the FAR (the VAAR rewrite, the HHSAR rewrite)
  const t = partNames(rng, fam);
  return { topic: t, about: t.startsWith('Revision of ') ? `a revision of ${t.slice(12)}` : `revised coverage of ${t.replace(/; /g, ', ')}` };
}

/** An information collection of the family: the notice title and what the abstract calls it. */
function collection(rng: Rng, fam: RegFamily, stage60: boolean): { title: string; subject: string } {
  if (fam.key === 'FAR') {
    const subject = rng.pick(FAR_COLLECTIONS);
    const stage = stage60
      ? rng.pick(['Information Collection; ', 'Agency Information Collection Activities: Proposed Collection; Comment Request; '])
      : 'Submission for OMB Review; ';
    return { title: `${stage}${rng.chance(0.5) ? 'Federal Acquisition Regulation; ' : ''}${subject}`, subject: subject.toLowerCase() };
  }
  // the supplements clear their collections part by part, or by a clause
  const part = rng.pick(FAR_PART_NUMBERS.filter((p) => p !== 1 && p !== 2));
  let what = `Part ${fam.partBase + part}, ${FAR_PARTS[part]}`;
  if (fam.key === 'DFARS' && rng.chance(0.3)) {
    const [num, name] = rng.pick(DFARS_CLAUSES);
    what = `Clause ${num}, ${name}`;
  }
  const name = fam.key === 'DFARS' ? 'Defense Federal Acquisition Regulation Supplement (DFARS)' : fam.supplement.replace(/^the /, '');
  const title = stage60
    ? fam.key === 'DFARS'
      ? `Information Collection Requirement; ${name}; ${what}`
      : `Agency Information Collection Activities; Proposed Collection; Comment Request; ${name}, ${what}`
    : `Agency Information Collection Activities; Submission to the Office of Management and Budget for Review and Approval; ${name}, ${what}`;
  return { title, subject: `${fam.abbrev} ${what.toLowerCase().replace(/^part /, 'part ').replace(/^clause /, 'clause ')}` };
}

/** A surety company's name, as Treasury's Circular 570 lists it. */
function suretyCompany(rng: Rng): string {
  const stem = rng.chance(0.25) ? `${rng.pick(LAST_NAMES)} ${rng.pick(['Mutual', 'National', 'General', 'American'])}` : rng.pick(SURETY_STEMS);
  const state = rng.chance(0.2) ? ` of ${rng.pick(STATES.filter((s) => !s.isTerritory)).name}` : rng.chance(0.08) ? ' of America' : '';
  return `${stem} ${rng.pick(SURETY_KINDS)}${state}`;
}

/** Minimum wage for contractor workers from January 1 of a year (Executive Orders 13658 and 14026), as the Wage and Hour Division announced it. */
const CONTRACTOR_MINIMUM_WAGE: readonly (readonly [year: number, eo: number, rate: string])[] = [
  [2016, 13658, '10.15'], [2017, 13658, '10.20'], [2018, 13658, '10.35'], [2019, 13658, '10.60'], [2020, 13658, '10.80'], [2021, 13658, '10.95'],
  [2022, 13658, '11.25'], [2023, 13658, '12.15'], [2024, 13658, '12.90'], [2025, 13658, '13.30'],
  [2022, 14026, '15.00'], [2023, 14026, '16.20'], [2024, 14026, '17.20'], [2025, 14026, '17.75'],
];

function weekday(d: Date): Date {
  const w = d.getUTCDay();
  return w === 0 ? addDays(d, 1) : w === 6 ? addDays(d, 2) : d;
}

type FrKind = 'rule' | 'ic' | 'fac' | 'surety' | 'nmr' | 'wage';
const FR_KINDS: readonly (readonly [FrKind, number])[] = [
  ['rule', 60],
  ['ic', 27],
  ['fac', 1.5],
  ['surety', 8],
  ['nmr', 1.5],
  ['wage', 1],
];

async function generateFederalRegister(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('federal_register');
  const total = ctx.n(200);
  const ruleWeights = REG_FAMILIES.map((f) => f.weight);
  const icWeights = IC_FAMILIES.map((f) => f.icWeight);
  const start = parseDay('2015-01-02');
  for (let i = 0; i < total; i++) {
    let kind = rng.table<FrKind>(FR_KINDS);
    let pub = weekday(recentDay(ctx, rng, start));
    if (pub > ctx.asOf) pub = addDays(pub, -3);
    const year = pub.getUTCFullYear();
    const doy = daysBetween(new Date(Date.UTC(year, 0, 1)), pub);
    const docNumber = ctx.unique('fr-doc', () => `${year}-${String(Math.min(99999, doy * 80 + rng.int(0, 120 * Math.max(1, Math.ceil(ctx.opts.scale))) + 10)).padStart(5, '0')}`);
    // the wage notice of the coming January, when there is one (published in the autumn before)
    const wageYear = pub.getUTCMonth() >= 8 ? year + 1 : year;
    const wages = CONTRACTOR_MINIMUM_WAGE.filter((w) => w[0] === wageYear);
    if (kind === 'wage' && wages.length === 0) kind = 'ic';
    const fam =
      kind === 'rule' ? rng.weighted(REG_FAMILIES, ruleWeights) : kind === 'ic' ? rng.weighted(IC_FAMILIES, icWeights) : kind === 'nmr' ? FAMILY_BY_KEY.get('SBA')! : FAMILY_BY_KEY.get('FAR')!;
    const type = kind === 'rule' ? rng.table<string>([['Rule', 60], ['Proposed Rule', 40]]) : kind === 'fac' ? 'Rule' : 'Notice';
    const rin = `${fam.rin}${rng.pick(['K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R'])}${rng.digits(2)}`;
    const drawnCase = fam.caseId(year, rng);
    const caseId = drawnCase.startsWith('RIN ') ? `RIN ${rin}` : drawnCase;
    let title: string;
    let abstract: string;
    let agencies = fam.agencies;
    let cgac = fam.cgac;
    let rins: string[] = [];
    let dockets: string[] = [];
    let comments: Date | null = null;
    let effective: Date | null = null;
    if (kind === 'ic') {
      const stage60 = rng.chance(0.55);
      const ic = collection(rng, fam, stage60);
      const omb = `${fam.ombPrefix}-0${rng.digits(3)}`;
      title = ic.title;
      comments = addDays(pub, stage60 ? 60 : 30);
      abstract = `In accordance with the Paperwork Reduction Act of 1995, ${fam.who === 'DoD, GSA, and NASA' ? 'the Regulatory Secretariat Division' : fam.who.replace(/^The /, 'the ')} ${stage60 ? 'invites comments on' : 'will be submitting to the Office of Management and Budget (OMB) a request to review and approve'} ${rng.pick(['an extension of', 'a revision and renewal of'])} a previously approved information collection requirement regarding ${ic.subject} (OMB Control Number ${omb}). Comments are invited on whether the proposed collection of information is necessary and on the accuracy of the burden estimate.`;
      dockets = [fam.docket(year, rng)];
    } else if (kind === 'nmr') {
      const product = rng.pick(MANUFACTURING);
      const form = rng.table<string>([['grant', 55], ['intent', 30], ['terminate', 15]]);
      title = form === 'terminate' ? 'Termination of Nonmanufacturer Rule Class Waiver' : rng.pick(['Class Waiver of the Nonmanufacturer Rule', 'Small Business Size Standards: Waiver of the Nonmanufacturer Rule', 'Waiver of the Nonmanufacturer Rule']);
      const what = `${product.title.replace(/ Manufacturing$/, '').toLowerCase()} (NAICS ${product.code})`;
      abstract =
        form === 'grant'
          ? `The U.S. Small Business Administration (SBA) is granting a class waiver of the Nonmanufacturer Rule for ${what}. The waiver allows otherwise qualified small business resellers to supply the products of any manufacturer on a Federal contract set aside for small business.`
          : form === 'intent'
            ? `The U.S. Small Business Administration (SBA) is considering granting a class waiver of the Nonmanufacturer Rule for ${what}. SBA is seeking information on whether there are small business manufacturers of these items.`
            : `The U.S. Small Business Administration (SBA) intends to terminate the class waiver of the Nonmanufacturer Rule for ${what}, because small business manufacturers of these items supply the Federal market.`;
      comments = form === 'grant' ? null : addDays(pub, 15);
      dockets = [fam.docket(year, rng)];
    } else if (kind === 'surety') {
      const company = suretyCompany(rng);
      const action = rng.table<string>([['Termination', 30], ['Name Change', 20], ['Change in State of Incorporation', 10], ['Reinstatement', 10], ['Change in Underwriting Limitation', 30]]);
      agencies = ['Treasury Department', 'Fiscal Service'];
      cgac = '020';
      title = `Surety Companies Acceptable on Federal Bonds: ${action}--${company}`;
      const limit = `$${(rng.int(4, 900) * 10_000).toLocaleString('en-US')}`;
      abstract = `This is Supplement No. ${rng.int(1, 24)} to the Treasury Department Circular 570, ${year} Revision, published July 1, ${year}. ${
        action === 'Termination'
          ? `The Certificate of Authority issued by the Treasury to ${company} under 31 U.S.C. 9305 to qualify as an acceptable surety on Federal bonds is terminated; Federal bond-approving officials should annotate their reference copies of the Circular accordingly.`
          : action === 'Change in Underwriting Limitation'
            ? `The underwriting limitation of ${company} on Federal bonds is ${limit}, effective ${day(pub)}.`
            : `${company} has been notified that its Certificate of Authority under 31 U.S.C. 9305 is ${action === 'Reinstatement' ? 'reinstated' : 'amended to reflect the change'}, with an underwriting limitation of ${limit}.`
      }`;
    } else if (kind === 'wage') {
      const [y, eo, rate] = rng.pick(wages);
      agencies = ['Labor Department', 'Wage and Hour Division'];
      cgac = '016';
      title = eo === 13658 ? `Establishing a Minimum Wage for Contractors, Notice of Rate Change in Effect as of January 1, ${y}` : `Minimum Wage for Contractors; Notice of Rate Change in Effect as of January 1, ${y}`;
      abstract = `The Wage and Hour Division of the Department of Labor is issuing this notice to announce that, beginning January 1, ${y}, the minimum wage for workers performing work on or in connection with covered contracts under Executive Order ${eo} is $${rate} per hour.`;
    } else if (kind === 'fac') {
      const fac = `${fiscalYearOf(pub)}-${String(rng.int(1, 7)).padStart(2, '0')}`;
      title = `Federal Acquisition Regulation; Federal Acquisition Circular ${fac}; ${rng.pick(['Introduction', 'Small Entity Compliance Guide', 'Technical Amendments'])}`;
      dockets = [fam.docket(year, rng)];
      effective = addDays(pub, rng.pick([0, 30, 30, 60]));
      abstract = `This document summarizes the Federal Acquisition Regulation (FAR) rules agreed to by the Civilian Agency Acquisition Council and the Defense Acquisition Regulations Council in this Federal Acquisition Circular (FAC) ${fac}.`;
    } else {
      const t = ruleTopic(rng, fam, year);
      title = t.title ?? fam.title(t.topic, caseId);
      rins = [rin];
      dockets = [fam.docket(year - (type === 'Rule' ? rng.int(0, 1) : 0), rng)];
      if (type === 'Proposed Rule') {
        comments = addDays(pub, rng.pick([30, 60, 60, 60, 90]));
        const extended = rng.chance(0.06);
        if (extended) title = `${title}; ${rng.pick(['Extension of Comment Period', 'Reopening of Comment Period'])}`;
        abstract = extended
          ? `${fam.who} ${fam.who.startsWith('The') ? 'is' : 'are'} extending the period for comments on the proposed rule amending ${fam.supplement} to implement ${t.about}. (${caseId})`
          : `${fam.who} ${fam.who.startsWith('The') ? 'is' : 'are'} proposing to amend ${fam.supplement} to implement ${t.about}. ${rng.pick(['This proposed rule implements a section of the National Defense Authorization Act.', 'This proposed rule implements an Executive order.', 'The proposed changes are intended to reduce burden on small businesses.', 'The proposed rule would update clauses and provisions to reflect current statutory thresholds.'])} (${caseId})`;
      } else {
        const correction = rng.chance(0.05);
        const interim = !correction && rng.chance(0.2);
        if (interim) comments = addDays(pub, 60);
        effective = addDays(pub, correction ? 0 : rng.pick([0, 30, 30, 60]));
        if (correction) title = `${title}; Correction`;
        abstract = correction
          ? `${fam.who} ${fam.who.startsWith('The') ? 'is' : 'are'} making a correction to the final rule amending ${fam.supplement} to implement ${t.about}. (${caseId})`
          : `${fam.who} ${fam.who.startsWith('The') ? 'is' : 'are'} issuing ${interim ? 'an interim' : 'a final'} rule amending ${fam.supplement} to implement ${t.about}. (${caseId})`;
      }
    }
    const org = ctx.departmentByCgac.get(cgac) ?? null;
    const ymd = day(pub);
    await ctx.w.add('federal_register_document', {
      document_number: docNumber,
      type,
      title,
      abstract,
      agency_names: agencies,
      organization_id: org?.organization_id ?? null,
      // every issuer's department, in published order (a FAR rule: DoD, GSA, NASA)
      organization_ids: issuerOrganizations(ctx, agencies, org?.organization_id ?? null),
      cfr_references: type === 'Notice' ? [] : cfrReferences(rng, fam.key, title),
      publication_date: pub,
      comments_close_on: comments,
      effective_on: effective,
      docket_ids: dockets,
      regulation_id_numbers: rins,
      html_url: `https://www.federalregister.gov/documents/${ymd.slice(0, 4)}/${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${docNumber}/${slug(title)}`,
      pdf_url: `https://www.govinfo.gov/content/pkg/FR-${ymd}/pdf/${docNumber}.pdf`,
      modified: new Date(Math.min(ctx.asOf.getTime() + 86_399_000, pub.getTime() + rng.int(6 * 3600, 30 * 86_400) * 1000)),
    });
  }
}

export async function generateNotices(ctx: GenContext): Promise<void> {
  await generateOpportunities(ctx);
  await generateForecasts(ctx);
  await generateFederalRegister(ctx);
}

/** The department (CGAC) each issuing agency name of a Federal Register document belongs to. */
const FR_ISSUER_CGAC: Readonly<Record<string, string>> = {
  'Defense Department': '097',
  'Defense Acquisition Regulations System': '097',
  'General Services Administration': '047',
  'National Aeronautics and Space Administration': '080',
  'Homeland Security Department': '070',
  'Veterans Affairs Department': '036',
  'Energy Department': '089',
  'Small Business Administration': '073',
  'Agriculture Department': '012',
  'Commerce Department': '013',
  'Education Department': '091',
  'Interior Department': '014',
  'Justice Department': '015',
  'Labor Department': '016',
  'State Department': '019',
  'Transportation Department': '069',
  'Treasury Department': '020',
  'Fiscal Service': '020',
  'Departmental Offices': '020',
};

/** Organisation ids of a document's issuers, departments deduplicated, in published order; the resolved department when none is known. */
function issuerOrganizations(ctx: GenContext, agencies: readonly string[], fallback: string | null): string[] {
  const ids: string[] = [];
  for (const name of agencies) {
    const cgac = FR_ISSUER_CGAC[name];
    const id = cgac ? ctx.departmentByCgac.get(cgac)?.organization_id : undefined;
    if (id && !ids.includes(id)) ids.push(id);
  }
  if (fallback && !ids.includes(fallback)) ids.unshift(fallback);
  return ids;
}

/**
 * CFR parts a rule amends, as the Federal Register prints them ("48 CFR 52"): the
 * regulation's chapter of title 48 (FAR parts 1-53, DFARS 201-253, GSAR 501-570, ...),
 * SBA's programme parts of title 13; a rule with clauses amends the clause part too.
 */
const CFR_CHAPTERS: Readonly<Record<string, { title: number; parts: readonly number[]; clauses?: number }>> = {
  FAR: { title: 48, parts: [1, 2, 4, 5, 6, 7, 8, 9, 12, 13, 15, 16, 17, 19, 22, 23, 25, 31, 32, 36, 37, 39, 42, 44, 46, 49], clauses: 52 },
  DFARS: { title: 48, parts: [202, 204, 205, 206, 207, 211, 212, 215, 216, 217, 219, 225, 227, 231, 232, 234, 237, 239, 242, 244, 246], clauses: 252 },
  GSAR: { title: 48, parts: [501, 502, 504, 511, 512, 515, 516, 517, 519, 532, 536, 538, 542, 546, 570], clauses: 552 },
  HSAR: { title: 48, parts: [3001, 3002, 3004, 3009, 3015, 3016, 3023, 3033, 3037, 3042], clauses: 3052 },
  VAAR: { title: 48, parts: [801, 802, 804, 806, 808, 812, 813, 815, 816, 819, 828, 832, 836, 837, 842, 871], clauses: 852 },
  NFS: { title: 48, parts: [1801, 1802, 1804, 1815, 1816, 1819, 1823, 1827, 1832, 1842, 1845], clauses: 1852 },
  DEAR: { title: 48, parts: [901, 902, 904, 908, 909, 915, 917, 923, 926, 931, 933, 935, 942, 945], clauses: 952 },
  SBA: { title: 13, parts: [121, 124, 125, 126, 127] },
};

function cfrReferences(rng: Rng, family: string, title: string): string[] {
  const ch = CFR_CHAPTERS[family];
  if (!ch) return [];
  const parts = new Set<number>([rng.pick(ch.parts)]);
  if (rng.chance(0.35)) parts.add(rng.pick(ch.parts));
  // clauses and provisions are amended with most acquisition-regulation rules
  if (ch.clauses && (rng.chance(0.7) || /clause|provision/i.test(title))) parts.add(ch.clauses);
  return [...parts].sort((a, b) => a - b).map((p) => `${ch.title} CFR ${p}`);
}
