/**
 * Bulk export (/api/export/<list path>, src/export/): the rows are the
 * list's rows (every row once, same values, same order) for several lists
 * and filter sets; a bad request answers the list's 4xx before any row;
 * CSV follows its documented columns and RFC 4180; a resumed export joins
 * without gaps or duplicates; gated fields stay gated; gzip and content
 * negotiation; clients that go away leave no reader, connection or
 * transaction behind.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSources } from '../../src/export/source.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exportText, key, ndjson, parseCsv, walkList } from './helpers.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
let uei: string;
let fiscalYear: number;
let stateWithSled: string;

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  uei = (await q<{ u: string }>(`SELECT recipient_uei AS u FROM award WHERE family = 'contract' AND recipient_uei IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`))[0].u;
  fiscalYear = (await q<{ y: number }>(`SELECT fiscal_year AS y FROM award WHERE family = 'contract' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`))[0].y;
  stateWithSled = (await q<{ s: string }>(`SELECT state AS s FROM sled_opportunity GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`))[0].s;
});
afterAll(async () => {
  delete process.env.EXPORT_BATCH_ROWS;
  await app?.close();
});

describe('the export is the list', () => {
  const cases: [string, string, string][] = [
    ['/api/contracts/', '', 'demo_medium'],
    ['/api/contracts/', `fiscal_year=${2000}`, 'demo_medium'],
    ['/api/contracts/', 'ordering=total_contract_value&shape=key,total_contract_value,recipient(uei),naics(*)', 'demo_medium'],
    ['/api/subawards/', '', 'demo_small'],
    ['/api/naics/', '', 'demo_free'],
    ['/api/grants/', 'search=research', 'demo_medium'],
    ['/api/opportunities/', 'search=services&ordering=-response_deadline', 'demo_large'],
    ['/api/sled/opportunities/', 'STATE', 'demo_medium'],
  ];
  it.each(cases)('%s?%s: every row once, same values, same order (NDJSON)', async (path, rawQuery, apiKey) => {
    const query = rawQuery === 'STATE' ? `state=${stateWithSled}` : rawQuery.replace('fiscal_year=2000', `fiscal_year=${fiscalYear}`);
    const list = await walkList(app, path, query, apiKey);
    const res = await exportText(app, path, `${query}${query ? '&' : ''}format=ndjson`, apiKey);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const rows = ndjson(res.text);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(list);
  });

  it('a scoped list: the contracts of one entity', async () => {
    const list = await walkList(app, `/api/entities/${uei}/contracts/`, 'ordering=-obligated', 'demo_medium');
    expect(list.length).toBeGreaterThan(1);
    const res = await exportText(app, `/api/entities/${uei.toLowerCase()}/contracts/`, 'ordering=-obligated&format=ndjson', 'demo_medium');
    expect(res.status).toBe(200);
    expect(ndjson(res.text)).toEqual(list);
  });

  it('flat=true NDJSON is the flat list', async () => {
    const list = await walkList(app, '/api/contracts/', `fiscal_year=${fiscalYear}&flat=true&joiner=__`, 'demo_medium');
    const res = await exportText(app, '/api/contracts/', `fiscal_year=${fiscalYear}&flat=true&joiner=__&format=ndjson`, 'demo_medium');
    expect(ndjson(res.text)).toEqual(list);
    expect(Object.keys(list[0])).toContain('recipient__uei');
  });

  it('several batches give the same rows as one', async () => {
    const whole = await exportText(app, '/api/contracts/', 'format=ndjson', 'demo_medium');
    process.env.EXPORT_BATCH_ROWS = '7';
    try {
      const batched = await exportText(app, '/api/contracts/', 'format=ndjson', 'demo_medium');
      expect(batched.text).toBe(whole.text);
    } finally {
      delete process.env.EXPORT_BATCH_ROWS;
    }
  });
});

describe('CSV', () => {
  it('columns in the shape order, nested leaves joined by the joiner, values as the flat list has them', async () => {
    const shape = 'key,piid,award_date,obligated,recipient(uei,display_name),set_aside(*),parent_award(key)';
    const list = await walkList(app, '/api/contracts/', `fiscal_year=${fiscalYear}&shape=${shape}&flat=true`, 'demo_medium');
    const res = await exportText(app, '/api/contracts/', `fiscal_year=${fiscalYear}&shape=${shape}&format=csv`, 'demo_medium');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contracts.csv"');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['key', 'piid', 'award_date', 'obligated', 'recipient.uei', 'recipient.display_name', 'set_aside.code', 'set_aside.description', 'parent_award.key']);
    expect(rows.length).toBe(list.length);
    rows.forEach((row, i) => {
      const flat = list[i];
      // a null object (no set-aside) is null in the flat list and empty cells here
      expect(row).toEqual(header.map((col) => (flat[col] === null || flat[col] === undefined ? '' : String(flat[col]))));
    });
  });

  it('lists are joined in one cell by list_separator; a byte order mark for Excel; quoting per RFC 4180', async () => {
    const shape = 'key,description,transactions(modification_number,obligated)';
    const list = await walkList(app, '/api/contracts/', `fiscal_year=${fiscalYear}&shape=${shape}`, 'demo_medium');
    const res = await app.fetch(`/api/export/contracts/?fiscal_year=${fiscalYear}&shape=${shape}&format=csv&bom=true&list_separator=;&joiner=/`, { headers: key('demo_medium') });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe('\uFEFFkey,description,transactions/modification_number,transactions/obligated');
    const [, ...rows] = parseCsv(text.slice(1));
    const withMany = list.findIndex((r) => r.transactions.length > 1);
    expect(withMany).toBeGreaterThanOrEqual(0);
    rows.forEach((row, i) => {
      const r = list[i];
      expect(row).toEqual([
        r.key,
        r.description ?? '',
        r.transactions.map((t: any) => t.modification_number ?? '').join(';'),
        r.transactions.map((t: any) => (t.obligated === null ? '' : String(t.obligated))).join(';'),
      ]);
    });
    // a description with a comma or a quote is quoted, and round-trips
    expect(rows.some((r) => /[",]/.test(r[1]))).toBe(true);
  });

  it('Accept: text/csv chooses CSV; Accept: application/x-ndjson NDJSON; neither NDJSON', async () => {
    const csv = await exportText(app, '/api/naics/', '', 'demo_free', { Accept: 'text/csv' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text.startsWith('code,description,')).toBe(true);
    const nd = await exportText(app, '/api/naics/', '', 'demo_free', { Accept: 'application/x-ndjson, text/csv;q=0.5' });
    expect(nd.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const plain = await exportText(app, '/api/naics/', '', 'demo_free', { Accept: '*/*' });
    expect(plain.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    // format= wins over Accept
    const both = await exportText(app, '/api/naics/', 'format=ndjson', 'demo_free', { Accept: 'text/csv' });
    expect(both.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  });
});

describe('refusals come before any row, as the list answers them', () => {
  const same = [
    ['/api/contracts/', 'fiscal_year=twenty'],
    ['/api/contracts/', 'award_date_gte=2024-13-01'],
    ['/api/contracts/', 'shape=key,nonsense'],
    ['/api/contracts/', 'ordering=piid'],
    ['/api/contracts/', 'fiscal_yaer=2024'],
    ['/api/naics/', 'ordering=code'],
    ['/api/entities/NOSUCHUEI000/contracts/', ''],
  ];
  it.each(same)('%s?%s', async (path, query) => {
    const list = await app.json(`${path}?${query}`, { headers: key('demo_medium') });
    expect(list.status).toBeGreaterThanOrEqual(400);
    const res = await exportText(app, path, `${query}${query ? '&' : ''}format=csv`, 'demo_medium');
    expect(res.status).toBe(list.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(res.text);
    // an unknown parameter's 400 lists the export's own parameters among those allowed
    if (/unknown query parameter/.test(list.body.error)) {
      expect(body.allowed).toEqual([...list.body.allowed, 'after', 'bom', 'list_separator'].sort());
      delete body.allowed;
      delete list.body.allowed;
    }
    expect(body).toEqual(list.body);
  });

  it('gates: anonymous on an authenticated list is 401, a plan below the endpoint 403, as on the list', async () => {
    for (const [path, apiKey] of [['/api/sled/opportunities/', ''], ['/api/ebuy/requests/', 'demo_free'], ['/api/contract_appeals/', '']] as const) {
      const headers = apiKey ? key(apiKey) : undefined;
      const list = await app.json(path, { headers });
      const res = await app.fetch(`/api/export${path.slice(4)}?format=ndjson`, { headers });
      expect(res.status).toBe(list.status);
      expect([401, 403]).toContain(res.status);
      expect(await res.json()).toEqual(list.body);
    }
  });

  it("the export's own parameters", async () => {
    const cases: [string, RegExp][] = [
      ['format=xml', /format must be csv or ndjson/],
      ['limit=10', /limit, page and cursor/],
      ['cursor=abc', /limit, page and cursor/],
      ['format=ndjson&bom=true', /bom applies to CSV/],
      ['format=csv&bom=maybe', /bom must be true or false/],
      ['format=csv&flat_lists=true&flat=true', /flat_lists does not apply to CSV/],
      ['format=csv&list_separator=', /list_separator must be 1 to 3/],
      ['after=NOT_A_KEY', /after names no contracts record/],
      ['format=csv&format=ndjson', /given more than once/],
    ];
    for (const [query, message] of cases) {
      const res = await exportText(app, '/api/contracts/', query, 'demo_medium');
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.text).error, query).toMatch(message);
      expect(JSON.parse(res.text).code).toBe('validation_error');
    }
    const grants = await exportText(app, '/api/grants/', 'after=abc', 'demo_medium');
    expect(JSON.parse(grants.text).error).toMatch(/after must be the grant_id/);
    const contractKey = (await q<{ k: string }>(`SELECT key AS k FROM award WHERE family = 'contract' AND EXISTS (SELECT 1 FROM award_transaction x WHERE x.award_key = award.key) LIMIT 1`))[0].k;
    const tx = await exportText(app, `/api/contracts/${contractKey}/transactions/`, 'after=1', 'demo_medium');
    expect(tx.status).toBe(400);
    expect(JSON.parse(tx.text).error).toMatch(/cannot be resumed/);
  });

  it('other methods answer 405; HEAD answers the headers only', async () => {
    const post = await app.fetch('/api/export/contracts/', { method: 'POST', headers: key('demo_medium') });
    expect(post.status).toBe(405);
    const head = await app.fetch('/api/export/contracts/?format=csv', { method: 'HEAD', headers: key('demo_medium') });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(openSources()).toBe(0);
  });
});

describe('resuming', () => {
  const cases: [string, string, string][] = [
    ['/api/contracts/', 'ordering=total_contract_value', 'key'],
    ['/api/contracts/', '', 'key'],
    ['/api/grants/', `search=${'research'}`, 'grant_id'],
    ['/api/opportunities/', 'ordering=response_deadline', 'opportunity_id'],
  ];
  it.each(cases)('%s?%s: rows after the last key received, no gap, no duplicate', async (path, query, field) => {
    const full = await exportText(app, path, `${query}&format=ndjson`, 'demo_medium');
    expect(full.headers.get('x-export-key')).toBe(field);
    const rows = ndjson(full.text);
    expect(rows.length).toBeGreaterThan(20);
    for (const cut of [1, Math.floor(rows.length / 3), rows.length - 1]) {
      const rest = await exportText(app, path, `${query}&format=ndjson&after=${encodeURIComponent(String(rows[cut - 1][field]))}`, 'demo_medium');
      expect(rest.status).toBe(200);
      expect([...rows.slice(0, cut), ...ndjson(rest.text)]).toEqual(rows);
    }
    // after the last row: nothing more
    const none = await exportText(app, path, `${query}&format=ndjson&after=${encodeURIComponent(String(rows[rows.length - 1][field]))}`, 'demo_medium');
    expect(none.text).toBe('');
  });

  it('a CSV resumes the same way', async () => {
    const full = parseCsv((await exportText(app, '/api/contracts/', 'format=csv&shape=key,obligated', 'demo_medium')).text);
    const cut = 10;
    const rest = parseCsv((await exportText(app, '/api/contracts/', `format=csv&shape=key,obligated&after=${full[cut][0]}`, 'demo_medium')).text);
    expect(rest[0]).toEqual(full[0]);
    expect([...full.slice(0, cut + 1), ...rest.slice(1)]).toEqual(full);
  });
});

describe('gated fields stay gated', () => {
  it('a field above the plan is left out of every row and every column, with the hint in a header', async () => {
    const shape = 'uuid,board,decision_text';
    const small = await exportText(app, '/api/contract_appeals/', `shape=${shape}&format=ndjson`, 'demo_small');
    expect(small.status).toBe(200);
    const rows = ndjson(small.text);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Object.keys(r)).toEqual(['uuid', 'board']);
    const hints = JSON.parse(small.headers.get('x-upgrade-hints')!);
    expect(hints.fields).toEqual([{ field: 'decision_text', required_tier: 'enterprise' }]);
    const csv = await exportText(app, '/api/contract_appeals/', `shape=${shape}&format=csv`, 'demo_small');
    expect(parseCsv(csv.text)[0]).toEqual(['uuid', 'board']);
    // the list withholds it the same way
    const list = await walkList(app, '/api/contract_appeals/', `shape=${shape}`, 'demo_small');
    expect(rows).toEqual(list);
    const enterprise = await exportText(app, '/api/contract_appeals/', `shape=${shape}&format=ndjson`, 'demo_enterprise');
    expect(Object.keys(ndjson(enterprise.text)[0])).toEqual(['uuid', 'board', 'decision_text']);
    expect(enterprise.headers.get('x-upgrade-hints')).toBeNull();
  });
});

describe('transport', () => {
  it('gzip when accepted: the same bytes once decompressed', async () => {
    const plain = await exportText(app, '/api/contracts/', 'format=csv', 'demo_medium');
    const res = await app.fetch('/api/export/contracts/?format=csv', { headers: { ...key('demo_medium'), 'Accept-Encoding': 'br;q=1, gzip;q=0.8' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(body).toString('utf8')).toBe(plain.text);
    const refused = await app.fetch('/api/export/contracts/?format=csv', { headers: { ...key('demo_medium'), 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    await refused.text();
  });

  it('a client that goes away after a few rows, 100 times in a row, leaves no reader, connection or transaction behind', async () => {
    process.env.EXPORT_BATCH_ROWS = '25';
    const heapBefore = process.memoryUsage().heapUsed;
    try {
      for (let i = 0; i < 100; i++) {
        const res = await app.fetch('/api/export/contracts/?format=ndjson', { headers: key('demo_medium') });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        const { value } = await reader.read();
        expect(value!.byteLength).toBeGreaterThan(0);
        await reader.cancel();
      }
    } finally {
      delete process.env.EXPORT_BATCH_ROWS;
    }
    expect(openSources()).toBe(0);
    if (app.db.kind === 'postgres') {
      const stats = app.db.poolStats!();
      expect(stats.waiting).toBe(0);
      expect(stats.idle).toBe(stats.total);
      const busy = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)')`,
      );
      expect(busy[0].n).toBe(0);
    }
    // the service still answers, and nothing grew with the number of exports
    const after = await exportText(app, '/api/naics/', 'format=ndjson', 'demo_free');
    expect(after.status).toBe(200);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });
});
