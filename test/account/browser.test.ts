/**
 * The account pages end to end in a real headless browser (Debian's Chromium
 * driven by playwright-core, as test/oauth/browser.test.ts) against a real
 * listening server over the seeded test database, with the service log
 * captured (the mail transport writes the messages there):
 *
 *   sign up -> verify through the logged link -> sign in -> create a key ->
 *   GET /api/contracts/ with it -> revoke -> 401 on the next request;
 *   register an application and run the authorization-code flow with PKCE
 *   through it; forgotten password; an operator's invitation; repeated wrong
 *   passwords throttled; a form without its CSRF cookie refused; the same
 *   answer for a known and an unknown address (forgotten password); no
 *   password, key or secret in the log. Then: the same answer for a known and
 *   an unknown address on sign-up and sign-in, and a form posted without its
 *   CSRF token (removed from the page, or left out of a request carrying the
 *   session cookie) refused with nothing changed.
 *
 * ACCOUNT_SCREENSHOTS=<dir> saves the screenshots of docs/screenshots/ there.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers/db.js';
import { basic, pkcePair } from '../oauth/flow.js';
import { createAccount } from '../helpers/auth.js';
import { API_KEY_PATTERN } from '../../src/auth/keys.js';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../helpers/chromium.js';

const FLAGS = CHROMIUM_FLAGS;
const ADMIN_TOKEN = 'browser-test-admin-token-' + 'z'.repeat(20);
const SHOTS = process.env.ACCOUNT_SCREENSHOTS;

let skipReason: string | null = null;
let db: Database;
let server: ServerType;
let base: string;
let callbackServer: http.Server | null = null;
let callbackBase = '';
let context: BrowserContext | undefined;
let userDataDir: string;
const lines: string[] = [];
const secrets: string[] = [];
let previousAdminToken: string | undefined;

beforeAll(async () => {
  const missing = ensureChromium();
  if (missing) {
    skipReason = `browser test skipped: ${CHROMIUM} is absent and not installable (${missing})`;
    console.warn(skipReason);
    return;
  }
  previousAdminToken = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = ADMIN_TOKEN;
  db = await openTestDatabase();
  const sink = new Writable({
    write(chunk, _e, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const app = createApp({ db, logger: createLogger('info', sink) });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the registered application's callback
  callbackServer = await new Promise<http.Server>((resolve) => {
    const s = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="done">callback received</p>'));
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  callbackBase = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}`;
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-chromium-accounts-'));
  context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1000, height: 760 } });
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  if (previousAdminToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousAdminToken;
  await context?.close().catch(() => undefined);
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  await new Promise<void>((r) => (callbackServer ? callbackServer.close(() => r()) : r()));
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
});

async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: opts.fullPage ?? false });
}

/** The last link to `to` under `prefix` in the captured log (the mail goes out in the background). */
async function mailedLink(to: string, prefix: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const links = lines
      .map((l) => JSON.parse(l) as { mail?: { to: string; links: string[] } })
      .filter((l) => l.mail?.to === to)
      .flatMap((l) => l.mail!.links)
      .filter((l) => new URL(l).pathname.startsWith(prefix));
    if (links.length) return links[links.length - 1];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} with a link under ${prefix}`);
}

const submit = (page: Page, selector = 'main button[type=submit]') => Promise.all([page.waitForLoadState('load'), page.locator(selector).first().click()]);
const email = (label: string) => `${label}-${process.pid}-${Date.now().toString(36)}@browser.example`;

it('sign up -> verify -> sign in -> key -> /api/contracts/ -> revoke -> 401; an application with PKCE; reset; invitation; throttling; CSRF; logs', async (ctx) => {
  if (skipReason) {
    ctx.skip(skipReason);
    return;
  }
  const page = await context!.newPage();
  const me = email('person');
  const password = 'lantern-over-quiet-harbour';
  secrets.push(password);

  // ---- sign up (the OAuth2 sign-in page links to it)
  await page.goto(`${base}/o/login/`);
  await Promise.all([page.waitForLoadState('load'), page.click('a[href="/account/signup/"]')]);
  expect(new URL(page.url()).pathname).toBe('/account/signup/');
  await shot(page, 'signup');
  // every field has a label
  for (const id of ['email', 'name', 'password']) expect(await page.locator(`label[for=${id}]`).count(), id).toBe(1);
  await page.fill('#email', me);
  await page.fill('#name', 'Capture desk');
  await page.fill('#password', password);
  await submit(page);
  await expect(page.locator('h1').textContent()).resolves.toBe('Check your e-mail');
  await shot(page, 'signup-sent');

  // ---- verify through the link written to the log
  const verify = await mailedLink(me, '/account/verify/');
  await page.goto(verify);
  await expect(page.locator('h1').textContent()).resolves.toBe('Verify your e-mail address');
  await submit(page);
  await expect(page.locator('main').textContent()).resolves.toContain('Your e-mail address is verified');

  // ---- sign in, keyboard only
  await page.goto(`${base}/account/login/`);
  await shot(page, 'login');
  await page.focus('#email');
  await page.keyboard.type(me);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await Promise.all([page.waitForURL(`${base}/account/`), page.keyboard.press('Enter')]);
  await expect(page.locator('h1').textContent()).resolves.toBe('Your account');
  const session = (await context!.cookies(base)).find((c) => c.name === 'pds_session')!;
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  // ---- create a key: shown once, with a copy button
  await page.fill('#key_name', 'laptop');
  await submit(page, 'form[action="/account/keys/"] button[type=submit]');
  await expect(page.locator('h1').textContent()).resolves.toBe('Key "laptop" created');
  const key = await page.inputValue('#new-key');
  secrets.push(key);
  expect(key).toMatch(API_KEY_PATTERN);
  await context!.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await page.click('button[data-copy="new-key"]');
  await page.waitForFunction(() => document.getElementById('new-key-status')?.textContent === 'Copied to the clipboard.', null, { timeout: 5000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shot(page, 'key-created');

  const ok = await fetch(`${base}/api/contracts/?limit=1`, { headers: { 'x-api-key': key } });
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as { results: unknown[] }).results).toHaveLength(1);

  await page.goto(`${base}/account/`);
  await expect(page.locator('#keys ~ .table').first().textContent()).resolves.toContain(key.slice(0, 12));
  expect(await page.content()).not.toContain(key);
  await shot(page, 'account', { fullPage: true });
  await Promise.all([page.waitForURL(/done=key-revoked/), page.click('button[aria-label="Revoke the key laptop"]')]);
  await expect(page.locator('.notice').textContent()).resolves.toContain('The key was revoked');
  const refused = await fetch(`${base}/api/contracts/?limit=1`, { headers: { 'x-api-key': key } });
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ detail: 'API key is inactive.' });

  // ---- register an application, then the authorization-code flow with PKCE through it
  await page.click('summary');
  await page.fill('#app_name', 'Browser partner');
  await page.fill('#app_uris', `${callbackBase}/cb`);
  await submit(page, 'form[action="/account/applications/"] button[type=submit]');
  await expect(page.locator('h1').textContent()).resolves.toBe('Application "Browser partner" registered');
  const clientId = await page.inputValue('#client-id');
  const clientSecret = await page.inputValue('#client-secret');
  secrets.push(clientSecret);
  await shot(page, 'application-registered');
  const pkce = pkcePair('S256');
  const authorize = `${base}/o/authorize/?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: `${callbackBase}/cb`, code_challenge: pkce.challenge, code_challenge_method: 'S256', state: 'b1' })}`;
  await page.goto(authorize);
  // already signed in on the account pages: straight to consent
  await expect(page.locator('h1').textContent()).resolves.toBe('Authorize Browser partner');
  await shot(page, 'consent');
  const callback = page.waitForRequest((r) => r.url().startsWith(`${callbackBase}/cb`));
  await page.click('button[value=allow]');
  const cb = new URL((await callback).url());
  expect(cb.searchParams.get('state')).toBe('b1');
  const tokenRes = await fetch(`${base}/o/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, clientSecret) },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: cb.searchParams.get('code')!, redirect_uri: `${callbackBase}/cb`, code_verifier: pkce.verifier }),
  });
  expect(tokenRes.status).toBe(200);
  const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string };
  secrets.push(tokens.access_token, tokens.refresh_token);
  const viaToken = await fetch(`${base}/api/contracts/?limit=1`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(viaToken.status).toBe(200);
  // the usage page counts the key's and the token's requests together
  const usage = (await (await fetch(`${base}/api/account/usage/`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as { daily: { used: number } };
  // the key's accepted request, the token's, and this one (the refused key's 401 counted against the client address)
  expect(usage.daily.used).toBe(3);
  await page.goto(`${base}/account/`);
  await expect(page.locator('main').textContent()).resolves.toContain('Browser partner');

  // ---- phone-sized account page
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'account-phone');
  await page.setViewportSize({ width: 1000, height: 760 });

  // ---- plans page (the upgrade_url)
  const denied = await fetch(`${base}/api/validate/`, { method: 'POST', headers: { 'x-api-key': 'demo_free', 'content-type': 'application/json' }, body: '{"type":"uei","value":"ZQGGHJH74DW7"}' });
  const upgrade = ((await denied.json()) as { upgrade_url: string }).upgrade_url;
  await page.goto(`${base}${new URL(upgrade).pathname}`);
  await expect(page.locator('h1').textContent()).resolves.toBe('Plans');
  await shot(page, 'plans');

  // ---- sign out, then forgotten password: the same page for a known and an unknown address
  await Promise.all([page.waitForLoadState('load'), page.click('header button')]);
  await expect(page.locator('h1').textContent()).resolves.toBe('Signed out');
  const forgot = async (address: string) => {
    await page.goto(`${base}/account/password/forgot/`);
    await page.fill('#email', address);
    await submit(page);
    return (await page.locator('main').innerHTML()).replaceAll(address, 'X');
  };
  const nobody = email('nobody');
  const unknownPage = await forgot(nobody);
  const knownPage = await forgot(me);
  expect(knownPage).toBe(unknownPage);
  const reset = await mailedLink(me, '/account/password/reset/');
  await page.goto(reset);
  await shot(page, 'reset');
  const newPassword = 'second-lantern-over-the-bay';
  secrets.push(newPassword);
  await page.fill('#password', newPassword);
  await Promise.all([page.waitForURL(/\/account\/\?done=password-set/), page.click('main button[type=submit]')]);
  await expect(page.locator('.notice').textContent()).resolves.toContain('Your password is set');

  // ---- an operator's invitation
  const invitee = await createAccount(db.prisma, 'small');
  const inv = await fetch(`${base}/admin/accounts/${invitee.id}/invitation/`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(inv.status).toBe(201);
  const invitation = ((await inv.json()) as { invitation_url: string }).invitation_url;
  expect(await mailedLink(invitee.email, '/account/invitation/')).toBe(invitation);
  // (the same browser: the invitation's sign-in replaces the session)
  const invitePage = await context!.newPage();
  await invitePage.goto(invitation);
  await expect(invitePage.locator('h1').textContent()).resolves.toBe('Welcome: choose your password');
  await shot(invitePage, 'invitation');
  const invitedPassword = 'invited-to-the-data-desk';
  secrets.push(invitedPassword);
  await invitePage.fill('#password', invitedPassword);
  await Promise.all([invitePage.waitForURL(/\/account\//), invitePage.click('main button[type=submit]')]);
  await expect(invitePage.locator('main dl').textContent()).resolves.toContain('Small');
  await invitePage.close();
  await page.goto(`${base}/account/`);

  // ---- throttling: five wrong passwords, then even the right one waits
  await Promise.all([page.waitForLoadState('load'), page.click('header button')]);
  for (let i = 0; i < 5; i++) {
    await page.goto(`${base}/account/login/`);
    await page.fill('#email', me);
    await page.fill('#password', `wrong-password-number-${i}`);
    await submit(page);
    await expect(page.locator('.error').textContent()).resolves.toBe('The e-mail or password is incorrect.');
  }
  await page.goto(`${base}/account/login/`);
  await page.fill('#email', me);
  await page.fill('#password', newPassword);
  const locked = await Promise.all([page.waitForResponse((r) => r.url() === `${base}/account/login/` && r.request().method() === 'POST'), page.click('main button[type=submit]')]);
  expect(locked[0].status()).toBe(429);
  await expect(page.locator('h1').textContent()).resolves.toBe('Too many sign-in attempts');

  // ---- a form whose CSRF cookie is gone is refused
  await page.goto(`${base}/account/password/forgot/`);
  await context!.clearCookies({ name: 'pds_csrf' });
  await page.fill('#email', me);
  const csrf = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.click('main button[type=submit]')]);
  expect(csrf[0].status()).toBe(403);
  await expect(page.locator('h1').textContent()).resolves.toBe('Request refused');

  // ---- the log holds the links but no password, key, secret or token
  const log = lines.join('\n');
  expect(log).toContain('/account/verify/?token=');
  for (const s of secrets) expect(log.includes(s), `a secret of ${s.length} characters is in the log`).toBe(false);
  await page.close();
}, 240_000);

/** Wait until the log holds a message to `to` with `subject`. */
async function mailedSubject(to: string, subject: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const mails = lines.map((l) => (JSON.parse(l) as { mail?: { to: string; subject: string } }).mail);
    if (mails.some((m) => m?.to === to && m.subject === subject)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} with the subject ${JSON.stringify(subject)}`);
}

/** Click a submit button and return the answer to the POST it sends, once its page has loaded. */
async function posted(page: Page, selector = 'main button[type=submit]') {
  const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.locator(selector).first().click()]);
  await page.waitForLoadState('load');
  return res;
}

/** What the user sees after a POST: its status, the heading, the visible text and the whole document, with `address` blanked out. */
async function seen(page: Page, res: Awaited<ReturnType<typeof posted>>, address: string) {
  return {
    status: res.status(),
    headers: Object.keys(res.headers()).filter((h) => h !== 'date').sort(),
    h1: await page.locator('h1').textContent(),
    text: (await page.locator('main').innerText()).replaceAll(address, 'X'),
    html: (await page.content()).replaceAll(address, 'X'),
  };
}

it('the same answer for a known and an unknown address on sign-up and sign-in; a form posted without its CSRF token is refused and changes nothing', async (ctx) => {
  if (skipReason) {
    ctx.skip(skipReason);
    return;
  }
  await context!.clearCookies();
  const page = await context!.newPage();
  const known = email('known');
  const password = 'harbour-lights-at-dusk-seven';
  const mine: string[] = [password];

  // ---- an account for the known address, verified through its link
  await page.goto(`${base}/account/signup/`);
  await page.fill('#email', known);
  await page.fill('#password', password);
  await submit(page);
  await expect(page.locator('h1').textContent()).resolves.toBe('Check your e-mail');
  await page.goto(await mailedLink(known, '/account/verify/'));
  await submit(page);
  await expect(page.locator('main').textContent()).resolves.toContain('Your e-mail address is verified');

  // ---- sign-up: the known address and one without an account get the same page
  const signUpAs = async (address: string) => {
    await page.goto(`${base}/account/signup/`);
    await page.fill('#email', address);
    await page.fill('#name', 'Someone');
    const other = 'a-different-harbour-passphrase';
    mine.push(other);
    await page.fill('#password', other);
    return seen(page, await posted(page), address);
  };
  const newcomer = email('newcomer');
  const upKnown = await signUpAs(known);
  const upUnknown = await signUpAs(newcomer);
  expect(upKnown.status).toBe(200);
  expect(upKnown.h1).toBe('Check your e-mail');
  expect(upKnown.text).toContain('We sent a message to X');
  expect(upKnown).toEqual(upUnknown);
  // behind the same page the service told them apart: the owner is told, the newcomer gets an account
  await mailedSubject(known, 'You already have an account');
  await mailedSubject(newcomer, 'Verify your e-mail address');
  expect(await db.prisma.account.count({ where: { email: known } })).toBe(1);
  expect(await db.prisma.account.count({ where: { email: newcomer } })).toBe(1);

  // ---- sign-in with a wrong password: the known address and one without an account get the same page
  const signInAs = async (address: string) => {
    await page.goto(`${base}/account/login/`);
    await page.fill('#email', address);
    await page.fill('#password', 'not-the-right-passphrase-9');
    return seen(page, await posted(page), address);
  };
  const nobody = email('nobody');
  const inKnown = await signInAs(known);
  const inUnknown = await signInAs(nobody);
  expect(inKnown.status).toBe(401);
  expect(inKnown.h1).toBe('Sign in');
  expect(inKnown.text).toContain('The e-mail or password is incorrect.');
  expect(inKnown).toEqual(inUnknown);
  expect((await context!.cookies(base)).some((c) => c.name === 'pds_session')).toBe(false);
  // the known address does have an account: its own password signs in (the sign-up above left it unchanged)
  await page.goto(`${base}/account/login/`);
  await page.fill('#email', known);
  await page.fill('#password', password);
  await Promise.all([page.waitForURL(`${base}/account/`), page.click('main button[type=submit]')]);
  await expect(page.locator('h1').textContent()).resolves.toBe('Your account');

  // ---- CSRF: a key to protect (the untouched form works)
  await page.fill('#key_name', 'kept');
  await submit(page, 'form[action="/account/keys/"] button[type=submit]');
  await expect(page.locator('h1').textContent()).resolves.toBe('Key "kept" created');
  const key = await page.inputValue('#new-key');
  mine.push(key);
  const row = await db.prisma.apiKey.findFirstOrThrow({ where: { account: { email: known }, name: 'kept' } });
  const keyWorks = async () => (await fetch(`${base}/api/contracts/?limit=1`, { headers: { 'x-api-key': key } })).status;
  expect(await keyWorks()).toBe(200);
  await page.goto(`${base}/account/`);
  expect((await context!.cookies(base)).map((c) => c.name)).toEqual(expect.arrayContaining(['pds_session', 'pds_csrf']));

  // the create-key form with its hidden token removed from the page: refused, no key made, still signed in
  await page.fill('#key_name', 'forged');
  const field = page.locator('form[action="/account/keys/"] input[name=csrf_token]');
  expect(await field.count()).toBe(1);
  await field.evaluate((el) => el.remove());
  expect(await field.count()).toBe(0);
  const refusedForm = await posted(page, 'form[action="/account/keys/"] button[type=submit]');
  expect(new URL(refusedForm.url()).pathname).toBe('/account/keys/');
  expect(refusedForm.status()).toBe(403);
  await expect(page.locator('h1').textContent()).resolves.toBe('Request refused');
  expect(await db.prisma.apiKey.count({ where: { account: { email: known } } })).toBe(1);
  await page.goto(`${base}/account/`);
  await expect(page.locator('h1').textContent()).resolves.toBe('Your account');
  expect(await page.locator('main').textContent()).not.toContain('forged');

  // the revoke form posted by the browser (its cookies, the session's included) without the token field: refused, the key still works
  const revoke = `${base}/account/keys/${row.id}/revoke/`;
  const token = await page.locator(`form[action="/account/keys/${row.id}/revoke/"] input[name=csrf_token]`).getAttribute('value');
  expect(token).toBeTruthy();
  const bare = await page.request.post(revoke, { form: {}, maxRedirects: 0 });
  expect(bare.status()).toBe(403);
  expect(await bare.text()).toContain('Request refused');
  expect((await db.prisma.apiKey.findUniqueOrThrow({ where: { id: row.id } })).revoked_at).toBeNull();
  expect(await keyWorks()).toBe(200);
  // the same request with the page's token goes through: the missing token was the only thing wrong
  const withToken = await page.request.post(revoke, { form: { csrf_token: token! }, maxRedirects: 0 });
  expect(withToken.status()).toBe(303);
  expect(withToken.headers().location).toBe('/account/?done=key-revoked#keys');
  expect(await keyWorks()).toBe(401);

  // ---- none of this file's passwords or keys in the log
  const log = lines.join('\n');
  for (const s of mine) expect(log.includes(s), `a secret of ${s.length} characters is in the log`).toBe(false);
  await page.close();
}, 120_000);
