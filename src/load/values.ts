/**
 * Value parsers of the real files' formats. Each takes the raw text of one
 * column; an empty field is null; a value that does not parse throws a
 * RowError naming the column (the row goes to the rejects file).
 */
import { RowError, type Row } from './types.js';

/** The text of a column: trimmed, null when empty or when the file has no such column. */
export function text(row: Row, column: string): string | null {
  const v = row[column];
  if (v === undefined) return null;
  const t = v.trim();
  return t === '' ? null : t;
}

/** Only the columns the file has go into a record: an older layout leaves the others as stored. */
export function has(row: Row, column: string): boolean {
  return Object.hasOwn(row, column);
}

function isoDay(y: number, m: number, d: number, column: string, raw: string): string {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw new RowError(`${column}: ${JSON.stringify(raw)} is not a date`, column);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date written YYYY-MM-DD, MM/DD/YYYY (M/D/YYYY) or MMDDYYYY; a time after the date (`2026-05-01 00:00:00`) is ignored. */
export function day(row: Row, column: string): string | null {
  const v = text(row, column);
  if (v === null) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][0-9:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/.exec(v);
  if (m) return isoDay(+m[1], +m[2], +m[3], column, v);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return isoDay(+m[3], +m[1], +m[2], column, v);
  m = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  if (m) return isoDay(+m[3], +m[1], +m[2], column, v);
  throw new RowError(`${column}: ${JSON.stringify(v)} is not a date (YYYY-MM-DD or MM/DD/YYYY)`, column);
}

/**
 * An instant: ISO 8601 (`2026-05-29T12:30:00-04:00`) or PostgreSQL's text
 * form (`2026-04-25 22:22:47.454-04`), with an offset; a bare date is
 * midnight UTC. Returned as an ISO 8601 UTC string.
 */
export function instant(row: Row, column: string): string | null {
  const v = text(row, column);
  if (v === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${day(row, column)}T00:00:00.000Z`;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(v);
  if (!m) throw new RowError(`${column}: ${JSON.stringify(v)} is not a date-time`, column);
  isoDay(+m[1].slice(0, 4), +m[1].slice(5, 7), +m[1].slice(8, 10), column, v);
  let zone = m[3] ?? 'Z';
  if (/^[+-]\d{2}$/.test(zone)) zone += ':00';
  else if (/^[+-]\d{4}$/.test(zone)) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const time = m[2].length === 5 ? `${m[2]}:00` : m[2].replace(/(\.\d{3})\d+$/, '$1');
  const d = new Date(`${m[1]}T${time}${zone}`);
  if (Number.isNaN(d.getTime())) throw new RowError(`${column}: ${JSON.stringify(v)} is not a date-time`, column);
  return d.toISOString();
}

/** A decimal amount: `-1234.56`; `$` and thousands separators are removed (SAM's `Award$`). Returned as a string (exact). */
export function money(row: Row, column: string): string | null {
  const v = text(row, column);
  if (v === null) return null;
  const s = v.replace(/[$,\s]/g, '');
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m || m[2].length > 18) throw new RowError(`${column}: ${JSON.stringify(v)} is not an amount`, column);
  const [, sign, whole, frac] = m;
  const f = (frac ?? '').replace(/0+$/, '');
  if (f.length > 6) throw new RowError(`${column}: ${JSON.stringify(v)} has more than 6 decimals`, column);
  const out = `${sign}${whole.replace(/^0+(?=\d)/, '')}${f ? `.${f}` : ''}`;
  return out === '-0' ? '0' : out;
}

/** A whole number (`12`, also `12.0` from a spreadsheet round-trip). */
export function integer(row: Row, column: string): number | null {
  const v = text(row, column);
  if (v === null) return null;
  const m = /^(-?\d+)(?:\.0+)?$/.exec(v.replace(/,/g, ''));
  if (!m || !Number.isSafeInteger(Number(m[1]))) throw new RowError(`${column}: ${JSON.stringify(v)} is not a whole number`, column);
  return Number(m[1]);
}

/** A code that a spreadsheet may have turned into a float (`541512.0`). */
export function code(row: Row, column: string): string | null {
  const v = text(row, column);
  return v === null ? null : v.replace(/^(\d+)\.0+$/, '$1');
}

/** t/f, true/false, Yes/No, Y/N, 1/0 (any case); empty is null. */
export function bool(row: Row, column: string): boolean | null {
  const v = text(row, column);
  if (v === null) return null;
  const l = v.toLowerCase();
  if (['t', 'true', 'y', 'yes', '1'].includes(l)) return true;
  if (['f', 'false', 'n', 'no', '0'].includes(l)) return false;
  throw new RowError(`${column}: ${JSON.stringify(v)} is not a boolean (t/f, true/false, Yes/No)`, column);
}

/** A `;`-joined list (USAspending multi-value columns); empty is an empty list. */
export function list(row: Row, column: string): string[] {
  const v = text(row, column);
  return v === null ? [] : v.split(';').map((s) => s.trim()).filter((s) => s !== '');
}

/** The values of a repeated XML element (the reader joins them with U+001F); absent or empty is an empty list. */
export function values(row: Row, column: string): string[] {
  const v = row[column];
  if (v === undefined) return [];
  return v.split('\u001f').map((s) => s.trim()).filter((s) => s !== '');
}

/** A JSON value of a JSON source's column (the reader writes nested values as JSON text, strings as themselves); absent is undefined. */
export function json(row: Row, column: string): unknown {
  const v = row[column];
  if (v === undefined || v === '') return v === undefined ? undefined : null;
  if (!/^[[{]/.test(v)) throw new RowError(`${column}: ${JSON.stringify(v.slice(0, 40))} is not a list or an object`, column);
  try {
    return JSON.parse(v);
  } catch {
    throw new RowError(`${column}: not valid JSON`, column);
  }
}
