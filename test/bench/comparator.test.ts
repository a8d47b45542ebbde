/**
 * The benchmark's comparator keeps up with the service (issue 8): `npm run bench` times
 * the service against bench/handwritten.ts only after both answered every case with the
 * same body. Run here on the test dataset (PostgreSQL: the comparator speaks pg), so a
 * change of the service's answers (a new field in `recipient(*)`, say) that the
 * comparator's SQL does not follow fails CI instead of the next benchmark run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { compareBodies, type BenchCase, type Target } from '../../bench/cases.js';
import { checkCases, output, startAndCheck } from '../../bench/check.js';
import { Cleanup, type Server } from '../../bench/processes.js';
import { openTestDatabase } from '../helpers/db.js';

describe.skipIf(!process.env.DATABASE_URL)('bench: the service and the hand-written comparator agree on every case (DATABASE_URL)', () => {
  let db: Database;
  let work: string;
  const cleanup = new Cleanup();
  let checked: { servers: Record<Target, Server>; cases: BenchCase[] };

  beforeAll(async () => {
    output.log = () => {};
    db = await openTestDatabase();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-bench-check-'));
    // both servers started on the test database, every case requested on both: throws when any differs
    checked = await startAndCheck(db.url!, work, cleanup, { keys: 10, pages: 3 });
  }, 180_000);

  afterAll(async () => {
    await cleanup.run();
    await db?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('checks every case of the benchmark, REST and GraphQL, with the walk past page 1', () => {
    const names = checked.cases.map((c) => `${c.api} ${c.id}`);
    expect(names).toEqual(expect.arrayContaining(['REST list', 'REST nested', 'REST detail', 'REST walk-last', 'REST search', 'GraphQL nested', 'GraphQL detail', 'GraphQL walk-last']));
    expect(checked.cases.length).toBe(14);
    const walkLast = checked.cases.find((c) => c.api === 'REST' && c.id === 'walk-last')!;
    expect(walkLast.requests.service[0].path).toContain('cursor=');
  });

  it('fails when the two bodies differ (the check is not vacuous)', async () => {
    const detail = checked.cases.find((c) => c.api === 'GraphQL' && c.id === 'detail')!;
    const [a, b] = detail.requests.service;
    // the comparator asked for another record than the service
    const skewed: BenchCase = { ...detail, requests: { service: [a], handwritten: [b] } };
    await expect(checkCases([skewed], checked.servers)).rejects.toThrow(/the bodies differ .* at \.data\.contract\.key/);
  });

  it('compareBodies names the first difference and ignores the paging members only', () => {
    expect(compareBodies('{"count":1,"next":"x","results":[{"a":1}]}', '{"count":1,"next":"y","results":[{"a":1}]}')).toBeNull();
    expect(compareBodies('{"results":[{"r":{"uei":"A"}}]}', '{"results":[{"r":{"uei":"A","duns":null}}]}')).toBe('.results[0].r.duns: service undefined vs hand-written null');
  });
});
