/**
 * Labor-category rates (GSA CALC: awarded hourly ceiling rates per labor
 * category of a schedule contract) → the labor_rates resource.
 *
 * A rate belongs to an IDV: the record names its contract number
 * (`idv_piid`, ingest-only), and the IDV must be stored (a rate of an
 * unknown contract is refused, never invented). The vendor is the IDV's
 * recipient; `vendor_name` (ingest-only) is the name as on the price list,
 * the IDV's recipient name when not sent.
 *
 * Key: `uuid`, or, when not sent, the natural key CALC itself uses (one
 * rate per contract and labor category, and SIN when given): a UUID v5 of
 * the contract number, the labor category and the SIN (upper case,
 * blanks collapsed), so the same rate keeps its key from load to load.
 */
import { isRfc4122Uuid, uuidV5 } from '../identifiers/index.js';
import { laborRates } from '../resources/labor-rates.js';
import { jsonKeys, normalized } from './helpers.js';
import { deriveRules, DERIVED, scalarValue, type FieldRule } from './mapping.js';
import type { IngestMapping } from './service.js';

/** A contract number as FPDS writes PIIDs: upper case, without the dashes and blanks of GSA's printed form (GS-10F-0616P → GS10F0616P). */
export const piidOf = (s: string) => s.trim().toUpperCase().replace(/[\s-]+/g, '');

const canon = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

/** The key of a rate without a uuid: contract number, labor category, SIN. */
export const laborRateKey = (piid: string, laborCategory: string, sin: string | null) => uuidV5(`labor-rate:${JSON.stringify([canon(piid), canon(laborCategory), sin === null ? '' : canon(sin)])}`);

const text = (column: string): FieldRule => ({
  kind: 'custom',
  columns: [column],
  apply(value, patch, field) {
    const r = scalarValue('String', value);
    if ('error' in r) return patch.fail(field, r.error);
    if (r.value === null || String(r.value).trim() === '') return patch.fail(field, 'must be a non-empty string');
    patch.set(column, String(r.value).trim(), field);
  },
});

export const laborRateMapping: IngestMapping = {
  name: 'labor_rates',
  changeType: 'labor_rate',
  table: 'labor_rate',
  key: 'uuid',
  keyType: 'uuid',
  rules: {
    ...deriveRules(laborRates.fields, {
      uuid: {
        kind: 'custom',
        columns: ['uuid'],
        apply(value, patch, field) {
          if (typeof value !== 'string' || !isRfc4122Uuid(value.trim())) return patch.fail(field, 'must be a UUID (or leave it out: the key is then made from idv_piid, labor_category and sin)');
          patch.set('uuid', value.trim().toLowerCase(), field);
        },
      },
      labor_category: text('labor_category'),
      sin: normalized('sin', (s) => s.trim()),
      idv: DERIVED('the IDV is resolved from idv_piid (the contract number)'),
      recipient: DERIVED("the IDV's recipient"),
    }),
    // ingest-only: the contract number (the IDV's PIID) and the vendor name as on the price list
    idv_piid: {
      kind: 'custom',
      columns: ['idv_piid'],
      apply(value, patch, field) {
        if (typeof value !== 'string' || value.trim() === '') return patch.fail(field, 'must be the contract number (the IDV\'s PIID)');
        patch.set('idv_piid', piidOf(value), field);
      },
    },
    vendor_name: text('vendor_name'),
  },
  children: [],
  changeStamps: ['modified'],
  async prepare(items, ctx) {
    const piids = [...new Set(items.map((it) => it.patch.columns.get('idv_piid')).filter((p): p is string => typeof p === 'string'))];
    const idvs = new Map<string, { key: string; uei: string | null; name: string }>();
    if (piids.length) {
      const rows = await ctx.q<{ piid: string; key: string; uei: string | null; name: string }>(
        `SELECT DISTINCT ON (p.piid) p.piid, a.key, a.recipient_uei AS uei, a.recipient_legal_business_name AS name
         FROM award a CROSS JOIN LATERAL (SELECT regexp_replace(upper(a.piid), '[[:space:]-]+', '', 'g') AS piid) p
         WHERE a.family = 'idv' AND p.piid IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY p.piid, a.key`,
        [jsonKeys(piids)],
      );
      for (const r of rows) idvs.set(r.piid, r);
    }
    const keyless = items.filter((it) => it.key === null && Object.keys(it.record).length > 0);
    const unnamed = new Map<(typeof items)[number], string>();
    for (const it of items) {
      if (Object.keys(it.record).length === 0) continue;
      const piid = it.patch.columns.get('idv_piid');
      if (piid === undefined) {
        if (keyless.includes(it)) it.patch.fail('idv_piid', 'is required: the rate belongs to the IDV of this contract number');
        continue;
      }
      if (typeof piid !== 'string') continue;
      const idv = idvs.get(piid);
      if (!idv) {
        it.patch.fail('idv_piid', `names no IDV: no IDV with PIID ${piid} is stored (load the contract first)`);
        continue;
      }
      if (idv.uei === null) {
        it.patch.fail('idv_piid', `the IDV ${idv.key} names its vendor by DUNS alone (award data from before the UEI): a rate needs the vendor's UEI`);
        continue;
      }
      it.patch.set('idv_key', idv.key, 'idv_piid');
      it.patch.set('vendor_uei', idv.uei, 'idv_piid');
      if (!it.patch.columns.has('vendor_name')) unnamed.set(it, idv.name);
      if (it.key === null) {
        const category = it.patch.columns.get('labor_category');
        if (typeof category !== 'string') continue; // reported by its rule, or required below
        const sin = it.patch.columns.get('sin');
        const key = laborRateKey(piid, category, typeof sin === 'string' ? sin : null);
        it.patch.set('uuid', key, 'uuid');
        it.key = key;
      }
    }
    // a new rate without vendor_name: the IDV's recipient name (a stored rate keeps its own)
    const keys = [...unnamed.keys()].map((it) => it.key).filter((k): k is string => k !== null);
    const stored = new Set<string>();
    if (keys.length) for (const r of await ctx.q<{ k: string }>(`SELECT uuid::text AS k FROM labor_rate WHERE uuid IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`, [jsonKeys(keys)])) stored.add(r.k);
    for (const [it, name] of unnamed) if (it.key !== null && !stored.has(it.key)) it.patch.set('vendor_name', name, 'idv_piid');
  },
};
