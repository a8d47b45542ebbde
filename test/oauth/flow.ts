/** Helpers for OAuth2 tests: a cookie jar, form posts, PKCE pairs, the in-process sign-in + consent flow. */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';

export const CLIENT = { id: 'demo-client', secret: 'demo-client-secret', redirect: 'http://127.0.0.1:8765/callback' };
export const OWNER = { email: 'medium@demo.procurement.example', password: 'demo-medium-password' };

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response): void {
    for (const sc of res.headers.getSetCookie()) {
      const [pair, ...attrs] = sc.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  /** set a cookie as another site could (cookie tossing from a sibling subdomain) */
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

export function pkcePair(method: 'S256' | 'plain' = 'S256') {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return { verifier, challenge, method };
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

export function hiddenFields(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[m[1]] = m[2].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return out;
}

export function postForm(fetch: Fetch, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export function authorizeUrl(p: Record<string, string>): string {
  return `/o/authorize/?${new URLSearchParams({ response_type: 'code', client_id: CLIENT.id, redirect_uri: CLIENT.redirect, ...p }).toString()}`;
}

/** Sign in (in-process) and return the jar with a session. */
export async function signIn(fetch: Fetch, jar = new CookieJar(), next = ''): Promise<CookieJar> {
  const page = await fetch(`/o/login/${next ? `?next=${encodeURIComponent(next)}` : ''}`, { headers: { cookie: jar.header() } });
  jar.store(page);
  const fields = hiddenFields(await page.text());
  const res = await postForm(fetch, '/o/login/', { ...fields, email: OWNER.email, password: OWNER.password }, { cookie: jar.header() });
  expect([200, 303]).toContain(res.status);
  jar.store(res);
  expect(jar.get('pds_session')).toBeTruthy();
  return jar;
}

/** The whole browser flow in process: returns the callback URL the server redirected to. */
export async function authorize(fetch: Fetch, params: Record<string, string>, decision: 'allow' | 'deny' = 'allow', jar?: CookieJar): Promise<URL> {
  const j = jar ?? (await signIn(fetch));
  const consent = await fetch(authorizeUrl(params), { headers: { cookie: j.header() }, redirect: 'manual' });
  expect(consent.status).toBe(200);
  j.store(consent);
  const fields = hiddenFields(await consent.text());
  const res = await postForm(fetch, '/o/authorize/', { ...fields, decision }, { cookie: j.header() });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

export async function token(fetch: Fetch, fields: Record<string, string>, auth: 'basic' | 'form' | 'none' = 'basic') {
  const headers: Record<string, string> = {};
  const body = { ...fields };
  if (auth === 'basic') headers.authorization = basic(CLIENT.id, CLIENT.secret);
  if (auth === 'form') Object.assign(body, { client_id: CLIENT.id, client_secret: CLIENT.secret });
  const res = await postForm(fetch, '/o/token/', body, headers);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
