/**
 * Delimited text of one part, record by record: decoded as a stream
 * (src/load/decode.ts), parsed by csv-parse, the header first (after the rows
 * a source's preamble puts before it), then each record with the line it
 * starts on. This module holds no database or source code, so that it can run
 * in the parse thread (src/load/csv-thread.ts) as well as in the loader's.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { decoder, type DecodeReport } from './decode.js';
import { cleanName } from './layout.js';

/** Rows a source's files may carry before the header, recognised by the first row's leading names. */
export interface Preamble {
  firstRow: readonly string[];
  rows: number;
}

export type CsvItem = { header: string[] } | { fields: string[]; line: number; nul?: true };

/** What the reader needs to know of a part. */
export interface CsvPart {
  label: string;
  /** the file or entry name: its extension picks the delimiter */
  name: string;
  open(): Promise<Readable>;
}

/** A part that cannot be parsed (the message names the part and, where known, the line). */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

export const delimiterOf = (name: string) => (/\.tsv$/i.test(name) ? '\t' : /\.txt$/i.test(name) ? '|' : ',');

/** A parser's message for a terminal: control characters shown as \\uXXXX escapes, at most 300 characters (a binary file's "value" can be anything). */
export function printable(message: string): string {
  const clean = message.replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return clean.length > 300 ? `${clean.slice(0, 300)}…` : clean;
}

/** Rows before the header (a source's search summary), recognised by the first row's names. */
export function preambleRows(firstRow: readonly string[], preambles: readonly Preamble[]): number {
  const names = firstRow.map(cleanName);
  const pre = preambles.find((p) => p.firstRow.every((n, i) => names[i] === n));
  return pre ? pre.rows : 0;
}

/** The records of one part, row by row: the header first, then each row with its line. */
export async function* readCsv(
  part: CsvPart,
  encoding: 'utf8' | 'cp1252',
  preambles: readonly Preamble[],
  onBytes: (n: number) => void,
  state: { report?: DecodeReport },
): AsyncGenerator<CsvItem> {
  const input = await part.open();
  const dec = decoder(encoding, onBytes);
  state.report = dec.report;
  // csv-parse's info.lines miscounts quoted CRLFs: lines are counted here from each record's raw text (which starts with the skipped blank lines)
  // relax_quotes: a quote inside an unquoted field (a stray inch mark in a description) is a character of the value, as
  // PostgreSQL's COPY, Excel and Python read it, instead of an error that stopped the whole file
  const parser = parse({ delimiter: delimiterOf(part.name), info: true, raw: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: false });
  const flowing = pipeline(input, dec, parser).catch((err: Error) => {
    parser.destroy(err);
  });
  let breaks = 0;
  let first = true;
  let skip = -1;
  const BREAK = /\r\n|\r|\n/g;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; raw: string }>) {
      const lead = /^[\r\n]*/.exec(rec.raw)![0];
      const line = breaks + (lead.match(BREAK)?.length ?? 0) + 1;
      breaks += rec.raw.match(BREAK)?.length ?? 0;
      if (skip < 0) skip = preambleRows(rec.record, preambles);
      if (skip > 0) {
        skip--;
        continue;
      }
      if (first) {
        first = false;
        yield { header: rec.record };
        continue;
      }
      // a NUL byte (never data; PostgreSQL text cannot hold it) marks the row for rejection
      yield rec.raw.includes('\0') ? { fields: rec.record, line, nul: true } : { fields: rec.record, line };
    }
  } catch (err) {
    const e = err as Error & { code?: string };
    if (!e.code?.startsWith('CSV_')) throw new CsvError(`${part.label}: the CSV cannot be read: ${printable(e.message)}`);
    // csv-parse names the line where it stopped, which for a quote never closed is the end of the file: the record
    // that failed is the one after the last record read
    const why = e.code === 'CSV_QUOTE_NOT_CLOSED' ? 'Quote Not Closed (a quoted field of the record starting there runs to the end of the file)' : printable(e.message);
    throw new CsvError(`${part.label}: the CSV cannot be read (line ${breaks + 1}): ${why}`);
  } finally {
    input.destroy();
    await flowing;
  }
}
