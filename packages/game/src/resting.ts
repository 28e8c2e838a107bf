import { secondsUntilHp } from './hp-regen';

/**
 * A hero sets out (a step in the wilds, a tower floor) only with at least this share
 * of max HP: below it, a fight is lost in a blow or two and costs gold for nothing.
 * It rests (regeneration, hp-regen.ts) or drinks a potion first.
 */
export const SET_OUT_HP_PERCENT = 25;

export function hpToSetOut(maxHp: number): number {
  return Math.max(1, Math.ceil((maxHp * SET_OUT_HP_PERCENT) / 100));
}

export type SetOutCheck =
  { ok: true } | { ok: false; hp: number; maxHp: number; readyInSeconds: number; message: string };

/**
 * Whether the hero may set out with `hp` of `maxHp` now; if not, when regeneration from
 * the stored HP makes it ready, and the player's message.
 */
export function checkSetOut(
  hero: { hp: number; maxHp: number; storedHp: number; storedAt: Date },
  now: Date,
): SetOutCheck {
  const { hp, maxHp } = hero;
  const needed = hpToSetOut(maxHp);
  if (hp >= needed) return { ok: true };
  const readyInSeconds = Math.max(
    1,
    secondsUntilHp(hero.storedHp, maxHp, hero.storedAt, now, needed),
  );
  return {
    ok: false,
    hp,
    maxHp,
    readyInSeconds,
    message: `Your hero is resting (${hp}/${maxHp} HP). Ready in ${readyIn(readyInSeconds)}, or drink a potion to set out now.`,
  };
}

function readyIn(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  return `${Math.ceil(seconds / 60)} min`;
}
