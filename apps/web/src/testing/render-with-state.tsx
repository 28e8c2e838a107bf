import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routerFlushSync } from '@/lib/router-flush-sync';
import { initialExploreState, type ExploreSliceState } from '@/stores/explore-slice';
import type { SessionState } from '@/stores/session-slice';
import { createAppStore } from '@/stores/store';
import { loggedInSession } from './render-app';

export interface StatefulEntry {
  pathname: string;
  search?: string;
  /** Router state, as navigate(to, { state }) passes it. */
  state?: unknown;
}

/**
 * Like renderRoutes, for screens that need more than a session: a preloaded explore
 * state and an entry carrying router state (the battle result).
 */
export function renderRoutesWithState(
  routes: RouteObject[],
  {
    entry,
    session = loggedInSession(),
    explore = initialExploreState,
  }: { entry: StatefulEntry; session?: SessionState; explore?: ExploreSliceState },
) {
  const store = createAppStore({ session, explore });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Provider>,
  );
  return { ...view, store, router };
}
