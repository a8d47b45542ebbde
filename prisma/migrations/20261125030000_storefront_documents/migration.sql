-- Captured bytes of storefront documents (src/storage/): one row per captured document, keyed like
-- its attachment, served through signed download URLs (/api/ebuy/files/<token>).

-- CreateTable
CREATE TABLE "storefront_document" (
    "rfq_id" TEXT NOT NULL,
    "doc_seq_num" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "captured_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "storefront_document_pkey" PRIMARY KEY ("rfq_id","doc_seq_num")
);

-- AddForeignKey
ALTER TABLE "storefront_document" ADD CONSTRAINT "storefront_document_rfq_id_doc_seq_num_fkey" FOREIGN KEY ("rfq_id", "doc_seq_num") REFERENCES "storefront_attachment"("rfq_id", "doc_seq_num") ON DELETE CASCADE ON UPDATE CASCADE;

-- A data table: its writes notify pds_data_changes like every other (migration 20261124190000_data_change_notify).
-- Prisma does not model triggers, so the drift check ignores them by design.
CREATE TRIGGER storefront_document_data_change AFTER INSERT OR UPDATE OR DELETE ON "storefront_document" FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_data_change();
CREATE TRIGGER storefront_document_data_truncate AFTER TRUNCATE ON "storefront_document" FOR EACH STATEMENT EXECUTE FUNCTION pds_notify_data_change();
