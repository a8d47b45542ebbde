/**
 * The demo dataset: deterministic, internally consistent, identifiers valid by
 * the identifier engine's own rules, every documented state present.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { generateDataset } from '../../src/demo/generate.js';
import {
  classifySolicitation,
  isExclusionKey,
  isRfc4122Uuid,
  parseAwardKey,
  validateCage,
  validatePiid,
  validateUei,
} from '../../src/identifiers/index.js';
import { fiscalYearOf, parseDay } from '../../src/demo/dates.js';
import { openEmptyDatabase, openTestDatabase } from '../helpers/db.js';
import { TEST_AS_OF } from '../helpers/constants.js';

/** md5 over every row of every table, in a stable order: equal iff the contents are equal. */
async function databaseChecksum(db: Database): Promise<Record<string, string>> {
  const tables = await db.raw.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`,
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    // search vectors are derived by triggers from the other columns
    const rows = await db.raw.query<{ sum: string | null }>(
      `SELECT md5(string_agg(r, E'\\n' ORDER BY r)) AS sum
         FROM (SELECT (to_jsonb(t) - 'search_vector')::text AS r FROM "${tablename}" t) x`,
    );
    out[tablename] = rows[0]?.sum ?? 'empty';
  }
  return out;
}

describe('generator determinism', () => {
  it('gives the same rows byte for byte for the same seed, scale and as-of date; another seed differs', async () => {
    const opts = { scale: 0.05, seed: 'determinism', asOf: '2026-03-15', demoAccounts: true };
    const a = await openEmptyDatabase();
    const b = await openEmptyDatabase();
    const c = await openEmptyDatabase();
    try {
      const ra = await generateDataset(a, opts);
      const rb = await generateDataset(b, opts);
      const rc = await generateDataset(c, { ...opts, seed: 'another seed' });
      expect(ra.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(rb.checksum).toBe(ra.checksum);
      expect(rb.rows).toEqual(ra.rows);
      expect(rc.checksum).not.toBe(ra.checksum);
      const [ca, cb] = [await databaseChecksum(a), await databaseChecksum(b)];
      expect(cb).toEqual(ca);
      expect(Object.values(ca).filter((v) => v === 'empty')).toEqual(expect.any(Array));
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  }, 300_000);
});

describe('the seeded test dataset', () => {
  let db: Database;
  const q = <T = Record<string, any>>(sql: string, params: unknown[] = []) => db.raw.query<T>(sql, params);
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('fills every resource table', async () => {
    const tables = [
      'department', 'agency', 'organization', 'naics', 'psc', 'entity', 'entity_address', 'entity_business_type', 'entity_naics',
      'entity_owner', 'award', 'award_transaction', 'vehicle', 'subaward', 'schedule_catalog_contract', 'labor_rate',
      'opportunity', 'forecast', 'federal_register_document', 'protest_case', 'protest_docket', 'contract_appeal', 'exclusion',
      'sled_opportunity', 'sled_attachment', 'sled_revision', 'sled_category_code', 'sled_contact', 'sled_raw', 'sled_forecast',
      'budget_account_year', 'budget_recipient', 'budget_recipient_contract', 'budget_quarter', 'storefront_request',
      'storefront_attachment', 'storefront_document', 'dibbs_rfq', 'dibbs_rfp', 'dibbs_award', 'it_investment', 'grant_opportunity',
      'account', 'api_key', 'oauth_client', 'storefront_contract_link', 'dataset_info',
    ];
    for (const t of tables) {
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`);
      expect(n, t).toBeGreaterThan(0);
    }
    for (const family of ['contract', 'idv', 'ota', 'otidv']) {
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = $1`, [family]);
      expect(n, family).toBeGreaterThan(0);
    }
  });

  it('has valid PIIDs, award keys, UEIs, CAGE codes and solicitation numbers', async () => {
    const awards = await q<{ key: string; piid: string; family: string; awarding_agency_code: string; parent_piid: string | null; solicitation_identifier: string | null }>(
      `SELECT a.key, a.piid, a.family, a.awarding_agency_code, a.parent_piid, a.solicitation_identifier, v.is_synthetic_solicitation
         FROM award a LEFT JOIN vehicle v ON v.uuid = a.vehicle_uuid`,
    );
    for (const a of awards) {
      expect(validatePiid(a.piid), a.piid).toMatchObject({ valid: true });
      const key = parseAwardKey(a.key);
      expect(key, a.key).not.toBeNull();
      expect(key!.piid).toBe(a.piid);
      expect(key!.agencyCode).toBe(a.awarding_agency_code);
      expect(key!.kind).toBe(a.family === 'idv' || a.family === 'otidv' ? 'idv' : 'contract');
      if (key!.kind === 'contract') expect(key!.parentPiid).toBe(a.parent_piid);
      if (a.solicitation_identifier && !(a as any).is_synthetic_solicitation) {
        expect(classifySolicitation(a.solicitation_identifier).result, a.solicitation_identifier).not.toBe('not_valid');
      }
    }
    const entities = await q<{ uei: string; cage_code: string | null }>('SELECT uei, cage_code FROM entity');
    for (const e of entities) {
      expect(validateUei(e.uei).valid, e.uei).toBe(true);
      if (e.cage_code) expect(validateCage(e.cage_code).valid, e.cage_code).toBe(true);
    }
    for (const { exclusion_key } of await q<{ exclusion_key: string }>('SELECT exclusion_key FROM exclusion')) {
      expect(isExclusionKey(exclusion_key)).toBe(true);
    }
    for (const [table, column] of [
      ['vehicle', 'uuid'], ['entity', 'uuid'], ['protest_case', 'case_id'], ['contract_appeal', 'uuid'], ['sled_opportunity', 'opportunity_id'],
      ['sled_forecast', 'forecast_id'], ['dibbs_rfq', 'uuid'], ['dibbs_rfp', 'uuid'], ['dibbs_award', 'uuid'], ['labor_rate', 'uuid'],
      ['organization', 'organization_id'], ['opportunity', 'opportunity_id'],
    ]) {
      for (const row of await q<{ id: string }>(`SELECT "${column}"::text AS id FROM "${table}"`)) {
        expect(isRfc4122Uuid(row.id), `${table}.${column} ${row.id}`).toBe(true);
      }
    }
  });

  it('keeps relations that foreign keys cannot express', async () => {
    // task orders sit under IDVs, OTAs under OTIDVs, dated after their parent
    const badParents = await q(`
      SELECT c.key FROM award c JOIN award p ON p.key = c.parent_award_key
      WHERE NOT ((c.family = 'contract' AND p.family = 'idv') OR (c.family = 'ota' AND p.family = 'otidv'))
         OR c.award_date < p.award_date OR c.recipient_uei <> p.recipient_uei`);
    expect(badParents).toEqual([]);
    const [{ n: orders }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract' AND parent_award_key IS NOT NULL`);
    expect(orders).toBeGreaterThan(0);
    // vehicles group IDVs only, and every vehicle has at least one
    expect(await q(`SELECT key FROM award WHERE vehicle_uuid IS NOT NULL AND family <> 'idv'`)).toEqual([]);
    expect(await q(`SELECT v.uuid FROM vehicle v WHERE NOT EXISTS (SELECT 1 FROM award a WHERE a.vehicle_uuid = v.uuid)`)).toEqual([]);
    expect(await q(`SELECT uuid FROM vehicle WHERE idv_count <> (SELECT count(*) FROM award a WHERE a.vehicle_uuid = vehicle.uuid)`)).toEqual([]);
    // subawards hang under contracts and name the prime's recipient
    expect(await q(`SELECT s.key FROM subaward s JOIN award a ON a.key = s.award_key WHERE a.family <> 'contract' OR s.prime_awardee_uei <> a.recipient_uei`)).toEqual([]);
    // labor rates belong to IDVs and to those IDVs' vendors
    expect(await q(`SELECT l.uuid FROM labor_rate l JOIN award a ON a.key = l.idv_key WHERE a.family <> 'idv' OR l.vendor_uei <> a.recipient_uei`)).toEqual([]);
    // budget recipient rows name real contracts of that recipient
    expect(await q(`
      SELECT c.award_key FROM budget_recipient_contract c JOIN budget_recipient r ON r.id = c.recipient_row_id JOIN award a ON a.key = c.award_key
      WHERE a.family <> 'contract' OR a.recipient_uei <> r.recipient_uei`)).toEqual([]);
    // IDV obligations are the sum of their orders
    expect(await q(`
      SELECT p.key FROM award p WHERE p.family = 'idv'
        AND p.obligated <> coalesce((SELECT sum(c.obligated) FROM award c WHERE c.parent_award_key = p.key), 0)`)).toEqual([]);
    // transactions add up to the award's obligations
    expect(await q(`
      SELECT a.key FROM award a JOIN (SELECT award_key, sum(obligated) s, count(*) n FROM award_transaction GROUP BY award_key) t ON t.award_key = a.key
      WHERE a.family IN ('contract', 'ota') AND (t.s <> a.obligated OR t.n <> a.number_of_actions)`)).toEqual([]);
    // protests and appeals name real agencies; exclusions sometimes match registered entities
    const [{ n: protestOrgs }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM protest_case WHERE organization_id IS NOT NULL`);
    expect(protestOrgs).toBeGreaterThan(0);
    const [{ n: matched }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM exclusion WHERE entity_uei IS NOT NULL`);
    expect(matched).toBeGreaterThan(0);
    // storefront requests under linked contracts exist, and under unlinked ones too
    const [{ linked, unlinked }] = await q<{ linked: number; unlinked: number }>(`
      SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM storefront_contract_link l WHERE l.contract_number = r.contract_number))::int AS linked,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM storefront_contract_link l WHERE l.contract_number = r.contract_number))::int AS unlinked
      FROM storefront_request r`);
    expect(linked).toBeGreaterThan(0);
    expect(unlinked).toBeGreaterThan(0);
  });

  it('spreads awards over fiscal years 2015 to the current one, with fiscal years October to September', async () => {
    const current = fiscalYearOf(parseDay(TEST_AS_OF));
    const years = await q<{ fiscal_year: number }>(`SELECT DISTINCT fiscal_year FROM award WHERE family = 'contract' ORDER BY 1`);
    expect(years[0].fiscal_year).toBe(2015);
    expect(years.at(-1)!.fiscal_year).toBe(current);
    const wrong = await q(`
      SELECT key FROM award WHERE fiscal_year <> (EXTRACT(YEAR FROM award_date)::int + CASE WHEN EXTRACT(MONTH FROM award_date) >= 10 THEN 1 ELSE 0 END)
         OR award_date > DATE '${TEST_AS_OF}'`);
    expect(wrong).toEqual([]);
  });

  it('is skewed: the top 5% of vendors hold most contract dollars', async () => {
    const [{ share }] = await q<{ share: number }>(`
      WITH v AS (SELECT recipient_uei, sum(obligated) s FROM award WHERE family = 'contract' GROUP BY 1),
           r AS (SELECT s, ntile(20) OVER (ORDER BY s DESC) AS tile FROM v)
      SELECT (sum(s) FILTER (WHERE tile = 1) / sum(s))::float AS share FROM r`);
    expect(share).toBeGreaterThan(0.4);
  });

  it('has records in every documented state and the documented null rates', async () => {
    const statuses = await q<{ status: string }>(`SELECT DISTINCT status FROM sled_opportunity ORDER BY 1`);
    expect(statuses.map((s) => s.status)).toEqual(['awarded', 'cancelled', 'closed', 'open', 'unknown']);
    const reasons = await q<{ status_reason: string }>(`SELECT DISTINCT status_reason FROM sled_opportunity ORDER BY 1`);
    expect(reasons.map((s) => s.status_reason)).toEqual(['deadline_future', 'deadline_past', 'delisted', 'no_deadline', 'source_terminal']);
    const [nulls] = await q<{ sol: number; posted: number }>(`
      SELECT avg((solicitation_number IS NULL)::int)::float AS sol, avg((posted_date IS NULL)::int)::float AS posted FROM sled_opportunity`);
    expect(nulls.sol).toBeGreaterThan(0.2);
    expect(nulls.sol).toBeLessThan(0.47);
    expect(nulls.posted).toBeGreaterThan(0.07);
    expect(nulls.posted).toBeLessThan(0.28);
    const [ex] = await q<{ current: number; lifted: number; indefinite: number; past: number }>(`
      SELECT count(*) FILTER (WHERE delisted_at IS NULL AND (activate_date IS NULL OR activate_date <= DATE '${TEST_AS_OF}')
                                AND (termination_date IS NULL OR termination_date > DATE '${TEST_AS_OF}'))::int AS current,
             count(*) FILTER (WHERE delisted_at IS NOT NULL)::int AS lifted,
             count(*) FILTER (WHERE EXTRACT(YEAR FROM termination_date) = 2227)::int AS indefinite,
             count(*) FILTER (WHERE termination_date <= DATE '${TEST_AS_OF}')::int AS past
      FROM exclusion`);
    expect(ex.current).toBeGreaterThan(0);
    expect(ex.lifted).toBeGreaterThan(0);
    expect(ex.indefinite).toBeGreaterThan(0);
    expect(ex.past).toBeGreaterThan(0);
    const [ap] = await q<{ unlisted: number; boards: number }>(`SELECT count(*) FILTER (WHERE NOT listed)::int AS unlisted, count(DISTINCT board)::int AS boards FROM contract_appeal`);
    expect(ap.unlisted).toBeGreaterThan(0);
    expect(ap.boards).toBe(2);
    const [dibbs] = await q<{ open: number; closed: number }>(`
      SELECT count(*) FILTER (WHERE return_by_date >= DATE '${TEST_AS_OF}')::int AS open,
             count(*) FILTER (WHERE return_by_date < DATE '${TEST_AS_OF}' OR return_by_date IS NULL)::int AS closed FROM dibbs_rfq`);
    expect(dibbs.open).toBeGreaterThan(0);
    expect(dibbs.closed).toBeGreaterThan(0);
  });

  it('holds the demo accounts, with only hashes of their credentials', async () => {
    const accounts = await q<{ tier: string }>(`SELECT tier::text FROM account ORDER BY created, email`);
    expect(accounts.map((a) => a.tier).sort()).toEqual(['enterprise', 'free', 'large', 'medium', 'small']);
    const keys = await q<{ key_hash: string; prefix: string }>(`SELECT key_hash, prefix FROM api_key`);
    for (const k of keys) {
      expect(k.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(k.key_hash).not.toContain('demo');
    }
    const links = await q<{ tier: string | null; contract_number: string }>(`
      SELECT coalesce(a.tier::text, 'org:' || o.name) AS tier, l.contract_number
      FROM storefront_contract_link l LEFT JOIN account a ON a.id = l.account_id LEFT JOIN customer_organization o ON o.id = l.customer_organization_id`);
    expect(new Set(links.map((l) => l.contract_number)).size).toBe(links.length);
    expect(links.map((l) => l.tier)).toEqual(expect.arrayContaining(['small', 'medium']));
    const [client] = await q<{ client_secret_hash: string }>(`SELECT client_secret_hash FROM oauth_client WHERE client_id = 'demo-client'`);
    expect(client.client_secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
