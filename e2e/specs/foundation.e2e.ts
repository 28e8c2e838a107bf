import { expect, inject, it } from 'vitest';
import { pageProblems, screenshot, uniqueName } from '../support/browser';
import { registerAndLogIn } from '../support/journeys';
import { atBothWidths, suitePages } from '../support/suite';

// On PGlite, the embedded database `npm start` uses by default.
const { open } = suitePages(() => inject('pgliteBaseUrl'));

atBothWidths('the first journey on %s', (device, viewport) => {
  it('register → login → assign job → home → reload → logout → login form', async () => {
    const { page } = await open(viewport);
    const username = uniqueName(device.slice(0, 2));

    await page.goto('/');
    await expect.poll(() => page.getByText(/database is reset often/i).count()).toBeGreaterThan(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'VideoGame' });
    expect(await page.getByLabel('Username').getAttribute('autocomplete')).toBe('off');
    // Logged-out pages arrive with their form in the HTML and are hydrated: any mismatch
    // would show in pageProblems at the end.
    for (const [path, title] of [
      ['/', 'Return to the Hunt'],
      ['/register', 'Join the Hunt'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<div id="root">.*${title}.*name="password"`, 's'));
    }
    await screenshot(page, `login-${device}`);

    await registerAndLogIn(page, username);
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
  });
});
