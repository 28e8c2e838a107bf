import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createHero } from '../../test/fixtures';
import { userAs } from '../../test/refused-within';

/** The limits on, at small numbers so a test can reach them (the shared test app turns them off). */
const PER_PLAYER = 30;
const PER_ADDRESS = 60;
const { app } = await createTestApp({
  GAME_RATE_LIMIT_PER_MINUTE: String(PER_PLAYER),
  ADDRESS_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
});

let nextAddress = 0;
const freshIp = () => `10.99.${(++nextAddress >> 8) & 255}.${nextAddress & 255}`;

describe('the per-player limit', () => {
  it('answers 429 with Retry-After past the limit, on any route, and only for that player', async () => {
    const flooder = await createHero(app);
    const other = await createHero(app);
    // Different addresses, so only the player limit can be what refuses.
    const call = (url: string, token: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
        remoteAddress: freshIp(),
      });
    // createHero used two calls of the player's minute (login is public; assign-job is not).
    const statuses: number[] = [];
    for (let i = 0; i < PER_PLAYER + 3; i++) {
      statuses.push((await call('/api/forge/claim', flooder.token)).statusCode);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(statuses.filter((s) => s !== 429).every((s) => s === 409)).toBe(true);
    expect(refused).toBeGreaterThanOrEqual(3);

    const limited = await call('/api/shop', flooder.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);

    expect((await call('/api/shop', other.token)).statusCode).toBe(200);
  });

  it('does nothing on a refused call: a limited purchase buys nothing', async () => {
    const hero = await createHero(app);
    for (let i = 0; i < PER_PLAYER; i++) await hero.post('/api/user');
    const before = (
      await app.inject({
        method: 'POST',
        url: '/api/inventory/consumables',
        headers: { authorization: `Bearer ${hero.token}` },
        payload: {},
        remoteAddress: freshIp(),
      })
    ).statusCode;
    expect(before).toBe(429);
    const purchase = await hero.post('/api/shop/purchase', {
      itemId: 'potion-minor',
      type: 'gold',
      qty: 1,
    });
    expect(purchase.statusCode).toBe(429);
  });
});

describe('the per-address limit', () => {
  it('covers public reads too, and leaves health checks alone', async () => {
    const ip = freshIp();
    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip });
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await get('/api/gacha/audit')).statusCode).toBe(200);
    const limited = await get('/api/gacha/audit');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/bazaar')).statusCode).toBe(429);
    expect((await get('/api/health')).statusCode).toBe(200);
    // Another address is not affected.
    expect(
      (await app.inject({ method: 'GET', url: '/api/gacha/audit', remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const prefix = '2001:db8:99:1';
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/gacha/boxs',
        remoteAddress: `${prefix}:${i.toString(16)}::${(i + 1).toString(16)}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/gacha/boxs',
      remoteAddress: `${prefix}::beef`,
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('a limit of 0', () => {
  it('turns the limit off', async () => {
    const { app: unlimited } = await createTestApp({
      GAME_RATE_LIMIT_PER_MINUTE: '0',
      ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
    });
    const hero = await createHero(unlimited);
    for (let i = 0; i < 150; i++) {
      const res = await userAs(unlimited, hero.token);
      expect(res.statusCode).toBe(200);
    }
  });
});
