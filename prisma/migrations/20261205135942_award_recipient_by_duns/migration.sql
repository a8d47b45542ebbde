-- USAspending award data from before the UEI (April 2022) names many recipients by DUNS alone: such an award is
-- loaded with its DUNS and the reported name, and no entity (recipient_uei null). Neither change rewrites the table.
-- AlterTable
ALTER TABLE "award" ADD COLUMN     "recipient_duns" VARCHAR(9),
ALTER COLUMN "recipient_uei" DROP NOT NULL;
