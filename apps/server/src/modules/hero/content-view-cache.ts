/**
 * Views made from game content alone (a job's skills, a piece's affix texts) are the same
 * for every answer: each is built once per key and shared. Deep-frozen, so a caller that
 * changes one throws instead of changing it for everyone.
 */
export function contentViewCache<K, V>(build: (key: K) => V): (key: K) => V {
  const built = new Map<K, V>();
  return (key) => {
    let view = built.get(key);
    if (view === undefined) {
      view = deepFreeze(build(key));
      built.set(key, view);
    }
    return view;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
