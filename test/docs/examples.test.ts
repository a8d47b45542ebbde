/**
 * The documentation's examples, run (issue 13, item 7: "Every curl and GraphQL
 * example in the docs is executed by a test against the in-process server, so
 * the docs cannot rot").
 *
 * Every fenced block of README.md and docs/**\/*.md (docs/screenshots excluded):
 * - `sh`: each curl command is run with the machine's curl (bash -c) against a
 *   real listening instance of the service over the seeded test database, with
 *   http://127.0.0.1:8000 replaced by that instance's origin and
 *   `-s -o <file> -w '%{http_code} %{content_type}'` appended; it must answer
 *   2xx, or the status of a `# expect: <status>` comment directly above it,
 *   and a JSON answer must parse (an NDJSON answer line by line);
 * - `graphql`: POSTed to /graphql with X-API-KEY: demo_medium; it must answer
 *   data without `errors`, unless `<!-- expect: errors -->` precedes the block.
 * Each example is its own test, named by file and line. Relative links between
 * the documents must lead to a file, and to a heading when they name one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers/db.js';
import { GENEROUS_QUOTAS } from '../helpers/app.js';
import { anchors, curlCommands, docFiles, fencedBlocks, relativeLinks, shellProblems, type Block, type CurlCommand } from './markdown.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC_ORIGIN = 'http://127.0.0.1:8000';

const files = docFiles(ROOT);
const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]));
const blocks = files.flatMap((f) => fencedBlocks(texts.get(f)!, f));
const curls: CurlCommand[] = blocks.filter((b) => b.info === 'sh').flatMap(curlCommands);
const queries: Block[] = blocks.filter((b) => b.info === 'graphql');

let db: Database;
let server: ServerType;
let origin: string;
let tmp: string;
let curlMissing: string | null = null;
let previousQuotas: string | undefined;

beforeAll(async () => {
  try {
    await run('curl', ['--version']);
  } catch {
    curlMissing = 'curl is not installed: the docs examples are run with the machine\'s curl (apt-get install curl)';
  }
  previousQuotas = process.env.PLAN_QUOTAS;
  process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  db = await openTestDatabase();
  const app = createApp({ db, logger: createLogger('silent') });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-docs-'));
});

afterAll(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (previousQuotas === undefined) delete process.env.PLAN_QUOTAS;
  else process.env.PLAN_QUOTAS = previousQuotas;
});

const short = (s: string) => (s.length > 90 ? s.slice(0, 87) + '...' : s);
let counter = 0;

describe('curl examples', () => {
  for (const c of curls) {
    it(`${c.file}:${c.line} ${short(c.text.replace(DOC_ORIGIN, ''))}`, async () => {
      expect(curlMissing, curlMissing ?? '').toBeNull();
      const where = `${c.file}:${c.line}: ${c.text}`;
      expect(shellProblems(c.text), `${where}\nA runnable example is one plain curl command`).toEqual([]);
      expect(c.text.includes(DOC_ORIGIN), `${where}\nA runnable example calls ${DOC_ORIGIN} (mark other blocks \`text\`)`).toBe(true);
      const body = path.join(tmp, `body-${++counter}`);
      const cmd = `${c.text.split(DOC_ORIGIN).join(origin)} -s -o '${body}' -w '%{http_code} %{content_type}' --max-time 30`;
      let stdout: string;
      try {
        // in a scratch directory, so an example's own -o writes nothing into the checkout
        ({ stdout } = await run('bash', ['-c', cmd], { cwd: tmp, env: { ...process.env, NO_PROXY: '*', no_proxy: '*' }, timeout: 60_000 }));
      } catch (err) {
        // curl --fail exits 22 on an HTTP error and still writes -w
        const e = err as { stdout?: string; stderr?: string; message: string };
        if (!e.stdout || !/^\d{3}/.test(e.stdout)) throw new Error(`${where}\ncurl failed: ${e.stderr || e.message}`);
        stdout = e.stdout;
      }
      const out = stdout.trim();
      const status = Number(out.slice(0, 3));
      const contentType = out.slice(4);
      let text = fs.existsSync(body) ? fs.readFileSync(body, 'utf8') : '';
      // -i writes the head into the body file: the body starts after the last head's blank line
      while (/^HTTP\/[\d.]+ \d{3}/.test(text)) {
        const end = text.search(/\r?\n\r?\n/);
        text = end < 0 ? '' : text.slice(end).replace(/^\r?\n\r?\n/, '');
      }
      const detail = `${where}\nanswered ${status}: ${text.slice(0, 500)}`;
      if (c.expect !== null) expect(status, detail).toBe(c.expect);
      else expect(status >= 200 && status < 300, `${detail}\n(a 2xx is expected; put "# expect: <status>" on the line above for another)`).toBe(true);
      if (/^application\/([\w.+-]+\+)?json\b/i.test(contentType) && text !== '') {
        expect(() => JSON.parse(text), `${detail}\nThe JSON answer does not parse`).not.toThrow();
      } else if (/^application\/(x-)?(ndjson|jsonl|jsonlines)\b/i.test(contentType)) {
        text.split('\n').forEach((line, i) => {
          if (line.trim()) expect(() => JSON.parse(line), `${detail}\nLine ${i + 1} of the NDJSON answer does not parse`).not.toThrow();
        });
      }
    });
  }
});

describe('GraphQL examples', () => {
  for (const q of queries) {
    const expectErrors = q.before === '<!-- expect: errors -->';
    it(`${q.file}:${q.line} ${short(q.lines.join(' ').replace(/\s+/g, ' '))}`, async () => {
      const res = await fetch(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'x-api-key': 'demo_medium' },
        body: JSON.stringify({ query: q.lines.join('\n') }),
      });
      const text = await res.text();
      const where = `${q.file}:${q.line}: answered ${res.status}: ${text.slice(0, 800)}`;
      let body: { data?: unknown; errors?: unknown[] };
      expect(() => (body = JSON.parse(text)), where).not.toThrow();
      if (expectErrors) {
        expect(body!.errors?.length, `${where}\n(<!-- expect: errors --> precedes the block)`).toBeGreaterThan(0);
      } else {
        expect(body!.errors, where).toBeUndefined();
        expect(res.status, where).toBe(200);
        expect(body!.data, where).toBeTruthy();
      }
    });
  }
});

describe('the documents', () => {
  it('the README keeps its first screen: the two commands and a quick tour of five curl calls and one GraphQL call', () => {
    const readme = texts.get('README.md')!;
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test ');
    const tour = readme.slice(readme.indexOf('## Quick tour'), readme.indexOf('\n## ', readme.indexOf('## Quick tour') + 1));
    const tourBlocks = fencedBlocks(tour, 'README.md');
    const tourCurls = tourBlocks.filter((b) => b.info === 'sh').flatMap(curlCommands);
    expect(tourCurls.filter((c) => !c.text.includes('/graphql')).length).toBe(5);
    expect(tourCurls.filter((c) => c.text.includes('/graphql') && /X-API-KEY: demo_\w+/.test(c.text)).length).toBe(1);
    expect(tourBlocks.filter((b) => b.info === 'graphql').length).toBe(1);
  });

  it('every docs/ file is linked from the README and from docs/README.md', () => {
    const readme = new Set(relativeLinks(texts.get('README.md')!, 'README.md').map((l) => l.target.split('#')[0]));
    const index = new Set(relativeLinks(texts.get('docs/README.md') ?? '', 'docs/README.md').map((l) => path.posix.join('docs', l.target.split('#')[0])));
    for (const f of files.filter((f) => f.startsWith('docs/') && f !== 'docs/README.md')) {
      expect(readme.has(f), `README.md does not link ${f}`).toBe(true);
      expect(index.has(f), `docs/README.md does not link ${f}`).toBe(true);
    }
  });

  it('relative links lead to a file, and to a heading when they name one', () => {
    const broken: string[] = [];
    for (const f of files) {
      for (const l of relativeLinks(texts.get(f)!, f)) {
        const [target, anchor] = l.target.split('#');
        const resolved = target === '' ? f : path.posix.normalize(path.posix.join(path.posix.dirname(f), decodeURIComponent(target)));
        if (!fs.existsSync(path.join(ROOT, resolved))) {
          broken.push(`${f}:${l.line}: ${l.target} (no file ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchors(fs.readFileSync(path.join(ROOT, resolved), 'utf8')).has(anchor)) {
          broken.push(`${f}:${l.line}: ${l.target} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
