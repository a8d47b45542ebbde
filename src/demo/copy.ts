/**
 * Bulk loading into PostgreSQL through COPY (issue 8), used by the demo
 * generator and meant for ingestion.
 *
 * CopySink: a RowSink (see writer.ts) that streams batches as
 * `COPY table (cols) FROM STDIN` in text format (pg-copy-streams) over one
 * dedicated connection. Batches are queued on that connection and stored in
 * the order they were written, so parents still land before children; the
 * caller only waits when more than `maxInFlightChars` are queued, so the
 * generator (one core) and the server (the other) work at the same time.
 * Text format: fields separated by tabs, rows by newlines, NULL as \N;
 * backslash, tab, newline and carriage return escaped, NUL stripped (as the
 * INSERT path does); arrays as array literals, jsonb as JSON text, dates as
 * ISO text, booleans as true/false (what the INSERT path's TRUE/FALSE give,
 * even in a text column).
 *
 * BulkLoad: one transaction on that connection around the whole load:
 *   BEGIN
 *   defer():   save pg_indexes.indexdef of every secondary index (not primary
 *              keys, not unique indexes, not indexes backing a constraint) and
 *              DROP them; DISABLE the user triggers of the form
 *              `NEW.col := <expression>; RETURN NEW;` (the search-vector
 *              triggers; BEFORE INSERT row triggers whose function is exactly
 *              one assignment); other triggers stay enabled
 *   ... COPY batches (foreign keys stay enforced, row by row) ...
 *   rebuild(): one set-based UPDATE per table computing the columns with the
 *              trigger's own expression (read from the trigger function, NEW.
 *              replaced by the table alias), then CREATE INDEX from the saved
 *              definitions (the UPDATE first, so it maintains no secondary
 *              index), ENABLE the triggers, ANALYZE
 *   ... set-based aggregates (the generator's finalize step) ...
 *   COMMIT
 * A failure anywhere (or a killed process) rolls the transaction back, and
 * with it the DROP INDEX and DISABLE TRIGGER: PostgreSQL DDL is
 * transactional, so the database is never left without its indexes and
 * triggers, nor with half a dataset. The price: the load holds ACCESS
 * EXCLUSIVE locks on the loaded tables until it commits (other sessions wait
 * rather than see a partial dataset), and statements that must see the loaded
 * rows have to run through `BulkLoad.raw` (same connection and transaction).
 */
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { RawSql } from '../db/client.js';
import { arrayText, insertStatement, Json, sqlLiteral, type Batch, type RowSink, type SqlValue } from './writer.js';

type CopyFromStream = Writable & pg.Submittable;
// pg-copy-streams ships no type declarations; its surface is this one function.
const { from: copyFrom } = createRequire(import.meta.url)('pg-copy-streams') as { from: (sql: string) => CopyFromStream };

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

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface CopySinkOptions {
  /** rows per COPY statement (default 100,000) */
  batchRows?: number;
  /** a table's batch is flushed once it holds this many characters (default 4 M) */
  batchChars?: number;
  /** the writer waits while more than this many characters are queued on the connection (default 24 M) */
  maxInFlightChars?: number;
}

interface InFlight {
  promise: Promise<void>;
  chars: number;
}

/** COPY FROM STDIN batches over one pg connection, pipelined (see the top of this file). */
export class CopySink implements RowSink {
  readonly batchRows: number;
  readonly batchChars: number;
  private readonly maxInFlightChars: number;
  private readonly inFlight: InFlight[] = [];
  private inFlightChars = 0;
  private failure: Error | undefined;
  /** milliseconds the writer spent waiting for the database */
  waitMs = 0;
  /** COPY statements sent */
  statements = 0;

  constructor(
    private readonly client: pg.Client,
    opts: CopySinkOptions = {},
  ) {
    this.batchRows = opts.batchRows ?? 100_000;
    this.batchChars = opts.batchChars ?? 4_000_000;
    this.maxInFlightChars = opts.maxInFlightChars ?? 24_000_000;
  }

  encodeRow(values: (SqlValue | Json)[]): string | undefined {
    let text = '';
    for (let i = 0; i < values.length; i++) {
      const f = copyField(values[i]);
      if (f === undefined) return undefined;
      text += i ? '\t' + f : f;
    }
    return text + '\n';
  }

  /** Record the first failure; every later write and drain rethrows it. */
  fail(err: unknown, table?: string): void {
    if (this.failure) return;
    const msg = err instanceof Error ? err.message : String(err);
    this.failure = new Error(table ? `bulk copy into ${table} failed: ${msg}` : msg);
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  async write(batches: Batch[], done: (b: Batch) => void): Promise<void> {
    this.check();
    for (const b of batches) this.enqueue(b, done);
    if (this.inFlightChars > this.maxInFlightChars) {
      const started = Date.now();
      while (this.inFlightChars > this.maxInFlightChars && this.inFlight.length) await this.inFlight.shift()!.promise;
      this.waitMs += Date.now() - started;
    }
    this.check();
  }

  private enqueue(b: Batch, done: (b: Batch) => void): void {
    const sql = `COPY ${quoteIdent(b.table)} (${b.columns.map(quoteIdent).join(',')}) FROM STDIN`;
    const stream = this.client.query(copyFrom(sql));
    this.statements++;
    const stored = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    // the connection runs queued statements in order; the data waits in the stream until its COPY starts
    stream.end(b.rows.join(''));
    const chars = b.chars;
    this.inFlightChars += chars;
    const promise = stored.then(
      () => {
        this.inFlightChars -= chars;
        if (!this.failure) done(b);
      },
      (err: unknown) => {
        this.inFlightChars -= chars;
        this.fail(err, b.table);
      },
    ).catch((err: unknown) => this.fail(err)); // a throwing `done` (progress callback) fails the load too
    this.inFlight.push({ promise, chars });
  }

  async writeWithDefaults(table: string, columns: string[], values: (SqlValue | Json)[]): Promise<void> {
    await this.drain();
    const row = `(${values.map(sqlLiteral).join(',')})`;
    try {
      await this.client.query(insertStatement(table, columns, [row]));
    } catch (err) {
      this.fail(err, table);
      this.check();
    }
  }

  async drain(): Promise<void> {
    const started = Date.now();
    while (this.inFlight.length) await this.inFlight.shift()!.promise;
    this.waitMs += Date.now() - started;
    this.check();
  }
}

export interface DeferredIndex {
  table: string;
  name: string;
  /** pg_indexes.indexdef, replayed as is */
  def: string;
}

export interface DeferredTrigger {
  table: string;
  name: string;
  /** the column the trigger assigns */
  column: string;
  /** the assigned expression, NEW.x rewritten to t.x */
  expression: string;
}

/**
 * The assignment of a trigger function of the form
 * `BEGIN NEW.col := <expression>; RETURN NEW; END`, or null for any other body.
 */
export function parseAssignmentTrigger(src: string): { column: string; expression: string } | null {
  const m = /^\s*BEGIN\s+NEW\.(\w+)\s*:=\s*([\s\S]+?)\s*;\s*RETURN\s+NEW\s*;\s*END\s*;?\s*$/i.exec(src);
  if (!m) return null;
  const [, column, body] = m;
  // anything beyond column references and plain SQL would not mean the same outside the trigger
  if (/\b(OLD|TG_\w+)\b|;|\$/i.test(body)) return null;
  return { column: column.toLowerCase(), expression: body.replace(/\bNEW\./gi, 't.') };
}

export interface RebuildTimings {
  searchVectorsMs: number;
  indexesMs: number;
  analyzeMs: number;
}

/** A COPY load in one transaction with indexes and search triggers deferred (see the top of this file). */
export class BulkLoad {
  readonly sink: CopySink;
  /** Statements on the load's connection and transaction, after every queued COPY. */
  readonly raw: RawSql;
  indexes: DeferredIndex[] = [];
  triggers: DeferredTrigger[] = [];
  private tables: string[] = [];
  private rebuilt = false;
  private finished = false;

  private constructor(
    private readonly client: pg.Client,
    opts: CopySinkOptions,
  ) {
    this.sink = new CopySink(client, opts);
    this.raw = {
      exec: async (sql) => {
        await this.sink.drain();
        await client.query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => {
        await this.sink.drain();
        return (await client.query(sql, params)).rows as T[];
      },
    };
  }

  /** Connect (a connection of its own, not the pool's) and BEGIN. */
  static async begin(url: string, opts: CopySinkOptions = {}): Promise<BulkLoad> {
    const client = new pg.Client({ connectionString: url, application_name: 'pds bulk load' });
    await client.connect();
    const load = new BulkLoad(client, opts);
    // a dropped connection fails the load (and the server rolls the transaction back)
    client.on('error', (err) => load.sink.fail(err));
    try {
      await client.query('BEGIN');
      // index builds: at least 256 MB of sort memory (only ever raised, and only for this transaction)
      await client.query(`SELECT set_config('maintenance_work_mem', '256MB', true)
                           WHERE pg_size_bytes(current_setting('maintenance_work_mem')) < 256 * 1024 * 1024`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    return load;
  }

  /**
   * Drop the secondary indexes and disable the assignment triggers of `tables`
   * (default: every table of the current schema but Prisma's migrations table).
   */
  async defer(tables?: string[]): Promise<void> {
    if (!tables) {
      const rows = await this.raw.query<{ tablename: string }>(
        `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`,
      );
      tables = rows.map((r) => r.tablename);
    }
    this.tables = tables;
    this.indexes = await this.raw.query<DeferredIndex>(
      `SELECT i.tablename AS "table", i.indexname AS name, i.indexdef AS def
         FROM pg_indexes i
         JOIN pg_namespace n ON n.nspname = i.schemaname
         JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = n.oid
         JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
          AND NOT x.indisprimary AND NOT x.indisunique AND NOT x.indisexclusion AND x.indisvalid
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)
        ORDER BY i.tablename, i.indexname`,
      [tables],
    );
    const candidates = await this.raw.query<{ table: string; name: string; src: string }>(
      `SELECT c.relname AS "table", t.tgname AS name, p.prosrc AS src
         FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_proc p ON p.oid = t.tgfoid
         JOIN pg_language l ON l.oid = p.prolang
        WHERE n.nspname = current_schema() AND c.relname = ANY($1)
          AND NOT t.tgisinternal AND t.tgenabled = 'O' AND t.tgqual IS NULL AND l.lanname = 'plpgsql'
          AND (t.tgtype::int & 1) = 1        -- FOR EACH ROW
          AND (t.tgtype::int & 66) = 2       -- BEFORE (not AFTER, not INSTEAD OF)
          AND (t.tgtype::int & 4) = 4        -- ON INSERT
        ORDER BY c.relname, t.tgname`,
      [tables],
    );
    const triggers: DeferredTrigger[] = [];
    for (const c of candidates) {
      const parsed = parseAssignmentTrigger(c.src);
      if (parsed) triggers.push({ table: c.table, name: c.name, ...parsed });
    }
    // two triggers assigning the same column: the firing order would matter, leave both alone
    const key = (t: DeferredTrigger) => `${t.table}.${t.column}`;
    this.triggers = triggers.filter((t) => triggers.filter((u) => key(u) === key(t)).length === 1);
    for (const i of this.indexes) await this.raw.exec(`DROP INDEX ${quoteIdent(i.name)}`);
    for (const t of this.triggers) await this.raw.exec(`ALTER TABLE ${quoteIdent(t.table)} DISABLE TRIGGER ${quoteIdent(t.name)}`);
  }

  /**
   * After the rows are in: compute the deferred trigger columns set-based,
   * recreate the indexes, enable the triggers, ANALYZE. `onPhase` reports progress.
   */
  async rebuild(onPhase?: (phase: string) => void): Promise<RebuildTimings> {
    await this.sink.drain();
    const timings: RebuildTimings = { searchVectorsMs: 0, indexesMs: 0, analyzeMs: 0 };
    let started = Date.now();
    onPhase?.('search vectors');
    const byTable = new Map<string, DeferredTrigger[]>();
    for (const t of this.triggers) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t]);
    for (const [table, ts] of byTable) {
      const sets = ts.map((t) => `${quoteIdent(t.column)} = ${t.expression}`).join(', ');
      await this.raw.exec(`UPDATE ${quoteIdent(table)} AS t SET ${sets}`);
    }
    timings.searchVectorsMs = Date.now() - started;
    started = Date.now();
    onPhase?.('indexes');
    for (const i of this.indexes) await this.raw.exec(i.def);
    for (const t of this.triggers) await this.raw.exec(`ALTER TABLE ${quoteIdent(t.table)} ENABLE TRIGGER ${quoteIdent(t.name)}`);
    this.rebuilt = true;
    timings.indexesMs = Date.now() - started;
    started = Date.now();
    onPhase?.('statistics');
    await this.analyze();
    timings.analyzeMs = Date.now() - started;
    return timings;
  }

  /** ANALYZE the loaded tables (every table of the schema when defer() was not called). */
  async analyze(): Promise<void> {
    const tables = this.tables.length ? this.tables.map(quoteIdent).join(', ') : '';
    await this.raw.exec(`ANALYZE ${tables}`);
  }

  /** Rebuild if that has not happened yet, then COMMIT. */
  async commit(): Promise<void> {
    if (!this.rebuilt && (this.indexes.length || this.triggers.length)) await this.rebuild();
    await this.raw.exec('COMMIT');
    this.finished = true;
  }

  /** ROLLBACK: the rows, the dropped indexes and the disabled triggers all return to their state before BEGIN. */
  async rollback(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    // queued COPYs fail once the transaction is aborted; wait for them so the connection is idle
    await this.sink.drain().catch(() => {});
    // a broken connection cannot roll back, but then the server already has
    await this.client.query('ROLLBACK').catch(() => {});
  }

  /** Close the connection; an open transaction is rolled back by the server. */
  async close(): Promise<void> {
    await this.client.end().catch(() => {});
  }
}
