import { flushSync } from 'react-dom';

/**
 * ReactDOM.flushSync for RouterProvider's `flushSync` prop (what react-router/dom passes
 * in), so that `navigate(to, { flushSync: true })` renders at once, together with any
 * store change made just before it (useEndSession).
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
