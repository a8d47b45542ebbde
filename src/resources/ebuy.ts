/**
 * Storefront requests (document 3, "Storefront request", "Storefront request
 * status", "Storefront requests", Authentication 2 and 5): quote, proposal
 * and information requests that agencies post to schedule holders, served
 * only under the caller's own linked schedule contracts.
 *
 * - `/api/ebuy/requests/` (page-number, `limit` default 25, maximum 100) and
 *   `/api/ebuy/requests/{rfq_id}/`: the Small plan and above (401 anonymous,
 *   403 tier_required on Free), and only rows the caller may see
 *   (`visibility`, src/resources/ebuy-visibility.ts): a request under another
 *   contract is absent from lists, and its detail answers the same 404 as an
 *   id never issued. The links are read inside each statement (the list
 *   page, its count, the detail), and counts are never cached
 *   (`uncachedCount`): a removed link takes effect on the very next request.
 * - `contract_number` is never a field, so no shape, `*` expansion,
 *   show_shapes listing or GraphQL selection can name it; it only narrows
 *   (the `contract_number` filter, within the caller's own links).
 * - status is stored exactly as supplied (Open or Cancelled) and never
 *   recomputed; there is no is_open field and no open filter.
 * - `/api/ebuy/access/`, the attachment download and the signed file route
 *   are the resource's own endpoints (src/resources/ebuy-endpoints.ts).
 */
import { normalizeSolicitation } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec, type Sql } from '../engine/filters/sql.js';
import { bool, date, dateTime, int, str, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { organizationPayload } from './awards-common.js';
import { checkAgencyValues, utcDayFilter } from './opportunities.js';
import { agencyResolves, organizationAgencyCondition } from './organization-resolution.js';
import { RFQ_ID_FORM, visibleTo } from './ebuy-visibility.js';
import { ebuyEndpoints } from './ebuy-endpoints.js';

export const EBUY_REQUEST_TYPES = ['RFQ', 'RFP', 'RFI'] as const;
export const EBUY_STATUSES = ['Open', 'Cancelled'] as const;


// ───────────────────────────── search ─────────────────────────────

/**
 * The SQL of the reference-number normalisation the loader applies
 * (normalizeSolicitation: upper case, whitespace, dashes, underscores, dots
 * and slashes removed), over a text expression.
 */
const normalizedSql = (s: string) => `upper(regexp_replace(${s}, '[[:space:]_./-]+', '', 'g'))`;

/**
 * A direct match of a search text `s` (an SQL text expression): the
 * request's own full text (title, request id, reference number, description)
 * or, exactly, its request id or its reference number in any spelling.
 */
export function directMatch(s: string): string {
  return `(t.search_vector @@ websearch_to_tsquery('english', ${s}) OR upper(t.rfq_id) = upper(${s})
    OR (${normalizedSql(s)} <> '' AND t.reference_number_norm = ${normalizedSql(s)}))`;
}

/** The listed (not removed) attachments of the request whose text matches `s`. */
export function attachmentMatch(s: string): string {
  return `EXISTS (SELECT 1 FROM storefront_attachment sa WHERE sa.rfq_id = t.rfq_id AND NOT sa.removed
    AND sa.search_vector @@ websearch_to_tsquery('english', ${s}))`;
}

/** An SQL fragment whose every `$?` is the same value. */
function repeated(text: string, value: string): Sql {
  return sql(text, ...Array.from({ length: text.split('$?').length - 1 }, () => value));
}

const search: FilterSpec = {
  kind: 'search',
  description:
    'Title, description, reference number (any spelling), request id and the text of the listed attachments; without an ordering, results come by relevance, every direct match before any attachment-only match.',
  compile: (v) => repeated(`(${directMatch('$?::text')} OR ${attachmentMatch('$?::text')})`, v),
};

/**
 * Relevance: a direct match is 1 + its full-text rank (normalised into
 * [0, 1)), an attachment-only match the best rank of its matching
 * attachments (below 1): every direct match ranks above every
 * attachment-only match.
 */
const S = '$search::text';
export const EBUY_RANK = `(CASE WHEN ${directMatch(S)} THEN 1 + ts_rank(t.search_vector, websearch_to_tsquery('english', ${S}), 32)
  ELSE coalesce((SELECT max(ts_rank(sa.search_vector, websearch_to_tsquery('english', ${S}), 32)) FROM storefront_attachment sa
    WHERE sa.rfq_id = t.rfq_id AND NOT sa.removed AND sa.search_vector @@ websearch_to_tsquery('english', ${S})), 0) END)`;

// ───────────────────────────── other filters ─────────────────────────────

/** Case-insensitive exact match on one of the values (OR-list). */
const anyOf = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`lower(${column}) = ANY($?::text[])`, values.map((v) => v.toLowerCase())),
});

/** One of a closed set of values, any case; another value answers 400 listing them. */
function choice(name: string, column: string, allowed: readonly string[], description: string): FilterSpec {
  return {
    kind: 'list',
    description,
    compile: (values) => {
      const lower = values.map((v) => v.toLowerCase());
      for (const v of values) {
        if (!allowed.some((a) => a.toLowerCase() === v.toLowerCase())) throw validationError(`${name} must be one of ${allowed.join(', ')} (any case); got ${JSON.stringify(v)}`, { allowed: [...allowed] });
      }
      return sql(`lower(${column}) = ANY($?::text[])`, lower);
    },
  };
}

const referenceNumber: FilterSpec = {
  kind: 'list',
  description: "The buying office's reference number in any spelling (case, spaces, dashes, underscores, dots and slashes ignored); OR-list.",
  compile: (values) => {
    const norm = [...new Set(values.map(normalizeSolicitation).filter((v) => v.length > 0))];
    if (norm.length === 0) throw validationError('reference_number needs letters or digits');
    return sql('t.reference_number_norm = ANY($?::text[])', norm);
  },
};

/**
 * agency: each value resolved to organisations by the rules of
 * awarding_agency (src/resources/organization-resolution.ts: CGAC, sub-tier
 * code, FPDS department id, exact name or abbreviation of an agency or a
 * department, any case) and rolled up (a department names every agency and
 * office under it); a value that resolves to nothing falls back to the exact
 * buyer_agency text (any case), never an error.
 */
const agency: FilterSpec = {
  kind: 'list',
  description: 'Buyer agency resolved to an organisation (name, abbreviation or code) and rolled up its hierarchy; a value that resolves to nothing matches buyer_agency exactly (any case). OR-list.',
  compile: (values) => {
    const parts = checkAgencyValues('agency', values).map((v) => {
      const resolves = agencyResolves(v);
      const under = organizationAgencyCondition(v, 't.organization_id');
      return { text: `(CASE WHEN ${resolves.text} THEN ${under.text} ELSE lower(t.buyer_agency) = lower($?) END)`, params: [...resolves.params, ...under.params, v] };
    });
    return { text: `(${parts.map((p) => p.text).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
  },
};

const buyerAgency: FilterSpec = {
  kind: 'list',
  description: 'Buyer department name as supplied, case-insensitive exact, no roll-up; OR-list.',
  compile: (values) => sql('lower(t.buyer_agency) = ANY($?::text[])', checkAgencyValues('buyer_agency', values).map((v) => v.toLowerCase())),
};

const contractNumber: FilterSpec = {
  kind: 'list',
  description: "Narrows to requests under these schedule contracts, within the caller's own linked contracts (an unlinked contract returns nothing); any case, OR-list.",
  compile: (values) => sql('upper(t.contract_number) = ANY($?::text[])', values.map((v) => v.toUpperCase())),
};

// ───────────────────────────── fields ─────────────────────────────

const attachments: JoinSpec = {
  kind: 'join',
  typeName: 'StorefrontAttachment',
  description: "The documents and links in the buyer's current listing, by sequence number (removed ones are not listed, though attachment_count counts them).",
  table: 'storefront_attachment',
  list: true,
  bareMeansAll: true,
  on: (t, a) => `${a}.rfq_id = ${t}.rfq_id AND NOT ${a}.removed`,
  orderBy: (a) => `${a}.doc_seq_num`,
  fields: {
    doc_seq_num: int({ description: 'Sequence number of the attachment in the request: the {doc_seq_num} of its download path.' }),
    doc_name: str(),
    doc_type: str({ description: 'pdf, docx, xlsx, … for documents; link for links.' }),
    doc_path: str({ description: 'Where the buyer posted it: the URL of a link, the storage path of a document.' }),
    is_link: bool({ description: 'true: a link (its download answers 400 with the URL); false: a document (its download redirects to a signed URL).' }),
    doc_session_date: dateTime({ description: 'When the buyer posted it.' }),
  },
};

const fields: Record<string, FieldSpec> = {
  rfq_id: str({ description: 'Request id, the detail path identifier.' }),
  request_type: str({ description: 'RFQ, RFP or RFI.' }),
  title: str(),
  schedule: str(),
  sin: str({ description: 'Special item number.' }),
  status: str({ description: 'Open or Cancelled, exactly as supplied and never recomputed: an Open request can be long dead (judge by last_seen and close_date).' }),
  buyer_name: str(),
  buyer_agency: str({ description: 'Buyer department name as supplied.' }),
  buyer_agency_code: str(),
  reference_number: str({ description: "The buying office's own number." }),
  issue_date: date(),
  close_date: dateTime({ description: "The buyer's stated deadline (UTC); null when none was stated." }),
  attachment_count: int({ description: 'Every document ever observed, removed ones included: it can exceed what attachments lists.' }),
  link_count: int(),
  last_seen: dateTime({ description: 'When the service last observed the request.' }),
  description: str({ description: 'Long text; in the detail default only.' }),
  modified: dateTime({ description: 'When the record last changed (the modified ordering).' }),
  organization: { ...organizationPayload('StorefrontRequestOrganization', 'organization_id'), description: 'The buyer as an organisation payload; null for non-federal buyers.' },
  attachments,
};

const LIST_SHAPE = 'rfq_id,request_type,title,schedule,sin,status,buyer_name,buyer_agency,buyer_agency_code,reference_number,issue_date,close_date,attachment_count,link_count,last_seen';

export const ebuyRequests: ResourceSpec = {
  name: 'ebuy_requests',
  typeName: 'StorefrontRequest',
  single: 'ebuyRequest',
  table: 'storefront_request',
  key: 'rfq_id',
  validKey: (k) => RFQ_ID_FORM.test(k),
  fields,
  defaultShape: {
    list: LIST_SHAPE,
    // every field plus organization(*) and attachments(*)
    detail: `${LIST_SHAPE},description,modified,organization(*),attachments(*)`,
  },
  filters: {
    search,
    rfq_id: { kind: 'list', description: 'Request id, any case; OR-list.', compile: (values) => sql('upper(t.rfq_id) = ANY($?::text[])', values.map((v) => v.toUpperCase())) },
    reference_number: referenceNumber,
    request_type: choice('request_type', 't.request_type', EBUY_REQUEST_TYPES, 'RFQ, RFP or RFI, any case; OR-list; another value answers 400.'),
    status: choice('status', 't.status', EBUY_STATUSES, 'Open or Cancelled, any case; OR-list; another value answers 400.'),
    sin: anyOf('t.sin', 'Special item number, case-insensitive exact; OR-list.'),
    schedule: anyOf('t.schedule', 'Schedule, case-insensitive exact; OR-list.'),
    buyer_agency: buyerAgency,
    agency,
    contract_number: contractNumber,
    issue_date_after: { ...f.date('t.issue_date', '>=', 'issue_date_before'), description: 'Issued on or after this day (YYYY-MM-DD).' },
    issue_date_before: { ...f.date('t.issue_date', '<='), description: 'Issued on or before this day (YYYY-MM-DD).' },
    close_date_after: { ...utcDayFilter('t.close_date', 'after', 'close_date_before'), description: 'Closing on or after this day (YYYY-MM-DD, from 00:00 UTC).' },
    close_date_before: { ...utcDayFilter('t.close_date', 'before'), description: 'Closing on or before this day (YYYY-MM-DD): the whole day, to 23:59:59.999 UTC.' },
  },
  ordering: {
    fields: {
      issue_date: { column: 'issue_date', type: 'date' },
      // not declared nullable on purpose: PostgreSQL's own placement, so descending puts requests without a close date first
      close_date: { column: 'close_date', type: 'timestamptz' },
      last_seen: { column: 'last_seen', type: 'timestamptz' },
      modified: { column: 'modified', type: 'timestamptz' },
    },
    default: '-issue_date',
    tiebreaker: { column: 'rfq_id', type: 'text' },
    // relevance is the default order under a search, not a client ordering
    rank: true,
    rankInternal: true,
    rankExpr: EBUY_RANK,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  tier: 'small',
  visibility: visibleTo,
  uncachedCount: true,
  routes: [
    { path: '/api/ebuy/requests/', kind: 'list' },
    { path: '/api/ebuy/requests/:rfq_id/', kind: 'detail', param: 'rfq_id' },
  ],
  endpoints: ebuyEndpoints,
};
