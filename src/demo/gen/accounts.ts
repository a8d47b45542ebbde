/**
 * Demo accounts (only for a demo dataset): one per plan tier with the API
 * keys demo_free ... demo_enterprise, an OAuth2 client on the medium account,
 * and storefront contract links for the small account (directly) and the
 * medium account (directly and through its customer organisation), each to
 * different schedule contracts. Only hashes of keys and secrets are stored.
 */
import { createHash } from 'node:crypto';
import { uuidV5 } from '../../identifiers/index.js';
import { hashPassword, hashToken } from '../../auth/secrets.js';
import type { AccountRef, GenContext } from '../context.js';

export const DEMO_TIERS = ['free', 'small', 'medium', 'large', 'enterprise'] as const;
export const DEMO_OAUTH_CLIENT = {
  client_id: 'demo-client',
  client_secret: 'demo-client-secret',
  redirect_uri: 'http://127.0.0.1:8765/callback',
};
export const demoEmail = (tier: string) => `${tier}@demo.procurement.example`;
export const demoPassword = (tier: string) => `demo-${tier}-password`;

export async function generateAccounts(ctx: GenContext): Promise<void> {
  if (!ctx.opts.demoAccounts) return;
  const { w } = ctx;
  const created = ctx.stamp(ctx.rng.fork('accounts'), 30);
  const org = { id: uuidV5('demo:customer-organization'), name: 'Demo Capture Partners LLC', created };
  await w.add('customer_organization', org);
  for (const tier of DEMO_TIERS) {
    const id = uuidV5(`demo:account:${tier}`);
    const salt = createHash('sha256').update(`${ctx.opts.seed}:${tier}`).digest().subarray(0, 16);
    await w.add('account', {
      id,
      name: `Demo ${tier[0].toUpperCase()}${tier.slice(1)} account`,
      email: demoEmail(tier),
      password_hash: hashPassword(demoPassword(tier), salt),
      tier,
      customer_organization_id: tier === 'medium' ? org.id : null,
      is_active: true,
      alert_limit_override: tier === 'enterprise' ? 100 : null,
      // written, not left to the column default (now()), so the dataset stays the same for the same seed
      email_verified_at: created,
      created,
      modified: created,
    });
    const ref: AccountRef = { id, tier, customer_organization_id: tier === 'medium' ? org.id : null };
    ctx.accounts.push(ref);
    const key = `demo_${tier}`;
    await w.add('api_key', {
      id: uuidV5(`demo:api-key:${tier}`),
      account_id: id,
      name: 'Demo key',
      prefix: key,
      key_hash: hashToken(key),
      is_active: true,
      expires_at: null,
      last_used_at: null,
      created,
      revoked_at: null,
    });
  }
  const medium = ctx.accounts.find((a) => a.tier === 'medium')!;
  const small = ctx.accounts.find((a) => a.tier === 'small')!;
  await w.add('oauth_client', {
    id: uuidV5('demo:oauth-client'),
    client_id: DEMO_OAUTH_CLIENT.client_id,
    client_secret_hash: hashToken(DEMO_OAUTH_CLIENT.client_secret),
    name: 'Demo OAuth2 application',
    account_id: medium.id,
    redirect_uris: [DEMO_OAUTH_CLIENT.redirect_uri],
    grants: ['authorization_code', 'client_credentials', 'refresh_token'],
    is_active: true,
    created,
  });

  // storefront links: small -> one contract; medium -> one directly, one through its organisation
  const contracts = ctx.scheduleContracts.filter((c) => c.idv_key);
  if (contracts.length < 3) throw new Error('not enough schedule contracts for the demo storefront links');
  const picks = [contracts[0], contracts[1], contracts[2]];
  const links = [
    { contract: picks[0], account_id: small.id, customer_organization_id: null },
    { contract: picks[1], account_id: medium.id, customer_organization_id: null },
    { contract: picks[2], account_id: null, customer_organization_id: org.id },
  ];
  for (const [i, l] of links.entries()) {
    await w.add('storefront_contract_link', {
      id: uuidV5(`demo:storefront-link:${i}`),
      contract_number: l.contract.contract_number,
      account_id: l.account_id,
      customer_organization_id: l.customer_organization_id,
      created,
    });
    ctx.linkedContractNumbers.push(l.contract.contract_number);
  }
}
