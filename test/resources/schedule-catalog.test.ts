/**
 * Schedule catalogue contracts (/api/schedule_catalog_contracts/) through
 * REST and GraphQL: the page-number envelope and default shapes, every filter
 * against SQL, ordering, error bodies, detail by UUID, agreement with the
 * IDVs' schedule_catalog(...) enrichment, REST/GraphQL parity and one
 * statement per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const iso = (d: Date) => d.toISOString();

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

async function expectedUuids(where: string, params: unknown[] = [], order = 'contract_number, uuid'): Promise<string[]> {
  const rows = await q<{ uuid: string }>(`SELECT uuid::text FROM schedule_catalog_contract t WHERE ${where} ORDER BY ${order}`, params);
  return rows.map((r) => r.uuid);
}

describe('GET /api/schedule_catalog_contracts/', () => {
  it('answers the page-number envelope with the default list shape', async () => {
    const rows = await q<Record<string, any>>(`
      SELECT s.*, s.uuid::text AS id, e.display_name, a.key, a.award_date FROM schedule_catalog_contract s JOIN entity e ON e.uei = s.uei
      LEFT JOIN award a ON a.key = s.idv_key ORDER BY s.contract_number, s.uuid`);
    expect(rows.length).toBeGreaterThan(25);
    const res = await app.json('/api/schedule_catalog_contracts/');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(res.body.count).toBe(rows.length);
    expect(res.body.next).toBe('http://test.local/api/schedule_catalog_contracts/?page=2');
    expect(res.body.results).toEqual(
      rows.slice(0, 25).map((r) => ({
        uuid: r.id,
        contract_number: r.contract_number,
        schedule: r.schedule,
        sins: r.sins,
        file_urls: r.file_urls,
        uei: r.uei,
        cooperative_purchasing: r.cooperative_purchasing,
        disaster_recovery_purchasing: r.disaster_recovery_purchasing,
        last_updated: iso(r.last_updated),
        idv: r.key === null ? null : { key: r.key, award_date: r.award_date.toISOString().slice(0, 10) },
        recipient: { uei: r.uei, display_name: r.display_name },
      })),
    );
    // rows without an IDV in the award data exist, and show idv: null
    expect(rows.some((r) => r.key === null)).toBe(true);
    const last = await app.json(`/api/schedule_catalog_contracts/?page=${Math.ceil(rows.length / 25)}`);
    expect(last.body.next).toBeNull();
    expect((await app.json(`/api/schedule_catalog_contracts/?page=${Math.ceil(rows.length / 25) + 1}`)).status).toBe(404);
  });

  it('serves one row by UUID with the detail default shape; non-UUIDs and unknown UUIDs answer 404', async () => {
    const [r] = await q<Record<string, any>>(`
      SELECT s.*, s.uuid::text AS id, a.piid, a.award_date, a.last_date_to_order, a.vehicle_uuid::text AS vu, e.legal_business_name, e.display_name, e.cage_code
      FROM schedule_catalog_contract s JOIN award a ON a.key = s.idv_key JOIN entity e ON e.uei = s.uei ORDER BY s.contract_number LIMIT 1`);
    const res = await app.json(`/api/schedule_catalog_contracts/${r.id.toUpperCase()}/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uuid: r.id,
      contract_number: r.contract_number,
      schedule: r.schedule,
      sins: r.sins,
      file_urls: r.file_urls,
      uei: r.uei,
      cooperative_purchasing: r.cooperative_purchasing,
      disaster_recovery_purchasing: r.disaster_recovery_purchasing,
      last_updated: iso(r.last_updated),
      idv: { key: r.idv_key, piid: r.piid, award_date: r.award_date.toISOString().slice(0, 10), last_date_to_order: r.last_date_to_order?.toISOString().slice(0, 10) ?? null, vehicle_uuid: r.vu },
      recipient: { uei: r.uei, display_name: r.display_name, legal_business_name: r.legal_business_name, cage_code: r.cage_code },
    });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', r.idv_key]) {
      const missing = await app.json(`/api/schedule_catalog_contracts/${id}/`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.code).toBe('not_found');
    }
    const gql = await app.graphql(`{ scheduleCatalogContract(uuid: "${r.id}") { contractNumber idv { key } } nope: scheduleCatalogContract(uuid: "junk") { uuid } }`);
    expect(gql.body.data).toEqual({ scheduleCatalogContract: { contractNumber: r.contract_number, idv: { key: r.idv_key } }, nope: null });
  });

  it('agrees with the IDV enrichment', async () => {
    const [r] = await q<{ idv_key: string; uuid: string }>(`SELECT idv_key, uuid::text FROM schedule_catalog_contract WHERE idv_key IS NOT NULL ORDER BY contract_number DESC LIMIT 1`);
    const row = await app.json(`/api/schedule_catalog_contracts/${r.uuid}/?shape=schedule,contract_number,sins,file_urls,cooperative_purchasing,disaster_recovery_purchasing,uuid,last_updated`);
    const idv = await app.json(`/api/idvs/${r.idv_key}/?shape=schedule_catalog(*)`);
    expect(idv.body.schedule_catalog).toEqual(row.body);
  });
});

describe('filters', () => {
  it('each filter returns exactly the rows its documented semantics select', async () => {
    const [c] = await q<Record<string, any>>(`
      SELECT s.*, a.piid, e.legal_business_name FROM schedule_catalog_contract s JOIN award a ON a.key = s.idv_key JOIN entity e ON e.uei = s.uei
      WHERE cardinality(s.sins) >= 2 ORDER BY s.contract_number LIMIT 1`);
    const [other] = await q<{ contract_number: string }>(`SELECT contract_number FROM schedule_catalog_contract WHERE contract_number <> $1 ORDER BY contract_number LIMIT 1`, [c.contract_number]);
    const word = c.legal_business_name.split(' ')[0];
    const cases: [string, string, unknown[]?][] = [
      [`schedule=mas`, `schedule = 'MAS'`],
      [`schedule=00corp|MAS`, `schedule IN ('00CORP', 'MAS')`],
      [`contract_number=${c.contract_number.toLowerCase()}`, `contract_number = $1`, [c.contract_number]],
      [`contract_number=${c.contract_number}|${other.contract_number}`, `contract_number IN ($1, $2)`, [c.contract_number, other.contract_number]],
      [`uei=${c.uei.toLowerCase()}`, `uei = $1`, [c.uei]],
      [`sin=${c.sins[0].toLowerCase()}`, `$1 = ANY(sins)`, [c.sins[0]]],
      [`sin=${c.sins[0]}%20OR%20${c.sins[1]}`, `sins && $1::text[]`, [[c.sins[0], c.sins[1]]]],
      [`key=${c.idv_key}`, `idv_key = $1`, [c.idv_key]],
      [`piid=${c.piid.toLowerCase()}`, `idv_key IN (SELECT key FROM award WHERE piid = $1)`, [c.piid]],
      [`cooperative_purchasing=true`, `cooperative_purchasing`],
      [`cooperative_purchasing=FALSE`, `NOT cooperative_purchasing`],
      [`disaster_recovery_purchasing=true`, `disaster_recovery_purchasing`],
      [`search=${c.contract_number.slice(2, 9).toLowerCase()}`, `contract_number ILIKE $1`, [`%${c.contract_number.slice(2, 9)}%`]],
      [`search=${encodeURIComponent(word)}`, `t.uei IN (SELECT uei FROM entity WHERE legal_business_name ILIKE $1 OR display_name ILIKE $1) OR contract_number ILIKE $1 OR schedule ILIKE $1 OR EXISTS (SELECT 1 FROM unnest(sins) s WHERE s ILIKE $1)`, [`%${word}%`]],
      [`search=ancillary`, `EXISTS (SELECT 1 FROM unnest(sins) s WHERE s ILIKE '%ancillary%')`],
    ];
    for (const [query, where, params] of cases) {
      const expected = await expectedUuids(where, params ?? []);
      expect(expected.length, `no rows for ${query}: the case proves nothing`).toBeGreaterThan(0);
      const res = await app.json(`/api/schedule_catalog_contracts/?${query}&limit=100&shape=uuid`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.count, query).toBe(expected.length);
      expect(res.body.results.map((r: { uuid: string }) => r.uuid), query).toEqual(expected);
    }
    // a SIN matches whole, never as a prefix
    const prefix = await app.json(`/api/schedule_catalog_contracts/?sin=${c.sins[0].slice(0, 3)}&shape=uuid`);
    expect(prefix.body.count).toBe((await expectedUuids(`$1 = ANY(sins)`, [c.sins[0].slice(0, 3)])).length);
  });

  it.each([
    ['cooperative_purchasing=maybe', { error: 'cooperative_purchasing must be true or false, got "maybe"', code: 'validation_error' }],
    ['search=a', { error: 'search needs at least 2 characters', code: 'validation_error' }],
    ['sin=%7C', { error: 'sin needs at least one value', code: 'validation_error' }],
    ['ordering=uei', { error: 'ordering by "uei" is not supported; allowed fields: contract_number, last_updated, schedule (prefix - to descend)', code: 'validation_error', allowed: ['contract_number', 'last_updated', 'schedule'] }],
    ['page=0', { error: 'page must be from 1 to 2147483647, got 0', code: 'validation_error' }],
    ['cursor=abc&page=x', { error: 'page must be an integer, got "x"', code: 'validation_error' }],
  ])('%s answers 400 %j', async (query, body) => {
    const res = await app.json(`/api/schedule_catalog_contracts/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(body);
  });
});

describe('ordering', () => {
  it('sorts by each allowed field both ways, and by several', async () => {
    for (const [ordering, sqlOrder] of [
      ['contract_number', 'contract_number ASC, uuid ASC'],
      ['-contract_number', 'contract_number DESC, uuid DESC'],
      ['-last_updated', 'last_updated DESC, uuid DESC'],
      ['schedule,-last_updated', 'schedule ASC, last_updated DESC, uuid ASC'],
    ]) {
      const res = await app.json(`/api/schedule_catalog_contracts/?ordering=${ordering}&limit=100&shape=uuid`);
      expect(res.status, ordering).toBe(200);
      expect(res.body.results.map((r: { uuid: string }) => r.uuid), ordering).toEqual(await expectedUuids('TRUE', [], sqlOrder));
    }
  });
});

describe('REST and GraphQL agree', () => {
  it('give the same page for the same request', async () => {
    const rest = await app.json('/api/schedule_catalog_contracts/?schedule=MAS&ordering=-last_updated&limit=5&page=2&shape=uuid,contract_number,sins,last_updated,idv(key),recipient(display_name)');
    const gql = await app.graphql(`{
      scheduleCatalogContracts(filter: {schedule: "MAS"}, ordering: "-last_updated", limit: 5, page: 2) {
        count next previous results { uuid contractNumber sins lastUpdated idv { key } recipient { displayName } }
      }
    }`);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.scheduleCatalogContracts;
    expect(g.count).toBe(rest.body.count);
    expect([g.next, g.previous]).toEqual(['3', '1']);
    expect(
      g.results.map((r: any) => ({ uuid: r.uuid, contract_number: r.contractNumber, sins: r.sins, last_updated: r.lastUpdated, idv: r.idv, recipient: { display_name: r.recipient.displayName } })),
    ).toEqual(rest.body.results);
  });

  it('is one statement per page whatever the expansions', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const url = 'http://test.local/api/schedule_catalog_contracts/?limit=50&shape=uuid,sins,idv(*),recipient(*)';
    await recording.fetch(new Request(url));
    log.length = 0;
    const res = await recording.fetch(new Request(url));
    expect((await res.json()).results).toHaveLength(50);
    expect(log).toHaveLength(1);
  });
});
