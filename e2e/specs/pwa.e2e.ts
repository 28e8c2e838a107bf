import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { DESKTOP, PHONE, capture, launchWithProfile, pageProblems } from '../support/browser';
import { freePort } from '@demonbane/test-support/free-port';
import { start } from '../support/global-setup';
import { registerAndLogIn } from '../support/journeys';
import { atBothWidths, suitePages } from '../support/suite';

/** The installable app: manifest, service worker, offline page, update prompt. */
const { open } = suitePages();

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The login form: what `/` shows a visitor once the app has started. */
async function loginFormShown(page: Page) {
  await expect.poll(() => page.getByRole('button', { name: 'Log In' }).count()).toBe(1);
}

/**
 * Waits for the page's service worker to be installed (its precache filled) and in
 * control of the page; returns the registration's scope and script.
 */
async function serviceWorkerInControl(page: Page) {
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  return registration;
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  it('registers /sw.js for the whole site and links a manifest Chrome finds installable', async () => {
    const baseUrl = inject('baseUrl');
    const profile = mkdtempSync(join(tmpdir(), 'demonbane-pwa-profile-'));
    const context = await launchWithProfile(profile, baseUrl);
    onTestFinished(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await loginFormShown(page);

    const registration = await serviceWorkerInControl(page);
    expect(registration).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Demonbane',
      short_name: 'Demonbane',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }

    // Chrome's own checks, the ones behind its install prompt (Lighthouse ≥ 12 has no
    // installability audit left): a manifest it can parse, its icons, a start_url in scope.
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  it('never answers, nor keeps, anything under /api', async () => {
    const { context, page } = await open();
    await page.goto('/');
    await loginFormShown(page);
    await serviceWorkerInControl(page);

    const api: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) api.push(response);
    });
    // A page load goes through the worker (to the network, the offline page behind it):
    // proof that this browser tells what the worker answered.
    const load = await page.goto('/register');
    expect(load?.fromServiceWorker()).toBe(true);
    await registerAndLogIn(page, `pwa_${Date.now().toString(36)}`);

    expect(api.length).toBeGreaterThan(2);
    expect(api.filter((response) => response.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

    // Offline, an API call fails as it would without a worker: no stale answer from a cache.
    await context.setOffline(true);
    const offline = await page.evaluate(() =>
      fetch('/api/health').then(
        (res) => `answered ${res.status}`,
        () => 'failed',
      ),
    );
    expect(offline).toBe('failed');
  });
});

atBothWidths('offline on %s', (device, viewport) => {
  it('after a first visit, a page load without a network shows the offline page', async () => {
    const { context, page } = await open(viewport);
    await page.goto('/');
    await loginFormShown(page);
    await serviceWorkerInControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).count()).toBe(1);
    expect(await page.title()).toBe('Offline · Demonbane');
    // The mark comes from the worker's precache too.
    expect(
      await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(describeViolations('/offline.html', await axeViolations(page))).toEqual([]);
    await capture(page, `offline-${device}`);

    // Any address of the game: the offline page, at that address.
    await page.goto('/hunt');
    await expect.poll(() => page.getByRole('heading', { name: 'You are offline' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/hunt');

    // Back online, "Try again" opens the page that was asked for (a visitor: the login form).
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await loginFormShown(page);
  });
});

describe('a new version', () => {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url));
  let dist = '';
  let dataDir = '';
  let server: ReturnType<typeof start> | undefined;

  // A server of its own, on a copy of the build: the deploy below changes its sw.js.
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'demonbane-pwa-dist-'));
    dataDir = mkdtempSync(join(tmpdir(), 'demonbane-pwa-data-'));
    cpSync(join(ROOT, 'apps/web/dist'), dist, { recursive: true });
    server = start(await freePort(), {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      METRICS_PORT: '0',
    });
    await server.ready;
  });
  afterAll(async () => {
    await server?.stop();
    for (const dir of [dist, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is announced by a banner whose Reload starts it', async () => {
    const { page } = await open(DESKTOP);
    await page.goto(`${server!.url}/`);
    await loginFormShown(page);
    await serviceWorkerInControl(page);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    expect(await prompt.count()).toBe(0);

    // The deploy: a different sw.js. A long-open tab checks hourly; the test asks now.
    appendFileSync(join(dist, 'sw.js'), '\n// the next release\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await expect.poll(() => prompt.count(), { timeout: 15_000 }).toBe(1);
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null,
      ),
    ).toBe(true);
    expect(describeViolations('update prompt', await axeViolations(page))).toEqual([]);
    await capture(page, 'update-prompt-desktop');
    await page.setViewportSize(PHONE);
    await capture(page, 'update-prompt-phone');
    await page.setViewportSize(DESKTOP);

    // Reload: the waiting worker takes over and the page loads again, under it.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await loginFormShown(page);
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    const after = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    expect(await prompt.count()).toBe(0);
    expect(pageProblems(page)).toEqual([]);
  });
});
