CREATE TABLE "gacha_audit_counts" (
	"box_index" integer NOT NULL,
	"rolled" text NOT NULL,
	"source" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "gacha_audit_counts_box_index_rolled_source_pk" PRIMARY KEY("box_index","rolled","source")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "gacha_draws_audit_idx";--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD COLUMN "folded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gacha_draws_unfolded_idx" ON "gacha_draws" USING btree ("id") WHERE NOT "gacha_draws"."folded";