/**
 * GraphiQL at GET /graphql (Accept: text/html), self-hosted: the page and
 * everything it loads come from this service, never from a CDN.
 *
 * Yoga's own page loads GraphiQL from a public CDN and shows only
 * "Loading __TITLE__..." where that CDN cannot be reached. Here the bundle
 * of @graphql-yoga/render-graphiql (GraphiQL, the Monaco editor and its
 * workers, fonts and images inlined as data: URLs) is split into hashed,
 * immutable assets under /graphiql/assets/ (gzip-compressed when the client
 * accepts it), and the page is a small HTML document that links them. Its
 * Content-Security-Policy keeps every script, style, worker and request on
 * this origin.
 *
 * The page opens one tab per resource family (src/graphiql/examples.ts), the
 * first with the default query and a comment on how to use the page. The
 * headers editor holds {"X-API-KEY": API_KEY_PLACEHOLDER}: while the
 * placeholder is unchanged the request goes out without the header (an
 * anonymous caller); a key typed into one tab's headers is used by the other
 * tabs that still show the placeholder (kept in the page's memory only).
 *
 * The labor-rates tab needs an IDV that has labor rates: its variables name
 * one from the database the page is served from (exampleFacts).
 *
 * Wiring: src/yoga.ts passes `graphiqlOptionsFor` and `renderGraphiQLPage` to
 * createYoga; src/app.ts calls mountGraphiQL(app) for the assets and the
 * page's security headers.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context as HonoContext, Hono } from 'hono';
import type { GraphiQLOptions } from 'graphql-yoga';
import { notFound } from '../engine/errors.js';
import { methodNotAllowed } from '../http/account.js';
import type { Context } from '../context.js';
import { API_KEY_PLACEHOLDER, DEFAULT_QUERY, GRAPHIQL_EXAMPLES, type ExampleFacts } from './examples.js';

export const GRAPHIQL_ASSETS_PATH = '/graphiql/assets/';
export const GRAPHIQL_TITLE = 'Procurement Data Service — GraphiQL';

const HEADERS = JSON.stringify({ 'X-API-KEY': API_KEY_PLACEHOLDER }, null, 2);

/** The options GraphiQL is rendered with: the title, a tab per example, the headers editor. */
export function graphiqlOptions(facts: ExampleFacts = { laborRateIdvKey: null }): GraphiQLOptions {
  const tab = (query: string, variables?: Record<string, unknown>) => ({ query, headers: HEADERS, ...(variables ? { variables: JSON.stringify(variables, null, 2) } : {}) });
  return {
    title: GRAPHIQL_TITLE,
    endpoint: '/graphql',
    defaultQuery: DEFAULT_QUERY,
    headers: HEADERS,
    defaultHeaders: HEADERS,
    // the first tab: how to use the page, and the first example; then one tab per other example
    defaultTabs: [tab(DEFAULT_QUERY), ...GRAPHIQL_EXAMPLES.slice(1).map((e) => tab(e.query, e.variables?.(facts)))],
    // the key stays in the page unless the user turns persistence on in the settings
    shouldPersistHeaders: false,
    isHeadersEditorEnabled: true,
    defaultEditorToolsVisibility: 'headers',
  };
}

const FACTS_TTL_MS = 10 * 60_000;
let facts: { at: number; value: ExampleFacts } | undefined;

/** Facts of the loaded dataset the examples need (one indexed lookup, kept ten minutes). */
export async function exampleFacts(sql: Context['sql']): Promise<ExampleFacts> {
  if (facts && Date.now() - facts.at < FACTS_TTL_MS) return facts.value;
  let value: ExampleFacts = { laborRateIdvKey: null };
  try {
    const rows = await sql<{ idv_key: string }>('SELECT idv_key FROM labor_rate ORDER BY idv_key LIMIT 1', []);
    value = { laborRateIdvKey: rows[0]?.idv_key ?? null };
  } catch {
    // the tab then says what to put in its variables
  }
  facts = { at: Date.now(), value };
  return value;
}

/** Yoga's `graphiql` option: the options, with the facts of the database this request is served from. */
export async function graphiqlOptionsFor(_request: Request, ctx?: Context): Promise<GraphiQLOptions> {
  return graphiqlOptions(ctx ? await exampleFacts(ctx.sql) : undefined);
}

interface Asset {
  name: string;
  type: string;
  body: Uint8Array;
  etag: string;
  gzip?: Uint8Array;
}

interface Bundle {
  assets: Map<string, Asset>;
  /** logical name (app.js, app.css, favicon, editorWorkerService, json, graphql) → asset URL path */
  urls: Record<string, string>;
}

const hash = (body: Uint8Array | string) => createHash('sha256').update(body).digest('hex');

function asset(base: string, ext: string, type: string, body: Uint8Array | string): Asset {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const h = hash(bytes);
  return { name: `${base}.${h.slice(0, 16)}.${ext}`, type, body: bytes, etag: `"${h.slice(0, 32)}"` };
}

/** Runs before GraphiQL: the Monaco workers' URLs and the API-key placeholder. */
function setupScript(workerUrls: Record<string, string>): string {
  return `'use strict';
(function () {
  var workers = ${JSON.stringify(workerUrls)};
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (moduleId, label) {
      return workers[label] || workers.editorWorkerService;
    },
  };
  // the headers editor starts with a placeholder key: requests carrying it unchanged go out without
  // the header (anonymous), or with the last real key typed into any tab (kept in memory only)
  var PLACEHOLDER = ${JSON.stringify(API_KEY_PLACEHOLDER)};
  var lastKey = null;
  var originalFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    if (init && init.headers) {
      var headers = new Headers(init.headers);
      var key = headers.get('x-api-key');
      if (key !== null) {
        key = key.trim();
        if (key === '' || key === PLACEHOLDER) {
          if (lastKey) headers.set('x-api-key', lastKey);
          else headers.delete('x-api-key');
        } else {
          lastKey = key;
        }
        init = Object.assign({}, init, { headers: headers });
      }
    }
    return originalFetch(input, init);
  };
})();
`;
}

/**
 * Runs after GraphiQL: renders it with the options the page carries.
 *
 * The first GraphiQL mounted in a page leaves its initial tabs unable to
 * switch (the editors keep the first tab's text), a second one does not: a
 * hidden one (no schema, an in-memory storage of its own) is mounted first
 * and dropped once its editor exists, then the real one.
 */
const RENDER_SCRIPT = `;
(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  var root = document.getElementById('root');
  var memory = {};
  var storage = {
    getItem: function (k) { return Object.prototype.hasOwnProperty.call(memory, k) ? memory[k] : null; },
    setItem: function (k, v) { memory[k] = String(v); },
    removeItem: function (k) { delete memory[k]; },
    clear: function () { memory = {}; },
    get length() { return Object.keys(memory).length; },
  };
  var warm = document.createElement('div');
  warm.setAttribute('aria-hidden', 'true');
  warm.style.cssText = 'position:fixed;left:-10000px;top:0;width:800px;height:600px;visibility:hidden;';
  document.body.appendChild(warm);
  YogaGraphiQL.renderYogaGraphiQL(warm, Object.assign({}, options, { storage: storage }));
  var started = Date.now();
  (function mount() {
    if (!warm.querySelector('.graphiql-query-editor .monaco-editor') && Date.now() - started < 5000) return void setTimeout(mount, 20);
    warm.remove();
    YogaGraphiQL.renderYogaGraphiQL(root, options);
  })();
})();
`;

let bundle: Promise<Bundle> | undefined;

/** The assets, built once on first use (the bundle is 9 MB: it is not loaded at start-up). */
function loadBundle(): Promise<Bundle> {
  bundle ??= import('@graphql-yoga/render-graphiql/graphiql').then((g) => {
    const assets = new Map<string, Asset>();
    const add = (a: Asset) => (assets.set(a.name, a), `${GRAPHIQL_ASSETS_PATH}${a.name}`);
    const js = 'text/javascript; charset=utf-8';
    const workerUrls = {
      editorWorkerService: add(asset('editor.worker', 'js', js, g.editorWorkerService)),
      json: add(asset('json.worker', 'js', js, g.jsonWorker)),
      graphql: add(asset('graphql.worker', 'js', js, g.graphqlWorker)),
    };
    const favicon = /^data:([^;,]+);base64,(.*)$/s.exec(g.favicon);
    const urls: Record<string, string> = {
      ...workerUrls,
      css: add(asset('graphiql', 'css', 'text/css; charset=utf-8', g.css)),
      js: add(asset('graphiql', 'js', js, `${setupScript(workerUrls)}\n${g.js}\n${RENDER_SCRIPT}`)),
      ...(favicon ? { favicon: add(asset('favicon', 'ico', favicon[1], Buffer.from(favicon[2], 'base64'))) } : {}),
    };
    return { assets, urls };
  });
  return bundle;
}

/** JSON inside a <script> element: nothing in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Yoga's `renderGraphiQL` option: the page, linking the assets. */
export async function renderGraphiQLPage(options: GraphiQLOptions = graphiqlOptions()): Promise<string> {
  const { urls } = await loadBundle();
  const title = escapeHtml(options.title ?? GRAPHIQL_TITLE);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${urls.favicon ? `<link rel="icon" href="${urls.favicon}" />` : ''}
    <link rel="stylesheet" href="${urls.css}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript. Without it, POST queries to /graphql (docs/graphiql.md).</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptJson(options)}</script>
    <script src="${urls.js}"></script>
  </body>
</html>
`;
}

/** The page's Content-Security-Policy: scripts, styles, workers and requests stay on this origin. */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // GraphiQL and Monaco set style attributes and insert style elements from script
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

function answer(c: HonoContext, a: Asset): Response {
  const headers: Record<string, string> = {
    ETag: a.etag,
    // the name carries the content's hash: a new bundle has new names
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === a.etag)) return c.body(null, 304, headers);
  if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
    a.gzip ??= new Uint8Array(gzipSync(a.body, { level: 9 }));
    return c.body(a.gzip as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': a.type, 'Content-Encoding': 'gzip' });
  }
  return c.body(a.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': a.type });
}

/**
 * The assets under /graphiql/assets/ and the page's security headers (the
 * page itself is Yoga's answer to GET /graphql with Accept: text/html).
 * Mount before the /graphql route.
 */
export function mountGraphiQL(app: Hono<any>): void {
  app.use('/graphql', async (c, next) => {
    await next();
    if (c.req.method === 'GET' && /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '')) {
      c.res.headers.set('Content-Type', 'text/html; charset=utf-8');
      c.res.headers.set('Content-Security-Policy', GRAPHIQL_CSP);
      c.res.headers.set('X-Frame-Options', 'DENY');
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      c.res.headers.set('Referrer-Policy', 'no-referrer');
      c.res.headers.set('Cache-Control', 'no-cache');
    }
  });
  const route = `${GRAPHIQL_ASSETS_PATH}:asset`;
  app.get(route, async (c) => {
    const name = c.req.param('asset');
    const { assets } = await loadBundle();
    const a = assets.get(name);
    if (!a) throw notFound(`No GraphiQL file ${JSON.stringify(name.slice(0, 80))}: the page at GET /graphql links the current ones.`);
    return answer(c, a);
  });
  app.all(route, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
}
