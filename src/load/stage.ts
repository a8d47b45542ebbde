/**
 * The staging table of a grouped source (src/load/types.ts, GroupedSource):
 * rows are written as they are read, then read back group by group, so that
 * a group whose rows are spread over a file's parts (an award's
 * transactions) is built whole while memory holds one batch of groups.
 *
 * The table is an UNLOGGED table of the service database named
 * `load_stage_<pid>_<random>` (a real table, not TEMP: the ingestion core
 * runs on other connections of the pool), dropped when the load ends. On
 * PostgreSQL the rows go in through one `COPY ... FROM STDIN` (pg-copy-streams)
 * on a connection of the pool held for the staging; on PGlite, or without
 * such a connection, through INSERTs of 1,000 rows (one JSON parameter
 * each). A process killed mid-load leaves its table behind; nothing reads
 * it, and `DROP TABLE load_stage_...` removes it.
 */
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { StagedGroup } from './types.js';

type CopyFromStream = Writable & pg.Submittable;
const { from: copyFrom } = createRequire(import.meta.url)('pg-copy-streams') as { from: (sql: string) => CopyFromStream };

/** What the load can use for COPY (src/db/client.ts Database): PostgreSQL's pool. */
export interface StageDatabase {
  kind: 'pglite' | 'postgres';
  connect?(): Promise<pg.PoolClient>;
}

interface StageRow {
  grp: string;
  rank: number;
  file: string;
  line: number;
  key: string;
  data: unknown;
  /** GroupedSource.stage's bulk: read back on the group's row with the greatest bulkOrder */
  bulk?: string;
  bulkOrder?: string;
  /** GroupedSource.stage's alt: undefined when it returned none */
  alt?: string | null;
}

const INSERT_ROWS = 1_000;
const COPY_CHUNK_CHARS = 256 * 1024;

/** COPY text format: backslash, tab, newline and carriage return escaped; NUL removed. */
const COPY_SPECIAL = /[\0\\\t\n\r]/;
const copyText = (s: string) =>
  // most values (a packed row of about 3 KB included) hold none: one scan instead of two replacing ones
  COPY_SPECIAL.test(s) ? s.replace(/\0/g, '').replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : s;
/**
 * A value as JSON in COPY text format: JSON.stringify writes control characters as escapes (\n, \t, \u0000), so
 * only its backslashes need doubling (one pass without a callback: the data is most of what staging writes).
 */
const copyJson = (v: unknown) => {
  const json = JSON.stringify(v);
  return json.includes('\\') ? json.replace(/\\/g, '\\\\') : json;
};

/** The statements a stage runs: the service's client, or the interactive transaction of a --strict load (which stages inside it). */
export type StageClient = Pick<PrismaClient, '$executeRawUnsafe' | '$queryRawUnsafe'>;

type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

export class Stage {
  private seq = 0;
  private buffer: StageRow[] = [];
  /** COPY text not yet written to the stream */
  private pending = '';
  private copy: { client: pg.PoolClient; stream: CopyFromStream; done: Promise<void> } | null = null;
  rows = 0;
  /** read the next batch of groups while the caller works on this one (PostgreSQL's pool, not a --strict load's transaction) */
  private readAhead = false;
  /** PostgreSQL's pool: the groups are read on a connection of it with pg (Prisma's raw queries cost more than twice as much per row) */
  private pool: StageDatabase | null = null;

  private constructor(
    private readonly prisma: StageClient,
    readonly table: string,
  ) {}

  static async open(prisma: StageClient, db?: StageDatabase): Promise<Stage> {
    const table = `load_stage_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    // data is the staged value's JSON text, not jsonb: PostgreSQL only stores and returns it (building and printing
    // jsonb cost it more than the rest of staging and reading back), the loader parses it. The table lives for one
    // load: a row is stored as it comes, not compressed (rows of up to 8 KB: a packed row of a real file is about
    // 3 KB), and autovacuum leaves it alone (it is analyzed once, when written)
    await prisma.$executeRawUnsafe(
      `CREATE UNLOGGED TABLE ${table} (grp text NOT NULL, rank int NOT NULL, seq bigint NOT NULL, file text NOT NULL, line int NOT NULL, key text NOT NULL, data text NOT NULL, bulk text, bulk_order text COLLATE "C", alt text, alt_row boolean NOT NULL)
       WITH (autovacuum_enabled = false, toast_tuple_target = 8160)`,
    );
    const stage = new Stage(prisma, table);
    if (db?.kind === 'postgres' && db.connect) {
      const client = await db.connect();
      try {
        const stream = client.query(copyFrom(`COPY ${table} (grp, rank, seq, file, line, key, data, bulk, bulk_order, alt, alt_row) FROM STDIN`));
        const done = new Promise<void>((resolve, reject) => {
          stream.on('finish', () => resolve());
          stream.on('error', reject);
        });
        done.catch(() => undefined);
        stage.copy = { client, stream, done };
        stage.readAhead = true;
        stage.pool = db;
      } catch (err) {
        client.release(true);
        await stage.drop();
        throw err;
      }
    }
    return stage;
  }

  /** Stage one row (in file order). */
  async add(r: StageRow): Promise<void> {
    this.seq++;
    this.rows++;
    if (this.copy) {
      // rows go to the socket in chunks of about 256 KB: one write per row cost a system call each
      // (about a sixth of a millisecond here), more than the rest of staging the row
      this.pending += `${copyText(r.grp)}\t${r.rank}\t${this.seq}\t${copyText(r.file)}\t${r.line}\t${copyText(r.key)}\t${copyJson(r.data)}\t${r.bulk === undefined ? '\\N' : copyText(r.bulk)}\t${r.bulkOrder === undefined ? '\\N' : copyText(r.bulkOrder)}\t${r.alt == null ? '\\N' : copyText(r.alt)}\t${r.alt === undefined ? 'f' : 't'}\n`;
      if (this.pending.length >= COPY_CHUNK_CHARS) await this.writePending();
      return;
    }
    this.buffer.push({ ...r, seq: this.seq } as StageRow & { seq: number });
    if (this.buffer.length >= INSERT_ROWS) await this.flushInserts();
  }

  private async flushInserts(): Promise<void> {
    if (!this.buffer.length) return;
    // each row's data as its JSON text, as COPY stores it
    const rows = this.buffer.map((r) => ({ ...r, data: JSON.stringify(r.data), bulk: r.bulk ?? null, bulk_order: r.bulkOrder ?? null, alt: r.alt ?? null, alt_row: r.alt !== undefined }));
    this.buffer = [];
    await this.prisma.$executeRawUnsafe(
      `INSERT INTO ${this.table} (grp, rank, seq, file, line, key, data, bulk, bulk_order, alt, alt_row)
       SELECT grp, rank, seq, file, line, key, data, bulk, bulk_order, alt, alt_row FROM jsonb_to_recordset($1::jsonb)
         AS x(grp text, rank int, seq bigint, file text, line int, key text, data text, bulk text, bulk_order text, alt text, alt_row boolean)`,
      JSON.stringify(rows),
    );
  }

  private async writePending(): Promise<void> {
    const chunk = this.pending;
    this.pending = '';
    if (!chunk || !this.copy) return;
    if (!this.copy.stream.write(chunk)) await new Promise<void>((resolve, reject) => {
      const s = this.copy!.stream;
      const onErr = (e: Error) => reject(e);
      s.once('drain', () => (s.off('error', onErr), resolve()));
      s.once('error', onErr);
    });
  }

  /** Every row written: the COPY ended, the index built. */
  async finish(): Promise<void> {
    await this.writePending();
    if (this.copy) {
      const { client, stream, done } = this.copy;
      this.copy = null;
      stream.end();
      try {
        await done;
      } finally {
        client.release();
      }
    }
    await this.flushInserts();
    await this.prisma.$executeRawUnsafe(`CREATE INDEX ON ${this.table} (rank, grp, seq)`);
    await this.prisma.$executeRawUnsafe(`ANALYZE ${this.table}`);
  }

  /**
   * The groups in (rank, group) order, `per` at a time, each with its rows in file order.
   * On PostgreSQL's pool the next batch is read while the caller works on this one (on
   * another connection: the database reads while the process builds and validates records).
   */
  async *groups(per: number): AsyncGenerator<StagedGroup[]> {
    const client = this.pool?.connect ? await this.pool.connect() : null;
    const query: Query = client ? async (text, params) => (await client.query(text, params)).rows : (text, params) => this.prisma.$queryRawUnsafe(text, ...params);
    let failed = false;
    let next: ReturnType<Stage['batchAfter']> | null = null;
    try {
      next = this.batchAfter(query, { rank: -2_147_483_648, grp: '' }, per);
      for (;;) {
        const batch: Awaited<ReturnType<Stage['batchAfter']>> = await next;
        if (!batch) return;
        const readNext = (): ReturnType<Stage['batchAfter']> => this.batchAfter(query, batch.last, per);
        if (this.readAhead) {
          const ahead = readNext();
          // a failed read ahead surfaces when it is awaited, not as an unhandled rejection meanwhile
          ahead.catch(() => undefined);
          next = ahead;
        }
        yield batch.groups;
        if (!this.readAhead) next = readNext();
      }
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      // a read ahead still running when the caller stops (a failed batch) ends before the connection goes back
      await next?.catch(() => undefined);
      client?.release(failed);
    }
  }

  private async batchAfter(query: Query, after: { rank: number; grp: string }, per: number): Promise<{ groups: StagedGroup[]; last: { rank: number; grp: string } } | null> {
    const last = await query<{ rank: number; grp: string }>(
      `SELECT rank, grp FROM (SELECT DISTINCT rank, grp FROM ${this.table} WHERE (rank, grp) > ($1::int, $2::text) ORDER BY rank, grp LIMIT $3::int) g ORDER BY rank DESC, grp DESC LIMIT 1`,
      [after.rank, after.grp, per],
    );
    if (!last.length) return null;
    const rows = await query<{ grp: string; file: string; line: number; key: string; data: string; bulk: string | null }>(
      // a group's bulk only on its row of the greatest bulk_order (then the latest): build() needs no other
      `SELECT grp, file, line, key, data,
              CASE WHEN bulk_order IS NOT NULL AND row_number() OVER (PARTITION BY rank, grp ORDER BY bulk_order DESC NULLS LAST, seq DESC) = 1 THEN bulk END AS bulk
       FROM ${this.table} WHERE (rank, grp) > ($1::int, $2::text) AND (rank, grp) <= ($3::int, $4::text) ORDER BY rank, grp, seq`,
      [after.rank, after.grp, last[0].rank, last[0].grp],
    );
    const groups: StagedGroup[] = [];
    for (const r of rows) {
      let g = groups[groups.length - 1];
      if (!g || g.group !== r.grp) groups.push((g = { group: r.grp, rows: [] }));
      g.rows.push({ file: r.file, line: Number(r.line), key: r.key, data: JSON.parse(r.data), bulk: r.bulk });
    }
    return { groups, last: { rank: Number(last[0].rank), grp: last[0].grp } };
  }

  async drop(): Promise<void> {
    if (this.copy) {
      this.copy.stream.destroy();
      this.copy.client.release(true);
      this.copy = null;
    }
    await this.prisma.$executeRawUnsafe(`DROP TABLE IF EXISTS ${this.table}`).catch(() => undefined);
  }
}
