import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import Icons from 'unplugin-icons/vite';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { loggedInShellChunk } from './build-plugins/logged-in-chunk';
import { precompress } from './build-plugins/precompress';
import { routePages } from './build-plugins/route-pages';

// The game server; override (e.g. API_PROXY_TARGET=http://127.0.0.1:3100) to point dev at another one.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The installable app: the web manifest with its icons (public/icons, made by
 * scripts/render-icons.ts) and a Workbox service worker, /sw.js. It precaches the build's
 * code, styles, fonts and icons and /offline.html; it never touches /api. A page load
 * (navigation) always goes to the server, so a tab opened after a deploy runs the new
 * version; only when that fails does the worker answer /offline.html. A new worker waits
 * until the player accepts the update prompt (features/service-worker). ADR 0011.
 */
function installableApp(): PluginOption {
  const INK = '#120d0d';
  return VitePWA({
    registerType: 'prompt',
    // The icons are in globPatterns already.
    includeManifestIcons: false,
    // Registered by features/service-worker after the page has loaded, not by a script in index.html.
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Demonbane',
      short_name: 'Demonbane',
      description:
        'A dark-fantasy role-playing game in your browser: raise a hunter, explore cursed maps, hunt demons floor by floor, forge and trade.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: INK,
      theme_color: INK,
      categories: ['games'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The documents (index.html) are not precached: the server's is always the current one.
      // Fonts in woff2 only: every supported browser reads it, the .woff copies are never used.
      globPatterns: [
        'assets/**/*.{js,css,svg,woff2}',
        '*.{svg,png}',
        'icons/*.png',
        'offline.html',
      ],
      navigateFallback: null,
      // The first install takes over the open tab, so "Reload" on a later update reaches it.
      clientsClaim: true,
      runtimeCaching: [
        {
          // A page load (not /api/docs, the API's own page): the network, or the offline page.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    },
  });
}

const srcFile = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The small game pieces every logged-in screen shares (the game-ui chunk). */
const GAME_UI =
  /src[\\/](components[\\/](game[\\/]|ui[\\/](card|currency-amount|empty-state|heading-figures|live-message|page-heading|purse|quantity-field|ranking-table|section-tabs|select-field|stat-bar|stat-block)\.)|hooks[\\/](use-key-shortcuts|use-now|use-round-playback|use-seconds-until)\.|lib[\\/](duration-text|shortcut-key)\.)/;
/** The logged-in chrome: its layouts and nav links. */
const CHROME = /src[\\/]app[\\/](layouts[\\/]|nav-links\.)/;

/**
 * The icons chunk: the icons the chrome or the shared game pieces draw, which every
 * logged-in screen loads anyway. Any other icon stays with the screens that draw it,
 * so a first load does not download all of them.
 */
function sharedIcon(
  id: string,
  ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null },
) {
  if (!/~icons[\\/]/.test(id)) return null;
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => CHROME.test(importer) || GAME_UI.test(importer))
    ? 'icons'
    : null;
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    Icons({ compiler: 'jsx', jsx: 'react' }),
    precompress(),
    routePages(),
    installableApp(),
  ],
  css: {
    // Built class names are short hashes: every CSS module's class map is JavaScript the
    // page downloads (the login route's budget is 120 KB). Dev and tests keep readable names.
    modules: command === 'build' ? { generateScopedName: '_[hash:base64:6]' } : {},
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    // The API lives on the game server; same-origin in dev keeps the httpOnly cookie working.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: bench/src/bundle-size.ts reads what each page loads from it.
    manifest: true,
    // Every browser the game supports preloads modules natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    // The shell's CSS icons stay separate files: inlined, they would grow the
    // render-blocking stylesheet (or the JS) instead of loading after first paint.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        // Vendor code changes far less often than the game: separate chunks stay cached.
        // React, the router and the store are one chunk: every page needs all of them, and
        // one gzip stream is smaller than three. zod waits for the first screen that needs it.
        codeSplitting: {
          groups: [
            // The chrome's and the home's own code (and the libraries only they use).
            {
              name: loggedInShellChunk(
                srcFile('main.tsx'),
                [srcFile('app/layouts/game-layout.tsx'), srcFile('app/routes/home.tsx')],
                'shell',
              ),
              // What they share with the logged-out pages stays in those pages' chunks.
              includeDependenciesRecursively: false,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The logged-in screens share many small game pieces: one chunk for them keeps
            // every lazy route's preload list, which the entry chunk carries, short. The
            // clocks (use-now, countdowns) and fight playback join it for the same reason.
            {
              name: 'game-ui',
              test: GAME_UI,
              includeDependenciesRecursively: false,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The shared icons: one chunk, instead of a file each that every screen's
            // preload list appends a link for.
            { name: sharedIcon, test: /~icons[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    unstubGlobals: true,
  },
}));
