/**
 * Contract opportunities (SAM.gov notices; document 2 names
 * /api/opportunities/ only, so fields, filters and orderings follow the
 * reference catalogue, adapted to our conventions and documented in the
 * README): page-number lists (limit 1 to 100, default 25), the detail by
 * opportunity UUID (any other form answers 404), `opportunity_id` as the
 * alert identifier filter (one UUID or an OR-list of up to 500, document 1
 * "Alert creation" rule 6), and `agency` resolved to organisations as
 * `awarding_agency` is on contracts (src/resources/organization-resolution.ts).
 *
 * The helpers at the top (agency resolution over an organisation column,
 * UTC calendar-day ranges over timestamps, UUID OR-lists) are shared with
 * forecasts and Federal Register documents.
 */
import { normalizeSolicitation } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec, type RangeWith, type Sql } from '../engine/filters/sql.js';
import { naicsObject, organizationPayload, pscObject } from './awards-common.js';
import { organizationAgencyCondition } from './organization-resolution.js';
import { bool, codePair, date, dateTime, int, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';

// ───────────────────────────── shared filter helpers ─────────────────────────────

/** Longest agency value an agency filter takes (document 1, Errors, alert-filter rule 3). */
export const AGENCY_VALUE_MAX = 150;

/** Agency values: each at most 150 characters (an empty list never gets here: the OR-list parser answers 400). */
export function checkAgencyValues(name: string, values: string[]): string[] {
  for (const v of values) if (v.length > AGENCY_VALUE_MAX) throw validationError(`${name} values are at most ${AGENCY_VALUE_MAX} characters, got ${v.length}`);
  return values;
}

/**
 * An agency filter resolved to organisations by the rules of
 * `awarding_agency` (src/resources/organization-resolution.ts: a 3-digit
 * CGAC, a sub-tier agency code, a 4-digit FPDS department id, or the exact
 * name or abbreviation of an agency or a department, any case): a record
 * matches when the organisation in `idColumn` (an office, agency or
 * department row of table organization) lies under what one of the
 * OR-values names. A value that resolves to nothing matches nothing.
 */
export function organizationAgencyFilter(idColumn: string, name: string, description: string): FilterSpec {
  return organizationsAgencyFilter(`t.${idColumn}`, name, description);
}

/** The same over any SQL an organisation id is compared with: `ANY(t.organization_ids)` for a row of several organisations. */
export function organizationsAgencyFilter(idSql: string, name: string, description: string): FilterSpec {
  return {
    kind: 'list',
    description,
    compile: (values) => joinOr(checkAgencyValues(name, values).map((v) => organizationAgencyCondition(v, idSql))),
  };
}

const joinOr = (parts: Sql[]): Sql => ({ text: `(${parts.map((p) => p.text).join(' OR ')})`, params: parts.flatMap((p) => p.params) });

/**
 * A range bound over a timestamp column in whole UTC calendar days, both
 * ends inclusive: `after` keeps times from 00:00 UTC of the day on, `before`
 * times up to the end of the day (written as bounds on the column, so its
 * index serves them).
 */
export function utcDayFilter(column: string, side: 'after' | 'before', rangeWith?: RangeWith): FilterSpec {
  return {
    kind: 'date',
    rangeWith,
    compile: (d) => {
      const day = d.toISOString().slice(0, 10);
      return side === 'after'
        ? sql(`${column} >= ($?::date)::timestamp AT TIME ZONE 'UTC'`, day)
        : sql(`${column} < (($?::date) + 1)::timestamp AT TIME ZONE 'UTC'`, day);
    },
  };
}

const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its canonical 8-4-4-4-12 hexadecimal form, any case. */
export const isUuidForm = (v: string) => UUID_FORM.test(v);

/** One UUID or an OR-list of up to 500 (the alert identifier filter); a value of another form answers 400. */
export function uuidListFilter(column: string, name: string, description: string): FilterSpec {
  return {
    kind: 'list',
    max: 500,
    description,
    compile: (values) => {
      const bad = values.find((v) => !isUuidForm(v));
      if (bad !== undefined) throw validationError(`${name} values must be UUIDs (8-4-4-4-12 hexadecimal), got ${JSON.stringify(bad.slice(0, 80))}`);
      return sql(`${column} = ANY($?::uuid[])`, values.map((v) => v.toLowerCase()));
    },
  };
}

// ───────────────────────────── notice types ─────────────────────────────

/** SAM.gov notice types: the one-letter code (ptype) and the type name the table stores. */
export const NOTICE_TYPES: readonly { code: string; type: string }[] = [
  { code: 'p', type: 'Presolicitation' },
  { code: 'o', type: 'Solicitation' },
  { code: 'k', type: 'Combined Synopsis/Solicitation' },
  { code: 'r', type: 'Sources Sought' },
  { code: 'a', type: 'Award Notice' },
  { code: 's', type: 'Special Notice' },
  { code: 'u', type: 'Justification' },
  { code: 'g', type: 'Sale of Surplus Property' },
  { code: 'i', type: 'Intent to Bundle Requirements (DoD-Funded)' },
];

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The notice-type code of the stored type name (null for a name outside the table). */
const noticeTypeCode = (t: string) => `(CASE ${t}.notice_type ${NOTICE_TYPES.map((n) => `WHEN ${quote(n.type)} THEN ${quote(n.code)}`).join(' ')} END)`;

/** notice_type: OR-list of codes (o, k, ...) or type names, any case; anything else answers 400 naming the choices. */
const noticeTypeFilter: FilterSpec = {
  kind: 'list',
  description: `Notice type, OR-list: the SAM.gov code or the type name, any case (${NOTICE_TYPES.map((n) => `${n.code} ${n.type}`).join(', ')}).`,
  compile: (values) => {
    const types = values.map((v) => {
      const hit = NOTICE_TYPES.find((n) => n.code === v.toLowerCase() || n.type.toLowerCase() === v.toLowerCase());
      if (!hit) throw validationError(`notice_type must be a notice type code or name (${NOTICE_TYPES.map((n) => `${n.code}: ${n.type}`).join(', ')}), got ${JSON.stringify(v.slice(0, 80))}`);
      return hit.type;
    });
    return sql('t.notice_type = ANY($?::text[])', [...new Set(types)]);
  },
};

// ───────────────────────────── fields ─────────────────────────────

/** A column of the opportunity's organisation (its office row). */
const orgColumn = (t: string, column: string) => `(SELECT g.${column} FROM organization g WHERE g.organization_id = ${t}.organization_id)`;

const jsonText = (column: string, key: string) => str({ sql: (t) => `${t}.${column}->>'${key}'` });

function contact(typeName: string, column: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    nullWhen: (t) => `jsonb_typeof(${t}.${column}) IS DISTINCT FROM 'object'`,
    fields: Object.fromEntries(['full_name', 'title', 'email', 'phone', 'fax'].map((k) => [k, jsonText(column, k)])),
  };
}

const agency: JoinSpec = {
  kind: 'join',
  typeName: 'OpportunityAgency',
  description: 'The sub-tier agency of the issuing office.',
  table: 'agency',
  list: false,
  bareMeansAll: true,
  on: (t, a) => `${a}.code = ${orgColumn(t, 'agency_code')}`,
  fields: { code: str(), name: str(), abbreviation: str() },
};

const department: JoinSpec = {
  kind: 'join',
  typeName: 'OpportunityDepartment',
  description: 'The department (top-tier agency) of the issuing office.',
  table: 'department',
  list: false,
  bareMeansAll: true,
  on: (t, d) => `${d}.cgac = ${orgColumn(t, 'department_code')}`,
  fields: {
    code: str({ description: '4-digit FPDS department id' }),
    cgac: str({ description: '3-digit CGAC code' }),
    name: str(),
    abbreviation: str(),
    description: str(),
    website: str(),
    congressional_justification: str(),
  },
};

const fields: Record<string, FieldSpec> = {
  opportunity_id: uuid({ description: 'The opportunity UUID (the detail path identifier).' }),
  title: str(),
  solicitation_number: str(),
  description: str(),
  active: bool({ description: 'Open on SAM.gov: the response deadline (or, without one, the archive date) has not passed, as the source reports it.' }),
  award_number: str({ description: 'PIID of the award an award notice announces.' }),
  naics_code: str(),
  psc_code: str(),
  naics: naicsObject('OpportunityNaics'),
  psc: pscObject('OpportunityPsc'),
  set_aside: codePair('OpportunitySetAside', 'set_aside_code', 'set_aside_description'),
  first_notice_date: dateTime({ description: 'When the first notice of the opportunity was posted.' }),
  last_notice_date: dateTime({ description: 'When the latest notice (an amendment, an award) was posted.' }),
  response_deadline: dateTime(),
  archive_date: date(),
  sam_url: url(),
  office_id: uuid({ column: 'organization_id', description: 'organization_id of the issuing office' }),
  office: organizationPayload('OpportunityOffice', 'organization_id'),
  agency_id: str({ sql: (t) => orgColumn(t, 'agency_code'), description: 'sub-tier agency code of the issuing office' }),
  agency,
  department_id: str({ sql: (t) => orgColumn(t, 'department_code'), description: 'CGAC code of the department of the issuing office' }),
  department,
  place_of_performance: {
    kind: 'composed',
    typeName: 'OpportunityPlaceOfPerformance',
    bareMeansAll: true,
    nullWhen: (t) => `jsonb_typeof(${t}.place_of_performance) IS DISTINCT FROM 'object'`,
    fields: Object.fromEntries(['street_address', 'city', 'state', 'zip', 'country'].map((k) => [k, jsonText('place_of_performance', k)])),
  },
  primary_contact: contact('OpportunityPrimaryContact', 'primary_contact'),
  secondary_contact: contact('OpportunitySecondaryContact', 'secondary_contact'),
  attachments: {
    kind: 'composed',
    typeName: 'OpportunityAttachment',
    description: 'Files posted with the notices, in posted order as stored; an empty list when there are none.',
    list: true,
    bareMeansAll: true,
    jsonArray: (t) => `coalesce(${t}.attachments, '[]'::jsonb)`,
    fields: {
      attachment_id: str({ sql: (e) => `${e}->>'attachment_id'` }),
      resource_id: str({ sql: (e) => `${e}->>'resource_id'` }),
      name: str({ sql: (e) => `${e}->>'name'` }),
      type: str({ sql: (e) => `${e}->>'type'` }),
      mime_type: str({ sql: (e) => `${e}->>'mime_type'` }),
      file_size: int({ sql: (e) => `(${e}->>'file_size')::bigint` }),
      posted_date: dateTime({ sql: (e) => `(${e}->>'posted_date')::timestamptz` }),
      url: url({ sql: (e) => `${e}->>'url'` }),
    },
  },
  meta: {
    kind: 'composed',
    typeName: 'OpportunityMeta',
    bareMeansAll: true,
    fields: {
      notice_type: {
        kind: 'composed',
        typeName: 'OpportunityNoticeType',
        description: 'Type of the latest notice: the SAM.gov code (o, k, p, r, a, s, ...) and its name.',
        bareMeansAll: true,
        fields: { code: str({ sql: (t) => noticeTypeCode(t) }), type: str({ column: 'notice_type' }) },
      },
      attachments_count: int({ sql: (t) => `(CASE WHEN jsonb_typeof(${t}.attachments) = 'array' THEN jsonb_array_length(${t}.attachments) ELSE 0 END)` }),
    },
  },
  modified: dateTime({ description: 'When the record last changed at the source.' }),
};

// ───────────────────────────── filters ─────────────────────────────

/** place_of_performance: each OR-value matches the state code, the ZIP code or the city name of the place, any case. */
const placeFilter: FilterSpec = {
  kind: 'list',
  description: 'Place of performance: a state code (VA), a ZIP code or a city name, exact in any case; OR-list.',
  compile: (values) => {
    const v = values.map((x) => x.toUpperCase());
    return sql(
      `(upper(t.place_of_performance->>'state') = ANY($?::text[]) OR t.place_of_performance->>'zip' = ANY($?::text[]) OR upper(t.place_of_performance->>'city') = ANY($?::text[]))`,
      v, v, v,
    );
  },
};

const filters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over title, solicitation number and description; results best match first unless ordered.' },
  opportunity_id: uuidListFilter('t.opportunity_id', 'opportunity_id', 'One opportunity UUID or an OR-list of up to 500 (the alert identifier filter).'),
  agency: organizationAgencyFilter(
    'organization_id',
    'agency',
    'Agency of the issuing office, resolved as awarding_agency is: CGAC, sub-tier code, FPDS department id, or an exact name or abbreviation, any case; OR-list.',
  ),
  active: { ...f.bool('t.active'), description: 'true: open opportunities; false: closed or archived ones.' },
  notice_type: noticeTypeFilter,
  naics: { ...f.inList('t.naics_code'), description: 'NAICS code, exact; OR-list.' },
  psc: { ...f.inList('t.psc_code', { upper: true }), description: 'PSC code, any case; OR-list.' },
  set_aside: { ...f.inList('t.set_aside_code', { upper: true }), description: 'Set-aside code (SBA, 8A, SDVOSBC, WOSB, HZC, ...), any case; OR-list.' },
  solicitation_number: {
    kind: 'list',
    description: 'Solicitation number in any spelling (dashes, spaces, dots and case ignored); OR-list.',
    compile: (values) => sql('t.solicitation_number_norm = ANY($?::text[])', values.map(normalizeSolicitation)),
  },
  place_of_performance: placeFilter,
  first_notice_date_after: utcDayFilter('t.first_notice_date', 'after', 'first_notice_date_before'),
  first_notice_date_before: utcDayFilter('t.first_notice_date', 'before'),
  last_notice_date_after: utcDayFilter('t.last_notice_date', 'after', 'last_notice_date_before'),
  last_notice_date_before: utcDayFilter('t.last_notice_date', 'before'),
  response_deadline_after: utcDayFilter('t.response_deadline', 'after', 'response_deadline_before'),
  response_deadline_before: utcDayFilter('t.response_deadline', 'before'),
};

const LIST_SHAPE =
  'opportunity_id,title,solicitation_number,meta(notice_type(*)),office(*),naics_code,psc_code,set_aside(*),first_notice_date,last_notice_date,response_deadline,active,sam_url';

export const opportunities: ResourceSpec = {
  name: 'opportunities',
  typeName: 'Opportunity',
  single: 'opportunity',
  table: 'opportunity',
  key: 'opportunity_id',
  keyType: 'uuid',
  validKey: isUuidForm,
  normalizeKey: (k) => k.toLowerCase(),
  fields,
  defaultShape: {
    list: LIST_SHAPE,
    detail:
      'opportunity_id,title,solicitation_number,description,meta(*),office(*),agency(*),department(code,cgac,name,abbreviation),naics(*),psc(*),set_aside(*),' +
      'first_notice_date,last_notice_date,response_deadline,archive_date,active,award_number,place_of_performance(*),primary_contact(*),secondary_contact(*),attachments(*),sam_url',
  },
  filters,
  ordering: {
    fields: {
      first_notice_date: { column: 'first_notice_date', type: 'timestamptz' },
      // the older API's alias: the date the opportunity was first posted
      posted_date: { column: 'first_notice_date', type: 'timestamptz' },
      last_notice_date: { column: 'last_notice_date', type: 'timestamptz' },
      response_deadline: { column: 'response_deadline', type: 'timestamptz', nullable: true },
    },
    default: '-last_notice_date',
    tiebreaker: { column: 'opportunity_id', type: 'uuid' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/opportunities/', kind: 'list' },
    { path: '/api/opportunities/:opportunity_id/', kind: 'detail', param: 'opportunity_id' },
  ],
};
