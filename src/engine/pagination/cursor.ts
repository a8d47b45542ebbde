/**
 * Opaque, signed keyset cursors.
 *
 * A cursor holds the ordering values of the boundary row of a page plus that
 * row's unique key (the tiebreaker), the ordering it was made for, the
 * direction to walk, and a digest of the request's filter set (filters and
 * scope). It is `base64url(JSON payload) "." base64url(HMAC-SHA256)`, signed
 * with the first key of the cursor key ring and verified against every key of
 * the ring, so a key can be rotated without breaking the cursors clients
 * hold: put the new key first, keep the old one until its cursors no longer
 * matter, then drop it.
 *
 * Decoding refuses (400 validation_error) anything that is not exactly what
 * this service signed for this request: a bad signature, a key no longer in
 * the ring, another ordering, direction or filter set, and values that do
 * not fit the types of the ordering columns (checked even on a good
 * signature, so nothing unchecked ever reaches SQL). A cursor never expires
 * by age.
 *
 * Key ring: CURSOR_KEYS, comma-separated secrets of at least 16 characters,
 * first one signs. Unset: one random key per process (cursors do not survive
 * a restart and are not shared between instances; set CURSOR_KEYS when
 * running several instances).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { validationError } from '../errors.js';

export type CursorValue = string | number | boolean | null;

export interface Cursor {
  /** ordering the cursor belongs to, e.g. "-award_date" */
  o: string;
  /** values of the ordering fields of the boundary row, then its unique key */
  v: CursorValue[];
  /** 'n' = rows after the boundary, 'p' = rows before it */
  d: 'n' | 'p';
}

/** The SQL type of one ordering column, against which a decoded value is checked. */
export type CursorColumnType = 'date' | 'timestamptz' | 'numeric' | 'int' | 'text' | 'uuid' | 'bool' | 'real';

export interface CursorColumn {
  type: CursorColumnType;
  nullable: boolean;
}

export const MIN_CURSOR_KEY_LENGTH = 16;
const SIGNATURE_BYTES = 18; // 144 bits: 24 base64url characters

let ring: Buffer[] | null = null;

function keysFromEnv(): Buffer[] {
  const raw = process.env.CURSOR_KEYS;
  if (!raw || raw.trim() === '') return [randomBytes(32)];
  return parseCursorKeys(raw).map((k) => Buffer.from(k, 'utf8'));
}

/** Parse CURSOR_KEYS; throws an Error naming the problem (the service refuses to start). */
export function parseCursorKeys(raw: string): string[] {
  const keys = raw.split(',').map((k) => k.trim());
  if (keys.some((k) => k.length < MIN_CURSOR_KEY_LENGTH)) {
    throw new Error(`CURSOR_KEYS must be a comma-separated list of secrets of at least ${MIN_CURSOR_KEY_LENGTH} characters each`);
  }
  return keys;
}

/** Replace the key ring (first key signs); null goes back to CURSOR_KEYS. */
export function configureCursorKeys(keys: string[] | null): void {
  ring = keys === null ? null : parseCursorKeys(keys.join(',')).map((k) => Buffer.from(k, 'utf8'));
}

function keyRing(): Buffer[] {
  if (!ring) ring = keysFromEnv();
  return ring;
}

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
}

/**
 * Sign a cursor for the request whose filter set has the digest `filters`
 * (see filterDigest in the list engine).
 */
export function encodeCursor(c: Cursor, filters: string): string {
  const payload = Buffer.from(JSON.stringify({ o: c.o, v: c.v, d: c.d, f: filters }), 'utf8').toString('base64url');
  return `${payload}.${sign(keyRing()[0], payload).toString('base64url')}`;
}

export const CURSOR_ERROR =
  'cursor is not valid for this request: take it from the next or previous link, or from the cursor member, of a response to the same list with the same filters and ordering';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const DECIMAL_RE = /^-?\d{1,20}(\.\d{1,10})?$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TEXT = 1000;

function realDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Whether a decoded value fits a column of the given type. */
export function fitsColumn(v: CursorValue, col: CursorColumn): boolean {
  if (v === null) return col.nullable;
  switch (col.type) {
    case 'date':
      return typeof v === 'string' && realDate(v);
    case 'timestamptz':
      return typeof v === 'string' && TIMESTAMP_RE.test(v) && realDate(v.slice(0, 10)) && Number.isFinite(Date.parse(v));
    case 'numeric':
      return (typeof v === 'string' && DECIMAL_RE.test(v)) || (typeof v === 'number' && Number.isFinite(v));
    case 'int':
      return typeof v === 'number' && Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
    case 'real':
      return typeof v === 'number' && Number.isFinite(v);
    case 'bool':
      return typeof v === 'boolean';
    case 'uuid':
      return typeof v === 'string' && UUID_RE.test(v);
    case 'text':
      return typeof v === 'string' && v.length <= MAX_TEXT && !v.includes('\u0000');
  }
}

/**
 * Verify and decode a cursor for a request with this ordering, filter digest
 * and ordering column types (the last one the unique key). 400 otherwise.
 */
export function decodeCursor(raw: string, expect: { ordering: string; filters: string; columns: CursorColumn[] }): Cursor {
  const fail = () => validationError(CURSOR_ERROR);
  const m = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{24})$/.exec(raw);
  if (!m) throw fail();
  const [, payload, sigText] = m;
  const sig = Buffer.from(sigText, 'base64url');
  if (sig.length !== SIGNATURE_BYTES) throw fail();
  let signed = false;
  for (const key of keyRing()) if (timingSafeEqual(sign(key, payload), sig)) signed = true;
  if (!signed) throw fail();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail();
  const c = parsed as Record<string, unknown>;
  if (c.o !== expect.ordering || c.f !== expect.filters || (c.d !== 'n' && c.d !== 'p')) throw fail();
  if (!Array.isArray(c.v) || c.v.length !== expect.columns.length) throw fail();
  const v = c.v as CursorValue[];
  for (let i = 0; i < v.length; i++) if (!fitsColumn(v[i], expect.columns[i])) throw fail();
  return { o: c.o as string, v, d: c.d };
}
