/** Accounts, keys and OAuth2 tokens for authentication tests (written straight to the test database). */
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../src/generated/prisma/client.js';
import { hashToken } from '../../src/auth/secrets.js';
import { randomBase62 } from '../../src/auth/keys.js';
import * as svc from '../../src/admin/service.js';

let seq = 0;
export const uniqueEmail = (label = 'user') => `${label}-${process.pid}-${Date.now()}-${++seq}@test.procurement.example`;

export async function createAccount(prisma: PrismaClient, tier: string, extra: Record<string, unknown> = {}) {
  return svc.createAccount(prisma, { name: `Test ${tier} account ${++seq}`, email: uniqueEmail(tier), tier, ...extra });
}

export async function createAccountWithKey(prisma: PrismaClient, tier: string, keyInput: Record<string, unknown> = { name: 'test key' }) {
  const account = await createAccount(prisma, tier);
  const key = await svc.createApiKey(prisma, account.id, keyInput);
  return { account, key };
}

/** An OAuth2 access token for the account (through a client registered for it). */
export async function createAccessToken(
  prisma: PrismaClient,
  accountId: string,
  opts: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<{ token: string; tokenId: string; clientId: string }> {
  const client = await svc.registerOAuthClient(prisma, accountId, { name: 'test app', grants: ['client_credentials'] });
  const token = `test_at_${randomBase62(40)}`;
  const now = new Date();
  const tokenId = randomUUID();
  await prisma.oAuthToken.create({
    data: {
      id: tokenId,
      access_token_hash: hashToken(token),
      client_id: client.client_id,
      account_id: accountId,
      scope: 'read',
      access_token_expires_at: new Date(now.getTime() + (opts.expiresInMs ?? 3_600_000)),
      revoked_at: opts.revoked ? now : null,
      created: now,
    },
  });
  return { token, tokenId, clientId: client.client_id };
}

export const keyHeader = (key: string) => ({ 'x-api-key': key });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
