import { describe, expect, it } from 'vitest';
import { makeUserView } from '@/testing/fixtures';
import { expireSessionIfNeeded, recordDefeat, storeUserView } from './session-actions';
import {
  initialSessionState,
  loginSuccess,
  logout,
  setLockedItems,
  setUser,
} from './session-slice';
import { selectIsLoggedIn } from './session-selectors';
import { createAppStore } from './store';

const NOW = Date.UTC(2025, 5, 1);

function loggedInStore(expiresAt = NOW + 3_600_000) {
  const store = createAppStore();
  store.dispatch(loginSuccess({ userId: 'u1', expiresAt }));
  return store;
}

describe('session actions', () => {
  it('logout resets the session', () => {
    const store = loggedInStore();
    store.dispatch(setLockedItems(['Rare:x']));
    store.dispatch(logout());
    expect(store.getState().session).toEqual(initialSessionState);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('expireSessionIfNeeded logs out once the token has expired', () => {
    const store = loggedInStore(NOW - 5000);
    store.dispatch(expireSessionIfNeeded(NOW));
    expect(store.getState().session).toEqual(initialSessionState);

    const atTheMark = loggedInStore(NOW);
    atTheMark.dispatch(expireSessionIfNeeded(NOW));
    expect(selectIsLoggedIn(atTheMark.getState())).toBe(false);
  });

  it('expireSessionIfNeeded keeps a live session', () => {
    const store = loggedInStore(NOW + 3_600_000);
    store.dispatch(expireSessionIfNeeded(NOW));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().session.expires_at).toBe(NOW + 3_600_000);
  });

  it('expireSessionIfNeeded clears half a session: a user id with no known expiry', () => {
    const store = createAppStore({ session: { ...initialSessionState, userId: 'u1' } });
    store.dispatch(setLockedItems(['Rare:x']));
    store.dispatch(expireSessionIfNeeded(NOW));
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('storeUserView copies the hero into the session', () => {
    const store = loggedInStore();
    const user = makeUserView({ buffs: ['Blessing of Ash'] });
    store.dispatch(storeUserView(user));
    const s = store.getState().session;
    expect(s).toMatchObject({
      expires_at: NOW + 3_600_000,
      userId: user.userId,
      username: 'vesper',
      job_name: 'Warrior',
      level: 3,
      levelToMax: 7,
      xp: 1234,
      xp_required: 2500,
      user_hp: 120,
      user_max_hp: 162,
      user_atk: 20,
      user_def: 14,
      user_spd: 8,
      gold: 1500,
      soul: 30,
      buffs: ['Blessing of Ash'],
    });
    expect(s.equipment.stats).toEqual({ hp: 0, atk: 6, def: 0, spd: 3 });
    expect(s.equipment.weapon).toEqual({
      item_id: 'sword-ember',
      item_name: 'Ember Sword',
      item_rarity: 'Rare',
    });
    expect(s.equipment.armor).toEqual({ item_id: null, item_name: null, item_rarity: null });
    expect(s.equipment.items).toHaveLength(3);
  });

  it('storeUserView keeps HP regeneration with the time the answer arrived', () => {
    const store = loggedInStore();
    store.dispatch(storeUserView(makeUserView(), NOW));
    expect(store.getState().session.hp_regen).toEqual({
      per_minute: 8.1,
      full_in_seconds: 312,
      paused: false,
      received_at: NOW,
    });
  });

  it('recordDefeat burns the gold lost and leaves the hero at 0 HP', () => {
    const store = loggedInStore();
    store.dispatch(setUser({ gold: 1500, user_hp: 90 }));
    store.dispatch(recordDefeat(150));
    expect(store.getState().session).toMatchObject({ gold: 1350, user_hp: 0 });
    store.dispatch(setUser({ gold: null }));
    store.dispatch(recordDefeat(10));
    expect(store.getState().session.gold).toBeNull();
  });
});
