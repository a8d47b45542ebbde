import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/engine/errors.js';
import { decodeCursor, encodeCursor, type Cursor } from '../../src/engine/pagination/cursor.js';

describe('cursor codec', () => {
  it('round-trips any boundary row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), { minLength: 1, maxLength: 4 }),
        fc.constantFrom<'n' | 'p'>('n', 'p'),
        (v, d) => {
          const c: Cursor = { o: '-award_date', v, d };
          expect(decodeCursor(encodeCursor(c), '-award_date', v.length)).toEqual(c);
        },
      ),
    );
  });

  it('is opaque text safe in a URL', () => {
    expect(encodeCursor({ o: 'award_date', v: ['2024-01-01', 'CONT_AWD_X'], d: 'n' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses garbage, tampering and cursors of another ordering with a 400', () => {
    const good = encodeCursor({ o: '-award_date', v: ['2024-01-01', 'K'], d: 'n' });
    const bad = [
      'not a cursor!',
      'AAAA',
      Buffer.from('{"o":"-award_date","v":["x","K"],"d":"sideways","_":1}').toString('base64url'),
      Buffer.from('{"o":"-award_date","v":[{"x":1},"K"],"d":"n","_":1}').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'),
    ];
    for (const raw of bad) {
      expect(() => decodeCursor(raw, '-award_date', 2)).toThrow(ApiError);
    }
    expect(() => decodeCursor(good, 'obligated', 2)).toThrow(/not valid for this request/);
    expect(() => decodeCursor(good, '-award_date', 3)).toThrow(ApiError);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        try {
          decodeCursor(raw, '-award_date', 2);
        } catch (err) {
          expect(err).toBeInstanceOf(ApiError);
        }
      }),
    );
  });
});
