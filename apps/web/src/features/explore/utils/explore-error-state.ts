/**
 * Router state for /explore after the map could not be shown (spec §8: 'Error fetching
 * map position.', then back to /explore). /explore shows the text and stays put
 * instead of sending the player straight back to a map that failed to load.
 */
export interface ExploreErrorState {
  exploreError: string;
}

export function exploreErrorState(text: string): ExploreErrorState {
  return { exploreError: text };
}

/** Router state is `unknown` (it survives reloads in history), so read it defensively. */
export function readExploreError(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'exploreError' in state) {
    const { exploreError } = state as { exploreError: unknown };
    return typeof exploreError === 'string' && exploreError !== '' ? exploreError : null;
  }
  return null;
}
