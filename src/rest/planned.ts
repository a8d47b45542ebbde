/**
 * Documented /api/ paths that this build does not serve yet: the prefixes
 * the registry lists as planned (src/resources/index.ts). They answer 501
 * with a clear body (never a fake result) until their resource lands; the
 * README's "Not implemented yet" list is printed from the same registry.
 */
import { servedUnder, type PlannedPrefix, type RestRoute } from '../engine/resource.js';

/**
 * Hono route patterns for a planned prefix: the bare path and everything
 * below it. A prefix may name path parameters in the spec's notation
 * (`/api/entities/{uei}/budget-flows/`): any value of the segment matches.
 */
export function routePatterns(p: PlannedPrefix): string[] {
  const base = p.prefix.replace(/\/+$/, '').replace(/\{([A-Za-z_]+)\}/g, ':$1');
  return [base, `${base}/`, `${base}/*`];
}

/** The README's list: each planned prefix, with the paths under it that already answer. */
export function describePlanned(planned: PlannedPrefix[], routes: RestRoute[]): string {
  const items = planned.map((p) => {
    const served = [...new Set(servedUnder(p.prefix, routes))];
    return `\`${p.prefix}\`${served.length ? ` (except ${served.map((s) => `\`${s}\``).join(', ')})` : ''} (issue ${p.issue})`;
  });
  return items.join(', ');
}
