/**
 * The lookups every content table keyed by id offers: by a known id (a type, so it
 * cannot miss), a guard for an id read from outside, and a find that answers
 * undefined for an unknown one. `byId` holds each entry under its id.
 */
export function keyedLookups<K extends PropertyKey, D>(byId: Record<K, D>) {
  const isId = (id: PropertyKey): id is K => Object.hasOwn(byId, id);
  return {
    byId: (id: K): D => byId[id],
    isId,
    find: (id: PropertyKey): D | undefined => (isId(id) ? byId[id] : undefined),
  };
}
