/** A hero with a job, logged in inside the Chromium that Lighthouse drives. */
import puppeteer from 'puppeteer-core';

export interface Hero {
  username: string;
  password: string;
}

async function call(baseUrl: string, path: string, body: object, token?: string) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(data)}`);
  return data ?? {};
}

/** Registers a new account through the API and gives it a job, so home shows the hero. */
export async function makeHero(baseUrl: string): Promise<Hero> {
  const hero = { username: `lh_${Date.now().toString(36)}`, password: 'lighthouse-pass-1' };
  await call(baseUrl, '/register', hero);
  const login = await call(baseUrl, '/login', hero);
  const token = String(login.token);
  const userId = String((login.user as { userId: string }).userId);
  await call(baseUrl, '/assign-job', { userId, job_id: 'warrior' }, token);
  return hero;
}

/** Logs in through the real form, leaving the cookie and stored session (not the cache). */
export async function logInInBrowser(port: number, baseUrl: string, hero: Hero): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[name="username"]', hero.username);
    await page.type('input[name="password"]', hero.password);
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => document.title.startsWith('Home'), { timeout: 30_000 });
    await page.close();
  } finally {
    // Only the connection: the browser stays up for Lighthouse.
    await browser.disconnect();
  }
}

/**
 * Lighthouse keeps storage (the session) for the logged-in page, and with it the HTTP
 * cache and the service worker, whose precache (installed by an earlier load, if it
 * finished in time) would answer the code. Drops those, not the session, so each run
 * measures the page loading its code, like a first visit.
 */
export async function forgetCode(port: number, baseUrl: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
