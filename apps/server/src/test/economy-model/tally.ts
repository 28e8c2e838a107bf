/** Counts as a plain object sorted by key, without zeros, so `toEqual` prints a readable diff. */
export function tally(entries: Iterable<readonly [string, number]>): Record<string, number> {
  const out = new Map<string, number>();
  for (const [k, n] of entries) out.set(k, (out.get(k) ?? 0) + n);
  return Object.fromEntries(
    [...out].filter(([, n]) => n !== 0).sort(([a], [b]) => a.localeCompare(b)),
  );
}
