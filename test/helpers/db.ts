/** A private copy of the seeded test dataset for one test file. */
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { databaseUrlFor } from './pg-url.js';

let counter = 0;


export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `pds_t_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const db = await openDatabase({ url: databaseUrlFor(url, name), migrate: false });
    const close = db.close.bind(db);
    db.close = async () => {
      await close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    return db;
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('global setup provided no test database');
  const blob = new Blob([fs.readFileSync(dump)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: blob, migrate: false });
}

/** An empty, migrated database of the configured kind (for generator tests). */
export async function openEmptyDatabase(opts: { migrate?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `pds_t_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const db = await openDatabase({ url: databaseUrlFor(url, name), migrate: opts.migrate });
    const close = db.close.bind(db);
    db.close = async () => {
      await close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    return db;
  }
  return openDatabase({ dataDir: 'memory://', migrate: opts.migrate });
}
