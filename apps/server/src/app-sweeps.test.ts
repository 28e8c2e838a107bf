import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from './test/test-app';
import { createHero } from './test/fixtures';
import { queryRows } from './db/database';
import { loginThrottle, sessions } from './db/schema';
import { KEYS_KEPT_PER_PLAYER } from '@demonbane/shared/idempotency-retention';
import { forgetOldIdempotencyKeys } from './infra/sweeps/idempotency-sweep';
import { runSweeps } from './app-sweeps';

// A database of its own on PostgreSQL: these sweeps forget other files' keys too.
const { app, database, env, clock } = await createTestApp({}, { ownDatabase: true });
const db = database.db;
const silent = { error: () => {} } as unknown as Parameters<typeof runSweeps>[3];

const keyed = (token: string, key: string, url: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload,
  });

describe('the minute sweep', () => {
  const keysOf = async (userId: string) =>
    (
      await queryRows<{ key: string }>(
        db,
        sql`SELECT key FROM idempotency_keys WHERE user_id = ${userId} ORDER BY key`,
      )
    ).map((r) => r.key);
  const equip = (token: string, key: string) =>
    keyed(token, key, '/api/inventory/equip', { wpn: null, arm: null, acc: null });
  const replayed = (res: { headers: Record<string, unknown> }) =>
    res.headers['idempotent-replayed'] === 'true';

  it('keeps refusals 5 minutes, free actions 10 minutes and economy answers 24 hours', async () => {
    const hero = await createHero(app);
    const refused = await keyed(hero.token, 'refused-1', '/api/forge/claim', {});
    expect(refused.statusCode).toBe(409);
    const drawn = await keyed(hero.token, 'drawn-1', '/api/gacha', { box: 2, amount: 1 });
    expect(drawn.statusCode, drawn.body).toBe(200);
    // A purchase keeps its key on its ledger row, which no sweep forgets.
    const purchase = { itemId: 'potion-minor', type: 'gold', qty: 1 };
    const bought = await keyed(hero.token, 'bought-1', '/api/shop/purchase', purchase);
    expect(bought.statusCode).toBe(200);
    expect((await equip(hero.token, 'equipped-1')).statusCode).toBe(200);
    /** Moves the player's keys into the past, lives and all. */
    const age = (interval: string) =>
      queryRows(
        db,
        sql`UPDATE idempotency_keys
               SET created_at = created_at - ${interval}::interval,
                   expires_at = expires_at - ${interval}::interval
             WHERE user_id = ${hero.userId}`,
      );

    await age('4 minutes');
    await runSweeps(db, env, clock.now, silent);
    expect(await keysOf(hero.userId)).toEqual(['drawn-1', 'equipped-1', 'refused-1']);
    // Within its 5 minutes a refusal is still replayed, not run again.
    expect(replayed(await keyed(hero.token, 'refused-1', '/api/forge/claim', {}))).toBe(true);

    await age('2 minutes');
    await runSweeps(db, env, clock.now, silent);
    expect(await keysOf(hero.userId)).toEqual(['drawn-1', 'equipped-1']);
    expect(replayed(await equip(hero.token, 'equipped-1'))).toBe(true);

    await age('5 minutes');
    await runSweeps(db, env, clock.now, silent);
    expect(await keysOf(hero.userId)).toEqual(['drawn-1']);

    await age('24 hours');
    await runSweeps(db, env, clock.now, silent);
    expect(await keysOf(hero.userId)).toEqual([]);
    expect(replayed(await keyed(hero.token, 'bought-1', '/api/shop/purchase', purchase))).toBe(
      true,
    );
  });

  it(`keeps each player's newest ${KEYS_KEPT_PER_PLAYER} keys, even with two sweeps at once`, async () => {
    const other = await createHero(app);
    for (const key of ['other-1', 'other-2', 'other-3']) await equip(other.token, key);
    const hero = await createHero(app);
    const made = Array.from({ length: KEYS_KEPT_PER_PLAYER + 5 }, (_, i) => `k-${i}`);
    for (const key of made) expect((await equip(hero.token, key)).statusCode).toBe(200);

    // As two servers would: each forgets what the other has not, neither fails.
    const [a, b] = await Promise.all([forgetOldIdempotencyKeys(db), forgetOldIdempotencyKeys(db)]);
    expect(a + b).toBe(5);
    // The newest by when they were made (not by name: 'k-10' sorts before 'k-5').
    expect(await keysOf(hero.userId)).toEqual(made.slice(5).sort());
    expect(await keysOf(other.userId)).toEqual(['other-1', 'other-2', 'other-3']);

    // A retry inside the window replays; a key beyond it acts as a new one.
    expect(replayed(await equip(hero.token, 'k-5'))).toBe(true);
    expect(replayed(await equip(hero.token, made.at(-1)!))).toBe(true);
    const forgotten = await equip(hero.token, 'k-0');
    expect(forgotten.statusCode).toBe(200);
    expect(replayed(forgotten)).toBe(false);
  });

  it('forgets sessions whose token has expired, and only those', async () => {
    const hero = await createHero(app);
    const old = new Date(clock.now.getTime() - 10 * 24 * 3600 * 1000);
    const [expired] = await db
      .insert(sessions)
      .values({ userId: hero.userId, createdAt: old, expiresAt: old })
      .returning({ id: sessions.id });
    await runSweeps(db, env, clock.now, silent);
    const left = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM sessions WHERE user_id = ${hero.userId}`,
    );
    expect(left.map((r) => r.id)).not.toContain(expired!.id);
    expect(left).toHaveLength(1);
    expect((await hero.post('/api/user')).statusCode).toBe(200);
  });

  it('forgets login counters whose window has ended', async () => {
    const window = env.LOGIN_WINDOW_SECONDS * 1000;
    const ended = new Date(clock.now.getTime() - window - 1000);
    const current = new Date(clock.now.getTime() - window + 60_000);
    await db.insert(loginThrottle).values([
      { key: 'ip:sweep-test-ended', failures: 3, windowStartedAt: ended },
      { key: 'ip:sweep-test-current', failures: 3, windowStartedAt: current },
    ]);
    await runSweeps(db, env, clock.now, silent);
    const keys = await queryRows<{ key: string }>(
      db,
      sql`SELECT key FROM login_throttle WHERE key LIKE 'ip:sweep-test-%' ORDER BY key`,
    );
    expect(keys.map((r) => r.key)).toEqual(['ip:sweep-test-current']);
  });
});
