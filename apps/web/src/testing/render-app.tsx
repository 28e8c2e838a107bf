import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { routerFlushSync } from '@/lib/router-flush-sync';
import { preloadScreens } from '@/lib/lazy-screen';
import { initialSessionState, type SessionState } from '@/stores/session-slice';
import { createAppStore } from '@/stores/store';

export const TEST_USER_ID = '7d1c2f5e-3b7a-4e57-9a51-0f3b8f0a2c11';

/** When test sessions run out: far enough ahead never to matter. */
export const TEST_EXPIRES_AT = Date.UTC(2100, 0, 1);

/** A logged-in session (user id + token expiry) with any extra fields. */
export function loggedInSession(fields: Partial<SessionState> = {}): SessionState {
  return { ...initialSessionState, userId: TEST_USER_ID, expires_at: TEST_EXPIRES_AT, ...fields };
}

/** vesper, the level 3 Warrior of makeUserView, logged in. */
export const VESPER_SESSION = loggedInSession({
  job_name: 'Warrior',
  level: 3,
  username: 'vesper',
});

/**
 * Renders the given routes at `path` with a plain (unpersisted) store. The routes
 * are passed in so shared code never imports the app layer. The lazy screens' chunks
 * are loaded first, so every screen renders at once instead of behind a fallback.
 */
export async function renderRoutes(
  routes: RouteObject[],
  { path = '/', session = initialSessionState }: { path?: string; session?: SessionState } = {},
) {
  await preloadScreens();
  return renderInMemoryRouter(routes, [path], createAppStore({ session }));
}

/** Renders the routes at the given history entries over the given store. */
export function renderInMemoryRouter(
  routes: RouteObject[],
  initialEntries: InitialEntry[],
  store: ReturnType<typeof createAppStore>,
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Provider>,
  );
  return { ...view, store, router };
}
