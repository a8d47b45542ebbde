/**
 * The loader: real public files → records of the ingest mappings → the
 * ingestion core (src/ingest/cycle.ts), batch by batch.
 *
 * 1. Inputs (src/load/input.ts) are expanded into parts (files, zip entries,
 *    split parts in order); each part is decoded as a stream
 *    (src/load/decode.ts) and parsed by PapaParse (src/load/csv.ts; a large
 *    part in a second thread, src/load/csv-thread.ts); its header is matched
 *    to the source's layout by name (src/load/layout.ts).
 * 2. Each row becomes a `Row` by column name; the adapter maps it to records
 *    (a row it cannot map is rejected). Identical rows of one key are
 *    dropped when the source repeats records; a later row of a key already
 *    waiting in the batch replaces it (the last row wins).
 * 3. A batch (BATCH_SIZE records of one target) goes through the adapter's
 *    reference lookups, then `ingestCycle`: validation, upsert by key,
 *    change detection by value, change_log and realtime alerts are the
 *    core's. The core writes a batch whole or not at all: when it refuses
 *    records (400 with per-record errors), those go to the rejects file and
 *    the batch is ingested again without them.
 *
 * Transactions and resuming: each batch is one transaction of the core, so
 * a load interrupted (Ctrl-C, a crash) keeps the batches committed before;
 * loading the same inputs again resumes it, since unchanged records change
 * nothing and fire nothing. With --strict the whole load is ONE transaction
 * (the core's batches run inside it, ingest() with `tx`): the first rejected
 * row, an error, Ctrl-C or a crash leaves the database as it was before the
 * load, whatever its size; realtime alerts are evaluated after the commit.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { ApiError } from '../engine/errors.js';
import { ingestCycle } from '../ingest/cycle.js';
import { ingestMapping } from '../ingest/resources.js';
import { ingest, MAX_RECORDS, type Query } from '../ingest/service.js';
import { alertDb } from '../webhooks/alerts.js';
import { evaluateRealtime } from '../webhooks/evaluate.js';
import type { Logger } from '../logger.js';
import { CsvError, preambleRows, printable, readCsv, type CsvItem, type CsvRecord, type Preamble } from './csv.js';
import { CSV_THREAD_MIN_BYTES, readCsvThreaded } from './csv-thread.js';
import { decoder, type DecodeReport } from './decode.js';
import { expandInputs, type Part } from './input.js';
import { cleanName, detect, LayoutError, requireLayout, type HeaderMatch } from './layout.js';
import { SOURCES } from './sources/index.js';
import { chunksOf, readJson, readXml, StructuredError, type StructuredItem } from './structured.js';
import { SnapshotPart, type SnapshotMode, type SnapshotOutcome } from './snapshot.js';
import { Stage, type StageDatabase } from './stage.js';
import { sheetRows } from './xlsx.js';
import { RowError, rowShape, type BatchContext, type MappedRecord, type Row, type RowShape, type SourceAdapter } from './types.js';

/** Distinct reasons the summary counts rejected rows by. */
const MAX_REASONS = 50;
const OTHER_REASONS = '(other reasons)';

/**
 * A reject reason without the values it quotes ("action_date: \"13/45/2025\" is not a date" → "action_date: \"…\" is not a date"),
 * so that the summary counts rows by kind of problem.
 */
export const reasonKind = (reason: string) => reason.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

/** Records per ingestion call (one transaction each). */
export const BATCH_SIZE = 5_000;

export interface LoadOptions {
  /** a source name, or 'auto' to detect each part's source from its header */
  source: string;
  inputs: readonly string[];
  /** stop at the first rejected row (see the module comment) */
  strict?: boolean;
  /** where rejected rows are written (CSV: file, line, key, reason); created at the first one */
  rejectsFile: string;
  /** records per ingestion call (default BATCH_SIZE); for a grouped source, groups per batch (default its groupsPerBatch) */
  batchSize?: number;
  /** the ingestion time (tests) */
  now?: Date;
  /** a line of progress (plain log lines; the CLI draws a bar on a terminal instead) */
  log?: (line: string) => void;
  /** bytes and rows so far, for a progress bar */
  onProgress?: (p: { bytes: number; totalBytes: number; rows: number }) => void;
  /** the database (PostgreSQL: grouped sources stage their rows through COPY on a connection of its pool) */
  db?: StageDatabase;
  /** which files of a source that publishes full snapshots are taken as one (src/load/snapshot.ts; default auto) */
  snapshot?: SnapshotMode;
  /** CSV parts of at least this many bytes are parsed in a second thread (src/load/csv-thread.ts; default CSV_THREAD_MIN_BYTES) */
  csvThreadMinBytes?: number;
}

export interface TargetSummary {
  records: number;
  created: number;
  modified: number;
  unchanged: number;
  rejected: number;
  batches: number;
  /** alert events the realtime evaluation after each batch produced */
  alert_events: number;
  alert_deliveries: number;
  /** records a full snapshot no longer lists, marked as having left the source (exclusions lifted, notices inactive) */
  absent: number;
}

export interface PartSummary {
  label: string;
  source: string;
  layout: string;
  rows: number;
  encoding: DecodeReport['encoding'];
  /** byte offset from which the part was read as Windows-1252 (invalid UTF-8) */
  encoding_fallback_at: number | null;
  /** known columns the header lacks (an older layout): not loaded */
  columns_absent: string[];
  /** header columns no layout of the source knows: ignored */
  columns_unknown: string[];
  /** a source that publishes full snapshots: whether this part was one, and what left (src/load/snapshot.ts) */
  snapshot: SnapshotOutcome | null;
}

export interface LoadSummary {
  sources: string[];
  parts: PartSummary[];
  skipped: string[];
  rows_read: number;
  duplicate_rows: number;
  rejected: number;
  targets: Record<string, TargetSummary>;
  /** codes the reference tables do not know, loaded as given: kind → code → records */
  unknown_codes: Record<string, Record<string, number>>;
  /** rejected rows by reason, the values a reason quotes shown as "…" (at most MAX_REASONS reasons; the rest under "(other reasons)") */
  reject_reasons: Record<string, number>;
  rejects_file: string | null;
  /** set when --strict stopped the load (the first rejected row) */
  aborted: string | null;
  seconds: number;
}

/** A load that cannot go on (bad input, --strict): the CLI prints the message. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly summary?: LoadSummary,
  ) {
    super(message);
    this.name = 'LoadError';
  }
}

interface Pending {
  m: MappedRecord;
  file: string;
  line: number;
  rowKey: string;
}

/** Writes rejected rows as CSV (file, line, key, reason); the file is created at the first one. */
class Rejects {
  private fd: number | null = null;
  count = 0;
  constructor(readonly file: string) {}
  write(file: string, line: number, key: string, reason: string): void {
    if (this.fd === null) {
      fs.mkdirSync(path.dirname(path.resolve(this.file)), { recursive: true });
      this.fd = fs.openSync(this.file, 'w');
      fs.writeSync(this.fd, stringify([['file', 'line', 'key', 'reason']]));
    }
    fs.writeSync(this.fd, stringify([[file, line, key, reason]]));
    this.count++;
  }
  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}

/** The rows a source's files may carry before their header. */
const PREAMBLES: Preamble[] = SOURCES.flatMap((s) => (s.preamble ? [s.preamble] : []));

/** Delimited text, in the parse thread when the part is large (src/load/csv-thread.ts); a parse error becomes the load's error. */
async function* readDelimited(part: Part, encoding: SourceAdapter['encoding'], onBytes: (n: number) => void, state: { report?: DecodeReport }, threadMinBytes: number): AsyncGenerator<CsvItem> {
  try {
    yield* part.size >= threadMinBytes ? readCsvThreaded(part, encoding, PREAMBLES, onBytes, state) : readCsv(part, encoding, PREAMBLES, onBytes, state);
  } catch (err) {
    if (err instanceof CsvError) throw new LoadError(err.message);
    throw err;
  }
}

type Item = { header: string[]; root?: { name: string; namespace: string } } | CsvRecord | { row: Record<string, string>; line: number } | { empty: true };

const structuredKind = (name: string) => (/\.json$/i.test(name) ? 'json' : /\.xml$/i.test(name) ? 'xml' : null);

/** The items of one part, by its kind: JSON and XML (src/load/structured.ts) by extension, else delimited text. */
async function* readPart(part: Part, encoding: SourceAdapter['encoding'], onBytes: (n: number) => void, state: { report?: DecodeReport }, threadMinBytes = Infinity): AsyncGenerator<Item> {
  if (/\.xls$/i.test(part.name)) throw new LoadError(`${part.label} is an Excel 97-2003 workbook (.xls), which the loader does not read: open it and save it as .xlsx, or save the first sheet as CSV (UTF-8)`);
  if (/\.xlsx$/i.test(part.name)) {
    yield* readWorkbook(part, onBytes, state);
    return;
  }
  const kind = structuredKind(part.name);
  if (!kind) {
    yield* readDelimited(part, encoding, onBytes, state, threadMinBytes);
    return;
  }
  const input = await part.open();
  const dec = decoder(encoding, onBytes);
  state.report = dec.report;
  input.on('error', (err) => dec.destroy(err));
  input.pipe(dec);
  try {
    const items: AsyncGenerator<StructuredItem> = kind === 'json' ? readJson(chunksOf(dec), part.label) : readXml(chunksOf(dec), part.label);
    yield* items;
  } catch (err) {
    if (err instanceof StructuredError) throw new LoadError(err.message);
    throw new LoadError(`${part.label}: cannot be read: ${(err as Error).message}`);
  } finally {
    input.destroy();
    dec.destroy();
  }
}

/**
 * The records of an Excel workbook (src/load/xlsx.ts: the first worksheet), as
 * readCsv gives a CSV's: the header first (after the rows a preamble puts
 * before it), then each row with its row number as its line; blank rows are
 * skipped, and a row's empty cells after its last one count as fields.
 */
async function* readWorkbook(part: Part, onBytes: (n: number) => void, state: { report?: DecodeReport }): AsyncGenerator<Item> {
  const input = await part.open();
  const report: DecodeReport = { encoding: 'utf-8', fallbackAt: null, bytes: 0 };
  state.report = report;
  const counted = new PassThrough();
  counted.on('data', (b: Buffer) => {
    report.bytes += b.length;
    onBytes(b.length);
  });
  input.on('error', (err) => counted.destroy(err));
  input.pipe(counted);
  let header: string[] | null = null;
  let skip = -1;
  try {
    for await (const row of sheetRows(counted)) {
      let { fields } = row;
      if (fields.every((f) => f === '')) continue;
      if (skip < 0) skip = preambleRows(fields, PREAMBLES);
      if (skip > 0) {
        skip--;
        continue;
      }
      if (!header) {
        while (fields.length && fields[fields.length - 1] === '') fields.pop();
        header = fields;
        yield { header };
        continue;
      }
      if (fields.length < header.length) fields = [...fields, ...Array<string>(header.length - fields.length).fill('')];
      while (fields.length > header.length && fields[fields.length - 1] === '') fields.pop();
      yield fields.some((f) => f.includes('\0')) ? { fields, line: row.line, nul: true } : { fields, line: row.line };
    }
  } catch (err) {
    if (err instanceof LoadError) throw err;
    throw new LoadError(`${part.label}: the workbook cannot be read (is it an .xlsx file?): ${printable((err as Error).message)}`);
  } finally {
    input.destroy();
    counted.destroy();
  }
}

/** An XML source's root element must be the one it declares. */
function checkRoot(source: SourceAdapter, root: { name: string; namespace: string } | undefined, label: string): void {
  if (!source.xml || !root) return;
  if (root.name !== source.xml.root || root.namespace !== source.xml.namespace) {
    const want = `<${source.xml.root} xmlns="${source.xml.namespace}">`;
    throw new LayoutError(`${label} is not a ${source.name} file: its root element is <${root.name}${root.namespace ? ` xmlns="${root.namespace}"` : ''}>, not ${want}`);
  }
}

/** How long a --strict load's one transaction may run. */
const STRICT_TIMEOUT_MS = 24 * 3600_000;

/**
 * Run a load (see the module comment). `prisma` is the service database's
 * client. With --strict the whole load is one transaction: the first
 * rejected row rolls back every batch written before it, and realtime alerts
 * are evaluated once, after the commit.
 */
export async function load(prisma: PrismaClient, opts: LoadOptions, logger: Logger): Promise<LoadSummary> {
  if (!opts.strict) return loadIn(prisma, prisma, opts, logger, null);
  const changeTypes = new Set<string>();
  const summary = await prisma.$transaction((tx) => loadIn(prisma, tx, opts, logger, changeTypes), { maxWait: 60_000, timeout: STRICT_TIMEOUT_MS });
  if (changeTypes.size) {
    try {
      await evaluateRealtime(alertDb(prisma), { logger, queryTypes: [...changeTypes] });
    } catch (err) {
      logger.error({ err: err instanceof Error ? { message: err.message } : String(err) }, 'realtime alert evaluation after a --strict load failed; the alert job retries');
    }
  }
  return summary;
}

/** `db`: where the rows go (the client, or a --strict load's transaction); `changeTypes` (strict): the change types written, for alerts after the commit. */
async function loadIn(prisma: PrismaClient, db: Prisma.TransactionClient, opts: LoadOptions, logger: Logger, changeTypes: Set<string> | null): Promise<LoadSummary> {
  const started = Date.now();
  const auto = opts.source === 'auto';
  const snapshotMode = opts.snapshot ?? 'auto';
  const named = auto ? undefined : SOURCES.find((s) => s.name === opts.source);
  if (!auto && !named) throw new LoadError(`no source "${opts.source}"; sources: ${SOURCES.map((s) => s.name).join(', ')} (or auto)`);
  const extensions = inputExtensions(named);
  const inputs = await expandInputs(opts.inputs, extensions).catch((err: Error) => {
    throw new LoadError(err.message);
  });
  const batchSize = Math.min(opts.batchSize ?? BATCH_SIZE, MAX_RECORDS);
  const rejects = new Rejects(opts.rejectsFile);
  const summary: LoadSummary = {
    sources: [],
    parts: [],
    skipped: inputs.skipped,
    rows_read: 0,
    duplicate_rows: 0,
    rejected: 0,
    targets: {},
    unknown_codes: {},
    reject_reasons: {},
    rejects_file: null,
    aborted: null,
    seconds: 0,
  };
  const log = opts.log ?? (() => undefined);
  const q: Query = (text, params = []) => db.$queryRawUnsafe(text, ...params);
  const totalBytes = inputs.parts.reduce((s, p) => s + p.size, 0);
  let bytes = 0;
  const progress = () => opts.onProgress?.({ bytes, totalBytes, rows: summary.rows_read });

  /** the pending records per target: key → entry (insertion order kept) */
  const pending = new Map<string, Map<string, Pending>>();
  let adapter: SourceAdapter | undefined = named;

  const reject = (file: string, line: number, key: string, reason: string, target?: string) => {
    rejects.write(file, line, key, reason);
    summary.rejected++;
    const kind = reasonKind(reason);
    const reasons = summary.reject_reasons;
    if (Object.hasOwn(reasons, kind) || Object.keys(reasons).length < MAX_REASONS) reasons[kind] = (reasons[kind] ?? 0) + 1;
    else reasons[OTHER_REASONS] = (reasons[OTHER_REASONS] ?? 0) + 1;
    if (target) targetSummary(target).rejected++;
    if (opts.strict) {
      summary.aborted = `${file} line ${line}${key ? ` (key ${key})` : ''}: ${reason}`;
      throw new LoadError(`--strict: stopped at the first rejected row, ${summary.aborted}; the load's transaction was rolled back, nothing was written`);
    }
  };
  const targetSummary = (t: string) => (summary.targets[t] ??= { records: 0, created: 0, modified: 0, unchanged: 0, rejected: 0, batches: 0, alert_events: 0, alert_deliveries: 0, absent: 0 });

  const batchContext = (): BatchContext => ({
    q,
    unknownCode(kind, code) {
      const k = (summary.unknown_codes[kind] ??= {});
      k[code] = (k[code] ?? 0) + 1;
    },
  });
  /** a rejected record: each of its file rows when it was built from several (grouped sources) */
  const rejectRecord = (p: Pending, reason: string, target: string) => {
    if (!p.m.rows?.length) return reject(p.file, p.line, p.rowKey, reason, target);
    for (const r of p.m.rows) reject(r.file, r.line, r.key, reason, target);
  };

  const flush = async (source: SourceAdapter, target: string) => {
    const batch = pending.get(target);
    if (!batch || batch.size === 0) return;
    pending.delete(target);
    await flushItems(source, target, [...batch.values()]);
  };

  /** one ingestion cycle of a target's records; --strict: inside the load's transaction, alerts after its commit (load()) */
  const ingestRecords = async (target: string, records: Record<string, unknown>[], onLocked?: () => void) => {
    const mapping = ingestMapping(target);
    const r = changeTypes ? { ...(await ingest(prisma, mapping, records, { now: opts.now, tx: db })), alerts: null } : await ingestCycle(prisma, mapping, records, { now: opts.now, onLocked }, logger);
    changeTypes?.add(mapping.changeType);
    const t = targetSummary(target);
    if (r.alerts && 'events' in r.alerts) {
      t.alert_events += r.alerts.events;
      t.alert_deliveries += r.alerts.deliveries;
    }
    return r;
  };

  /** prepare and ingest one batch of a target's records (rejects recorded, the rest written in one ingestion cycle) */
  const flushItems = async (source: SourceAdapter, target: string, batchItems: Pending[], onLocked?: () => void) => {
    let items = batchItems;
    if (source.prepare) {
      const bad = await source.prepare(
        target,
        items.map((p) => p.m),
        batchContext(),
      );
      if (bad.size) {
        for (const p of items) {
          const reason = bad.get(p.m);
          if (reason !== undefined) rejectRecord(p, reason, target);
        }
        items = items.filter((p) => !bad.has(p.m));
      }
    }
    const t = targetSummary(target);
    const unchanged = items.filter((p) => p.m.unchanged).length;
    if (unchanged) {
      t.records += unchanged;
      t.unchanged += unchanged;
      items = items.filter((p) => !p.m.unchanged);
    }
    while (items.length) {
      try {
        const r = await ingestRecords(target, items.map((p) => p.m.record), onLocked);
        t.records += r.records;
        t.created += r.created;
        t.modified += r.modified;
        t.unchanged += r.unchanged;
        t.batches++;
        log(`${source.name} → ${target}: batch ${t.batches}, ${r.records} records (created ${r.created}, modified ${r.modified}, unchanged ${r.unchanged}); ${summary.rows_read} rows read`);
        break;
      } catch (err) {
        const errors = err instanceof ApiError && err.status === 400 && Array.isArray(err.body.errors) ? (err.body.errors as { index: number; field: string | null; message: string }[]) : null;
        if (!errors || errors.length === 0) throw err;
        const reasons = new Map<number, string[]>();
        for (const e of errors) (reasons.get(e.index) ?? reasons.set(e.index, []).get(e.index)!).push(`${e.field ?? 'record'}: ${e.message}`);
        for (const [i, why] of [...reasons.entries()].sort((a, b) => a[0] - b[0])) rejectRecord(items[i], why.join('; '), target);
        items = items.filter((_, i) => !reasons.has(i));
      }
    }
  };

  const flushAll = async (source: SourceAdapter) => {
    for (const target of source.targets) await flush(source, target);
  };

  /** the staging table of a grouped source (created at its first row) */
  let stage: { source: SourceAdapter; stage: Stage } | null = null;
  /**
   * A grouped source's batches overlap on PostgreSQL's pool: a batch's first
   * targets (entities) are written while the batch before writes its later
   * ones (awards), so the process builds and validates while the database
   * writes. Not in a --strict load (one transaction) nor on PGlite (one
   * connection). See TargetPipeline.
   */
  const pipelined = !changeTypes && opts.db?.kind === 'postgres';
  /** a grouped source's staged rows → records, a batch of groups at a time, each batch's targets written in order */
  const finishGrouped = async () => {
    if (!stage) return;
    const { source, stage: st } = stage;
    stage = null;
    try {
      await st.finish();
      const grouped = source.grouped!;
      if (grouped.resolve) await grouped.resolve(st.table, q);
      const pipeline = pipelined ? new TargetPipeline(source.targets, grouped.overlap) : null;
      try {
        for await (const groups of st.groups(opts.batchSize ?? grouped.groupsPerBatch ?? 1_000)) {
          // at most two batches in flight: this one is built while the one before is still written
          await pipeline?.waitForPrevious();
          const built = await grouped.build(groups, batchContext());
          for (const r of built.rejected) for (const row of r.rows) reject(row.file, row.line, row.key, r.reason);
          const batches = new Map<string, Map<string, Pending>>();
          for (const m of built.records) {
            let batch = batches.get(m.target);
            if (!batch) batches.set(m.target, (batch = new Map()));
            const first = m.rows?.[0];
            batch.delete(m.key);
            batch.set(m.key, { m, file: first?.file ?? '', line: first?.line ?? 0, rowKey: first?.key ?? m.key });
          }
          if (pipeline) {
            pipeline.add((target, locked) => {
              const b = batches.get(target);
              return b?.size ? flushItems(source, target, [...b.values()], locked) : Promise.resolve();
            });
          } else {
            for (const target of source.targets) {
              const b = batches.get(target);
              if (b?.size) await flushItems(source, target, [...b.values()]);
            }
          }
        }
      } finally {
        // every batch in flight ends (written or failed) before the stage goes; the first failure is thrown
        await pipeline?.finish();
      }
      await flushAll(source);
    } finally {
      await st.drop();
    }
  };

  /**
   * A source that publishes full snapshots: the keys one input file lists (all its parts), applied once the file
   * is read and its records written (src/load/snapshot.ts). The outcome goes to the summary of the file's first part.
   */
  let unit: { snap: SnapshotPart; summary: PartSummary | null } | null = null;
  const finishUnit = async () => {
    if (!unit) return;
    const { snap, summary: first } = unit;
    unit = null;
    const target = snap.spec.target;
    const outcome = await snap.finish(q, opts.now ?? new Date(), (records) => ingestRecords(target, records), batchSize);
    if (first) first.snapshot = outcome;
    targetSummary(target).absent += outcome.marked;
    if (outcome.full) log(`${first?.label ?? snap.source}: full snapshot: ${outcome.absent} of ${outcome.listed} listed ${target} records no longer listed${outcome.skipped ? `; not applied: ${outcome.skipped}` : ', marked'}`);
  };

  try {
    for (const [index, part] of inputs.parts.entries()) {
      const state: { report?: DecodeReport } = {};
      let header: string[] = [];
      let match: HeaderMatch | undefined;
      let rows = 0;
      let shape: RowShape | undefined;
      const seen = new Map<string, string>();
      if (auto) {
        // the header alone names the source (header names are ASCII in every layout), then the part is read in its encoding
        const found = await headerOf(part);
        const detected = found ? detect(SOURCES, found, part.label).source : undefined;
        if (adapter && detected && adapter !== detected) {
          await flushAll(adapter);
          await finishGrouped();
        }
        adapter = detected ?? adapter;
      }
      let emptyPart = false;
      for await (const item of readPart(part, adapter?.encoding ?? 'utf8', (n) => ((bytes += n), progress()), state, opts.csvThreadMinBytes ?? CSV_THREAD_MIN_BYTES)) {
        if ('empty' in item) {
          emptyPart = true;
          continue;
        }
        if ('header' in item) {
          header = item.header.map(cleanName);
          match = requireLayout(adapter ?? named!, SOURCES, header, part.label);
          adapter = match.source;
          checkRoot(adapter, item.root, part.label);
          if (unit && unit.snap.source !== adapter.name) await finishUnit(); // another source's part in the same archive
          const spec = adapter.snapshot;
          if (spec && !unit) unit = { snap: new SnapshotPart(adapter.name, spec, SnapshotPart.isFull(spec, snapshotMode, part.label), snapshotMode === 'yes'), summary: null };
          if (!summary.sources.includes(adapter.name)) summary.sources.push(adapter.name);
          continue;
        }
        const source = adapter!;
        rows++;
        summary.rows_read++;
        let row: Record<string, string>;
        if ('row' in item) row = item.row;
        else {
          // one object per part, its values replaced row by row (a Row is the adapter's only during the call): a new
          // 300-key object per row cost the loader's thread more than a second per 60,000 rows, and as much again in
          // garbage collection
          if (shape?.header !== header) shape = rowShape(header);
          row = shape.row;
          const { names, at } = shape;
          for (let j = 0; j < names.length; j++) row[names[j]] = item.fields[at[j]] ?? '';
        }
        const rowKey = safeKey(() => source.rowKey(row));
        unit?.snap.row(row as Row, item.line);
        if ('fields' in item && item.fields.length !== header.length) {
          const why = `has ${item.fields.length} fields, the header ${header.length}`;
          unit?.snap.broken(item.line, why);
          reject(part.label, item.line, rowKey, `the row ${why}`);
          continue;
        }
        const nulAt = 'nul' in item ? item.fields.findIndex((f) => f.includes('\0')) : -1;
        if (nulAt >= 0) {
          // as the ingestion core would reject the value; in a staged row it failed the whole COPY
          reject(part.label, item.line, rowKey, `${header[nulAt] || `column ${nulAt + 1}`}: must not contain NUL characters`);
          continue;
        }
        if (source.dedupeIdenticalRows) {
          const h = createHash('sha1').update(JSON.stringify('fields' in item ? item.fields : row)).digest('base64');
          if (seen.get(rowKey) === h) {
            summary.duplicate_rows++;
            continue;
          }
          seen.set(rowKey, h);
        }
        if (source.grouped) {
          let staged: ReturnType<typeof source.grouped.stage>;
          try {
            staged = source.grouped.stage(row as Row, header, 'fields' in item && !item.unitSep ? item.fields : undefined);
          } catch (err) {
            if (!(err instanceof RowError)) throw err;
            reject(part.label, item.line, rowKey, err.message);
            continue;
          }
          // --strict: staged inside the load's transaction (statements, not COPY on another connection, which could not see its table)
          if (!stage) stage = { source, stage: changeTypes ? await Stage.open(db) : await Stage.open(prisma, opts.db) };
          await stage.stage.add({ grp: staged.group, rank: staged.rank, file: part.label, line: item.line, key: rowKey, data: staged.data, bulk: staged.bulk, bulkOrder: staged.bulkOrder, alt: staged.alt });
          continue;
        }
        let mapped: MappedRecord[];
        try {
          mapped = source.map(row as Row);
        } catch (err) {
          if (!(err instanceof RowError)) throw err;
          reject(part.label, item.line, rowKey, err.message);
          continue;
        }
        for (const m of mapped) {
          let batch = pending.get(m.target);
          if (!batch) pending.set(m.target, (batch = new Map()));
          const waiting = batch.get(m.key);
          batch.delete(m.key); // a later row of the key replaces the waiting one (and goes to the end), or is merged with it (source.merge)
          batch.set(m.key, { m: waiting && source.merge ? source.merge(waiting.m, m) : m, file: part.label, line: item.line, rowKey });
          if (batch.size >= batchSize) await flush(source, m.target);
        }
      }
      if (!match && emptyPart) {
        // a JSON page or an XML extract without records: nothing to load
        summary.parts.push({ label: part.label, source: adapter?.name ?? '', layout: '(no records)', rows: 0, encoding: state.report!.encoding, encoding_fallback_at: state.report!.fallbackAt, columns_absent: [], columns_unknown: [], snapshot: null });
        continue;
      }
      if (!match) throw new LoadError(`${part.label} is empty: no header row`);
      const partSummary: PartSummary = {
        label: part.label,
        source: match.source.name,
        layout: match.layout,
        rows,
        encoding: state.report!.encoding,
        encoding_fallback_at: state.report!.fallbackAt,
        columns_absent: match.absent,
        columns_unknown: match.unknown,
        snapshot: null,
      };
      summary.parts.push(partSummary);
      if (state.report!.fallbackAt !== null) log(`${part.label}: not UTF-8 from byte ${state.report!.fallbackAt}; read as Windows-1252 from there`);
      await flushAll(match.source);
      if (unit) {
        unit.summary ??= partSummary;
        // a file's parts (the entries of one archive) are one listing: applied after its last part
        if (inputs.parts[index + 1]?.file !== part.file) await finishUnit();
      }
    }
    if (adapter) await flushAll(adapter);
    await finishGrouped();
  } catch (err) {
    summary.seconds = (Date.now() - started) / 1000;
    summary.rejects_file = rejects.count ? rejects.file : null;
    if (err instanceof LoadError || err instanceof LayoutError) throw new LoadError(err.message, summary);
    throw err;
  } finally {
    if (stage) await (stage as { stage: Stage }).stage.drop();
    rejects.close();
    inputs.close();
  }
  summary.seconds = (Date.now() - started) / 1000;
  summary.rejects_file = rejects.count ? rejects.file : null;
  return summary;
}

/**
 * The batches of a grouped source through its targets, in order (entities,
 * IDVs, contracts): target i of batch N starts once target i of batch N-1 and
 * target i-1 of batch N are done. Each target's batches are thus written in
 * file order, one at a time (as the ingestion core's lock per table would
 * have them anyway), and a batch's records after those they reference, while
 * batch N's first targets overlap batch N-1's last ones (different tables).
 * A target in `overlap` (GroupedSource.overlap: a batch's records of it never
 * depend on the batch before's records of it) starts as soon as its previous
 * batch holds the ingestion lock (the step calls `locked`), or is done: it
 * prepares and validates while that one writes, then waits for the lock.
 * At most two batches are in flight (`waitForPrevious`). After a failure no
 * step starts; `finish` waits for what runs and throws the first failure.
 */
export class TargetPipeline {
  private readonly last: Promise<void>[];
  /** per target: resolves once its last step took the ingestion lock or ended */
  private readonly locked: Promise<void>[];
  private readonly batches: Promise<void>[] = [];
  private readonly steps: Promise<void>[] = [];
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly targets: readonly string[],
    private readonly overlap: readonly string[] = [],
  ) {
    this.last = targets.map(() => Promise.resolve());
    this.locked = targets.map(() => Promise.resolve());
  }

  /** Schedule one batch: `step(target, locked)` writes its records of that target, calling `locked` once it holds the ingestion lock. */
  add(step: (target: string, locked: () => void) => Promise<void>): void {
    let before: Promise<void> = Promise.resolve();
    this.targets.forEach((target, i) => {
      let signal!: () => void;
      const lockedNow = new Promise<void>((resolve) => (signal = resolve));
      const previous = this.overlap.includes(target) ? this.locked[i] : this.last[i];
      const p = Promise.all([previous, before]).then(() => {
        if (this.failure) throw this.failure.error;
        return step(target, signal);
      });
      void p.then(signal, signal);
      p.catch((error: unknown) => {
        this.failure ??= { error };
      });
      this.steps.push(p);
      this.last[i] = before = p;
      this.locked[i] = lockedNow;
    });
    this.batches.push(before);
  }

  /** Wait until the batch before the last one added is written; throws a failure at once. */
  async waitForPrevious(): Promise<void> {
    this.rethrow();
    if (this.batches.length >= 2) await this.batches[this.batches.length - 2];
    this.rethrow();
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Wait for every step (a failed one's successors never start); throw the first failure. */
  async finish(): Promise<void> {
    await Promise.allSettled(this.steps);
    this.rethrow();
  }
}

function safeKey(fn: () => string): string {
  try {
    return fn();
  } catch {
    return '';
  }
}

/**
 * The kinds of file a load reads from directories and archives: the named
 * source's; with auto (or --detect), every source's but workbooks, which
 * archives carry as data dictionaries (USAspending's
 * Data_Dictionary_Crosswalk.xlsx). A file named on the command line is read
 * whatever its kind.
 */
function inputExtensions(named: SourceAdapter | undefined): string[] {
  return named ? [...named.extensions] : [...new Set(SOURCES.flatMap((s) => s.extensions))].filter((e) => e !== '.xlsx');
}

/** The header row of a part (null when the part is empty). */
async function headerOf(part: Part): Promise<string[] | null> {
  for await (const item of readPart(part, 'utf8', () => undefined, {})) {
    if ('header' in item) return item.header.map(cleanName);
    if ('empty' in item) return [];
    break;
  }
  return null;
}

/** Every part's header matches the source (or, for auto, some source): else a LoadError naming the closest layout and the missing columns. */
export async function checkInputs(source: string, paths: readonly string[]): Promise<void> {
  const named = SOURCES.find((s) => s.name === source);
  const extensions = inputExtensions(named);
  const inputs = await expandInputs(paths, extensions).catch((err: Error) => {
    throw new LoadError(err.message);
  });
  try {
    if (!inputs.parts.length) throw new LoadError(`no input file of ${named ? named.name : 'any source'} found in ${paths.join(' ')}${inputs.skipped.length ? ` (skipped: ${inputs.skipped.slice(0, 5).join(', ')})` : ''}`);
    for (const part of inputs.parts) {
      const header = await headerOf(part);
      if (!header) throw new LoadError(`${part.label} is empty: no header row`);
      if (header.length === 0) continue; // a JSON page or XML extract without records
      if (named) requireLayout(named, SOURCES, header, part.label);
      else detect(SOURCES, header, part.label);
    }
  } catch (err) {
    if (err instanceof LayoutError) throw new LoadError(err.message);
    throw err;
  } finally {
    inputs.close();
  }
}

/** `--detect`: the source of each part, from its header alone. */
export async function detectInputs(paths: readonly string[]): Promise<{ label: string; match?: HeaderMatch; error?: string }[]> {
  const extensions = inputExtensions(undefined);
  const inputs = await expandInputs(paths, extensions).catch((err: Error) => {
    throw new LoadError(err.message);
  });
  const out: { label: string; match?: HeaderMatch; error?: string }[] = [];
  try {
    for (const part of inputs.parts) {
      let header: string[] | null;
      try {
        header = await headerOf(part);
      } catch (err) {
        out.push({ label: part.label, error: (err as Error).message });
        continue;
      }
      if (!header || header.length === 0) {
        out.push({ label: part.label, error: header ? 'no records' : 'empty: no header row' });
        continue;
      }
      try {
        out.push({ label: part.label, match: detect(SOURCES, header, part.label) });
      } catch (err) {
        out.push({ label: part.label, error: (err as Error).message });
      }
    }
  } finally {
    inputs.close();
  }
  return out;
}

/** The summary as text lines (the CLI prints it at the end). */
export function formatSummary(s: LoadSummary): string[] {
  const n = (x: number) => x.toLocaleString('en-US');
  const lines = [`source${s.sources.length > 1 ? 's' : ''}: ${s.sources.join(', ') || '(none)'}`];
  for (const p of s.parts) {
    lines.push(`  ${p.label}: ${n(p.rows)} rows, layout "${p.layout}", ${p.encoding}${p.encoding_fallback_at !== null ? ` (Windows-1252 from byte ${n(p.encoding_fallback_at)}: not UTF-8)` : ''}`);
    if (p.columns_absent.length) lines.push(`    columns not in this file (older layout, not loaded): ${p.columns_absent.join(', ')}`);
    if (p.columns_unknown.length) lines.push(`    columns no layout knows (ignored): ${p.columns_unknown.join(', ')}`);
    const snap = p.snapshot;
    if (snap?.full) {
      lines.push(
        snap.skipped
          ? `    full snapshot NOT applied: ${snap.skipped}; ${n(snap.absent)} of ${n(snap.listed)} listed records are not in it and were left as they are`
          : `    full snapshot: ${n(snap.absent)} of ${n(snap.listed)} listed records are no longer in it, ${n(snap.marked)} marked as gone`,
      );
    }
  }
  for (const k of s.skipped) lines.push(`  skipped (not a file of this source): ${k}`);
  lines.push(`rows read ${n(s.rows_read)}, duplicate rows dropped ${n(s.duplicate_rows)}, rejected ${n(s.rejected)}`);
  for (const [t, x] of Object.entries(s.targets)) {
    lines.push(`  ${t}: ${n(x.records)} records: inserted ${n(x.created)}, changed ${n(x.modified)}, unchanged ${n(x.unchanged)}, rejected ${n(x.rejected)}${x.absent ? `, no longer listed ${n(x.absent)}` : ''} (${x.batches} batch${x.batches === 1 ? '' : 'es'}; ${n(x.alert_events)} alert events)`);
  }
  for (const [kind, codes] of Object.entries(s.unknown_codes)) {
    const list = Object.entries(codes).sort((a, b) => b[1] - a[1]);
    lines.push(`unknown ${kind} codes, loaded as given: ${list.slice(0, 20).map(([c, k]) => `${c} (${n(k)})`).join(', ')}${list.length > 20 ? `, and ${list.length - 20} more` : ''}`);
  }
  const reasons = Object.entries(s.reject_reasons).sort((a, b) => b[1] - a[1]);
  if (reasons.length) {
    lines.push(`rejected by reason${reasons.length > 5 ? ' (the 5 most frequent)' : ''}:`);
    for (const [why, k] of reasons.slice(0, 5)) lines.push(`  ${n(k)} × ${why}`);
  }
  if (s.rejects_file) lines.push(`rejected rows: ${s.rejects_file}`);
  if (s.aborted) lines.push(`stopped (--strict): ${s.aborted}`);
  lines.push(`${s.seconds.toFixed(1)} s`);
  return lines;
}
