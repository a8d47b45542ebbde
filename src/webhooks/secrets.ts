/**
 * Receiver signing secrets.
 *
 * A secret is generated with the operating system's CSPRNG (32 random bytes,
 * `whsec_` + base64url), returned once by the operation that creates it
 * (registration, rotation) and stored only encrypted: the service must be
 * able to recover it to sign each delivery, so a one-way digest will not do.
 *
 * At rest: AES-256-GCM with a 96-bit random nonce per encryption and the
 * receiver's id as additional authenticated data (a ciphertext copied onto
 * another receiver's row does not decrypt). Stored text:
 * `v1.<key id>.<nonce>.<ciphertext>.<tag>` (base64url parts; the key id is
 * the first 8 hex digits of SHA-256 of the key, so several keys can coexist).
 *
 * Keys: WEBHOOK_SECRET_KEY, a comma-separated key ring of 32-byte keys, each
 * 64 hexadecimal digits or base64 of 32 bytes (`openssl rand -hex 32`). The
 * first key encrypts; every key decrypts (rotate by putting a new key first,
 * rotating or re-registering the receivers, then dropping the old key).
 * Unset: outside production a fixed development key (logged as a warning by
 * the server and the worker); with NODE_ENV=production the service refuses to
 * start. Secrets are never logged.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

interface Key {
  id: string;
  bytes: Buffer;
}

/** The development key: derived from a public string, so it protects nothing; never used in production. */
const DEV_KEY = createHash('sha256').update('procurement-data-service development webhook secret key').digest();

export class SecretKeyError extends Error {}

function keyId(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

function parseKey(text: string, index: number): Buffer {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const b = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b;
  }
  throw new SecretKeyError(`WEBHOOK_SECRET_KEY: key ${index + 1} must be 32 bytes written as 64 hexadecimal digits or in base64 (e.g. the output of \`openssl rand -hex 32\`)`);
}

export interface KeyRing {
  keys: Key[];
  /** true when no key is configured and the development key is used */
  development: boolean;
}

/** The configured key ring; throws (with a message naming the variable) when it is malformed or missing in production. */
export function keyRing(env: NodeJS.ProcessEnv = process.env): KeyRing {
  const raw = env.WEBHOOK_SECRET_KEY?.trim();
  if (!raw) {
    if (env.NODE_ENV === 'production') {
      throw new SecretKeyError('WEBHOOK_SECRET_KEY is required in production: the key that encrypts webhook signing secrets at rest (64 hexadecimal digits; `openssl rand -hex 32`)');
    }
    return { keys: [{ id: keyId(DEV_KEY), bytes: DEV_KEY }], development: true };
  }
  const keys = raw.split(',').map((k, i) => {
    const bytes = parseKey(k, i);
    return { id: keyId(bytes), bytes };
  });
  return { keys, development: false };
}

/** A new signing secret (CSPRNG, 256 bits). */
export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** Encrypt a secret for the receiver `endpointId` with the first key of the ring. */
export function encryptSecret(secret: string, endpointId: string, ring: KeyRing = keyRing()): string {
  const key = ring.keys[0];
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, nonce);
  cipher.setAAD(Buffer.from(endpointId.toLowerCase(), 'utf8'));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', key.id, nonce.toString('base64url'), ct.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** Decrypt a stored secret; throws SecretKeyError when no configured key opens it. */
export function decryptSecret(stored: string, endpointId: string, ring: KeyRing = keyRing()): string {
  const parts = stored.split('.');
  if (parts.length !== 5 || parts[0] !== 'v1') throw new SecretKeyError('stored webhook secret has an unknown format');
  const [, id, nonce, ct, tag] = parts;
  const key = ring.keys.find((k) => k.id === id);
  if (!key) throw new SecretKeyError(`no key of WEBHOOK_SECRET_KEY opens this webhook secret (key id ${id})`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(endpointId.toLowerCase(), 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretKeyError('stored webhook secret does not decrypt (wrong key or altered ciphertext)');
  }
}
