-- Federal Register documents are often issued by several agencies (a FAR
-- rule by DoD, GSA and NASA): every issuer's organization, and the CFR parts
-- the document affects
ALTER TABLE "federal_register_document" ADD COLUMN     "cfr_references" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "organization_ids" UUID[] DEFAULT ARRAY[]::UUID[];

UPDATE "federal_register_document" SET organization_ids = ARRAY[organization_id] WHERE organization_id IS NOT NULL;

CREATE INDEX "federal_register_document_organization_ids_idx" ON "federal_register_document" USING GIN ("organization_ids");
