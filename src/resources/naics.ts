/**
 * NAICS codes (document 2 names /api/naics/ and says only that the list
 * takes `search`; fields and filters are designed from the reference
 * catalogue, adapted to our conventions, and documented in the README):
 * page-number pagination like every list (limit 1 to 100, default 25;
 * issue 16), codes in code order (no `ordering` parameter; ranked under
 * `search`), SBA size standards, and federal contract obligations per code
 * (opt-in: it sums the awards of the code).
 */
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { REQUEST_TODAY } from '../engine/query/list.js';
import { int, money, str, type ComposedSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';

/**
 * Obligations and count of the federal contracts classified under the code
 * (`where` narrows them): one derived row per code, so both numbers come
 * from one pass over the code's contracts.
 */
function obligations(typeName: string, where: string, description: string): JoinSpec {
  return {
    kind: 'join',
    typeName,
    description,
    list: false,
    bareMeansAll: true,
    table: (t) =>
      `(SELECT coalesce(sum(a.obligated), 0) AS awards_obligated, count(*)::int AS awards_count FROM award a WHERE a.family = 'contract' AND a.naics_code = ${t}.code${where})`,
    on: () => 'TRUE',
    fields: {
      awards_obligated: money({ description: 'sum of the obligations (USD)' }),
      awards_count: int({ description: 'number of contracts' }),
    },
  };
}

const federalObligations: ComposedSpec = {
  kind: 'composed',
  typeName: 'NaicsFederalObligations',
  description: 'Obligations of the federal contracts classified under the code (opt-in: computed over every such contract when asked for).',
  optIn: true,
  bareMeansAll: true,
  fields: {
    total: obligations('NaicsObligationsTotal', '', 'every contract under the code'),
    active: obligations(
      'NaicsObligationsActive',
      ` AND a.pop_ultimate_completion_date >= ${REQUEST_TODAY}`,
      'contracts still in performance: ultimate completion date on or after the request day (UTC)',
    ),
  },
};

const revenueEquals: FilterSpec = { kind: 'decimal', compile: (n) => sql('t.size_revenue_limit = $?::numeric', n) };

export const naics: ResourceSpec = {
  // GraphQL: naicsCodes(...) lists, naics(code:) reads one
  name: 'naics_codes',
  typeName: 'Naics',
  single: 'naics',
  table: 'naics',
  key: 'code',
  validKey: (k) => /^\d{2,6}$/.test(k),
  fields: {
    code: str(),
    description: str(),
    sector: str({ description: 'two-digit sector' }),
    size_standards: {
      kind: 'composed',
      typeName: 'NaicsSizeStandards',
      description: 'SBA size standard: an employee limit or an annual revenue limit in dollars (one of them is set)',
      bareMeansAll: true,
      fields: {
        employee_limit: int({ column: 'size_employee_limit' }),
        revenue_limit: money({ column: 'size_revenue_limit' }),
      },
    },
    federal_obligations: federalObligations,
  },
  defaultShape: {
    list: 'code,description,size_standards(*)',
    detail: 'code,description,sector,size_standards(*),federal_obligations(*)',
  },
  filters: {
    search: { ...f.search(1), description: 'Full text over code and description; results best match first.' },
    employee_limit: f.int('t.size_employee_limit', '=', { min: 0 }),
    employee_limit_gte: f.int('t.size_employee_limit', '>=', { rangeWith: 'employee_limit_lte', min: 0 }),
    employee_limit_lte: f.int('t.size_employee_limit', '<=', { min: 0 }),
    revenue_limit: revenueEquals,
    revenue_limit_gte: f.decimal('t.size_revenue_limit', '>=', 'revenue_limit_lte'),
    revenue_limit_lte: f.decimal('t.size_revenue_limit', '<='),
  },
  ordering: {
    fields: { code: { column: 'code', type: 'text' } },
    default: 'code',
    tiebreaker: { column: 'code', type: 'text' },
    rank: true,
  },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/naics/', kind: 'list' },
    { path: '/api/naics/:code/', kind: 'detail', param: 'code' },
  ],
};
