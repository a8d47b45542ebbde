/**
 * The @node-oauth/oauth2-server model over the existing tables
 * (oauth_client, oauth_authorization_code, oauth_token). Client secrets,
 * authorization codes, access and refresh tokens are stored only as SHA-256
 * digests (hashToken); rows are found by digest (unique index) and the digest
 * is re-checked in constant time. The resource owner ("user") is the account:
 * `{ id: account.id }`.
 *
 * - authorization codes are single-use: revoking deletes the row, and only the
 *   request whose DELETE removed it gets a token (two concurrent exchanges of
 *   one code: one wins);
 * - refresh tokens rotate: using one revokes its token row (access token
 *   included) with a conditional UPDATE, so a refresh token works once;
 * - the only scope is `read`; no scope requested means `read`; anything else
 *   is invalid_scope.
 */
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';
import { hashToken, safeEqual } from '../auth/secrets.js';

export const OAUTH_SCOPES = ['read'] as const;
export const DEFAULT_SCOPE = ['read'];

export interface OAuthUser {
  id: string;
}

export interface OAuthClientRecord {
  id: string;
  grants: string[];
  redirectUris: string[];
  name: string;
  accountId: string;
}

/** A digest nobody can match: lookups of unknown ids still compare something (same timing). */
const NO_MATCH = hashToken('no-such-client-secret');

/** Exact (byte-for-byte) redirect URI match against the registered ones, in constant time per candidate. */
export function redirectUriAllowed(client: Pick<OAuthClientRecord, 'redirectUris'>, uri: string): boolean {
  let ok = false;
  for (const registered of client.redirectUris) if (safeEqual(registered, uri)) ok = true;
  return ok;
}

export function createOAuthModel(prisma: PrismaClient, opts: { requireSecret: boolean }) {
  const activeAccount = async (id: string) => {
    const a = await prisma.account.findUnique({ where: { id }, select: { id: true, is_active: true } });
    return a?.is_active ? a : null;
  };

  return {
    /**
     * The token endpoint authenticates the client (requireSecret); the
     * authorization endpoint only identifies it (secret null).
     */
    async getClient(clientId: string, clientSecret: string | null | undefined): Promise<OAuthClientRecord | null> {
      const row = await prisma.oAuthClient.findUnique({
        where: { client_id: clientId },
        select: { client_id: true, client_secret_hash: true, name: true, account_id: true, redirect_uris: true, grants: true, is_active: true, account: { select: { is_active: true } } },
      });
      if (opts.requireSecret) {
        if (!clientSecret) return null;
        const matches = safeEqual(hashToken(clientSecret), row?.client_secret_hash ?? NO_MATCH);
        if (!row || !matches) return null;
      } else if (clientSecret) {
        if (!row || !safeEqual(hashToken(clientSecret), row.client_secret_hash)) return null;
      }
      if (!row || !row.is_active || !row.account.is_active) return null;
      return { id: row.client_id, grants: row.grants, redirectUris: row.redirect_uris, name: row.name, accountId: row.account_id };
    },

    async validateRedirectUri(redirectUri: string, client: OAuthClientRecord): Promise<boolean> {
      return redirectUriAllowed(client, redirectUri);
    },

    async validateScope(_user: OAuthUser, _client: OAuthClientRecord, scope?: string[]): Promise<string[] | false> {
      if (!scope || scope.length === 0) return [...DEFAULT_SCOPE];
      return scope.every((s) => (OAUTH_SCOPES as readonly string[]).includes(s)) ? [...new Set(scope)] : false;
    },

    async verifyScope(token: { scope?: string[] }, scope: string[]): Promise<boolean> {
      return scope.every((s) => token.scope?.includes(s));
    },

    async saveAuthorizationCode(
      code: { authorizationCode: string; expiresAt: Date; redirectUri: string; scope?: string[]; codeChallenge?: string; codeChallengeMethod?: string },
      client: OAuthClientRecord,
      user: OAuthUser,
    ) {
      await prisma.oAuthAuthorizationCode.create({
        data: {
          code_hash: hashToken(code.authorizationCode),
          client_id: client.id,
          account_id: user.id,
          redirect_uri: code.redirectUri,
          scope: (code.scope ?? DEFAULT_SCOPE).join(' '),
          code_challenge: code.codeChallenge ?? null,
          code_challenge_method: code.codeChallenge ? (code.codeChallengeMethod ?? null) : null,
          expires_at: code.expiresAt,
          created: new Date(),
        },
      });
      return { ...code, client, user };
    },

    async getAuthorizationCode(authorizationCode: string) {
      const digest = hashToken(authorizationCode);
      const row = await prisma.oAuthAuthorizationCode.findUnique({ where: { code_hash: digest } });
      if (!row || !safeEqual(row.code_hash, digest)) return null;
      if (!(await activeAccount(row.account_id))) return null;
      return {
        authorizationCode,
        expiresAt: row.expires_at,
        redirectUri: row.redirect_uri,
        scope: row.scope.split(' ').filter(Boolean),
        client: { id: row.client_id },
        user: { id: row.account_id },
        ...(row.code_challenge ? { codeChallenge: row.code_challenge, codeChallengeMethod: row.code_challenge_method ?? undefined } : {}),
      };
    },

    async revokeAuthorizationCode(code: { authorizationCode: string }): Promise<boolean> {
      const { count } = await prisma.oAuthAuthorizationCode.deleteMany({ where: { code_hash: hashToken(code.authorizationCode) } });
      return count === 1;
    },

    async saveToken(
      token: { accessToken: string; accessTokenExpiresAt?: Date; refreshToken?: string; refreshTokenExpiresAt?: Date; scope?: string[] },
      client: OAuthClientRecord,
      user: OAuthUser,
    ) {
      const scope = token.scope?.length ? token.scope : DEFAULT_SCOPE;
      await prisma.oAuthToken.create({
        data: {
          id: randomUUID(),
          access_token_hash: hashToken(token.accessToken),
          refresh_token_hash: token.refreshToken ? hashToken(token.refreshToken) : null,
          client_id: client.id,
          account_id: user.id,
          scope: scope.join(' '),
          access_token_expires_at: token.accessTokenExpiresAt!,
          refresh_token_expires_at: token.refreshToken ? (token.refreshTokenExpiresAt ?? null) : null,
          created: new Date(),
        },
      });
      return { ...token, scope, client, user };
    },

    async getAccessToken(accessToken: string) {
      const digest = hashToken(accessToken);
      const row = await prisma.oAuthToken.findUnique({ where: { access_token_hash: digest } });
      if (!row || !safeEqual(row.access_token_hash, digest) || row.revoked_at) return null;
      return {
        accessToken,
        accessTokenExpiresAt: row.access_token_expires_at,
        scope: row.scope.split(' ').filter(Boolean),
        client: { id: row.client_id },
        user: { id: row.account_id },
      };
    },

    async getRefreshToken(refreshToken: string) {
      const digest = hashToken(refreshToken);
      const row = await prisma.oAuthToken.findUnique({ where: { refresh_token_hash: digest } });
      if (!row || !row.refresh_token_hash || !safeEqual(row.refresh_token_hash, digest) || row.revoked_at) return null;
      if (!(await activeAccount(row.account_id))) return null;
      return {
        refreshToken,
        refreshTokenExpiresAt: row.refresh_token_expires_at ?? undefined,
        scope: row.scope.split(' ').filter(Boolean),
        client: { id: row.client_id },
        user: { id: row.account_id },
      };
    },

    /** Rotation: the refresh token (and the access token issued with it) stop working; true only for the first caller. */
    async revokeToken(token: { refreshToken?: string }): Promise<boolean> {
      if (!token.refreshToken) return false;
      const { count } = await prisma.oAuthToken.updateMany({
        where: { refresh_token_hash: hashToken(token.refreshToken), revoked_at: null },
        data: { revoked_at: new Date() },
      });
      return count === 1;
    },

    /** client_credentials: the token belongs to the account that owns the client. */
    async getUserFromClient(client: OAuthClientRecord): Promise<OAuthUser | false> {
      return (await activeAccount(client.accountId)) ? { id: client.accountId } : false;
    },
  };
}

export type OAuthModel = ReturnType<typeof createOAuthModel>;
