/**
 * Ingestion mappings of contract opportunities, entities, grants,
 * exclusions, Federal Register documents and storefront requests (README
 * "Ingestion (operator)"), in the manner of src/ingest/resources.ts: each
 * derived from the resource declaration (deriveRules) with the overrides the
 * declaration cannot express.
 *
 * What every mapping here keeps to:
 *
 * - `changeType` is the alert query type and change_log.record_id the
 *   resource's table key as text (the detail route's identifier).
 * - Only served, source-supplied values are compared. Values the service
 *   derives (an exclusion's currency, comments_open, organisation names and
 *   codes, vocabulary descriptions, counts, …) are refused per record.
 *   Companions the service computes from a compared field (normalised
 *   numbers, an organisation resolved from a code, an entity link) are
 *   written with the record but never compared on their own.
 * - JSON values are compared as the API serves them: a stored JSON value the
 *   incoming one only respells (keys left out instead of null, another
 *   spelling of an instant, the same organisations in another order) is kept
 *   as stored, so re-ingesting a served record is no change.
 * - Every hook reads and writes through ctx.q, inside the batch's transaction.
 */
import type { ScalarType } from '../engine/resource.js';
import { exclusionKey, normalizeSolicitation, uuidV5 } from '../identifiers/index.js';
import { ebuyRequests, EBUY_REQUEST_TYPES, EBUY_STATUSES } from '../resources/ebuy.js';
import { RFQ_ID_FORM } from '../resources/ebuy-visibility.js';
import { entities, UEI_FORM } from '../resources/entities.js';
import { exclusions } from '../resources/exclusions.js';
import { DOCUMENT_TYPES, federalRegister } from '../resources/federal-register.js';
import {
  APPLICANT_TYPES, FUNDING_CATEGORIES, FUNDING_INSTRUMENTS, GRANT_STATUSES, grants, resolveGrantOrganization, type GrantOrganizationDirectory,
} from '../resources/grants.js';
import { NOTICE_TYPES, opportunities } from '../resources/opportunities.js';
import { applyRules, childRule, deriveRules, DERIVED, RecordPatch, scalarValue, type ChildDef, type ColumnValue, type FieldRule } from './mapping.js';
import type { Ctx, IngestMapping, Item } from './service.js';
import { FROM_ORG, isObj, jsonKeys, normalized, oneOf } from './helpers.js';

// ───────────────────────────── shared helpers ─────────────────────────────

const UNKNOWN = "unknown field: not a field of this resource's detail format";
const ORG_NAMES = ['office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name'];
const KEY_CAST = { text: 'text', uuid: 'uuid', int: 'int' } as const;

type Keyed = Pick<IngestMapping, 'table' | 'key' | 'keyType'>;
type Row = Record<string, ColumnValue>;

/** An organisation payload: only organization_id is taken; the names and codes come from the hierarchy. */
function orgRef(column = 'organization_id'): FieldRule {
  return {
    kind: 'object',
    fields: { organization_id: { kind: 'column', column, type: 'UUID' }, ...Object.fromEntries(ORG_NAMES.map((f) => [f, DERIVED(FROM_ORG)])) },
  };
}

/** A text column and its normalised companion (the form its filter compares; null when nothing is left). */
function withNorm(column: string, norm: string, fn: (s: string) => string): FieldRule {
  return {
    kind: 'custom',
    columns: [column],
    apply(value, patch, field) {
      const r = scalarValue('String', value);
      if ('error' in r) return patch.fail(field, r.error);
      patch.set(column, r.value, field);
      const n = typeof r.value === 'string' ? fn(r.value) : '';
      patch.set(norm, n === '' ? null : n, field);
    },
  };
}

/** The records whose key is known (the hooks' working set). */
const withKey = (items: Item[]) => items.filter((it) => it.key !== null);
/** The records not yet keyed that carry fields (a natural identity may key them). */
const unkeyed = (items: Item[]) => items.filter((it) => it.key === null && Object.keys(it.record).length > 0);

/** Columns of the stored rows of these keys (as JSON values), by key text. */
async function storedColumns(ctx: Ctx, m: Keyed, keys: string[], columns: string[]): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  if (!keys.length) return out;
  const rows = await ctx.q<{ k: string; v: Record<string, unknown> | null }>(
    `SELECT t.${m.key}::text AS k, jsonb_build_object(${columns.map((c) => `'${c}', t.${c}`).join(', ')}) AS v
     FROM ${m.table} t WHERE t.${m.key} IN (SELECT jsonb_array_elements_text($1::jsonb)::${KEY_CAST[m.keyType]})`,
    [jsonKeys([...new Set(keys)])],
  );
  for (const r of rows) out.set(r.k, r.v ?? {});
  return out;
}

/** JSON with object keys in order: equal texts, equal values. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (isObj(v)) return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stable(v[k])}`).join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/**
 * Where the incoming value of a column means what the stored one means
 * (`canon` maps both to the served value), the stored value is kept
 * verbatim, so the comparison finds no change.
 */
async function keepStoredEquivalents(ctx: Ctx, m: Keyed, items: Item[], canon: Record<string, (v: unknown) => unknown>): Promise<void> {
  const columns = Object.keys(canon);
  const want = withKey(items).filter((it) => it.patch.problems.length === 0 && columns.some((c) => it.patch.columns.has(c)));
  const stored = await storedColumns(ctx, m, want.map((it) => it.key!), columns);
  for (const it of want) {
    const row = stored.get(it.key!);
    if (!row) continue;
    for (const c of columns) {
      if (!it.patch.columns.has(c)) continue;
      const was = (row[c] ?? null) as ColumnValue;
      if (stable(canon[c](it.patch.columns.get(c))) === stable(canon[c](was))) it.patch.columns.set(c, was);
    }
  }
}

/** An empty list and null are served alike (a list column the API serves as a list). */
const listOrEmpty = (v: unknown) => v ?? [];
/** The same elements in any order. */
const asSet = (v: unknown) => (Array.isArray(v) ? [...v].map(String).sort() : (v ?? []));

// ───────────────────────────── JSON columns of known keys ─────────────────────────────

type Shape = Readonly<Record<string, ScalarType>>;

/** One object of a JSON column: known keys only, scalars checked; null keys are left out. */
function shapedObject(shape: Shape, v: unknown, patch: RecordPatch, path: string, required: readonly string[] = []): Record<string, unknown> | undefined {
  if (!isObj(v)) {
    patch.fail(path, 'must be an object');
    return undefined;
  }
  const out: Record<string, unknown> = {};
  let ok = true;
  for (const [k, x] of Object.entries(v)) {
    if (!Object.hasOwn(shape, k)) {
      patch.fail(`${path}.${k}`, UNKNOWN);
      ok = false;
      continue;
    }
    const r = scalarValue(shape[k], x);
    if ('error' in r) {
      patch.fail(`${path}.${k}`, r.error);
      ok = false;
      continue;
    }
    if (r.value !== null) out[k] = r.value;
  }
  for (const k of required) {
    if (out[k] === undefined && ok) {
      patch.fail(`${path}.${k}`, 'is required');
      ok = false;
    }
  }
  return ok ? out : undefined;
}

/** A JSON column holding one object of known keys (an address, a contact), or null. */
function jsonObject(column: string, shape: Shape): FieldRule {
  return {
    kind: 'custom',
    columns: [column],
    apply(value, patch, field) {
      if (value === null) return patch.set(column, null, field);
      const out = shapedObject(shape, value, patch, field);
      if (out) patch.set(column, out, field);
    },
  };
}

/** A JSON column holding a list of objects of known keys (attachments, relationships), or null. */
function jsonList(column: string, shape: Shape, required: readonly string[] = []): FieldRule {
  return {
    kind: 'custom',
    columns: [column],
    apply(value, patch, field) {
      if (value === null) return patch.set(column, null, field);
      if (!Array.isArray(value)) return patch.fail(field, 'must be a list or null');
      const out: Record<string, unknown>[] = [];
      let ok = true;
      for (const [i, item] of value.entries()) {
        const o = shapedObject(shape, item, patch, `${field}[${i}]`, required);
        if (o) out.push(o);
        else ok = false;
      }
      if (ok) patch.set(column, out, field);
    },
  };
}

/** The served form of one object: null keys left out, instants in one spelling. */
function canonObject(shape: Shape, v: unknown): unknown {
  if (!isObj(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    let x = v[k];
    if (x === null || x === undefined) continue;
    if (shape[k] === 'DateTime' && typeof x === 'string' && !Number.isNaN(Date.parse(x))) x = new Date(x).toISOString();
    out[k] = x;
  }
  return out;
}
const canonOne = (shape: Shape) => (v: unknown) => (v === null || v === undefined ? null : canonObject(shape, v));
const canonList = (shape: Shape, nullIsEmpty: boolean) => (v: unknown) =>
  v === null || v === undefined ? (nullIsEmpty ? [] : null) : Array.isArray(v) ? v.map((x) => canonObject(shape, x)) : v;

/**
 * A list of objects validated by `items` (rules over pseudo-columns, e.g.
 * {code}); `build` turns the rows into the record's columns. `items` is
 * exposed so that a served record can be stripped of its refused sub-fields.
 */
type ListRule = FieldRule & { kind: 'custom'; items: Record<string, FieldRule> };
function objectList(columns: string[], items: Record<string, FieldRule>, required: string[], build: (rows: Row[], patch: RecordPatch, field: string) => void): ListRule {
  return {
    kind: 'custom',
    columns,
    items,
    apply(value, patch, field) {
      if (value !== null && !Array.isArray(value)) return patch.fail(field, 'must be a list');
      const rows: Row[] = [];
      let ok = true;
      for (const [i, item] of (value ?? []).entries()) {
        const p = `${field}[${i}]`;
        if (!isObj(item)) {
          patch.fail(p, 'must be an object');
          ok = false;
          continue;
        }
        const sub = new RecordPatch();
        applyRules(items, item, sub, `${p}.`);
        for (const k of required) if (!sub.problems.length && (sub.columns.get(k) ?? null) === null) sub.fail(`${p}.${k}`, 'is required');
        for (const pr of sub.problems) patch.fail(pr.field, pr.message);
        if (sub.problems.length) ok = false;
        rows.push(Object.fromEntries(sub.columns));
      }
      if (ok) build(rows, patch, field);
    },
  };
}

/** Character limits of a table's columns (for messages that name the detail field). */
const limitsCache = new Map<string, Map<string, number>>();
async function maxLengths(ctx: Ctx, table: string): Promise<Map<string, number>> {
  let m = limitsCache.get(table);
  if (!m) {
    const rows = await ctx.q<{ c: string; n: number }>(
      `SELECT column_name AS c, character_maximum_length AS n FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 AND character_maximum_length IS NOT NULL`,
      [table],
    );
    m = new Map(rows.map((r) => [r.c, Number(r.n)]));
    limitsCache.set(table, m);
  }
  return m;
}

/** The detail field of a child's rules that sets a column (for messages). */
const fieldName = (rules: Record<string, FieldRule>, column: string) =>
  Object.entries(rules).find(([, r]) => (r.kind === 'column' && r.column === column) || (r.kind === 'custom' && r.columns?.includes(column)))?.[0] ?? column;

// ───────────────────────────── contract opportunities ─────────────────────────────

const CONTACT: Shape = { full_name: 'String', title: 'String', email: 'String', phone: 'String', fax: 'String' };
const PLACE: Shape = { street_address: 'String', city: 'String', state: 'String', zip: 'String', country: 'String' };
const SAM_ATTACHMENT: Shape = {
  attachment_id: 'String', resource_id: 'String', name: 'String', type: 'String', mime_type: 'String', file_size: 'Int', posted_date: 'DateTime', url: 'String',
};

/**
 * Opportunities (SAM.gov notices), keyed by `opportunity_id`, or by the
 * notice's `sam_url` (its SAM.gov address: found among the stored notices,
 * else a UUID v5 of it). `active` is what SAM.gov reports; `modified`, the
 * source's last-change time, is written with a change and never compared by
 * itself.
 */
export const opportunityMapping: IngestMapping = {
  name: 'opportunities',
  changeType: 'opportunity',
  table: 'opportunity',
  key: 'opportunity_id',
  keyType: 'uuid',
  rules: deriveRules(opportunities.fields, {
    solicitation_number: withNorm('solicitation_number', 'solicitation_number_norm', normalizeSolicitation),
    sam_url: normalized('sam_url', (s) => s.trim()),
    'naics.description': DERIVED('the NAICS title comes from the NAICS reference table; send naics_code or naics.code'),
    'psc.description': DERIVED('the PSC name comes from the PSC reference table; send psc_code or psc.code'),
    office: orgRef(),
    agency_id: DERIVED(FROM_ORG.replace('organization_id', 'office_id')),
    department_id: DERIVED(FROM_ORG.replace('organization_id', 'office_id')),
    agency: DERIVED(FROM_ORG.replace('organization_id', 'office_id')),
    department: DERIVED(FROM_ORG.replace('organization_id', 'office_id')),
    place_of_performance: jsonObject('place_of_performance', PLACE),
    primary_contact: jsonObject('primary_contact', CONTACT),
    secondary_contact: jsonObject('secondary_contact', CONTACT),
    attachments: jsonList('attachments', SAM_ATTACHMENT),
    'meta.notice_type.type': oneOf('notice_type', NOTICE_TYPES.map((n) => n.type), (s) => NOTICE_TYPES.find((n) => n.type.toLowerCase() === s.trim().toLowerCase())?.type ?? s, false),
    'meta.notice_type.code': DERIVED('the SAM.gov code follows from the notice type; send meta.notice_type.type'),
    'meta.attachments_count': DERIVED('counted from attachments'),
  }),
  children: [],
  observation: { modified: 'change' },
  async prepare(items, ctx) {
    // the key: opportunity_id when given, else found by sam_url, else minted (UUID v5 of it)
    const want = unkeyed(items);
    const urls = [...new Set(want.map((it) => it.patch.columns.get('sam_url')).filter((u): u is string => typeof u === 'string' && u !== ''))];
    const found = new Map<string, string>();
    if (urls.length) {
      const rows = await ctx.q<{ u: string; id: string }>(
        `SELECT sam_url AS u, opportunity_id::text AS id FROM opportunity WHERE sam_url IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY first_notice_date, opportunity_id`,
        [jsonKeys(urls)],
      );
      for (const r of rows) if (!found.has(r.u)) found.set(r.u, r.id);
    }
    for (const it of want) {
      const url = it.patch.columns.get('sam_url');
      if (typeof url !== 'string' || url === '') {
        it.patch.fail('opportunity_id', 'a record needs opportunity_id or its SAM.gov identity (sam_url)');
        continue;
      }
      it.key = found.get(url) ?? uuidV5(`opportunity:${url}`);
      it.patch.set('opportunity_id', it.key, 'opportunity_id');
    }
    await keepStoredEquivalents(ctx, opportunityMapping, items, {
      place_of_performance: canonOne(PLACE),
      primary_contact: canonOne(CONTACT),
      secondary_contact: canonOne(CONTACT),
      attachments: canonList(SAM_ATTACHMENT, true),
    });
  },
};

// ───────────────────────────── entities ─────────────────────────────

const ADDRESS_COLUMNS = ['address_line1', 'address_line2', 'city', 'state_or_province_code', 'zip_code', 'zip_code_plus4', 'county', 'county_code', 'fips_code', 'country_code', 'country_name'];
const columnRules = (names: string[], types: Record<string, ScalarType> = {}): Record<string, FieldRule> =>
  Object.fromEntries(names.map((n) => [n, { kind: 'column', column: n, type: types[n] ?? 'String' } as FieldRule]));

/**
 * A detail field of one kind of rows of a child table the entity shares
 * with another field (business types and SBA certifications in
 * entity_business_type, physical and mailing addresses in entity_address,
 * the two owners in entity_owner): the kinds are one ChildDef, compared and
 * replaced as a whole; a record that sends one kind keeps the stored rows of
 * the other.
 */
interface Part {
  field: string;
  value: string | boolean;
  list: boolean;
  rules: Record<string, FieldRule>;
  required?: string[];
  /** a column unique within the kind (duplicates refused) */
  unique?: string;
}

interface Shared {
  def: ChildDef;
  discriminator: string;
  parts: Part[];
}

function sharedRules(s: Shared): Record<string, FieldRule> {
  return Object.fromEntries(s.parts.map((p) => [p.field, childRule({ ...s.def, field: p.field, list: p.list, rules: p.rules, required: p.required })]));
}

async function mergeShared(ctx: Ctx, items: Item[], s: Shared): Promise<void> {
  const want = withKey(items).filter((it) => s.parts.some((p) => it.patch.children.has(p.field)));
  if (!want.length) return;
  const limits = await maxLengths(ctx, s.def.table);
  for (const it of want) {
    for (const p of s.parts) {
      const seen = new Map<string, number>();
      for (const [i, row] of (it.patch.children.get(p.field) ?? []).entries()) {
        const at = `${p.field}${p.list ? `[${i}]` : ''}`;
        for (const [c, v] of Object.entries(row)) {
          const max = limits.get(c);
          if (max !== undefined && typeof v === 'string' && [...v].length > max) it.patch.fail(`${at}.${fieldName(p.rules, c)}`, `must be at most ${max} characters`);
        }
        const u = p.unique ? row[p.unique] : undefined;
        if (typeof u !== 'string') continue;
        if (seen.has(u)) it.patch.fail(`${at}.${fieldName(p.rules, p.unique!)}`, `duplicate of ${p.field}[${seen.get(u)}]`);
        else seen.set(u, i);
      }
    }
  }
  // the kinds a record does not send keep their stored rows
  const partial = want.filter((it) => s.parts.some((p) => !it.patch.children.has(p.field)));
  const stored = new Map<string, Row[]>();
  if (partial.length) {
    const rows = await ctx.q<{ k: string; row: Row }>(
      `SELECT c.${s.def.fk}::text AS k, jsonb_build_object(${s.def.columns.map((c) => `'${c.name}', c.${c.name}`).join(', ')}) AS row
       FROM ${s.def.table} c WHERE c.${s.def.fk} IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY c.id`,
      [jsonKeys(partial.map((it) => it.key!))],
    );
    for (const r of rows) stored.set(r.k, [...(stored.get(r.k) ?? []), r.row]);
  }
  for (const it of want) {
    const rows: Row[] = [];
    for (const p of s.parts) {
      const sent = it.patch.children.get(p.field);
      if (sent) rows.push(...sent.map((r) => ({ ...r, [s.discriminator]: p.value })));
      else rows.push(...(stored.get(it.key!) ?? []).filter((r) => r[s.discriminator] === p.value));
      it.patch.children.delete(p.field);
    }
    it.patch.children.set(s.def.field, rows);
  }
}

const businessTypes: Shared = {
  def: {
    field: '(business types and SBA certifications)',
    table: 'entity_business_type',
    fk: 'uei',
    list: true,
    rules: {},
    columns: [{ name: 'sba', type: 'Boolean' }, { name: 'code', type: 'String' }, { name: 'description', type: 'String' }, { name: 'entry_date', type: 'Date' }, { name: 'exit_date', type: 'Date' }],
  },
  discriminator: 'sba',
  parts: [
    { field: 'business_types', value: false, list: true, rules: columnRules(['code', 'description']), required: ['code', 'description'], unique: 'code' },
    {
      field: 'sba_business_types',
      value: true,
      list: true,
      rules: columnRules(['code', 'description', 'entry_date', 'exit_date'], { entry_date: 'Date', exit_date: 'Date' }),
      required: ['code', 'description'],
      unique: 'code',
    },
  ],
};

const addresses: Shared = {
  def: {
    field: '(addresses)',
    table: 'entity_address',
    fk: 'uei',
    list: true,
    rules: {},
    columns: [{ name: 'kind', type: 'String' }, ...ADDRESS_COLUMNS.map((name) => ({ name, type: 'String' as const }))],
  },
  discriminator: 'kind',
  parts: [
    { field: 'physical_address', value: 'physical', list: false, rules: columnRules(ADDRESS_COLUMNS) },
    { field: 'mailing_address', value: 'mailing', list: false, rules: columnRules(ADDRESS_COLUMNS) },
  ],
};

const OWNER_RULES: Record<string, FieldRule> = {
  uei: normalized('owner_uei', (s) => s.trim().toUpperCase()),
  cage_code: normalized('cage_code', (s) => s.trim().toUpperCase()),
  legal_business_name: { kind: 'column', column: 'legal_business_name', type: 'String' },
};
const owners: Shared = {
  def: {
    field: '(owners)',
    table: 'entity_owner',
    fk: 'uei',
    list: true,
    rules: {},
    columns: [{ name: 'kind', type: 'String' }, { name: 'owner_uei', type: 'String' }, { name: 'cage_code', type: 'String' }, { name: 'legal_business_name', type: 'String' }],
  },
  discriminator: 'kind',
  parts: [
    { field: 'highest_owner', value: 'highest', list: false, rules: OWNER_RULES, required: ['legal_business_name'] },
    { field: 'immediate_owner', value: 'immediate', list: false, rules: OWNER_RULES, required: ['legal_business_name'] },
  ],
};

const entityNaics: ChildDef = {
  field: 'naics_codes',
  table: 'entity_naics',
  fk: 'uei',
  list: true,
  rules: { code: { kind: 'column', column: 'code', type: 'String' }, sba_small_business: oneOf('sba_small_business', ['Y', 'N'], (s) => s.trim().toUpperCase()) },
  // is_primary is not served: it follows primary_naics (set after the writes)
  columns: [{ name: 'code', type: 'String' }, { name: 'sba_small_business', type: 'String' }],
  required: ['code'],
};

const RELATIONSHIP: Shape = Object.fromEntries(['uei', 'display_name', 'relation', 'type', 'source', 'confidence', 'verification_method'].map((k) => [k, 'String']));

/**
 * Entities, keyed by `uei` (upper-cased). The registration's child
 * collections (business types and SBA certifications, NAICS codes, the
 * physical and mailing addresses, the highest and immediate owners) are
 * replaced as a whole when they differ: an SBA certification added, ended
 * (exit_date) or removed is a modification of the entity. `uuid` is kept
 * once stored (a new entity without one gets a UUID v5 of its UEI);
 * `display_name` defaults to the legal name on creation.
 */
export const entityMapping: IngestMapping = {
  name: 'entities',
  changeType: 'entity',
  table: 'entity',
  key: 'uei',
  keyType: 'text',
  rules: deriveRules(entities.fields, {
    uei: {
      kind: 'custom',
      columns: ['uei'],
      apply(value, patch, field) {
        if (typeof value !== 'string' || !UEI_FORM.test(value.trim())) return patch.fail(field, 'must be a UEI (12 letters and digits)');
        patch.set('uei', value.trim().toUpperCase(), field);
      },
    },
    cage_code: normalized('cage_code', (s) => s.trim().toUpperCase()),
    primary_naics: normalized('primary_naics', (s) => s.trim()),
    psc_codes: {
      kind: 'custom',
      columns: ['psc_codes'],
      apply(value, patch, field) {
        if (value === null) return patch.set('psc_codes', [], field);
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === '')) return patch.fail(field, 'must be a list of PSC codes');
        patch.set('psc_codes', value.map((v: string) => v.trim().toUpperCase()), field);
      },
    },
    naics_small_codes: DERIVED('the NAICS codes whose sba_small_business is Y; send naics_codes'),
    ...sharedRules(businessTypes),
    ...sharedRules(addresses),
    ...sharedRules(owners),
    naics_codes: childRule(entityNaics),
    relationships: jsonList('relationships', RELATIONSHIP),
    federal_obligations: DERIVED('computed from the award records'),
    past_performance: DERIVED('computed from the award records'),
  }),
  children: [businessTypes.def, addresses.def, owners.def, entityNaics],
  changeStamps: ['modified'],
  immutable: ['uuid'],
  async prepare(items, ctx) {
    const keyed = withKey(items);
    const stored = await storedColumns(ctx, entityMapping, keyed.map((it) => it.key!), ['uuid']);
    for (const it of keyed) {
      const was = stored.get(it.key!);
      // the service's uuid: kept once stored, minted for a new entity that sends none
      if (!it.patch.columns.has('uuid')) it.patch.set('uuid', (was?.uuid as string | undefined) ?? uuidV5(`entity:${it.key}`), 'uuid');
      const legal = it.patch.columns.get('legal_business_name');
      if (!was && !it.patch.columns.has('display_name') && typeof legal === 'string') it.patch.set('display_name', legal, 'legal_business_name');
    }
    // a uuid is one entity's
    const uuids = keyed.filter((it) => typeof it.patch.columns.get('uuid') === 'string');
    if (uuids.length) {
      const rows = await ctx.q<{ uuid: string; uei: string }>(
        `SELECT uuid::text AS uuid, uei FROM entity WHERE uuid IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
        [jsonKeys(uuids.map((it) => it.patch.columns.get('uuid') as string))],
      );
      const owner = new Map(rows.map((r) => [r.uuid, r.uei]));
      const inBatch = new Map<string, number>();
      for (const it of uuids) {
        const u = it.patch.columns.get('uuid') as string;
        const other = owner.get(u);
        if (other !== undefined && other !== it.key) it.patch.fail('uuid', `is the uuid of another entity (${other})`);
        else if (inBatch.has(u)) it.patch.fail('uuid', `is also the uuid of record ${inBatch.get(u)} in this batch`);
        else inBatch.set(u, it.index);
      }
    }
    for (const s of [businessTypes, addresses, owners]) await mergeShared(ctx, items, s);
    for (const it of keyed) {
      const seen = new Map<string, number>();
      for (const [i, row] of (it.patch.children.get('naics_codes') ?? []).entries()) {
        if (typeof row.code !== 'string') continue;
        if (seen.has(row.code)) it.patch.fail(`naics_codes[${i}].code`, `duplicate of naics_codes[${seen.get(row.code)}]`);
        else seen.set(row.code, i);
      }
    }
    await keepStoredEquivalents(ctx, entityMapping, items, { relationships: canonList(RELATIONSHIP, false), keywords: listOrEmpty, psc_codes: listOrEmpty });
  },
  async after(ctx, touched) {
    // the primary NAICS code among the registration's codes (served first)
    const changed = [...touched.created, ...touched.modified];
    if (changed.length) {
      await ctx.q(
        `UPDATE entity_naics n SET is_primary = coalesce(n.code = e.primary_naics, false) FROM entity e
         WHERE e.uei = n.uei AND n.uei IN (SELECT jsonb_array_elements_text($1::jsonb)) AND n.is_primary IS DISTINCT FROM coalesce(n.code = e.primary_naics, false)`,
        [jsonKeys(changed)],
      );
    }
    return [];
  },
};

// ───────────────────────────── grants ─────────────────────────────

const GRANT_ATTACHMENT: Shape = { name: 'String', mime_type: 'String', posted_date: 'DateTime', resource_id: 'String', type: 'String', url: 'String' };
const CFDA: Shape = { number: 'String', title: 'String' };

/** A list of Grants.gov codes ({code}; the description comes from the vocabulary) stored as a text[] column. */
function grantCodes(column: string, vocabulary: string): ListRule {
  return objectList(
    [column],
    {
      code: normalized('code', (s) => s.trim()),
      description: DERIVED(`the description comes from the Grants.gov ${vocabulary} vocabulary; send the code`),
    },
    ['code'],
    (rows, patch, field) => patch.set(column, rows.map((r) => r.code as string), field),
  );
}

/** The organisation directory of Grants.gov agency codes (departments and sub-tier agencies by abbreviation). */
interface OrgHit { id: string; dept: string; name: string }
async function grantDirectory(ctx: Ctx): Promise<GrantOrganizationDirectory<OrgHit>> {
  const rows = await ctx.q<{ kind: string; abbr: string; dept: string; id: string; name: string }>(
    `SELECT 'd' AS kind, upper(d.abbreviation) AS abbr, d.cgac AS dept, o.organization_id::text AS id, o.department_name AS name
       FROM department d JOIN organization o ON o.type = 'DEPARTMENT' AND o.code = d.cgac WHERE d.abbreviation IS NOT NULL
     UNION ALL
     SELECT 'a', upper(a.abbreviation), a.department_cgac, o.organization_id::text, coalesce(o.agency_name, o.name)
       FROM agency a JOIN organization o ON o.type = 'AGENCY' AND o.code = a.code WHERE a.abbreviation IS NOT NULL
     ORDER BY 1, 2, 3, 4`,
  );
  const departments = new Map<string, OrgHit>();
  const agencies = new Map<string, OrgHit>();
  for (const r of rows) {
    const hit = { id: r.id, dept: r.dept, name: r.name };
    if (r.kind === 'd') departments.set(r.abbr, hit);
    else agencies.set(`${r.dept}:${r.abbr}`, hit);
  }
  return {
    department: (abbr) => departments.get(abbr.toUpperCase()) ?? null,
    agency: (dept, abbr) => agencies.get(`${dept.dept}:${abbr.toUpperCase()}`) ?? null,
  };
}

/**
 * Grant opportunities, keyed by `grant_id` (the Grants.gov opportunity id:
 * a new grant must send it), or, for a stored grant, by its
 * `opportunity_number`. organization_id is resolved from agency_code by the
 * resource's rule (resolveGrantOrganization); `agency_name` (the Grants.gov
 * agency name: not served, searched) is an ingest-only field, written but
 * not compared, defaulting on creation to the resolved organisation's name.
 * `last_updated`, the source's last-change time, is written with a change
 * and never compared by itself.
 */
export const grantMapping: IngestMapping = {
  name: 'grants',
  changeType: 'grant',
  table: 'grant_opportunity',
  key: 'grant_id',
  keyType: 'int',
  rules: {
    ...deriveRules(grants.fields, {
      grant_id: {
        kind: 'custom',
        columns: ['grant_id'],
        apply(value, patch, field) {
          if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) return patch.fail(field, 'must be a positive whole number (the Grants.gov opportunity id)');
          patch.set('grant_id', String(value), field);
        },
      },
      opportunity_number: normalized('opportunity_number', (s) => s.trim()),
      agency_code: normalized('agency_code', (s) => s.trim()),
      organization_id: DERIVED('resolved from agency_code'),
      organization: DERIVED('resolved from agency_code'),
      status: {
        kind: 'object',
        fields: {
          code: {
            kind: 'custom',
            columns: ['status'],
            apply(value, patch, field) {
              const hit = typeof value === 'string' ? GRANT_STATUSES.find((s) => s.code.toLowerCase() === value.trim().toLowerCase()) : undefined;
              if (!hit) return patch.fail(field, `must be one of: ${GRANT_STATUSES.map((s) => `${s.code} (${s.description})`).join(', ')}`);
              patch.set('status', hit.stored, field);
            },
          },
          description: DERIVED('the status name follows from the code; send status.code'),
        },
      },
      cfda_numbers: {
        kind: 'custom',
        columns: ['cfda'],
        apply(value, patch, field) {
          if (value === null) value = [];
          if (!Array.isArray(value)) return patch.fail(field, 'must be a list');
          const out: Record<string, unknown>[] = [];
          for (const [i, item] of value.entries()) {
            const o = shapedObject(CFDA, item, patch, `${field}[${i}]`, ['number']);
            if (!o) return;
            out.push(o);
          }
          patch.set('cfda', out, field);
          patch.set('cfda_numbers', out.map((o) => o.number as string), field);
        },
      },
      applicant_types: grantCodes('applicant_types', 'applicant type'),
      funding_categories: grantCodes('funding_categories', 'funding category'),
      funding_instruments: grantCodes('funding_instruments', 'funding instrument'),
      attachments: jsonList('attachments', GRANT_ATTACHMENT),
    }),
    // ingest-only: the Grants.gov agency name (searched, not served): written, never compared
    agency_name: {
      kind: 'custom',
      apply(value, patch, field) {
        const r = scalarValue('String', value);
        if ('error' in r || r.value === null || String(r.value).trim() === '') return patch.fail(field, 'must be a non-empty string');
        patch.set('agency_name', String(r.value).trim(), field);
      },
    },
  },
  children: [],
  observation: { last_updated: 'change' },
  async prepare(items, ctx) {
    // status is a stored value every grant has: {"code": …}, never null
    for (const it of items) if (it.record.status === null) it.patch.fail('status', 'must not be null: send {"code": …}');
    // the key: grant_id, or the opportunity_number of a stored grant
    const want = unkeyed(items);
    const numbers = (list: Item[]) => [...new Set(list.map((it) => it.patch.columns.get('opportunity_number')).filter((n): n is string => typeof n === 'string'))];
    const all = numbers(items);
    const byNumber = new Map<string, string>();
    if (all.length) {
      const rows = await ctx.q<{ n: string; id: string }>(
        `SELECT opportunity_number AS n, grant_id::text AS id FROM grant_opportunity WHERE opportunity_number IN (SELECT jsonb_array_elements_text($1::jsonb))`,
        [jsonKeys(all)],
      );
      for (const r of rows) byNumber.set(r.n, r.id);
    }
    for (const it of want) {
      const n = it.patch.columns.get('opportunity_number');
      const id = typeof n === 'string' ? byNumber.get(n) : undefined;
      if (id === undefined) {
        it.patch.fail('grant_id', 'a new grant needs grant_id (the Grants.gov opportunity id); a stored one is also found by its opportunity_number');
        continue;
      }
      it.key = id;
      it.patch.set('grant_id', id, 'grant_id');
    }
    // an opportunity number is one grant's
    const inBatch = new Map<string, number>();
    for (const it of withKey(items)) {
      const n = it.patch.columns.get('opportunity_number');
      if (typeof n !== 'string') continue;
      const owner = byNumber.get(n);
      if (owner !== undefined && owner !== it.key) it.patch.fail('opportunity_number', `is the opportunity number of stored grant ${owner}`);
      else if (inBatch.has(n)) it.patch.fail('opportunity_number', `is also the opportunity number of record ${inBatch.get(n)} in this batch`);
      else inBatch.set(n, it.index);
    }
    // the organisation of the agency code; the agency name of a new grant
    const keyed = withKey(items);
    const stored = await storedColumns(ctx, grantMapping, keyed.map((it) => it.key!), ['grant_id']);
    const coded = keyed.filter((it) => it.patch.columns.has('agency_code'));
    const dir = coded.length ? await grantDirectory(ctx) : null;
    for (const it of coded) {
      const code = it.patch.columns.get('agency_code');
      const hit = typeof code === 'string' ? resolveGrantOrganization(code, dir!) : null;
      it.patch.set('organization_id', hit?.id ?? null, 'agency_code');
      if (!stored.has(it.key!) && !it.patch.columns.has('agency_name') && typeof code === 'string') it.patch.set('agency_name', hit?.name ?? code, 'agency_code');
    }
    await keepStoredEquivalents(ctx, grantMapping, items, {
      cfda: canonList(CFDA, true),
      attachments: canonList(GRANT_ATTACHMENT, false),
      applicant_types: listOrEmpty,
      funding_categories: listOrEmpty,
      funding_instruments: listOrEmpty,
    });
  },
};

// ───────────────────────────── exclusions ─────────────────────────────

const EXCLUSION_ADDRESS: Shape = Object.fromEntries(['address_line1', 'address_line2', 'city', 'state_or_province_code', 'zip_code', 'country_code'].map((k) => [k, 'String']));
const EXCLUSION_KEY = /^[0-9a-f]{64}$/i;

const exclusionReferences: ChildDef = {
  field: 'references',
  table: 'exclusion_reference',
  fk: 'exclusion_key',
  list: true,
  rules: { name: { kind: 'column', column: 'name', type: 'String' }, type: { kind: 'column', column: 'type', type: 'String' } },
  columns: [{ name: 'name', type: 'String' }, { name: 'type', type: 'String' }],
  required: ['name', 'type'],
};

/** The identity an exclusion key digests (the loader's rule), or null when a part is missing. */
function exclusionIdentity(it: Item): string[] | null {
  const c = (k: string) => it.patch.columns.get(k);
  const [agency, classification, name] = [c('excluding_agency_code'), c('classification_type'), c('display_name')];
  if (typeof agency !== 'string' || typeof classification !== 'string' || typeof name !== 'string') return null;
  const opt = (k: string) => (typeof c(k) === 'string' ? (c(k) as string) : '');
  return [agency, classification, name.toUpperCase(), opt('activate_date'), opt('uei'), opt('npi')];
}

/**
 * Exclusions, keyed by `exclusion_key`, or by the identity the key digests
 * (SHA-256 of excluding_agency_code, classification_type, display_name in
 * upper case, activate_date, uei, npi: the loader's rule), so a record that
 * changes one of those must send its key. Issued (created), revised
 * (modified) and lifted (delisted_at sent, a modification) are changes;
 * is_currently_excluded is computed at query time, so a termination date
 * passing changes nothing. entity_uei is the service's link: the record's
 * uei when it names a registered entity.
 */
export const exclusionMapping: IngestMapping = {
  name: 'exclusions',
  changeType: 'exclusion',
  table: 'exclusion',
  key: 'exclusion_key',
  keyType: 'text',
  rules: deriveRules(exclusions.fields, {
    exclusion_key: {
      kind: 'custom',
      columns: ['exclusion_key'],
      apply(value, patch, field) {
        if (typeof value !== 'string' || !EXCLUSION_KEY.test(value.trim())) return patch.fail(field, 'must be a 64-character hexadecimal SHA-256 digest');
        patch.set('exclusion_key', value.trim().toLowerCase(), field);
      },
    },
    uei: normalized('uei', (s) => s.trim().toUpperCase()),
    cage_code: normalized('cage_code', (s) => s.trim().toUpperCase()),
    npi: normalized('npi', (s) => s.trim()),
    entity_uei: DERIVED('the link to a registered entity is made by the service from uei'),
    is_currently_excluded: DERIVED('evaluated for the request day from activate_date, termination_date and delisted_at (a termination date passing is no change)'),
    primary_address: jsonObject('primary_address', EXCLUSION_ADDRESS),
    secondary_address: jsonObject('secondary_address', EXCLUSION_ADDRESS),
    more_locations: {
      kind: 'custom',
      columns: ['more_locations'],
      apply(value, patch, field) {
        if (value !== null && (!Array.isArray(value) || value.some((v) => !isObj(v)))) return patch.fail(field, 'must be a list of objects or null');
        const r = scalarValue('JSON', value);
        if ('error' in r) return patch.fail(field, r.error);
        patch.set('more_locations', r.value, field);
      },
    },
    references: childRule(exclusionReferences),
  }),
  children: [exclusionReferences],
  changeStamps: ['modified'],
  async prepare(items, ctx) {
    for (const it of unkeyed(items)) {
      const identity = exclusionIdentity(it);
      if (!identity) {
        it.patch.fail('exclusion_key', 'a record needs exclusion_key or its identity (excluding_agency_code, classification_type, display_name, activate_date, uei, npi)');
        continue;
      }
      it.key = exclusionKey(identity);
      it.patch.set('exclusion_key', it.key, 'exclusion_key');
    }
    // the link to the registered entity of the record's UEI
    const ueis = [...new Set(items.map((it) => it.patch.columns.get('uei')).filter((u): u is string => typeof u === 'string'))];
    const registered = new Set<string>();
    if (ueis.length) for (const r of await ctx.q<{ uei: string }>(`SELECT uei FROM entity WHERE uei IN (SELECT jsonb_array_elements_text($1::jsonb))`, [jsonKeys(ueis)])) registered.add(r.uei);
    for (const it of items) {
      if (!it.patch.columns.has('uei')) continue;
      const u = it.patch.columns.get('uei');
      it.patch.set('entity_uei', typeof u === 'string' && registered.has(u) ? u : null, 'uei');
    }
    await keepStoredEquivalents(ctx, exclusionMapping, items, { primary_address: canonOne(EXCLUSION_ADDRESS), secondary_address: canonOne(EXCLUSION_ADDRESS) });
  },
};

// ───────────────────────────── Federal Register ─────────────────────────────

/**
 * Federal Register documents, keyed by `document_number` (upper-cased).
 * `agencies` is taken as the organisations the document is attributed to
 * ([{organization_id}], the names and codes come from the hierarchy;
 * compared as a set); organization_id is the first of them.
 * comments_open is evaluated at query time, so a comment period closing is
 * no change. `modified`, the source's last-change time, is written with a
 * change and never compared by itself.
 */
export const federalRegisterMapping: IngestMapping = {
  name: 'federal_register',
  changeType: 'federal_register',
  table: 'federal_register_document',
  key: 'document_number',
  keyType: 'text',
  rules: deriveRules(federalRegister.fields, {
    document_number: {
      kind: 'custom',
      columns: ['document_number'],
      apply(value, patch, field) {
        if (typeof value !== 'string' || !federalRegister.validKey!(value.trim())) return patch.fail(field, 'must be a Federal Register document number (letters, digits and dashes, e.g. 2026-21345)');
        patch.set('document_number', federalRegister.normalizeKey!(value.trim()), field);
      },
    },
    document_type: oneOf(
      'type',
      DOCUMENT_TYPES.map((d) => d.type),
      (s) => DOCUMENT_TYPES.find((d) => d.type.toLowerCase() === s.trim().toLowerCase() || d.code.toLowerCase() === s.trim().toLowerCase())?.type ?? s,
      false,
    ),
    agencies: objectList(
      ['organization_ids'],
      { organization_id: { kind: 'column', column: 'organization_id', type: 'UUID' }, ...Object.fromEntries(ORG_NAMES.map((f) => [f, DERIVED(FROM_ORG)])) },
      ['organization_id'],
      (rows, patch, field) => {
        const ids = rows.map((r) => r.organization_id as string);
        const dup = ids.findIndex((id, i) => ids.indexOf(id) !== i);
        if (dup >= 0) return patch.fail(`${field}[${dup}].organization_id`, `duplicate of ${field}[${ids.indexOf(ids[dup])}]`);
        patch.set('organization_ids', ids, field);
      },
    ),
    comments_open: DERIVED('evaluated for the request day from comments_close_date (a comment period closing is no change)'),
  }),
  children: [],
  observation: { modified: 'change' },
  async prepare(items, ctx) {
    // every organisation named exists
    const ids = [...new Set(items.flatMap((it) => (it.patch.columns.get('organization_ids') as string[] | undefined) ?? []))];
    const known = new Set<string>();
    if (ids.length) {
      for (const r of await ctx.q<{ id: string }>(`SELECT organization_id::text AS id FROM organization WHERE organization_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`, [jsonKeys(ids)])) known.add(r.id);
    }
    for (const it of items) {
      for (const [i, id] of ((it.patch.columns.get('organization_ids') as string[] | undefined) ?? []).entries()) {
        if (!known.has(id)) it.patch.fail(`agencies[${i}].organization_id`, 'names no organization of the hierarchy');
      }
    }
    await keepStoredEquivalents(ctx, federalRegisterMapping, items, {
      organization_ids: asSet,
      agency_names: listOrEmpty,
      docket_ids: listOrEmpty,
      regulation_id_numbers: listOrEmpty,
      cfr_references: listOrEmpty,
    });
    // the first organisation (of the stored order when the set is unchanged)
    for (const it of items) {
      const list = it.patch.columns.get('organization_ids');
      if (Array.isArray(list) && !it.patch.problems.length) it.patch.set('organization_id', (list[0] as string | undefined) ?? null, 'agencies');
    }
  },
};

// ───────────────────────────── storefront requests ─────────────────────────────

/** One attachment of the buyer's current listing. */
const STOREFRONT_ATTACHMENT: Shape = { doc_seq_num: 'Int', doc_name: 'String', doc_type: 'String', doc_path: 'String', is_link: 'Boolean', doc_session_date: 'DateTime' };
const LISTING = 'attachments';

interface Listing { key: string; rows: Record<string, unknown>[] }
const pendingListings = new WeakMap<Ctx, Listing[]>();

/** An attachment in its served form (every key, instants in one spelling). */
const listingRow = (r: Record<string, unknown>) => ({
  doc_seq_num: Number(r.doc_seq_num),
  doc_name: r.doc_name ?? null,
  doc_type: r.doc_type ?? null,
  doc_path: r.doc_path ?? null,
  is_link: r.is_link ?? null,
  doc_session_date: typeof r.doc_session_date === 'string' ? new Date(r.doc_session_date).toISOString() : null,
});
const listingKey = (rows: Record<string, unknown>[]) => stable(rows.map(listingRow).sort((a, b) => a.doc_seq_num - b.doc_seq_num));

/**
 * Storefront requests, keyed by `rfq_id`. `contract_number` (ingest-only:
 * never served) is the schedule contract the request was posted under, which
 * decides who sees it: required for a new request, a change of it is a
 * change. `attachments` is the buyer's current listing: a listing that
 * differs from the stored one (by doc_seq_num) is a change; attachments no
 * longer listed are kept as removed (still counted), new ones await
 * capture, and a replaced document drops its captured bytes.
 * attachment_count (every document ever observed) and link_count (links in
 * the listing) are the service's. No snapshot mode: a request that stops
 * appearing does not change, and status is stored as supplied.
 */
export const ebuyRequestMapping: IngestMapping = {
  name: 'ebuy_requests',
  changeType: 'ebuy_request',
  table: 'storefront_request',
  key: 'rfq_id',
  keyType: 'text',
  rules: {
    ...deriveRules(ebuyRequests.fields, {
      rfq_id: {
        kind: 'custom',
        columns: ['rfq_id'],
        apply(value, patch, field) {
          if (typeof value !== 'string' || !RFQ_ID_FORM.test(value.trim())) return patch.fail(field, 'must be a request id (letters, digits, dashes and underscores, at most 64)');
          patch.set('rfq_id', value.trim(), field);
        },
      },
      request_type: oneOf('request_type', EBUY_REQUEST_TYPES, (s) => s.trim().toUpperCase(), false),
      status: oneOf('status', EBUY_STATUSES, (s) => EBUY_STATUSES.find((x) => x.toLowerCase() === s.trim().toLowerCase()) ?? s, false),
      reference_number: withNorm('reference_number', 'reference_number_norm', normalizeSolicitation),
      organization: orgRef(),
      attachment_count: DERIVED('every document the service has observed for the request, removed ones included'),
      link_count: DERIVED('counted from the links of the listing'),
      modified: DERIVED('stamped by the service when the request changes'),
      attachments: {
        kind: 'custom',
        apply(value, patch, field) {
          if (value === null) value = [];
          if (!Array.isArray(value)) return patch.fail(field, 'must be a list');
          const rows: Row[] = [];
          const seen = new Map<number, number>();
          for (const [i, item] of value.entries()) {
            const o = shapedObject(STOREFRONT_ATTACHMENT, item, patch, `${field}[${i}]`, ['doc_seq_num', 'doc_name', 'doc_path', 'is_link']);
            if (!o) continue;
            const n = o.doc_seq_num as number;
            if (n < 1) patch.fail(`${field}[${i}].doc_seq_num`, 'must be at least 1');
            else if (seen.has(n)) patch.fail(`${field}[${i}].doc_seq_num`, `duplicate of ${field}[${seen.get(n)}]`);
            else seen.set(n, i);
            rows.push(o as Row);
          }
          patch.children.set(LISTING, rows);
        },
      },
    }),
    // ingest-only: the schedule contract the request is visible under
    contract_number: normalized('contract_number', (s) => s.trim()),
  },
  children: [],
  observation: { last_seen: 'always' },
  changeStamps: ['modified'],
  // the service's counts, set after the attachments are written
  createDefaults: () => ({ attachment_count: 0, link_count: 0 }),
  async prepare(items, ctx) {
    // the contract as the schedule catalogue spells it (any case)
    const numbers = [...new Set(items.map((it) => it.patch.columns.get('contract_number')).filter((n): n is string => typeof n === 'string'))];
    if (!numbers.length) return;
    const rows = await ctx.q<{ u: string; n: string }>(
      `SELECT upper(contract_number) AS u, contract_number AS n FROM schedule_catalog_contract WHERE upper(contract_number) IN (SELECT upper(jsonb_array_elements_text($1::jsonb)))`,
      [jsonKeys(numbers)],
    );
    const spelled = new Map(rows.map((r) => [r.u, r.n]));
    for (const it of items) {
      const n = it.patch.columns.get('contract_number');
      if (typeof n === 'string' && spelled.has(n.toUpperCase())) it.patch.columns.set('contract_number', spelled.get(n.toUpperCase())!);
    }
  },
  async beforeWrite(ctx, items) {
    // a listing that differs from the stored one (the attachments not removed) modifies the request
    const sent = items.filter((it) => it.patch.children.has(LISTING));
    const existing = sent.filter((it) => it.change !== 'created');
    const stored = new Map<string, string>();
    if (existing.length) {
      const rows = await ctx.q<{ k: string; rows: Record<string, unknown>[] }>(
        `SELECT r.rfq_id AS k, coalesce((SELECT jsonb_agg(jsonb_build_object('doc_seq_num', a.doc_seq_num, 'doc_name', a.doc_name, 'doc_type', a.doc_type, 'doc_path', a.doc_path,
                  'is_link', a.is_link, 'doc_session_date', a.doc_session_date)) FROM storefront_attachment a WHERE a.rfq_id = r.rfq_id AND NOT a.removed), '[]'::jsonb) AS rows
         FROM storefront_request r WHERE r.rfq_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
        [jsonKeys(existing.map((it) => it.key!))],
      );
      for (const r of rows) stored.set(r.k, listingKey(r.rows));
    }
    const pending: Listing[] = [];
    for (const it of sent) {
      const rows = it.patch.children.get(LISTING)!;
      if (it.change !== 'created' && stored.get(it.key!) === listingKey(rows)) continue;
      pending.push({ key: it.key!, rows });
      if (it.change === 'unchanged') it.change = 'modified';
      if (it.change === 'modified') it.childrenChanged = [...(it.childrenChanged ?? []), LISTING];
    }
    pendingListings.set(ctx, pending);
  },
  async after(ctx) {
    const pending = pendingListings.get(ctx) ?? [];
    if (!pending.length) return [];
    const payload = JSON.stringify(pending.map((p) => ({ key: p.key, rows: p.rows })));
    const keys = jsonKeys(pending.map((p) => p.key));
    const incoming = `(SELECT e->>'key' AS rfq_id, r.doc_seq_num, r.doc_name, r.doc_type, r.doc_path, r.is_link, r.doc_session_date
       FROM jsonb_array_elements($1::jsonb) e, LATERAL jsonb_populate_recordset(NULL::storefront_attachment, e->'rows') r)`;
    // documents observed for the first time (a new sequence number, or another document in its place) count
    await ctx.q(
      `UPDATE storefront_request q SET attachment_count = q.attachment_count + n.new_docs
       FROM (SELECT x.rfq_id, count(*) FILTER (WHERE NOT x.is_link AND (s.rfq_id IS NULL OR s.is_link OR s.doc_path IS DISTINCT FROM x.doc_path))::int AS new_docs
             FROM ${incoming} x LEFT JOIN storefront_attachment s ON s.rfq_id = x.rfq_id AND s.doc_seq_num = x.doc_seq_num GROUP BY x.rfq_id) n
       WHERE q.rfq_id = n.rfq_id AND n.new_docs > 0`,
      [payload],
    );
    // a document replaced in its place: its captured bytes are the old document's
    await ctx.q(
      `DELETE FROM storefront_document d USING ${incoming} x, storefront_attachment s
       WHERE s.rfq_id = x.rfq_id AND s.doc_seq_num = x.doc_seq_num AND d.rfq_id = s.rfq_id AND d.doc_seq_num = s.doc_seq_num
         AND (s.doc_path IS DISTINCT FROM x.doc_path OR s.is_link IS DISTINCT FROM x.is_link)`,
      [payload],
    );
    await ctx.q(
      `INSERT INTO storefront_attachment AS s (rfq_id, doc_seq_num, doc_name, doc_type, doc_path, is_link, doc_session_date, captured, removed)
       SELECT x.rfq_id, x.doc_seq_num, x.doc_name, x.doc_type, x.doc_path, x.is_link, x.doc_session_date, x.is_link, false FROM ${incoming} x
       ON CONFLICT (rfq_id, doc_seq_num) DO UPDATE SET
         doc_name = EXCLUDED.doc_name, doc_type = EXCLUDED.doc_type, doc_session_date = EXCLUDED.doc_session_date, removed = false,
         captured = CASE WHEN s.doc_path IS DISTINCT FROM EXCLUDED.doc_path OR s.is_link IS DISTINCT FROM EXCLUDED.is_link THEN EXCLUDED.captured ELSE s.captured END,
         extracted_text = CASE WHEN s.doc_path IS DISTINCT FROM EXCLUDED.doc_path OR s.is_link IS DISTINCT FROM EXCLUDED.is_link THEN NULL ELSE s.extracted_text END,
         doc_path = EXCLUDED.doc_path, is_link = EXCLUDED.is_link`,
      [payload],
    );
    // no longer listed: kept as removed (attachment_count still counts them)
    await ctx.q(
      `UPDATE storefront_attachment s SET removed = true
       WHERE s.rfq_id IN (SELECT jsonb_array_elements_text($2::jsonb)) AND NOT s.removed
         AND NOT EXISTS (SELECT 1 FROM ${incoming} x WHERE x.rfq_id = s.rfq_id AND x.doc_seq_num = s.doc_seq_num)`,
      [payload, keys],
    );
    await ctx.q(
      `UPDATE storefront_request q SET link_count = (SELECT count(*)::int FROM storefront_attachment s WHERE s.rfq_id = q.rfq_id AND s.is_link AND NOT s.removed)
       WHERE q.rfq_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [keys],
    );
    return [];
  },
};

export const MORE_INGEST_MAPPINGS: IngestMapping[] = [opportunityMapping, entityMapping, grantMapping, exclusionMapping, federalRegisterMapping, ebuyRequestMapping];
