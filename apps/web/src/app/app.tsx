import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { routerFlushSync } from '@/lib/router-flush-sync';
import type { AppStore } from '@/stores/store';

/** The browser's router or, for pre-rendering, a memory router: the same routes either way. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole game: the store, then the router. The browser and the pre-renderer both render it. */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </Provider>
    </StrictMode>
  );
}
