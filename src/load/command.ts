/**
 * `npm run load -- <source> <file|zip|dir>...`: the declaration of the
 * command (src/cli/args.ts) and its handler, apart from the entry point
 * (src/load/cli.ts) so that tests run the same handler in process.
 *
 * Every input's header is checked against the source's layout before the
 * database is opened: a file of another source, or of no known layout,
 * fails at once (exit 1) with the closest layout and the missing columns.
 */
import { UsageError, defineCommand, type Parsed } from '../cli/args.js';
import { progressBar } from '../cli/progress.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { CSV_THREAD_MIN_BYTES } from './csv-thread.js';
import { checkInputs, detectInputs, formatSummary, load, LoadError, type LoadSummary } from './run.js';
import { PLANNED_SOURCES, SOURCES } from './sources/index.js';
import { SNAPSHOT_MODES, type SnapshotMode } from './snapshot.js';
import { didYouMean } from '../cli/args.js';

export const DEFAULT_REJECTS = 'load-rejects.csv';

export const command = defineCommand({
  name: 'npm run load --',
  summary: 'Load the files the government publishes (SAM.gov, USAspending, ...) in their real layouts, through the ingestion core.',
  description: `Columns are matched by name, never by position; an older layout with fewer columns loads (the columns it lacks are left as stored). Inputs are files, .zip archives (read entry by entry, never unpacked to disk) and directories; split parts (_1.csv, _01.csv, ...) are read in part order. A file is delimited text (.csv; .tsv and .txt tab- and pipe-delimited), JSON, XML, or an .xlsx workbook (its first sheet: the GSA CALC Region 10 export), as its source ships it.

Records go through the ingestion core in batches (validation, upsert by key, change detection by value, change log, realtime alerts): loading the same file again changes nothing and fires nothing. A row that cannot be loaded goes to the rejects file (file, line, key, reason) and the rest loads. Each batch is committed on its own, so an interrupted load is resumed by running it again; with --strict the whole load is one transaction instead (all or nothing).

Sources: ${SOURCES.map((s) => `${s.name} (${s.title})`).join('; ')}. Not yet available: ${PLANNED_SOURCES.map((s) => s.name).join(', ')}. docs/sources.md maps every real column to our field.`,
  positionals: [
    { name: 'source', description: `the source (${SOURCES.map((s) => s.name).join(', ')}), or auto to detect it from each file's header; with --detect, the first input` },
    { name: 'input', description: 'files, .zip archives or directories', variadic: true, required: false },
  ],
  options: {
    detect: { type: 'boolean', description: 'only name the source and layout of each input from its header (every argument is an input); loads nothing' },
    strict: { type: 'boolean', description: 'the whole load in one transaction: the first rejected row (or any failure) rolls it all back, and nothing is written' },
    rejects: { type: 'string', valueName: 'FILE', default: DEFAULT_REJECTS, description: 'where rejected rows are written as CSV (file, line, key, reason); created only when a row is rejected' },
    snapshot: {
      type: 'string',
      choices: SNAPSHOT_MODES,
      default: 'auto',
      description:
        'sources that publish full snapshots (SAM exclusions, SAM contract opportunities): auto takes a file named as the full file (SAM_Exclusions_Public..., ContractOpportunitiesFull...) as a complete listing and marks the records it no longer lists (exclusions lifted, notices inactive), unless more than half would go; yes takes every file of such a source as complete, without that guard; no marks nothing',
    },
    json: { type: 'boolean', description: 'print the summary as JSON on stdout' },
  },
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
    { name: 'LOG_LEVEL', description: 'log level of the ingestion cycles, on stderr (default: warn)' },
    { name: 'LOAD_PARSE_THREAD_BYTES', description: `CSV files (or archive entries) of at least this many bytes are decoded and parsed in a second thread, on the other core (default: ${CSV_THREAD_MIN_BYTES}; 0: every CSV file)` },
  ],
  examples: [
    { command: 'npm run load -- sam-exclusions SAM_Exclusions_Public_V2_Extract_26140.ZIP', description: 'the daily exclusions extract, zipped as downloaded' },
    { command: 'npm run load -- sam-opportunities ContractOpportunitiesFullCSV.csv --rejects opp-rejects.csv', description: 'the contract opportunities extract (Windows-1252)' },
    { command: 'npm run load -- sam-exclusions filtered-exclusions.csv --snapshot no', description: 'a hand-filtered copy: load its records, lift none of the others' },
    { command: 'npm run load -- --detect downloads/', description: 'which source each file in a directory is' },
    { command: 'npm run load -- auto downloads/', description: 'load every file of a directory, each by the source its header names' },
  ],
  exitStatus: '0 when every input was loaded (rows rejected are in the rejects file and the summary), 1 when an input cannot be read or matches no layout, or --strict stopped at a rejected row, 2 for bad arguments (nothing was done).',
});

export interface LoadIo {
  /** the database is opened only after the inputs' headers are checked */
  openDatabase(): Promise<Database>;
  logger: Logger;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** draw a progress bar (stderr is a terminal) instead of plain log lines */
  tty: boolean;
  now?: Date;
}

export interface LoadOutcome {
  code: number;
  summary?: LoadSummary;
}

/** LOAD_PARSE_THREAD_BYTES: a whole number of bytes, or unset (the default). */
function parseThreadBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return CSV_THREAD_MIN_BYTES;
  if (!/^\d{1,15}$/.test(value.trim())) throw new UsageError(`LOAD_PARSE_THREAD_BYTES must be a whole number of bytes (0: every CSV file in the parse thread), got ${JSON.stringify(value)}`);
  return Number(value.trim());
}

/** The handler: the parsed arguments, then the load; returns the exit status (and the summary). */
export async function runLoadCommand(parsed: Parsed<typeof command.spec.options> | ReturnType<typeof command.parse>, io: LoadIo): Promise<LoadOutcome> {
  const values = parsed.values as { detect: boolean; strict: boolean; rejects: string; json: boolean; snapshot: SnapshotMode };
  if (values.detect) {
    if (!parsed.positionals.length) throw new UsageError('--detect needs at least one <input>');
    const found = await detectInputs(parsed.positionals).catch((err: Error) => {
      throw new LoadError(err.message);
    });
    if (!found.length) throw new LoadError(`no input file found in ${parsed.positionals.join(' ')}`);
    let bad = 0;
    for (const f of found) {
      if (f.match) {
        const m = f.match;
        io.stdout(`${f.label}: ${m.source.name} (${m.source.title}), layout "${m.layout}"${m.absent.length ? `; ${m.absent.length} known columns absent (older layout)` : ''}${m.unknown.length ? `; ${m.unknown.length} columns unknown: ${m.unknown.slice(0, 5).join(', ')}` : ''}`);
      } else {
        bad++;
        io.stdout(`${f.label}: ${f.error}`);
      }
    }
    return { code: bad ? 1 : 0 };
  }
  const [source, ...inputs] = parsed.positionals;
  if (source !== 'auto' && !SOURCES.some((s) => s.name === source)) {
    const planned = PLANNED_SOURCES.find((s) => s.name === source);
    if (planned) throw new LoadError(`the source ${source} (${planned.title}) has no loader yet; available: ${SOURCES.map((s) => s.name).join(', ')}`);
    const hint = didYouMean(source, [...SOURCES.map((s) => s.name), 'auto']);
    throw new UsageError(`<source> must be one of ${SOURCES.map((s) => s.name).join(', ')} or auto, got ${JSON.stringify(source)}${hint ? `; did you mean ${hint}?` : ''}`);
  }
  if (!inputs.length) throw new UsageError('needs at least one <input> (a file, a .zip archive or a directory)');

  const threadBytes = parseThreadBytes(process.env.LOAD_PARSE_THREAD_BYTES);
  await checkInputs(source, inputs);
  const db = await io.openDatabase();
  const bar = io.tty ? progressBar({ format: '{bar} {percentage}% | {mb}/{totalMb} MB | {rows} rows | {rate} rows/s | ETA {eta_formatted}' }) : null;
  const t0 = Date.now();
  let started = false;
  try {
    const summary = await load(
      db.prisma,
      {
        source,
        inputs,
        strict: values.strict,
        snapshot: values.snapshot,
        csvThreadMinBytes: threadBytes,
        rejectsFile: values.rejects,
        now: io.now,
        db,
        log: bar ? undefined : (line) => io.stderr(`${new Date().toISOString()} ${line}`),
        onProgress: bar
          ? ({ bytes, totalBytes, rows }) => {
              const payload = { mb: (bytes / 1e6).toFixed(1), totalMb: (totalBytes / 1e6).toFixed(1), rows, rate: Math.round(rows / Math.max(0.001, (Date.now() - t0) / 1000)) };
              if (!started) {
                started = true;
                bar.start(Math.max(totalBytes, 1), bytes, payload);
              } else bar.update(bytes, payload);
            }
          : undefined,
      },
      io.logger,
    );
    bar?.stop();
    io.stdout(values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary).join('\n'));
    return { code: 0, summary };
  } catch (err) {
    bar?.stop();
    if (err instanceof LoadError && err.summary) {
      io.stdout(values.json ? JSON.stringify(err.summary, null, 2) : formatSummary(err.summary).join('\n'));
      io.stderr(`error: ${err.message}`);
      return { code: 1, summary: err.summary };
    }
    throw err;
  } finally {
    await db.close();
  }
}
