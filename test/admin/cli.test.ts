/**
 * CLI smoke test: `node --import tsx src/admin/cli.ts ...` against a fresh
 * embedded database in a temporary DATA_DIR (the CLI migrates it), then the
 * created key is used against the HTTP app opened on the same directory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/client.js';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { API_KEY_PATTERN } from '../../src/auth/keys.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // always the temporary embedded database, never a shared server
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], { cwd: PROJECT_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run admin', () => {
  it('creates an account and a key that then authenticates; usage and input errors exit non-zero', async () => {
    const created = await cli('accounts:create', '--name', 'CLI Federal Inc', '--email', 'ops@cli.example', '--tier', 'small', '--org-name', 'CLI Holdings');
    expect(created.code, created.stderr).toBe(0);
    const account = JSON.parse(created.stdout);
    expect(account).toMatchObject({ name: 'CLI Federal Inc', email: 'ops@cli.example', tier: 'small', customer_organization: { name: 'CLI Holdings' } });

    const key = await cli('keys:create', account.id, '--name', 'from the cli');
    expect(key.code, key.stderr).toBe(0);
    const k = JSON.parse(key.stdout);
    expect(k.key).toMatch(API_KEY_PATTERN);

    const tier = await cli('accounts:set-tier', account.id, 'large');
    expect(tier.code, tier.stderr).toBe(0);
    expect(JSON.parse(tier.stdout).tier).toBe('large');

    const list = await cli('keys:list', account.id);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject([{ id: k.id, name: 'from the cli', prefix: k.key.slice(0, 12), status: 'active' }]);
    expect(list.stdout).not.toContain(k.key);

    // a tier that does not exist is a usage error (exit 2, before the database); the service's own checks exit 1
    const bad = await cli('accounts:create', '--name', 'x', '--email', 'x@cli.example', '--tier', 'gold');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--tier must be one of free, small, medium, large, enterprise/);
    const invalid = await cli('accounts:create', '--name', 'x', '--email', 'not-an-address', '--tier', 'small');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/error \(400\): email must be an e-mail address/);
    const unknown = await cli('accounts:frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command/);
    expect(unknown.stderr).toMatch(/Usage: npm run admin/);

    // the key works against the service on the same database
    // url '' selects the embedded database even when DATABASE_URL is set (the CLI above used it too)
    const db = await openDatabase({ url: '', dataDir, migrate: false });
    try {
      const app = createApp({ db, logger: createLogger('silent') });
      const res = await app.fetch(new Request('http://test.local/api/account/', { headers: { 'x-api-key': k.key } }));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: account.id, tier: 'large' });
    } finally {
      await db.close();
    }
  }, 240_000);
});
