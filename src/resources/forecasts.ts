/**
 * Procurement forecasts (agencies' published plans of upcoming buys;
 * document 2 names /api/forecasts/ only, so fields, filters and orderings
 * follow the reference catalogue, adapted to our conventions and documented
 * in the README): page-number lists (limit 1 to 100, default 25), the detail
 * by numeric id, `id` as the alert identifier filter (one id or an OR-list
 * of up to 500, document 1 "Alert creation" rule 6).
 *
 * `agency` matches the agency text each source publishes (document 1,
 * Errors rule 2: forecast alerts "match the agency text on each record"),
 * not the resolved organisation: a source's agency names are free text and
 * not every forecast resolves to an organisation.
 */
import { validationError } from '../engine/errors.js';
import { containsAny, f, sql, wholeNumberIn, type FilterSpec } from '../engine/filters/sql.js';
import { organizationPayload } from './awards-common.js';
import { checkAgencyValues, utcDayFilter } from './opportunities.js';
import { bool, date, dateTime, int, json, str, uuid, type FieldSpec, type ResourceSpec } from '../engine/resource.js';

const fields: Record<string, FieldSpec> = {
  id: int({ description: 'Forecast id (the detail path identifier).' }),
  source_system: str({ description: 'The publishing system, e.g. dhs, hhs, gsa.' }),
  external_id: str({ description: 'The identifier the source gives the forecast.' }),
  title: str(),
  description: str(),
  agency: str({ description: 'The agency as the source names it.' }),
  organization_id: uuid({ description: 'The organisation the agency text resolves to; null when it does not resolve.' }),
  organization: organizationPayload('ForecastOrganization', 'organization_id'),
  anticipated_award_date: date(),
  fiscal_year: int({ description: 'Federal fiscal year of the planned award.' }),
  naics_code: str(),
  set_aside: str({ description: 'Planned set-aside or competition, as the source words it.' }),
  status: str({ description: 'Acquisition status as the source words it (Acquisition Planning, Solicitation Issued, Awarded, ...).' }),
  is_active: bool({ description: 'false once the source reports the requirement awarded or cancelled.' }),
  estimated_period: str({ description: 'Estimated period of performance, as published.' }),
  place_of_performance: str(),
  primary_contact: {
    kind: 'composed',
    typeName: 'ForecastPrimaryContact',
    bareMeansAll: true,
    nullWhen: (t) => `jsonb_typeof(${t}.primary_contact) IS DISTINCT FROM 'object'`,
    fields: Object.fromEntries(['name', 'title', 'email', 'phone'].map((k) => [k, str({ sql: (t) => `${t}.primary_contact->>'${k}'` })])),
  },
  contract_vehicle: str(),
  raw_data: json({ description: 'The record as the source published it (keys vary by source); not in the default shapes.' }),
  created: dateTime({ description: 'When the forecast was first seen.' }),
  modified: dateTime({ description: 'When the forecast last changed.' }),
};

/** id: one forecast id or an OR-list of up to 500; a value that is not a whole number answers 400. */
const idFilter: FilterSpec = {
  kind: 'list',
  max: 500,
  description: 'One forecast id or an OR-list of up to 500 (the alert identifier filter).',
  compile: (values) => {
    return wholeNumberIn('id', 't.id', values);
  },
};

/** agency: a case-insensitive substring of the published agency text (at least 2 characters each); OR-list. */
const agencyFilter: FilterSpec = {
  kind: 'list',
  description: 'Agency as the source names it: case-insensitive substring, at least 2 characters; OR-list.',
  compile: (values) => {
    for (const v of checkAgencyValues('agency', values)) if (v.length < 2) throw validationError('agency needs at least 2 characters per value');
    return containsAny('t.agency', values);
  },
};

/** naics_starts_with: NAICS code prefixes (1 to 6 digits); OR-list. */
const naicsPrefix: FilterSpec = {
  kind: 'list',
  description: 'NAICS code prefix (1 to 6 digits, e.g. 54 or 5415); OR-list.',
  compile: (values) => {
    const bad = values.find((v) => !/^\d{1,6}$/.test(v));
    if (bad !== undefined) throw validationError(`naics_starts_with values must be 1 to 6 digits, got ${JSON.stringify(bad.slice(0, 80))}`);
    return sql('t.naics_code LIKE ANY($?::text[])', values.map((v) => `${v}%`));
  },
};

/** Case-insensitive exact match of any of the values (OR-list). */
const anyCase = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`lower(t.${column}) = ANY($?::text[])`, values.map((v) => v.toLowerCase())),
});

const FISCAL_YEAR = { min: 1900, max: 2100 };

const filters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over title, agency and description; results best match first unless ordered.' },
  id: idFilter,
  agency: agencyFilter,
  source_system: anyCase('source_system', 'Publishing system (dhs, hhs, gsa, ...), any case; OR-list.'),
  status: anyCase('status', 'Status as published (Acquisition Planning, Awarded, ...), case-insensitive exact; OR-list.'),
  naics_code: { ...f.inList('t.naics_code'), description: 'NAICS code, exact; OR-list.' },
  naics_starts_with: naicsPrefix,
  fiscal_year: f.int('t.fiscal_year', '=', FISCAL_YEAR),
  fiscal_year_gte: f.int('t.fiscal_year', '>=', { ...FISCAL_YEAR, rangeWith: 'fiscal_year_lte' }),
  fiscal_year_lte: f.int('t.fiscal_year', '<=', FISCAL_YEAR),
  award_date_after: f.date('t.anticipated_award_date', '>=', 'award_date_before'),
  award_date_before: f.date('t.anticipated_award_date', '<='),
  modified_after: utcDayFilter('t.modified', 'after', 'modified_before'),
  modified_before: utcDayFilter('t.modified', 'before'),
};

export const forecasts: ResourceSpec = {
  name: 'forecasts',
  typeName: 'Forecast',
  single: 'forecast',
  table: 'forecast',
  key: 'id',
  keyType: 'int',
  validKey: (k) => /^\d{1,9}$/.test(k),
  fields,
  defaultShape: {
    list: 'id,title,agency,anticipated_award_date,fiscal_year,naics_code,set_aside,status,is_active,source_system',
    detail:
      'id,source_system,external_id,title,description,agency,organization_id,organization(*),anticipated_award_date,fiscal_year,naics_code,set_aside,status,is_active,' +
      'estimated_period,place_of_performance,primary_contact(*),contract_vehicle,created,modified',
  },
  filters,
  ordering: {
    fields: {
      anticipated_award_date: { column: 'anticipated_award_date', type: 'date', nullable: true },
      fiscal_year: { column: 'fiscal_year', type: 'int', nullable: true },
      title: { column: 'title', type: 'text' },
      // the default order only: the most recently changed forecasts first
      modified: { column: 'modified', type: 'timestamptz', internal: true },
    },
    default: '-modified',
    tiebreaker: { column: 'id', type: 'int' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/forecasts/', kind: 'list' },
    { path: '/api/forecasts/:id/', kind: 'detail', param: 'id' },
  ],
};
