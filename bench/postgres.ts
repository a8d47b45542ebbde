/**
 * A throw-away PostgreSQL server for the bench, started the way .ci/run does:
 * the newest /usr/lib/postgresql/<version>/bin, initdb and pg_ctl as the
 * postgres user when running as root, a free port on 127.0.0.1, fsync and
 * synchronous commit off, minimal WAL (no replicas). pg_stat_statements is preloaded so the bench can
 * count the statements each request costs.
 *
 * Layout of its directory: pgdata/ (the data directory), server.log, and the
 * socket. A kept directory (--reuse) is started again on the next run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LocalPostgres {
  port: number;
  dir: string;
  /** connection URL of a database on this server */
  url(database: string): string;
  /** stop the server (and remove its directory unless it is kept) */
  stop(): Promise<void>;
  /** the same, synchronously (for the exit handler) */
  stopSync(): void;
}

const isRoot = () => process.getuid?.() === 0;

/** The newest PostgreSQL server binaries, installed from Debian's packages when there are none (as root). */
export function postgresBin(): string {
  const find = () => {
    const base = '/usr/lib/postgresql';
    const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
    versions.sort((a, b) => Number(a) - Number(b));
    return versions.length ? path.join(base, versions[versions.length - 1], 'bin') : null;
  };
  let bin = find();
  if (!bin && isRoot()) {
    console.log('installing PostgreSQL from Debian packages (apt-get install postgresql postgresql-contrib)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql', 'postgresql-contrib'], { stdio: 'inherit', env });
    bin = find();
  }
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (install postgresql and postgresql-contrib, or pass --database-url)');
  return bin;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Run a PostgreSQL program, as the postgres user when we are root (initdb refuses root). */
function runAsPostgres(program: string, args: string[], opts: { allowFailure?: boolean } = {}): { status: number; output: string } {
  const r = isRoot()
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [program, ...args].map(quote).join(' ')], { encoding: 'utf8' })
    : spawnSync(program, args, { encoding: 'utf8' });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const status = r.status ?? 1;
  if (status !== 0 && !opts.allowFailure) throw new Error(`${path.basename(program)} ${args.join(' ')} failed (exit ${status}):\n${output.trim()}`);
  return { status, output };
}

/** The same without blocking the event loop (signals must still be answered while the server stops). */
function runAsPostgresAsync(program: string, args: string[]): Promise<number> {
  const child = isRoot() ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', [program, ...args].map(quote).join(' ')], { stdio: 'ignore' }) : spawn(program, args, { stdio: 'ignore' });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function chownToPostgres(p: string): void {
  if (!isRoot()) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  fs.chownSync(p, uid, gid);
}

export interface StartOptions {
  /** the server's directory; created when missing. Null: a new temporary directory. */
  dir: string | null;
  /** keep the directory (and its data) when stopping */
  keep: boolean;
  port: number;
}

/** Start a server (initdb first when the directory holds no data directory yet). */
export function startPostgres(opts: StartOptions): LocalPostgres {
  const bin = postgresBin();
  const dir = opts.dir ? path.resolve(opts.dir) : fs.mkdtempSync(path.join(os.tmpdir(), 'pds-bench-pg-'));
  if (/[\s'"\\]/.test(dir)) throw new Error(`the PostgreSQL directory ${dir} must not contain spaces, quotes or backslashes`);
  fs.mkdirSync(dir, { recursive: true });
  chownToPostgres(dir);
  const data = path.join(dir, 'pgdata');
  const log = path.join(dir, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    runAsPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  } else if (runAsPostgres(pgCtl, ['-D', data, 'status'], { allowFailure: true }).status === 0) {
    // a server left running by an interrupted run on this directory
    runAsPostgres(pgCtl, ['-D', data, '-m', 'fast', 'stop'], { allowFailure: true });
  }
  const settings = [
    'listen_addresses=127.0.0.1',
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'shared_preload_libraries=pg_stat_statements',
    'pg_stat_statements.max=10000',
    'shared_buffers=1GB',
    'max_wal_size=8GB',
    // a throw-away server has no replicas: rows COPY writes into tables the load emptied in the same
    // transaction skip the WAL (src/demo/copy.ts)
    'wal_level=minimal',
    'max_wal_senders=0',
  ];
  const serverOptions = [`-p ${opts.port}`, `-k ${dir}`, ...settings.map((s) => `-c ${s}`)].join(' ');
  try {
    runAsPostgres(pgCtl, ['-D', data, '-l', log, '-w', '-t', '120', '-o', serverOptions, 'start']);
  } catch (err) {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
    if (!opts.keep) fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n${tail}`);
  }
  let stopped = false;
  const stopArgs = ['-D', data, '-m', 'fast', '-w', 'stop'];
  const removeDir = () => {
    if (!opts.keep) fs.rmSync(dir, { recursive: true, force: true });
  };
  return {
    port: opts.port,
    dir,
    url: (database) => `postgres://postgres@127.0.0.1:${opts.port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await runAsPostgresAsync(pgCtl, stopArgs);
      removeDir();
    },
    stopSync() {
      if (stopped) return;
      stopped = true;
      runAsPostgres(pgCtl, stopArgs, { allowFailure: true });
      removeDir();
    },
  };
}
