/**
 * The bench cases: each a REST request and the same as a GraphQL POST, for
 * the service and for the hand-written comparator, and the equality check of
 * their bodies.
 */
import { isDeepStrictEqual } from 'node:util';
import { NESTED_SHAPE } from './sql.js';

export type Target = 'service' | 'handwritten';
export const TARGETS: Target[] = ['service', 'handwritten'];
export type Api = 'REST' | 'GraphQL';

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** path and query */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface BenchCase {
  /** stable id: list, nested, detail, walk-first, walk-last, search, version-key, version-anon */
  id: string;
  api: Api;
  title: string;
  kind: 'list' | 'detail' | 'version';
  /** what wrk sends (cycling through several when there are several), per target */
  requests: Record<Target, HttpRequest[]>;
}

/** The demo API key of the Small plan (demo dataset). */
export const API_KEY = 'demo_small';

const OFFICE = 'organizationId officeCode officeName agencyCode agencyName departmentCode departmentName';
const CODE = '{ code description }';

/** GraphQL selections equal to the REST shapes. */
const LIST_FIELDS = `key piid awardDate fiscalYear description obligated baseAndExercisedOptionsValue totalContractValue recipient { uei displayName } awardingOffice { ${OFFICE} } naicsCode pscCode setAside ${CODE} awardType ${CODE} parentAward { key piid }`;
const NESTED_FIELDS = `key piid awardDate obligated recipient { uei displayName legalBusinessName cageCode parentUei duns } awardingOffice { ${OFFICE} } naics ${CODE} periodOfPerformance { startDate currentEndDate ultimateCompletionDate }`;
const DETAIL_FIELDS =
  `key piid parentAward { key piid } awardDate fiscalYear obligated baseAndExercisedOptionsValue totalContractValue description solicitationIdentifier ` +
  `naics ${CODE} psc ${CODE} setAside ${CODE} awardType ${CODE} periodOfPerformance { startDate currentEndDate ultimateCompletionDate } ` +
  `awardingOffice { ${OFFICE} } fundingOffice { ${OFFICE} } recipient { uei displayName legalBusinessName cageCode parentUei duns } ` +
  `placeOfPerformance { countryCode countryName stateCode stateName cityName zipCode } ` +
  `competition { contractType ${CODE} extentCompeted ${CODE} solicitationIdentifier solicitationDate solicitationProcedures ${CODE} numberOfOffersReceived otherThanFullAndOpenCompetition ${CODE} } ` +
  `transactions { modificationNumber transactionDate obligated description actionType ${CODE} } numberOfActions subawardsSummary { count totalAmount }`;

const listDocument = (operation: string, fields: string) =>
  `query ${operation}($filter: ContractFilter, $ordering: String, $limit: Int, $cursor: String) ` +
  `{ contracts(filter: $filter, ordering: $ordering, limit: $limit, cursor: $cursor) { count next previous cursor results { ${fields} } } }`;

const DOCUMENTS = {
  DefaultList: listDocument('DefaultList', LIST_FIELDS),
  NestedList: listDocument('NestedList', NESTED_FIELDS),
  Detail: `query Detail($key: String!) { contract(key: $key) { ${DETAIL_FIELDS} } }`,
};

/** filters the schema types as Int (ContractFilter): sent as numbers, the rest as text */
const INT_FILTERS = new Set(['fiscal_year', 'fiscal_year_gte', 'fiscal_year_lte']);
const camel = (rest: string) => rest.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function get(path: string, headers: Record<string, string> = {}): HttpRequest {
  return { method: 'GET', path, headers };
}

function graphql(operation: keyof typeof DOCUMENTS, variables: Record<string, unknown>): HttpRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: DOCUMENTS[operation], operationName: operation, variables }),
  };
}

/** A REST list path from its parameters (in the order given). */
export function listPath(params: [string, string][]): string {
  return `/api/contracts/?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** GraphQL variables of the same list: filters camelCased under `filter`. */
function listVariables(filters: [string, string][], extra: Record<string, unknown>): Record<string, unknown> {
  return { ...(filters.length ? { filter: Object.fromEntries(filters.map(([k, v]) => [camel(k), INT_FILTERS.has(k) ? Number(v) : v])) } : {}), ...extra };
}

/** The same request for both targets. */
const both = (r: HttpRequest[]): Record<Target, HttpRequest[]> => ({ service: r, handwritten: r });

export interface Walk {
  /** the filter walked, e.g. ['naics', '541511'] */
  filter: [string, string];
  ordering: string;
  limit: number;
  /** the page reached (1,000 unless the filter has fewer pages) */
  page: number;
  /** the cursor that opens that page, per target (null when the page is page 1) */
  cursor: Record<Target, string | null>;
}

export interface CaseInputs {
  /** contract keys the detail case cycles through */
  keys: string[];
  walk: Walk;
  search: [string, string][];
  /** the ordering the service applies under search (rank when contracts offer it) */
  searchOrdering: string;
}

export const SEARCH_FILTERS: [string, string][] = [['search', 'services'], ['fiscal_year_gte', '2020'], ['awarding_agency', '9700']];

export function walkParams(w: Pick<Walk, 'filter' | 'ordering' | 'limit'>): [string, string][] {
  return [w.filter, ['ordering', w.ordering], ['limit', String(w.limit)]];
}

/** Every case, REST then GraphQL, in the order they run. */
export function buildCases(inp: CaseInputs): BenchCase[] {
  const w = inp.walk;
  const walkFirst = walkParams(w);
  const walkAt = (t: Target): [string, string][] => (w.cursor[t] ? [...walkFirst, ['cursor', w.cursor[t]!]] : walkFirst);
  const walkVars = (cursor: string | null) => listVariables([w.filter], { ordering: w.ordering, limit: w.limit, ...(cursor ? { cursor } : {}) });
  const detailKeys = inp.keys;
  const cases: BenchCase[] = [
    { id: 'list', api: 'REST', kind: 'list', title: 'default list, limit 25', requests: both([get(listPath([['limit', '25']]))]) },
    { id: 'nested', api: 'REST', kind: 'list', title: 'nested shape, limit 25', requests: both([get(listPath([['limit', '25'], ['shape', NESTED_SHAPE]]))]) },
    { id: 'detail', api: 'REST', kind: 'detail', title: `detail, ${detailKeys.length} rotating keys`, requests: both(detailKeys.map((k) => get(`/api/contracts/${encodeURIComponent(k)}/`))) },
    { id: 'walk-first', api: 'REST', kind: 'list', title: `walk page 1 (${w.filter.join('=')}, ${w.ordering}, limit ${w.limit})`, requests: both([get(listPath(walkFirst))]) },
    {
      id: 'walk-last',
      api: 'REST',
      kind: 'list',
      title: `walk page ${w.page.toLocaleString('en-US')}`,
      requests: { service: [get(listPath(walkAt('service')))], handwritten: [get(listPath(walkAt('handwritten')))] },
    },
    { id: 'search', api: 'REST', kind: 'list', title: `search (${inp.search.map(([k, v]) => `${k}=${v}`).join('&')}; ordering ${inp.searchOrdering})`, requests: both([get(listPath(inp.search))]) },
    { id: 'version-key', api: 'REST', kind: 'version', title: `GET /api/version with X-API-KEY`, requests: both([get('/api/version', { 'X-API-KEY': API_KEY })]) },
    { id: 'version-anon', api: 'REST', kind: 'version', title: 'GET /api/version without authentication', requests: both([get('/api/version')]) },
    { id: 'list', api: 'GraphQL', kind: 'list', title: 'contracts(limit: 25), default fields', requests: both([graphql('DefaultList', { limit: 25 })]) },
    { id: 'nested', api: 'GraphQL', kind: 'list', title: 'contracts(limit: 25), nested selection', requests: both([graphql('NestedList', { limit: 25 })]) },
    { id: 'detail', api: 'GraphQL', kind: 'detail', title: `contract(key:), ${detailKeys.length} rotating keys`, requests: both(detailKeys.map((key) => graphql('Detail', { key }))) },
    { id: 'walk-first', api: 'GraphQL', kind: 'list', title: 'walk page 1', requests: both([graphql('DefaultList', walkVars(null))]) },
    {
      id: 'walk-last',
      api: 'GraphQL',
      kind: 'list',
      title: `walk page ${w.page.toLocaleString('en-US')}`,
      requests: { service: [graphql('DefaultList', walkVars(w.cursor.service))], handwritten: [graphql('DefaultList', walkVars(w.cursor.handwritten))] },
    },
    { id: 'search', api: 'GraphQL', kind: 'list', title: `search, ordering ${inp.searchOrdering}`, requests: both([graphql('DefaultList', listVariables(inp.search, {}))]) },
  ];
  return cases;
}

// ── checking ──

/** Paging members differ by design (the service signs its cursors): drop them before comparing. */
function withoutPaging(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  if ('results' in o) {
    delete o.next;
    delete o.previous;
    delete o.cursor;
  }
  if ('data' in o && o.data && typeof o.data === 'object') {
    o.data = Object.fromEntries(Object.entries(o.data as Record<string, unknown>).map(([k, x]) => [k, withoutPaging(x)]));
  }
  return o;
}

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 200 ? `${s.slice(0, 200)}…` : s;
};

/** The first place two JSON values differ, or null when they are equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return `${path || '(root)'}: ${a.length} elements vs ${b.length}`;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}${Array.isArray(a) ? `[${k}]` : `.${k}`}`);
      if (d) return d;
    }
  }
  return `${path || '(root)'}: service ${show(a)} vs hand-written ${show(b)}`;
}

/** Null when the service's and the comparator's bodies are equal (paging members aside), else where they differ. */
export function compareBodies(service: string, handwritten: string): string | null {
  return firstDifference(withoutPaging(JSON.parse(service)), withoutPaging(JSON.parse(handwritten)), '');
}

/** Why a response does not count as a success (HTTP 200 and, for GraphQL, no `errors`), or null. */
export function failure(api: Api, status: number, body: string): string | null {
  if (status !== 200) return `HTTP ${status}: ${body.slice(0, 300)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 300)}`;
  }
  if (api === 'GraphQL' && parsed && typeof parsed === 'object' && 'errors' in parsed) return `GraphQL errors: ${show((parsed as { errors: unknown }).errors)}`;
  return null;
}
