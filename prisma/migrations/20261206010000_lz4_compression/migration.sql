-- Large values (the award's FPDS code pairs, officers and mandates as jsonb; the long texts of appeals, notices,
-- solicitations, attachments and grants) are compressed when a row grows past about 2 KB. lz4 compresses them
-- several times faster than PostgreSQL's default pglz, to about the same size, and reads them back faster: COPY of
-- 111,800 demo awards 7.0-8.7 s with pglz, 4.3-5.4 s with lz4 (pglz_compress was a quarter of that COPY's time).
-- Every write path gains: the demo load, the ingestion core and the loaders of real files, updates.
--
-- pds_use_lz4() sets it on every compressible column of the schema's tables; a migration that adds a table or a
-- column calls it again (test/db/migrations.test.ts checks that none is left out). Setting a column's compression
-- rewrites nothing: values already stored keep theirs until they are written again. A server built without lz4,
-- such as the embedded PGlite, keeps pglz.
CREATE OR REPLACE FUNCTION pds_use_lz4() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    RETURN;
  END IF;
  FOR t IN
    SELECT c.oid::regclass AS tbl, string_agg(format('ALTER COLUMN %I SET COMPRESSION lz4', a.attname), ', ' ORDER BY a.attnum) AS alters
      FROM pg_class c
      JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attstorage IN ('x', 'm') AND a.attcompression IS DISTINCT FROM 'l'
     GROUP BY c.oid
  LOOP
    EXECUTE format('ALTER TABLE %s %s', t.tbl, t.alters);
  END LOOP;
END
$$;

SELECT pds_use_lz4();
