-- Search vectors are recomputed only when a column they are built from changes
-- (an UPDATE of an amount or a rollup no longer re-parses every text of the
-- row: the demo load's aggregates, and ingestion's updates, set totals on
-- every entity and vehicle)
DROP TRIGGER IF EXISTS award_search_vector ON "award";
CREATE TRIGGER award_search_vector BEFORE INSERT OR UPDATE OF piid, key, solicitation_identifier, recipient_legal_business_name, description ON "award"
  FOR EACH ROW EXECUTE FUNCTION award_search_vector_update();

DROP TRIGGER IF EXISTS entity_search_vector ON "entity";
CREATE TRIGGER entity_search_vector BEFORE INSERT OR UPDATE OF legal_business_name, dba_name, uei, cage_code, display_name, keywords, description, capabilities ON "entity"
  FOR EACH ROW EXECUTE FUNCTION entity_search_vector_update();

DROP TRIGGER IF EXISTS vehicle_search_vector ON "vehicle";
CREATE TRIGGER vehicle_search_vector BEFORE INSERT OR UPDATE OF solicitation_identifier, program_acronym, solicitation_title, description, solicitation_description ON "vehicle"
  FOR EACH ROW EXECUTE FUNCTION vehicle_search_vector_update();

-- Vehicle competition details, agency details and metrics are computed from
-- the IDVs and orders in each request (src/resources/vehicles.ts); the stored
-- copies were never read
ALTER TABLE "vehicle" DROP COLUMN "competition_details", DROP COLUMN "metrics", DROP COLUMN "agency_details";
