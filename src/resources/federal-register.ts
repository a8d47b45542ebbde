/**
 * Federal Register documents (document 1 names /api/federal_register/ and
 * its alert query type; no reference source exists, so the resource is
 * designed here, issue 16, and documented in the README): rules, proposed
 * rules, notices and presidential documents that bear on federal
 * acquisition. Page-number lists (limit 1 to 100, default 25), the detail by
 * document number.
 *
 * `comments_open` is never stored: it is computed in SQL for every request
 * from the request's UTC calendar day (REQUEST_TODAY), by the same
 * expression the `comments_open` filter uses, so the field and the filter
 * always agree, and a comment period closing is no change to the record
 * (document 1, "When events fire" rule 7).
 *
 * `agencies` are the organisations the document is attributed to (the
 * organisation payload of document 1), so the `agency` filter resolves as
 * `awarding_agency` does; `agency_names` are the names as published.
 */
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { REQUEST_TODAY } from '../engine/query/list.js';
import { bool, date, dateTime, str, url, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { organizationsAgencyFilter } from './opportunities.js';

/** Comments are accepted through the close date: open while it is today or later. */
export function commentsOpen(t: string, today: string): string {
  return `(${t}.comments_close_on IS NOT NULL AND ${t}.comments_close_on >= ${today})`;
}

/** Document types: the stored name and the Federal Register's own type code. */
export const DOCUMENT_TYPES: readonly { type: string; code: string }[] = [
  { type: 'Rule', code: 'RULE' },
  { type: 'Proposed Rule', code: 'PRORULE' },
  { type: 'Notice', code: 'NOTICE' },
  { type: 'Presidential Document', code: 'PRESDOCU' },
];

/** A document number as the Federal Register prints it (2024-12345, E9-1234, C1-2023-04567): letters, digits and dashes. */
const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/;

const agencies: JoinSpec = {
  kind: 'join',
  typeName: 'FederalRegisterAgency',
  description: 'The organisations the document is attributed to (organisation payload), department first; an empty list when none resolves.',
  table: 'organization',
  list: true,
  bareMeansAll: true,
  on: (t, o) => `${o}.organization_id = ANY(${t}.organization_ids)`,
  orderBy: (o) => `${o}.level, ${o}.organization_id`,
  fields: {
    organization_id: str(),
    office_code: str(),
    office_name: str(),
    agency_code: str(),
    agency_name: str(),
    department_code: str(),
    department_name: str(),
  },
};

const fields: Record<string, FieldSpec> = {
  document_number: str({ description: 'Federal Register document number (the detail path identifier), e.g. 2026-21345.' }),
  document_type: str({ column: 'type', description: 'Rule, Proposed Rule, Notice or Presidential Document.' }),
  title: str(),
  abstract: str(),
  agency_names: str({ list: true, description: 'The issuing agencies as published, in published order.' }),
  agencies,
  publication_date: date(),
  effective_date: date({ column: 'effective_on', description: 'When a rule takes effect; null for documents without one.' }),
  comments_close_date: date({ column: 'comments_close_on', description: 'Last day comments are accepted; null when the document takes no comments.' }),
  comments_open: bool({
    sql: (t) => commentsOpen(t, REQUEST_TODAY),
    description: 'Computed for the request day (UTC): the document has a comment close date and it is today or later.',
  }),
  docket_ids: str({ list: true, description: 'Regulations.gov docket ids, e.g. FAR-2026-0012.' }),
  regulation_id_numbers: str({ list: true, description: 'Regulation Identifier Numbers (RINs) of the Unified Agenda, e.g. 9000-AO45.' }),
  cfr_references: str({ list: true, description: 'The parts of the Code of Federal Regulations the document affects, as printed, e.g. 48 CFR 52.' }),
  html_url: url({ description: 'The document on federalregister.gov.' }),
  pdf_url: url({ description: 'The printed page on govinfo.gov.' }),
  modified: dateTime({ description: 'When the record last changed at the source.' }),
};

// ───────────────────────────── filters ─────────────────────────────

const documentType: FilterSpec = {
  kind: 'list',
  description: `Document type, OR-list, any case: ${DOCUMENT_TYPES.map((d) => `${d.type} (${d.code})`).join(', ')}.`,
  compile: (values) => {
    const types = values.map((v) => {
      const hit = DOCUMENT_TYPES.find((d) => d.type.toLowerCase() === v.toLowerCase() || d.code.toLowerCase() === v.toLowerCase());
      if (!hit) throw validationError(`document_type must be one of ${DOCUMENT_TYPES.map((d) => `${d.type} (${d.code})`).join(', ')}, got ${JSON.stringify(v.slice(0, 80))}`);
      return hit.type;
    });
    return sql('t.type = ANY($?::text[])', [...new Set(types)]);
  },
};

const commentsOpenFilter: FilterSpec = {
  kind: 'bool',
  description: 'true: the comment period is open today (comments_open); false: it closed, or the document takes no comments.',
  compile: (b, fctx) => {
    const cond = commentsOpen('t', '$?::date');
    const today = fctx.today.toISOString().slice(0, 10);
    return sql(b ? cond : `NOT ${cond}`, today);
  },
};

const docketFilter: FilterSpec = {
  kind: 'list',
  description: 'Docket id, exact in any case, matching one of the document’s docket ids; OR-list.',
  compile: (values) => sql('EXISTS (SELECT 1 FROM unnest(t.docket_ids) AS d(id) WHERE upper(d.id) = ANY($?::text[]))', values.map((v) => v.toUpperCase())),
};

const filters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over title, document number, agency names and abstract; results best match first unless ordered.' },
  agency: organizationsAgencyFilter(
    'ANY(t.organization_ids)',
    'agency',
    'Agency the document is attributed to, resolved as awarding_agency is: CGAC, sub-tier code, FPDS department id, or an exact name or abbreviation, any case; OR-list.',
  ),
  document_type: documentType,
  publication_date_after: f.date('t.publication_date', '>=', 'publication_date_before'),
  publication_date_before: f.date('t.publication_date', '<='),
  comments_open: commentsOpenFilter,
  docket_id: docketFilter,
};

export const federalRegister: ResourceSpec = {
  // GraphQL: federalRegister(...) lists, federalRegisterDocument(document_number:) reads one
  name: 'federal_register',
  typeName: 'FederalRegisterDocument',
  single: 'federalRegisterDocument',
  table: 'federal_register_document',
  key: 'document_number',
  validKey: (k) => DOCUMENT_NUMBER.test(k),
  normalizeKey: (k) => k.toUpperCase(),
  fields,
  defaultShape: {
    list: 'document_number,document_type,title,agency_names,publication_date,effective_date,comments_close_date,comments_open,html_url',
    detail:
      'document_number,document_type,title,abstract,agency_names,agencies(*),publication_date,effective_date,comments_close_date,comments_open,docket_ids,regulation_id_numbers,cfr_references,html_url,pdf_url,modified',
  },
  filters,
  ordering: {
    fields: {
      publication_date: { column: 'publication_date', type: 'date' },
      effective_date: { column: 'effective_on', type: 'date', nullable: true },
      comments_close_date: { column: 'comments_close_on', type: 'date', nullable: true },
    },
    default: '-publication_date',
    tiebreaker: { column: 'document_number', type: 'text' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/federal_register/', kind: 'list' },
    { path: '/api/federal_register/:document_number/', kind: 'detail', param: 'document_number' },
  ],
};
