/**
 * Storefront visibility (document 3, "Storefront requests", visibility rules
 * 1 to 5, and Authentication 5): a caller sees the requests posted under the
 * schedule contracts linked to it, directly (storefront_contract_link with
 * its account id) or through its customer organisation (a link with the
 * organisation's id); access is the union. The links, and the account's
 * organisation, are read inside the SQL statement of every request that
 * uses them (never cached), so an operator removing a link takes effect on
 * the very next request. The contract a request was posted under
 * (storefront_request.contract_number) only ever appears in these
 * conditions, never in a response.
 */
import type { Context } from '../context.js';
import { ApiError } from '../engine/errors.js';
import { sql, type Sql } from '../engine/filters/sql.js';
import { tierAllows } from '../engine/gating/tiers.js';
import type { RawQuery } from '../engine/query/list.js';
import { AUTH_MESSAGES } from '../auth/principal.js';
import { PRO_TIER } from '../plans.js';

/** A request id in a path: letters, digits, dashes and underscores, up to 64; anything else answers 404 without a query. */
export const RFQ_ID_FORM = /^[A-Za-z0-9_-]{1,64}$/;

/** The schedule contract numbers an account holds (SQL over a uuid placeholder `account`, which appears twice). */
export function heldContracts(account: string): string {
  return `SELECT l.contract_number FROM storefront_contract_link l
     WHERE l.account_id = ${account}
        OR l.customer_organization_id = (SELECT ca.customer_organization_id FROM account ca WHERE ca.id = ${account})`;
}

/** Row condition (alias t) of the requests the caller may see; an anonymous caller sees none. */
export function visibleTo(ctx: Pick<Context, 'principal'>): Sql {
  const id = ctx.principal?.accountId;
  if (!id) return sql('FALSE');
  return sql(`t.contract_number IN (${heldContracts('$?::uuid')})`, id, id);
}

export type AccessReason = 'tier_required' | 'no_contract_grant';

/** The access record (document 3, "Storefront request", access record). */
export interface AccessRecord {
  enabled: boolean;
  /** tier_required (wins when both apply), no_contract_grant, or null when enabled */
  reason: AccessReason | null;
  /** the caller's linked schedule contract numbers, sorted (byte order), without duplicates */
  contracts: string[];
}

/** 401 for an anonymous caller: every storefront endpoint needs one (Authentication 2). */
export function requireCaller(ctx: Pick<Context, 'principal'>): string {
  if (!ctx.principal) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
  return ctx.principal.accountId;
}

/**
 * The caller's access record, in one statement: the contracts come from the
 * links as they are now; the plan from the caller. Every authenticated
 * caller gets one (Free included: it says tier_required).
 */
export async function accessRecord(ctx: Pick<Context, 'principal' | 'tier' | 'sql'>): Promise<AccessRecord> {
  const account = requireCaller(ctx);
  const rows = await (ctx.sql as RawQuery)<{ j: string }>(
    `SELECT coalesce(json_agg(h.contract_number ORDER BY h.contract_number COLLATE "C"), '[]'::json)::text AS j
       FROM (SELECT DISTINCT contract_number FROM (${heldContracts('$1::uuid')}) x) h`,
    [account],
  );
  const contracts = JSON.parse(rows[0]?.j ?? '[]') as string[];
  const paid = tierAllows(ctx.tier, PRO_TIER);
  const reason: AccessReason | null = !paid ? 'tier_required' : contracts.length === 0 ? 'no_contract_grant' : null;
  return { enabled: reason === null, reason, contracts };
}
