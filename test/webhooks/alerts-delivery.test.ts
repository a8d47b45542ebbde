/**
 * Alerts end to end (issue 12, "Evaluation and delivery", "Tests"): ingest a
 * batch through POST /admin/ingest, receive ONE signed delivery per receiver
 * on a real loopback HTTP receiver, verify the signature over the raw bytes,
 * check the envelope (member order, counts, summaries against independent
 * SQL, checked_at with milliseconds); unchanged re-ingestion sends nothing,
 * a change sends `modified`; 1,200 changes are split into events of at most
 * 500; daily alerts take one slice per scheduled run with last_checked_at
 * trailing; paused alerts get nothing; the firing rules of state and local
 * (status job), contract appeals (snapshot delisting) and storefront requests
 * (only under the receiver owner's linked contracts, re-read every time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { createLogger } from '../../src/logger.js';
import { alertDb } from '../../src/webhooks/alerts.js';
import { evaluateRealtime, evaluateScheduled, runAlertJob } from '../../src/webhooks/evaluate.js';
import { runSledStatus } from '../../src/jobs/sled-status.js';
import { jsonInit } from './helpers.js';
import { eventsOf, startAlertHarness, type AlertHarness } from './alert-harness.js';

const silent = createLogger('silent');
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let h: AlertHarness;
let app: TestApp;
let owner: AlertHarness['owner'];
let ref: { recipient_uei: string; office: string; agency_code: string };
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const ingest: AlertHarness['ingest'] = (...args) => h.ingest(...args);
const alert: AlertHarness['alert'] = (body) => h.alert(body);
const deliver = () => h.deliver();

beforeAll(async () => {
  h = await startAlertHarness();
  ({ app, owner } = h);
  [ref] = await q(`SELECT a.recipient_uei, a.awarding_office_id::text AS office, o.agency_code FROM award a JOIN organization o ON o.organization_id = a.awarding_office_id WHERE a.family = 'contract' ORDER BY a.key LIMIT 1`);
});
afterAll(async () => {
  await h?.close();
});

let serial = 0;
function contract(sol: string, extra: Record<string, unknown> = {}) {
  const n = String(++serial).padStart(6, '0');
  return {
    key: `CONT_AWD_ALRT${n}_9700_-NONE-_-NONE-`,
    piid: `ALRT${n}`,
    award_date: '2026-11-02',
    obligated: 1000 + serial,
    total_contract_value: 5000.25 + serial,
    description: `Alert test contract ${n}`,
    solicitation_identifier: sol,
    naics_code: '541511',
    awarding_office: { organization_id: ref.office },
    funding_office: null,
    recipient: { uei: ref.recipient_uei, legal_business_name: `Alert Recipient ${n} LLC` },
    transactions: [{ modification_number: '0', transaction_date: '2026-11-02', obligated: 1000 + serial }],
    ...extra,
  };
}

describe('realtime alerts after an ingestion cycle', () => {
  it('one signed delivery carries one event per matching alert; summaries as the data says; no change, no delivery', async () => {
    const bySol = await alert({ name: 'by solicitation', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-SOL-1' } });
    const byAgency = await alert({ name: 'by agency and naics', query_type: 'contract', filters: { awarding_agency: ref.agency_code, naics: '541511', piid: 'ALRT000001' } });
    const recs = [contract('ALERT-SOL-1'), contract('ALERT-SOL-1'), contract('OTHER-SOL-9', { naics_code: '541519' })];
    const r = await ingest('contracts', recs);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ created: 3, alerts: { events: 2, deliveries: 1, new_matches: 3, modified_matches: 0, backlog: false } });
    const envs = await deliver();
    expect(envs).toHaveLength(1);
    const env = envs[0];
    expect(Object.keys(env)).toEqual(['timestamp', 'delivery_id', 'events']);
    expect(env.timestamp).toMatch(ISO_MS);
    expect(env.events).toHaveLength(2);
    for (const e of env.events) {
      expect(Object.keys(e)).toEqual(['event_type', 'alert_id', 'query_type', 'filters', 'matches', 'checked_at']);
      expect(e).toMatchObject({ event_type: 'alerts.contract.match', query_type: 'contract' });
      expect(e.checked_at).toMatch(ISO_MS);
      expect(Object.keys(e.matches)).toEqual(['new_count', 'modified_count', 'new', 'modified']);
    }
    const sol = eventsOf(envs, bySol.alert_id)[0];
    expect(sol.filters).toEqual({ solicitation_identifier: 'ALERT-SOL-1' });
    expect(sol.matches.new_count).toBe(2);
    expect(sol.matches.modified_count).toBe(0);
    const want = await q(`SELECT key AS id, piid, total_contract_value::float8 AS total_contract_value, recipient_legal_business_name FROM award WHERE key = ANY($1) ORDER BY key`, [[recs[0].key, recs[1].key]]);
    expect([...sol.matches.new].sort((a: any, b: any) => (a.id < b.id ? -1 : 1))).toEqual(want);
    expect(Object.keys(sol.matches.new[0])).toEqual(['id', 'piid', 'total_contract_value', 'recipient_legal_business_name']);
    expect(eventsOf(envs, byAgency.alert_id)[0].matches.new.map((m: any) => m.id)).toEqual([recs[0].key]);

    const [a] = await q(`SELECT last_checked_at FROM alert WHERE alert_id = $1`, [bySol.alert_id]);
    expect(new Date(a.last_checked_at).toISOString()).toBe(sol.checked_at);

    // the same values again: no change, nothing evaluated, nothing sent
    const again = await ingest('contracts', recs);
    expect(again.body).toMatchObject({ unchanged: 3, alerts: { events: 0 } });
    expect(await deliver()).toHaveLength(0);

    // a real change of a matching record is `modified`; a change of a record matching nothing sends nothing
    const changed = await ingest('contracts', [{ ...recs[1], description: 'changed scope' }, { ...recs[2], description: 'also changed' }]);
    expect(changed.body).toMatchObject({ modified: 2, alerts: { events: 1, deliveries: 1 } });
    const envs2 = await deliver();
    expect(envs2).toHaveLength(1);
    expect(envs2[0].events).toHaveLength(1);
    expect(envs2[0].events[0].matches).toMatchObject({ new_count: 0, modified_count: 1, new: [], modified: [{ id: recs[1].key }] });
  });

  it('1,200 matching changes arrive as several events of at most 500 each, every record once', async () => {
    const bulk = await alert({ name: 'bulk', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-BULK' } });
    const recs = Array.from({ length: 1_200 }, () => contract('ALERT-BULK'));
    const r = await ingest('contracts', recs);
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    expect(r.body.alerts).toMatchObject({ events: 3, deliveries: 3, new_matches: 1_200, backlog: false });
    const envs = await deliver();
    const events = eventsOf(envs, bulk.alert_id);
    // deliveries may arrive in any order (at-least-once, sent concurrently)
    expect(events.map((e: any) => e.matches.new_count).sort()).toEqual([200, 500, 500]);
    expect(events.every((e: any) => e.matches.new.length === e.matches.new_count && e.matches.modified_count === 0)).toBe(true);
    const ids = events.flatMap((e: any) => e.matches.new.map((m: any) => m.id));
    expect(new Set(ids).size).toBe(1_200);
    expect(new Set(ids)).toEqual(new Set(recs.map((x) => x.key)));
    // one delivery per receiver per evaluation: each carries one event of this alert
    expect(envs.map((e) => e.events.length)).toEqual([1, 1, 1]);
  });

  it('a paused alert gets nothing, and nothing of what happened while paused after it resumes', async () => {
    const p = await alert({ name: 'paused', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-PAUSED' } });
    await app.json(`/api/webhooks/alerts/${p.alert_id}/pause/`, jsonInit('POST', owner.h));
    expect((await ingest('contracts', [contract('ALERT-PAUSED')])).body.alerts.events).toBe(0);
    await app.json(`/api/webhooks/alerts/${p.alert_id}/resume/`, jsonInit('POST', owner.h));
    expect((await evaluateRealtime(alertDb(app.db.prisma), { logger: silent })).events).toBe(0);
    expect((await ingest('contracts', [contract('ALERT-PAUSED')])).body.alerts.events).toBe(1);
    await deliver();
  });
});

describe('daily and custom alerts', () => {
  it('take one slice per scheduled run; last_checked_at trails until the backlog is worked off', async () => {
    const d = await alert({ name: 'daily bulk', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-DAILY' }, frequency: 'daily' });
    const r = await ingest('contracts', Array.from({ length: 1_100 }, () => contract('ALERT-DAILY')));
    // realtime evaluation after the cycle does not touch a daily alert
    expect(r.body.alerts.events).toBe(0);
    const db = alertDb(app.db.prisma);
    // not due yet
    expect((await evaluateScheduled(db, { logger: silent })).events).toBe(0);
    const counts: number[] = [];
    for (let run = 0; run < 3; run++) {
      await q(`UPDATE alert SET next_run_at = now() - interval '1 second' WHERE alert_id = $1`, [d.alert_id]);
      const at = new Date();
      const rep = await evaluateScheduled(db, { logger: silent, now: () => at });
      expect(rep.events).toBe(1);
      counts.push(rep.new_matches);
      const [row] = await q(`SELECT last_checked_at, next_run_at FROM alert WHERE alert_id = $1`, [d.alert_id]);
      expect(new Date(row.next_run_at).toISOString()).toMatch(/T00:00:00\.000Z$/);
      expect(new Date(row.next_run_at).getTime()).toBeGreaterThan(at.getTime());
      if (run < 2) expect(new Date(row.last_checked_at).getTime(), 'trails: the time of the last change taken').toBeLessThanOrEqual(new Date(r.body.finished_at).getTime());
      else expect(new Date(row.last_checked_at).toISOString()).toBe(at.toISOString());
    }
    expect(counts).toEqual([500, 500, 100]);
    const envs = await deliver();
    expect(eventsOf(envs, d.alert_id).map((e: any) => e.matches.new_count).sort()).toEqual([100, 500, 500]);
  });
});

describe('evaluators', () => {
  it('two evaluators at once never take the same slice twice', async () => {
    const d = await alert({ name: 'concurrent', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-CONCURRENT' }, frequency: 'daily' });
    await ingest('contracts', Array.from({ length: 30 }, () => contract('ALERT-CONCURRENT')));
    await q(`UPDATE alert SET next_run_at = now() - interval '1 second' WHERE alert_id = $1`, [d.alert_id]);
    const db = alertDb(app.db.prisma);
    const reports = await Promise.all([evaluateScheduled(db, { logger: silent }), evaluateScheduled(db, { logger: silent }), evaluateScheduled(db, { logger: silent })]);
    expect(reports.reduce((n, r) => n + r.new_matches, 0)).toBe(30);
    const events = eventsOf(await deliver(), d.alert_id);
    expect(events).toHaveLength(1);
    expect(events[0].matches.new_count).toBe(30);
  });

  it('an alert its account may no longer evaluate is skipped without holding back the others of its receiver', async () => {
    const broken = await alert({ name: 'broken', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-SKIP' } });
    const fine = await alert({ name: 'fine', query_type: 'contract', filters: { solicitation_identifier: 'ALERT-SKIP', naics: '541511' } });
    // a stored filter the list no longer accepts (as after a declaration change)
    await q(`UPDATE alert SET filters = '{"solicitation_identifier": "ALERT-SKIP", "award_date_gte": "not a date"}'::jsonb WHERE alert_id = $1`, [broken.alert_id]);
    const r = await ingest('contracts', [contract('ALERT-SKIP')]);
    expect(r.body.alerts).toMatchObject({ events: 1, deliveries: 1 });
    const envs = await deliver();
    expect(eventsOf(envs, fine.alert_id)).toHaveLength(1);
    expect(eventsOf(envs, broken.alert_id)).toHaveLength(0);
    const [row] = await q(`SELECT change_cursor::text AS c, (SELECT max(id)::text FROM change_log WHERE resource_type = 'contract') AS m FROM alert WHERE alert_id = $1`, [broken.alert_id]);
    expect(row.c).toBe(row.m);
  });
});

describe('firing rules per query type', () => {
  it('state and local: the status job closing a matching solicitation is an event; the alert follows it through closing', async () => {
    const [s] = await q(`SELECT opportunity_id::text AS id, state FROM sled_opportunity WHERE status = 'open' AND response_deadline > now() AND delisted_at IS NULL ORDER BY response_deadline LIMIT 1`);
    const a = await alert({ name: 'sled', query_type: 'sled_opportunity', filters: { state: s.state } });
    // the clock moves past the deadline: the job recomputes the status, a change (document 1, "When events fire" 5)
    const [{ deadline }] = await q(`SELECT response_deadline AS deadline FROM sled_opportunity WHERE opportunity_id = $1`, [s.id]);
    const later = new Date(new Date(deadline).getTime() + 60_000);
    await runSledStatus(app.db.raw.query, later);
    const rep = await runAlertJob(alertDb(app.db.prisma), { logger: silent });
    expect(rep.realtime.events).toBeGreaterThanOrEqual(1);
    const ev = eventsOf(await deliver(), a.alert_id);
    const closed = ev.flatMap((e: any) => e.matches.modified).find((m: any) => m.opportunity_id === s.id);
    expect(closed, JSON.stringify(ev).slice(0, 400)).toMatchObject({ opportunity_id: s.id, state: s.state, status: 'closed' });
  });

  it('contract appeals: a board no longer listing a decision (snapshot) is an event', async () => {
    const [row] = await q(`SELECT board, listing_year FROM contract_appeal WHERE listed GROUP BY board, listing_year HAVING count(*) >= 2 ORDER BY count(*) LIMIT 1`);
    const a = await alert({ name: 'appeals', query_type: 'contract_appeal', filters: { board: row.board, listed: 'false' } });
    const kept = await q(`SELECT uuid::text AS uuid FROM contract_appeal WHERE board = $1 AND listing_year = $2 AND listed ORDER BY uuid`, [row.board, row.listing_year]);
    const details = await Promise.all(kept.slice(1).map((k) => app.json(`/api/contract_appeals/${k.uuid}/`, { headers: owner.h }).then((x) => x.body)));
    const records = details.map((d: any) => ({ uuid: d.uuid, board: d.board, url: d.url, listing_year: d.listing_year }));
    const r = await ingest('contract_appeals', records, `?mode=snapshot&partition=${String(row.board).toLowerCase()}:${row.listing_year}`);
    expect(r.status, JSON.stringify(r.body).slice(0, 600)).toBe(200);
    expect(r.body.transitions.unlisted).toBe(1);
    const ev = eventsOf(await deliver(), a.alert_id);
    expect(ev).toHaveLength(1);
    expect(ev[0].matches.modified.map((m: any) => m.uuid)).toEqual([kept[0].uuid]);
    expect(Object.keys(ev[0].matches.modified[0])).toEqual(['uuid', 'board', 'docket_numbers', 'decision_date', 'appellant']);
  });

  it("storefront: only requests under the receiver owner's linked contracts, re-read on every evaluation", async () => {
    const [c, d] = await q(`SELECT contract_number FROM storefront_request GROUP BY contract_number ORDER BY contract_number LIMIT 2`);
    const [{ org }] = await q(`SELECT organization_id::text AS org FROM organization WHERE type = 'AGENCY' ORDER BY organization_id LIMIT 1`);
    const link = await q(`INSERT INTO storefront_contract_link (id, contract_number, account_id, created) VALUES (gen_random_uuid(), $1, $2::uuid, now()) RETURNING id::text AS id`, [c.contract_number, owner.accountId]);
    const a = await alert({ name: 'storefront', query_type: 'ebuy_request', filters: { request_type: 'RFQ|RFP' } });
    const request = (rfq: string, contract: string, title: string) => ({
      rfq_id: rfq, request_type: 'rfq', title, schedule: 'MAS', sin: '54151S', status: 'open', buyer_name: 'Pat Buyer',
      buyer_agency: 'General Services Administration', buyer_agency_code: '4732', reference_number: `${rfq}-REF`, issue_date: '2026-11-01',
      close_date: new Date(Date.now() + 10 * 86_400_000).toISOString(), description: 'Alert test request.', organization: { organization_id: org },
      contract_number: contract, attachments: [],
    });
    // an ingestion cycle: one request appears under the linked contract, one under another
    const cycle = async (title: string) => {
      const r = await ingest('ebuy_requests', [request('RFQ9900001', c.contract_number, title), request('RFQ9900002', d.contract_number, title)]);
      expect(r.status, JSON.stringify(r.body).slice(0, 600)).toBe(200);
      return eventsOf(await deliver(), a.alert_id).flatMap((e: any) => [...e.matches.new, ...e.matches.modified].map((m: any) => m.rfq_id));
    };
    expect(await cycle('Help desk support')).toEqual(['RFQ9900001']);
    // the link goes: the next evaluation sees nothing of that contract
    await q(`DELETE FROM storefront_contract_link WHERE id = $1::uuid`, [link[0].id]);
    expect(await cycle('Help desk support, amended')).toEqual([]);
  });

});
