/**
 * Contract appeals: authentication, the Enterprise-only decision_text field
 * gate (REST meta.upgrade_hints and GraphQL extensions.upgradeHints), filters
 * incl. docket normalisation, ranked search, ordering, unknown parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string) => ({ headers: { 'x-api-key': key } });
const free = as('demo_free');
const enterprise = as('demo_enterprise');

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

const uuids = (body: { results: { uuid: string }[] }) => body.results.map((r) => r.uuid);

describe('contract appeals', () => {
  it('require authentication', async () => {
    const res = await app.json('/api/contract_appeals/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    const gql = await app.graphql('{ contractAppeals { count } }');
    expect(gql.status).toBe(401);
  });

  it('list newest decisions first in the page-number envelope with the default list shape', async () => {
    const res = await app.json('/api/contract_appeals/', free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.results).toHaveLength(Math.min(25, res.body.count));
    expect(Object.keys(res.body.results[0])).toEqual(['uuid', 'board', 'docket_numbers', 'decision_date', 'appellant', 'judge', 'decision_type', 'url']);
    const want = await q<{ uuid: string }>(`SELECT uuid::text FROM contract_appeal ORDER BY decision_date DESC NULLS LAST, uuid DESC LIMIT 25`);
    expect(uuids(res.body)).toEqual(want.map((r) => r.uuid));
  });

  it('gate decision_text: omitted with an upgrade hint below Enterprise, served to Enterprise', async () => {
    const [d] = await q<{ uuid: string; decision_text: string }>(`SELECT uuid::text, decision_text FROM contract_appeal WHERE decision_text IS NOT NULL ORDER BY uuid LIMIT 1`);
    const low = await app.json(`/api/contract_appeals/${d.uuid}/?shape=uuid,decision_text`, free);
    expect(low.status).toBe(200);
    expect(low.body).not.toHaveProperty('decision_text');
    expect(low.body.meta.upgrade_hints).toMatchObject({ fields: [{ field: 'decision_text', required_tier: 'enterprise' }], upgrade_url: expect.stringMatching(/^https?:/) });
    const list = await app.json(`/api/contract_appeals/?shape=uuid,decision_text&limit=3`, free);
    for (const r of list.body.results) expect(r).not.toHaveProperty('decision_text');
    expect(list.body.meta.upgrade_hints.fields).toEqual([{ field: 'decision_text', required_tier: 'enterprise' }]);
    const high = await app.json(`/api/contract_appeals/${d.uuid}/?shape=uuid,decision_text`, enterprise);
    expect(high.body.decision_text).toBe(d.decision_text);
    expect(high.body).not.toHaveProperty('meta');
    const gqlLow = await app.graphql(`{ contractAppeal(uuid: "${d.uuid}") { uuid decisionText } }`, undefined, free.headers);
    expect(gqlLow.body.data.contractAppeal).toEqual({ uuid: d.uuid, decisionText: null });
    expect(gqlLow.body.extensions.upgradeHints).toMatchObject({ fields: [{ field: 'decision_text', required_tier: 'enterprise' }] });
    const gqlHigh = await app.graphql(`{ contractAppeal(uuid: "${d.uuid}") { decisionText } }`, undefined, enterprise.headers);
    expect(gqlHigh.body.data.contractAppeal.decisionText).toBe(d.decision_text);
    expect(gqlHigh.body.extensions?.upgradeHints).toBeUndefined();
  });

  it('filter by board, docket (any spelling), appellant, judge, listed, decision dates and document id', async () => {
    const [a] = await q<Record<string, any>>(`SELECT *, uuid::text AS id FROM contract_appeal WHERE array_length(docket_numbers, 1) > 0 AND document_id IS NOT NULL AND judge IS NOT NULL ORDER BY uuid LIMIT 1`);
    const docket = a.docket_numbers[0] as string;
    const spelled = `${a.board.toUpperCase()} No. ${docket.toLowerCase()}`;
    const cases: [string, string, unknown[]][] = [
      [`board=${a.board.toUpperCase()}`, 'board = $1', [a.board]],
      [`board=cbca|asbca`, 'TRUE', []],
      [`docket=${encodeURIComponent(spelled)}`, '$1 = ANY(docket_numbers_norm)', [docket.toUpperCase()]],
      [`appellant=${encodeURIComponent(a.appellant.slice(0, 4).toLowerCase())}`, 'appellant ILIKE $1', [`%${a.appellant.slice(0, 4)}%`]],
      [`judge=${encodeURIComponent(a.judge.toUpperCase())}`, 'lower(judge) = lower($1)', [a.judge]],
      [`listed=false`, 'NOT listed', []],
      [`decision_date_after=2020-01-01&decision_date_before=2021-12-31`, `decision_date BETWEEN '2020-01-01' AND '2021-12-31'`, []],
      [`document_id=${encodeURIComponent(a.document_id)}`, 'document_id = $1', [a.document_id]],
    ];
    for (const [query, where, params] of cases) {
      const want = await q<{ uuid: string }>(`SELECT uuid::text FROM contract_appeal WHERE ${where} ORDER BY decision_date DESC NULLS LAST, uuid DESC LIMIT 100`, params);
      expect(want.length, query).toBeGreaterThan(0);
      const res = await app.json(`/api/contract_appeals/?${query}&limit=100&shape=uuid`, free);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(uuids(res.body), query).toEqual(want.map((r) => r.uuid));
    }
    expect((await app.json('/api/contract_appeals/?appellant=a', free)).status).toBe(400);
  });

  it('rank search results by relevance by default, refuse rank without search, and refuse unknown parameters with a suggestion', async () => {
    const [a] = await q<{ appellant: string }>(`SELECT appellant FROM contract_appeal WHERE appellant LIKE '% %' ORDER BY uuid LIMIT 1`);
    const word = a.appellant.split(' ')[0];
    const res = await app.json(`/api/contract_appeals/?search=${encodeURIComponent(word)}&limit=100&shape=uuid`, free);
    expect(res.status).toBe(200);
    const want = await q<{ uuid: string }>(
      `SELECT uuid::text FROM contract_appeal WHERE search_vector @@ websearch_to_tsquery('english', $1)
       ORDER BY ts_rank(search_vector, websearch_to_tsquery('english', $1)) DESC, uuid DESC LIMIT 100`,
      [word],
    );
    expect(uuids(res.body)).toEqual(want.map((r) => r.uuid));
    const rank = await app.json('/api/contract_appeals/?ordering=rank', free);
    expect(rank.status).toBe(400);
    expect(rank.body.error).toMatch(/rank needs a non-empty search/);
    const short = await app.json('/api/contract_appeals/?search=a', free);
    expect(short.status).toBe(400);
    const typo = await app.json('/api/contract_appeals/?appelant=smith', free);
    expect(typo.status).toBe(400);
    expect(typo.body).toMatchObject({ code: 'validation_error', suggestion: 'appellant' });
    expect(typo.body.error).toBe('unknown query parameter "appelant"; did you mean "appellant"?');
  });

  it('order by appellant with empties last in both directions', async () => {
    for (const ordering of ['appellant', '-appellant']) {
      const res = await app.json(`/api/contract_appeals/?ordering=${ordering}&limit=100&shape=uuid`, free);
      const dir = ordering.startsWith('-') ? 'DESC' : 'ASC';
      const want = await q<{ uuid: string }>(`SELECT uuid::text FROM contract_appeal ORDER BY appellant ${dir} NULLS LAST, uuid ${dir} LIMIT 100`);
      expect(uuids(res.body), ordering).toEqual(want.map((r) => r.uuid));
    }
  });

  it('answer 404 for a non-UUID or unknown identifier', async () => {
    expect((await app.json('/api/contract_appeals/123/', free)).status).toBe(404);
    expect((await app.json('/api/contract_appeals/00000000-0000-4000-8000-000000000000/', free)).status).toBe(404);
  });
});
