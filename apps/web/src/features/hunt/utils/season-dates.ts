/** Seasons start and end at 00:00 UTC: their dates read the same everywhere. */
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A season's days, e.g. '5 Jan – 11 Jan': its end is the next one's first instant, so the day before. */
export function seasonDays(startsAt: string, endsAt: string): string {
  const lastDay = Date.parse(endsAt) - 1;
  return `${dayMonth.format(Date.parse(startsAt))} – ${dayMonth.format(lastDay)}`;
}
