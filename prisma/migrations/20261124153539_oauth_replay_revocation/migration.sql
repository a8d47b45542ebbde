-- AlterTable
ALTER TABLE "oauth_authorization_code" ADD COLUMN     "replayed_at" TIMESTAMPTZ(3),
ADD COLUMN     "used_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "oauth_token" ADD COLUMN     "authorization_code_hash" CHAR(64),
ADD COLUMN     "chain_id" UUID NOT NULL DEFAULT gen_random_uuid(),
ADD COLUMN     "chain_revoked_at" TIMESTAMPTZ(3),
ADD COLUMN     "rotated_at" TIMESTAMPTZ(3);

-- Tokens issued before this migration: each is the first token of its own chain
-- (rotations from now on inherit its id). Their codes were deleted on use, so
-- authorization_code_hash stays null; a rotation done before this migration
-- left no rotated_at, so replaying such a token is a plain invalid_grant.
UPDATE "oauth_token" SET "chain_id" = "id";

-- CreateIndex
CREATE INDEX "oauth_token_authorization_code_hash_idx" ON "oauth_token"("authorization_code_hash");

-- CreateIndex
CREATE INDEX "oauth_token_chain_id_idx" ON "oauth_token"("chain_id");
