/**
 * Prometheus metrics (issue 13, item 6; docs/operations.md has the table).
 *
 * One prom-client registry per process holds:
 *  - pds_http_request_duration_seconds{method,route,status,plan}: every HTTP
 *    request, timed by one middleware (src/app.ts); its _count series are the
 *    request counts. `route` is the matched route pattern
 *    (/api/contracts/:key/), never the URL; a path no route matches is
 *    `unmatched`. `plan` is the caller's tier, `anonymous` without one.
 *  - pds_rate_limit_refusals_total{plan,window}: 429s of the rate limiter
 *    (src/http/ratelimit/middleware.ts), by the window that refused.
 *  - pds_graphql_operations_total{operation_type,operation_name,outcome,executor}:
 *    every GraphQL operation, whether answered before Yoga by the direct
 *    executor (src/engine/graphql/direct.ts) or by Yoga; plus Yoga's own
 *    Prometheus plugin for what Yoga runs (graphql_envelop_* phase times).
 *  - pds_db_pool_clients (the PostgreSQL data pool), pds_job_*
 *    (background job heartbeats, ./health.ts), prom-client's default process
 *    and Node.js metrics. Those are read at scrape time, not per request.
 *
 * /metrics is served on the main port behind the operator token (the check
 * of /admin/), or, with METRICS_PORT set, only on a listener of its own
 * (METRICS_HOST, default 127.0.0.1) without a token.
 *
 * Per request the HTTP middleware does a few property reads and one
 * histogram observe: no await of its own, nothing read from the body.
 * Client-chosen GraphQL operation names are bounded: the first
 * MAX_OPERATION_NAMES names seen in documents that parse get their own label
 * value, any later one is `other` (so no client can grow the registry).
 */
import { Hono, type Context as HonoContext, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { serve } from '@hono/node-server';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createCounter, createHistogram, usePrometheus, type FillLabelsFnParams } from '@graphql-yoga/plugin-prometheus';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { checkAdminToken } from '../admin/http.js';
import { metricsListener } from '../config.js';
import { directStats } from '../engine/graphql/direct.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { heartbeats } from './health.js';

/** The process's registry (one per process: several apps in one process, as in tests, share it). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Latency buckets (seconds) of the service's histograms. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// ---------------------------------------------------------------- HTTP

const httpDuration = new Histogram({
  name: 'pds_http_request_duration_seconds',
  help: 'HTTP requests: time to the response, by method, matched route pattern, status and plan (the _count series count requests)',
  labelNames: ['method', 'route', 'status', 'plan'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** The `route` label of a request no route matched. */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern that answered (or that a middleware answered in front
 * of, e.g. a 401 or 429 on /api/contracts/): the first matched route from
 * the one that ran last whose path is not a wildcard. A wildcard that is a
 * handler itself (one parameter: a sub-application's catch-all) names
 * itself; a request that only middleware matched is `unmatched`.
 */
export function routeLabel(c: HonoContext): string {
  const routes = matchedRoutes(c);
  const at = c.req.routeIndex;
  for (let i = at; i < routes.length; i++) if (!routes[i].path.includes('*')) return routes[i].path;
  const last = routes[at];
  return last && last.handler.length < 2 ? last.path : UNMATCHED_ROUTE;
}

type PlanVariables = { Variables: { principal?: { tier: string } | null } };

/** The HTTP middleware (mounted first in src/app.ts, on every path). */
export const httpMetrics: MiddlewareHandler<PlanVariables> = async (c, next) => {
  const started = performance.now();
  await next();
  const method = c.req.method;
  httpDuration.observe(
    { method: METHODS.has(method) ? method : 'other', route: routeLabel(c), status: c.res.status, plan: c.get('principal')?.tier ?? 'anonymous' },
    (performance.now() - started) / 1000,
  );
};

// ---------------------------------------------------------------- rate limits

const refusals = new Counter({
  name: 'pds_rate_limit_refusals_total',
  help: 'Requests the rate limiter refused (429), by plan and by the window that refused them (daily, burst, premium)',
  labelNames: ['plan', 'window'] as const,
  registers: [registry],
});

/** One 429 of the rate limiter (src/http/ratelimit/middleware.ts). */
export function countRateLimitRefusal(plan: string | undefined, window: string | undefined): void {
  refusals.inc({ plan: plan ?? 'anonymous', window: window ?? 'unknown' });
}

// ---------------------------------------------------------------- GraphQL

/** Distinct operation names that get a label value of their own. */
export const MAX_OPERATION_NAMES = 100;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
const labelledNames = new Set<string>();

/**
 * The operation_name label: `Anonymous` for an unnamed operation (the
 * name Yoga's plugin gives it too), the name once admitted, else `other`.
 */
export function operationNameLabel(name: string | null | undefined): string {
  if (!name || name === 'Anonymous') return 'Anonymous';
  return labelledNames.has(name) ? name : 'other';
}

/** Names enter the label set when a document naming them parses, until the set is full. */
function admitName(name: string | undefined): void {
  if (name && labelledNames.size < MAX_OPERATION_NAMES && !labelledNames.has(name) && GRAPHQL_NAME.test(name)) labelledNames.add(name);
}

const graphqlOperations = new Counter({
  name: 'pds_graphql_operations_total',
  help: 'GraphQL operations by type, name, outcome (success; error: executed with errors; rejected: not executed) and executor (direct: answered before Yoga; yoga)',
  labelNames: ['operation_type', 'operation_name', 'outcome', 'executor'] as const,
  registers: [registry],
});

type Outcome = 'success' | 'error' | 'rejected';

interface OperationRecord {
  type: string;
  name: string | undefined;
  outcome: Outcome;
}

/** What Yoga did with a request's operation (keyed by the Request handed to yoga.fetch). */
const records = new WeakMap<Request, OperationRecord>();
function count(type: string, name: string | undefined, outcome: Outcome, executor: 'direct' | 'yoga'): void {
  graphqlOperations.inc({ operation_type: type, operation_name: operationNameLabel(name), outcome, executor });
}

type YogaContext = { request?: Request; params?: { query?: unknown; operationName?: unknown } };

/**
 * Records, per request, the operation Yoga parsed (type and name: `rejected`
 * until it runs) and how its execution ended (errors in the result or not).
 * Listed before Yoga's Prometheus plugin, so a name is admitted before that
 * plugin labels the parse phase with it.
 */
const operationsPlugin: Plugin = {
  onParse({ context }) {
    return ({ result }) => {
      const ctx = context as YogaContext;
      if (!ctx.request || !result || result instanceof Error || !('definitions' in result)) return;
      const operationName = typeof ctx.params?.operationName === 'string' ? ctx.params.operationName : undefined;
      const op = getOperationAST(result, operationName);
      const name = op?.name?.value;
      admitName(name);
      records.set(ctx.request, { type: op?.operation ?? 'unknown', name, outcome: 'rejected' });
    };
  },
  onExecute({ args }) {
    const ctx = args.contextValue as YogaContext;
    const record = ctx.request ? records.get(ctx.request) : undefined;
    return {
      onExecuteDone({ result }) {
        if (record) record.outcome = Symbol.asyncIterator in result || !result.errors?.length ? 'success' : 'error';
      },
    };
  },
};

/**
 * The counting at the /graphql handler (src/app.ts): `direct` after a direct
 * answer (a successful query: the executor answers nothing else), `yoga`
 * after Yoga's response. A Yoga response without an execution (a syntax or
 * validation error, a document limit, a bad request) counts as `rejected`;
 * GraphiQL's page counts as nothing.
 */
export const graphqlOperationMetrics = {
  /** an operation the direct executor answered (it knows the document, so nothing is parsed again) */
  direct(op: { type: string; name: string | undefined }): void {
    count(op.type, op.name, 'success', 'direct');
  },
  yoga(request: Request, response: Response): void {
    const record = records.get(request);
    if (record) {
      records.delete(request);
      count(record.type, record.name, record.outcome, 'yoga');
      return;
    }
    if (/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return;
    count('unknown', undefined, 'rejected', 'yoga');
  },
};

/** Label values of Yoga's phase metrics: the operation type, and the bounded name. */
const yogaLabels = (p: FillLabelsFnParams) => ({ operationType: p.operationType ?? 'unknown', operationName: operationNameLabel(p.operationName) });
let yogaMetrics: Parameters<typeof usePrometheus>[0]['metrics'] | undefined;

/**
 * Yoga's Prometheus plugin with bounded labels (the graphql_envelop_* names
 * the plugin documents; none collides with pds_*), and the operations
 * recorder above. The plugin's own /metrics endpoint is off.
 */
export function graphqlMetricsPlugins(): Plugin[] {
  yogaMetrics ??= (() => {
    const histogram = <P extends string>(name: string, help: string, phases: [P, ...P[]]) =>
      createHistogram<P, 'operationType' | 'operationName'>({
        registry,
        histogram: { name, help, labelNames: ['operationType', 'operationName'], buckets: LATENCY_BUCKETS },
        fillLabelsFn: yogaLabels,
        phases,
      });
    return {
      graphql_envelop_phase_parse: histogram('graphql_envelop_phase_parse', 'Time spent on running GraphQL "parse" function', ['parse']),
      graphql_envelop_phase_validate: histogram('graphql_envelop_phase_validate', 'Time spent on running GraphQL "validate" function', ['validate']),
      graphql_envelop_phase_execute: histogram('graphql_envelop_phase_execute', 'Time spent on running the GraphQL "execute" function', ['execute']),
      graphql_envelop_request_duration: histogram('graphql_envelop_request_duration', 'Time spent on running the GraphQL operation from parse to execute', ['execute']),
      graphql_envelop_error_result: createCounter<'parse' | 'validate' | 'context' | 'execute', 'operationType' | 'operationName' | 'phase'>({
        registry,
        counter: { name: 'graphql_envelop_error_result', help: 'Counts the amount of errors reported from all phases', labelNames: ['operationType', 'operationName', 'phase'] },
        fillLabelsFn: (p: FillLabelsFnParams) => ({ ...yogaLabels(p), phase: p.errorPhase ?? 'unknown' }),
        phases: ['parse', 'validate', 'context', 'execute'],
      }),
      graphql_envelop_phase_context: false,
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_request: false,
      graphql_envelop_request_time_summary: false,
      graphql_envelop_deprecated_field: false,
      graphql_envelop_schema_change: false,
      graphql_envelop_execute_resolver: false,
      graphql_yoga_http_duration: false,
    };
  })();
  return [operationsPlugin, usePrometheus({ registry, endpoint: false, metrics: yogaMetrics }) as Plugin];
}

// ---------------------------------------------------------------- scrape-time gauges

const directSeen: Partial<Record<keyof typeof directStats, number>> = {};
new Counter({
  name: 'pds_graphql_direct_executions_total',
  help: 'Resource queries run by the direct executor: before_yoga (answered before Yoga), in_yoga (inside Yoga), declined (handed to graphql-js)',
  labelNames: ['mode'] as const,
  registers: [registry],
  collect() {
    // src/engine/graphql/direct.ts counts in plain numbers; the counter takes what they grew by since the last scrape
    for (const [mode, key] of [['before_yoga', 'raw'], ['in_yoga', 'served'], ['declined', 'declined']] as const) {
      const delta = directStats[key] - (directSeen[key] ?? 0);
      directSeen[key] = directStats[key];
      this.inc({ mode }, Math.max(0, delta));
    }
  },
});

/** A connection pool's clients: open, idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
const pools = new Map<string, () => PoolStats>();

/**
 * Report a pool under `name`, read at scrape time, until the returned
 * function is called. src/app.ts registers the PostgreSQL data pool
 * (Database.poolStats) as `data`; the embedded database has no pool.
 */
export function watchPool(name: string, stats: () => PoolStats): () => void {
  pools.set(name, stats);
  return () => {
    if (pools.get(name) === stats) pools.delete(name);
  };
}

new Gauge({
  name: 'pds_db_pool_clients',
  help: 'PostgreSQL pool clients by state: total (open), idle, waiting (callers queued for a client); read at scrape time',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [name, stats] of pools) {
      const s = stats();
      this.set({ pool: name, state: 'total' }, s.total);
      this.set({ pool: name, state: 'idle' }, s.idle);
      this.set({ pool: name, state: 'waiting' }, s.waiting);
    }
  },
});

/** Read replicas reported at scrape time (src/db/replicas.ts); mountMetrics registers the database's set. */
let replicaSet: { status(): { location: string; inRotation: boolean; lagMs: number | null; reads: number }[]; primaryReads: number } | null = null;
export function watchReplicas(set: NonNullable<typeof replicaSet>): () => void {
  replicaSet = set;
  return () => {
    if (replicaSet === set) replicaSet = null;
  };
}

new Gauge({
  name: 'pds_db_replica_in_rotation',
  help: 'Read replicas: 1 when the replica is in rotation (reachable, a standby, lag within REPLICA_MAX_LAG_MS), else 0',
  labelNames: ['replica'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const r of replicaSet?.status() ?? []) this.set({ replica: r.location }, r.inRotation ? 1 : 0);
  },
});

new Gauge({
  name: 'pds_db_replica_lag_ms',
  help: 'Read replicas: replay lag behind the primary at the last probe, in ms (absent when it could not be measured)',
  labelNames: ['replica'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const r of replicaSet?.status() ?? []) if (r.lagMs !== null) this.set({ replica: r.location }, r.lagMs);
  },
});

new Gauge({
  name: 'pds_db_reads',
  help: 'Reads of the read path since start by where they ran: a replica (its location), or primary (no replica in rotation, or a retry)',
  labelNames: ['node'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (!replicaSet) return;
    for (const r of replicaSet.status()) this.set({ node: r.location }, r.reads);
    this.set({ node: 'primary' }, replicaSet.primaryReads);
  },
});

const jobGauge = (name: string, help: string, value: (j: ReturnType<typeof heartbeats.list>[number], now: number) => number | null) =>
  new Gauge({
    name,
    help,
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const j of heartbeats.list()) {
        const v = value(j, now);
        if (v !== null) this.set({ job: j.name }, v);
      }
    },
  });
jobGauge('pds_job_healthy', 'Background jobs and workers of this process: 1 while the last heartbeat is recent enough (the /readyz check), else 0', (j, now) => (heartbeats.isStale(j, now) ? 0 : 1));
jobGauge('pds_job_last_run_timestamp_seconds', 'When the last run of the job ended (success or failure), Unix time', (j) => (j.runs ? j.last / 1000 : null));
jobGauge('pds_job_last_success_timestamp_seconds', 'When the last successful run of the job ended, Unix time', (j) => (j.lastSuccess === null ? null : j.lastSuccess / 1000));

// ---------------------------------------------------------------- serving

/** The exposition text as a Response (text format 0.0.4). */
export async function metricsResponse(): Promise<Response> {
  return new Response(await registry.metrics(), { status: 200, headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}

export interface MountMetricsDeps {
  /** its pool (PostgreSQL) is reported as `data` until the database is closed */
  db: Pick<Database, 'poolStats' | 'close'> & Partial<Pick<Database, 'replicas'>>;
  logger: Logger;
  /** the operator token (default: process.env.ADMIN_TOKEN, read per request) */
  adminToken?: () => string | undefined;
  env?: NodeJS.ProcessEnv;
}

/**
 * GET /metrics on the main app, behind the operator token (401/503 exactly
 * as /admin/), unless METRICS_PORT moves it to a listener of its own
 * (startMetricsServer): then the main app has no /metrics. Returns whether
 * it was mounted. The database's pool is reported either way.
 */
export function mountMetrics(app: Hono<any>, deps: MountMetricsDeps): boolean {
  const { db } = deps;
  if (db.poolStats) {
    const unwatch = watchPool('data', db.poolStats.bind(db));
    const closeDb = db.close.bind(db);
    db.close = async () => {
      unwatch();
      await closeDb();
    };
  }
  if (db.replicas) {
    const unwatch = watchReplicas(db.replicas);
    const closeDb = db.close.bind(db);
    db.close = async () => {
      unwatch();
      await closeDb();
    };
  }
  if (metricsListener(deps.env ?? process.env).port !== undefined) return false;
  const tokenOf = deps.adminToken ?? (() => process.env.ADMIN_TOKEN);
  app.get('/metrics', async (c) => {
    const refusal = checkAdminToken(tokenOf(), c.req.header('authorization'));
    if (refusal) {
      if (refusal.status === 401) c.header('WWW-Authenticate', 'Bearer realm="admin"');
      deps.logger.warn({ requestId: c.get('requestId'), path: c.req.path, status: refusal.status }, 'metrics request refused');
      return c.json(refusal.body, refusal.status);
    }
    return metricsResponse();
  });
  return true;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The METRICS_PORT listener: GET /metrics (no token: bind it to a private address), 404 elsewhere. */
export function startMetricsServer(opts: { port: number; host: string; logger: Logger }): Promise<MetricsServer> {
  const app = new Hono();
  app.get('/metrics', () => metricsResponse());
  app.notFound((c) => c.json({ error: `No resource at ${c.req.method} ${c.req.path}: this listener serves GET /metrics only`, code: 'not_found' }, 404));
  app.onError((err, c) => {
    opts.logger.error({ err: { message: err.message, stack: err.stack } }, 'metrics request failed');
    return c.json({ error: 'Internal server error', code: 'internal_error' }, 500);
  });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.host }, (info) => {
      server.off('error', reject);
      opts.logger.info({ url: `http://${opts.host}:${info.port}/metrics` }, 'metrics listening');
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
