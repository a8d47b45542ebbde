-- Every write to a data table (the records the API serves; not accounts, keys, tokens, alerts,
-- deliveries or jobs) notifies the channel pds_data_changes with the table's name, once per
-- statement (PostgreSQL folds identical notifications of one transaction into one), so each
-- service instance drops its cached list counts at once (src/engine/query/list.ts, CountCache).
-- Bulk loads (COPY) notify once per statement too. Prisma does not model triggers, so the drift
-- check ignores them by design.

CREATE OR REPLACE FUNCTION pds_notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pds_data_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'department', 'agency', 'organization', 'naics', 'psc',
    'entity', 'entity_address', 'entity_business_type', 'entity_naics', 'entity_owner',
    'award', 'award_transaction', 'vehicle', 'subaward', 'schedule_catalog_contract', 'labor_rate',
    'opportunity', 'forecast', 'federal_register_document',
    'protest_case', 'protest_docket', 'contract_appeal', 'exclusion', 'exclusion_reference',
    'sled_opportunity', 'sled_contact', 'sled_raw', 'sled_attachment', 'sled_revision', 'sled_category_code', 'sled_forecast',
    'budget_account_year', 'budget_appendix', 'budget_narrative', 'budget_recipient', 'budget_recipient_contract', 'budget_quarter',
    'storefront_request', 'storefront_attachment',
    'dibbs_rfq', 'dibbs_rfp', 'dibbs_award',
    'it_investment', 'it_cio_evaluation', 'it_contract', 'it_project', 'it_performance_metric',
    'grant_opportunity', 'dataset_info'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_data_change()', t || '_data_change', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_data_change()', t || '_data_truncate', t);
  END LOOP;
END
$$;
