/** Adds `n` to a counter map, dropping zeros so two maps compare by their entries. */
export function bump<K>(map: Map<K, number>, key: K, n: number): void {
  const next = (map.get(key) ?? 0) + n;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}
