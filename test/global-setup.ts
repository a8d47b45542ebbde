/**
 * Generates the test dataset once per run: a PGlite data-directory dump (each
 * test file restores it into its own in-memory database) or, when DATABASE_URL
 * is set, a PostgreSQL template database (each test file clones it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { generateDataset } from '../src/demo/generate.js';
import { TEST_AS_OF, TEST_SCALE, TEST_SEED } from './helpers/constants.js';
import { databaseUrlFor } from './helpers/pg-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string | null;
    pgTemplate: string | null;
  }
}


export default async function setup(project: TestProject) {
  const opts = { scale: TEST_SCALE, seed: TEST_SEED, asOf: TEST_AS_OF, demoAccounts: true };
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `pds_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = await openDatabase({ url: databaseUrlFor(url, template) });
    await generateDataset(db, opts);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', null);
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const dbs = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'pds\\_t\\_%' OR datname = $1`,
        [template],
      );
      for (const { datname } of dbs.rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await c.end();
    };
  }
  const db = await openDatabase({ dataDir: 'memory://' });
  await generateDataset(db, opts);
  const blob = await db.dump!();
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pds-test-')), 'snapshot.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', null);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
