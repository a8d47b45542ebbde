/**
 * POST /api/validate/ and GraphQL validateIdentifier: every body of document 1
 * (three results, errors only on a not_valid piid, the exact 400 bodies), the
 * Small-tier gate (403), authentication (401) and malformed bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { bearer, createAccessToken, createAccount, keyHeader } from '../helpers/auth.js';
import { UPGRADE_URL } from '../../src/engine/gating/tiers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const validate = (body: unknown, headers: Record<string, string> = keyHeader('demo_small'), raw = false) =>
  app.json('/api/validate/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
  });

const TYPE_ERROR = { error: 'type must be one of: piid, solicitation, uei', code: 'validation_error' };
const VALUE_ERROR = { error: 'value is required and must not be blank', code: 'validation_error' };

describe('the three results, all HTTP 200', () => {
  it.each([
    [{ type: 'piid', value: 'W912DY24C0012' }, { type: 'piid', value: 'W912DY24C0012', result: 'valid' }],
    [{ type: 'uei', value: 'ZQGGHJH74DW7' }, { type: 'uei', value: 'ZQGGHJH74DW7', result: 'valid' }],
    [{ type: 'uei', value: 'ZQGGHJH74DWO' }, { type: 'uei', value: 'ZQGGHJH74DWO', result: 'not_valid' }],
    [{ type: 'uei', value: 'ZQGG-JH74DW7' }, { type: 'uei', value: 'ZQGG-JH74DW7', result: 'not_valid' }],
    [{ type: 'solicitation', value: 'RFP 2024-0153' }, { type: 'solicitation', value: 'RFP 2024-0153', result: 'valid' }],
    [{ type: 'solicitation', value: 'Project 7 phase 2' }, { type: 'solicitation', value: 'Project 7 phase 2', result: 'low_confidence' }],
    [{ type: 'solicitation', value: 'A1B2C' }, { type: 'solicitation', value: 'A1B2C', result: 'low_confidence' }],
    [{ type: 'solicitation', value: 'RFP-ABCDE' }, { type: 'solicitation', value: 'RFP-ABCDE', result: 'not_valid' }],
    [{ type: 'solicitation', value: 'R123' }, { type: 'solicitation', value: 'R123', result: 'not_valid' }],
  ])('%j -> %j', async (req, expected) => {
    const res = await validate(req);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected);
  });

  it('a not_valid piid carries human-readable errors; nothing else does', async () => {
    const res = await validate({ type: 'piid', value: 'W912DY24C012' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ type: 'piid', value: 'W912DY24C012', result: 'not_valid', errors: ['PIID must be 13-17 characters, got 12'] });
    const other = await validate({ type: 'piid', value: 'W912DY24X0012' });
    expect(other.status).toBe(200);
    expect(other.body.result).toBe('not_valid');
    expect(other.body.errors.length).toBeGreaterThan(0);
    expect(other.body.errors[0]).toMatch(/Instrument type/);
    const valid = await validate({ type: 'piid', value: 'W912DY24C0012' });
    expect(valid.body).not.toHaveProperty('errors');
  });

  it('surrounding whitespace is trimmed for the check and the value echoed exactly as sent', async () => {
    const res = await validate({ type: 'uei', value: '\tZQGGHJH74DW7 ' });
    expect(res.body).toEqual({ type: 'uei', value: '\tZQGGHJH74DW7 ', result: 'valid' });
  });

  it('works without the trailing slash and with an OAuth2 token', async () => {
    const res = await app.json('/api/validate', { method: 'POST', headers: { 'content-type': 'application/json', ...keyHeader('demo_enterprise') }, body: JSON.stringify({ type: 'uei', value: 'ZQGGHJH74DW7' }) });
    expect(res.status).toBe(200);
    const account = await createAccount(app.db.prisma, 'medium');
    const { token } = await createAccessToken(app.db.prisma, account.id);
    const viaToken = await validate({ type: 'uei', value: 'ZQGGHJH74DW7' }, bearer(token));
    expect(viaToken.status).toBe(200);
  });
});

describe('the exact 400 bodies', () => {
  it.each([
    [{ value: 'W912DY24C0012' }, TYPE_ERROR],
    [{ type: 'cage', value: '1ABC5' }, TYPE_ERROR],
    [{ type: 'PIID', value: 'W912DY24C0012' }, TYPE_ERROR],
    [{ type: null, value: 'x' }, TYPE_ERROR],
    [{ type: 7, value: 'x' }, TYPE_ERROR],
    [{}, TYPE_ERROR],
    [{ type: 'piid' }, VALUE_ERROR],
    [{ type: 'uei', value: '' }, VALUE_ERROR],
    [{ type: 'solicitation', value: '   ' }, VALUE_ERROR],
    [{ type: 'piid', value: 12345678901234 }, VALUE_ERROR],
    [{ type: 'piid', value: null }, VALUE_ERROR],
  ])('%j -> %j', async (req, expected) => {
    const res = await validate(req);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expected);
  });

  it('an empty body is a missing type', async () => {
    const res = await app.json('/api/validate/', { method: 'POST', headers: keyHeader('demo_small') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TYPE_ERROR);
  });

  it('a non-JSON or non-object body is a 400 validation_error, never a 500', async () => {
    for (const raw of ['type=piid&value=x', '{"type": "piid",', '[]', '"piid"', '42', 'null', '\u0000']) {
      const res = await validate(raw, keyHeader('demo_small'), true);
      expect(res.status, raw).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(typeof res.body.error).toBe('string');
    }
    const form = await app.json('/api/validate/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...keyHeader('demo_small') }, body: 'type=piid&value=x' });
    expect(form.status).toBe(400);
    const huge = await validate({ type: 'uei', value: 'x'.repeat(100_000) });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('validation_error');
  });
});

describe('tier and authentication', () => {
  it('Free is refused with the documented 403 body', async () => {
    const res = await validate({ type: 'uei', value: 'ZQGGHJH74DW7' }, keyHeader('demo_free'));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: expect.stringMatching(/Small plan or above/),
      code: 'tier_required',
      required_tier: 'small',
      current_tier: 'free',
      upgrade_url: UPGRADE_URL,
    });
  });

  it('every plan from Small up is served', async () => {
    for (const tier of ['small', 'medium', 'large', 'enterprise']) {
      const res = await validate({ type: 'uei', value: 'ZQGGHJH74DW7' }, keyHeader(`demo_${tier}`));
      expect(res.status, tier).toBe(200);
    }
  });

  it('is 401 without credentials (before any body check) and with bad ones', async () => {
    const res = await app.json('/api/validate/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'garbage' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    const bad = await validate({ type: 'uei', value: 'ZQGGHJH74DW7' }, keyHeader('pds_live_nope'));
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: 'Invalid API key.' });
  });

  it('other methods are 405', async () => {
    const res = await app.fetch('/api/validate/', { headers: keyHeader('demo_small') });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('GraphQL validateIdentifier', () => {
  const Q = 'query V($type: IdentifierKind!, $value: String!) { validateIdentifier(type: $type, value: $value) { type value result errors } }';

  it('returns the same results', async () => {
    const ok = await app.graphql(Q, { type: 'solicitation', value: 'Project 7 phase 2' }, keyHeader('demo_small'));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { validateIdentifier: { type: 'solicitation', value: 'Project 7 phase 2', result: 'low_confidence', errors: null } } });
    const bad = await app.graphql(Q, { type: 'piid', value: 'W912DY24C012' }, keyHeader('demo_small'));
    expect(bad.body.data.validateIdentifier).toEqual({ type: 'piid', value: 'W912DY24C012', result: 'not_valid', errors: ['PIID must be 13-17 characters, got 12'] });
  });

  it('400, 401 and 403 are GraphQL errors carrying the REST body', async () => {
    const cases: [Record<string, string>, Record<string, string>, number, string, unknown][] = [
      [{ type: 'uei', value: ' ' }, keyHeader('demo_small'), 400, 'VALIDATION_ERROR', VALUE_ERROR],
      [{ type: 'uei', value: 'ZQGGHJH74DW7' }, {}, 401, 'UNAUTHENTICATED', { detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' }],
      [
        { type: 'uei', value: 'ZQGGHJH74DW7' },
        keyHeader('demo_free'),
        403,
        'TIER_REQUIRED',
        { error: expect.any(String), code: 'tier_required', required_tier: 'small', current_tier: 'free', upgrade_url: UPGRADE_URL },
      ],
    ];
    for (const [vars, headers, status, code, body] of cases) {
      const res = await app.graphql(Q, vars, headers);
      expect(res.body.data?.validateIdentifier ?? null).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      const ext = res.body.errors![0].extensions;
      expect(ext.code).toBe(code);
      expect(ext.body).toEqual(body);
      // Yoga turns extensions.http into the HTTP status of the response
      expect(res.status).toBe(status);
      expect(res.body.errors![0].path).toEqual(['validateIdentifier']);
    }
    // the kind is an enum (REST refuses any other value too): an unknown kind is refused before the resolver runs, with the same code
    const kind = await app.graphql(Q, { type: 'cage', value: 'x' }, keyHeader('demo_small'));
    expect(kind.status).toBe(400);
    expect(kind.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'BAD_USER_INPUT' });
    expect((await app.json('/api/validate/', { method: 'POST', headers: { ...keyHeader('demo_small'), 'content-type': 'application/json' }, body: JSON.stringify({ type: 'cage', value: 'x' }) })).body).toEqual(TYPE_ERROR);
  });
});
