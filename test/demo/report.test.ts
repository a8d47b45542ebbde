/**
 * The realism report (npm run data:report): every measure computes on the
 * demo dataset, invariants count real violations, targets are judged as
 * documented.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, MEASURES, realismReport, withinTarget, type Measure } from '../../src/demo/report.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const byId = (id: string) => MEASURES.find((m) => m.id === id)!;

describe('realism report', () => {
  it('computes every measure on the demo dataset', async () => {
    const results = await realismReport(app.db.raw);
    expect(results).toHaveLength(MEASURES.length);
    for (const r of results) {
      expect(r.value, r.measure.id).not.toBeNull();
      expect(Number.isFinite(r.value), r.measure.id).toBe(true);
      if (r.measure.unit === 'share') expect(r.value! >= 0 && r.value! <= 1, r.measure.id).toBe(true);
    }
    const table = formatReport(results);
    for (const m of MEASURES) expect(table).toContain(m.title);
  });

  it('finds every invariant holding on the demo dataset (CI fails the moment a generator change breaks one)', async () => {
    const results = await realismReport(app.db.raw, MEASURES.filter((m) => m.kind === 'invariant'));
    expect(results.filter((r) => !r.ok).map((r) => `${r.measure.id}: ${r.value}`)).toEqual([]);
  });

  it('counts a violation the moment one exists', async () => {
    const weekend = byId('weekend-awards');
    const types = byId('exclusion-types');
    const [before] = await realismReport(app.db.raw, [weekend, types]).then((r) => r.map((x) => x.value));
    // move one weekday contract to a Saturday, and give one exclusion a type SAM does not have
    const [row] = await app.db.raw.query<{ key: string }>(
      `SELECT key FROM award WHERE family = 'contract' AND extract(isodow FROM award_date) < 6 ORDER BY key LIMIT 1`,
    );
    await app.db.raw.query(`UPDATE award SET award_date = award_date + (6 - extract(isodow FROM award_date))::int WHERE key = $1`, [row.key]);
    await app.db.raw.query(`UPDATE exclusion SET exclusion_type = 'Debarred' WHERE ctid = (SELECT ctid FROM exclusion LIMIT 1)`);
    const after = await realismReport(app.db.raw, [weekend, types]);
    expect(after[0].value).toBe(before! + 1);
    expect(after[0].ok).toBe(false);
    expect(after[1].value).toBe(1);
    expect(after[1].ok).toBe(false);
  });

  it('judges invariants by zero and distributions by their range', () => {
    const inv: Measure = { id: 'i', title: 'i', kind: 'invariant', unit: 'count', sql: '' };
    const dist: Measure = { id: 'd', title: 'd', kind: 'distribution', unit: 'share', sql: '', min: 0.25, max: 0.45 };
    expect([withinTarget(inv, 0), withinTarget(inv, 1), withinTarget(inv, null)]).toEqual([true, false, false]);
    expect([0.25, 0.3, 0.45, 0.2, 0.5, null].map((v) => withinTarget(dist, v))).toEqual([true, true, true, false, false, false]);
  });
});
