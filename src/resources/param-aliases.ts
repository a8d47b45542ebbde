/**
 * Aliases of REST query parameters, by resource name: alias -> our name.
 * They are applied to the declarations where src/resources/index.ts lists
 * them (ResourceSpec.paramAliases), so a declaration file never changes for
 * them. A request giving an alias is served exactly as one giving our name;
 * giving both answers 400 (src/rest/router.ts). Alerts accept them too and
 * store our name (src/webhooks/alert-filters.ts). GraphQL has no aliases: its
 * filter inputs are typed.
 *
 * Where they come from: the filter, ordering and pagination names the older
 * public API (version 4.22.0) listed per resource, compared with ours. Almost
 * every one of its names is already one of our filters, so few aliases are
 * needed. An entry here must mean exactly what its target means; a name with
 * no equivalent in our spec is not an alias and answers 400 with a
 * did-you-mean like any unknown parameter (docs/parameters.md lists them).
 */
import type { ResourceSpec } from '../engine/resource.js';

export const PARAM_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The older API named the opportunity's first notice date `posted_date`
  // (its ordering alias of first_notice_date, which we keep) and filtered
  // SAM.gov notices by posted_date_after/_before: the same dates.
  opportunities: {
    posted_date_after: 'first_notice_date_after',
    posted_date_before: 'first_notice_date_before',
  },
};

/**
 * Sets each declaration's aliases (ResourceSpec.paramAliases) from the table
 * and answers the same list: the declarations are updated in place, so every
 * module holding one sees them. Every alias must name a filter, detail
 * parameter or `verbose` of its resource and must not already be one of its
 * parameters: a mistake here fails at startup.
 */
export function withParamAliases(resources: ResourceSpec[]): ResourceSpec[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  for (const [name, table] of Object.entries(PARAM_ALIASES)) {
    const spec = byName.get(name);
    if (!spec) throw new Error(`param-aliases: no resource named ${name}`);
    for (const [alias, target] of Object.entries(table)) {
      const isTarget = Object.hasOwn(spec.filters, target) || Object.hasOwn(spec.detailParams ?? {}, target) || (target === 'verbose' && spec.defaultShape.verbose !== undefined);
      if (!isTarget) throw new Error(`param-aliases: ${name}.${alias} names ${target}, which is not a parameter of ${name}`);
      if (alias === target || Object.hasOwn(spec.filters, alias) || Object.hasOwn(spec.detailParams ?? {}, alias)) throw new Error(`param-aliases: ${name}.${alias} is already a parameter of ${name}`);
    }
    spec.paramAliases = { ...spec.paramAliases, ...table };
  }
  return resources;
}
