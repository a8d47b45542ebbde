/**
 * Solicitation number classification, normalisation and generation.
 *
 * Public contract: "5 to 30 characters, containing both letters and digits, matching one of about
 * 25 known procurement-number patterns". Result:
 *   - not_valid       the value fails the structural rules below;
 *   - valid           structurally fine AND matches a named pattern in SOLICITATION_PATTERNS;
 *   - low_confidence  structurally fine but matches none of the named patterns.
 *
 * Structural rules (exact):
 *   1. length 5-30 characters, counted on the value as given (separators included);
 *   2. allowed characters: A-Z, a-z, 0-9, and the separators '-' (hyphen-minus), '_', '.', '/',
 *      and ' ' (ASCII space only: no tabs, newlines or other Unicode spaces). Anything else,
 *      including '#', is illegal ("Bid #2024-45" is not_valid; "BID 2024-45" is valid);
 *   3. first and last characters must be a letter or digit (no leading/trailing separator);
 *   4. at least one letter and at least one digit.
 *
 * Decisions:
 * - Case-insensitive: patterns are matched against the upper-cased value.
 * - Whitespace is NOT trimmed here (validateIdentifier trims user input first); a leading or
 *   trailing space violates rule 3.
 * - Patterns are tried in table order (most specific first); the first match names the result.
 * - normalizeSolicitation() strips separators for search/filter matching only; classification
 *   uses the value as written, so "W912DY-24-R-0012" and "W912DY24R0012" are both valid while a
 *   spelling with spaces ("W912DY 24 R 0012") is low_confidence.
 */

import { describeChar, validateAac } from './piid.js';
import { pickChar, pickOne, randInt, randRange, type Rand } from './random.js';

export type SolicitationResult = 'valid' | 'not_valid' | 'low_confidence';

export interface SolicitationPattern {
  /** Stable snake_case name, reported by classifySolicitation. */
  readonly name: string;
  readonly description: string;
  /** Anchored, upper-case regex tested against value.toUpperCase(). */
  readonly regex: RegExp;
  /** A value this pattern matches (and classifySolicitation reports under this name). */
  readonly example: string;
  /** A near miss this pattern does not match. */
  readonly counterExample: string;
}

export const SOLICITATION_MIN_LENGTH = 5;
export const SOLICITATION_MAX_LENGTH = 30;

/** Characters allowed in a solicitation number besides letters and digits. */
export const SOLICITATION_SEPARATORS = ['-', '_', '.', '/', ' '] as const;

function p(name: string, description: string, regex: RegExp, example: string, counterExample: string): SolicitationPattern {
  return Object.freeze({ name, description, regex, example, counterExample });
}

// Federal uniform-PIID solicitation numbers (FAR 4.1603): AAC(6) FY(2) letter serial, optionally
// spelled with dashes between the elements. DoD numbers are always 13 characters (4-digit serial).
const D = '-?';

export const SOLICITATION_PATTERNS: readonly SolicitationPattern[] = Object.freeze([
  // --- DoD (13-character uniform PIIDs) ---
  p('dod_baa_cso',
    'DoD broad agency announcement or commercial solutions opening: DoDAAC, FY, S in position 9 (DFARS 204.1603), e.g. DARPA HR0011',
    new RegExp(`^[WNMFHS][A-Z0-9]{5}${D}[0-9]{2}${D}S${D}[A-Z0-9]{4}$`),
    'HR001124S0007', 'HR001124C0007'),
  p('dla_dibbs',
    'Defense Logistics Agency solicitation (SP-prefixed DoDAAC); T = automated RFQ posted on DIBBS, Q = manual RFQ, R = RFP, B = IFB, U = automated RFQ overflow',
    new RegExp(`^SP[A-Z0-9]{4}${D}[0-9]{2}${D}[BQRTU]${D}[A-Z0-9]{4}$`),
    'SPE7M124T1234', 'SPE7M124V1234'),
  p('army',
    'Department of the Army / USACE solicitation (W-prefixed DoDAAC such as W912DY, W91QUZ, W52P1J)',
    new RegExp(`^W[A-Z0-9]{5}${D}[0-9]{2}${D}[BNQRT]${D}[A-Z0-9]{4}$`),
    'W91QUZ-24-R-0001', 'W91QUZ-24-D-0001'),
  p('navy_marine_corps',
    'Department of the Navy / Marine Corps solicitation (N or M followed by five digits, e.g. N00024 NAVSEA, M67854)',
    new RegExp(`^[NM][0-9]{5}${D}[0-9]{2}${D}[BNQRT]${D}[A-Z0-9]{4}$`),
    'N0002424R5501', 'N0002424C5501'),
  p('air_force',
    'Department of the Air Force solicitation (FA followed by four digits, e.g. FA8621, FA8750)',
    new RegExp(`^FA[0-9]{4}${D}[0-9]{2}${D}[BNQRT]${D}[A-Z0-9]{4}$`),
    'FA8621-24-R-0001', 'FA8621-24-P-0001'),
  p('dhs_legacy',
    'Legacy DHS solicitation (pre-2017, HS-prefixed office code with a 5-digit serial, e.g. HSHQDC, HSCG23)',
    new RegExp(`^HS[A-Z0-9]{4}${D}[0-9]{2}${D}[BNQR]${D}[0-9]{5}$`),
    'HSHQDC-14-R-00012', 'HSHQDC-14-C-00012'),
  p('dod_agency',
    'DoD agency / field activity solicitation (H-prefixed DoDAAC, e.g. HQ0034 WHS, HC1028 DISA, HT9425 DHA, H92408 SOCOM)',
    new RegExp(`^H[A-Z0-9]{5}${D}[0-9]{2}${D}[BNQRT]${D}[A-Z0-9]{4}$`),
    'HQ003424R0012', 'HQ003424F0012'),
  // --- Civilian agencies (uniform PIIDs, AAC starts with the two-digit agency code) ---
  p('nasa',
    'NASA solicitation (AAC 80xxxx, e.g. 80NSSC, 80GSFC, 80MSFC)',
    new RegExp(`^80[A-Z0-9]{4}${D}[0-9]{2}${D}[BNQR]${D}[A-Z0-9]{4,8}$`),
    '80NSSC24R0001', '80NSSC24C0001'),
  p('gsa',
    'General Services Administration solicitation (AAC 47xxxx, e.g. 47QTCA FAS, 47PA04 PBS)',
    new RegExp(`^47[A-Z0-9]{4}${D}[0-9]{2}${D}[BNQR]${D}[A-Z0-9]{4,8}$`),
    '47QTCA24R0005', '47QTCA24D0005'),
  p('va',
    'Department of Veterans Affairs solicitation (AAC 36xxxx, e.g. 36C776, 36C10B)',
    new RegExp(`^36[A-Z0-9]{4}${D}[0-9]{2}${D}[BNQR]${D}[A-Z0-9]{4,8}$`),
    '36C77624Q0123', '36C77624P0123'),
  p('dhs',
    'Department of Homeland Security solicitation (AAC 70xxxx, e.g. 70Z023 Coast Guard, 70CDCR ICE, 70B04C CBP)',
    new RegExp(`^70[A-Z0-9]{4}${D}[0-9]{2}${D}[BNQR]${D}[A-Z0-9]{4,8}$`),
    '70Z02324R0001', '70Z02324F0001'),
  p('hhs',
    'Health and Human Services / NIH solicitation (AAC 75xxxx, e.g. 75N910 NCI, 75D301 CDC, 75F401 FDA)',
    new RegExp(`^75[A-Z0-9]{4}${D}[0-9]{2}${D}[BNQR]${D}[A-Z0-9]{4,8}$`),
    '75N91024R00012', '75N91024D00012'),
  p('far_uniform_compact',
    'Any agency, FAR 4.1603 uniform solicitation PIID without separators: AAC(6) FY(2) B/N/Q/R serial(4-8)',
    /^[A-Z0-9]{6}[0-9]{2}[BNQR][A-Z0-9]{4,8}$/,
    '1305M324Q0123', '1305M324C0123'),
  p('far_uniform_dashed',
    'Any agency, FAR 4.1603 uniform solicitation PIID written with dashes: AAC-FY-letter-serial',
    /^[A-Z0-9]{6}-[0-9]{2}-[BNQR]-[A-Z0-9]{4,8}$/,
    '1305M3-24-Q-0123', '1305M3-24-C-0123'),
  // --- Legacy civilian formats (pre uniform PIID) ---
  p('va_legacy',
    'Legacy VA solicitation: VA + 3-digit station + FY + letter + serial (e.g. VA118-16-R-0034)',
    new RegExp(`^VA-?[0-9]{3}${D}[0-9]{2}${D}[BNQR]${D}[0-9]{4,5}$`),
    'VA118-16-R-0034', 'VA118-16-C-0034'),
  p('usda_legacy',
    'Legacy USDA solicitation: AG-office-S-FY-serial (S marks a solicitation)',
    new RegExp(`^AG${D}[A-Z0-9]{4}${D}S${D}[0-9]{2}${D}[0-9]{4}$`),
    'AG-3187-S-16-0012', 'AG-3187-C-16-0012'),
  p('doi_fbms_legacy',
    'Legacy Interior (FBMS) solicitation: bureau letter + FY + PS + 5-digit serial (e.g. P16PS01234 NPS)',
    /^[A-Z][0-9]{2}PS[0-9]{5}$/,
    'P16PS01234', 'P16PC01234'),
  p('epa_legacy',
    'Legacy EPA solicitation: SOL-office-FY-5-digit serial',
    /^SOL-[A-Z]{2}-[0-9]{2}-[0-9]{5}$/,
    'SOL-NC-14-00016', 'SOL-NC-14-0016'),
  p('doe_stripes',
    'Department of Energy STRIPES solicitation / announcement: DE-SOL|FOA|RFP|RFI-7 digits',
    /^DE-(?:SOL|FOA|RFP|RFI)-[0-9]{7}$/,
    'DE-SOL-0012345', 'DE-SOL-12345'),
  p('hhs_opdiv_dashed',
    'HHS operating-division notice number: HHS-OPDIV-office...-FY-serial (e.g. NIH simplified acquisitions)',
    /^HHS-(?:[A-Z]{2,6}-){1,4}(?:[0-9]{2}|[0-9]{4})-[0-9]{1,5}$/,
    'HHS-NIH-NLM-SCSB-17-180', 'HHS-NIH-NLM-SCSB-17'),
  p('gsa_ebuy_rfq',
    'GSA eBuy request for quotation ID: RFQ + 6-7 digits',
    /^RFQ[0-9]{6,7}$/,
    'RFQ1734567', 'RFQ17345'),
  // --- State and local ---
  p('type_year_serial',
    'Document type, year, serial: RFP 2024-0153, RFQ-2024-0012, IFB-24-017',
    /^(?:RFP|RFQ|RFI|RFB|RFO|RFA|IFB|ITB|ITN|ITQ|BAA|SOL)[- ]?(?:FY)?(?:[0-9]{2}|[0-9]{4})[- ][0-9]{1,6}$/,
    'RFP 2024-0153', 'RFP 2024'),
  p('type_year_serial_initials',
    'Document type, year, serial and buyer initials: ITB 24-1234-JS',
    /^(?:RFP|RFQ|RFB|IFB|ITB|ITN|BID)[- ]?[0-9]{2,4}-[0-9]{2,6}-[A-Z]{1,4}$/,
    'ITB 24-1234-JS', 'ITB 24-1234-J5'),
  p('bid_number',
    'Municipal bid number: BID 2024-45, BID NO. 24-017',
    /^BID[- ]?(?:NO\.? ?)?(?:[0-9]{2}|[0-9]{4})-[0-9]{1,5}$/,
    'BID 2024-45', 'BID 2024'),
  p('agency_type_year_serial',
    'Agency prefix(es), document type, year, serial: DGS-RFP-2024-015, NIH-NCI-RFP-2024-15',
    /^(?:[A-Z]{2,8}-){1,3}(?:RFP|RFQ|RFI|RFB|IFB|ITB|ITN|BAA|SOL)-(?:[0-9]{2}|[0-9]{4})-[0-9]{1,5}$/,
    'DGS-RFP-2024-015', 'DGS-RFP-2024'),
  p('year_type_serial',
    'Year, document type, serial (common in counties and cities): 2024-RFP-0153',
    /^(?:[0-9]{2}|[0-9]{4})-(?:RFP|RFQ|RFI|RFB|IFB|ITB|ITN|BID)-[0-9]{1,5}$/,
    '2024-RFP-0153', '2024-RFP'),
  p('fiscal_year_span',
    'Fiscal-year span numbering (e.g. Florida DMS): [TYPE-]AGENCY-YY/YY-serial, DMS-19/20-006',
    /^(?:(?:ITB|ITN|RFP|RFQ|RFI|IFB)-)?[A-Z]{2,6}-[0-9]{2}\/[0-9]{2}-[0-9]{1,4}$/,
    'DMS-19/20-006', 'DMS-19-20-006'),
  p('massachusetts_commbuys',
    'Massachusetts COMMBUYS bid number: BD-YY-1080-DEPT-UNIT-serial',
    /^BD-[0-9]{2}-[0-9]{4}-[A-Z0-9]{3,6}-[A-Z0-9]{3,6}-[0-9]{4,6}$/,
    'BD-19-1080-OSD03-SRC01-15937', 'BD-19-1080-OSD03-15937'),
]);

/** Structural problems of a candidate solicitation number (empty = structurally fine). */
export function solicitationStructureErrors(value: string): string[] {
  if (typeof value !== 'string') return ['Solicitation number must be a string'];
  const errors: string[] = [];
  const chars = Array.from(value);
  if (chars.length < SOLICITATION_MIN_LENGTH || chars.length > SOLICITATION_MAX_LENGTH) {
    errors.push(`Solicitation number must be ${SOLICITATION_MIN_LENGTH}-${SOLICITATION_MAX_LENGTH} characters, got ${chars.length}`);
  }
  const illegal = [...new Set(chars.filter((c) => !/^[A-Za-z0-9\-_./ ]$/.test(c)))];
  if (illegal.length > 0) {
    errors.push(
      `Solicitation number may contain only letters, digits, spaces and the separators - _ . /, found ${illegal.map(describeChar).join(', ')}`,
    );
  }
  if (chars.length > 0 && (!/^[A-Za-z0-9]$/.test(chars[0] ?? '') || !/^[A-Za-z0-9]$/.test(chars[chars.length - 1] ?? ''))) {
    errors.push('Solicitation number must start and end with a letter or digit');
  }
  if (!/[A-Za-z]/.test(value)) errors.push('Solicitation number must contain at least one letter');
  if (!/[0-9]/.test(value)) errors.push('Solicitation number must contain at least one digit');
  return errors;
}

export interface SolicitationClassification {
  readonly result: SolicitationResult;
  /** Name of the first matching pattern (valid only). */
  readonly pattern?: string;
  /** Structural problems (not_valid only). Not part of the public API body. */
  readonly errors?: string[];
}

/** Name of the first SOLICITATION_PATTERNS entry matching the value (case-insensitive), if any. */
export function matchSolicitationPattern(value: string): SolicitationPattern | undefined {
  const upper = value.toUpperCase();
  return SOLICITATION_PATTERNS.find((pattern) => pattern.regex.test(upper));
}

export function classifySolicitation(value: string): SolicitationClassification {
  const errors = solicitationStructureErrors(value);
  if (errors.length > 0) return { result: 'not_valid', errors };
  const match = matchSolicitationPattern(value);
  return match ? { result: 'valid', pattern: match.name } : { result: 'low_confidence' };
}

/**
 * Canonical search form: upper case with whitespace, '-', '_', '.' and '/' removed, so that a filter
 * matches every spelling ("w912dy-24-r-0012", "W912DY 24 R 0012", "W912DY24R0012").
 */
export function normalizeSolicitation(value: string): string {
  return value.toUpperCase().replace(/[\s\-_./]+/g, '');
}

export interface FederalSolicitationOptions {
  /** Six-character Activity Address Code (validated like a PIID's positions 1-6). */
  readonly aac: string;
  /** Four-digit fiscal year (1900-2099). */
  readonly fiscalYear: number;
  readonly instrument: 'Q' | 'R' | 'B' | 'N';
  readonly style: 'compact' | 'dashed';
  /** Serial width 4-8, default 4 (DoD uses 4). */
  readonly serialLength?: number;
}

/** Generate a FAR 4.1603-style solicitation number, e.g. W912DY24R0012 or W912DY-24-R-0012. */
export function generateSolicitationNumber(rand: Rand, options: FederalSolicitationOptions): string {
  const aac = String(options.aac ?? '').toUpperCase();
  const aacErrors = validateAac(aac);
  if (aacErrors.length > 0) throw new RangeError(aacErrors.join('; '));
  const fy = options.fiscalYear;
  if (!Number.isInteger(fy) || fy < 1900 || fy > 2099) {
    throw new RangeError(`fiscalYear must be a four-digit year between 1900 and 2099, got ${String(fy)}`);
  }
  if (!['Q', 'R', 'B', 'N'].includes(options.instrument)) {
    throw new RangeError(`instrument must be one of Q, R, B, N, got '${String(options.instrument)}'`);
  }
  if (options.style !== 'compact' && options.style !== 'dashed') {
    throw new RangeError(`style must be 'compact' or 'dashed', got '${String(options.style)}'`);
  }
  const width = options.serialLength ?? 4;
  if (!Number.isInteger(width) || width < 4 || width > 8) {
    throw new RangeError(`serialLength must be an integer from 4 to 8, got ${String(width)}`);
  }
  const yy = String(fy % 100).padStart(2, '0');
  // Serial numbers are issued sequentially, so small values dominate: 1..999 mostly, up to 10^width - 1.
  const max = Math.min(10 ** width - 1, randInt(rand, 10) === 0 ? 10 ** width - 1 : 999);
  const serial = String(randRange(rand, 1, max)).padStart(width, '0');
  return options.style === 'compact'
    ? `${aac}${yy}${options.instrument}${serial}`
    : `${aac}-${yy}-${options.instrument}-${serial}`;
}

export interface StateSolicitationOptions {
  /** Four-digit calendar/fiscal year to embed (default: 2015-2026 drawn from rand). */
  readonly year?: number;
}

const STATE_TYPES = ['RFP', 'RFQ', 'IFB', 'ITB', 'RFI', 'RFB'] as const;
const STATE_AGENCIES = ['DGS', 'DOT', 'DMS', 'DHS', 'DOC', 'OGS', 'DPW', 'PUR', 'DOA', 'TDCJ', 'DCS'] as const;
const COMMBUYS_UNITS = ['OSD03', 'ITD00', 'DOT01', 'EHS12', 'SRC01', 'DCP02'] as const;
const LETTERS = 'ABCDEFGHJKLMNPRSTW';

function digits(rand: Rand, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += pickChar(rand, '0123456789');
  return /^0+$/.test(s) ? `${s.slice(0, -1)}1` : s;
}

/**
 * Generate a state/local-government style solicitation number drawn from the state/local
 * patterns (e.g. 'RFP 2024-0153', 'IFB-24-017', 'ITB 24-1234-JS', 'BID 2024-45',
 * 'DGS-RFP-2024-015', '2024-RFP-0153', 'DMS-23/24-042', 'BD-24-1080-OSD03-SRC01-15937').
 */
export function generateStateSolicitationNumber(rand: Rand, options: StateSolicitationOptions = {}): string {
  const year = options.year ?? randRange(rand, 2015, 2026);
  if (!Number.isInteger(year) || year < 1900 || year > 2099) {
    throw new RangeError(`year must be a four-digit year between 1900 and 2099, got ${String(year)}`);
  }
  const yyyy = String(year);
  const yy = yyyy.slice(2);
  const type = pickOne(rand, STATE_TYPES);
  const agency = pickOne(rand, STATE_AGENCIES);
  switch (randInt(rand, 8)) {
    case 0:
      return `${type} ${yyyy}-${digits(rand, 4)}`;
    case 1:
      return `${type}-${yy}-${digits(rand, 3)}`;
    case 2:
      return `${pickOne(rand, ['ITB', 'IFB', 'RFP', 'RFQ'] as const)} ${yy}-${digits(rand, 4)}-${pickChar(rand, LETTERS)}${pickChar(rand, LETTERS)}`;
    case 3:
      return `BID ${yyyy}-${String(randRange(rand, 1, 199))}`;
    case 4:
      return `${agency}-${type}-${yyyy}-${digits(rand, 3)}`;
    case 5:
      return `${yyyy}-${type}-${digits(rand, 4)}`;
    case 6: {
      const next = String((year + 1) % 100).padStart(2, '0');
      return `${agency.slice(0, 3)}-${yy}/${next}-${digits(rand, 3)}`;
    }
    default:
      return `BD-${yy}-1080-${pickOne(rand, COMMBUYS_UNITS)}-${pickOne(rand, COMMBUYS_UNITS)}-${digits(rand, 5)}`;
  }
}

/**
 * Storage prefix of a synthesised vehicle solicitation identifier: governmentwide
 * programmes without a real solicitation number are stored as `ACRO:<acronym>-<fiscal year>`;
 * the API serves the value without it and flags the vehicle `is_synthetic_solicitation`.
 */
export const SYNTHETIC_SOLICITATION_PREFIX = 'ACRO:';
