/**
 * The schema users read and type against (issue 13, item 4; issue 16, the
 * section for issue 13): described everywhere, non-null where the value is
 * guaranteed, typed filter inputs that are never enums (REST is tolerant),
 * ordering enums, one code/description type, one type per meaning.
 */
import { describe, expect, it } from 'vitest';
import {
  getNamedType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType,
  type GraphQLField, type GraphQLInputType, type GraphQLOutputType,
} from 'graphql';
import { schema } from '../../src/schema.js';
import { registry } from '../../src/engine/graphql/register.js';
import { camel } from '../../src/engine/resource.js';

const typeText = (t: GraphQLInputType | GraphQLOutputType): string => String(t);

describe('the GraphQL schema', () => {
  it('describes every type, field, argument and enum value', () => {
    const missing: string[] = [];
    for (const t of Object.values(schema.getTypeMap())) {
      if (t.name.startsWith('__')) continue;
      if (!t.description) missing.push(`type ${t.name}`);
      if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)) {
        for (const f of Object.values(t.getFields())) {
          if (!f.description) missing.push(`${t.name}.${f.name}`);
          for (const a of (f as GraphQLField<unknown, unknown>).args ?? []) if (!a.description) missing.push(`${t.name}.${f.name}(${a.name})`);
        }
      }
      if (isEnumType(t)) for (const v of t.getValues()) if (!v.description) missing.push(`${t.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('makes record keys, counts, results and list items non-null', () => {
    const contract = schema.getType('Contract');
    if (!isObjectType(contract)) throw new Error('no Contract type');
    expect(typeText(contract.getFields().key.type)).toBe('String!');
    for (const reg of registry) {
      if (reg.spec.singleton) continue;
      const type = schema.getType(reg.spec.typeName);
      if (!isObjectType(type)) continue;
      const key = Object.entries(reg.spec.fields).find(([n, f]) => f.kind === 'leaf' && !f.sql && (f.column ?? n) === reg.spec.key);
      if (!key || key[1].tier || key[1].minVersion) continue;
      expect(isNonNullType(type.getFields()[camel(key[0])].type), `${reg.spec.typeName}.${camel(key[0])}`).toBe(true);
      if (reg.spec.listless) continue;
      const page = schema.getType(`${reg.spec.typeName}Page`);
      if (!isObjectType(page)) throw new Error(`no page type for ${reg.spec.name}`);
      expect(typeText(page.getFields().count.type)).toBe('Int!');
      expect(typeText(page.getFields().results.type)).toBe(`[${reg.spec.typeName}!]!`);
    }
  });

  it('has one shared code/description type instead of one per field', () => {
    const shapes = new Map<string, string[]>();
    for (const t of Object.values(schema.getTypeMap())) {
      if (!isObjectType(t) || t.name.startsWith('__')) continue;
      const sig = Object.values(t.getFields()).map((f) => `${f.name}:${typeText(f.type)}`).join(',');
      shapes.set(sig, [...(shapes.get(sig) ?? []), t.name]);
    }
    expect(shapes.get('code:String,description:String')).toEqual(['CodeDescription']);
  });

  it('gives a field name one type everywhere it is a NAICS or PSC code', () => {
    const types = new Map<string, Set<string>>();
    for (const t of Object.values(schema.getTypeMap())) {
      if (!isObjectType(t) || t.name.startsWith('__')) continue;
      for (const f of Object.values(t.getFields())) {
        if (f.name !== 'naicsCode' && f.name !== 'pscCode') continue;
        types.set(f.name, new Set([...(types.get(f.name) ?? []), getNamedType(f.type).name]));
      }
    }
    expect([...types.get('naicsCode')!]).toEqual(['String']);
    expect([...types.get('pscCode')!]).toEqual(['String']);
  });

  it('types filter inputs by their REST parser, and never as enums (an unknown value is an empty page in REST)', () => {
    for (const reg of registry) {
      if (reg.spec.listless) continue;
      const input = schema.getType(`${reg.spec.typeName}Filter`);
      if (!isInputObjectType(input)) throw new Error(`no filter input for ${reg.spec.name}`);
      for (const [name, f] of Object.entries(reg.spec.filters)) {
        const field = input.getFields()[camel(name)];
        expect(field, `${reg.spec.name}.${name}`).toBeDefined();
        const expected = { text: 'String', search: 'String', list: '[String!]', date: 'Date', int: 'Int', decimal: 'Decimal', bool: 'Boolean' }[f.kind];
        expect(typeText(field.type), `${reg.spec.name}.${name}`).toBe(expected);
        expect(isEnumType(getNamedType(field.type)), `${reg.spec.name}.${name}`).toBe(false);
      }
    }
    const contractFilter = schema.getType('ContractFilter');
    if (!isInputObjectType(contractFilter)) throw new Error('no ContractFilter');
    expect(typeText(contractFilter.getFields().fiscalYear.type)).toBe('Int');
  });

  it('offers each orderable list an orderBy of its allowlisted fields as camelCase enum values', () => {
    const contracts = schema.getQueryType()!.getFields().contracts;
    const orderBy = contracts.args.find((a) => a.name === 'orderBy')!;
    const inner = getNamedType(orderBy.type);
    if (!isInputObjectType(inner)) throw new Error('orderBy is not an input object list');
    expect(isListType(orderBy.type)).toBe(true);
    const field = getNamedType(inner.getFields().field.type);
    if (!isEnumType(field)) throw new Error('orderBy.field is not an enum');
    const reg = registry.find((r) => r.spec.name === 'contracts')!;
    expect(field.getValues().map((v) => v.name).sort()).toEqual(Object.keys(reg.spec.ordering.fields).map(camel).concat(reg.spec.ordering.rank && !reg.spec.ordering.rankInternal ? ['rank'] : []).sort());
    expect(field.getValues().every((v) => Object.hasOwn(reg.spec.ordering.fields, v.value as string) || v.value === 'rank')).toBe(true);
    // a list whose order is fixed has no orderBy
    for (const r of registry) if (!r.spec.orderingAllowed && !r.spec.listless) expect(schema.getQueryType()!.getFields()[r.listField].args.some((a) => a.name === 'orderBy'), r.spec.name).toBe(false);
  });

  it('marks the deprecated surface deprecated and says which surfaces are beta', () => {
    const q = schema.getQueryType()!.getFields();
    for (const r of registry) {
      for (const name of [r.listField, r.detailField].filter(Boolean)) {
        const f = q[name];
        if (!f) continue;
        if (r.spec.deprecated) expect(f.deprecationReason, name).toBe(r.spec.deprecated);
        else expect(f.deprecationReason, name).toBeFalsy();
        if (r.spec.beta) expect(f.description, name).toContain('Beta');
      }
    }
    expect(q.agencies.deprecationReason).toBeTruthy();
    expect(q.sledOpportunities.description).toContain('Beta');
    expect(q.budgetAccounts.description).toContain('Beta');
  });

  it('uses the URL, UUID and DateTime scalars where values are URLs, ids and instants', () => {
    const field = (type: string, name: string) => {
      const t = schema.getType(type);
      if (!isObjectType(t)) throw new Error(`no ${type}`);
      return getNamedType(t.getFields()[name].type).name;
    };
    expect(field('FederalRegisterDocument', 'htmlUrl')).toBe('URL');
    expect(field('WebhookEndpoint', 'id')).toBe('UUID');
    expect(field('WebhookEndpoint', 'created')).toBe('DateTime');
    expect(field('Alert', 'alertId')).toBe('UUID');
  });
});
