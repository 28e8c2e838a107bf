import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/eb-garamond/latin-400.css';
import '@fontsource/eb-garamond/latin-400-italic.css';
import '@fontsource/eb-garamond/latin-600.css';
import './styles/global.css';
import './styles/compositions.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { preloadPublicScreen } from './app/routes-config';
import { createPersistedStore } from './stores/store';

preloadPublicScreen(window.location.pathname);
const { store, persistor } = createPersistedStore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} persistor={persistor}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The installable app's service worker and update prompt: fetched once the page has loaded.
addEventListener('load', () => import('./features/service-worker/register'));
