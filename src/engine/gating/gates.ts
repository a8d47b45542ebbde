/**
 * The gates of a resource, in one place, for REST and GraphQL alike:
 *
 * - authentication: a resource marked `auth` answers 401 to anonymous callers;
 * - endpoint tier: a resource with a `tier` answers 403 tier_required below it;
 * - filter tier: a filter with a `tier` answers 403 tier_required below it;
 * - field tier and minimum API version: applied by the plan compiler (the
 *   field is never selected; REST omits it with meta.upgrade_hints, GraphQL
 *   resolves it to null with extensions.upgradeHints) and, for GraphQL
 *   fields read outside a plan, by the schema transform (./transform.ts).
 *
 * Authentication is checked first, then the endpoint, then filters, all
 * before anything is read. The 401 and 403 bodies come from
 * src/auth/principal.ts (AUTH_MESSAGES) and src/plans.ts (assertTier).
 */
import type { Context } from '../../context.js';
import { AUTH_MESSAGES } from '../../auth/principal.js';
import { assertTier } from '../../plans.js';
import { ApiError } from '../errors.js';
import type { ResourceSpec } from '../resource.js';

/** 401 {detail} for an anonymous caller of a resource that needs one. */
export function requireCaller(spec: Pick<ResourceSpec, 'auth'>, ctx: Pick<Context, 'principal'>): void {
  if (spec.auth && !ctx.principal) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
}

/** 403 tier_required when the whole endpoint is above the caller's plan. */
export function requireTier(spec: Pick<ResourceSpec, 'tier' | 'name'>, ctx: Pick<Context, 'tier'>): void {
  if (spec.tier) assertTier(ctx.tier, spec.tier, `The ${spec.name} endpoint`);
}

/** 403 tier_required when a filter in use is above the caller's plan. */
export function requireFilterTiers(spec: Pick<ResourceSpec, 'filters'>, used: Map<string, string>, ctx: Pick<Context, 'tier'>): void {
  for (const name of used.keys()) {
    const f = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (f?.tier) assertTier(ctx.tier, f.tier, `The ${name} filter`);
  }
}
