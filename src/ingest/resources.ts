/**
 * The ingestion mappings, one per resource whose data comes from outside,
 * each derived from the resource's declaration (deriveRules) with the
 * overrides its declaration cannot express. See README "Ingestion
 * (operator)" for the field-by-field rules.
 */
import { contractAppeals } from '../resources/contract-appeals.js';
import { sledOpportunities, SLED_CATEGORY_SCHEMES } from '../resources/sled-opportunities.js';
import { contracts } from '../resources/contracts.js';
import { forecasts } from '../resources/forecasts.js';
import { dibbsRfps, dibbsRfqs } from '../resources/dibbs.js';
import { idvs } from '../resources/idvs.js';
import { otas } from '../resources/otas.js';
import { otidvs } from '../resources/otidvs.js';
import type { ResourceSpec } from '../engine/resource.js';
import { isRfc4122Uuid, normalizeDocket, normalizeSolicitation, parseAwardKey, uuidV5 } from '../identifiers/index.js';
import { terminalStatusSql } from '../jobs/sled-status.js';
import { ApiError, validationError } from '../engine/errors.js';
import { FPDS_PAIRS } from '../resources/awards-common.js';
import { applyRule, childRule, deriveRules, DERIVED, scalarValue, type ChildDef, type FieldRule } from './mapping.js';
import type { Ctx, IngestMapping, Item } from './service.js';
import { FROM_ORG, isObj, jsonKeys, normalized, oneOf } from './helpers.js';
import { MORE_INGEST_MAPPINGS } from './resources-more.js';
import { laborRateMapping } from './resources-labor.js';
import { subawardMapping } from './resources-subawards.js';

// ───────────────────────────── state and local ─────────────────────────────

const SLED_SNAPSHOT_PLATFORM_RE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

const sledContact: ChildDef = {
  field: 'contact',
  table: 'sled_contact',
  fk: 'opportunity_id',
  list: false,
  rules: deriveRules({ name: { kind: 'leaf', type: 'String' }, title: { kind: 'leaf', type: 'String' }, email: { kind: 'leaf', type: 'String' }, phone: { kind: 'leaf', type: 'String' } }, {}),
  columns: [{ name: 'name', type: 'String' }, { name: 'title', type: 'String' }, { name: 'email', type: 'String' }, { name: 'phone', type: 'String' }],
};

const sledCategoryCodes: ChildDef = {
  field: 'category_codes',
  table: 'sled_category_code',
  fk: 'opportunity_id',
  list: true,
  rules: { scheme: oneOf('scheme', SLED_CATEGORY_SCHEMES, undefined, false), code: { kind: 'column', column: 'code', type: 'String' }, label: { kind: 'column', column: 'label', type: 'String' } },
  columns: [{ name: 'scheme', type: 'String' }, { name: 'code', type: 'String' }, { name: 'label', type: 'String' }],
  required: ['scheme', 'code'],
};

const EXTRACTION = 'set by the service\'s text extraction';
const sledAttachments: ChildDef = {
  field: 'attachments',
  table: 'sled_attachment',
  fk: 'opportunity_id',
  list: true,
  rules: {
    attachment_id: { kind: 'column', column: 'id', type: 'UUID' },
    name: { kind: 'column', column: 'name', type: 'String' },
    url: { kind: 'column', column: 'url', type: 'String' },
    mime_type: { kind: 'column', column: 'mime_type', type: 'String' },
    size_bytes: { kind: 'column', column: 'size_bytes', type: 'Int' },
    posted_at: { kind: 'column', column: 'posted_at', type: 'DateTime' },
    char_count: DERIVED(EXTRACTION),
    pages: DERIVED(EXTRACTION),
    extraction_status: DERIVED(EXTRACTION),
    extracted_text: DERIVED(EXTRACTION),
  },
  // compared without the id (a crawl does not know the service's attachment ids)
  columns: [{ name: 'name', type: 'String' }, { name: 'url', type: 'String' }, { name: 'mime_type', type: 'String' }, { name: 'size_bytes', type: 'Int' }, { name: 'posted_at', type: 'DateTime' }],
  required: ['name', 'url'],
  insertExtra: { id: 'coalesce(r.id, gen_random_uuid())', extraction_status: "'pending'" },
};

const sledRaw: ChildDef = {
  field: 'raw',
  table: 'sled_raw',
  fk: 'opportunity_id',
  list: false,
  rules: {
    raw_status: { kind: 'column', column: 'raw_status', type: 'String' },
    data: { kind: 'column', column: 'data', type: 'JSON' },
    captured_at: { kind: 'column', column: 'captured_at', type: 'DateTime' },
  },
  // captured_at is an observation time: written, not compared
  columns: [{ name: 'raw_status', type: 'String' }, { name: 'data', type: 'JSON' }],
  required: ['data'],
  insertExtra: { captured_at: 'coalesce(r.captured_at, $2::timestamptz)' },
};

const SLED_DERIVED = DERIVED('computed by the service (status job, delisting, revision history)');

/**
 * Derive status and status_reason of the given solicitations at `now` by the
 * status job's documented precedence (src/jobs/sled-status.ts: terminal word
 * of source_status, else of the raw status; delisted; no deadline; deadline
 * after now; otherwise closed), so a row is served right at once and the
 * next job run finds nothing to change on it.
 */
async function deriveSledStatus(ctx: Ctx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await ctx.q(
    `UPDATE sled_opportunity o SET status = n.status, status_reason = n.reason, status_computed_at = $2::timestamptz
     FROM (
       SELECT d.opportunity_id,
         CASE WHEN d.terminal IS NOT NULL THEN d.terminal WHEN d.delisted_at IS NOT NULL THEN 'closed' WHEN d.response_deadline IS NULL THEN 'unknown'
              WHEN d.response_deadline > $2::timestamptz THEN 'open' ELSE 'closed' END AS status,
         CASE WHEN d.terminal IS NOT NULL THEN 'source_terminal' WHEN d.delisted_at IS NOT NULL THEN 'delisted' WHEN d.response_deadline IS NULL THEN 'no_deadline'
              WHEN d.response_deadline > $2::timestamptz THEN 'deadline_future' ELSE 'deadline_past' END AS reason
       FROM (SELECT s.opportunity_id, s.delisted_at, s.response_deadline,
                    coalesce(${terminalStatusSql('s.source_status')}, ${terminalStatusSql('r.raw_status')}) AS terminal
             FROM sled_opportunity s LEFT JOIN sled_raw r ON r.opportunity_id = s.opportunity_id
             WHERE s.opportunity_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)) d
     ) n
     WHERE o.opportunity_id = n.opportunity_id`,
    [jsonKeys(ids), ctx.now.toISOString()],
  );
}

/** The revision kinds by precedence (one kind per observed revision: the first that applies). */
const REVISION_FIELDS: { column: string; kind: string }[] = [
  { column: 'response_deadline', kind: 'deadline_change' },
  { column: 'source_status', kind: 'status_change' },
  { column: 'attachments', kind: 'documents' },
  { column: 'title', kind: 'title_change' },
  { column: 'description', kind: 'content_change' },
];

interface PendingRevision { id: string; kind: string; changes: { field: string; before: unknown; after: unknown }[] }
const pendingRevisions = new WeakMap<Ctx, PendingRevision[]>();

/**
 * The revision a modified solicitation gets (document 3, "Revision record";
 * the record's fields are designed here): one revision per ingestion that
 * changes the deadline, the portal status, the documents, the title or the
 * description, with one {field, before, after} per changed field (documents:
 * one entry per file name added or removed); its kind is the first of
 * deadline_change, status_change, documents_added / documents_removed /
 * documents_replaced, title_change, content_change that applies. Changes of
 * other fields (agency, contact, category codes, …) are changes (change_log)
 * but not revisions.
 */
async function collectRevisions(ctx: Ctx, items: Item[]): Promise<void> {
  const modified = items.filter((it) => it.change === 'modified' && (it.changed!.some((c) => REVISION_FIELDS.some((r) => r.column === c)) || it.childrenChanged!.includes('attachments')));
  if (!modified.length) return;
  const rows = await ctx.q<{ id: string; title: string; description: string | null; source_status: string | null; deadline: string | null; names: string[] }>(
    `SELECT o.opportunity_id::text AS id, o.title, o.description, o.source_status,
            to_char(o.response_deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deadline,
            coalesce((SELECT array_agg(a.name ORDER BY a.name) FROM sled_attachment a WHERE a.opportunity_id = o.opportunity_id), '{}') AS names
     FROM sled_opportunity o WHERE o.opportunity_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
    [jsonKeys(modified.map((it) => it.key!))],
  );
  const stored = new Map(rows.map((r) => [r.id, r]));
  const out: PendingRevision[] = [];
  for (const it of modified) {
    const before = stored.get(it.key!);
    if (!before) continue;
    const changes: PendingRevision['changes'] = [];
    let kind: string | null = null;
    for (const r of REVISION_FIELDS) {
      if (r.column === 'attachments') {
        if (!it.childrenChanged!.includes('attachments')) continue;
        const after = new Set((it.patch.children.get('attachments') ?? []).map((a) => String(a.name)));
        const was = new Set(before.names);
        const added = [...after].filter((n) => !was.has(n)).sort();
        const removed = [...was].filter((n) => !after.has(n)).sort();
        if (!added.length && !removed.length) continue;
        for (const n of removed) changes.push({ field: 'attachments', before: n, after: null });
        for (const n of added) changes.push({ field: 'attachments', before: null, after: n });
        kind ??= added.length && removed.length ? 'documents_replaced' : added.length ? 'documents_added' : 'documents_removed';
        continue;
      }
      if (!it.changed!.includes(r.column)) continue;
      const b = r.column === 'response_deadline' ? before.deadline : (before as unknown as Record<string, unknown>)[r.column];
      changes.push({ field: r.column, before: b ?? null, after: it.patch.columns.get(r.column) ?? null });
      kind ??= r.kind;
    }
    if (kind) out.push({ id: it.key!, kind, changes });
  }
  pendingRevisions.set(ctx, out);
}

export const sledOpportunityMapping: IngestMapping = {
  name: 'sled_opportunities',
  changeType: 'sled_opportunity',
  table: 'sled_opportunity',
  key: 'opportunity_id',
  keyType: 'uuid',
  rules: {
    ...deriveRules(sledOpportunities.fields, {
      state: normalized('state', (s) => s.trim().toUpperCase()),
      status: SLED_DERIVED,
      status_reason: SLED_DERIVED,
      status_computed_at: SLED_DERIVED,
      delisted_at: DERIVED('set by snapshot ingestion when a complete crawl of the portal no longer lists the solicitation'),
      modified: SLED_DERIVED,
      revision_kind: SLED_DERIVED,
      revisions: SLED_DERIVED,
      has_documents: DERIVED('computed by the service from attachments'),
      contact: childRule(sledContact),
      category_codes: childRule(sledCategoryCodes),
      attachments: childRule(sledAttachments),
      raw: childRule(sledRaw),
    }),
    // the portal identity (support filters): the natural key of a crawl
    platform: normalized('platform', (s) => s.trim().toLowerCase()),
    native_id: normalized('native_id', (s) => s.trim()),
  },
  children: [sledContact, sledCategoryCodes, sledAttachments, sledRaw],
  observation: { first_seen_at: 'create', last_seen_at: 'always', last_change_seen_at: 'change' },
  changeStamps: ['modified'],
  immutable: ['platform', 'native_id'],
  createDefaults: (now) => ({ status: 'unknown', status_reason: 'no_deadline', status_computed_at: now.toISOString(), has_documents: false }),
  async prepare(items, ctx) {
    // the key: opportunity_id when given, else found by (platform, native_id), else minted (UUID v5 of the portal identity)
    // (every record, also one with problems, so that the report names its key)
    const want = items;
    for (const it of want) {
      const platform = it.patch.columns.get('platform');
      const native = it.patch.columns.get('native_id');
      if (typeof platform === 'string' && typeof native === 'string') {
        if (platform === '' || native === '') it.patch.fail(platform === '' ? 'platform' : 'native_id', 'must not be empty');
        else it.patch.set('external_id', `${platform}:${native}`, 'platform');
      }
    }
    const lookup = want.filter((it) => it.key === null && typeof it.patch.columns.get('external_id') === 'string');
    const found = new Map<string, string>();
    if (lookup.length) {
      const rows = await ctx.q<{ external_id: string; id: string }>(
        `SELECT external_id, opportunity_id::text AS id FROM sled_opportunity WHERE external_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
        [jsonKeys(lookup.map((it) => it.patch.columns.get('external_id') as string))],
      );
      for (const r of rows) found.set(r.external_id, r.id);
    }
    for (const it of want) {
      if (it.key !== null) continue;
      const ext = it.patch.columns.get('external_id');
      if (typeof ext !== 'string') {
        if (it.patch.problems.length && Object.keys(it.record).length === 0) continue;
        it.patch.fail('opportunity_id', 'a record needs opportunity_id or its portal identity (platform and native_id)');
        continue;
      }
      it.key = found.get(ext) ?? uuidV5(`sled_opportunity:${ext}`);
      it.patch.set('opportunity_id', it.key, 'opportunity_id');
    }
    for (const it of want) if (it.key !== null && !isRfc4122Uuid(it.key)) it.patch.fail('opportunity_id', 'must be an RFC 4122 UUID');
  },
  beforeWrite: collectRevisions,
  async after(ctx, touched) {
    const out: { keys: string[]; label: string }[] = [];
    const revisions = pendingRevisions.get(ctx) ?? [];
    if (revisions.length) {
      await ctx.q(
        `WITH r AS (SELECT e->>'id' AS id, e->>'kind' AS kind, e->'changes' AS changes FROM jsonb_array_elements($1::jsonb) e),
         ins AS (INSERT INTO sled_revision (id, opportunity_id, observed_at, kind, changes) SELECT gen_random_uuid(), r.id::uuid, $2::timestamptz, r.kind, r.changes FROM r RETURNING 1)
         UPDATE sled_opportunity o SET revision_kind = r.kind FROM r WHERE o.opportunity_id = r.id::uuid`,
        [JSON.stringify(revisions), ctx.now.toISOString()],
      );
    }
    let relisted: string[] = [];
    if (ctx.mode === 'snapshot') {
      // listed again by a complete crawl: delisted_at cleared, status derives from the deadline again
      const rows = await ctx.q<{ id: string }>(
        `UPDATE sled_opportunity SET delisted_at = NULL, modified = greatest(modified, $2::timestamptz)
         WHERE opportunity_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND delisted_at IS NOT NULL
         RETURNING opportunity_id::text AS id`,
        [jsonKeys(touched.all), ctx.now.toISOString()],
      );
      relisted = rows.map((r) => r.id);
      out.push({ keys: relisted, label: 'relisted' });
    }
    const changed = [...touched.created, ...touched.modified];
    if (changed.length) {
      await ctx.q(
        `UPDATE sled_opportunity o SET has_documents = EXISTS (SELECT 1 FROM sled_attachment a WHERE a.opportunity_id = o.opportunity_id)
         WHERE o.opportunity_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
        [jsonKeys(changed)],
      );
    }
    await deriveSledStatus(ctx, [...changed, ...relisted]);
    return out;
  },
  snapshot: {
    describe: 'the portal platform the crawl covers completely, e.g. partition=bonfire',
    parse(partition) {
      const p = partition.toLowerCase();
      if (!SLED_SNAPSHOT_PLATFORM_RE.test(p)) throw validationError('partition must be a portal platform name, e.g. bonfire');
      return p;
    },
    check(item, partition) {
      const platform = item.patch.columns.get('platform');
      if (platform === undefined) return { field: 'platform', message: `is required in snapshot mode (the snapshot covers platform ${partition})` };
      return platform === partition ? null : { field: 'platform', message: `is outside the snapshot's partition (platform ${partition})` };
    },
    async absent(ctx, present) {
      // solicitations of this portal that the crawl no longer lists, that were listed, and whose deadline
      // has not passed (document 3: "stopped listing it before the deadline"): delisted now, closing as
      // delisted. One that ages off the portal after its deadline stays closed as deadline_past; one
      // with no deadline (a standing roster) has no deadline it could be past, so it is delisted.
      const rows = await ctx.q<{ id: string }>(
        `UPDATE sled_opportunity SET delisted_at = $3::timestamptz, modified = greatest(modified, $3::timestamptz)
         WHERE platform = $1 AND delisted_at IS NULL AND opportunity_id NOT IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid)
           AND (response_deadline IS NULL OR response_deadline > $3::timestamptz)
         RETURNING opportunity_id::text AS id`,
        [ctx.partition, jsonKeys(present), ctx.now.toISOString()],
      );
      const ids = rows.map((r) => r.id);
      await deriveSledStatus(ctx, ids);
      return { keys: ids, label: 'delisted' };
    },
  },
};

// ───────────────────────────── contract appeals ─────────────────────────────

const BOARDS = ['cbca', 'asbca'] as const;

export const contractAppealMapping: IngestMapping = {
  name: 'contract_appeals',
  changeType: 'contract_appeal',
  table: 'contract_appeal',
  key: 'uuid',
  keyType: 'uuid',
  rules: deriveRules(contractAppeals.fields, {
    board: oneOf('board', BOARDS, undefined, false),
    listed: DERIVED('set by snapshot ingestion of the board\'s newest listing'),
    docket_numbers: {
      kind: 'custom',
      columns: ['docket_numbers', 'docket_numbers_norm'],
      apply(value, patch, field) {
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === '' || v.includes('\u0000'))) return patch.fail(field, 'must be a list of docket numbers (non-empty strings)');
        patch.set('docket_numbers', value as string[], field);
        patch.set('docket_numbers_norm', (value as string[]).map(normalizeDocket), field);
      },
    },
  }),
  children: [],
  observation: { first_listed_at: 'create' },
  changeStamps: ['modified'],
  createDefaults: () => ({ listed: true, decision_date_repaired: false }),
  async prepare(items, ctx) {
    // the key: uuid when given, else found by (board, url), else minted (UUID v5 of board and url)
    const want = items.filter((it) => it.key === null && Object.keys(it.record).length > 0);
    const byUrl = new Map<string, string>();
    const pairs = want.map((it) => [it.patch.columns.get('board'), it.patch.columns.get('url')]).filter(([b, u]) => typeof b === 'string' && typeof u === 'string');
    if (pairs.length) {
      const rows = await ctx.q<{ board: string; url: string; id: string }>(
        `SELECT c.board, c.url, c.uuid::text AS id FROM contract_appeal c JOIN jsonb_array_elements($1::jsonb) e ON c.board = e->>0 AND c.url = e->>1`,
        [JSON.stringify(pairs)],
      );
      for (const r of rows) byUrl.set(`${r.board} ${r.url}`, r.id);
    }
    for (const it of want) {
      const board = it.patch.columns.get('board');
      const url = it.patch.columns.get('url');
      if (typeof board !== 'string' || typeof url !== 'string') {
        it.patch.fail('uuid', 'a record needs uuid or its listing identity (board and url)');
        continue;
      }
      it.key = byUrl.get(`${board} ${url}`) ?? uuidV5(`contract_appeal:${board}:${url}`);
      it.patch.set('uuid', it.key, 'uuid');
    }
    for (const it of items) if (it.key !== null && !it.patch.problems.length && !isRfc4122Uuid(it.key)) it.patch.fail('uuid', 'must be an RFC 4122 UUID');
  },
  async after(ctx, touched) {
    if (ctx.mode !== 'snapshot') return [];
    // on the board's newest listing again: listed
    const rows = await ctx.q<{ id: string }>(
      `UPDATE contract_appeal SET listed = true, modified = greatest(modified, $2::timestamptz)
       WHERE uuid IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND NOT listed RETURNING uuid::text AS id`,
      [jsonKeys(touched.all), ctx.now.toISOString()],
    );
    return [{ keys: rows.map((r) => r.id), label: 'relisted' }];
  },
  snapshot: {
    describe: 'the board and listing year of the newest listing, e.g. partition=cbca:2026',
    parse(partition) {
      const m = /^(cbca|asbca):(\d{4})$/i.exec(partition);
      if (!m) throw validationError('partition must be <board>:<listing year>, e.g. cbca:2026 (boards: cbca, asbca)');
      return { board: m[1].toLowerCase(), year: Number(m[2]) };
    },
    check(item, partition) {
      const p = partition as { board: string; year: number };
      if (item.patch.columns.get('board') !== p.board) return { field: 'board', message: `is outside the snapshot's partition (board ${p.board})` };
      if (item.patch.columns.get('listing_year') !== p.year) return { field: 'listing_year', message: `must be ${p.year}, the snapshot's listing year` };
      return null;
    },
    async absent(ctx, present) {
      // decisions of this board and listing year that the newest listing no longer carries: listed = false, the row kept
      const p = ctx.partition as { board: string; year: number };
      const rows = await ctx.q<{ id: string }>(
        `UPDATE contract_appeal SET listed = false, modified = greatest(modified, $4::timestamptz)
         WHERE board = $1 AND listing_year = $2 AND listed AND uuid NOT IN (SELECT jsonb_array_elements_text($3::jsonb)::uuid)
         RETURNING uuid::text AS id`,
        [p.board, p.year, jsonKeys(present), ctx.now.toISOString()],
      );
      return { keys: rows.map((r) => r.id), label: 'unlisted' };
    },
  },
};

// ───────────────────────────── awards (contracts) ─────────────────────────────

/** An office reference: {organization_id} -> <side>_office_id, with the agency and department codes of that office (looked up in prepare). */
function officeRule(side: 'awarding' | 'funding'): FieldRule {
  const fields: Record<string, FieldRule> = { organization_id: { kind: 'column', column: `${side}_office_id`, type: 'UUID' } };
  for (const f of ['office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name']) fields[f] = DERIVED(FROM_ORG);
  return { kind: 'object', fields };
}

/** A {code, description} object kept under one key of a JSON column (the FPDS long tail, legislative mandates). */
function jsonPairsRule(column: string, keys: readonly string[], nested: boolean): FieldRule & { kind: 'custom' } {
  return {
    kind: 'custom',
    columns: [column],
    apply(value, patch, field) {
      const pair = (v: unknown, path: string): { code: string | null; description: string | null } | null | undefined => {
        if (v === null) return null;
        if (!isObj(v)) return void patch.fail(path, 'must be an object {code, description} or null');
        for (const k of Object.keys(v)) if (k !== 'code' && k !== 'description') return void patch.fail(`${path}.${k}`, 'unknown field: not a field of this resource\'s detail format');
        for (const k of ['code', 'description'] as const) if (v[k] !== undefined && v[k] !== null && typeof v[k] !== 'string') return void patch.fail(`${path}.${k}`, 'must be a string or null');
        return { code: (v.code as string | undefined) ?? null, description: (v.description as string | undefined) ?? null };
      };
      if (nested) {
        // one object holding every key
        if (value === null) return patch.set(column, null, field);
        if (!isObj(value)) return patch.fail(field, 'must be an object or null');
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(value)) {
          if (!keys.includes(k)) {
            patch.fail(`${field}.${k}`, 'unknown field: not a field of this resource\'s detail format');
            continue;
          }
          const p = pair(v, `${field}.${k}`);
          if (p !== undefined && p !== null) out[k] = p;
        }
        return patch.set(column, out, field);
      }
      // one top-level field per key, merged into the column
      const p = pair(value, field);
      if (p === undefined) return;
      const current = (patch.columns.get(column) as Record<string, unknown> | undefined) ?? {};
      const next = { ...current };
      if (p === null) delete next[field];
      else next[field] = p;
      patch.columns.set(column, next);
    },
  };
}

const OFFICER_KEYS = Array.from({ length: 5 }, (_, i) => [`highly_compensated_officer_${i + 1}_name`, `highly_compensated_officer_${i + 1}_amount`]).flat();
const officersRule: FieldRule = {
  kind: 'custom',
  columns: ['officers'],
  apply(value, patch, field) {
    if (value === null) return patch.set('officers', null, field);
    if (!isObj(value)) return patch.fail(field, 'must be an object or null');
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!OFFICER_KEYS.includes(k)) {
        patch.fail(`${field}.${k}`, 'unknown field: not a field of this resource\'s detail format');
        continue;
      }
      const r = scalarValue(k.endsWith('_amount') ? 'Decimal' : 'String', v);
      if ('error' in r) patch.fail(`${field}.${k}`, r.error);
      else if (r.value !== null) out[k] = k.endsWith('_amount') ? Number(r.value) : r.value;
    }
    patch.set('officers', out, field);
  },
};

const LEGISLATIVE_KEYS = ['clinger_cohen_act_planning', 'construction_wage_rate_requirements', 'employment_eligibility_verification', 'interagency_contracting_authority', 'labor_standards', 'materials_supplies_articles_equipment', 'other_statutory_authority', 'service_contract_inventory'];

const awardTransactions: ChildDef = {
  field: 'transactions',
  table: 'award_transaction',
  fk: 'award_key',
  list: true,
  rules: {
    modification_number: { kind: 'column', column: 'modification_number', type: 'String' },
    transaction_date: { kind: 'column', column: 'transaction_date', type: 'Date' },
    obligated: { kind: 'column', column: 'obligated', type: 'Decimal' },
    description: { kind: 'column', column: 'description', type: 'String' },
    // the expansion {code, description}, or the raw snapshot's text beside action_type_code
    action_type: {
      kind: 'custom',
      columns: ['action_type_code', 'action_type'],
      apply(value, patch, field) {
        if (value !== null && typeof value === 'object') {
          applyRule({ kind: 'object', fields: { code: { kind: 'column', column: 'action_type_code', type: 'String' }, description: { kind: 'column', column: 'action_type', type: 'String' } } }, value, patch, field);
        } else applyRule({ kind: 'column', column: 'action_type', type: 'String' }, value, patch, field);
      },
    },
    action_type_code: { kind: 'column', column: 'action_type_code', type: 'String' },
  },
  columns: [
    { name: 'modification_number', type: 'String' }, { name: 'transaction_date', type: 'Date' }, { name: 'obligated', type: 'Decimal' },
    { name: 'description', type: 'String' }, { name: 'action_type_code', type: 'String' }, { name: 'action_type', type: 'String' },
  ],
  required: ['modification_number', 'transaction_date', 'obligated'],
};

/** The exact sum of decimal strings (-?digits[.digits], as scalarValue('Decimal') leaves them), as a decimal string. */
function sumDecimals(values: string[]): string {
  const SCALE = 6;
  let total = 0n;
  for (const v of values) {
    const neg = v.startsWith('-');
    const [whole, frac = ''] = (neg ? v.slice(1) : v).split('.');
    const n = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt((frac + '0'.repeat(SCALE)).slice(0, SCALE));
    total += neg ? -n : n;
  }
  const neg = total < 0n;
  const abs = (neg ? -total : total).toString().padStart(SCALE + 1, '0');
  const frac = abs.slice(-SCALE).replace(/0+$/, '');
  return `${neg ? '-' : ''}${abs.slice(0, -SCALE)}${frac ? `.${frac}` : ''}`;
}

/** The mapping of an award family's resource (contracts; the other families share the overrides). */
function awardMapping(spec: ResourceSpec, family: 'contract' | 'idv' | 'ota' | 'otidv', changeType: string): IngestMapping {
  const keyKind = family === 'contract' || family === 'ota' ? 'contract' : 'idv';
  const overrides: Record<string, FieldRule> = {
    key: {
      kind: 'custom',
      columns: ['key'],
      apply(value, patch, field) {
        if (typeof value !== 'string' || parseAwardKey(value.trim())?.kind !== keyKind) {
          return patch.fail(field, `must be a ${keyKind === 'contract' ? 'CONT_AWD_<piid>_<agency>_<parent piid>_<parent agency>' : 'CONT_IDV_<piid>_<agency>'} award key`);
        }
        patch.set('key', value.trim(), field);
      },
    },
    solicitation_identifier: {
      kind: 'custom',
      columns: ['solicitation_identifier', 'solicitation_identifier_norm'],
      apply(value, patch, field) {
        const r = scalarValue('String', value);
        if ('error' in r) return patch.fail(field, r.error);
        patch.set('solicitation_identifier', r.value, field);
        patch.set('solicitation_identifier_norm', typeof r.value === 'string' ? normalizeSolicitation(r.value) : null, field);
      },
    },
    'competition.solicitation_identifier': {
      kind: 'custom',
      columns: ['solicitation_identifier', 'solicitation_identifier_norm'],
      apply(value, patch, field) {
        const r = scalarValue('String', value);
        if ('error' in r) return patch.fail(field, r.error);
        patch.set('solicitation_identifier', r.value, field);
        patch.set('solicitation_identifier_norm', typeof r.value === 'string' ? normalizeSolicitation(r.value) : null, field);
      },
    },
    'naics.description': DERIVED('the NAICS title comes from the NAICS reference table; send naics_code or naics.code'),
    'psc.description': DERIVED('the PSC name comes from the PSC reference table; send psc_code or psc.code'),
    awarding_office: officeRule('awarding'),
    funding_office: officeRule('funding'),
    transactions: childRule(awardTransactions),
    subawards_summary: DERIVED('summed from the subaward records'),
    'recipient.cage': DERIVED('comes from the recipient\'s registration'),
    'recipient.duns': {
      kind: 'custom',
      columns: ['recipient_duns'],
      apply(value, patch, field) {
        if (value === null) return patch.set('recipient_duns', null, field);
        if (typeof value !== 'string' || !/^\d{9}$/.test(value.trim())) return patch.fail(field, 'must be a DUNS number (9 digits) or null');
        patch.set('recipient_duns', value.trim(), field);
      },
    },
    schedule_catalog: DERIVED('the schedule catalogue row is a record of its own'),
    awards: DERIVED('the child awards are records of their own'),
    vehicle: DERIVED('the vehicle of the IDV this award was ordered under'),
    legislative_mandates: jsonPairsRule('legislative_mandates', LEGISLATIVE_KEYS, true),
    officers: officersRule,
  };
  for (const name of FPDS_PAIRS) overrides[name] = jsonPairsRule('fpds_codes', FPDS_PAIRS, false);
  return {
    name: spec.name,
    changeType,
    table: 'award',
    key: 'key',
    keyType: 'text',
    rules: deriveRules(spec.fields, overrides),
    children: [awardTransactions],
    changeStamps: ['modified'],
    scope: { column: 'family', value: family, label: family },
    requireOneOf: [{ columns: ['recipient_uei', 'recipient_duns'], field: 'recipient.uei', message: 'is required (or recipient.duns, for a recipient that award data from before the UEI names by DUNS alone)' }],
    createDefaults: () => ({ family, number_of_actions: 1 }),
    // offices, entities and the parent IDV are looked up before the lock: a batch of contracts never creates the
    // parent of another (a contract sent while its parent IDV is being ingested may be refused, as it could be when
    // it came first: send the IDV first)
    checksBeforeLock: true,
    async prepare(items, ctx) {
      // a record that sends its whole transaction set but no obligated amount (or number of actions): the sum (count) of the transactions
      for (const it of items) {
        const txs = it.patch.children.get('transactions');
        if (!txs) continue;
        if (!it.patch.columns.has('obligated') && txs.every((t) => typeof t.obligated === 'string')) it.patch.set('obligated', sumDecimals(txs.map((t) => t.obligated as string)), 'transactions');
        if (!it.patch.columns.has('number_of_actions') && txs.length > 0) it.patch.set('number_of_actions', txs.length, 'transactions');
      }
      // fiscal year from the award date when not sent (federal: October starts the next year)
      for (const it of items) {
        const d = it.patch.columns.get('award_date');
        if (typeof d === 'string' && !it.patch.columns.has('fiscal_year')) {
          const [y, m] = d.split('-').map(Number);
          it.patch.set('fiscal_year', m >= 10 ? y + 1 : y, 'award_date');
        }
      }
      // references: offices (their agency and department codes), the recipient's registration, the parent award
      const want = (column: string) => [...new Set(items.map((it) => it.patch.columns.get(column)).filter((v): v is string => typeof v === 'string'))];
      const offices = new Map<string, { agency_code: string | null; department_code: string }>();
      const officeIds = [...new Set([...want('awarding_office_id'), ...want('funding_office_id')])];
      if (officeIds.length) {
        const rows = await ctx.q<{ id: string; agency_code: string | null; department_code: string }>(
          `SELECT organization_id::text AS id, agency_code, department_code FROM organization WHERE organization_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
          [jsonKeys(officeIds)],
        );
        for (const r of rows) offices.set(r.id, r);
      }
      const ueis = want('recipient_uei');
      const known = new Set<string>();
      if (ueis.length) for (const r of await ctx.q<{ uei: string }>(`SELECT uei FROM entity WHERE uei IN (SELECT jsonb_array_elements_text($1::jsonb))`, [jsonKeys(ueis)])) known.add(r.uei);
      const parents = want('parent_award_key');
      const parentKeys = new Set<string>();
      if (parents.length) for (const r of await ctx.q<{ key: string }>(`SELECT key FROM award WHERE key IN (SELECT jsonb_array_elements_text($1::jsonb))`, [jsonKeys(parents)])) parentKeys.add(r.key);
      for (const it of items) {
        for (const side of ['awarding', 'funding'] as const) {
          const id = it.patch.columns.get(`${side}_office_id`);
          if (id === undefined) continue;
          if (id === null) {
            it.patch.set(`${side}_agency_code`, null, `${side}_office`);
            it.patch.set(`${side}_department_code`, null, `${side}_office`);
            continue;
          }
          const o = offices.get(id as string);
          if (!o) {
            it.patch.fail(`${side}_office.organization_id`, 'names no organization of the hierarchy');
            continue;
          }
          it.patch.set(`${side}_agency_code`, o.agency_code, `${side}_office`);
          it.patch.set(`${side}_department_code`, o.department_code, `${side}_office`);
        }
        const uei = it.patch.columns.get('recipient_uei');
        if (typeof uei === 'string' && !known.has(uei)) it.patch.fail('recipient.uei', 'names no registered entity (ingest the entity first)');
        const parent = it.patch.columns.get('parent_award_key');
        if (typeof parent === 'string' && !parentKeys.has(parent)) it.patch.fail('parent_award.key', 'names no stored award (ingest the parent first)');
      }
    },
  };
}

export const contractMapping = awardMapping(contracts, 'contract', 'contract');
export const idvMapping = awardMapping(idvs, 'idv', 'idv');
export const otaMapping = awardMapping(otas, 'ota', 'ota');
export const otidvMapping = awardMapping(otidvs, 'otidv', 'otidv');

// ───────────────────────────── forecasts ─────────────────────────────

const CONTACT_KEYS = ['name', 'title', 'email', 'phone'];

export const forecastMapping: IngestMapping = {
  name: 'forecasts',
  changeType: 'forecast',
  table: 'forecast',
  key: 'id',
  keyType: 'int',
  rules: deriveRules(forecasts.fields, {
    id: {
      kind: 'custom',
      columns: ['id'],
      apply(value, patch, field) {
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) return patch.fail(field, 'must be a positive whole number');
        patch.set('id', String(value), field);
      },
    },
    organization: DERIVED(FROM_ORG.replace('send organization_id only', 'send organization_id')),
    primary_contact: {
      kind: 'custom',
      columns: ['primary_contact'],
      apply(value, patch, field) {
        if (value === null) return patch.set('primary_contact', null, field);
        if (!isObj(value)) return patch.fail(field, 'must be an object or null');
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(value)) {
          if (!CONTACT_KEYS.includes(k)) patch.fail(`${field}.${k}`, 'unknown field: not a field of this resource\'s detail format');
          else if (v !== null && typeof v !== 'string') patch.fail(`${field}.${k}`, 'must be a string or null');
          else if (v !== null) out[k] = v;
        }
        patch.set('primary_contact', out, field);
      },
    },
    created: { kind: 'column', column: 'created', type: 'DateTime' },
    modified: DERIVED('stamped by the service when the forecast changes'),
  }),
  children: [],
  observation: { created: 'create' },
  changeStamps: ['modified'],
  immutable: ['source_system', 'external_id'],
  async prepare(items, ctx) {
    // the key: id when given, else found by (source_system, external_id), else the next free id
    const want = items.filter((it) => it.key === null && Object.keys(it.record).length > 0);
    const pairs = want.map((it) => [it.patch.columns.get('source_system'), it.patch.columns.get('external_id')]).filter(([a, b]) => typeof a === 'string' && typeof b === 'string');
    const found = new Map<string, string>();
    if (pairs.length) {
      const rows = await ctx.q<{ s: string; e: string; id: string }>(
        `SELECT f.source_system AS s, f.external_id AS e, f.id::text AS id FROM forecast f JOIN jsonb_array_elements($1::jsonb) x ON f.source_system = x->>0 AND f.external_id = x->>1`,
        [JSON.stringify(pairs)],
      );
      for (const r of rows) found.set(`${r.s}\u0000${r.e}`, r.id);
    }
    const [{ next }] = await ctx.q<{ next: number }>(`SELECT (coalesce(max(id), 0) + 1)::int AS next FROM forecast`);
    let n = Number(next);
    const minted = new Map<string, string>();
    for (const it of want) {
      const a = it.patch.columns.get('source_system');
      const b = it.patch.columns.get('external_id');
      if (typeof a !== 'string' || typeof b !== 'string') {
        it.patch.fail('id', 'a record needs id or its source identity (source_system and external_id)');
        continue;
      }
      const nat = `${a}\u0000${b}`;
      let id = found.get(nat) ?? minted.get(nat);
      if (!id) minted.set(nat, (id = String(n++)));
      it.key = id;
      it.patch.set('id', id, 'id');
    }
  },
};

// ───────────────────────────── defense bid board ─────────────────────────────

/**
 * A UUID key found by a natural key (columns of the table), else minted as a
 * UUID v5 of it: `prepare` of resources whose source does not know the
 * service's UUIDs.
 */
function naturalUuidKey(table: string, key: string, natural: string[]): NonNullable<IngestMapping['prepare']> {
  return async (items, ctx) => {
    const want = items.filter((it) => it.key === null && Object.keys(it.record).length > 0);
    const tuples = want.map((it) => natural.map((c) => it.patch.columns.get(c))).filter((t) => t.every((v) => typeof v === 'string'));
    const found = new Map<string, string>();
    if (tuples.length) {
      const rows = await ctx.q<{ nat: string[]; id: string }>(
        `SELECT jsonb_build_array(${natural.map((c) => `t.${c}`).join(', ')}) AS nat, t.${key}::text AS id
         FROM ${table} t JOIN jsonb_array_elements($1::jsonb) x ON ${natural.map((c, i) => `t.${c} = x->>${i}`).join(' AND ')}`,
        [JSON.stringify(tuples)],
      );
      for (const r of rows) found.set(JSON.stringify(r.nat), r.id);
    }
    for (const it of want) {
      const tuple = natural.map((c) => it.patch.columns.get(c));
      if (!tuple.every((v) => typeof v === 'string')) {
        it.patch.fail(key, `a record needs ${key} or its source identity (${natural.join(' and ')})`);
        continue;
      }
      it.key = found.get(JSON.stringify(tuple)) ?? uuidV5(`${table}:${JSON.stringify(tuple)}`);
      it.patch.set(key, it.key, key);
    }
    for (const it of items) if (it.key !== null && !it.patch.problems.length && !isRfc4122Uuid(it.key)) it.patch.fail(key, 'must be an RFC 4122 UUID');
  };
}

function dibbsMapping(spec: ResourceSpec, changeType: string, natural: string[]): IngestMapping {
  const org: FieldRule = {
    kind: 'object',
    fields: {
      organization_id: { kind: 'column', column: 'organization_id', type: 'UUID' },
      ...Object.fromEntries(['office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name'].map((f) => [f, DERIVED(FROM_ORG)])),
    },
  };
  return {
    name: spec.name,
    changeType,
    table: spec.table,
    key: 'uuid',
    keyType: 'uuid',
    rules: deriveRules(spec.fields, { organization: org, modified: DERIVED('stamped by the service when the record changes') }),
    children: [],
    changeStamps: ['modified'],
    prepare: naturalUuidKey(spec.table, 'uuid', natural),
  };
}

export const dibbsRfqMapping = dibbsMapping(dibbsRfqs, 'dibbs_rfq', ['solicitation', 'purchase_request']);
export const dibbsRfpMapping = dibbsMapping(dibbsRfps, 'dibbs_rfp', ['solicitation']);

// ───────────────────────────── registry ─────────────────────────────

export const INGEST_MAPPINGS: IngestMapping[] = [
  contractMapping, idvMapping, otaMapping, otidvMapping, forecastMapping, dibbsRfqMapping, dibbsRfpMapping, sledOpportunityMapping, contractAppealMapping,
  ...MORE_INGEST_MAPPINGS,
  laborRateMapping,
  subawardMapping,
];

export function ingestMapping(name: string): IngestMapping {
  const m = INGEST_MAPPINGS.find((x) => x.name === name);
  if (m) return m;
  throw new ApiError(404, { error: `no ingestible resource ${JSON.stringify(name.slice(0, 80))}; ingestible: ${INGEST_MAPPINGS.map((x) => x.name).join(', ')}`, code: 'not_found' });
}

