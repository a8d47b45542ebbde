/**
 * Bulk loading into PostgreSQL through COPY (issue 8): used by the demo
 * generator on PostgreSQL, meant for ingestion too.
 *
 * CopySink: a RowSink (see writer.ts) that sends batches as
 * `COPY table (cols) FROM STDIN` in text format (pg-copy-streams) over one
 * dedicated connection, one statement at a time, in the order they were
 * written, so parents still land before children. The writer goes on
 * generating while earlier batches are stored and only waits when more than
 * `maxInFlightChars` are queued: the generator uses one core, the server the
 * other. Text format: fields separated by tabs, rows by newlines, NULL as \N;
 * backslash, tab, newline and carriage return escaped, NUL stripped (as the
 * INSERT path does); arrays as array literals, jsonb as JSON text, dates as
 * ISO text, booleans as true/false (what the INSERT path's TRUE/FALSE give,
 * also in a text column). A row with an undefined value (column DEFAULT,
 * which COPY cannot express) goes in as a one-row INSERT, in order.
 *
 * BulkLoad: one transaction on that connection around the whole load:
 *   BEGIN
 *   defer():   save the definitions of the loaded tables' foreign keys and
 *              DROP them; save pg_indexes.indexdef of every secondary index
 *              (unique ones too; not primary keys, not indexes a constraint
 *              stands on) and DROP them
 *   ... COPY batches: the search-vector triggers stay enabled (see below) ...
 *   rebuild('foreign-keys'): CREATE INDEX for the indexes that lead with a
 *              foreign-key column, ANALYZE
 *   ... set-based fix-ups joining along foreign keys (the generator's
 *       aggregates); they update many rows, and without the other indexes
 *       those updates are cheap ...
 *   rebuild('rest'): CREATE INDEX for the others, ANALYZE what changed,
 *              ADD CONSTRAINT for every foreign key: PostgreSQL validates
 *              each with one join over the child table, so a dangling key
 *              fails the load as surely as the row-by-row check did, at a
 *              fraction of its cost
 *   COMMIT
 * A failure anywhere, a dropped connection or a killed process rolls the
 * transaction back, and with it the DROP INDEX: DDL is transactional in
 * PostgreSQL, so the database is never left without its indexes or foreign keys, nor with
 * half a dataset (the seed test injects each of these). The price: the load
 * holds ACCESS EXCLUSIVE locks on the loaded tables until it commits (other
 * sessions wait instead of seeing a partial dataset), SQL that must see the
 * loaded rows runs through `BulkLoad.raw` (same connection and transaction).
 *
 * Search vectors are computed by their triggers as the rows arrive, on the
 * server's core while the generator runs on the other (about 20 µs per award
 * row). Disabling the triggers and computing the vectors with one UPDATE per
 * table after the load was tried and measured slower (scale 10: 15.6 s of
 * UPDATEs after the load, then 167 s instead of 4 s of aggregates): inside
 * the load's transaction the UPDATE rewrites every row, re-checks every
 * foreign key of every row, and its HOT chains make CREATE INDEX mark the new
 * indexes unusable until the transaction ends (pg_index.indcheckxmin), so the
 * aggregates ran without them.
 *
 * Large values are compressed with lz4 where the server has it (award COPY
 * about 35% faster than with pglz): a column setting made by the migrations
 * (pds_use_lz4), so every other writer gains as well.
 */
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { RawSql } from '../db/client.js';
import { copyEscape, copyField, insertStatement, sqlLiteral, type Batch, type Json, type RowSink, type SqlValue } from './writer.js';

export { copyEscape, copyField };

type CopyFromStream = Writable & pg.Submittable;
// pg-copy-streams ships no type declarations; its surface is this one function.
const { from: copyFrom } = createRequire(import.meta.url)('pg-copy-streams') as { from: (sql: string) => CopyFromStream };

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface CopySinkOptions {
  /** rows per COPY statement (default 100,000) */
  batchRows?: number;
  /** a table's batch is flushed once it holds this many characters (default 1 M: larger batches cost more in garbage collection than they save in statements) */
  batchChars?: number;
  /** the writer waits while more than this many characters are queued on the connection (default 16 M) */
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
  /** the writer waits while more than this many characters are queued (raised while statements run ahead) */
  maxInFlightChars: number;
  readonly defaultMaxInFlightChars: number;
  private readonly inFlight: InFlight[] = [];
  /** COPYs (and statements: no data) waiting for the connection */
  private readonly queue: { sql: string; data?: Buffer; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private copying = false;
  private inFlightChars = 0;
  private failure: Error | undefined;
  /** tables emptied by this transaction: their COPYs write frozen rows (COPY ... FREEZE) */
  readonly frozen = new Set<string>();
  /** milliseconds the writer spent waiting for the database */
  waitMs = 0;
  /** per table: milliseconds the server spent on its COPYs (from the later of queued and previous done, to done) */
  readonly serverMs = new Map<string, number>();
  private lastDone = 0;

  constructor(
    private readonly client: pg.Client,
    opts: CopySinkOptions = {},
  ) {
    this.batchRows = opts.batchRows ?? 100_000;
    this.batchChars = opts.batchChars ?? 1_000_000;
    this.maxInFlightChars = this.defaultMaxInFlightChars = opts.maxInFlightChars ?? 16_000_000;
  }

  /** rows arrive as the writer's COPY text (see BulkWriter.add) */
  readonly copyText = true;

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
    const sql = `COPY ${quoteIdent(b.table)} (${b.columns.map(quoteIdent).join(',')}) FROM STDIN${this.frozen.has(b.table) ? ' (FREEZE)' : ''}`;
    const data = b.data ?? Buffer.from(b.rows.join(''), 'utf8');
    const chars = b.chars;
    this.inFlightChars += chars;
    const queued = Date.now();
    const stored = new Promise<void>((resolve, reject) => this.queue.push({ sql, data, resolve, reject }));
    this.pump();
    const promise = stored
      .then(
        () => {
          const now = Date.now();
          this.serverMs.set(b.table, (this.serverMs.get(b.table) ?? 0) + now - Math.max(queued, this.lastDone));
          this.lastDone = now;
          this.inFlightChars -= chars;
          if (!this.failure) done(b);
        },
        (err: unknown) => {
          this.inFlightChars -= chars;
          this.fail(err, b.table);
        },
      )
      .catch((err: unknown) => this.fail(err)); // a throwing `done` (progress callback) fails the load too
    this.inFlight.push({ promise, chars });
  }

  /**
   * Queue a statement behind the COPYs already queued, without waiting for it
   * (the writer goes on); it resolves once run. A failure fails the load.
   */
  enqueueStatement(sql: string): Promise<void> {
    this.check();
    const stored = new Promise<void>((resolve, reject) => this.queue.push({ sql, resolve, reject }));
    this.pump();
    const promise = stored.catch((err: unknown) => this.fail(err));
    this.inFlight.push({ promise, chars: 0 });
    return promise;
  }

  /** Start the next queued COPY once the connection is free (one statement at a time, in order). */
  private pump(): void {
    if (this.copying) return;
    const job = this.queue.shift();
    if (!job) return;
    if (this.failure) {
      // the transaction is aborted: nothing more to send
      job.reject(this.failure);
      this.pump();
      return;
    }
    this.copying = true;
    const finish = (err?: unknown) => {
      if (!this.copying) return;
      this.copying = false;
      if (err) job.reject(err);
      else job.resolve();
      this.pump();
    };
    if (!job.data) {
      this.client.query(job.sql).then(() => finish(), (err: unknown) => finish(err ?? new Error('statement failed')));
      return;
    }
    const stream = this.client.query(copyFrom(job.sql));
    stream.on('finish', () => finish());
    stream.on('error', (err) => finish(err));
    stream.end(job.data);
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

  busy(): boolean {
    return this.inFlight.length > 0;
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
  /** the index leads with the first column of one of the table's foreign keys (a join path) */
  foreignKey: boolean;
}

export interface RebuildTimings {
  indexesMs: number;
  analyzeMs: number;
  /** adding back (and validating) the foreign keys */
  foreignKeysMs: number;
}

export interface DeferredConstraint {
  table: string;
  name: string;
  /** pg_get_constraintdef, replayed as is */
  def: string;
}

/** A COPY load in one transaction with the secondary indexes deferred (see the top of this file). */
export class BulkLoad {
  readonly sink: CopySink;
  /** Statements on the load's connection and transaction, after every queued COPY. */
  readonly raw: RawSql;
  indexes: DeferredIndex[] = [];
  /** foreign keys of the loaded tables, dropped by defer() and added back (validated) by rebuild('rest') */
  foreignKeys: DeferredConstraint[] = [];
  private tables: string[] = [];
  private readonly built = new Set<string>();
  /** max_parallel_maintenance_workers for the builds after the load (the generator's core is free then) */
  private parallelWorkers = 2;
  /** per table, rows written in this transaction when it was last analyzed */
  private analyzed: Map<string, string> | undefined;
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
      // index builds: at least 1 GB of sort memory and a parallel worker where the server allows
      // (the generator is done by then, so its core is free); only ever raised, only for this transaction
      await client.query(`SELECT set_config('maintenance_work_mem', '1GB', true)
                           WHERE pg_size_bytes(current_setting('maintenance_work_mem')) < 1024 * 1024 * 1024`);
      await client.query(`SELECT set_config('max_parallel_maintenance_workers', '2', true)
                           WHERE current_setting('max_parallel_maintenance_workers')::int < 2`);
      const [{ w }] = (await client.query<{ w: string }>(`SELECT current_setting('max_parallel_maintenance_workers') AS w`)).rows;
      load.parallelWorkers = Number(w);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    return load;
  }

  /** Every table of the current schema but Prisma's migrations table and the rate limiter's counters (src/http/ratelimit/store.ts). */
  private async schemaTables(): Promise<string[]> {
    const rows = await this.raw.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', 'rate_limit') ORDER BY tablename`,
    );
    return rows.map((r) => r.tablename);
  }

  /**
   * Empty `tables` (default: every table of the schema) inside the load's
   * transaction: replacing a dataset is then all or nothing (a failed load
   * leaves the previous rows in place), and the rows COPY writes into a table
   * emptied by the same transaction go in frozen (COPY FREEZE: no later
   * VACUUM pass to mark them visible; and on a server with wal_level=minimal
   * they skip the WAL altogether).
   */
  async empty(tables?: string[]): Promise<void> {
    tables ??= await this.schemaTables();
    if (tables.length) await this.raw.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')} RESTART IDENTITY`);
    for (const t of tables) this.sink.frozen.add(t);
  }

  /** Drop the secondary indexes and foreign keys of `tables` (default: every table of the schema, as above). */
  async defer(tables?: string[]): Promise<void> {
    tables ??= await this.schemaTables();
    this.tables = tables;
    // the secondary indexes, unique ones too (rebuilding one checks uniqueness once, for all rows),
    // but not primary keys nor an index a constraint stands on (a referenced key); read before the
    // foreign keys go, which tell which indexes lead with a foreign-key column
    this.indexes = await this.raw.query<DeferredIndex>(
      `SELECT i.tablename AS "table", i.indexname AS name, i.indexdef AS def,
              EXISTS (SELECT 1 FROM pg_constraint f
                       WHERE f.contype = 'f' AND f.conrelid = x.indrelid AND f.conkey[1] = x.indkey[0]) AS "foreignKey"
         FROM pg_indexes i
         JOIN pg_namespace n ON n.nspname = i.schemaname
         JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = n.oid
         JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
          AND NOT x.indisprimary AND NOT x.indisexclusion AND x.indisvalid
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)
        ORDER BY i.tablename, i.indexname`,
      [tables],
    );
    // foreign keys are checked once, set-based, when they are added back: row by row they cost the
    // server more than storing the rows (an index probe per key per row, and again on every UPDATE
    // of a row this transaction inserted)
    this.foreignKeys = await this.raw.query<DeferredConstraint>(
      `SELECT c.relname AS "table", k.conname AS name, pg_get_constraintdef(k.oid) AS def
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname = ANY($1)
        ORDER BY c.relname, k.conname`,
      [tables],
    );
    for (const k of this.foreignKeys) await this.raw.exec(`ALTER TABLE ${quoteIdent(k.table)} DROP CONSTRAINT ${quoteIdent(k.name)}`);
    for (const i of this.indexes) await this.raw.exec(`DROP INDEX ${quoteIdent(i.name)}`);
  }

  /**
   * Rebuild the deferred indexes of `tables` now, behind the COPYs already
   * queued, while the generator goes on with the next tables: the server
   * builds them in the time it would otherwise wait for rows (no parallel
   * workers: the generator has the other core). For tables no later step
   * writes; rebuild() skips what was built here. The writer may queue up to
   * `aheadChars` of rows meanwhile instead of waiting.
   */
  buildAhead(tables: string[], aheadChars = 1_000_000_000): void {
    const pending = this.indexes.filter((i) => tables.includes(i.table) && !this.built.has(i.name));
    if (!pending.length) return;
    const sink = this.sink;
    sink.maxInFlightChars = Math.max(sink.maxInFlightChars, aheadChars);
    void sink.enqueueStatement(`SET LOCAL max_parallel_maintenance_workers = 0`);
    for (const i of pending) void sink.enqueueStatement(i.def).then(() => this.built.add(i.name));
    void sink.enqueueStatement(`SET LOCAL max_parallel_maintenance_workers = ${this.parallelWorkers}`).then(() => {
      sink.maxInFlightChars = sink.defaultMaxInFlightChars;
    });
  }

  /**
   * After the rows are in: recreate the dropped indexes, then ANALYZE.
   * `which`: 'foreign-keys' the indexes leading with a foreign-key column
   * (what set-based fix-ups join on), 'rest' the others, 'all' (default) both.
   */
  async rebuild(which: 'foreign-keys' | 'rest' | 'all' = 'all'): Promise<RebuildTimings> {
    await this.sink.drain();
    let started = Date.now();
    const pending = this.indexes.filter(
      (i) => !this.built.has(i.name) && (which === 'all' || i.foreignKey === (which === 'foreign-keys')),
    );
    for (const i of pending) {
      await this.raw.exec(i.def);
      this.built.add(i.name);
    }
    const indexesMs = Date.now() - started;
    started = Date.now();
    await this.analyze();
    const analyzeMs = Date.now() - started;
    started = Date.now();
    if (which !== 'foreign-keys') {
      // each constraint is validated by one join of the whole child table (a violation fails the load)
      for (const k of this.foreignKeys.filter((f) => !this.built.has(`constraint ${f.table}.${f.name}`))) {
        await this.raw.exec(`ALTER TABLE ${quoteIdent(k.table)} ADD CONSTRAINT ${quoteIdent(k.name)} ${k.def}`);
        this.built.add(`constraint ${k.table}.${k.name}`);
      }
    }
    return { indexesMs, analyzeMs, foreignKeysMs: Date.now() - started };
  }

  /**
   * ANALYZE the loaded tables (every table of the schema when defer() was not
   * called); after the first time, only those written to since (the
   * transaction's own counters, pg_stat_xact_user_tables, tell which).
   */
  async analyze(): Promise<void> {
    const counters = await this.raw.query<{ table: string; n: string }>(
      `SELECT relname AS "table", (n_tup_ins + n_tup_upd + n_tup_del)::text AS n
         FROM pg_stat_xact_user_tables WHERE schemaname = current_schema()`,
    );
    const now = new Map(counters.map((c) => [c.table, c.n]));
    let tables = this.tables.length ? this.tables : [...now.keys()];
    if (this.analyzed) tables = tables.filter((t) => now.get(t) !== this.analyzed!.get(t));
    if (tables.length) await this.raw.exec(`ANALYZE ${tables.map(quoteIdent).join(', ')}`);
    this.analyzed = now;
  }

  /** Rebuild if that has not happened yet, then COMMIT. */
  async commit(): Promise<void> {
    if (this.indexes.some((i) => !this.built.has(i.name)) || this.foreignKeys.some((k) => !this.built.has(`constraint ${k.table}.${k.name}`))) await this.rebuild();
    await this.raw.exec('COMMIT');
    this.finished = true;
  }

  /** ROLLBACK: the rows and the dropped indexes return to their state before BEGIN. */
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
