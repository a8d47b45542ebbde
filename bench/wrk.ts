/**
 * Driving a case with wrk: a Lua script per run sets the request (or cycles
 * through several pre-formatted requests) and prints one result line from
 * wrk's `done` hook (requests, duration, errors, latency percentiles).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { HttpRequest } from './cases.js';

export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** socket errors and timeouts */
  socketErrors: number;
  /** responses with status >= 400 */
  httpErrors: number;
}

/** Make sure wrk is installed (Debian package `wrk`, installed with apt-get as root when missing). */
export function ensureWrk(): string {
  const version = () => {
    try {
      return execFileSync('wrk', ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      // wrk -v prints its version and exits 1
      const out = err as { stdout?: string; code?: string };
      return out.code === 'ENOENT' ? null : (out.stdout ?? '');
    }
  };
  let v = version();
  if (v === null && process.getuid?.() === 0) {
    console.log('installing wrk (apt-get install wrk)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env });
    v = version();
  }
  if (v === null) throw new Error('wrk is not installed: apt-get install wrk');
  return (/wrk \S+/.exec(v)?.[0] ?? 'wrk').trim();
}

/** A Lua string literal of any text (decimal escapes for everything but plain printable ASCII). */
function lua(s: string): string {
  let out = '"';
  for (const b of Buffer.from(s, 'utf8')) out += b >= 32 && b < 127 && b !== 34 && b !== 92 ? String.fromCharCode(b) : `\\${String(b).padStart(3, '0')}`;
  return `${out}"`;
}

const luaHeaders = (h: Record<string, string>) => `{ ${Object.entries(h).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(', ')} }`;

const DONE = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("BENCH_RESULT %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.0f\\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

/** The wrk script of a run: one static request, or a rotation through pre-formatted ones. */
export function wrkScript(requests: HttpRequest[]): string {
  if (requests.length === 1) {
    const r = requests[0];
    return [
      `wrk.method = ${lua(r.method)}`,
      `wrk.path = ${lua(r.path)}`,
      ...Object.entries(r.headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
      r.body !== undefined ? `wrk.body = ${lua(r.body)}` : '',
      DONE,
    ].join('\n');
  }
  const rows = requests.map((r) => `  { ${lua(r.method)}, ${lua(r.path)}, ${luaHeaders(r.headers)}, ${r.body !== undefined ? lua(r.body) : 'nil'} },`);
  return `local specs = {\n${rows.join('\n')}\n}
local formatted = {}
local i = 0
function init(args)
  for k, s in ipairs(specs) do formatted[k] = wrk.format(s[1], s[2], s[3], s[4]) end
  i = math.random(#formatted) - 1
end
function request()
  i = i % #formatted + 1
  return formatted[i]
end
${DONE}`;
}

export interface WrkRun {
  base: string;
  requests: HttpRequest[];
  connections: number;
  seconds: number;
  /** where the script is written */
  scriptPath: string;
  /** told about the child process, so it can be stopped on Ctrl-C */
  onSpawn?: (child: ChildProcess) => void;
}

function parse(stdout: string): WrkResult {
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const [requests, durationUs, connect, read, write, status, timeout, p50Us, p99Us] = line.split(' ').slice(1).map(Number);
  const seconds = durationUs / 1e6;
  return { requests, seconds, rps: requests / seconds, p50Ms: p50Us / 1000, p99Ms: p99Us / 1000, socketErrors: connect + read + write + timeout, httpErrors: status };
}

/** Run wrk (one thread: the client shares the machine with the servers). */
export function runWrk(run: WrkRun): Promise<WrkResult> {
  fs.mkdirSync(path.dirname(run.scriptPath), { recursive: true });
  fs.writeFileSync(run.scriptPath, wrkScript(run.requests));
  const args = ['-t1', `-c${run.connections}`, `-d${run.seconds}s`, '--timeout', '10s', '--latency', '-s', run.scriptPath, run.base];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    run.onSpawn?.(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`wrk ${args.join(' ')} ended with ${signal ?? `exit ${code}`}:\n${out}${err}`));
      try {
        resolve(parse(out));
      } catch (e) {
        reject(e);
      }
    });
  });
}
