/**
 * Per-request context, for GraphQL and REST alike. Created fresh for every
 * request (Pothos caches per context object; nothing in it is shared between
 * callers).
 *
 * The Prisma client is deliberately typed as `unknown` here: putting the
 * generated client type in the context type makes type-checking very slow.
 * Use `prismaOf(ctx)` where the client is needed.
 */
import type { Logger } from './logger.js';
import type { PrismaClient } from './generated/prisma/client.js';
import type { Tier } from './engine/shape/validate.js';
import type { CountCache, RawQuery } from './engine/query/list.js';
import type { Principal } from './auth/principal.js';
import { COMPLEXITY_LIMITS, type ComplexityLimit } from './engine/gating/tiers.js';

export interface UpgradeHint {
  field: string;
  required_tier: string;
}

export interface Context {
  requestId: string;
  /** opaque; see prismaOf (operator and account paths) */
  prisma: unknown;
  /** raw SQL on the request's database: the read path's one statement per request */
  sql: RawQuery;
  /**
   * A read-only request (REST GET or HEAD, GraphQL's direct path of list and
   * detail queries) with read replicas configured: the read path's statement
   * may go to a replica (src/db/replicas.ts). Resources whose rows depend on
   * the caller's account state (ResourceSpec.visibility) read with `sql`.
   */
  readSql?: RawQuery;
  /**
   * The replicas' read path of this instance (when it has replicas): a
   * GraphQL query that Yoga executes takes it as `readSql` once its
   * operation is known to be a query (src/yoga.ts, replicaReadPlugin);
   * mutations and subscriptions never do.
   */
  replicaSql?: RawQuery;
  /** the instance's count cache (absent: every list counts) */
  counts?: CountCache;
  logger: Logger;
  /** request start time: "today" for every derived field of this request */
  now: Date;
  /** the UTC calendar day of `now` */
  today: Date;
  /** plan tier of the caller ('free' for anonymous callers) */
  tier: Tier;
  /** API version the request is served at */
  apiVersion: string;
  /** fields withheld by tier gates during this request (reported in extensions / meta) */
  upgradeHints: UpgradeHint[];
  /** fields withheld because the pinned API version is too old */
  versionWithheld: { field: string; min_version: string }[];
  /** GraphQL complexity allowance of this request */
  complexityLimit: ComplexityLimit;
  /** the authenticated caller (absent for anonymous requests); see src/auth/principal.ts */
  principal?: Principal;
  /** response headers added by the resources this request read (ResourceSpec.headers; REST and GraphQL send them) */
  responseHeaders?: Record<string, string>;
}

export function prismaOf(ctx: Context): PrismaClient {
  return ctx.prisma as PrismaClient;
}

const noSql: RawQuery = () => Promise.reject(new Error('this context has no database'));

export function makeContext(init: { requestId: string; prisma: unknown; sql?: RawQuery; readSql?: RawQuery; replicaSql?: RawQuery; counts?: CountCache; logger: Logger; tier?: Tier; apiVersion: string; now?: Date; principal?: Principal | null }): Context {
  const now = init.now ?? new Date();
  return {
    requestId: init.requestId,
    prisma: init.prisma,
    sql: init.sql ?? noSql,
    ...(init.readSql ? { readSql: init.readSql } : {}),
    ...(init.replicaSql ? { replicaSql: init.replicaSql } : {}),
    ...(init.counts ? { counts: init.counts } : {}),
    logger: init.logger,
    now,
    today: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    tier: init.tier ?? 'free',
    apiVersion: init.apiVersion,
    upgradeHints: [],
    versionWithheld: [],
    complexityLimit: COMPLEXITY_LIMITS[init.tier ?? 'free'],
    ...(init.principal ? { principal: init.principal } : {}),
    // one object for the whole request (GraphQL copies the context's members, not this object)
    responseHeaders: {},
  };
}
