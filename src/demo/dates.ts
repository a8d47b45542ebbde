/** Date helpers for the generator: all calendar arithmetic in UTC. */
export const DAY_MS = 86_400_000;

export function parseDay(s: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${s}`);
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (d.getUTCFullYear() !== +m[1] || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) {
    throw new Error(`not a calendar date: ${s}`);
  }
  return d;
}

export function day(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY_MS);
}

export function addMonths(d: Date, n: number): Date {
  const r = new Date(d.getTime());
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}

/** Federal fiscal year: October to September (FY2025 starts 2024-10-01). */
export function fiscalYearOf(d: Date): number {
  return d.getUTCMonth() >= 9 ? d.getUTCFullYear() + 1 : d.getUTCFullYear();
}

export function fiscalYearStart(fy: number): Date {
  return new Date(Date.UTC(fy - 1, 9, 1));
}

export function fiscalYearEnd(fy: number): Date {
  return new Date(Date.UTC(fy, 8, 30));
}

export function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
