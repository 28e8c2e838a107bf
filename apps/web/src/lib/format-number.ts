let intl: Intl.NumberFormat | undefined;

/**
 * Whole numbers with thousands separators: gold, soul, stats (rewards never show decimals,
 * spec §9). Written out rather than with Intl.NumberFormat, whose first use costs tens of
 * milliseconds of start-up on a slow phone, in the task that loads every screen; the
 * result is the same (halves round away from zero, -0 keeps its sign). Numbers beyond
 * exact integers still go through Intl.
 */
export function formatNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) {
    intl ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    return intl.format(value);
  }
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
