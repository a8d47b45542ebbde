/**
 * Word lists for generating realistic-sounding but fictional vendor names,
 * people, labor categories, contract descriptions and DLA item nomenclatures,
 * plus real state/local/education (SLED) public buyers for every state,
 * DC and territory.
 *
 * Company and person names produced from these lists are fictional; any
 * resemblance to a real firm or person is coincidental.
 */


export type CompanySize = 'large' | 'small';

/** A uniform random source in [0, 1), e.g. the demo generator's seeded `rng.fn`. */
export type RandomSource = () => number;

function pickFrom<T>(random: RandomSource, list: readonly T[]): T {
  const item = list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  if (item === undefined) throw new Error('names.ts: cannot pick from an empty list');
  return item;
}

/** Pick from [value, weight] pairs. */
function weightedFrom<T>(random: RandomSource, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let r = random() * total;
  for (const [v, w] of entries) {
    r -= w;
    if (r < 0) return v;
  }
  return entries[entries.length - 1][0];
}

// ---------------------------------------------------------------------------
// Title case of SAM legal names
// ---------------------------------------------------------------------------

/** Words kept in capitals: legal forms, acronyms with vowels, roman numerals. */
const UPPER_WORDS: ReadonlySet<string> = new Set([
  'LLC', 'LLP', 'PLLC', 'LLLP', 'LP', 'JV', 'USA', 'US', 'UK', 'IT', 'AI', 'IBM', 'SAIC', 'AECOM', 'CACI', 'ICF', 'CGI', 'BAE',
  'GDIT', 'HVAC', 'IDIQ', 'ISR', 'EOD', 'UAS', 'UAV', 'UX', 'UI', 'ERP', 'API', 'AWS', 'IOT', 'ISO', 'QA', 'AV', 'EMS', 'AEC',
  'EPC', 'AT&T', 'NASA', 'SETA', 'ECS', 'AES', 'ATS', 'II', 'III', 'IV', 'VI', 'VII', 'VIII', 'IX', 'XI', 'XII', 'NE', 'NW', 'SE', 'SW',
]);

/** Words with a fixed mixed-case spelling (abbreviated legal forms and common abbreviations). */
const MIXED_WORDS: ReadonlyMap<string, string> = new Map([
  ['INC', 'Inc'], ['INC.', 'Inc.'], ['CORP', 'Corp'], ['CORP.', 'Corp.'], ['CO', 'Co'], ['CO.', 'Co.'], ['LTD', 'Ltd'], ['LTD.', 'Ltd.'],
  ['BROS', 'Bros'], ['BROS.', 'Bros.'], ['ST', 'St'], ['ST.', 'St.'], ['MT', 'Mt'], ['MT.', 'Mt.'], ['FT', 'Ft'], ['FT.', 'Ft.'],
  ['JR', 'Jr'], ['JR.', 'Jr.'], ['SR', 'Sr'], ['SR.', 'Sr.'], ['DR.', 'Dr.'], ['MFG', 'Mfg'], ['MFG.', 'Mfg.'],
  ['SVCS', 'Svcs'], ['SVCS.', 'Svcs.'], ['INTL', 'Intl'], ['NATL', 'Natl'], ['ASSN', 'Assn'], ['BLDG', 'Bldg'], ['DEPT', 'Dept'], ['BLVD', 'Blvd'], ['MR.', 'Mr.'], ['MRS.', 'Mrs.'],
  ['DEVSECOPS', 'DevSecOps'], ['MACARTHUR', 'MacArthur'], ['MACDONALD', 'MacDonald'], ['MACKENZIE', 'MacKenzie'], ['MACLEOD', 'MacLeod'],
  ['MACGREGOR', 'MacGregor'], ['MACKAY', 'MacKay'], ['MACLEAN', 'MacLean'], ['MACMILLAN', 'MacMillan'], ['MACNEIL', 'MacNeil'],
  ['MACPHERSON', 'MacPherson'], ['MACINTYRE', 'MacIntyre'], ['MACDOUGALL', 'MacDougall'], ['MACFARLANE', 'MacFarlane'],
]);

/** Short words in lower case inside a name (never first). */
const MINOR_WORDS: ReadonlySet<string> = new Set(['AND', 'OF', 'THE', 'FOR', 'IN', 'ON', 'AT', 'TO', 'BY', 'DE', 'DEL', 'LA', 'VON', 'VAN']);

function capitalize(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
}

/** One word without separators (hyphen, slash, ampersand) or surrounding punctuation. */
function caseWord(word: string, first: boolean): string {
  const up = word.toUpperCase();
  if (up === '') return word;
  if (UPPER_WORDS.has(up) || UPPER_WORDS.has(up.replace(/\.$/, ''))) return up;
  const mixed = MIXED_WORDS.get(up);
  if (mixed) return mixed;
  // initials and dotted legal forms: A.T., J.M., L.L.C., L.P., U.S.
  if (/^([A-Z]\.)+[A-Z]?\.?$/.test(up)) return up;
  if (/[0-9]/.test(up)) {
    const ordinal = /^([0-9]+)(ST|ND|RD|TH)$/.exec(up);
    return ordinal ? `${ordinal[1]}${ordinal[2].toLowerCase()}` : up; // 21st, 3rd; L3, 3D, 5G, C4ISR
  }
  if (up.length === 1) return up;
  if (!first && MINOR_WORDS.has(up)) return up.toLowerCase();
  // apostrophes: O'Brien, D'Angelo; Hall's, Int'l
  const apos = up.indexOf("'");
  if (apos > 0) {
    const head = up.slice(0, apos);
    const tail = up.slice(apos + 1);
    if ((head === 'O' || head === 'D') && tail.length >= 2) return `${head}'${capitalize(tail)}`;
    return `${caseWord(head, first)}'${tail.length <= 2 ? tail.toLowerCase() : capitalize(tail)}`;
  }
  // acronyms without vowels: STG, BWX, KPMG, PWC (Y counts as a vowel: Sky, Lynx)
  if (/^[B-DF-HJ-NP-TV-XZ]{2,5}$/.test(up)) return up;
  // McCarthy, McKinsey
  if (/^MC[A-Z]{2,}$/.test(up)) return `Mc${capitalize(up.slice(2))}`;
  return capitalize(up);
}

/**
 * Title case of a SAM legal business name ('A.T. KEARNEY PUBLIC SECTOR, LLC'
 * → 'A.T. Kearney Public Sector, LLC'): legal forms (LLC, L.L.C., Inc., L.P.,
 * JV), initials, acronyms (AECOM, IBM, SAIC, consonant-only ones such as STG),
 * roman numerals, ordinals (21st), letter-digit codes (L-3, 3D), Mc/Mac and
 * O' surnames, hyphenated words and possessives keep their usual spelling;
 * short words (and, of, the) are lower case inside the name.
 */
export function titleCase(name: string): string {
  let first = true;
  return name
    .split(/(\s+)/)
    .map((token) => {
      if (/^\s*$/.test(token)) return token;
      const m = /^([^A-Za-z0-9]*)(.*?)([,;:)\]"]*)$/.exec(token);
      const [lead, core, trail] = m ? [m[1], m[2], m[3]] : ['', token, ''];
      if (core === '') return token;
      const up = core.toUpperCase();
      let out: string;
      if (UPPER_WORDS.has(up) || /^([A-Z]\.)+[A-Z]?\.?$/.test(up)) out = up;
      else
        out = core
          .split(/([-/&])/)
          .map((part, i) => (part === '-' || part === '/' || part === '&' ? part : caseWord(part, first && i === 0)))
          .join('');
      first = false;
      return `${lead}${out}${trail}`;
    })
    .join('');
}

// ---------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------

/** First word(s) of a fictional company name. */
export const COMPANY_NAME_PREFIXES: readonly string[] = [
  'Apex', 'Blue Ridge', 'Meridian', 'Summit', 'Patriot', 'Liberty', 'Keystone', 'Pinnacle', 'Cardinal', 'Ironwood',
  'Chesapeake', 'Potomac', 'Shenandoah', 'Allegheny', 'Cascade', 'Sierra', 'Granite', 'Evergreen', 'Northstar', 'Polaris',
  'Sentinel', 'Vanguard', 'Bluewater', 'Redstone', 'Trident', 'Falcon', 'Osprey', 'Harbor', 'Beacon', 'Compass',
  'Horizon', 'Frontier', 'Pioneer', 'Heritage', 'Centennial', 'Capitol', 'Constellation', 'Orion', 'Vector', 'Quantum',
  'Nexus', 'Catalyst', 'Aegis', 'Bastion', 'Citadel', 'Paragon', 'Vertex', 'Zenith', 'Crestline', 'Ridgeline',
  'Stonebridge', 'Oakmont', 'Cedar Point', 'Magnolia', 'Palmetto', 'Lone Star', 'Bayou', 'Prairie', 'Great Lakes', 'Tidewater',
  'Piedmont', 'Appalachian', 'Coastal', 'Canyon', 'Mesa', 'Alpine', 'Highland', 'Riverbend', 'Silverline', 'Ironclad',
  'Copperleaf', 'Clearpoint', 'Truenorth', 'Signal', 'Anchor', 'Arrowhead', 'Bridgepoint', 'Crossroads', 'Lakeshore', 'Westbrook',
  'Eastgate', 'Northpoint', 'Tri-Star', 'Integrity', 'Veritas', 'Stratus', 'Cirrus', 'Ardent', 'Bold Eagle', 'Red Cedar',
  'Black Diamond', 'White Oak', 'Golden Gate', 'Mission Ridge', 'Steel Harbor', 'Dominion', 'Sequoia', 'Lighthouse', 'Kestrel', 'Corvus',
];

/** Middle word(s) describing the line of business. */
export const COMPANY_NAME_CORES: readonly string[] = [
  'Federal Solutions', 'Analytics', 'Systems Integration', 'Technologies', 'Consulting Group', 'Defense Systems', 'Engineering',
  'Logistics', 'Government Services', 'Professional Services', 'Data Solutions', 'Cyber', 'Health Solutions', 'Research Associates',
  'Strategies', 'Management Group', 'Information Systems', 'Mission Solutions', 'Enterprises', 'Construction', 'Builders',
  'Environmental', 'Facility Services', 'Medical Supply', 'Aerospace', 'Marine Services', 'Security Services', 'Software',
  'Cloud Services', 'Digital', 'Innovations', 'Partners', 'Associates', 'Global', 'Tactical Systems', 'Applied Sciences',
  'Training Solutions', 'IT Services', 'Networks', 'Integrators', 'Contracting', 'Infrastructure', 'Maintenance Services',
  'Support Services', 'Scientific', 'Solutions Group', 'Technical Services', 'Consulting', 'Systems', 'Industries',
];

/** Legal-form suffixes, as they appear at the end of SAM legal business names. */
export const COMPANY_SUFFIXES: readonly string[] = [
  'LLC', 'LLC', 'LLC', 'Inc.', 'Inc.', 'Corp', 'Corporation', 'Incorporated', 'L.L.C.', 'Co.', 'Company', 'Group LLC', 'JV LLC', 'LLP',
];

/**
 * Name patterns. Placeholders: {prefix}, {core}, {suffix}, {last} (a surname from LAST_NAMES),
 * {last2} (a second surname), {initials} (2-3 capital letters).
 */
export const COMPANY_NAME_TEMPLATES: readonly string[] = [
  '{prefix} {core} {suffix}',
  '{prefix} {core}, {suffix}',
  '{prefix} {core} {suffix}',
  '{prefix} {suffix}',
  '{last} {core} {suffix}',
  '{last} & {last2} {suffix}',
  '{initials} {core} {suffix}',
  '{last}-{last2} {core} {suffix}',
];

/** Legal forms that skew toward large, established contractors. */
export const LARGE_COMPANY_SUFFIXES: readonly string[] = [
  'Corporation', 'Corporation', 'Inc.', 'Inc.', 'Corp', 'Company', 'Holdings, Inc.', 'LLC',
];

/** Industries of vendor names and texts, from the vendor's primary NAICS code. */
export type Industry =
  | 'it' | 'professional' | 'engineering' | 'construction' | 'facilities' | 'environmental' | 'aerospace' | 'electronics'
  | 'medical' | 'pharma' | 'manufacturing' | 'logistics' | 'health' | 'training' | 'other';

/** The industry of a NAICS code (2017 or 2022 edition). */
export function industryOfNaics(code: string): Industry {
  const c = code ?? '';
  if (/^(5415|518|5112|5132|5173|5179|5178)/.test(c)) return 'it';
  if (/^(54133|54131|54137|54138|54171|54162|54169|54199)/.test(c)) return 'engineering';
  if (c.startsWith('54')) return 'professional';
  if (c.startsWith('23')) return 'construction';
  if (c.startsWith('562')) return 'environmental';
  if (c.startsWith('56') || c.startsWith('811')) return 'facilities';
  if (/^(3364|3366|33699)/.test(c)) return 'aerospace';
  if (/^(334|335)/.test(c)) return 'electronics';
  if (c.startsWith('3391')) return 'medical';
  if (c.startsWith('3254')) return 'pharma';
  if (/^3[123]/.test(c)) return 'manufacturing';
  if (/^(42|48|49)/.test(c)) return 'logistics';
  if (c.startsWith('62')) return 'health';
  if (c.startsWith('61')) return 'training';
  return 'other';
}

/** Line-of-business words of a name, by industry. */
const INDUSTRY_CORES: Readonly<Record<Industry, readonly string[]>> = {
  it: ['Technologies', 'Technology Solutions', 'Systems', 'Solutions', 'Software', 'Data Solutions', 'Cyber', 'Digital', 'IT Services',
    'Information Systems', 'Networks', 'Consulting', 'Analytics', 'Computing', 'Integrated Solutions', 'Tech', 'Cloud Solutions',
    'Infotech', 'Data Systems', 'Secure Solutions', 'Federal Solutions', 'Government Solutions', 'Systems Integration', 'Software Engineering',
    'Cybersecurity', 'Information Technology', 'Data', 'Labs'],
  professional: ['Consulting Group', 'Associates', 'Partners', 'Management Group', 'Strategies', 'Advisors', 'Consulting', 'Group',
    'Management Consulting', 'Professional Services', 'Federal Services', 'Government Services', 'Solutions Group', 'Research Associates',
    'Mission Solutions', 'Strategic Solutions', 'Management Services', 'Program Management', 'Communications', 'Advisory Services'],
  engineering: ['Engineering', 'Engineering Services', 'Engineering Group', 'Applied Sciences', 'Scientific', 'Research', 'Technical Services',
    'Engineers', 'Laboratories', 'Analytical Services', 'Defense Systems', 'Systems Engineering', 'Test Services', 'Design Group',
    'Architects', 'Engineering & Design', 'Applied Research', 'Technical Solutions'],
  construction: ['Construction', 'Builders', 'Contractors', 'Construction Services', 'General Contractors', 'Constructors', 'Construction Group',
    'Building Group', 'Mechanical', 'Electric', 'Paving', 'Roofing', 'Civil Constructors', 'Design-Build', 'Development', 'Construction Management',
    'Mechanical Contractors', 'Electrical Contractors', 'Excavating', 'Marine Construction'],
  facilities: ['Facility Services', 'Maintenance Services', 'Support Services', 'Security Services', 'Services Group', 'Building Services',
    'Protective Services', 'Services', 'Facilities Management', 'Janitorial Services', 'Integrated Services', 'Staffing', 'Government Services',
    'Facility Solutions', 'Operations', 'Mission Support'],
  environmental: ['Environmental', 'Environmental Services', 'Remediation', 'Environmental Solutions', 'Waste Services', 'Environmental Group',
    'Geosciences', 'Environmental Consulting', 'Ecological Services'],
  aerospace: ['Aerospace', 'Defense Systems', 'Aviation', 'Aeronautics', 'Dynamics', 'Defense', 'Space Systems', 'Marine Systems', 'Shipbuilding',
    'Tactical Systems', 'Technologies', 'Unmanned Systems', 'Space'],
  electronics: ['Electronics', 'Communications', 'Instruments', 'Microwave', 'Photonics', 'Sensors', 'Technologies', 'Systems', 'RF Systems',
    'Power Systems', 'Electronic Systems', 'Controls', 'Optics', 'Signal Systems'],
  medical: ['Medical', 'Medical Supply', 'Medical Products', 'Surgical', 'Biomedical', 'Health Products', 'Diagnostics', 'Life Sciences', 'Orthopedics'],
  pharma: ['Pharmaceuticals', 'Pharma', 'Biologics', 'Therapeutics', 'Laboratories', 'Life Sciences', 'Biosciences'],
  manufacturing: ['Manufacturing', 'Industries', 'Precision', 'Machine Works', 'Fabrication', 'Products', 'Metals', 'Industrial', 'Tool & Die',
    'Machining', 'Components', 'Apparel', 'Foods', 'Supply', 'Textiles', 'Plastics'],
  logistics: ['Logistics', 'Supply', 'Distribution', 'Trading', 'Transport', 'Freight', 'Supply Chain Solutions', 'Marine Services',
    'Aviation Services', 'Shipping', 'Logistics Group', 'Global Logistics', 'Trucking', 'Moving & Storage', 'Fuels', 'Energy', 'Wholesale'],
  health: ['Health', 'Healthcare', 'Health Services', 'Medical Group', 'Health Solutions', 'Clinical Services', 'Medical Staffing', 'Care',
    'Health Partners', 'Behavioral Health'],
  training: ['Training', 'Training Solutions', 'Learning', 'Education Services', 'Academy', 'Simulation', 'Learning Solutions', 'Training Systems'],
  other: ['Enterprises', 'Group', 'Services', 'Hospitality', 'Properties', 'Realty', 'Food Services', 'Catering', 'Management'],
};

/** Line-of-business words that fit any industry. */
const GENERIC_CORES: readonly string[] = ['Solutions', 'Group', 'Enterprises', 'Partners', 'Associates', 'Global', 'Services', 'Industries', 'Innovations', 'Strategies', 'Federal', 'International'];

/** Invented brand words (single-word names such as large primes carry). */
const BRANDS: readonly string[] = [
  'Avantra', 'Novexa', 'Veridyn', 'Solvaris', 'Tekvora', 'Quantiva', 'Corvanta', 'Stratavis', 'Intellity', 'Arcvion', 'Nuvira', 'Xentro',
  'Optivant', 'Lumetra', 'Brightlane', 'Clearwave', 'Ironbridge', 'Redhawk', 'Bluestone', 'Silverpeak', 'Greystone', 'Highpoint', 'Keystar',
  'Trivant', 'Omnivex', 'Synergis', 'Axentis', 'Elevant', 'Veracor', 'Cognitas', 'Praxient', 'Sentrix', 'Provexa', 'Calderis', 'Meritas',
  'Aurelian', 'Bravura', 'Castellan', 'Dynamis', 'Fortivus', 'Galvanix', 'Halcyon', 'Invicta', 'Kairos', 'Magnus', 'Nautilus', 'Obsidian',
  'Paladin', 'Quillon', 'Radiant', 'Sablewood', 'Talon', 'Valiant', 'Wyvern', 'Zephyr', 'Altamira', 'Bellwether', 'Cobalt', 'Delphinus',
  'Emberly', 'Foxhollow', 'Glenmont', 'Hartwell', 'Ivorton', 'Kestrelwood', 'Larkspur', 'Marlowe', 'Norvale', 'Onyx', 'Pembrook', 'Quarry',
  'Ravenna', 'Solstice', 'Thornbury', 'Umberly', 'Verity', 'Wexford', 'Yarrow', 'Zenova',
];

const ORDINAL_WORDS: readonly string[] = ['1st', '3rd', '5th', '7th', '21st', '22nd', '1st Line', '2nd', '4th'];
const ORDINAL_NOUNS: readonly string[] = ['Choice', 'Coast', 'Century', 'Generation', 'Dimension', 'Wave', 'Element', 'Street', 'Signal', 'Degree'];
const NUMBER_WORDS: readonly string[] = ['3D', '360', '4K', '5G', '7S', '24/7', '1-800', 'A1', 'K2'];
const CONSONANTS = 'BCDFGHJKLMNPRSTVWXZ';
const SOLE_CORES: readonly string[] = ['Consulting', 'Construction', 'Enterprises', 'Services', 'Trucking', 'Electric', 'Engineering', 'Solutions'];
let simpleFirstNames: readonly string[] | undefined;
/** First names without inner capitals or hyphens (their title case is their spelling). */
const SIMPLE_FIRST_NAMES = (): readonly string[] => (simpleFirstNames ??= FIRST_NAMES.filter((n) => /^[A-Z][a-z]+$/.test(n)));
const STATE_NAMES_FOR_NAMES: readonly string[] = ['Virginia', 'Maryland', 'Texas', 'Florida', 'Alabama', 'Georgia', 'Carolina', 'Colorado', 'Ohio',
  'California', 'Hawaii', 'Alaska', 'Tennessee', 'Kentucky', 'Oklahoma', 'Nevada', 'Arizona', 'Utah', 'America'];

/** Legal form of a name, which also gives the SAM entity structure. */
export type LegalForm = 'llc' | 'corporation' | 'partnership' | 'sole';

export interface CompanyNameParts {
  /** the name as the firm writes it ('Meridian Analytics, LLC'); SAM's legal name is its upper case */
  name: string;
  /** the distinctive first word(s), shared by subsidiaries ('Meridian') */
  stem: string;
  form: LegalForm;
  /** a joint venture (SAM entity type JV) */
  jv: boolean;
}

export interface CompanyNameOptions {
  /** line of business (default: any) */
  industry?: Industry;
  /** state name for 'X Construction of Virginia' styles */
  state?: string;
  /** a joint venture of two firms */
  jv?: boolean;
}

const SMALL_SUFFIXES: readonly (readonly [string, number])[] = [
  ['LLC', 40], ['Inc.', 18], ['Inc', 5], ['Corp.', 3], ['Corporation', 6], ['Incorporated', 2], ['L.L.C.', 3], ['Co.', 2], ['Company', 3],
  ['LLP', 2], ['PLLC', 2], ['Ltd.', 1],
];
const LARGE_SUFFIXES: readonly (readonly [string, number])[] = [
  ['Corporation', 30], ['Inc.', 30], ['Company', 8], ['LLC', 14], ['Corp.', 4], ['Incorporated', 3], ['Holdings, Inc.', 3], ['Group, Inc.', 3], ['L.P.', 2],
];

function formOf(suffix: string): LegalForm {
  if (/L\.?L\.?C\.?$|PLLC$/.test(suffix)) return 'llc';
  if (/^(LLP|L\.P\.|LP)$/.test(suffix)) return 'partnership';
  return 'corporation';
}

function withSuffix(random: RandomSource, base: string, suffix: string): string {
  if (suffix === '') return base;
  // SAM legal names: 'X, LLC' about as often as 'X LLC'; Corporation and Company without a comma
  const comma = /^(Corporation|Company|Co\.|Corp\.|Incorporated|Holdings|Group)\b/.test(suffix) ? false : random() < 0.5;
  return `${base}${comma ? ',' : ''} ${suffix}`;
}

/** Consonant initials ('BDK'), never a word with a fixed spelling such as ST (St.) or JR (Jr.). */
function initialsOf(random: RandomSource, min: number, max: number): string {
  for (;;) {
    const n = min + Math.floor(random() * (max - min + 1));
    let s = '';
    for (let i = 0; i < n; i++) s += pickFrom(random, [...CONSONANTS]);
    if (!MIXED_WORDS.has(s)) return s;
  }
}

/**
 * A fictional company name with its parts: styles of real SAM registrants
 * ('Meridian Analytics, LLC', 'Halvorsen & Reyes, PLLC', 'BDK Technologies
 * Inc.', 'J.M. Harlow Associates, Inc.', '3rd Coast Construction LLC',
 * 'Keystone Builders of Virginia, Inc.', 'Novexa Corporation', 'Apex-Cardinal
 * JV, LLC'), with line-of-business words of the industry. Every name keeps its
 * spelling through `titleCase(name.toUpperCase())`.
 */
export function companyNameParts(random: RandomSource, size: CompanySize = 'small', opts: CompanyNameOptions = {}): CompanyNameParts {
  const industry = opts.industry ?? pickFrom(random, Object.keys(INDUSTRY_CORES) as Industry[]);
  const cores = random() < 0.88 ? INDUSTRY_CORES[industry] : GENERIC_CORES;
  const core = pickFrom(random, cores);
  const prefix = pickFrom(random, COMPANY_NAME_PREFIXES);
  const last = pickFrom(random, LAST_NAMES);
  let last2 = pickFrom(random, LAST_NAMES);
  for (let i = 0; i < 3 && last2 === last; i++) last2 = pickFrom(random, LAST_NAMES);
  const brand = pickFrom(random, BRANDS);
  const suffix = weightedFrom(random, size === 'large' ? LARGE_SUFFIXES : SMALL_SUFFIXES);

  if (opts.jv) {
    const a = random() < 0.5 ? prefix : last;
    const b = random() < 0.5 ? brand : last2;
    const style = weightedFrom(random, [['hyphen', 4], ['and', 2], ['initials', 2]] as const);
    const base = style === 'hyphen' ? `${a}-${b} JV` : style === 'and' ? `${a} ${b} Joint Venture` : `${initialsOf(random, 2, 3)} ${pickFrom(random, INDUSTRY_CORES[industry])} JV`;
    const jvSuffix = random() < 0.8 ? 'LLC' : '';
    return { name: withSuffix(random, base, jvSuffix), stem: base.split(/[- ]/)[0], form: jvSuffix ? 'llc' : 'partnership', jv: true };
  }

  type Style = 'prefix' | 'last' | 'partners' | 'initials' | 'dotted' | 'brand' | 'brandCore' | 'ordinal' | 'number' | 'state' | 'the' | 'hyphen' | 'sole';
  const styles: readonly (readonly [Style, number])[] =
    size === 'large'
      ? [['prefix', 26], ['last', 12], ['initials', 14], ['brand', 22], ['brandCore', 10], ['hyphen', 8], ['the', 4], ['dotted', 4]]
      : [
          ['prefix', 30], ['last', 12], ['partners', ['professional', 'engineering', 'construction'].includes(industry) ? 8 : 2], ['initials', 10],
          ['dotted', 3], ['brand', 8], ['brandCore', 8], ['ordinal', 3], ['number', 2],
          ['state', ['construction', 'facilities', 'health', 'environmental', 'logistics'].includes(industry) ? 6 : 1], ['the', 2], ['hyphen', 3], ['sole', 4],
        ];
  const style = weightedFrom(random, styles);
  let base: string;
  let stem: string;
  let sfx = suffix;
  switch (style) {
    case 'prefix':
      base = `${prefix} ${core}`;
      stem = prefix;
      break;
    case 'last':
      base = `${last} ${core}`;
      stem = last;
      break;
    case 'partners':
      base = random() < 0.6 ? `${last} & ${last2}` : `${last}, ${last2} & Associates`;
      stem = last;
      sfx = weightedFrom(random, [['LLC', 3], ['PLLC', 3], ['LLP', 2], ['Inc.', 2], ['P.C.', 1]]);
      break;
    case 'initials': {
      const ini = initialsOf(random, size === 'large' ? 3 : 2, 4);
      base = `${ini} ${core}`;
      stem = ini;
      break;
    }
    case 'dotted': {
      const a = pickFrom(random, [...'ABCDEFGHJKLMNPRSTW']);
      const b = pickFrom(random, [...'ABCDEFGHJKLMNPRSTW']);
      base = `${a}.${b}. ${last} ${random() < 0.5 ? 'Associates' : core}`;
      stem = `${a}.${b}. ${last}`;
      break;
    }
    case 'brand':
      base = brand;
      stem = brand;
      if (suffix === 'LLC' && size === 'large') sfx = 'Corporation';
      break;
    case 'brandCore':
      base = `${brand} ${core}`;
      stem = brand;
      break;
    case 'ordinal': {
      const o = pickFrom(random, ORDINAL_WORDS);
      const word = o.includes(' ') ? o : `${o} ${pickFrom(random, ORDINAL_NOUNS)}`;
      base = `${word} ${core}`;
      stem = word;
      break;
    }
    case 'number': {
      const n = pickFrom(random, NUMBER_WORDS);
      base = `${n} ${core}`;
      stem = n;
      break;
    }
    case 'state':
      base = `${random() < 0.5 ? prefix : last} ${core} of ${opts.state && /^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(opts.state) ? opts.state : pickFrom(random, STATE_NAMES_FOR_NAMES)}`;
      stem = base.split(' ')[0];
      break;
    case 'the':
      // 'The Harlow Group, LLC', 'The Harlow Company'
      if (random() < 0.5) {
        base = `The ${last} Group`;
      } else {
        base = `The ${last} Company`;
        sfx = '';
      }
      stem = last;
      break;
    case 'hyphen':
      base = `${last}-${last2} ${random() < 0.4 ? '' : core}`.trim();
      stem = `${last}-${last2}`;
      break;
    case 'sole':
    default:
      base = `${pickFrom(random, SIMPLE_FIRST_NAMES())} ${last} ${pickFrom(random, SOLE_CORES)}`;
      stem = last;
      sfx = '';
      break;
  }
  // no doubled collective nouns ('Consulting Group Company', 'Partners Holdings, Inc.')
  if (/\b(Group|Partners|Associates|Enterprises|Industries|Holdings)$/.test(base) && /^(Company|Co\.|Holdings, Inc\.|Group, Inc\.)$/.test(sfx)) sfx = size === 'large' ? 'Inc.' : 'LLC';
  const name = withSuffix(random, base, sfx);
  return { name, stem, form: sfx === '' ? (style === 'the' ? 'corporation' : 'sole') : formOf(sfx), jv: false };
}

/**
 * A fictional company legal name such as 'Apex Federal Solutions LLC',
 * 'Blue Ridge Analytics, Inc.' or 'Meridian Systems Integration Corp.'.
 * Deterministic for a given random source. Large firms get corporate legal
 * forms; small firms mostly LLCs, partnerships and joint ventures.
 */
export function companyName(random: RandomSource, size: CompanySize = 'small', opts: CompanyNameOptions = {}): string {
  return companyNameParts(random, size, opts).name;
}

/** Units of a larger firm: '<stem> Federal Services, LLC', '<stem> Government Solutions, Inc.' */
const SUBSIDIARY_CORES: Readonly<Partial<Record<Industry, readonly string[]>>> & { any: readonly string[] } = {
  any: ['Federal Services', 'Government Solutions', 'Mission Solutions', 'Technical Services', 'Federal Systems', 'Government Services',
    'Services', 'Federal', 'Global Services', 'International', 'Public Sector', 'National Security Solutions', 'Mission Support',
    'Defense Services', 'Federal Solutions', 'Integrated Solutions', 'Special Programs'],
  it: ['Federal IT', 'Digital Solutions', 'Cyber Solutions', 'Information Technology', 'Government Technology'],
  engineering: ['Engineering Services', 'Applied Technologies', 'Advanced Programs', 'Research'],
  construction: ['Construction Services', 'Federal Construction', 'Constructors', 'Infrastructure'],
  facilities: ['Facility Services', 'Base Operations', 'Government Facility Services'],
  aerospace: ['Space & Defense', 'Aerospace Systems', 'Defense Systems', 'Mission Systems'],
  electronics: ['Electronic Systems', 'Communications Systems', 'Sensors'],
  logistics: ['Logistics Services', 'Supply Chain Services', 'Global Logistics'],
  health: ['Health Solutions', 'Government Health Services', 'Clinical Services'],
  training: ['Training Services', 'Learning Solutions'],
};

/** A subsidiary's name sharing the parent's stem ('Meridian Federal Services, LLC'). */
export function subsidiaryName(random: RandomSource, parentStem: string, industry?: Industry): CompanyNameParts {
  const list = industry && SUBSIDIARY_CORES[industry] && random() < 0.45 ? SUBSIDIARY_CORES[industry]! : SUBSIDIARY_CORES.any;
  const core = pickFrom(random, list);
  const suffix = weightedFrom(random, [['LLC', 50], ['Inc.', 25], ['Corporation', 10], ['Inc', 5], ['Company', 4], ['L.L.C.', 3], ['Corp.', 3]]);
  return { name: withSuffix(random, `${parentStem} ${core}`, suffix), stem: parentStem, form: formOf(suffix), jv: false };
}

/** Investment firms and holding companies owning contractors (private equity, family holdings). */
export function holdingCompanyName(random: RandomSource): string {
  const style = weightedFrom(random, [['capital', 4], ['equity', 2], ['holdings', 3], ['investment', 1]] as const);
  const word = random() < 0.5 ? pickFrom(random, COMPANY_NAME_PREFIXES) : random() < 0.5 ? pickFrom(random, BRANDS) : pickFrom(random, LAST_NAMES);
  switch (style) {
    case 'capital':
      return `${word} Capital Partners${random() < 0.6 ? ', L.P.' : ' LP'}`;
    case 'equity':
      return `${word} Equity Partners${random() < 0.5 ? ', L.P.' : ', LLC'}`;
    case 'holdings':
      return `${word} Holdings${random() < 0.6 ? ', Inc.' : ', LLC'}`;
    default:
      return `${word} Investment Group, LLC`;
  }
}

// ---------------------------------------------------------------------------
// Street addresses
// ---------------------------------------------------------------------------

/** Street names (without the type) of the kind office and industrial addresses carry. */
export const STREET_NAMES: readonly string[] = [
  // office-park and corridor names
  'Sunrise Valley', 'Sunset Hills', 'Dulles Corner', 'Greensboro', 'Jones Branch', 'Westpark', 'Park Meadow', 'Democracy', 'Fair Lakes',
  'Lee Jackson', 'Chain Bridge', 'Wilson', 'Clarendon', 'Crystal', 'Eisenhower', 'Duke', 'King', 'Prince', 'Little Patuxent', 'Dorsey',
  'Airport Square', 'National Business', 'Shady Grove', 'Key West', 'Research', 'Executive', 'Corporate', 'Enterprise', 'Innovation',
  'Discovery', 'Technology', 'Commerce', 'Industrial', 'Business Center', 'Professional', 'Gateway', 'Concourse', 'Crossroads', 'Summit',
  'Tech Center', 'Science', 'Explorer', 'Pioneer', 'Frontier', 'Patriot', 'Liberty', 'Independence', 'Freedom', 'Heritage', 'Constitution',
  'Capitol', 'Federal', 'Commonwealth', 'Colonial', 'Potomac', 'Chesapeake', 'Shenandoah', 'Blue Ridge', 'Piedmont', 'Tidewater',
  'Harbor', 'Bay', 'Ocean', 'Coastal', 'Lakeview', 'Lakeside', 'Riverside', 'Riverview', 'River', 'Creek', 'Spring', 'Fountain',
  'Mill', 'Mill Creek', 'Old Mill', 'Quarry', 'Canal', 'Bridge', 'Depot', 'Station', 'Railroad', 'Airport', 'Aviation', 'Hangar',
  'Port', 'Dock', 'Wharf', 'Ferry', 'Turnpike', 'Plank', 'Post', 'Court House', 'Town Center', 'Village', 'Market', 'Main', 'Church',
  'High', 'School', 'College', 'University', 'Academy', 'Hospital', 'Medical Center', 'Park', 'Plaza', 'Center', 'Square',
  // trees and plants
  'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Walnut', 'Chestnut', 'Magnolia', 'Willow', 'Birch', 'Hickory', 'Poplar', 'Sycamore', 'Dogwood',
  'Aspen', 'Cypress', 'Juniper', 'Laurel', 'Holly', 'Spruce', 'Redwood', 'Live Oak', 'Pecan', 'Peachtree', 'Orange Grove', 'Palm', 'Palmetto',
  'Mulberry', 'Hawthorn', 'Ivy', 'Rosewood', 'Sage', 'Cottonwood', 'Mesquite', 'Sequoia', 'Ash', 'Beech', 'Linden', 'Locust',
  // landscape
  'Hill', 'Ridge', 'Valley', 'Forest', 'Meadow', 'Prairie', 'Mesa', 'Canyon', 'Highland', 'Summit Ridge', 'Timber', 'Stone', 'Granite',
  'Rock Creek', 'Fox Run', 'Deer Run', 'Eagle', 'Falcon', 'Hawk', 'Quail', 'Cardinal', 'Heron', 'Osprey', 'Bluebird', 'Pheasant',
  'Sunrise', 'Sunset', 'Skyline', 'Horizon', 'Vista', 'Northpoint', 'Southpoint', 'Westgate', 'Eastgate', 'Northgate', 'Crossings',
  // people and places
  'Washington', 'Jefferson', 'Madison', 'Monroe', 'Adams', 'Jackson', 'Lincoln', 'Grant', 'Franklin', 'Hamilton', 'Kennedy', 'Roosevelt',
  'Truman', 'Eisenhower Memorial', 'Carver', 'Douglass', 'Tubman', 'Marshall', 'Patrick Henry', 'Lafayette', 'Revere', 'Hancock',
  'Pershing', 'MacArthur', 'Bradley', 'Patton', 'Nimitz', 'Sparkman', 'Wynn', 'Bradford', 'Cummings', 'Clinton', 'Randolph', 'Lee',
  'Fairfax', 'Arlington', 'Loudoun', 'Prince William', 'Annapolis', 'Baltimore', 'Georgetown', 'Frederick', 'Richmond', 'Norfolk',
  'Virginia', 'Maryland', 'Carolina', 'Georgia', 'Texas', 'Florida', 'Colorado', 'Dakota', 'Nevada', 'Montana', 'Kentucky', 'Ohio',
  'Broad', 'Front', 'Water', 'Bank', 'Union', 'State', 'Central', 'Commercial', 'Cherry', 'Grove', 'Green', 'Orchard', 'Garden',
  'Wood', 'Woodland', 'Brook', 'Glen', 'Lake', 'Pleasant', 'Mount Vernon', 'Springfield', 'Greenbelt', 'Columbia', 'Old Georgetown',
  'Old Dominion', 'Arbor', 'Westchester', 'Brandywine', 'Hunt Club', 'Corporate Center', 'Executive Park', 'Research Park', 'Tower',
];

/** Street types (USPS abbreviations) with relative frequency. */
const STREET_TYPES: readonly (readonly [string, number])[] = [
  ['St', 18], ['Ave', 11], ['Dr', 20], ['Rd', 12], ['Blvd', 8], ['Pkwy', 6], ['Way', 6], ['Ln', 4], ['Ct', 4], ['Pl', 3], ['Cir', 3],
  ['Hwy', 2], ['Pike', 1], ['Ter', 1], ['Trl', 1], ['Sq', 1], ['Plz', 1], ['Loop', 1], ['Row', 0.5], ['Run', 0.5],
];

const DC_LETTER_STREETS = 'CDEFGHIKLMNPQRSTUV'.split('');
const DC_AVENUES = ['Pennsylvania', 'Connecticut', 'Massachusetts', 'New York', 'Wisconsin', 'Rhode Island', 'Vermont', 'New Hampshire', 'Maryland',
  'Independence', 'Constitution', 'Virginia', 'Delaware', 'New Jersey', 'Florida', 'Georgia', 'Nebraska', 'Idaho'];

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th'][n % 10];
  return `${n}${s}`;
}

/**
 * The first line of a street address ('12010 Sunrise Valley Dr', '1101 K St NW',
 * '450 N Market St'): hundreds of names, USPS street types, directionals;
 * Washington, DC streets with their quadrant.
 */
export function streetLine(random: RandomSource, stateCode: string): string {
  if (stateCode === 'DC') {
    const quadrant = weightedFrom(random, [['NW', 75], ['NE', 10], ['SE', 8], ['SW', 7]]);
    const number = 100 + Math.floor(random() * 2800);
    const kind = weightedFrom(random, [['letter', 5], ['avenue', 3], ['numbered', 3]] as const);
    if (kind === 'letter') return `${number} ${pickFrom(random, DC_LETTER_STREETS)} St ${quadrant}`;
    if (kind === 'avenue') return `${number} ${pickFrom(random, DC_AVENUES)} Ave ${quadrant}`;
    return `${number} ${ordinal(1 + Math.floor(random() * 24))} St ${quadrant}`;
  }
  const digits = weightedFrom(random, [[1, 2], [2, 8], [3, 30], [4, 42], [5, 18]]);
  const lo = Math.pow(10, digits - 1);
  const number = lo + Math.floor(random() * (lo * 9));
  const numbered = random() < 0.12;
  const name = numbered ? ordinal(1 + Math.floor(random() * 40)) : pickFrom(random, STREET_NAMES);
  const type = numbered ? weightedFrom(random, [['St', 6], ['Ave', 4]]) : weightedFrom(random, STREET_TYPES);
  const directional = random() < 0.1 ? `${weightedFrom(random, [['N', 3], ['S', 3], ['E', 2], ['W', 2], ['NE', 1], ['NW', 1], ['SE', 1], ['SW', 1]])} ` : '';
  return `${number} ${directional}${name} ${type}`;
}

/** A second address line in the proportions of office addresses: suites above all, floors, buildings, units. */
export function secondaryLine(random: RandomSource): string {
  const kind = weightedFrom(random, [['suite', 52], ['ste', 28], ['floor', 7], ['bldg', 7], ['unit', 5], ['room', 1]] as const);
  const suite = () => {
    const floorNo = 1 + Math.floor(random() * 12);
    return random() < 0.8 ? String(floorNo * 100 + Math.floor(random() * 50)) : `${floorNo}${pickFrom(random, [...'ABCDEF'])}`;
  };
  switch (kind) {
    case 'suite':
      return `Suite ${suite()}`;
    case 'ste':
      return `Ste ${suite()}`;
    case 'floor': {
      const f = 2 + Math.floor(random() * 14);
      return random() < 0.5 ? `Floor ${f}` : `${ordinal(f)} Floor`;
    }
    case 'bldg':
      return random() < 0.5 ? `Bldg ${1 + Math.floor(random() * 9)}` : `Building ${pickFrom(random, ['A', 'B', 'C', '100', '200', '300', '2', '3'])}`;
    case 'unit':
      return `Unit ${random() < 0.5 ? pickFrom(random, [...'ABCDEFGH']) : String(100 + Math.floor(random() * 400))}`;
    default:
      return `Rm ${100 + Math.floor(random() * 500)}`;
  }
}

/** A post office box line ('PO Box 4417', 'P.O. Box 221'). */
export function poBoxLine(random: RandomSource): string {
  const n = weightedFrom(random, [[2, 1], [3, 3], [4, 5], [5, 1]]);
  const lo = Math.pow(10, n - 1);
  const box = lo + Math.floor(random() * lo * 9);
  return `${weightedFrom(random, [['PO Box', 7], ['P.O. Box', 3]])} ${box}`;
}


// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Ashley',
  'Donald', 'Kimberly', 'Steven', 'Emily', 'Andrew', 'Donna', 'Paul', 'Michelle', 'Joshua', 'Carol',
  'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie', 'Ronald', 'Rebecca',
  'Jason', 'Laura', 'Ryan', 'Sharon', 'Jacob', 'Cynthia', 'Gary', 'Kathleen', 'Nicholas', 'Amy',
  'Eric', 'Angela', 'Jonathan', 'Rachel', 'Justin', 'Heather', 'Brandon', 'Nicole', 'Tyrone', 'Keisha',
  'Darnell', 'Latoya', 'Marcus', 'Tamika', 'Andre', 'Jasmine', 'DeShawn', 'Imani', 'Terrence', 'Aaliyah',
  'Jose', 'Maria', 'Luis', 'Carmen', 'Carlos', 'Rosa', 'Miguel', 'Ana', 'Juan', 'Lucia',
  'Alejandro', 'Gabriela', 'Diego', 'Sofia', 'Javier', 'Isabel', 'Ricardo', 'Elena', 'Fernando', 'Valeria',
  'Wei', 'Mei', 'Jian', 'Li', 'Hiroshi', 'Yuki', 'Kenji', 'Aiko', 'Min-jun', 'Ji-woo',
  'Sung', 'Hyun', 'Thanh', 'Linh', 'Minh', 'Anh', 'Raj', 'Priya', 'Arjun', 'Ananya',
  'Vikram', 'Deepa', 'Sanjay', 'Kavya', 'Rahul', 'Neha', 'Amit', 'Sunita', 'Mohammed', 'Fatima',
  'Omar', 'Layla', 'Ali', 'Yasmin', 'Hassan', 'Noor', 'Tariq', 'Samira', 'Kwame', 'Ama',
  'Chidi', 'Ngozi', 'Tunde', 'Folake', 'Dmitri', 'Olga', 'Ivan', 'Katarina', 'Sean', 'Siobhan',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Washington', 'Jefferson', 'Banks', 'Coleman', 'Freeman', 'Simmons', 'Bryant', 'Alexander', 'Wallace', 'Hayes',
  'Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Tanaka', 'Yamamoto', 'Sato', 'Park', 'Choi',
  'Tran', 'Pham', 'Le', 'Shah', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Desai',
  'Khan', 'Ahmed', 'Hussain', 'Haddad', 'Nasser', 'Rahman', 'Okafor', 'Adeyemi', 'Mensah', 'Osei',
  "O'Brien", 'McCarthy', 'Sullivan', 'Kowalski', 'Novak', 'Petrov', 'Schmidt', 'Muller', 'Rossi', 'Bianchi',
];

// ---------------------------------------------------------------------------
// Labor categories (GSA MAS / T&M style)
// ---------------------------------------------------------------------------

export const LABOR_CATEGORIES: readonly string[] = [
  'Program Manager III', 'Program Manager II', 'Deputy Program Manager', 'Project Manager II', 'Senior Project Manager',
  'Task Order Manager', 'Subject Matter Expert III', 'Subject Matter Expert II', 'Senior Software Engineer', 'Software Engineer II',
  'Software Developer I', 'Full Stack Developer II', 'DevSecOps Engineer III', 'Cloud Architect', 'Cloud Engineer II',
  'Solutions Architect', 'Enterprise Architect', 'Systems Engineer III', 'Systems Engineer II', 'Systems Administrator II',
  'Network Engineer III', 'Network Administrator II', 'Database Administrator II', 'Data Scientist III', 'Data Engineer II',
  'Data Analyst I', 'Business Intelligence Analyst', 'Cybersecurity Analyst II', 'Cybersecurity Engineer III', 'Information Assurance Specialist II',
  'Information Systems Security Officer', 'Penetration Tester', 'Security Operations Center Analyst II', 'Help Desk Specialist I', 'Help Desk Specialist II',
  'Service Desk Manager', 'Desktop Support Technician II', 'Technical Writer II', 'Quality Assurance Analyst II', 'Test Engineer II',
  'Configuration Manager', 'Business Analyst III', 'Business Analyst II', 'Management Analyst II', 'Program Analyst III',
  'Financial Analyst II', 'Budget Analyst II', 'Cost Estimator III', 'Acquisition Specialist II', 'Contract Specialist II',
  'Logistics Specialist II', 'Logistics Manager', 'Supply Chain Analyst', 'Training Specialist II', 'Instructional Designer',
  'Administrative Assistant II', 'Executive Assistant', 'Human Resources Specialist II', 'Communications Specialist II', 'Graphic Designer II',
  'UX/UI Designer', 'Scrum Master', 'Agile Coach', 'Product Owner', 'Mechanical Engineer II',
  'Electrical Engineer III', 'Civil Engineer II', 'Environmental Engineer II', 'Industrial Hygienist', 'Safety Specialist II',
  'Health Physicist', 'Clinical Research Associate', 'Registered Nurse', 'Medical Records Technician', 'Biostatistician',
  'Research Scientist III', 'Operations Research Analyst III', 'Intelligence Analyst III', 'Geospatial Analyst II', 'Facilities Manager',
  'HVAC Technician', 'Journeyman Electrician', 'Construction Manager', 'Quality Control Manager', 'Site Safety and Health Officer',
];

// ---------------------------------------------------------------------------
// Contract description fragments (FPDS "description of requirement" style)
// ---------------------------------------------------------------------------

/** Inherently-governmental-function prefixes many civilian agencies put on service descriptions. */
export const IGF_PREFIXES: readonly string[] = ['IGF::OT::IGF', 'IGF::OT::IGF', 'IGF::CL::IGF', 'IGF::CT::IGF', 'IGF::CL,CT::IGF'];

/** What a service requirement covers, e.g. 'ENTERPRISE IT OPERATIONS AND MAINTENANCE'. */
export const SERVICE_SCOPES: readonly string[] = [
  'ENTERPRISE IT OPERATIONS AND MAINTENANCE', 'CYBERSECURITY AND INFORMATION ASSURANCE', 'CLOUD MIGRATION AND HOSTING',
  'SOFTWARE DEVELOPMENT AND SUSTAINMENT', 'DATA ANALYTICS AND VISUALIZATION', 'HELP DESK AND END USER', 'NETWORK OPERATIONS AND SECURITY',
  'PROGRAM MANAGEMENT', 'ACQUISITION AND PROGRAM MANAGEMENT', 'FINANCIAL MANAGEMENT AND AUDIT READINESS', 'LOGISTICS AND SUPPLY CHAIN',
  'ENGINEERING AND TECHNICAL', 'SYSTEMS ENGINEERING AND TECHNICAL ASSISTANCE (SETA)', 'TEST AND EVALUATION', 'TRAINING AND CURRICULUM DEVELOPMENT',
  'STRATEGIC COMMUNICATIONS AND OUTREACH', 'RECORDS MANAGEMENT AND FOIA', 'FACILITIES OPERATIONS AND MAINTENANCE', 'BASE OPERATIONS',
  'JANITORIAL AND CUSTODIAL', 'GROUNDS MAINTENANCE', 'ARMED GUARD', 'MEDICAL STAFFING', 'LABORATORY', 'ENVIRONMENTAL REMEDIATION',
  'INTELLIGENCE ANALYSIS', 'GEOSPATIAL INTELLIGENCE', 'MISSION SUPPORT', 'HUMAN CAPITAL', 'GRANTS MANAGEMENT', 'CONTACT CENTER',
  'DIGITAL MODERNIZATION', 'ZERO TRUST ARCHITECTURE IMPLEMENTATION', 'DEVSECOPS PLATFORM', 'ERP SUSTAINMENT', 'SHIP MAINTENANCE AND MODERNIZATION',
  'AIRCRAFT MAINTENANCE', 'SIMULATOR SUSTAINMENT', 'ENTERPRISE LICENSE MANAGEMENT', 'DATA CENTER CONSOLIDATION', 'CONTINUITY OF OPERATIONS',
  'EMERGENCY MANAGEMENT', 'CLINICAL TRIAL', 'BIOMEDICAL RESEARCH', 'EPIDEMIOLOGICAL SURVEILLANCE', 'BORDER TECHNOLOGY',
];

/** How a service description ends. */
export const SERVICE_ENDINGS: readonly string[] = [
  'SUPPORT SERVICES', 'SUPPORT SERVICES', 'SERVICES', 'TECHNICAL SUPPORT', 'SUPPORT', 'ADVISORY AND ASSISTANCE SERVICES',
];

/** Optional customer clause appended to a service description. */
export const DESCRIPTION_CUSTOMERS: readonly string[] = [
  'FOR THE OFFICE OF THE CHIEF INFORMATION OFFICER', 'FOR THE OFFICE OF THE CHIEF FINANCIAL OFFICER', 'FOR THE OFFICE OF THE CHIEF HUMAN CAPITAL OFFICER',
  'FOR THE PROGRAM EXECUTIVE OFFICE', 'FOR HEADQUARTERS AND REGIONAL OFFICES', 'IN SUPPORT OF THE MISSION SUPPORT DIRECTORATE',
  'AT MULTIPLE CONUS LOCATIONS', 'FOR THE OFFICE OF ACQUISITION MANAGEMENT', 'FOR THE OFFICE OF THE SECRETARY', 'IN SUPPORT OF OCONUS OPERATIONS',
  'FOR THE ENTERPRISE SERVICES DIRECTORATE', 'FOR THE OFFICE OF SECURITY AND EMERGENCY PREPAREDNESS',
];

/** Verbs for facility/construction descriptions, e.g. 'REPAIR OF HVAC SYSTEMS BLDG 1200'. */
export const FACILITY_WORK_ACTIONS: readonly string[] = [
  'REPAIR', 'REPLACE', 'RENOVATE', 'UPGRADE', 'INSTALL', 'CONSTRUCT', 'DEMOLISH', 'MODERNIZE', 'REPAIR AND REPLACE', 'DESIGN-BUILD',
];

export const FACILITY_WORK_OBJECTS: readonly string[] = [
  'HVAC SYSTEMS', 'ROOF', 'FIRE ALARM SYSTEM', 'FIRE SUPPRESSION SYSTEM', 'ELEVATORS', 'CHILLER', 'BOILER', 'PARKING LOT',
  'AIRFIELD LIGHTING', 'WATER DISTRIBUTION LINES', 'ELECTRICAL DISTRIBUTION SYSTEM', 'RESTROOMS', 'SECURITY FENCING', 'STORM DRAINAGE',
  'EXTERIOR ENVELOPE', 'BACKUP GENERATOR', 'LABORATORY FUME HOODS', 'ENERGY MANAGEMENT CONTROL SYSTEM', 'ACCESS CONTROL SYSTEM',
  'SEWER LIFT STATION', 'HANGAR DOORS', 'BARRACKS INTERIOR', 'DINING FACILITY KITCHEN', 'PIER FENDER SYSTEM',
];

/** Facility designators used with a number, e.g. 'BLDG 1200', 'HANGAR 3'. */
export const FACILITY_DESIGNATORS: readonly string[] = ['BLDG', 'BLDG', 'BUILDING', 'HANGAR', 'FACILITY', 'WAREHOUSE'];

/** Typical modification descriptions. */
export const MODIFICATION_DESCRIPTIONS: readonly string[] = [
  'EXERCISE OPTION PERIOD 1', 'EXERCISE OPTION PERIOD 2', 'EXERCISE OPTION YEAR 3', 'PROVIDE INCREMENTAL FUNDING', 'INCREMENTAL FUNDING',
  'ADMINISTRATIVE MODIFICATION TO UPDATE CONTRACTING OFFICER REPRESENTATIVE', 'DE-OBLIGATE EXCESS FUNDS', 'EXTEND PERIOD OF PERFORMANCE',
  'SIX MONTH EXTENSION IAW FAR 52.217-8', 'INCORPORATE REVISED WAGE DETERMINATION', 'CONTRACT CLOSEOUT', 'PARTIAL TERMINATION FOR CONVENIENCE',
  'BILATERAL CHANGE ORDER', 'REALIGN CLINS', 'ADD FUNDS FOR SURGE SUPPORT', 'NOVATION AGREEMENT', 'UPDATE ACCOUNTING AND APPROPRIATION DATA',
  'CHANGE CONTRACTOR ADDRESS IN SAM', 'ADD FAR 52.204-27 CLAUSE', 'DEFINITIZE UNDEFINITIZED CONTRACT ACTION',
];

// ---------------------------------------------------------------------------
// DLA-style item nomenclatures (noun, modifiers)
// ---------------------------------------------------------------------------

export const PART_NOMENCLATURES: readonly string[] = [
  'VALVE,GATE', 'VALVE,BALL', 'VALVE,CHECK', 'VALVE,SOLENOID', 'VALVE,SAFETY RELIEF', 'BEARING,BALL,ANNULAR', 'BEARING,ROLLER,NEEDLE',
  'BEARING,SLEEVE', 'CABLE ASSEMBLY,SPECIAL PURPOSE,ELECTRICAL', 'CABLE ASSEMBLY,RADIO FREQUENCY', 'WIRING HARNESS', 'CONNECTOR,PLUG,ELECTRICAL',
  'CONNECTOR,RECEPTACLE,ELECTRICAL', 'CIRCUIT CARD ASSEMBLY', 'MICROCIRCUIT,DIGITAL', 'MICROCIRCUIT,LINEAR', 'TRANSISTOR', 'SEMICONDUCTOR DEVICE,DIODE',
  'RESISTOR,FIXED,FILM', 'CAPACITOR,FIXED,CERAMIC DIELECTRIC', 'RELAY,ELECTROMAGNETIC', 'SWITCH,TOGGLE', 'SWITCH,PRESSURE', 'FUSE,CARTRIDGE',
  'CIRCUIT BREAKER', 'TRANSFORMER,POWER', 'FILTER,FLUID', 'FILTER ELEMENT,INTAKE AIR CLEANER', 'FILTER,RADIO FREQUENCY INTERFERENCE',
  'PUMP,CENTRIFUGAL', 'PUMP,AXIAL PISTONS', 'PUMP,ROTARY', 'MOTOR,ALTERNATING CURRENT', 'MOTOR,DIRECT CURRENT', 'GENERATOR,ALTERNATING CURRENT',
  'ACTUATOR,ELECTRO-MECHANICAL,LINEAR', 'ACTUATING CYLINDER,LINEAR', 'SERVOVALVE,HYDRAULIC', 'HOSE ASSEMBLY,NONMETALLIC', 'TUBE ASSEMBLY,METAL',
  'COUPLING HALF,QUICK DISCONNECT', 'ADAPTER,STRAIGHT,TUBE TO HOSE', 'ELBOW,TUBE', 'O-RING', 'GASKET', 'SEAL,PLAIN', 'PACKING,PREFORMED',
  'BOLT,MACHINE', 'SCREW,CAP,HEXAGON HEAD', 'SCREW,MACHINE', 'NUT,SELF-LOCKING,HEXAGON', 'WASHER,FLAT', 'PIN,STRAIGHT,HEADLESS', 'RIVET,BLIND',
  'BUSHING,SLEEVE', 'SPACER,SLEEVE', 'SHIM', 'SPRING,HELICAL,COMPRESSION', 'GEAR,SPUR', 'SHAFT,SHOULDERED', 'HOUSING,BEARING UNIT', 'BRACKET,ANGLE',
  'CLAMP,LOOP', 'PANEL,STRUCTURAL,AIRCRAFT', 'BLADE,ROTOR', 'BLADE,COMPRESSOR,AIRCRAFT GAS TURBINE ENGINE', 'VANE ASSEMBLY,COMPRESSOR',
  'NOZZLE,FUEL INJECTION', 'STARTER,ENGINE,ELECTRICAL', 'ALTERNATOR,ENGINE ACCESSORY', 'SHOE,BRAKE', 'WHEEL,PNEUMATIC TIRE', 'TIRE,PNEUMATIC,VEHICULAR',
  'SHOE,TRACK', 'WINDSHIELD PANEL', 'LIGHT,WARNING', 'LAMP,INCANDESCENT', 'BATTERY,STORAGE', 'BATTERY,NONRECHARGEABLE', 'ANTENNA', 'RADIO SET',
  'RECEIVER-TRANSMITTER,RADIO', 'AMPLIFIER,RADIO FREQUENCY', 'INDICATOR,PRESSURE', 'GAGE,PRESSURE,DIAL INDICATING', 'THERMOCOUPLE',
  'TRANSDUCER,PRESSURE', 'SENSOR,TEMPERATURE', 'HEAT EXCHANGER,FLUID', 'MUFFLER,EXHAUST', 'PARTS KIT,VALVE', 'TOOL KIT,AUTOMOTIVE',
  'WRENCH,TORQUE', 'COVER,PROTECTIVE,DUST AND MOISTURE SEAL', 'BOOT,DUST AND MOISTURE SEAL', 'GLOVES,CHEMICAL AND OIL PROTECTIVE',
  'COAT,COLD WEATHER', 'BODY ARMOR,FRAGMENTATION PROTECTIVE VEST',
];

// ---------------------------------------------------------------------------
// State, local and education (SLED) buyers
// ---------------------------------------------------------------------------

export type SledJurisdiction = 'state' | 'local' | 'education';

export interface SledBuyer {
  /** USPS state / territory code. */
  readonly state: string;
  readonly name: string;
  readonly jurisdiction: SledJurisdiction;
}

type RawSled = readonly [state: string, jurisdiction: SledJurisdiction, name: string];

const RAW_SLED: readonly RawSled[] = [
  ['AL', 'state', 'Alabama Department of Transportation'],
  ['AL', 'state', 'Alabama Department of Finance, Division of Procurement'],
  ['AL', 'local', 'City of Huntsville Purchasing Division'],
  ['AL', 'education', 'The University of Alabama'],
  ['AK', 'state', 'Alaska Department of Transportation and Public Facilities'],
  ['AK', 'local', 'Municipality of Anchorage Purchasing Department'],
  ['AK', 'education', 'University of Alaska Fairbanks'],
  ['AZ', 'state', 'Arizona Department of Administration, State Procurement Office'],
  ['AZ', 'local', 'Maricopa County Procurement Services'],
  ['AZ', 'local', 'City of Phoenix Procurement Division'],
  ['AZ', 'education', 'Arizona State University'],
  ['AR', 'state', 'Arkansas Office of State Procurement'],
  ['AR', 'local', 'City of Little Rock Purchasing Division'],
  ['AR', 'education', 'University of Arkansas'],
  ['CA', 'state', 'California Department of General Services, Procurement Division'],
  ['CA', 'state', 'California Department of Transportation'],
  ['CA', 'local', 'City of Los Angeles General Services Department'],
  ['CA', 'local', 'County of San Diego Department of Purchasing and Contracting'],
  ['CA', 'education', 'Los Angeles Unified School District'],
  ['CA', 'education', 'University of California, San Diego'],
  ['CO', 'state', 'Colorado Department of Transportation'],
  ['CO', 'local', 'City and County of Denver Purchasing Division'],
  ['CO', 'education', 'University of Colorado Boulder'],
  ['CT', 'state', 'Connecticut Department of Administrative Services, Procurement Division'],
  ['CT', 'local', 'City of Hartford Procurement Division'],
  ['CT', 'education', 'University of Connecticut'],
  ['DE', 'state', 'Delaware Office of Management and Budget, Government Support Services'],
  ['DE', 'local', 'New Castle County Purchasing Division'],
  ['DE', 'education', 'University of Delaware'],
  ['DC', 'state', 'District of Columbia Office of Contracting and Procurement'],
  ['DC', 'local', 'DC Water and Sewer Authority'],
  ['DC', 'education', 'District of Columbia Public Schools'],
  ['FL', 'state', 'Florida Department of Management Services'],
  ['FL', 'state', 'Florida Department of Transportation'],
  ['FL', 'local', 'Miami-Dade County Strategic Procurement Department'],
  ['FL', 'local', 'City of Tampa Purchasing Department'],
  ['FL', 'education', 'Miami-Dade County Public Schools'],
  ['FL', 'education', 'University of Florida'],
  ['GA', 'state', 'Georgia Department of Administrative Services, State Purchasing Division'],
  ['GA', 'local', 'City of Atlanta Department of Procurement'],
  ['GA', 'education', 'Georgia Institute of Technology'],
  ['HI', 'state', 'Hawaii State Procurement Office'],
  ['HI', 'local', 'City and County of Honolulu Purchasing Division'],
  ['HI', 'education', 'University of Hawaii'],
  ['ID', 'state', 'Idaho Division of Purchasing'],
  ['ID', 'local', 'Ada County Procurement'],
  ['ID', 'education', 'Boise State University'],
  ['IL', 'state', 'Illinois Department of Central Management Services'],
  ['IL', 'state', 'Illinois Department of Transportation'],
  ['IL', 'local', 'City of Chicago Department of Procurement Services'],
  ['IL', 'local', 'Cook County Office of the Chief Procurement Officer'],
  ['IL', 'education', 'Chicago Public Schools'],
  ['IL', 'education', 'University of Illinois Urbana-Champaign'],
  ['IN', 'state', 'Indiana Department of Administration, Procurement Division'],
  ['IN', 'local', 'City of Indianapolis Purchasing Division'],
  ['IN', 'education', 'Purdue University'],
  ['IA', 'state', 'Iowa Department of Administrative Services, Central Procurement'],
  ['IA', 'local', 'City of Des Moines Procurement Division'],
  ['IA', 'education', 'Iowa State University'],
  ['KS', 'state', 'Kansas Department of Administration, Office of Procurement and Contracts'],
  ['KS', 'local', 'Sedgwick County Purchasing Department'],
  ['KS', 'education', 'University of Kansas'],
  ['KY', 'state', 'Kentucky Finance and Administration Cabinet, Office of Procurement Services'],
  ['KY', 'local', 'Louisville Metro Government Purchasing'],
  ['KY', 'education', 'University of Kentucky'],
  ['LA', 'state', 'Louisiana Office of State Procurement'],
  ['LA', 'local', 'City of New Orleans Purchasing Bureau'],
  ['LA', 'education', 'Louisiana State University'],
  ['ME', 'state', 'Maine Division of Procurement Services'],
  ['ME', 'local', 'City of Portland Purchasing Division'],
  ['ME', 'education', 'University of Maine'],
  ['MD', 'state', 'Maryland Department of General Services'],
  ['MD', 'state', 'Maryland Department of Transportation State Highway Administration'],
  ['MD', 'local', 'Montgomery County Office of Procurement'],
  ['MD', 'local', 'Baltimore City Bureau of Procurement'],
  ['MD', 'education', 'University of Maryland, College Park'],
  ['MD', 'education', 'Baltimore County Public Schools'],
  ['MA', 'state', 'Massachusetts Operational Services Division'],
  ['MA', 'local', 'City of Boston Procurement'],
  ['MA', 'education', 'University of Massachusetts Amherst'],
  ['MI', 'state', 'Michigan Department of Technology, Management and Budget'],
  ['MI', 'local', 'City of Detroit Office of Contracting and Procurement'],
  ['MI', 'education', 'University of Michigan'],
  ['MN', 'state', 'Minnesota Department of Administration, Office of State Procurement'],
  ['MN', 'local', 'Hennepin County Purchasing and Contract Services'],
  ['MN', 'education', 'University of Minnesota'],
  ['MS', 'state', 'Mississippi Department of Finance and Administration, Office of Purchasing, Travel and Fleet Management'],
  ['MS', 'local', 'City of Jackson Purchasing Division'],
  ['MS', 'education', 'Mississippi State University'],
  ['MO', 'state', 'Missouri Office of Administration, Division of Purchasing'],
  ['MO', 'local', 'City of Kansas City Procurement Services Division'],
  ['MO', 'education', 'University of Missouri'],
  ['MT', 'state', 'Montana State Procurement Bureau'],
  ['MT', 'local', 'City of Billings Purchasing Division'],
  ['MT', 'education', 'Montana State University'],
  ['NE', 'state', 'Nebraska Department of Administrative Services, State Purchasing Bureau'],
  ['NE', 'local', 'City of Omaha Purchasing Division'],
  ['NE', 'education', 'University of Nebraska-Lincoln'],
  ['NV', 'state', 'Nevada State Purchasing Division'],
  ['NV', 'local', 'Clark County Purchasing and Contracts'],
  ['NV', 'education', 'Clark County School District'],
  ['NH', 'state', 'New Hampshire Bureau of Purchase and Property'],
  ['NH', 'local', 'City of Manchester Purchasing Division'],
  ['NH', 'education', 'University of New Hampshire'],
  ['NJ', 'state', 'New Jersey Division of Purchase and Property'],
  ['NJ', 'local', 'City of Newark Division of Central Purchasing'],
  ['NJ', 'education', 'Rutgers, The State University of New Jersey'],
  ['NM', 'state', 'New Mexico General Services Department, State Purchasing Division'],
  ['NM', 'local', 'City of Albuquerque Purchasing Division'],
  ['NM', 'education', 'University of New Mexico'],
  ['NY', 'state', 'New York State Office of General Services'],
  ['NY', 'state', 'Metropolitan Transportation Authority'],
  ['NY', 'local', "New York City Mayor's Office of Contract Services"],
  ['NY', 'local', 'Erie County Division of Purchase'],
  ['NY', 'education', 'New York City Department of Education'],
  ['NY', 'education', 'State University of New York'],
  ['NC', 'state', 'North Carolina Department of Administration, Division of Purchase and Contract'],
  ['NC', 'local', 'City of Charlotte Procurement Services'],
  ['NC', 'local', 'Wake County Purchasing'],
  ['NC', 'education', 'University of North Carolina at Chapel Hill'],
  ['ND', 'state', 'North Dakota Office of Management and Budget, State Procurement Office'],
  ['ND', 'local', 'City of Fargo Purchasing'],
  ['ND', 'education', 'North Dakota State University'],
  ['OH', 'state', 'Ohio Department of Administrative Services, Office of Procurement Services'],
  ['OH', 'state', 'Ohio Department of Transportation'],
  ['OH', 'local', 'City of Columbus Purchasing Office'],
  ['OH', 'education', 'The Ohio State University'],
  ['OK', 'state', 'Oklahoma Office of Management and Enterprise Services, Central Purchasing'],
  ['OK', 'local', 'City of Tulsa Purchasing Division'],
  ['OK', 'education', 'University of Oklahoma'],
  ['OR', 'state', 'Oregon Department of Administrative Services, Procurement Services'],
  ['OR', 'local', 'City of Portland Procurement Services'],
  ['OR', 'education', 'Oregon State University'],
  ['PA', 'state', 'Pennsylvania Department of General Services, Bureau of Procurement'],
  ['PA', 'state', 'Pennsylvania Department of Transportation'],
  ['PA', 'local', 'City of Philadelphia Procurement Department'],
  ['PA', 'local', 'Allegheny County Purchasing and Supplies'],
  ['PA', 'education', 'School District of Philadelphia'],
  ['PA', 'education', 'The Pennsylvania State University'],
  ['RI', 'state', 'Rhode Island Division of Purchases'],
  ['RI', 'local', 'City of Providence Purchasing Department'],
  ['RI', 'education', 'University of Rhode Island'],
  ['SC', 'state', 'South Carolina Division of Procurement Services'],
  ['SC', 'local', 'Charleston County Procurement'],
  ['SC', 'education', 'Clemson University'],
  ['SD', 'state', 'South Dakota Bureau of Administration, Office of Procurement Management'],
  ['SD', 'local', 'City of Sioux Falls Purchasing'],
  ['SD', 'education', 'South Dakota State University'],
  ['TN', 'state', 'Tennessee Central Procurement Office'],
  ['TN', 'local', 'Metropolitan Government of Nashville and Davidson County Procurement Division'],
  ['TN', 'education', 'University of Tennessee, Knoxville'],
  ['TX', 'state', 'Texas Comptroller of Public Accounts, Statewide Procurement Division'],
  ['TX', 'state', 'Texas Department of Transportation'],
  ['TX', 'local', 'City of Austin Purchasing Office'],
  ['TX', 'local', 'Harris County Purchasing Agent'],
  ['TX', 'local', 'City of San Antonio Finance Department, Purchasing Division'],
  ['TX', 'education', 'The University of Texas at Austin'],
  ['TX', 'education', 'Houston Independent School District'],
  ['UT', 'state', 'Utah Division of Purchasing and General Services'],
  ['UT', 'local', 'Salt Lake County Contracts and Procurement'],
  ['UT', 'education', 'University of Utah'],
  ['VT', 'state', 'Vermont Office of Purchasing and Contracting'],
  ['VT', 'local', 'City of Burlington Clerk/Treasurer Office'],
  ['VT', 'education', 'University of Vermont'],
  ['VA', 'state', 'Virginia Department of General Services, Division of Purchases and Supply'],
  ['VA', 'state', 'Virginia Department of Transportation'],
  ['VA', 'local', 'Fairfax County Department of Procurement and Material Management'],
  ['VA', 'local', 'Arlington County Purchasing Division'],
  ['VA', 'education', 'Fairfax County Public Schools'],
  ['VA', 'education', 'Virginia Polytechnic Institute and State University'],
  ['WA', 'state', 'Washington State Department of Enterprise Services'],
  ['WA', 'state', 'Washington State Department of Transportation'],
  ['WA', 'local', 'King County Procurement and Payables'],
  ['WA', 'local', 'City of Seattle Purchasing and Contracting Services'],
  ['WA', 'education', 'University of Washington'],
  ['WV', 'state', 'West Virginia Purchasing Division'],
  ['WV', 'local', 'City of Charleston Purchasing Department'],
  ['WV', 'education', 'West Virginia University'],
  ['WI', 'state', 'Wisconsin Department of Administration, State Bureau of Procurement'],
  ['WI', 'local', 'Milwaukee County Procurement Division'],
  ['WI', 'education', 'University of Wisconsin-Madison'],
  ['WY', 'state', 'Wyoming Department of Administration and Information, Procurement Services'],
  ['WY', 'local', 'City of Cheyenne Purchasing'],
  ['WY', 'education', 'University of Wyoming'],
  ['AS', 'state', 'American Samoa Government Office of Procurement'],
  ['AS', 'local', 'American Samoa Power Authority'],
  ['AS', 'education', 'American Samoa Community College'],
  ['GU', 'state', 'Government of Guam General Services Agency'],
  ['GU', 'local', 'Guam Power Authority'],
  ['GU', 'local', 'Port Authority of Guam'],
  ['GU', 'education', 'University of Guam'],
  ['MP', 'state', 'Commonwealth of the Northern Mariana Islands Office of Procurement and Supply'],
  ['MP', 'local', 'Commonwealth Utilities Corporation'],
  ['MP', 'education', 'Northern Marianas College'],
  ['PR', 'state', 'Puerto Rico General Services Administration'],
  ['PR', 'local', 'Municipality of San Juan'],
  ['PR', 'education', 'University of Puerto Rico'],
  ['VI', 'state', 'Virgin Islands Department of Property and Procurement'],
  ['VI', 'local', 'Virgin Islands Port Authority'],
  ['VI', 'education', 'University of the Virgin Islands'],
];

export const SLED_BUYERS: readonly SledBuyer[] = RAW_SLED.map(([state, jurisdiction, name]): SledBuyer => ({
  state,
  name,
  jurisdiction,
}));

/** SLED buyers keyed by USPS state code. */
export const SLED_BUYERS_BY_STATE: ReadonlyMap<string, readonly SledBuyer[]> = (() => {
  const out = new Map<string, SledBuyer[]>();
  for (const buyer of SLED_BUYERS) {
    const list = out.get(buyer.state);
    if (list) list.push(buyer);
    else out.set(buyer.state, [buyer]);
  }
  return out;
})();
