/**
 * packRow / unpackRow (src/load/sources/usaspending-common.ts): a USAspending
 * transaction row is staged as its header id and its values joined by U+001F
 * (as JSON when a value holds that character), and the row that wins its
 * award is rebuilt from that. The rebuilt row must be
 * the row the loader built from the part's fields: every column of the
 * header (empty ones ''), the first of two columns of one name, no column
 * without a name, and names such as `__proto__` as plain columns.
 */
import { describe, expect, it } from 'vitest';
import { packRow, unpackRow } from '../../src/load/sources/usaspending-common.js';

/** The row as src/load/run.ts builds it from a part's header and fields. */
function loaderRow(header: readonly string[], fields: readonly string[]): Record<string, string> {
  const row: Record<string, string> = {};
  for (let i = 0; i < header.length; i++) if (header[i] !== '' && !Object.hasOwn(row, header[i])) row[header[i]] = fields[i] ?? '';
  return row;
}

describe('packed staging rows', () => {
  it('round-trips a row: empty columns, duplicate names, a nameless column, __proto__ and constructor', () => {
    const header = ['contract_award_unique_key', 'recipient_uei', '', 'action_date', 'recipient_uei', '__proto__', 'constructor', 'federal_action_obligation'];
    const fields = ['CONT_AWD_1_9700_-NONE-_-NONE-', '', 'ignored', '2025-01-02', 'SECOND', 'p', 'c', '-12.50'];
    const row = loaderRow(header, fields);
    const packed = packRow(row, header);
    // every position's value as the loader's row gives it (a nameless column and the second column of a name as the row has them); the loader's row has
    // no own __proto__ (assigning a string to it does nothing), so neither has the packed one
    expect(Object.hasOwn(row, '__proto__')).toBe(false);
    expect(packed).toMatch(/^\d+:/);
    expect(packed.slice(packed.indexOf(':') + 1).split('\u001f')).toEqual(['CONT_AWD_1_9700_-NONE-_-NONE-', '', '', '2025-01-02', '', '', 'c', '-12.50']);
    const back = unpackRow(packed);
    expect(back).toEqual(row);
    expect(Object.keys(back)).toEqual(['contract_award_unique_key', 'recipient_uei', 'action_date', 'constructor', 'federal_action_obligation']);
    expect(back.recipient_uei).toBe('');
    expect(back.constructor).toBe('c');
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it('a row packed from the part\'s fields as read unpacks to the same row as one packed from the row object', () => {
    const header = ['contract_award_unique_key', 'recipient_uei', '', 'action_date', 'recipient_uei', '__proto__', 'constructor', 'federal_action_obligation'];
    const fields = ['CONT_AWD_2_9700_-NONE-_-NONE-', 'FIRST', 'ignored', '2025-01-02', 'SECOND', 'p', 'c', '-12.50'];
    const row = loaderRow(header, fields);
    const fromObject = unpackRow(packRow(row, header));
    const expected = { ...fromObject };
    const packed = packRow(row, header, fields);
    expect(packed.slice(packed.indexOf(':') + 1).split('\u001f')).toEqual(fields);
    const back = unpackRow(packed);
    expect(back).toEqual(expected);
    expect(back.recipient_uei).toBe('FIRST');
    expect(Object.hasOwn(back, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    // a value holding the separator: the loader passes no fields (the CSV reader marks the record), the row goes as JSON
    const odd = ['K6', 'x\u001fy', '', '', '', '', '', '1'];
    const q = packRow(loaderRow(header, odd), header);
    expect(q).toMatch(/^J\d+:\[/);
    expect(unpackRow(q)).toEqual(loaderRow(header, odd));
  });

  it('unpacking reuses one object per header: a row is the caller\'s until the next unpack of that header', () => {
    const header = ['contract_award_unique_key', 'action_date'];
    const a = unpackRow(packRow(loaderRow(header, ['K7', '2025-01-01']), header));
    expect(a).toEqual({ contract_award_unique_key: 'K7', action_date: '2025-01-01' });
    const b = unpackRow(packRow(loaderRow(header, ['K8', '']), header));
    expect(b).toBe(a);
    expect(b).toEqual({ contract_award_unique_key: 'K8', action_date: '' });
  });

  it('rows of one part share one header entry; another header (an older layout) gets its own', () => {
    const a = ['contract_award_unique_key', 'action_date'];
    const b = ['action_date', 'contract_award_unique_key', 'recipient_uei'];
    const p1 = packRow(loaderRow(a, ['K1', '2025-01-01']), a);
    const p2 = packRow(loaderRow(a, ['K2', '']), a);
    const p3 = packRow(loaderRow(b, ['2025-03-03', 'K3', 'UEI3']), b);
    const id = (p: string) => p.slice(0, p.indexOf(':'));
    expect(id(p2)).toBe(id(p1));
    expect(id(p3)).not.toBe(id(p1));
    expect(unpackRow(p2)).toEqual({ contract_award_unique_key: 'K2', action_date: '' });
    expect(unpackRow(p3)).toEqual({ action_date: '2025-03-03', contract_award_unique_key: 'K3', recipient_uei: 'UEI3' });
  });

  it('a value holding the separator, a newline, a tab, a backslash or a quote comes back as it was', () => {
    const header = ['contract_award_unique_key', 'transaction_description', 'naics_description'];
    const plain = loaderRow(header, ['K4', 'line one\r\nline\ttwo \\ "quoted"', 'ä ✓']);
    const p = packRow(plain, header);
    expect(p).toMatch(/^\d+:/);
    expect(unpackRow(p)).toEqual(plain);
    const odd = loaderRow(header, ['K5', 'a\u001fb', '\u001f']);
    const q = packRow(odd, header);
    expect(q).toMatch(/^J\d+:\[/);
    expect(unpackRow(q)).toEqual(odd);
  });

  it('a staged row that does not match its header is an error, not a shifted row', () => {
    const header = ['a', 'b', 'c'];
    const p = packRow(loaderRow(header, ['1', '2', '3']), header);
    expect(() => unpackRow(p.replace(/\u001f3$/, ''))).toThrow(/does not match its header \(2 values for 3 columns\)/);
  });
});
