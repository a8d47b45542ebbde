/**
 * OAuth2 server in process: the three grant types, client authentication
 * (HTTP Basic and form fields), scope, PKCE, code and token lifetimes, refresh
 * rotation, hashed storage, the sign-in and consent pages with CSRF, and
 * redirect-URI matching.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { hashToken } from '../../src/auth/secrets.js';
import { authorize, authorizeUrl, basic, CLIENT, CookieJar, hiddenFields, pkcePair, postForm, signIn, token } from './flow.js';

let app: TestApp;
const fetch = (path: string, init?: RequestInit) => app.fetch(path, init);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function codeFor(p: Record<string, string> = {}) {
  const url = await authorize(fetch, { state: 'xyz', ...p });
  expect(url.origin + url.pathname).toBe(CLIENT.redirect);
  expect(url.searchParams.get('state')).toBe('xyz');
  const code = url.searchParams.get('code');
  expect(code).toMatch(/^[0-9a-f]{40,}$/);
  return code!;
}

const api = (path: string, accessToken: string) => fetch(path, { headers: { authorization: `Bearer ${accessToken}` } });

describe('client_credentials', () => {
  it('issues a read token for the client owner account (Basic auth)', async () => {
    const res = await token(fetch, { grant_type: 'client_credentials' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read' });
    expect(res.body.access_token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.refresh_token).toBeUndefined();
    const v = await api('/api/version', res.body.access_token);
    expect(v.status).toBe(200);
    // the token acts as the medium account (its quotas)
    expect(v.headers.get('X-RateLimit-Daily-Limit')).toBe('50000');
    // stored only as a digest
    const row = await app.db.prisma.oAuthToken.findUnique({ where: { access_token_hash: hashToken(res.body.access_token) } });
    expect(row).toBeTruthy();
    expect(row!.scope).toBe('read');
    const account = await app.db.prisma.account.findUnique({ where: { email: 'medium@demo.procurement.example' } });
    expect(row!.account_id).toBe(account!.id);
    expect(JSON.stringify(row)).not.toContain(res.body.access_token);
    expect(Math.abs(row!.access_token_expires_at.getTime() - (Date.now() + 3600_000))).toBeLessThan(10_000);
  });

  it('accepts client credentials in form fields and scope=read', async () => {
    const res = await token(fetch, { grant_type: 'client_credentials', scope: 'read' }, 'form');
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe('read');
  });

  it('refuses a wrong secret, an unknown client and missing credentials with invalid_client', async () => {
    const wrongBasic = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials' }, { authorization: basic(CLIENT.id, 'wrong-secret') });
    expect(wrongBasic.status).toBe(401);
    expect(wrongBasic.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await wrongBasic.json()).error).toBe('invalid_client');
    const wrongForm = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: 'nope' });
    expect(wrongForm.status).toBe(400);
    expect((await wrongForm.json()).error).toBe('invalid_client');
    const unknown = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: 'no-such-client', client_secret: CLIENT.secret });
    expect((await unknown.json()).error).toBe('invalid_client');
    const missing = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: CLIENT.id });
    expect((await missing.json()).error).toBe('invalid_client');
  });

  it('refuses scopes other than read with invalid_scope', async () => {
    for (const scope of ['write', 'read write', 'admin']) {
      const res = await token(fetch, { grant_type: 'client_credentials', scope });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_scope');
    }
  });

  it('refuses unknown and unregistered grant types, other methods and content types', async () => {
    const unknown = await token(fetch, { grant_type: 'magic' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('unsupported_grant_type');
    // not implemented by this server (RFC 6749 §5.2): unsupported, not unauthorized
    const password = await token(fetch, { grant_type: 'password', username: 'medium@demo.procurement.example', password: 'demo-medium-password' });
    expect(password.status).toBe(400);
    expect(password.body.error).toBe('unsupported_grant_type');
    const none = await token(fetch, {});
    expect(none.body.error).toBe('invalid_request');
    const json = await fetch('/o/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic(CLIENT.id, CLIENT.secret) },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('invalid_request');
    const get = await fetch('/o/token/');
    expect(get.status).toBe(405);
    const repeated = await fetch('/o/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(CLIENT.id, CLIENT.secret) },
      body: 'grant_type=client_credentials&grant_type=client_credentials',
    });
    expect((await repeated.json()).error).toBe('invalid_request');
  });
});

describe('authorization_code', () => {
  it('S256 PKCE: code for the signed-in owner, single use, with a rotating refresh token', async () => {
    const pkce = pkcePair('S256');
    const code = await codeFor({ code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    const stored = await app.db.prisma.oAuthAuthorizationCode.findUnique({ where: { code_hash: hashToken(code) } });
    expect(stored).toMatchObject({ client_id: CLIENT.id, scope: 'read', code_challenge: pkce.challenge, code_challenge_method: 'S256' });
    expect(Math.abs(stored!.expires_at.getTime() - (Date.now() + 600_000))).toBeLessThan(10_000);

    const res = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect, code_verifier: pkce.verifier });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read' });
    expect(res.body.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    const row = await app.db.prisma.oAuthToken.findUnique({ where: { access_token_hash: hashToken(res.body.access_token) } });
    expect(row!.refresh_token_hash).toBe(hashToken(res.body.refresh_token));
    expect(Math.abs(row!.refresh_token_expires_at!.getTime() - (Date.now() + 30 * 86_400_000))).toBeLessThan(10_000);
    expect((await api('/api/version', res.body.access_token)).status).toBe(200);

    // a code works once (a replay is refused and revokes: test/oauth/hardening.test.ts)
    const again = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect, code_verifier: pkce.verifier });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('plain PKCE works; a wrong verifier is invalid_grant and burns the code', async () => {
    const plain = pkcePair('plain');
    const code = await codeFor({ code_challenge: plain.challenge, code_challenge_method: 'plain' });
    const ok = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect, code_verifier: plain.verifier }, 'form');
    expect(ok.status).toBe(200);

    const s256 = pkcePair('S256');
    const code2 = await codeFor({ code_challenge: s256.challenge, code_challenge_method: 'S256' });
    const wrong = await token(fetch, { grant_type: 'authorization_code', code: code2, redirect_uri: CLIENT.redirect, code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.error_description).toMatch(/code verifier/);
    const missing = await token(fetch, { grant_type: 'authorization_code', code: code2, redirect_uri: CLIENT.redirect, code_verifier: s256.verifier });
    expect(missing.body.error).toBe('invalid_grant');
  });

  it('a code without PKCE works with the client secret; a mismatched redirect_uri is refused', async () => {
    const code = await codeFor();
    const bad = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:8765/other' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_request');
    const code2 = await codeFor();
    const ok = await token(fetch, { grant_type: 'authorization_code', code: code2, redirect_uri: CLIENT.redirect });
    expect(ok.status).toBe(200);
  });

  it('an expired code is invalid_grant', async () => {
    const code = await codeFor();
    await app.db.prisma.oAuthAuthorizationCode.update({ where: { code_hash: hashToken(code) }, data: { expires_at: new Date(Date.now() - 1000) } });
    const res = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    expect(res.body.error_description).toMatch(/expired/);
  });

  it('a code issued to one client cannot be redeemed by another', async () => {
    const code = await codeFor();
    const res = await postForm(fetch, '/o/token/', { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect }, { authorization: basic('other-client', 'x') });
    expect((await res.json()).error).toBe('invalid_client');
  });
});

describe('refresh_token', () => {
  it('rotates: the old refresh token (and its access token) stop working; the new one works', async () => {
    const code = await codeFor();
    const first = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect });
    const second = await token(fetch, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBeTruthy();
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(second.body.access_token).not.toBe(first.body.access_token);
    expect(second.body.scope).toBe('read');

    expect((await api('/api/version', first.body.access_token)).status).toBe(401);
    expect((await api('/api/version', second.body.access_token)).status).toBe(200);

    const third = await token(fetch, { grant_type: 'refresh_token', refresh_token: second.body.refresh_token, scope: 'read' }, 'form');
    expect(third.status).toBe(200);
    expect((await api('/api/version', third.body.access_token)).status).toBe(200);

    // a replayed refresh token is invalid_grant and revokes the whole chain (test/oauth/hardening.test.ts)
    const replay = await token(fetch, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await api('/api/version', third.body.access_token)).status).toBe(401);
  });

  it('a refresh may not widen the scope', async () => {
    const code = await codeFor();
    const first = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect });
    const widen = await token(fetch, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, scope: 'read write' });
    expect(widen.body.error).toBe('invalid_scope');
  });

  it('two concurrent refreshes with one token: exactly one wins', async () => {
    const code = await codeFor();
    const first = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect });
    const results = await Promise.all([1, 2, 3].map(() => token(fetch, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('expired tokens stop working', async () => {
    const code = await codeFor();
    const t = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect });
    await app.db.prisma.oAuthToken.update({
      where: { access_token_hash: hashToken(t.body.access_token) },
      data: { access_token_expires_at: new Date(Date.now() - 1000), refresh_token_expires_at: new Date(Date.now() - 1000) },
    });
    expect((await api('/api/version', t.body.access_token)).status).toBe(401);
    const r = await token(fetch, { grant_type: 'refresh_token', refresh_token: t.body.refresh_token });
    expect(r.body.error).toBe('invalid_grant');
    expect(r.body.error_description).toMatch(/expired/);
  });
});

describe('authorization endpoint pages', () => {
  it('sends an anonymous browser to sign-in and back', async () => {
    const url = authorizeUrl({ state: 'xyz' });
    const res = await fetch(url);
    expect(res.status).toBe(302);
    const loc = res.headers.get('location')!;
    expect(loc).toBe(`/o/login/?next=${encodeURIComponent(url)}`);
    const jar = new CookieJar();
    const page = await fetch(loc);
    jar.store(page);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const setCookies = page.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/pds_csrf=.*HttpOnly/);
    expect(setCookies).toMatch(/SameSite=Lax/);
    const fields = hiddenFields(await page.text());
    expect(fields.next).toBe(url);
    const login = await postForm(fetch, '/o/login/', { ...fields, email: 'medium@demo.procurement.example', password: 'demo-medium-password' }, { cookie: jar.header() });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(url);
    const session = login.headers.getSetCookie().find((s) => s.startsWith('pds_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
  });

  it('wrong password: the page again with an error, no session', async () => {
    const jar = new CookieJar();
    const page = await fetch('/o/login/');
    jar.store(page);
    const fields = hiddenFields(await page.text());
    for (const [email, password] of [
      ['medium@demo.procurement.example', 'wrong'],
      ['nobody@demo.procurement.example', 'demo-medium-password'],
    ]) {
      const res = await postForm(fetch, '/o/login/', { ...fields, email, password }, { cookie: jar.header() });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('The e-mail or password is incorrect.');
      expect(res.headers.getSetCookie().some((s) => s.startsWith('pds_session='))).toBe(false);
    }
  });

  it('CSRF: forms without a matching token are refused', async () => {
    const jar = await signIn(fetch);
    const noToken = await postForm(fetch, '/o/login/', { email: 'medium@demo.procurement.example', password: 'demo-medium-password' }, { cookie: jar.header() });
    expect(noToken.status).toBe(403);
    const consent = await fetch(authorizeUrl({ state: 'xyz' }), { headers: { cookie: jar.header() } });
    const fields = hiddenFields(await consent.text());
    const forged = await postForm(fetch, '/o/authorize/', { ...fields, csrf_token: 'forged', decision: 'allow' }, { cookie: jar.header() });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
    // another browser's token does not fit this browser's cookie
    const other = new CookieJar();
    other.store(await fetch('/o/login/'));
    const crossed = await postForm(fetch, '/o/authorize/', { ...fields, decision: 'allow' }, { cookie: `${other.header()}; pds_session=${jar.get('pds_session')}` });
    expect(crossed.status).toBe(403);
  });

  it('deny redirects with access_denied and the state', async () => {
    const url = await authorize(fetch, { state: 'xyz' }, 'deny');
    expect(url.origin + url.pathname).toBe(CLIENT.redirect);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('xyz');
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('a redirect_uri that does not match exactly is an error page, never a redirect', async () => {
    const jar = await signIn(fetch);
    for (const redirect_uri of ['http://127.0.0.1:8765/callback/', 'http://127.0.0.1:8765/callback?x=1', 'http://evil.example/callback', 'http://127.0.0.1:8766/callback']) {
      const res = await fetch(authorizeUrl({ redirect_uri, state: 'xyz' }), { headers: { cookie: jar.header() } });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('does not match');
    }
    const unknown = await fetch(authorizeUrl({ client_id: 'nope' }));
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
    // the POST checks again
    const consent = await fetch(authorizeUrl({ state: 'xyz' }), { headers: { cookie: jar.header() } });
    jar.store(consent);
    const fields = hiddenFields(await consent.text());
    const tampered = await postForm(fetch, '/o/authorize/', { ...fields, redirect_uri: 'http://evil.example/cb', decision: 'allow' }, { cookie: jar.header() });
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get('location')).toBeNull();
  });

  it('a bad scope or response_type goes back to the client as an error', async () => {
    const jar = await signIn(fetch);
    const scope = await fetch(authorizeUrl({ scope: 'write', state: 'xyz' }), { headers: { cookie: jar.header() } });
    expect(scope.status).toBe(302);
    const u = new URL(scope.headers.get('location')!);
    expect(u.origin + u.pathname).toBe(CLIENT.redirect);
    expect(u.searchParams.get('error')).toBe('invalid_scope');
    expect(u.searchParams.get('state')).toBe('xyz');
    const rt = await fetch(authorizeUrl({ response_type: 'token' }), { headers: { cookie: jar.header() } });
    expect(new URL(rt.headers.get('location')!).searchParams.get('error')).toBe('unsupported_response_type');
  });

  it('the planned-path 501 is gone from /o/', async () => {
    const res = await fetch('/o/token/', { method: 'POST' });
    expect(res.status).not.toBe(501);
  });
});
