/**
 * The parse thread (src/load/csv-thread.ts starts it): reads one part, decodes
 * and parses it (src/load/csv.ts), and posts its records in batches. It posts
 * at most `credit` batches ahead of what the loader has taken, so the file is
 * read no faster than it is loaded and memory stays flat.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CsvError, readCsv, type CsvItem, type Preamble } from './csv.js';
import type { DecodeReport } from './decode.js';
import { openPart } from './input.js';

export interface CsvThreadInput {
  file: string;
  entry: string | null;
  label: string;
  name: string;
  encoding: 'utf8' | 'cp1252';
  preambles: Preamble[];
  /** records per message */
  batch: number;
  /** messages posted ahead of the loader */
  credit: number;
}

export type CsvThreadMessage =
  | { items: CsvItem[]; bytes: number; report: DecodeReport | null }
  | { done: true; bytes: number; report: DecodeReport | null }
  | { error: string; csv: boolean };

const input = workerData as CsvThreadInput;
const port = parentPort!;
let credit = input.credit;
let wake: (() => void) | null = null;
port.on('message', (m: { credit: number }) => {
  credit += m.credit;
  wake?.();
  wake = null;
});

async function run(): Promise<void> {
  const state: { report?: DecodeReport } = {};
  let bytes = 0;
  let items: CsvItem[] = [];
  const post = async () => {
    while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    port.postMessage({ items, bytes, report: state.report ?? null } satisfies CsvThreadMessage);
    items = [];
    bytes = 0;
  };
  const part = { label: input.label, name: input.name, open: () => openPart(input.file, input.entry) };
  for await (const item of readCsv(part, input.encoding, input.preambles, (n) => (bytes += n), state)) {
    items.push(item);
    // the header goes alone, so that the loader matches the layout while the first rows are parsed
    if ('header' in item || items.length >= input.batch) await post();
  }
  if (items.length) await post();
  port.postMessage({ done: true, bytes, report: state.report ?? null } satisfies CsvThreadMessage);
}

run().catch((err: Error) => {
  port.postMessage({ error: err.message, csv: err instanceof CsvError } satisfies CsvThreadMessage);
});
