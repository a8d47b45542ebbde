import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/engine/errors.js';
import { configureCursorKeys, decodeCursor, encodeCursor, fitsColumn, parseCursorKeys, type Cursor, type CursorColumn } from '../../src/engine/pagination/cursor.js';

const DATE_TEXT: CursorColumn[] = [
  { type: 'date', nullable: false },
  { type: 'text', nullable: false },
];
const expectFor = (ordering = '-award_date', filters = 'F1', columns = DATE_TEXT) => ({ ordering, filters, columns });

afterEach(() => configureCursorKeys(null));

describe('cursor codec', () => {
  it('round-trips any boundary row that fits its columns', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.string({ maxLength: 100 }).filter((s) => !s.includes('\u0000')),
        fc.constantFrom<'n' | 'p'>('n', 'p'),
        (d, key, dir) => {
          const c: Cursor = { o: '-award_date', v: [d.toISOString().slice(0, 10), key], d: dir };
          expect(decodeCursor(encodeCursor(c, 'F1'), expectFor())).toEqual(c);
        },
      ),
    );
  });

  it('is opaque text safe in a URL: payload and signature', () => {
    expect(encodeCursor({ o: 'award_date', v: ['2024-01-01', 'CONT_AWD_X'], d: 'n' }, 'F')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{24}$/);
  });

  it('refuses garbage, unsigned and tampered cursors, and cursors of another ordering or filter set, with a 400', () => {
    const good = encodeCursor({ o: '-award_date', v: ['2024-01-01', 'K'], d: 'n' }, 'F1');
    const [payload, sig] = good.split('.');
    const unsigned = Buffer.from('{"o":"-award_date","v":["2023-01-01","K"],"d":"n","f":"F1"}').toString('base64url');
    const bad = [
      'not a cursor!',
      'AAAA',
      unsigned,
      `${unsigned}.${sig}`,
      `${payload}.${'A'.repeat(24)}`,
      `${payload}.${sig}x`,
      `${payload}x.${sig}`,
    ];
    for (const raw of bad) expect(() => decodeCursor(raw, expectFor()), raw).toThrow(ApiError);
    expect(() => decodeCursor(good, expectFor('obligated'))).toThrow(/not valid for this request/);
    expect(() => decodeCursor(good, expectFor('-award_date', 'F2'))).toThrow(ApiError);
    expect(() => decodeCursor(good, expectFor('-award_date', 'F1', [...DATE_TEXT, { type: 'text', nullable: false }]))).toThrow(ApiError);
    expect(decodeCursor(good, expectFor()).v).toEqual(['2024-01-01', 'K']);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        expect(() => decodeCursor(raw, expectFor())).toThrow(ApiError);
      }),
    );
  });

  it('refuses well-signed values that do not fit the ordering columns', () => {
    for (const v of [['notadate', 'K'], [1, 'K'], ['99999-01-01', 'K'], ['2023-02-29', 'K'], [null, 'K'], ['2024-01-01', 5], ['2024-01-01', 'a\u0000b'], ['2024-01-01']]) {
      const c = encodeCursor({ o: '-award_date', v, d: 'n' }, 'F1');
      expect(() => decodeCursor(c, expectFor()), JSON.stringify(v)).toThrow(ApiError);
    }
    const direction = Buffer.from(JSON.stringify({ o: '-award_date', v: ['2024-01-01', 'K'], d: 'z', f: 'F1' })).toString('base64url');
    configureCursorKeys(['a-cursor-key-for-this-test-only']);
    // a signature over a bad direction (as if a key had leaked) is still refused
    const sig = createHmac('sha256', 'a-cursor-key-for-this-test-only').update(direction).digest().subarray(0, 18).toString('base64url');
    expect(() => decodeCursor(`${direction}.${sig}`, expectFor())).toThrow(ApiError);
  });

  it('checks values by column type', () => {
    const col = (type: CursorColumn['type'], nullable = false): CursorColumn => ({ type, nullable });
    expect(fitsColumn('2024-02-29', col('date'))).toBe(true);
    expect(fitsColumn('2024-02-30', col('date'))).toBe(false);
    expect(fitsColumn('2024-01-01T10:00:00.000Z', col('timestamptz'))).toBe(true);
    expect(fitsColumn('2024-01-01 10:00', col('timestamptz'))).toBe(false);
    expect(fitsColumn('1234.56', col('numeric'))).toBe(true);
    expect(fitsColumn('1e400', col('numeric'))).toBe(false);
    expect(fitsColumn(2147483647, col('int'))).toBe(true);
    expect(fitsColumn(2147483648, col('int'))).toBe(false);
    expect(fitsColumn('6f1c1b0e-8d0a-4c4e-9b1e-2f6a7c8d9e0f', col('uuid'))).toBe(true);
    expect(fitsColumn('not-a-uuid', col('uuid'))).toBe(false);
    expect(fitsColumn(null, col('date', true))).toBe(true);
    expect(fitsColumn(null, col('date'))).toBe(false);
    expect(fitsColumn(Infinity, col('real'))).toBe(false);
    expect(fitsColumn(true, col('bool'))).toBe(true);
  });

  it('signs with the first key of the ring and verifies with any, so keys rotate', () => {
    configureCursorKeys(['old-key-0123456789abcdef']);
    const old = encodeCursor({ o: '-award_date', v: ['2024-01-01', 'K'], d: 'n' }, 'F1');
    configureCursorKeys(['new-key-0123456789abcdef', 'old-key-0123456789abcdef']);
    expect(decodeCursor(old, expectFor()).v[1]).toBe('K');
    const fresh = encodeCursor({ o: '-award_date', v: ['2024-01-01', 'K'], d: 'n' }, 'F1');
    configureCursorKeys(['new-key-0123456789abcdef']);
    expect(decodeCursor(fresh, expectFor()).v[1]).toBe('K');
    expect(() => decodeCursor(old, expectFor())).toThrow(ApiError);
  });

  it('refuses short keys in CURSOR_KEYS', () => {
    expect(() => parseCursorKeys('short')).toThrow(/at least 16/);
    expect(() => parseCursorKeys('a-long-enough-key-1,')).toThrow(/at least 16/);
    expect(parseCursorKeys('a-long-enough-key-1, another-long-key-2')).toEqual(['a-long-enough-key-1', 'another-long-key-2']);
  });
});
