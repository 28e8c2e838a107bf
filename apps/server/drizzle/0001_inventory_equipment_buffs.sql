CREATE TABLE "currency_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_ledger_currency_known" CHECK ("currency_ledger"."currency" IN ('gold', 'soul'))
);
--> statement-breakpoint
CREATE TABLE "hero_buffs" (
	"user_id" uuid NOT NULL,
	"buff_id" text NOT NULL,
	"battles_left" integer,
	"expires_at" timestamp with time zone,
	CONSTRAINT "hero_buffs_user_id_buff_id_pk" PRIMARY KEY("user_id","buff_id"),
	CONSTRAINT "hero_buffs_battles_nonnegative" CHECK ("hero_buffs"."battles_left" IS NULL OR "hero_buffs"."battles_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hero_equipment" (
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"rarity" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "hero_equipment_user_id_item_id_rarity_pk" PRIMARY KEY("user_id","item_id","rarity"),
	CONSTRAINT "hero_equipment_qty_positive" CHECK ("hero_equipment"."qty" > 0),
	CONSTRAINT "hero_equipment_rarity_known" CHECK ("hero_equipment"."rarity" IN ('Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'))
);
--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "weapon_id" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "weapon_rarity" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "armor_id" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "armor_rarity" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "acc_id" text;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "acc_rarity" text;--> statement-breakpoint
ALTER TABLE "currency_ledger" ADD CONSTRAINT "currency_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_buffs" ADD CONSTRAINT "hero_buffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_equipment" ADD CONSTRAINT "hero_equipment_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_ledger_user_idx" ON "currency_ledger" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_weapon_whole" CHECK (("heroes"."weapon_id" IS NULL) = ("heroes"."weapon_rarity" IS NULL));--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_armor_whole" CHECK (("heroes"."armor_id" IS NULL) = ("heroes"."armor_rarity" IS NULL));--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_acc_whole" CHECK (("heroes"."acc_id" IS NULL) = ("heroes"."acc_rarity" IS NULL));--> statement-breakpoint
-- Heroes created before the ledger existed get their balance as an opening entry.
INSERT INTO "currency_ledger" ("user_id", "currency", "delta", "reason")
SELECT "user_id", 'gold', "gold", 'opening balance' FROM "heroes" WHERE "gold" > 0
UNION ALL
SELECT "user_id", 'soul', "soul", 'opening balance' FROM "heroes" WHERE "soul" > 0;
