/**
 * What an export spends (src/export/quota.ts, docs/export.md "Quota"): one
 * request per EXPORT_ROWS_PER_REQUEST rows on paid plans, counted as the
 * rows stream, the request itself paying for the first ones; one per 100
 * rows on the Free plan with a cap per export; a premium resource's budget
 * instead of the daily window. When the quota runs out the export stops
 * with the rows paid for and a final line that says where to resume.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportMeter, exportAllowance } from '../../src/export/quota.js';
import type { WindowState } from '../../src/http/ratelimit/limiter.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { exportText, key, ndjson, parseCsv, walkList } from './helpers.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const big = { daily: 10_000_000, burst: 1_000_000, premiumDaily: 1_000_000 };
let contracts: any[];

beforeAll(async () => {
  process.env.PLAN_QUOTAS = JSON.stringify({
    free: { daily: 5, burst: 1_000 },
    small: { daily: 1_000, burst: 1_000, premiumDaily: 3 },
    medium: { daily: 3, burst: 1_000 },
    large: { daily: 4, burst: 1_000 },
    enterprise: big,
  });
  process.env.EXPORT_ROWS_PER_REQUEST = '100';
  app = await startTestApp();
  contracts = await walkList(app, '/api/contracts/', '', 'demo_enterprise');
  expect(contracts.length).toBeGreaterThan(500);
});
afterAll(async () => {
  delete process.env.PLAN_QUOTAS;
  delete process.env.EXPORT_ROWS_PER_REQUEST;
  delete process.env.EXPORT_FREE_MAX_ROWS;
  await app?.close();
});

describe('paid plans: one request per EXPORT_ROWS_PER_REQUEST rows, as they stream', () => {
  it('NDJSON: the rows the daily window pays for, then a final line saying why and where to resume', async () => {
    // medium: 3 requests a day; the export request is the first and pays for rows 1-100
    const res = await exportText(app, '/api/contracts/', 'format=ndjson', 'demo_medium');
    expect(res.status).toBe(200);
    const lines = ndjson(res.text);
    expect(lines.length).toBe(301);
    expect(lines.slice(0, 300)).toEqual(contracts.slice(0, 300));
    const stop = lines[300];
    expect(stop).toMatchObject({ code: 'rate_limited', rows: 300, after: contracts[299].key });
    expect(stop.error).toMatch(/daily rate limit \(3 requests per day/);
    expect(stop.wait_in_seconds).toBeGreaterThan(0);
    // the window is used up: the next request is refused
    const next = await app.json('/api/contracts/?limit=1', { headers: key('demo_medium') });
    expect(next.status).toBe(429);
  });

  it('CSV: the same, the final record a one-cell line', async () => {
    // large: 4 requests a day
    const res = await exportText(app, '/api/contracts/', 'format=csv&shape=key', 'demo_large');
    const records = parseCsv(res.text);
    expect(records[0]).toEqual(['key']);
    expect(records.slice(1, 401).map((r) => r[0])).toEqual(contracts.slice(0, 400).map((c) => c.key));
    expect(records.length).toBe(402);
    expect(records[401]).toHaveLength(1);
    expect(records[401][0]).toMatch(new RegExp(`^# export stopped: The export used up the daily rate limit .*\\(resume with after=${contracts[399].key}\\)$`));
  });
});

describe('the Free plan', () => {
  it('spends one request per 100 rows', async () => {
    const res = await exportText(app, '/api/contracts/', 'format=ndjson', 'demo_free');
    const lines = ndjson(res.text);
    expect(lines.length).toBe(501);
    expect(lines[500]).toMatchObject({ code: 'rate_limited', rows: 500, after: contracts[499].key });
  });

  it('stops at its cap per export; a resumed export continues, and stops when the window runs out', async () => {
    process.env.EXPORT_FREE_MAX_ROWS = '250';
    try {
      // anonymous callers are on the Free plan, counted by address (5 requests a day here)
      const first = ndjson((await exportText(app, '/api/contracts/', 'format=ndjson', '')).text);
      expect(first.length).toBe(251);
      expect(first[250]).toMatchObject({ code: 'export_row_cap', rows: 250, after: contracts[249].key });
      expect(first[250].error).toMatch(/at most 250 rows/);
      // 3 requests spent (rows 1-100, 101-200, 201-250); the resumed export has 2 left: rows 251-450
      const second = ndjson((await exportText(app, '/api/contracts/', `format=ndjson&after=${first[250].after}`, '')).text);
      expect(second.length).toBe(201);
      expect(second[200]).toMatchObject({ code: 'rate_limited', rows: 200, after: contracts[449].key });
      expect([...first.slice(0, 250), ...second.slice(0, 200)]).toEqual(contracts.slice(0, 450));
    } finally {
      delete process.env.EXPORT_FREE_MAX_ROWS;
    }
  });
});

describe('premium resources spend their budget', () => {
  it('labor rates: the premium budget pays for every batch, and a spent budget refuses the export before any row', async () => {
    const idv = (await q<{ k: string; n: number }>(`SELECT idv_key AS k, count(*)::int AS n FROM labor_rate GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`))[0];
    expect(idv.n).toBeGreaterThan(15);
    process.env.EXPORT_ROWS_PER_REQUEST = '5';
    try {
      // small: a premium budget of 3 a day: rows 1-15
      const res = await exportText(app, `/api/idvs/${idv.k}/lcats/`, 'format=ndjson', 'demo_small');
      expect(res.status).toBe(200);
      const lines = ndjson(res.text);
      expect(lines.length).toBe(16);
      expect(lines[15]).toMatchObject({ code: 'rate_limited', rows: 15 });
      expect(lines[15].error).toMatch(/premium budget for the labor-rate endpoints \(3 requests per day/);
      const again = await app.fetch(`/api/export/idvs/${idv.k}/lcats/?format=ndjson`, { headers: key('demo_small') });
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await again.json()).detail).toMatch(/premium budget/);
      // the list shares the budget
      expect((await app.json(`/api/idvs/${idv.k}/lcats/`, { headers: key('demo_small') })).status).toBe(429);
    } finally {
      process.env.EXPORT_ROWS_PER_REQUEST = '100';
    }
  });
});

describe('the meter with the default allowances', () => {
  const fake = () => {
    const spent: number[] = [];
    const window: WindowState = { window: 'daily', limit: 1_000_000, remaining: 1_000_000, reset: 60 };
    return { spent, limiter: { spend: async (_s: string, _t: string, units: number) => (spent.push(units), { allowed: true, window }) } };
  };
  const env = {} as NodeJS.ProcessEnv;

  it('paid plans: one request per 1,000 rows, the first 1,000 paid by the request', async () => {
    expect(exportAllowance('medium', env)).toEqual({ rowsPerRequest: 1000, maxRows: null });
    const f = fake();
    const m = new ExportMeter(f.limiter, 'acct:1', 'medium', exportAllowance('medium', env), null);
    expect(await m.open()).toBeNull();
    for (const n of [1000, 1000, 500]) expect((await m.take(n)).rows).toBe(n);
    expect(f.spent).toEqual([1, 1]);
  });

  it('Free: one request per 100 rows, at most 10,000 rows per export', async () => {
    expect(exportAllowance('free', env)).toEqual({ rowsPerRequest: 100, maxRows: 10_000 });
    const f = fake();
    const m = new ExportMeter(f.limiter, 'ip:x', 'free', exportAllowance('free', env), null);
    await m.open();
    let sent = 0;
    let stop;
    for (let i = 0; i < 12 && !stop; i++) {
      const t = await m.take(1000);
      sent += t.rows;
      stop = t.stop;
    }
    expect(sent).toBe(10_000);
    expect(stop?.code).toBe('export_row_cap');
    expect(f.spent.reduce((a, b) => a + b, 0)).toBe(99);
  });

  it('a bad setting is refused', () => {
    expect(() => exportAllowance('small', { EXPORT_ROWS_PER_REQUEST: '0' } as NodeJS.ProcessEnv)).toThrow(/EXPORT_ROWS_PER_REQUEST must be a positive integer/);
  });
});
