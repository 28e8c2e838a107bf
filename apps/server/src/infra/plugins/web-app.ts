import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from './auth';

/**
 * Serves the built web app at `/`. Client routes (/hunt, /shop, …) fall back to
 * index.html; hashed assets are cached for a year, index.html never. The web build
 * writes .br and .gz copies of its text files; they are sent to browsers that
 * accept them (issue 9.3: the login page's JS is ~120 KB compressed, ~370 KB not).
 *
 * The installable app's files sit at the root with everything else that is revalidated:
 * /sw.js, at the root so its scope is the whole site, and its Workbox
 * runtime, /manifest.webmanifest (application/manifest+json), /offline.html and the
 * icons. A cached sw.js would hide a deploy from every installed copy of the game.
 */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Otherwise send's own `public, max-age=0` replaces the Cache-Control set below.
    cacheControl: false,
    setHeaders(res, path) {
      // The same URL answers br, gzip or plain by Accept-Encoding, and a page also by
      // whether a session cookie came with it: caches must know.
      res.setHeader('Vary', path.endsWith('.html') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      res.setHeader(
        'Cache-Control',
        path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const pages = routePages(root);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage) return reply.code(404).send({ message: 'Not found.' });
    const path = request.url.split('?', 1)[0]!;
    // A pre-rendered page is the logged-out view: a visitor with a session gets the
    // plain shell, so a logged-in hero never sees a login form flash before the game.
    const page = request.cookies?.[SESSION_COOKIE] ? undefined : pages.get(path);
    return reply.header('Cache-Control', 'no-cache').sendFile(page ?? 'index.html');
  });
});

/**
 * '/register' → 'pages/register.html' ('/' → 'pages/index.html'), for every logged-out
 * page the build wrote (apps/web/build-plugins/route-pages.ts).
 */
function routePages(root: string): Map<string, string> {
  const dir = join(root, 'pages');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `pages/${file}`];
      }),
  );
}
