/**
 * Delivery signatures (document 1, "Delivery signing"), for both sides: the
 * service signs with `signatureHeader`, a receiver checks with
 * `verifySignature`. This module imports nothing but node:crypto, so a
 * receiver can copy it as it is (examples/webhook-receiver/ uses it).
 *
 *   X-Service-Signature: sha256=<hex HMAC-SHA256 of the exact raw body bytes, keyed by the receiver's secret>
 *
 * The key is the secret string exactly as the service returned it (its UTF-8
 * bytes, `whsec_` prefix included). Verify over the raw bytes you received,
 * never over a re-serialised JSON value, then treat `delivery_id` as the
 * idempotency key: a delivery can arrive more than once (at-least-once).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Service-Signature';

const PREFIX = 'sha256=';
const HEX_DIGEST = /^[0-9a-fA-F]{64}$/;

function bytesOf(body: string | Uint8Array): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** The value of X-Service-Signature for `body` under `secret`: `sha256=<64 lower-case hex digits>`. */
export function signatureHeader(body: string | Uint8Array, secret: string): string {
  return PREFIX + createHmac('sha256', secret).update(bytesOf(body)).digest('hex');
}

/**
 * Whether `header` (the X-Service-Signature value as received) is the
 * signature of `rawBody` under `secret`. A missing, empty or malformed header
 * (no `sha256=` prefix, not exactly 64 hexadecimal digits), or an empty secret,
 * is false; the digests are compared in constant time.
 */
export function verifySignature(rawBody: string | Uint8Array, header: string | null | undefined, secret: string): boolean {
  if (typeof header !== 'string' || typeof secret !== 'string' || secret === '') return false;
  const value = header.trim();
  if (!value.startsWith(PREFIX)) return false;
  const hex = value.slice(PREFIX.length);
  if (!HEX_DIGEST.test(hex)) return false;
  const given = Buffer.from(hex, 'hex');
  const expected = createHmac('sha256', secret).update(bytesOf(rawBody)).digest();
  // both are 32 bytes here (the pattern above), so timingSafeEqual cannot throw
  return given.length === expected.length && timingSafeEqual(given, expected);
}
