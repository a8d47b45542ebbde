/**
 * Bid protests through REST and GraphQL (document 2, "Protest case" and
 * "Protests"): authentication, the case-level list grouped from dockets
 * (filters apply to dockets, count counts cases), the deterministic case_id,
 * the fixed order and the 400 for any ordering, the RFC 4122 detail path,
 * dockets(...), opt-in fields, the Small-plan gate of resolved_protester and
 * resolved_agency, fields never served, every filter (the 2015 decision
 * floor included) against an independent SQL expectation, REST/GraphQL
 * parity and one statement per page.
 *
 * A hand-built case (two dockets: a 2014 bid protest and a 2016 cost claim)
 * is inserted to show that filters match one docket at a time and that the
 * decision-date floor holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { normalizeSolicitation } from '../../src/identifiers/index.js';
import { protestCaseId } from '../../src/resources/protests.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const as = (key: string) => ({ headers: { 'x-api-key': key } });
const free = as('demo_free');
const small = as('demo_small');
const enterprise = as('demo_enterprise');

/** The fixed order, written independently of the stored sort_date. */
const ORDER = 'ORDER BY coalesce(c.decision_date, c.filed_date) DESC NULLS LAST, c.case_id DESC';

/** The case ids the spec's rule gives for a docket condition (alias d), in the fixed order. */
async function casesWhere(cond: string, params: unknown[] = [], limit = 100): Promise<string[]> {
  const rows = await q<{ id: string }>(
    `SELECT c.case_id::text AS id FROM protest_case c WHERE EXISTS (SELECT 1 FROM protest_docket d WHERE d.case_id = c.case_id AND (${cond})) ${ORDER} LIMIT ${limit}`,
    params,
  );
  return rows.map((r) => r.id);
}

const ids = (body: { results: { case_id: string }[] }) => body.results.map((r) => r.case_id);

// ───────────────────────────── the hand-built case ─────────────────────────────

const FIX_NUMBER = 'B-100001';
const FIX_ID = protestCaseId('gao', FIX_NUMBER);
const FIX_SOL = 'W912DY14R0077';

async function insertFixture(): Promise<void> {
  const [org] = await q<{ organization_id: string }>(`SELECT organization_id::text FROM organization WHERE type = 'AGENCY' ORDER BY organization_id LIMIT 1`);
  await q(
    `INSERT INTO protest_case (case_id, source_system, case_number, title, protester, agency, solicitation_number, case_type, outcome,
       filed_date, posted_date, decision_date, due_date, sort_date, docket_url, decision_url, digest, organization_id,
       resolved_protester_uei, resolved_protester_name, resolved_protester_confidence, resolved_protester_rationale,
       raw_data, field_provenance, external_id, data_quality, source_last_updated, created, modified)
     VALUES ($1, 'gao', $2, 'Quillfeather Systems LLC (W912DY-14-R-0077)', 'Quillfeather Systems LLC', 'Department of the Army : Army Corps of Engineers',
       $3, 'Bid Protest', 'Dismissed', '2014-03-01', '2014-03-03', '2016-03-01', '2014-06-09', '2016-03-01',
       'https://www.gao.gov/docket/b-100001.1', NULL, 'Protest is dismissed as academic.', $4,
       NULL, NULL, NULL, NULL,
       '{"secret": "raw"}', '{"protester": "gao_docket_page"}', 'b-100001', 'complete', now(), now(), now())`,
    [FIX_ID, FIX_NUMBER, FIX_SOL, org.organization_id],
  );
  await q(
    `INSERT INTO protest_docket (case_id, source_system, case_number, docket_number, title, protester, agency, solicitation_number, solicitation_number_norm,
       case_type, outcome, filed_date, posted_date, decision_date, due_date, docket_url, digest)
     VALUES
       ($1, 'gao', $2, 'B-100001.1', 'Quillfeather Systems LLC (W912DY-14-R-0077)', 'Quillfeather Systems LLC', 'Department of the Army : Army Corps of Engineers',
        $3, $4, 'Bid Protest', 'Dismissed', '2014-03-01', '2014-03-03', '2014-06-01', '2014-06-09', 'https://www.gao.gov/docket/b-100001.1', 'Protest is dismissed as academic.'),
       ($1, 'gao', $2, 'B-100001.2', 'Quillfeather Systems LLC--Costs', 'Quillfeather Systems LLC', 'Department of the Army : Army Corps of Engineers',
        $3, $4, 'Bid Protest: Cost', 'Denied', '2016-01-10', '2016-01-11', '2016-03-01', '2016-04-19', 'https://www.gao.gov/docket/b-100001.2', NULL)`,
    [FIX_ID, FIX_NUMBER, FIX_SOL, normalizeSolicitation(FIX_SOL)],
  );
}

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  await insertFixture();
});
afterAll(async () => {
  await app?.close();
});

describe('protests: authentication (document 2, Authentication)', () => {
  it('answers 401 with the documented body to anonymous callers, REST and GraphQL', async () => {
    for (const path of ['/api/protests/', `/api/protests/${FIX_ID}/`, '/api/protests/not-a-uuid/']) {
      const res = await app.json(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    }
    const gql = await app.graphql('{ protests { count } }');
    expect(gql.status).toBe(401);
    expect(gql.body.errors![0].extensions.body).toEqual({ detail: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.' });
    const invalid = await app.json('/api/protests/', as('pds_live_00000000000000000000000000000000'));
    expect(invalid.status).toBe(401);
  });
});

describe('protests: the case-level list', () => {
  it('returns one result per case in the page-number envelope with the default shape (no dockets)', async () => {
    const res = await app.json('/api/protests/?limit=100', free);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const [{ cases, dockets }] = await q<{ cases: number; dockets: number }>(`SELECT (SELECT count(*) FROM protest_case)::int AS cases, (SELECT count(*) FROM protest_docket)::int AS dockets`);
    expect(dockets).toBeGreaterThan(cases);
    expect(res.body.count).toBe(cases);
    expect(new Set(ids(res.body)).size).toBe(res.body.results.length);
    expect(Object.keys(res.body.results[0])).toEqual([
      'case_id', 'source_system', 'case_number', 'title', 'protester', 'agency', 'solicitation_number', 'case_type', 'outcome',
      'filed_date', 'posted_date', 'decision_date', 'due_date', 'docket_url', 'decision_url', 'organization',
    ]);
    expect(Object.keys(res.body.results.find((r: any) => r.organization).organization)).toEqual([
      'organization_id', 'office_code', 'office_name', 'agency_code', 'agency_name', 'department_code', 'department_name',
    ]);
    const detail = await app.json(`/api/protests/${res.body.results[0].case_id}/`, free);
    expect(detail.body).toEqual(res.body.results[0]);
  });

  it('rule 3: decision date when present else filed date, newest first, then UUID descending, across pages', async () => {
    const want = (await q<{ id: string }>(`SELECT c.case_id::text AS id FROM protest_case c ${ORDER}`)).map((r) => r.id);
    const got: string[] = [];
    for (let page = 1; ; page++) {
      const res = await app.json(`/api/protests/?limit=7&page=${page}&shape=case_id`, free);
      expect(res.status).toBe(200);
      got.push(...ids(res.body));
      if (!res.body.next) break;
      expect(res.body.next).toBe(`http://test.local/api/protests/?limit=7&shape=case_id&page=${page + 1}`);
    }
    expect(got).toEqual(want);
    // the hand-built case sorts by its case decision date (2016), not by its 2014 filing
    const fix = await q<{ n: number }>(`SELECT count(*)::int AS n FROM protest_case c WHERE coalesce(c.decision_date, c.filed_date) > DATE '2016-03-01'`);
    expect(got.indexOf(FIX_ID)).toBeGreaterThanOrEqual(fix[0].n);
  });

  it('rule 3: any ordering parameter answers 400, REST and GraphQL', async () => {
    for (const ordering of ['decision_date', '-filed_date', 'case_id', 'rank', '', '%20']) {
      const res = await app.json(`/api/protests/?ordering=${ordering}`, free);
      expect(res.status, ordering).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', error: expect.stringMatching(/ordering is not supported on protests/) });
    }
    const gql = await app.graphql('{ protests(ordering: "-decision_date") { count } }', undefined, free.headers);
    expect(gql.status).toBe(400);
    expect(gql.body.errors![0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('rule 2: pages by number (limit at most 100, a page past the end is 404)', async () => {
    const count = (await app.json('/api/protests/?limit=1&shape=case_id', free)).body.count as number;
    const last = Math.ceil(count / 10);
    const end = await app.json(`/api/protests/?limit=10&page=${last}&shape=case_id`, free);
    expect(end.body.results).toHaveLength(count - (last - 1) * 10);
    expect(end.body.next).toBeNull();
    expect(end.body.previous).toContain(`page=${last - 1}`);
    expect((await app.json(`/api/protests/?limit=10&page=${last + 1}`, free)).status).toBe(404);
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=x']) expect((await app.json(`/api/protests/?${bad}`, free)).status, bad).toBe(400);
  });
});

describe('protests: case identity and detail', () => {
  it('derives case_id from the source system and the base case number', async () => {
    const rows = await q<{ case_id: string; source_system: string; case_number: string }>(`SELECT case_id::text, source_system, case_number FROM protest_case`);
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) expect(r.case_id, `${r.source_system}:${r.case_number}`).toBe(protestCaseId(r.source_system, r.case_number));
    expect(protestCaseId('gao', 'B-424490')).toBe(protestCaseId('gao', 'B-424490'));
    expect(protestCaseId('gao', 'B-424490')).not.toBe(protestCaseId('sba_oha', 'B-424490'));
  });

  it('rule 1: a path segment that is not an RFC 4122 UUID (version 1-5, variant 8, 9, a, b) answers 404; unknown UUIDs 404; any case is accepted', async () => {
    const v = FIX_ID;
    const bad = [
      'B-100001',
      '123',
      v.slice(0, -1),
      `${v}0`,
      `${v.slice(0, 14)}0${v.slice(15)}`, // version 0
      `${v.slice(0, 14)}6${v.slice(15)}`, // version 6
      `${v.slice(0, 19)}c${v.slice(20)}`, // variant c
      `${v.slice(0, 19)}7${v.slice(20)}`, // variant 7
      v.replace(/-/g, ''),
      `{${v}}`,
    ];
    for (const seg of bad) {
      const res = await app.json(`/api/protests/${encodeURIComponent(seg)}/`, free);
      expect(res.status, seg).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await app.json('/api/protests/00000000-0000-4000-8000-000000000000/', free)).status).toBe(404);
    const upper = await app.json(`/api/protests/${v.toUpperCase()}/`, free);
    expect(upper.status).toBe(200);
    expect(upper.body.case_id).toBe(v);
    const gql = await app.graphql(`{ a: protest(caseId: "${bad[4]}") { caseId } b: protest(caseId: "${v}") { caseId caseNumber } }`, undefined, free.headers);
    expect(gql.body.data).toEqual({ a: null, b: { caseId: v, caseNumber: FIX_NUMBER } });
  });

  it('rule 4 and resource rule 1: dockets(...) adds every sub-docket of the case; docket_number exists only inside dockets', async () => {
    const res = await app.json(`/api/protests/${FIX_ID}/?shape=case_id,dockets(*)`, free);
    expect(res.status).toBe(200);
    expect(res.body.dockets.map((d: any) => d.docket_number)).toEqual(['B-100001.1', 'B-100001.2']);
    expect(Object.keys(res.body.dockets[0])).toEqual([
      'source_system', 'case_number', 'title', 'protester', 'agency', 'solicitation_number', 'case_type', 'outcome', 'filed_date', 'posted_date',
      'decision_date', 'due_date', 'docket_url', 'decision_url', 'docket_number', 'digest', 'challenged_party', 'naics_code', 'size_standard', 'outcome_reason', 'judge',
    ]);
    expect(res.body.dockets[1]).toMatchObject({ case_type: 'Bid Protest: Cost', outcome: 'Denied', decision_date: '2016-03-01', case_number: FIX_NUMBER });
    const some = await app.json(`/api/protests/${FIX_ID}/?shape=dockets(docket_number,outcome)`, free);
    expect(some.body).toEqual({ dockets: [{ docket_number: 'B-100001.1', outcome: 'Dismissed' }, { docket_number: 'B-100001.2', outcome: 'Denied' }] });
    const bare = await app.json(`/api/protests/${FIX_ID}/?shape=dockets`, free);
    expect(bare.body.dockets).toEqual(res.body.dockets);
    const noDocket = await app.json(`/api/protests/?shape=docket_number`, free);
    expect(noDocket.status).toBe(400);
    expect(noDocket.body.errors[0]).toMatchObject({ field: 'docket_number' });
    // a multi-docket demo case, against its rows
    const [multi] = await q<{ id: string; n: number }>(`SELECT case_id::text AS id, count(*)::int AS n FROM protest_docket GROUP BY case_id HAVING count(*) > 1 AND case_id <> $1 ORDER BY case_id LIMIT 1`, [FIX_ID]);
    const demo = await app.json(`/api/protests/?case_number=${encodeURIComponent((await q(`SELECT case_number FROM protest_case WHERE case_id = $1`, [multi.id]))[0].case_number)}&shape=case_id,dockets(docket_number)`, free);
    const want = await q<{ docket_number: string }>(`SELECT docket_number FROM protest_docket WHERE case_id = $1 ORDER BY filed_date, length(docket_number), docket_number`, [multi.id]);
    expect(demo.body.results).toEqual([{ case_id: multi.id, dockets: want }]);
  });

  it('serves the opt-in fields only when named (digest, and the sba_oha decision fields, null on gao and cofc)', async () => {
    const [oha] = await q<Record<string, any>>(`SELECT case_id::text AS id, * FROM protest_case WHERE source_system = 'sba_oha' AND judge IS NOT NULL AND digest IS NOT NULL ORDER BY case_id LIMIT 1`);
    const optIn = 'digest,challenged_party,naics_code,size_standard,outcome_reason,judge';
    const def = await app.json(`/api/protests/${oha.id}/`, free);
    for (const f of optIn.split(',')) expect(def.body, f).not.toHaveProperty(f);
    const named = await app.json(`/api/protests/${oha.id}/?shape=${optIn}`, free);
    expect(named.body).toEqual({
      digest: oha.digest, challenged_party: oha.challenged_party, naics_code: oha.naics_code, size_standard: oha.size_standard, outcome_reason: oha.outcome_reason, judge: oha.judge,
    });
    const [gao] = await q<{ id: string }>(`SELECT case_id::text AS id FROM protest_case WHERE source_system = 'gao' ORDER BY case_id LIMIT 1`);
    const g = await app.json(`/api/protests/${gao.id}/?shape=challenged_party,naics_code,size_standard,outcome_reason,judge`, free);
    expect(g.body).toEqual({ challenged_party: null, naics_code: null, size_standard: null, outcome_reason: null, judge: null });
  });

  it('resource rule 4: never serves the internal fields', async () => {
    for (const internal of ['raw_data', 'field_provenance', 'external_id', 'data_quality', 'source_last_updated', 'created', 'modified', 'search_vector', 'sort_date']) {
      const res = await app.json(`/api/protests/?shape=case_id,${internal}`, free);
      expect(res.status, internal).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: internal });
      expect(res.body.errors[0].valid_choices).not.toContain(internal);
      const gql = await app.graphql(`{ protests { results { caseId ${internal.replace(/_([a-z])/g, (_m, c) => c.toUpperCase())} } } }`, undefined, enterprise.headers);
      expect(gql.status, internal).toBe(400);
    }
    const shapes = await app.json('/api/protests/?show_shapes=true', free);
    const text = JSON.stringify(shapes.body);
    for (const internal of ['raw_data', 'field_provenance', 'external_id', 'data_quality', 'source_last_updated']) expect(text).not.toContain(internal);
    const all = await app.json(`/api/protests/${FIX_ID}/?shape=case_id,title,digest,dockets(*),organization(*),resolved_protester(*),resolved_agency(*)`, enterprise);
    expect(JSON.stringify(all.body)).not.toMatch(/secret|gao_docket_page|"complete"/);
  });
});

describe('protests: resource rules 3, 5 and 6 on the served data', () => {
  it('rule 3: organization is the payload of the organization resolved at ingest, served even where resolved_agency names another agency', async () => {
    const res = await app.json('/api/protests/?limit=100&shape=case_id,organization,resolved_agency', small);
    const stored = await q<{ id: string; org: string | null; agency_code: string | null; key: string | null }>(
      `SELECT c.case_id::text AS id, c.organization_id::text AS org, o.agency_code, c.resolved_agency_key AS key FROM protest_case c LEFT JOIN organization o ON o.organization_id = c.organization_id`,
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    for (const r of res.body.results) {
      expect(r.organization?.organization_id ?? null, r.case_id).toBe(byId.get(r.case_id)!.org);
      expect(r.resolved_agency?.key ?? null, r.case_id).toBe(byId.get(r.case_id)!.key);
    }
    // a case whose resolution disagrees with its organization keeps both, as stored
    const [c] = await q<{ id: string; org: string }>(`SELECT case_id::text AS id, organization_id::text AS org FROM protest_case WHERE organization_id IS NOT NULL ORDER BY case_id LIMIT 1`);
    await q(`UPDATE protest_case SET resolved_agency_key = '9999', resolved_agency_name = 'Another Agency', resolved_agency_confidence = 'review', resolved_agency_rationale = 'test' WHERE case_id = $1`, [c.id]);
    const both = await app.json(`/api/protests/${c.id}/?shape=organization(organization_id),resolved_agency(key)`, small);
    expect(both.body).toEqual({ organization: { organization_id: c.org }, resolved_agency: { key: '9999' } });
  });

  it('rule 5: outcomes and case types come from the documented values; cofc cases without an opinion carry neither outcome nor agency', async () => {
    const outcomes = new Set(['Denied', 'Dismissed', 'Withdrawn', 'Sustained', 'Granted', 'Remanded', 'Reversed', 'Vacated', null]);
    const res = await app.json('/api/protests/?limit=100&shape=source_system,case_type,outcome,agency,decision_date,dockets(outcome,case_type)', free);
    for (const r of res.body.results) {
      for (const o of [r.outcome, ...r.dockets.map((d: any) => d.outcome)]) expect(outcomes.has(o), String(o)).toBe(true);
      if (r.source_system !== 'sba_oha') {
        for (const o of [r.outcome, ...r.dockets.map((d: any) => d.outcome)]) expect(['Granted', 'Remanded', 'Reversed', 'Vacated']).not.toContain(o);
        for (const t of [r.case_type, ...r.dockets.map((d: any) => d.case_type)]) expect(['Bid Protest', 'Bid Protest: Cost']).toContain(t);
      }
      if (r.source_system === 'cofc' && r.decision_date === null) expect([r.outcome, r.agency]).toEqual([null, null]);
    }
  });

  it('rule 6: coverage (gao and sba_oha decisions from 2015, cofc from 2026)', async () => {
    const old = await app.json('/api/protests/?source_system=gao|sba_oha&decision_date_before=2014-12-31', free);
    expect(old.body.count).toBe(0);
    const cofc = await app.json('/api/protests/?source_system=cofc&filed_date_before=2025-12-31', free);
    expect(cofc.body.count).toBe(0);
    expect((await app.json('/api/protests/?source_system=cofc', free)).body.count).toBeGreaterThan(0);
  });
});

describe('protests: resolved_protester and resolved_agency (Small plan and above)', () => {
  it('below Small: HTTP 200, the fields omitted, meta.upgrade_hints; GraphQL null with extensions.upgradeHints', async () => {
    const [c] = await q<Record<string, any>>(`SELECT case_id::text AS id, * FROM protest_case WHERE resolved_protester_uei IS NOT NULL AND resolved_agency_key IS NOT NULL ORDER BY case_id LIMIT 1`);
    const low = await app.json(`/api/protests/${c.id}/?shape=case_id,resolved_protester,resolved_agency(key,name)`, free);
    expect(low.status).toBe(200);
    expect(low.body).toEqual({
      case_id: c.id,
      meta: {
        upgrade_hints: {
          message: expect.stringContaining('resolved_protester'),
          fields: [{ field: 'resolved_protester', required_tier: 'small' }, { field: 'resolved_agency', required_tier: 'small' }],
          upgrade_url: expect.stringMatching(/^https?:/),
        },
      },
    });
    const list = await app.json('/api/protests/?shape=case_id,resolved_protester(*)&limit=5', free);
    for (const r of list.body.results) expect(r).not.toHaveProperty('resolved_protester');
    expect(list.body.meta.upgrade_hints.fields).toEqual([{ field: 'resolved_protester', required_tier: 'small' }]);
    const gql = await app.graphql(`{ protest(caseId: "${c.id}") { caseId resolvedProtester { uei } resolvedAgency { key } } }`, undefined, free.headers);
    expect(gql.body.data.protest).toEqual({ caseId: c.id, resolvedProtester: null, resolvedAgency: null });
    expect(gql.body.extensions.upgradeHints).toMatchObject({
      fields: [{ field: 'resolved_protester', required_tier: 'small' }, { field: 'resolved_agency', required_tier: 'small' }],
      upgrade_url: expect.stringMatching(/^https?:/),
    });
  });

  it('at Small and above: served from the stored resolution, null when unresolved', async () => {
    const [c] = await q<Record<string, any>>(`SELECT case_id::text AS id, * FROM protest_case WHERE resolved_protester_uei IS NOT NULL AND resolved_agency_key IS NOT NULL ORDER BY case_id LIMIT 1`);
    for (const caller of [small, enterprise]) {
      const res = await app.json(`/api/protests/${c.id}/?shape=resolved_protester,resolved_agency`, caller);
      expect(res.body).toEqual({
        resolved_protester: { uei: c.resolved_protester_uei, name: c.resolved_protester_name, match_confidence: c.resolved_protester_confidence, rationale: c.resolved_protester_rationale },
        resolved_agency: { key: c.resolved_agency_key, name: c.resolved_agency_name, match_confidence: c.resolved_agency_confidence, rationale: c.resolved_agency_rationale },
      });
    }
    expect(['confident', 'review']).toContain(c.resolved_protester_confidence);
    const none = await app.json(`/api/protests/${FIX_ID}/?shape=resolved_protester,resolved_agency`, small);
    expect(none.body).toEqual({ resolved_protester: null, resolved_agency: null });
    const gql = await app.graphql(`{ protest(caseId: "${c.id}") { resolvedProtester { uei matchConfidence } } }`, undefined, small.headers);
    expect(gql.body.data.protest.resolvedProtester).toEqual({ uei: c.resolved_protester_uei, matchConfidence: c.resolved_protester_confidence });
    expect(gql.body.extensions?.upgradeHints).toBeUndefined();
  });
});

describe('protests: filters (applied to dockets, then grouped)', () => {
  it('rule 2: a case matches when one docket satisfies every filter; count counts cases', async () => {
    // outcome Denied is on the cost docket, case type Bid Protest on the other: no single docket has both
    const split = await app.json(`/api/protests/?case_number=${FIX_NUMBER}&outcome=Denied&case_type=${encodeURIComponent('Bid Protest')}`, free);
    expect(split.body.count).toBe(0);
    const same = await app.json(`/api/protests/?case_number=${FIX_NUMBER}&outcome=Denied&case_type=${encodeURIComponent('Bid Protest: Cost')}`, free);
    expect(ids(same.body)).toEqual([FIX_ID]);
    // both dockets match: one case
    const both = await app.json(`/api/protests/?case_number=${FIX_NUMBER}`, free);
    expect(both.body.count).toBe(1);
    // counts are of cases, not dockets
    const gao = await app.json('/api/protests/?source_system=gao&limit=100&shape=case_id', free);
    const [n] = await q<{ cases: number; dockets: number }>(`SELECT count(DISTINCT case_id)::int AS cases, count(*)::int AS dockets FROM protest_docket WHERE source_system = 'gao'`);
    expect(n.dockets).toBeGreaterThan(n.cases);
    expect(gao.body.count).toBe(n.cases);
    expect(ids(gao.body)).toEqual(await casesWhere(`d.source_system = 'gao'`));
  });

  it('every filter matches as documented', async () => {
    const [d] = await q<Record<string, any>>(
      `SELECT d.* FROM protest_docket d WHERE d.source_system = 'gao' AND d.solicitation_number LIKE '%_%' AND d.agency IS NOT NULL AND d.outcome IS NOT NULL AND d.case_id <> $1 ORDER BY d.docket_number LIMIT 1`,
      [FIX_ID],
    );
    const [oha] = await q<Record<string, any>>(`SELECT * FROM protest_docket WHERE source_system = 'sba_oha' AND naics_code IS NOT NULL ORDER BY docket_number LIMIT 1`);
    const sol = d.solicitation_number as string;
    const dashed = `${sol.slice(0, 6).toLowerCase()}-${sol.slice(6, 8)}-${sol.slice(8).toLowerCase()}`;
    const word = (d.protester as string).split(/\s+/)[0];
    const agencyPart = (d.agency as string).split(' : ')[1] ?? (d.agency as string);
    const cases: [string, string, unknown[]][] = [
      ['source_system=GAO|sba_oha', `d.source_system IN ('gao', 'sba_oha')`, []],
      ['source_system=cofc', `d.source_system = 'cofc'`, []],
      [`outcome=${d.outcome.toUpperCase()}`, 'lower(d.outcome) = lower($1)', [d.outcome]],
      ['outcome=Denied|Sustained', `d.outcome IN ('Denied', 'Sustained')`, []],
      [`case_type=${encodeURIComponent('bid protest')}`, `d.case_type = 'Bid Protest'`, []],
      [`case_type=${encodeURIComponent('SIZE OR NAICS')}`, `d.case_type IN ('SIZE', 'NAICS')`, []],
      [`agency=${encodeURIComponent(agencyPart.toLowerCase())}`, 'd.agency ILIKE $1', [`%${agencyPart}%`]],
      [`case_number=${d.case_number.toLowerCase()}|${FIX_NUMBER}`, 'd.case_number IN ($1, $2)', [d.case_number, FIX_NUMBER]],
      [`case_number=${d.docket_number}`, 'd.docket_number = $1', [d.docket_number]],
      [`solicitation_number=${encodeURIComponent(dashed)}|${encodeURIComponent('w912dy 14 r 0077')}`, 'd.solicitation_number_norm IN ($1, $2)', [normalizeSolicitation(sol), normalizeSolicitation(FIX_SOL)]],
      [`naics_code=${oha.naics_code}`, `d.naics_code = $1 AND d.source_system = 'sba_oha' AND d.case_type IN ('SIZE', 'NAICS')`, [oha.naics_code]],
      [`protester=${encodeURIComponent(word.toLowerCase())}|quillfeather`, '(d.protester ILIKE $1 OR d.protester ILIKE $2)', [`%${word}%`, '%quillfeather%']],
      ['filed_date_after=2024-01-01&filed_date_before=2025-06-30', `d.filed_date BETWEEN '2024-01-01' AND '2025-06-30'`, []],
      ['decision_date_after=2023-01-01&decision_date_before=2024-12-31', `d.decision_date BETWEEN '2023-01-01' AND '2024-12-31'`, []],
      [`search=${encodeURIComponent(word)}`, `d.search_vector @@ websearch_to_tsquery('english', $1)`, [word]],
    ];
    for (const [query, cond, params] of cases) {
      const want = await casesWhere(cond, params);
      expect(want.length, query).toBeGreaterThan(0);
      const res = await app.json(`/api/protests/?${query}&limit=100&shape=case_id`, free);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(ids(res.body), query).toEqual(want);
      expect(res.body.count, query).toBe(want.length);
    }
    // naics_code only on sba_oha size and NAICS appeals: a gao docket carrying a code is not matched
    await q(`UPDATE protest_docket SET naics_code = $1 WHERE docket_number = 'B-100001.1'`, [oha.naics_code]);
    const only = await app.json(`/api/protests/?naics_code=${oha.naics_code}&limit=100&shape=case_id`, free);
    expect(ids(only.body)).not.toContain(FIX_ID);
    await q(`UPDATE protest_docket SET naics_code = NULL WHERE docket_number = 'B-100001.1'`);
  });

  it('bounds decision dates by the 2015 floor', async () => {
    // the hand-built case has a docket decided in 2014 (before coverage) and one in 2016
    const before = await app.json(`/api/protests/?case_number=${FIX_NUMBER}&decision_date_before=2014-12-31`, free);
    expect(before.status).toBe(200);
    expect(before.body.count).toBe(0);
    const window = await app.json(`/api/protests/?case_number=${FIX_NUMBER}&decision_date_after=2010-01-01&decision_date_before=2015-06-30`, free);
    expect(window.body.count).toBe(0);
    const after = await app.json(`/api/protests/?case_number=${FIX_NUMBER}&decision_date_after=2010-01-01`, free);
    expect(ids(after.body)).toEqual([FIX_ID]); // through the 2016 docket
    const early = await app.json('/api/protests/?decision_date_after=1990-01-01&limit=100&shape=case_id', free);
    const floor = await app.json('/api/protests/?decision_date_after=2015-01-01&limit=100&shape=case_id', free);
    expect(early.body).toEqual(floor.body);
    expect(ids(floor.body)).toEqual(await casesWhere(`d.decision_date >= '2015-01-01'`));
    // without a decision-date filter the case is listed
    expect((await app.json(`/api/protests/?case_number=${FIX_NUMBER}`, free)).body.count).toBe(1);
  });

  it('answers 400 with the documented body for bad dates, inverted ranges and unknown source systems', async () => {
    const bad = [
      'decision_date_after=2024-13-01',
      'decision_date_before=2024-02-30',
      'filed_date_after=20240101',
      'filed_date_before=2024-1-1',
      'filed_date_after=2024-06-01&filed_date_before=2024-01-01',
      'decision_date_after=2024-06-01&decision_date_before=2024-01-01',
      'source_system=gao|nasa',
      'source_system=|',
      'solicitation_number=---',
      'search=%20',
      'protester=',
      `case_number=${'x|'.repeat(501)}`,
    ];
    for (const query of bad) {
      const res = await app.json(`/api/protests/?${query}`, free);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: expect.any(String), code: 'validation_error' });
    }
    const gql = await app.graphql('{ protests(filter: {filedDateAfter: "2024-13-01"}) { count } }', undefined, free.headers);
    expect(gql.status).toBe(400);
    // a Date input refuses an impossible date before the engine, with the same code
    expect((await app.json('/api/protests/?filed_date_after=2024-13-01', free)).status).toBe(400);
    expect(gql.body.errors![0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('protests: REST and GraphQL agree', () => {
  it('returns the same cases, fields, dockets and counts', async () => {
    const rest = await app.json('/api/protests/?source_system=gao|sba_oha&filed_date_after=2016-01-01&limit=20&page=2&shape=case_id,case_number,outcome,filed_date,organization(agency_code),dockets(docket_number,decision_date),resolved_agency(key)', small);
    const gql = await app.graphql(
      `{ protests(filter: {sourceSystem: "gao|sba_oha", filedDateAfter: "2016-01-01"}, limit: 20, page: 2) {
          count next previous results { caseId caseNumber outcome filedDate organization { agencyCode } dockets { docketNumber decisionDate } resolvedAgency { key } } } }`,
      undefined,
      small.headers,
    );
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.protests;
    expect(g.count).toBe(rest.body.count);
    expect(g.next).toBe(rest.body.next ? '3' : null);
    expect(g.previous).toBe('1');
    expect(rest.body.results.length).toBeGreaterThan(0);
    const mapped = g.results.map((r: any) => ({
      case_id: r.caseId,
      case_number: r.caseNumber,
      outcome: r.outcome,
      filed_date: r.filedDate,
      organization: r.organization && { agency_code: r.organization.agencyCode },
      dockets: r.dockets.map((d: any) => ({ docket_number: d.docketNumber, decision_date: d.decisionDate })),
      resolved_agency: r.resolvedAgency && { key: r.resolvedAgency.key },
    }));
    expect(mapped).toEqual(rest.body.results);
  });
});

describe('protests: one SQL statement per page', () => {
  it('answers a list (with filters and every expansion) and a detail in one statement each', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const shape = 'case_id,digest,judge,dockets(*),organization(*),resolved_protester(*),resolved_agency(*)';
    const url = `http://test.local/api/protests/?source_system=gao|cofc&protester=a&limit=50&shape=${shape}`;
    const first = await recording.fetch(new Request(url, enterprise));
    expect(first.status).toBe(200);
    log.length = 0;
    const again = await recording.fetch(new Request(url, enterprise));
    expect(again.status).toBe(200);
    expect((await again.json()).results.length).toBeGreaterThan(5);
    // the count is cached: the page is one statement, whatever the page size and expansions
    expect(log, log.join('\n')).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/protests/${FIX_ID}/?shape=${shape}`, enterprise))).status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...enterprise.headers },
        body: JSON.stringify({ query: '{ protests(filter: {sourceSystem: "gao|cofc", protester: "a"}, limit: 50) { count results { caseId dockets { docketNumber } organization { agencyName } resolvedProtester { uei } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log, log.join('\n')).toHaveLength(1);
  });
});
