import type { RewardsView } from '@demonbane/shared/battle-schemas';
import { makeBattle, NO_RENOWN } from '@/testing/fixtures';
import type {
  HuntBattleResponse,
  HuntResponse,
  LeaderboardEntry,
  LeaderboardResponse,
} from '@demonbane/shared/hunt-schemas';
import type { SeasonsResponse, SeasonStanding } from '@demonbane/shared/season-schemas';

/** The hunt season the tests' boards are for. */
export const CURRENT_SEASON = 47;

/** POST /hunt for a hero between fights, for tests. */
export function makeHunt(overrides: Partial<HuntResponse> = {}): HuntResponse {
  return {
    highest_hunt: 3,
    current_floor: null,
    allowed_floors: [1, 2, 3, 4],
    monster: null,
    rank: 2,
    season_floor: 3,
    bosses: [{ floor: 5, monster_name: 'Gate Warden', monster_level: 7, claimed: false }],
    ...overrides,
  };
}

/** POST /hunt/initialize, for tests: floor 3 of the Ashen Gate against a level 3 Hellhound. */
export function makeHuntBattle(overrides: Partial<HuntBattleResponse> = {}): HuntBattleResponse {
  // The tower's fight has no banner message of its own: the floor's scene speaks instead.
  const { message: _message, ...battle } = makeBattle(
    {
      map_name: 'Floor 3',
      potion: [{ itemId: 'potion-minor', name: 'Minor Healing Potion', qty: 3 }],
      battleLog: ['Floor 3: a level 3 Hellhound attacks!'],
      flee_gold_loss: 150,
    },
    {
      monster_name: 'Hellhound',
      monster_hp: 70,
      monster_max_hp: 70,
      monster_atk: 16,
      monster_def: 5,
      monster_spd: 13,
      monster_level: 3,
    },
  );
  return {
    ...battle,
    background: 'ashen-gate',
    current_floor: 3,
    boss: false,
    ...overrides,
  };
}

export const huntRewards: RewardsView = {
  xp: 1500,
  gold: 36,
  souls: 1,
  drops: [{ name: 'Demon Hide', qty: 1 }],
  pieces: [],
};

/** GET /leaderboard/hunt for tests: the given hunters, best first, on this season's board. */
export function leaderboardAnswer(
  usernames: readonly string[] = [],
  season = CURRENT_SEASON,
): LeaderboardResponse {
  return { leaderboard: makeLeaderboard(usernames), season, minimum: { floor: 10, wins: 20 } };
}

export function makeLeaderboard(usernames: readonly string[]): LeaderboardEntry[] {
  return usernames.map((username, i) => ({
    rank: i + 1,
    username,
    job_name: i % 2 === 0 ? 'Warrior' : 'Magician',
    level: 10 - i,
    highest_hunt: 20 - i * 3,
    // The third (18 wins) is short of the 20-win minimum: listed, not paid.
    wins: 30 - i * 6,
    qualified: 20 - i * 3 >= 10 && 30 - i * 6 >= 20,
    ...NO_RENOWN,
  }));
}

/** One hunter of a past season's final standings, for tests. */
function standing(rank: number, username: string, highest_floor: number): SeasonStanding {
  return {
    rank,
    username,
    job_name: rank === 2 ? 'Magician' : 'Warrior',
    level: 12 - rank,
    highest_floor,
  };
}

/**
 * GET /seasons for tests: season 47 (23 Nov to 29 Nov 2026) under way, or ending at
 * `endsAt`; 46 with its top four, 45 in which no one climbed, 44, 43, and 42 (older
 * than the three shown).
 */
export function seasonsAnswer(endsAt = '2026-11-30T00:00:00.000Z'): SeasonsResponse {
  const week = (n: number) => ({
    number: n,
    starts_at: new Date(Date.UTC(2026, 10, 23 - 7 * (CURRENT_SEASON - n))).toISOString(),
    ends_at: new Date(Date.UTC(2026, 10, 30 - 7 * (CURRENT_SEASON - n))).toISOString(),
  });
  return {
    current: { ...week(CURRENT_SEASON), ends_at: endsAt },
    past: [
      {
        ...week(46),
        top: [
          standing(1, 'mordrake', 31),
          standing(2, 'ilse', 28),
          standing(3, 'vesper', 25),
          standing(4, 'corvin', 19),
        ],
      },
      { ...week(45), top: [] },
      { ...week(44), top: [standing(1, 'corvin', 17)] },
      { ...week(43), top: [standing(1, 'ancient', 12)] },
      { ...week(42), top: [standing(1, 'forgotten', 9)] },
    ],
  };
}
