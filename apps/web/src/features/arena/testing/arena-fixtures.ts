import type {
  ArenaFightResponse,
  ArenaLeaderboardResponse,
  ArenaLogEntry,
  ArenaOpponent,
  ArenaResponse,
  ChallengeResponse,
} from '@demonbane/shared/arena-schemas';
import { emptySlot, makeUserView, NO_RENOWN, NO_SLOT_UPGRADE } from '@/testing/fixtures';

/**
 * mordrake wears vesper's rare sword and legendary ring, and has ascended twice (a title
 * and a gold frame); ilse wears nothing; corvin a plain vest.
 */
const MORDRAKE_RENOWN = { ascensions: 2, title: 'Twice-Born', frame: 'gold-frame' };

export const OPPONENTS: ArenaOpponent[] = [
  {
    _id: '4a0e2f4c-9d55-4c8e-8f62-1d2c3b4a5e01',
    username: 'mordrake',
    job_name: 'Berserker',
    level: 14,
    rating: 1032,
    equipment: makeUserView().equipment,
    win_gold: 32,
    win_share: 1,
    ...MORDRAKE_RENOWN,
  },
  {
    _id: '4a0e2f4c-9d55-4c8e-8f62-1d2c3b4a5e02',
    username: 'ilse',
    job_name: 'Magician',
    level: 9,
    rating: 1000,
    equipment: [emptySlot('weapon'), emptySlot('armor'), emptySlot('acc')],
    win_gold: 16,
    win_share: 0.5,
    ...NO_RENOWN,
  },
  {
    _id: '4a0e2f4c-9d55-4c8e-8f62-1d2c3b4a5e03',
    username: 'corvin',
    job_name: 'Warrior',
    level: 6,
    rating: 968,
    equipment: [
      emptySlot('weapon'),
      {
        type: 'armor',
        item_id: 'padded-vest',
        item_name: 'Padded Vest',
        item_rarity: 'Common',
        stats: { atk: 0, def: 4, spd: 0 },
        level: 1,
        affixes: [],
        ...NO_SLOT_UPGRADE,
      },
      emptySlot('acc'),
    ],
    win_gold: 0,
    win_share: 0,
    ...NO_RENOWN,
  },
];

/** The hero's last two fights: a challenge won, then a defence lost. */
export const FIGHT_LOG: ArenaLogEntry[] = [
  {
    _id: '9b7c1e2d-3f40-4a51-8b62-7c8d9e0f1a01',
    at: '2026-11-25T18:05:00.000Z',
    role: 'attack',
    opponent: 'corvin',
    result: 'win',
    rating_change: 14,
    replay_id: '5c0d7a4e-8f21-4b6a-9c3d-2e1f0a9b8c01',
  },
  {
    _id: '9b7c1e2d-3f40-4a51-8b62-7c8d9e0f1a02',
    at: '2026-11-25T17:40:00.000Z',
    role: 'defence',
    opponent: 'ilse',
    result: 'loss',
    rating_change: -14,
    replay_id: null,
  },
];

/** POST /arena for tests: rating 1,000, three of five challenges left, resetting in 4 h. */
export function arenaAnswer(overrides: Partial<ArenaResponse> = {}): ArenaResponse {
  return {
    rating: 1000,
    attacks_left: 3,
    resets_at: new Date(Date.now() + 4 * 3600_000).toISOString(),
    opponents: OPPONENTS,
    log: FIGHT_LOG,
    level_band: { min: 1, max: 8 },
    win_gold: 32,
    ...overrides,
  };
}

/** POST /arena/challenge: vesper beats mordrake in four lines. */
export const CHALLENGE_WIN: ChallengeResponse = {
  _id: '9b7c1e2d-3f40-4a51-8b62-7c8d9e0f1a03',
  result: 'win',
  battleLog: [
    'The arena roars: vesper faces mordrake.',
    'vesper strikes mordrake for 31 damage.',
    'mordrake strikes vesper for 18 damage.',
    'vesper strikes mordrake for 34 damage. mordrake falls!',
  ],
  rating_change: 16,
  rating: 1016,
  opponent: { username: 'mordrake', rating: 1016 },
  attacks_left: 2,
  gold: 32,
  replay_id: '5c0d7a4e-8f21-4b6a-9c3d-2e1f0a9b8c03',
};

/** POST /arena/fight for the defence against ilse in FIGHT_LOG. */
export const WATCHED_DEFENCE: ArenaFightResponse = {
  _id: FIGHT_LOG[1]!._id,
  at: FIGHT_LOG[1]!.at,
  attacker: 'ilse',
  defender: 'vesper',
  attacker_won: true,
  battleLog: [
    'The arena roars: ilse faces vesper.',
    'ilse casts Fireball on vesper for 40 damage.',
    'ilse casts Fireball on vesper for 42 damage. vesper falls!',
  ],
  replay_id: null,
};

export const ARENA_BOARD: ArenaLeaderboardResponse = {
  leaderboard: [
    {
      rank: 1,
      username: 'mordrake',
      job_name: 'Berserker',
      level: 14,
      rating: 1032,
      wins: 9,
      losses: 2,
      ...MORDRAKE_RENOWN,
    },
    {
      rank: 2,
      username: 'vesper',
      job_name: 'Warrior',
      level: 3,
      rating: 1000,
      wins: 1,
      losses: 1,
      ...NO_RENOWN,
    },
    {
      rank: 3,
      username: 'corvin',
      job_name: 'Warrior',
      level: 6,
      rating: 968,
      wins: 0,
      losses: 3,
      ...NO_RENOWN,
    },
  ],
};
