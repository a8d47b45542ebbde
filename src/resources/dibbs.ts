/**
 * Defense bid board (document 3, "Defense bid-board records", "Defense bid
 * board open state", "Defense bid board"): the automated requests for
 * quotation (RFQs), the larger solicitations (RFPs) and the award line items
 * of the Defense Logistics Agency's bid board. Three resources with UUID
 * details (anything but an RFC 4122 UUID answers 404), page-number lists
 * (limit 1 to 100, default 25), authentication required on every plan, no
 * tier gates.
 *
 * - `is_open` is never stored: it is computed in SQL for every request from
 *   the request's UTC calendar day (REQUEST_TODAY), by the same expression
 *   the `open` filter uses. An RFQ is open while its return-by date, an RFP
 *   while its closing date, is today or later; a passed or missing date is
 *   not open.
 * - `awardee` resolves the award's CAGE code to a registered entity when
 *   asked (entity.cage_code), null when no registration carries it; the
 *   `entity` filter applies the same resolution. The stored awardee_uei is
 *   not read.
 * - An award record is one line item and total_contract_price is the whole
 *   order's total repeated on every line: GET /api/dibbs/awards/totals/
 *   (GraphQL `dibbsAwardTotals`) totals spend over the matching records with
 *   each order (award_number + delivery_order_number) counted once, in one
 *   statement.
 *
 * Identifier filters (nsn, part_number, solicitation, purchase_request,
 * status_code, buyer_code, award_number, delivery_order_number) take values
 * in any case; nsn, solicitation, award_number and delivery_order_number
 * also with or without separators, looked up in each spelling the board
 * stores (`spellings`, an indexed equality). Without
 * `ordering` the newest modified record comes first, with a search too;
 * `rank` (relevance) is in every allowlist and needs a non-empty search.
 */
import { isRfc4122Uuid, normalizeSolicitation } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterContext, type FilterSpec } from '../engine/filters/sql.js';
import { REQUEST_TODAY, type OrderingConfig } from '../engine/query/list.js';
import { bool, date, dateTime, int, money, str, url, uuid, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { organizationPayload } from './awards-common.js';

// ───────────────────────────── shared pieces ─────────────────────────────

/** An identifier in SQL without separators (whitespace, _ . / -) and upper-cased: the spelling-insensitive form. */
export const compactSql = (expr: string) => `upper(regexp_replace(${expr}, '[[:space:]_./-]+', '', 'g'))`;

/** The same in TypeScript (identifiers/normalizeSolicitation). */
export const compact = (v: string) => normalizeSolicitation(v);

/**
 * The spellings an identifier value is looked up as: as given, upper-cased,
 * without separators, and in the board's dashed form (an NSN
 * NNNN-NN-NNN-NNNN; a solicitation, award or order number AAAAAA-YY-L-rest,
 * the form of SPE4A6-25-R-0123). The board stores its identifiers in upper
 * case, either compact or in that dashed form, so an equality on the stored
 * column (its index) finds every spelling.
 */
export function spellings(v: string, kind: 'nsn' | 'number'): string[] {
  const raw = v.trim();
  const c = compact(raw);
  const out = new Set([raw, raw.toUpperCase(), c]);
  if (kind === 'nsn' && /^[0-9A-Z]{13}$/.test(c)) out.add(`${c.slice(0, 4)}-${c.slice(4, 6)}-${c.slice(6, 9)}-${c.slice(9)}`);
  if (kind === 'number' && /^[A-Z0-9]{6}[0-9]{2}[A-Z][A-Z0-9]+$/.test(c)) out.add(`${c.slice(0, 6)}-${c.slice(6, 8)}-${c.slice(8, 9)}-${c.slice(9)}`);
  out.delete('');
  return [...out];
}

/** Open on `today` (an SQL date expression): the date is today or later; a missing date is not open. */
export function openOn(dateColumn: string, today: string): string {
  return `coalesce(${dateColumn} >= ${today}, false)`;
}

const dayOf = (fctx: FilterContext) => fctx.today.toISOString().slice(0, 10);

/** `open` filter over a date column: true = open today, false = exactly the complement (passed or missing dates). */
function openFilter(column: string, what: string): FilterSpec {
  return {
    kind: 'bool',
    description: `true: ${what} open today (is_open: the date is today or later, UTC); false: the complement (a passed or missing date).`,
    compile: (b, fctx) => sql(b ? `${openOn(`t.${column}`, '$?::date')}` : `NOT ${openOn(`t.${column}`, '$?::date')}`, dayOf(fctx)),
  };
}

/** Case-insensitive exact match on any of the values (OR-list). */
const anyCase = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`upper(t.${column}) = ANY($?::text[])`, values.map((v) => v.toUpperCase())),
});

/** Exact match in any case, with or without separators (OR-list; see `spellings`). */
const anySpelling = (column: string, kind: 'nsn' | 'number', description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => {
    if (values.every((v) => compact(v) === '')) throw validationError(`${column} needs letters or digits`);
    return sql(`t.${column} = ANY($?::text[])`, [...new Set(values.flatMap((v) => spellings(v, kind)))]);
  },
});

const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * organization: OR-list of nodes of the federal hierarchy, each named by its
 * organization_id (UUID) or its fh_key (integer); a record matches when its
 * organisation is that node or lies below it (a department takes its
 * agencies and offices, an agency its offices). Another form answers 400.
 */
export const organizationFilter: FilterSpec = {
  kind: 'list',
  description: 'A node of the federal hierarchy by organization_id (UUID) or fh_key (integer), OR-list: records whose organisation is that node or lies below it (a department includes its agencies and offices, an agency its offices).',
  compile: (values) => {
    const ids: string[] = [];
    const keys: number[] = [];
    for (const v of values) {
      if (UUID_FORM.test(v)) ids.push(v.toLowerCase());
      else if (/^\d{1,9}$/.test(v)) keys.push(Number(v));
      else throw validationError(`organization must be an organization_id (UUID) or an fh_key (integer), got ${JSON.stringify(v)}`);
    }
    return sql(
      `EXISTS (SELECT 1 FROM organization r JOIN organization n ON (n.organization_id = ANY($?::uuid[]) OR n.fh_key = ANY($?::int[]))
        WHERE r.organization_id = t.organization_id
          AND (r.organization_id = n.organization_id
            OR (n.level = 1 AND r.department_code = n.department_code)
            OR (n.level = 2 AND r.department_code = n.department_code AND r.agency_code = n.agency_code)))`,
      ids,
      keys,
    );
  },
};

/**
 * Whether a row is the record an identifier names (for the relevance of a
 * search): its NSN, its solicitation number (or another of `extra`, the
 * award number on awards) with or without separators, or its part number in
 * any case; `v` is the SQL of the searched text.
 */
function identifierMatch(t: string, v: string, extra: string[]): string {
  const c = compactSql(v);
  return `(${[`${compactSql(`${t}.nsn`)} = ${c}`, `${compactSql(`${t}.solicitation`)} = ${c}`, `upper(${t}.part_number) = upper(${v})`, ...extra.map((x) => `${compactSql(`${t}.${x}`)} = ${c}`)].join(' OR ')})`;
}

/**
 * search: full text over the stored search index (nomenclature, NSN, part
 * number and solicitation number, weighted alike; on awards also the award
 * number), or one of those identifiers written in another spelling (an NSN
 * without dashes, a solicitation number with them).
 */
function searchFilter(extra: string[], description: string): FilterSpec {
  return {
    kind: 'search',
    description,
    compile: (v) => {
      const fts = sql(`t.search_vector @@ websearch_to_tsquery('english', $?)`, v);
      if (compact(v) === '') return fts;
      // equalities on the stored columns (their indexes serve them beside the search index)
      const numbers = spellings(v, 'number');
      const arms = ['t.nsn = ANY($?::text[])', 't.solicitation = ANY($?::text[])', 't.part_number = ANY($?::text[])', ...extra.map((x) => `t.${x} = ANY($?::text[])`)];
      return sql(`(${fts.text} OR ${arms.join(' OR ')})`, v, spellings(v, 'nsn'), numbers, [...new Set([v, v.toUpperCase()])], ...extra.map(() => numbers));
    },
  };
}

/** Relevance: the full-text rank, an exact identifier match above every other match. */
function rankExpr(extra: string[]): string {
  return `(ts_rank(t.search_vector, websearch_to_tsquery('english', $search)) + CASE WHEN ${identifierMatch('t', '$search::text', extra)} THEN 1 ELSE 0 END)`;
}

/** The filters every bid-board list takes. */
function sharedFilters(extra: string[], searchDescription: string): Record<string, FilterSpec> {
  return {
    nsn: anySpelling('nsn', 'nsn', 'National stock number with or without dashes (5330-01-234-5678 or 5330012345678), OR-list.'),
    part_number: anyCase('part_number', 'Part number, exact in any case, OR-list.'),
    solicitation: anySpelling('solicitation', 'number', 'Solicitation number, exact in any case and with or without separators (SPE7M1-25-T-1234 finds SPE7M125T1234), OR-list.'),
    organization: organizationFilter,
    search: searchFilter(extra, searchDescription),
  };
}

/** Ordering: the listed fields, rank with a search, newest modified first by default (also under a search), uuid last. */
function ordering(fields: OrderingConfig['fields'], extra: string[]): OrderingConfig {
  return {
    fields: { ...fields, modified: { column: 'modified', type: 'timestamptz' } },
    default: '-modified',
    tiebreaker: { column: 'uuid', type: 'uuid' },
    rank: true,
    rankExpr: rankExpr(extra),
    rankByDefault: false,
  };
}

const organization = (): JoinSpec => ({
  ...organizationPayload('DibbsOrganization', 'organization_id'),
  description: 'The issuing organisation (organisation payload): always the Defense Logistics Agency.',
});

const modified = () => dateTime({ description: 'When the record last changed (not in the default shapes; the `modified` ordering sorts by it).' });

const common = {
  keyType: 'uuid' as const,
  key: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k: string) => k.toLowerCase(),
  orderingAllowed: true,
  pagination: 'page' as const,
  pageSize: 25,
  auth: true,
};

// ───────────────────────────── RFQs ─────────────────────────────

const RFQ_LIST = 'uuid,solicitation,purchase_request,nsn,part_number,nomenclature,quantity,unit_of_issue,set_aside,status_code,return_by_date,issue_date,is_open,document_url';

const setAside: FilterSpec = {
  kind: 'list',
  description: 'Y (small-business set-aside) or N, any case; OR-list. Another value answers 400.',
  compile: (values) => {
    const v = values.map((x) => x.toUpperCase());
    for (const x of v) if (x !== 'Y' && x !== 'N') throw validationError(`set_aside must be Y or N, got ${JSON.stringify(x)}`, { allowed: ['Y', 'N'] });
    return sql('t.set_aside = ANY($?::text[])', v);
  },
};

export const dibbsRfqs: ResourceSpec = {
  ...common,
  name: 'dibbs_rfqs',
  typeName: 'DibbsRfq',
  single: 'dibbsRfq',
  table: 'dibbs_rfq',
  fields: {
    uuid: uuid(),
    solicitation: str({ description: 'RFQ number as the board writes it (AAC, fiscal year, T or U, serial), e.g. SPE7M125T1234.' }),
    solicitation_formatted: str({ description: 'The same with dashes, e.g. SPE7M1-25-T-1234.' }),
    purchase_request: str(),
    nsn: str({ description: 'National stock number, NNNN-NN-NNN-NNNN.' }),
    part_number: str(),
    nomenclature: str(),
    quantity: int(),
    unit_of_issue: str({ description: 'Two-letter unit of issue (EA, BX, PG, ...).' }),
    set_aside: str({ description: 'Y (small-business set-aside) or N.' }),
    status_code: str({ description: '11-character composite status code (method, set-aside, FOB and inspection, technical data, amendments), e.g. A1B0C2D0E00.' }),
    return_by_date: date({ description: 'Quotes are due by this day; null when the board gives none.' }),
    issue_date: date(),
    is_open: bool({ sql: (t) => openOn(`${t}.return_by_date`, REQUEST_TODAY), description: 'Computed for the request day (UTC): the return-by date is today or later. A passed or missing date is not open.' }),
    document_url: url(),
    organization: organization(),
    modified: modified(),
  },
  defaultShape: { list: RFQ_LIST, detail: `${RFQ_LIST},solicitation_formatted,organization(*)` },
  filters: {
    ...sharedFilters([], 'Full text over nomenclature, NSN, part number and solicitation number, or one of those identifiers in any spelling.'),
    open: openFilter('return_by_date', 'RFQs accepting quotes'),
    purchase_request: anyCase('purchase_request', 'Purchase request number, exact in any case, OR-list.'),
    set_aside: setAside,
    status_code: anyCase('status_code', 'The 11-character status code, exact in any case, OR-list.'),
    quantity_min: { ...f.int('t.quantity', '>=', { rangeWith: 'quantity_max', min: 0 }), description: 'Quantity at least this (a whole number).' },
    quantity_max: { ...f.int('t.quantity', '<=', { min: 0 }), description: 'Quantity at most this (a whole number).' },
    return_by_date_after: { ...f.date('t.return_by_date', '>=', 'return_by_date_before'), description: 'Return-by date on or after this day (YYYY-MM-DD).' },
    return_by_date_before: { ...f.date('t.return_by_date', '<='), description: 'Return-by date on or before this day (YYYY-MM-DD).' },
    issue_date_after: { ...f.date('t.issue_date', '>=', 'issue_date_before'), description: 'Issued on or after this day (YYYY-MM-DD).' },
    issue_date_before: { ...f.date('t.issue_date', '<='), description: 'Issued on or before this day (YYYY-MM-DD).' },
  },
  ordering: ordering(
    {
      return_by_date: { column: 'return_by_date', type: 'date', nullable: true },
      issue_date: { column: 'issue_date', type: 'date' },
      quantity: { column: 'quantity', type: 'int' },
    },
    [],
  ),
  routes: [
    { path: '/api/dibbs/rfqs/', kind: 'list' },
    { path: '/api/dibbs/rfqs/:uuid/', kind: 'detail', param: 'uuid' },
  ],
};

// ───────────────────────────── RFPs ─────────────────────────────

const RFP_LIST = 'uuid,solicitation,nsn,part_number,nomenclature,buyer_code,issued_date,closes_date,is_open,document_url,tech_docs_url';

export const dibbsRfps: ResourceSpec = {
  ...common,
  name: 'dibbs_rfps',
  typeName: 'DibbsRfp',
  single: 'dibbsRfp',
  table: 'dibbs_rfp',
  fields: {
    uuid: uuid(),
    solicitation: str({ description: 'Solicitation number as the board writes it, e.g. SPE4A6-25-R-0123.' }),
    nsn: str({ description: 'National stock number, NNNN-NN-NNN-NNNN; null when the solicitation names none.' }),
    part_number: str(),
    nomenclature: str(),
    buyer_code: str(),
    issued_date: date(),
    closes_date: date({ description: 'Offers are due by this day; null when the board gives none.' }),
    is_open: bool({ sql: (t) => openOn(`${t}.closes_date`, REQUEST_TODAY), description: 'Computed for the request day (UTC): the closing date is today or later. A passed or missing date is not open.' }),
    document_url: url(),
    tech_docs_url: url({ description: 'Technical data package, when the solicitation has one.' }),
    organization: organization(),
    modified: modified(),
  },
  defaultShape: { list: RFP_LIST, detail: `${RFP_LIST},organization(*)` },
  filters: {
    ...sharedFilters([], 'Full text over nomenclature, NSN, part number and solicitation number, or one of those identifiers in any spelling.'),
    open: openFilter('closes_date', 'solicitations accepting offers'),
    buyer_code: anyCase('buyer_code', 'Buyer code, exact in any case, OR-list.'),
    issued_date_after: { ...f.date('t.issued_date', '>=', 'issued_date_before'), description: 'Issued on or after this day (YYYY-MM-DD).' },
    issued_date_before: { ...f.date('t.issued_date', '<='), description: 'Issued on or before this day (YYYY-MM-DD).' },
    closes_date_after: { ...f.date('t.closes_date', '>=', 'closes_date_before'), description: 'Closing on or after this day (YYYY-MM-DD).' },
    closes_date_before: { ...f.date('t.closes_date', '<='), description: 'Closing on or before this day (YYYY-MM-DD).' },
  },
  ordering: ordering(
    {
      closes_date: { column: 'closes_date', type: 'date', nullable: true },
      issued_date: { column: 'issued_date', type: 'date' },
    },
    [],
  ),
  routes: [
    { path: '/api/dibbs/rfps/', kind: 'list' },
    { path: '/api/dibbs/rfps/:uuid/', kind: 'detail', param: 'uuid' },
  ],
};

// ───────────────────────────── awards ─────────────────────────────

/**
 * Which registration a CAGE code resolves to when several carry it: an
 * active registration first, then the lowest UEI (the entity filter uses
 * the same choice).
 */
const resolutionOrder = (e: string) => `(${e}.registration_status = 'Active') DESC, ${e}.uei`;

const awardee: JoinSpec = {
  kind: 'join',
  typeName: 'DibbsAwardee',
  description: 'The registered entity the awardee CAGE code resolves to; null when no registration carries the code (awardee_cage is always present).',
  table: 'entity',
  list: false,
  bareMeansAll: true,
  on: (t, e) => `${e}.cage_code = ${t}.awardee_cage`,
  orderBy: resolutionOrder,
  fields: {
    uei: str(),
    cage_code: str(),
    legal_business_name: str(),
    dba_name: str(),
    display_name: str(),
    registration_status: str({ description: 'Active, Expired or Inactive.' }),
  },
};

const entityFilter: FilterSpec = {
  kind: 'list',
  description: 'UEI of the entity the awardee CAGE code resolves to (the awardee expansion), any case, OR-list.',
  compile: (values) =>
    sql(
      `t.awardee_cage IN (SELECT e.cage_code FROM entity e WHERE e.uei = ANY($?::text[]) AND e.cage_code IS NOT NULL
        AND e.uei = (SELECT e2.uei FROM entity e2 WHERE e2.cage_code = e.cage_code ORDER BY ${resolutionOrder('e2')} LIMIT 1))`,
      values.map((v) => v.toUpperCase()),
    ),
};

const AWARD_LIST_FIELDS =
  'uuid,award_number,delivery_order_number,delivery_order_counter,nsn,part_number,purchase_request,nomenclature,awardee_cage,total_contract_price,total_contract_price_text,award_date,posted_date,last_mod_posting_date,solicitation';

/**
 * Spend over matching line items, each order counted once: the matching rows
 * grouped by order (award_number + delivery_order_number; a basic award has
 * no delivery order number), the order's price taken once (every line
 * repeats it; null when the cell is not numeric).
 */
const awardTotals = (rows: string) => `(SELECT
    coalesce(sum(o.lines), 0)::int AS line_items,
    count(*)::int AS orders,
    count(o.price)::int AS priced_orders,
    (count(*) - count(o.price))::int AS unpriced_orders,
    coalesce(sum(o.price), 0) AS total_contract_price
  FROM (SELECT r.award_number, r.delivery_order_number, count(*) AS lines, max(r.total_contract_price) AS price
          FROM ${rows} r GROUP BY r.award_number, r.delivery_order_number) o)`;

export const dibbsAwards: ResourceSpec = {
  ...common,
  name: 'dibbs_awards',
  typeName: 'DibbsAward',
  single: 'dibbsAward',
  table: 'dibbs_award',
  fields: {
    uuid: uuid(),
    award_number: str({ description: 'The contract (PIID) of the order.' }),
    delivery_order_number: str({ description: 'The delivery order under the contract; null on basic awards.' }),
    delivery_order_counter: str(),
    nsn: str({ description: 'National stock number, NNNN-NN-NNN-NNNN.' }),
    part_number: str(),
    purchase_request: str(),
    nomenclature: str(),
    awardee_cage: str({ description: 'CAGE code of the awardee, always present.' }),
    total_contract_price: money({
      description: "The whole order's total, repeated on every line item of the order; null when the price cell is not numeric. Never sum it across records: use /api/dibbs/awards/totals/ (dibbsAwardTotals).",
    }),
    total_contract_price_text: str({ description: 'The price cell as published (e.g. $1,234.56 or SEE AWARD DOC).' }),
    award_date: date(),
    posted_date: date(),
    last_mod_posting_date: date(),
    solicitation: str({ description: 'The solicitation the award answers, when the board names one.' }),
    awardee,
    organization: organization(),
    modified: modified(),
  },
  defaultShape: {
    list: `${AWARD_LIST_FIELDS},awardee(uei,cage_code,legal_business_name)`,
    detail: `${AWARD_LIST_FIELDS},awardee(*),organization(*)`,
  },
  filters: {
    ...sharedFilters(['award_number'], 'Full text over nomenclature, NSN, part number, solicitation number and award number, or one of those identifiers in any spelling.'),
    award_number: anySpelling('award_number', 'number', 'Award (contract) number in any case, with or without separators, OR-list.'),
    delivery_order_number: anySpelling('delivery_order_number', 'number', 'Delivery order number in any case, with or without separators, OR-list (basic awards have none).'),
    purchase_request: anyCase('purchase_request', 'Purchase request number, exact in any case, OR-list.'),
    awardee_cage: { ...f.inList('t.awardee_cage', { upper: true }), description: 'Awardee CAGE code, any case, OR-list.' },
    entity: entityFilter,
    award_date_after: { ...f.date('t.award_date', '>=', 'award_date_before'), description: 'Awarded on or after this day (YYYY-MM-DD).' },
    award_date_before: { ...f.date('t.award_date', '<='), description: 'Awarded on or before this day (YYYY-MM-DD).' },
    posted_date_after: { ...f.date('t.posted_date', '>=', 'posted_date_before'), description: 'Posted on or after this day (YYYY-MM-DD).' },
    posted_date_before: { ...f.date('t.posted_date', '<='), description: 'Posted on or before this day (YYYY-MM-DD).' },
    total_contract_price_min: { ...f.decimal('t.total_contract_price', '>=', 'total_contract_price_max'), description: "The order's total price at least this (USD); unpriced records never match a price bound." },
    total_contract_price_max: { ...f.decimal('t.total_contract_price', '<='), description: "The order's total price at most this (USD)." },
  },
  ordering: ordering(
    {
      award_date: { column: 'award_date', type: 'date' },
      posted_date: { column: 'posted_date', type: 'date' },
      total_contract_price: { column: 'total_contract_price', type: 'numeric', nullable: true },
    },
    ['award_number'],
  ),
  aggregate: {
    field: 'dibbsAwardTotals',
    typeName: 'DibbsAwardTotals',
    description: 'Spend over the award line items the filters match, each order (award_number + delivery_order_number) counted once',
    table: awardTotals,
    defaultShape: 'line_items,orders,priced_orders,unpriced_orders,total_contract_price',
    fields: {
      line_items: int({ description: 'Matching award records (line items).' }),
      orders: int({ description: 'Distinct orders (award_number + delivery_order_number) among them.' }),
      priced_orders: int({ description: 'Orders whose price cell is numeric.' }),
      unpriced_orders: int({ description: 'Orders whose price cell is not numeric (total_contract_price null; see total_contract_price_text).' }),
      total_contract_price: money({ description: "Sum of the priced orders' totals, each order once (0 when none)." }),
    },
  },
  routes: [
    { path: '/api/dibbs/awards/', kind: 'list' },
    // before the detail route: "totals" is a path, not a record
    { path: '/api/dibbs/awards/totals/', kind: 'aggregate' },
    { path: '/api/dibbs/awards/:uuid/', kind: 'detail', param: 'uuid' },
  ],
};
