/**
 * A key press the page may take as a shortcut (the map's WASD, the battle's 1–3, A, P):
 * not with a modifier (browser and system shortcuts), not typed into a field, not inside
 * a dialog asking something, and not one a control already handled.
 */
export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (target instanceof HTMLElement) {
    if (target.isContentEditable) return false;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return false;
    if (target.closest('[role="dialog"], [role="alertdialog"], dialog')) return false;
  }
  return true;
}
