import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { LZ4_TAIL, migrationsCurrent, readSchema, pendingSchemaSql, readMigrations, type MigrationList, type MigrationQuery } from '../../src/db/migrate.js';
import { openEmptyDatabase } from '../helpers/db.js';

describe('migrations', () => {
  it('bring an empty database exactly to schema.prisma (no drift)', async () => {
    expect(await pendingSchemaSql()).toBe('');
  });

  it('catch drift: a model change that no migration contains is reported with its SQL', async () => {
    const drifted = readSchema().replace(
      'model DatasetInfo {',
      'model DriftProbe {\n  id Int @id\n  @@map("drift_probe")\n}\n\nmodel DatasetInfo {',
    );
    const sql = await pendingSchemaSql(drifted);
    expect(sql).toContain('CREATE TABLE "drift_probe"');
  });

  it('apply to an empty database (of the configured kind), record every migration, and are idempotent', async () => {
    const db = await openEmptyDatabase({ migrate: false });
    try {
      const applied = await db.migrate();
      const names = readMigrations().migrationDirectories.map((d) => d.path);
      expect(applied).toEqual(names);
      const rows = await db.raw.query<{ migration_name: string }>(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(names);
      // every migration recorded as applied: the next start does not load the schema engine
      expect(await migrationsCurrent(db.raw.query)).toBe(true);
      expect(await db.migrate()).toEqual([]);
      // the search triggers exist and work
      await db.prisma.naics.create({ data: { code: '999999', description: 'Unclassified Establishments' } });
      const hits = await db.raw.query<{ code: string }>(
        "SELECT code FROM naics WHERE search_vector @@ websearch_to_tsquery('english', 'unclassified establishment')",
      );
      expect(hits.map((h) => h.code)).toEqual(['999999']);
    } finally {
      await db.close();
    }
  });

  it('compress large values with lz4 where the server has it: every compressible column, and a stored value', async () => {
    const db = await openEmptyDatabase();
    try {
      const [{ lz4 }] = await db.raw.query<{ lz4: boolean }>(
        "SELECT coalesce(bool_or('lz4' = ANY (enumvals)), false) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'",
      );
      // compressible columns (text, jsonb, tsvector, ...) of the schema's tables, by the compression they are set to
      const columns = await db.raw.query<{ col: string; lz4: boolean }>(
        `SELECT c.relname || '.' || a.attname AS col, a.attcompression = 'l' AS lz4
           FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
          WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
            AND a.attnum > 0 AND NOT a.attisdropped AND a.attstorage IN ('x', 'm')`,
      );
      expect(columns.length).toBeGreaterThan(100);
      expect(columns.map((c) => c.col)).toContain('award.fpds_codes');
      // a migration that adds a table or a column calls pds_use_lz4() again; PGlite has pglz only
      expect(columns.filter((c) => c.lz4 !== lz4).map((c) => c.col)).toEqual([]);
      // a value large enough to be compressed is stored with the column's method
      const description = Array.from({ length: 400 }, (_, i) => `establishments primarily engaged in activity ${i % 7}`).join('; ');
      await db.prisma.naics.create({ data: { code: '999998', description } });
      const [row] = await db.raw.query<{ method: string | null; stored: number; length: number }>(
        "SELECT pg_column_compression(description) AS method, pg_column_size(description) AS stored, length(description) AS length FROM naics WHERE code = '999998'",
      );
      expect(row.method).toBe(lz4 ? 'lz4' : 'pglz');
      expect(row.stored).toBeLessThan(row.length / 4);
    } finally {
      await db.close();
    }
  });

  it('migrate:create ends a migration that adds a table or a column with pds_use_lz4()', () => {
    expect(LZ4_TAIL('-- CreateTable\nCREATE TABLE "x" ("id" INTEGER NOT NULL);')).toContain('SELECT pds_use_lz4();');
    expect(LZ4_TAIL('ALTER TABLE "award" ADD COLUMN     "y" TEXT;')).toContain('SELECT pds_use_lz4();');
    expect(LZ4_TAIL('CREATE INDEX "x_idx" ON "x"("id");')).toBe('');
  });

  describe('migrationsCurrent: the schema engine is skipped only when the database records exactly the folder\'s migrations as applied', () => {
    const folder: MigrationList = {
      ...readMigrations(),
      migrationDirectories: ['20260101000000_a', '20260102000000_b'].map((path) => ({ path, migrationFile: { path: 'migration.sql', content: { tag: 'ok' as const, value: `-- ${path}\n` } } })),
    };
    const sum = (name: string) => createHash('sha256').update(`-- ${name}\n`).digest('hex');
    const rows = (...r: { name: string; checksum?: string; applied?: boolean }[]): MigrationQuery =>
      (async () => r.map((x) => ({ name: x.name, checksum: x.checksum ?? sum(x.name), applied: x.applied ?? true }))) as MigrationQuery;
    it.each([
      ['both applied', rows({ name: '20260101000000_a' }, { name: '20260102000000_b' }), true],
      ['one not applied yet', rows({ name: '20260101000000_a' }), false],
      ['an edited migration (another checksum)', rows({ name: '20260101000000_a' }, { name: '20260102000000_b', checksum: sum('edited') }), false],
      ['a failed or rolled-back attempt', rows({ name: '20260101000000_a' }, { name: '20260102000000_b' }, { name: '20260102000000_b', applied: false }), false],
      ['a migration the folder lacks', rows({ name: '20260101000000_a' }, { name: '20260102000000_b' }, { name: '20260103000000_c' }), false],
      ['no _prisma_migrations table (a new database)', (async () => Promise.reject(new Error('relation "_prisma_migrations" does not exist'))) as MigrationQuery, false],
    ])('%s → %s', async (_what, query, current) => {
      expect(await migrationsCurrent(query, folder)).toBe(current);
    });
  });
});
