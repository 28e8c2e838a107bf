CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "forges" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "forges_unnotified_idx" ON "forges" USING btree ("ready_at") WHERE "forges"."notified_at" IS NULL;--> statement-breakpoint
-- Every notification is announced when its transaction commits (pg_notify is
-- transactional), to every server listening: the row itself, as JSON.
CREATE FUNCTION "notification_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification', json_build_object(
    'id', NEW."id", 'user_id', NEW."user_id", 'kind', NEW."kind",
    'data', NEW."data", 'created_at', NEW."created_at")::text);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notification_notify"();
