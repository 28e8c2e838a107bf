CREATE TABLE "gacha_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"box_index" integer NOT NULL,
	"item_id" text,
	"rarity" text,
	"rolled" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gacha_draws_source_known" CHECK ("gacha_draws"."source" IN ('roll', 'pity', 'guarantee'))
);
--> statement-breakpoint
CREATE TABLE "gacha_pity" (
	"user_id" uuid NOT NULL,
	"box_index" integer NOT NULL,
	"since_epic" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gacha_pity_user_id_box_index_pk" PRIMARY KEY("user_id","box_index"),
	CONSTRAINT "gacha_pity_nonnegative" CHECK ("gacha_pity"."since_epic" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gacha_draws" ADD CONSTRAINT "gacha_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gacha_pity" ADD CONSTRAINT "gacha_pity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gacha_draws_user_idx" ON "gacha_draws" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gacha_draws_audit_idx" ON "gacha_draws" USING btree ("box_index","rolled");