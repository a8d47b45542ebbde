/**
 * Federal Register documents (/api/federal_register/, GraphQL
 * federalRegister and federalRegisterDocument(documentNumber:)): the
 * page-number envelope and default shapes, comments_open computed for the
 * request day (field and filter agree, both ways, at the boundaries), every
 * filter against SQL (agency resolved like awarding_agency), ordering, error
 * bodies, REST/GraphQL parity and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const nums = (body: { results: { document_number: string }[] }) => body.results.map((r) => r.document_number);
const day = (d: Date | null) => (d === null ? null : d.toISOString().slice(0, 10));
const DEFAULT_ORDER = 'publication_date DESC, document_number DESC';

const today = new Date();
const shift = (days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
const TODAY = shift(0);

// fixtures published in 2001: comments closing today (open), yesterday (closed), tomorrow (open), and none
const D1 = '2001-00001';
const D2 = '2001-00002';
const D3 = '2001-00003';
const D4 = '2001-00004';
let NASA: string;

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  [{ id: NASA }] = await q<{ id: string }>(`SELECT organization_id::text AS id FROM organization WHERE type = 'DEPARTMENT' AND department_code = '080'`);
  const insert = `INSERT INTO federal_register_document (document_number, type, title, abstract, agency_names, organization_id, organization_ids, publication_date, comments_close_on, effective_on,
      docket_ids, regulation_id_numbers, html_url, pdf_url, modified, cfr_references)
    VALUES ($1, $2, $3, $4, $5::text[], $6::uuid, CASE WHEN $6::uuid IS NULL THEN '{}'::uuid[] ELSE ARRAY[$6::uuid] END, $7::date, $8::date, $9::date, $10::text[], $11::text[], $12, $13, '2001-01-20T12:00:00Z',
            CASE WHEN $2 = 'Notice' THEN '{}'::text[] ELSE ARRAY['48 CFR 1815', '48 CFR 1852'] END)`;
  const url = (n: string) => `https://www.federalregister.gov/documents/2001/01/02/${n}/zz`;
  await q(insert, [D1, 'Proposed Rule', 'NASA FAR Supplement: Xylophonic Instruments', 'NASA proposes to amend the NFS for xylophonic instruments.', ['National Aeronautics and Space Administration'], NASA,
    '2001-01-02', TODAY, null, ['NASA-2001-0001', 'ZZ-Docket-7'], ['2700-AZ99'], url(D1), `https://www.govinfo.gov/content/pkg/FR-2001-01-02/pdf/${D1}.pdf`]);
  await q(insert, [D2, 'Notice', 'Information Collection; Xylophonic Reporting', null, ['National Aeronautics and Space Administration'], NASA, '2001-01-03', shift(-1), null, ['NASA-2001-0002'], [], url(D2), null]);
  await q(insert, [D3, 'Rule', 'NASA FAR Supplement: Xylophonic Instruments, Interim Rule', 'Interim rule.', ['National Aeronautics and Space Administration'], NASA, '2001-01-04', shift(1), '2001-03-01', [], ['2700-AZ99'], url(D3), null]);
  await q(insert, [D4, 'Presidential Document', 'Executive Order on Xylophonic Procurement', null, ['Executive Office of the President'], null, '2001-01-05', null, '2001-01-05', [], [], url(D4), null]);
});
afterAll(async () => {
  await app?.close();
});

async function expected(where: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<string[]> {
  return (await q<{ n: string }>(`SELECT document_number AS n FROM federal_register_document t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.n);
}

async function all(query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await app.json(`/api/federal_register/?${query}${query ? '&' : ''}limit=100&page=${page}&shape=document_number`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...nums(res.body));
    if (!res.body.next) break;
  }
  return out;
}

describe('GET /api/federal_register/ envelope and default shape', () => {
  it('answers the page-number envelope with the default list shape, newest first', async () => {
    const rows = await q<Record<string, any>>(`SELECT * FROM federal_register_document ORDER BY ${DEFAULT_ORDER}`);
    expect(rows.length).toBeGreaterThan(25);
    const res = await app.json('/api/federal_register/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.next).toBe('http://test.local/api/federal_register/?page=2');
    expect(res.body.results).toEqual(
      rows.slice(0, 25).map((r) => ({
        document_number: r.document_number,
        document_type: r.type,
        title: r.title,
        agency_names: r.agency_names,
        publication_date: day(r.publication_date),
        effective_date: day(r.effective_on),
        comments_close_date: day(r.comments_close_on),
        comments_open: r.comments_close_on !== null && day(r.comments_close_on)! >= TODAY,
        html_url: r.html_url,
      })),
    );
    expect((await app.json(`/api/federal_register/?limit=100&page=${Math.ceil(rows.length / 100) + 1}`)).status).toBe(404);
    expect((await app.json('/api/federal_register/?limit=101')).body).toEqual({ error: 'limit must be from 1 to 100, got 101', code: 'validation_error' });
  });

  it('serves one document by number with the detail default shape, its agencies resolved to organisations', async () => {
    const [o] = await q<Record<string, any>>(`SELECT * FROM organization WHERE organization_id = $1`, [NASA]);
    const res = await app.json(`/api/federal_register/${D1}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      document_number: D1,
      document_type: 'Proposed Rule',
      title: 'NASA FAR Supplement: Xylophonic Instruments',
      abstract: 'NASA proposes to amend the NFS for xylophonic instruments.',
      agency_names: ['National Aeronautics and Space Administration'],
      agencies: [{ organization_id: NASA, office_code: null, office_name: null, agency_code: o.agency_code, agency_name: o.agency_name, department_code: '080', department_name: o.department_name }],
      publication_date: '2001-01-02',
      effective_date: null,
      comments_close_date: TODAY,
      comments_open: true,
      docket_ids: ['NASA-2001-0001', 'ZZ-Docket-7'],
      regulation_id_numbers: ['2700-AZ99'],
      cfr_references: ['48 CFR 1815', '48 CFR 1852'],
      html_url: `https://www.federalregister.gov/documents/2001/01/02/${D1}/zz`,
      pdf_url: `https://www.govinfo.gov/content/pkg/FR-2001-01-02/pdf/${D1}.pdf`,
      modified: '2001-01-20T12:00:00.000Z',
    });
    // a document attributed to no organisation has no agencies
    expect((await app.json(`/api/federal_register/${D4}/?shape=agencies,agency_names,comments_open`)).body).toEqual({ agencies: [], agency_names: ['Executive Office of the President'], comments_open: false });
  });

  it('answers 404 for an unknown document number and for any other form', async () => {
    for (const path of ['2001-99999', 'not%20a%20number', '-2001-00001', 'x'.repeat(31), '%00']) {
      const res = await app.json(`/api/federal_register/${path}/`);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('comments_open, evaluated for the request day', () => {
  it('is open through the close date and closed the day after; field and filter agree both ways', async () => {
    const shape = 'document_number,comments_close_date,comments_open';
    const fixtures = await app.json(`/api/federal_register/?search=xylophonic&ordering=publication_date&shape=${shape}`);
    expect(fixtures.body.results).toEqual([
      { document_number: D1, comments_close_date: TODAY, comments_open: true },
      { document_number: D2, comments_close_date: shift(-1), comments_open: false },
      { document_number: D3, comments_close_date: shift(1), comments_open: true },
      { document_number: D4, comments_close_date: null, comments_open: false },
    ]);
    const open = await all('comments_open=true');
    const closed = await all('comments_open=false');
    expect(open).toEqual(await expected('comments_close_on >= $1::date', [TODAY]));
    expect(closed).toEqual(await expected('comments_close_on IS NULL OR comments_close_on < $1::date', [TODAY]));
    expect(open).toEqual(expect.arrayContaining([D1, D3]));
    expect(closed).toEqual(expect.arrayContaining([D2, D4]));
    expect(open.length + closed.length).toBe((await all('')).length);
    for (const [value, want] of [['true', true], ['false', false]] as const) {
      const res = await app.json(`/api/federal_register/?comments_open=${value}&limit=100&shape=comments_open`);
      expect(res.body.results.every((r: { comments_open: boolean }) => r.comments_open === want)).toBe(true);
    }
    expect((await app.json('/api/federal_register/?comments_open=open')).body).toEqual({ error: 'comments_open must be true or false, got "open"', code: 'validation_error' });
  });
});

describe('filters', () => {
  it('agency resolves as awarding_agency does: CGAC, FPDS department id, name or abbreviation, any case', async () => {
    const byDept = (cgac: string) => expected(`organization_ids && ARRAY(SELECT organization_id FROM organization WHERE department_code = $1)`, [cgac]);
    const gsa = await byDept('047');
    expect(gsa.length).toBeGreaterThan(0);
    for (const v of ['047', '4700', 'gsa', 'General%20Services%20Administration']) expect(await all(`agency=${v}`), v).toEqual(gsa);
    const nasa = await byDept('080');
    expect(nasa).toEqual(expect.arrayContaining([D1, D2, D3]));
    expect(await all('agency=NASA')).toEqual(nasa);
    expect(await all('agency=nasa|DOD')).toEqual(await expected(`organization_ids && ARRAY(SELECT organization_id FROM organization WHERE department_code IN ('080', '097'))`));
    // a document issued jointly is found under each issuer: FAR rules (DoD, GSA and NASA) under NASA too
    const far = await expected(`'General Services Administration' = ANY(agency_names) AND 'National Aeronautics and Space Administration' = ANY(agency_names)`);
    expect(far.length).toBeGreaterThan(0);
    expect(nasa).toEqual(expect.arrayContaining(far));
    // the documents are attributed to departments: a sub-tier agency code selects none of them
    expect(await all('agency=2100')).toEqual(await expected(`organization_ids && ARRAY(SELECT organization_id FROM organization WHERE agency_code = '2100')`));
    expect(await all('agency=No%20Such%20Agency')).toEqual([]);
    expect((await app.json(`/api/federal_register/?agency=${'y'.repeat(151)}`)).body).toEqual({ error: 'agency values are at most 150 characters, got 151', code: 'validation_error' });
  });

  it('document_type: the name or the Federal Register code, any case; anything else answers 400', async () => {
    expect(await all('document_type=rule')).toEqual(await expected(`type = 'Rule'`));
    expect(await all(`document_type=PRORULE|${encodeURIComponent('presidential document')}`)).toEqual(await expected(`type IN ('Proposed Rule', 'Presidential Document')`));
    expect(await all('document_type=notice')).toEqual(await expected(`type = 'Notice'`));
    expect((await app.json('/api/federal_register/?document_type=memo')).body).toEqual({
      error: 'document_type must be one of Rule (RULE), Proposed Rule (PRORULE), Notice (NOTICE), Presidential Document (PRESDOCU), got "memo"',
      code: 'validation_error',
    });
  });

  it('publication date range, with its errors', async () => {
    expect(await all('publication_date_after=2001-01-03&publication_date_before=2001-01-04')).toEqual([D3, D2]);
    expect(await all('publication_date_after=2026-06-01')).toEqual(await expected(`publication_date >= '2026-06-01'`));
    expect(await all('publication_date_before=2025-12-31')).toEqual(await expected(`publication_date <= '2025-12-31'`));
    expect((await app.json('/api/federal_register/?publication_date_after=2026-02-01&publication_date_before=2026-01-01')).body).toEqual({
      error: 'inverted range: publication_date_after is after publication_date_before',
      code: 'validation_error',
    });
    expect((await app.json('/api/federal_register/?publication_date_after=2026-1-1')).body).toEqual({
      error: 'publication_date_after must be a date in the form YYYY-MM-DD, got "2026-1-1"',
      code: 'validation_error',
    });
  });

  it('docket_id: one of the document’s docket ids, whole and in any case; OR-list', async () => {
    expect(await all('docket_id=zz-docket-7')).toEqual([D1]);
    expect(await all('docket_id=NASA-2001-0002|nasa-2001-0001')).toEqual([D2, D1]);
    expect(await all('docket_id=NASA-2001')).toEqual([]);
    const [{ docket }] = await q<{ docket: string }>(`SELECT docket_ids[1] AS docket FROM federal_register_document WHERE cardinality(docket_ids) > 0 AND document_number NOT LIKE '2001-%' ORDER BY document_number LIMIT 1`);
    expect(await all(`docket_id=${docket.toLowerCase()}`)).toEqual(await expected(`$1 = ANY(docket_ids)`, [docket]));
  });

  it('search is full text over title, number, agency names and abstract, best match first', async () => {
    expect((await all('search=xylophonic')).sort()).toEqual([D1, D2, D3, D4]);
    const ranked = await expected(`search_vector @@ websearch_to_tsquery('english', 'small business')`, [], `ts_rank(search_vector, websearch_to_tsquery('english', 'small business')) DESC, document_number DESC`);
    expect(ranked.length).toBeGreaterThan(1);
    expect(await all('search=small%20business')).toEqual(ranked);
    expect(await all(`search=${D3}`)).toContain(D3);
  });
});

describe('ordering', () => {
  it('publication_date, effective_date and comments_close_date, either way, empties last', async () => {
    for (const [ordering, order] of [
      ['publication_date', 'publication_date ASC, document_number ASC'],
      ['-publication_date', 'publication_date DESC, document_number DESC'],
      ['effective_date', 'effective_on ASC NULLS LAST, document_number ASC'],
      ['-effective_date', 'effective_on DESC NULLS LAST, document_number DESC'],
      ['comments_close_date,-publication_date', 'comments_close_on ASC NULLS LAST, publication_date DESC, document_number ASC'],
    ] as const) {
      expect(await all(`ordering=${ordering}`), ordering).toEqual(await expected('TRUE', [], order));
    }
    const bad = await app.json('/api/federal_register/?ordering=title');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_error', allowed: ['publication_date', 'effective_date', 'comments_close_date', 'rank'] });
    expect((await app.json('/api/federal_register/?ordering=-rank')).body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
  });
});

describe('GraphQL', () => {
  it('federalRegister and federalRegisterDocument(documentNumber:) answer what REST answers', async () => {
    const rest = await app.json('/api/federal_register/?agency=nasa|gsa&comments_open=false&ordering=-effective_date&limit=8&shape=document_number,document_type,comments_open,agencies(department_code),docket_ids');
    const gql = await app.graphql(
      '{ federalRegister(filter: {agency: "nasa|gsa", commentsOpen: false}, ordering: "-effective_date", limit: 8) { count results { documentNumber documentType commentsOpen agencies { departmentCode } docketIds } } }',
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.federalRegister.count).toBe(rest.body.count);
    expect(gql.body.data.federalRegister.results).toEqual(
      rest.body.results.map((r: any) => ({ documentNumber: r.document_number, documentType: r.document_type, commentsOpen: r.comments_open, agencies: r.agencies.map((a: any) => ({ departmentCode: a.department_code })), docketIds: r.docket_ids })),
    );
    const one = await app.graphql(`{ federalRegisterDocument(documentNumber: "${D3}") { documentNumber commentsOpen effectiveDate regulationIdNumbers } none: federalRegisterDocument(documentNumber: "bad number") { title } }`);
    expect(one.body.data).toEqual({ federalRegisterDocument: { documentNumber: D3, commentsOpen: true, effectiveDate: '2001-03-01', regulationIdNumbers: ['2700-AZ99'] }, none: null });
    const err = await app.graphql('{ federalRegister(filter: {documentType: "memo"}) { count } }');
    expect(err.status).toBe(400);
    expect(err.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: (await app.json('/api/federal_register/?document_type=memo')).body });
  });

  it('one statement per page and per detail', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/federal_register/?limit=100&comments_open=false&shape=document_number,agencies(*),comments_open,docket_ids';
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    log.length = 0;
    expect((await recording.fetch(new Request(url))).status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/federal_register/${D1}/`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
