import type { DomainEvent } from '../../infra/events/domain-events';
import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  MAPS,
  areaOf,
  findMap,
  mapById,
  type AreaDef,
  type MapDef,
  type MapId,
} from '@demonbane/game/maps';
import { monsterById } from '@demonbane/game/monsters';
import { jobById } from '@demonbane/game/jobs';
import {
  allowedDirections,
  parseGrid,
  reveal,
  rollEncounter,
  step,
  visibleRows,
  type Direction,
} from '@demonbane/game/explore';
import { createRng } from '@demonbane/game/rng';
import {
  NO_MONSTER_MESSAGE,
  type AttackResponse,
  type BattleResponse,
} from '@demonbane/shared/battle-schemas';
import type {
  ExploreListResponse,
  ExploreState,
  ExploreType,
  MoveResponse,
  PositionResponse,
} from '@demonbane/shared/explore-schemas';
import type { LeaveResponse } from '@demonbane/shared/common-schemas';
import type { Queryable, Tx } from '../../db/database';
import { bossPieceClaims, explorations, mapProgress } from '../../db/schema';
import { bossPieceBackOn, bossPieceClaimable } from '@demonbane/game/boss-piece';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { naturalKeyAction } from '../../infra/actions/natural-key-action';
import {
  findHero,
  NO_JOB_REFUSAL,
  requireHeroWithJob,
  USER_NOT_FOUND,
} from '../hero/hero-repository';
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
  type RoundWalk,
} from '../battle/battle-service';
import type { AutoBattleBody, AutoBattleResponse } from '@demonbane/shared/battle-schemas';
import type { ActionContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';

const NO_EXPLORATION = 'You are not exploring. Choose a map first.';
const TOO_WOUNDED_TO_EXPLORE = 'You are too wounded to explore. Rest or drink a potion.';

async function openAreas(db: Queryable, userId: string): Promise<Map<MapId, number>> {
  const rows = await db
    .select({ mapId: mapProgress.mapId, cleared: mapProgress.cleared })
    .from(mapProgress)
    .where(eq(mapProgress.userId, userId));
  return new Map(rows.map((r) => [r.mapId, r.cleared]));
}

/** Areas 1..cleared+1 are open (area 1 of every map from the start). */
const openAreaNumbers = (map: MapDef, cleared: number) =>
  map.areas.map((a) => a.number).filter((n) => n <= cleared + 1);

/** POST /explore/user: every map with the areas open to this hero, and the current one. */
export async function listMaps(ctx: ActionContext): Promise<Result<ExploreListResponse>> {
  const { db, userId } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const progress = await openAreas(db, userId);
  const [current] = await db.select().from(explorations).where(eq(explorations.userId, userId));
  const currentMap = current ? mapById(current.mapId) : undefined;
  const backOn = await bossPiecesBackOn(db, userId, ctx.now);
  return ok({
    explore: {
      map: MAPS.map((m) => ({
        _id: m._id,
        map_name: m.name,
        area: openAreaNumbers(m, progress.get(m._id) ?? 0),
        area_count: m.areas.length,
        recommended_level: m.recommendedLevel,
        description: m.description,
        boss_piece_back_on:
          backOn.get(m.areas.at(-1)?.boss?.monsterId ?? '')?.toISOString() ?? null,
      })),
      current_map: currentMap ? { _id: currentMap._id, map_name: currentMap.name } : null,
    },
  });
}

/** When each map boss whose piece this hero claimed within the week can drop it again. */
async function bossPiecesBackOn(db: Queryable, userId: string, now: Date) {
  const claims = await db.select().from(bossPieceClaims).where(eq(bossPieceClaims.userId, userId));
  const held = claims.filter((c) => !bossPieceClaimable(c.claimedAt, now));
  return new Map<string, Date>(held.map((c) => [c.monsterId, bossPieceBackOn(c.claimedAt)]));
}

/** POST /explore/map: start an area at its start tile (replacing any exploration). */
export function setMap(
  ctx: ActionContext,
  mapId: number,
  areaNumber: number,
): Promise<Result<{ message: string }>> {
  const { db, userId, now } = ctx;
  return playerAction(db, async (tx) => {
    const hero = await requireHeroWithJob(tx, userId, true);
    const map = findMap(mapId);
    const area = map && areaOf(map, areaNumber);
    if (!map || !area) return refuse(ErrorCode.NotFound, 'There is no such map or area.');
    const cleared = (await openAreas(tx, userId)).get(map._id) ?? 0;
    if (!openAreaNumbers(map, cleared).includes(areaNumber)) {
      return refuse(
        ErrorCode.Conflict,
        `Area ${areaNumber} of ${map.name} opens when area ${areaNumber - 1} is finished.`,
      );
    }
    await refuseUnlessFreeToSetOut(tx, hero, 'explore', now, TOO_WOUNDED_TO_EXPLORE);
    const grid = parseGrid(area);
    const row = {
      userId,
      mapId: map._id,
      area: areaNumber,
      x: grid.start.x,
      y: grid.start.y,
      seen: reveal(grid, '', grid.start.x, grid.start.y),
      reachedGoal: false,
      updatedAt: now,
    };
    await tx
      .insert(explorations)
      .values(row)
      .onConflictDoUpdate({ target: explorations.userId, set: row });
    return { message: `You enter ${map.name}, area ${areaNumber}.` };
  });
}

type ExplorationRow = typeof explorations.$inferSelect;
interface Place {
  map: MapDef;
  area: AreaDef;
}

/** Where a stored walk is; undefined if its map has no such area (setMap never writes one). */
function placeOf(row: Pick<ExplorationRow, 'mapId' | 'area'>): Place | undefined {
  const map = mapById(row.mapId);
  const area = areaOf(map, row.area);
  return area && { map, area };
}

function exploreState(
  row: ExplorationRow,
  { map, area }: Place,
  monsterName: string | null,
): { state: ExploreState; type: ExploreType } {
  const grid = parseGrid(area);
  const type: ExploreType = row.reachedGoal ? 'goal' : monsterName ? 'battle' : 'explore';
  return {
    type,
    state: {
      current_map: { _id: map._id, map_name: map.name },
      area: row.area,
      x: row.x,
      y: row.y,
      monster: monsterName,
      next: row.reachedGoal || monsterName ? [] : allowedDirections(grid, row.x, row.y),
      type,
      grid: visibleRows(grid, row.seen),
    },
  };
}

async function currentMonsterName(db: Queryable, userId: string): Promise<string | null> {
  const battle = await findBattleOf(db, userId, 'explore');
  return battle ? monsterById(battle.monsterId).name : null;
}

/** POST /explore/current-position. */
export async function currentPosition(ctx: ActionContext): Promise<Result<PositionResponse>> {
  const { db, userId } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  if (hero.jobId === null) return fail(ErrorCode.Conflict, NO_JOB_REFUSAL);
  const [row] = await db.select().from(explorations).where(eq(explorations.userId, userId));
  const place = row && placeOf(row);
  if (!row || !place) return fail(ErrorCode.NotFound, NO_EXPLORATION);
  const { state, type } = exploreState(row, place, await currentMonsterName(db, userId));
  return ok({ explore: state, type, job_name: jobById(hero.jobId).name });
}

/**
 * POST /explore/move: one tile in an allowed direction. Each step may meet a
 * monster (never on the goal); the goal finishes the area and opens the next.
 */
export function move(ctx: ActionContext, direction: Direction): Promise<Result<MoveResponse>> {
  const { db, userId, now, seed: newSeed } = ctx;
  return playerAction(db, async (tx) => {
    const hero = await requireHeroWithJob(tx, userId, true);
    const [row] = await tx
      .select()
      .from(explorations)
      .where(eq(explorations.userId, userId))
      .for('update');
    if (!row) return refuse(ErrorCode.NotFound, NO_EXPLORATION);
    if (row.reachedGoal) return refuse(ErrorCode.Conflict, 'You have already finished this area.');
    // Any open battle, explore or hunt, stops the walk before a step is rolled: no
    // retry can cross a tile without meeting what waits on it.
    const heroHp = await refuseUnlessFreeToSetOut(tx, hero, 'explore', now, TOO_WOUNDED_TO_EXPLORE);
    const place = placeOf(row);
    if (!place) return refuse(ErrorCode.NotFound, NO_EXPLORATION);
    const grid = parseGrid(place.area);
    if (!allowedDirections(grid, row.x, row.y).includes(direction)) {
      return refuse(ErrorCode.BadRequest, 'You cannot move that way.');
    }
    const to = step(row.x, row.y, direction);
    const atGoal = to.x === grid.goal.x && to.y === grid.goal.y;
    // A boss guards the last area's goal: the area is finished when it falls.
    const boss = atGoal ? place.area.boss : undefined;
    const reachedGoal = atGoal && !boss;
    const updated = {
      ...row,
      x: to.x,
      y: to.y,
      seen: reveal(grid, row.seen, to.x, to.y),
      reachedGoal,
      updatedAt: now,
    };
    await tx.update(explorations).set(updated).where(eq(explorations.userId, userId));

    let monsterName: string | null = null;
    if (reachedGoal) {
      await markCleared(tx, userId, row.mapId, row.area);
    } else {
      const encounter = boss ?? rollEncounter(place.area, createRng(newSeed()));
      if (encounter) {
        const monster = monsterById(encounter.monsterId);
        await startBattle(tx, userId, {
          kind: 'explore',
          monsterId: encounter.monsterId,
          level: encounter.level,
          seed: newSeed(),
          intro: boss
            ? `${monster.name}, level ${encounter.level}, guards the way out of ${place.map.name}!`
            : `A level ${encounter.level} ${monster.name} blocks your path!`,
          heroHp,
          now,
        });
        monsterName = monster.name;
      }
    }
    const { state, type } = exploreState(updated, place, monsterName);
    return { explore: state, monster: monsterName, type };
  });
}

async function markCleared(tx: Tx, userId: string, mapId: MapId, area: number) {
  await tx
    .insert(mapProgress)
    .values({ userId, mapId, cleared: area })
    .onConflictDoUpdate({
      target: [mapProgress.userId, mapProgress.mapId],
      set: { cleared: sql`GREATEST(${mapProgress.cleared}, ${area})` },
    });
}

/**
 * POST /explore/clear: leave the dungeon. Free when no monster is in the way;
 * fleeing a fight in progress counts as a defeat (gold lost, 0 HP).
 */
export function clearExploration(ctx: ActionContext): Promise<Result<LeaveResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const left = await fleeBattle(tx, userId, 'explore', now, {
      left: 'You leave the dungeon.',
      fled: 'You flee the fight and stagger out of the dungeon.',
    });
    await tx.delete(explorations).where(eq(explorations.userId, userId));
    return left;
  });
}

/** How a battle view names where it is (`map_name`). */
const areaName = (map: MapDef, area: number) => `${map.name}, area ${area}`;
const OUTSIDE = 'The wilds';

async function mapNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ mapId: explorations.mapId, area: explorations.area })
    .from(explorations)
    .where(eq(explorations.userId, userId));
  return row ? areaName(mapById(row.mapId), row.area) : OUTSIDE;
}

/** POST /explore/battle: the battle on the current tile, or 'No monster found for battle.' */
export async function exploreBattle(ctx: ActionContext): Promise<Result<BattleResponse>> {
  const { db, userId, now } = ctx;
  const battle = await findBattleOf(db, userId, 'explore');
  if (!battle) return fail(ErrorCode.NotFound, NO_MONSTER_MESSAGE);
  const view = await battleView(db, userId, battle, await mapNameOf(db, userId), now);
  return ok({
    ...view,
    message: battle.round === 0 ? 'A monster blocks your path!' : 'The battle rages on.',
  });
}

/** POST /explore/attack: one round, plain or with a skill; a defeat also ends the exploration. */
export function exploreAttack(
  ctx: ActionContext,
  { skill }: { skill?: string } = {},
): Promise<Result<AttackResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return naturalKeyAction(db, idempotency, (tx, claim) =>
    attackRound(tx, userId, 'explore', now, exploreHooks(userId, now), skill, claim),
  );
}

/** POST /explore/auto-battle: rounds by the auto-battle policy until the fight ends or HP is low. */
export function exploreAutoBattle(
  ctx: ActionContext,
  body: AutoBattleBody,
): Promise<Result<AutoBattleResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) =>
    autoBattle(tx, userId, 'explore', now, exploreHooks(userId, now), autoBattleOptions(body)),
  );
}

/**
 * A fight in the wilds lost (by a blow, whatever the hero did that round) ends the
 * walk: the area starts over next time. Fleeing ends it through /explore/clear.
 */
export async function endWalkOnDefeat(
  tx: Tx,
  { userId, mode, outcome }: DomainEvent<'battle.ended'>,
): Promise<void> {
  if (mode !== 'explore' || outcome !== 'lost') return;
  await tx.delete(explorations).where(eq(explorations.userId, userId));
}

/** An ascended hero's walk ends: a level-1 hero starts from the map again. */
export async function endWalkOnAscension(
  tx: Tx,
  { userId }: DomainEvent<'hero.ascended'>,
): Promise<void> {
  await tx.delete(explorations).where(eq(explorations.userId, userId));
}

/**
 * What an explore fight's end does (a defeat ends the walk: endWalkOnDefeat); beating the boss that
 * guards the goal finishes the area. The walk comes with the round's locked read.
 */
function exploreHooks(userId: string, now: Date) {
  return ({ walk }: { walk: RoundWalk | null }): AttackHooks => {
    const place = walk && placeOf(walk);
    if (!walk || !place) return { mapName: OUTSIDE };
    const goal = parseGrid(place.area).goal;
    const bossFight =
      place.area.boss !== undefined && !walk.reachedGoal && walk.x === goal.x && walk.y === goal.y;
    return {
      mapName: areaName(place.map, walk.area),
      afterWin: async (t, { level, monsterLevel }) => {
        const won = { userId, now, level, monsterLevel, mapId: walk.mapId, boss: bossFight };
        await publish(t, { type: 'explore.won', ...won });
        if (!bossFight) return;
        await t
          .update(explorations)
          .set({ reachedGoal: true, updatedAt: now })
          .where(eq(explorations.userId, userId));
        await markCleared(t, userId, walk.mapId, walk.area);
      },
    };
  };
}
