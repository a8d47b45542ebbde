/**
 * The reference page (/api/docs) in a real headless browser (Debian's
 * Chromium driven by playwright-core, as test/account/browser.test.ts)
 * against a listening instance: Swagger UI renders the generated document
 * (the operations of the registry, the Authorize dialog with both security
 * schemes), every request the page makes stays on this origin, the content
 * security policy blocks nothing it needs, and "Try it out" calls the API.
 * Set OPENAPI_SCREENSHOTS=<dir> to keep screenshots.
 */
import fs from 'node:fs';
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
import { GENEROUS_QUOTAS } from '../helpers/app.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../helpers/chromium.js';

const FLAGS = CHROMIUM_FLAGS;
const SHOTS = process.env.OPENAPI_SCREENSHOTS;

let db: Database;
let server: ServerType;
let base: string;
let context: BrowserContext | undefined;
let userDataDir: string;
let previousQuotas: string | undefined;
const skipReason = fs.existsSync(CHROMIUM) ? null : `browser test skipped: ${CHROMIUM} is absent`;

beforeAll(async () => {
  if (skipReason) return;
  previousQuotas = process.env.PLAN_QUOTAS;
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  db = await openTestDatabase();
  const app = createApp({ db, logger: createLogger('silent') });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-chromium-openapi-'));
  context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, headless: true, args: FLAGS, viewport: { width: 1200, height: 900 } });
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  if (previousQuotas === undefined) delete process.env.PLAN_QUOTAS;
  else process.env.PLAN_QUOTAS = previousQuotas;
  await context?.close().catch(() => undefined);
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
});

it('renders the document from same-origin files only, with both security schemes, and Try it out calls the API', async (ctx) => {
  if (skipReason) {
    ctx.skip(skipReason);
    return;
  }
  const page = await context!.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto(`${base}/api/docs`);
  await page.waitForSelector('.opblock-tag-section', { timeout: 30_000 });
  // the info block and a tag per resource of the registry
  await expect(page.locator('.info .title').first().textContent()).resolves.toMatch(/Procurement Data Service API/);
  const tags = await page.locator('.opblock-tag').allTextContents();
  expect(tags.some((t) => /contracts/.test(t))).toBe(true);
  expect(tags.some((t) => /^Beta/.test(t.trim()))).toBe(true);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'reference.png') });

  // the Authorize dialog offers the API key and OAuth2 (both flows)
  await page.click('button.authorize');
  await page.waitForSelector('.auth-container', { timeout: 10_000 });
  const dialog = (await page.locator('.modal-ux').textContent()) ?? '';
  expect(dialog).toMatch(/ApiKeyAuth/);
  expect(dialog).toMatch(/X-API-KEY/);
  expect(dialog).toMatch(/OAuth2/);
  expect(dialog).toMatch(/authorizationCode|Authorization Code/i);
  expect(dialog).toMatch(/clientCredentials|Client Credentials/i);
  // an API key, then a call through Try it out
  await page.locator('.auth-container input[type=text]').first().fill('demo_medium');
  await page.locator('.auth-container button.authorize').first().click();
  await page.locator('.modal-ux button.btn-done').first().click();
  await page.click('#operations-tag-Version');
  await page.click('#operations-Version-get_version .opblock-summary');
  await page.click('#operations-Version-get_version button.try-out__btn');
  const answer = page.waitForResponse((r) => r.url().startsWith(`${base}/api/version`));
  await page.click('#operations-Version-get_version button.execute');
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.request().headers()['x-api-key']).toBe('demo_medium');
  await page.waitForSelector('#operations-Version-get_version .responses-wrapper .live-responses-table', { timeout: 10_000 });
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'try-it-out.png') });

  const foreign = requests.filter((u) => !u.startsWith(base) && !u.startsWith('data:'));
  expect(foreign, 'requests that left the origin').toEqual([]);
  expect(requests.some((u) => u === `${base}/api/openapi.json`)).toBe(true);
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p)), 'blocked by the content security policy').toEqual([]);
  await page.close();
}, 120_000);
