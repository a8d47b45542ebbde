/**
 * What an export spends (docs/export.md, "Quota"). The HTTP request is
 * counted once by the rate-limit middleware, like any request; that request
 * pays for the first `rowsPerRequest` rows. Every further `rowsPerRequest`
 * rows spend one more request of the caller's daily window, counted as they
 * stream, before they are sent (RequestLimiter.spend: atomic in the counter
 * store). A premium resource spends its family's budget instead, the first
 * rows included. When the window or budget runs out the export stops
 * cleanly: the rows paid for are sent, then one final line says why and
 * where to resume.
 *
 * Paid plans: one request per 1,000 rows (EXPORT_ROWS_PER_REQUEST).
 * Free plan (and anonymous callers): one request per 100 rows, what walking
 * the list 100 rows at a time would cost, and at most 10,000 rows per export
 * (EXPORT_FREE_MAX_ROWS); an export stopped by that cap can be resumed.
 */
import type { Tier } from '../engine/shape/validate.js';
import type { PremiumFamily } from '../http/ratelimit/premium.js';
import type { RequestLimiter, WindowState } from '../http/ratelimit/limiter.js';

export const DEFAULT_ROWS_PER_REQUEST = 1_000;
export const FREE_ROWS_PER_REQUEST = 100;
export const DEFAULT_FREE_MAX_ROWS = 10_000;

export interface ExportAllowance {
  /** rows one request pays for */
  rowsPerRequest: number;
  /** rows one export may send at most (null: no cap) */
  maxRows: number | null;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
}

/** The allowance of a plan (environment: EXPORT_ROWS_PER_REQUEST, EXPORT_FREE_MAX_ROWS; a bad value throws). */
export function exportAllowance(tier: Tier, env: NodeJS.ProcessEnv = process.env): ExportAllowance {
  const paid = positiveInt(env, 'EXPORT_ROWS_PER_REQUEST', DEFAULT_ROWS_PER_REQUEST);
  const freeMax = positiveInt(env, 'EXPORT_FREE_MAX_ROWS', DEFAULT_FREE_MAX_ROWS);
  return tier === 'free' ? { rowsPerRequest: FREE_ROWS_PER_REQUEST, maxRows: freeMax } : { rowsPerRequest: paid, maxRows: null };
}

/** Why an export stopped before its last row: the final line's members (besides rows and after). */
export interface Stop {
  code: 'rate_limited' | 'export_row_cap' | 'internal_error';
  error: string;
  wait_in_seconds?: number;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function refused(w: WindowState, family: PremiumFamily | null): Stop {
  const what = family ? `premium budget for the ${family.label}` : 'daily rate limit';
  return {
    code: 'rate_limited',
    error: `The export used up the ${what} (${plural(w.limit, 'request')} per day; the window resets at 00:00 UTC in ${plural(w.reset, 'second')}).`,
    wait_in_seconds: w.reset,
  };
}

/** Counts one export's rows against the caller's quota. */
export class ExportMeter {
  /** rows paid for so far */
  private paid = 0;
  /** rows let through so far */
  sent = 0;

  constructor(
    private readonly limiter: Pick<RequestLimiter, 'spend'>,
    private readonly subject: string,
    private readonly tier: Tier,
    readonly allowance: ExportAllowance,
    /** the premium family of a premium resource (its budget is spent instead of the daily window) */
    private readonly family: PremiumFamily | null,
  ) {}

  /**
   * Before anything is sent: the request pays for the first rows. A premium
   * resource spends one request of its budget for them here; a refusal is
   * the answer to the request (429, before any row).
   */
  async open(): Promise<Stop | null> {
    if (this.family) {
      const r = await this.limiter.spend(this.subject, this.tier, 1, this.family);
      if (!r.allowed) return refused(r.window, this.family);
    }
    this.paid = this.allowance.rowsPerRequest;
    return null;
  }

  /**
   * How many of the next `n` rows may be sent, spending the requests they
   * need first; fewer than `n` with the reason when the quota or the cap
   * stops the export.
   */
  async take(n: number): Promise<{ rows: number; stop?: Stop }> {
    const cap = this.allowance.maxRows;
    let want = n;
    let stop: Stop | undefined;
    if (cap !== null && this.sent + want > cap) {
      want = Math.max(0, cap - this.sent);
      stop = {
        code: 'export_row_cap',
        error: `Exports on the Free plan send at most ${plural(cap, 'row')} each; resume from the last row, or upgrade for exports without a cap.`,
      };
    }
    const short = this.sent + want - this.paid;
    if (short > 0) {
      const per = this.allowance.rowsPerRequest;
      const units = Math.ceil(short / per);
      const r = await this.limiter.spend(this.subject, this.tier, units, this.family);
      if (r.allowed) this.paid += units * per;
      else {
        // what is left of the window, one request at a time
        let last = r.window;
        for (let i = 1; i < units; i++) {
          const one = await this.limiter.spend(this.subject, this.tier, 1, this.family);
          last = one.window;
          if (!one.allowed) break;
          this.paid += per;
        }
        if (this.paid < this.sent + want) {
          want = Math.max(0, this.paid - this.sent);
          stop = refused(last, this.family);
        }
      }
    }
    this.sent += want;
    return stop ? { rows: want, stop } : { rows: want };
  }
}
