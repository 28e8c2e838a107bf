CREATE TABLE "fairness_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fairness_seeds_nonce_nonnegative" CHECK ("fairness_seeds"."nonce" >= 0),
	CONSTRAINT "fairness_seeds_client_seed_length" CHECK (char_length("fairness_seeds"."client_seed") BETWEEN 1 AND 64)
);
--> statement-breakpoint
CREATE TABLE "replays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"fighters" jsonb NOT NULL,
	"seed" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"log" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "replays_kind_known" CHECK ("replays"."kind" IN ('explore', 'hunt', 'arena', 'raid'))
);
--> statement-breakpoint
ALTER TABLE "arena_fights" ADD COLUMN "replay_id" uuid;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "replay_inputs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "replay_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "replay_hero" jsonb;--> statement-breakpoint
ALTER TABLE "forges" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "forges" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "forges" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD COLUMN "draw_index" integer;--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD COLUMN "pity_before" integer;--> statement-breakpoint
ALTER TABLE "fairness_seeds" ADD CONSTRAINT "fairness_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replays" ADD CONSTRAINT "replays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replays_created_idx" ON "replays" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "replays_user_idx" ON "replays" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "arena_fights" ADD CONSTRAINT "arena_fights_replay_id_replays_id_fk" FOREIGN KEY ("replay_id") REFERENCES "public"."replays"("id") ON DELETE set null ON UPDATE no action;