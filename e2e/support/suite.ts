import { afterEach, describe } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  browserForSuite,
  newPage,
  pageProblems,
  screenshot,
  uniqueName,
} from './browser';
import { newWarrior } from './journeys';

export type Device = 'desktop' | 'phone';
export type Viewport = { width: number; height: number };

/** A browser context and its page: one player's device. */
export interface Tab {
  context: BrowserContext;
  page: Page;
}

/**
 * The lifecycle of one spec file: its browser (launched before its tests, closed after) and
 * the pages its tests open, on `baseUrl` (default: the PostgreSQL-backed server). Pages are
 * closed after each test, so a failing test does not leave its players logged in.
 * Call at the top of the file; the functions it returns work inside tests.
 */
export function suitePages(baseUrl?: () => string) {
  const browser = browserForSuite();
  const opened: BrowserContext[] = [];
  afterEach(async ({ task }) => {
    const contexts = opened.splice(0);
    if (task.result?.state === 'fail') {
      await reportPages(`${task.name} try ${(task.result.retryCount ?? 0) + 1}`, contexts);
    }
    await Promise.all(contexts.map((context) => context.close()));
  });

  /** A fresh device at `viewport`: its own cookies and storage. */
  async function open(viewport: Viewport = DESKTOP): Promise<Tab> {
    const tab = await newPage(browser(), viewport, baseUrl?.());
    opened.push(tab.context);
    return tab;
  }

  /** A fresh device with a new Warrior (named from `prefix`) logged in, on Home. */
  async function openAsWarrior(
    viewport: Viewport,
    prefix: string,
  ): Promise<Tab & { username: string }> {
    const tab = await open(viewport);
    const username = uniqueName(prefix);
    await newWarrior(tab.page, username);
    return { ...tab, username };
  }

  return { open, openAsWarrior };
}

const WIDTHS: [Device, Viewport][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

/** Declares `body`'s tests once a width: 'gacha on %s' is 'gacha on desktop', then on phone. */
export function atBothWidths(title: string, body: (device: Device, viewport: Viewport) => void) {
  describe.each(WIDTHS)(title, body);
}

/**
 * What each page of a failed test showed, for a CI log that outlives its machine: the
 * address, the alerts and live messages, the page's own errors, and a screenshot in
 * artifacts/ for a local run.
 */
async function reportPages(testName: string, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const name = `failed-${testName.replace(/[^\w-]+/g, '-')}-${index}`.slice(0, 120);
    const said = await page
      .locator('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]')
      .allInnerTexts()
      .catch(() => []);
    console.error(
      `[${name}] at ${page.url()}\n  said: ${JSON.stringify(said.filter(Boolean))}\n  problems: ${JSON.stringify(pageProblems(page))}`,
    );
    await screenshot(page, name).catch(() => undefined);
  }
}
