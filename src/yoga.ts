/** The Yoga instance (no listen). REST and tests call yoga.fetch(). */
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { schema } from './schema.js';
import type { Context } from './context.js';

export const GRAPHIQL_EXAMPLE = `# Procurement Data Service: every REST list is a typed query here.
query Example {
  version {
    apiVersion
    supportedVersions
  }
  naics(code: "541511") {
    code
    description
  }
}
`;

export type ServerContext = Context;

export function createYogaServer(): YogaServerInstance<ServerContext, {}> {
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'Procurement Data Service', defaultQuery: GRAPHIQL_EXAMPLE },
    // errors are masked: clients see a stable message and code, never internals
    maskedErrors: true,
    logging: false,
  });
}
