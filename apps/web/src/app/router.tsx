import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routerFlushSync } from '@/lib/router-flush-sync';
import { routes } from './routes-config';

export function AppRouter() {
  // Created on first render, after the session has rehydrated.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} flushSync={routerFlushSync} />;
}
