/**
 * The state and local status job (document 3, "State and local solicitation
 * status"): `status` is a stored value, recomputed every fifteen minutes
 * whether or not the feed changed, by ONE SQL statement that
 *
 * 1. takes the job's transaction-scoped advisory lock
 *    (`pg_try_advisory_xact_lock`): when another instance holds it, nothing
 *    is read or written and the run reports `locked: false`;
 * 2. derives every solicitation's status and status_reason by the documented
 *    precedence, the portal's terminal word beating delisting, delisting
 *    beating the deadline:
 *      - a terminal word (TERMINAL_WORDS) in source_status, else in the raw
 *        record's status (sled_raw.raw_status): awarded or cancelled, reason
 *        source_terminal;
 *      - delisted_at set (a complete crawl found it gone): closed, delisted;
 *      - no deadline: unknown, no_deadline;
 *      - deadline after `now`: open, deadline_future;
 *      - otherwise (deadline at or before `now`): closed, deadline_past.
 *    A relisted solicitation (ingestion clears delisted_at) therefore derives
 *    from its deadline again, with no rule of its own;
 * 3. writes status, status_reason and status_computed_at = `now` on the rows
 *    whose status or reason changed, bumps their `modified` (to `now`, never
 *    backwards) and appends a change_log row each (resource_type
 *    'sled_opportunity', change 'modified'), which alerts of type
 *    sled_opportunity read (issue 12);
 * 4. stamps the run in `sled_status_run` (one row per job). Every row's
 *    status was computed at that time, so the served `status_computed_at` is
 *    the later of the row's own stamp and the run's (STATUS_COMPUTED_AT_SQL).
 *    Rows that did not change are not rewritten: a run over 120,000
 *    solicitations where nothing moved writes one row, and it does not touch
 *    a data table, so it does not clear the instances' count caches.
 *
 * A read-only preview counts the changes first; only when some row changes
 * does the writing statement (with its advisory lock) run, because a
 * statement that writes sled_opportunity notifies a data change even when it
 * matches no row.
 *
 * `now` is a parameter (the controllable clock of the tests and of
 * `npm run admin -- jobs:sled-status --at …`). The scheduler
 * (src/jobs/scheduler.ts) runs it from src/main.ts.
 */
import type { Logger } from '../logger.js';
import { advisoryLockKey, type JobQuery } from './scheduler.js';

/** The job's name (scheduler, logs, advisory lock). */
export const SLED_STATUS_JOB = 'sled-status';

/** Documented refresh period (document 3, Limits): every fifteen minutes. */
export const SLED_STATUS_DEFAULT_INTERVAL_SECONDS = 900;

/**
 * The terminal-word vocabulary: the portal words that end a solicitation,
 * by the status they give. A word counts when one of these phrases appears
 * in source_status (else in the raw record's status) as whole words, in any
 * case, with any punctuation between words ("Bid Solicitation: Awarded",
 * "AWARDED", "Contract Awarded", "Canceled"), unless preceded by "not", "no"
 * or "never" ("Not Awarded" is not terminal). When both an awarded and a
 * cancelled phrase appear, awarded wins (the list is read in order).
 * Everything else ("Open", "Closed", "Under Evaluation", "Bids Opened",
 * "Intent to Award", "Bid Results Posted", …) is not terminal: the deadline
 * and delisting decide.
 */
export const TERMINAL_WORDS: readonly { status: 'awarded' | 'cancelled'; phrases: readonly string[] }[] = [
  { status: 'awarded', phrases: ['awarded', 'award posted', 'award made', 'contract awarded', 'award complete', 'award completed'] },
  { status: 'cancelled', phrases: ['cancelled', 'canceled', 'cancellation', 'rescinded'] },
];

/** Words that negate a following terminal phrase. */
export const NEGATIONS: readonly string[] = ['not', 'no', 'never'];

for (const w of [...TERMINAL_WORDS.flatMap((t) => t.phrases), ...NEGATIONS]) {
  // inlined into the SQL below: lower-case words separated by single spaces, nothing else
  if (!/^[a-z]+( [a-z]+)*$/.test(w)) throw new Error(`terminal word ${JSON.stringify(w)} must be lower-case words`);
}

/** SQL: the terminal status ('awarded', 'cancelled') a portal text expression carries, else NULL. */
export function terminalStatusSql(expr: string): string {
  // ' word word ': lower case, every run of non-letters one space, padded, so phrases match whole words
  const norm = `(' ' || regexp_replace(lower(coalesce(${expr}, '')), '[^a-z]+', ' ', 'g') || ' ')`;
  const negations = NEGATIONS.join('|');
  const whens = TERMINAL_WORDS.map((t) => {
    const alt = t.phrases.join('|');
    return `WHEN ${norm} ~ ' (${alt}) ' AND ${norm} !~ ' (${negations}) (${alt}) ' THEN '${t.status}'`;
  });
  return `(CASE ${whens.join(' ')} END)`;
}

/** What one run did. */
export interface SledStatusResult {
  /** false: another instance held the job's lock, nothing was read or written */
  locked: boolean;
  /** the `now` the statuses were computed for */
  now: string;
  /** rows recomputed (every solicitation) */
  computed: number;
  /** rows whose status or reason changed (each bumped `modified` and got a change_log row) */
  changed: number;
  /** the changes by (from status, to status, reason), largest first */
  transitions: { from: string; to: string; reason: string; count: number }[];
  /** up to 50 of the changed solicitations */
  sample: { opportunity_id: string; from: string; to: string; reason: string }[];
}

/** The served status_computed_at of a solicitation row `t`: its own stamp or the job's last run, whichever is later. */
export const STATUS_COMPUTED_AT_SQL = (t: string) =>
  `greatest(${t}.status_computed_at, (SELECT r.computed_at FROM sled_status_run r WHERE r.job = '${SLED_STATUS_JOB}'))`;

/** The derivation CTEs (derived, next); `guard` restricts the rows read (the lock). */
const derivation = (guard: string) => `
derived AS (
  SELECT o.opportunity_id, o.status AS old_status, o.status_reason AS old_reason,
         coalesce(${terminalStatusSql('o.source_status')}, ${terminalStatusSql('r.raw_status')}) AS terminal,
         o.delisted_at, o.response_deadline
  FROM sled_opportunity o
  LEFT JOIN sled_raw r ON r.opportunity_id = o.opportunity_id
  WHERE ${guard}
),`;

/** The next status and reason of every derived row (the documented precedence); $2 `now`. */
const NEXT_SQL = `
next AS (
  SELECT d.opportunity_id, d.old_status, d.old_reason,
    CASE WHEN d.terminal IS NOT NULL THEN d.terminal
         WHEN d.delisted_at IS NOT NULL THEN 'closed'
         WHEN d.response_deadline IS NULL THEN 'unknown'
         WHEN d.response_deadline > $2::timestamptz THEN 'open'
         ELSE 'closed' END AS status,
    CASE WHEN d.terminal IS NOT NULL THEN 'source_terminal'
         WHEN d.delisted_at IS NOT NULL THEN 'delisted'
         WHEN d.response_deadline IS NULL THEN 'no_deadline'
         WHEN d.response_deadline > $2::timestamptz THEN 'deadline_future'
         ELSE 'deadline_past' END AS reason
  FROM derived d
)`;

/** The run's stamp, written only under the lock; $1 the lock key, $2 `now`. */
const STAMP = `stamp AS (
  INSERT INTO sled_status_run (job, computed_at)
  SELECT '${SLED_STATUS_JOB}', $2::timestamptz WHERE (SELECT got FROM lock)
  ON CONFLICT (job) DO UPDATE SET computed_at = greatest(sled_status_run.computed_at, EXCLUDED.computed_at)
  RETURNING job
)`;

/** Read-only: how many rows the job would evaluate and change at $1 = `now`. */
export const SLED_STATUS_PREVIEW_SQL = `
WITH ${derivation('true')}${NEXT_SQL},
n2 AS (SELECT (n.status IS DISTINCT FROM n.old_status OR n.reason IS DISTINCT FROM n.old_reason) AS changed FROM next n)
SELECT count(*)::int AS computed, (count(*) FILTER (WHERE changed))::int AS changed FROM n2`.replaceAll('$2::timestamptz', '$1::timestamptz');

/** A run where nothing changes: the stamp alone; $1 the lock key, $2 `now`. */
export const SLED_STATUS_STAMP_SQL = `
WITH lock AS MATERIALIZED (SELECT pg_try_advisory_xact_lock($1::bigint) AS got),
${STAMP}
SELECT (SELECT got FROM lock) AS locked, (SELECT count(*)::int FROM stamp) AS stamped`;

/** The writing statement; $1 the lock key, $2 `now`. */
export const SLED_STATUS_SQL = `
WITH lock AS MATERIALIZED (SELECT pg_try_advisory_xact_lock($1::bigint) AS got),
${derivation('(SELECT got FROM lock)')}${NEXT_SQL},
updated AS (
  UPDATE sled_opportunity o
  SET status = n.status,
      status_reason = n.reason,
      status_computed_at = $2::timestamptz,
      modified = greatest(o.modified, $2::timestamptz)
  FROM next n
  WHERE o.opportunity_id = n.opportunity_id
    AND (n.status IS DISTINCT FROM n.old_status OR n.reason IS DISTINCT FROM n.old_reason)
  RETURNING o.opportunity_id, n.old_status, n.status, n.reason, true AS changed
),
${STAMP},
logged AS (
  INSERT INTO change_log (resource_type, record_id, change, changed_at)
  SELECT 'sled_opportunity', u.opportunity_id::text, 'modified', $2::timestamptz
  FROM updated u WHERE u.changed
  ORDER BY u.opportunity_id
  RETURNING record_id
)
SELECT (SELECT got FROM lock) AS locked,
       (SELECT count(*)::int FROM stamp) AS stamped,
       (SELECT count(*)::int FROM logged) AS changed,
       (SELECT coalesce(json_agg(json_build_object('from', s.old_status, 'to', s.status, 'reason', s.reason, 'count', s.n) ORDER BY s.n DESC, s.old_status, s.status, s.reason), '[]'::json)
          FROM (SELECT u.old_status, u.status, u.reason, count(*)::int AS n FROM updated u WHERE u.changed GROUP BY 1, 2, 3) s)::text AS transitions,
       (SELECT coalesce(json_agg(json_build_object('opportunity_id', s.opportunity_id, 'from', s.old_status, 'to', s.status, 'reason', s.reason) ORDER BY s.opportunity_id), '[]'::json)
          FROM (SELECT u.* FROM updated u WHERE u.changed ORDER BY u.opportunity_id LIMIT 50) s)::text AS sample`;

interface Row {
  locked: boolean;
  changed: number;
  transitions: string;
  sample: string;
}

/** Recompute every solicitation's status for `now` (a read-only preview, then one writing statement; see above). */
export async function runSledStatus(query: JobQuery, now: Date = new Date()): Promise<SledStatusResult> {
  if (Number.isNaN(now.getTime())) throw new Error('the status job needs a valid time');
  const at = now.toISOString();
  const key = advisoryLockKey(SLED_STATUS_JOB);
  const [preview] = await query<{ computed: number; changed: number }>(SLED_STATUS_PREVIEW_SQL, [at]);
  if (Number(preview.changed) === 0) {
    const [stamp] = await query<{ locked: boolean }>(SLED_STATUS_STAMP_SQL, [key, at]);
    const locked = stamp.locked === true;
    return { locked, now: at, computed: locked ? Number(preview.computed) : 0, changed: 0, transitions: [], sample: [] };
  }
  const [r] = await query<Row>(SLED_STATUS_SQL, [key, at]);
  const locked = r.locked === true;
  return {
    locked,
    now: at,
    computed: locked ? Number(preview.computed) : 0,
    changed: Number(r.changed ?? 0),
    transitions: JSON.parse(r.transitions ?? '[]') as SledStatusResult['transitions'],
    sample: JSON.parse(r.sample ?? '[]') as SledStatusResult['sample'],
  };
}

/** SLED_STATUS_INTERVAL_SECONDS: the period in milliseconds (default 900 s); 0 disables the job. */
export function sledStatusIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SLED_STATUS_INTERVAL_SECONDS;
  if (raw === undefined || raw.trim() === '') return SLED_STATUS_DEFAULT_INTERVAL_SECONDS * 1000;
  if (!/^\d{1,7}$/.test(raw.trim())) throw new Error(`SLED_STATUS_INTERVAL_SECONDS must be a whole number of seconds (0 disables the job), got ${JSON.stringify(raw)}`);
  return Number(raw.trim()) * 1000;
}

/** The log line of one run: what changed at info level, quiet runs at debug. */
export function logSledStatus(logger: Logger, r: SledStatusResult): void {
  if (!r.locked) logger.debug({ job: SLED_STATUS_JOB, now: r.now }, 'sled status: another instance holds the job lock; skipped');
  else if (r.changed > 0) logger.info({ job: SLED_STATUS_JOB, now: r.now, computed: r.computed, changed: r.changed, transitions: r.transitions, sample: r.sample.slice(0, 10) }, 'sled status recomputed: statuses changed');
  else logger.debug({ job: SLED_STATUS_JOB, now: r.now, computed: r.computed, changed: 0 }, 'sled status recomputed: no change');
}
