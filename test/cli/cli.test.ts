/**
 * Every command-line program (npm run seed, admin, migrate, bench, ingest,
 * worker, data:report, fuzz), spawned as `node --import tsx <file>`:
 * --help lists every option with its default and an example and exits 0; an
 * unknown option exits 2 with a did-you-mean and the usage, and a bad value
 * exits 2, both quickly and without opening a database: DATABASE_URL points
 * at an address that never answers (a connection attempt would hang far
 * beyond the time allowed) and DATA_DIR at a directory that must not be
 * created. A runtime failure exits 1 with one line, the stack only with DEBUG.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/db/migrate.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-cli-'));
const dataDir = path.join(scratch, 'never-created');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** 10.255.255.1 is not routed: a connection attempt waits for connect_timeout (60 s, beyond the 45 s allowed). */
const UNREACHABLE = 'postgres://pds:pds@10.255.255.1:5432/pds?connect_timeout=60';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: UNREACHABLE, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEBUG: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

interface Cli {
  script: string;
  file: string;
  /** arguments before the options (a subcommand) */
  pre?: string[];
  options: string[];
  /** an example line the help must show */
  example: RegExp;
  /** a misspelt option and the one it should suggest */
  typo: [string, string];
  /** a bad value and the message it must give */
  bad: [string[], RegExp];
}

const CLIS: Cli[] = [
  {
    script: 'seed',
    file: 'src/demo/cli.ts',
    options: ['scale', 'seed', 'as-of', 'force', 'no-accounts', 'verbose'],
    example: /npm run seed -- --scale 2 --as-of 2026-11-22 --force/,
    typo: ['--sclae', '--scale'],
    bad: [['--as-of', '2026-02-30'], /--as-of must be a real calendar date/],
  },
  {
    script: 'admin',
    file: 'src/admin/cli.ts',
    options: ['name', 'email', 'tier', 'org-id', 'org-name', 'alert-limit', 'expires-at', 'at', 'organization', 'redirect-uri', 'grant'],
    example: /npm run admin -- accounts:create --name/,
    typo: ['--emial', '--email'],
    bad: [['accounts:create', '--name', 'x', '--email', 'x@example.com', '--tier', 'smal'], /--tier must be one of free, small, medium, large, enterprise, got "smal"; did you mean small\?/],
  },
  {
    script: 'migrate',
    file: 'src/db/migrate-cli.ts',
    pre: ['deploy'],
    options: ['verbose'],
    example: /npm run migrate\n/,
    typo: ['--verbos', '--verbose'],
    bad: [['deploy', '--verbose=yes'], /--verbose takes no value/],
  },
  {
    script: 'bench',
    file: 'bench/run.ts',
    options: ['scale', 'duration', 'connections', 'warmup', 'reuse', 'database-url', 'load', 'pages', 'keys', 'out', 'no-record'],
    example: /npm run bench -- --scale 2 --duration 3/,
    typo: ['--duraton', '--duration'],
    bad: [['--connections', '1,ten'], /--connections must be a comma-separated list/],
  },
  {
    script: 'ingest',
    file: 'src/ingest/cli.ts',
    options: ['snapshot', 'format'],
    example: /npm run ingest -- contract_appeals asbca-2026\.jsonl --snapshot asbca:2026/,
    typo: ['--snapshop', '--snapshot'],
    bad: [['contract_appeals', 'x.json', '--format', 'xml'], /--format must be one of json, jsonl, got "xml"/],
  },
  {
    script: 'worker',
    file: 'src/webhooks/worker-cli.ts',
    options: ['once', 'workers', 'alerts'],
    example: /npm run worker -- --once/,
    typo: ['--onse', '--once'],
    bad: [['--workers', '0'], /--workers/],
  },
  {
    script: 'data:report',
    file: 'src/demo/report-cli.ts',
    options: ['strict'],
    example: /npm run data:report -- --strict/,
    typo: ['--strickt', '--strict'],
    bad: [['--strict', 'extra'], /unexpected argument "extra"/],
  },
  {
    script: 'fuzz',
    file: 'scripts/fuzz.ts',
    options: ['requests', 'base-url', 'seed', 'api-key', 'concurrency', 'graphql-share', 'timeout-ms', 'out'],
    example: /npm run fuzz -- --requests 1000/,
    typo: ['--concurency', '--concurrency'],
    bad: [['--graphql-share', '1.5'], /--graphql-share must be a number from 0 to 1, got "1\.5"/],
  },
];

/** The line of the help that documents --name, with the lines its description wraps onto. */
function optionLine(help: string, name: string): string | undefined {
  const lines = help.split('\n');
  const i = lines.findIndex((l) => new RegExp(`^\\s+(-\\w, )?--${name}( |$)`).test(l));
  if (i < 0) return undefined;
  let end = i + 1;
  while (end < lines.length && /^\s{8,}\S/.test(lines[end])) end++; // option lines are indented by 2
  return lines.slice(i, end).join(' ');
}

describe.each(CLIS)('npm run $script', { timeout: 150_000 }, (cli) => {
  it('--help lists every option with its default, an example and the exit status; exit 0', async () => {
    const r = await run(cli.file, [...(cli.pre ?? []), '--help']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Usage: /);
    for (const name of cli.options) {
      const line = optionLine(r.stdout, name);
      expect(line, `--${name} in:\n${r.stdout}`).toBeDefined();
      expect(line).toMatch(/\(default: [^)]+\)/);
    }
    expect(optionLine(r.stdout, 'help')).toMatch(/-h, --help/);
    expect(r.stdout).toMatch(/\nExamples:\n/);
    expect(r.stdout).toMatch(cli.example);
    expect(r.stdout).toMatch(/\nExit status: 0 /);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('an unknown option exits 2 with a did-you-mean and the usage, before any database is opened', async () => {
    const r = await run(cli.file, [...(cli.pre ?? []), cli.typo[0]]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(`error: unknown option ${cli.typo[0]}; did you mean ${cli.typo[1]}?`);
    expect(r.stderr).toMatch(/\nUsage: /);
    expect(r.stdout).toBe('');
    expect(r.ms).toBeLessThan(45_000); // a connection attempt would wait 60 s
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('a bad value exits 2 with the reason and the usage', async () => {
    const r = await run(cli.file, cli.bad[0]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(cli.bad[1]);
    expect(r.stderr).toMatch(/\nUsage: /);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.ms).toBeLessThan(45_000); // a connection attempt would wait 60 s
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe('subcommands', { timeout: 150_000 }, () => {
  it('admin: a misspelt command gets a did-you-mean; <command> --help shows only its own options', async () => {
    const typo = await run('src/admin/cli.ts', ['keys:craete', 'abc']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown command "keys:craete"; did you mean keys:create\?/);
    expect(typo.stderr).toMatch(/Usage: npm run admin -- <command>/);

    const help = await run('src/admin/cli.ts', ['keys:create', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run admin -- keys:create <account-id> --name VALUE \[--expires-at ISO-DATE-TIME\]/);
    expect(optionLine(help.stdout, 'expires-at')).toMatch(/\(default: none\)/);
    expect(optionLine(help.stdout, 'tier')).toBeUndefined();

    const foreign = await run('src/admin/cli.ts', ['accounts:list', '--tier', 'small']);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toMatch(/--tier does not apply to accounts:list/);

    const missing = await run('src/admin/cli.ts', ['keys:create', 'abc']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/keys:create needs --name VALUE/);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('migrate: the npm script names appear in the usage', async () => {
    const r = await run('src/db/migrate-cli.ts', ['create', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run migrate:create -- \[<name>\.\.\.\]/);
    const bad = await run('src/db/migrate-cli.ts', ['check', 'now']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unexpected argument "now" \(check takes no arguments\)/);
    expect(bad.stderr).toMatch(/Usage: npm run migrate:check/);
  });
});

describe('runtime failures', { timeout: 150_000 }, () => {
  it('exit 1 with one line; the stack trace only with DEBUG or --verbose', async () => {
    // a port nothing listens on: the connection is refused at once
    const refused = { DATABASE_URL: 'postgres://pds:pds@127.0.0.1:1/pds' };
    const plain = await run('src/db/migrate-cli.ts', ['deploy'], refused);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/^error: .*127\.0\.0\.1:1/);
    expect(plain.stderr.trim().split('\n')).toHaveLength(1);

    const debug = await run('src/db/migrate-cli.ts', ['deploy'], { ...refused, DEBUG: '1' });
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(/\n\s+at /);
    const verbose = await run('src/db/migrate-cli.ts', ['deploy', '--verbose'], refused);
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toMatch(/\n\s+at /);
  });

  it('fuzz: an unreachable server exits 1 with a clear message', async () => {
    const r = await run('scripts/fuzz.ts', ['--requests', '1', '--base-url', 'http://127.0.0.1:1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: cannot reach http:\/\/127\.0\.0\.1:1: .*Start the server first/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
