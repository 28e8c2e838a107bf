import type {
  ChatHistoryResponse,
  ChatMessageView,
  GuildStandingsResponse,
  GuildSummary,
  GuildView,
  MyGuildResponse,
  RaidAttackResponse,
  RaidView,
} from '@demonbane/shared/guild-schemas';
import { NO_RENOWN } from '@/testing/fixtures';
import { TEST_USER_ID } from '@/testing/render-app';

/** vesper leads the Ashen Vow [ASH]; mordrake is an officer, ilse a member. */
export const GUILD_ID = '9b1f0c3e-5a2d-4e8f-b7c6-2d4e6f8a0b11';
export const MORDRAKE_ID = '4a0e2f4c-9d55-4c8e-8f62-1d2c3b4a5e01';
export const ILSE_ID = '4a0e2f4c-9d55-4c8e-8f62-1d2c3b4a5e02';
export const CORVIN_ID = '4a0e2f4c-9d55-4c8e-8f62-1d2c3b4a5e03';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

export function makeRaid(overrides: Partial<RaidView> = {}): RaidView {
  return {
    week: 47,
    level: 2,
    boss: {
      id: 'ashen-colossus',
      name: 'Ashen Colossus',
      description: 'A giant of cinders that walks where the city burned.',
      level: 16,
    },
    hp: 40_000,
    max_hp: 56_250,
    fell_at: null,
    ends_at: ahead(50 * HOUR),
    contributions: [
      { userId: MORDRAKE_ID, name: 'mordrake', damage: 12_000 },
      { userId: TEST_USER_ID, name: 'vesper', damage: 4_250 },
    ],
    attacks_left: 2,
    attacks_per_day: 3,
    min_level: 10,
    ...overrides,
  };
}

export function makeGuild(overrides: Partial<GuildView> = {}): GuildView {
  return {
    id: GUILD_ID,
    name: 'Ashen Vow',
    tag: 'ASH',
    open: true,
    created_at: ago(200 * HOUR),
    max_members: 30,
    members: [
      {
        userId: ILSE_ID,
        name: 'ilse',
        role: 'member',
        level: 11,
        job_name: 'Mage',
        ...NO_RENOWN,
        joined_at: ago(100 * HOUR),
        last_seen: null,
      },
      {
        userId: TEST_USER_ID,
        name: 'vesper',
        role: 'leader',
        level: 12,
        job_name: 'Warrior',
        ...NO_RENOWN,
        joined_at: ago(200 * HOUR),
        last_seen: ago(60_000),
      },
      {
        userId: MORDRAKE_ID,
        name: 'mordrake',
        role: 'officer',
        level: 14,
        job_name: 'Berserker',
        ascensions: 2,
        title: 'Twice-Born',
        frame: 'gold-frame',
        joined_at: ago(150 * HOUR),
        last_seen: ago(3 * HOUR),
      },
    ],
    role: 'leader',
    raid: makeRaid(),
    requests: [{ userId: CORVIN_ID, name: 'corvin', level: 9, created_at: ago(2 * HOUR) }],
    ...overrides,
  };
}

export function inGuild(guild: Partial<GuildView> = {}): MyGuildResponse {
  return { guild: makeGuild(guild), invitations: [], requested: [], may_join_at: null };
}

export function noGuild(overrides: Partial<MyGuildResponse> = {}): MyGuildResponse {
  return { guild: null, invitations: [], requested: [], may_join_at: null, ...overrides };
}

export const GUILDS: GuildSummary[] = [
  {
    id: GUILD_ID,
    name: 'Ashen Vow',
    tag: 'ASH',
    open: true,
    members: 3,
    max_members: 30,
    leader: 'vesper',
    raid_level: 2,
  },
  {
    id: '9b1f0c3e-5a2d-4e8f-b7c6-2d4e6f8a0b12',
    name: 'Night Wardens',
    tag: 'NW',
    open: false,
    members: 12,
    max_members: 30,
    leader: 'ilse',
    raid_level: 4,
  },
];

let nextId = 100;

export function makeMessage(overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  const id = overrides.id ?? nextId++;
  return {
    id,
    guildId: GUILD_ID,
    userId: MORDRAKE_ID,
    name: 'mordrake',
    text: `Message ${id}`,
    created_at: ago(10 * 60_000),
    ...overrides,
  };
}

/** A page of history as the server answers it: newest first. */
export function historyPage(
  messages: ChatMessageView[],
  overrides: Partial<ChatHistoryResponse> = {},
): ChatHistoryResponse {
  return {
    messages: [...messages].sort((a, b) => b.id - a.id),
    more: false,
    blocked: [],
    ...overrides,
  };
}

export const STANDINGS: GuildStandingsResponse = {
  week: 47,
  season: 5,
  raid: [
    {
      rank: 1,
      guildId: '9b1f0c3e-5a2d-4e8f-b7c6-2d4e6f8a0b12',
      name: 'Night Wardens',
      tag: 'NW',
      members: 12,
      level: 4,
      progress: 1,
      fell_at: ago(HOUR),
    },
    {
      rank: 2,
      guildId: GUILD_ID,
      name: 'Ashen Vow',
      tag: 'ASH',
      members: 3,
      level: 2,
      progress: 0.289,
      fell_at: null,
    },
  ],
  tower: [
    {
      rank: 1,
      guildId: GUILD_ID,
      name: 'Ashen Vow',
      tag: 'ASH',
      members: 3,
      floors: 61,
      best_floor: 30,
    },
  ],
};

export function attackAnswer(overrides: Partial<RaidAttackResponse> = {}): RaidAttackResponse {
  return {
    message: 'You dealt 1,750 damage to the Ashen Colossus.',
    damage: 1750,
    rounds: 10,
    log: [
      'vesper strikes for 170.',
      'Ashen Colossus burns vesper for 40.',
      'vesper strikes for 180.',
    ],
    boss_fell: false,
    reward: null,
    raid: makeRaid({
      hp: 38_250,
      attacks_left: 1,
      contributions: [
        { userId: MORDRAKE_ID, name: 'mordrake', damage: 12_000 },
        { userId: TEST_USER_ID, name: 'vesper', damage: 6_000 },
      ],
    }),
    replay_id: '5c0d7a4e-8f21-4b6a-9c3d-2e1f0a9b8c04',
    ...overrides,
  };
}
