/**
 * The export client (src/export/client.ts) and `npm run export`
 * (src/export/cli.ts): the output is the export's rows, a broken
 * connection resumes after the last complete record without a gap or a
 * duplicate, a stop line is reported rather than written, and the CLI talks
 * to a listening service.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { csvFields, runExport } from '../../src/export/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exportText } from './helpers.js';

let app: TestApp;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  const http = createApp({ db: app.db, logger: createLogger('silent') });
  server = serve({ fetch: http.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await app?.close();
});

/** A fetch that serves the in-process app, its body broken after `breakAfter` bytes on the first call. */
function flakyFetch(breakAfter: number | null) {
  let calls = 0;
  return (async (url: string | URL, init?: RequestInit) => {
    const u = new URL(String(url));
    const res = await app.fetch(u.pathname + u.search, init);
    if (calls++ > 0 || breakAfter === null || !res.body) return res;
    let sent = 0;
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        if (sent + value.byteLength > breakAfter) {
          controller.enqueue(value.slice(0, breakAfter - sent));
          await reader.cancel();
          controller.error(new Error('socket hang up'));
          return;
        }
        sent += value.byteLength;
        controller.enqueue(value);
      },
    });
    return new Response(body, { status: res.status, headers: res.headers });
  }) as typeof fetch;
}

async function collect(opts: Partial<Parameters<typeof runExport>[0]> & { format: 'csv' | 'ndjson'; list: string }) {
  const chunks: Uint8Array[] = [];
  const retries: (string | undefined)[] = [];
  const result = await runExport({ baseUrl: 'http://test.local', apiKey: 'demo_medium', write: async (c) => void chunks.push(c), onRetry: (_e, after) => retries.push(after), ...opts });
  return { result, text: Buffer.concat(chunks).toString('utf8'), retries };
}

describe('the client', () => {
  it.each(['ndjson', 'csv'] as const)('%s: a connection that breaks mid-record resumes after the last complete record', async (format) => {
    const whole = await exportText(app, '/api/contracts/', `format=${format}&shape=key,description,recipient(uei)`, 'demo_medium');
    const params: [string, string][] = [['shape', 'key,description,recipient(uei)']];
    const broken = await collect({ list: 'contracts', format, params, fetch: flakyFetch(Math.floor(whole.text.length / 2)) });
    expect(broken.retries).toHaveLength(1);
    expect(broken.retries[0]).toMatch(/^CONT_AWD_/);
    expect(broken.text).toBe(whole.text);
    expect(broken.result.stopped).toBeUndefined();
    expect(broken.result.rows).toBe(format === 'csv' ? whole.text.split('\r\n').length - 2 : whole.text.split('\n').length - 1);
  });

  it('without a key in the records a broken connection is an error, not a silent gap', async () => {
    const params: [string, string][] = [['shape', 'description']];
    await expect(collect({ list: 'contracts', format: 'ndjson', params, fetch: flakyFetch(2000) })).rejects.toThrow(/socket hang up/);
  });

  it('an error answer is thrown with its status and body', async () => {
    await expect(collect({ list: 'contracts', format: 'csv', params: [['fiscal_year', 'x']], fetch: flakyFetch(null) })).rejects.toThrow(/HTTP 400: fiscal_year/);
  });

  it('csvFields reads quoted fields', () => {
    expect(csvFields('a,"b,c","d ""e""",')).toEqual(['a', 'b,c', 'd "e"', '']);
  });
});

describe('npm run export', () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/export/cli.ts', ...args], { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('writes the export to standard output and a summary to standard error', async () => {
    const whole = await exportText(app, '/api/contracts/', 'format=csv&fiscal_year=2024', 'demo_medium');
    const r = await run(['contracts', '--filter', 'fiscal_year=2024', '--format', 'csv', '--base-url', baseUrl], { PDS_API_KEY: 'demo_medium' });
    expect(r.stderr).toMatch(/\d+ rows in/);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(whole.text);
  }, 120_000);

  it('a stopped export exits 3 with the command that continues it; a bad argument exits 2', async () => {
    // the listening app runs in this process and reads its environment: Free exports stop after 50 rows
    process.env.EXPORT_FREE_MAX_ROWS = '50';
    let r;
    try {
      r = await run(['contracts', '--filter', 'shape=key', '--base-url', baseUrl], { PDS_API_KEY: 'demo_free' });
    } finally {
      delete process.env.EXPORT_FREE_MAX_ROWS;
    }
    expect(r.code).toBe(3);
    const keys = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).key);
    expect(keys).toHaveLength(50);
    expect(r.stderr).toContain(`stopped after 50 rows: Exports on the Free plan send at most 50 rows each`);
    expect(r.stderr).toContain(`--filter 'shape=key' --format ndjson --after '${keys[49]}'`);
    const bad = await run(['contracts', '--format', 'xml']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/format/);
  }, 120_000);
});
