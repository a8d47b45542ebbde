/** src/cli/args.ts: the declaration-driven parser of the command-line programs. */
import { describe, expect, it } from 'vitest';
import { defineCommand, didYouMean, formatFailure, UsageError, validators } from '../../src/cli/args.js';

const cmd = defineCommand({
  name: 'npm run export --',
  summary: 'Write one resource.',
  positionals: [
    { name: 'resource', description: 'what to export', choices: ['contracts', 'grants'] },
    { name: 'file', description: 'where to', required: false },
  ],
  options: {
    format: { type: 'string', choices: ['csv', 'jsonl'], default: 'csv', description: 'output format' },
    limit: { type: 'number', integer: true, min: 1, max: 1000, valueName: 'N', description: 'rows at most' },
    share: { type: 'number', above: 0, max: 1, default: 0.5, description: 'a share' },
    since: { type: 'string', validate: validators.day, valueName: 'YYYY-MM-DD', defaultText: 'a week ago', description: 'from' },
    tag: { type: 'string', multiple: true, description: 'a tag' },
    force: { type: 'boolean', short: 'f', description: 'overwrite' },
  },
  examples: [{ command: 'npm run export -- contracts out.csv', description: 'every contract' }],
});

function usageError(argv: string[]): string {
  try {
    cmd.parse(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('parse', () => {
  it('applies defaults and converts values', () => {
    const p = cmd.parse(['contracts']);
    expect(p.values).toMatchObject({ format: 'csv', share: 0.5, force: false, verbose: false });
    expect(p.values.limit).toBeUndefined();
    expect(p.values.tag).toBeUndefined();
    expect(p.args).toEqual({ resource: 'contracts', file: undefined });

    const q = cmd.parse(['grants', 'g.jsonl', '--format=jsonl', '--limit', '20', '-f', '--tag', 'a', '--tag', 'b', '--since', '2026-01-31', '--share', '1']);
    expect(q.values).toMatchObject({ format: 'jsonl', limit: 20, force: true, tag: ['a', 'b'], since: '2026-01-31', share: 1 });
    expect(q.positionals).toEqual(['grants', 'g.jsonl']);
    expect(q.help).toBe(false);
  });

  it('rejects unknown options with a did-you-mean', () => {
    expect(usageError(['contracts', '--fromat', 'csv'])).toBe('unknown option --fromat; did you mean --format?');
    expect(usageError(['contracts', '--lim', '3'])).toBe('unknown option --lim; did you mean --limit?');
    expect(usageError(['contracts', '--zzzzzz'])).toBe('unknown option --zzzzzz');
    expect(usageError(['contracts', '-x'])).toBe('unknown option -x');
  });

  it('rejects missing and bad values', () => {
    expect(usageError(['contracts', '--limit'])).toBe('--limit needs a value (N)');
    expect(usageError(['contracts', '--limit', '--force'])).toBe('--limit needs a value (N)');
    expect(usageError(['contracts', '--limit', '2.5'])).toBe('--limit must be a whole number from 1 to 1000, got "2.5"');
    expect(usageError(['contracts', '--limit', '0'])).toBe('--limit must be a whole number from 1 to 1000, got "0"');
    expect(usageError(['contracts', '--limit', 'ten'])).toBe('--limit must be a whole number from 1 to 1000, got "ten"');
    expect(usageError(['contracts', '--share', '0'])).toBe('--share must be a number above 0 and at most 1, got "0"');
    expect(usageError(['contracts', '--format', 'jsnl'])).toBe('--format must be one of csv, jsonl, got "jsnl"; did you mean jsonl?');
    expect(usageError(['contracts', '--since', '2026-02-30'])).toBe('--since must be a real calendar date YYYY-MM-DD, got "2026-02-30"');
    expect(usageError(['contracts', '--force=yes'])).toBe('--force takes no value (got "yes")');
  });

  it('checks the positional arguments', () => {
    expect(usageError([])).toBe('needs <resource>');
    expect(usageError(['contracts', 'a', 'b'])).toBe('unexpected argument "b" (npm run export takes only <resource> [<file>])');
    expect(usageError(['contrcts'])).toBe('<resource> must be one of contracts, grants, got "contrcts"; did you mean contracts?');
  });

  it('--help wins over other mistakes', () => {
    expect(cmd.parse(['--help']).help).toBe(true);
    expect(cmd.parse(['--fromat', '-h']).help).toBe(true);
  });
});

describe('help and usage', () => {
  it('documents every option with its default, the examples and the exit status', () => {
    const help = cmd.help();
    expect(help).toMatch(/^Usage: npm run export -- <resource> \[<file>\] \[--format csv\|jsonl\] \[--limit N\]/);
    expect(help).toMatch(/--format csv\|jsonl +output format \(default: csv\)/);
    expect(help).toMatch(/--limit N +rows at most \(default: none\)/);
    expect(help).toMatch(/--since YYYY-MM-DD +from \(default: a week ago\)/);
    expect(help).toMatch(/--tag VALUE +a tag \(repeatable\) \(default: none\)/);
    expect(help).toMatch(/-f, --force +overwrite \(default: off\)/);
    expect(help).toMatch(/-h, --help +print this help and exit/);
    expect(help).toMatch(/Examples:\n {2}npm run export -- contracts out\.csv\n {6}every contract/);
    expect(help).toMatch(/Exit status: 0 on success, 1 when the work failed, 2 for bad arguments/);
    expect(cmd.usage()).toMatch(/Run `npm run export -- --help`/);
  });
});

describe('subcommands', () => {
  const admin = defineCommand({
    name: 'npm run admin --',
    summary: 'Operate.',
    options: {
      name: { type: 'string', description: 'a name' },
      at: { type: 'string', validate: validators.dateTime, description: 'when' },
    },
    examples: [],
    subcommands: {
      'keys:create': { summary: 'create a key', positionals: [{ name: 'account-id', description: 'the account' }], options: ['name'], required: ['name'] },
      'keys:expire': { summary: 'expire a key', positionals: [{ name: 'key-id', description: 'the key' }], options: ['at'] },
    },
  });
  const fail = (argv: string[]) => {
    try {
      admin.parse(argv);
    } catch (err) {
      return (err as UsageError).message;
    }
    return null;
  };

  it('selects one, checks its options and arguments', () => {
    const p = admin.parse(['keys:create', 'acc-1', '--name', 'n']);
    expect(p).toMatchObject({ subcommand: 'keys:create', positionals: ['acc-1'], args: { 'account-id': 'acc-1' } });
    expect(fail([])).toBe('a command is required');
    expect(fail(['keys:craete'])).toBe('unknown command "keys:craete"; did you mean keys:create?');
    expect(fail(['keys:create', 'acc-1'])).toBe('keys:create needs --name VALUE');
    expect(fail(['keys:create', 'acc-1', '--name', 'n', '--at', '2026-01-01'])).toBe('--at does not apply to keys:create');
    expect(fail(['keys:expire', 'k', '--at', 'someday'])).toBe('--at must be an ISO date-time, got "someday"');
    expect(fail(['keys:expire'])).toBe('keys:expire needs <key-id>');
  });

  it('help <command> and <command> --help describe one command', () => {
    expect(admin.parse(['help', 'keys:expire'])).toMatchObject({ help: true, subcommand: 'keys:expire' });
    expect(admin.parse(['keys:expire', '-h'])).toMatchObject({ help: true, subcommand: 'keys:expire' });
    const help = admin.help('keys:expire');
    expect(help).toMatch(/^Usage: npm run admin -- keys:expire <key-id> \[--at VALUE\]/);
    expect(help).not.toMatch(/--name/);
    expect(admin.help()).toMatch(/keys:create <account-id> --name VALUE\s+create a key/);
  });
});

describe('helpers', () => {
  it('didYouMean', () => {
    expect(didYouMean('sacle', ['scale', 'seed'])).toBe('scale');
    expect(didYouMean('dur', ['duration', 'database-url'])).toBe('duration');
    expect(didYouMean('x', ['at', 'name'])).toBeNull();
    expect(didYouMean('completely-different', ['scale'])).toBeNull();
  });

  it('formatFailure: one line, the stack only when verbose', () => {
    const err = new Error("Can't reach the server\n\nPlease make sure it runs.");
    expect(formatFailure(err, false)).toBe("error: Can't reach the server Please make sure it runs.");
    expect(formatFailure(err, true)).toMatch(/\n\s+at /);
  });

  it('validators', () => {
    expect(validators.dateTime('2026-11-22T06:00:00Z')).toBeUndefined();
    expect(validators.dateTime('2026-11-22')).toBeUndefined();
    expect(validators.dateTime('tomorrow')).toBeDefined();
    expect(validators.httpUrl('https://example.gov/cb')).toBeUndefined();
    expect(validators.httpUrl('ftp://example.gov')).toBeDefined();
    expect(validators.day('2024-02-29')).toBeUndefined();
    expect(validators.day('2023-02-29')).toBeDefined();
  });
});
