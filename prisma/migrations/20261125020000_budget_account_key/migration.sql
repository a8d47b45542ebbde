-- Budget accounts (issue 11): the account-year's path identifier and the contract obligations as published.
--
-- "key" is the detail path identifier of /api/budget/accounts/{pk}/: <federal_account_symbol>:<fiscal_year>
-- (e.g. 097-0100:2025), stable across reloads (the numeric id is not). A CHECK keeps it equal to its parts;
-- Prisma does not model CHECK constraints, so the drift check ignores it by design.
--
-- "contract_obligated_source" keeps the contract obligations as the source published them: the served
-- contract_obligated may be capped at the account's total obligations (anomaly contract_exceeds_obligations,
-- src/budget/derive.ts), and the publication check recomputes every derived column from the stored sources.

ALTER TABLE "budget_account_year" ADD COLUMN "key" TEXT;
ALTER TABLE "budget_account_year" ADD COLUMN "contract_obligated_source" DECIMAL(20,2);
UPDATE "budget_account_year" SET "key" = "federal_account_symbol" || ':' || "fiscal_year"::text, "contract_obligated_source" = "contract_obligated";
ALTER TABLE "budget_account_year" ALTER COLUMN "key" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "budget_account_year_key_key" ON "budget_account_year"("key");

ALTER TABLE "budget_account_year" ADD CONSTRAINT "budget_account_year_key_parts" CHECK ("key" = "federal_account_symbol" || ':' || "fiscal_year"::text);
