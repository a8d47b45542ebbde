/**
 * GraphQL `viewer`: the calling account and its usage, the same figures as
 * GET /api/account/ and GET /api/account/usage/ (both call accountUsage()).
 * Anonymous callers get an error with code UNAUTHENTICATED and the REST 401
 * body in extensions.body.
 */
import { builder } from '../builder.js';
import { toGraphQLError } from '../engine/graphql/register.js';
import { ApiError } from '../engine/errors.js';
import { AUTH_MESSAGES } from '../auth/principal.js';
import { prismaOf } from '../context.js';
import { alertLimitFor, planLabel } from '../plans.js';
import { maxKeysFor } from './config.js';
import { accountUsage, usageStoreFor, type AccountUsage, type PremiumUsage, type UsageWindow } from './usage.js';

interface ViewerRow {
  id: string;
  name: string;
  email: string;
  tier: string;
  email_verified_at: Date | null;
  alert_limit_override: number | null;
  created: Date;
  usage: () => Promise<AccountUsage>;
}

const UsageWindowType = builder.objectRef<UsageWindow>('UsageWindow').implement({
  description: 'One rate-limit window of the account: its limit, what was used and when it resets.',
  fields: (t) => ({
    limit: t.exposeInt('limit', { nullable: false, description: 'requests allowed in the window' }),
    used: t.exposeInt('used', { nullable: false, description: 'requests counted in the window' }),
    remaining: t.exposeInt('remaining', { description: 'Requests left in the window.', nullable: false }),
    reset: t.exposeInt('reset', { nullable: true, description: 'seconds until the window resets; null when no window is open' }),
    resetsAt: t.field({ type: 'DateTime', nullable: true, description: 'when the window resets; null when no window is open', resolve: (w) => w.resets_at }),
  }),
});

const PremiumUsageType = builder.objectRef<PremiumUsage>('PremiumUsage').implement({
  description: 'A premium budget (per UTC day) that replaces the daily and burst windows on its endpoints.',
  fields: (t) => ({
    family: t.exposeString('family', { description: 'The budget family, e.g. labor_rates.', nullable: false }),
    label: t.exposeString('label', { description: 'What the budget covers, in words.', nullable: false }),
    limit: t.exposeInt('limit', { nullable: false, description: 'requests allowed per UTC day' }),
    used: t.exposeInt('used', { nullable: false, description: 'requests counted today' }),
    remaining: t.exposeInt('remaining', { description: 'Requests left today.', nullable: false }),
    reset: t.exposeInt('reset', { nullable: true, description: 'seconds until the budget resets' }),
    resetsAt: t.field({ type: 'DateTime', nullable: true, description: 'when the budget resets', resolve: (w) => w.resets_at }),
  }),
});

const AccountUsageType = builder.objectRef<AccountUsage>('AccountUsage').implement({
  description: 'Use of the account quotas (same as GET /api/account/usage/).',
  fields: (t) => ({
    tier: t.exposeString('tier', { description: 'The plan tier: free, small, medium, large or enterprise.', nullable: false }),
    day: t.field({ type: 'Date', nullable: false, description: 'the UTC day of the daily window and premium budgets', resolve: (u) => u.day }),
    daily: t.field({ description: 'The daily window (resets at 00:00 UTC).', type: UsageWindowType, nullable: false, resolve: (u) => u.daily }),
    burst: t.field({ description: 'The per-minute burst window.', type: UsageWindowType, nullable: false, resolve: (u) => u.burst }),
    premium: t.field({ description: 'Each premium budget (e.g. labor rates).', type: [PremiumUsageType], nullable: false, resolve: (u) => u.premium }),
  }),
});

const ViewerType = builder.objectRef<ViewerRow>('Viewer').implement({
  description: 'The account of the API key or OAuth2 token making the request.',
  fields: (t) => ({
    id: t.field({ description: "The account's id.", type: 'UUID', nullable: false, resolve: (v) => v.id }),
    name: t.exposeString('name', { description: "The account's name.", nullable: false }),
    email: t.exposeString('email', { description: "The account's e-mail address.", nullable: false }),
    emailVerified: t.boolean({ description: 'The address has been verified.', nullable: false, resolve: (v) => v.email_verified_at !== null }),
    tier: t.exposeString('tier', { nullable: false, description: 'free, small, medium, large or enterprise' }),
    plan: t.string({ nullable: false, description: 'display name of the plan', resolve: (v) => planLabel(v.tier) }),
    alertLimit: t.int({ description: 'Alerts the account may hold.', nullable: false, resolve: (v) => alertLimitFor(v) }),
    apiKeyLimit: t.int({ nullable: false, description: 'API keys the account may hold (not revoked)', resolve: (v) => maxKeysFor(v.tier) }),
    created: t.field({ description: 'When the account was created.', type: 'DateTime', nullable: false, resolve: (v) => v.created }),
    usage: t.field({ description: 'Use of the quotas today.', type: AccountUsageType, nullable: false, resolve: (v) => v.usage() }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerType,
    description: 'The calling account: plan, allowances and usage (GET /api/account/ and GET /api/account/usage/). Needs an API key or token.',
    resolve: async (_root, _args, ctx) => {
      try {
        if (!ctx.principal) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
        const principal = ctx.principal;
        const row = await prismaOf(ctx).account.findUnique({
          where: { id: principal.accountId },
          select: { id: true, name: true, email: true, tier: true, email_verified_at: true, alert_limit_override: true, created: true },
        });
        if (!row) throw new ApiError(401, { detail: AUTH_MESSAGES.inactiveKey });
        const store = usageStoreFor(ctx.prisma);
        return {
          ...row,
          usage: () => {
            if (!store) throw new Error('no rate-limit store is registered for this database');
            return accountUsage(store, { id: row.id, tier: row.tier });
          },
        };
      } catch (err) {
        throw toGraphQLError(err);
      }
    },
  }),
);
