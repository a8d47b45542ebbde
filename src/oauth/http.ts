/**
 * OAuth2 authorization server (RFC 6749 + PKCE, RFC 7636) under /o/, built on
 * @node-oauth/oauth2-server (the protocol is the library's; this file adapts
 * Hono requests to it and renders the owner's pages):
 *
 *   GET  /o/authorize/   validates client_id and redirect_uri (exact match with
 *                        a registered URI; a mismatch is an error page, never
 *                        a redirect), then sends an anonymous browser to the
 *                        sign-in page and a signed-in owner to the consent page
 *   POST /o/authorize/   the consent form (Allow / Deny; CSRF-protected): the
 *                        library issues the code and redirects to redirect_uri
 *   GET|POST /o/login/   sign-in (e-mail + password; CSRF-protected; checked and throttled by the
 *                        account service, src/account/service.ts, like /account/login/)
 *   POST /o/logout/      sign-out
 *   POST /o/token/       token endpoint: authorization_code (with PKCE S256 or
 *                        plain), client_credentials, refresh_token (rotating);
 *                        other grant types are unsupported_grant_type
 *
 * Lifetimes: access token 1 hour, refresh token 30 days, authorization code
 * 10 minutes (single use; a replay revokes what it issued, see model.ts).
 * Tokens are opaque random strings (64 hex); only their SHA-256 digests are
 * stored. Bodies under /o/ are read up to 16 KiB (body.ts); client
 * authentication is decided in client-auth.ts. README, "OAuth2".
 */
import OAuth2Server from '@node-oauth/oauth2-server';
import { Hono, type Context as HonoContext } from 'hono';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import type { Accounts } from '../account/http.js';
import { CODE_REPLAYED, createOAuthModel, IMPLEMENTED_GRANTS, redirectUriAllowed, REFRESH_REPLAYED, type OAuthClientRecord } from './model.js';
import { OAUTH_MAX_BODY_BYTES, readBoundedText } from './body.js';
import { BASIC_CHALLENGE, clientAuthOf } from './client-auth.js';
import { csrfToken, csrfValid, endSession, readSession, startSession } from './session.js';
import { consentPage, errorPage, signedOutPage, signInPage } from './pages.js';
import { setResponseHeader } from '../http/headers.js';

const { Request: OAuthRequest, Response: OAuthResponse, OAuthError, ServerError, UnauthorizedClientError } = OAuth2Server;

export const ACCESS_TOKEN_LIFETIME = 3600;
export const REFRESH_TOKEN_LIFETIME = 30 * 24 * 3600;
export const AUTHORIZATION_CODE_LIFETIME = 600;
/** Largest /o/token/ body read (RFC 6749 requests are a few hundred bytes). */
export const TOKEN_MAX_BODY_BYTES = OAUTH_MAX_BODY_BYTES;

const AUTHORIZE_PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;
type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

function pick(src: Record<string, unknown>): AuthorizeParams {
  const out: AuthorizeParams = {};
  for (const k of AUTHORIZE_PARAMS) {
    const v = Object.hasOwn(src, k) ? src[k] : undefined;
    // a value holding NUL is treated as absent (no client id, URI or state contains one)
    if (typeof v === 'string' && v !== '' && !v.includes('\u0000')) out[k] = v;
  }
  return out;
}

/** Where sign-in may send the browser back to: only this server's authorization endpoint. */
function safeNext(next: unknown): string | null {
  if (typeof next !== 'string') return null;
  return /^\/o\/authorize\/?(\?[^#\\]*)?$/.test(next) ? next : null;
}

function html(c: HonoContext, body: string, status: 200 | 400 | 401 | 403 | 404 | 405 | 500 = 200) {
  return c.html(body, status);
}

/** The form fields of a page POST; null when the body is over the cap or unreadable. */
async function formOf(c: HonoContext): Promise<Record<string, string> | null> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return {};
  const body = await readBoundedText(c);
  if (!body.ok) return null;
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of new URLSearchParams(body.text)) out[k] = v;
  return out;
}

const FORM_TOO_LARGE = `The form is larger than ${OAUTH_MAX_BODY_BYTES} bytes.`;

function errorRedirect(redirectUri: string, error: string, description: string, state?: string): string {
  const u = new URL(redirectUri);
  u.searchParams.set('error', error);
  u.searchParams.set('error_description', description);
  if (state) u.searchParams.set('state', state);
  return u.toString();
}

export function oauthApp({ db, logger, accounts }: { db: Pick<Database, 'prisma'>; logger: Logger; accounts: Accounts }) {
  const prisma = db.prisma;
  const common = {
    accessTokenLifetime: ACCESS_TOKEN_LIFETIME,
    refreshTokenLifetime: REFRESH_TOKEN_LIFETIME,
    authorizationCodeLifetime: AUTHORIZATION_CODE_LIFETIME,
    allowEmptyState: true,
    enablePlainPKCE: true,
    alwaysIssueNewRefreshToken: true,
  };
  const authorizeModel = createOAuthModel(prisma, { requireSecret: false });
  const authorizeServer = new OAuth2Server({ ...common, model: authorizeModel as unknown as OAuth2Server.AuthorizationCodeModel });
  const tokenServer = new OAuth2Server({ ...common, model: createOAuthModel(prisma, { requireSecret: true }) as unknown as OAuth2Server.AuthorizationCodeModel });

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    setResponseHeader(c, 'Cache-Control', 'no-store');
    setResponseHeader(c, 'Pragma', 'no-cache');
    setResponseHeader(c, 'X-Frame-Options', 'DENY');
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'Referrer-Policy', 'no-referrer');
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      setResponseHeader(c, 'Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
    }
  });

  /** client_id and redirect_uri are checked before anything can redirect. */
  async function clientAndRedirect(params: AuthorizeParams): Promise<{ client: OAuthClientRecord; redirectUri: string } | { error: string }> {
    if (!params.client_id) return { error: 'The request has no client_id.' };
    const client = await authorizeModel.getClient(params.client_id, null);
    if (!client) return { error: 'Unknown or inactive client.' };
    if (!client.grants.includes('authorization_code')) return { error: 'This client may not use the authorization-code flow.' };
    if (params.redirect_uri) {
      if (!redirectUriAllowed(client, params.redirect_uri)) return { error: 'The redirect_uri does not match any URI registered for this client.' };
      return { client, redirectUri: params.redirect_uri };
    }
    if (client.redirectUris.length === 1) return { client, redirectUri: client.redirectUris[0] };
    return { error: 'The request has no redirect_uri and the client has several registered.' };
  }

  async function signedInAccount(c: HonoContext) {
    const session = readSession(c);
    if (!session) return null;
    const account = await prisma.account.findUnique({ where: { id: session.accountId }, select: { id: true, email: true, is_active: true, session_generation: true } });
    // a password change raises the generation: every session started before it has ended
    return account?.is_active && account.session_generation === session.generation ? account : null;
  }

  const authorizeGet = async (c: HonoContext) => {
    const params = pick(c.req.query());
    const checked = await clientAndRedirect(params);
    if ('error' in checked) return html(c, errorPage('Authorization request refused', checked.error), 400);
    // with a trusted redirect_uri, request errors go back to the client
    if (params.response_type !== 'code') {
      return c.redirect(errorRedirect(checked.redirectUri, params.response_type ? 'unsupported_response_type' : 'invalid_request', params.response_type ? 'Only response_type=code is supported.' : 'Missing parameter: `response_type`', params.state), 302);
    }
    if (params.scope !== undefined && params.scope.split(/\s+/).some((s) => s !== 'read')) {
      return c.redirect(errorRedirect(checked.redirectUri, 'invalid_scope', 'The only scope is read.', params.state), 302);
    }
    const account = await signedInAccount(c);
    if (!account) {
      const url = new URL(c.req.url);
      return c.redirect(`/o/login/?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    return html(
      c,
      consentPage({ csrf: csrfToken(c), clientName: checked.client.name, accountEmail: account.email, redirectUri: checked.redirectUri, params: { ...params, redirect_uri: checked.redirectUri } }),
    );
  };

  const authorizePost = async (c: HonoContext) => {
    const form = await formOf(c);
    if (!form) return html(c, errorPage('Request refused', FORM_TOO_LARGE), 400);
    if (!csrfValid(c, form.csrf_token)) return html(c, errorPage('Request refused', 'The form has expired or did not come from this site. Go back and try again.'), 403);
    const params = pick(form);
    const checked = await clientAndRedirect(params);
    if ('error' in checked) return html(c, errorPage('Authorization request refused', checked.error), 400);
    const account = await signedInAccount(c);
    if (!account) return html(c, errorPage('Signed out', 'Your sign-in has expired. Start the authorization again.'), 401);
    const decision = form.decision;
    if (decision !== 'allow' && decision !== 'deny') return html(c, errorPage('Authorization request refused', 'Choose Allow or Deny.'), 400);

    const body = { ...params, redirect_uri: checked.redirectUri, allowed: decision === 'allow' ? 'true' : 'false' };
    const request = new OAuthRequest({ method: 'POST', query: {}, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const response = new OAuthResponse();
    try {
      await authorizeServer.authorize(request, response, { authenticateHandler: { handle: () => ({ id: account.id }) } });
      logger.info({ clientId: checked.client.id, accountId: account.id }, 'oauth2 authorization code issued');
    } catch (err) {
      if (!(err instanceof OAuthError) || err instanceof ServerError) {
        logger.error({ err: { message: (err as Error).message } }, 'oauth2 authorization failed');
      }
    }
    const location = response.get('location') as string | undefined;
    if (response.status === 302 && location) return c.redirect(location, 302);
    return html(c, errorPage('Authorization request refused', 'The authorization request is not valid.'), 400);
  };

  const loginGet = (c: HonoContext) => {
    const next = safeNext(c.req.query('next')) ?? '';
    return html(c, signInPage({ csrf: csrfToken(c), next }));
  };

  const loginPost = async (c: HonoContext) => {
    const form = await formOf(c);
    if (!form) return html(c, errorPage('Request refused', FORM_TOO_LARGE), 400);
    const next = safeNext(form.next) ?? '';
    if (!csrfValid(c, form.csrf_token)) return html(c, errorPage('Request refused', 'The form has expired or did not come from this site. Go back and try again.'), 403);
    const outcome = await accounts.service.signIn(form.email ?? '', form.password ?? '', accounts.clientIp(c));
    if (outcome.kind === 'throttled') {
      const minutes = Math.max(1, Math.ceil(outcome.wait / 60));
      return c.html(signInPage({ csrf: csrfToken(c), next, email: form.email, error: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }), 429, { 'Retry-After': String(outcome.wait) });
    }
    if (outcome.kind !== 'ok') {
      logger.info({ reason: 'bad credentials' }, 'oauth2 sign-in refused');
      return html(c, signInPage({ csrf: csrfToken(c), next, email: form.email, error: 'The e-mail or password is incorrect.' }), 401);
    }
    const account = outcome.account;
    startSession(c, account.id, account.generation);
    if (next) return c.redirect(next, 303);
    return html(c, errorPage('Signed in', 'You are signed in. Return to the application that sent you here.'));
  };

  const logoutPost = async (c: HonoContext) => {
    const form = await formOf(c);
    if (!form) return html(c, errorPage('Request refused', FORM_TOO_LARGE), 400);
    if (!csrfValid(c, form.csrf_token)) return html(c, errorPage('Request refused', 'The form has expired or did not come from this site.'), 403);
    endSession(c);
    return html(c, signedOutPage());
  };

  const tokenError = (c: HonoContext, status: 400 | 401, error: string, description: string) =>
    c.json({ error, error_description: description }, status, {
      'Cache-Control': 'no-store',
      ...(status === 401 ? { 'WWW-Authenticate': BASIC_CHALLENGE } : {}),
    });

  /**
   * POST /o/token/. Before the library: the body cap, repeated parameters and
   * client authentication (src/oauth/client-auth.ts); after it: invalid_client
   * after Basic is 401 + challenge, and grant types this server does not
   * implement are unsupported_grant_type.
   */
  const token = async (c: HonoContext) => {
    const read = await readBoundedText(c, TOKEN_MAX_BODY_BYTES);
    if (!read.ok) {
      return tokenError(c, 400, 'invalid_request', read.reason === 'too_large'
        ? `Invalid request: the request body is larger than ${TOKEN_MAX_BODY_BYTES} bytes (${TOKEN_MAX_BODY_BYTES / 1024} KiB)`
        : 'Invalid request: the request body could not be read');
    }
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => (headers[k] = v));
    // the library's content-type check (type-is) wants a body length; the body is read, so give the real one
    delete headers['transfer-encoding'];
    headers['content-length'] = String(read.bytes);
    // a map without a prototype: `constructor` or `__proto__` are parameter names like any other
    const body: Record<string, string> = Object.create(null);
    if (/^application\/x-www-form-urlencoded\b/i.test(headers['content-type'] ?? '')) {
      for (const [k, v] of new URLSearchParams(read.text)) {
        if (k.includes('\u0000') || v.includes('\u0000')) return tokenError(c, 400, 'invalid_request', 'Invalid request: a parameter contains a NUL character');
        if (Object.hasOwn(body, k)) return tokenError(c, 400, 'invalid_request', `Invalid request: parameter \`${k}\` is repeated`);
        body[k] = v;
      }
    }
    const auth = clientAuthOf(headers.authorization, body);
    if ('error' in auth) return tokenError(c, auth.status, auth.error, auth.description);
    // one parser for Basic: the library gets the decoded credentials as form fields, never the header
    delete headers.authorization;
    if (auth.method === 'basic') Object.assign(body, { client_id: auth.clientId, client_secret: auth.clientSecret });

    const request = new OAuthRequest({ method: 'POST', query: {}, headers, body });
    const response = new OAuthResponse();
    try {
      const issued = await tokenServer.token(request, response);
      logger.info({ clientId: (issued.client as { id?: string }).id, accountId: (issued.user as { id?: string }).id, grant: body.grant_type }, 'oauth2 token issued');
      // the library floors the seconds left (3599 after a slow insert); report the lifetime as issued
      const expiresAt = issued.accessTokenExpiresAt;
      if (expiresAt instanceof Date && typeof response.body?.expires_in === 'number') {
        response.body.expires_in = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      }
    } catch (err) {
      if (!(err instanceof OAuthError) || err instanceof ServerError) {
        logger.error({ err: { message: (err as Error).message, stack: (err as Error).stack } }, 'oauth2 token endpoint failed');
        return c.json({ error: 'server_error', error_description: 'Internal server error.' }, 500, { 'Cache-Control': 'no-store' });
      }
      // errors raised before the library's own handling (method, content type) leave the response untouched
      if (!response.body?.error) {
        response.body = { error: err.name, error_description: err.message };
        response.status = err.code;
      }
      // the library knows `password`; this server implements only IMPLEMENTED_GRANTS (clients never hold others, see getClient)
      if (err instanceof UnauthorizedClientError && !(IMPLEMENTED_GRANTS as readonly string[]).includes(body.grant_type)) {
        response.body = { error: 'unsupported_grant_type', error_description: 'Unsupported grant type: `grant_type` is invalid' };
        response.status = 400;
      }
      if (response.body.error === 'invalid_client' && auth.method === 'basic') {
        response.status = 401;
        response.set('WWW-Authenticate', BASIC_CHALLENGE);
      }
      if (response.body.error_description === CODE_REPLAYED || response.body.error_description === REFRESH_REPLAYED) {
        logger.warn({ clientId: body.client_id, grant: body.grant_type }, 'oauth2 replayed grant: tokens revoked');
      }
    }
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(response.headers ?? {})) if (typeof v === 'string') out[k] = v;
    return c.json(response.body, (response.status ?? 200) as 200, out);
  };

  for (const p of ['/authorize', '/authorize/']) {
    app.get(p, authorizeGet);
    app.post(p, authorizePost);
  }
  for (const p of ['/login', '/login/']) {
    app.get(p, loginGet);
    app.post(p, loginPost);
  }
  for (const p of ['/logout', '/logout/']) app.post(p, logoutPost);
  for (const p of ['/token', '/token/']) {
    app.post(p, token);
    app.all(p, (c) => c.json({ error: 'invalid_request', error_description: 'Invalid request: method must be POST' }, 405, { Allow: 'POST' }));
  }
  return app;
}
