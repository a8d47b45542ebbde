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
 *   daily and burst windows on that family's endpoints (the labor-rate
 *   endpoints share one counter). A plan whose premium budget is 0 has no
 *   access to the family anyway (the endpoint answers 401/403): its requests
 *   there count against the ordinary windows instead of being refused as
 *   "premium exhausted".
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
import type { CounterStore } from './store.js';

export type WindowKind = 'daily' | 'burst' | 'premium';

export interface WindowState {
  window: WindowKind;
  limit: number;
  remaining: number;
  /** seconds until the window resets (whole seconds, rounded up) */
  reset: number;
}

export interface PremiumFamily {
  name: string;
  /** for messages: "labor-rate endpoints" */
  label: string;
  pattern: RegExp;
}

/** Endpoint families with their own premium budget. */
export const PREMIUM_FAMILIES: PremiumFamily[] = [
  { name: 'lcats', label: 'labor-rate endpoints', pattern: /^\/api\/(?:idvs|entities)\/[^/]+\/lcats(?:\/.*)?$/ },
];

export function premiumFamilyOf(path: string): PremiumFamily | null {
  return PREMIUM_FAMILIES.find((f) => f.pattern.test(path)) ?? null;
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

  /** Count one request of `subject` (acct:<id> or ip:<address>) on `path` and decide. */
  async check(subject: string, tier: Tier, path: string): Promise<Decision> {
    const q = this.quotas(tier);
    const family = premiumFamilyOf(path);
    const nowMs = this.now();
    const day = utcDay(nowMs);
    const toMidnight = secondsToUtcMidnight(nowMs);
    const dailyKey = `${day}:${subject}`;
    const burstKey = subject;
    const store = this.store;

    if (family && q.premiumDaily > 0) {
      const premiumKey = `${family.name}:${day}:${subject}`;
      // the premium budget replaces daily and burst here: count only the budget, read the others for the headers
      const [p, d, b] = await Promise.all([
        store.add('premium', premiumKey, 1, toMidnight + 60),
        store.peek('daily', dailyKey),
        store.peek('burst', burstKey),
      ]);
      const premium: WindowState & { family: string } = {
        window: 'premium',
        family: family.name,
        limit: q.premiumDaily,
        remaining: Math.max(0, q.premiumDaily - p.consumed),
        reset: toMidnight,
      };
      const daily = this.state('daily', q.daily, d?.consumed ?? 0, toMidnight);
      const burst = this.state('burst', q.burst, b?.consumed ?? 0, b ? ceilSeconds(b.msBeforeNext, BURST_SECONDS) : BURST_SECONDS);
      if (p.consumed > q.premiumDaily) {
        await store.add('premium', premiumKey, -1, toMidnight + 60).catch(() => undefined);
        return { allowed: false, daily, burst, premium, primary: premium, refused: premium, detail: refusalMessage(premium, family), waitSeconds: premium.reset };
      }
      return { allowed: true, daily, burst, premium, primary: premium };
    }

    // both windows in one round trip (one statement on PostgreSQL)
    const [d, b] = await store.addMany([
      { window: 'daily', key: dailyKey, durationSec: toMidnight + 60 },
      { window: 'burst', key: burstKey, durationSec: BURST_SECONDS },
    ]);
    const dailyOk = d.consumed <= q.daily;
    const burstOk = b.consumed <= q.burst;
    const refusedHere = !(dailyOk && burstOk);
    if (refusedHere) {
      // a refused request uses no quota: both windows give back the point they took
      // (the headers show the window that passed without it, the refusing one as exhausted)
      const giveBack: Promise<unknown>[] = [
        store.add('daily', dailyKey, -1, toMidnight + 60).then(() => dailyOk && (d.consumed -= 1)),
        store.add('burst', burstKey, -1, BURST_SECONDS).then(() => burstOk && (b.consumed -= 1)),
      ];
      await Promise.all(giveBack).catch(() => undefined);
    }
    const daily = this.state('daily', q.daily, d.consumed, toMidnight);
    const burst = this.state('burst', q.burst, b.consumed, ceilSeconds(b.msBeforeNext, BURST_SECONDS));
    const premium = family
      ? { window: 'premium' as const, family: family.name, limit: 0, remaining: 0, reset: toMidnight }
      : undefined;
    const base = { daily, burst, ...(premium ? { premium } : {}) };
    if (!refusedHere) return { allowed: true, ...base, primary: mostRestrictive([daily, burst]) };

    // both exhausted: name the daily window (the longer wait)
    const refused = dailyOk ? burst : daily;
    return { allowed: false, ...base, primary: refused, refused, detail: refusalMessage(refused), waitSeconds: refused.reset };
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
