/**
 * Alerts through REST and GraphQL (document 1, "Alert", "Alert creation",
 * alert-filter failures under "Errors", "Limits"; issue 16, canonical
 * deduplication and agency checks): the seven creation rules, every
 * filter_definition failure kind, identifier and uei rules, custom frequency
 * and cron, per-tier counts, the status transitions, account isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { jsonInit, newAccount } from './helpers.js';
import { canonicalHash, alertResource } from '../../src/webhooks/alert-filters.js';
import { QUERY_TYPES, queryTypeInfo } from '../../src/webhooks/events.js';
import { f } from '../../src/engine/filters/sql.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const PUBLIC = 'https://93.184.215.14/hooks/pds';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

const post = (path: string, h: Record<string, string>, body?: unknown) => app.json(path, jsonInit('POST', h, body));
const patch = (path: string, h: Record<string, string>, body?: unknown) => app.json(path, jsonInit('PATCH', h, body));
const get = (path: string, h: Record<string, string> = {}) => app.json(path, { headers: h });

/** A fresh account of `tier` with `receivers` webhook endpoints. */
async function account(tier = 'small', receivers = 1) {
  const a = await newAccount(app, tier);
  const endpoints: string[] = [];
  for (let i = 0; i < receivers; i++) {
    const r = await post('/api/webhooks/endpoints/', a.h, { name: `rx-${i}`, url: PUBLIC });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    endpoints.push(r.body.id);
  }
  return { ...a, endpoints };
}

const create = (h: Record<string, string>, body: Record<string, unknown>) => post('/api/webhooks/alerts/', h, body);

/** filter_definition of a 400 answer. */
async function problems(h: Record<string, string>, query_type: string, filters: unknown): Promise<string[]> {
  const r = await create(h, { name: 'x', query_type, filters });
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.code).toBe('validation_error');
  expect(typeof r.body.error).toBe('string');
  expect(Array.isArray(r.body.filter_definition), JSON.stringify(r.body)).toBe(true);
  return r.body.filter_definition;
}

describe('alert creation rules', () => {
  it('201 with the alert; the only receiver is used when endpoint is omitted (rule 3)', async () => {
    const a = await account('small', 1);
    const r = await create(a.h, { name: ' Army IT ', query_type: 'contract', filters: { awarding_agency: '9700', naics: '541512' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      name: 'Army IT',
      query_type: 'contract',
      event_type: 'alerts.contract.match',
      filters: { awarding_agency: '9700', naics: '541512' },
      frequency: 'realtime',
      cron_expression: null,
      endpoint: a.endpoints[0],
      status: 'active',
      last_checked_at: null,
      next_run_at: null,
    });
    expect(r.body.alert_id).toMatch(UUID_RE);
    // only changes after creation are news to it
    const [row] = await q(`SELECT change_cursor::text AS c, (SELECT coalesce(max(id), 0)::text FROM change_log WHERE resource_type = 'contract') AS m FROM alert WHERE alert_id = $1`, [r.body.alert_id]);
    expect(row.c).toBe(row.m);
    expect((await get(`/api/webhooks/alerts/${r.body.alert_id}/`, a.h)).body).toEqual(r.body);
  });

  it('200 with the existing alert for the same query type and the same filters, however written (rule 2, issue 16)', async () => {
    const a = await account('small', 1);
    const first = await create(a.h, { name: 'one', query_type: 'contract', filters: { naics: '541512|541511', set_aside: 'sba', awarding_agency: '9700' } });
    expect(first.status).toBe(201);
    for (const filters of [
      { awarding_agency: '9700', naics: ['541511', ' 541512 '], set_aside: 'SBA' },
      { naics: ' 541511 | 541512 | 541511', set_aside: 'SBA', awarding_agency: ' 9700 ' },
    ]) {
      const again = await create(a.h, { name: 'another name', query_type: 'contract', filters, frequency: 'daily' });
      expect(again.status, JSON.stringify(filters)).toBe(200);
      expect(again.body.alert_id).toBe(first.body.alert_id);
      expect(again.body.name).toBe('one');
    }
    // other filters, or the same filters on another query type, are another subscription
    expect((await create(a.h, { name: 'two', query_type: 'contract', filters: { naics: '541511', awarding_agency: '9700', set_aside: 'SBA' } })).status).toBe(201);
    expect((await create(a.h, { name: 'three', query_type: 'idv', filters: { naics: '541512|541511', awarding_agency: '9700', set_aside: 'SBA' } })).status).toBe(201);
    // another account's identical alert is its own
    const b = await account('small', 1);
    expect((await create(b.h, { name: 'one', query_type: 'contract', filters: { naics: '541512|541511', set_aside: 'sba', awarding_agency: '9700' } })).status).toBe(201);
  });

  it('an explicit default value is the same subscription as leaving the filter out', () => {
    const info = queryTypeInfo('exclusion')!;
    const spec = { ...alertResource(info), filters: { ...alertResource(info).filters, include_lifted: { ...f.bool('t.x'), default: 'false' } } };
    const base = new Map([['excluding_agency_code', 'GSA']]);
    expect(canonicalHash(info, spec, new Map([...base, ['include_lifted', 'false']]))).toBe(canonicalHash(info, spec, base));
    expect(canonicalHash(info, spec, new Map([...base, ['include_lifted', 'true']]))).not.toBe(canonicalHash(info, spec, base));
  });

  it('400 when several receivers exist and none is named; a named one is used (rule 3)', async () => {
    const a = await account('small', 2);
    const r = await create(a.h, { name: 'x', query_type: 'entity', filters: { uei: 'ZQGGHJH74DW7' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation_error' });
    expect(r.body.error).toMatch(/endpoint is required/);
    const ok = await create(a.h, { name: 'x', query_type: 'entity', filters: { uei: 'ZQGGHJH74DW7' }, endpoint: a.endpoints[1] });
    expect(ok.status).toBe(201);
    expect(ok.body.endpoint).toBe(a.endpoints[1]);
    // a receiver of another account is not one of this account's
    const b = await account('small', 1);
    const foreign = await create(a.h, { name: 'y', query_type: 'entity', filters: { uei: 'ZQGGHJH74DW8' }, endpoint: b.endpoints[0] });
    expect(foreign.status).toBe(400);
    // no receiver at all
    const c = await account('small', 0);
    const none = await create(c.h, { name: 'x', query_type: 'entity', filters: { uei: 'ZQGGHJH74DW7' } });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/no webhook endpoint/);
  });

  it('checks name, query_type and filters presence, and unknown body fields', async () => {
    const a = await account('small', 1);
    for (const [body, re] of [
      [{ query_type: 'contract', filters: { naics: '541512' } }, /name is required/],
      [{ name: 'x', filters: { naics: '541512' } }, /query_type is required/],
      [{ name: 'x', query_type: 'contracts', filters: { naics: '541512' } }, /query_type must be one of: opportunity, contract/],
      [{ name: 'x', query_type: 'contract' }, /filters is required/],
      [{ name: 'x', query_type: 'contract', filters: { naics: '541512' }, frequency: 'hourly' }, /frequency must be one of: realtime, daily, custom/],
      [{ name: 'x', query_type: 'contract', filters: { naics: '541512' }, cron_expression: '0 8 * * 1' }, /only for frequency custom/],
      [{ name: 'x', query_type: 'contract', filters: { naics: '541512' }, status: 'paused' }, /unknown field: status/],
    ] as const) {
      const r = await create(a.h, body as Record<string, unknown>);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toMatch(re);
    }
    const bad = await app.json('/api/webhooks/alerts/', { method: 'POST', headers: { ...a.h, 'content-type': 'application/json' }, body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect((await app.json('/api/webhooks/alerts/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });
});

describe('alert filter failures (filter_definition)', () => {
  it('1: unknown keys, each named, with the _after/_before form for a bare date', async () => {
    const a = await account('small', 1);
    const msgs = await problems(a.h, 'opportunity', { response_deadline: '2026-01-01', naisc: '541512', naics: '541512' });
    expect(msgs).toHaveLength(2);
    expect(msgs[0]).toMatch(/"response_deadline".*response_deadline_after and response_deadline_before/);
    expect(msgs[1]).toMatch(/"naisc".*did you mean "naics"/);
    // list-only parameters are not filters
    expect(await problems(a.h, 'contract', { naics: '541512', ordering: '-award_date', limit: 5 })).toHaveLength(2);
    // response_deadline_after is accepted
    expect((await create(a.h, { name: 'x', query_type: 'opportunity', filters: { response_deadline_after: '2026-01-01' } })).status).toBe(201);
  });

  it('2: an agency that resolves to nothing, on the resolved agency filters; one resolving OR-value passes', async () => {
    const a = await account('medium', 1);
    for (const [qt, key] of [['opportunity', 'agency'], ['federal_register', 'agency'], ['contract', 'awarding_agency'], ['idv', 'funding_agency'], ['ota', 'awarding_agency'], ['otidv', 'funding_agency']]) {
      const msgs = await problems(a.h, qt, { [key]: 'Department of Nothing At All' });
      expect(msgs, qt).toHaveLength(1);
      expect(msgs[0]).toMatch(new RegExp(`^${key} matches no agency`));
      const partial = await create(a.h, { name: `partial ${qt}`, query_type: qt, filters: { [key]: 'Department of Nothing At All|9700' } });
      expect(partial.status, `${qt}: ${JSON.stringify(partial.body)}`).toBe(201);
    }
    // forecast, grant and exclusion alerts match the agency text on each record: any name passes
    for (const [qt, key] of [['forecast', 'agency'], ['grant', 'agency'], ['exclusion', 'excluding_agency_name']]) {
      const r = await create(a.h, { name: `text ${qt}`, query_type: qt, filters: { [key]: 'Department of Nothing At All' } });
      expect(r.status, `${qt}: ${JSON.stringify(r.body)}`).toBe(201);
    }
  });

  it('3: an agency value over 150 characters or with no agency in it, except on state and local', async () => {
    const a = await account('medium', 1);
    const long = 'A'.repeat(151);
    for (const [qt, key] of [['contract', 'awarding_agency'], ['forecast', 'agency'], ['grant', 'agency'], ['opportunity', 'agency']]) {
      expect((await problems(a.h, qt, { [key]: long }))[0], qt).toMatch(/151 characters long; an agency value has at most 150/);
      for (const empty of ['', '  ', '|', ' | ']) expect((await problems(a.h, qt, { [key]: empty }))[0], `${qt} ${JSON.stringify(empty)}`).toMatch(/has no agency in it/);
    }
    // state and local: a substring filter with neither check
    expect((await create(a.h, { name: 'sled long', query_type: 'sled_opportunity', filters: { agency: 'B'.repeat(200) } })).status).toBe(201);
  });

  it('4: no recognised key at all lists some supported filters', async () => {
    const a = await account('small', 1);
    const msgs = await problems(a.h, 'grant', { colour: 'blue' });
    expect(msgs).toHaveLength(2);
    expect(msgs[1]).toMatch(/^No filter of \/api\/grants\/ was given; query type grant supports search, grant_id, agency/);
    expect((await problems(a.h, 'grant', {}))[0]).toMatch(/No filter of \/api\/grants\/ was given/);
    expect((await problems(a.h, 'grant', 'agency=HHS'))[0]).toMatch(/must be a JSON object/);
  });

  it('bad values are reported with the list endpoint\'s own messages', async () => {
    const a = await account('small', 1);
    const msgs = await problems(a.h, 'contract', { award_date_gte: '2026-13-01', obligated_gte: 'lots', naics: null });
    expect(msgs).toHaveLength(3);
    expect(msgs.join('\n')).toMatch(/award_date_gte/);
    expect(msgs.join('\n')).toMatch(/obligated_gte/);
    expect(msgs.join('\n')).toMatch(/naics needs a value/);
    expect((await problems(a.h, 'contract', { award_date_gte: '2026-02-01', award_date_lte: '2026-01-01' }))[0]).toMatch(/inverted range/);
  });

  it('identifier filters take one value or up to 500 (rule 6); uei takes one on contract and entity alerts (rule 7)', async () => {
    const a = await account('large', 1);
    const keys = await q<{ key: string }>(`SELECT key FROM award WHERE family = 'contract' ORDER BY key LIMIT 500`);
    expect(keys).toHaveLength(500);
    const ok = await create(a.h, { name: 'watch 500', query_type: 'contract', filters: { key: keys.map((k) => k.key) } });
    expect(ok.status, JSON.stringify(ok.body).slice(0, 300)).toBe(201);
    expect(ok.body.filters.key).toHaveLength(500);
    const over = await problems(a.h, 'contract', { key: [...keys.map((k) => k.key), 'CONT_AWD_EXTRA_9700_-NONE-_-NONE-'] });
    expect(over[0]).toMatch(/at most 500 values, got 501/);
    for (const [qt, key] of [['opportunity', 'opportunity_id'], ['grant', 'grant_id'], ['forecast', 'id'], ['idv', 'key']]) {
      expect(Object.hasOwn(alertResource(queryTypeInfo(qt)!).filters, key), `${qt}.${key}`).toBe(true);
    }
    for (const qt of ['contract', 'idv', 'ota', 'otidv', 'entity']) {
      const msgs = await problems(a.h, qt, { uei: 'ZQGGHJH74DW7|ZQGGHJH74DW8' });
      expect(msgs[0], qt).toMatch(new RegExp(`uei takes one value on ${qt} alerts`));
    }
    expect((await create(a.h, { name: 'one vendor', query_type: 'entity', filters: { uei: 'ZQGGHJH74DW7' } })).status).toBe(201);
    // other multi-value filters take OR-lists
    expect((await create(a.h, { name: 'or', query_type: 'exclusion', filters: { uei: 'ZQGGHJH74DW7|ZQGGHJH74DW8' } })).status).toBe(201);
  });

  it('an endpoint or filter above the plan answers 403 tier_required, as the list does', async () => {
    const a = await account('free', 1);
    const r = await create(a.h, { name: 'x', query_type: 'ebuy_request', filters: { status: 'Open' } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'tier_required', required_tier: 'small', current_tier: 'free' });
  });

  it('every query type validates its filters against its own list endpoint', async () => {
    expect(QUERY_TYPES).toHaveLength(15);
    for (const info of QUERY_TYPES) {
      const spec = alertResource(info);
      expect(spec.routes.some((r) => r.kind === 'list' && r.path === info.list_endpoint), info.query_type).toBe(true);
    }
  });
});

describe('frequency and per-tier counts', () => {
  it('custom needs Small and above and a valid five-field cron expression (rule 5)', async () => {
    const free = await account('free', 1);
    const r = await create(free.h, { name: 'x', query_type: 'contract', filters: { naics: '541512' }, frequency: 'custom', cron_expression: '0 8 * * 1' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'tier_required', required_tier: 'small', current_tier: 'free' });
    const small = await account('small', 1);
    for (const [cron, re] of [[undefined, /cron_expression is required/], ['0 8 * *', /five fields/], ['0 8 * * 1 2', /five fields/], ['61 8 * * 1', /not valid/]] as const) {
      const bad = await create(small.h, { name: 'x', query_type: 'contract', filters: { naics: '541512' }, frequency: 'custom', ...(cron ? { cron_expression: cron } : {}) });
      expect(bad.status, String(cron)).toBe(400);
      expect(bad.body.error).toMatch(re);
    }
    const ok = await create(small.h, { name: 'Mondays', query_type: 'contract', filters: { naics: '541512' }, frequency: 'custom', cron_expression: '0  8 * * 1' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ frequency: 'custom', cron_expression: '0 8 * * 1' });
    const next = new Date(ok.body.next_run_at);
    expect(next.getUTCDay()).toBe(1);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([8, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const daily = await create(small.h, { name: 'daily', query_type: 'contract', filters: { naics: '541511' }, frequency: 'daily' });
    expect(daily.body.next_run_at).toMatch(/T00:00:00\.000Z$/);
  });

  it('Free holds 1 alert, Small 5; over the allowance is 403 naming the next plan; a duplicate still answers 200', async () => {
    const free = await account('free', 1);
    const first = await create(free.h, { name: 'a', query_type: 'contract', filters: { naics: '541512' } });
    expect(first.status).toBe(201);
    const second = await create(free.h, { name: 'b', query_type: 'contract', filters: { naics: '541511' } });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ code: 'tier_required', required_tier: 'small', current_tier: 'free' });
    expect(second.body.error).toMatch(/allows 1 alert/);
    expect(typeof second.body.upgrade_url).toBe('string');
    expect((await create(free.h, { name: 'again', query_type: 'contract', filters: { naics: ' 541512' } })).status).toBe(200);
    const small = await account('small', 1);
    const made = await Promise.all(Array.from({ length: 7 }, (_, i) => create(small.h, { name: `n${i}`, query_type: 'contract', filters: { fiscal_year: String(2010 + i) } })));
    expect(made.filter((r) => r.status === 201)).toHaveLength(5);
    expect(made.filter((r) => r.status === 403)).toHaveLength(2);
    expect((await get('/api/webhooks/alerts/', small.h)).body.count).toBe(5);
  });
});

describe('alert management', () => {
  it('lists, renames, reschedules, pauses, resumes and deletes; filters never change', async () => {
    const a = await account('small', 2);
    const made = await create(a.h, { name: 'watch', query_type: 'forecast', filters: { agency: 'DHS' }, endpoint: a.endpoints[0] });
    const id = made.body.alert_id;
    await create(a.h, { name: 'second', query_type: 'grant', filters: { agency: 'HHS' }, endpoint: a.endpoints[1] });
    const list = await get('/api/webhooks/alerts/?limit=1', a.h);
    expect(list.body).toMatchObject({ count: 2, previous: null });
    expect(list.body.next).toMatch(/page=2/);
    expect(list.body.results.map((x: any) => x.alert_id)).toEqual([id]);
    expect((await get('/api/webhooks/alerts/?query_type=grant', a.h)).body.results.map((x: any) => x.name)).toEqual(['second']);
    expect((await get(`/api/webhooks/alerts/?endpoint=${a.endpoints[1]}`, a.h)).body.count).toBe(1);

    const renamed = await patch(`/api/webhooks/alerts/${id}/`, a.h, { name: 'renamed' });
    expect(renamed.body).toMatchObject({ name: 'renamed', filters: { agency: 'DHS' }, status: 'active' });
    const resched = await patch(`/api/webhooks/alerts/${id}/`, a.h, { frequency: 'custom', cron_expression: '30 6 * * *' });
    expect(resched.body).toMatchObject({ frequency: 'custom', cron_expression: '30 6 * * *' });
    expect(resched.body.next_run_at).toMatch(/T06:30:00\.000Z$/);
    expect((await patch(`/api/webhooks/alerts/${id}/`, a.h, { frequency: 'realtime' })).body).toMatchObject({ frequency: 'realtime', cron_expression: null, next_run_at: null });
    const moved = await patch(`/api/webhooks/alerts/${id}/`, a.h, { endpoint: a.endpoints[1] });
    expect(moved.body.endpoint).toBe(a.endpoints[1]);

    const paused = await post(`/api/webhooks/alerts/${id}/pause/`, a.h);
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('paused');
    expect((await post(`/api/webhooks/alerts/${id}/pause/`, a.h)).body.status).toBe('paused');
    expect((await get('/api/webhooks/alerts/?status=paused', a.h)).body.results.map((x: any) => x.alert_id)).toEqual([id]);
    // changes made while paused are not delivered: resuming moves the cursor to the latest change
    await q(`UPDATE alert SET change_cursor = 0 WHERE alert_id = $1`, [id]);
    const resumed = await post(`/api/webhooks/alerts/${id}/resume/`, a.h);
    expect(resumed.body.status).toBe('active');
    const [row] = await q(`SELECT change_cursor::text AS c, (SELECT coalesce(max(id), 0)::text FROM change_log WHERE resource_type = 'forecast') AS m FROM alert WHERE alert_id = $1`, [id]);
    expect(row.c).toBe(row.m);
    expect((await patch(`/api/webhooks/alerts/${id}/`, a.h, { status: 'paused' })).body.status).toBe('paused');

    for (const body of [{ filters: { agency: 'DOJ' } }, { query_type: 'grant' }]) {
      const r = await patch(`/api/webhooks/alerts/${id}/`, a.h, body);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/cannot be changed after creation/);
    }
    expect((await patch(`/api/webhooks/alerts/${id}/`, a.h, { status: 'deleted' })).status).toBe(400);

    // another account sees nothing of it
    const b = await account('small', 1);
    for (const r of [
      await get(`/api/webhooks/alerts/${id}/`, b.h),
      await patch(`/api/webhooks/alerts/${id}/`, b.h, { name: 'mine' }),
      await post(`/api/webhooks/alerts/${id}/pause/`, b.h),
      await app.json(`/api/webhooks/alerts/${id}/`, { method: 'DELETE', headers: b.h }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'not_found' });
    }
    expect((await get('/api/webhooks/alerts/', b.h)).body.count).toBe(0);
    expect((await get('/api/webhooks/alerts/not-a-uuid/', a.h)).status).toBe(404);

    const del = await app.fetch(`/api/webhooks/alerts/${id}/`, { method: 'DELETE', headers: a.h });
    expect(del.status).toBe(204);
    expect((await get(`/api/webhooks/alerts/${id}/`, a.h)).status).toBe(404);
    expect((await app.fetch('/api/webhooks/alerts/', { method: 'PUT', headers: a.h })).status).toBe(405);
    expect((await get('/api/webhooks/alerts/query-types/', a.h)).body.results).toHaveLength(15);
  });

  it('GraphQL calls the same operations, with the same errors in extensions', async () => {
    const a = await account('small', 1);
    const h = a.h;
    const made = await app.graphql(`mutation { createAlert(name: "g", queryType: "exclusion", filters: {excluding_agency_code: "GSA"}) { created alert { alertId status frequency eventType filters } } }`, {}, h);
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data.createAlert).toMatchObject({ created: true, alert: { status: 'active', frequency: 'realtime', eventType: 'alerts.exclusion.match', filters: { excluding_agency_code: 'GSA' } } });
    const id = made.body.data.createAlert.alert.alertId;
    const dup = await app.graphql(`mutation { createAlert(name: "g2", queryType: "exclusion", filters: {excluding_agency_code: " GSA "}) { created alert { alertId } } }`, {}, h);
    expect(dup.body.data.createAlert).toEqual({ created: false, alert: { alertId: id } });
    const bad = await app.graphql(`mutation { createAlert(name: "g", queryType: "opportunity", filters: {response_deadline: "2026-01-01"}) { created } }`, {}, h);
    expect(bad.body.errors?.[0]?.extensions?.code, JSON.stringify(bad.body)).toBe('VALIDATION_ERROR');
    expect(bad.body.errors![0].extensions.body.filter_definition[0]).toMatch(/response_deadline_after/);
    const paused = await app.graphql(`mutation { pauseAlert(id: "${id}") { status } }`, {}, h);
    expect(paused.body.data.pauseAlert.status).toBe('paused');
    const listed = await app.graphql(`{ alerts { count results { alertId status } } alertQueryTypes { queryType listEndpoint } }`, {}, h);
    expect(listed.body.data.alerts).toEqual({ count: 1, results: [{ alertId: id, status: 'paused' }] });
    expect(listed.body.data.alertQueryTypes).toHaveLength(15);
    expect((await app.graphql(`mutation { deleteAlert(id: "${id}") }`, {}, h)).body.data.deleteAlert).toBe(true);
    const anon = await app.graphql(`{ alerts { count } }`);
    expect(anon.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
