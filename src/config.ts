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
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const demo = (env.DEMO_DATA ?? 'auto').toLowerCase();
  if (demo !== 'auto' && demo !== 'never') throw new Error(`DEMO_DATA must be auto or never, got ${JSON.stringify(env.DEMO_DATA)}`);
  const scale = env.DEMO_SCALE === undefined || env.DEMO_SCALE === '' ? 1 : Number(env.DEMO_SCALE);
  if (!(scale > 0 && scale <= 1000)) throw new Error(`DEMO_SCALE must be a number above 0 and at most 1000, got ${JSON.stringify(env.DEMO_SCALE)}`);
  return {
    port: int('PORT', env.PORT, 8000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
    demoData: demo,
    demoScale: scale,
    demoSeed: env.DEMO_SEED || 'procurement-demo',
    logLevel: env.LOG_LEVEL || 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined,
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000),
  };
}
