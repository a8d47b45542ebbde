/**
 * npm run ingest -- <resource> <file|-> [--snapshot <partition>] [--format json|jsonl]
 *
 * The operator CLI of ingestion: the same service as POST
 * /admin/ingest/{resource} (src/ingest/service.ts), against the configured
 * database (DATABASE_URL, or the embedded database under DATA_DIR; pending
 * migrations are applied). The file holds a JSON array of records or JSON
 * lines (by its extension .json / .jsonl / .ndjson, else by its first
 * character; --format overrides); `-` reads standard input. The cycle's
 * result is printed as JSON on stdout (exit 0); a rejected batch prints the
 * per-record report as JSON on stderr (exit 1); a usage error exits 2
 * before the file is read or the database opened (src/cli/args.ts).
 */
import fs from 'node:fs';
import { defineCommand } from '../cli/args.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ApiError } from '../engine/errors.js';
import { MAX_BYTES, parseRecords } from './service.js';
import { ingestCycle } from './cycle.js';
import { createLogger } from '../logger.js';
import { INGEST_MAPPINGS, ingestMapping } from './resources.js';

export const command = defineCommand({
  name: 'npm run ingest --',
  summary: "Ingest records of one resource from a file or standard input, in the resource's own REST detail format.",
  description: `The file holds a JSON array or JSON lines (at most ${MAX_BYTES / 1024 / 1024} MB and 100,000 records per call). A batch is written whole or not at all. The cycle's result is printed as JSON on stdout; a rejected batch prints the per-record report as JSON on stderr and exits 1.

Resources: ${INGEST_MAPPINGS.map((m) => m.name).join(', ')}.

Snapshot partitions: ${INGEST_MAPPINGS.filter((m) => m.snapshot).map((m) => `${m.name}: ${m.snapshot!.describe}`).join('; ')}.`,
  positionals: [
    { name: 'resource', description: 'the resource the records belong to (listed above)' },
    { name: 'file', description: 'a .json, .jsonl or .ndjson file; - reads standard input' },
  ],
  options: {
    snapshot: { type: 'string', valueName: 'PARTITION', description: 'the records are the whole partition: those of it not in the batch are marked as no longer listed' },
    format: { type: 'string', choices: ['json', 'jsonl'], defaultText: 'by the extension, else by the first character', description: 'how the input is written' },
  },
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
    { name: 'LOG_LEVEL', description: 'log level of the cycle, on stderr (default: warn)' },
  ],
  examples: [
    { command: 'npm run ingest -- contract_appeals appeals.json', description: 'upsert the records of a JSON array' },
    { command: 'npm run ingest -- contract_appeals asbca-2026.jsonl --snapshot asbca:2026', description: 'the whole ASBCA 2026 docket: appeals missing from it are unlisted' },
    { command: 'cat grants.ndjson | npm run ingest -- grants - --format jsonl', description: 'JSON lines from standard input' },
  ],
  exitStatus: '0 when the batch was written, 1 when it was rejected (the report is on stderr) or the file cannot be read, 2 for bad arguments (nothing was done).',
});

/** The usage text (the help of `npm run ingest -- --help`). */
export const USAGE = command.help();

command.run(async ({ args, values }) => {
  const resource = args.resource!;
  const file = args.file!;
  const format = values.format;
  let text: string;
  try {
    if (file !== '-' && fs.statSync(file).size > MAX_BYTES) throw new ApiError(413, { error: `the file is too large (at most ${MAX_BYTES} bytes)` });
    text = fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    process.stderr.write(`error: ${err instanceof ApiError ? err.message : `cannot read ${file}: ${(err as Error).message}`}\n`);
    return 1;
  }
  const fmt = format ?? (/\.json$/i.test(file) ? 'json' : /\.(jsonl|ndjson)$/i.test(file) ? 'jsonl' : 'auto');
  let db;
  try {
    const mapping = ingestMapping(resource);
    const records = parseRecords(text, fmt as 'json' | 'jsonl' | 'auto');
    const config = loadConfig();
    db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    const opts = values.snapshot !== undefined ? { mode: 'snapshot' as const, partition: values.snapshot } : {};
    const result = await ingestCycle(db.prisma, mapping, records, opts, createLogger(process.env.LOG_LEVEL ?? 'warn', process.stderr));
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ApiError) {
      process.stderr.write(`${JSON.stringify({ status: err.status, ...err.body }, null, 2)}\n`);
      return 1;
    }
    throw err;
  } finally {
    await db?.close();
  }
});
