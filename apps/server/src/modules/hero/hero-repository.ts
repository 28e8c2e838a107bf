import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { isRarity, type EquipmentId } from '@demonbane/game/equipment';
import type { BuffId, BuffState } from '@demonbane/game/buffs';
import type { JobId } from '@demonbane/game/jobs';
import type { Loadout, Piece } from '@demonbane/game/loadout';
import type { AffixKind } from '@demonbane/game/affixes';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import { NO_UPGRADES, type SlotUpgrades } from '@demonbane/game/slot-upgrades';
import type { Queryable } from '../../db/database';
import { builtStatement, type Placeholders, type StatementBuilder } from '../../db/built-statement';
import { battles, heroBuffs, heroes, slotUpgrades, users } from '../../db/schema';
import { refuse } from '../../infra/actions/player-action';

export const USER_NOT_FOUND = 'User not found.';
/** Refusal for actions that need a hero with a job. */
export const NO_JOB_REFUSAL = 'Choose a job for your hero first.';

/** The hero's columns every view needs, with its account name. */
export const heroColumns = {
  userId: heroes.userId,
  username: users.username,
  jobId: heroes.jobId,
  level: heroes.level,
  xp: heroes.xp,
  hp: heroes.hp,
  hpUpdatedAt: heroes.hpUpdatedAt,
  gold: heroes.gold,
  soul: heroes.soul,
  weaponId: heroes.weaponId,
  weaponRarity: heroes.weaponRarity,
  armorId: heroes.armorId,
  armorRarity: heroes.armorRarity,
  accId: heroes.accId,
  accRarity: heroes.accRarity,
  ascensions: heroes.ascensions,
  titleId: heroes.titleId,
  frameId: heroes.frameId,
  /** The slots' refinements and enchantments, in the same statement (at most three rows). */
  upgrades: upgradesColumn(heroes.userId),
  /** A battle is open: HP does not regenerate until it ends (one primary-key probe). */
  inBattle: sql<boolean>`EXISTS (SELECT 1 FROM ${battles} WHERE ${battles.userId} = ${heroes.userId})`,
};

/** A slot_upgrades row as upgradesColumn's JSON carries it. */
interface JsonUpgrade {
  slot: EquipmentType;
  refine: number;
  fails: number;
  enchantKind: AffixKind | null;
  enchantValue: number | null;
  enchantRolls: number;
}

/** A hero's slot upgrades as one JSON column, read with the hero. */
function upgradesColumn(userIdColumn: AnyPgColumn) {
  const u = slotUpgrades;
  return sql<JsonUpgrade[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'slot', ${u.slot}, 'refine', ${u.refine}, 'fails', ${u.fails},
      'enchantKind', ${u.enchantKind}, 'enchantValue', ${u.enchantValue},
      'enchantRolls', ${u.enchantRolls})), '[]'::json)
    FROM ${u} WHERE ${u.userId} = ${userIdColumn})`;
}

/** A hero's upgrades by slot (a slot without a row has none). */
export function upgradesOf(hero: { upgrades: readonly JsonUpgrade[] }): SlotUpgrades {
  const out: SlotUpgrades = { ...NO_UPGRADES };
  for (const row of hero.upgrades) {
    out[row.slot] = {
      refine: row.refine,
      fails: row.fails,
      enchant:
        row.enchantKind === null || row.enchantValue === null
          ? null
          : { kind: row.enchantKind, value: row.enchantValue },
      enchantRolls: row.enchantRolls,
    };
  }
  return out;
}

type JsonBuff = { buffId: BuffId; battlesLeft: number | null; expiresAt: string | null };

/** A hero's buffs as one JSON column, so the hero and its buffs come in one statement. */
export function buffsColumn(userIdColumn: AnyPgColumn) {
  return sql<JsonBuff[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'buffId', ${heroBuffs.buffId},
      'battlesLeft', ${heroBuffs.battlesLeft},
      'expiresAt', ${heroBuffs.expiresAt})), '[]'::json)
    FROM ${heroBuffs} WHERE ${heroBuffs.userId} = ${userIdColumn})`;
}

/** Turns buffsColumn's JSON back into buff states (times as Dates). */
export function buffsFromJson(rows: readonly JsonBuff[]): BuffState[] {
  return rows.map((b) => ({
    buffId: b.buffId,
    battlesLeft: b.battlesLeft,
    expiresAt: b.expiresAt === null ? null : new Date(b.expiresAt),
  }));
}

const heroQuery = (q: StatementBuilder, p: Placeholders<{ userId: string }>) =>
  q
    .select(heroColumns)
    .from(heroes)
    .innerJoin(users, eq(users.id, heroes.userId))
    .where(eq(heroes.userId, p.userId))
    .limit(1);
const readHero = builtStatement(heroQuery);
const lockHero = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  heroQuery(q, p).for('update', { of: heroes }),
);

/** The stored hero, joined with its account name. */
export async function findHero(db: Queryable, userId: string, opts: { forUpdate?: boolean } = {}) {
  const [row] = await (opts.forUpdate ? lockHero : readHero).run(db, { userId });
  return row;
}

export type StoredHero = NonNullable<Awaited<ReturnType<typeof findHero>>>;

export type HeroWithJob = StoredHero & { jobId: JobId };

/** The hero, refused (rolling back) when there is none or it has no job yet. */
export async function requireHeroWithJob(
  db: Queryable,
  userId: string,
  forUpdate = false,
): Promise<HeroWithJob> {
  const hero = await findHero(db, userId, { forUpdate });
  if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
  if (hero.jobId === null) return refuse(ErrorCode.Conflict, NO_JOB_REFUSAL);
  return { ...hero, jobId: hero.jobId };
}

/** The hero and its buffs in one statement (POST /user is called on every screen). */
export async function findHeroWithBuffs(
  db: Queryable,
  userId: string,
): Promise<{ hero: StoredHero; buffs: BuffState[] } | undefined> {
  const [row] = await readHeroWithBuffs.run(db, { userId });
  return row && { hero: row.hero, buffs: buffsFromJson(row.buffs) };
}

const readHeroWithBuffs = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  q
    .select({ hero: heroColumns, buffs: buffsColumn(heroes.userId) })
    .from(heroes)
    .innerJoin(users, eq(users.id, heroes.userId))
    .where(eq(heroes.userId, p.userId))
    .limit(1),
);

function piece(itemId: EquipmentId | null, rarity: string | null): Piece | null {
  return itemId !== null && rarity !== null && isRarity(rarity) ? { itemId, rarity } : null;
}

export function loadoutOf(hero: StoredHero): Loadout {
  return {
    weapon: piece(hero.weaponId, hero.weaponRarity),
    armor: piece(hero.armorId, hero.armorRarity),
    acc: piece(hero.accId, hero.accRarity),
  };
}

/** The columns that store a loadout, for an update. */
export function loadoutColumns(loadout: Loadout) {
  return {
    weaponId: loadout.weapon?.itemId ?? null,
    weaponRarity: loadout.weapon?.rarity ?? null,
    armorId: loadout.armor?.itemId ?? null,
    armorRarity: loadout.armor?.rarity ?? null,
    accId: loadout.acc?.itemId ?? null,
    accRarity: loadout.acc?.rarity ?? null,
  };
}

const readBuffs = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  q
    .select({
      buffId: heroBuffs.buffId,
      battlesLeft: heroBuffs.battlesLeft,
      expiresAt: heroBuffs.expiresAt,
    })
    .from(heroBuffs)
    .where(eq(heroBuffs.userId, p.userId)),
);

export async function loadBuffs(db: Queryable, userId: string): Promise<BuffState[]> {
  return readBuffs.run(db, { userId });
}

/**
 * A hero's slot upgrades in a statement of their own: after the hero's row lock, this
 * sees every upgrade committed before it (the locking read's subquery may not).
 */
export async function loadUpgrades(db: Queryable, userId: string): Promise<SlotUpgrades> {
  const u = slotUpgrades;
  const rows = await db
    .select({
      slot: u.slot,
      refine: u.refine,
      fails: u.fails,
      enchantKind: u.enchantKind,
      enchantValue: u.enchantValue,
      enchantRolls: u.enchantRolls,
    })
    .from(u)
    .where(eq(u.userId, userId));
  return upgradesOf({ upgrades: rows });
}

/** Whether the account has a hero row: a read about a hero that is gone answers 404. */
export async function heroExists(db: Queryable, userId: string): Promise<boolean> {
  const [hero] = await db
    .select({ id: heroes.userId })
    .from(heroes)
    .where(eq(heroes.userId, userId));
  return hero !== undefined;
}
