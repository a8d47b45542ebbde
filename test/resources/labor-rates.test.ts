/**
 * Labor-category rates (document 3): the two scoped lists, the Small-plan
 * endpoint gate (401/403), the Small-plan expansion gates, every filter, the
 * ordering allowlist, page sizes, shapes and flat output, the entity linkage
 * through the IDV recipient, REST/GraphQL parity and one statement per page.
 * The premium budget is tested over HTTP in test/ratelimit/http.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { makeContext } from '../../src/context.js';
import { CURRENT_API_VERSION } from '../../src/version.js';
import { runList } from '../../src/engine/plan/run.js';
import { parseShape } from '../../src/engine/shape/parser.js';
import { resolveShape } from '../../src/engine/shape/validate.js';
import { shapeFields } from '../../src/engine/resource.js';
import { laborRates } from '../../src/resources/labor-rates.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string) => ({ headers: { 'x-api-key': key } });
const small = as('demo_small');
const free = as('demo_free');
const enterprise = as('demo_enterprise');
const get = (path: string, who = small) => app.json(path, who);
const gql = (query: string, key = 'demo_small') => app.graphql(query, undefined, { 'x-api-key': key });

/** The busiest IDV (most rates) and an entity that holds two IDVs with rates. */
let idvKey: string;
let idvPiid: string;
let idvCount: number;
let entityUei: string;
let entityIdvs: { key: string; piid: string }[];

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  [{ idv_key: idvKey, idv_piid: idvPiid, n: idvCount }] = await q(`SELECT idv_key, idv_piid, count(*)::int n FROM labor_rate GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1`);
  [{ recipient_uei: entityUei }] = await q(`
    SELECT a.recipient_uei FROM labor_rate l JOIN award a ON a.key = l.idv_key
    GROUP BY 1 HAVING count(DISTINCT l.idv_key) >= 2 ORDER BY count(*) DESC, 1 LIMIT 1`);
  entityIdvs = await q(`SELECT DISTINCT a.key, a.piid FROM award a JOIN labor_rate l ON l.idv_key = a.key WHERE a.recipient_uei = $1 ORDER BY a.key`, [entityUei]);
});
afterAll(async () => {
  await app?.close();
});

const uuids = (body: { results: { uuid: string }[] }) => body.results.map((r) => r.uuid);
const ENTITY_SCOPE = `t.idv_key IN (SELECT a.key FROM award a WHERE a.family = 'idv' AND a.recipient_uei = $1)`;

/** uuids of the rates matching `where` (over alias t, $1 is the first param) in an ordering. */
async function expected(where: string, params: unknown[] = [], order = 't.labor_category ASC, t.uuid ASC'): Promise<string[]> {
  return (await q<{ uuid: string }>(`SELECT t.uuid::text FROM labor_rate t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.uuid);
}

describe('gates', () => {
  it('anonymous callers get 401 on both paths and in GraphQL', async () => {
    for (const path of [`/api/idvs/${idvKey}/lcats/`, `/api/entities/${entityUei}/lcats/`]) {
      const res = await app.json(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
    const g = await app.graphql(`{ laborRates(idvKey: "${idvKey}") { count } }`);
    expect(g.status).toBe(401);
    expect(g.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', body: { detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' } });
    // authentication is checked before the parent: an unknown IDV also answers 401
    expect((await app.json('/api/idvs/NOPE/lcats/')).status).toBe(401);
  });

  it('the Free plan gets 403 tier_required with the documented body, REST and GraphQL alike', async () => {
    for (const path of [`/api/idvs/${idvKey}/lcats/`, `/api/entities/${entityUei}/lcats/`]) {
      const res = await get(path, free);
      expect(res.status, path).toBe(403);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'current_tier', 'error', 'required_tier', 'upgrade_url']);
      expect(res.body).toMatchObject({ code: 'tier_required', required_tier: 'small', current_tier: 'free', upgrade_url: expect.stringMatching(/^https?:\/\//) });
      expect(res.body.error).toMatch(/Small plan/);
    }
    const rest = await get(`/api/idvs/${idvKey}/lcats/`, free);
    for (const query of [`{ laborRates(idvKey: "${idvKey}") { count } }`, `{ laborRate(uuid: "00000000-0000-4000-8000-000000000000") { uuid } }`]) {
      const g = await gql(query, 'demo_free');
      expect(g.status, query).toBe(403);
      expect(g.body.errors![0].extensions, query).toMatchObject({ code: 'TIER_REQUIRED', body: rest.body });
    }
  });

  it('Small and above are served', async () => {
    for (const who of [small, enterprise]) expect((await get(`/api/idvs/${idvKey}/lcats/`, who)).status).toBe(200);
  });

  it('idv(...) and recipient(...) carry their own Small gate: below it they are withheld with upgrade hints (REST omits, GraphQL nulls)', async () => {
    // the endpoint gate refuses Free callers before any field is planned, so the field gate is exercised
    // on the same declaration with the endpoint gate lifted: what a lower-tier path to these records would see
    const open = { ...laborRates, tier: undefined, auth: false };
    const sel = resolveShape(parseShape(laborRates.defaultShape.list), shapeFields(laborRates.fields));
    const ctxFor = (tier: 'free' | 'small') =>
      makeContext({ requestId: 't', prisma: app.db.prisma, sql: app.db.raw.query, logger: createLogger('silent'), tier, apiVersion: CURRENT_API_VERSION, principal: null });
    const scope = { arg: 'idvKey', value: idvKey };
    const lowCtx = ctxFor('free');
    const low = await runList(open, { filter: new Map(), scope }, sel, 'rest', lowCtx);
    const row = JSON.parse(low.rows[0]);
    expect(row).not.toHaveProperty('idv');
    expect(row).not.toHaveProperty('recipient');
    expect(row.business_size).toBeTruthy();
    expect(lowCtx.upgradeHints).toEqual([
      { field: 'idv', required_tier: 'small' },
      { field: 'recipient', required_tier: 'small' },
    ]);
    const gqlCtx = ctxFor('free');
    const lowGql = JSON.parse((await runList(open, { filter: new Map(), scope }, sel, 'graphql', gqlCtx)).rows[0]);
    expect(lowGql.idv).toBeNull();
    expect(lowGql.recipient).toBeNull();
    expect(gqlCtx.upgradeHints.map((h) => h.field)).toEqual(['idv', 'recipient']);
    const highCtx = ctxFor('small');
    const high = JSON.parse((await runList(open, { filter: new Map(), scope }, sel, 'rest', highCtx)).rows[0]);
    expect(high.idv.key).toBe(idvKey);
    expect(high.recipient.uei).toMatch(/^[A-Z0-9]{12}$/);
    expect(highCtx.upgradeHints).toEqual([]);
    // the REST surface says so too
    const shapes = await get(`/api/idvs/${idvKey}/lcats/?show_shapes=true`);
    expect(shapes.body.fields.idv).toMatchObject({ expansion: 'object', tier: 'small' });
    expect(shapes.body.fields.recipient).toMatchObject({ expansion: 'object', tier: 'small' });
    expect(shapes.body.fields.business_size.tier).toBeUndefined();
  });
});

describe('GET /api/idvs/{key}/lcats/ and /api/entities/{uei}/lcats/', () => {
  it('answer the page-number envelope with the default shape, 10 rates a page, in labor-category order', async () => {
    const res = await get(`/api/idvs/${idvKey}/lcats/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(idvCount);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.next).toBe(`http://test.local/api/idvs/${idvKey}/lcats/?page=2`);
    expect(res.body.previous).toBeNull();
    expect(Object.keys(res.body.results[0])).toEqual([
      'uuid', 'labor_category', 'current_price', 'education_level', 'min_years_experience', 'experience_range', 'security_clearance',
      'worksite', 'sin', 'category', 'subcategory', 'schedule', 'contract_start', 'contract_end', 'business_size', 'idv', 'recipient',
    ]);
    expect(uuids(res.body)).toEqual((await expected('t.idv_key = $1', [idvKey])).slice(0, 10));
    const [r] = await q(`SELECT l.*, l.uuid::text AS id, to_char(l.contract_start, 'YYYY-MM-DD') cs, to_char(l.contract_end, 'YYYY-MM-DD') ce, a.piid, to_char(a.award_date, 'YYYY-MM-DD') ad, a.recipient_uei, e.display_name
      FROM labor_rate l JOIN award a ON a.key = l.idv_key LEFT JOIN entity e ON e.uei = a.recipient_uei WHERE l.uuid = $1::uuid`, [res.body.results[0].uuid]);
    expect(res.body.results[0]).toEqual({
      uuid: r.id,
      labor_category: r.labor_category,
      current_price: Number(r.current_price),
      education_level: r.education_level,
      min_years_experience: r.min_years_experience,
      experience_range: r.experience_range,
      security_clearance: r.security_clearance,
      worksite: r.worksite,
      sin: r.sin,
      category: r.category,
      subcategory: r.subcategory,
      schedule: r.schedule,
      contract_start: r.cs,
      contract_end: r.ce,
      business_size: { code: r.business_size_code, description: r.business_size_description },
      idv: { key: idvKey, piid: r.piid, award_date: r.ad },
      recipient: { uei: r.recipient_uei, display_name: r.display_name },
    });
    const p2 = await get(`/api/idvs/${idvKey}/lcats/?page=2`);
    expect(uuids(p2.body)).toEqual((await expected('t.idv_key = $1', [idvKey])).slice(10, 20));
    expect(p2.body.previous).toBe(`http://test.local/api/idvs/${idvKey}/lcats/?page=1`);
  });

  it('page size: default 10, maximum 100, over the maximum or below 1 answers 400, past the last page 404', async () => {
    const total = (await q<{ n: number }>(`SELECT count(*)::int n FROM labor_rate t WHERE ${ENTITY_SCOPE}`, [entityUei]))[0].n;
    expect(total).toBeGreaterThan(10);
    expect((await get(`/api/entities/${entityUei}/lcats/`)).body.results).toHaveLength(10);
    const all = await get(`/api/entities/${entityUei}/lcats/?limit=100`);
    expect(all.body.results).toHaveLength(Math.min(100, total));
    expect(all.body.next).toBeNull();
    for (const bad of ['101', '0', '-1', 'ten', '1.5']) {
      const res = await get(`/api/entities/${entityUei}/lcats/?limit=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    const past = await get(`/api/entities/${entityUei}/lcats/?page=99`);
    expect(past.status).toBe(404);
    expect((await get(`/api/entities/${entityUei}/lcats/?page=0`)).status).toBe(400);
    const g = await gql(`{ laborRates(entityUei: "${entityUei}") { count limit results { uuid } } }`);
    expect(g.body.data.laborRates.limit).toBe(10);
    expect(g.body.data.laborRates.results).toHaveLength(10);
    expect((await gql(`{ laborRates(entityUei: "${entityUei}", limit: 101) { count } }`)).status).toBe(400);
  });

  it('an entity sees the rates of the IDVs it is the recipient of (UEI in any case); unknown parents answer 404', async () => {
    const want = await expected(ENTITY_SCOPE, [entityUei]);
    const res = await get(`/api/entities/${entityUei.toLowerCase()}/lcats/?limit=100&shape=uuid,recipient(uei),idv(key)`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(want.length);
    expect(uuids(res.body)).toEqual(want);
    for (const r of res.body.results) expect(r.recipient.uei).toBe(entityUei);
    expect(new Set(res.body.results.map((r: any) => r.idv.key))).toEqual(new Set(entityIdvs.map((i) => i.key)));
    for (const path of ['/api/idvs/CONT_IDV_NOPE_9700/lcats/', '/api/entities/ZZZZZZZZZZZZ/lcats/']) {
      const nf = await get(path);
      expect(nf.status, path).toBe(404);
      expect(nf.body.code).toBe('not_found');
    }
    // a contract is not an IDV
    const [{ key: contractKey }] = await q(`SELECT key FROM award WHERE family = 'contract' ORDER BY key LIMIT 1`);
    expect((await get(`/api/idvs/${contractKey}/lcats/`)).status).toBe(404);
    // a known IDV without rates, and a known entity without IDV rates: an empty page
    const [{ key: bare }] = await q(`SELECT key FROM award a WHERE family = 'idv' AND NOT EXISTS (SELECT 1 FROM labor_rate l WHERE l.idv_key = a.key) ORDER BY key LIMIT 1`);
    expect((await get(`/api/idvs/${bare}/lcats/`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const [{ uei: noRates }] = await q(`SELECT uei FROM entity e WHERE NOT EXISTS (SELECT 1 FROM award a JOIN labor_rate l ON l.idv_key = a.key WHERE a.recipient_uei = e.uei) ORDER BY uei LIMIT 1`);
    expect((await get(`/api/entities/${noRates}/lcats/`)).body.count).toBe(0);
    // the routes are served, not the 501 of the planned /api/idvs/ prefix
    expect((await get(`/api/idvs/${idvKey}/lcats`)).status).toBe(200);
  });

  it('the entity linkage is the IDV recipient, not the vendor written on the rate', async () => {
    // a rate whose price list names another vendor (as after a novation)
    const [rate] = await q(`SELECT uuid::text AS uuid FROM labor_rate WHERE idv_key = $1 ORDER BY uuid LIMIT 1`, [entityIdvs[0].key]);
    const [{ uei: other }] = await q(`SELECT uei FROM entity e WHERE uei <> $1 AND NOT EXISTS (SELECT 1 FROM award a WHERE a.recipient_uei = e.uei AND a.family = 'idv') ORDER BY uei LIMIT 1`, [entityUei]);
    const before = await q(`SELECT vendor_uei, vendor_name FROM labor_rate WHERE uuid = $1::uuid`, [rate.uuid]);
    await q(`UPDATE labor_rate SET vendor_uei = $2, vendor_name = 'QQLR Novated Holdings LLC' WHERE uuid = $1::uuid`, [rate.uuid, other]);
    try {
      const holder = await get(`/api/entities/${entityUei}/lcats/?limit=100&shape=uuid,recipient(uei)`);
      const hit = holder.body.results.find((r: any) => r.uuid === rate.uuid);
      expect(hit).toEqual({ uuid: rate.uuid, recipient: { uei: entityUei } });
      expect((await get(`/api/entities/${other}/lcats/`)).body.count).toBe(0);
      // the vendor name on the rate is what vendor_name matches, case-insensitively
      const byName = await get(`/api/entities/${entityUei}/lcats/?vendor_name=novated%20HOLD&shape=uuid`);
      expect(uuids(byName.body)).toEqual([rate.uuid]);
      const search = await get(`/api/entities/${entityUei}/lcats/?search=novated&shape=uuid`);
      expect(uuids(search.body)).toEqual([rate.uuid]);
    } finally {
      await q(`UPDATE labor_rate SET vendor_uei = $2, vendor_name = $3 WHERE uuid = $1::uuid`, [rate.uuid, before[0].vendor_uei, before[0].vendor_name]);
    }
  });
});

describe('filters', () => {
  /**
   * A parent under which a condition holds for some rates but not all (so the filter visibly narrows):
   * an IDV when one has such a mix, else an entity (a category, for one, is the same on every rate of an IDV).
   */
  async function narrowingParent(cond: string, params: unknown[]): Promise<{ path: string; where: string; value: string }> {
    const parents = [
      { group: 't.idv_key', path: (v: string) => `/api/idvs/${v}/lcats/`, where: (n: number) => `t.idv_key = $${n}` },
      { group: '(SELECT a.recipient_uei FROM award a WHERE a.key = t.idv_key)', path: (v: string) => `/api/entities/${v}/lcats/`, where: (n: number) => ENTITY_SCOPE.replace('$1', `$${n}`) },
    ];
    for (const p of parents) {
      const [row] = await q<{ v: string }>(
        `SELECT ${p.group} AS v FROM labor_rate t GROUP BY 1 HAVING bool_or(coalesce(${cond}, false)) AND NOT bool_and(coalesce(${cond}, false)) ORDER BY count(*) DESC, 1 LIMIT 1`,
        params,
      );
      if (row) return { path: p.path(row.v), where: p.where(params.length + 1), value: row.v };
    }
    throw new Error(`no parent where ${cond} narrows`);
  }

  it('each filter of document 3 narrows a parent to what the SQL says', async () => {
    const [s] = await q(`SELECT * FROM labor_rate WHERE sin IS NOT NULL AND education_level IS NOT NULL AND security_clearance IS NOT NULL ORDER BY uuid LIMIT 1`);
    const word = (s.labor_category as string).split(' ')[0];
    const cases: [string, string, unknown[]][] = [
      [`search=${encodeURIComponent(word)}`, `t.search_vector @@ websearch_to_tsquery('english', $1)`, [word]],
      [`labor_category=${encodeURIComponent(word.toLowerCase())}`, `t.labor_category ILIKE $1`, [`%${word}%`]],
      [`price_gte=100.50`, `t.current_price >= 100.50`, []],
      [`price_lte=95.5`, `t.current_price <= 95.5`, []],
      [`price_gte=80&price_lte=120.25`, `t.current_price BETWEEN 80 AND 120.25`, []],
      [`education_level=${encodeURIComponent(s.education_level.toUpperCase())}`, `lower(t.education_level) = lower($1)`, [s.education_level]],
      [`education_level=masters|high%20school`, `lower(t.education_level) IN ('masters', 'high school')`, []],
      [`security_clearance=${encodeURIComponent(s.security_clearance.toLowerCase())}`, `t.security_clearance = $1`, [s.security_clearance]],
      [`worksite=customer`, `t.worksite = 'Customer'`, []],
      [`worksite=Contractor%20OR%20both`, `t.worksite IN ('Contractor', 'Both')`, []],
      [`sin=${encodeURIComponent(s.sin.toLowerCase())}`, `upper(t.sin) = upper($1)`, [s.sin]],
      [`min_years_experience_gte=5`, `t.min_years_experience >= 5`, []],
      [`min_years_experience_lte=4`, `t.min_years_experience <= 4`, []],
      [`min_years_experience_gte=3&min_years_experience_lte=8`, `t.min_years_experience BETWEEN 3 AND 8`, []],
      [`category=technology`, `t.category ILIKE '%technology%'`, []],
    ];
    for (const [query, cond, params] of cases) {
      const parent = await narrowingParent(cond, params);
      const want = await expected(`${parent.where} AND ${cond}`, [...params, parent.value]);
      const all = await expected(parent.where.replace(`$${params.length + 1}`, '$1'), [parent.value]);
      expect(want.length, query).toBeGreaterThan(0);
      expect(want.length, `${query} narrows`).toBeLessThan(all.length);
      const res = await get(`${parent.path}?${query}&limit=100&shape=uuid`);
      expect(res.status, query).toBe(200);
      expect(res.body.count, query).toBe(want.length);
      expect(uuids(res.body), query).toEqual(want);
    }
  });

  it('business_size by code or description, any case; sin and the text filters do not match substrings where they are exact', async () => {
    const [{ uei, code, description }] = await q(`
      SELECT a.recipient_uei uei, l.business_size_code code, l.business_size_description description FROM labor_rate l JOIN award a ON a.key = l.idv_key
      ORDER BY l.uuid LIMIT 1`);
    const scoped = (query: string) => get(`/api/entities/${uei}/lcats/?${query}&limit=100&shape=uuid`);
    const all = (await scoped('')).body.count;
    expect(all).toBeGreaterThan(0);
    expect((await scoped(`business_size=${code.toLowerCase()}`)).body.count).toBe(all);
    expect((await scoped(`business_size=${encodeURIComponent(description.toUpperCase())}`)).body.count).toBe(all);
    const otherCode = code === 'S' ? 'O' : 'S';
    expect((await scoped(`business_size=${otherCode}`)).body.count).toBe(0);
    expect((await scoped(`business_size=${otherCode}|${code}`)).body.count).toBe(all);
    const [{ sin }] = await q(`SELECT sin FROM labor_rate l JOIN award a ON a.key = l.idv_key WHERE a.recipient_uei = $1 AND sin IS NOT NULL LIMIT 1`, [uei]);
    if (sin) expect((await scoped(`sin=${encodeURIComponent(sin.slice(0, -1))}`)).body.count).toBe(0);
    expect((await scoped('education_level=bachelor')).body.count).toBe(0);
  });

  it('key, piid and idv_piid pick IDVs within an entity: key and piid as OR-list and case-insensitive, idv_piid exactly as stored', async () => {
    const [a, b] = entityIdvs;
    const ofIdv = (key: string) => expected(`t.idv_key = $1`, [key]);
    const base = `/api/entities/${entityUei}/lcats/?limit=100&shape=uuid`;
    expect(uuids((await get(`${base}&key=${a.key}`)).body)).toEqual(await ofIdv(a.key));
    expect((await get(`${base}&key=${a.key}|${b.key}`)).body.count).toBe((await ofIdv(a.key)).length + (await ofIdv(b.key)).length);
    expect(uuids((await get(`${base}&piid=${b.piid.toLowerCase()}`)).body)).toEqual(await ofIdv(b.key));
    expect(uuids((await get(`${base}&idv_piid=${a.piid}`)).body)).toEqual(await ofIdv(a.key));
    expect((await get(`${base}&idv_piid=${a.piid.toLowerCase()}`)).body.count).toBe(0);
    // under one IDV, another IDV's key answers an empty page
    expect((await get(`/api/idvs/${a.key}/lcats/?key=${b.key}`)).body.count).toBe(0);
  });

  it('bad values answer 400 with the documented body, never a 500', async () => {
    const bad = [
      'price_gte=abc', 'price_lte=1e5', 'price_gte=200&price_lte=100', 'min_years_experience_gte=x', 'min_years_experience_gte=-1',
      'min_years_experience_lte=2147483648', 'min_years_experience_gte=9&min_years_experience_lte=2', 'vendor_name=%20', 'education_level=|',
      'limit=5&limit=6', 'search=%00',
    ];
    for (const query of bad) {
      const res = await get(`/api/idvs/${idvKey}/lcats/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation_error');
      expect(typeof res.body.error, query).toBe('string');
    }
    const g = await gql(`{ laborRates(idvKey: "${idvKey}", filter: { priceGte: "abc" }) { count } }`);
    expect(g.status).toBe(400);
    // a typed input (Decimal): GraphQL refuses the value before the engine sees it, with the same code
    expect((await get(`/api/idvs/${idvKey}/lcats/?price_gte=abc`)).status).toBe(400);
    expect(g.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('ordering', () => {
  const columns: Record<string, string> = {
    current_price: 't.current_price',
    vendor_name: 't.vendor_name',
    labor_category: 't.labor_category',
    education_level: 't.education_level',
    min_years_experience: 't.min_years_experience',
    modified: 't.modified',
  };
  const nullable = new Set(['education_level', 'min_years_experience']);

  it('each allowlisted field, both ways (empties last), and several at once', async () => {
    const scope = `/api/entities/${entityUei}/lcats/?limit=100&shape=uuid`;
    for (const [name, col] of Object.entries(columns)) {
      for (const desc of [false, true]) {
        const dir = desc ? 'DESC' : 'ASC';
        const want = await expected(ENTITY_SCOPE, [entityUei], `${col} ${dir}${nullable.has(name) ? ' NULLS LAST' : ''}, t.uuid ${dir}`);
        const res = await get(`${scope}&ordering=${desc ? '-' : ''}${name}`);
        expect(res.status, name).toBe(200);
        expect(uuids(res.body), `${desc ? '-' : ''}${name}`).toEqual(want);
      }
    }
    const multi = await get(`${scope}&ordering=-min_years_experience,current_price`);
    expect(uuids(multi.body)).toEqual(await expected(ENTITY_SCOPE, [entityUei], 't.min_years_experience DESC NULLS LAST, t.current_price ASC, t.uuid DESC'));
    // the orders differ, so the test can tell them apart
    const byPrice = uuids((await get(`${scope}&ordering=current_price`)).body);
    expect(byPrice).not.toEqual(uuids((await get(scope)).body));
  });

  it('a field outside the allowlist, rank, or an empty ordering answers 400 naming the allowed fields', async () => {
    for (const bad of ['price', 'rank', 'uuid', 'current_price,-current_price', '', '-']) {
      const res = await get(`/api/idvs/${idvKey}/lcats/?ordering=${encodeURIComponent(bad)}${bad === 'rank' ? '&search=analyst' : ''}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('validation_error');
      if (bad !== 'current_price,-current_price') expect(res.body.allowed, bad).toEqual(Object.keys(columns));
    }
  });
});

describe('shapes and flat output', () => {
  it('shape selects fields and sub-fields; unknown fields answer 400 with structured errors', async () => {
    const res = await get(`/api/idvs/${idvKey}/lcats/?shape=uuid,current_price,idv(piid),business_size&limit=1`);
    expect(Object.keys(res.body.results[0])).toEqual(['uuid', 'current_price', 'idv', 'business_size']);
    expect(Object.keys(res.body.results[0].idv)).toEqual(['piid']);
    expect(res.body.results[0].idv.piid).toBe(idvPiid);
    expect(Object.keys(res.body.results[0].business_size)).toEqual(['code', 'description']);
    const bad = await get(`/api/idvs/${idvKey}/lcats/?shape=uuid,vendor_uei,idv(recipient_uei)`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(['recipient_uei', 'vendor_uei']);
  });

  it('flat=true joins nested keys, with the joiner', async () => {
    const nested = await get(`/api/idvs/${idvKey}/lcats/?shape=uuid,idv(key,piid),recipient(uei),business_size(code)&limit=2`);
    const flat = await get(`/api/idvs/${idvKey}/lcats/?shape=uuid,idv(key,piid),recipient(uei),business_size(code)&limit=2&flat=true`);
    expect(flat.status).toBe(200);
    expect(flat.body.count).toBe(nested.body.count);
    expect(flat.body.results).toEqual(
      nested.body.results.map((r: any) => ({ uuid: r.uuid, 'idv.key': r.idv.key, 'idv.piid': r.idv.piid, 'recipient.uei': r.recipient.uei, 'business_size.code': r.business_size.code })),
    );
    const joined = await get(`/api/entities/${entityUei}/lcats/?shape=uuid,idv(key)&limit=1&flat=true&joiner=__`);
    expect(Object.keys(joined.body.results[0])).toEqual(['uuid', 'idv__key']);
    expect((await get(`/api/idvs/${idvKey}/lcats/?flat=yes`)).status).toBe(400);
  });
});

describe('GraphQL', () => {
  it('answers what REST answers: same rates, same order, same values (Decimal as an exact string)', async () => {
    const rest = await get(`/api/entities/${entityUei}/lcats/?ordering=-current_price&price_gte=50&limit=7&page=2`);
    const g = await gql(`{ laborRates(entityUei: "${entityUei}", ordering: "-current_price", filter: { priceGte: "50" }, limit: 7, page: 2) {
      count next previous page limit
      results { uuid laborCategory currentPrice educationLevel minYearsExperience experienceRange securityClearance worksite sin category subcategory schedule contractStart contractEnd
        businessSize { code description } idv { key piid awardDate } recipient { uei displayName } } } }`);
    expect(g.body.errors).toBeUndefined();
    const page = g.body.data.laborRates;
    expect(page.count).toBe(rest.body.count);
    expect(page.page).toBe(2);
    expect(page.previous).toBe('1');
    expect(typeof page.results[0].currentPrice).toBe('string');
    const mapped = page.results.map((r: any) => ({
      uuid: r.uuid,
      labor_category: r.laborCategory,
      current_price: Number(r.currentPrice),
      education_level: r.educationLevel,
      min_years_experience: r.minYearsExperience,
      experience_range: r.experienceRange,
      security_clearance: r.securityClearance,
      worksite: r.worksite,
      sin: r.sin,
      category: r.category,
      subcategory: r.subcategory,
      schedule: r.schedule,
      contract_start: r.contractStart,
      contract_end: r.contractEnd,
      business_size: r.businessSize,
      idv: { key: r.idv.key, piid: r.idv.piid, award_date: r.idv.awardDate },
      recipient: { uei: r.recipient.uei, display_name: r.recipient.displayName },
    }));
    expect(mapped).toEqual(rest.body.results);
    // every filter has its camelCased twin
    const filterType = (await gql('{ __type(name: "LaborRateFilter") { inputFields { name } } }')).body.data.__type.inputFields.map((f: any) => f.name);
    expect(filterType.sort()).toEqual(
      ['search', 'vendorName', 'laborCategory', 'priceGte', 'priceLte', 'educationLevel', 'securityClearance', 'worksite', 'businessSize', 'sin', 'minYearsExperienceGte', 'minYearsExperienceLte', 'category', 'idvPiid', 'key', 'piid'].sort(),
    );
  });

  it('a list needs its parent: no scope answers 400; an unknown parent is NOT_FOUND; the detail field serves one rate', async () => {
    const none = await gql('{ laborRates { count } }');
    expect(none.status).toBe(400);
    expect(none.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: { code: 'validation_error', allowed: ['idvKey', 'entityUei'] } });
    const unknown = await gql('{ laborRates(idvKey: "CONT_IDV_NOPE_9700") { count } }');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors![0].extensions.code).toBe('NOT_FOUND');
    const [{ uuid }] = await q(`SELECT uuid::text FROM labor_rate WHERE idv_key = $1 ORDER BY uuid LIMIT 1`, [idvKey]);
    const one = await gql(`{ laborRate(uuid: "${uuid.toUpperCase()}") { uuid idv { key } } }`);
    expect(one.body.data.laborRate).toEqual({ uuid, idv: { key: idvKey } });
    expect((await gql('{ laborRate(uuid: "not-a-uuid") { uuid } }')).body.data.laborRate).toBeNull();
  });
});

describe('query count', () => {
  it('is one statement per page (plus the count when it is not cached), whatever the page size and expansions', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const fetch = (path: string, init: RequestInit = {}) => recording.fetch(new Request(`http://test.local${path}`, { ...init, headers: { 'x-api-key': 'demo_small', ...(init.headers ?? {}) } }));
    const shape = 'uuid,labor_category,current_price,idv(*),recipient(*),business_size(*)';
    for (const [limit, statements] of [[5, 2], [100, 1], [1, 1]] as const) {
      log.length = 0;
      const res = await fetch(`/api/entities/${entityUei}/lcats/?limit=${limit}&shape=${shape}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.results.length).toBe(Math.min(limit, body.count));
      expect(log, log.join('\n')).toHaveLength(statements);
    }
    log.length = 0;
    const g = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ laborRates(entityUei: "${entityUei}", limit: 100) { count results { uuid idv { key piid } recipient { displayName } businessSize { code } } } }` }),
    });
    expect(g.status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
  });
});
