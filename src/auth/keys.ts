/**
 * Generated credentials.
 *
 * API keys look like `pds_live_` followed by 32 random base62 characters
 * (about 190 bits). The fixed, distinctive prefix lets secret scanners
 * (GitHub secret scanning, gitleaks, trufflehog) recognise a leaked key:
 * the pattern is `pds_live_[0-9A-Za-z]{32}`. Only the SHA-256 of a key is
 * stored; `prefix` (the first 12 characters, e.g. `pds_live_a1B`) is kept
 * in clear so people can tell their keys apart.
 *
 * OAuth2 client ids are `pds_client_` + 24 base62 characters (public);
 * client secrets are `pds_secret_` + 40 base62 characters, stored as SHA-256.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from './secrets.js';

export const API_KEY_PREFIX = 'pds_live_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_DISPLAY_LENGTH = 12;
export const API_KEY_PATTERN = /^pds_live_[0-9A-Za-z]{32}$/;
export const CLIENT_ID_PREFIX = 'pds_client_';
export const CLIENT_SECRET_PREFIX = 'pds_secret_';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` uniformly random base62 characters (rejection sampling: no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = randomBytes(length * 2);
    for (const b of bytes) {
      if (b < 248) out += BASE62[b % 62]; // 248 = 62 * 4
      if (out.length === length) break;
    }
  }
  return out;
}

export interface GeneratedKey {
  /** the full key: shown once, never stored */
  key: string;
  /** first 12 characters, stored for display */
  prefix: string;
  /** SHA-256 hex, stored */
  hash: string;
}

export function generateApiKey(): GeneratedKey {
  const key = API_KEY_PREFIX + randomBase62(API_KEY_RANDOM_LENGTH);
  return { key, prefix: key.slice(0, API_KEY_DISPLAY_LENGTH), hash: hashToken(key) };
}

export function generateClientCredentials(): { clientId: string; clientSecret: string; secretHash: string } {
  const clientId = CLIENT_ID_PREFIX + randomBase62(24);
  const clientSecret = CLIENT_SECRET_PREFIX + randomBase62(40);
  return { clientId, clientSecret, secretHash: hashToken(clientSecret) };
}
