/**
 * npm run export -- LIST [--filter NAME=VALUE …] [--format csv|ndjson] …
 *
 * Streams one export from a running service (docs/export.md) to standard
 * output or a file, with a progress bar on standard error when it is a
 * terminal. A broken connection resumes after the last complete record; an
 * export the service stops (the day's quota, the Free cap) ends with exit
 * status 3 and the command that continues it.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { CliError, defineCommand, UsageError } from '../cli/args.js';
import { progressBar } from '../cli/progress.js';
import { ExportHttpError, runExport } from './client.js';

const command = defineCommand({
  name: 'npm run export --',
  summary: 'Stream every row of a list of a running service as CSV or NDJSON.',
  description:
    'LIST is a list path without /api/: contracts, sled/opportunities, entities/<uei>/contracts. Filters, shape and ordering are the list\'s own query parameters. ' +
    'Rows go to standard output (or --output); the progress goes to standard error. An export stopped by the quota exits 3 and prints the --after that continues it.',
  positionals: [{ name: 'list', description: 'the list to export, e.g. contracts or entities/<uei>/contracts', required: true }],
  options: {
    filter: { type: 'string', multiple: true, short: 'f', valueName: 'NAME=VALUE', description: 'a query parameter of the list (a filter, shape, ordering, flat, joiner…); repeat for more', validate: (raw) => (/^[A-Za-z_][A-Za-z0-9_]*=/.test(raw) ? undefined : 'give NAME=VALUE') },
    format: { type: 'string', choices: ['csv', 'ndjson'], default: 'ndjson', description: 'output format' },
    after: { type: 'string', valueName: 'KEY', description: 'resume after the record with this key (the last one received); CSV then leaves the header out, to append' },
    bom: { type: 'boolean', description: 'CSV: start with a UTF-8 byte order mark (Excel)' },
    output: { type: 'string', short: 'o', valueName: 'FILE', description: 'write to FILE instead of standard output (appended with --after)' },
    'base-url': { type: 'string', default: 'http://127.0.0.1:8000', valueName: 'URL', description: 'the service' },
    'api-key': { type: 'string', valueName: 'KEY', defaultText: 'PDS_API_KEY', description: 'API key (sent as X-API-KEY)' },
    retries: { type: 'number', integer: true, min: 0, max: 100, default: 3, description: 'resumptions after a broken connection' },
  },
  env: [{ name: 'PDS_API_KEY', description: 'API key when --api-key is not given' }],
  examples: [
    { command: 'npm run export -- contracts --filter fiscal_year=2024 --format csv > out.csv', description: 'the contracts of fiscal year 2024 as CSV' },
    { command: 'npm run export -- sled/opportunities -f state=TX -f shape=opportunity_id,title,state > tx.ndjson', description: 'Texas solicitations, two fields, as NDJSON' },
    { command: 'npm run export -- contracts -f fiscal_year=2024 --format csv --after CONT_AWD_… >> out.csv', description: 'continue an export that stopped' },
  ],
  exitStatus: '0 every row was written; 1 a failure (the service refused the export, or the connection broke too often); 2 a bad argument; 3 the service stopped the export early (the message says why and how to continue).',
});

command.run(async ({ values, args }) => {
  const params: [string, string][] = (values.filter ?? []).map((f) => {
    const i = f.indexOf('=');
    return [f.slice(0, i), f.slice(i + 1)];
  });
  for (const [k] of params) if (k === 'format' || k === 'after') throw new UsageError(`give ${k} as --${k}, not as a --filter`);
  if (values.bom) params.push(['bom', 'true']);
  const apiKey = values['api-key'] ?? process.env.PDS_API_KEY;
  const list = args.list!;
  const file = values.output ? fs.createWriteStream(values.output, { flags: values.after ? 'a' : 'w' }) : process.stdout;
  const write = async (chunk: Uint8Array) => {
    if (!file.write(chunk)) await once(file, 'drain');
  };
  const bar = progressBar({ format: `${list} {bar} {value} rows | {speed} rows/s` });
  const started = Date.now();
  bar.start(0, 0, { speed: 0 });
  let result;
  try {
    result = await runExport({
      baseUrl: values['base-url'],
      ...(apiKey ? { apiKey } : {}),
      list,
      params,
      format: values.format,
      ...(values.after ? { after: values.after } : {}),
      retries: values.retries,
      write,
      onProgress: (rows) => {
        if (rows > bar.getTotal()) bar.setTotal(rows);
        bar.update(rows, { speed: Math.round(rows / Math.max(0.001, (Date.now() - started) / 1000)) });
      },
      onRetry: (err, after) => process.stderr.write(`\nconnection broken (${err.message}); resuming after ${after ?? 'the start'}\n`),
    });
  } catch (err) {
    bar.stop();
    if (err instanceof ExportHttpError) throw new CliError(err.message, 1);
    throw err;
  } finally {
    if (file !== process.stdout) {
      file.end();
      await once(file, 'close');
    }
  }
  bar.stop();
  const seconds = (Date.now() - started) / 1000;
  if (result.stopped) {
    const resume = result.after ? ` Continue with: npm run export -- ${list} ${params.filter(([k]) => k !== 'bom').map(([k, v]) => `--filter '${k}=${v}'`).join(' ')} --format ${values.format} --after '${result.after}'` : '';
    process.stderr.write(`stopped after ${result.rows} rows: ${result.stopped.error}${resume}\n`);
    return 3;
  }
  process.stderr.write(`${result.rows} rows in ${seconds.toFixed(1)} s\n`);
  return 0;
});
