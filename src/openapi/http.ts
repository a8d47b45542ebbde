/**
 * GET /api/openapi.json (the generated OpenAPI 3.1 document) and
 * GET /api/docs (Swagger UI over it, every file served from here: the
 * swagger-ui-dist package in node_modules and a generated start-up script;
 * no CDN, no telemetry, the online validator badge off).
 *
 * Both sit under /api/, behind the same middleware as the API: anonymous
 * callers are served (a key that is sent must be valid), and each request,
 * the page's files included, counts against the caller's rate limits (an
 * anonymous browser: its IP address, with the Free quotas). The document is
 * built once, on the first request, and answered with an ETag (304 to a
 * matching If-None-Match); the page's files are cached by browsers for a day.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Context as HonoContext, Hono } from 'hono';
import { registry } from '../engine/graphql/register.js';
import { planned } from '../resources/index.js';
import { methodNotAllowed } from '../http/account.js';
import { notFound } from '../engine/errors.js';
import { SERVICE_NAME } from '../version.js';
import { buildOpenApi } from './build.js';
import { DOCS_ASSETS, DOCS_ASSETS_PATH, DOCS_PATH, OPENAPI_PATH } from './reference.js';

interface Cached {
  body: string | Uint8Array;
  etag: string;
  type: string;
  /** the same body gzip-compressed (the document: about a tenth of its size) */
  gzip?: Uint8Array;
}

const etagOf = (body: string | Uint8Array) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** The directory of the swagger-ui-dist package. */
function swaggerUiDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** The path part of PUBLIC_BASE_URL ('' at the root): where the page finds the document and its files. */
function basePath(publicBaseUrl: string | undefined): string {
  if (!publicBaseUrl) return '';
  try {
    return new URL(publicBaseUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function pageHtml(prefix: string, title: string): string {
  const asset = (name: string) => escapeHtml(`${prefix}${DOCS_ASSETS_PATH}${name}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32">
<link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16">
</head>
<body>
<noscript>This reference page needs JavaScript. The document itself is at <a href="${escapeHtml(prefix + OPENAPI_PATH)}">${escapeHtml(prefix + OPENAPI_PATH)}</a>.</noscript>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('init.js')}"></script>
</body>
</html>
`;
}

function initScript(prefix: string): string {
  const options = {
    url: `${prefix}${OPENAPI_PATH}`,
    dom_id: '#swagger-ui',
    deepLinking: true,
    // no badge: the badge sends the document to validator.swagger.io
    validatorUrl: null,
    layout: 'BaseLayout',
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    persistAuthorization: false,
    filter: true,
  };
  return `'use strict';
window.addEventListener('load', function () {
  var options = ${JSON.stringify(options)};
  options.presets = [SwaggerUIBundle.presets.apis];
  // the Authorize dialog's OAuth2 redirect page is served here too (register this address as a redirect URI of the application)
  options.oauth2RedirectUrl = window.location.origin + ${JSON.stringify(`${prefix}${DOCS_ASSETS_PATH}oauth2-redirect.html`)};
  window.ui = SwaggerUIBundle(options);
  window.ui.initOAuth({ usePkceWithAuthorizationCodeGrant: true, scopes: 'read' });
});
`;
}

/** Content-Security-Policy of the page: its scripts, styles, images and requests stay on this origin. */
function contentSecurityPolicy(publicBaseUrl: string | undefined): string {
  let api = "'self'";
  if (publicBaseUrl) {
    try {
      api += ` ${new URL(publicBaseUrl).origin}`;
    } catch {
      // not a URL: the page calls its own origin
    }
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Swagger UI sets style attributes from script
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${api}`,
  ].join('; ');
}

/** Whether the client takes gzip (Accept-Encoding, q above 0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return coding === 'gzip' && (!q || Number(q.slice(2)) > 0);
  });
}

function answer(c: HonoContext, cached: Cached, cacheControl: string, extra: Record<string, string> = {}): Response {
  const gzip = cached.gzip && acceptsGzip(c.req.header('accept-encoding'));
  // each encoding is its own representation, with its own entity tag
  const etag = gzip ? `${cached.etag.slice(0, -1)}-gzip"` : cached.etag;
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff', ...(cached.gzip ? { Vary: 'Accept-Encoding' } : {}), ...extra };
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  if (gzip) return c.body(cached.gzip as unknown as string, 200, { ...headers, 'Content-Type': cached.type, 'Content-Encoding': 'gzip' });
  return c.body(cached.body as string, 200, { ...headers, 'Content-Type': cached.type });
}

export interface OpenApiDeps {
  publicBaseUrl?: string;
}

/** Mount the document and the reference page (with and without the trailing slash). */
export function mountOpenApi(app: Hono<any>, deps: OpenApiDeps = {}): void {
  const publicBaseUrl = deps.publicBaseUrl ?? process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  const prefix = basePath(publicBaseUrl);
  let document: Cached | undefined;
  const assets = new Map<string, Cached>();

  const documentAnswer = (): Cached => {
    if (!document) {
      const text = JSON.stringify(buildOpenApi({ registry, planned, publicBaseUrl }));
      document = { body: text, etag: etagOf(text), type: 'application/json; charset=utf-8', gzip: new Uint8Array(gzipSync(text)) };
    }
    return document;
  };

  const assetAnswer = (name: string): Cached | undefined => {
    if (!Object.hasOwn(DOCS_ASSETS, name)) return undefined;
    let cached = assets.get(name);
    if (!cached) {
      const spec = DOCS_ASSETS[name];
      const body = spec.file ? new Uint8Array(readFileSync(path.join(swaggerUiDir(), spec.file))) : initScript(prefix);
      // scripts and styles also go gzip-compressed to clients that take it (the bundle: 1.7 MB, about 0.5 MB compressed)
      cached = { body, etag: etagOf(body), type: spec.type, ...(/^text\//.test(spec.type) ? { gzip: new Uint8Array(gzipSync(body)) } : {}) };
      assets.set(name, cached);
    }
    return cached;
  };

  const page = pageHtml(prefix, `${SERVICE_NAME}: API reference`);
  const pageCached: Cached = { body: page, etag: etagOf(page), type: 'text/html; charset=utf-8' };
  const csp = contentSecurityPolicy(publicBaseUrl);

  for (const p of [OPENAPI_PATH]) {
    app.get(p, (c) => answer(c, documentAnswer(), 'public, max-age=300'));
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
  }
  for (const p of [DOCS_PATH, `${DOCS_PATH}/`]) {
    app.get(p, (c) => answer(c, pageCached, 'no-cache', { 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' }));
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
  }
  const assetRoute = `${DOCS_ASSETS_PATH}:asset`;
  app.get(assetRoute, (c) => {
    const name = c.req.param('asset');
    const cached = assetAnswer(name);
    if (!cached) throw notFound(`No file ${JSON.stringify(name.slice(0, 80))} of the reference page; it has: ${Object.keys(DOCS_ASSETS).join(', ')}.`);
    return answer(c, cached, 'public, max-age=86400', name.endsWith('.html') ? { 'Content-Security-Policy': csp } : {});
  });
  app.all(assetRoute, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
}
