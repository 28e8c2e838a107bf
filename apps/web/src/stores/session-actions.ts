import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AscendResponse } from '@demonbane/shared/endgame-schemas';
import type { UserView } from '@demonbane/shared/user-schemas';
import type { RootState } from './root-reducer';
import { logout, setUser, updateEquipment, updateJob } from './session-slice';

type SessionThunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * Spec §4: token expiry, checked on load, logs the player out. A stored session whose
 * expiry has passed, or that has a user id but no known expiry, is cleared.
 */
export const expireSessionIfNeeded =
  (nowMs: number): SessionThunk =>
  (dispatch, getState) => {
    const { userId, expires_at } = getState().session;
    if (userId === null && expires_at === null) return;
    if (userId === null || expires_at === null || expires_at <= nowMs) dispatch(logout());
  };

/** Store a hero as POST /user and POST /assign-job return it, received at `receivedAt` (ms). */
export const storeUserView =
  (user: UserView, receivedAt = Date.now()): SessionThunk =>
  (dispatch) => {
    dispatch(
      updateJob({
        job_name: user.job_name,
        level: user.level,
        levelToMax: user.levelToMax,
        user_hp: user.user_hp,
        user_max_hp: user.user_max_hp,
        user_atk: user.user_atk,
        user_def: user.user_def,
        user_spd: user.user_spd,
      }),
    );
    dispatch(
      setUser({
        userId: user.userId,
        username: user.username,
        xp: user.xp,
        xp_required: user.xp_required,
        gold: user.gold,
        soul: user.soul,
        buffs: user.buffs,
        ascensions: user.ascensions,
        title: user.title,
        frame: user.frame,
        hp_regen: { ...user.hp_regen, received_at: receivedAt },
      }),
    );
    dispatch(
      updateEquipment({
        items: user.equipment.map(({ item_id, item_name, item_rarity }) => ({
          item_id,
          item_name,
          item_rarity,
        })),
        stats: user.equipment_stats,
      }),
    );
  };

/**
 * An ascension: the hero starts over at level 1 with no job (it picks a root job next),
 * keeping what the answer reports; POST /assign-job then brings the rest back.
 */
export const recordAscension =
  (hero: AscendResponse['hero']): SessionThunk =>
  (dispatch) => {
    dispatch(
      setUser({
        job_name: null,
        level: hero.level,
        xp: hero.xp,
        gold: hero.gold,
        soul: hero.soul,
        ascensions: hero.ascensions,
      }),
    );
  };

/**
 * A fight lost or fled: the server burned `goldLost` gold and left the hero at 0 HP.
 * The session says so at once; /battle-result then fetches the hero again.
 */
export const recordDefeat =
  (goldLost: number): SessionThunk =>
  (dispatch, getState) => {
    const { gold } = getState().session;
    dispatch(setUser({ user_hp: 0, gold: gold === null ? null : Math.max(0, gold - goldLost) }));
  };
