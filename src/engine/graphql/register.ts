/**
 * The registry of resources (filled from src/resources/index.ts by
 * src/schema.ts): each declaration becomes its GraphQL surface here, and the
 * REST router, the 501 list of documented-but-unbuilt paths and the fuzz
 * suite read the same entries.
 */
import { GraphQLError } from 'graphql';
import type { ResourceSpec, RestRoute } from '../resource.js';
import { ApiError } from '../errors.js';
import { buildResource, type BuiltResource } from './build.js';
import { codeForStatus } from './error-codes.js';

export type { RestRoute };

export interface Registered extends BuiltResource {
  spec: ResourceSpec;
  routes: RestRoute[];
}

export const registry: Registered[] = [];

/**
 * The one mapping from API errors to GraphQL errors: the REST status and
 * body travel in extensions, so REST and GraphQL agree on every refusal.
 */
export function toGraphQLError(err: unknown): unknown {
  if (err instanceof ApiError) {
    const code = codeForStatus(err.status, err.body.code);
    return new GraphQLError(err.message, { extensions: { code, http: { status: err.status }, body: err.body } });
  }
  return err;
}

async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toGraphQLError(err);
  }
}

export function registerResource(spec: ResourceSpec): Registered {
  const built = buildResource(spec, guard);
  const reg: Registered = { spec, ...built, routes: spec.routes };
  registry.push(reg);
  return reg;
}
