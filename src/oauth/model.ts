/**
 * The @node-oauth/oauth2-server model over the existing tables
 * (oauth_client, oauth_authorization_code, oauth_token). Client secrets,
 * authorization codes, access and refresh tokens are stored only as SHA-256
 * digests (hashToken); rows are found by digest (unique index) and the digest
 * is re-checked in constant time. The resource owner ("user") is the account:
 * `{ id: account.id }`.
 *
 * - authorization codes are single-use: the exchange marks the row used
 *   (`UPDATE ... SET used_at WHERE used_at IS NULL`; of concurrent exchanges
 *   only the one whose UPDATE counted 1 gets a token) and the row is kept.
 *   A code presented again is a replay (RFC 6749 §4.1.2): invalid_grant, and
 *   every token issued from it (rotations included: they inherit
 *   authorization_code_hash) is revoked;
 * - refresh tokens rotate: using one revokes its row (access token included)
 *   and sets rotated_at, with a conditional UPDATE, so a refresh token works
 *   once. Each grant is a chain: its first token has chain_id = id and
 *   rotations inherit chain_id. A rotated refresh token presented again is a
 *   replay: the whole chain is revoked. A refresh token revoked otherwise
 *   (operator, deactivated client) is just invalid_grant;
 * - no token is issued into a revoked chain: a replay that lands between the
 *   winner's UPDATE and its INSERT is caught because the INSERT runs in a
 *   transaction holding a share lock on the code row (code exchange) or on
 *   the chain's first token (rotation), which the revocation updates first;
 * - the only scope is `read`; no scope requested means `read`; anything else
 *   is invalid_scope.
 */
import { randomUUID } from 'node:crypto';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { PrismaClient } from '../generated/prisma/client.js';
import { hashToken, safeEqual } from '../auth/secrets.js';

const { InvalidGrantError } = OAuth2Server;

export const OAUTH_SCOPES = ['read'] as const;
export const DEFAULT_SCOPE = ['read'];
/** Grant types this server implements; anything else is unsupported_grant_type. */
export const IMPLEMENTED_GRANTS = ['authorization_code', 'client_credentials', 'refresh_token'] as const;

export const CODE_REPLAYED = 'Invalid grant: authorization code has already been used; the tokens issued from it are revoked';
export const REFRESH_REPLAYED = 'Invalid grant: refresh token has already been used; every token of its grant is revoked';
const CHAIN_REVOKED = 'Invalid grant: the grant was revoked after a replay';

/** Where a refresh token came from: carried from getRefreshToken to saveToken on the user object. */
interface Lineage {
  chainId: string;
  codeHash: string | null;
}
const LINEAGE = Symbol('oauth token lineage');

export interface OAuthUser {
  id: string;
  [LINEAGE]?: Lineage;
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

  /**
   * Revoke a chain after a refresh-token replay. Two statements in one
   * transaction: the first marks (and row-locks) every token of the chain,
   * its first token included, so a rotation inserting into the chain either
   * finished before (and the second statement, a fresh snapshot, revokes its
   * row) or waits and then sees chain_revoked_at.
   */
  const revokeChain = async (chainId: string) => {
    const now = new Date();
    await prisma.$transaction([
      prisma.oAuthToken.updateMany({ where: { chain_id: chainId }, data: { chain_revoked_at: now } }),
      prisma.oAuthToken.updateMany({ where: { chain_id: chainId, revoked_at: null }, data: { revoked_at: now } }),
    ]);
  };

  /**
   * Revoke everything issued from a replayed code: the code row first (the
   * lock a code exchange's INSERT shares), then every token that carries the
   * code, whatever its chain position.
   */
  const revokeCodeDescendants = async (codeHash: string) => {
    const now = new Date();
    await prisma.$transaction([
      prisma.oAuthAuthorizationCode.updateMany({ where: { code_hash: codeHash }, data: { replayed_at: now } }),
      prisma.oAuthToken.updateMany({ where: { authorization_code_hash: codeHash }, data: { chain_revoked_at: now } }),
      prisma.oAuthToken.updateMany({ where: { authorization_code_hash: codeHash, revoked_at: null }, data: { revoked_at: now } }),
    ]);
  };

  return {
    /**
     * The token endpoint authenticates the client (requireSecret); the
     * authorization endpoint only identifies it (secret null).
     */
    async getClient(clientId: string, clientSecret: string | null | undefined): Promise<OAuthClientRecord | null> {
      if (typeof clientId !== 'string' || clientId.includes('\u0000')) return null;
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
      // a grant type stored on the row that this server does not implement (e.g. `password`) is never offered to the library
      const grants = row.grants.filter((g) => (IMPLEMENTED_GRANTS as readonly string[]).includes(g));
      return { id: row.client_id, grants, redirectUris: row.redirect_uris, name: row.name, accountId: row.account_id };
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
      // used before (whoever presents it, expired or not): revoke what it produced
      if (row.used_at) {
        await revokeCodeDescendants(digest);
        throw new InvalidGrantError(CODE_REPLAYED);
      }
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

    /** Single use: true only for the request whose conditional UPDATE marked the code used (the row stays). */
    async revokeAuthorizationCode(code: { authorizationCode: string }): Promise<boolean> {
      const { count } = await prisma.oAuthAuthorizationCode.updateMany({
        where: { code_hash: hashToken(code.authorizationCode), used_at: null },
        data: { used_at: new Date() },
      });
      return count === 1;
    },

    /**
     * A code exchange starts a chain (chain_id = id, authorization_code_hash);
     * a rotation continues its parent's chain; client_credentials tokens are
     * chains of one. The INSERT of a code exchange or rotation is refused
     * (invalid_grant) when a replay revoked the code or chain in the meantime.
     */
    async saveToken(
      token: { accessToken: string; accessTokenExpiresAt?: Date; refreshToken?: string; refreshTokenExpiresAt?: Date; scope?: string[]; authorizationCode?: string },
      client: OAuthClientRecord,
      user: OAuthUser,
    ) {
      const scope = token.scope?.length ? token.scope : DEFAULT_SCOPE;
      const id = randomUUID();
      const codeHash = token.authorizationCode ? hashToken(token.authorizationCode) : null;
      const parent = codeHash ? undefined : user[LINEAGE];
      const data = {
        id,
        access_token_hash: hashToken(token.accessToken),
        refresh_token_hash: token.refreshToken ? hashToken(token.refreshToken) : null,
        client_id: client.id,
        account_id: user.id,
        scope: scope.join(' '),
        access_token_expires_at: token.accessTokenExpiresAt!,
        refresh_token_expires_at: token.refreshToken ? (token.refreshTokenExpiresAt ?? null) : null,
        created: new Date(),
        chain_id: parent?.chainId ?? id,
        authorization_code_hash: codeHash ?? parent?.codeHash ?? null,
      };
      if (codeHash) {
        await prisma.$transaction(async (tx) => {
          // share lock: a concurrent replay (which updates this row first) either waits for this INSERT or is seen here
          const rows = await tx.$queryRaw<{ replayed: boolean }[]>`SELECT replayed_at IS NOT NULL AS replayed FROM oauth_authorization_code WHERE code_hash = ${codeHash} FOR SHARE`;
          if (rows.length !== 1 || rows[0].replayed) throw new InvalidGrantError(CODE_REPLAYED);
          await tx.oAuthToken.create({ data });
        });
      } else if (parent) {
        await prisma.$transaction(async (tx) => {
          // the chain's first token is the lock a chain revocation takes first
          const rows = await tx.$queryRaw<{ revoked: boolean }[]>`SELECT chain_revoked_at IS NOT NULL AS revoked FROM oauth_token WHERE id = ${parent.chainId}::uuid FOR SHARE`;
          if (rows[0]?.revoked) throw new InvalidGrantError(CHAIN_REVOKED);
          await tx.oAuthToken.create({ data });
        });
      } else {
        await prisma.oAuthToken.create({ data });
      }
      return { ...token, scope, client, user: { id: user.id } };
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
      if (!row || !row.refresh_token_hash || !safeEqual(row.refresh_token_hash, digest)) return null;
      if (row.revoked_at) {
        // used for a rotation before: a replay revokes the whole chain; revoked otherwise: just invalid
        if (row.rotated_at) {
          await revokeChain(row.chain_id);
          throw new InvalidGrantError(REFRESH_REPLAYED);
        }
        return null;
      }
      if (!(await activeAccount(row.account_id))) return null;
      const user: OAuthUser = { id: row.account_id };
      Object.defineProperty(user, LINEAGE, { value: { chainId: row.chain_id, codeHash: row.authorization_code_hash } satisfies Lineage, enumerable: false });
      return {
        refreshToken,
        refreshTokenExpiresAt: row.refresh_token_expires_at ?? undefined,
        scope: row.scope.split(' ').filter(Boolean),
        client: { id: row.client_id },
        user,
      };
    },

    /**
     * Rotation: the refresh token (and the access token issued with it) stop
     * working; true only for the first caller. A request that loses this race
     * (it read the token before the winner used it) is refused without
     * revoking anything: only a token found already rotated is a replay.
     */
    async revokeToken(token: { refreshToken?: string }): Promise<boolean> {
      if (!token.refreshToken) return false;
      const now = new Date();
      const { count } = await prisma.oAuthToken.updateMany({
        where: { refresh_token_hash: hashToken(token.refreshToken), revoked_at: null },
        data: { revoked_at: now, rotated_at: now },
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
