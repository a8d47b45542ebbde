/**
 * The loader's parts without a database: docs/sources.md equals what the
 * adapters generate; every layout column is documented; the adapters' header
 * lists equal the reference lists when those are on this machine; split
 * parts in part order (zip entries and directories, `_1`/`_10` and `_01`);
 * UTF-8 split across chunks, the BOM, the Windows-1252 fallback; value
 * formats; and the real CLI process: --help, usage errors (exit 2) and a
 * file of no layout (exit 1, one line, no stack trace) before any database
 * is opened.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/db/migrate.js';
import { decoder } from '../../src/load/decode.js';
import { sourcesMarkdown } from '../../src/load/docs.js';
import { expandInputs } from '../../src/load/input.js';
import { SOURCES } from '../../src/load/sources/index.js';
import { crossReferences } from '../../src/load/sources/sam-exclusions.js';
import { bool, day, instant, integer, list, money } from '../../src/load/values.js';
import { RowError } from '../../src/load/types.js';
import { tempDir, write, zip } from './helpers.js';

const dir = tempDir('pds-load-parts-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const REFERENCE = '/work/shared/reference/real-formats';
/** the published name lists (../shared/reference/real-formats, on the development machine) and the source layout each must equal */
const REFERENCE_FILES: Record<string, [source: string, layout: number]> = {
  'sam-exclusions-public-extract-v2.columns.txt': ['sam-exclusions', 0],
  'sam-contract-opportunities-full.columns.txt': ['sam-opportunities', 0],
  'usaspending-contracts-transactions.columns.txt': ['usaspending-contract-transactions', 0],
  'usaspending-contracts-awards.columns.txt': ['usaspending-contract-awards', 0],
  'usaspending-contracts-subawards.columns.txt': ['usaspending-contract-subawards', 0],
  'grants-gov-opportunity-synopsis.elements.txt': ['grants-gov', 0],
  'grants-gov-opportunity-forecast.elements.txt': ['grants-gov', 1],
  'gsa-calc-legacy-rates-export.columns.txt': ['gsa-calc', 0],
  'gsa-calc-region10-export.columns.txt': ['gsa-calc', 1],
  'federalregister-documents-api.fields.txt': ['federal-register', 0],
};

describe('adapters and docs', () => {
  it('docs/sources.md is the generated text (npm run docs:sources)', () => {
    expect(fs.readFileSync(path.join(PROJECT_ROOT, 'docs', 'sources.md'), 'utf8')).toBe(sourcesMarkdown());
  });

  it('every column of every layout is documented, and every documented column is in a layout', () => {
    for (const s of SOURCES) {
      const inLayouts = new Set(s.layouts.flatMap((l) => l.columns));
      expect([...inLayouts].filter((c) => !s.columns[c]), s.name).toEqual([]);
      expect(Object.keys(s.columns).filter((c) => !inLayouts.has(c)), s.name).toEqual([]);
      expect(s.required.filter((c) => !s.layouts.every((l) => l.columns.includes(c))), s.name).toEqual([]);
      for (const [c, d] of Object.entries(s.columns)) if (d.field === null) expect(d.note, `${s.name} ${c}: a column not served says why`).toBeTruthy();
    }
  });

  it.skipIf(!fs.existsSync(REFERENCE))('the current layouts are the published header lists, name for name and in order', () => {
    for (const [file, [name, layout]] of Object.entries(REFERENCE_FILES)) {
      const want = fs.readFileSync(path.join(REFERENCE, file), 'utf8').split('\n').filter((l) => l !== '');
      expect(SOURCES.find((s) => s.name === name)!.layouts[layout].columns, `${name} layout ${layout} = ${file}`).toEqual(want);
    }
  });
});

describe('inputs', () => {
  it('reads split parts in part order from zips and directories, skipping other kinds', async () => {
    const z = await zip(path.join(dir, 'FY2026_All_Contracts_Full_20261108.zip'), [
      ['FY2026_All_Contracts_Full_20261108_10.csv', 'x'],
      ['FY2026_All_Contracts_Full_20261108_2.csv', 'x'],
      ['Data_Dictionary_Crosswalk.xlsx', 'x'],
      ['FY2026_All_Contracts_Full_20261108_1.csv', 'x'],
    ]);
    const d = path.join(dir, 'parts');
    for (const n of ['All_PrimeTransactions_02.csv', 'All_PrimeTransactions_01.csv', 'readme.txt', 'sub/All_PrimeTransactions_03.csv']) write(d, n, 'y');
    const inputs = await expandInputs([z, d], ['.csv']);
    try {
      expect(inputs.parts.map((p) => p.label.replace(dir + path.sep, ''))).toEqual([
        'FY2026_All_Contracts_Full_20261108.zip!FY2026_All_Contracts_Full_20261108_1.csv',
        'FY2026_All_Contracts_Full_20261108.zip!FY2026_All_Contracts_Full_20261108_2.csv',
        'FY2026_All_Contracts_Full_20261108.zip!FY2026_All_Contracts_Full_20261108_10.csv',
        path.join('parts', 'All_PrimeTransactions_01.csv'),
        path.join('parts', 'All_PrimeTransactions_02.csv'),
        path.join('parts', 'sub', 'All_PrimeTransactions_03.csv'),
      ]);
      expect(inputs.skipped.map((s) => path.basename(s))).toEqual(['FY2026_All_Contracts_Full_20261108.zip!Data_Dictionary_Crosswalk.xlsx', 'readme.txt']);
      const first = await inputs.parts[0].open();
      let text = '';
      for await (const c of first) text += c;
      expect(text).toBe('x');
    } finally {
      inputs.close();
    }
  });
});

async function decodeChunks(encoding: 'utf8' | 'cp1252', chunks: Buffer[]) {
  const d = decoder(encoding);
  let out = '';
  d.on('data', (c: Buffer | string) => (out += c.toString()));
  await new Promise<void>((resolve, reject) => Readable.from(chunks).pipe(d).on('finish', resolve).on('error', reject));
  await new Promise((r) => setImmediate(r));
  return { text: out, report: d.report };
}

describe('decoding', () => {
  it('UTF-8 split inside a character, with a BOM split across chunks', async () => {
    const b = Buffer.from('\uFEFFcafé “x” 😀', 'utf8');
    const chunks = [b.subarray(0, 1), b.subarray(1, 7), b.subarray(7, 14), b.subarray(14, b.length - 2), b.subarray(b.length - 2)];
    const r = await decodeChunks('utf8', chunks);
    expect(r.text).toBe('café “x” 😀');
    expect(r.report).toMatchObject({ encoding: 'utf-8', fallbackAt: null, bytes: b.length });
  });

  it('a byte that is not UTF-8 switches the rest to Windows-1252, from its chunk on', async () => {
    const r = await decodeChunks('utf8', [Buffer.from('plain ascii, '), Buffer.from([0x93, 0x41, 0x94, 0x20, 0x80])]);
    expect(r.text).toBe('plain ascii, “A” €');
    expect(r.report).toMatchObject({ encoding: 'windows-1252', fallbackAt: 13 });
  });

  it('Windows-1252 sources, unless a UTF-8 BOM says otherwise', async () => {
    expect((await decodeChunks('cp1252', [Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x97, 0x20, 0x92])])).text).toBe('Café — ’');
    const bom = await decodeChunks('cp1252', [Buffer.from('\uFEFFCafé', 'utf8')]);
    expect(bom).toMatchObject({ text: 'Café', report: { encoding: 'utf-8' } });
  });
});

describe('values', () => {
  const row = (v: string) => ({ c: v });
  it('parses the real formats and refuses the rest with the column named', () => {
    expect(day(row('03/08/2016'), 'c')).toBe('2016-03-08');
    expect(day(row('3/8/2016'), 'c')).toBe('2016-03-08');
    expect(day(row('2023-11-20'), 'c')).toBe('2023-11-20');
    expect(day(row('11202023'), 'c')).toBe('2023-11-20');
    expect(day(row('2024-05-06 00:00:00'), 'c')).toBe('2024-05-06');
    expect(day(row(' '), 'c')).toBeNull();
    expect(() => day(row('02/30/2024'), 'c')).toThrow(RowError);
    expect(() => day(row('Indefinite'), 'c')).toThrow(/c: "Indefinite" is not a date/);
    expect(instant(row('2026-04-25 22:22:47.454-04'), 'c')).toBe('2026-04-26T02:22:47.454Z');
    expect(instant(row('2026-05-29T12:30:00-04:00'), 'c')).toBe('2026-05-29T16:30:00.000Z');
    expect(instant(row('2024-05-06 14:22:33.123456+0000'), 'c')).toBe('2024-05-06T14:22:33.123Z');
    expect(instant(row('2026-03-01'), 'c')).toBe('2026-03-01T00:00:00.000Z');
    expect(() => instant(row('2026-02-30 10:00:00'), 'c')).toThrow(RowError);
    expect(money(row('-1234.56'), 'c')).toBe('-1234.56');
    expect(money(row('$1,234,567.890'), 'c')).toBe('1234567.89');
    expect(money(row('0.00'), 'c')).toBe('0');
    expect(money(row('-0'), 'c')).toBe('0');
    expect(() => money(row('12abc'), 'c')).toThrow(/c: "12abc" is not an amount/);
    expect(integer(row('541512.0'), 'c')).toBe(541512);
    expect(() => integer(row('5.5'), 'c')).toThrow(RowError);
    for (const t of ['t', 'true', 'TRUE', 'Yes', 'Y']) expect(bool(row(t), 'c')).toBe(true);
    for (const f of ['f', 'false', 'No', 'n']) expect(bool(row(f), 'c')).toBe(false);
    expect(bool(row(''), 'c')).toBeNull();
    expect(list(row('019-0100;097-0400; 097-0100'), 'c')).toEqual(['019-0100', '097-0400', '097-0100']);
    expect(list(row(''), 'c')).toEqual([]);
    expect(crossReferences('(also TERRA KLEAN SOLUTIONS INC.)')).toEqual([{ name: 'TERRA KLEAN SOLUTIONS INC.', type: 'Also Known As (AKA)' }]);
    expect(crossReferences('Linked To: ACME')).toEqual([{ name: 'Linked To: ACME', type: 'Cross-Reference' }]);
  });
});

describe('npm run load (the process)', () => {
  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'never-opened'), LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/load/cli.ts', ...args], { cwd: PROJECT_ROOT, env, encoding: 'utf8', timeout: 60_000 });
  };

  it('--help, usage errors and a file of no layout, before any database is opened; then a quoted field never closed', { timeout: 120_000 }, () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/npm run load -- <source> \[<input>\.\.\.\]/);
    for (const s of SOURCES) expect(help.stdout).toContain(s.name);

    const none = cli();
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/^error: needs <source>/);
    const noInput = cli('sam-exclusions');
    expect(noInput.status).toBe(2);
    expect(noInput.stderr).toMatch(/^error: needs at least one <input>/);
    expect(cli('sam-exclusions', 'x.csv', '--strcit').stderr).toMatch(/unknown option --strcit; did you mean --strict\?/);

    const odd = write(dir, 'odd.csv', 'a,b,c\r\n1,2,3\r\n');
    const bad = cli('auto', odd);
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/^error: .*odd\.csv matches no known layout \(its header starts "a", "b", "c"\)\. The closest is /);

    // a file that is no CSV: one short printable line, however much of it the parser quotes back
    const noise = Buffer.concat([Buffer.from(Array.from({ length: 3000 }, (_, i) => 0x80 + ((i * 7919) % 0x7f))), Buffer.from('\u0001"x\n')]);
    const binary = cli('sam-exclusions', write(dir, 'noise.csv', noise));
    expect(binary.status).toBe(1);
    // (quotes inside unquoted fields are characters: the noise reads as a header that names no column of the source)
    expect(binary.stderr).toMatch(/^error: .*noise\.csv is not a sam-exclusions file: its header lacks the columns/);
    expect(binary.stderr.trim().split('\n')).toHaveLength(1);
    expect(binary.stderr.length).toBeLessThan(600);
    expect(binary.stderr.trim()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(fs.existsSync(path.join(dir, 'never-opened'))).toBe(false);
    // a quoted field never closed: the rest of the file would be one value, so the file cannot be read (found after the
    // header, with the database open)
    const header = 'Classification,Name,Excluding Agency,Exclusion Type,Exclusion Program,SAM Number';
    const unclosed = cli('sam-exclusions', write(dir, 'unclosed.csv', `${header}\nFirm,"ACME\u0001 ${'x'.repeat(2000)},DOD,Ineligible,Reciprocal,S4MR1\n`));
    expect(unclosed.status).toBe(1);
    expect(unclosed.stderr).toMatch(/^error: .*unclosed\.csv: the CSV cannot be read \(line 2\): Quote Not Closed \(a quoted field of the record starting there runs to the end of the file\)/);
    expect(unclosed.stderr.trim().split('\n')).toHaveLength(1);
    expect(unclosed.stderr.length).toBeLessThan(600);
    expect(unclosed.stderr.trim()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
