import { DAY_MS } from './calendar';

/**
 * Hunt seasons: the tower's race starts over every `days` days. Seasons are numbered
 * from an epoch, so every server computes the same season from the clock alone; the
 * database only records which ended seasons have been paid. A hero's personal best
 * (the floors open to them) is never reset. See docs/game-rules.md (Hunt seasons).
 */

/** Season 1 starts here: a Monday, 00:00 UTC. */
export const SEASON_EPOCH = Date.UTC(2026, 0, 5);
/** The default length of a season, in days (the server's `HUNT_SEASON_DAYS`). */
export const SEASON_DAYS = 7;

export interface Season {
  number: number;
  startsAt: Date;
  endsAt: Date;
}

/** The season of season number `number`, for seasons of `days` days. */
export function seasonByNumber(number: number, days = SEASON_DAYS): Season {
  const start = SEASON_EPOCH + (number - 1) * days * DAY_MS;
  return { number, startsAt: new Date(start), endsAt: new Date(start + days * DAY_MS) };
}

/** The season running at `now` (season 1 before the epoch too: the first one runs until its end). */
export function seasonAt(now: Date, days = SEASON_DAYS): Season {
  const number = Math.max(1, Math.floor((now.getTime() - SEASON_EPOCH) / (days * DAY_MS)) + 1);
  return seasonByNumber(number, days);
}

/** What a place in a season's final standings pays, once, when the season ends. */
export const SEASON_REWARDS: readonly { upToRank: number; gold: number; souls: number }[] = [
  { upToRank: 1, gold: 20_000, souls: 50 },
  { upToRank: 3, gold: 10_000, souls: 30 },
  { upToRank: 10, gold: 5_000, souls: 15 },
  { upToRank: 100, gold: 1_000, souls: 5 },
];

/** The reward of a rank (1 is first), or null past the last paid rank. */
export function seasonReward(rank: number): { gold: number; souls: number } | null {
  const tier = SEASON_REWARDS.find((t) => rank <= t.upToRank);
  return tier ? { gold: tier.gold, souls: tier.souls } : null;
}

/**
 * What a season's climb must show to be paid: a best floor won this season of at least
 * `floor`, and at least `wins` tower fights won this season. One floor-1 win on a fresh
 * account meets neither; a week of play does (floor 10 is reached in the first hours,
 * and a climb from floor 1 to 10 alone is ten wins). Heroes short of it are listed after
 * every hero who meets it, and are paid nothing.
 */
export const SEASON_MINIMUM = { floor: 10, wins: 20 } as const;

/** Whether a season's climb (its best floor and tower wins this season) can be paid. */
export function seasonQualifies(floor: number, wins: number): boolean {
  return floor >= SEASON_MINIMUM.floor && wins >= SEASON_MINIMUM.wins;
}
