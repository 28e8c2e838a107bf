CREATE TABLE "hunt_boss_clears" (
	"user_id" uuid NOT NULL,
	"floor" integer NOT NULL,
	"cleared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hunt_boss_clears_user_id_floor_pk" PRIMARY KEY("user_id","floor"),
	CONSTRAINT "hunt_boss_clears_floor_positive" CHECK ("hunt_boss_clears"."floor" >= 1)
);
--> statement-breakpoint
ALTER TABLE "hunt_boss_clears" ADD CONSTRAINT "hunt_boss_clears_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Heroes who climbed before this table existed were paid each boss on their floors already.
INSERT INTO "hunt_boss_clears" ("user_id", "floor", "cleared_at")
SELECT "hp"."user_id", "f", coalesce("hp"."highest_reached_at", now())
FROM "hunt_progress" "hp", generate_series(5, "hp"."highest_floor", 5) AS "f";
