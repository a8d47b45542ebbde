/**
 * Self-hosted GraphiQL (src/graphiql/): the example queries are valid against
 * the schema and answer on the demo dataset; the page links only this
 * service's own assets, which are served hashed, cacheable and compressed.
 * The page in a real browser: ./graphiql.browser.test.ts.
 */
import { gunzipSync } from 'node:zlib';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema.js';
import { API_KEY_PLACEHOLDER, DEFAULT_QUERY, GRAPHIQL_EXAMPLES, IDV_KEY_HINT } from '../../src/graphiql/examples.js';
import { exampleFacts, graphiqlOptions } from '../../src/graphiql/page.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const FAMILIES = [
  'Contracts',
  'IDVs and vehicles',
  'Entities',
  'Opportunities',
  'State and local',
  'Budget',
  'Storefront',
  'Defense bid board',
  'IT investments',
  'Grants',
  'Labor rates',
  'Protests, contract appeals and exclusions',
  'Alerts',
];

describe('the example queries', () => {
  it('one per resource family, each a single named query', () => {
    expect(GRAPHIQL_EXAMPLES.map((e) => e.family)).toEqual(FAMILIES);
    for (const e of GRAPHIQL_EXAMPLES) {
      const ops = parse(e.query).definitions.filter((d) => d.kind === 'OperationDefinition');
      expect(ops, e.family).toHaveLength(1);
      expect(ops[0]).toMatchObject({ operation: 'query', name: { value: expect.any(String) } });
    }
  });

  it.each([...GRAPHIQL_EXAMPLES.map((e) => [e.family, e.query]), ['the default query', DEFAULT_QUERY]])('%s is valid against the schema', (_family, query) => {
    expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it('comment lines fit the editor pane (at most 56 characters)', () => {
    const comments = [DEFAULT_QUERY, ...GRAPHIQL_EXAMPLES.map((e) => e.query)].flatMap((q) => q.split('\n')).filter((l) => l.startsWith('#'));
    expect(comments.filter((l) => l.length > 56)).toEqual([]);
  });

  it('the default query lists every family and says how to set the key', () => {
    for (const f of FAMILIES) expect(DEFAULT_QUERY).toContain(`#  - ${f}`);
    expect(DEFAULT_QUERY).toContain(API_KEY_PLACEHOLDER);
  });

  it('the page opens a tab per family, the first with the default query, each with the key placeholder', () => {
    const tabs = graphiqlOptions({ laborRateIdvKey: 'CONT_IDV_EXAMPLE' }).defaultTabs!;
    expect(tabs).toHaveLength(FAMILIES.length);
    expect(tabs[0].query).toBe(DEFAULT_QUERY);
    expect(tabs.slice(1).map((t) => t.query)).toEqual(GRAPHIQL_EXAMPLES.slice(1).map((e) => e.query));
    for (const t of tabs) expect(JSON.parse(t.headers!)).toEqual({ 'X-API-KEY': API_KEY_PLACEHOLDER });
    // the labor-rates tab names an IDV that has labor rates, or says what to put there
    const labor = tabs[FAMILIES.indexOf('Labor rates')];
    expect(JSON.parse(labor.variables!)).toEqual({ idvKey: 'CONT_IDV_EXAMPLE' });
    expect(JSON.parse(graphiqlOptions().defaultTabs![FAMILIES.indexOf('Labor rates')].variables!)).toEqual({ idvKey: IDV_KEY_HINT });
  });
});

describe('on the demo dataset', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ generousQuotas: true });
  });
  afterAll(() => app?.close());

  it.each(GRAPHIQL_EXAMPLES.map((e) => [e.family, e] as const))('%s answers without errors and with rows (demo_enterprise)', async (_family, e) => {
    const facts = await exampleFacts(app.db.raw.query);
    expect(facts.laborRateIdvKey).toEqual(expect.any(String));
    const res = await app.graphql(e.query, e.variables?.(facts), { 'X-API-KEY': 'demo_enterprise' });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.status).toBe(200);
    const lists = Object.entries(res.body.data as Record<string, { count?: number; results?: unknown[] } | unknown[]>);
    // every family's lists hold rows on the demo dataset, except the account's own alerts and eBuy requests
    for (const [field, value] of lists) {
      if (Array.isArray(value)) expect(value.length, field).toBeGreaterThan(0);
      else if (!['alerts', 'ebuyRequests'].includes(field)) expect(value.results?.length, field).toBeGreaterThan(0);
    }
  });

  it('the access each tab states is the access the service grants', async () => {
    const facts = await exampleFacts(app.db.raw.query);
    for (const e of GRAPHIQL_EXAMPLES) {
      const anonymous = await app.graphql(e.query, e.variables?.(facts));
      const free = await app.graphql(e.query, e.variables?.(facts), { 'X-API-KEY': 'demo_free' });
      const small = await app.graphql(e.query, e.variables?.(facts), { 'X-API-KEY': 'demo_small' });
      expect([anonymous.status, free.status, small.status], e.family).toEqual(
        e.access === 'small' ? [401, 403, 200] : e.access === 'key' ? [401, 200, 200] : [200, 200, 200],
      );
    }
  });

  it('the default query answers anonymously, as the page sends it before a key is set', async () => {
    const res = await app.graphql(DEFAULT_QUERY);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.contracts.results.length).toBeGreaterThan(0);
  });

  it('serves the page linking only its own assets, with a same-origin Content-Security-Policy', async () => {
    const res = await app.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Procurement Data Service — GraphiQL</title>');
    expect(html.length).toBeLessThan(100_000);
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const r of refs) expect(r).toMatch(/^\/graphiql\/assets\/[\w.-]+$/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain('__TITLE__');
    // the options the page renders GraphiQL with
    const options = JSON.parse(/<script type="application\/json" id="graphiql-options">([^<]*)<\/script>/.exec(html)![1]);
    expect(options.defaultTabs).toHaveLength(FAMILIES.length);
    expect(options.endpoint).toBe('/graphql');
    // the labor-rates tab names an IDV of this dataset that has labor rates
    const [{ idv_key }] = await app.db.raw.query<{ idv_key: string }>('SELECT idv_key FROM labor_rate ORDER BY idv_key LIMIT 1');
    expect(JSON.parse(options.defaultTabs[FAMILIES.indexOf('Labor rates')].variables)).toEqual({ idvKey: idv_key });
  });

  it('serves every asset hashed, immutable and gzip-compressed; none loads anything from another origin', async () => {
    const html = await (await app.fetch('/graphql', { headers: { accept: 'text/html' } })).text();
    const page = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    const script = page.find((p) => p.endsWith('.js'))!;
    const scriptText = await (await app.fetch(script)).text();
    const workers = [...scriptText.slice(0, 5000).matchAll(/"(\/graphiql\/assets\/[\w.-]+\.worker\.[0-9a-f]+\.js)"/g)].map((m) => m[1]);
    expect(workers).toHaveLength(3);
    for (const p of [...page, ...workers]) {
      const plain = await app.fetch(p);
      expect(plain.status, p).toBe(200);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = new Uint8Array(await plain.arrayBuffer());
      if (p.endsWith('.css')) {
        const css = new TextDecoder().decode(body);
        expect(css).not.toMatch(/@import/);
        // fonts and images are inlined
        for (const m of css.matchAll(/url\(\s*['"]?([^'")]*)/g)) expect(m[1]).toMatch(/^(data:|#)/);
      }
      if (p.endsWith('.js')) expect(new TextDecoder().decode(body)).not.toMatch(/importScripts\(\s*["'`]https?:/);
      const zipped = await app.fetch(p, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const packed = new Uint8Array(await zipped.arrayBuffer());
      expect(packed.length).toBeLessThan(body.length);
      expect(Buffer.compare(gunzipSync(packed), Buffer.from(body))).toBe(0);
      const again = await app.fetch(p, { headers: { 'if-none-match': plain.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    const missing = await app.json('/graphiql/assets/graphiql.0000.js');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const post = await app.json(script, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
