/**
 * Pre-award notices: SAM.gov contract opportunities (federal only), agency
 * procurement forecasts, and Federal Register acquisition-regulation
 * documents.
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
import { formatSizeStandard, naicsForFy, naicsTitle, sizeStandard } from '../reference/naics.js';
import { STATE_BY_CODE, STATES } from '../reference/states.js';
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
      .replace(/\b(It|Hvac|Bldg|Ai|Ml|Usace|Va|Nasa|Afb|Sfb|Nas|Idiq|Bpa|Pws)\b/g, (m) => m.toUpperCase()),
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
    const work = titleCase(describeWork(rng, psc, naics, 'title'));
    const award = rng.chance(0.85) ? addDays(fiscalYearStart(fy), rng.int(0, Math.max(0, daysBetween(fiscalYearStart(fy), fiscalYearEnd(fy))))) : null;
    const past = award ? award.getTime() < ctx.asOf.getTime() : fy < ctx.currentFy;
    const status = past
      ? rng.table<string>([['Awarded', 55], ['Solicitation Issued', 20], ['Cancelled', 10], ['Delayed', 15]])
      : rng.table<string>([['Acquisition Planning', 40], ['Pre-Solicitation', 25], ['Solicitation Issued', 15], ['Open', 20]]);
    const isActive = status !== 'Awarded' && status !== 'Cancelled';
    const setAside = rng.pick(FORECAST_SET_ASIDES);
    const vehicle = rng.chance(0.8) ? rng.pick(VEHICLES) : null;
    const period = rng.chance(0.85) ? rng.pick(PERIODS) : null;
    const st = rng.pick(STATES.filter((s) => !s.isTerritory));
    const city = rng.pick(st.cities).name;
    const placeText = rng.chance(0.15) ? 'Nationwide' : `${city}, ${st.code}`;
    // forecast titles name the work as the program office writes it: often with its site, its office or its stage
    const acronym = (agencyOrg?.name.match(/\b[A-Z]/g) ?? []).join('');
    const workTitle = rng.table<string>([
      [work, 35],
      [placeText === 'Nationwide' ? `${work} - Nationwide` : `${work} at ${city}`, 25],
      [acronym.length >= 2 ? `${acronym} ${work}` : work, 15],
      [`${work} ${rng.pick(['Recompete', 'Follow-on', 'Bridge', '(New Requirement)', 'Phase II', `FY${String(fy).slice(2)}`])}`, 25],
    ]);
    const contact = contactPerson(rng, agencyEmailDomain(org ?? agencyOrg), ['Small Business Specialist', 'Program Manager', 'Contracting Officer', 'Contract Specialist']);
    const dollars = rng.pick(DOLLAR_RANGES);
    const description = `${src.source === 'dhs' ? 'Requirement' : 'The agency anticipates a requirement'} for ${workTitle.toLowerCase()} to support ${agencyTextValue}. Estimated value ${dollars}. ${rng.pick(['Incumbent contract expires during the fiscal year.', 'This is a new requirement.', 'Follow-on to an existing contract.', 'Recompete of an expiring task order.'])}`;
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

interface RegFamily {
  key: string;
  weight: number;
  agencies: string[];
  cgac: string;
  rin: string;
  docket: (year: number, rng: Rng) => string;
  caseId: (year: number, rng: Rng) => string;
  title: (topic: string, caseId: string) => string;
  who: string;
  supplement: string;
  ombPrefix: string;
}

const FAR_TOPICS = [
  'Pay Equity and Transparency in Federal Contracting',
  'Controlled Unclassified Information',
  'Cyber Threat and Incident Reporting and Information Sharing',
  'Standardizing Cybersecurity Requirements for Unclassified Federal Information Systems',
  'Sustainable Procurement',
  'Small Business Rule of Two Applies to Multiple-Award Contracts',
  'Inflation Adjustment of Acquisition-Related Thresholds',
  'Prohibition on a ByteDance Covered Application',
  'Increasing the Minimum Wage for Contractors',
  'Use of Project Labor Agreements for Federal Construction Projects',
  'Consideration of Past Performance of Affiliates',
  'Prohibition on Certain Unmanned Aircraft Systems',
  'Protests of Orders Under Multiple-Award Contracts',
  'Combating Trafficking in Persons--Definition of "Recruitment Fees"',
  'Personal Identity Verification of Contractor Personnel',
  'Emergency Acquisition Flexibilities',
  'Domestic Content Requirements for Critical Items',
  'Software Bill of Materials for Critical Software',
  'Limitations on Subcontracting Compliance',
  'Revision of the Definition of Commercial Services',
  'Implementation of the Federal Acquisition Supply Chain Security Act',
  'Prohibition on Contracting for Certain Telecommunications and Video Surveillance Services or Equipment',
  'Increased Micro-Purchase and Simplified Acquisition Thresholds',
  'Trade Agreements Thresholds',
  'Policy on Joint Ventures',
  'Credit for Lower-Tier Small Business Subcontracting',
  'Category Management and Best-in-Class Contract Solutions',
  'Minimizing the Risk of Climate Change in Federal Acquisitions',
  'Paid Sick Leave for Federal Contractors',
  'Revolving Door Restrictions for Former Agency Officials',
  'Contractor Code of Business Ethics and Conduct',
  'Small Business Innovation Research Phase III Preferences',
  'Sole-Source Awards to Women-Owned Small Businesses',
  'Past Performance Evaluation Thresholds',
  'Accelerated Payments to Small Business Subcontractors',
  'Ownership and Control of Offerors',
  'Electronic Invoicing and Payment Requirements',
  'Construction Contract Administration',
  'Updates to Contract Termination Procedures',
  'Use of Government Vehicles by Contractor Personnel',
  'Sustainable Products and Services',
  'Definition of Information and Communication Technology',
  'Special Emergency Procurement Authority',
  'Requirements for DD Form 254',
  'Improving Consideration of Small Business Past Performance',
  'Updating Clause on Notification of Ownership Changes',
  'Modification of Threshold for Certified Cost or Pricing Data',
  'Service Contracts Inventory',
  'Preventing Abuse of Interagency Contracts',
  'Maximizing Use of American-Made Products',
  'Enhancing Whistleblower Protections for Contractor Employees',
  'Update of Historically Underutilized Business Zone Program',
  'Payment of Subcontractors',
  'Prohibition on Reimbursement of Congressional Lobbying Costs',
  'Use of Reverse Auctions',
];
const DFARS_TOPICS = [
  'Assessing Contractor Implementation of Cybersecurity Requirements',
  'Restriction on the Acquisition of Certain Magnets, Tantalum, and Tungsten',
  'Modifications to Printed Circuit Board Acquisition Restrictions',
  'Prohibition on Operation of Covered Unmanned Aircraft Systems',
  'Small Business Innovation Research Program Data Rights',
  'Mentor-Protege Program Modifications',
  'Contractor Business Systems Definition',
  'Pilot Program for Streamlined Awards for Innovative Technology Projects',
  'Buy American Act--Domestic Content Thresholds for Major Defense Acquisition Programs',
  'Requirements Relating to Supply Chain Risk',
  'Nondomestic Construction Materials',
  'Disclosure of Information Regarding Foreign Obligations',
  'Independent Research and Development Technical Descriptions',
  'Contract Financing Payment Rates for Performance-Based Payments',
  'Prohibition on Certain Procurements From the Xinjiang Uyghur Autonomous Region',
  'Acquisition of Specialty Metals',
  'Use of Fixed-Price Contracts for Major Defense Acquisition Programs',
  'Open Systems Approach in Major Defense Acquisition Programs',
  'Covered Defense Telecommunications Equipment or Services',
  'Electronic Submission of Contract Data Requirements Lists',
  'Cost Accounting Standards Coverage Thresholds',
  'Repeal of Obsolete Reporting Requirements',
];
const AGENCY_TOPICS = [
  'Safeguarding of Controlled Unclassified Information',
  'Removal of Obsolete Clauses',
  'Revision of Contract Financing Provisions',
  'Limitations on Subcontracting for Veteran-Owned Small Businesses',
  'Rewrite of Part 836, Construction and Architect-Engineer Contracts',
  'Updates to Security Requirements for Contractor Employees',
  'Acquisition of Information Technology Supply Chain Risk Management',
  'Updates to Agency Protest Procedures',
  'Revisions to Organizational Conflicts of Interest Coverage',
  'Contractor Personnel Background Investigations',
  'Electronic Submission of Invoices',
  'Streamlining of Construction Contract Clauses',
  'Updates to Information Technology Security Clauses',
  'Elimination of Agency-Unique Forms',
];
const IC_TITLES = [
  'Certification Regarding Responsibility Matters',
  'Buy American, Trade Agreements, and Duty-Free Entry',
  'Prohibition on Contracting for Certain Telecommunications and Video Surveillance Services or Equipment',
  'Small Business Subcontracting Plans',
  'Service Contract Reporting Requirements',
  'Past Performance Information',
  'Payrolls and Statements',
  'Novation/Change of Name Requirements',
  'Commercial Products and Commercial Services Acquisitions',
  'Combating Trafficking in Persons',
  'Contractor Use of Interagency Fleet Management System Vehicles',
  'Organizational Conflicts of Interest',
  'Contractor Business Ethics Compliance Program and Disclosure Requirements',
  'Qualification Requirements',
  'Value Engineering Requirements',
  'Subcontracting Plans/Individual Subcontracting Report',
  'Reporting Executive Compensation and First-Tier Subcontract Awards',
  'Registration in the System for Award Management',
  'Limitation of Costs/Funds',
  'Rights in Data and Copyrights',
  'Bid Guarantees, Performance and Payment Bonds',
  'Government Property',
  'Environmentally Sound Products',
  'Contract Financing',
  'Acquisition of Helium',
  'Cost Accounting Standards Administration',
  'Economic Price Adjustment',
  'Change Order Accounting',
  'Davis-Bacon Act--Price Adjustment',
  'Progress Payments',
  'Performance-Based Payments',
  'Contractor Employee Whistleblower Rights',
  'Drug-Free Workplace',
  'Equal Opportunity for Veterans',
  'Affirmative Action Compliance',
  'Utilization of Indian Organizations and Indian-Owned Economic Enterprises',
  'Notification of Ownership Changes',
  'Make-or-Buy Program',
  'Price Redetermination',
  'Incentive Contracts',
  'Cost or Pricing Data Requirements and Information Other Than Cost or Pricing Data',
  'Integrity of Unit Prices',
  'Material Inspection and Receiving Report',
  'Transportation Requirements',
  'Insurance--Liability to Third Persons',
  'Contractor Use of Mandatory Sources of Supply',
  'Place of Manufacture',
  'Hazardous Material Identification and Material Safety Data',
  'Security Requirements for Unclassified Information Technology Resources',
];

const REG_FAMILIES: RegFamily[] = [
  {
    key: 'FAR',
    weight: 40,
    agencies: ['Defense Department', 'General Services Administration', 'National Aeronautics and Space Administration'],
    cgac: '047',
    rin: '9000-A',
    docket: (y, r) => `FAR-${y}-${String(r.int(1, 60)).padStart(4, '0')}`,
    caseId: (y, r) => `FAR Case ${y - r.int(0, 2)}-${String(r.int(1, 25)).padStart(3, '0')}`,
    title: (t) => `Federal Acquisition Regulation: ${t}`,
    who: 'DoD, GSA, and NASA',
    supplement: 'the Federal Acquisition Regulation (FAR)',
    ombPrefix: '9000',
  },
  {
    key: 'DFARS',
    weight: 28,
    agencies: ['Defense Department', 'Defense Acquisition Regulations System'],
    cgac: '097',
    rin: '0750-A',
    docket: (y, r) => `DARS-${y}-${String(r.int(1, 40)).padStart(4, '0')}`,
    caseId: (y, r) => `DFARS Case ${y - r.int(0, 2)}-D${String(r.int(1, 40)).padStart(3, '0')}`,
    title: (t, c) => `Defense Federal Acquisition Regulation Supplement: ${t} (${c})`,
    who: 'DoD',
    supplement: 'the Defense Federal Acquisition Regulation Supplement (DFARS)',
    ombPrefix: '0704',
  },
  {
    key: 'GSAR',
    weight: 8,
    agencies: ['General Services Administration'],
    cgac: '047',
    rin: '3090-A',
    docket: (y, r) => `GSA-GSAR-${y}-${String(r.int(1, 30)).padStart(4, '0')}`,
    caseId: (y, r) => `GSAR Case ${y - r.int(0, 2)}-G${String(r.int(500, 540))}`,
    title: (t, c) => `General Services Administration Acquisition Regulation; ${t} (${c})`,
    who: 'GSA',
    supplement: 'the General Services Administration Acquisition Regulation (GSAR)',
    ombPrefix: '3090',
  },
  {
    key: 'HSAR',
    weight: 5,
    agencies: ['Homeland Security Department'],
    cgac: '070',
    rin: '1601-A',
    docket: (y, r) => `DHS-${y}-${String(r.int(1, 60)).padStart(4, '0')}`,
    caseId: (y, r) => `HSAR Case ${y - r.int(0, 2)}-${String(r.int(1, 12)).padStart(3, '0')}`,
    title: (t, c) => `Homeland Security Acquisition Regulation: ${t} (${c})`,
    who: 'DHS',
    supplement: 'the Homeland Security Acquisition Regulation (HSAR)',
    ombPrefix: '1600',
  },
  {
    key: 'VAAR',
    weight: 6,
    agencies: ['Veterans Affairs Department'],
    cgac: '036',
    rin: '2900-A',
    docket: (y, r) => `VA-${y}-VACO-${String(r.int(1, 9)).padStart(4, '0')}`,
    caseId: (y, r) => `RIN 2900-A${r.pick(['Q', 'R', 'S'])}${r.digits(2)}`,
    title: (t) => `VA Acquisition Regulation: ${t}`,
    who: 'The Department of Veterans Affairs (VA)',
    supplement: 'the VA Acquisition Regulation (VAAR)',
    ombPrefix: '2900',
  },
  {
    key: 'NFS',
    weight: 4,
    agencies: ['National Aeronautics and Space Administration'],
    cgac: '080',
    rin: '2700-A',
    docket: (y, r) => `NASA-${y}-${String(r.int(1, 9)).padStart(4, '0')}`,
    caseId: (y, r) => `NFS Case ${y - r.int(0, 2)}-N${String(r.int(1, 30)).padStart(3, '0')}`,
    title: (t, c) => `NASA Federal Acquisition Regulation Supplement: ${t} (${c})`,
    who: 'NASA',
    supplement: 'the NASA FAR Supplement (NFS)',
    ombPrefix: '2700',
  },
  {
    key: 'DEAR',
    weight: 3,
    agencies: ['Energy Department'],
    cgac: '089',
    rin: '1991-A',
    docket: (y, r) => `DOE-HQ-${y}-${String(r.int(1, 60)).padStart(4, '0')}`,
    caseId: (y, r) => `RIN 1991-AC${r.digits(2)}`,
    title: (t) => `Department of Energy Acquisition Regulation; ${t}`,
    who: 'The Department of Energy (DOE)',
    supplement: 'the Department of Energy Acquisition Regulation (DEAR)',
    ombPrefix: '1910',
  },
  {
    key: 'SBA',
    weight: 6,
    agencies: ['Small Business Administration'],
    cgac: '073',
    rin: '3245-A',
    docket: (y, r) => `SBA-${y}-${String(r.int(1, 20)).padStart(4, '0')}`,
    caseId: (y, r) => `RIN 3245-AI${r.digits(2)}`,
    title: (t) => `Small Business Government Contracting Programs: ${t}`,
    who: 'The U.S. Small Business Administration (SBA)',
    supplement: 'its regulations governing small business government contracting programs',
    ombPrefix: '3245',
  },
];

const SBA_TOPICS = ['Consolidation of Mentor-Protege Programs', 'Size Standards for Professional, Technical, and Scientific Services', 'Women-Owned Small Business Certification', 'Veteran Small Business Certification Program', 'Rule of Two and Multiple-Award Contracts', 'HUBZone Program Updates and Improvements'];

function weekday(d: Date): Date {
  const w = d.getUTCDay();
  return w === 0 ? addDays(d, 1) : w === 6 ? addDays(d, 2) : d;
}

async function generateFederalRegister(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('federal_register');
  const total = ctx.n(200);
  const weights = REG_FAMILIES.map((f) => f.weight);
  const start = parseDay('2015-01-02');
  for (let i = 0; i < total; i++) {
    const fam = rng.weighted(REG_FAMILIES, weights);
    const type = rng.table<string>([
      ['Notice', 48],
      ['Rule', 32],
      ['Proposed Rule', 20],
    ]);
    let pub = weekday(recentDay(ctx, rng, start));
    if (pub > ctx.asOf) pub = addDays(pub, -3);
    const year = pub.getUTCFullYear();
    const doy = daysBetween(new Date(Date.UTC(year, 0, 1)), pub);
    const docNumber = ctx.unique('fr-doc', () => `${year}-${String(Math.min(99999, doy * 80 + rng.int(0, 120 * Math.max(1, Math.ceil(ctx.opts.scale))) + 10)).padStart(5, '0')}`);
    const rin = `${fam.rin}${rng.pick(['K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R'])}${rng.digits(2)}`;
    const drawnCase = fam.caseId(year, rng);
    const caseId = drawnCase.startsWith('RIN ') ? `RIN ${rin}` : drawnCase;
    let title: string;
    let abstract: string;
    let rins: string[] = [];
    let dockets: string[] = [];
    let comments: Date | null = null;
    let effective: Date | null = null;
    if (type === 'Notice') {
      const ic = fam.key === 'SBA' ? null : rng.pick(IC_TITLES);
      if (ic) {
        const omb = `${fam.ombPrefix}-0${rng.digits(3)}`;
        const stage = rng.pick(['Information Collection; ', 'Submission for OMB Review; ', 'Agency Information Collection Activities: Proposed Collection; Comment Request; ']);
        title = `${stage}${fam.key === 'FAR' ? 'Federal Acquisition Regulation; ' : fam.key === 'DFARS' ? 'Defense Federal Acquisition Regulation Supplement; ' : ''}${ic}`;
        const days = stage.startsWith('Submission') ? 30 : 60;
        comments = addDays(pub, days);
        abstract = `In accordance with the Paperwork Reduction Act of 1995, ${fam.who === 'DoD, GSA, and NASA' ? 'the Regulatory Secretariat Division' : fam.who} will be submitting to the Office of Management and Budget (OMB) a request to review and approve ${rng.pick(['an extension of', 'a revision and renewal of'])} a previously approved information collection requirement regarding ${ic.toLowerCase()} (OMB Control Number ${omb}). Comments are invited on whether the proposed collection of information is necessary and on the accuracy of the burden estimate.`;
        dockets = [fam.docket(year, rng)];
      } else {
        title = `Waiver of the Nonmanufacturer Rule`;
        abstract = `The U.S. Small Business Administration (SBA) is granting a ${rng.pick(['class', 'individual'])} waiver of the Nonmanufacturer Rule for ${rng.pick(['commercial satellite imagery', 'body armor components', 'certain laboratory instruments', 'fire trucks', 'ammunition primers'])}. The waiver allows otherwise qualified small business resellers to supply the products of any manufacturer on a Federal contract set aside for small business.`;
        comments = rng.chance(0.5) ? addDays(pub, 15) : null;
        dockets = [];
      }
    } else {
      const topic = fam.key === 'FAR' ? rng.pick(FAR_TOPICS) : fam.key === 'DFARS' ? rng.pick(DFARS_TOPICS) : fam.key === 'SBA' ? rng.pick(SBA_TOPICS) : rng.pick(AGENCY_TOPICS);
      const fac = fam.key === 'FAR' && type === 'Rule' && rng.chance(0.2);
      title = fac ? `Federal Acquisition Regulation; Federal Acquisition Circular ${fiscalYearOf(pub)}-${String(rng.int(1, 7)).padStart(2, '0')}; ${rng.pick(['Introduction', 'Small Entity Compliance Guide'])}` : fam.title(topic, caseId);
      rins = fac ? [] : [rin];
      dockets = fac ? [fam.docket(year, rng)] : [fam.docket(year - (type === 'Rule' ? rng.int(0, 1) : 0), rng)];
      if (type === 'Proposed Rule') {
        comments = addDays(pub, rng.pick([30, 60, 60, 60, 90]));
        abstract = `${fam.who} ${fam.who.startsWith('The') ? 'is' : 'are'} proposing to amend ${fam.supplement} to implement ${topic.toLowerCase()}. ${rng.pick(['This proposed rule implements a section of the National Defense Authorization Act.', 'This proposed rule implements an Executive order.', 'The proposed changes are intended to reduce burden on small businesses.', 'The proposed rule would update clauses and provisions to reflect current statutory thresholds.'])} (${caseId})`;
      } else {
        const interim = !fac && rng.chance(0.2);
        if (interim) comments = addDays(pub, 60);
        effective = addDays(pub, rng.pick([0, 30, 30, 60]));
        abstract = fac
          ? `This document summarizes the Federal Acquisition Regulation (FAR) rules agreed to by the Civilian Agency Acquisition Council and the Defense Acquisition Regulations Council in this Federal Acquisition Circular (FAC).`
          : `${fam.who} ${fam.who.startsWith('The') ? 'is' : 'are'} issuing ${interim ? 'an interim' : 'a final'} rule amending ${fam.supplement} to implement ${topic.toLowerCase()}. (${caseId})`;
      }
    }
    const org = ctx.departmentByCgac.get(fam.cgac) ?? null;
    const ymd = day(pub);
    await ctx.w.add('federal_register_document', {
      document_number: docNumber,
      type,
      title,
      abstract,
      agency_names: fam.agencies,
      organization_id: org?.organization_id ?? null,
      // every issuer's department, in published order (a FAR rule: DoD, GSA, NASA)
      organization_ids: issuerOrganizations(ctx, fam.agencies, org?.organization_id ?? null),
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
