/**
 * Bulk loading (issue 8): the COPY text encoding, the checksum staying what it
 * was, and on PostgreSQL (DATABASE_URL) the COPY load with deferred indexes:
 * same rows as the INSERT path, every index and trigger back afterwards, also
 * after a load that fails part-way.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { BulkLoad, copyEscape, copyField } from '../../src/demo/copy.js';
import { generateDataset, STEPS, type ProgressEvent } from '../../src/demo/generate.js';
import { BulkWriter, InsertSink, Json, type Batch, type RowSink, type SqlValue } from '../../src/demo/writer.js';
import { openEmptyDatabase } from '../helpers/db.js';

describe('COPY text encoding', () => {
  it('escapes backslash, tab, newline and carriage return and strips NUL', () => {
    expect(copyEscape('plain text, with "quotes" and \'apostrophes\'')).toBe('plain text, with "quotes" and \'apostrophes\'');
    expect(copyEscape('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyEscape('nul\u0000here')).toBe('nulhere');
    expect(copyEscape('\\N')).toBe('\\\\N');
    expect(copyEscape('\\.')).toBe('\\\\.');
    expect(copyEscape('ünïcödé ✓ 𝄞')).toBe('ünïcödé ✓ 𝄞');
  });

  it('writes NULL as \\N, booleans, numbers, dates, arrays and JSON as PostgreSQL reads them', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBeUndefined();
    expect(copyField(true)).toBe('true');
    expect(copyField(false)).toBe('false');
    expect(copyField(12.5)).toBe('12.5');
    expect(copyField(-0)).toBe('0');
    expect(copyField(12345678901234567890n)).toBe('12345678901234567890');
    expect(() => copyField(Number.NaN)).toThrow(/non-finite/);
    expect(copyField(new Date('2026-11-22T10:11:12.345Z'))).toBe('2026-11-22T10:11:12.345Z');
    expect(copyField(['a', 'b c', 'say "hi"', 'back\\slash', null, 'tab\there'])).toBe(
      '{"a","b c","say \\\\"hi\\\\"","back\\\\\\\\slash",NULL,"tab\\there"}',
    );
    expect(copyField([])).toBe('{}');
    expect(copyField({ a: 'x\ny', b: [1, 2] })).toBe('{"a":"x\\\\ny","b":[1,2]}');
    expect(copyField(new Json(['x', { y: null }]))).toBe('["x",{"y":null}]');
  });
});

/**
 * The checksum by its definition: per table in first-written order, its name, U+001F, the hex
 * SHA-256 of its rows' COPY text (U+2205 for DEFAULT) in order, and a newline; SHA-256 of that.
 */
function expectedChecksum(rows: [string, Record<string, unknown>][]): string {
  const columns = new Map<string, string[]>();
  const text = new Map<string, string>();
  for (const [table, row] of rows) {
    if (!columns.has(table)) columns.set(table, Object.keys(row));
    const fields = columns.get(table)!.map((c) => copyField(row[c] as SqlValue) ?? '\u2205');
    text.set(table, (text.get(table) ?? '') + `${fields.join('\t')}\n`);
  }
  const hash = createHash('sha256');
  for (const [table, t] of text) hash.update(`${table}\u001f${createHash('sha256').update(t).digest('hex')}\n`);
  return hash.digest('hex');
}

/** A sink that stores nothing (the checksum does not depend on the sink). */
class NullSink implements RowSink {
  readonly batchRows = 7;
  readonly batchChars = 1_000_000;
  constructor(
    private readonly encode: (values: (SqlValue | Json)[]) => string | undefined,
    readonly copyText = false,
  ) {}
  encodeRow(values: (SqlValue | Json)[]) {
    return this.encode(values);
  }
  async write(batches: Batch[], done: (b: Batch) => void) {
    batches.forEach(done);
  }
  async writeWithDefaults() {}
  async drain() {}
}

describe('the dataset checksum', () => {
  const rows: [string, Record<string, unknown>][] = [
    ['t', { a: 'plain', b: 1, c: true, d: null, e: new Date('2020-01-02T03:04:05.006Z'), f: ['x', 'y'], g: { k: [1, 'z'] } }],
    ['t', { a: 'quote " backslash \\ newline \n tab \t nul \u0000 ünï ✓ 𝄞 lone \ud800', b: -0.5, c: false, d: 12n, e: undefined, f: [], g: new Json([1, { n: null }]) }],
    ['u', { id: 1 }],
    ['t', { b: 1e21, a: 'keys in another order', c: true, d: null, e: null, f: null, g: null }],
    ['u', { id: 2 }],
  ];

  it('is the hash of the stored text, whatever the sink', async () => {
    const expected = expectedChecksum(rows);
    const copyLike = new NullSink((values) => values.map((v) => copyField(v) ?? '').join('\t') + '\n');
    const insertLike = new InsertSink({ exec: async () => {}, query: async () => [] });
    // a sink that takes the writer's COPY text as it is (CopySink): the batch bytes are what is hashed
    const copyText = new NullSink(() => undefined, true);
    for (const sink of [copyLike, insertLike, copyText]) {
      const w = new BulkWriter(sink);
      for (const [table, row] of rows) await w.add(table, row);
      await w.flush();
      expect(w.checksum()).toBe(expected);
      expect(Object.fromEntries(w.counts)).toEqual({ t: 3, u: 2 });
    }
  });

  it('rejects a column the first row of the table did not have', async () => {
    const w = new BulkWriter(new NullSink(() => ''));
    await w.add('t', { a: 1 });
    await expect(w.add('t', { a: 1, b: 2 })).rejects.toThrow(/column b not in the first row's columns/);
  });
});

const pgUrl = process.env.DATABASE_URL;
const opts = { scale: 0.05, seed: 'copy-load', asOf: '2026-11-22', demoAccounts: true };

interface Catalog {
  indexes: string[];
  triggers: string[];
  constraints: string[];
}

async function catalog(db: Database): Promise<Catalog> {
  const indexes = await db.raw.query<{ d: string }>(
    `SELECT tablename || ' ' || indexname || ' ' || indexdef AS d FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`,
  );
  const triggers = await db.raw.query<{ d: string }>(
    `SELECT c.relname || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid) AS d
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY 1`,
  );
  // (foreign keys: by definition; their internal triggers are named after oids that change when a load re-adds them)
  const constraints = await db.raw.query<{ d: string }>(
    `SELECT c.relname || ' ' || k.conname || ' ' || k.convalidated::text || ' ' || pg_get_constraintdef(k.oid) AS d
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() ORDER BY 1`,
  );
  return { indexes: indexes.map((r) => r.d), triggers: triggers.map((r) => r.d), constraints: constraints.map((r) => r.d) };
}

async function tables(db: Database): Promise<string[]> {
  const rows = await db.raw.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY 1`,
  );
  return rows.map((r) => r.tablename);
}

/** Per table: row count and md5 over every column (search vectors included), in a stable order. */
async function contents(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of await tables(db)) {
    const [r] = await db.raw.query<{ n: number; sum: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(x::text, E'\\n' ORDER BY x::text)) AS sum FROM "${t}" x`,
    );
    out[t] = `${r.n} ${r.sum ?? 'empty'}`;
  }
  return out;
}

/** Rows violating a foreign key, over every foreign key of the schema (0 when all hold). */
async function foreignKeyViolations(db: Database): Promise<Record<string, number>> {
  const fks = await db.raw.query<{ name: string; child: string; parent: string; ccols: string[]; pcols: string[] }>(
    `SELECT k.conname AS name, c.relname AS child, p.relname AS parent,
            (SELECT array_agg(a.attname::text ORDER BY u.i) FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n) AS ccols,
            (SELECT array_agg(a.attname::text ORDER BY u.i) FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n) AS pcols
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  expect(fks.length).toBeGreaterThan(20);
  const out: Record<string, number> = {};
  for (const fk of fks) {
    const notNull = fk.ccols.map((c) => `c."${c}" IS NOT NULL`).join(' AND ');
    const match = fk.ccols.map((c, i) => `p."${fk.pcols[i]}" = c."${c}"`).join(' AND ');
    const [{ n }] = await db.raw.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${fk.child}" c WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM "${fk.parent}" p WHERE ${match})`,
    );
    out[fk.name] = n;
  }
  return out;
}

describe.skipIf(!pgUrl)('COPY loading into PostgreSQL (DATABASE_URL)', () => {
  it('stores every kind of value exactly as the INSERT path does', async () => {
    const db = await openEmptyDatabase({ migrate: false });
    try {
      const columns = `id int PRIMARY KEY, t text, n numeric, i int, b boolean, bt text, d date, ts timestamptz, tsn timestamp,
                       arr text[], j jsonb, ja jsonb, big bigint, dv text DEFAULT 'the default'`;
      await db.raw.exec(`CREATE TABLE via_copy (${columns}); CREATE TABLE via_insert (${columns})`);
      const strings = [
        'plain', '', ' leading and trailing ', 'tab\there', 'new\nline', 'cr\rlf\r\n', 'back\\slash', '\\N', '\\.', '\\.\n\\.',
        'nul\u0000byte', "it's \"quoted\"", 'ünïcödé ✓ 𝄞', '{"not":"json"}', 'comma, {brace} [bracket]',
      ];
      const when = new Date('2026-11-22T23:59:58.123Z');
      const rows = strings.map((t, k) => ({
        id: k,
        t,
        n: k % 2 ? 1234567.125 : -0.5,
        i: k - 3,
        b: k % 3 === 0,
        bt: k % 3 === 1,
        d: when,
        ts: new Date(when.getTime() - k * 3_600_000),
        tsn: when,
        arr: k % 4 === 0 ? [] : [t, 'x,y', 'say "hi"', 'a\\b', null, '{}'],
        // (jsonb refuses \u0000, on either path)
        j: { text: t.replace(/\u0000/g, ''), k, nested: [t.replace(/\u0000/g, ''), null, true] },
        ja: new Json(k % 2 ? [t, k] : []),
        big: 9007199254740993n,
        dv: k % 5 === 0 ? undefined : `set ${k}`,
      }));
      rows.push({ ...rows[1], id: 99, t: null as unknown as string, arr: null as unknown as string[], j: null as unknown as { text: string; k: number; nested: (string | boolean | null)[] } });
      const load = await BulkLoad.begin(db.url!);
      try {
        const w = new BulkWriter(load.sink);
        for (const r of rows) await w.add('via_copy', r);
        await w.flush();
        await load.commit();
      } finally {
        await load.close();
      }
      const w = new BulkWriter(db.raw);
      for (const r of rows) await w.add('via_insert', r);
      await w.flush();
      const read = (t: string) => db.raw.query<{ r: string }>(`SELECT x::text AS r FROM ${t} x ORDER BY id`);
      const [c, i] = [await read('via_copy'), await read('via_insert')];
      expect(c.length).toBe(rows.length);
      expect(c).toEqual(i);
      const [d] = await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM via_copy WHERE dv = 'the default'`);
      expect(d.n).toBe(3);
    } finally {
      await db.close();
    }
  });

  it('drops foreign keys and unique indexes during the load and checks them when adding them back: a dangling key or a duplicate fails the load', async () => {
    const db = await openEmptyDatabase({ migrate: false });
    try {
      await db.raw.exec(`CREATE TABLE parent (id int PRIMARY KEY);
        CREATE TABLE child (id int PRIMARY KEY, parent_id int REFERENCES parent (id) ON DELETE CASCADE, name text);
        CREATE INDEX child_parent ON child (parent_id); CREATE UNIQUE INDEX child_name ON child (name)`);
      const before = await catalog(db);
      expect(before.constraints.some((c) => c.includes('FOREIGN KEY (parent_id) REFERENCES parent(id) ON DELETE CASCADE'))).toBe(true);
      const attempt = async (parents: number[], children: [number, number][], names = children.map(([id]) => `c${id}`)) => {
        const load = await BulkLoad.begin(db.url!);
        try {
          await load.defer(['parent', 'child']);
          expect(load.foreignKeys.map((k) => k.table)).toEqual(['child']);
          expect(load.indexes.map((i) => i.name)).toEqual(['child_name', 'child_parent']);
          const w = new BulkWriter(load.sink);
          for (const id of parents) await w.add('parent', { id });
          for (const [k, [id, parent_id]] of children.entries()) await w.add('child', { id, parent_id, name: names[k] });
          await w.flush();
          await load.commit();
        } catch (err) {
          await load.rollback();
          throw err;
        } finally {
          await load.close();
        }
      };
      await expect(attempt([1], [[1, 1], [2, 7]])).rejects.toThrow(/foreign key constraint/);
      expect(await catalog(db)).toEqual(before);
      expect(await db.raw.query(`SELECT * FROM child`)).toEqual([]);
      await expect(attempt([1], [[1, 1], [2, 1]], ['same', 'same'])).rejects.toThrow(/unique index|duplicate key/);
      expect(await catalog(db)).toEqual(before);
      expect(await db.raw.query(`SELECT * FROM child`)).toEqual([]);
      await attempt([1, 7], [[1, 1], [2, 7]]);
      expect(await catalog(db)).toEqual(before);
      expect(await db.raw.query(`SELECT id FROM child ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await db.close();
    }
  });

  it('loads exactly the rows the INSERT path loads, with the same checksum, search vectors and foreign keys', async () => {
    const viaCopy = await openEmptyDatabase();
    const viaInsert = await openEmptyDatabase();
    try {
      const before = await catalog(viaCopy);
      const c = await generateDataset(viaCopy, opts);
      const i = await generateDataset(viaInsert, opts, undefined, { method: 'insert' });
      expect(c.method).toBe('copy');
      expect(i.method).toBe('insert');
      expect(c.checksum).toBe(i.checksum);
      expect(c.rows).toEqual(i.rows);
      const [cc, ci] = [await contents(viaCopy), await contents(viaInsert)];
      expect(cc).toEqual(ci);
      for (const table of ['award', 'award_transaction', 'subaward', 'entity', 'vehicle', 'sled_opportunity']) {
        expect(cc[table], table).not.toMatch(/^0 /);
      }
      const [{ n }] = await viaCopy.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE search_vector IS NULL`);
      expect(n).toBe(0);
      expect(Object.entries(await foreignKeyViolations(viaCopy)).filter(([, v]) => v > 0)).toEqual([]);
      // every index and trigger is back, definitions unchanged
      expect(await catalog(viaCopy)).toEqual(before);
      expect(c.timings.indexes).toBeGreaterThanOrEqual(0);
    } finally {
      await Promise.all([viaCopy.close(), viaInsert.close()]);
    }
  }, 300_000);

  const failures: [string, RegExp, (db: Database) => (e: ProgressEvent) => void, (db: Database) => Promise<void>][] = [
    [
      'a failure in the generator half-way (indexes dropped)',
      /injected failure/,
      () => (e) => {
        if (e.step === STEPS[4][0]) throw new Error('injected failure');
      },
      async () => {},
    ],
    [
      'a failure in the aggregates (foreign-key indexes rebuilt)',
      /injected failure/,
      () => (e) => {
        if (e.step === STEPS[STEPS.length - 1][0]) throw new Error('injected failure');
      },
      async () => {},
    ],
    [
      'a COPY the server rejects',
      /bulk copy into subaward failed: .*injected_failure/,
      () => () => {},
      // every subaward row breaks this constraint (NOT VALID: it only checks new rows)
      async (db) => db.raw.exec(`ALTER TABLE subaward ADD CONSTRAINT injected_failure CHECK (award_key IS NULL) NOT VALID`),
    ],
    [
      'the connection dying mid-load',
      /terminat/i,
      (db) => {
        let fired = false;
        return (e) => {
          if (e.step !== STEPS[4][0] || fired) return;
          fired = true;
          const admin = new pg.Client({ connectionString: db.url });
          void admin
            .connect()
            .then(() => admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pds bulk load' AND datname = current_database()`))
            .finally(() => admin.end());
        };
      },
      async () => {},
    ],
  ];

  for (const [name, error, onProgress, prepare] of failures) {
    it(`restores every index and trigger and leaves no rows after ${name}`, async () => {
      const db = await openEmptyDatabase();
      try {
        await prepare(db);
        const before = await catalog(db);
        await expect(generateDataset(db, opts, onProgress(db))).rejects.toThrow(error);
        expect(await catalog(db)).toEqual(before);
        const counts = await contents(db);
        expect(Object.entries(counts).filter(([, v]) => !v.startsWith('0 '))).toEqual([]);
        // and the database takes a full load afterwards
        if (name.startsWith('a COPY')) await db.raw.exec(`ALTER TABLE subaward DROP CONSTRAINT injected_failure`);
        const ok = await generateDataset(db, opts);
        expect(ok.rows.award).toBeGreaterThan(0);
        expect((await catalog(db)).indexes).toEqual(before.indexes);
      } finally {
        await db.close();
      }
    }, 300_000);
  }
});

describe.skipIf(!pgUrl)('replacing a dataset on PostgreSQL', () => {
  it('empties the tables in the load transaction: a failed replacement keeps the previous rows, a good one writes frozen rows', async () => {
    const db = await openEmptyDatabase();
    try {
      await generateDataset(db, opts);
      const before = await contents(db);
      const failing = (e: ProgressEvent) => {
        if (e.step === STEPS[4][0]) throw new Error('injected failure');
      };
      await expect(generateDataset(db, { ...opts, seed: 'another seed' }, failing)).rejects.toThrow(/injected failure/);
      expect(await contents(db)).toEqual(before);
      const again = await generateDataset(db, { ...opts, seed: 'another seed' });
      expect(again.rows.award).toBeGreaterThan(0);
      expect(await contents(db)).not.toEqual(before);
      // COPY FREEZE: the pages of a table the load did not touch again are all-visible at once (the
      // load's ANALYZE reads the visibility map); without FREEZE no page is until a VACUUM
      const [{ pages, visible }] = await db.raw.query<{ pages: number; visible: number }>(
        `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'award_transaction'`,
      );
      expect(pages).toBeGreaterThan(0);
      expect(visible).toBe(pages);
    } finally {
      await db.close();
    }
  }, 300_000);
});

describe.skipIf(!!pgUrl)('loading into PGlite', () => {
  it('uses batched INSERTs; COPY is refused', async () => {
    const db = await openEmptyDatabase();
    try {
      await expect(generateDataset(db, opts, undefined, { method: 'copy' })).rejects.toThrow(/COPY loading needs a PostgreSQL database/);
      const r = await generateDataset(db, { ...opts, scale: 0.02 });
      expect(r.method).toBe('insert');
      expect(r.rows.award).toBeGreaterThan(0);
      expect(r.timings.load).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 300_000);
});
