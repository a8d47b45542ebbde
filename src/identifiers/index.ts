/**
 * Identifier engine: PIIDs, solicitation numbers, UEIs / CAGE codes, award keys and UUIDs,
 * plus validateIdentifier(), the engine behind the public `POST /api/validate/` operation.
 *
 * validateIdentifier decisions:
 * - `type` is checked first and must be exactly 'piid', 'solicitation' or 'uei' (case-sensitive,
 *   not trimmed); anything else, including a missing or non-string type, is a validation_error.
 * - `value` must be a string that is not blank after trimming; otherwise a validation_error.
 * - Surrounding whitespace (String.prototype.trim: spaces, tabs, newlines, NBSP...) is trimmed
 *   before validation (error messages such as the length in 'PIID must be 13-17 characters,
 *   got N' refer to the trimmed value), but `value` is echoed exactly as sent (document 1: "echo
 *   of the request").
 * - Letters are case-insensitive for all three types (the echoed value keeps the caller's case).
 * - `errors` is present only for a not_valid piid. uei and piid never return low_confidence.
 */

export * from './piid.js';
export * from './uei.js';
export * from './solicitation.js';
export * from './keys.js';
export * from './docket.js';
export type { Rand } from './random.js';

import { validatePiid } from './piid.js';
import { classifySolicitation } from './solicitation.js';
import { validateUei } from './uei.js';

export const IDENTIFIER_TYPES = ['piid', 'solicitation', 'uei'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];
export type IdentifierResult = 'valid' | 'not_valid' | 'low_confidence';

export const TYPE_ERROR_MESSAGE = 'type must be one of: piid, solicitation, uei';
export const VALUE_ERROR_MESSAGE = 'value is required and must not be blank';

export interface IdentifierValidationBody {
  type: IdentifierType;
  value: string;
  result: IdentifierResult;
  errors?: string[];
}

export interface IdentifierValidationProblem {
  error: string;
  code: 'validation_error';
}

export type ValidateIdentifierOutcome =
  | { ok: true; body: IdentifierValidationBody }
  | { ok: false; body: IdentifierValidationProblem };

export function isIdentifierType(value: unknown): value is IdentifierType {
  return typeof value === 'string' && (IDENTIFIER_TYPES as readonly string[]).includes(value);
}

/** Validate one identifier and return the exact public response body (or a validation problem). */
export function validateIdentifier(type: unknown, value: unknown): ValidateIdentifierOutcome {
  if (!isIdentifierType(type)) {
    return { ok: false, body: { error: TYPE_ERROR_MESSAGE, code: 'validation_error' } };
  }
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, body: { error: VALUE_ERROR_MESSAGE, code: 'validation_error' } };
  }
  const v = value.trim();
  switch (type) {
    case 'piid': {
      const r = validatePiid(v);
      return {
        ok: true,
        body: r.valid ? { type, value, result: 'valid' } : { type, value, result: 'not_valid', errors: r.errors },
      };
    }
    case 'uei':
      return { ok: true, body: { type, value, result: validateUei(v).valid ? 'valid' : 'not_valid' } };
    case 'solicitation':
      return { ok: true, body: { type, value, result: classifySolicitation(v).result } };
  }
}
