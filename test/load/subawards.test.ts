/**
 * `npm run load -- usaspending-contract-subawards`: the USAspending contract
 * subawards CSV in its real layout (the 118 columns in order, current
 * `subaward_sam_report_*` and older `subaward_fsrs_report_*` names, a zip,
 * `;`-joined business types, negative amounts, a quoted newline), read back
 * through REST and GraphQL field by field; a re-load changes nothing and
 * fires nothing; a modified copy modifies exactly the changed subawards; a
 * file of another source fails naming the missing columns; broken rows (a
 * prime award that is not stored among them) go to the rejects file and the
 * rest loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subawardKey, subawardMapping } from '../../src/ingest/resources-subawards.js';
import { stripDerived } from '../helpers/ingest.js';
import { samExclusions } from '../../src/load/sources/sam-exclusions.js';
import { usaspendingContractSubawards } from '../../src/load/sources/usaspending-contract-subawards.js';
import { startAlertHarness, type AlertHarness } from '../webhooks/alert-harness.js';
import { camel, changesAfter, csv, maxChangeId, readRejects, runLoad, tempDir, write, zip, type FixtureRow } from './helpers.js';

const CURRENT = usaspendingContractSubawards.layouts[0].columns;
const OLDER = usaspendingContractSubawards.layouts[1].columns;
let h: AlertHarness;
let dir: string;
let prime: { key: string; piid: string; uei: string; name: string; office: string; office_id: string; agency: string };

beforeAll(async () => {
  h = await startAlertHarness();
  dir = tempDir('pds-load-subawards-');
  [prime] = await h.app.db.raw.query(
    `SELECT a.key, a.piid, a.recipient_uei AS uei, a.recipient_legal_business_name AS name, o.office_code AS office, o.organization_id::text AS office_id, o.agency_code AS agency
     FROM award a JOIN organization o ON o.organization_id = a.awarding_office_id WHERE a.family = 'contract' AND o.office_code IS NOT NULL ORDER BY a.key LIMIT 1`,
  );
});
afterAll(async () => {
  await h?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const S1 = (): FixtureRow => ({
  prime_award_unique_key: prime.key, prime_award_piid: prime.piid, prime_award_amount: '1250000.00', prime_award_total_outlayed_amount: '-1500.25',
  prime_award_disaster_emergency_fund_codes: 'Q: Excluded from tracking (uses non-emergency/non-COVID-19 budget authority);L: COVID-19 P.L. 116-136',
  prime_award_base_action_date: '2023-10-02', prime_award_base_action_date_fiscal_year: '2024', prime_award_latest_action_date: '2025-03-15', prime_award_latest_action_date_fiscal_year: '2025',
  prime_award_awarding_sub_agency_code: prime.agency, prime_award_awarding_office_code: prime.office, prime_award_awarding_office_name: 'WHATEVER THE FILE SAYS',
  prime_award_funding_office_code: 'ZZLDR9', prime_awardee_uei: prime.uei, prime_awardee_name: prime.name, prime_awardee_parent_uei: 'LDRPARENT001', prime_awardee_parent_name: 'LOADER PARENT CORP',
  prime_award_base_transaction_description: 'LOADER TEST SERVICES', prime_award_project_title: 'Loader project', prime_award_naics_code: '541512', prime_award_naics_description: 'COMPUTER SYSTEMS DESIGN SERVICES',
  subaward_type: 'sub-contract', subaward_sam_report_id: '118273645', subaward_sam_report_year: '2025', subaward_sam_report_month: '4', subaward_number: 'LDR-SUB-0001/A',
  subaward_amount: '87500.50', subaward_action_date: '2025-04-01', subaward_action_date_fiscal_year: '2025', subawardee_uei: 'LDRSUBUEI001', subawardee_duns: '123456789',
  subawardee_name: 'LOADER SUBCONTRACTOR, INC.', subawardee_dba_name: 'LOADER SUB', subawardee_parent_uei: 'LDRSUBPAR001', subawardee_parent_duns: '987654321', subawardee_parent_name: 'LOADER SUB HOLDINGS',
  subawardee_business_types: 'Small Business;Woman Owned Business', subaward_primary_place_of_performance_city_name: 'Arlington', subaward_primary_place_of_performance_state_code: 'VA',
  subaward_primary_place_of_performance_address_zip_code: '22201', subaward_primary_place_of_performance_country_code: 'USA',
  subaward_description: 'Software development,\nphase "one"', subawardee_highly_compensated_officer_1_name: 'Pat Officer', subawardee_highly_compensated_officer_1_amount: '250000.00',
  subawardee_highly_compensated_officer_2_name: 'Lee Officer', subawardee_highly_compensated_officer_2_amount: '199999.99',
  usaspending_permalink: `https://www.usaspending.gov/award/${prime.key}/`, subaward_sam_report_last_modified_date: '2025-04-10 13:45:12.123456',
});
const S2 = (): FixtureRow => ({ ...S1(), subaward_number: 'LDR-SUB-0002', subaward_amount: '-2500.00', subaward_action_date: '2025-05-01', subawardee_business_types: '', subaward_description: 'Deobligation', subawardee_highly_compensated_officer_1_name: '', subawardee_highly_compensated_officer_1_amount: '', subawardee_highly_compensated_officer_2_name: '', subawardee_highly_compensated_officer_2_amount: '' });
/** An older file: the fsrs report names, a report time with an offset. */
const O3 = (): FixtureRow => {
  const r: FixtureRow = {};
  for (const [k, v] of Object.entries({ ...S1(), subaward_number: 'LDR-SUB-OLD3', subaward_action_date: '2019-06-30', subaward_action_date_fiscal_year: '2019' })) {
    r[k.replace('subaward_sam_report_', 'subaward_fsrs_report_')] = v;
  }
  r.subaward_fsrs_report_id = '99887766';
  r.subaward_fsrs_report_last_modified_date = '2019-07-02 08:00:00-04';
  return r;
};

const keyOf = (r: FixtureRow) => subawardKey(r.prime_award_unique_key, r.subaward_sam_report_id ?? r.subaward_fsrs_report_id, r.subaward_number, r.subaward_action_date);

/** The subaward through REST and GraphQL: REST serves `want`; GraphQL serves what REST does. */
async function served(key: string, want: Record<string, unknown>) {
  const rest = await h.app.json(`/api/subawards/${key}/`);
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  const b = rest.body;
  for (const [k, v] of Object.entries(want)) expect(b[k], `${key} REST ${k}`).toEqual(v);
  const gql = await h.app.graphql(
    `query($k: String!) { subaward(key: $k) { key awardKey piid subawardDetails { description type number amount actionDate fiscalYear } fsrsDetails { lastModifiedDate id year month }
      placeOfPerformance { city state zip countryCode } primeRecipient { uei displayName } subawardRecipient { uei displayName } awardingOffice { organizationId } fundingOffice { organizationId } } }`,
    { k: key },
  );
  expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
  const g = gql.body.data.subaward;
  expect(g.key).toBe(b.key);
  expect(g.awardKey).toBe(b.award_key);
  expect(g.piid).toBe(b.piid);
  expect({ ...g.subawardDetails, amount: Number(g.subawardDetails.amount) }).toEqual({ ...camel(b.subaward_details) as object, amount: Number(b.subaward_details.amount) });
  expect(g.fsrsDetails).toEqual(camel(b.fsrs_details));
  expect(g.placeOfPerformance).toEqual(camel(b.place_of_performance));
  expect(g.primeRecipient).toEqual(camel(b.prime_recipient));
  expect({ uei: g.subawardRecipient.uei, displayName: g.subawardRecipient.displayName }).toEqual({ uei: b.subaward_recipient.uei, displayName: b.subaward_recipient.display_name });
  expect(g.awardingOffice?.organizationId ?? null).toBe(b.awarding_office?.organization_id ?? null);
  expect(g.fundingOffice?.organizationId ?? null).toBe(b.funding_office?.organization_id ?? null);
  return b;
}

describe('usaspending-contract-subawards', () => {
  let zipped: string;

  it('loads the zipped subawards file (current names) and an older file (fsrs names); served through REST and GraphQL', async () => {
    expect(prime).toBeTruthy();
    const text = csv(CURRENT, [S1(), S2()]);
    expect(text.split('\r\n')[0]).toBe(CURRENT.join(','));
    zipped = await zip(path.join(dir, 'PrimeAwardsTransactionsAndSubawards_2026-05-06_H14M22S33.zip'), [
      ['All_Contracts_Subawards_2026-05-06_H14M22S33_1.csv', text],
      ['Data_Dictionary_Crosswalk.xlsx', Buffer.from('PK not read')],
    ]);
    const older = write(dir, 'older/Contract_Sub-Awards_2019.csv', csv(OLDER, [O3()]));
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['usaspending-contract-subawards', zipped, older, '--rejects', path.join(dir, 'r1.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 3, rejected: 0, targets: { subawards: { created: 3, modified: 0, unchanged: 0, rejected: 0 } }, rejects_file: null });
    expect(r.summary!.parts.map((p) => [path.basename(p.label), p.layout, p.columns_absent.length, p.columns_unknown])).toEqual([
      ['PrimeAwardsTransactionsAndSubawards_2026-05-06_H14M22S33.zip!All_Contracts_Subawards_2026-05-06_H14M22S33_1.csv', 'current (subaward_sam_report_*, 118 columns)', 0, []],
      ['Contract_Sub-Awards_2019.csv', 'older (subaward_fsrs_report_*)', 0, []],
    ]);
    expect(r.summary!.skipped).toEqual([`${zipped}!Data_Dictionary_Crosswalk.xlsx`]);
    expect(r.summary!.unknown_codes).toEqual({ 'office (AAC)': { ZZLDR9: 3 } });
    expect((await changesAfter(h.app, before, 'subaward')).map((c) => c.record_id).sort()).toEqual([keyOf(S1()), keyOf(S2()), keyOf(O3())].sort());

    const b1 = await served(keyOf(S1()), {
      award_key: prime.key, piid: prime.piid,
      subaward_details: { description: 'Software development,\nphase "one"', type: 'sub-contract', number: 'LDR-SUB-0001/A', amount: 87500.5, action_date: '2025-04-01', fiscal_year: 2025 },
      fsrs_details: { last_modified_date: '2025-04-10T13:45:12.123Z', id: '118273645', year: 2025, month: 4 },
      place_of_performance: { city: 'Arlington', state: 'VA', zip: '22201', country_code: 'USA' },
      prime_recipient: expect.objectContaining({ uei: prime.uei }),
      subaward_recipient: expect.objectContaining({ uei: 'LDRSUBUEI001', display_name: 'LOADER SUBCONTRACTOR, INC.' }),
      awarding_office: expect.objectContaining({ organization_id: prime.office_id }), funding_office: null,
    });
    expect(b1.key).toMatch(new RegExp(`^${prime.key}-SUB-[0-9a-f]{16}$`));
    const full = await h.app.json(`/api/subawards/${keyOf(S1())}/?shape=key,subawardee_business_types,highly_compensated_officers(*),prime_award_amount,prime_award_total_outlayed_amount,prime_award_naics_code,subawardee_duns,subawardee_parent_name,usaspending_permalink,prime_award_base_action_date_fiscal_year`);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body).toMatchObject({
      subawardee_business_types: ['Small Business', 'Woman Owned Business'], highly_compensated_officers: [{ name: 'Pat Officer', amount: 250000 }, { name: 'Lee Officer', amount: 199999.99 }],
      prime_award_amount: 1250000, prime_award_total_outlayed_amount: -1500.25, prime_award_naics_code: '541512', subawardee_duns: '123456789', subawardee_parent_name: 'LOADER SUB HOLDINGS',
      usaspending_permalink: S1().usaspending_permalink, prime_award_base_action_date_fiscal_year: 2024,
    });
    await served(keyOf(S2()), { subaward_details: expect.objectContaining({ amount: -2500, number: 'LDR-SUB-0002', description: 'Deobligation' }) });
    await served(keyOf(O3()), { fsrs_details: { last_modified_date: '2019-07-02T12:00:00.000Z', id: '99887766', year: 2025, month: 4 }, subaward_details: expect.objectContaining({ action_date: '2019-06-30', fiscal_year: 2019 }) });
  });

  it('a re-load of the same files changes nothing and fires nothing', async () => {
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['usaspending-contract-subawards', zipped, '--rejects', path.join(dir, 'r2.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 2, targets: { subawards: { created: 0, modified: 0, unchanged: 2, alert_events: 0 } } });
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('a modified copy modifies exactly the changed subawards', async () => {
    const before = await maxChangeId(h.app);
    const file = write(dir, 'modified/All_Contracts_Subawards_2026-05-20_H01M00S00_01.csv', csv(CURRENT, [{ ...S1(), subaward_amount: '90000.00', subaward_sam_report_last_modified_date: '2025-05-20 09:00:00' }, S2()]));
    const r = await runLoad(h.app, ['usaspending-contract-subawards', file, '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 2, targets: { subawards: { created: 0, modified: 1, unchanged: 1 } } });
    expect(await changesAfter(h.app, before, 'subaward')).toEqual([{ record_id: keyOf(S1()), change: 'modified' }]);
    await served(keyOf(S1()), { subaward_details: expect.objectContaining({ amount: 90000 }), fsrs_details: expect.objectContaining({ last_modified_date: '2025-05-20T09:00:00.000Z' }) });
  });

  it('a file of another source fails at once naming the missing columns; nothing is written', async () => {
    const before = await maxChangeId(h.app);
    const excl = write(dir, 'SAM_Exclusions_Public_Extract_V2_26140.csv', csv(samExclusions.layouts[0].columns, []));
    const r = await runLoad(h.app, ['usaspending-contract-subawards', excl]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SAM_Exclusions_Public_Extract_V2_26140\.csv is not a usaspending-contract-subawards file: its header lacks the columns "prime_award_unique_key", "subaward_number", "subaward_action_date", "subaward_sam_report_id" .*The header is that of sam-exclusions/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const detect = await runLoad(h.app, ['--detect', zipped]);
    expect(detect.stdout).toMatch(/All_Contracts_Subawards_2026-05-06_H14M22S33_1\.csv: usaspending-contract-subawards/);
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('the subawards ingest mapping: served subawards, re-ingested, are no change; derived fields are refused', async () => {
    const keys = (await h.app.db.raw.query<{ k: string }>(`SELECT key AS k FROM subaward WHERE key NOT LIKE '%-SUB-________________' ORDER BY md5(key) LIMIT 15`)).map((r) => r.k);
    expect(keys.length).toBeGreaterThan(5);
    const records = [];
    for (const k of keys) {
      const d = await h.app.json(`/api/subawards/${k}/`);
      expect(d.status).toBe(200);
      records.push(stripDerived(subawardMapping.rules, d.body));
    }
    const before = await maxChangeId(h.app);
    const r = await h.ingest('subawards', records);
    expect(r.status, JSON.stringify(r.body).slice(0, 1000)).toBe(200);
    expect(r.body).toMatchObject({ records: keys.length, created: 0, modified: 0, unchanged: keys.length });
    expect(await maxChangeId(h.app)).toBe(before);
    const bad = await h.ingest('subawards', [{ key: keys[0], awarding_office: { organization_id: prime.office_id } }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'awarding_office', message: 'derived field: resolved from awarding_office_code; it cannot be ingested' });
  });

  it('broken rows go to the rejects file (file, line, key, reason) and the rest loads', async () => {
    const rows: FixtureRow[] = [
      { ...S1(), subaward_number: 'LDR-GOOD-10' },
      { ...S1(), subaward_number: 'LDR-BAD-11', prime_award_unique_key: 'CONT_AWD_NOSUCH_9700_-NONE-_-NONE-' },
      { ...S1(), subaward_number: 'LDR-BAD-12', subaward_amount: '12,5O' },
      { ...S1(), subaward_number: 'LDR-BAD-13', subaward_action_date: '2025-02-30' },
      { ...S1(), subaward_number: 'LDR-BAD-14', subawardee_uei: '' },
      { ...S1(), subaward_number: '' },
    ];
    const file = write(dir, 'broken/All_Contracts_Subawards_1.csv', csv(CURRENT, rows));
    const rejectsFile = path.join(dir, 'rejects.csv');
    const r = await runLoad(h.app, ['usaspending-contract-subawards', file, '--rejects', rejectsFile]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 6, rejected: 5, rejects_file: rejectsFile, targets: { subawards: { created: 1, rejected: 2 } } });
    const rejects = readRejects(rejectsFile).sort((a, b) => a.line - b.line);
    // each row spans two lines (the quoted newline of subaward_description)
    const k = (n: string, award = prime.key) => `${award} | 118273645 | ${n} | ${n === 'LDR-BAD-13' ? '2025-02-30' : '2025-04-01'}`;
    expect(rejects.map((x) => [x.file, x.line, x.key, x.reason])).toEqual([
      [file, 4, k('LDR-BAD-11', 'CONT_AWD_NOSUCH_9700_-NONE-_-NONE-'), 'award_key: names no stored prime award: CONT_AWD_NOSUCH_9700_-NONE-_-NONE- is not loaded (load the prime award first)'],
      [file, 6, k('LDR-BAD-12'), 'subaward_amount: "12,5O" is not an amount'],
      [file, 8, k('LDR-BAD-13'), 'subaward_action_date: "2025-02-30" is not a date'],
      [file, 10, k('LDR-BAD-14'), 'subawardee_uei: is required for a new record'],
      [file, 12, `${prime.key} | 118273645 |  | 2025-04-01`, 'subaward_number is empty (part of the key)'],
    ]);
    await served(keyOf({ ...S1(), subaward_number: 'LDR-GOOD-10' }), { subaward_details: expect.objectContaining({ number: 'LDR-GOOD-10' }) });
  });
});
