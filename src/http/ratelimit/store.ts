/**
 * Where rate-limit counters live. Every counter is a rate-limiter-flexible
 * limiter, so the increment is atomic in each store:
 *
 * - `postgres` (default when the service runs on PostgreSQL): RateLimiterPostgres
 *   on its own small pg Pool to the same database. An `INSERT ... ON CONFLICT
 *   DO UPDATE ... RETURNING` counts, so several service instances share exact
 *   counts; the counters of one request, and of the requests queued behind
 *   it, go in one such statement (UpsertBatcher). The limiter creates its table (`rate_limit`: key, points,
 *   expire) with CREATE TABLE IF NOT EXISTS on first use and deletes expired
 *   rows hourly; it is not a Prisma model (nothing else reads it).
 * - `redis` (when REDIS_URL is set): RateLimiterRedis over ioredis (one atomic
 *   Lua INCR+PEXPIRE per counter).
 * - `memory`: RateLimiterMemory in this process. Used only for the embedded
 *   PGlite database, which is single-instance by construction (one process owns
 *   the data directory); counts restart with the process.
 *
 * RATE_LIMIT_STORE=memory|postgres|redis overrides the choice. The PostgreSQL
 * and Redis stores have an in-memory insurance limiter: when the store fails,
 * counting goes on per process instead of failing every request.
 *
 * Quotas differ per plan but a counter must not, so each window has ONE
 * limiter with an effectively unlimited `points`: the store only counts
 * atomically and returns the new count, and the caller compares the count with
 * the plan's quota (src/http/ratelimit/limiter.ts). A plan change therefore
 * keeps the day's count.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import RLF from 'rate-limiter-flexible';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';

const { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } = RLF;

export type StoreKind = 'memory' | 'postgres' | 'redis';
export type WindowName = 'daily' | 'burst' | 'premium' | 'field';

/** Counter state after an increment (or a read). */
export interface Count {
  /** points counted in the current window, this request included */
  consumed: number;
  /** milliseconds until the window ends (-1: no expiry) */
  msBeforeNext: number;
}

export interface CounterItem {
  window: WindowName;
  key: string;
  durationSec: number;
}

export interface CounterStore {
  readonly kind: StoreKind;
  /** process-unique id (the GraphQL field directive finds the store by it) */
  readonly id: string;
  /** Atomically add `points` (negative: give back) to `key` of a window; a new window lasts `durationSec`. */
  add(window: WindowName, key: string, points: number, durationSec: number): Promise<Count>;
  /** Current count of `key`, or null when no window is open. */
  peek(window: WindowName, key: string): Promise<Count | null>;
  /** Add one point to several counters at once (PostgreSQL: one statement); same result as `add` for each. */
  addMany(items: CounterItem[]): Promise<Count[]>;
  close(): Promise<void>;
}

/** Far above any quota: the limiters themselves never refuse; callers compare counts with quotas. */
const UNLIMITED = 2_000_000_000;
const WINDOWS: WindowName[] = ['daily', 'burst', 'premium', 'field'];
const DEFAULT_DURATION: Record<WindowName, number> = { daily: 86_400, burst: 60, premium: 86_400, field: 60 };
export const RATE_LIMIT_TABLE = 'rate_limit';

type Limiter = RateLimiterAbstract;

function toCount(res: RateLimiterRes): Count {
  return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
}

class LimiterStore implements CounterStore {
  readonly id = randomUUID();
  constructor(
    readonly kind: StoreKind,
    private readonly limiters: Record<WindowName, Limiter>,
    private readonly onClose: () => Promise<void> = async () => {},
    /** PostgreSQL: counts the counters of concurrent requests in one statement */
    private readonly batcher?: UpsertBatcher,
  ) {}

  async addMany(items: CounterItem[]): Promise<Count[]> {
    if (!this.batcher || items.length < 2) return Promise.all(items.map((i) => this.add(i.window, i.key, 1, i.durationSec)));
    return this.batcher.submit(items).catch(() =>
      // the store is unreachable: count one by one (each limiter falls back to its in-memory insurance)
      Promise.all(items.map((i) => this.add(i.window, i.key, 1, i.durationSec))),
    );
  }

  async add(window: WindowName, key: string, points: number, durationSec: number): Promise<Count> {
    const limiter = this.limiters[window];
    const options = { customDuration: Math.max(1, Math.ceil(durationSec)) };
    try {
      const res = points >= 0 ? await limiter.consume(key, points, options) : await limiter.reward(key, -points, options);
      return toCount(res);
    } catch (err) {
      // with UNLIMITED points only a store failure (without insurance) rejects
      if (err instanceof Error) throw err;
      return toCount(err as RateLimiterRes);
    }
  }

  async peek(window: WindowName, key: string): Promise<Count | null> {
    const res = await this.limiters[window].get(key);
    return res ? toCount(res) : null;
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

interface Waiting {
  items: CounterItem[];
  resolve: (counts: Count[]) => void;
  reject: (err: unknown) => void;
}

/**
 * Counts the counters of concurrent requests of this process in one upsert
 * statement at a time (group commit). While a statement is in flight, later
 * requests queue; the next statement adds, per counter, the number of queued
 * requests that name it, and hands each request its own count in arrival
 * order (the total before the statement plus its rank), exactly what one
 * statement per request would have returned in that order. Without this, N
 * concurrent requests of one caller update the same two rows N times and
 * wait on each other's row locks; with it they wait for at most one round
 * trip. Several instances still share exact counts: every statement is one
 * atomic upsert, and rows are locked in key order, so two instances cannot
 * deadlock.
 */
export class UpsertBatcher {
  private queue: Waiting[] = [];
  private running = false;
  /** statements run (tests) */
  statements = 0;

  constructor(
    private readonly pool: pg.Pool,
    /** at most this many requests per statement */
    private readonly maxBatch = 256,
  ) {}

  submit(items: CounterItem[]): Promise<Count[]> {
    return new Promise<Count[]>((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          await this.run(batch);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    const now = Date.now();
    // points per counter, and the expiry a new window of it gets
    const counters = new Map<string, { points: number; expire: number }>();
    for (const w of batch) {
      for (const i of w.items) {
        const key = `pds_${i.window}:${i.key}`;
        const c = counters.get(key);
        if (c) c.points += 1;
        else counters.set(key, { points: 1, expire: now + Math.max(1, Math.ceil(i.durationSec)) * 1000 });
      }
    }
    const keys = [...counters.keys()].sort();
    const values: unknown[] = [];
    const rows = keys.map((k) => {
      const c = counters.get(k)!;
      values.push(k, c.points, c.expire);
      return `($${values.length - 2}, $${values.length - 1}::int, $${values.length}::bigint)`;
    });
    values.push(now);
    const at = `$${values.length}::bigint`;
    this.statements += 1;
    // the same upsert rate-limiter-flexible runs per counter, for every counter at once
    const res = await this.pool.query<{ key: string; points: number; expire: string | null }>(
      `INSERT INTO ${RATE_LIMIT_TABLE} (key, points, expire) VALUES ${rows.join(', ')}
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN ${RATE_LIMIT_TABLE}.expire <= ${at} THEN EXCLUDED.points ELSE ${RATE_LIMIT_TABLE}.points + EXCLUDED.points END,
           expire = CASE WHEN ${RATE_LIMIT_TABLE}.expire <= ${at} THEN EXCLUDED.expire ELSE ${RATE_LIMIT_TABLE}.expire END
       RETURNING key, points, expire`,
      values,
    );
    // each counter's count before this statement; requests take the next counts in arrival order
    const next = new Map<string, { count: number; msBeforeNext: number }>();
    for (const r of res.rows) {
      next.set(r.key, {
        count: Number(r.points) - counters.get(r.key)!.points,
        msBeforeNext: r.expire === null ? -1 : Math.max(0, Number(r.expire) - now),
      });
    }
    for (const w of batch) {
      w.resolve(
        w.items.map((i) => {
          const n = next.get(`pds_${i.window}:${i.key}`)!;
          n.count += 1;
          return { consumed: n.count, msBeforeNext: n.msBeforeNext };
        }),
      );
    }
  }
}

function memoryLimiters(): Record<WindowName, Limiter> {
  return Object.fromEntries(
    WINDOWS.map((w) => [w, new RateLimiterMemory({ keyPrefix: `pds_${w}`, points: UNLIMITED, duration: DEFAULT_DURATION[w] })]),
  ) as unknown as Record<WindowName, Limiter>;
}

export function createMemoryStore(): CounterStore {
  return new LimiterStore('memory', memoryLimiters());
}

/**
 * The pool as RateLimiterPostgres's store client, with its statements'
 * names dropped: the library names every statement (protocol-level
 * prepared statements), which a transaction-mode pooler (pgbouncer before
 * 1.21) hands to whichever server session is free, so they fail at random
 * (42P05 "already exists", 26000 "does not exist") and the counts go wrong.
 * Unnamed, each is parsed where it runs (docs/scaling.md).
 */
export function unnamedStatements(pool: pg.Pool): { query: pg.Pool['query'] } {
  const query = (q: unknown, values?: unknown[]) => {
    if (q && typeof q === 'object' && 'text' in q) {
      const { text, values: v } = q as { text: string; values?: unknown[] };
      return pool.query({ text, values: v ?? values });
    }
    return pool.query(q as string, values);
  };
  return { query: query as unknown as pg.Pool['query'] };
}

/** PostgreSQL store on its own pool (so a slow data query never holds up the limiter). */
export async function createPostgresStore(connectionString: string, opts: { poolSize?: number } = {}): Promise<CounterStore> {
  const pool = new pg.Pool({ connectionString, max: opts.poolSize ?? 5, allowExitOnIdle: true });
  pool.on('error', () => {});
  const client = unnamedStatements(pool);
  const insurance = memoryLimiters();
  // the first limiter creates the table (IF NOT EXISTS) and cleans expired rows hourly; the others reuse it
  const first = await new Promise<Limiter>((resolve, reject) => {
    const l: Limiter = new RateLimiterPostgres(
      {
        storeClient: client,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        keyPrefix: 'pds_daily',
        points: UNLIMITED,
        duration: DEFAULT_DURATION.daily,
        insuranceLimiter: insurance.daily,
      },
      (err?: Error) => (err ? reject(err) : resolve(l)),
    );
  });
  const limiters = { daily: first } as Record<WindowName, Limiter>;
  for (const w of WINDOWS) {
    if (w === 'daily') continue;
    limiters[w] = new RateLimiterPostgres({
      storeClient: client,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: `pds_${w}`,
      points: UNLIMITED,
      duration: DEFAULT_DURATION[w],
      insuranceLimiter: insurance[w],
    });
  }
  return new LimiterStore(
    'postgres',
    limiters,
    async () => {
      await pool.end().catch(() => {});
    },
    new UpsertBatcher(pool),
  );
}

/** Redis store (ioredis). Commands fail fast while Redis is unreachable and the insurance limiter counts. */
export async function createRedisStore(url: string, logger?: Logger): Promise<CounterStore> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let lastWarn = 0;
  client.on('error', (err: Error) => {
    if (Date.now() - lastWarn > 60_000) {
      lastWarn = Date.now();
      logger?.warn({ err: { message: err.message } }, 'rate-limit store (Redis) unavailable: counting in memory meanwhile');
    }
  });
  await new Promise<void>((resolve) => {
    if (client.status === 'ready') return resolve();
    const t = setTimeout(resolve, 2_000);
    client.once('ready', () => {
      clearTimeout(t);
      resolve();
    });
  });
  const insurance = memoryLimiters();
  const limiters = Object.fromEntries(
    WINDOWS.map((w) => [
      w,
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `pds_${w}`,
        points: UNLIMITED,
        duration: DEFAULT_DURATION[w],
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance[w],
      }),
    ]),
  ) as unknown as Record<WindowName, Limiter>;
  return new LimiterStore('redis', limiters, async () => {
    client.disconnect();
  });
}

export interface StoreChoice {
  kind: StoreKind;
  reason: string;
}

/** Which store a database and environment select (see the module comment). */
export function chooseStore(db: Pick<Database, 'kind'> & { url?: string }, env: NodeJS.ProcessEnv = process.env): StoreChoice {
  const forced = env.RATE_LIMIT_STORE?.trim().toLowerCase();
  if (forced) {
    if (forced !== 'memory' && forced !== 'postgres' && forced !== 'redis') {
      throw new Error(`RATE_LIMIT_STORE must be memory, postgres or redis, got ${JSON.stringify(env.RATE_LIMIT_STORE)}`);
    }
    if (forced === 'redis' && !env.REDIS_URL) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
    if (forced === 'postgres' && !(db.kind === 'postgres' && db.url)) throw new Error('RATE_LIMIT_STORE=postgres needs the service to run on PostgreSQL (DATABASE_URL)');
    return { kind: forced, reason: 'RATE_LIMIT_STORE' };
  }
  if (env.REDIS_URL) return { kind: 'redis', reason: 'REDIS_URL is set' };
  if (db.kind === 'postgres' && db.url) return { kind: 'postgres', reason: 'the database is PostgreSQL' };
  return { kind: 'memory', reason: 'embedded PGlite database (single instance)' };
}

export async function openStore(choice: StoreChoice, db: { url?: string }, env: NodeJS.ProcessEnv, logger?: Logger): Promise<CounterStore> {
  switch (choice.kind) {
    case 'postgres':
      // RATE_LIMIT_DATABASE_URL: the counters on another URL of the database (e.g. past a pooler)
      return createPostgresStore(env.RATE_LIMIT_DATABASE_URL || db.url!);
    case 'redis':
      return createRedisStore(env.REDIS_URL!, logger);
    default:
      return createMemoryStore();
  }
}

/**
 * A store that opens on first use (the HTTP app is built synchronously; the
 * PostgreSQL store creates its table first). A store that cannot open fails
 * the requests that need it (500) and is retried on the next request.
 */
export function lazyStore(kind: StoreKind, open: () => Promise<CounterStore>): CounterStore {
  let ready: Promise<CounterStore> | undefined;
  const get = () => {
    if (!ready) {
      ready = open();
      ready.catch(() => {
        ready = undefined;
      });
    }
    return ready;
  };
  return {
    kind,
    id: randomUUID(),
    add: async (window, key, points, durationSec) => (await get()).add(window, key, points, durationSec),
    peek: async (window, key) => (await get()).peek(window, key),
    addMany: async (items) => (await get()).addMany(items),
    async close() {
      if (!ready) return;
      const s = await ready.catch(() => undefined);
      await s?.close();
    },
  };
}
