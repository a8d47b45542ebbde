/**
 * Organizations end to end through REST and GraphQL: the department → agency
 * → office hierarchy with both code systems (CGAC and FPDS), the list in
 * hierarchy order with every filter, the detail by organization_id, and the
 * agency resolution the awarding_agency/funding_agency filters use
 * everywhere (src/resources/organization-resolution.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { finalize } from '../../src/engine/filters/sql.js';
import { agencyCondition } from '../../src/resources/organization-resolution.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
});

const idsOf = (body: { results: { organization_id: string }[] }) => body.results.map((r) => r.organization_id);

async function expectedIds(where: string, params: unknown[] = []): Promise<string[]> {
  return (await q<{ id: string }>(`SELECT organization_id::text AS id FROM organization t WHERE is_active AND (${where}) ORDER BY fh_key, organization_id`, params)).map((r) => r.id);
}

async function walkIds(query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const res = await app.json(`/api/organizations/?${query}&limit=100&page=${page}&shape=organization_id`);
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
    out.push(...idsOf(res.body));
    if (!res.body.next) return out;
  }
}

const LIST_KEYS = ['organization_id', 'key', 'fh_key', 'type', 'level', 'name', 'short_name', 'code', 'cgac', 'fpds_code', 'canonical_code', 'full_parent_path_name', 'parent_fh_key', 'is_active'];

async function node(type: string, where = 'TRUE'): Promise<Record<string, any>> {
  const [r] = await q<Record<string, any>>(`SELECT organization_id::text AS id, * FROM organization WHERE type = $1 AND ${where} ORDER BY fh_key LIMIT 1`, [type]);
  return r;
}

describe('GET /api/organizations/', () => {
  it('lists the hierarchy in fh_key order with the default list shape', async () => {
    const res = await app.json('/api/organizations/?limit=30');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['count', 'next', 'previous', 'results']);
    const all = await expectedIds('TRUE');
    expect(res.body.count).toBe(all.length);
    expect(idsOf(res.body)).toEqual(all.slice(0, 30));
    expect(Object.keys(res.body.results[0])).toEqual(LIST_KEYS);
    expect(res.body.results[0]).toMatchObject({ type: 'DEPARTMENT', level: 1, parent_fh_key: null });
    const types = new Set((await q<{ type: string }>('SELECT DISTINCT type::text AS type FROM organization')).map((r) => r.type));
    expect(types).toEqual(new Set(['DEPARTMENT', 'AGENCY', 'OFFICE']));
  });

  it('refuses ordering with 400 and a page past the end with 404', async () => {
    for (const ordering of ['name', '-fh_key', 'rank']) expect((await app.json(`/api/organizations/?ordering=${ordering}`)).status, ordering).toBe(400);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM organization WHERE is_active');
    expect((await app.json(`/api/organizations/?limit=100&page=${Math.ceil(n / 100) + 1}`)).status).toBe(404);
  });

  it('carries both code systems: CGAC and FPDS ids, AACs, the canonical code', async () => {
    const dept = await node('DEPARTMENT', `code = '097'`);
    const agency = await node('AGENCY', `agency_code = '2100'`);
    const office = await node('OFFICE', `agency_code = '2100'`);
    const shape = 'type,code,cgac,fpds_code,aac_code,canonical_code,department_code,agency_code,office_code';
    const d = await app.json(`/api/organizations/${dept.id}/?shape=${shape}`);
    expect(d.body).toEqual({ type: 'DEPARTMENT', code: '097', cgac: '097', fpds_code: '9700', aac_code: null, canonical_code: 'L1:9700', department_code: '097', agency_code: null, office_code: null });
    const a = await app.json(`/api/organizations/${agency.id}/?shape=${shape}`);
    expect(a.body).toEqual({ type: 'AGENCY', code: '2100', cgac: '097', fpds_code: '2100', aac_code: null, canonical_code: 'L2:9700:2100', department_code: '097', agency_code: '2100', office_code: null });
    const o = await app.json(`/api/organizations/${office.id}/?shape=${shape}`);
    expect(o.body).toEqual({
      type: 'OFFICE', code: office.code, cgac: '097', fpds_code: '2100', aac_code: office.office_code, canonical_code: `L3:9700:2100:${office.office_code}`,
      department_code: '097', agency_code: '2100', office_code: office.office_code,
    });
    // every department's FPDS id is its CGAC's last two digits followed by 00
    const depts = await q<{ cgac: string; code: string }>('SELECT cgac, code FROM department');
    for (const x of depts) expect(x.code).toBe(`${x.cgac.slice(1)}00`);
  });
});

describe('GET /api/organizations/{organization_id}/', () => {
  it('serves the detail shape with parent, ancestors, department and agency; children on request', async () => {
    const office = await node('OFFICE', `agency_code = '2100'`);
    const res = await app.json(`/api/organizations/${office.id.toUpperCase()}/`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      ...LIST_KEYS.slice(0, 10), 'aac_code', 'canonical_code', 'full_parent_path_name', 'parent_fh_key', 'is_active', 'start_date', 'end_date',
      'department_code', 'department_name', 'agency_code', 'agency_name', 'office_code', 'office_name', 'parent', 'ancestors', 'department', 'agency',
    ]);
    const agency = await node('AGENCY', `agency_code = '2100'`);
    const dept = await node('DEPARTMENT', `code = '097'`);
    expect(res.body.parent).toMatchObject({ organization_id: agency.id, key: agency.id, fh_key: agency.fh_key, type: 'AGENCY', level: 2, fpds_code: '2100' });
    expect(res.body.parent_fh_key).toBe(agency.fh_key);
    expect(res.body.ancestors.map((a: { organization_id: string }) => a.organization_id)).toEqual([dept.id, agency.id]);
    const [dep] = await q<Record<string, string>>(`SELECT code, cgac, name, abbreviation, description, website, congressional_justification FROM department WHERE cgac = '097'`);
    expect(res.body.department).toEqual(dep);
    const [ag] = await q<Record<string, string>>(`SELECT code, name, abbreviation FROM agency WHERE code = '2100'`);
    expect(res.body.agency).toEqual(ag);
    expect(res.body).not.toHaveProperty('children');
    const kids = await app.json(`/api/organizations/${agency.id}/?shape=children(organization_id,type)`);
    const want = await q<{ id: string }>(`SELECT organization_id::text AS id FROM organization WHERE parent_id = $1 ORDER BY fh_key`, [agency.id]);
    expect(kids.body.children.map((c: { organization_id: string }) => c.organization_id)).toEqual(want.map((r) => r.id));
    const top = await app.json(`/api/organizations/${dept.id}/?shape=parent,ancestors,agency`);
    expect(top.body).toEqual({ parent: null, ancestors: [], agency: null });
  });

  it('answers 404 for an unknown UUID or a segment that is not a UUID', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '097', '100001']) {
      const res = await app.json(`/api/organizations/${id}/`);
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const gql = await app.graphql('{ organization(organizationId: "nope") { name } }');
    expect(gql.body).toEqual({ data: { organization: null } });
  });
});

describe('organization filters', () => {
  it('each filter selects exactly the organisations it documents', async () => {
    const agency = await node('AGENCY', `agency_code = '2100'`);
    const office = await node('OFFICE', `agency_code = '97AS'`);
    const cases: [string, string, unknown[]][] = [
      ['cgac=097', `department_code = '097'`, []],
      ['cgac=097|047', `department_code IN ('097', '047')`, []],
      [`code=${office.code.toLowerCase()}`, 'code = $1', [office.code]],
      ['code=2100|097', `code IN ('2100', '097')`, []],
      ['level=2', 'level = 2', []],
      ['type=department', `type = 'DEPARTMENT'`, []],
      ['type=Agency%20OR%20department', `type IN ('AGENCY', 'DEPARTMENT')`, []],
      [`parent=${agency.id}`, 'parent_id = $1::uuid', [agency.id]],
      [`parent=${agency.fh_key}`, 'parent_id = $1::uuid', [agency.id]],
      ['search=army', `search_vector @@ websearch_to_tsquery('english', 'army')`, []],
      ['agency=2100&type=office', `agency_code = '2100' AND type = 'OFFICE'`, []],
    ];
    for (const [query, where, params] of cases) {
      const want = await expectedIds(where, params);
      expect(want.length, `no rows for ${query}`).toBeGreaterThan(0);
      const got = await walkIds(query);
      if (query.startsWith('search=')) expect([...got].sort(), query).toEqual([...want].sort());
      else expect(got, query).toEqual(want);
    }
    expect(await walkIds('type=major_command')).toEqual([]);
    expect(await walkIds('level=7')).toEqual([]);
  });

  it('answers 400 for a parent that is neither a UUID nor an fh_key, and for bad levels or booleans', async () => {
    for (const [path, error] of [
      ['/api/organizations/?parent=DOD', 'parent must be an organization_id (UUID) or an fh_key (integer), got "DOD"'],
      ['/api/organizations/?level=x', 'level must be an integer, got "x"'],
      ['/api/organizations/?level=0', 'level must be from 1 to 32767, got 0'],
      ['/api/organizations/?level=40000', 'level must be from 1 to 32767, got 40000'],
      ['/api/organizations/?include_inactive=maybe', 'include_inactive must be true or false, got "maybe"'],
    ] as const) {
      const res = await app.json(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ error, code: 'validation_error' });
    }
  });

  it('lists active nodes only unless include_inactive=true; the detail serves an inactive node', async () => {
    const office = await node('OFFICE', `agency_code = '2100'`);
    await q(`UPDATE organization SET is_active = false, end_date = DATE '2024-09-30' WHERE organization_id = $1::uuid`, [office.id]);
    try {
      const active = await walkIds('agency=2100');
      expect(active).not.toContain(office.id);
      const every = await walkIds('agency=2100&include_inactive=true');
      expect(every).toContain(office.id);
      expect(every.length).toBe(active.length + 1);
      expect(await walkIds('agency=2100&include_inactive=false')).toEqual(active);
      const detail = await app.json(`/api/organizations/${office.id}/?shape=is_active,end_date`);
      expect(detail.body).toEqual({ is_active: false, end_date: '2024-09-30' });
      const gql = await app.graphql('{ organizations(filter: {agency: "2100", includeInactive: true}, limit: 100) { count } }');
      expect(gql.body.data.organizations.count).toBe(every.length);
    } finally {
      await q(`UPDATE organization SET is_active = true, end_date = NULL WHERE organization_id = $1::uuid`, [office.id]);
    }
  });
});

describe('agency resolution (awarding_agency / funding_agency everywhere)', () => {
  /** The organisations a value resolves to, by the documented rules, written out here independently. */
  async function resolvedByRules(v: string): Promise<string[]> {
    const u = v.toUpperCase();
    return expectedIds(
      `department_code = $1 OR agency_code = $1
       OR department_code IN (SELECT cgac FROM department WHERE code = $1 OR upper(name) = $1 OR upper(abbreviation) = $1)
       OR agency_code IN (SELECT code FROM agency WHERE upper(name) = $1 OR upper(abbreviation) = $1)`,
      [u],
    );
  }

  const VALUES = ['097', '9700', '2100', '97as', 'usa', 'GSA', '4700', 'Department of the Navy', 'department of defense', 'NASA', '047'];

  it('the organizations agency filter applies the documented rules (code, FPDS id, name or abbreviation, any case)', async () => {
    for (const v of VALUES) {
      const want = await resolvedByRules(v);
      expect(want.length, v).toBeGreaterThan(0);
      expect(await walkIds(`agency=${encodeURIComponent(v)}`), v).toEqual(want);
    }
    expect(await walkIds('agency=NO%20SUCH%20AGENCY')).toEqual([]);
    // OR-list: each value on its own
    const both = await walkIds('agency=2100|NASA');
    const union = [...(await resolvedByRules('2100')), ...(await resolvedByRules('NASA'))];
    expect(both).toEqual(await expectedIds('organization_id = ANY($1::uuid[])', [union]));
  });

  it('a department code (CGAC or FPDS id) selects exactly that department\'s tree', async () => {
    const byCgac = await walkIds('agency=097');
    expect(await walkIds('agency=9700')).toEqual(byCgac);
    expect(byCgac).toEqual(await expectedIds(`department_code = '097'`));
  });

  it('selects on contracts exactly the awards whose awarding office the organisations list resolves (REST, and the shared helper)', async () => {
    // the award rows carry the codes of their offices
    const [{ n: mismatched }] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM award a JOIN organization o ON o.organization_id = a.awarding_office_id WHERE o.agency_code <> a.awarding_agency_code OR o.department_code <> a.awarding_department_code`,
    );
    expect(mismatched).toBe(0);
    for (const v of ['097', '9700', '2100', 'usa', 'GSA', 'Department of the Navy']) {
      const offices = (await walkIds(`agency=${encodeURIComponent(v)}&type=office`));
      const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM award WHERE family = 'contract' AND awarding_office_id::text = ANY($1::text[])`, [offices]);
      const res = await app.json(`/api/contracts/?awarding_agency=${encodeURIComponent(v)}&limit=1&shape=key`);
      expect(res.body.count, v).toBe(n);
      expect(n, v).toBeGreaterThan(0);
      // the helper over award columns selects what the contracts filter selects
      const cond = agencyCondition(v, { department: 't.awarding_department_code', agency: 't.awarding_agency_code' });
      const f = finalize(cond);
      const [{ m }] = await q<{ m: number }>(`SELECT count(*)::int AS m FROM award t WHERE family = 'contract' AND ${f.text}`, f.params);
      expect(m, v).toBe(n);
      const funding = finalize(agencyCondition(v, { department: 't.funding_department_code', agency: 't.funding_agency_code' }));
      const [{ k }] = await q<{ k: number }>(`SELECT count(*)::int AS k FROM award t WHERE family = 'contract' AND ${funding.text}`, funding.params);
      expect((await app.json(`/api/contracts/?funding_agency=${encodeURIComponent(v)}&limit=1&shape=key`)).body.count, v).toBe(k);
    }
  });
});

describe('REST and GraphQL agree', () => {
  it('on a filtered page and a detail', async () => {
    const rest = await app.json('/api/organizations/?cgac=097&type=office&limit=5&page=2&shape=organization_id,name,fpds_code,canonical_code,parent(fh_key),department(code,cgac)');
    const gql = await app.graphql(`{ organizations(filter: {cgac: "097", type: "office"}, limit: 5, page: 2) {
      count results { organizationId name fpdsCode canonicalCode parent { fhKey } department { code cgac } } } }`);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.organizations.count).toBe(rest.body.count);
    expect(gql.body.data.organizations.results.map((r: any) => ({
      organization_id: r.organizationId, name: r.name, fpds_code: r.fpdsCode, canonical_code: r.canonicalCode, parent: { fh_key: r.parent.fhKey }, department: r.department,
    }))).toEqual(rest.body.results);
    const id = rest.body.results[0].organization_id;
    const d = await app.graphql(`{ organization(organizationId: "${id}") { key type level ancestors { type } } }`);
    expect(d.body.data.organization).toEqual({ key: id, type: 'OFFICE', level: 3, ancestors: [{ type: 'DEPARTMENT' }, { type: 'AGENCY' }] });
    const bad = await app.graphql('{ organizations(filter: {parent: "DOD"}) { count } }');
    expect(bad.status).toBe(400);
    expect(bad.body.errors![0].extensions.body).toEqual((await app.json('/api/organizations/?parent=DOD')).body);
  });

  it('one statement per page and per detail, whatever the expansions', async () => {
    const log: string[] = [];
    const raw = { ...app.db.raw, query: <T,>(text: string, params?: unknown[]) => (log.push(text), app.db.raw.query<T>(text, params)) };
    const recording = createApp({ db: { ...app.db, raw }, logger: createLogger('silent') });
    await recording.listening;
    const shape = 'organization_id,canonical_code,fpds_code,parent(*),ancestors(*),children(*),department(*),agency(*)';
    await recording.fetch(new Request(`http://test.local/api/organizations/?limit=100&shape=${shape}`));
    log.length = 0;
    const res = await recording.fetch(new Request(`http://test.local/api/organizations/?limit=100&shape=${shape}`));
    expect(res.status).toBe(200);
    expect(log).toHaveLength(1);
    log.length = 0;
    const id = (await node('AGENCY')).id;
    expect((await recording.fetch(new Request(`http://test.local/api/organizations/${id}/?shape=${shape}`))).status).toBe(200);
    expect(log).toHaveLength(1);
  });
});
