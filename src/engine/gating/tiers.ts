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

export const UPGRADE_URL = 'https://procurement.example/pricing';
