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
  // TEST_REPLICA_URL (the CI's replica pass): the database's reads go to that streaming standby of the
  // DATABASE_URL server, which has the new database once it has replayed its creation
  const replica = process.env.TEST_REPLICA_URL ? databaseUrlFor(process.env.TEST_REPLICA_URL, name) : undefined;
  if (replica) await untilReachable(replica);
  const db = await openDatabase({ url: databaseUrlFor(url, name), migrate: opts.migrate, ...(replica ? { replicaUrls: [replica] } : {}) });
  if (replica && !db.replicas?.status()[0].inRotation) throw new Error(`the replica ${db.replicas?.status()[0].location} is not in rotation: ${db.replicas?.status()[0].reason}`);
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

/** Until a connection to `url` succeeds (a standby has replayed CREATE DATABASE), at most 15 s. */
async function untilReachable(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      await c.end();
      return;
    } catch (err) {
      await c.end().catch(() => undefined);
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
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
