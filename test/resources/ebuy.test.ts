/**
 * Storefront requests through REST and GraphQL (document 3, "Storefront
 * request", "Storefront request status", "Storefront requests",
 * Authentication 2 and 5, Errors, Limits): the access record of every
 * caller, the Small-plan gate, the five visibility rules (links held
 * directly and through the organisation, read on every call: removed
 * through the operator API with two accounts, it takes effect on the very
 * next request), the contract never served, the default shapes against
 * the rows, every filter and OR-list, relevance with every direct match
 * above every attachment-only match, the ordering allowlist (descending
 * close_date puts requests without a close date first), pagination, the
 * downloads (302 to a signed URL valid five minutes on a controllable
 * clock, forged and expired tokens, links 400 with the URL, 404 when not
 * captured), the stored bytes, rate limits, REST/GraphQL parity and the
 * statements per request.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { renderDocument } from '../../src/storage/render.js';
import { configureDownloadKeys, setDownloadClock } from '../../src/storage/signing.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { uniqueEmail } from '../helpers/auth.js';
import { checkResponse, send } from '../fuzz/check.js';
import type { FuzzRequest } from '../fuzz/generators.js';

const ADMIN = 'ebuy-admin-token-0123456789abcdef';
let app: TestApp;
let previousAdmin: string | undefined;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string, extra: Record<string, string> = {}) => ({ headers: { 'x-api-key': key, ...extra } });
const free = as('demo_free');
const small = as('demo_small');
const medium = as('demo_medium');
const enterprise = as('demo_enterprise');
const email = (tier: string) => `${tier}@demo.procurement.example`;

const LIST_DEFAULT = ['rfq_id', 'request_type', 'title', 'schedule', 'sin', 'status', 'buyer_name', 'buyer_agency', 'buyer_agency_code', 'reference_number', 'issue_date', 'close_date', 'attachment_count', 'link_count', 'last_seen'];
const DETAIL_DEFAULT = [...LIST_DEFAULT, 'description', 'modified', 'organization', 'attachments'];
const ATTACHMENT_FIELDS = ['doc_seq_num', 'doc_name', 'doc_type', 'doc_path', 'is_link', 'doc_session_date'];
const ORG_FIELDS = ['organization_id', 'office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name'];

/** The contracts an account holds, by definition: its own links and its organisation's. */
const HELD = `SELECT l.contract_number FROM storefront_contract_link l JOIN account a ON a.email = $1
  WHERE l.account_id = a.id OR (a.customer_organization_id IS NOT NULL AND l.customer_organization_id = a.customer_organization_id)`;

async function heldBy(mail: string): Promise<string[]> {
  return (await q<{ c: string }>(`SELECT DISTINCT contract_number AS c FROM (${HELD}) h`, [mail])).map((r) => r.c).sort();
}

/** Request ids visible to an account matching a condition (alias r), in an order. */
async function visibleIds(mail: string, cond = 'TRUE', params: unknown[] = [], order = 'r.issue_date DESC, r.rfq_id DESC'): Promise<string[]> {
  const rows = await q<{ id: string }>(
    `SELECT r.rfq_id AS id FROM storefront_request r WHERE r.contract_number IN (${HELD}) AND (${cond}) ORDER BY ${order}`,
    [mail, ...params],
  );
  return rows.map((r) => r.id);
}

const ids = (body: { results: { rfq_id: string }[] }) => body.results.map((r) => r.rfq_id);

/** Every page of a list (limit 100), the ids in order. */
async function allIds(query: string, init: RequestInit): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const res = await app.json(`/api/ebuy/requests/?${query}${query ? '&' : ''}limit=100&page=${page}&shape=rfq_id`, init);
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
    out.push(...ids(res.body));
    if (!res.body.next) return out;
  }
}

// ───────────────────────────── fixtures ─────────────────────────────

/** Requests written here under the Medium account's organisation contract, for edge cases the generator leaves to chance. */
const FX = {
  noClose: 'RFQ9900001',
  lateClose: 'RFQ9900002',
  county: 'RFQ9900003',
  attachmentOnly: 'RFQ9900004',
  direct: 'RFQ9900005',
  files: 'RFQ9900006',
};
const ODD_TERM = 'Zanzibarite';
let orgContract = '';
let mediumDirect = '';
let smallContract = '';
const docs: Record<string, { sha256: string; bytes: Buffer; contentType: string }> = {};

async function insertRequest(id: string, values: Record<string, unknown>): Promise<void> {
  const row: Record<string, unknown> = {
    rfq_id: id, request_type: 'RFQ', title: `Fixture request ${id}`, schedule: 'MAS', sin: '54151S', status: 'Open', buyer_name: 'Pat Fixture',
    buyer_agency: 'Department of Fixtures', buyer_agency_code: null, reference_number: null, reference_number_norm: null, issue_date: '2026-01-15',
    close_date: '2026-02-01T17:00:00Z', attachment_count: 0, link_count: 0, last_seen: '2026-02-01T18:00:00Z', description: 'A fixture.',
    organization_id: null, contract_number: orgContract, modified: '2026-01-20T12:00:00Z', ...values,
  };
  const cols = Object.keys(row);
  await q(`INSERT INTO storefront_request (${cols.join(', ')}) VALUES (${cols.map((_c, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
}

async function insertAttachment(rfq: string, seq: number, a: { name: string; type: string; path?: string; link?: boolean; captured?: boolean; removed?: boolean; text?: string | null; store?: boolean }): Promise<void> {
  const session = '2026-01-15T14:00:00.000Z';
  await q(
    `INSERT INTO storefront_attachment (rfq_id, doc_seq_num, doc_name, doc_type, doc_path, is_link, doc_session_date, captured, removed, extracted_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [rfq, seq, a.name, a.type, a.path ?? `storefront/${rfq}/${seq}/${a.name}`, a.link ?? false, session, a.captured ?? !a.link, a.removed ?? false, a.text ?? null],
  );
  if (a.store ?? (!a.link && (a.captured ?? true))) {
    const doc = renderDocument(a.type, { title: a.name.replace(/\.\w+$/, ''), subtitle: rfq, text: a.text ?? 'Fixture text.', date: new Date(session) });
    await q(`INSERT INTO storefront_document (rfq_id, doc_seq_num, content_type, byte_size, sha256, content, captured_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      rfq, seq, doc.contentType, doc.bytes.length, doc.sha256, doc.bytes, session,
    ]);
    docs[`${rfq}/${seq}`] = { sha256: doc.sha256, bytes: doc.bytes, contentType: doc.contentType };
  }
}

beforeAll(async () => {
  previousAdmin = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = ADMIN;
  app = await startTestApp({ generousQuotas: true });
  const links = await q<{ contract_number: string; direct: boolean; tier: string }>(
    `SELECT l.contract_number, l.account_id IS NOT NULL AS direct, coalesce(a.tier::text, 'org') AS tier FROM storefront_contract_link l LEFT JOIN account a ON a.id = l.account_id`,
  );
  orgContract = links.find((l) => !l.direct)!.contract_number;
  mediumDirect = links.find((l) => l.direct && l.tier === 'medium')!.contract_number;
  smallContract = links.find((l) => l.direct && l.tier === 'small')!.contract_number;
  const [dept] = await q<{ organization_id: string }>(`SELECT organization_id FROM organization WHERE agency_code IS NOT NULL ORDER BY organization_id LIMIT 1`);
  await insertRequest(FX.noClose, { close_date: null, issue_date: '2026-01-10', title: 'Fixture without a closing date' });
  await insertRequest(FX.lateClose, { close_date: '2026-03-03T23:30:00Z', issue_date: '2026-01-11', reference_number: 'W912DY-26-Q-0042', reference_number_norm: 'W912DY26Q0042', organization_id: dept.organization_id });
  await insertRequest(FX.county, { buyer_agency: 'Zebulon County Purchasing', buyer_agency_code: null, issue_date: '2026-01-12', request_type: 'RFI', status: 'Cancelled' });
  // newer than the direct match, so only relevance can put it after
  await insertRequest(FX.attachmentOnly, { issue_date: '2026-06-01', title: 'Fixture with a telling attachment', attachment_count: 1 });
  await insertAttachment(FX.attachmentOnly, 1, { name: 'Statement of Work.pdf', type: 'pdf', text: `The contractor shall survey ${ODD_TERM} deposits.` });
  await insertRequest(FX.direct, { issue_date: '2026-01-13', title: `${ODD_TERM} survey support` });
  await insertRequest(FX.files, { issue_date: '2026-01-14', title: 'Fixture with every kind of attachment', attachment_count: 6, link_count: 1 });
  await insertAttachment(FX.files, 1, { name: 'Performance Work Statement.pdf', type: 'pdf', text: 'Scope of the work.\n\nDeliverables and schedule.' });
  await insertAttachment(FX.files, 2, { name: 'Pricing Template.xlsx', type: 'xlsx', text: 'CLIN 0001 Base Period\n\nCLIN 1001 Option Period 1' });
  await insertAttachment(FX.files, 3, { name: 'SAM.gov Notice', type: 'link', path: 'https://sam.gov/opp/0123456789abcdef/view', link: true, captured: true });
  await insertAttachment(FX.files, 4, { name: 'Amendment 0001.pdf', type: 'pdf', captured: false, store: false });
  await insertAttachment(FX.files, 5, { name: 'Old Draft.docx', type: 'docx', removed: true, text: 'Superseded draft.' });
  await insertAttachment(FX.files, 6, { name: 'Questions and Answers (Q&A) — final.docx', type: 'docx', text: 'Question 1: Is there an incumbent? Answer: Yes.' });
});
afterAll(async () => {
  setDownloadClock(null);
  configureDownloadKeys(null);
  if (previousAdmin === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousAdmin;
  await app?.close();
});
afterEach(() => {
  setDownloadClock(null);
});

// ───────────────────────────── authentication, plans and access ─────────────────────────────

describe('ebuy: authentication, the plan gate and the access record', () => {
  it('answers 401 with the documented body to anonymous callers on every storefront endpoint, REST and GraphQL', async () => {
    for (const path of ['/api/ebuy/access/', '/api/ebuy/requests/', `/api/ebuy/requests/${FX.files}/`, `/api/ebuy/requests/${FX.files}/attachments/1/download/`, '/api/ebuy/access']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
    for (const query of ['{ ebuyAccess { enabled } }', '{ ebuyRequests { count } }', `{ ebuyRequest(rfqId: "${FX.files}") { rfqId } }`, `{ ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 1) { url } }`]) {
      const gql = await app.graphql(query);
      expect(gql.status, query).toBe(401);
      expect(gql.body.errors![0].extensions.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
  });

  it('answers the Free plan 403 tier_required on the requests, their detail and downloads, but never on the access record', async () => {
    for (const path of ['/api/ebuy/requests/', `/api/ebuy/requests/${FX.files}/`, `/api/ebuy/requests/${FX.files}/attachments/1/download/`, '/api/ebuy/requests/?status=open&ordering=rank']) {
      const res = await app.json(path, free);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ error: expect.stringContaining('Small'), code: 'tier_required', required_tier: 'small', current_tier: 'free', upgrade_url: expect.any(String) });
    }
    const gql = await app.graphql('{ ebuyRequests { count } }', undefined, free.headers);
    expect(gql.status).toBe(403);
    expect(gql.body.errors![0].extensions.code).toBe('TIER_REQUIRED');
    const access = await app.json('/api/ebuy/access/', free);
    expect(access.status).toBe(200);
    expect(access.body).toEqual({ enabled: false, reason: 'tier_required', contracts: await heldBy(email('free')) });
  });

  it('reports enabled, the reason (tier_required wins over no_contract_grant) and the sorted linked contracts', async () => {
    expect((await app.json('/api/ebuy/access/', small)).body).toEqual({ enabled: true, reason: null, contracts: [smallContract] });
    const mediumHeld = await heldBy(email('medium'));
    expect(mediumHeld).toEqual([mediumDirect, orgContract].sort());
    expect((await app.json('/api/ebuy/access/', medium)).body).toEqual({ enabled: true, reason: null, contracts: mediumHeld });
    expect((await app.json('/api/ebuy/access', enterprise)).body).toEqual({ enabled: false, reason: 'no_contract_grant', contracts: [] });
    expect((await app.json('/api/ebuy/access/', free)).body).toEqual({ enabled: false, reason: 'tier_required', contracts: [] });
    const gql = await app.graphql('{ ebuyAccess { enabled reason contracts } }', undefined, medium.headers);
    expect(gql.body).toEqual({ data: { ebuyAccess: { enabled: true, reason: null, contracts: mediumHeld } } });
    // a Free account holding a link: tier_required wins, and the contract is still reported
    const admin = (method: string, path: string, body?: unknown) =>
      app.json(path, { method, headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const f = await admin('POST', '/admin/accounts/', { name: 'Storefront Free', email: uniqueEmail('ebuy-free'), tier: 'free' });
    expect((await admin('POST', `/admin/accounts/${f.body.id}/storefront-links/`, { contract_number: orgContract })).status).toBe(201);
    const fk = as((await admin('POST', `/admin/accounts/${f.body.id}/keys/`, { name: 'f' })).body.key);
    expect((await app.json('/api/ebuy/access/', fk)).body).toEqual({ enabled: false, reason: 'tier_required', contracts: [orgContract] });
    expect((await app.json('/api/ebuy/requests/', fk)).status).toBe(403);
    // other methods: 405 with Allow
    const post = await app.json('/api/ebuy/access/', { method: 'POST', ...medium });
    expect(post.status).toBe(405);
    expect(post.body.code).toBe('method_not_allowed');
  });

  it('gives an account without a link an empty list, and says why', async () => {
    const list = await app.json('/api/ebuy/requests/', enterprise);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await app.json('/api/ebuy/requests/?page=2', enterprise)).status).toBe(404);
    expect((await app.json(`/api/ebuy/requests/${FX.files}/`, enterprise)).status).toBe(404);
  });
});

// ───────────────────────────── visibility ─────────────────────────────

describe('ebuy: visibility', () => {
  it('lists exactly the requests under the caller\'s linked contracts: direct, through the organisation, the union', async () => {
    for (const [init, mail] of [[small, email('small')], [medium, email('medium')]] as const) {
      const want = await visibleIds(mail);
      expect(want.length, mail).toBeGreaterThan(3);
      expect(await allIds('', init)).toEqual(want);
      expect((await app.json('/api/ebuy/requests/?limit=1', init)).body.count).toBe(want.length);
    }
    // the medium account sees both its direct contract and its organisation's
    const mediumIds = await visibleIds(email('medium'));
    expect((await visibleIds(email('medium'), 'r.contract_number = $2', [mediumDirect])).length).toBeGreaterThan(0);
    expect((await visibleIds(email('medium'), 'r.contract_number = $2', [orgContract])).length).toBeGreaterThan(0);
    // nobody else's requests
    const smallIds = new Set(await visibleIds(email('small')));
    expect(mediumIds.some((id) => smallIds.has(id))).toBe(false);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM storefront_request');
    expect(n).toBeGreaterThan(mediumIds.length + smallIds.size);
  });

  it('answers the detail and download of a request outside the caller\'s contracts exactly as an id never issued', async () => {
    const [other] = await q<{ rfq_id: string }>(`SELECT rfq_id FROM storefront_request WHERE contract_number NOT IN (${HELD}) ORDER BY rfq_id LIMIT 1`, [email('small')]);
    const never = 'RFQ0000001';
    expect((await q(`SELECT 1 FROM storefront_request WHERE rfq_id = $1`, [never])).length).toBe(0);
    for (const suffix of ['/', '/attachments/1/download/']) {
      const hidden = await app.fetch(`/api/ebuy/requests/${other.rfq_id}${suffix}`, small);
      const unknown = await app.fetch(`/api/ebuy/requests/${never}${suffix}`, small);
      expect(hidden.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(hidden.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
      const [a, b] = [await hidden.text(), await unknown.text()];
      expect(a).toBe(b.replaceAll(never, other.rfq_id));
      expect(JSON.parse(a).code).toBe('not_found');
    }
    // visible to the medium account, so it exists: the small account still gets 404
    expect((await app.json(`/api/ebuy/requests/${FX.files}/`, medium)).status).toBe(200);
    expect((await app.json(`/api/ebuy/requests/${FX.files}/`, small)).status).toBe(404);
    expect((await app.json(`/api/ebuy/requests/?rfq_id=${FX.files}`, small)).body.count).toBe(0);
    const gql = await app.graphql(`{ a: ebuyRequest(rfqId: "${other.rfq_id}") { rfqId } b: ebuyRequest(rfqId: "${never}") { rfqId } c: ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 1) { url } }`, undefined, small.headers);
    expect(gql.body).toEqual({ data: { a: null, b: null, c: null } });
  });

  it('answers 404 without a query for ids of the wrong form', async () => {
    for (const bad of ['RFQ 123', 'a'.repeat(65), 'RFQ1%00', '..', 'RFQ1;DROP']) {
      const res = await app.json(`/api/ebuy/requests/${encodeURIComponent(bad)}/`, medium);
      expect(res.status, bad).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    for (const seq of ['0', '-1', '01', 'x', '1.5', '9999999999', '%00']) {
      const res = await app.json(`/api/ebuy/requests/${FX.files}/attachments/${seq}/download/`, medium);
      expect(res.status, seq).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('never names the contract a request was posted under, in any shape, listing or GraphQL type', async () => {
    const held = await heldBy(email('medium'));
    const texts: string[] = [];
    const all = 'rfq_id,request_type,title,schedule,sin,status,buyer_name,buyer_agency,buyer_agency_code,reference_number,issue_date,close_date,attachment_count,link_count,last_seen,description,modified,organization(*),attachments(*)';
    for (const path of [
      '/api/ebuy/requests/?limit=100',
      `/api/ebuy/requests/?limit=100&shape=${all}`,
      `/api/ebuy/requests/?limit=100&shape=${all}&flat=true&flat_lists=true`,
      `/api/ebuy/requests/?limit=100&contract_number=${orgContract}&shape=${all}`,
      `/api/ebuy/requests/${FX.files}/`,
      `/api/ebuy/requests/${FX.files}/?shape=${all}`,
      '/api/ebuy/requests/?show_shapes=true',
    ]) {
      const res = await app.fetch(path, medium);
      expect(res.status, path).toBe(200);
      texts.push(await res.text());
    }
    for (const t of texts) for (const c of held) expect(t.includes(c), c).toBe(false);
    expect(texts[texts.length - 1]).not.toContain('contract_number');
    for (const shape of ['contract_number', '*', 'rfq_id,contract_number', 'attachments(contract_number)', 'organization(*),*']) {
      const res = await app.json(`/api/ebuy/requests/?shape=${encodeURIComponent(shape)}`, medium);
      expect(res.status, shape).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    const bad = await app.json('/api/ebuy/requests/?shape=contract_number', medium);
    expect(JSON.stringify(bad.body.errors)).not.toContain(orgContract);
    const intro = await app.graphql('{ __type(name: "StorefrontRequest") { fields { name } } }', undefined, medium.headers);
    const names = intro.body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names).toContain('rfqId');
    expect(names.some((n: string) => /contract/i.test(n))).toBe(false);
    const gql = await app.graphql(`{ ebuyRequests(limit: 100) { results { rfqId title description organization { organizationId } attachments { docPath docName } } } }`, undefined, medium.headers);
    for (const c of held) expect(JSON.stringify(gql.body).includes(c)).toBe(false);
  });

  it('re-reads the links on every call: removing one through the operator API takes effect on the very next request (two accounts, one organisation)', async () => {
    const admin = (method: string, path: string, body?: unknown) =>
      app.json(path, { method, headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const a = await admin('POST', '/admin/accounts/', { name: 'Storefront Alpha', email: uniqueEmail('ebuy-a'), tier: 'small', customer_organization_name: 'Storefront Test Partners' });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await admin('POST', '/admin/accounts/', { name: 'Storefront Beta', email: uniqueEmail('ebuy-b'), tier: 'medium', customer_organization_id: a.body.customer_organization.id });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    const keyA = as((await admin('POST', `/admin/accounts/${a.body.id}/keys/`, { name: 'a' })).body.key);
    const keyB = as((await admin('POST', `/admin/accounts/${b.body.id}/keys/`, { name: 'b' })).body.key);
    // nothing yet
    for (const k of [keyA, keyB]) {
      expect((await app.json('/api/ebuy/access/', k)).body).toEqual({ enabled: false, reason: 'no_contract_grant', contracts: [] });
      expect((await app.json('/api/ebuy/requests/', k)).body.count).toBe(0);
    }
    // the organisation holds the small demo account's contract; Alpha also holds the medium demo account's directly
    expect((await admin('POST', `/admin/accounts/${a.body.id}/storefront-links/`, { contract_number: smallContract, scope: 'organization' })).status).toBe(201);
    expect((await admin('POST', `/admin/accounts/${a.body.id}/storefront-links/`, { contract_number: mediumDirect })).status).toBe(201);
    const orgIds = await visibleIds(email('small'));
    const directIds = (await visibleIds(email('medium'), 'r.contract_number = $2', [mediumDirect]));
    const both = [...orgIds, ...directIds];
    const byDate = async (list: string[]) =>
      (await q<{ id: string }>(`SELECT rfq_id AS id FROM storefront_request WHERE rfq_id = ANY($1) ORDER BY issue_date DESC, rfq_id DESC`, [list])).map((r) => r.id);
    expect(await allIds('', keyA)).toEqual(await byDate(both));
    expect(await allIds('', keyB)).toEqual(orgIds);
    expect((await app.json('/api/ebuy/access/', keyB)).body).toEqual({ enabled: true, reason: null, contracts: [smallContract] });
    expect((await app.json('/api/ebuy/access/', keyA)).body.contracts).toEqual([mediumDirect, smallContract].sort());
    const probe = orgIds[0];
    expect((await app.json(`/api/ebuy/requests/${probe}/`, keyB)).status).toBe(200);

    // the organisation's link goes: both accounts lose its requests on the very next request (lists, counts, details, downloads, GraphQL)
    const del = await app.fetch(`/admin/accounts/${b.body.id}/storefront-links/${encodeURIComponent(smallContract)}/?scope=organization`, { method: 'DELETE', headers: { authorization: `Bearer ${ADMIN}` } });
    expect(del.status).toBe(204);
    expect((await app.json(`/api/ebuy/requests/${probe}/`, keyB)).status).toBe(404);
    expect((await app.json(`/api/ebuy/requests/${probe}/attachments/1/download/`, keyB)).status).toBe(404);
    expect((await app.json('/api/ebuy/requests/?limit=1', keyB)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await app.json('/api/ebuy/access/', keyB)).body).toEqual({ enabled: false, reason: 'no_contract_grant', contracts: [] });
    expect(await allIds('', keyA)).toEqual(await byDate(directIds));
    expect((await app.json('/api/ebuy/requests/?limit=1', keyA)).body.count).toBe(directIds.length);
    const gql = await app.graphql(`{ ebuyRequests(limit: 1) { count } ebuyRequest(rfqId: "${probe}") { rfqId } }`, undefined, keyA.headers);
    expect(gql.body.data).toEqual({ ebuyRequests: { count: directIds.length }, ebuyRequest: null });

    // Alpha's own link goes: Alpha sees nothing, and the access record says why
    expect((await app.fetch(`/admin/accounts/${a.body.id}/storefront-links/${encodeURIComponent(mediumDirect)}/`, { method: 'DELETE', headers: { authorization: `Bearer ${ADMIN}` } })).status).toBe(204);
    expect((await app.json('/api/ebuy/requests/', keyA)).body.count).toBe(0);
    expect((await app.json('/api/ebuy/access/', keyA)).body).toEqual({ enabled: false, reason: 'no_contract_grant', contracts: [] });
    // the demo accounts are untouched
    expect((await app.json('/api/ebuy/requests/?limit=1', small)).body.count).toBe(orgIds.length);
  });
});

// ───────────────────────────── shapes ─────────────────────────────

/** A request row as the API should render it, computed in SQL. */
async function expectedRecord(rfq: string): Promise<Record<string, unknown>> {
  const [r] = await q<Record<string, any>>(
    `SELECT rfq_id, request_type, title, schedule, sin, status, buyer_name, buyer_agency, buyer_agency_code, reference_number,
            to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
            to_char(close_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS close_date,
            attachment_count, link_count,
            to_char(last_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_seen, description,
            to_char(modified AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS modified, organization_id::text AS organization_id
       FROM storefront_request WHERE rfq_id = $1`,
    [rfq],
  );
  const orgs = await q<Record<string, any>>(`SELECT ${ORG_FIELDS.map((f) => `${f}::text AS ${f}`).join(', ')} FROM organization WHERE organization_id = $1::uuid`, [r.organization_id]);
  const atts = await q<Record<string, any>>(
    `SELECT doc_seq_num, doc_name, doc_type, doc_path, is_link, to_char(doc_session_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS doc_session_date
       FROM storefront_attachment WHERE rfq_id = $1 AND NOT removed ORDER BY doc_seq_num`,
    [rfq],
  );
  const { organization_id: _o, ...rest } = r;
  return { ...rest, organization: orgs[0] ?? null, attachments: atts };
}

describe('ebuy: default shapes', () => {
  it('lists with the list default shape in the page-number envelope, 25 per page, newest issue first', async () => {
    const res = await app.json('/api/ebuy/requests/', medium);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(Object.keys(res.body.results[0])).toEqual(LIST_DEFAULT);
    const want = await visibleIds(email('medium'));
    expect(res.body.count).toBe(want.length);
    expect(ids(res.body)).toEqual(want.slice(0, 25));
    for (const r of res.body.results.slice(0, 5)) {
      const full = await expectedRecord(r.rfq_id);
      expect(r).toEqual(Object.fromEntries(LIST_DEFAULT.map((k) => [k, full[k]])));
    }
  });

  it('serves every field plus organization(*) and attachments(*) in the detail default, listing only the current attachments', async () => {
    const res = await app.json(`/api/ebuy/requests/${FX.files}/`, medium);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(DETAIL_DEFAULT);
    expect(res.body).toEqual(await expectedRecord(FX.files));
    expect(res.body.attachments.map((a: any) => a.doc_seq_num)).toEqual([1, 2, 3, 4, 6]);
    expect(Object.keys(res.body.attachments[0])).toEqual(ATTACHMENT_FIELDS);
    expect(res.body.attachment_count).toBe(6);
    expect(res.body.organization).toBeNull();
    // a federal buyer's organisation payload, and every demo request visible to the medium account
    const fed = await app.json(`/api/ebuy/requests/${FX.lateClose}/`, medium);
    expect(Object.keys(fed.body.organization)).toEqual(ORG_FIELDS);
    for (const id of (await visibleIds(email('medium'))).filter((x) => !x.startsWith('RFQ99'))) {
      expect((await app.json(`/api/ebuy/requests/${id}/`, medium)).body, id).toEqual(await expectedRecord(id));
    }
    // status is served as stored; there is no is_open
    expect(res.body).not.toHaveProperty('is_open');
    expect((await app.json('/api/ebuy/requests/?shape=is_open', medium)).status).toBe(400);
  });

  it('serves what a shape names, lists and details alike', async () => {
    const res = await app.json(`/api/ebuy/requests/?rfq_id=${FX.files}&shape=rfq_id,description,attachments(doc_seq_num,is_link),organization`, medium);
    expect(res.body.results).toEqual([{ rfq_id: FX.files, description: 'A fixture.', attachments: [1, 2, 3, 4, 6].map((n) => ({ doc_seq_num: n, is_link: n === 3 })), organization: null }]);
    const detail = await app.json(`/api/ebuy/requests/${FX.files}/?shape=title,attachments`, medium);
    expect(Object.keys(detail.body)).toEqual(['title', 'attachments']);
    expect(Object.keys(detail.body.attachments[0])).toEqual(ATTACHMENT_FIELDS);
  });
});

// ───────────────────────────── filters ─────────────────────────────

describe('ebuy: filters', () => {
  it('every filter and OR-list matches as documented, within the caller\'s contracts', async () => {
    const m = email('medium');
    const [x] = await q<Record<string, any>>(
      `SELECT r.*, o.department_code, d.abbreviation AS dept_abbr, g.abbreviation AS agency_abbr, o.agency_code
         FROM storefront_request r JOIN organization o ON o.organization_id = r.organization_id
         JOIN department d ON d.cgac = o.department_code LEFT JOIN agency g ON g.code = o.agency_code
        WHERE r.contract_number IN (${HELD}) AND r.reference_number IS NOT NULL AND r.sin IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM department dd WHERE dd.code = o.agency_code OR dd.cgac = o.agency_code)
        ORDER BY r.rfq_id LIMIT 1`,
      [m],
    );
    expect(x).toBeTruthy();
    // another spelling of the same number: lower case, the separators moved
    const n = x.reference_number_norm as string;
    const spelled = `${n.slice(0, 3).toLowerCase()}.${n.slice(3, 6)} ${n.slice(6).toLowerCase()}`;
    const cases: [string, string, unknown[]][] = [
      [`rfq_id=${x.rfq_id.toLowerCase()}|${FX.county}`, 'r.rfq_id IN ($2, $3)', [x.rfq_id, FX.county]],
      [`reference_number=${encodeURIComponent(spelled)}|w912dy 26 q 0042`, 'r.reference_number_norm IN ($2, $3)', [x.reference_number_norm, 'W912DY26Q0042']],
      ['request_type=rfq OR Rfi', `r.request_type IN ('RFQ', 'RFI')`, []],
      ['request_type=RFP', `r.request_type = 'RFP'`, []],
      ['status=cancelled', `r.status = 'Cancelled'`, []],
      ['status=OPEN|cancelled', 'TRUE', []],
      [`sin=${x.sin.toLowerCase()}`, 'upper(r.sin) = $2', [x.sin.toUpperCase()]],
      [`schedule=${encodeURIComponent(x.schedule.toLowerCase())}`, 'r.schedule = $2', [x.schedule]],
      [`buyer_agency=${encodeURIComponent(x.buyer_agency.toUpperCase())}|zebulon county purchasing`, 'r.buyer_agency IN ($2, $3)', [x.buyer_agency, 'Zebulon County Purchasing']],
      // agency: a department's CGAC, and its abbreviation, roll up to every organisation under it
      [`agency=${x.department_code}`, `r.organization_id IN (SELECT organization_id FROM organization WHERE department_code = $2)`, [x.department_code]],
      [`agency=${encodeURIComponent(x.dept_abbr.toLowerCase())}`, `r.organization_id IN (SELECT organization_id FROM organization WHERE department_code = $2)`, [x.department_code]],
      [`agency=${x.agency_code}`, `r.organization_id IN (SELECT organization_id FROM organization WHERE agency_code = $2)`, [x.agency_code]],
      // an unresolvable value falls back to the exact buyer_agency text, never an error
      ['agency=zebulon county purchasing', `r.buyer_agency = 'Zebulon County Purchasing'`, []],
      [`agency=${x.department_code}|Zebulon County Purchasing`, `(r.organization_id IN (SELECT organization_id FROM organization WHERE department_code = $2) OR r.buyer_agency = 'Zebulon County Purchasing')`, [x.department_code]],
      [`contract_number=${orgContract.toLowerCase()}`, 'r.contract_number = $2', [orgContract]],
      [`contract_number=${mediumDirect}|${orgContract}`, 'TRUE', []],
      ['issue_date_after=2026-01-11&issue_date_before=2026-01-13', `r.issue_date BETWEEN '2026-01-11' AND '2026-01-13'`, []],
      // the _before filters include the whole day (a 23:30 UTC deadline on 2026-03-03)
      ['close_date_before=2026-03-03&close_date_after=2026-03-03', `r.close_date >= '2026-03-03T00:00:00Z' AND r.close_date < '2026-03-04T00:00:00Z'`, []],
      ['close_date_after=2026-02-01', `r.close_date >= '2026-02-01T00:00:00Z'`, []],
      [`search=${x.rfq_id.toLowerCase()}`, 'r.rfq_id = $2', [x.rfq_id]],
    ];
    for (const [query, cond, params] of cases) {
      const want = await visibleIds(m, cond, params);
      expect(want.length, query).toBeGreaterThan(0);
      const got = await allIds(query, medium);
      expect(got, query).toEqual(want);
    }
    expect(await allIds('close_date_before=2026-03-02&rfq_id=RFQ9900002', medium)).toEqual([]);
    expect(await allIds('close_date_after=2026-03-04&rfq_id=RFQ9900002', medium)).toEqual([]);
    // a contract the caller does not hold narrows to nothing, whoever holds it
    expect(await allIds(`contract_number=${smallContract}`, medium)).toEqual([]);
    expect(await allIds('contract_number=NO-SUCH-CONTRACT', medium)).toEqual([]);
    // the same filters through GraphQL
    const gql = await app.graphql(`{ ebuyRequests(filter: {requestType: "rfq OR Rfi", contractNumber: "${orgContract}", closeDateAfter: "2026-02-01"}, limit: 100) { count results { rfqId } } }`, undefined, medium.headers);
    const want = await visibleIds(m, `r.request_type IN ('RFQ', 'RFI') AND r.contract_number = $2 AND r.close_date >= '2026-02-01T00:00:00Z'`, [orgContract]);
    expect(gql.body.data.ebuyRequests.results.map((r: any) => r.rfqId)).toEqual(want);
    expect(gql.body.data.ebuyRequests.count).toBe(want.length);
  });

  it('answers 400 with the documented body for bad values', async () => {
    const bad = [
      'issue_date_after=2026-13-01',
      'issue_date_before=2026-02-30',
      'close_date_after=2026/01/01',
      'close_date_before=%202026-01-01',
      'issue_date_after=2026-02-01&issue_date_before=2026-01-01',
      'close_date_after=2026-02-01&close_date_before=2026-01-31',
      'request_type=RFX',
      'status=Closed',
      'status=open|closed',
      'reference_number=---',
      `agency=${'A'.repeat(151)}`,
      `buyer_agency=${'B'.repeat(151)}`,
      'rfq_id=|',
      `sin=${'1|'.repeat(501)}`,
      'search=%20',
      'limit=101',
      'limit=0',
      'page=0',
      'ordering=',
      'ordering=rank',
      'ordering=title',
      'ordering=-issue_date,-issue_date',
    ];
    for (const query of bad) {
      const res = await app.json(`/api/ebuy/requests/?${query}`, medium);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: expect.any(String), code: 'validation_error' });
    }
    expect((await app.json('/api/ebuy/requests/?request_type=RFX', medium)).body.allowed).toEqual(['RFQ', 'RFP', 'RFI']);
    // an impossible date is refused by the Date input type, with the same code; an inverted range by the engine, with the REST body
    const gql = await app.graphql('{ ebuyRequests(filter: {issueDateAfter: "2026-13-01"}) { count } }', undefined, medium.headers);
    expect(gql.status).toBe(400);
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
    const inverted = await app.graphql('{ ebuyRequests(filter: {issueDateAfter: "2026-02-01", issueDateBefore: "2026-01-01"}) { count } }', undefined, medium.headers);
    expect(inverted.body.errors![0].extensions.body).toEqual((await app.json('/api/ebuy/requests/?issue_date_after=2026-02-01&issue_date_before=2026-01-01', medium)).body);
  });

  it('search covers title, description, reference number, request id and attachment text, every direct match ranked above every attachment-only match', async () => {
    const res = await app.json(`/api/ebuy/requests/?search=${ODD_TERM}&shape=rfq_id`, medium);
    // the attachment-only match is the newer one: only relevance puts it second
    expect(ids(res.body)).toEqual([FX.direct, FX.attachmentOnly]);
    // an explicit ordering still applies
    expect(ids((await app.json(`/api/ebuy/requests/?search=${ODD_TERM}&ordering=-issue_date&shape=rfq_id`, medium)).body)).toEqual([FX.attachmentOnly, FX.direct]);
    // the small account holds neither
    expect((await app.json(`/api/ebuy/requests/?search=${ODD_TERM}`, small)).body.count).toBe(0);
    // a removed attachment's text finds nothing
    expect((await app.json('/api/ebuy/requests/?search=Superseded', medium)).body.count).toBe(0);
    // reference numbers in any spelling, request ids in any case
    expect(ids((await app.json('/api/ebuy/requests/?search=w912dy26q0042&shape=rfq_id', medium)).body)).toEqual([FX.lateClose]);
    expect(ids((await app.json('/api/ebuy/requests/?search=W912DY-26-Q-0042&shape=rfq_id', medium)).body)).toEqual([FX.lateClose]);

    // on the generated data, for words matching both ways: the set by definition, and the partition by match kind
    const m = email('medium');
    const terms = ['support', 'services', 'pricing', 'evaluation', 'performance', 'government', 'contractor', 'quality'];
    let mixed = 0;
    for (const term of terms) {
      const direct = `(r.search_vector @@ websearch_to_tsquery('english', $2) OR upper(r.rfq_id) = upper($2))`;
      const viaAttachment = `EXISTS (SELECT 1 FROM storefront_attachment a WHERE a.rfq_id = r.rfq_id AND NOT a.removed AND a.search_vector @@ websearch_to_tsquery('english', $2))`;
      const directIds = new Set(await visibleIds(m, direct, [term]));
      const all = await visibleIds(m, `${direct} OR ${viaAttachment}`, [term], 'r.rfq_id');
      const got = await allIds(`search=${term}`, medium);
      expect([...got].sort(), term).toEqual([...all].sort());
      const firstAttachmentOnly = got.findIndex((id) => !directIds.has(id));
      if (firstAttachmentOnly >= 0) expect(got.slice(firstAttachmentOnly).every((id) => !directIds.has(id)), term).toBe(true);
      // within the direct matches, the full-text rank orders (ties by request id, descending)
      const rankOrder = await visibleIds(m, direct, [term], `ts_rank(r.search_vector, websearch_to_tsquery('english', $2), 32) DESC, r.rfq_id DESC`);
      expect(got.slice(0, directIds.size), term).toEqual(rankOrder);
      if (directIds.size > 0 && got.length > directIds.size) mixed++;
    }
    expect(mixed).toBeGreaterThan(0);
  });
});

// ───────────────────────────── ordering and pagination ─────────────────────────────

describe('ebuy: ordering and pagination', () => {
  it('orders by each allowlisted field in both directions, ties by request id; descending close_date puts requests without one first', async () => {
    const m = email('medium');
    for (const field of ['issue_date', 'close_date', 'last_seen', 'modified']) {
      for (const desc of [false, true]) {
        const dir = desc ? 'DESC' : 'ASC';
        // PostgreSQL's own placement: NULLS LAST ascending, NULLS FIRST descending
        const want = await visibleIds(m, 'TRUE', [], `r.${field} ${dir} NULLS ${desc ? 'FIRST' : 'LAST'}, r.rfq_id ${dir}`);
        expect(await allIds(`ordering=${desc ? '-' : ''}${field}`, medium), `${desc ? '-' : ''}${field}`).toEqual(want);
      }
    }
    const newestClose = await allIds('ordering=-close_date', medium);
    expect(newestClose[0]).toBe(FX.noClose);
    const nulls = (await visibleIds(m, 'r.close_date IS NULL')).length;
    expect(newestClose.slice(0, nulls).sort()).toEqual((await visibleIds(m, 'r.close_date IS NULL')).sort());
    // pair it with close_date_after to leave them out
    expect((await allIds('ordering=-close_date&close_date_after=2000-01-01', medium))).not.toContain(FX.noClose);
    expect(await allIds('ordering=-last_seen,issue_date', medium)).toEqual(await visibleIds(m, 'TRUE', [], 'r.last_seen DESC, r.issue_date ASC, r.rfq_id DESC'));
    const refused = await app.json('/api/ebuy/requests/?ordering=rank', medium);
    expect(refused.body.allowed).toEqual(['issue_date', 'close_date', 'last_seen', 'modified']);
  });

  it('pages by number: limit default 25, at most 100, next and previous, and 404 past the last page', async () => {
    const want = await visibleIds(email('medium'));
    const pages: string[] = [];
    const size = 4;
    const last = Math.ceil(want.length / size);
    for (let page = 1; page <= last; page++) {
      const res = await app.json(`/api/ebuy/requests/?limit=${size}&page=${page}&shape=rfq_id`, medium);
      expect(res.body.count).toBe(want.length);
      expect(res.body.previous === null).toBe(page === 1);
      expect(res.body.next === null).toBe(page === last);
      if (res.body.next) expect(new URL(res.body.next).searchParams.get('page')).toBe(String(page + 1));
      pages.push(...ids(res.body));
    }
    expect(pages).toEqual(want);
    const past = await app.json(`/api/ebuy/requests/?limit=${size}&page=${last + 1}`, medium);
    expect(past.status).toBe(404);
    expect(past.body.code).toBe('not_found');
    const gql = await app.graphql(`{ ebuyRequests(limit: ${size}, page: 2) { count next previous page limit results { rfqId } } }`, undefined, medium.headers);
    expect(gql.body.data.ebuyRequests).toEqual({ count: want.length, next: '3', previous: '1', page: 2, limit: size, results: want.slice(size, 2 * size).map((rfqId) => ({ rfqId })) });
  });
});

// ───────────────────────────── downloads ─────────────────────────────

const T0 = Date.parse('2026-11-22T12:00:00Z');

describe('ebuy: downloads', () => {
  it('redirects a document to a signed URL valid five minutes that serves its stored bytes without an API key', async () => {
    setDownloadClock(() => T0);
    const res = await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/1/download/`, { ...medium, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^http:\/\/test\.local\/api\/ebuy\/files\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const body = await res.json();
    expect(body).toEqual({ url: location, expires_at: new Date(T0 + 300_000).toISOString() });
    const [{ id }] = await q<{ id: number }>(`SELECT id FROM storefront_attachment WHERE rfq_id = $1 AND doc_seq_num = 1`, [FX.files]);
    expect(location.split('/').at(-1)!.split('.')[0]).toBe(String(id));

    const file = await app.fetch(new URL(location).pathname);
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    const stored = docs[`${FX.files}/1`];
    expect(bytes.equals(stored.bytes)).toBe(true);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.sha256);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe(String(bytes.length));
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Performance Work Statement.pdf"; filename*=UTF-8''Performance%20Work%20Statement.pdf`);
    expect(file.headers.get('etag')).toBe(`"${stored.sha256}"`);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('(Deliverables and schedule.)');

    // a non-ASCII file name keeps its exact UTF-8 form
    const qa = await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/6/download/`, { ...medium, redirect: 'manual' });
    const qaFile = await app.fetch(new URL(qa.headers.get('location')!).pathname);
    expect(qaFile.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(qaFile.headers.get('content-disposition')).toBe(`attachment; filename="Questions and Answers (Q&A) _ final.docx"; filename*=UTF-8''Questions%20and%20Answers%20%28Q%26A%29%20%E2%80%94%20final.docx`);
    // HEAD: the headers without the bytes
    const head = await app.fetch(new URL(location).pathname, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    // credentials, when sent, must still be valid (every /api/ path)
    expect((await app.fetch(new URL(location).pathname, as('not-a-key'))).status).toBe(401);
  });

  it('expires after five minutes by the clock; forged, altered and re-keyed tokens answer 404', async () => {
    setDownloadClock(() => T0);
    const res = await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/2/download/`, { ...medium, redirect: 'manual' });
    const path = new URL(res.headers.get('location')!).pathname;
    const token = path.split('/').at(-1)!;
    setDownloadClock(() => T0 + 299_999);
    expect((await app.fetch(path)).status).toBe(200);
    setDownloadClock(() => T0 + 300_000);
    const expired = await app.json(path);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ error: expect.stringContaining('expired'), code: 'link_expired' });
    setDownloadClock(() => T0 + 60_000);
    const [id, exp, sig] = token.split('.');
    const flip = (s: string) => (s[5] === 'A' ? `${s.slice(0, 5)}B${s.slice(6)}` : `${s.slice(0, 5)}A${s.slice(6)}`);
    const [{ other }] = await q<{ other: number }>(`SELECT id AS other FROM storefront_attachment WHERE rfq_id = $1 AND doc_seq_num = 1`, [FX.files]);
    const forged = [
      `${id}.${exp}.${flip(sig)}`,
      `${other}.${exp}.${sig}`,
      `${id}.${Number(exp) + 3600}.${sig}`,
      `${id}.${exp}.${sig.slice(0, 42)}`,
      `${id}.${exp}`,
      `${id}.${exp}.${sig}.x`,
      `0${id}.${exp}.${sig}`,
      'x',
      `${id}.${exp}.${'A'.repeat(43)}`,
    ];
    for (const t of forged) {
      const r = await app.json(`/api/ebuy/files/${encodeURIComponent(t)}`);
      expect(r.status, t).toBe(404);
      expect(r.body, t).toEqual({ error: expect.any(String), code: 'not_found' });
    }
    // rotation: a new first key still verifies the old key's tokens while the old key is in the ring; dropped, they stop
    const oldKey = 'old-download-key-0123456789abcdef0123';
    const newKey = 'new-download-key-0123456789abcdef0123';
    configureDownloadKeys([oldKey]);
    const issued = await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/2/download/`, { ...medium, redirect: 'manual' });
    const rotated = new URL(issued.headers.get('location')!).pathname;
    configureDownloadKeys([newKey, oldKey]);
    expect((await app.fetch(rotated)).status).toBe(200);
    configureDownloadKeys([newKey]);
    expect((await app.fetch(rotated)).status).toBe(404);
    expect(() => configureDownloadKeys(['short'])).toThrow(/at least 32/);
    configureDownloadKeys(null);
  });

  it('answers 400 with the URL for a link, 404 for a document not captured or no longer listed', async () => {
    const link = await app.json(`/api/ebuy/requests/${FX.files}/attachments/3/download/`, medium);
    expect(link.status).toBe(400);
    expect(link.body).toEqual({ error: expect.stringContaining('link'), code: 'attachment_is_link', url: 'https://sam.gov/opp/0123456789abcdef/view' });
    const pending = await app.json(`/api/ebuy/requests/${FX.files}/attachments/4/download/`, medium);
    expect(pending.status).toBe(404);
    expect(pending.body).toEqual({ error: expect.stringContaining('not been captured'), code: 'not_found' });
    for (const seq of [5, 7]) {
      const res = await app.json(`/api/ebuy/requests/${FX.files}/attachments/${seq}/download/`, medium);
      expect(res.status, String(seq)).toBe(404);
      expect(res.body).toEqual({ error: `No attachment "${seq}" of ebuy_requests record with rfq_id "${FX.files}".`, code: 'not_found' });
    }
    expect((await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/1/download/`, { method: 'DELETE', ...medium })).status).toBe(405);
  });

  it('serves the same through GraphQL: a signed path, null where REST answers 404, an error with the URL for a link', async () => {
    setDownloadClock(() => T0);
    const gql = await app.graphql(
      `{ doc: ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 2) { url expiresAt } pending: ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 4) { url }
         gone: ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 5) { url } bad: ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: -1) { url } }`,
      undefined,
      medium.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.doc.url).toMatch(/^\/api\/ebuy\/files\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(gql.body.data.doc.expiresAt).toBe(new Date(T0 + 300_000).toISOString());
    expect(gql.body.data).toMatchObject({ pending: null, gone: null, bad: null });
    const file = await app.fetch(gql.body.data.doc.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(docs[`${FX.files}/2`].bytes)).toBe(true);
    const link = await app.graphql(`{ ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 3) { url } }`, undefined, medium.headers);
    expect(link.status).toBe(400);
    // one set of codes: a 400 is a VALIDATION_ERROR; the REST body's own code says why
    expect(link.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
    expect(link.body.errors![0].extensions.body.code).toBe('attachment_is_link');
    expect(link.body.errors![0].extensions.body).toEqual((await app.json(`/api/ebuy/requests/${FX.files}/attachments/3/download/`, medium)).body);
    const tier = await app.graphql(`{ ebuyAttachmentDownload(rfqId: "${FX.files}", docSeqNum: 2) { url } }`, undefined, free.headers);
    expect(tier.body.errors![0].extensions.code).toBe('TIER_REQUIRED');
  });

  it('refuses to sign in production without DOWNLOAD_URL_KEYS (503), and signs with one', async () => {
    const env = { node: process.env.NODE_ENV, keys: process.env.DOWNLOAD_URL_KEYS };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.DOWNLOAD_URL_KEYS;
      configureDownloadKeys(null);
      const res = await app.json(`/api/ebuy/requests/${FX.files}/attachments/1/download/`, medium);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: expect.stringContaining('DOWNLOAD_URL_KEYS'), code: 'downloads_disabled' });
      // a link needs no signature
      expect((await app.json(`/api/ebuy/requests/${FX.files}/attachments/3/download/`, medium)).status).toBe(400);
      process.env.DOWNLOAD_URL_KEYS = 'production-download-key-0123456789abcdef';
      configureDownloadKeys(null);
      const ok = await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/1/download/`, { ...medium, redirect: 'manual' });
      expect(ok.status).toBe(302);
      expect((await app.fetch(new URL(ok.headers.get('location')!).pathname)).status).toBe(200);
    } finally {
      if (env.node === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env.node;
      if (env.keys === undefined) delete process.env.DOWNLOAD_URL_KEYS;
      else process.env.DOWNLOAD_URL_KEYS = env.keys;
      configureDownloadKeys(null);
    }
  });

  it('stores the bytes of every captured demo document, valid in its format, with the right content type, size and digest', async () => {
    const rows = await q<{ rfq_id: string; doc_seq_num: number; doc_type: string; is_link: boolean; captured: boolean; extracted_text: string | null; content_type: string | null; byte_size: number | null; sha256: string | null; content: Uint8Array | null }>(
      `SELECT a.rfq_id, a.doc_seq_num, a.doc_type, a.is_link, a.captured, a.extracted_text, d.content_type, d.byte_size, d.sha256, d.content
         FROM storefront_attachment a LEFT JOIN storefront_document d ON d.rfq_id = a.rfq_id AND d.doc_seq_num = a.doc_seq_num
        WHERE a.rfq_id NOT LIKE 'RFQ99%'`,
    );
    const types: Record<string, string> = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    let stored = 0;
    for (const r of rows) {
      const where = `${r.rfq_id}/${r.doc_seq_num}`;
      if (r.is_link || !r.captured) {
        expect(r.content, where).toBeNull();
        continue;
      }
      stored++;
      const bytes = Buffer.from(r.content!);
      expect(r.byte_size, where).toBe(bytes.length);
      expect(r.sha256, where).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(r.content_type, where).toBe(types[r.doc_type]);
      const head = bytes.subarray(0, 4).toString('latin1');
      expect(head, where).toBe(r.doc_type === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
      // the extracted text is in the file (a few of its words)
      const word = r.extracted_text!.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w));
      if (word) expect(bytes.toString('latin1').includes(word), `${where} ${word}`).toBe(true);
    }
    expect(stored).toBeGreaterThan(20);
    expect(rows.some((r) => r.is_link)).toBe(true);
    expect(rows.some((r) => !r.is_link && !r.captured)).toBe(true);
    // a demo document downloads as stored
    const [d] = await q<{ rfq_id: string; doc_seq_num: number; sha256: string }>(
      `SELECT d.rfq_id, d.doc_seq_num, d.sha256 FROM storefront_document d JOIN storefront_attachment a USING (rfq_id, doc_seq_num) JOIN storefront_request r USING (rfq_id)
        WHERE NOT a.removed AND r.contract_number IN (${HELD}) ORDER BY d.rfq_id, d.doc_seq_num LIMIT 1`,
      [email('small')],
    );
    const res = await app.fetch(`/api/ebuy/requests/${d.rfq_id}/attachments/${d.doc_seq_num}/download/`, { ...small, redirect: 'manual' });
    expect(res.status).toBe(302);
    const file = await app.fetch(new URL(res.headers.get('location')!).pathname);
    expect(createHash('sha256').update(Buffer.from(await file.arrayBuffer())).digest('hex')).toBe(d.sha256);
  });
});

// ───────────────────────────── limits, parity, statements ─────────────────────────────

describe('ebuy: rate limits, REST/GraphQL parity and statements', () => {
  it('counts every storefront endpoint against the daily and per-minute windows', async () => {
    const admin = (method: string, path: string, body?: unknown) =>
      app.json(path, { method, headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const acct = await admin('POST', '/admin/accounts/', { name: 'Storefront Counter', email: uniqueEmail('ebuy-rl'), tier: 'small' });
    const key = as((await admin('POST', `/admin/accounts/${acct.body.id}/keys/`, { name: 'k' })).body.key);
    let daily: number | null = null;
    let burst: number | null = null;
    for (const path of ['/api/ebuy/access/', '/api/ebuy/requests/', `/api/ebuy/requests/${FX.files}/`, `/api/ebuy/requests/${FX.files}/attachments/1/download/`]) {
      const res = await app.fetch(path, { ...key, redirect: 'manual' });
      const d = Number(res.headers.get('x-ratelimit-daily-remaining'));
      const b = Number(res.headers.get('x-ratelimit-burst-remaining'));
      expect(res.headers.get('x-ratelimit-daily-limit'), path).not.toBeNull();
      if (daily !== null) expect(d, path).toBe(daily - 1);
      if (burst !== null) expect(b, path).toBe(burst - 1);
      daily = d;
      burst = b;
    }
  });

  it('REST and GraphQL return the same records, fields and counts', async () => {
    const rest = await app.json(`/api/ebuy/requests/?request_type=RFQ|RFI&ordering=-last_seen&limit=5&page=2&shape=rfq_id,title,status,issue_date,close_date,last_seen,attachment_count,organization(agency_name),attachments(doc_seq_num,doc_name,is_link,doc_session_date)`, medium);
    const gql = await app.graphql(
      `{ ebuyRequests(filter: {requestType: "RFQ|RFI"}, ordering: "-last_seen", limit: 5, page: 2) { count previous results { rfqId title status issueDate closeDate lastSeen attachmentCount organization { agencyName } attachments { docSeqNum docName isLink docSessionDate } } } }`,
      undefined,
      medium.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.ebuyRequests;
    expect(g.count).toBe(rest.body.count);
    expect(rest.body.results.length).toBe(5);
    expect(
      g.results.map((r: any) => ({
        rfq_id: r.rfqId, title: r.title, status: r.status, issue_date: r.issueDate, close_date: r.closeDate, last_seen: r.lastSeen, attachment_count: r.attachmentCount,
        organization: r.organization && { agency_name: r.organization.agencyName },
        attachments: r.attachments.map((a: any) => ({ doc_seq_num: a.docSeqNum, doc_name: a.docName, is_link: a.isLink, doc_session_date: a.docSessionDate })),
      })),
    ).toEqual(rest.body.results);
    const detail = await app.graphql(`{ ebuyRequest(rfqId: "${FX.files}") { rfqId referenceNumber description modified attachments { docSeqNum docPath } } }`, undefined, medium.headers);
    const restDetail = (await app.json(`/api/ebuy/requests/${FX.files}/`, medium)).body;
    expect(detail.body.data.ebuyRequest).toEqual({
      rfqId: restDetail.rfq_id, referenceNumber: restDetail.reference_number, description: restDetail.description, modified: restDetail.modified,
      attachments: restDetail.attachments.map((a: any) => ({ docSeqNum: a.doc_seq_num, docPath: a.doc_path })),
    });
  });

  it('reads the links inside the statement of each request: a list page and its count, a detail, a download and the access record in one statement each', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const get = (path: string) => recording.fetch(new Request(`http://test.local${path}`, { ...medium, redirect: 'manual' }));
    await get('/api/ebuy/requests/?search=support');
    for (const [path, statements] of [
      ['/api/ebuy/requests/?search=support&status=open&limit=100', 2],
      ['/api/ebuy/requests/?search=support&status=open&limit=100', 2],
      [`/api/ebuy/requests/${FX.files}/`, 1],
      [`/api/ebuy/requests/${FX.files}/attachments/1/download/`, 1],
      ['/api/ebuy/access/', 1],
    ] as const) {
      log.length = 0;
      const res = await get(path);
      expect(res.status, path).toBeLessThan(400);
      expect(log, `${path}\n${log.join('\n')}`).toHaveLength(statements);
      for (const text of log) expect(text, path).toContain('storefront_contract_link');
    }
    // the signed file: one statement, no links (the signature is the credential)
    log.length = 0;
    const loc = (await get(`/api/ebuy/requests/${FX.files}/attachments/1/download/`)).headers.get('location')!;
    log.length = 0;
    expect((await recording.fetch(new Request(loc))).status).toBe(200);
    expect(log).toHaveLength(1);
    // GraphQL: the page and its count
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...medium.headers },
        body: JSON.stringify({ query: '{ ebuyRequests(limit: 100) { count results { rfqId attachments { docName } organization { agencyName } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(2);
  });
});

// ───────────────────────────── adversarial input on the endpoints outside the registry routes ─────────────────────────────

describe('ebuy: the access, download and file endpoints under adversarial input', () => {
  it('never answer 5xx, leak internals or an undocumented error body, whatever the path segments, method and credentials', async () => {
    setDownloadClock(() => T0);
    const issued = await app.fetch(`/api/ebuy/requests/${FX.files}/attachments/1/download/`, { ...medium, redirect: 'manual' });
    const token = new URL(issued.headers.get('location')!).pathname.split('/').at(-1)!;
    const [id, exp, sig] = token.split('.');
    const weird = ['', ' ', '..', '.', '%2F', '%00', '%', '%ZZ', 'a'.repeat(3000), '\u00e9', '%F0%9F%92%A5', '1e3', '0x10', '-0', '00001', '2147483648', '99999999999999999999', 'constructor', '__proto__', "RFQ1'--", 'RFQ1%22'];
    const segment = fc.oneof(
      fc.constantFrom(FX.files, FX.attachmentOnly, 'RFQ0000001', '1', '2', '3', '4', '5', '6', '7', ...weird),
      fc.string({ maxLength: 24 }).map(encodeURIComponent),
    );
    const tokenArb = fc.oneof(
      fc.constant(token),
      fc.constantFrom(`${id}.${exp}.${sig.slice(1)}A`, `${id}.${Number(exp) + 1}.${sig}`, `${Number(id) + 1}.${exp}.${sig}`, `${id}.${exp}.${sig}.`, `${id}..${sig}`, `${'9'.repeat(16)}.${exp}.${sig}`, `${id}.${'9'.repeat(13)}.${sig}`, ...weird),
      fc.string({ maxLength: 80 }).map(encodeURIComponent),
    );
    const credentials = fc.constantFrom<Record<string, string>>({}, medium.headers, small.headers, free.headers, { 'x-api-key': 'pds_live_not-a-real-key' }, { authorization: 'Bearer nope' });
    const method = fc.oneof({ weight: 8, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'DELETE', 'PUT') });
    const query = fc.oneof(fc.constant(''), fc.constantFrom('?shape=*', '?limit=0', '?page=x', '?constructor=1', '?token=x'));
    const request = fc.oneof(
      fc.tuple(method, credentials, query).map(([m, h, qs]) => ({ m, h, path: `/api/ebuy/access/${qs}` })),
      fc.tuple(segment, segment, method, credentials, fc.boolean()).map(([r, n, m, h, slash]) => ({ m, h, path: `/api/ebuy/requests/${r}/attachments/${n}/download${slash ? '/' : ''}` })),
      fc.tuple(tokenArb, method, credentials, query).map(([t, m, h, qs]) => ({ m, h, path: `/api/ebuy/files/${t}${qs}` })),
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ m, h, path }) => {
        runs++;
        const req: FuzzRequest = { route: `${m} ebuy`, surface: 'rest', method: m, path, headers: h, body: m === 'POST' || m === 'PUT' ? '{}' : undefined, implemented: true };
        const res = await send(app.fetch, req);
        // a served file is its bytes, not JSON
        const violations = checkResponse(req, res).filter((v) => !(res.status === 200 && path.startsWith('/api/ebuy/files/') && v.rule === 'body-form'));
        expect(violations, `${m} ${path} -> ${res.status} ${res.text.slice(0, 200)}`).toEqual([]);
        expect([200, 302, 400, 401, 403, 404, 405], `${m} ${path}`).toContain(res.status);
      }),
      { seed: 20_261_125, numRuns: 400 },
    );
    expect(runs).toBe(400);
  });
});
