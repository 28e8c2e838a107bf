const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole numbers with thousands separators: gold, soul, stats (rewards never show decimals, spec §9). */
export function formatNumber(value: number): string {
  return grouped.format(value);
}
