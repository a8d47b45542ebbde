/**
 * Budget accounts (beta; document 3, "Budget account-year" and "Budget"): one
 * record per federal account and fiscal year (table budget_account_year),
 * joined to contract activity.
 *
 * - /api/budget/accounts/ (list, filter, search) and /api/budget/accounts/{pk}/
 *   (detail). {pk} is `<federal_account_symbol>:<fiscal_year>` (`097-0100:2025`),
 *   the stored column `key`: stable across reloads, unlike the numeric id,
 *   which is not accepted. A malformed pk (or a year outside 1900-2100) answers
 *   404 like an unknown one.
 * - /api/budget/accounts/{pk}/recipients/ and /quarters/: drill-downs under one
 *   account-year; their envelope carries federal_account_symbol and
 *   fiscal_year (read off the pk, no query).
 * - /api/entities/{uei}/budget-flows/: the recipient rows of one vendor
 *   (authentication required).
 *
 * Coverage (src/budget/derive.ts COVERAGE): a drill-down of an account-year
 * outside its coverage (recipients 2017-2026, quarters 2021 onward) answers an
 * empty page without looking the account up; appendix(*) and narratives(*)
 * are null outside 2008-2027. Ratios, trends and source_anomalies are stored
 * by the loader from src/budget/derive.ts; the responses carry the
 * publication headers (src/budget/publication.ts) once one is live.
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { parseInteger } from '../engine/filters/values.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import type { OrderField } from '../engine/query/list.js';
import { bool, date, dateTime, int, leaf, money, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ListScope, type ResourceSpec } from '../engine/resource.js';
import type { Context } from '../context.js';
import { ACCOUNT_CATEGORIES, CAPPED_RATIOS, COVERAGE, FLAG_COLUMN, PLAUSIBLE_YEARS, TRENDS, inCoverage, type CappedRatio } from '../budget/derive.js';
import { publicationHeaders, readPublication } from '../budget/publication.js';
import { organizationPayload } from './awards-common.js';

// ── the account-year key ({pk}) ──

const KEY_FORM = /^([0-9A-Za-z]{3}-[0-9A-Za-z]{4}):(\d{4})$/;

/** `<federal_account_symbol>:<fiscal_year>` with a plausible year, or null (a path identifier of the wrong form: 404). */
export function parseAccountKey(raw: string): { key: string; symbol: string; fiscalYear: number } | null {
  const m = KEY_FORM.exec(raw);
  if (!m) return null;
  const fiscalYear = Number(m[2]);
  if (fiscalYear < PLAUSIBLE_YEARS.from || fiscalYear > PLAUSIBLE_YEARS.to) return null;
  const symbol = m[1].toUpperCase();
  return { key: `${symbol}:${fiscalYear}`, symbol, fiscalYear };
}

/** The account-year publication headers (X-Service-Data-As-Of, X-Service-Data-Published-At), cached until the data changes. */
const PUBLICATION_TTL_MS = 60_000;
export async function budgetHeaders(ctx: Context): Promise<Record<string, string>> {
  const read = () => readPublication(ctx.sql);
  return publicationHeaders(ctx.counts ? await ctx.counts.remember('budget|publication', PUBLICATION_TTL_MS, read) : await read());
}

/** The names budgetHeaders can add (ResourceSpec.headerNames): both, or neither without a validated publication. */
export const BUDGET_HEADER_NAMES = ['X-Service-Data-As-Of', 'X-Service-Data-Published-At'] as const;

// ── fields ──

const float = (opts: Partial<Parameters<typeof leaf>[1]> = {}) => leaf('Float', opts);

/** Lifecycle, split and request dollars (document 3), with their descriptions. */
const DOLLARS: Record<string, string> = {
  requested_ba: 'Budget authority requested in the President\'s budget for the year.',
  enacted_ba: 'Budget authority enacted (null for credit financing, request_only and proposed accounts). Mid-year values of indefinite and trust-fund appropriations can run high: compare closed years.',
  apportioned: 'Amount apportioned by OMB (for credit financing accounts not budget authority).',
  obligated_total: 'Total obligations (year to date until the year closes).',
  outlayed_total: 'Total outlays.',
  unobligated_balance: 'Unobligated balance.',
  contract_obligated: 'Obligations on contracts (capped at obligated_total when source_anomalies says so).',
  contract_outlayed: 'Outlays on contracts.',
  assistance_obligated: 'Obligations on assistance (grants, loans, direct payments).',
  assistance_outlayed: 'Outlays on assistance.',
  next_year_requested_ba: 'Budget authority requested for the next fiscal year.',
  requested_contractual_services: 'Contractual services requested in the budget appendix (object classes 25.x): the request side of actual_vs_requested_contract.',
};

const RATIO_TEXT: Record<CappedRatio, string> = {
  contract_share_of_obligated: 'contract_obligated ÷ obligated_total',
  obligated_to_apportioned_pct: 'obligated_total ÷ apportioned',
  apportioned_to_enacted_pct: 'apportioned ÷ enacted_ba',
  obligated_to_enacted_pct: 'obligated_total ÷ enacted_ba',
  outlayed_to_obligated_pct: 'outlayed_total ÷ obligated_total',
  actual_vs_requested_contract: 'contract_obligated ÷ requested_contractual_services',
};

const TREND_TEXT: Record<(typeof TRENDS)[number], string> = {
  enacted_ba_yoy_pct: 'enacted_ba against the year before, − 1 (null without that year).',
  obligated_yoy_pct: 'obligated_total against the year before, − 1; both years closed (data_through_period 12), else null.',
  enacted_ba_5yr_cagr: 'Compound annual growth of enacted_ba over five years (null without the year five years before).',
  ba_growth_next_year_pct: 'next_year_requested_ba against enacted_ba (requested_ba without one), − 1.',
  contract_obligated_5yr_cagr: 'Compound annual growth of contract_obligated over five years; both ends closed, else null.',
};

function ratioFields(): Record<string, FieldSpec> {
  const out: Record<string, FieldSpec> = {};
  for (const [name, text] of Object.entries(RATIO_TEXT) as [CappedRatio, string][]) {
    out[name] = float({ description: `${text} (a fraction: 0.5 is 50 %); null when either side is null or the denominator is not positive.` });
    out[`${name}_capped`] = float({ description: `${name} clamped to ±5.` });
    out[FLAG_COLUMN[name]] = bool({ description: `Whether ${name} lies outside ±5 (its _capped variant holds the cap).` });
  }
  out.unobligated_pct = float({ description: 'unobligated_balance ÷ apportioned (a fraction).' });
  return out;
}

/** The 16 request buckets of the appendix (object classes grouped, and their total). */
const REQUEST_BUCKETS = [
  'requested_personnel_comp', 'requested_personnel_benefits', 'requested_travel', 'requested_transportation',
  'requested_rent_communications_utilities', 'requested_printing', 'requested_contractual_services', 'requested_supplies_materials',
  'requested_equipment', 'requested_land_structures', 'requested_investments_loans', 'requested_grants_subsidies',
  'requested_insurance_claims', 'requested_interest_dividends', 'requested_other_object_class', 'requested_total_from_object_class',
] as const;

/** Documents of the account-year exist for fiscal years 2008-2027: null outside. */
const inDocuments = (t: string) => `${t}.fiscal_year BETWEEN ${COVERAGE.documents.from} AND ${COVERAGE.documents.to}`;

const appendix: JoinSpec = {
  kind: 'join',
  typeName: 'BudgetAccountAppendix',
  description: 'The budget appendix entry of the account-year: object-class request in 16 buckets, granule id and document URL; null when there is none (fiscal years 2008 to 2027).',
  table: 'budget_appendix',
  list: false,
  bareMeansAll: true,
  on: (t, a) => `${a}.account_year_id = ${t}.id AND ${inDocuments(t)}`,
  fields: {
    appendix_granule_id: str({ description: 'GovInfo granule of the appendix chapter (BUDGET-<year>-APP-…).' }),
    appendix_pdf_url: url({ description: 'The appendix document (PDF on govinfo.gov).' }),
    has_object_classification: bool(),
    has_program_financing: bool(),
    n_program_activities: int(),
    narrative_length: int({ description: 'Characters of narrative text of the entry.' }),
    request: {
      kind: 'composed',
      typeName: 'BudgetAccountAppendixRequest',
      description: 'The request by object class, in 16 buckets (dollars; null for accounts without an object classification).',
      bareMeansAll: true,
      fields: Object.fromEntries(REQUEST_BUCKETS.map((b) => [b, money({ sql: (a) => `(${a}.request->>'${b}')::numeric` })])),
    } satisfies ComposedSpec,
  },
};

const narratives: JoinSpec = {
  kind: 'join',
  typeName: 'BudgetAccountNarrative',
  description: 'Narrative and appropriations text entries of the account-year (several for about 5 % of accounts); null when none (fiscal years 2008 to 2027). Loaded only when named (not part of *).',
  table: 'budget_narrative',
  list: true,
  optIn: true,
  emptyAsNull: true,
  bareMeansAll: true,
  on: (t, n) => `${n}.account_year_id = ${t}.id AND ${inDocuments(t)}`,
  orderBy: (n) => `${n}.date_issued, ${n}.narrative_id`,
  fields: {
    narrative_id: uuid(),
    budget_year: int(),
    granule_id: str(),
    granule_title: str(),
    account_heading: str(),
    narrative_text: str(),
    narrative_length: int({ sql: (n) => `char_length(${n}.narrative_text)` }),
    appropriations_text: str(),
    appropriations_length: int({ sql: (n) => `char_length(${n}.appropriations_text)` }),
    date_issued: date(),
    source_url: url(),
  },
};

const sourceAnomalies: ComposedSpec = {
  kind: 'composed',
  typeName: 'BudgetSourceAnomaly',
  description: 'Source-data problems of the account-year (empty when clean): code, whether the service changed the value (capped) or only reports it (flagged), the field, the value as published and as served.',
  list: true,
  bareMeansAll: true,
  jsonArray: (t) => `${t}.source_anomalies`,
  fields: {
    code: str({ sql: (e) => `(${e}->>'code')` }),
    action: str({ sql: (e) => `(${e}->>'action')` }),
    field: str({ sql: (e) => `(${e}->>'field')` }),
    source_value: float({ sql: (e) => `(${e}->>'source_value')::float8` }),
    value: float({ sql: (e) => `(${e}->>'value')::float8` }),
    detail: str({ sql: (e) => `(${e}->>'detail')` }),
  },
};

const accountFields: Record<string, FieldSpec> = {
  key: str({ description: 'The detail path identifier: <federal_account_symbol>:<fiscal_year>.' }),
  federal_account_symbol: str({ description: 'Treasury federal account symbol: <agency identifier>-<main account>.' }),
  account_title: str(),
  agency_code: str({ description: 'Treasury agency identifier (3 characters; the department\'s CGAC).' }),
  agency_name: str(),
  bureau_name: str(),
  fiscal_year: int(),
  data_through_period: int({ description: '1 to 12 (12: a closed year) or null; a hint.' }),
  account_category: str({ description: 'budgetary, credit_financing, request_only or proposed.' }),
  bea_category: str({ description: 'Discretionary or Mandatory.' }),
  on_off_budget: str({ description: 'ON or OFF.' }),
  subfunction_code: str(),
  ...Object.fromEntries(Object.entries(DOLLARS).map(([name, description]) => [name, money({ description })])),
  n_contracts: int({ description: 'Distinct contracts (PIIDs) attributed to the account-year.' }),
  n_unique_contract_recipients: int(),
  ...ratioFields(),
  ...Object.fromEntries(TRENDS.map((t) => [t, float({ description: TREND_TEXT[t] })])),
  source_anomalies: sourceAnomalies,
  modified: dateTime(),
  appendix,
  narratives,
};

const ACCOUNT_SHAPE =
  'key,federal_account_symbol,account_title,agency_code,agency_name,bureau_name,fiscal_year,data_through_period,account_category,' +
  'requested_ba,enacted_ba,apportioned,obligated_total,outlayed_total,unobligated_balance,' +
  'obligated_to_apportioned_pct_capped,obligated_to_enacted_pct_capped,outlayed_to_obligated_pct_capped,' +
  'contract_obligated,contract_share_of_obligated_capped,assistance_obligated,ba_growth_next_year_pct,source_anomalies';

// ── filters ──

const yearRange = { min: PLAUSIBLE_YEARS.from, max: PLAUSIBLE_YEARS.to };

/**
 * The values of an `__in` filter: an OR-list (| or OR), and, as the older
 * API's `__in` filters take them, commas too (`account_category__in=budgetary,request_only`,
 * document 3 "Summing rules"); at most 500.
 */
function inValues(name: string, raw: string): string[] {
  const parts = [...new Set(raw.split(/\s*(?:\||,)\s*|\s+OR\s+/).map((p) => p.trim()).filter((p) => p.length > 0))];
  if (parts.length === 0) throw validationError(`${name} needs at least one value`);
  if (parts.length > 500) throw validationError(`${name} takes at most 500 values, got ${parts.length}`);
  return parts;
}

/** An `__in` filter over a text column (exact; `upper`/`lower`: any case). */
function textIn(name: string, column: string, opts: { upper?: boolean; lower?: boolean } = {}): FilterSpec {
  return {
    kind: 'text',
    compile: (raw) => {
      const v = inValues(name, raw).map((x) => (opts.upper ? x.toUpperCase() : opts.lower ? x.toLowerCase() : x));
      return sql(`${opts.lower ? `lower(${column})` : column} = ANY($?::text[])`, v);
    },
  };
}

/** An `__in` filter of whole numbers within bounds (each value checked: 400 naming the parameter). */
function intIn(name: string, column: string, min: number, max: number): FilterSpec {
  return {
    kind: 'text',
    compile: (raw) => sql(`${column} = ANY($?::int[])`, inValues(name, raw).map((v) => parseInteger(name, v, min, max))),
  };
}

function categoryValues(name: string, values: string[]): string[] {
  const out = values.map((v) => v.toLowerCase());
  const bad = out.find((v) => !(ACCOUNT_CATEGORIES as readonly string[]).includes(v));
  if (bad !== undefined) throw validationError(`${name} must be one of ${ACCOUNT_CATEGORIES.join(', ')}, got ${JSON.stringify(bad)}`, { allowed: [...ACCOUNT_CATEGORIES] });
  return out;
}

/** __gte and __lte on a numeric column (an inverted range answers 400). */
function range(name: string, column = name): Record<string, FilterSpec> {
  return {
    [`${name}__gte`]: { ...f.decimal(`t.${column}`, '>=', `${name}__lte`), description: `${name} at least (a number; dollars or a fraction).` },
    [`${name}__lte`]: { ...f.decimal(`t.${column}`, '<='), description: `${name} at most.` },
  };
}

/** A case-insensitive exact value, or any of several. */
const ci = (column: string): FilterSpec => ({ kind: 'text', compile: (v) => sql(`lower(${column}) = $?`, v.toLowerCase()) });

const accountFilters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over account title, agency name and bureau name (and the account symbol).' },
  federal_account_symbol: { ...f.eq('t.federal_account_symbol', { upper: true }), description: 'Federal account symbol, exact (e.g. 097-0100).' },
  federal_account_symbol__in: { ...textIn('federal_account_symbol__in', 't.federal_account_symbol', { upper: true }), description: 'Any of these federal account symbols; separated by |, OR or commas.' },
  fiscal_year: { ...f.int('t.fiscal_year', '=', yearRange), description: 'Fiscal year (1900 to 2100; years without data match nothing).' },
  fiscal_year__in: { ...intIn('fiscal_year__in', 't.fiscal_year', yearRange.min, yearRange.max), description: 'Any of these fiscal years; separated by |, OR or commas.' },
  fiscal_year__gte: { ...f.int('t.fiscal_year', '>=', { ...yearRange, rangeWith: 'fiscal_year__lte' }), description: 'Fiscal year at least.' },
  fiscal_year__lte: { ...f.int('t.fiscal_year', '<=', yearRange), description: 'Fiscal year at most.' },
  data_through_period: { ...f.int('t.data_through_period', '=', { min: 1, max: 12 }), description: 'Period the data runs through, 1 to 12 (12: closed years).' },
  data_through_period__gte: { ...f.int('t.data_through_period', '>=', { min: 1, max: 12, rangeWith: 'data_through_period__lte' }), description: 'Period at least.' },
  data_through_period__lte: { ...f.int('t.data_through_period', '<=', { min: 1, max: 12 }), description: 'Period at most.' },
  data_through_period__isnull: { kind: 'bool', compile: (b) => sql(b ? 't.data_through_period IS NULL' : 't.data_through_period IS NOT NULL'), description: 'true: rows without a period; false: rows with one.' },
  agency_code: { ...f.eq('t.agency_code', { upper: true }), description: 'Treasury agency identifier (3 characters), exact.' },
  agency_code__in: { ...textIn('agency_code__in', 't.agency_code', { upper: true }), description: 'Any of these agency identifiers; separated by |, OR or commas.' },
  bureau_name: { ...ci('t.bureau_name'), description: 'Bureau name, exact (any case).' },
  bureau_name__in: { ...f.inList('t.bureau_name', { lower: true }), description: 'Any of these bureau names, exact (any case); separated by | or OR (not commas: names contain them).' },
  bureau_name__icontains: { ...f.contains(['t.bureau_name']), description: 'Bureau name contains (any case).' },
  account_title__icontains: { ...f.contains(['t.account_title']), description: 'Account title contains (any case).' },
  bea_category: { ...ci('t.bea_category'), description: 'Discretionary or Mandatory (any case).' },
  bea_category__in: { ...textIn('bea_category__in', 't.bea_category', { lower: true }), description: 'Any of these BEA categories (any case); separated by |, OR or commas.' },
  on_off_budget: { ...ci('t.on_off_budget'), description: 'ON or OFF (any case).' },
  subfunction_code: { ...f.eq('t.subfunction_code'), description: 'Budget subfunction code, exact (e.g. 051).' },
  subfunction_code__in: { ...textIn('subfunction_code__in', 't.subfunction_code'), description: 'Any of these subfunction codes; separated by |, OR or commas.' },
  account_category: {
    kind: 'text',
    description: `Account category: ${ACCOUNT_CATEGORIES.join(', ')} (another value answers 400).`,
    compile: (v) => sql('t.account_category = $?', categoryValues('account_category', [v])[0]),
  },
  account_category__in: {
    kind: 'text',
    description: 'Any of these account categories, separated by |, OR or commas (budgetary,request_only for a current-law requested_ba total).',
    compile: (raw) => sql('t.account_category = ANY($?::text[])', categoryValues('account_category__in', inValues('account_category__in', raw))),
  },
  ...Object.fromEntries(Object.keys(DOLLARS).flatMap((d) => Object.entries(range(d)))),
  ...Object.fromEntries(
    (Object.keys(CAPPED_RATIOS) as CappedRatio[]).flatMap((r) => [...Object.entries(range(r)), ...Object.entries(range(`${r}_capped`))]),
  ),
  ...range('unobligated_pct'),
  ...Object.fromEntries(TRENDS.flatMap((t) => Object.entries(range(t)))),
};

const num = (column: string): OrderField => ({ column, type: 'numeric', nullable: true });
const real = (column: string): OrderField => ({ column, type: 'real', nullable: true });

/** document 1, Versioning 3 */
export const BUDGET_BETA = 'Beta (document 1, Versioning 3): the budget surface may rename fields, leaves, defaults, filters and paths.';

export const budgetAccounts: ResourceSpec = {
  beta: BUDGET_BETA,
  name: 'budget_accounts',
  typeName: 'BudgetAccount',
  single: 'budgetAccount',
  table: 'budget_account_year',
  key: 'key',
  validKey: (k) => parseAccountKey(k) !== null,
  normalizeKey: (k) => parseAccountKey(k)?.key ?? k,
  fields: accountFields,
  defaultShape: { list: ACCOUNT_SHAPE, detail: '*' },
  filters: accountFilters,
  ordering: {
    fields: {
      fiscal_year: { column: 'fiscal_year', type: 'int' },
      agency_code: { column: 'agency_code', type: 'text' },
      federal_account_symbol: { column: 'federal_account_symbol', type: 'text' },
      enacted_ba: num('enacted_ba'),
      obligated_total: num('obligated_total'),
      outlayed_total: num('outlayed_total'),
      contract_obligated: num('contract_obligated'),
      contract_share_of_obligated_capped: real('contract_share_of_obligated_capped'),
      obligated_to_apportioned_pct_capped: real('obligated_to_apportioned_pct_capped'),
      obligated_to_enacted_pct_capped: real('obligated_to_enacted_pct_capped'),
      ba_growth_next_year_pct: real('ba_growth_next_year_pct'),
      actual_vs_requested_contract_capped: real('actual_vs_requested_contract_capped'),
      enacted_ba_yoy_pct: real('enacted_ba_yoy_pct'),
      enacted_ba_5yr_cagr: real('enacted_ba_5yr_cagr'),
      modified: { column: 'modified', type: 'timestamptz' },
    },
    default: '-fiscal_year,-enacted_ba',
    tiebreaker: { column: 'id', type: 'int' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  rootStar: true,
  routes: [
    { path: '/api/budget/accounts/', kind: 'list' },
    { path: '/api/budget/accounts/:pk/', kind: 'detail', param: 'pk' },
  ],
  headers: budgetHeaders,
  headerNames: BUDGET_HEADER_NAMES,
};

// ── drill-downs: recipients, quarters, entity budget flows ──

/** The rows under one account-year (its pk), for a drill-down covering `coverage`. */
function accountScope(description: string, coverage: { from: number; to: number }): ListScope {
  return {
    arg: 'accountKey',
    description,
    valid: (v) => parseAccountKey(v) !== null,
    where: (v) => {
      const k = parseAccountKey(v)!;
      // outside the drill-down's coverage: an empty page, never an error (document 3, "Coverage")
      if (!inCoverage(coverage, k.fiscalYear)) return sql('FALSE');
      return sql('t.account_year_id = (SELECT y.id FROM budget_account_year y WHERE y.key = $?)', k.key);
    },
    exists: async (q, v) => {
      const k = parseAccountKey(v)!;
      return !inCoverage(coverage, k.fiscalYear) || (await q('SELECT 1 FROM budget_account_year WHERE key = $1', [k.key])).length > 0;
    },
  };
}

const accountEnvelope: NonNullable<ResourceSpec['envelope']> = {
  fields: {
    federal_account_symbol: { type: 'String', description: 'The account of the drill-down.' },
    fiscal_year: { type: 'Int', description: 'The fiscal year of the drill-down.' },
  },
  values: (scope) => {
    const k = scope ? parseAccountKey(scope.value) : null;
    return { federal_account_symbol: k?.symbol ?? null, fiscal_year: k?.fiscalYear ?? null };
  },
};

/** The contracts of a recipient row: each with the amount the account paid on it. */
const contracts = (typeName: string): JoinSpec => ({
  kind: 'join',
  typeName,
  description: 'The contracts of the row, largest amount first: key, PIID, NAICS, PSC, the obligations attributed to this account-year, award date.',
  table: '(SELECT rc.recipient_row_id, rc.award_key, rc.obligated, a.piid, a.naics_code, a.psc_code, a.award_date FROM budget_recipient_contract rc JOIN award a ON a.key = rc.award_key)',
  list: true,
  bareMeansAll: true,
  on: (t, c) => `${c}.recipient_row_id = ${t}.id`,
  orderBy: (c) => `${c}.obligated DESC, ${c}.award_key`,
  fields: {
    key: str({ column: 'award_key' }),
    piid: str(),
    naics: str({ column: 'naics_code' }),
    psc: str({ column: 'psc_code' }),
    obligated: money(),
    award_date: date(),
  },
});

const recipientObject = (typeName: string): JoinSpec => ({
  kind: 'join',
  typeName,
  description: 'The recipient as registered: UEI, legal business name, doing-business-as name.',
  table: 'entity',
  list: false,
  bareMeansAll: true,
  on: (t, e) => `${e}.uei = ${t}.recipient_uei`,
  fields: { uei: str(), legal_business_name: str(), dba_name: str() },
});

function rowFields(prefix: string): Record<string, FieldSpec> {
  return {
    funding_organization_id: uuid({ description: 'The funding office (organization UUID).' }),
    funding_office: organizationPayload(`${prefix}FundingOffice`, 'funding_organization_id'),
    recipient_id: str({ column: 'recipient_uei', description: 'The recipient\'s UEI.' }),
    recipient: recipientObject(`${prefix}Recipient`),
    contract_obligated: money({ description: 'Contract obligations of this office to this recipient from the account-year.' }),
    contract_outlayed: money(),
    n_contracts: int({ description: 'Distinct contracts (PIIDs).' }),
    contracts: contracts(`${prefix}Contract`),
  };
}

const BY_OBLIGATED = {
  fields: { contract_obligated: { column: 'contract_obligated', type: 'numeric' as const, internal: true } },
  default: '-contract_obligated',
  tiebreaker: { column: 'id', type: 'int' as const },
};

const ROW_SHAPE = 'funding_organization_id,funding_office(*),recipient_id,recipient(*),contract_obligated,contract_outlayed,n_contracts,contracts(*)';

export const budgetAccountRecipients: ResourceSpec = {
  beta: BUDGET_BETA,
  name: 'budget_account_recipients',
  typeName: 'BudgetAccountRecipient',
  single: 'budgetAccountRecipient',
  table: 'budget_recipient',
  key: 'id',
  keyType: 'int',
  fields: rowFields('BudgetAccountRecipient'),
  defaultShape: { list: ROW_SHAPE, detail: ROW_SHAPE },
  filters: {
    funding_organization_id: {
      kind: 'text',
      description: 'Only the rows of this funding office (organization UUID; another form answers 400).',
      compile: (v) => {
        if (!isRfc4122Uuid(v)) throw validationError(`funding_organization_id must be an organization UUID, got ${JSON.stringify(v)}`);
        return sql('t.funding_organization_id = $?::uuid', v.toLowerCase());
      },
    },
  },
  ordering: BY_OBLIGATED,
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  scopeRequired: true,
  scopes: [accountScope('Rows of one account-year, by its pk (<federal_account_symbol>:<fiscal_year>; REST /api/budget/accounts/{pk}/recipients/). Fiscal years 2017 to 2026; others answer an empty page.', COVERAGE.flows)],
  routes: [{ path: '/api/budget/accounts/:pk/recipients/', kind: 'list', scope: { arg: 'accountKey', param: 'pk' } }],
  envelope: accountEnvelope,
  headers: budgetHeaders,
  headerNames: BUDGET_HEADER_NAMES,
};

const QUARTER_SHAPE = 'tas,quarter,period,obligated_quarterly,outlayed_quarterly,obligated_cumulative,outlayed_cumulative,quarterly_source';

export const budgetAccountQuarters: ResourceSpec = {
  beta: BUDGET_BETA,
  name: 'budget_account_quarters',
  typeName: 'BudgetAccountQuarter',
  single: 'budgetAccountQuarter',
  table: 'budget_quarter',
  key: 'id',
  keyType: 'int',
  fields: {
    tas: str({ description: 'Treasury account symbol (with period of availability).' }),
    quarter: int({ description: 'Fiscal quarter, 1 to 4.' }),
    period: str({ description: 'quarterly (the flow of the quarter) or cumulative (year to date); both are returned.' }),
    obligated_quarterly: money(),
    outlayed_quarterly: money(),
    obligated_cumulative: money(),
    outlayed_cumulative: money(),
    quarterly_source: str({ description: 'The snapshot the row came from (e.g. FY2024-P06 GTAS).' }),
  },
  defaultShape: { list: QUARTER_SHAPE, detail: QUARTER_SHAPE },
  filters: {
    tas: { ...f.eq('t.tas', { upper: true }), description: 'Only this Treasury account symbol (exact, any case).' },
  },
  ordering: {
    fields: {
      tas: { column: 'tas', type: 'text', internal: true },
      quarter: { column: 'quarter', type: 'int', internal: true },
      period: { column: 'period', type: 'text', internal: true },
    },
    default: 'tas,quarter,-period',
    tiebreaker: { column: 'id', type: 'int' },
  },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  scopeRequired: true,
  scopes: [accountScope('Quarters of one account-year, by its pk (REST /api/budget/accounts/{pk}/quarters/). Fiscal year 2021 onward; earlier years answer an empty page.', COVERAGE.quarters)],
  routes: [{ path: '/api/budget/accounts/:pk/quarters/', kind: 'list', scope: { arg: 'accountKey', param: 'pk' } }],
  envelope: accountEnvelope,
  headers: budgetHeaders,
  headerNames: BUDGET_HEADER_NAMES,
};

/** A column of the row's account-year. */
const ofAccount = (column: string) => (t: string) => `(SELECT y.${column} FROM budget_account_year y WHERE y.id = ${t}.account_year_id)`;

const UEI_FORM = /^[0-9A-Za-z]{12}$/;

export const budgetFlows: ResourceSpec = {
  beta: BUDGET_BETA,
  name: 'budget_flows',
  typeName: 'BudgetFlow',
  single: 'budgetFlow',
  table: 'budget_recipient',
  key: 'id',
  keyType: 'int',
  fields: {
    account_key: str({ sql: ofAccount('key'), description: 'The account-year\'s pk (/api/budget/accounts/{pk}/).' }),
    federal_account_symbol: str({ sql: ofAccount('federal_account_symbol') }),
    fiscal_year: int({ sql: ofAccount('fiscal_year') }),
    account_title: str({ sql: ofAccount('account_title') }),
    agency_code: str({ sql: ofAccount('agency_code') }),
    agency_name: str({ sql: ofAccount('agency_name') }),
    bureau_name: str({ sql: ofAccount('bureau_name') }),
    bea_category: str({ sql: ofAccount('bea_category') }),
    enacted_ba: money({ sql: ofAccount('enacted_ba'), description: 'The account-year\'s total enacted budget authority.' }),
    contract_share_of_obligated: float({ sql: ofAccount('contract_share_of_obligated'), description: 'The account-year\'s contract share of its obligations.' }),
    contract_share_of_obligated_capped: float({ sql: ofAccount('contract_share_of_obligated_capped') }),
    ...rowFields('BudgetFlow'),
  },
  defaultShape: {
    list: `account_key,federal_account_symbol,fiscal_year,account_title,agency_code,agency_name,bureau_name,bea_category,enacted_ba,contract_share_of_obligated,${ROW_SHAPE}`,
    detail: `account_key,federal_account_symbol,fiscal_year,account_title,agency_code,agency_name,bureau_name,bea_category,enacted_ba,contract_share_of_obligated,${ROW_SHAPE}`,
  },
  filters: {
    fiscal_year: {
      kind: 'int',
      min: yearRange.min,
      max: yearRange.max,
      description: 'Only this fiscal year (1900 to 2100; outside 2017 to 2026 an empty page).',
      compile: (n: number) =>
        inCoverage(COVERAGE.flows, n)
          ? sql('t.account_year_id IN (SELECT y.id FROM budget_account_year y WHERE y.fiscal_year = $?::int)', n)
          : sql('FALSE'),
    },
  },
  ordering: BY_OBLIGATED,
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  scopeRequired: true,
  scopes: [
    {
      arg: 'entityUei',
      description: 'The accounts that paid one vendor (UEI, any case; REST /api/entities/{uei}/budget-flows/).',
      valid: (v) => UEI_FORM.test(v),
      // rows of account-years inside the coverage only (document 3, "Coverage")
      where: (uei) =>
        sql(
          `t.recipient_uei = $? AND EXISTS (SELECT 1 FROM budget_account_year y WHERE y.id = t.account_year_id AND y.fiscal_year BETWEEN ${COVERAGE.flows.from} AND ${COVERAGE.flows.to})`,
          uei.toUpperCase(),
        ),
      exists: async (q, uei) => (await q('SELECT 1 FROM entity WHERE uei = $1', [uei.toUpperCase()])).length > 0,
    },
  ],
  routes: [{ path: '/api/entities/:uei/budget-flows/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } }],
  headers: budgetHeaders,
  headerNames: BUDGET_HEADER_NAMES,
};
