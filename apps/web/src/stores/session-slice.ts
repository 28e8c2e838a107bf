import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Rarity } from '@demonbane/game/rarity';

/** One worn item as the session keeps it; an empty slot has null fields. */
export interface SessionItem {
  item_id: string | null;
  item_name: string | null;
  item_rarity: Rarity | null;
}

export interface SessionStats {
  hp: number;
  atk: number;
  def: number;
  spd: number;
}

/**
 * Spec §3: an ordered list (index 0 weapon, 1 armor, 2 accessory) that also carries
 * the equipment stats and the three named slots. In TypeScript the list is `items`.
 */
export interface SessionEquipment {
  items: SessionItem[];
  stats: SessionStats;
  weapon: SessionItem | null;
  armor: SessionItem | null;
  acc: SessionItem | null;
}

/**
 * HP regeneration as POST /user last reported it, with when that answer arrived (ms):
 * the time to full counts down from there without asking the server again.
 */
export interface SessionHpRegen {
  per_minute: number;
  /** Seconds until full at `received_at`; null (or 0) when already full or paused. */
  full_in_seconds: number | null;
  /** A fight is open: HP stays as the fight left it. */
  paused: boolean;
  received_at: number;
}

export interface SessionState {
  userId: string | null;
  /**
   * When the session's token runs out (its `exp`, ms since the epoch). The token itself
   * rides only in the httpOnly cookie: page script never holds or stores it.
   */
  expires_at: number | null;
  username: string | null;
  job_name: string | null;
  level: number | null;
  levelToMax: number | null;
  xp: number | null;
  xp_required: number | null;
  user_hp: number | null;
  user_max_hp: number | null;
  /** Null until POST /user answers, and in sessions stored before it was kept. */
  hp_regen: SessionHpRegen | null;
  user_atk: number | null;
  user_def: number | null;
  user_spd: number | null;
  gold: number | null;
  soul: number | null;
  equipment: SessionEquipment;
  buffs: string[];
  /** Times the hero has ascended; null until POST /user answers. */
  ascensions: number | null;
  /** The worn title's name and frame id, shown to others; null when none is worn. */
  title: string | null;
  frame: string | null;
  /** Items kept out of Combine All, as `rarity:item_id` (client-side only, spec §3). */
  locked_items: string[];
}

/** Fields setUser may merge; equipment and locked items have their own reducers. */
export type SessionUserFields = Partial<Omit<SessionState, 'equipment' | 'locked_items'>>;

export interface JobAndStats {
  job_name: string;
  level?: number;
  levelToMax?: number;
  user_hp: number;
  user_max_hp: number;
  user_atk: number;
  user_def: number;
  user_spd: number;
}

export interface EquipmentUpdate {
  items: SessionItem[];
  stats: SessionStats;
}

export const initialSessionState: SessionState = {
  userId: null,
  expires_at: null,
  username: null,
  job_name: null,
  level: null,
  levelToMax: null,
  xp: null,
  xp_required: null,
  user_hp: null,
  user_max_hp: null,
  hp_regen: null,
  user_atk: null,
  user_def: null,
  user_spd: null,
  gold: null,
  soul: null,
  equipment: {
    items: [],
    stats: { hp: 0, atk: 0, def: 0, spd: 0 },
    weapon: null,
    armor: null,
    acc: null,
  },
  buffs: [],
  ascensions: null,
  title: null,
  frame: null,
  locked_items: [],
};

/** The `rarity:item_id` key used in locked_items. */
export function lockedItemKey(rarity: string, itemId: string): string {
  return `${rarity}:${itemId}`;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A fresh login starts from a clean slate so a previous hero's data never leaks in. */
    loginSuccess: (_state, action: PayloadAction<{ userId: string; expiresAt: number }>) => ({
      ...initialSessionState,
      userId: action.payload.userId,
      expires_at: action.payload.expiresAt,
    }),
    logout: () => initialSessionState,
    setUser: (state, action: PayloadAction<SessionUserFields>) => {
      for (const [key, value] of Object.entries(action.payload)) {
        // An absent field keeps what the session already had; null is a real value.
        if (value !== undefined) Object.assign(state, { [key]: value });
      }
    },
    updateEquipment: (state, action: PayloadAction<EquipmentUpdate>) => {
      const { items, stats } = action.payload;
      state.equipment = {
        items,
        stats,
        weapon: items[0] ?? null,
        armor: items[1] ?? null,
        acc: items[2] ?? null,
      };
    },
    updateJob: (state, action: PayloadAction<JobAndStats>) => {
      const { level, levelToMax, ...jobAndStats } = action.payload;
      Object.assign(state, jobAndStats);
      if (level !== undefined) state.level = level;
      if (levelToMax !== undefined) state.levelToMax = levelToMax;
    },
    setLockedItems: (state, action: PayloadAction<string[]>) => {
      state.locked_items = action.payload;
    },
  },
});

export const { loginSuccess, logout, setUser, updateEquipment, updateJob, setLockedItems } =
  sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
