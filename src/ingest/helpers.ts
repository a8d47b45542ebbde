/**
 * Small rule helpers shared by the ingestion mappings (src/ingest/resources.ts
 * and src/ingest/resources-more.ts). They live here so that neither mapping
 * module imports the other (resources.ts holds the registry and imports
 * resources-more.ts).
 */
import { scalarValue, type FieldRule } from './mapping.js';

export const jsonKeys = (keys: string[]) => JSON.stringify(keys);
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The message of the organisation names and codes a record cannot set. */
export const FROM_ORG = 'comes from the organization hierarchy; send organization_id only';

/** A text column normalised by a function (case, trimming) before it is stored. */
export function normalized(column: string, fn: (s: string) => string): FieldRule {
  return {
    kind: 'custom',
    columns: [column],
    apply(value, patch, field) {
      const r = scalarValue('String', value);
      if ('error' in r) return patch.fail(field, r.error);
      patch.set(column, typeof r.value === 'string' ? fn(r.value) : null, field);
    },
  };
}

/** A text column restricted to a vocabulary (after `fn`). */
export function oneOf(column: string, values: readonly string[], fn: (s: string) => string = (s) => s.trim().toLowerCase(), nullable = true): FieldRule {
  return {
    kind: 'custom',
    columns: [column],
    apply(value, patch, field) {
      if (value === null && nullable) return patch.set(column, null, field);
      if (typeof value !== 'string' || !values.includes(fn(value))) return patch.fail(field, `must be one of: ${values.join(', ')}`);
      patch.set(column, fn(value), field);
    },
  };
}
