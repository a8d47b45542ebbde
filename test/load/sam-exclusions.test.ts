/**
 * `npm run load -- sam-exclusions`: the SAM.gov exclusions extract in its
 * real layout (the V2 header names in order, every field quoted, CRLF,
 * a duplicate row, MM/DD/YYYY and YYYY-MM-DD dates, `Indefinite`, a zip),
 * read back through REST and GraphQL field by field; a re-load changes
 * nothing and fires nothing; a modified copy modifies exactly the changed
 * records and fires the alert; an older layout (V1, columns in another
 * order) loads; a file of another source and a file of no layout fail with
 * the missing columns; broken rows go to the rejects file; --strict writes
 * nothing; invalid UTF-8 is read as Windows-1252.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samExclusionKey, samExclusions } from '../../src/load/sources/sam-exclusions.js';
import { samOpportunities } from '../../src/load/sources/sam-opportunities.js';
import { load } from '../../src/load/run.js';
import { createLogger } from '../../src/logger.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { startAlertHarness, type AlertHarness } from '../webhooks/alert-harness.js';
import { camel, changesAfter, csv, maxChangeId, readRejects, runLoad, tempDir, write, zip, type FixtureRow } from './helpers.js';

const V2 = samExclusions.layouts[0].columns;
const V1 = samExclusions.layouts[1].columns;
let h: AlertHarness;
let dir: string;
let uei: string;
const free = { headers: { 'x-api-key': 'demo_free' } };

beforeAll(async () => {
  h = await startAlertHarness();
  dir = tempDir('pds-load-excl-');
  [{ uei }] = await h.app.db.raw.query<{ uei: string }>(`SELECT uei FROM entity WHERE registered ORDER BY uei LIMIT 1`);
});
afterAll(async () => {
  await h?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const ZTE: FixtureRow = {
  Classification: 'Firm',
  Name: 'ZTE LOADER TEST CORPORATION',
  'Address 1': 'No. 55 Hi-tech Road South',
  'Address 2': 'Nanshan District',
  'Address 3': 'Building 7',
  City: 'Shenzhen',
  'State / Province': 'GD',
  Country: 'CHN',
  'Zip Code': '518057',
  'Open Data Flag': 'N',
  'Exclusion Program': 'Reciprocal',
  'Excluding Agency': 'TREAS-OFAC',
  'CT Code': 'Z2',
  'Exclusion Type': 'Prohibition/Restriction',
  'Additional Comments': 'Entity listed under “NPWMD”, see the notice.\nSecond line, with a comma.',
  'Active Date': '03/08/2016',
  'Termination Date': 'Indefinite',
  'Cross-Reference': '(also ZTE LT CORP.) (also ZHONGXING LT)',
  'SAM Number': 'S4MRRLD01',
  Creation_Date: '2023-11-20',
};
const DOE: FixtureRow = {
  Classification: 'Individual',
  Prefix: 'Dr.',
  First: 'JOHN',
  Middle: 'Q',
  Last: 'LOADERTEST',
  Suffix: 'Jr.',
  'Address 1': '12 Main St',
  City: 'Norfolk',
  'State / Province': 'VA',
  Country: 'USA',
  'Zip Code': '23510',
  'Exclusion Program': 'Non-Procurement',
  'Excluding Agency': 'HHS',
  'CT Code': 'Z1',
  'Exclusion Type': 'Ineligible (Proceedings Completed)',
  'Active Date': '01/05/2024',
  'Termination Date': '01/05/2029',
  'SAM Number': 'S4MRRLD02',
  NPI: '1234567893',
  Creation_Date: '01/04/2024',
};
const FIRM = (): FixtureRow => ({
  Classification: 'Firm',
  Name: 'LOADER REGISTERED VENDOR LLC',
  'Unique Entity ID': uei,
  CAGE: '1AB2C',
  'Exclusion Program': 'Procurement',
  'Excluding Agency': 'HHS',
  'Exclusion Type': 'Ineligible (Proceedings Pending)',
  'Active Date': '02/01/2025',
  'SAM Number': 'S4MRRLD03',
  Creation_Date: '2025-01-31',
});
const UNKNOWN_AGENCY: FixtureRow = {
  Classification: 'Special Entity Designation',
  Name: 'LOADER SPECIAL ENTITY',
  'Exclusion Program': 'Reciprocal',
  'Excluding Agency': 'ZZ-LOADER',
  'Exclusion Type': 'Prohibition/Restriction',
  'Active Date': '06/30/2025',
  'Termination Date': '06/30/2030',
  'SAM Number': 'S4MRRLD04',
  Creation_Date: '2025-06-30',
};

/** What each record must serve (REST detail), by SAM Number. */
const expected = () => ({
  S4MRRLD01: {
    classification_type: 'Firm', entity_name: 'ZTE LOADER TEST CORPORATION', display_name: 'ZTE LOADER TEST CORPORATION', prefix: null, first_name: null, last_name: null,
    exclusion_program: 'Reciprocal', excluding_agency_code: 'TREAS-OFAC', excluding_agency_name: 'TREASURY, DEPARTMENT OF THE (OFFICE OF FOREIGN ASSETS CONTROL)', ct_code: 'Z2',
    exclusion_type: 'Prohibition/Restriction', additional_comments: ZTE['Additional Comments'], activate_date: '2016-03-08', termination_date: '2227-12-31', termination_type: 'Indefinite',
    create_date: '2023-11-20', update_date: '2023-11-20', uei: null, cage_code: null, npi: null, entity_uei: null, is_currently_excluded: true, delisted_at: null,
    primary_address: { address_line1: 'No. 55 Hi-tech Road South', address_line2: 'Nanshan District, Building 7', city: 'Shenzhen', state_or_province_code: 'GD', zip_code: '518057', country_code: 'CHN' },
    references: [{ name: 'ZTE LT CORP.', type: 'Also Known As (AKA)' }, { name: 'ZHONGXING LT', type: 'Also Known As (AKA)' }],
  },
  S4MRRLD02: {
    classification_type: 'Individual', entity_name: null, display_name: 'Dr. JOHN Q LOADERTEST Jr.', prefix: 'Dr.', first_name: 'JOHN', middle_name: 'Q', last_name: 'LOADERTEST', suffix: 'Jr.',
    exclusion_program: 'Non-Procurement', excluding_agency_code: 'HHS', excluding_agency_name: 'HEALTH AND HUMAN SERVICES, DEPARTMENT OF', exclusion_type: 'Ineligible (Proceedings Completed)',
    activate_date: '2024-01-05', termination_date: '2029-01-05', termination_type: 'Definite', create_date: '2024-01-04', update_date: '2024-01-04', npi: '1234567893',
    primary_address: { address_line1: '12 Main St', address_line2: null, city: 'Norfolk', state_or_province_code: 'VA', zip_code: '23510', country_code: 'USA' },
    references: [],
  },
  S4MRRLD03: {
    display_name: 'LOADER REGISTERED VENDOR LLC', uei, entity_uei: uei, cage_code: '1AB2C', termination_date: null, termination_type: null, activate_date: '2025-02-01', create_date: '2025-01-31',
    primary_address: null, references: [],
  },
  S4MRRLD04: { classification_type: 'Special Entity Designation', excluding_agency_code: 'ZZ-LOADER', excluding_agency_name: 'ZZ-LOADER', termination_date: '2030-06-30' },
});

const SCALARS = [
  'exclusion_key', 'classification_type', 'exclusion_type', 'exclusion_program', 'excluding_agency_code', 'excluding_agency_name', 'entity_name', 'display_name', 'prefix', 'first_name',
  'middle_name', 'last_name', 'suffix', 'uei', 'cage_code', 'npi', 'entity_uei', 'activate_date', 'termination_date', 'termination_type', 'create_date', 'update_date', 'delisted_at',
  'is_currently_excluded', 'additional_comments', 'ct_code',
];

/** The record through REST and GraphQL: both must serve `want` field by field, and agree with each other. */
async function served(sam: string, want: Record<string, unknown>) {
  const key = samExclusionKey(sam);
  const rest = await h.app.json(`/api/exclusions/${key}/`, free);
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  for (const [k, v] of Object.entries(want)) expect(rest.body[k], `${sam} REST ${k}`).toEqual(v);
  const gql = await h.app.graphql(
    `query($k: String!) { exclusion(exclusionKey: $k) { ${SCALARS.map((s) => camel({ [s]: 1 }) as Record<string, number>).map((o) => Object.keys(o)[0]).join(' ')} primaryAddress { addressLine1 addressLine2 city stateOrProvinceCode zipCode countryCode } references { name type } } }`,
    { k: key },
    { 'x-api-key': 'demo_free' },
  );
  expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
  const g = gql.body.data.exclusion;
  for (const s of SCALARS) expect(g[Object.keys(camel({ [s]: 1 }) as object)[0]], `${sam} GraphQL ${s}`).toEqual(rest.body[s]);
  expect(g.primaryAddress).toEqual(camel(rest.body.primary_address));
  expect(g.references).toEqual(rest.body.references);
  return rest.body;
}

describe('sam-exclusions', () => {
  let zipped: string;

  it('loads the zipped extract: every field quoted, a duplicate row dropped, dates in both forms, Indefinite; served through REST and GraphQL', async () => {
    const alert = await h.alert({ name: 'HHS exclusions', query_type: 'exclusion', filters: { excluding_agency_code: 'HHS' } });
    expect(alert.alert_id).toBeTruthy();
    const text = csv(V2, [ZTE, DOE, FIRM(), ZTE, UNKNOWN_AGENCY], { quoteAll: true });
    expect(text.startsWith('"Classification","Name","Prefix","First","Middle","Last","Suffix","Address 1"')).toBe(true);
    zipped = await zip(path.join(dir, 'SAM_Exclusions_Public_Extract_V2_26140.ZIP'), [['SAM_Exclusions_Public_Extract_V2_26140.CSV', `\uFEFF${text}`]]);
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['sam-exclusions', zipped, '--rejects', path.join(dir, 'r1.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 5, duplicate_rows: 1, rejected: 0, targets: { exclusions: { created: 4, modified: 0, unchanged: 0, rejected: 0 } }, rejects_file: null });
    expect(r.summary!.unknown_codes).toEqual({ 'excluding agency': { 'ZZ-LOADER': 1 } });
    expect(r.summary!.parts[0]).toMatchObject({ label: `${zipped}!SAM_Exclusions_Public_Extract_V2_26140.CSV`, layout: 'V2 (2019 on, 31 columns)', encoding: 'utf-8', encoding_fallback_at: null, columns_absent: [], columns_unknown: [] });
    expect(r.summary!.targets.exclusions.alert_events).toBeGreaterThan(0);
    expect(r.stdout).toMatch(/exclusions: 4 records: inserted 4, changed 0, unchanged 0, rejected 0/);
    expect(r.stderr).toMatch(/sam-exclusions → exclusions: batch 1, 4 records/); // plain log lines (no terminal)
    const log = await changesAfter(h.app, before, 'exclusion');
    expect(log).toEqual(['S4MRRLD01', 'S4MRRLD02', 'S4MRRLD03', 'S4MRRLD04'].map((s) => ({ record_id: samExclusionKey(s), change: 'created' })).sort((a, b) => a.record_id.localeCompare(b.record_id)));
    for (const [sam, want] of Object.entries(expected())) await served(sam, want);
  });

  it('a re-load of the same file changes nothing and fires nothing', async () => {
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['sam-exclusions', zipped, '--rejects', path.join(dir, 'r2.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 5, duplicate_rows: 1, targets: { exclusions: { created: 0, modified: 0, unchanged: 4, alert_events: 0 } } });
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('a modified copy modifies exactly the changed records and fires the alert', async () => {
    const before = await maxChangeId(h.app);
    const changed = [{ ...ZTE, 'Additional Comments': 'Revised comment.' }, { ...DOE, 'Termination Date': '01/05/2030' }, FIRM(), UNKNOWN_AGENCY];
    const file = write(dir, 'modified/SAM_Exclusions_Public_Extract_V2_26141.csv', csv(V2, changed, { quoteAll: true }));
    const r = await runLoad(h.app, ['sam-exclusions', path.dirname(file), '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 4, targets: { exclusions: { created: 0, modified: 2, unchanged: 2 } } });
    expect(r.summary!.targets.exclusions.alert_events).toBeGreaterThan(0);
    expect(await changesAfter(h.app, before, 'exclusion')).toEqual([samExclusionKey('S4MRRLD01'), samExclusionKey('S4MRRLD02')].sort().map((k) => ({ record_id: k, change: 'modified' })));
    await served('S4MRRLD01', { additional_comments: 'Revised comment.', termination_type: 'Indefinite' });
    await served('S4MRRLD02', { termination_date: '2030-01-05', termination_type: 'Definite' });
  });

  it('a full extract lifts the exclusions it no longer lists and relists those that come back; other files, partial and implausible extracts lift nothing', async () => {
    const extra = Array.from({ length: 12 }, (_, i): FixtureRow => ({ ...UNKNOWN_AGENCY, 'SAM Number': `S4MRRSN${String(i).padStart(2, '0')}`, Name: `SNAPSHOT ROW ${i}` }));
    const extract = (day: number, rows: FixtureRow[]) => write(dir, `snap/SAM_Exclusions_Public_V2_Extract_26${day}.csv`, csv(V2, rows, { quoteAll: true }));
    const doeKey = samExclusionKey('S4MRRLD02');
    const othersLifted = async () =>
      (await h.app.db.raw.query<{ listed: number; lifted: number }>(
        `SELECT count(*) FILTER (WHERE delisted_at IS NULL)::int AS listed, count(*) FILTER (WHERE delisted_at IS NOT NULL)::int AS lifted FROM exclusion WHERE exclusion_key NOT IN (SELECT key FROM load_snapshot_key)`,
      ))[0];
    const othersBefore = await othersLifted();
    expect(othersBefore.listed).toBeGreaterThan(0);
    const lifted = async (sam: string) => (await h.app.json(`/api/exclusions/${samExclusionKey(sam)}/`, free)).body as { delisted_at: string | null; is_currently_excluded: boolean };

    // DOE (HHS, which the alert watches) is not in the day's extract: lifted, one change, the alert fires
    let before = await maxChangeId(h.app);
    const t0 = Date.now();
    let r = await runLoad(h.app, ['sam-exclusions', extract(142, [ZTE, FIRM(), UNKNOWN_AGENCY, ...extra]), '--rejects', path.join(dir, 'rs1.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 16, absent: 1, marked: 1, skipped: null });
    expect(r.summary!.targets.exclusions).toMatchObject({ created: 12, modified: 1, unchanged: 2, absent: 1 }); // ZTE: the comment the modified copy revised, back as first loaded
    expect(r.summary!.targets.exclusions.alert_events).toBeGreaterThan(0);
    expect(r.stdout).toMatch(/full snapshot: 1 of 16 listed records are no longer in it, 1 marked as gone/);
    expect(r.stdout).toMatch(/exclusions: 15 records: .*no longer listed 1/);
    expect((await changesAfter(h.app, before, 'exclusion')).filter((c) => c.record_id === doeKey)).toEqual([{ record_id: doeKey, change: 'modified' }]);
    const doe = await served('S4MRRLD02', { is_currently_excluded: false, display_name: 'Dr. JOHN Q LOADERTEST Jr.' });
    expect(Date.parse(doe.delisted_at as string)).toBeGreaterThanOrEqual(t0 - 1000);
    const keysOf = async (query: string) => (await h.app.json(`/api/exclusions/?${query}`, free)).body.results.map((x: { exclusion_key: string }) => x.exclusion_key);
    expect(await keysOf('npi=1234567893&delisted=true')).toEqual([doeKey]);
    expect(await keysOf('npi=1234567893&active=true')).toEqual([]);
    expect((await lifted('S4MRRLD01')).delisted_at).toBeNull();

    // the same extract again: nothing more leaves, nothing changes
    before = await maxChangeId(h.app);
    r = await runLoad(h.app, ['sam-exclusions', path.join(dir, 'snap/SAM_Exclusions_Public_V2_Extract_26142.csv'), '--rejects', path.join(dir, 'rs2.csv')]);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 15, absent: 0, marked: 0, skipped: null });
    expect(await maxChangeId(h.app)).toBe(before);

    // a file not named as the extract, or --snapshot no, is no complete listing: loaded, nothing lifted
    const filtered = write(dir, 'snap/hand-filtered.csv', csv(V2, [ZTE], { quoteAll: true }));
    r = await runLoad(h.app, ['sam-exclusions', filtered, '--rejects', path.join(dir, 'rs3.csv')]);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: false, listed: 0, absent: 0, marked: 0, skipped: null });
    r = await runLoad(h.app, ['sam-exclusions', extract(143, [ZTE]), '--snapshot', 'no', '--rejects', path.join(dir, 'rs4.csv')]);
    expect(r.summary!.parts[0].snapshot!.full).toBe(false);
    expect(await maxChangeId(h.app)).toBe(before);
    expect((await runLoad(h.app, ['sam-exclusions', filtered, '--snapshot', 'some'])).stderr).toMatch(/--snapshot must be one of auto, yes, no/);

    // DOE is listed again (relisted: a change), but the extract lacks 12 of the 16 listed: taken for a partial copy, nothing lifted
    const four = extract(144, [ZTE, DOE, FIRM(), UNKNOWN_AGENCY]);
    r = await runLoad(h.app, ['sam-exclusions', four, '--rejects', path.join(dir, 'rs5.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.targets.exclusions).toMatchObject({ modified: 1, unchanged: 3, absent: 0 });
    expect(r.summary!.parts[0].snapshot).toMatchObject({ full: true, listed: 16, absent: 12, marked: 0, skipped: expect.stringMatching(/^12 of the 16 listed records would leave: taken for a truncated or partial copy/) });
    expect(r.stdout).toMatch(/full snapshot NOT applied: 12 of the 16 listed records would leave/);
    expect(await lifted('S4MRRLD02')).toMatchObject({ delisted_at: null, is_currently_excluded: true });
    expect((await lifted('S4MRRSN00')).delisted_at).toBeNull();

    // --snapshot yes: the operator vouches for the file; the 12 are lifted
    before = await maxChangeId(h.app);
    r = await runLoad(h.app, ['sam-exclusions', four, '--snapshot', 'yes', '--rejects', path.join(dir, 'rs6.csv')]);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 16, absent: 12, marked: 12, skipped: null });
    expect((await changesAfter(h.app, before, 'exclusion')).map((c) => c.change)).toEqual(Array(12).fill('modified'));
    for (const x of extra) expect((await lifted(x['SAM Number'])).is_currently_excluded).toBe(false);

    // a row without a key: the file is no complete listing, so UNKNOWN_AGENCY (absent) is not lifted
    before = await maxChangeId(h.app);
    r = await runLoad(h.app, ['sam-exclusions', extract(145, [ZTE, DOE, FIRM(), { ...ZTE, 'SAM Number': '' }]), '--rejects', path.join(dir, 'rs7.csv')]);
    expect(r.summary).toMatchObject({ rejected: 1 });
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 4, absent: 1, marked: 0, skipped: 'not a complete listing (line 6 has no key)' }); // ZTE's comment holds a newline
    expect(await maxChangeId(h.app)).toBe(before);
    expect((await lifted('S4MRRLD04')).delisted_at).toBeNull();

    // an archive's entries are one listing: a zip whose two CSVs together list all four lifts none of them
    before = await maxChangeId(h.app);
    const split = await zip(path.join(dir, 'snap/SAM_Exclusions_Public_V2_Extract_26146.ZIP'), [
      ['SAM_Exclusions_Public_V2_Extract_26146_1.CSV', csv(V2, [ZTE, DOE], { quoteAll: true })],
      ['SAM_Exclusions_Public_V2_Extract_26146_2.CSV', csv(V2, [FIRM(), UNKNOWN_AGENCY], { quoteAll: true })],
    ]);
    r = await runLoad(h.app, ['sam-exclusions', split, '--rejects', path.join(dir, 'rs8.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.parts.map((p) => p.snapshot)).toEqual([{ full: true, listed: 4, absent: 0, marked: 0, skipped: null }, null]);
    expect(await maxChangeId(h.app)).toBe(before);

    // --strict: the marks are written inside the load's one transaction
    before = await maxChangeId(h.app);
    r = await runLoad(h.app, ['sam-exclusions', extract(147, [ZTE, DOE, FIRM()]), '--strict', '--rejects', path.join(dir, 'rs9.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 4, absent: 1, marked: 1, skipped: null });
    expect(await changesAfter(h.app, before, 'exclusion')).toEqual([{ record_id: samExclusionKey('S4MRRLD04'), change: 'modified' }]);
    expect((await lifted('S4MRRLD04')).is_currently_excluded).toBe(false);

    // the exclusions the loader never read from this source (the demo data's) were never lifted
    expect(await othersLifted()).toEqual(othersBefore);
  });

  it('an older layout (V1: no UEI, no creation date, a DUNS column) loads with its columns in another order', async () => {
    const order = [...V1].reverse();
    const row: FixtureRow = { ...Object.fromEntries(Object.entries(DOE).filter(([k]) => V1.includes(k))), 'SAM Number': 'S4MRRLD05', Last: 'OLDLAYOUT', DUNS: '123456789' };
    const file = write(dir, 'v1.csv', csv(order, [row], { quoteAll: true }));
    const r = await runLoad(h.app, ['sam-exclusions', file, '--rejects', path.join(dir, 'r4.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ targets: { exclusions: { created: 1 } } });
    expect(r.summary!.parts[0]).toMatchObject({ layout: 'V1 (before UEIs, 28 columns)', columns_absent: [], columns_unknown: [] });
    // the creation date falls back to the active date; uei is not sent at all
    await served('S4MRRLD05', { last_name: 'OLDLAYOUT', display_name: 'Dr. JOHN Q OLDLAYOUT Jr.', create_date: '2024-01-05', uei: null, npi: '1234567893' });
  });

  it('a file of another source, or of no known layout, fails at once naming the missing columns; nothing is written', async () => {
    const before = await maxChangeId(h.app);
    const opp = write(dir, 'ContractOpportunitiesFullCSV.csv', csv(samOpportunities.layouts[0].columns, []));
    const r = await runLoad(h.app, ['sam-exclusions', opp]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ContractOpportunitiesFullCSV\.csv is not a sam-exclusions file: its header lacks the columns "Classification", "Name", "Excluding Agency", "Exclusion Type", "Exclusion Program", "SAM Number"/);
    expect(r.stderr).toMatch(/The header is that of sam-opportunities/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace

    const oddColumns = V2.filter((c) => c !== 'SAM Number' && c !== 'Exclusion Type').concat(['Something Else']);
    const odd = write(dir, 'odd.csv', csv(oddColumns, [Object.fromEntries(Object.entries(ZTE).filter(([k]) => oddColumns.includes(k)))]));
    const n = await runLoad(h.app, ['auto', odd]);
    expect(n.code).toBe(1);
    expect(n.stderr).toMatch(/odd\.csv matches no known layout .* The closest is sam-exclusions .*layout "V2 \(2019 on, 31 columns\)", which needs the columns "Exclusion Type", "SAM Number"/);

    const detect = await runLoad(h.app, ['--detect', zipped, opp, odd]);
    expect(detect.code).toBe(1);
    expect(detect.stdout).toMatch(/!SAM_Exclusions_Public_Extract_V2_26140\.CSV: sam-exclusions \(SAM\.gov Exclusions public extract \(V2\)\), layout "V2/);
    expect(detect.stdout).toMatch(/ContractOpportunitiesFullCSV\.csv: sam-opportunities/);
    expect(detect.stdout).toMatch(/odd\.csv matches no known layout/);

    expect((await runLoad(h.app, ['sam-exclusion', zipped])).stderr).toMatch(/did you mean sam-exclusions\?/);
    expect((await runLoad(h.app, ['usaspending-contract-awards', zipped])).stderr).toMatch(/is not a usaspending-contract-awards file: .*The header is that of sam-exclusions/);
    expect((await runLoad(h.app, ['sam-exclusions', path.join(dir, 'missing.zip')])).stderr).toMatch(/missing\.zip: no such file or directory/);
    const notZip = write(dir, 'broken.zip', 'not a zip at all');
    expect((await runLoad(h.app, ['sam-exclusions', notZip])).stderr).toMatch(/broken\.zip is not a readable zip archive/);
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('broken rows go to the rejects file (file, line, key, reason) and the rest loads; --strict writes nothing', async () => {
    const rows: FixtureRow[] = [
      { ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD10', Name: 'LOADER GOOD ONE' },
      { ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD11', 'Active Date': '13/45/2025' }, // not a date
      { ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD12', CAGE: '1234567' }, // the core refuses: cage_code is at most 5 characters
      { ...UNKNOWN_AGENCY, 'SAM Number': '' }, // no key
      { ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD13', Name: 'LOADER\nGOOD TWO', Classification: 'Firm' }, // a quoted newline: two lines
      { ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD14', 'Unique Entity ID': 'TOOLONGUEI12345' }, // the core refuses: uei is at most 12 characters
    ];
    let text = csv(V2, rows, { quoteAll: true });
    text += '"Firm","SHORT ROW"\r\n'; // a row of 2 fields
    const file = write(dir, 'broken.csv', text);
    const rejectsFile = path.join(dir, 'rejects.csv');

    const strictBefore = await maxChangeId(h.app);
    const strict = await runLoad(h.app, ['sam-exclusions', file, '--strict', '--rejects', path.join(dir, 'strict-rejects.csv')]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/--strict: stopped at the first rejected row, .*broken\.csv line 3 \(key S4MRRLD11\): Active Date: "13\/45\/2025" is not a date/);
    expect(await maxChangeId(h.app)).toBe(strictBefore);
    expect((await h.app.json(`/api/exclusions/${samExclusionKey('S4MRRLD10')}/`, free)).status).toBe(404);

    const r = await runLoad(h.app, ['sam-exclusions', file, '--rejects', rejectsFile]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 7, rejected: 5, rejects_file: rejectsFile, targets: { exclusions: { created: 2, rejected: 2 } } });
    const rejects = readRejects(rejectsFile).sort((a, b) => a.line - b.line);
    expect(rejects.map((x) => [x.file, x.line, x.key])).toEqual([
      [file, 3, 'S4MRRLD11'],
      [file, 4, 'S4MRRLD12'],
      [file, 5, ''],
      [file, 8, 'S4MRRLD14'],
      [file, 9, 'Firm'],
    ].map(([f, l, k]) => [f, l, k === 'Firm' ? '' : k]));
    expect(rejects.map((x) => x.reason)).toEqual([
      'Active Date: "13/45/2025" is not a date',
      'cage_code: must be at most 5 characters',
      'SAM Number is empty (the record has no key)',
      'uei: must be at most 12 characters',
      'the row has 2 fields, the header 31',
    ]);
    // the summary counts them by kind of problem, without the values the reasons quote
    expect(r.summary!.reject_reasons).toEqual({
      'Active Date: "…" is not a date': 1,
      'cage_code: must be at most 5 characters': 1,
      'SAM Number is empty (the record has no key)': 1,
      'uei: must be at most 12 characters': 1,
      'the row has 2 fields, the header 31': 1,
    });
    expect(r.stdout).toMatch(/rejected by reason:\n  1 × Active Date: "…" is not a date\n/);
    await served('S4MRRLD10', { display_name: 'LOADER GOOD ONE' });
    await served('S4MRRLD13', { display_name: 'LOADER\nGOOD TWO', classification_type: 'Firm' });
    expect(r.stdout).toMatch(/rejected rows: .*rejects\.csv/);
  });

  it('the summary counts at most 50 kinds of reject reason, the rest together, and prints the five most frequent', async () => {
    const lengths = Array.from({ length: 53 }, (_, i) => i + 1).filter((n) => n !== V2.length); // 52 distinct wrong field counts
    const text = csv(V2, []) + lengths.map((n) => Array(n).fill('x').join(',')).join('\r\n') + '\r\n' + Array(3).fill('x').join(',') + '\r\n';
    const r = await runLoad(h.app, ['sam-exclusions', write(dir, 'reasons.csv', text), '--rejects', path.join(dir, 'reasons-rejects.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.rejected).toBe(53);
    const reasons = r.summary!.reject_reasons;
    expect(Object.keys(reasons)).toHaveLength(51);
    expect(reasons['the row has 3 fields, the header 31']).toBe(2);
    expect(reasons['(other reasons)']).toBe(2); // 51 and 53 fields: the 51st and 52nd kinds
    expect(r.stdout).toMatch(/rejected by reason \(the 5 most frequent\):\n  2 × the row has 3 fields, the header 31\n  2 × \(other reasons\)\n  1 × the row has 1 fields, the header 31\n/);
  });

  it('--strict is one transaction for the whole load: a rejected row after several committed-size batches rolls every one of them back', async () => {
    const rows: FixtureRow[] = [
      ...Array.from({ length: 5 }, (_, i) => ({ ...UNKNOWN_AGENCY, 'SAM Number': `S4MRRST${i}0`, Name: `STRICT ROW ${i}` })),
      { ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRST99', 'Active Date': '02/30/2025' }, // the sixth row: not a date
    ];
    const file = write(dir, 'strict-late.csv', csv(V2, rows, { quoteAll: true }));
    const before = await maxChangeId(h.app);
    // batches of one record: five batches are written (inside the transaction) before the bad row
    const run = load(h.app.db.prisma as PrismaClient, { source: 'sam-exclusions', inputs: [file], strict: true, batchSize: 1, rejectsFile: path.join(dir, 'strict-late-rejects.csv') }, createLogger('silent'));
    await expect(run).rejects.toThrow(/--strict: stopped at the first rejected row, .*strict-late\.csv line 7 \(key S4MRRST99\).*nothing was written/);
    expect(await maxChangeId(h.app)).toBe(before);
    for (let i = 0; i < 5; i++) expect((await h.app.json(`/api/exclusions/${samExclusionKey(`S4MRRST${i}0`)}/`, free)).status).toBe(404);
    // without the bad row the same strict load commits all five, and their alerts are evaluated after the commit
    const good = write(dir, 'strict-good.csv', csv(V2, rows.slice(0, 5), { quoteAll: true }));
    const summary = await load(h.app.db.prisma as PrismaClient, { source: 'sam-exclusions', inputs: [good], strict: true, batchSize: 1, rejectsFile: path.join(dir, 'strict-good-rejects.csv') }, createLogger('silent'));
    expect(summary.targets.exclusions).toMatchObject({ created: 5, batches: 5 });
    for (let i = 0; i < 5; i++) expect((await h.app.json(`/api/exclusions/${samExclusionKey(`S4MRRST${i}0`)}/`, free)).status).toBe(200);
  });

  it('bytes that are not UTF-8 switch the file to Windows-1252 (reported)', async () => {
    const head = Buffer.from(csv(V2, [{ ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD20', Name: 'LOADER CAFE' }], { quoteAll: true }), 'utf8');
    const tail = Buffer.from(csv(V2, [{ ...UNKNOWN_AGENCY, 'SAM Number': 'S4MRRLD21', Name: 'LOADER CAF\u00e9 \u2019S' }], { quoteAll: true }).split('\r\n')[1] + '\r\n', 'latin1');
    tail[tail.indexOf(0x19)] = 0x92; // the right single quote in Windows-1252 (latin1 wrote U+2019 as 0x19)
    const file = write(dir, 'cp1252.csv', Buffer.concat([head, tail]));
    const r = await runLoad(h.app, ['sam-exclusions', file, '--rejects', path.join(dir, 'r6.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.parts[0].encoding).toBe('windows-1252');
    expect(r.summary!.parts[0].encoding_fallback_at).toBe(0);
    expect(r.stdout).toMatch(/Windows-1252 from byte 0: not UTF-8/);
    await served('S4MRRLD21', { display_name: 'LOADER CAF\u00e9 \u2019S' });
    await served('S4MRRLD20', { display_name: 'LOADER CAFE' });
  });
});
