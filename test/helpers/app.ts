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
  const doFetch = (path: string, init?: RequestInit) => Promise.resolve(app.fetch(new Request(base + path, init)));
  return {
    db,
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
    close: () => db.close(),
  };
}
