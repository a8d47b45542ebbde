import type { Database } from '../db/client.js';

/** Empty every table the migrations created (not the migrations table), resetting sequences. */
export async function truncateAll(db: Database): Promise<void> {
  const tables = await db.raw.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
  );
  if (tables.length === 0) return;
  await db.raw.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
}
