/**
 * Every type, field and filter the GraphQL schema derives from the resource
 * registry has a description (issue 13, item 4), by the builder's
 * precedence: the declaration's own, else the per-type table, else the
 * per-name table (src/engine/graphql/descriptions.ts). The mechanical
 * fallback (the name in words) does not count. The tables name nothing the
 * registry lacks, so a renamed field or filter shows up here.
 */
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.js';
import { graphqlFields, type FieldSpec } from '../../src/engine/resource.js';
import { FIELD_DESCRIPTIONS, FILTER_DESCRIPTIONS, TYPE_DESCRIPTIONS, TYPE_FIELD_DESCRIPTIONS } from '../../src/engine/graphql/descriptions.js';

/** The builder's shared type of plain {code, description} objects (src/engine/graphql/build.ts). */
const CODE_DESCRIPTION = 'CodeDescription';

/** The builder's test for a plain {code, description} object (folded into CodeDescription). */
function isCodePair(spec: FieldSpec): boolean {
  if (spec.kind === 'leaf') return false;
  const names = Object.keys(spec.fields);
  if (names.length !== 2 || names[0] !== 'code' || names[1] !== 'description') return false;
  return Object.values(spec.fields).every((f) => f.kind === 'leaf' && f.type === 'String' && !f.list && !f.tier && !f.minVersion && !f.graphqlEnum && !f.optIn && !f.detailOnly && !f.description);
}

interface Inventory {
  /** type name -> whether it is described (TYPE_DESCRIPTIONS, else its declaration) */
  types: Map<string, boolean>;
  /** "Type.field" -> where its description comes from, or null */
  fields: Map<string, 'declaration' | 'type' | 'name' | null>;
  /** "resource.filter" -> where its description comes from, or null */
  filters: Map<string, 'declaration' | 'table' | null>;
  /** field names per type (as the schema has them) */
  fieldNames: Map<string, Set<string>>;
}

function inventory(): Inventory {
  const inv: Inventory = { types: new Map(), fields: new Map(), filters: new Map(), fieldNames: new Map() };
  const typeDescribed = (name: string, declared?: string) => {
    const ok = !!TYPE_DESCRIPTIONS[name] || !!declared;
    inv.types.set(name, (inv.types.get(name) ?? false) || ok);
  };
  const walk = (typeName: string, fields: Record<string, FieldSpec>) => {
    if (inv.fieldNames.has(typeName)) return;
    inv.fieldNames.set(typeName, new Set(Object.keys(fields)));
    for (const [name, f] of Object.entries(fields)) {
      const source = f.description ? 'declaration' : TYPE_FIELD_DESCRIPTIONS[typeName]?.[name] ? 'type' : FIELD_DESCRIPTIONS[name] ? 'name' : null;
      inv.fields.set(`${typeName}.${name}`, source);
      if (f.kind === 'leaf') continue;
      // the declared type name is described even when the builder folds it into CodeDescription
      typeDescribed(f.typeName, f.description);
      const nested = isCodePair(f) ? CODE_DESCRIPTION : f.typeName;
      if (nested === CODE_DESCRIPTION) typeDescribed(CODE_DESCRIPTION);
      walk(nested, graphqlFields(f.fields));
    }
  };
  for (const r of resources) {
    typeDescribed(r.typeName);
    walk(r.typeName, graphqlFields(r.fields));
    if (r.aggregate) {
      typeDescribed(r.aggregate.typeName, r.aggregate.description);
      walk(r.aggregate.typeName, graphqlFields(r.aggregate.fields));
    }
    for (const [name, f] of Object.entries(r.filters)) {
      inv.filters.set(`${r.name}.${name}`, f.description ? 'declaration' : FILTER_DESCRIPTIONS[r.name]?.[name] ? 'table' : null);
    }
  }
  return inv;
}

const inv = inventory();
const missing = <T>(m: Map<string, T>) => [...m].filter(([, v]) => !v).map(([k]) => k);

describe('GraphQL descriptions of the registry', () => {
  it('describes every object type', () => {
    expect(inv.types.size).toBeGreaterThan(100);
    expect(missing(inv.types)).toEqual([]);
  });

  it('describes every field, nested fields included', () => {
    expect(inv.fields.size).toBeGreaterThan(1000);
    expect(missing(inv.fields)).toEqual([]);
  });

  it('describes every filter', () => {
    expect(inv.filters.size).toBeGreaterThan(300);
    expect(missing(inv.filters)).toEqual([]);
  });

  it('names only types, fields, resources and filters the registry has', () => {
    const allFieldNames = new Set([...inv.fieldNames.values()].flatMap((s) => [...s]));
    expect(Object.keys(TYPE_DESCRIPTIONS).filter((t) => !inv.types.has(t))).toEqual([]);
    expect(Object.keys(FIELD_DESCRIPTIONS).filter((n) => !allFieldNames.has(n))).toEqual([]);
    const strayTypeFields = Object.entries(TYPE_FIELD_DESCRIPTIONS).flatMap(([t, fields]) =>
      Object.keys(fields).filter((n) => !inv.fieldNames.get(t)?.has(n)).map((n) => `${t}.${n}`),
    );
    expect(strayTypeFields).toEqual([]);
    const filters = new Map(resources.map((r) => [r.name, r.filters]));
    const strayFilters = Object.entries(FILTER_DESCRIPTIONS).flatMap(([r, names]) =>
      Object.keys(names).filter((n) => !filters.get(r) || !Object.hasOwn(filters.get(r)!, n)).map((n) => `${r}.${n}`),
    );
    expect(strayFilters).toEqual([]);
  });

  it('writes short sentences in dollars, without gates', () => {
    const texts = [
      ...Object.entries(FIELD_DESCRIPTIONS),
      ...Object.entries(TYPE_DESCRIPTIONS),
      ...Object.entries(TYPE_FIELD_DESCRIPTIONS).flatMap(([t, m]) => Object.entries(m).map(([n, d]) => [`${t}.${n}`, d] as const)),
      ...Object.entries(FILTER_DESCRIPTIONS).flatMap(([r, m]) => Object.entries(m).map(([n, d]) => [`${r}.${n}`, d] as const)),
    ];
    const bad = texts.filter(([, d]) => !/^\S/.test(d) || !/[.)]$/.test(d) || d.length > 320 || /\bUSD\b|\bfloats?\b|\b(Small|Medium|Large|Enterprise|Business|Pro) (plan|tier)\b/i.test(d));
    expect(bad).toEqual([]);
  });
});
