import type { DomainEvent } from '../../infra/events/domain-events';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  BOSS_EVERY,
  allowedFloors,
  bossFloors,
  FLOOR_LIMIT,
  floorOpen,
  floorReward,
  huntFloor,
} from '@demonbane/game/hunt';
import { seasonAt } from '@demonbane/game/seasons';
import { markLabels } from '@demonbane/game/tower-marks';
import { monsterById } from '@demonbane/game/monsters';
import type { Seed } from '@demonbane/game/rng';
import type { AttackResponse } from '@demonbane/shared/battle-schemas';
import type { LeaveResponse } from '@demonbane/shared/common-schemas';
import type {
  HuntBattleResponse,
  HuntBoss,
  HuntMonster,
  HuntResponse,
  SetHuntResponse,
} from '@demonbane/shared/hunt-schemas';
import type { Queryable, Tx } from '../../db/database';
import {
  builtStatement,
  setValues,
  type Placeholders,
  type StatementBuilder,
} from '../../db/built-statement';
import { huntBossClears, huntProgress } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { naturalKeyAction } from '../../infra/actions/natural-key-action';
import { findHero, requireHeroWithJob, USER_NOT_FOUND } from '../hero/hero-repository';
import {
  attackRound,
  autoBattle,
  battleView,
  type AttackHooks,
  autoBattleOptions,
  findBattleOf,
  fleeBattle,
  refuseUnlessFreeToSetOut,
  startBattle,
  type RoundBattle,
} from '../battle/battle-service';
import type { AutoBattleBody, AutoBattleResponse } from '@demonbane/shared/battle-schemas';
import type { ActionContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';
import { seasonStanding } from '../seasons/season-service';

const NO_HUNT = 'You are not hunting. Choose a floor first.';

type Progress = typeof huntProgress.$inferSelect;

const progressQuery = (q: StatementBuilder, p: Placeholders<{ userId: string }>) =>
  q.select().from(huntProgress).where(eq(huntProgress.userId, p.userId));
const readProgress = builtStatement(progressQuery);
const lockProgress = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  progressQuery(q, p).for('update'),
);

async function progressOf(db: Queryable, userId: string, forUpdate = false): Promise<Progress> {
  const [row] = await (forUpdate ? lockProgress : readProgress).run(db, { userId });
  return (
    row ?? { userId, highestFloor: 0, highestReachedAt: null, currentFloor: null, floorWon: false }
  );
}

const upsertProgress = builtStatement((q, p: Placeholders<Progress>) => {
  const v = setValues(p);
  const row = {
    userId: v.userId,
    highestFloor: v.highestFloor,
    highestReachedAt: v.highestReachedAt,
    currentFloor: v.currentFloor,
    floorWon: v.floorWon,
  };
  return q
    .insert(huntProgress)
    .values(row)
    .onConflictDoUpdate({ target: huntProgress.userId, set: row });
});

async function saveProgress(tx: Tx, progress: Progress) {
  await upsertProgress.run(tx, progress);
}

/** A floor won: the hero stands on it, and it is the record when it is the highest yet. */
const recordFloorWon = builtStatement(
  (q, p: Placeholders<{ userId: string; floor: number; now: Date }>) => {
    const v = setValues(p);
    const won = {
      userId: v.userId,
      highestFloor: v.floor,
      highestReachedAt: v.now,
      currentFloor: v.floor,
      floorWon: true,
    };
    // `excluded` is the row proposed above; every SET reads the stored row as it was.
    const floor = sql.raw('excluded.current_floor');
    return q
      .insert(huntProgress)
      .values(won)
      .onConflictDoUpdate({
        target: huntProgress.userId,
        set: {
          currentFloor: floor,
          floorWon: true,
          highestReachedAt: sql`CASE WHEN ${floor} > ${huntProgress.highestFloor}
            THEN excluded.highest_reached_at ELSE ${huntProgress.highestReachedAt} END`,
          highestFloor: sql`GREATEST(${huntProgress.highestFloor}, ${floor})`,
        },
      });
  },
);

/** Out of the tower (a defeat, or leaving): no current floor; the record stays. */
const leaveTower = builtStatement((q, p: Placeholders<{ userId: string }>) =>
  q
    .update(huntProgress)
    .set({ currentFloor: null, floorWon: false })
    .where(and(eq(huntProgress.userId, p.userId), isNotNull(huntProgress.currentFloor))),
);

function monsterOf(battle: RoundBattle | undefined): HuntMonster | null {
  if (!battle || battle.floor === null) return null;
  const monster = monsterById(battle.monsterId);
  return huntMonsterView(monster.name, battle.monsterLevel, huntFloor(battle.floor).boss);
}

/** A hunt foe as the API shows it, with the Abyss's marks its level carries. */
function huntMonsterView(name: string, level: number, boss: boolean): HuntMonster {
  return {
    monster_name: name,
    monster_level: level,
    boss,
    marks: markLabels(level),
  };
}

/**
 * The boss floors a hero can see: those open to them and the next one above, each
 * with whether its first-clear bounty (triple rewards) was already paid.
 */
async function bossesOf(db: Queryable, userId: string, topOpen: number): Promise<HuntBoss[]> {
  const claimed = new Set(
    (
      await db
        .select({ floor: huntBossClears.floor })
        .from(huntBossClears)
        .where(eq(huntBossClears.userId, userId))
    ).map((r) => r.floor),
  );
  return bossFloors(topOpen + BOSS_EVERY).map((floor) => {
    const def = huntFloor(floor);
    return {
      floor,
      monster_name: monsterById(def.monsterId).name,
      monster_level: def.level,
      claimed: claimed.has(floor),
    };
  });
}

/** POST /hunt. */
export async function huntStatus(ctx: ActionContext): Promise<Result<HuntResponse>> {
  const { db, userId, now, seasonDays } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const progress = await progressOf(db, userId);
  const battle = await findBattleOf(db, userId, 'hunt');
  const floors = allowedFloors(progress.highestFloor);
  return ok({
    highest_hunt: progress.highestFloor,
    current_floor: progress.currentFloor,
    allowed_floors: floors,
    monster: monsterOf(battle),
    ...(await seasonStanding(db, userId, seasonAt(now, seasonDays).number, now).then((s) => ({
      rank: s.rank,
      season_floor: s.floor,
    }))),
    bosses: await bossesOf(db, userId, floors.at(-1) ?? 1),
  });
}

async function beginFloor(
  tx: Tx,
  userId: string,
  floor: number,
  seed: Seed,
  hero: { hp: number; now: Date },
): Promise<HuntMonster> {
  const def = huntFloor(floor);
  const monster = monsterById(def.monsterId);
  await startBattle(tx, userId, {
    kind: 'hunt',
    monsterId: monster.id,
    level: def.level,
    floor,
    seed,
    intro: def.boss
      ? `Floor ${floor}: the ${monster.name} guards the stair. A boss!`
      : `Floor ${floor}: a level ${def.level} ${monster.name} attacks!`,
    heroHp: hero.hp,
    now: hero.now,
  });
  return huntMonsterView(monster.name, def.level, def.boss);
}

/** POST /hunt/set-hunt: start fighting on an allowed floor. */
export function setHunt(ctx: ActionContext, floor: number): Promise<Result<SetHuntResponse>> {
  const { db, userId, now } = ctx;
  const seed = ctx.seed();
  return playerAction(db, async (tx) => {
    const hero = await requireHeroWithJob(tx, userId, true);
    const progress = await progressOf(tx, userId, true);
    if (!floorOpen(floor, progress.highestFloor)) {
      return refuse(
        ErrorCode.Conflict,
        `Floor ${floor} is not open yet. Clear floor ${progress.highestFloor + 1} first.`,
      );
    }
    const hp = await refuseUnlessFreeToSetOut(tx, hero, 'hunt', now);
    const monster = await beginFloor(tx, userId, floor, seed, { hp, now });
    await saveProgress(tx, { ...progress, currentFloor: floor, floorWon: false });
    return { monster, message: `You climb to floor ${floor}.` };
  });
}

/** POST /hunt/initialize: the battle on the current floor, with its background. */
export async function initializeHunt(ctx: ActionContext): Promise<Result<HuntBattleResponse>> {
  const { db, userId, now } = ctx;
  const battle = await findBattleOf(db, userId, 'hunt');
  if (!battle || battle.floor === null) return fail(ErrorCode.NotFound, 'No hunt battle to fight.');
  const def = huntFloor(battle.floor);
  const view = await battleView(db, userId, battle, `Floor ${battle.floor}`, now);
  return ok({ ...view, background: def.background, current_floor: battle.floor, boss: def.boss });
}

/** POST /hunt/hunt-attack: one round, plain or with a skill; a win records the floor, a defeat ends the hunt. */
export function huntAttack(
  ctx: ActionContext,
  { skill }: { skill?: string } = {},
): Promise<Result<AttackResponse>> {
  const { db, userId, now, idempotency } = ctx;
  const hooks = huntHooks(userId, now, ctx.seasonDays);
  return naturalKeyAction(db, idempotency, (tx, claim) =>
    attackRound(tx, userId, 'hunt', now, hooks, skill, claim),
  );
}

/** POST /hunt/auto-battle: rounds by the auto-battle policy until the fight ends or HP is low. */
export function huntAutoBattle(
  ctx: ActionContext,
  body: AutoBattleBody,
): Promise<Result<AutoBattleResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, (tx) =>
    autoBattle(
      tx,
      userId,
      'hunt',
      now,
      huntHooks(userId, now, ctx.seasonDays),
      autoBattleOptions(body),
    ),
  );
}

/** A tower fight lost (by a blow, whatever the hero did that round) ends the climb. */
export async function leaveTowerOnDefeat(
  tx: Tx,
  { userId, mode, outcome }: DomainEvent<'battle.ended'>,
): Promise<void> {
  if (mode !== 'hunt' || outcome !== 'lost') return;
  await leaveTower.run(tx, { userId });
}

/** An ascended hero starts its climb again from the ground (its record stays). */
export async function leaveTowerOnAscension(
  tx: Tx,
  { userId }: DomainEvent<'hero.ascended'>,
): Promise<void> {
  await leaveTower.run(tx, { userId });
}

/** What a hunt fight's end does: a win records the floor (a defeat ends the climb: leaveTowerOnDefeat). */
function huntHooks(userId: string, now: Date, seasonDays: number) {
  return ({ battle }: { battle: RoundBattle }): AttackHooks => {
    const floor = battle.floor ?? 1;
    return {
      mapName: `Floor ${floor}`,
      rewardPlan: async (t) => floorReward(floor, await claimBoss(t, userId, floor, now)),
      afterWin: async (t, { level, monsterLevel }) => {
        const { boss } = huntFloor(floor);
        const season = seasonAt(now, seasonDays).number;
        await publish(t, {
          type: 'floor.cleared',
          userId,
          now,
          level,
          monsterLevel,
          floor,
          boss,
          season,
        });
        await recordFloorWon.run(t, { userId, floor, now });
      },
    };
  };
}

/**
 * A boss floor's first-clear bounty, claimed by the winning round: true only the
 * first time this hero clears it (the primary key decides, so it pays once).
 */
async function claimBoss(tx: Tx, userId: string, floor: number, now: Date): Promise<boolean> {
  if (!huntFloor(floor).boss) return false;
  const claimed = await tx
    .insert(huntBossClears)
    .values({ userId, floor, clearedAt: now })
    .onConflictDoNothing()
    .returning({ floor: huntBossClears.floor });
  return claimed.length > 0;
}

/** POST /hunt/next: after a win, on to the floor above. */
export function nextFloor(ctx: ActionContext): Promise<Result<{ message: string }>> {
  const { db, userId, now, idempotency } = ctx;
  const seed = ctx.seed();
  return playerAction(db, idempotency, async (tx) => {
    const hero = await requireHeroWithJob(tx, userId, true);
    const progress = await progressOf(tx, userId, true);
    if (progress.currentFloor === null) return refuse(ErrorCode.Conflict, NO_HUNT);
    if (!progress.floorWon) {
      return refuse(ErrorCode.Conflict, `Win floor ${progress.currentFloor} first.`);
    }
    const floor = progress.currentFloor + 1;
    // Endless in play; only a request's safe-integer bound stops it.
    if (floor > FLOOR_LIMIT || !floorOpen(floor, progress.highestFloor)) {
      return refuse(ErrorCode.Conflict, 'This is the top of the tower.');
    }
    // Won, but walked into a fight in the wilds since: one battle at a time.
    const hp = await refuseUnlessFreeToSetOut(tx, hero, 'hunt', now);
    const monster = await beginFloor(tx, userId, floor, seed, { hp, now });
    await saveProgress(tx, { ...progress, currentFloor: floor, floorWon: false });
    return {
      message: `You climb to floor ${floor}. ${monster.boss ? 'A boss awaits!' : 'Something stirs.'}`,
    };
  });
}

/**
 * POST /hunt/clear-hunt: leave the tower. Free between floors; fleeing a fight in
 * progress counts as a defeat (gold lost, 0 HP), like losing it.
 */
export function clearHunt(ctx: ActionContext): Promise<Result<LeaveResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const left = await fleeBattle(tx, userId, 'hunt', now, {
      left: 'You leave the tower.',
      fled: 'You flee the fight and leave the tower.',
    });
    await leaveTower.run(tx, { userId });
    return left;
  });
}
