/**
 * The parse thread (src/load/csv-thread.ts): a CSV part read in the second
 * thread gives exactly the records, lines, decoding report and byte counts
 * the loader's own thread gives (src/load/csv.ts), across many messages, for
 * plain files and zip entries; parse errors carry the same message; a reader
 * that stops early ends it. The loader's use of it, end to end, is in
 * usaspending-contracts.test.ts (LOAD_PARSE_THREAD_BYTES=0).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvError, readCsv, type CsvItem, type Preamble } from '../../src/load/csv.js';
import { readCsvThreaded } from '../../src/load/csv-thread.js';
import type { DecodeReport } from '../../src/load/decode.js';
import { expandInputs, type Part } from '../../src/load/input.js';
import { tempDir, write, zip } from './helpers.js';

const dir = tempDir('pds-load-thread-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PREAMBLES: Preamble[] = [{ firstRow: ['Search results', 'exported'], rows: 2 }];

interface Read {
  items: CsvItem[];
  report?: DecodeReport;
  bytes: number;
}

async function read(part: Part, threaded: boolean, encoding: 'utf8' | 'cp1252' = 'utf8'): Promise<Read> {
  const state: { report?: DecodeReport } = {};
  let bytes = 0;
  const items: CsvItem[] = [];
  const gen = threaded ? readCsvThreaded(part, encoding, PREAMBLES, (n) => (bytes += n), state) : readCsv(part, encoding, PREAMBLES, (n) => (bytes += n), state);
  for await (const item of gen) items.push(item);
  return { items, report: state.report, bytes };
}

async function partsOf(file: string): Promise<Part[]> {
  const inputs = await expandInputs([file], ['.csv', '.txt']);
  return inputs.parts;
}

/** A file with what a real one has: quoted CRLFs and commas, doubled quotes, blank lines, a stray quote, a NUL, a short row, a preamble, a last line without its newline. */
function tricky(rows: number): Buffer {
  const lines = ['Search results,exported,2026-12-01', 'Filters: none', 'key,name,amount,notes'];
  for (let i = 1; i <= rows; i++) {
    if (i % 97 === 0) lines.push('');
    const notes = i % 7 === 0 ? `"line one\r\nline two, with ""quotes"""` : i % 11 === 0 ? 'a 12" pipe' : i === 1234 ? 'NUL\u0000HERE' : `note ${i}`;
    lines.push(i === 777 ? `K${i},short` : `K${i},Name ${i},${(i * 1.25).toFixed(2)},${notes}`);
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

describe('the parse thread', () => {
  it('gives the same records, lines, report and bytes as the loader\'s thread, over many messages', async () => {
    const file = write(dir, 'plain.csv', tricky(5000));
    const [part] = await partsOf(file);
    const here = await read(part, false);
    const there = await read(part, true);
    expect(here.items.length).toBe(5001);
    expect(here.items[0]).toEqual({ header: ['key', 'name', 'amount', 'notes'] });
    expect(there.items).toEqual(here.items);
    expect(there.report).toEqual(here.report);
    expect(there.bytes).toBe(fs.statSync(file).size);
    expect(here.bytes).toBe(there.bytes);
    // the lines a record starts on, across the quoted CRLFs and blank lines
    const at = (key: string) => there.items.find((x) => 'fields' in x && x.fields[0] === key) as { line: number };
    expect(at('K1').line).toBe(4);
    expect(at('K8').line).toBe(12); // K7's notes hold one line break
    expect(there.items.find((x) => 'nul' in x)).toMatchObject({ fields: ['K1234', 'Name 1234', '1542.50', 'NUL\u0000HERE'], nul: true });
    expect(there.items.find((x) => 'fields' in x && x.fields[0] === 'K777')).toMatchObject({ fields: ['K777', 'short'] });
  });

  it('reads zip entries, and a file that turns out not to be UTF-8 (the fallback at the same byte)', async () => {
    const latin = Buffer.concat([tricky(1500), Buffer.from('\r\nK9999,Caf'), Buffer.from([0xe9]), Buffer.from(',1.00,\x93quoted\x94\r\n', 'latin1')]);
    const file = await zip(path.join(dir, 'parts.zip'), [
      ['part_1.csv', tricky(2500)],
      ['part_2.csv', latin],
    ]);
    const parts = await partsOf(file);
    expect(parts.map((p) => p.entry)).toEqual(['part_1.csv', 'part_2.csv']);
    for (const part of parts) {
      const here = await read(part, false);
      const there = await read(part, true);
      expect(there.items).toEqual(here.items);
      expect(there.report).toEqual(here.report);
      expect(there.bytes).toBe(part.size);
    }
    const last = (await read(parts[1], true)).items.at(-1);
    expect(last).toMatchObject({ fields: ['K9999', 'Café', '1.00', '“quoted”'] });
    expect((await read(parts[1], true)).report).toMatchObject({ encoding: 'windows-1252' });
  });

  it('a quoted field never closed: the same error, naming the part and the line', async () => {
    const file = write(dir, 'unclosed.csv', `key,name\r\nK1,ok\r\nK2,"never closed${'x'.repeat(5000)}\r\nK3,after\r\n`);
    const [part] = await partsOf(file);
    const fail = async (threaded: boolean) => {
      try {
        await read(part, threaded);
      } catch (err) {
        return err as Error;
      }
      throw new Error('no error');
    };
    const here = await fail(false);
    const there = await fail(true);
    expect(there).toBeInstanceOf(CsvError);
    expect(there.message).toBe(here.message);
    expect(there.message).toMatch(/unclosed\.csv: the CSV cannot be read \(line 3\): Quote Not Closed/);
  });

  it('a reader may stop early (the thread is terminated when the reader returns); a file that cannot be opened fails as in the loader\'s thread', async () => {
    const file = write(dir, 'big.csv', tricky(20000));
    const [part] = await partsOf(file);
    let n = 0;
    for await (const item of readCsvThreaded(part, 'utf8', PREAMBLES, () => undefined, {})) {
      if ('fields' in item && ++n === 10) break;
    }
    expect(n).toBe(10);
    fs.rmSync(file);
    await expect(read(part, true)).rejects.toThrow(/ENOENT/);
    await expect(read(part, false)).rejects.toThrow(/ENOENT/);
  });
});
