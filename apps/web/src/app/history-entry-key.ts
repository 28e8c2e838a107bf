/**
 * Gives the page's history entry a key of its own when it has none (an address typed,
 * a link followed from outside, any full page load onto a new entry). The router reads
 * the entry's key from history.state and otherwise calls every such entry "default",
 * so its scroll restoration took one page's saved position for the next page loaded
 * fresh (Home opened scrolled to where a battle had been). A reload keeps the entry's
 * state, and with it the key and its position.
 */
export function keyFreshHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (typeof state === 'object' && state !== null && 'key' in state) return;
  const key = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(36)).join('');
  history.replaceState({ ...(state ?? {}), key }, '');
}
