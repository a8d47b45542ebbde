/**
 * Per-request GraphQL context. Created fresh for every request (Pothos caches
 * per context object, and loaders must never be shared between tenants).
 *
 * The Prisma client is deliberately typed as `unknown` here: putting the
 * generated client type in the context type makes type-checking very slow.
 * Use `prismaOf(ctx)` where the client is needed.
 */
import type { Logger } from './logger.js';
import type { PrismaClient } from './generated/prisma/client.js';

export interface Context {
  requestId: string;
  /** opaque; see prismaOf */
  prisma: unknown;
  logger: Logger;
  /** request start time: "today" for every derived field of this request */
  now: Date;
}

export function prismaOf(ctx: Context): PrismaClient {
  return ctx.prisma as PrismaClient;
}
