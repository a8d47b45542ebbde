/** A private copy of the seeded test dataset for one test file. */
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { databaseUrlFor } from './pg-url.js';

let counter = 0;


/** A fresh PostgreSQL database on the DATABASE_URL server (optionally a copy of a template), dropped on close. */
async function openScratchPostgres(url: string, opts: { template?: string; migrate?: boolean }): Promise<Database> {
  const name = `pds_t_${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // two test files copying the template at the same moment collide ("source database ... is being
  // accessed by other users"): PostgreSQL allows one copy at a time, so wait and try again
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`);
      break;
    } catch (err) {
      if (attempt >= 50 || !/being accessed by other users/.test((err as Error).message)) {
        await admin.end();
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
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

export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) return openScratchPostgres(url, { template, migrate: false });
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('global setup provided no test database');
  const blob = new Blob([fs.readFileSync(dump)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: blob, migrate: false });
}

/** An empty database of the configured kind (for generator and migration tests). */
export async function openEmptyDatabase(opts: { migrate?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openScratchPostgres(url, { migrate: opts.migrate });
  return openDatabase({ dataDir: 'memory://', migrate: opts.migrate });
}
