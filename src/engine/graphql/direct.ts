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
  document: DocumentNode;
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
  return out.length ? { document, operation, fragments, roots: out } : null;
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
export const directStats = { served: 0, declined: 0, raw: 0 };

export interface DirectOptions {
  /** the response extensions of a request (upgrade hints), or null: the same builder Yoga's plugin uses */
  extensions(ctx: Context): Record<string, unknown> | null;
  /** variables nested too deep for the service (Yoga's nesting limit refuses them) */
  variablesTooDeep(variables: unknown): boolean;
}

/** One root field's value: an object (through Yoga) or JSON text (answered before Yoga). */
type Mode = 'object' | 'text';

const MAX_KNOWN_DOCUMENTS = 1_000;
const MAX_KNOWN_DOCUMENT_LENGTH = 20_000;

/**
 * Direct execution, in two places:
 *  - plugin(): inside Yoga, for any qualifying document: replaces execution;
 *  - answer(): before Yoga, for a JSON POST whose query text Yoga has
 *    already parsed, validated and executed directly (so it passed every
 *    document-level limit): the request skips Yoga's request handling too,
 *    and PostgreSQL's JSON text goes into the response as it is, as REST
 *    does. The variables-level checks (coercion, nesting, complexity) run
 *    on every request; anything else falls back to Yoga.
 */
export class DirectExecutor {
  private readonly roots = new Map<string, { reg: Registered; kind: 'list' | 'detail' }>();
  private readonly plans = new WeakMap<DocumentNode, DirectPlan | null>();
  /** query text -> plan, for documents Yoga has validated (insertion order = age) */
  private readonly known = new Map<string, DirectPlan>();

  constructor(
    private readonly schema: GraphQLSchema,
    registry: Registered[],
    private readonly opts: DirectOptions,
  ) {
    for (const reg of registry) {
      if (reg.listField) this.roots.set(reg.listField, { reg, kind: 'list' });
      this.roots.set(reg.detailField, { reg, kind: 'detail' });
    }
  }

  private planFor(document: DocumentNode): DirectPlan | null {
    let plan = this.plans.get(document);
    if (plan === undefined) {
      plan = planDocument(this.schema, this.roots, document);
      this.plans.set(document, plan);
    }
    return plan;
  }

  /** Root field values in selection order, or null when graphql-js must answer. */
  private async run(plan: DirectPlan, document: DocumentNode, rawVariables: Record<string, unknown>, ctx: Context, mode: Mode): Promise<unknown[] | null> {
    const coerced = getVariableValues(this.schema, plan.operation.variableDefinitions ?? [], rawVariables);
    if (coerced.errors) return null;
    const variables = coerced.coerced;
    if (!withinAllowance(this.schema, document, rawVariables, ctx)) return null;
    try {
      // a query's root fields run concurrently, as in graphql-js; the response keeps the selection order
      return await Promise.all(
        plan.roots.map(async (r) => {
          const argValues = getArgumentValues(r.field, r.nodes[0], variables);
          if (r.kind === 'detail') {
            const sel = selectionFromNodes(r.nodes, plan.fragments, variables, r.reg.spec.fields, []);
            if (mode === 'object') return r.reg.detail(argValues, sel, ctx);
            return (await r.reg.detailText(argValues, sel, ctx)) ?? 'null';
          }
          const sel = selectionFromNodes(r.nodes, plan.fragments, variables, r.reg.spec.fields, ['results']);
          if (mode === 'object') {
            const page = (await r.reg.list(argValues as ListArgs, sel, ctx)) as unknown as Record<string, unknown>;
            const out: Record<string, unknown> = {};
            for (const k of r.pageKeys) out[k] = page[k];
            return out;
          }
          const page = (await r.reg.listPage(argValues as ListArgs, sel, ctx)) as unknown as Record<string, unknown> & { rows: string[] };
          return `{${r.pageKeys.map((k) => `${JSON.stringify(k)}:${k === 'results' ? `[${page.rows.join(',')}]` : JSON.stringify(page[k])}`).join(',')}}`;
        }),
      );
    } catch {
      return null;
    }
  }

  private remember(query: string, plan: DirectPlan): void {
    if (query.length > MAX_KNOWN_DOCUMENT_LENGTH || this.known.has(query)) return;
    if (this.known.size >= MAX_KNOWN_DOCUMENTS) this.known.delete(this.known.keys().next().value as string);
    this.known.set(query, plan);
  }

  /** The Yoga plugin (runs last, so the other plugins' onExecuteDone hooks see its results). */
  plugin(): Plugin<Context> {
    return {
      onExecute: ({ args, executeFn, setExecuteFn }) => {
        const plan = this.planFor(args.document);
        if (!plan || (args.operationName && args.operationName !== plan.operation.name?.value)) return;
        setExecuteFn(async (a: ExecutionArgs) => {
          const ctx = a.contextValue as Context & { params?: { query?: unknown } };
          const values = await this.run(plan, a.document, (a.variableValues ?? {}) as Record<string, unknown>, ctx, 'object');
          if (values) {
            directStats.served++;
            const query = ctx.params?.query;
            // validated, within every document limit, and answerable directly: later requests may skip Yoga
            if (typeof query === 'string') this.remember(query, plan);
            const data: Record<string, unknown> = {};
            plan.roots.forEach((r, i) => (data[r.responseKey] = values[i]));
            return { data } as ExecutionResult;
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

  /**
   * Answer a JSON POST body before Yoga when its document is known: the
   * response text and the operation answered (for the metrics), or null to
   * hand the request to Yoga.
   */
  async answer(body: string, ctx: Context): Promise<{ text: string; operation: { type: string; name: string | undefined } } | null> {
    let params: unknown;
    try {
      params = JSON.parse(body);
    } catch {
      return null;
    }
    if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
    const { query, variables, operationName, extensions, ...rest } = params as Record<string, unknown>;
    if (typeof query !== 'string' || Object.keys(rest).length) return null;
    const plan = this.known.get(query);
    if (!plan) return null;
    if (operationName !== undefined && operationName !== null && operationName !== plan.operation.name?.value) return null;
    if (extensions !== undefined && extensions !== null && !(typeof extensions === 'object' && !Array.isArray(extensions) && Object.keys(extensions).length === 0)) return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    if (variables && this.opts.variablesTooDeep(variables)) return null;
    const document = plan.document;
    const values = await this.run(plan, document, (variables ?? {}) as Record<string, unknown>, ctx, 'text');
    if (!values) {
      ctx.upgradeHints.length = 0;
      ctx.versionWithheld.length = 0;
      return null;
    }
    directStats.raw++;
    const data = `{${plan.roots.map((r, i) => `${JSON.stringify(r.responseKey)}:${values[i] as string}`).join(',')}}`;
    const ext = this.opts.extensions(ctx);
    return {
      text: `{"data":${data}${ext ? `,"extensions":${JSON.stringify(ext)}` : ''}}`,
      operation: { type: plan.operation.operation, name: plan.operation.name?.value },
    };
  }
}

/**
 * The media type Yoga would answer a JSON POST with, when the direct answer
 * can give it too: application/json when the request accepts only that or
 * anything (or says nothing), application/graphql-response+json when that is
 * all it accepts; null for any other Content-Type or Accept, including lists
 * that mix the two (Yoga decides those).
 */
export function directMediaType(contentType: string | undefined, accept: string | undefined): string | null {
  if (!contentType || !/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(contentType)) return null;
  const types = new Set<string>();
  for (const t of (accept ?? '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = t.split(';');
    if (params.some((p) => p !== 'charset=utf-8')) return null;
    types.add(type === '*/*' ? 'application/json' : type);
  }
  if (types.size !== 1) return null;
  const [only] = types;
  return only === 'application/json' || only === 'application/graphql-response+json' ? only : null;
}
