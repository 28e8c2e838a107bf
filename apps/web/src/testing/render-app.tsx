import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { preloadScreens } from '@/lib/lazy-screen';
import { initialSessionState, type SessionState } from '@/stores/session-slice';
import { createAppStore } from '@/stores/store';

export const TEST_USER_ID = '7d1c2f5e-3b7a-4e57-9a51-0f3b8f0a2c11';

/** A logged-in session (token + user id) with any extra fields. */
export function loggedInSession(fields: Partial<SessionState> = {}): SessionState {
  return { ...initialSessionState, token: 'a.eyJzdWIiOiJ1In0.c', userId: TEST_USER_ID, ...fields };
}

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
  const store = createAppStore({ session });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
