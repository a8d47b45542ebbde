/**
 * The operator token comparison is constant-time: both sides are reduced to
 * SHA-256 digests of equal length and compared with crypto.timingSafeEqual,
 * whatever the presented token's length or content.
 */
import { describe, expect, it, vi } from 'vitest';

const calls: [string, string][] = [];
const timingCalls: number[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      timingCalls.push(a.byteLength);
      return actual.timingSafeEqual(a, b);
    },
  };
});
vi.mock('../../src/auth/secrets.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/auth/secrets.js')>();
  return {
    ...actual,
    safeEqual: (a: string, b: string) => {
      calls.push([a, b]);
      return actual.safeEqual(a, b);
    },
  };
});

const { checkAdminToken } = await import('../../src/admin/http.js');
const { hashToken } = await import('../../src/auth/secrets.js');

const TOKEN = 'operator-token-0123456789';

describe('checkAdminToken', () => {
  it('compares equal-length digests with timingSafeEqual for every presented token', () => {
    for (const presented of ['', 'x', TOKEN.slice(0, -1), TOKEN + 'extra', 'y'.repeat(10_000), TOKEN]) {
      calls.length = 0;
      timingCalls.length = 0;
      const result = checkAdminToken(TOKEN, `Bearer ${presented}`);
      if (presented === '') {
        expect(result?.status).toBe(401); // "Bearer " with nothing: not provided
        continue;
      }
      expect(calls).toEqual([[hashToken(presented), hashToken(TOKEN)]]);
      expect(calls[0][0]).toHaveLength(64);
      expect(timingCalls).toEqual([64]);
      expect(result === null).toBe(presented === TOKEN);
    }
  });

  it('disabled without a token or with a short one; 401 without Bearer', () => {
    expect(checkAdminToken(undefined, `Bearer ${TOKEN}`)?.status).toBe(503);
    expect(checkAdminToken('', `Bearer ${TOKEN}`)?.status).toBe(503);
    expect(checkAdminToken('short-token', 'Bearer short-token')?.status).toBe(503);
    expect(checkAdminToken(TOKEN, undefined)).toEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    expect(checkAdminToken(TOKEN, `Basic ${TOKEN}`)?.status).toBe(401);
    expect(checkAdminToken(TOKEN, `bearer ${TOKEN}`)).toBeNull();
  });
});
