/**
 * HP comes back slowly over time, computed from the stored HP and the time it
 * was stored (no timers): 5% of max HP per minute, so a hero at 0 is whole again
 * after 20 minutes. Potions are the fast way.
 */
export const REGEN_PERCENT_PER_MINUTE = 5;

export function regeneratedHp(storedHp: number, maxHp: number, since: Date, now: Date): number {
  const minutes = Math.max(0, (now.getTime() - since.getTime()) / 60_000);
  const gained = Math.floor((maxHp * REGEN_PERCENT_PER_MINUTE * minutes) / 100);
  return Math.min(maxHp, storedHp + gained);
}

/** Gold lost on a defeat (burned, not given to anyone): 10%, rounded down. */
export const DEFEAT_GOLD_LOSS_PERCENT = 10;

export function defeatGoldLoss(gold: number): number {
  return Math.floor((gold * DEFEAT_GOLD_LOSS_PERCENT) / 100);
}
