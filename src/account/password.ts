/**
 * Account passwords.
 *
 * Hash: scrypt (memory-hard, Node's crypto.scrypt on the libuv thread pool,
 * so hashing never blocks the event loop) with N = 2^15, r = 8, p = 1 (32 MiB
 * of memory and about a quarter of a second of one core on this 2-core
 * machine per hash), a 16-byte random salt and a 32-byte result, stored as
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url), the format of
 * src/auth/secrets.ts. A stored hash with weaker parameters (the demo
 * accounts', N = 2^14) still verifies and is rehashed with these on the next
 * successful sign-in.
 *
 * Policy (checked before anything is stored): at least 12 characters (code
 * points, after NFKC normalisation), at most 1024; not one of the 49,000 most
 * common passwords of the list packaged with @zxcvbn-ts/language-common
 * (compared case-insensitively, also with trailing digits and symbols taken
 * off: `baseball2024!!` is `baseball`); not one character repeated; not the
 * account's e-mail address or the part before its `@`. No network is used.
 *
 * Passwords are never logged: no function here logs, and callers log only
 * that a check failed.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createRequire } from 'node:module';

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keylen: 32, saltBytes: 16 } as const;
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
}

/** scrypt's memory need is 128 * N * r bytes; allow it (Node's default cap is 32 MiB). */
const maxmem = (N: number, r: number) => 128 * N * r + 4 * 1024 * 1024;

function normalise(password: string): string {
  return password.normalize('NFKC');
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keylen, saltBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const hash = await scrypt(normalise(password), salt, keylen, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export interface Verified {
  ok: boolean;
  /** the stored hash uses weaker parameters than SCRYPT_PARAMS: store a new one */
  rehash: boolean;
}

/**
 * Check a password against a stored hash in constant time. A malformed stored
 * value, or parameters outside sane bounds, never verify. The work done does
 * not depend on whether the password is right.
 */
export async function verifyPassword(password: string, stored: string): Promise<Verified> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return { ok: false, rehash: false };
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return { ok: false, rehash: false };
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length < 16 || expected.length > 128) return { ok: false, rehash: false };
  const actual = await scrypt(normalise(password), Buffer.from(parts[4], 'base64url'), expected.length, { N, r, p, maxmem: maxmem(N, r) });
  const ok = timingSafeEqual(actual, expected);
  const weaker = N < SCRYPT_PARAMS.N || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
  return { ok, rehash: ok && weaker };
}

let dummy: Promise<string> | undefined;
/** A hash to compare with when the e-mail has no account, so a wrong e-mail costs what a wrong password costs. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}

let common: Set<string> | undefined;

/** The packaged list of common passwords (loaded once, on first use; about 0.1 s). */
export function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

/** Why a password may not be used, or null when it may. */
export function passwordProblem(password: string, email?: string): string | null {
  const pw = normalise(password);
  const length = [...pw].length;
  if (length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}).`;
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = pw.toLowerCase();
  if (/^(.)\1*$/su.test(pw)) return 'A password may not be one character repeated.';
  if (email) {
    const e = email.trim().toLowerCase();
    const local = e.split('@')[0];
    if (lower === e || lower === local) return 'A password may not be your e-mail address.';
  }
  const list = commonPasswords();
  const stripped = lower.replace(/[\d\W_]+$/u, '');
  if (list.has(lower) || (stripped.length >= 4 && list.has(stripped))) return 'This password is one of the most common passwords. Choose another one.';
  return null;
}
