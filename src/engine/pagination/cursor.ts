/**
 * Opaque keyset cursors. A cursor holds the ordering values of the last row a
 * page returned plus that row's unique key (the tiebreaker), the ordering it
 * was made for, and the direction to walk. It is base64url JSON: opaque to
 * clients, but never trusted — decoding validates every member and a cursor
 * made for another ordering is refused (400), not misapplied.
 */
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

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify({ ...c, _: 1 }), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string, ordering: string, arity: number): Cursor {
  const fail = () => validationError('cursor is not valid for this request: take it from the next or previous link, or from the cursor member, of a response to the same ordering');
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(raw)) throw fail();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (typeof parsed !== 'object' || parsed === null) throw fail();
  const c = parsed as Record<string, unknown>;
  if (c._ !== 1 || c.o !== ordering || (c.d !== 'n' && c.d !== 'p') || !Array.isArray(c.v) || c.v.length !== arity) throw fail();
  for (const v of c.v) if (!(v === null || ['string', 'number', 'boolean'].includes(typeof v))) throw fail();
  return { o: c.o as string, v: c.v as CursorValue[], d: c.d as 'n' | 'p' };
}
