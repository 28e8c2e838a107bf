import { expect } from 'vitest';
import type { Page } from 'playwright-core';
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
