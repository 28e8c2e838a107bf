/**
 * Game days are UTC days: daily quests and arena attacks reset at 00:00 UTC for
 * every player, wherever they are.
 */
/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, as `YYYY-MM-DD`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The UTC day before `day` (`YYYY-MM-DD`). */
export function previousDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));
}

/** The next 00:00 UTC after `now`: when the day's quests and attacks reset. */
export function nextUtcMidnight(now: Date): Date {
  const start = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return new Date(start + DAY_MS);
}
