/** The HTTP app in process (no port): requests go straight to app.fetch. */
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from './db.js';

export interface TestApp {
  db: Database;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: any[]; extensions?: any } }>;
  close(): Promise<void>;
}

/**
 * Quotas large enough that a test file's many anonymous requests measure the
 * resource, not the rate limiter (rate-limit tests start the app without it).
 */
export const GENEROUS_QUOTAS = JSON.stringify(
  Object.fromEntries(['free', 'small', 'medium', 'large', 'enterprise'].map((t) => [t, { daily: 10_000_000, burst: 1_000_000, premiumDaily: 1_000_000 }])),
);

export async function startTestApp(opts: { generousQuotas?: boolean } = {}): Promise<TestApp> {
  if (opts.generousQuotas) process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
  const db = await openTestDatabase();
  const app = createApp({ db, logger: createLogger('silent') });
  const base = 'http://test.local';
  /**
   * A test's own writes through db.raw.query are visible to the app's next request, as a client's
   * would be once the change notification has arrived. On PostgreSQL notifications reach the app
   * asynchronously (in commit order), so after a write the helper sends a fence notification of its
   * own and waits until the app has heard it: the write's notification came first. PGlite delivers
   * notifications before the statement's promise resolves, so it needs no fence.
   */
  const query = db.raw.query.bind(db.raw);
  const fencedQuery = async <T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]> => {
    const rows = await query<T>(text, params);
    const writes = /^\s*(UPDATE|INSERT|DELETE|TRUNCATE|WITH|MERGE)\b/i.test(text);
    // with a read replica (TEST_REPLICA_URL), the app's next read must find the write replayed there
    if (writes && db.replicas && !(await db.replicas.caughtUp())) throw new Error('the replica did not replay the write within 5 s');
    if (db.kind === 'postgres' && writes) {
      await app.listening;
      const heard = app.dataChangesHeard();
      await query(`SELECT pg_notify('pds_data_changes', 'test-fence')`);
      for (let i = 0; i < 500 && app.dataChangesHeard() === heard; i++) await new Promise((r) => setTimeout(r, 10));
      if (app.dataChangesHeard() === heard) throw new Error('the app did not hear the data-change fence within 5 s');
    }
    return rows;
  };
  const testDb: Database = Object.assign(Object.create(Object.getPrototypeOf(db)), db, { raw: { exec: db.raw.exec.bind(db.raw), query: fencedQuery } });
  const doFetch = (path: string, init?: RequestInit) => Promise.resolve(app.fetch(new Request(base + path, init)));
  return {
    db: testDb,
    fetch: doFetch,
    async json(path, init) {
      const res = await doFetch(path, init);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async graphql(query, variables, headers) {
      const res = await doFetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      // the replica pass fails a file whose reads never reached the replica
      const replica = db.replicas?.status()[0];
      await db.close();
      if (replica && replica.reads === 0) throw new Error(`TEST_REPLICA_URL is set but the replica ${replica.location} served no read`);
    },
  };
}
