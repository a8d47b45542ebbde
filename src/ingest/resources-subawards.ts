/**
 * Subawards (contract subawards as USAspending publishes them, reported by
 * the prime through FSRS, now SAM subaward reporting) → the subawards
 * resource.
 *
 * The prime award must be stored: `award_key` names a contract (a subaward
 * of an unknown prime is refused, naming it). `piid` defaults to the prime's.
 * Offices: `awarding_office_code` / `funding_office_code` (ingest-only, the
 * offices' AACs) resolve to the organisations of the hierarchy (null when
 * none is known).
 *
 * Key: `key`, or when not sent, the subaward's natural key (USAspending has
 * no subaward id): the prime award key, the report id, the subaward number
 * and the action date (a report may repeat a number for several actions),
 * as `{award_key}-SUB-{16 hex digits of their SHA-256}`.
 */
import { createHash } from 'node:crypto';
import { subawards } from '../resources/subawards.js';
import { isObj, jsonKeys, normalized } from './helpers.js';
import { deriveRules, DERIVED, scalarValue, type FieldRule } from './mapping.js';
import type { IngestMapping } from './service.js';

/** The key of a subaward without one (see the module comment). */
export function subawardKey(awardKey: string, reportId: string, number: string, actionDate: string): string {
  const digest = createHash('sha256').update(JSON.stringify([awardKey.trim().toUpperCase(), reportId.trim(), number.trim(), actionDate.trim()])).digest('hex').slice(0, 16);
  return `${awardKey.trim().toUpperCase()}-SUB-${digest}`;
}

const KEY_RE = /^[A-Za-z0-9_.:-]{1,200}$/;

const officers: FieldRule = {
  kind: 'custom',
  columns: ['highly_compensated_officers'],
  apply(value, patch, field) {
    if (value === null) return patch.set('highly_compensated_officers', null, field);
    if (!Array.isArray(value)) return patch.fail(field, 'must be a list of {name, amount} or null');
    const out: { name: string; amount: number | null }[] = [];
    for (const [i, o] of value.entries()) {
      if (!isObj(o) || Object.keys(o).some((k) => k !== 'name' && k !== 'amount')) return patch.fail(`${field}[${i}]`, 'must be an object {name, amount}');
      if (typeof o.name !== 'string' || o.name.trim() === '') return patch.fail(`${field}[${i}].name`, 'must be a non-empty string');
      const amount = o.amount === null || o.amount === undefined ? null : typeof o.amount === 'string' && /^-?\d+(\.\d+)?$/.test(o.amount.trim()) ? Number(o.amount) : o.amount;
      if (amount !== null && (typeof amount !== 'number' || !Number.isFinite(amount))) return patch.fail(`${field}[${i}].amount`, 'must be a number or null');
      out.push({ name: o.name.trim(), amount });
    }
    patch.set('highly_compensated_officers', out.length ? out : null, field);
  },
};

/** An ingest-only office code (AAC), resolved in prepare. */
const officeCode = (kind: 'awarding' | 'funding'): FieldRule => ({
  kind: 'custom',
  columns: [`${kind}_office_id`],
  apply(value, patch, field) {
    const r = scalarValue('String', value);
    if ('error' in r) return patch.fail(field, r.error);
    patch.set(`${kind}_office_code`, r.value === null || String(r.value).trim() === '' ? null : String(r.value).trim().toUpperCase(), field);
  },
});

export const subawardMapping: IngestMapping = {
  name: 'subawards',
  changeType: 'subaward',
  table: 'subaward',
  key: 'key',
  keyType: 'text',
  rules: {
    ...deriveRules(subawards.fields, {
      key: {
        kind: 'custom',
        columns: ['key'],
        apply(value, patch, field) {
          if (typeof value !== 'string' || !KEY_RE.test(value.trim())) return patch.fail(field, 'must be letters, digits and _ . : - (or leave it out: the key is then made from award_key, fsrs_details.id, subaward_details.number and subaward_details.action_date)');
          patch.set('key', value.trim(), field);
        },
      },
      award_key: normalized('award_key', (s) => s.trim().toUpperCase()),
      prime_awardee_uei: normalized('prime_awardee_uei', (s) => s.trim().toUpperCase()),
      subawardee_uei: normalized('subawardee_uei', (s) => s.trim().toUpperCase()),
      prime_awardee_parent_uei: normalized('prime_awardee_parent_uei', (s) => s.trim().toUpperCase()),
      subawardee_parent_uei: normalized('subawardee_parent_uei', (s) => s.trim().toUpperCase()),
      'prime_recipient.uei': normalized('prime_awardee_uei', (s) => s.trim().toUpperCase()),
      'subaward_recipient.uei': normalized('subawardee_uei', (s) => s.trim().toUpperCase()),
      highly_compensated_officers: officers,
      awarding_office: DERIVED('resolved from awarding_office_code'),
      funding_office: DERIVED('resolved from funding_office_code'),
    }),
    // ingest-only: the agencies' sub-tier codes and the offices' AACs as the file gives them
    awarding_agency_code: normalized('awarding_agency_code', (s) => s.trim().toUpperCase()),
    funding_agency_code: normalized('funding_agency_code', (s) => s.trim().toUpperCase()),
    awarding_office_code: officeCode('awarding'),
    funding_office_code: officeCode('funding'),
  },
  children: [],
  changeStamps: ['modified'],
  async prepare(items, ctx) {
    const live = items.filter((it) => Object.keys(it.record).length > 0);
    // the prime award: a stored contract
    const awardKeys = [...new Set(live.map((it) => it.patch.columns.get('award_key')).filter((k): k is string => typeof k === 'string'))];
    const awards = new Map<string, { family: string; piid: string }>();
    if (awardKeys.length) {
      for (const r of await ctx.q<{ key: string; family: string; piid: string }>(`SELECT key, family::text AS family, piid FROM award WHERE key IN (SELECT jsonb_array_elements_text($1::jsonb))`, [jsonKeys(awardKeys)])) awards.set(r.key, r);
    }
    // offices by AAC
    const codes = [...new Set(live.flatMap((it) => ['awarding_office_code', 'funding_office_code'].map((c) => it.patch.columns.get(c))).filter((c): c is string => typeof c === 'string'))];
    const offices = new Map<string, string>();
    if (codes.length) {
      for (const r of await ctx.q<{ code: string; id: string }>(
        `SELECT DISTINCT ON (office_code) office_code AS code, organization_id::text AS id FROM organization WHERE office_code IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY office_code, level DESC, organization_id`,
        [jsonKeys(codes)],
      )) offices.set(r.code, r.id);
    }
    for (const it of live) {
      const c = it.patch.columns;
      for (const kind of ['awarding', 'funding'] as const) {
        if (!c.has(`${kind}_office_code`)) continue;
        const code = c.get(`${kind}_office_code`) as string | null;
        c.delete(`${kind}_office_code`); // not a column
        it.patch.set(`${kind}_office_id`, code === null ? null : (offices.get(code) ?? null), `${kind}_office_code`);
      }
      const awardKey = c.get('award_key');
      if (typeof awardKey === 'string') {
        const award = awards.get(awardKey);
        if (!award) {
          it.patch.fail('award_key', `names no stored prime award: ${awardKey} is not loaded (load the prime award first)`);
          continue;
        }
        if (award.family !== 'contract') {
          it.patch.fail('award_key', `${awardKey} is a ${award.family}, not a contract (contract subawards need a contract prime award)`);
          continue;
        }
        if (!c.has('piid')) it.patch.set('piid', award.piid, 'award_key');
      }
      if (it.key === null) {
        const [reportId, number, actionDate] = [c.get('fsrs_id'), c.get('subaward_number'), c.get('subaward_action_date')];
        if (typeof awardKey === 'string' && typeof reportId === 'string' && typeof number === 'string' && typeof actionDate === 'string') {
          const key = subawardKey(awardKey, reportId, number, actionDate);
          it.patch.set('key', key, 'key');
          it.key = key;
        } else it.patch.fail('key', 'is required, or award_key, fsrs_details.id, subaward_details.number and subaward_details.action_date to make it from');
      }
    }
  },
};
