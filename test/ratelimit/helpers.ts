/** Accounts and keys made for one test (each test gets fresh counters). */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken } from '../../src/auth/secrets.js';
import type { Database } from '../../src/db/client.js';
import type { Tier } from '../../src/engine/shape/validate.js';

export interface TestAccount {
  id: string;
  tier: Tier;
  keys: string[];
}

export async function addKey(db: Database, accountId: string): Promise<string> {
  const key = `test_${randomBytes(12).toString('hex')}`;
  await db.prisma.apiKey.create({
    data: { id: randomUUID(), account_id: accountId, name: 'test key', prefix: key.slice(0, 9), key_hash: hashToken(key), created: new Date() },
  });
  return key;
}

export async function newAccount(db: Database, tier: Tier, keys = 1): Promise<TestAccount> {
  const id = randomUUID();
  const now = new Date();
  await db.prisma.account.create({
    data: { id, name: `Rate-limit test ${tier}`, email: `rl-${id}@test.example`, tier, created: now, modified: now },
  });
  const out: TestAccount = { id, tier, keys: [] };
  for (let i = 0; i < keys; i++) out.keys.push(await addKey(db, id));
  return out;
}

/** Set PLAN_QUOTAS for the tiers given (src/plans.ts re-reads it on change). */
export function setQuotas(q: Partial<Record<Tier, { daily?: number; burst?: number; premiumDaily?: number }>>): void {
  process.env.PLAN_QUOTAS = JSON.stringify(q);
}

export const RL_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Daily-Limit',
  'X-RateLimit-Daily-Remaining',
  'X-RateLimit-Daily-Reset',
  'X-RateLimit-Burst-Limit',
  'X-RateLimit-Burst-Remaining',
  'X-RateLimit-Burst-Reset',
  'X-Execution-Time',
];

export function secondsToMidnight(): number {
  const now = Date.now();
  const d = new Date(now);
  return Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - now) / 1000);
}
