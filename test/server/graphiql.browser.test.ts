/**
 * GraphiQL in a real headless browser (Debian's Chromium driven by
 * playwright-core) against a real listening server over the seeded test
 * database, with the network restricted to the service: every request to
 * another origin is aborted and recorded, and the list must stay empty.
 *
 * The page renders (title, a tab per resource family, the headers editor
 * with its placeholder), runs the default query anonymously, then with a
 * demo key pasted into the headers editor (the screenshot of that state is
 * written to docs/screenshots/graphiql.png), runs the labor-rates tab (which
 * still shows the placeholder) with that key, and opens the docs explorer.
 *
 * .ci/run installs Chromium (`chromium` from Debian) when it is missing. The
 * test skips, saying why, only when /usr/bin/chromium is absent and cannot be
 * installed here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { PROJECT_ROOT } from '../../src/db/migrate.js';
import { API_KEY_PLACEHOLDER, GRAPHIQL_EXAMPLES } from '../../src/graphiql/examples.js';
import { GRAPHIQL_TITLE } from '../../src/graphiql/page.js';
import { openTestDatabase } from '../helpers/db.js';
import { GENEROUS_QUOTAS } from '../helpers/app.js';
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../helpers/chromium.js';

const FLAGS = CHROMIUM_FLAGS;
const SCREENSHOT = path.join(PROJECT_ROOT, 'docs', 'screenshots', 'graphiql.png');

let skipReason: string | null = null;
let db: Database;
let server: ServerType;
let base: string;
let browser: Browser | undefined;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const missing = ensureChromium();
  if (missing) {
    skipReason = `browser test skipped: ${CHROMIUM} is absent and not installable (${missing})`;
    console.warn(skipReason);
    return;
  }
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  db = await openTestDatabase();
  const app = createApp({ db, logger: createLogger('silent') });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // the test pastes the key as a user would (typing JSON into the editor would auto-close brackets)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
}, 300_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
});

/** Click run and wait for the POST of `operation`: its API key and its JSON answer. */
async function runOperation(page: Page, operation: string): Promise<{ key: string | undefined; status: number; body: { data?: any; errors?: any[] } }> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/graphql' && (r.request().postData() ?? '').includes(`"operationName":"${operation}"`), { timeout: 60_000 }),
    page.locator('.graphiql-execute-button').click(),
  ]);
  return { key: res.request().headers()['x-api-key'], status: res.status(), body: await res.json() };
}

/** What an element shows (Monaco renders spaces as no-break spaces). */
async function text(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\u00a0/g, ' ');
}

/** The response pane, once it shows `pattern`. */
async function pane(page: Page, pattern: RegExp): Promise<void> {
  await expect.poll(() => text(page.locator('.graphiql-response')), { timeout: 30_000 }).toMatch(pattern);
}

it('GraphiQL works with the network restricted to the service: default query, a pasted key, a premium tab, the docs explorer', { timeout: 240_000 }, async (ctx) => {
  if (skipReason) {
    ctx.skip(skipReason);
    return;
  }
  const origin = new URL(base).origin;
  const aborted: string[] = [];
  const seen: string[] = [];
  await context!.route('**/*', (route) => {
    const url = route.request().url();
    seen.push(url);
    if (new URL(url).origin === origin) return route.continue();
    aborted.push(url);
    return route.abort('blockedbyclient');
  });
  const page = await context!.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content.Security.Policy|Refused to/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).origin === origin) problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  const res = await page.goto(`${base}/graphql`);
  expect(res?.status()).toBe(200);
  await expect(page.title()).resolves.toBe(GRAPHIQL_TITLE);
  const run = page.locator('.graphiql-execute-button');
  await run.waitFor({ timeout: 60_000 });

  // a tab per resource family, named by its operation; the first is the default query
  const tabs = page.locator('.graphiql-tab-button');
  await expect.poll(() => tabs.count()).toBe(GRAPHIQL_EXAMPLES.length);
  const names = GRAPHIQL_EXAMPLES.map((e) => /^query (\w+)/m.exec(e.query)![1]);
  await expect(tabs.allInnerTexts()).resolves.toEqual(names);
  const queryEditor = page.locator('.graphiql-query-editor .monaco-editor');
  await expect(text(queryEditor)).resolves.toContain('# Procurement Data Service — GraphQL');

  // the headers editor shows the placeholder
  const headersEditor = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor');
  await expect.poll(() => text(headersEditor)).toContain(API_KEY_PLACEHOLDER);

  // the default query anonymously: the placeholder does not go out
  const anonymous = await runOperation(page, 'LargestContracts');
  expect(anonymous.key).toBeUndefined();
  expect(anonymous.status).toBe(200);
  expect(anonymous.body.errors).toBeUndefined();
  expect(anonymous.body.data.contracts.results.length).toBeGreaterThan(0);
  await pane(page, /"contracts"[\s\S]*"results"[\s\S]*"piid"/);

  // paste a demo key into the headers editor and run again
  await headersEditor.click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify({ 'X-API-KEY': 'demo_medium' }, null, 2));
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  await expect.poll(() => text(headersEditor)).toContain('demo_medium');
  const keyed = await runOperation(page, 'LargestContracts');
  expect(keyed.key).toBe('demo_medium');
  expect(keyed.status).toBe(200);
  expect(keyed.body.errors).toBeUndefined();
  const first = keyed.body.data.contracts.results[0];
  await pane(page, new RegExp(`"piid": "${first.piid}"`));
  fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT });

  // a premium tab that still shows the placeholder runs with the key pasted in the first tab
  await tabs.nth(names.indexOf('LaborRates')).click();
  await expect.poll(() => text(queryEditor)).toContain('query LaborRates');
  await expect.poll(() => text(headersEditor)).toContain(API_KEY_PLACEHOLDER);
  // GraphiQL parses a tab's document after a short debounce; a click before that names the previous tab's operation
  await page.waitForTimeout(1_000);
  const rates = await runOperation(page, 'LaborRates');
  expect(rates.key).toBe('demo_medium');
  expect(rates.status).toBe(200);
  expect(rates.body.errors).toBeUndefined();
  expect(rates.body.data.laborRates.results.length).toBeGreaterThan(0);
  await pane(page, /"laborRates"[\s\S]*"laborCategory"/);

  // the docs explorer reads the schema
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await expect.poll(() => text(docs)).toContain('Root Types');
  await expect(text(docs)).resolves.toMatch(/query: Query/);

  // nothing left the service, and nothing on it failed
  expect(aborted).toEqual([]);
  expect(seen.length).toBeGreaterThan(3);
  expect(seen.filter((u) => new URL(u).origin !== origin)).toEqual([]);
  expect(seen.some((u) => u.includes('/graphiql/assets/') && u.includes('.worker.'))).toBe(true);
  expect(problems).toEqual([]);
});
