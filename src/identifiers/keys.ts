/**
 * Award keys (USAspending `generated_unique_award_id` convention), exclusion keys and UUIDs.
 *
 * Award keys:
 *   contract award  CONT_AWD_<PIID>_<AGENCY>_<PARENT_PIID>_<PARENT_AGENCY>
 *                   missing parent parts are written '-NONE-',
 *                   e.g. CONT_AWD_W912DY24C0012_9700_-NONE-_-NONE-,
 *                        CONT_AWD_W912DY24F0031_9700_W912DY20D0007_9700
 *   IDV             CONT_IDV_<PIID>_<AGENCY>
 *                   USAspending IDV keys have only two parts (e.g. CONT_IDV_47QTCB22D0003_4732,
 *                   CONT_IDV_N0018918D0057_9700); a parent IDV is not part of the key.
 * AGENCY is the 4-character awarding sub-tier agency code (e.g. 9700, 2100, 4732, 8000, 97AS).
 * Builders trim and upper-case their inputs and throw on values that would make the key ambiguous
 * (blank, containing '_' or whitespace, or the literal '-NONE-'). parseAwardKey is lenient about
 * the content of each part (real keys contain non-uniform legacy PIIDs such as '0001') and also
 * accepts the 4-part IDV spelling CONT_IDV_<PIID>_<AGENCY>_<PARENT>_<PARENT_AGENCY>.
 */

import { createHash } from 'node:crypto';
import { randInt, type Rand } from './random.js';

export const NONE_MARKER = '-NONE-';

export type AwardKeyKind = 'contract' | 'idv';

export interface AwardKeyParts {
  readonly kind: AwardKeyKind;
  readonly piid: string;
  readonly agencyCode: string;
  readonly parentPiid: string | null;
  readonly parentAgencyCode: string | null;
}

function keyPiid(label: string, value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`${label} must be a string`);
  const v = value.trim().toUpperCase();
  if (v === '') throw new RangeError(`${label} must not be blank`);
  if (v === NONE_MARKER) throw new RangeError(`${label} must not be the literal ${NONE_MARKER}`);
  if (!/^[A-Z0-9-]+$/.test(v)) throw new RangeError(`${label} may contain only letters, digits and '-', got '${value}'`);
  return v;
}

function keyAgency(label: string, value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`${label} must be a string`);
  const v = value.trim().toUpperCase();
  if (!/^[A-Z0-9]{4}$/.test(v)) throw new RangeError(`${label} must be a 4-character agency code (e.g. 9700), got '${value}'`);
  return v;
}

function isMissing(value: string | null | undefined): value is null | undefined {
  return value === undefined || value === null || value.trim() === '';
}

/** CONT_AWD_<piid>_<agency>_<parentPiid|-NONE->_<parentAgency|-NONE->. Blank parents count as missing. */
export function contractKey(
  piid: string,
  agencyCode: string,
  parentPiid?: string | null,
  parentAgencyCode?: string | null,
): string {
  const parts = [
    keyPiid('piid', piid),
    keyAgency('agencyCode', agencyCode),
    isMissing(parentPiid) ? NONE_MARKER : keyPiid('parentPiid', parentPiid),
    isMissing(parentAgencyCode) ? NONE_MARKER : keyAgency('parentAgencyCode', parentAgencyCode),
  ];
  return `CONT_AWD_${parts.join('_')}`;
}

/** CONT_IDV_<piid>_<agency> (USAspending IDV key; see module comment). */
export function idvKey(piid: string, agencyCode: string): string {
  return `CONT_IDV_${keyPiid('piid', piid)}_${keyAgency('agencyCode', agencyCode)}`;
}

/** Parse a CONT_AWD_ / CONT_IDV_ key; null when the key is not of that form. */
export function parseAwardKey(key: string): AwardKeyParts | null {
  if (typeof key !== 'string') return null;
  const m = /^CONT_(AWD|IDV)_(.+)$/.exec(key);
  if (!m) return null;
  const kind: AwardKeyKind = m[1] === 'AWD' ? 'contract' : 'idv';
  const parts = (m[2] ?? '').split('_');
  const okCount = kind === 'contract' ? parts.length === 4 : parts.length === 2 || parts.length === 4;
  if (!okCount || parts.some((part) => part === '' || /\s/.test(part))) return null;
  const [piid, agencyCode, parentPiid, parentAgencyCode] = parts as [string, string, string?, string?];
  if (piid === NONE_MARKER || agencyCode === NONE_MARKER) return null;
  const orNull = (v: string | undefined): string | null => (v === undefined || v === NONE_MARKER ? null : v);
  return Object.freeze({
    kind,
    piid,
    agencyCode,
    parentPiid: orNull(parentPiid),
    parentAgencyCode: orNull(parentAgencyCode),
  });
}

/**
 * Deterministic exclusion-record key: lower-case hex SHA-256 of JSON.stringify(parts).
 * JSON encoding keeps the part boundaries unambiguous (['a_b','c'] != ['a','b_c']).
 * Parts are hashed exactly as given: normalise (trim / case) before calling if needed.
 */
export function exclusionKey(parts: readonly string[]): string {
  if (!Array.isArray(parts) || parts.length === 0 || parts.some((part) => typeof part !== 'string')) {
    throw new TypeError('exclusionKey parts must be a non-empty array of strings');
  }
  return createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('hex');
}

/** True for a 64-character lower-case hex string (the exclusionKey form). */
export function isExclusionKey(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

// --- UUIDs (RFC 4122) ---

/** RFC 4122 appendix C namespaces. */
export const UUID_NAMESPACE_DNS = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
export const UUID_NAMESPACE_URL = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/**
 * Fixed namespace for this project's name-based (v5) UUIDs. It is itself
 * uuidV5('https://procurement-data-service.invalid/uuid-namespace', UUID_NAMESPACE_URL);
 * never change it, or every derived id changes.
 */
export const PROJECT_UUID_NAMESPACE = 'b35e993d-63a9-5917-9d47-35adb5c77369';

const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RFC4122_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** RFC 4122 UUID of version 1-5 with the RFC variant (8, 9, a or b); case-insensitive. */
export function isRfc4122Uuid(value: unknown): boolean {
  return typeof value === 'string' && RFC4122_UUID.test(value);
}

function formatUuid(bytes: Uint8Array): string {
  const hex = Buffer.from(bytes).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** RFC 4122 version-5 (SHA-1, name-based) UUID; lower case. `namespace` is any UUID string. */
export function uuidV5(name: string, namespace: string = PROJECT_UUID_NAMESPACE): string {
  if (typeof name !== 'string') throw new TypeError('name must be a string');
  if (typeof namespace !== 'string' || !ANY_UUID.test(namespace)) {
    throw new RangeError(`namespace must be a UUID, got '${String(namespace)}'`);
  }
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = Uint8Array.from(hash.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(bytes);
}

/** RFC 4122 version-4 UUID drawn from a (seeded) random source; lower case. */
export function uuidFromRand(rand: Rand): string {
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = randInt(rand, 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(bytes);
}
