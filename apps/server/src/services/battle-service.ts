import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { playRound, heroCombatant, monsterCombatant } from '@demonbane/game/battle/battle';
import { roundRng } from '@demonbane/game/battle/battle-rng';
import { xpMultiplier, type BuffState } from '@demonbane/game/buffs';
import { defeatGoldLoss } from '@demonbane/game/hp-regen';
import { findItem } from '@demonbane/game/items';
import { findJob } from '@demonbane/game/jobs';
import { findMonster, monsterStats } from '@demonbane/game/monsters';
import { rollRewards } from '@demonbane/game/rewards';
import type { Seed } from '@demonbane/game/rng';
import { gainXp } from '@demonbane/game/xp';
import {
  LOST_MESSAGE,
  WON_MESSAGE,
  type AttackResponse,
  type BattleView,
} from '@demonbane/shared/battle-schemas';
import type { Queryable, Tx } from '../db/database';
import { battles, heroBuffs, heroes } from '../db/schema';
import { refuse } from './player-action';
import { findHero, loadBuffs } from './hero-repository';
import { liveHero, type HeroWithJob } from './hero-view';
import { healingItems, ownedHealingItems } from './inventory-service';
import { durableCommit, lockRoundState, saveOngoingRound, type BattleRow } from './battle-state';
import { grant, spend } from './currency';
import { addItems } from './stock';
import { seedFromColumn, seedToColumn } from './random';
import { NO_JOB_REFUSAL, USER_NOT_FOUND } from './hero-service';

export type BattleKind = 'explore' | 'hunt';
export type { BattleRow };

/** The log keeps the latest lines only: enough to follow the fight. */
const LOG_LINES = 30;

export async function findBattle(
  db: Queryable,
  userId: string,
  kind: BattleKind,
  forUpdate = false,
) {
  const query = db
    .select()
    .from(battles)
    .where(and(eq(battles.userId, userId), eq(battles.kind, kind)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Starts a battle with a fresh seed; the monster enters at full HP. */
export async function startBattle(
  tx: Tx,
  userId: string,
  input: {
    kind: BattleKind;
    monsterId: string;
    level: number;
    floor?: number;
    seed: Seed;
    intro: string;
  },
) {
  const monster = findMonster(input.monsterId);
  if (!monster) throw new Error(`unknown monster ${input.monsterId}`);
  await tx.insert(battles).values({
    userId,
    kind: input.kind,
    monsterId: monster.id,
    monsterLevel: input.level,
    monsterHp: monsterStats(monster, input.level).hp,
    floor: input.floor ?? null,
    seed: seedToColumn(input.seed),
    round: 0,
    log: [input.intro],
  });
}

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

export const TOO_WOUNDED = 'You are too wounded to fight. Rest or drink a potion.';

/** Refuses (rolling back) when the hero has no HP left to start or fight with. */
export async function refuseIfWounded(
  db: Queryable,
  hero: HeroWithJob,
  now: Date,
  message = TOO_WOUNDED,
) {
  const buffs = await loadBuffs(db, hero.userId);
  if (liveHero(hero, buffs, now).hp <= 0) refuse(ErrorCode.Conflict, message);
}

/** Spec §3 battle fields from what is already loaded: no query. */
export function battleViewOf(
  hero: HeroWithJob,
  buffs: readonly BuffState[],
  items: readonly { itemId: string; qty: number }[],
  battle: BattleRow,
  mapName: string,
  now: Date,
): BattleView {
  const live = liveHero(hero, buffs, now);
  const monster = findMonster(battle.monsterId);
  if (!monster) throw new Error(`unknown monster ${battle.monsterId}`);
  const m = monsterCombatant(monster, battle.monsterLevel, battle.monsterHp);
  return {
    map_name: mapName,
    job: live.sheet.jobName,
    username: hero.username,
    user_hp: live.hp,
    user_max_hp: live.maxHp,
    user_atk: live.stats.atk,
    user_def: live.stats.def,
    user_spd: live.stats.spd,
    monster: {
      monster_name: monster.name,
      monster_hp: m.hp,
      monster_max_hp: m.maxHp,
      monster_atk: m.atk,
      monster_def: m.def,
      monster_spd: m.spd,
      monster_level: battle.monsterLevel,
    },
    potion: healingItems(items).map((p) => ({
      itemId: p.itemId,
      name: findItem(p.itemId)?.name ?? p.itemId,
      qty: p.qty,
    })),
    battleLog: battle.log,
    round: battle.round,
  };
}

/** Spec §3 battle fields for a stored battle. */
export async function battleView(
  db: Queryable,
  userId: string,
  battle: BattleRow,
  mapName: string,
  now: Date,
): Promise<BattleView> {
  const hero = await requireHeroWithJob(db, userId);
  const buffs = await loadBuffs(db, userId);
  const potions = await ownedHealingItems(db, userId);
  return battleViewOf(hero, buffs, potions, battle, mapName, now);
}

export interface AttackHooks {
  mapName: string;
  /** Hunt bosses pay more. */
  rewardMultiplier?: number;
  afterWin?: (tx: Tx) => Promise<void>;
  afterLoss?: (tx: Tx) => Promise<void>;
}

/**
 * One round of the hero's battle of `kind`, inside the caller's transaction. The
 * battle and hero rows are locked first, so two attacks at once play two rounds
 * in turn and a finished battle pays out once: the second finds no battle.
 * A round that goes on costs two statements: one locked read, one write.
 */
export async function attackRound(
  tx: Tx,
  userId: string,
  kind: BattleKind,
  now: Date,
  hooksFor: AttackHooks | ((battle: BattleRow) => AttackHooks),
): Promise<AttackResponse> {
  const state = await lockRoundState(tx, userId, kind);
  if (!state) return refuse(ErrorCode.Conflict, 'No battle in progress.');
  const { battle, buffs } = state;
  if (state.hero.jobId === null) return refuse(ErrorCode.Conflict, NO_JOB_REFUSAL);
  const hero: HeroWithJob = { ...state.hero, jobId: state.hero.jobId };
  const hooks = typeof hooksFor === 'function' ? hooksFor(battle) : hooksFor;
  const live = liveHero(hero, buffs, now);
  if (live.hp <= 0) return refuse(ErrorCode.Conflict, TOO_WOUNDED);
  const monster = findMonster(battle.monsterId);
  if (!monster) throw new Error(`unknown monster ${battle.monsterId}`);

  const seed = seedFromColumn(battle.seed);
  const result = playRound(
    {
      seed,
      round: battle.round,
      monster,
      monsterLevel: battle.monsterLevel,
      monsterHp: battle.monsterHp,
    },
    heroCombatant(hero.jobId, live.stats, live.hp),
  );
  const log = [...battle.log, ...result.log].slice(-LOG_LINES);

  if (result.outcome === 'ongoing') {
    await saveOngoingRound(tx, userId, {
      monsterHp: result.monster.hp,
      round: result.round,
      log,
      heroHp: result.hero.hp,
      now,
    });
    const view = battleViewOf(
      { ...hero, hp: result.hero.hp, hpUpdatedAt: now },
      buffs,
      state.items,
      { ...battle, monsterHp: result.monster.hp, round: result.round, log },
      hooks.mapName,
      now,
    );
    return { ...view, message: 'The battle rages on.' };
  }

  await durableCommit(tx);
  await tx.delete(battles).where(eq(battles.userId, userId));
  await tickBattleBuffs(tx, userId);

  if (result.outcome === 'loss') {
    const goldLost = defeatGoldLoss(hero.gold);
    if (goldLost > 0) await spend(tx, userId, 'gold', goldLost, `defeat by ${monster.id}`);
    await tx
      .update(heroes)
      .set({ hp: 0, hpUpdatedAt: now, updatedAt: now })
      .where(eq(heroes.userId, userId));
    await hooks.afterLoss?.(tx);
    return { message: LOST_MESSAGE, battleLog: log, user_hp: 0, gold_lost: goldLost };
  }

  // A win: rewards rolled from the battle's own seed, so the whole fight replays.
  const rewards = rollRewards(
    monster,
    battle.monsterLevel,
    roundRng(seed, 1_000_000 + result.round),
    {
      xpMultiplier: xpMultiplier(buffs, now),
      rewardMultiplier: hooks.rewardMultiplier ?? 1,
    },
  );
  const job = findJob(hero.jobId);
  const gained = gainXp(hero.level, hero.xp, rewards.xp, job?.maxLevel ?? hero.level);
  let hp = result.hero.hp;
  if (gained.levelupto !== null) {
    // A level-up restores the hero to full at the new level's max HP.
    hp = liveHero({ ...hero, level: gained.level }, buffs, now).maxHp;
  }
  await tx
    .update(heroes)
    .set({ level: gained.level, xp: gained.xp, hp, hpUpdatedAt: now, updatedAt: now })
    .where(eq(heroes.userId, userId));
  const reason = `${kind} win: ${monster.id}`;
  if (rewards.gold > 0) await grant(tx, userId, 'gold', rewards.gold, reason);
  if (rewards.souls > 0) await grant(tx, userId, 'soul', rewards.souls, reason);
  for (const drop of rewards.drops) await addItems(tx, userId, drop.itemId, drop.qty);
  await hooks.afterWin?.(tx);
  return {
    message: WON_MESSAGE,
    rewards: {
      xp: rewards.xp,
      gold: rewards.gold,
      souls: rewards.souls,
      drops: rewards.drops.map((d) => ({ name: findItem(d.itemId)?.name ?? d.itemId, qty: d.qty })),
    },
    levelupto: gained.levelupto,
    battleLog: log,
    user_hp: hp,
  };
}

/** A battle ended: battle-counted buffs lose one battle; spent ones are removed. */
async function tickBattleBuffs(tx: Tx, userId: string) {
  await tx
    .update(heroBuffs)
    .set({ battlesLeft: sql`${heroBuffs.battlesLeft} - 1` })
    .where(and(eq(heroBuffs.userId, userId), isNotNull(heroBuffs.battlesLeft)));
  await tx
    .delete(heroBuffs)
    .where(and(eq(heroBuffs.userId, userId), lte(heroBuffs.battlesLeft, 0)));
}
