/**
 * Throttling with the default rules (src/account/config.ts): sign-in 5
 * failures per typed address and 20 per client address in 15 minutes;
 * sign-up and reset 3 per address and 10 per client address an hour. The
 * client address comes from X-Forwarded-For (TRUST_PROXY=1 in these tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshEmail, GOOD_PASSWORD, startAccountApp, textOf, type AccountTestApp } from './helpers.js';
import { DEFAULT_THROTTLE } from '../../src/account/config.js';

let t: AccountTestApp;
beforeAll(async () => {
  t = await startAccountApp({ ACCOUNT_THROTTLE: undefined });
});
afterAll(() => t?.close());

describe('sign-in', () => {
  it('repeated wrong passwords lock the address typed for the window, whatever the client address, on both sign-in pages', async () => {
    expect(DEFAULT_THROTTLE.signin.account).toEqual({ limit: 5, window: 900 });
    const email = freshEmail('victim');
    expect((await new Browser(t, '192.0.2.1').post('/account/signup/', { email, password: GOOD_PASSWORD })).status).toBe(200);
    const attacker = new Browser(t, '192.0.2.2');
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post('/account/login/', { email, password: `wrong-guess-number-${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await attacker.post('/account/login/', { email, password: GOOD_PASSWORD });
    expect(locked.status).toBe(429);
    const wait = Number(locked.res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    expect(textOf(locked.text)).toContain('Too many sign-in attempts');
    expect(locked.res.headers.getSetCookie().some((c) => c.startsWith('pds_session='))).toBe(false);
    // the owner, from another address, waits too; so does the OAuth2 sign-in page
    expect((await new Browser(t, '192.0.2.3').post('/account/login/', { email, password: GOOD_PASSWORD })).status).toBe(429);
    expect((await new Browser(t, '192.0.2.3').post('/o/login/', { email, password: GOOD_PASSWORD })).status).toBe(429);
    // another account from the attacker's address is not locked by it
    const other = freshEmail('bystander');
    await new Browser(t, '192.0.2.1').post('/account/signup/', { email: other, password: GOOD_PASSWORD });
    expect((await attacker.post('/account/login/', { email: other, password: GOOD_PASSWORD })).status).toBe(303);
  });

  it('an unknown address is throttled exactly like a known one', async () => {
    const known = freshEmail('known-t');
    await new Browser(t, '192.0.2.10').post('/account/signup/', { email: known, password: GOOD_PASSWORD });
    const unknown = freshEmail('unknown-t');
    const run = async (email: string, ip: string) => {
      const b = new Browser(t, ip);
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < 7; i++) {
        const res = await b.post('/account/login/', { email, password: `wrong-guess-number-${i}` });
        statuses.push(res.status);
        last = res.text.replaceAll(email, 'X');
      }
      return { statuses, last };
    };
    const a = await run(known, '192.0.2.11');
    const b = await run(unknown, '192.0.2.12');
    expect(a.statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(b.statuses).toEqual(a.statuses);
    expect(a.last.replace(/\d+ minutes?/, 'N')).toBe(b.last.replace(/\d+ minutes?/, 'N'));
  });

  it('concurrent attempts cannot slip past the limit: of 9 at once, 5 are checked', async () => {
    const email = freshEmail('burst');
    const statuses = await Promise.all(Array.from({ length: 9 }, (_, i) => new Browser(t, `192.0.2.${100 + i}`).post('/account/login/', { email, password: `wrong-guess-number-${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('one client address failing on many addresses is stopped after 20 failures', async () => {
    const ip = '192.0.2.20';
    const b = new Browser(t, ip);
    for (let i = 0; i < 20; i++) expect((await b.post('/account/login/', { email: freshEmail(`spray${i}`), password: 'Spray-password-2026' })).status).toBe(401);
    const email = freshEmail('spray-target');
    await new Browser(t, '192.0.2.21').post('/account/signup/', { email, password: GOOD_PASSWORD });
    expect((await b.post('/account/login/', { email, password: GOOD_PASSWORD })).status).toBe(429);
    expect((await new Browser(t, '192.0.2.22').post('/account/login/', { email, password: GOOD_PASSWORD })).status).toBe(303);
  });
});

describe('sign-up and reset', () => {
  it('three sign-ups of one address an hour, known or not', async () => {
    const email = freshEmail('signup-t');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await new Browser(t, `192.0.2.${40 + i}`).post('/account/signup/', { email, password: GOOD_PASSWORD })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await t.db.prisma.account.count({ where: { email } })).toBe(1);
  });

  it('ten sign-ups from one client address an hour', async () => {
    const b = new Browser(t, '192.0.2.50');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await b.post('/account/signup/', { email: freshEmail(`flood${i}`), password: GOOD_PASSWORD })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('three reset links per address an hour: the same for a known and an unknown address', async () => {
    const known = freshEmail('reset-known');
    await new Browser(t, '192.0.2.60').post('/account/signup/', { email: known, password: GOOD_PASSWORD });
    const unknown = freshEmail('reset-unknown');
    for (const email of [known, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await new Browser(t, `192.0.2.${70 + i}`).post('/account/password/forgot/', { email })).status);
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
    for (let i = 0; i < 100 && t.mails(known).filter((m) => m.subject === 'Reset your password').length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.mails(known).filter((m) => m.subject === 'Reset your password')).toHaveLength(3);
    expect(t.mails(unknown)).toEqual([]);
  });
});

describe('reset per client address', () => {
  it('ten reset requests from one client address an hour; the 11th is throttled, and still does not tell whether the address has an account', async () => {
    expect(DEFAULT_THROTTLE.reset.address).toEqual({ limit: 10, window: 3600 });
    // six accounts, signed up from other client addresses
    const known = Array.from({ length: 6 }, (_, i) => freshEmail(`reset-ip-known${i}`));
    for (const [i, email] of known.entries()) expect((await new Browser(t, `203.0.113.${10 + i}`).post('/account/signup/', { email, password: GOOD_PASSWORD })).status).toBe(200);
    const resetLinks = (email: string) => t.db.prisma.accountToken.count({ where: { account: { email }, purpose: 'reset_password' } });

    // ten requests from one client address, a known and an unknown address in turn (each address once,
    // so the per-e-mail limit of 3 plays no part): all answered alike
    const b = new Browser(t, '192.0.2.90');
    const answers: { email: string; status: number; page: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const email = i % 2 === 0 ? known[i / 2] : freshEmail(`reset-ip-unknown${i}`);
      const res = await b.post('/account/password/forgot/', { email });
      answers.push({ email, status: res.status, page: res.text.replaceAll(email, 'X') });
    }
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(textOf(answers[0].page)).toContain('If X is the address of an account, we sent it a link');
    for (const a of answers) expect(a.page, a.email).toBe(answers[0].page);
    for (const email of known.slice(0, 5)) expect(await resetLinks(email), email).toBe(1);

    // the 11th and 12th from that client address, a known address never asked for and an unknown one: refused alike
    const throttledKnown = await b.post('/account/password/forgot/', { email: known[5] });
    const unknown = freshEmail('reset-ip-unknown-last');
    const throttledUnknown = await b.post('/account/password/forgot/', { email: unknown });
    for (const res of [throttledKnown, throttledUnknown]) {
      expect(res.status).toBe(429);
      const wait = Number(res.res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3000);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(textOf(res.text)).toContain('Too many requests');
      expect(res.res.headers.getSetCookie().some((c) => c.startsWith('pds_session='))).toBe(false);
    }
    const same = (res: { text: string }, email: string) => res.text.replaceAll(email, 'X').replace(/\d+ minutes?/, 'N minutes');
    expect(same(throttledKnown, known[5])).toBe(same(throttledUnknown, unknown));
    expect(throttledKnown.text).not.toContain(known[5]);
    expect([...throttledKnown.res.headers.keys()].sort()).toEqual([...throttledUnknown.res.headers.keys()].sort());
    expect(Math.abs(Number(throttledKnown.res.headers.get('retry-after')) - Number(throttledUnknown.res.headers.get('retry-after')))).toBeLessThanOrEqual(1);
    // refused without doing the work: no link for the known address
    expect(await resetLinks(known[5])).toBe(0);

    // the limit is the client address's: the same known address from another client address gets its link
    const elsewhere = await new Browser(t, '192.0.2.91').post('/account/password/forgot/', { email: known[5] });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.text.replaceAll(known[5], 'X')).toBe(answers[0].page);
    expect(await resetLinks(known[5])).toBe(1);
    // and the throttled client address stays refused
    expect((await b.post('/account/password/forgot/', { email: freshEmail('reset-ip-again') })).status).toBe(429);
  });
});
