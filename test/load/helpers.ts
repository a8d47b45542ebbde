/**
 * Helpers of the loader tests: the alert harness's app (REST, GraphQL, an
 * alert), `npm run load`'s handler run in process against the app's
 * database, fixture files written from the adapters' real header lists
 * (CSV quoting as the source writes it, CRLF, an encoding, zip archives),
 * and the change log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { command, runLoadCommand } from '../../src/load/command.js';
import type { LoadSummary } from '../../src/load/run.js';
import { createLogger } from '../../src/logger.js';
import type { TestApp } from '../helpers/app.js';

export interface LoadRun {
  code: number;
  summary?: LoadSummary;
  stdout: string;
  stderr: string;
}

/** Run `npm run load -- <argv>` in process (the CLI's handler) against the app's database. */
export async function runLoad(app: TestApp, argv: string[]): Promise<LoadRun> {
  let stdout = '';
  let stderr = '';
  try {
    const parsed = command.parse(argv);
    const out = await runLoadCommand(parsed, {
      openDatabase: async () => ({ ...app.db, close: async () => undefined }),
      logger: createLogger('silent'),
      stdout: (s) => void (stdout += `${s}\n`),
      stderr: (s) => void (stderr += `${s}\n`),
      tty: false,
    });
    return { ...out, stdout, stderr };
  } catch (err) {
    // as src/cli/args.ts reports a thrown error: one line, exit 1 (2 for usage errors)
    return { code: (err as Error).name === 'UsageError' ? 2 : 1, stdout, stderr: `${stderr}error: ${(err as Error).message}\n` };
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export type FixtureRow = Record<string, string>;

/** A CSV of these columns (exact names, in this order) and rows (by column name; a name the row lacks is empty). */
export function csv(columns: readonly string[], rows: readonly FixtureRow[], opts: { quoteAll?: boolean; eol?: string } = {}): string {
  const eol = opts.eol ?? '\r\n';
  const field = (v: string) => (opts.quoteAll || /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  for (const r of rows) for (const k of Object.keys(r)) if (!columns.includes(k)) throw new Error(`fixture row names a column the layout lacks: ${k}`);
  return [columns.map(field).join(','), ...rows.map((r) => columns.map((c) => field(r[c] ?? '')).join(','))].join(eol) + eol;
}

/** Windows-1252 bytes of a text (only characters Windows-1252 has). */
export function cp1252(text: string): Buffer {
  const high: Record<string, number> = { '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f };
  const out = Buffer.alloc(text.length);
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (high[ch] !== undefined) out[n++] = high[ch];
    else if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) out[n++] = c;
    else throw new Error(`${ch} is not a Windows-1252 character`);
  }
  return out.subarray(0, n);
}

/** A zip archive of these entries (deflated). */
export async function zip(file: string, entries: [string, Buffer | string][]): Promise<string> {
  const z = new yazl.ZipFile();
  for (const [name, data] of entries) z.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'), name);
  z.end();
  await new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    z.outputStream.pipe(out).on('finish', resolve).on('error', reject);
  });
  return file;
}

export function write(dir: string, name: string, data: Buffer | string): string {
  const p = path.join(dir, name);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, data);
  return p;
}

/** The rejects file's rows (file, line, key, reason). */
export function readRejects(file: string): { file: string; line: number; key: string; reason: string }[] {
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/).slice(1);
  return lines.map((l) => {
    const cells: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < l.length; i++) {
      const ch = l[i];
      if (quoted) {
        if (ch === '"' && l[i + 1] === '"') (cur += '"'), i++;
        else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') cells.push(cur), (cur = '');
      else cur += ch;
    }
    cells.push(cur);
    return { file: cells[0], line: Number(cells[1]), key: cells[2], reason: cells[3] };
  });
}

/** snake_case → camelCase, recursively over object keys (REST body → GraphQL shape). */
export function camel(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(camel);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), camel(x)]));
  return v;
}

export async function maxChangeId(app: TestApp): Promise<string> {
  const [r] = await app.db.raw.query<{ m: string }>(`SELECT coalesce(max(id), 0)::text AS m FROM change_log`);
  return r.m;
}

export async function changesAfter(app: TestApp, id: string, type: string): Promise<{ record_id: string; change: string }[]> {
  return app.db.raw.query(`SELECT record_id, change FROM change_log WHERE id > $1::bigint AND resource_type = $2 ORDER BY record_id`, [id, type]);
}
