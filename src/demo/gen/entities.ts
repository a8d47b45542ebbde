/**
 * Entities (vendors) with their addresses, SAM business types and SBA
 * certifications, NAICS codes and owners. The list is ordered by size: the
 * first few percent are large primes, the long tail small businesses, so
 * award generation can skew dollars towards the top.
 *
 * Two passes. The first draws every vendor's identity: size, corporate
 * structure (some large primes own a few subsidiaries named after them, some
 * of those own one or two more, so the immediate owner differs from the
 * highest; a few other-than-small firms belong to investment firms, a few
 * small firms to a small sister company), primary NAICS, name, place and
 * dates. The second writes the rows: owners and the relationships JSON agree,
 * and a parent's relationships list its subsidiaries.
 */
import { generateCage, generateUei, uuidFromRand } from '../../identifiers/index.js';
import type { EntityRef, GenContext } from '../context.js';
import { addDays } from '../dates.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';
import * as C from '../reference/codes.js';
import { FEDERAL_NAICS, naicsCurrent, naicsTitle } from '../reference/naics.js';
import { congressionalDistrict, STATES, STATE_BY_CODE, type StateInfo, type VendorCity } from '../reference/states.js';
import {
  companyNameParts,
  holdingCompanyName,
  industryOfNaics,
  LAST_NAMES,
  FIRST_NAMES,
  poBoxLine,
  secondaryLine,
  streetLine,
  subsidiaryName,
  titleCase,
  type CompanyNameParts,
  type Industry,
  type LegalForm,
} from '../reference/names.js';
import { pscFor } from './work.js';

/**
 * Where federal contractors are registered: the capital region dominates,
 * then the large states and the defense clusters; every state and territory
 * has some.
 */
const STATE_WEIGHTS: [string, number][] = [
  ['VA', 16], ['MD', 9], ['DC', 3.5], ['CA', 9], ['TX', 8], ['FL', 6.5], ['CO', 3], ['AL', 3.2], ['GA', 3], ['NY', 3.2],
  ['PA', 3], ['OH', 2.8], ['NC', 2.8], ['WA', 2.2], ['MA', 2.6], ['NJ', 2], ['AZ', 2], ['IL', 2], ['MO', 1.2], ['SC', 1.8],
  ['UT', 1.2], ['OK', 1], ['HI', 1], ['NM', 1], ['MI', 1.3], ['TN', 1.3], ['MN', 1], ['LA', 1], ['KY', 0.8], ['IN', 0.8],
  ['WI', 0.7], ['OR', 0.8], ['CT', 0.8], ['NV', 0.7], ['MS', 0.6], ['KS', 0.6], ['AR', 0.4], ['IA', 0.4], ['NE', 0.5], ['NH', 0.4],
  ['ME', 0.3], ['RI', 0.4], ['DE', 0.3], ['WV', 0.4], ['ID', 0.4], ['MT', 0.3], ['WY', 0.2], ['ND', 0.3], ['SD', 0.2], ['VT', 0.2],
  ['AK', 0.6], ['PR', 0.3], ['GU', 0.1], ['VI', 0.05], ['AS', 0.03], ['MP', 0.03],
];

const YEAR = 365;

/** SAM ethnicity business types of minority-owned firms, by their share of SAM registrants. */
const ETHNICITY: [string, number][] = [['OY', 30], ['PI', 25], ['FR', 15], ['QZ', 18], ['NB', 12]];

/** NAICS lines of the large primes: IT, professional and engineering services, construction, facilities and environmental work, systems makers, health, logistics (not trucking) */
const LARGE_LINES = /^(54|51|52|518|517|23|56|562|334|335|336|3254|3391|62|611|4881|4885|493|424|423)/;

const MAKERS: ReadonlySet<Industry> = new Set(['manufacturing', 'aerospace', 'electronics', 'medical', 'pharma']);

interface IndustryText {
  noun: string;
  customers: readonly string[];
  capabilities: readonly string[];
  keywords: readonly string[];
}

const TEXT: Record<Industry, IndustryText> = {
  it: {
    noun: 'information technology',
    customers: ['federal civilian, defense and intelligence agencies', 'the Department of Defense and civilian agencies', 'federal health and financial agencies', 'the intelligence community and the military services', 'federal, state and commercial customers'],
    capabilities: ['agile software development', 'cloud migration', 'cybersecurity operations', 'zero trust architecture', 'data analytics', 'DevSecOps pipelines', 'network operations', 'service desk support', 'IT modernization', 'identity and access management', 'enterprise architecture', 'machine learning'],
    keywords: ['cloud', 'cyber', 'devsecops', 'software', 'analytics', 'zero trust', 'ai', 'network', 'modernization', 'help desk'],
  },
  professional: {
    noun: 'management consulting',
    customers: ['federal agencies', 'defense and civilian program offices', 'federal financial and acquisition offices', 'federal, state and local governments'],
    capabilities: ['program management', 'acquisition support', 'financial management', 'audit readiness', 'strategic communications', 'human capital consulting', 'policy analysis', 'change management', 'records management', 'grants management', 'business process reengineering'],
    keywords: ['consulting', 'program management', 'acquisition', 'financial management', 'communications', 'training'],
  },
  engineering: {
    noun: 'engineering and technical services',
    customers: ['DoD laboratories and program offices', 'NASA and federal civilian agencies', 'the Army, Navy and Air Force', 'federal and commercial clients'],
    capabilities: ['systems engineering', 'test and evaluation', 'modeling and simulation', 'architecture and engineering design', 'independent verification and validation', 'research and development', 'reliability engineering', 'technical documentation', 'prototyping', 'logistics engineering'],
    keywords: ['engineering', 'test', 'research', 'sete', 'design', 'r&d'],
  },
  construction: {
    noun: 'construction',
    customers: ['the U.S. Army Corps of Engineers, NAVFAC and other federal owners', 'federal, state and local owners', 'military installations and federal agencies', 'the Department of Veterans Affairs and the General Services Administration'],
    capabilities: ['design-build', 'general construction', 'renovation and repair', 'MEP systems', 'paving', 'roofing', 'site work', 'demolition', 'horizontal construction', 'MATOC and SATOC task orders', 'construction management'],
    keywords: ['construction', 'design-build', 'renovation', 'roofing', 'paving', 'hvac', 'electrical'],
  },
  facilities: {
    noun: 'facilities support',
    customers: ['federal installations and campuses', 'military bases and federal buildings', 'federal, state and commercial facilities'],
    capabilities: ['janitorial services', 'grounds maintenance', 'HVAC maintenance', 'security guard services', 'base operations support', 'custodial services', 'pest control', 'operations and maintenance', 'preventive maintenance', 'staffing'],
    keywords: ['facilities', 'janitorial', 'maintenance', 'security', 'grounds', 'staffing'],
  },
  environmental: {
    noun: 'environmental',
    customers: ['the Department of Energy, the Army Corps of Engineers and the EPA', 'federal installations', 'federal and state environmental programs'],
    capabilities: ['environmental remediation', 'munitions response', 'site characterization', 'hazardous waste management', 'NEPA compliance', 'environmental compliance', 'asbestos abatement', 'groundwater monitoring'],
    keywords: ['environmental', 'remediation', 'waste', 'nepa', 'compliance'],
  },
  aerospace: {
    noun: 'aerospace and defense',
    customers: ['the Air Force, Army and Navy', 'DoD prime contractors and the Defense Logistics Agency', 'NASA and the Department of Defense'],
    capabilities: ['aircraft components', 'flight test support', 'avionics integration', 'unmanned aircraft systems', 'space systems', 'shipboard systems', 'depot maintenance', 'structural repair'],
    keywords: ['aerospace', 'defense', 'aircraft', 'space', 'uas', 'avionics'],
  },
  electronics: {
    noun: 'electronics',
    customers: ['DoD prime contractors and the military services', 'the Defense Logistics Agency and the military depots', 'federal and commercial customers'],
    capabilities: ['RF and microwave components', 'circuit card assemblies', 'sensors', 'tactical communications', 'test equipment', 'cable assemblies', 'power supplies', 'electro-optical systems'],
    keywords: ['electronics', 'rf', 'communications', 'sensors', 'manufacturing'],
  },
  medical: {
    noun: 'medical products',
    customers: ['the Department of Veterans Affairs and the Defense Health Agency', 'federal hospitals and clinics', 'the Defense Logistics Agency'],
    capabilities: ['medical and surgical supplies', 'diagnostic equipment', 'patient monitoring', 'orthopedic implants', 'durable medical equipment', 'laboratory supplies'],
    keywords: ['medical', 'healthcare', 'supplies', 'equipment'],
  },
  pharma: {
    noun: 'pharmaceutical',
    customers: ['the Department of Veterans Affairs and the Defense Logistics Agency', 'HHS and the Strategic National Stockpile', 'federal health programs'],
    capabilities: ['pharmaceutical manufacturing', 'vaccines', 'biologics', 'generic drugs', 'clinical supply', 'cold chain distribution'],
    keywords: ['pharmaceutical', 'biologics', 'vaccines', 'healthcare'],
  },
  manufacturing: {
    noun: 'manufacturing',
    customers: ['the Defense Logistics Agency, prime contractors and the military services', 'DoD depots and federal agencies', 'federal and commercial customers'],
    capabilities: ['precision machining', 'fabrication', 'welding', 'CNC machining', 'spare parts', 'textile products', 'packaging', 'assembly', 'reverse engineering'],
    keywords: ['manufacturing', 'machining', 'fabrication', 'parts', 'supplies'],
  },
  logistics: {
    noun: 'logistics',
    customers: ['the Defense Logistics Agency and the military services', 'USTRANSCOM and federal shippers', 'federal agencies and commercial carriers'],
    capabilities: ['freight forwarding', 'warehousing', 'distribution', 'fuel delivery', 'supply chain management', 'transportation', 'moving and storage', 'parts supply', 'inventory management'],
    keywords: ['logistics', 'supply chain', 'transportation', 'warehousing', 'distribution'],
  },
  health: {
    noun: 'health care',
    customers: ['the Department of Veterans Affairs, the Defense Health Agency and the Indian Health Service', 'military treatment facilities', 'federal health programs'],
    capabilities: ['medical staffing', 'clinical services', 'telehealth', 'behavioral health', 'occupational health', 'nursing', 'pharmacy services', 'dental services'],
    keywords: ['healthcare', 'staffing', 'clinical', 'telehealth', 'nursing'],
  },
  training: {
    noun: 'training',
    customers: ['military and civilian agencies', 'the Army, Navy and Air Force training commands', 'federal and state agencies'],
    capabilities: ['instructor-led training', 'e-learning', 'curriculum development', 'simulation training', 'instructional systems design', 'exercise support'],
    keywords: ['training', 'e-learning', 'simulation', 'curriculum'],
  },
  other: {
    noun: 'support services',
    customers: ['federal agencies', 'federal, state and local customers'],
    capabilities: ['food services', 'lodging', 'property management', 'event support', 'catering', 'administrative support'],
    keywords: ['services', 'support', 'hospitality'],
  },
};

type Size = 'large' | 'mid' | 'small';

/** An owner outside the vendor list (an investment firm or holding company). */
interface ExternalOwner {
  legal: string;
  display: string;
  cage: string | null;
}

interface Plan {
  size: Size;
  jv: boolean;
  /** ranks of the registered immediate and highest owners */
  immediate: number | null;
  highest: number | null;
  /** index of an external owner */
  external: number | null;
  /** ranks this vendor owns directly, and further down a chain */
  children: number[];
  grandchildren: number[];
}

interface Vendor {
  ref: EntityRef;
  parts: CompanyNameParts;
  industry: Industry;
  state: StateInfo;
  city: VendorCity;
  zip: string;
  domain: string;
  founded: Date;
  registered: Date;
}

/** A NAICS title for running text: no parenthetical, lower case, an activity rather than a trade ('... contracting', not '... contractors'). */
function naicsPhrase(code: string): string {
  const t = (naicsTitle(code) ?? 'professional services')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\bContractors$/, 'Contracting')
    .replace(/^Offices of /, 'Services of ')
    .replace(/^Lessors of /, 'Leasing of ')
    .trim();
  return t.charAt(0).toLowerCase() + t.slice(1).replace(/\b([A-Z])([a-z]+)\b/g, (_m, a: string, b: string) => a.toLowerCase() + b);
}

const LEGAL_FORM_WORDS = /\b(LLC|L\.L\.C\.|INC\.?|INCORPORATED|CORP\.?|CORPORATION|COMPANY|CO\.|LTD\.?|LLP|PLLC|L\.P\.|LP|P\.C\.|JV)(?=\W|$)/g;

/** A web domain of the firm: its name run together when short, else its stem and the initials of the other words ('nautilusgs'). */
function domainOf(legal: string, stem: string): string {
  const words = legal.replace(LEGAL_FORM_WORDS, ' ').replace(/[^A-Z0-9& ]+/g, ' ').trim().split(/\s+/).filter((x) => x !== '&');
  const whole = words.join('').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (whole.length && whole.length <= 20) return whole;
  const stemWords = stem.toUpperCase().replace(/[^A-Z0-9 ]+/g, ' ').trim().split(/\s+/);
  const rest = words.slice(stemWords.length).map((x) => x.charAt(0)).join('');
  return `${stemWords.join('')}${rest}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 24) || 'vendor';
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The same calendar day `years` later (29 February becomes 28 February, as PostgreSQL's date + interval does). */
function plusYears(d: Date, years: number): Date {
  const r = new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));
  return r.getUTCMonth() === d.getUTCMonth() ? r : new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth() + 1, 0));
}

function between(rng: Rng, lo: Date, hi: Date): Date {
  const days = Math.max(0, Math.floor((hi.getTime() - lo.getTime()) / 86_400_000));
  return addDays(lo, rng.int(0, days));
}

/** Sizes and corporate structure of every rank (first pass, no rows written). */
function planStructure(rng: Rng, count: number, largeCut: number): Plan[] {
  const plans: Plan[] = [];
  for (let rank = 0; rank < count; rank++) {
    // as the award generator expects: the large primes, then half of the next 8% other than small, the tail small
    const size: Size = rank < largeCut ? 'large' : rank <= count * 0.12 && rng.chance(0.5) ? 'mid' : 'small';
    plans.push({ size, jv: size === 'small' && rng.chance(0.025), immediate: null, highest: null, external: null, children: [], grandchildren: [] });
  }
  const nonSmall = plans.map((p, r) => (p.size !== 'small' ? r : -1)).filter((r) => r >= 0);
  const owners = new Set<number>();
  /** an other-than-small rank after `after`, not owned and owning nothing; mid-size ones twice as likely */
  const pickChild = (after: number): number | null => {
    let lo = 0;
    let hi = nonSmall.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (nonSmall[mid] <= after) lo = mid + 1;
      else hi = mid;
    }
    const n = nonSmall.length - lo;
    if (n <= 0) return null;
    for (let attempt = 0; attempt < 60; attempt++) {
      const r = nonSmall[lo + rng.int(0, n - 1)];
      const p = plans[r];
      if (p.highest !== null || p.external !== null || owners.has(r)) continue;
      if (p.size === 'large' && attempt < 40 && rng.chance(0.5)) continue;
      return r;
    }
    return null;
  };
  // parents: some of the large primes, more often among the very largest
  const parents = plans.map((_, r) => r).filter((r) => r < largeCut && rng.chance(r < largeCut / 3 ? 0.6 : 0.35));
  if (parents.length === 0 && largeCut > 1) parents.push(0);
  for (const p of parents) owners.add(p);
  for (const p of parents) {
    if (plans[p].highest !== null) continue;
    const n = rng.table<number>([[1, 25], [2, 35], [3, 22], [4, 12], [5, 6]]) + (p < 3 ? 1 : 0);
    for (let k = 0; k < n; k++) {
      const c = pickChild(p);
      if (c === null) break;
      plans[c].immediate = p;
      plans[c].highest = p;
      plans[p].children.push(c);
      // a chain of two levels: the subsidiary owns one or two firms of its own
      if (rng.chance(0.25)) {
        owners.add(c);
        for (let j = rng.int(1, 2); j > 0; j--) {
          const g = pickChild(c);
          if (g === null) break;
          plans[g].immediate = c;
          plans[g].highest = p;
          plans[c].children.push(g);
          plans[p].grandchildren.push(g);
        }
      }
    }
  }
  return plans;
}

export async function generateEntities(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('entities');
  const { w } = ctx;
  const count = ctx.n(800, 40);
  const largeCut = Math.max(3, Math.round(count * 0.04));
  const stateCodes = STATE_WEIGHTS.filter(([c]) => STATE_BY_CODE.get(c)?.vendorCities.length);
  const naicsPool = FEDERAL_NAICS.map((n) => n.code);
  const naicsWeights = FEDERAL_NAICS.map((n) => n.weight);
  const byIndustry = new Map<Industry, { codes: string[]; weights: number[] }>();
  for (const n of FEDERAL_NAICS) {
    const ind = industryOfNaics(n.code);
    const e = byIndustry.get(ind) ?? { codes: [], weights: [] };
    e.codes.push(n.code);
    e.weights.push(n.weight);
    byIndustry.set(ind, e);
  }
  const firstNames = FIRST_NAMES.filter((n) => /^[A-Z][a-z]+$/.test(n));

  const plans = planStructure(rng, count, largeCut);

  /** names unique once legal forms and punctuation are set aside (no 'X Inc.' beside 'X, LLC') */
  const nameKeys = new Set<string>();
  const uniqueName = (make: () => CompanyNameParts): CompanyNameParts => {
    for (let i = 0; i < 1000; i++) {
      const p = make();
      const legal = p.name.toUpperCase();
      const key = legal.replace(LEGAL_FORM_WORDS, ' ').replace(/[^A-Z0-9]+/g, '');
      if (nameKeys.has(key) || !ctx.claim('entity-name', legal)) continue;
      nameKeys.add(key);
      return p;
    }
    throw new Error('could not draw a unique vendor name');
  };

  // small firms owned by a small sister company (a family of small firms: still small under SBA affiliation rules)
  const smallRanks = plans.map((p, r) => (p.size === 'small' && !p.jv ? r : -1)).filter((r) => r >= 0);
  for (let i = 1; i < smallRanks.length; i++) {
    const r = smallRanks[i];
    if (!rng.chance(0.015)) continue;
    const q = smallRanks[rng.int(0, i - 1)];
    if (plans[q].highest !== null || plans[r].children.length) continue;
    plans[r].immediate = q;
    plans[r].highest = q;
    plans[q].children.push(r);
  }
  // other-than-small firms held by investment firms or holding companies outside the vendor list
  const externals: ExternalOwner[] = [];
  const nExternal = Math.max(2, Math.round(count / 120));
  for (let r = 3; r < count; r++) {
    const p = plans[r];
    if (p.size === 'small' || p.highest !== null || p.children.length || !rng.chance(0.18)) continue;
    let k = rng.int(0, nExternal - 1);
    if (k >= externals.length) {
      const legal = uniqueName(() => ({ name: holdingCompanyName(rng.fn), stem: '', form: 'partnership', jv: false })).name.toUpperCase();
      externals.push({ legal, display: titleCase(legal), cage: rng.chance(0.7) ? ctx.unique('cage', () => generateCage(rng.fn)) : null });
      k = externals.length - 1;
    }
    p.external = k;
  }

  // ── first pass: identity, names, places and dates of every vendor ──
  const vendors: Vendor[] = [];
  for (let rank = 0; rank < count; rank++) {
    const plan = plans[rank];
    const { size } = plan;
    const large = size === 'large';
    const small = size === 'small';
    const top = plan.highest !== null ? vendors[plan.highest] : null;
    const imm = plan.immediate !== null ? vendors[plan.immediate] : null;

    // NAICS: a subsidiary works in its parent's lines more often than not; secondary codes mostly of the same industry;
    // the large primes are integrators, builders, makers of systems, not truckers or caterers
    let primary = imm && rng.chance(0.6) ? rng.pick(imm.ref.naics) : rng.weighted(naicsPool, naicsWeights);
    for (let i = 0; large && i < 8 && !LARGE_LINES.test(primary); i++) primary = rng.weighted(naicsPool, naicsWeights);
    const industry = industryOfNaics(primary);
    const naics: string[] = [primary];
    const nNaics = large ? rng.int(6, 14) : small ? rng.int(1, 6) : rng.int(3, 9);
    const same = byIndustry.get(industry);
    for (let i = 0; i < nNaics * 4 && naics.length < nNaics; i++) {
      const code = same && rng.chance(0.7) ? rng.weighted(same.codes, same.weights) : rng.weighted(naicsPool, naicsWeights);
      if (!naics.includes(code)) naics.push(code);
    }

    // place: half of the subsidiaries sit in their parent's state
    const stateCode = imm && rng.chance(0.5) ? imm.state.code : rng.table(stateCodes);
    const state = STATE_BY_CODE.get(stateCode) ?? STATES[0];
    const city = rng.weighted(state.vendorCities, state.vendorCities.map((c) => c.weight));
    const zip = rng.pick(city.zips);

    // name: most subsidiaries carry their parent's name; acquired ones kept their own
    const parts = uniqueName(() =>
      imm && rng.chance(plan.immediate !== null && plans[plan.immediate].size === 'small' ? 0.8 : 0.6)
        ? subsidiaryName(rng.fn, imm.parts.stem, industry)
        : companyNameParts(rng.fn, large ? 'large' : 'small', { industry, jv: plan.jv, state: state.isTerritory || state.code === 'DC' ? undefined : state.name }),
    );
    const legal = parts.name.toUpperCase();
    const display = titleCase(legal);
    const uei = ctx.unique('uei', () => generateUei(rng.fn));
    const cage = !small || rng.chance(0.95) ? ctx.unique('cage', () => generateCage(rng.fn)) : null;

    // dates: large primes registered long ago (CCR, then SAM), founded decades before; small firms register within a few years of founding
    // a joint venture is formed for a few bids: registered in the last six years, a few months after its founding
    const registered = plan.jv
      ? addDays(ctx.asOf, -rng.int(200, 6 * YEAR))
      : large
      ? addDays(ctx.asOf, -rng.int(9 * YEAR, 24 * YEAR))
      : size === 'mid'
        ? addDays(ctx.asOf, -rng.int(1 * YEAR, 22 * YEAR))
        : addDays(ctx.asOf, -rng.int(200, 21 * YEAR));
    const founded = addDays(registered, -(plan.jv ? rng.int(30, 200) : large ? rng.int(5 * YEAR, 70 * YEAR) : size === 'mid' ? rng.int(60, 25 * YEAR) : rng.int(30, Math.round(rng.chance(0.7) ? 4 * YEAR : 15 * YEAR))));

    const domainOwner = imm && parts.stem === imm.parts.stem && rng.chance(0.6) ? imm : null;
    const domain = domainOwner ? domainOwner.domain : `${domainOf(legal, parts.stem)}.${rng.table<string>([['com', 84], ['net', 6], ['us', 4], ['io', 3], ['biz', 2], ['org', 1]])}`;

    const dba = rng.chance(large ? 0.15 : 0.08) && /^[A-Za-z][A-Za-z'-]{3,}$/.test(parts.stem) && !plan.jv ? parts.stem.toUpperCase() : null;
    const ref: EntityRef = {
      uei,
      legal_business_name: legal,
      display_name: display,
      dba_name: dba,
      cage_code: cage,
      state: state.code,
      city: city.name,
      zip,
      small_business: small,
      naics,
      business_type_codes: [],
      parent_uei: top?.ref.uei ?? null,
      rank,
      registered_on: registered,
      certifications: [],
      size,
      immediate_owner_uei: imm?.ref.uei ?? null,
      founded_on: founded,
      congressional_district: congressionalDistrict(state.code, city.district),
    };
    vendors.push({ ref, parts, industry, state, city, zip, domain, founded, registered });
    ctx.entities.push(ref);
    ctx.entityByUei.set(uei, ref);
    if (cage) ctx.entityByCage.set(cage, ref);
  }

  // ── second pass: the rows ──
  const businessDesc = new Map(C.BUSINESS_TYPES.map((b) => [b.code, b.description]));
  const sbaDesc = new Map(C.SBA_BUSINESS_TYPES.map((b) => [b.code, b.description]));
  const structureOf = (code: string) => C.ENTITY_STRUCTURES.find((s) => s.code === code) ?? C.ENTITY_STRUCTURES[0];
  const orgStructure = (code: string) => C.ORGANIZATION_STRUCTURES.find((s) => s.code === code) ?? null;
  for (const v of vendors) {
    const { ref, parts, industry, state, city } = v;
    const plan = plans[ref.rank];
    const { size } = plan;
    const small = size === 'small';
    const { uei, legal_business_name: legal, display_name: display } = ref;
    const registeredOn = v.registered;
    const owned = plan.highest !== null || plan.external !== null;
    const ofLarge = plan.highest !== null && plans[plan.highest].size !== 'small';

    // registration status: the large primes and their subsidiaries keep theirs active
    const daysRegistered = Math.floor((ctx.asOf.getTime() - registeredOn.getTime()) / 86_400_000);
    let status = size === 'large' || ofLarge ? 'Active' : rng.table<string>([['Active', 86], ['Expired', 10], ['Inactive', 4]]);
    if (status !== 'Active' && daysRegistered < 400) status = 'Active';
    const expiration = status === 'Active' ? addDays(ctx.asOf, rng.int(5, 360)) : addDays(ctx.asOf, -rng.int(5, Math.min(900, daysRegistered - 370)));
    const activation = addDays(expiration, -365) < registeredOn ? registeredOn : addDays(expiration, -365);

    // legal form and SAM structure
    const form: LegalForm = parts.form;
    const sCorp = form === 'corporation' && small && rng.chance(0.45);
    const structureCode = form === 'partnership' ? '2K' : form === 'sole' ? '2J' : '2L';
    const structure = structureOf(structureCode);
    const org = form === 'llc' ? orgStructure('LJ') : sCorp ? orgStructure('XS') : null;
    const entityType = (plan.jv ? C.ENTITY_TYPES.find((t) => t.code === 'JV') : null) ?? C.ENTITY_TYPES[0];
    const purpose = (rng.chance(0.95) ? C.PURPOSE_OF_REGISTRATION.find((p) => p.code === 'Z2') : C.PURPOSE_OF_REGISTRATION.find((p) => p.code === 'Z5')) ?? C.PURPOSE_OF_REGISTRATION[0];

    // SAM business types (self-certified): socio-economic ownership only on small firms and independent mid-size ones
    const types = new Set<string>(['2X']);
    if (form === 'llc') types.add('LJ');
    if (sCorp) types.add('XS');
    if (MAKERS.has(industry) ? rng.chance(0.7) : rng.chance(0.03)) types.add('MF');
    const independentMid = size === 'mid' && !owned;
    if (small || independentMid) {
      const p = small ? 1 : 0.25;
      if (rng.chance(0.2 * p)) {
        types.add('23');
        types.add(rng.table(ETHNICITY));
        if (small && rng.chance(0.6)) types.add('27');
      }
      if (rng.chance(0.22 * p)) {
        types.add('A2');
        if (small && rng.chance(0.55)) types.add('8W');
        if (types.has('8W') && rng.chance(0.3)) types.add('8E');
      }
      if (rng.chance(0.16 * p)) {
        types.add('A5');
        if (small && rng.chance(0.55)) types.add('QF');
      }
    }
    // SBA certifications: 8(a) for nine years from its entry date (with its SDB certification), HUBZone; 8(a) joint ventures
    const certs: { code: string; entry: Date; exit: Date | null }[] = [];
    const latest = addDays(ctx.asOf, -30);
    if (plan.jv) {
      if (rng.chance(0.4) && registeredOn < latest) certs.push({ code: 'JT', entry: between(rng, registeredOn, addDays(registeredOn, Math.min(120, Math.max(0, daysRegistered - 30)))), exit: null });
      if (rng.chance(0.25)) types.add('8C');
      if (rng.chance(0.15)) types.add('JX');
    } else if (small) {
      // 8(a): two years in business first; a firm certified up to twelve years ago has graduated
      const earliest8a = [registeredOn, plusYears(v.founded, 2), plusYears(ctx.asOf, -12)].reduce((a, b) => (a > b ? a : b));
      if (rng.chance(0.06) && earliest8a < latest) {
        const entry = between(rng, earliest8a, latest);
        const exit = plusYears(entry, 9);
        certs.push({ code: 'A6', entry, exit }, { code: 'A4', entry, exit });
        types.add('23');
        if (![...types].some((t) => ETHNICITY.some(([e]) => e === t))) types.add(rng.table(ETHNICITY));
        types.add('27');
      }
      const earliestHz = registeredOn > plusYears(ctx.asOf, -8) ? registeredOn : plusYears(ctx.asOf, -8);
      if (rng.chance(0.045) && earliestHz < latest) certs.push({ code: 'XX', entry: between(rng, earliestHz, latest), exit: null });
    }
    const typeRows = [...types].filter((c) => businessDesc.has(c));
    ref.business_type_codes.push(...typeRows, ...certs.map((c) => c.code));
    ref.certifications = certs;

    // text
    const active = certs.filter((c) => !c.exit || c.exit > ctx.asOf).map((c) => c.code);
    const qualifier = active.includes('A6')
      ? 'an SBA-certified 8(a)'
      : active.includes('XX')
        ? 'a HUBZone-certified small'
        : types.has('QF')
          ? 'a service-disabled veteran-owned small'
          : types.has('8W')
            ? 'a woman-owned small'
            : types.has('A5')
              ? 'a veteran-owned'
              : types.has('23')
                ? 'a minority-owned'
                : small
                  ? 'a small'
                  : size === 'mid'
                    ? 'a mid-sized'
                    : 'a';
    const certSentence = active.includes('A6')
      ? 'SBA 8(a) certified.'
      : active.includes('XX')
        ? 'Certified HUBZone small business.'
        : types.has('QF')
          ? 'Service-disabled veteran-owned small business (SDVOSB).'
          : types.has('8W')
            ? 'Woman-owned small business (WOSB).'
            : '';
    const t = TEXT[industry];
    const caps = rng.sample(t.capabilities, 3);
    const customers = rng.pick(t.customers);
    const what = naicsPhrase(ref.naics[0]);
    const where = `${city.name}, ${state.name}`;
    const founded = v.founded.getUTCFullYear();
    const top = plan.highest !== null ? vendors[plan.highest] : null;
    const firm = qualifier.endsWith('small') ? rng.pick(['business', 'firm', 'company']) : small ? rng.pick(['small business', 'firm', 'company']) : rng.pick(['company', 'firm', 'provider']);
    let description: string | null;
    if (top && rng.chance(0.6)) {
      const imm = vendors[plan.immediate!];
      description = rng.chance(0.5)
        ? `${display}, a wholly owned subsidiary of ${imm.ref.display_name}, provides ${what} to ${customers}.`
        : `${display} is part of ${top.ref.display_name}${imm !== top ? ` through ${imm.ref.display_name}` : ''}. The company delivers ${joinWords(caps)} to ${customers} from ${where}.`;
    } else if (size === 'large' && rng.chance(0.5)) {
      description = `${display} is ${rng.pick(['a leading', 'a global', 'an established', 'a'])} ${t.noun} company serving ${customers}, with about ${thousands(rng.table<number>([[rng.int(2, 9), 3], [rng.int(10, 60), 5], [rng.int(61, 150), 1]]) * 1000)} employees.`;
    } else {
      const style = rng.table<number>([[1, 24], [2, 18], [3, 16], [4, 10], [5, 12], [0, 20]]);
      switch (style) {
        case 1:
          description = `${display} is ${qualifier} ${firm} headquartered in ${where}, providing ${what} to ${customers}.`;
          break;
        case 2:
          description = `Founded in ${founded}, ${display} delivers ${joinWords(caps)} to ${customers}.${certSentence ? ` ${certSentence}` : ''}`;
          break;
        case 3:
          description = `${display} specializes in ${what}. Since ${Math.max(founded, registeredOn.getUTCFullYear())} the company has supported ${customers}.`;
          break;
        case 4:
          description = `${what.toUpperCase()}. ${caps.map((c) => c.toUpperCase()).join(', ')}.`;
          break;
        case 5:
          description = `${caps[0].charAt(0).toUpperCase()}${caps[0].slice(1)}, ${caps[1]} and ${caps[2]} for ${customers}.${certSentence ? ` ${certSentence}` : ''}`;
          break;
        default:
          description = null; // no capability narrative
      }
    }
    // a name ending in 'Inc.' or 'Corp.' before a full stop
    if (description) description = description.replace(/\.\./g, '.');
    const capabilities = rng.chance(0.6)
      ? rng.table<() => string>([
          [() => `Core capabilities: ${joinWords(rng.sample(t.capabilities, rng.int(3, 5)))}.`, 4],
          [() => rng.sample(t.capabilities, rng.int(3, 6)).map((c) => c.toUpperCase()).join('; '), 3],
          [() => `We provide ${joinWords(rng.sample(t.capabilities, 3))}.`, 2],
        ])()
      : null;
    const keywords = rng.sample(t.keywords, rng.int(1, 4));
    const local = rng.table<() => string>([
      [() => 'contracts', 4], [() => 'info', 4], [() => 'bd', 2], [() => 'proposals', 2], [() => 'sales', 2],
      [() => `${rng.pick(firstNames).charAt(0)}${rng.pick(LAST_NAMES).replace(/[^A-Za-z]/g, '')}`.toLowerCase(), 4],
    ])();

    const pscs: string[] = [];
    for (const code of ref.naics.slice(0, 4)) {
      const psc = pscFor(rng, code);
      if (!pscs.includes(psc)) pscs.push(psc);
    }

    // owners and relationships: one entry per owner row, and a parent lists the firms it owns
    const relation = (e: { uei: string | null; display: string }, rel: 'parent' | 'subsidiary', type: 'immediate_owner' | 'highest_owner') => ({
      uei: e.uei, display_name: e.display, relation: rel, type, source: 'sam', confidence: 'high', verification_method: 'sam_registration',
    });
    const ownerOf = (r: number | null): { uei: string | null; display: string; legal: string; cage: string | null } | null => {
      if (r !== null) {
        const o = vendors[r].ref;
        return { uei: o.uei, display: o.display_name, legal: o.legal_business_name, cage: o.cage_code };
      }
      if (plan.external !== null) {
        const x = externals[plan.external];
        return { uei: null, display: x.display, legal: x.legal, cage: x.cage };
      }
      return null;
    };
    const immediateOwner = ownerOf(plan.immediate);
    const highestOwner = ownerOf(plan.highest);
    const relationships: Record<string, unknown>[] = [];
    if (immediateOwner && highestOwner) {
      relationships.push(relation(immediateOwner, 'parent', 'immediate_owner'), relation(highestOwner, 'parent', 'highest_owner'));
    }
    for (const c of plan.children) relationships.push(relation({ uei: vendors[c].ref.uei, display: vendors[c].ref.display_name }, 'subsidiary', 'immediate_owner'));
    for (const g of plan.grandchildren) relationships.push(relation({ uei: vendors[g].ref.uei, display: vendors[g].ref.display_name }, 'subsidiary', 'highest_owner'));

    const incorporation = plan.highest !== null && !small ? (rng.chance(0.8) ? 'DE' : state.code) : size === 'large' ? (rng.chance(0.75) ? 'DE' : state.code) : form === 'sole' ? state.code : rng.table<string>([[state.code, 82], ['DE', 15], ['NV', 2], ['WY', 1]]);
    const lastUpdate = addDays(ctx.asOf, -rng.int(1, 300));
    const submission = addDays(ctx.asOf, -rng.int(1, 360));
    await w.add('entity', {
      uei,
      uuid: uuidFromRand(rng.fn),
      legal_business_name: legal,
      dba_name: ref.dba_name,
      display_name: display,
      cage_code: ref.cage_code,
      dodaac: null,
      entity_url: rng.chance(0.9) ? `https://www.${v.domain}` : null,
      description,
      email_address: rng.chance(0.8) ? `${local}@${v.domain}` : null,
      capabilities,
      keywords,
      congressional_district: ref.congressional_district,
      registered: status !== 'Inactive',
      registration_status: status,
      uei_status: status === 'Inactive' ? 'Inactive' : 'Active',
      // SAM registrations carry the current (2022) edition
      primary_naics: naicsCurrent(ref.naics[0]),
      psc_codes: pscs,
      purpose_of_registration_code: purpose.code,
      purpose_of_registration_desc: purpose.description,
      entity_structure_code: structure.code,
      entity_structure_desc: structure.description,
      entity_type_code: entityType?.code ?? null,
      entity_type_desc: entityType?.description ?? null,
      profit_structure_code: C.PROFIT_STRUCTURES[0]?.code ?? null,
      profit_structure_desc: C.PROFIT_STRUCTURES[0]?.description ?? null,
      organization_structure_code: org?.code ?? null,
      organization_structure_desc: org?.description ?? null,
      state_of_incorporation_code: incorporation,
      state_of_incorporation_desc: STATE_BY_CODE.get(incorporation)?.name ?? null,
      country_of_incorporation_code: 'USA',
      country_of_incorporation_desc: 'UNITED STATES',
      relationships: new Json(relationships),
      sam_registration_date: registeredOn,
      sam_activation_date: activation,
      sam_expiration_date: expiration,
      uei_creation_date: addDays(registeredOn, -rng.int(0, 30)),
      entity_start_date: v.founded,
      fiscal_year_end_close_date: rng.table<string>([['12/31', 72], ['09/30', 12], ['06/30', 8], ['03/31', 5], ['10/31', 1.5], ['01/31', 1.5]]),
      last_update_date: lastUpdate < registeredOn ? registeredOn : lastUpdate,
      submission_date: submission < registeredOn ? registeredOn : submission,
      modified: ctx.stamp(rng, rng.int(0, 200)),
    });

    // addresses: the physical one; the mailing one mostly the same, else a post office box or another office
    const physical = { line1: streetLine(rng.fn, state.code), line2: rng.chance(parts.form === 'sole' ? 0.15 : 0.58) ? secondaryLine(rng.fn) : null, zip: v.zip, zip4: rng.digits(4) };
    const m = rng.next();
    const mailing =
      m < 0.74
        ? physical
        : m < 0.87
          ? { line1: poBoxLine(rng.fn), line2: null, zip: rng.pick(city.zips), zip4: rng.digits(4) }
          : { line1: streetLine(rng.fn, state.code), line2: rng.chance(0.5) ? secondaryLine(rng.fn) : null, zip: rng.pick(city.zips), zip4: rng.digits(4) };
    for (const [kind, a] of [['physical', physical], ['mailing', mailing]] as const) {
      await w.add('entity_address', {
        uei,
        kind,
        address_line1: a.line1,
        address_line2: a.line2,
        city: city.name,
        state_or_province_code: state.code,
        zip_code: a.zip,
        zip_code_plus4: a.zip4,
        county: city.county,
        county_code: city.countyFips,
        fips_code: `${state.fips}${city.countyFips}`,
        country_code: 'USA',
        country_name: 'UNITED STATES',
      });
    }

    for (const code of typeRows) {
      await w.add('entity_business_type', { uei, sba: false, code, description: businessDesc.get(code)!, entry_date: null, exit_date: null });
    }
    for (const c of certs) {
      await w.add('entity_business_type', { uei, sba: true, code: c.code, description: sbaDesc.get(c.code) ?? c.code, entry_date: c.entry, exit_date: c.exit });
    }
    // size under each NAICS: a small firm is small under (almost) all of its codes; an independent mid-size firm under a few
    // with larger standards; a large firm and its affiliates under none
    for (const [i, code] of ref.naics.entries()) {
      const flag = i === 0 ? (small ? 'Y' : 'N') : small ? (rng.chance(0.92) ? 'Y' : 'N') : independentMid && rng.chance(0.15) ? 'Y' : 'N';
      await w.add('entity_naics', { uei, code: naicsCurrent(code), sba_small_business: flag, is_primary: i === 0 });
    }
    if (immediateOwner && highestOwner) {
      for (const [kind, o] of [['highest', highestOwner], ['immediate', immediateOwner]] as const) {
        await w.add('entity_owner', { uei, kind, owner_uei: o.uei, cage_code: o.cage, legal_business_name: o.legal });
      }
    }
  }
}
