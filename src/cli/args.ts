/**
 * The arguments of every command-line program of the project (npm run seed,
 * admin, migrate, bench, ingest, worker, data:report, fuzz), on Node's
 * built-in `util.parseArgs`. One declaration per command gives its `--help`,
 * its usage line, its errors and its parsed, typed values.
 *
 *   import { defineCommand } from '../cli/args.js';
 *
 *   const command = defineCommand({
 *     name: 'npm run export --',                       // how a user invokes it
 *     summary: 'Write one resource as CSV or JSON lines.',
 *     positionals: [{ name: 'resource', description: 'the resource to export' }],
 *     options: {
 *       format: { type: 'string', choices: ['csv', 'jsonl'], default: 'csv', description: 'output format' },
 *       limit: { type: 'number', integer: true, min: 1, valueName: 'N', description: 'rows at most' },
 *       force: { type: 'boolean', description: 'overwrite the output file' },
 *     },
 *     env: [{ name: 'DATABASE_URL', description: 'PostgreSQL URL (else the embedded database)' }],
 *     examples: [{ command: 'npm run export -- contracts --format jsonl', description: 'every contract as JSON lines' }],
 *   });
 *
 *   command.run(async ({ values, positionals }) => {   // values.format: 'csv' | 'jsonl', values.limit: number | undefined
 *     ...;                                              // open the database only here
 *     return 0;                                         // the exit status (default 0)
 *   });
 *
 * run(handler, argv = process.argv.slice(2)):
 * - `--help` / `-h` (or `help [subcommand]` for commands with subcommands)
 *   prints the help on stdout (usage, every option with its default,
 *   environment, examples, exit status) and exits 0;
 * - a bad argument (an unknown option, with a did-you-mean; a missing value;
 *   a value that is not a number, not in range or not one of the choices; too
 *   few or too many positional arguments; an unknown subcommand) prints
 *   `error: <message>` and the usage on stderr and exits 2 — before the
 *   handler runs, so before any database is opened;
 * - an error thrown by the handler prints one line `error: <message>` on
 *   stderr and exits 1 (the stack trace too with `--verbose` or the DEBUG
 *   environment variable set); `throw new UsageError(...)` from the handler
 *   exits 2 with the usage, `throw new CliError(message, code)` exits `code`;
 * - otherwise the handler's return value (a number; nothing means 0) is the
 *   exit status.
 *
 * parse(argv) is the pure part: it returns { values, positionals, args,
 * subcommand, help } or throws UsageError; help(subcommand?) and
 * usage(subcommand?) return the texts.
 *
 * Option types: 'string', 'boolean' (always present, default false; takes no
 * value) and 'number' (a string converted and checked against integer, min
 * and max). `multiple: true` collects repeated options into an array,
 * `choices` restricts strings, `validate(raw)` returns an error message for a
 * bad value. `defaultText` describes a computed default in the help. Every
 * command also accepts -h/--help, and --verbose (stack traces) unless it
 * declares a `verbose` option of its own.
 *
 * Subcommands (npm run admin, the migrate scripts): `subcommands` maps each
 * name to its summary, positionals, the command-level option names it accepts
 * (`options`) and those it requires (`required`); the first positional
 * argument selects one (a misspelt one gets a did-you-mean).
 */
import { parseArgs } from 'node:util';
import { suggest } from '../engine/filters/sql.js';

export type OptionType = 'string' | 'boolean' | 'number';

export interface OptionSpec {
  type: OptionType;
  description: string;
  /** one-letter alias (-x) */
  short?: string;
  /** the value's name in the help (default: VALUE, N for numbers) */
  valueName?: string;
  default?: string | number | boolean | readonly string[];
  /** how the help describes a computed default ("today") */
  defaultText?: string;
  multiple?: boolean;
  choices?: readonly string[];
  integer?: boolean;
  /** inclusive lower bound of a number */
  min?: number;
  /** exclusive lower bound of a number */
  above?: number;
  /** inclusive upper bound of a number */
  max?: number;
  /** an error message for a bad raw value, or undefined when it is fine */
  validate?: (raw: string) => string | undefined;
}

export interface PositionalSpec {
  name: string;
  description: string;
  /** default true */
  required?: boolean;
  /** the last positional may take any number of values */
  variadic?: boolean;
  /** the values it accepts */
  choices?: readonly string[];
}

export interface Example {
  command: string;
  description?: string;
}

export interface EnvSpec {
  name: string;
  description: string;
}

export interface SubcommandSpec<K extends string = string> {
  summary: string;
  /** heading under which the command is listed in the help */
  group?: string;
  /** how a user invokes this subcommand when it has its own npm script, e.g. "npm run migrate:create --" (default: the command's name and the subcommand) */
  invocation?: string;
  description?: string;
  positionals?: readonly PositionalSpec[];
  /** the command-level options this subcommand accepts */
  options?: readonly K[];
  /** options it cannot run without */
  required?: readonly K[];
  examples?: readonly Example[];
  /** replaces the command's "Exit status" paragraph */
  exitStatus?: string;
}

export interface CommandSpec<O extends Record<string, OptionSpec> = Record<string, OptionSpec>> {
  /** how the user invokes it, e.g. "npm run seed --" */
  name: string;
  summary: string;
  description?: string;
  options: O;
  positionals?: readonly PositionalSpec[];
  subcommands?: Record<string, SubcommandSpec<Extract<keyof O, string>>>;
  env?: readonly EnvSpec[];
  examples: readonly Example[];
  /** replaces the default "Exit status" paragraph */
  exitStatus?: string;
}

type Scalar<S> = S extends { type: 'boolean' } ? boolean : S extends { type: 'number' } ? number : S extends { choices: readonly (infer C)[] } ? C : string;
type OptionValue<S> = S extends { multiple: true } ? Scalar<S>[] : Scalar<S>;
type Always<S> = S extends { type: 'boolean' } ? true : S extends { default: unknown } ? true : false;

/** The parsed option values: booleans and options with a default are always present. */
export type Values<O> = { [K in keyof O]: Always<O[K]> extends true ? OptionValue<O[K]> : OptionValue<O[K]> | undefined } & { verbose?: boolean };

export interface Parsed<O> {
  values: Values<O>;
  /** positional arguments (without the subcommand) */
  positionals: string[];
  /** positionals by their declared names (a variadic one joins its values with a space) */
  args: Record<string, string | undefined>;
  subcommand: string | undefined;
  /** --help, -h or `help` was given: print help(subcommand) and exit 0 */
  help: boolean;
}

export interface Command<O> {
  spec: CommandSpec;
  parse(argv: string[]): Parsed<O>;
  help(subcommand?: string): string;
  usage(subcommand?: string): string;
  run(handler: (parsed: Parsed<O>) => Promise<number | void> | number | void, argv?: string[]): Promise<never>;
}

/** A bad argument: exit status 2, the message and the usage on stderr. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly subcommand?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A failure with a chosen exit status and a one-line message. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

const BUILTIN_HELP: OptionSpec = { type: 'boolean', short: 'h', description: 'print this help and exit' };
const BUILTIN_VERBOSE: OptionSpec = { type: 'boolean', description: 'print the stack trace of a failure (as does the DEBUG environment variable)' };

function optionsOf(spec: CommandSpec): Record<string, OptionSpec> {
  return { ...spec.options, ...(spec.options.verbose ? {} : { verbose: BUILTIN_VERBOSE }), help: BUILTIN_HELP };
}

/** A did-you-mean for a misspelt name: a unique prefix, else the nearest name by edit distance when it is near enough. */
export function didYouMean(name: string, known: readonly string[]): string | null {
  const prefixed = known.filter((k) => name.length >= 2 && k.startsWith(name));
  if (prefixed.length === 1) return prefixed[0];
  const near = suggest(name, [...known]);
  if (!near) return null;
  // a two-letter typo of a two-letter name is no hint
  return Math.min(name.length, near.length) >= 3 || Math.abs(near.length - name.length) <= 1 ? near : null;
}

function valueName(o: OptionSpec): string {
  return o.valueName ?? (o.choices ? o.choices.join('|') : o.type === 'number' ? 'N' : 'VALUE');
}

function flag(name: string, o: OptionSpec): string {
  const long = `--${name}${o.type === 'boolean' ? '' : ` ${valueName(o)}`}`;
  return o.short ? `-${o.short}, ${long}` : long;
}

function defaultOf(o: OptionSpec): string {
  if (o.defaultText) return o.defaultText;
  if (o.type === 'boolean') return o.default === true ? 'on' : 'off';
  if (o.default === undefined) return 'none';
  return Array.isArray(o.default) ? (o.default.length ? o.default.join(', ') : 'none') : String(o.default);
}

const WIDTH = 100;

function wrap(text: string, indent: number, first = indent): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let room = WIDTH - first;
  for (const w of words) {
    if (line && line.length + 1 + w.length > room) {
      lines.push(line);
      line = w;
      room = WIDTH - indent;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

function columnOf(rows: [string, string][]): number {
  return Math.min(Math.max(...rows.map(([l]) => l.length)) + 2, 34);
}

/** Two columns: the left padded to `col`, the right wrapped under itself. */
function table(rows: [string, string][], lead = 2, width?: number): string {
  const col = width ?? columnOf(rows);
  return rows
    .map(([l, r]) => {
      const left = ' '.repeat(lead) + l;
      if (!r) return left;
      if (l.length + 2 > col) return `${left}\n${' '.repeat(lead + col)}${wrap(r, lead + col)}`;
      return `${left.padEnd(lead + col)}${wrap(r, lead + col)}`;
    })
    .join('\n');
}

function paragraph(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => (/^\s/m.test(p) ? p.replace(/^\n+|\s+$/g, '') : wrap(p.trim(), 0)))
    .join('\n\n');
}

function synopsis(positionals: readonly PositionalSpec[] | undefined): string {
  return (positionals ?? [])
    .map((p) => {
      const n = `<${p.name}>${p.variadic ? '...' : ''}`;
      return p.required === false ? `[${n}]` : n;
    })
    .join(' ');
}

export function defineCommand<const O extends Record<string, OptionSpec>>(spec: CommandSpec<O>): Command<O> {
  const all = optionsOf(spec as unknown as CommandSpec);
  const subs = spec.subcommands as Record<string, SubcommandSpec> | undefined;

  const allowedFor = (sub: string | undefined): string[] => {
    if (!subs || sub === undefined || !subs[sub]) return Object.keys(all);
    const own = subs[sub].options ?? [];
    return [...own, ...(spec.options.verbose ? [] : ['verbose']), 'help'];
  };

  const synopsisOf = (sub?: string): string => {
    if (subs && sub && subs[sub]) {
      const s = subs[sub];
      const opts = (s.options ?? []).map((k) => {
        const o = all[k];
        const f = `--${k}${o.type === 'boolean' ? '' : ` ${valueName(o)}`}`;
        return s.required?.includes(k) ? f : `[${f}]`;
      });
      const rest = [synopsis(s.positionals), ...opts].filter(Boolean);
      const invocation = s.invocation ?? `${spec.name} ${sub}`;
      return rest.length ? [invocation, ...rest].join(' ') : invocation.replace(/ --$/, '');
    }
    if (subs) return `${spec.name} <command> [arguments] [options]`;
    // an option and its value stay on one line
    const opts = Object.entries(spec.options).map(([k, o]) => `[--${k}${o.type === 'boolean' ? '' : `\u0000${valueName(o)}`}]`);
    return wrap([spec.name.replace(/ /g, '\u0000'), synopsis(spec.positionals), ...opts].filter(Boolean).join(' '), 4, 7).replace(/\u0000/g, ' ');
  };

  const usage = (sub?: string): string => {
    const lines = [`Usage: ${synopsisOf(sub)}`];
    if (subs && !(sub && subs[sub])) {
      lines.push('', 'Commands:', table(Object.entries(subs).map(([n, s]) => [n, s.summary])));
    }
    const invocation = sub && subs?.[sub] ? (subs[sub].invocation ?? `${spec.name} ${sub}`) : spec.name;
    lines.push('', `Run \`${invocation} --help\` for every option, its default and examples.`);
    return lines.join('\n');
  };

  const optionRows = (names: string[]): [string, string][] =>
    names.map((n) => {
      const o = all[n];
      const extra = o.multiple ? ' (repeatable)' : '';
      return [flag(n, o), o === BUILTIN_HELP ? o.description : `${o.description}${extra} (default: ${defaultOf(o)})`];
    });

  const exitStatus = spec.exitStatus ?? '0 on success, 1 when the work failed, 2 for bad arguments (nothing was done).';

  const help = (sub?: string): string => {
    const out: string[] = [];
    if (subs && sub && subs[sub]) {
      const s = subs[sub];
      out.push(`Usage: ${synopsisOf(sub)}`, '', wrap(s.summary, 0));
      if (s.description) out.push('', paragraph(s.description));
      if (s.positionals?.length) out.push('', 'Arguments:', table(s.positionals.map((p) => [`<${p.name}>`, p.description])));
      out.push('', 'Options:', table(optionRows(allowedFor(sub))));
      if (spec.env?.length) out.push('', 'Environment:', table(spec.env.map((e) => [e.name, e.description])));
      const ex = s.examples ?? [];
      if (ex.length) out.push('', 'Examples:', ...ex.map((e) => `  ${e.command}${e.description ? `\n      ${wrap(e.description, 6)}` : ''}`));
      out.push('', `Exit status: ${wrap(s.exitStatus ?? exitStatus, 0, 13)}`);
      return out.join('\n');
    }
    out.push(`Usage: ${synopsisOf()}`, '', wrap(spec.summary, 0));
    if (spec.description) out.push('', paragraph(spec.description));
    if (subs) {
      const groups = new Map<string, [string, string][]>();
      for (const [n, s] of Object.entries(subs)) {
        const g = s.group ?? 'Commands';
        if (!groups.has(g)) groups.set(g, []);
        groups.get(g)!.push([[n, synopsis(s.positionals), ...(s.required ?? []).map((k) => `--${k} ${valueName(all[k])}`)].filter(Boolean).join(' '), s.invocation ? `${s.summary} (\`${s.invocation.replace(/ --$/, '')}\`)` : s.summary]);
      }
      out.push('', 'Commands:');
      const col = columnOf([...groups.values()].flat());
      if (groups.size === 1 && groups.has('Commands')) out.push(table(groups.get('Commands')!, 2, col));
      else for (const [g, rows] of groups) out.push(`  ${g}`, table(rows, 4, col));
    }
    if (spec.positionals?.length) out.push('', 'Arguments:', table(spec.positionals.map((p) => [`<${p.name}>`, p.description])));
    out.push('', 'Options:', table(optionRows(Object.keys(all))));
    if (subs) out.push('', `Each command accepts only its own options: \`${spec.name} <command> --help\` lists them.`);
    if (spec.env?.length) out.push('', 'Environment:', table(spec.env.map((e) => [e.name, e.description])));
    const examples = [...spec.examples, ...(subs ? Object.values(subs).flatMap((s) => s.examples ?? []) : [])];
    if (examples.length) out.push('', 'Examples:', ...examples.map((e) => `  ${e.command}${e.description ? `\n      ${wrap(e.description, 6)}` : ''}`));
    out.push('', `Exit status: ${wrap(exitStatus, 0, 13)}`);
    return out.join('\n');
  };

  const parse = (argv: string[]): Parsed<O> => {
    const config: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
    for (const [n, o] of Object.entries(all)) config[n] = { type: o.type === 'boolean' ? 'boolean' : 'string', ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) };
    const { tokens } = parseArgs({ args: argv, options: config, strict: false, allowPositionals: true, tokens: true });
    const raw: string[] = tokens.filter((t) => t.kind === 'positional').map((t) => (t as { value: string }).value);
    let help = tokens.some((t) => t.kind === 'option' && t.name === 'help');

    let subcommand: string | undefined;
    let positionals = raw;
    if (subs) {
      subcommand = raw[0];
      positionals = raw.slice(1);
      if (subcommand === 'help') {
        help = true;
        subcommand = positionals[0];
        positionals = [];
      }
      if (subcommand !== undefined && !subs[subcommand]) {
        const hint = didYouMean(subcommand, Object.keys(subs));
        throw new UsageError(`unknown command ${JSON.stringify(subcommand)}${hint ? `; did you mean ${hint}?` : ''}`);
      }
    }

    const allowed = allowedFor(subcommand);
    const values: Record<string, unknown> = {};
    const rawValues: Record<string, string[]> = {};
    for (const t of tokens) {
      if (t.kind !== 'option') continue;
      const shown = t.rawName;
      const o = all[t.name];
      if (!o || (t.rawName.startsWith('--') && o.short === t.name) || (!t.rawName.startsWith('--') && o.short !== t.rawName.slice(1))) {
        if (help) continue; // --help wins over a typo elsewhere
        const known = Object.keys(all).filter((k) => allowed.includes(k));
        const hint = t.rawName.startsWith('--') ? didYouMean(t.name, known) : null;
        throw new UsageError(`unknown option ${shown}${hint ? `; did you mean --${hint}?` : ''}`, subcommand);
      }
      if (!allowed.includes(t.name)) {
        if (help) continue;
        throw new UsageError(`${shown} does not apply to ${subcommand}`, subcommand);
      }
      if (o.type === 'boolean') {
        if (t.value !== undefined) throw new UsageError(`${shown} takes no value (got ${JSON.stringify(t.value)})`, subcommand);
        values[t.name] = true;
        continue;
      }
      const v = t.value;
      if (v === undefined || (!t.inlineValue && /^--?[A-Za-z]/.test(v) && !/^-\d/.test(v))) {
        if (help) continue;
        throw new UsageError(`${shown} needs a value (${valueName(o)})`, subcommand);
      }
      (rawValues[t.name] ??= []).push(v);
    }
    if (help) return { values: values as Values<O>, positionals, args: {}, subcommand, help: true };

    for (const [n, o] of Object.entries(all)) {
      const given = rawValues[n];
      if (o.type === 'boolean') {
        values[n] ??= o.default === true;
        continue;
      }
      if (!given) {
        if (o.default !== undefined) values[n] = Array.isArray(o.default) ? [...o.default] : o.default;
        continue;
      }
      const converted = given.map((v) => convert(n, o, v, subcommand));
      values[n] = o.multiple ? converted : converted[converted.length - 1];
    }

    if (subs && subcommand === undefined) throw new UsageError('a command is required');
    const sub = subcommand ? subs?.[subcommand] : undefined;
    for (const k of sub?.required ?? []) if (rawValues[k] === undefined) throw new UsageError(`${subcommand} needs --${k} ${valueName(all[k])}`, subcommand);

    const declared = (sub ? sub.positionals : spec.positionals) ?? [];
    const args: Record<string, string | undefined> = {};
    const variadic = declared.length > 0 && declared[declared.length - 1].variadic;
    const min = declared.filter((p) => p.required !== false).length;
    const where = subcommand ? `${subcommand} ` : '';
    if (positionals.length < min) {
      const missing = declared.slice(positionals.length).filter((p) => p.required !== false);
      throw new UsageError(`${where}needs ${missing.map((p) => `<${p.name}>`).join(' ')}`, subcommand);
    }
    if (!variadic && positionals.length > declared.length) {
      const extra = positionals.slice(declared.length);
      throw new UsageError(
        `unexpected argument${extra.length > 1 ? 's' : ''} ${extra.map((e) => JSON.stringify(e)).join(' ')} (${where || `${spec.name.replace(/ --$/, '')} `}takes ${declared.length ? `only ${synopsis(declared)}` : 'no arguments'})`,
        subcommand,
      );
    }
    declared.forEach((p, i) => {
      const v = positionals[i];
      if (p.choices && v !== undefined && !p.variadic && !p.choices.includes(v)) {
        const hint = didYouMean(v, p.choices);
        throw new UsageError(`<${p.name}> must be one of ${p.choices.join(', ')}, got ${JSON.stringify(v)}${hint ? `; did you mean ${hint}?` : ''}`, subcommand);
      }
      args[p.name] = p.variadic ? (positionals.slice(i).join(' ') || undefined) : positionals[i];
    });
    return { values: values as Values<O>, positionals, args, subcommand, help: false };
  };

  const run: Command<O>['run'] = async (handler, argv = process.argv.slice(2)) => {
    let parsed: Parsed<O>;
    try {
      parsed = parse(argv);
    } catch (err) {
      if (err instanceof UsageError) {
        process.stderr.write(`error: ${err.message}\n\n${usage(err.subcommand)}\n`);
        return exit(2);
      }
      throw err;
    }
    if (parsed.help) {
      process.stdout.write(`${help(parsed.subcommand)}\n`);
      return exit(0);
    }
    try {
      const code = await handler(parsed);
      return exit(typeof code === 'number' ? code : 0);
    } catch (err) {
      if (err instanceof UsageError) {
        process.stderr.write(`error: ${err.message}\n\n${usage(err.subcommand ?? parsed.subcommand)}\n`);
        return exit(2);
      }
      const verbose = parsed.values.verbose === true || !!process.env.DEBUG;
      process.stderr.write(`${formatFailure(err, verbose)}\n`);
      return exit(err instanceof CliError ? err.exitCode : 1);
    }
  };

  return { spec: spec as unknown as CommandSpec, parse, help, usage, run };
}

function convert(name: string, o: OptionSpec, v: string, subcommand: string | undefined): unknown {
  const fail = (why: string) => new UsageError(`--${name} ${why}, got ${JSON.stringify(v)}`, subcommand);
  if (o.choices && !o.choices.includes(v)) {
    const hint = didYouMean(v, o.choices);
    throw new UsageError(`--${name} must be one of ${o.choices.join(', ')}, got ${JSON.stringify(v)}${hint ? `; did you mean ${hint}?` : ''}`, subcommand);
  }
  const message = o.validate?.(v);
  if (message) throw new UsageError(`--${name} ${message}, got ${JSON.stringify(v)}`, subcommand);
  if (o.type !== 'number') return v;
  const n = v.trim() === '' ? NaN : Number(v);
  const bounds = [
    o.min !== undefined && o.max !== undefined ? `from ${o.min} to ${o.max}` : o.min !== undefined ? `of at least ${o.min}` : '',
    o.above !== undefined ? `above ${o.above}` : '',
    o.max !== undefined && o.min === undefined ? (o.above !== undefined ? `and at most ${o.max}` : `of at most ${o.max}`) : '',
  ].filter(Boolean);
  const what = [o.integer ? 'a whole number' : 'a number', ...bounds].join(' ');
  if (!Number.isFinite(n) || (o.integer && !Number.isInteger(n))) throw fail(`must be ${what}`);
  if ((o.min !== undefined && n < o.min) || (o.above !== undefined && n <= o.above) || (o.max !== undefined && n > o.max)) throw fail(`must be ${what}`);
  return n;
}

/** `error: <message>` on one line (a message of several lines is joined); the stack trace only when verbose. */
export function formatFailure(err: unknown, verbose: boolean): string {
  if (verbose && err instanceof Error && err.stack) return `error: ${err.stack}`;
  const message = (err instanceof Error ? err.message : String(err)).split('\n').map((l) => l.trim()).filter(Boolean).join(' ');
  return `error: ${message || (err instanceof Error ? err.name : 'failed')}`;
}

function exit(code: number): never {
  // let stdout/stderr drain before the process ends (they are asynchronous when piped)
  process.exitCode = code;
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  return undefined as never;
}

/** Validators for `validate`. */
export const validators = {
  /** YYYY-MM-DD, a real calendar day */
  day: (raw: string): string | undefined => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
    if (!m) return 'must be a date YYYY-MM-DD';
    const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
    return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? undefined : 'must be a real calendar date YYYY-MM-DD';
  },
  /** an ISO 8601 date-time (or date) */
  dateTime: (raw: string): string | undefined =>
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) && !Number.isNaN(new Date(raw).getTime()) ? undefined : 'must be an ISO date-time',
  /** an http(s) URL */
  httpUrl: (raw: string): string | undefined => {
    try {
      const u = new URL(raw);
      return u.protocol === 'http:' || u.protocol === 'https:' ? undefined : 'must be an http:// or https:// URL';
    } catch {
      return 'must be an http:// or https:// URL';
    }
  },
};
