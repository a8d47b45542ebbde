/**
 * An account's use of its quotas, read from the rate-limit counters (the same
 * keys src/http/ratelimit/limiter.ts counts): the daily window (UTC day), the
 * burst window (60 s) and each premium budget (UTC day). Served as JSON at
 * GET /api/account/usage/, in GraphQL as `viewer { usage { … } }`, and on the
 * account page, all through accountUsage().
 *
 * Reading is a peek: it counts nothing. A request to /api/account/usage/ or
 * /graphql is itself counted before it is answered, so its report includes
 * it. Limits are the plan's effective quotas (PLAN_QUOTAS included).
 */
import type { CounterStore } from '../http/ratelimit/store.js';
import { premiumIndex, type PremiumFamily } from '../http/ratelimit/premium.js';
import { BURST_SECONDS, secondsToUtcMidnight, utcDay, windowKeys } from '../http/ratelimit/limiter.js';
import { quotasFor, type Tier } from '../plans.js';
import { resources } from '../resources/index.js';

export interface UsageWindow {
  limit: number;
  used: number;
  remaining: number;
  /** seconds until the window resets; null when no window is open (nothing counted in the last minute) */
  reset: number | null;
  /** the time the window resets (ISO 8601 UTC); null when no window is open */
  resets_at: string | null;
}

export interface PremiumUsage extends UsageWindow {
  /** the budget's counter name, e.g. labor_rates */
  family: string;
  /** what it covers, e.g. "labor-rate endpoints" */
  label: string;
}

export interface AccountUsage {
  tier: string;
  /** the UTC day the daily window and the premium budgets count */
  day: string;
  daily: UsageWindow;
  burst: UsageWindow;
  premium: PremiumUsage[];
}

let families: PremiumFamily[] | undefined;
/** The premium families of the registry (the resources declared `premium`). */
export function premiumFamilies(): PremiumFamily[] {
  families ??= premiumIndex(resources).families;
  return families;
}

const window = (limit: number, used: number, reset: number | null, resetAtMs: number | null): UsageWindow => ({
  limit,
  used,
  remaining: Math.max(0, limit - used),
  reset,
  resets_at: resetAtMs === null ? null : new Date(resetAtMs).toISOString(),
});

export async function accountUsage(store: CounterStore, account: { id: string; tier: Tier | string }, nowMs = Date.now()): Promise<AccountUsage> {
  const q = quotasFor(account.tier);
  const keys = windowKeys(`acct:${account.id}`, nowMs);
  const fams = premiumFamilies();
  const [daily, burst, ...premium] = await Promise.all([
    store.peek('daily', keys.daily),
    store.peek('burst', keys.burst),
    ...fams.map((f) => store.peek('premium', keys.premium(f.name))),
  ]);
  const toMidnight = secondsToUtcMidnight(nowMs);
  const d = new Date(nowMs);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  const burstOpen = burst !== null && burst.msBeforeNext > 0;
  return {
    tier: String(account.tier),
    day: utcDay(nowMs),
    daily: window(q.daily, daily?.consumed ?? 0, toMidnight, midnight),
    burst: burstOpen
      ? window(q.burst, burst.consumed, Math.min(BURST_SECONDS, Math.max(1, Math.ceil(burst.msBeforeNext / 1000))), nowMs + burst.msBeforeNext)
      : window(q.burst, 0, null, null),
    premium: fams.map((f, i) => ({ family: f.name, label: f.label, ...window(q.premiumDaily, premium[i]?.consumed ?? 0, toMidnight, midnight) })),
  };
}

const stores = new WeakMap<object, CounterStore>();

/** The counter store of the app serving a database client (GraphQL resolvers find it through ctx.prisma). */
export function registerUsageStore(prisma: object, store: CounterStore): void {
  stores.set(prisma, store);
}

export function usageStoreFor(prisma: unknown): CounterStore | undefined {
  return prisma && typeof prisma === 'object' ? stores.get(prisma) : undefined;
}
