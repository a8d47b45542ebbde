/**
 * The budget publication record (document 3, Budget "Headers"): the budget
 * responses carry X-Service-Data-As-Of (latest fiscal year and period of the
 * publication, e.g. `2026-P08`) and X-Service-Data-Published-At only once a
 * validated publication is live.
 *
 * A publication is one row of `dataset_info` (key `budget_publication`, value
 * JSON {data_as_of, fiscal_year, period, published_at, account_years}). The
 * loader writes it only after `checkBudgetTables` finds nothing wrong with the
 * budget tables it has just written (in the same transaction on PostgreSQL,
 * so the record and the data become visible together); a failed check
 * removes any earlier record, so the headers are omitted rather than vouch
 * for data nobody checked. Whoever writes the budget tables (the demo
 * generator, an ingest) calls `publishBudget` afterwards.
 */
import { ACCOUNT_CATEGORIES, CAPPED_RATIOS, COVERAGE, FLAG_COLUMN, TRENDS, deriveAccounts, type AccountCategory, type SourceAccountYear } from './derive.js';

export const PUBLICATION_KEY = 'budget_publication';

export interface BudgetPublication {
  /** `<fiscal year>-P<period, two digits>`: the latest fiscal year of the published account-years and the period its data runs through */
  data_as_of: string;
  fiscal_year: number;
  period: number;
  /** ISO 8601 UTC time the publication went live */
  published_at: string;
  /** account-year rows checked */
  account_years: number;
}

type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const SOURCE_COLUMNS = [
  'requested_ba', 'enacted_ba', 'apportioned', 'obligated_total', 'outlayed_total', 'unobligated_balance',
  'contract_obligated_source', 'contract_outlayed', 'assistance_obligated', 'assistance_outlayed',
  'next_year_requested_ba', 'requested_contractual_services',
] as const;

/** Every derived column as stored (the ratios, their capped variants and flags, unobligated_pct, the trends). */
const DERIVED_COLUMNS = [
  'contract_obligated',
  ...Object.keys(CAPPED_RATIOS).flatMap((r) => [r, `${r}_capped`, FLAG_COLUMN[r as keyof typeof FLAG_COLUMN]]),
  'unobligated_pct',
  ...TRENDS,
];

const same = (a: unknown, b: unknown): boolean => {
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  return Math.abs(Number(a) - Number(b)) <= 1e-9 * Math.max(1, Math.abs(Number(b)));
};

/** JSON text with object keys sorted (jsonb does not keep the key order it was given). */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
}

/**
 * What is wrong with the budget tables (an empty list when nothing is): the
 * coverage years, the account categories' shapes, the derived columns against
 * a recomputation from the stored dollars, and the recipients and quarters
 * against their account-years.
 */
export async function checkBudgetTables(query: Query): Promise<string[]> {
  const problems: string[] = [];
  const rows = await query<Record<string, unknown>>(
    `SELECT id, key, federal_account_symbol, fiscal_year, data_through_period, account_category, ${SOURCE_COLUMNS.join(', ')}, ${DERIVED_COLUMNS.join(', ')}, source_anomalies
       FROM budget_account_year ORDER BY federal_account_symbol, fiscal_year`,
    [],
  );
  if (rows.length === 0) return ['budget_account_year is empty'];
  const sources: SourceAccountYear[] = [];
  for (const r of rows) {
    const fy = Number(r.fiscal_year);
    const where = `${r.key}`;
    if (r.key !== `${r.federal_account_symbol}:${fy}`) problems.push(`${where}: key is not <federal_account_symbol>:<fiscal_year>`);
    if (fy < COVERAGE.lifecycle.from || fy > COVERAGE.lifecycle.to) problems.push(`${where}: fiscal year outside the lifecycle coverage ${COVERAGE.lifecycle.from}-${COVERAGE.lifecycle.to}`);
    if (!(ACCOUNT_CATEGORIES as readonly string[]).includes(r.account_category as string)) problems.push(`${where}: unknown account_category ${String(r.account_category)}`);
    const dtp = num(r.data_through_period);
    if (dtp !== null && !(Number.isInteger(dtp) && dtp >= 1 && dtp <= 12)) problems.push(`${where}: data_through_period ${dtp} is not 1 to 12`);
    const execution = ['apportioned', 'obligated_total', 'outlayed_total', 'unobligated_balance', 'contract_obligated_source', 'contract_outlayed', 'assistance_obligated', 'assistance_outlayed'];
    if (r.account_category === 'request_only' || r.account_category === 'proposed') {
      for (const c of ['enacted_ba', ...execution]) if (r[c] !== null) problems.push(`${where}: ${r.account_category} account with ${c}`);
    }
    if (r.account_category === 'credit_financing') {
      for (const c of ['enacted_ba', 'obligated_total']) if (r[c] !== null) problems.push(`${where}: credit_financing account with ${c}`);
    }
    const s = {
      federal_account_symbol: r.federal_account_symbol as string,
      fiscal_year: fy,
      data_through_period: dtp,
      account_category: r.account_category as AccountCategory,
    } as SourceAccountYear & Record<string, unknown>;
    for (const c of SOURCE_COLUMNS) s[c === 'contract_obligated_source' ? 'contract_obligated' : c] = num(r[c]);
    sources.push(s);
  }
  const derived = deriveAccounts(sources);
  for (const r of rows) {
    const d = derived.get(r.key as string) as unknown as Record<string, unknown> | undefined;
    if (!d) continue;
    for (const c of DERIVED_COLUMNS) {
      if (!same(r[c], d[c])) problems.push(`${r.key}: ${c} is ${JSON.stringify(r[c])}, derived ${JSON.stringify(d[c])}`);
    }
    const stored = typeof r.source_anomalies === 'string' ? JSON.parse(r.source_anomalies) : r.source_anomalies;
    if (canonical(stored) !== canonical(d.source_anomalies)) problems.push(`${r.key}: source_anomalies differ from the derived ones`);
  }

  const [flows] = await query<{ outside: number; not_budgetary: number; over: number; counts: number }>(
    `SELECT count(*) FILTER (WHERE y.fiscal_year NOT BETWEEN $1 AND $2)::int AS outside,
            count(*) FILTER (WHERE y.account_category <> 'budgetary')::int AS not_budgetary,
            count(*) FILTER (WHERE r.contract_obligated <> coalesce(c.obligated, 0) OR r.n_contracts <> coalesce(c.piids, 0))::int AS counts,
            (SELECT count(*)::int FROM budget_account_year y2
              WHERE (SELECT coalesce(sum(r2.contract_obligated), 0) FROM budget_recipient r2 WHERE r2.account_year_id = y2.id) > coalesce(y2.contract_obligated, 0) + 0.01
                AND EXISTS (SELECT 1 FROM budget_recipient r3 WHERE r3.account_year_id = y2.id)) AS over
       FROM budget_recipient r
       JOIN budget_account_year y ON y.id = r.account_year_id
       LEFT JOIN (SELECT rc.recipient_row_id, sum(rc.obligated) AS obligated, count(DISTINCT a.piid)::int AS piids
                    FROM budget_recipient_contract rc JOIN award a ON a.key = rc.award_key GROUP BY rc.recipient_row_id) c ON c.recipient_row_id = r.id`,
    [COVERAGE.flows.from, COVERAGE.flows.to],
  );
  if (flows.outside) problems.push(`${flows.outside} recipient rows outside the coverage ${COVERAGE.flows.from}-${COVERAGE.flows.to}`);
  if (flows.not_budgetary) problems.push(`${flows.not_budgetary} recipient rows under accounts that are not budgetary`);
  if (flows.counts) problems.push(`${flows.counts} recipient rows whose contract_obligated or n_contracts disagree with their contracts`);
  if (flows.over) problems.push(`${flows.over} account-years whose recipient rows add up to more than their contract_obligated`);

  const [q] = await query<{ early: number; bad: number }>(
    `SELECT count(*) FILTER (WHERE y.fiscal_year NOT BETWEEN $1 AND $2)::int AS early,
            count(*) FILTER (WHERE q.quarter NOT BETWEEN 1 AND 4 OR q.period NOT IN ('quarterly', 'cumulative'))::int AS bad
       FROM budget_quarter q JOIN budget_account_year y ON y.id = q.account_year_id`,
    [COVERAGE.quarters.from, COVERAGE.quarters.to],
  );
  if (q.early) problems.push(`${q.early} quarter rows outside the coverage ${COVERAGE.quarters.from}-${COVERAGE.quarters.to}`);
  if (q.bad) problems.push(`${q.bad} quarter rows with a quarter outside 1-4 or an unknown period type`);

  const [docs] = await query<{ n: number }>(
    `SELECT (SELECT count(*) FROM budget_appendix p JOIN budget_account_year y ON y.id = p.account_year_id WHERE y.fiscal_year NOT BETWEEN $1 AND $2)::int
          + (SELECT count(*) FROM budget_narrative n JOIN budget_account_year y ON y.id = n.account_year_id WHERE y.fiscal_year NOT BETWEEN $1 AND $2)::int AS n`,
    [COVERAGE.documents.from, COVERAGE.documents.to],
  );
  if (docs.n) problems.push(`${docs.n} appendix or narrative rows outside the coverage ${COVERAGE.documents.from}-${COVERAGE.documents.to}`);
  return problems;
}

/** The latest fiscal year with execution data and the period it runs through. */
async function latestPeriod(query: Query): Promise<{ fiscal_year: number; period: number } | null> {
  const [row] = await query<{ fiscal_year: number | null; period: number | null }>(
    `SELECT fiscal_year::int AS fiscal_year, max(data_through_period)::int AS period FROM budget_account_year
      WHERE account_category = 'budgetary' AND data_through_period IS NOT NULL
      GROUP BY fiscal_year ORDER BY fiscal_year DESC LIMIT 1`,
    [],
  );
  return row && row.fiscal_year !== null && row.period !== null ? { fiscal_year: Number(row.fiscal_year), period: Number(row.period) } : null;
}

export const formatDataAsOf = (fiscalYear: number, period: number): string => `${fiscalYear}-P${String(period).padStart(2, '0')}`;

export interface PublishResult {
  publication: BudgetPublication | null;
  problems: string[];
}

/**
 * Check the budget tables and, when nothing is wrong, write the publication
 * record (by `write`, default an upsert of dataset_info); otherwise delete
 * any earlier record, so the headers disappear until a load passes.
 */
export async function publishBudget(
  db: { query: Query },
  publishedAt: Date,
  write?: (row: { key: string; value: string; modified: Date }) => Promise<void>,
): Promise<PublishResult> {
  const problems = await checkBudgetTables(db.query);
  const latest = problems.length ? null : await latestPeriod(db.query);
  if (!problems.length && !latest) problems.push('no budgetary account-year reports a data_through_period');
  if (problems.length || !latest) {
    await db.query('DELETE FROM dataset_info WHERE key = $1', [PUBLICATION_KEY]);
    return { publication: null, problems };
  }
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM budget_account_year', []);
  const publication: BudgetPublication = {
    data_as_of: formatDataAsOf(latest.fiscal_year, latest.period),
    fiscal_year: latest.fiscal_year,
    period: latest.period,
    published_at: publishedAt.toISOString(),
    account_years: Number(n),
  };
  const row = { key: PUBLICATION_KEY, value: JSON.stringify(publication), modified: publishedAt };
  if (write) await write(row);
  else {
    await db.query(
      `INSERT INTO dataset_info (key, value, modified) VALUES ($1, $2, $3::timestamptz)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, modified = EXCLUDED.modified`,
      [row.key, row.value, publishedAt.toISOString()],
    );
  }
  return { publication, problems: [] };
}

/** The live publication, or null (no record, or one that does not parse). */
export async function readPublication(query: Query): Promise<BudgetPublication | null> {
  const [row] = await query<{ value: string }>('SELECT value FROM dataset_info WHERE key = $1', [PUBLICATION_KEY]);
  if (!row) return null;
  try {
    const p = JSON.parse(row.value) as BudgetPublication;
    return typeof p.data_as_of === 'string' && typeof p.published_at === 'string' ? p : null;
  } catch {
    return null;
  }
}

/** The response headers of a publication (none without one). */
export function publicationHeaders(p: BudgetPublication | null): Record<string, string> {
  return p ? { 'X-Service-Data-As-Of': p.data_as_of, 'X-Service-Data-Published-At': p.published_at } : {};
}
