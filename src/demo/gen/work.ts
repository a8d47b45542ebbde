/**
 * What is being bought: consistent NAICS, PSC and description triples, so an
 * IT services award gets an IT PSC and an IT-sounding description, a
 * construction award a Y/Z code and a building in its description.
 */
import type { Rng } from '../rng.js';
import { PSC_CODES } from '../reference/psc.js';
import { NAICS_CODES } from '../reference/naics.js';

interface WorkFamily {
  name: string;
  weight: number;
  naics: string[];
  /** PSC code prefixes that fit */
  psc: string[];
  subjects: string[];
  verbs: string[];
}

/** Federal spending by kind of work, with the NAICS and PSC families that go with it. */
const FAMILIES: WorkFamily[] = [
  {
    name: 'it',
    weight: 26,
    naics: ['541511', '541512', '541513', '541519', '518210', '519290', '541715', '334111', '334118', '511210'],
    psc: ['DA', 'DB', 'DD', 'DE', 'DF', 'DG', 'DH', 'DJ', 'DK', '7A', '7B', '7E', '7F', '7G', 'D3', '70'],
    subjects: ['ENTERPRISE IT OPERATIONS AND MAINTENANCE', 'CLOUD HOSTING AND MIGRATION', 'CYBERSECURITY OPERATIONS CENTER', 'SOFTWARE DEVELOPMENT AND SUSTAINMENT', 'SERVICE DESK AND END USER SUPPORT', 'NETWORK MODERNIZATION', 'DATA ANALYTICS PLATFORM', 'IDENTITY, CREDENTIAL AND ACCESS MANAGEMENT', 'CASE MANAGEMENT SYSTEM MODERNIZATION', 'LEGACY APPLICATION MODERNIZATION', 'ZERO TRUST ARCHITECTURE IMPLEMENTATION', 'SOFTWARE LICENSES AND MAINTENANCE', 'LAPTOPS AND PERIPHERALS', 'DEVSECOPS PIPELINE SUPPORT'],
    verbs: ['SUPPORT SERVICES', 'SERVICES', 'SUPPORT', 'TECHNICAL SUPPORT SERVICES'],
  },
  {
    name: 'professional',
    weight: 20,
    naics: ['541611', '541612', '541614', '541618', '541690', '541990', '561110', '541219', '541211', '541930', '611430'],
    psc: ['R4', 'R7', 'R6', 'R5', 'R1', 'R2', 'R3', 'B5', 'U0'],
    subjects: ['PROGRAM MANAGEMENT', 'ACQUISITION AND CONTRACTING', 'FINANCIAL MANAGEMENT', 'AUDIT READINESS', 'STRATEGIC PLANNING', 'HUMAN CAPITAL', 'GRANTS MANAGEMENT', 'POLICY ANALYSIS', 'TRAINING DEVELOPMENT AND DELIVERY', 'RECORDS MANAGEMENT', 'LOGISTICS', 'COMMUNICATIONS AND OUTREACH'],
    verbs: ['ADVISORY AND ASSISTANCE SERVICES', 'SUPPORT SERVICES', 'PROFESSIONAL SUPPORT SERVICES', 'CONSULTING SERVICES'],
  },
  {
    name: 'engineering',
    weight: 12,
    naics: ['541330', '541310', '541380', '541370', '541360', '541620'],
    psc: ['C1', 'C2', 'R4', 'H1', 'H2', 'H3', 'AJ', 'AC'],
    subjects: ['ARCHITECT-ENGINEER', 'SYSTEMS ENGINEERING AND TECHNICAL ASSISTANCE', 'TEST AND EVALUATION', 'ENVIRONMENTAL ENGINEERING', 'GEOTECHNICAL INVESTIGATION', 'DESIGN AND CONSTRUCTION MANAGEMENT', 'WEAPON SYSTEM ENGINEERING', 'SURVEYING AND MAPPING'],
    verbs: ['SERVICES', 'SUPPORT', 'SUPPORT SERVICES'],
  },
  {
    name: 'rd',
    weight: 6,
    naics: ['541715', '541714', '541713', '541720'],
    psc: ['AC', 'AJ', 'AN', 'AD', 'AR', 'AZ'],
    subjects: ['HYPERSONIC PROPULSION', 'DIRECTED ENERGY', 'AUTONOMOUS SYSTEMS', 'QUANTUM SENSING', 'VACCINE ADJUVANT', 'BATTERY CHEMISTRY', 'ADVANCED MATERIALS', 'MACHINE LEARNING FOR SIGNAL PROCESSING', 'SPACE SITUATIONAL AWARENESS', 'INFECTIOUS DISEASE MODELING'],
    verbs: ['RESEARCH AND DEVELOPMENT', 'APPLIED RESEARCH', 'PROTOTYPE DEVELOPMENT', 'ADVANCED TECHNOLOGY DEVELOPMENT'],
  },
  {
    name: 'construction',
    weight: 10,
    naics: ['236220', '236210', '237310', '237990', '238220', '238210', '237110', '238160', '562910'],
    psc: ['Y1', 'Z1', 'Z2', 'F1'],
    subjects: ['REPAIR HVAC SYSTEM BLDG', 'REPLACE ROOF BLDG', 'CONSTRUCT VEHICLE MAINTENANCE FACILITY', 'RENOVATE BARRACKS', 'REPAIR RUNWAY', 'REPAIR WATER DISTRIBUTION SYSTEM', 'CONSTRUCT ADMINISTRATIVE BUILDING', 'REPAIR ELECTRICAL DISTRIBUTION', 'DREDGING OF NAVIGATION CHANNEL', 'ENVIRONMENTAL REMEDIATION AT FORMER RANGE'],
    verbs: ['', 'PROJECT', 'DESIGN-BUILD'],
  },
  {
    name: 'facilities',
    weight: 8,
    naics: ['561210', '561720', '561730', '561612', '561621', '562111', '561790'],
    psc: ['S2', 'S1', 'J0', 'Z1'],
    subjects: ['BASE OPERATIONS SUPPORT', 'JANITORIAL', 'GROUNDS MAINTENANCE', 'GUARD', 'FACILITY OPERATIONS AND MAINTENANCE', 'REFUSE COLLECTION', 'PEST CONTROL', 'ELEVATOR MAINTENANCE'],
    verbs: ['SERVICES', 'SERVICES', 'CONTRACT'],
  },
  {
    name: 'health',
    weight: 7,
    naics: ['621111', '621999', '622110', '541380', '621511', '621399'],
    psc: ['Q2', 'Q5', 'Q9', 'Q4', 'Q3'],
    subjects: ['COMMUNITY BASED OUTPATIENT CLINIC', 'TELEHEALTH', 'NURSING', 'PHARMACY', 'RADIOLOGY', 'LABORATORY TESTING', 'DENTAL', 'BEHAVIORAL HEALTH'],
    verbs: ['SERVICES', 'SERVICES', 'SUPPORT'],
  },
  {
    name: 'products',
    weight: 11,
    naics: ['336411', '336413', '336992', '334511', '334220', '332994', '325412', '339112', '333318', '336611', '334290', '335999', '423430', '424210'],
    psc: ['15', '16', '10', '13', '58', '59', '65', '66', '28', '29', '53', '84', '89', '70', '71', '19', '23'],
    subjects: ['SPARE PARTS', 'REPAIR PARTS', 'MEDICAL SUPPLIES', 'PHARMACEUTICALS', 'COMMUNICATIONS EQUIPMENT', 'NIGHT VISION DEVICES', 'AIRCRAFT ENGINE COMPONENTS', 'TACTICAL VEHICLES', 'BODY ARMOR', 'AMMUNITION', 'RADAR COMPONENTS', 'LABORATORY EQUIPMENT'],
    verbs: ['', 'PROCUREMENT', 'PRODUCTION', 'SUPPLY'],
  },
];

const WEIGHTS = FAMILIES.map((f) => f.weight);
const NAICS_SET = new Set(NAICS_CODES.map((n) => n.code));
const PSC_BY_PREFIX = new Map<string, string[]>();
for (const p of PSC_CODES) {
  for (const len of [1, 2]) {
    const k = p.code.slice(0, len);
    const list = PSC_BY_PREFIX.get(k) ?? [];
    list.push(p.code);
    PSC_BY_PREFIX.set(k, list);
  }
}
const FAMILY_OF_NAICS = new Map<string, WorkFamily>();
for (const f of FAMILIES) for (const n of f.naics) if (!FAMILY_OF_NAICS.has(n)) FAMILY_OF_NAICS.set(n, f);

function familyOf(naics: string): WorkFamily {
  return FAMILY_OF_NAICS.get(naics) ?? FAMILY_OF_NAICS.get(naics.slice(0, 4) + '11') ?? FAMILIES[1];
}

/** A NAICS code, weighted by federal spending, optionally within one family. */
export function pickNaics(rng: Rng, family?: string): string {
  const fam = family ? (FAMILIES.find((f) => f.name === family) ?? FAMILIES[0]) : rng.weighted(FAMILIES, WEIGHTS);
  const candidates = fam.naics.filter((n) => NAICS_SET.has(n));
  return rng.skewed(candidates.length ? candidates : fam.naics, 0.9);
}

/** A PSC that fits the NAICS code's kind of work (falls back to any code of the family). */
export function pscFor(rng: Rng, naics: string): string {
  const fam = familyOf(naics);
  for (let i = 0; i < 6; i++) {
    const list = PSC_BY_PREFIX.get(rng.pick(fam.psc));
    if (list && list.length) return rng.pick(list);
  }
  return rng.pick(PSC_CODES).code;
}

const SITES = ['FORT LIBERTY, NC', 'JOINT BASE LEWIS-MCCHORD, WA', 'NAVAL STATION NORFOLK, VA', 'WRIGHT-PATTERSON AFB, OH', 'FORT CAVAZOS, TX', 'EGLIN AFB, FL', 'SCHRIEVER SFB, CO', 'CAMP LEJEUNE, NC', 'JOINT BASE SAN ANTONIO, TX', 'FORT MEADE, MD', 'REDSTONE ARSENAL, AL', 'NAS PATUXENT RIVER, MD', 'BETHESDA, MD', 'ATLANTA, GA', 'DENVER FEDERAL CENTER, CO', 'KANSAS CITY, MO', 'PORTLAND VA MEDICAL CENTER, OR'];

/**
 * A description in FPDS style (upper case, terse). `kind`:
 *  - award: one award's description
 *  - title: an IDV or vehicle title
 *  - vehicle: a solicitation title
 *  - long: a sentence or two of scope
 */
export function describeWork(rng: Rng, psc: string, naics: string, kind: 'award' | 'title' | 'vehicle' | 'long'): string {
  void psc;
  const fam = familyOf(naics);
  const subject = rng.pick(fam.subjects);
  let verb = rng.pick(fam.verbs);
  // avoid "... SUPPORT SUPPORT" and "... SERVICES SERVICES"
  const lastWord = subject.split(' ').at(-1)!;
  if (verb.split(' ')[0] === lastWord) verb = verb.split(' ').slice(1).join(' ');
  const base = `${subject}${verb ? ' ' + verb : ''}`.trim();
  switch (kind) {
    case 'award': {
      const r = rng.next();
      if (fam.name === 'construction') return `${base} ${rng.int(100, 9999)}, ${rng.pick(SITES)}`;
      if (r < 0.2) return `IGF::OT::IGF ${base}`;
      if (r < 0.3) return `${base} - OPTION PERIOD ${rng.int(1, 4)}`;
      if (r < 0.4) return `${base} FOR THE ${rng.pick(['OFFICE OF THE CHIEF INFORMATION OFFICER', 'PROGRAM EXECUTIVE OFFICE', 'REGIONAL OFFICE', 'MEDICAL CENTER', 'DIVISION', 'COMMAND'])}`;
      return base;
    }
    case 'title':
      return base;
    case 'vehicle':
      return `${subject.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase())} ${rng.pick(['Multiple Award IDIQ', 'Enterprise Contract', 'Blanket Purchase Agreement', 'Indefinite Delivery Vehicle'])}`;
    case 'long':
      return `The contractor shall provide ${subject.toLowerCase()} ${verb.toLowerCase() || 'work'} in accordance with the performance work statement, including transition-in, steady-state performance and transition-out, at government and contractor sites.`;
  }
}
