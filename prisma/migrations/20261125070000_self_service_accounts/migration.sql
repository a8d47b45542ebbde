-- Self-service accounts (issue 17, src/account/): e-mail verification, sessions that end when the
-- password changes, and single-use links sent by e-mail.
-- Accounts that exist when this runs (operator-created and demo accounts) count as verified: the
-- column's default fills them, and operator-created accounts keep getting it. Self-service sign-ups
-- write NULL until their owner follows the verification link.

-- AlterTable
ALTER TABLE "account" ADD COLUMN     "email_verified_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "session_generation" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "account_token" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "purpose" TEXT NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_token_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_token_token_hash_key" ON "account_token"("token_hash");

-- CreateIndex
CREATE INDEX "account_token_account_id_purpose_idx" ON "account_token"("account_id", "purpose");

-- AddForeignKey
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
