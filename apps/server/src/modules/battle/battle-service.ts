import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  heroCombatant,
  jobResource,
  monsterCombatant,
  playRound,
} from '@demonbane/game/battle/battle';
import { autoAction, type PolicyView } from '@demonbane/game/battle/auto-policy';
import { ATTACK, skillRefusal, type HeroAction, type Tactics } from '@demonbane/game/battle/round';
import { isSkillId, JOB_SKILLS } from '@demonbane/game/skills';
import { roundRng } from '@demonbane/game/battle/battle-rng';
import { xpMultiplier, type BuffState } from '@demonbane/game/buffs';
import { fightGoldLoss } from '@demonbane/game/defeat-cost';
import { bossPieceBackOn, bossPieceWeekAgo } from '@demonbane/game/boss-piece';
import { itemRoundLine } from '@demonbane/game/consumable-use';
import { checkSetOut } from '@demonbane/game/resting';
import { equipmentById } from '@demonbane/game/equipment';
import { itemById, type ItemId } from '@demonbane/game/items';
import { jobById, type JobId } from '@demonbane/game/jobs';
import { monsterById, monsterStats, type MonsterId } from '@demonbane/game/monsters';
import { rollRewards, type BattleRewards } from '@demonbane/game/rewards';
import { ascensionBonus } from '@demonbane/game/ascension';
import type { Seed } from '@demonbane/game/rng';
import { gainXp } from '@demonbane/game/xp';
import {
  LOST_MESSAGE,
  WON_MESSAGE,
  type AttackResponse,
  type AutoBattleBody,
  type AutoBattleResponse,
  type BattleView,
} from '@demonbane/shared/battle-schemas';
import type { LeaveResponse } from '@demonbane/shared/common-schemas';
import type { UseItemResponse } from '@demonbane/shared/inventory-schemas';
import type { ActionContext } from '../../infra/actions/action-context';
import type { Queryable, Tx } from '../../db/database';
import {
  builtStatement,
  setValues,
  type Placeholders,
  type StatementBuilder,
} from '../../db/built-statement';
import { battles, bossPieceClaims, heroBuffs, heroes, replays } from '../../db/schema';
import {
  playerAction,
  refuse,
  replayOf,
  storedKeyOf,
  type IdempotencyClaim,
} from '../../infra/actions/player-action';
import { rowReplay, type KeyedOutcome } from '../../infra/actions/natural-key-action';
import type { Result } from '../../infra/actions/result';
import {
  buffsColumn,
  buffsFromJson,
  findHero,
  loadBuffs,
  NO_JOB_REFUSAL,
  requireHeroWithJob,
  type HeroWithJob,
} from '../hero/hero-repository';
import { liveHero } from '../hero/hero-view';
import { healingItems, ownedHealingItems, useItemIn } from '../inventory/inventory-service';
import {
  durableCommit,
  lockRoundState,
  roundBattleColumns,
  saveOngoingRound,
  type BattleRow,
  type RoundBattle,
  type RoundState,
  type RoundWalk,
} from './battle-state';
import { grant, spend } from '../ledger/currency';
import { publish } from '../../infra/events/publish';
import { addEquipment, addItems } from '../ledger/stock';
import { seedFromColumn, seedToColumn } from '../../infra/actions/random';
import { tacticsOf, tacticsView } from '../hero/skill-view';
import {
  finalReplay,
  finalReplayValues,
  replayStep,
  type FinalReplay,
  type ReplayedHero,
  type ReplayStep,
} from './battle-replay';

export type BattleKind = 'explore' | 'hunt';
export type { BattleRow, RoundBattle, RoundWalk };

/** The log keeps the latest lines only: enough to follow the fight. */
const LOG_LINES = 30;

// As a round reads it: never the growing replay, which only the fight's end moves.
const battleQuery = (q: StatementBuilder, p: Placeholders<{ userId: string }>) =>
  q.select(roundBattleColumns).from(battles).where(eq(battles.userId, p.userId)).limit(1);
const readBattle = builtStatement(battleQuery);
const lockBattle = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  battleQuery(q, p).for('update'),
);

/** The hero's one open battle, explore or hunt, if any. */
export async function findBattle(db: Queryable, userId: string, forUpdate = false) {
  const [row] = await (forUpdate ? lockBattle : readBattle).run(db, { userId });
  return row;
}

/** The hero's open battle of `kind`; a battle of the other kind counts as none. */
export async function findBattleOf(db: Queryable, userId: string, kind: BattleKind) {
  const battle = await findBattle(db, userId);
  return battle?.kind === kind ? battle : undefined;
}

/** What a player is told when a fight of `open` kind stands in the way of `wanted`. */
export function inFightMessage(
  open: Pick<BattleRow, 'kind' | 'floor'>,
  wanted: BattleKind,
): string {
  if (open.kind === 'hunt') {
    return wanted === 'hunt'
      ? 'Finish the fight on your current floor first.'
      : `You are fighting on floor ${open.floor ?? 1} of the tower. Win that fight or leave the tower first.`;
  }
  return wanted === 'explore'
    ? 'A monster blocks your way. Fight it first.'
    : 'A monster blocks your path in the wilds. Win that fight or flee it first.';
}

/**
 * Starts a battle with a fresh seed; the monster enters at full HP. The hero's HP
 * is stored as it is now (regeneration included), since it stays frozen while the
 * battle is open. The primary key allows one battle per hero: should another have
 * appeared meanwhile, the action is refused, never a 500.
 */
export async function startBattle(
  tx: Tx,
  userId: string,
  input: {
    kind: BattleKind;
    monsterId: MonsterId;
    level: number;
    floor?: number;
    seed: Seed;
    intro: string;
    heroHp: number;
    now: Date;
  },
) {
  const monster = monsterById(input.monsterId);
  const [started] = await insertBattle.run(tx, {
    userId,
    kind: input.kind,
    monsterId: monster.id,
    monsterLevel: input.level,
    monsterHp: monsterStats(monster, input.level).hp,
    floor: input.floor ?? null,
    seed: seedToColumn(input.seed),
    log: [input.intro],
    heroHp: input.heroHp,
    now: input.now,
  });
  if (!started) refuse(ErrorCode.Conflict, 'You are already in a fight.');
}

interface NewBattle {
  userId: string;
  kind: BattleKind;
  monsterId: MonsterId;
  monsterLevel: number;
  monsterHp: number;
  floor: number | null;
  seed: number[];
  log: string[];
  heroHp: number;
  now: Date;
}

/** The battle's row and the hero's HP at its start in one statement; no row when one is open. */
const insertBattle = builtStatement((q, p: Placeholders<NewBattle>) => {
  const v = setValues(p);
  const battle = q
    .insert(battles)
    .values({
      userId: v.userId,
      kind: v.kind,
      monsterId: v.monsterId,
      monsterLevel: v.monsterLevel,
      monsterHp: v.monsterHp,
      floor: v.floor,
      seed: v.seed,
      round: 0,
      log: v.log,
      // The purse as the fight begins: fleeing or losing costs against it.
      goldAtStart: sql`(SELECT ${heroes.gold} FROM ${heroes} WHERE ${heroes.userId} = ${v.userId})`,
    })
    .onConflictDoNothing()
    .returning({ userId: battles.userId });
  // Only when the battle row went in: the hero is locked by the caller, so no one else writes it.
  const hero = q
    .update(heroes)
    .set({ hp: v.heroHp, hpUpdatedAt: v.now, updatedAt: v.now })
    .where(sql`${heroes.userId} = (SELECT user_id FROM b)`);
  return sql`WITH b AS (${battle.getSQL()}), h AS (${hero.getSQL()}) SELECT user_id FROM b`;
});

export const TOO_WOUNDED = 'You are too wounded to fight. Rest or drink a potion.';

/** What stands between a locked hero and a new fight: an open battle, and the buffs for its HP. */
const readSetOut = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  q
    .select({
      open: { kind: battles.kind, floor: battles.floor },
      buffs: buffsColumn(heroes.userId),
    })
    .from(heroes)
    .leftJoin(battles, eq(battles.userId, heroes.userId))
    .where(eq(heroes.userId, p.userId)),
);

/**
 * Refuses (rolling back) a hero that may not set out on a `wanted` fight. A hero has
 * one battle at a time, whatever its kind: one open refuses another (checked first:
 * its HP is frozen, so a time until ready would be wrong). Below a quarter of max HP
 * it rests (resting.ts): the 409 says why (`reason: 'resting'`) and when regeneration
 * has it ready (`ready_in_seconds`); at 0 HP with `message`, else with how long and
 * that a potion sends it out now. Otherwise returns the HP the hero has now.
 * Call it under the hero's row lock taken by an earlier statement: this one then sees
 * every battle committed before it, and the lock holds against concurrent requests.
 */
export async function refuseUnlessFreeToSetOut(
  tx: Tx,
  hero: HeroWithJob,
  wanted: BattleKind,
  now: Date,
  message = TOO_WOUNDED,
): Promise<number> {
  const [row] = await readSetOut.run(tx, { userId: hero.userId });
  if (row?.open) refuse(ErrorCode.Conflict, inFightMessage(row.open, wanted));
  const { hp, maxHp } = liveHero(hero, buffsFromJson(row?.buffs ?? []), now);
  const check = checkSetOut({ hp, maxHp, storedHp: hero.hp, storedAt: hero.hpUpdatedAt }, now);
  if (!check.ok) {
    refuse(ErrorCode.Conflict, hp <= 0 ? message : check.message, {
      reason: 'resting',
      ready_in_seconds: check.readyInSeconds,
    });
  }
  return hp;
}

/** Spec §3 battle fields from what is already loaded: no query. */
export function battleViewOf(
  hero: HeroWithJob,
  buffs: readonly BuffState[],
  items: readonly { itemId: ItemId; qty: number }[],
  battle: RoundBattle,
  mapName: string,
  now: Date,
  // The round already computed the hero's stats: not again for its answer.
  live: Pick<LiveHero, 'sheet' | 'hp' | 'maxHp' | 'stats'> = liveHero(hero, buffs, now),
): BattleView {
  const monster = monsterById(battle.monsterId);
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
      name: itemById(p.itemId).name,
      qty: p.qty,
    })),
    battleLog: battle.log,
    round: battle.round,
    flee_gold_loss: fightGoldLoss('flee', purseOf(hero, battle), hero.level),
    ...tacticsView(hero.jobId, tacticsOf(hero.jobId, battle.tactics), monster),
  };
}

/** Spec §3 battle fields for a stored battle. */
export async function battleView(
  db: Queryable,
  userId: string,
  battle: RoundBattle,
  mapName: string,
  now: Date,
): Promise<BattleView> {
  const hero = await requireHeroWithJob(db, userId);
  const buffs = await loadBuffs(db, userId);
  const potions = await ownedHealingItems(db, userId);
  return battleViewOf(hero, buffs, potions, battle, mapName, now);
}

/** A fight's hooks from the round's locked state (its battle, the explore walk). */
type HooksFor = (state: RoundState) => AttackHooks;
type LiveHero = ReturnType<typeof liveHero>;

export interface AttackHooks {
  mapName: string;
  /**
   * Whose reward table a win pays from, at which level, times what (hunt bosses pay
   * triple on their first clear). Called once, only on a win. Default: the monster fought.
   */
  rewardPlan?: (tx: Tx) => Promise<{ monsterId: MonsterId; level: number; multiplier: number }>;
  /**
   * After a win, with the hero's level after it (quests are made at the hero's level)
   * and the beaten monster's (quests count only fights at the hero's level).
   */
  afterWin?: (tx: Tx, won: { level: number; monsterLevel: number }) => Promise<void>;
}

/**
 * One round of the hero's battle of `kind`, inside the caller's transaction
 * (naturalKeyAction's). The battle and hero rows are locked first, so two attacks at
 * once play two rounds in turn and a finished battle pays out once: the second finds
 * no battle. The same lock makes the round safe against retries: a retried key finds
 * its answer on the battle row (a round that went on keeps it there) or, once the
 * fight is over, in idempotency_keys (a round that ended it is stored there).
 * A round that goes on costs two statements, key or not: one locked read, one write.
 */
export async function attackRound(
  tx: Tx,
  userId: string,
  kind: BattleKind,
  now: Date,
  hooksFor: HooksFor,
  skill: string | undefined,
  claim: IdempotencyClaim | undefined,
): Promise<KeyedOutcome<AttackResponse>> {
  // Any kind: the key of the hero's one battle answers on either route (a 422 on the other).
  const state = await lockRoundState(tx, userId, 'anyKind', claim);
  const replay = claim && (await keyReplay(tx, state, claim));
  if (replay) return { kind: 'replay', result: replay };
  const ours = state?.battle.kind === kind ? state : undefined;
  const pick = (view: PolicyView) => chosenAction(view.jobId, view.tactics, skill);
  const played = await playLockedRound(tx, ours, userId, kind, now, hooksFor, pick, claim);
  return { kind: played.ended ? 'store' : 'kept', value: played.response };
}

/** The key's first answer, if it has one: on the locked battle, or where the key table has it. */
async function keyReplay(
  tx: Tx,
  state: RoundState | undefined,
  claim: IdempotencyClaim,
): Promise<Result<AttackResponse> | undefined> {
  // No battle (any more): a round that ended the fight stored its answer under the key.
  const stored = state ? state.storedKey : await storedKeyOf(tx, claim);
  if (stored) return replayOf(stored, claim);
  if (!state) return undefined;
  const { lastKey: key, lastRequest: request } = state.battle;
  return rowReplay(claim, { key, request, answer: state.lastAnswer });
}

/** One round played: the answer, the round's own log lines, and the hero's HP after it. */
interface PlayedRound {
  response: AttackResponse;
  roundLog: string[];
  hp: number;
  maxHp: number;
  /** The round ended the fight (won or lost). */
  ended: boolean;
}

/** A round with the action chosen by `pick` from the fight as it stands (auto-battle). */
async function playBattleRound(
  tx: Tx,
  userId: string,
  kind: BattleKind,
  now: Date,
  hooksFor: HooksFor,
  pick: (view: PolicyView) => HeroAction,
): Promise<PlayedRound> {
  const state = await lockRoundState(tx, userId, kind);
  return playLockedRound(tx, state, userId, kind, now, hooksFor, pick);
}

/** Plays the round of the battle locked in `state`; with a claim, a round that goes on keeps its key. */
async function playLockedRound(
  tx: Tx,
  state: RoundState | undefined,
  userId: string,
  kind: BattleKind,
  now: Date,
  hooksFor: HooksFor,
  pick: (view: PolicyView) => HeroAction,
  claim?: IdempotencyClaim,
): Promise<PlayedRound> {
  if (!state) return refuse(ErrorCode.Conflict, 'No battle in progress.');
  const { battle, buffs } = state;
  if (state.hero.jobId === null) return refuse(ErrorCode.Conflict, NO_JOB_REFUSAL);
  const hero: HeroWithJob = { ...state.hero, jobId: state.hero.jobId };
  const hooks = hooksFor(state);
  const live = liveHero(hero, buffs, now);
  if (live.hp <= 0) return refuse(ErrorCode.Conflict, TOO_WOUNDED);
  const monster = monsterById(battle.monsterId);
  const tactics = tacticsOf(hero.jobId, battle.tactics);
  const resource = jobResource(hero.jobId);
  const action = pick({ jobId: hero.jobId, resource, tactics, hp: live.hp, maxHp: live.maxHp });

  const seed = seedFromColumn(battle.seed);
  const entering = heroCombatant(hero.jobId, live.stats, live.hp, live.gear);
  const result = playRound(
    {
      seed,
      round: battle.round,
      monster,
      monsterLevel: battle.monsterLevel,
      monsterHp: battle.monsterHp,
      tactics,
    },
    entering,
    { resource, action },
  );
  const log = [...battle.log, ...result.log].slice(-LOG_LINES);
  const step = replayStep(battle, entering, action, {
    hero: result.hero,
    monsterHp: result.monster.hp,
    lines: result.log,
  });

  if (result.outcome === 'ongoing') {
    const saved = {
      monsterHp: result.monster.hp,
      round: result.round,
      log,
      tactics: result.tactics,
    };
    const view = battleViewOf(
      { ...hero, hp: result.hero.hp, hpUpdatedAt: now },
      buffs,
      state.items,
      { ...battle, ...saved },
      hooks.mapName,
      now,
      // In a fight HP does not regenerate: the round's HP, capped, is the live one.
      { ...live, hp: Math.min(result.hero.hp, live.maxHp) },
    );
    const response = { ...view, message: 'The battle rages on.' };
    const round = { ...saved, heroHp: result.hero.hp, now };
    await saveOngoingRound(tx, userId, round, step, claim && { claim, answer: response });
    const hp = result.hero.hp;
    return { response, roundLog: result.log, hp, maxHp: live.maxHp, ended: false };
  }

  if (result.outcome === 'loss') {
    const ended = await endInDefeat(tx, userId, hero, battle, now, 'defeat by', step);
    await publish(tx, { type: 'battle.ended', userId, mode: kind, outcome: 'lost' });
    const response = {
      message: LOST_MESSAGE,
      battleLog: log,
      user_hp: 0,
      gold_lost: ended.goldLost,
      replay_id: ended.replayId!,
    } as const;
    return { response, roundLog: result.log, hp: 0, maxHp: live.maxHp, ended: true };
  }

  // A win: rewards rolled from the battle's own seed, so the whole fight replays.
  const plan = (await hooks.rewardPlan?.(tx)) ?? {
    monsterId: battle.monsterId,
    level: battle.monsterLevel,
    multiplier: 1,
  };
  const payer = monsterById(plan.monsterId);
  const rewards = rollRewards(payer, plan.level, roundRng(seed, 1_000_000 + result.round), {
    // Buffs and ascensions each multiply the XP a win pays.
    xpMultiplier: xpMultiplier(buffs, now) * (1 + ascensionBonus(hero.ascensions).xp),
    rewardMultiplier: plan.multiplier,
  });
  const gained = gainXp(hero.level, hero.xp, rewards.xp, jobById(hero.jobId).maxLevel);
  let hp = result.hero.hp;
  if (gained.levelupto !== null) {
    // A level-up restores the hero to full at the new level's max HP.
    hp = liveHero({ ...hero, level: gained.level }, buffs, now).maxHp;
  }
  const after = { level: gained.level, xp: gained.xp, hp, now };
  const replayId = await endBattle(tx, userId, after, finalReplay(hero, battle, step));
  const { paid: pieces, backOn } = await claimBossPieces(tx, userId, payer.id, rewards.pieces, now);
  if (backOn) log.push(pieceWithheldLine(payer.name, backOn));
  const entry = {
    kind: 'battle_reward',
    ref: monster.id,
    reason: `${kind} win: ${monster.id}`,
  } as const;
  if (rewards.gold > 0) await grant(tx, userId, 'gold', rewards.gold, entry);
  if (rewards.souls > 0) await grant(tx, userId, 'soul', rewards.souls, entry);
  for (const drop of rewards.drops) await addItems(tx, userId, drop.itemId, drop.qty);
  for (const piece of pieces) await addEquipment(tx, userId, piece.itemId, piece.rarity);
  await hooks.afterWin?.(tx, { level: gained.level, monsterLevel: battle.monsterLevel });
  await publish(tx, { type: 'battle.ended', userId, mode: kind, outcome: 'won' });
  const response = {
    message: WON_MESSAGE,
    rewards: {
      xp: rewards.xp,
      gold: rewards.gold,
      souls: rewards.souls,
      drops: rewards.drops.map((d) => ({ name: itemById(d.itemId).name, qty: d.qty })),
      pieces: pieces.map((p) => ({
        item_id: p.itemId,
        name: equipmentById(p.itemId).name,
        rarity: p.rarity,
      })),
    },
    levelupto: gained.levelupto,
    battleLog: log,
    user_hp: hp,
    replay_id: replayId!,
  } as const;
  return { response, roundLog: result.log, hp, maxHp: live.maxHp, ended: true };
}

/**
 * A map boss's unique pieces, as far as this hero may claim them now: once a rolling
 * week per boss (boss-piece.ts). The claim is one upsert that only moves a claim older
 * than the week, so two wins at once cannot both pay the piece. Answers what is paid,
 * and when a piece withheld is back.
 */
async function claimBossPieces(
  tx: Tx,
  userId: string,
  monsterId: MonsterId,
  pieces: BattleRewards['pieces'],
  now: Date,
): Promise<{ paid: BattleRewards['pieces']; backOn: Date | null }> {
  if (pieces.length === 0) return { paid: pieces, backOn: null };
  const claimed = await tx
    .insert(bossPieceClaims)
    .values({ userId, monsterId, claimedAt: now })
    .onConflictDoUpdate({
      target: [bossPieceClaims.userId, bossPieceClaims.monsterId],
      set: { claimedAt: now },
      setWhere: lte(bossPieceClaims.claimedAt, bossPieceWeekAgo(now)),
    })
    .returning({ claimedAt: bossPieceClaims.claimedAt });
  if (claimed.length > 0) return { paid: pieces, backOn: null };
  const [last] = await tx
    .select({ claimedAt: bossPieceClaims.claimedAt })
    .from(bossPieceClaims)
    .where(and(eq(bossPieceClaims.userId, userId), eq(bossPieceClaims.monsterId, monsterId)));
  return { paid: [], backOn: bossPieceBackOn(last?.claimedAt ?? now) };
}

/** The log line of a win whose unique piece was claimed within the week. */
function pieceWithheldLine(bossName: string, backOn: Date): string {
  return `The ${bossName}'s unique piece was already claimed this week: back on ${backOn.toISOString().slice(0, 10)}.`;
}

/** An auto-battle never plays more rounds than this in one request. */
export const AUTO_BATTLE_MAX_ROUNDS = 100;

/** The request's choices, with their defaults: fight to the end, no potions. */
export function autoBattleOptions(body: AutoBattleBody): AutoBattleOptions {
  return { untilHpBelow: body.until_hp_below ?? 0, potions: body.potions ?? false };
}

export interface AutoBattleOptions {
  /** Stop (or drink) once HP falls below this percent of max HP; 0 fights to the end. */
  untilHpBelow: number;
  /** Below the threshold, drink the first healing potion and fight on while any is left. */
  potions: boolean;
}

/**
 * Rounds played server-side by the documented policy (autoAction) until the fight
 * ends, HP falls below the threshold with no potion allowed or left, or the round
 * limit: each round exactly as an attack would play it, in one transaction. Answers
 * as the last round did, with every line of the rounds played and how many.
 */
export async function autoBattle(
  tx: Tx,
  userId: string,
  kind: BattleKind,
  now: Date,
  hooksFor: HooksFor,
  { untilHpBelow, potions }: AutoBattleOptions,
): Promise<AutoBattleResponse> {
  const groups: string[][] = [];
  const answer = (rounds: number) => ({ battleLog: groups.flat(), rounds, round_logs: groups });
  // A potion chosen after a round is drunk as the next one: it takes the hero's turn.
  let drink: ItemId | null = null;
  for (let rounds = 1; ; rounds++) {
    const played = drink
      ? (await itemRound(tx, userId, kind, { itemId: drink, qty: 1 }, now, hooksFor)).played
      : await playBattleRound(tx, userId, kind, now, hooksFor, autoAction);
    drink = null;
    groups.push(played.roundLog);
    const { response } = played;
    if (!('monster' in response)) return { ...response, ...answer(rounds) };
    const low = played.hp * 100 < played.maxHp * untilHpBelow;
    if (low && potions && rounds < AUTO_BATTLE_MAX_ROUNDS) {
      drink = healingItems(await ownedHealingItems(tx, userId))[0]?.itemId ?? null;
      if (drink) continue;
    }
    if (low || rounds >= AUTO_BATTLE_MAX_ROUNDS) {
      const view = await battleView(
        tx,
        userId,
        (await findBattle(tx, userId))!,
        response.map_name,
        now,
      );
      const why = low ? `Your HP fell below ${untilHpBelow}%` : `${rounds} rounds fought`;
      return { ...view, ...answer(rounds), message: `${why}: you stop to take stock.` };
    }
  }
}

/**
 * An item used in the hero's open battle of `kind`: its effect first (useItemIn, which
 * refuses what would be wasted), then the round, in which the item was the hero's turn
 * and the monster acts. The round may end the fight in defeat; never in a win.
 */
async function itemRound(
  tx: Tx,
  userId: string,
  kind: BattleKind,
  input: { itemId: string; qty: number },
  now: Date,
  hooksFor: HooksFor,
): Promise<{ used: UseItemResponse; played: PlayedRound }> {
  const used = await useItemIn(tx, userId, input, now);
  const item = itemById(input.itemId as ItemId);
  const line = itemRoundLine(item, used.used, used.user_hp, used.user_max_hp);
  const action: HeroAction = { kind: 'item', line };
  const played = await playBattleRound(tx, userId, kind, now, hooksFor, () => action);
  // A round that goes on commits without waiting for the WAL (ADR 0004), but this one
  // spent an item: an economy change, so it commits durably.
  await tx.execute(sql`SELECT ${durableCommit}`);
  return { used, played };
}

/**
 * The use-item answer has no battle view to fill: a round played from it needs no
 * place name, and an item never wins the fight, so no win hooks either.
 */
const ITEM_HOOKS: HooksFor = () => ({ mapName: '' });

/**
 * POST /inventory/use-item. Outside a fight, the item's effect alone. In a fight it
 * takes the hero's turn: the effect, then the monster acts (itemRound), and the answer
 * says so (`round`). One transaction either way.
 */
export function useItem(
  ctx: ActionContext,
  input: { itemId: string; qty: number },
): Promise<Result<UseItemResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    // The battle row first, as a round locks it.
    const battle = await findBattle(tx, userId, true);
    if (!battle) return useItemIn(tx, userId, input, now);
    const { used, played } = await itemRound(
      tx,
      userId,
      battle.kind === 'hunt' ? 'hunt' : 'explore',
      input,
      now,
      ITEM_HOOKS,
    );
    const { response } = played;
    return {
      ...used,
      message: played.roundLog.join(' '),
      user_hp: played.hp,
      round: {
        log: played.roundLog,
        outcome: played.ended ? 'lost' : 'ongoing',
        gold_lost: 'gold_lost' in response ? response.gold_lost : 0,
        ...('replay_id' in response ? { replay_id: response.replay_id } : {}),
      },
    };
  });
}

/**
 * The round's action: a plain attack without `skill`; with one, that skill if the
 * hero's job knows it (else 400), it is ready and the resource pays for it (else 409).
 * A refusal rolls the transaction back: nothing is played or stored.
 */
function chosenAction(jobId: JobId, tactics: Tactics, skill: string | undefined): HeroAction {
  if (skill === undefined) return ATTACK;
  if (!isSkillId(skill)) return refuse(ErrorCode.BadRequest, `There is no skill called ${skill}.`);
  const refusal = skillRefusal(JOB_SKILLS[jobId], tactics, jobResource(jobId), skill);
  if (refusal) {
    return refuse(
      refusal.status === 'unknown' ? ErrorCode.BadRequest : ErrorCode.Conflict,
      refusal.message,
    );
  }
  return { kind: 'skill', skillId: skill };
}

/** What a fight's end reads of its battle row: the cost's purse, the replay's monster and seed. */
type EndedBattle = Pick<BattleRow, 'monsterId' | 'monsterLevel' | 'seed' | 'goldAtStart'>;

/** The gold a fight's end is reckoned on: held at its start, and held now. */
function purseOf(hero: { gold: number }, battle: Pick<BattleRow, 'goldAtStart'>) {
  return { atStart: battle.goldAtStart, now: hero.gold };
}

/**
 * A battle ends in defeat, lost or abandoned alike: the battle is gone, battle
 * buffs count it, gold burns (defeat-cost.ts: fleeing half what losing costs) and
 * the hero is left at 0 HP. Returns the gold lost and the fight's replay (none for a
 * flight before any round). The caller ends whatever else the battle's kind ends.
 */
async function endInDefeat(
  tx: Tx,
  userId: string,
  hero: ReplayedHero & { gold: number; xp: number },
  battle: EndedBattle,
  now: Date,
  how: 'defeat by' | 'fled from',
  last: ReplayStep | null,
): Promise<{ goldLost: number; replayId: string | null }> {
  const { monsterId } = battle;
  const goldLost = fightGoldLoss(
    how === 'fled from' ? 'flee' : 'defeat',
    purseOf(hero, battle),
    hero.level,
  );
  const entry = { kind: 'defeat', ref: monsterId, reason: `${how} ${monsterId}` } as const;
  if (goldLost > 0) await spend(tx, userId, 'gold', goldLost, entry);
  const after = { level: hero.level, xp: hero.xp, hp: 0, now };
  const replayId = await endBattle(tx, userId, after, finalReplay(hero, battle, last));
  return { goldLost, replayId };
}

/**
 * Leaving a fight that is in progress: it counts as a defeat at half its gold cost.
 * With no battle of `kind` open, leaving is free. Answers in the place's `words`.
 */
export async function fleeBattle(
  tx: Tx,
  userId: string,
  kind: BattleKind,
  now: Date,
  words: { left: string; fled: string },
): Promise<LeaveResponse> {
  // The hero row first, as every other action locks it: no lock-order deadlock.
  const hero = await findHero(tx, userId, { forUpdate: true });
  const battle = hero && (await findBattle(tx, userId, true));
  if (!hero?.jobId || battle?.kind !== kind) {
    return { message: words.left, fled: false, gold_lost: 0 };
  }
  const fighter = { ...hero, jobId: hero.jobId };
  const { goldLost, replayId } = await endInDefeat(
    tx,
    userId,
    fighter,
    battle,
    now,
    'fled from',
    null,
  );
  await publish(tx, { type: 'battle.ended', userId, mode: kind, outcome: 'fled' });
  return {
    message: `${words.fled} You lose ${goldLost} gold, half what a defeat costs.`,
    fled: true,
    gold_lost: goldLost,
    // A flight before any round left nothing to replay.
    ...(replayId ? { replay_id: replayId } : {}),
  };
}

/** The hero as a battle leaves it: level, XP and HP (stored at `now`). */
interface HeroAfterBattle {
  level: number;
  xp: number;
  hp: number;
  now: Date;
}

type EndValues = HeroAfterBattle & { userId: string } & ReturnType<typeof finalReplayValues>;

const endBattleStatement = builtStatement<EndValues, { replay_id: string | null }>((q, p) => {
  const v = setValues(p);
  const battle = q
    .delete(battles)
    .where(eq(battles.userId, p.userId))
    .returning({ kind: battles.kind, inputs: battles.replayInputs, lines: battles.replayLog });
  // The fight's replay from the row as it goes, with the round that ended it, if any:
  // none for a flight before any round.
  const replay = sql`INSERT INTO ${replays} (user_id, kind, fighters, seed, inputs, log, created_at)
      SELECT ${p.userId}::uuid, d.kind, ${p.replayFighters}::jsonb, ${p.replaySeed}::jsonb,
        d.replay_inputs || ${p.replayInputs}::jsonb, d.replay_log || ${p.replayLines}::jsonb,
        ${p.replayAt}::timestamptz
      FROM d WHERE jsonb_array_length(d.replay_inputs || ${p.replayInputs}::jsonb) > 0
      RETURNING id`;
  // A buff with one battle left is spent by this one; the others count it.
  const spent = q
    .delete(heroBuffs)
    .where(and(eq(heroBuffs.userId, p.userId), lte(heroBuffs.battlesLeft, 1)));
  const counted = q
    .update(heroBuffs)
    .set({ battlesLeft: sql`${heroBuffs.battlesLeft} - 1` })
    .where(and(eq(heroBuffs.userId, p.userId), gt(heroBuffs.battlesLeft, 1)));
  const hero = q
    .update(heroes)
    .set({ level: v.level, xp: v.xp, hp: v.hp, hpUpdatedAt: v.now, updatedAt: v.now })
    .where(eq(heroes.userId, p.userId));
  // The hero row is always there (locked by the caller), so RETURNING runs set_config
  // once: what the end of a fight moves is flushed before the answer (ADR 0004).
  return sql`WITH d AS (${battle.getSQL()}), r AS (${replay}), s AS (${spent.getSQL()}),
      c AS (${counted.getSQL()})
      ${hero.getSQL()} RETURNING ${durableCommit}, (SELECT id FROM r) AS replay_id`;
});

/**
 * A battle ended, won, lost or fled, in one statement: the row goes and its replay is
 * kept, battle-counted buffs lose one battle (spent ones are removed), the hero is
 * stored as `after`, and the transaction commits durably, as every round that ends a
 * fight does. Answers the replay's id (null for a flight before any round).
 */
async function endBattle(
  tx: Tx,
  userId: string,
  after: HeroAfterBattle,
  replay: FinalReplay,
): Promise<string | null> {
  const values = { userId, ...after, ...finalReplayValues(replay, after.now) };
  const [row] = await endBattleStatement.run(tx, values);
  return row?.replay_id ?? null;
}
