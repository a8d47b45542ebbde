/**
 * The account-facing API (document 1, Authentication): an account manages its
 * own API keys. Authenticated by the account's own key or OAuth2 token; 401
 * otherwise. The full key is returned once, by POST; lists show only the
 * public prefix. Another account's key id answers 404 (no hint it exists).
 *
 *   GET    /api/account/             the caller's account, plan, alert allowance and quotas
 *   GET    /api/account/keys/        keys that are not revoked
 *   POST   /api/account/keys/        {name, expires_at?} -> 201 with `key` (shown once); the account's
 *                                     e-mail must be verified and its plan's key maximum is kept
 *                                     (src/account/service.ts createKey)
 *   DELETE /api/account/keys/{id}/   revoke -> 204
 */
import type { Context as HonoContext, Hono } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import * as svc from '../admin/service.js';
import { requireAuth } from './auth.js';
import { readJsonObject } from './body.js';
import type { AccountService } from '../account/service.js';

export function methodNotAllowed(c: HonoContext, allowed: string[]) {
  c.header('Allow', allowed.join(', '));
  return c.json({ error: `Method ${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed.join(', ')}.`, code: 'method_not_allowed' }, 405);
}

/** Mount the account API on the main app (paths with and without the trailing slash). */
export function mountAccountApi(app: Hono<any>, deps: { prisma: PrismaClient; logger: Logger; accounts?: AccountService }): void {
  const { prisma, logger, accounts } = deps;
  const both = (path: string) => [`/api/account${path}`, `/api/account${path}`.replace(/\/$/, '')];

  for (const p of both('/')) {
    app.get(p, async (c) => {
      const principal = requireAuth(c);
      return c.json(await svc.getAccount(prisma, principal.accountId));
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET']));
  }
  for (const p of both('/keys/')) {
    app.get(p, async (c) => {
      const principal = requireAuth(c);
      const results = await svc.listApiKeys(prisma, principal.accountId, { includeRevoked: false });
      return c.json({ count: results.length, next: null, previous: null, results: results.map(({ account_id: _a, revoked_at: _r, ...k }) => k) });
    });
    app.post(p, async (c) => {
      const principal = requireAuth(c);
      const input = await readJsonObject(c);
      const created = accounts ? await accounts.createKey(principal.accountId, input) : await svc.createApiKey(prisma, principal.accountId, input);
      logger.info({ requestId: c.get('requestId'), accountId: principal.accountId, keyId: created.id, keyPrefix: created.prefix }, 'api key created');
      const { account_id: _a, revoked_at: _r, ...body } = created;
      return c.json(body, 201);
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'POST']));
  }
  for (const p of both('/keys/:id/')) {
    app.delete(p, async (c) => {
      const principal = requireAuth(c);
      await svc.revokeApiKey(prisma, principal.accountId, c.req.param('id')!);
      logger.info({ requestId: c.get('requestId'), accountId: principal.accountId, keyId: c.req.param('id') }, 'api key revoked');
      return c.body(null, 204);
    });
    app.all(p, (c) => methodNotAllowed(c, ['DELETE']));
  }
}
