import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorActions } from '../db/schema';
import { createHero, logIn } from '../test/fixtures';
import { runOperation } from '../test/operator-context';
import { createTestApp } from '../test/test-app';
import { banOperation } from './admin-ban';
import { grantOperation } from './admin-grant';
import { playerOperation } from './admin-player';

const testApp = await createTestApp();
const { app, database } = testApp;

const show = (args: string[]) => runOperation(testApp, playerOperation, args);

describe('player', () => {
  it('shows the hero, balances, sessions, ban and newest ledger rows first', async () => {
    const player = await createHero(app);
    await logIn(app, player.username);
    const grant = await runOperation(testApp, grantOperation, [
      player.username,
      'gold',
      '250',
      '--reason',
      'lost loot',
    ]);
    expect(grant.ok).toBe(true);
    const result = await show([player.username.toUpperCase()]);
    if (!result.ok) throw new Error(result.message);
    const lines = result.text.split('\n');
    expect(lines[0]).toBe(`${player.username} (${player.userId}), registered 2026-11-21 12:00 UTC`);
    expect(lines[1]).toMatch(/^Hero: level 1 Warrior, HP (\d+)\/\1$/);
    expect(lines[2]).toBe('Balances: 1750 gold, 30 souls');
    expect(lines[3]).toBe('Sessions: 2');
    expect(lines[4]).toBe('  created 2026-11-21 12:00 UTC, expires 2026-11-28 12:00 UTC');
    expect(lines[6]).toBe('Ban: none');
    expect(lines[7]).toBe('Last 20 ledger rows (newest first):');
    expect(lines[8]).toMatch(/ gold \+250 {2}operator_grant {2}operator tester: lost loot$/);
    expect(lines.slice(9).map((l) => l.split('  ').slice(2, 4).join(' '))).toEqual([
      'soul +30 starting_purse',
      'gold +1500 starting_purse',
    ]);
    expect(result.data).toMatchObject({
      userId: player.userId,
      hero: { job: 'Warrior', level: 1, gold: 1750, soul: 30 },
      ban: null,
    });
    expect((result.data as { sessions: unknown[] }).sessions).toHaveLength(2);
  });

  it('shows a ban with its reason, end and operator, and is not audited', async () => {
    const player = await createHero(app);
    await runOperation(
      testApp,
      banOperation,
      [player.username, '--reason', 'bot', '--days', '3'],
      'carol-ops',
    );
    const result = await show([player.username]);
    expect(result.ok && result.text).toContain(
      'Sessions: 0\nBan: until 2026-11-24 12:00 UTC, reason: bot (by carol-ops, 2026-11-21 12:00 UTC)',
    );
    const audit = await database.db
      .select({ command: operatorActions.command })
      .from(operatorActions)
      .where(eq(operatorActions.userId, player.userId));
    expect(audit).toEqual([{ command: 'ban' }]);
  });

  it('shows at most 20 ledger rows', async () => {
    const player = await createHero(app);
    for (let i = 1; i <= 21; i++) {
      await runOperation(testApp, grantOperation, [
        player.username,
        'soul',
        String(i),
        '--reason',
        'x',
      ]);
    }
    const result = await show([player.username]);
    if (!result.ok) throw new Error(result.message);
    const rows = result.text
      .split('\n')
      .filter((l) => l.includes('operator_grant') || l.includes('starting_purse'));
    expect(rows).toHaveLength(20);
    expect(rows[0]).toContain('soul +21');
    expect(rows[19]).toContain('soul +2 ');
  });

  it('refuses an unknown user, and bad arguments with the usage', async () => {
    expect(await show(['no_such_hero_1'])).toEqual({
      ok: false,
      message: 'There is no account named "no_such_hero_1".',
    });
    expect(await show([])).toEqual({
      ok: false,
      usage: true,
      message: 'Missing username.\nUsage: npm run admin -- player <username>',
    });
  });
});
