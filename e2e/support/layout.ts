import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { capture } from './browser';

/** True when nothing spills past the viewport's width: no screen may scroll sideways. */
export async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Asserts the screen fits its width, then captures it: the artifact shows what was checked. */
export async function captureFitting(page: Page, name: string): Promise<void> {
  expect(await noHorizontalScroll(page)).toBe(true);
  await capture(page, name);
}

/**
 * The visible buttons and links inside `scope` smaller than a fingertip (under 44 px
 * tall or wide), each as "name (w×h)": none is what a phone screen should show.
 */
export async function smallTouchTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, a[href]')).flatMap((el) => {
      const { width, height } = el.getBoundingClientRect();
      if (width === 0 || height === 0 || (width >= 44 && height >= 44)) return [];
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      return [`${name} (${Math.round(width)}×${Math.round(height)})`];
    }),
  );
}
