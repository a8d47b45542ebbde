/**
 * The hand-written SQL of the comparator (bench/handwritten.ts) and of the
 * raw-SQL ceiling (bench/run.ts): the bench cases' fixed shapes written out
 * by hand, mirroring what the service's plan compiler emits
 * (src/engine/plan/compile.ts, src/engine/query/list.ts): one statement per
 * page or record that builds each record's JSON inside PostgreSQL
 * (json_build_object, correlated subqueries for joined rows, json_agg for
 * lists) and returns it as text, plus a count(*) statement.
 *
 * Nothing here is derived from the resource declarations: if the service's
 * output changes, the bench's equality check reports the difference.
 */

/** REST answers snake_case names and JSON numbers for money; GraphQL camelCase names and money as strings. */
export type Style = 'rest' | 'graphql';

export type Shape = 'list' | 'nested' | 'detail';

/** The nested shape of the bench (REST `shape`; GraphQL selects the same fields). */
export const NESTED_SHAPE = 'key,piid,award_date,obligated,recipient(*),awarding_office(*),naics(*),period_of_performance(*)';

/** A statement with numbered parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

function name(style: Style, rest: string): string {
  return style === 'rest' ? rest : rest.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

function money(style: Style, expr: string): string {
  return style === 'rest' ? `(${expr})::numeric` : `(${expr})::text`;
}

function object(style: Style, pairs: [string, string][]): string {
  return `json_build_object(${pairs.map(([k, v]) => `'${name(style, k)}', ${v}`).join(', ')})`;
}

/** {code, description} from two columns of the award row; null without a code. */
function codePair(style: Style, code: string, description: string, t = 't'): string {
  return `(CASE WHEN ${t}.${code} IS NULL THEN NULL ELSE ${object(style, [['code', `${t}.${code}`], ['description', `${t}.${description}`]])} END)`;
}

/** An office of the organisation hierarchy, by id. */
function office(style: Style, idColumn: string, o: string): string {
  const cols = ['organization_id', 'office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name'];
  return `(SELECT ${object(style, cols.map((c) => [c, `${o}.${c}`]))} FROM organization ${o} WHERE ${o}.organization_id = t.${idColumn} LIMIT 1)`;
}

const entity = (column: string) => `(SELECT e.${column} FROM entity e WHERE e.uei = t.recipient_uei)`;

function fullRecipient(style: Style): string {
  return object(style, [
    ['uei', 't.recipient_uei'],
    ['display_name', entity('display_name')],
    ['legal_business_name', 't.recipient_legal_business_name'],
    ['cage_code', entity('cage_code')],
    ['parent_uei', 't.recipient_parent_uei'],
    ['duns', 't.recipient_duns'],
  ]);
}

function reference(style: Style, column: string, table: 'naics' | 'psc', descriptionColumn: string): string {
  return `(CASE WHEN t.${column} IS NULL OR t.${column} = '' THEN NULL ELSE ${object(style, [
    ['code', `t.${column}`],
    ['description', `(SELECT r.${descriptionColumn} FROM ${table} r WHERE r.code = t.${column})`],
  ])} END)`;
}

function periodOfPerformance(style: Style): string {
  return object(style, [
    ['start_date', 't.pop_start_date'],
    ['current_end_date', 't.pop_current_end_date'],
    ['ultimate_completion_date', 't.pop_ultimate_completion_date'],
  ]);
}

const parentAward = (style: Style) =>
  `(CASE WHEN t.parent_award_key IS NULL OR t.parent_award_key = '' THEN NULL ELSE ${object(style, [['key', 't.parent_award_key'], ['piid', 't.parent_piid']])} END)`;

/** The default list shape. */
function listRecord(style: Style): string {
  return object(style, [
    ['key', 't.key'],
    ['piid', 't.piid'],
    ['award_date', 't.award_date'],
    ['fiscal_year', 't.fiscal_year'],
    ['description', 't.description'],
    ['obligated', money(style, 't.obligated')],
    ['base_and_exercised_options_value', money(style, 't.base_and_exercised_options_value')],
    ['total_contract_value', money(style, 't.total_contract_value')],
    ['recipient', object(style, [['uei', 't.recipient_uei'], ['display_name', entity('display_name')]])],
    ['awarding_office', office(style, 'awarding_office_id', 'o1')],
    ['naics_code', 't.naics_code'],
    ['psc_code', 't.psc_code'],
    ['set_aside', codePair(style, 'set_aside_code', 'set_aside_description')],
    ['award_type', codePair(style, 'award_type_code', 'award_type_description')],
    ['parent_award', parentAward(style)],
  ]);
}

/** key,piid,award_date,obligated,recipient(*),awarding_office(*),naics(*),period_of_performance(*) */
function nestedRecord(style: Style): string {
  return object(style, [
    ['key', 't.key'],
    ['piid', 't.piid'],
    ['award_date', 't.award_date'],
    ['obligated', money(style, 't.obligated')],
    ['recipient', fullRecipient(style)],
    ['awarding_office', office(style, 'awarding_office_id', 'o1')],
    ['naics', reference(style, 'naics_code', 'naics', 'description')],
    ['period_of_performance', periodOfPerformance(style)],
  ]);
}

/** The default detail shape. */
function detailRecord(style: Style): string {
  const transaction = object(style, [
    ['modification_number', 'x.modification_number'],
    ['transaction_date', 'x.transaction_date'],
    ['obligated', money(style, 'x.obligated')],
    ['description', 'x.description'],
    ['action_type', codePair(style, 'action_type_code', 'action_type', 'x')],
  ]);
  return object(style, [
    ['key', 't.key'],
    ['piid', 't.piid'],
    ['parent_award', parentAward(style)],
    ['award_date', 't.award_date'],
    ['fiscal_year', 't.fiscal_year'],
    ['obligated', money(style, 't.obligated')],
    ['base_and_exercised_options_value', money(style, 't.base_and_exercised_options_value')],
    ['total_contract_value', money(style, 't.total_contract_value')],
    ['description', 't.description'],
    ['solicitation_identifier', 't.solicitation_identifier'],
    ['naics', reference(style, 'naics_code', 'naics', 'description')],
    ['psc', reference(style, 'psc_code', 'psc', 'name')],
    ['set_aside', codePair(style, 'set_aside_code', 'set_aside_description')],
    ['award_type', codePair(style, 'award_type_code', 'award_type_description')],
    ['period_of_performance', periodOfPerformance(style)],
    ['awarding_office', office(style, 'awarding_office_id', 'o1')],
    ['funding_office', office(style, 'funding_office_id', 'o2')],
    ['recipient', fullRecipient(style)],
    [
      'place_of_performance',
      object(style, [
        ['country_code', 't.pop_country_code'],
        ['country_name', 't.pop_country_name'],
        ['state_code', 't.pop_state_code'],
        ['state_name', 't.pop_state_name'],
        ['city_name', 't.pop_city_name'],
        ['zip_code', 't.pop_zip_code'],
      ]),
    ],
    [
      'competition',
      object(style, [
        ['contract_type', codePair(style, 'contract_type_code', 'contract_type_description')],
        ['extent_competed', codePair(style, 'extent_competed_code', 'extent_competed_description')],
        ['solicitation_identifier', 't.solicitation_identifier'],
        ['solicitation_date', 't.solicitation_date'],
        ['solicitation_procedures', codePair(style, 'solicitation_procedures_code', 'solicitation_procedures_description')],
        ['number_of_offers_received', 't.number_of_offers_received'],
        ['other_than_full_and_open_competition', codePair(style, 'other_than_full_and_open_code', 'other_than_full_and_open_description')],
      ]),
    ],
    ['transactions', `(SELECT coalesce(json_agg(${transaction} ORDER BY x.transaction_date, x.id), '[]'::json) FROM award_transaction x WHERE x.award_key = t.key)`],
    ['number_of_actions', 't.number_of_actions'],
    [
      'subawards_summary',
      `(SELECT ${object(style, [['count', 'count(*)::int'], ['total_amount', money(style, 'round(coalesce(sum(s.subaward_amount), 0), 2)')]])} FROM subaward s WHERE s.award_key = t.key)`,
    ],
  ]);
}

const projections: Record<Shape, (style: Style) => string> = { list: listRecord, nested: nestedRecord, detail: detailRecord };
const projectionCache = new Map<string, string>();

/** The SQL expression (over alias t) of one record's JSON. */
export function projection(shape: Shape, style: Style): string {
  const key = `${shape}|${style}`;
  let sql = projectionCache.get(key);
  if (sql === undefined) {
    sql = projections[shape](style);
    projectionCache.set(key, sql);
  }
  return sql;
}

// ── lists ──

/** The filters the bench cases use, by REST name. */
export interface ListFilters {
  search?: string;
  fiscal_year_gte?: number;
  /** one department id, CGAC, sub-tier code, abbreviation or name */
  awarding_agency?: string;
  naics?: string;
  psc?: string;
  award_type?: string;
  set_aside?: string;
}

export type Ordering = '-award_date' | '-obligated' | 'rank';

/** The sort expression and the SQL type of its cursor value. */
const SORTS: Record<Ordering, { expr: string; type: string; value: string }> = {
  '-award_date': { expr: 't.award_date', type: 'date', value: '(t.award_date)::text' },
  '-obligated': { expr: 't.obligated', type: 'numeric', value: '(t.obligated)::text' },
  rank: { expr: "ts_rank(t.search_vector, websearch_to_tsquery('english', $1))", type: 'real', value: "ts_rank(t.search_vector, websearch_to_tsquery('english', $1))" },
};

export interface ListRequest {
  filters: ListFilters;
  ordering: Ordering;
  limit: number;
  /** keyset boundary: the sort value and the key of the last row of the previous page */
  after: [string | number, string] | null;
  shape: Exclude<Shape, 'detail'>;
  style: Style;
}

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** WHERE conditions of a list (scope first, then filters), parameters numbered from $1 (the search text, when there is one). */
function conditions(f: ListFilters, p: Params): string[] {
  const where = [`t.family = 'contract'`];
  if (f.search !== undefined) where.push(`t.search_vector @@ websearch_to_tsquery('english', ${p.add(f.search)})`);
  if (f.fiscal_year_gte !== undefined) where.push(`t.fiscal_year >= ${p.add(f.fiscal_year_gte)}::int`);
  if (f.awarding_agency !== undefined) {
    const v = p.add(f.awarding_agency.toUpperCase());
    where.push(
      `(t.awarding_department_code = ${v} OR t.awarding_agency_code = ${v} OR t.awarding_department_code = (SELECT d.cgac FROM department d WHERE d.code = ${v})` +
        ` OR t.awarding_agency_code IN (SELECT a.code FROM agency a WHERE upper(a.abbreviation) = ${v} OR upper(a.name) = ${v})` +
        ` OR t.awarding_department_code IN (SELECT d.cgac FROM department d WHERE upper(d.abbreviation) = ${v} OR upper(d.name) = ${v}))`,
    );
  }
  if (f.naics !== undefined) where.push(`t.naics_code = ANY(${p.add([f.naics])}::text[])`);
  if (f.psc !== undefined) where.push(`t.psc_code = ANY(${p.add([f.psc.toUpperCase()])}::text[])`);
  if (f.award_type !== undefined) where.push(`t.award_type_code = ANY(${p.add([f.award_type.toUpperCase()])}::text[])`);
  if (f.set_aside !== undefined) where.push(`t.set_aside_code = ANY(${p.add([f.set_aside.toUpperCase()])}::text[])`);
  return where;
}

const whereSql = (where: string[]) => where.map((w) => `(${w})`).join(' AND ');

/**
 * One page: sort values (for the cursor) and each record's JSON text, in
 * order, one row more than the page to know whether a next page exists.
 */
export function pageStatement(r: ListRequest): Statement {
  if (r.ordering === 'rank' && r.filters.search === undefined) throw new Error('rank ordering needs a search');
  const p = new Params();
  const where = conditions(r.filters, p);
  const sort = SORTS[r.ordering];
  if (r.after) where.push(`(${sort.expr}, t.key) < (${p.add(r.after[0])}::${sort.type}, ${p.add(r.after[1])}::text)`);
  return {
    text:
      `SELECT ${sort.value} AS s0, (t.key)::text AS s1, (${projection(r.shape, r.style)})::text AS j FROM "award" t` +
      ` WHERE ${whereSql(where)} ORDER BY ${sort.expr} DESC, t.key DESC LIMIT ${r.limit + 1}`,
    params: p.values,
  };
}

/** The exact count of a list's rows. */
export function countStatement(f: ListFilters): Statement {
  const p = new Params();
  return { text: `SELECT count(*)::int AS n FROM "award" t WHERE ${whereSql(conditions(f, p))}`, params: p.values };
}

/** One contract's JSON text by key (no row when there is none). */
export function detailStatement(key: string, style: Style): Statement {
  return { text: `SELECT (${projection('detail', style)})::text AS j FROM "award" t WHERE (t.key = $1) AND (t.family = 'contract')`, params: [key] };
}

/** The default contract list (REST, first page, 25 records): the statement of the raw-SQL ceiling. */
export function defaultListStatement(): Statement {
  return pageStatement({ filters: {}, ordering: '-award_date', limit: 25, after: null, shape: 'list', style: 'rest' });
}
