/**
 * `npm run load -- gsa-calc`: the GSA CALC rate exports in their real
 * layouts (the legacy CSV export: two metadata rows, then the 14-column
 * header with `education Level`; the Region 10 export's 18 columns saved as
 * CSV: spreadsheet floats, M/D/YYYY dates, Contract Year picking the price;
 * and as the .xlsx workbook GSA ships: number, date, rich-text and formula
 * cells give the records the CSV gives),
 * read back through REST and GraphQL field by field; a re-load changes
 * nothing; a modified copy modifies exactly the changed rates; a file of
 * another source fails naming the missing columns; broken rows (an unknown
 * contract among them) go to the rejects file and the rest loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laborRateKey } from '../../src/ingest/resources-labor.js';
import { gsaCalc } from '../../src/load/sources/gsa-calc.js';
import { samExclusions } from '../../src/load/sources/sam-exclusions.js';
import { startAlertHarness, type AlertHarness } from '../webhooks/alert-harness.js';
import { changesAfter, csv, maxChangeId, readRejects, runLoad, tempDir, write, type FixtureRow } from './helpers.js';

const LEGACY = gsaCalc.layouts[0].columns;
const R10 = gsaCalc.layouts[1].columns;
const small = { headers: { 'x-api-key': 'demo_small' } };
let h: AlertHarness;
let dir: string;
let idvs: { key: string; piid: string; uei: string; name: string; award_date: string | null }[];

beforeAll(async () => {
  h = await startAlertHarness();
  dir = tempDir('pds-load-calc-');
  idvs = await h.app.db.raw.query(
    `SELECT key, piid, recipient_uei AS uei, recipient_legal_business_name AS name, to_char(award_date, 'YYYY-MM-DD') AS award_date FROM award WHERE family = 'idv' AND length(piid) >= 10 ORDER BY key LIMIT 2`,
  );
});
afterAll(async () => {
  await h?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** GSA's printed form of a PIID: dashes after the office code and the year (GS-10F-0616P style). */
const dashed = (piid: string) => `${piid.slice(0, 6)}-${piid.slice(6, 8)}-${piid.slice(8)}`;

/** The legacy export: the metadata rows (padded to 14 cells), then the header and rows, CRLF (Python csv.writer). */
function legacyExport(rows: FixtureRow[]): string {
  const pad = (cells: string[]) => [...cells, ...Array(LEGACY.length - cells.length).fill('')].join(',');
  return `${pad(['Search Query', 'Minimum Education Level', 'Minimum Years Experience', 'Worksite', 'Business Size'])}\r\n${pad(['loader test', 'Bachelors', '2', 'Customer', 'small business'])}\r\n${csv(LEGACY, rows)}`;
}

const L1 = (): FixtureRow => ({
  'Contract #': idvs[0].piid, 'Business Size': 'small business', Schedule: 'MOBIS', Site: 'Customer', 'Begin Date': '2019-05-01', 'End Date': '2029-04-30', SIN: '874-1',
  'Vendor Name': 'Loader Test Consulting, LLC', 'Labor Category': 'Loader Test Engineer II', 'education Level': 'Bachelors', 'Minimum Years Experience': '5',
  'Current Year Labor Price': '142.37', 'Next Year Labor Price': '145.21', 'Second Year Labor Price': '148.12',
});
const L2 = (): FixtureRow => ({
  ...L1(), 'Contract #': dashed(idvs[0].piid), 'Labor Category': 'Loader Test Analyst', 'education Level': 'Masters', 'Minimum Years Experience': '3', 'Business Size': 'other than small business',
  Site: 'Both', SIN: '', 'Current Year Labor Price': '98.5',
});
const R1 = (): FixtureRow => ({
  'Labor Category': 'Loader Test Program Manager', 'Year 1/base': '123.46599999999999', 'Year 2': '126.51000000000001', 'Year 3': '129.67', 'Year 4': '', 'Year 5': '', Education: 'Ph.D',
  MinExpAct: '10', 'Bus Size': 'S', Location: 'Contractor', 'COMPANY NAME': 'LOADER TEST R10 INC.', 'CONTRACT .': idvs[1].piid, Schedule: 'PES', 'SIN NUMBER': '871-1, 871-2',
  'Begin Date': '6/1/2020', 'End Date': '05/31/2030', CurrentYearPricing: '126.51', 'Contract Year': '2',
});
const R2 = (): FixtureRow => ({ ...R1(), 'Labor Category': 'Loader Test Drafter', 'Year 1/base': '55.004999', 'Contract Year': '', 'Bus Size': 'O', 'Begin Date': '6/1/20', MinExpAct: '' });

/** The Region 10 export as GSA ships it: an .xlsx workbook, the header in row 1, date cells formatted M/D/YYYY. */
async function r10Workbook(file: string, rows: ExcelJS.CellValue[][]): Promise<string> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('r10_export');
  ws.addRow([...R10]);
  for (const r of rows) ws.addRow(r);
  for (const c of [R10.indexOf('Begin Date') + 1, R10.indexOf('End Date') + 1]) ws.getColumn(c).numFmt = 'm/d/yyyy';
  await wb.xlsx.writeFile(file);
  return file;
}
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

const key = (piid: string, category: string, sin: string | null) => laborRateKey(piid.replace(/-/g, ''), category, sin);

/** The rate through REST (the IDV's lcats list) and GraphQL (laborRate): both serve `want`. */
async function served(idvKey: string, uuid: string, want: Record<string, unknown>) {
  const list = await h.app.json(`/api/idvs/${idvKey}/lcats/?labor_category=Loader%20Test&limit=100`, small);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const rest = list.body.results.find((r: { uuid: string }) => r.uuid === uuid);
  expect(rest, `${uuid} in /api/idvs/${idvKey}/lcats/`).toBeTruthy();
  for (const [k, v] of Object.entries(want)) expect(rest[k], `${uuid} REST ${k}`).toEqual(v);
  const gql = await h.app.graphql(
    `query($u: String!) { laborRate(uuid: $u) { uuid laborCategory currentPrice educationLevel minYearsExperience worksite sin schedule contractStart contractEnd businessSize { code description } idv { key piid awardDate } recipient { uei displayName } } }`,
    { u: uuid },
    { 'x-api-key': 'demo_small' },
  );
  expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
  const g = gql.body.data.laborRate;
  const pairs: [string, string][] = [['labor_category', 'laborCategory'], ['education_level', 'educationLevel'], ['min_years_experience', 'minYearsExperience'], ['worksite', 'worksite'], ['sin', 'sin'], ['schedule', 'schedule'], ['contract_start', 'contractStart'], ['contract_end', 'contractEnd']];
  for (const [r, q] of pairs) expect(g[q], `${uuid} GraphQL ${q}`).toEqual(rest[r]);
  expect(Number(g.currentPrice)).toBe(Number(rest.current_price));
  expect(g.businessSize).toEqual(rest.business_size);
  expect(g.idv).toEqual({ key: rest.idv.key, piid: rest.idv.piid, awardDate: rest.idv.award_date });
  expect(g.recipient).toEqual({ uei: rest.recipient.uei, displayName: rest.recipient.display_name });
}

describe('gsa-calc', () => {
  let legacyFile: string;
  let r10File: string;

  it('loads the legacy CSV export and the Region 10 export; served through REST and GraphQL', async () => {
    expect(idvs).toHaveLength(2);
    legacyFile = write(dir, 'pricing_results.csv', legacyExport([L1(), L2()]));
    r10File = write(dir, 'r10/r10_export.csv', csv(R10, [R1(), R2()]));
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['gsa-calc', legacyFile, path.dirname(r10File), '--rejects', path.join(dir, 'r1.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 4, rejected: 0, targets: { labor_rates: { created: 4, modified: 0, unchanged: 0, rejected: 0 } }, rejects_file: null });
    expect(r.summary!.parts.map((p) => [path.basename(p.label), p.layout, p.columns_absent, p.columns_unknown])).toEqual([
      ['pricing_results.csv', 'legacy CALC CSV export (14 columns)', [], []],
      ['r10_export.csv', 'Region 10 export (18 columns)', [], []],
    ]);
    const k = {
      l1: key(idvs[0].piid, 'Loader Test Engineer II', '874-1'),
      l2: key(idvs[0].piid, 'Loader Test Analyst', null),
      r1: key(idvs[1].piid, 'Loader Test Program Manager', '871-1, 871-2'),
      r2: key(idvs[1].piid, 'Loader Test Drafter', '871-1, 871-2'),
    };
    expect((await changesAfter(h.app, before, 'labor_rate')).map((c) => c.record_id).sort()).toEqual(Object.values(k).sort());
    const idv0 = { key: idvs[0].key, piid: idvs[0].piid, award_date: idvs[0].award_date };
    await served(idvs[0].key, k.l1, {
      labor_category: 'Loader Test Engineer II', current_price: 142.37, education_level: 'Bachelors', min_years_experience: 5, worksite: 'Customer', sin: '874-1', schedule: 'MOBIS',
      contract_start: '2019-05-01', contract_end: '2029-04-30', business_size: { code: 'S', description: 'Small Business' }, idv: idv0, recipient: expect.objectContaining({ uei: idvs[0].uei }),
    });
    await served(idvs[0].key, k.l2, { labor_category: 'Loader Test Analyst', current_price: 98.5, education_level: 'Masters', sin: null, worksite: 'Both', business_size: { code: 'O', description: 'Other Than Small Business' }, idv: idv0 });
    await served(idvs[1].key, k.r1, {
      labor_category: 'Loader Test Program Manager', current_price: 126.51, education_level: 'Ph.D', min_years_experience: 10, worksite: 'Contractor', sin: '871-1, 871-2', schedule: 'PES',
      contract_start: '2020-06-01', contract_end: '2030-05-31', business_size: { code: 'S', description: 'Small Business' }, recipient: expect.objectContaining({ uei: idvs[1].uei }),
    });
    await served(idvs[1].key, k.r2, { labor_category: 'Loader Test Drafter', current_price: 55, min_years_experience: null, contract_start: '2020-06-01', business_size: { code: 'O', description: 'Other Than Small Business' } });
    const [v] = await h.app.db.raw.query<{ vendor_name: string }>(`SELECT vendor_name FROM labor_rate WHERE uuid = $1::uuid`, [k.l1]);
    expect(v.vendor_name).toBe('Loader Test Consulting, LLC');
  });

  it('a re-load of the same files changes nothing and fires nothing', async () => {
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['gsa-calc', legacyFile, r10File, '--rejects', path.join(dir, 'r2.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 4, targets: { labor_rates: { created: 0, modified: 0, unchanged: 4, alert_events: 0 } } });
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('a modified copy modifies exactly the changed rates', async () => {
    const before = await maxChangeId(h.app);
    const file = write(dir, 'modified/r10_export.csv', csv(R10, [{ ...R1(), 'Contract Year': '3' }, R2()]));
    const r = await runLoad(h.app, ['gsa-calc', file, '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 2, targets: { labor_rates: { created: 0, modified: 1, unchanged: 1 } } });
    const k = key(idvs[1].piid, 'Loader Test Program Manager', '871-1, 871-2');
    expect(await changesAfter(h.app, before, 'labor_rate')).toEqual([{ record_id: k, change: 'modified' }]);
    await served(idvs[1].key, k, { current_price: 129.67 });
  });

  it('the Region 10 export as GSA ships it (.xlsx) gives the records its CSV form gives; number, date, rich-text and formula cells are read', async () => {
    const piid = idvs[1].piid;
    // R1 (as modified above: Contract Year 3) and R2, as cells: floats as the sheet holds them, dates as date cells, empty cells absent
    const r1: ExcelJS.CellValue[] = ['Loader Test Program Manager', 123.46599999999999, 126.51000000000001, 129.67, null, null, 'Ph.D', 10, 'S', 'Contractor', 'LOADER TEST R10 INC.', piid, 'PES', '871-1, 871-2', utc(2020, 6, 1), utc(2030, 5, 31), 126.51, 3];
    const r2: ExcelJS.CellValue[] = ['Loader Test Drafter', 55.004999, 126.51000000000001, 129.67, null, null, 'Ph.D', null, 'O', 'Contractor', 'LOADER TEST R10 INC.', piid, 'PES', '871-1, 871-2', utc(2020, 6, 1), utc(2030, 5, 31), 126.51];
    const r3: ExcelJS.CellValue[] = [
      { richText: [{ text: 'Loader Test ' }, { font: { bold: true }, text: 'Spreadsheet Analyst' }] }, { formula: 'ROUND(88.885,3)', result: 88.885 }, null, null, null, null, 'Bachelors', 4, 'S', 'Customer',
      'LOADER TEST R10 INC.', piid, 'PES', 132.51, utc(2021, 10, 1), utc(2026, 9, 30), 88.885, null,
    ];
    const file = await r10Workbook(path.join(dir, 'xlsx/r10_export.xlsx'), [r1, r2, r3]);
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['gsa-calc', file, '--rejects', path.join(dir, 'rx.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 3, rejected: 0, targets: { labor_rates: { created: 1, modified: 0, unchanged: 2, rejected: 0 } } });
    expect(r.summary!.parts.map((p) => [path.basename(p.label), p.layout, p.columns_absent])).toEqual([['r10_export.xlsx', 'Region 10 export (18 columns)', []]]);
    const k3 = key(piid, 'Loader Test Spreadsheet Analyst', '132.51');
    expect(await changesAfter(h.app, before, 'labor_rate')).toEqual([{ record_id: k3, change: 'created' }]);
    await served(idvs[1].key, k3, {
      labor_category: 'Loader Test Spreadsheet Analyst', current_price: 88.89, education_level: 'Bachelors', min_years_experience: 4, worksite: 'Customer', sin: '132.51', schedule: 'PES',
      contract_start: '2021-10-01', contract_end: '2026-09-30', business_size: { code: 'S', description: 'Small Business' },
    });
    // a cell that holds an error (#N/A) is the row's problem, with the sheet's row number as its line
    const bad = await r10Workbook(path.join(dir, 'xlsx-bad/r10_export.xlsx'), [[...r3.slice(0, 1), { error: '#N/A' } as ExcelJS.CellErrorValue, ...r3.slice(2)]]);
    const rejects = path.join(dir, 'rx-bad.csv');
    const b = await runLoad(h.app, ['gsa-calc', bad, '--rejects', rejects]);
    expect(b.code, b.stderr).toBe(0);
    expect(b.summary).toMatchObject({ rows_read: 1, rejected: 1 });
    expect(readRejects(rejects)).toEqual([{ file: bad, line: 2, key: `${piid} | Loader Test Spreadsheet Analyst | 132.51`, reason: 'Year 1/base: "#N/A" is not a rate' }]);
    // auto: a workbook inside a directory is skipped (archives carry data dictionaries as .xlsx); named on the command line it is read
    const auto = await runLoad(h.app, ['auto', path.dirname(file), '--rejects', path.join(dir, 'rx-auto.csv')]);
    expect(auto.code).toBe(1);
    expect(auto.stderr).toMatch(/no input file of any source found in .*xlsx \(skipped: .*r10_export\.xlsx\)/);
    const named = await runLoad(h.app, ['auto', file, '--rejects', path.join(dir, 'rx-auto2.csv')]);
    expect(named.code, named.stderr).toBe(0);
    expect(named.summary).toMatchObject({ sources: ['gsa-calc'], targets: { labor_rates: { unchanged: 3 } } });
    expect(await changesAfter(h.app, before, 'labor_rate')).toEqual([{ record_id: k3, change: 'created' }]);
  });

  it('a file of another source, or of no layout, fails at once naming the missing columns; nothing is written', async () => {
    const before = await maxChangeId(h.app);
    const excl = write(dir, 'SAM_Exclusions_Public_Extract_V2_26140.csv', csv(samExclusions.layouts[0].columns, []));
    const r = await runLoad(h.app, ['gsa-calc', excl]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SAM_Exclusions_Public_Extract_V2_26140\.csv is not a gsa-calc file: its header lacks the columns "Labor Category", "Contract #" .*The header is that of sam-exclusions/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const noContract = write(dir, 'no-contract.csv', csv(R10.filter((c) => c !== 'CONTRACT .'), []));
    const n = await runLoad(h.app, ['gsa-calc', noContract]);
    expect(n.code).toBe(1);
    expect(n.stderr).toMatch(/no-contract\.csv is not a gsa-calc file: its header lacks the column "CONTRACT \." \(of the gsa-calc layout "Region 10 export \(18 columns\)"\)/);
    const xlsx = write(dir, 'r10_export_sample.xlsx', Buffer.from('PK\u0003\u0004 not a workbook'));
    const x = await runLoad(h.app, ['gsa-calc', xlsx]);
    expect(x.code).toBe(1);
    expect(x.stderr).toMatch(/r10_export_sample\.xlsx: the workbook cannot be read \(is it an \.xlsx file\?\): /);
    expect(x.stderr).not.toMatch(/\n\s+at /);
    const xls = write(dir, 'r10_export_sample.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    const y = await runLoad(h.app, ['gsa-calc', xls]);
    expect(y.code).toBe(1);
    expect(y.stderr).toMatch(/r10_export_sample\.xls is an Excel 97-2003 workbook \(\.xls\), which the loader does not read: open it and save it as \.xlsx, or save the first sheet as CSV \(UTF-8\)/);
    const detect = await runLoad(h.app, ['--detect', legacyFile, r10File]);
    expect(detect.stdout).toMatch(/pricing_results\.csv: gsa-calc .*layout "legacy CALC CSV export/);
    expect(detect.stdout).toMatch(/r10_export\.csv: gsa-calc .*layout "Region 10 export/);
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('the labor_rates ingest mapping: served rates, re-ingested, are no change; a rate of an unknown contract is refused', async () => {
    const [idv] = await h.app.db.raw.query<{ key: string }>(`SELECT idv_key AS key FROM labor_rate GROUP BY idv_key HAVING count(*) > 5 ORDER BY idv_key LIMIT 1`);
    const list = await h.app.json(`/api/idvs/${idv.key}/lcats/?limit=25`, small);
    expect(list.status).toBe(200);
    const records = list.body.results.map((r: Record<string, unknown>) => {
      const { idv: _i, recipient: _r, ...rest } = r; // derived: refused by the mapping
      return rest;
    });
    expect(records.length).toBeGreaterThan(5);
    const before = await maxChangeId(h.app);
    const r = await h.ingest('labor_rates', records);
    expect(r.status, JSON.stringify(r.body).slice(0, 1000)).toBe(200);
    expect(r.body).toMatchObject({ records: records.length, created: 0, modified: 0, unchanged: records.length });
    expect(await maxChangeId(h.app)).toBe(before);
    const bad = await h.ingest('labor_rates', [{ idv_piid: 'NOSUCHPIID1', labor_category: 'X', current_price: 10 }, { ...records[0], idv: { key: 'x' } }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { index: number; field: string; message: string }) => [e.index, e.field, e.message])).toEqual([
      [0, 'idv_piid', 'names no IDV: no IDV with PIID NOSUCHPIID1 is stored (load the contract first)'],
      [1, 'idv', 'derived field: the IDV is resolved from idv_piid (the contract number); it cannot be ingested'],
    ]);
    // an IDV that names its vendor by DUNS alone (award data from before the UEI): a rate needs the vendor's UEI
    const [old] = await h.app.db.raw.query<{ key: string; piid: string; uei: string }>(
      `SELECT key, piid, recipient_uei AS uei FROM award a WHERE family = 'idv' AND NOT EXISTS (SELECT 1 FROM labor_rate r WHERE r.idv_key = a.key)
         AND (SELECT count(*) FROM award b WHERE b.family = 'idv' AND upper(b.piid) = upper(a.piid)) = 1 ORDER BY key LIMIT 1`,
    );
    await h.app.db.raw.query(`UPDATE award SET recipient_uei = NULL, recipient_duns = '001234567' WHERE key = $1`, [old.key]);
    try {
      const duns = await h.ingest('labor_rates', [{ idv_piid: old.piid, labor_category: 'Loader Test Analyst', current_price: 100 }]);
      expect(duns.status).toBe(400);
      expect(duns.body.errors).toEqual([expect.objectContaining({ field: 'idv_piid', message: `the IDV ${old.key} names its vendor by DUNS alone (award data from before the UEI): a rate needs the vendor's UEI` })]);
    } finally {
      await h.app.db.raw.query(`UPDATE award SET recipient_uei = $2, recipient_duns = NULL WHERE key = $1`, [old.key, old.uei]);
    }
  });

  it('broken rows go to the rejects file (file, line, key, reason) and the rest loads', async () => {
    const rows: FixtureRow[] = [
      { ...L1(), 'Labor Category': 'Loader Test Good One' },
      { ...L1(), 'Labor Category': 'Loader Test Bad Price', 'Current Year Labor Price': 'call' },
      { ...L1(), 'Labor Category': 'Loader Test Unknown Contract', 'Contract #': 'GS-00F-LOADER' },
      { ...L1(), 'Labor Category': '' },
      { ...L1(), 'Labor Category': 'Loader Test Bad Size', 'Business Size': 'medium' },
      { ...L1(), 'Labor Category': 'Loader Test Bad Date', 'Begin Date': '2019-02-30' },
    ];
    const file = write(dir, 'broken/pricing_results.csv', legacyExport(rows));
    const rejectsFile = path.join(dir, 'rejects.csv');
    const r = await runLoad(h.app, ['gsa-calc', file, '--rejects', rejectsFile]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 6, rejected: 5, rejects_file: rejectsFile, targets: { labor_rates: { created: 1, rejected: 1 } } });
    const rejects = readRejects(rejectsFile).sort((a, b) => a.line - b.line);
    const piid = idvs[0].piid;
    expect(rejects.map((x) => [x.file, x.line, x.key, x.reason])).toEqual([
      [file, 5, `${piid} | Loader Test Bad Price | 874-1`, 'Current Year Labor Price: "call" is not a rate'],
      [file, 6, 'GS-00F-LOADER | Loader Test Unknown Contract | 874-1', 'idv_piid: names no IDV: no IDV with PIID GS00FLOADER is stored (load the contract first)'],
      [file, 7, `${piid} |  | 874-1`, 'Labor Category is empty (the rate has no key)'],
      [file, 8, `${piid} | Loader Test Bad Size | 874-1`, 'Business Size: "medium" is not S or O (small / other than small business)'],
      [file, 9, `${piid} | Loader Test Bad Date | 874-1`, 'Begin Date: "2019-02-30" is not a date'],
    ]);
    await served(idvs[0].key, key(piid, 'Loader Test Good One', '874-1'), { labor_category: 'Loader Test Good One' });
  });
});
