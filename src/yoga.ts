/** The Yoga instance (no listen). REST executes on the same schema; tests call yoga.fetch(). */
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { schema } from './schema.js';
import type { Context } from './context.js';
import { UPGRADE_URL } from './engine/gating/tiers.js';

export const GRAPHIQL_EXAMPLE = `# Procurement Data Service: every REST list is a typed query here.
# A selection set means exactly what the REST shape parameter means.
query LatestItContracts {
  contracts(filter: { naics: "541511|541512", fiscalYearGte: "2025" }, ordering: "-obligated", limit: 5) {
    count
    next
    results {
      key
      piid
      awardDate
      obligated
      recipient { uei displayName }
      awardingOffice { agencyName officeName }
      setAside { code description }
    }
  }
}
`;

export type ServerContext = Context;

/** Field gates record what they withheld; report it in extensions (REST puts it in meta). */
const upgradeHintsPlugin: Plugin<Context> = {
  onExecute() {
    return {
      onExecuteDone({ args, result, setResult }) {
        const ctx = args.contextValue as Context;
        if (!('data' in result) || (!ctx.upgradeHints?.length && !ctx.versionWithheld?.length)) return;
        const extensions: Record<string, unknown> = { ...(result.extensions ?? {}) };
        if (ctx.upgradeHints.length) {
          extensions.upgradeHints = {
            message: `Some fields need a higher plan and resolved to null: ${ctx.upgradeHints.map((h) => h.field).join(', ')}.`,
            fields: ctx.upgradeHints,
            upgrade_url: UPGRADE_URL,
          };
        }
        if (ctx.versionWithheld.length) extensions.versionWithheld = ctx.versionWithheld;
        setResult({ ...result, extensions });
      },
    };
  },
};

export function createYogaServer(): YogaServerInstance<ServerContext, {}> {
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'Procurement Data Service', defaultQuery: GRAPHIQL_EXAMPLE },
    // errors are masked: clients see a stable message and code, never internals
    maskedErrors: true,
    logging: false,
    plugins: [
      maxAliasesPlugin({ n: 30 }),
      maxTokensPlugin({ n: 5000 }),
      maxDirectivesPlugin({ n: 20 }),
      upgradeHintsPlugin,
    ],
  });
}
