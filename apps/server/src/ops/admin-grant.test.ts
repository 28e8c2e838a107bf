import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currencyLedger, heroes, operatorActions } from '../db/schema';
import { createHero, type TestPlayer } from '../test/fixtures';
import { auditOf as auditOfAccount, doneAudit, runOperation } from '../test/operator-context';
import { createTestApp } from '../test/test-app';
import { grantOperation } from './admin-grant';

const testApp = await createTestApp();
const { app, database } = testApp;
const db = database.db;

const grant = (args: string[]) => runOperation(testApp, grantOperation, args, 'bob-ops');
const purse = async (p: TestPlayer) => {
  const [hero] = await db
    .select({ gold: heroes.gold, soul: heroes.soul })
    .from(heroes)
    .where(eq(heroes.userId, p.userId));
  return hero;
};
const ledgerOf = (p: TestPlayer) =>
  db
    .select({
      currency: currencyLedger.currency,
      delta: currencyLedger.delta,
      kind: currencyLedger.kind,
      reason: currencyLedger.reason,
    })
    .from(currencyLedger)
    .where(eq(currencyLedger.userId, p.userId))
    .orderBy(desc(currencyLedger.id));
const auditOf = (p: TestPlayer) => auditOfAccount(db, p.userId);

const amountProblem = (text: string) =>
  `The amount is a whole number from -1000000 to 1000000 other than 0, not "${text}".`;

describe('grant', () => {
  it('gives gold through the ledger, as operator_grant, and audits it', async () => {
    const player = await createHero(app);
    const before = await purse(player);
    const result = await grant([player.username, 'gold', '500', '--reason', 'server outage']);
    expect(result).toEqual({
      ok: true,
      text: `Gave ${player.username} 500 gold: ${before!.gold + 500} now.`,
      data: {
        userId: player.userId,
        username: player.username,
        currency: 'gold',
        asked: 500,
        delta: 500,
        balance: before!.gold + 500,
      },
    });
    expect(await purse(player)).toEqual({ gold: before!.gold + 500, soul: before!.soul });
    expect((await ledgerOf(player))[0]).toEqual({
      currency: 'gold',
      delta: 500,
      kind: 'operator_grant',
      reason: 'operator bob-ops: server outage',
    });
    expect((await auditOf(player))[0]).toMatchObject(
      doneAudit(
        'bob-ops',
        'grant',
        player.username,
        [player.username, 'gold', '500', '--reason', 'server outage'],
        result,
      ),
    );
  });

  it('takes souls back with a negative amount', async () => {
    const player = await createHero(app);
    const { soul } = (await purse(player))!;
    expect(soul).toBeGreaterThan(3);
    const result = await grant([player.username, 'soul', '-3', '--reason', 'refund reversed']);
    expect(result).toMatchObject({
      ok: true,
      text: `Took 3 souls from ${player.username}: ${soul - 3} now.`,
    });
    expect((await purse(player))!.soul).toBe(soul - 3);
    expect((await ledgerOf(player))[0]).toMatchObject({ delta: -3, kind: 'operator_grant' });
  });

  it('takes at most down to zero, and says what it really took', async () => {
    const player = await createHero(app);
    const { gold } = (await purse(player))!;
    const result = await grant([player.username, 'gold', '-1000000', '--reason', 'duped gold']);
    expect(result).toMatchObject({
      ok: true,
      text: `Took ${gold} gold from ${player.username} (asked 1000000, all they had): 0 now.`,
      data: { asked: -1_000_000, delta: -gold, balance: 0 },
    });
    expect((await purse(player))!.gold).toBe(0);
    expect((await ledgerOf(player))[0]).toMatchObject({ delta: -gold, kind: 'operator_grant' });

    // Nothing left to take: no ledger row, and the answer says so.
    const rows = (await ledgerOf(player)).length;
    expect(await grant([player.username, 'gold', '-5', '--reason', 'again'])).toMatchObject({
      ok: true,
      text: `Took 0 gold from ${player.username} (asked 5, all they had): 0 now.`,
    });
    expect(await ledgerOf(player)).toHaveLength(rows);
  });

  it.each([
    [['someone', 'gems', '5', '--reason', 'x'], 'The currency is gold or soul, not "gems".'],
    [['someone', 'gold', '0', '--reason', 'x'], amountProblem('0')],
    [['someone', 'gold', '1.5', '--reason', 'x'], amountProblem('1.5')],
    [['someone', 'gold', '1e3', '--reason', 'x'], amountProblem('1e3')],
    [['someone', 'gold', '1000001', '--reason', 'x'], amountProblem('1000001')],
    [['someone', 'gold', '-1000001', '--reason', 'x'], amountProblem('-1000001')],
    [['someone', 'gold', '5'], '--reason is required.'],
    [['someone', 'gold', '--reason', 'x'], 'Missing amount.'],
  ])('%j is a usage error that changes nothing', async (args, problem) => {
    const player = await createHero(app);
    const before = { purse: await purse(player), ledger: await ledgerOf(player) };
    const named = args.map((a) => (a === 'someone' ? player.username : a));
    expect(await grant(named)).toEqual({
      ok: false,
      usage: true,
      message: `${problem}\nUsage: npm run admin -- grant <username> gold|soul <amount> --reason TEXT`,
    });
    expect({ purse: await purse(player), ledger: await ledgerOf(player) }).toEqual(before);
    const [audit] = await db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, player.username))
      .orderBy(desc(operatorActions.id));
    expect(audit).toMatchObject({ command: 'grant', outcome: 'usage', args: named });
  });

  it('refuses an unknown user', async () => {
    expect(await grant(['nobody_at_all', 'gold', '5', '--reason', 'x'])).toEqual({
      ok: false,
      message: 'There is no account named "nobody_at_all".',
    });
  });
});
