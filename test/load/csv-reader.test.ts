/**
 * readCsv (src/load/csv.ts): PapaParse's parser fed chunk by chunk, with a
 * record that runs over a chunk's end parsed again with the next chunk. The
 * records and the lines they start on must not depend on where the chunks
 * end; quirks of real files keep the meaning the loader gave them with
 * csv-parse (a stray quote inside an unquoted field, a closing quote followed
 * by more text, blank lines, CR-only and CRLF line ends, quoted newlines); a
 * quoted field never closed fails the part naming the line its record starts on.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvError, readCsv, type CsvItem } from '../../src/load/csv.js';

async function read(text: string, chunk = text.length || 1, name = 'x.csv'): Promise<CsvItem[]> {
  const pieces = text.match(new RegExp(`[\\s\\S]{1,${chunk}}`, 'g')) ?? [];
  const part = { label: name, name, open: async () => Readable.from(pieces.map((p) => Buffer.from(p))) };
  const out: CsvItem[] = [];
  for await (const item of readCsv(part, 'utf8', [], () => undefined, {})) out.push(item);
  return out;
}

describe('the CSV reader', () => {
  const quirky = 'a,b,c\r\n1,"x\r\ny",3\r\n\r\n4,12" pipe,"he said ""hi"""\r\n"abc"def,2,3\r\n5,6,"multi\nline\rvalue"\r\n7,8,9';
  const expected: CsvItem[] = [
    { header: ['a', 'b', 'c'] },
    { fields: ['1', 'x\r\ny', '3'], line: 2 },
    { fields: ['4', '12" pipe', 'he said "hi"'], line: 5 },
    // a closing quote followed by more text: the field read unquoted, its quotes kept (as csv-parse read it)
    { fields: ['"abc"def', '2', '3'], line: 6 },
    { fields: ['5', '6', 'multi\nline\rvalue'], line: 7 },
    { fields: ['7', '8', '9'], line: 10 },
  ];

  it('gives the same records and lines wherever the chunks end', async () => {
    expect(await read(quirky)).toEqual(expected);
    for (const size of [1, 2, 3, 5, 7, 11, 16, 31]) expect(await read(quirky, size), `chunks of ${size}`).toEqual(expected);
  });

  it('reads LF, CR-only and tab-separated files, a header without a line end, and an empty file', async () => {
    expect(await read('a,b\n\n\n1,2\n3,"q\nr"\n\n5,6\n', 4)).toEqual([{ header: ['a', 'b'] }, { fields: ['1', '2'], line: 4 }, { fields: ['3', 'q\nr'], line: 5 }, { fields: ['5', '6'], line: 8 }]);
    expect(await read('a,b\r1,2\r3,4\r', 3)).toEqual([{ header: ['a', 'b'] }, { fields: ['1', '2'], line: 2 }, { fields: ['3', '4'], line: 3 }]);
    expect(await read('a\tb\n1\t"q\tx"\n', 5, 'x.tsv')).toEqual([{ header: ['a', 'b'] }, { fields: ['1', 'q\tx'], line: 2 }]);
    expect(await read('a,b,c', 2)).toEqual([{ header: ['a', 'b', 'c'] }]);
    expect(await read('')).toEqual([]);
  });

  it('marks a row holding a NUL byte, and keeps short and long rows as they are', async () => {
    expect(await read('a,b,c\n1,x\u0000y,3\n1,2\n1,2,3,4\n', 6)).toEqual([
      { header: ['a', 'b', 'c'] },
      { fields: ['1', 'x\u0000y', '3'], line: 2, nul: true },
      { fields: ['1', '2'], line: 3 },
      { fields: ['1', '2', '3', '4'], line: 4 },
    ]);
  });

  it('marks a row holding U+001F (staged rows join their values with it), in whichever chunk it comes', async () => {
    for (const size of [2, 7, 1000]) {
      expect(await read('a,b\n1,x\u001fy\n3,4\n"\u001f",6\n', size)).toEqual([
        { header: ['a', 'b'] },
        { fields: ['1', 'x\u001fy'], line: 2, unitSep: true },
        { fields: ['3', '4'], line: 3 },
        { fields: ['\u001f', '6'], line: 4, unitSep: true },
      ]);
    }
  });

  it('fails a quoted field never closed, naming the line its record starts on', async () => {
    for (const size of [3, 1000]) {
      const err = await read('a,b\n1,2\n\n"open,3\n4,5\n', size).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CsvError);
      expect((err as Error).message).toBe('x.csv: the CSV cannot be read (line 4): Quote Not Closed (a quoted field of the record starting there runs to the end of the file)');
    }
  });
});
