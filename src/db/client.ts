/**
 * Database selection: the embedded PGlite database (default, data under
 * DATA_DIR, `.data/` by default) or a PostgreSQL server when DATABASE_URL is a
 * postgres:// URL. Both go through a Prisma driver adapter, use the same
 * migrations and the same SQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.js';
import { deployMigrations, pgliteAdapterFactory, PROJECT_ROOT, type MigrationQuery } from './migrate.js';
import { ReplicaSet, replicaUrls } from './replicas.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Minimal raw-SQL surface both backends offer (used by the bulk loader and tests). */
export interface RawSql {
  /** Run one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Run one parameterised statement and return its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: DatabaseKind;
  /** PGlite only: dump the data directory (a tarball), e.g. to snapshot a seeded test database */
  dump?: () => Promise<Blob>;
  prisma: PrismaClient;
  raw: RawSql;
  /** Where the data lives (directory for PGlite, redacted URL for PostgreSQL). */
  location: string;
  /** PostgreSQL only: the connection URL (secrets included; never log it, use `location`). Other pools to the same database use it. */
  url?: string;
  /**
   * PostgreSQL only: a URL of the same database that reaches one server
   * session for as long as it is held (the server itself, or a session-mode
   * pool), for what needs session state: migrations, LISTEN, the bulk load.
   * DATABASE_DIRECT_URL; without it `url` (docs/scaling.md: behind a
   * transaction-mode pooler such as pgbouncer, `url` names the pooler).
   */
  directUrl?: string;
  /**
   * Reads of the read path (the plan compiler's statements of REST GETs,
   * exports and GraphQL list and detail queries): on a read replica in
   * rotation when DATABASE_REPLICA_URLS names any, else `raw.query`.
   */
  readQuery: RawSql['query'];
  /** PostgreSQL with DATABASE_REPLICA_URLS: the replicas, their rotation and counters (src/db/replicas.ts) */
  replicas?: ReplicaSet;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
  /**
   * PGlite only: call `onNotify` for every NOTIFY on `channel` (delivered before the
   * notifying statement's promise resolves). PostgreSQL listeners use their own connection.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: a connection of the pool for the caller alone (a long read such as an
   * export's cursor, src/export/) until it calls `release()`; `release(true)` closes it instead.
   */
  connect?(): Promise<pg.PoolClient>;
  /** PostgreSQL only: the pool's connections (all, idle, callers waiting for one) */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface OpenOptions {
  /** postgres:// URL; defaults to DATABASE_URL. Anything else (or unset) selects PGlite. */
  url?: string;
  /** PGlite data directory; defaults to DATA_DIR or `.data/pglite`. Use 'memory://' for an in-memory database. */
  dataDir?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** PostgreSQL: the session URL (Database.directUrl); defaults to DATABASE_DIRECT_URL when `url` is DATABASE_URL's (or not given), else to `url`. */
  directUrl?: string;
  /** PostgreSQL: read replicas (Database.readQuery); defaults to DATABASE_REPLICA_URLS when `url` is DATABASE_URL's (or not given), else none. */
  replicaUrls?: string[];
  /** PGlite only: start from a data-directory dump (tests restore a seeded snapshot this way). */
  loadDataDir?: Blob;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparseable url)';
  }
}

function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  const url = opts.url ?? process.env.DATABASE_URL;
  // the companion settings apply to the database DATABASE_URL names (the server and CLIs pass it explicitly), not to another URL
  const fromEnv = opts.url === undefined || opts.url === process.env.DATABASE_URL;
  const direct = opts.directUrl ?? (fromEnv ? process.env.DATABASE_DIRECT_URL || undefined : undefined);
  if (direct !== undefined && !isPostgresUrl(direct)) throw new Error('DATABASE_DIRECT_URL must be a postgres:// URL of the same database');
  const replicas = opts.replicaUrls ?? (fromEnv ? replicaUrls() : []);
  const db = isPostgresUrl(url) ? openPostgres(url, { ...opts, directUrl: direct ?? url, replicaUrls: replicas }) : await openPglite(opts);
  await db.replicas?.start();
  if (opts.migrate ?? true) await db.migrate();
  return db;
}

function openPostgres(url: string, opts: OpenOptions): Database {
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const factory = new PrismaPg(pool);
  const prisma = new PrismaClient({ adapter: factory });
  const raw: RawSql = {
    async exec(sql) {
      await pool.query(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
  };
  const replicas = opts.replicaUrls?.length ? new ReplicaSet(opts.replicaUrls, raw, undefined, process.env, opts.poolSize ?? 10) : undefined;
  return {
    kind: 'postgres',
    prisma,
    raw,
    readQuery: replicas ? replicas.query : raw.query,
    ...(replicas ? { replicas } : {}),
    location: redactUrl(url),
    url,
    directUrl: opts.directUrl ?? url,
    connect: () => pool.connect(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // migrations take a session advisory lock and run DDL: on a session of their own
    migrate: () => migratePostgres(opts.directUrl ?? url, raw.query),
    async close() {
      await replicas?.stop();
      await prisma.$disconnect();
      await pool.end().catch(() => {});
    },
  };
}

/**
 * The pg adapter's executeScript splits a script on every ';', which breaks
 * PL/pgSQL function bodies (our search triggers) and comments. Migrations run
 * each script whole instead (the simple-query protocol takes several
 * statements and parses them properly).
 */
/**
 * Migrations on PostgreSQL on a connection of their own, closed when they
 * end: the schema engine holds a session advisory lock while it works and
 * does not always release it before it is freed, so the lock lived on in
 * the idle connection (10 s) and the next migration timed out waiting for
 * it (seen once in CI: migrate twice in a row).
 */
async function migratePostgres(url: string, query: MigrationQuery): Promise<string[]> {
  const opened: { dispose(): Promise<void> }[] = [];
  try {
    return await deployMigrations(pgMigrationFactory(url, opened), query);
  } finally {
    await Promise.all(opened.map((a) => a.dispose().catch(() => undefined)));
  }
}

function pgMigrationFactory(url: string, opened: { dispose(): Promise<void> }[] = []): SqlMigrationAwareDriverAdapterFactory {
  const base = new PrismaPg({ connectionString: url, max: 1 });
  const wholeScripts = <T extends object>(adapter: T): T => {
    opened.push(adapter as unknown as { dispose(): Promise<void> });
    const a = adapter as unknown as { client: pg.Pool | pg.PoolClient; onError(e: unknown): never; executeScript(s: string): Promise<void> };
    a.executeScript = async (script: string) => {
      try {
        await a.client.query(script);
      } catch (error) {
        a.onError(error);
      }
    };
    return adapter;
  };
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => wholeScripts(await base.connect()),
    connectToShadowDb: async () => wholeScripts(await base.connectToShadowDb()),
  };
}

export function defaultDataDir(): string {
  return process.env.DATA_DIR ?? path.join(PROJECT_ROOT, '.data', 'pglite');
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const dataDir = opts.dataDir ?? defaultDataDir();
  const memory = dataDir.startsWith('memory://');
  // PGlite does not create parent directories.
  if (!memory) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    dataDir: memory ? undefined : dataDir,
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const factory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: factory });
  const raw: RawSql = {
    async exec(sql) {
      await pglite.exec(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pglite.query<T>(sql, params);
      return res.rows;
    },
  };
  return {
    kind: 'pglite',
    prisma,
    raw,
    readQuery: raw.query,
    location: memory ? 'memory://' : dataDir,
    dump: () => pglite.dumpDataDir('none'),
    listen: (channel, onNotify) => pglite.listen(channel, onNotify),
    migrate: () => deployMigrations(pgliteAdapterFactory(pglite), raw.query),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
