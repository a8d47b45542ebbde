/**
 * The OpenAPI 3.1 document (GET /api/openapi.json, src/openapi/) and the
 * reference page (GET /api/docs):
 *
 * - the document validates against the OpenAPI 3.1 schema
 *   (@seriousme/openapi-schema-validator) and every schema in it compiles
 *   under ajv's strict JSON Schema 2020-12;
 * - every route of the registry, and every path the app serves under /api/
 *   (Hono's route table), is in it, and it names no path the app does not
 *   serve;
 * - real answers validate against the declared response of their status:
 *   every registry route (default shape, a shape naming every field, flat,
 *   show_shapes), the resources' own endpoints, every export route, every
 *   other operation (version, validation, account, webhooks, alerts, this
 *   document), and the documented error bodies 400, 401, 403, 404 and 429;
 * - beta, deprecated, tier and premium marks, security and the rate-limit
 *   headers are where the registry says;
 * - /api/docs loads only same-origin scripts and styles, each served here.
 */
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { registry } from '../../src/engine/graphql/register.js';
import type { ResourceSpec } from '../../src/engine/resource.js';
import { exportPath } from '../../src/export/http.js';
import { buildOpenApi } from '../../src/openapi/build.js';
import { planned } from '../../src/resources/index.js';
import { AUTH_MESSAGES } from '../../src/auth/principal.js';
import { setDownloadClock } from '../../src/storage/signing.js';
import { openTestDatabase } from '../helpers/db.js';
import { GENEROUS_QUOTAS } from '../helpers/app.js';
import { createAccessToken, createAccountWithKey } from '../helpers/auth.js';
import { AnswerChecker } from './answers.js';
import { fillPath, fullShape, keyFieldOf, Walker } from './walk.js';

type Json = Record<string, any>;

let db: Database;
let app: ReturnType<typeof createApp>;
let doc: Json;
let checker: AnswerChecker;
let walker: Walker;
const saved = { PLAN_QUOTAS: process.env.PLAN_QUOTAS, ALLOW_PRIVATE_WEBHOOK_URLS: process.env.ALLOW_PRIVATE_WEBHOOK_URLS };

const ORIGIN = 'http://test.local';
const call = (path: string, init: RequestInit & { key?: string } = {}) => {
  const { key, ...rest } = init;
  return Promise.resolve(app.fetch(new Request(ORIGIN + path, { ...rest, headers: { ...(key ? { 'X-API-KEY': key } : {}), ...(rest.headers as Record<string, string>) } })));
};
const template = (honoPath: string) => honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
/** the storefront shows rows under the caller's linked contracts (the demo Small and Medium accounts have links); everything else reads as Enterprise */
const keyFor = (spec: ResourceSpec) => (spec.visibility ? 'demo_medium' : 'demo_enterprise');
const strictFor = (q: string) => !/[?&](flat|show_shapes)=/.test(q);

beforeAll(async () => {
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
  db = await openTestDatabase();
  app = createApp({ db, logger: createLogger('silent') });
  const res = await call('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json();
  checker = new AnswerChecker(doc);
  walker = new Walker(registry, async (p, key) => {
    const r = await call(p, { key });
    return { status: r.status, body: await r.json() };
  }, keyFor);
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await db?.close();
});

/** Operations of the document: [method, path, operation]. */
const operations = () => Object.entries(doc.paths as Json).flatMap(([p, item]) => Object.entries(item as Json).map(([m, op]) => [m, p, op] as [string, string, Json]));
const opsOf = (spec: ResourceSpec) => operations().filter(([, , op]) => op['x-resource'] === spec.name);

describe('the document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? null, JSON.stringify(result.errors, null, 1)?.slice(0, 3000)).toBeNull();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('compiles every schema under strict JSON Schema 2020-12, and the checker catches a wrong schema', async () => {
    // AnswerChecker compiled every component in beforeAll; here: a mutated copy must fail a real answer
    const broken = structuredClone(doc);
    const contract = registry.find((r) => r.routes.some((x) => x.kind === 'list' && !x.scope && r.spec.pagination === 'cursor'))!;
    const field = keyFieldOf(contract.spec)!;
    broken.components.schemas[contract.spec.typeName].properties[field] = { type: 'integer' };
    const route = contract.routes.find((x) => x.kind === 'list' && !x.scope)!;
    const res = await call(`${route.path}?shape=${field}&limit=3`, { key: keyFor(contract.spec) });
    await expect(new AnswerChecker(broken).check('GET', template(route.path), res, { strict: true })).rejects.toThrow(/must be integer/);
    // an undeclared status fails too
    const missing = structuredClone(doc);
    delete missing.paths[template(route.path)].get.responses['400'];
    await expect(new AnswerChecker(missing).check('GET', template(route.path), await call(`${route.path}?limit=0`))).rejects.toThrow(/not declared/);
  });

  it('has every route and endpoint of the registry, with its parameters', () => {
    for (const reg of registry) {
      for (const route of reg.routes) {
        const op = doc.paths[template(route.path)]?.get;
        expect(op, route.path).toBeDefined();
        expect(op['x-resource']).toBe(reg.spec.name);
        const names = (op.parameters as Json[]).map((p) => checker.resolve(p).name);
        for (const n of route.path.match(/:([A-Za-z_]+)/g) ?? []) expect(names, route.path).toContain(n.slice(1));
        if (route.kind !== 'detail') for (const f of Object.keys(reg.spec.filters)) expect(names, `${route.path} ${f}`).toContain(f);
        if (route.kind === 'list') {
          expect(names).toContain('limit');
          expect(names).toContain(reg.spec.pagination === 'page' ? 'page' : 'cursor');
          if (reg.spec.orderingAllowed) expect(names).toContain('ordering');
          const exp = doc.paths[template(exportPath(route.path))]?.get;
          expect(exp, `export of ${route.path}`).toBeDefined();
        }
        if (route.kind === 'detail') for (const n of Object.keys(reg.spec.detailParams ?? {})) expect(names).toContain(n);
        for (const alias of Object.keys(reg.spec.paramAliases ?? {})) {
          const target = reg.spec.paramAliases![alias];
          if (names.includes(target)) expect(names, `${route.path} alias ${alias}`).toContain(alias);
        }
      }
      for (const ep of reg.spec.endpoints ?? []) expect(doc.paths[template(ep.path)]?.get, ep.path).toBeDefined();
    }
  });

  it('has every path the app serves under /api/, and none it does not serve', () => {
    const norm = (p: string) => template(p).replace(/\/+$/, '');
    const served = new Set<string>();
    for (const r of app.routes) {
      if (!r.path.startsWith('/api/') || r.path.includes('*') || r.method === 'ALL') continue;
      served.add(`${r.method.toLowerCase()} ${norm(r.path)}`);
    }
    const documented = new Set(operations().map(([m, p]) => `${m} ${norm(p)}`));
    const missing = [...served].filter((s) => !documented.has(s)).sort();
    const extra = [...documented].filter((s) => !served.has(s)).sort();
    expect(missing, 'served but not documented').toEqual([]);
    expect(extra, 'documented but not served').toEqual([]);
    expect(served.size).toBeGreaterThan(100);
  });

  it('marks beta surfaces beta, the agencies surface deprecated, and the gates', () => {
    const beta = registry.filter((r) => r.spec.beta);
    expect(beta.map((r) => r.spec.name)).toEqual(expect.arrayContaining(['sled_opportunities', 'budget_accounts']));
    for (const reg of beta) {
      for (const [m, p, op] of opsOf(reg.spec)) {
        expect(op['x-beta'], `${m} ${p}`).toBe(true);
        expect(op.tags).toContain('Beta');
        expect(op.description).toContain(`Beta: ${reg.spec.beta}`);
      }
    }
    expect(doc.tags.find((t: Json) => t.name === 'Beta')).toBeDefined();
    const deprecated = registry.filter((r) => r.spec.deprecated);
    expect(deprecated.map((r) => r.spec.name)).toContain('agencies');
    for (const reg of deprecated) {
      const ops = opsOf(reg.spec);
      expect(ops.length).toBeGreaterThan(0);
      for (const [, , op] of ops) expect(op.deprecated).toBe(true);
    }
    for (const reg of registry.filter((r) => !r.spec.deprecated && !r.spec.beta)) {
      for (const [, , op] of opsOf(reg.spec)) {
        expect(op.deprecated).toBeUndefined();
        expect(op['x-beta']).toBeUndefined();
      }
    }
    // endpoint tiers, premium budgets, filter tiers and field tiers
    for (const reg of registry) {
      for (const [m, p, op] of opsOf(reg.spec)) {
        // a resource endpoint that declares its answers has the tier gate when it declares a 403, and its own credential rule
        const ep = op['x-route-kind'] === 'endpoint' ? reg.spec.endpoints!.find((e) => template(e.path) === p)! : undefined;
        const tier = ep?.responses ? (ep.responses[403] ? reg.spec.tier : undefined) : reg.spec.tier;
        expect(op['x-tier'], `${m} ${p}`).toBe(tier);
        if (tier && tier !== 'free') expect(op.responses['403'], `${m} ${p}`).toBeDefined();
        if (ep?.responses && !ep.responses[403]) expect(op.responses['403'], `${m} ${p}`).toBeUndefined();
        // a request spends the premium budget; an export is one ordinary request whose rows spend it
        const exported = op['x-route-kind'] === 'export';
        expect(op[exported ? 'x-premium-rows' : 'x-premium']?.family).toBe(reg.spec.premium?.family);
        if (reg.spec.premium) expect(Object.keys(checker.resolve(op.responses['200']).headers).includes('X-RateLimit-Premium-Remaining')).toBe(!exported);
        if (ep?.auth === false) {
          expect(op.security, `${m} ${p} security`).toEqual([]);
          continue;
        }
        const anonymous = (op.security as Json[]).some((s) => Object.keys(s).length === 0);
        expect(anonymous, `${m} ${p} security`).toBe(!(ep?.auth ?? reg.spec.auth));
      }
      for (const [name, f] of Object.entries(reg.spec.filters)) {
        if (!f.tier) continue;
        const param = doc.components.parameters[`${reg.spec.name}.${name}`];
        expect(param['x-tier']).toBe(f.tier);
        expect(param.description).toMatch(/plan or higher: 403 tier_required/);
      }
    }
    const gated = registry.flatMap((r) => Object.entries(r.spec.fields).filter(([, f]) => f.tier).map(([n, f]) => [r.spec.typeName, n, f.tier] as const));
    expect(gated.length).toBeGreaterThan(0);
    for (const [type, name, tier] of gated) {
      const prop = doc.components.schemas[type].properties[name];
      expect(prop['x-tier'] ?? prop.anyOf?.[0]?.['x-tier'], `${type}.${name}`).toBe(tier);
      expect(prop.description).toMatch(/plan or higher/);
    }
    const versioned = registry.flatMap((r) => Object.entries(r.spec.fields).filter(([, f]) => f.minVersion).map(([n, f]) => [r.spec.typeName, n, f.minVersion] as const));
    for (const [type, name, v] of versioned) expect(doc.components.schemas[type].properties[name]['x-min-version']).toBe(v);
  });

  it('declares the two security schemes, OR-lists, and the rate-limit headers on every answer', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.ApiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-KEY' });
    expect(schemes.OAuth2.type).toBe('oauth2');
    expect(schemes.OAuth2.flows.authorizationCode).toMatchObject({ authorizationUrl: '/o/authorize/', tokenUrl: '/o/token/', refreshUrl: '/o/token/', scopes: { read: expect.any(String) } });
    expect(schemes.OAuth2.flows.clientCredentials).toMatchObject({ tokenUrl: '/o/token/', scopes: { read: expect.any(String) } });
    expect(schemes.OAuth2.description).toMatch(/PKCE/);
    // an OR-list filter: an array, pipe-delimited, bounded
    const orList = Object.values(doc.components.parameters as Json).find((p: Json) => p['x-or-list']) as Json;
    expect(orList).toMatchObject({ in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array', maxItems: expect.any(Number) } });
    for (const [m, p, op] of operations()) {
      for (const [status, r] of Object.entries(op.responses as Json)) {
        const headers = checker.resolve(r as Json).headers ?? {};
        for (const h of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Daily-Limit', 'X-RateLimit-Burst-Remaining', 'X-Execution-Time']) {
          expect(headers[h], `${m} ${p} ${status} ${h}`).toBeDefined();
        }
      }
      expect(op.responses['401'], `${m} ${p}`).toBeDefined();
      expect(op.responses['429'], `${m} ${p}`).toBeDefined();
    }
  });

  it('names PUBLIC_BASE_URL as the server and in the OAuth2 URLs when it is set', async () => {
    const built = buildOpenApi({ registry, publicBaseUrl: 'https://procurement.example.gov/' });
    expect(built.servers).toEqual([{ url: 'https://procurement.example.gov', description: 'This service' }]);
    const flows = (built.components.securitySchemes.OAuth2 as Json).flows;
    expect(flows.authorizationCode.authorizationUrl).toBe('https://procurement.example.gov/o/authorize/');
    expect(flows.clientCredentials.tokenUrl).toBe('https://procurement.example.gov/o/token/');
    expect((await new Validator().validate(built as Json)).valid).toBe(true);
    // the served document is this one without the base address, and generation is deterministic
    expect(JSON.parse(JSON.stringify(buildOpenApi({ registry, planned })))).toEqual(doc);
  });

  it('answers with an ETag, 304 to If-None-Match, gzip when asked, and the same document every time', async () => {
    const first = await call('/api/openapi.json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/public/);
    await checker.check('GET', '/api/openapi.json', first);
    const again = await call('/api/openapi.json', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    await checker.check('GET', '/api/openapi.json', again);
    const gz = await call('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(doc);
    // anonymous is enough; a bad key is still refused
    expect((await call('/api/openapi.json', { key: 'not-a-key' })).status).toBe(401);
    expect((await call('/api/openapi.json', { method: 'POST' })).status).toBe(405);
  });
});

describe('real answers validate against the declared responses', () => {
  it('every registry route: default shape, every field, flat and show_shapes', async () => {
    let records = 0;
    for (const reg of registry) {
      const key = keyFor(reg.spec);
      for (const route of reg.routes) {
        const path = await walker.sample(reg, route);
        expect(path, `a sample of ${route.path}`).not.toBeNull();
        const shape = fullShape(route.kind === 'aggregate' ? reg.spec.aggregate!.fields : reg.spec.fields);
        const queries = ['', `?shape=${encodeURIComponent(shape)}${route.kind === 'list' ? '&limit=100' : ''}`, '?flat=true&flat_lists=true', '?show_shapes=true'];
        for (const q of queries) {
          const res = await call(path + q, { key });
          expect(res.status, `${path}${q.slice(0, 80)}`).toBe(200);
          const body = await checker.check('GET', template(route.path), res, { strict: strictFor(q) });
          if (route.kind === 'list' && q.startsWith('?shape')) records += body.results.length;
        }
      }
    }
    expect(records).toBeGreaterThan(1000);
  });

  it("the resources' own endpoints (a storefront access record, a download's redirect, the document's bytes)", async () => {
    const eps = registry.flatMap((r) => (r.spec.endpoints ?? []).map((ep) => ({ reg: r, ep })));
    expect(eps.length).toBeGreaterThan(0);
    const byPath = new Map(eps.map((e) => [e.ep.path, e]));
    const locations = new Map<string, string>();
    // endpoints without parameters, then those whose parameters the data gives, then a signed link
    for (const { reg, ep } of eps) {
      const names = [...ep.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      if (names.length) continue;
      const res = await call(ep.path, { key: keyFor(reg.spec) });
      expect(res.status).toBe(200);
      await checker.check('GET', template(ep.path), res);
    }
    const download = [...byPath.keys()].find((p) => p.includes(':doc_seq_num'));
    if (download) {
      const reg = byPath.get(download)!.reg;
      const visible = await walker.keysOf(reg, 100);
      const [row] = await db.raw.query<{ rfq_id: string; doc_seq_num: number }>(
        `SELECT a.rfq_id, a.doc_seq_num FROM storefront_attachment a JOIN storefront_document d ON d.rfq_id = a.rfq_id AND d.doc_seq_num = a.doc_seq_num
          WHERE a.captured AND NOT a.removed AND NOT a.is_link AND a.rfq_id = ANY($1::text[]) ORDER BY a.rfq_id, a.doc_seq_num LIMIT 1`,
        [visible],
      );
      expect(row, 'a stored document under a request demo_medium sees').toBeDefined();
      const res = await call(fillPath(download, { rfq_id: row.rfq_id, doc_seq_num: String(row.doc_seq_num) }), { key: keyFor(reg.spec) });
      expect(res.status).toBe(302);
      const body = await checker.check('GET', template(download), res);
      locations.set(download, body.url);
      const wrong = await call(fillPath(download, { rfq_id: row.rfq_id, doc_seq_num: '999999' }), { key: keyFor(reg.spec) });
      expect(wrong.status).toBe(404);
      await checker.check('GET', template(download), wrong);
    }
    const files = [...byPath.keys()].find((p) => p.includes(':token'));
    if (files && download) {
      const url = new URL(locations.get(download)!, ORIGIN);
      const res = await call(url.pathname);
      expect(res.status).toBe(200);
      await checker.check('GET', template(files), res, { body: '' });
      const forged = await call(fillPath(files, { token: 'forged' }));
      expect(forged.status).toBe(404);
      await checker.check('GET', template(files), forged);
    }
  });

  it('the signed document URL: declared without security, served without a key, each answer as declared', async () => {
    const reg = registry.find((r) => r.spec.endpoints?.some((e) => e.path.includes(':token')))!;
    const files = reg.spec.endpoints!.find((e) => e.path.includes(':token'))!;
    const download = reg.spec.endpoints!.find((e) => e.path.includes(':doc_seq_num'))!;
    expect(reg.spec.auth).toBe(true);
    expect(files.auth).toBe(false);
    const op = checker.operation('GET', template(files.path));
    expect(op.security).toEqual([]);
    expect(op['x-tier']).toBeUndefined();
    expect(op.responses['403']).toBeUndefined();
    expect(op.description).toMatch(/No credentials needed/);
    expect(op.description).not.toMatch(/Needs an API key/);
    const ok = checker.resolve(op.responses['200']);
    expect(Object.keys(ok.content)).toEqual(['*/*']);
    for (const h of ['Content-Length', 'Content-Disposition', 'ETag', 'Cache-Control']) expect(ok.headers[h]?.required, h).toBe(true);
    // the download endpoint keeps the resource's gates
    const dl = checker.operation('GET', template(download.path));
    expect(dl.security).toEqual([{ ApiKeyAuth: [] }, { OAuth2: ['read'] }]);
    expect(dl['x-tier']).toBe(reg.spec.tier);
    expect(Object.keys(dl.responses)).toEqual(['302', '400', '401', '403', '404', '429', '503']);

    // a signed URL, from the download endpoint as demo_medium
    const visible = await walker.keysOf(reg, 100);
    const [row] = await db.raw.query<{ rfq_id: string; doc_seq_num: number }>(
      `SELECT a.rfq_id, a.doc_seq_num FROM storefront_attachment a JOIN storefront_document d ON d.rfq_id = a.rfq_id AND d.doc_seq_num = a.doc_seq_num
        WHERE a.captured AND NOT a.removed AND NOT a.is_link AND a.rfq_id = ANY($1::text[]) ORDER BY a.rfq_id DESC, a.doc_seq_num LIMIT 1`,
      [visible],
    );
    expect(row, 'a stored document under a request demo_medium sees').toBeDefined();
    const redirect = await call(fillPath(download.path, { rfq_id: row.rfq_id, doc_seq_num: String(row.doc_seq_num) }), { key: 'demo_medium' });
    expect(redirect.status).toBe(302);
    const { url } = await checker.check('GET', template(download.path), redirect);
    const path = new URL(url).pathname;
    expect(path.startsWith(files.path.replace(':token', ''))).toBe(true);

    // without any credentials: the /api/ middleware admits anonymous callers and the token is the credential
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).not.toMatch(/json/);
    await checker.check('GET', template(files.path), res, { body: '' });
    const head = await call(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    await checker.check('HEAD', template(files.path), head);
    // a valid key changes nothing; a bad one is refused, as everywhere under /api/
    expect((await call(path, { key: 'demo_free' })).status).toBe(200);
    const badKey = await call(path, { key: 'not-a-real-key' });
    expect(badKey.status).toBe(401);
    await checker.check('GET', template(files.path), badKey);
    // a query parameter, and an expired link: the two declared 400 bodies
    const query = await call(`${path}?download=1`);
    expect(query.status).toBe(400);
    expect((await checker.check('GET', template(files.path), query)).code).toBe('validation_error');
    setDownloadClock(() => Date.now() + 10 * 60_000);
    try {
      const expired = await call(path);
      expect(expired.status).toBe(400);
      expect((await checker.check('GET', template(files.path), expired)).code).toBe('link_expired');
    } finally {
      setDownloadClock(null);
    }
    // the checker holds the declared body: a 400 of another code fails it
    const other = new Response(JSON.stringify({ error: 'x', code: 'something_else' }), { status: 400, headers: badKey.headers });
    await expect(checker.check('GET', template(files.path), other)).rejects.toThrow(/must/);
  });

  it('the storefront access record (every plan, never 403) and a link attachment (400 with its url) answer as declared', async () => {
    const access = registry.flatMap((r) => r.spec.endpoints ?? []).find((e) => e.path === '/api/ebuy/access/')!;
    const op = checker.operation('GET', template(access.path));
    expect(op.responses['403']).toBeUndefined();
    expect(op['x-tier']).toBeUndefined();
    const free = await call(access.path, { key: 'demo_free' });
    expect(free.status).toBe(200);
    expect(await checker.check('GET', template(access.path), free)).toMatchObject({ enabled: false, reason: 'tier_required' });
    const medium = await call(access.path, { key: 'demo_medium' });
    expect(await checker.check('GET', template(access.path), medium)).toMatchObject({ enabled: true, reason: null, contracts: expect.arrayContaining([expect.any(String)]) });
    const anonymous = await call(access.path);
    expect(anonymous.status).toBe(401);
    await checker.check('GET', template(access.path), anonymous);

    // a link among the attachments demo_medium sees
    let link: { rfq_id: string; doc_seq_num: number } | undefined;
    for (let page = 1; !link; page++) {
      const res = await call(`/api/ebuy/requests/?shape=rfq_id,attachments(doc_seq_num,is_link)&limit=100&page=${page}`, { key: 'demo_medium' });
      expect(res.status).toBe(200);
      const body = await res.json();
      for (const r of body.results) {
        const a = (r.attachments ?? []).find((x: Json) => x.is_link);
        if (a && !link) link = { rfq_id: r.rfq_id, doc_seq_num: a.doc_seq_num };
      }
      if (!body.next) break;
    }
    expect(link, 'a link attachment demo_medium sees').toBeDefined();
    const download = '/api/ebuy/requests/{rfq_id}/attachments/{doc_seq_num}/download/';
    const res = await call(`/api/ebuy/requests/${link!.rfq_id}/attachments/${link!.doc_seq_num}/download/`, { key: 'demo_medium' });
    expect(res.status).toBe(400);
    expect(await checker.check('GET', download, res)).toMatchObject({ code: 'attachment_is_link', url: expect.any(String) });
    const small = await call(`/api/ebuy/requests/${link!.rfq_id}/attachments/${link!.doc_seq_num}/download/`, { key: 'demo_free' });
    expect(small.status).toBe(403);
    await checker.check('GET', download, small);
  });

  it('the budget publication headers: declared, optional, on every budget answer, and carried as declared', async () => {
    const NAMES = ['X-Service-Data-As-Of', 'X-Service-Data-Published-At'];
    const budget = registry.filter((r) => r.spec.headerNames?.length);
    expect(budget.map((r) => r.spec.name).sort()).toEqual(['budget_account_quarters', 'budget_account_recipients', 'budget_accounts', 'budget_flows']);
    for (const reg of registry) {
      for (const [m, p, op] of opsOf(reg.spec)) {
        // the successful answer: 200, or the redirect of an endpoint that answers one (a storefront download)
        const success = Object.keys(op.responses).filter((s) => /^[23]\d\d$/.test(s)).sort()[0];
        const ok = checker.resolve(op.responses[success]).headers as Json;
        for (const name of NAMES) {
          if (!reg.spec.headerNames?.includes(name)) {
            expect(ok[name], `${m} ${p} ${name}`).toBeUndefined();
            continue;
          }
          const h = checker.resolve(ok[name]);
          expect(h.required, `${m} ${p} ${name}`).toBe(false);
          expect(h.description).toMatch(/publication/);
          // errors do not carry them
          expect(checker.resolve(op.responses['400']).headers[name], `${m} ${p} 400 ${name}`).toBeUndefined();
        }
        if (reg.spec.headerNames) expect(op.description, `${m} ${p}`).toContain(NAMES.join(' and '));
      }
    }
    // the demo dataset has a validated publication: every budget route carries both, as declared
    let asOf: string | null = null;
    for (const reg of budget) {
      for (const route of reg.routes) {
        const path = await walker.sample(reg, route);
        const res = await call(path!, { key: 'demo_enterprise' });
        expect(res.status, path!).toBe(200);
        asOf ??= res.headers.get('X-Service-Data-As-Of');
        expect(res.headers.get('X-Service-Data-As-Of'), path!).toBe(asOf);
        expect(res.headers.get('X-Service-Data-Published-At'), path!).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        await checker.check('GET', template(route.path), res, { strict: true });
      }
    }
    expect(asOf).toMatch(/^\d{4}-P\d{2}$/);
    const exported = await call(exportPath('/api/budget/accounts/'), { key: 'demo_enterprise', method: 'HEAD' });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('X-Service-Data-As-Of')).toBe(asOf);
    await checker.check('HEAD', template(exportPath('/api/budget/accounts/')), exported);
    // the declared header schemas hold real values and catch wrong ones; without a publication both are omitted, which holds too
    const res = await call('/api/budget/accounts/?limit=1', { key: 'demo_enterprise' });
    const text = await res.text();
    const copy = (edit: (h: Headers) => void) => {
      const h = new Headers(res.headers);
      edit(h);
      return new Response(text, { status: 200, headers: h });
    };
    await expect(checker.check('GET', '/api/budget/accounts/', copy((h) => h.set('X-Service-Data-As-Of', '2026-08')))).rejects.toThrow(/X-Service-Data-As-Of/);
    await expect(checker.check('GET', '/api/budget/accounts/', copy((h) => h.set('X-Service-Data-Published-At', 'yesterday')))).rejects.toThrow(/X-Service-Data-Published-At/);
    await checker.check('GET', '/api/budget/accounts/', copy((h) => NAMES.forEach((n) => h.delete(n))));
  });

  it('every export route (HEAD: the headers; one GET of the rows)', async () => {
    let got = false;
    for (const reg of registry) {
      for (const route of reg.routes) {
        if (route.kind !== 'list') continue;
        const path = await walker.sample(reg, route);
        const exp = exportPath(path!);
        const res = await call(exp, { key: keyFor(reg.spec), method: 'HEAD' });
        expect(res.status, exp).toBe(200);
        await checker.check('HEAD', template(exportPath(route.path)), res);
        if (!got && route.scope) {
          const rows = await call(`${exp}?format=csv`, { key: keyFor(reg.spec) });
          expect(rows.status).toBe(200);
          await checker.check('GET', template(exportPath(route.path)), rows);
          got = true;
        }
      }
    }
    expect(got).toBe(true);
    const bad = await call(`${exportPath('/api/contracts/')}?limit=5`, { key: 'demo_enterprise' });
    expect(bad.status).toBe(400);
    await checker.check('GET', template(exportPath('/api/contracts/')), bad);
  });

  it('the error bodies: 400 (a bad filter value, a bad shape), 401, 403 tier_required, 404, 429', async () => {
    // 400: a date filter given something else, on every resource that has one
    let dated = 0;
    for (const reg of registry) {
      const route = reg.routes.find((r) => r.kind === 'list' && !r.scope);
      const filter = Object.entries(reg.spec.filters).find(([, f]) => f.kind === 'date' && !f.tier)?.[0];
      if (!route || !filter) continue;
      const res = await call(`${route.path}?${filter}=not-a-date`, { key: keyFor(reg.spec) });
      expect(res.status, `${route.path} ${filter}`).toBe(400);
      const body = await checker.check('GET', template(route.path), res);
      expect(body.code).toBe('validation_error');
      dated++;
    }
    expect(dated).toBeGreaterThan(5);
    const shaped = registry.find((r) => r.routes.some((x) => x.kind === 'list' && !x.scope))!;
    const list = shaped.routes.find((x) => x.kind === 'list' && !x.scope)!;
    const badShape = await call(`${list.path}?shape=no_such_field`, { key: keyFor(shaped.spec) });
    expect(badShape.status).toBe(400);
    expect((await checker.check('GET', template(list.path), badShape)).errors[0]).toMatchObject({ field: 'no_such_field', valid_choices: expect.any(Array) });

    // 401: every resource that needs credentials, asked without
    for (const reg of registry.filter((r) => r.spec.auth)) {
      const route = reg.routes.find((r) => r.kind === 'list' && !r.scope) ?? reg.routes[0];
      const path = await walker.sample(reg, route);
      const res = await call(path!);
      expect(res.status, route.path).toBe(401);
      expect((await checker.check('GET', template(route.path), res)).detail).toBe(AUTH_MESSAGES.missing);
    }
    const badKey = await call('/api/version', { key: 'not-a-real-key' });
    expect(badKey.status).toBe(401);
    await checker.check('GET', '/api/version', badKey);

    // 403: an endpoint above the Free plan, and a filter above it
    const tiered = registry.filter((r) => r.spec.tier && r.spec.tier !== 'free');
    expect(tiered.length).toBeGreaterThan(0);
    for (const reg of tiered) {
      const route = reg.routes[0];
      const path = await walker.sample(reg, route);
      const res = await call(path!, { key: 'demo_free' });
      expect(res.status, route.path).toBe(403);
      expect(await checker.check('GET', template(route.path), res)).toMatchObject({ code: 'tier_required', required_tier: reg.spec.tier, current_tier: 'free' });
    }
    const filterTier = registry.flatMap((r) => Object.entries(r.spec.filters).filter(([, f]) => f.tier && !r.spec.tier && !r.spec.auth).map(([n, f]) => ({ reg: r, name: n, f })))[0];
    expect(filterTier, 'a filter above the Free plan').toBeDefined();
    {
      const route = filterTier.reg.routes.find((r) => r.kind === 'list' && !r.scope)!;
      const value = filterTier.f.kind === 'bool' ? 'true' : filterTier.f.kind === 'date' ? '2020-01-01' : filterTier.f.kind === 'int' || filterTier.f.kind === 'decimal' ? '1' : 'x';
      const res = await call(`${route.path}?${filterTier.name}=${value}`, { key: 'demo_free' });
      expect(res.status, `${route.path} ${filterTier.name}`).toBe(403);
      await checker.check('GET', template(route.path), res);
    }

    // 404: a detail key that names nothing, on every resource with a keyed detail route
    for (const reg of registry) {
      const route = reg.routes.find((r) => r.kind === 'detail' && r.param && !r.pathParams);
      if (!route) continue;
      const path = fillPath(route.path, { [route.param!]: reg.spec.keyType === 'uuid' ? '00000000-0000-4000-8000-000000000000' : reg.spec.keyType === 'int' ? '2147480000' : 'NO-SUCH-KEY-0' });
      const res = await call(path, { key: keyFor(reg.spec) });
      expect(res.status, path).toBe(404);
      expect((await checker.check('GET', template(route.path), res)).code).toBe('not_found');
    }

    // 429: an account whose daily window holds one request
    const { key } = await createAccountWithKey(db.prisma, 'free');
    process.env.PLAN_QUOTAS = JSON.stringify({ ...JSON.parse(GENEROUS_QUOTAS), free: { daily: 1, burst: 100, premiumDaily: 0 } });
    try {
      const route = registry.find((r) => !r.spec.auth && !r.spec.tier && r.routes.some((x) => x.kind === 'list' && !x.scope))!.routes.find((x) => x.kind === 'list' && !x.scope)!;
      expect((await call(`${route.path}?limit=1`, { key: key.key })).status).toBe(200);
      const res = await call(`${route.path}?limit=1`, { key: key.key });
      expect(res.status).toBe(429);
      const body = await checker.check('GET', template(route.path), res);
      expect(body.wait_in_seconds).toBeGreaterThan(0);
      const other = await call('/api/account/', { key: key.key });
      expect(other.status).toBe(429);
      await checker.check('GET', '/api/account/', other);
    } finally {
      process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
    }
  });

  it('fields withheld by a plan gate: 200 with meta.upgrade_hints, in lists and details', async () => {
    let seen = 0;
    for (const reg of registry) {
      if (reg.spec.tier && reg.spec.tier !== 'free') continue;
      const gated = Object.entries(reg.spec.fields).find(([, f]) => f.tier && f.tier !== 'free');
      const field = keyFieldOf(reg.spec);
      if (!gated || !field) continue;
      for (const route of reg.routes.filter((r) => r.kind !== 'aggregate')) {
        const path = await walker.sample(reg, route);
        const res = await call(`${path}?shape=${field},${gated[0]}`, { key: 'demo_free' });
        expect(res.status, `${path} ${gated[0]}`).toBe(200);
        const body = await checker.check('GET', template(route.path), res, { strict: true });
        if (route.kind === 'list' && body.count === 0) continue;
        expect(body.meta.upgrade_hints.fields, `${path} ${gated[0]}`).toContainEqual({ field: gated[0], required_tier: gated[1].tier });
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(1);
  });

  it('version, identifier validation, account, API keys and an OAuth2 token', async () => {
    const { key } = await createAccountWithKey(db.prisma, 'medium');
    const k = key.key;
    await checker.check('GET', '/api/version', await call('/api/version'));
    const pinned = await call('/api/version', { headers: { 'X-API-Version': '0.0.1' } });
    expect(pinned.status).toBe(400);
    expect((await checker.check('GET', '/api/version', pinned)).supported_versions).toBeDefined();

    const post = (path: string, body: unknown, apiKey = k, method = 'POST') => call(path, { method, key: apiKey, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const [value, type] of [['ABCDEFGHJKLM', 'uei'], ['W912DY-24-R-0001', 'solicitation'], ['FA8721', 'piid']]) {
      const res = await post('/api/validate/', { type, value });
      expect(res.status).toBe(200);
      await checker.check('POST', '/api/validate/', res);
    }
    const badType = await post('/api/validate/', { type: 'duns', value: 'x' });
    expect(badType.status).toBe(400);
    await checker.check('POST', '/api/validate/', badType);
    const free = await post('/api/validate/', { type: 'uei', value: 'ABCDEFGHJKLM' }, 'demo_free');
    expect(free.status).toBe(403);
    await checker.check('POST', '/api/validate/', free);
    const anonymous = await call('/api/validate/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    await checker.check('POST', '/api/validate/', anonymous);

    await checker.check('GET', '/api/account/', await call('/api/account/', { key: k }));
    await checker.check('GET', '/api/account/usage/', await call('/api/account/usage/', { key: 'demo_enterprise' }));
    await checker.check('GET', '/api/account/keys/', await call('/api/account/keys/', { key: k }));
    const created = await post('/api/account/keys/', { name: 'openapi test', expires_at: '2099-01-01' });
    expect(created.status).toBe(201);
    const newKey = await checker.check('POST', '/api/account/keys/', created);
    const revoked = await call(`/api/account/keys/${newKey.id}/`, { method: 'DELETE', key: k });
    expect(revoked.status).toBe(204);
    await checker.check('DELETE', '/api/account/keys/{id}/', revoked);
    const gone = await call(`/api/account/keys/${newKey.id}/`, { method: 'DELETE', key: k });
    expect(gone.status).toBe(404);
    await checker.check('DELETE', '/api/account/keys/{id}/', gone);

    // the OAuth2 scheme: a bearer token reads what the key reads
    const { token } = await createAccessToken(db.prisma, key.account_id);
    const viaToken = await call('/api/account/', { headers: { authorization: `Bearer ${token}` } });
    expect(viaToken.status).toBe(200);
    await checker.check('GET', '/api/account/', viaToken);
  });

  it('webhook receivers, deliveries and alerts', async () => {
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const { key } = await createAccountWithKey(db.prisma, 'medium');
      const k = key.key;
      const send = (method: string, path: string, body?: unknown) => call(path, { method, key: k, ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}) });
      const expectStatus = async (method: string, tpl: string, res: Response, status: number) => {
        const text = await res.clone().text();
        expect(res.status, `${method} ${tpl}: ${text.slice(0, 300)}`).toBe(status);
        return checker.check(method, tpl, res);
      };

      const endpoint = await expectStatus('POST', '/api/webhooks/endpoints/', await send('POST', '/api/webhooks/endpoints/', { name: 'openapi receiver', url }), 201);
      await expectStatus('POST', '/api/webhooks/endpoints/', await send('POST', '/api/webhooks/endpoints/', { name: 'openapi receiver', url }), 400);
      await expectStatus('GET', '/api/webhooks/endpoints/', await send('GET', '/api/webhooks/endpoints/?limit=5'), 200);
      await expectStatus('GET', '/api/webhooks/endpoints/sample-payload/', await send('GET', '/api/webhooks/endpoints/sample-payload/'), 200);
      await expectStatus('GET', '/api/webhooks/endpoints/sample-payload/', await send('GET', '/api/webhooks/endpoints/sample-payload/?event_type=alerts.grant.match'), 200);
      await expectStatus('GET', '/api/webhooks/endpoints/{id}/', await send('GET', `/api/webhooks/endpoints/${endpoint.id}/`), 200);
      await expectStatus('GET', '/api/webhooks/endpoints/{id}/', await send('GET', '/api/webhooks/endpoints/00000000-0000-4000-8000-000000000000/'), 404);
      await expectStatus('PATCH', '/api/webhooks/endpoints/{id}/', await send('PATCH', `/api/webhooks/endpoints/${endpoint.id}/`, { name: 'openapi receiver (renamed)' }), 200);
      const test = await expectStatus('POST', '/api/webhooks/endpoints/test-delivery/', await send('POST', '/api/webhooks/endpoints/test-delivery/', {}), 200);
      expect(test.success).toBe(true);
      expect(received.length).toBe(1);
      await expectStatus('GET', '/api/webhooks/endpoints/{id}/deliveries/', await send('GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries/?status=delivered|failed`), 200);
      await expectStatus('POST', '/api/webhooks/deliveries/{delivery_id}/redeliver/', await send('POST', `/api/webhooks/deliveries/${test.delivery_id}/redeliver/`), 202);
      await expectStatus('POST', '/api/webhooks/endpoints/{id}/rotate-secret/', await send('POST', `/api/webhooks/endpoints/${endpoint.id}/rotate-secret/`), 200);
      await expectStatus('GET', '/api/webhooks/event-types/', await send('GET', '/api/webhooks/event-types/'), 200);

      const alertBody = { name: 'openapi alert', query_type: 'opportunity', filters: { naics: '541512' }, frequency: 'daily' };
      const alert = await expectStatus('POST', '/api/webhooks/alerts/', await send('POST', '/api/webhooks/alerts/', alertBody), 201);
      await expectStatus('POST', '/api/webhooks/alerts/', await send('POST', '/api/webhooks/alerts/', alertBody), 200);
      const filterError = await expectStatus('POST', '/api/webhooks/alerts/', await send('POST', '/api/webhooks/alerts/', { ...alertBody, filters: { no_such_filter: 'x' } }), 400);
      expect(filterError.filter_definition.length).toBeGreaterThan(0);
      await expectStatus('GET', '/api/webhooks/alerts/', await send('GET', '/api/webhooks/alerts/?status=active'), 200);
      await expectStatus('GET', '/api/webhooks/alerts/query-types/', await send('GET', '/api/webhooks/alerts/query-types/'), 200);
      await expectStatus('GET', '/api/webhooks/alerts/{id}/', await send('GET', `/api/webhooks/alerts/${alert.alert_id}/`), 200);
      await expectStatus('PATCH', '/api/webhooks/alerts/{id}/', await send('PATCH', `/api/webhooks/alerts/${alert.alert_id}/`, { frequency: 'custom', cron_expression: '0 8 * * 1' }), 200);
      await expectStatus('POST', '/api/webhooks/alerts/{id}/pause/', await send('POST', `/api/webhooks/alerts/${alert.alert_id}/pause/`), 200);
      await expectStatus('POST', '/api/webhooks/alerts/{id}/resume/', await send('POST', `/api/webhooks/alerts/${alert.alert_id}/resume/`), 200);
      await expectStatus('DELETE', '/api/webhooks/alerts/{id}/', await send('DELETE', `/api/webhooks/alerts/${alert.alert_id}/`), 204);
      await expectStatus('DELETE', '/api/webhooks/endpoints/{id}/', await send('DELETE', `/api/webhooks/endpoints/${endpoint.id}/`), 204);
      await expectStatus('GET', '/api/webhooks/event-types/', await call('/api/webhooks/event-types/'), 401);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('exercised every operation of the document with a successful answer', () => {
    // runs after the tests above (vitest runs a file's tests in order)
    const ok = new Set([...checker.seen].filter((s) => /\s[23]\d\d$/.test(s)).map((s) => s.replace(/\s\d+$/, '').replace(/^HEAD /, 'GET ')));
    const missing = operations().map(([m, p]) => `${m.toUpperCase()} ${p}`).filter((k) => !ok.has(k) && !k.startsWith('GET /api/docs'));
    expect(missing).toEqual([]);
  });
});

describe('the reference page', () => {
  it('serves HTML whose scripts and styles are all same-origin files served here', async () => {
    const res = await call('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'/);
    const html = await res.text();
    await checker.check('GET', '/api/docs', new Response(html, { status: 200, headers: res.headers }), { body: html });
    const tags = [...html.matchAll(/<(script|link)\b([^>]*)>/gi)].map((m) => ({ tag: m[1].toLowerCase(), attrs: Object.fromEntries([...m[2].matchAll(/([a-z-]+)\s*=\s*"([^"]*)"/gi)].map((a) => [a[1].toLowerCase(), a[2]])) }));
    // no inline script: every script has a src
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\bsrc=/.test(m[1]) || m[2].trim() !== '');
    expect(inline).toEqual([]);
    const scripts = tags.filter((t) => t.tag === 'script').map((t) => t.attrs.src);
    const styles = tags.filter((t) => t.tag === 'link' && /stylesheet/.test(t.attrs.rel ?? '')).map((t) => t.attrs.href);
    const icons = tags.filter((t) => t.tag === 'link' && /icon/.test(t.attrs.rel ?? '')).map((t) => t.attrs.href);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(styles.length).toBeGreaterThanOrEqual(1);
    const expected: [string, RegExp][] = [...scripts.map((s) => [s, /^text\/javascript/] as [string, RegExp]), ...styles.map((s) => [s, /^text\/css/] as [string, RegExp]), ...icons.map((s) => [s, /^image\/png/] as [string, RegExp])];
    for (const [src, type] of expected) {
      const u = new URL(src, `${ORIGIN}/api/docs`);
      expect(u.origin, src).toBe(ORIGIN);
      expect(src.startsWith('/') && !src.startsWith('//'), src).toBe(true);
      const asset = await call(u.pathname);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type'), src).toMatch(type);
      await checker.check('GET', '/api/docs/assets/{asset}', asset, { body: '' });
      const text = await asset.text();
      if (type.source.includes('javascript') || type.source.includes('css')) {
        // nothing else is loaded from a CDN (module imports, CSS imports and fonts)
        expect(text).not.toMatch(/@import\s+url\(\s*["']?https?:|\bimport\s*\(\s*["']https?:/);
        expect(text).not.toMatch(/(cdn\.jsdelivr|unpkg\.com|cdnjs\.cloudflare|fonts\.googleapis)/);
      }
    }
    const init = await (await call('/api/docs/assets/init.js')).text();
    expect(init).toContain('"validatorUrl":null');
    expect(init).toContain('"url":"/api/openapi.json"');
    // the validator badge would fetch validator.swagger.io: it is off, so nothing but the bundle's default mentions it
    const bundle = await (await call('/api/docs/assets/swagger-ui-bundle.js')).text();
    expect(bundle.length).toBeGreaterThan(500_000);
    const compressed = await call('/api/docs/assets/swagger-ui-bundle.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8')).toBe(bundle);
    expect((await call('/api/docs/assets/nope.js')).status).toBe(404);
    expect((await call('/api/docs/')).status).toBe(200);
  });
});
