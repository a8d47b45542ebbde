/**
 * What a source adapter declares (src/load/sources/*.ts): the real file's
 * layouts (the exact column names, current and older), how the file is
 * packaged and encoded, and how one raw row becomes a record of an ingest
 * mapping (src/ingest/resources*.ts) in that resource's REST detail format.
 * The loader (src/load/run.ts) does the rest: inputs, decoding, CSV,
 * batching, ingestion through the core, rejects and the summary.
 */
import type { Query } from '../ingest/service.js';

/**
 * One data row, by real column name (only the columns the file has). Valid only during the adapter's call: the
 * loader reads a CSV part's rows into one object, so an adapter copies the values it keeps, never the row.
 */
export type Row = Readonly<Record<string, string>>;

/** xml: the column holding the record element's local name. */
export const RECORD_ELEMENT = '#element';

/**
 * The object a part's rows are read into (one per part: a Row is the adapter's only during the call that receives
 * it), and which field each of its keys takes: the first column of a name wins; unnamed columns are skipped.
 */
export interface RowShape {
  header: readonly string[];
  row: Record<string, string>;
  names: string[];
  at: number[];
}
export function rowShape(header: readonly string[]): RowShape {
  const names: string[] = [];
  const at: number[] = [];
  const taken = new Set<string>();
  header.forEach((name, i) => {
    if (name === '' || taken.has(name)) return;
    taken.add(name);
    names.push(name);
    at.push(i);
  });
  return { header, row: {}, names, at };
}

/** A problem of one row the adapter itself finds (a date that does not parse, a missing key): the row goes to the rejects file. */
export class RowError extends Error {
  constructor(
    message: string,
    readonly column?: string,
  ) {
    super(message);
    this.name = 'RowError';
  }
}

/** One record for one ingest mapping. */
export interface MappedRecord {
  /** the ingest mapping's name (contracts, exclusions, ...) */
  target: string;
  /** the record's key as the ingest core will compute it (batches never hold two records of one key) */
  key: string;
  record: Record<string, unknown>;
  /** the adapter's own values for prepare() (codes to resolve); never sent to the core */
  aux?: Record<string, string | null>;
  /** the file rows the record was built from (grouped sources): a rejected record rejects each of them */
  rows?: readonly StagedRowRef[];
  /**
   * set by prepare(): the record cannot change what is stored (e.g. an entity already stored, which award data never
   * changes): counted as unchanged without an ingestion cycle
   */
  unchanged?: true;
}

/** Where a staged row came from (for the rejects file). */
export interface StagedRowRef {
  file: string;
  line: number;
  key: string;
}

/** One group read back from the staging table: its rows in file order. */
export interface StagedGroup {
  group: string;
  /** `bulk`: what stage() returned as bulk, on the group's row that keeps it (see GroupedSource.stage); null on the others */
  rows: (StagedRowRef & { data: unknown; bulk: string | null })[];
}

/**
 * A source whose records are built from groups of rows (an award from all
 * its transactions, wherever they are in the file and its parts): rows are
 * staged in a database table as they are read (src/load/stage.ts), then read
 * back group by group after the last part, so memory holds one batch of
 * groups, never the file.
 */
export interface GroupedSource {
  /**
   * one row (and its part's header: the same array for every row of a part) → its group, the group's rank (groups
   * are read by rank, then key) and what is staged; throw RowError to reject the row. `alt`, for a row whose group resolve() may settle: the other group it may belong to (null: none).
   * `bulk`: a large text build() needs for one row of the group only, handed back for that row alone (null for the
   * others): the row with the greatest `bulkOrder` (compared as text, code unit by code unit), the later in file order
   * on a tie; a row without a bulkOrder never keeps its bulk. Reading and parsing every row's bulk cost more than the
   * rest of the read and kept a batch's worth of rows alive. `fields`: the row's values in header order, as read,
   * when none holds U+001F (CSV parts only; the array the row's values come from, valid only during the call).
   */
  stage(row: Row, header: readonly string[], fields?: readonly string[]): { group: string; rank: number; data: unknown; alt?: string | null; bulk?: string; bulkOrder?: string };
  /**
   * a set-based fix-up of the staging table before it is read: columns grp, rank, seq, file, line, key, data (the
   * staged value as JSON text), bulk (stage()'s bulk, or null), bulk_order, alt (stage()'s alt) and
   * alt_row (whether stage() returned an alt, even null)
   */
  resolve?(table: string, q: Query): Promise<void>;
  /** groups per build() call (default 1,000) */
  groupsPerBatch?: number;
  /**
   * targets whose batches may overlap on PostgreSQL (TargetPipeline in src/load/run.ts): a batch's records of such a
   * target never depend on the batch before's records of it (no record of one batch names one of the next, and a
   * group's record is in one batch only), so the next batch is prepared and validated while the one before writes
   */
  overlap?: readonly string[];
  /** a batch of groups → records (in the source's target order) and groups rejected whole */
  build(groups: StagedGroup[], ctx: BatchContext): Promise<{ records: MappedRecord[]; rejected: { rows: readonly StagedRowRef[]; reason: string }[] }>;
}

/** A code the file carries that our reference tables do not know: loaded as given, reported in the summary. */
export interface CodeCheck {
  /** e.g. "NAICS", "PSC", "office (AAC)" */
  kind: string;
  /** SQL returning the known ones of $1 (a JSON array of codes) as column `code` */
  sql: string;
}

/** What a batch's records may look up before they are ingested (reference tables), read through this query. */
export interface BatchContext {
  q: Query;
  /** note a code the reference tables do not know (kind, code) */
  unknownCode(kind: string, code: string): void;
}

export interface ColumnDoc {
  /** our field (dotted path of the target's detail format), or null when not served */
  field: string | null;
  /** why it is not served, or how it is transformed */
  note?: string;
}

export interface Layout {
  /** e.g. "V2 (2019-)" */
  name: string;
  /** the exact header names, in the file's order */
  columns: readonly string[];
  /** columns this layout needs besides the source's `required` (layouts that name the key differently); a header matches when some layout has all of its required columns */
  required?: readonly string[];
}

/**
 * A source whose files are full snapshots of what is current (SAM's daily
 * exclusions extract lists every active exclusion): a record the source
 * listed before and a later full file no longer lists has left it, and gets
 * `absent()` through the ingestion core (src/load/snapshot.ts).
 */
export interface SnapshotSpec {
  /** the ingest mapping whose records leave */
  target: string;
  /** the files the publisher names as full snapshots (matched against the part's label: the file, or archive!entry) */
  files: RegExp;
  /** the row's record key (as MappedRecord.key): `of` the column's value; a row with the column empty, or a value `of` refuses (throws), has none */
  key: { column: string; of(value: string): string };
  /** SQL on the target's table (alias t): the record is still listed (only those are marked absent) */
  listed: string;
  /** the patch an absent record is sent */
  absent(key: string, now: Date): Record<string, unknown>;
  /** for docs/sources.md: what absence does */
  describe: string;
}

export interface SourceAdapter {
  /** the CLI name: sam-exclusions, ... */
  name: string;
  title: string;
  /** what the real file is and where it is downloaded */
  origin: string;
  /** ingest mappings it feeds, in the order their batches are written */
  targets: readonly string[];
  /**
   * csv: delimited text with a header row. json: JSON documents (an API
   * search page `{count, results: [...]}`, a bare array, or one document);
   * each record's keys are its columns, nested values arrive as JSON text.
   * xml: one root element whose child elements are the records; each
   * record's child elements are its columns (a repeated element's values
   * are joined by U+001F, which XML text cannot hold; see values.ts
   * `values`), and the record element's name is the column `#element`.
   * The reader is picked by the part's extension (.json, .xml, else CSV).
   */
  format: 'csv' | 'json' | 'xml';
  /** xml: the namespace the root element must be in, and its local name */
  xml?: { namespace: string; root: string };
  /** csv: rows a file may carry before its header (a search summary), recognised by the first row's leading names */
  preamble?: { firstRow: readonly string[]; rows: number };
  /**
   * utf8: UTF-8 (a BOM is stripped); bytes that are not UTF-8 switch the rest
   * of the file to Windows-1252 (reported). cp1252: Windows-1252 unless the
   * file starts with a UTF-8 BOM.
   */
  encoding: 'utf8' | 'cp1252';
  /** entries of an archive or files of a directory this source reads (lower-case extensions) */
  extensions: readonly string[];
  /** the layouts, newest first: the first one's columns are the full list the adapter knows */
  layouts: readonly Layout[];
  /** columns without which a row means nothing (the key, the NOT NULL fields): a file lacking any matches no layout */
  required: readonly string[];
  /** every known column: our field, or not served and why (docs/sources.md) */
  columns: Readonly<Record<string, ColumnDoc>>;
  /** notes for docs/sources.md (keys, change detection, packaging) */
  notes: readonly string[];
  /** identical rows of one key are dropped before ingestion (the file repeats records) */
  dedupeIdenticalRows?: boolean;
  /** two records of one key waiting in one batch: combine them (default: the later replaces the earlier) */
  merge?(earlier: MappedRecord, later: MappedRecord): MappedRecord;
  /** the key of a raw row, for the rejects file (before mapping) */
  rowKey(row: Row): string;
  /** one raw row to its records; throw RowError for a row that cannot be mapped (not called for a grouped source) */
  map(row: Row): MappedRecord[];
  /** records built from groups of rows through a staging table (map() is then not used) */
  grouped?: GroupedSource;
  /** the source publishes full snapshots: records absent from one are marked (see SnapshotSpec) */
  snapshot?: SnapshotSpec;
  /** before a batch of one target is ingested: reference lookups (codes to our tables); may throw RowError per record via the returned map */
  prepare?(target: string, records: MappedRecord[], ctx: BatchContext): Promise<Map<MappedRecord, string>>;
}
