ALTER TYPE "public"."ledger_kind" ADD VALUE 'guild_founding';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'raid_reward';--> statement-breakpoint
CREATE TABLE "chat_blocks" (
	"user_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_blocks_user_id_blocked_id_pk" PRIMARY KEY("user_id","blocked_id"),
	CONSTRAINT "chat_blocks_not_self" CHECK ("chat_blocks"."user_id" <> "chat_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"guild_id" uuid,
	"reporter_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_departures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"left_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild_invites" (
	"guild_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guild_invites_guild_id_user_id_pk" PRIMARY KEY("guild_id","user_id"),
	CONSTRAINT "guild_invites_kind_known" CHECK ("guild_invites"."kind" IN ('request', 'invite'))
);
--> statement-breakpoint
CREATE TABLE "guild_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"guild_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guild_members_role_known" CHECK ("guild_members"."role" IN ('leader', 'officer', 'member'))
);
--> statement-breakpoint
CREATE TABLE "guild_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guild_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guild_raids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guild_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"level" integer NOT NULL,
	"boss_id" text NOT NULL,
	"max_hp" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"fell_at" timestamp with time zone,
	CONSTRAINT "guild_raids_level_positive" CHECK ("guild_raids"."level" >= 1),
	CONSTRAINT "guild_raids_hp_positive" CHECK ("guild_raids"."max_hp" > 0)
);
--> statement-breakpoint
CREATE TABLE "guilds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tag" text NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raid_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"raid_id" uuid,
	"user_id" uuid,
	"day" date NOT NULL,
	"attack_no" integer NOT NULL,
	"damage" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raid_hits_damage_nonnegative" CHECK ("raid_hits"."damage" >= 0),
	CONSTRAINT "raid_hits_attack_positive" CHECK ("raid_hits"."attack_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_departures" ADD CONSTRAINT "guild_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_invites" ADD CONSTRAINT "guild_invites_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_invites" ADD CONSTRAINT "guild_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_invites" ADD CONSTRAINT "guild_invites_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_members" ADD CONSTRAINT "guild_members_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_messages" ADD CONSTRAINT "guild_messages_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_messages" ADD CONSTRAINT "guild_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guild_raids" ADD CONSTRAINT "guild_raids_guild_id_guilds_id_fk" FOREIGN KEY ("guild_id") REFERENCES "public"."guilds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_hits" ADD CONSTRAINT "raid_hits_raid_id_guild_raids_id_fk" FOREIGN KEY ("raid_id") REFERENCES "public"."guild_raids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raid_hits" ADD CONSTRAINT "raid_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_once_idx" ON "chat_reports" USING btree ("reporter_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_reports_created_idx" ON "chat_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guild_invites_user_idx" ON "guild_invites" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guild_members_one_leader" ON "guild_members" USING btree ("guild_id") WHERE "guild_members"."role" = 'leader';--> statement-breakpoint
CREATE INDEX "guild_members_guild_idx" ON "guild_members" USING btree ("guild_id","joined_at");--> statement-breakpoint
CREATE INDEX "guild_messages_guild_idx" ON "guild_messages" USING btree ("guild_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guild_raids_week_key" ON "guild_raids" USING btree ("guild_id","week");--> statement-breakpoint
CREATE INDEX "guild_raids_week_idx" ON "guild_raids" USING btree ("week");--> statement-breakpoint
CREATE UNIQUE INDEX "guilds_name_lower_key" ON "guilds" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "guilds_tag_lower_key" ON "guilds" USING btree (lower("tag"));--> statement-breakpoint
CREATE UNIQUE INDEX "raid_hits_attack_key" ON "raid_hits" USING btree ("user_id","day","attack_no");--> statement-breakpoint
CREATE INDEX "raid_hits_raid_idx" ON "raid_hits" USING btree ("raid_id","user_id");--> statement-breakpoint
-- Guild chat and membership are announced on the `guild` channel when their transaction
-- commits: each server pushes a message to its open streams of the guild's members, and
-- follows who is in which guild. A message is at most 500 characters, well under
-- NOTIFY's 8,000 bytes.
CREATE FUNCTION "guild_message_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('guild', json_build_object(
      'kind', 'message', 'id', NEW."id", 'guild_id', NEW."guild_id", 'user_id', NEW."user_id",
      'name', NEW."name", 'text', NEW."text", 'created_at', NEW."created_at")::text);
  ELSIF OLD."deleted_at" IS NULL AND NEW."deleted_at" IS NOT NULL THEN
    PERFORM pg_notify('guild', json_build_object(
      'kind', 'deleted', 'id', NEW."id", 'guild_id', NEW."guild_id", 'user_id', NEW."user_id",
      'name', NEW."name", 'text', '', 'created_at', NEW."created_at")::text);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "guild_messages_announce" AFTER INSERT OR UPDATE OF "deleted_at" ON "guild_messages"
  FOR EACH ROW EXECUTE FUNCTION "guild_message_notify"();--> statement-breakpoint
CREATE FUNCTION "guild_member_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('guild', json_build_object(
      'kind', 'member', 'user_id', OLD."user_id", 'guild_id', NULL)::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('guild', json_build_object(
    'kind', 'member', 'user_id', NEW."user_id", 'guild_id', NEW."guild_id")::text);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "guild_members_announce" AFTER INSERT OR DELETE ON "guild_members"
  FOR EACH ROW EXECUTE FUNCTION "guild_member_notify"();
