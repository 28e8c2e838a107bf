ALTER TABLE "currency_ledger" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "currency_ledger" ADD COLUMN "request" text;--> statement-breakpoint
ALTER TABLE "currency_ledger" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "currency_ledger" ADD COLUMN "answer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_ledger_user_key_idx" ON "currency_ledger" USING btree ("user_id","idempotency_key") WHERE "currency_ledger"."idempotency_key" IS NOT NULL;