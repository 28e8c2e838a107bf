CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"rarity" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"buyer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "listings_price_positive" CHECK ("listings"."price" > 0),
	CONSTRAINT "listings_fee_nonnegative" CHECK ("listings"."fee" >= 0),
	CONSTRAINT "listings_currency_known" CHECK ("listings"."currency" IN ('gold', 'soul')),
	CONSTRAINT "listings_status_known" CHECK ("listings"."status" IN ('active', 'sold', 'cancelled', 'expired')),
	CONSTRAINT "listings_rarity_known" CHECK ("listings"."rarity" IN ('Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_active_idx" ON "listings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "listings_sales_idx" ON "listings" USING btree ("item_id","rarity","status","closed_at");