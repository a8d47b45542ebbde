/**
 * checkAwardFields (src/load/sources/usaspending-common.ts) rejects exactly
 * the rows awardFields rejects, with the same message: the transactions file
 * checks every row with it and builds the record only from the row that wins
 * its award, so a value the check let through would fail that award later.
 * Every column of the layout is tried with values no parse accepts.
 */
import { describe, expect, it } from 'vitest';
import { awardFields, checkAwardFields, TRANSACTION_COLUMNS } from '../../src/load/sources/usaspending-common.js';

const KEY = { contract: 'CONT_AWD_CHK001_9700_-NONE-_-NONE-', idv: 'CONT_IDV_CHK002_9700' } as const;

function outcome(fn: () => unknown): string {
  try {
    fn();
    return 'accepted';
  } catch (err) {
    return `rejected: ${(err as Error).message}`;
  }
}

describe('checkAwardFields', () => {
  for (const kind of ['contract', 'idv'] as const) {
    it(`rejects what awardFields rejects, column by column (${kind})`, () => {
      const base: Record<string, string> = Object.fromEntries(TRANSACTION_COLUMNS.map((c) => [c, '']));
      let rejected = 0;
      for (const column of TRANSACTION_COLUMNS) {
        for (const bad of ['x!', '2025-13-45', '12.5.6', 'maybe']) {
          const row = { ...base, [column]: bad };
          const full = outcome(() => awardFields(row, KEY[kind], kind));
          expect(outcome(() => checkAwardFields(row, kind)), `${column} = ${bad}`).toBe(full);
          if (full !== 'accepted') rejected++;
        }
      }
      // amounts, dates, counts, the DUNS and about a hundred flags: the comparison above is not vacuous
      expect(rejected).toBeGreaterThan(100);
      expect(outcome(() => checkAwardFields(base, kind))).toBe('accepted');
    });
  }
});
