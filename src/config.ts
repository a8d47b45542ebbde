/** Service configuration from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** postgres:// URL; unset selects the embedded PGlite database */
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** 'auto' loads the demo dataset into an empty database; 'never' leaves it empty */
  demoData: 'auto' | 'never';
  demoScale: number;
  demoSeed: string;
  logLevel: string;
  /** Public base address used in absolute URLs (next/previous links); defaults to the request's own origin */
  publicBaseUrl: string | undefined;
  shutdownGraceMs: number;
  /** METRICS_PORT: serve /metrics only on this port (METRICS_HOST), without the operator token; unset: on the main port behind ADMIN_TOKEN */
  metricsPort: number | undefined;
  metricsHost: string;
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return n;
}

/** Where /metrics is served (src/http/metrics.ts): METRICS_PORT unset keeps it on the main port. */
export function metricsListener(env: NodeJS.ProcessEnv = process.env): { port: number | undefined; host: string } {
  const port = env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? undefined : int('METRICS_PORT', env.METRICS_PORT, 0, 0, 65535);
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const demo = (env.DEMO_DATA ?? 'auto').toLowerCase();
  if (demo !== 'auto' && demo !== 'never') throw new Error(`DEMO_DATA must be auto or never, got ${JSON.stringify(env.DEMO_DATA)}`);
  const scale = env.DEMO_SCALE === undefined || env.DEMO_SCALE === '' ? 1 : Number(env.DEMO_SCALE);
  if (!(scale > 0 && scale <= 1000)) throw new Error(`DEMO_SCALE must be a number above 0 and at most 1000, got ${JSON.stringify(env.DEMO_SCALE)}`);
  const port = int('PORT', env.PORT, 8000, 0, 65535);
  const metrics = metricsListener(env);
  if (metrics.port !== undefined && metrics.port !== 0 && metrics.port === port) throw new Error(`METRICS_PORT must differ from PORT (both ${port})`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
    demoData: demo,
    demoScale: scale,
    demoSeed: env.DEMO_SEED || 'procurement-demo',
    logLevel: env.LOG_LEVEL || 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined,
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000),
    metricsPort: metrics.port,
    metricsHost: metrics.host,
  };
}
