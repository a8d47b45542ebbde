/**
 * Labor-category rates (document 3, "Labor-category rate" and "Labor-category
 * rates"): contract-awarded hourly rates, listed only under a parent —
 * `/api/idvs/{key}/lcats/` (the rates of one IDV) and
 * `/api/entities/{uei}/lcats/` (the rates of one entity). Page-number
 * pagination, `limit` default 10.
 *
 * Gates: the endpoints need the Small plan (the spec's "Pro"; 401 anonymous,
 * 403 tier_required on Free); the `idv(...)` and `recipient(...)` expansions
 * carry their own Small gate (document 3, Errors rule 6: omitted with an
 * upgrade hint below it), so they stay gated wherever the record type is
 * read. The resource is premium: every request that reads it, by REST or by
 * GraphQL, spends one request of the labor-rate budget instead of the daily
 * and burst windows (src/http/ratelimit/premium.ts).
 *
 * The entity linkage is the IDV's recipient: the rates of an entity are the
 * rates whose IDV (`award`, family idv) has that `recipient_uei`, and
 * `recipient(...)` is that same IDV recipient. The rate's own `vendor_uei` /
 * `vendor_name` are what the price list names; they agree with the IDV
 * recipient today (the generator writes the IDV's recipient) but may lag it
 * after a novation, so they are not used for the scope. `vendor_name` is what
 * the `vendor_name` filter, `search` and the `vendor_name` ordering read.
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { codePair, date, int, money, str, uuid, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { entityValue } from './awards-common.js';

/** The rate's IDV: one award row of family idv, by the rate's idv_key. */
const onIdv = (t: string, a: string) => `${a}.key = ${t}.idv_key AND ${a}.family = 'idv'`;

const idv: JoinSpec = {
  kind: 'join',
  typeName: 'LaborRateIdv',
  description: 'The IDV the rate was awarded under (Small plan and above).',
  table: 'award',
  list: false,
  on: onIdv,
  tier: 'small',
  bareMeansAll: true,
  fields: { key: str(), piid: str(), award_date: date() },
};

const recipient: JoinSpec = {
  kind: 'join',
  typeName: 'LaborRateRecipient',
  description: "The IDV's recipient (Small plan and above): its UEI, and its registered display name (the name reported on the IDV when the entity is not registered).",
  table: 'award',
  list: false,
  on: onIdv,
  tier: 'small',
  bareMeansAll: true,
  fields: {
    uei: str({ column: 'recipient_uei' }),
    display_name: str({ sql: (a) => `coalesce(${entityValue(`${a}.recipient_uei`, 'display_name')}, ${a}.recipient_legal_business_name)` }),
  },
};

/** A case-insensitive exact match of one of the values (OR-list). */
const anyOf = (column: string): FilterSpec => f.inList(column, { lower: true });

/** business_size: the code (S, O) or the description (Small Business), case-insensitive, OR-list. */
const businessSize: FilterSpec = {
  kind: 'list',
  description: 'Business size: the code (S, O) or the description ("Small Business", "Other Than Small Business"), case-insensitive; OR-list.',
  compile: (values) => {
    const v = values.map((x) => x.toLowerCase());
    return sql('(lower(t.business_size_code) = ANY($?::text[]) OR lower(t.business_size_description) = ANY($?::text[]))', v, v);
  },
};

/** The rates of the IDVs matching a condition over the award alias `a`. */
const idvWhere = (cond: string, value: unknown) => sql(`t.idv_key IN (SELECT a.key FROM award a WHERE a.family = 'idv' AND ${cond})`, value);

const SHAPE =
  'uuid,labor_category,current_price,education_level,min_years_experience,experience_range,security_clearance,worksite,sin,category,subcategory,schedule,contract_start,contract_end,business_size(code,description),idv(key,piid,award_date),recipient(uei,display_name)';

export const laborRates: ResourceSpec = {
  name: 'labor_rates',
  typeName: 'LaborRate',
  single: 'laborRate',
  table: 'labor_rate',
  key: 'uuid',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: {
    uuid: uuid(),
    labor_category: str({ description: 'Labor category title as priced.' }),
    current_price: money({ description: 'Current hourly price (USD).' }),
    education_level: str(),
    min_years_experience: int(),
    experience_range: str(),
    security_clearance: str(),
    worksite: str({ description: 'Contractor, Customer or Both.' }),
    sin: str({ description: 'Special item number (schedule rates; null on GWAC and IDIQ rates).' }),
    category: str(),
    subcategory: str(),
    schedule: str({ description: 'MAS, GWAC or IDIQ.' }),
    contract_start: date(),
    contract_end: date(),
    idv,
    recipient,
    business_size: codePair('LaborRateBusinessSize', 'business_size_code', 'business_size_description'),
  },
  defaultShape: { list: SHAPE, detail: SHAPE },
  filters: {
    search: { ...f.search(), description: 'Full-text search over vendor name, labor category, category and subcategory.' },
    vendor_name: { ...f.contains(['t.vendor_name']), description: 'Vendor name as on the price list: case-insensitive substring.' },
    labor_category: { ...f.contains(['t.labor_category']), description: 'Labor category: case-insensitive substring.' },
    price_gte: { ...f.decimal('t.current_price', '>=', 'price_lte'), description: 'Current price at least (decimal, e.g. 95.50).' },
    price_lte: { ...f.decimal('t.current_price', '<='), description: 'Current price at most (decimal).' },
    education_level: { ...anyOf('t.education_level'), description: 'Education level, case-insensitive exact; OR-list.' },
    security_clearance: { ...anyOf('t.security_clearance'), description: 'Security clearance, case-insensitive exact; OR-list.' },
    worksite: { ...anyOf('t.worksite'), description: 'Worksite (Contractor, Customer, Both), case-insensitive exact; OR-list.' },
    business_size: businessSize,
    sin: { ...anyOf('t.sin'), description: 'Special item number, exact and case-insensitive; OR-list.' },
    min_years_experience_gte: { ...f.int('t.min_years_experience', '>=', { rangeWith: 'min_years_experience_lte', min: 0 }), description: 'Minimum years of experience at least (a whole number, 0 or more).' },
    min_years_experience_lte: { ...f.int('t.min_years_experience', '<=', { min: 0 }), description: 'Minimum years of experience at most (a whole number, 0 or more).' },
    category: { ...f.contains(['t.category']), description: 'Category: case-insensitive substring.' },
    idv_piid: { ...f.eq('t.idv_piid'), description: 'The PIID stored with the rate, exactly as stored.' },
    key: { ...f.inList('t.idv_key'), description: 'IDV key; OR-list.' },
    piid: {
      kind: 'text',
      description: "The IDV's PIID (case-insensitive), read from the IDV itself.",
      compile: (v) => idvWhere('a.piid = $?', v.toUpperCase()),
    },
  },
  ordering: {
    fields: {
      current_price: { column: 'current_price', type: 'numeric' },
      vendor_name: { column: 'vendor_name', type: 'text' },
      labor_category: { column: 'labor_category', type: 'text' },
      education_level: { column: 'education_level', type: 'text', nullable: true },
      min_years_experience: { column: 'min_years_experience', type: 'int', nullable: true },
      modified: { column: 'modified', type: 'timestamptz' },
    },
    default: 'labor_category',
    tiebreaker: { column: 'uuid', type: 'uuid' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 10,
  auth: true,
  tier: 'small',
  premium: { family: 'lcats', label: 'labor-rate endpoints' },
  scopeRequired: true,
  scopes: [
    {
      arg: 'idvKey',
      description: 'Rates of one IDV, by its key (REST /api/idvs/{key}/lcats/). One of idvKey or entityUei is required.',
      where: (key) => sql('t.idv_key = $?', key),
      exists: async (q, key) => (await q(`SELECT 1 FROM award WHERE key = $1 AND family = 'idv'`, [key])).length > 0,
    },
    {
      arg: 'entityUei',
      description: "Rates of one entity (UEI, case-insensitive): the rates of the IDVs it is the recipient of (REST /api/entities/{uei}/lcats/). One of idvKey or entityUei is required.",
      where: (uei) => idvWhere('a.recipient_uei = $?', uei.toUpperCase()),
      exists: async (q, uei) => (await q('SELECT 1 FROM entity WHERE uei = $1', [uei.toUpperCase()])).length > 0,
    },
  ],
  routes: [
    { path: '/api/idvs/:key/lcats/', kind: 'list', scope: { arg: 'idvKey', param: 'key' } },
    { path: '/api/entities/:uei/lcats/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } },
  ],
};
