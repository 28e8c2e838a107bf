import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/eb-garamond/latin-400.css';
import '@fontsource/eb-garamond/latin-400-italic.css';
import '@fontsource/eb-garamond/latin-600.css';
import './styles/global.css';
import './styles/compositions.css';
import { App } from './app/app';
import { keyFreshHistoryEntry } from './app/history-entry-key';
import { preloadFirstScreen, routes } from './app/routes-config';
import { whenIdle } from './lib/when-idle';
import { selectIsLoggedIn } from './stores/session-selectors';
import { createPersistedStore } from './stores/store';

// The installable app's service worker and update prompt: fetched once the page has loaded
// and then been idle, so the worker's precache does not share the first screen's network.
addEventListener('load', () => whenIdle(() => void import('./features/service-worker/register')));

// React's and the router's modules are evaluated in this task: the app's own start runs
// in the next ones, so a slow phone does not see them as one long task. (A top-level
// await would do the same, but splits the entry into many chunks.)
setTimeout(start);

function start() {
  const { store } = createPersistedStore();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  keyFreshHistoryEntry();
  const router = createBrowserRouter(routes);
  const loggedIn = selectIsLoggedIn(store.getState());
  const firstScreen = preloadFirstScreen(router.state.matches, loggedIn);
  const app = <App store={store} router={router} />;
  // ADR 0014: a logged-out page arrives pre-rendered. Take it over only where this first
  // render will match it: no stored session and no notice carried in the history entry (a
  // reload after registering keeps one). Otherwise start from an empty root. Either way
  // the first pass runs as a transition, which React splits into short tasks.
  const matchesPage =
    container.firstElementChild !== null && !loggedIn && router.state.location.state == null;
  if (matchesPage) {
    // After the next paint: the page shows before React's first pass over it, not after.
    requestAnimationFrame(() =>
      setTimeout(() =>
        startTransition(() => {
          hydrateRoot(container, app);
        }),
      ),
    );
  } else {
    // Once the first screen's code is in (the logged-in home: the chrome and the home), so
    // the first paint is the page rather than a spinner painted before it; in a task of its
    // own too: the store and the router were this one.
    void firstScreen.then(() =>
      setTimeout(() => {
        container.replaceChildren();
        const root = createRoot(container);
        startTransition(() => root.render(app));
      }),
    );
  }
}
