/**
 * A short-lived cache of resolved API keys, so a key is looked up in the
 * database about once per AUTH_CACHE_TTL_MS (default 30 s) per instance
 * instead of on every request, without ever outliving a revocation:
 *
 * - a key's own expiry (expires_at) is checked on every request against the
 *   cached value;
 * - every write that can change what a cached credential holds (a key's
 *   state or expiry, its account's tier, state or organisation) and every
 *   storefront-link change clears the caches of this process synchronously (authChanged(), called by the operator and
 *   account services), so the next request on the instance that made the
 *   change sees it;
 * - the same writes fire a trigger (not bookkeeping such as last_used_at)
 *   that NOTIFYs the PostgreSQL channel
 *   pds_auth_changes; every instance LISTENs on its own connection
 *   (src/db/notify.ts, wired in src/app.ts) and clears
 *   its cache when a notification arrives (milliseconds), which also covers
 *   the CLI and writes from other instances. While that connection is down the
 *   cache is not used at all, so there is never a window longer than the
 *   notification delay.
 * - The embedded PGlite database is single-instance: in-process clearing is
 *   all there is to do.
 *
 * Only successful key lookups are cached (a bad key costs a lookup every
 * time, and the rate limiter throttles guessing). Bearer tokens are not
 * cached: they rotate and are revoked by the OAuth2 flow itself.
 */
import type { Logger } from '../logger.js';
import type { Principal } from './principal.js';

export const AUTH_CACHE_TTL_MS = Number(process.env.AUTH_CACHE_TTL_MS ?? 30_000);
const MAX_ENTRIES = 10_000;
export const AUTH_CHANNEL = 'pds_auth_changes';

export interface CachedKey {
  principal: Principal;
  expiresAt: Date | null;
  cachedAt: number;
}

const caches = new Set<AuthCache>();

export class AuthCache {
  private readonly entries = new Map<string, CachedKey>();
  /** whether invalidations reach this cache (false while the LISTEN connection is down) */
  live: boolean;

  constructor(live: boolean, private readonly ttlMs = AUTH_CACHE_TTL_MS) {
    this.live = live;
    caches.add(this);
  }

  get(digest: string, nowMs: number): CachedKey | undefined {
    if (!this.live || this.ttlMs <= 0) return undefined;
    const e = this.entries.get(digest);
    if (!e) return undefined;
    if (nowMs - e.cachedAt >= this.ttlMs) {
      this.entries.delete(digest);
      return undefined;
    }
    return e;
  }

  set(digest: string, entry: CachedKey): void {
    if (!this.live || this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(digest, entry);
  }

  clear(): void {
    this.entries.clear();
  }

  dispose(): void {
    this.clear();
    caches.delete(this);
  }
}

/** Something authentication reads has changed: clear every cache of this process now. */
export function authChanged(): void {
  for (const c of caches) c.clear();
}
