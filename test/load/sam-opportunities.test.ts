/**
 * `npm run load -- sam-opportunities`: ContractOpportunitiesFullCSV.csv in
 * its real layout (the 47 header names in order, Windows-1252 bytes, HTML
 * descriptions with quoted newlines, PostgreSQL-style and ISO 8601
 * instants, a NAICS code spelt as a float, `$` amounts), read back through
 * REST and GraphQL field by field; the issuing office resolved from the AAC
 * code (an unknown office falls back to its sub-tier agency and is
 * reported; a row naming no organisation at all is rejected); a re-load
 * changes nothing; a modified copy modifies exactly the changed notices and
 * keeps the first notice date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samOpportunities } from '../../src/load/sources/sam-opportunities.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { camel, changesAfter, cp1252, csv, maxChangeId, readRejects, runLoad, tempDir, write, type FixtureRow } from './helpers.js';

const COLUMNS = samOpportunities.layouts[0].columns;
let app: TestApp;
let dir: string;
let office: { organization_id: string; code: string; agency_code: string; department_code: string };
let agencyOrg: { organization_id: string; code: string };
let naics: string;
let psc: string;
const key = { headers: { 'x-api-key': 'demo_free' } };

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  dir = tempDir('pds-load-opp-');
  [office] = await app.db.raw.query(`SELECT organization_id::text, code, agency_code, department_code FROM organization WHERE type = 'OFFICE' ORDER BY code LIMIT 1`);
  [agencyOrg] = await app.db.raw.query(`SELECT organization_id::text, code FROM organization WHERE type = 'AGENCY' AND code <> $1 ORDER BY code LIMIT 1`, [office.agency_code]);
  [{ code: naics }] = await app.db.raw.query(`SELECT code FROM naics WHERE length(code) = 6 ORDER BY code LIMIT 1`);
  [{ code: psc }] = await app.db.raw.query(`SELECT code FROM psc ORDER BY code LIMIT 1`);
});
afterAll(async () => {
  await app?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const ID_A = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const ID_B = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const ID_C = '11112222333344445555666677778888';
const ID_D = 'aaaabbbbccccddddeeeeffff00001111';
const uuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

const DESCRIPTION = '<p>The Government intends to award a firm-fixed-price contract.</p>\r\n<p>Café services — “on site”, 24/7 & €-priced.</p>\n';
const rowA = (): FixtureRow => ({
  NoticeId: ID_A,
  Title: 'Café Operations — “Building 7”',
  'Sol#': 'W912-LOAD-26-R-0001',
  'Department/Ind.Agency': 'DEPT OF DEFENSE',
  CGAC: office.department_code,
  'Sub-Tier': 'SOME SUB-TIER',
  'FPDS Code': office.agency_code,
  Office: 'SOME OFFICE',
  'AAC Code': office.code,
  PostedDate: '2026-04-25 22:22:47.454-04',
  Type: 'Solicitation',
  BaseType: 'Solicitation',
  ArchiveType: 'autocustom',
  ArchiveDate: '2026-07-15',
  SetASideCode: 'SBA',
  SetASide: 'Total Small Business Set-Aside (FAR 19.5)',
  ResponseDeadLine: '2026-05-29T12:30:00-04:00',
  NaicsCode: `${naics}.0`,
  ClassificationCode: psc,
  PopStreetAddress: '1 Loader Way',
  PopCity: 'Norfolk',
  PopState: 'VA',
  PopZip: '23510',
  PopCountry: 'USA',
  Active: 'Yes',
  'Award$': '',
  PrimaryContactTitle: 'Contracting Officer',
  PrimaryContactFullname: 'Renée O’Neil',
  PrimaryContactEmail: 'renee.oneil@example.gov',
  PrimaryContactPhone: '757-555-0100',
  SecondaryContactFullname: 'Sam Second',
  SecondaryContactEmail: 'sam.second@example.gov',
  OrganizationType: 'OFFICE',
  State: 'VA',
  City: 'Norfolk',
  ZipCode: '23511',
  CountryCode: 'USA',
  AdditionalInfoLink: '',
  Link: `https://sam.gov/opp/${ID_A}/view`,
  Description: DESCRIPTION,
});
const rowB = (): FixtureRow => ({
  NoticeId: ID_B,
  Title: 'Award of loader test services',
  'Sol#': 'LOAD-B-0002',
  CGAC: '',
  'FPDS Code': agencyOrg.code,
  'AAC Code': 'ZZ9ZZ9',
  PostedDate: '2026-03-01T09:00:00Z',
  Type: 'Award Notice',
  ArchiveDate: '2026-09-01',
  NaicsCode: '999999',
  ClassificationCode: 'Z9Z9',
  Active: 'No',
  AwardNumber: 'W912LOAD26C0002',
  AwardDate: '2026-02-27',
  'Award$': '$1,234,567.89',
  Awardee: 'SOME AWARDEE LLC',
  Link: `https://sam.gov/opp/${ID_B}/view`,
  Description: '',
});
const rowC = (): FixtureRow => ({ NoticeId: ID_C, Title: 'No organisation', CGAC: '999', 'FPDS Code': 'ZZZZ', 'AAC Code': 'ZZZZZZ', PostedDate: '2026-03-01', Type: 'Special Notice', Active: 'Yes' });
const rowD = (): FixtureRow => ({
  NoticeId: ID_D,
  Title: 'Base type used when Type is none of ours',
  'AAC Code': office.code,
  PostedDate: '2026-02-02 10:00:00+00',
  Type: 'Modification/Amendment',
  BaseType: 'Combined Synopsis/Solicitation',
  Active: 'Yes',
});

const FIELDS = ['opportunity_id', 'title', 'solicitation_number', 'description', 'active', 'award_number', 'first_notice_date', 'last_notice_date', 'response_deadline', 'archive_date', 'sam_url'];
const code = (c: string | null) => (c === null ? null : expect.objectContaining({ code: c }));
const org = (id: string) => expect.objectContaining({ organization_id: id });

async function served(id: string, want: Record<string, unknown>) {
  const rest = await app.json(`/api/opportunities/${uuid(id)}/`, key);
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  for (const [k, v] of Object.entries(want)) expect(rest.body[k], `${id} REST ${k}`).toEqual(v);
  const names = FIELDS.map((f) => Object.keys(camel({ [f]: 1 }) as object)[0]);
  const gql = await app.graphql(
    `query($id: String!) { opportunity(opportunityId: $id) { ${names.join(' ')} setAside { code description } naics { code description } psc { code description } office { organizationId officeCode agencyCode departmentCode } placeOfPerformance { streetAddress city state zip country } primaryContact { fullName title email phone fax } secondaryContact { fullName title email phone fax } meta { noticeType { type code } } } }`,
    { id: uuid(id) },
    { 'x-api-key': 'demo_free' },
  );
  expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
  const g = gql.body.data.opportunity;
  FIELDS.forEach((f, i) => expect(g[names[i]], `${id} GraphQL ${f}`).toEqual(rest.body[f]));
  for (const f of ['set_aside', 'naics', 'psc', 'place_of_performance', 'primary_contact', 'secondary_contact']) expect(g[Object.keys(camel({ [f]: 1 }) as object)[0]], `${id} GraphQL ${f}`).toEqual(camel(rest.body[f]));
  expect(g.meta.noticeType).toEqual(rest.body.meta.notice_type);
  expect(g.office).toEqual(camel({ organization_id: rest.body.office.organization_id, office_code: rest.body.office.office_code, agency_code: rest.body.office.agency_code, department_code: rest.body.office.department_code }));
  return rest.body;
}

describe('sam-opportunities', () => {
  let file: string;

  it('loads the Windows-1252 CSV with HTML descriptions; served through REST and GraphQL', async () => {
    file = write(dir, 'ContractOpportunitiesFullCSV.csv', cp1252(csv(COLUMNS, [rowA(), rowB(), rowC(), rowD()])));
    const bytes = fs.readFileSync(file);
    expect(bytes.includes(0x97)).toBe(true); // the em dash as Windows-1252 writes it
    const before = await maxChangeId(app);
    const rejects = path.join(dir, 'rejects.csv');
    const r = await runLoad(app, ['sam-opportunities', file, '--rejects', rejects]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 4, rejected: 1, targets: { opportunities: { created: 3, modified: 0, unchanged: 0, rejected: 1 } } });
    expect(r.summary!.parts[0]).toMatchObject({ encoding: 'windows-1252', columns_absent: [], columns_unknown: [] });
    expect(r.summary!.unknown_codes).toEqual({ 'office (AAC Code)': { ZZ9ZZ9: 1, ZZZZZZ: 1 }, 'sub-tier agency (FPDS Code)': { ZZZZ: 1 }, 'department (CGAC)': { '999': 1 }, NAICS: { '999999': 1 }, PSC: { Z9Z9: 1 } });
    expect(readRejects(rejects)).toEqual([{ file, line: 6, key: ID_C, reason: 'no organisation of the hierarchy for AAC Code "ZZZZZZ", FPDS Code "ZZZZ" or CGAC "999"' }]);
    expect((await changesAfter(app, before, 'opportunity')).map((c) => c.record_id)).toEqual([uuid(ID_A), uuid(ID_B), uuid(ID_D)].sort());

    const a = await served(ID_A, {
      opportunity_id: uuid(ID_A),
      title: 'Café Operations — “Building 7”',
      solicitation_number: 'W912-LOAD-26-R-0001',
      description: DESCRIPTION,
      active: true,
      award_number: null,
      naics: code(naics),
      psc: code(psc),
      set_aside: { code: 'SBA', description: 'Total Small Business Set-Aside (FAR 19.5)' },
      first_notice_date: '2026-04-26T02:22:47.454Z',
      last_notice_date: '2026-04-26T02:22:47.454Z',
      response_deadline: '2026-05-29T16:30:00.000Z',
      archive_date: '2026-07-15',
      sam_url: `https://sam.gov/opp/${ID_A}/view`,
      office: org(office.organization_id),
      place_of_performance: { street_address: '1 Loader Way', city: 'Norfolk', state: 'VA', zip: '23510', country: 'USA' },
      primary_contact: { title: 'Contracting Officer', full_name: 'Renée O’Neil', email: 'renee.oneil@example.gov', phone: '757-555-0100', fax: null },
      secondary_contact: { title: null, full_name: 'Sam Second', email: 'sam.second@example.gov', phone: null, fax: null },
    });
    expect(a.meta.notice_type).toEqual({ code: 'o', type: 'Solicitation' });
    expect(a.office).toMatchObject({ organization_id: office.organization_id, office_code: office.code, agency_code: office.agency_code });

    const b = await served(ID_B, { active: false, award_number: 'W912LOAD26C0002', naics: code('999999'), psc: code('Z9Z9'), office: org(agencyOrg.organization_id), description: null, response_deadline: null, set_aside: null, place_of_performance: null, primary_contact: null });
    expect(b.meta.notice_type.type).toBe('Award Notice');
    const d = await served(ID_D, { first_notice_date: '2026-02-02T10:00:00.000Z', office: org(office.organization_id) });
    expect(d.meta.notice_type.type).toBe('Combined Synopsis/Solicitation');
    expect((await app.json(`/api/opportunities/${uuid(ID_C)}/`, key)).status).toBe(404);
  });

  it('a re-load changes nothing; a modified copy modifies exactly the changed notices and keeps the first notice date', async () => {
    let before = await maxChangeId(app);
    const again = await runLoad(app, ['sam-opportunities', file, '--rejects', path.join(dir, 'r2.csv')]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.summary).toMatchObject({ targets: { opportunities: { created: 0, modified: 0, unchanged: 3, rejected: 1 } } });
    expect(await maxChangeId(app)).toBe(before);

    before = await maxChangeId(app);
    const amended = { ...rowA(), PostedDate: '2026-05-02 08:00:00-04', ResponseDeadLine: '2026-06-05T12:30:00-04:00', Description: `${DESCRIPTION}<p>Amendment 1.</p>` };
    const copy = write(dir, 'modified.csv', cp1252(csv(COLUMNS, [amended, rowB(), rowD()])));
    const r = await runLoad(app, ['sam-opportunities', copy, '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 3, rejected: 0, targets: { opportunities: { created: 0, modified: 1, unchanged: 2 } } });
    expect(await changesAfter(app, before, 'opportunity')).toEqual([{ record_id: uuid(ID_A), change: 'modified' }]);
    await served(ID_A, { first_notice_date: '2026-04-26T02:22:47.454Z', last_notice_date: '2026-05-02T12:00:00.000Z', response_deadline: '2026-06-05T16:30:00.000Z', description: `${DESCRIPTION}<p>Amendment 1.</p>` });
  });

  it('a later full file that no longer lists a notice makes it inactive, and listing it again makes it active; a yearly archive file is no full snapshot', async () => {
    const others = async () => (await app.db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM opportunity WHERE active AND opportunity_id::text NOT IN (SELECT key FROM load_snapshot_key)`))[0].n;
    const othersBefore = await others();
    expect(othersBefore).toBeGreaterThan(0); // the demo data's notices
    const amended = { ...rowA(), PostedDate: '2026-05-02 08:00:00-04', ResponseDeadLine: '2026-06-05T12:30:00-04:00', Description: `${DESCRIPTION}<p>Amendment 1.</p>` };

    // an archive file lists A alone: no full snapshot, D stays active
    let before = await maxChangeId(app);
    const archive = write(dir, 'archive/FY2026_archived_opportunities.csv', cp1252(csv(COLUMNS, [amended])));
    let r = await runLoad(app, ['sam-opportunities', archive, '--rejects', path.join(dir, 'r4.csv')]);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: false, listed: 0, absent: 0, marked: 0, skipped: null });
    expect(await maxChangeId(app)).toBe(before);

    // the next day's full file lacks D (B is listed, inactive as before): D is no longer active, one change
    const full = (name: string, rows: FixtureRow[]) => write(dir, name, cp1252(csv(COLUMNS, rows)));
    r = await runLoad(app, ['sam-opportunities', full('day2/ContractOpportunitiesFullCSV.csv', [amended, rowB()]), '--rejects', path.join(dir, 'r5.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 2, absent: 1, marked: 1, skipped: null });
    expect(r.summary!.targets.opportunities).toMatchObject({ unchanged: 2, absent: 1 });
    expect(await changesAfter(app, before, 'opportunity')).toEqual([{ record_id: uuid(ID_D), change: 'modified' }]);
    await served(ID_D, { active: false, title: 'Base type used when Type is none of ours' });
    await served(ID_A, { active: true });
    expect((await app.json(`/api/opportunities/?active=false&limit=100&solicitation_number=LOAD-B-0002`, key)).body.results.map((o: { opportunity_id: string }) => o.opportunity_id)).toEqual([uuid(ID_B)]);

    // D listed again: active as the file says
    before = await maxChangeId(app);
    r = await runLoad(app, ['sam-opportunities', full('day3/ContractOpportunitiesFullCSV.csv', [amended, rowB(), rowD()]), '--rejects', path.join(dir, 'r6.csv')]);
    expect(r.summary!.parts[0].snapshot).toEqual({ full: true, listed: 2, absent: 0, marked: 0, skipped: null }); // A and D, once the file's rows are written
    expect(await changesAfter(app, before, 'opportunity')).toEqual([{ record_id: uuid(ID_D), change: 'modified' }]);
    await served(ID_D, { active: true });
    expect(await others()).toBe(othersBefore);
  });

  it('rows the loader cannot read go to the rejects file; an exclusions file is refused', async () => {
    const bad = write(dir, 'bad.csv', cp1252(csv(COLUMNS, [{ ...rowD(), NoticeId: 'not-a-notice-id' }, { ...rowD(), NoticeId: ID_D.replace('a', 'b'), PostedDate: 'yesterday' }, { ...rowD(), NoticeId: ID_D.replace('a', 'c'), Active: 'maybe' }])));
    const rejects = path.join(dir, 'bad-rejects.csv');
    const r = await runLoad(app, ['sam-opportunities', bad, '--rejects', rejects]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 3, rejected: 3 });
    expect(readRejects(rejects).map((x) => [x.line, x.reason])).toEqual([
      [2, 'NoticeId: "not-a-notice-id" is not a SAM.gov notice id (32 hexadecimal digits)'],
      [3, 'PostedDate: "yesterday" is not a date-time'],
      [4, 'Active: "maybe" is not a boolean (t/f, true/false, Yes/No)'],
    ]);
    const exclusions = write(dir, 'SAM_Exclusions.csv', csv(['Classification', 'Name', 'Excluding Agency', 'Exclusion Type', 'Exclusion Program', 'SAM Number'], []));
    const wrong = await runLoad(app, ['sam-opportunities', exclusions]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/SAM_Exclusions\.csv is not a sam-opportunities file: its header lacks the columns "NoticeId", "Title", "Type", "PostedDate", "Active" .*The header is that of sam-exclusions/);
  });
});
