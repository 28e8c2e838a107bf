/**
 * The server sends the whole battle log each round, trimmed to its latest lines. This
 * appends only the lines that are new, so the list on screen grows at the end and a
 * screen reader announces just those (spec §4: any other reply updates the log).
 *
 * The new log overlaps the end of the old one: the longest overlap is taken.
 */
export function mergeLog(shown: readonly string[], incoming: readonly string[]): string[] {
  if (shown.length === 0) return [...incoming];
  for (let overlap = Math.min(shown.length, incoming.length); overlap > 0; overlap--) {
    if (sameLines(shown, shown.length - overlap, incoming, overlap)) {
      return [...shown, ...incoming.slice(overlap)];
    }
  }
  return [...shown, ...incoming];
}

function sameLines(
  shown: readonly string[],
  from: number,
  incoming: readonly string[],
  count: number,
): boolean {
  for (let i = 0; i < count; i++) {
    if (shown[from + i] !== incoming[i]) return false;
  }
  return true;
}
