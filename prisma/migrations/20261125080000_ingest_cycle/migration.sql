-- CreateTable
CREATE TABLE "ingest_cycle" (
    "id" BIGSERIAL NOT NULL,
    "resource_type" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "partition" TEXT,
    "records" INTEGER NOT NULL,
    "created" INTEGER NOT NULL,
    "modified" INTEGER NOT NULL,
    "unchanged" INTEGER NOT NULL,
    "transitions" JSONB NOT NULL,
    "first_change_id" BIGINT,
    "last_change_id" BIGINT,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ingest_cycle_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ingest_cycle_resource_type_id_idx" ON "ingest_cycle"("resource_type", "id");
