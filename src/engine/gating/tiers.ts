/**
 * Plan tiers, in order. "Pro" in the spec means Small and above; "Business
 * and above" (IT investment filters) maps to Medium and above (README, "Plan
 * tiers").
 */
import type { Tier } from '../shape/validate.js';

export const TIERS: readonly Tier[] = ['free', 'small', 'medium', 'large', 'enterprise'];

export function tierRank(t: Tier | string): number {
  const i = TIERS.indexOf(t as Tier);
  return i < 0 ? 0 : i;
}

/** Whether a caller on `current` may use something that needs `required`. */
export function tierAllows(current: Tier | string, required: Tier | string | undefined): boolean {
  return !required || tierRank(current) >= tierRank(required);
}

/** The plans page of the account pages (src/account/plans.ts): where upgrade_url sends a caller. */
export const UPGRADE_PATH = '/account/plans/';

/**
 * `upgrade_url` of every 403 tier_required body and upgrade hint: UPGRADE_URL
 * when set (e.g. an external pricing page), else the service's own plans page
 * at PUBLIC_BASE_URL, else at the address it listens on by default
 * (http://HOST:PORT, 127.0.0.1 for a wildcard HOST). Read once at start.
 */
export function upgradeUrlFrom(env: NodeJS.ProcessEnv): string {
  if (env.UPGRADE_URL?.trim()) return env.UPGRADE_URL.trim();
  const base = env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '');
  if (base) return base + UPGRADE_PATH;
  const host = !env.HOST || /^(0\.0\.0\.0|::|\[::\])$/.test(env.HOST) ? '127.0.0.1' : env.HOST.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT || '8000'}${UPGRADE_PATH}`;
}

export const UPGRADE_URL = upgradeUrlFrom(process.env);

export interface ComplexityLimit {
  complexity: number;
  depth: number;
  breadth: number;
}

/** GraphQL query allowances per plan (Pothos complexity: fields x list multipliers). */
export const COMPLEXITY_LIMITS: Record<Tier, ComplexityLimit> = {
  free: { complexity: 50_000, depth: 10, breadth: 300 },
  small: { complexity: 100_000, depth: 12, breadth: 500 },
  medium: { complexity: 250_000, depth: 12, breadth: 800 },
  large: { complexity: 600_000, depth: 14, breadth: 1_200 },
  enterprise: { complexity: 1_500_000, depth: 16, breadth: 2_000 },
};

/** REST requests are bounded by the shape grammar (depth 8, limit 100) and rate limits instead. */
export const REST_COMPLEXITY_LIMIT: ComplexityLimit = { complexity: Number.MAX_SAFE_INTEGER, depth: 64, breadth: 100_000 };

/** Compare dotted versions numerically: <0, 0 or >0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
