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
 * per-record report as JSON on stderr (exit 1); a usage error exits 2.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ApiError } from '../engine/errors.js';
import { MAX_BYTES, parseRecords } from './service.js';
import { ingestCycle } from './cycle.js';
import { createLogger } from '../logger.js';
import { INGEST_MAPPINGS, ingestMapping } from './resources.js';

export const USAGE = `Usage: npm run ingest -- <resource> <file|-> [--snapshot <partition>] [--format json|jsonl]

Records in the resource's own REST detail format: a JSON array or JSON lines (at most ${MAX_BYTES / 1024 / 1024} MB
and 100,000 records per call). A batch is written whole or not at all.

Resources: ${INGEST_MAPPINGS.map((m) => m.name).join(', ')}
Snapshot partitions: ${INGEST_MAPPINGS.filter((m) => m.snapshot).map((m) => `${m.name}: ${m.snapshot!.describe}`).join('; ')}`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { snapshot: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [resource, file, ...rest] = parsed.positionals;
  const format = parsed.values.format;
  if (!resource || !file || rest.length || (format !== undefined && format !== 'json' && format !== 'jsonl')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
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
    const opts = parsed.values.snapshot !== undefined ? { mode: 'snapshot' as const, partition: parsed.values.snapshot } : {};
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
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
