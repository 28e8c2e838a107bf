ALTER TABLE "battles" ADD COLUMN "last_key" text;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "last_request" text;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "last_answer" jsonb;