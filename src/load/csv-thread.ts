/**
 * CSV parts read in a second thread: decoding, inflating and parsing a large
 * part run on the other core while the loader's thread maps and stages the
 * rows before them. The records and their lines are the same as src/load/csv.ts gives in
 * the loader's thread (the thread runs that code); parts smaller than
 * `CSV_THREAD_MIN_BYTES` are read in the loader's thread, where starting a
 * thread would cost more than it saves.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { CsvError, type CsvItem, type Preamble } from './csv.js';
import type { CsvThreadInput, CsvThreadMessage } from './csv-worker.js';
import type { DecodeReport } from './decode.js';
import type { Part } from './input.js';

/** Parts of at least this many (uncompressed) bytes are parsed in the parse thread. */
export const CSV_THREAD_MIN_BYTES = 16 * 1024 * 1024;

/**
 * The thread's code: csv-worker.ts and the loader modules it imports, bundled once per process by esbuild (the
 * compiler tsx runs) into one ES module, its packages left as imports of their files. A worker does not take tsx's
 * --import hooks from the command line; loading tsx in the thread (tsImport) started a module-hooks thread of its own
 * and compiled every file again there: about 45 MB more resident memory while a part is read.
 */
let bundle: Promise<URL> | undefined;
function workerModule(): Promise<URL> {
  const require = createRequire(import.meta.url);
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./csv-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-by-file',
        setup(b) {
          // a data: module cannot resolve a package name: each becomes the file this module resolves it to
          b.onResolve({ filter: /^[^./]/ }, (a) => ({ path: a.path.startsWith('node:') ? a.path : pathToFileURL(require.resolve(a.path)).href, external: true }));
        },
      },
    ],
  }).then((r) => new URL(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].contents).toString('base64')}`));
  return bundle;
}

/**
 * Records per message, and messages in flight: about 200 rows ahead of the loader. A message is unpacked when it
 * arrives, so what waits sits in the loader's heap, where every young-generation collection copied it: 500 rows a
 * message (four in flight) spent 4.2 s of a load of 60,000 realistic rows in those collections, 50 (eight in flight) 2.6 s.
 */
const BATCH = 50;
const CREDIT = 4;

/** As readCsv (src/load/csv.ts), parsed in a worker thread. */
export async function* readCsvThreaded(part: Part, encoding: 'utf8' | 'cp1252', preambles: readonly Preamble[], onBytes: (n: number) => void, state: { report?: DecodeReport }): AsyncGenerator<CsvItem> {
  const input: CsvThreadInput = { file: part.file, entry: part.entry, label: part.label, name: part.name, encoding, preambles: [...preambles], batch: BATCH, credit: CREDIT };
  const worker = new Worker(await workerModule(), { workerData: input, execArgv: [] });
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
