const UNITS = [
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const;

/**
 * XP abbreviated with k, m, b from 1e3, 1e6, 1e9 with two decimals (spec §9).
 * A value that would round up to "1000.00" of a unit moves to the next unit instead.
 */
export function formatXp(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs >= unit.value) {
      const scaled = Number((abs / unit.value).toFixed(2));
      const bigger = UNITS[i - 1];
      if (scaled >= 1000 && bigger)
        return `${sign}${(abs / bigger.value).toFixed(2)}${bigger.suffix}`;
      return `${sign}${scaled.toFixed(2)}${unit.suffix}`;
    }
  }
  const rounded = Math.round(abs);
  if (rounded >= 1000) return `${sign}1.00k`;
  return `${sign}${rounded}`;
}
