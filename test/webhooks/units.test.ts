/**
 * The pieces of webhook delivery on their own: the receiver-side signature
 * check (every malformed header), secret encryption and its key ring (and the
 * refusal to run in production without a key), the URL policy with a
 * substituted DNS (names resolving to private addresses, rebinding), the
 * retry schedule, the configuration's validation, the excerpt cut and the
 * SSRF-safe client against a loopback server (a name that resolves to
 * 127.0.0.1 refused at connection time).
 */
import { createHmac } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature, SIGNATURE_HEADER } from '../../src/webhooks/verify.js';
import { decryptSecret, encryptSecret, generateSecret, keyRing } from '../../src/webhooks/secrets.js';
import { addressProblem, checkReceiverUrl } from '../../src/webhooks/url-policy.js';
import { retryDelayMs } from '../../src/webhooks/outbox.js';
import { webhookConfig } from '../../src/webhooks/config.js';
import { excerpt, postDelivery } from '../../src/webhooks/http-client.js';
import { startReceiver, status, type TestReceiver } from './helpers.js';

describe('verifySignature (receiver side)', () => {
  const secret = 'whsec_test-secret';
  const body = '{"timestamp":"2026-01-15T14:30:00.000Z","delivery_id":"d","events":[]}';
  // computed here independently of the module
  const good = 'sha256=' + createHmac('sha256', secret).update(Buffer.from(body, 'utf8')).digest('hex');

  it('accepts the HMAC-SHA256 of the exact bytes, as string or bytes', () => {
    expect(signatureHeader(body, secret)).toBe(good);
    expect(SIGNATURE_HEADER).toBe('X-Service-Signature');
    expect(verifySignature(body, good, secret)).toBe(true);
    expect(verifySignature(Buffer.from(body), good, secret)).toBe(true);
    expect(verifySignature(new Uint8Array(Buffer.from(body)), good, secret)).toBe(true);
    expect(verifySignature(body, `  ${good} `, secret)).toBe(true);
    expect(verifySignature(body, 'sha256=' + good.slice(7).toUpperCase(), secret)).toBe(true);
    // non-ASCII bytes: the UTF-8 encoding is what is signed
    const text = '{"name":"Société Générale — ü"}';
    expect(verifySignature(Buffer.from(text, 'utf8'), signatureHeader(text, secret), secret)).toBe(true);
  });

  it('refuses tampered bodies, other secrets and every malformed header', () => {
    expect(verifySignature(body + ' ', good, secret)).toBe(false);
    expect(verifySignature(JSON.stringify(JSON.parse(body), null, 1), good, secret)).toBe(false);
    expect(verifySignature(body.replace('"d"', '"e"'), good, secret)).toBe(false);
    expect(verifySignature(body, good, secret + 'x')).toBe(false);
    expect(verifySignature(body, good, '')).toBe(false);
    const flipped = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    for (const header of [undefined, null, '', ' ', 'sha256=', good.slice(7), `sha1=${good.slice(7)}`, `SHA256=${good.slice(7)}`, `${good}00`, good.slice(0, -2), flipped, `sha256=${'z'.repeat(64)}`, `sha256=${good.slice(7, 39)}`, `sha256= ${good.slice(7)}`, `${good},${good}`]) {
      expect(verifySignature(body, header as string | undefined, secret), String(header)).toBe(false);
    }
  });
});

describe('secrets at rest', () => {
  const id = '3f0c6a52-8a39-4a8e-9b7a-2f1d3c4b5a69';

  it('generates 256-bit secrets and round-trips them through AES-256-GCM bound to the receiver id', () => {
    const a = generateSecret();
    const b = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    const c1 = encryptSecret(a, id);
    const c2 = encryptSecret(a, id);
    expect(c1).not.toBe(c2); // a fresh nonce each time
    expect(decryptSecret(c1, id)).toBe(a);
    expect(decryptSecret(c1, id.toUpperCase())).toBe(a);
    expect(() => decryptSecret(c1, '00000000-0000-4000-8000-000000000000')).toThrow(/does not decrypt/);
    const parts = c1.split('.');
    const ct = Buffer.from(parts[3], 'base64url');
    ct[0] ^= 1;
    const tampered = [...parts.slice(0, 3), ct.toString('base64url'), parts[4]].join('.');
    expect(() => decryptSecret(tampered, id)).toThrow(/does not decrypt/);
    expect(() => decryptSecret('plain', id)).toThrow(/unknown format/);
  });

  it('uses WEBHOOK_SECRET_KEY as a key ring: the first key encrypts, every key decrypts', () => {
    const k1 = 'a'.repeat(64);
    const k2 = Buffer.alloc(32, 7).toString('base64');
    const old = keyRing({ WEBHOOK_SECRET_KEY: k1 });
    expect(old.development).toBe(false);
    const stored = encryptSecret('whsec_x', id, old);
    const rotated = keyRing({ WEBHOOK_SECRET_KEY: `${k2}, ${k1}` });
    expect(decryptSecret(stored, id, rotated)).toBe('whsec_x');
    expect(encryptSecret('whsec_y', id, rotated).split('.')[1]).toBe(rotated.keys[0].id);
    expect(() => decryptSecret(stored, id, keyRing({ WEBHOOK_SECRET_KEY: k2 }))).toThrow(/no key of WEBHOOK_SECRET_KEY/);
    // the development key is not the configured one
    expect(() => decryptSecret(stored, id, keyRing({}))).toThrow();
  });

  it('refuses malformed keys, and production without a key', () => {
    for (const bad of ['short', 'g'.repeat(64), 'a'.repeat(63), Buffer.alloc(16).toString('base64'), `${'a'.repeat(64)},nope`]) {
      expect(() => keyRing({ WEBHOOK_SECRET_KEY: bad }), bad).toThrow(/WEBHOOK_SECRET_KEY/);
    }
    expect(() => keyRing({ NODE_ENV: 'production' })).toThrow(/WEBHOOK_SECRET_KEY is required in production/);
    expect(keyRing({ NODE_ENV: 'production', WEBHOOK_SECRET_KEY: 'b'.repeat(64) }).development).toBe(false);
    expect(keyRing({ NODE_ENV: 'development' }).development).toBe(true);
  });
});

describe('URL policy', () => {
  const resolvesTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('classifies addresses (IPv4, IPv6, mapped, compatible, metadata)', () => {
    expect(addressProblem('93.184.215.14', false)).toBeNull();
    expect(addressProblem('2606:4700:4700::1111', false)).toBeNull();
    expect(addressProblem('127.0.0.1', false)).toMatch(/loopback/);
    expect(addressProblem('::ffff:7f00:1', false)).toMatch(/IPv4-mapped IPv6 address of a loopback/);
    expect(addressProblem('::ffff:93.184.215.14', false)).toMatch(/IPv4-mapped/);
    expect(addressProblem('::7f00:1', false)).toMatch(/IPv4-compatible/);
    expect(addressProblem('169.254.169.254', true)).toMatch(/metadata/);
    expect(addressProblem('::ffff:169.254.169.254', true)).toMatch(/metadata/);
    expect(addressProblem('0.0.0.0', true)).toMatch(/unspecified/);
    expect(addressProblem('10.1.1.1', true)).toBeNull();
    expect(addressProblem('fe80::1', true)).toBeNull();
    expect(addressProblem('2001:db8::1', false)).toMatch(/reserved/);
    expect(addressProblem('2002:7f00:1::', false)).toMatch(/6to4/);
    expect(addressProblem('not-an-ip', false)).toMatch(/not an IP/);
  });

  it('resolves host names at registration: every address must be public', async () => {
    const opts = { allowPrivate: false };
    expect(await checkReceiverUrl('https://hooks.example.com/x', { ...opts, lookup: resolvesTo('93.184.215.14') })).toBe('https://hooks.example.com/x');
    await expect(checkReceiverUrl('https://hooks.example.com/x', { ...opts, lookup: resolvesTo('93.184.215.14', '10.0.0.5') })).rejects.toMatchObject({ status: 400, body: { code: 'validation_error', error: expect.stringMatching(/resolves to 10\.0\.0\.5, a private/) } });
    await expect(checkReceiverUrl('https://rebind.example/x', { ...opts, lookup: resolvesTo('127.0.0.1') })).rejects.toMatchObject({ body: { error: expect.stringMatching(/loopback/) } });
    await expect(checkReceiverUrl('https://meta.example/x', { allowPrivate: true, lookup: resolvesTo('169.254.169.254') })).rejects.toMatchObject({ body: { error: expect.stringMatching(/metadata/) } });
    await expect(checkReceiverUrl('https://v6.example/x', { ...opts, lookup: resolvesTo('::1') })).rejects.toMatchObject({ body: { error: expect.stringMatching(/loopback/) } });
    await expect(checkReceiverUrl('https://none.example/x', { ...opts, lookup: resolvesTo() })).rejects.toMatchObject({ body: { error: expect.stringMatching(/could not be resolved/) } });
    const failing = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    await expect(checkReceiverUrl('https://missing.example/x', { ...opts, lookup: failing })).rejects.toMatchObject({ body: { error: expect.stringMatching(/could not be resolved \(ENOTFOUND\)/) } });
    expect(await checkReceiverUrl('http://dev.example:8080/x', { allowPrivate: true, lookup: resolvesTo('127.0.0.1') })).toBe('http://dev.example:8080/x');
  });
});

describe('retry schedule and configuration', () => {
  it('full jitter under an exponential ceiling with a cap', () => {
    const cfg = { retryBaseMs: 30_000, retryCapMs: 6 * 3_600_000 };
    const top = () => 0.999999999;
    const ceilings = Array.from({ length: 15 }, (_, i) => retryDelayMs(i + 1, cfg, top));
    expect(ceilings.slice(0, 4)).toEqual([29_999, 59_999, 119_999, 239_999]);
    expect(ceilings[9]).toBe(15_359_999);
    expect(ceilings.slice(10)).toEqual(Array(5).fill(21_599_999));
    expect(retryDelayMs(3, cfg, () => 0)).toBe(0);
    expect(retryDelayMs(3, cfg, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(500, cfg, top)).toBe(21_599_999);
    const draws = Array.from({ length: 200 }, () => retryDelayMs(2, cfg));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(60_000);
    expect(new Set(draws).size).toBeGreaterThan(100);
  });

  it('defaults, and clear errors for malformed variables', () => {
    const d = webhookConfig({});
    expect(d).toMatchObject({ allowPrivate: false, timeoutMs: 10_000, retryBaseMs: 30_000, retryCapMs: 21_600_000, maxAttempts: 15, breakerThreshold: 5, breakerCooloffMs: 300_000, leaseMs: 40_000, workerIntervalMs: 1_000, workerBatch: 10, excerptBytes: 512 });
    expect(webhookConfig({ ALLOW_PRIVATE_WEBHOOK_URLS: '1', WEBHOOK_WORKER_INTERVAL_MS: '0' })).toMatchObject({ allowPrivate: true, workerIntervalMs: 0 });
    expect(() => webhookConfig({ ALLOW_PRIVATE_WEBHOOK_URLS: 'maybe' })).toThrow(/ALLOW_PRIVATE_WEBHOOK_URLS must be 1 or 0/);
    expect(() => webhookConfig({ WEBHOOK_TIMEOUT_MS: 'ten' })).toThrow(/WEBHOOK_TIMEOUT_MS must be an integer/);
    expect(() => webhookConfig({ WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(/WEBHOOK_MAX_ATTEMPTS/);
    expect(() => webhookConfig({ WEBHOOK_RETRY_BASE_MS: '5000', WEBHOOK_RETRY_CAP_MS: '1000' })).toThrow(/must not be below/);
    expect(() => webhookConfig({ WEBHOOK_TIMEOUT_MS: '5000', WEBHOOK_LEASE_MS: '5000' })).toThrow(/must be longer than/);
  });

  it('excerpts are at most N bytes of valid UTF-8 without NUL', () => {
    expect(excerpt('abc', 512)).toBe('abc');
    expect(Buffer.byteLength(excerpt('é'.repeat(400), 512))).toBeLessThanOrEqual(512);
    expect(excerpt('é'.repeat(400), 512)).toBe('é'.repeat(256));
    expect(excerpt('ab\u0000c', 512)).toBe('abc');
    expect(excerpt('€€', 4)).toBe('€');
  });
});

describe('the delivery client', () => {
  let rx: TestReceiver;
  beforeAll(async () => {
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx.close();
  });
  const opts = { timeoutMs: 2000, allowPrivate: false, excerptBytes: 512 };
  const rebinding: LookupFunction = ((hostname: string, options: unknown, cb: (...a: unknown[]) => void) => {
    // "rebind.example" was public at registration; now it answers with the loopback address
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    if (all) cb(null, [{ address: '127.0.0.1', family: 4 }]);
    else cb(null, '127.0.0.1', 4);
  }) as LookupFunction;

  it('refuses loopback at connection time: a literal, localhost, and a name that now resolves to 127.0.0.1', async () => {
    for (const url of [rx.url, `http://localhost:${rx.port}/hooks`, `http://[::ffff:127.0.0.1]:${rx.port}/hooks`]) {
      const r = await postDelivery(url, '{}', {}, opts);
      expect(r.ok, url).toBe(false);
      expect(r.statusCode).toBeNull();
      expect(r.refusedByPolicy).toBe(true);
    }
    const r = await postDelivery(`http://rebind.example:${rx.port}/hooks`, '{}', {}, { ...opts, lookup: rebinding });
    expect(r).toMatchObject({ ok: false, statusCode: null, refusedByPolicy: true });
    expect(r.error).toMatch(/address policy: 127\.0\.0\.1 is a loopback address/);
    expect(rx.received).toHaveLength(0);
    // the same lookup with private addresses allowed reaches the receiver: the lookup is the one used
    const allowed = await postDelivery(`http://rebind.example:${rx.port}/hooks`, '{"a":1}', { 'X-Test': '1' }, { ...opts, allowPrivate: true, lookup: rebinding });
    expect(allowed).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(rx.received).toHaveLength(1);
    expect(rx.received[0].headers['x-test']).toBe('1');
    expect(rx.received[0].headers['content-type']).toBe('application/json');
    expect(rx.received[0].raw.toString()).toBe('{"a":1}');
  });

  it('refuses other schemes and credentials before connecting', async () => {
    for (const url of ['ftp://127.0.0.1/', 'http://u:p@127.0.0.1/', 'not a url']) {
      const r = await postDelivery(url, '{}', {}, { ...opts, allowPrivate: true });
      expect(r).toMatchObject({ ok: false, statusCode: null, refusedByPolicy: true });
    }
  });

  it('keeps at most the excerpt of a failing answer', async () => {
    rx.respond = status(500, 'E'.repeat(5000));
    const r = await postDelivery(rx.url, '{}', {}, { ...opts, allowPrivate: true });
    expect(r.ok).toBe(false);
    expect(r.statusCode).toBe(500);
    expect(Buffer.byteLength(r.error!)).toBeLessThanOrEqual(512);
    expect(r.error).toMatch(/^HTTP 500: E+$/);
  });
});
