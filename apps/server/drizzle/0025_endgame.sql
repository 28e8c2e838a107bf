ALTER TYPE "public"."ledger_kind" ADD VALUE 'ascension_tithe';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'refine';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'enchant';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'cosmetic';--> statement-breakpoint
CREATE TABLE "hero_cosmetics" (
	"user_id" uuid NOT NULL,
	"cosmetic_id" text NOT NULL,
	"bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_cosmetics_user_id_cosmetic_id_pk" PRIMARY KEY("user_id","cosmetic_id")
);
--> statement-breakpoint
CREATE TABLE "slot_upgrades" (
	"user_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"refine" integer DEFAULT 0 NOT NULL,
	"fails" integer DEFAULT 0 NOT NULL,
	"enchant_kind" text,
	"enchant_value" double precision,
	"enchant_rolls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_upgrades_user_id_slot_pk" PRIMARY KEY("user_id","slot"),
	CONSTRAINT "slot_upgrades_slot_known" CHECK ("slot_upgrades"."slot" IN ('weapon', 'armor', 'acc')),
	CONSTRAINT "slot_upgrades_refine_range" CHECK ("slot_upgrades"."refine" BETWEEN 0 AND 20),
	CONSTRAINT "slot_upgrades_fails_nonnegative" CHECK ("slot_upgrades"."fails" >= 0),
	CONSTRAINT "slot_upgrades_rolls_nonnegative" CHECK ("slot_upgrades"."enchant_rolls" >= 0),
	CONSTRAINT "slot_upgrades_enchant_whole" CHECK (("slot_upgrades"."enchant_kind" IS NULL) = ("slot_upgrades"."enchant_value" IS NULL)),
	CONSTRAINT "slot_upgrades_enchant_kind_known" CHECK ("slot_upgrades"."enchant_kind" IS NULL OR "slot_upgrades"."enchant_kind" IN ('damage', 'crit', 'lifesteal', 'resist'))
);
--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "ascensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "title_id" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "frame_id" text;--> statement-breakpoint
ALTER TABLE "hero_cosmetics" ADD CONSTRAINT "hero_cosmetics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_upgrades" ADD CONSTRAINT "slot_upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_ascensions_nonnegative" CHECK ("heroes"."ascensions" >= 0);