/**
 * Excel workbooks (.xlsx) as the loader reads them: the rows of the first
 * worksheet, each as the text a CSV export of the sheet would hold, with its
 * row number as its line. Read as a stream (exceljs' WorkbookReader): the
 * shared strings and styles are kept, the sheet's rows are not.
 *
 * A cell's text: a number as JavaScript prints it (the shortest text that
 * reads back as the same double, `0.30000000000000004` included; the
 * adapter rounds rates to cents), a date cell as
 * `YYYY-MM-DD` (or a full ISO 8601 instant when it has a time of day), rich
 * text as its plain text, a formula as its cached result, an error as its
 * code (`#N/A`, which the adapter then refuses), a boolean as TRUE/FALSE.
 * Any other value (a shared string the workbook does not define) is an
 * error: the workbook is broken, and no row of it is loaded with a guess.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetRow {
  /** the row's cells from column A on (the row's last non-empty cell ends it) */
  fields: string[];
  /** the row number in the sheet */
  line: number;
}

/** The text of a cell's value (see the module comment). */
export function cellText(v: ExcelJS.CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return '';
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('error' in v) return String(v.error);
  if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: ExcelJS.CellValue }).result);
  if ('text' in v) return typeof v.text === 'string' ? v.text : cellText(v.text as ExcelJS.CellValue);
  // e.g. { sharedString: 7 } when the workbook lacks its shared strings: a broken file, never "[object Object]" as data
  const shown = JSON.stringify(v);
  throw new Error(`a cell holds a value the loader cannot read: ${shown.length > 80 ? `${shown.slice(0, 80)}…` : shown}`);
}

/** The rows of the workbook's first worksheet. */
export async function* sheetRows(input: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as (ExcelJS.CellValue | undefined)[]; // index 1 is column A
      const fields: string[] = [];
      for (let i = 1; i < values.length; i++) fields.push(cellText(values[i]));
      yield { fields, line: row.number };
    }
    return;
  }
}
