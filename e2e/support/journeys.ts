import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const PASSWORD = 'hunter-password-1';

/**
 * Sends the register form; on success the app logs the new player in and shows
 * /assign-job (or, should that login fail, the login form with the name filled in).
 */
export async function register(page: Page, username: string, password = PASSWORD) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /register/i }).click();
}

/** Sends the login form shown at /; the caller waits for whichever outcome it expects. */
export async function logIn(page: Page, username: string, password = PASSWORD) {
  // The address can change before the login screen has replaced the page on its way out
  // (its code loads in a transition): typing then would fill the wrong form.
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Registers a new player, which logs them in; ends on /assign-job, where a hero has no
 * path yet, once its choices have loaded.
 */
export async function registerAndLogIn(page: Page, username: string) {
  await register(page, username);
  await page.waitForURL('**/assign-job');
  await page.getByRole('radio', { name: /Warrior/ }).waitFor({ state: 'attached' });
}

/** Registers, logs in and takes the Warrior path; ends on Home with the hero loaded. */
export async function newWarrior(page: Page, username: string) {
  await registerAndLogIn(page, username);
  await page.getByRole('radio', { name: /Warrior/ }).check();
  await page.getByRole('button', { name: /take this path/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByText('Warrior', { exact: true }).count()).toBeGreaterThan(0);
}

/** Opens a footer or header link, as a player would. */
export async function openFromMenu(page: Page, name: string, path: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Opens a link of the footer's Realm menu, where the footer link itself is under test. */
export async function openFromFooter(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Realm' }).getByRole('link', { name }).click();
  await page.waitForURL((url) => url.pathname === path);
}

export const onPath = (page: Page, path: string) => new URL(page.url()).pathname === path;
