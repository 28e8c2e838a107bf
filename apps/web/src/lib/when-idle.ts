/**
 * Runs `task` once the page has nothing more urgent to do: after the first screen's own
 * work, so what can wait (the notifications stream, the service worker) does not share
 * a slow phone's first seconds with it. Where requestIdleCallback is missing (Safari, the
 * tests' DOM), after a short timeout. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // The cap: a page that is never idle still gets it.
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
