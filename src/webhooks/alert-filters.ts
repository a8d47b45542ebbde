/**
 * Alert filters (document 1, "Alert creation" rules 4, 6 and 7, alert-filter
 * failures under "Errors"; issue 16, alert deduplication and agency checks).
 * An alert's filters are the filters of its query type's list endpoint, read
 * from the resource declaration (src/resources/): the same names, the same
 * parsing and the same SQL (`listWhere` in src/engine/plan/run.ts), so an
 * alert matches exactly what the list would return. Checked once, at
 * creation; every problem becomes one message of `filter_definition`.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../engine/errors.js';
import { compileFilters, parseFilterValue, suggest, type FilterSpec, type Sql } from '../engine/filters/sql.js';
import { parseOrList } from '../engine/filters/values.js';
import { requireFilterTiers, requireTier } from '../engine/gating/gates.js';
import type { ResourceSpec, Tier } from '../engine/resource.js';
import { agencyResolves } from '../resources/organization-resolution.js';
import { resources } from '../resources/index.js';
import type { RawQuery } from '../engine/query/list.js';
import { QUERY_TYPES, queryTypeInfo, type QueryTypeInfo } from './events.js';

/** Identifier values in one alert filter (document 1, "Limits"). */
export const MAX_ALERT_IDENTIFIERS = 500;
/** An agency value longer than this is refused (document 1, "Errors" 3). */
export const MAX_AGENCY_LENGTH = 150;

/** The identifier filter of each query type that has one (document 1, "Alert creation" 6). */
export const IDENTIFIER_FILTERS: Readonly<Record<string, string>> = {
  opportunity: 'opportunity_id',
  contract: 'key',
  idv: 'key',
  ota: 'key',
  otidv: 'key',
  grant: 'grant_id',
  forecast: 'id',
};

/** Query types whose uei filter takes one value only (document 1, "Alert creation" 7). */
const SINGLE_UEI = new Set(['contract', 'idv', 'ota', 'otidv', 'entity']);

/** Agency filters resolved to organisations: at least one OR-value must name one (document 1, "Errors" 2). */
const RESOLVED_AGENCY_FILTERS: Readonly<Record<string, readonly string[]>> = {
  opportunity: ['agency'],
  federal_register: ['agency'],
  contract: ['awarding_agency', 'funding_agency'],
  idv: ['awarding_agency', 'funding_agency'],
  ota: ['awarding_agency', 'funding_agency'],
  otidv: ['awarding_agency', 'funding_agency'],
};

/** The resource of a query type (its list endpoint's declaration). */
export function alertResource(info: QueryTypeInfo): ResourceSpec {
  const spec = resources.find((r) => r.name === info.resource);
  if (!spec || !spec.routes.some((r) => r.kind === 'list' && r.path === info.list_endpoint)) throw new Error(`query type ${info.query_type}: no list ${info.list_endpoint} on ${info.resource}`);
  return spec;
}

/** Agency filters of a query type: every filter named like one, except state and local's substring filter (document 1, "Errors" 3). */
function agencyFilters(info: QueryTypeInfo, spec: ResourceSpec): string[] {
  if (info.query_type === 'sled_opportunity') return [];
  return Object.keys(spec.filters).filter((n) => n.includes('agency'));
}

export interface CheckedFilters {
  /** what is stored and echoed in every event: each value trimmed, OR-lists as arrays */
  filters: Record<string, string | string[]>;
  /** the raw values the list endpoint would receive (OR-lists joined with |) */
  raw: Map<string, string>;
  /** sha256 of the canonical form: the same subscription written differently has the same hash */
  hash: string;
}

/** 400 with `filter_definition`, one message per problem. */
export function filterDefinitionError(queryType: string, messages: string[]): ApiError {
  return new ApiError(400, {
    error: `The filters are not valid for query type ${queryType}: ${messages.length} problem${messages.length === 1 ? '' : 's'} (see filter_definition).`,
    code: 'validation_error',
    filter_definition: messages,
  });
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const messageOf = (err: unknown) => (err instanceof ApiError ? String((err.body as { error?: unknown }).error ?? err.message) : err instanceof Error ? err.message : String(err));

/** A filter value of the body as the list's raw text (an array is an OR-list); a message when it cannot be one. */
function rawValue(name: string, spec: FilterSpec, v: unknown): { raw: string; stored: string | string[] } | { message: string } {
  if (v === null || v === undefined) return { message: `${name} needs a value (omit the filter instead of sending null)` };
  if (typeof v === 'string') return { raw: v, stored: v.trim() };
  if (typeof v === 'number' && Number.isFinite(v)) return { raw: String(v), stored: String(v) };
  if (typeof v === 'boolean') return { raw: String(v), stored: String(v) };
  if (Array.isArray(v)) {
    if (spec.kind !== 'list') return { message: `${name} takes one value, not a list` };
    const parts: string[] = [];
    for (const x of v) {
      if (typeof x === 'string') parts.push(x.trim());
      else if (typeof x === 'number' && Number.isFinite(x)) parts.push(String(x));
      else return { message: `${name} values must be strings or numbers` };
    }
    if (parts.some((p) => p.includes('|'))) return { message: `${name}: a value of a list must not contain |` };
    return { raw: parts.join('|'), stored: parts };
  }
  return { message: `${name} must be a string, a number, a boolean or (for an OR-list) an array` };
}

/**
 * Check an alert's filters for `queryType` on behalf of a caller on `tier`.
 * 403 tier_required for an endpoint or filter above the plan (as the list
 * answers); 400 with filter_definition for everything else.
 */
export async function checkAlertFilters(q: RawQuery, queryType: string, input: unknown, tier: Tier): Promise<CheckedFilters> {
  const info = queryTypeInfo(queryType);
  if (!info) throw new Error(`unknown query type ${queryType}`);
  const spec = alertResource(info);
  requireTier(spec, { tier });
  if (!isObj(input)) throw filterDefinitionError(queryType, ['filters must be a JSON object whose keys are filters of ' + info.list_endpoint]);
  const known = Object.keys(spec.filters);
  const messages: string[] = [];
  // the list's parameter aliases (spec.paramAliases) are accepted and stored under our name
  const body = canonicalKeys(spec, input, messages);
  const raw = new Map<string, string>();
  const stored: Record<string, string | string[]> = {};
  const given = Object.keys(body);
  const recognised = given.filter((k) => Object.hasOwn(spec.filters, k));
  for (const key of given) {
    if (Object.hasOwn(spec.filters, key)) continue;
    const ranged = known.filter((k) => k === `${key}_after` || k === `${key}_before` || k === `${key}_gte` || k === `${key}_lte`);
    if (ranged.length) messages.push(`Unknown filter "${key}" for query type ${queryType}: ranges use ${ranged.join(' and ')}.`);
    else {
      const s = suggest(key, known);
      messages.push(`Unknown filter "${key.slice(0, 80)}" for query type ${queryType}${s ? `; did you mean "${s}"?` : '.'}`);
    }
  }
  if (recognised.length === 0) {
    messages.push(`No filter of ${info.list_endpoint} was given; query type ${queryType} supports ${known.slice(0, 12).join(', ')}${known.length > 12 ? ` and ${known.length - 12} more` : ''}.`);
    throw filterDefinitionError(queryType, messages);
  }
  const agencies = new Set(agencyFilters(info, spec));
  const resolved = RESOLVED_AGENCY_FILTERS[queryType] ?? [];
  const toResolve: [string, string[]][] = [];
  for (const key of recognised) {
    const fs = spec.filters[key];
    const v = rawValue(key, fs, body[key]);
    if ('message' in v) {
      messages.push(v.message);
      continue;
    }
    if (agencies.has(key)) {
      // document 1, "Errors" 3: no agency in the value, or one longer than 150 characters
      const parts = v.raw.split(/\s*\|\s*|\s+OR\s+/).map((p) => p.trim()).filter((p) => p.length > 0);
      if (parts.length === 0) {
        messages.push(`${key} has no agency in it: give an agency code, abbreviation or name.`);
        continue;
      }
      const long = parts.find((p) => p.length > MAX_AGENCY_LENGTH);
      if (long !== undefined) {
        messages.push(`${key} value is ${long.length} characters long; an agency value has at most ${MAX_AGENCY_LENGTH}.`);
        continue;
      }
      if (resolved.includes(key)) toResolve.push([key, fs.kind === 'list' ? parts : [v.raw.trim()]]);
    }
    if (key === 'uei' && SINGLE_UEI.has(queryType) && parseOrListSafe(v.raw).length > 1) {
      messages.push(`uei takes one value on ${queryType} alerts: to watch several vendors, create one alert per vendor.`);
      continue;
    }
    try {
      parseFilterValue(key, fs, v.raw);
    } catch (err) {
      messages.push(messageOf(err));
      continue;
    }
    raw.set(key, v.raw);
    stored[key] = v.stored;
  }
  // ranges across filters (an inverted date range), with the list's own check
  if (messages.length === 0) {
    try {
      compileFilters(spec.filters, Object.fromEntries(raw), { today: new Date() }, undefined, info.alert_skips_defaults);
    } catch (err) {
      messages.push(messageOf(err));
    }
  }
  // document 1, "Errors" 2: at least one value of a resolved agency filter must name an organisation
  for (const [key, values] of toResolve) {
    if (messages.length) break;
    const conds = values.map((v) => agencyResolves(v));
    let n = 0;
    const text = `SELECT (${conds.map((c) => `(${c.text})`).join(' OR ')}) AS ok`.replace(/\$\?/g, () => `$${++n}`);
    const [row] = await q<{ ok: boolean }>(text, conds.flatMap((c) => c.params));
    if (!row?.ok) {
      messages.push(
        `${key} matches no agency: ${values.map((v) => JSON.stringify(v.slice(0, 80))).join(', ')} ${values.length === 1 ? 'names' : 'name'} no organization. Try the value on ${info.list_endpoint} first (a department code such as 9700 always resolves).`,
      );
    }
  }
  if (messages.length) throw filterDefinitionError(queryType, messages);
  requireFilterTiers(spec, raw, { tier });
  return { filters: stored, raw, hash: canonicalHash(info, spec, raw) };
}

/** The filters with aliases renamed to their targets; an alias given with its target (or another alias of it) is a message. */
function canonicalKeys(spec: ResourceSpec, input: Record<string, unknown>, messages: string[]): Record<string, unknown> {
  const aliases = spec.paramAliases ?? {};
  if (!Object.keys(input).some((k) => Object.hasOwn(aliases, k) && Object.hasOwn(spec.filters, aliases[k]))) return input;
  const out: Record<string, unknown> = {};
  const sentAs = new Map<string, string>();
  for (const [k, v] of Object.entries(input)) {
    const name = Object.hasOwn(aliases, k) && Object.hasOwn(spec.filters, aliases[k]) ? aliases[k] : k;
    const before = sentAs.get(name);
    if (before !== undefined) {
      messages.push(`${before} and ${k} both mean ${name}: give one of them.`);
      continue;
    }
    sentAs.set(name, k);
    Object.defineProperty(out, name, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function parseOrListSafe(raw: string): string[] {
  try {
    return parseOrList('uei', raw, MAX_ALERT_IDENTIFIERS + 1);
  } catch {
    return [];
  }
}

/** A fixed day for the canonical form (filters that compare with today compile the same on every day). */
const CANONICAL_DAY = new Date(Date.UTC(2000, 0, 1));

const keyOf = (w: Sql) => JSON.stringify([w.text, w.params], (_k, x) => (x instanceof Date ? x.toISOString() : x));

/**
 * The canonical form of a filter set: each filter (the defaults the alert
 * applies included) compiled by its own declaration, OR-values deduplicated
 * and sorted by their own compiled form. So the same OR-values in another
 * order, another case for a case-insensitive filter, surrounding spaces or an
 * explicit default value make the same subscription (issue 16).
 */
export function canonicalHash(info: QueryTypeInfo, spec: ResourceSpec, raw: ReadonlyMap<string, string>): string {
  const fctx = { today: CANONICAL_DAY };
  const values = compileFilters(spec.filters, Object.fromEntries(raw), fctx, undefined, info.alert_skips_defaults).values;
  const parts: [string, string][] = [];
  for (const [name, value] of Object.entries(values)) {
    const fs = spec.filters[name];
    let compiled: Sql;
    if (fs.kind === 'list' && Array.isArray(value)) {
      const byKey = new Map<string, string>();
      for (const v of value) byKey.set(keyOf(fs.compile([v], fctx)), v);
      const sorted = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
      compiled = fs.compile(sorted, fctx);
    } else if (fs.kind === 'search') {
      // search text: the words as the search reads them (case and spacing are not part of the question)
      compiled = { text: 'search', params: [String(value).toLowerCase().replace(/\s+/g, ' ')] };
    } else {
      compiled = (fs.compile as (v: unknown, c: typeof fctx) => Sql)(value, fctx);
    }
    parts.push([name, keyOf(compiled)]);
  }
  parts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify([info.query_type, parts])).digest('hex');
}

/** The raw list filters of a stored alert (its filters as the list endpoint receives them). */
export function storedRaw(filters: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!isObj(filters)) return out;
  for (const [k, v] of Object.entries(filters)) out.set(k, Array.isArray(v) ? v.map(String).join('|') : String(v));
  return out;
}

/** Every query type's resource resolves (checked by the tests and at start). */
export function checkQueryTypes(): void {
  for (const info of QUERY_TYPES) alertResource(info);
}

