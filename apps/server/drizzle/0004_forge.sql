CREATE TABLE "forges" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"materials" text[] NOT NULL,
	"item_id" text NOT NULL,
	"rarity" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forges_rarity_known" CHECK ("forges"."rarity" IN ('Common', 'Uncommon', 'Rare', 'Epic', 'Legendary')),
	CONSTRAINT "forges_ready_after_start" CHECK ("forges"."ready_at" >= "forges"."started_at")
);
--> statement-breakpoint
ALTER TABLE "forges" ADD CONSTRAINT "forges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;