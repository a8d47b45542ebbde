/**
 * A GraphQL selection set as a selection tree, the same tree a REST shape
 * gives: field names are mapped back to the REST names, fragments (named and
 * inline) are merged, `@include`/`@skip` are evaluated with the request's
 * variables, aliases and `__typename` need no SQL. The plan compiler then
 * treats both interfaces alike.
 */
import {
  getDirectiveValues, GraphQLIncludeDirective, GraphQLInt, GraphQLSkipDirective, Kind, valueFromAST,
  type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode,
} from 'graphql';
import { validationError } from '../errors.js';
import { camel, graphqlFields, type FieldSpec } from '../resource.js';
import type { Selection } from '../shape/validate.js';

const names = new WeakMap<Record<string, FieldSpec>, Map<string, string>>();

/** camelCase GraphQL name -> REST name of a field tree. */
function restNames(fields: Record<string, FieldSpec>): Map<string, string> {
  let m = names.get(fields);
  if (!m) {
    m = new Map(Object.keys(fields).map((n) => [camel(n), n]));
    names.set(fields, m);
  }
  return m;
}

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function included(node: FieldNode | { directives?: FieldNode['directives'] }, w: Walk): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node as FieldNode, w.variables);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node as FieldNode, w.variables);
  return include?.if !== false;
}

/** The field nodes of a selection set by field name (fragments flattened, directives applied). */
function collect(set: SelectionSetNode | undefined, w: Walk, out = new Map<string, FieldNode[]>(), seen = new Set<string>()): Map<string, FieldNode[]> {
  if (!set) return out;
  for (const s of set.selections) {
    if (!included(s, w)) continue;
    if (s.kind === Kind.FIELD) {
      const list = out.get(s.name.value);
      if (list) list.push(s);
      else out.set(s.name.value, [s]);
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      collect(s.selectionSet, w, out, seen);
    } else if (s.kind === Kind.FRAGMENT_SPREAD) {
      const name = s.name.value;
      if (seen.has(name)) continue;
      seen.add(name);
      collect(w.fragments[name]?.selectionSet, w, out, seen);
    }
  }
  return out;
}

/**
 * The bracket parameters of a field (REST `name[top=10](…)`) from its
 * arguments (`pastPerformance(top: 10)`): the default when absent or null,
 * 400 out of bounds, as the shape validator answers; one field selected
 * twice must give the same values (both read one property of the record).
 */
function bracketParams(spec: FieldSpec, nodes: FieldNode[], w: Walk, name: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, p] of Object.entries(spec.params ?? {})) {
    const arg = camel(k);
    let value: number | undefined;
    for (const n of nodes) {
      const a = n.arguments?.find((x) => x.name.value === arg);
      const v = a ? (valueFromAST(a.value, GraphQLInt, w.variables) as number | null | undefined) : undefined;
      const got = v === undefined || v === null ? p.default : v;
      if (value !== undefined && value !== got) throw validationError(`${camel(name)} is selected with different ${arg} arguments; select it once`);
      value = got;
    }
    if (value === undefined || !Number.isInteger(value) || value < p.min || value > p.max) {
      throw validationError(`${arg} of ${camel(name)} must be an integer from ${p.min} to ${p.max}, got ${value}`);
    }
    out[k] = value;
  }
  return out;
}

function level(nodes: FieldNode[], fields: Record<string, FieldSpec>, w: Walk): Selection {
  const byName = new Map<string, FieldNode[]>();
  for (const n of nodes) collect(n.selectionSet, w, byName);
  const rest = restNames(fields);
  const sel: Selection = {};
  for (const [gqlName, fieldNodes] of byName) {
    const name = rest.get(gqlName);
    if (!name) continue; // __typename and the like
    const spec = fields[name];
    sel[name] = { params: bracketParams(spec, fieldNodes, w, name), children: spec.kind === 'leaf' ? null : level(fieldNodes, spec.fields, w) };
  }
  return sel;
}

/**
 * The selection of records under the resolving root field: `at` walks into
 * the envelope first (['results'] for a list page, [] for a detail field).
 */
export function selectionFromInfo(info: GraphQLResolveInfo, fields: Record<string, FieldSpec>, at: string[]): Selection {
  return selectionFromNodes(info.fieldNodes, info.fragments, info.variableValues, fields, at);
}

/** The same from the root field's nodes, the document's fragments and the coerced variables. */
export function selectionFromNodes(
  fieldNodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  fields: Record<string, FieldSpec>,
  at: string[],
): Selection {
  const w: Walk = { fragments, variables };
  let nodes: FieldNode[] = [...fieldNodes];
  for (const step of at) {
    const next: FieldNode[] = [];
    for (const n of nodes) next.push(...(collect(n.selectionSet, w).get(step) ?? []));
    nodes = next;
  }
  // the GraphQL view: a scalar-or-expansion field's scalar is a field of its own
  return level(nodes, graphqlFields(fields), w);
}
