import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium; never a downloaded browser. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, headless: true, args: ARGS });
}

/**
 * A browser on a profile kept in `userDataDir`, as a player's is: contexts of
 * launchBrowser() are incognito ones, where Chrome never offers to install an app.
 */
export function launchWithProfile(userDataDir: string, baseUrl: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE,
    headless: true,
    args: ARGS,
    viewport: DESKTOP,
    baseURL: baseUrl,
  });
}

/**
 * One browser for the calling spec file: launched before its tests, closed after.
 * Call at the top of the file; the getter is valid inside tests and hooks.
 */
export function browserForSuite(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll; use it inside tests.');
    return browser;
  };
}

/** A page on the PostgreSQL-backed server, or on `baseUrl` (e.g. inject('pgliteBaseUrl')). */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  baseUrl = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  // A page error or console error is a bug: collect them so the test can assert none happened.
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  (page as Page & { problems: string[] }).problems = problems;
  return { context, page };
}

export function pageProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Full-page screenshots from the top, so the sticky header sits where it belongs. */
export async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Only what the viewport shows, as it is scrolled: where a sticky bar really sits. */
export async function captureViewport(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}

export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
}
