/**
 * Per-account request limits (document 1 "Limits"; document 3 "Limits").
 *
 * - Subject: the account of the caller (every key and token of one account
 *   shares the counters), or the client IP for anonymous callers, who get the
 *   Free quotas.
 * - Daily window: a fixed UTC calendar day (the counter key carries the date,
 *   so it resets at 00:00 UTC whatever the store).
 * - Burst window: 60 seconds, fixed, starting with the first request after the
 *   previous window ended (rate-limiter-flexible's window).
 * - Premium budgets: a per-family daily budget (UTC day) that REPLACES the
 *   daily and burst windows for the requests that read a premium resource
 *   (the labor-rate endpoints share one counter; which requests those are is
 *   decided by ./premium.ts from the resource declarations, for REST and
 *   GraphQL alike). A GraphQL request that reads premium and ordinary
 *   resources at once spends one premium request AND counts on the daily and
 *   burst windows, so adding a premium field to a query never makes the rest
 *   of it free. A plan whose premium budget is 0 has no access to the family
 *   anyway (the endpoint answers 401/403): its requests there count against
 *   the ordinary windows instead of being refused as "premium exhausted".
 *
 * Exactness: each counter is one atomic increment in the store, and a request
 * passes when the count it got back is within the quota; N concurrent requests
 * against a quota of Q let exactly Q through. A request refused by one window
 * gives back the point it took from the other (so refused requests do not use
 * up quota), and the window that refused it gives its point back as well, so
 * a counter holds only requests that passed (a later upgrade of the plan sees
 * exactly those). Under concurrency a give-back can make a refusal that a
 * later request would not have got, never an extra pass: a counter never
 * drops below the number of requests it let through.
 */
import { quotasFor, type PlanQuotas } from '../../plans.js';
import type { Tier } from '../../engine/shape/validate.js';
import type { CounterItem, CounterStore, WindowName } from './store.js';
import { ORDINARY, type Charge, type PremiumFamily } from './premium.js';

export type WindowKind = 'daily' | 'burst' | 'premium';

export interface WindowState {
  window: WindowKind;
  limit: number;
  remaining: number;
  /** seconds until the window resets (whole seconds, rounded up) */
  reset: number;
}

export interface Decision {
  allowed: boolean;
  daily: WindowState;
  burst: WindowState;
  /** present on premium endpoints */
  premium?: WindowState & { family: string };
  /** the most restrictive window (X-RateLimit-Limit/-Remaining/-Reset) */
  primary: WindowState;
  /** the window that refused the request */
  refused?: WindowState;
  /** the 429 message and wait */
  detail?: string;
  waitSeconds?: number;
}

export const BURST_SECONDS = 60;

export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

export function secondsToUtcMidnight(nowMs: number): number {
  const d = new Date(nowMs);
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - nowMs) / 1000));
}

/** The store keys of a subject's windows at a time (RequestLimiter.check counts them; the account usage report reads them). */
export function windowKeys(subject: string, nowMs: number) {
  const day = utcDay(nowMs);
  return { daily: `${day}:${subject}`, burst: subject, premium: (family: string) => `${family}:${day}:${subject}` };
}

const ceilSeconds = (ms: number, fallback: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : fallback);

/**
 * The most restrictive window: the fewest requests left; on a tie the one
 * that resets later (it blocks longer).
 */
export function mostRestrictive(windows: WindowState[]): WindowState {
  return windows.reduce((a, b) => (b.remaining < a.remaining || (b.remaining === a.remaining && b.reset > a.reset) ? b : a));
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function refusalMessage(w: WindowState, family?: PremiumFamily | null): string {
  const wait = `Please wait ${plural(w.reset, 'second')}.`;
  switch (w.window) {
    case 'burst':
      return `Burst rate limit exceeded (${plural(w.limit, 'request')} per minute). ${wait}`;
    case 'daily':
      return `Daily rate limit exceeded (${plural(w.limit, 'request')} per day; the window resets at 00:00 UTC). ${wait}`;
    case 'premium':
      return `Premium budget for the ${family?.label ?? 'premium endpoints'} exceeded (${plural(w.limit, 'request')} per day; the budget resets at 00:00 UTC). ${wait}`;
  }
}

export interface LimiterOptions {
  /** quotas of a tier (default: src/plans.ts quotasFor, which honours PLAN_QUOTAS) */
  quotas?: (tier: Tier) => PlanQuotas;
  /** clock (tests) */
  now?: () => number;
}

export class RequestLimiter {
  private readonly quotas: (tier: Tier) => PlanQuotas;
  private readonly now: () => number;

  constructor(
    readonly store: CounterStore,
    opts: LimiterOptions = {},
  ) {
    this.quotas = opts.quotas ?? quotasFor;
    this.now = opts.now ?? Date.now;
  }

  /**
   * Count one request of `subject` (acct:<id> or ip:<address>) and decide.
   * `charge` says what the request reads (./premium.ts): the premium families
   * it spends one request of, and whether daily and burst count it too.
   */
  async check(subject: string, tier: Tier, charge: Charge = ORDINARY): Promise<Decision> {
    const q = this.quotas(tier);
    const nowMs = this.now();
    const toMidnight = secondsToUtcMidnight(nowMs);
    const keys = windowKeys(subject, nowMs);
    const dailyKey = keys.daily;
    const burstKey = keys.burst;
    const store = this.store;
    // a plan without a premium budget is counted on the ordinary windows (the endpoint refuses it itself)
    const funded = q.premiumDaily > 0 ? charge.premium : [];
    const ordinary = funded.length === 0 || charge.ordinary;

    const items: CounterItem[] = [];
    if (ordinary) {
      items.push({ window: 'daily', key: dailyKey, durationSec: toMidnight + 60 }, { window: 'burst', key: burstKey, durationSec: BURST_SECONDS });
    }
    for (const f of funded) items.push({ window: 'premium', key: keys.premium(f.name), durationSec: toMidnight + 60 });
    // every counter of the request in one round trip (one statement on PostgreSQL)
    const counts = await store.addMany(items);
    const premiumCounts = counts.slice(ordinary ? 2 : 0);
    // where daily and burst are not counted they are read for the headers
    const [d, b] = ordinary ? [counts[0], counts[1]] : await Promise.all([store.peek('daily', dailyKey), store.peek('burst', burstKey)]);
    const dailyUsed = d?.consumed ?? 0;
    const burstUsed = b?.consumed ?? 0;
    const dailyOk = !ordinary || dailyUsed <= q.daily;
    const burstOk = !ordinary || burstUsed <= q.burst;
    const premiumOk = premiumCounts.map((c) => c.consumed <= q.premiumDaily);
    const allowed = dailyOk && burstOk && premiumOk.every(Boolean);

    // a refused request uses no quota: every counter it took a point from gives it back
    // (the headers show the windows that passed without it, the refusing ones as exhausted)
    const shown = { daily: dailyUsed, burst: burstUsed, premium: premiumCounts.map((c) => c.consumed) };
    if (!allowed) {
      await Promise.all(
        items.map((item, i) =>
          store.add(item.window, item.key, -1, item.durationSec).then(() => {
            if (item.window === 'daily' && dailyOk) shown.daily -= 1;
            else if (item.window === 'burst' && burstOk) shown.burst -= 1;
            else if (item.window === 'premium' && premiumOk[i - (ordinary ? 2 : 0)]) shown.premium[i - (ordinary ? 2 : 0)] -= 1;
          }),
        ),
      ).catch(() => undefined);
    }
    const daily = this.state('daily', q.daily, shown.daily, toMidnight);
    const burst = this.state('burst', q.burst, shown.burst, b ? ceilSeconds(b.msBeforeNext, BURST_SECONDS) : BURST_SECONDS);
    const premiums: (WindowState & { family: string; label: string })[] = funded.map((f, i) => ({
      ...this.state('premium', q.premiumDaily, shown.premium[i], toMidnight),
      family: f.name,
      label: f.label,
    }));
    // the premium headers: the family's budget, or 0 for a plan that has none
    const premium =
      premiums.length > 0
        ? (mostRestrictive(premiums) as WindowState & { family: string; label: string })
        : charge.premium.length > 0
          ? { window: 'premium' as const, family: charge.premium[0].name, label: charge.premium[0].label, limit: 0, remaining: 0, reset: toMidnight }
          : undefined;
    const inForce: WindowState[] = [...(ordinary ? [daily, burst] : []), ...premiums];
    const base = { daily, burst, ...(premium ? { premium: { window: premium.window, family: premium.family, limit: premium.limit, remaining: premium.remaining, reset: premium.reset } } : {}) };
    if (allowed) return { allowed: true, ...base, primary: mostRestrictive(inForce) };

    // the refusing window: an exhausted premium budget first, then daily (the longer wait), then burst
    const exhausted = premiums.find((_, i) => !premiumOk[i]);
    const refused: WindowState = exhausted ? { window: 'premium', limit: exhausted.limit, remaining: exhausted.remaining, reset: exhausted.reset } : dailyOk ? burst : daily;
    const family = exhausted ? { name: exhausted.family, label: exhausted.label } : null;
    return { allowed: false, ...base, primary: refused, refused, detail: refusalMessage(refused, family), waitSeconds: refused.reset };
  }

  /**
   * Spend `units` more requests of `subject` at once, beyond the one its
   * HTTP request was counted as (an export spends one per 1,000 rows as they
   * stream, src/export/): on the daily window, or on the budget of `family`
   * for a premium resource (which replaces the daily window there). One
   * atomic add in the store: the units pass when the count they bring the
   * window to is within the plan's quota; otherwise they are given back at
   * once and nothing is spent. The burst window is not charged.
   */
  async spend(subject: string, tier: Tier, units: number, family?: PremiumFamily | null): Promise<{ allowed: boolean; window: WindowState }> {
    if (!Number.isInteger(units) || units < 1) throw new Error(`spend: units must be a positive integer, got ${units}`);
    const q = this.quotas(tier);
    const nowMs = this.now();
    const toMidnight = secondsToUtcMidnight(nowMs);
    const keys = windowKeys(subject, nowMs);
    const [window, key, limit]: [WindowName, string, number] = family ? ['premium', keys.premium(family.name), q.premiumDaily] : ['daily', keys.daily, q.daily];
    const count = await this.store.add(window, key, units, toMidnight + 60);
    const allowed = count.consumed <= limit;
    if (!allowed) await this.store.add(window, key, -units, toMidnight + 60).catch(() => undefined);
    return { allowed, window: this.state(window, limit, allowed ? count.consumed : count.consumed - units, toMidnight) };
  }

  private state(window: WindowKind, limit: number, consumed: number, reset: number): WindowState {
    return { window, limit, remaining: Math.max(0, limit - consumed), reset };
  }
}

/** The documented response headers of a decision (document 1, "Limits"). */
export function rateLimitHeaders(d: Decision): Record<string, string> {
  const h: Record<string, string> = {
    'X-RateLimit-Limit': String(d.primary.limit),
    'X-RateLimit-Remaining': String(d.primary.remaining),
    'X-RateLimit-Reset': String(d.primary.reset),
    'X-RateLimit-Daily-Limit': String(d.daily.limit),
    'X-RateLimit-Daily-Remaining': String(d.daily.remaining),
    'X-RateLimit-Daily-Reset': String(d.daily.reset),
    'X-RateLimit-Burst-Limit': String(d.burst.limit),
    'X-RateLimit-Burst-Remaining': String(d.burst.remaining),
    'X-RateLimit-Burst-Reset': String(d.burst.reset),
  };
  if (d.premium) {
    h['X-RateLimit-Premium-Limit'] = String(d.premium.limit);
    h['X-RateLimit-Premium-Remaining'] = String(d.premium.remaining);
    h['X-RateLimit-Premium-Reset'] = String(d.premium.reset);
  }
  if (!d.allowed && d.waitSeconds !== undefined) h['Retry-After'] = String(d.waitSeconds);
  return h;
}
