/**
 * Views made from game content alone (a job's skills, a piece's affix texts) are the same
 * for every answer: each is built once per key (`keyOf` of the arguments; the first one
 * by default) and shared. Deep-frozen, so a caller that changes one throws instead of
 * changing it for everyone.
 */
export function contentViewCache<A extends unknown[], V>(
  build: (...args: A) => V,
  keyOf: (...args: A) => unknown = (...args) => args[0],
): (...args: A) => V {
  const built = new Map<unknown, V>();
  return (...args) => {
    const key = keyOf(...args);
    let view = built.get(key);
    if (view === undefined) {
      view = deepFreeze(build(...args));
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
