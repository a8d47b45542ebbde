/**
 * What is being bought: consistent NAICS, PSC and description triples, so an
 * IT services award gets an IT PSC and an IT-sounding description, a
 * construction award a Y/Z code and a building in its description.
 */
import type { Rng } from '../rng.js';
import { PSC_BY_CODE, PSC_CODES } from '../reference/psc.js';
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
    naics: ['541511', '541512', '541513', '541519', '518210', '519190', '541715'],
    psc: ['DA', 'DB', 'DD', 'DE', 'DF', 'DG', 'DH', 'DJ', 'DK', 'D3'],
    subjects: ['ENTERPRISE IT OPERATIONS AND MAINTENANCE', 'CLOUD HOSTING AND MIGRATION', 'CYBERSECURITY OPERATIONS CENTER', 'SOFTWARE DEVELOPMENT AND SUSTAINMENT', 'SERVICE DESK AND END USER SUPPORT', 'NETWORK MODERNIZATION', 'DATA ANALYTICS PLATFORM', 'IDENTITY, CREDENTIAL AND ACCESS MANAGEMENT', 'CASE MANAGEMENT SYSTEM MODERNIZATION', 'LEGACY APPLICATION MODERNIZATION', 'ZERO TRUST ARCHITECTURE IMPLEMENTATION', 'SOFTWARE LICENSES AND MAINTENANCE', 'LAPTOPS AND PERIPHERALS', 'DEVSECOPS PIPELINE SUPPORT'],
    verbs: ['SUPPORT SERVICES', '', 'SUPPORT', 'SUSTAINMENT', 'MODERNIZATION'],
  },
  {
    name: 'professional',
    weight: 20,
    naics: ['541611', '541612', '541614', '541618', '541690', '541990', '561110', '541219', '541211', '541930', '611430'],
    psc: ['R4', 'R7', 'R6', 'R5', 'R1', 'R2', 'R3', 'B5', 'U0'],
    subjects: ['PROGRAM MANAGEMENT', 'ACQUISITION AND CONTRACTING', 'FINANCIAL MANAGEMENT', 'AUDIT READINESS', 'STRATEGIC PLANNING', 'HUMAN CAPITAL', 'GRANTS MANAGEMENT', 'POLICY ANALYSIS', 'TRAINING DEVELOPMENT AND DELIVERY', 'RECORDS MANAGEMENT', 'LOGISTICS', 'COMMUNICATIONS AND OUTREACH'],
    verbs: ['ADVISORY AND ASSISTANCE SERVICES', 'SUPPORT', 'PROFESSIONAL SUPPORT', 'CONSULTING', ''],
  },
  {
    name: 'engineering',
    weight: 12,
    naics: ['541330', '541310', '541380', '541370', '541360', '541620'],
    psc: ['C1', 'C2', 'R4', 'H1', 'H2', 'H3', 'AJ', 'AC'],
    subjects: ['ARCHITECT-ENGINEER', 'SYSTEMS ENGINEERING AND TECHNICAL ASSISTANCE', 'TEST AND EVALUATION', 'ENVIRONMENTAL ENGINEERING', 'GEOTECHNICAL INVESTIGATION', 'DESIGN AND CONSTRUCTION MANAGEMENT', 'WEAPON SYSTEM ENGINEERING', 'SURVEYING AND MAPPING'],
    verbs: ['SERVICES', 'SUPPORT', '', 'STUDY'],
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
    subjects: ['REPAIR HVAC SYSTEM', 'REPLACE ROOF', 'CONSTRUCT VEHICLE MAINTENANCE FACILITY', 'RENOVATE BARRACKS', 'REPAIR RUNWAY', 'REPAIR WATER DISTRIBUTION SYSTEM', 'CONSTRUCT ADMINISTRATIVE BUILDING', 'REPAIR ELECTRICAL DISTRIBUTION', 'DREDGING OF NAVIGATION CHANNEL', 'ENVIRONMENTAL REMEDIATION AT FORMER RANGE', 'REPAIR PARKING LOT', 'UPGRADE FIRE ALARM SYSTEM', 'REPLACE BOILERS', 'RENOVATE RESTROOMS FOR ACCESSIBILITY', 'REPAIR BRIDGE DECK', 'CONSTRUCT VISITOR CENTER'],
    verbs: ['', 'PROJECT', 'DESIGN-BUILD'],
  },
  {
    name: 'facilities',
    weight: 8,
    naics: ['561210', '561720', '561730', '561612', '561621', '562111', '561790'],
    psc: ['S2', 'S1', 'J0', 'Z1'],
    subjects: ['BASE OPERATIONS SUPPORT', 'JANITORIAL', 'GROUNDS MAINTENANCE', 'GUARD', 'FACILITY OPERATIONS AND MAINTENANCE', 'REFUSE COLLECTION', 'PEST CONTROL', 'ELEVATOR MAINTENANCE'],
    verbs: ['SERVICES', 'CONTRACT', '', 'SUPPORT'],
  },
  {
    name: 'health',
    weight: 7,
    naics: ['621111', '621999', '622110', '541380', '621511', '621399'],
    psc: ['Q2', 'Q5', 'Q9', 'Q4', 'Q3'],
    subjects: ['COMMUNITY BASED OUTPATIENT CLINIC', 'TELEHEALTH', 'NURSING', 'PHARMACY', 'RADIOLOGY', 'LABORATORY TESTING', 'DENTAL', 'BEHAVIORAL HEALTH'],
    verbs: ['SERVICES', 'SUPPORT', '', 'PROGRAM'],
  },
  {
    name: 'parts',
    weight: 7,
    naics: ['336413', '336411', '334511', '332994', '334220', '333318', '336992', '336611', '334290', '335999', '332722', '332912', '332710'],
    psc: ['15', '16', '10', '13', '14', '20', '28', '29', '30', '31', '47', '48', '53', '58', '59', '61', '66'],
    subjects: ['SPARE PARTS', 'REPAIR PARTS', 'COMMUNICATIONS EQUIPMENT', 'NIGHT VISION DEVICES', 'AIRCRAFT ENGINE COMPONENTS', 'TACTICAL VEHICLES', 'AMMUNITION', 'RADAR COMPONENTS', 'GENERATOR SETS', 'SHIPBOARD PUMPS'],
    verbs: ['', 'PROCUREMENT', 'PRODUCTION', 'SUPPLY'],
  },
  {
    name: 'medical',
    weight: 2,
    naics: ['325412', '339112', '339113', '423450', '424210', '334510'],
    psc: ['65'],
    subjects: ['MEDICAL SUPPLIES', 'PHARMACEUTICALS', 'SURGICAL INSTRUMENTS', 'PATIENT MONITORING EQUIPMENT', 'LABORATORY EQUIPMENT', 'DURABLE MEDICAL EQUIPMENT'],
    verbs: ['', 'PROCUREMENT', 'SUPPLY'],
  },
  {
    name: 'supply',
    weight: 2,
    naics: ['424410', '311612', '315210', '316210', '424490', '424130', '339940', '322230', '423210'],
    psc: ['89', '84', '75', '72', '79', '71', '87'],
    subjects: ['SUBSISTENCE', 'COMBAT UNIFORMS', 'FOOTWEAR', 'OFFICE SUPPLIES', 'JANITORIAL SUPPLIES', 'OFFICE FURNITURE', 'BODY ARMOR'],
    verbs: ['', 'PROCUREMENT', 'SUPPLY'],
  },
  {
    name: 'itproducts',
    weight: 3,
    naics: ['334111', '334118', '423430', '511210', '334112', '334210'],
    psc: ['70', '7A', '7B', '7C', '7D', '7E', '7F', '7G', '7H', '7J', '7K'],
    subjects: ['LAPTOPS AND PERIPHERALS', 'SOFTWARE LICENSES', 'SERVERS AND STORAGE', 'NETWORK SWITCHES', 'MOBILE DEVICES', 'SOFTWARE MAINTENANCE RENEWAL'],
    verbs: ['', 'PROCUREMENT', 'PURCHASE'],
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
  return FAMILY_OF_NAICS.get(naics) ?? FAMILY_OF_NAICS.get(naics.slice(0, 4) + '11') ?? (isProductNaics(naics) ? FAMILIES.find((f) => f.name === 'parts')! : FAMILIES[1]);
}

/**
 * What an agency buys, by kind of work (shares of its actions): the Defense
 * Logistics Agency buys supplies and parts almost only, the military
 * departments a mix with many parts, Veterans Affairs and the Defense Health
 * Agency health care and medical supplies, NASA and Energy research and
 * engineering, GSA's buildings service construction and facilities. Agencies
 * not listed buy on the federal mix (WEIGHTS).
 */
const AGENCY_MIX: Record<string, Partial<Record<string, number>>> = {
  '97AS': { parts: 60, supply: 16, medical: 10, itproducts: 4, facilities: 2, professional: 2, it: 3, engineering: 2, construction: 1 },
  '2100': { parts: 24, construction: 14, it: 13, professional: 13, engineering: 10, facilities: 9, rd: 5, health: 3, supply: 5, itproducts: 4 },
  '1700': { parts: 28, engineering: 15, it: 11, professional: 11, construction: 10, facilities: 9, rd: 6, health: 3, supply: 3, itproducts: 4 },
  '5700': { parts: 26, engineering: 13, it: 14, professional: 13, construction: 9, facilities: 9, rd: 8, supply: 3, itproducts: 5 },
  '97DH': { health: 45, medical: 20, it: 15, professional: 15, itproducts: 5 },
  '97AK': { it: 60, itproducts: 25, professional: 10, engineering: 5 },
  '97AE': { rd: 80, engineering: 10, professional: 10 },
  '97JC': { rd: 30, engineering: 35, parts: 15, it: 10, professional: 10 },
  '3600': { health: 30, medical: 22, construction: 12, it: 10, facilities: 12, professional: 8, itproducts: 4, supply: 2 },
  '7529': { rd: 30, professional: 25, it: 20, medical: 10, facilities: 5, itproducts: 10 },
  '7523': { rd: 15, professional: 35, it: 25, medical: 15, itproducts: 10 },
  '7527': { health: 45, medical: 15, construction: 10, facilities: 10, professional: 10, it: 10 },
  '8000': { engineering: 30, rd: 25, it: 15, professional: 10, facilities: 8, parts: 7, itproducts: 5 },
  '8900': { engineering: 25, rd: 20, professional: 20, construction: 15, facilities: 10, it: 10 },
  '4740': { construction: 40, facilities: 40, engineering: 10, professional: 10 },
  '4732': { it: 30, itproducts: 20, professional: 20, facilities: 10, supply: 15, parts: 5 },
  '12C2': { construction: 25, facilities: 25, engineering: 15, professional: 15, supply: 10, it: 10 },
  '1443': { construction: 35, facilities: 30, engineering: 15, professional: 15, supply: 5 },
  '1540': { health: 25, supply: 25, facilities: 20, construction: 15, professional: 10, medical: 5 },
  '7008': { parts: 30, engineering: 15, construction: 15, facilities: 15, it: 15, professional: 10 },
};
const MIX_PICKERS = new Map<string, { families: WorkFamily[]; weights: number[] }>();
for (const [agency, mix] of Object.entries(AGENCY_MIX)) {
  const families = FAMILIES.filter((f) => (mix[f.name] ?? 0) > 0);
  MIX_PICKERS.set(agency, { families, weights: families.map((f) => mix[f.name]!) });
}

/** NAICS codes of the product families: a product PSC goes only with one of these (or with a manufacturing or trade NAICS). */
const PRODUCT_FAMILIES = new Set(['parts', 'medical', 'supply', 'itproducts']);
export function isProductNaics(naics: string): boolean {
  const fam = FAMILY_OF_NAICS.get(naics);
  if (fam) return PRODUCT_FAMILIES.has(fam.name);
  return /^(31|32|33|42|44|45)/.test(naics);
}

/**
 * A NAICS code, weighted by federal spending, optionally within one family,
 * or on what `agency` buys; a vendor's own NAICS codes of that family are
 * preferred when given.
 */
export function pickNaics(rng: Rng, family?: string, agency?: string, vendorNaics?: readonly string[]): string {
  let fam: WorkFamily;
  if (family) fam = FAMILIES.find((f) => f.name === family) ?? FAMILIES[0];
  else {
    const mix = agency ? MIX_PICKERS.get(agency) : undefined;
    fam = mix ? rng.weighted(mix.families, mix.weights) : rng.weighted(FAMILIES, WEIGHTS);
  }
  if (vendorNaics?.length && rng.chance(0.8)) {
    const own = vendorNaics.filter((n) => FAMILY_OF_NAICS.get(n) === fam);
    if (own.length) return rng.pick(own);
  }
  const candidates = fam.naics.filter((n) => NAICS_SET.has(n));
  return rng.skewed(candidates.length ? candidates : fam.naics, 0.9);
}

/**
 * PSC validity: the FY2021 restructure retired the D3xx IT service codes and
 * the 70xx IT product classes (replaced by DA-DK and 7A-7K), so an action
 * before FY2021 uses the old codes and an action from FY2021 on the new.
 */
export function pscValidIn(code: string, fy: number): boolean {
  const p = PSC_BY_CODE.get(code);
  if (!p) return false;
  if (fy >= 2021) return !p.retired;
  return !/^(D[A-K]|7[A-K])/.test(code);
}

/** A PSC that fits the NAICS code's kind of work and is valid in fiscal year `fy` (falls back to any code of the family). */
export function pscFor(rng: Rng, naics: string, fy = 2026): string {
  const fam = familyOf(naics);
  const product = isProductNaics(naics);
  for (let i = 0; i < 12; i++) {
    const list = PSC_BY_PREFIX.get(rng.pick(fam.psc));
    if (!list?.length) continue;
    const code = rng.pick(list);
    if (pscValidIn(code, fy) && (PSC_BY_CODE.get(code)!.isService ? !product || fam.name === 'itproducts' : product)) return code;
  }
  const fallback = PSC_CODES.filter((p) => pscValidIn(p.code, fy) && p.isService !== product);
  return rng.pick(fallback).code;
}

/** Military installations by state (their real names), where defense work is performed. */
const BASES: Record<string, string[]> = {
  AL: ['REDSTONE ARSENAL', 'FORT NOVOSEL', 'MAXWELL AFB'], AK: ['JOINT BASE ELMENDORF-RICHARDSON', 'FORT WAINWRIGHT', 'EIELSON AFB'],
  AZ: ['DAVIS-MONTHAN AFB', 'FORT HUACHUCA', 'LUKE AFB', 'YUMA PROVING GROUND'], AR: ['LITTLE ROCK AFB', 'PINE BLUFF ARSENAL'],
  CA: ['CAMP PENDLETON', 'NAVAL BASE SAN DIEGO', 'EDWARDS AFB', 'VANDENBERG SFB', 'TRAVIS AFB', 'FORT IRWIN', 'NAVAL AIR WEAPONS STATION CHINA LAKE'],
  CO: ['FORT CARSON', 'PETERSON SFB', 'SCHRIEVER SFB', 'BUCKLEY SFB', 'U.S. AIR FORCE ACADEMY'], CT: ['NAVAL SUBMARINE BASE NEW LONDON'], DE: ['DOVER AFB'],
  DC: ['JOINT BASE ANACOSTIA-BOLLING', 'WASHINGTON NAVY YARD'], FL: ['EGLIN AFB', 'MACDILL AFB', 'NAS JACKSONVILLE', 'NAS PENSACOLA', 'TYNDALL AFB', 'PATRICK SFB'],
  GA: ['FORT MOORE', 'FORT STEWART', 'ROBINS AFB', 'NAVAL SUBMARINE BASE KINGS BAY', 'FORT GORDON'], HI: ['JOINT BASE PEARL HARBOR-HICKAM', 'SCHOFIELD BARRACKS', 'MCB HAWAII'],
  ID: ['MOUNTAIN HOME AFB'], IL: ['SCOTT AFB', 'NAVAL STATION GREAT LAKES', 'ROCK ISLAND ARSENAL'], IN: ['NSWC CRANE', 'CAMP ATTERBURY'],
  KS: ['FORT RILEY', 'FORT LEAVENWORTH', 'MCCONNELL AFB'], KY: ['FORT CAMPBELL', 'FORT KNOX', 'BLUE GRASS ARMY DEPOT'], LA: ['BARKSDALE AFB', 'FORT JOHNSON'],
  ME: ['PORTSMOUTH NAVAL SHIPYARD'], MD: ['FORT MEADE', 'ABERDEEN PROVING GROUND', 'NAS PATUXENT RIVER', 'JOINT BASE ANDREWS'], MA: ['HANSCOM AFB', 'NATICK SOLDIER SYSTEMS CENTER'],
  MI: ['SELFRIDGE ANGB', 'DETROIT ARSENAL'], MN: ['CAMP RIPLEY'], MS: ['KEESLER AFB', 'COLUMBUS AFB', 'NAVAL CONSTRUCTION BATTALION CENTER GULFPORT'],
  MO: ['FORT LEONARD WOOD', 'WHITEMAN AFB'], MT: ['MALMSTROM AFB'], NE: ['OFFUTT AFB'], NV: ['NELLIS AFB', 'NAS FALLON', 'CREECH AFB'],
  NH: ['PEASE ANGB'], NJ: ['JOINT BASE MCGUIRE-DIX-LAKEHURST', 'PICATINNY ARSENAL'], NM: ['KIRTLAND AFB', 'WHITE SANDS MISSILE RANGE', 'HOLLOMAN AFB', 'CANNON AFB'],
  NY: ['FORT DRUM', 'U.S. MILITARY ACADEMY WEST POINT', 'WATERVLIET ARSENAL'], NC: ['FORT LIBERTY', 'CAMP LEJEUNE', 'SEYMOUR JOHNSON AFB', 'MCAS CHERRY POINT'],
  ND: ['MINOT AFB', 'GRAND FORKS AFB'], OH: ['WRIGHT-PATTERSON AFB', 'DEFENSE SUPPLY CENTER COLUMBUS'], OK: ['TINKER AFB', 'FORT SILL', 'ALTUS AFB', 'VANCE AFB'],
  OR: ['KINGSLEY FIELD'], PA: ['TOBYHANNA ARMY DEPOT', 'CARLISLE BARRACKS', 'NAVAL SUPPORT ACTIVITY MECHANICSBURG', 'LETTERKENNY ARMY DEPOT'],
  RI: ['NAVAL STATION NEWPORT'], SC: ['FORT JACKSON', 'SHAW AFB', 'JOINT BASE CHARLESTON', 'MCAS BEAUFORT', 'PARRIS ISLAND'], SD: ['ELLSWORTH AFB'],
  TN: ['ARNOLD AFB', 'MILLINGTON NSA MID-SOUTH'], TX: ['FORT CAVAZOS', 'FORT BLISS', 'JOINT BASE SAN ANTONIO', 'DYESS AFB', 'SHEPPARD AFB', 'RED RIVER ARMY DEPOT', 'CORPUS CHRISTI ARMY DEPOT'],
  UT: ['HILL AFB', 'DUGWAY PROVING GROUND', 'TOOELE ARMY DEPOT'], VA: ['NAVAL STATION NORFOLK', 'FORT BELVOIR', 'JOINT BASE LANGLEY-EUSTIS', 'MCB QUANTICO', 'NORFOLK NAVAL SHIPYARD', 'FORT GREGG-ADAMS'],
  WA: ['JOINT BASE LEWIS-MCCHORD', 'NAS WHIDBEY ISLAND', 'NAVAL BASE KITSAP', 'FAIRCHILD AFB'], WI: ['FORT MCCOY'], WY: ['F.E. WARREN AFB'],
  GU: ['ANDERSEN AFB', 'NAVAL BASE GUAM'], PR: ['FORT BUCHANAN'],
};

/** Civilian sites by agency: the kind of facility its work is performed at (the city follows). */
const CIVILIAN_SITES: Record<string, string[]> = {
  '3600': ['VA MEDICAL CENTER', 'VA COMMUNITY BASED OUTPATIENT CLINIC', 'VA NATIONAL CEMETERY', 'VA REGIONAL OFFICE'],
  '1443': ['NATIONAL PARK', 'NATIONAL HISTORIC SITE', 'NATIONAL RECREATION AREA'],
  '12C2': ['NATIONAL FOREST', 'RANGER DISTRICT OFFICE'],
  '1540': ['FEDERAL CORRECTIONAL INSTITUTION', 'FEDERAL DETENTION CENTER'],
  '7014': ['PORT OF ENTRY', 'BORDER PATROL STATION'],
  '4740': ['FEDERAL BUILDING', 'U.S. COURTHOUSE', 'FEDERAL BUILDING AND U.S. COURTHOUSE'],
  '2800': ['SSA FIELD OFFICE', 'SSA HEARING OFFICE'],
  '1330': ['NOAA WEATHER FORECAST OFFICE', 'NOAA FISHERIES SCIENCE CENTER'],
  '7008': ['COAST GUARD STATION', 'COAST GUARD SECTOR', 'COAST GUARD AIR STATION'],
  '6920': ['AIR ROUTE TRAFFIC CONTROL CENTER', 'AIRPORT TRAFFIC CONTROL TOWER'],
  '1425': ['DAM AND POWERPLANT', 'RECLAMATION AREA OFFICE'],
  '8000': ['NASA RESEARCH CENTER', 'NASA FLIGHT FACILITY'],
  '8900': ['NATIONAL LABORATORY', 'DOE SITE OFFICE'],
};
const CIVILIAN_DEFAULT_SITES = ['FEDERAL BUILDING', 'FIELD OFFICE', 'REGIONAL OFFICE', 'FEDERAL CENTER'];

/** Where work is performed: the place of performance and the buying agency. */
export interface WorkSite {
  /** USPS state code of the place of performance */
  state: string | null;
  /** city of the place of performance (any case) */
  city: string | null;
  /** a defense (department 097) award */
  defense: boolean;
  /** FPDS sub-tier agency code */
  agency: string | null;
}

/** A site name in the place of performance's state: a base for defense work there (or a reserve centre), a facility of the agency otherwise. */
export function siteName(rng: Rng, where: WorkSite): string | null {
  if (!where.state) return null;
  const city = (where.city ?? '').toUpperCase();
  if (where.defense) {
    const bases = BASES[where.state];
    if (bases && rng.chance(0.8)) return `${rng.pick(bases)}, ${where.state}`;
    return city ? `${rng.pick(['ARMY RESERVE CENTER', 'NAVY OPERATIONAL SUPPORT CENTER', 'ARMED FORCES RESERVE CENTER', 'MILITARY ENTRANCE PROCESSING STATION'])} ${city}, ${where.state}` : null;
  }
  const kinds = (where.agency && CIVILIAN_SITES[where.agency]) || CIVILIAN_DEFAULT_SITES;
  return city ? `${rng.pick(kinds)} ${city}, ${where.state}` : null;
}

/** Item names of supply orders ("noun, modifier" as in the federal catalogue), by product family. */
const ITEMS: Record<string, string[]> = {
  parts: ['SEAL,PLAIN', 'BEARING,BALL,ANNULAR', 'VALVE,CHECK', 'O-RING', 'BOLT,MACHINE', 'NUT,SELF-LOCKING,HEXAGON', 'WASHER,FLAT', 'GASKET', 'CIRCUIT CARD ASSEMBLY', 'CONNECTOR,PLUG,ELECTRICAL', 'BLADE,COMPRESSOR', 'FILTER ELEMENT,FLUID', 'PUMP,CENTRIFUGAL', 'HOSE ASSEMBLY,NONMETALLIC', 'SHAFT,SHOULDERED', 'BRACKET,MOUNTING', 'SWITCH,TOGGLE', 'RESISTOR,FIXED,FILM', 'ACTUATOR,ELECTRO-MECHANICAL', 'CABLE ASSEMBLY,SPECIAL PURPOSE'],
  medical: ['BANDAGE,GAUZE', 'CATHETER,INTRAVENOUS', 'GLOVE,PATIENT EXAMINING', 'SYRINGE,HYPODERMIC', 'SUTURE,ABSORBABLE', 'TEST KIT,DIAGNOSTIC', 'MASK,SURGICAL', 'DRESSING,FIRST AID'],
  supply: ['TROUSERS,COMBAT', 'BOOTS,HOT WEATHER', 'COAT,COMBAT', 'MEAL,READY-TO-EAT', 'GLOVES,WORK', 'CHAIR,ROTARY', 'PAPER,COPYING', 'TOWEL,PAPER'],
  itproducts: ['COMPUTER,LAPTOP', 'MONITOR,FLAT PANEL', 'SWITCH,NETWORK', 'SERVER,RACK MOUNT', 'SOFTWARE LICENSE', 'STORAGE ARRAY'],
};

/** Work only the military buys (a civilian agency's description never names it). */
const MILITARY_WORK = /BARRACKS|FORMER RANGE|COMBAT|READY-TO-EAT|BODY ARMOR|AMMUNITION|TACTICAL|NIGHT VISION|WEAPON|HYPERSONIC|DIRECTED ENERGY/;

/** Programmes and organisations work is done for. */
const FOR_WHOM_DEFENSE = ['THE F-35 JOINT PROGRAM OFFICE', 'PEO C3T', 'PEO SUBMARINES', 'THE ARMY CORPS OF ENGINEERS', 'NAVAL SEA SYSTEMS COMMAND', 'AIR FORCE LIFE CYCLE MANAGEMENT CENTER', 'THE 82ND AIRBORNE DIVISION', 'SPACE SYSTEMS COMMAND', 'THE JOINT STAFF J6', 'U.S. CYBER COMMAND', 'MARINE CORPS SYSTEMS COMMAND', 'PEO AVIATION', 'THE DEFENSE HEALTH AGENCY'];
const FOR_WHOM_CIVILIAN = ['THE OFFICE OF THE CHIEF INFORMATION OFFICER', 'THE OFFICE OF THE CHIEF FINANCIAL OFFICER', 'THE OFFICE OF HUMAN CAPITAL', 'THE VETERANS BENEFITS ADMINISTRATION', 'THE OFFICE OF INSPECTOR GENERAL', 'THE REGIONAL OFFICE', 'THE NATIONAL CANCER INSTITUTE', 'THE OFFICE OF FIELD OPERATIONS', 'THE ARTEMIS PROGRAM', 'THE OFFICE OF ACQUISITION MANAGEMENT', 'THE OFFICE OF THE SECRETARY'];

function sentenceCase(s: string): string {
  const lower = s.toLowerCase().replace(/\b(it|hvac|usda|nasa|va|ssa|noaa|doe|faa|dla|peo|afb|sfb|nas|mcas|mcb|angb|nswc|u\.s\.|j6|f-35|c3t|igf|fy\d{2}|ii|clin)\b/g, (m) => m.toUpperCase());
  // a trailing state code stays a state code
  return (lower.charAt(0).toUpperCase() + lower.slice(1)).replace(/, ([a-z]{2})$/, (_, st: string) => `, ${st.toUpperCase()}`);
}

/** Every military installation name descriptions may carry (the realism report checks civilian awards against it). */
export const MILITARY_INSTALLATIONS: readonly string[] = Object.values(BASES).flat();

/**
 * A description in the styles of real ones. `kind`:
 *  - award: one award's description: terse upper case (most), sentences in
 *    mixed case (many civilian ones), "NSN!ITEM" supply lines, IGF markers,
 *    option periods and fiscal years, the programme or office supported, a
 *    building and site in the place of performance's state (`where`)
 *  - title: an IDV or vehicle title
 *  - vehicle: a solicitation title
 *  - long: a sentence or two of scope
 */
export function describeWork(rng: Rng, psc: string, naics: string, kind: 'award' | 'title' | 'vehicle' | 'long', where?: WorkSite): string {
  const fam = familyOf(naics);
  const subject = rng.pick(fam.subjects);
  let verb = rng.pick(fam.verbs);
  // avoid "... SUPPORT SUPPORT" and "... SERVICES SERVICES"
  const lastWord = subject.split(' ').at(-1)!;
  if (verb.split(' ')[0] === lastWord) verb = verb.split(' ').slice(1).join(' ');
  const base = `${subject}${verb ? ' ' + verb : ''}`.trim();
  switch (kind) {
    case 'award': {
      if (where && !where.defense && MILITARY_WORK.test(base)) return describeWork(rng, psc, naics, kind, where);
      const site = where ? siteName(rng, where) : null;
      const defense = where?.defense ?? false;
      if (PRODUCT_FAMILIES.has(fam.name)) {
        const items = (ITEMS[fam.name] ?? ITEMS.parts).filter((i) => defense || !MILITARY_WORK.test(i));
        const fsc = /^[0-9]{4}$/.test(psc) ? psc : '5340';
        // supply lines as the catalogue writes them: the national stock number, then the item name
        if (rng.chance(defense ? 0.6 : 0.25)) return `${fsc}${rng.digits(9)}!${rng.pick(items)}`;
        const item = rng.pick(items).split(',').reverse().join(' ');
        return rng.chance(0.5) ? `${item} QTY ${rng.int(2, 500)}` : sentenceCase(`purchase of ${item.toLowerCase()} for ${site ?? 'the agency'}`);
      }
      if (fam.name === 'construction') {
        const bldg = rng.chance(0.6) ? ` BLDG ${rng.int(100, 9999)}` : '';
        return `${subject}${bldg}${site ? `, ${site}` : ''}`;
      }
      const forWhom = rng.pick(defense ? FOR_WHOM_DEFENSE : FOR_WHOM_CIVILIAN);
      const fy = `FY${String(rng.int(15, 26)).padStart(2, '0')}`;
      const r = rng.next();
      let text: string;
      if (r < 0.12) text = `IGF::${rng.pick(['OT', 'CL', 'CT', 'CL,CT'])}::IGF ${base}${site && rng.chance(0.5) ? ` AT ${site}` : ''}`;
      else if (r < 0.22) text = `${base} - OPTION PERIOD ${rng.int(1, 4)}${rng.chance(0.5) ? ` (${fy})` : ''}`;
      else if (r < 0.34) text = `${base} FOR ${forWhom}`;
      else if (r < 0.44) text = `${fy} ${base}${site && rng.chance(0.5) ? ` - ${site}` : ''}`;
      else if (r < 0.64 && site) text = `${base} AT ${site}`;
      else if (r < 0.72) text = `${base} IN SUPPORT OF ${forWhom}`;
      else if (r < 0.78) text = `${subject} - ${rng.pick(['BASE YEAR', 'BRIDGE', 'TRANSITION', 'SURGE SUPPORT', 'PHASE II', 'RECOMPETE'])}${site ? `, ${site}` : ''}`;
      else if (r < 0.88) text = `${base} ${rng.pick(['TASK ORDER', 'CLIN', 'CALL', 'REQUIREMENT'])} ${rng.int(1, 40).toString().padStart(4, '0')}`;
      else text = base;
      // many civilian descriptions are written in mixed case, some defense ones too
      return rng.chance(defense ? 0.15 : 0.45) ? sentenceCase(text) : text;
    }
    case 'title':
      return base;
    case 'vehicle':
      return `${subject.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase())} ${rng.pick(['Multiple Award IDIQ', 'Enterprise Contract', 'Blanket Purchase Agreement', 'Indefinite Delivery Vehicle'])}`;
    case 'long':
      return `The contractor shall provide ${subject.toLowerCase()} ${verb.toLowerCase() || 'work'} in accordance with the performance work statement, including transition-in, steady-state performance and transition-out, at government and contractor sites.`;
  }
}
