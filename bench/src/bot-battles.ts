import { LOST_MESSAGE, WON_MESSAGE, type AttackResponse } from '@demonbane/shared/battle-schemas';
import { exploreApi } from '@demonbane/shared/explore-api';
import { huntApi } from '@demonbane/shared/hunt-api';
import type { Rng } from '@demonbane/game/rng';
import type { GameClient } from './game-client';

/** Floors climbed with /hunt/next before leaving the tower (if HP allows). */
const FLOORS_PER_HUNT = 3;
/** Climb on only above this share of max HP; otherwise leave and heal. */
const CLIMB_ABOVE = 0.6;
/** Steps taken in a dungeon before leaving it. */
const STEPS_PER_EXPLORE = 8;
/** A fight that lasts longer than this is a bug in the bot or the server. */
const MAX_ROUNDS = 200;
const CONFLICT = [409] as const;
/** Ashen Hills, the level-1 map; area 2 once it is open and the hero is level 3. */
const EXPLORE_MAP = 1;

type FightEnd = 'won' | 'lost' | 'failed';

/** What a battle episode reads and updates on the bot playing it (PlayerBot is one). */
export interface BattleBot {
  readonly client: GameClient;
  readonly rng: Rng;
  hp: number | null;
  maxHp: number | null;
  level: number;
  heal(): Promise<void>;
}

/** A round's answer must be consistent with its outcome: ongoing means both still stand. */
function roundCheck(v: AttackResponse): string | null {
  if ('rewards' in v || 'gold_lost' in v) return null;
  if (v.message === WON_MESSAGE || v.message === LOST_MESSAGE)
    return 'an outcome without its fields';
  return v.monster.monster_hp > 0 && v.user_hp > 0 ? null : 'a finished fight called ongoing';
}

/** Plain attacks until the fight ends, as a player clicking Attack would. */
async function fight(
  bot: BattleBot,
  action: string,
  route: typeof huntApi.attack | typeof exploreApi.attack,
): Promise<FightEnd> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const answer = await bot.client.post(action, route, {}, { check: roundCheck });
    if (answer.kind !== 'ok') return 'failed';
    const v = answer.value;
    if ('rewards' in v) {
      bot.hp = v.user_hp;
      if (v.levelupto !== null) bot.level = v.levelupto;
      return 'won';
    }
    if ('gold_lost' in v) {
      bot.hp = 0;
      return 'lost';
    }
    bot.hp = v.user_hp;
    bot.maxHp = v.user_max_hp;
  }
  return 'failed';
}

/**
 * The tower as the spec's hunt flow plays it: status, set-hunt, initialize, attacks to
 * the end; after a win /hunt/next (up to three floors) or clear-hunt; a defeat ends the
 * climb on the server's side. Starts on the highest open floor up to the hero's level.
 */
export async function huntEpisode(bot: BattleBot): Promise<void> {
  const status = await bot.client.post('hunt-status', huntApi.floors, {});
  if (status.kind !== 'ok') return;
  if (status.value.current_floor !== null) {
    // Left in the tower by an earlier failed episode: leave it first.
    const left = await bot.client.post('hunt-clear', huntApi.clear, {});
    if (left.kind !== 'ok') return;
  }
  await bot.heal();
  const top = Math.max(1, ...status.value.allowed_floors);
  let floor = Math.min(top, Math.max(1, bot.level));
  const set = await bot.client.post(
    'hunt-set',
    huntApi.setHunt,
    { hunt: floor },
    { refusable: CONFLICT },
  );
  if (set.kind !== 'ok') return;
  for (let climbed = 1; ; climbed++) {
    const battle = await bot.client.post(
      'hunt-initialize',
      huntApi.battle,
      {},
      {
        check: (v) =>
          v.current_floor === floor && v.monster.monster_hp > 0 ? null : `not floor ${floor}`,
      },
    );
    if (battle.kind !== 'ok') return;
    bot.hp = battle.value.user_hp;
    bot.maxHp = battle.value.user_max_hp;
    const end = await fight(bot, 'hunt-attack', huntApi.attack);
    if (end !== 'won') return;
    const healthy = bot.maxHp !== null && bot.hp !== null && bot.hp > bot.maxHp * CLIMB_ABOVE;
    if (climbed >= FLOORS_PER_HUNT || !healthy) break;
    const next = await bot.client.post(
      'hunt-next',
      huntApi.next,
      {},
      {
        refusable: CONFLICT,
        check: (v) => (v.message.includes(`floor ${floor + 1}`) ? null : 'climbed elsewhere'),
      },
    );
    if (next.kind !== 'ok') break;
    floor++;
  }
  await bot.client.post(
    'hunt-clear',
    huntApi.clear,
    {},
    {
      check: (v) => (v.fled ? 'fled a won floor' : null),
    },
  );
}

/**
 * A dungeon walk: the map list, enter an area, the position, then steps in open
 * directions, fighting whatever blocks the way, until the goal or eight steps; leave.
 */
export async function exploreEpisode(bot: BattleBot): Promise<void> {
  const maps = await bot.client.post('explore-maps', exploreApi.maps, {});
  if (maps.kind !== 'ok') return;
  const open = maps.value.explore.map.find((m) => m._id === EXPLORE_MAP)?.area ?? [1];
  const area = bot.level >= 3 && open.includes(2) ? 2 : 1;
  await bot.heal();
  const entered = await bot.client.post(
    'explore-map',
    exploreApi.setMap,
    { mapId: EXPLORE_MAP, area },
    { refusable: CONFLICT },
  );
  if (entered.kind !== 'ok') return;
  const position = await bot.client.post(
    'explore-position',
    exploreApi.position,
    {},
    {
      check: (v) => (v.explore.area === area ? null : `not in area ${area}`),
    },
  );
  if (position.kind !== 'ok') return;
  let next = position.value.explore.next;
  for (let step = 0; step < STEPS_PER_EXPLORE && next.length > 0; step++) {
    const direction = next[bot.rng.int(0, next.length - 1)]!;
    const moved = await bot.client.post(
      'explore-move',
      exploreApi.move,
      { direction },
      {
        refusable: CONFLICT,
        check: (v) =>
          v.type === 'battle' && v.monster === null ? 'a battle without a monster' : null,
      },
    );
    if (moved.kind !== 'ok') break;
    if (moved.value.type === 'goal') break;
    if (moved.value.type === 'battle') {
      const battle = await bot.client.post(
        'explore-battle',
        exploreApi.battle,
        {},
        {
          check: (v) => (v.monster.monster_hp > 0 ? null : 'a dead monster'),
        },
      );
      if (battle.kind !== 'ok') return;
      const end = await fight(bot, 'explore-attack', exploreApi.attack);
      // A defeat ends the exploration on the server's side.
      if (end !== 'won') return;
      const position = await bot.client.post('explore-position', exploreApi.position, {});
      if (position.kind !== 'ok') return;
      next = position.value.explore.next;
      await bot.heal();
      continue;
    }
    next = moved.value.explore.next;
  }
  await bot.client.post(
    'explore-clear',
    exploreApi.clear,
    {},
    {
      check: (v) => (v.fled ? 'fled with no fight open' : null),
    },
  );
}
