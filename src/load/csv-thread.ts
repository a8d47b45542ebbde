/**
 * CSV parts read in a second thread: decoding, inflating and parsing a large
 * part (about a quarter of the loader's work on a USAspending file) run on
 * the other core while the loader's thread maps and stages the rows before
 * them. The records and their lines are the same as src/load/csv.ts gives in
 * the loader's thread (the thread runs that code); parts smaller than
 * `CSV_THREAD_MIN_BYTES` are read in the loader's thread, where starting a
 * thread would cost more than it saves.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CsvError, type CsvItem, type Preamble } from './csv.js';
import type { CsvThreadInput, CsvThreadMessage } from './csv-worker.js';
import type { DecodeReport } from './decode.js';
import type { Part } from './input.js';

/** Parts of at least this many (uncompressed) bytes are parsed in the parse thread. */
export const CSV_THREAD_MIN_BYTES = 16 * 1024 * 1024;

/**
 * The thread runs the TypeScript sources as the loader does, through tsx (its module API: a worker does not take
 * tsx's --import hooks from the command line).
 */
const TSX_API = (() => {
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(pkg), exports['./esm/api'].import.default)).href;
})();
const BOOT = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./csv-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;

/** Records per message, and messages in flight: about 2,000 rows of 300 columns ahead of the loader. */
const BATCH = 500;
const CREDIT = 4;

/** As readCsv (src/load/csv.ts), parsed in a worker thread. */
export async function* readCsvThreaded(part: Part, encoding: 'utf8' | 'cp1252', preambles: readonly Preamble[], onBytes: (n: number) => void, state: { report?: DecodeReport }): AsyncGenerator<CsvItem> {
  const input: CsvThreadInput = { file: part.file, entry: part.entry, label: part.label, name: part.name, encoding, preambles: [...preambles], batch: BATCH, credit: CREDIT };
  const worker = new Worker(BOOT, { eval: true, workerData: input, execArgv: [] });
  const queue: CsvThreadMessage[] = [];
  let wake: (() => void) | null = null;
  let exited: Error | null = null;
  const push = (m: CsvThreadMessage) => {
    queue.push(m);
    wake?.();
    wake = null;
  };
  worker.on('message', push);
  worker.on('error', (err) => push({ error: `the parse thread failed: ${err.message}`, csv: false }));
  worker.on('exit', (code) => {
    exited = new Error(`the parse thread of ${part.label} stopped${code ? ` with exit code ${code}` : ''} before the end of the part`);
    wake?.();
    wake = null;
  });
  const report = (r: DecodeReport | null) => {
    if (r) state.report = r;
  };
  state.report = { encoding: encoding === 'cp1252' ? 'windows-1252' : 'utf-8', fallbackAt: null, bytes: 0 };
  try {
    for (;;) {
      const m = queue.shift();
      if (!m) {
        if (exited) throw exited;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if ('error' in m) throw m.csv ? new CsvError(m.error) : new Error(m.error);
      report(m.report);
      if (m.bytes) onBytes(m.bytes);
      if ('done' in m) return;
      worker.postMessage({ credit: 1 });
      yield* m.items;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
