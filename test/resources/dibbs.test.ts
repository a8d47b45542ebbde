/**
 * Defense bid board through REST and GraphQL (document 3, "Defense bid-board
 * records", "Defense bid board open state", "Defense bid board"): the RFQ,
 * RFP and award lists and UUID details (authentication on every plan, 404 for
 * malformed UUIDs and unknown resources), the default shapes, is_open
 * computed for the request day on hand-built edge cases (today, yesterday,
 * tomorrow, no date) and on every demo record, the open filter and its
 * complement, the awardee resolved from the CAGE code (several registrations
 * on one CAGE, none), every filter and ordering against independent SQL,
 * the default order (also under a search) and rank only with a search, bad
 * inputs, the award totals that count each order once, REST/GraphQL parity,
 * one statement per page, and what the demo data must hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_AS_OF } from '../helpers/constants.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string) => ({ headers: { 'x-api-key': key } });
const free = as('demo_free');
const enterprise = as('demo_enterprise');

const DAY = 86_400_000;
const now = new Date();
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const day = (offset: number) => new Date(today.getTime() + offset * DAY).toISOString().slice(0, 10);

/** The open rule, written here independently: a date of today or later; none is not open. */
const isOpen = (d: string | null) => d !== null && d >= day(0);

const uuids = (body: { results: { uuid: string }[] }) => body.results.map((r) => r.uuid);
const DEFAULT_ORDER = 't.modified DESC, t.uuid DESC';

// ───────────────────────────── fixtures ─────────────────────────────

const fx = (n: number) => `f1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface RfqFixture { uuid: string; solicitation: string; nsn: string; part: string | null; returnBy: string | null; open: boolean }
const RFQS: RfqFixture[] = [
  { uuid: fx(1), solicitation: 'SPE7M126T9001', nsn: '5999-01-900-0001', part: 'ZZ-PART-1A', returnBy: day(0), open: true },
  { uuid: fx(2), solicitation: 'SPE7M126T9002', nsn: '5999-01-900-0002', part: null, returnBy: day(-1), open: false },
  // a part number that is also a word of the fixtures' nomenclature: a search for it ranks this record first
  { uuid: fx(3), solicitation: 'SPE7M126T9003', nsn: '5999-01-900-0003', part: 'XYLOPHONE', returnBy: day(1), open: true },
  { uuid: fx(4), solicitation: 'SPE7M126T9004', nsn: '5999-01-900-0004', part: null, returnBy: null, open: false },
];
const RFPS = [
  { uuid: fx(11), solicitation: 'SPE4A6-26-R-9011', closes: day(0), open: true },
  { uuid: fx(12), solicitation: 'SPE4A6-26-R-9012', closes: day(-1), open: false },
  { uuid: fx(13), solicitation: 'SPE4A6-26-R-9013', closes: day(1), open: true },
  { uuid: fx(14), solicitation: 'SPE4A6-26-R-9014', closes: null, open: false },
];

/** Registrations sharing CAGE codes: Z9ZZ1 resolves to the active one, Z9ZZ2 to the lowest UEI, Z9ZZ3 to none. */
const ENTITIES = [
  { uei: 'ZZFXDIBBS0A1', cage: 'Z9ZZ1', status: 'Expired' },
  { uei: 'ZZFXDIBBS0B2', cage: 'Z9ZZ1', status: 'Active' },
  { uei: 'ZZFXDIBBS0C3', cage: 'Z9ZZ2', status: 'Active' },
  { uei: 'ZZFXDIBBS0D4', cage: 'Z9ZZ2', status: 'Active' },
];

/** Three orders: two delivery orders under one contract (3 lines at 1,000.00; 2 at 250.50), a basic award with an unreadable price (2 lines). */
const AWARDS = [
  ...[1, 2, 3].map((i) => ({ uuid: fx(20 + i), award: 'SPE7M126D9001', order: 'ZZF1', cage: 'Z9ZZ1', price: '1000.00', text: '$1,000.00' })),
  ...[1, 2].map((i) => ({ uuid: fx(30 + i), award: 'SPE7M126D9001', order: 'ZZF2', cage: 'Z9ZZ2', price: '250.50', text: '$250.50' })),
  ...[1, 2].map((i) => ({ uuid: fx(40 + i), award: 'SPE7M126P9002', order: null, cage: 'Z9ZZ3', price: null, text: 'SEE AWARD DOC' })),
];
const FX_AWARDS = 'award_number=SPE7M126D9001|SPE7M126P9002';

let DLA: string;

async function insertFixtures(): Promise<void> {
  [{ id: DLA }] = await q<{ id: string }>(`SELECT DISTINCT organization_id::text AS id FROM dibbs_rfq`);
  for (const [i, r] of RFQS.entries()) {
    const formatted = `${r.solicitation.slice(0, 6)}-${r.solicitation.slice(6, 8)}-${r.solicitation.slice(8, 9)}-${r.solicitation.slice(9)}`;
    await q(
      `INSERT INTO dibbs_rfq (uuid, solicitation, solicitation_formatted, purchase_request, nsn, part_number, nomenclature, quantity, unit_of_issue, set_aside, status_code,
         return_by_date, issue_date, document_url, organization_id, modified)
       VALUES ($1, $2, $3, $4, $5, $6, 'XYLOPHONE,FIXTURE', $7, 'EA', $8, 'A1B0C2D0E00', $9::date, '2001-01-02', $10, $11::uuid, $12::timestamptz)`,
      [r.uuid, r.solicitation, formatted, `709900000${i}`, r.nsn, r.part, 10 * (i + 1), i % 2 ? 'Y' : 'N', r.returnBy, `https://example.test/rfq/${r.solicitation}.PDF`, DLA, `2001-01-02T00:00:0${i}Z`],
    );
  }
  for (const [i, r] of RFPS.entries()) {
    await q(
      `INSERT INTO dibbs_rfp (uuid, solicitation, nsn, part_number, nomenclature, buyer_code, issued_date, closes_date, document_url, tech_docs_url, organization_id, modified)
       VALUES ($1, $2, $3, NULL, 'XYLOPHONE,FIXTURE', 'PZZZ99', '2001-01-02', $4::date, $5, NULL, $6::uuid, $7::timestamptz)`,
      [r.uuid, r.solicitation, `5999-01-901-000${i}`, r.closes, `https://example.test/rfp/${i}.PDF`, DLA, `2001-01-02T00:00:0${i}Z`],
    );
  }
  for (const e of ENTITIES) {
    await q(
      `INSERT INTO entity (uei, uuid, legal_business_name, display_name, cage_code, registered, registration_status, modified)
       VALUES ($1, gen_random_uuid(), $2, $2, $3, true, $4, '2001-01-02T00:00:00Z')`,
      [e.uei, `ZZFIXTURE ${e.uei} LLC`, e.cage, e.status],
    );
  }
  for (const [i, a] of AWARDS.entries()) {
    await q(
      `INSERT INTO dibbs_award (uuid, award_number, delivery_order_number, delivery_order_counter, nsn, part_number, purchase_request, nomenclature, awardee_cage, awardee_uei,
         total_contract_price, total_contract_price_text, award_date, posted_date, last_mod_posting_date, solicitation, organization_id, modified)
       VALUES ($1, $2, $3, $4, $5, NULL, $6, 'XYLOPHONE,FIXTURE', $7, NULL, $8::numeric, $9, '2001-01-02', '2001-01-03', NULL, NULL, $10::uuid, $11::timestamptz)`,
      [a.uuid, a.award, a.order, a.order ? '1' : null, `5999-01-902-00${String(i).padStart(2, '0')}`, `70990001${String(i).padStart(2, '0')}`, a.cage, a.price, a.text, DLA, `2001-01-02T00:00:${String(i).padStart(2, '0')}Z`],
    );
  }
}

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  await insertFixtures();
});
afterAll(async () => {
  await app?.close();
});

/** UUIDs of a table for a condition (alias t), in an order. */
async function uuidsWhere(table: string, cond: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<string[]> {
  const rows = await q<{ u: string }>(`SELECT t.uuid::text AS u FROM ${table} t WHERE ${cond} ORDER BY ${order}`, params);
  return rows.map((r) => r.u);
}

/** Every UUID a list answers for a query (walking the pages). */
async function walk(path: string, query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await app.json(`${path}?${query}${query ? '&' : ''}limit=100&page=${page}&shape=uuid`, free);
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
    out.push(...uuids(res.body));
    if (!res.body.next) break;
  }
  return out;
}

const RFQ_LIST = ['uuid', 'solicitation', 'purchase_request', 'nsn', 'part_number', 'nomenclature', 'quantity', 'unit_of_issue', 'set_aside', 'status_code', 'return_by_date', 'issue_date', 'is_open', 'document_url'];
const RFP_LIST = ['uuid', 'solicitation', 'nsn', 'part_number', 'nomenclature', 'buyer_code', 'issued_date', 'closes_date', 'is_open', 'document_url', 'tech_docs_url'];
const AWARD_FIELDS = [
  'uuid', 'award_number', 'delivery_order_number', 'delivery_order_counter', 'nsn', 'part_number', 'purchase_request', 'nomenclature', 'awardee_cage',
  'total_contract_price', 'total_contract_price_text', 'award_date', 'posted_date', 'last_mod_posting_date', 'solicitation',
];
const ORG_KEYS = ['organization_id', 'office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name'];

async function organizationOf(id: string): Promise<Record<string, unknown>> {
  const [o] = await q<Record<string, unknown>>(
    `SELECT organization_id::text, office_code, office_name, agency_code, agency_name, department_code, department_name FROM organization WHERE organization_id = $1::uuid`,
    [id],
  );
  return o;
}

// ───────────────────────────── authentication ─────────────────────────────

describe('dibbs: authentication, every plan', () => {
  it('answers 401 with the documented body to anonymous callers on every path and GraphQL field', async () => {
    for (const path of ['/api/dibbs/rfqs/', '/api/dibbs/rfps/', '/api/dibbs/awards/', '/api/dibbs/awards/totals/', `/api/dibbs/rfqs/${fx(1)}/`, `/api/dibbs/rfps/${fx(11)}/`, `/api/dibbs/awards/${fx(21)}/`, '/api/dibbs/rfqs/not-a-uuid/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
    for (const query of ['{ dibbsRfqs { count } }', '{ dibbsRfps { count } }', '{ dibbsAwards { count } }', '{ dibbsAwardTotals { orders } }', `{ dibbsRfq(uuid: "${fx(1)}") { uuid } }`]) {
      const gql = await app.graphql(query);
      expect(gql.status, query).toBe(401);
      expect(gql.body.errors![0].extensions.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
  });

  it('serves every plan alike, without tier gates or upgrade hints', async () => {
    for (const path of ['/api/dibbs/rfqs/?limit=5', '/api/dibbs/rfps/?limit=5', '/api/dibbs/awards/?limit=5', `/api/dibbs/awards/${fx(21)}/`, '/api/dibbs/awards/totals/']) {
      const low = await app.json(path, free);
      const high = await app.json(path, enterprise);
      expect(low.status, path).toBe(200);
      expect(low.body, path).toEqual(high.body);
      expect(low.body, path).not.toHaveProperty('meta');
    }
  });
});

// ───────────────────────────── shapes, details ─────────────────────────────

describe('dibbs: lists and details', () => {
  it('lists RFQs in the page-number envelope with the documented default shape, newest modified first', async () => {
    const res = await app.json('/api/dibbs/rfqs/', free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const all = await uuidsWhere('dibbs_rfq', 'TRUE');
    expect(res.body.count).toBe(all.length);
    expect(res.body.results).toHaveLength(25);
    expect(res.body.next).toBe('http://test.local/api/dibbs/rfqs/?page=2');
    expect(res.body.previous).toBeNull();
    expect(uuids(res.body)).toEqual(all.slice(0, 25));
    for (const r of res.body.results) expect(Object.keys(r)).toEqual(RFQ_LIST);
    const [row] = await q<Record<string, any>>(
      `SELECT uuid::text, solicitation, purchase_request, nsn, part_number, nomenclature, quantity, unit_of_issue, set_aside, status_code, return_by_date::text, issue_date::text, document_url
         FROM dibbs_rfq WHERE uuid = $1::uuid`,
      [res.body.results[0].uuid],
    );
    expect(res.body.results[0]).toEqual({ ...row, is_open: isOpen(row.return_by_date) });
  });

  it('serves the RFQ detail: the list fields, solicitation_formatted and organization(*)', async () => {
    const r = RFQS[0];
    const res = await app.json(`/api/dibbs/rfqs/${r.uuid}/`, free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([...RFQ_LIST, 'solicitation_formatted', 'organization']);
    expect(res.body).toMatchObject({ uuid: r.uuid, solicitation: r.solicitation, solicitation_formatted: 'SPE7M1-26-T-9001', nsn: r.nsn, part_number: r.part, return_by_date: r.returnBy, is_open: true, set_aside: 'N', status_code: 'A1B0C2D0E00' });
    expect(Object.keys(res.body.organization)).toEqual(ORG_KEYS);
    expect(res.body.organization).toEqual(await organizationOf(DLA));
    expect(res.body.organization.agency_code).toBe('97AS');
    // fields beyond the defaults on request; RFPs have no quantity, set_aside, status_code or purchase_request
    const named = await app.json(`/api/dibbs/rfqs/${r.uuid}/?shape=uuid,modified,organization(agency_name)`, free);
    expect(named.body).toEqual({ uuid: r.uuid, modified: '2001-01-02T00:00:00.000Z', organization: { agency_name: res.body.organization.agency_name } });
    for (const field of ['quantity', 'set_aside', 'status_code', 'purchase_request', 'solicitation_formatted']) {
      const bad = await app.json(`/api/dibbs/rfps/?shape=uuid,${field}`, free);
      expect(bad.status, field).toBe(400);
      expect(bad.body.code).toBe('validation_error');
    }
  });

  it('lists RFPs with their default shape and serves the detail with organization(*)', async () => {
    const res = await app.json('/api/dibbs/rfps/?limit=100', free);
    expect(res.status).toBe(200);
    expect(uuids(res.body)).toEqual((await uuidsWhere('dibbs_rfp', 'TRUE')).slice(0, 100));
    for (const r of res.body.results) expect(Object.keys(r)).toEqual(RFP_LIST);
    const detail = await app.json(`/api/dibbs/rfps/${RFPS[1].uuid}/`, free);
    expect(Object.keys(detail.body)).toEqual([...RFP_LIST, 'organization']);
    expect(detail.body).toMatchObject({ uuid: RFPS[1].uuid, solicitation: RFPS[1].solicitation, buyer_code: 'PZZZ99', closes_date: RFPS[1].closes, is_open: false, tech_docs_url: null });
    expect(detail.body.organization).toEqual(await organizationOf(DLA));
  });

  it('lists award line items with awardee(uei,cage_code,legal_business_name); the detail adds awardee(*) and organization(*)', async () => {
    const res = await app.json('/api/dibbs/awards/', free);
    expect(res.status).toBe(200);
    expect(uuids(res.body)).toEqual((await uuidsWhere('dibbs_award', 'TRUE')).slice(0, 25));
    for (const r of res.body.results) {
      expect(Object.keys(r)).toEqual([...AWARD_FIELDS, 'awardee']);
      expect(typeof r.awardee_cage).toBe('string');
      if (r.awardee !== null) expect(Object.keys(r.awardee)).toEqual(['uei', 'cage_code', 'legal_business_name']);
    }
    const a = AWARDS[0];
    const detail = await app.json(`/api/dibbs/awards/${a.uuid}/`, free);
    expect(Object.keys(detail.body)).toEqual([...AWARD_FIELDS, 'awardee', 'organization']);
    expect(detail.body).toMatchObject({
      uuid: a.uuid, award_number: a.award, delivery_order_number: 'ZZF1', delivery_order_counter: '1', awardee_cage: 'Z9ZZ1',
      total_contract_price: 1000, total_contract_price_text: '$1,000.00', award_date: '2001-01-02', posted_date: '2001-01-03', last_mod_posting_date: null, solicitation: null,
    });
    expect(detail.body.awardee).toEqual({ uei: 'ZZFXDIBBS0B2', cage_code: 'Z9ZZ1', legal_business_name: 'ZZFIXTURE ZZFXDIBBS0B2 LLC', dba_name: null, display_name: 'ZZFIXTURE ZZFXDIBBS0B2 LLC', registration_status: 'Active' });
    expect(detail.body.organization).toEqual(await organizationOf(DLA));
    const unpriced = await app.json(`/api/dibbs/awards/${AWARDS[5].uuid}/`, free);
    expect(unpriced.body).toMatchObject({ total_contract_price: null, total_contract_price_text: 'SEE AWARD DOC', delivery_order_number: null, awardee_cage: 'Z9ZZ3', awardee: null });
  });

  it('answers 404 for anything but an RFC 4122 UUID, for unknown UUIDs and for unknown resources; any case is accepted', async () => {
    for (const resource of ['rfqs', 'rfps', 'awards']) {
      for (const bad of ['not-a-uuid', '12345', fx(1).slice(0, 35), `${fx(1)}0`, '00000000-0000-0000-0000-000000000000', 'f1000000-0000-4000-c000-000000000001', 'f1000000-0000-7000-8000-000000000001', `{${fx(1)}}`, 'f10000000000400080000000000000001']) {
        const res = await app.json(`/api/dibbs/${resource}/${encodeURIComponent(bad)}/`, free);
        expect(res.status, `${resource} ${bad}`).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
      const unknown = await app.json(`/api/dibbs/${resource}/f1000000-0000-4000-8000-999999999999/`, free);
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('not_found');
    }
    for (const path of ['/api/dibbs/', '/api/dibbs/solicitations/', `/api/dibbs/solicitations/${fx(1)}/`, '/api/dibbs/rfq/', `/api/dibbs/awards/${fx(21)}/lines/`]) {
      const res = await app.json(path, free);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    // totals is a path of the awards only
    expect((await app.json('/api/dibbs/rfqs/totals/', free)).status).toBe(404);
    const upper = await app.json(`/api/dibbs/rfps/${RFPS[0].uuid.toUpperCase()}/?shape=uuid`, free);
    expect(upper.body).toEqual({ uuid: RFPS[0].uuid });
    const gql = await app.graphql(
      `{ a: dibbsRfq(uuid: "not-a-uuid") { uuid } b: dibbsRfq(uuid: "${fx(3)}") { uuid isOpen returnByDate } c: dibbsAward(uuid: "${fx(41)}") { uuid awardee { uei } totalContractPrice } d: dibbsRfp(uuid: "f1000000-0000-4000-8000-999999999999") { uuid } }`,
      undefined,
      free.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data).toEqual({ a: null, b: { uuid: fx(3), isOpen: true, returnByDate: day(1) }, c: { uuid: fx(41), awardee: null, totalContractPrice: null }, d: null });
  });

  it('pages by number: limit 1 to 100 (default 25), a page past the last one answers 404', async () => {
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM dibbs_rfq');
    const last = Math.ceil(n / 10);
    const end = await app.json(`/api/dibbs/rfqs/?limit=10&page=${last}&shape=uuid`, free);
    expect(end.status).toBe(200);
    expect(end.body.next).toBeNull();
    expect(end.body.previous).toBe(`http://test.local/api/dibbs/rfqs/?limit=10&shape=uuid&page=${last - 1}`);
    expect(uuids(end.body)).toEqual((await uuidsWhere('dibbs_rfq', 'TRUE')).slice((last - 1) * 10, last * 10));
    const past = await app.json(`/api/dibbs/rfqs/?limit=10&page=${last + 1}`, free);
    expect(past.status).toBe(404);
    expect(past.body.code).toBe('not_found');
    for (const bad of ['limit=101', 'limit=0', 'limit=ten', 'page=0', 'page=-1', 'page=1.5', 'limit=5&limit=6']) {
      const res = await app.json(`/api/dibbs/awards/?${bad}`, free);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await app.json('/api/dibbs/awards/?limit=100', free)).body.results).toHaveLength(Math.min(100, (await uuidsWhere('dibbs_award', 'TRUE')).length));
  });
});

// ───────────────────────────── open state ─────────────────────────────

describe('dibbs: is_open and the open filter', () => {
  it('computes is_open for the request day on the edge cases: today open, yesterday closed, tomorrow open, no date closed', async () => {
    const rfq = await app.json(`/api/dibbs/rfqs/?solicitation=${RFQS.map((r) => r.solicitation).join('|')}&shape=uuid,return_by_date,is_open`, free);
    expect(rfq.body.count).toBe(4);
    for (const r of RFQS) expect(rfq.body.results.find((x: any) => x.uuid === r.uuid), r.uuid).toEqual({ uuid: r.uuid, return_by_date: r.returnBy, is_open: r.open });
    const rfp = await app.json(`/api/dibbs/rfps/?buyer_code=pzzz99&shape=uuid,closes_date,is_open`, free);
    expect(rfp.body.count).toBe(4);
    for (const r of RFPS) expect(rfp.body.results.find((x: any) => x.uuid === r.uuid), r.uuid).toEqual({ uuid: r.uuid, closes_date: r.closes, is_open: r.open });
    const gql = await app.graphql(`{ dibbsRfps(filter: {buyerCode: "PZZZ99"}) { results { uuid isOpen } } }`, undefined, free.headers);
    expect(Object.fromEntries(gql.body.data.dibbsRfps.results.map((r: any) => [r.uuid, r.isOpen]))).toEqual(Object.fromEntries(RFPS.map((r) => [r.uuid, r.open])));
  });

  it('computes it on every demo RFQ and RFP exactly as the rule says', async () => {
    for (const [path, table, column] of [['/api/dibbs/rfqs/', 'dibbs_rfq', 'return_by_date'], ['/api/dibbs/rfps/', 'dibbs_rfp', 'closes_date']] as const) {
      const rows = await q<{ uuid: string; d: string | null }>(`SELECT uuid::text, ${column}::text AS d FROM ${table}`);
      const want = Object.fromEntries(rows.map((r) => [r.uuid, isOpen(r.d)]));
      const got: Record<string, boolean> = {};
      for (let page = 1; ; page++) {
        const res = await app.json(`${path}?limit=100&page=${page}&shape=uuid,is_open`, free);
        for (const r of res.body.results) got[r.uuid] = r.is_open;
        if (!res.body.next) break;
      }
      expect(got, table).toEqual(want);
      expect(Object.values(want).some((x) => !x), table).toBe(true);
    }
  });

  it('open=true returns exactly the open records, open=false the complement (missing dates included)', async () => {
    for (const [path, table, column] of [['/api/dibbs/rfqs/', 'dibbs_rfq', 'return_by_date'], ['/api/dibbs/rfps/', 'dibbs_rfp', 'closes_date']] as const) {
      const yes = await walk(path, 'open=true');
      const no = await walk(path, 'open=FALSE');
      expect(yes, table).toEqual(await uuidsWhere(table, `t.${column} >= $1::date`, [day(0)]));
      expect(no, table).toEqual(await uuidsWhere(table, `t.${column} < $1::date OR t.${column} IS NULL`, [day(0)]));
      expect(no.length, table).toBeGreaterThan(0);
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(yes.length + no.length, table).toBe(n);
      const flags = await app.json(`${path}?open=true&limit=100&shape=is_open`, free);
      expect(flags.body.results.every((r: any) => r.is_open === true)).toBe(true);
      for (const bad of ['open=yes', 'open=1', 'open=']) expect((await app.json(`${path}?${bad}`, free)).status, bad).toBe(400);
    }
    // the fixtures: today and tomorrow are open; yesterday and the missing date are not
    const fxOpen = await app.json(`/api/dibbs/rfqs/?open=true&solicitation=${RFQS.map((r) => r.solicitation).join('|')}&shape=uuid`, free);
    expect(new Set(uuids(fxOpen.body))).toEqual(new Set([fx(1), fx(3)]));
    const fxClosed = await app.json(`/api/dibbs/rfqs/?open=false&solicitation=${RFQS.map((r) => r.solicitation).join('|')}&shape=uuid`, free);
    expect(new Set(uuids(fxClosed.body))).toEqual(new Set([fx(2), fx(4)]));
    // awards have no open filter (an unknown parameter answers 400, issue 13) and no is_open field
    expect((await app.json('/api/dibbs/awards/?open=true&limit=1', free)).body).toMatchObject({ code: 'validation_error', error: expect.stringMatching(/^unknown query parameter "open"/) });
    expect((await app.json('/api/dibbs/awards/?shape=is_open', free)).status).toBe(400);
  });
});

// ───────────────────────────── awardee ─────────────────────────────

/** The registration a CAGE code resolves to, by the documented rule (an active one first, then the lowest UEI). */
const RESOLVED = `(SELECT e.uei FROM entity e WHERE e.cage_code = t.awardee_cage ORDER BY CASE WHEN e.registration_status = 'Active' THEN 0 ELSE 1 END, e.uei LIMIT 1)`;

describe('dibbs: the awardee resolves from the CAGE code', () => {
  it('resolves several registrations on one CAGE to the active one, then the lowest UEI; none is null, awardee_cage stays', async () => {
    const res = await app.json(`/api/dibbs/awards/?${FX_AWARDS}&shape=uuid,awardee_cage,awardee(uei,cage_code)&limit=100`, free);
    const by = Object.fromEntries(res.body.results.map((r: any) => [r.uuid, r]));
    expect(res.body.count).toBe(AWARDS.length);
    for (const a of AWARDS) {
      const want = a.cage === 'Z9ZZ1' ? { uei: 'ZZFXDIBBS0B2', cage_code: 'Z9ZZ1' } : a.cage === 'Z9ZZ2' ? { uei: 'ZZFXDIBBS0C3', cage_code: 'Z9ZZ2' } : null;
      expect(by[a.uuid], a.uuid).toEqual({ uuid: a.uuid, awardee_cage: a.cage, awardee: want });
    }
  });

  it('agrees with the resolution rule on every demo award, and the data holds resolvable and unresolvable CAGEs', async () => {
    const rows = await q<{ uuid: string; cage: string; uei: string | null }>(`SELECT t.uuid::text, t.awardee_cage AS cage, ${RESOLVED} AS uei FROM dibbs_award t`);
    const got: Record<string, string | null> = {};
    for (let page = 1; ; page++) {
      const res = await app.json(`/api/dibbs/awards/?limit=100&page=${page}&shape=uuid,awardee_cage,awardee(uei)`, free);
      for (const r of res.body.results) got[r.uuid] = r.awardee === null ? null : r.awardee.uei;
      if (!res.body.next) break;
    }
    expect(got).toEqual(Object.fromEntries(rows.map((r) => [r.uuid, r.uei])));
    expect(rows.filter((r) => r.uei === null && !r.cage.startsWith('Z9ZZ')).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.uei !== null).length).toBeGreaterThan(rows.length / 2);
  });

  it('the entity filter selects the awards whose CAGE resolves to that UEI, as the expansion does', async () => {
    const cases: [string, string[]][] = [
      ['ZZFXDIBBS0B2', AWARDS.filter((a) => a.cage === 'Z9ZZ1').map((a) => a.uuid)],
      ['zzfxdibbs0c3', AWARDS.filter((a) => a.cage === 'Z9ZZ2').map((a) => a.uuid)],
      // registrations on a CAGE that resolves to another one select nothing
      ['ZZFXDIBBS0A1', []],
      ['ZZFXDIBBS0D4', []],
      ['ZZFXDIBBS0A1|ZZFXDIBBS0C3|ZZFXDIBBS0B2', AWARDS.filter((a) => a.cage !== 'Z9ZZ3').map((a) => a.uuid)],
    ];
    for (const [value, want] of cases) {
      const res = await app.json(`/api/dibbs/awards/?entity=${value}&limit=100&shape=uuid`, free);
      expect(res.status).toBe(200);
      expect(new Set(uuids(res.body)), value).toEqual(new Set(want));
    }
    const [demo] = await q<{ uei: string }>(`SELECT ${RESOLVED} AS uei FROM dibbs_award t WHERE ${RESOLVED} IS NOT NULL ORDER BY t.uuid LIMIT 1`);
    expect(await walk('/api/dibbs/awards/', `entity=${demo.uei.toLowerCase()}`)).toEqual(await uuidsWhere('dibbs_award', `${RESOLVED} = $1`, [demo.uei]));
  });
});

// ───────────────────────────── filters ─────────────────────────────

type Case = [query: string, cond: string, params: unknown[]];

async function checkCases(path: string, table: string, cases: Case[]): Promise<void> {
  for (const [query, cond, params] of cases) {
    const want = await uuidsWhere(table, cond, params);
    expect(want.length, `${query} should match something`).toBeGreaterThan(0);
    const got = await walk(path, query);
    expect(got, query).toEqual(want);
  }
}

describe('dibbs: filters', () => {
  it('RFQs: the shared filters and the RFQ extras match as documented', async () => {
    const [r] = await q<Record<string, any>>(`SELECT t.*, t.return_by_date::text AS rb, t.issue_date::text AS iss FROM dibbs_rfq t WHERE t.part_number IS NOT NULL AND t.uuid::text NOT LIKE 'f1000000%' ORDER BY t.uuid LIMIT 1`);
    const [dod] = await q<{ id: string; fh: number }>(`SELECT d.organization_id::text AS id, d.fh_key AS fh FROM organization d JOIN organization a ON a.department_code = d.department_code WHERE d.level = 1 AND a.organization_id = $1::uuid`, [DLA]);
    const [dla] = await q<{ fh: number }>('SELECT fh_key AS fh FROM organization WHERE organization_id = $1::uuid', [DLA]);
    const word = (r.nomenclature as string).split(/[ ,]+/)[0];
    const cases: Case[] = [
      [`nsn=${r.nsn.replace(/-/g, '')}|${RFQS[0].nsn}`, 't.nsn IN ($1, $2)', [r.nsn, RFQS[0].nsn]],
      [`nsn=${encodeURIComponent(r.nsn.replace(/-/g, ' '))}`, 't.nsn = $1', [r.nsn]],
      [`part_number=${encodeURIComponent(r.part_number.toLowerCase())}|xylophone`, 't.part_number IN ($1, $2)', [r.part_number, 'XYLOPHONE']],
      [`solicitation=${r.solicitation_formatted.toLowerCase()}`, 't.solicitation = $1', [r.solicitation]],
      [`solicitation=${RFQS[1].solicitation} OR ${RFQS[2].solicitation.toLowerCase()}`.replace(/ /g, '%20'), 't.solicitation IN ($1, $2)', [RFQS[1].solicitation, RFQS[2].solicitation]],
      [`organization=${DLA}`, 'TRUE', []],
      [`organization=${dod.id.toUpperCase()}`, 'TRUE', []],
      [`organization=${dod.fh}|${dla.fh}`, 'TRUE', []],
      [`purchase_request=${r.purchase_request}|7099000002`, 't.purchase_request IN ($1, $2)', [r.purchase_request, '7099000002']],
      ['set_aside=y', `t.set_aside = 'Y'`, []],
      ['set_aside=N|Y', 'TRUE', []],
      [`status_code=${r.status_code.toLowerCase()}`, 't.status_code = $1', [r.status_code]],
      ['quantity_min=20&quantity_max=100', 't.quantity BETWEEN 20 AND 100', []],
      ['quantity_max=5', 't.quantity <= 5', []],
      [`return_by_date_after=${r.rb}`, 't.return_by_date >= $1::date', [r.rb]],
      [`return_by_date_before=${r.rb}&return_by_date_after=2001-01-01`, 't.return_by_date BETWEEN $2::date AND $1::date', [r.rb, '2001-01-01']],
      [`issue_date_after=${r.iss}&issue_date_before=${r.iss}`, 't.issue_date = $1::date', [r.iss]],
      ['issue_date_before=2001-12-31', `t.issue_date <= '2001-12-31'`, []],
      [`search=${encodeURIComponent(word.toLowerCase())}`, `t.search_vector @@ websearch_to_tsquery('english', $1)`, [word]],
      // an identifier in another spelling: the NSN without dashes, the solicitation with them
      [`search=${r.nsn.replace(/-/g, '')}`, `t.nsn = $1 OR t.search_vector @@ websearch_to_tsquery('english', $2)`, [r.nsn, r.nsn.replace(/-/g, '')]],
      [`search=${r.solicitation_formatted}`, `t.solicitation = $1 OR t.search_vector @@ websearch_to_tsquery('english', $2)`, [r.solicitation, r.solicitation_formatted]],
      [`search=${encodeURIComponent(r.part_number.toLowerCase())}`, `t.part_number = $1 OR t.search_vector @@ websearch_to_tsquery('english', $2)`, [r.part_number, r.part_number.toLowerCase()]],
      [`search=xylophone&open=true`, `t.nomenclature LIKE 'XYLOPHONE%' AND t.return_by_date >= $1::date`, [day(0)]],
    ];
    await checkCases('/api/dibbs/rfqs/', 'dibbs_rfq', cases);
    // an organisation outside the board's tree matches nothing
    const [other] = await q<{ id: string; fh: number }>(`SELECT organization_id::text AS id, fh_key AS fh FROM organization WHERE department_code <> (SELECT department_code FROM organization WHERE organization_id = $1::uuid) ORDER BY fh_key LIMIT 1`, [DLA]);
    for (const v of [other.id, String(other.fh), '999999999']) expect((await app.json(`/api/dibbs/rfqs/?organization=${v}`, free)).body.count, v).toBe(0);
    const [office] = await q<{ id: string }>(`SELECT organization_id::text AS id FROM organization WHERE level = 3 AND agency_code = '97AS' LIMIT 1`);
    if (office) expect((await app.json(`/api/dibbs/rfqs/?organization=${office.id}`, free)).body.count).toBe(0);
  });

  it('RFPs: the shared filters and the RFP extras match as documented', async () => {
    const [r] = await q<Record<string, any>>(`SELECT t.*, t.issued_date::text AS iss, t.closes_date::text AS cl FROM dibbs_rfp t WHERE t.nsn IS NOT NULL AND t.closes_date IS NOT NULL AND t.uuid::text NOT LIKE 'f1000000%' ORDER BY t.uuid LIMIT 1`);
    const [p] = await q<Record<string, any>>(`SELECT t.* FROM dibbs_rfp t WHERE t.part_number IS NOT NULL ORDER BY t.uuid LIMIT 1`);
    const compact = (r.solicitation as string).replace(/-/g, '');
    const cases: Case[] = [
      [`nsn=${r.nsn.replace(/-/g, '')}`, 't.nsn = $1', [r.nsn]],
      [`part_number=${encodeURIComponent(p.part_number.toLowerCase())}`, 't.part_number = $1', [p.part_number]],
      [`solicitation=${compact.toLowerCase()}|${RFPS[0].solicitation}`, 't.solicitation IN ($1, $2)', [r.solicitation, RFPS[0].solicitation]],
      [`organization=${DLA}`, 'TRUE', []],
      [`buyer_code=${r.buyer_code.toLowerCase()}|pzzz99`, 't.buyer_code IN ($1, $2)', [r.buyer_code, 'PZZZ99']],
      [`issued_date_after=${r.iss}`, 't.issued_date >= $1::date', [r.iss]],
      [`issued_date_before=${r.iss}`, 't.issued_date <= $1::date', [r.iss]],
      [`closes_date_after=${r.cl}&closes_date_before=${day(400)}`, 't.closes_date BETWEEN $1::date AND $2::date', [r.cl, day(400)]],
      [`search=${compact}`, `t.solicitation = $1 OR t.search_vector @@ websearch_to_tsquery('english', $2)`, [r.solicitation, compact]],
      [`search=${encodeURIComponent(`"${r.nomenclature}"`)}`, `t.search_vector @@ websearch_to_tsquery('english', $1)`, [`"${r.nomenclature}"`]],
      ['open=false&buyer_code=PZZZ99', `t.buyer_code = 'PZZZ99' AND (t.closes_date < $1::date OR t.closes_date IS NULL)`, [day(0)]],
    ];
    await checkCases('/api/dibbs/rfps/', 'dibbs_rfp', cases);
  });

  it('awards: the shared filters and the award extras match as documented', async () => {
    const [a] = await q<Record<string, any>>(
      `SELECT t.*, t.award_date::text AS ad, t.posted_date::text AS pd FROM dibbs_award t
        WHERE t.delivery_order_number IS NOT NULL AND t.part_number IS NOT NULL AND t.total_contract_price IS NOT NULL AND t.uuid::text NOT LIKE 'f1000000%' ORDER BY t.uuid LIMIT 1`,
    );
    const [s] = await q<Record<string, any>>(`SELECT t.* FROM dibbs_award t WHERE t.solicitation IS NOT NULL ORDER BY t.uuid LIMIT 1`);
    const cases: Case[] = [
      [`nsn=${a.nsn.replace(/-/g, '')}`, 't.nsn = $1', [a.nsn]],
      [`part_number=${encodeURIComponent(a.part_number.toLowerCase())}`, 't.part_number = $1', [a.part_number]],
      [`solicitation=${s.solicitation.toLowerCase()}`, 't.solicitation = $1', [s.solicitation]],
      [`organization=${DLA}`, 'TRUE', []],
      [`award_number=${a.award_number.toLowerCase()}`, 't.award_number = $1', [a.award_number]],
      [`award_number=${a.award_number.slice(0, 6)}-${a.award_number.slice(6, 8)}-${a.award_number.slice(8, 9)}-${a.award_number.slice(9)}`, 't.award_number = $1', [a.award_number]],
      [`delivery_order_number=${encodeURIComponent(a.delivery_order_number.toLowerCase())}|zzf2`, 't.delivery_order_number IN ($1, $2)', [a.delivery_order_number, 'ZZF2']],
      [`purchase_request=${a.purchase_request}`, 't.purchase_request = $1', [a.purchase_request]],
      [`awardee_cage=${a.awardee_cage.toLowerCase()}|z9zz3`, 't.awardee_cage IN ($1, $2)', [a.awardee_cage, 'Z9ZZ3']],
      [`award_date_after=${a.ad}&award_date_before=${a.ad}`, 't.award_date = $1::date', [a.ad]],
      [`posted_date_after=${a.pd}`, 't.posted_date >= $1::date', [a.pd]],
      ['posted_date_before=2001-01-03', `t.posted_date <= '2001-01-03'`, []],
      ['total_contract_price_min=1000', 't.total_contract_price >= 1000', []],
      ['total_contract_price_max=250.50', 't.total_contract_price <= 250.50', []],
      ['total_contract_price_min=250.5&total_contract_price_max=1000.00', 't.total_contract_price BETWEEN 250.50 AND 1000', []],
      [`search=${a.award_number}`, `t.award_number = $1 OR t.search_vector @@ websearch_to_tsquery('english', $1)`, [a.award_number]],
      [`search=${a.nsn.replace(/-/g, '')}`, `t.nsn = $1 OR t.search_vector @@ websearch_to_tsquery('english', $2)`, [a.nsn, a.nsn.replace(/-/g, '')]],
    ];
    await checkCases('/api/dibbs/awards/', 'dibbs_award', cases);
    // the price bounds act on the order's price, which every line repeats: whole orders match or none of their lines
    const priced = await app.json(`/api/dibbs/awards/?${FX_AWARDS}&total_contract_price_min=500&limit=100&shape=uuid`, free);
    expect(new Set(uuids(priced.body))).toEqual(new Set(AWARDS.filter((x) => x.order === 'ZZF1').map((x) => x.uuid)));
    const cheap = await app.json(`/api/dibbs/awards/?${FX_AWARDS}&total_contract_price_max=500&limit=100&shape=uuid`, free);
    expect(new Set(uuids(cheap.body))).toEqual(new Set(AWARDS.filter((x) => x.order === 'ZZF2').map((x) => x.uuid)));
  });

  it('answers 400 with the documented body for bad values, REST and GraphQL alike', async () => {
    const bad: [string, string][] = [
      ['rfqs', 'return_by_date_after=2026-13-01'],
      ['rfqs', 'issue_date_before=2026-02-30'],
      ['rfqs', 'issue_date_after=2026/01/01'],
      ['rfqs', 'return_by_date_after=2026-02-01&return_by_date_before=2026-01-31'],
      ['rfqs', 'quantity_min=ten'],
      ['rfqs', 'quantity_min=1.5'],
      ['rfqs', 'quantity_min=-1'],
      ['rfqs', 'quantity_min=50&quantity_max=10'],
      ['rfqs', 'set_aside=maybe'],
      ['rfqs', 'set_aside=Y|X'],
      ['rfqs', 'open=perhaps'],
      ['rfqs', 'nsn=|'],
      ['rfqs', 'organization=DLA'],
      ['rfqs', 'organization=97AS'],
      ['rfqs', 'search=%20%20'],
      ['rfqs', `part_number=${'1|'.repeat(501)}`],
      ['rfps', 'closes_date_after=2026-01-02&closes_date_before=2026-01-01'],
      ['rfps', 'issued_date_before=yesterday'],
      ['rfps', 'solicitation=---'],
      ['awards', 'award_date_after=2026-01-32'],
      ['awards', 'posted_date_after=2026-05-01&posted_date_before=2026-04-30'],
      ['awards', 'total_contract_price_min=lots'],
      ['awards', 'total_contract_price_min=1e6'],
      ['awards', 'total_contract_price_min=2000&total_contract_price_max=1000'],
      ['awards/totals', 'total_contract_price_min=2000&total_contract_price_max=1000'],
      ['awards/totals', 'award_date_after=2026-02-30'],
    ];
    for (const [resource, query] of bad) {
      const res = await app.json(`/api/dibbs/${resource}/?${query}`, free);
      expect(res.status, `${resource} ${query}`).toBe(400);
      expect(res.body, `${resource} ${query}`).toMatchObject({ error: expect.any(String), code: 'validation_error' });
    }
    expect((await app.json('/api/dibbs/rfqs/?set_aside=X', free)).body.allowed).toEqual(['Y', 'N']);
    const gql = await app.graphql('{ dibbsAwards(filter: {totalContractPriceMin: "2000", totalContractPriceMax: "1000"}) { count } }', undefined, free.headers);
    expect(gql.status).toBe(400);
    expect(gql.body.errors![0].extensions.body).toEqual((await app.json('/api/dibbs/awards/?total_contract_price_min=2000&total_contract_price_max=1000', free)).body);
  });
});

// ───────────────────────────── ordering ─────────────────────────────

describe('dibbs: ordering', () => {
  const allow: Record<string, Record<string, boolean>> = {
    rfqs: { return_by_date: true, issue_date: false, quantity: false, modified: false },
    rfps: { closes_date: true, issued_date: false, modified: false },
    awards: { award_date: false, posted_date: false, total_contract_price: true, modified: false },
  };
  const tables: Record<string, string> = { rfqs: 'dibbs_rfq', rfps: 'dibbs_rfp', awards: 'dibbs_award' };

  it('orders by each allowlisted field in both directions (empties last), ending with the uuid', async () => {
    for (const [resource, fields] of Object.entries(allow)) {
      for (const [field, nullable] of Object.entries(fields)) {
        for (const desc of [false, true]) {
          const dir = desc ? 'DESC' : 'ASC';
          const want = await uuidsWhere(tables[resource], 'TRUE', [], `t.${field} ${dir}${nullable ? ' NULLS LAST' : ''}, t.uuid ${dir}`);
          const got = await walk(`/api/dibbs/${resource}/`, `ordering=${desc ? '-' : ''}${field}`);
          expect(got, `${resource} ${desc ? '-' : ''}${field}`).toEqual(want);
        }
      }
    }
    const two = await walk('/api/dibbs/rfqs/', 'ordering=-return_by_date,quantity');
    expect(two).toEqual(await uuidsWhere('dibbs_rfq', 'TRUE', [], 't.return_by_date DESC NULLS LAST, t.quantity ASC, t.uuid DESC'));
  });

  it('refuses fields outside the allowlist with the allowed list, and rank without a search', async () => {
    for (const [resource, fields] of Object.entries(allow)) {
      for (const ordering of ['uuid', 'nomenclature', 'is_open', 'solicitation', '', '-', 'quantity_min']) {
        if (Object.hasOwn(fields, ordering)) continue;
        const res = await app.json(`/api/dibbs/${resource}/?ordering=${ordering}`, free);
        expect(res.status, `${resource} ${ordering}`).toBe(400);
        expect(res.body.code).toBe('validation_error');
      }
      expect((await app.json(`/api/dibbs/${resource}/?ordering=nomenclature`, free)).body.allowed).toEqual([...Object.keys(fields), 'rank']);
      for (const ordering of ['rank', '-rank', 'modified,rank']) {
        const res = await app.json(`/api/dibbs/${resource}/?ordering=${ordering}`, free);
        expect(res.status, `${resource} ${ordering}`).toBe(400);
        expect(res.body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
      }
    }
    // quantity is an RFQ ordering only
    expect((await app.json('/api/dibbs/rfps/?ordering=quantity', free)).status).toBe(400);
    expect((await app.graphql('{ dibbsRfqs(ordering: "rank") { count } }', undefined, free.headers)).status).toBe(400);
  });

  it('keeps newest modified first under a search; rank orders by relevance, an exact identifier first', async () => {
    const term = 'xylophone';
    const match = `t.search_vector @@ websearch_to_tsquery('english', $1)`;
    // relevance: the full-text rank, plus 1 for the record the text names exactly (here: the RFQ whose part number is XYLOPHONE)
    const relevance = (table: string) => `ts_rank(t.search_vector, websearch_to_tsquery('english', $1)) + ${table === 'dibbs_rfq' ? `CASE WHEN t.part_number = 'XYLOPHONE' THEN 1 ELSE 0 END` : '0'}`;
    for (const [resource, table] of Object.entries(tables)) {
      const byModified = await uuidsWhere(table, match, [term]);
      expect(byModified.length, resource).toBeGreaterThanOrEqual(4);
      expect(await walk(`/api/dibbs/${resource}/`, `search=${term}`), resource).toEqual(byModified);
      const byRank = await uuidsWhere(table, match, [term], `${relevance(table)} DESC, t.uuid DESC`);
      expect(await walk(`/api/dibbs/${resource}/`, `search=${term}&ordering=rank`), resource).toEqual(byRank);
      const reversed = await uuidsWhere(table, match, [term], `${relevance(table)} ASC, t.uuid ASC`);
      expect(await walk(`/api/dibbs/${resource}/`, `search=${term}&ordering=-rank`), resource).toEqual(reversed);
    }
    const ranked = await app.json(`/api/dibbs/rfqs/?search=${term}&ordering=rank&shape=uuid`, free);
    expect(ranked.body.results[0].uuid).toBe(fx(3));
    expect((await app.json(`/api/dibbs/rfqs/?search=${term}&shape=uuid`, free)).body.results[0].uuid).not.toBe(fx(3));
    // an NSN written without dashes finds the record carrying it, by relevance too
    const res = await app.json(`/api/dibbs/rfqs/?search=${RFQS[2].nsn.replace(/-/g, '')}&ordering=rank&shape=uuid,nsn`, free);
    expect(res.body.results).toEqual([{ uuid: RFQS[2].uuid, nsn: RFQS[2].nsn }]);
  });
});

// ───────────────────────────── totals ─────────────────────────────

interface Totals { line_items: number; orders: number; priced_orders: number; unpriced_orders: number; total_contract_price: number }

/** Totals computed here from the rows: each order (award number + delivery order number) once, its price once. */
async function expectedTotals(cond: string, params: unknown[] = []): Promise<Totals> {
  const rows = await q<{ a: string; o: string | null; p: string | null }>(`SELECT t.award_number AS a, t.delivery_order_number AS o, t.total_contract_price::text AS p FROM dibbs_award t WHERE ${cond}`, params);
  const orders = new Map<string, string | null>();
  for (const r of rows) {
    const key = JSON.stringify([r.a, r.o]);
    if (orders.has(key)) expect(orders.get(key), `every line of ${key} repeats the order's price`).toBe(r.p);
    orders.set(key, r.p);
  }
  const prices = [...orders.values()];
  const cents = prices.reduce((s, p) => s + (p === null ? 0 : Math.round(Number(p) * 100)), 0);
  return { line_items: rows.length, orders: orders.size, priced_orders: prices.filter((p) => p !== null).length, unpriced_orders: prices.filter((p) => p === null).length, total_contract_price: cents / 100 };
}

describe('dibbs: award totals count each order once', () => {
  it('totals the fixture orders: 7 lines, 3 orders, 2 priced, 1 unpriced, 1,250.50', async () => {
    const res = await app.json(`/api/dibbs/awards/totals/?${FX_AWARDS}`, free);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ line_items: 7, orders: 3, priced_orders: 2, unpriced_orders: 1, total_contract_price: 1250.5 });
    expect(Object.keys(res.body)).toEqual(['line_items', 'orders', 'priced_orders', 'unpriced_orders', 'total_contract_price']);
    // the naive sum over the records would have counted 3 x 1,000 + 2 x 250.50
    const naive = (await app.json(`/api/dibbs/awards/?${FX_AWARDS}&limit=100&shape=total_contract_price`, free)).body.results.reduce((s: number, r: any) => s + (r.total_contract_price ?? 0), 0);
    expect(naive).toBe(3501);
    // filters narrow the lines; an order counts once when any of its lines matches
    expect((await app.json(`/api/dibbs/awards/totals/?awardee_cage=Z9ZZ1&nsn=5999-01-902-0000`, free)).body).toEqual({ line_items: 1, orders: 1, priced_orders: 1, unpriced_orders: 0, total_contract_price: 1000 });
    expect((await app.json(`/api/dibbs/awards/totals/?award_number=SPE7M126P9002`, free)).body).toEqual({ line_items: 2, orders: 1, priced_orders: 0, unpriced_orders: 1, total_contract_price: 0 });
    expect((await app.json(`/api/dibbs/awards/totals/?award_number=NOSUCHAWARD`, free)).body).toEqual({ line_items: 0, orders: 0, priced_orders: 0, unpriced_orders: 0, total_contract_price: 0 });
  });

  it('agrees with the rows on the whole board and under filters, and with the list', async () => {
    const cases: [string, string, unknown[]][] = [
      ['', 'TRUE', []],
      ['award_date_after=2026-01-01', `t.award_date >= '2026-01-01'`, []],
      ['total_contract_price_min=5000', 't.total_contract_price >= 5000', []],
      ['search=valve', `t.search_vector @@ websearch_to_tsquery('english', 'valve')`, []],
      [`organization=${DLA}&posted_date_before=2026-06-30`, `t.posted_date <= '2026-06-30'`, []],
    ];
    for (const [query, cond, params] of cases) {
      const want = await expectedTotals(cond, params);
      const res = await app.json(`/api/dibbs/awards/totals/${query ? `?${query}` : ''}`, free);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual(want);
      const list = await app.json(`/api/dibbs/awards/?limit=1${query ? `&${query}` : ''}`, free);
      expect(res.body.line_items, query).toBe(list.body.count);
    }
    const whole = await expectedTotals('TRUE');
    expect(whole.orders).toBeLessThan(whole.line_items);
    expect(whole.unpriced_orders).toBeGreaterThan(1);
  });

  it('takes shape, flat and show_shapes; refuses list-only parameters; is not mistaken for a detail', async () => {
    const shaped = await app.json(`/api/dibbs/awards/totals/?${FX_AWARDS}&shape=orders,total_contract_price`, free);
    expect(shaped.body).toEqual({ orders: 3, total_contract_price: 1250.5 });
    expect((await app.json('/api/dibbs/awards/totals/?shape=uuid', free)).status).toBe(400);
    const flat = await app.json(`/api/dibbs/awards/totals/?${FX_AWARDS}&flat=true&shape=orders`, free);
    expect(flat.body).toEqual({ orders: 3 });
    const shapes = await app.json('/api/dibbs/awards/totals/?show_shapes=true', free);
    expect(shapes.body.default_shape).toBe('line_items,orders,priced_orders,unpriced_orders,total_contract_price');
    expect(Object.keys(shapes.body.fields)).toEqual(['line_items', 'orders', 'priced_orders', 'unpriced_orders', 'total_contract_price']);
    // no ordering or pagination on an aggregate: unknown parameters there (issue 13)
    for (const p of ['ordering=-award_date', 'page=1', 'limit=5']) expect((await app.json(`/api/dibbs/awards/totals/?${FX_AWARDS}&${p}`, free)).status, p).toBe(400);
    expect((await app.json(`/api/dibbs/awards/totals`, free)).status).toBe(200);
    expect((await app.fetch('/api/dibbs/awards/totals/', { method: 'POST', ...free })).status).toBe(405);
  });

  it('answers the same through GraphQL dibbsAwardTotals (exact decimals)', async () => {
    const gql = await app.graphql(`{ dibbsAwardTotals(filter: {awardNumber: "SPE7M126D9001|SPE7M126P9002"}) { lineItems orders pricedOrders unpricedOrders totalContractPrice } }`, undefined, free.headers);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.dibbsAwardTotals).toEqual({ lineItems: 7, orders: 3, pricedOrders: 2, unpricedOrders: 1, totalContractPrice: '1250.50' });
    const whole = await expectedTotals('TRUE');
    const all = await app.graphql('{ dibbsAwardTotals { orders totalContractPrice } }', undefined, free.headers);
    expect(all.body.data.dibbsAwardTotals.orders).toBe(whole.orders);
    expect(Number(all.body.data.dibbsAwardTotals.totalContractPrice)).toBeCloseTo(whole.total_contract_price, 2);
    const bad = await app.graphql('{ dibbsAwardTotals(filter: {awardDateAfter: "2026-02-30"}) { orders } }', undefined, free.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
  });
});

// ───────────────────────────── parity, statements ─────────────────────────────

describe('dibbs: REST and GraphQL agree', () => {
  it('returns the same records, fields and counts for each list', async () => {
    const rest = await app.json(`/api/dibbs/rfqs/?open=false&set_aside=N&ordering=-issue_date&limit=10&page=2&shape=uuid,nsn,quantity,return_by_date,is_open,organization(agency_code)`, free);
    const gql = await app.graphql(
      `{ dibbsRfqs(filter: {open: false, setAside: "N"}, ordering: "-issue_date", limit: 10, page: 2) { count previous results { uuid nsn quantity returnByDate isOpen organization { agencyCode } } } }`,
      undefined,
      free.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(rest.body.results.length).toBeGreaterThan(0);
    expect(gql.body.data.dibbsRfqs.count).toBe(rest.body.count);
    expect(gql.body.data.dibbsRfqs.previous).toBe('1');
    expect(gql.body.data.dibbsRfqs.results.map((r: any) => ({ uuid: r.uuid, nsn: r.nsn, quantity: r.quantity, return_by_date: r.returnByDate, is_open: r.isOpen, organization: { agency_code: r.organization.agencyCode } }))).toEqual(rest.body.results);

    const restP = await app.json(`/api/dibbs/rfps/?search=xylophone&ordering=rank&shape=uuid,solicitation,closes_date,is_open,tech_docs_url`, free);
    const gqlP = await app.graphql(`{ dibbsRfps(filter: {search: "xylophone"}, ordering: "rank") { count results { uuid solicitation closesDate isOpen techDocsUrl } } }`, undefined, free.headers);
    expect(gqlP.body.data.dibbsRfps.results.map((r: any) => ({ uuid: r.uuid, solicitation: r.solicitation, closes_date: r.closesDate, is_open: r.isOpen, tech_docs_url: r.techDocsUrl }))).toEqual(restP.body.results);

    const restA = await app.json(`/api/dibbs/awards/?${FX_AWARDS}&ordering=-total_contract_price&shape=uuid,total_contract_price,total_contract_price_text,awardee(uei,legal_business_name)`, free);
    const gqlA = await app.graphql(
      `{ dibbsAwards(filter: {awardNumber: "SPE7M126D9001|SPE7M126P9002"}, ordering: "-total_contract_price") { count results { uuid totalContractPrice totalContractPriceText awardee { uei legalBusinessName } } } }`,
      undefined,
      free.headers,
    );
    expect(gqlA.body.data.dibbsAwards.count).toBe(7);
    expect(
      gqlA.body.data.dibbsAwards.results.map((r: any) => ({
        uuid: r.uuid,
        total_contract_price: r.totalContractPrice === null ? null : Number(r.totalContractPrice),
        total_contract_price_text: r.totalContractPriceText,
        awardee: r.awardee && { uei: r.awardee.uei, legal_business_name: r.awardee.legalBusinessName },
      })),
    ).toEqual(restA.body.results);
    expect(gqlA.body.data.dibbsAwards.results[0].totalContractPrice).toBe('1000.00');
  });
});

describe('dibbs: one SQL statement per page', () => {
  it('answers lists, details and totals in one statement each, REST and GraphQL', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const get = (path: string) => recording.fetch(new Request(`http://test.local${path}`, free));
    const lists = [
      '/api/dibbs/rfqs/?open=true&search=valve&limit=100&shape=uuid,is_open,organization(*)',
      '/api/dibbs/rfps/?open=false&limit=100&shape=uuid,is_open,organization(*)',
      `/api/dibbs/awards/?limit=100&entity=ZZFXDIBBS0B2|ZZFXDIBBS0C3&shape=uuid,awardee(*),organization(*)`,
    ];
    for (const path of lists) {
      expect((await get(path)).status).toBe(200);
      log.length = 0;
      const res = await get(path);
      expect((await res.json()).results.length, path).toBeGreaterThan(0);
      expect(log, log.join('\n')).toHaveLength(1);
    }
    for (const path of [`/api/dibbs/rfqs/${fx(1)}/`, `/api/dibbs/rfps/${fx(11)}/`, `/api/dibbs/awards/${fx(21)}/`, `/api/dibbs/awards/totals/?${FX_AWARDS}`]) {
      log.length = 0;
      expect((await get(path)).status, path).toBe(200);
      expect(log, `${path}\n${log.join('\n')}`).toHaveLength(1);
    }
    for (const query of [
      '{ dibbsAwards(filter: {entity: "ZZFXDIBBS0B2|ZZFXDIBBS0C3"}, limit: 100) { count results { uuid awardee { uei } organization { agencyCode } } } }',
      '{ dibbsAwardTotals(filter: {awardNumber: "SPE7M126D9001"}) { orders totalContractPrice } }',
    ]) {
      log.length = 0;
      const gql = await recording.fetch(new Request('http://test.local/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...free.headers }, body: JSON.stringify({ query }) }));
      expect(gql.status).toBe(200);
      expect(log, `${query}\n${log.join('\n')}`).toHaveLength(1);
    }
  });
});

// ───────────────────────────── the demo data ─────────────────────────────

describe('dibbs: the demo data holds what the endpoints document', () => {
  const DEMO = `t.uuid::text NOT LIKE 'f1000000%'`;

  it('has non-numeric price cells on about 3.5% of the line items, orders of several lines repeating their total, and priced text that matches', async () => {
    const [s] = await q<{ rows: number; unpriced: number; multi: number; mixed: number; bad_text: number }>(`
      SELECT count(*)::int AS rows, count(*) FILTER (WHERE total_contract_price IS NULL)::int AS unpriced,
        (SELECT count(*)::int FROM (SELECT 1 FROM dibbs_award t WHERE ${DEMO} GROUP BY award_number, delivery_order_number HAVING count(*) > 1) m) AS multi,
        (SELECT count(*)::int FROM (SELECT 1 FROM dibbs_award t WHERE ${DEMO} GROUP BY award_number, delivery_order_number
           HAVING count(DISTINCT total_contract_price) > 1 OR (count(total_contract_price) > 0 AND count(total_contract_price) < count(*))) x) AS mixed,
        count(*) FILTER (WHERE (total_contract_price IS NULL) = (total_contract_price_text ~ '^\\$[0-9,]+\\.[0-9]{2}$'))::int AS bad_text
      FROM dibbs_award t WHERE ${DEMO}`);
    expect(s.unpriced).toBeGreaterThan(0);
    expect(s.unpriced / s.rows).toBeGreaterThan(0.015);
    expect(s.unpriced / s.rows).toBeLessThan(0.07);
    expect(s.multi).toBeGreaterThan(0);
    expect(s.mixed).toBe(0);
    expect(s.bad_text).toBe(0);
    // several orders under one contract (delivery orders), basic awards without an order number
    const [o] = await q<{ contracts: number; basic: number }>(`SELECT
        (SELECT count(*)::int FROM (SELECT award_number FROM dibbs_award t WHERE ${DEMO} GROUP BY award_number HAVING count(DISTINCT delivery_order_number) > 1) c) AS contracts,
        (SELECT count(*)::int FROM dibbs_award t WHERE ${DEMO} AND delivery_order_number IS NULL) AS basic`);
    expect(o.contracts).toBeGreaterThan(0);
    expect(o.basic).toBeGreaterThan(0);
  });

  it('has RFQs and RFPs open and closed on the as-of day, some without a date, 11-character status codes and Y/N set-asides', async () => {
    const [r] = await q<{ open: number; closed: number; none: number; bad_status: number; bad_set_aside: number; y: number; bad_nsn: number }>(`
      SELECT count(*) FILTER (WHERE return_by_date >= DATE '${TEST_AS_OF}')::int AS open,
             count(*) FILTER (WHERE return_by_date < DATE '${TEST_AS_OF}')::int AS closed,
             count(*) FILTER (WHERE return_by_date IS NULL)::int AS none,
             count(*) FILTER (WHERE length(status_code) <> 11 OR status_code !~ '^A[123]B[0-3]C[123]D[012]E[0-9]{2}$')::int AS bad_status,
             count(*) FILTER (WHERE set_aside NOT IN ('Y', 'N'))::int AS bad_set_aside,
             count(*) FILTER (WHERE set_aside = 'Y')::int AS y,
             count(*) FILTER (WHERE nsn !~ '^[0-9]{4}-[0-9]{2}-[0-9]{3}-[0-9]{4}$')::int AS bad_nsn
        FROM dibbs_rfq t WHERE ${DEMO}`);
    expect(r.open).toBeGreaterThan(0);
    expect(r.closed).toBeGreaterThan(0);
    expect(r.none).toBeGreaterThan(0);
    expect(r.bad_status).toBe(0);
    expect(r.bad_set_aside).toBe(0);
    expect(r.y).toBeGreaterThan(0);
    expect(r.bad_nsn).toBe(0);
    const [p] = await q<{ open: number; closed: number; none: number }>(`
      SELECT count(*) FILTER (WHERE closes_date >= DATE '${TEST_AS_OF}')::int AS open,
             count(*) FILTER (WHERE closes_date < DATE '${TEST_AS_OF}')::int AS closed,
             count(*) FILTER (WHERE closes_date IS NULL)::int AS none
        FROM dibbs_rfp t WHERE ${DEMO}`);
    expect(p.open).toBeGreaterThan(0);
    expect(p.closed).toBeGreaterThan(0);
    expect(p.none).toBeGreaterThan(0);
    // one organisation throughout: the Defense Logistics Agency
    const orgs = await q<{ agency_code: string }>(`SELECT DISTINCT o.agency_code FROM organization o WHERE o.organization_id IN (SELECT organization_id FROM dibbs_rfq UNION SELECT organization_id FROM dibbs_rfp UNION SELECT organization_id FROM dibbs_award)`);
    expect(orgs).toEqual([{ agency_code: '97AS' }]);
  });
});
