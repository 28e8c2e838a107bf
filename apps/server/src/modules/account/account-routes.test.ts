import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import {
  createHero,
  DEFAULT_PASSWORD,
  logIn,
  registerPlayer,
  type TestPlayer,
} from '../../test/fixtures';
import { createRichHero } from '../../test/security/player-state';
import { queryRows } from '../../db/database';
import { banOperation } from '../../ops/admin-ban';
import { runOperation } from '../../test/operator-context';

const testApp = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '5' });
const { app, database } = testApp;
const db = database.db;

const EXPIRED = 'Your session has expired. Please log in again.';

const loginAs = (username: string, password = DEFAULT_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

const tokenFor = async (username: string) => (await logIn(app, username)).token;

const userWith = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });

describe('POST /api/logout-all', () => {
  it('ends every session of the account, the caller’s too, and only that account’s', async () => {
    const hero = await createHero(app);
    const bystander = await createHero(app);
    const second = await tokenFor(hero.username);
    const third = await tokenFor(hero.username);

    const res = await hero.post('/api/logout-all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'You have logged out everywhere.' });
    expect(String(res.headers['set-cookie'])).toMatch(/token=;/);

    for (const token of [hero.token, second, third]) {
      const after = await userWith(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(EXPIRED);
    }
    expect((await bystander.post('/api/user')).statusCode).toBe(200);
    // Logging in again starts a fresh session.
    expect((await userWith(await tokenFor(hero.username))).statusCode).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password and ends every other session; this one goes on', async () => {
    const hero = await createHero(app);
    const elsewhere = await tokenFor(hero.username);
    const res = await hero.post('/api/account/password', {
      current_password: DEFAULT_PASSWORD,
      new_password: 'a much better password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Your password has been changed. 1 other session was logged out.',
    );

    expect((await hero.post('/api/user')).statusCode).toBe(200);
    expect((await userWith(elsewhere)).statusCode).toBe(401);
    expect((await loginAs(hero.username)).statusCode).toBe(401);
    expect((await loginAs(hero.username, 'a much better password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400, changing nothing and ending nothing', async () => {
    const hero = await createHero(app);
    const elsewhere = await tokenFor(hero.username);
    const res = await hero.post('/api/account/password', {
      current_password: 'not my password',
      new_password: 'a much better password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your current password is not right.' });
    expect((await userWith(elsewhere)).statusCode).toBe(200);
    expect((await loginAs(hero.username)).statusCode).toBe(200);
  });

  it('refuses a new password outside the register rules', async () => {
    const hero = await createHero(app);
    const res = await hero.post('/api/account/password', {
      current_password: DEFAULT_PASSWORD,
      new_password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be 8 to 128 characters.');
  });

  it('stops guessing through a borrowed session after 5 wrong passwords, even the right one', async () => {
    const hero = await createHero(app);
    const attempt = (current: string) =>
      hero.post('/api/account/password', {
        current_password: current,
        new_password: 'the thief’s password',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess number ${i}`)).statusCode).toBe(400);
    const locked = await attempt(DEFAULT_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginAs(hero.username)).statusCode).toBe(200);
  });
});

/** Rows that still name the user, per table, over every column that refers to users. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT kcu.table_name, kcu.column_name
          FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage kcu
            ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
          JOIN information_schema.constraint_column_usage ccu
            ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
         WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users'
           AND tc.table_schema = current_schema()`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}
           WHERE ${sql.identifier(column_name)} = ${userId}`,
    );
    if (row!.n > 0) counts[`${table_name}.${column_name}`] = row!.n;
  }
  return counts;
}

describe('POST /api/account/delete', () => {
  it('refuses a wrong password with 400 and changes nothing', async () => {
    const hero = await createHero(app);
    const before = await rowsNaming(hero.userId);
    const res = await hero.post('/api/account/delete', { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your current password is not right.' });
    expect(await rowsNaming(hero.userId)).toEqual(before);
    expect((await hero.post('/api/user')).statusCode).toBe(200);
  });

  it('deletes the hero and its things, frees the name, keeps an anonymous history', async () => {
    const { player: hero, listingId } = await createRichHero(testApp);
    const elsewhere = await tokenFor(hero.username);
    const [purse] = await queryRows<{ gold: number; soul: number }>(
      db,
      sql`SELECT gold, soul FROM heroes WHERE user_id = ${hero.userId}`,
    );

    const res = await hero.post('/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted. Farewell, hunter.' });
    expect(String(res.headers['set-cookie'])).toMatch(/token=;/);

    // The login counters kept the name; they are gone with it.
    const throttle = await queryRows(
      db,
      sql`SELECT key FROM login_throttle WHERE key LIKE ${`%${hero.username.toLowerCase()}%`}`,
    );
    expect(throttle).toEqual([]);

    // Every session is over, and the name logs nobody in (the unknown-name answer).
    for (const token of [hero.token, elsewhere]) {
      expect((await userWith(token)).statusCode).toBe(401);
    }
    const again = await loginAs(hero.username);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid username or password.' });

    // What is left names only the tombstone: ledger, draws and the cancelled listing.
    expect(Object.keys(await rowsNaming(hero.userId)).sort()).toEqual([
      'currency_ledger.user_id',
      'gacha_draws.user_id',
      'listings.seller_id',
    ]);
    const [tombstone] = await queryRows<{ username: string; password_hash: string }>(
      db,
      sql`SELECT username, password_hash FROM users WHERE id = ${hero.userId}`,
    );
    expect(tombstone).toEqual({ username: `deleted:${hero.userId}`, password_hash: '!' });
    const [listing] = await queryRows<{ status: string }>(
      db,
      sql`SELECT status FROM listings WHERE id = ${listingId}`,
    );
    expect(listing!.status).toBe('cancelled');
    const browse = await app.inject({ method: 'GET', url: '/api/bazaar' });
    expect(JSON.stringify(browse.json())).not.toContain(listingId);
    expect(JSON.stringify(browse.json())).not.toContain(hero.username);

    // The purse is written off in the ledger, so the account's entries add up to zero.
    const ledger = await queryRows<{ currency: string; total: number; written_off: number }>(
      db,
      sql`SELECT currency, sum(delta)::int AS total,
                 sum(delta) FILTER (WHERE reason = 'account deleted')::int AS written_off
            FROM currency_ledger WHERE user_id = ${hero.userId} GROUP BY currency ORDER BY currency`,
    );
    expect(ledger).toEqual([
      { currency: 'gold', total: 0, written_off: -purse!.gold },
      { currency: 'soul', total: 0, written_off: -purse!.soul },
    ]);

    // The name is free again.
    const reborn = await registerPlayer(app, { username: hero.username });
    expect(reborn.userId).not.toBe(hero.userId);
  });

  it('takes an ended ban with the account; the operators’ audit of it stays', async () => {
    const hero = await createHero(app);
    const banned = await runOperation(testApp, banOperation, [
      hero.username,
      '--reason',
      'spam',
      '--days',
      '1',
    ]);
    expect(banned.ok).toBe(true);
    testApp.clock.advance(86_400);
    const { token } = await logIn(app, hero.username);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await rowsNaming(hero.userId);
    expect(left['account_bans.user_id']).toBeUndefined();
    expect(left['operator_actions.user_id']).toBe(1);
  });

  it('ends a buyer’s race for the listing cleanly: sold before, or cancelled and refused', async () => {
    for (let round = 0; round < 4; round++) {
      const { player: seller, listingId } = await createRichHero(testApp);
      const buyer: TestPlayer = await createHero(app);
      await queryRows(db, sql`UPDATE heroes SET gold = 5000 WHERE user_id = ${buyer.userId}`);
      const buyerBefore = await purseOf(buyer.userId);
      const knivesBefore = await knivesOf(buyer.userId);
      const [deleted, bought] = await Promise.all([
        seller.post('/api/account/delete', { password: DEFAULT_PASSWORD }),
        buyer.post('/api/bazaar/buy', { listingId }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const buyerAfter = await purseOf(buyer.userId);
      const knivesAfter = await knivesOf(buyer.userId);
      if (bought.statusCode === 200) {
        expect(buyerAfter).toBe(buyerBefore - 600);
        expect(knivesAfter).toBe(knivesBefore + 1);
      } else {
        expect(bought.statusCode, bought.body).toBeGreaterThanOrEqual(400);
        expect(bought.statusCode).toBeLessThan(500);
        expect(buyerAfter).toBe(buyerBefore);
        expect(knivesAfter).toBe(knivesBefore);
      }
      // Whoever won, the seller's ledger still adds up to nothing left.
      const [total] = await queryRows<{ n: number }>(
        db,
        sql`SELECT coalesce(sum(delta), 0)::int AS n FROM currency_ledger
             WHERE user_id = ${seller.userId} AND currency = 'gold'`,
      );
      expect(total!.n).toBe(0);
    }
  });

  it('lets no action of the deleted player leave anything behind, however they race', async () => {
    const { player: hero } = await createRichHero(testApp);
    const actions = await Promise.all([
      hero.post('/api/account/delete', { password: DEFAULT_PASSWORD }),
      hero.post('/api/forge/claim'),
      hero.post('/api/shop/purchase', { itemId: 'potion-minor', type: 'gold', qty: 1 }),
      hero.post('/api/gacha', { box: 2, amount: 1 }),
      hero.post('/api/forge/combine', { item_id: 'cinder-axe', rarity: 'Rare' }),
      hero.post('/api/hunt/initialize'),
    ]);
    for (const res of actions) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(actions[0]!.statusCode).toBe(200);
    const left = await rowsNaming(hero.userId);
    // A refused call's idempotency row is the only other thing allowed (none are sent here).
    expect(Object.keys(left).sort()).toEqual([
      'currency_ledger.user_id',
      'gacha_draws.user_id',
      'listings.seller_id',
    ]);
    for (const currency of ['gold', 'soul']) {
      const [total] = await queryRows<{ n: number }>(
        db,
        sql`SELECT coalesce(sum(delta), 0)::int AS n FROM currency_ledger
             WHERE user_id = ${hero.userId} AND currency = ${currency}`,
      );
      expect(total!.n, currency).toBe(0);
    }
  });
});

async function knivesOf(userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(qty), 0)::int AS n FROM hero_equipment
         WHERE user_id = ${userId} AND item_id = 'hunters-knife' AND rarity = 'Common'`,
  );
  return row!.n;
}

async function purseOf(userId: string): Promise<number> {
  const [row] = await queryRows<{ gold: number }>(
    db,
    sql`SELECT gold FROM heroes WHERE user_id = ${userId}`,
  );
  return row!.gold;
}
