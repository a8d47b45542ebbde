import { describe, expect, it } from 'vitest';
import { readSchema, pendingSchemaSql, readMigrations } from '../../src/db/migrate.js';
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
});
