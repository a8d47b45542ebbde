/**
 * A client of the export endpoint (docs/export.md): streams one export from
 * a running service to a writer, chunk by chunk, and keeps track of the last
 * complete record and its key, so that an interrupted download continues
 * after it (`retries`) and an export the service stopped (quota, Free cap)
 * says where to resume. The stop line is not written: the output holds only
 * rows (and the CSV header). Used by the CLI (./cli.ts).
 */

export interface ExportOptions {
  /** service origin, e.g. http://127.0.0.1:8000 */
  baseUrl: string;
  apiKey?: string;
  /** the list path, with or without /api/: `contracts`, `entities/ABC/contracts` */
  list: string;
  /** the list's filters, shape, ordering… (and bom, list_separator, joiner, flat) */
  params?: [string, string][];
  format: 'csv' | 'ndjson';
  /** resume after the record with this key */
  after?: string;
  /** with `after` and CSV: leave the header row out (appending to an earlier file) */
  header?: boolean;
  /** resumptions after a broken connection (default 3) */
  retries?: number;
  /** where the rows go; awaited (back-pressure) */
  write: (chunk: Uint8Array) => Promise<void>;
  /** rows written so far, after each chunk */
  onProgress?: (rows: number) => void;
  /** a connection broke and the export resumes after `after` */
  onRetry?: (err: Error, after: string | undefined) => void;
  fetch?: typeof fetch;
}

export interface ExportResult {
  rows: number;
  /** the key of the last record written (what `after` takes), when the records carry it */
  after?: string;
  /** why the service stopped before the last row */
  stopped?: { code: string; error: string; wait_in_seconds?: number };
}

/** An error answer of the service (status and body). */
export class ExportHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const b = body as { error?: string; detail?: string } | null;
    super(`HTTP ${status}: ${b?.error ?? b?.detail ?? JSON.stringify(body)}`);
    this.name = 'ExportHttpError';
  }
}

export function exportUrl(o: Pick<ExportOptions, 'baseUrl' | 'list' | 'params' | 'format' | 'after'>): string {
  const list = o.list.replace(/^\/+/, '').replace(/^api\//, '').replace(/\/*$/, '/');
  const u = new URL(`/api/export/${list}`, o.baseUrl);
  for (const [k, v] of o.params ?? []) u.searchParams.append(k, v);
  u.searchParams.set('format', o.format);
  if (o.after !== undefined) u.searchParams.set('after', o.after);
  return u.toString();
}

/** The fields of one CSV record (RFC 4180, without its line end). */
export function csvFields(record: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const ch = record[i];
    if (quoted) {
      if (ch === '"' && record[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (out.push(field), (field = ''));
    else field += ch;
  }
  out.push(field);
  return out;
}

const STOP_CSV = '# export stopped: ';

/**
 * Splits a stream of text into complete records: NDJSON lines, or CSV
 * records (a CRLF outside quotes ends one).
 */
class Records {
  private rest = '';
  private quoted = false;
  private scanned = 0;
  constructor(private readonly csv: boolean) {}

  push(text: string): string[] {
    this.rest += text;
    const out: string[] = [];
    let start = 0;
    for (let i = this.scanned; i < this.rest.length; i++) {
      const ch = this.rest[i];
      if (this.csv && ch === '"') this.quoted = !this.quoted;
      else if (ch === '\n' && !this.quoted) {
        out.push(this.rest.slice(start, i + 1));
        start = i + 1;
      }
    }
    this.rest = this.rest.slice(start);
    this.scanned = this.rest.length;
    return out;
  }

  get pending(): string {
    return this.rest;
  }
}

/** Run one export to `write`; resumes after a broken connection up to `retries` times. */
export async function runExport(o: ExportOptions): Promise<ExportResult> {
  const doFetch = o.fetch ?? fetch;
  const encoder = new TextEncoder();
  let after = o.after;
  let rows = 0;
  let keyIndex = -1;
  let keyField: string | null = null;
  let headerWritten = o.header === false || (o.format === 'csv' && o.after !== undefined && o.header !== true);
  let retries = o.retries ?? 3;
  for (;;) {
    const res = await doFetch(exportUrl({ ...o, after }), {
      // fetch asks for gzip itself and decompresses
      headers: { Accept: o.format === 'csv' ? 'text/csv' : 'application/x-ndjson', ...(o.apiKey ? { 'X-API-KEY': o.apiKey } : {}) },
    });
    if (res.status !== 200) {
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      throw new ExportHttpError(res.status, body);
    }
    keyField = res.headers.get('x-export-key');
    const records = new Records(o.format === 'csv');
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let first = true;
    try {
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const complete = records.push(decoder.decode(value, { stream: true }));
        let out = '';
        for (const rec of complete) {
          if (o.format === 'csv' && first) {
            first = false;
            const header = csvFields(rec.replace(/\r?\n$/, '').replace(/^\uFEFF/, ''));
            keyIndex = keyField ? header.indexOf(keyField) : -1;
            if (!headerWritten) {
              out += rec;
              headerWritten = true;
            }
            continue;
          }
          const stop = stopOf(rec, o.format);
          if (stop) {
            if (out) await o.write(encoder.encode(out));
            o.onProgress?.(rows);
            return { rows, ...(after !== undefined ? { after } : {}), stopped: stop };
          }
          rows++;
          out += rec;
          const k = keyOf(rec, o.format, keyField, keyIndex);
          if (k !== undefined) after = k;
        }
        if (out) {
          await o.write(encoder.encode(out));
          o.onProgress?.(rows);
        }
      }
      if (records.pending !== '') throw new Error('the export ended in the middle of a record');
      return { rows, ...(after !== undefined ? { after } : {}) };
    } catch (err) {
      // a broken connection: continue after the last complete record, when the records carry a key
      if (retries-- <= 0 || !keyField || (rows > 0 && after === undefined)) throw err;
      o.onRetry?.(err as Error, after);
      headerWritten = true;
    }
  }
}

function stopOf(rec: string, format: 'csv' | 'ndjson'): ExportResult['stopped'] | null {
  if (format === 'csv') {
    const f = csvFields(rec.replace(/\r?\n$/, ''));
    return f.length === 1 && f[0].startsWith(STOP_CSV) ? { code: 'stopped', error: f[0].slice(STOP_CSV.length) } : null;
  }
  if (!rec.startsWith('{"code":')) return null;
  const o = JSON.parse(rec) as Record<string, unknown>;
  const members = new Set(['code', 'error', 'wait_in_seconds', 'rows', 'after']);
  return typeof o.error === 'string' && typeof o.rows === 'number' && Object.keys(o).every((k) => members.has(k)) ? { code: String(o.code), error: o.error, ...(typeof o.wait_in_seconds === 'number' ? { wait_in_seconds: o.wait_in_seconds } : {}) } : null;
}

function keyOf(rec: string, format: 'csv' | 'ndjson', keyField: string | null, keyIndex: number): string | undefined {
  if (!keyField) return undefined;
  if (format === 'csv') {
    if (keyIndex < 0) return undefined;
    return csvFields(rec.replace(/\r?\n$/, ''))[keyIndex] || undefined;
  }
  const v = (JSON.parse(rec) as Record<string, unknown>)[keyField];
  return v === null || v === undefined ? undefined : String(v);
}
