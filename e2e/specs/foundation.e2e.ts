import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  browserForSuite,
  newPage,
  pageProblems,
  screenshot,
  uniqueName,
} from '../support/browser';

const PASSWORD = 'hunter-password-1';

const browser = browserForSuite();

async function register(page: Page, username: string) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: /register/i }).click();
}

async function login(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the first journey on %s', (device, viewport) => {
  // On PGlite, the embedded database `npm start` uses by default.
  it('register → login → assign job → home → reload → logout → login form', async () => {
    const { context, page } = await newPage(browser(), viewport, inject('pgliteBaseUrl'));
    const username = uniqueName(device.slice(0, 2));

    await page.goto('/');
    await expect.poll(() => page.getByText(/database is reset often/i).count()).toBeGreaterThan(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'VideoGame' });
    expect(await page.getByLabel('Username').getAttribute('autocomplete')).toBe('off');
    await screenshot(page, `login-${device}`);

    await register(page, username);
    await page.waitForURL((url) => url.pathname === '/');
    await login(page, username);

    await page.waitForURL('**/assign-job');
    await page.getByRole('button', { name: /take this path/i }).click();
    await expect.poll(() => page.getByText('Please select a job.').count()).toBe(1);
    await screenshot(page, `assign-job-${device}`);
    await page.getByRole('radio', { name: /Magician/ }).check();
    await page.getByRole('button', { name: /take this path/i }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Magician', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/9 levels/i).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('link', { name: /weapon/i }).getAttribute('href'))
      .toBe('/equipment');
    await screenshot(page, `home-${device}`);

    await page.reload();
    await expect.poll(() => page.getByText('Magician', { exact: true }).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/$/);

    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log In' }).count()).toBe(1);

    for (const path of ['/', '/hunt', '/assign-job', '/bazaar']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('button', { name: 'Log In' }).count(), { message: path })
        .toBe(1);
    }
    expect(pageProblems(page).filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });
});
