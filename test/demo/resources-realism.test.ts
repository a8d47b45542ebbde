/**
 * Realism of the demo resources outside the award core (issue 18): state and
 * local text that matches the solicitation type, grants whose Assistance
 * Listings belong to their agency, labor categories under SINs that cover
 * them. The reference tables are checked on their own, then the realism
 * measures on the seeded test dataset, each shown to count a violation the
 * moment one exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { realismReport } from '../../src/demo/report.js';
import { RESOURCE_MEASURES } from '../../src/demo/measures-resources.js';
import { GRANT_OFFICES } from '../../src/demo/gen/grants.js';
import { LISTING_TITLES, listingPrefixOf } from '../../src/demo/reference/assistance-listings.js';
import { LABOR_FAMILIES, LEVEL_MULTIPLIER, SIN_SUBCATEGORY } from '../../src/demo/reference/labor-categories.js';
import { FUNDING_CATEGORIES, APPLICANT_TYPES, MAS_SIN_BY_CODE } from '../../src/demo/reference/codes.js';
import { openTestDatabase } from '../helpers/db.js';

const byId = (id: string) => {
  const m = RESOURCE_MEASURES.find((x) => x.id === id);
  if (!m) throw new Error(`no measure ${id}`);
  return m;
};

describe('reference tables of the demo resources', () => {
  it('gives every grant programme real Assistance Listings of its own agency, and known categories and applicant types', () => {
    const categories = new Set(FUNDING_CATEGORIES.map((c) => c.code));
    const applicants = new Set(APPLICANT_TYPES.map((c) => c.code));
    for (const office of GRANT_OFFICES) {
      const prefix = listingPrefixOf(office.code);
      expect(prefix, office.code).not.toBeNull();
      expect(office.topics.length, office.code).toBeGreaterThan(0);
      for (const c of office.categories) expect(categories.has(c), `${office.code} ${c}`).toBe(true);
      for (const a of office.applicants) expect(applicants.has(a), `${office.code} ${a}`).toBe(true);
      for (const topic of office.topics) {
        expect(topic.listings.length, topic.title).toBeGreaterThan(0);
        for (const n of topic.listings) {
          expect(n, topic.title).toMatch(/^\d{2}\.\d{3}$/);
          expect(n.slice(0, 2), `${office.code}: ${topic.title} ${n}`).toBe(prefix);
          expect(LISTING_TITLES[n], n).toBeTruthy();
        }
        for (const c of topic.categories ?? []) expect(categories.has(c), `${topic.title} ${c}`).toBe(true);
        for (const a of topic.applicants ?? []) expect(applicants.has(a), `${topic.title} ${a}`).toBe(true);
      }
    }
  });

  it('prices each labor category under real MAS SINs only, one family per title, levels rising', () => {
    const titles = LABOR_FAMILIES.flatMap((f) => f.titles.map((t) => t.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (const f of LABOR_FAMILIES) {
      expect(f.sins.length, f.key).toBeGreaterThan(0);
      for (const sin of f.sins) {
        expect(MAS_SIN_BY_CODE.get(sin), `${f.key} ${sin}`).toBeDefined();
        expect(SIN_SUBCATEGORY[sin], `${f.key} ${sin}`).toBeTruthy();
      }
      // a series climbs one level per title
      const bySeries = new Map<string, number[]>();
      for (const t of f.titles) bySeries.set(t.series, [...(bySeries.get(t.series) ?? []), t.level]);
      for (const [series, levels] of bySeries) expect(levels, series).toEqual([...levels].sort((a, b) => a - b));
    }
    // consecutive levels stay far enough apart that worksite, noise and years inside a level cannot invert them
    for (const level of [1, 2, 3, 4] as const) expect(LEVEL_MULTIPLIER[(level + 1) as 2 | 3 | 4 | 5] / LEVEL_MULTIPLIER[level]).toBeGreaterThan(1.2);
  });
});

describe('realism measures of the demo resources', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('computes every measure and finds every invariant holding on the test dataset', async () => {
    const results = await realismReport(db.raw, RESOURCE_MEASURES);
    for (const r of results) expect(Number.isFinite(r.value), r.measure.id).toBe(true);
    expect(results.filter((r) => r.measure.kind === 'invariant' && !r.ok).map((r) => `${r.measure.id}: ${r.value}`)).toEqual([]);
    // the invariants are not vacuous: the dataset holds invitations for bids, RFIs, grants and schedule rates
    const [n] = await db.raw.query<{ bids: number; rfis: number; grants: number; rates: number }>(`
      SELECT (SELECT count(*) FROM sled_opportunity WHERE solicitation_type IN ('ifb', 'itb'))::int AS bids,
             (SELECT count(*) FROM sled_opportunity WHERE solicitation_type = 'rfi')::int AS rfis,
             (SELECT count(*) FROM grant_opportunity)::int AS grants,
             (SELECT count(*) FROM labor_rate WHERE sin IS NOT NULL)::int AS rates`);
    expect(n.bids).toBeGreaterThan(5);
    expect(n.rfis).toBeGreaterThan(2);
    expect(n.grants).toBeGreaterThan(20);
    expect(n.rates).toBeGreaterThan(50);
  });

  it('counts a violation of each kind the moment one exists', async () => {
    const ids = ['sled-bids-without-proposals', 'sled-proposals-without-bids', 'sled-number-type', 'sled-title-type', 'grant-listing-agency', 'lcat-sin', 'lcat-contract-sin', 'lcat-level-order'];
    const measures = ids.map(byId);
    const q = (sql: string) => db.raw.query(sql);
    // an invitation for bids that evaluates proposals; an RFP awarded to the lowest bidder; an IFB number on an RFQ; an RFP titled as an RFI
    await q(`UPDATE sled_opportunity SET description = coalesce(description, '') || ' Proposals will be evaluated on technical merit.'
               WHERE opportunity_id = (SELECT opportunity_id FROM sled_opportunity WHERE solicitation_type = 'ifb' ORDER BY opportunity_id LIMIT 1)`);
    await q(`UPDATE sled_opportunity SET description = coalesce(description, '') || ' Award will be made to the lowest responsive and responsible bidder.'
               WHERE opportunity_id = (SELECT opportunity_id FROM sled_opportunity WHERE solicitation_type = 'rfp' ORDER BY opportunity_id LIMIT 1)`);
    await q(`UPDATE sled_opportunity SET solicitation_number = 'IFB-26-017'
               WHERE opportunity_id = (SELECT opportunity_id FROM sled_opportunity WHERE solicitation_type = 'rfq' ORDER BY opportunity_id LIMIT 1)`);
    await q(`UPDATE sled_opportunity SET title = 'Request for Information: ' || title
               WHERE opportunity_id = (SELECT opportunity_id FROM sled_opportunity WHERE solicitation_type = 'rfp' ORDER BY opportunity_id DESC LIMIT 1)`);
    // an NSF grant under an NIH listing
    await q(`UPDATE grant_opportunity SET cfda_numbers = ARRAY['93.855'], cfda = '[{"number": "93.855", "title": "Allergy and Infectious Diseases Research"}]'::jsonb
               WHERE grant_id = (SELECT grant_id FROM grant_opportunity WHERE agency_code = 'NSF' ORDER BY grant_id LIMIT 1)`);
    // a software engineer under the janitorial SIN; a SIN the contract does not hold; a level III priced under its level II
    const [rate] = await db.raw.query<{ uuid: string }>(`
      SELECT l.uuid FROM labor_rate l JOIN schedule_catalog_contract c ON c.contract_number = l.idv_piid
        WHERE l.sin IS NOT NULL AND NOT ('561720' = ANY (c.sins)) ORDER BY l.uuid LIMIT 1`);
    await q(`UPDATE labor_rate SET labor_category = 'Software Engineer II', sin = '561720' WHERE uuid = '${rate.uuid}'`);
    const [pair] = await db.raw.query<{ idv_key: string }>(`SELECT idv_key FROM labor_rate WHERE uuid <> '${rate.uuid}' GROUP BY idv_key HAVING count(*) >= 2 ORDER BY idv_key LIMIT 1`);
    const two = await db.raw.query<{ uuid: string }>(`SELECT uuid FROM labor_rate WHERE idv_key = '${pair.idv_key}' ORDER BY uuid LIMIT 2`);
    await q(`UPDATE labor_rate SET labor_category = 'Cybersecurity Analyst II', current_price = 120 WHERE uuid = '${two[0].uuid}'`);
    await q(`UPDATE labor_rate SET labor_category = 'Cybersecurity Analyst III', current_price = 100 WHERE uuid = '${two[1].uuid}'`);

    const after = await realismReport(db.raw, measures);
    for (const r of after) {
      expect(r.value, r.measure.id).toBeGreaterThanOrEqual(1);
      expect(r.ok, r.measure.id).toBe(false);
    }
  });
});
