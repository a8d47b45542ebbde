import { planned } from '../../src/resources/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { CURRENT_API_VERSION } from '../../src/version.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/version', () => {
  it('reports the current API version and the supported versions', async () => {
    const res = await app.json('/api/version');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.api_version).toBe(CURRENT_API_VERSION);
    expect(res.body.api_version >= '4.25.3').toBe(true);
    expect(res.body.supported_versions).toContain('4.25.1');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown paths and errors', () => {
  it('answer a JSON 404 that names the path', async () => {
    const res = await app.json('/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No resource at GET /api/no-such-thing/', code: 'not_found' });
  });

  it('keep a sane caller request id and replace a malformed one', async () => {
    const ok = await app.fetch('/api/version', { headers: { 'x-request-id': 'abc-123' } });
    expect(ok.headers.get('x-request-id')).toBe('abc-123');
    const bad = await app.fetch('/api/version', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(bad.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });
});

describe('GraphQL', () => {
  it('answers a query over the demo data', async () => {
    const res = await app.graphql('{ version { apiVersion } naics(code: "541511") { code description } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.version.apiVersion).toBe(CURRENT_API_VERSION);
    expect(res.body.data.naics).toEqual({ code: '541511', description: expect.stringMatching(/Custom Computer Programming/i) });
  });

  it('masks errors: a bad query is a GraphQL error, not a crash', async () => {
    const res = await app.graphql('{ nope }');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(/Cannot query field "nope"/);
  });

  it('serves GraphiQL to a browser', async () => {
    const res = await app.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/graphiql/i);
  });
});

describe('documented paths not built yet', () => {
  it('every planned prefix answers 501 not_implemented instead of pretending; alerts, the last one, are served', async () => {
    for (const p of planned) {
      const res = await app.json(p.prefix);
      expect(res.status).toBe(501);
      expect(res.body.code).toBe('not_implemented');
    }
    expect(planned).toEqual([]);
    const alerts = await app.json('/api/webhooks/alerts/');
    expect(alerts.status).toBe(401);
  });
});
