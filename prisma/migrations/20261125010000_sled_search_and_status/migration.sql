-- State and local solicitations (issue 11): search weights, category labels in the search vector,
-- and the fail-open document match. Prisma does not model triggers or functions, so the drift check
-- ignores them by design.

-- 1. The solicitation's search vector, weighted as the contract says (document 3, "State and
--    local"): title A; agency B; identifiers (solicitation number B, the portal's native and
--    external ids C); category labels C (the label, or the bare code of an untagged entry, of
--    every sled_category_code row); description D. Description is the only D-weighted part, so
--    ts_filter(search_vector, '{d}') tells a description match (the snippet) and
--    ts_filter(search_vector, '{a}') a title match (the ranking).
CREATE OR REPLACE FUNCTION sled_opportunity_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.agency, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.solicitation_number, '')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.native_id, NEW.external_id)), 'C') ||
    setweight(to_tsvector('english', coalesce((
      SELECT string_agg(coalesce(c.label, c.code), ' ' ORDER BY c.id)
      FROM sled_category_code c WHERE c.opportunity_id = NEW.opportunity_id), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$;

-- Recomputed only when a searched column changes (or search_vector is reset to ask for it): the
-- fifteen-minute status recomputation (src/jobs/sled-status.ts) rewrites status columns of every
-- row and must not pay for the text search on each.
DROP TRIGGER IF EXISTS sled_opportunity_search_vector ON "sled_opportunity";
CREATE TRIGGER sled_opportunity_search_vector
  BEFORE INSERT OR UPDATE OF title, agency, solicitation_number, native_id, external_id, description, search_vector
  ON "sled_opportunity"
  FOR EACH ROW EXECUTE FUNCTION sled_opportunity_search_vector_update();

-- 2. Category rows arrive after their solicitation (foreign key): each statement that writes
--    sled_category_code asks the affected solicitations to recompute their vectors.
CREATE OR REPLACE FUNCTION sled_category_code_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    UPDATE "sled_opportunity" o SET search_vector = NULL
      WHERE o.opportunity_id IN (SELECT n.opportunity_id FROM sled_category_new n);
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE "sled_opportunity" o SET search_vector = NULL
      WHERE o.opportunity_id IN (SELECT d.opportunity_id FROM sled_category_old d);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER sled_category_code_search_insert AFTER INSERT ON "sled_category_code"
  REFERENCING NEW TABLE AS sled_category_new
  FOR EACH STATEMENT EXECUTE FUNCTION sled_category_code_refresh_search();
CREATE TRIGGER sled_category_code_search_update AFTER UPDATE ON "sled_category_code"
  REFERENCING NEW TABLE AS sled_category_new OLD TABLE AS sled_category_old
  FOR EACH STATEMENT EXECUTE FUNCTION sled_category_code_refresh_search();
CREATE TRIGGER sled_category_code_search_delete AFTER DELETE ON "sled_category_code"
  REFERENCING OLD TABLE AS sled_category_old
  FOR EACH STATEMENT EXECUTE FUNCTION sled_category_code_refresh_search();

-- 3. Solicitations whose attachment text matches a query, failing open: the rows found within
--    the time budget (milliseconds) and row cap are returned, an error of the document part
--    returns what it had (nothing, usually) instead of failing the request. A cancelled
--    statement (statement_timeout, a client cancel) is not caught: only the document part fails
--    open, never the request's own limits.
CREATE OR REPLACE FUNCTION sled_document_matches(q tsquery, budget_ms integer, max_rows integer)
RETURNS SETOF uuid LANGUAGE plpgsql STABLE AS $$
DECLARE
  started timestamptz := clock_timestamp();
  n integer := 0;
  r record;
BEGIN
  IF q IS NULL OR max_rows <= 0 THEN
    RETURN;
  END IF;
  BEGIN
    FOR r IN SELECT a.opportunity_id FROM "sled_attachment" a WHERE a.search_vector @@ q LOOP
      RETURN NEXT r.opportunity_id;
      n := n + 1;
      EXIT WHEN n >= max_rows OR clock_timestamp() - started > make_interval(secs => budget_ms / 1000.0);
    END LOOP;
  EXCEPTION WHEN OTHERS THEN
    RAISE LOG 'sled_document_matches failed open: %', SQLERRM;
  END;
  RETURN;
END
$$;

-- Existing rows get the new weights and their category labels.
UPDATE "sled_opportunity" SET search_vector = NULL;

-- 4. The status job's last run (src/jobs/sled-status.ts): one row per job. Every solicitation's
--    status is computed at each run, so the served status_computed_at is the later of the row's
--    own stamp (set when its status changes or it is ingested) and this one; rows whose status
--    did not move are not rewritten. Not a data table: writing it notifies nothing.
CREATE TABLE "sled_status_run" (
    "job" TEXT NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sled_status_run_pkey" PRIMARY KEY ("job")
);
