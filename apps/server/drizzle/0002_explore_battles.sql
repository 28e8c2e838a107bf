CREATE TABLE "battles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"monster_id" text NOT NULL,
	"monster_level" integer NOT NULL,
	"monster_hp" integer NOT NULL,
	"floor" integer,
	"seed" integer[] NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"log" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battles_kind_known" CHECK ("battles"."kind" IN ('explore', 'hunt')),
	CONSTRAINT "battles_monster_hp_nonnegative" CHECK ("battles"."monster_hp" >= 0),
	CONSTRAINT "battles_round_nonnegative" CHECK ("battles"."round" >= 0)
);
--> statement-breakpoint
CREATE TABLE "explorations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"map_id" integer NOT NULL,
	"area" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"seen" text NOT NULL,
	"reached_goal" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_progress" (
	"user_id" uuid NOT NULL,
	"map_id" integer NOT NULL,
	"cleared" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "map_progress_user_id_map_id_pk" PRIMARY KEY("user_id","map_id"),
	CONSTRAINT "map_progress_cleared_nonnegative" CHECK ("map_progress"."cleared" >= 0)
);
--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "hp_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorations" ADD CONSTRAINT "explorations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_progress" ADD CONSTRAINT "map_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;