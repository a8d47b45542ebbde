/**
 * The HTTP application: REST under /api/, GraphQL at /graphql (GraphiQL on a
 * browser GET), OAuth2 under /o/, operator API under /admin/. Hono and Yoga
 * both speak the Fetch API, so they compose without adapters.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from './db/client.js';
import type { Logger } from './logger.js';
import { makeContext, type Context } from './context.js';
import { createYogaServer, jsonDepth, MAX_VARIABLES_DEPTH, withheldExtensions } from './yoga.js';
import { CURRENT_API_VERSION, versionReport } from './version.js';
import { routePatterns } from './rest/planned.js';
import { planned as plannedPrefixes } from './resources/index.js';
import { mountResources } from './rest/router.js';
import { mountExports } from './export/http.js';
import { schema } from './schema.js';
import { ApiError } from './engine/errors.js';
import { parseCursorKeys } from './engine/pagination/cursor.js';
import { authMiddleware, type AuthVariables } from './http/auth.js';
import { mountHealth } from './http/health.js';
import { graphqlOperationMetrics, httpMetrics, mountMetrics } from './http/metrics.js';
import { graphqlErrorsMiddleware } from './http/graphql-errors.js';
import { AUTH_CHANNEL, AuthCache } from './auth/cache.js';
import { listenForNotifications } from './db/notify.js';
import { CountCache, DATA_CHANNEL } from './engine/query/list.js';
import { DirectExecutor, directMediaType } from './engine/graphql/direct.js';
import { registry } from './engine/graphql/register.js';
import { versionMiddleware, type VersionVariables } from './http/version.js';
import { mountAccountApi } from './http/account.js';
import { mountAccounts } from './account/http.js';
import { mountValidate } from './http/validate.js';
import { mountOpenApi } from './openapi/http.js';
import { mountGraphiQL } from './graphiql/page.js';
import { mountWebhooks } from './webhooks/http.js';
import { alertDb } from './webhooks/alerts.js';
import { adminApp } from './admin/http.js';
import { planQuotas } from './plans.js';
import { createRateLimiting, type RateLimitVariables } from './http/ratelimit/index.js';
import { oauthApp } from './oauth/http.js';
import { setResponseHeader } from './http/headers.js';

export interface AppDeps {
  db: Database;
  logger: Logger;
  /** false: every GraphQL query runs through graphql-js (the parity tests compare both paths) */
  graphqlDirect?: boolean;
}

type Env = { Variables: { requestId: string; started: number } & AuthVariables & VersionVariables & RateLimitVariables };

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

export function jsonError(c: HonoContext, status: 400 | 401 | 403 | 404 | 405 | 429 | 500 | 501 | 503, body: Record<string, unknown>) {
  return c.json(body, status);
}

export const MAX_GRAPHQL_BODY_BYTES = 1024 * 1024;

/** Headers a browser client may send and read (README "CORS"). */
export const CORS_ALLOW_HEADERS = ['X-API-KEY', 'Authorization', 'Content-Type', 'Accept', 'X-API-Version', 'X-Request-Id'];
export const CORS_EXPOSE_HEADERS = [
  'X-Request-Id', 'X-Execution-Time', 'X-API-Version', 'Deprecation', 'Retry-After', 'WWW-Authenticate',
  // the budget publication (document 3, Budget "Headers")
  'X-Service-Data-As-Of', 'X-Service-Data-Published-At',
  // bulk export (docs/export.md): the resume key, withheld fields, the file name
  'X-Export-Key', 'X-Upgrade-Hints', 'Content-Disposition',
  ...['', 'Daily-', 'Burst-', 'Premium-'].flatMap((w) => ['Limit', 'Remaining', 'Reset'].map((k) => `X-RateLimit-${w}${k}`)),
];
const corsPreflight = cors({
  origin: '*',
  credentials: false,
  allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: CORS_ALLOW_HEADERS,
  exposeHeaders: CORS_EXPOSE_HEADERS,
  maxAge: 600,
});
const CORS_EXPOSE = CORS_EXPOSE_HEADERS.join(',');
/**
 * Preflights are Hono's cors(); the two headers of every other answer are set
 * once it is made. Hono's cors() sets them on `c.res` before the handler runs,
 * which makes a placeholder Response that the handler's is then merged into,
 * reading its body as a stream (src/http/headers.ts): measured at a tenth of
 * the service's CPU per list request.
 */
const corsPolicy: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return corsPreflight(c, next);
  await next();
  setResponseHeader(c, 'Access-Control-Allow-Origin', '*');
  setResponseHeader(c, 'Access-Control-Expose-Headers', CORS_EXPOSE);
};

/**
 * GraphQL over GET (and POST of a form): `variables` and `extensions`, when
 * present, must be JSON objects (or null). Anything else is the client's
 * mistake: a 400 with a GraphQL error body, not a parser failure inside Yoga.
 */
function checkGraphQLParams(params: URLSearchParams): Record<string, unknown> | null {
  for (const name of ['variables', 'extensions']) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    if (value === null) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { errors: [{ message: `${name} must be a JSON object`, extensions: { code: 'BAD_REQUEST' } }] };
    }
  }
  return null;
}

export function createApp({ db, logger, graphqlDirect }: AppDeps) {
  const app = new Hono<Env>();
  // resource queries skip graphql-js's execution, and known documents skip Yoga too (src/engine/graphql/direct.ts)
  const direct =
    graphqlDirect === false
      ? null
      : new DirectExecutor(schema, registry, {
          extensions: withheldExtensions,
          variablesTooDeep: (v) => jsonDepth(v, MAX_VARIABLES_DEPTH) > MAX_VARIABLES_DEPTH,
        });
  const yoga = createYogaServer({
    debug: (...a) => logger.debug({ yoga: a.map(String) }, 'graphql'),
    info: (...a) => logger.info({ yoga: a.map(String) }, 'graphql'),
    warn: (...a) => logger.warn({ yoga: a.map(String) }, 'graphql'),
    error: (...a) => logger.error({ err: a.map((e) => (e instanceof Error ? { name: e.name, message: e.message, stack: e.stack } : String(e))) }, 'graphql request failed'),
  }, { direct });

  // request counts and latency by route pattern, status and plan (src/http/metrics.ts; docs/operations.md)
  app.use('*', httpMetrics);
  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('started', performance.now());
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    const ms = performance.now() - c.get('started');
    // every 5xx is an error-level line carrying the request id the client was given
    const line = { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms * 10) / 10 };
    if (c.res.status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  });

  // a malformed PLAN_QUOTAS or CURSOR_KEYS fails here, at start, not on the first request
  planQuotas();
  if (process.env.CURSOR_KEYS) parseCursorKeys(process.env.CURSOR_KEYS);
  // X-API-Version selection, then the caller (c.get('principal')): src/http/version.ts, src/http/auth.ts
  // rate limits (src/http/ratelimit): headers on every response incl. auth errors; counting after auth
  const rateLimits = createRateLimiting({ db, logger });
  for (const path of ['/api/*', '/graphql']) app.use(path, rateLimits.headers);
  // CORS, one policy for REST, GraphQL and the token endpoint (README "CORS"): callers authenticate
  // with an API key or a bearer token, never a cookie, so any origin may call and no origin is
  // ever given credentials; preflights answer here (204), before authentication and counting
  for (const path of ['/api/*', '/graphql', '/o/token', '/o/token/']) app.use(path, corsPolicy);
  // resolved API keys (src/auth/cache.ts) and list counts (src/engine/query/list.ts) are cached,
  // never beyond a change: PostgreSQL triggers NOTIFY each change and every instance listens
  const authCache = new AuthCache(db.kind === 'pglite');
  const counts = new CountCache(false);
  // with read replicas a count read right after a change may come from a replica that has not replayed it yet
  if (db.replicas) counts.settleMs = db.replicas.maxLagMs + db.replicas.probeMs;
  // how many data-change notifications this instance has heard (tests fence their own writes on it)
  let dataChangesHeard = 0;
  const onDataChange = () => {
    dataChangesHeard++;
    counts.clear();
  };
  // resolves once both caches hear about changes (tests that count statements wait for it)
  let markListening!: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));
  if (db.kind === 'postgres' && db.url) {
    // LISTEN holds a server session: on the direct URL (behind a transaction-mode pooler the pooled one would lose it)
    const stop = listenForNotifications(
      db.directUrl ?? db.url,
      {
        channels: { [AUTH_CHANNEL]: () => authCache.clear(), [DATA_CHANNEL]: onDataChange },
        // anything cached while notifications could be missed may predate a change: start empty
        onLive: (live) => {
          authCache.live = counts.live = live;
          authCache.clear();
          counts.clear();
          if (live) markListening();
        },
      },
      logger,
      'credential and count caches',
    );
    const closeDb = db.close.bind(db);
    db.close = async () => {
      await stop();
      authCache.dispose();
      await closeDb();
    };
  } else {
    // the embedded database is single-instance; its NOTIFYs still cover writes made around the services.
    // PGlite runs statements one at a time in the order they are sent: the LISTENs, sent here, take
    // effect before any request's statement, so both caches may serve from the start
    const unlisteners = Promise.all([db.listen?.(AUTH_CHANNEL, () => authCache.clear()), db.listen?.(DATA_CHANNEL, onDataChange)]);
    counts.live = db.listen !== undefined;
    markListening();
    const closeDb = db.close.bind(db);
    db.close = async () => {
      authCache.dispose();
      counts.live = false;
      for (const unlisten of await unlisteners) await unlisten?.().catch(() => undefined);
      await closeDb();
    };
  }
  // failures answered before GraphQL runs (version, authentication, limits, body size) get GraphQL's shape there
  app.use('/graphql', graphqlErrorsMiddleware());
  for (const path of ['/api/*', '/graphql']) app.use(path, versionMiddleware(), authMiddleware(db.prisma, logger, authCache));
  for (const path of ['/api/*', '/graphql']) app.use(path, rateLimits.enforce);
  // a path with an empty segment (/api/entities//contracts/) names no resource
  app.use('/api/*', async (c, next) => {
    if (c.req.path.includes('//')) return jsonError(c, 404, { error: `No resource at ${c.req.method} ${c.req.path}`, code: 'not_found' });
    await next();
  });

  const graphqlContext = (c: HonoContext<Env>): Context =>
    makeContext({
      requestId: c.get('requestId'),
      prisma: db.prisma,
      sql: db.raw.query,
      // read-only requests may read from a replica (src/db/replicas.ts; POST /graphql sets it for its direct path)
      ...(db.replicas && (c.req.method === 'GET' || c.req.method === 'HEAD') ? { readSql: db.readQuery } : {}),
      // GraphQL operations Yoga executes: a query may read from a replica too (src/yoga.ts, replicaReadPlugin)
      ...(db.replicas ? { replicaSql: db.readQuery } : {}),
      counts,
      logger: logger.child({ requestId: c.get('requestId') }),
      apiVersion: c.get('apiVersion') ?? CURRENT_API_VERSION,
      tier: c.get('principal')?.tier,
      principal: c.get('principal'),
    });

  // GraphiQL's assets under /graphiql/assets/ and its page's security headers (src/graphiql/page.ts; docs/graphiql.md)
  mountGraphiQL(app);

  // a GraphQL request body is JSON text of at most 1 MiB (documents are also capped at 5,000 tokens)
  const tooLarge = (c: HonoContext) => c.json({ errors: [{ message: `request body is larger than ${MAX_GRAPHQL_BODY_BYTES} bytes`, extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } } }] }, 413);
  const streamedBodyLimit = bodyLimit({ maxSize: MAX_GRAPHQL_BODY_BYTES, onError: tooLarge });
  // a declared length is checked from the header alone; Hono's bodyLimit() first reads `raw.body`, which
  // makes node-server build a WHATWG Request for nothing, so it only sees bodies sent without a length
  app.post('/graphql', async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamedBodyLimit(c, next);
    if (parseInt(declared || '0', 10) > MAX_GRAPHQL_BODY_BYTES) return tooLarge(c);
    await next();
  });
  app.on(['GET', 'POST'], '/graphql', async (c) => {
    // GraphQL over GET, and POST of a form, carry variables and extensions as JSON text in parameters
    let params: URLSearchParams | null = null;
    if (c.req.method === 'GET') params = new URL(c.req.url).searchParams;
    else if (/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) params = new URLSearchParams(await c.req.text());
    const refused = params ? checkGraphQLParams(params) : null;
    if (refused) return c.json(refused, 400);
    const ctx = graphqlContext(c);
    let request = c.req.raw;
    const answers = direct && !params ? directMediaType(c.req.header('content-type'), c.req.header('accept')) : null;
    if (answers) {
      // a JSON POST of a document Yoga has already validated and answered directly: PostgreSQL's JSON
      // goes into the response as it is; anything else continues to Yoga with the same body
      const body = await c.req.text();
      // the direct path answers only queries of resource lists and details: read-only, so a replica may serve them
      if (db.replicas) ctx.readSql = db.readQuery;
      const answered = await direct!.answer(body, ctx);
      delete ctx.readSql;
      // headers the resources read add (ResourceSpec.headers), as on REST
      if (answered !== null) {
        graphqlOperationMetrics.direct(answered.operation);
        return c.body(answered.text, 200, { ...ctx.responseHeaders, 'Content-Type': `${answers}; charset=utf-8` });
      }
      for (const k of Object.keys(ctx.responseHeaders ?? {})) delete ctx.responseHeaders![k];
      request = new Request(c.req.raw.url, { method: 'POST', headers: c.req.raw.headers, body });
    }
    // a body already read as text (the rate limiter's premium charge, a form, the direct path) goes to Yoga as that text
    if (request === c.req.raw && c.req.method === 'POST' && request.bodyUsed) request = new Request(request.url, { method: 'POST', headers: request.headers, body: await c.req.text() });
    const res = await yoga.fetch(request, ctx);
    graphqlOperationMetrics.yoga(request, res);
    for (const [k, v] of Object.entries(ctx.responseHeaders ?? {})) res.headers.set(k, v);
    // Yoga answers an unusable Content-Type or Accept with an empty body: say what to send instead
    if ((res.status === 415 || res.status === 406) && !res.headers.get('content-type')) {
      const message =
        res.status === 415
          ? 'Unsupported Content-Type: send application/json (or application/graphql-response+json), a form, or use GET'
          : 'Not Acceptable: accept application/json or application/graphql-response+json';
      return c.json({ errors: [{ message, extensions: { code: res.status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'NOT_ACCEPTABLE' } }] }, res.status);
    }
    return res;
  });

  app.get('/api/version', (c) => c.json(versionReport(c.get('apiVersion'))));
  app.get('/api/version/', (c) => c.json(versionReport(c.get('apiVersion'))));
  mountValidate(app);
  // the OpenAPI document and its reference page: /api/openapi.json, /api/docs (src/openapi/)
  mountOpenApi(app);
  // operations: /healthz, /readyz (public) and /metrics (operator token, or its own METRICS_PORT listener); docs/operations.md
  mountHealth(app, { db, logger });
  mountMetrics(app, { db, logger });
  // self-service accounts: /account/ pages and GET /api/account/usage/ (src/account/; README "Accounts (self-service)")
  const accounts = mountAccounts(app, { db, logger, store: rateLimits.store });
  mountAccountApi(app, { prisma: db.prisma, logger, accounts: accounts.service });
  // webhook receivers and deliveries (src/webhooks/http.ts; README "Webhook receivers and deliveries")
  mountWebhooks(app, { query: db.raw.query, alertDb: alertDb(db.prisma), logger, publicBaseUrl: process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') });
  app.route('/admin', adminApp({ prisma: db.prisma, logger, accounts }));
  // OAuth2 authorization server: /o/authorize/, /o/token/ (src/oauth/http.ts; README "OAuth2")
  app.route('/o', oauthApp({ db, logger, accounts }));

  mountResources(app, { makeContext: graphqlContext, publicBaseUrl: process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') });
  // bulk export of every list as CSV or NDJSON, /api/export/<list path> (src/export/; docs/export.md)
  mountExports(app, { db, makeContext: graphqlContext, limiter: rateLimits.limiter, logger });

  // documented prefixes whose resources have not landed (src/resources/index.ts): 501, never a fake result
  for (const planned of plannedPrefixes) {
    for (const pattern of routePatterns(planned)) {
      app.all(pattern, (c) =>
        c.json(
          {
            error: `${c.req.method} ${c.req.path} is part of the documented API but is not implemented in this build yet.`,
            code: 'not_implemented',
          },
          501,
        ),
      );
    }
  }

  app.notFound((c) =>
    jsonError(c, 404, { error: `No resource at ${c.req.method} ${c.req.path}`, code: 'not_found' }),
  );

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status as 400);
    const requestId = c.get('requestId');
    logger.error({ requestId, err: { message: err.message, stack: err.stack } }, 'unhandled error');
    if (c.req.path === '/graphql') {
      // GraphQL clients read `errors`: the same masked error the executor gives
      return c.json({ errors: [{ message: 'Unexpected error. The request id identifies this failure in the service logs.', extensions: { code: 'INTERNAL_SERVER_ERROR', request_id: requestId } }] }, 500);
    }
    return jsonError(c, 500, {
      error: 'Internal server error. The request id identifies this failure in the service logs.',
      code: 'internal_error',
      request_id: requestId,
    });
  });

  return Object.assign(app, { listening, dataChangesHeard: () => dataChangesHeard });
}

export type App = ReturnType<typeof createApp>;
