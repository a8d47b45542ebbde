/**
 * Bid protests (document 2, "Protest case" and "Protests"): one result per
 * case (table protest_case, one row per source system and base case number)
 * with its sub-dockets (table protest_docket). Authentication required,
 * page-number pagination, a fixed order (any `ordering` answers 400), UUID
 * detail paths (anything but an RFC 4122 UUID answers 404).
 *
 * Filters apply to dockets first: a case matches when at least one of its
 * dockets satisfies every given filter together (`filterRows`), pages and
 * `count` are of cases, and a matching case is served whole (its stored
 * case-level values, all its dockets in `dockets(...)`), so a list result is
 * the same object as the detail.
 *
 * `case_id` is the name-based UUID of `<source_system>:<case number>`
 * (protestCaseId); the internal columns (raw_data, field_provenance,
 * external_id, data_quality, source_last_updated, created, modified, the
 * search vector) are not declared, so no shape can name them.
 */
import { isRfc4122Uuid, normalizeSolicitation, uuidV5 } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { f, likeEscape, sql, type FilterSpec } from '../engine/filters/sql.js';
import { date, str, url, uuid, type ComposedSpec, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { organizationPayload } from './awards-common.js';

export const PROTEST_SOURCE_SYSTEMS = ['gao', 'cofc', 'sba_oha'] as const;

/** Coverage floor of decision dates (document 2, Protest case rule 6): decision-date filters never reach before it. */
export const PROTEST_DECISION_FLOOR = '2015-01-01';

/**
 * The deterministic case identifier: the version-5 UUID (project namespace)
 * of the source system and the base case number as the source writes it,
 * joined by a colon (`gao:B-424490`). Ingestion derives it the same way.
 */
export function protestCaseId(sourceSystem: string, baseCaseNumber: string): string {
  return uuidV5(`${sourceSystem}:${baseCaseNumber}`);
}

/** The fields a case and each of its dockets share (columns of the same names). */
function caseFields(): Record<string, FieldSpec> {
  return {
    source_system: str({ description: 'gao, cofc or sba_oha' }),
    case_number: str({ description: 'Base case number (GAO B-number without the docket suffix, OHA docket, court case number).' }),
    title: str(),
    protester: str(),
    agency: str({ description: 'Protested agency as the source writes it ("Department : Component").' }),
    solicitation_number: str(),
    case_type: str({ description: 'Bid Protest, Bid Protest: Cost; on sba_oha SIZE, NAICS, VSBC, CVE, BDPE and others.' }),
    outcome: str({ description: 'Denied, Dismissed, Withdrawn, Sustained; on sba_oha also Granted, Remanded, Reversed, Vacated; null while open.' }),
    filed_date: date(),
    posted_date: date(),
    decision_date: date(),
    due_date: date(),
    docket_url: url(),
    decision_url: url(),
  };
}

/** digest and the sba_oha decision fields: opt-in on the case (named in shape), null on gao and cofc. */
function decisionFields(optIn: boolean): Record<string, FieldSpec> {
  return {
    digest: str({ optIn, description: 'Decision summary text.' }),
    challenged_party: str({ optIn, description: 'sba_oha: the concern whose status is challenged; null on gao and cofc.' }),
    naics_code: str({ optIn, description: 'sba_oha size and NAICS appeals; null otherwise.' }),
    size_standard: str({ optIn, description: 'sba_oha size and NAICS appeals; null otherwise.' }),
    outcome_reason: str({ optIn, description: 'sba_oha; null on gao and cofc.' }),
    judge: str({ optIn, description: 'sba_oha administrative judge; null on gao and cofc.' }),
  };
}

const dockets: JoinSpec = {
  kind: 'join',
  typeName: 'ProtestDocket',
  description: 'The sub-dockets of the case, earliest filed first; not in the default shape.',
  table: 'protest_docket',
  list: true,
  bareMeansAll: true,
  on: (t, d) => `${d}.case_id = ${t}.case_id`,
  orderBy: (d) => `${d}.filed_date ASC NULLS LAST, length(${d}.docket_number), ${d}.docket_number`,
  fields: {
    ...caseFields(),
    docket_number: str({ description: 'The docket, e.g. B-424490.2 (only inside dockets).' }),
    ...decisionFields(false),
  },
};

/** A name resolution stored with the case: null when unresolved (no match, or below review confidence). */
function resolution(typeName: string, prefix: string, idField: 'uei' | 'key', description: string): ComposedSpec {
  return {
    kind: 'composed',
    typeName,
    description,
    tier: 'small',
    bareMeansAll: true,
    nullWhen: (t) => `${t}.${prefix}_${idField} IS NULL OR ${t}.${prefix}_confidence IS NULL`,
    fields: {
      [idField]: str({ column: `${prefix}_${idField}` }),
      name: str({ column: `${prefix}_name` }),
      match_confidence: str({ column: `${prefix}_confidence`, description: 'confident (auto-linkable) or review (needs a human)' }),
      rationale: str({ column: `${prefix}_rationale` }),
    },
  };
}

// ───────────────────────────── filters (over docket alias d) ─────────────────────────────

/** Case-insensitive exact match on any of the values. */
const anyOf = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => sql(`lower(${column}) = ANY($?::text[])`, values.map((v) => v.toLowerCase())),
});

/** Case-insensitive substring match on any of the values. */
const containsAny = (column: string, description: string): FilterSpec => ({
  kind: 'list',
  description,
  compile: (values) => ({ text: `(${values.map(() => `${column} ILIKE $?`).join(' OR ')})`, params: values.map((v) => `%${likeEscape(v)}%`) }),
});

const sourceSystem: FilterSpec = {
  kind: 'list',
  description: 'gao, cofc or sba_oha (case-insensitive, OR-list); another value answers 400.',
  compile: (values) => {
    const lower = values.map((v) => v.toLowerCase());
    for (const v of lower) {
      if (!(PROTEST_SOURCE_SYSTEMS as readonly string[]).includes(v)) throw validationError(`source_system must be one of ${PROTEST_SOURCE_SYSTEMS.join(', ')}; got ${JSON.stringify(v)}`, { allowed: [...PROTEST_SOURCE_SYSTEMS] });
    }
    return sql('d.source_system = ANY($?::text[])', lower);
  },
};

const caseNumber: FilterSpec = {
  kind: 'list',
  description: 'Base case number or docket number, case-insensitive, OR-list (B-424490 and B-424490.2 both find the case).',
  compile: (values) => {
    const upper = values.map((v) => v.toUpperCase());
    return sql('(upper(d.case_number) = ANY($?::text[]) OR upper(d.docket_number) = ANY($?::text[]))', upper, upper);
  },
};

const solicitationNumber: FilterSpec = {
  kind: 'list',
  description: 'Solicitation number in any spelling (dashes, spaces, dots, slashes, case ignored), OR-list.',
  compile: (values) => {
    const norm = [...new Set(values.map(normalizeSolicitation).filter((v) => v.length > 0))];
    if (norm.length === 0) throw validationError('solicitation_number needs letters or digits');
    return sql('d.solicitation_number_norm = ANY($?::text[])', norm);
  },
};

const naicsCode: FilterSpec = {
  kind: 'list',
  description: 'NAICS code, exact, OR-list; only sba_oha size and NAICS appeals carry one.',
  compile: (values) => sql(`d.naics_code = ANY($?::text[]) AND d.source_system = 'sba_oha' AND upper(d.case_type) IN ('SIZE', 'NAICS')`, values),
};

/** Decision-date bounds: never before the coverage floor (an earlier bound is raised to it). */
const decisionAfter: FilterSpec = {
  kind: 'date',
  rangeWith: 'decision_date_before',
  description: `Decision on or after this day (YYYY-MM-DD); an earlier day is raised to the ${PROTEST_DECISION_FLOOR} floor.`,
  compile: (d) => sql(`d.decision_date >= greatest($?::date, DATE '${PROTEST_DECISION_FLOOR}')`, d.toISOString().slice(0, 10)),
};
const decisionBefore: FilterSpec = {
  kind: 'date',
  description: `Decision on or before this day (YYYY-MM-DD), never before the ${PROTEST_DECISION_FLOOR} floor.`,
  compile: (d) => sql(`d.decision_date <= $?::date AND d.decision_date >= DATE '${PROTEST_DECISION_FLOOR}'`, d.toISOString().slice(0, 10)),
};

export const protests: ResourceSpec = {
  name: 'protests',
  typeName: 'Protest',
  single: 'protest',
  table: 'protest_case',
  key: 'case_id',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: {
    case_id: uuid({ description: 'Deterministic UUID of the source system and the base case number.' }),
    ...caseFields(),
    ...decisionFields(true),
    dockets,
    organization: { ...organizationPayload('ProtestOrganization', 'organization_id'), description: 'The protested agency, resolved at ingest: the canonical answer for joins.' },
    resolved_protester: resolution('ProtestResolvedProtester', 'resolved_protester', 'uei', 'The protester resolved to a registered entity (Small plan and above); null when unresolved.'),
    resolved_agency: resolution('ProtestResolvedAgency', 'resolved_agency', 'key', 'Why the agency was matched (Small plan and above); null when unresolved. Prefer organization when they disagree.'),
  },
  defaultShape: {
    list: 'case_id,source_system,case_number,title,protester,agency,solicitation_number,case_type,outcome,filed_date,posted_date,decision_date,due_date,docket_url,decision_url,organization',
    detail: 'case_id,source_system,case_number,title,protester,agency,solicitation_number,case_type,outcome,filed_date,posted_date,decision_date,due_date,docket_url,decision_url,organization',
  },
  filterRows: { table: 'protest_docket', alias: 'd', on: (t, d) => `${d}.case_id = ${t}.case_id` },
  filters: {
    source_system: sourceSystem,
    outcome: anyOf('d.outcome', 'Outcome, case-insensitive, OR-list.'),
    case_type: anyOf('d.case_type', 'Case type, case-insensitive, OR-list.'),
    agency: containsAny('d.agency', 'Protested agency text, case-insensitive substring, OR-list.'),
    case_number: caseNumber,
    solicitation_number: solicitationNumber,
    naics_code: naicsCode,
    protester: containsAny('d.protester', 'Protester name, case-insensitive substring, OR-list.'),
    filed_date_after: f.date('d.filed_date', '>=', 'filed_date_before'),
    filed_date_before: f.date('d.filed_date', '<='),
    decision_date_after: decisionAfter,
    decision_date_before: decisionBefore,
    search: { ...f.search(), description: 'Full-text search over docket titles, protesters, case and docket numbers, agencies, solicitation numbers and digests.' },
  },
  ordering: {
    // decision_date when present else filed_date (stored as sort_date), newest first, then case_id descending
    fields: { sort_date: { column: 'sort_date', type: 'date', nullable: true, internal: true } },
    default: '-sort_date',
    tiebreaker: { column: 'case_id', type: 'uuid' },
  },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  routes: [
    { path: '/api/protests/', kind: 'list' },
    { path: '/api/protests/:case_id/', kind: 'detail', param: 'case_id' },
  ],
};
