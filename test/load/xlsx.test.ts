/**
 * src/load/xlsx.ts: a cell's value as the text a CSV export of the sheet would
 * hold, and the rows of a workbook's first worksheet as a stream.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { cellText, sheetRows } from '../../src/load/xlsx.js';
import { tempDir } from './helpers.js';

const dir = tempDir('pds-xlsx-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('cellText', () => {
  it('gives each kind of cell value its CSV text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText('  as given ')).toBe('  as given ');
    expect(cellText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(cellText(123.46599999999999)).toBe('123.466'); // the same double: the shortest text that reads back as it
    expect(cellText(541512)).toBe('541512');
    expect(cellText(-0.5)).toBe('-0.5');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(false)).toBe('FALSE');
    expect(cellText(new Date(Date.UTC(2020, 5, 1)))).toBe('2020-06-01');
    expect(cellText(new Date(Date.UTC(2020, 5, 1, 13, 30)))).toBe('2020-06-01T13:30:00.000Z');
    expect(cellText(new Date(Number.NaN))).toBe('');
    expect(cellText({ richText: [{ text: 'Senior ' }, { text: 'Analyst', font: { bold: true } }] })).toBe('Senior Analyst');
    expect(cellText({ formula: 'B2*2', result: 84.5 })).toBe('84.5');
    expect(cellText({ formula: 'NOW()', result: new Date(Date.UTC(2021, 0, 2)) })).toBe('2021-01-02');
    expect(cellText({ formula: 'X()' } as ExcelJS.CellFormulaValue)).toBe('');
    expect(cellText({ sharedFormula: 'B2', result: 'shared' } as ExcelJS.CellSharedFormulaValue)).toBe('shared');
    expect(cellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('#N/A');
    expect(cellText({ text: 'GSA', hyperlink: 'https://www.gsa.gov/' })).toBe('GSA');
  });

  it('refuses a value of no known kind (a shared string the workbook lacks) instead of writing "[object Object]"', () => {
    expect(() => cellText({ sharedString: 7 } as unknown as ExcelJS.CellValue)).toThrow('a cell holds a value the loader cannot read: {"sharedString":7}');
  });
});

describe('sheetRows', () => {
  it("streams the first worksheet's rows with their row numbers; blank rows are absent, later sheets unread", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('rates');
    ws.addRow(['Labor Category', 'Year 1/base', 'Begin Date']);
    ws.addRow(['Engineer', 101.5, new Date(Date.UTC(2020, 5, 1))]);
    ws.getRow(4).values = ['Analyst', null, new Date(Date.UTC(2021, 0, 31))];
    ws.getColumn(3).numFmt = 'm/d/yyyy';
    wb.addWorksheet('notes').addRow(['not read']);
    const file = path.join(dir, 'rates.xlsx');
    await wb.xlsx.writeFile(file);
    const rows = [];
    for await (const r of sheetRows(fs.createReadStream(file))) rows.push(r);
    expect(rows).toEqual([
      { fields: ['Labor Category', 'Year 1/base', 'Begin Date'], line: 1 },
      { fields: ['Engineer', '101.5', '2020-06-01'], line: 2 },
      { fields: ['Analyst', '', '2021-01-31'], line: 4 },
    ]);
  });

  it('a sheet whose shared strings are missing fails as a broken workbook', async () => {
    const z = new yazl.ZipFile();
    z.addBuffer(Buffer.from('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>7</v></c></row></sheetData></worksheet>'), 'xl/worksheets/sheet1.xml');
    z.end();
    const file = path.join(dir, 'no-strings.xlsx');
    await new Promise<void>((resolve) => z.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()));
    await expect(
      (async () => {
        for await (const _ of sheetRows(fs.createReadStream(file))) void _;
      })(),
    ).rejects.toThrow(/cannot read: \{"sharedString":7\}/);
  });

  it('a file that is no workbook fails with an error, not a hang', async () => {
    const file = path.join(dir, 'broken.xlsx');
    fs.writeFileSync(file, 'PK\u0003\u0004 not a workbook');
    await expect(
      (async () => {
        for await (const _ of sheetRows(fs.createReadStream(file))) void _;
      })(),
    ).rejects.toThrow();
  });
});
