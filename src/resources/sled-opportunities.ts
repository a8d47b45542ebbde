/**
 * State, local and education solicitations (document 3, "State and local
 * solicitation (opportunity)", "Revision record", "Coverage rollup", "State
 * and local solicitation status", "State and local" endpoints; beta,
 * authentication required on every path):
 *
 * - `sledOpportunities`: /api/sled/opportunities/ (page-number list,
 *   default `status=open` unless `status` or `active` is sent) and
 *   /api/sled/opportunities/{opportunity_id}/ (whatever its status; a path
 *   segment that is not an RFC 4122 UUID answers 404);
 * - `sledOpportunityRevisions`: /api/sled/opportunities/{opportunity_id}/revisions/
 *   (the observed amendment history, page-number, newest first);
 * - `sledCoverage`: /api/sled/opportunities/coverage/ (the rollup: counts
 *   only, one statement, cached per instance; registered before the
 *   solicitations so its path never reaches the UUID detail).
 *
 * Status is a stored value recomputed every fifteen minutes by
 * src/jobs/sled-status.ts; this module only reads it. Enum-style filters
 * (state, jurisdiction, status, solicitation_type, revision_kind, platform)
 * are tolerant: an unrecognised value matches nothing (an empty page, not
 * 400), and GraphQL takes them as strings like every filter.
 *
 * Search is ranked full text over the solicitation's own vector (title A;
 * agency B; solicitation number B; native and external ids C; category labels
 * C; description D: trigger of migration 20261125010000), widened by
 * solicitations whose attachment text matches (sled_attachment.search_vector,
 * through sled_document_matches(), which fails open: within a time budget and
 * a row cap, and an error of that part yields fewer rows, never a failed
 * request). Relevance tiers: a title match first, then any other match of the
 * solicitation's own text, then document-only matches; ts_rank orders within
 * a tier. `snippet` is present only when the description alone matches.
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { bool, date, dateTime, int, json, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { DELISTED_AT_VERSION } from './exclusions.js';
import { STATUS_COMPUTED_AT_SQL } from '../jobs/sled-status.js';
import { utcDayFilter } from './opportunities.js';

// ───────────────────────────── vocabularies ─────────────────────────────

/** document 1, Versioning 3 */
export const SLED_BETA = 'Beta (document 1, Versioning 3): the state and local surface may gain fields and filters; it removes nothing documented without a version bump.';

export const SLED_STATUSES = ['open', 'closed', 'awarded', 'cancelled', 'unknown'] as const;
export const SLED_STATUS_REASONS = ['deadline_future', 'deadline_past', 'no_deadline', 'source_terminal', 'delisted'] as const;
export const SLED_JURISDICTIONS = ['state', 'local', 'education', 'unknown'] as const;
export const SLED_SOLICITATION_TYPES = ['rfp', 'ifb', 'rfq', 'rfi', 'itb', 'sole_source', 'grant', 'other'] as const;
export const SLED_REVISION_KINDS = ['deadline_change', 'status_change', 'documents_added', 'documents_removed', 'documents_replaced', 'title_change', 'content_change'] as const;
export const SLED_CATEGORY_SCHEMES = ['nigp', 'unspsc', 'naics', 'text', 'unknown'] as const;

export const SLED_EXTRACTION_STATUSES = ['completed', 'empty', 'failed', 'pending'] as const;

/** GraphQL output enums of the vocabularies (filters stay strings: an unrecognised value matches nothing). */
export const SLED_ENUMS = {
  status: {
    name: 'SledStatus',
    values: SLED_STATUSES,
    description: 'Status of a state or local solicitation, recomputed every fifteen minutes (a terminal word of the source beats delisting, which beats the deadline).',
    descriptions: { open: 'Accepting responses.', closed: 'No longer accepting responses (deadline passed, delisted, or closed by the source).', awarded: 'The source reports an award.', cancelled: 'The source reports a cancellation.', unknown: 'No deadline and no status word to go by.' },
  },
  statusReason: {
    name: 'SledStatusReason',
    values: SLED_STATUS_REASONS,
    description: 'Why the solicitation has its status.',
    descriptions: { deadline_future: 'The response deadline is still ahead.', deadline_past: 'The response deadline has passed.', no_deadline: 'The source gives no deadline.', source_terminal: 'The source itself says awarded, cancelled or closed.', delisted: 'The portal no longer lists it.' },
  },
  jurisdiction: {
    name: 'SledJurisdiction',
    values: SLED_JURISDICTIONS,
    description: 'Level of government of the buyer.',
    descriptions: { state: 'A state agency.', local: 'A county, city, district or other local government.', education: 'A school district, college or university.', unknown: 'Not determined.' },
  },
  solicitationType: {
    name: 'SledSolicitationType',
    values: SLED_SOLICITATION_TYPES,
    description: 'Kind of solicitation.',
    descriptions: { rfp: 'Request for proposals.', ifb: 'Invitation for bids.', rfq: 'Request for quotes.', rfi: 'Request for information.', itb: 'Invitation to bid.', sole_source: 'Notice of an intended sole-source award.', grant: 'Grant opportunity.', other: 'Any other kind.' },
  },
  revisionKind: {
    name: 'SledRevisionKind',
    values: SLED_REVISION_KINDS,
    description: 'What a recorded revision of a solicitation changed.',
    descriptions: { deadline_change: 'The response deadline moved.', status_change: 'The source status changed.', documents_added: 'Documents were added.', documents_removed: 'Documents were removed.', documents_replaced: 'Documents were replaced.', title_change: 'The title changed.', content_change: 'The description changed.' },
  },
  categoryScheme: {
    name: 'SledCategoryScheme',
    values: SLED_CATEGORY_SCHEMES,
    description: 'Classification scheme of a category code.',
    descriptions: { nigp: 'NIGP commodity code.', unspsc: 'UNSPSC code.', naics: 'NAICS code.', text: 'A free-text category label.', unknown: 'A code of an unrecognised scheme.' },
  },
  extractionStatus: {
    name: 'SledExtractionStatus',
    values: SLED_EXTRACTION_STATUSES,
    description: 'State of text extraction from an attachment.',
    descriptions: { completed: 'Text was extracted.', empty: 'The document holds no extractable text.', failed: 'Extraction failed.', pending: 'Not extracted yet.' },
  },
} as const;

/** Version that introduced the attachment text leaf (document 1, Versioning 2). */
export const ATTACHMENT_TEXT_VERSION = '4.25.1';

/** The document part of a search: time budget (ms) and row cap of sled_document_matches(). */
export const DOCUMENT_MATCH_BUDGET_MS = 250;
export const DOCUMENT_MATCH_MAX_ROWS = 10_000;

/** How long an instance keeps the coverage rollup (SLED_COVERAGE_CACHE_TTL_MS, default 60 s; 0: no cache); a data change clears it at once. */
export const COVERAGE_CACHE_TTL_MS = Number.parseInt(process.env.SLED_COVERAGE_CACHE_TTL_MS ?? '', 10) >= 0 ? Number.parseInt(process.env.SLED_COVERAGE_CACHE_TTL_MS!, 10) : 60_000;

const list = (xs: readonly string[]) => xs.join(', ');

// ───────────────────────────── fields ─────────────────────────────

/** The search text of the request (bound per request; NULL without a search). */
const QUERY = "websearch_to_tsquery('english', $search::text)";

/** ts_headline options of the snippet: up to two passages of the description, matches in <b>…</b>. */
const HEADLINE_OPTIONS = 'MaxFragments=2, MaxWords=30, MinWords=12, ShortWord=3, FragmentDelimiter=" … ", StartSel=<b>, StopSel=</b>';

const contact: JoinSpec = {
  kind: 'join',
  typeName: 'SledContact',
  description: 'The procurement contact the portal names; null when it names none.',
  table: 'sled_contact',
  list: false,
  bareMeansAll: true,
  on: (t, c) => `${c}.opportunity_id = ${t}.opportunity_id`,
  fields: { name: str(), title: str(), email: str(), phone: str() },
};

const categoryCodes: JoinSpec = {
  kind: 'join',
  typeName: 'SledCategoryCode',
  description: 'Category codes as the portal tags them, in the portal\'s order; an empty list when there are none.',
  table: 'sled_category_code',
  list: true,
  bareMeansAll: true,
  on: (t, c) => `${c}.opportunity_id = ${t}.opportunity_id`,
  orderBy: (c) => `${c}.id`,
  fields: {
    scheme: str({ graphqlEnum: SLED_ENUMS.categoryScheme, description: `${list(SLED_CATEGORY_SCHEMES)}; unknown: an untagged portal string whose scheme cannot be told (about half of entries).` }),
    code: str({ description: 'The code, or the untagged string as published.' }),
    label: str({ description: 'The category\'s name when the scheme gives one; null for untagged entries.' }),
  },
};

const attachments: JoinSpec = {
  kind: 'join',
  typeName: 'SledAttachment',
  description: 'Documents of the solicitation, oldest first; an empty list when there are none.',
  table: 'sled_attachment',
  list: true,
  bareMeansAll: true,
  on: (t, a) => `${a}.opportunity_id = ${t}.opportunity_id`,
  orderBy: (a) => `${a}.posted_at NULLS LAST, ${a}.name, ${a}.id`,
  fields: {
    attachment_id: uuid({ column: 'id' }),
    name: str({ description: 'File name as published.' }),
    url: url(),
    mime_type: str(),
    size_bytes: int({ description: 'Size of the file in bytes.' }),
    char_count: int({ description: 'Characters of extracted text (0 when the document has none; null while not extracted).' }),
    pages: int({ description: 'Pages of the document (null for spreadsheets and archives).' }),
    extraction_status: str({ graphqlEnum: SLED_ENUMS.extractionStatus, description: 'completed, empty (no text in the document), failed or pending.' }),
    posted_at: dateTime({ description: 'When the document was first observed.' }),
    extracted_text: str({
      tier: 'small',
      minVersion: ATTACHMENT_TEXT_VERSION,
      description: `The document's extracted text (null unless extraction completed); Small plan or above and API version ${ATTACHMENT_TEXT_VERSION} or later.`,
    }),
  },
};

/** One change of a revision: {field, before, after} (before null when added, after null when removed). */
const changes: ComposedSpec = {
  kind: 'composed',
  typeName: 'SledRevisionChange',
  description: 'What the revision changed, one entry per field; Small plan or above.',
  tier: 'small',
  list: true,
  bareMeansAll: true,
  jsonArray: (t) => `${t}.changes`,
  fields: {
    field: str({ sql: (e) => `${e}->>'field'`, description: 'response_deadline, attachments, title, description or source_status.' }),
    before: json({ sql: (e) => `${e}->'before'`, description: 'The value before (null when something was added).' }),
    after: json({ sql: (e) => `${e}->'after'`, description: 'The value after (null when something was removed).' }),
  },
};

/** The revision record (document 3, "Revision record": fields not shown; designed here). */
const revisionFields: Record<string, FieldSpec> = {
  revision_id: uuid({ column: 'id', description: 'Identifier of the revision.' }),
  observed_at: dateTime({ description: 'When a scrape first saw the change (a scrape time, not an amendment date).' }),
  kind: str({ graphqlEnum: SLED_ENUMS.revisionKind, description: `${list(SLED_REVISION_KINDS)}.` }),
  changes,
};

const revisions: JoinSpec = {
  kind: 'join',
  typeName: 'SledRevision',
  description: 'The observed amendment history, oldest first; an empty list when nothing was revised.',
  table: 'sled_revision',
  list: true,
  bareMeansAll: true,
  on: (t, r) => `${r}.opportunity_id = ${t}.opportunity_id`,
  orderBy: (r) => `${r}.observed_at, ${r}.id`,
  fields: revisionFields,
};

const raw: JoinSpec = {
  kind: 'join',
  typeName: 'SledRaw',
  description: 'The portal\'s raw record as last captured, including its raw status vocabulary; Small plan or above; explicitly unstable (its keys vary by portal and may change at any time).',
  tier: 'small',
  table: 'sled_raw',
  list: false,
  bareMeansAll: true,
  on: (t, r) => `${r}.opportunity_id = ${t}.opportunity_id`,
  fields: {
    raw_status: str({ description: 'The portal\'s status word as it publishes it.' }),
    data: json({ description: 'The raw record (keys vary by portal).' }),
    captured_at: dateTime(),
  },
};

const fields: Record<string, FieldSpec> = {
  opportunity_id: uuid({ description: 'UUID minted by the service; the detail path identifier.' }),
  title: str(),
  agency: str({ description: 'The buyer as the portal writes it.' }),
  state: str({ description: 'Two-letter state or territory code.' }),
  jurisdiction: str({ graphqlEnum: SLED_ENUMS.jurisdiction, description: `${list(SLED_JURISDICTIONS)} (aggregator rows that cannot tell state from local).` }),
  status: str({ graphqlEnum: SLED_ENUMS.status, description: `${list(SLED_STATUSES)}: the service's own answer, recomputed every fifteen minutes.` }),
  status_reason: str({ graphqlEnum: SLED_ENUMS.statusReason, description: `${list(SLED_STATUS_REASONS)}.` }),
  status_computed_at: dateTime({ sql: STATUS_COMPUTED_AT_SQL, description: 'When status was last computed (the fifteen-minute job computes every row: its last run, or the row\'s own stamp when later).' }),
  source_status: str({ description: 'The portal\'s own status word, frozen at last capture; do not filter liveness on it.' }),
  delisted_at: dateTime({ minVersion: DELISTED_AT_VERSION, description: `When a complete crawl first found the solicitation gone; null if never delisted (API version ${DELISTED_AT_VERSION} or later).` }),
  solicitation_number: str({ description: 'The number a human quotes; null where the portal publishes none.' }),
  solicitation_type: str({ graphqlEnum: SLED_ENUMS.solicitationType, description: `${list(SLED_SOLICITATION_TYPES)}; null: the portal states no type; other: an unrecognised type.` }),
  posted_date: date(),
  response_deadline: dateTime(),
  first_seen_at: dateTime({ description: 'First scrape that saw the solicitation.' }),
  last_seen_at: dateTime({ description: 'Latest scrape that saw it.' }),
  last_change_seen_at: dateTime({ description: 'Scrape that saw the latest substantive change (a scrape date, not an amendment date).' }),
  modified: dateTime({ description: 'When the record last changed (a substantive change or a status transition).' }),
  revision_kind: str({ graphqlEnum: SLED_ENUMS.revisionKind, description: `Kind of the most recent substantive revision: ${list(SLED_REVISION_KINDS)}; null when never revised.` }),
  has_documents: bool({ description: 'Whether any document is attached.' }),
  description: str({ description: 'Long text; null on about a quarter of open rows and absent in several states.' }),
  snippet: str({
    omitWhenNull: true,
    description: 'Under search only: the passages of the description that match, matches in <b>…</b>; present only when the description matched (REST omits it otherwise; GraphQL answers null).',
    sql: (t) =>
      `(CASE WHEN $search::text IS NOT NULL AND ${t}.description IS NOT NULL AND ts_filter(${t}.search_vector, '{d}') @@ ${QUERY} ` +
      `THEN ts_headline('english', ${t}.description, ${QUERY}, '${HEADLINE_OPTIONS}') END)`,
  }),
  contact,
  category_codes: categoryCodes,
  attachments,
  revisions,
  raw,
};

// ───────────────────────────── filters ─────────────────────────────

/** Exact match in any case on any of the values (OR-list); an unrecognised value matches nothing. */
const anyOf = (column: string, description: string, fold: 'lower' | 'upper' = 'lower'): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`t.${column} = ANY($?::text[])`, values.map((v) => (fold === 'lower' ? v.toLowerCase() : v.toUpperCase()))),
});

/** A category code under one scheme (exact; case-insensitive when `fold`), or under any scheme (scheme null). */
function categoryFilter(scheme: string | null, description: string, fold: boolean): FilterSpec {
  return {
    kind: 'list',
    description,
    compile: (values) =>
      sql(
        `EXISTS (SELECT 1 FROM sled_category_code c WHERE c.opportunity_id = t.opportunity_id${scheme ? ` AND c.scheme = '${scheme}'` : ''} AND ${fold ? 'lower(c.code)' : 'c.code'} = ANY($?::text[]))`,
        fold ? values.map((v) => v.toLowerCase()) : values,
      ),
  };
}

/**
 * The search: the solicitation's own vector, or an attachment whose text
 * matches (sled_document_matches, failing open within its budget).
 */
const search: FilterSpec = {
  kind: 'search',
  minLength: 2,
  description: 'Ranked full text (at least 2 characters; web-search syntax: quotes for phrases, - to exclude, or) over title, agency, identifiers, category labels and description, weighted in that order, widened by solicitations whose attachment text matches; best match first unless ordered.',
  compile: (q) =>
    sql(
      `t.opportunity_id IN (SELECT o.opportunity_id FROM sled_opportunity o WHERE o.search_vector @@ websearch_to_tsquery('english', $?) ` +
        `UNION ALL SELECT m FROM sled_document_matches(websearch_to_tsquery('english', $?), ${DOCUMENT_MATCH_BUDGET_MS}, ${DOCUMENT_MATCH_MAX_ROWS}) m)`,
      q,
      q,
    ),
};

/** Relevance: 2 for a title match, 1 for another match of the solicitation's own text, 0 for a document-only match; plus ts_rank (normalised into [0, 1)). */
const RANK = `(CASE WHEN ts_filter(t.search_vector, '{a}') @@ ${QUERY} THEN 2 WHEN t.search_vector @@ ${QUERY} THEN 1 ELSE 0 END + ts_rank(t.search_vector, ${QUERY}, 32))`;

const filters: Record<string, FilterSpec> = {
  state: anyOf('state', 'Two-letter state or territory code, any case, OR-list.', 'upper'),
  jurisdiction: anyOf('jurisdiction', `${list(SLED_JURISDICTIONS)}; OR-list.`),
  status: {
    ...anyOf('status', `${list(SLED_STATUSES)}; OR-list. Default open when neither status nor active is sent; status=open|unknown adds the undated ones.`),
    default: 'open',
    defaultUnless: ['active'],
  },
  active: { kind: 'bool', description: 'true: status open; false: every other status (unknown included). Replaces the default status=open.', compile: (b) => sql(b ? "t.status = 'open'" : "t.status <> 'open'") },
  agency: { ...f.contains(['t.agency'], { minLength: 2 }), description: 'Case-insensitive substring of the buyer text, at least 2 characters.' },
  solicitation_number: {
    kind: 'list',
    description: 'Exact solicitation number in any case, OR-list.',
    compile: (values) => sql('lower(t.solicitation_number) = ANY($?::text[])', values.map((v) => v.toLowerCase())),
  },
  solicitation_type: anyOf('solicitation_type', `${list(SLED_SOLICITATION_TYPES)}; OR-list.`),
  has_documents: { ...f.bool('t.has_documents'), description: 'true: solicitations with at least one document; false: those without.' },
  revision_kind: anyOf('revision_kind', `Kind of the most recent revision: ${list(SLED_REVISION_KINDS)}; OR-list.`),
  naics: categoryFilter('naics', 'NAICS code tagged on the solicitation (scheme naics, exact), OR-list; thin: few entries are tagged.', false),
  nigp: categoryFilter('nigp', 'NIGP code (scheme nigp, exact), OR-list.', false),
  unspsc: categoryFilter('unspsc', 'UNSPSC code (scheme unspsc, exact), OR-list.', false),
  category: categoryFilter('text', 'Category name under the text scheme, exact in any case, OR-list.', true),
  category_code: categoryFilter(null, 'A code under any scheme, untagged strings included, exact in any case, OR-list.', true),
  posted_after: f.date('t.posted_date', '>=', 'posted_before'),
  posted_before: f.date('t.posted_date', '<='),
  response_deadline_after: utcDayFilter('t.response_deadline', 'after', 'response_deadline_before'),
  response_deadline_before: utcDayFilter('t.response_deadline', 'before'),
  first_seen_after: { ...utcDayFilter('t.first_seen_at', 'after', 'first_seen_before'), description: 'First seen on or after this UTC day: the polling primitive (poll with the day of the previous poll and de-duplicate by opportunity_id).' },
  first_seen_before: utcDayFilter('t.first_seen_at', 'before'),
  change_seen_after: { ...utcDayFilter('t.last_change_seen_at', 'after'), description: 'Last substantive change seen on or after this UTC day.' },
  modified_after: utcDayFilter('t.modified', 'after', 'modified_before'),
  modified_before: utcDayFilter('t.modified', 'before'),
  platform: anyOf('platform', 'Support filter: the portal platform (e.g. bonfire, esbd), OR-list; not in any response shape.'),
  native_id: { kind: 'list', description: 'Support filter: the portal\'s own identifier, exact, OR-list; not in any response shape.', compile: (values) => sql('t.native_id = ANY($?::text[])', values) },
  external_id: { kind: 'list', max: 500, description: 'Support filter: platform:native_id, exact, OR-list of at most 500; not in any response shape.', compile: (values) => sql('t.external_id = ANY($?::text[])', values) },
  search,
};

const LIST_SHAPE =
  'opportunity_id,title,agency,state,jurisdiction,status,status_reason,delisted_at,solicitation_number,solicitation_type,posted_date,response_deadline,' +
  'first_seen_at,last_seen_at,last_change_seen_at,modified,revision_kind,has_documents,category_codes(*),snippet';

const DETAIL_SHAPE =
  'opportunity_id,title,agency,state,jurisdiction,status,status_reason,status_computed_at,source_status,delisted_at,solicitation_number,solicitation_type,' +
  'posted_date,response_deadline,first_seen_at,last_seen_at,last_change_seen_at,modified,revision_kind,has_documents,description,contact(*),category_codes(*),' +
  'attachments(attachment_id,name,url,mime_type,size_bytes,char_count,pages,extraction_status,posted_at),revisions(revision_id,observed_at,kind)';

export const sledOpportunities: ResourceSpec = {
  beta: SLED_BETA,
  name: 'sled_opportunities',
  typeName: 'SledOpportunity',
  single: 'sledOpportunity',
  table: 'sled_opportunity',
  key: 'opportunity_id',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields,
  defaultShape: { list: LIST_SHAPE, detail: DETAIL_SHAPE, verbose: `${LIST_SHAPE},description,contact(*)` },
  filters,
  ordering: {
    fields: {
      response_deadline: { column: 'response_deadline', type: 'timestamptz', nullable: true },
      posted_date: { column: 'posted_date', type: 'date', nullable: true },
      first_seen_at: { column: 'first_seen_at', type: 'timestamptz' },
      last_seen_at: { column: 'last_seen_at', type: 'timestamptz' },
      last_change_seen_at: { column: 'last_change_seen_at', type: 'timestamptz', nullable: true },
      modified: { column: 'modified', type: 'timestamptz' },
    },
    default: '-first_seen_at',
    tiebreaker: { column: 'opportunity_id', type: 'uuid' },
    rank: true,
    rankExpr: RANK,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  routes: [
    { path: '/api/sled/opportunities/', kind: 'list' },
    { path: '/api/sled/opportunities/:opportunity_id/', kind: 'detail', param: 'opportunity_id' },
  ],
};

// ───────────────────────────── revisions ─────────────────────────────

export const sledOpportunityRevisions: ResourceSpec = {
  beta: SLED_BETA,
  name: 'sled_opportunity_revisions',
  typeName: 'SledOpportunityRevision',
  single: 'sledOpportunityRevision',
  table: 'sled_revision',
  key: 'id',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: { ...revisionFields, opportunity_id: uuid({ description: 'The solicitation revised.' }) },
  defaultShape: { list: 'revision_id,observed_at,kind,changes(*)', detail: 'revision_id,opportunity_id,observed_at,kind,changes(*)' },
  filters: {
    kind: anyOf('kind', `${list(SLED_REVISION_KINDS)}; OR-list.`),
    observed_after: utcDayFilter('t.observed_at', 'after', 'observed_before'),
    observed_before: utcDayFilter('t.observed_at', 'before'),
  },
  ordering: {
    fields: { observed_at: { column: 'observed_at', type: 'timestamptz' } },
    default: '-observed_at',
    tiebreaker: { column: 'id', type: 'uuid' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  scopes: [
    {
      arg: 'opportunityId',
      description: 'The revisions of one state and local solicitation (its opportunity_id).',
      valid: isRfc4122Uuid,
      where: (v) => sql('t.opportunity_id = $?::uuid', v.toLowerCase()),
      exists: async (q, v) => (await q('SELECT 1 FROM sled_opportunity WHERE opportunity_id = $1::uuid', [v.toLowerCase()])).length > 0,
    },
  ],
  scopeRequired: true,
  routes: [{ path: '/api/sled/opportunities/:opportunity_id/revisions/', kind: 'list', scope: { arg: 'opportunityId', param: 'opportunity_id' } }],
};

// ───────────────────────────── coverage ─────────────────────────────

/** The five status buckets, always present (zero when empty), read from columns or json keys of the same names. */
function byStatus(typeName: string, read: (t: string, status: string) => string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    bareMeansAll: true,
    description: `Solicitations by status: ${list(SLED_STATUSES)}, each always present.`,
    fields: Object.fromEntries(SLED_STATUSES.map((s) => [s, int({ sql: (t) => read(t, s) })])),
  };
}

const countsBy = (alias: string) => SLED_STATUSES.map((s) => `count(*) FILTER (WHERE ${alias}.status = '${s}')::int AS ${s}`).join(', ');

/**
 * The rollup as one row (aliased t by the engine): one pass over the
 * solicitations grouped by state, one over the forecasts.
 */
const COVERAGE_FROM = `(WITH per_state AS (
    SELECT o.state, count(*)::int AS total_count, ${countsBy('o')},
           array_agg(DISTINCT o.jurisdiction ORDER BY o.jurisdiction) AS jurisdictions,
           max(o.last_seen_at) AS last_change_observed_at
    FROM sled_opportunity o GROUP BY o.state),
  forecast_state AS (SELECT fc.state, count(*)::int AS forecast_count FROM sled_forecast fc GROUP BY fc.state),
  states AS (
    SELECT coalesce(p.state, fs.state) AS state, coalesce(p.total_count, 0) AS total_count, coalesce(fs.forecast_count, 0) AS forecast_count,
           ${SLED_STATUSES.map((s) => `coalesce(p.${s}, 0) AS ${s}`).join(', ')},
           coalesce(p.jurisdictions, ARRAY[]::text[]) AS jurisdictions, p.last_change_observed_at
    FROM per_state p FULL JOIN forecast_state fs ON fs.state = p.state)
  SELECT now() AS generated_at,
    (SELECT coalesce(sum(s.total_count), 0)::int FROM states s) AS opportunities,
    (SELECT coalesce(sum(s.forecast_count), 0)::int FROM states s) AS forecasts,
    (SELECT count(*)::int FROM states s) AS jurisdictions_covered,
    ${SLED_STATUSES.map((st) => `(SELECT coalesce(sum(s.${st}), 0)::int FROM states s) AS ${st}`).join(',\n    ')},
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'state', s.state, 'total_count', s.total_count, 'forecast_count', s.forecast_count,
        'by_status', jsonb_build_object(${SLED_STATUSES.map((st) => `'${st}', s.${st}`).join(', ')}),
        'jurisdictions', to_jsonb(s.jurisdictions), 'last_change_observed_at', s.last_change_observed_at) ORDER BY s.state), '[]'::jsonb)
      FROM states s) AS states)`;

export const sledCoverage: ResourceSpec = {
  beta: SLED_BETA,
  name: 'sled_coverage',
  typeName: 'SledCoverage',
  single: 'sledCoverage',
  table: 'sled_opportunity',
  key: 'generated_at',
  listless: true,
  singleton: { from: COVERAGE_FROM, cacheTtlMs: COVERAGE_CACHE_TTL_MS },
  fields: {
    generated_at: dateTime({ description: 'When these counts were computed (the rollup is cached per instance for up to a minute, and recomputed after any data change).' }),
    totals: {
      kind: 'composed',
      typeName: 'SledCoverageTotals',
      bareMeansAll: true,
      fields: {
        opportunities: int({ description: 'Solicitations, every status.' }),
        forecasts: int({ description: 'Forecasts (planned procurements).' }),
        jurisdictions_covered: int({ description: 'States and territories with at least one solicitation or forecast (the rows of states).' }),
        by_status: byStatus('SledCoverageStatusCounts', (t, s) => `${t}.${s}`),
      },
    },
    states: {
      kind: 'composed',
      typeName: 'SledCoverageState',
      description: 'One row per state or territory with at least one solicitation or forecast, in code order.',
      list: true,
      bareMeansAll: true,
      jsonArray: (t) => `${t}.states`,
      fields: {
        state: str({ sql: (e) => `${e}->>'state'`, description: 'Two-letter code.' }),
        total_count: int({ sql: (e) => `(${e}->>'total_count')::int`, description: 'Solicitations in the state, every status.' }),
        forecast_count: int({ sql: (e) => `(${e}->>'forecast_count')::int`, description: 'Forecasts in the state.' }),
        by_status: byStatus('SledCoverageStateStatusCounts', (e, s) => `(${e}->'by_status'->>'${s}')::int`),
        jurisdictions: str({ list: true, graphqlEnum: SLED_ENUMS.jurisdiction, sql: (e) => `${e}->'jurisdictions'`, description: `Jurisdiction levels present (${list(SLED_JURISDICTIONS)}), sorted.` }),
        last_change_observed_at: dateTime({
          sql: (e) => `(${e}->>'last_change_observed_at')::timestamptz`,
          description: 'Latest scrape that saw any solicitation in the state; a stale value means the portal was not read lately (null with forecasts only).',
        }),
      },
    },
  },
  defaultShape: { list: 'generated_at,totals(*),states(*)', detail: 'generated_at,totals(*),states(*)' },
  filters: {},
  ordering: { fields: { generated_at: { column: 'generated_at', type: 'timestamptz', internal: true } }, default: 'generated_at', tiebreaker: { column: 'generated_at', type: 'timestamptz' } },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  routes: [{ path: '/api/sled/opportunities/coverage/', kind: 'detail' }],
};
