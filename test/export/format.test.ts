/**
 * The export's CSV encoder (src/export/format.ts): every record it writes is
 * read back by csv-parse as exactly the cells written (RFC 4180: commas,
 * quotes and line breaks, CR or LF alone included, survive), and where no
 * line break is involved it writes the same text as csv-stringify, the
 * library it replaced on the hot path. csv-stringify leaves a field with a
 * bare LF or CR unquoted when the record delimiter is CRLF, which splits the
 * record for every reader (Excel, Python's csv, csv-parse): the case the
 * last test pins.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { csvHeader, csvRecord, csvRows, excelSafe, stopLine, type Column } from '../../src/export/format.js';

const OPTIONS = { record_delimiter: '\r\n' } as const;
const TRICKY = ['', ' ', 'plain', 'a,b', 'say "hi"', '"', '""', 'line\nbreak', 'cr\rlf\r\n', ',', 'tab\there', '#comment', '=SUM(A1)', ' padded ', 'ünïcödé ✓', 'emoji 🇺🇸', '\u2028', 'a;b|c'];
const readBack = (text: string): string[][] => parse(text, { relax_column_count: true, skip_empty_lines: false });

describe('csvRecord', () => {
  it('every tricky value reads back as written, alone and in one record', () => {
    for (const v of TRICKY) {
      // a record of one empty field is an empty line, which readers take for no record: pair it with another cell
      expect(readBack(csvRecord([v, 'x'])), JSON.stringify(v)).toEqual([[v, 'x']]);
    }
    expect(readBack(csvRecord(TRICKY))).toEqual([TRICKY]);
  });

  it('random records over the special characters read back as written, several in a row', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', ',', '"', '\r', '\n', '\t', ';', '|', 'é', '🙂'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 4 }), (records) => {
        expect(readBack(records.map(csvRecord).join(''))).toEqual(records);
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it('without line breaks, the same text as csv-stringify', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\t', ';', 'é'), maxLength: 10 });
    fc.assert(fc.property(fc.array(cell, { minLength: 1, maxLength: 5 }), (cells) => csvRecord(cells) === stringify([cells], OPTIONS)), { numRuns: 500, seed: 11 });
  });

  it('a value with a bare line break is quoted (csv-stringify left it bare, which split the record)', () => {
    expect(csvRecord(['line\nbreak', 'x'])).toBe('"line\nbreak",x\r\n');
    expect(readBack(stringify([['line\nbreak', 'x']], OPTIONS))).not.toEqual([['line\nbreak', 'x']]);
  });

  it('header (with and without the BOM), rows from json text, and the stop line', () => {
    const columns: Column[] = [
      { name: 'key', path: ['key'], json: false },
      { name: 'recipient.display_name', path: ['recipient', 'display_name'], json: false },
      { name: 'tags', path: ['tags'], json: false },
    ];
    expect(csvHeader(columns, false)).toBe('key,recipient.display_name,tags\r\n');
    expect(csvHeader(columns, true)).toBe('\uFEFFkey,recipient.display_name,tags\r\n');
    const rows = [JSON.stringify({ key: 'K1', recipient: { display_name: 'Acme, "Inc."\nDivision' }, tags: ['a', 'b'] }), JSON.stringify({ key: 'K2', recipient: null, tags: [] })];
    expect(csvRows(rows, columns, '|')).toBe('K1,"Acme, ""Inc.""\nDivision",a|b\r\nK2,,\r\n');
    expect(stopLine('csv', { error: 'quota, spent', after: 'K2' })).toBe('"# export stopped: quota, spent (resume with after=K2)"\r\n');
  });

  it('the Excel form shows would-be formulas as text and leaves numbers alone; the plain form leaves every value', () => {
    for (const v of ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-cmd']) expect(excelSafe(v), JSON.stringify(v)).toBe(`'${v}`);
    for (const v of ['-1500.00', '-12', '1e5', '-3.5E-2', 'Acme', '', '2024-10-01', 'a=b']) expect(excelSafe(v), JSON.stringify(v)).toBe(v);
    const columns: Column[] = [
      { name: 'title', path: ['title'], json: false },
      { name: 'obligated', path: ['obligated'], json: false },
    ];
    const rows = [JSON.stringify({ title: '=cmd|"/c calc"!A1', obligated: '-1500.00' })];
    expect(csvRows(rows, columns, '|', true)).toBe(`"'=cmd|""/c calc""!A1",-1500.00\r\n`);
    expect(csvRows(rows, columns, '|')).toBe(`"=cmd|""/c calc""!A1",-1500.00\r\n`);
  });
});
