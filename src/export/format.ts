/**
 * The two export formats (docs/export.md):
 *
 * - NDJSON: one record per line, exactly the JSON of the list's `results`
 *   (PostgreSQL's text, passed through), or its flat=true form (the list's
 *   own flattening, src/rest/flatten.ts).
 * - CSV (RFC 4180: UTF-8, CRLF line ends, fields quoted when they hold a
 *   comma, a quote or a line break, a header row): one column per leaf of
 *   the selection, in the selection's order, depth first; the column of a
 *   nested leaf is its path joined by `joiner` (`recipient.uei`), as flat=true
 *   names it. Values reached through a list (a list of scalars, or a leaf of
 *   the objects of a list) are joined by `listSeparator` in list order. Null
 *   is an empty cell; true/false as words; numbers as JSON writes them; a
 *   JSON-typed field as its JSON text. Fields withheld for the caller's tier
 *   or API version are not columns.
 */
import type { FieldSpec } from '../engine/resource.js';
import type { Selection } from '../engine/shape/validate.js';
import { flatten } from '../rest/flatten.js';

export type ExportFormat = 'csv' | 'ndjson';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  ndjson: 'application/x-ndjson; charset=utf-8',
};

/** One CSV column: the path of REST names from the record to a leaf. */
export interface Column {
  name: string;
  path: string[];
  /** a JSON-typed field: its value is written as JSON text, not walked */
  json: boolean;
}

/**
 * The CSV columns of a selection over a resource's fields, in order;
 * `withheld` are the dotted paths of fields the plan left out (tier or
 * version gates), with everything under them.
 */
export function csvColumns(fields: Record<string, FieldSpec>, sel: Selection, joiner: string, withheld: ReadonlySet<string>): Column[] {
  const out: Column[] = [];
  const walk = (fs: Record<string, FieldSpec>, s: Selection, path: string[]) => {
    for (const [name, node] of Object.entries(s)) {
      const spec = Object.hasOwn(fs, name) ? fs[name] : undefined;
      if (!spec) continue;
      const here = [...path, name];
      if (withheld.has(here.join('.'))) continue;
      const leaf = spec.kind === 'leaf' ? spec : node.children === null && spec.bareScalar ? spec.bareScalar.leaf : null;
      // a detail-only expansion is a null stub in lists: one empty column
      if (leaf || node.children === null || spec.kind === 'leaf' || spec.detailOnly) {
        out.push({ name: here.join(joiner), path: here, json: leaf?.type === 'JSON' });
        continue;
      }
      walk(spec.fields, node.children, here);
    }
  };
  walk(fields, sel, []);
  return out;
}

function scalar(v: unknown, json: boolean): string {
  if (v === null || v === undefined) return '';
  if (json) return typeof v === 'string' ? v : JSON.stringify(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** The values at `path` under `v`: through lists, element by element. */
function collect(v: unknown, path: string[], i: number, json: boolean, out: string[]): boolean {
  if (Array.isArray(v) && !(json && i === path.length)) {
    for (const e of v) collect(e, path, i, json, out);
    return true;
  }
  if (i === path.length) {
    out.push(scalar(v, json));
    return false;
  }
  if (v === null || v === undefined || typeof v !== 'object') {
    // a null object: its leaves are empty
    out.push('');
    return false;
  }
  return collect((v as Record<string, unknown>)[path[i]], path, i + 1, json, out);
}

/** The cells of one record (parsed JSON) for these columns. */
export function csvCells(record: Record<string, unknown>, columns: readonly Column[], listSeparator: string): string[] {
  return columns.map((c) => {
    const values: string[] = [];
    const listed = collect(record, c.path, 0, c.json, values);
    return listed ? values.join(listSeparator) : (values[0] ?? '');
  });
}

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV record (RFC 4180): a field is quoted when it holds a comma, a
 * quote or a line break, its quotes doubled; CRLF ends the record. The same
 * text csv-stringify writes with `record_delimiter: '\r\n'` (a test holds
 * the two together), written here because the export's CSV is encoded
 * record by record on the hot path: csv-stringify's per-record machinery was
 * more than half of the service's CPU time of a CSV export.
 */
export function csvRecord(cells: readonly string[]): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (i) out += ',';
    out += NEEDS_QUOTES.test(c) ? `"${c.replace(/"/g, '""')}"` : c;
  }
  return out + '\r\n';
}

/** The header row (with the byte order mark first when asked, for Excel). */
export function csvHeader(columns: readonly Column[], bom: boolean): string {
  return (bom ? '\uFEFF' : '') + csvRecord(columns.map((c) => c.name));
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A cell Excel would run as a formula (it starts with =, +, -, @, a tab or a
 * CR, and is not a plain number such as a deobligation's -1500.00), with a
 * leading apostrophe so that Excel shows it as text: text from a source such
 * as a solicitation's title must never become a formula in an analyst's
 * spreadsheet (CSV injection).
 */
export function excelSafe(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/**
 * CSV text of several records (each record's json text). `excel`: the
 * spreadsheet form (bom=true), whose cells go through excelSafe.
 */
export function csvRows(rows: readonly string[], columns: readonly Column[], listSeparator: string, excel = false): string {
  let out = '';
  for (const r of rows) {
    const cells = csvCells(JSON.parse(r) as Record<string, unknown>, columns, listSeparator);
    out += csvRecord(excel ? cells.map(excelSafe) : cells);
  }
  return out;
}

/** NDJSON text of several records: PostgreSQL's json text as it is, or flattened as flat=true flattens the list. */
export function ndjsonRows(rows: readonly string[], flat: { joiner: string; flatLists: boolean } | null): string {
  if (rows.length === 0) return '';
  if (!flat) return rows.join('\n') + '\n';
  return rows.map((r) => JSON.stringify(flatten(JSON.parse(r) as Record<string, unknown>, flat.joiner, flat.flatLists))).join('\n') + '\n';
}

/** The line that ends an export stopped early (quota, Free cap, a failure): a JSON object, or a one-cell CSV record. */
export function stopLine(format: ExportFormat, body: Record<string, unknown>): string {
  if (format === 'ndjson') return JSON.stringify(body) + '\n';
  return csvRecord([`# export stopped: ${String(body.error)}${body.after !== undefined ? ` (resume with after=${String(body.after)})` : ''}`]);
}
