/**
 * The ingestion service (issue 12, "Ingestion"): one call is one ingestion
 * cycle. `POST /admin/ingest/{resource}` (src/admin/http.ts) and
 * `npm run ingest -- <resource> <file>` (src/ingest/cli.ts) both call
 * `ingest()`.
 *
 * 1. Every record is validated against the resource's mapping
 *    (src/ingest/resources.ts): types, unknown fields, derived fields,
 *    required and immutable fields, lengths of the columns, references to
 *    other records, duplicates within the batch, the snapshot partition. Any
 *    problem: 400 with the per-record report and nothing written. The
 *    mapping's rules (no database) are applied before the transaction; the
 *    lookups and reference checks under the lock of step 2 (before it for
 *    a mapping that says so: `checksBeforeLock`).
 * 2. In ONE transaction (serialised per resource by an advisory lock):
 *    incoming rows are compared with the stored ones in SQL
 *    (jsonb_populate_record of the stored row with the incoming columns,
 *    column by column, so 100.0 and 100.00 or two spellings of one instant
 *    are the same value); child rows (transactions, category codes,
 *    attachments, contact) are compared as sets. A record is `created`,
 *    `modified` (some served, source-supplied value differs) or `unchanged`.
 *    Observation timestamps (first_seen_at, last_seen_at,
 *    last_change_seen_at, first_listed_at, raw captured_at) are written but
 *    never compared.
 * 3. Created rows are inserted, existing ones updated (unchanged rows only
 *    in their observation timestamps), differing child sets replaced;
 *    snapshot mode then handles the absent records of its partition
 *    (src/ingest/resources.ts: delisting, listed=false); the resource's
 *    after-hook derives stored derived values (state-and-local status by the
 *    status job's precedence).
 * 4. change_log gets one row per created or modified record (and per
 *    snapshot transition), and ingest_cycle one row for the call with the
 *    change_log id range, in the same transaction as the data: a reader of
 *    change_log (realtime alert evaluation) can only see changes that are
 *    already queryable. The data tables' triggers notify pds_data_changes on
 *    commit, which clears every instance's count caches.
 */
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { ApiError, validationError } from '../engine/errors.js';
import { advisoryLockKey } from '../jobs/scheduler.js';
import { applyRules, RecordPatch, type ChildDef, type ColumnValue, type FieldRule, type RecordError } from './mapping.js';

/** At most this many records per call. */
export const MAX_RECORDS = 100_000;
/** At most this many bytes per call (HTTP body or CLI file). */
export const MAX_BYTES = 50 * 1024 * 1024;
/** At most this many problems are listed in a 400 (error_count has them all). */
export const MAX_REPORTED_ERRORS = 1_000;

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Ctx {
  q: Query;
  now: Date;
  mode: 'upsert' | 'snapshot';
  partition: unknown;
}

/** One validated record. */
export interface Item {
  index: number;
  key: string | null;
  patch: RecordPatch;
  /** the raw record */
  record: Record<string, unknown>;
  /** set after the comparison */
  found?: boolean;
  change?: 'created' | 'modified' | 'unchanged';
  /** the compared columns whose stored value differs (existing records) */
  changed?: string[];
  /** the child collections that differ (existing records) */
  childrenChanged?: string[];
}

export interface SnapshotSpec {
  /** what `partition` means, for messages and the README */
  describe: string;
  parse(partition: string): unknown;
  /** a record outside the partition: message, else null */
  check(item: Item, partition: unknown): { field: string; message: string } | null;
  /** the absent records' transition; returns their keys */
  absent(ctx: Ctx, presentKeys: string[]): Promise<{ keys: string[]; label: string }>;
}

export interface IngestMapping {
  /** REST name: /admin/ingest/{name} */
  name: string;
  /** change_log.resource_type (the alert query type) */
  changeType: string;
  table: string;
  key: string;
  keyType: 'text' | 'uuid' | 'int';
  rules: Record<string, FieldRule>;
  children: ChildDef[];
  /** columns written but never compared, by when they are written when the record does not supply them */
  observation?: Record<string, 'create' | 'always' | 'change'>;
  /** service columns stamped with `now` on creation and on every real change (e.g. modified) */
  changeStamps?: string[];
  /** a column whose stored value must equal this (a shared table, e.g. award.family) */
  scope?: { column: string; value: string; label: string };
  /** columns never changed once created (an incoming different value is refused) */
  immutable?: string[];
  /** groups of columns of which a row must keep at least one not null (an award's recipient: its UEI, or its DUNS in data from before the UEI) */
  requireOneOf?: { columns: string[]; field: string; message: string }[];
  /** values of a new row the record need not supply */
  createDefaults?: (now: Date) => Record<string, ColumnValue>;
  /** lookups and derived columns after per-record validation (natural keys, references) */
  prepare?: (items: Item[], ctx: Ctx) => Promise<void>;
  /**
   * prepare and the reference checks run before the ingestion lock is taken (in the batch's transaction, each
   * statement seeing what is committed when it runs): they read other tables, or rows of this one that a concurrent
   * batch of this resource does not create (an award's parent is an IDV of its own batch's IDV step or an earlier one).
   * A loader's next batch then does them while the batch before writes (TargetPipeline in src/load/run.ts).
   */
  checksBeforeLock?: boolean;
  /** after the comparison, before any write: read what the writes replace (e.g. the before values of a revision) */
  beforeWrite?: (ctx: Ctx, items: Item[]) => Promise<void>;
  /** after the writes: derive stored derived values and handle re-appearance; returns extra changed keys */
  after?: (ctx: Ctx, touched: { created: string[]; modified: string[]; all: string[] }) => Promise<{ keys: string[]; label: string }[]>;
  snapshot?: SnapshotSpec;
}

export interface IngestOptions {
  mode?: 'upsert' | 'snapshot';
  partition?: string;
  now?: Date;
  /**
   * Run inside this interactive transaction instead of one of its own: the
   * caller commits or rolls back several batches at once (`npm run load --
   * --strict`: a whole file or nothing). Realtime alerts are the caller's to
   * evaluate after its commit.
   */
  tx?: Prisma.TransactionClient;
  /**
   * Called once the batch holds the resource's ingestion lock (taken after the per-record validation, held until the
   * commit): a caller that writes batches one after another may start validating the next one from there (the next
   * one then waits for the lock, so batches are compared and written in the order they took it).
   */
  onLocked?: () => void;
}

export interface IngestResult {
  cycle_id: string;
  resource: string;
  change_type: string;
  mode: 'upsert' | 'snapshot';
  partition: string | null;
  records: number;
  created: number;
  modified: number;
  unchanged: number;
  /** snapshot and re-appearance transitions (delisted, relisted, unlisted) by label */
  transitions: Record<string, number>;
  change_log: { count: number; first_id: string | null; last_id: string | null };
  started_at: string;
  finished_at: string;
}

// ───────────────────────────── parsing ─────────────────────────────

/** Parse a body: a JSON array of records, or JSON lines (one record per non-blank line). */
export function parseRecords(text: string, format: 'json' | 'jsonl' | 'auto' = 'auto'): unknown[] {
  if (Buffer.byteLength(text, 'utf8') > MAX_BYTES) throw validationError(`the batch is too large (at most ${MAX_BYTES} bytes)`);
  const trimmed = text.trim();
  if (trimmed === '') throw validationError('the batch is empty: send a JSON array of records or JSON lines');
  let records: unknown[];
  if (format === 'json' || (format === 'auto' && trimmed.startsWith('['))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (err) {
      throw validationError(`the batch is not valid JSON: ${(err as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw validationError('a JSON batch must be an array of records (or send JSON lines)');
    records = parsed;
  } else {
    records = [];
    const lines = text.split(/\r?\n/);
    for (const [i, line] of lines.entries()) {
      if (line.trim() === '') continue;
      try {
        records.push(JSON.parse(line));
      } catch (err) {
        throw validationError(`line ${i + 1} is not valid JSON: ${(err as Error).message}`, { line: i + 1 });
      }
      if (records.length > MAX_RECORDS) break;
    }
  }
  if (records.length === 0) throw validationError('the batch holds no records');
  if (records.length > MAX_RECORDS) throw validationError(`the batch holds more than ${MAX_RECORDS} records; split it into several calls`);
  return records;
}

// ───────────────────────────── column facts ─────────────────────────────

interface ColumnFacts {
  nullable: boolean;
  hasDefault: boolean;
  maxLength: number | null;
}

const factsCache = new Map<string, Map<string, ColumnFacts>>();

async function columnFacts(q: Query, table: string): Promise<Map<string, ColumnFacts>> {
  const cached = factsCache.get(table);
  if (cached) return cached;
  const rows = await q<{ column_name: string; is_nullable: string; column_default: string | null; character_maximum_length: number | null }>(
    `SELECT column_name, is_nullable, column_default, character_maximum_length FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  const map = new Map(rows.map((r) => [r.column_name, { nullable: r.is_nullable === 'YES', hasDefault: r.column_default !== null, maxLength: r.character_maximum_length === null ? null : Number(r.character_maximum_length) }]));
  factsCache.set(table, map);
  return map;
}

function checkLengths(facts: Map<string, ColumnFacts>, columns: Map<string, ColumnValue> | Record<string, ColumnValue>, fail: (column: string, message: string) => void): void {
  const entries = columns instanceof Map ? [...columns.entries()] : Object.entries(columns);
  for (const [column, value] of entries) {
    const max = facts.get(column)?.maxLength;
    if (max == null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (typeof v === 'string' && [...v].length > max) fail(column, `must be at most ${max} characters`);
  }
}

/** per table: its single-column foreign keys (the schema does not change under a running process; information_schema costs about 12 ms a call) */
const foreignKeysCache = new Map<string, { column_name: string; ref_table: string; ref_column: string }[]>();

async function singleColumnForeignKeys(q: Query, table: string): Promise<{ column_name: string; ref_table: string; ref_column: string }[]> {
  const cached = foreignKeysCache.get(table);
  if (cached) return cached;
  const fks = await q<{ column_name: string; ref_table: string; ref_column: string }>(
    `SELECT kcu.column_name, ccu.table_name AS ref_table, ccu.column_name AS ref_column
     FROM information_schema.table_constraints tc
     JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema() AND tc.table_name = $1
       AND (SELECT count(*) FROM information_schema.key_column_usage k2 WHERE k2.constraint_name = tc.constraint_name AND k2.table_schema = tc.table_schema) = 1`,
    [table],
  );
  foreignKeysCache.set(table, fks);
  return fks;
}

/**
 * Every single-column foreign key of the table whose column a record sets
 * must name a stored row (a clear per-record message instead of a failed
 * statement). A field already reported is not reported twice.
 */
async function checkReferences(q: Query, table: string, items: Item[], fieldName: (it: Item, column: string) => string): Promise<void> {
  for (const fk of await singleColumnForeignKeys(q, table)) {
    const values = [...new Set(items.map((it) => it.patch.columns.get(fk.column_name)).filter((v): v is string => typeof v === 'string'))];
    if (!values.length) continue;
    const rows = await q<{ v: string }>(`SELECT ${fk.ref_column}::text AS v FROM ${fk.ref_table} WHERE ${fk.ref_column}::text IN (SELECT jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(values)]);
    const known = new Set(rows.map((r) => r.v));
    for (const it of items) {
      const v = it.patch.columns.get(fk.column_name);
      if (typeof v !== 'string' || known.has(v)) continue;
      const field = fieldName(it, fk.column_name);
      if (it.patch.problems.some((p) => p.field === field || p.field?.startsWith(`${field}.`) || field.startsWith(`${p.field}.`))) continue;
      it.patch.fail(field, `names no stored ${fk.ref_table} record (${JSON.stringify(v.slice(0, 80))})`);
    }
  }
}

// ───────────────────────────── the service ─────────────────────────────

const KEY_CAST = { text: 'text', uuid: 'uuid', int: 'int' } as const;

/** Ingest one batch of `mapping`'s records (see the module comment). */
export async function ingest(prisma: PrismaClient, mapping: IngestMapping, records: unknown[], opts: IngestOptions = {}): Promise<IngestResult> {
  const mode = opts.mode ?? 'upsert';
  const now = opts.now ?? new Date();
  if (!Array.isArray(records) || records.length === 0) throw validationError('the batch holds no records');
  if (records.length > MAX_RECORDS) throw validationError(`the batch holds more than ${MAX_RECORDS} records; split it into several calls`);
  let partition: unknown = null;
  if (mode === 'snapshot') {
    if (!mapping.snapshot) throw validationError(`snapshot mode is not available for ${mapping.name}: its source does not mean anything by absence`);
    if (opts.partition === undefined || opts.partition.trim() === '') throw validationError(`snapshot mode needs a partition: ${mapping.snapshot.describe}`);
    partition = mapping.snapshot.parse(opts.partition.trim());
  } else if (opts.partition !== undefined) {
    throw validationError('partition is only meaningful with mode=snapshot');
  }

  // 1. per-record validation: the mapping's rules alone, before the transaction and the lock (a loader overlaps it
  // with the writes of the batch before: it was a fifth of the time a batch of awards held the lock)
  const items: Item[] = records.map((record, index) => {
    const patch = new RecordPatch();
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      patch.fail(null, 'a record must be a JSON object');
      return { index, key: null, patch, record: {} };
    }
    applyRules(mapping.rules, record as Record<string, unknown>, patch);
    const k = patch.columns.get(mapping.key);
    return { index, key: typeof k === 'string' || typeof k === 'number' ? String(k) : null, patch, record: record as Record<string, unknown> };
  });

  const run = async (tx: Prisma.TransactionClient): Promise<IngestResult> => {
    const q: Query = (text, params = []) => tx.$queryRawUnsafe(text, ...params);
    const ctx: Ctx = { q, now, mode, partition };
    // one ingestion of a resource at a time: the comparison must see the rows it writes over
    let startedAt = new Date();
    const lock = async () => {
      await q(`SELECT pg_advisory_xact_lock($1::bigint)::text AS locked`, [advisoryLockKey(`ingest:${mapping.table}`)]);
      opts.onLocked?.();
      startedAt = new Date();
    };
    if (!mapping.checksBeforeLock) await lock();

    if (mapping.prepare) await mapping.prepare(items, ctx);
    await checkReferences(q, mapping.table, items, (it, column) => fieldOf(mapping.rules, column) ?? column);
    const facts = await columnFacts(q, mapping.table);
    const seen = new Map<string, number>();
    for (const it of items) {
      if (it.patch.problems.length) continue;
      if (it.key === null) {
        it.patch.fail(mapping.key, 'the record has no key');
        continue;
      }
      const prior = seen.get(it.key);
      if (prior !== undefined) it.patch.fail(mapping.key, `duplicate of record ${prior} in this batch`);
      else seen.set(it.key, it.index);
      checkLengths(facts, it.patch.columns, (c, m) => it.patch.fail(c, m));
      for (const child of mapping.children) {
        const rows = it.patch.children.get(child.field);
        if (!rows) continue;
        const childFacts = await columnFacts(q, child.table);
        for (const [i, row] of rows.entries()) checkLengths(childFacts, row, (c, m) => it.patch.fail(`${child.field}${child.list ? `[${i}]` : ''}.${c}`, m));
      }
      if (mode === 'snapshot') {
        const p = mapping.snapshot!.check(it, partition);
        if (p) it.patch.fail(p.field, p.message);
      }
    }

    if (mapping.checksBeforeLock) await lock();

    // 2. comparison with the stored rows (every keyed record, so that the report is complete; only a clean batch is written)
    const keyed = items.filter((it) => it.key !== null && Object.keys(it.record).length > 0);
    const compared = new Set<string>();
    collectColumns(mapping.rules, compared);
    for (const c of Object.keys(mapping.observation ?? {})) compared.delete(c);
    const found = new Map<number, { changed: string[]; scope: string | null; stored: Record<string, unknown> }>();
    // which keys are stored (their spelling as sent): only those need the full comparison, so a batch of new records
    // does not send every record twice
    const storedKeys = new Set<string>();
    for (const chunk of chunks(keyed, 5_000)) {
      const rows = await q<{ k: string }>(
        `SELECT x.k FROM jsonb_array_elements_text($1::jsonb) x(k) WHERE EXISTS (SELECT 1 FROM ${mapping.table} t WHERE t.${mapping.key} = x.k::${KEY_CAST[mapping.keyType]})`,
        [JSON.stringify(chunk.map((it) => it.key))],
      );
      for (const r of rows) storedKeys.add(r.k);
    }
    for (const chunk of chunks(
      keyed.filter((it) => storedKeys.has(it.key!)),
      5_000,
    )) {
      // img: each stored row as JSON once, and once with the incoming values laid over it (written per
      // compared column, these conversions of the whole row ran once per column: 115 µs per entity)
      const rows = await q<{ ord: number; found: boolean; changed: string[]; scope: string | null; stored: Record<string, unknown> | null }>(
        `WITH x AS (SELECT (e->>'ord')::int AS ord, e->>'key' AS k, e->'patch' AS patch FROM jsonb_array_elements($1::jsonb) e)
         SELECT x.ord, (t.${mapping.key} IS NOT NULL) AS found,
           CASE WHEN t.${mapping.key} IS NULL THEN '[]'::jsonb ELSE (
             SELECT coalesce(jsonb_agg(c ORDER BY c), '[]'::jsonb) FROM jsonb_array_elements_text($2::jsonb) c
             WHERE x.patch ? c AND (img.incoming -> c) IS DISTINCT FROM (img.stored -> c)) END AS changed,
           ${mapping.scope ? `t.${mapping.scope.column}::text` : 'NULL::text'} AS scope,
           CASE WHEN t.${mapping.key} IS NULL THEN NULL ELSE (SELECT jsonb_object_agg(c, img.stored -> c) FROM jsonb_array_elements_text($3::jsonb) c) END AS stored
         FROM x LEFT JOIN ${mapping.table} t ON t.${mapping.key} = x.k::${KEY_CAST[mapping.keyType]}
         LEFT JOIN LATERAL (SELECT to_jsonb(jsonb_populate_record(t, x.patch)) AS incoming, to_jsonb(t) AS stored WHERE t.${mapping.key} IS NOT NULL OFFSET 0) img ON true`,
        [
          JSON.stringify(chunk.map((it) => ({ ord: it.index, key: it.key, patch: Object.fromEntries(it.patch.columns) }))),
          JSON.stringify([...compared]),
          JSON.stringify([...(mapping.immutable ?? []), ...(mapping.requireOneOf ?? []).flatMap((g) => g.columns)]),
        ],
      );
      for (const r of rows) if (r.found) found.set(Number(r.ord), { changed: r.changed, scope: r.scope, stored: r.stored ?? {} });
    }
    const hasProblem = (it: Item, field: string) => it.patch.problems.some((p) => p.field === field || p.field?.startsWith(`${field}.`) || p.field?.startsWith(`${field}[`));
    for (const it of keyed) {
      const f = found.get(it.index);
      it.found = f !== undefined;
      if (!f) {
        // a new row: every NOT NULL column without a default must be supplied (or defaulted by the mapping)
        const defaults = mapping.createDefaults?.(now) ?? {};
        for (const [column, fact] of facts) {
          if (fact.nullable || fact.hasDefault || column === 'search_vector') continue;
          if (Object.hasOwn(defaults, column) || (mapping.changeStamps ?? []).includes(column) || Object.hasOwn(mapping.observation ?? {}, column)) continue;
          const v = it.patch.columns.get(column);
          const named = fieldOf(mapping.rules, column);
          const field = named ?? column;
          // a column no field names is derived from others (e.g. an office's agency code): missing only because of another problem
          if ((v === undefined || v === null) && !hasProblem(it, field) && (named !== null || it.patch.problems.length === 0)) it.patch.fail(field, 'is required for a new record');
        }
        for (const g of mapping.requireOneOf ?? []) {
          if (g.columns.every((c) => it.patch.columns.get(c) == null) && !g.columns.some((c) => hasProblem(it, fieldOf(mapping.rules, c) ?? c))) it.patch.fail(g.field, g.message);
        }
        continue;
      }
      if (mapping.scope && f.scope !== mapping.scope.value) {
        it.patch.fail(mapping.key, `this key belongs to a ${f.scope} record, not a ${mapping.scope.label}`);
        continue;
      }
      for (const column of mapping.immutable ?? []) {
        const v = it.patch.columns.get(column);
        if (v !== undefined && JSON.stringify(v) !== JSON.stringify(f.stored[column])) it.patch.fail(fieldOf(mapping.rules, column) ?? column, `cannot change once the record exists (stored: ${JSON.stringify(f.stored[column])})`);
      }
      for (const [column, value] of it.patch.columns) {
        if (value === null && facts.get(column) && !facts.get(column)!.nullable) it.patch.fail(fieldOf(mapping.rules, column) ?? column, 'must not be null');
      }
      for (const g of mapping.requireOneOf ?? []) {
        const after = g.columns.map((c) => (it.patch.columns.has(c) ? it.patch.columns.get(c) : f.stored[c]));
        if (after.every((v) => v == null)) it.patch.fail(g.field, g.message);
      }
    }

    const valid = items.filter((it) => it.patch.problems.length === 0);
    const errors: RecordError[] = [];
    for (const it of items) for (const p of it.patch.problems) errors.push({ index: it.index, key: it.key, field: p.field, message: p.message });
    if (errors.length) {
      const bad = new Set(errors.map((e) => e.index)).size;
      throw new ApiError(400, {
        error: `${bad} of ${items.length} record${items.length === 1 ? ' is' : 's are'} invalid; nothing was written (a batch is written whole or not at all)`,
        code: 'validation_error',
        error_count: errors.length,
        errors: errors.slice(0, MAX_REPORTED_ERRORS),
      });
    }

    // child sets of existing records: compared as sets
    const childDiffers = new Map<string, Set<number>>();
    for (const child of mapping.children) {
      const withChild = valid.filter((it) => it.found && it.patch.children.has(child.field));
      const differs = new Set<number>();
      const obj = (alias: string) => `jsonb_build_object(${child.columns.map((c) => `'${c.name}', ${alias}.${c.name}`).join(', ')})`;
      for (const chunk of chunks(withChild, 5_000)) {
        const rows = await q<{ ord: number; differs: boolean }>(
          `WITH x AS (SELECT (e->>'ord')::int AS ord, e->>'key' AS k, e->'rows' AS rows FROM jsonb_array_elements($1::jsonb) e)
           SELECT x.ord,
             (SELECT coalesce(jsonb_agg(v ORDER BY v::text), '[]'::jsonb) FROM (SELECT ${obj('c')} AS v FROM ${child.table} c WHERE c.${child.fk} = x.k::${KEY_CAST[mapping.keyType]}) s)
             IS DISTINCT FROM
             (SELECT coalesce(jsonb_agg(v ORDER BY v::text), '[]'::jsonb) FROM (SELECT ${obj('r')} AS v FROM jsonb_populate_recordset(NULL::${child.table}, x.rows) r) s) AS differs
           FROM x`,
          [JSON.stringify(chunk.map((it) => ({ ord: it.index, key: it.key, rows: it.patch.children.get(child.field) })))],
        );
        for (const r of rows) if (r.differs) differs.add(Number(r.ord));
      }
      childDiffers.set(child.field, differs);
    }
    for (const it of valid) {
      it.changed = found.get(it.index)?.changed ?? [];
      it.childrenChanged = mapping.children.filter((c) => childDiffers.get(c.field)!.has(it.index)).map((c) => c.field);
      if (!it.found) it.change = 'created';
      else if (found.get(it.index)!.changed.length > 0 || mapping.children.some((c) => childDiffers.get(c.field)!.has(it.index))) it.change = 'modified';
      else it.change = 'unchanged';
    }

    // 3. writes
    if (mapping.beforeWrite) await mapping.beforeWrite(ctx, valid);
    const nowIso = now.toISOString();
    const stampFor = (it: Item): Record<string, ColumnValue> => {
      const out: Record<string, ColumnValue> = {};
      for (const [column, when] of Object.entries(mapping.observation ?? {})) {
        const supplied = it.patch.columns.get(column);
        if (when === 'create' && it.change !== 'created') {
          it.patch.columns.delete(column); // kept as first observed
          continue;
        }
        if (when === 'change' && it.change === 'unchanged') {
          it.patch.columns.delete(column);
          continue;
        }
        out[column] = supplied ?? nowIso;
      }
      if (it.change !== 'unchanged') for (const c of mapping.changeStamps ?? []) out[c] = nowIso;
      return out;
    };
    const created = valid.filter((it) => it.change === 'created');
    const existing = valid.filter((it) => it.change !== 'created');
    const patchOf = (it: Item, extra: Record<string, ColumnValue>) => ({ ...Object.fromEntries(it.patch.columns), ...extra });

    if (created.length) {
      const defaults = mapping.createDefaults?.(now) ?? {};
      // defaults fill what a record does not supply; a supplied value wins (one object per record: this runs for every new row)
      const columnSet = new Set<string>();
      const payload = created.map((it) => {
        const patch: Record<string, ColumnValue> = { ...defaults };
        for (const [c, v] of it.patch.columns) patch[c] = v;
        Object.assign(patch, stampFor(it));
        for (const c in patch) columnSet.add(c);
        return { ord: it.index, key: it.key, patch };
      });
      const columns = [...columnSet];
      for (const chunk of chunks(payload, 5_000)) {
        await q(
          `INSERT INTO ${mapping.table} (${columns.join(', ')})
           SELECT ${columns.map((c) => `r.${c}`).join(', ')}
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(v, n), LATERAL jsonb_populate_record(NULL::${mapping.table}, e.v->'patch') r ORDER BY e.n`,
          [JSON.stringify(chunk)],
        );
      }
    }
    if (existing.length) {
      // unchanged rows are rewritten only when they have observation timestamps to move
      const payload = existing
        .map((it) => {
          const stamps = stampFor(it);
          return { ord: it.index, key: it.key, patch: it.change === 'modified' ? patchOf(it, stamps) : stamps };
        })
        .filter((p) => Object.keys(p.patch).length > 0);
      const columns = [...new Set(payload.flatMap((p) => Object.keys(p.patch)))].filter((c) => c !== mapping.key);
      if (columns.length) {
        for (const chunk of chunks(payload, 5_000)) {
          await q(
            `UPDATE ${mapping.table} t SET ${columns.map((c) => `${c} = n.${c}`).join(', ')}
             FROM (SELECT r.* FROM jsonb_array_elements($1::jsonb) e JOIN ${mapping.table} o ON o.${mapping.key} = (e->>'key')::${KEY_CAST[mapping.keyType]},
                   LATERAL jsonb_populate_record(o, e->'patch') r) n
             WHERE t.${mapping.key} = n.${mapping.key}`,
            [JSON.stringify(chunk)],
          );
        }
      }
    }
    for (const child of mapping.children) {
      const replace = valid.filter((it) => it.patch.children.has(child.field) && (it.change === 'created' || childDiffers.get(child.field)!.has(it.index)));
      if (!replace.length) continue;
      const existingKeys = replace.filter((it) => it.found).map((it) => it.key);
      if (existingKeys.length) {
        await q(`DELETE FROM ${child.table} WHERE ${child.fk} IN (SELECT jsonb_array_elements_text($1::jsonb)::${KEY_CAST[mapping.keyType]})`, [JSON.stringify(existingKeys)]);
      }
      const extra = Object.entries(child.insertExtra ?? {});
      const cols = [child.fk, ...child.columns.map((c) => c.name), ...extra.map(([c]) => c)];
      const exprs = [`(x.v->>'key')::${KEY_CAST[mapping.keyType]}`, ...child.columns.map((c) => `r.${c.name}`), ...extra.map(([, sqlText]) => sqlText)];
      await q(
        `INSERT INTO ${child.table} (${cols.join(', ')})
         SELECT ${exprs.join(', ')}
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(v, n), LATERAL jsonb_populate_recordset(NULL::${child.table}, x.v->'rows') WITH ORDINALITY AS r
         ORDER BY x.n, r.ordinality`,
        [JSON.stringify(replace.map((it) => ({ key: it.key, rows: it.patch.children.get(child.field) }))), nowIso].slice(0, extra.some(([, s]) => s.includes('$2')) ? 2 : 1),
      );
    }

    // snapshot transitions and derived values
    const changes: { id: string; change: 'created' | 'modified' }[] = [];
    const logged = new Set<string>();
    for (const it of valid) {
      if (it.change === 'unchanged') continue;
      changes.push({ id: it.key!, change: it.change! });
      logged.add(it.key!);
    }
    const transitions: Record<string, number> = {};
    const more: { keys: string[]; label: string }[] = [];
    if (mode === 'snapshot') more.push(await mapping.snapshot!.absent(ctx, valid.map((it) => it.key!)));
    if (mapping.after) {
      more.push(
        ...(await mapping.after(ctx, {
          created: created.map((it) => it.key!),
          modified: valid.filter((it) => it.change === 'modified').map((it) => it.key!),
          all: valid.map((it) => it.key!),
        })),
      );
    }
    for (const m of more) {
      transitions[m.label] = (transitions[m.label] ?? 0) + m.keys.length;
      for (const k of m.keys) {
        if (logged.has(k)) continue;
        logged.add(k);
        changes.push({ id: k, change: 'modified' });
      }
    }

    // 4. change log and cycle
    let first: string | null = null;
    let last: string | null = null;
    for (const chunk of chunks(changes, 10_000)) {
      const [r] = await q<{ first: string | null; last: string | null }>(
        `WITH ins AS (
           INSERT INTO change_log (resource_type, record_id, change, changed_at)
           SELECT $1, e.v->>'id', e.v->>'change', $3::timestamptz FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(v, n) ORDER BY e.n
           RETURNING id)
         SELECT min(id)::text AS first, max(id)::text AS last FROM ins`,
        [mapping.changeType, JSON.stringify(chunk), nowIso],
      );
      first ??= r.first;
      last = r.last ?? last;
    }
    const counts = {
      created: created.length,
      modified: valid.filter((it) => it.change === 'modified').length,
      unchanged: valid.filter((it) => it.change === 'unchanged').length,
    };
    const finishedAt = new Date();
    const [cycle] = await q<{ id: string }>(
      `INSERT INTO ingest_cycle (resource_type, mode, partition, records, created, modified, unchanged, transitions, first_change_id, last_change_id, started_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::bigint, $10::bigint, $11::timestamptz, $12::timestamptz) RETURNING id::text AS id`,
      [mapping.changeType, mode, opts.partition?.trim() ?? null, items.length, counts.created, counts.modified, counts.unchanged, JSON.stringify(transitions), first, last, startedAt.toISOString(), finishedAt.toISOString()],
    );
    return {
      cycle_id: cycle.id,
      resource: mapping.name,
      change_type: mapping.changeType,
      mode,
      partition: mode === 'snapshot' ? opts.partition!.trim() : null,
      records: items.length,
      ...counts,
      transitions,
      change_log: { count: changes.length, first_id: first, last_id: last },
      started_at: startedAt.toISOString(),
      finished_at: finishedAt.toISOString(),
    };
  };
  return opts.tx ? run(opts.tx) : prisma.$transaction(run, { maxWait: 60_000, timeout: 30 * 60_000 });
}

function collectColumns(rules: Record<string, FieldRule>, out: Set<string>): void {
  for (const r of Object.values(rules)) {
    if (r.kind === 'column') out.add(r.column);
    else if (r.kind === 'object') collectColumns(r.fields, out);
    else if (r.kind === 'custom') for (const c of r.columns ?? []) out.add(c);
  }
}

/** The dotted field path that sets a column (for messages). */
/** Per rule set (declared once per mapping), column → the field that names it: asked for every column of every new record. */
const fieldNames = new WeakMap<Record<string, FieldRule>, Map<string, string | null>>();

/** The (dotted) field of `rules` that writes `column`, or null. */
function fieldOf(rules: Record<string, FieldRule>, column: string): string | null {
  let names = fieldNames.get(rules);
  if (!names) fieldNames.set(rules, (names = new Map()));
  let f = names.get(column);
  if (f === undefined) names.set(column, (f = findField(rules, column)));
  return f;
}

function findField(rules: Record<string, FieldRule>, column: string, prefix = ''): string | null {
  for (const [name, r] of Object.entries(rules)) {
    if (r.kind === 'column' && r.column === column) return prefix + name;
    if (r.kind === 'object') {
      const f = findField(r.fields, column, `${prefix}${name}.`);
      if (f) return f;
    }
    if (r.kind === 'custom' && r.columns?.includes(column)) return prefix + name;
  }
  return null;
}

function* chunks<T>(xs: T[], n: number): Generator<T[]> {
  for (let i = 0; i < xs.length; i += n) yield xs.slice(i, i + n);
}
