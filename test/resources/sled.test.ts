/**
 * State and local solicitations, revisions, coverage and forecasts through
 * REST and GraphQL (document 3, "State and local"): authentication, the
 * status=open default and active, every list filter against independent SQL,
 * tolerant enums (an empty page, in GraphQL too), OR-lists, the external_id
 * limit, dates and inverted ranges, the ordering allowlist with nulls last
 * both ways and rank only with search, page-number pagination, the weighted
 * search widened by attachment text (tiers, snippet, failing open), the tier
 * and version gates, the detail whatever its status and the non-UUID 404, the
 * coverage rollup (routed before the detail, counts, cache invalidated by the
 * status job), the demo data's coverage of every rule, REST/GraphQL parity
 * and one statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { runSledStatus } from '../../src/jobs/sled-status.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_AS_OF } from '../helpers/constants.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string, extra: Record<string, string> = {}) => ({ headers: { 'x-api-key': key, ...extra } });
const free = as('demo_free');
const small = as('demo_small');

const BASE = '/api/sled/opportunities/';
const ids = (body: { results: { opportunity_id: string }[] }) => body.results.map((r) => r.opportunity_id);

/** opportunity_ids for a condition over sled_opportunity (alias t), in an order. */
async function idsWhere(cond: string, params: unknown[] = [], order = 't.first_seen_at DESC, t.opportunity_id DESC', limit = 100): Promise<string[]> {
  const rows = await q<{ id: string }>(`SELECT t.opportunity_id::text AS id FROM sled_opportunity t WHERE ${cond} ORDER BY ${order} LIMIT ${limit}`, params);
  return rows.map((r) => r.id);
}
async function countWhere(cond: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM sled_opportunity t WHERE ${cond}`, params);
  return n;
}
/** Every page of a REST list (limit 100), the opportunity_ids in order. */
async function allIds(query: string, headers = free): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const res = await app.json(`${BASE}?${query}${query ? '&' : ''}limit=100&page=${page}&shape=opportunity_id`, headers);
    expect(res.status, `${query} page ${page}: ${JSON.stringify(res.body)}`).toBe(200);
    out.push(...ids(res.body));
    if (!res.body.next) return out;
  }
}

// ───────────────────────────── fixtures ─────────────────────────────

/** A made-up word no generated text contains. */
const WORD = 'zylophant';
const F = {
  title: '5a1e0001-0000-4000-8000-000000000001',
  description: '5a1e0001-0000-4000-8000-000000000002',
  agency: '5a1e0001-0000-4000-8000-000000000003',
  category: '5a1e0001-0000-4000-8000-000000000004',
  document: '5a1e0001-0000-4000-8000-000000000005',
  number: '5a1e0001-0000-4000-8000-000000000006',
  closed: '5a1e0001-0000-4000-8000-000000000007',
};
const FIXTURE_NUMBER = 'ZYX-2026-0417';

async function insertOpportunity(id: string, v: { title: string; agency?: string; description?: string | null; number?: string | null; status?: string; reason?: string; deadline?: string | null }): Promise<void> {
  await q(
    `INSERT INTO sled_opportunity (opportunity_id, title, agency, state, jurisdiction, status, status_reason, status_computed_at, source_status,
       solicitation_number, solicitation_type, posted_date, response_deadline, first_seen_at, last_seen_at, last_change_seen_at, modified,
       description, has_documents, platform, native_id, external_id)
     VALUES ($1::uuid, $2, $3, 'ZZ', 'local', $4, $5, '2026-11-21T23:50:00Z', 'Open', $6, 'rfp', '2026-11-01', $7::timestamptz,
       '2026-11-02T10:00:00Z', '2026-11-21T20:00:00Z', '2026-11-02T10:00:00Z', '2026-11-02T10:05:00Z', $8, false, 'fixture', $1, 'fixture:' || $1)`,
    [id, v.title, v.agency ?? 'Town of Testville', v.status ?? 'open', v.reason ?? 'deadline_future', v.number ?? null, v.deadline === undefined ? '2030-01-15T20:00:00Z' : v.deadline, v.description ?? null],
  );
}

async function insertFixtures(): Promise<void> {
  await insertOpportunity(F.title, { title: `${WORD[0].toUpperCase()}${WORD.slice(1)} Bridge Deck Repair`, description: 'Routine repair of the deck joints.' });
  await insertOpportunity(F.description, { title: 'Annual Pavement Program', description: `The work includes a ${WORD} inspection of all culverts, then resurfacing of the main streets.` });
  await insertOpportunity(F.agency, { title: 'Office Furniture', agency: `${WORD[0].toUpperCase()}${WORD.slice(1)} County Purchasing` });
  await insertOpportunity(F.category, { title: 'Grounds Maintenance Services' });
  await q(`INSERT INTO sled_category_code (opportunity_id, scheme, code, label) VALUES ($1::uuid, 'text', 'Zylophant Care', 'Zylophant Care'), ($1::uuid, 'unknown', 'ZY-77', NULL)`, [F.category]);
  await insertOpportunity(F.document, { title: 'Storm Sewer Lining', description: 'Cured-in-place lining of sewer mains.' });
  await q(
    `INSERT INTO sled_attachment (id, opportunity_id, name, url, mime_type, size_bytes, char_count, pages, extraction_status, extracted_text, posted_at)
     VALUES ('5a1e0002-0000-4000-8000-000000000001', $1::uuid, 'Specifications.pdf', 'https://example.test/specs.pdf', 'application/pdf', 123456, 64, 12, 'completed',
       'Liner resin shall be tested with the ${WORD} protocol.', '2026-11-02T10:00:00Z')`,
    [F.document],
  );
  await q('UPDATE sled_opportunity SET has_documents = true WHERE opportunity_id = $1::uuid', [F.document]);
  await insertOpportunity(F.number, { title: 'Copier Lease', number: FIXTURE_NUMBER });
  await insertOpportunity(F.closed, { title: `${WORD} closed solicitation`, status: 'closed', reason: 'deadline_past', deadline: '2026-10-01T20:00:00Z' });
}

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  await insertFixtures();
});
afterAll(async () => {
  await app?.close();
});

// ───────────────────────────── authentication ─────────────────────────────

describe('sled: authentication', () => {
  it('answers 401 to anonymous callers on every path, REST and GraphQL', async () => {
    for (const path of [BASE, `${BASE}${F.title}/`, `${BASE}${F.title}/revisions/`, `${BASE}coverage/`, '/api/sled/forecasts/', '/api/sled/forecasts/not-a-uuid/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
    for (const doc of ['{ sledOpportunities { count } }', '{ sledCoverage { generatedAt } }', '{ sledForecasts { count } }']) {
      const gql = await app.graphql(doc);
      expect(gql.status, doc).toBe(401);
      expect(gql.body.errors![0].extensions.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
  });
});

// ───────────────────────────── list, defaults, status ─────────────────────────────

const LIST_DEFAULT = [
  'opportunity_id', 'title', 'agency', 'state', 'jurisdiction', 'status', 'status_reason', 'delisted_at', 'solicitation_number', 'solicitation_type', 'posted_date',
  'response_deadline', 'first_seen_at', 'last_seen_at', 'last_change_seen_at', 'modified', 'revision_kind', 'has_documents', 'category_codes',
];

describe('sled: the list and its status default', () => {
  it('lists open solicitations by default in the page-number envelope, newest first seen first, with the list default shape', async () => {
    const res = await app.json(BASE, free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(await countWhere("t.status = 'open'"));
    expect(res.body.results).toHaveLength(25);
    expect(ids(res.body)).toEqual((await idsWhere("t.status = 'open'")).slice(0, 25));
    for (const r of res.body.results) {
      expect(r.status).toBe('open');
      // snippet is absent without a search
      expect(Object.keys(r)).toEqual(LIST_DEFAULT);
      for (const c of r.category_codes) expect(Object.keys(c)).toEqual(['scheme', 'code', 'label']);
    }
    expect(res.body.next).toMatch(/[?&]page=2$/);
  });

  it('an explicit status or active replaces the default; active=false includes unknown', async () => {
    const expectations: [string, string][] = [
      ['status=closed', "t.status = 'closed'"],
      ['status=open|unknown', "t.status IN ('open', 'unknown')"],
      ['status=open OR unknown', "t.status IN ('open', 'unknown')"],
      ['status=UNKNOWN', "t.status = 'unknown'"],
      ['status=awarded|cancelled|closed|open|unknown', 'TRUE'],
      ['active=true', "t.status = 'open'"],
      ['active=false', "t.status <> 'open'"],
      ['active=false&status=unknown', "t.status = 'unknown'"],
      ['active=true&status=closed', 'FALSE'],
    ];
    for (const [query, cond] of expectations) {
      const want = await idsWhere(cond, [], 't.first_seen_at DESC, t.opportunity_id DESC', 100000);
      expect(await allIds(query), query).toEqual(want);
    }
    expect(await countWhere("t.status = 'unknown'")).toBeGreaterThan(0);
    const falseCount = (await app.json(`${BASE}?active=false&limit=1`, free)).body.count;
    expect(falseCount).toBe(await countWhere("t.status <> 'open'"));
    expect((await app.json(`${BASE}?active=maybe`, free)).status).toBe(400);
  });

  it('answers unrecognised enum values with an empty page (not 400), REST and GraphQL', async () => {
    for (const query of ['status=reopened', 'jurisdiction=federal', 'solicitation_type=rfx', 'revision_kind=typo_fix', 'state=QQ', 'platform=nowhere', 'status=open|reopened&state=QQ']) {
      const res = await app.json(`${BASE}?${query}`, free);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual({ count: 0, next: null, previous: null, results: [] });
    }
    const gql = await app.graphql('{ sledOpportunities(filter: {status: "reopened", jurisdiction: "federal", solicitationType: "rfx", revisionKind: "typo_fix"}) { count results { opportunityId } } }', undefined, free.headers);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.sledOpportunities).toEqual({ count: 0, results: [] });
  });

  it('verbose=true adds description and contact(*) to the default list; a shape wins; a bad value is 400', async () => {
    const v = await app.json(`${BASE}?verbose=true&status=open|closed|awarded|cancelled|unknown&limit=100`, free);
    expect(v.status).toBe(200);
    expect(Object.keys(v.body.results[0])).toEqual([...LIST_DEFAULT, 'description', 'contact']);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM sled_contact');
    expect(n).toBeGreaterThan(0);
    const withContact = v.body.results.find((r: any) => r.contact !== null);
    expect(Object.keys(withContact.contact)).toEqual(['name', 'title', 'email', 'phone']);
    const plain = await app.json(`${BASE}?verbose=false`, free);
    expect(Object.keys(plain.body.results[0])).toEqual(LIST_DEFAULT);
    const shaped = await app.json(`${BASE}?verbose=true&shape=opportunity_id,title`, free);
    expect(Object.keys(shaped.body.results[0])).toEqual(['opportunity_id', 'title']);
    for (const bad of ['verbose=yes', 'verbose=true&verbose=false']) expect((await app.json(`${BASE}?${bad}`, free)).status, bad).toBe(400);
  });

  it('pages by number: limit 1 to 100, a page past the end answers 404', async () => {
    const count = await countWhere("t.status = 'open'");
    const last = Math.ceil(count / 10);
    const lastPage = await app.json(`${BASE}?limit=10&page=${last}`, free);
    expect(lastPage.status).toBe(200);
    expect(lastPage.body.next).toBeNull();
    expect(lastPage.body.results).toHaveLength(count - (last - 1) * 10);
    expect((await app.json(`${BASE}?limit=10&page=${last + 1}`, free)).status).toBe(404);
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=x']) expect((await app.json(`${BASE}?${bad}`, free)).status, bad).toBe(400);
    // an empty result is page 1 of nothing, not a 404
    expect((await app.json(`${BASE}?state=QQ&page=1`, free)).status).toBe(200);
  });
});

// ───────────────────────────── filters ─────────────────────────────

describe('sled: filters', () => {
  const ALL = 'status=open|closed|awarded|cancelled|unknown';

  it('match independent SQL, one filter at a time (across every status)', async () => {
    const [row] = await q<Record<string, string>>(
      `SELECT o.state, o.agency, o.solicitation_number, o.platform, o.native_id, o.external_id FROM sled_opportunity o
       WHERE o.solicitation_number IS NOT NULL AND o.platform <> 'fixture' ORDER BY o.opportunity_id LIMIT 1`,
    );
    const [row2] = await q<Record<string, string>>(`SELECT o.state, o.external_id FROM sled_opportunity o WHERE o.state <> $1 AND o.platform <> 'fixture' ORDER BY o.opportunity_id DESC LIMIT 1`, [row.state]);
    const codes = async (scheme: string) => (await q<{ code: string }>('SELECT DISTINCT code FROM sled_category_code WHERE scheme = $1 ORDER BY code LIMIT 2', [scheme])).map((r) => r.code);
    const [naics, nigp, unspsc, text, unknown] = [await codes('naics'), await codes('nigp'), await codes('unspsc'), await codes('text'), await codes('unknown')];
    for (const c of [naics, nigp, unspsc, text, unknown]) expect(c.length).toBeGreaterThan(0);
    const cat = (scheme: string | null, values: string[], fold = false) =>
      `EXISTS (SELECT 1 FROM sled_category_code c WHERE c.opportunity_id = t.opportunity_id${scheme ? ` AND c.scheme = '${scheme}'` : ''} AND ${fold ? 'lower(c.code)' : 'c.code'} IN (${values.map((v) => `'${(fold ? v.toLowerCase() : v).replace(/'/g, "''")}'`).join(', ')}))`;
    const cases: [string, string, unknown[]][] = [
      [`state=${row.state.toLowerCase()}|${row2.state}`, 't.state IN ($1, $2)', [row.state, row2.state]],
      ['jurisdiction=state|EDUCATION', "t.jurisdiction IN ('state', 'education')", []],
      ['jurisdiction=unknown', "t.jurisdiction = 'unknown'", []],
      ['solicitation_type=rfp|ifb', "t.solicitation_type IN ('rfp', 'ifb')", []],
      ['solicitation_type=other', "t.solicitation_type = 'other'", []],
      ['revision_kind=deadline_change|status_change', "t.revision_kind IN ('deadline_change', 'status_change')", []],
      ['has_documents=true', 't.has_documents', []],
      ['has_documents=false', 'NOT t.has_documents', []],
      [`agency=${encodeURIComponent(row.agency.slice(2, 9).toUpperCase())}`, 't.agency ILIKE $1', [`%${row.agency.slice(2, 9)}%`]],
      [`solicitation_number=${encodeURIComponent(row.solicitation_number.toLowerCase())}|${FIXTURE_NUMBER}`, 'lower(t.solicitation_number) IN (lower($1), lower($2))', [row.solicitation_number, FIXTURE_NUMBER]],
      [`naics=${naics.join('|')}`, cat('naics', naics), []],
      [`nigp=${nigp.join('|')}`, cat('nigp', nigp), []],
      [`unspsc=${unspsc[0]}`, cat('unspsc', [unspsc[0]]), []],
      [`category=${encodeURIComponent(text[0].toUpperCase())}`, cat('text', [text[0]], true), []],
      [`category_code=${encodeURIComponent(unknown.join('|'))}|${nigp[0]}`, cat(null, [...unknown, nigp[0]], true), []],
      ['posted_after=2026-10-01&posted_before=2026-11-10', "t.posted_date BETWEEN '2026-10-01' AND '2026-11-10'", []],
      ['response_deadline_after=2026-11-23&response_deadline_before=2026-12-31', "t.response_deadline >= '2026-11-23T00:00:00Z' AND t.response_deadline < '2027-01-01T00:00:00Z'", []],
      ['first_seen_after=2026-11-01', "t.first_seen_at >= '2026-11-01T00:00:00Z'", []],
      ['first_seen_before=2026-06-30', "t.first_seen_at < '2026-07-01T00:00:00Z'", []],
      ['change_seen_after=2026-11-15', "t.last_change_seen_at >= '2026-11-15T00:00:00Z'", []],
      ['modified_after=2026-11-20&modified_before=2026-11-21', "t.modified >= '2026-11-20T00:00:00Z' AND t.modified < '2026-11-22T00:00:00Z'", []],
      [`platform=${row.platform.toUpperCase()}`, 't.platform = $1', [row.platform]],
      [`native_id=${encodeURIComponent(row.native_id)}`, 't.native_id = $1', [row.native_id]],
      [`external_id=${encodeURIComponent(`${row.external_id}|${row2.external_id}`)}`, 't.external_id IN ($1, $2)', [row.external_id, row2.external_id]],
    ];
    for (const [query, cond, params] of cases) {
      const want = await idsWhere(cond, params, 't.first_seen_at DESC, t.opportunity_id DESC', 100000);
      const got = await allIds(`${ALL}&${query}`);
      expect(got, query).toEqual(want);
      expect(want.length, `${query} selects something`).toBeGreaterThan(0);
    }
  });

  it('combine (AND) with each other and with the status default', async () => {
    const want = await idsWhere("t.status = 'open' AND t.jurisdiction IN ('state', 'local') AND t.has_documents AND t.first_seen_at >= '2026-10-01T00:00:00Z'", [], 't.first_seen_at DESC, t.opportunity_id DESC', 100000);
    expect(await allIds('jurisdiction=state|local&has_documents=true&first_seen_after=2026-10-01')).toEqual(want);
  });

  it('refuse bad values: short agency and search, bad dates, inverted ranges, 501 external ids, NUL', async () => {
    const bad: [string, RegExp][] = [
      ['agency=a', /agency needs at least 2 characters/],
      ['search=x', /search needs at least 2 characters/],
      ['search=%20%20', /search needs at least 2 characters/],
      ['posted_after=2026-02-30', /posted_after must be a real calendar date/],
      ['first_seen_after=yesterday', /first_seen_after must be a date/],
      ['response_deadline_before=2026-1-5', /response_deadline_before must be a date/],
      ['posted_after=2026-05-02&posted_before=2026-05-01', /inverted range/],
      ['first_seen_after=2026-11-02&first_seen_before=2026-11-01', /inverted range/],
      ['modified_after=2026-11-02&modified_before=2026-11-01', /inverted range/],
      ['has_documents=yes', /has_documents must be true or false/],
      ['state=%00', /NUL/],
    ];
    for (const [query, message] of bad) {
      const res = await app.json(`${BASE}?${query}`, free);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation_error');
      expect(res.body.error, query).toMatch(message);
    }
    const five01 = Array.from({ length: 501 }, (_, i) => `p:${i}`).join('|');
    const res = await app.json(`${BASE}?external_id=${encodeURIComponent(five01)}`, free);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'external_id takes at most 500 values, got 501', code: 'validation_error' });
    const five00 = Array.from({ length: 500 }, (_, i) => `p:${i}`).join('|');
    expect((await app.json(`${BASE}?external_id=${encodeURIComponent(five00)}`, free)).status).toBe(200);
  });

  it('keep the support filters out of every response shape', async () => {
    for (const field of ['platform', 'native_id', 'external_id']) {
      const res = await app.json(`${BASE}?shape=${field}`, free);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
  });
});

// ───────────────────────────── ordering ─────────────────────────────

describe('sled: ordering', () => {
  it('orders by each allowlisted field both ways, deadline, posted date and last change with nulls last both ways', async () => {
    const nullable: Record<string, boolean> = { response_deadline: true, posted_date: true, first_seen_at: false, last_seen_at: false, last_change_seen_at: true, modified: false };
    for (const [field, nulls] of Object.entries(nullable)) {
      for (const desc of [false, true]) {
        const dir = desc ? 'DESC' : 'ASC';
        const want = await idsWhere('TRUE', [], `t.${field} ${dir}${nulls ? ' NULLS LAST' : ''}, t.opportunity_id ${dir}`, 100000);
        expect(await allIds(`status=open|closed|awarded|cancelled|unknown&ordering=${desc ? '-' : ''}${field}`), `${desc ? '-' : ''}${field}`).toEqual(want);
      }
    }
    // the nulls really are at the end of the descending deadline order
    const desc = await allIds('status=open|closed|awarded|cancelled|unknown&ordering=-response_deadline');
    const nullCount = await countWhere('t.response_deadline IS NULL');
    expect(nullCount).toBeGreaterThan(0);
    expect(new Set(desc.slice(-nullCount))).toEqual(new Set(await idsWhere('t.response_deadline IS NULL', [], 't.opportunity_id', 100000)));
  });

  it('refuses fields outside the allowlist (naming it), and rank without a non-empty search', async () => {
    const allowed = ['response_deadline', 'posted_date', 'first_seen_at', 'last_seen_at', 'last_change_seen_at', 'modified', 'rank'];
    for (const ordering of ['title', 'status', 'opportunity_id', '', 'modified,title']) {
      const res = await app.json(`${BASE}?ordering=${ordering}`, free);
      expect(res.status, ordering).toBe(400);
      expect(res.body.allowed).toEqual(allowed);
    }
    for (const ordering of ['rank', '-rank', 'modified,rank']) {
      const res = await app.json(`${BASE}?ordering=${ordering}`, free);
      expect(res.status, ordering).toBe(400);
      expect(res.body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
    }
    const gql = await app.graphql('{ sledOpportunities(ordering: "rank") { count } }', undefined, free.headers);
    expect(gql.status).toBe(400);
    expect(gql.body.errors![0].extensions.body).toEqual({ error: 'ordering=rank needs a non-empty search', code: 'validation_error' });
  });
});

// ───────────────────────────── search ─────────────────────────────

describe('sled: search', () => {
  it('weights the vector: title A, agency and solicitation number B, ids and category labels C, description D', async () => {
    /** whether the part of the vector under one weight matches a term (stemmed as the search stems it) */
    const matches = async (id: string, w: string, term: string) =>
      (await q<{ m: boolean }>(`SELECT ts_filter(search_vector, '{${w}}') @@ plainto_tsquery('english', $2) AS m FROM sled_opportunity WHERE opportunity_id = $1::uuid`, [id, term]))[0].m;
    expect(await matches(F.title, 'a', WORD)).toBe(true);
    expect(await matches(F.agency, 'b', WORD)).toBe(true);
    expect(await matches(F.agency, 'a', WORD)).toBe(false);
    expect(await matches(F.category, 'c', WORD)).toBe(true);
    expect(await matches(F.category, 'c', 'ZY-77')).toBe(true);
    expect(await matches(F.number, 'b', FIXTURE_NUMBER)).toBe(true);
    expect(await matches(F.number, 'c', `fixture:${F.number}`)).toBe(true);
    expect(await matches(F.description, 'd', WORD)).toBe(true);
    expect(await matches(F.description, 'a', WORD)).toBe(false);
    expect(await matches(F.description, 'a,b,c', WORD)).toBe(false);
    // a category row written later reaches its solicitation's vector (statement trigger), and leaves it when deleted
    await q(`INSERT INTO sled_category_code (opportunity_id, scheme, code, label) VALUES ($1::uuid, 'text', 'Quibblewick', 'Quibblewick')`, [F.number]);
    expect(await matches(F.number, 'c', 'Quibblewick')).toBe(true);
    await q(`DELETE FROM sled_category_code WHERE opportunity_id = $1::uuid AND code = 'Quibblewick'`, [F.number]);
    expect(await matches(F.number, 'c', 'Quibblewick')).toBe(false);
  });

  it('finds title, agency, category, description and document-only matches; ranks title first and documents last', async () => {
    const res = await app.json(`${BASE}?search=${WORD}&shape=opportunity_id,title,snippet`, free);
    expect(res.status).toBe(200);
    const got = ids(res.body);
    // the closed fixture is outside the default status=open
    expect(new Set(got)).toEqual(new Set([F.title, F.description, F.agency, F.category, F.document]));
    expect(got[0]).toBe(F.title);
    expect(got[got.length - 1]).toBe(F.document);
    expect(res.body.count).toBe(5);
    // the snippet: only the description match carries it, with the passage
    for (const r of res.body.results) {
      if (r.opportunity_id === F.description) expect(r.snippet).toMatch(new RegExp(`<b>${WORD}</b> inspection`));
      else expect(Object.keys(r), r.opportunity_id).toEqual(['opportunity_id', 'title']);
    }
    // in GraphQL the snippet is null where REST omits it
    const gql = await app.graphql(`{ sledOpportunities(filter: {search: "${WORD}"}) { results { opportunityId snippet } } }`, undefined, free.headers);
    expect(gql.body.errors).toBeUndefined();
    for (const r of gql.body.data.sledOpportunities.results) {
      if (r.opportunityId === F.description) expect(r.snippet).toMatch(WORD);
      else expect(r.snippet).toBeNull();
    }
    // an explicit status widens it
    expect(ids((await app.json(`${BASE}?search=${WORD}&status=closed`, free)).body)).toEqual([F.closed]);
  });

  it('the match set is the solicitation text or its attachment text, as independent SQL computes it', async () => {
    for (const term of ['resurfacing', 'janitorial services', 'Superpave', 'geotextile', 'Kubernetes', '"request for proposals"', 'road -bridge', 'county or school']) {
      const want = await idsWhere(
        `(to_tsvector('english', concat_ws(' ', t.title, t.agency, t.solicitation_number, t.native_id, t.external_id, t.description,
           (SELECT string_agg(coalesce(c.label, c.code), ' ') FROM sled_category_code c WHERE c.opportunity_id = t.opportunity_id))) @@ websearch_to_tsquery('english', $1)
         OR EXISTS (SELECT 1 FROM sled_attachment a WHERE a.opportunity_id = t.opportunity_id AND to_tsvector('english', coalesce(a.extracted_text, '')) @@ websearch_to_tsquery('english', $1)))`,
        [term],
        't.opportunity_id',
        100000,
      );
      const got = await allIds(`status=open|closed|awarded|cancelled|unknown&search=${encodeURIComponent(term)}`);
      expect([...got].sort(), term).toEqual(want);
    }
    // document-only matches exist in the demo data (terms only the documents use)
    const docOnly = await countWhere(
      `NOT t.search_vector @@ websearch_to_tsquery('english', 'Superpave') AND EXISTS (SELECT 1 FROM sled_attachment a WHERE a.opportunity_id = t.opportunity_id AND a.search_vector @@ websearch_to_tsquery('english', 'Superpave'))`,
    );
    expect(docOnly).toBeGreaterThan(0);
  });

  it('ranks in tiers: title matches, then other matches of the solicitation, then document-only matches', async () => {
    const term = 'services';
    const res = await allIds(`status=open|closed|awarded|cancelled|unknown&search=${term}`);
    const tier = async (id: string) =>
      (await q<{ t: number }>(
        `SELECT CASE WHEN to_tsvector('english', title) @@ websearch_to_tsquery('english', $2) THEN 2
                     WHEN search_vector @@ websearch_to_tsquery('english', $2) THEN 1 ELSE 0 END AS t
         FROM sled_opportunity WHERE opportunity_id = $1::uuid`,
        [id, term],
      ))[0].t;
    const tiers = [];
    for (const id of res) tiers.push(await tier(id));
    expect(tiers.length).toBeGreaterThan(10);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    expect(new Set(tiers).size).toBeGreaterThan(1);
    // an explicit ordering still applies under search; -rank reverses relevance
    const byDeadline = await allIds(`status=open|closed|awarded|cancelled|unknown&search=${term}&ordering=response_deadline`);
    expect(byDeadline).toEqual(await idsWhere(`t.opportunity_id = ANY($1::uuid[])`, [res], 't.response_deadline ASC NULLS LAST, t.opportunity_id ASC', 100000));
    const reversed = await allIds(`status=open|closed|awarded|cancelled|unknown&search=${term}&ordering=-rank`);
    expect(reversed[0]).toBe(res[res.length - 1]);
  });

  it('fails open when the document part errors: the rows of the main match, never an error', async () => {
    const before = ids((await app.json(`${BASE}?search=${WORD}`, free)).body);
    expect(before).toContain(F.document);
    await q('ALTER TABLE sled_attachment RENAME COLUMN search_vector TO search_vector_gone');
    try {
      const res = await app.json(`${BASE}?search=${WORD}`, free);
      expect(res.status).toBe(200);
      expect(new Set(ids(res.body))).toEqual(new Set(before.filter((id) => id !== F.document)));
      const gql = await app.graphql(`{ sledOpportunities(filter: {search: "${WORD}"}) { results { opportunityId } } }`, undefined, free.headers);
      expect(new Set(gql.body.data.sledOpportunities.results.map((r: any) => r.opportunityId))).toEqual(new Set(before.filter((id) => id !== F.document)));
    } finally {
      await q('ALTER TABLE sled_attachment RENAME COLUMN search_vector_gone TO search_vector');
    }
    expect(ids((await app.json(`${BASE}?search=${WORD}`, free)).body)).toEqual(before);
  });

  it('bounds the document part by a row cap and a time budget', async () => {
    const all = await q<{ n: number }>("SELECT count(*)::int AS n FROM sled_document_matches(websearch_to_tsquery('english', 'shall'), 10000, 100000) m");
    expect(all[0].n).toBeGreaterThan(5);
    const capped = await q<{ n: number }>("SELECT count(*)::int AS n FROM sled_document_matches(websearch_to_tsquery('english', 'shall'), 10000, 3) m");
    expect(capped[0].n).toBe(3);
    const instant = await q<{ n: number }>("SELECT count(*)::int AS n FROM sled_document_matches(websearch_to_tsquery('english', 'shall'), -1, 100000) m");
    expect(instant[0].n).toBeLessThanOrEqual(1);
  });
});

// ───────────────────────────── detail ─────────────────────────────

const DETAIL_DEFAULT = [
  'opportunity_id', 'title', 'agency', 'state', 'jurisdiction', 'status', 'status_reason', 'status_computed_at', 'source_status', 'delisted_at', 'solicitation_number',
  'solicitation_type', 'posted_date', 'response_deadline', 'first_seen_at', 'last_seen_at', 'last_change_seen_at', 'modified', 'revision_kind', 'has_documents',
  'description', 'contact', 'category_codes', 'attachments', 'revisions',
];

describe('sled: detail', () => {
  it('serves one solicitation whatever its status, with the detail default', async () => {
    const statuses = await q<{ id: string; status: string }>(`SELECT DISTINCT ON (status) opportunity_id::text AS id, status FROM sled_opportunity WHERE platform <> 'fixture' ORDER BY status, opportunity_id`);
    expect(statuses.map((s) => s.status)).toEqual(['awarded', 'cancelled', 'closed', 'open', 'unknown']);
    for (const { id, status } of statuses) {
      const res = await app.json(`${BASE}${id}/`, free);
      expect(res.status, status).toBe(200);
      expect(Object.keys(res.body)).toEqual(DETAIL_DEFAULT);
      expect(res.body.status).toBe(status);
    }
    const doc = await app.json(`${BASE}${F.document}/`, free);
    expect(doc.body.attachments).toEqual([
      { attachment_id: '5a1e0002-0000-4000-8000-000000000001', name: 'Specifications.pdf', url: 'https://example.test/specs.pdf', mime_type: 'application/pdf', size_bytes: 123456, char_count: 64, pages: 12, extraction_status: 'completed', posted_at: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(doc.body.meta).toBeUndefined();
    // any case of the UUID
    expect((await app.json(`${BASE}${F.title.toUpperCase()}/`, free)).body.opportunity_id).toBe(F.title);
  });

  it('answers 404 for a path segment that is not an RFC 4122 UUID, and for an unknown one; GraphQL null', async () => {
    for (const bad of ['not-a-uuid', '12345', '5a1e0001-0000-4000-8000-00000000000', '5a1e0001-0000-0000-8000-000000000001', 'coverage2', '%00', "'%20OR%201=1"]) {
      const res = await app.json(`${BASE}${bad}/`, free);
      expect(res.status, bad).toBe(404);
      expect(res.body.code, bad).toBe('not_found');
      const rev = await app.json(`${BASE}${bad}/revisions/`, free);
      expect(rev.status, `${bad} revisions`).toBe(404);
    }
    expect((await app.json(`${BASE}5a1e0001-0000-4000-8000-0000000000ff/`, free)).status).toBe(404);
    const gql = await app.graphql('{ a: sledOpportunity(opportunityId: "nope") { title } b: sledOpportunity(opportunityId: "5a1e0001-0000-4000-8000-0000000000ff") { title } }', undefined, free.headers);
    expect(gql.body).toEqual({ data: { a: null, b: null } });
  });
});

// ───────────────────────────── gates ─────────────────────────────

describe('sled: gated leaves', () => {
  it('attachments(extracted_text) needs Small and version 4.25.1; the rest of the attachment is on every plan', async () => {
    const shape = 'shape=opportunity_id,attachments(name,size_bytes,char_count,pages,extraction_status,extracted_text)';
    const f = await app.json(`${BASE}${F.document}/?${shape}`, free);
    expect(f.status).toBe(200);
    expect(f.body.attachments[0]).toEqual({ name: 'Specifications.pdf', size_bytes: 123456, char_count: 64, pages: 12, extraction_status: 'completed' });
    expect(f.body.meta.upgrade_hints.fields).toEqual([{ field: 'attachments.extracted_text', required_tier: 'small' }]);
    const s = await app.json(`${BASE}${F.document}/?${shape}`, small);
    expect(s.body.attachments[0].extracted_text).toBe(`Liner resin shall be tested with the ${WORD} protocol.`);
    expect(s.body.meta).toBeUndefined();
    const old = await app.json(`${BASE}${F.document}/?${shape}`, as('demo_small', { 'x-api-version': '4.25.0' }));
    expect(old.status).toBe(200);
    expect(Object.keys(old.body.attachments[0])).toEqual(['name', 'size_bytes', 'char_count', 'pages', 'extraction_status']);
    const pinned = await app.json(`${BASE}${F.document}/?${shape}`, as('demo_small', { 'x-api-version': '4.25.1' }));
    expect(pinned.body.attachments[0].extracted_text).toContain(WORD);
    // GraphQL: null in place, with the hint
    const gql = await app.graphql(`{ sledOpportunity(opportunityId: "${F.document}") { attachments { name sizeBytes extractedText } } }`, undefined, free.headers);
    expect(gql.body.data.sledOpportunity.attachments[0]).toEqual({ name: 'Specifications.pdf', sizeBytes: 123456, extractedText: null });
    expect(gql.body.extensions.upgradeHints.fields).toEqual([{ field: 'attachments.extracted_text', required_tier: 'small' }]);
  });

  it('revisions(changes) and raw(*) need Small; delisted_at needs 4.25.3 and is served by default', async () => {
    const [{ id }] = await q<{ id: string }>('SELECT r.opportunity_id::text AS id FROM sled_revision r JOIN sled_raw w USING (opportunity_id) ORDER BY r.observed_at DESC LIMIT 1');
    const shape = 'shape=opportunity_id,delisted_at,revisions(kind,changes),raw(*)';
    const f = await app.json(`${BASE}${id}/?${shape}`, free);
    expect(f.status).toBe(200);
    expect(Object.keys(f.body)).toEqual(['opportunity_id', 'delisted_at', 'revisions', 'meta']);
    expect(f.body.revisions.length).toBeGreaterThan(0);
    for (const r of f.body.revisions) expect(Object.keys(r)).toEqual(['kind']);
    expect(f.body.meta.upgrade_hints.fields).toEqual([{ field: 'revisions.changes', required_tier: 'small' }, { field: 'raw', required_tier: 'small' }]);
    const s = await app.json(`${BASE}${id}/?${shape}`, small);
    const [raw] = await q<{ raw_status: string; data: unknown }>('SELECT raw_status, data FROM sled_raw WHERE opportunity_id = $1::uuid', [id]);
    expect(s.body.raw.raw_status).toBe(raw.raw_status);
    expect(s.body.raw.data).toEqual(raw.data);
    const changes = await q<{ changes: unknown }>('SELECT changes FROM sled_revision WHERE opportunity_id = $1::uuid ORDER BY observed_at, id', [id]);
    expect(s.body.revisions.map((r: any) => r.changes)).toEqual(changes.map((c) => c.changes));
    for (const v of ['4.25.0', '4.25.2']) {
      const old = await app.json(`${BASE}${id}/?${shape}`, as('demo_small', { 'x-api-version': v }));
      expect(Object.keys(old.body), v).toEqual(['opportunity_id', 'revisions', 'raw']);
    }
    const current = await app.json(`${BASE}?status=closed&limit=100`, as('demo_free', { 'x-api-version': '4.25.3' }));
    expect(current.body.results.some((r: any) => typeof r.delisted_at === 'string')).toBe(true);
  });
});

// ───────────────────────────── revisions path ─────────────────────────────

describe('sled: revisions', () => {
  it('lists one solicitation\'s observed revisions newest first, page-number, kind filter; changes gated', async () => {
    const [{ id }] = await q<{ id: string }>('SELECT opportunity_id::text AS id FROM sled_revision GROUP BY opportunity_id ORDER BY count(*) DESC, opportunity_id LIMIT 1');
    const rows = await q<{ id: string; kind: string; observed_at: Date; changes: unknown }>('SELECT id::text, kind, observed_at, changes FROM sled_revision WHERE opportunity_id = $1::uuid ORDER BY observed_at DESC, id DESC', [id]);
    expect(rows.length).toBeGreaterThan(1);
    const s = await app.json(`${BASE}${id}/revisions/`, small);
    expect(s.status).toBe(200);
    expect(s.body.count).toBe(rows.length);
    expect(s.body.results).toEqual(rows.map((r) => ({ revision_id: r.id, observed_at: new Date(r.observed_at).toISOString(), kind: r.kind, changes: r.changes })));
    const f = await app.json(`${BASE}${id}/revisions/`, free);
    expect(f.body.results.map((r: any) => Object.keys(r))).toEqual(rows.map(() => ['revision_id', 'observed_at', 'kind']));
    expect(f.body.meta.upgrade_hints.fields).toEqual([{ field: 'changes', required_tier: 'small' }]);
    const kind = rows[0].kind;
    const byKind = await app.json(`${BASE}${id}/revisions/?kind=${kind.toUpperCase()}|nonsense`, free);
    expect(byKind.body.count).toBe(rows.filter((r) => r.kind === kind).length);
    expect((await app.json(`${BASE}${id}/revisions/?kind=nonsense`, small)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    // a solicitation without revisions: an empty page; an unknown one: 404
    expect((await app.json(`${BASE}${F.title}/revisions/`, small)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await app.json(`${BASE}5a1e0001-0000-4000-8000-0000000000ff/revisions/`, free)).status).toBe(404);
    expect((await app.json(`${BASE}${id}/revisions/?ordering=observed_at&limit=1`, free)).body.results[0].revision_id).toBe(rows[rows.length - 1].id);
    const gql = await app.graphql(`{ sledOpportunityRevisions(opportunityId: "${id}", limit: 100) { count results { revisionId kind } } }`, undefined, free.headers);
    expect(gql.body.data.sledOpportunityRevisions).toEqual({ count: rows.length, results: rows.map((r) => ({ revisionId: r.id, kind: r.kind })) });
  });
});

// ───────────────────────────── coverage ─────────────────────────────

interface CoverageState { state: string; total_count: number; forecast_count: number; by_status: Record<string, number>; jurisdictions: string[]; last_change_observed_at: string | null }

/** The rollup as independent SQL computes it. */
async function expectedCoverage(): Promise<{ totals: Record<string, unknown>; states: CoverageState[] }> {
  const per = await q<{ state: string; status: string; n: number }>('SELECT state, status, count(*)::int AS n FROM sled_opportunity GROUP BY 1, 2');
  const jur = await q<{ state: string; j: string }>('SELECT DISTINCT state, jurisdiction AS j FROM sled_opportunity ORDER BY 1, 2');
  const seen = await q<{ state: string; at: Date }>('SELECT state, max(last_seen_at) AS at FROM sled_opportunity GROUP BY 1');
  const fc = await q<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM sled_forecast GROUP BY 1');
  const states = [...new Set([...per.map((p) => p.state), ...fc.map((f) => f.state)])].sort();
  const zero = () => ({ open: 0, closed: 0, awarded: 0, cancelled: 0, unknown: 0 }) as Record<string, number>;
  const rows: CoverageState[] = states.map((s) => {
    const by = zero();
    for (const p of per.filter((x) => x.state === s)) by[p.status] = p.n;
    const at = seen.find((x) => x.state === s)?.at;
    return {
      state: s,
      total_count: Object.values(by).reduce((a, b) => a + b, 0),
      forecast_count: fc.find((x) => x.state === s)?.n ?? 0,
      by_status: by,
      jurisdictions: jur.filter((x) => x.state === s).map((x) => x.j),
      last_change_observed_at: at ? new Date(at).toISOString() : null,
    };
  });
  const by = zero();
  for (const r of rows) for (const k of Object.keys(by)) by[k] += r.by_status[k];
  return {
    totals: { opportunities: rows.reduce((a, r) => a + r.total_count, 0), forecasts: rows.reduce((a, r) => a + r.forecast_count, 0), jurisdictions_covered: rows.length, by_status: by },
    states: rows,
  };
}

describe('sled: coverage', () => {
  it('is routed before the detail and matches independent SQL: five buckets always, per state and in totals', async () => {
    const res = await app.json(`${BASE}coverage/`, free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['generated_at', 'totals', 'states']);
    const want = await expectedCoverage();
    expect(res.body.totals).toEqual(want.totals);
    expect(res.body.states).toEqual(want.states);
    for (const s of res.body.states) expect(Object.keys(s.by_status)).toEqual(['open', 'closed', 'awarded', 'cancelled', 'unknown']);
    // some state has an empty bucket, reported as zero
    expect(res.body.states.some((s: CoverageState) => Object.values(s.by_status).includes(0))).toBe(true);
    expect((await app.json('/api/sled/opportunities/coverage', free)).status).toBe(200);
    // GraphQL: the same numbers
    const gql = await app.graphql('{ sledCoverage { totals { opportunities forecasts jurisdictionsCovered byStatus { open closed awarded cancelled unknown } } states { state totalCount byStatus { unknown } jurisdictions lastChangeObservedAt } } }', undefined, free.headers);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.sledCoverage;
    expect(g.totals.opportunities).toBe(want.totals.opportunities);
    expect(g.totals.byStatus).toEqual(want.totals.by_status);
    expect(g.states.map((s: any) => [s.state, s.totalCount, s.byStatus.unknown, s.jurisdictions, s.lastChangeObservedAt])).toEqual(
      want.states.map((s) => [s.state, s.total_count, s.by_status.unknown, s.jurisdictions, s.last_change_observed_at]),
    );
  });

  it('is cached per instance and recomputed after a change, e.g. a status job run', async () => {
    // two requests in a row share one computation (a notification of an earlier write may clear it once: try again)
    let first: any = null;
    let second: any = null;
    for (let i = 0; i < 5 && (first === null || second.generated_at !== first.generated_at); i++) {
      first = (await app.json(`${BASE}coverage/`, free)).body;
      await new Promise((r) => setTimeout(r, 5));
      second = (await app.json(`${BASE}coverage/`, free)).body;
    }
    expect(second.generated_at).toBe(first.generated_at);
    // the status job at a later time closes solicitations whose deadline passed: the rollup follows
    // (at once on the embedded database; on PostgreSQL when the change notification arrives, within milliseconds)
    const later = new Date(Date.parse(`${TEST_AS_OF}T00:00:00Z`) + 20 * 86_400_000);
    const run = await runSledStatus(app.db.raw.query, later);
    expect(run.changed).toBeGreaterThan(0);
    let third = (await app.json(`${BASE}coverage/`, free)).body;
    for (let i = 0; i < 40 && third.generated_at === first.generated_at; i++) {
      await new Promise((r) => setTimeout(r, 50));
      third = (await app.json(`${BASE}coverage/`, free)).body;
    }
    expect(third.generated_at).not.toBe(first.generated_at);
    expect(third.totals.by_status.open).toBeLessThan(first.totals.by_status.open);
    expect(third.totals).toEqual((await expectedCoverage()).totals);
    // put the statuses back as of the dataset (the fixtures keep their stored values below: they are open until 2030)
    await runSledStatus(app.db.raw.query, new Date(`${TEST_AS_OF}T00:00:00Z`));
  });
});

// ───────────────────────────── forecasts ─────────────────────────────

describe('sled: forecasts', () => {
  const FC = '/api/sled/forecasts/';
  const fids = (body: any) => body.results.map((r: any) => r.forecast_id);
  const fWhere = async (cond: string, params: unknown[] = [], order = 't.first_seen_at DESC, t.forecast_id DESC') =>
    (await q<{ id: string }>(`SELECT t.forecast_id::text AS id FROM sled_forecast t WHERE ${cond} ORDER BY ${order}`, params)).map((r) => r.id);

  it('lists every forecast (no status, no default filter) with the list default, and serves the detail', async () => {
    const res = await app.json(`${FC}?limit=100`, free);
    expect(res.status).toBe(200);
    expect(fids(res.body)).toEqual(await fWhere('TRUE'));
    expect(Object.keys(res.body.results[0])).toEqual(['forecast_id', 'title', 'agency', 'state', 'jurisdiction', 'fiscal_year', 'estimated_release_date', 'estimated_award_date', 'estimated_value', 'first_seen_at', 'modified']);
    const id = fids(res.body)[0];
    const d = await app.json(`${FC}${id}/`, free);
    expect(Object.keys(d.body)).toEqual(['forecast_id', 'title', 'agency', 'state', 'jurisdiction', 'description', 'fiscal_year', 'estimated_release_date', 'estimated_award_date', 'estimated_value', 'category_codes', 'contact', 'source_url', 'first_seen_at', 'last_seen_at', 'modified']);
    const [row] = await q<any>('SELECT category_codes, estimated_value::text AS v FROM sled_forecast WHERE forecast_id = $1::uuid', [id]);
    expect(d.body.category_codes).toEqual(row.category_codes);
    expect(d.body.estimated_value === null ? null : String(d.body.estimated_value)).toBe(row.v === null ? null : String(Number(row.v)));
    for (const bad of ['nope', '1', `${id}x`]) expect((await app.json(`${FC}${bad}/`, free)).status, bad).toBe(404);
    // no status filter here: an unknown parameter answers 400 (issue 13)
    expect((await app.json(`${FC}?status=open`, free)).status).toBe(400);
  });

  it('filters and orders as independent SQL does; unknown enum values give an empty page', async () => {
    const [r] = await q<any>(`SELECT state, agency, fiscal_year FROM sled_forecast WHERE fiscal_year IS NOT NULL ORDER BY forecast_id LIMIT 1`);
    const [code] = await q<{ code: string; scheme: string }>(`SELECT e->>'code' AS code, e->>'scheme' AS scheme FROM sled_forecast, jsonb_array_elements(category_codes) e WHERE e->>'scheme' = 'nigp' LIMIT 1`);
    const cases: [string, string, unknown[]][] = [
      [`state=${r.state.toLowerCase()}`, 't.state = $1', [r.state]],
      ['jurisdiction=local|Education', "t.jurisdiction IN ('local', 'education')", []],
      [`agency=${encodeURIComponent(r.agency.slice(1, 8))}`, 't.agency ILIKE $1', [`%${r.agency.slice(1, 8)}%`]],
      [`fiscal_year=${r.fiscal_year}`, 't.fiscal_year = $1', [r.fiscal_year]],
      [`fiscal_year_gte=${r.fiscal_year}&fiscal_year_lte=${r.fiscal_year + 1}`, 't.fiscal_year BETWEEN $1 AND $1 + 1', [r.fiscal_year]],
      ['release_date_after=2026-12-01&release_date_before=2027-03-31', "t.estimated_release_date BETWEEN '2026-12-01' AND '2027-03-31'", []],
      ['award_date_after=2027-01-01', "t.estimated_award_date >= '2027-01-01'", []],
      ['estimated_value_min=500000&estimated_value_max=3000000', 't.estimated_value BETWEEN 500000 AND 3000000', []],
      [`nigp=${code.code}`, `EXISTS (SELECT 1 FROM jsonb_array_elements(t.category_codes) e WHERE e->>'scheme' = 'nigp' AND e->>'code' = $1)`, [code.code]],
      [`category_code=${code.code}`, `EXISTS (SELECT 1 FROM jsonb_array_elements(t.category_codes) e WHERE lower(e->>'code') = lower($1))`, [code.code]],
      ['first_seen_after=2026-10-01', "t.first_seen_at >= '2026-10-01T00:00:00Z'", []],
      ['search=services', "t.search_vector @@ websearch_to_tsquery('english', 'services')", []],
    ];
    for (const [query, cond, params] of cases) {
      const order = query.startsWith('search') ? "ts_rank(t.search_vector, websearch_to_tsquery('english', 'services')) DESC, t.forecast_id DESC" : undefined;
      const want = await fWhere(cond, params, order);
      expect(want.length, query).toBeGreaterThan(0);
      expect(fids((await app.json(`${FC}?${query}&limit=100`, free)).body), query).toEqual(want);
    }
    for (const query of ['jurisdiction=federal', 'state=QQ']) expect((await app.json(`${FC}?${query}`, free)).body.count, query).toBe(0);
    for (const field of ['estimated_release_date', 'estimated_value', 'fiscal_year', 'modified']) {
      for (const desc of [false, true]) {
        const dir = desc ? 'DESC' : 'ASC';
        const want = await fWhere('TRUE', [], `t.${field} ${dir} NULLS LAST, t.forecast_id ${dir}`);
        expect(fids((await app.json(`${FC}?ordering=${desc ? '-' : ''}${field}&limit=100`, free)).body), field).toEqual(want);
      }
    }
    for (const bad of ['ordering=title', 'ordering=rank', 'fiscal_year=abc', 'release_date_after=2027-01-02&release_date_before=2027-01-01', 'agency=x', 'estimated_value_min=lots']) {
      expect((await app.json(`${FC}?${bad}`, free)).status, bad).toBe(400);
    }
  });
});

// ───────────────────────────── demo data ─────────────────────────────

describe('sled: the demo data exercises every rule', () => {
  it('has every status and reason, delistings, terminal words, undated rows, documents, revisions, raw records and every category scheme', async () => {
    const one = async (sql: string) => (await q<{ n: number }>(sql))[0].n;
    const gen = "platform <> 'fixture'";
    for (const s of ['open', 'closed', 'awarded', 'cancelled', 'unknown']) expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE ${gen} AND status = '${s}'`), s).toBeGreaterThan(0);
    for (const r of ['deadline_future', 'deadline_past', 'no_deadline', 'source_terminal', 'delisted']) expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE ${gen} AND status_reason = '${r}'`), r).toBeGreaterThan(0);
    expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE delisted_at IS NOT NULL AND status IN ('awarded', 'cancelled')`)).toBeGreaterThan(0);
    expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE ${gen} AND response_deadline IS NULL`)).toBeGreaterThan(0);
    expect(await one("SELECT count(*)::int AS n FROM sled_attachment WHERE extraction_status = 'completed' AND extracted_text IS NOT NULL")).toBeGreaterThan(0);
    expect(await one("SELECT count(*)::int AS n FROM sled_revision WHERE jsonb_array_length(changes) > 0")).toBeGreaterThan(0);
    expect(await one('SELECT count(*)::int AS n FROM sled_raw')).toBeGreaterThan(0);
    expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE ${gen} AND jurisdiction = 'unknown'`)).toBeGreaterThan(0);
    for (const scheme of ['nigp', 'unspsc', 'naics', 'text', 'unknown']) expect(await one(`SELECT count(*)::int AS n FROM sled_category_code WHERE scheme = '${scheme}'`), scheme).toBeGreaterThan(0);
    for (const k of ['deadline_change', 'status_change', 'documents_added', 'title_change', 'content_change']) expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE revision_kind = '${k}'`), k).toBeGreaterThan(0);
    const share = async (cond: string, of = 'TRUE') => (await q<{ s: number }>(`SELECT avg(CASE WHEN ${cond} THEN 1.0 ELSE 0 END)::float AS s FROM sled_opportunity WHERE ${gen} AND ${of}`))[0].s;
    expect(await share('solicitation_number IS NULL')).toBeGreaterThan(0.2);
    expect(await share('solicitation_number IS NULL')).toBeLessThan(0.45);
    expect(await share('posted_date IS NULL')).toBeGreaterThan(0.07);
    expect(await share('posted_date IS NULL')).toBeLessThan(0.3);
    expect(await share('description IS NULL', "status = 'open'")).toBeGreaterThan(0.12);
    expect(await share('description IS NULL', "status = 'open'")).toBeLessThan(0.4);
    for (const t of ['rfp', 'ifb', 'rfq', 'rfi', 'other']) expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE solicitation_type = '${t}'`), t).toBeGreaterThan(0);
    expect(await one(`SELECT count(*)::int AS n FROM sled_opportunity WHERE ${gen} AND solicitation_type IS NULL`)).toBeGreaterThan(0);
  });
});

// ───────────────────────────── parity and statements ─────────────────────────────

describe('sled: REST and GraphQL agree', () => {
  it('returns the same records, fields and counts for a filtered, searched, ordered page', async () => {
    const rest = await app.json(`${BASE}?status=open|closed&jurisdiction=state|local&search=services&ordering=-response_deadline&limit=10&page=2&shape=opportunity_id,title,status,response_deadline,category_codes(scheme,code),contact(name),snippet`, free);
    expect(rest.status).toBe(200);
    const gql = await app.graphql(
      `{ sledOpportunities(filter: {status: "open|closed", jurisdiction: "state|local", search: "services"}, ordering: "-response_deadline", limit: 10, page: 2) {
          count previous results { opportunityId title status responseDeadline categoryCodes { scheme code } contact { name } snippet } } }`,
      undefined,
      free.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.sledOpportunities;
    expect(g.count).toBe(rest.body.count);
    expect(g.previous).toBe('1');
    expect(rest.body.results.length).toBeGreaterThan(0);
    expect(
      g.results.map((r: any) => ({
        opportunity_id: r.opportunityId, title: r.title, status: r.status, response_deadline: r.responseDeadline, category_codes: r.categoryCodes, contact: r.contact,
        ...(r.snippet === null ? {} : { snippet: r.snippet }),
      })),
    ).toEqual(rest.body.results);
  });
});

describe('sled: GraphQL types', () => {
  it('serves the vocabularies as enums on output, through graphql-js as through direct execution; filters are typed but never enums (REST is tolerant)', async () => {
    const intro = await app.graphql('{ s: __type(name: "SledStatus") { kind enumValues { name } } f: __type(name: "SledOpportunityFilter") { inputFields { name type { kind name ofType { kind name ofType { kind name } } } } } }', undefined, free.headers);
    expect(intro.body.data.s).toEqual({ kind: 'ENUM', enumValues: ['awarded', 'cancelled', 'closed', 'open', 'unknown'].map((name) => ({ name })) });
    const named = (t: any): string => (t.kind === 'NON_NULL' ? named(t.ofType) : t.kind === 'LIST' ? `[${named(t.ofType)}]` : t.name);
    const inputs = Object.fromEntries(intro.body.data.f.inputFields.map((f: any) => [f.name, named(f.type)]));
    for (const [name, type] of Object.entries(inputs)) expect(['String', '[String]', 'Boolean', 'Date', 'Int', 'Decimal'], name).toContain(type);
    expect(inputs.active).toBe('Boolean');
    expect(['String', '[String]']).toContain(inputs.status);
    // an unknown status is an empty page in GraphQL as in REST (document 3), not a validation error
    const unknown = await app.graphql('{ sledOpportunities(filter: {status: "bogus"}) { count } }', undefined, free.headers);
    expect(unknown.body).toEqual({ data: { sledOpportunities: { count: 0 } } });
    expect((await app.json(`${BASE}?status=bogus`, free)).body.count).toBe(0);
    const fields = 'opportunityId status statusReason jurisdiction solicitationType revisionKind categoryCodes { scheme } attachments { extractionStatus } revisions { kind }';
    const query = `sledOpportunities(filter: {status: "open|closed|awarded|cancelled|unknown"}, limit: 100) { results { ${fields} } }`;
    // __typename sends the document through graphql-js (enum serialisation); without it, direct execution
    const viaJs = await app.graphql(`{ ${query} __typename }`, undefined, free.headers);
    const direct = await app.graphql(`{ ${query} }`, undefined, free.headers);
    expect(viaJs.body.errors).toBeUndefined();
    expect(viaJs.body.data.sledOpportunities).toEqual(direct.body.data.sledOpportunities);
    const results = viaJs.body.data.sledOpportunities.results;
    expect(new Set(results.map((r: any) => r.status)).size).toBeGreaterThan(2);
    const rest = await app.json(`${BASE}?status=open|closed|awarded|cancelled|unknown&limit=100&shape=opportunity_id,status,status_reason,jurisdiction,solicitation_type`, free);
    expect(results.map((r: any) => [r.opportunityId, r.status, r.statusReason, r.jurisdiction, r.solicitationType])).toEqual(
      rest.body.results.map((r: any) => [r.opportunity_id, r.status, r.status_reason, r.jurisdiction, r.solicitation_type]),
    );
  });
});

describe('sled: one SQL statement per page', () => {
  it('answers a list, a search, a detail, revisions and the coverage in one statement each, REST and GraphQL', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const get = (path: string, headers = small.headers) => recording.fetch(new Request(`http://test.local${path}`, { headers }));
    const [{ id }] = await q<{ id: string }>('SELECT opportunity_id::text AS id FROM sled_revision GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1');
    const paths = [
      `${BASE}?verbose=true&limit=100&shape=opportunity_id,contact(*),category_codes(*),attachments(*),revisions(*),raw(*),snippet`,
      `${BASE}?search=services&status=open|closed&limit=50`,
      `${BASE}${id}/?shape=opportunity_id,attachments(*),revisions(*),raw(*),contact(*),category_codes(*)`,
      `${BASE}${id}/revisions/`,
      '/api/sled/forecasts/?search=services',
    ];
    for (const path of paths) {
      expect((await get(path)).status, path).toBe(200);
      log.length = 0;
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(log, `${path}\n${log.join('\n')}`).toHaveLength(1);
    }
    log.length = 0;
    expect((await get(`${BASE}coverage/`)).status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    // cached: no statement at all
    expect((await get(`${BASE}coverage/`)).status).toBe(200);
    expect(log).toHaveLength(0);
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...small.headers },
        body: JSON.stringify({ query: '{ sledOpportunities(filter: {search: "services", status: "open|closed"}, limit: 50) { count results { opportunityId snippet attachments { name } revisions { kind changes { field } } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
  });
});
