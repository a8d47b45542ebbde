/**
 * The plans catalogue behind /account/plans/ (the `upgrade_url` of every 403
 * tier_required body and upgrade hint), built from what the API enforces so
 * the page cannot drift from it:
 *
 * - quotas: the effective per-plan quotas (src/plans.ts, PLAN_QUOTAS
 *   included), alert allowances, and the per-plan maximum of API keys;
 * - gates: every endpoint, filter and field gate declared on the resources of
 *   the registry (src/resources/index.ts: `tier` on a resource, a filter or a
 *   field, at any depth), the resources that need a caller (`auth`), and the
 *   premium budgets (`premium`);
 * - the one gated operation outside the registry, identifier validation, by
 *   the constant its gate uses (PRO_TIER).
 */
import { camel, type FieldSpec, type ResourceSpec } from '../engine/resource.js';
import { alertLimitFor, PLANS, PRO_TIER, quotasFor, TIERS, type PlanQuotas, type Tier } from '../plans.js';
import { resources } from '../resources/index.js';
import { maxKeysFor } from './config.js';

export interface PlanRow {
  tier: Tier;
  label: string;
  quotas: PlanQuotas;
  /** null: custom (Enterprise) */
  alerts: number | null;
  apiKeys: number;
}

export interface GatedItem {
  kind: 'endpoint' | 'filter' | 'field';
  /** the resource (its REST/GraphQL list name) */
  resource: string;
  /** filter or field name (field paths dotted); the endpoint's GraphQL root fields for endpoints */
  names: string[];
  /** REST paths, spec notation */
  paths: string[];
}

export interface PlanCatalogue {
  plans: PlanRow[];
  /** what each plan above Free unlocks (gates whose lowest tier is that plan) */
  unlocks: Record<Tier, GatedItem[]>;
  /** endpoints open to every plan but needing an API key or token */
  authenticated: GatedItem[];
  premium: { family: string; label: string; resources: string[]; paths: string[] }[];
}

const restPath = (p: string) => p.replace(/:([A-Za-z_]+)/g, '{$1}');

function rootFields(spec: ResourceSpec): string[] {
  const out: string[] = [];
  if (!spec.listless && !spec.singleton) out.push(camel(spec.name));
  out.push(spec.single);
  if (spec.aggregate) out.push(spec.aggregate.field);
  return [...new Set(out)];
}

function gatedFields(fields: Record<string, FieldSpec>, prefix: string, out: Map<string, Tier>, depth: number, seen: Set<object>): void {
  if (depth > 6 || seen.has(fields)) return;
  seen.add(fields);
  for (const [name, f] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (f.tier && f.tier !== 'free') {
      out.set(path, f.tier);
      continue;
    }
    if (f.kind !== 'leaf') gatedFields(f.fields, path, out, depth + 1, seen);
  }
  seen.delete(fields);
}

let cached: { key: string; catalogue: PlanCatalogue } | undefined;

export function planCatalogue(): PlanCatalogue {
  const key = process.env.PLAN_QUOTAS ?? '';
  if (cached?.key === key) return cached.catalogue;
  const plans: PlanRow[] = TIERS.map((tier) => ({
    tier,
    label: PLANS[tier].label,
    quotas: quotasFor(tier),
    alerts: PLANS[tier].alerts === null ? null : alertLimitFor({ tier }),
    apiKeys: maxKeysFor(tier),
  }));
  const unlocks = Object.fromEntries(TIERS.map((t) => [t, [] as GatedItem[]])) as Record<Tier, GatedItem[]>;
  const authenticated: GatedItem[] = [];
  const premium = new Map<string, { family: string; label: string; resources: string[]; paths: string[] }>();
  for (const spec of resources) {
    const paths = spec.routes.map((r) => restPath(r.path));
    if (spec.tier && spec.tier !== 'free') unlocks[spec.tier].push({ kind: 'endpoint', resource: spec.name, names: rootFields(spec), paths });
    else if (spec.auth) authenticated.push({ kind: 'endpoint', resource: spec.name, names: rootFields(spec), paths });
    const filters = new Map<Tier, string[]>();
    for (const [name, f] of Object.entries(spec.filters)) {
      if (f.tier && f.tier !== spec.tier) filters.set(f.tier, [...(filters.get(f.tier) ?? []), name]);
    }
    const listPaths = spec.routes.filter((r) => r.kind === 'list').map((r) => restPath(r.path));
    for (const [tier, names] of filters) unlocks[tier].push({ kind: 'filter', resource: spec.name, names, paths: listPaths });
    const fields = new Map<string, Tier>();
    gatedFields(spec.fields, '', fields, 0, new Set());
    const byTier = new Map<Tier, string[]>();
    for (const [path, tier] of fields) if (tier !== spec.tier) byTier.set(tier, [...(byTier.get(tier) ?? []), path]);
    for (const [tier, names] of byTier) unlocks[tier].push({ kind: 'field', resource: spec.name, names, paths });
    if (spec.premium) {
      const p = premium.get(spec.premium.family) ?? { family: spec.premium.family, label: spec.premium.label, resources: [], paths: [] };
      p.resources.push(spec.name);
      p.paths.push(...paths);
      premium.set(p.family, p);
    }
  }
  // the gated operation outside the registry: POST /api/validate/ (src/http/validate.ts) and validateIdentifier
  unlocks[PRO_TIER].push({ kind: 'endpoint', resource: 'identifier_validation', names: ['validateIdentifier'], paths: ['/api/validate/'] });
  const catalogue = { plans, unlocks, authenticated, premium: [...premium.values()] };
  cached = { key, catalogue };
  return catalogue;
}
