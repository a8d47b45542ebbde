-- Full-text search vectors, kept current by triggers on every write.
-- Weights: A identifiers and titles, B names and agencies, C descriptions, D long bodies.
-- Prisma does not model triggers, so the drift check ignores them by design.

CREATE OR REPLACE FUNCTION organization_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.short_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.code, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.full_parent_path_name, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER organization_search_vector BEFORE INSERT OR UPDATE ON "organization"
  FOR EACH ROW EXECUTE FUNCTION organization_search_vector_update();

CREATE OR REPLACE FUNCTION naics_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.code, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
  RETURN NEW;
END
$$;
CREATE TRIGGER naics_search_vector BEFORE INSERT OR UPDATE ON "naics"
  FOR EACH ROW EXECUTE FUNCTION naics_search_vector_update();

CREATE OR REPLACE FUNCTION psc_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.code, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER psc_search_vector BEFORE INSERT OR UPDATE ON "psc"
  FOR EACH ROW EXECUTE FUNCTION psc_search_vector_update();

CREATE OR REPLACE FUNCTION entity_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.legal_business_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.dba_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.uei, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.cage_code, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.display_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(array_to_string(NEW.keywords, ' '), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.capabilities, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER entity_search_vector BEFORE INSERT OR UPDATE ON "entity"
  FOR EACH ROW EXECUTE FUNCTION entity_search_vector_update();

CREATE OR REPLACE FUNCTION award_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.piid, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.key, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_identifier, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.recipient_legal_business_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER award_search_vector BEFORE INSERT OR UPDATE ON "award"
  FOR EACH ROW EXECUTE FUNCTION award_search_vector_update();

CREATE OR REPLACE FUNCTION vehicle_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.solicitation_identifier, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.program_acronym, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_title, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_description, '')), 'D');
  RETURN NEW;
END
$$;
CREATE TRIGGER vehicle_search_vector BEFORE INSERT OR UPDATE ON "vehicle"
  FOR EACH ROW EXECUTE FUNCTION vehicle_search_vector_update();

CREATE OR REPLACE FUNCTION labor_rate_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.labor_category, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.vendor_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.category, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.subcategory, '')), 'B');
  RETURN NEW;
END
$$;
CREATE TRIGGER labor_rate_search_vector BEFORE INSERT OR UPDATE ON "labor_rate"
  FOR EACH ROW EXECUTE FUNCTION labor_rate_search_vector_update();

CREATE OR REPLACE FUNCTION opportunity_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER opportunity_search_vector BEFORE INSERT OR UPDATE ON "opportunity"
  FOR EACH ROW EXECUTE FUNCTION opportunity_search_vector_update();

CREATE OR REPLACE FUNCTION forecast_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER forecast_search_vector BEFORE INSERT OR UPDATE ON "forecast"
  FOR EACH ROW EXECUTE FUNCTION forecast_search_vector_update();

CREATE OR REPLACE FUNCTION federal_register_document_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.document_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(array_to_string(NEW.agency_names, ' '), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.abstract, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER federal_register_document_search_vector BEFORE INSERT OR UPDATE ON "federal_register_document"
  FOR EACH ROW EXECUTE FUNCTION federal_register_document_search_vector_update();

CREATE OR REPLACE FUNCTION protest_docket_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.protester, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.case_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.docket_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_number, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.digest, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER protest_docket_search_vector BEFORE INSERT OR UPDATE ON "protest_docket"
  FOR EACH ROW EXECUTE FUNCTION protest_docket_search_vector_update();

CREATE OR REPLACE FUNCTION contract_appeal_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.appellant, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(array_to_string(NEW.docket_numbers, ' '), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.judge, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.decision_text, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER contract_appeal_search_vector BEFORE INSERT OR UPDATE ON "contract_appeal"
  FOR EACH ROW EXECUTE FUNCTION contract_appeal_search_vector_update();

CREATE OR REPLACE FUNCTION exclusion_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.entity_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.display_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.first_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.last_name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.excluding_agency_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.additional_comments, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER exclusion_search_vector BEFORE INSERT OR UPDATE ON "exclusion"
  FOR EACH ROW EXECUTE FUNCTION exclusion_search_vector_update();

CREATE OR REPLACE FUNCTION sled_opportunity_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_number, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$;
CREATE TRIGGER sled_opportunity_search_vector BEFORE INSERT OR UPDATE ON "sled_opportunity"
  FOR EACH ROW EXECUTE FUNCTION sled_opportunity_search_vector_update();

CREATE OR REPLACE FUNCTION sled_attachment_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.extracted_text, '')), 'D');
  RETURN NEW;
END
$$;
CREATE TRIGGER sled_attachment_search_vector BEFORE INSERT OR UPDATE ON "sled_attachment"
  FOR EACH ROW EXECUTE FUNCTION sled_attachment_search_vector_update();

CREATE OR REPLACE FUNCTION sled_forecast_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER sled_forecast_search_vector BEFORE INSERT OR UPDATE ON "sled_forecast"
  FOR EACH ROW EXECUTE FUNCTION sled_forecast_search_vector_update();

CREATE OR REPLACE FUNCTION budget_account_year_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.account_title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.bureau_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.federal_account_symbol, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER budget_account_year_search_vector BEFORE INSERT OR UPDATE ON "budget_account_year"
  FOR EACH ROW EXECUTE FUNCTION budget_account_year_search_vector_update();

CREATE OR REPLACE FUNCTION storefront_request_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.rfq_id, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.reference_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER storefront_request_search_vector BEFORE INSERT OR UPDATE ON "storefront_request"
  FOR EACH ROW EXECUTE FUNCTION storefront_request_search_vector_update();

CREATE OR REPLACE FUNCTION storefront_attachment_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.doc_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.extracted_text, '')), 'D');
  RETURN NEW;
END
$$;
CREATE TRIGGER storefront_attachment_search_vector BEFORE INSERT OR UPDATE ON "storefront_attachment"
  FOR EACH ROW EXECUTE FUNCTION storefront_attachment_search_vector_update();

CREATE OR REPLACE FUNCTION dibbs_rfq_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.nomenclature, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.nsn, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.part_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation, '')), 'A');
  RETURN NEW;
END
$$;
CREATE TRIGGER dibbs_rfq_search_vector BEFORE INSERT OR UPDATE ON "dibbs_rfq"
  FOR EACH ROW EXECUTE FUNCTION dibbs_rfq_search_vector_update();

CREATE OR REPLACE FUNCTION dibbs_rfp_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.nomenclature, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.nsn, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.part_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation, '')), 'A');
  RETURN NEW;
END
$$;
CREATE TRIGGER dibbs_rfp_search_vector BEFORE INSERT OR UPDATE ON "dibbs_rfp"
  FOR EACH ROW EXECUTE FUNCTION dibbs_rfp_search_vector_update();

CREATE OR REPLACE FUNCTION dibbs_award_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.nomenclature, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.nsn, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.part_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.award_number, '')), 'B');
  RETURN NEW;
END
$$;
CREATE TRIGGER dibbs_award_search_vector BEFORE INSERT OR UPDATE ON "dibbs_award"
  FOR EACH ROW EXECUTE FUNCTION dibbs_award_search_vector_update();

CREATE OR REPLACE FUNCTION it_investment_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.uii, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.investment_title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.bureau_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.investment_description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER it_investment_search_vector BEFORE INSERT OR UPDATE ON "it_investment"
  FOR EACH ROW EXECUTE FUNCTION it_investment_search_vector_update();

CREATE OR REPLACE FUNCTION grant_opportunity_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.opportunity_number, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.agency_code, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
CREATE TRIGGER grant_opportunity_search_vector BEFORE INSERT OR UPDATE ON "grant_opportunity"
  FOR EACH ROW EXECUTE FUNCTION grant_opportunity_search_vector_update();
