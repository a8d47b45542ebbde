import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/engine/errors.js';
import { checkRange, parseBoolean, parseDate, parseDecimal, parseInteger, parseOrList } from '../../src/engine/filters/values.js';

function body(fn: () => unknown): Record<string, unknown> {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return (err as ApiError).body;
  }
  throw new Error('expected an ApiError');
}

describe('filter values', () => {
  it('splits OR-lists on | and on the word OR, with or without spaces', () => {
    expect(parseOrList('naics', '541511|541512')).toEqual(['541511', '541512']);
    expect(parseOrList('naics', '541511 OR 541512 | 541519')).toEqual(['541511', '541512', '541519']);
    expect(parseOrList('naics', ' 541511 ')).toEqual(['541511']);
    expect(parseOrList('agency', 'ORACLE OR DOD')).toEqual(['ORACLE', 'DOD']);
    expect(body(() => parseOrList('naics', ' | '))).toEqual({ error: 'naics needs at least one value', code: 'validation_error' });
    expect(body(() => parseOrList('key', Array(501).fill('x').map((x, i) => x + i).join('|'), 500)).error).toMatch(/at most 500/);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseDate('award_date', '2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(body(() => parseDate('award_date', '2024-02-30'))).toEqual({
      error: 'award_date must be a real calendar date in the form YYYY-MM-DD, got "2024-02-30"',
      code: 'validation_error',
    });
    for (const bad of ['2024-2-1', '20240201', '2024-02-01T00:00:00Z', 'yesterday', '']) {
      expect(body(() => parseDate('award_date', bad)).error).toMatch(/^award_date must be a date/);
    }
  });

  it('parses integers, decimals and booleans strictly', () => {
    expect(parseInteger('fiscal_year', '2024')).toBe(2024);
    expect(body(() => parseInteger('fiscal_year', '2024.5')).error).toMatch(/integer/);
    expect(body(() => parseInteger('page', '0', 1)).error).toBe('page must be from 1 to 9007199254740991, got 0');
    expect(parseDecimal('obligated_gte', '1000000.50')).toBe('1000000.50');
    expect(body(() => parseDecimal('obligated_gte', '1e6')).error).toMatch(/must be a number/);
    expect(parseBoolean('listed', 'FALSE')).toBe(false);
    expect(body(() => parseBoolean('listed', 'yes')).error).toBe('listed must be true or false, got "yes"');
  });

  it('rejects inverted ranges naming both parameters', () => {
    expect(() => checkRange('a_gte', 1, 'a_lte', 1)).not.toThrow();
    expect(body(() => checkRange('award_date_gte', new Date('2024-02-01'), 'award_date_lte', new Date('2024-01-01')))).toEqual({
      error: 'inverted range: award_date_gte is after award_date_lte',
      code: 'validation_error',
    });
    expect(body(() => checkRange('obligated_gte', '10', 'obligated_lte', '9.99')).error).toMatch(/inverted/);
  });
});
