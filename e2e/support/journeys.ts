import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

export const PASSWORD = 'hunter-password-1';

/** Registers, logs in and takes the Warrior path; ends on Home with the hero loaded. */
export async function newWarrior(page: Page, username: string) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /register/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/assign-job');
  await page.getByRole('radio', { name: /Warrior/ }).check();
  await page.getByRole('button', { name: /take this path/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByText('Warrior', { exact: true }).count()).toBeGreaterThan(0);
}

/** Full-page screenshots from the top, so the sticky header sits where it belongs. */
export async function capture(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

export const onPath = (page: Page, path: string) => new URL(page.url()).pathname === path;
