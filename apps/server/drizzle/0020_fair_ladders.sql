ALTER TYPE "public"."ledger_kind" ADD VALUE 'arena_win' BEFORE 'operator_grant';--> statement-breakpoint
ALTER TABLE "season_floors" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_floors" ADD COLUMN "wins_at_best" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_floors" ADD COLUMN "first_win_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "season_results" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;