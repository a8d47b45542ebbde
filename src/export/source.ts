/**
 * Where an export's rows come from: the list's own statement
 * (listStatement, src/engine/plan/run.ts), read a batch at a time, so the
 * process holds one batch whatever the size of the result.
 *
 * - PostgreSQL: a server-side cursor (DECLARE … NO SCROLL CURSOR, FETCH n)
 *   on a connection of the pool held for the export alone, in a READ ONLY
 *   REPEATABLE READ transaction: every row of one snapshot, each exactly
 *   once, in the list's order, and the plan chosen for a fast first row
 *   (cursor_tuple_fraction, no JIT compilation). The first batch is small
 *   (100 rows), so the first bytes leave at once. One FETCH runs a batch
 *   ahead of the client, no more (back-pressure). Closing early rolls the
 *   transaction back and returns the connection; closing while a FETCH is
 *   running closes the connection itself, so it is never left busy.
 * - PGlite (one connection shared by every request): keyset batches, each
 *   one statement of the list's ordered query after the last row of the
 *   previous batch; other requests run between batches.
 */
import type pg from 'pg';
import type { Database } from '../db/client.js';
import type { RawQuery, ListInput } from '../engine/query/list.js';
import type { CursorValue } from '../engine/pagination/cursor.js';
import { listStatement, positionOf } from '../engine/plan/run.js';

export const BATCH_ROWS = 1_000;
/** the first batch is smaller: the first bytes leave sooner */
export const FIRST_BATCH_ROWS = 100;

/** Rows per batch: EXPORT_BATCH_ROWS, default 1,000 (a bad value throws). */
export function batchRows(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EXPORT_BATCH_ROWS;
  if (raw === undefined || raw.trim() === '') return BATCH_ROWS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new Error(`EXPORT_BATCH_ROWS must be an integer from 1 to 100000, got ${JSON.stringify(raw)}`);
  return n;
}

export interface RowSource {
  /** the next rows (each record's json text); empty once every row was read */
  next(): Promise<string[]>;
  /** stop: the connection goes back at once (safe to call more than once) */
  close(): Promise<void>;
}

/** Exports reading right now in this process (tests check none is left behind). */
let open = 0;
export const openSources = (): number => open;

/**
 * `replica`: the rows may come from a read replica (docs/scaling.md): the
 * cursor opens on a replica in rotation, or on the primary when none is or
 * when opening it there fails (a replica gone, a conflict with recovery).
 * Once rows flow, a failure ends the export as it would on the primary.
 */
export async function openRows(db: Pick<Database, 'kind' | 'connect' | 'replicas'>, query: RawQuery, input: ListInput, after: CursorValue[] | null, batch = BATCH_ROWS, opts: { replica?: boolean } = {}): Promise<RowSource> {
  if (!(db.kind === 'postgres' && db.connect)) return keysetRows(query, input, after, batch);
  const onReplica = opts.replica && db.replicas ? await db.replicas.connect() : null;
  if (onReplica) {
    try {
      return await cursorRows(onReplica.client, input, after, batch);
    } catch (err) {
      if (!db.replicas!.failed(onReplica.replica, err)) throw err;
    }
  }
  return cursorRows(await db.connect(), input, after, batch);
}

async function cursorRows(client: pg.PoolClient, input: ListInput, after: CursorValue[] | null, batch: number): Promise<RowSource> {
  let busy = false;
  let done = false;
  let firstBatch = true;
  open++;
  const finish = async (destroy: boolean) => {
    if (done) return;
    done = true;
    open--;
    if (destroy) {
      client.release(true);
      return;
    }
    try {
      await client.query('ROLLBACK');
      client.release();
    } catch {
      client.release(true);
    }
  };
  const run = async <T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<T>> => {
    busy = true;
    try {
      return await client.query<T>(text, params);
    } finally {
      busy = false;
    }
  };
  try {
    const st = await listStatement(input, after ?? undefined);
    // plan for the first rows (the client sees data at once, whatever the sort), and without JIT
    // compilation, which a statement over every row would otherwise pay for before its first row
    await run('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY; SET LOCAL cursor_tuple_fraction = 0.01; SET LOCAL jit = off');
    await run(`DECLARE pds_export NO SCROLL CURSOR FOR ${st.text}`, st.params);
  } catch (err) {
    await finish(true);
    throw err;
  }
  // One FETCH runs ahead: when a batch is handed out, the next is asked for at once, so the server
  // builds it while this process encodes and sends the last one (without it the server sat idle for
  // every batch's round trip and encoding). Never more than one batch ahead: memory stays flat and
  // the client's pace still sets the server's (back-pressure).
  let ahead: Promise<string[]> | null = null;
  const fetchBatch = async (): Promise<string[]> => {
    const size = firstBatch ? Math.min(batch, FIRST_BATCH_ROWS) : batch;
    firstBatch = false;
    try {
      const res = await run<{ j: string }>(`FETCH ${size} FROM pds_export`);
      if (res.rows.length < size) await finish(false);
      return res.rows.map((r) => r.j);
    } catch (err) {
      await finish(true);
      throw err;
    }
  };
  return {
    async next() {
      if (done && !ahead) return [];
      const rows = await (ahead ?? fetchBatch());
      ahead = null;
      if (!done) {
        ahead = fetchBatch();
        // a failure of the read ahead is thrown by the next call to next(); never unhandled
        ahead.catch(() => undefined);
      }
      return rows;
    },
    close: () => finish(busy),
  };
}

function keysetRows(query: RawQuery, input: ListInput, after: CursorValue[] | null, batch: number): RowSource {
  let position = after;
  let done = false;
  let firstBatch = true;
  open++;
  const finish = () => {
    if (done) return;
    done = true;
    open--;
  };
  return {
    async next() {
      if (done) return [];
      const size = firstBatch ? Math.min(batch, FIRST_BATCH_ROWS) : batch;
      firstBatch = false;
      try {
        const st = await listStatement(input, position ?? undefined);
        const rows = await query<Record<string, unknown>>(`${st.text} LIMIT ${size}`, st.params);
        if (rows.length < size) finish();
        else position = positionOf(rows[rows.length - 1], input);
        return rows.map((r) => r.j as string);
      } catch (err) {
        finish();
        throw err;
      }
    },
    close: async () => finish(),
  };
}
