/**
 * Direct execution of resource queries (issue 8): a query whose root fields
 * are all resource lists and details skips graphql-js's field-by-field
 * execution. The root resolvers' own work (plan, one SQL statement per root
 * field) runs here and the response object is assembled from PostgreSQL's
 * JSON in the order and under the names graphql-js would give, so the answer
 * is the same, byte for byte after serialisation (a parity test holds both
 * paths to it).
 *
 * Everything before execution stays Yoga's: parsing and validation (cached),
 * the armour limits, the nesting limit, authentication, rate limits; after
 * it, the upgrade hints and failure logging (this plugin runs last, so the
 * others' onExecuteDone hooks see its result).
 *
 * A document qualifies when it holds one query operation, no directives
 * anywhere, no aliases or `__` fields below the root fields, and only
 * registered resource fields at the root (aliases there are fine). The
 * verdict is cached per parsed document (Yoga's parser cache hands back the
 * same object for the same text). Everything else, and every request on
 * which anything goes wrong (variables that do not coerce, a complexity over
 * the caller's allowance, an API error such as a bad filter), runs through
 * graphql-js as before, which then answers exactly as it always has.
 */
import {
  getArgumentValues, getVariableValues, Kind, visit, BREAK,
  type DocumentNode, type ExecutionArgs, type ExecutionResult, type FieldNode, type FragmentDefinitionNode,
  type GraphQLField, type GraphQLObjectType, type GraphQLSchema, type OperationDefinitionNode,
} from 'graphql';
import { collectFields } from '@graphql-tools/utils';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../../context.js';
import { selectionFromNodes } from '../plan/graphql-selection.js';
import type { ListArgs } from './build.js';
import type { Registered } from './register.js';

/** The envelope fields of a page, in declaration order. */
const PAGE_FIELDS = new Set(['count', 'next', 'previous', 'cursor', 'page', 'limit', 'results']);

interface RootField {
  responseKey: string;
  nodes: FieldNode[];
  field: GraphQLField<unknown, unknown>;
  reg: Registered;
  kind: 'list' | 'detail';
  /** list only: the page fields selected, in response order */
  pageKeys: string[];
}

interface DirectPlan {
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  roots: RootField[];
}

/** Does anything in the document make direct execution unsafe (directives, nested aliases, __ fields)? */
function unsupported(document: DocumentNode): boolean {
  let bad = false;
  let depth = 0;
  visit(document, {
    Directive() {
      bad = true;
      return BREAK;
    },
    OperationDefinition: {
      enter() {
        depth = 0;
      },
    },
    SelectionSet: {
      enter() {
        depth++;
      },
      leave() {
        depth--;
      },
    },
    FragmentDefinition() {
      // fragments are only allowed below the root: their fields count as nested
      depth = 1;
    },
    Field(node) {
      if (node.name.value.startsWith('__') || (node.alias && depth > 1)) {
        bad = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return bad;
}

function planDocument(schema: GraphQLSchema, roots: Map<string, { reg: Registered; kind: 'list' | 'detail' }>, document: DocumentNode): DirectPlan | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0].operation !== 'query') return null;
  if (unsupported(document)) return null;
  const operation = operations[0];
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  const query = schema.getQueryType();
  if (!query) return null;
  // no directives: collecting needs no variables
  const { fields } = collectFields(schema, fragments, {}, query, operation.selectionSet);
  const out: RootField[] = [];
  for (const [responseKey, nodes] of fields) {
    const name = nodes[0].name.value;
    const root = roots.get(name);
    const field = query.getFields()[name];
    if (!root || !field) return null;
    let pageKeys: string[] = [];
    if (root.kind === 'list') {
      const pageType = schema.getType(`${root.reg.spec.typeName}Page`) as GraphQLObjectType | undefined;
      if (!pageType) return null;
      const page = new Map<string, FieldNode[]>();
      for (const n of nodes) {
        if (!n.selectionSet) return null;
        for (const [k, v] of collectFields(schema, fragments, {}, pageType, n.selectionSet).fields) page.set(k, [...(page.get(k) ?? []), ...v]);
      }
      pageKeys = [...page.keys()];
      if (pageKeys.some((k) => !PAGE_FIELDS.has(k))) return null;
    }
    out.push({ responseKey, nodes, field, reg: root.reg, kind: root.kind, pageKeys });
  }
  return out.length ? { operation, fragments, roots: out } : null;
}

/** Within the caller's complexity allowance (the same calculation the complexity plugin makes)? */
function withinAllowance(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, ctx: Context): boolean {
  const max = ctx.complexityLimit;
  if (!max) return true;
  let c: { complexity: number; depth: number; breadth: number };
  try {
    c = complexityFromQuery(document, { schema, variables, ctx });
  } catch {
    return false;
  }
  return c.complexity <= max.complexity && c.depth <= max.depth && c.breadth <= max.breadth;
}

/** How many operations were answered directly and how many were left to graphql-js (tests, diagnostics). */
export const directStats = { served: 0, declined: 0 };

export function directExecutionPlugin(schema: GraphQLSchema, registry: Registered[]): Plugin<Context> {
  const roots = new Map<string, { reg: Registered; kind: 'list' | 'detail' }>();
  for (const reg of registry) {
    roots.set(reg.listField, { reg, kind: 'list' });
    roots.set(reg.detailField, { reg, kind: 'detail' });
  }
  const plans = new WeakMap<DocumentNode, DirectPlan | null>();

  const run = async (plan: DirectPlan, args: ExecutionArgs, ctx: Context): Promise<ExecutionResult | null> => {
    const coerced = getVariableValues(schema, plan.operation.variableDefinitions ?? [], (args.variableValues ?? {}) as Record<string, unknown>);
    if (coerced.errors) return null;
    const variables = coerced.coerced;
    if (!withinAllowance(schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, ctx)) return null;
    const data: Record<string, unknown> = {};
    try {
      // a query's root fields run concurrently, as in graphql-js; the response keeps the selection order
      const values = await Promise.all(
        plan.roots.map(async (r) => {
          const argValues = getArgumentValues(r.field, r.nodes[0], variables);
          if (r.kind === 'detail') return r.reg.detail(argValues, selectionFromNodes(r.nodes, plan.fragments, variables, r.reg.spec.fields, []), ctx);
          const page = (await r.reg.list(argValues as ListArgs, selectionFromNodes(r.nodes, plan.fragments, variables, r.reg.spec.fields, ['results']), ctx)) as unknown as Record<string, unknown>;
          const out: Record<string, unknown> = {};
          for (const k of r.pageKeys) out[k] = page[k];
          return out;
        }),
      );
      plan.roots.forEach((r, i) => (data[r.responseKey] = values[i]));
    } catch {
      return null;
    }
    return { data };
  };

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      let plan = plans.get(args.document);
      if (plan === undefined) {
        plan = planDocument(schema, roots, args.document);
        plans.set(args.document, plan);
      }
      if (!plan || (args.operationName && args.operationName !== plan.operation.name?.value)) return;
      const direct = plan;
      setExecuteFn(async (a: ExecutionArgs) => {
        const ctx = a.contextValue as Context;
        const result = await run(direct, a, ctx);
        if (result) {
          directStats.served++;
          return result;
        }
        directStats.declined++;
        // anything unusual: graphql-js answers, exactly as before (hints recorded so far are dropped)
        ctx.upgradeHints.length = 0;
        ctx.versionWithheld.length = 0;
        return executeFn(a);
      });
    },
  };
}
