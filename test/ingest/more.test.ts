/**
 * Ingestion of opportunities, entities, grants, exclusions, Federal Register
 * documents and storefront requests (src/ingest/resources-more.ts) through
 * POST /admin/ingest/{resource} against the seeded test database: a created
 * record served at once by its REST detail route, the same values again
 * unchanged with no change_log row, a served field changed → modified with a
 * change_log row (resource_type = the alert query type, record_id = the
 * key), derived fields refused per record with nothing written, observation
 * timestamps and respellings no change, natural identities, and each
 * resource's own rules (SBA certifications, lifted exclusions, storefront
 * visibility by contract, a comment period closing, grant organisations).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

const TOKEN = 'ingest-more-test-token-0123456789abcdef';
let app: TestApp;
let previousToken: string | undefined;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string) => ({ headers: { 'x-api-key': key } });

beforeAll(async () => {
  previousToken = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = TOKEN;
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
  if (previousToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousToken;
});

function post(resource: string, records: unknown, query?: string) {
  return app.json(`/admin/ingest/${resource}/${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(records),
  });
}
async function maxChangeId(): Promise<string> {
  const [r] = await q<{ m: string }>(`SELECT coalesce(max(id), 0)::text AS m FROM change_log`);
  return r.m;
}
/** Every change_log row after `afterId` (any resource type). */
const changesAfter = (afterId: string) => q<{ resource_type: string; record_id: string; change: string }>(`SELECT resource_type, record_id, change FROM change_log WHERE id > $1::bigint ORDER BY id`, [afterId]);

/** Ingest and expect a 200 with these counts; returns the change_log rows it wrote. */
async function expectCycle(resource: string, records: unknown[], counts: { created?: number; modified?: number; unchanged?: number }) {
  const before = await maxChangeId();
  const r = await post(resource, records);
  expect(r.status, JSON.stringify(r.body).slice(0, 2000)).toBe(200);
  expect(r.body).toMatchObject({ created: 0, modified: 0, unchanged: 0, ...counts });
  const log = await changesAfter(before);
  expect(r.body.change_log.count).toBe(log.length);
  return log;
}

/** Ingest a batch that must be refused: 400, the per-record fields, and nothing written (no change_log row, the table's rows as they were). */
async function expectRefused(resource: string, records: unknown[], table: string, fields: (string | RegExp)[][]) {
  const before = await maxChangeId();
  const [{ rows: rowsBefore, h: hashBefore }] = await q(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`);
  const r = await post(resource, records);
  expect(r.status, JSON.stringify(r.body).slice(0, 2000)).toBe(400);
  expect(r.body.code).toBe('validation_error');
  expect(r.body.error).toMatch(/nothing was written/);
  for (const [i, want] of fields.entries()) {
    const got = r.body.errors.filter((e: any) => e.index === i).map((e: any) => e.field);
    expect(got.sort(), JSON.stringify(r.body.errors)).toEqual(want.map((w) => (typeof w === 'string' ? w : expect.stringMatching(w))).sort());
  }
  expect(await maxChangeId()).toBe(before);
  const [{ rows: rowsAfter, h: hashAfter }] = await q(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`);
  expect({ rowsAfter, hashAfter }).toEqual({ rowsAfter: rowsBefore, hashAfter: hashBefore });
  return r.body.errors as { index: number; field: string; message: string }[];
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const instant = (offset: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + offset * 86_400_000).toISOString();

// ───────────────────────────── opportunities ─────────────────────────────

describe('opportunities', () => {
  const url = 'https://sam.gov/opp/0123456789abcdef0123456789abcdef/view';
  let office: { id: string; office_name: string };
  const deadline = instant(20);
  const notice = (extra: Record<string, unknown> = {}) => ({
    sam_url: url,
    title: 'Ingested Network Operations Support',
    solicitation_number: 'ING-26-Q-0001',
    description: 'Network operations support for the ingestion test office.',
    active: true,
    naics_code: '541513',
    psc: { code: 'D316' },
    set_aside: { code: 'SBA', description: 'Total Small Business Set-Aside (FAR 19.5)' },
    first_notice_date: '2026-11-02T15:00:00Z',
    last_notice_date: '2026-11-02T15:00:00Z',
    response_deadline: deadline,
    archive_date: day(60),
    office: { organization_id: office.id },
    meta: { notice_type: { type: 'solicitation' } },
    place_of_performance: { city: 'Arlington', state: 'VA', zip: '22201', country: 'USA' },
    primary_contact: { full_name: 'Casey Jones', email: 'casey.jones@agency.example' },
    attachments: [{ attachment_id: 'a1', name: 'SOW.pdf', type: 'file', mime_type: 'application/pdf', file_size: 1200, posted_date: '2026-11-02T15:00:00Z', url: 'https://sam.gov/a1' }],
    ...extra,
  });

  beforeAll(async () => {
    [office] = await q(`SELECT organization_id::text AS id, office_name FROM organization WHERE type = 'OFFICE' AND office_name IS NOT NULL ORDER BY organization_id LIMIT 1`);
  });

  it('keys a notice by its SAM.gov address; serves it at once; unchanged, modified, observation-only, refused', async () => {
    const log = await expectCycle('opportunities', [notice()], { created: 1 });
    const [row] = await q(`SELECT opportunity_id::text AS id, notice_type, solicitation_number_norm, organization_id::text AS org, modified FROM opportunity WHERE sam_url = $1`, [url]);
    expect(row).toMatchObject({ notice_type: 'Solicitation', solicitation_number_norm: 'ING26Q0001', org: office.id });
    expect(log).toEqual([{ resource_type: 'opportunity', record_id: row.id, change: 'created' }]);
    const served = await app.json(`/api/opportunities/${row.id}/`);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({
      opportunity_id: row.id,
      meta: { notice_type: { code: 'o', type: 'Solicitation' }, attachments_count: 1 },
      office: { organization_id: office.id, office_name: office.office_name },
      place_of_performance: { street_address: null, city: 'Arlington' },
      primary_contact: { full_name: 'Casey Jones', fax: null },
      response_deadline: new Date(deadline).toISOString(),
    });
    expect((await app.json(`/api/opportunities/?solicitation_number=ing 26 q 0001`)).body.results.map((x: any) => x.opportunity_id)).toEqual([row.id]);

    // the same values, respelled (explicit nulls, another zone, by its id), and the source's modified moved: unchanged
    const respelled = notice({
      opportunity_id: row.id,
      response_deadline: `${new Date(new Date(deadline).getTime() + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`,
      primary_contact: { full_name: 'Casey Jones', title: null, email: 'casey.jones@agency.example', phone: null, fax: null },
      modified: '2030-01-01T00:00:00Z',
    });
    expect(await expectCycle('opportunities', [respelled], { unchanged: 1 })).toEqual([]);
    const [after] = await q(`SELECT modified FROM opportunity WHERE opportunity_id = $1::uuid`, [row.id]);
    expect(new Date(after.modified).getTime()).toBe(new Date(row.modified).getTime());

    // a served field changed: modified, the source's modified written with it
    const later = instant(40);
    const moved = await expectCycle('opportunities', [notice({ response_deadline: later, modified: '2026-11-20T00:00:00Z' })], { modified: 1 });
    expect(moved).toEqual([{ resource_type: 'opportunity', record_id: row.id, change: 'modified' }]);
    const [m] = await q(`SELECT response_deadline, modified FROM opportunity WHERE opportunity_id = $1::uuid`, [row.id]);
    expect([new Date(m.response_deadline).toISOString(), new Date(m.modified).toISOString()]).toEqual([later, '2026-11-20T00:00:00.000Z']);

    // a JSON value changed (a document added, a contact's email): modified
    const docs = [...notice().attachments, { attachment_id: 'a2', name: 'Amendment 1.pdf', type: 'file', posted_date: '2026-11-10T09:00:00Z', url: 'https://sam.gov/a2' }];
    expect(await expectCycle('opportunities', [notice({ response_deadline: later, attachments: docs })], { modified: 1 })).toHaveLength(1);
    expect(await expectCycle('opportunities', [notice({ response_deadline: later, attachments: docs, primary_contact: { full_name: 'Casey Jones', email: 'c.jones@agency.example' } })], { modified: 1 })).toHaveLength(1);
    expect((await app.json(`/api/opportunities/${row.id}/`)).body).toMatchObject({ meta: { attachments_count: 2 }, primary_contact: { email: 'c.jones@agency.example' } });

    // derived fields: refused per record, nothing written
    await expectRefused(
      'opportunities',
      [notice({ office: { organization_id: office.id, office_name: 'x' }, meta: { notice_type: { type: 'Solicitation', code: 'o' }, attachments_count: 1 }, agency: null, naics: { code: '541513', description: 'x' } }), notice({ title: 'never written', sam_url: 'https://sam.gov/opp/x/view', meta: { notice_type: { type: 'Bogus' } } }), { title: 'no identity' }],
      'opportunity',
      [['office.office_name', 'meta.notice_type.code', 'meta.attachments_count', 'agency', 'naics.description'], ['meta.notice_type.type'], ['opportunity_id']],
    );
  });
});

// ───────────────────────────── entities ─────────────────────────────

describe('entities', () => {
  const UEI = 'INGESTMORE01';
  const entity = (extra: Record<string, unknown> = {}) => ({
    uei: UEI,
    legal_business_name: 'INGEST MORE TEST LLC',
    dba_name: 'IMT',
    cage_code: '9ZZ9Z',
    registered: true,
    registration_status: 'Active',
    keywords: ['testing'],
    psc_codes: ['R425'],
    primary_naics: '541512',
    business_types: [{ code: '2X', description: 'For Profit Organization' }, { code: 'A2', description: 'Woman Owned Business' }],
    sba_business_types: [{ code: 'A6', description: 'SBA Certified 8(a) Program Participant', entry_date: '2024-01-15', exit_date: null }],
    naics_codes: [{ code: '541511', sba_small_business: 'Y' }, { code: '541512', sba_small_business: 'N' }],
    physical_address: { address_line1: '1 Test Way', city: 'Arlington', state_or_province_code: 'VA', zip_code: '22201', country_code: 'USA' },
    mailing_address: null,
    highest_owner: { uei: null, cage_code: null, legal_business_name: 'INGEST HOLDINGS INC' },
    immediate_owner: null,
    purpose_of_registration: { code: 'Z2', description: 'All Awards' },
    sam_registration_date: '2020-01-06',
    ...extra,
  });
  const bt = () => q(`SELECT sba, code, entry_date::text AS entry, exit_date::text AS exit FROM entity_business_type WHERE uei = $1 ORDER BY sba, code`, [UEI]);
  const socio = async (code: string) => (await app.json(`/api/entities/?socioeconomic=${code}&uei=${UEI}`)).body.results.map((x: any) => x.uei);

  it('creates an entity with its registration collections; unchanged; SBA certification changes are modifications', async () => {
    const log = await expectCycle('entities', [entity({ uei: UEI.toLowerCase() })], { created: 1 });
    expect(log).toEqual([{ resource_type: 'entity', record_id: UEI, change: 'created' }]);
    const served = (await app.json(`/api/entities/${UEI.toLowerCase()}/`)).body;
    expect(served).toMatchObject({
      uei: UEI,
      display_name: 'INGEST MORE TEST LLC',
      business_types: [{ code: '2X' }, { code: 'A2' }],
      sba_business_types: [{ code: 'A6', entry_date: '2024-01-15', exit_date: null }],
      // the primary code first
      naics_codes: [{ code: '541512', sba_small_business: 'N' }, { code: '541511', sba_small_business: 'Y' }],
      physical_address: { city: 'Arlington', county: null },
      mailing_address: null,
      highest_owner: { uei: null, legal_business_name: 'INGEST HOLDINGS INC' },
      immediate_owner: null,
    });
    expect(served.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.json(`/api/entities/${UEI}/?shape=naics_small_codes`)).body.naics_small_codes).toEqual(['541511']);
    expect(await socio('A6')).toEqual([UEI]);

    // the same values again, collections in another order, names respelled: unchanged
    const same = entity({ uei: UEI.toLowerCase(), cage_code: '9zz9z', psc_codes: ['r425'], business_types: [{ code: 'A2', description: 'Woman Owned Business' }, { code: '2X', description: 'For Profit Organization' }], uuid: served.uuid });
    expect(await expectCycle('entities', [same], { unchanged: 1 })).toEqual([]);

    // an SBA certification added: modified, served, the SAM business types kept when only the certifications are sent
    const mid = await maxChangeId();
    const added = await expectCycle('entities', [{ uei: UEI, sba_business_types: [{ code: 'A6', description: 'SBA Certified 8(a) Program Participant', entry_date: '2024-01-15', exit_date: null }, { code: 'XX', description: 'SBA Certified HUBZone Firm', entry_date: '2025-03-01', exit_date: null }] }], { modified: 1 });
    expect(added).toEqual([{ resource_type: 'entity', record_id: UEI, change: 'modified' }]);
    expect(await bt()).toEqual([
      { sba: false, code: '2X', entry: null, exit: null },
      { sba: false, code: 'A2', entry: null, exit: null },
      { sba: true, code: 'A6', entry: '2024-01-15', exit: null },
      { sba: true, code: 'XX', entry: '2025-03-01', exit: null },
    ]);
    expect(await socio('XX')).toEqual([UEI]);

    // the 8(a) certification ended: modified; the socioeconomic filter no longer finds it
    const ended = entity({ sba_business_types: [{ code: 'A6', description: 'SBA Certified 8(a) Program Participant', entry_date: '2024-01-15', exit_date: day(-1) }, { code: 'XX', description: 'SBA Certified HUBZone Firm', entry_date: '2025-03-01', exit_date: null }] });
    expect(await expectCycle('entities', [ended], { modified: 1 })).toEqual([{ resource_type: 'entity', record_id: UEI, change: 'modified' }]);
    expect(await socio('A6')).toEqual([]);
    expect(await socio('XX')).toEqual([UEI]);
    // an address and the primary NAICS code: modified; the primary code is served first
    await expectCycle('entities', [{ uei: UEI, primary_naics: '541511', mailing_address: { address_line1: 'PO Box 1', city: 'Arlington', state_or_province_code: 'VA', zip_code: '22210', country_code: 'USA' } }], { modified: 1 });
    const after = (await app.json(`/api/entities/${UEI}/`)).body;
    expect(after.naics_codes.map((n: any) => n.code)).toEqual(['541511', '541512']);
    expect(after.physical_address).toMatchObject({ address_line1: '1 Test Way' });
    expect(after.mailing_address).toMatchObject({ address_line1: 'PO Box 1' });
    expect((await changesAfter(mid)).map((l) => [l.resource_type, l.record_id])).toEqual([['entity', UEI], ['entity', UEI], ['entity', UEI]]);
  });

  it('refuses derived fields, duplicates, a changed uuid and unknown fields; nothing written', async () => {
    await expectCycle('entities', [entity({ uei: 'INGESTMORE02', legal_business_name: 'SECOND INGEST LLC' })], { created: 1 });
    await expectRefused(
      'entities',
      [
        entity({ naics_small_codes: ['541511'], federal_obligations: null, past_performance: null }),
        entity({ uei: 'INGESTMORE02', uuid: '00000000-0000-4000-8000-000000000001' }),
        entity({ uei: 'INGESTMORE03', business_types: [{ code: '2X', description: 'a' }, { code: '2X', description: 'b' }], naics_codes: [{ code: '1', sba_small_business: 'maybe' }], highest_owner: { uei: 'X', legal_business_name: null }, nonsense: 1 }),
        entity({ uei: 'short' }),
      ],
      'entity',
      [['naics_small_codes', 'federal_obligations', 'past_performance'], ['uuid'], ['business_types[1].code', 'naics_codes[0].sba_small_business', 'highest_owner.legal_business_name', 'nonsense'], ['uei']],
    );
  });
});

// ───────────────────────────── grants ─────────────────────────────

describe('grants', () => {
  const grant = (extra: Record<string, unknown> = {}) => ({
    grant_id: 990001,
    opportunity_number: 'INGEST-26-001',
    agency_code: 'HHS-NIH11',
    title: 'Ingested Research Program',
    description: 'Research grants for the ingestion test.',
    status: { code: 'p' },
    category: { code: 'D', description: 'Discretionary' },
    cfda_numbers: [{ number: '93.855', title: 'Allergy and Infectious Diseases Research' }],
    applicant_types: [{ code: '00' }, { code: '06' }],
    funding_categories: [{ code: 'HL' }],
    funding_instruments: [{ code: 'G' }],
    grantor_contact: { name: 'Robin Grant', email: 'robin.grant@nih.example', phone: null },
    funding_details: { award_ceiling: 500000, award_floor: 100000, estimated_total_funding: 2000000, expected_number_of_awards: 4 },
    important_dates: { posted_date: '2026-11-01', response_date: day(45) },
    additional_info: { link: 'https://grants.example/ingest', description: 'Full announcement' },
    last_updated: '2026-11-01T12:00:00Z',
    ...extra,
  });

  it('creates a grant with its organisation resolved from the agency code; unchanged; modified; natural key; refused', async () => {
    // the organisation the loader resolved for the same agency code (independent of the mapping)
    const [ref] = await q(`SELECT organization_id::text AS org FROM grant_opportunity WHERE agency_code = 'HHS-NIH11' AND organization_id IS NOT NULL LIMIT 1`);
    const log = await expectCycle('grants', [grant()], { created: 1 });
    expect(log).toEqual([{ resource_type: 'grant', record_id: '990001', change: 'created' }]);
    const [row] = await q(`SELECT organization_id::text AS org, status, agency_name, cfda_numbers, applicant_types, last_updated FROM grant_opportunity WHERE grant_id = 990001`);
    expect(row).toMatchObject({ org: ref.org, status: 'posted', cfda_numbers: ['93.855'], applicant_types: ['00', '06'] });
    expect(row.agency_name).toBe((await q(`SELECT coalesce(agency_name, name) AS n FROM organization WHERE organization_id = $1::uuid`, [ref.org]))[0].n);
    const served = await app.json('/api/grants/990001/');
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({
      grant_id: 990001,
      organization: { organization_id: ref.org },
      status: { code: 'P', description: 'Posted' },
      applicant_types: [{ code: '00', description: 'State governments' }, { code: '06' }],
      funding_details: { award_ceiling: 500000, expected_number_of_awards: 4 },
    });
    expect((await app.json('/api/grants/?status=posted&opportunity_number=ingest-26-001')).body.results.map((x: any) => x.grant_id)).toEqual([990001]);

    // same values; the source's last_updated alone moved: unchanged, last_updated kept; found by its opportunity number
    const noId = grant({ last_updated: '2030-01-01T00:00:00Z' }) as Record<string, unknown>;
    delete noId.grant_id;
    expect(await expectCycle('grants', [noId], { unchanged: 1 })).toEqual([]);
    const [kept] = await q(`SELECT last_updated FROM grant_opportunity WHERE grant_id = 990001`);
    expect(new Date(kept.last_updated).getTime()).toBe(new Date(row.last_updated).getTime());

    // closed by the source, with its new last_updated: modified
    const closed = await expectCycle('grants', [grant({ status: { code: 'C' }, last_updated: '2026-11-24T08:00:00Z' })], { modified: 1 });
    expect(closed).toEqual([{ resource_type: 'grant', record_id: '990001', change: 'modified' }]);
    expect((await app.json('/api/grants/990001/')).body).toMatchObject({ status: { code: 'C' }, last_updated: '2026-11-24T08:00:00.000Z' });

    const [other] = await q(`SELECT opportunity_number FROM grant_opportunity WHERE grant_id <> 990001 ORDER BY grant_id LIMIT 1`);
    await expectRefused(
      'grants',
      [
        grant({ organization_id: ref.org, organization: null, status: { code: 'C', description: 'Closed' }, applicant_types: [{ code: '00', description: 'State governments' }] }),
        grant({ grant_id: undefined, opportunity_number: 'INGEST-NEW-1' }),
        grant({ grant_id: 990002, opportunity_number: other.opportunity_number }),
        grant({ grant_id: 990003, opportunity_number: 'INGEST-26-003', status: { code: 'Z' } }),
        { grant_id: 990001, status: null, cfda_numbers: [{ title: 'no number' }] },
      ].map((x) => JSON.parse(JSON.stringify(x))),
      'grant_opportunity',
      [['organization_id', 'organization', 'status.description', 'applicant_types[0].description'], ['grant_id'], ['opportunity_number'], ['status.code'], ['status', 'cfda_numbers[0].number']],
    );
  });
});

// ───────────────────────────── exclusions ─────────────────────────────

describe('exclusions', () => {
  const key = (parts: string[]) => createHash('sha256').update(JSON.stringify(parts), 'utf8').digest('hex');
  let uei: string;
  const exclusion = (extra: Record<string, unknown> = {}) => ({
    classification_type: 'Firm',
    exclusion_type: 'Ineligible (Proceedings Pending)',
    exclusion_program: 'Procurement',
    excluding_agency_code: 'DOD',
    excluding_agency_name: 'DEPARTMENT OF DEFENSE',
    entity_name: 'INGEST EXCLUDED LLC',
    display_name: 'Ingest Excluded LLC',
    uei,
    activate_date: '2026-01-05',
    termination_date: day(300),
    termination_type: 'Definite',
    create_date: '2026-01-04',
    update_date: '2026-01-04',
    primary_address: { address_line1: '9 Exclusion Rd', city: 'Norfolk', state_or_province_code: 'VA', zip_code: '23510', country_code: 'USA' },
    references: [{ name: 'JANE ROE', type: 'Principal' }],
    ...extra,
  });
  const free = as('demo_free');

  beforeAll(async () => {
    [{ uei }] = await q(`SELECT uei FROM entity WHERE registered ORDER BY uei LIMIT 1`);
  });

  it('issued, unchanged, revised and lifted are changes; the key digests the identity; entity_uei is linked', async () => {
    const k = key(['DOD', 'Firm', 'INGEST EXCLUDED LLC', '2026-01-05', uei, '']);
    const log = await expectCycle('exclusions', [exclusion()], { created: 1 });
    expect(log).toEqual([{ resource_type: 'exclusion', record_id: k, change: 'created' }]);
    const served = await app.json(`/api/exclusions/${k}/`, free);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ exclusion_key: k, entity_uei: uei, is_currently_excluded: true, delisted_at: null, references: [{ name: 'JANE ROE', type: 'Principal' }], primary_address: { address_line2: null, city: 'Norfolk' } });

    // by its key, the address with explicit nulls and the UEI in lower case: unchanged
    expect(await expectCycle('exclusions', [exclusion({ exclusion_key: k.toUpperCase(), uei: uei.toLowerCase(), primary_address: { ...served.body.primary_address } })], { unchanged: 1 })).toEqual([]);
    // revised
    expect(await expectCycle('exclusions', [exclusion({ exclusion_type: 'Ineligible (Proceedings Completed)', update_date: '2026-06-01' })], { modified: 1 })).toEqual([{ resource_type: 'exclusion', record_id: k, change: 'modified' }]);
    // lifted: a change, served as not excluded, found by the delisted filter
    expect(await expectCycle('exclusions', [exclusion({ exclusion_type: 'Ineligible (Proceedings Completed)', update_date: '2026-06-01', delisted_at: '2026-11-20T00:00:00Z' })], { modified: 1 })).toHaveLength(1);
    expect((await app.json(`/api/exclusions/${k}/`, free)).body).toMatchObject({ is_currently_excluded: false, delisted_at: '2026-11-20T00:00:00.000Z' });
    expect((await app.json(`/api/exclusions/?delisted=true&uei=${uei}`, free)).body.results.map((x: any) => x.exclusion_key)).toContain(k);
  });

  it('a termination date passing is no change; a stored exclusion re-sent without its key is found by its identity', async () => {
    const ended = exclusion({ display_name: 'INGEST ENDED LLC', entity_name: 'INGEST ENDED LLC', uei: null, termination_date: day(-1) });
    const [c] = await expectCycle('exclusions', [ended], { created: 1 });
    expect((await app.json(`/api/exclusions/${c.record_id}/`, free)).body).toMatchObject({ is_currently_excluded: false, entity_uei: null });
    expect(await expectCycle('exclusions', [ended], { unchanged: 1 })).toEqual([]);

    // a loader-made exclusion: its served detail, without the key and the derived fields, is the same record
    const [stored] = await q(`SELECT exclusion_key FROM exclusion WHERE excluding_agency_code <> 'DOD' ORDER BY exclusion_key LIMIT 1`);
    const detail = (await app.json(`/api/exclusions/${stored.exclusion_key}/`, free)).body;
    delete detail.exclusion_key;
    delete detail.is_currently_excluded;
    delete detail.entity_uei;
    expect(await expectCycle('exclusions', [detail], { unchanged: 1 })).toEqual([]);
  });

  it('refuses derived fields and records without an identity; nothing written', async () => {
    await expectRefused(
      'exclusions',
      [exclusion({ is_currently_excluded: true, entity_uei: uei }), exclusion({ exclusion_key: 'abc' }), { exclusion_type: 'x' }, exclusion({ primary_address: { city: 'x', planet: 'Mars' }, more_locations: { city: 'x' } })],
      'exclusion',
      [['is_currently_excluded', 'entity_uei'], ['exclusion_key'], ['exclusion_key'], ['primary_address.planet', 'more_locations']],
    );
  });
});

// ───────────────────────────── Federal Register ─────────────────────────────

describe('federal register', () => {
  let dod: string;
  let gsa: string;
  const doc = (extra: Record<string, unknown> = {}) => ({
    document_number: '2026-99001',
    document_type: 'PRORULE',
    title: 'Federal Acquisition Regulation: Ingestion Test Clause',
    abstract: 'Proposed amendments for the ingestion test.',
    agency_names: ['Defense Department', 'General Services Administration'],
    agencies: [{ organization_id: dod }, { organization_id: gsa }],
    publication_date: day(-40),
    comments_close_date: day(-1),
    docket_ids: ['FAR-2026-9901'],
    regulation_id_numbers: ['9000-AZ99'],
    cfr_references: ['48 CFR 52'],
    html_url: 'https://www.federalregister.gov/documents/ingest/2026-99001',
    pdf_url: null,
    modified: '2026-10-20T00:00:00Z',
    ...extra,
  });

  beforeAll(async () => {
    [{ dod }] = await q(`SELECT organization_id::text AS dod FROM organization WHERE type = 'DEPARTMENT' AND cgac = '097'`);
    [{ gsa }] = await q(`SELECT organization_id::text AS gsa FROM organization WHERE type = 'DEPARTMENT' AND cgac = '047'`);
  });

  it('creates, serves, keeps a closed comment period and a reordered agency list unchanged; modified; refused', async () => {
    const log = await expectCycle('federal_register', [doc({ document_number: '2026-99001' })], { created: 1 });
    expect(log).toEqual([{ resource_type: 'federal_register', record_id: '2026-99001', change: 'created' }]);
    const [row] = await q(`SELECT type, organization_id::text AS org, organization_ids::text[] AS orgs FROM federal_register_document WHERE document_number = '2026-99001'`);
    expect(row).toEqual({ type: 'Proposed Rule', org: dod, orgs: [dod, gsa] });
    const served = await app.json('/api/federal_register/2026-99001/');
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ document_type: 'Proposed Rule', comments_open: false, comments_close_date: day(-1) });
    expect(served.body.agencies.map((a: any) => a.organization_id).sort()).toEqual([dod, gsa].sort());

    // the comment period closed yesterday: the same record again is unchanged (comments_open is the query day's); the agencies in another order, the source's modified moved: unchanged
    expect(await expectCycle('federal_register', [doc({ agencies: [{ organization_id: gsa }, { organization_id: dod }], modified: '2030-01-01T00:00:00Z' })], { unchanged: 1 })).toEqual([]);
    expect((await q(`SELECT organization_id::text AS org FROM federal_register_document WHERE document_number = '2026-99001'`))[0].org).toBe(dod);
    expect((await app.json('/api/federal_register/?comments_open=false&docket_id=far-2026-9901')).body.results.map((x: any) => x.document_number)).toEqual(['2026-99001']);

    // the comment period reopened by the source: modified
    expect(await expectCycle('federal_register', [doc({ comments_close_date: day(30), title: 'Federal Acquisition Regulation: Ingestion Test Clause; Reopening of Comment Period' })], { modified: 1 })).toEqual([
      { resource_type: 'federal_register', record_id: '2026-99001', change: 'modified' },
    ]);
    expect((await app.json('/api/federal_register/2026-99001/')).body.comments_open).toBe(true);

    await expectRefused(
      'federal_register',
      [doc({ comments_open: true }), doc({ agencies: [{ organization_id: dod, department_name: 'x' }] }), doc({ document_number: '2026-99002', agencies: [{ organization_id: '00000000-0000-4000-8000-000000000000' }] }), doc({ document_number: 'bad number!', document_type: 'Memo' })],
      'federal_register_document',
      [['comments_open'], ['agencies[0].department_name'], ['agencies[0].organization_id'], ['document_number', 'document_type']],
    );
  });
});

// ───────────────────────────── storefront requests ─────────────────────────────

describe('storefront requests', () => {
  const RFQ = 'RFQ9900001';
  const CLOSE = instant(10);
  let org: string;
  const request = (extra: Record<string, unknown> = {}) => ({
    rfq_id: RFQ,
    request_type: 'rfq',
    title: 'Ingested Help Desk Support',
    schedule: 'MAS',
    sin: '54151S',
    status: 'open',
    buyer_name: 'Pat Buyer',
    buyer_agency: 'General Services Administration',
    buyer_agency_code: '4732',
    reference_number: 'ING-2026-001',
    issue_date: '2026-11-01',
    close_date: CLOSE,
    description: 'Help desk support for the ingestion test.',
    organization: { organization_id: org },
    contract_number: '47qfca19d0003',
    attachments: [
      { doc_seq_num: 1, doc_name: 'SOW.pdf', doc_type: 'pdf', doc_path: `storefront/${RFQ}/1/SOW.pdf`, is_link: false, doc_session_date: '2026-11-01T10:00:00Z' },
      { doc_seq_num: 2, doc_name: 'SAM.gov Notice', doc_type: 'link', doc_path: 'https://sam.gov/opp/ingest/view', is_link: true, doc_session_date: '2026-11-01T10:05:00Z' },
    ],
    ...extra,
  });
  const detail = (key: string, id = RFQ) => app.json(`/api/ebuy/requests/${id}/`, as(key));

  beforeAll(async () => {
    [{ org }] = await q(`SELECT organization_id::text AS org FROM organization WHERE type = 'AGENCY' ORDER BY organization_id LIMIT 1`);
  });

  it('creates a request visible under its contract only; unchanged; last_seen is no change; refused', async () => {
    const log = await expectCycle('ebuy_requests', [request()], { created: 1 });
    expect(log).toEqual([{ resource_type: 'ebuy_request', record_id: RFQ, change: 'created' }]);
    const [row] = await q(`SELECT contract_number, request_type, status, reference_number_norm, attachment_count, link_count, last_seen FROM storefront_request WHERE rfq_id = $1`, [RFQ]);
    expect(row).toMatchObject({ contract_number: '47QFCA19D0003', request_type: 'RFQ', status: 'Open', reference_number_norm: 'ING2026001', attachment_count: 1, link_count: 1 });
    // demo_small holds 47QFCA19D0003; demo_medium does not
    const small = await detail('demo_small');
    expect(small.status).toBe(200);
    expect(small.body).toMatchObject({ rfq_id: RFQ, status: 'Open', attachment_count: 1, link_count: 1, organization: { organization_id: org }, attachments: [{ doc_seq_num: 1 }, { doc_seq_num: 2, is_link: true }] });
    expect(small.body.contract_number).toBeUndefined();
    expect((await detail('demo_medium')).status).toBe(404);

    // the same values (another zone, the listing in another order), last_seen sent: unchanged, last_seen written
    const same = request({ close_date: `${CLOSE.slice(0, 19)}+00:00`, attachments: [...request().attachments].reverse(), last_seen: '2030-01-01T00:00:00Z' });
    expect(await expectCycle('ebuy_requests', [same], { unchanged: 1 })).toEqual([]);
    expect(new Date((await q(`SELECT last_seen FROM storefront_request WHERE rfq_id = $1`, [RFQ]))[0].last_seen).toISOString()).toBe('2030-01-01T00:00:00.000Z');

    await expectRefused(
      'ebuy_requests',
      [
        request({ attachment_count: 3, link_count: 0, modified: '2026-01-01T00:00:00Z', organization: { organization_id: org, agency_name: 'x' } }),
        request({ rfq_id: 'RFQ9900002', contract_number: 'NO-SUCH-CONTRACT' }),
        request({ rfq_id: 'RFQ9900003', contract_number: undefined }),
        request({ rfq_id: 'RFQ9900004', status: 'Closed', attachments: [{ doc_seq_num: 1, doc_name: 'a', doc_path: 'p', is_link: false }, { doc_seq_num: 1, doc_name: 'b', doc_path: 'q', is_link: false }] }),
      ].map((x) => JSON.parse(JSON.stringify(x))),
      'storefront_request',
      [['attachment_count', 'link_count', 'modified', 'organization.agency_name'], ['contract_number'], ['contract_number'], ['status', 'attachments[1].doc_seq_num']],
    );
    const snapshot = await post('ebuy_requests', [request()], 'mode=snapshot&partition=x');
    expect(snapshot.status).toBe(400);
    expect(snapshot.body.error).toMatch(/snapshot mode is not available for ebuy_requests/);
  });

  it('a contract change moves visibility; a listing change is a modification; removed attachments are kept and counted', async () => {
    expect(await expectCycle('ebuy_requests', [request({ contract_number: '47QFCA19D0007' })], { modified: 1 })).toEqual([{ resource_type: 'ebuy_request', record_id: RFQ, change: 'modified' }]);
    expect((await detail('demo_small')).status).toBe(404);
    expect((await detail('demo_medium')).status).toBe(200);

    // SOW.pdf leaves the listing, an amendment arrives: modified
    const amended = request({
      contract_number: '47QFCA19D0007',
      attachments: [request().attachments[1], { doc_seq_num: 3, doc_name: 'Amendment 0001.pdf', doc_type: 'pdf', doc_path: `storefront/${RFQ}/3/Amendment_0001.pdf`, is_link: false, doc_session_date: '2026-11-05T09:00:00Z' }],
    });
    expect(await expectCycle('ebuy_requests', [amended], { modified: 1 })).toEqual([{ resource_type: 'ebuy_request', record_id: RFQ, change: 'modified' }]);
    expect(await q(`SELECT doc_seq_num, removed, captured FROM storefront_attachment WHERE rfq_id = $1 ORDER BY doc_seq_num`, [RFQ])).toEqual([
      { doc_seq_num: 1, removed: true, captured: false },
      { doc_seq_num: 2, removed: false, captured: true },
      { doc_seq_num: 3, removed: false, captured: false },
    ]);
    const served = (await detail('demo_medium')).body;
    expect(served.attachments.map((a: any) => a.doc_seq_num)).toEqual([2, 3]);
    expect([served.attachment_count, served.link_count]).toEqual([2, 1]);
    // the same listing again: unchanged, the count stays
    expect(await expectCycle('ebuy_requests', [amended], { unchanged: 1 })).toEqual([]);
    expect((await q(`SELECT attachment_count FROM storefront_request WHERE rfq_id = $1`, [RFQ]))[0].attachment_count).toBe(2);
    // the search finds the new request by its reference number in another spelling
    expect((await app.json('/api/ebuy/requests/?reference_number=ing 2026 001', as('demo_medium'))).body.results.map((x: any) => x.rfq_id)).toEqual([RFQ]);
  });

  it('a request whose close date passed is re-ingested unchanged (closing by time is no change)', async () => {
    const closed = request({ rfq_id: 'RFQ9900009', close_date: instant(-2), contract_number: '47QFCA19D0003', attachments: [] });
    await expectCycle('ebuy_requests', [closed], { created: 1 });
    expect((await detail('demo_small', 'RFQ9900009')).body).toMatchObject({ status: 'Open', attachment_count: 0, link_count: 0, attachments: [] });
    expect(await expectCycle('ebuy_requests', [closed], { unchanged: 1 })).toEqual([]);
  });
});

describe('the endpoint', () => {
  it('ingests all fifteen resources; an unknown name answers 404 naming them', async () => {
    const r = await post('nonsense', [{}]);
    expect(r.status).toBe(404);
    for (const name of ['opportunities', 'entities', 'grants', 'exclusions', 'federal_register', 'ebuy_requests']) expect(r.body.error).toContain(name);
  });
});
