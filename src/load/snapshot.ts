/**
 * Full snapshots (issue 22; docs/sources.md): SAM.gov publishes its
 * exclusions extract and its contract opportunities file as complete daily
 * listings of what is current, so a record the source listed before and a
 * later full file no longer lists has left the source (an exclusion lifted,
 * a notice archived). The loader marks such records through the ingestion
 * core (a modification, with its change_log row and alerts), never deletes
 * them.
 *
 * Which records belong to a source: `load_snapshot_key` holds every key the
 * loader has read from it (any file of the source, full or not), with the
 * last part that listed it. Records of the same table from elsewhere (the
 * demo data, POST /admin/ingest) are never touched.
 *
 * The listing is one input file: a CSV, or an archive with all its entries
 * (parts of one split extract), applied after its last part is written.
 *
 * When a file counts as a full snapshot (`--snapshot`):
 * - auto (the default): a file named as the publisher names the full file
 *   (the source's `files` pattern, e.g. SAM_Exclusions_Public_V2_Extract_26140.ZIP),
 *   and only when the result is plausible: when more than half of the
 *   source's listed records (and more than MIN_GUARDED) would leave, the
 *   file is taken for a truncated or filtered copy and nothing is marked
 *   (the summary says why; --snapshot yes overrides);
 * - yes: every file of the source, without that guard;
 * - no: none (keys are still recorded).
 * In every mode a file is not a complete listing, and nothing is marked,
 * when one of its rows has no key or was not read whole (a wrong number of
 * fields): its absence from the keys would mean nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Query } from '../ingest/service.js';
import { ingestMapping } from '../ingest/resources.js';
import type { Row, SnapshotSpec } from './types.js';
import { text } from './values.js';

export type SnapshotMode = 'auto' | 'yes' | 'no';
export const SNAPSHOT_MODES: readonly SnapshotMode[] = ['auto', 'yes', 'no'];

/** With --snapshot auto, a file that would mark more than half of the listed records (and more than this many) is not applied. */
export const MIN_GUARDED = 10;

/** Keys per statement when recording them. */
const KEY_CHUNK = 10_000;

/** What a part did as a snapshot (PartSummary.snapshot). */
export interface SnapshotOutcome {
  /** the part was taken as a full snapshot */
  full: boolean;
  /** records of the source listed once the part's rows are written: those it lists and those it lacks (full snapshots only) */
  listed: number;
  /** of those, the ones the part does not list */
  absent: number;
  /** the absent ones marked (0 when skipped) */
  marked: number;
  /** why a full snapshot was not applied, else null */
  skipped: string | null;
}

/** The keys one input file lists (all its parts), and whether it can stand for the whole source. */
export class SnapshotPart {
  readonly keys = new Set<string>();
  /** why the part is no complete listing (the first row without a key, or not read whole) */
  private incomplete: string | null = null;
  /** the part's id in load_snapshot_key.seen_in */
  readonly id = randomUUID();

  constructor(
    readonly source: string,
    readonly spec: SnapshotSpec,
    readonly full: boolean,
    /** --snapshot yes: no plausibility guard */
    readonly forced: boolean,
  ) {}

  /** The full-snapshot rule of a part, by mode and label. */
  static isFull(spec: SnapshotSpec, mode: SnapshotMode, label: string): boolean {
    return mode === 'yes' || (mode === 'auto' && spec.files.test(label));
  }

  /** A data row of the part (whatever becomes of it: loaded, rejected, a duplicate). */
  row(row: Row, line: number): void {
    const value = text(row, this.spec.key.column);
    let key: string | null = null;
    try {
      if (value !== null) key = this.spec.key.of(value);
    } catch {
      // a value that is no key (e.g. a NoticeId that is not 32 hexadecimal digits): the row names no record
    }
    if (key) this.keys.add(key);
    else this.incomplete ??= `line ${line} has no key`;
  }

  /** A row that was not read whole. */
  broken(line: number, why: string): void {
    this.incomplete ??= `line ${line} ${why}`;
  }

  /**
   * After the file's records are written: record its keys, then (a full
   * snapshot) mark the source's listed records it lacks, through `ingest`.
   */
  async finish(q: Query, now: Date, ingest: (records: Record<string, unknown>[]) => Promise<{ modified: number }>, batchSize: number): Promise<SnapshotOutcome> {
    const keys = [...this.keys];
    for (let i = 0; i < keys.length; i += KEY_CHUNK) {
      await q(
        `INSERT INTO load_snapshot_key (source, key, seen_in)
         SELECT $1, k, $3::uuid FROM jsonb_array_elements_text($2::jsonb) AS k
         ON CONFLICT (source, key) DO UPDATE SET seen_in = EXCLUDED.seen_in`,
        [this.source, JSON.stringify(keys.slice(i, i + KEY_CHUNK)), this.id],
      );
    }
    const outcome: SnapshotOutcome = { full: this.full, listed: 0, absent: 0, marked: 0, skipped: null };
    if (!this.full) return outcome;
    const mapping = ingestMapping(this.spec.target);
    const from = `FROM load_snapshot_key k JOIN "${mapping.table}" t ON t."${mapping.key}"::text = k.key WHERE k.source = $1 AND (${this.spec.listed})`;
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [this.source]);
    const absent = (await q<{ key: string }>(`SELECT k.key ${from} AND k.seen_in <> $2::uuid ORDER BY k.key`, [this.source, this.id])).map((r) => r.key);
    outcome.listed = n;
    outcome.absent = absent.length;
    if (this.incomplete) {
      outcome.skipped = `not a complete listing (${this.incomplete})`;
      return outcome;
    }
    if (!this.forced && absent.length > MIN_GUARDED && absent.length * 2 > n) {
      outcome.skipped = `${absent.length} of the ${n} listed records would leave: taken for a truncated or partial copy (--snapshot yes applies it)`;
      return outcome;
    }
    for (let i = 0; i < absent.length; i += batchSize) {
      const r = await ingest(absent.slice(i, i + batchSize).map((k) => this.spec.absent(k, now)));
      outcome.marked += r.modified;
    }
    return outcome;
  }
}
