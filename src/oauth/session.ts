/**
 * Sign-in session and CSRF protection for the OAuth2 pages and the account
 * pages (/account/, src/account/): one session for both.
 *
 * - Session: cookie `pds_session` = base64url(JSON {a: account id, e: expiry,
 *   g: the account's session generation}) + "." + HMAC-SHA256 signature;
 *   HttpOnly, SameSite=Lax, Path=/, Secure on https, valid 12 hours. A
 *   session whose generation is not the account's current one has ended (a
 *   password change raises it: every session of the account ends). The key is SESSION_SECRET, or a random key made
 *   once per process when it is unset (sessions then end with the process and
 *   do not carry across instances: set SESSION_SECRET when running several).
 * - CSRF: signed double-submit token bound to the session. A random
 *   `pds_csrf` cookie (HttpOnly, SameSite=Lax) and, in every POST form, the
 *   hidden field `csrf_token` = HMAC(key, "csrf:" + cookie + ":" + the
 *   signed-in account id, empty when signed out). A POST whose field does not
 *   match its cookie and its session is refused (403). A cross-site page can
 *   neither read the cookie nor compute the field; and a cookie and token pair
 *   someone obtained for their own session and planted in another browser
 *   (from a sibling subdomain, say) is worthless there: it names the wrong
 *   account, or none.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Context as HonoContext } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { safeEqual } from '../auth/secrets.js';

export const SESSION_COOKIE = 'pds_session';
export const CSRF_COOKIE = 'pds_csrf';
export const SESSION_TTL_SECONDS = 12 * 3600;
const COOKIE_PATH = '/';

let processSecret: string | undefined;

/** SESSION_SECRET, or one random secret per process. */
export function sessionSecret(): string {
  const env = process.env.SESSION_SECRET;
  if (env && env.length > 0) return env;
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

function sign(value: string): string {
  return createHmac('sha256', sessionSecret()).update(value).digest('base64url');
}

function secure(c: HonoContext): boolean {
  const base = process.env.PUBLIC_BASE_URL;
  if (base) return base.startsWith('https:');
  return new URL(c.req.url).protocol === 'https:';
}

export interface Session {
  accountId: string;
  expires: number;
  /** account.session_generation when the session started (0 for sessions from before generations) */
  generation: number;
}

export function readSession(c: HonoContext): Session | null {
  const raw = getCookie(c, SESSION_COOKIE);
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const payload = raw.slice(0, dot);
  if (!safeEqual(raw.slice(dot + 1), sign(`session:${payload}`))) return null;
  try {
    const { a, e, g } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; e?: unknown; g?: unknown };
    if (typeof a !== 'string' || typeof e !== 'number' || e * 1000 <= Date.now()) return null;
    return { accountId: a, expires: e, generation: typeof g === 'number' && Number.isInteger(g) ? g : 0 };
  } catch {
    return null;
  }
}

/**
 * The account whose session this answer starts or ends (startSession,
 * endSession), so that forms rendered in the same answer carry a token for
 * the session the browser will hold, not the one it sent.
 */
const sessionSetHere = new WeakMap<HonoContext, string>();

export function startSession(c: HonoContext, accountId: string, generation = 0): void {
  sessionSetHere.set(c, accountId);
  const e = Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS;
  const payload = Buffer.from(JSON.stringify({ a: accountId, e, g: generation }), 'utf8').toString('base64url');
  setCookie(c, SESSION_COOKIE, `${payload}.${sign(`session:${payload}`)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: COOKIE_PATH,
    secure: secure(c),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function endSession(c: HonoContext): void {
  sessionSetHere.set(c, '');
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, secure: secure(c) });
}

/** The CSRF field value for this browser (sets the cookie when it has none). */
export function csrfToken(c: HonoContext): string {
  let cookie = getCookie(c, CSRF_COOKIE);
  if (!cookie || !/^[A-Za-z0-9_-]{43}$/.test(cookie)) {
    cookie = randomBytes(32).toString('base64url');
    setCookie(c, CSRF_COOKIE, cookie, { httpOnly: true, sameSite: 'Lax', path: COOKIE_PATH, secure: secure(c) });
  }
  return sign(`csrf:${cookie}:${sessionSetHere.get(c) ?? readSession(c)?.accountId ?? ''}`);
}

/** Whether a POSTed field is the token of this browser's CSRF cookie and of the session it sent. */
export function csrfValid(c: HonoContext, field: unknown): boolean {
  const cookie = getCookie(c, CSRF_COOKIE);
  if (!cookie || typeof field !== 'string' || !field) return false;
  return safeEqual(field, sign(`csrf:${cookie}:${readSession(c)?.accountId ?? ''}`));
}
