/**
 * The streak's rule (packages/game quests.ts STREAK_BONUS and STREAK_CAP, which the
 * test holds these to): importing that module would bring the map table into Home.
 */
export const STREAK_PERCENT_PER_DAY = 10;
export const STREAK_MAX_DAYS = 10;

/** The share a streak of `days` adds to every reward, in whole percent (capped). */
export function streakBonusPercent(days: number): number {
  return STREAK_PERCENT_PER_DAY * Math.min(STREAK_MAX_DAYS, Math.max(0, Math.floor(days)));
}

/**
 * e.g. "3-day streak: +30% rewards"; before any, how to start one. A streak that
 * today's three have just grown raises tomorrow's rewards, not today's (paid already).
 */
export function streakText(days: number, doneToday: boolean): string {
  if (days <= 0) return 'No streak yet: claim all three to start one';
  const bonus = `+${streakBonusPercent(days)}%`;
  const text = doneToday
    ? `${days}-day streak: ${bonus} on tomorrow’s rewards`
    : `${days}-day streak: ${bonus} rewards`;
  return days >= STREAK_MAX_DAYS ? `${text} (the most a streak gives)` : text;
}
