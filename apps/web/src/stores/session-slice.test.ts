import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  lockedItemKey,
  loginSuccess,
  logout,
  sessionReducer,
  setLockedItems,
  setUser,
  updateEquipment,
  updateJob,
  type SessionState,
} from './session-slice';

const EXPIRES_AT = Date.UTC(2025, 5, 8);
const loggedIn = sessionReducer(undefined, loginSuccess({ userId: 'u1', expiresAt: EXPIRES_AT }));

describe('session slice', () => {
  it('starts with every field null except equipment stats and the lists', () => {
    const state = sessionReducer(undefined, { type: 'init' });
    expect(state).toEqual(initialSessionState);
    const { equipment, buffs, locked_items, ...rest } = state;
    expect(Object.values(rest).every((v) => v === null)).toBe(true);
    expect(equipment).toEqual({
      items: [],
      stats: { hp: 0, atk: 0, def: 0, spd: 0 },
      weapon: null,
      armor: null,
      acc: null,
    });
    expect(buffs).toEqual([]);
    expect(locked_items).toEqual([]);
  });

  it('loginSuccess stores the user id and token expiry on a clean slate, never the token', () => {
    const stale: SessionState = { ...initialSessionState, job_name: 'Warrior', level: 9 };
    const state = sessionReducer(stale, loginSuccess({ userId: 'u2', expiresAt: EXPIRES_AT }));
    expect(state).toEqual({ ...initialSessionState, userId: 'u2', expires_at: EXPIRES_AT });
    expect(state).not.toHaveProperty('token');
    expect(initialSessionState).not.toHaveProperty('token');
  });

  it('logout resets everything to the initial state', () => {
    let state = sessionReducer(loggedIn, setUser({ job_name: 'Magician', level: 4 }));
    state = sessionReducer(state, setLockedItems(['Rare:x']));
    expect(sessionReducer(state, logout())).toEqual(initialSessionState);
  });

  it('setUser merges only the supplied fields', () => {
    const a = sessionReducer(loggedIn, setUser({ job_name: 'Warrior', level: 2, gold: 10 }));
    const b = sessionReducer(a, setUser({ level: 3, buffs: ['Blessing of Ash'] }));
    expect(b).toMatchObject({
      userId: 'u1',
      expires_at: EXPIRES_AT,
      job_name: 'Warrior',
      level: 3,
      gold: 10,
      buffs: ['Blessing of Ash'],
    });
  });

  it('setUser ignores undefined but keeps explicit nulls', () => {
    const a = sessionReducer(loggedIn, setUser({ job_name: 'Warrior' }));
    expect(sessionReducer(a, setUser({ job_name: undefined })).job_name).toBe('Warrior');
    expect(sessionReducer(a, setUser({ job_name: null })).job_name).toBeNull();
  });

  it('updateEquipment replaces the list, sets its stats and fills the named slots', () => {
    const weapon = { item_id: 'w', item_name: 'Ember Sword', item_rarity: 'Rare' as const };
    const armor = { item_id: null, item_name: null, item_rarity: null };
    const acc = { item_id: 'a', item_name: 'Ash Ring', item_rarity: 'Epic' as const };
    const stats = { hp: 5, atk: 6, def: 0, spd: 3 };
    const state = sessionReducer(loggedIn, updateEquipment({ items: [weapon, armor, acc], stats }));
    expect(state.equipment).toEqual({ items: [weapon, armor, acc], stats, weapon, armor, acc });

    const emptied = sessionReducer(
      state,
      updateEquipment({ items: [], stats: { ...stats, atk: 0 } }),
    );
    expect(emptied.equipment).toEqual({
      items: [],
      stats: { ...stats, atk: 0 },
      weapon: null,
      armor: null,
      acc: null,
    });
  });

  it('updateJob sets the job and its stats without touching the rest', () => {
    const before = sessionReducer(loggedIn, setUser({ level: 10, gold: 99 }));
    const state = sessionReducer(
      before,
      updateJob({
        job_name: 'Paladin',
        user_hp: 300,
        user_max_hp: 310,
        user_atk: 40,
        user_def: 36,
        user_spd: 15,
      }),
    );
    expect(state).toMatchObject({
      job_name: 'Paladin',
      level: 10,
      gold: 99,
      user_hp: 300,
      user_max_hp: 310,
      user_atk: 40,
      user_def: 36,
      user_spd: 15,
    });
    const levelled = sessionReducer(
      state,
      updateJob({
        job_name: 'Paladin',
        level: 11,
        levelToMax: 39,
        user_hp: 320,
        user_max_hp: 332,
        user_atk: 43,
        user_def: 39,
        user_spd: 16,
      }),
    );
    expect(levelled).toMatchObject({ level: 11, levelToMax: 39, user_max_hp: 332 });
  });

  it('setLockedItems replaces the list', () => {
    const a = sessionReducer(loggedIn, setLockedItems([lockedItemKey('Rare', 'x')]));
    expect(a.locked_items).toEqual(['Rare:x']);
    const b = sessionReducer(a, setLockedItems([lockedItemKey('Epic', 'y')]));
    expect(b.locked_items).toEqual(['Epic:y']);
  });
});
