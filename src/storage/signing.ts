/**
 * Signed download URLs for stored documents (presigned-URL style): the
 * token in `/api/ebuy/files/<token>` is the credential, so the file route
 * needs no API key, but a token names exactly one stored attachment and one
 * expiry, and nothing else can be derived from it.
 *
 * Token: `<attachment id>.<expiry, Unix seconds>.<signature>`, where the
 * signature is base64url(HMAC-SHA256(key, "pds-download:v1\n<id>\n<expiry>"))
 * (all 256 bits, 43 characters). Verification recomputes the HMAC with every
 * key of the ring and compares with `crypto.timingSafeEqual`; the expiry is
 * checked only after a signature verifies, so a forged token never learns
 * whether it would have been expired.
 *
 * Key ring: DOWNLOAD_URL_KEYS, comma-separated secrets of at least 32
 * characters; the first signs, every one verifies (rotate by putting a new
 * key first and dropping the old one five minutes later). Unset outside
 * production (NODE_ENV is not `production`): one random key per process, so
 * links work on the instance that issued them until it restarts. Unset in
 * production: downloads are refused (503 downloads_disabled) rather than
 * signed with a key nobody configured. A malformed value stops the service
 * when this module loads.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a download URL stays valid (document 3, Limits). */
export const DOWNLOAD_URL_TTL_SECONDS = 300;
export const MIN_DOWNLOAD_KEY_LENGTH = 32;
const CONTEXT = 'pds-download:v1';
const SIGNATURE_CHARS = 43;

/** Parse DOWNLOAD_URL_KEYS; throws an Error naming the problem. */
export function parseDownloadKeys(raw: string): string[] {
  const keys = raw.split(',').map((k) => k.trim());
  if (keys.length === 0 || keys.some((k) => k.length < MIN_DOWNLOAD_KEY_LENGTH)) {
    throw new Error(`DOWNLOAD_URL_KEYS must be a comma-separated list of secrets of at least ${MIN_DOWNLOAD_KEY_LENGTH} characters each`);
  }
  return keys;
}

type Ring = { keys: Buffer[] } | { disabled: string };

function ringFromEnv(): Ring {
  const raw = process.env.DOWNLOAD_URL_KEYS;
  if (raw && raw.trim() !== '') return { keys: parseDownloadKeys(raw).map((k) => Buffer.from(k, 'utf8')) };
  if (process.env.NODE_ENV === 'production') {
    return { disabled: 'Storefront document downloads are disabled: set DOWNLOAD_URL_KEYS (the signing key of download URLs) to enable them.' };
  }
  return { keys: [randomBytes(32)] };
}

let ring: Ring | null = null;
// a malformed value fails at start, not at the first download
if (process.env.DOWNLOAD_URL_KEYS) ring = ringFromEnv();

function keyRing(): Ring {
  if (!ring) ring = ringFromEnv();
  return ring;
}

/** Replace the key ring (first key signs); null goes back to DOWNLOAD_URL_KEYS. For tests and key rotation. */
export function configureDownloadKeys(keys: string[] | null): void {
  ring = keys === null ? null : { keys: parseDownloadKeys(keys.join(',')).map((k) => Buffer.from(k, 'utf8')) };
}

/** Why downloads cannot be signed (production without a key), or null when they can. */
export function downloadsDisabled(): string | null {
  const r = keyRing();
  return 'disabled' in r ? r.disabled : null;
}

/** The clock of issuing and checking links (ms since the epoch); replaceable in tests. */
let clock: () => number = () => Date.now();
export function setDownloadClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}
export const downloadNow = (): number => clock();

function mac(key: Buffer, attachmentId: number, expires: number): string {
  return createHmac('sha256', key).update(`${CONTEXT}\n${attachmentId}\n${expires}`).digest('base64url');
}

export interface SignedDownload {
  token: string;
  /** expiry, Unix seconds */
  expires: number;
}

/** A token for one attachment, valid DOWNLOAD_URL_TTL_SECONDS from now. */
export function signDownload(attachmentId: number, nowMs = downloadNow()): SignedDownload {
  const r = keyRing();
  if ('disabled' in r) throw new Error(r.disabled);
  if (!Number.isSafeInteger(attachmentId) || attachmentId < 1) throw new Error(`bad attachment id ${attachmentId}`);
  const expires = Math.floor(nowMs / 1000) + DOWNLOAD_URL_TTL_SECONDS;
  return { token: `${attachmentId}.${expires}.${mac(r.keys[0], attachmentId, expires)}`, expires };
}

export type VerifiedDownload =
  | { ok: true; attachmentId: number; expires: number }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'disabled'; expires?: number };

const TOKEN_FORM = /^([1-9][0-9]{0,14})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

/** Check a token: its form, its signature (constant time, every key of the ring), then its expiry. */
export function verifyDownload(token: string, nowMs = downloadNow()): VerifiedDownload {
  const r = keyRing();
  if ('disabled' in r) return { ok: false, reason: 'disabled' };
  const m = TOKEN_FORM.exec(token);
  if (!m) return { ok: false, reason: 'malformed' };
  const attachmentId = Number(m[1]);
  const expires = Number(m[2]);
  if (!Number.isSafeInteger(attachmentId) || !Number.isSafeInteger(expires)) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(m[3], 'utf8');
  let good = false;
  for (const key of r.keys) {
    const want = Buffer.from(mac(key, attachmentId, expires), 'utf8');
    // both are 43 base64url characters; compare every key, so the time does not say which matched
    if (want.length === SIGNATURE_CHARS && given.length === want.length && timingSafeEqual(given, want)) good = true;
  }
  if (!good) return { ok: false, reason: 'forged' };
  if (expires * 1000 <= nowMs) return { ok: false, reason: 'expired', expires };
  return { ok: true, attachmentId, expires };
}
