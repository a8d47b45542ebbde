/**
 * Each query type fires (document 1, "When events fire" 2 to 8): for every
 * one of the fifteen, an alert on one stored record; the record's served
 * detail is re-ingested with one source field changed (an ingestion cycle),
 * and exactly that record arrives as `modified` in an event of the query
 * type's event kind, with its summary members. Re-ingesting the same values
 * (time having passed, so closing dates, termination dates and comment
 * periods may have passed) fires nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { ROUND_TRIP, stripDerived } from '../helpers/ingest.js';
import { QUERY_TYPES, queryTypeInfo } from '../../src/webhooks/events.js';
import { INGEST_MAPPINGS } from '../../src/ingest/resources.js';
import { jsonInit } from './helpers.js';
import { eventsOf, startAlertHarness, type AlertHarness } from './alert-harness.js';

let h: AlertHarness;
let app: TestApp;
let owner: AlertHarness['owner'];
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

beforeAll(async () => {
  h = await startAlertHarness({ tier: 'enterprise' });
  ({ app, owner } = h);
});
afterAll(async () => {
  await h?.close();
});

interface Case {
  /** the ingestible resource of the query type */
  resource: string;
  /** an alert filter selecting the record (from its served detail) */
  filters: (d: any) => Record<string, unknown>;
  /** the source field changed, and the record's identifier in summaries */
  change: string;
  id: string;
}

const byKey = (field: string, filter = field) => (d: any) => ({ [filter]: String(d[field]) });
const CASES: Record<string, Case> = {
  opportunity: { resource: 'opportunities', filters: byKey('opportunity_id'), change: 'title', id: 'opportunity_id' },
  contract: { resource: 'contracts', filters: byKey('key'), change: 'description', id: 'id' },
  idv: { resource: 'idvs', filters: byKey('key'), change: 'description', id: 'id' },
  ota: { resource: 'otas', filters: byKey('key'), change: 'description', id: 'id' },
  otidv: { resource: 'otidvs', filters: byKey('key'), change: 'description', id: 'id' },
  entity: { resource: 'entities', filters: byKey('uei'), change: 'description', id: 'uei' },
  grant: { resource: 'grants', filters: byKey('grant_id'), change: 'title', id: 'grant_id' },
  forecast: { resource: 'forecasts', filters: byKey('id'), change: 'title', id: 'id' },
  exclusion: { resource: 'exclusions', filters: (d) => ({ excluding_agency_code: d.excluding_agency_code, activate_date_after: d.activate_date, activate_date_before: d.activate_date }), change: 'additional_comments', id: 'exclusion_key' },
  dibbs_rfq: { resource: 'dibbs_rfqs', filters: byKey('solicitation'), change: 'nomenclature', id: 'uuid' },
  dibbs_rfp: { resource: 'dibbs_rfps', filters: byKey('solicitation'), change: 'nomenclature', id: 'uuid' },
  sled_opportunity: { resource: 'sled_opportunities', filters: (d) => ({ state: d.state, posted_after: d.posted_date?.slice(0, 10), posted_before: d.posted_date?.slice(0, 10) }), change: 'title', id: 'opportunity_id' },
  contract_appeal: { resource: 'contract_appeals', filters: (d) => ({ board: d.board, docket: d.docket_numbers[0] }), change: 'appellant', id: 'uuid' },
  federal_register: { resource: 'federal_register', filters: (d) => ({ document_type: d.document_type, publication_date_after: d.publication_date, publication_date_before: d.publication_date }), change: 'title', id: 'document_number' },
  ebuy_request: { resource: 'ebuy_requests', filters: byKey('rfq_id'), change: 'title', id: 'rfq_id' },
};

describe('every query type fires on a change of a matching record', () => {
  it('covers the fifteen query types', () => expect(Object.keys(CASES).sort()).toEqual(QUERY_TYPES.map((x) => x.query_type).sort()));

  for (const info of QUERY_TYPES) {
    it(info.query_type, async () => {
      const c = CASES[info.query_type];
      const rt = ROUND_TRIP[c.resource];
      const mapping = INGEST_MAPPINGS.find((m) => m.name === c.resource)!;
      expect(mapping.changeType).toBe(info.query_type);
      const apiKey = { 'x-api-key': rt.apiKey ?? 'demo_enterprise' };
      // the alert's owner sees what the key's account sees (storefront: link the same contract)
      const [k] = await q<{ k: string }>(rt.keys);
      const detail = (await app.json(rt.path(k.k), { headers: apiKey })).body;
      if (info.query_type === 'ebuy_request') {
        await q(`INSERT INTO storefront_contract_link (id, contract_number, account_id, created) SELECT gen_random_uuid(), contract_number, $2::uuid, now() FROM storefront_request WHERE rfq_id = $1`, [k.k, owner.accountId]);
      }
      const made = await app.json('/api/webhooks/alerts/', jsonInit('POST', owner.h, { name: info.query_type, query_type: info.query_type, filters: c.filters(detail) }));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const source = stripDerived(mapping.rules, structuredClone(detail));
      // the same values: no change, no event
      const same = await h.ingest(c.resource, [source]);
      expect(same.status, JSON.stringify(same.body).slice(0, 800)).toBe(200);
      expect(same.body).toMatchObject({ unchanged: 1, alerts: { events: 0 } });
      source[c.change] = `${source[c.change] ?? ''} (amended by the firing test)`.trim();
      const r = await h.ingest(c.resource, [source]);
      expect(r.body, JSON.stringify(r.body).slice(0, 800)).toMatchObject({ modified: 1 });
      const events = eventsOf(await h.deliver(), made.body.alert_id);
      expect(events).toHaveLength(1);
      const e = events[0];
      expect(e).toMatchObject({ event_type: info.event_type, query_type: info.query_type, matches: { new_count: 0, modified_count: 1, new: [] } });
      expect(Object.keys(e.matches.modified[0])).toEqual([...queryTypeInfo(info.query_type)!.summary_fields]);
      expect(String(e.matches.modified[0][c.id])).toBe(k.k);
    });
  }
});
