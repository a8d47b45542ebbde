/** X-API-Version selection and echo, and the Deprecation headers of deprecated surfaces. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { CURRENT_API_VERSION, SUPPORTED_API_VERSIONS } from '../../src/version.js';
import { successorOf } from '../../src/http/version.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('X-API-Version', () => {
  it('without the header the current version is served and echoed', async () => {
    const res = await app.json('/api/version');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-api-version')).toBe(CURRENT_API_VERSION);
    expect(res.body.api_version).toBe(CURRENT_API_VERSION);
  });

  it('each supported version can be pinned; the report and the header name it', async () => {
    for (const v of SUPPORTED_API_VERSIONS) {
      const res = await app.json('/api/version/', { headers: { 'X-API-Version': v } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-api-version')).toBe(v);
      expect(res.body.api_version).toBe(v);
      expect(res.body.supported_versions).toEqual([...SUPPORTED_API_VERSIONS]);
    }
  });

  it('an unknown version is 400 validation_error listing the supported versions', async () => {
    for (const v of ['4.24.0', '5', 'latest', '4.25.3 ', 'v4.25.3', '4.25']) {
      const res = await app.json('/api/version', { headers: { 'X-API-Version': v } });
      if (v === '4.25.3 ') {
        expect(res.status).toBe(200); // surrounding whitespace is not part of the value
        continue;
      }
      expect(res.status, v).toBe(400);
      expect(res.body).toEqual({ error: expect.stringContaining('not supported'), code: 'validation_error', supported_versions: [...SUPPORTED_API_VERSIONS] });
      expect(res.headers.get('x-api-version')).toBe(CURRENT_API_VERSION);
    }
    const gql = await app.graphql('{ version { apiVersion } }', undefined, { 'X-API-Version': '3.0.0' });
    expect(gql.status).toBe(400);
    // GraphQL-shaped on /graphql, the REST body in extensions
    expect((gql.body as any).errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', http: { status: 400 }, body: { code: 'validation_error' } });
  });

  it('every /api/ response echoes the header, errors and other paths included', async () => {
    const paths = ['/api/no-such-thing/', '/api/grants/', '/api/account/', '/api/contracts/?limit=1&shape=key'];
    for (const p of paths) {
      const res = await app.fetch(p, { headers: { 'X-API-Version': '4.25.1' } });
      expect(res.headers.get('x-api-version'), p).toBe('4.25.1');
    }
    const bad = await app.fetch('/api/version', { headers: { 'x-api-key': 'nope', 'X-API-Version': '4.25.2' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('x-api-version')).toBe('4.25.2');
    const gql = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-Version': '4.25.0' },
      body: JSON.stringify({ query: '{ version { apiVersion } }' }),
    });
    expect(gql.headers.get('x-api-version')).toBe('4.25.0');
  });
});

describe('deprecated surfaces', () => {
  it('/api/agencies/... answer Deprecation: true and a successor Link', async () => {
    const cases: [string, string][] = [
      ['/api/agencies/', '</api/organizations/>; rel="successor-version"'],
      ['/api/agencies/9700/', '</api/organizations/>; rel="successor-version"'],
      ['/api/agencies/9700/contracts/awarding/', '</api/contracts/?awarding_agency=9700>; rel="successor-version"'],
      ['/api/agencies/9700/contracts/funding/', '</api/contracts/?funding_agency=9700>; rel="successor-version"'],
    ];
    for (const [path, link] of cases) {
      const res = await app.fetch(path);
      expect(res.headers.get('deprecation'), path).toBe('true');
      expect(res.headers.get('link'), path).toBe(link);
    }
  });

  it('other surfaces carry no Deprecation header', async () => {
    for (const path of ['/api/version', '/api/contracts/?limit=1&shape=key', '/api/agencies-x/']) {
      const res = await app.fetch(path);
      expect(res.headers.get('deprecation'), path).toBeNull();
    }
  });

  it('successorOf escapes the agency code', () => {
    expect(successorOf('/api/agencies/a%20b/contracts/funding/')).toBe('/api/contracts/?funding_agency=a%20b');
    expect(successorOf('/api/agencies')).toBe('/api/organizations/');
    expect(successorOf('/api/contracts/')).toBeNull();
  });
});
