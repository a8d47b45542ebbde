/**
 * What the bench starts, and stopping all of it: on the normal end, on
 * errors, on Ctrl-C (SIGINT), SIGTERM and SIGHUP, and as a last resort
 * synchronously on process exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

interface Step {
  name: string;
  /** orderly stop */
  stop: () => Promise<void>;
  /** synchronous last resort (process exit) */
  kill: () => void;
}

export class Cleanup {
  private steps: Step[] = [];
  private running: Promise<void> | null = null;
  /** say what was stopped (after a signal or an error) */
  verbose = false;

  /** Register something to stop; returns a function that forgets it (when it has ended by itself). */
  add(name: string, stop: () => Promise<void> | void, kill: () => void = () => void stop()): () => void {
    const step: Step = { name, stop: async () => stop(), kill };
    this.steps.push(step);
    return () => {
      this.steps = this.steps.filter((s) => s !== step);
    };
  }

  /** Stop everything, newest first. */
  run(): Promise<void> {
    if (!this.running) {
      this.running = (async () => {
        for (const step of [...this.steps].reverse()) {
          try {
            await step.stop();
            if (this.verbose) console.error(`stopped ${step.name}`);
          } catch (err) {
            console.error(`stopping ${step.name} failed: ${(err as Error).message}`);
          }
        }
        this.steps = [];
      })();
    }
    return this.running;
  }

  /** Kill what is left (synchronous: runs in the exit handler). */
  runSync(): void {
    for (const step of [...this.steps].reverse()) {
      try {
        step.kill();
      } catch {
        /* best effort */
      }
    }
    this.steps = [];
  }

  /** Stop everything on Ctrl-C and friends, and kill leftovers on exit. */
  installHandlers(): void {
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      // `on`, not `once`: a second signal (tsx relays the terminal's) must not end the process mid-cleanup
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        console.error(`\n${signal}: stopping everything the bench started…`);
        this.verbose = true;
        // a moment first: tsx's parent process waits ~30 ms for this process to acknowledge the signal
        // (over IPC, so the event loop must run), else it sends it again and then SIGKILL
        setTimeout(() => void this.run().finally(() => process.exit(130)), 100);
      });
    }
    process.once('exit', () => this.runSync());
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGTERM, then SIGKILL when it has not ended after `graceMs`. */
export async function terminate(child: ChildProcess, graceMs = 8_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = sleep(graceMs).then(() => 'timeout' as const);
  if ((await Promise.race([ended.then(() => 'ended' as const), timer])) === 'timeout') {
    child.kill('SIGKILL');
    await ended;
  }
}

export interface Server {
  name: string;
  child: ChildProcess;
  pid: number;
  base: string;
  log: string;
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Start a Node server as a separate process (`node --import tsx <entry>`),
 * output to `log`, and wait until `readyPath` answers 200.
 */
export async function startServer(opts: { name: string; entry: string; cwd: string; env: NodeJS.ProcessEnv; port: number; log: string; readyPath: string; cleanup: Cleanup }): Promise<Server> {
  const out = fs.openSync(opts.log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry], { cwd: opts.cwd, env: opts.env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  opts.cleanup.add(opts.name, () => terminate(child), () => void child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${opts.name} ended before it was ready (${child.signalCode ?? `exit ${child.exitCode}`}); its log ${opts.log}:\n${tail(opts.log)}`);
    }
    try {
      const res = await fetch(base + opts.readyPath);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${opts.name} was not ready within 120 s; its log ${opts.log}:\n${tail(opts.log)}`);
    await sleep(250);
  }
  return { name: opts.name, child, pid: child.pid!, base, log: opts.log };
}

/** Quotas that never limit a measurement: every plan, every window. */
const UNLIMITED = { daily: 1_000_000_000, burst: 1_000_000_000, premiumDaily: 1_000_000_000 };
export const UNLIMITED_PLAN_QUOTAS = JSON.stringify(Object.fromEntries(['free', 'small', 'medium', 'large', 'enterprise'].map((t) => [t, UNLIMITED])));

/**
 * The environment of the service under measurement: production mode on
 * `databaseUrl`, quiet logs, quotas that never limit, a fixed cursor key, and
 * no webhook delivery worker (its polls would add statements to the
 * measurement; production refuses to start without a webhook secret key).
 */
export function serviceEnv(databaseUrl: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    DEMO_DATA: 'never',
    LOG_LEVEL: 'warn',
    PLAN_QUOTAS: UNLIMITED_PLAN_QUOTAS,
    CURSOR_KEYS: 'bench-cursor-key-0123456789abcdef',
    WEBHOOK_SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    WEBHOOK_WORKER_INTERVAL_MS: '0',
    ...extra,
  };
}
