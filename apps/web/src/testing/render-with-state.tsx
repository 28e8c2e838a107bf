import type { RouteObject } from 'react-router';
import { initialExploreState, type ExploreSliceState } from '@/stores/explore-slice';
import type { SessionState } from '@/stores/session-slice';
import { createAppStore } from '@/stores/store';
import { loggedInSession, renderInMemoryRouter } from './render-app';

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
  return renderInMemoryRouter(routes, [entry], createAppStore({ session, explore }));
}
