/**
 * Forgotten password (the same answer for known and unknown addresses, a
 * single-use link), change of password (every other session ends, the OAuth2
 * consent session too), change of e-mail address (verified again through a
 * link to the new address) and the operator's invitation (HTTP API and CLI).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshEmail, GOOD_PASSWORD, startAccountApp, textOf, type AccountTestApp } from './helpers.js';
import { createAccount } from '../helpers/auth.js';
import { PROJECT_ROOT } from '../../src/db/migrate.js';

const ADMIN_TOKEN = 'account-test-admin-token-' + 'y'.repeat(20);
let t: AccountTestApp;
let previousAdminToken: string | undefined;
beforeAll(async () => {
  // the operator API reads ADMIN_TOKEN on every request
  previousAdminToken = process.env.ADMIN_TOKEN;
  process.env.ADMIN_TOKEN = ADMIN_TOKEN;
  t = await startAccountApp({ ACCOUNT_THROTTLE: JSON.stringify({ signup: { address: 1000 }, reset: { address: 1000 }, signin: { address: 1000 }, mail: { account: 1000 } }) });
});
afterAll(async () => {
  if (previousAdminToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = previousAdminToken;
  await t?.close();
});

async function account(label: string, password = GOOD_PASSWORD) {
  const email = freshEmail(label);
  const b = new Browser(t);
  expect((await b.post('/account/signup/', { email, password })).status).toBe(200);
  const link = new URL(await t.link(email, '/account/verify/'));
  await b.submit(link.pathname + link.search, '/account/verify/');
  expect((await b.post('/account/login/', { email, password })).status).toBe(303);
  return { b, email };
}

const signIn = (email: string, password: string) => new Browser(t).post('/account/login/', { email, password });

describe('forgotten password', () => {
  it('the same answer for a known and an unknown address; the link works once and ends every session', async () => {
    const { b: before, email } = await account('reset');
    const b = new Browser(t);
    const known = await b.post('/account/password/forgot/', { email });
    const other = freshEmail('reset-nobody');
    const unknown = await b.post('/account/password/forgot/', { email: other });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text.replaceAll(email, 'X')).toBe(unknown.text.replaceAll(other, 'X'));
    const link = new URL(await t.link(email, '/account/password/reset/'));
    await t.app.listening;
    expect(t.mails(other)).toEqual([]);

    // the form; a weak password keeps the link usable
    const page = await b.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain(`For the account ${email}`);
    const weak = await b.submit(link.pathname + link.search, '/account/password/reset/', { password: 'short' });
    expect(weak.status).toBe(400);
    expect(textOf(weak.text)).toContain('Use at least 12 characters');
    const next = 'a-brand-new-harbour-light';
    const done = await b.submit(link.pathname + link.search, '/account/password/reset/', { password: next });
    expect(done.status).toBe(303);
    expect(done.location).toBe('/account/?done=password-set');
    expect((await b.get('/account/')).status).toBe(200); // signed in by the link
    // the session from before the reset has ended
    expect((await before.get('/account/')).status).toBe(303);
    // old password refused, new one accepted
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, next)).status).toBe(303);
    // single use
    expect((await b.get(link.pathname + link.search)).status).toBe(400);
    const reuse = await b.post('/account/password/reset/', { token: link.searchParams.get('token')!, password: 'yet-another-harbour-light' });
    expect(reuse.status).toBe(400);
    expect(textOf(reuse.text)).toContain('This link does not work');
    expect(t.mails(email).at(-1)!.subject).toBe('Your password was changed');
  });

  it('a newer link retires the older one; a verification link is not a reset link', async () => {
    const { email } = await account('reset2');
    const b = new Browser(t);
    await b.post('/account/password/forgot/', { email });
    const first = new URL(await t.link(email, '/account/password/reset/'));
    await b.post('/account/password/forgot/', { email });
    let second = first;
    for (let i = 0; i < 50 && second.href === first.href; i++) {
      second = new URL(await t.link(email, '/account/password/reset/'));
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(second.href).not.toBe(first.href);
    expect((await b.get(first.pathname + first.search)).status).toBe(400);
    expect((await b.get(second.pathname + second.search)).status).toBe(200);
    const verify = new URL(t.mails(email).find((m) => m.subject === 'Verify your e-mail address')!.links[0]);
    expect((await b.get(`/account/password/reset/?token=${verify.searchParams.get('token')}`)).status).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password; ends every other session (the OAuth2 consent session too); this one stays', async () => {
    const { b, email } = await account('change');
    const other = new Browser(t);
    expect((await other.post('/account/login/', { email, password: GOOD_PASSWORD })).status).toBe(303);
    // the other browser is signed in for /o/ as well
    const consent = await other.get('/o/authorize/?response_type=code&client_id=demo-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A8765%2Fcallback');
    expect(consent.status).toBe(200);

    const wrong = await b.post('/account/password/', { current_password: 'not-my-password-1', new_password: 'a-fresh-quiet-passphrase' });
    expect(wrong.status).toBe(401);
    expect(textOf(wrong.text)).toContain('The current password is incorrect.');
    const weak = await b.post('/account/password/', { current_password: GOOD_PASSWORD, new_password: 'qwertyuiop123' });
    expect(weak.status).toBe(400);
    const ok = await b.post('/account/password/', { current_password: GOOD_PASSWORD, new_password: 'a-fresh-quiet-passphrase' });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe('/account/?done=password-changed');
    expect((await b.get('/account/')).status).toBe(200);
    expect((await other.get('/account/')).status).toBe(303);
    const ended = await other.get('/o/authorize/?response_type=code&client_id=demo-client&redirect_uri=http%3A%2F%2F127.0.0.1%3A8765%2Fcallback');
    expect(ended.status).toBe(302);
    expect(ended.res.headers.get('location')).toMatch(/^\/o\/login\//);
    expect((await signIn(email, 'a-fresh-quiet-passphrase')).status).toBe(303);
    expect((await t.db.prisma.account.findUniqueOrThrow({ where: { email } })).session_generation).toBe(1);
  });
});

describe('change e-mail address', () => {
  it('a link to the new address; the address changes when it is followed, verified; the old address is told', async () => {
    const { b, email } = await account('move');
    const target = freshEmail('moved');
    const req = await b.post('/account/email/', { email: target, current_password: GOOD_PASSWORD });
    expect(req.status).toBe(200);
    expect(textOf(req.text)).toContain(`We sent a link to ${target}`);
    expect((await t.db.prisma.account.findUniqueOrThrow({ where: { email } })).email).toBe(email);
    const link = new URL(await t.link(target, '/account/email/confirm/'));
    const confirm = await b.submit(link.pathname + link.search, '/account/email/confirm/');
    expect(confirm.status).toBe(200);
    expect(textOf(confirm.text)).toContain(`Your e-mail address is now ${target}`);
    const row = await t.db.prisma.account.findUniqueOrThrow({ where: { email: target } });
    expect(row.email_verified_at).toBeInstanceOf(Date);
    expect(t.mails(email).at(-1)!.subject).toBe('Your e-mail address was changed');
    expect((await signIn(target, GOOD_PASSWORD)).status).toBe(303);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
  });

  it('an address that has an account: the same answer, its owner is told, no link', async () => {
    const { b } = await account('move2');
    const taken = await account('taken');
    const free = freshEmail('free-target');
    const a1 = await b.post('/account/email/', { email: taken.email, current_password: GOOD_PASSWORD });
    const a2 = await b.post('/account/email/', { email: free, current_password: GOOD_PASSWORD });
    expect(a1.status).toBe(200);
    expect(a1.text.replaceAll(taken.email, 'X')).toBe(a2.text.replaceAll(free, 'X'));
    await t.link(free, '/account/email/confirm/');
    const told = t.mails(taken.email).at(-1)!;
    expect(told.subject).toBe('Your address was offered for another account');
    expect(told.links.some((l) => l.includes('/account/email/confirm/'))).toBe(false);
    const wrong = await b.post('/account/email/', { email: freshEmail('x'), current_password: 'not-my-password-1' });
    expect(wrong.status).toBe(401);
  });
});

describe('invitation', () => {
  const admin = (p: string, init: RequestInit = {}) => t.fetch(p, { ...init, headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });

  it('an operator-created account gets a single-use link to set its password, then signs in', async () => {
    const created = await admin('/admin/accounts/', { method: 'POST', body: JSON.stringify({ name: 'Invited Inc', email: freshEmail('invited'), tier: 'medium' }) });
    expect(created.status).toBe(201);
    const acct = (await created.json()) as { id: string; email: string };
    // without a password it cannot sign in
    expect((await signIn(acct.email, GOOD_PASSWORD)).status).toBe(401);

    const inv = await admin(`/admin/accounts/${acct.id}/invitation/`, { method: 'POST' });
    expect(inv.status).toBe(201);
    const body = (await inv.json()) as { account_id: string; email: string; invitation_url: string; expires_at: string };
    expect(body).toMatchObject({ account_id: acct.id, email: acct.email });
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const url = new URL(body.invitation_url);
    expect(url.origin).toBe('http://test.local');
    expect(url.pathname).toBe('/account/invitation/');
    expect(await t.link(acct.email, '/account/invitation/')).toBe(body.invitation_url);
    const audit = t.lines.find((l) => l.includes('"action":"account.invite"'))!;
    expect(audit).not.toContain(url.searchParams.get('token')!);

    const b = new Browser(t);
    const page = await b.get(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain(`For the account ${acct.email}`);
    const set = await b.submit(url.pathname + url.search, '/account/invitation/', { password: 'invited-and-glad-to-be-here' });
    expect(set.status).toBe(303);
    const home = await b.get('/account/');
    expect(home.status).toBe(200);
    expect(textOf(home.text)).toContain('Plan Medium');
    expect((await b.get(url.pathname + url.search)).status).toBe(400);
    expect((await signIn(acct.email, 'invited-and-glad-to-be-here')).status).toBe(303);

    // now it has a password: a new invitation is a conflict; unknown ids 404
    const again = await admin(`/admin/accounts/${acct.id}/invitation/`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('conflict');
    expect((await admin('/admin/accounts/00000000-0000-4000-8000-000000000000/invitation/', { method: 'POST' })).status).toBe(404);
    expect((await t.fetch(`/admin/accounts/${acct.id}/invitation/`, { method: 'POST' })).status).toBe(401);
  });

  it('npm run admin -- accounts:invite prints the link and writes the mail to stderr', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pds-invite-cli-'));
    try {
      const run = (...args: string[]) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
          const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', PUBLIC_BASE_URL: 'https://data.example.gov' };
          delete env.DATABASE_URL;
          delete env.SMTP_URL;
          const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], { cwd: PROJECT_ROOT, env });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d) => (stdout += d));
          child.stderr.on('data', (d) => (stderr += d));
          child.on('error', reject);
          child.on('close', (code) => resolve({ code, stdout, stderr }));
        });
      const created = await run('accounts:create', '--name', 'CLI Invitee', '--email', 'invitee@cli.example', '--tier', 'small');
      expect(created.code, created.stderr).toBe(0);
      const id = JSON.parse(created.stdout).id as string;
      const inv = await run('accounts:invite', id);
      expect(inv.code, inv.stderr).toBe(0);
      const out = JSON.parse(inv.stdout) as { invitation_url: string; email: string };
      expect(out.email).toBe('invitee@cli.example');
      expect(out.invitation_url).toMatch(/^https:\/\/data\.example\.gov\/account\/invitation\/\?token=[A-Za-z0-9_-]{43}$/);
      const mail = inv.stderr.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { mail?: { to: string; links: string[] } }).find((l) => l.mail);
      expect(mail?.mail).toMatchObject({ to: 'invitee@cli.example', links: [out.invitation_url] });
      const usage = await run('accounts:invite');
      expect(usage.code).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('operator-created accounts', () => {
  it('count as verified: they may create keys once they have a password', async () => {
    const acct = await createAccount(t.db.prisma, 'small');
    const row = await t.db.prisma.account.findUniqueOrThrow({ where: { id: acct.id } });
    expect(row.email_verified_at).toBeInstanceOf(Date);
  });
});
