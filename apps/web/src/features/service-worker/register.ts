import { registerSW } from 'virtual:pwa-register';

/** How often a long-open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The new version has taken over (this tab's Reload or another tab's): run it here too. */
function reloadIntoNewVersion() {
  window.location.reload();
}

/**
 * Registers /sw.js (the installable app: precached code, the offline page). When a
 * new version's worker is installed and waiting, shows the update prompt; its Reload
 * lets that worker take over, and every tab that announced it reloads into it.
 * main.tsx imports this module once the page has loaded: it runs on import, so the
 * page's own code holds nothing but that import (the login page's JS budget is tight).
 */
function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      // The same function twice is one listener: announced twice, the tab reloads once.
      navigator.serviceWorker.addEventListener('controllerchange', reloadIntoNewVersion);
      void import('./show-update-prompt').then(({ showUpdatePrompt }) =>
        showUpdatePrompt(() => void updateServiceWorker()),
      );
    },
    // vite-plugin-pwa would reload only a tab that had a worker when it registered (not one
    // opened on the very first visit); the listener above reloads every tab instead.
    onNeedReload() {},
    onRegisteredSW(_url, registration) {
      // Browsers look for a new worker on page loads; a game tab can stay open for hours.
      if (registration) {
        setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
      }
    },
  });
}

registerServiceWorker();
