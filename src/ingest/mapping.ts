/**
 * Ingestion mappings: how a record in a resource's own REST detail format
 * becomes table columns and child rows.
 *
 * A mapping is derived from the resource declaration (src/resources/*.ts) by
 * `deriveRules`: every leaf that reads a plain column maps to that column, an
 * object built from the same row (`composed`) maps its sub-fields the same
 * way, and every leaf computed by SQL (`sql:`) is a derived field and is
 * refused. What the declaration cannot say (a join to another table, a JSON
 * column, a field the service computes although it is stored) is declared
 * per resource as an override next to the mapping (src/ingest/resources.ts).
 *
 * Validation never throws: each problem becomes one entry of the per-record
 * report (index, key, field, message), and a batch with any entry writes
 * nothing (src/ingest/service.ts).
 */
import type { FieldSpec, ScalarType } from '../engine/resource.js';

/** One problem of one record. `index` is the 0-based position in the batch. */
export interface RecordError {
  index: number;
  key: string | null;
  field: string | null;
  message: string;
}

/** A column value as jsonb_populate_record reads it (strings for dates, numbers, booleans, arrays, objects). */
export type ColumnValue = string | number | boolean | null | unknown[] | Record<string, unknown>;

/** Collects one record's columns and problems. */
export class RecordPatch {
  readonly columns = new Map<string, ColumnValue>();
  /** child collections supplied: name -> rows (each row: column -> value) */
  readonly children = new Map<string, Record<string, ColumnValue>[]>();
  readonly problems: { field: string | null; message: string }[] = [];

  set(column: string, value: ColumnValue, field: string): void {
    if (this.columns.has(column) && JSON.stringify(this.columns.get(column)) !== JSON.stringify(value)) {
      this.problems.push({ field, message: `conflicts with another field of the record that sets the same value (${column}) differently` });
      return;
    }
    this.columns.set(column, value);
  }

  fail(field: string | null, message: string): void {
    this.problems.push({ field, message });
  }
}

export type FieldRule =
  | { kind: 'column'; column: string; type: ScalarType; list?: boolean; /** a closed vocabulary (the field's GraphQL enum) */ values?: readonly string[] }
  | { kind: 'refuse'; message: string }
  | { kind: 'object'; fields: Record<string, FieldRule> }
  | { kind: 'custom'; apply: (value: unknown, patch: RecordPatch, field: string) => void; /** the columns it sets (compared like any column) */ columns?: string[]; /** a child collection's definition */ child?: ChildDef };

export const DERIVED = (what = 'computed by the service') => ({ kind: 'refuse', message: `derived field: ${what}; it cannot be ingested` }) as const;

/**
 * Rules of a resource's fields. `overrides` is keyed by dotted path
 * (`recipient.display_name`, `transactions`) and wins over the derivation.
 */
export function deriveRules(fields: Record<string, FieldSpec>, overrides: Record<string, FieldRule>, prefix = ''): Record<string, FieldRule> {
  const out: Record<string, FieldRule> = Object.create(null);
  for (const [name, spec] of Object.entries(fields)) {
    const path = prefix + name;
    if (Object.hasOwn(overrides, path)) {
      out[name] = overrides[path];
      continue;
    }
    if (spec.kind === 'leaf') {
      out[name] = spec.sql ? DERIVED() : { kind: 'column', column: spec.column ?? name, type: spec.type, list: spec.list, values: spec.graphqlEnum?.values };
    } else if (spec.kind === 'composed' && !spec.jsonArray) {
      const object: FieldRule = { kind: 'object', fields: deriveRules(spec.fields, overrides, `${path}.`) };
      const bare = spec.bareScalar?.leaf;
      if (bare && !bare.sql) {
        // "scalar, or expansion": the bare scalar (a raw code) or the object
        const column = bare.column ?? name;
        out[name] = {
          kind: 'custom',
          columns: [column],
          apply(value, patch, field) {
            if (value !== null && typeof value === 'object') applyRule(object, value, patch, field);
            else applyRule({ kind: 'column', column, type: bare.type }, value, patch, field);
          },
        };
      } else out[name] = object;
    } else {
      out[name] = { kind: 'refuse', message: 'this field is not accepted by ingestion (computed or joined from other records)' };
    }
  }
  return out;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL_RE = /^-?\d{1,18}(\.\d{1,6})?$/;

function validDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Check one scalar against its declared type; returns the value to store or a message. */
export function scalarValue(type: ScalarType, v: unknown): { value: ColumnValue } | { error: string } {
  if (v === null) return { value: null };
  switch (type) {
    case 'String':
    case 'URL':
      if (typeof v !== 'string') return { error: 'must be a string or null' };
      if (v.includes('\u0000')) return { error: 'must not contain NUL characters' };
      return { value: v };
    case 'Int':
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || Math.abs(v) > 2_147_483_647) return { error: 'must be a whole number or null' };
      return { value: v };
    case 'Float':
      if (typeof v !== 'number' || !Number.isFinite(v)) return { error: 'must be a number or null' };
      return { value: v };
    case 'Decimal': {
      const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : undefined;
      if (s === undefined || !DECIMAL_RE.test(s)) return { error: 'must be a decimal number (a JSON number or a numeric string) or null' };
      return { value: s };
    }
    case 'Boolean':
      if (typeof v !== 'boolean') return { error: 'must be true, false or null' };
      return { value: v };
    case 'Date':
      if (typeof v !== 'string' || !validDate(v)) return { error: 'must be a date YYYY-MM-DD or null' };
      return { value: v };
    case 'DateTime':
      if (typeof v !== 'string' || !DATE_TIME_RE.test(v) || !validDate(v.slice(0, 10)) || Number.isNaN(new Date(v).getTime())) {
        return { error: 'must be an ISO 8601 date-time with a time zone (e.g. 2026-11-25T14:00:00Z) or null' };
      }
      return { value: new Date(v).toISOString() };
    case 'UUID':
      if (typeof v !== 'string' || !UUID_RE.test(v)) return { error: 'must be a UUID or null' };
      return { value: v.toLowerCase() };
    case 'JSON':
      if (JSON.stringify(v).includes('\\u0000')) return { error: 'must not contain NUL characters' };
      return { value: v as ColumnValue };
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Apply rules to an object (a record or a sub-object); unknown fields are refused. */
export function applyRules(rules: Record<string, FieldRule>, obj: Record<string, unknown>, patch: RecordPatch, prefix = ''): void {
  for (const [name, value] of Object.entries(obj)) {
    const path = prefix + name;
    if (!Object.hasOwn(rules, name)) {
      patch.fail(path, `unknown field: not a field of this resource's detail format`);
      continue;
    }
    applyRule(rules[name], value, patch, path);
  }
}

export function applyRule(rule: FieldRule, value: unknown, patch: RecordPatch, path: string): void {
  switch (rule.kind) {
    case 'refuse':
      patch.fail(path, rule.message);
      return;
    case 'custom':
      rule.apply(value, patch, path);
      return;
    case 'object':
      if (value === null) {
        // a null object: every column under it is null
        nullAll(rule.fields, patch, path);
        return;
      }
      if (!isPlainObject(value)) {
        patch.fail(path, 'must be an object or null');
        return;
      }
      applyRules(rule.fields, value, patch, `${path}.`);
      return;
    case 'column': {
      if (rule.list) {
        if (value === null) return patch.set(rule.column, null, path);
        if (!Array.isArray(value)) return patch.fail(path, 'must be a list or null');
        const out: ColumnValue[] = [];
        for (const [i, item] of value.entries()) {
          const r = scalarValue(rule.type, item);
          if ('error' in r || r.value === null) return patch.fail(`${path}[${i}]`, 'error' in r ? r.error.replace(/ or null$/, '') : 'must not be null');
          out.push(r.value);
        }
        return patch.set(rule.column, out, path);
      }
      const r = scalarValue(rule.type, value);
      if ('error' in r) return patch.fail(path, r.error);
      if (rule.values && typeof r.value === 'string' && !rule.values.includes(r.value)) return patch.fail(path, `must be one of ${rule.values.join(', ')} or null`);
      patch.set(rule.column, r.value, path);
    }
  }
}

function nullAll(rules: Record<string, FieldRule>, patch: RecordPatch, path: string): void {
  for (const [name, rule] of Object.entries(rules)) {
    if (rule.kind === 'column') patch.set(rule.column, null, `${path}.${name}`);
    else if (rule.kind === 'object') nullAll(rule.fields, patch, `${path}.${name}`);
  }
}

/** A list child table (e.g. transactions, category codes) or a one-row child (contact): replaced as a whole when it differs. */
export interface ChildDef {
  /** the detail field that carries it */
  field: string;
  table: string;
  /** foreign-key column holding the parent key */
  fk: string;
  list: boolean;
  /** rules of one child object */
  rules: Record<string, FieldRule>;
  /** columns compared (and written) from the incoming rows */
  columns: { name: string; type: ScalarType; list?: boolean }[];
  /** columns required in every child row */
  required?: string[];
  /** further columns written on insert: column -> SQL over the incoming row alias r (e.g. `coalesce(r.id, gen_random_uuid())`) */
  insertExtra?: Record<string, string>;
  /** SQL ORDER BY of the incoming rows on insert, over alias r and ordinality column ord */
  orderBy?: string;
}

/** Rules of a child field: validates every child object and records its rows. */
export function childRule(def: ChildDef): FieldRule {
  return {
    kind: 'custom',
    child: def,
    apply(value, patch, path) {
      let items: unknown[];
      if (def.list) {
        if (value === null) items = [];
        else if (!Array.isArray(value)) return patch.fail(path, 'must be a list');
        else items = value;
      } else items = value === null ? [] : [value];
      const rows: Record<string, ColumnValue>[] = [];
      for (const [i, item] of items.entries()) {
        const p = `${path}${def.list ? `[${i}]` : ''}`;
        if (!isPlainObject(item)) {
          patch.fail(p, 'must be an object');
          continue;
        }
        const sub = new RecordPatch();
        applyRules(def.rules, item, sub, `${p}.`);
        for (const pr of sub.problems) patch.fail(pr.field, pr.message);
        for (const req of def.required ?? []) {
          if (sub.columns.get(req) === undefined || sub.columns.get(req) === null) patch.fail(`${p}.${req}`, 'is required');
        }
        rows.push(Object.fromEntries(sub.columns));
      }
      patch.children.set(def.field, rows);
    },
  };
}
