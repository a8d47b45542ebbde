/**
 * No log line contains a key, token or secret: every credential that passes
 * through the service during a session of requests (API keys, bearer tokens,
 * the operator token, newly created keys and client secrets, wrong guesses) is
 * looked for in the captured pino output, at the most verbose level.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { hashToken } from '../../src/auth/secrets.js';
import { generateApiKey } from '../../src/auth/keys.js';
import { openTestDatabase } from '../helpers/db.js';
import { createAccessToken, createAccount } from '../helpers/auth.js';

const ADMIN_TOKEN = 'test-admin-token-' + 'x'.repeat(24);
let db: Database;
let lines: string[] = [];
let fetchApp: (path: string, init?: RequestInit) => Promise<Response>;
let previousAdminToken: string | undefined;

beforeAll(async () => {
  previousAdminToken = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = ADMIN_TOKEN;
  db = await openTestDatabase();
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const app = createApp({ db, logger: createLogger('trace', sink) });
  fetchApp = async (path, init) => app.fetch(new Request('http://test.local' + path, init));
});
afterAll(async () => {
  if (previousAdminToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousAdminToken;
  await db?.close();
});

const json = { 'content-type': 'application/json' };

describe('logs', () => {
  it('never contain a key, token or secret', async () => {
    const secrets: string[] = ['demo_small', 'demo_free', ADMIN_TOKEN];
    const account = await createAccount(db.prisma, 'medium');
    const { token } = await createAccessToken(db.prisma, account.id);
    const expired = await createAccessToken(db.prisma, account.id, { expiresInMs: -1 });
    secrets.push(token, expired.token);

    // ordinary authenticated traffic, REST and GraphQL
    await fetchApp('/api/version', { headers: { 'x-api-key': 'demo_small' } });
    await fetchApp('/api/account/', { headers: { authorization: `Bearer ${token}` } });
    await fetchApp('/graphql', { method: 'POST', headers: { ...json, 'x-api-key': 'demo_small' }, body: JSON.stringify({ query: '{ version { apiVersion } }' }) });
    await fetchApp('/api/validate/', { method: 'POST', headers: { ...json, 'x-api-key': 'demo_small' }, body: JSON.stringify({ type: 'uei', value: 'ZQGGHJH74DW7' }) });
    await fetchApp('/api/validate/', { method: 'POST', headers: { ...json, 'x-api-key': 'demo_free' }, body: JSON.stringify({ type: 'uei', value: 'ZQGGHJH74DW7' }) });

    // refused credentials
    const wrongKey = generateApiKey().key;
    const wrongToken = 'wrong-token-' + 'y'.repeat(30);
    const wrongAdmin = 'wrong-admin-token-' + 'z'.repeat(20);
    secrets.push(wrongKey, wrongToken, wrongAdmin);
    expect((await fetchApp('/api/version', { headers: { 'x-api-key': wrongKey } })).status).toBe(401);
    expect((await fetchApp('/api/account/', { headers: { authorization: `Bearer ${wrongToken}` } })).status).toBe(401);
    expect((await fetchApp('/api/account/', { headers: { authorization: `Bearer ${expired.token}` } })).status).toBe(401);
    expect((await fetchApp('/admin/accounts/', { headers: { authorization: `Bearer ${wrongAdmin}` } })).status).toBe(401);

    // created secrets: account-facing key, operator-created key, OAuth client secret
    const created = await (await fetchApp('/api/account/keys/', { method: 'POST', headers: { ...json, 'x-api-key': 'demo_small' }, body: JSON.stringify({ name: 'logged?' }) })).json();
    secrets.push(created.key);
    const admin = { ...json, authorization: `Bearer ${ADMIN_TOKEN}` };
    const acct = await (await fetchApp('/admin/accounts/', { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Log test', email: `log-${Date.now()}@test.example`, tier: 'small' }) })).json();
    const adminKey = await (await fetchApp(`/admin/accounts/${acct.id}/keys/`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'ops' }) })).json();
    secrets.push(adminKey.key);
    const client = await (
      await fetchApp(`/admin/accounts/${acct.id}/oauth-clients/`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'App', redirect_uris: ['https://app.example/cb'] }) })
    ).json();
    expect(client.client_secret).toMatch(/^pds_secret_/);
    secrets.push(client.client_secret);
    await fetchApp(`/admin/keys/${adminKey.id}/deactivate/`, { method: 'POST', headers: admin });
    expect((await fetchApp('/api/version', { headers: { 'x-api-key': adminKey.key } })).status).toBe(401);
    await fetchApp(`/api/account/keys/${created.id}/`, { method: 'DELETE', headers: { 'x-api-key': created.key } });

    // give fire-and-forget writes a moment, then inspect everything that was logged
    await new Promise((r) => setTimeout(r, 50));
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(text.includes(secret), `a log line contains ${secret.slice(0, 6)}…`).toBe(false);
      expect(text.includes(hashToken(secret)), `a log line contains the hash of ${secret.slice(0, 6)}…`).toBe(false);
    }
    // what is logged instead: key ids and public prefixes, client ids, refusals
    expect(text).toContain(created.prefix);
    expect(text).toContain(adminKey.id);
    expect(text).toContain(client.client_id);
    expect(text).toContain('authentication refused');
    expect(text).toContain('operator request refused');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
