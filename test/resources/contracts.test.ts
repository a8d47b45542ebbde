/**
 * Contracts end to end through REST and GraphQL: envelopes, keyset walks,
 * every filter against an independent SQL expectation, ordering, shapes,
 * error bodies, scoped lists, REST/GraphQL parity and a constant query count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

/** Walk every page of a contracts query; returns the keys in order. */
async function walk(query: string, limit = 25): Promise<string[]> {
  const keys: string[] = [];
  let url: string | null = `/api/contracts/?${query}${query ? '&' : ''}limit=${limit}&shape=key`;
  for (let i = 0; url && i < 1000; i++) {
    const res: { status: number; body: any } = await app.json(url.replace(/^https?:\/\/[^/]+/, ''));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    keys.push(...res.body.results.map((r: { key: string }) => r.key));
    url = res.body.next;
  }
  return keys;
}

async function expectedKeys(where: string, params: unknown[] = []): Promise<string[]> {
  const rows = await q<{ key: string }>(`SELECT key FROM award t WHERE family = 'contract' AND (${where}) ORDER BY award_date DESC, key DESC`, params);
  return rows.map((r) => r.key);
}

describe('GET /api/contracts/ envelope and default shape', () => {
  it('answers the keyset envelope with the default list shape', async () => {
    const res = await app.json('/api/contracts/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'cursor', 'results']);
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract'`);
    expect(res.body.count).toBe(n);
    expect(res.body.results).toHaveLength(25);
    expect(res.body.previous).toBeNull();
    expect(res.body.next).toMatch(/^http:\/\/test\.local\/api\/contracts\/\?cursor=/);
    expect(res.body.cursor).toBe(new URL(res.body.next).searchParams.get('cursor'));
    const first = res.body.results[0];
    expect(Object.keys(first)).toEqual([
      'key', 'piid', 'award_date', 'fiscal_year', 'description', 'obligated', 'base_and_exercised_options_value', 'total_contract_value',
      'recipient', 'awarding_office', 'naics_code', 'psc_code', 'set_aside', 'award_type', 'parent_award',
    ]);
    expect(Object.keys(first.awarding_office).sort()).toEqual(['agency_code', 'agency_name', 'department_code', 'department_name', 'office_code', 'office_name', 'organization_id']);
    expect(typeof first.obligated).toBe('number');
    // newest first
    const dates = res.body.results.map((r: { award_date: string }) => r.award_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('walks every matching row exactly once in order, and previous goes back', async () => {
    const keys = await walk('fiscal_year=2021', 7);
    expect(keys).toEqual(await expectedKeys('fiscal_year = 2021'));
    const p1 = await app.json('/api/contracts/?fiscal_year=2021&limit=5&shape=key');
    const p2 = await app.json(p1.body.next.replace('http://test.local', ''));
    expect(p2.body.previous).toMatch(/cursor=/);
    const back = await app.json(p2.body.previous.replace('http://test.local', ''));
    expect(back.body.results).toEqual(p1.body.results);
  });

  it('keeps walking correctly while rows are inserted ahead of and behind the cursor', async () => {
    const before = await expectedKeys('fiscal_year = 2019');
    const p1 = await app.json('/api/contracts/?fiscal_year=2019&limit=10&shape=key');
    const template = await q<Record<string, unknown>>(`SELECT * FROM award WHERE key = $1`, [before[0]]);
    const t = template[0];
    // one row newer than everything seen so far, one older than everything
    for (const [suffix, date] of [['X1', '2019-09-30'], ['X2', '2018-10-01']] as const) {
      await q(
        `INSERT INTO award (key, family, piid, award_date, fiscal_year, obligated, awarding_office_id, awarding_agency_code, awarding_department_code, recipient_uei, recipient_legal_business_name, modified)
         VALUES ($1, 'contract', $2, $3::date, 2019, 1000, $4, $5, $6, $7, $8, now())`,
        [`CONT_AWD_TEST${suffix}_9700_-NONE-_-NONE-`, `TEST${suffix}`, date, t.awarding_office_id, t.awarding_agency_code, t.awarding_department_code, t.recipient_uei, t.recipient_legal_business_name],
      );
    }
    const rest: string[] = [];
    let next = p1.body.next as string | null;
    while (next) {
      const page = await app.json(next.replace('http://test.local', ''));
      rest.push(...page.body.results.map((r: { key: string }) => r.key));
      next = page.body.next;
    }
    const seen = [...p1.body.results.map((r: { key: string }) => r.key), ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    for (const k of before) expect(seen).toContain(k);
    expect(seen).toContain('CONT_AWD_TESTX2_9700_-NONE-_-NONE-');
    await q(`DELETE FROM award WHERE key LIKE 'CONT_AWD_TESTX%'`);
  });
});

describe('contract filters', () => {
  const cases: [string, string, unknown[]?][] = [];
  beforeAll(async () => {
    const [c] = await q<Record<string, any>>(`
      SELECT a.*, d.code AS dept_id, ag.abbreviation AS agency_abbr FROM award a
      JOIN department d ON d.cgac = a.awarding_department_code JOIN agency ag ON ag.code = a.awarding_agency_code
      WHERE a.family = 'contract' AND a.solicitation_identifier IS NOT NULL AND a.naics_code IS NOT NULL AND a.set_aside_code <> 'NONE'
      ORDER BY a.key LIMIT 1`);
    const sol = c.solicitation_identifier as string;
    const dashed = sol.length === 13 ? `${sol.slice(0, 6)}-${sol.slice(6, 8)}-${sol.slice(8, 9)}-${sol.slice(9)}`.toLowerCase() : sol.toLowerCase();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    cases.push(
      [`uei=${c.recipient_uei.toLowerCase()}`, `recipient_uei = $1`, [c.recipient_uei]],
      [`piid=${c.piid.toLowerCase()}`, `piid = $1`, [c.piid]],
      [`solicitation_identifier=${encodeURIComponent(dashed)}`, `solicitation_identifier_norm = $1`, [sol.replace(/[-\s_./]/g, '').toUpperCase()]],
      [`awarding_agency=${c.awarding_department_code}`, `awarding_department_code = $1`, [c.awarding_department_code]],
      [`awarding_agency=${c.dept_id}`, `awarding_department_code = $1`, [c.awarding_department_code]],
      [`awarding_agency=${c.awarding_agency_code}`, `awarding_agency_code = $1 OR awarding_department_code = $1`, [c.awarding_agency_code]],
      [`awarding_agency=${encodeURIComponent(c.agency_abbr.toLowerCase())}`, `awarding_agency_code IN (SELECT code FROM agency WHERE upper(abbreviation) = $1) OR awarding_department_code IN (SELECT cgac FROM department WHERE upper(abbreviation) = $1)`, [c.agency_abbr.toUpperCase()]],
      [`funding_agency=${c.funding_department_code}`, `funding_department_code = $1`, [c.funding_department_code]],
      [`naics=${c.naics_code}%20OR%20541512|541330`, `naics_code = ANY($1)`, [[c.naics_code, '541512', '541330']]],
      [`psc=${c.psc_code.toLowerCase()}`, `psc_code = $1`, [c.psc_code]],
      [`set_aside=${c.set_aside_code.toLowerCase()}|NONE`, `set_aside_code = ANY($1)`, [[c.set_aside_code, 'NONE']]],
      [`award_type=c|d`, `award_type_code IN ('C', 'D')`],
      [`award_date=${day(c.award_date)}`, `award_date = $1::date`, [day(c.award_date)]],
      [`award_date_gte=2023-01-01&award_date_lte=2023-03-31`, `award_date BETWEEN '2023-01-01' AND '2023-03-31'`],
      [`fiscal_year=2024`, `award_date BETWEEN '2023-10-01' AND '2024-09-30'`],
      [`fiscal_year_gte=2016&fiscal_year_lte=2017`, `fiscal_year BETWEEN 2016 AND 2017`],
      [`pop_start_date_gte=2022-01-01&pop_start_date_lte=2022-06-30`, `pop_start_date BETWEEN '2022-01-01' AND '2022-06-30'`],
      [`pop_end_date_gte=2027-01-01`, `pop_current_end_date >= '2027-01-01'`],
      [`expiring_gte=2026-12-01&expiring_lte=2027-03-01`, `pop_ultimate_completion_date BETWEEN '2026-12-01' AND '2027-03-01'`],
      [`obligated_gte=1000000&obligated_lte=2500000.50`, `obligated BETWEEN 1000000 AND 2500000.50`],
      [`recipient=${encodeURIComponent(c.recipient_legal_business_name.split(' ')[0].toLowerCase())}`, `recipient_legal_business_name ILIKE $1`, [`%${c.recipient_legal_business_name.split(' ')[0]}%`]],
      [`search=cybersecurity`, `search_vector @@ websearch_to_tsquery('english', 'cybersecurity')`],
    );
  });

  it('each filter returns exactly the rows its documented semantics select', async () => {
    expect(cases.length).toBeGreaterThan(20);
    for (const [query, where, params] of cases) {
      const expected = await expectedKeys(where, params ?? []);
      expect(expected.length, `no rows for ${query}: the case proves nothing`).toBeGreaterThan(0);
      const res = await app.json(`/api/contracts/?${query}&limit=100&shape=key`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.count, query).toBe(expected.length);
      expect(res.body.results.map((r: { key: string }) => r.key), query).toEqual(expected.slice(0, 100));
    }
  });
});

describe('ordering', () => {
  it('sorts by each allowed field both ways with a unique tiebreaker', async () => {
    for (const [ordering, sqlOrder] of [
      ['-obligated', 'obligated DESC, key DESC'],
      ['obligated', 'obligated ASC, key ASC'],
      ['total_contract_value', 'total_contract_value ASC NULLS LAST, key ASC'],
      ['-award_date', 'award_date DESC, key DESC'],
    ]) {
      const res = await app.json(`/api/contracts/?ordering=${ordering}&fiscal_year=2022&limit=50&shape=key`);
      const rows = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'contract' AND fiscal_year = 2022 ORDER BY ${sqlOrder} LIMIT 50`);
      expect(res.body.results.map((r: { key: string }) => r.key), ordering).toEqual(rows.map((r) => r.key));
    }
  });

  it('walks a non-default ordering completely', async () => {
    const res: string[] = [];
    let next: string | null = '/api/contracts/?ordering=-obligated&fiscal_year=2018&limit=9&shape=key';
    while (next) {
      const page: { body: any } = await app.json(next.replace('http://test.local', ''));
      res.push(...page.body.results.map((r: { key: string }) => r.key));
      next = page.body.next;
    }
    const rows = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'contract' AND fiscal_year = 2018 ORDER BY obligated DESC, key DESC`);
    expect(res).toEqual(rows.map((r) => r.key));
  });
});

describe('error bodies', () => {
  it.each([
    ['/api/contracts/?award_date=2024-02-30', { error: 'award_date must be a real calendar date in the form YYYY-MM-DD, got "2024-02-30"', code: 'validation_error' }],
    ['/api/contracts/?award_date_gte=2024-02-01&award_date_lte=2024-01-01', { error: 'inverted range: award_date_gte is after award_date_lte', code: 'validation_error' }],
    ['/api/contracts/?fiscal_year_gte=2024&fiscal_year_lte=2020', { error: 'inverted range: fiscal_year_gte is after fiscal_year_lte', code: 'validation_error' }],
    ['/api/contracts/?obligated_gte=abc', { error: 'obligated_gte must be a number such as 1000000 or 2500.50, got "abc"', code: 'validation_error' }],
    ['/api/contracts/?limit=0', { error: 'limit must be from 1 to 100, got 0', code: 'validation_error' }],
    ['/api/contracts/?limit=101', { error: 'limit must be from 1 to 100, got 101', code: 'validation_error' }],
    ['/api/contracts/?limit=ten', { error: 'limit must be an integer, got "ten"', code: 'validation_error' }],
  ])('%s answers 400 %j', async (path, body) => {
    const res = await app.json(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(body);
  });

  it('refuses orderings outside the allowlist, naming the allowed fields', async () => {
    const res = await app.json('/api/contracts/?ordering=piid');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', allowed: ['award_date', 'obligated', 'total_contract_value'] });
  });

  it('refuses a forged or foreign cursor', async () => {
    for (const cursor of ['garbage', Buffer.from('{"o":"obligated","v":[1,"k"],"d":"n","_":1}').toString('base64url')]) {
      const res = await app.json(`/api/contracts/?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
  });

  it('answers structured shape errors with paths, reasons and valid choices', async () => {
    const res = await app.json('/api/contracts/?shape=key,nope,recipient(uei,zzz),piid(x),awarding_office[top=3](office_code)');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['nope', 'recipient.zzz', 'piid', 'awarding_office']);
    expect(res.body.errors[1].valid_choices).toEqual(['cage_code', 'display_name', 'duns', 'legal_business_name', 'parent_uei', 'uei']);
    const syntax = await app.json('/api/contracts/?shape=key,(');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].reason).toMatch(/position/);
    const star = await app.json('/api/contracts/?shape=*');
    expect(star.status).toBe(400);
  });

  it('answers 404 for unknown and malformed keys and unknown parents', async () => {
    for (const path of [
      '/api/contracts/CONT_AWD_NOPE0000000000_9700_-NONE-_-NONE-/',
      '/api/contracts/not-a-key/',
      '/api/contracts/CONT_IDV_X_9700/',
      '/api/entities/ZZZZZZZZZZZZ/contracts/',
      '/api/idvs/CONT_IDV_NOPE_9700/awards/',
    ]) {
      const res = await app.json(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('detail and scoped lists', () => {
  it('serves one contract with the detail default shape, and opt-in vehicle only when named', async () => {
    const [order] = await q<{ key: string }>(`
      SELECT c.key FROM award c JOIN award i ON i.key = c.parent_award_key WHERE c.family = 'contract' AND i.vehicle_uuid IS NOT NULL ORDER BY c.key LIMIT 1`);
    const res = await app.json(`/api/contracts/${order.key}/`);
    expect(res.status).toBe(200);
    expect(res.body.key).toBe(order.key);
    for (const k of ['period_of_performance', 'competition', 'transactions', 'place_of_performance', 'recipient', 'naics', 'psc', 'subawards_summary']) expect(res.body).toHaveProperty(k);
    expect(res.body).not.toHaveProperty('vehicle');
    const withVehicle = await app.json(`/api/contracts/${order.key}/?shape=key,vehicle(uuid,vehicle_type,solicitation_identifier)`);
    expect(withVehicle.body.vehicle).toMatchObject({ uuid: expect.any(String), vehicle_type: expect.any(String) });
    const tx = await q<{ n: number; s: string }>(`SELECT count(*)::int n, sum(obligated)::text s FROM award_transaction WHERE award_key = $1`, [order.key]);
    expect(res.body.transactions).toHaveLength(tx[0].n);
  });

  it('scopes lists to an entity and to an IDV', async () => {
    const [e] = await q<{ recipient_uei: string; n: number }>(`SELECT recipient_uei, count(*)::int n FROM award WHERE family = 'contract' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/entities/${e.recipient_uei.toLowerCase()}/contracts/?limit=1`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(e.n);
    const [i] = await q<{ parent_award_key: string; n: number }>(`SELECT parent_award_key, count(*)::int n FROM award WHERE family = 'contract' AND parent_award_key IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const awards = await app.json(`/api/idvs/${i.parent_award_key}/awards/?limit=100&shape=key,parent_award(key)`);
    expect(awards.body.count).toBe(i.n);
    for (const r of awards.body.results) expect(r.parent_award.key).toBe(i.parent_award_key);
  });
});

describe('REST and GraphQL agree', () => {
  it('give the same values for the same request', async () => {
    const rest = await app.json('/api/contracts/?naics=541511|541512&fiscal_year_gte=2022&ordering=-obligated&limit=10&shape=key,piid,obligated,award_date,recipient(uei,display_name),awarding_office(office_code,agency_name),set_aside(code,description),transactions(modification_number,obligated)');
    const gql = await app.graphql(`{
      contracts(filter: {naics: "541511|541512", fiscalYearGte: 2022}, ordering: "-obligated", limit: 10) {
        count cursor
        results { key piid obligated awardDate recipient { uei displayName } awardingOffice { officeCode agencyName } setAside { code description } transactions { modificationNumber obligated } }
      }
    }`);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.contracts;
    expect(g.count).toBe(rest.body.count);
    expect(g.cursor).toBe(rest.body.cursor);
    const mapped = g.results.map((r: any) => ({
      key: r.key,
      piid: r.piid,
      obligated: Number(r.obligated),
      award_date: r.awardDate,
      recipient: { uei: r.recipient.uei, display_name: r.recipient.displayName },
      awarding_office: { office_code: r.awardingOffice.officeCode, agency_name: r.awardingOffice.agencyName },
      set_aside: r.setAside,
      transactions: r.transactions.map((t: any) => ({ modification_number: t.modificationNumber, obligated: Number(t.obligated) })),
    }));
    expect(mapped).toEqual(rest.body.results);
    // money is a decimal string in GraphQL, never a float
    expect(typeof g.results[0].obligated).toBe('string');
  });

  it('report the same error for the same bad input', async () => {
    const gql = await app.graphql('{ contracts(filter: {awardDateGte: "2024-02-01", awardDateLte: "2024-01-01"}) { count } }');
    const rest = await app.json('/api/contracts/?award_date_gte=2024-02-01&award_date_lte=2024-01-01');
    // Yoga turns extensions.http.status into the response status (and strips it from the body)
    expect(rest.status).toBe(400);
    expect(gql.status).toBe(400);
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: rest.body });
  });

  it('types filter inputs: a value of the wrong type is a VALIDATION_ERROR before anything runs', async () => {
    for (const filter of ['{awardDate: "2024-13-01"}', '{fiscalYear: "2024"}', '{fiscalYear: 2024.5}', '{obligatedGte: "lots"}']) {
      const gql = await app.graphql(`{ contracts(filter: ${filter}) { count } }`);
      expect(gql.status, filter).toBe(400);
      expect(gql.body.errors?.[0].extensions, filter).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
    }
    // typed values mean what the REST text means; a single value is an OR-list of one
    const typed = await app.graphql('{ contracts(filter: {fiscalYear: 2024, awardDateGte: "2023-10-01", naics: ["541512", "541511"]}) { count } }');
    const single = await app.graphql('{ contracts(filter: {fiscalYear: 2024, awardDateGte: "2023-10-01", naics: "541512|541511"}) { count } }');
    const rest = await app.json('/api/contracts/?fiscal_year=2024&award_date_gte=2023-10-01&naics=541512|541511');
    expect(typed.body.data.contracts.count).toBe(rest.body.count);
    expect(single.body.data.contracts.count).toBe(rest.body.count);
  });

  it('orders by typed fields (orderBy) or the REST syntax with camelCase names, never both', async () => {
    const rest = await app.json('/api/contracts/?ordering=-obligated,award_date&limit=5&shape=key');
    const byEnum = await app.graphql('{ contracts(orderBy: [{field: obligated, direction: DESC}, {field: awardDate}], limit: 5) { results { key } } }');
    const byCamel = await app.graphql('{ contracts(ordering: "-obligated,awardDate", limit: 5) { results { key } } }');
    const keys = rest.body.results.map((r: { key: string }) => r.key);
    expect(byEnum.body.data.contracts.results.map((r: { key: string }) => r.key)).toEqual(keys);
    expect(byCamel.body.data.contracts.results.map((r: { key: string }) => r.key)).toEqual(keys);
    const both = await app.graphql('{ contracts(ordering: "-obligated", orderBy: [{field: awardDate}]) { count } }');
    expect(both.body.errors?.[0].extensions.code).toBe('VALIDATION_ERROR');
    const unknown = await app.graphql('{ contracts(orderBy: [{field: bogus}]) { count } }');
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('query count', () => {
  /** The app over a database whose read-path statements are recorded (on the primary, or a read replica: npm run test:replica). */
  async function recordingApp(log: string[]) {
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const read = app.db.readQuery;
    const readQuery = <T,>(text: string, params?: unknown[]) => (log.push(text), read<T>(text, params));
    const recording = createApp({ db: { ...app.db, raw, ...(app.db.replicas ? { readQuery } : {}) }, logger: createLogger('silent') });
    // counts are cached once the instance hears about data changes
    await recording.listening;
    return recording;
  }
  const shape = 'key,piid,parent_award(*),naics(*),psc(*),set_aside(*),award_type(*),period_of_performance(*),awarding_office(*),funding_office(*),recipient(*),place_of_performance(*),competition(*),transactions(*),subawards_summary(*),legislative_mandates(*),officers(*),vehicle(*)';

  it('is one statement per page, plus one count when it is not cached, whatever the page size and expansions', async () => {
    const log: string[] = [];
    const recording = await recordingApp(log);
    for (const [limit, statements] of [[5, 2], [100, 1], [1, 1]] as const) {
      log.length = 0;
      const res = await recording.fetch(new Request(`http://test.local/api/contracts/?limit=${limit}&shape=${shape}`));
      expect(res.status).toBe(200);
      expect((await res.json()).results).toHaveLength(limit);
      // the first request also counts; later ones find the count cached
      expect(log, log.join('\n')).toHaveLength(statements);
    }
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ contracts(limit: 50) { count results { key recipient { displayName } transactions { obligated } subawardsSummary { count } awardingOffice { officeName } vehicle { uuid } } } }' }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    const key = (await app.json('/api/contracts/?limit=1&shape=key')).body.results[0].key;
    expect((await recording.fetch(new Request(`http://test.local/api/contracts/${key}/?shape=${shape}`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });

  it('a scoped list asks whether its parent exists only when the page is empty', async () => {
    const log: string[] = [];
    const recording = await recordingApp(log);
    const [{ uei }] = await q<{ uei: string }>(`SELECT recipient_uei AS uei FROM award WHERE family = 'contract' LIMIT 1`);
    await recording.fetch(new Request(`http://test.local/api/entities/${uei}/contracts/?limit=5&shape=key`));
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/entities/${uei}/contracts/?limit=5&shape=key`))).status).toBe(200);
    expect(log).toHaveLength(1);
    const missing = await recording.fetch(new Request('http://test.local/api/entities/ZZZZZZZZZZZZ/contracts/'));
    expect(missing.status).toBe(404);
  });
});

describe('GraphQL abuse limits', () => {
  it('rejects documents with too many aliases, tokens or too much complexity, and keeps serving', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: version { apiVersion }`).join(' ');
    const tooManyAliases = await app.graphql(`{ ${aliases} }`);
    expect(tooManyAliases.body.errors?.[0].message).toMatch(/aliases/i);
    const deep = await app.graphql(`{ contracts(limit: 100) { results { key transactions { obligated } recipient { uei } awardingOffice { officeCode } naics { code description } psc { code description } competition { contractType { code } extentCompeted { code } } } } }`);
    expect(deep.body.errors, JSON.stringify(deep.body.errors)).toBeUndefined();
    const page = `contracts(limit: 100) { results { ${'key piid description obligated '.repeat(20)} transactions { obligated description modificationNumber transactionDate } } }`;
    const expensive = await app.graphql(`{ ${['a', 'b', 'c', 'd', 'e'].map((a) => `${a}: ${page}`).join(' ')} }`);
    expect(expensive.status).toBe(400);
    expect(expensive.body.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_ERROR', reason: 'QUERY_TOO_COMPLEX' } });
    const after = await app.graphql('{ version { apiVersion } }');
    expect(after.body.data.version.apiVersion).toBe('4.25.3');
  });
});

describe('GET /api/contracts/{key}/transactions/', () => {
  it('pages through the modifications of one contract in date order', async () => {
    const [a] = await q<{ award_key: string; n: number }>(`
      SELECT award_key, count(*)::int n FROM award_transaction t JOIN award a ON a.key = t.award_key
      WHERE a.family = 'contract' GROUP BY 1 HAVING count(*) >= 3 ORDER BY 1 LIMIT 1`);
    const p1 = await app.json(`/api/contracts/${a.award_key}/transactions/?limit=2`);
    expect(p1.status).toBe(200);
    expect(Object.keys(p1.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(p1.body.count).toBe(a.n);
    expect(p1.body.next).toBe(`http://test.local/api/contracts/${a.award_key}/transactions/?limit=2&page=2`);
    const all = await q<{ modification_number: string }>(`SELECT modification_number FROM award_transaction WHERE award_key = $1 ORDER BY transaction_date, id`, [a.award_key]);
    expect(p1.body.results.map((r: { modification_number: string }) => r.modification_number)).toEqual(all.slice(0, 2).map((r) => r.modification_number));
    const p2 = await app.json(`/api/contracts/${a.award_key}/transactions/?limit=2&page=2`);
    expect(p2.body.previous).toBe(`http://test.local/api/contracts/${a.award_key}/transactions/?limit=2&page=1`);
    const past = await app.json(`/api/contracts/${a.award_key}/transactions/?page=99`);
    expect(past.status).toBe(404);
    const bad = await app.json(`/api/contracts/${a.award_key}/transactions/?page=0`);
    expect(bad.status).toBe(400);
    expect((await app.json('/api/contracts/CONT_AWD_NOPE_9700_-NONE-_-NONE-/transactions/')).status).toBe(404);
  });
});

describe('GET /api/vehicles/{uuid}/orders/', () => {
  it('pages through the orders under the IDVs of one vehicle; non-UUID and unknown vehicles answer 404', async () => {
    const [v] = await q<{ uuid: string; n: number }>(`
      SELECT i.vehicle_uuid::text AS uuid, count(o.key)::int n FROM award i JOIN award o ON o.parent_award_key = i.key
      WHERE i.vehicle_uuid IS NOT NULL AND o.family = 'contract' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const res = await app.json(`/api/vehicles/${v.uuid}/orders/?limit=5&shape=key,parent_award(key)`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(v.n);
    const [{ order_count }] = await q<{ order_count: number }>(`SELECT order_count FROM vehicle WHERE uuid = $1::uuid`, [v.uuid]);
    expect(order_count).toBe(v.n);
    expect((await app.json('/api/vehicles/not-a-uuid/orders/')).status).toBe(404);
    expect((await app.json('/api/vehicles/00000000-0000-4000-8000-000000000000/orders/')).status).toBe(404);
  });
});

describe('flat output', () => {
  it('flattens nested objects with the joiner, and list elements by index with flat_lists', async () => {
    const [a] = await q<{ award_key: string }>(`SELECT award_key FROM award_transaction GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1 LIMIT 1`);
    const nested = await app.json(`/api/contracts/${a.award_key}/?shape=key,recipient(uei),transactions(modification_number)`);
    const flat = await app.json(`/api/contracts/${a.award_key}/?shape=key,recipient(uei),transactions(modification_number)&flat=true&joiner=__`);
    expect(flat.body).toEqual({
      key: a.award_key,
      recipient__uei: nested.body.recipient.uei,
      transactions: nested.body.transactions,
    });
    const lists = await app.json(`/api/contracts/${a.award_key}/?shape=key,transactions(modification_number)&flat=true&flat_lists=true`);
    expect(lists.body['transactions.0.modification_number']).toBe(nested.body.transactions[0].modification_number);
    expect(lists.body['transactions.1.modification_number']).toBe(nested.body.transactions[1].modification_number);
    const list = await app.json('/api/contracts/?limit=2&shape=key,recipient(uei)&flat=true');
    expect(Object.keys(list.body.results[0])).toEqual(['key', 'recipient.uei']);
    expect((await app.json('/api/contracts/?flat=maybe')).status).toBe(400);
  });
});
