/**
 * Grant opportunities (document 3, "Grant opportunity" and "Grants"): the
 * notices of funding opportunity of Grants.gov, keyed by the Grants.gov
 * opportunity id (`grant_id`). Page-number lists (limit 1 to 100, default
 * 25) and the detail by grant_id (anything but a whole number, or an unknown
 * id, answers 404). Open endpoints, no tier gates.
 *
 * The choice filters (status, applicant_types, funding_categories,
 * funding_instruments) take the Grants.gov codes or their descriptions in
 * any case, as OR-lists; another value answers 400 with the allowed codes,
 * as choice filters do elsewhere in the API. `grant_id` is the identifier
 * filter of grant alerts: one id or an OR-list of up to 500.
 *
 * The organisation of a grant is resolved from its Grants.gov agency code by
 * walking the code's segments (`resolveGrantOrganization` below, the one
 * rule the loader calls): trailing fiscal-cycle digits are stripped
 * (`HHS-NIH11` → `HHS-NIH`), then the most specific prefix naming a
 * canonical organisation wins (`HHS-NIH` the NIH, else `HHS` the
 * department); null when none exists (the National Endowments).
 */
import { validationError } from '../engine/errors.js';
import { containsAny, f, likeEscape, sql, wholeNumberIn, type FilterSpec } from '../engine/filters/sql.js';
import { codePair, date, dateTime, int, json, money, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { APPLICANT_TYPES, FUNDING_CATEGORIES, FUNDING_INSTRUMENTS, type CodeEntry } from '../demo/reference/codes.js';
import { organizationPayload } from './awards-common.js';
import { checkAgencyValues } from './opportunities.js';

// ───────────────────────────── organisation resolution ─────────────────────────────

/**
 * Where a Grants.gov agency code is looked up: departments by abbreviation,
 * and sub-tier agencies by abbreviation under a department (any case).
 */
export interface GrantOrganizationDirectory<T> {
  department(abbreviation: string): T | null;
  agency(department: T, abbreviation: string): T | null;
}

/**
 * Grants.gov top-level codes spelt otherwise than the department's
 * abbreviation in the federal hierarchy.
 */
export const GRANTS_DEPARTMENT_ALIASES: Readonly<Record<string, string>> = {
  USDOJ: 'DOJ',
};

/**
 * Grants.gov sub-agency segments (under their top-level code) spelt
 * otherwise than the sub-tier agency's abbreviation, or naming a component
 * of a sub-tier agency: the Fish and Wildlife Service is USFWS, SAMHS the
 * Substance Abuse and Mental Health Services Administration, the Office of
 * Naval Research a Navy command, USAMRAA (AMRAA) an Army activity.
 */
export const GRANTS_AGENCY_ALIASES: Readonly<Record<string, string>> = {
  'DOI-FWS': 'USFWS',
  'HHS-SAMHS': 'SAMHSA',
  'DOD-ONR': 'USN',
  'DOD-AMRAA': 'USA',
};

/**
 * The prefixes of a Grants.gov agency code, most specific first, after
 * stripping the trailing fiscal-cycle digits: `HHS-NIH11` → [`HHS-NIH`,
 * `HHS`]; `DOC-NOAA-ERA` → [`DOC-NOAA-ERA`, `DOC-NOAA`, `DOC`]. Upper case;
 * empty segments are dropped; an empty list when nothing is left.
 */
export function grantAgencyPrefixes(agencyCode: string): string[] {
  const segments = agencyCode
    .trim()
    .toUpperCase()
    .replace(/\d+$/, '')
    .split('-')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return segments.map((_s, i) => segments.slice(0, segments.length - i).join('-'));
}

/**
 * The canonical organisation of a Grants.gov agency code (the rule behind
 * grant_opportunity.organization_id; the loader calls it for every grant):
 *
 *  1. strip the trailing fiscal-cycle digits and walk the prefixes, most
 *     specific first (grantAgencyPrefixes);
 *  2. the first segment names a department by its abbreviation
 *     (GRANTS_DEPARTMENT_ALIASES first): none, and there is no canonical
 *     organisation (null);
 *  3. a prefix of two or more segments names the sub-tier agency of that
 *     department whose abbreviation is its last segment
 *     (GRANTS_AGENCY_ALIASES first): the first that exists wins;
 *  4. else the top segment alone: the department's own sub-tier agency when
 *     the department has one of the same abbreviation (single-agency
 *     departments such as NSF, NASA or EPA, and DOD's 9700), else the
 *     department itself.
 */
export function resolveGrantOrganization<T>(agencyCode: string, dir: GrantOrganizationDirectory<T>): T | null {
  const prefixes = grantAgencyPrefixes(agencyCode);
  if (prefixes.length === 0) return null;
  const top = prefixes[prefixes.length - 1];
  const departmentAbbr = GRANTS_DEPARTMENT_ALIASES[top] ?? top;
  const department = dir.department(departmentAbbr);
  if (department === null) return null;
  for (const prefix of prefixes.slice(0, -1)) {
    const last = prefix.slice(prefix.lastIndexOf('-') + 1);
    const agency = dir.agency(department, GRANTS_AGENCY_ALIASES[prefix] ?? last);
    if (agency !== null) return agency;
  }
  return dir.agency(department, departmentAbbr) ?? department;
}

// ───────────────────────────── vocabularies ─────────────────────────────

/** Opportunity statuses: the Grants.gov code, its name, and the stored status word. */
export const GRANT_STATUSES: readonly { code: string; description: string; stored: string }[] = [
  { code: 'P', description: 'Posted', stored: 'posted' },
  { code: 'F', description: 'Forecasted', stored: 'forecasted' },
  { code: 'C', description: 'Closed', stored: 'closed' },
  { code: 'A', description: 'Archived', stored: 'archived' },
];

export { APPLICANT_TYPES, FUNDING_CATEGORIES, FUNDING_INSTRUMENTS };

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const valuesTable = (table: readonly CodeEntry[]) => `(VALUES ${table.map((c) => `(${lit(c.code)}, ${lit(c.description)})`).join(', ')})`;

/**
 * A list of {code, description} from a text[] column of codes, in stored
 * order, each description looked up in the Grants.gov vocabulary (null for
 * a code outside it).
 */
function codeList(typeName: string, column: string, table: readonly CodeEntry[], description: string): JoinSpec {
  return {
    kind: 'join',
    typeName,
    description,
    table: (p) => `(SELECT u.code, voc.description, u.ord FROM unnest(${p}.${column}) WITH ORDINALITY AS u(code, ord) LEFT JOIN ${valuesTable(table)} AS voc(code, description) ON voc.code = u.code)`,
    list: true,
    bareMeansAll: true,
    on: () => 'TRUE',
    orderBy: (c) => `${c}.ord`,
    fields: { code: str(), description: str() },
  };
}

/**
 * A choice filter over a text[] column of codes: each value is a code or a
 * description of the vocabulary, any case; a grant matches when it carries
 * any of them. Another value answers 400 with the allowed codes.
 */
function choiceFilter(name: string, column: string, table: readonly CodeEntry[], what: string): FilterSpec {
  const allowed = table.map((c) => c.code);
  return {
    kind: 'list',
    description: `${what}: the Grants.gov code or its description, any case; OR-list (${table.map((c) => `${c.code} ${c.description}`).join('; ')}).`,
    compile: (values) => {
      const codes = values.map((v) => {
        const lower = v.toLowerCase();
        const hit = table.find((c) => c.code.toLowerCase() === lower || c.description.toLowerCase() === lower);
        if (!hit) throw validationError(`${name} must be one of the codes ${allowed.join(', ')} (or their descriptions), got ${JSON.stringify(v.slice(0, 80))}`, { allowed });
        return hit.code;
      });
      return sql(`t.${column} && $?::text[]`, [...new Set(codes)]);
    },
  };
}

const statusFilter: FilterSpec = {
  kind: 'list',
  description: `Opportunity status: the code or the name, any case; OR-list (${GRANT_STATUSES.map((s) => `${s.code} ${s.description}`).join(', ')}).`,
  compile: (values) => {
    const allowed = GRANT_STATUSES.map((s) => s.code);
    const stored = values.map((v) => {
      const lower = v.toLowerCase();
      const hit = GRANT_STATUSES.find((s) => s.code.toLowerCase() === lower || s.description.toLowerCase() === lower);
      if (!hit) throw validationError(`status must be one of ${GRANT_STATUSES.map((s) => `${s.code} (${s.description})`).join(', ')}, got ${JSON.stringify(v.slice(0, 80))}`, { allowed });
      return hit.stored;
    });
    return sql('t.status = ANY($?::text[])', [...new Set(stored)]);
  },
};

// ───────────────────────────── fields ─────────────────────────────

const status: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantStatus',
  description: `Opportunity status: ${GRANT_STATUSES.map((s) => `${s.code} ${s.description}`).join(', ')}.`,
  bareMeansAll: true,
  nullWhen: (t) => `${t}.status IS NULL`,
  fields: {
    code: str({ sql: (t) => `(CASE ${t}.status ${GRANT_STATUSES.map((s) => `WHEN ${lit(s.stored)} THEN ${lit(s.code)}`).join(' ')} END)` }),
    description: str({ sql: (t) => `(CASE ${t}.status ${GRANT_STATUSES.map((s) => `WHEN ${lit(s.stored)} THEN ${lit(s.description)}`).join(' ')} END)` }),
  },
};

const grantorContact: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantContact',
  description: 'The grantor contact of the notice.',
  bareMeansAll: true,
  fields: {
    name: str({ column: 'grantor_contact_name' }),
    email: str({ column: 'grantor_contact_email' }),
    phone: str({ column: 'grantor_contact_phone' }),
  },
};

const cfdaNumbers: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantCfdaNumber',
  description: 'Assistance Listings (formerly CFDA) the opportunity funds under: number and program title.',
  list: true,
  bareMeansAll: true,
  jsonArray: (t) => `${t}.cfda`,
  fields: {
    number: str({ sql: (e) => `${e}->>'number'` }),
    title: str({ sql: (e) => `${e}->>'title'` }),
  },
};

const fundingDetails: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantFundingDetails',
  description: 'Award ceiling and floor, estimated total programme funding (dollars) and the expected number of awards.',
  bareMeansAll: true,
  fields: {
    award_ceiling: money(),
    award_floor: money(),
    estimated_total_funding: money(),
    expected_number_of_awards: int(),
  },
};

const importantDates: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantImportantDates',
  description: 'Posting, closing (current application deadline), forecast and archive dates.',
  bareMeansAll: true,
  fields: {
    posted_date: date(),
    response_date: date({ description: 'The current closing date for applications.' }),
    response_date_description: str(),
    estimated_synopsis_post_date: date({ description: 'Forecasts: when the synopsis is expected to be posted.' }),
    estimated_application_response_date: date({ description: 'Forecasts: the expected application due date.' }),
    estimated_project_start_date: date(),
    archive_date: date(),
  },
};

const additionalInfo: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantAdditionalInfo',
  description: 'Link to additional information (usually the full announcement) and its label.',
  bareMeansAll: true,
  fields: {
    link: url({ column: 'additional_info_link' }),
    description: str({ column: 'additional_info_description' }),
  },
};

const attachments: ComposedSpec = {
  kind: 'composed',
  typeName: 'GrantAttachment',
  description: 'Documents attached to the notice (on request).',
  list: true,
  bareMeansAll: true,
  jsonArray: (t) => `${t}.attachments`,
  fields: {
    name: str({ sql: (e) => `${e}->>'name'` }),
    mime_type: str({ sql: (e) => `${e}->>'mime_type'` }),
    posted_date: dateTime({ sql: (e) => `(CASE WHEN (${e}->>'posted_date') ~ '^\\d{4}-\\d{2}-\\d{2}T' THEN (${e}->>'posted_date')::timestamptz END)` }),
    resource_id: str({ sql: (e) => `${e}->>'resource_id'` }),
    type: str({ sql: (e) => `${e}->>'type'` }),
    url: url({ sql: (e) => `${e}->>'url'` }),
  },
};

const fields: Record<string, FieldSpec> = {
  grant_id: int({ description: 'Grants.gov opportunity id (the detail path identifier).' }),
  opportunity_number: str({ description: 'Funding opportunity number.' }),
  agency_code: str({ description: 'Grants.gov agency code, segmented (HHS-NIH11, DOC-NOAA-ERA, USDOJ-OJP-BJA).' }),
  title: str(),
  description: str(),
  applicant_eligibility_description: str(),
  funding_activity_category_description: str(),
  grantor_contact: grantorContact,
  last_updated: dateTime({ description: 'When Grants.gov last changed the opportunity.' }),
  organization_id: uuid({ description: 'The organisation resolved from agency_code; null when none exists.' }),
  organization: organizationPayload('GrantOrganization', 'organization_id'),
  status,
  category: codePair('GrantCategory', 'category_code', 'category_description', { description: 'Opportunity category: D Discretionary, M Mandatory, C Continuation, E Earmark, O Other.' }),
  cfda_numbers: cfdaNumbers,
  applicant_types: codeList('GrantApplicantType', 'applicant_types', APPLICANT_TYPES, 'Eligible applicant types (Grants.gov codes).'),
  funding_categories: codeList('GrantFundingCategory', 'funding_categories', FUNDING_CATEGORIES, 'Funding activity categories (Grants.gov codes).'),
  funding_instruments: codeList('GrantFundingInstrument', 'funding_instruments', FUNDING_INSTRUMENTS, 'Funding instruments (Grants.gov codes).'),
  funding_details: fundingDetails,
  important_dates: importantDates,
  additional_info: additionalInfo,
  attachments,
  synopsis: json({ description: 'The synopsis as Grants.gov publishes it (null for a forecast); detail default.' }),
  forecast: json({ description: 'The forecast as Grants.gov publishes it (null when the opportunity had none); detail default.' }),
  opportunity_history: json({ description: 'The revision history as Grants.gov publishes it (null without revisions); detail default.' }),
};

// ───────────────────────────── filters ─────────────────────────────

/** grant_id: one opportunity id or an OR-list of up to 500; a value that is not a whole number answers 400. */
const grantIdFilter: FilterSpec = {
  kind: 'list',
  max: 500,
  description: 'One Grants.gov opportunity id or an OR-list of up to 500 (the grant alert identifier filter).',
  compile: (values) => {
    return wholeNumberIn('grant_id', 't.grant_id', values);
  },
};

/** agency: a case-insensitive substring of the Grants.gov agency code (at least 2 characters each); OR-list. */
const agencyFilter: FilterSpec = {
  kind: 'list',
  description: 'Grants.gov agency code, case-insensitive substring (NIH matches HHS-NIH11), at least 2 characters; OR-list.',
  compile: (values) => {
    for (const v of checkAgencyValues('agency', values)) if (v.length < 2) throw validationError('agency needs at least 2 characters per value');
    return containsAny('t.agency_code', values);
  },
};

const opportunityNumber: FilterSpec = {
  kind: 'list',
  description: 'Funding opportunity number, exact (any case); OR-list.',
  compile: (values) => sql('upper(t.opportunity_number) = ANY($?::text[])', values.map((v) => v.toUpperCase())),
};

/** cfda_number: a substring of one of the grant's Assistance Listing numbers; OR-list. */
const cfdaNumber: FilterSpec = {
  kind: 'list',
  description: 'Assistance Listing (CFDA) number, substring of one of the grant’s numbers (93.8 matches 93.855); OR-list.',
  compile: (values) => sql('EXISTS (SELECT 1 FROM unnest(t.cfda_numbers) AS n(number) WHERE n.number LIKE ANY($?::text[]))', values.map((v) => `%${likeEscape(v)}%`)),
};

const filters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over title, opportunity number, agency and description; best match first unless ordered.' },
  grant_id: grantIdFilter,
  agency: agencyFilter,
  opportunity_number: opportunityNumber,
  cfda_number: cfdaNumber,
  status: statusFilter,
  applicant_types: choiceFilter('applicant_types', 'applicant_types', APPLICANT_TYPES, 'Eligible applicant type'),
  funding_categories: choiceFilter('funding_categories', 'funding_categories', FUNDING_CATEGORIES, 'Funding activity category'),
  funding_instruments: choiceFilter('funding_instruments', 'funding_instruments', FUNDING_INSTRUMENTS, 'Funding instrument'),
  posted_date_after: { ...f.date('t.posted_date', '>=', 'posted_date_before'), description: 'Posted on or after this day (YYYY-MM-DD).' },
  posted_date_before: { ...f.date('t.posted_date', '<='), description: 'Posted on or before this day (YYYY-MM-DD).' },
  response_date_after: { ...f.date('t.response_date', '>=', 'response_date_before'), description: 'Closing on or after this day (YYYY-MM-DD).' },
  response_date_before: { ...f.date('t.response_date', '<='), description: 'Closing on or before this day (YYYY-MM-DD).' },
};

const LIST_SHAPE =
  'grant_id,opportunity_number,agency_code,title,description,applicant_eligibility_description,funding_activity_category_description,grantor_contact(*),last_updated,' +
  'organization(*),status(*),category(*),cfda_numbers(*),applicant_types(*),funding_categories(*),funding_instruments(*),funding_details(*),important_dates(*),additional_info(*)';

export const grants: ResourceSpec = {
  name: 'grants',
  typeName: 'Grant',
  single: 'grant',
  table: 'grant_opportunity',
  key: 'grant_id',
  keyType: 'int',
  validKey: (k) => /^\d{1,9}$/.test(k),
  fields,
  defaultShape: {
    list: LIST_SHAPE,
    detail: `${LIST_SHAPE},synopsis,forecast,opportunity_history`,
  },
  filters,
  ordering: {
    fields: {
      posted_date: { column: 'posted_date', type: 'date', nullable: true },
      // the older API's alias: the same order as posted_date (not the last_updated field)
      last_updated: { column: 'posted_date', type: 'date', nullable: true },
      deadline_current: { column: 'response_date', type: 'date', nullable: true },
    },
    default: '-posted_date',
    tiebreaker: { column: 'grant_id', type: 'int' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/grants/', kind: 'list' },
    { path: '/api/grants/:grant_id/', kind: 'detail', param: 'grant_id' },
  ],
};
