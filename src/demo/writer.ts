/**
 * Batched multi-row INSERT writer used by the demo generator (and usable by
 * ingestion). Works on PGlite and PostgreSQL alike through RawSql.exec.
 *
 * Rows are plain objects keyed by column name. Values are rendered as SQL
 * literals and coerced by PostgreSQL to the column types (dates, numerics,
 * arrays, jsonb), so one code path serves every table without a type map.
 *
 * Foreign keys stay enforced: whenever any buffer is flushed, every pending
 * buffer is flushed in the order tables were first written, so parents always
 * land before children as long as generators write parents first.
 */
import { createHash } from 'node:crypto';
import type { RawSql } from '../db/client.js';

export type SqlValue =
  | string
  | number
  | bigint
  | boolean
  | Date
  | null
  | undefined
  | SqlValue[]
  | { [k: string]: unknown };

export type Row = Record<string, SqlValue>;

/** Mark a value that must be stored as jsonb (objects are jsonb by default; use for JSON arrays). */
export class Json {
  constructor(readonly value: unknown) {}
}

function quote(s: string): string {
  if (s.includes('\u0000')) s = s.replace(/\u0000/g, '');
  return `'${s.replace(/'/g, "''")}'`;
}

function arrayLiteral(items: SqlValue[]): string {
  const inner = items
    .map((v) => {
      if (v === null || v === undefined) return 'NULL';
      const s = v instanceof Date ? v.toISOString() : String(v);
      return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join(',');
  return quote(`{${inner}}`);
}

export function sqlLiteral(v: SqlValue | Json): string {
  if (v === undefined) return 'DEFAULT';
  if (v === null) return 'NULL';
  if (v instanceof Json) return quote(JSON.stringify(v.value));
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`non-finite number ${v}`);
    return String(v);
  }
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return quote(v);
  if (v instanceof Date) return quote(v.toISOString());
  if (Array.isArray(v)) return arrayLiteral(v);
  if (typeof v === 'object') return quote(JSON.stringify(v));
  throw new Error(`cannot write a ${typeof v} value`);
}

/** Canonical text of a value for the generator checksum. */
function canonical(v: SqlValue | Json): string {
  if (v instanceof Json) return JSON.stringify(v.value);
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return '\u2205';
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
}

interface Buffer {
  table: string;
  columns: string[];
  rows: string[];
  bytes: number;
}

export interface WriterOptions {
  /** rows per INSERT statement */
  batchRows?: number;
  /** flush a statement once it reaches this many characters */
  batchBytes?: number;
  onFlush?: (table: string, rows: number) => void;
}

export class BulkWriter {
  private readonly buffers = new Map<string, Buffer>();
  private readonly hash = createHash('sha256');
  readonly counts = new Map<string, number>();
  private readonly batchRows: number;
  private readonly batchBytes: number;

  constructor(
    private readonly raw: RawSql,
    private readonly opts: WriterOptions = {},
  ) {
    this.batchRows = opts.batchRows ?? 500;
    this.batchBytes = opts.batchBytes ?? 1_000_000;
  }

  /** Queue one row. The first row of a table fixes its column list. */
  async add(table: string, row: Record<string, unknown>): Promise<void> {
    let buf = this.buffers.get(table);
    if (!buf) {
      buf = { table, columns: Object.keys(row), rows: [], bytes: 0 };
      this.buffers.set(table, buf);
    }
    for (const k of Object.keys(row)) {
      if (!buf.columns.includes(k)) throw new Error(`${table}: column ${k} not in the first row's columns`);
    }
    const values = buf.columns.map((c) => row[c] as SqlValue | Json);
    const text = `(${values.map(sqlLiteral).join(',')})`;
    this.hash.update(table);
    for (const v of values) this.hash.update('\u001f' + canonical(v));
    this.hash.update('\n');
    buf.rows.push(text);
    buf.bytes += text.length;
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    if (buf.rows.length >= this.batchRows || buf.bytes >= this.batchBytes) await this.flush();
  }

  /** Write every pending row, parents first. */
  async flush(): Promise<void> {
    for (const buf of this.buffers.values()) {
      if (buf.rows.length === 0) continue;
      const cols = buf.columns.map((c) => `"${c}"`).join(',');
      const sql = `INSERT INTO "${buf.table}" (${cols}) VALUES ${buf.rows.join(',')}`;
      const n = buf.rows.length;
      buf.rows = [];
      buf.bytes = 0;
      try {
        await this.raw.exec(sql);
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        throw new Error(`bulk insert into ${buf.table} failed: ${msg}`);
      }
      this.opts.onFlush?.(buf.table, n);
    }
  }

  /** sha256 over every row written, in order: identical for identical inputs. */
  checksum(): string {
    return this.hash.copy().digest('hex');
  }
}
