-- State and local search vectors without a per-row category lookup on insert (issue 8: load time).
-- The row trigger of 20261125010000 read the solicitation's category labels with a subquery on
-- every insert; during a bulk load the secondary indexes are dropped, so each insert scanned the
-- whole sled_category_code table (quadratic: the scale-200 load stalled in "state and local").
-- Now:
--   * on INSERT the vector is the solicitation's own text (its categories cannot exist yet: they
--     reference it);
--   * on UPDATE of a searched column the categories are read too (by the index, outside loads);
--   * every statement that writes sled_category_code recomputes the vectors of the affected
--     solicitations in ONE set-based UPDATE (a hash join, no per-row lookup), and that UPDATE sets
--     search_vector itself: the row trigger no longer fires on search_vector.
-- Weights are unchanged: title A; agency B; solicitation number B; native and external ids C;
-- category labels C; description D.

CREATE OR REPLACE FUNCTION sled_text_vector(title text, agency text, solicitation_number text, native_id text, external_id text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(agency, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(solicitation_number, '')), 'B') ||
         setweight(to_tsvector('english', concat_ws(' ', native_id, external_id)), 'C') ||
         setweight(to_tsvector('english', coalesce(description, '')), 'D')
$$;

CREATE OR REPLACE FUNCTION sled_opportunity_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := sled_text_vector(NEW.title, NEW.agency, NEW.solicitation_number, NEW.native_id, NEW.external_id, NEW.description);
  IF TG_OP = 'UPDATE' THEN
    NEW.search_vector := NEW.search_vector || setweight(to_tsvector('english', coalesce((
      SELECT string_agg(coalesce(c.label, c.code), ' ' ORDER BY c.id)
      FROM sled_category_code c WHERE c.opportunity_id = NEW.opportunity_id), '')), 'C');
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS sled_opportunity_search_vector ON "sled_opportunity";
CREATE TRIGGER sled_opportunity_search_vector
  BEFORE INSERT OR UPDATE OF title, agency, solicitation_number, native_id, external_id, description
  ON "sled_opportunity"
  FOR EACH ROW EXECUTE FUNCTION sled_opportunity_search_vector_update();

-- the solicitations a category statement touched, recomputed set-based
CREATE OR REPLACE FUNCTION sled_refresh_search(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "sled_opportunity" o
     SET search_vector = sled_text_vector(o.title, o.agency, o.solicitation_number, o.native_id, o.external_id, o.description)
                         || setweight(to_tsvector('english', coalesce(agg.labels, '')), 'C')
    FROM (SELECT a.id, string_agg(coalesce(c.label, c.code), ' ' ORDER BY c.id) AS labels
            FROM (SELECT DISTINCT unnest(ids) AS id) a
            LEFT JOIN "sled_category_code" c ON c.opportunity_id = a.id
           GROUP BY a.id) agg
   WHERE o.opportunity_id = agg.id
$$;

CREATE OR REPLACE FUNCTION sled_category_code_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.opportunity_id) INTO ids FROM sled_category_new n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT d.opportunity_id) INTO ids FROM sled_category_old d;
  ELSE
    SELECT array_agg(DISTINCT x.id) INTO ids FROM (
      SELECT n.opportunity_id AS id FROM sled_category_new n UNION SELECT d.opportunity_id FROM sled_category_old d) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM sled_refresh_search(ids);
  END IF;
  RETURN NULL;
END
$$;
