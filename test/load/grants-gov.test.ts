/**
 * `npm run load -- grants-gov`: the Grants.gov XML extract in its real
 * layout (a zip holding one XML file, root `Grants` in the
 * OpportunityDetail-V1.0 namespace, synopsis and forecast records with their
 * elements in the XSD's order, repeating elements, MMDDYYYY dates, HTML
 * escaped twice), read back through REST and GraphQL field by field; a
 * re-load changes nothing and fires nothing; a modified copy modifies
 * exactly the changed grants and fires the alert; a file of another source
 * and XML of another namespace fail clearly; broken records go to the
 * rejects file and the rest loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTS_NAMESPACE, grantsGov } from '../../src/load/sources/grants-gov.js';
import { samExclusions } from '../../src/load/sources/sam-exclusions.js';
import { startAlertHarness, type AlertHarness } from '../webhooks/alert-harness.js';
import { changesAfter, csv, maxChangeId, readRejects, runLoad, tempDir, write, zip } from './helpers.js';

const SYNOPSIS = grantsGov.layouts[0].columns;
const FORECAST = grantsGov.layouts[1].columns;
let h: AlertHarness;
let dir: string;

beforeAll(async () => {
  h = await startAlertHarness();
  dir = tempDir('pds-load-grants-');
});
afterAll(async () => {
  await h?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Rec = Record<string, string | string[]>;
const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** HTML as the agency wrote it → the text Grants.gov stores (escaped once); the XML writer escapes it again. */
const htmlEscaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One record element: its elements in the layout's order, a list value as one element per value. */
function element(kind: 'synopsis' | 'forecast', r: Rec): string {
  const names = kind === 'synopsis' ? SYNOPSIS : FORECAST;
  for (const k of Object.keys(r)) if (!names.includes(k)) throw new Error(`fixture names an element the ${kind} lacks: ${k}`);
  const tag = kind === 'synopsis' ? 'OpportunitySynopsisDetail_1_0' : 'OpportunityForecastDetail_1_0';
  const body = names.filter((n) => r[n] !== undefined).flatMap((n) => (Array.isArray(r[n]) ? (r[n] as string[]) : [r[n] as string]).map((v) => `<${n}>${xmlText(v)}</${n}>`));
  return `<${tag}>\n${body.map((b) => `  ${b}`).join('\n')}\n</${tag}>`;
}

const extract = (records: string[], ns = GRANTS_NAMESPACE) => `<?xml version="1.0" encoding="UTF-8"?>\n<Grants xmlns="${ns}">\n${records.join('\n')}\n</Grants>\n`;

const DESCRIPTION = '<p>Funds for <b>R&D</b> on loaders.</p><br/>Apply by "the" date.';
const S1: Rec = {
  OpportunityID: '359001',
  OpportunityTitle: 'Loader Test Research Grants',
  OpportunityNumber: 'HHS-2026-LDR-001',
  OpportunityCategory: 'D',
  FundingInstrumentType: ['G', 'CA'],
  CategoryOfFundingActivity: ['HL', 'ST'],
  CategoryExplanation: 'Health research',
  CFDANumbers: ['93.322', '93.323'],
  EligibleApplicants: ['12', '25'],
  AdditionalInformationOnEligibility: 'Nonprofits & universities.',
  AgencyCode: 'HHS-NIH11',
  AgencyName: 'National Institutes of Health',
  PostDate: '05012026',
  CloseDate: '12312030',
  CloseDateExplanation: 'Electronically submitted applications must be submitted by 5:00 PM ET.',
  LastUpdatedDate: '05022026',
  AwardCeiling: '500000',
  AwardFloor: '10000',
  EstimatedTotalProgramFunding: '2500000',
  ExpectedNumberOfAwards: '5',
  Description: htmlEscaped(DESCRIPTION),
  Version: 'Synopsis 2',
  CostSharingOrMatchingRequirement: 'No',
  ArchiveDate: '01302031',
  AdditionalInformationURL: 'https://grants.nih.gov/loader-test',
  AdditionalInformationText: 'Full announcement',
  GrantorContactEmail: 'loader@nih.example.gov',
  GrantorContactEmailDescription: 'Program officer',
  GrantorContactText: htmlEscaped('Jane Doe<br/>Program Officer'),
};
const F2: Rec = {
  OpportunityID: '359002',
  OpportunityTitle: 'Loader Test Forecast',
  OpportunityNumber: 'DOE-2027-LDR-002',
  OpportunityCategory: 'O',
  OpportunityCategoryExplanation: 'Pilot program',
  FundingInstrumentType: ['CA'],
  CategoryOfFundingActivity: ['EN'],
  CFDANumbers: ['81.049'],
  EligibleApplicants: ['99'],
  AgencyCode: 'DOE',
  AgencyName: 'Department of Energy',
  PostDate: '04012026',
  LastUpdatedDate: '04022026',
  EstimatedSynopsisPostDate: '09012030',
  FiscalYear: '2031',
  EstimatedSynopsisCloseDate: '11302030',
  EstimatedSynopsisCloseDateExplanation: 'Tentative',
  EstimatedAwardDate: '03012031',
  EstimatedProjectStartDate: '04012031',
  AwardCeiling: 'none',
  AwardFloor: '0',
  EstimatedTotalProgramFunding: '1000000',
  ExpectedNumberOfAwards: '3',
  Description: 'Forecast of a loader test program.',
  Version: 'Forecast 1',
  CostSharingOrMatchingRequirement: 'Yes',
  GrantorContactEmail: 'forecast@doe.example.gov',
  GrantorContactName: 'John Roe',
  GrantorContactPhoneNumber: '202-555-0100',
};
/** 359003: a forecast, then its synopsis, in one file. */
const F3: Rec = { ...F2, OpportunityID: '359003', OpportunityNumber: 'DOE-2026-LDR-003', OpportunityTitle: 'Loader Test Forecast Three', EstimatedSynopsisPostDate: '06012026' };
const S3: Rec = {
  OpportunityID: '359003', OpportunityTitle: 'Loader Test Posted Three', OpportunityNumber: 'DOE-2026-LDR-003', OpportunityCategory: 'D', FundingInstrumentType: ['G'], CFDANumbers: ['81.049'],
  EligibleApplicants: ['00'], AgencyCode: 'DOE', AgencyName: 'Department of Energy', PostDate: '06012026', CloseDate: '12012030', LastUpdatedDate: '06012026', Description: 'Posted.', Version: 'Synopsis 1',
};
/** A synopsis whose close date has passed: closed. Few elements (only OpportunityID and LastUpdatedDate are required). */
const S4: Rec = { OpportunityID: '359004', OpportunityTitle: 'Loader Test Closed', OpportunityNumber: 'USDA-2019-LDR-004', AgencyCode: 'USDA-NIFA', PostDate: '01022019', CloseDate: '01152020', LastUpdatedDate: '01152020' };

const GQL = `grantId opportunityNumber agencyCode title description applicantEligibilityDescription fundingActivityCategoryDescription grantorContact { name email phone } lastUpdated
  status { code description } category { code description } cfdaNumbers { number title } applicantTypes { code } fundingCategories { code } fundingInstruments { code }
  fundingDetails { awardCeiling awardFloor estimatedTotalFunding expectedNumberOfAwards }
  importantDates { postedDate responseDate responseDateDescription estimatedSynopsisPostDate estimatedApplicationResponseDate estimatedProjectStartDate archiveDate }
  additionalInfo { link description } synopsis forecast`;

const camelKey = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const codes = (l: { code: string }[]) => l.map((x) => x.code);

/** The grant through REST and GraphQL: REST serves `want`; GraphQL agrees with REST on every field asked. */
async function served(id: string, want: Record<string, unknown>) {
  const rest = await h.app.json(`/api/grants/${id}/`);
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  const b = rest.body;
  const view: Record<string, unknown> = { ...b, applicant_types: codes(b.applicant_types), funding_categories: codes(b.funding_categories), funding_instruments: codes(b.funding_instruments) };
  for (const [k, v] of Object.entries(want)) expect(view[k], `${id} REST ${k}`).toEqual(v);
  const gql = await h.app.graphql(`query($id: String!) { grant(grantId: $id) { ${GQL} } }`, { id });
  expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
  const g = gql.body.data.grant;
  for (const k of ['opportunity_number', 'agency_code', 'title', 'description', 'applicant_eligibility_description', 'funding_activity_category_description', 'last_updated', 'synopsis', 'forecast']) {
    expect(g[camelKey(k)], `${id} GraphQL ${k}`).toEqual(b[k]);
  }
  expect(String(g.grantId)).toBe(String(b.grant_id));
  expect(g.status).toEqual(b.status);
  expect(g.category).toEqual(b.category);
  expect(g.cfdaNumbers).toEqual(b.cfda_numbers);
  expect(g.applicantTypes.map((x: { code: string }) => x.code)).toEqual(view.applicant_types);
  expect(g.fundingInstruments.map((x: { code: string }) => x.code)).toEqual(view.funding_instruments);
  expect(g.fundingCategories.map((x: { code: string }) => x.code)).toEqual(view.funding_categories);
  for (const obj of ['grantor_contact', 'funding_details', 'important_dates', 'additional_info']) {
    const rb = b[obj] as Record<string, unknown> | null;
    for (const [k, v] of Object.entries(rb ?? {})) {
      const gv = g[camelKey(obj)][camelKey(k)];
      // money: a JSON number in REST, a decimal string in GraphQL
      expect(typeof v === 'number' && typeof gv === 'string' ? Number(gv) : gv, `${id} GraphQL ${obj}.${k}`).toEqual(v);
    }
  }
  return b;
}

describe('grants-gov', () => {
  let zipped: string;

  it('loads the zipped extract (synopses, forecasts, a synopsis and a forecast of one id); served through REST and GraphQL', async () => {
    const alert = await h.alert({ name: 'DOE grants', query_type: 'grant', filters: { search: 'loader' } });
    expect(alert.alert_id).toBeTruthy();
    const xml = extract([element('synopsis', S1), element('forecast', F2), element('forecast', F3), element('synopsis', S3), element('synopsis', S4)]);
    expect(xml).toContain('<Description>&amp;lt;p&amp;gt;Funds for &amp;lt;b&amp;gt;R&amp;amp;D&amp;lt;/b&amp;gt;'); // HTML escaped twice, as in the real extract
    zipped = await zip(path.join(dir, 'GrantsDBExtract20260502v2.zip'), [['GrantsDBExtract20260502v2.xml', xml]]);
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['grants-gov', zipped, '--rejects', path.join(dir, 'r1.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 5, rejected: 0, targets: { grants: { created: 4, modified: 0, unchanged: 0, rejected: 0 } }, rejects_file: null });
    expect(r.summary!.parts[0]).toMatchObject({ label: `${zipped}!GrantsDBExtract20260502v2.xml`, layout: 'synopsis (OpportunitySynopsisDetail_1_0, 30 elements)', encoding: 'utf-8', columns_unknown: [] });
    expect(r.summary!.targets.grants.alert_events).toBeGreaterThan(0);
    expect((await changesAfter(h.app, before, 'grant')).map((c) => [c.record_id, c.change])).toEqual(['359001', '359002', '359003', '359004'].map((n) => [n, 'created']));

    const s1 = await served('359001', {
      opportunity_number: 'HHS-2026-LDR-001', agency_code: 'HHS-NIH11', title: 'Loader Test Research Grants', description: DESCRIPTION,
      applicant_eligibility_description: 'Nonprofits & universities.', funding_activity_category_description: 'Health research',
      grantor_contact: { name: 'Jane Doe<br/>Program Officer', email: 'loader@nih.example.gov', phone: null }, last_updated: '2026-05-02T00:00:00.000Z',
      status: { code: 'P', description: 'Posted' }, category: { code: 'D', description: 'Discretionary' },
      cfda_numbers: [{ number: '93.322', title: null }, { number: '93.323', title: null }], applicant_types: ['12', '25'], funding_categories: ['HL', 'ST'], funding_instruments: ['G', 'CA'],
      important_dates: { posted_date: '2026-05-01', response_date: '2030-12-31', response_date_description: S1.CloseDateExplanation, estimated_synopsis_post_date: null, estimated_application_response_date: null, estimated_project_start_date: null, archive_date: '2031-01-30' },
      additional_info: { link: 'https://grants.nih.gov/loader-test', description: 'Full announcement' }, forecast: null,
    });
    expect(s1.funding_details).toMatchObject({ expected_number_of_awards: 5 });
    expect([s1.funding_details.award_ceiling, s1.funding_details.award_floor, s1.funding_details.estimated_total_funding].map(Number)).toEqual([500000, 10000, 2500000]);
    expect(s1.synopsis).toMatchObject({ OpportunityID: '359001', FundingInstrumentType: ['G', 'CA'], CFDANumbers: ['93.322', '93.323'], PostDate: '2026-05-01', Version: 'Synopsis 2', CostSharingOrMatchingRequirement: 'No', Description: DESCRIPTION });
    expect(Object.keys(s1.synopsis).sort()).toEqual([...SYNOPSIS].filter((n) => n !== 'OpportunityCategoryExplanation').sort());

    const f2 = await served('359002', {
      title: 'Loader Test Forecast', status: { code: 'F', description: 'Forecasted' }, category: { code: 'O', description: 'Pilot program' }, applicant_types: ['99'],
      grantor_contact: { name: 'John Roe', email: 'forecast@doe.example.gov', phone: '202-555-0100' }, synopsis: null,
      important_dates: { posted_date: '2026-04-01', response_date: null, response_date_description: null, estimated_synopsis_post_date: '2030-09-01', estimated_application_response_date: '2030-11-30', estimated_project_start_date: '2031-04-01', archive_date: null },
    });
    expect(f2.funding_details.award_ceiling).toBeNull();
    expect(f2.forecast).toMatchObject({ FiscalYear: '2031', EstimatedAwardDate: '2031-03-01', AwardCeiling: 'none', GrantorContactName: 'John Roe' });

    // one grant from a forecast and its synopsis: the synopsis's fields, the forecast's own
    const g3 = await served('359003', {
      title: 'Loader Test Posted Three', status: { code: 'P', description: 'Posted' }, applicant_types: ['00'], funding_instruments: ['G'],
      important_dates: { posted_date: '2026-06-01', response_date: '2030-12-01', response_date_description: null, estimated_synopsis_post_date: '2026-06-01', estimated_application_response_date: '2030-11-30', estimated_project_start_date: '2031-04-01', archive_date: null },
    });
    expect(g3.synopsis).toMatchObject({ OpportunityTitle: 'Loader Test Posted Three' });
    expect(g3.forecast).toMatchObject({ OpportunityTitle: 'Loader Test Forecast Three' });

    await served('359004', { title: 'Loader Test Closed', status: { code: 'C', description: 'Closed' }, cfda_numbers: [], applicant_types: [], category: null, description: null });
  });

  it('a re-load of the same extract changes nothing and fires nothing; a forecast loaded after its synopsis keeps the synopsis', async () => {
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['grants-gov', zipped, '--rejects', path.join(dir, 'r2.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 5, targets: { grants: { created: 0, modified: 0, unchanged: 4, alert_events: 0 } } });
    const alone = write(dir, 'forecast-only.xml', extract([element('forecast', F3)]));
    const f = await runLoad(h.app, ['grants-gov', alone, '--rejects', path.join(dir, 'r2b.csv')]);
    expect(f.code, f.stderr).toBe(0);
    expect(f.summary).toMatchObject({ targets: { grants: { unchanged: 1 } } });
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('a modified extract modifies exactly the changed grants and fires the alert', async () => {
    const before = await maxChangeId(h.app);
    const xml = extract([element('synopsis', { ...S1, AwardCeiling: '750000', LastUpdatedDate: '05102026' }), element('forecast', F2), element('forecast', F3), element('synopsis', S3), element('synopsis', { ...S4, OpportunityTitle: 'Loader Test Closed (amended)' })]);
    const file = write(dir, 'modified/GrantsDBExtract20260510v2.xml', xml);
    const r = await runLoad(h.app, ['grants-gov', path.dirname(file), '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 5, targets: { grants: { created: 0, modified: 2, unchanged: 2 } } });
    expect(r.summary!.targets.grants.alert_events).toBeGreaterThan(0);
    expect(await changesAfter(h.app, before, 'grant')).toEqual([{ record_id: '359001', change: 'modified' }, { record_id: '359004', change: 'modified' }]);
    const b = await served('359001', { last_updated: '2026-05-10T00:00:00.000Z' });
    expect(Number(b.funding_details.award_ceiling)).toBe(750000);
    await served('359004', { title: 'Loader Test Closed (amended)' });
  });

  it('a file of another source, or XML of another namespace, fails at once; nothing is written', async () => {
    const before = await maxChangeId(h.app);
    const excl = write(dir, 'SAM_Exclusions_Public_Extract_V2_26140.csv', csv(samExclusions.layouts[0].columns, []));
    const r = await runLoad(h.app, ['grants-gov', excl]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SAM_Exclusions_Public_Extract_V2_26140\.csv is not a grants-gov file: its header lacks the column "OpportunityID" .*The header is that of sam-exclusions/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const other = write(dir, 'other-ns.xml', extract([element('synopsis', S4)], 'http://apply.grants.gov/system/SomethingElse-V2.0'));
    const o = await runLoad(h.app, ['grants-gov', other]);
    expect(o.code).toBe(1);
    expect(o.stderr).toMatch(/other-ns\.xml is not a grants-gov file: its root element is <Grants xmlns="http:\/\/apply\.grants\.gov\/system\/SomethingElse-V2\.0">, not <Grants xmlns="http:\/\/apply\.grants\.gov\/system\/OpportunityDetail-V1\.0">/);
    const broken = write(dir, 'cut.xml', extract([element('synopsis', S4)]).slice(0, 120));
    const c = await runLoad(h.app, ['grants-gov', broken]);
    expect(c.code).toBe(1);
    expect(c.stderr).toMatch(/cut\.xml: the XML cannot be read: /);
    const detect = await runLoad(h.app, ['--detect', zipped]);
    expect(detect.stdout).toMatch(/GrantsDBExtract20260502v2\.xml: grants-gov/);
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('broken records go to the rejects file (file, line, key, reason) and the rest loads', async () => {
    const recs = [
      element('synopsis', { ...S4, OpportunityID: '359010', OpportunityNumber: 'LDR-GOOD-010', OpportunityTitle: 'Loader Good Grant' }),
      element('synopsis', { ...S4, OpportunityID: '359011', OpportunityNumber: 'LDR-011', PostDate: '13452026' }),
      element('synopsis', { ...S4, OpportunityID: '359012', OpportunityNumber: 'LDR-012', AwardCeiling: '12.5' }),
      element('synopsis', { ...S4, OpportunityID: '', OpportunityNumber: 'LDR-013' }),
      element('synopsis', { ...S4, OpportunityID: '359014', OpportunityNumber: 'LDR-014', OpportunityTitle: undefined as unknown as string }),
      `<OpportunityPackageDetail_1_0>\n  <OpportunityID>359015</OpportunityID>\n</OpportunityPackageDetail_1_0>`,
    ];
    const xml = extract(recs);
    const file = write(dir, 'broken.xml', xml);
    const lineOf = (needle: string) => xml.slice(0, xml.indexOf(needle)).split('\n').length;
    const starts = xml.split('\n').map((l, i) => [l, i + 1] as const).filter(([l]) => /^<Opportunity\w+_1_0>$/.test(l)).map(([, i]) => i);
    expect(starts).toHaveLength(6);
    expect(lineOf('<OpportunityPackageDetail_1_0>')).toBe(starts[5]);
    const rejectsFile = path.join(dir, 'rejects.csv');
    const r = await runLoad(h.app, ['grants-gov', file, '--rejects', rejectsFile]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 6, rejected: 5, rejects_file: rejectsFile, targets: { grants: { created: 1, rejected: 1 } } });
    const rejects = readRejects(rejectsFile).sort((a, b) => a.line - b.line);
    expect(rejects.map((x) => [x.file, x.line, x.key, x.reason])).toEqual([
      [file, starts[1], 'synopsis:359011', 'PostDate: "13452026" is not a date'],
      [file, starts[2], 'synopsis:359012', 'AwardCeiling: "12.5" is not a whole number of dollars'],
      [file, starts[3], 'synopsis:', 'OpportunityID is empty (the record has no key)'],
      [file, starts[4], 'synopsis:359014', 'title: is required for a new record'],
      [file, starts[5], 'OpportunityPackageDetail_1_0:359015', '<OpportunityPackageDetail_1_0> is not a synopsis (OpportunitySynopsisDetail_1_0) or forecast (OpportunityForecastDetail_1_0) record'],
    ]);
    await served('359010', { title: 'Loader Good Grant', status: { code: 'C', description: 'Closed' } });
    expect((await h.app.json('/api/grants/359011/')).status).toBe(404);
  });
});
