ALTER TYPE "public"."ledger_kind" ADD VALUE 'operator_grant';--> statement-breakpoint
CREATE TABLE "account_bans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"banned_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"banned_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"operator" text NOT NULL,
	"command" text NOT NULL,
	"target" text,
	"user_id" uuid,
	"args" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "operator_actions_outcome_known" CHECK ("operator_actions"."outcome" IN ('done', 'refused', 'usage'))
);
--> statement-breakpoint
ALTER TABLE "account_bans" ADD CONSTRAINT "account_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_user_idx" ON "operator_actions" USING btree ("user_id","at");