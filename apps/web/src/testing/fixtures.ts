import type { BattleResponse } from '@demonbane/shared/battle-schemas';
import type { InventoryPiece, WornPiece } from '@demonbane/shared/inventory-schemas';
import type { SkillView } from '@demonbane/shared/skill-schemas';
import type { UserView, WornSlot } from '@demonbane/shared/user-schemas';

/** Zero ATK/DEF/SPD. */
export const NO_STATS = { atk: 0, def: 0, spd: 0 };

/** A slot neither refined nor enchanted. */
export const NO_SLOT_UPGRADE = { refine: 0, enchant: null };

/** A hero who has never ascended and wears no title or frame. */
export const NO_RENOWN = { ascensions: 0, title: null, frame: null };

/** A slot with nothing in it, as POST /user and the arena's opponents wear it. */
export function emptySlot(type: WornSlot['type']): WornSlot {
  return {
    type,
    item_id: null,
    item_name: null,
    item_rarity: null,
    stats: NO_STATS,
    level: null,
    affixes: [],
    ...NO_SLOT_UPGRADE,
  };
}

/** A slot with nothing in it, as GET /inventory/equipments lists it (no description). */
export function emptyWornPiece(type: WornPiece['type']): WornPiece {
  return { ...emptySlot(type), description: null };
}

/** The Warrior's three skills as POST /user answers them. */
export const WARRIOR_SKILLS: SkillView[] = [
  {
    _id: 'heavy-strike',
    name: 'Heavy Strike',
    description: 'A two-handed blow for 160% damage.',
    cost: 30,
    cooldown: 0,
  },
  {
    _id: 'shield-wall',
    name: 'Shield Wall',
    description: 'Raise the shield instead of striking: the next hit you take is blocked entirely.',
    cost: 20,
    cooldown: 3,
  },
  {
    _id: 'war-cry',
    name: 'War Cry',
    description: 'A roar that shakes the demon: its ATK falls by 25% for 3 rounds.',
    cost: 25,
    cooldown: 5,
  },
];

/** A hero as POST /user returns it, for tests. */
export function makeUserView(overrides: Partial<UserView> = {}): UserView {
  return {
    userId: '7d1c2f5e-3b7a-4e57-9a51-0f3b8f0a2c11',
    username: 'vesper',
    job_id: 'warrior',
    job_name: 'Warrior',
    level: 3,
    levelToMax: 7,
    max_level: 10,
    xp: 1234,
    xp_required: 2500,
    user_hp: 120,
    user_max_hp: 162,
    hp_regen: { per_minute: 8.1, full_in_seconds: 312, paused: false },
    user_atk: 20,
    user_def: 14,
    user_spd: 8,
    gold: 1500,
    soul: 30,
    equipment: [
      {
        type: 'weapon',
        item_id: 'sword-ember',
        item_name: 'Ember Sword',
        item_rarity: 'Rare',
        stats: { atk: 6, def: 0, spd: 0 },
        level: 1,
        affixes: [{ kind: 'damage', value: 0.063, text: '+6.3% damage' }],
        ...NO_SLOT_UPGRADE,
      },
      emptySlot('armor'),
      {
        type: 'acc',
        item_id: 'ring-ash',
        item_name: 'Ash Ring',
        item_rarity: 'Legendary',
        stats: { atk: 0, def: 0, spd: 3 },
        level: 1,
        affixes: [],
        ...NO_SLOT_UPGRADE,
      },
    ],
    equipment_stats: { hp: 0, atk: 6, def: 0, spd: 3 },
    equipment_traits: { damage: 0.063, crit: 0, lifesteal: 0, resist: 0 },
    buffs: [],
    can_evolve: false,
    skills: WARRIOR_SKILLS,
    ...NO_RENOWN,
    ascension_bonus: { stats: 0, xp: 0 },
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with the given claims. */
export function makeToken(claims: Record<string, unknown>): string {
  const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.signature`;
}

/** POST /explore/battle, for tests: vesper the Warrior against a level 2 Imp, round 0. */
export function makeBattle(
  overrides: Partial<BattleResponse> = {},
  monster: Partial<BattleResponse['monster']> = {},
): BattleResponse {
  return {
    map_name: 'Ashen Hills, area 1',
    job: 'Warrior',
    username: 'vesper',
    user_hp: 120,
    user_max_hp: 162,
    user_atk: 20,
    user_def: 14,
    user_spd: 8,
    monster: {
      monster_name: 'Imp',
      monster_hp: 30,
      monster_max_hp: 30,
      monster_atk: 6,
      monster_def: 2,
      monster_spd: 7,
      monster_level: 2,
      ...monster,
    },
    potion: [],
    battleLog: ['A level 2 Imp blocks your path!'],
    round: 0,
    flee_gold_loss: 0,
    message: 'A monster blocks your path!',
    resource: { kind: 'rage', name: 'Rage', value: 10, max: 100 },
    skills: WARRIOR_SKILLS.map((skill) => ({ ...skill, ready_in: 0 })),
    monster_intent: null,
    ...overrides,
  };
}

/** One owned piece (qty 1, a stock description) as GET /inventory/equipments lists it. */
export function makePiece(
  item_id: string,
  item_name: string,
  type: InventoryPiece['type'],
  stats: Partial<InventoryPiece['stats']>,
  item_rarity: InventoryPiece['item_rarity'] = 'Common',
): InventoryPiece {
  return {
    item_id,
    item_name,
    item_rarity,
    item_qty: 1,
    type,
    description: `${item_name}, described.`,
    stats: { ...NO_STATS, ...stats },
    level: 1,
    affixes: [],
  };
}
