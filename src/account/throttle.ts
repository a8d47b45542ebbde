/**
 * Throttling of sign-in, sign-up, password-reset and mail-sending forms, in
 * the rate-limit counter store of the app (src/http/ratelimit/store.ts: one
 * rate-limiter-flexible limiter per window on PostgreSQL, Redis or memory, so
 * several instances share the counts). The counters use the store's `field`
 * window under keys starting with `account:`; e-mail addresses are keyed by
 * their SHA-256, so the store never holds one in clear.
 *
 * An attempt is counted before the work is done (one atomic increment per
 * subject): a subject over its limit is refused for the rest of its window
 * without doing the work (no password is checked, no e-mail sent), so a
 * refused attempt cannot confirm a guess, and concurrent attempts cannot slip
 * past the limit. Sign-ins count failures only: a successful one is given
 * back. Whether an e-mail address has an account plays no part: the answer
 * is the same.
 */
import { createHash } from 'node:crypto';
import type { CounterStore } from '../http/ratelimit/store.js';
import type { ThrottleRule } from './config.js';

export interface ThrottleSubject {
  key: string;
  rule: ThrottleRule;
}

export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex').slice(0, 32);

export class Throttle {
  constructor(private readonly store: CounterStore) {}

  /**
   * Count one attempt against every subject, atomically in the store: 0 when
   * it may go ahead, else the seconds to wait (the refused attempt is given
   * back: it uses nothing). Of N concurrent attempts at most `limit` go ahead.
   */
  async take(subjects: ThrottleSubject[]): Promise<number> {
    const counts = await Promise.all(subjects.map((s) => this.store.add('field', `account:${s.key}`, 1, s.rule.window)));
    let wait = 0;
    counts.forEach((c, i) => {
      if (c.consumed > subjects[i].rule.limit) wait = Math.max(wait, Math.max(1, Math.ceil(c.msBeforeNext / 1000)));
    });
    if (wait) await this.giveBack(subjects);
    return wait;
  }

  /** Undo a taken attempt (a sign-in that succeeded is not a failure). */
  async giveBack(subjects: ThrottleSubject[]): Promise<void> {
    await Promise.all(subjects.map((s) => this.store.add('field', `account:${s.key}`, -1, s.rule.window))).catch(() => undefined);
  }
}
