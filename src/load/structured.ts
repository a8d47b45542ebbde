/**
 * Readers of the sources that are not delimited text, as streams of rows by
 * name (constant memory: one record is held at a time):
 *
 * - JSON (`readJson`): a Federal Register API search page
 *   `{count, description, total_pages, next_page_url, results: [...]}`, a
 *   bare array of records, or one record (a single-document response).
 *   Records are cut out of the text by a small scanner (strings, escapes,
 *   nesting) and parsed one by one; the line a record starts on is its line.
 *   A record's columns are its keys: strings as they are, numbers and
 *   booleans as text, null as empty, lists and objects as JSON text.
 * - XML (`readXml`, saxes, namespace-aware): the root element's children
 *   are the records (`#element` holds the child's local name), their child
 *   elements the columns (text content; a repeated element's values joined
 *   by U+001F, a character XML text cannot hold).
 *
 * Both yield a header first (the first record's column names, what layout
 * matching and detection read), then the rows with their lines; an input
 * without records yields `{ empty: true }`.
 */
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { RECORD_ELEMENT } from './types.js';

export type StructuredItem = { header: string[]; root?: { name: string; namespace: string } } | { row: Record<string, string>; line: number } | { empty: true };

export class StructuredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StructuredError';
  }
}

const asText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

function rowOf(obj: unknown, line: number, label: string): Record<string, string> {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw new StructuredError(`${label}: the record at line ${line} is not a JSON object`);
  const row: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) row[k] = asText(v);
  return row;
}

/** The records of a JSON part (see the module comment). `text`: the decoded chunks. */
export async function* readJson(text: AsyncIterable<string>, label: string): AsyncGenerator<StructuredItem> {
  let depth = 0;
  let inString = false;
  let escape = false;
  let line = 1;
  let top: '{' | '[' | null = null;
  /** the whole top-level object (a single document, or an envelope's small fields) until `results` is met */
  let topBuf: string | null = null;
  let topDone = false;
  /** the key being read at depth 1, and the last one read */
  let keyBuf: string | null = null;
  let lastKey: string | null = null;
  let afterColon = false;
  /** the depth at which records start ('results' array of an envelope: 2; a bare array: 1) */
  let recordDepth = -1;
  let inResults = false;
  let rec: string | null = null;
  let recLine = 0;
  let count = 0;
  const out: StructuredItem[] = [];
  const emit = (obj: unknown, at: number) => {
    const row = rowOf(obj, at, label);
    if (count++ === 0) out.push({ header: Object.keys(row) });
    out.push({ row, line: at });
  };
  const parse = (s: string, at: number): unknown => {
    try {
      return JSON.parse(s);
    } catch (err) {
      throw new StructuredError(`${label}: the JSON cannot be read (the value starting at line ${at}): ${(err as Error).message}`);
    }
  };

  for await (const chunk of text) {
    let recStart = rec !== null ? 0 : -1;
    let topStart = topBuf !== null && !topDone ? 0 : -1;
    let keyStart = keyBuf !== null ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i];
      if (ch === '\n') line++;
      if (inString) {
        if (escape) escape = false;
        else if (ch === '\\') escape = true;
        else if (ch === '"') {
          inString = false;
          if (keyBuf !== null) {
            keyBuf += chunk.slice(keyStart, i);
            lastKey = keyBuf;
            keyBuf = null;
            keyStart = -1;
          }
        }
        continue;
      }
      if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') continue;
      if (top === null) {
        if (ch === '\uFEFF') continue;
        if (ch !== '{' && ch !== '[') throw new StructuredError(`${label} is not JSON: it starts with ${JSON.stringify(chunk.slice(i, i + 20))} (a Federal Register API page, a list of documents or one document was expected)`);
        top = ch;
        if (ch === '{') {
          topBuf = '';
          topStart = i;
        } else recordDepth = 1;
      }
      if (ch === '"') {
        inString = true;
        if (depth === 1 && top === '{' && !afterColon) {
          keyBuf = '';
          keyStart = i + 1;
        }
        continue;
      }
      if (depth === 1 && top === '{') {
        if (ch === ':') afterColon = true;
        else if (ch === ',') afterColon = false;
      }
      if (ch === '{' || ch === '[') {
        if (depth === 1 && top === '{' && ch === '[' && lastKey === 'results' && afterColon && recordDepth < 0) {
          recordDepth = 2;
          inResults = true;
          topDone = true; // an envelope: its other fields are not records
          topBuf = null;
          topStart = -1;
        } else if (depth === recordDepth && (recordDepth === 1 || inResults) && rec === null) {
          rec = '';
          recStart = i;
          recLine = line;
        }
        depth++;
        continue;
      }
      if (ch === '}' || ch === ']') {
        depth--;
        if (depth < 0) throw new StructuredError(`${label}: the JSON cannot be read: an unmatched ${ch} at line ${line}`);
        if (inResults && depth === 1) inResults = false;
        if (rec !== null && depth === recordDepth) {
          rec += chunk.slice(recStart, i + 1);
          emit(parse(rec, recLine), recLine);
          rec = null;
          recStart = -1;
        }
        if (depth === 0 && topBuf !== null && !topDone) {
          topBuf += chunk.slice(topStart, i + 1);
          topStart = -1;
          topDone = true;
          const obj = parse(topBuf, 1) as Record<string, unknown>;
          topBuf = null;
          // an envelope without results (count 0, or metadata_only): no records; else one document
          const envelope = Object.hasOwn(obj, 'count') && (Object.hasOwn(obj, 'total_pages') || Object.hasOwn(obj, 'description'));
          if (!envelope) emit(obj, 1);
        }
        continue;
      }
      if (depth === 0) throw new StructuredError(`${label}: the JSON cannot be read: ${JSON.stringify(ch)} after the end of the document (line ${line})`);
      // a scalar at the record depth of a bare array: not a record
      if (depth === recordDepth && (recordDepth === 1 || inResults) && rec === null && ch !== ',') throw new StructuredError(`${label}: the value at line ${line} is not a JSON object (records must be objects)`);
    }
    if (rec !== null && recStart >= 0) rec += chunk.slice(recStart);
    if (topBuf !== null && !topDone && topStart >= 0) topBuf += chunk.slice(topStart);
    if (keyBuf !== null && keyStart >= 0) keyBuf += chunk.slice(keyStart);
    if (out.length) yield* out.splice(0);
  }
  if (top === null) throw new StructuredError(`${label} is empty: no JSON document`);
  if (depth !== 0 || inString) throw new StructuredError(`${label}: the JSON cannot be read: the file ends inside a value (line ${line})`);
  if (count === 0) yield { empty: true };
}

/** The records of an XML part (see the module comment). */
export async function* readXml(text: AsyncIterable<string>, label: string): AsyncGenerator<StructuredItem> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let depth = 0;
  let root: { name: string; namespace: string } | null = null;
  let record: { row: Record<string, string>; line: number } | null = null;
  let field: string | null = null;
  let value = '';
  let count = 0;
  const out: StructuredItem[] = [];
  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    if (depth === 1) root = { name: tag.local, namespace: tag.uri };
    else if (depth === 2) record = { row: { [RECORD_ELEMENT]: tag.local }, line: parser.line };
    else if (depth === 3) {
      field = tag.local;
      value = '';
    }
  });
  const onText = (t: string) => {
    if (depth >= 3) value += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (depth === 3 && record && field !== null) {
      const row = record.row;
      row[field] = Object.hasOwn(row, field) ? `${row[field]}\u001f${value}` : value;
      field = null;
    } else if (depth === 2 && record) {
      if (count++ === 0) out.push({ header: Object.keys(record.row).filter((k) => k !== RECORD_ELEMENT), root: root! });
      out.push(record);
      record = null;
    }
    depth--;
  });
  const fail = (err: unknown): never => {
    throw new StructuredError(`${label}: the XML cannot be read: ${(err as Error).message}`);
  };
  for await (const chunk of text) {
    try {
      parser.write(chunk);
    } catch (err) {
      fail(err);
    }
    if (out.length) yield* out.splice(0);
  }
  try {
    parser.close();
  } catch (err) {
    fail(err);
  }
  if (out.length) yield* out.splice(0);
  if (root === null) throw new StructuredError(`${label} is empty: no XML element`);
  if (count === 0) yield { empty: true };
}

/** Decoded text chunks of a stream. */
export async function* chunksOf(stream: Readable): AsyncGenerator<string> {
  for await (const c of stream) yield typeof c === 'string' ? c : (c as Buffer).toString('utf8');
}
