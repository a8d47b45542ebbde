/** The Yoga instance (no listen). REST executes on the same schema; tests call yoga.fetch(). */
import { errorCodesPlugin } from './engine/graphql/error-codes.js';
import { GraphQLError, getOperationAST, Lexer, Source, TokenKind } from 'graphql';
import { createGraphQLError, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { schema } from './schema.js';
import type { Context } from './context.js';
import { UPGRADE_URL } from './engine/gating/tiers.js';
import type { DirectExecutor } from './engine/graphql/direct.js';
import { graphqlMetricsPlugins } from './http/metrics.js';
import { graphiqlOptionsFor, renderGraphiQLPage } from './graphiql/page.js';

export type ServerContext = Context;

/** The logging surface Yoga accepts (pino's methods, bound). */
export interface YogaLogger {
  debug: (...args: unknown[]) => void;
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/** Field gates record what they withheld; report it in extensions (REST puts it in meta). */
/** The response extensions for what this request withheld (upgrade hints, version gates), or null. */
export function withheldExtensions(ctx: Context): Record<string, unknown> | null {
  if (!ctx.upgradeHints?.length && !ctx.versionWithheld?.length) return null;
  const extensions: Record<string, unknown> = {};
  if (ctx.upgradeHints.length) {
    extensions.upgradeHints = {
      message: `Some fields need a higher plan and resolved to null: ${ctx.upgradeHints.map((h) => h.field).join(', ')}.`,
      fields: ctx.upgradeHints,
      upgrade_url: UPGRADE_URL,
    };
  }
  if (ctx.versionWithheld.length) extensions.versionWithheld = ctx.versionWithheld;
  return extensions;
}

const upgradeHintsPlugin: Plugin<Context> = {
  onExecute() {
    return {
      onExecuteDone({ args, result, setResult }) {
        const ctx = args.contextValue as Context;
        if (!('data' in result)) return;
        const withheld = withheldExtensions(ctx);
        if (withheld) setResult({ ...result, extensions: { ...(result.extensions ?? {}), ...withheld } });
      },
    };
  },
};

/** Deepest bracket nesting ({, [, ( together) a document may have, and deepest variables JSON. */
export const MAX_DOCUMENT_NESTING = 100;
export const MAX_VARIABLES_DEPTH = 100;

/**
 * Deepest nesting of {, [ and ( in a GraphQL document. graphql-js's lexer is
 * iterative, so counting its tokens is safe on any input and reads strings,
 * block strings (with their escapes) and comments exactly as the parser will.
 * A document the lexer refuses reports 0: the parser then answers its syntax
 * error.
 */
export function documentNesting(text: string): number {
  const lexer = new Lexer(new Source(text));
  let depth = 0;
  let max = 0;
  try {
    for (let tok = lexer.advance(); tok.kind !== TokenKind.EOF; tok = lexer.advance()) {
      if (tok.kind === TokenKind.BRACE_L || tok.kind === TokenKind.BRACKET_L || tok.kind === TokenKind.PAREN_L) {
        if (++depth > max) max = depth;
      } else if (tok.kind === TokenKind.BRACE_R || tok.kind === TokenKind.BRACKET_R || tok.kind === TokenKind.PAREN_R) {
        depth--;
      }
    }
  } catch {
    return max;
  }
  return max;
}

/** Deepest nesting of a JSON value (iterative: a hostile value cannot overflow the stack here). */
export function jsonDepth(value: unknown, limit: number): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (d > max) max = d;
    if (max > limit) return max;
    if (v && typeof v === 'object') for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/**
 * Hostile documents are refused before parsing (graphql-js parses and
 * coerces recursively; ~2,000 nested literals would overflow the stack):
 * more than MAX_DOCUMENT_NESTING nested brackets, or variables nested deeper
 * than MAX_VARIABLES_DEPTH, answer 400 QUERY_TOO_COMPLEX.
 */
const nestingLimitPlugin: Plugin<Context> = {
  onParams({ params }) {
    const tooDeep = (what: string, limit: number) =>
      createGraphQLError(`${what} is nested more than ${limit} levels deep`, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
    if (typeof params.query === 'string' && documentNesting(params.query) > MAX_DOCUMENT_NESTING) throw tooDeep('the document', MAX_DOCUMENT_NESTING);
    if (params.variables && jsonDepth(params.variables, MAX_VARIABLES_DEPTH) > MAX_VARIABLES_DEPTH) throw tooDeep('variables', MAX_VARIABLES_DEPTH);
    if (params.extensions && jsonDepth(params.extensions, MAX_VARIABLES_DEPTH) > MAX_VARIABLES_DEPTH) throw tooDeep('extensions', MAX_VARIABLES_DEPTH);
  },
};

/** An error the service did not mean to raise: its innermost cause is not a GraphQLError. */
function isUnexpected(err: GraphQLError): boolean {
  let e: unknown = err;
  while (e instanceof GraphQLError) {
    if (!e.originalError) return false;
    e = e.originalError;
  }
  return true;
}

/**
 * Unexpected failures during execution are logged at error level with the
 * request id (message and stack: never arguments or variables, which may
 * hold anything), and the client gets a masked error carrying that request
 * id and HTTP status 500, as REST answers the same failure.
 */
const failureLogPlugin: Plugin<Context> = {
  onExecute() {
    return {
      onExecuteDone({ args, result, setResult }) {
        if (!('errors' in result) || !result.errors?.length || !result.errors.some(isUnexpected)) return;
        const ctx = args.contextValue as Context;
        const errors = result.errors.map((e) => {
          if (!isUnexpected(e)) return e;
          const cause = (e.originalError ?? e) as Error;
          ctx.logger.error({ requestId: ctx.requestId, path: e.path?.join('.'), err: { name: cause.name, message: cause.message, stack: cause.stack } }, 'graphql execution failed');
          return new GraphQLError('Unexpected error. The request id identifies this failure in the service logs.', {
            nodes: e.nodes,
            path: e.path,
            extensions: { code: 'INTERNAL_SERVER_ERROR', request_id: ctx.requestId, http: { status: 500 } },
          });
        });
        setResult({ ...result, errors });
      },
    };
  },
};

/**
 * Read replicas (docs/scaling.md): a query operation Yoga executes reads
 * its resources from a replica, as the direct path and REST GETs do; a
 * mutation never does (its reads stay with its writes on the primary).
 * Resources whose rows depend on the caller still read on the primary
 * (src/engine/plan/run.ts, reader()).
 */
const replicaReadPlugin: Plugin<Context> = {
  onExecute({ args }) {
    const ctx = args.contextValue as Context;
    if (!ctx.replicaSql) return;
    if (getOperationAST(args.document, args.operationName)?.operation === 'query') ctx.readSql = ctx.replicaSql;
    else delete ctx.readSql;
  },
};

/** Without `direct` every query runs through graphql-js (the parity tests compare both). */
export function createYogaServer(logger?: YogaLogger, opts: { direct?: DirectExecutor | null } = {}): YogaServerInstance<ServerContext, {}> {
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // self-hosted GraphiQL: the page and its assets come from this service, never a CDN (src/graphiql/page.ts)
    graphiql: graphiqlOptionsFor,
    renderGraphiQL: renderGraphiQLPage,
    // errors are masked: clients see a stable message and code, never internals
    maskedErrors: true,
    // Yoga logs what it masks outside execution; execution failures are logged with the request id above
    logging: logger ?? false,
    // one CORS policy for the whole service lives in src/app.ts (no credentials, any origin)
    cors: false,
    plugins: [
      // first: Prometheus phase timings and the operation counts (src/http/metrics.ts) see every other plugin's work
      ...(graphqlMetricsPlugins() as Plugin<Context>[]),
      nestingLimitPlugin,
      failureLogPlugin,
      replicaReadPlugin,
      maxAliasesPlugin({ n: 30 }),
      maxTokensPlugin({ n: 5000 }),
      maxDirectivesPlugin({ n: 20 }),
      upgradeHintsPlugin,
      // one set of error codes (src/engine/graphql/error-codes.ts)
      errorCodesPlugin,
      // last: the hooks above see its results (src/engine/graphql/direct.ts)
      ...(opts.direct ? [opts.direct.plugin()] : []),
    ],
  });
}
