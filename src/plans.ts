/**
 * Plan tiers: one table of what each plan gets.
 *
 * Tier order is free < small < medium < large < enterprise (TIERS in
 * src/engine/gating/tiers.ts). The spec's plan names map onto it as:
 *   - "Pro"                 = small and above   (PRO_TIER)
 *   - "Business and above"  = medium and above  (BUSINESS_TIER)
 *
 * Rate-limit quotas (daily window, per-minute burst window, and the separate
 * daily premium budget shared by the labor-rate endpoints) are configuration:
 * the defaults below apply unless the environment variable PLAN_QUOTAS holds
 * a JSON object that overrides some of them, e.g.
 *
 *   PLAN_QUOTAS='{"free":{"daily":2000},"enterprise":{"burst":5000,"premiumDaily":50000}}'
 *
 * Keys are tier names; values may set daily, burst and premiumDaily (non-negative
 * integers; premium_daily is accepted as an alias). Anything else is a start-up
 * error with a clear message (README, "Plan tiers").
 */
import type { Tier } from './engine/shape/validate.js';
import { TIERS, tierAllows, tierRank, UPGRADE_URL } from './engine/gating/tiers.js';
import { ApiError } from './engine/errors.js';

export type { Tier };
export { TIERS, tierAllows, tierRank, UPGRADE_URL };

/** "Pro" in the spec: Small and above. */
export const PRO_TIER: Tier = 'small';
/** "Business and above" in the spec: Medium and above. */
export const BUSINESS_TIER: Tier = 'medium';

export interface PlanQuotas {
  /** requests per UTC calendar day */
  daily: number;
  /** requests per minute (burst window) */
  burst: number;
  /** premium budget: labor-rate requests per UTC day (replaces daily and burst there) */
  premiumDaily: number;
}

export interface Plan {
  tier: Tier;
  /** display name */
  label: string;
  /** alerts an account may hold; null = custom (Enterprise: the account's override, else ENTERPRISE_DEFAULT_ALERTS) */
  alerts: number | null;
  /** default rate-limit quotas (before PLAN_QUOTAS overrides) */
  quotas: PlanQuotas;
}

/** Enterprise alert allowance when the account has no alert_limit_override. */
export const ENTERPRISE_DEFAULT_ALERTS = 100;

export const PLANS: Readonly<Record<Tier, Plan>> = {
  free: { tier: 'free', label: 'Free', alerts: 1, quotas: { daily: 1_000, burst: 60, premiumDaily: 0 } },
  small: { tier: 'small', label: 'Small', alerts: 5, quotas: { daily: 10_000, burst: 120, premiumDaily: 100 } },
  medium: { tier: 'medium', label: 'Medium', alerts: 10, quotas: { daily: 50_000, burst: 300, premiumDaily: 500 } },
  large: { tier: 'large', label: 'Large', alerts: 25, quotas: { daily: 200_000, burst: 600, premiumDaily: 2_000 } },
  enterprise: { tier: 'enterprise', label: 'Enterprise', alerts: null, quotas: { daily: 1_000_000, burst: 1_200, premiumDaily: 10_000 } },
};

export const PLAN_QUOTAS_ENV = 'PLAN_QUOTAS';

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** Parse and validate a PLAN_QUOTAS value (undefined/empty = defaults). Throws Error with a clear message. */
export function loadPlanQuotas(raw: string | undefined): Record<Tier, PlanQuotas> {
  const out = Object.fromEntries(TIERS.map((t) => [t, { ...PLANS[t].quotas }])) as Record<Tier, PlanQuotas>;
  if (raw === undefined || raw.trim() === '') return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${PLAN_QUOTAS_ENV} must be a JSON object such as {"free":{"daily":1000,"burst":60,"premiumDaily":0}}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${PLAN_QUOTAS_ENV} must be a JSON object keyed by tier (${TIERS.join(', ')})`);
  }
  for (const [tier, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!isTier(tier)) throw new Error(`${PLAN_QUOTAS_ENV}: unknown tier ${JSON.stringify(tier)}; tiers are ${TIERS.join(', ')}`);
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`${PLAN_QUOTAS_ENV}.${tier} must be an object with daily, burst and/or premiumDaily`);
    }
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const field = k === 'premium_daily' ? 'premiumDaily' : k;
      if (field !== 'daily' && field !== 'burst' && field !== 'premiumDaily') {
        throw new Error(`${PLAN_QUOTAS_ENV}.${tier}: unknown quota ${JSON.stringify(k)}; quotas are daily, burst, premiumDaily`);
      }
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
        throw new Error(`${PLAN_QUOTAS_ENV}.${tier}.${k} must be a non-negative integer, got ${JSON.stringify(v)}`);
      }
      out[tier][field] = v;
    }
  }
  return out;
}

let cached: { raw: string | undefined; quotas: Record<Tier, PlanQuotas> } | undefined;

/** The effective quotas of every tier (defaults merged with PLAN_QUOTAS; re-read when the variable changes). */
export function planQuotas(): Record<Tier, PlanQuotas> {
  const raw = process.env[PLAN_QUOTAS_ENV];
  if (!cached || cached.raw !== raw) cached = { raw, quotas: loadPlanQuotas(raw) };
  return cached.quotas;
}

/** Rate-limit quotas of one tier: {daily, burst, premiumDaily}. Unknown tiers get the Free quotas. */
export function quotasFor(tier: Tier | string): PlanQuotas {
  const q = planQuotas()[isTier(tier) ? tier : 'free'];
  return { ...q };
}

/** Alerts an account may hold: the plan's count; Enterprise is custom (override, else 100). */
export function alertLimitFor(account: { tier: Tier | string; alert_limit_override?: number | null }): number {
  const tier: Tier = isTier(account.tier) ? account.tier : 'free';
  if (tier === 'enterprise') return account.alert_limit_override ?? ENTERPRISE_DEFAULT_ALERTS;
  return PLANS[tier].alerts!;
}

export function planLabel(tier: Tier | string): string {
  return isTier(tier) ? PLANS[tier].label : String(tier);
}

/** The documented 403 body (document 1, Errors). */
export function tierRequiredBody(message: string, required: Tier, current: Tier | string) {
  return { error: message, code: 'tier_required' as const, required_tier: required, current_tier: String(current), upgrade_url: UPGRADE_URL };
}

/** Throw the documented 403 when `current` is below `required`. `what` names the endpoint or filter. */
export function assertTier(current: Tier | string, required: Tier, what: string): void {
  if (tierAllows(current, required)) return;
  throw new ApiError(
    403,
    tierRequiredBody(`${what} needs the ${planLabel(required)} plan or above; this account is on the ${planLabel(current)} plan.`, required, current),
  );
}
