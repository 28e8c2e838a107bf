import { lazy, useState, type ComponentType } from 'react';

type Preload = () => Promise<unknown>;

/**
 * A route's `handle` for a lazy screen: the app shell starts its chunk as soon as the
 * route matches, alongside the logged-in chrome's, instead of after it.
 */
export interface ScreenHandle {
  preload: Preload;
  /** Shown without a session (/register): worth fetching before the session is read. */
  public?: boolean;
}

/** Every screen made by lazyScreen, so tests (and warm-ups) can load them all up front. */
const preloads = new Set<Preload>();

/**
 * A component whose code is a separate chunk, fetched the first time it renders; until
 * then the nearest <Suspense> shows its fallback. `load` resolves to the component.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  preloads.add(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function LazyScreen(props: P) {
    // Chosen once per mount: an already-loaded screen renders without suspending, and a
    // mounted one never swaps component type (which would remount it and lose its state).
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  return Object.assign(LazyScreen, { preload });
}

/**
 * Loads every lazy screen; afterwards they render at once, with no fallback. A chunk
 * may declare lazy screens of its own (the chrome's bell): those are loaded in turn.
 */
export async function preloadScreens(): Promise<void> {
  const done = new Set<Preload>();
  while (done.size < preloads.size) {
    const pending = [...preloads].filter((preload) => !done.has(preload));
    for (const preload of pending) done.add(preload);
    await Promise.all(pending.map((preload) => preload()));
  }
}
