/**
 * Who is calling: resolves the credentials of a request to a Principal.
 *
 * - `X-API-KEY: <key>` looks the key up by its SHA-256 (unique index) and
 *   re-checks the digest in constant time. Unknown -> 'Invalid API key.';
 *   deactivated, revoked or belonging to a deactivated account -> 'API key is
 *   inactive.'; past expires_at -> 'API key has expired.'. The messages only
 *   describe the presented key, never other keys or accounts.
 * - `Authorization: Bearer <token>` looks the OAuth2 access token up by its
 *   SHA-256; unknown, revoked, expired or of a deactivated account -> 'Invalid
 *   or expired token.'.
 * - Both headers at once, or an Authorization scheme other than Bearer, are
 *   refused (401) rather than guessed at.
 * - No credentials: principal null and no error; endpoints decide whether
 *   authentication is required (requireAuth in src/http/auth.ts).
 *
 * Resolved keys may be cached for a short while (./cache.ts: never beyond a
 * revocation, a deactivation, an expiry or a tier change).
 *
 * last_used_at of a key is written at most once per minute per key (the
 * stored value is checked first, and an in-process map suppresses concurrent
 * duplicates), never on every request.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Tier } from '../engine/shape/validate.js';
import { hashToken, safeEqual } from './secrets.js';
import type { AuthCache } from './cache.js';

export interface Principal {
  accountId: string;
  tier: Tier;
  via: 'api_key' | 'oauth';
  /** API key id (via api_key) */
  keyId?: string;
  /** public display prefix of the key (safe to log; absent when the stored prefix is the whole key) */
  keyPrefix?: string;
  /** OAuth token row id (via oauth) */
  tokenId?: string;
  /** OAuth client id (via oauth; public, safe to log) */
  clientId?: string;
  customerOrganizationId: string | null;
}

export interface AuthFailure {
  status: 401;
  body: { detail: string };
  /** value for a WWW-Authenticate response header (AUTH_CHALLENGE, or the bearer challenge with its error) */
  challenge: string;
}

export interface PrincipalResult {
  principal: Principal | null;
  error?: AuthFailure;
}

export const AUTH_MESSAGES = {
  // the documented 401 body is {detail}; the text says how to authenticate (and WWW-Authenticate says it too: AUTH_CHALLENGE)
  missing: 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.',
  invalidKey: 'Invalid API key.',
  expiredKey: 'API key has expired.',
  inactiveKey: 'API key is inactive.',
  badToken: 'Invalid or expired token.',
  both: 'Send either an X-API-KEY header or an Authorization: Bearer token, not both.',
  scheme: 'Unsupported Authorization scheme: send X-API-KEY: <key> or Authorization: Bearer <token>.',
} as const;

/**
 * WWW-Authenticate of every 401 on /api/ and /graphql (RFC 9110 11.6.1: two
 * challenges, comma-separated): an OAuth2 bearer token (RFC 6750) or an API
 * key in the X-API-KEY header. A refused bearer token adds
 * error="invalid_token" to its challenge (RFC 6750 3.1).
 */
export const AUTH_REALM = 'procurement-data-service';
export const AUTH_CHALLENGE = `Bearer realm="${AUTH_REALM}", ApiKey realm="${AUTH_REALM}", header="X-API-KEY"`;
const INVALID_TOKEN_CHALLENGE = `Bearer realm="${AUTH_REALM}", error="invalid_token", ApiKey realm="${AUTH_REALM}", header="X-API-KEY"`;

/** Longest credential we bother to hash; anything longer is invalid. */
const MAX_CREDENTIAL_LENGTH = 512;
export const LAST_USED_INTERVAL_MS = 60_000;

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const rec = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(rec).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : rec[key];
  return Array.isArray(v) ? v[0] : v;
}

const fail = (detail: string, challenge: string = AUTH_CHALLENGE): PrincipalResult => ({
  principal: null,
  error: { status: 401, body: { detail }, challenge },
});

/** keyId -> last time this process wrote (or decided not to write) last_used_at */
const lastUsedWrites = new Map<string, number>();

function touchKey(prisma: PrismaClient, keyId: string, stored: Date | null, now: Date): void {
  const nowMs = now.getTime();
  if (stored && nowMs - stored.getTime() < LAST_USED_INTERVAL_MS) return;
  const mine = lastUsedWrites.get(keyId);
  if (mine !== undefined && nowMs - mine < LAST_USED_INTERVAL_MS) return;
  if (lastUsedWrites.size > 10_000) lastUsedWrites.clear();
  lastUsedWrites.set(keyId, nowMs);
  const threshold = new Date(nowMs - LAST_USED_INTERVAL_MS);
  // conditional update: several processes still write at most about once a minute
  prisma.apiKey
    .updateMany({ where: { id: keyId, OR: [{ last_used_at: null }, { last_used_at: { lt: threshold } }] }, data: { last_used_at: now } })
    .catch(() => {
      // best effort: a failed bookkeeping write never fails the request
    });
}

/** For tests: forget which keys were touched recently. */
export function resetLastUsedCache(): void {
  lastUsedWrites.clear();
}

async function resolveKey(prisma: PrismaClient, key: string, now: Date, cache?: AuthCache): Promise<PrincipalResult> {
  if (key.length > MAX_CREDENTIAL_LENGTH) return fail(AUTH_MESSAGES.invalidKey);
  const digest = hashToken(key);
  const hit = cache?.get(digest, now.getTime());
  if (hit) {
    if (hit.expiresAt && hit.expiresAt.getTime() <= now.getTime()) return fail(AUTH_MESSAGES.expiredKey);
    // the stored last_used_at may have moved since: let the per-process map and the conditional update decide
    touchKey(prisma, hit.principal.keyId!, null, now);
    return { principal: hit.principal };
  }
  const row = await prisma.apiKey.findUnique({
    where: { key_hash: digest },
    select: {
      id: true,
      prefix: true,
      key_hash: true,
      is_active: true,
      revoked_at: true,
      expires_at: true,
      last_used_at: true,
      account: { select: { id: true, tier: true, is_active: true, customer_organization_id: true } },
    },
  });
  if (!row || !safeEqual(row.key_hash, digest)) return fail(AUTH_MESSAGES.invalidKey);
  if (!row.is_active || row.revoked_at || !row.account.is_active) return fail(AUTH_MESSAGES.inactiveKey);
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return fail(AUTH_MESSAGES.expiredKey);
  touchKey(prisma, row.id, row.last_used_at, now);
  const principal: Principal = {
    accountId: row.account.id,
    tier: row.account.tier as Tier,
    via: 'api_key',
    keyId: row.id,
    // a stored prefix that is the whole key (legacy demo keys) is never passed on
    ...(row.prefix.length < key.length ? { keyPrefix: row.prefix } : {}),
    customerOrganizationId: row.account.customer_organization_id,
  };
  cache?.set(digest, { principal, expiresAt: row.expires_at, cachedAt: now.getTime() });
  return { principal };
}

async function resolveBearer(prisma: PrismaClient, token: string, now: Date): Promise<PrincipalResult> {
  const challenge = INVALID_TOKEN_CHALLENGE;
  if (!token || token.length > MAX_CREDENTIAL_LENGTH) return fail(AUTH_MESSAGES.badToken, challenge);
  const digest = hashToken(token);
  const row = await prisma.oAuthToken.findUnique({
    where: { access_token_hash: digest },
    select: {
      id: true,
      access_token_hash: true,
      client_id: true,
      revoked_at: true,
      access_token_expires_at: true,
      account: { select: { id: true, tier: true, is_active: true, customer_organization_id: true } },
    },
  });
  if (
    !row ||
    !safeEqual(row.access_token_hash, digest) ||
    row.revoked_at ||
    row.access_token_expires_at.getTime() <= now.getTime() ||
    !row.account.is_active
  ) {
    return fail(AUTH_MESSAGES.badToken, challenge);
  }
  return {
    principal: {
      accountId: row.account.id,
      tier: row.account.tier as Tier,
      via: 'oauth',
      tokenId: row.id,
      clientId: row.client_id,
      customerOrganizationId: row.account.customer_organization_id,
    },
  };
}

/**
 * Resolve the caller. No credentials -> {principal: null}. Present but bad
 * credentials -> {principal: null, error: {status: 401, body: {detail}}}.
 */
export async function resolvePrincipal(prisma: PrismaClient, headers: HeaderSource, now: Date = new Date(), cache?: AuthCache): Promise<PrincipalResult> {
  const key = header(headers, 'x-api-key')?.trim();
  const authorization = header(headers, 'authorization')?.trim();
  const hasKey = !!key;
  const hasAuth = !!authorization;
  if (hasKey && hasAuth) return fail(AUTH_MESSAGES.both);
  if (hasKey) return resolveKey(prisma, key, now, cache);
  if (hasAuth) {
    const m = /^Bearer(?:\s+(.*))?$/i.exec(authorization);
    if (!m) return fail(AUTH_MESSAGES.scheme);
    return resolveBearer(prisma, (m[1] ?? '').trim(), now);
  }
  return { principal: null };
}
