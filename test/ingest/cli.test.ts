/**
 * `npm run ingest` (src/ingest/cli.ts): the same service as the HTTP route,
 * run as a process against a fresh embedded database in a temporary
 * DATA_DIR (the CLI migrates it): JSON and JSON-lines files, the cycle's
 * result on stdout, unchanged re-ingest, --snapshot, the per-record report
 * on stderr with exit 1 and nothing written, usage errors with exit 2.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/client.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-ingest-cli-'));
const dataDir = path.join(dir, 'data');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // always the temporary embedded database, never a shared server
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ingest/cli.ts', ...args], { cwd: PROJECT_ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const appeal = (n: number, extra: Record<string, unknown> = {}) => ({
  board: 'asbca',
  docket_numbers: [`ASBCA No. ${63000 + n}`],
  decision_date: '2026-09-01',
  appellant: `CLI Appellant ${n}`,
  url: `https://www.asbca.mil/decisions/2026/${63000 + n}.pdf`,
  listing_year: 2026,
  ...extra,
});
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};

describe('npm run ingest', () => {
  it('ingests files, detects unchanged records, runs snapshots, reports invalid batches', { timeout: 120_000 }, async () => {
    const lines = file('a.jsonl', `${JSON.stringify(appeal(1))}\n${JSON.stringify(appeal(2))}\n`);
    const first = await cli('contract_appeals', lines);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ resource: 'contract_appeals', records: 2, created: 2, modified: 0, unchanged: 0, change_log: { count: 2 } });

    const array = file('b.json', JSON.stringify([appeal(1), appeal(2, { judge: 'Judge CLI' })]));
    const second = await cli('contract_appeals', array);
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ created: 0, modified: 1, unchanged: 1, change_log: { count: 1 } });

    const snap = await cli('contract_appeals', file('c.json', JSON.stringify([appeal(1)])), '--snapshot', 'asbca:2026');
    expect(snap.code, snap.stderr).toBe(0);
    expect(JSON.parse(snap.stdout)).toMatchObject({ mode: 'snapshot', partition: 'asbca:2026', unchanged: 1, transitions: { unlisted: 1 }, change_log: { count: 1 } });

    const bad = await cli('contract_appeals', file('d.json', JSON.stringify([appeal(3), appeal(4, { listed: true, decision_date: '2026-13-01' })])));
    expect(bad.code).toBe(1);
    const report = JSON.parse(bad.stderr);
    expect(report).toMatchObject({ status: 400, code: 'validation_error', error_count: 2 });
    expect(report.errors.map((e: any) => [e.index, e.field]).sort()).toEqual([[1, 'decision_date'], [1, 'listed']]);

    expect((await cli('contract_appeals')).code).toBe(2);
    expect((await cli('contract_appeals', lines, '--bogus')).code).toBe(2);
    const unknown = await cli('nonsense', lines);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toMatchObject({ status: 404, code: 'not_found', error: expect.stringMatching(/^no ingestible resource "nonsense"; ingestible: .*grants/) });
    expect((await cli('contract_appeals', path.join(dir, 'missing.json'))).code).toBe(1);

    const db = await openDatabase({ url: '', dataDir, migrate: false }); // the CLI's embedded database, whatever DATABASE_URL says
    try {
      const rows = await db.raw.query<{ appellant: string; listed: boolean; judge: string | null }>(`SELECT appellant, listed, judge FROM contract_appeal ORDER BY appellant`);
      expect(rows).toEqual([{ appellant: 'CLI Appellant 1', listed: true, judge: null }, { appellant: 'CLI Appellant 2', listed: false, judge: 'Judge CLI' }]);
      const log = await db.raw.query<{ change: string }>(`SELECT change FROM change_log WHERE resource_type = 'contract_appeal' ORDER BY id`);
      expect(log.map((l) => l.change)).toEqual(['created', 'created', 'modified', 'modified']);
      const cycles = await db.raw.query<{ mode: string; created: number; modified: number; unchanged: number }>(`SELECT mode, created, modified, unchanged FROM ingest_cycle ORDER BY id`);
      expect(cycles).toEqual([{ mode: 'upsert', created: 2, modified: 0, unchanged: 0 }, { mode: 'upsert', created: 0, modified: 1, unchanged: 1 }, { mode: 'snapshot', created: 0, modified: 0, unchanged: 1 }]);
    } finally {
      await db.close();
    }
  });
});
