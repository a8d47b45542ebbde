/**
 * Ingestion (src/ingest/): POST /admin/ingest/{resource} against the seeded
 * test database. created / modified / unchanged detection against the stored
 * rows (independent SQL), same-values re-ingest and observation-only changes
 * writing no change_log row, the per-record report with nothing written,
 * derived and unknown fields refused, snapshot delisting/relisting of a
 * state-and-local portal (change_log, the served status before and after the
 * status job), contract-appeal listed=false, ingested records queryable at
 * once through REST and GraphQL with current counts, the operator token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSledStatus } from '../../src/jobs/sled-status.js';
import { INGEST_MAPPINGS } from '../../src/ingest/resources.js';
import { ingest } from '../../src/ingest/service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ROUND_TRIP, stripDerived } from '../helpers/ingest.js';

const TOKEN = 'ingest-test-token-0123456789abcdef';
let app: TestApp;
let previousToken: string | undefined;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const medium = { headers: { 'x-api-key': 'demo_medium' } };

beforeAll(async () => {
  previousToken = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = TOKEN;
  app = await startTestApp({ generousQuotas: true });
});
afterAll(async () => {
  await app?.close();
  if (previousToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousToken;
});

function post(resource: string, records: unknown, opts: { query?: string; type?: string; token?: string | null; raw?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': opts.type ?? 'application/json' };
  if (opts.token !== null) headers.authorization = `Bearer ${opts.token ?? TOKEN}`;
  return app.json(`/admin/ingest/${resource}/${opts.query ? `?${opts.query}` : ''}`, { method: 'POST', headers, body: opts.raw ?? JSON.stringify(records) });
}

async function changeLog(type: string, afterId: string | number) {
  return q<{ id: string; record_id: string; change: string }>(`SELECT id::text, record_id, change FROM change_log WHERE resource_type = $1 AND id > $2::bigint ORDER BY id`, [type, String(afterId)]);
}
async function maxChangeId(): Promise<string> {
  const [r] = await q<{ m: string }>(`SELECT coalesce(max(id), 0)::text AS m FROM change_log`);
  return r.m;
}

const PLATFORM = 'ingesttest';
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const DEADLINE = future(30);

function sled(native: string, extra: Record<string, unknown> = {}) {
  return {
    platform: PLATFORM,
    native_id: native,
    title: `Ingest test solicitation ${native}`,
    agency: 'City of Testville',
    state: 'tx',
    jurisdiction: 'local',
    source_status: 'Open',
    solicitation_number: `IT-${native}`,
    solicitation_type: 'rfp',
    posted_date: '2026-11-20',
    response_deadline: DEADLINE,
    description: 'Road resurfacing on Main Street.',
    contact: { name: 'Pat Buyer', title: 'Buyer', email: 'pat@testville.example', phone: '555-0100' },
    category_codes: [{ scheme: 'nigp', code: '91300', label: 'Construction' }],
    attachments: [{ name: 'rfp.pdf', url: `https://testville.example/${native}/rfp.pdf`, mime_type: 'application/pdf', size_bytes: 1234 }],
    ...extra,
  };
}

describe('round trip: served details of stored records, re-ingested, are no change', () => {
  for (const mapping of INGEST_MAPPINGS) {
    it(mapping.name, async () => {
      const rt = ROUND_TRIP[mapping.name];
      expect(rt, `a round-trip case for ${mapping.name}`).toBeDefined();
      const keys = (await q<{ k: string }>(rt.keys)).map((r) => r.k);
      expect(keys.length).toBeGreaterThan(5);
      const records = [];
      for (const k of keys) {
        const d = await app.json(rt.path(k), { headers: { 'x-api-key': rt.apiKey ?? 'demo_enterprise' } });
        expect(d.status).toBe(200);
        const record = rt.pick ? rt.pick(d.body, k) : d.body;
        expect(record, `${k} in ${rt.path(k)}`).toBeDefined();
        records.push(stripDerived(mapping.rules, record!));
      }
      const before = await maxChangeId();
      const r = await post(mapping.name, records);
      expect(r.status, JSON.stringify(r.body).slice(0, 2000)).toBe(200);
      expect(r.body).toMatchObject({ records: keys.length, created: 0, modified: 0, unchanged: keys.length });
      expect(await maxChangeId()).toBe(before);
    });
  }
});

describe('state and local solicitations', () => {
  it('creates, then detects unchanged and modified records; observation timestamps are not changes', async () => {
    const before = await maxChangeId();
    const r1 = await post('sled_opportunities', [sled('A1'), sled('A2')]);
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body).toMatchObject({ resource: 'sled_opportunities', change_type: 'sled_opportunity', mode: 'upsert', records: 2, created: 2, modified: 0, unchanged: 0 });
    const log1 = await changeLog('sled_opportunity', before);
    expect(log1.map((l) => l.change)).toEqual(['created', 'created']);
    expect(r1.body.change_log).toEqual({ count: 2, first_id: log1[0].id, last_id: log1[1].id });
    const rows = await q(`SELECT opportunity_id::text AS id, status, status_reason, external_id, state, has_documents, last_seen_at FROM sled_opportunity WHERE platform = $1 ORDER BY native_id`, [PLATFORM]);
    expect(rows.map((r) => r.external_id)).toEqual([`${PLATFORM}:A1`, `${PLATFORM}:A2`]);
    expect(rows.map((r) => [r.status, r.status_reason, r.state, r.has_documents])).toEqual([['open', 'deadline_future', 'TX', true], ['open', 'deadline_future', 'TX', true]]);
    expect(log1.map((l) => l.record_id).sort()).toEqual(rows.map((r) => r.id).sort());

    // same values again (numbers, time zones spelled differently): unchanged, no change_log row, last_seen_at moves
    const mid = await maxChangeId();
    const same = sled('A1', { response_deadline: undefined });
    const [stored] = await q<{ d: Date }>(`SELECT response_deadline AS d FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:A1`]);
    // the same instant written at +05:00
    (same as Record<string, unknown>).response_deadline = `${new Date(new Date(stored.d).getTime() + 5 * 3_600_000).toISOString().slice(0, 23)}+05:00`;
    const r2 = await post('sled_opportunities', [same, { ...sled('A2'), last_seen_at: '2030-01-01T00:00:00Z', response_deadline: undefined }].map((x) => JSON.parse(JSON.stringify(x))));
    expect(r2.status, JSON.stringify(r2.body)).toBe(200);
    expect(r2.body).toMatchObject({ created: 0, modified: 0, unchanged: 2, change_log: { count: 0, first_id: null, last_id: null } });
    expect(await changeLog('sled_opportunity', mid)).toEqual([]);
    const [a2] = await q(`SELECT last_seen_at FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:A2`]);
    expect(new Date(a2.last_seen_at).toISOString()).toBe('2030-01-01T00:00:00.000Z');

    // a real change (title) and a child change (category codes): modified
    const r3 = await post('sled_opportunities', [sled('A1', { title: 'Changed title' }), sled('A2', { category_codes: [{ scheme: 'nigp', code: '91300', label: 'Construction' }, { scheme: 'naics', code: '237310', label: null }] })]);
    expect(r3.body).toMatchObject({ created: 0, modified: 2, unchanged: 0 });
    const log3 = await changeLog('sled_opportunity', mid);
    expect(log3.map((l) => l.change)).toEqual(['modified', 'modified']);
    const [codes] = await q(`SELECT count(*)::int AS n FROM sled_category_code c JOIN sled_opportunity o USING (opportunity_id) WHERE o.external_id = $1`, [`${PLATFORM}:A2`]);
    expect(codes.n).toBe(2);

    // revisions: the title change is one (title_change); a category change is a change but no revision
    const revisionsOf = (native: string) =>
      q(`SELECT r.kind, r.changes FROM sled_revision r JOIN sled_opportunity o USING (opportunity_id) WHERE o.external_id = $1 ORDER BY r.observed_at, r.id`, [`${PLATFORM}:${native}`]);
    expect(await revisionsOf('A1')).toEqual([{ kind: 'title_change', changes: [{ field: 'title', before: 'Ingest test solicitation A1', after: 'Changed title' }] }]);
    expect(await revisionsOf('A2')).toEqual([]);
    const [a1] = await q(`SELECT opportunity_id::text AS id, response_deadline FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:A1`]);
    expect((await app.json(`/api/sled/opportunities/${a1.id}/`, medium)).body).toMatchObject({ revision_kind: 'title_change', revisions: [{ kind: 'title_change' }] });
    // a new deadline and a replaced document: one revision, deadline_change first
    const newDeadline = future(60);
    const r4 = await post('sled_opportunities', [sled('A1', { title: 'Changed title', response_deadline: newDeadline, attachments: [{ name: 'rfp_v2.pdf', url: 'https://testville.example/A1/rfp_v2.pdf' }] })]);
    expect(r4.body).toMatchObject({ modified: 1 });
    const revs = await revisionsOf('A1');
    expect(revs[1]).toEqual({
      kind: 'deadline_change',
      changes: [
        { field: 'response_deadline', before: new Date(a1.response_deadline).toISOString(), after: newDeadline },
        { field: 'attachments', before: 'rfp.pdf', after: null },
        { field: 'attachments', before: null, after: 'rfp_v2.pdf' },
      ],
    });
    const [a1After] = await q(`SELECT revision_kind, has_documents FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:A1`]);
    expect(a1After).toEqual({ revision_kind: 'deadline_change', has_documents: true });
  });

  it('serves ingested records at once through REST and GraphQL with current counts', async () => {
    const count = async () => (await app.json(`/api/sled/opportunities/?platform=${PLATFORM}&status=open|closed|unknown`, medium)).body.count;
    const before = await count();
    const r = await post('sled_opportunities', [sled('Q1')]);
    expect(r.body.created).toBe(1);
    expect(await count()).toBe(before + 1);
    const [row] = await q(`SELECT opportunity_id::text AS id FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:Q1`]);
    const rest = await app.json(`/api/sled/opportunities/${row.id}/`, medium);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ opportunity_id: row.id, title: 'Ingest test solicitation Q1', state: 'TX', status: 'open', contact: { name: 'Pat Buyer' }, category_codes: [{ scheme: 'nigp', code: '91300', label: 'Construction' }] });
    const gql = await app.graphql(`{ sledOpportunity(opportunityId: "${row.id}") { title status } }`, {}, { 'x-api-key': 'demo_medium' });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.sledOpportunity).toEqual({ title: 'Ingest test solicitation Q1', status: 'open' });
  });

  it('batches of one resource started together take its lock one after the other (onLocked): each commits before the next compares; the lock order is the change-log order', async () => {
    const mapping = INGEST_MAPPINGS.find((m) => m.name === 'sled_opportunities')!;
    const locked: string[] = [];
    const before = await maxChangeId();
    const results = await Promise.all(
      ['K1', 'K2', 'K3'].map((n) => ingest(app.db.prisma, mapping, [sled(n)], { onLocked: () => locked.push(n) }).then((r) => ({ n, r }))),
    );
    expect([...locked].sort()).toEqual(['K1', 'K2', 'K3']);
    const byCycle = [...results].sort((a, b) => Number(a.r.cycle_id) - Number(b.r.cycle_id));
    // the cycles were written in the order their batches took the lock, each one's change-log ids after the one before's
    expect(byCycle.map((x) => x.n)).toEqual(locked);
    for (let i = 1; i < byCycle.length; i++) {
      expect(BigInt(byCycle[i].r.change_log.first_id!)).toBeGreaterThan(BigInt(byCycle[i - 1].r.change_log.last_id!));
      // the next batch took the lock (its started_at) only once the one before had finished writing
      expect(Date.parse(byCycle[i].r.started_at)).toBeGreaterThanOrEqual(Date.parse(byCycle[i - 1].r.finished_at));
    }
    expect(results.every((x) => x.r.created === 1)).toBe(true);
    expect((await changeLog('sled_opportunity', before)).length).toBe(3);
  });

  it('rejects a batch with any invalid record: a per-record report, nothing written', async () => {
    const before = await maxChangeId();
    const [{ n: rowsBefore }] = await q(`SELECT count(*)::int AS n FROM sled_opportunity`);
    const r = await post('sled_opportunities', [
      sled('V1'),
      sled('V2', { status: 'open', has_documents: true, nonsense: 1 }),
      sled('V3', { response_deadline: 'tomorrow', category_codes: [{ scheme: 'bogus', code: '1' }] }),
      sled('V4', { state: 'TEX' }),
      sled('V1'),
      'not an object',
      { title: 'no identity', agency: 'x', state: 'TX', jurisdiction: 'local' },
    ]);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_error');
    expect(r.body.error).toMatch(/^6 of 7 records are invalid; nothing was written/);
    const by = (index: number) => r.body.errors.filter((e: any) => e.index === index).map((e: any) => [e.field, e.message]);
    expect(by(0)).toEqual([]);
    expect(by(1)).toEqual(expect.arrayContaining([
      ['status', expect.stringMatching(/^derived field/)],
      ['has_documents', expect.stringMatching(/^derived field/)],
      ['nonsense', expect.stringMatching(/^unknown field/)],
    ]));
    expect(by(2)).toEqual(expect.arrayContaining([
      ['response_deadline', expect.stringMatching(/ISO 8601 date-time/)],
      ['category_codes[0].scheme', expect.stringMatching(/must be one of/)],
    ]));
    expect(by(3)).toEqual([['state', 'must be at most 2 characters']]);
    expect(by(4)).toEqual([['opportunity_id', 'duplicate of record 0 in this batch']]);
    expect(by(5)).toEqual([[null, 'a record must be a JSON object']]);
    expect(by(6)).toEqual([['opportunity_id', expect.stringMatching(/needs opportunity_id or its portal identity/)]]);
    for (const e of r.body.errors) expect(Object.keys(e).sort()).toEqual(['field', 'index', 'key', 'message']);
    expect(r.body.errors.find((e: any) => e.index === 1).key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await maxChangeId()).toBe(before);
    const [{ n: rowsAfter }] = await q(`SELECT count(*)::int AS n FROM sled_opportunity`);
    expect(rowsAfter).toBe(rowsBefore);
    const [{ n: v1 }] = await q(`SELECT count(*)::int AS n FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:V1`]);
    expect(v1).toBe(0);
  });

  it('snapshot mode: absent solicitations of the portal are delisted before their deadline (not after it), reappearing ones relisted; other portals untouched', async () => {
    const P = 'snaptest';
    const rec = (n: string, extra: Record<string, unknown> = {}) => sled(n, { platform: P, ...extra });
    const c = await post('sled_opportunities', [rec('S1'), rec('S2'), rec('S3', { response_deadline: '2020-01-01T00:00:00Z' })], { query: `mode=snapshot&partition=${P}` });
    expect(c.body).toMatchObject({ mode: 'snapshot', partition: P, created: 3, transitions: { delisted: 0, relisted: 0 } });
    const other = await q(`SELECT opportunity_id::text AS id, modified FROM sled_opportunity WHERE platform <> $1 AND delisted_at IS NULL ORDER BY opportunity_id LIMIT 5`, [P]);
    const ids = Object.fromEntries((await q(`SELECT native_id, opportunity_id::text AS id FROM sled_opportunity WHERE platform = $1`, [P])).map((r) => [r.native_id, r.id]));
    const before = await maxChangeId();
    // S2 and S3 vanish from the crawl
    const d = await post('sled_opportunities', [rec('S1', { response_deadline: undefined })].map((x) => JSON.parse(JSON.stringify(x))), { query: `mode=snapshot&partition=${P}` });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    // S3's deadline passed long ago: it aged off the portal, it was not delisted (document 3, "before the deadline")
    expect(d.body).toMatchObject({ created: 0, modified: 0, unchanged: 1, transitions: { delisted: 1, relisted: 0 }, change_log: { count: 1 } });
    const log = await changeLog('sled_opportunity', before);
    expect(log.map((l) => [l.record_id, l.change])).toEqual([[ids.S2, 'modified']]);
    const served = async (id: string) => (await app.json(`/api/sled/opportunities/${id}/`, medium)).body;
    expect(await served(ids.S2)).toMatchObject({ status: 'closed', status_reason: 'delisted', delisted_at: expect.any(String) });
    expect(await served(ids.S3)).toMatchObject({ status: 'closed', status_reason: 'deadline_past', delisted_at: null });
    expect(await served(ids.S1)).toMatchObject({ status: 'open', status_reason: 'deadline_future', delisted_at: null });
    // the status job agrees: it changes none of them
    const job = await runSledStatus((text, params) => q(text, params as unknown[]), new Date());
    expect(job.sample.map((s) => s.opportunity_id)).not.toEqual(expect.arrayContaining([ids.S1]));
    expect(job.sample.map((s) => s.opportunity_id)).not.toEqual(expect.arrayContaining([ids.S2]));
    expect(await served(ids.S2)).toMatchObject({ status: 'closed', status_reason: 'delisted' });
    // a snapshot of one portal leaves other portals' rows alone
    const otherAfter = await q(`SELECT opportunity_id::text AS id, delisted_at FROM sled_opportunity WHERE opportunity_id = ANY($1::uuid[]) ORDER BY opportunity_id`, [other.map((o) => o.id)]);
    expect(otherAfter.every((o) => o.delisted_at === null)).toBe(true);
    // S2 reappears: delisted_at cleared, status from its deadline again; S3 reappears with a past deadline
    const mid = await maxChangeId();
    const rl = await post('sled_opportunities', [rec('S1', { response_deadline: undefined }), rec('S2', { response_deadline: undefined }), rec('S3')].map((x) => JSON.parse(JSON.stringify(x))), { query: `mode=snapshot&partition=${P}` });
    expect(rl.body).toMatchObject({ transitions: { delisted: 0, relisted: 1 } });
    const log2 = await changeLog('sled_opportunity', mid);
    expect(log2.map((l) => l.record_id).sort()).toEqual([ids.S2, ids.S3].sort());
    expect(await served(ids.S2)).toMatchObject({ status: 'open', status_reason: 'deadline_future', delisted_at: null });
    // S3 came back with a new (future) deadline: a real change, one change_log row
    expect(log2.filter((l) => l.record_id === ids.S3)).toHaveLength(1);
    expect(await served(ids.S3)).toMatchObject({ status: 'open', delisted_at: null });
    // a record of another portal in the snapshot: refused
    const bad = await post('sled_opportunities', [rec('S1'), sled('X9')], { query: `mode=snapshot&partition=${P}` });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ index: 1, key: expect.any(String), field: 'platform', message: `is outside the snapshot's partition (platform ${P})` }]);
    expect((await post('sled_opportunities', [rec('S1')], { query: 'mode=snapshot' })).status).toBe(400);
    expect((await post('sled_opportunities', [rec('S1')], { query: `partition=${P}` })).status).toBe(400);
    expect((await post('sled_opportunities', [rec('S1')], { query: 'mode=everything' })).status).toBe(400);
  });
});

describe('contract appeals', () => {
  const appeal = (n: number, extra: Record<string, unknown> = {}) => ({
    board: 'cbca',
    docket_numbers: [`CBCA ${9000 + n}`],
    decision_date: '2026-10-01',
    appellant: `Ingest Appellant ${n} LLC`,
    judge: 'Judge Test',
    decision_type: 'decision',
    url: `https://www.cbca.gov/files/decisions/2026/INGEST-${n}.pdf`,
    listing_year: 2026,
    ...extra,
  });

  it('upserts by (board, url); normalises dockets; snapshot of one board and listing year sets listed=false and back', async () => {
    const before = await maxChangeId();
    const c = await post('contract_appeals', [appeal(1), appeal(2), appeal(3)], { query: 'mode=snapshot&partition=CBCA:2026' });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body).toMatchObject({ created: 3, change_type: 'contract_appeal' });
    // the rest of the board's 2026 listing (the demo rows) was not in this snapshot: unlisted
    const [{ n: demoListed }] = await q(`SELECT count(*)::int AS n FROM contract_appeal WHERE board = 'cbca' AND listing_year = 2026 AND listed AND appellant NOT LIKE 'Ingest Appellant%'`);
    expect(demoListed).toBe(0);
    const rows = await q(`SELECT uuid::text AS id, docket_numbers_norm, listed, first_listed_at FROM contract_appeal WHERE appellant LIKE 'Ingest Appellant%' ORDER BY appellant`);
    expect(rows.map((r) => [r.docket_numbers_norm, r.listed])).toEqual([[['9001'], true], [['9002'], true], [['9003'], true]]);
    const unlistedLog = await changeLog('contract_appeal', before);
    expect(c.body.transitions.unlisted).toBe(unlistedLog.filter((l) => l.change === 'modified').length);
    // the docket filter finds an ingested decision at once
    const docket = await app.json(`/api/contract_appeals/?docket=9002`, medium);
    expect(docket.body.results.map((x: any) => x.uuid)).toEqual([rows[1].id]);

    // #2 drops off the newest listing: listed=false, row kept, served through the listed filter
    const mid = await maxChangeId();
    const u = await post('contract_appeals', [appeal(1), appeal(3)], { query: 'mode=snapshot&partition=cbca:2026' });
    expect(u.body).toMatchObject({ created: 0, modified: 0, unchanged: 2, transitions: { unlisted: 1, relisted: 0 } });
    expect((await changeLog('contract_appeal', mid)).map((l) => [l.record_id, l.change])).toEqual([[rows[1].id, 'modified']]);
    const detail = await app.json(`/api/contract_appeals/${rows[1].id}/`, medium);
    expect(detail.body).toMatchObject({ uuid: rows[1].id, listed: false });
    const unlisted = await app.json(`/api/contract_appeals/?listed=false&appellant=Ingest Appellant`, medium);
    expect(unlisted.body.results.map((x: any) => x.uuid)).toEqual([rows[1].id]);
    // back on the listing: listed=true, one change
    const mid2 = await maxChangeId();
    const back = await post('contract_appeals', [appeal(1), appeal(2), appeal(3)], { query: 'mode=snapshot&partition=cbca:2026' });
    expect(back.body).toMatchObject({ unchanged: 3, transitions: { unlisted: 0, relisted: 1 } });
    expect((await changeLog('contract_appeal', mid2)).map((l) => l.record_id)).toEqual([rows[1].id]);
    // an upsert (not a snapshot) of a changed decision: modified, first_listed_at kept
    const m = await post('contract_appeals', [appeal(1, { judge: 'Judge Changed', first_listed_at: '2001-01-01T00:00:00Z' })]);
    expect(m.body).toMatchObject({ modified: 1, transitions: {} });
    const [after] = await q(`SELECT judge, first_listed_at FROM contract_appeal WHERE uuid = $1::uuid`, [rows[0].id]);
    expect(after.judge).toBe('Judge Changed');
    expect(new Date(after.first_listed_at).getTime()).toBe(new Date(rows[0].first_listed_at).getTime());
    // derived field and partition checks
    const bad = await post('contract_appeals', [appeal(4, { listed: true }), appeal(5, { board: 'asbca' })], { query: 'mode=snapshot&partition=cbca:2026' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: any) => [e.index, e.field])).toEqual([[0, 'listed'], [1, 'board']]);
    expect((await post('contract_appeals', [appeal(1)], { query: 'mode=snapshot&partition=cbca' })).status).toBe(400);
  });
});

describe('contracts', () => {
  /** A served contract detail without its derived and referenced values: the source-supplied record. */
  function sourceOf(detail: any) {
    const r = structuredClone(detail);
    delete r.subawards_summary;
    delete r.recipient.display_name;
    delete r.recipient.cage_code;
    if (r.naics) delete r.naics.description;
    if (r.psc) delete r.psc.description;
    r.awarding_office = { organization_id: r.awarding_office.organization_id };
    r.funding_office = r.funding_office ? { organization_id: r.funding_office.organization_id } : null;
    return r;
  }

  it('a served contract re-ingested unchanged is no change; a changed amount or transaction is; counts and filters follow at once', async () => {
    const [c] = await q(`SELECT key FROM award a WHERE family = 'contract' AND EXISTS (SELECT 1 FROM award_transaction x WHERE x.award_key = a.key) AND funding_office_id IS NOT NULL ORDER BY key LIMIT 1`);
    const detail = (await app.json(`/api/contracts/${c.key}/`)).body;
    expect(detail.transactions.length).toBeGreaterThan(0);
    const before = await maxChangeId();
    const same = await post('contracts', [sourceOf(detail)]);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ change_type: 'contract', created: 0, modified: 0, unchanged: 1, change_log: { count: 0 } });
    expect(await maxChangeId()).toBe(before);
    // an amount written with other digits is the same value
    const respelled = sourceOf(detail);
    respelled.obligated = String(Number(detail.obligated).toFixed(2)).replace(/\.(\d\d)$/, '.$10');
    expect((await post('contracts', [respelled])).body).toMatchObject({ unchanged: 1 });

    const changed = sourceOf(detail);
    changed.obligated = 987654321.12;
    const m = await post('contracts', [changed]);
    expect(m.body).toMatchObject({ modified: 1, change_log: { count: 1 } });
    expect((await changeLog('contract', before)).map((l) => [l.record_id, l.change])).toEqual([[c.key, 'modified']]);
    const listed = await app.json(`/api/contracts/?obligated_gte=987654321&obligated_lte=987654322`);
    expect(listed.body.results.map((x: any) => x.key)).toEqual([c.key]);
    const gql = await app.graphql(`{ contract(key: "${c.key}") { obligated } }`);
    expect(gql.body.data.contract.obligated).toBe('987654321.12');

    const tx = sourceOf(detail);
    tx.obligated = 987654321.12;
    tx.transactions = [...detail.transactions, { modification_number: 'P99999', transaction_date: '2026-11-01', obligated: 5, description: 'ingested mod', action_type: { code: 'B', description: 'SUPPLEMENTAL AGREEMENT FOR WORK WITHIN SCOPE' } }];
    const mid = await maxChangeId();
    expect((await post('contracts', [tx])).body).toMatchObject({ modified: 1 });
    const served = (await app.json(`/api/contracts/${c.key}/`)).body;
    expect(served.transactions.map((t: any) => t.modification_number)).toEqual([...detail.transactions.map((t: any) => t.modification_number), 'P99999']);
    // the same set in another order is no change
    const reordered = { ...tx, transactions: [...tx.transactions].reverse() };
    expect((await post('contracts', [reordered])).body).toMatchObject({ unchanged: 1 });
    expect(await changeLog('contract', mid)).toHaveLength(1);
  });

  it('creates a contract with its references; refuses derived fields, wrong families and dangling references', async () => {
    const [ref] = await q(`SELECT a.recipient_uei, a.awarding_office_id::text AS office, o.agency_code, o.department_code FROM award a JOIN organization o ON o.organization_id = a.awarding_office_id WHERE a.family = 'contract' ORDER BY a.key LIMIT 1`);
    const key = 'CONT_AWD_INGEST0001_9700_-NONE-_-NONE-';
    const rec = {
      key,
      piid: 'INGEST0001',
      award_date: '2026-10-15',
      obligated: 1000.5,
      total_contract_value: 5000,
      description: 'Ingested contract',
      solicitation_identifier: 'ingest-sol-1',
      naics_code: '541511',
      psc: { code: 'D302' },
      set_aside: { code: 'SBA', description: 'SMALL BUSINESS SET ASIDE - TOTAL' },
      awarding_office: { organization_id: ref.office },
      funding_office: null,
      recipient: { uei: ref.recipient_uei, legal_business_name: 'Ingested Recipient Inc' },
      transactions: [{ modification_number: '0', transaction_date: '2026-10-15', obligated: 1000.5 }],
    };
    const before = await maxChangeId();
    const r = await post('contracts', [rec]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ created: 1, change_log: { count: 1 } });
    expect((await changeLog('contract', before)).map((l) => [l.record_id, l.change])).toEqual([[key, 'created']]);
    const [row] = await q(`SELECT family, fiscal_year, awarding_agency_code, awarding_department_code, solicitation_identifier_norm, number_of_actions FROM award WHERE key = $1`, [key]);
    expect(row).toEqual({ family: 'contract', fiscal_year: 2027, awarding_agency_code: ref.agency_code, awarding_department_code: ref.department_code, solicitation_identifier_norm: 'INGESTSOL1', number_of_actions: 1 });
    const served = (await app.json(`/api/contracts/${key}/`)).body;
    expect(served).toMatchObject({ key, piid: 'INGEST0001', obligated: 1000.5, fiscal_year: 2027, naics: { code: '541511' }, psc: { code: 'D302' }, recipient: { uei: ref.recipient_uei, legal_business_name: 'Ingested Recipient Inc' }, transactions: [{ modification_number: '0', obligated: 1000.5 }] });
    expect((await app.json(`/api/contracts/?solicitation_identifier=INGEST-SOL-1`)).body.results.map((x: any) => x.key)).toEqual([key]);

    const [ota] = await q(`SELECT key FROM award WHERE family = 'ota' LIMIT 1`);
    const bad = await post('contracts', [
      { ...rec, key: 'CONT_AWD_INGEST0002_9700_-NONE-_-NONE-', subawards_summary: { count: 1 }, recipient: { uei: 'ZZZZZZZZZZZZ', display_name: 'x' }, naics: { code: '541511', description: 'x' }, naics_code: '541512' },
      { ...rec, key: 'CONT_IDV_X_9700' },
      ...(ota ? [{ ...rec, key: ota.key }] : []),
      { ...rec, key: 'CONT_AWD_INGEST0003_9700_-NONE-_-NONE-', awarding_office: { organization_id: '00000000-0000-4000-8000-000000000000', office_name: 'x' }, parent_award: { key: 'CONT_IDV_NOPE_9700' } },
      { key: 'CONT_AWD_INGEST0004_9700_-NONE-_-NONE-', piid: 'X' },
    ]);
    expect(bad.status).toBe(400);
    const fields = (i: number) => bad.body.errors.filter((e: any) => e.index === i).map((e: any) => e.field).sort();
    expect(fields(0)).toEqual(['naics.code', 'naics.description', 'recipient.display_name', 'recipient.legal_business_name', 'recipient.uei', 'subawards_summary'].sort());
    expect(fields(1)).toEqual(['key']);
    if (ota) expect(bad.body.errors.find((e: any) => e.index === 2)).toMatchObject({ field: 'key', message: 'this key belongs to a ota record, not a contract' });
    const i3 = ota ? 3 : 2;
    expect(fields(i3)).toEqual(['awarding_office.office_name', 'awarding_office.organization_id', 'parent_award.key']);
    const missing = bad.body.errors.filter((e: any) => e.index === i3 + 1).map((e: any) => e.field);
    expect(missing).toEqual(expect.arrayContaining(['award_date', 'obligated', 'awarding_office.organization_id', 'recipient.uei']));
    const [{ n }] = await q(`SELECT count(*)::int AS n FROM award WHERE key LIKE 'CONT_AWD_INGEST000%' AND key <> $1`, [key]);
    expect(n).toBe(0);

    // a recipient that award data from before the UEI names by DUNS alone: no entity, uei null; a DUNS must be 9 digits;
    // a record must keep its UEI or its DUNS
    const dunsKey = 'CONT_AWD_INGEST0005_9700_-NONE-_-NONE-';
    const byDuns = await post('contracts', [{ ...rec, key: dunsKey, piid: 'INGEST0005', recipient: { duns: '001234567', legal_business_name: 'Old Recipient Co' } }]);
    expect(byDuns.status, JSON.stringify(byDuns.body)).toBe(200);
    expect((await app.json(`/api/contracts/${dunsKey}/`)).body.recipient).toEqual({ uei: null, display_name: null, legal_business_name: 'Old Recipient Co', cage_code: null, parent_uei: null, duns: '001234567' });
    const badDuns = await post('contracts', [{ ...rec, key: 'CONT_AWD_INGEST0006_9700_-NONE-_-NONE-', recipient: { duns: '12-345', legal_business_name: 'x' } }]);
    expect(badDuns.status).toBe(400);
    expect(badDuns.body.errors).toEqual([expect.objectContaining({ field: 'recipient.duns', message: 'must be a DUNS number (9 digits) or null' })]);
    const unset = await post('contracts', [{ key, recipient: { uei: null } }]);
    expect(unset.status).toBe(400);
    expect(unset.body.errors).toEqual([expect.objectContaining({ field: 'recipient.uei', message: expect.stringMatching(/^is required \(or recipient\.duns/) })]);
    expect((await app.json(`/api/contracts/${key}/`)).body.recipient.uei).toBe(ref.recipient_uei);
  });
});

describe('forecasts', () => {
  it('keys a new forecast by its source identity; created is an observation time; modified is the service\'s', async () => {
    const [{ max }] = await q(`SELECT max(id)::int AS max FROM forecast`);
    const rec = { source_system: 'ingest', external_id: 'F-1', title: 'Ingested forecast', agency: 'Department of Testing', fiscal_year: 2027, naics_code: '541511', is_active: true, primary_contact: { name: 'Casey', email: 'casey@test.example' } };
    const before = await maxChangeId();
    const c = await post('forecasts', [rec]);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body).toMatchObject({ change_type: 'forecast', created: 1 });
    const [row] = await q(`SELECT id, created, modified FROM forecast WHERE source_system = 'ingest' AND external_id = 'F-1'`);
    expect(row.id).toBe(max + 1);
    expect((await changeLog('forecast', before)).map((l) => [l.record_id, l.change])).toEqual([[String(row.id), 'created']]);
    const served = await app.json(`/api/forecasts/${row.id}/`, { headers: { 'x-api-key': 'demo_enterprise' } });
    expect(served.body).toMatchObject({ id: row.id, title: 'Ingested forecast', primary_contact: { name: 'Casey', email: 'casey@test.example', title: null } });
    // again, with a different "created": unchanged, created kept
    expect((await post('forecasts', [{ ...rec, created: '2001-01-01T00:00:00Z' }])).body).toMatchObject({ unchanged: 1 });
    const [again] = await q(`SELECT id, created FROM forecast WHERE source_system = 'ingest' AND external_id = 'F-1'`);
    expect(again).toEqual({ id: row.id, created: row.created });
    const m = await post('forecasts', [{ ...rec, primary_contact: { name: 'Casey', email: 'casey@test.example', phone: '555' } }]);
    expect(m.body).toMatchObject({ modified: 1 });
    const refused = await post('forecasts', [{ ...rec, modified: '2026-01-01T00:00:00Z', organization: null, id: row.id, source_system: 'other' }]);
    expect(refused.body.errors.map((e: any) => e.field).sort()).toEqual(['modified', 'organization', 'source_system']);
  });
});

describe('defense bid board', () => {
  it('keys an RFQ by solicitation and purchase request; is_open and modified are refused', async () => {
    const [org] = await q(`SELECT organization_id::text AS id FROM dibbs_rfq LIMIT 1`);
    const rec = {
      solicitation: 'SPE7M126T9999', solicitation_formatted: 'SPE7M1-26-T-9999', purchase_request: '7009999999', nsn: '5305-01-999-9999', part_number: 'IT-1',
      nomenclature: 'SCREW, INGESTED', quantity: 10, unit_of_issue: 'EA', set_aside: 'Y', status_code: 'A1B0C2D0E00', return_by_date: '2030-01-01', issue_date: '2026-11-20',
      document_url: 'https://www.dibbs.bsm.dla.mil/Downloads/RFQ/9/SPE7M126T9999.PDF', organization: { organization_id: org.id },
    };
    const before = await maxChangeId();
    const c = await post('dibbs_rfqs', [rec]);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body).toMatchObject({ change_type: 'dibbs_rfq', created: 1 });
    const [{ id }] = await q(`SELECT uuid::text AS id FROM dibbs_rfq WHERE solicitation = 'SPE7M126T9999'`);
    expect((await changeLog('dibbs_rfq', before)).map((l) => [l.record_id, l.change])).toEqual([[id, 'created']]);
    expect((await app.json(`/api/dibbs/rfqs/${id}/`, medium)).body).toMatchObject({ uuid: id, nomenclature: 'SCREW, INGESTED', is_open: true, organization: { organization_id: org.id } });
    expect((await post('dibbs_rfqs', [rec])).body).toMatchObject({ unchanged: 1 });
    expect((await post('dibbs_rfqs', [{ ...rec, quantity: 11 }])).body).toMatchObject({ modified: 1 });
    const bad = await post('dibbs_rfqs', [{ ...rec, is_open: false, modified: '2026-01-01T00:00:00Z', organization: { organization_id: org.id, office_name: 'x' } }]);
    expect(bad.body.errors.map((e: any) => e.field).sort()).toEqual(['is_open', 'modified', 'organization.office_name']);
  });
});

describe('time alone is not a change', () => {
  it('a solicitation whose deadline passed is re-ingested unchanged; the status job records the closing', async () => {
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const rec = sled('T1', { response_deadline: deadline });
    expect((await post('sled_opportunities', [rec])).body.created).toBe(1);
    const [row] = await q(`SELECT opportunity_id::text AS id FROM sled_opportunity WHERE external_id = $1`, [`${PLATFORM}:T1`]);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const before = await maxChangeId();
    await runSledStatus((text, params) => q(text, params as unknown[]), later);
    const jobLog = (await changeLog('sled_opportunity', before)).filter((l) => l.record_id === row.id);
    expect(jobLog).toHaveLength(1);
    const [closed] = await q(`SELECT status, status_reason FROM sled_opportunity WHERE opportunity_id = $1::uuid`, [row.id]);
    expect(closed).toEqual({ status: 'closed', status_reason: 'deadline_past' });
    const mid = await maxChangeId();
    expect((await post('sled_opportunities', [rec])).body).toMatchObject({ unchanged: 1, modified: 0 });
    expect(await changeLog('sled_opportunity', mid)).toEqual([]);
    const [still] = await q(`SELECT status FROM sled_opportunity WHERE opportunity_id = $1::uuid`, [row.id]);
    expect(still.status).toBe('closed');
  });
});

describe('the endpoint', () => {
  it('needs the operator token', async () => {
    expect((await post('contract_appeals', [], { token: null })).status).toBe(401);
    expect((await post('contract_appeals', [], { token: 'wrong-token-0123456789abcdef' })).status).toBe(401);
  });

  it('reads JSON lines, refuses other content types, empty batches, and unknown or unsupported resources', async () => {
    const lines = [JSON.stringify(sled('L1')), '', JSON.stringify(sled('L2'))].join('\n');
    const r = await post('sled_opportunities', null, { type: 'application/x-ndjson', raw: lines });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ records: 2, created: 2 });
    expect((await post('sled_opportunities', null, { type: 'text/plain', raw: '[]' })).status).toBe(415);
    expect((await post('sled_opportunities', [])).body).toMatchObject({ code: 'validation_error', error: 'the batch holds no records' });
    expect((await post('sled_opportunities', null, { raw: '[{' })).status).toBe(400);
    expect((await post('sled_opportunities', null, { raw: '{"a":1}' })).status).toBe(400);
    expect((await post('sled_opportunities', null, { type: 'application/x-ndjson', raw: '{"a":1}\n{' })).body).toMatchObject({ line: 2 });
    // every resource fed from outside is ingestible: a record without an identity is a per-record error, an unknown name 404
    const grants = await post('grants', [{}]);
    expect(grants.status).toBe(400);
    expect(grants.body).toMatchObject({ code: 'validation_error', errors: [{ index: 0, field: 'grant_id' }] });
    expect((await post('nonsense', [{}])).status).toBe(404);
    expect((await post('sled_opportunities', [sled('Z')], { query: 'foo=1' })).status).toBe(400);
  });
});
