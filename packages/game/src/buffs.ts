import type { Stats } from './stats';
import { keyedLookups } from './content-table';

/**
 * Timed boons from scrolls and premium goods. A buff lasts a number of battles
 * (counted down at the end of each battle) or a number of minutes (an expiry
 * timestamp). Using the same buff again extends it, up to MAX_STACKED_DURATIONS
 * times its base duration; different buffs add up.
 */
export interface BuffFields {
  name: string;
  bonus: Partial<Stats>;
  /** Multiplies XP won in battle. */
  xpMultiplier?: number;
  duration: { battles: number } | { minutes: number };
}

export const MAX_STACKED_DURATIONS = 3;

const TABLE = {
  fury: { name: 'Fury', bonus: { atk: 8 }, duration: { battles: 5 } },
  warding: { name: 'Warding', bonus: { def: 8 }, duration: { battles: 5 } },
  haste: { name: 'Haste', bonus: { spd: 5 }, duration: { battles: 5 } },
  insight: { name: 'Insight', bonus: {}, xpMultiplier: 2, duration: { battles: 10 } },
  titan: { name: 'Titan', bonus: { atk: 20, def: 20 }, duration: { battles: 10 } },
  vigil: { name: 'Vigil', bonus: { def: 12, spd: 4 }, duration: { minutes: 60 } },
} as const satisfies Record<string, BuffFields>;

/** A buff's id: an item granting a misspelt buff fails typecheck. */
export type BuffId = keyof typeof TABLE;

export interface BuffDef extends BuffFields {
  id: BuffId;
}

export const BUFFS: readonly BuffDef[] = (Object.keys(TABLE) as BuffId[]).map((id) => ({
  id,
  ...TABLE[id],
}));
const BY_ID = Object.fromEntries(BUFFS.map((b) => [b.id, b])) as Record<BuffId, BuffDef>;

const lookups = keyedLookups(BY_ID);
/** The entry of a known id. */
export const buffById = lookups.byId;
export const isBuffId = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findBuff = lookups.find;

/** A buff as stored: battles left, or the moment it ends. */
export interface BuffState {
  buffId: BuffId;
  battlesLeft: number | null;
  expiresAt: Date | null;
}

export function isActive(state: BuffState, now: Date): boolean {
  if (state.battlesLeft !== null && state.battlesLeft <= 0) return false;
  return state.expiresAt === null || state.expiresAt.getTime() > now.getTime();
}

/** The buff after using its item `uses` times on top of what is active now. */
export function applyBuff(
  def: BuffDef,
  existing: BuffState | undefined,
  uses: number,
  now: Date,
): BuffState {
  const current = existing && isActive(existing, now) ? existing : undefined;
  if ('battles' in def.duration) {
    const cap = def.duration.battles * MAX_STACKED_DURATIONS;
    const battles = Math.min(cap, (current?.battlesLeft ?? 0) + def.duration.battles * uses);
    return { buffId: def.id, battlesLeft: battles, expiresAt: null };
  }
  const minute = 60_000;
  const capEnd = now.getTime() + def.duration.minutes * MAX_STACKED_DURATIONS * minute;
  const from = Math.max(now.getTime(), current?.expiresAt?.getTime() ?? 0);
  const end = Math.min(capEnd, from + def.duration.minutes * uses * minute);
  return { buffId: def.id, battlesLeft: null, expiresAt: new Date(end) };
}

/**
 * How many uses still extend a buff before it reaches its cap (each use adds one
 * base duration; the last may be cut short by the cap). 0 means at the cap: the
 * item is refused rather than wasted.
 */
export function usefulUses(def: BuffDef, existing: BuffState | undefined, now: Date): number {
  const current = existing && isActive(existing, now) ? existing : undefined;
  if ('battles' in def.duration) {
    const room = def.duration.battles * MAX_STACKED_DURATIONS - (current?.battlesLeft ?? 0);
    return Math.max(0, Math.ceil(room / def.duration.battles));
  }
  const minute = 60_000;
  const capEnd = now.getTime() + def.duration.minutes * MAX_STACKED_DURATIONS * minute;
  const from = Math.max(now.getTime(), current?.expiresAt?.getTime() ?? 0);
  // Within a second of the cap counts as at the cap: that second is not worth a scroll.
  const room = capEnd - from;
  return room <= 1000 ? 0 : Math.ceil(room / (def.duration.minutes * minute));
}

/** Sum of the stat bonuses of every active buff. */
export function buffBonus(states: readonly BuffState[], now: Date): Stats {
  const total: Stats = { hp: 0, atk: 0, def: 0, spd: 0 };
  for (const state of states) {
    if (!isActive(state, now)) continue;
    const def = buffById(state.buffId);
    total.hp += def.bonus.hp ?? 0;
    total.atk += def.bonus.atk ?? 0;
    total.def += def.bonus.def ?? 0;
    total.spd += def.bonus.spd ?? 0;
  }
  return total;
}

/** The XP multiplier of every active buff, multiplied together. */
export function xpMultiplier(states: readonly BuffState[], now: Date): number {
  return states
    .filter((s) => isActive(s, now))
    .reduce((m, s) => m * (buffById(s.buffId).xpMultiplier ?? 1), 1);
}

/** After a battle: battle-counted buffs lose one battle. */
export function tickBattle(states: readonly BuffState[]): BuffState[] {
  return states.map((s) =>
    s.battlesLeft === null ? s : { ...s, battlesLeft: Math.max(0, s.battlesLeft - 1) },
  );
}

const STAT_LABELS: Record<keyof Stats, string> = { hp: 'HP', atk: 'ATK', def: 'DEF', spd: 'SPD' };

/** The text shown on Home (spec §3: buffs are a list of text). */
export function describeBuff(state: BuffState, now: Date): string {
  const def = buffById(state.buffId);
  const parts = (Object.keys(STAT_LABELS) as (keyof Stats)[])
    .filter((k) => (def.bonus[k] ?? 0) !== 0)
    .map((k) => `+${def.bonus[k]} ${STAT_LABELS[k]}`);
  if (def.xpMultiplier) parts.push(`XP ×${def.xpMultiplier}`);
  let left: string;
  if (state.battlesLeft !== null) {
    left = `${state.battlesLeft} battle${state.battlesLeft === 1 ? '' : 's'} left`;
  } else {
    const minutes = Math.max(
      1,
      Math.ceil(((state.expiresAt?.getTime() ?? 0) - now.getTime()) / 60_000),
    );
    left = `${minutes} min left`;
  }
  return `${def.name}: ${parts.join(', ')} (${left})`;
}
