import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { createHero, logIn } from '../../test/fixtures';
import { claimsOf } from '../../test/security/session-tokens';
import { queryRows } from '../../db/database';
import { sessions } from '../../db/schema';
import { postAs, refusedWithin, userAs } from '../../test/refused-within';

const onPostgres = process.env.TEST_DB === 'postgres';
const { app, database } = await createTestApp();

describe('the session cache', () => {
  it('hears of a session ended behind its back (a DELETE in SQL), on PGlite before the DELETE returns', async () => {
    const hero = await createHero(app);
    // Used twice: the second answer comes from the cache.
    expect((await hero.post('/api/user')).statusCode).toBe(200);
    expect((await hero.post('/api/user')).statusCode).toBe(200);
    const sid = claimsOf(hero.token).sid;
    await database.db.delete(sessions).where(eq(sessions.id, sid));
    if (onPostgres) {
      expect(await refusedWithin(app, hero.token, 1000)).toBeLessThan(1000);
    } else {
      expect((await hero.post('/api/user')).statusCode).toBe(401);
    }
  });

  it.runIf(onPostgres)('lets no server believe a session another server ended', async () => {
    // A second instance of the app on the same database, as behind a load balancer.
    const { app: other } = await createTestApp();
    const hero = await createHero(app);
    const { token: second } = await logIn(app, hero.username);
    for (const server of [app, other]) {
      for (const token of [hero.token, second]) {
        expect((await userAs(server, token)).statusCode).toBe(200);
        expect((await userAs(server, token)).statusCode).toBe(200);
      }
    }
    const out = await postAs(app, hero.token, '/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await userAs(app, hero.token)).statusCode).toBe(401);
    expect(await refusedWithin(other, hero.token, 1000)).toBeLessThan(1000);
    expect((await userAs(other, second)).statusCode).toBe(200);

    const all = await postAs(other, second, '/api/logout-all');
    expect(all.statusCode).toBe(200);
    expect((await userAs(other, second)).statusCode).toBe(401);
    expect(await refusedWithin(app, second, 1000)).toBeLessThan(1000);
  });

  it.runIf(onPostgres)(
    'checks every request against the database while its LISTEN connection is down, and listens again',
    async () => {
      const hero = await createHero(app);
      expect((await hero.post('/api/user')).statusCode).toBe(200);
      const sid = claimsOf(hero.token).sid;
      // Cut every listener (other files' apps reconnect too), then end the session while
      // nobody listens: the announcement is lost, so only the database can tell.
      await queryRows(
        database.db,
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE query = 'LISTEN session_ended' AND pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await database.db.delete(sessions).where(eq(sessions.id, sid));
      expect((await hero.post('/api/user')).statusCode).toBe(401);

      // Back within a couple of seconds: a fresh session is cached and ended again.
      const again = await createHero(app);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await again.post('/api/user')).statusCode).toBe(200);
      const listening = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN session_ended'`,
      );
      expect(listening[0]!.n).toBeGreaterThan(0);
      const out = await again.post('/api/logout-all');
      expect(out.statusCode).toBe(200);
      expect((await again.post('/api/user')).statusCode).toBe(401);
    },
  );
});
