/**
 * HP comes back slowly over time, computed from the stored HP and the time it
 * was stored (no timers): 5% of max HP per minute, so a hero at 0 is whole again
 * after 20 minutes. Potions are the fast way. HP does not come back during a
 * fight (the server freezes it while a battle is open), so waiting out a losing
 * fight is no escape.
 */
export const REGEN_PERCENT_PER_MINUTE = 5;

export function regeneratedHp(storedHp: number, maxHp: number, since: Date, now: Date): number {
  const minutes = Math.max(0, (now.getTime() - since.getTime()) / 60_000);
  const gained = Math.floor((maxHp * REGEN_PERCENT_PER_MINUTE * minutes) / 100);
  return Math.min(maxHp, storedHp + gained);
}

/** HP regained per minute at this max HP (whole HP are gained as each one is earned). */
export function regenPerMinute(maxHp: number): number {
  return (maxHp * REGEN_PERCENT_PER_MINUTE) / 100;
}

/** Seconds from `now` until regeneration has brought the stored HP to `target`; 0 if there already. */
export function secondsUntilHp(
  storedHp: number,
  maxHp: number,
  since: Date,
  now: Date,
  target: number,
): number {
  const missing = Math.min(target, maxHp) - Math.min(storedHp, maxHp);
  if (missing <= 0 || maxHp <= 0) return 0;
  const atMs = since.getTime() + (missing / regenPerMinute(maxHp)) * 60_000;
  return Math.max(0, Math.ceil((atMs - now.getTime()) / 1000));
}

/** Seconds from `now` until regeneration has brought the stored HP to full; 0 when full. */
export function secondsToFull(storedHp: number, maxHp: number, since: Date, now: Date): number {
  return secondsUntilHp(storedHp, maxHp, since, now, maxHp);
}
