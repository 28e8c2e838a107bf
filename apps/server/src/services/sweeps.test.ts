import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/test-app';
import { createHero } from '../test/fixtures';
import { queryRows } from '../db/database';
import { loginThrottle, sessions } from '../db/schema';
import { runSweeps } from './sweeps';

const { app, database, env, clock } = await createTestApp();
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
  it('keeps refused idempotent answers 5 minutes and the rest 24 hours', async () => {
    const hero = await createHero(app);
    const refused = await keyed(hero.token, 'refused-1', '/api/forge/claim', {});
    expect(refused.statusCode).toBe(409);
    const bought = await keyed(hero.token, 'bought-1', '/api/shop/purchase', {
      itemId: 'potion-minor',
      type: 'gold',
      qty: 1,
    });
    expect(bought.statusCode).toBe(200);
    const keys = async () =>
      (
        await queryRows<{ key: string }>(
          db,
          sql`SELECT key FROM idempotency_keys WHERE user_id = ${hero.userId} ORDER BY key`,
        )
      ).map((r) => r.key);
    const age = (interval: string) =>
      queryRows(
        db,
        sql`UPDATE idempotency_keys SET created_at = now() - ${interval}::interval
             WHERE user_id = ${hero.userId}`,
      );

    await age('4 minutes');
    await runSweeps(db, env, clock.now, silent);
    expect(await keys()).toEqual(['bought-1', 'refused-1']);
    // Within its 5 minutes a refusal is still replayed, not run again.
    const replay = await keyed(hero.token, 'refused-1', '/api/forge/claim', {});
    expect(replay.headers['idempotent-replayed']).toBe('true');

    await age('6 minutes');
    await runSweeps(db, env, clock.now, silent);
    expect(await keys()).toEqual(['bought-1']);

    await age('25 hours');
    await runSweeps(db, env, clock.now, silent);
    expect(await keys()).toEqual([]);
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
