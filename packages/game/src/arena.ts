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
  /**
   * A challenge is refused when the levels differ by more than this (levels end at 50,
   * so one width serves every level): a main cannot feed on level-1 alts.
   */
  levelBand: 5,
  /** Gold a full win pays: base + perLevel × the challenger's level (through the ledger). */
  winGold: { base: 20, perLevel: 4 },
  /**
   * What the n-th win (index n − 1) over the same defender within `repeatWindowHours`
   * pays, as a share of its rating gain and gold: the second half, the third and later
   * nothing. A loss always costs its full Elo change.
   */
  repeatShares: [1, 0.5, 0],
  repeatWindowHours: 24,
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

/** Whether two levels are close enough for a challenge. */
export function inLevelBand(a: number, b: number): boolean {
  return Math.abs(a - b) <= ARENA.levelBand;
}

/** The levels a hero of `level` may challenge (never below 1). */
export function levelRange(level: number): { min: number; max: number } {
  return { min: Math.max(1, level - ARENA.levelBand), max: level + ARENA.levelBand };
}

/** The share (0–1) a win pays after `earlierWins` wins over the same defender in the window. */
export function repeatShare(earlierWins: number): number {
  const shares = ARENA.repeatShares;
  return shares[Math.min(earlierWins, shares.length - 1)]!;
}

/** The gold a win pays a challenger of `level`, after `earlierWins` over the same defender. */
export function winGold(level: number, earlierWins = 0): number {
  const full = ARENA.winGold.base + ARENA.winGold.perLevel * level;
  return Math.floor(full * repeatShare(earlierWins));
}

/**
 * The rating change of a duel after `earlierWins` wins over the same defender: a win's
 * gain is scaled down (rounded down, still zero-sum), a loss is the plain Elo change.
 */
export function duelChange(
  attackerRating: number,
  defenderRating: number,
  attackerWon: boolean,
  earlierWins: number,
): { attacker: number; defender: number } {
  const plain = eloChange(attackerRating, defenderRating, attackerWon);
  if (!attackerWon) return plain;
  const attacker = Math.floor(plain.attacker * repeatShare(earlierWins));
  return { attacker, defender: 0 - attacker || 0 };
}

/** Challenges left today after `usedToday`. */
export function attacksLeft(usedToday: number): number {
  return Math.max(0, ARENA.attacksPerDay - usedToday);
}
