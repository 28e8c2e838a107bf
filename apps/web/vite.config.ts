import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import Icons from 'unplugin-icons/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The game server; override (e.g. API_PROXY_TARGET=http://127.0.0.1:3100) to point dev at another one.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at their best
 * levels: the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request, or not at all.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'demonbane:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const writes = Object.values(bundle)
        .filter((file) => COMPRESSIBLE.test(file.fileName))
        .map(async (file) => {
          const raw = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const path = join(outDir, file.fileName);
          const [brotli, gzipped] = await Promise.all([
            br(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(raw, { level: 9 }),
          ]);
          // Tiny files can grow; the server falls back to the plain file when one is missing.
          if (brotli.length < raw.length) await writeFile(`${path}.br`, brotli);
          if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
        });
      await Promise.all(writes);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), Icons({ compiler: 'jsx', jsx: 'react' }), precompress()],
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
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|redux|redux-persist|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The logged-in screens share many small game pieces: one chunk for them keeps
            // every lazy route's preload list, which the entry chunk carries, short.
            {
              name: 'game-ui',
              test: /src[\\/]components[\\/](game[\\/]|ui[\\/](card|currency-amount|empty-state|page-heading|purse|quantity-field|section-tabs|stat-bar|stat-block)\.)/,
              includeDependenciesRecursively: false,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
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
