/**
 * SAM.gov Unique Entity ID (UEI) and CAGE code validation and generation.
 *
 * UEI public rule: exactly 12 alphanumeric characters, containing neither the letter I nor the letter O.
 *
 * Decisions:
 * - Case-insensitive: GSA states the UEI "is not case sensitive", so lower-case input is accepted
 *   and `normalized` carries the upper-case form. A lower-case 'i' or 'o' is rejected like 'I'/'O'.
 * - Whitespace is NOT trimmed here (validateIdentifier trims user input first); any space is illegal.
 * - validateUei enforces only the public rule. GSA's issuance rules (first character not '0', no
 *   run of nine digits, first five characters not shaped like a CAGE code, final character a
 *   checksum whose algorithm is not published) are NOT part of validity, because the public
 *   contract does not state them and the checksum cannot be verified. `ueiIssuanceIssues`
 *   reports the checkable ones, and generateUei always satisfies them.
 *
 * CAGE: 5 alphanumerics without I or O (same case handling). US CAGE codes have a digit in
 * positions 1 and 5 (e.g. 1ABC2, 0ZJK9); NATO/foreign NCAGE codes may start or end with a letter,
 * so validateCage accepts both and generateCage produces the US shape.
 */

import { illegalCharacters } from './piid.js';
import { pickChar, type Rand } from './random.js';

/** The 34 characters used by UEIs and CAGE codes: digits and letters without I and O. */
export const UEI_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const UEI_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const UEI_DIGITS = '0123456789';
export const UEI_LENGTH = 12;
export const CAGE_LENGTH = 5;

export interface CodeValidation {
  readonly valid: boolean;
  readonly errors: string[];
  /** Upper-case form; present only when valid. */
  readonly normalized?: string;
}

function validateNoIoCode(label: string, value: string, length: number): CodeValidation {
  if (typeof value !== 'string') return { valid: false, errors: [`${label} must be a string`] };
  const errors: string[] = [];
  const n = Array.from(value).length;
  if (n !== length) errors.push(`${label} must be exactly ${length} characters, got ${n}`);
  const illegal = illegalCharacters(value, /^[A-Za-z0-9]$/);
  if (illegal.length > 0) {
    errors.push(`${label} must contain only letters and digits, found ${illegal.join(', ')}`);
  }
  const upper = value.toUpperCase();
  const io = [...new Set(Array.from(value).filter((c) => c === 'I' || c === 'O' || c === 'i' || c === 'o').map((c) => c.toUpperCase()))];
  if (io.length > 0) {
    errors.push(`${label} must not contain the letters I or O, found ${io.map((c) => `'${c}'`).join(', ')}`);
  }
  return errors.length === 0 ? { valid: true, errors, normalized: upper } : { valid: false, errors };
}

/** Validate a UEI against the public rule (case-insensitive). */
export function validateUei(value: string): CodeValidation {
  return validateNoIoCode('UEI', value, UEI_LENGTH);
}

/**
 * GSA issuance rules beyond the public validity rule that can be checked without the
 * unpublished checksum: first character not '0', no run of nine digits. Empty = none found.
 */
export function ueiIssuanceIssues(value: string): string[] {
  const issues: string[] = [];
  const upper = value.toUpperCase();
  if (upper.startsWith('0')) issues.push('UEI first character is never 0');
  if (/[0-9]{9}/.test(upper)) issues.push('UEI never contains nine consecutive digits');
  return issues;
}

/**
 * Generate a realistic UEI (e.g. 'ZQGGHJH74DW7'): first character a letter (never '0', and never
 * the digit-first US CAGE shape), remaining 11 from the 34-character alphabet, never nine
 * consecutive digits. The trailing checksum character of real UEIs is not reproduced (the algorithm
 * is unpublished), so the last character is random too.
 */
export function generateUei(rand: Rand): string {
  let out = pickChar(rand, UEI_LETTERS);
  let digitRun = 0;
  for (let i = 1; i < UEI_LENGTH; i++) {
    let c = pickChar(rand, UEI_ALPHABET);
    if (UEI_DIGITS.includes(c) && digitRun >= 8) c = pickChar(rand, UEI_LETTERS);
    digitRun = UEI_DIGITS.includes(c) ? digitRun + 1 : 0;
    out += c;
  }
  return out;
}

/** Validate a CAGE / NCAGE code: 5 alphanumerics without I or O (case-insensitive). */
export function validateCage(value: string): CodeValidation {
  return validateNoIoCode('CAGE code', value, CAGE_LENGTH);
}

/** Generate a US-style CAGE code: digit, three characters from the UEI alphabet, digit (e.g. '3FWE7'). */
export function generateCage(rand: Rand): string {
  return (
    pickChar(rand, UEI_DIGITS) +
    pickChar(rand, UEI_ALPHABET) +
    pickChar(rand, UEI_ALPHABET) +
    pickChar(rand, UEI_ALPHABET) +
    pickChar(rand, UEI_DIGITS)
  );
}
