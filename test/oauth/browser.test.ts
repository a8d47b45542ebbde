/**
 * The authorization-code flow in a real headless browser (Debian's Chromium
 * driven by playwright-core) against a real listening server over the seeded
 * test database: sign in as the Medium demo owner, allow, capture the
 * redirect to the client's callback, exchange the code with the PKCE
 * verifier, then call REST and GraphQL with the Bearer token.
 *
 * .ci/run installs Chromium (`chromium` from Debian) when it is missing. The
 * test skips, saying why, only when /usr/bin/chromium is absent and cannot be
 * installed here.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type BrowserContext } from 'playwright-core';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers/db.js';
import { basic, CLIENT, OWNER, pkcePair } from './flow.js';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../helpers/chromium.js';

const FLAGS = CHROMIUM_FLAGS;

let skipReason: string | null = null;
let db: Database;
let server: ServerType;
let base: string;
let callbackServer: http.Server | null = null;
let context: BrowserContext | undefined;
let userDataDir: string;

beforeAll(async () => {
  const missing = ensureChromium();
  if (missing) {
    skipReason = `browser test skipped: ${CHROMIUM} is absent and not installable (${missing})`;
    console.warn(skipReason);
    return;
  }
  db = await openTestDatabase();
  const app = createApp({ db, logger: createLogger('silent') });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the client's registered callback; if the port is taken, the request is still observed in the browser
  callbackServer = await new Promise<http.Server | null>((resolve) => {
    const s = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="done">callback received</p>'));
    s.once('error', () => resolve(null));
    s.listen(8765, '127.0.0.1', () => resolve(s));
  });
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: FLAGS });
}, 300_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  await new Promise<void>((r) => (callbackServer ? callbackServer.close(() => r()) : r()));
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
});

it('authorization code + PKCE in Chromium, then REST and GraphQL with the token', async (ctx) => {
  if (skipReason) {
    ctx.skip(skipReason);
    return;
  }
  const page = await context!.newPage();
  const pkce = pkcePair('S256');
  const authorize = `${base}/o/authorize/?${new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT.id,
    redirect_uri: CLIENT.redirect,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
  })}`;

  // not signed in: the sign-in page
  await page.goto(authorize);
  expect(new URL(page.url()).pathname).toBe('/o/login/');
  await expect(page.locator('h1').textContent()).resolves.toBe('Sign in');

  // a wrong password keeps us there
  await page.fill('#email', OWNER.email);
  await page.fill('#password', 'not-the-password');
  await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
  await expect(page.locator('.error').textContent()).resolves.toContain('incorrect');

  await page.fill('#email', OWNER.email);
  await page.fill('#password', OWNER.password);
  await Promise.all([page.waitForURL((u) => u.pathname === '/o/authorize/'), page.click('button[type=submit]')]);
  await expect(page.locator('h1').textContent()).resolves.toBe('Authorize Demo OAuth2 application');
  await expect(page.locator('main').textContent()).resolves.toContain(OWNER.email);
  const cookies = await context!.cookies(`${base}/o/`);
  const session = cookies.find((c) => c.name === 'pds_session')!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe('Lax');

  // Allow: the server redirects the browser to the callback with the code
  const callbackRequest = page.waitForRequest((r) => r.url().startsWith(CLIENT.redirect));
  await page.click('button[value=allow]').catch(() => undefined);
  const callback = new URL((await callbackRequest).url());
  expect(callback.origin + callback.pathname).toBe(CLIENT.redirect);
  expect(callback.searchParams.get('state')).toBe('xyz');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();

  // exchange the code with the verifier
  const tokenRes = await fetch(`${base}/o/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(CLIENT.id, CLIENT.secret) },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: code!, redirect_uri: CLIENT.redirect, code_verifier: pkce.verifier }),
  });
  expect(tokenRes.status).toBe(200);
  const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string; token_type: string; expires_in: number; scope: string };
  expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read' });
  expect(tokens.refresh_token).toBeTruthy();

  const version = await fetch(`${base}/api/version`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(version.status).toBe(200);
  expect(((await version.json()) as { api_version: string }).api_version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(version.headers.get('x-ratelimit-daily-limit')).toBe('50000'); // the Medium account's quota

  const gql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({ query: '{ version { apiVersion service } }' }),
  });
  expect(gql.status).toBe(200);
  const body = (await gql.json()) as { data?: { version: { apiVersion: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.version.apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Number(gql.headers.get('x-ratelimit-daily-remaining'))).toBe(Number(version.headers.get('x-ratelimit-daily-remaining')) - 1);

  // a bad token is refused on both
  expect((await fetch(`${base}/api/version`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  await page.close();
}, 120_000);
