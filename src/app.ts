/**
 * The HTTP application: REST under /api/, GraphQL at /graphql (GraphiQL on a
 * browser GET), OAuth2 under /o/, operator API under /admin/. Hono and Yoga
 * both speak the Fetch API, so they compose without adapters.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context as HonoContext } from 'hono';
import type { Database } from './db/client.js';
import type { Logger } from './logger.js';
import { makeContext, type Context } from './context.js';
import { createYogaServer } from './yoga.js';
import { CURRENT_API_VERSION, versionReport } from './version.js';
import { PLANNED_PATHS, routePatterns } from './rest/planned.js';
import { mountResources } from './rest/router.js';
import { schema } from './schema.js';
import { ApiError } from './engine/errors.js';

export interface AppDeps {
  db: Database;
  logger: Logger;
}

type Env = { Variables: { requestId: string; started: number } };

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

export function jsonError(c: HonoContext, status: 400 | 401 | 403 | 404 | 405 | 429 | 500 | 501 | 503, body: Record<string, unknown>) {
  return c.json(body, status);
}

export function createApp({ db, logger }: AppDeps) {
  const app = new Hono<Env>();
  const yoga = createYogaServer();

  app.use('*', async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('started', performance.now());
    await next();
    c.header('X-Request-Id', requestId);
    const ms = performance.now() - c.get('started');
    logger.info(
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms * 10) / 10 },
      'request',
    );
  });

  const graphqlContext = (c: HonoContext<Env>): Context =>
    makeContext({
      requestId: c.get('requestId'),
      prisma: db.prisma,
      logger: logger.child({ requestId: c.get('requestId') }),
      apiVersion: CURRENT_API_VERSION,
    });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, graphqlContext(c)));

  app.get('/api/version', (c) => c.json(versionReport()));
  app.get('/api/version/', (c) => c.json(versionReport()));

  mountResources(app, { schema, makeContext: graphqlContext, publicBaseUrl: process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') });

  for (const planned of PLANNED_PATHS) {
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
    return jsonError(c, 500, {
      error: 'Internal server error. The request id identifies this failure in the service logs.',
      code: 'internal_error',
      request_id: requestId,
    });
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
