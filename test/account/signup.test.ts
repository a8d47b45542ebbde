/**
 * Sign-up, e-mail verification, sign-in, sign-out and the same answer for
 * known and unknown addresses, through the pages in process (a cookie jar per
 * browser, the mail read from the captured log).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshEmail, GOOD_PASSWORD, startAccountApp, textOf, type AccountTestApp } from './helpers.js';
import { CookieJar, hiddenFields } from '../oauth/flow.js';

let t: AccountTestApp;
beforeAll(async () => {
  t = await startAccountApp({ ACCOUNT_THROTTLE: JSON.stringify({ signup: { address: 1000, email: 1000 }, reset: { address: 1000, email: 1000 }, signin: { address: 1000 } }) });
});
afterAll(() => t?.close());

const signUp = (b: Browser, email: string, password = GOOD_PASSWORD, name = '') => b.post('/account/signup/', { email, password, name });

describe('sign-up', () => {
  it('creates a Free, unverified account and mails a single-use verification link', async () => {
    const b = new Browser(t);
    const email = freshEmail('new');
    const res = await signUp(b, email, GOOD_PASSWORD, 'Capture Team');
    expect(res.status).toBe(200);
    expect(textOf(res.text)).toContain(`We sent a message to ${email}`);
    const row = await t.db.prisma.account.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ tier: 'free', is_active: true, email_verified_at: null, name: 'Capture Team', session_generation: 0 });
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(GOOD_PASSWORD);
    // no key until one is created
    expect(await t.db.prisma.apiKey.count({ where: { account_id: row.id } })).toBe(0);

    const link = await t.link(email, '/account/verify/');
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the digest is stored
    expect(JSON.stringify(await t.db.prisma.accountToken.findMany({ where: { account_id: row.id } }))).not.toContain(token);

    // the link shows a confirmation form (a mail scanner opening it does not use it up)
    const page = await b.get(new URL(link).pathname + new URL(link).search);
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain(`Confirm that ${email} is your address`);
    expect((await t.db.prisma.account.findUniqueOrThrow({ where: { email } })).email_verified_at).toBeNull();
    const confirmed = await b.submit(new URL(link).pathname + new URL(link).search, '/account/verify/');
    expect(confirmed.status).toBe(200);
    expect(textOf(confirmed.text)).toContain('Your e-mail address is verified');
    expect((await t.db.prisma.account.findUniqueOrThrow({ where: { email } })).email_verified_at).toBeInstanceOf(Date);

    // single use
    const again = await b.post('/account/verify/', { token });
    expect(again.status).toBe(400);
    expect(textOf(again.text)).toContain('This link does not work');
    expect((await b.get(`/account/verify/?token=${token}`)).status).toBe(400);
  });

  it('answers a known and an unknown address the same way (the mail differs)', async () => {
    const known = freshEmail('known');
    await signUp(new Browser(t), known);
    await t.link(known, '/account/verify/');
    const unknown = freshEmail('unknown');
    const b = new Browser(t);
    const a1 = await signUp(b, known, 'another-long-passphrase-1');
    const a2 = await signUp(b, unknown, 'another-long-passphrase-1');
    expect(a1.status).toBe(a2.status);
    expect(a1.text.replaceAll(known, 'X')).toBe(a2.text.replaceAll(unknown, 'X'));
    expect([...a1.res.headers.keys()].sort()).toEqual([...a2.res.headers.keys()].sort());
    // the existing account keeps its password; its owner is told. While it is unverified the mail offers a
    // password link, not a verification link (whoever signed up first knows the password)
    const mails = t.mails(known);
    expect(mails.at(-1)!.subject).toBe('You already have an account');
    expect(mails.at(-1)!.links.some((l) => l.includes('/account/password/reset/'))).toBe(true);
    expect(mails.at(-1)!.links.some((l) => l.includes('/account/verify/'))).toBe(false);
    expect(await t.db.prisma.account.count({ where: { email: known } })).toBe(1);
    expect(t.mails(unknown).at(-1)!.subject).toBe('Verify your e-mail address');
  });

  it('refuses bad input with the reason, and creates nothing', async () => {
    const b = new Browser(t);
    const cases: [string, string, RegExp][] = [
      ['not-an-email', GOOD_PASSWORD, /Enter an e-mail address/],
      [freshEmail('short'), 'short-pass', /at least 12 characters \(this one has 10\)/],
      [freshEmail('common'), 'passwordpassword', /most common passwords/],
      [freshEmail('common2'), 'Baseball2024!!', /most common passwords/],
      [freshEmail('repeat'), 'aaaaaaaaaaaaaaaa', /one character repeated/],
    ];
    for (const [email, password, message] of cases) {
      const res = await signUp(b, email, password);
      expect(res.status, `${email} ${password}`).toBe(400);
      expect(textOf(res.text)).toMatch(message);
      expect(res.text).not.toContain(`value="${password}"`);
    }
    const self = freshEmail('self');
    const same = await signUp(b, self, self);
    expect(same.status).toBe(400);
    expect(textOf(same.text)).toMatch(/may not be your e-mail address/);
    expect(await t.db.prisma.account.count({ where: { email: { in: cases.map((c) => c[0]).concat(self) } } })).toBe(0);
  });
});

describe('sign-in', () => {
  it('an unverified account can sign in; the account page says it cannot create keys yet; sign-out ends the session', async () => {
    const email = freshEmail('unverified');
    await signUp(new Browser(t), email);
    const b = new Browser(t);
    const login = await b.post('/account/login/', { email, password: GOOD_PASSWORD });
    expect(login.status).toBe(303);
    expect(login.location).toBe('/account/');
    const cookie = login.res.headers.getSetCookie().find((c) => c.startsWith('pds_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // http here; Secure on https (next test)
    const page = await b.get('/account/');
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain('Your e-mail address is not verified yet');
    expect(page.text).not.toContain('action="/account/keys/"');
    const refused = await b.post('/account/keys/', { name: 'too early' });
    expect(refused.status).toBe(403);
    expect(textOf(refused.text)).toContain("Verify the account's e-mail address before creating API keys");
    expect(await t.db.prisma.apiKey.count({ where: { account: { email } } })).toBe(0);
    const app = await b.post('/account/applications/', { name: 'too early', redirect_uris: 'https://app.example/cb' });
    expect(app.status).toBe(403);

    // the same session serves the OAuth2 pages (one cookie, Path=/)
    const out = await b.post('/account/logout/', {});
    expect(out.status).toBe(200);
    const after = await b.get('/account/');
    expect(after.status).toBe(303);
    expect(after.res.headers.get('location')).toBe('/account/login/?next=%2Faccount%2F');
  });

  it('a wrong password and an unknown address get the same answer', async () => {
    const email = freshEmail('pw');
    await signUp(new Browser(t), email);
    const b = new Browser(t, '203.0.113.50');
    const wrong = await b.post('/account/login/', { email, password: 'not-the-password-1' });
    const other = freshEmail('nobody');
    const unknown = await b.post('/account/login/', { email: other, password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text.replaceAll(email, 'X')).toBe(unknown.text.replaceAll(other, 'X'));
    expect(textOf(wrong.text)).toContain('The e-mail or password is incorrect.');
    expect(wrong.res.headers.getSetCookie().some((c) => c.startsWith('pds_session='))).toBe(false);
    // an operator-created account without a password, and a deactivated one, answer the same
    const { createAccount } = await import('../helpers/auth.js');
    const bare = await createAccount(t.db.prisma, 'small');
    const noPw = await b.post('/account/login/', { email: bare.email, password: 'not-the-password-1' });
    expect(noPw.text.replaceAll(bare.email, 'X')).toBe(unknown.text.replaceAll(other, 'X'));
    await t.db.prisma.account.update({ where: { email }, data: { is_active: false } });
    const inactive = await b.post('/account/login/', { email, password: GOOD_PASSWORD });
    expect(inactive.status).toBe(401);
    expect(inactive.text.replaceAll(email, 'X')).toBe(unknown.text.replaceAll(other, 'X'));
  });

  it('over https both cookies are Secure', async () => {
    const email = freshEmail('https');
    await signUp(new Browser(t), email);
    const page = await t.app.fetch(new Request('https://test.local/account/login/'));
    expect(page.headers.getSetCookie().find((c) => c.startsWith('pds_csrf='))).toMatch(/; Secure/);
    const jar = new CookieJar();
    jar.store(page);
    const fields = hiddenFields(await page.text());
    const res = await t.app.fetch(
      new Request('https://test.local/account/login/', {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, email, password: GOOD_PASSWORD }).toString(),
        redirect: 'manual',
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('pds_session='))).toMatch(/HttpOnly.*; Secure|; Secure.*HttpOnly/);
  });

  it('next= goes back to an account page or the OAuth2 authorization endpoint only', async () => {
    const email = freshEmail('next');
    await signUp(new Browser(t), email);
    for (const [next, expected] of [
      ['/account/password/', '/account/password/'],
      ['/o/authorize/?client_id=x', '/o/authorize/?client_id=x'],
      ['https://evil.example/', '/account/'],
      ['//evil.example/', '/account/'],
      ['/account//evil.example', '/account/'],
    ]) {
      const b = new Browser(t);
      const page = await b.get(`/account/login/?next=${encodeURIComponent(next)}`);
      const fields = hiddenFields(page.text);
      const res = await b.post('/account/login/', { ...fields, email, password: GOOD_PASSWORD }, { csrf: false });
      expect(res.location, next).toBe(expected);
    }
  });
});

describe('closed sign-up', () => {
  it('ACCOUNT_SIGNUP=closed: the page says so, a post creates nothing (403)', async () => {
    const closed = await startAccountApp({ ACCOUNT_SIGNUP: 'closed' });
    try {
      const b = new Browser(closed);
      const page = await b.get('/account/signup/');
      expect(page.status).toBe(200);
      expect(textOf(page.text)).toContain('Sign-up is closed');
      expect(page.text).not.toContain('<form method="post" action="/account/signup/"');
      const email = freshEmail('closed');
      const res = await b.post('/account/signup/', { email, password: GOOD_PASSWORD });
      expect(res.status).toBe(403);
      expect(await closed.db.prisma.account.count({ where: { email } })).toBe(0);
      expect(closed.mails(email)).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it('a malformed setting stops the app at start', async () => {
    await expect(startAccountApp({ ACCOUNT_SIGNUP: 'maybe' })).rejects.toThrow(/ACCOUNT_SIGNUP must be open or closed/);
    await expect(startAccountApp({ ACCOUNT_THROTTLE: '{"signin":{"acount":3}}' })).rejects.toThrow(/unknown subject "acount"/);
  });
});
