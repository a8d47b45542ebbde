/**
 * The real entry point: `npm start` migrates an empty embedded database, loads
 * the demo dataset, listens, serves /api/version and /graphql, and stops
 * cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-start-'));

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function waitForLine(proc: ChildProcess, pattern: RegExp, ms: number): Promise<Record<string, any>> {
  return new Promise((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${buf}`)), ms);
    proc.stdout!.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      for (const line of buf.split('\n')) {
        if (pattern.test(line)) {
          clearTimeout(timer);
          try {
            resolve(JSON.parse(line));
          } catch {
            resolve({ line });
          }
          return;
        }
      }
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}; output:\n${buf}`));
    });
  });
}

describe('npm start', () => {
  it('loads the demo data into an empty database, serves, and drains on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SCALE: '0.05', LOG_LEVEL: 'info' };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const listening = await waitForLine(child, /"msg":"listening"/, 240_000);
    const base = listening.url as string;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const version = await fetch(`${base}/api/version`);
    expect(version.status).toBe(200);
    expect((await version.json()).api_version).toBe('4.25.3');

    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ psc(code: "R425") { code name } }' }),
    });
    expect(gql.status).toBe(200);
    const body = await gql.json();
    expect(body.data.psc.code).toBe('R425');

    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 300_000);
});
