/**
 * Vehicles end to end through REST and GraphQL: the page-number envelope,
 * default shapes, every filter and ordering against an independent SQL
 * expectation, the expansions (awardees filtered by the detail's search,
 * opportunity, competition and agency details, organization), the metrics of
 * a hand-built vehicle against hand-computed values and of a demo vehicle
 * against values computed here from its raw rows, synthetic solicitations,
 * flat output, /awardees/ and /orders/, REST/GraphQL parity, a constant
 * query count, and the engine extensions the resource needed (detail
 * parameters, derived-table joins, detail-only fields, internal default
 * orderings).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { normalizeSolicitation } from '../../src/identifiers/index.js';
import { bindPlanParams, projectRecord } from '../../src/engine/plan/compile.js';
import { parseOrdering } from '../../src/engine/query/list.js';
import { int, str, type FieldSpec } from '../../src/engine/resource.js';
import { vehicles } from '../../src/resources/vehicles.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

// ───────────────────────────── the hand-built fixture ─────────────────────────────

/** A synthetic GWAC stored behind the internal prefix, with three IDVs and four orders (plus a child IDV that is no order). */
const V = 'f1e2d3c4-b5a6-4789-8abc-0123456789ab';
/** A vehicle without IDVs. */
const EMPTY = 'f1e2d3c4-b5a6-4789-9abc-0123456789ac';

const DAY = 86_400_000;
const now = new Date();
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY).toISOString().slice(0, 10);
const fiscalYear = (d: string) => Number(d.slice(0, 4)) + (Number(d.slice(5, 7)) >= 10 ? 1 : 0);

interface Office { organization_id: string; agency_code: string; department_code: string; agency_name: string }
interface Party { uei: string; legal_business_name: string; city: string }
let O1: Office;
let O2: Office;
let R: Party[];
let opportunityId: string;
const idvKey = (n: number) => `CONT_IDV_ZZVEH000${n}_${O1.agency_code}`;

async function insertFixture(): Promise<void> {
  const offices = await q<Office>(
    `SELECT o.organization_id, o.agency_code, o.department_code, a.name AS agency_name FROM organization o JOIN agency a ON a.code = o.agency_code
     WHERE o.type = 'OFFICE' AND o.agency_code NOT IN (SELECT code FROM department) AND upper(a.name) NOT IN (SELECT upper(name) FROM department)
     ORDER BY o.organization_id`,
  );
  O1 = offices[0];
  O2 = offices.find((o) => o.department_code !== O1.department_code)!;
  const parties = await q<Party>(
    `SELECT e.uei, e.legal_business_name, ea.city FROM entity e JOIN entity_address ea ON ea.uei = e.uei AND ea.kind = 'physical'
     WHERE ea.city IS NOT NULL ORDER BY e.uei`,
  );
  R = [];
  for (const p of parties) if (R.length < 3 && !R.some((r) => r.city === p.city)) R.push(p);
  [{ opportunity_id: opportunityId }] = await q<{ opportunity_id: string }>('SELECT opportunity_id FROM opportunity ORDER BY opportunity_id LIMIT 1');

  await q(
    `INSERT INTO vehicle (uuid, solicitation_identifier, solicitation_identifier_norm, is_synthetic_solicitation, program_acronym, solicitation_title,
       solicitation_description, solicitation_date, description, vehicle_type, type_of_idc, contract_type, set_aside, who_can_use, naics_code, psc_code,
       organization_id, agency_id, opportunity_id, fiscal_year, award_date, last_date_to_order, latest_award_date, idv_count, awardee_count, order_count,
       total_obligated, vehicle_obligations, vehicle_contracts_value, modified)
     VALUES ($1, 'ACRO:ZZTESTGWAC', 'ACRO:ZZTESTGWAC', true, 'ZZTEST', 'Xylovance Test Governmentwide Acquisition Contract', 'Xylovance enterprise IT services',
       '2020-10-01', 'XYLOVANCE IT SERVICES', 'Government-Wide Acquisition Contract', 'Indefinite Delivery / Indefinite Quantity', 'Time and Materials', 'SBA',
       'Government-wide', 541512, 'DA01', $2, $3, $4, 2021, '2021-03-01', '2031-03-01', $5::date, 3, 3, 4, 1000000, 1000000, 2000000, now()),
     ($6, 'ZZ-EMPTY-0001', 'ZZEMPTY0001', false, NULL, 'Empty test vehicle', NULL, NULL, 'NOTHING', 'Blanket Purchase Agreement', NULL, NULL, NULL,
       'Only My Agency', NULL, NULL, $7, $8, NULL, 2016, '2016-01-05', NULL, NULL, 0, 0, 0, 0, 0, 0, now())`,
    [V, O1.organization_id, O1.agency_code, opportunityId, daysAgo(30), EMPTY, O2.organization_id, O2.agency_code],
  );
  const idv = async (n: number, o: {
    office: Office; funding: Office; party: Party; obligated: number; ceiling: number | null; tcv: number; extent: string; setAside: string;
    procedures: string; offers: number; solicitationDate: string; fpds: Record<string, { code: string; description: string }>;
  }) => {
    await q(
      `INSERT INTO award (key, family, piid, award_date, fiscal_year, obligated, total_contract_value, total_estimated_order_value, description,
         solicitation_identifier, solicitation_identifier_norm, solicitation_date, naics_code, psc_code, set_aside_code, extent_competed_code,
         solicitation_procedures_code, number_of_offers_received, fpds_codes, awarding_office_id, awarding_agency_code, awarding_department_code,
         funding_office_id, funding_agency_code, funding_department_code, recipient_uei, recipient_legal_business_name, idv_type_code,
         idv_type_description, vehicle_uuid, last_date_to_order, modified)
       VALUES ($1, 'idv', $2, '2021-03-01', 2021, $3, $4, $5, $6, 'ZZTESTGWAC', 'ZZTESTGWAC', $7::date, '541512', 'DA01', $8, $9, $10, $11, $12::jsonb,
         $13, $14, $15, $16, $17, $18, $19, $20, 'A', 'Government-Wide Acquisition Contract', $21, '2031-03-01', now())`,
      [idvKey(n), `ZZVEH000${n}`, o.obligated, o.tcv, o.ceiling, `XYLOVANCE IDV ${n}`, o.solicitationDate, o.setAside, o.extent, o.procedures, o.offers,
        JSON.stringify(o.fpds), o.office.organization_id, o.office.agency_code, o.office.department_code, o.funding.organization_id,
        o.funding.agency_code, o.funding.department_code, o.party.uei, o.party.legal_business_name, V],
    );
  };
  const pair = (code: string) => ({ code, description: `code ${code}` });
  await idv(1, { office: O1, funding: O1, party: R[0], obligated: 600000, ceiling: 1000000, tcv: 1000000, extent: 'A', setAside: 'SBA', procedures: 'NP', offers: 12,
    solicitationDate: '2020-11-01', fpds: { commercial_item_acquisition_procedures: pair('A'), evaluated_preference: pair('NONE') } });
  await idv(2, { office: O1, funding: O2, party: R[1], obligated: 350000, ceiling: 500000, tcv: 500000, extent: 'A', setAside: 'SBA', procedures: 'NP', offers: 9,
    solicitationDate: '2020-12-15', fpds: { commercial_item_acquisition_procedures: pair('A') } });
  // no ceiling reported: its total contract value counts instead
  await idv(3, { office: O2, funding: O2, party: R[2], obligated: 50000, ceiling: null, tcv: 500000, extent: 'D', setAside: '8A', procedures: 'MAFO', offers: 15,
    solicitationDate: '2021-01-10', fpds: { commercial_item_acquisition_procedures: pair('B') } });

  const order = async (key: string, family: 'contract' | 'idv', parent: number, o: { office: Office; party: Party; obligated: number; date: string; extent: string | null; offers: number | null }) => {
    await q(
      `INSERT INTO award (key, family, piid, parent_award_key, parent_piid, award_date, fiscal_year, obligated, total_contract_value, extent_competed_code,
         number_of_offers_received, awarding_office_id, awarding_agency_code, awarding_department_code, recipient_uei, recipient_legal_business_name, modified)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now())`,
      [key, family, key.split('_')[2], idvKey(parent), `ZZVEH000${parent}`, o.date, fiscalYear(o.date), o.obligated, o.obligated * 2, o.extent, o.offers,
        o.office.organization_id, o.office.agency_code, o.office.department_code, o.party.uei, o.party.legal_business_name],
    );
  };
  const ord = (n: number) => `CONT_AWD_ZZVORD000${n}_${O1.agency_code}_ZZVEH0001_${O1.agency_code}`;
  await order(ord(1), 'contract', 1, { office: O1, party: R[0], obligated: 600000, date: daysAgo(30), extent: 'A', offers: 3 });
  await order(ord(2), 'contract', 2, { office: O2, party: R[1], obligated: 300000, date: daysAgo(400), extent: 'C', offers: 1 });
  await order(ord(3), 'contract', 2, { office: O1, party: R[1], obligated: 50000, date: daysAgo(900), extent: 'CDO', offers: null });
  await order(ord(4), 'contract', 3, { office: O2, party: R[2], obligated: 50000, date: daysAgo(800), extent: null, offers: 5 });
  // a child IDV (a BPA under IDV 1) is no order: it counts in no metric and no order list
  await order(`CONT_IDV_ZZVBPA0001_${O1.agency_code}`, 'idv', 1, { office: O1, party: R[0], obligated: 777, date: daysAgo(10), extent: 'A', offers: 2 });
}

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  await insertFixture();
});
afterAll(async () => {
  await app?.close();
});

// ───────────────────────────── helpers ─────────────────────────────

const uuids = (body: { results: { uuid: string }[] }) => body.results.map((r) => r.uuid);
const DEFAULT_ORDER = 'solicitation_identifier, agency_id, uuid';

async function expectedUuids(where: string, params: unknown[] = [], order = DEFAULT_ORDER): Promise<string[]> {
  return (await q<{ uuid: string }>(`SELECT uuid::text AS uuid FROM vehicle t WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.uuid);
}

/** Every page of a vehicles query, by following next. */
async function walk(query: string, limit = 4): Promise<string[]> {
  const out: string[] = [];
  let url: string | null = `/api/vehicles/?${query}${query ? '&' : ''}limit=${limit}&shape=uuid`;
  for (let i = 0; url && i < 100; i++) {
    const res: { status: number; body: any } = await app.json(url.replace('http://test.local', ''));
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    out.push(...uuids(res.body));
    url = res.body.next;
  }
  return out;
}

const LIST_FIELDS = [
  'agency_details', 'award_date', 'awardee_count', 'contract_type', 'description', 'fiscal_year', 'idv_count', 'last_date_to_order', 'latest_award_date',
  'naics_code', 'order_count', 'organization', 'program_acronym', 'psc_code', 'set_aside', 'solicitation_date', 'solicitation_identifier',
  'solicitation_title', 'total_obligated', 'type_of_idc', 'uuid', 'vehicle_contracts_value', 'vehicle_obligations', 'vehicle_type', 'who_can_use',
];
const DETAIL_ADDS = ['agency_details', 'agency_id', 'competition_details', 'metrics', 'opportunity_id', 'solicitation_description'];
const ORG_KEYS = ['agency_code', 'agency_name', 'department_code', 'department_name', 'office_code', 'office_name', 'organization_id'];

async function orgPayload(id: string) {
  const [o] = await q(`SELECT organization_id::text, office_code, office_name, agency_code, agency_name, department_code, department_name FROM organization WHERE organization_id = $1`, [id]);
  return o;
}

// ───────────────────────────── list ─────────────────────────────

describe('GET /api/vehicles/', () => {
  it('answers the page-number envelope with the 25 default list fields in the documented order', async () => {
    const res = await app.json('/api/vehicles/?limit=3');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM vehicle');
    expect(res.body.count).toBe(n);
    expect(res.body.next).toBe('http://test.local/api/vehicles/?limit=3&page=2');
    expect(res.body.previous).toBeNull();
    expect(LIST_FIELDS).toHaveLength(25);
    for (const r of res.body.results) {
      expect(Object.keys(r)).toEqual(LIST_FIELDS);
      // a null stub on lists
      expect(r.agency_details).toBeNull();
      expect(Object.keys(r.organization).sort()).toEqual(ORG_KEYS);
      expect(Object.keys(r.vehicle_type)).toEqual(['code', 'description']);
    }
    expect(uuids(res.body)).toEqual((await expectedUuids('TRUE')).slice(0, 3));
    const p2 = await app.json('/api/vehicles/?limit=3&page=2&shape=uuid');
    expect(p2.body.previous).toBe('http://test.local/api/vehicles/?limit=3&shape=uuid&page=1');
    expect(uuids(p2.body)).toEqual((await expectedUuids('TRUE')).slice(3, 6));
  });

  it('walks every vehicle once in the default order solicitation_identifier, agency_id, uuid; bad pages and limits answer 400/404', async () => {
    expect(await walk('')).toEqual(await expectedUuids('TRUE'));
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM vehicle');
    const past = await app.json(`/api/vehicles/?limit=100&page=${Math.ceil(n / 100) + 1}`);
    expect(past.status).toBe(404);
    expect(past.body.code).toBe('not_found');
    for (const bad of ['limit=101', 'limit=0', 'limit=x', 'page=0', 'page=-1', 'page=1.5', 'page=99999999999']) {
      const res = await app.json(`/api/vehicles/?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('validation_error');
    }
    expect((await app.json('/api/vehicles/?limit=100')).body.results.length).toBe(Math.min(n, 100));
  });

  it('serves fields of every kind with the right types', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=uuid,naics_code,total_obligated,vehicle_type,contract_type,type_of_idc,set_aside,descriptions,award_date,is_synthetic_solicitation,organization_id`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uuid: V,
      naics_code: 541512,
      total_obligated: 1000000,
      vehicle_type: { code: 'A', description: 'Government-Wide Acquisition Contract' },
      contract_type: { code: 'Y', description: 'Time and Materials' },
      type_of_idc: 'Indefinite Delivery / Indefinite Quantity',
      set_aside: 'SBA',
      descriptions: ['XYLOVANCE IDV 1', 'XYLOVANCE IDV 2', 'XYLOVANCE IDV 3'],
      award_date: '2021-03-01',
      is_synthetic_solicitation: true,
      organization_id: O1.organization_id,
    });
    const empty = await app.json(`/api/vehicles/${EMPTY}/?shape=contract_type,descriptions,vehicle_type`);
    expect(empty.body).toEqual({ contract_type: null, descriptions: [], vehicle_type: { code: 'E', description: 'Blanket Purchase Agreement' } });
  });
});

describe('filters', () => {
  it('match an independent SQL expectation, one by one', async () => {
    const [demo] = await q<Record<string, any>>(`SELECT * FROM vehicle WHERE uuid <> $1 AND uuid <> $2 AND program_acronym IS NOT NULL ORDER BY uuid LIMIT 1`, [V, EMPTY]);
    const [{ name: deptName, cgac, code: deptCode }] = await q(`SELECT d.name, d.cgac, d.code FROM department d WHERE d.cgac = $1`, [O1.department_code]);
    const cases: [string, string, unknown[]][] = [
      ['vehicle_type=gwac', `vehicle_type = 'Government-Wide Acquisition Contract'`, []],
      ['vehicle_type=A', `vehicle_type = 'Government-Wide Acquisition Contract'`, []],
      ['vehicle_type=government-wide%20acquisition%20CONTRACT', `vehicle_type = 'Government-Wide Acquisition Contract'`, []],
      ['vehicle_type=gwac|Fss', `vehicle_type IN ('Government-Wide Acquisition Contract', 'Federal Supply Schedule')`, []],
      ['vehicle_type=c%20OR%20e', `vehicle_type IN ('Federal Supply Schedule', 'Blanket Purchase Agreement')`, []],
      ['type_of_idc=B', `type_of_idc = 'Indefinite Delivery / Indefinite Quantity'`, []],
      ['type_of_idc=A|Indefinite%20Delivery%20%2F%20Indefinite%20Quantity', `type_of_idc IN ('Indefinite Delivery / Requirements', 'Indefinite Delivery / Indefinite Quantity')`, []],
      ['contract_type=Y', `contract_type = 'Time and Materials'`, []],
      [`contract_type=${encodeURIComponent(demo.contract_type)}|Y`, `contract_type IN ($1, 'Time and Materials')`, [demo.contract_type]],
      ['set_aside=SBA|8A', `set_aside IN ('SBA', '8A')`, []],
      ['set_aside=NONE', `set_aside = 'NONE'`, []],
      ['who_can_use=GOVERNMENT-WIDE', `lower(who_can_use) = 'government-wide'`, []],
      ['naics_code=541512', 'naics_code = 541512', []],
      [`naics_code=${demo.naics_code}`, 'naics_code = $1', [demo.naics_code]],
      ['psc_code=da01', `psc_code = 'DA01'`, []],
      [`program_acronym=${encodeURIComponent(demo.program_acronym.toLowerCase())}`, 'program_acronym = $1', [demo.program_acronym]],
      [`agency=${O1.agency_code}`, 'agency_id = $1', [O1.agency_code]],
      [
        `agency=${encodeURIComponent(O1.agency_name.toLowerCase())}`,
        `agency_id IN (SELECT code FROM agency WHERE upper(name) = upper($1))
         OR (SELECT g.department_code FROM organization g WHERE g.organization_id = t.organization_id) IN (SELECT cgac FROM department WHERE upper(name) = upper($1))`,
        [O1.agency_name],
      ],
      [`agency=${cgac}`, '(SELECT g.department_code FROM organization g WHERE g.organization_id = t.organization_id) = $1', [cgac]],
      [`agency=${deptCode}`, '(SELECT g.department_code FROM organization g WHERE g.organization_id = t.organization_id) = $1', [cgac]],
      [`agency=${encodeURIComponent(deptName)}|${O2.agency_code}`, '((SELECT g.department_code FROM organization g WHERE g.organization_id = t.organization_id) = $1 OR agency_id = $2)', [cgac, O2.agency_code]],
      [`organization_id=${O1.organization_id.toUpperCase()}`, 'organization_id = $1', [O1.organization_id]],
      ['total_obligated_min=1000000', 'total_obligated >= 1000000', []],
      ['total_obligated_max=1000000.00', 'total_obligated <= 1000000', []],
      ['total_obligated_min=500000&total_obligated_max=5000000.5', 'total_obligated BETWEEN 500000 AND 5000000.5', []],
      ['idv_count_min=3', 'idv_count >= 3', []],
      ['idv_count_max=2', 'idv_count <= 2', []],
      ['order_count_min=4&order_count_max=30', 'order_count BETWEEN 4 AND 30', []],
      ['order_count_max=0', 'order_count <= 0', []],
      ['fiscal_year=2021', 'fiscal_year = 2021', []],
      [`fiscal_year=${demo.fiscal_year}`, 'fiscal_year = $1', [demo.fiscal_year]],
      ['award_date_after=2021-03-01', `award_date >= '2021-03-01'`, []],
      ['award_date_before=2021-03-01', `award_date <= '2021-03-01'`, []],
      ['award_date_after=2018-01-01&award_date_before=2021-12-31', `award_date BETWEEN '2018-01-01' AND '2021-12-31'`, []],
      ['last_date_to_order_after=2031-03-01', `last_date_to_order >= '2031-03-01'`, []],
      ['last_date_to_order_before=2025-01-01', `last_date_to_order <= '2025-01-01'`, []],
    ];
    for (const [query, where, params] of cases) {
      const want = await expectedUuids(where, params);
      expect(want.length, query).toBeGreaterThan(0);
      expect(await walk(query, 100), query).toEqual(want);
      const res = await app.json(`/api/vehicles/?${query}&shape=uuid`);
      expect(res.body.count, query).toBe(want.length);
    }
  });

  it('search matches the vehicle text, the user-facing solicitation identifier in any spelling, and its IDVs', async () => {
    const cases: [string, string[]][] = [
      ['xylovance', [V]],
      ['ZZTESTGWAC', [V]],
      ['zz-test-gwac', [V]],
      ['ZZVEH0002', [V]],
      ['zz-empty-0001', [EMPTY]],
    ];
    for (const [term, want] of cases) {
      const res = await app.json(`/api/vehicles/?search=${encodeURIComponent(term)}&shape=uuid`);
      expect(res.status, term).toBe(200);
      expect(uuids(res.body), term).toEqual(want);
    }
    // a word of a demo vehicle's IDV recipient finds that vehicle (aggregated award terms)
    const [demo] = await q<{ uuid: string; word: string }>(
      `SELECT i.vehicle_uuid::text AS uuid, split_part(i.recipient_legal_business_name, ' ', 1) AS word FROM award i
       WHERE i.family = 'idv' AND i.vehicle_uuid IS NOT NULL AND i.vehicle_uuid <> $1 AND length(split_part(i.recipient_legal_business_name, ' ', 1)) > 4 ORDER BY i.key LIMIT 1`,
      [V],
    );
    const want = await expectedUuids(
      `t.search_vector @@ websearch_to_tsquery('english', $1) OR t.uuid IN (SELECT vehicle_uuid FROM award WHERE family = 'idv' AND search_vector @@ websearch_to_tsquery('english', $1))`,
      [demo.word],
    );
    expect(want).toContain(demo.uuid);
    expect(await walk(`search=${encodeURIComponent(demo.word)}`, 100)).toEqual(want);
  });

  it('answer 400 with the documented body on bad values and inverted ranges', async () => {
    for (const bad of [
      'naics_code=abc', 'naics_code=99999999', 'fiscal_year=20x1', 'idv_count_min=-1', 'order_count_max=1.5', 'total_obligated_min=lots',
      'award_date_after=2021-02-30', 'award_date_before=21-01-01', 'last_date_to_order_after=2021-1-1', 'organization_id=not-a-uuid',
      'award_date_after=2022-01-01&award_date_before=2021-01-01', 'last_date_to_order_after=2030-01-01&last_date_to_order_before=2029-01-01',
      'total_obligated_min=10&total_obligated_max=1', 'idv_count_min=5&idv_count_max=2', 'order_count_min=5&order_count_max=2',
      'search=%20', 'vehicle_type=', 'agency=%7C', 'vehicle_type=a&vehicle_type=b',
    ]) {
      const res = await app.json(`/api/vehicles/?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ code: 'validation_error' });
      expect(typeof res.body.error, bad).toBe('string');
    }
  });
});

describe('ordering', () => {
  const FIELDS: [string, string][] = [
    ['vehicle_obligations', 'vehicle_obligations'],
    ['latest_award_date', 'latest_award_date'],
    ['total_obligated', 'total_obligated'],
    ['award_date', 'award_date'],
    ['last_date_to_order', 'last_date_to_order'],
    ['fiscal_year', 'fiscal_year'],
    ['idv_count', 'idv_count'],
    ['order_count', 'order_count'],
  ];

  it('orders by each of the 8 allowlisted fields both ways (empties last), the uuid breaking ties', async () => {
    for (const [name, column] of FIELDS) {
      for (const desc of [false, true]) {
        const dir = desc ? 'DESC' : 'ASC';
        const want = await expectedUuids('TRUE', [], `${column} ${dir} NULLS LAST, uuid ${dir}`);
        expect(await walk(`ordering=${desc ? '-' : ''}${name}`, 5), `${desc ? '-' : ''}${name}`).toEqual(want);
      }
    }
  });

  it('orders by several fields joined by commas', async () => {
    const want = await expectedUuids('TRUE', [], 'fiscal_year DESC, order_count ASC, uuid DESC');
    expect(await walk('ordering=-fiscal_year,order_count', 4)).toEqual(want);
    const want2 = await expectedUuids('TRUE', [], 'idv_count ASC, latest_award_date DESC NULLS LAST, uuid ASC');
    expect(await walk(`ordering=${encodeURIComponent('idv_count, -latest_award_date')}`, 4)).toEqual(want2);
  });

  it('answers 400 naming the allowlist for any other field, the default order columns included', async () => {
    for (const bad of ['not_a_real_field', 'solicitation_identifier', 'agency_id', 'uuid', '-awardee_count', 'fiscal_year,bogus', 'fiscal_year,-fiscal_year', '', '%20', ',']) {
      const res = await app.json(`/api/vehicles/?ordering=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('validation_error');
    }
    const res = await app.json('/api/vehicles/?ordering=not_a_real_field');
    expect(res.body.allowed).toEqual(['vehicle_obligations', 'latest_award_date', 'total_obligated', 'award_date', 'last_date_to_order', 'fiscal_year', 'idv_count', 'order_count']);
    expect(res.body.error).toMatch(/not_a_real_field/);
  });
});

// ───────────────────────────── detail ─────────────────────────────

describe('GET /api/vehicles/{uuid}/', () => {
  it('answers the default detail shape: the list fields plus the documented additions', async () => {
    const res = await app.json(`/api/vehicles/${V}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...new Set([...LIST_FIELDS, ...DETAIL_ADDS])].sort());
    expect(Object.keys(res.body)).toHaveLength(30);
    expect(res.body.agency_id).toBe(O1.agency_code);
    expect(res.body.opportunity_id).toBe(opportunityId);
    expect(res.body.solicitation_description).toBe('Xylovance enterprise IT services');
    expect(Object.keys(res.body.competition_details)).toHaveLength(12);
    expect(Object.keys(res.body.metrics)).toHaveLength(12);
    expect(Object.keys(res.body.agency_details)).toEqual(['awarding_office', 'funding_office']);
    // the uuid is case-insensitive
    expect((await app.json(`/api/vehicles/${V.toUpperCase()}/?shape=uuid`)).body).toEqual({ uuid: V });
  });

  it('answers 404 for a non-UUID segment and for an unknown UUID, in REST and null in GraphQL', async () => {
    for (const bad of ['not-a-uuid', '12345', `${V}x`, 'f1e2d3c4-b5a6-7789-8abc-0123456789ab', 'f1e2d3c4-b5a6-4789-cabc-0123456789ab', '00000000-0000-4000-8000-000000000000']) {
      const res = await app.json(`/api/vehicles/${bad}/`);
      expect(res.status, bad).toBe(404);
      expect(res.body.code, bad).toBe('not_found');
    }
    const gql = await app.graphql(`{ a: vehicle(uuid: "not-a-uuid") { uuid } b: vehicle(uuid: "00000000-0000-4000-8000-000000000000") { uuid } }`);
    expect(gql.body).toEqual({ data: { a: null, b: null } });
  });

  it('serves synthetic solicitations without the internal storage prefix', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=solicitation_identifier,is_synthetic_solicitation,program_acronym,competition_details(solicitation_identifier)`);
    expect(res.body).toEqual({ solicitation_identifier: 'ZZTESTGWAC', is_synthetic_solicitation: true, program_acronym: 'ZZTEST', competition_details: { solicitation_identifier: 'ZZTESTGWAC' } });
    const [{ stored }] = await q<{ stored: string }>('SELECT solicitation_identifier AS stored FROM vehicle WHERE uuid = $1', [V]);
    expect(stored).toBe('ACRO:ZZTESTGWAC');
    // every other vehicle is served as stored
    const list = await app.json('/api/vehicles/?limit=100&shape=uuid,solicitation_identifier,is_synthetic_solicitation');
    const stores = new Map((await q<{ uuid: string; s: string }>('SELECT uuid::text AS uuid, solicitation_identifier AS s FROM vehicle')).map((r) => [r.uuid, r.s]));
    for (const r of list.body.results) if (r.uuid !== V) expect(r.solicitation_identifier).toBe(stores.get(r.uuid));
  });
});

describe('expansions', () => {
  it('awardees(...) lists the underlying IDVs (family idv, this vehicle), oldest first; the detail search filters them, the list search does not', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=uuid,awardees(key,piid,vehicle_uuid,idv_type,recipient(uei))`);
    expect(res.body.awardees).toEqual([1, 2, 3].map((n) => ({ key: idvKey(n), piid: `ZZVEH000${n}`, vehicle_uuid: V, idv_type: 'A', recipient: { uei: R[n - 1].uei } })));
    const narrowed = await app.json(`/api/vehicles/${V}/?shape=awardees(key)&search=zzveh0002`);
    expect(narrowed.body.awardees).toEqual([{ key: idvKey(2) }]);
    const none = await app.json(`/api/vehicles/${V}/?shape=uuid,awardees(key)&search=nothing-matches-this`);
    expect(none.body).toEqual({ uuid: V, awardees: [] });
    // on a list, search selects vehicles; their awardees stay whole
    const list = await app.json(`/api/vehicles/?search=ZZVEH0002&shape=uuid,awardees(key)`);
    expect(list.body.results).toEqual([{ uuid: V, awardees: [1, 2, 3].map((n) => ({ key: idvKey(n) })) }]);
    // a demo vehicle's awardees are its IDVs
    const [demo] = await q<{ uuid: string }>(`SELECT uuid::text AS uuid FROM vehicle WHERE idv_count > 2 ORDER BY uuid LIMIT 1`);
    const keys = (await q<{ key: string }>(`SELECT key FROM award WHERE family = 'idv' AND vehicle_uuid = $1 ORDER BY award_date, key`, [demo.uuid])).map((r) => r.key);
    const d = await app.json(`/api/vehicles/${demo.uuid}/?shape=awardees(key)`);
    expect(d.body.awardees.map((a: { key: string }) => a.key)).toEqual(keys);
    // bare awardees is an error: it takes sub-fields
    expect((await app.json(`/api/vehicles/${V}/?shape=awardees`)).status).toBe(400);
    expect((await app.json(`/api/vehicles/${V}/?search=%20`)).status).toBe(400);
  });

  it('awardees(orders(...)) nests the orders of each IDV in the contracts shape; a child IDV is no order', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=awardees(key,orders(key,obligated,parent_award(key)))`);
    const orders = res.body.awardees.map((a: any) => a.orders.map((o: any) => o.obligated));
    expect(orders).toEqual([[600000], [300000, 50000], [50000]]);
    expect(res.body.awardees[1].orders[0].parent_award.key).toBe(idvKey(2));
  });

  it('opportunity(...) is the linked opportunity in full; null when none is linked', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=opportunity(*)`);
    const [o] = await q<Record<string, any>>(
      `SELECT o.*, g.agency_code, g.department_code FROM opportunity o JOIN organization g ON g.organization_id = o.organization_id WHERE o.opportunity_id = $1`,
      [opportunityId],
    );
    const op = res.body.opportunity;
    expect(op.opportunity_id).toBe(opportunityId);
    expect(op.title).toBe(o.title);
    expect(op.solicitation_number).toBe(o.solicitation_number);
    expect(op.active).toBe(o.active);
    expect(op.first_notice_date).toBe(new Date(o.first_notice_date).toISOString());
    expect(op.office).toEqual(await orgPayload(o.organization_id));
    expect(op.office_id).toBe(o.organization_id);
    expect(op.agency_id).toBe(o.agency_code);
    expect(op.agency.code).toBe(o.agency_code);
    expect(op.department.cgac).toBe(o.department_code);
    expect(op.set_aside).toEqual(o.set_aside_code ? { code: o.set_aside_code, description: o.set_aside_description } : null);
    expect(op.primary_contact.full_name).toBe(o.primary_contact.full_name);
    expect(op.attachments.map((a: any) => a.attachment_id)).toEqual((o.attachments ?? []).map((a: any) => a.attachment_id));
    expect(op.meta.attachments_count).toBe((o.attachments ?? []).length);
    expect(op.meta.notice_type.type).toBe(o.notice_type);
    expect(op.meta.notice_type.code).toMatch(/^[a-z]$/);
    expect((await app.json(`/api/vehicles/${EMPTY}/?shape=opportunity(title)`)).body).toEqual({ opportunity: null });
    // bare opportunity is the full shape too
    expect((await app.json(`/api/vehicles/${V}/?shape=opportunity`)).body).toEqual(res.body);
  });

  it('competition_details(*) aggregates the IDVs (most common code, largest offers, solicitation date range)', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=competition_details(*)`);
    expect(res.body.competition_details).toEqual({
      commercial_item_acquisition_procedures: 'A',
      evaluated_preference: 'NONE',
      extent_competed: 'A',
      most_recent_solicitation_date: '2021-01-10',
      number_of_offers_received: 15,
      original_solicitation_date: '2020-11-01',
      other_than_full_and_open_competition: null,
      set_aside: 'SBA',
      simplified_procedures_for_certain_commercial_items: null,
      small_business_competitiveness_demonstration_program: null,
      solicitation_identifier: 'ZZTESTGWAC',
      solicitation_procedures: 'NP',
    });
    const empty = await app.json(`/api/vehicles/${EMPTY}/?shape=competition_details(extent_competed,solicitation_identifier,number_of_offers_received)`);
    expect(empty.body.competition_details).toEqual({ extent_competed: null, solicitation_identifier: 'ZZ-EMPTY-0001', number_of_offers_received: null });
  });

  it('agency_details(*) is the most common awarding and funding office of the IDVs on the detail, and null on lists whatever is named', async () => {
    const res = await app.json(`/api/vehicles/${V}/?shape=agency_details(*)`);
    expect(res.body.agency_details).toEqual({ awarding_office: await orgPayload(O1.organization_id), funding_office: await orgPayload(O2.organization_id) });
    expect((await app.json(`/api/vehicles/${V}/?shape=agency_details`)).body).toEqual(res.body);
    expect((await app.json(`/api/vehicles/${V}/?shape=agency_details(funding_office(office_code))`)).body).toEqual({
      agency_details: { funding_office: { office_code: (await orgPayload(O2.organization_id)).office_code } },
    });
    for (const shape of ['uuid,agency_details', 'uuid,agency_details(*)', 'uuid,agency_details(awarding_office(office_name))']) {
      const list = await app.json(`/api/vehicles/?search=xylovance&shape=${shape}`);
      expect(list.body.results, shape).toEqual([{ uuid: V, agency_details: null }]);
    }
    expect((await app.json(`/api/vehicles/${EMPTY}/?shape=agency_details(*)`)).body).toEqual({ agency_details: { awarding_office: null, funding_office: null } });
  });

  it('organization and organization(*) are the same payload', async () => {
    const bare = await app.json(`/api/vehicles/${V}/?shape=organization`);
    const star = await app.json(`/api/vehicles/${V}/?shape=organization(*)`);
    expect(bare.body).toEqual(star.body);
    expect(bare.body.organization).toEqual(await orgPayload(O1.organization_id));
    expect((await app.json(`/api/vehicles/${V}/?shape=organization(office_code,bogus)`)).status).toBe(400);
  });

  it('an unknown field answers 400 with structured errors', async () => {
    const res = await app.json(`/api/vehicles/?shape=uuid,metrics(nope),bogus`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(['bogus', 'metrics.nope']);
  });
});

// ───────────────────────────── metrics ─────────────────────────────

describe('metrics(*)', () => {
  it('match the hand-computed values of the fixture', async () => {
    // orders: R1 600,000 (30 days ago, A, 3 offers, agency 1); R2 300,000 (400 days, C, 1 offer, agency 2) and 50,000 (900 days, CDO, agency 1);
    // R3 50,000 (800 days, no extent code, 5 offers, agency 2). Ceilings 1,000,000 + 500,000 + 500,000 (IDV 3: its total contract value).
    const res = await app.json(`/api/vehicles/${V}/?shape=metrics(*)`);
    expect(res.body.metrics).toEqual({
      avg_offers_received: 3, // (3 + 1 + 5) / 3
      avg_order_value: 250000, // 1,000,000 / 4
      award_concentration_hhi: 4850, // 60² + 35² + 5²
      competed_rate: 0.6667, // A and CDO of the 3 coded orders
      days_since_last_order: 30,
      max_order_value: 600000,
      obligation_to_ceiling_ratio: 0.5, // 1,000,000 / 2,000,000
      order_concentration_hhi: 3750, // 25² + 50² + 25²
      recent_obligations_24mo: 900000, // the orders 30 and 400 days ago
      recent_orders_24mo: 2,
      top_recipient_share: 0.6,
      using_agency_count: O1.agency_code === O2.agency_code ? 1 : 2,
    });
    expect(O1.agency_code).not.toBe(O2.agency_code);
  });

  it('an order whose recipient is named by DUNS alone (award data from before the UEI) counts as that recipient, not with every other such order', async () => {
    // R2's two orders become two DUNS-only recipients: shares 60, 30, 5, 5 of the dollars and one order each
    const keys = (await q<{ key: string; recipient_uei: string }>(`SELECT key, recipient_uei FROM award WHERE key LIKE 'CONT_AWD_ZZVORD0002\\_%' OR key LIKE 'CONT_AWD_ZZVORD0003\\_%' ORDER BY key`));
    expect(keys).toHaveLength(2);
    try {
      await q(`UPDATE award SET recipient_uei = NULL, recipient_duns = $2 WHERE key = $1`, [keys[0].key, '000000002']);
      await q(`UPDATE award SET recipient_uei = NULL, recipient_duns = $2 WHERE key = $1`, [keys[1].key, '000000003']);
      const res = await app.json(`/api/vehicles/${V}/?shape=metrics(award_concentration_hhi,order_concentration_hhi,top_recipient_share)`);
      expect(res.body.metrics).toEqual({ award_concentration_hhi: 4550, order_concentration_hhi: 2500, top_recipient_share: 0.6 }); // 60² + 30² + 5² + 5²; 4 × 25²
    } finally {
      for (const k of keys) await q(`UPDATE award SET recipient_uei = $2, recipient_duns = NULL WHERE key = $1`, [k.key, k.recipient_uei]);
    }
    expect((await app.json(`/api/vehicles/${V}/?shape=metrics(award_concentration_hhi)`)).body.metrics).toEqual({ award_concentration_hhi: 4850 });
  });

  it('are null or zero on a vehicle without orders', async () => {
    const res = await app.json(`/api/vehicles/${EMPTY}/?shape=metrics(*)`);
    expect(res.body.metrics).toEqual({
      avg_offers_received: null, avg_order_value: null, award_concentration_hhi: null, competed_rate: null, days_since_last_order: null,
      max_order_value: null, obligation_to_ceiling_ratio: null, order_concentration_hhi: null, recent_obligations_24mo: 0, recent_orders_24mo: 0,
      top_recipient_share: null, using_agency_count: 0,
    });
  });

  it('match values computed here from the raw rows of every demo vehicle', async () => {
    const vs = await q<{ uuid: string }>(`SELECT uuid::text AS uuid FROM vehicle WHERE uuid NOT IN ($1, $2) ORDER BY uuid`, [V, EMPTY]);
    expect(vs.length).toBeGreaterThan(3);
    const cutoff = new Date(today);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - 24);
    if (cutoff.getUTCDate() !== today.getUTCDate()) cutoff.setUTCDate(0); // PostgreSQL clamps to the month's last day
    const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
    for (const { uuid } of vs) {
      const orders = await q<{ obligated: string; recipient_uei: string; awarding_agency_code: string; extent_competed_code: string | null; number_of_offers_received: number | null; award_date: string }>(
        `SELECT o.obligated, o.recipient_uei, o.awarding_agency_code, o.extent_competed_code, o.number_of_offers_received, o.award_date::text AS award_date
         FROM award o WHERE o.family = 'contract' AND o.parent_award_key IN (SELECT key FROM award WHERE family = 'idv' AND vehicle_uuid = $1)`,
        [uuid],
      );
      const ceilings = await q<{ c: string | null }>(`SELECT coalesce(total_estimated_order_value, total_contract_value) AS c FROM award WHERE family = 'idv' AND vehicle_uuid = $1`, [uuid]);
      const amounts = orders.map((o) => Number(o.obligated));
      const total = amounts.reduce((a, b) => a + b, 0);
      const byRecipient = new Map<string, { amount: number; n: number }>();
      for (const o of orders) {
        const e = byRecipient.get(o.recipient_uei) ?? { amount: 0, n: 0 };
        e.amount += Number(o.obligated);
        e.n++;
        byRecipient.set(o.recipient_uei, e);
      }
      const positive = [...byRecipient.values()].map((e) => Math.max(e.amount, 0));
      const posTotal = positive.reduce((a, b) => a + b, 0);
      const offers = orders.filter((o) => o.number_of_offers_received !== null).map((o) => o.number_of_offers_received!);
      const coded = orders.filter((o) => o.extent_competed_code !== null);
      const recent = orders.filter((o) => new Date(`${o.award_date}T00:00:00Z`) > cutoff);
      const ceiling = ceilings.reduce((a, c) => a + (c.c === null ? 0 : Number(c.c)), 0);
      const last = orders.map((o) => o.award_date).sort().at(-1);
      const want = {
        avg_offers_received: offers.length ? round(offers.reduce((a, b) => a + b, 0) / offers.length, 2) : null,
        avg_order_value: orders.length ? round(total / orders.length, 2) : null,
        award_concentration_hhi: posTotal > 0 ? round(positive.reduce((a, x) => a + (100 * x / posTotal) ** 2, 0), 2) : null,
        competed_rate: coded.length ? round(coded.filter((o) => ['A', 'D', 'F', 'CDO'].includes(o.extent_competed_code!)).length / coded.length, 4) : null,
        days_since_last_order: last ? Math.round((today.getTime() - new Date(`${last}T00:00:00Z`).getTime()) / DAY) : null,
        max_order_value: orders.length ? Math.max(...amounts) : null,
        obligation_to_ceiling_ratio: ceiling > 0 ? round(total / ceiling, 4) : null,
        order_concentration_hhi: orders.length ? round([...byRecipient.values()].reduce((a, e) => a + (100 * e.n / orders.length) ** 2, 0), 2) : null,
        recent_obligations_24mo: round(recent.reduce((a, o) => a + Number(o.obligated), 0), 2),
        recent_orders_24mo: recent.length,
        top_recipient_share: posTotal > 0 ? round(Math.max(...positive) / posTotal, 4) : null,
        using_agency_count: new Set(orders.map((o) => o.awarding_agency_code)).size,
      };
      const got = (await app.json(`/api/vehicles/${uuid}/?shape=metrics(*)`)).body.metrics;
      for (const [k, v] of Object.entries(want)) {
        if (v === null) expect(got[k], `${uuid} ${k}`).toBeNull();
        // the service rounds exact decimals, this float arithmetic: one unit in the last place apart at most
        else expect(Math.abs(got[k] - v), `${uuid} ${k}: ${got[k]} vs ${v}`).toBeLessThanOrEqual(k.endsWith('hhi') || k.startsWith('avg') ? 0.011 : 0.00011);
      }
    }
  });
});

// ───────────────────────────── flat ─────────────────────────────

describe('flat, flat_lists and joiner', () => {
  it('flatten vehicles like every resource', async () => {
    const shape = 'uuid,vehicle_type(*),awardees(key,recipient(uei))';
    const nested = (await app.json(`/api/vehicles/${V}/?shape=${shape}`)).body;
    const flat = await app.json(`/api/vehicles/${V}/?shape=${shape}&flat=true&joiner=__`);
    expect(flat.body).toEqual({
      uuid: V,
      vehicle_type__code: 'A',
      vehicle_type__description: 'Government-Wide Acquisition Contract',
      awardees: nested.awardees.map((a: any) => ({ key: a.key, recipient__uei: a.recipient.uei })),
    });
    const lists = await app.json(`/api/vehicles/${V}/?shape=${shape}&flat=true&flat_lists=true`);
    expect(lists.body['awardees.2.recipient.uei']).toBe(R[2].uei);
    expect(lists.body['awardees.0.key']).toBe(idvKey(1));
    const list = await app.json(`/api/vehicles/?search=xylovance&shape=uuid,organization(office_code)&flat=true&joiner=-`);
    expect(list.body.results).toEqual([{ uuid: V, 'organization-office_code': (await orgPayload(O1.organization_id)).office_code }]);
    // joiner is read only with flat=true
    expect((await app.json(`/api/vehicles/${V}/?shape=uuid,organization(office_code)&joiner=-`)).body).toEqual({ uuid: V, organization: { office_code: expect.any(String) } });
    for (const bad of ['flat=maybe', 'flat_lists=2', 'flat=true&joiner=', 'flat=true&joiner=toolong']) expect((await app.json(`/api/vehicles/?${bad}`)).status, bad).toBe(400);
  });
});

// ───────────────────────────── awardees and orders ─────────────────────────────

describe('GET /api/vehicles/{uuid}/awardees/', () => {
  it('pages through the IDVs of the vehicle with the IDV default shape', async () => {
    const p1 = await app.json(`/api/vehicles/${V}/awardees/?limit=2`);
    expect(p1.status).toBe(200);
    expect(Object.keys(p1.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(p1.body.count).toBe(3);
    expect(p1.body.next).toBe(`http://test.local/api/vehicles/${V}/awardees/?limit=2&page=2`);
    expect(p1.body.results.map((r: any) => r.key)).toEqual([idvKey(3), idvKey(2)]); // -award_date, key descending
    expect(p1.body.results[0]).toMatchObject({ vehicle_uuid: V, idv_type: { code: 'A' }, recipient: { uei: R[2].uei } });
    const p2 = await app.json(p1.body.next.replace('http://test.local', ''));
    expect(p2.body.results.map((r: any) => r.key)).toEqual([idvKey(1)]);
    expect(p2.body.previous).toBe(`http://test.local/api/vehicles/${V}/awardees/?limit=2&page=1`);
    const byObligated = await app.json(`/api/vehicles/${V}/awardees/?ordering=obligated&shape=key`);
    expect(byObligated.body.results.map((r: any) => r.key)).toEqual([idvKey(3), idvKey(2), idvKey(1)]);
    expect((await app.json(`/api/vehicles/${V}/awardees/?ordering=fiscal_year`)).status).toBe(400);
    expect((await app.json(`/api/vehicles/${EMPTY}/awardees/`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('search covers PIID, key, solicitation identifier, NAICS, PSC, recipient name and address, as computed here', async () => {
    const rows = await q<Record<string, any>>(
      `SELECT i.key, i.piid, i.solicitation_identifier_norm, i.naics_code, i.psc_code, i.recipient_legal_business_name, e.legal_business_name, e.display_name,
         concat_ws(' ', ea.address_line1, ea.address_line2, ea.city, ea.state_or_province_code, ea.zip_code, ea.country_name) AS address
       FROM award i JOIN entity e ON e.uei = i.recipient_uei LEFT JOIN entity_address ea ON ea.uei = i.recipient_uei AND ea.kind = 'physical'
       WHERE i.family = 'idv' AND i.vehicle_uuid = $1 ORDER BY i.key`,
      [V],
    );
    const has = (s: string | null, t: string) => !!s && s.toLowerCase().includes(t.toLowerCase());
    const matches = (r: Record<string, any>, t: string) =>
      has(r.piid, t) || has(r.key, t) || has(r.recipient_legal_business_name, t) || has(r.legal_business_name, t) || has(r.display_name, t) ||
      (normalizeSolicitation(t) !== '' && has(r.solicitation_identifier_norm, normalizeSolicitation(t))) ||
      (r.naics_code ?? '').startsWith(t) || (r.psc_code ?? '').startsWith(t.toUpperCase()) || has(r.address, t);
    const terms = [
      'zzveh0001', idvKey(3).toLowerCase(), 'zz-test gwac', '5415', 'da0', R[1].legal_business_name.slice(2, 9).toLowerCase(), R[0].city, R[2].city.toUpperCase(),
      'nothing-matches', '%', '_',
    ];
    for (const t of terms) {
      const want = rows.filter((r) => matches(r, t)).map((r) => r.key);
      const res = await app.json(`/api/vehicles/${V}/awardees/?search=${encodeURIComponent(t)}&ordering=award_date&shape=key`);
      expect(res.status, t).toBe(200);
      expect(res.body.results.map((r: any) => r.key).sort(), t).toEqual(want);
      // the detail's search filters the expansion the same way
      const detail = await app.json(`/api/vehicles/${V}/?shape=awardees(key)&search=${encodeURIComponent(t)}`);
      expect(detail.body.awardees.map((r: any) => r.key).sort(), t).toEqual(want);
    }
    // address and name terms each single out one awardee
    for (const [t, n] of [[R[0].city, 1], [R[2].city, 3]] as const) {
      const res = await app.json(`/api/vehicles/${V}/awardees/?search=${encodeURIComponent(t)}&shape=key`);
      expect(res.body.results.map((r: any) => r.key), t).toContain(idvKey(n));
    }
    expect((await app.json(`/api/vehicles/${V}/awardees/?search=%20`)).status).toBe(400);
  });

  it('answers 404 for a non-UUID and for an unknown vehicle', async () => {
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', 'f1e2d3c4-b5a6-0789-8abc-0123456789ab']) {
      const res = await app.json(`/api/vehicles/${bad}/awardees/`);
      expect(res.status, bad).toBe(404);
      expect(res.body.code, bad).toBe('not_found');
    }
  });
});

describe('GET /api/vehicles/{uuid}/orders/', () => {
  it('pages through the contracts under the IDVs with count, next and previous; 404 for non-UUID and unknown vehicles', async () => {
    const p1 = await app.json(`/api/vehicles/${V}/orders/?limit=3&shape=key,obligated`);
    expect(p1.status).toBe(200);
    expect(Object.keys(p1.body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(p1.body.count).toBe(4);
    expect(p1.body.previous).toBeNull();
    expect(p1.body.next).toBe(`http://test.local/api/vehicles/${V}/orders/?limit=3&shape=key%2Cobligated&page=2`);
    // newest first (the contracts' default), the child IDV excluded
    expect(p1.body.results.map((r: any) => r.obligated)).toEqual([600000, 300000, 50000]);
    const p2 = await app.json(p1.body.next.replace('http://test.local', ''));
    expect(p2.body.results.map((r: any) => r.obligated)).toEqual([50000]);
    expect(p2.body.next).toBeNull();
    expect(p2.body.previous).toBe(`http://test.local/api/vehicles/${V}/orders/?limit=3&shape=key%2Cobligated&page=1`);
    // the same count as the vehicle's metrics and stored order_count
    expect((await app.json(`/api/vehicles/${V}/?shape=order_count`)).body.order_count).toBe(4);
    expect((await app.json(`/api/vehicles/${EMPTY}/orders/`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await app.json('/api/vehicles/not-a-uuid/orders/')).status).toBe(404);
    expect((await app.json('/api/vehicles/00000000-0000-4000-8000-000000000000/orders/')).status).toBe(404);
    expect((await app.json(`/api/vehicles/${V}/orders/?page=3&limit=3`)).status).toBe(404);
    // page-number pagination: a cursor is refused, not ignored (issue 13)
    expect((await app.json(`/api/vehicles/${V}/orders/?cursor=abc`)).status).toBe(400);
  });
});

// ───────────────────────────── GraphQL ─────────────────────────────

/** Keys without underscores in lower case (REST and GraphQL names alike) and numeric strings (GraphQL decimals) as numbers, on both sides alike. */
function normalize(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalize);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k.replace(/_/g, '').toLowerCase(), normalize(x)]));
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v;
}

describe('GraphQL', () => {
  const orgSel = 'organizationId officeCode officeName agencyCode agencyName departmentCode departmentName';
  const detailSel = `uuid agencyId awardDate awardeeCount description fiscalYear idvCount lastDateToOrder latestAwardDate naicsCode opportunityId orderCount programAcronym
    pscCode setAside solicitationDate solicitationDescription solicitationIdentifier solicitationTitle totalObligated typeOfIdc vehicleContractsValue vehicleObligations
    whoCanUse vehicleType { code description } contractType { code description } organization { ${orgSel} }
    agencyDetails { awardingOffice { ${orgSel} } fundingOffice { ${orgSel} } }
    competitionDetails { commercialItemAcquisitionProcedures evaluatedPreference extentCompeted mostRecentSolicitationDate numberOfOffersReceived originalSolicitationDate
      otherThanFullAndOpenCompetition setAside simplifiedProceduresForCertainCommercialItems smallBusinessCompetitivenessDemonstrationProgram solicitationIdentifier solicitationProcedures }
    metrics { avgOffersReceived avgOrderValue awardConcentrationHhi competedRate daysSinceLastOrder maxOrderValue obligationToCeilingRatio orderConcentrationHhi
      recentObligations24mo recentOrders24mo topRecipientShare usingAgencyCount }`;

  it('the detail answers what the REST default detail shape answers', async () => {
    const rest = await app.json(`/api/vehicles/${V}/`);
    const gql = await app.graphql(`{ vehicle(uuid: "${V}") { ${detailSel} } }`);
    expect(gql.body.errors).toBeUndefined();
    const g = normalize(gql.body.data.vehicle) as Record<string, unknown>;
    const r = normalize(rest.body) as Record<string, unknown>;
    expect(Object.keys(g).sort()).toEqual(Object.keys(r).sort());
    expect(g).toEqual(r);
    expect(typeof gql.body.data.vehicle.metrics.avgOrderValue).toBe('string');
  });

  it('lists, filters, orders and pages as REST does; agencyDetails is null in lists; search filters the awardees of the detail', async () => {
    const rest = await app.json('/api/vehicles/?vehicle_type=fss|gwac&ordering=-order_count,fiscal_year&limit=3&page=2&shape=uuid,order_count,vehicle_type(code),agency_details,awardees(key),metrics(award_concentration_hhi)');
    const gql = await app.graphql(
      `{ vehicles(filter: {vehicleType: "fss|gwac"}, ordering: "-order_count,fiscal_year", limit: 3, page: 2) { count next previous page limit results { uuid orderCount vehicleType { code } agencyDetails { awardingOffice { officeCode } } awardees { key } metrics { awardConcentrationHhi } } } }`,
    );
    expect(gql.body.errors).toBeUndefined();
    const page = gql.body.data.vehicles;
    expect(page.count).toBe(rest.body.count);
    expect(page.next).toBe(rest.body.next ? '3' : null);
    expect(page.previous).toBe('1');
    expect(normalize(page.results)).toEqual(normalize(rest.body.results));
    for (const r of page.results) expect(r.agencyDetails).toBeNull();
    const d = await app.graphql(`query($s: String) { vehicle(uuid: "${V}", search: $s) { awardees { key } agencyDetails { awardingOffice { officeCode } } } }`, { s: 'zzveh0003' });
    expect(d.body.data.vehicle.awardees).toEqual([{ key: idvKey(3) }]);
    expect(d.body.data.vehicle.agencyDetails.awardingOffice.officeCode).toBe((await orgPayload(O1.organization_id)).office_code);
    const aw = await app.graphql(`{ vehicleAwardees(vehicleUuid: "${V}", filter: {search: "${R[0].city}"}) { count results { key idvTypeCode } } }`);
    expect(aw.body.data.vehicleAwardees.results).toContainEqual({ key: idvKey(1), idvTypeCode: 'A' });
  });

  it('reports the same errors as REST', async () => {
    const cases: [string, string][] = [
      ['{ vehicles(ordering: "solicitation_identifier") { count } }', '/api/vehicles/?ordering=solicitation_identifier'],
      ['{ vehicles(filter: {awardDateAfter: "2021-02-01", awardDateBefore: "2021-01-01"}) { count } }', '/api/vehicles/?award_date_after=2021-02-01&award_date_before=2021-01-01'],
      ['{ vehicles(filter: {organizationId: "x"}) { count } }', '/api/vehicles/?organization_id=x'],
      [`{ vehicle(uuid: "${V}", search: " ") { uuid } }`, `/api/vehicles/${V}/?search=%20`],
    ];
    for (const [query, path] of cases) {
      const gql = await app.graphql(query);
      const rest = await app.json(path);
      expect(rest.status, path).toBe(400);
      expect(gql.status, query).toBe(400);
      expect(gql.body.errors?.[0].extensions, query).toMatchObject({ code: 'VALIDATION_ERROR', body: rest.body });
    }
    // a typed input (Date) refuses an impossible date before the engine, with the same code
    const date = await app.graphql('{ vehicles(filter: {awardDateAfter: "2021-13-01"}) { count } }');
    expect(date.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', reason: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

// ───────────────────────────── query count ─────────────────────────────

describe('query count', () => {
  async function recordingApp(log: string[]) {
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    return recording;
  }
  const shape = 'uuid,organization,vehicle_type,awardees(key,recipient(*),transactions(*),orders(key,recipient(uei))),opportunity(*),competition_details(*),metrics(*),agency_details(*),descriptions';

  it('is one statement per page, plus one count when it is not cached, whatever the page size, with awardees and metrics', async () => {
    const log: string[] = [];
    const recording = await recordingApp(log);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM vehicle');
    for (const [limit, statements] of [[2, 2], [n, 1], [1, 1]] as const) {
      log.length = 0;
      const res = await recording.fetch(new Request(`http://test.local/api/vehicles/?limit=${limit}&shape=${shape}`));
      expect(res.status).toBe(200);
      expect((await res.json()).results).toHaveLength(limit);
      expect(log, log.join('\n')).toHaveLength(statements);
    }
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/vehicles/${V}/?shape=${shape}&search=zzveh`))).status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    const gql = await recording.fetch(
      new Request('http://test.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ vehicles(limit: ${n}) { count results { uuid awardees { key orders { key } } metrics { competedRate } competitionDetails { extentCompeted } opportunity { title } } } }` }),
      }),
    );
    expect(gql.status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    expect((await recording.fetch(new Request(`http://test.local/api/vehicles/${V}/awardees/?shape=key,recipient(*)`))).status).toBe(200);
    expect(log.length).toBeLessThanOrEqual(2);
  });
});

// ───────────────────────────── engine extensions ─────────────────────────────

describe('engine extensions used by vehicles', () => {
  const caller = { tier: 'free' as const, apiVersion: '4.25.3' };
  const child: FieldSpec = {
    kind: 'join',
    typeName: 'ToyChild',
    table: (p) => `(SELECT k.key, k.n FROM kids k WHERE k.parent = ${p}.id)`,
    list: true,
    on: () => 'TRUE',
    param: { name: 'q', where: (c, v) => `${c}.key ILIKE ${v} OR ${c}.key = upper(${v})` },
    fields: { key: str(), n: int() },
  };
  const fields: Record<string, FieldSpec> = { id: int(), kids: child, heavy: { ...int({ sql: (t) => `expensive(${t}.id)` }), detailOnly: true } };
  const sel = { id: { params: {}, children: null }, kids: { params: {}, children: { key: { params: {}, children: null } } }, heavy: { params: {}, children: null } };

  it('a derived-table join reads from SQL over the parent row', () => {
    const p = projectRecord('toy', fields, sel, 'rest', caller);
    expect(p.sql).toContain('FROM (SELECT k.key, k.n FROM kids k WHERE k.parent = t.id) j1 WHERE TRUE');
  });

  it('a detail parameter filters its join only when given, as a bound placeholder, and never in lists', () => {
    const without = projectRecord('toy', fields, sel, 'rest', caller);
    expect(without.sql).not.toContain('{{param');
    const withParam = projectRecord('toy', fields, sel, 'rest', caller, { params: ['q'] });
    expect(withParam.sql).toContain('(TRUE) AND (j1.key ILIKE {{param:q}} OR j1.key = upper({{param:q}}))');
    const list = projectRecord('toy', fields, sel, 'rest', caller, { list: true, params: ['q'] });
    expect(list.sql).not.toContain('{{param');
    const bound = bindPlanParams(`SELECT ${withParam.sql} WHERE t.id = $1`, [7], new Map([['q', "x'; DROP TABLE kids; --"]]));
    expect(bound.params).toEqual([7, "x'; DROP TABLE kids; --"]);
    expect(bound.text).toContain('j1.key ILIKE $2::text OR j1.key = upper($2::text)');
    expect(bound.text).not.toContain('DROP');
    // a parameter the plan does not name is not sent
    expect(bindPlanParams('SELECT $1', [1], new Map([['q', 'x']]))).toEqual({ text: 'SELECT $1', params: [1] });
  });

  it('a detail-only field is a null stub in list plans, computed in detail plans', () => {
    expect(projectRecord('toy', fields, sel, 'rest', caller, { list: true }).sql).toContain(`'heavy', NULL`);
    expect(projectRecord('toy', fields, sel, 'rest', caller).sql).toContain('expensive(t.id)');
    expect(projectRecord('toy', fields, sel, 'graphql', caller, { list: true }).sql).toContain(`'heavy', NULL`);
  });

  it('internal ordering fields serve the default order only', () => {
    const cfg = vehicles.ordering;
    expect(parseOrdering(cfg, undefined, null).keys.map((k) => k.expr)).toEqual(['t.solicitation_identifier', 't.agency_id', 't.uuid']);
    expect(() => parseOrdering(cfg, 'agency_id', null)).toThrow(/not supported/);
    expect(parseOrdering(cfg, '-order_count', null).keys.map((k) => `${k.expr} ${k.desc}`)).toEqual(['t.order_count true', 't.uuid true']);
  });
});
