/**
 * Product and service codes (document 2 names /api/psc/ and says only that
 * the list takes `search`; fields and filters are designed from the
 * reference catalogue, adapted to our conventions, and documented in the
 * README): page-number pagination like every list (limit 1 to 100, default
 * 25; issue 16), codes in code order (no `ordering` parameter; ranked under
 * `search`), the detail by code in any case.
 */
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { bool, str, type ResourceSpec } from '../engine/resource.js';

const hasAwards: FilterSpec = {
  kind: 'bool',
  description: 'true: codes at least one award (contract, IDV or other transaction) is classified under; false: codes none is.',
  compile: (b) => sql(`${b ? '' : 'NOT '}EXISTS (SELECT 1 FROM award a WHERE a.psc_code = t.code)`),
};

export const psc: ResourceSpec = {
  // GraphQL: pscCodes(...) lists, psc(code:) reads one
  name: 'psc_codes',
  typeName: 'Psc',
  single: 'psc',
  table: 'psc',
  key: 'code',
  validKey: (k) => /^[A-Za-z0-9]{1,4}$/.test(k),
  normalizeKey: (k) => k.toUpperCase(),
  fields: {
    code: str({ description: 'Four-character code: digits for products, a letter first for services and R&D.' }),
    name: str({ description: 'Short name of the code.' }),
    description: str(),
    is_service: bool({ description: 'true for service and R&D codes, false for product codes' }),
    level_1_category_code: str(),
    level_1_category: str({ description: 'Top-level category of the category-management taxonomy, e.g. IT and Telecom.' }),
    level_2_category_code: str(),
    level_2_category: str({ description: 'Second-level category, e.g. IT Consulting.' }),
    current: {
      kind: 'composed',
      typeName: 'PscCurrent',
      description: 'The name and description in force (the nesting of the older API); the same values as name and description.',
      bareMeansAll: true,
      fields: { name: str(), description: str() },
    },
  },
  defaultShape: {
    list: 'code,name,is_service,level_1_category_code,level_1_category,level_2_category_code,level_2_category',
    detail: 'code,name,description,is_service,level_1_category_code,level_1_category,level_2_category_code,level_2_category',
  },
  filters: {
    search: { ...f.search(1), description: 'Full text over code, name and description; results best match first.' },
    has_awards: hasAwards,
    is_service: { ...f.bool('t.is_service'), description: 'true: service and R&D codes; false: product codes.' },
    level_1_category_code: { ...f.inList('t.level_1_category_code', { upper: true }), description: 'Level-1 category code (e.g. IT), any case; OR-list.' },
    level_2_category_code: { ...f.inList('t.level_2_category_code', { upper: true }), description: 'Level-2 category code (e.g. IT03), any case; OR-list.' },
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
    { path: '/api/psc/', kind: 'list' },
    { path: '/api/psc/:code/', kind: 'detail', param: 'code' },
  ],
};
