-- CreateTable
CREATE TABLE "load_snapshot_key" (
    "source" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "seen_in" UUID NOT NULL,

    CONSTRAINT "load_snapshot_key_pkey" PRIMARY KEY ("source","key")
);
