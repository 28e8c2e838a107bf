/**
 * The arena: asynchronous PvP. A hero challenges another hero's snapshot, the fight is
 * played at once (battle/duel.ts), and both ratings move by Elo. Rules as data.
 */
export const ARENA = {
  /** Every hero's rating before its first duel. */
  startRating: 1000,
  /** Elo K-factor: the most one duel can move a rating. */
  k: 32,
  /** Elo scale: a side rated this much higher is expected to win 10 duels to 1. */
  scale: 400,
  /** Challenges a hero may make per UTC day (calendar.ts utcDay); being challenged is free. */
  attacksPerDay: 5,
  /** A challenge is refused when the ratings differ by more than this. */
  band: 300,
  /** How many opponents are offered at a time. */
  opponents: 3,
} as const;

/** The attacker's expected score (0–1) against the defender: the standard Elo curve. */
export function expectedScore(attackerRating: number, defenderRating: number): number {
  return 1 / (1 + 10 ** ((defenderRating - attackerRating) / ARENA.scale));
}

/**
 * How both ratings move after a duel. Rounded once and negated for the defender, so
 * the changes always sum to exactly zero: rating is neither made nor lost.
 */
export function eloChange(
  attackerRating: number,
  defenderRating: number,
  attackerWon: boolean,
): { attacker: number; defender: number } {
  const score = attackerWon ? 1 : 0;
  // `|| 0` turns Math.round's -0 into 0, so "no change" reads and compares as 0.
  const attacker =
    Math.round(ARENA.k * (score - expectedScore(attackerRating, defenderRating))) || 0;
  return { attacker, defender: 0 - attacker };
}

/** Whether two ratings are close enough for a challenge. */
export function inBand(a: number, b: number): boolean {
  return Math.abs(a - b) <= ARENA.band;
}

/** Challenges left today after `usedToday`. */
export function attacksLeft(usedToday: number): number {
  return Math.max(0, ARENA.attacksPerDay - usedToday);
}
