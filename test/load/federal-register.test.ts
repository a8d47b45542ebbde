/**
 * `npm run load -- federal-register`: Federal Register API v1 documents
 * JSON saved to files (a directory of search pages with every one of the 53
 * fields or the default search fields, a single-document response, a page
 * without results), read back through REST and GraphQL field by field; a
 * re-load changes nothing and fires nothing; a modified copy modifies
 * exactly the changed documents and fires the alert; a file of another
 * source fails naming the missing field; broken records go to the rejects
 * file (file, line, key, reason) and the rest loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federalRegister } from '../../src/load/sources/federal-register.js';
import { samExclusions } from '../../src/load/sources/sam-exclusions.js';
import { startAlertHarness, type AlertHarness } from '../webhooks/alert-harness.js';
import { changesAfter, csv, maxChangeId, readRejects, runLoad, tempDir, write } from './helpers.js';

const ALL = federalRegister.layouts[0].columns;
const SEARCH = federalRegister.layouts.find((l) => l.name === 'search page, default fields')!.columns;
let h: AlertHarness;
let dir: string;
let org: Record<string, string>;

beforeAll(async () => {
  h = await startAlertHarness();
  dir = tempDir('pds-load-fr-');
  const rows = await h.app.db.raw.query<{ name: string; id: string }>(
    `SELECT DISTINCT ON (name) name, organization_id::text AS id FROM organization WHERE name IN ('Department of Defense', 'General Services Administration', 'Department of the Army') ORDER BY name, level`,
  );
  org = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(async () => {
  await h?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Doc = Record<string, unknown>;

/** A document with all 53 fields, in the list's order, values as the API writes them. */
function full(over: Doc): Doc {
  const base: Doc = {
    abstract: 'DoD, GSA, and NASA are issuing a final rule amending the FAR.',
    action: 'Final rule.',
    agencies: [
      { raw_name: 'DEPARTMENT OF DEFENSE', name: 'Defense Department', id: 103, url: 'https://www.federalregister.gov/agencies/defense-department', json_url: 'https://www.federalregister.gov/api/v1/agencies/103', parent_id: null, slug: 'defense-department' },
      { raw_name: 'GENERAL SERVICES ADMINISTRATION', name: 'General Services Administration', id: 214, url: 'https://www.federalregister.gov/agencies/general-services-administration', json_url: 'https://www.federalregister.gov/api/v1/agencies/214', parent_id: null, slug: 'general-services-administration' },
      { raw_name: 'FEDERAL LOADER TEST COUNCIL', name: 'Federal Loader Test Council', id: 9991, url: null, json_url: null, parent_id: null, slug: 'federal-loader-test-council' },
    ],
    agency_names: ['Defense Department', 'General Services Administration', 'Federal Loader Test Council'],
    body_html_url: 'https://www.federalregister.gov/documents/full_text/html/2026/05/01/2026-90001.html',
    cfr_references: [
      { title: 48, part: 52, chapter: 1, citation_url: 'https://www.federalregister.gov/select-citation/2026/05/01/48-CFR-52' },
      { title: 48, part: 4, chapter: 1, citation_url: null },
    ],
    citation: '91 FR 23456',
    comment_url: null,
    comments_close_on: null,
    correction_of: null,
    corrections: [],
    dates: 'Effective July 1, 2026.',
    disposition_notes: null,
    docket_id: 'FAR-2026-0099',
    docket_ids: ['FAR-2026-0099', 'FAR Case 2025-001'],
    dockets: [{ id: 'FAR-2026-0099', agency_name: 'GSA', title: 'FAR Case', supporting_documents: [], supporting_documents_count: 0, documents: [] }],
    document_number: '2026-90001',
    effective_on: '2026-07-01',
    end_page: 23460,
    excerpts: null,
    executive_order_notes: null,
    executive_order_number: null,
    explanation: null,
    full_text_xml_url: 'https://www.federalregister.gov/documents/full_text/xml/2026/05/01/2026-90001.xml',
    html_url: 'https://www.federalregister.gov/documents/2026/05/01/2026-90001/federal-acquisition-regulation-loader-test',
    images: {},
    images_metadata: {},
    json_url: 'https://www.federalregister.gov/api/v1/documents/2026-90001.json',
    mods_url: 'https://www.govinfo.gov/metadata/granule/FR-2026-05-01/2026-90001/mods.xml',
    not_received_for_publication: null,
    page_length: 5,
    page_views: { count: 1234, last_updated: '2026-05-02T09:00:00.000-04:00' },
    pdf_url: 'https://www.govinfo.gov/content/pkg/FR-2026-05-01/pdf/2026-90001.pdf',
    president: null,
    presidential_document_number: null,
    proclamation_number: null,
    public_inspection_pdf_url: 'https://public-inspection.federalregister.gov/2026-90001.pdf',
    publication_date: '2026-05-01',
    raw_text_url: 'https://www.federalregister.gov/documents/full_text/text/2026/05/01/2026-90001.txt',
    regulation_id_number_info: { '9000-AO99': { title: 'FAR Case', priority_category: 'Substantive, Nonsignificant' } },
    regulation_id_numbers: ['9000-AO99'],
    regulations_dot_gov_info: {},
    regulations_dot_gov_url: null,
    significant: false,
    signing_date: null,
    start_page: 23456,
    subtype: null,
    title: 'Federal Acquisition Regulation: Loader Test Rule',
    toc_doc: 'Loader Test Rule',
    toc_subject: 'Federal Acquisition Regulation',
    topics: ['Government procurement'],
    type: 'Rule',
    volume: 91,
  };
  const d: Doc = {};
  for (const k of ALL) d[k] = Object.hasOwn(over, k) ? over[k] : base[k];
  return d;
}

const D1 = () => full({});
const D2 = () =>
  full({
    document_number: '2026-90002',
    type: 'Proposed Rule',
    title: 'Army Loader Test Proposed Rule',
    abstract: 'The Army proposes a “test” rule.\nSecond paragraph.',
    agencies: [{ raw_name: 'Department of the Army', name: 'Army Department', id: 31, parent_id: 103, slug: 'army-department', url: null, json_url: null }],
    agency_names: ['Army Department'],
    cfr_references: [],
    comments_close_on: '2030-03-02',
    effective_on: null,
    docket_ids: [],
    regulation_id_numbers: [],
    publication_date: '2026-04-15',
    html_url: 'https://www.federalregister.gov/documents/2026/04/15/2026-90002/army-loader-test',
    pdf_url: 'https://www.govinfo.gov/content/pkg/FR-2026-04-15/pdf/2026-90002.pdf',
  });
/** A search page result with the default fields only. */
const D3 = (): Doc => ({
  title: 'Notice of Loader Test Meeting',
  type: 'Notice',
  abstract: null,
  document_number: '2026-90003',
  html_url: 'https://www.federalregister.gov/documents/2026/03/02/2026-90003/notice-of-loader-test-meeting',
  pdf_url: 'https://www.govinfo.gov/content/pkg/FR-2026-03-02/pdf/2026-90003.pdf',
  public_inspection_pdf_url: 'https://public-inspection.federalregister.gov/2026-90003.pdf',
  publication_date: '2026-03-02',
  agencies: [{ raw_name: 'GENERAL SERVICES ADMINISTRATION', name: 'General Services Administration', id: 214, url: null, json_url: null, parent_id: null, slug: 'general-services-administration' }],
  excerpts: 'The <span class="match">loader</span> test meeting …',
});
/** A single-document response (all fields but excerpts, agency_names, docket_id, president). */
const D4 = (): Doc => {
  const d = full({ document_number: '2026-90004', title: 'Loader Test Single Document', type: 'Notice', publication_date: '2026-02-10', effective_on: null, html_url: 'https://www.federalregister.gov/d/2026-90004' });
  for (const k of ['excerpts', 'agency_names', 'docket_id', 'president']) delete d[k];
  return d;
};

const page = (results: Doc[], pretty = true) =>
  JSON.stringify({ count: results.length, description: 'Documents matching loader', total_pages: 1, next_page_url: null, previous_page_url: null, results }, null, pretty ? 2 : undefined);

const GQL = `documentNumber documentType title abstract agencyNames agencies { organizationId } publicationDate effectiveDate commentsCloseDate docketIds regulationIdNumbers cfrReferences htmlUrl pdfUrl`;

/** The document through REST and GraphQL: both serve `want`, field by field. */
async function served(number: string, want: Record<string, unknown>) {
  const rest = await h.app.json(`/api/federal_register/${number}/`);
  expect(rest.status, JSON.stringify(rest.body)).toBe(200);
  for (const [k, v] of Object.entries(want)) {
    if (k === 'agencies') expect(rest.body.agencies.map((a: { organization_id: string }) => a.organization_id), `${number} REST agencies`).toEqual(v);
    else expect(rest.body[k], `${number} REST ${k}`).toEqual(v);
  }
  const gql = await h.app.graphql(`query($n: String!) { federalRegisterDocument(documentNumber: $n) { ${GQL} } }`, { n: number });
  expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
  const g = gql.body.data.federalRegisterDocument;
  const pairs: [string, string][] = [
    ['document_number', 'documentNumber'], ['document_type', 'documentType'], ['title', 'title'], ['abstract', 'abstract'], ['agency_names', 'agencyNames'], ['publication_date', 'publicationDate'],
    ['effective_date', 'effectiveDate'], ['comments_close_date', 'commentsCloseDate'], ['docket_ids', 'docketIds'], ['regulation_id_numbers', 'regulationIdNumbers'], ['cfr_references', 'cfrReferences'],
    ['html_url', 'htmlUrl'], ['pdf_url', 'pdfUrl'],
  ];
  for (const [r, q] of pairs) expect(g[q], `${number} GraphQL ${q}`).toEqual(rest.body[r]);
  expect(g.agencies.map((a: { organizationId: string }) => a.organizationId)).toEqual(rest.body.agencies.map((a: { organization_id: string }) => a.organization_id));
}

describe('federal-register', () => {
  let pages: string;

  it('loads a directory of API pages (all 53 fields, default search fields, a single document, an empty page); served through REST and GraphQL', async () => {
    expect(org['Department of Defense'] && org['General Services Administration'] && org['Department of the Army']).toBeTruthy();
    const alert = await h.alert({ name: 'FR rules', query_type: 'federal_register', filters: { document_type: 'Rule' } });
    expect(alert.alert_id).toBeTruthy();
    pages = path.join(dir, 'pages');
    const p1 = page([D1(), D2()]);
    expect(Object.keys(JSON.parse(p1).results[0])).toEqual([...ALL]); // the real names, in the list's order
    write(pages, 'documents-page-1.json', p1);
    write(pages, 'documents-page-2.json', page([D3()], false));
    expect(Object.keys(D3())).toEqual([...SEARCH]);
    write(pages, 'documents-page-10.json', JSON.stringify({ count: 0, description: 'Documents matching loader', total_pages: 0 }));
    write(pages, 'document-2026-90004.json', JSON.stringify(D4(), null, 2));
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['federal-register', pages, '--rejects', path.join(dir, 'r1.csv')]);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 4, rejected: 0, targets: { federal_register: { created: 4, modified: 0, unchanged: 0, rejected: 0 } }, rejects_file: null });
    expect(r.summary!.parts.map((p) => [path.basename(p.label), p.rows, p.layout])).toEqual([
      ['document-2026-90004.json', 1, 'single document (all fields but excerpts, agency_names, docket_id, president)'],
      ['documents-page-1.json', 2, 'all 53 fields'],
      ['documents-page-2.json', 1, 'search page, default fields'],
      ['documents-page-10.json', 0, '(no records)'],
    ]);
    expect(r.summary!.unknown_codes).toEqual({ 'Federal Register agency': { 'Federal Loader Test Council': 2 } });
    expect(r.summary!.targets.federal_register.alert_events).toBeGreaterThan(0);
    expect((await changesAfter(h.app, before, 'federal_register')).map((c) => [c.record_id, c.change])).toEqual(['2026-90001', '2026-90002', '2026-90003', '2026-90004'].map((n) => [n, 'created']));

    await served('2026-90001', {
      document_type: 'Rule', title: 'Federal Acquisition Regulation: Loader Test Rule', abstract: 'DoD, GSA, and NASA are issuing a final rule amending the FAR.',
      agency_names: ['Defense Department', 'General Services Administration', 'Federal Loader Test Council'],
      agencies: [org['Department of Defense'], org['General Services Administration']],
      publication_date: '2026-05-01', effective_date: '2026-07-01', comments_close_date: null, comments_open: false,
      docket_ids: ['FAR-2026-0099', 'FAR Case 2025-001'], regulation_id_numbers: ['9000-AO99'], cfr_references: ['48 CFR 52', '48 CFR 4'],
      html_url: D1().html_url, pdf_url: D1().pdf_url,
    });
    await served('2026-90002', {
      document_type: 'Proposed Rule', title: 'Army Loader Test Proposed Rule', abstract: 'The Army proposes a “test” rule.\nSecond paragraph.', agency_names: ['Army Department'],
      agencies: [org['Department of the Army']], publication_date: '2026-04-15', effective_date: null, comments_close_date: '2030-03-02', comments_open: true,
      docket_ids: [], regulation_id_numbers: [], cfr_references: [],
    });
    await served('2026-90003', {
      document_type: 'Notice', title: 'Notice of Loader Test Meeting', abstract: null, agency_names: ['General Services Administration'], agencies: [org['General Services Administration']],
      publication_date: '2026-03-02', effective_date: null, docket_ids: null, regulation_id_numbers: null, cfr_references: [], // a search page without those fields: not sent, so not set html_url: D3().html_url, pdf_url: D3().pdf_url,
    });
    await served('2026-90004', { title: 'Loader Test Single Document', document_type: 'Notice', agency_names: ['Defense Department', 'General Services Administration', 'Federal Loader Test Council'], publication_date: '2026-02-10' });
  });

  it('a re-load of the same pages changes nothing and fires nothing', async () => {
    const before = await maxChangeId(h.app);
    const r = await runLoad(h.app, ['federal-register', pages, '--rejects', path.join(dir, 'r2.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 4, targets: { federal_register: { created: 0, modified: 0, unchanged: 4, alert_events: 0 } } });
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('a modified page modifies exactly the changed documents and fires the alert', async () => {
    const before = await maxChangeId(h.app);
    const file = write(dir, 'modified/documents-page-1.json', page([full({ effective_on: '2026-08-01' }), { ...D2(), title: 'Army Loader Test Proposed Rule (revised)' }, D3()].map((d) => d)));
    const r = await runLoad(h.app, ['federal-register', file, '--rejects', path.join(dir, 'r3.csv')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 3, targets: { federal_register: { created: 0, modified: 2, unchanged: 1 } } });
    expect(r.summary!.targets.federal_register.alert_events).toBeGreaterThan(0);
    expect(await changesAfter(h.app, before, 'federal_register')).toEqual([{ record_id: '2026-90001', change: 'modified' }, { record_id: '2026-90002', change: 'modified' }]);
    await served('2026-90001', { effective_date: '2026-08-01', title: 'Federal Acquisition Regulation: Loader Test Rule' });
    await served('2026-90002', { title: 'Army Loader Test Proposed Rule (revised)', comments_close_date: '2030-03-02' });
  });

  it('a file of another source, or JSON of another kind, fails at once naming the missing field; nothing is written', async () => {
    const before = await maxChangeId(h.app);
    const excl = write(dir, 'SAM_Exclusions_Public_Extract_V2_26140.csv', csv(samExclusions.layouts[0].columns, []));
    const r = await runLoad(h.app, ['federal-register', excl]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SAM_Exclusions_Public_Extract_V2_26140\.csv is not a federal-register file: its header lacks the column "document_number" .*The header is that of sam-exclusions/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const calc = write(dir, 'ceilingrates.json', JSON.stringify({ hits: { hits: [] } }));
    const c = await runLoad(h.app, ['federal-register', calc]);
    expect(c.code).toBe(1);
    expect(c.stderr).toMatch(/ceilingrates\.json is not a federal-register file: its header lacks the column "document_number"/);
    const notJson = write(dir, 'page.json', 'document_number,title\r\n2026-1,x\r\n');
    const n = await runLoad(h.app, ['federal-register', notJson]);
    expect(n.code).toBe(1);
    expect(n.stderr).toMatch(/page\.json is not JSON: it starts with "document_number,titl/);
    const cut = write(dir, 'cut.json', page([D1()]).slice(0, 300));
    const t = await runLoad(h.app, ['federal-register', cut]);
    expect(t.code).toBe(1);
    expect(t.stderr).toMatch(/cut\.json: the JSON cannot be read: the file ends inside a value/);
    const detect = await runLoad(h.app, ['--detect', path.join(pages, 'documents-page-2.json')]);
    expect(detect.stdout).toMatch(/documents-page-2\.json: federal-register/);
    expect(await maxChangeId(h.app)).toBe(before);
  });

  it('broken records go to the rejects file (file, line, key, reason) and the rest loads', async () => {
    const docs: Doc[] = [
      { ...D3(), document_number: '2026-90010', title: 'Loader Good Notice' },
      { ...D3(), document_number: '2026-90011', publication_date: '2026-13-45' },
      { ...D3(), document_number: '2026-90012', type: 'Memorandum' },
      { ...D3(), document_number: '' },
      { ...D3(), document_number: '2026-90013', agencies: 'GSA' },
      { ...D3(), document_number: '2026-90014', title: null },
    ];
    const text = `{"count": 6, "description": "broken", "total_pages": 1, "results": [\n${docs.map((d) => JSON.stringify(d)).join(',\n')}\n]}\n`;
    const file = write(dir, 'broken.json', text);
    const rejectsFile = path.join(dir, 'rejects.csv');
    const r = await runLoad(h.app, ['federal-register', file, '--rejects', rejectsFile]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.summary).toMatchObject({ rows_read: 6, rejected: 5, rejects_file: rejectsFile, targets: { federal_register: { created: 1, rejected: 2 } } });
    const rejects = readRejects(rejectsFile).sort((a, b) => a.line - b.line);
    expect(rejects.map((x) => [x.file, x.line, x.key, x.reason])).toEqual([
      [file, 3, '2026-90011', 'publication_date: "2026-13-45" is not a date'],
      [file, 4, '2026-90012', expect.stringMatching(/^document_type: must be one of/)],
      [file, 5, '', 'document_number is empty (the document has no key)'],
      [file, 6, '2026-90013', 'agencies: "GSA" is not a list or an object'],
      [file, 7, '2026-90014', 'title: is required for a new record'],
    ]);
    await served('2026-90010', { title: 'Loader Good Notice', document_type: 'Notice' });
    expect((await h.app.json('/api/federal_register/2026-90011/')).status).toBe(404);
  });
});
