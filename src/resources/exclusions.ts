/**
 * Exclusions (document 2, "Exclusion", "Exclusion currency" and
 * "Exclusions"): debarments, suspensions and other exclusion records, keyed
 * by a 64-character hexadecimal SHA-256 digest. Authentication required, no
 * tier gates, page-number pagination (default 25), a flat resource (the
 * address blocks and the stored cross-references are objects served whole
 * by their bare names).
 *
 * `is_currently_excluded` is never stored: it is computed in SQL for every
 * request from the request's UTC calendar day (REQUEST_TODAY), by the same
 * expression the `active` filter uses, so the field and the filter always
 * agree. `delisted_at` needs API version 4.25.3: a request pinned below it
 * gets the record without the field.
 */
import { validationError } from '../engine/errors.js';
import { f, likeEscape, sql, type FilterSpec } from '../engine/filters/sql.js';
import { REQUEST_TODAY } from '../engine/query/list.js';
import { bool, date, dateTime, json, str, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';

/** Termination dates in this year are the indefinite sentinel (stored as a real date). */
export const INDEFINITE_SENTINEL_YEAR = 2227;

/** Version that introduced delisted_at (document 1, Versioning rule 2). */
export const DELISTED_AT_VERSION = '4.25.3';

/**
 * The currency rule (document 2, "Exclusion currency"): not lifted, active
 * on or before `today` (a null activate date counts as current), and a
 * termination date that is null, after `today`, or the indefinite sentinel.
 */
export function currentlyExcluded(t: string, today: string): string {
  return (
    `(${t}.delisted_at IS NULL AND (${t}.activate_date IS NULL OR ${t}.activate_date <= ${today}) AND ` +
    `(${t}.termination_date IS NULL OR ${t}.termination_date > ${today} OR ${t}.termination_date BETWEEN DATE '${INDEFINITE_SENTINEL_YEAR}-01-01' AND DATE '${INDEFINITE_SENTINEL_YEAR}-12-31'))`
  );
}

const exclusionKeyPattern = /^[0-9a-f]{64}$/i;

/** An address block stored as JSON (snake_case keys); null when there is none. */
function address(column: string): ComposedSpec {
  const at = (t: string, key: string) => `${t}.${column}->>'${key}'`;
  return {
    kind: 'composed',
    typeName: 'ExclusionAddress',
    bareMeansAll: true,
    nullWhen: (t) => `jsonb_typeof(${t}.${column}) IS DISTINCT FROM 'object'`,
    fields: {
      address_line1: str({ sql: (t) => at(t, 'address_line1') }),
      address_line2: str({ sql: (t) => at(t, 'address_line2') }),
      city: str({ sql: (t) => at(t, 'city') }),
      state_or_province_code: str({ sql: (t) => at(t, 'state_or_province_code') }),
      zip_code: str({ sql: (t) => at(t, 'zip_code') }),
      country_code: str({ sql: (t) => at(t, 'country_code') }),
    },
  };
}

const references: JoinSpec = {
  kind: 'join',
  typeName: 'ExclusionReference',
  description: 'The stored cross-references of the record (related names and how they relate), in stored order.',
  table: 'exclusion_reference',
  list: true,
  bareMeansAll: true,
  on: (t, r) => `${r}.exclusion_key = ${t}.exclusion_key`,
  orderBy: (r) => `${r}.id`,
  fields: { name: str(), type: str({ description: 'e.g. Affiliate, Principal, Linked To, Also Known As (AKA)' }) },
};

const fields: Record<string, FieldSpec> = {
  exclusion_key: str({ description: '64-character hexadecimal SHA-256 digest; the primary key.' }),
  classification_type: str({ description: 'Firm, Individual, Special Entity Designation, Vessel' }),
  exclusion_type: str({ description: 'e.g. Ineligible (Proceedings Pending), Ineligible (Proceedings Completed), Prohibition/Restriction, Voluntary Exclusion' }),
  exclusion_program: str({ description: 'Reciprocal, Non-Procurement or Procurement' }),
  excluding_agency_code: str(),
  excluding_agency_name: str(),
  entity_name: str(),
  display_name: str(),
  prefix: str(),
  first_name: str(),
  middle_name: str(),
  last_name: str(),
  suffix: str(),
  uei: str({ description: 'UEI on the record' }),
  cage_code: str(),
  npi: str(),
  entity_uei: str({ description: 'UEI of the linked registered entity, when there is one' }),
  activate_date: date(),
  termination_date: date({ description: `A date in ${INDEFINITE_SENTINEL_YEAR} is the indefinite sentinel: current until lifted.` }),
  termination_type: str({ description: 'Definite, Indefinite or Undetermined' }),
  create_date: date(),
  update_date: date(),
  delisted_at: dateTime({ minVersion: DELISTED_AT_VERSION, description: `When the exclusion was lifted; null while catalogued (API version ${DELISTED_AT_VERSION} or later).` }),
  is_currently_excluded: bool({
    sql: (t) => currentlyExcluded(t, REQUEST_TODAY),
    description: 'Computed for the request day (UTC): not lifted, activated on or before today (or no activate date), and no termination date, one after today, or the indefinite sentinel.',
  }),
  primary_address: address('primary_address'),
  secondary_address: address('secondary_address'),
  more_locations: json({ description: 'Further locations as stored, a list of objects, or null.' }),
  additional_comments: str(),
  ct_code: str(),
  evs_investigation_status: str(),
  is_fascsa_order: bool(),
  dnb_open_data: json({ description: 'Dun & Bradstreet open-data block as stored, or null.' }),
  vessel_call_sign: str(),
  vessel_type: str(),
  vessel_tonnage: str(),
  vessel_grt: str(),
  vessel_flag: str(),
  vessel_owner: str(),
  references,
};

// ───────────────────────────── filters ─────────────────────────────

/** Case-insensitive exact match on any of the values (OR-list). */
const anyOf = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`lower(t.${column}) = ANY($?::text[])`, values.map((v) => v.toLowerCase())),
});

/** An identifier on the record, in any case (OR-list). */
const identifier = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`t.${column} = ANY($?::text[])`, values.map((v) => v.toUpperCase())),
});

/** Agency values: at most 150 characters each (the agency-filter check of document 1, Errors rule 3). */
function agencyValues(name: string, values: string[]): string[] {
  for (const v of values) if (v.length > 150) throw validationError(`${name} values are at most 150 characters, got ${v.length}`);
  return values;
}

const agencyName: FilterSpec = {
  kind: 'list',
  description: 'Excluding agency name, case-insensitive substring, OR-list.',
  compile: (values) => ({
    text: `(${values.map(() => 't.excluding_agency_name ILIKE $?').join(' OR ')})`,
    params: agencyValues('excluding_agency_name', values).map((v) => `%${likeEscape(v)}%`),
  }),
};

const agencyCode: FilterSpec = {
  kind: 'list',
  description: 'Excluding agency code, exact (any case), OR-list.',
  compile: (values) => sql('upper(t.excluding_agency_code) = ANY($?::text[])', agencyValues('excluding_agency_code', values).map((v) => v.toUpperCase())),
};

const active: FilterSpec = {
  kind: 'bool',
  description: 'true: in force today (is_currently_excluded); false: the complement; omitted: everything.',
  compile: (b, fctx) => {
    const cond = currentlyExcluded('t', '$?::date');
    const today = fctx.today.toISOString().slice(0, 10);
    const days = Array.from({ length: cond.split('$?').length - 1 }, () => today);
    return sql(b ? cond : `NOT ${cond}`, ...days);
  },
};

const delisted: FilterSpec = {
  kind: 'bool',
  description: 'true: only lifted exclusions (delisted_at set); false: only those still catalogued.',
  compile: (b) => sql(b ? 't.delisted_at IS NOT NULL' : 't.delisted_at IS NULL'),
};

export const exclusions: ResourceSpec = {
  name: 'exclusions',
  typeName: 'Exclusion',
  single: 'exclusion',
  table: 'exclusion',
  key: 'exclusion_key',
  validKey: (k) => exclusionKeyPattern.test(k),
  normalizeKey: (k) => k.toLowerCase(),
  fields,
  defaultShape: {
    list: 'exclusion_key,classification_type,exclusion_type,excluding_agency_name,entity_name,display_name,activate_date,termination_date,termination_type,is_currently_excluded',
    // the detail default is every field
    detail: Object.keys(fields).join(','),
  },
  filters: {
    active,
    classification_type: anyOf('classification_type', 'Firm, Individual, Special Entity Designation, Vessel; case-insensitive, OR-list.'),
    exclusion_type: anyOf('exclusion_type', 'Exclusion type, case-insensitive, OR-list.'),
    exclusion_program: anyOf('exclusion_program', 'Reciprocal, Non-Procurement, Procurement; case-insensitive, OR-list.'),
    excluding_agency_code: agencyCode,
    excluding_agency_name: agencyName,
    uei: identifier('uei', 'UEI on the record, any case, OR-list.'),
    cage_code: identifier('cage_code', 'CAGE code on the record, any case, OR-list.'),
    npi: identifier('npi', 'National Provider Identifier, OR-list.'),
    entity_uei: identifier('entity_uei', 'UEI of the linked registered entity, any case, OR-list.'),
    delisted,
    activate_date_after: f.date('t.activate_date', '>=', 'activate_date_before'),
    activate_date_before: f.date('t.activate_date', '<='),
    termination_date_after: f.date('t.termination_date', '>=', 'termination_date_before'),
    termination_date_before: f.date('t.termination_date', '<='),
    update_date_after: f.date('t.update_date', '>=', 'update_date_before'),
    update_date_before: f.date('t.update_date', '<='),
    search: { ...f.search(), description: 'Full-text search over names, the excluding agency and comments; results by relevance unless ordered.' },
  },
  ordering: {
    fields: {
      activate_date: { column: 'activate_date', type: 'date', nullable: true },
      termination_date: { column: 'termination_date', type: 'date', nullable: true },
      create_date: { column: 'create_date', type: 'date' },
      update_date: { column: 'update_date', type: 'date' },
      modified: { column: 'modified', type: 'timestamptz' },
    },
    default: '-update_date',
    tiebreaker: { column: 'exclusion_key', type: 'text' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  routes: [
    { path: '/api/exclusions/', kind: 'list' },
    { path: '/api/exclusions/:exclusion_key/', kind: 'detail', param: 'exclusion_key' },
  ],
};
