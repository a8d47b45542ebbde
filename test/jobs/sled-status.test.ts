/**
 * The state and local status job (src/jobs/sled-status.ts) and the generic
 * scheduler (src/jobs/scheduler.ts): the documented precedence against an
 * independent implementation of it, with a controllable clock; the demo data
 * is consistent with the job (a run at the dataset's as-of changes nothing);
 * status_computed_at on every row, modified and change_log only for changed
 * rows; delisting, relisting and terminal words (source and raw); the
 * advisory lock (PostgreSQL); the scheduler's interval, error handling and
 * stop; the operator CLI command.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createLogger } from '../../src/logger.js';
import { runSledStatus, sledStatusIntervalMs, SLED_STATUS_JOB, STATUS_COMPUTED_AT_SQL, TERMINAL_WORDS } from '../../src/jobs/sled-status.js';
import { advisoryLockKey, startScheduler } from '../../src/jobs/scheduler.js';
import { PROJECT_ROOT } from '../../src/db/migrate.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_AS_OF } from '../helpers/constants.js';

let app: TestApp;
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => app.db.raw.query<T>(text, params);
const AS_OF = new Date(`${TEST_AS_OF}T00:00:00Z`);
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Row {
  id: string;
  status: string;
  status_reason: string;
  source_status: string | null;
  raw_status: string | null;
  delisted_at: Date | null;
  response_deadline: Date | null;
  modified: Date;
  status_computed_at: Date;
}

async function rows(): Promise<Row[]> {
  return q<Row>(
    `SELECT o.opportunity_id::text AS id, o.status, o.status_reason, o.source_status, r.raw_status, o.delisted_at, o.response_deadline, o.modified, ${STATUS_COMPUTED_AT_SQL('o')} AS status_computed_at
     FROM sled_opportunity o LEFT JOIN sled_raw r USING (opportunity_id) ORDER BY o.opportunity_id`,
  );
}

/** The documented precedence, written here independently of the job's SQL. */
function terminal(text: string | null): string | null {
  const words = ` ${(text ?? '').toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  if (/ (not|no|never) (awarded|award posted|award made|contract awarded|award complete|award completed) /.test(words)) return null;
  if (/ (awarded|award posted|award made|contract awarded|award complete|award completed) /.test(words)) return 'awarded';
  if (/ (not|no|never) (cancelled|canceled|cancellation|rescinded) /.test(words)) return null;
  if (/ (cancelled|canceled|cancellation|rescinded) /.test(words)) return 'cancelled';
  return null;
}
function expected(r: Row, now: Date): [string, string] {
  const t = terminal(r.source_status) ?? terminal(r.raw_status);
  if (t) return [t, 'source_terminal'];
  if (r.delisted_at) return ['closed', 'delisted'];
  if (!r.response_deadline) return ['unknown', 'no_deadline'];
  return new Date(r.response_deadline).getTime() > now.getTime() ? ['open', 'deadline_future'] : ['closed', 'deadline_past'];
}

const changeLog = async (since: Date) =>
  q<{ record_id: string; changed_at: Date }>(`SELECT record_id, changed_at FROM change_log WHERE resource_type = 'sled_opportunity' AND change = 'modified' AND changed_at = $1::timestamptz ORDER BY record_id`, [since.toISOString()]);

describe('sled status job', () => {
  it('changes nothing at the dataset\'s as-of: the demo statuses are the job\'s own; every row is served as computed at the run, and no row is rewritten', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(50);
    for (const r of before) expect([r.status, r.status_reason], r.id).toEqual(expected(r, AS_OF));
    const result = await runSledStatus(app.db.raw.query, AS_OF);
    expect(result).toMatchObject({ locked: true, now: AS_OF.toISOString(), computed: before.length, changed: 0, transitions: [], sample: [] });
    const after = await rows();
    for (const [i, r] of after.entries()) {
      expect(r.status).toBe(before[i].status);
      expect(r.status_reason).toBe(before[i].status_reason);
      expect(new Date(r.modified).getTime()).toBe(new Date(before[i].modified).getTime());
      expect(new Date(r.status_computed_at).toISOString()).toBe(AS_OF.toISOString());
    }
    expect(await changeLog(AS_OF)).toEqual([]);
  });

  it('rewrites no solicitation when nothing moves: the run is stamped once, the rows keep their own stamps, and the API serves the run time', async () => {
    const stored = async () => q<{ id: string; at: Date; xmin: string }>('SELECT opportunity_id::text AS id, status_computed_at AS at, xmin::text FROM sled_opportunity ORDER BY opportunity_id');
    const before = await stored();
    const later = new Date(AS_OF.getTime() + 60_000);
    const r = await runSledStatus(app.db.raw.query, later);
    expect(r).toMatchObject({ locked: true, changed: 0, computed: before.length });
    // no row version changed (xmin), so no write and no data-change notification
    expect(await stored()).toEqual(before);
    expect((await q<{ at: Date }>("SELECT computed_at AS at FROM sled_status_run WHERE job = 'sled-status'"))[0].at.getTime()).toBe(later.getTime());
    const id = before[0].id;
    const res = await app.json(`/api/sled/opportunities/${id}/?shape=opportunity_id,status_computed_at`, { headers: { 'x-api-key': 'demo_free' } });
    expect(res.status).toBe(200);
    expect(new Date(res.body.status_computed_at).getTime()).toBe(later.getTime());
    // a clock moving backwards never moves the served stamp backwards
    await runSledStatus(app.db.raw.query, AS_OF);
    expect((await q<{ at: Date }>("SELECT computed_at AS at FROM sled_status_run WHERE job = 'sled-status'"))[0].at.getTime()).toBe(later.getTime());
  });

  it('recomputes by the precedence for a later clock: changed rows get modified = now and a change_log row, the others keep modified', async () => {
    const now = new Date(AS_OF.getTime() + 30 * DAY + 3_600_000);
    const before = await rows();
    const want = new Map(before.map((r) => [r.id, expected(r, now)]));
    const changed = before.filter((r) => want.get(r.id)![0] !== r.status || want.get(r.id)![1] !== r.status_reason);
    expect(changed.length).toBeGreaterThan(5);
    // deadlines passed: open rows close
    expect(changed.every((r) => r.status === 'open' && want.get(r.id)![0] === 'closed')).toBe(true);
    const result = await runSledStatus(app.db.raw.query, now);
    expect(result.locked).toBe(true);
    expect(result.computed).toBe(before.length);
    expect(result.changed).toBe(changed.length);
    expect(result.transitions).toEqual([{ from: 'open', to: 'closed', reason: 'deadline_past', count: changed.length }]);
    expect(result.sample.map((s) => s.opportunity_id)).toEqual(changed.map((r) => r.id).sort().slice(0, 50));
    const after = await rows();
    const changedIds = new Set(changed.map((r) => r.id));
    for (const [i, r] of after.entries()) {
      expect([r.status, r.status_reason], r.id).toEqual(want.get(r.id));
      expect(new Date(r.status_computed_at).getTime()).toBe(now.getTime());
      expect(new Date(r.modified).getTime(), r.id).toBe(changedIds.has(r.id) ? now.getTime() : new Date(before[i].modified).getTime());
    }
    expect((await changeLog(now)).map((c) => c.record_id)).toEqual([...changedIds].sort());
    // a second run at the same clock: nothing more changes, nothing more is logged
    expect((await runSledStatus(app.db.raw.query, now)).changed).toBe(0);
    expect(await changeLog(now)).toHaveLength(changed.length);
    // back at the as-of the rows reopen (a clock moving backwards never moves modified backwards)
    const back = await runSledStatus(app.db.raw.query, AS_OF);
    expect(back.changed).toBe(changed.length);
    for (const r of await rows()) if (changedIds.has(r.id)) expect(new Date(r.modified).getTime()).toBe(now.getTime());
  });

  it('delisting closes, relisting derives from the deadline again, and a terminal word beats both', async () => {
    const [open] = await q<{ id: string; deadline: Date }>("SELECT opportunity_id::text AS id, response_deadline AS deadline FROM sled_opportunity WHERE status = 'open' ORDER BY opportunity_id LIMIT 1");
    const now = new Date(AS_OF.getTime() + 2 * 3_600_000);
    const state = async () => (await q<{ status: string; status_reason: string }>('SELECT status, status_reason FROM sled_opportunity WHERE opportunity_id = $1::uuid', [open.id]))[0];
    // a complete crawl finds it gone before the deadline (issue 12 writes delisted_at)
    await q('UPDATE sled_opportunity SET delisted_at = $2::timestamptz WHERE opportunity_id = $1::uuid', [open.id, new Date(now.getTime() - 60_000).toISOString()]);
    let r = await runSledStatus(app.db.raw.query, now);
    expect(r.transitions).toEqual([{ from: 'open', to: 'closed', reason: 'delisted', count: 1 }]);
    expect(await state()).toEqual({ status: 'closed', status_reason: 'delisted' });
    expect((await changeLog(now)).map((c) => c.record_id)).toEqual([open.id]);
    // the portal lists it again: delisted_at cleared, the deadline (still ahead) decides
    const relist = new Date(now.getTime() + 15 * 60_000);
    await q('UPDATE sled_opportunity SET delisted_at = NULL WHERE opportunity_id = $1::uuid', [open.id]);
    r = await runSledStatus(app.db.raw.query, relist);
    expect(r.transitions).toEqual([{ from: 'closed', to: 'open', reason: 'deadline_future', count: 1 }]);
    // relisted after its deadline: closed by the deadline, not by the delisting
    const late = new Date(new Date(open.deadline).getTime() + 60_000);
    await q('UPDATE sled_opportunity SET delisted_at = $2::timestamptz WHERE opportunity_id = $1::uuid', [open.id, relist.toISOString()]);
    await runSledStatus(app.db.raw.query, late);
    expect(await state()).toEqual({ status: 'closed', status_reason: 'delisted' });
    await q('UPDATE sled_opportunity SET delisted_at = NULL WHERE opportunity_id = $1::uuid', [open.id]);
    await runSledStatus(app.db.raw.query, late);
    expect(await state()).toEqual({ status: 'closed', status_reason: 'deadline_past' });
    // a terminal word in the portal's status beats delisting and the deadline
    await q("UPDATE sled_opportunity SET delisted_at = $2::timestamptz, source_status = 'Bid Solicitation: Canceled' WHERE opportunity_id = $1::uuid", [open.id, relist.toISOString()]);
    await runSledStatus(app.db.raw.query, now);
    expect(await state()).toEqual({ status: 'cancelled', status_reason: 'source_terminal' });
    // in the raw record's status when the source word says nothing
    await q("UPDATE sled_opportunity SET source_status = 'Under Evaluation' WHERE opportunity_id = $1::uuid", [open.id]);
    await q("INSERT INTO sled_raw (opportunity_id, raw_status, data, captured_at) VALUES ($1::uuid, 'CONTRACT AWARDED', '{}'::jsonb, now()) ON CONFLICT (opportunity_id) DO UPDATE SET raw_status = 'CONTRACT AWARDED'", [open.id]);
    await runSledStatus(app.db.raw.query, now);
    expect(await state()).toEqual({ status: 'awarded', status_reason: 'source_terminal' });
    // words that only look terminal do not count
    for (const word of ['Not Awarded', 'Intent to Award', 'No Award Made', 'Bid Results Posted', 'Open - Cancellation Pending Review Not']) {
      await q('UPDATE sled_opportunity SET source_status = $2, delisted_at = NULL WHERE opportunity_id = $1::uuid', [open.id, word]);
      await q("UPDATE sled_raw SET raw_status = 'Open' WHERE opportunity_id = $1::uuid", [open.id]);
      await runSledStatus(app.db.raw.query, now);
      const want = terminal(word) ? [terminal(word), 'source_terminal'] : ['open', 'deadline_future'];
      expect(Object.values(await state()), word).toEqual(want);
    }
    expect(terminal('Open - Cancellation Pending Review Not')).toBe('cancelled');
  });

  it('documents its terminal vocabulary as one list', () => {
    expect(TERMINAL_WORDS.map((t) => t.status)).toEqual(['awarded', 'cancelled']);
    for (const t of TERMINAL_WORDS) for (const p of t.phrases) expect(terminal(p)).toBe(t.status);
  });

  it.skipIf(!process.env.DATABASE_URL)('skips a run while another instance holds the job lock (PostgreSQL)', async () => {
    const [{ db }] = await q<{ db: string }>('SELECT current_database() AS db');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${db}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('BEGIN');
      expect((await other.query('SELECT pg_try_advisory_xact_lock($1::bigint) AS got', [advisoryLockKey(SLED_STATUS_JOB)])).rows[0].got).toBe(true);
      const before = await rows();
      const r = await runSledStatus(app.db.raw.query, new Date(AS_OF.getTime() + 60 * DAY));
      expect(r).toMatchObject({ locked: false, computed: 0, changed: 0 });
      expect((await rows()).map((x) => x.status_computed_at.getTime())).toEqual(before.map((x) => x.status_computed_at.getTime()));
      await other.query('COMMIT');
      expect((await runSledStatus(app.db.raw.query, AS_OF)).locked).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('runs from the operator CLI at a given time (npm run admin -- jobs:sled-status --at …)', async () => {
    // a fresh embedded database in a temporary directory (the CLI migrates it): the wiring, not the data
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-sled-cli-'));
    const cli = (...args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
        delete env.DATABASE_URL;
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], { cwd: PROJECT_ROOT, env });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    try {
      const ok = await cli('jobs:sled-status', '--at', '2026-11-22T06:00:00Z');
      expect(ok.code, ok.stderr).toBe(0);
      expect(JSON.parse(ok.stdout)).toEqual({ locked: true, now: '2026-11-22T06:00:00.000Z', computed: 0, changed: 0, transitions: [], sample: [] });
      const bad = await cli('jobs:sled-status', '--at', 'someday');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--at must be an ISO date-time/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('scheduler', () => {
  function capture() {
    const lines: any[] = [];
    const dest = new Writable({ write(chunk, _enc, cb) { for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l)); cb(); } });
    return { lines, logger: createLogger('debug', dest) };
  }

  it('runs a job at start and every interval with the clock\'s now, survives failures, and stop() waits for a run in progress', async () => {
    const { lines, logger } = capture();
    const nows: Date[] = [];
    let n = 0;
    let release!: () => void;
    const sched = startScheduler(
      [
        {
          name: 'probe',
          intervalMs: 20,
          run: async (now) => {
            nows.push(now);
            n++;
            if (n === 2) throw new Error('boom');
            if (n === 4) await new Promise<void>((r) => (release = r));
            return n;
          },
          report: (r, log) => log.info({ job: 'probe', r }, 'probe ran'),
        },
        { name: 'off', intervalMs: 0, run: async () => { throw new Error('never'); } },
      ],
      logger,
      () => new Date('2030-01-01T00:00:00Z'),
    );
    expect(sched.jobs).toEqual(['probe']);
    for (let i = 0; i < 100 && n < 4; i++) await new Promise((r) => setTimeout(r, 10));
    expect(n).toBe(4);
    let stopped = false;
    const stopping = sched.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const after = n;
    await new Promise((r) => setTimeout(r, 60));
    expect(n).toBe(after);
    expect(nows.every((d) => d.toISOString() === '2030-01-01T00:00:00.000Z')).toBe(true);
    expect(lines.some((l) => l.msg === 'background job failed' && l.job === 'probe' && l.err.message === 'boom' && l.level === 50)).toBe(true);
    expect(lines.filter((l) => l.msg === 'probe ran').length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.msg === 'background job disabled' && l.job === 'off')).toBe(true);
  });

  it('reads SLED_STATUS_INTERVAL_SECONDS: default fifteen minutes, 0 disables, anything else refused', () => {
    expect(sledStatusIntervalMs({})).toBe(900_000);
    expect(sledStatusIntervalMs({ SLED_STATUS_INTERVAL_SECONDS: '60' })).toBe(60_000);
    expect(sledStatusIntervalMs({ SLED_STATUS_INTERVAL_SECONDS: '0' })).toBe(0);
    for (const bad of ['-5', '1.5', 'soon', '15m']) expect(() => sledStatusIntervalMs({ SLED_STATUS_INTERVAL_SECONDS: bad }), bad).toThrow(/SLED_STATUS_INTERVAL_SECONDS/);
  });

  it('derives one stable 63-bit lock key per job name', () => {
    const k = advisoryLockKey(SLED_STATUS_JOB);
    expect(k).toBe(advisoryLockKey('sled-status'));
    expect(BigInt(k) >= 0n && BigInt(k) < 2n ** 63n).toBe(true);
    expect(advisoryLockKey('other')).not.toBe(k);
  });
});
