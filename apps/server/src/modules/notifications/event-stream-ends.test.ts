import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openEventStream, type OpenStream } from '@demonbane/test-support/event-stream-client';
import { createTestApp } from '../../test/test-app';
import { createHero, DEFAULT_PASSWORD, logIn } from '../../test/fixtures';
import { endsWithin } from '../../test/event-streams';
import { claimsOf, signHs256 } from '../../test/security/session-tokens';
import { queryRows, type Database } from '../../db/database';
import { sessions } from '../../db/schema';

const onPostgres = process.env.TEST_DB === 'postgres';
// A database of its own: cutting its LISTEN connections touches no other file's app.
const main = await createTestApp({}, { ownDatabase: true });
const { app, database } = main;
// A second instance on the same database, as behind a load balancer.
const { app: other } = await createTestApp({}, { sameDatabaseAs: main });
// Re-checks every open stream's session each second.
const { app: checking, database: checkingDatabase } = await createTestApp({
  EVENTS_SESSION_CHECK_SECONDS: '1',
});
const urls = new Map<FastifyInstance, string>();
const streams: OpenStream[] = [];

const open = async (server: FastifyInstance, token: string) => {
  const s = await openEventStream(urls.get(server)!, token);
  expect(s.status).toBe(200);
  streams.push(s);
  return s;
};
const post = (server: FastifyInstance, token: string, url: string, body = {}) =>
  server.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

/** Ends a session the way another process might, without its announcement (as if lost). */
async function endSilently(db: Database, sessionId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
  });
}

beforeAll(async () => {
  for (const server of [app, other, checking]) {
    urls.set(server, await server.listen({ port: 0, host: '127.0.0.1' }));
  }
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  for (const s of streams) s.close();
});

describe('an event stream ends', () => {
  it('when its token expires', async () => {
    const p = await createHero(app);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = signHs256({ ...claimsOf(p.token), exp });
    const s = await open(app, token);
    expect(await endsWithin(s, 500)).toBe(false);
    expect(await endsWithin(s, 3000)).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
  });

  describe('on this server at once, without waiting for the session announcement', () => {
    // The announcement could close them too: it is not heard here, so only the route can.
    const unheard = () => vi.spyOn(app.eventHub.sessions, 'message').mockImplementation(() => {});
    /** A hero with two sessions (`p.token` and `second`), the announcement unheard. */
    const loggedInTwiceUnheard = async () => {
      unheard();
      const p = await createHero(app);
      const { token: second } = await logIn(app, p.username);
      return { p, second };
    };

    it('logout: that session’s stream only', async () => {
      const { p, second } = await loggedInTwiceUnheard();
      const [mine, theirs] = [await open(app, p.token), await open(app, second)];
      expect((await post(app, p.token, '/api/logout')).statusCode).toBe(200);
      expect(await endsWithin(mine, 1000)).toBe(true);
      expect(await endsWithin(theirs, 300)).toBe(false);
    });

    it('logout everywhere: every stream of the player', async () => {
      const { p, second } = await loggedInTwiceUnheard();
      const bystander = await createHero(app);
      const opened = [await open(app, p.token), await open(app, second), await open(app, second)];
      const theirs = await open(app, bystander.token);
      expect((await p.post('/api/logout-all')).statusCode).toBe(200);
      for (const s of opened) expect(await endsWithin(s, 1000)).toBe(true);
      expect(await endsWithin(theirs, 300)).toBe(false);
    });

    it('a password change: every other session’s stream, not its own', async () => {
      const { p, second } = await loggedInTwiceUnheard();
      const [own, elsewhere] = [await open(app, p.token), await open(app, second)];
      const changed = await p.post('/api/account/password', {
        current_password: DEFAULT_PASSWORD,
        new_password: 'a brand new passphrase',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await endsWithin(elsewhere, 1000)).toBe(true);
      expect(await endsWithin(own, 300)).toBe(false);
    });

    it('account deletion: every stream of the player', async () => {
      const { p, second } = await loggedInTwiceUnheard();
      const opened = [await open(app, p.token), await open(app, second)];
      const deleted = await p.post('/api/account/delete', { password: DEFAULT_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const s of opened) expect(await endsWithin(s, 1000)).toBe(true);
    });
  });

  it('when its session ended elsewhere while the session channel was down, once it is back', async () => {
    const p = await createHero(app);
    const s = await open(app, p.token);
    if (onPostgres) {
      const down = vi.spyOn(app.eventHub.sessions, 'down');
      // As the attacker did: the LISTEN connection is cut, and the player logs out
      // everywhere on another server before it is back.
      await queryRows(
        database.db,
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE query = 'LISTEN session_ended' AND datname = current_database()
               AND pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(down).toHaveBeenCalled(), { timeout: 2000 });
      expect((await post(other, p.token, '/api/logout-all')).statusCode).toBe(200);
      expect((await p.post('/api/user')).statusCode).toBe(401);
    } else {
      // PGlite's channel never drops: the same story, the announcement lost by hand.
      const unheard = vi.spyOn(app.eventHub.sessions, 'message').mockImplementation(() => {});
      app.eventHub.sessions.down();
      expect((await post(other, p.token, '/api/logout-all')).statusCode).toBe(200);
      expect(await endsWithin(s, 300)).toBe(false);
      unheard.mockRestore();
      app.eventHub.sessions.up();
    }
    expect(await endsWithin(s, 5000)).toBe(true);
  });

  it('when the periodic re-check finds its session gone (its end never announced)', async () => {
    const p = await createHero(checking);
    const { token: second } = await logIn(checking, p.username);
    const [gone, kept] = [await open(checking, p.token), await open(checking, second)];
    await endSilently(checkingDatabase.db, claimsOf(p.token).sid);
    expect(await endsWithin(gone, 3000)).toBe(true);
    expect(await endsWithin(kept, 300)).toBe(false);
  });
});
