/**
 * Account administration, shared by the operator HTTP API (/admin/, see
 * src/admin/http.ts), the CLI (`npm run admin`, src/admin/cli.ts) and the
 * account-facing key endpoints (/api/account/keys/).
 *
 * Every function validates its input and throws ApiError: 400 {error, code:
 * 'validation_error'} for bad input, 404 {error, code: 'not_found'} for an
 * unknown (or malformed) id, 409 {error, code: 'conflict'} for a duplicate.
 * Secrets (API keys, OAuth client secrets) are returned once by the function
 * that creates them and only their SHA-256 is stored.
 */
import { authChanged } from '../auth/cache.js';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ApiError, validationError } from '../engine/errors.js';
import { alertLimitFor, isTier, quotasFor, TIERS, type Tier } from '../plans.js';
import { generateApiKey, generateClientCredentials } from '../auth/keys.js';

type Body = Record<string, unknown>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const OAUTH_GRANTS = ['authorization_code', 'client_credentials', 'refresh_token'] as const;
export const DEFAULT_OAUTH_GRANTS = ['authorization_code', 'refresh_token'];
/** keys an account may hold that are not revoked */
export const MAX_KEYS_PER_ACCOUNT = 50;
export const MAX_NAME_LENGTH = 100;

export const notFoundError = (what: string, id: string) =>
  new ApiError(404, { error: `No ${what} with id ${JSON.stringify(String(id).slice(0, 80))}.`, code: 'not_found' });
const conflict = (message: string) => new ApiError(409, { error: message, code: 'conflict' });

function asBody(input: unknown): Body {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw validationError('request body must be a JSON object');
  return input as Body;
}

function text(body: Body, field: string, opts: { required?: boolean; max?: number } = {}): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) {
    if (opts.required) throw validationError(`${field} is required`);
    return undefined;
  }
  if (typeof v !== 'string') throw validationError(`${field} must be a string`);
  const s = v.trim();
  if (s === '') {
    if (opts.required) throw validationError(`${field} is required and must not be blank`);
    return undefined;
  }
  const max = opts.max ?? MAX_NAME_LENGTH;
  if (s.length > max) throw validationError(`${field} must be at most ${max} characters`);
  return s;
}

function tierOf(body: Body, field = 'tier', required = true): Tier | undefined {
  const v = body[field];
  if (v === undefined || v === null) {
    if (required) throw validationError(`${field} is required: one of ${TIERS.join(', ')}`);
    return undefined;
  }
  if (!isTier(v)) throw validationError(`${field} must be one of: ${TIERS.join(', ')}`);
  return v;
}

function optionalDate(body: Body, field: string): Date | null | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v.trim())) {
    throw validationError(`${field} must be an ISO 8601 date or date-time, e.g. 2027-01-31 or 2027-01-31T12:00:00Z`);
  }
  const d = new Date(v.trim());
  if (Number.isNaN(d.getTime())) throw validationError(`${field} is not a valid date`);
  return d;
}

function optionalInt(body: Body, field: string, min: number, max: number): number | null | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw validationError(`${field} must be an integer from ${min} to ${max}`);
  return v;
}

function optionalBool(body: Body, field: string): boolean | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw validationError(`${field} must be true or false`);
  return v;
}

function checkId(id: string, what: string): string {
  if (typeof id !== 'string' || !UUID_RE.test(id)) throw notFoundError(what, id);
  return id.toLowerCase();
}

function rejectUnknown(body: Body, allowed: string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) throw validationError(`unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`);
}

// ---------- representations ----------

type AccountRow = {
  id: string;
  name: string;
  email: string;
  tier: string;
  is_active: boolean;
  alert_limit_override: number | null;
  created: Date;
  modified: Date;
  customer_organization: { id: string; name: string } | null;
};

const accountSelect = {
  id: true,
  name: true,
  email: true,
  tier: true,
  is_active: true,
  alert_limit_override: true,
  created: true,
  modified: true,
  customer_organization: { select: { id: true, name: true } },
} as const;

export function accountView(a: AccountRow) {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    tier: a.tier,
    is_active: a.is_active,
    customer_organization: a.customer_organization ? { id: a.customer_organization.id, name: a.customer_organization.name } : null,
    alert_limit: alertLimitFor({ tier: a.tier, alert_limit_override: a.alert_limit_override }),
    alert_limit_override: a.alert_limit_override,
    quotas: quotasFor(a.tier),
    created: a.created.toISOString(),
    modified: a.modified.toISOString(),
  };
}

type KeyRow = {
  id: string;
  account_id: string;
  name: string;
  prefix: string;
  is_active: boolean;
  expires_at: Date | null;
  last_used_at: Date | null;
  created: Date;
  revoked_at: Date | null;
};

const keySelect = {
  id: true,
  account_id: true,
  name: true,
  prefix: true,
  is_active: true,
  expires_at: true,
  last_used_at: true,
  created: true,
  revoked_at: true,
} as const;

export type KeyStatus = 'active' | 'expired' | 'inactive' | 'revoked';

export function keyStatus(k: Pick<KeyRow, 'is_active' | 'revoked_at' | 'expires_at'>, now = new Date()): KeyStatus {
  if (k.revoked_at) return 'revoked';
  if (!k.is_active) return 'inactive';
  if (k.expires_at && k.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A key as listed: never the key itself (only its public prefix). */
export function keyView(k: KeyRow) {
  return {
    id: k.id,
    account_id: k.account_id,
    name: k.name,
    prefix: k.prefix,
    status: keyStatus(k),
    is_active: k.is_active,
    expires_at: k.expires_at?.toISOString() ?? null,
    last_used_at: k.last_used_at?.toISOString() ?? null,
    created: k.created.toISOString(),
    revoked_at: k.revoked_at?.toISOString() ?? null,
  };
}

// ---------- accounts ----------

async function accountRow(prisma: PrismaClient, id: string): Promise<AccountRow> {
  const a = await prisma.account.findUnique({ where: { id: checkId(id, 'account') }, select: accountSelect });
  if (!a) throw notFoundError('account', id);
  return a;
}

export async function getAccount(prisma: PrismaClient, id: string) {
  return accountView(await accountRow(prisma, id));
}

export async function listAccounts(prisma: PrismaClient) {
  const rows = await prisma.account.findMany({ select: accountSelect, orderBy: [{ created: 'asc' }, { id: 'asc' }] });
  return rows.map(accountView);
}

/**
 * Create an account: {name, email, tier, customer_organization_id?,
 * customer_organization_name?, alert_limit_override?}. A
 * customer_organization_name creates a new organisation; an id joins an
 * existing one. A new account has no API key.
 */
export async function createAccount(prisma: PrismaClient, input: unknown) {
  const body = asBody(input);
  rejectUnknown(body, ['name', 'email', 'tier', 'customer_organization_id', 'customer_organization_name', 'alert_limit_override']);
  const name = text(body, 'name', { required: true })!;
  const email = text(body, 'email', { required: true, max: 254 })!.toLowerCase();
  if (!EMAIL_RE.test(email)) throw validationError('email must be an e-mail address');
  const tier = tierOf(body)!;
  const orgId = text(body, 'customer_organization_id', { max: 36 });
  const orgName = text(body, 'customer_organization_name', { max: 200 });
  if (orgId && orgName) throw validationError('send customer_organization_id (an existing organisation) or customer_organization_name (a new one), not both');
  const override = optionalInt(body, 'alert_limit_override', 0, 100_000);
  if (override !== undefined && override !== null && tier !== 'enterprise') throw validationError('alert_limit_override applies to the enterprise tier only');

  if (await prisma.account.findUnique({ where: { email }, select: { id: true } })) throw conflict('an account with this email already exists');
  const now = new Date();
  let organizationId: string | null = null;
  if (orgId) {
    const org = await prisma.customerOrganization.findUnique({ where: { id: checkId(orgId, 'customer organisation') }, select: { id: true } });
    if (!org) throw notFoundError('customer organisation', orgId);
    organizationId = org.id;
  }
  const id = randomUUID();
  await prisma.$transaction(async (tx) => {
    if (orgName) {
      organizationId = randomUUID();
      await tx.customerOrganization.create({ data: { id: organizationId, name: orgName, created: now } });
    }
    await tx.account.create({
      data: { id, name, email, tier, customer_organization_id: organizationId, is_active: true, alert_limit_override: override ?? null, created: now, modified: now },
    });
  });
  return getAccount(prisma, id);
}

/** Change an account: {tier?, name?, is_active?, alert_limit_override?}. */
export async function updateAccount(prisma: PrismaClient, id: string, input: unknown) {
  const body = asBody(input);
  rejectUnknown(body, ['tier', 'name', 'is_active', 'alert_limit_override']);
  const current = await accountRow(prisma, id);
  const tier = tierOf(body, 'tier', false);
  const name = text(body, 'name');
  const isActive = optionalBool(body, 'is_active');
  const override = optionalInt(body, 'alert_limit_override', 0, 100_000);
  if (typeof override === 'number' && (tier ?? current.tier) !== 'enterprise') throw validationError('alert_limit_override applies to the enterprise tier only');
  if (tier === undefined && name === undefined && isActive === undefined && override === undefined) {
    throw validationError('nothing to change: send tier, name, is_active or alert_limit_override');
  }
  await prisma.account.update({
    where: { id: current.id },
    data: {
      ...(tier ? { tier } : {}),
      ...(name ? { name } : {}),
      ...(isActive !== undefined ? { is_active: isActive } : {}),
      ...(override !== undefined ? { alert_limit_override: override } : tier && tier !== 'enterprise' ? { alert_limit_override: null } : {}),
      modified: new Date(),
    },
  });
  authChanged();
  return getAccount(prisma, current.id);
}

export const setTier = (prisma: PrismaClient, id: string, tier: unknown) => updateAccount(prisma, id, { tier });

// ---------- API keys ----------

async function keyRow(prisma: PrismaClient, keyId: string, accountId?: string): Promise<KeyRow> {
  const k = await prisma.apiKey.findUnique({ where: { id: checkId(keyId, 'API key') }, select: keySelect });
  if (!k || (accountId !== undefined && k.account_id !== accountId)) throw notFoundError('API key', keyId);
  return k;
}

export async function listApiKeys(prisma: PrismaClient, accountId: string, opts: { includeRevoked?: boolean } = {}) {
  const account = await accountRow(prisma, accountId);
  const rows = await prisma.apiKey.findMany({
    where: { account_id: account.id, ...(opts.includeRevoked === false ? { revoked_at: null } : {}) },
    select: keySelect,
    orderBy: [{ created: 'asc' }, { id: 'asc' }],
  });
  return rows.map(keyView);
}

/** Create a key {name, expires_at?}. The result holds the full key once (`key`); only its hash is stored. */
export async function createApiKey(prisma: PrismaClient, accountId: string, input: unknown) {
  const body = asBody(input);
  rejectUnknown(body, ['name', 'expires_at']);
  const name = text(body, 'name', { required: true })!;
  const expiresAt = optionalDate(body, 'expires_at');
  const now = new Date();
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw validationError('expires_at must be in the future');
  const account = await accountRow(prisma, accountId);
  const held = await prisma.apiKey.count({ where: { account_id: account.id, revoked_at: null } });
  if (held >= MAX_KEYS_PER_ACCOUNT) throw validationError(`an account may hold at most ${MAX_KEYS_PER_ACCOUNT} keys; revoke one first`);
  const generated = generateApiKey();
  const row = await prisma.apiKey.create({
    data: {
      id: randomUUID(),
      account_id: account.id,
      name,
      prefix: generated.prefix,
      key_hash: generated.hash,
      is_active: true,
      expires_at: expiresAt ?? null,
      created: now,
    },
    select: keySelect,
  });
  return { ...keyView(row), key: generated.key };
}

/** Change a key: {name?, expires_at?, is_active?}. */
export async function updateApiKey(prisma: PrismaClient, keyId: string, input: unknown) {
  const body = asBody(input);
  rejectUnknown(body, ['name', 'expires_at', 'is_active']);
  const name = text(body, 'name');
  const expiresAt = optionalDate(body, 'expires_at');
  const isActive = optionalBool(body, 'is_active');
  if (name === undefined && expiresAt === undefined && isActive === undefined) throw validationError('nothing to change: send name, expires_at or is_active');
  const k = await keyRow(prisma, keyId);
  const row = await prisma.apiKey.update({
    where: { id: k.id },
    data: { ...(name ? { name } : {}), ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}), ...(isActive !== undefined ? { is_active: isActive } : {}) },
    select: keySelect,
  });
  authChanged();
  return keyView(row);
}

export const renameApiKey = (prisma: PrismaClient, keyId: string, name: unknown) => updateApiKey(prisma, keyId, { name });

/** Expire a key now (or at `at`, an ISO date-time). */
export async function expireApiKey(prisma: PrismaClient, keyId: string, at?: unknown) {
  const when = at === undefined || at === null ? new Date() : optionalDate({ at }, 'at')!;
  return updateApiKey(prisma, keyId, { expires_at: when.toISOString() });
}

export const deactivateApiKey = (prisma: PrismaClient, keyId: string) => updateApiKey(prisma, keyId, { is_active: false });

/** Revoke a key of an account (account-facing DELETE): another account's key is 404, as is a key already revoked. */
export async function revokeApiKey(prisma: PrismaClient, accountId: string, keyId: string): Promise<void> {
  const k = await keyRow(prisma, keyId, accountId);
  if (k.revoked_at) throw notFoundError('API key', keyId);
  await prisma.apiKey.update({ where: { id: k.id }, data: { revoked_at: new Date(), is_active: false } });
  authChanged();
}

// ---------- storefront contract links ----------

export type LinkScope = 'account' | 'organization';

function scopeOf(v: unknown): LinkScope {
  if (v === undefined || v === null || v === 'account') return 'account';
  if (v === 'organization' || v === 'organisation') return 'organization';
  throw validationError('scope must be account or organization');
}

async function linkTarget(prisma: PrismaClient, accountId: string, scope: LinkScope) {
  const account = await accountRow(prisma, accountId);
  if (scope === 'organization') {
    if (!account.customer_organization) throw validationError('this account belongs to no customer organisation; link the contract to the account instead');
    return { account_id: null, customer_organization_id: account.customer_organization.id };
  }
  return { account_id: account.id, customer_organization_id: null };
}

/** Schedule contracts whose storefront requests the account may see: its own links and its organisation's. */
export async function listStorefrontLinks(prisma: PrismaClient, accountId: string) {
  const account = await accountRow(prisma, accountId);
  const rows = await prisma.storefrontContractLink.findMany({
    where: {
      OR: [{ account_id: account.id }, ...(account.customer_organization ? [{ customer_organization_id: account.customer_organization.id }] : [])],
    },
    orderBy: [{ contract_number: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    contract_number: r.contract_number,
    scope: (r.account_id ? 'account' : 'organization') as LinkScope,
    account_id: r.account_id,
    customer_organization_id: r.customer_organization_id,
    created: r.created.toISOString(),
  }));
}

/** Link a schedule contract {contract_number, scope?: 'account' | 'organization'} to an account or to its organisation. */
export async function linkStorefrontContract(prisma: PrismaClient, accountId: string, input: unknown) {
  const body = asBody(input);
  rejectUnknown(body, ['contract_number', 'scope']);
  const contractNumber = text(body, 'contract_number', { required: true, max: 64 })!;
  const scope = scopeOf(body.scope);
  const target = await linkTarget(prisma, accountId, scope);
  const contract = await prisma.scheduleCatalogContract.findUnique({ where: { contract_number: contractNumber }, select: { contract_number: true } });
  if (!contract) throw new ApiError(404, { error: `No schedule contract ${JSON.stringify(contractNumber)}.`, code: 'not_found' });
  const existing = await prisma.storefrontContractLink.findFirst({ where: { contract_number: contractNumber, ...target }, select: { id: true } });
  if (existing) throw conflict(`contract ${contractNumber} is already linked to this ${scope === 'account' ? 'account' : 'organisation'}`);
  const row = await prisma.storefrontContractLink.create({
    data: { id: randomUUID(), contract_number: contractNumber, ...target, created: new Date() },
  });
  return { id: row.id, contract_number: row.contract_number, scope, account_id: row.account_id, customer_organization_id: row.customer_organization_id, created: row.created.toISOString() };
}

/** Remove the link of a contract from an account (scope 'account') or from its organisation. */
export async function unlinkStorefrontContract(prisma: PrismaClient, accountId: string, contractNumber: string, scopeInput?: unknown): Promise<void> {
  const scope = scopeOf(scopeInput);
  const target = await linkTarget(prisma, accountId, scope);
  const deleted = await prisma.storefrontContractLink.deleteMany({ where: { contract_number: contractNumber, ...target } });
  authChanged();
  if (deleted.count === 0) {
    throw new ApiError(404, { error: `Contract ${JSON.stringify(contractNumber.slice(0, 80))} is not linked to this ${scope === 'account' ? 'account' : 'organisation'}.`, code: 'not_found' });
  }
}

// ---------- OAuth2 applications ----------

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function redirectUris(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((u) => typeof u !== 'string')) throw validationError('redirect_uris must be an array of URLs');
  if (v.length > 10) throw validationError('redirect_uris may hold at most 10 URLs');
  return (v as string[]).map((raw) => {
    const s = raw.trim();
    let u: URL;
    try {
      u = new URL(s);
    } catch {
      throw validationError(`redirect URI ${JSON.stringify(s.slice(0, 200))} is not an absolute URL`);
    }
    if (u.hash || s.includes('#')) throw validationError(`redirect URI ${JSON.stringify(s)} must not have a fragment`);
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && LOOPBACK.has(u.hostname))) {
      throw validationError(`redirect URI ${JSON.stringify(s)} must use https (plain http only for 127.0.0.1, localhost or [::1])`);
    }
    if (s.length > 2000) throw validationError('a redirect URI may be at most 2000 characters');
    return s;
  });
}

function grantsOf(v: unknown): string[] {
  if (v === undefined || v === null) return [...DEFAULT_OAUTH_GRANTS];
  if (!Array.isArray(v) || v.length === 0 || v.some((g) => typeof g !== 'string' || !(OAUTH_GRANTS as readonly string[]).includes(g))) {
    throw validationError(`grants must be a non-empty array of: ${OAUTH_GRANTS.join(', ')}`);
  }
  return [...new Set(v as string[])];
}

type ClientRow = { id: string; client_id: string; name: string; account_id: string; redirect_uris: string[]; grants: string[]; is_active: boolean; created: Date };

function clientView(c: ClientRow) {
  return { id: c.id, client_id: c.client_id, name: c.name, account_id: c.account_id, redirect_uris: c.redirect_uris, grants: c.grants, is_active: c.is_active, created: c.created.toISOString() };
}

const clientSelect = { id: true, client_id: true, name: true, account_id: true, redirect_uris: true, grants: true, is_active: true, created: true } as const;

/**
 * Register an OAuth2 application {name, redirect_uris, grants?} for an
 * account. Returns client_id and client_secret; the secret is shown once and
 * stored as SHA-256. authorization_code needs at least one redirect URI.
 */
export async function registerOAuthClient(prisma: PrismaClient, accountId: string, input: unknown) {
  const body = asBody(input);
  rejectUnknown(body, ['name', 'redirect_uris', 'grants']);
  const name = text(body, 'name', { required: true })!;
  const uris = redirectUris(body.redirect_uris);
  const grants = grantsOf(body.grants);
  if (grants.includes('authorization_code') && uris.length === 0) throw validationError('the authorization_code grant needs at least one redirect URI in redirect_uris');
  const account = await accountRow(prisma, accountId);
  const creds = generateClientCredentials();
  const row = await prisma.oAuthClient.create({
    data: {
      id: randomUUID(),
      client_id: creds.clientId,
      client_secret_hash: creds.secretHash,
      name,
      account_id: account.id,
      redirect_uris: uris,
      grants,
      is_active: true,
      created: new Date(),
    },
    select: clientSelect,
  });
  return { ...clientView(row), client_secret: creds.clientSecret };
}

export async function listOAuthClients(prisma: PrismaClient, accountId: string) {
  const account = await accountRow(prisma, accountId);
  const rows = await prisma.oAuthClient.findMany({ where: { account_id: account.id }, select: clientSelect, orderBy: [{ created: 'asc' }, { id: 'asc' }] });
  return rows.map(clientView);
}

/** Deactivate an OAuth2 application (by its row id) and revoke its tokens. */
export async function deactivateOAuthClient(prisma: PrismaClient, id: string) {
  const c = await prisma.oAuthClient.findUnique({ where: { id: checkId(id, 'OAuth2 application') }, select: clientSelect });
  if (!c) throw notFoundError('OAuth2 application', id);
  const now = new Date();
  await prisma.$transaction([
    prisma.oAuthClient.update({ where: { id: c.id }, data: { is_active: false } }),
    prisma.oAuthToken.updateMany({ where: { client_id: c.client_id, revoked_at: null }, data: { revoked_at: now } }),
  ]);
  authChanged();
  return clientView({ ...c, is_active: false });
}
