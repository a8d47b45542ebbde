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
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createLogger } from '../../src/logger.js';
import { verifySignature } from '../../src/webhooks/verify.js';
import { webhookConfig } from '../../src/webhooks/config.js';
import { DeliveryWorker } from '../../src/webhooks/worker.js';
import { alertDb } from '../../src/webhooks/alerts.js';
import { evaluateRealtime, evaluateScheduled, runAlertJob } from '../../src/webhooks/evaluate.js';
import { runSledStatus } from '../../src/jobs/sled-status.js';
import { jsonInit, newAccount, startReceiver, type TestReceiver } from './helpers.js';

const TOKEN = 'alerts-e2e-token-0123456789abcdef';
const silent = createLogger('silent');
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let app: TestApp;
let rx: TestReceiver;
let worker: DeliveryWorker;
let owner: { accountId: string; h: Record<string, string> };
let endpoint: { id: string; secret: string };
let ref: { recipient_uei: string; office: string; agency_code: string };
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const saved = { admin: process.env.ADMIN_TOKEN, allow: process.env.ALLOW_PRIVATE_WEBHOOK_URLS };

beforeAll(async () => {
  process.env.ADMIN_TOKEN = TOKEN;
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = '1';
  app = await startTestApp({ generousQuotas: true });
  rx = await startReceiver();
  worker = new DeliveryWorker({ query: app.db.raw.query, logger: silent, config: { ...webhookConfig({}), allowPrivate: true, workerBatch: 50 } });
  owner = await newAccount(app, 'large');
  const r = await app.json('/api/webhooks/endpoints/', jsonInit('POST', owner.h, { name: 'e2e', url: rx.url }));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  endpoint = r.body;
  [ref] = await q(`SELECT a.recipient_uei, a.awarding_office_id::text AS office, o.agency_code FROM award a JOIN organization o ON o.organization_id = a.awarding_office_id WHERE a.family = 'contract' ORDER BY a.key LIMIT 1`);
});
afterAll(async () => {
  await rx?.close();
  await app?.close();
  for (const [k, v] of [['ADMIN_TOKEN', saved.admin], ['ALLOW_PRIVATE_WEBHOOK_URLS', saved.allow]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const ingest = (resource: string, records: unknown[], query = '') =>
  app.json(`/admin/ingest/${resource}/${query}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(records) });

async function alert(body: Record<string, unknown>, h = owner.h) {
  const r = await app.json('/api/webhooks/alerts/', jsonInit('POST', h, body));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { alert_id: string };
}

/** Deliver everything due; the envelopes that arrived, parsed, each with its raw bytes verified. */
async function deliver(): Promise<any[]> {
  const before = rx.received.length;
  while ((await worker.runOnce()).claimed > 0);
  return rx.received.slice(before).map((got) => {
    expect(verifySignature(got.raw, got.headers['x-service-signature'] as string, endpoint.secret)).toBe(true);
    const env = JSON.parse(got.raw.toString('utf8'));
    expect(got.headers['x-service-delivery-id']).toBe(env.delivery_id);
    return env;
  });
}

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

const eventsOf = (envs: any[], alertId: string) => envs.flatMap((e) => e.events).filter((e: any) => e.alert_id === alertId);

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
