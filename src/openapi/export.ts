/**
 * The bulk-export operations (src/export/http.ts): one per list route of the
 * registry, at the list's path under /api/export/, with the list's own
 * parameters (without its paging) and the export's.
 */
import type { Registered } from '../engine/graphql/register.js';
import type { ResourceSpec } from '../engine/resource.js';
import { CONTENT_TYPES } from '../export/format.js';
import { EXPORT_PARAMS, exportPath } from '../export/http.js';
import type { ComponentSchemas, JsonSchema } from './schemas.js';
import { BETA_TAG, errorAnswers, errorStatuses, okHeaders, openApiPath, resourceHeaderNote, routeParameters, shareParameters, shareResponse, summaryOf, surfaceExtensions, surfaceNotes, type BuiltOperation } from './resources.js';
import { deprecationHeaders, securityOf } from './components.js';

export const EXPORT_TAG = { name: 'Export', description: 'Every row of any list, streamed as NDJSON or CSV: the list\'s filters, shape, ordering and gates, without its paging.' };

/** The export's own parameters (EXPORT_PARAMS of src/export/http.ts). */
const EXPORT_PARAMETERS: Record<string, JsonSchema> = {
  format: { description: 'ndjson (one record per line) or csv; without it, the Accept header decides (text/csv or application/x-ndjson), else ndjson.', schema: { type: 'string', enum: ['ndjson', 'csv'] } },
  after: { description: 'Resume after the record with this key (the X-Export-Key field of the last record received).', schema: { type: 'string', minLength: 1, maxLength: 1000 } },
  bom: { description: 'CSV only: start with a UTF-8 byte order mark (for spreadsheet programs).', schema: { type: 'boolean', default: false } },
  list_separator: { description: 'CSV only: what joins the values of a list in one cell (1 to 3 characters).', schema: { type: 'string', minLength: 1, maxLength: 3, default: '|' } },
};

/** The export operations of one resource (one per list route). */
export function exportOperations(reg: Registered, components: ComponentSchemas, responses: Record<string, JsonSchema>, taken: Set<string>): BuiltOperation[] {
  const spec = reg.spec;
  // an export request is counted as an ordinary request; its rows spend the resource's premium budget (src/export/quota.ts).
  // Its path is not the deprecated surface's own: the answer says Deprecation (set by the export), with no successor Link
  const counted: ResourceSpec = { ...spec, premium: undefined, deprecated: undefined };
  const premium = spec.premium ? [`Rows spend the premium budget of the ${spec.premium.label} as they are sent.`] : [];
  const out: BuiltOperation[] = [];
  for (const route of reg.routes) {
    if (route.kind !== 'list') continue;
    const own = new Set(Object.keys(EXPORT_PARAMETERS));
    const parameters = [
      ...shareParameters(spec, 'list', routeParameters(reg, route, { paging: false }).filter((p) => !(p.in === 'query' && own.has(p.name as string))), components),
      ...[...EXPORT_PARAMS].filter((n) => EXPORT_PARAMETERS[n]).map((n) => components.parameter(`export.${n}`, { name: n, in: 'query', ...EXPORT_PARAMETERS[n] })),
    ];
    let id = `export_${spec.name}${route.scope ? `_by_${route.scope.arg}` : ''}`;
    for (let i = 2; taken.has(id); i++) id = `${id}_${i}`;
    taken.add(id);
    out.push({
      path: openApiPath(exportPath(route.path)),
      method: 'get',
      operation: {
        operationId: id,
        tags: spec.beta ? [EXPORT_TAG.name, BETA_TAG] : [EXPORT_TAG.name],
        summary: `Export: ${summaryOf(spec, route).replace(/^List /, '')}`,
        description: [
          `Every row of ${openApiPath(route.path)} as NDJSON or CSV, in the list's order, streamed. The list's filters, shape, ordering and gates apply; limit, page and cursor do not (400): resume with after.`,
          'Rows count against the rate limits as they are sent; a stopped export ends with a final line saying why (see docs/export.md).',
          ...surfaceNotes({ ...counted, deprecated: spec.deprecated }, { successorLink: false }),
          ...premium,
          resourceHeaderNote(spec),
        ].filter(Boolean).join(' '),
        parameters,
        security: securityOf(spec.auth ? 'required' : 'optional'),
        responses: {
          200: shareResponse(responses, `${spec.typeName}Export`, {
            description: 'The rows.',
            headers: {
              ...okHeaders(counted),
              ...(spec.deprecated ? { Deprecation: deprecationHeaders().Deprecation } : {}),
              'Content-Disposition': { description: 'attachment, with a file name.', required: true, schema: { type: 'string' } },
              'X-Export-Key': { description: 'The field of each record that after takes (when the shape includes it).', required: false, schema: { type: 'string' } },
              'X-Upgrade-Hints': { description: 'Fields withheld by a plan gate (JSON: message, fields, upgrade_url).', required: false, schema: { type: 'string' } },
            },
            content: Object.fromEntries(Object.values(CONTENT_TYPES).map((t) => [t.split(';')[0], { schema: { type: 'string' } }])),
          }),
          ...errorAnswers(counted, errorStatuses(spec, route), responses),
        },
        ...(spec.deprecated ? { deprecated: true } : {}),
        ...surfaceExtensions(counted),
        ...(spec.premium ? { 'x-premium-rows': { family: spec.premium.family, label: spec.premium.label } } : {}),
        'x-resource': spec.name,
        'x-route-kind': 'export',
      },
    });
  }
  return out;
}
