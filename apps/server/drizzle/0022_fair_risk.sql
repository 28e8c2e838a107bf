CREATE TABLE "boss_piece_claims" (
	"user_id" uuid NOT NULL,
	"monster_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "boss_piece_claims_user_id_monster_id_pk" PRIMARY KEY("user_id","monster_id")
);
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "gold_at_start" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "boss_piece_claims" ADD CONSTRAINT "boss_piece_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;