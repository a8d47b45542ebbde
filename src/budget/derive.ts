/**
 * Budget account-years: everything the service derives from the published
 * dollars (document 3, "Budget account-year"), in one place, as pure
 * functions. The demo generator (src/demo/gen/budget.ts) calls them before it
 * writes the rows, and an ingest path calls the same; the publication check
 * (src/budget/publication.ts) recomputes them from the stored dollar columns
 * and refuses to publish when a stored value differs.
 *
 * - Ratios (fractions: 0.93 is 93 %) are null when either side is null or the
 *   denominator is not positive; rounded to 6 decimals. Every ratio but
 *   unobligated_pct also has a `_capped` variant (clamped to [-5, 5]) and a
 *   `_capped_flag` (true when the raw ratio lies outside that range).
 * - Trends compare the account with its own other fiscal years (the exact
 *   year before, the exact year five years before): a missing year gives null.
 *   Trends over execution columns (obligated_total, contract_obligated) need
 *   both years closed (data_through_period = 12), since a year-to-date figure
 *   is not comparable with a full year (document 3, "Partial years").
 * - Source anomalies: a list of {code, action, field, source_value, value,
 *   detail}; `capped` means the service changed the served value, `flagged`
 *   that it only reports the problem. Codes and actions are in ANOMALY_CODES.
 */

/** Ratios are capped at ±RATIO_CAP in their `_capped` variants. */
export const RATIO_CAP = 5;

/** Fiscal-year coverage of each part of the budget data (document 3, "Coverage"). */
export const COVERAGE = {
  /** account lifecycle rows (the account-year records) */
  lifecycle: { from: 2017, to: 2026 },
  /** appendix(*) and narratives(*) */
  documents: { from: 2008, to: 2027 },
  /** /quarters/: fiscal year 2021 onward (account-years exist up to the lifecycle's last year) */
  quarters: { from: 2021, to: 2026 },
  /** /recipients/ and /api/entities/{uei}/budget-flows/ */
  flows: { from: 2017, to: 2026 },
} as const;

/** A value that is a year at all: anything else is malformed (400 in a parameter, 404 in a path). */
export const PLAUSIBLE_YEARS = { from: 1900, to: 2100 } as const;

export const inCoverage = (range: { from: number; to: number }, year: number): boolean => year >= range.from && year <= range.to;

export const ACCOUNT_CATEGORIES = ['budgetary', 'credit_financing', 'request_only', 'proposed'] as const;
export type AccountCategory = (typeof ACCOUNT_CATEGORIES)[number];

/** Anomaly codes and the action the service records for each. */
export const ANOMALY_CODES = {
  /** contract obligations above the account's positive total obligations: capped to the total in a closed year, flagged otherwise */
  contract_exceeds_obligations: 'capped or flagged',
  /** total obligations above the apportionment (possible Antideficiency Act matter, or a timing difference) */
  obligations_exceed_apportionment: 'flagged',
  /** total obligations below zero (downward adjustments of prior-year obligations exceed new ones) */
  negative_obligations: 'flagged',
  /** a ratio outside ±RATIO_CAP: its _capped variant holds the cap */
  ratio_above_cap: 'capped',
  /** a budgetary account with execution data but no data_through_period */
  data_through_period_missing: 'flagged',
} as const;
export type AnomalyCode = keyof typeof ANOMALY_CODES;

export interface Anomaly {
  code: AnomalyCode;
  action: 'capped' | 'flagged';
  /** the field the problem is about */
  field: string;
  /** the value as published (or as computed, for a ratio) */
  source_value: number | null;
  /** the value served */
  value: number | null;
  detail: string;
}

/** The published columns of one account-year (money in dollars, null when not published). */
export interface SourceAccountYear {
  federal_account_symbol: string;
  fiscal_year: number;
  data_through_period: number | null;
  account_category: AccountCategory;
  requested_ba: number | null;
  enacted_ba: number | null;
  apportioned: number | null;
  obligated_total: number | null;
  outlayed_total: number | null;
  unobligated_balance: number | null;
  /** contract obligations as published (the served contract_obligated may be capped) */
  contract_obligated: number | null;
  contract_outlayed: number | null;
  assistance_obligated: number | null;
  assistance_outlayed: number | null;
  next_year_requested_ba: number | null;
  requested_contractual_services: number | null;
}

/** The ratios that have `_capped` and `_capped_flag` variants, and what they divide. */
export const CAPPED_RATIOS = {
  contract_share_of_obligated: ['contract_obligated', 'obligated_total'],
  obligated_to_apportioned_pct: ['obligated_total', 'apportioned'],
  apportioned_to_enacted_pct: ['apportioned', 'enacted_ba'],
  obligated_to_enacted_pct: ['obligated_total', 'enacted_ba'],
  outlayed_to_obligated_pct: ['outlayed_total', 'obligated_total'],
  actual_vs_requested_contract: ['contract_obligated', 'requested_contractual_services'],
} as const;
export type CappedRatio = keyof typeof CAPPED_RATIOS;

/** The stored column of each ratio's flag (contract_share_of_obligated's flag keeps the older API's name). */
export const FLAG_COLUMN: Record<CappedRatio, string> = {
  contract_share_of_obligated: 'contract_share_capped_flag',
  obligated_to_apportioned_pct: 'obligated_to_apportioned_pct_capped_flag',
  apportioned_to_enacted_pct: 'apportioned_to_enacted_pct_capped_flag',
  obligated_to_enacted_pct: 'obligated_to_enacted_pct_capped_flag',
  outlayed_to_obligated_pct: 'outlayed_to_obligated_pct_capped_flag',
  actual_vs_requested_contract: 'actual_vs_requested_contract_capped_flag',
};

export const TRENDS = ['enacted_ba_yoy_pct', 'obligated_yoy_pct', 'enacted_ba_5yr_cagr', 'ba_growth_next_year_pct', 'contract_obligated_5yr_cagr'] as const;

/** Every derived column, by its stored name. */
export interface DerivedAccountYear {
  /** the served contract obligations (capped to obligated_total when contract_exceeds_obligations is capped) */
  contract_obligated: number | null;
  contract_share_of_obligated: number | null;
  contract_share_of_obligated_capped: number | null;
  contract_share_capped_flag: boolean | null;
  obligated_to_apportioned_pct: number | null;
  obligated_to_apportioned_pct_capped: number | null;
  obligated_to_apportioned_pct_capped_flag: boolean | null;
  apportioned_to_enacted_pct: number | null;
  apportioned_to_enacted_pct_capped: number | null;
  apportioned_to_enacted_pct_capped_flag: boolean | null;
  obligated_to_enacted_pct: number | null;
  obligated_to_enacted_pct_capped: number | null;
  obligated_to_enacted_pct_capped_flag: boolean | null;
  outlayed_to_obligated_pct: number | null;
  outlayed_to_obligated_pct_capped: number | null;
  outlayed_to_obligated_pct_capped_flag: boolean | null;
  unobligated_pct: number | null;
  actual_vs_requested_contract: number | null;
  actual_vs_requested_contract_capped: number | null;
  actual_vs_requested_contract_capped_flag: boolean | null;
  enacted_ba_yoy_pct: number | null;
  obligated_yoy_pct: number | null;
  enacted_ba_5yr_cagr: number | null;
  ba_growth_next_year_pct: number | null;
  contract_obligated_5yr_cagr: number | null;
  source_anomalies: Anomaly[];
}

/** Rounded to 6 decimals (and never -0). */
export function round6(x: number): number {
  const r = Math.round(x * 1e6) / 1e6;
  return r === 0 ? 0 : r;
}

/** num ÷ den; null when either is null or den is not positive. */
export function ratio(num: number | null, den: number | null): number | null {
  if (num === null || den === null || !(den > 0)) return null;
  return round6(num / den);
}

/** The ratio clamped to [-RATIO_CAP, RATIO_CAP]. */
export function capped(r: number | null): number | null {
  return r === null ? null : Math.max(-RATIO_CAP, Math.min(RATIO_CAP, r));
}

/** Whether the ratio lies outside [-RATIO_CAP, RATIO_CAP]. */
export function cappedFlag(r: number | null): boolean | null {
  return r === null ? null : Math.abs(r) > RATIO_CAP;
}

/** now ÷ before − 1; null when either is null or before is not positive. */
export function growth(now: number | null, before: number | null): number | null {
  if (now === null || before === null || !(before > 0)) return null;
  return round6(now / before - 1);
}

/** Compound annual growth over `years`; null unless both ends are positive. */
export function cagr(now: number | null, before: number | null, years: number): number | null {
  if (now === null || before === null || !(before > 0) || !(now > 0)) return null;
  return round6(Math.pow(now / before, 1 / years) - 1);
}

const isClosed = (r: SourceAccountYear) => r.data_through_period === 12;

function usd(x: number): string {
  const abs = Math.abs(x);
  const s = abs >= 1e9 ? `$${(abs / 1e9).toFixed(2)} billion` : abs >= 1e6 ? `$${(abs / 1e6).toFixed(1)} million` : `$${abs.toFixed(2)}`;
  return x < 0 ? `-${s}` : s;
}

/** The served contract obligations and the contract anomaly of one row (no other year needed). */
function contractSide(r: SourceAccountYear): { served: number | null; anomaly: Anomaly | null } {
  const c = r.contract_obligated;
  const o = r.obligated_total;
  if (c === null || o === null || !(o > 0) || !(c > o)) return { served: c, anomaly: null };
  const excess = (((c - o) / o) * 100).toFixed(1);
  if (isClosed(r)) {
    return {
      served: o,
      anomaly: {
        code: 'contract_exceeds_obligations',
        action: 'capped',
        field: 'contract_obligated',
        source_value: c,
        value: o,
        detail: `Award-level contract obligations of ${usd(c)} exceed the account's total obligations of ${usd(o)} by ${excess}%; the year is closed, so contract_obligated is capped at total obligations.`,
      },
    };
  }
  return {
    served: c,
    anomaly: {
      code: 'contract_exceeds_obligations',
      action: 'flagged',
      field: 'contract_obligated',
      source_value: c,
      value: c,
      detail: `Award-level contract obligations of ${usd(c)} exceed the account's total obligations of ${usd(o)} by ${excess}%; the year is not closed, so the value is reported as published.`,
    },
  };
}

/**
 * Derive one account-year. `sameAccount(fy)` gives the account's row of
 * another fiscal year (undefined when there is none; deriveAccounts supplies
 * it from the rows of the same symbol).
 */
export function deriveAccountYear(r: SourceAccountYear, sameAccount: (fy: number) => SourceAccountYear | undefined): DerivedAccountYear {
  const anomalies: Anomaly[] = [];
  const contract = contractSide(r);
  if (contract.anomaly) anomalies.push(contract.anomaly);
  const o = r.obligated_total;
  if (o !== null && r.apportioned !== null && r.apportioned > 0 && o > r.apportioned) {
    anomalies.push({
      code: 'obligations_exceed_apportionment',
      action: 'flagged',
      field: 'obligated_total',
      source_value: o,
      value: o,
      detail: `Total obligations of ${usd(o)} exceed the apportionment of ${usd(r.apportioned)}; reported as published.`,
    });
  }
  if (o !== null && o < 0) {
    anomalies.push({
      code: 'negative_obligations',
      action: 'flagged',
      field: 'obligated_total',
      source_value: o,
      value: o,
      detail: `Total obligations are negative (${usd(o)}): downward adjustments exceed new obligations; ratios over obligations are null.`,
    });
  }
  if (r.account_category === 'budgetary' && o !== null && r.data_through_period === null) {
    anomalies.push({
      code: 'data_through_period_missing',
      action: 'flagged',
      field: 'data_through_period',
      source_value: null,
      value: null,
      detail: 'The source gives execution data without the period it runs through; the year is treated as not closed.',
    });
  }

  const values: Record<string, number | null> = { ...r, contract_obligated: contract.served } as unknown as Record<string, number | null>;
  const out = { contract_obligated: contract.served } as DerivedAccountYear;
  const rec = out as unknown as Record<string, number | boolean | null>;
  for (const [name, [num, den]] of Object.entries(CAPPED_RATIOS) as [CappedRatio, readonly [string, string]][]) {
    const raw = ratio(values[num], values[den]);
    rec[name] = raw;
    rec[`${name}_capped`] = capped(raw);
    rec[FLAG_COLUMN[name]] = cappedFlag(raw);
    if (raw !== null && Math.abs(raw) > RATIO_CAP) {
      anomalies.push({
        code: 'ratio_above_cap',
        action: 'capped',
        field: name,
        source_value: raw,
        value: capped(raw),
        detail: `${name} is ${raw} (${num} ÷ ${den}), outside ±${RATIO_CAP}; ${name}_capped holds ${capped(raw)}.`,
      });
    }
  }
  out.unobligated_pct = ratio(r.unobligated_balance, r.apportioned);

  const prev = sameAccount(r.fiscal_year - 1);
  const prev5 = sameAccount(r.fiscal_year - 5);
  const bothClosed = (other: SourceAccountYear | undefined) => !!other && isClosed(r) && isClosed(other);
  out.enacted_ba_yoy_pct = growth(r.enacted_ba, prev?.enacted_ba ?? null);
  out.obligated_yoy_pct = bothClosed(prev) ? growth(r.obligated_total, prev!.obligated_total) : null;
  out.enacted_ba_5yr_cagr = cagr(r.enacted_ba, prev5?.enacted_ba ?? null, 5);
  out.ba_growth_next_year_pct = growth(r.next_year_requested_ba, r.enacted_ba ?? r.requested_ba);
  out.contract_obligated_5yr_cagr = bothClosed(prev5) ? cagr(contract.served, contractSide(prev5!).served, 5) : null;
  out.source_anomalies = anomalies;
  return out;
}

/** The key of an account-year (the detail path identifier): `<federal_account_symbol>:<fiscal_year>`. */
export const accountYearKey = (symbol: string, fiscalYear: number): string => `${symbol}:${fiscalYear}`;

/** Derive every row; each account's other years are the rows of the same symbol in `rows`. */
export function deriveAccounts(rows: readonly SourceAccountYear[]): Map<string, DerivedAccountYear> {
  const byKey = new Map<string, SourceAccountYear>();
  for (const r of rows) byKey.set(accountYearKey(r.federal_account_symbol, r.fiscal_year), r);
  const out = new Map<string, DerivedAccountYear>();
  for (const r of rows) {
    out.set(
      accountYearKey(r.federal_account_symbol, r.fiscal_year),
      deriveAccountYear(r, (fy) => byKey.get(accountYearKey(r.federal_account_symbol, fy))),
    );
  }
  return out;
}
