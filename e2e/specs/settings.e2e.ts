import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, capture, pageProblems } from '../support/browser';
import { PASSWORD, logIn, onPath, openFromMenu, registerAndLogIn } from '../support/journeys';
import { captureFitting } from '../support/layout';
import { suitePages } from '../support/suite';

const NEW_PASSWORD = 'hunter-password-2';

const { open, openAsWarrior } = suitePages();

/**
 * A refused password (400) and an ended session (401) are answers these journeys ask for;
 * Chromium logs each as a failed resource. Anything else is a bug.
 */
const unexpectedProblems = (page: Page) =>
  pageProblems(page).filter((p) => !/status of 40[01]\b/.test(p));

const loginFormShown = (page: Page) => page.getByRole('button', { name: 'Log In' }).count();

/** What page script can read: both web storages and the cookies not marked httpOnly. */
function scriptVisibleState(page: Page) {
  return page.evaluate(() => ({
    localStorage: Object.fromEntries(Object.entries(localStorage)),
    sessionStorage: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'token');
}

/** A logged-in second device for an existing player: a separate browser context. */
async function secondDevice(username: string, viewport = DESKTOP) {
  const device = await open(viewport);
  await device.page.goto('/');
  await logIn(device.page, username);
  await expect.poll(() => device.page.getByText(username, { exact: true }).count()).toBe(1);
  return device;
}

describe('sessions that can be ended', () => {
  it('keeps the token out of page script: httpOnly cookie only, nothing in storage', async () => {
    const { context, page } = await openAsWarrior(DESKTOP, 'st');

    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    const visible = await scriptVisibleState(page);
    const dump = JSON.stringify(visible);
    expect(dump).not.toContain(cookie!.value);
    expect(dump).not.toContain(cookie!.value.split('.')[1]);
    expect(dump).not.toMatch(/token/i);
    expect(dump).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // nothing JWT-shaped

    // The session is still there: the user id and when the token runs out.
    const root = JSON.parse(visible.localStorage['persist:root'] ?? '{}') as { session?: string };
    const session = JSON.parse(root.session ?? '{}') as Record<string, unknown>;
    expect(typeof session.userId).toBe('string');
    expect(session.expires_at).toBeGreaterThan(Date.now());

    await page.reload();
    await expect.poll(() => page.getByText('Warrior', { exact: true }).count()).toBeGreaterThan(0);
    expect(JSON.stringify(await scriptVisibleState(page))).not.toMatch(/token/i);
    expect(pageProblems(page)).toEqual([]);
  });

  it('changes the password: this session stays, the old password stops working', async () => {
    const { page, username } = await openAsWarrior(DESKTOP, 'pw');
    const other = await secondDevice(username);

    await openFromMenu(page, 'Settings', '/settings');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Settings' }).count())
      .toBe(1);
    await capture(page, 'settings-desktop');

    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('do not match');

    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toContain('Your password has been changed.');

    // This session stays logged in; the other device's is ended.
    await openFromMenu(page, 'HOME', '/');
    await expect.poll(() => page.getByText(username, { exact: true }).count()).toBe(1);
    // Its ended session ends its event stream: it is sent to the login form by itself.
    await expect.poll(() => loginFormShown(other.page)).toBe(1);
    await other.context.close();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => loginFormShown(page)).toBe(1);
    await logIn(page, username, PASSWORD);
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(onPath(page, '/')).toBe(true);
    expect(await loginFormShown(page)).toBe(1);

    await logIn(page, username, NEW_PASSWORD);
    await expect.poll(() => page.getByText(username, { exact: true }).count()).toBe(1);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it('logs out everywhere: the other device is sent to the login form without a click', async () => {
    const first = await openAsWarrior(DESKTOP, 'lo');
    const { username } = first;
    const second = await secondDevice(username);

    await openFromMenu(first.page, 'Settings', '/settings');
    const part = first.page.getByRole('region', { name: 'Log out everywhere' });
    await part.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect.poll(() => loginFormShown(first.page)).toBe(1);
    expect(onPath(first.page, '/')).toBe(true);
    await expect
      .poll(() => first.page.getByRole('status').textContent())
      .toContain('You have logged out everywhere.');
    expect(await sessionCookie(first.context)).toBeUndefined();

    // The second device, left alone, is sent to the login form too: the server ends its
    // event stream, which asks at once (before the browser's 3 s reconnect) and is refused.
    await expect.poll(() => loginFormShown(second.page), { timeout: 2500 }).toBe(1);
    expect(onPath(second.page, '/')).toBe(true);
    const stored = await scriptVisibleState(second.page);
    expect(stored.localStorage['persist:root'] ?? '').not.toContain(username);

    // Logging in again works as ever.
    await logIn(second.page, username);
    await expect.poll(() => second.page.getByText(username, { exact: true }).count()).toBe(1);

    expect(unexpectedProblems(first.page)).toEqual([]);
    expect(unexpectedProblems(second.page)).toEqual([]);
  });

  it('deletes the account after the typed confirmation; the name is free again', async () => {
    const { page, username } = await openAsWarrior(DESKTOP, 'dl');

    await openFromMenu(page, 'Settings', '/settings');
    const form = page.getByRole('region', { name: 'Delete account' });
    const button = form.getByRole('button', { name: 'Delete my account' });
    await form.getByLabel('Password').fill(PASSWORD);
    expect(await button.isDisabled()).toBe(true);
    await form.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await button.isDisabled()).toBe(true);
    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    expect(await button.isEnabled()).toBe(true);

    // A wrong password is refused and nothing happens.
    await form.getByLabel('Password').fill(`${PASSWORD}x`);
    await button.click();
    await expect.poll(() => form.getByRole('alert').count()).toBe(1);
    expect(onPath(page, '/settings')).toBe(true);

    await form.getByLabel('Password').fill(PASSWORD);
    await button.click();
    await expect.poll(() => loginFormShown(page)).toBe(1);
    expect(onPath(page, '/')).toBe(true);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Your account has been deleted.');

    await logIn(page, username);
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await loginFormShown(page)).toBe(1);

    await registerAndLogIn(page, username);
    expect(unexpectedProblems(page)).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page } = await openAsWarrior(PHONE, 'sm');
    await openFromMenu(page, 'Settings', '/settings');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Settings' }).count())
      .toBe(1);
    await captureFitting(page, 'settings-mobile');
    expect(pageProblems(page)).toEqual([]);
  });
});
