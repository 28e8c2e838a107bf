import type { UserView } from '@demonbane/shared/user-schemas';

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
      },
      {
        type: 'armor',
        item_id: null,
        item_name: null,
        item_rarity: null,
        stats: { atk: 0, def: 0, spd: 0 },
      },
      {
        type: 'acc',
        item_id: 'ring-ash',
        item_name: 'Ash Ring',
        item_rarity: 'Legendary',
        stats: { atk: 0, def: 0, spd: 3 },
      },
    ],
    equipment_stats: { hp: 0, atk: 6, def: 0, spd: 3 },
    buffs: [],
    can_evolve: false,
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with the given claims. */
export function makeToken(claims: Record<string, unknown>): string {
  const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.signature`;
}
