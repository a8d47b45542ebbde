/**
 * JSON Schema (OpenAPI 3.1 dialect, i.e. JSON Schema 2020-12) of the REST
 * representations, derived from the resource registry: one component per
 * GraphQL type name of a field tree (the record types and the composed and
 * joined objects inside them), one shared component for plain
 * {code, description} pairs, and the parameter schemas of filters.
 *
 * Every field is optional (the `shape` parameter picks them) and nullable
 * unless the declaration says the row always has it (nonNull, ungated).
 * Objects are closed (additionalProperties: false), so a member the registry
 * does not declare fails validation. Gates are annotations: x-tier,
 * x-min-version, x-opt-in, x-detail-only, with a sentence in the description.
 */
import type { FilterSpec } from '../engine/filters/sql.js';
import { DECIMAL_RE } from '../engine/filters/values.js';
import type { FieldSpec, LeafSpec, ScalarType } from '../engine/resource.js';
import { FIELD_DESCRIPTIONS, FILTER_DESCRIPTIONS, TYPE_DESCRIPTIONS, TYPE_FIELD_DESCRIPTIONS } from '../engine/graphql/descriptions.js';
import { PLANS } from '../plans.js';

export type JsonSchema = Record<string, unknown>;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The shared component of plain {code, description} objects (the GraphQL schema's CodeDescription). */
export const CODE_DESCRIPTION = 'CodeDescription';

/** "award_date" -> "Award date." */
export function humanize(rest: string): string {
  const words = rest.replace(/_/g, ' ').trim();
  return words ? `${words[0].toUpperCase()}${words.slice(1)}.` : '';
}

const sentence = (s: string) => (/[.)]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

export const tierLabel = (tier: keyof typeof PLANS) => PLANS[tier].label;

function scalarSchema(type: ScalarType): JsonSchema {
  switch (type) {
    case 'String':
      return { type: 'string' };
    case 'Int':
      return { type: 'integer' };
    case 'Float':
    case 'Decimal':
      // REST renders decimals as JSON numbers (GraphQL: exact strings)
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'Date':
      return { type: 'string', format: 'date' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    case 'UUID':
      return { type: 'string', format: 'uuid' };
    case 'URL':
      return { type: 'string', format: 'uri' };
    case 'JSON':
      return {};
  }
}

/** `schema` that also admits null (JSON: already anything). */
export function nullable(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0 || schema.$ref !== undefined || schema.anyOf !== undefined) {
    if (Object.keys(schema).length === 0) return schema;
    const { description, ...rest } = schema;
    return { ...(description !== undefined ? { description } : {}), anyOf: [rest, { type: 'null' }] };
  }
  const out: JsonSchema = { ...schema };
  const t = schema.type;
  if (typeof t === 'string') out.type = t === 'null' ? 'null' : [t, 'null'];
  else if (Array.isArray(t) && !t.includes('null')) out.type = [...t, 'null'];
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
  return out;
}

/** Plain {code, description}: two ungated, undescribed String leaves (one shared component). */
function isCodePair(spec: FieldSpec): boolean {
  if (spec.kind === 'leaf') return false;
  const names = Object.keys(spec.fields);
  if (names.length !== 2 || names[0] !== 'code' || names[1] !== 'description') return false;
  return Object.values(spec.fields).every((f) => f.kind === 'leaf' && f.type === 'String' && !f.list && !f.tier && !f.minVersion && !f.graphqlEnum && !f.optIn && !f.detailOnly && !f.description);
}

/** The description of a field: the declaration's, else the description tables', else its name; then its gates. */
export function fieldDescription(typeName: string, rest: string, spec: FieldSpec): string {
  const base = spec.description ?? TYPE_FIELD_DESCRIPTIONS[typeName]?.[rest] ?? FIELD_DESCRIPTIONS[rest] ?? humanize(rest);
  const notes = [sentence(base)];
  if (spec.kind !== 'leaf' && spec.bareScalar) notes.push(`Named bare in shape, the raw value (${spec.bareScalar.leaf.type}); named with sub-fields, ${rest}(...), the expansion.`);
  for (const [k, p] of Object.entries(spec.params ?? {})) notes.push(`Bracket parameter ${rest}[${k}=n](...): ${p.min} to ${p.max}, default ${p.default}.`);
  if (spec.tier) notes.push(`Needs the ${tierLabel(spec.tier)} plan or higher: below it the field is left out and meta.upgrade_hints names it.`);
  if (spec.minVersion) notes.push(`Served from API version ${spec.minVersion} (X-API-Version): left out on earlier versions.`);
  if (spec.optIn) notes.push('Only when named in shape: not part of * or any default shape.');
  if (spec.detailOnly) notes.push('Computed by detail requests only: null in lists.');
  return notes.join(' ');
}

function gateKeywords(spec: FieldSpec): JsonSchema {
  return {
    ...(spec.tier ? { 'x-tier': spec.tier } : {}),
    ...(spec.minVersion ? { 'x-min-version': spec.minVersion } : {}),
    ...(spec.optIn ? { 'x-opt-in': true } : {}),
    ...(spec.detailOnly ? { 'x-detail-only': true } : {}),
  };
}

function leafSchema(f: LeafSpec): JsonSchema {
  const base = scalarSchema(f.type);
  if (f.graphqlEnum) base.enum = [...f.graphqlEnum.values];
  const s: JsonSchema = f.list ? { type: 'array', items: base } : base;
  const neverNull = f.nonNull && !f.tier && !f.minVersion && !f.detailOnly;
  return neverNull ? s : nullable(s);
}

const sameSchema = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The component schemas of field trees, one per type name. A type name met
 * again with other fields (GraphQL keeps the first declaration; REST
 * answers whichever tree the route reads) gets the union of both: a member
 * declared twice with different schemas admits either.
 */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  /** components.parameters: parameters many operations share (a resource's filters, the shaping and paging controls) */
  readonly parameters: Record<string, JsonSchema> = {};

  /** A reference to the shared parameter `key` (the first definition under a key wins; another one gets a suffix). */
  parameter(key: string, parameter: JsonSchema): JsonSchema {
    let name = key.replace(/[^A-Za-z0-9._-]/g, '_');
    for (let i = 2; this.parameters[name] && !sameSchema(this.parameters[name], parameter); i++) name = `${key}_${i}`;
    this.parameters[name] = parameter;
    return { $ref: `#/components/parameters/${name}` };
  }
  /** names taken by hand-written components (errors, envelopes): a type name may not reuse them */
  private readonly reserved = new Set<string>();

  reserve(name: string, schema: JsonSchema): void {
    if (this.schemas[name] && !this.reserved.has(name)) throw new Error(`OpenAPI component ${name} is both a resource type and a fixed component`);
    this.reserved.add(name);
    this.schemas[name] = schema;
  }

  /** The component of a field tree (created or widened); returns its name. */
  object(typeName: string, fields: Record<string, FieldSpec>, opts: { description?: string; extra?: Record<string, JsonSchema> } = {}): string {
    if (this.reserved.has(typeName)) throw new Error(`resource type ${typeName} collides with a fixed OpenAPI component of that name`);
    const properties: Record<string, JsonSchema> = {};
    for (const [rest, spec] of Object.entries(fields)) properties[rest] = this.field(typeName, rest, spec);
    // members the answer adds (meta) where the record has no field of that name
    for (const [name, schema] of Object.entries(opts.extra ?? {})) if (!Object.hasOwn(properties, name)) properties[name] = schema;
    const existing = this.schemas[typeName] as { properties: Record<string, JsonSchema> } | undefined;
    if (!existing) {
      this.schemas[typeName] = {
        type: 'object',
        description: opts.description ?? TYPE_DESCRIPTIONS[typeName] ?? humanize(typeName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()),
        properties,
        additionalProperties: false,
      };
      return typeName;
    }
    for (const [name, schema] of Object.entries(properties)) {
      const before = existing.properties[name];
      if (!before) existing.properties[name] = schema;
      else if (!sameSchema(before, schema)) {
        const alternatives = (before.anyOf as JsonSchema[] | undefined) && before['x-merged'] ? [...(before.anyOf as JsonSchema[])] : [before];
        if (!alternatives.some((a) => sameSchema(a, schema))) alternatives.push(schema);
        existing.properties[name] = { description: before.description ?? schema.description, 'x-merged': true, anyOf: alternatives };
      }
    }
    return typeName;
  }

  private field(typeName: string, rest: string, spec: FieldSpec): JsonSchema {
    const description = fieldDescription(typeName, rest, spec);
    const gates = gateKeywords(spec);
    if (spec.kind === 'leaf') return { ...leafSchema(spec), description, ...gates };
    const name = isCodePair(spec) ? CODE_DESCRIPTION : spec.typeName;
    if (name === CODE_DESCRIPTION && !this.schemas[CODE_DESCRIPTION]) {
      this.schemas[CODE_DESCRIPTION] = {
        type: 'object',
        description: TYPE_DESCRIPTIONS[CODE_DESCRIPTION] ?? 'A code and its description.',
        properties: { code: { type: ['string', 'null'] }, description: { type: ['string', 'null'] } },
        additionalProperties: false,
      };
    } else if (name !== CODE_DESCRIPTION) {
      this.object(name, spec.fields, { description: TYPE_DESCRIPTIONS[spec.typeName] ?? spec.description });
    }
    const object = spec.list ? { type: 'array', items: ref(name) } : ref(name);
    // a gate, an empty join or a null condition can make any expansion null
    let schema = nullable(object);
    if (spec.bareScalar) schema = { anyOf: [leafSchema(spec.bareScalar.leaf), ...(schema.anyOf as JsonSchema[] | undefined ?? [schema])] };
    return { ...schema, description, ...gates };
  }
}

/**
 * Descriptions are CommonMark (OpenAPI): text from the declarations is
 * escaped so that shapes (organization(*), past_performance[top=n](…)),
 * header names (X-RateLimit-Premium-*) and <placeholders> read as written.
 * Code spans (`…`) are left alone.
 */
export function markdownText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? part
        : part
            .replace(/([\\*[\]])/g, '\\$1')
            .replace(/(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, '\\_')
            .replace(/<(?=[A-Za-z/!?])/g, '&lt;'),
    )
    .join('');
}

/** Every `description` of a document subtree, made CommonMark-safe (in place). */
export function escapeDescriptions(value: unknown): void {
  if (Array.isArray(value)) for (const v of value) escapeDescriptions(v);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      if (k === 'description' && typeof v === 'string') o[k] = markdownText(v);
      else escapeDescriptions(v);
    }
  }
}

// ───────────────────────────── filters ─────────────────────────────

/** The accepted text of a decimal filter value: the expression parseDecimal checks (src/engine/filters/values.ts). */
export const DECIMAL_PATTERN = DECIMAL_RE.source;

const KIND_NOTE: Record<FilterSpec['kind'], string> = {
  text: 'Text.',
  search: 'Full-text search words.',
  list: 'One value or an OR-list.',
  date: 'A date (YYYY-MM-DD).',
  int: 'A whole number.',
  decimal: 'A decimal amount such as 1000000 or 2500.50.',
  bool: 'true or false.',
};

/** The OpenAPI parameter object of a filter (query parameter `name`). */
export function filterParameter(resource: string, name: string, f: FilterSpec): JsonSchema {
  const base = f.description ?? FILTER_DESCRIPTIONS[resource]?.[name] ?? KIND_NOTE[f.kind];
  const notes = [sentence(base)];
  let schema: JsonSchema;
  const extra: JsonSchema = {};
  switch (f.kind) {
    case 'text':
    case 'search':
      schema = { type: 'string', minLength: f.minLength ?? 1 };
      if ((f.minLength ?? 1) > 1) notes.push(`At least ${f.minLength} characters.`);
      break;
    case 'list': {
      const max = f.max ?? 500;
      // document 1: values joined by | (or the word OR) match when any one matches
      schema = { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: max };
      Object.assign(extra, { style: 'pipeDelimited', explode: false, 'x-or-list': { separators: ['|', ' OR '], max } });
      notes.push(`At most ${max} values, joined by | or OR; any one matching is enough.`);
      break;
    }
    case 'date':
      schema = { type: 'string', format: 'date' };
      break;
    case 'int':
      schema = { type: 'integer', ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}) };
      break;
    case 'decimal':
      schema = { type: 'string', pattern: DECIMAL_PATTERN };
      break;
    case 'bool':
      schema = { type: 'boolean' };
      break;
  }
  if ('rangeWith' in f && f.rangeWith) {
    const highs = typeof f.rangeWith === 'string' ? [f.rangeWith] : [...f.rangeWith];
    notes.push(`A lower bound: after ${highs.join(' or ')} it is an inverted range (400).`);
  }
  if (f.default !== undefined) {
    schema.default = typedDefault(f, f.default);
    notes.push(`Default when not given: ${f.default}${f.defaultUnless?.length ? ` (unless ${f.defaultUnless.join(' or ')} is given)` : ''}.`);
  }
  if (f.tier) notes.push(`Needs the ${tierLabel(f.tier)} plan or higher: 403 tier_required below it.`);
  return {
    name,
    in: 'query',
    required: false,
    description: notes.join(' '),
    schema,
    ...extra,
    ...(f.tier ? { 'x-tier': f.tier } : {}),
  };
}

function typedDefault(f: FilterSpec, raw: string): unknown {
  switch (f.kind) {
    case 'list':
      return raw.split(/\||\s+OR\s+/).map((v) => v.trim());
    case 'bool':
      return raw.trim().toLowerCase() === 'true';
    case 'int':
      return Number(raw);
    default:
      return raw;
  }
}
