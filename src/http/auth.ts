/**
 * Authentication middleware for /api/* and /graphql: resolves the caller once
 * per request and stores it as c.get('principal') (null when no credentials
 * were sent). Credentials that are present must be valid on every path, open
 * endpoints included: a bad key or token answers 401 {detail} right here.
 *
 * Routes that need a caller use requireAuth(c) (401 'Authentication
 * credentials were not provided. Send your API key in the X-API-KEY header,
 * …') and requireTier(c, tier) (401, then the documented 403 tier_required
 * body). Every 401 of /api/ and /graphql carries WWW-Authenticate (both
 * schemes, AUTH_CHALLENGE), whoever answered it.
 *
 * Log lines carry only the key id and its public prefix, or the token row id
 * and the OAuth client id: never a key, token or secret.
 */
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { ApiError } from '../engine/errors.js';
import { AUTH_CHALLENGE, AUTH_MESSAGES, resolvePrincipal, type Principal } from '../auth/principal.js';
import { assertTier, type Tier } from '../plans.js';
import type { AuthCache } from '../auth/cache.js';
import { setResponseHeader } from './headers.js';

export type AuthVariables = { principal: Principal | null };

export function authMiddleware(prisma: PrismaClient, logger: Logger, cache?: AuthCache): MiddlewareHandler<{ Variables: AuthVariables & { requestId?: string } }> {
  return async (c, next) => {
    const { principal, error } = await resolvePrincipal(prisma, c.req.raw.headers, new Date(), cache);
    if (error) {
      logger.info({ requestId: c.get('requestId'), path: c.req.path, reason: error.body.detail }, 'authentication refused');
      c.header('WWW-Authenticate', error.challenge);
      return c.json(error.body, 401);
    }
    c.set('principal', principal);
    if (principal) {
      logger.debug(
        {
          requestId: c.get('requestId'),
          accountId: principal.accountId,
          via: principal.via,
          ...(principal.keyId ? { keyId: principal.keyId, keyPrefix: principal.keyPrefix } : {}),
          ...(principal.tokenId ? { tokenId: principal.tokenId, clientId: principal.clientId } : {}),
        },
        'authenticated',
      );
    }
    await next();
    // a 401 from further in (an endpoint or resource that needs a caller) says how to authenticate
    if (c.res.status === 401 && !c.res.headers.has('WWW-Authenticate')) setResponseHeader(c, 'WWW-Authenticate', AUTH_CHALLENGE);
  };
}

/** The caller or null (anonymous). */
export function principalOf(c: HonoContext): Principal | null {
  return (c.get('principal' as never) as Principal | null | undefined) ?? null;
}

/** The caller, or throw 401 {detail: AUTH_MESSAGES.missing} ("Authentication credentials were not provided. Send your API key …"). */
export function requireAuth(c: HonoContext): Principal {
  const p = principalOf(c);
  if (!p) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
  return p;
}

/** The caller on `tier` or above: 401 when anonymous, 403 tier_required when below. */
export function requireTier(c: HonoContext, tier: Tier, what: string): Principal {
  const p = requireAuth(c);
  assertTier(p.tier, tier, what);
  return p;
}
