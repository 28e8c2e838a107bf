DROP INDEX "season_floors_board_idx";--> statement-breakpoint
ALTER TABLE "season_floors" ADD COLUMN "qualified" boolean GENERATED ALWAYS AS (highest_floor >= 10 AND wins >= 20) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "season_floors" ADD COLUMN "climb" interval GENERATED ALWAYS AS (reached_at - coalesce(first_win_at, reached_at)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "season_floors_board_idx" ON "season_floors" USING btree ("season","qualified" DESC NULLS LAST,"highest_floor" DESC NULLS LAST,"wins_at_best","climb");