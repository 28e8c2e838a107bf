CREATE TABLE "hunt_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"highest_floor" integer DEFAULT 0 NOT NULL,
	"highest_reached_at" timestamp with time zone,
	"current_floor" integer,
	"floor_won" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hunt_progress_highest_nonnegative" CHECK ("hunt_progress"."highest_floor" >= 0),
	CONSTRAINT "hunt_progress_current_positive" CHECK ("hunt_progress"."current_floor" IS NULL OR "hunt_progress"."current_floor" >= 1)
);
--> statement-breakpoint
ALTER TABLE "hunt_progress" ADD CONSTRAINT "hunt_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_progress_leaderboard_idx" ON "hunt_progress" USING btree ("highest_floor" DESC NULLS LAST,"highest_reached_at");