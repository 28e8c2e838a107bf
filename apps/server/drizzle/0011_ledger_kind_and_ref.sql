CREATE TYPE "public"."ledger_kind" AS ENUM('starting_purse', 'battle_reward', 'defeat', 'shop', 'gacha', 'bazaar_fee', 'bazaar_buy', 'bazaar_sale', 'account_deleted', 'grant');--> statement-breakpoint
ALTER TABLE "currency_ledger" ADD COLUMN "kind" "ledger_kind";--> statement-breakpoint
ALTER TABLE "currency_ledger" ADD COLUMN "ref" text;--> statement-breakpoint
-- Existing rows: the kind and the reference, read once from the reasons the services wrote.
UPDATE "currency_ledger" SET
  "kind" = (CASE
    WHEN "reason" = 'starting purse' THEN 'starting_purse'
    WHEN "reason" ~ '^(explore|hunt) win: ' THEN 'battle_reward'
    WHEN "reason" ~ '^(defeat by|fled from) ' THEN 'defeat'
    WHEN "reason" ~ '^shop: ' THEN 'shop'
    WHEN "reason" ~ '^gacha: ' THEN 'gacha'
    WHEN "reason" ~ '^bazaar fee: ' THEN 'bazaar_fee'
    WHEN "reason" ~ '^bazaar buy: ' THEN 'bazaar_buy'
    WHEN "reason" ~ '^bazaar sale: ' THEN 'bazaar_sale'
    WHEN "reason" = 'account deleted' THEN 'account_deleted'
    ELSE 'grant'
  END)::"ledger_kind",
  "ref" = CASE
    WHEN "reason" ~ '^(explore|hunt) win: ' THEN substring("reason" from '^(?:explore|hunt) win: (.*)$')
    WHEN "reason" ~ '^(defeat by|fled from) ' THEN substring("reason" from '^(?:defeat by|fled from) (.*)$')
    WHEN "reason" ~ '^shop: ' THEN substring("reason" from '^shop: \d+ × (.*)$')
    WHEN "reason" ~ '^gacha: ' THEN substring("reason" from '^gacha: (.*) x\d+$')
    WHEN "reason" ~ '^bazaar (fee|buy|sale): ' THEN substring("reason" from '^bazaar (?:fee|buy|sale): (.*)$')
  END;--> statement-breakpoint
ALTER TABLE "currency_ledger" ALTER COLUMN "kind" SET NOT NULL;
