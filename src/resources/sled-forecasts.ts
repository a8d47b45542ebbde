/**
 * State and local forecasts (document 3, "State and local forecast": planned
 * state, local and education procurements; identified by forecast_id, a
 * UUID; no status). Fields and filters are not shown in the contract, so
 * they are designed here from the data model (table sled_forecast) and the
 * solicitations' conventions: /api/sled/forecasts/ (page-number, newest
 * first) and /api/sled/forecasts/{forecast_id}/ (a segment that is not an
 * RFC 4122 UUID answers 404). Authentication required. No status, so no
 * status filter and no default filter. Enum-style filters are tolerant (an
 * unrecognised value matches nothing).
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { date, dateTime, int, money, str, url, uuid, type ComposedSpec, type FieldSpec, type ResourceSpec } from '../engine/resource.js';
import { utcDayFilter, uuidListFilter } from './opportunities.js';
import { SLED_BETA, SLED_CATEGORY_SCHEMES, SLED_ENUMS, SLED_JURISDICTIONS } from './sled-opportunities.js';

const categoryCodes: ComposedSpec = {
  kind: 'composed',
  typeName: 'SledForecastCategoryCode',
  description: 'Category codes as the source tags them; an empty list when there are none.',
  list: true,
  bareMeansAll: true,
  jsonArray: (t) => `coalesce(${t}.category_codes, '[]'::jsonb)`,
  fields: {
    scheme: str({ graphqlEnum: SLED_ENUMS.categoryScheme, sql: (e) => `${e}->>'scheme'`, description: `${SLED_CATEGORY_SCHEMES.join(', ')}.` }),
    code: str({ sql: (e) => `${e}->>'code'` }),
  },
};

const contact: ComposedSpec = {
  kind: 'composed',
  typeName: 'SledForecastContact',
  description: 'The contact the source names; null when it names none.',
  bareMeansAll: true,
  nullWhen: (t) => `jsonb_typeof(${t}.contact) IS DISTINCT FROM 'object'`,
  fields: Object.fromEntries(['name', 'title', 'email', 'phone'].map((k) => [k, str({ sql: (t: string) => `${t}.contact->>'${k}'` })])),
};

const fields: Record<string, FieldSpec> = {
  forecast_id: uuid({ description: 'UUID minted by the service; the detail path identifier.' }),
  title: str(),
  agency: str({ description: 'The buyer as the source writes it (a state agency\'s district or region, a local department).' }),
  state: str({ description: 'Two-letter state or territory code.' }),
  jurisdiction: str({ graphqlEnum: SLED_ENUMS.jurisdiction, description: `${SLED_JURISDICTIONS.join(', ')}.` }),
  description: str(),
  fiscal_year: int({ description: 'The buyer\'s fiscal year of the planned release.' }),
  estimated_release_date: date({ description: 'When the solicitation is expected to be issued; null when the source gives no date.' }),
  estimated_award_date: date(),
  estimated_value: money({ description: 'Estimated value in dollars; null when not published.' }),
  category_codes: categoryCodes,
  contact,
  source_url: url({ description: 'Where the source publishes the forecast.' }),
  first_seen_at: dateTime({ description: 'First scrape that saw the forecast.' }),
  last_seen_at: dateTime({ description: 'Latest scrape that saw it.' }),
  modified: dateTime({ description: 'When the record last changed.' }),
};

/** Exact match in any case on any of the values (OR-list); an unrecognised value matches nothing. */
const anyOf = (column: string, description: string, fold: 'lower' | 'upper'): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`t.${column} = ANY($?::text[])`, values.map((v) => (fold === 'lower' ? v.toLowerCase() : v.toUpperCase()))),
});

/** A category code in the forecast's category_codes (one scheme, or any when null), exact (in any case when `fold`). */
function categoryFilter(scheme: string | null, description: string, fold: boolean): FilterSpec {
  return {
    kind: 'list',
    description,
    compile: (values) =>
      sql(
        `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.category_codes) = 'array' THEN t.category_codes ELSE '[]'::jsonb END) c(v) ` +
          `WHERE ${scheme ? `c.v->>'scheme' = '${scheme}' AND ` : ''}${fold ? "lower(c.v->>'code')" : "c.v->>'code'"} = ANY($?::text[]))`,
        fold ? values.map((v) => v.toLowerCase()) : values,
      ),
  };
}

const filters: Record<string, FilterSpec> = {
  forecast_id: uuidListFilter('t.forecast_id', 'forecast_id', 'One forecast UUID or an OR-list of up to 500.'),
  state: anyOf('state', 'Two-letter state or territory code, any case, OR-list.', 'upper'),
  jurisdiction: anyOf('jurisdiction', `${SLED_JURISDICTIONS.join(', ')}; OR-list.`, 'lower'),
  agency: { ...f.contains(['t.agency'], { minLength: 2 }), description: 'Case-insensitive substring of the buyer text, at least 2 characters.' },
  fiscal_year: f.int('t.fiscal_year', '=', { min: 1900, max: 2100 }),
  fiscal_year_gte: f.int('t.fiscal_year', '>=', { rangeWith: 'fiscal_year_lte', min: 1900, max: 2100 }),
  fiscal_year_lte: f.int('t.fiscal_year', '<=', { min: 1900, max: 2100 }),
  release_date_after: f.date('t.estimated_release_date', '>=', 'release_date_before'),
  release_date_before: f.date('t.estimated_release_date', '<='),
  award_date_after: f.date('t.estimated_award_date', '>=', 'award_date_before'),
  award_date_before: f.date('t.estimated_award_date', '<='),
  estimated_value_min: f.decimal('t.estimated_value', '>=', 'estimated_value_max'),
  estimated_value_max: f.decimal('t.estimated_value', '<='),
  naics: categoryFilter('naics', 'NAICS code (scheme naics, exact), OR-list.', false),
  nigp: categoryFilter('nigp', 'NIGP code (scheme nigp, exact), OR-list.', false),
  unspsc: categoryFilter('unspsc', 'UNSPSC code (scheme unspsc, exact), OR-list.', false),
  category: categoryFilter('text', 'Category name under the text scheme, exact in any case, OR-list.', true),
  category_code: categoryFilter(null, 'A code under any scheme, untagged strings included, exact in any case, OR-list.', true),
  first_seen_after: { ...utcDayFilter('t.first_seen_at', 'after', 'first_seen_before'), description: 'First seen on or after this UTC day (the polling primitive).' },
  first_seen_before: utcDayFilter('t.first_seen_at', 'before'),
  modified_after: utcDayFilter('t.modified', 'after', 'modified_before'),
  modified_before: utcDayFilter('t.modified', 'before'),
  search: { ...f.search(2), description: 'Ranked full text over title (A), agency (B) and description (C), at least 2 characters; best match first unless ordered.' },
};

const LIST_SHAPE = 'forecast_id,title,agency,state,jurisdiction,fiscal_year,estimated_release_date,estimated_award_date,estimated_value,first_seen_at,modified';

export const sledForecasts: ResourceSpec = {
  beta: SLED_BETA,
  name: 'sled_forecasts',
  typeName: 'SledForecast',
  single: 'sledForecast',
  table: 'sled_forecast',
  key: 'forecast_id',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields,
  defaultShape: { list: LIST_SHAPE, detail: Object.keys(fields).map((n) => (n === 'category_codes' || n === 'contact' ? `${n}(*)` : n)).join(',') },
  filters,
  ordering: {
    fields: {
      estimated_release_date: { column: 'estimated_release_date', type: 'date', nullable: true },
      estimated_award_date: { column: 'estimated_award_date', type: 'date', nullable: true },
      estimated_value: { column: 'estimated_value', type: 'numeric', nullable: true },
      fiscal_year: { column: 'fiscal_year', type: 'int', nullable: true },
      first_seen_at: { column: 'first_seen_at', type: 'timestamptz' },
      last_seen_at: { column: 'last_seen_at', type: 'timestamptz' },
      modified: { column: 'modified', type: 'timestamptz' },
    },
    default: '-first_seen_at',
    tiebreaker: { column: 'forecast_id', type: 'uuid' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  routes: [
    { path: '/api/sled/forecasts/', kind: 'list' },
    { path: '/api/sled/forecasts/:forecast_id/', kind: 'detail', param: 'forecast_id' },
  ],
};
