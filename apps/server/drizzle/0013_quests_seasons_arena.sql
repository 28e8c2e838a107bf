ALTER TYPE "public"."ledger_kind" ADD VALUE 'quest_reward';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'season_reward';--> statement-breakpoint
CREATE TABLE "arena_fights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attacker_id" uuid NOT NULL,
	"defender_id" uuid NOT NULL,
	"day" date NOT NULL,
	"attacker_won" boolean NOT NULL,
	"attacker_change" integer NOT NULL,
	"defender_change" integer NOT NULL,
	"attacker_rating" integer NOT NULL,
	"defender_rating" integer NOT NULL,
	"seed" text NOT NULL,
	"log" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "arena_fights_zero_sum" CHECK ("arena_fights"."attacker_change" + "arena_fights"."defender_change" = 0),
	CONSTRAINT "arena_fights_not_self" CHECK ("arena_fights"."attacker_id" <> "arena_fights"."defender_id")
);
--> statement-breakpoint
CREATE TABLE "arena_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_quests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"quest_id" text NOT NULL,
	"map_id" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"goal" integer NOT NULL,
	"reward_gold" integer NOT NULL,
	"reward_souls" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "daily_quests_user_id_day_quest_id_pk" PRIMARY KEY("user_id","day","quest_id"),
	CONSTRAINT "daily_quests_progress_range" CHECK ("daily_quests"."progress" >= 0 AND "daily_quests"."progress" <= "daily_quests"."goal"),
	CONSTRAINT "daily_quests_reward_nonnegative" CHECK ("daily_quests"."reward_gold" >= 0 AND "daily_quests"."reward_souls" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hunt_seasons" (
	"number" integer PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quest_streaks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"streak" integer NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_floors" (
	"season" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"highest_floor" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_floors_season_user_id_pk" PRIMARY KEY("season","user_id"),
	CONSTRAINT "season_floors_floor_positive" CHECK ("season_floors"."highest_floor" >= 1)
);
--> statement-breakpoint
CREATE TABLE "season_results" (
	"season" integer NOT NULL,
	"rank" integer NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"job_id" text,
	"level" integer NOT NULL,
	"highest_floor" integer NOT NULL,
	"reward_gold" integer NOT NULL,
	"reward_souls" integer NOT NULL,
	CONSTRAINT "season_results_season_rank_pk" PRIMARY KEY("season","rank")
);
--> statement-breakpoint
ALTER TABLE "arena_fights" ADD CONSTRAINT "arena_fights_attacker_id_users_id_fk" FOREIGN KEY ("attacker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_fights" ADD CONSTRAINT "arena_fights_defender_id_users_id_fk" FOREIGN KEY ("defender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_ratings" ADD CONSTRAINT "arena_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_quests" ADD CONSTRAINT "daily_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_streaks" ADD CONSTRAINT "quest_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_floors" ADD CONSTRAINT "season_floors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_results" ADD CONSTRAINT "season_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arena_fights_attacker_idx" ON "arena_fights" USING btree ("attacker_id","day");--> statement-breakpoint
CREATE INDEX "arena_fights_defender_idx" ON "arena_fights" USING btree ("defender_id","created_at");--> statement-breakpoint
CREATE INDEX "arena_ratings_board_idx" ON "arena_ratings" USING btree ("rating" DESC NULLS LAST,"updated_at");--> statement-breakpoint
CREATE INDEX "season_floors_board_idx" ON "season_floors" USING btree ("season","highest_floor" DESC NULLS LAST,"reached_at");