/**
 * Hono middleware for /api/* and /graphql (one GraphQL request counts as one
 * request). Two parts, mounted around the authentication middleware:
 *
 *   app.use(path, rl.headers)                 // before version + auth
 *   app.use(path, versionMiddleware(), authMiddleware(...))
 *   app.use(path, rl.enforce)                 // after auth: c.get('principal')
 *
 * `enforce` counts the request against the caller's windows (account, or
 * client IP for anonymous callers) and answers 429 when a window is
 * exhausted. `headers` runs last on the way out and writes the rate-limit
 * headers and X-Execution-Time on EVERY response, errors included. A request
 * that never reached `enforce` (refused by authentication, a bad
 * X-API-Version, ...) is counted against its client IP with the Free quotas,
 * which also throttles credential guessing.
 *
 * What a request counts against depends on what it reads (./premium.ts):
 * a request that reads a premium resource (a REST route of it, or a GraphQL
 * operation selecting one of its root fields) spends its family's budget
 * instead of the daily and burst windows, plus those windows when a GraphQL
 * operation also reads something else. The families come from the resource
 * declarations (`premium` on ResourceSpec), so REST and GraphQL agree.
 *
 * Client IP: the socket's remote address. Behind a reverse proxy set
 * TRUST_PROXY to the number of proxies in front of the service; the address
 * is then taken from X-Forwarded-For that many hops from the right.
 */
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import type { Principal } from '../../auth/principal.js';
import type { Logger } from '../../logger.js';
import type { Database } from '../../db/client.js';
import { rateLimitHeaders, RequestLimiter, type Decision, type LimiterOptions } from './limiter.js';
import { chooseStore, createMemoryStore, lazyStore, openStore, type CounterStore } from './store.js';
import { registerStore, rememberScope } from './directive.js';
import { graphqlCharge, premiumIndex, restCharge, type Charge, type PremiumIndex } from './premium.js';
import { resources } from '../../resources/index.js';
import { countRateLimitRefusal } from '../metrics.js';
import { setResponseHeader } from '../headers.js';

export type RateLimitVariables = { rateLimit?: Decision; rateLimitCounted?: boolean };

type AnyEnv = { Variables: RateLimitVariables & { principal?: Principal | null; requestId?: string } };

export interface RateLimitOptions extends LimiterOptions {
  /** a ready store (tests); default: chosen from the database and environment */
  store?: CounterStore;
  /** proxies in front of the service whose X-Forwarded-For is trusted (default: TRUST_PROXY or 0) */
  trustProxy?: number;
  env?: NodeJS.ProcessEnv;
  /** which requests spend a premium budget (default: the premium resources of src/resources/index.ts) */
  premium?: PremiumIndex;
  /** GraphQL request bodies larger than this are not read (the GraphQL endpoint refuses them; default 1 MiB) */
  maxGraphQLBodyBytes?: number;
}

/** The path of the GraphQL endpoint, whose requests are charged by the operation they carry. */
export const GRAPHQL_PATH = '/graphql';

export interface RateLimiting {
  limiter: RequestLimiter;
  store: CounterStore;
  headers: MiddlewareHandler<AnyEnv>;
  enforce: MiddlewareHandler<AnyEnv>;
  close(): Promise<void>;
}

export function clientIp(c: HonoContext, trustProxy: number): string {
  if (trustProxy > 0) {
    const xff = c.req.header('x-forwarded-for');
    if (xff) {
      const hops = xff.split(',').map((s) => s.trim()).filter(Boolean);
      const ip = hops[Math.max(0, hops.length - trustProxy)];
      if (ip) return ip;
    }
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function executionTime(startedMs: number): string {
  return `${((performance.now() - startedMs) / 1000).toFixed(3)}s`;
}

function tooMany(c: HonoContext, d: Decision): Response {
  countRateLimitRefusal((c.get('principal' as never) as Principal | null | undefined)?.tier, d.refused?.window);
  return c.json({ detail: d.detail, wait_in_seconds: d.waitSeconds }, 429);
}

/**
 * Build the middleware. Unless `closeWithDatabase` is false, `db.close()` also
 * closes the store (its pool or Redis connection), so the app needs no close
 * of its own.
 */
export function createRateLimiting(
  deps: { db: Pick<Database, 'kind' | 'url'> & Partial<Pick<Database, 'close'>>; logger: Logger },
  opts: RateLimitOptions & { closeWithDatabase?: boolean } = {},
): RateLimiting {
  const env = opts.env ?? process.env;
  const trustProxy = opts.trustProxy ?? (Number.parseInt(env.TRUST_PROXY ?? '0', 10) || 0);
  let store = opts.store;
  if (!store) {
    const choice = chooseStore(deps.db, env);
    store = choice.kind === 'memory' ? createMemoryStore() : lazyStore(choice.kind, () => openStore(choice, deps.db, env, deps.logger));
    deps.logger.debug({ store: choice.kind, reason: choice.reason }, 'rate-limit store');
  }
  const unregister = registerStore(store);
  const limiter = new RequestLimiter(store, opts);
  const premium = opts.premium ?? premiumIndex(resources);
  const maxGraphQLBodyBytes = opts.maxGraphQLBodyBytes ?? 1024 * 1024;

  /** What the request reads: a REST path, or the operation of a GraphQL request. */
  const chargeOf = (c: HonoContext<AnyEnv>): Promise<Charge> | Charge =>
    // the body is read once, as Hono's cached text, which the GraphQL route then reads again for free
    c.req.path === GRAPHQL_PATH ? graphqlCharge(premium, c.req.raw, maxGraphQLBodyBytes, () => c.req.text()) : restCharge(premium, c.req.path);

  const count = async (c: HonoContext<AnyEnv>, principal: Principal | null | undefined): Promise<Decision | undefined> => {
    c.set('rateLimitCounted', true);
    const subject = principal ? `acct:${principal.accountId}` : `ip:${clientIp(c, trustProxy)}`;
    rememberScope(c.req.raw, { storeId: store.id, subject });
    const decision = await limiter.check(subject, principal?.tier ?? 'free', await chargeOf(c));
    c.set('rateLimit', decision);
    return decision;
  };

  const enforce: MiddlewareHandler<AnyEnv> = async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const decision = await count(c, c.get('principal'));
    if (decision && !decision.allowed) return tooMany(c, decision);
    await next();
  };

  const headers: MiddlewareHandler<AnyEnv> = async (c, next) => {
    const started = performance.now();
    if (c.req.method === 'OPTIONS') {
      await next();
      setResponseHeader(c, 'X-Execution-Time', executionTime(started));
      return;
    }
    await next();
    let decision = c.get('rateLimit');
    if (!decision && !c.get('rateLimitCounted')) {
      // refused before enforce ran (authentication, version): count against the client IP
      try {
        decision = await count(c, null);
        if (decision && !decision.allowed) c.res = tooMany(c, decision);
      } catch (err) {
        deps.logger.error({ requestId: c.get('requestId'), err: { message: (err as Error).message } }, 'rate limiting failed');
      }
    }
    if (decision) for (const [k, v] of Object.entries(rateLimitHeaders(decision))) setResponseHeader(c, k, v);
    setResponseHeader(c, 'X-Execution-Time', executionTime(started));
  };

  const close = async () => {
    unregister();
    await store.close();
  };
  const db = deps.db;
  if (opts.closeWithDatabase !== false && db.close) {
    const closeDb = db.close.bind(db);
    db.close = async () => {
      await close().catch(() => undefined);
      await closeDb();
    };
  }
  return { limiter, store, headers, enforce, close };
}
