/**
 * The self-service account pages under /account/ and the usage report
 * GET /api/account/usage/ (README "Accounts (self-service)").
 *
 *   GET|POST /account/signup/                 sign up (e-mail, password, optional name)
 *   GET|POST /account/verify/?token=          confirm the e-mail address (link from the verification mail)
 *   POST     /account/verify/resend/          send the verification link again (signed in)
 *   GET|POST /account/login/                  sign in (the session of /o/ too)
 *   POST     /account/logout/                 sign out
 *   GET|POST /account/password/forgot/        ask for a reset link
 *   GET|POST /account/password/reset/?token=  choose a new password through the link
 *   GET|POST /account/invitation/?token=      an operator's invitation: choose the password
 *   GET|POST /account/password/               change the password (signed in)
 *   GET|POST /account/email/                  change the e-mail address (signed in)
 *   GET|POST /account/email/confirm/?token=   confirm the new address (link)
 *   GET      /account/                        the account page: plan, usage, keys, applications, authorisations
 *   POST     /account/keys/                   create a key (shown once)
 *   POST     /account/keys/{id}/revoke/       revoke a key
 *   POST     /account/applications/           register an OAuth2 application (secret shown once)
 *   POST     /account/applications/{id}/rotate/  a new client secret (shown once)
 *   POST     /account/applications/{id}/delete/  delete an application
 *   POST     /account/authorizations/revoke/  revoke an application the account authorised
 *   GET      /account/plans/                  the plans page (upgrade_url), public
 *   GET      /account/assets/copy.js          the copy buttons' script
 *
 * Every POST carries the CSRF token of the signed double-submit scheme of
 * src/oauth/session.ts (403 without it, before anything else is done); the
 * session is the signed cookie of the OAuth2 pages (Path=/, HttpOnly,
 * SameSite=Lax, Secure on https). Bodies are read up to 16 KiB. Responses are
 * never cached and may not be framed; pages send no Referer, so a link's
 * token never leaves in one.
 */
import { Hono, type Context as HonoContext } from 'hono';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { ApiError } from '../engine/errors.js';
import { readBoundedText, OAUTH_MAX_BODY_BYTES } from '../oauth/body.js';
import { csrfToken, csrfValid, endSession, readSession, startSession } from '../oauth/session.js';
import { clientIp } from '../http/ratelimit/middleware.js';
import type { CounterStore } from '../http/ratelimit/store.js';
import { requireAuth } from '../http/auth.js';
import { methodNotAllowed } from '../http/account.js';
import { planLabel } from '../plans.js';
import { loadThrottle, MAX_APPLICATIONS_PER_ACCOUNT, maxKeysFor, signupMode } from './config.js';
import { createMailer, type Mailer } from './mail.js';
import { Throttle } from './throttle.js';
import { AccountService, type Outcome } from './service.js';
import { accountUsage, registerUsageStore } from './usage.js';
import { planCatalogue } from './plans.js';
import * as pages from './pages.js';
import { esc } from '../oauth/pages.js';
import { setResponseHeader } from '../http/headers.js';

export interface AccountsDeps {
  db: Pick<Database, 'prisma'> & Partial<Pick<Database, 'close'>>;
  logger: Logger;
  /** the rate-limit counter store of the app (usage figures and throttles) */
  store: CounterStore;
  /** default: SMTP_URL, else the log (./mail.ts) */
  mailer?: Mailer;
  env?: NodeJS.ProcessEnv;
}

export interface Accounts {
  service: AccountService;
  mailer: Mailer;
  store: CounterStore;
  /** the base address of links: PUBLIC_BASE_URL, else the request's origin */
  baseUrl(requestUrl: string): string;
  clientIp(c: HonoContext): string;
  /** the Hono app of /account/ */
  pages: Hono;
}

type Form = { get(name: string): string; getAll(name: string): string[] };

const NOTICES: Record<string, string> = {
  'key-revoked': 'The key was revoked: it no longer works.',
  'app-deleted': 'The application was deleted: its tokens no longer work.',
  'access-revoked': "The application's access was revoked: its tokens no longer work.",
  'password-changed': 'Your password was changed. Every other session of the account was signed out.',
  'password-set': 'Your password is set and you are signed in. Every other session of the account was signed out.',
  'verification-sent': 'We sent the verification link again.',
  'signed-in': 'You are signed in.',
};

/** Where sign-in may send the browser afterwards: a page of this service's /account/ or its OAuth2 authorization endpoint. */
export function safeNext(next: unknown): string | null {
  if (typeof next !== 'string') return null;
  if (/^\/o\/authorize\/?(\?[^#\\]*)?$/.test(next)) return next;
  if (/^\/account\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_.%-]*)?$/.test(next) && !next.includes('//') && !next.startsWith('/account/logout')) return next;
  return null;
}

export function createAccounts(deps: AccountsDeps): Accounts {
  const env = deps.env ?? process.env;
  const { logger, store } = deps;
  const prisma = deps.db.prisma;
  // a malformed setting stops the service at start, not on the first sign-up
  const signup = signupMode(env);
  const throttleConfig = loadThrottle(env.ACCOUNT_THROTTLE);
  const mailer = deps.mailer ?? createMailer({ logger, env });
  const service = new AccountService({ prisma, logger, mailer, throttle: new Throttle(store), throttleConfig, signup });
  const trustProxy = Number.parseInt(env.TRUST_PROXY ?? '0', 10) || 0;
  const publicBase = env.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  const baseUrl = (requestUrl: string) => publicBase || new URL(requestUrl).origin;
  const ipOf = (c: HonoContext) => clientIp(c, trustProxy);
  registerUsageStore(prisma, store);
  // messages still in flight go out before the database closes (shutdown)
  const db = deps.db;
  if (db.close) {
    const closeDb = db.close.bind(db);
    db.close = async () => {
      await mailer.close().catch(() => undefined);
      await closeDb();
    };
  }

  // every path of this app is under /account (mounted at the root: Hono maps a sub-app's '/' to '/account' only)
  const app = new Hono();
  const headersMiddleware = async (c: HonoContext, next: () => Promise<void>) => {
    await next();
    setResponseHeader(c, 'Cache-Control', 'no-store');
    setResponseHeader(c, 'Pragma', 'no-cache');
    setResponseHeader(c, 'X-Frame-Options', 'DENY');
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'Referrer-Policy', 'no-referrer');
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      setResponseHeader(c, 'Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    }
  };
  app.use('/account', headersMiddleware);
  app.use('/account/*', headersMiddleware);

  const html = (c: HonoContext, body: string, status = 200, headers: Record<string, string> = {}) => c.html(body, status as 200, headers);
  const refused = (c: HonoContext) => html(c, pages.messagePage('Request refused', 'The form has expired or did not come from this site. Go back, reload the page and try again.', { error: true }), 403);
  const throttled = (c: HonoContext, wait: number, what?: string) => html(c, pages.throttledPage(wait, what), 429, { 'Retry-After': String(wait) });

  /** The form of a POST: null when over 16 KiB, unreadable or holding a NUL character (a 400 page). */
  async function formOf(c: HonoContext): Promise<Form | null> {
    const type = c.req.header('content-type') ?? '';
    const params = new URLSearchParams();
    if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
      const body = await readBoundedText(c, OAUTH_MAX_BODY_BYTES);
      if (!body.ok) return null;
      for (const [k, v] of new URLSearchParams(body.text)) {
        if (k.includes('\u0000') || v.includes('\u0000')) return null;
        params.append(k, v);
      }
    }
    return { get: (k) => params.get(k) ?? '', getAll: (k) => params.getAll(k) };
  }

  /** Read the form and check its CSRF token: the form, or the Response to send. */
  async function post(c: HonoContext): Promise<Form | Response> {
    const form = await formOf(c);
    if (!form) return html(c, pages.messagePage('Request refused', `The form could not be read: it is larger than ${OAUTH_MAX_BODY_BYTES} bytes or holds a character that is not allowed.`, { error: true }), 400);
    if (!csrfValid(c, form.get('csrf_token'))) return refused(c);
    return form;
  }

  const current = (c: HonoContext) => service.sessionAccount(readSession(c));
  type Current = NonNullable<Awaited<ReturnType<typeof current>>>;

  /** A signed-in page: the account, or a redirect to sign-in (GET) / a 401 page (POST). */
  async function signedIn(c: HonoContext): Promise<Current | Response> {
    const account = await current(c);
    if (account) return account;
    if (c.req.method === 'GET') {
      const url = new URL(c.req.url);
      return c.redirect(`/account/login/?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
    }
    return html(c, pages.messagePage('Signed out', 'Your session has ended (it expired, you signed out, or the password was changed). Sign in again.', { error: true }), 401);
  }

  /** Register a page path with and without its trailing slash; other methods answer 405. */
  function route(path: string, handlers: { get?: (c: HonoContext) => Promise<Response> | Response; post?: (c: HonoContext) => Promise<Response> }) {
    const allowed = [...(handlers.get ? ['GET', 'HEAD'] : []), ...(handlers.post ? ['POST'] : [])];
    for (const p of new Set([`/account${path}`, `/account${path}`.replace(/\/$/, '')])) {
      if (handlers.get) app.get(p, handlers.get);
      if (handlers.post) app.post(p, handlers.post);
      app.all(p, (c) => html(c, pages.messagePage('Method not allowed', `${c.req.method} is not allowed here; allowed: ${allowed.join(', ')}.`, { error: true }), 405, { Allow: allowed.join(', ') }));
    }
  }

  async function accountPageData(c: HonoContext, account: Current, extra: Partial<pages.AccountPageData> = {}): Promise<pages.AccountPageData> {
    const [usage, keys, apps, authorizations] = await Promise.all([
      accountUsage(store, account),
      service.listKeys(account.id),
      service.listApplications(account.id),
      service.listAuthorizations(account.id),
    ]);
    const done = c.req.query('done');
    return {
      csrf: csrfToken(c),
      account: { email: account.email, name: account.name, tier: account.tier, planLabel: planLabel(account.tier), verified: !!account.email_verified_at, created: account.created },
      usage,
      keys,
      maxKeys: maxKeysFor(account.tier),
      apps,
      maxApps: MAX_APPLICATIONS_PER_ACCOUNT,
      authorizations,
      notice: done && Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined,
      ...extra,
    };
  }

  const fail = (o: Outcome) => (o.kind === 'invalid' ? { field: o.field, message: o.message } : undefined);

  // ------------------------------------------------------------ sign-up and verification

  route('/signup/', {
    get: (c) => html(c, pages.signupPage({ csrf: csrfToken(c), closed: service.signup === 'closed' })),
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const out = await service.signUp({ email: form.get('email'), password: form.get('password'), name: form.get('name') }, ipOf(c), baseUrl(c.req.url));
      switch (out.kind) {
        case 'ok':
          return html(c, pages.signupSentPage(out.email));
        case 'closed':
          return html(c, pages.signupPage({ csrf: csrfToken(c), closed: true }), 403);
        case 'throttled':
          return throttled(c, out.wait, 'sign-ups');
        default:
          return html(c, pages.signupPage({ csrf: csrfToken(c), email: form.get('email'), name: form.get('name'), error: fail(out) }), 400);
      }
    },
  });

  route('/verify/', {
    get: async (c) => {
      const token = c.req.query('token') ?? '';
      const link = await service.peekVerification(token);
      if (!link) return html(c, pages.badLinkPage(), 400);
      return html(c, pages.confirmLinkPage({ csrf: csrfToken(c), token, action: '/account/verify/', title: 'Verify your e-mail address', text: `Confirm that ${link.email} is your address.`, button: 'Verify my address' }));
    },
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const out = await service.verifyEmail(form.get('token'));
      if (out.kind !== 'ok') return html(c, pages.badLinkPage(), 400);
      const signedInNow = (await current(c))?.id === out.accountId;
      return html(c, pages.messagePage('Address verified', signedInNow ? 'Your e-mail address is verified. You can create API keys and applications now.' : 'Your e-mail address is verified. Sign in to create API keys and applications.', { signedIn: signedInNow, csrf: csrfToken(c) }));
    },
  });

  route('/verify/resend/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      const out = await service.resendVerification(account.id, baseUrl(c.req.url));
      if (out.kind === 'throttled') return throttled(c, out.wait, 'e-mails');
      return c.redirect('/account/?done=verification-sent', 303);
    },
  });

  // ------------------------------------------------------------ sign-in and sign-out

  route('/login/', {
    get: async (c) => {
      const next = safeNext(c.req.query('next')) ?? '';
      if (await current(c)) return c.redirect(next || '/account/', 303);
      return html(c, pages.loginPage({ csrf: csrfToken(c), next }));
    },
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const next = safeNext(form.get('next')) ?? '';
      const out = await service.signIn(form.get('email'), form.get('password'), ipOf(c));
      if (out.kind === 'throttled') return throttled(c, out.wait, 'sign-in attempts');
      if (out.kind !== 'ok') return html(c, pages.loginPage({ csrf: csrfToken(c), next, email: form.get('email'), error: 'The e-mail or password is incorrect.' }), 401);
      startSession(c, out.account.id, out.account.generation);
      return c.redirect(next || '/account/', 303);
    },
  });

  route('/logout/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      endSession(c);
      return html(c, pages.messagePage('Signed out', 'You are signed out.'));
    },
  });

  // ------------------------------------------------------------ passwords

  route('/password/forgot/', {
    get: (c) => html(c, pages.forgotPage({ csrf: csrfToken(c) })),
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const out = await service.requestReset(form.get('email'), ipOf(c), baseUrl(c.req.url));
      if (out.kind === 'ok') return html(c, pages.forgotSentPage(out.email));
      if (out.kind === 'throttled') return throttled(c, out.wait, 'requests');
      return html(c, pages.forgotPage({ csrf: csrfToken(c), email: form.get('email'), error: fail(out) }), 400);
    },
  });

  for (const [path, purpose] of [['/password/reset/', 'reset_password'], ['/invitation/', 'invitation']] as const) {
    route(path, {
      get: async (c) => {
        const token = c.req.query('token') ?? '';
        const found = purpose === 'invitation' ? await service.peekInvitation(token) : await service.peekReset(token);
        if (!found) return html(c, pages.badLinkPage(), 400);
        return html(c, pages.setPasswordPage({ csrf: csrfToken(c), token, email: found.email, purpose }));
      },
      post: async (c) => {
        const form = await post(c);
        if (form instanceof Response) return form;
        const token = form.get('token');
        const out = await service.setPasswordWithLink(token, purpose, form.get('password'));
        if (out.kind === 'ok') {
          startSession(c, out.account.id, out.account.generation);
          return c.redirect('/account/?done=password-set', 303);
        }
        if (out.kind === 'invalid') {
          const found = purpose === 'invitation' ? await service.peekInvitation(token) : await service.peekReset(token);
          if (found) return html(c, pages.setPasswordPage({ csrf: csrfToken(c), token, email: found.email, purpose, error: fail(out) }), 400);
        }
        return html(c, pages.badLinkPage(), 400);
      },
    });
  }

  route('/password/', {
    get: async (c) => {
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      return html(c, pages.changePasswordPage({ csrf: csrfToken(c) }));
    },
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      const out = await service.changePassword(account.id, form.get('current_password'), form.get('new_password'), ipOf(c));
      if (out.kind === 'ok') {
        startSession(c, out.account.id, out.account.generation);
        return c.redirect('/account/?done=password-changed', 303);
      }
      if (out.kind === 'throttled') return throttled(c, out.wait, 'password attempts');
      return html(c, pages.changePasswordPage({ csrf: csrfToken(c), error: fail(out) ?? { message: 'The password could not be changed.' } }), out.kind === 'invalid' && out.field === 'current_password' ? 401 : 400);
    },
  });

  // ------------------------------------------------------------ e-mail address

  route('/email/', {
    get: async (c) => {
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      return html(c, pages.changeEmailPage({ csrf: csrfToken(c), current: account.email }));
    },
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      const out = await service.requestEmailChange(account.id, form.get('email'), form.get('current_password'), ipOf(c), baseUrl(c.req.url));
      if (out.kind === 'ok') {
        return html(c, pages.page('Check your e-mail', `<h1>Check your e-mail</h1><p role="status">We sent a link to <strong>${esc(out.email)}</strong>. Your address changes when you follow it; until then it stays <strong>${esc(account.email)}</strong>.</p><p><a href="/account/">Your account</a></p>`, { narrow: true, signedIn: true, csrf: csrfToken(c) }));
      }
      if (out.kind === 'throttled') return throttled(c, out.wait, 'attempts');
      return html(c, pages.changeEmailPage({ csrf: csrfToken(c), current: account.email, email: form.get('email'), error: fail(out) ?? { message: 'The address could not be changed.' } }), out.kind === 'invalid' && out.field === 'current_password' ? 401 : 400);
    },
  });

  route('/email/confirm/', {
    get: async (c) => {
      const token = c.req.query('token') ?? '';
      const link = await service.peekEmailChange(token);
      if (!link) return html(c, pages.badLinkPage(), 400);
      return html(c, pages.confirmLinkPage({ csrf: csrfToken(c), token, action: '/account/email/confirm/', title: 'Confirm your new e-mail address', text: `Make ${link.email} the e-mail address of your account.`, button: 'Confirm the new address' }));
    },
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const out = await service.confirmEmailChange(form.get('token'));
      if (out.kind === 'ok') return html(c, pages.messagePage('Address changed', `Your e-mail address is now ${out.email}. Sign in with it from now on.`));
      if (out.kind === 'invalid') return html(c, pages.messagePage('Address not changed', out.message, { error: true }), 409);
      return html(c, pages.badLinkPage(), 400);
    },
  });

  // ------------------------------------------------------------ the account page, keys, applications

  route('/', {
    get: async (c) => {
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      return html(c, pages.accountPage(await accountPageData(c, account)));
    },
  });

  /** An ApiError of a key or application action, shown in its section of the account page. */
  async function sectionError(c: HonoContext, account: Current, section: 'keys' | 'applications', err: unknown, form?: pages.AccountPageData['form']) {
    if (!(err instanceof ApiError)) throw err;
    const message = String(err.body.error ?? err.body.detail ?? err.message);
    return html(c, pages.accountPage(await accountPageData(c, account, { error: { section, message }, form })), err.status);
  }

  route('/keys/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      const input: Record<string, unknown> = { name: form.get('name') };
      if (form.get('expires_at').trim()) input.expires_at = form.get('expires_at').trim();
      try {
        const key = await service.createKey(account.id, input);
        logger.info({ requestId: c.get('requestId' as never), accountId: account.id, keyId: key.id, keyPrefix: key.prefix, audit: 'account' }, 'api key created');
        return html(
          c,
          pages.secretPage({
            csrf: csrfToken(c),
            title: `Key "${key.name}" created`,
            intro: 'Copy the key now: it is shown only this once. We keep only a digest of it, so it cannot be shown again.',
            items: [{ label: 'API key (send it as the X-API-KEY header)', id: 'new-key', value: key.key, secret: true }],
            after: `<p>Try it: <code>curl -H "X-API-KEY: ${esc(key.key)}" ${esc(baseUrl(c.req.url))}/api/contracts/</code></p>${key.expires_at ? `<p>It expires ${pages.fmtTime(key.expires_at)}.</p>` : ''}`,
          }),
          201,
        );
      } catch (err) {
        return sectionError(c, account, 'keys', err, { keyName: form.get('name'), keyExpires: form.get('expires_at') });
      }
    },
  });

  route('/keys/:id/revoke/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      try {
        await service.revokeKey(account.id, c.req.param('id') ?? '');
        logger.info({ requestId: c.get('requestId' as never), accountId: account.id, keyId: c.req.param('id'), audit: 'account' }, 'api key revoked');
      } catch (err) {
        return sectionError(c, account, 'keys', err);
      }
      return c.redirect('/account/?done=key-revoked#keys', 303);
    },
  });

  route('/applications/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      const uris = form
        .get('redirect_uris')
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter(Boolean);
      const grants = form.getAll('grants');
      const input = { name: form.get('name'), redirect_uris: uris, grants: grants.length ? grants : null };
      try {
        const created = await service.registerApplication(account.id, input);
        logger.info({ requestId: c.get('requestId' as never), accountId: account.id, clientId: created.client_id, grants: created.grants, audit: 'account' }, 'oauth2 application registered');
        return html(
          c,
          pages.secretPage({
            csrf: csrfToken(c),
            title: `Application "${created.name}" registered`,
            intro: 'Copy the client secret now: it is shown only this once. Rotate it from your account page if it is lost.',
            items: [
              { label: 'Client ID', id: 'client-id', value: created.client_id, secret: false },
              { label: 'Client secret', id: 'client-secret', value: created.client_secret, secret: true },
            ],
            after: `<p class="muted">Authorization starts at <code>${esc(baseUrl(c.req.url))}/o/authorize/</code>; tokens come from <code>${esc(baseUrl(c.req.url))}/o/token/</code>. Grants: ${created.grants.map((g) => esc(g)).join(', ')}.</p>`,
          }),
          201,
        );
      } catch (err) {
        return sectionError(c, account, 'applications', err, { appName: form.get('name'), appUris: form.get('redirect_uris'), appGrants: grants });
      }
    },
  });

  route('/applications/:id/rotate/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      try {
        const rotated = await service.rotateSecret(account.id, c.req.param('id') ?? '');
        return html(
          c,
          pages.secretPage({
            csrf: csrfToken(c),
            title: `New secret for "${rotated.name}"`,
            intro: 'The old secret no longer works. Copy the new one now: it is shown only this once. Tokens issued before stay valid until they expire.',
            items: [
              { label: 'Client ID', id: 'client-id', value: rotated.client_id, secret: false },
              { label: 'New client secret', id: 'client-secret', value: rotated.client_secret, secret: true },
            ],
          }),
        );
      } catch (err) {
        return sectionError(c, account, 'applications', err);
      }
    },
  });

  route('/applications/:id/delete/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      try {
        await service.deleteApplication(account.id, c.req.param('id') ?? '');
      } catch (err) {
        return sectionError(c, account, 'applications', err);
      }
      return c.redirect('/account/?done=app-deleted#applications', 303);
    },
  });

  route('/authorizations/revoke/', {
    post: async (c) => {
      const form = await post(c);
      if (form instanceof Response) return form;
      const account = await signedIn(c);
      if (account instanceof Response) return account;
      try {
        await service.revokeAuthorization(account.id, form.get('client_id'));
      } catch (err) {
        return sectionError(c, account, 'applications', err);
      }
      return c.redirect('/account/?done=access-revoked#authorised', 303);
    },
  });

  // ------------------------------------------------------------ public

  route('/plans/', {
    get: async (c) => {
      const account = await current(c);
      return html(c, pages.plansPage(planCatalogue(), { currentTier: account?.tier, signedIn: !!account, csrf: account ? csrfToken(c) : undefined }));
    },
  });

  route('/assets/copy.js', {
    get: (c) => c.body(pages.COPY_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  });

  app.all('/account/*', (c) => html(c, pages.messagePage('Not found', `There is no page at ${c.req.path}.`, { error: true }), 404));

  return { service, mailer, store, baseUrl, clientIp: ipOf, pages: app };
}

/**
 * Mount the account pages at /account/ and the usage report at
 * GET /api/account/usage/ (behind the /api/ authentication and rate limits:
 * 401 without credentials; the report includes the request itself).
 */
export function mountAccounts(app: Hono<any>, deps: AccountsDeps): Accounts {
  const accounts = createAccounts(deps);
  for (const p of ['/api/account/usage/', '/api/account/usage']) {
    app.get(p, async (c) => {
      const principal = requireAuth(c);
      return c.json(await accountUsage(accounts.store, { id: principal.accountId, tier: principal.tier }));
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET']));
  }
  app.route('/', accounts.pages);
  return accounts;
}
