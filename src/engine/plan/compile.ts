/**
 * The plan compiler: a selection tree (from a REST shape or a GraphQL
 * selection set, which mean the same thing) becomes one SQL expression that
 * builds the record's JSON inside PostgreSQL: leaves are columns or SQL
 * expressions, objects of the same row are json_build_object, joins are
 * correlated subqueries (json_agg for lists). Node never builds the record:
 * it passes PostgreSQL's JSON text through (REST) or parses it once (GraphQL).
 *
 * Field gates are applied here, while planning: a field above the caller's
 * tier or newer than the pinned API version is never selected, and the plan
 * says which were withheld (REST omits them and adds meta.upgrade_hints;
 * GraphQL gets null in their place and reports extensions.upgradeHints).
 *
 * Plans are cached by (resource, key style, tier, API version, list or
 * detail, detail parameters given, selection). A detail parameter (e.g. a
 * search that filters an expanded list) is a placeholder in the plan, bound
 * per request (`bindPlanParams`).
 */
import { camel, graphqlFields, type ComposedSpec, type FieldSpec, type JoinSpec, type LeafSpec } from '../resource.js';
import { compareVersions, tierAllows } from '../gating/tiers.js';
import type { Selection, Tier } from '../shape/validate.js';

/** REST answers snake_case names; GraphQL reads camelCase properties. */
export type KeyStyle = 'rest' | 'graphql';

export interface Caller {
  tier: Tier;
  apiVersion: string;
}

export interface Withheld {
  upgrade: { field: string; required_tier: string }[];
  version: { field: string; min_version: string }[];
}

export interface Projection {
  /** SQL expression (over alias t) yielding the record's json */
  sql: string;
  withheld: Withheld;
}

/** json_build_object takes at most 100 arguments: wider objects go through row_to_json. */
const MAX_BUILD_PAIRS = 50;

/** What a plan is for beyond the selection: a list page or a detail, and which detail parameters the request gives. */
export interface PlanOptions {
  /** a list plan answers null for `detailOnly` fields */
  list?: boolean;
  /** detail parameters present in the request: joins with a `param` of one of these names filter their rows by it */
  params?: readonly string[];
}

/** The SQL placeholder of a detail parameter in a plan, bound by `bindPlanParams`. */
const paramToken = (name: string) => `{{param:${name}}}`;

/**
 * A detail parameter in field SQL (bound as text): for detail-only resources
 * whose every detail request gives the parameter (`DetailParam.required`);
 * a plan naming a parameter the request does not give cannot be bound.
 */
export const detailParamSql = (name: string): string => `(${paramToken(name)})`;

class Compiler {
  private n = 0;
  readonly withheld: Withheld = { upgrade: [], version: [] };

  constructor(
    private readonly style: KeyStyle,
    private readonly caller: Caller,
    private readonly opts: PlanOptions = {},
  ) {}

  private alias(): string {
    return `j${++this.n}`;
  }

  private gated(spec: FieldSpec, path: string): boolean {
    if (spec.minVersion && compareVersions(this.caller.apiVersion, spec.minVersion) < 0) {
      if (!this.withheld.version.some((w) => w.field === path)) this.withheld.version.push({ field: path, min_version: spec.minVersion });
      return true;
    }
    if (spec.tier && !tierAllows(this.caller.tier, spec.tier)) {
      if (!this.withheld.upgrade.some((w) => w.field === path)) this.withheld.upgrade.push({ field: path, required_tier: spec.tier });
      return true;
    }
    return false;
  }

  /** The json object of the selected fields of one row (alias `t`). */
  object(fields: Record<string, FieldSpec>, sel: Selection, t: string, path: string): string {
    const pairs: [string, string][] = [];
    // REST leaves omitted when null (LeafSpec.omitWhenNull): appended to the object only when they have a value
    const optional: [string, string][] = [];
    for (const name of Object.keys(sel)) {
      const spec = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (!spec) continue;
      const here = path ? `${path}.${name}` : name;
      const key = this.style === 'rest' ? name : camel(name);
      if (this.gated(spec, here)) {
        // REST omits a withheld field; GraphQL answers it as null, in its place
        if (this.style === 'graphql') pairs.push([key, 'NULL']);
        continue;
      }
      // a detail-only field is a null stub in lists, never computed there
      if (spec.detailOnly && this.opts.list) {
        pairs.push([key, 'NULL']);
        continue;
      }
      const value = this.value(spec, name, sel[name].children, t, here, sel[name].params);
      if (spec.kind === 'leaf' && spec.omitWhenNull && this.style === 'rest') optional.push([key, value]);
      else pairs.push([key, value]);
    }
    let obj =
      pairs.length <= MAX_BUILD_PAIRS
        ? `json_build_object(${pairs.map(([k, v]) => `'${k}', ${v}`).join(', ')})`
        : `(SELECT row_to_json(r) FROM (SELECT ${pairs.map(([k, v]) => `${v} AS "${k}"`).join(', ')}) r)`;
    for (const [k, v] of optional) {
      const x = this.alias();
      // the object's text with `"k":value` spliced in before its closing brace, when the value is not null
      obj = `(SELECT CASE WHEN ${x}.v IS NULL THEN ${x}.o ELSE (left(${x}.o::text, -1) || CASE WHEN ${x}.o::text = '{}' THEN '' ELSE ',' END || '"${k}":' || to_json(${x}.v)::text || '}')::json END FROM (SELECT ${obj} AS o, ${v} AS v) ${x})`;
    }
    return obj;
  }

  private value(spec: FieldSpec, name: string, children: Selection | null, t: string, path: string, params: Readonly<Record<string, number>> = {}): string {
    // a scalar-or-expansion field named bare: its scalar
    if (spec.kind !== 'leaf' && children === null && spec.bareScalar) return this.leaf(spec.bareScalar.leaf, name, t);
    switch (spec.kind) {
      case 'leaf':
        return this.leaf(spec, name, t);
      case 'composed':
        return this.composed(spec, children ?? {}, t, path);
      case 'join':
        return this.join(spec, children ?? {}, t, path, params);
    }
  }

  private leaf(spec: LeafSpec, name: string, t: string): string {
    const base = spec.sql ? spec.sql(t) : `${t}.${spec.column ?? name}`;
    switch (spec.type) {
      case 'DateTime':
        return `to_char((${base}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      case 'Decimal':
        // exact: a JSON number in REST (as PostgreSQL prints it), a string in GraphQL
        return this.style === 'graphql' ? `(${base})::text` : `(${base})::numeric`;
      default:
        if (spec.graphqlText && this.style === 'graphql') return `(${base})::text`;
        return base;
    }
  }

  private composed(spec: ComposedSpec, sel: Selection, t: string, path: string): string {
    if (spec.jsonArray) {
      const arr = spec.jsonArray(t);
      const e = this.alias();
      const element = this.object(spec.fields, sel, `${e}.v`, path);
      return `(CASE WHEN jsonb_typeof(${arr}) = 'array' THEN (SELECT coalesce(json_agg(${element} ORDER BY ${e}.o), '[]'::json) FROM jsonb_array_elements(${arr}) WITH ORDINALITY AS ${e}(v, o)) END)`;
    }
    const obj = this.object(spec.fields, sel, t, path);
    return spec.nullWhen ? `(CASE WHEN ${spec.nullWhen(t)} THEN NULL ELSE ${obj} END)` : obj;
  }

  private join(spec: JoinSpec, sel: Selection, t: string, path: string, params: Readonly<Record<string, number>>): string {
    const c = this.alias();
    const obj = this.object(spec.fields, sel, c, path);
    // bracket parameters are integers the shape validator (or the GraphQL arguments' check) bounded
    const from = typeof spec.table === 'function' ? spec.table(t, params) : spec.table;
    const filtered = spec.param && !this.opts.list && this.opts.params?.includes(spec.param.name);
    const where = filtered ? `(${spec.on(t, c)}) AND (${spec.param!.where(c, paramToken(spec.param!.name))})` : spec.on(t, c);
    if (spec.list) {
      const order = spec.orderBy ? ` ORDER BY ${spec.orderBy(c)}` : '';
      const agg = `json_agg(${obj}${order})`;
      return `(SELECT ${spec.emptyAsNull ? agg : `coalesce(${agg}, '[]'::json)`} FROM ${from} ${c} WHERE ${where})`;
    }
    const first = spec.orderBy ? ` ORDER BY ${spec.orderBy(c)}` : '';
    return `(SELECT ${obj} FROM ${from} ${c} WHERE ${where}${first} LIMIT 1)`;
  }
}

const keys = new WeakMap<Selection, string>();

/** A stable text key of a selection (key order is the selection's own order); memoised per selection object. */
export function selectionKey(sel: Selection): string {
  let k = keys.get(sel);
  if (k === undefined) {
    k = keyOf(sel);
    keys.set(sel, k);
  }
  return k;
}

function keyOf(sel: Selection): string {
  return Object.entries(sel)
    .map(([name, s]) => {
      const params = Object.keys(s.params).length ? `[${Object.entries(s.params).map(([k, v]) => `${k}=${v}`).join(',')}]` : '';
      return `${name}${params}${s.children ? `(${keyOf(s.children)})` : ''}`;
    })
    .join(',');
}

const MAX_CACHED_PLANS = 2_000;
const plans = new Map<string, Projection>();

/**
 * The record projection of a selection for this caller: SQL over alias `t`
 * plus what was withheld. `cacheKey` names the field tree (the resource).
 */
export function projectRecord(cacheKey: string, fields: Record<string, FieldSpec>, sel: Selection, style: KeyStyle, caller: Caller, opts: PlanOptions = {}): Projection {
  const params = opts.params?.length ? [...opts.params].sort() : [];
  const key = `${cacheKey}|${style}|${caller.tier}|${caller.apiVersion}|${opts.list ? 'list' : 'detail'}|${params.join(',')}|${selectionKey(sel)}`;
  let plan = plans.get(key);
  if (!plan) {
    const c = new Compiler(style, caller, { list: opts.list, params });
    // GraphQL selections name the scalar of a scalar-or-expansion field as a field of its own
    plan = { sql: c.object(style === 'graphql' ? graphqlFields(fields) : fields, sel, 't', ''), withheld: c.withheld };
    if (plans.size >= MAX_CACHED_PLANS) plans.delete(plans.keys().next().value as string);
    plans.set(key, plan);
  }
  return plan;
}

/**
 * Bind the detail parameters a finalized statement's plan names: each
 * placeholder becomes the next positional parameter (as text), numbered
 * after `params`; a parameter the plan does not name is not sent (PostgreSQL
 * could not type an unused one).
 */
export function bindPlanParams(text: string, params: unknown[], values: ReadonlyMap<string, string>): { text: string; params: unknown[] } {
  const out = [...params];
  const index = new Map<string, number>();
  const bound = text.replace(/\{\{param:([A-Za-z_][A-Za-z0-9_]*)\}\}/g, (_m, name: string) => {
    let i = index.get(name);
    if (i === undefined) {
      const v = values.get(name);
      if (v === undefined) throw new Error(`plan names detail parameter ${name} the request does not give`);
      out.push(v);
      i = out.length;
      index.set(name, i);
    }
    return `$${i}::text`;
  });
  return { text: bound, params: out };
}
