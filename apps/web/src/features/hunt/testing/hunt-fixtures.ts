import type { RewardsView } from '@demonbane/shared/battle-schemas';
import { makeBattle } from '@/testing/fixtures';
import type {
  HuntBattleResponse,
  HuntResponse,
  LeaderboardEntry,
} from '@demonbane/shared/hunt-schemas';

/** POST /hunt for a hero between fights, for tests. */
export function makeHunt(overrides: Partial<HuntResponse> = {}): HuntResponse {
  return {
    highest_hunt: 3,
    current_floor: null,
    allowed_floors: [1, 2, 3, 4],
    monster: null,
    rank: 2,
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
};

export function makeLeaderboard(usernames: readonly string[]): LeaderboardEntry[] {
  return usernames.map((username, i) => ({
    rank: i + 1,
    username,
    job_name: i % 2 === 0 ? 'Warrior' : 'Magician',
    level: 10 - i,
    highest_hunt: 20 - i * 3,
  }));
}
