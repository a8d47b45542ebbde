-- Every change to what a cached credential holds (an API key's state and expiry, its account's tier,
-- state and organisation) and to storefront contract links notifies the channel pds_auth_changes, so
-- each service instance drops its credential cache at once (src/auth/cache.ts). Bookkeeping writes
-- (api_key.last_used_at, account.modified) do not notify. OAuth2 tokens are not cached.
-- Prisma does not model triggers, so the drift check ignores them by design.

CREATE OR REPLACE FUNCTION pds_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pds_auth_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER api_key_auth_change AFTER DELETE OR UPDATE OF key_hash, account_id, is_active, revoked_at, expires_at ON "api_key"
  FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_auth_change();
CREATE TRIGGER account_auth_change AFTER DELETE OR UPDATE OF tier, is_active, customer_organization_id ON "account"
  FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_auth_change();
CREATE TRIGGER storefront_contract_link_auth_change AFTER INSERT OR UPDATE OR DELETE ON "storefront_contract_link"
  FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_auth_change();
