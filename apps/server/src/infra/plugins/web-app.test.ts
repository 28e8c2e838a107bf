import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/** A stand-in for apps/web/dist: the files a build writes, the installable app's among them. */
const dist = mkdtempSync(join(tmpdir(), 'demonbane-web-dist-'));
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Demonbane</title><div id="root"></div>',
  'sw.js': 'define(["./workbox-1a2b3c4d"],function(s){s.precacheAndRoute([])});',
  'workbox-1a2b3c4d.js': 'define(["exports"],function(t){});',
  'manifest.webmanifest': '{"name":"Demonbane","start_url":"/","display":"standalone"}',
  'offline.html': '<!doctype html><title>Offline · Demonbane</title>',
  'icons/icon-192.png': '\x89PNG\r\n\x1a\n',
  'assets/index-AbC123xy.js': 'console.log("entry");',
  'pages/register.html':
    '<!doctype html><title>Demonbane</title><link rel="modulepreload" href="/assets/register-Zz9.js"><div id="root"><form>register</form></div>',
  'pages/index.html':
    '<!doctype html><title>Demonbane</title><div id="root"><form>log in</form></div>',
};
for (const [path, content] of Object.entries(FILES)) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { app } = await createTestApp({ WEB_DIST: dist }, { serveWeb: true });
const get = (url: string) => app.inject({ method: 'GET', url });

describe('the installable app, as the server sends it', () => {
  it('serves the service worker from the root, so its scope is the whole site, revalidated on every check', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(FILES['sw.js']);
    // A worker at /sw.js may control '/' without Service-Worker-Allowed; none is sent.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('revalidates the Workbox runtime the worker imports beside it', async () => {
    const res = await get('/workbox-1a2b3c4d.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest as application/manifest+json, revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Demonbane', display: 'standalone' });
  });

  it('serves the offline page and the icons as themselves, revalidated', async () => {
    const offline = await get('/offline.html');
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toBe(FILES['offline.html']);
    expect(offline.headers['cache-control']).toBe('no-cache');
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets cached for a year', async () => {
    const res = await get('/assets/index-AbC123xy.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends a CSP that lets pages register the site's own worker and read its own manifest", async () => {
    for (const url of ['/', '/hunt', '/sw.js']) {
      const csp = (await get(url)).headers['content-security-policy'];
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
    }
  });

  it('still answers a client route with index.html, revalidated', async () => {
    const res = await get('/hunt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(FILES['index.html']);
  });

  it('answers a page the build wrote its own copy for with that copy, query or not', async () => {
    for (const url of ['/register', '/register?from=login']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(res.body).toBe(FILES['pages/register.html']);
    }
    expect((await get('/')).body).toBe(FILES['pages/index.html']);
    expect((await get('/register/more')).body).toBe(FILES['index.html']);
    expect((await get('/login')).body).toBe(FILES['index.html']);
  });

  it('sends the plain shell, not a pre-rendered logged-out page, with a session cookie', async () => {
    for (const url of ['/', '/register']) {
      const res = await app.inject({ method: 'GET', url, cookies: { token: 'anything' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(FILES['index.html']);
    }
  });
});

describe('the API beside the web app', () => {
  it('answers as before: JSON, never stored', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404, never the app shell', async () => {
    const res = await get('/api/no-such-route');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('<!doctype html>');
  });
});
