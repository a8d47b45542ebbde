/**
 * Self-service accounts: what the account pages (./http.ts), the account API
 * and the operator's invitation do. Pages render the results; nothing here
 * writes HTML.
 *
 * - Answers never depend on whether an e-mail address has an account:
 *   sign-up, sign-in and password reset give the same result either way (the
 *   mail that goes out differs, and mail is sent in the background), and a
 *   wrong e-mail costs the same password-hash comparison as a wrong password.
 * - Passwords are hashed with scrypt (./password.ts) and never logged. Log
 *   lines name accounts by id only.
 * - E-mail links are single-use and expire (./tokens.ts).
 * - Keys and OAuth2 applications are created with the operator service's
 *   functions and validation (src/admin/service.ts); this module adds what an
 *   account may do on its own: a verified e-mail address, the plan's maximum
 *   of keys, a maximum of applications, rotating and deleting its own
 *   applications, and revoking the applications it authorised.
 */
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger.js';
import { ApiError, validationError } from '../engine/errors.js';
import * as svc from '../admin/service.js';
import { authChanged } from '../auth/cache.js';
import { generateClientCredentials } from '../auth/keys.js';
import { planLabel } from '../plans.js';
import { MAX_APPLICATIONS_PER_ACCOUNT, maxKeysFor, LINK_LIFETIME_SECONDS, type SignupMode, type ThrottleConfig } from './config.js';
import type { Mailer } from './mail.js';
import { dummyHash, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from './password.js';
import { emailKey, Throttle, type ThrottleSubject } from './throttle.js';
import { consumeLink, issueLink, peekLink, retireLinks, type LinkRecord } from './tokens.js';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** A normalised e-mail address, or null when the text is not one. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const e = raw.trim().toLowerCase();
  if (!e || e.length > MAX_EMAIL_LENGTH || e.includes('\u0000') || !EMAIL_RE.test(e)) return null;
  return e;
}

export type Outcome<T extends object = object> =
  | ({ kind: 'ok' } & T)
  | { kind: 'invalid'; field?: string; message: string }
  | { kind: 'throttled'; wait: number }
  | { kind: 'closed' }
  | { kind: 'bad_link' };

/** Every outcome but success (the same for all result types). */
export type Failure = Exclude<Outcome, { kind: 'ok' }>;

export interface SignedIn {
  account: { id: string; generation: number };
}

export interface AccountServiceDeps {
  prisma: PrismaClient;
  logger: Logger;
  mailer: Mailer;
  throttle: Throttle;
  throttleConfig: ThrottleConfig;
  signup: SignupMode;
}

const days = (s: number) => (s % 86400 === 0 ? `${s / 86400} days` : `${s / 3600} hour${s === 3600 ? '' : 's'}`);

export class AccountService {
  readonly prisma: PrismaClient;
  private readonly logger: Logger;
  readonly mailer: Mailer;
  private readonly throttle: Throttle;
  private readonly rules: ThrottleConfig;
  readonly signup: SignupMode;

  constructor(deps: AccountServiceDeps) {
    this.prisma = deps.prisma;
    this.logger = deps.logger;
    this.mailer = deps.mailer;
    this.throttle = deps.throttle;
    this.rules = deps.throttleConfig;
    this.signup = deps.signup;
  }

  // ---------------------------------------------------------------- sign-up

  /** Sign up {email, password, name?}: the same outcome whether or not the address has an account. */
  async signUp(input: { email: unknown; password: unknown; name?: unknown }, ip: string, base: string): Promise<Outcome<{ email: string }>> {
    if (this.signup === 'closed') return { kind: 'closed' };
    const email = normaliseEmail(input.email);
    if (!email) return { kind: 'invalid', field: 'email', message: 'Enter an e-mail address such as name@example.com.' };
    const password = typeof input.password === 'string' ? input.password : '';
    const problem = passwordProblem(password, email);
    if (problem) return { kind: 'invalid', field: 'password', message: problem };
    const rawName = typeof input.name === 'string' ? input.name.trim() : '';
    if (rawName.length > svc.MAX_NAME_LENGTH || rawName.includes('\u0000')) return { kind: 'invalid', field: 'name', message: `Use at most ${svc.MAX_NAME_LENGTH} characters for the name.` };
    const subjects: ThrottleSubject[] = [
      { key: `signup:address:${ip}`, rule: this.rules.signup.address },
      { key: `signup:email:${emailKey(email)}`, rule: this.rules.signup.email },
    ];
    const wait = await this.throttle.take(subjects);
    if (wait) return { kind: 'throttled', wait };
    // hashed whether or not it is used, so both paths cost the same
    const hash = await hashPassword(password);
    const existing = await this.prisma.account.findUnique({ where: { email }, select: { id: true, email_verified_at: true, is_active: true } });
    if (existing) {
      await this.alreadyRegistered(existing, email, base);
      return { kind: 'ok', email };
    }
    const now = new Date();
    const id = randomUUID();
    let token: string;
    try {
      token = await this.prisma.$transaction(async (tx) => {
        await tx.account.create({
          data: { id, name: rawName || email, email, password_hash: hash, email_verified_at: null, tier: 'free', is_active: true, created: now, modified: now },
        });
        return (await issueLink(tx, id, 'verify_email', email, now)).token;
      });
    } catch (err) {
      // a concurrent sign-up of the same address won the unique index: the same answer
      if ((err as { code?: string }).code !== 'P2002') throw err;
      return { kind: 'ok', email };
    }
    this.mailer.send(this.verificationMail(email, base, token));
    this.logger.info({ accountId: id, audit: 'account' }, 'account signed up');
    return { kind: 'ok', email };
  }

  private async alreadyRegistered(account: { id: string; email_verified_at: Date | null; is_active: boolean }, email: string, base: string) {
    if (!account.is_active) return;
    let verify = '';
    if (!account.email_verified_at) {
      // not a verification link: whoever made the unverified account knows its password. Choosing the
      // password through this link verifies the address and ends every session of the account
      const link = await issueLink(this.prisma, account.id, 'reset_password', email);
      verify = `\nThe account was never verified. To take it over, choose its password with this link (it works once, for ${days(LINK_LIFETIME_SECONDS.reset_password)}); that also verifies the address and signs out every session:\n${base}/account/password/reset/?token=${link.token}\n`;
    }
    this.mailer.send({
      to: email,
      subject: 'You already have an account',
      text: `Someone, perhaps you, tried to sign up for the Procurement Data Service with this address, which already has an account. No new account was made.\n\nSign in: ${base}/account/login/\nForgotten your password? ${base}/account/password/forgot/\n${verify}\nIf it was not you, you can ignore this message.\n`,
    });
  }

  private verificationMail(email: string, base: string, token: string) {
    return {
      to: email,
      subject: 'Verify your e-mail address',
      text: `Welcome to the Procurement Data Service.\n\nTo verify your e-mail address, open this link (it works once, for ${days(LINK_LIFETIME_SECONDS.verify_email)}):\n${base}/account/verify/?token=${token}\n\nUntil then you can sign in, but not create API keys or OAuth2 applications.\nIf you did not sign up, you can ignore this message.\n`,
    };
  }

  /** Send a new verification link to a signed-in, unverified account. */
  async resendVerification(accountId: string, base: string): Promise<Outcome> {
    const account = await this.prisma.account.findUnique({ where: { id: accountId }, select: { email: true, email_verified_at: true } });
    if (!account) return { kind: 'bad_link' };
    if (account.email_verified_at) return { kind: 'ok' };
    const wait = await this.throttle.take([{ key: `mail:account:${accountId}`, rule: this.rules.mail.account }]);
    if (wait) return { kind: 'throttled', wait };
    const link = await issueLink(this.prisma, accountId, 'verify_email', account.email);
    this.mailer.send(this.verificationMail(account.email, base, link.token));
    return { kind: 'ok' };
  }

  async peekVerification(token: unknown) {
    return peekLink(this.prisma, token, 'verify_email');
  }

  /** Follow a verification link: the account's address is verified (if it is still the address the link was sent to). */
  async verifyEmail(token: unknown): Promise<Outcome<{ accountId: string }>> {
    const link = await consumeLink(this.prisma, token, 'verify_email');
    if (!link) return { kind: 'bad_link' };
    const done = await this.prisma.account.updateMany({ where: { id: link.account_id, email: link.email }, data: { email_verified_at: new Date(), modified: new Date() } });
    if (done.count !== 1) return { kind: 'bad_link' };
    this.logger.info({ accountId: link.account_id, audit: 'account' }, 'e-mail address verified');
    return { kind: 'ok', accountId: link.account_id };
  }

  // ---------------------------------------------------------------- sign-in

  private signinSubjects(email: string, ip: string): ThrottleSubject[] {
    return [
      { key: `signin:account:${emailKey(email)}`, rule: this.rules.signin.account },
      { key: `signin:address:${ip}`, rule: this.rules.signin.address },
    ];
  }

  /**
   * Check an e-mail and password (the account pages and the OAuth2 sign-in
   * page). Failures are counted per address typed and per client address;
   * at the limit, attempts are refused without checking the password.
   */
  async signIn(emailRaw: unknown, passwordRaw: unknown, ip: string): Promise<Outcome<SignedIn>> {
    const email = typeof emailRaw === 'string' ? emailRaw.trim().toLowerCase().slice(0, 320) : '';
    const password = typeof passwordRaw === 'string' ? passwordRaw : '';
    const subjects = this.signinSubjects(email, ip);
    const wait = await this.throttle.take(subjects);
    if (wait) {
      this.logger.info({ reason: 'throttled' }, 'sign-in refused');
      return { kind: 'throttled', wait };
    }
    const account =
      email && !email.includes('\u0000')
        ? await this.prisma.account.findUnique({ where: { email }, select: { id: true, password_hash: true, is_active: true, session_generation: true } })
        : null;
    const usable = password.length > 0 && password.length <= MAX_PASSWORD_LENGTH;
    const checked = await verifyPassword(usable ? password : 'x', account?.password_hash ?? (await dummyHash()));
    if (!account || !account.password_hash || !account.is_active || !usable || !checked.ok) {
      this.logger.info({ reason: 'bad credentials' }, 'sign-in refused');
      return { kind: 'invalid', message: 'The e-mail or password is incorrect.' };
    }
    // only failures count
    await this.throttle.giveBack(subjects);
    if (checked.rehash) {
      await this.prisma.account.update({ where: { id: account.id }, data: { password_hash: await hashPassword(password) } }).catch(() => undefined);
    }
    this.logger.info({ accountId: account.id, audit: 'account' }, 'signed in');
    return { kind: 'ok', account: { id: account.id, generation: account.session_generation } };
  }

  /** The account of a session: active, and the session started at its current generation. */
  async sessionAccount(session: { accountId: string; generation: number } | null) {
    if (!session) return null;
    const account = await this.prisma.account.findUnique({
      where: { id: session.accountId },
      select: { id: true, name: true, email: true, tier: true, is_active: true, email_verified_at: true, session_generation: true, created: true, password_hash: true },
    });
    if (!account || !account.is_active || account.session_generation !== session.generation || !account.password_hash) return null;
    return account;
  }

  // ---------------------------------------------------------------- passwords

  /** Ask for a reset link: the same outcome whether or not the address has an account. */
  async requestReset(emailRaw: unknown, ip: string, base: string): Promise<Outcome<{ email: string }>> {
    const email = normaliseEmail(emailRaw);
    if (!email) return { kind: 'invalid', field: 'email', message: 'Enter an e-mail address such as name@example.com.' };
    const subjects: ThrottleSubject[] = [
      { key: `reset:address:${ip}`, rule: this.rules.reset.address },
      { key: `reset:email:${emailKey(email)}`, rule: this.rules.reset.email },
    ];
    const wait = await this.throttle.take(subjects);
    if (wait) return { kind: 'throttled', wait };
    const account = await this.prisma.account.findUnique({ where: { email }, select: { id: true, is_active: true } });
    if (account?.is_active) {
      const link = await issueLink(this.prisma, account.id, 'reset_password', email);
      this.mailer.send({
        to: email,
        subject: 'Reset your password',
        text: `To choose a new password for your Procurement Data Service account, open this link (it works once, for ${days(LINK_LIFETIME_SECONDS.reset_password)}):\n${base}/account/password/reset/?token=${link.token}\n\nChoosing a new password signs out every session of the account.\nIf you did not ask for this, you can ignore this message: your password stays as it is.\n`,
      });
      this.logger.info({ accountId: account.id, audit: 'account' }, 'password reset link sent');
    }
    return { kind: 'ok', email };
  }

  async peekReset(token: unknown) {
    return this.linkAccount(await peekLink(this.prisma, token, 'reset_password'));
  }

  async peekInvitation(token: unknown) {
    return this.linkAccount(await peekLink(this.prisma, token, 'invitation'));
  }

  private async linkAccount(link: LinkRecord | null) {
    if (!link) return null;
    const account = await this.prisma.account.findUnique({ where: { id: link.account_id }, select: { id: true, email: true, is_active: true } });
    return account && account.is_active && account.email === link.email ? { link, email: account.email } : null;
  }

  /**
   * Set a password through a reset link or an invitation: the link is used,
   * the address counts as verified (the link reached it), every session of
   * the account ends, and the caller starts a new one.
   */
  async setPasswordWithLink(token: unknown, purpose: 'reset_password' | 'invitation', passwordRaw: unknown): Promise<Outcome<SignedIn>> {
    const peeked = await this.linkAccount(await peekLink(this.prisma, token, purpose));
    if (!peeked) return { kind: 'bad_link' };
    const password = typeof passwordRaw === 'string' ? passwordRaw : '';
    const problem = passwordProblem(password, peeked.email);
    if (problem) return { kind: 'invalid', field: 'password', message: problem };
    const hash = await hashPassword(password);
    const link = await consumeLink(this.prisma, token, purpose);
    if (!link) return { kind: 'bad_link' };
    const now = new Date();
    const updated = await this.prisma.account.update({
      where: { id: link.account_id },
      data: { password_hash: hash, email_verified_at: now, session_generation: { increment: 1 }, modified: now },
      select: { id: true, email: true, session_generation: true },
    });
    await retireLinks(this.prisma, updated.id, ['reset_password', 'invitation'], now);
    this.passwordChangedMail(updated.email);
    this.logger.info({ accountId: updated.id, audit: 'account', via: purpose }, 'password set; every session ended');
    return { kind: 'ok', account: { id: updated.id, generation: updated.session_generation } };
  }

  private passwordChangedMail(email: string) {
    this.mailer.send({
      to: email,
      subject: 'Your password was changed',
      text: 'The password of your Procurement Data Service account was changed, and every session of the account was signed out.\nIf you did not do this, reset your password at once and tell the operator of the service.\n',
    });
  }

  /** Change the password of a signed-in account: the current one is checked (and throttled like a sign-in). */
  async changePassword(accountId: string, currentRaw: unknown, nextRaw: unknown, ip: string): Promise<Outcome<SignedIn>> {
    const account = await this.prisma.account.findUnique({ where: { id: accountId }, select: { id: true, email: true, password_hash: true } });
    if (!account?.password_hash) return { kind: 'bad_link' };
    const current = await this.checkCurrent(account as { id: string; email: string; password_hash: string }, currentRaw, ip);
    if (current) return current;
    const next = typeof nextRaw === 'string' ? nextRaw : '';
    const problem = passwordProblem(next, account.email);
    if (problem) return { kind: 'invalid', field: 'new_password', message: problem };
    const now = new Date();
    const updated = await this.prisma.account.update({
      where: { id: account.id },
      data: { password_hash: await hashPassword(next), session_generation: { increment: 1 }, modified: now },
      select: { id: true, session_generation: true },
    });
    await retireLinks(this.prisma, account.id, ['reset_password', 'invitation'], now);
    this.passwordChangedMail(account.email);
    this.logger.info({ accountId: account.id, audit: 'account' }, 'password changed; every session ended');
    return { kind: 'ok', account: { id: updated.id, generation: updated.session_generation } };
  }

  /** null when the current password is right; otherwise the outcome to show. */
  private async checkCurrent(account: { id: string; email: string; password_hash: string }, currentRaw: unknown, ip: string): Promise<Failure | null> {
    const subjects = this.signinSubjects(account.email, ip);
    const wait = await this.throttle.take(subjects);
    if (wait) return { kind: 'throttled', wait };
    const current = typeof currentRaw === 'string' && currentRaw.length <= MAX_PASSWORD_LENGTH ? currentRaw : '';
    const ok = current !== '' && (await verifyPassword(current, account.password_hash)).ok;
    if (!ok) return { kind: 'invalid', field: 'current_password', message: 'The current password is incorrect.' };
    await this.throttle.giveBack(subjects);
    return null;
  }

  // ---------------------------------------------------------------- e-mail change

  /**
   * Ask to change the address: a link goes to the new address, which takes
   * over when it is followed. The same outcome whether or not the new address
   * belongs to another account (that account's owner is told instead).
   */
  async requestEmailChange(accountId: string, newRaw: unknown, currentRaw: unknown, ip: string, base: string): Promise<Outcome<{ email: string }>> {
    const account = await this.prisma.account.findUnique({ where: { id: accountId }, select: { id: true, email: true, password_hash: true } });
    if (!account?.password_hash) return { kind: 'bad_link' };
    const email = normaliseEmail(newRaw);
    if (!email) return { kind: 'invalid', field: 'email', message: 'Enter an e-mail address such as name@example.com.' };
    if (email === account.email) return { kind: 'invalid', field: 'email', message: 'This is already the address of your account.' };
    const current = await this.checkCurrent(account as { id: string; email: string; password_hash: string }, currentRaw, ip);
    if (current) return current;
    const wait = await this.throttle.take([{ key: `mail:account:${accountId}`, rule: this.rules.mail.account }]);
    if (wait) return { kind: 'throttled', wait };
    const taken = await this.prisma.account.findUnique({ where: { email }, select: { id: true } });
    if (taken) {
      await retireLinks(this.prisma, accountId, ['change_email']);
      this.mailer.send({
        to: email,
        subject: 'Your address was offered for another account',
        text: `Someone, perhaps you, asked to move another Procurement Data Service account to this address, which already has an account. Nothing was changed.\nSign in: ${base}/account/login/\n`,
      });
    } else {
      const link = await issueLink(this.prisma, accountId, 'change_email', email);
      this.mailer.send({
        to: email,
        subject: 'Confirm your new e-mail address',
        text: `To make this the e-mail address of your Procurement Data Service account, open this link (it works once, for ${days(LINK_LIFETIME_SECONDS.change_email)}):\n${base}/account/email/confirm/?token=${link.token}\n\nIf you did not ask for this, you can ignore this message.\n`,
      });
    }
    this.logger.info({ accountId, audit: 'account' }, 'e-mail change requested');
    return { kind: 'ok', email };
  }

  async peekEmailChange(token: unknown) {
    return peekLink(this.prisma, token, 'change_email');
  }

  async confirmEmailChange(token: unknown): Promise<Outcome<{ email: string }>> {
    const link = await consumeLink(this.prisma, token, 'change_email');
    if (!link) return { kind: 'bad_link' };
    const account = await this.prisma.account.findUnique({ where: { id: link.account_id }, select: { id: true, email: true, is_active: true } });
    if (!account?.is_active) return { kind: 'bad_link' };
    const now = new Date();
    try {
      await this.prisma.account.update({ where: { id: account.id }, data: { email: link.email, email_verified_at: now, modified: now } });
    } catch (err) {
      if ((err as { code?: string }).code !== 'P2002') throw err;
      // whoever follows the link controls the new address: saying it is taken reveals nothing new
      return { kind: 'invalid', field: 'email', message: 'This address now belongs to another account; nothing was changed.' };
    }
    await retireLinks(this.prisma, account.id, ['verify_email', 'reset_password', 'invitation'], now);
    this.mailer.send({
      to: account.email,
      subject: 'Your e-mail address was changed',
      text: `The e-mail address of your Procurement Data Service account was changed to ${link.email}. Sign in with the new address from now on.\nIf you did not do this, tell the operator of the service at once.\n`,
    });
    this.logger.info({ accountId: account.id, audit: 'account' }, 'e-mail address changed');
    return { kind: 'ok', email: link.email };
  }

  // ---------------------------------------------------------------- invitation (operators)

  invite(accountIdRaw: string, base: string) {
    return inviteAccount(this.prisma, this.mailer, accountIdRaw, base);
  }

  // ---------------------------------------------------------------- API keys

  private async verifiedAccount(accountId: string, what: string) {
    const account = await this.prisma.account.findUnique({ where: { id: accountId }, select: { id: true, tier: true, email_verified_at: true } });
    if (!account) throw svc.notFoundError('account', accountId);
    if (!account.email_verified_at) {
      throw new ApiError(403, { error: `Verify the account's e-mail address before creating ${what}: follow the link in the verification e-mail (the account page at /account/ sends it again).`, code: 'email_unverified' });
    }
    return account;
  }

  /**
   * Create a key for the account itself (account page and POST
   * /api/account/keys/): the operator service's validation and creation,
   * inside a transaction that locks the account row, then refused (rolled
   * back) when the account would hold more unrevoked keys than its plan
   * allows. Body errors come first, as from the operator API.
   */
  async createKey(accountId: string, input: unknown) {
    const account = await this.verifiedAccount(accountId, 'API keys');
    const max = maxKeysFor(account.tier);
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM account WHERE id = ${account.id}::uuid FOR UPDATE`;
      const created = await svc.createApiKey(tx as unknown as PrismaClient, account.id, input);
      const held = await tx.apiKey.count({ where: { account_id: account.id, revoked_at: null } });
      if (held > max) {
        throw validationError(`the ${planLabel(account.tier)} plan allows at most ${max} API key${max === 1 ? '' : 's'}; revoke one first (the plans page at /account/plans/ lists each plan's allowance)`);
      }
      return created;
    });
  }

  async listKeys(accountId: string) {
    return svc.listApiKeys(this.prisma, accountId, { includeRevoked: false });
  }

  async revokeKey(accountId: string, keyId: string) {
    await svc.revokeApiKey(this.prisma, accountId, keyId);
  }

  // ---------------------------------------------------------------- OAuth2 applications

  async listApplications(accountId: string) {
    return svc.listOAuthClients(this.prisma, accountId);
  }

  /** Register {name, redirect_uris, grants?} with the operator API's validation. */
  async registerApplication(accountId: string, input: unknown) {
    const account = await this.verifiedAccount(accountId, 'OAuth2 applications');
    const held = await this.prisma.oAuthClient.count({ where: { account_id: account.id } });
    if (held >= MAX_APPLICATIONS_PER_ACCOUNT) throw validationError(`an account may register at most ${MAX_APPLICATIONS_PER_ACCOUNT} applications; delete one first`);
    return svc.registerOAuthClient(this.prisma, account.id, input);
  }

  private async ownApplication(accountId: string, id: string) {
    const app = /^[0-9a-f-]{36}$/i.test(id) ? await this.prisma.oAuthClient.findUnique({ where: { id }, select: { id: true, client_id: true, name: true, account_id: true, is_active: true } }) : null;
    if (!app || app.account_id !== accountId) throw svc.notFoundError('OAuth2 application', id);
    return app;
  }

  /** A new client secret (shown once); the old one stops working at once. Tokens already issued stay valid. */
  async rotateSecret(accountId: string, id: string) {
    const app = await this.ownApplication(accountId, id);
    if (!app.is_active) throw new ApiError(409, { error: 'this application was deactivated by the operator', code: 'conflict' });
    const { clientSecret, secretHash } = generateClientCredentials();
    await this.prisma.oAuthClient.update({ where: { id: app.id }, data: { client_secret_hash: secretHash } });
    this.logger.info({ accountId, clientId: app.client_id, audit: 'account' }, 'oauth2 client secret rotated');
    return { id: app.id, client_id: app.client_id, name: app.name, client_secret: clientSecret };
  }

  /** Delete an application: its codes and tokens go with it (every token it holds stops working). */
  async deleteApplication(accountId: string, id: string) {
    const app = await this.ownApplication(accountId, id);
    await this.prisma.oAuthClient.delete({ where: { id: app.id } });
    authChanged();
    this.logger.info({ accountId, clientId: app.client_id, audit: 'account' }, 'oauth2 application deleted');
    return app;
  }

  /** Applications this account authorised (authorization-code grants with a live token), by client. */
  async listAuthorizations(accountId: string, now = new Date()) {
    const tokens = await this.prisma.oAuthToken.findMany({
      where: {
        account_id: accountId,
        revoked_at: null,
        authorization_code_hash: { not: null },
        OR: [{ access_token_expires_at: { gt: now } }, { refresh_token_expires_at: { gt: now } }],
      },
      select: { client_id: true, created: true, client: { select: { name: true } } },
      orderBy: [{ created: 'asc' }],
    });
    const byClient = new Map<string, { client_id: string; name: string; first_authorized: string; last_issued: string; tokens: number }>();
    for (const t of tokens) {
      const e = byClient.get(t.client_id);
      if (e) {
        e.last_issued = t.created.toISOString();
        e.tokens += 1;
      } else {
        byClient.set(t.client_id, { client_id: t.client_id, name: t.client.name, first_authorized: t.created.toISOString(), last_issued: t.created.toISOString(), tokens: 1 });
      }
    }
    return [...byClient.values()];
  }

  /** Revoke an authorised application: its access and refresh tokens, and its unused codes, for this account. */
  async revokeAuthorization(accountId: string, clientId: string) {
    const now = new Date();
    const revoked = await this.prisma.oAuthToken.updateMany({ where: { account_id: accountId, client_id: clientId, revoked_at: null }, data: { revoked_at: now } });
    const codes = await this.prisma.oAuthAuthorizationCode.deleteMany({ where: { account_id: accountId, client_id: clientId, used_at: null } });
    if (revoked.count === 0 && codes.count === 0) throw svc.notFoundError('authorised application', clientId);
    this.logger.info({ accountId, clientId, audit: 'account', tokens: revoked.count }, 'oauth2 authorisation revoked');
    return revoked.count;
  }
}

/**
 * An operator's invitation (POST /admin/accounts/{id}/invitation/, `npm run
 * admin -- accounts:invite <id>`): a single-use link, valid 7 days, with which
 * the owner of an operator-created account chooses its password (which also
 * verifies the address and signs them in). The link is sent by mail and
 * returned to the operator as `invitation_url`; a new invitation retires the
 * previous one. 404 for an unknown account; 409 when it is deactivated or
 * already has a password (its owner uses the forgotten-password page).
 */
export async function inviteAccount(prisma: PrismaClient, mailer: Mailer, accountIdRaw: string, base: string) {
  const view = await svc.getAccount(prisma, accountIdRaw);
  const account = await prisma.account.findUniqueOrThrow({ where: { id: view.id }, select: { id: true, email: true, is_active: true, password_hash: true } });
  if (!account.is_active) throw new ApiError(409, { error: 'this account is deactivated; activate it before inviting its owner', code: 'conflict' });
  if (account.password_hash) throw new ApiError(409, { error: 'this account already has a password; its owner can reset it at /account/password/forgot/', code: 'conflict' });
  const link = await issueLink(prisma, account.id, 'invitation', account.email);
  const url = `${base}/account/invitation/?token=${link.token}`;
  mailer.send({
    to: account.email,
    subject: 'Your Procurement Data Service account',
    text: `An account of the Procurement Data Service was made for you (${account.email}).\n\nTo choose its password, open this link (it works once, for ${days(LINK_LIFETIME_SECONDS.invitation)}):\n${url}\n`,
  });
  return { account_id: account.id, email: account.email, invitation_url: url, expires_at: link.expiresAt.toISOString() };
}
