/**
 * `npm run load -- usaspending-contract-transactions` and
 * `usaspending-contract-awards`: fixtures in the real layouts (the 297 and
 * 286 header names in order; t/f and true/false booleans, a negative
 * deobligation, a `;`-joined list, a quoted newline, CRLF), a zip of split
 * parts whose awards span both parts; contracts, IDVs and transactions read
 * back through REST and GraphQL; obligations = sum of the transactions; a
 * re-load changes nothing; a modified copy and a delta file with a D row
 * change exactly their awards; an older layout; another source's file;
 * broken rows to the rejects file; the award summaries keep the stored
 * transactions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usaspendingContractAwards } from '../../src/load/sources/usaspending-contract-awards.js';
import { usaspendingContractTransactions } from '../../src/load/sources/usaspending-contract-transactions.js';
import { load } from '../../src/load/run.js';
import { createLogger } from '../../src/logger.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { changesAfter, csv, maxChangeId, readRejects, runLoad, tempDir, write, zip, type FixtureRow } from './helpers.js';

const TX = usaspendingContractTransactions.layouts[0].columns;
const AW = usaspendingContractAwards.layouts[0].columns;
let app: TestApp;
let dir: string;
let office: { organization_id: string; code: string; agency_code: string; department_code: string };
let uei: string;
let naics: string;
let psc: string;
const key = { headers: { 'x-api-key': 'demo_free' } };

const IDV = 'CONT_IDV_USLDIDV01_9700';
const A = 'CONT_AWD_USLDA001_9700_USLDIDV01_9700';
const B = 'CONT_AWD_USLDB001_9700_-NONE-_-NONE-';
const NEW_UEI = 'USLDNEWUEI01';

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  dir = tempDir('pds-load-usa-');
  [office] = await app.db.raw.query(`SELECT organization_id::text, code, agency_code, department_code FROM organization WHERE type = 'OFFICE' ORDER BY code LIMIT 1`);
  [{ uei }] = await app.db.raw.query(`SELECT uei FROM entity ORDER BY uei LIMIT 1`);
  [{ code: naics }] = await app.db.raw.query(`SELECT code FROM naics WHERE length(code) = 6 ORDER BY code LIMIT 1`);
  [{ code: psc }] = await app.db.raw.query(`SELECT code FROM psc ORDER BY code LIMIT 1`);
});
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const tkey = (piid: string, mod: string, parent = '-NONE-', ref = '-NONE-') => `9700_${ref}_${piid}_${mod}_${parent}_0`;

function tx(award: string, piid: string, mod: string, date: string, amount: string, extra: FixtureRow = {}): FixtureRow {
  const child = award.startsWith('CONT_AWD_') && award.includes('USLDIDV01');
  return {
    contract_transaction_unique_key: tkey(piid, mod, child ? 'USLDIDV01' : '-NONE-', child ? '9700' : '-NONE-'),
    contract_award_unique_key: award,
    award_id_piid: piid,
    modification_number: mod,
    transaction_number: '0',
    parent_award_agency_id: child ? '9700' : '',
    parent_award_id_piid: child ? 'USLDIDV01' : '',
    federal_action_obligation: amount,
    total_dollars_obligated: '999.99',
    current_total_value_of_award: '20000.00',
    potential_total_value_of_award: '50000.00',
    treasury_accounts_funding_this_award: '097-0100;097-0300',
    action_date: date,
    action_date_fiscal_year: '2025',
    period_of_performance_start_date: '2025-02-01',
    period_of_performance_current_end_date: '2026-01-31',
    period_of_performance_potential_end_date: '2028-01-31',
    ordering_period_end_date: '2030-01-09',
    awarding_agency_code: office.department_code,
    awarding_sub_agency_code: office.agency_code,
    awarding_office_code: office.code,
    awarding_office_name: 'SOME OFFICE',
    recipient_uei: uei,
    recipient_name: 'LOADER TEST RECIPIENT LLC',
    recipient_country_code: 'USA',
    primary_place_of_performance_country_code: 'USA',
    primary_place_of_performance_country_name: 'UNITED STATES',
    primary_place_of_performance_state_code: 'VA',
    primary_place_of_performance_state_name: 'VIRGINIA',
    primary_place_of_performance_city_name: 'NORFOLK',
    primary_place_of_performance_zip_4: '235101234',
    award_or_idv_flag: award.startsWith('CONT_IDV_') ? 'IDV' : 'AWARD',
    award_type_code: award.startsWith('CONT_AWD_') ? 'C' : '',
    award_type: award.startsWith('CONT_AWD_') ? 'DELIVERY ORDER' : '',
    idv_type_code: award.startsWith('CONT_IDV_') ? 'B' : '',
    idv_type: award.startsWith('CONT_IDV_') ? 'IDC' : '',
    type_of_contract_pricing_code: 'J',
    type_of_contract_pricing: 'FIRM FIXED PRICE',
    transaction_description: `MOD ${mod}`,
    prime_award_base_transaction_description: 'LOADER TEST "SERVICES"',
    action_type_code: mod === '0' ? '' : 'B',
    action_type: mod === '0' ? '' : 'SUPPLEMENTAL AGREEMENT FOR WORK WITHIN SCOPE',
    solicitation_identifier: 'W912-USLD-25-R-0001',
    number_of_actions: '1',
    product_or_service_code: psc,
    naics_code: naics,
    type_of_set_aside_code: 'SBA',
    type_of_set_aside: 'SMALL BUSINESS SET ASIDE - TOTAL',
    extent_competed_code: 'A',
    extent_competed: 'FULL AND OPEN COMPETITION',
    number_of_offers_received: '3',
    solicitation_date: '2024-12-01',
    research_code: '',
    woman_owned_business: 't',
    veteran_owned_business: 'f',
    '1862_land_grant_college': '',
    highly_compensated_officer_1_name: 'PAT EXEC',
    highly_compensated_officer_1_amount: '250000.00',
    last_modified_date: `${date} 10:11:12.123456+00`,
    initial_report_date: `${date} 09:00:00`,
    usaspending_permalink: `https://www.usaspending.gov/award/${award}/`,
    ...extra,
  };
}

const rowsPart1 = (): FixtureRow[] => [
  tx(IDV, 'USLDIDV01', '0', '2025-01-10', '0.00', { recipient_uei: NEW_UEI, recipient_name: 'NEW RECIPIENT FROM AWARDS INC', recipient_doing_business_as_name: 'NEWREC', cage_code: '9ZZ99', recipient_city_name: 'RICHMOND', recipient_state_code: 'VA', recipient_zip_4_code: '232191234', recipient_address_line_1: '1 MAIN ST', program_acronym: 'USLD', service_disabled_veteran_owned_business: 'TRUE', c8a_program_participant: 't', corporate_entity_not_tax_exempt: 't', emerging_small_business: 't' }),
  tx(A, 'USLDA001', '0', '2025-02-01', '1000.50', { transaction_description: 'BASE AWARD\r\nline two, "quoted"' }),
  tx(B, 'USLDB001', '0', '2025-02-15', '5000', { woman_owned_business: 'f' }),
];
const rowsPart2 = (): FixtureRow[] => [
  tx(A, 'USLDA001', 'P00001', '2025-03-01', '-200.25', { woman_owned_business: 'true', veteran_owned_business: 'false' }),
  tx(B, 'USLDB001', 'P00001', '2025-13-45', '10'),
  tx(B, 'USLDB001', 'P00002', '2025-04-01', '12,34x'),
  tx(B, 'USLDB001', 'P00003', '2025-04-02', '25.00', { woman_owned_business: 'maybe' }),
];

async function contract(k: string, family: 'contracts' | 'idvs' = 'contracts') {
  const r = await app.json(`/api/${family}/${k}/`, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function gqlContract(k: string) {
  const g = await app.graphql(
    `query($k: String!) { contract(key: $k) { key piid awardDate obligated description totalContractValue baseAndExercisedOptionsValue numberOfActions parentAward { key piid } recipient { uei legalBusinessName } awardingOffice { organizationId } transactions { modificationNumber transactionDate obligated description actionType { code description } } } }`,
    { k },
    { 'x-api-key': 'demo_free' },
  );
  expect(g.body.errors, JSON.stringify(g.body.errors)).toBeUndefined();
  return g.body.data.contract;
}

describe('usaspending-contract-transactions', () => {
  let zipFile: string;

  it('loads a zip of split parts (awards spanning both); contracts, IDVs and transactions read back through REST and GraphQL', async () => {
    zipFile = await zip(path.join(dir, 'FY2025_097_Contracts_Full_20250508.zip'), [
      ['FY2025_097_Contracts_Full_20250508_2.csv', csv(TX, rowsPart2())],
      ['FY2025_097_Contracts_Full_20250508_1.csv', csv(TX, rowsPart1())],
      ['Data_Dictionary_Crosswalk.xlsx', 'not a csv'],
    ]);
    const rejects = path.join(dir, 'rejects.csv');
    const r = await runLoad(app, ['usaspending-contract-transactions', zipFile, '--rejects', rejects]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 7, rejected: 3, targets: { idvs: { created: 1 }, contracts: { created: 2 }, entities: { created: 1, unchanged: 1 } } });
    expect(r.summary!.parts.map((p) => p.label)).toEqual([`${zipFile}!FY2025_097_Contracts_Full_20250508_1.csv`, `${zipFile}!FY2025_097_Contracts_Full_20250508_2.csv`]);
    expect(r.summary!.parts[0].columns_absent).toEqual([]);
    expect(readRejects(rejects).map((x) => [x.line, x.key, x.reason])).toEqual([
      [3, tkey('USLDB001', 'P00001'), 'action_date: "2025-13-45" is not a date'],
      [4, tkey('USLDB001', 'P00002'), 'federal_action_obligation: "12,34x" is not an amount'],
      [5, tkey('USLDB001', 'P00003'), 'woman_owned_business: "maybe" is not a boolean (t/f, true/false, Yes/No)'],
    ]);

    const a = await contract(A);
    expect(a).toMatchObject({
      key: A,
      piid: 'USLDA001',
      award_date: '2025-02-01',
      fiscal_year: 2025,
      obligated: 800.25,
      base_and_exercised_options_value: 20000,
      total_contract_value: 50000,
      description: 'LOADER TEST "SERVICES"',
      solicitation_identifier: 'W912-USLD-25-R-0001',
      naics: { code: naics },
      psc: { code: psc },
      set_aside: { code: 'SBA', description: 'SMALL BUSINESS SET ASIDE - TOTAL' },
      award_type: { code: 'C', description: 'DELIVERY ORDER' },
      period_of_performance: { start_date: '2025-02-01', current_end_date: '2026-01-31', ultimate_completion_date: '2028-01-31' },
      awarding_office: { organization_id: office.organization_id, office_code: office.code },
      funding_office: null,
      recipient: { uei, legal_business_name: 'LOADER TEST RECIPIENT LLC' },
      place_of_performance: { country_code: 'USA', country_name: 'UNITED STATES', state_code: 'VA', state_name: 'VIRGINIA', city_name: 'NORFOLK', zip_code: '235101234' },
      competition: { contract_type: { code: 'J', description: 'FIRM FIXED PRICE' }, extent_competed: { code: 'A', description: 'FULL AND OPEN COMPETITION' }, solicitation_date: '2024-12-01', number_of_offers_received: 3 },
      parent_award: { key: IDV, piid: 'USLDIDV01' },
      number_of_actions: 2,
    });
    expect(a.transactions).toEqual([
      { modification_number: '0', transaction_date: '2025-02-01', obligated: 1000.5, description: 'BASE AWARD\r\nline two, "quoted"', action_type: null },
      { modification_number: 'P00001', transaction_date: '2025-03-01', obligated: -200.25, description: 'MOD P00001', action_type: { code: 'B', description: 'SUPPLEMENTAL AGREEMENT FOR WORK WITHIN SCOPE' } },
    ]);
    const listed = await app.json(`/api/contracts/${A}/transactions/`, key);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.results.map((t: any) => [t.modification_number, Number(t.obligated)])).toEqual([['0', 1000.5], ['P00001', -200.25]]);
    const g = await gqlContract(A);
    expect(g).toMatchObject({ key: A, piid: 'USLDA001', awardDate: '2025-02-01', description: a.description, numberOfActions: 2, parentAward: { key: IDV, piid: 'USLDIDV01' }, recipient: { uei, legalBusinessName: 'LOADER TEST RECIPIENT LLC' }, awardingOffice: { organizationId: office.organization_id } });
    expect(Number(g.obligated)).toBe(800.25);
    expect(Number(g.totalContractValue)).toBe(50000);
    expect(g.transactions.map((t: any) => [t.modificationNumber, t.transactionDate, Number(t.obligated), t.description, t.actionType?.code ?? null])).toEqual(a.transactions.map((t: any) => [t.modification_number, t.transaction_date, t.obligated, t.description, t.action_type?.code ?? null]));
    // obligations = the sum of the transactions
    const [{ s }] = await app.db.raw.query<{ s: string }>(`SELECT sum(obligated)::text AS s FROM award_transaction WHERE award_key = $1`, [A]);
    expect(Number(s)).toBe(a.obligated);

    const b = await contract(B);
    expect(b).toMatchObject({ obligated: 5000, parent_award: null, transactions: [{ modification_number: '0', obligated: 5000 }] });
    const idv = await contract(IDV, 'idvs');
    expect(idv).toMatchObject({ key: IDV, piid: 'USLDIDV01', obligated: 0, program_acronym: 'USLD', idv_type: { code: 'B', description: 'IDC' }, period_of_performance: { start_date: '2025-02-01', last_date_to_order: '2030-01-09' }, recipient: { uei: NEW_UEI } });
    // the recipient entity met on the way, as the row says it
    const e = (await app.json(`/api/entities/${NEW_UEI}/`, key)).body;
    expect(e).toMatchObject({ uei: NEW_UEI, legal_business_name: 'NEW RECIPIENT FROM AWARDS INC', dba_name: 'NEWREC', cage_code: '9ZZ99', registered: false, registration_status: 'Unknown' });
    // its business types from the row's flags (true ones with a SAM code; emerging_small_business has none), through REST and GraphQL
    const types = [{ code: 'A2', description: 'Woman Owned Business' }, { code: 'QF', description: 'Service Disabled Veteran Owned Business' }];
    expect([...e.business_types].sort((x: { code: string }, y: { code: string }) => x.code.localeCompare(y.code))).toEqual(types);
    expect(e.sba_business_types).toEqual([expect.objectContaining({ code: 'A6', description: 'SBA Certified 8(a) Program Participant' })]);
    expect(e.entity_structure).toEqual({ code: '2L', description: 'Corporate Entity (Not Tax Exempt)' });
    const ge = await app.graphql(`query($u: String!) { entity(uei: $u) { businessTypes { code description } sbaBusinessTypes { code description } entityStructure { code description } } }`, { u: NEW_UEI }, { 'x-api-key': 'demo_free' });
    expect(ge.body.errors, JSON.stringify(ge.body.errors)).toBeUndefined();
    expect([...ge.body.data.entity.businessTypes].sort((x: { code: string }, y: { code: string }) => x.code.localeCompare(y.code))).toEqual(types);
    expect(ge.body.data.entity.sbaBusinessTypes).toEqual([{ code: 'A6', description: 'SBA Certified 8(a) Program Participant' }]);
    expect(ge.body.data.entity.entityStructure).toEqual({ code: '2L', description: 'Corporate Entity (Not Tax Exempt)' });
    // the vendor filter by business type finds it
    expect((await app.json(`/api/entities/?socioeconomic=QF&name=NEW%20RECIPIENT%20FROM%20AWARDS`, key)).body.results?.map((x: { uei: string }) => x.uei) ?? []).toContain(NEW_UEI);
  });

  it('a re-load changes nothing and writes no change log', async () => {
    const before = await maxChangeId(app);
    const r = await runLoad(app, ['usaspending-contract-transactions', zipFile, '--rejects', path.join(dir, 'r2.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ targets: { idvs: { created: 0, modified: 0, unchanged: 1, alert_events: 0 }, contracts: { created: 0, modified: 0, unchanged: 2, alert_events: 0 } } });
    expect(await changesAfter(app, before, 'contract')).toEqual([]);
    expect(await changesAfter(app, before, 'idv')).toEqual([]);
  });

  it('the same zip parsed in the parse thread (LOAD_PARSE_THREAD_BYTES=0): the same rows, the same rejects and lines, nothing changed', async () => {
    const before = await maxChangeId(app);
    const here = path.join(dir, 'r-here.csv');
    const there = path.join(dir, 'r-thread.csv');
    const inThread = await runLoad(app, ['usaspending-contract-transactions', zipFile, '--rejects', here]);
    process.env.LOAD_PARSE_THREAD_BYTES = '0';
    let threaded: Awaited<ReturnType<typeof runLoad>>;
    try {
      threaded = await runLoad(app, ['usaspending-contract-transactions', zipFile, '--rejects', there]);
      process.env.LOAD_PARSE_THREAD_BYTES = '1e3';
      const bad = await runLoad(app, ['usaspending-contract-transactions', zipFile, '--rejects', there]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/^error: LOAD_PARSE_THREAD_BYTES must be a whole number of bytes/);
    } finally {
      delete process.env.LOAD_PARSE_THREAD_BYTES;
    }
    expect(threaded.code, threaded.stderr + threaded.stdout).toBe(0);
    const { seconds: _a, ...a } = inThread.summary!;
    const { seconds: _b, ...b } = threaded.summary!;
    expect(b).toEqual({ ...a, rejects_file: there });
    expect(b).toMatchObject({ rows_read: 7, rejected: 3 });
    expect(readRejects(there)).toEqual(readRejects(here));
    expect(await changesAfter(app, before, 'contract')).toEqual([]);
  });

  it('a modified copy (LF, true/false) modifies exactly its awards; the stored transactions are kept (a file with one modification)', async () => {
    // only A's new modification and a changed amount of its base: B and the IDV are not in this file
    const rows = [tx(A, 'USLDA001', '0', '2025-02-01', '1100.50', { woman_owned_business: 'false' }), tx(A, 'USLDA001', 'P00002', '2025-05-01', '50.00', { woman_owned_business: 'true' })];
    const file = write(dir, 'mod/All_Contracts_PrimeTransactions_2025-06-01_H01M02S03_1.csv', csv(TX, rows, { eol: '\n' }));
    const before = await maxChangeId(app);
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rejected: 0, targets: { contracts: { created: 0, modified: 1, unchanged: 0 } } });
    expect(await changesAfter(app, before, 'contract')).toEqual([{ record_id: A, change: 'modified' }]);
    const a = await contract(A);
    expect(a.transactions.map((t: any) => [t.modification_number, t.obligated])).toEqual([['0', 1100.5], ['P00001', -200.25], ['P00002', 50]]);
    expect(a.obligated).toBe(950.25);
    expect(a.number_of_actions).toBe(3);
  });

  it('a delta file: a D row deletes its transaction (only key columns filled)', async () => {
    const delta = usaspendingContractTransactions.layouts[1].columns;
    const rows: FixtureRow[] = [{ correction_delete_ind: 'D', agency_id: '9700', contract_transaction_unique_key: tkey('USLDA001', 'P00001', 'USLDIDV01', '9700') }];
    const file = write(dir, 'delta/FY(All)_097_Contracts_Delta_20250701_1.csv', csv(delta, rows));
    const before = await maxChangeId(app);
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r4.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rejected: 0, targets: { contracts: { modified: 1 } } });
    expect(await changesAfter(app, before, 'contract')).toEqual([{ record_id: A, change: 'modified' }]);
    const a = await contract(A);
    expect(a.transactions.map((t: any) => t.modification_number)).toEqual(['0', 'P00002']);
    expect(a.obligated).toBe(1150.5);
    expect(a.description).toBe('LOADER TEST "SERVICES"');
  });

  it('a delta file: a D row naming only its transaction key, without a parent, deletes from the IDV of that key (settled against the stored awards)', async () => {
    const mods = async () => (await app.db.raw.query<{ m: string }>(`SELECT modification_number AS m FROM award_transaction WHERE award_key = $1 ORDER BY m`, [IDV])).map((r) => r.m);
    const added = write(dir, 'idv-mod/All_Contracts_PrimeTransactions_2025-07-02_H01M02S03_1.csv', csv(TX, [tx(IDV, 'USLDIDV01', 'P00001', '2025-07-01', '0.00')]));
    expect((await runLoad(app, ['usaspending-contract-transactions', added, '--rejects', path.join(dir, 'r4a.csv')])).code).toBe(0);
    expect(await mods()).toEqual(['0', 'P00001']);
    // the transaction key of an IDV's modification reads like a contract's without a parent (CONT_AWD_USLDIDV01_9700_-NONE-_-NONE-):
    // no such contract is stored or in the file, the IDV is, so the row deletes from the IDV
    const delta = usaspendingContractTransactions.layouts[1].columns;
    const file = write(dir, 'delta-idv/FY(All)_097_Contracts_Delta_20250702_1.csv', csv(delta, [{ correction_delete_ind: 'D', agency_id: '9700', contract_transaction_unique_key: tkey('USLDIDV01', 'P00001') }]));
    const before = await maxChangeId(app);
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r4b.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rejected: 0, targets: { idvs: { modified: 1 } } });
    expect(await changesAfter(app, before, 'idv')).toEqual([{ record_id: IDV, change: 'modified' }]);
    expect(await mods()).toEqual(['0']);
  });

  it('an older layout with fewer columns loads (the columns it lacks are left as stored)', async () => {
    const older = TX.filter((c) => !/IIJA|COVID-19|_cd_original$|_cd_current$|^prime_award_transaction_|initial_report_date/.test(c));
    const row = tx(B, 'USLDB001', 'P00004', '2025-06-01', '-1000');
    const file = write(dir, 'old/Contracts_PrimeTransactions_2019_1.csv', csv(older, [Object.fromEntries(Object.entries(row).filter(([k]) => older.includes(k)))]));
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r5.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.parts[0].columns_absent.length).toBe(TX.length - older.length);
    expect(r.summary).toMatchObject({ targets: { contracts: { modified: 1 } } });
    const b = await contract(B);
    expect(b.transactions.map((t: any) => [t.modification_number, t.obligated])).toEqual([['0', 5000], ['P00004', -1000]]);
    expect(b.obligated).toBe(4000);
  });

  it('a file of another source fails at once with a clear message', async () => {
    const file = write(dir, 'other/All_Contracts_PrimeAwardSummaries_1.csv', csv(AW, []));
    const r = await runLoad(app, ['usaspending-contract-transactions', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not a usaspending-contract-transactions file: its header lacks the columns "contract_transaction_unique_key", "modification_number", "action_date", "federal_action_obligation".*usaspending-contract-awards/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a row with a NUL byte in a field is rejected naming the column; the other rows of the file load (on PostgreSQL it failed the staging COPY, and the load)', async () => {
    const C = 'CONT_AWD_USLDC001_9700_-NONE-_-NONE-';
    const bad = tx(C, 'USLDC001', '0', '2025-07-01', '700', { transaction_description: 'NUL\u0000HERE' });
    const good = tx(B, 'USLDB001', 'P00005', '2025-07-02', '-500');
    const file = write(dir, 'nul/Contracts_PrimeTransactions_2025_1.csv', csv(TX, [bad, good]));
    const rejects = path.join(dir, 'r-nul.csv');
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', rejects]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 2, rejected: 1, targets: { contracts: { modified: 1, created: 0 } } });
    expect(readRejects(rejects).map((x) => [x.line, x.key, x.reason])).toEqual([[2, bad.contract_transaction_unique_key, 'transaction_description: must not contain NUL characters']]);
    expect((await contract(B)).transactions.map((t: any) => t.modification_number)).toContain('P00005');
    expect((await app.json(`/api/contracts/${C}/`, key)).status).toBe(404);
  });

  it('data from before the UEI: a recipient named by DUNS alone loads without an entity; neither UEI nor DUNS, or a DUNS that is no DUNS, is rejected; a stored UEI is kept', async () => {
    const D = 'CONT_AWD_USLDD001_9700_-NONE-_-NONE-';
    const E = 'CONT_AWD_USLDE001_9700_-NONE-_-NONE-';
    const F = 'CONT_AWD_USLDF001_9700_-NONE-_-NONE-';
    const old = { recipient_uei: '', recipient_duns: '012345678', recipient_name: 'OLD DUNS ONLY CONTRACTOR INC', recipient_parent_uei: '' };
    const rows = [
      tx(D, 'USLDD001', '0', '2012-03-01', '1500.00', old),
      tx(D, 'USLDD001', 'P00001', '2012-06-01', '-250.00', old),
      tx(E, 'USLDE001', '0', '2012-04-01', '10', { recipient_uei: '', recipient_duns: '' }),
      tx(F, 'USLDF001', '0', '2012-05-01', '20', { recipient_uei: '', recipient_duns: '12345' }),
      // a stored award (B, with its UEI) and an older row of it that names its recipient by DUNS alone
      tx(B, 'USLDB001', 'P00007', '2025-08-01', '1', { recipient_uei: '', recipient_duns: '987654321' }),
    ];
    const rejects = path.join(dir, 'r-duns.csv');
    const file = write(dir, 'duns/FY2012_097_Contracts_Full_20130101_1.csv', csv(TX, rows));
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', rejects]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 5, rejected: 2, targets: { contracts: { created: 1, modified: 1 } } });
    // (a value that does not parse is rejected as the row is read, a missing recipient when its award is built)
    expect(readRejects(rejects).map((x) => [x.line, x.reason]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [4, "recipient_uei and recipient_duns are empty: an award needs its recipient's UEI (or, in data from before the UEI, its DUNS)"],
      [5, 'recipient_duns: "12345" is not a DUNS number (9 digits)'],
    ]);
    const d = await contract(D);
    expect(d).toMatchObject({ obligated: 1250, recipient: { uei: null, display_name: null, legal_business_name: 'OLD DUNS ONLY CONTRACTOR INC', cage_code: null, parent_uei: null, duns: '012345678' } });
    const g = await app.graphql(`query($k: String!) { contract(key: $k) { recipient { uei duns legalBusinessName displayName } } }`, { k: D }, { 'x-api-key': 'demo_free' });
    expect(g.body.errors, JSON.stringify(g.body.errors)).toBeUndefined();
    expect(g.body.data.contract.recipient).toEqual({ uei: null, duns: '012345678', legalBusinessName: 'OLD DUNS ONLY CONTRACTOR INC', displayName: null });
    // found by the recipient's name, not under any entity
    const byName = await app.json(`/api/contracts/?recipient=OLD%20DUNS%20ONLY&shape=key,recipient(uei,duns)`, key);
    expect(byName.body.results).toEqual([{ key: D, recipient: { uei: null, duns: '012345678' } }]);
    const [{ n }] = await app.db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM entity WHERE legal_business_name = 'OLD DUNS ONLY CONTRACTOR INC'`);
    expect(n).toBe(0);
    // the stored award kept its UEI, and took the row's DUNS
    expect((await contract(B)).recipient).toMatchObject({ uei, duns: '987654321' });
  });

  it('an award\'s fields come from its latest row: by action_date, then last_modified_date (none before any), then file order, wherever the rows are in the file', async () => {
    const W1 = 'CONT_AWD_USLDW001_9700_-NONE-_-NONE-';
    const W2 = 'CONT_AWD_USLDW002_9700_-NONE-_-NONE-';
    const row = (award: string, piid: string, mod: string, date: string, lm: string, description: string) =>
      tx(award, piid, mod, date, '10.00', { last_modified_date: lm, prime_award_base_transaction_description: description });
    const rows = [
      // W1: the latest action date wins although it comes first
      row(W1, 'USLDW001', '0', '2025-06-01', '2025-06-01 08:00:00', 'W1 LATEST DATE'),
      row(W1, 'USLDW001', 'P00001', '2025-01-01', '2025-12-31 23:00:00', 'W1 EARLIER DATE, LATER EDIT'),
      // W2: one action date; the latest last_modified_date, and of two equal ones the later row, wins; none loses
      row(W2, 'USLDW002', '0', '2025-05-01', '2025-05-02 11:00:00', 'W2 FIRST OF THE TIE'),
      row(W2, 'USLDW002', 'P00001', '2025-05-01', '', 'W2 NO LAST MODIFIED'),
      row(W2, 'USLDW002', 'P00002', '2025-05-01', '2025-05-02 11:00:00', 'W2 LATER OF THE TIE'),
      row(W2, 'USLDW002', 'P00003', '2025-05-01', '2025-05-02 10:59:59', 'W2 EARLIER EDIT'),
      row(W2, 'USLDW002', 'P00004', '2025-04-01', '2026-01-01 00:00:00', 'W2 EARLIER DATE'),
    ];
    const file = write(dir, 'latest/All_Contracts_PrimeTransactions_2025-07-01_H00M00S00_1.csv', csv(TX, [rows[2], rows[0], rows[3], rows[4], rows[1], rows[5], rows[6]]));
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r-latest.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rejected: 0, targets: { contracts: { created: 2 } } });
    const w1 = await contract(W1);
    expect(w1).toMatchObject({ description: 'W1 LATEST DATE', award_date: '2025-01-01', obligated: 20, number_of_actions: 2 });
    const w2 = await contract(W2);
    expect(w2).toMatchObject({ description: 'W2 LATER OF THE TIE', award_date: '2025-04-01', obligated: 50, number_of_actions: 5 });
    expect((await gqlContract(W2)).description).toBe('W2 LATER OF THE TIE');
  });

  it('a value holding U+001F (the separator of staged rows) loads as it is; the other rows of its part too', async () => {
    const D = 'CONT_AWD_USLDS001_9700_-NONE-_-NONE-';
    const E = 'CONT_AWD_USLDT001_9700_-NONE-_-NONE-';
    const odd = tx(D, 'USLDS001', '0', '2025-07-04', '900', { prime_award_base_transaction_description: 'UNIT\u001fSEPARATED' });
    const plain = tx(E, 'USLDT001', '0', '2025-07-04', '800', { prime_award_base_transaction_description: 'PLAIN ROW' });
    const file = write(dir, 'sep/Contracts_PrimeTransactions_2025_1.csv', csv(TX, [odd, plain]));
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r-sep.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 2, rejected: 0, targets: { contracts: { created: 2 } } });
    expect((await contract(D)).description).toBe('UNIT\u001fSEPARATED');
    expect((await gqlContract(D)).description).toBe('UNIT\u001fSEPARATED');
    expect((await contract(E)).description).toBe('PLAIN ROW');
  });

  it('batches of two awards on PostgreSQL\'s overlapping pipeline: contracts find the IDVs and the entity of earlier batches, nothing is reported missing', async () => {
    const UEI = 'USLDOVUEI001';
    const idv = (n: number) => `CONT_IDV_USLDOVIDV${n}_9700`;
    const rows: FixtureRow[] = [];
    for (const n of [1, 2, 3]) {
      rows.push(tx(idv(n), `USLDOVIDV${n}`, '0', '2025-05-01', '0.00', { recipient_uei: UEI, recipient_name: 'OVERLAP RECIPIENT LLC' }));
      for (const m of [1, 2, 3]) {
        const piid = `USLDOVC${n}${m}`;
        rows.push(
          tx(`CONT_AWD_${piid}_9700_USLDOVIDV${n}_9700`, piid, '0', '2025-05-02', `${n}${m}0.00`, {
            contract_transaction_unique_key: tkey(piid, '0', `USLDOVIDV${n}`, '9700'),
            parent_award_agency_id: '9700',
            parent_award_id_piid: `USLDOVIDV${n}`,
            recipient_uei: UEI,
            recipient_name: 'OVERLAP RECIPIENT LLC',
          }),
        );
      }
    }
    const file = write(dir, 'overlap/Contracts_PrimeTransactions_2025_1.csv', csv(TX, rows.reverse()));
    const summary = await load(app.db.prisma as PrismaClient, { source: 'usaspending-contract-transactions', inputs: [file], rejectsFile: path.join(dir, 'r-overlap.csv'), batchSize: 2, db: app.db }, createLogger('silent'));
    expect(summary).toMatchObject({ rows_read: 12, rejected: 0, targets: { idvs: { created: 3 }, contracts: { created: 9 }, entities: { created: 1 } } });
    // twelve awards two at a time: the three IDVs first, then the contracts over four or five batches
    expect(summary.targets.contracts.batches).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(summary.unknown_codes)).not.toMatch(/parent IDV/);
    for (const n of [1, 2, 3]) {
      for (const m of [1, 2, 3]) {
        const c = await contract(`CONT_AWD_USLDOVC${n}${m}_9700_USLDOVIDV${n}_9700`);
        expect(c).toMatchObject({ parent_award: { key: idv(n), piid: `USLDOVIDV${n}` }, recipient: { uei: UEI }, obligated: Number(`${n}${m}0`) });
      }
    }
  });

  it('a quote inside an unquoted field is part of the value (it stopped the whole file with "Invalid Opening Quote")', async () => {
    const row = tx(B, 'USLDB001', 'P00006', '2025-07-03', '-100', { transaction_description: 'A 12STRAYMARK PIPE' });
    const text = csv(TX, [row]);
    expect(text).toContain(',A 12STRAYMARK PIPE,'); // unquoted in the fixture
    const file = write(dir, 'quote/Contracts_PrimeTransactions_2025_1.csv', text.replace('STRAYMARK', '"'));
    const r = await runLoad(app, ['usaspending-contract-transactions', file, '--rejects', path.join(dir, 'r-quote.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 1, rejected: 0, targets: { contracts: { modified: 1 } } });
    const t = (await contract(B)).transactions.find((x: any) => x.modification_number === 'P00006');
    expect(t.description).toBe('A 12" PIPE');
  });
});

describe('usaspending-contract-awards', () => {
  it('loads award summaries: award-level fields change, stored transactions and their sum are kept; a new award gets the file\'s obligations', async () => {
    const C = 'CONT_AWD_USLDC001_9700_-NONE-_-NONE-';
    const row = (k: string, piid: string, extra: FixtureRow = {}): FixtureRow => {
      const t = tx(k, piid, '0', '2025-02-01', '0');
      const r: FixtureRow = {};
      for (const c of AW) if (t[c] !== undefined) r[c] = t[c];
      return { ...r, award_base_action_date: '2025-02-01', award_latest_action_date: '2025-05-01', total_obligated_amount: '777.77', disaster_emergency_fund_codes: 'L;M', ...extra };
    };
    const file = await zip(path.join(dir, 'awards.zip'), [['All_Contracts_PrimeAwardSummaries_2025-06-01_H01M02S03_1.csv', csv(AW, [row(A, 'USLDA001', { prime_award_base_transaction_description: 'RENAMED\nSERVICES' }), row(C, 'USLDC001', { woman_owned_business: 'true' })])]]);
    const before = await maxChangeId(app);
    const r = await runLoad(app, ['usaspending-contract-awards', file, '--rejects', path.join(dir, 'r6.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rejected: 0, targets: { contracts: { created: 1, modified: 1 } } });
    expect(await changesAfter(app, before, 'contract')).toEqual([{ record_id: A, change: 'modified' }, { record_id: C, change: 'created' }]);
    const a = await contract(A);
    expect(a).toMatchObject({ description: 'RENAMED\nSERVICES', obligated: 1150.5 });
    expect(a.transactions.map((t: any) => t.modification_number)).toEqual(['0', 'P00002']);
    const c = await contract(C);
    expect(c).toMatchObject({ key: C, award_date: '2025-02-01', obligated: 777.77, transactions: [], parent_award: null });
    const g = await gqlContract(C);
    expect(Number(g.obligated)).toBe(777.77);
    const again = await runLoad(app, ['usaspending-contract-awards', file, '--rejects', path.join(dir, 'r7.csv')]);
    expect(again.summary).toMatchObject({ targets: { contracts: { created: 0, modified: 0, unchanged: 2 } } });
  });
});
