/**
 * Delimited text of one part, record by record: decoded as a stream
 * (src/load/decode.ts), parsed by PapaParse, the header first (after the rows
 * a source's preamble puts before it), then each record with the line it
 * starts on. This module holds no database or source code, so that it can run
 * in the parse thread (src/load/csv-thread.ts) as well as in the loader's.
 */
import type { Readable } from 'node:stream';
import { parse as parseSync } from 'csv-parse/sync';
import Papa from 'papaparse';
import { decoder, type DecodeReport } from './decode.js';
import { cleanName } from './layout.js';

/** Rows a source's files may carry before the header, recognised by the first row's leading names. */
export interface Preamble {
  firstRow: readonly string[];
  rows: number;
}

/**
 * A part's header, or one of its records with its line; `nul`: a field holds a NUL character (the row is rejected);
 * `unitSep`: a field holds U+001F (the unit separator, which a staged row joins its values with).
 */
export type CsvRecord = { fields: string[]; line: number; nul?: true; unitSep?: true };
export type CsvItem = { header: string[] } | CsvRecord;

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

/** The line break of a text: the first one outside a quoted field (PapaParse's parser takes one per file, as csv-parse found one). */
function lineBreakOf(text: string): '\r\n' | '\n' | '\r' | null {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted && c === 13) return i + 1 < text.length ? (text.charCodeAt(i + 1) === 10 ? '\r\n' : '\r') : null;
    else if (!quoted && c === 10) return '\n';
  }
  return null;
}

const BREAK = /\r\n|\r|\n/g;
/** Line breaks inside a record's values (quoted newlines): the record after it starts that many lines further down. */
function breaksIn(fields: readonly string[]): number {
  let n = 0;
  for (const f of fields) if (f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0) n += f.match(BREAK)!.length;
  return n;
}

/** A record longer than this is not one: a quoted field that is never closed, read to the end of the file. */
const MAX_RECORD_CHARS = 64 * 1024 * 1024;

/**
 * The records of one part, row by row: the header first, then each row with its line.
 *
 * Parsed by PapaParse's parser (about three times as fast as csv-parse on a USAspending file, which made the parse
 * thread the bound of staging), chunk by chunk of the decoded text: each chunk's last record, which may go on in the
 * next chunk, is parsed again with it. A quote inside an unquoted field is a character of the value (as PostgreSQL's
 * COPY, Excel and Python read it); empty lines are skipped; a quoted field never closed fails the part naming the
 * line its record starts on. A record PapaParse finds malformed (a closing quote followed by something other than a
 * delimiter or the end of the line) is read again by csv-parse, as the loader read every record before (the field
 * unquoted, its quotes kept), and PapaParse goes on after it.
 */
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
  dec.setEncoding('utf8');
  input.on('error', (err) => dec.destroy(err));
  input.pipe(dec);
  const delimiter = delimiterOf(part.name);
  let newline: '\r\n' | '\n' | '\r' | null = null;
  let carry = '';
  let breaks = 0;
  let first = true;
  let skip = -1;
  const fail = (why: string): never => {
    throw new CsvError(`${part.label}: the CSV cannot be read (line ${breaks + 1}): ${why}`);
  };
  const notClosed = 'Quote Not Closed (a quoted field of the record starting there runs to the end of the file)';
  /** one record as it goes on from the previous one (a data row or an empty line) */
  function* record(fields: string[], marks: { nul: boolean; sep: boolean }): Generator<CsvItem> {
    const line = breaks + 1;
    breaks += 1 + breaksIn(fields);
    if (fields.length === 1 && fields[0] === '') return; // an empty line
    if (skip < 0) skip = preambleRows(fields, preambles);
    if (skip > 0) {
      skip--;
      return;
    }
    if (first) {
      first = false;
      yield { header: fields };
      return;
    }
    // a NUL byte (never data; PostgreSQL text cannot hold it) marks the row for rejection; U+001F is data, marked
    // for the staging of grouped sources (looked for once per chunk: per field it cost a second per 60,000 rows)
    const item: CsvRecord = { fields, line };
    if (marks.nul && fields.some((f) => f.includes('\0'))) item.nul = true;
    if (marks.sep && fields.some((f) => f.includes('\u001f'))) item.unitSep = true;
    yield item;
  }
  /** the records of `text`, all of them at the end of the part, else all but the last (which may go on: kept in `carry`) */
  function* records(text: string, last: boolean): Generator<CsvItem> {
    if (!newline) {
      newline = lineBreakOf(text);
      if (!newline && !last) {
        carry = text; // no line break yet: the header goes on in the next chunk
        if (carry.length > MAX_RECORD_CHARS) fail(`a record longer than ${MAX_RECORD_CHARS / 1048576} MiB (is a quoted field never closed?)`);
        return;
      }
    }
    const marks = { nul: text.includes('\0'), sep: text.includes('\u001f') };
    // the common case: the chunk's records in one call, none malformed
    const fast = new Papa.Parser({ delimiter, newline: newline ?? '\n', quoteChar: '"', escapeChar: '"' });
    const whole = fast.parse(text, 0, !last) as unknown as { data: string[][]; errors: { row?: number }[]; meta: { cursor: number } };
    if (!whole.errors.some((e) => e.row !== undefined && e.row < whole.data.length)) {
      for (const fields of whole.data) yield* record(fields, marks);
      carry = last ? '' : text.slice(whole.meta.cursor);
      if (carry.length > MAX_RECORD_CHARS) fail(`a record longer than ${MAX_RECORD_CHARS / 1048576} MiB (is a quoted field never closed?)`);
      return;
    }
    let at = 0;
    for (;;) {
      // each record with where it ends (step), so that a malformed one can be read again from its start
      const rows: { fields: string[]; end: number; problem?: string }[] = [];
      const parser = new Papa.Parser({
        delimiter,
        newline: newline ?? '\n',
        quoteChar: '"',
        escapeChar: '"',
        // the core parser hands each row as a one-row result
        step: (r: Papa.ParseStepResult<string[][]>) => void rows.push({ fields: r.data[0], end: at + r.meta.cursor, problem: r.errors[0]?.code }),
      });
      const rest = at ? text.slice(at) : text;
      const done = parser.parse(rest, 0, !last) as unknown as { meta: { cursor: number } };
      let resumeAt = -1;
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        if (!row.problem) {
          yield* record(row.fields, marks);
          continue;
        }
        const from = i ? rows[i - 1].end : at;
        if (row.problem === 'MissingQuotes') fail(notClosed);
        // a closing quote followed by something else (`"abc"def`): the record as csv-parse reads it (the field
        // unquoted, its quotes kept), PapaParse again after it
        let again: { record: string[]; raw: string }[];
        try {
          again = parseSync(text.slice(from), { delimiter, record_delimiter: newline ?? '\n', relax_quotes: true, relax_column_count: true, raw: true, bom: false, to: 1 }) as unknown as { record: string[]; raw: string }[];
        } catch (err) {
          if ((err as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') fail(printable((err as Error).message));
          if (last) fail(notClosed);
          carry = text.slice(from); // the record goes on in the next chunk
          return;
        }
        // csv-parse's raw text of a record stops after the first character of a CRLF
        let end = from + (again[0]?.raw.length ?? 0);
        if (newline === '\r\n' && text[end - 1] === '\r' && text[end] === '\n') end++;
        if (!again.length || (!last && end >= text.length)) {
          carry = text.slice(from);
          return;
        }
        yield* record(again[0].record, marks);
        resumeAt = end;
        break;
      }
      if (resumeAt >= 0) {
        at = resumeAt;
        continue;
      }
      carry = last ? '' : text.slice(at + done.meta.cursor);
      if (carry.length > MAX_RECORD_CHARS) fail(`a record longer than ${MAX_RECORD_CHARS / 1048576} MiB (is a quoted field never closed?)`);
      return;
    }
  }
  try {
    for await (const chunk of dec as AsyncIterable<string>) yield* records(carry + chunk, false);
    yield* records(carry, true);
  } catch (err) {
    if (err instanceof CsvError) throw err;
    throw new CsvError(`${part.label}: the CSV cannot be read: ${printable((err as Error).message)}`);
  } finally {
    input.destroy();
    dec.destroy();
  }
}
