-- A fight's tactics (resource, cooldowns, guard, charge, hex, a boss's warned move); NULL
-- for fights begun before skills existed: they carry on from a fight's starting tactics.
ALTER TABLE "battles" ADD COLUMN "tactics" jsonb;