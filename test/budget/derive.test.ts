/**
 * The budget derivation (src/budget/derive.ts) against hand-computed values:
 * ratios and their zero, negative and null denominators, the ±5 cap at and
 * around its boundary, year-over-year and five-year growth with missing
 * years and open years, and every anomaly code with its action.
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CATEGORIES, ANOMALY_CODES, COVERAGE, RATIO_CAP, cagr, capped, cappedFlag, deriveAccountYear, deriveAccounts, growth, ratio, round6,
  type SourceAccountYear,
} from '../../src/budget/derive.js';

/** A closed budgetary account-year with round numbers; fields overridden per test. */
function row(over: Partial<SourceAccountYear> = {}): SourceAccountYear {
  return {
    federal_account_symbol: '097-0100',
    fiscal_year: 2024,
    data_through_period: 12,
    account_category: 'budgetary',
    requested_ba: 950,
    enacted_ba: 1000,
    apportioned: 1100,
    obligated_total: 990,
    outlayed_total: 800,
    unobligated_balance: 110,
    contract_obligated: 495,
    contract_outlayed: 400,
    assistance_obligated: 10,
    assistance_outlayed: 9,
    next_year_requested_ba: 1200,
    requested_contractual_services: 600,
    ...over,
  };
}
const alone = (r: SourceAccountYear) => deriveAccountYear(r, () => undefined);

describe('ratio, cap and growth helpers', () => {
  it('divides, rounding to 6 decimals; null for null sides and non-positive denominators', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(800, 990)).toBe(0.808081);
    expect(ratio(-30, 100)).toBe(-0.3);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(5, -10)).toBeNull();
    expect(ratio(null, 10)).toBeNull();
    expect(ratio(10, null)).toBeNull();
    expect(ratio(0, 10)).toBe(0);
    expect(Object.is(round6(-0.0000001), 0)).toBe(true);
  });

  it('caps at ±5: exactly 5 is not flagged, anything beyond is', () => {
    expect(RATIO_CAP).toBe(5);
    expect(capped(ratio(500, 100))).toBe(5);
    expect(cappedFlag(ratio(500, 100))).toBe(false);
    expect(capped(ratio(5_000_001, 1_000_000))).toBe(5);
    expect(cappedFlag(ratio(5_000_001, 1_000_000))).toBe(true);
    expect(capped(6)).toBe(5);
    expect(capped(-7)).toBe(-5);
    expect(cappedFlag(-7)).toBe(true);
    expect(cappedFlag(-5)).toBe(false);
    expect(capped(4.999999)).toBe(4.999999);
    expect(capped(null)).toBeNull();
    expect(cappedFlag(null)).toBeNull();
  });

  it('grows year over year and compounds over five years', () => {
    expect(growth(110, 100)).toBe(0.1);
    expect(growth(90, 100)).toBe(-0.1);
    expect(growth(10, 0)).toBeNull();
    expect(growth(10, -5)).toBeNull();
    expect(growth(null, 5)).toBeNull();
    // 1.1^5 = 1.61051
    expect(cagr(161051, 100000, 5)).toBe(0.1);
    // halving over five years: 0.5^(1/5) - 1 = -0.129449...
    expect(cagr(50, 100, 5)).toBe(-0.129449);
    expect(cagr(0, 100, 5)).toBeNull();
    expect(cagr(100, 0, 5)).toBeNull();
    expect(cagr(-10, 100, 5)).toBeNull();
  });
});

describe('one account-year', () => {
  it('derives every ratio of a clean closed year', () => {
    const d = alone(row());
    expect(d).toMatchObject({
      contract_obligated: 495,
      contract_share_of_obligated: 0.5, // 495 / 990
      contract_share_of_obligated_capped: 0.5,
      contract_share_capped_flag: false,
      obligated_to_apportioned_pct: 0.9, // 990 / 1100
      apportioned_to_enacted_pct: 1.1, // 1100 / 1000
      obligated_to_enacted_pct: 0.99,
      outlayed_to_obligated_pct: 0.808081, // 800 / 990
      outlayed_to_obligated_pct_capped_flag: false,
      unobligated_pct: 0.1, // 110 / 1100
      actual_vs_requested_contract: 0.825, // 495 / 600
      ba_growth_next_year_pct: 0.2, // 1200 / 1000 - 1
      enacted_ba_yoy_pct: null,
      obligated_yoy_pct: null,
      enacted_ba_5yr_cagr: null,
      contract_obligated_5yr_cagr: null,
      source_anomalies: [],
    });
    // without enacted BA the next-year growth is against the request
    expect(alone(row({ enacted_ba: null })).ba_growth_next_year_pct).toBe(round6(1200 / 950 - 1));
  });

  it('caps contract obligations above positive total obligations in a closed year', () => {
    const d = alone(row({ contract_obligated: 1200, obligated_total: 1000 }));
    expect(d.contract_obligated).toBe(1000);
    expect(d.contract_share_of_obligated).toBe(1);
    expect(d.actual_vs_requested_contract).toBe(round6(1000 / 600));
    expect(d.source_anomalies).toHaveLength(1);
    expect(d.source_anomalies[0]).toMatchObject({ code: 'contract_exceeds_obligations', action: 'capped', field: 'contract_obligated', source_value: 1200, value: 1000 });
    expect(d.source_anomalies[0].detail).toContain('20.0%');
  });

  it('only flags them in an open year, or when the period is unknown', () => {
    const open = alone(row({ contract_obligated: 1200, obligated_total: 1000, data_through_period: 6 }));
    expect(open.contract_obligated).toBe(1200);
    expect(open.contract_share_of_obligated).toBe(1.2);
    expect(open.contract_share_capped_flag).toBe(false);
    expect(open.source_anomalies).toEqual([expect.objectContaining({ code: 'contract_exceeds_obligations', action: 'flagged', source_value: 1200, value: 1200 })]);
    const unknown = alone(row({ contract_obligated: 1200, obligated_total: 1000, data_through_period: null }));
    expect(unknown.contract_obligated).toBe(1200);
    expect(unknown.source_anomalies.map((a) => [a.code, a.action])).toEqual([
      ['contract_exceeds_obligations', 'flagged'],
      ['data_through_period_missing', 'flagged'],
    ]);
    // equal is not above
    expect(alone(row({ contract_obligated: 990 })).source_anomalies).toEqual([]);
  });

  it('handles negative obligations: ratios over them are null, those with them as numerator are negative', () => {
    const d = alone(row({ obligated_total: -50, apportioned: 100, contract_obligated: 10, outlayed_total: 20 }));
    expect(d.contract_share_of_obligated).toBeNull();
    expect(d.outlayed_to_obligated_pct).toBeNull();
    expect(d.obligated_to_apportioned_pct).toBe(-0.5);
    expect(d.obligated_to_enacted_pct).toBe(-0.05);
    expect(d.contract_obligated).toBe(10);
    expect(d.source_anomalies.map((a) => [a.code, a.action])).toEqual([['negative_obligations', 'flagged']]);
  });

  it('gives null ratios for zero and null denominators', () => {
    const d = alone(row({ enacted_ba: 0, requested_contractual_services: null, apportioned: 0 }));
    expect(d.apportioned_to_enacted_pct).toBeNull();
    expect(d.obligated_to_enacted_pct).toBeNull();
    expect(d.obligated_to_apportioned_pct).toBeNull();
    expect(d.unobligated_pct).toBeNull();
    expect(d.actual_vs_requested_contract).toBeNull();
    expect(d.actual_vs_requested_contract_capped).toBeNull();
    expect(d.actual_vs_requested_contract_capped_flag).toBeNull();
    expect(d.ba_growth_next_year_pct).toBeNull();
    expect(d.source_anomalies).toEqual([]);
  });

  it('records a ratio above the cap as capped', () => {
    // a rescission year: little new BA, a large carry-in apportioned
    const d = alone(row({ enacted_ba: 100, apportioned: 1100, obligated_total: 990 }));
    expect(d.apportioned_to_enacted_pct).toBe(11);
    expect(d.apportioned_to_enacted_pct_capped).toBe(5);
    expect(d.apportioned_to_enacted_pct_capped_flag).toBe(true);
    expect(d.obligated_to_enacted_pct).toBe(9.9);
    expect(d.obligated_to_enacted_pct_capped).toBe(5);
    expect(d.source_anomalies.map((a) => [a.code, a.action, a.field, a.source_value, a.value])).toEqual([
      ['ratio_above_cap', 'capped', 'apportioned_to_enacted_pct', 11, 5],
      ['ratio_above_cap', 'capped', 'obligated_to_enacted_pct', 9.9, 5],
    ]);
  });

  it('flags obligations above the apportionment', () => {
    const d = alone(row({ obligated_total: 1144, apportioned: 1100 }));
    expect(d.obligated_to_apportioned_pct).toBe(1.04);
    expect(d.source_anomalies).toEqual([expect.objectContaining({ code: 'obligations_exceed_apportionment', action: 'flagged', field: 'obligated_total', source_value: 1144 })]);
  });

  it('derives nothing but nulls for request_only, proposed and credit financing rows', () => {
    const execution = { enacted_ba: null, apportioned: null, obligated_total: null, outlayed_total: null, unobligated_balance: null, contract_obligated: null, contract_outlayed: null, assistance_obligated: null, assistance_outlayed: null, data_through_period: null };
    for (const account_category of ['request_only', 'proposed'] as const) {
      const d = alone(row({ account_category, ...execution, requested_ba: 5_000_000, next_year_requested_ba: 5_500_000 }));
      expect(d.contract_share_of_obligated).toBeNull();
      expect(d.obligated_to_apportioned_pct).toBeNull();
      expect(d.ba_growth_next_year_pct).toBe(0.1);
      expect(d.source_anomalies).toEqual([]);
    }
    const cf = alone(row({ account_category: 'credit_financing', ...execution, requested_ba: null, apportioned: 2_000_000, data_through_period: 12, next_year_requested_ba: null }));
    expect(Object.entries(cf).filter(([k, v]) => k !== 'source_anomalies' && v !== null)).toEqual([]);
    expect(cf.source_anomalies).toEqual([]);
  });
});

describe('an account over the years', () => {
  const years = (spec: [number, number | null, number | null, number | null][]): SourceAccountYear[] =>
    spec.map(([fy, enacted, obligated, dtp]) => row({ fiscal_year: fy, enacted_ba: enacted, obligated_total: obligated, contract_obligated: obligated === null ? null : obligated / 2, data_through_period: dtp }));

  it('compares with the exact year before and five years before; a missing year gives null', () => {
    // FY2019 is missing
    const rows = years([
      [2017, 1000, 900, 12],
      [2018, 1100, 1000, 12],
      [2020, 1210, 1100, 12],
      [2021, 1331, 1200, 12],
      [2022, 1464.1, 1300, 12],
      [2023, 1610.51, 1400, 12],
      [2024, 1771.561, 1500, 6],
    ]);
    const d = deriveAccounts(rows);
    const at = (fy: number) => d.get(`097-0100:${fy}`)!;
    expect(at(2018).enacted_ba_yoy_pct).toBe(0.1);
    expect(at(2018).obligated_yoy_pct).toBe(round6(1000 / 900 - 1));
    // the year before FY2020 is missing
    expect(at(2020).enacted_ba_yoy_pct).toBeNull();
    expect(at(2020).obligated_yoy_pct).toBeNull();
    expect(at(2021).enacted_ba_yoy_pct).toBe(0.1);
    // FY2023 against FY2018 (FY2019 missing in between does not matter): 1610.51 / 1100 = 1.4641 = 1.1^4 ...
    expect(at(2023).enacted_ba_5yr_cagr).toBe(round6(Math.pow(1610.51 / 1100, 1 / 5) - 1));
    expect(at(2023).contract_obligated_5yr_cagr).toBe(round6(Math.pow(700 / 500, 1 / 5) - 1));
    // FY2022 against FY2017
    expect(at(2022).enacted_ba_5yr_cagr).toBe(round6(Math.pow(1464.1 / 1000, 1 / 5) - 1));
    // FY2024 against FY2019, which is missing
    expect(at(2024).enacted_ba_5yr_cagr).toBeNull();
    // FY2024 is open: execution trends need both years closed, enacted BA trends do not
    expect(at(2024).enacted_ba_yoy_pct).toBe(0.1);
    expect(at(2024).obligated_yoy_pct).toBeNull();
    // only accounts of the same symbol are compared
    const other = deriveAccounts([...rows, row({ federal_account_symbol: '097-0400', fiscal_year: 2019, enacted_ba: 5 })]);
    expect(other.get('097-0100:2020')!.enacted_ba_yoy_pct).toBeNull();
    expect(other.get('097-0400:2019')!.enacted_ba_yoy_pct).toBeNull();
  });

  it('compounds the served (capped) contract obligations', () => {
    const rows = [
      row({ fiscal_year: 2018, obligated_total: 1000, contract_obligated: 1500 }), // capped to 1000
      row({ fiscal_year: 2023, obligated_total: 2000, contract_obligated: 1000 * Math.pow(1.05, 5) }),
    ];
    const d = deriveAccounts(rows);
    expect(d.get('097-0100:2018')!.contract_obligated).toBe(1000);
    expect(d.get('097-0100:2023')!.contract_obligated_5yr_cagr).toBe(0.05);
  });
});

describe('declared vocabularies', () => {
  it('names the categories, anomaly codes and coverage of document 3', () => {
    expect(ACCOUNT_CATEGORIES).toEqual(['budgetary', 'credit_financing', 'request_only', 'proposed']);
    expect(Object.keys(ANOMALY_CODES)).toContain('contract_exceeds_obligations');
    expect(COVERAGE).toEqual({
      lifecycle: { from: 2017, to: 2026 },
      documents: { from: 2008, to: 2027 },
      quarters: { from: 2021, to: 2026 },
      flows: { from: 2017, to: 2026 },
    });
  });
});
