/**
 * Bulk row writer used by the demo generator (and meant for ingestion).
 *
 * Generators call `add(table, row)` with plain objects keyed by column name;
 * the writer buffers rows per table and hands full batches to a sink:
 *
 *  - InsertSink (PGlite, and PostgreSQL on request): multi-row INSERTs with
 *    values rendered as SQL literals through RawSql.exec. PostgreSQL coerces
 *    the literals to the column types (dates, numerics, arrays, jsonb), so one
 *    code path serves every table without a type map.
 *  - CopySink (PostgreSQL, src/demo/copy.ts): `COPY table (cols) FROM STDIN`
 *    in text format over a dedicated connection, pipelined so the generator
 *    keeps producing while the server stores the previous batches (the writer
 *    yields to the event loop every few ms meanwhile, so the connection's I/O
 *    keeps moving).
 *
 * Foreign keys stay enforced: whenever any buffer is flushed, every pending
 * buffer is flushed in the order tables were first written, so parents always
 * land before children as long as generators write parents first (sinks write
 * batches strictly in the order they receive them).
 *
 * The checksum is a SHA-256 over the tables in the order they were first
 * written, each as its name, U+001F, the hex SHA-256 of its rows' COPY text
 * (tab-separated fields, \N for NULL, U+2205 for a column DEFAULT, a newline
 * per row, rows in the order added) and a newline: the text PostgreSQL stores,
 * so it depends on the generated rows only, never on the sink or its batch
 * sizes. A COPY load encodes each row once, and each batch's bytes are hashed
 * as they are sent, with no second copy of the text. (Since issue 8; before,
 * each value's JSON text was hashed, which cost the generator a fifth of its
 * time at scale 200, and then every row's text was appended to one running
 * string, which cost a tenth in garbage collection.)
 */
import { createHash, type Hash } from 'node:crypto';
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

/** The text of a PostgreSQL array literal ({"a","b",NULL}), unquoted. */
export function arrayText(items: SqlValue[]): string {
  const inner = items
    .map((v) => {
      if (v === null || v === undefined) return 'NULL';
      const s = v instanceof Date ? v.toISOString() : String(v);
      return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join(',');
  return `{${inner}}`;
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
  if (Array.isArray(v)) return quote(arrayText(v));
  if (typeof v === 'object') return quote(JSON.stringify(v));
  throw new Error(`cannot write a ${typeof v} value`);
}

const COPY_SPECIAL = /[\\\t\n\r\u0000]/;
const COPY_ESCAPED = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Escape text for a COPY text-format field (NUL is stripped: PostgreSQL text cannot hold it). */
export function copyEscape(s: string): string {
  if (!COPY_SPECIAL.test(s)) return s;
  if (s.includes('\u0000')) s = s.replace(/\u0000/g, '');
  return s.replace(COPY_ESCAPED, (c) => COPY_ESCAPES[c]);
}

/** One value as a COPY text field; undefined for undefined (column DEFAULT, which COPY cannot express). */
export function copyField(v: SqlValue | Json): string | undefined {
  switch (typeof v) {
    case 'string':
      return copyEscape(v);
    case 'number':
      if (!Number.isFinite(v)) throw new Error(`non-finite number ${v}`);
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'bigint':
      return v.toString();
    case 'undefined':
      return undefined;
  }
  if (v === null) return '\\N';
  if (v instanceof Json) return copyEscape(JSON.stringify(v.value));
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return copyEscape(arrayText(v));
  if (typeof v === 'object') return copyEscape(JSON.stringify(v));
  throw new Error(`cannot write a ${typeof v} value`);
}

/** Rows of one table on their way to a sink, encoded in the sink's row format. */
export interface Batch {
  table: string;
  columns: string[];
  /** encoded rows (see RowSink.encodeRow); empty once `data` holds them */
  rows: string[];
  /** number of rows in the batch */
  count: number;
  /** total length of `rows`, in UTF-16 code units */
  chars: number;
  /** copyText sinks: the rows joined and UTF-8 encoded (what COPY sends) */
  data?: globalThis.Buffer;
}

/** Where batches go: INSERT statements (InsertSink) or COPY streams (CopySink in copy.ts). */
export interface RowSink {
  /** rows per batch */
  readonly batchRows: number;
  /** a batch is flushed once it holds this many characters */
  readonly batchChars: number;
  /** Encode one row; undefined when the sink cannot express a value (undefined = column DEFAULT). */
  encodeRow(values: (SqlValue | Json)[]): string | undefined;
  /** true: the sink stores the writer's COPY text of a row as it is (no encodeRow call) */
  readonly copyText?: boolean;
  /**
   * Write the batches in order. May resolve before they are stored (pipelining);
   * `done` runs for each batch once it is stored.
   */
  write(batches: Batch[], done: (b: Batch) => void): Promise<void>;
  /** Write one row with DEFAULT values (rows encodeRow refused), after everything written before. */
  writeWithDefaults(table: string, columns: string[], values: (SqlValue | Json)[]): Promise<void>;
  /** Resolve once every batch written so far is stored; reject with the first failure. */
  drain(): Promise<void>;
  /**
   * True while batches are on their way without anyone awaiting them: the
   * writer then yields to the event loop every few milliseconds, or the
   * connection's I/O (responses, the next statement, socket writes) would
   * wait until the generator next blocks.
   */
  busy?(): boolean;
}

export function insertStatement(table: string, columns: string[], rows: string[]): string {
  const cols = columns.map((c) => `"${c}"`).join(',');
  return `INSERT INTO "${table}" (${cols}) VALUES ${rows.join(',')}`;
}

/** Batched multi-row INSERTs through RawSql.exec, one statement per batch, awaited in turn. */
export class InsertSink implements RowSink {
  readonly batchRows: number;
  readonly batchChars: number;

  constructor(
    private readonly raw: RawSql,
    opts: { batchRows?: number; batchBytes?: number } = {},
  ) {
    this.batchRows = opts.batchRows ?? 500;
    this.batchChars = opts.batchBytes ?? 1_000_000;
  }

  encodeRow(values: (SqlValue | Json)[]): string {
    let text = '(';
    for (let i = 0; i < values.length; i++) text += (i ? ',' : '') + sqlLiteral(values[i]);
    return text + ')';
  }

  async write(batches: Batch[], done: (b: Batch) => void): Promise<void> {
    for (const b of batches) {
      try {
        await this.raw.exec(insertStatement(b.table, b.columns, b.rows));
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        throw new Error(`bulk insert into ${b.table} failed: ${msg}`);
      }
      done(b);
    }
  }

  async writeWithDefaults(table: string, columns: string[], values: (SqlValue | Json)[]): Promise<void> {
    await this.write([{ table, columns, rows: [this.encodeRow(values)], count: 1, chars: 0 }], () => {});
  }

  async drain(): Promise<void> {}
}

interface TableBuffer {
  table: string;
  columns: string[];
  columnSet: Set<string>;
  rows: string[];
  chars: number;
  /** sinks that encode rows their own way: the rows' COPY text, for the checksum */
  copyRows: string[];
  /** SHA-256 of the table's COPY text so far */
  hash: Hash;
}

export interface WriterOptions {
  /** rows per INSERT statement (default sink only) */
  batchRows?: number;
  /** flush a statement once it reaches this many characters (default sink only) */
  batchBytes?: number;
  /** called once a batch of `rows` rows of `table` is stored */
  onFlush?: (table: string, rows: number) => void;
}

/** While the sink is busy, yield to the event loop after this many ms of generating. */
const YIELD_MS = 2;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class BulkWriter {
  private readonly buffers = new Map<string, TableBuffer>();
  readonly counts = new Map<string, number>();
  private readonly sink: RowSink;
  private readonly done: (b: Batch) => void;
  private sinceCheck = 0;
  private lastYield = performance.now();

  /** `target`: a RawSql (batched INSERTs, as before) or any RowSink (e.g. a CopySink). */
  constructor(target: RawSql | RowSink, opts: WriterOptions = {}) {
    this.sink = 'encodeRow' in target ? target : new InsertSink(target, opts);
    this.done = (b) => opts.onFlush?.(b.table, b.count);
  }

  /** Queue one row. The first row of a table fixes its column list. */
  async add(table: string, row: Record<string, unknown>): Promise<void> {
    let buf = this.buffers.get(table);
    const keys = Object.keys(row);
    if (!buf) {
      buf = { table, columns: keys, columnSet: new Set(keys), rows: [], chars: 0, copyRows: [], hash: createHash('sha256') };
      this.buffers.set(table, buf);
    }
    const { columns } = buf;
    // fast path: same keys in the same order as the first row (the usual case)
    let same = keys.length === columns.length;
    for (let i = 0; same && i < keys.length; i++) same = keys[i] === columns[i];
    if (!same) {
      for (const k of keys) if (!buf.columnSet.has(k)) throw new Error(`${table}: column ${k} not in the first row's columns`);
    }
    const values = (same ? Object.values(row) : columns.map((c) => row[c])) as (SqlValue | Json)[];
    // the row as COPY stores it (undefined: U+2205) is also what the checksum hashes, so the checksum
    // is the stored text's, whatever the sink, and a COPY load encodes each value once
    let copy = '';
    let defaults = false;
    for (let i = 0; i < values.length; i++) {
      let f = copyField(values[i]);
      if (f === undefined) {
        defaults = true;
        f = '\u2205';
      }
      copy += i ? '\t' + f : f;
    }
    copy += '\n';
    const text = this.sink.copyText ? (defaults ? undefined : copy) : this.sink.encodeRow(values);
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    if (text === undefined) {
      // a value the sink cannot encode (DEFAULT): write everything before it, then the row on its own
      await this.flushBuffers();
      buf.hash.update(copy);
      await this.sink.writeWithDefaults(table, columns, values);
      this.done({ table, columns, rows: [], count: 1, chars: 0 });
      return;
    }
    buf.rows.push(text);
    if (!this.sink.copyText) buf.copyRows.push(copy);
    buf.chars += text.length;
    if (buf.rows.length >= this.sink.batchRows || buf.chars >= this.sink.batchChars) await this.flushBuffers();
    else if (++this.sinceCheck >= 32) {
      this.sinceCheck = 0;
      const now = performance.now();
      if (now - this.lastYield >= YIELD_MS && this.sink.busy?.()) {
        await yieldToEventLoop();
        this.lastYield = performance.now();
      }
    }
  }

  /**
   * Hand every pending row to the sink, parents first. May return before they
   * are stored (a pipelining sink): use flush() when they must be in the
   * database, e.g. before SQL that reads them.
   */
  async flushBuffers(): Promise<void> {
    const batches: Batch[] = [];
    for (const buf of this.buffers.values()) {
      if (buf.rows.length === 0) continue;
      const batch: Batch = { table: buf.table, columns: buf.columns, rows: buf.rows, count: buf.rows.length, chars: buf.chars };
      if (this.sink.copyText) {
        // the bytes COPY sends are the bytes hashed: one join, one UTF-8 encoding; the row strings
        // are let go at once (a batch waiting for the server holds only its bytes, outside the heap:
        // holding the strings too made every major collection walk them, 40% of the generator's
        // time at scale 100)
        batch.data = globalThis.Buffer.from(buf.rows.join(''), 'utf8');
        batch.rows = [];
        buf.hash.update(batch.data);
      } else {
        buf.hash.update(buf.copyRows.join(''));
        buf.copyRows = [];
      }
      batches.push(batch);
      buf.rows = [];
      buf.chars = 0;
    }
    if (batches.length) await this.sink.write(batches, this.done);
  }

  /** Write every pending row, parents first, and wait until all of them are stored. */
  async flush(): Promise<void> {
    await this.flushBuffers();
    await this.sink.drain();
  }

  /** sha256 over every table's rows (see the top of this file): identical for identical inputs. Rows still buffered count too. */
  checksum(): string {
    const all = createHash('sha256');
    for (const buf of this.buffers.values()) {
      const h = buf.hash.copy();
      // rows not yet handed to the sink (their batch is hashed when it is)
      if (buf.rows.length) h.update(this.sink.copyText ? buf.rows.join('') : buf.copyRows.join(''));
      all.update(`${buf.table}\u001f${h.digest('hex')}\n`);
    }
    return all.digest('hex');
  }
}
