/**
 * Single-use, expiring links sent by e-mail: e-mail verification, change of
 * e-mail, password reset, invitation.
 *
 * A link carries a token of 256 random bits (43 base64url characters). The
 * database keeps only its SHA-256, bound to the purpose, the account, the
 * address it was sent to and the expiry (account_token). That record is what
 * makes a token good: a guessed or altered token matches none, a token of one
 * purpose is refused on another's page, and the link works on every instance
 * and from the operator CLI without sharing a key. Using a link marks it used
 * in the same statement that checks it is unused and unexpired (UPDATE ...
 * WHERE used_at IS NULL AND expires_at > now), so of two concurrent uses one
 * wins. Issuing a link of a purpose retires the unused links of the same
 * purpose of that account, so only the latest one works.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import { hashToken } from '../auth/secrets.js';
import { LINK_LIFETIME_SECONDS, type LinkPurpose } from './config.js';

export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

type Tx = Pick<PrismaClient, 'accountToken'>;

export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

export async function issueLink(prisma: Tx, accountId: string, purpose: LinkPurpose, email: string, now = new Date()): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_SECONDS[purpose] * 1000);
  await prisma.accountToken.updateMany({ where: { account_id: accountId, purpose, used_at: null }, data: { used_at: now } });
  await prisma.accountToken.create({ data: { id: randomUUID(), account_id: accountId, purpose, token_hash: hashToken(token), email, expires_at: expiresAt, created: now } });
  return { token, expiresAt };
}

export interface LinkRecord {
  id: string;
  account_id: string;
  email: string;
  expires_at: Date;
}

/** The unused, unexpired link of this purpose, without using it (to show its form); null otherwise. */
export async function peekLink(prisma: Tx, token: unknown, purpose: LinkPurpose, now = new Date()): Promise<LinkRecord | null> {
  if (typeof token !== 'string' || !TOKEN_RE.test(token)) return null;
  const row = await prisma.accountToken.findUnique({ where: { token_hash: hashToken(token) }, select: { id: true, account_id: true, email: true, purpose: true, expires_at: true, used_at: true } });
  if (!row || row.purpose !== purpose || row.used_at || row.expires_at.getTime() <= now.getTime()) return null;
  return { id: row.id, account_id: row.account_id, email: row.email, expires_at: row.expires_at };
}

/** Use the link: marks it used if it is still good; returns its record, or null (unknown, used, expired, other purpose). */
export async function consumeLink(prisma: Tx, token: unknown, purpose: LinkPurpose, now = new Date()): Promise<LinkRecord | null> {
  const row = await peekLink(prisma, token, purpose, now);
  if (!row) return null;
  const won = await prisma.accountToken.updateMany({ where: { id: row.id, used_at: null, expires_at: { gt: now } }, data: { used_at: now } });
  return won.count === 1 ? row : null;
}

/** Retire every unused link of the account (of some purposes). */
export async function retireLinks(prisma: Tx, accountId: string, purposes: LinkPurpose[], now = new Date()): Promise<void> {
  await prisma.accountToken.updateMany({ where: { account_id: accountId, purpose: { in: purposes }, used_at: null }, data: { used_at: now } });
}
