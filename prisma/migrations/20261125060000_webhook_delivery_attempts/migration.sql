-- Webhook deliveries (src/webhooks/outbox.ts): an attempt allowance per delivery (a redelivery grants a
-- fresh one) and the time of the last attempt. Claims lease a row by status 'sending' with
-- next_attempt_at as the lease's expiry, and fence the outcome by the attempt number.

-- AlterTable
ALTER TABLE "delivery" ADD COLUMN     "last_attempt_at" TIMESTAMPTZ(3),
ADD COLUMN     "max_attempts" INTEGER NOT NULL DEFAULT 15;
