CREATE TABLE "hero_items" (
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "hero_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "hero_items_qty_positive" CHECK ("hero_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "heroes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"job_id" text,
	"level" integer DEFAULT 1 NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"hp" integer DEFAULT 0 NOT NULL,
	"gold" integer NOT NULL,
	"soul" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heroes_gold_nonnegative" CHECK ("heroes"."gold" >= 0),
	CONSTRAINT "heroes_soul_nonnegative" CHECK ("heroes"."soul" >= 0),
	CONSTRAINT "heroes_level_positive" CHECK ("heroes"."level" >= 1),
	CONSTRAINT "heroes_xp_nonnegative" CHECK ("heroes"."xp" >= 0),
	CONSTRAINT "heroes_hp_nonnegative" CHECK ("heroes"."hp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_failures_nonnegative" CHECK ("login_throttle"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hero_items" ADD CONSTRAINT "hero_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));