import { asc, desc, eq } from 'drizzle-orm';
import { jobNameOf } from '@demonbane/game/jobs';
import { accountBans, currencyLedger, sessions, users } from '../db/schema';
import { activeBan, banEnd, utcMinute } from '../services/ban-service';
import { findHeroWithBuffs } from '../services/hero-repository';
import { liveHero } from '../services/hero-view';
import { findAccount, noSuchAccount } from './admin-account';
import { readArgs, usageError } from './admin-args';
import type { Operation } from './operation';

/** How many of the newest ledger rows `player` shows. */
export const LEDGER_ROWS_SHOWN = 20;
const PLAYER_USAGE = '<username>';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * `player`: what an operator looks at before acting. A read: it changes nothing and is
 * not audited (the audit is the history of what operators changed).
 */
export const playerOperation: Operation = {
  usage: PLAYER_USAGE,
  summary:
    'Shows an account: its hero (level, job, HP), balances, sessions, ban and last 20 ledger rows.',
  async run(ctx, args) {
    const parsed = readArgs(args, { positionals: ['username'] });
    if (!parsed.ok) return usageError('player', PLAYER_USAGE, parsed.problem);
    const { db } = ctx.database;
    const account = await findAccount(db, parsed.value.positionals.username!);
    if (!account) return { ok: false, message: noSuchAccount(parsed.value.positionals.username!) };
    const { userId } = account;

    const [user] = await db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    const found = await findHeroWithBuffs(db, userId);
    const open = await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
    const ban = await activeBan(db, userId, ctx.now);
    const [banRow] = ban
      ? await db
          .select({ bannedAt: accountBans.bannedAt, bannedBy: accountBans.bannedBy })
          .from(accountBans)
          .where(eq(accountBans.userId, userId))
      : [];
    const ledger = await db
      .select({
        at: currencyLedger.createdAt,
        currency: currencyLedger.currency,
        delta: currencyLedger.delta,
        kind: currencyLedger.kind,
        reason: currencyLedger.reason,
      })
      .from(currencyLedger)
      .where(eq(currencyLedger.userId, userId))
      .orderBy(desc(currencyLedger.id))
      .limit(LEDGER_ROWS_SHOWN);

    const hero = found && {
      job: found.hero.jobId === null ? null : jobNameOf(found.hero.jobId),
      level: found.hero.level,
      ...(found.hero.jobId === null
        ? { hp: found.hero.hp, maxHp: null }
        : (({ hp, maxHp }) => ({ hp, maxHp }))(
            liveHero({ ...found.hero, jobId: found.hero.jobId }, found.buffs, ctx.now),
          )),
      gold: found.hero.gold,
      soul: found.hero.soul,
    };
    const banView = ban && {
      reason: ban.reason,
      endsAt: ban.endsAt?.toISOString() ?? null,
      bannedAt: banRow?.bannedAt.toISOString() ?? null,
      bannedBy: banRow?.bannedBy ?? null,
    };
    const lines = [
      `${account.username} (${userId}), registered ${user ? utcMinute(user.createdAt) : '?'}`,
      hero
        ? `Hero: level ${hero.level} ${hero.job ?? '(no job yet)'}, HP ${hero.hp}${hero.maxHp === null ? '' : `/${hero.maxHp}`}`
        : 'Hero: none',
      hero ? `Balances: ${hero.gold} gold, ${hero.soul} souls` : 'Balances: none',
      `Sessions: ${open.length}`,
      ...open.map((s) => `  created ${utcMinute(s.createdAt)}, expires ${utcMinute(s.expiresAt)}`),
      ban
        ? `Ban: ${banEnd(ban)}, reason: ${ban.reason}${banRow ? ` (by ${banRow.bannedBy}, ${utcMinute(banRow.bannedAt)})` : ''}`
        : 'Ban: none',
      `Last ${LEDGER_ROWS_SHOWN} ledger rows (newest first):`,
      ...ledger.map(
        (l) => `  ${utcMinute(l.at)}  ${l.currency} ${signed(l.delta)}  ${l.kind}  ${l.reason}`,
      ),
    ];
    return {
      ok: true,
      text: lines.join('\n'),
      data: {
        userId,
        username: account.username,
        createdAt: user?.createdAt.toISOString() ?? null,
        hero: hero ?? null,
        sessions: open.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
        ban: banView ?? null,
        ledger: ledger.map((l) => ({ ...l, at: l.at.toISOString() })),
      },
    };
  },
};
