import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountBans, listings, operatorActions, sessions } from '../db/schema';
import { createHero, DEFAULT_PASSWORD, listKnife, type TestPlayer } from '../test/fixtures';
import { auditOf as auditOfAccount, doneAudit, runOperation } from '../test/operator-context';
import { refusedWithin } from '../test/refused-within';
import { utcMinute } from '../infra/sessions/ban-service';
import { createTestApp } from '../test/test-app';
import { banOperation, unbanOperation } from './admin-ban';
import { pieceCopies } from '../test/piece-copies';

const testApp = await createTestApp();
const { app, database, clock } = testApp;
const db = database.db;
// Failed logins are counted per address on the shared database: this file's own address.
const ADDRESS = `10.78.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (username: string, password = DEFAULT_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ADDRESS,
  });
const ban = (args: string[]) => runOperation(testApp, banOperation, args, 'alice-ops');
const unban = (args: string[]) => runOperation(testApp, unbanOperation, args, 'alice-ops');

const knives = (p: TestPlayer) => pieceCopies(db, p.userId);
const auditOf = (userId: string) => auditOfAccount(db, userId);

describe('ban', () => {
  it('ends every session, withdraws the listings, records the ban, and login answers 403 with the reason and end', async () => {
    const cheater = await createHero(app, { gearInPack: true });
    await listKnife(cheater, 600);
    expect(await knives(cheater)).toBe(0);
    const second = await login(cheater.username);
    expect(second.statusCode).toBe(200);

    const result = await ban([cheater.username, '--reason', 'duplicated gold', '--days', '7']);
    expect(result).toEqual({
      ok: true,
      text:
        `Banned ${cheater.username} until 2026-11-28 12:00 UTC: ended 2 sessions, ` +
        'withdrew 1 bazaar listing (the pieces are back in the inventory).',
      data: {
        userId: cheater.userId,
        username: cheater.username,
        endsAt: '2026-11-28T12:00:00.000Z',
        sessionsEnded: 2,
        listingsWithdrawn: 1,
      },
    });

    // Both old tokens are refused (on PostgreSQL once the trigger's NOTIFY arrives).
    for (const token of [cheater.token, second.json().token as string]) {
      expect(await refusedWithin(app, token, 1000)).toBeLessThan(1000);
    }
    const [listing] = await db.select().from(listings).where(eq(listings.sellerId, cheater.userId));
    expect(listing?.status).toBe('cancelled');
    expect(await knives(cheater)).toBe(1);

    const refused = await login(cheater.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This account is banned until 2026-11-28 12:00 UTC. Reason: duplicated gold',
    });
    // A wrong password says nothing of the ban.
    const guess = await login(cheater.username, 'not the password');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ message: 'Invalid username or password.' });

    const [audit] = await auditOf(cheater.userId);
    const args = [cheater.username, '--reason', 'duplicated gold', '--days', '7'];
    expect(audit).toMatchObject({
      ...doneAudit('alice-ops', 'ban', cheater.username, args, result),
      at: clock.now,
    });
  });

  it('leaves no session to a login racing the ban: it is refused, or its session ended', async () => {
    for (let round = 0; round < 12; round++) {
      const player = await createHero(app);
      // The ban lands at different moments of the logins' password checks.
      const banLater = async () => {
        await new Promise((resolve) => setTimeout(resolve, round * 12));
        return ban([player.username, '--reason', 'race']);
      };
      const [logins, banned] = await Promise.all([
        Promise.all([1, 2, 3].map(() => login(player.username))),
        banLater(),
      ]);
      expect(banned.ok).toBe(true);
      for (const res of logins) {
        expect([200, 403], res.body).toContain(res.statusCode);
      }
      expect(
        await db.select().from(sessions).where(eq(sessions.userId, player.userId)),
        `round ${round}: sessions left after the ban`,
      ).toEqual([]);
    }
  });

  it('ends when its days are over: login works again', async () => {
    const player = await createHero(app);
    expect((await ban([player.username, '--reason', 'spam', '--days', '1'])).ok).toBe(true);
    clock.advance(86_400 - 60);
    expect((await login(player.username)).statusCode).toBe(403);
    clock.advance(61);
    expect((await login(player.username)).statusCode).toBe(200);
  });

  it('without --days is permanent, until unban', async () => {
    const player = await createHero(app);
    expect(await ban([player.username.toUpperCase(), '--reason', 'botting'])).toMatchObject({
      ok: true,
      text: `Banned ${player.username} permanently: ended 1 session, withdrew 0 bazaar listings (the pieces are back in the inventory).`,
    });
    clock.advance(3650 * 86_400);
    const refused = await login(player.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is banned permanently. Reason: botting');

    expect(await unban([player.username])).toEqual({
      ok: true,
      text: `Unbanned ${player.username} (was banned permanently, reason: botting); the account can log in again.`,
      data: { userId: player.userId, username: player.username },
    });
    expect((await login(player.username)).statusCode).toBe(200);
    expect(
      await db.select().from(accountBans).where(eq(accountBans.userId, player.userId)),
    ).toEqual([]);
    expect((await auditOf(player.userId)).map((a) => [a.command, a.outcome])).toEqual([
      ['unban', 'done'],
      ['ban', 'done'],
    ]);
  });

  it('refuses to ban twice while the first ban lasts, and bans again once it has ended', async () => {
    const player = await createHero(app);
    expect((await ban([player.username, '--reason', 'first', '--days', '2'])).ok).toBe(true);
    const end = utcMinute(new Date(clock.now.getTime() + 2 * 86_400_000));
    const again = await ban([player.username, '--reason', 'second']);
    expect(again).toEqual({
      ok: false,
      message: `${player.username} is already banned until ${end} (reason: first). Unban first to change it.`,
    });
    const [row] = await db.select().from(accountBans).where(eq(accountBans.userId, player.userId));
    expect(row?.reason).toBe('first');
    expect((await auditOf(player.userId))[0]).toMatchObject({ command: 'ban', outcome: 'refused' });

    clock.advance(2 * 86_400);
    expect((await ban([player.username, '--reason', 'second'])).ok).toBe(true);
    expect((await login(player.username)).json().message).toBe(
      'This account is banned permanently. Reason: second',
    );
  });

  it('unban of an account that is not banned is a refusal, audited', async () => {
    const player = await createHero(app);
    expect(await unban([player.username])).toEqual({
      ok: false,
      message: `${player.username} is not banned.`,
    });
    expect((await auditOf(player.userId))[0]).toMatchObject({
      command: 'unban',
      outcome: 'refused',
      operator: 'alice-ops',
    });
  });

  it('an unknown user is a refusal that changes nothing but the audit', async () => {
    expect(await ban(['nobody_here_xyz', '--reason', 'x'])).toEqual({
      ok: false,
      message: 'There is no account named "nobody_here_xyz".',
    });
    expect(await unban(['nobody_here_xyz'])).toEqual({
      ok: false,
      message: 'There is no account named "nobody_here_xyz".',
    });
    const rows = await db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, 'nobody_here_xyz'))
      .orderBy(operatorActions.id);
    expect(rows.map((r) => [r.command, r.outcome, r.userId])).toEqual([
      ['ban', 'refused', null],
      ['unban', 'refused', null],
    ]);
  });

  it.each([
    [[], 'Missing username.'],
    [['someone'], '--reason is required.'],
    [['someone', '--reason', '   '], '--reason is required.'],
    [['someone', '--reason', 'x', '--days', '0'], '--days must be a whole number from 1 to 3650.'],
    [
      ['someone', '--reason', 'x', '--days', '2.5'],
      '--days must be a whole number from 1 to 3650.',
    ],
    [['someone', 'extra', '--reason', 'x'], 'Unexpected argument "extra".'],
  ])('%j is a usage error', async (args, problem) => {
    const player = await createHero(app);
    const named = args.map((a) => (a === 'someone' ? player.username : a));
    const result = await ban(named);
    expect(result).toMatchObject({
      ok: false,
      message: `${problem}\nUsage: npm run admin -- ban <username> --reason TEXT [--days N]`,
    });
    expect((await login(player.username)).statusCode).toBe(200);
  });

  it('an unknown option is a usage error', async () => {
    const result = await ban(['someone', '--reason', 'x', '--forever']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Unknown option '--forever'/);
  });
});
