/**
 * Token endpoint hardening (RFC 6749): unsupported grant types, one client
 * authentication method per request (§2.3), malformed HTTP Basic credentials
 * (401 + WWW-Authenticate, §5.2), the 16 KiB body cap, authorization-code
 * replay revocation (§4.1.2) and refresh-token replay revocation of the whole
 * token chain.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { TestApp } from '../helpers/app.js';
import { startSocketTestApp } from '../helpers/socket.js';
import { hashToken } from '../../src/auth/secrets.js';
import { registerOAuthClient } from '../../src/admin/service.js';
import { createOAuthModel } from '../../src/oauth/model.js';
import { TOKEN_MAX_BODY_BYTES } from '../../src/oauth/http.js';
import { authorize, basic, CLIENT, postForm, token } from './flow.js';

let app: TestApp;
let port: number;
let stop: (() => Promise<void>) | undefined;
const fetch = (path: string, init?: RequestInit) => app.fetch(path, init);

beforeAll(async () => {
  const started = await startSocketTestApp();
  ({ app, port, close: stop } = started);
});
afterAll(async () => {
  await stop?.();
});

const api = (path: string, accessToken: string) => fetch(path, { headers: { authorization: `Bearer ${accessToken}` } });
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

async function codeFor(p: Record<string, string> = {}) {
  const url = await authorize(fetch, { state: 'xyz', ...p });
  const code = url.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

async function tokensFor() {
  const code = await codeFor();
  const res = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect });
  expect(res.status).toBe(200);
  return { code, access: res.body.access_token as string, refresh: res.body.refresh_token as string };
}

async function refresh(refreshToken: string) {
  return token(fetch, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

const tokenRow = (accessToken: string) => app.db.prisma.oAuthToken.findUniqueOrThrow({ where: { access_token_hash: hashToken(accessToken) } });

async function mediumAccountId() {
  const a = await app.db.prisma.account.findUniqueOrThrow({ where: { email: 'medium@demo.procurement.example' } });
  return a.id;
}

describe('grant types', () => {
  it('grant types the server does not implement are 400 unsupported_grant_type', async () => {
    for (const grant_type of ['password', 'implicit', 'urn:ietf:params:oauth:grant-type:device_code', 'urn:ietf:params:oauth:grant-type:jwt-bearer', 'magic']) {
      for (const auth of ['basic', 'form'] as const) {
        const res = await token(fetch, { grant_type, username: 'medium@demo.procurement.example', password: 'demo-medium-password' }, auth);
        expect(res.status, `${grant_type} (${auth})`).toBe(400);
        expect(res.body.error, `${grant_type} (${auth})`).toBe('unsupported_grant_type');
      }
    }
  });

  it('an implemented grant type not registered for the client stays unauthorized_client', async () => {
    const registered = await registerOAuthClient(app.db.prisma, await mediumAccountId(), { name: 'code only', redirect_uris: [CLIENT.redirect], grants: ['authorization_code'] });
    const auth = { authorization: basic(registered.client_id, registered.client_secret) };
    for (const grant_type of ['client_credentials', 'refresh_token']) {
      const res = await postForm(fetch, '/o/token/', { grant_type, refresh_token: 'x' }, auth);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('unauthorized_client');
    }
    const password = await postForm(fetch, '/o/token/', { grant_type: 'password', username: 'u', password: 'p' }, auth);
    expect(password.status).toBe(400);
    expect((await password.json()).error).toBe('unsupported_grant_type');
  });

  it('a password grant stored on a client row is still unsupported_grant_type, never a 500', async () => {
    const registered = await registerOAuthClient(app.db.prisma, await mediumAccountId(), { name: 'legacy grants', grants: ['client_credentials'] });
    await app.db.prisma.oAuthClient.update({ where: { client_id: registered.client_id }, data: { grants: ['client_credentials', 'password', 'implicit'] } });
    const res = await postForm(fetch, '/o/token/', { grant_type: 'password', username: 'medium@demo.procurement.example', password: 'demo-medium-password' }, { authorization: basic(registered.client_id, registered.client_secret) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('unsupported_grant_type');
  });

  it('an unsupported grant type with bad client credentials is still invalid_client (the client is authenticated first)', async () => {
    const res = await postForm(fetch, '/o/token/', { grant_type: 'password' }, { authorization: basic(CLIENT.id, 'wrong') });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('invalid_client');
  });
});

describe('client authentication', () => {
  it('refuses Basic together with client_secret in the form (one method per request)', async () => {
    for (const extra of [{ client_id: CLIENT.id, client_secret: CLIENT.secret }, { client_secret: CLIENT.secret }, { client_secret: '' }] as Record<string, string>[]) {
      const res = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', ...extra }, { authorization: basic(CLIENT.id, CLIENT.secret) });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe('invalid_request');
      expect(body.error_description).toMatch(/more than one client authentication method/);
    }
  });

  it('refuses a form client_id that differs from the Basic one; the same client_id is accepted', async () => {
    const other = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: 'someone-else' }, { authorization: basic(CLIENT.id, CLIENT.secret) });
    expect(other.status).toBe(400);
    const body = await other.json();
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toMatch(/client_id/);
    const same = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: CLIENT.id }, { authorization: basic(CLIENT.id, CLIENT.secret) });
    expect(same.status).toBe(200);
  });

  it('a malformed Authorization header is 401 invalid_client with a Basic challenge', async () => {
    const headers: Record<string, string> = {
      'scheme only': 'Basic',
      'scheme and space': 'Basic ',
      'not base64': 'Basic !!!not*base64!!!',
      'base64 with junk': `Basic ${b64(`${CLIENT.id}:${CLIENT.secret}`)}$$`,
      'bad base64 length': 'Basic QUJDZ',
      'no colon': `Basic ${b64('demo-client-no-colon')}`,
      'empty client id': `Basic ${b64(`:${CLIENT.secret}`)}`,
      'empty secret': `Basic ${b64(`${CLIENT.id}:`)}`,
      'not UTF-8': `Basic ${b64(Buffer.from([0xff, 0xfe, 0x3a, 0xc3, 0x28]))}`,
      'bad percent-encoding': `Basic ${b64(`%zz:${CLIENT.secret}`)}`,
      'control character': `Basic ${b64(`demo\u0001client:${CLIENT.secret}`)}`,
      'two credentials': `Basic ${b64(`${CLIENT.id}:${CLIENT.secret}`)} ${b64('x:y')}`,
      'another scheme': 'Bearer abcdef',
      'empty header': '',
    };
    for (const [what, authorization] of Object.entries(headers)) {
      const res = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials' }, { authorization });
      expect(res.status, what).toBe(401);
      expect(res.headers.get('www-authenticate'), what).toMatch(/^Basic realm="[^"]+"/);
      expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control'), what).toBe('no-store');
      const body = await res.json();
      expect(body.error, what).toBe('invalid_client');
      expect(body.error_description, what).toBeTruthy();
    }
  });

  it('a malformed Basic header is refused even when the form carries valid credentials', async () => {
    const res = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret }, { authorization: 'Basic' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect((await res.json()).error).toBe('invalid_client');
  });

  it('wrong Basic credentials are 401 with the same challenge; wrong form credentials stay 400', async () => {
    const wrong = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials' }, { authorization: basic(CLIENT.id, 'wrong') });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    const form = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: 'wrong' });
    expect(form.status).toBe(400);
    expect(form.headers.get('www-authenticate')).toBeNull();
    expect((await form.json()).error).toBe('invalid_client');
  });

  it('Basic credentials are form-urlencoded before base64 (RFC 6749 §2.3.1) and decoded', async () => {
    const id = 'app:one two+three';
    const secret = 'p@ss:w%rd +';
    await app.db.prisma.oAuthClient.create({
      data: { id: crypto.randomUUID(), client_id: id, client_secret_hash: hashToken(secret), name: 'odd id', account_id: await mediumAccountId(), redirect_uris: [], grants: ['client_credentials'], created: new Date() },
    });
    const res = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials' }, { authorization: basic(id, secret) });
    expect(res.status).toBe(200);
    // `+` is a space in form encoding
    const plus = `Basic ${b64(`app%3Aone+two%2Bthree:${encodeURIComponent(secret)}`)}`;
    expect((await postForm(fetch, '/o/token/', { grant_type: 'client_credentials' }, { authorization: plus })).status).toBe(200);
  });
});

describe('request body cap', () => {
  it(`a body over ${16 * 1024} bytes is 400 invalid_request naming the limit`, async () => {
    expect(TOKEN_MAX_BODY_BYTES).toBe(16 * 1024);
    const res = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', pad: 'x'.repeat(TOKEN_MAX_BODY_BYTES) }, { authorization: basic(CLIENT.id, CLIENT.secret) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toMatch(/16384 bytes/);
  });

  it('a body at the limit is accepted', async () => {
    const prefix = 'grant_type=client_credentials&pad=';
    const res = await fetch('/o/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(CLIENT.id, CLIENT.secret) },
      body: prefix + 'x'.repeat(TOKEN_MAX_BODY_BYTES - prefix.length),
    });
    expect(res.status).toBe(200);
  });

  it('a streamed body without Content-Length is cut off at the limit, not read to the end', async () => {
    let produced = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode('grant_type=client_credentials&pad=' + 'x'.repeat(4096 - 34));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (produced >= 2 * 1024 * 1024) return controller.close();
        produced += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const res = await fetch('/o/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(CLIENT.id, CLIENT.secret) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toMatch(/16384 bytes/);
    expect(produced).toBeLessThanOrEqual(TOKEN_MAX_BODY_BYTES + 3 * chunk.byteLength);
    expect(cancelled).toBe(true);
  });

  it('the sign-in, consent and sign-out forms have the same cap', async () => {
    for (const path of ['/o/login/', '/o/authorize/', '/o/logout/']) {
      const res = await postForm(fetch, path, { email: 'medium@demo.procurement.example', password: 'x'.repeat(TOKEN_MAX_BODY_BYTES) });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain('16384 bytes');
    }
  });

  /** A raw HTTP request that writes part of a body and waits for the answer with the upload unfinished. */
  function partialUpload(headers: Record<string, string>, write: (req: http.ClientRequest) => void) {
    return new Promise<{ status: number; body: string; sentAll: boolean }>((resolve, reject) => {
      let sentAll = false;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/o/token/', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body, sentAll });
          req.destroy();
        });
      });
      req.on('error', (err) => (sentAll ? reject(err) : undefined));
      req.setTimeout(10_000, () => reject(new Error('no answer before the body was complete')));
      write(req);
    });
  }

  it('over a socket: a declared 2 MB body is refused before it is sent', async () => {
    const res = await partialUpload(
      { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(2 * 1024 * 1024), authorization: basic(CLIENT.id, CLIENT.secret) },
      (req) => req.write('grant_type=client_credentials&pad=' + 'x'.repeat(1000)),
    );
    expect(res.sentAll).toBe(false);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'invalid_request' });
    expect(JSON.parse(res.body).error_description).toMatch(/16384 bytes/);
  });

  it('over a socket: a chunked body is refused once it passes the limit, with the upload still open', async () => {
    const res = await partialUpload(
      { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked', authorization: basic(CLIENT.id, CLIENT.secret) },
      (req) => {
        req.write('grant_type=client_credentials&pad=');
        for (let i = 0; i < 5; i++) req.write('x'.repeat(4096));
      },
    );
    expect(res.sentAll).toBe(false);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error_description).toMatch(/16384 bytes/);
  });
});

describe('authorization code replay', () => {
  it('a used code is kept (used_at) and every token records the code it came from', async () => {
    const t = await tokensFor();
    const code = await app.db.prisma.oAuthAuthorizationCode.findUniqueOrThrow({ where: { code_hash: hashToken(t.code) } });
    expect(code.used_at).toBeInstanceOf(Date);
    const first = await tokenRow(t.access);
    expect(first.authorization_code_hash).toBe(hashToken(t.code));
    expect(first.chain_id).toBe(first.id);
    const next = await refresh(t.refresh);
    const second = await tokenRow(next.body.access_token);
    expect(second.authorization_code_hash).toBe(hashToken(t.code));
    expect(second.chain_id).toBe(first.id);
    expect((await tokenRow(t.access)).rotated_at).toBeInstanceOf(Date);
  });

  it('a replayed code is invalid_grant and revokes the tokens issued from it, refresh rotations included', async () => {
    const t = await tokensFor();
    const other = await tokensFor();
    const r1 = await refresh(t.refresh);
    const r2 = await refresh(r1.body.refresh_token);
    expect(r2.status).toBe(200);
    expect((await api('/api/version', r2.body.access_token)).status).toBe(200);

    const replay = await token(fetch, { grant_type: 'authorization_code', code: t.code, redirect_uri: CLIENT.redirect });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect(replay.body.error_description).toMatch(/already been used/);

    expect((await api('/api/version', r2.body.access_token)).status).toBe(401);
    const again = await refresh(r2.body.refresh_token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    const rows = await app.db.prisma.oAuthToken.findMany({ where: { authorization_code_hash: hashToken(t.code) } });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.revoked_at).toBeInstanceOf(Date);
    const code = await app.db.prisma.oAuthAuthorizationCode.findUniqueOrThrow({ where: { code_hash: hashToken(t.code) } });
    expect(code.replayed_at).toBeInstanceOf(Date);

    // another grant of the same owner and client is untouched
    expect((await api('/api/version', other.access)).status).toBe(200);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('a replay by another client, or after the code expired, still revokes', async () => {
    const t = await tokensFor();
    const registered = await registerOAuthClient(app.db.prisma, await mediumAccountId(), { name: 'other app', redirect_uris: [CLIENT.redirect] });
    const res = await postForm(fetch, '/o/token/', { grant_type: 'authorization_code', code: t.code, redirect_uri: CLIENT.redirect }, { authorization: basic(registered.client_id, registered.client_secret) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_grant');
    expect((await api('/api/version', t.access)).status).toBe(401);

    const u = await tokensFor();
    await app.db.prisma.oAuthAuthorizationCode.update({ where: { code_hash: hashToken(u.code) }, data: { expires_at: new Date(Date.now() - 1000) } });
    const late = await token(fetch, { grant_type: 'authorization_code', code: u.code, redirect_uri: CLIENT.redirect });
    expect(late.body.error).toBe('invalid_grant');
    expect((await api('/api/version', u.access)).status).toBe(401);
  });

  it('a PKCE failure uses the code up; the later exchange is a replay with nothing to revoke', async () => {
    const code = await codeFor({ code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' });
    const wrong = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect, code_verifier: 'b'.repeat(43) });
    expect(wrong.body.error).toBe('invalid_grant');
    const again = await token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect, code_verifier: 'b'.repeat(43) });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('two concurrent exchanges of one fresh code: exactly one wins', async () => {
    for (const n of [2, 3]) {
      const code = await codeFor();
      const results = await Promise.all(Array.from({ length: n }, () => token(fetch, { grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirect })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error).toBe('invalid_grant');
    }
  });

  it('a replay that lands between marking the code used and saving the tokens leaves no working token', async () => {
    const code = await codeFor();
    const model = createOAuthModel(app.db.prisma, { requireSecret: true });
    const client = (await model.getClient(CLIENT.id, CLIENT.secret))!;
    const winner = (await model.getAuthorizationCode(code))!;
    expect(await model.revokeAuthorizationCode(winner)).toBe(true);
    // the replay: found used, revokes (nothing issued yet)
    await expect(model.getAuthorizationCode(code)).rejects.toBeInstanceOf(OAuth2Server.InvalidGrantError);
    const accessToken = 'a'.repeat(64);
    await expect(
      model.saveToken({ accessToken, accessTokenExpiresAt: new Date(Date.now() + 3600_000), refreshToken: 'b'.repeat(64), refreshTokenExpiresAt: new Date(Date.now() + 86_400_000), scope: ['read'], authorizationCode: code }, client, winner.user),
    ).rejects.toBeInstanceOf(OAuth2Server.InvalidGrantError);
    expect(await app.db.prisma.oAuthToken.findUnique({ where: { access_token_hash: hashToken(accessToken) } })).toBeNull();
  });
});

describe('refresh token replay', () => {
  it('replaying a rotated refresh token revokes the whole chain', async () => {
    const t = await tokensFor();
    const other = await tokensFor();
    const r1 = await refresh(t.refresh);
    const r2 = await refresh(r1.body.refresh_token);
    expect(r2.status).toBe(200);

    const replay = await refresh(r1.body.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect(replay.body.error_description).toMatch(/already been used/);

    // the current pair of the chain stops working
    expect((await api('/api/version', r2.body.access_token)).status).toBe(401);
    const next = await refresh(r2.body.refresh_token);
    expect(next.status).toBe(400);
    expect(next.body.error).toBe('invalid_grant');
    const root = await tokenRow(t.access);
    const chain = await app.db.prisma.oAuthToken.findMany({ where: { chain_id: root.id } });
    expect(chain).toHaveLength(3);
    for (const row of chain) {
      expect(row.revoked_at).toBeInstanceOf(Date);
      expect(row.chain_revoked_at).toBeInstanceOf(Date);
    }
    // other chains are untouched
    expect((await api('/api/version', other.access)).status).toBe(200);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('replaying the first refresh token of a chain works the same way', async () => {
    const t = await tokensFor();
    const r1 = await refresh(t.refresh);
    const replay = await refresh(t.refresh);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await api('/api/version', r1.body.access_token)).status).toBe(401);
    expect((await refresh(r1.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('a refresh token revoked for another reason (operator, deactivated client) is invalid_grant and revokes nothing else', async () => {
    const t = await tokensFor();
    const r1 = await refresh(t.refresh);
    const revoked = await tokensFor();
    // what deactivating a client does: revoked_at, not a rotation
    await app.db.prisma.oAuthToken.update({ where: { access_token_hash: hashToken(revoked.access) }, data: { revoked_at: new Date() } });
    const res = await refresh(revoked.refresh);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    expect(res.body.error_description).not.toMatch(/already been used/);
    expect((await tokenRow(revoked.access)).chain_revoked_at).toBeNull();
    expect((await api('/api/version', r1.body.access_token)).status).toBe(200);
    expect((await refresh(r1.body.refresh_token)).status).toBe(200);
  });

  it('an expired refresh token is invalid_grant (expired), without revocation', async () => {
    const t = await tokensFor();
    await app.db.prisma.oAuthToken.update({ where: { access_token_hash: hashToken(t.access) }, data: { refresh_token_expires_at: new Date(Date.now() - 1000) } });
    const res = await refresh(t.refresh);
    expect(res.body.error).toBe('invalid_grant');
    expect(res.body.error_description).toMatch(/expired/);
    expect((await tokenRow(t.access)).chain_revoked_at).toBeNull();
  });

  it('a replay that lands between the rotation and saving the new pair leaves no working token', async () => {
    const t = await tokensFor();
    const model = createOAuthModel(app.db.prisma, { requireSecret: true });
    const client = (await model.getClient(CLIENT.id, CLIENT.secret))!;
    const winner = (await model.getRefreshToken(t.refresh))!;
    expect(await model.revokeToken(winner)).toBe(true);
    await expect(model.getRefreshToken(t.refresh)).rejects.toBeInstanceOf(OAuth2Server.InvalidGrantError);
    const accessToken = 'c'.repeat(64);
    await expect(
      model.saveToken({ accessToken, accessTokenExpiresAt: new Date(Date.now() + 3600_000), refreshToken: 'd'.repeat(64), refreshTokenExpiresAt: new Date(Date.now() + 86_400_000), scope: ['read'] }, client, winner.user),
    ).rejects.toBeInstanceOf(OAuth2Server.InvalidGrantError);
    expect(await app.db.prisma.oAuthToken.findUnique({ where: { access_token_hash: hashToken(accessToken) } })).toBeNull();
  });

  it('client_credentials tokens start their own chain and carry no code', async () => {
    const res = await token(fetch, { grant_type: 'client_credentials' });
    const row = await tokenRow(res.body.access_token);
    expect(row.chain_id).toBe(row.id);
    expect(row.authorization_code_hash).toBeNull();
  });
});

describe('hostile parameter names and NUL characters (issue 7)', () => {
  it('the token endpoint reads parameters named after JavaScript built-ins as parameters', async () => {
    const res = await token(fetch, { grant_type: 'client_credentials', constructor: 'x', toString: 'y', __proto__x: 'z' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('a NUL character in a token request is invalid_request, never a 500', async () => {
    const res = await token(fetch, { grant_type: 'client_credentials', scope: 're\u0000ad' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    const form = await postForm(fetch, '/o/token/', { grant_type: 'client_credentials', client_id: 'demo\u0000', client_secret: 'x' });
    expect(form.status).toBe(400);
    expect((await form.json()).error).toBe('invalid_request');
  });

  it('the authorization and sign-in pages treat NUL values as absent or wrong', async () => {
    const auth = await fetch('/o/authorize/?response_type=code&client_id=%00');
    expect(auth.status).toBe(400);
    expect(await auth.text()).toMatch(/no client_id/);
    const page = await fetch('/o/login/');
    const cookie = page.headers.get('set-cookie') ?? '';
    const csrf = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const login = await postForm(fetch, '/o/login/', { csrf_token: csrf, email: 'medium@demo.procurement.example\u0000', password: 'x' }, { cookie: cookie.split(';')[0] });
    expect(login.status).toBe(401);
  });
});
