/**
 * Procurement Instrument Identifier (PIID) engine: validation and construction.
 *
 * Structure (FAR 4.1601-4.1603, DFARS 204.1603):
 *
 *   positions 1-6    agency/office Activity Address Code (AAC), e.g. W912DY, N00024, 47QTCA
 *   positions 7-8    last two digits of the fiscal year in which the instrument was issued
 *   position  9      instrument type letter (see INSTRUMENT_TYPES)
 *   positions 10-17  serial number, 4 to 8 alphanumerics (DoD always uses 4, so DoD PIIDs,
 *                    including legacy ones such as N0002410C1234, are 13 characters long)
 *
 * Decisions (these define what "valid" means for the public `piid` validation):
 *
 * - Case: letters are accepted in either case and reported upper-cased in `parts`
 *   (FAR prescribes upper case; lower case input is treated as a harmless spelling variant).
 * - Whitespace is NOT trimmed here; callers that accept user input (validateIdentifier) trim first.
 *   A space anywhere in the value is an illegal character.
 * - Only A-Z and 0-9 are allowed (FAR: no special characters such as dashes or spaces).
 *   When illegal characters are present the positional checks are skipped, because the
 *   positions no longer line up (e.g. "W912DY-24-C-0012") and would only produce noise.
 * - "Valid agency activity code" is structural: six alphanumerics, not all zeros, and one family
 *   rule: civilian AACs begin with the two-digit agency code (47 GSA, 80 NASA, 75 HHS, 36 VA,
 *   70 DHS, 12 USDA, 19 State, ...), so an AAC that starts with a digit must start with two
 *   digits. Letter-first AACs are DoD DoDAACs (W Army, N Navy, M Marine Corps, FA Air Force,
 *   H.. DoD agencies, SP.. DLA) or legacy civilian codes (DTFAWA, SAQMMA, TIRNO...), so no
 *   further first-letter rule is applied. Whether the code is actually assigned is not checked.
 * - Fiscal year: any two ASCII digits 00-99. A two-digit year cannot be placed in a century
 *   reliably (legacy DoD PIIDs from the 1990s carry 9x), so no range is enforced.
 * - Instrument type: must be a letter whose INSTRUMENT_TYPES entry has `award: true`. The public
 *   `piid` type describes award identifiers, so solicitation letters (B, N, Q, R, T, U), reserved
 *   letters (J, X, Z) and the never-used I and O are reported as errors.
 * - Serial: 4-8 alphanumerics (implied by the 13-17 length), not all zeros. DoD additionally
 *   forbids I and O anywhere in a PIID; that is not enforced because civilian agencies may use them.
 * - Every problem found is reported; `parts` is present only when the PIID is valid.
 */

export type InstrumentLetter =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M'
  | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z';

export interface InstrumentTypeInfo {
  readonly letter: InstrumentLetter;
  /** What the letter identifies in position 9. */
  readonly description: string;
  /** True when the letter may appear in an award PIID (contract, order, agreement, purchase order). */
  readonly award: boolean;
  /** True when the letter identifies a solicitation or pre-award notice. */
  readonly solicitation: boolean;
  /** Provenance / era notes (FAR vs DFARS, current vs legacy usage). */
  readonly note?: string;
}

function entry(
  letter: InstrumentLetter,
  description: string,
  award: boolean,
  solicitation: boolean,
  note?: string,
): InstrumentTypeInfo {
  return Object.freeze(note === undefined ? { letter, description, award, solicitation } : { letter, description, award, solicitation, note });
}

/**
 * Position-9 instrument type table (FAR 4.1603(a)(3); DFARS 204.1603(a)(3); legacy DFARS 204.7003).
 * Letters whose meaning changed over time are accepted when any era used them for awards,
 * because the data set contains historical PIIDs.
 */
export const INSTRUMENT_TYPES: Readonly<Record<InstrumentLetter, InstrumentTypeInfo>> = Object.freeze({
  A: entry('A', 'Blanket purchase agreement (BPA)', true, false),
  B: entry('B', 'Invitation for bids (IFB, sealed bidding)', false, true),
  C: entry('C', 'Contract of any type other than an indefinite-delivery, facilities or sales contract; not used for instruments that provide for orders or calls', true, false),
  D: entry('D', 'Indefinite-delivery contract (IDIQ, requirements or definite-quantity; includes FSS contracts, GWACs and multi-agency contracts)', true, false),
  E: entry('E', 'Facilities contract', true, false, 'Legacy DFARS usage; not assigned in the current FAR table. Accepted for historical PIIDs.'),
  F: entry('F', 'Task order, delivery order or call under an IDV, BPA or basic ordering agreement', true, false),
  G: entry('G', 'Basic ordering agreement (BOA)', true, false),
  H: entry('H', 'Agreement, including basic and loan agreements (excluding BPAs, BOAs and leases)', true, false),
  I: entry('I', 'Not used (could be confused with the digit 1)', false, false),
  J: entry('J', 'Reserved', false, false),
  K: entry('K', 'Short-form research contract', true, false, 'Legacy DFARS usage. Accepted for historical PIIDs.'),
  L: entry('L', 'Lease agreement', true, false),
  M: entry('M', 'Purchase order or task/delivery order issued through DoD FedMall (legacy DFARS: manual purchase order)', true, false, 'Letter reserved for departmental use in the FAR; used by DoD per DFARS 204.1603(a)(3)(A)(1).'),
  N: entry('N', 'Notice of intent to purchase', false, true, 'Legacy DFARS usage; still seen in solicitation numbers.'),
  O: entry('O', 'Not used (could be confused with the digit 0)', false, false),
  P: entry('P', 'Purchase order (simplified acquisition)', true, false),
  Q: entry('Q', 'Request for quotation (RFQ)', false, true),
  R: entry('R', 'Request for proposal (RFP)', false, true),
  S: entry('S', 'Sales contract (legacy); DoD now uses S for broad agency announcements and commercial solutions openings', true, true, 'Award meaning (sales contract) is legacy DFARS; current DoD meaning (BAA/CSO, DFARS 204.1603(a)(3)(A)(2)) is a solicitation.'),
  T: entry('T', 'Request for quotation, automated (e.g. DLA DIBBS)', false, true, 'DFARS 204.1603(a)(3)(A)(3).'),
  U: entry('U', 'Request for quotation, automated (overflow when T numbering is exhausted)', false, true, 'Legacy DFARS usage.'),
  V: entry('V', 'Purchase order, automated (overflow when P numbering is exhausted; DLA automated purchase orders)', true, false),
  W: entry('W', 'Purchase order, manual (overflow when M numbering is exhausted)', true, false, 'Legacy DFARS usage. Accepted for historical PIIDs.'),
  X: entry('X', 'Reserved for departmental or agency use', false, false),
  Y: entry('Y', 'Imprest fund purchase', true, false, 'Legacy DFARS usage. Accepted for historical PIIDs.'),
  Z: entry('Z', 'Reserved for future Federal government-wide use', false, false),
});

const ALL_LETTERS = Object.keys(INSTRUMENT_TYPES) as InstrumentLetter[];

/** Letters valid in position 9 of an award PIID. */
export const AWARD_INSTRUMENT_LETTERS: readonly InstrumentLetter[] = Object.freeze(ALL_LETTERS.filter((l) => INSTRUMENT_TYPES[l].award));

/** Letters identifying solicitations and pre-award notices. */
export const SOLICITATION_INSTRUMENT_LETTERS: readonly InstrumentLetter[] = Object.freeze(ALL_LETTERS.filter((l) => INSTRUMENT_TYPES[l].solicitation));

export function isInstrumentLetter(value: string): value is InstrumentLetter {
  return value.length === 1 && Object.prototype.hasOwnProperty.call(INSTRUMENT_TYPES, value);
}

export interface PiidParts {
  /** Activity Address Code, positions 1-6, upper case. */
  readonly aac: string;
  /** Two-digit fiscal year, positions 7-8 (e.g. "24"). */
  readonly fiscalYear: string;
  /** Instrument type letter, position 9, upper case. */
  readonly instrumentType: InstrumentLetter;
  /** Serial number, positions 10-17 (4-8 characters), upper case. */
  readonly serial: string;
}

export interface PiidValidation {
  readonly valid: boolean;
  /** Human-readable problems; empty when valid. */
  readonly errors: string[];
  /** Present only when valid. */
  readonly parts?: PiidParts;
}

export const PIID_MIN_LENGTH = 13;
export const PIID_MAX_LENGTH = 17;

/** Quote a character for an error message: 'x' for visible characters and the space, JSON escapes ("\t") otherwise. */
export function describeChar(c: string): string {
  return /^(?: |[\p{L}\p{N}\p{P}\p{S}\p{M}])$/u.test(c) ? `'${c}'` : JSON.stringify(c);
}

/** Distinct characters of `value` not matching `allowed`, in order of first appearance, formatted for messages. */
export function illegalCharacters(value: string, allowed: RegExp): string[] {
  const seen = new Set<string>();
  for (const c of Array.from(value)) {
    if (!allowed.test(c)) seen.add(c);
  }
  return [...seen].map(describeChar);
}

/**
 * Structural checks for a 6-character Activity Address Code. Returns the problems found (empty = ok).
 * See the module comment for what "valid agency activity code" means.
 */
export function validateAac(aac: string): string[] {
  const errors: string[] = [];
  const upper = aac.toUpperCase();
  if (!/^[A-Z0-9]{6}$/.test(upper)) {
    errors.push(`Agency activity code (positions 1-6) must be 6 letters or digits, got '${aac}'`);
    return errors;
  }
  if (/^0{6}$/.test(upper)) {
    errors.push(`Agency activity code (positions 1-6) must not be all zeros, got '${upper}'`);
  } else if (/^[0-9][A-Z]/.test(upper)) {
    errors.push(
      `Agency activity code (positions 1-6) '${upper}' is not valid: a code starting with a digit must begin with a two-digit agency code (e.g. 47QTCA, 80NSSC, 36C776)`,
    );
  }
  return errors;
}

function instrumentErrors(letter: string): string[] {
  if (!/^[A-Z]$/.test(letter)) {
    return [`Instrument type (position 9) must be a letter, got '${letter}'`];
  }
  const info = INSTRUMENT_TYPES[letter as InstrumentLetter];
  if (info.award) return [];
  if (info.solicitation) {
    return [`Instrument type (position 9) '${letter}' identifies a solicitation or notice (${info.description}), not an award`];
  }
  return [`Instrument type (position 9) '${letter}' is not a valid instrument type (${info.description})`];
}

/** Validate an award PIID. Reports every problem found. */
export function validatePiid(value: string): PiidValidation {
  if (typeof value !== 'string') {
    return { valid: false, errors: ['PIID must be a string'] };
  }
  const errors: string[] = [];
  const length = Array.from(value).length;
  if (length < PIID_MIN_LENGTH || length > PIID_MAX_LENGTH) {
    errors.push(`PIID must be ${PIID_MIN_LENGTH}-${PIID_MAX_LENGTH} characters, got ${length}`);
  }
  const illegal = illegalCharacters(value, /^[A-Za-z0-9]$/);
  if (illegal.length > 0) {
    errors.push(`PIID must contain only letters A-Z and digits 0-9 (no spaces, dashes or other special characters), found ${illegal.join(', ')}`);
    return { valid: false, errors };
  }

  const upper = value.toUpperCase();
  if (upper.length >= 9) {
    const aac = upper.slice(0, 6);
    const fiscalYear = upper.slice(6, 8);
    const letter = upper.charAt(8);
    const serial = upper.slice(9);
    errors.push(...validateAac(aac));
    if (!/^[0-9]{2}$/.test(fiscalYear)) {
      errors.push(`Fiscal year (positions 7-8) must be two digits, got '${fiscalYear}'`);
    }
    errors.push(...instrumentErrors(letter));
    if (serial.length > 0 && /^0+$/.test(serial)) {
      errors.push(`Serial number (positions 10-${upper.length}) must not be all zeros, got '${serial}'`);
    }
    if (errors.length === 0) {
      return {
        valid: true,
        errors: [],
        parts: Object.freeze({ aac, fiscalYear, instrumentType: letter as InstrumentLetter, serial }),
      };
    }
  }
  return { valid: false, errors };
}

export interface BuildPiidInput {
  /** Six-character Activity Address Code (any case; upper-cased). */
  readonly aac: string;
  /** Four-digit fiscal year (1900-2099); only the last two digits are used. */
  readonly fiscalYear: number;
  /** Position-9 letter; must be valid for awards (INSTRUMENT_TYPES[letter].award). */
  readonly instrumentType: string;
  /** Serial: a positive integer, or a string of 1-8 letters/digits; either is left-padded with zeros to the serial width. */
  readonly serial: number | string;
  /**
   * Exact serial width, 4-8. Shorter serials are left-padded with zeros; longer ones throw.
   * When omitted the serial is left-padded to at least 4 characters (and may use up to 8).
   */
  readonly serialLength?: number;
}

/** Build a valid award PIID. Throws RangeError / TypeError on invalid input. */
export function buildPiid(input: BuildPiidInput): string {
  const aac = String(input.aac ?? '').toUpperCase();
  const aacErrors = validateAac(aac);
  if (aacErrors.length > 0) throw new RangeError(aacErrors.join('; '));

  const fy = input.fiscalYear;
  if (!Number.isInteger(fy) || fy < 1900 || fy > 2099) {
    throw new RangeError(`fiscalYear must be a four-digit year between 1900 and 2099, got ${String(fy)}`);
  }
  const yy = String(fy % 100).padStart(2, '0');

  const letter = String(input.instrumentType ?? '').toUpperCase();
  if (!/^[A-Z]$/.test(letter)) {
    throw new RangeError(`instrumentType must be a single letter, got '${String(input.instrumentType)}'`);
  }
  const letterErrors = instrumentErrors(letter);
  if (letterErrors.length > 0) throw new RangeError(letterErrors.join('; '));

  const { serialLength } = input;
  if (serialLength !== undefined && (!Number.isInteger(serialLength) || serialLength < 4 || serialLength > 8)) {
    throw new RangeError(`serialLength must be an integer from 4 to 8, got ${String(serialLength)}`);
  }
  let serial: string;
  if (typeof input.serial === 'number') {
    if (!Number.isSafeInteger(input.serial) || input.serial < 1) {
      throw new RangeError(`serial must be a positive integer, got ${String(input.serial)}`);
    }
    serial = String(input.serial).padStart(serialLength ?? 4, '0');
  } else if (typeof input.serial === 'string') {
    const s = input.serial.toUpperCase();
    if (!/^[A-Z0-9]{1,8}$/.test(s)) {
      throw new RangeError(`serial must be 1-8 letters or digits, got '${input.serial}'`);
    }
    serial = s.padStart(serialLength ?? Math.max(4, s.length), '0');
  } else {
    throw new TypeError('serial must be a number or a string');
  }
  if (serial.length < 4 || serial.length > 8 || (serialLength !== undefined && serial.length !== serialLength)) {
    throw new RangeError(`serial '${serial}' does not fit in ${serialLength ?? '4-8'} characters`);
  }
  if (/^0+$/.test(serial)) throw new RangeError('serial must not be all zeros');

  const piid = `${aac}${yy}${letter}${serial}`;
  const check = validatePiid(piid);
  if (!check.valid) throw new RangeError(`built PIID '${piid}' is not valid: ${check.errors.join('; ')}`);
  return piid;
}
