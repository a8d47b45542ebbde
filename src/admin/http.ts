/**
 * Operator API under /admin/ (README, "Operator API and CLI").
 *
 * Every request needs `Authorization: Bearer <ADMIN_TOKEN>`; the token is
 * compared in constant time (SHA-256 digests of both sides, so not even the
 * length leaks). Without ADMIN_TOKEN (or with one shorter than 16 characters)
 * the whole operator API is disabled and answers 503. The same operations are
 * available from the CLI (`npm run admin -- ...`); both call src/admin/service.ts.
 */
import { Hono, type Context as HonoContext } from 'hono';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { ApiError } from '../engine/errors.js';
import { hashToken, safeEqual } from '../auth/secrets.js';
import { readJsonObject } from '../http/body.js';
import * as svc from './service.js';
import { handleIngest } from '../ingest/http.js';
import type { Accounts } from '../account/http.js';

export const MIN_ADMIN_TOKEN_LENGTH = 16;

export interface AdminDeps {
  prisma: PrismaClient;
  logger: Logger;
  /** the configured operator token (read per request; default: process.env.ADMIN_TOKEN) */
  adminToken?: () => string | undefined;
  /** the account pages' services: invitations (POST /admin/accounts/{id}/invitation/) */
  accounts?: Accounts;
}

/** Check the operator token; returns a Response to send when the request may not proceed. */
export function checkAdminToken(configured: string | undefined, authorization: string | undefined): { status: 401 | 503; body: Record<string, unknown> } | null {
  if (!configured) {
    return { status: 503, body: { error: 'The operator API is disabled: set ADMIN_TOKEN to enable /admin/.', code: 'admin_disabled' } };
  }
  if (configured.length < MIN_ADMIN_TOKEN_LENGTH) {
    return {
      status: 503,
      body: { error: `The operator API is disabled: ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters.`, code: 'admin_disabled' },
    };
  }
  const m = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!m) return { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
  // digests have equal length, so the comparison time depends on neither token
  if (!safeEqual(hashToken(m[1].trim()), hashToken(configured))) return { status: 401, body: { detail: 'Invalid admin token.' } };
  return null;
}

export function adminApp(deps: AdminDeps) {
  const { prisma, logger } = deps;
  const tokenOf = deps.adminToken ?? (() => process.env.ADMIN_TOKEN);
  const app = new Hono<{ Variables: { requestId: string } }>();

  app.use('*', async (c, next) => {
    const refusal = checkAdminToken(tokenOf(), c.req.header('authorization'));
    if (refusal) {
      if (refusal.status === 401) c.header('WWW-Authenticate', 'Bearer realm="admin"');
      logger.warn({ requestId: c.get('requestId'), path: c.req.path, status: refusal.status }, 'operator request refused');
      return c.json(refusal.body, refusal.status);
    }
    await next();
  });

  const audit = (c: HonoContext, action: string, fields: Record<string, unknown>) =>
    logger.info({ requestId: c.get('requestId'), audit: 'admin', action, ...fields }, `admin ${action}`);

  /** register a route with and without its trailing slash */
  const route = (method: 'get' | 'post' | 'patch' | 'delete', path: string, handler: (c: HonoContext) => Promise<Response>) => {
    for (const p of [path, path.replace(/\/$/, '')]) app[method](p, handler);
  };

  route('get', '/accounts/', async (c) => {
    const results = await svc.listAccounts(prisma);
    return c.json({ count: results.length, results });
  });
  route('post', '/accounts/', async (c) => {
    const account = await svc.createAccount(prisma, await readJsonObject(c));
    audit(c, 'account.create', { accountId: account.id, tier: account.tier });
    return c.json(account, 201);
  });
  route('get', '/accounts/:id/', async (c) => c.json(await svc.getAccount(prisma, c.req.param('id')!)));
  route('patch', '/accounts/:id/', async (c) => {
    const body = await readJsonObject(c);
    const account = await svc.updateAccount(prisma, c.req.param('id')!, body);
    audit(c, 'account.update', { accountId: account.id, changed: Object.keys(body), tier: account.tier, isActive: account.is_active });
    return c.json(account);
  });

  // an invitation: a single-use link with which the owner of an operator-created account sets its password
  route('post', '/accounts/:id/invitation/', async (c) => {
    if (!deps.accounts) throw new ApiError(404, { error: 'Invitations need the account pages, which this server does not mount.', code: 'not_found' });
    const invitation = await deps.accounts.service.invite(c.req.param('id')!, deps.accounts.baseUrl(c.req.url));
    audit(c, 'account.invite', { accountId: invitation.account_id, expiresAt: invitation.expires_at });
    return c.json(invitation, 201);
  });

  route('get', '/accounts/:id/keys/', async (c) => {
    const results = await svc.listApiKeys(prisma, c.req.param('id')!);
    return c.json({ count: results.length, results });
  });
  route('post', '/accounts/:id/keys/', async (c) => {
    const created = await svc.createApiKey(prisma, c.req.param('id')!, await readJsonObject(c));
    audit(c, 'key.create', { accountId: created.account_id, keyId: created.id, keyPrefix: created.prefix });
    return c.json(created, 201);
  });
  route('patch', '/keys/:id/', async (c) => {
    const body = await readJsonObject(c);
    const key = await svc.updateApiKey(prisma, c.req.param('id')!, body);
    audit(c, 'key.update', { keyId: key.id, keyPrefix: key.prefix, changed: Object.keys(body) });
    return c.json(key);
  });
  route('post', '/keys/:id/expire/', async (c) => {
    const body = await readJsonObject(c);
    const key = await svc.expireApiKey(prisma, c.req.param('id')!, body.at);
    audit(c, 'key.expire', { keyId: key.id, keyPrefix: key.prefix, expiresAt: key.expires_at });
    return c.json(key);
  });
  route('post', '/keys/:id/deactivate/', async (c) => {
    const key = await svc.deactivateApiKey(prisma, c.req.param('id')!);
    audit(c, 'key.deactivate', { keyId: key.id, keyPrefix: key.prefix });
    return c.json(key);
  });

  route('get', '/accounts/:id/storefront-links/', async (c) => {
    const results = await svc.listStorefrontLinks(prisma, c.req.param('id')!);
    return c.json({ count: results.length, results });
  });
  route('post', '/accounts/:id/storefront-links/', async (c) => {
    const link = await svc.linkStorefrontContract(prisma, c.req.param('id')!, await readJsonObject(c));
    audit(c, 'storefront.link', { accountId: c.req.param('id'), contractNumber: link.contract_number, scope: link.scope });
    return c.json(link, 201);
  });
  route('delete', '/accounts/:id/storefront-links/:contract/', async (c) => {
    await svc.unlinkStorefrontContract(prisma, c.req.param('id')!, c.req.param('contract')!, c.req.query('scope'));
    audit(c, 'storefront.unlink', { accountId: c.req.param('id'), contractNumber: c.req.param('contract'), scope: c.req.query('scope') ?? 'account' });
    return c.body(null, 204);
  });

  route('get', '/accounts/:id/oauth-clients/', async (c) => {
    const results = await svc.listOAuthClients(prisma, c.req.param('id')!);
    return c.json({ count: results.length, results });
  });
  route('post', '/accounts/:id/oauth-clients/', async (c) => {
    const client = await svc.registerOAuthClient(prisma, c.req.param('id')!, await readJsonObject(c));
    audit(c, 'oauth_client.register', { accountId: client.account_id, clientId: client.client_id, grants: client.grants });
    return c.json(client, 201);
  });
  route('post', '/oauth-clients/:id/deactivate/', async (c) => {
    const client = await svc.deactivateOAuthClient(prisma, c.req.param('id')!);
    audit(c, 'oauth_client.deactivate', { clientId: client.client_id });
    return c.json(client);
  });

  // ingestion (src/ingest/; README "Ingestion (operator)"): one call is one ingestion cycle
  route('post', '/ingest/:resource/', async (c) => {
    const result = await handleIngest(c, prisma, logger);
    audit(c, 'ingest', { resource: result.resource, cycleId: result.cycle_id, mode: result.mode, partition: result.partition, records: result.records, created: result.created, modified: result.modified, unchanged: result.unchanged, transitions: result.transitions });
    return c.json(result);
  });

  app.all('*', (c) => {
    throw new ApiError(404, { error: `No operator resource at ${c.req.method} ${c.req.path}`, code: 'not_found' });
  });

  return app;
}
