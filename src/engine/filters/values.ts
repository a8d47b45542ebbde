/**
 * Parsing of filter values, shared by every resource (document 1, "Shared
 * filter conventions"). Every bad value is a 400 validation_error that names
 * the parameter; nothing here can throw anything else.
 */
import { validationError } from '../errors.js';

/** OR-list: values joined by '|' or by the word OR (surrounding spaces allowed); empty parts are dropped. */
export function parseOrList(param: string, raw: string, max = 500): string[] {
  const parts = raw
    .split(/\s*\|\s*|\s+OR\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) throw validationError(`${param} needs at least one value`);
  if (parts.length > max) throw validationError(`${param} takes at most ${max} values, got ${parts.length}`);
  return [...new Set(parts)];
}

/** YYYY-MM-DD exactly (no surrounding whitespace), a real calendar date, as a UTC midnight Date. */
export function parseDate(param: string, raw: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d) return date;
    throw validationError(`${param} must be a real calendar date in the form YYYY-MM-DD, got ${JSON.stringify(raw)}`);
  }
  throw validationError(`${param} must be a date in the form YYYY-MM-DD, got ${JSON.stringify(raw)}`);
}

export function parseInteger(param: string, raw: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  const s = raw.trim();
  if (!/^-?\d{1,15}$/.test(s)) throw validationError(`${param} must be an integer, got ${JSON.stringify(raw)}`);
  const n = Number(s);
  if (n < min || n > max) throw validationError(`${param} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/** The accepted form of a decimal filter value (after trimming): at most 15 digits, 6 after the point (the OpenAPI document's pattern). */
export const DECIMAL_RE = /^-?\d{1,15}(\.\d{1,6})?$/;

/** A decimal amount as a string Prisma accepts for NUMERIC columns (no float rounding). */
export function parseDecimal(param: string, raw: string): string {
  const s = raw.trim();
  if (!DECIMAL_RE.test(s)) throw validationError(`${param} must be a number such as 1000000 or 2500.50, got ${JSON.stringify(raw)}`);
  return s;
}

export function parseBoolean(param: string, raw: string): boolean {
  const s = raw.trim().toLowerCase();
  if (s === 'true') return true;
  if (s === 'false') return false;
  throw validationError(`${param} must be true or false, got ${JSON.stringify(raw)}`);
}

/** Lower bound after upper bound is an inverted range: 400 naming both parameters. */
export function checkRange<T extends number | string | Date>(lowParam: string, low: T | undefined, highParam: string, high: T | undefined): void {
  if (low === undefined || high === undefined) return;
  const a = low instanceof Date ? low.getTime() : typeof low === 'string' ? Number(low) : low;
  const b = high instanceof Date ? high.getTime() : typeof high === 'string' ? Number(high) : high;
  if (a > b) throw validationError(`inverted range: ${lowParam} is after ${highParam}`);
}
