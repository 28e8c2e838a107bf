import { and, asc, desc, eq } from 'drizzle-orm';
import { jobNameOf } from '@demonbane/game/jobs';
import type { Queryable } from '../db/database';
import { accountBans, currencyLedger, sessions } from '../db/schema';
import { banEnd, banInForce, utcMinute } from '../infra/sessions/ban-service';
import { findHeroWithBuffs } from '../modules/hero/hero-repository';
import { liveHero } from '../modules/hero/hero-view';
import { findAccount, noSuchAccount, type TargetAccount } from './admin-account';
import { readArgs, usageError } from './admin-args';
import type { Operation } from './operation';

/** How many of the newest ledger rows `player` shows. */
export const LEDGER_ROWS_SHOWN = 20;
const PLAYER_USAGE = '<username>';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Everything `player` shows, read at `now`. */
async function readPlayer(db: Queryable, { userId }: TargetAccount, now: Date) {
  const found = await findHeroWithBuffs(db, userId);
  const open = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const [ban] = await db
    .select({
      reason: accountBans.reason,
      endsAt: accountBans.endsAt,
      bannedAt: accountBans.bannedAt,
      bannedBy: accountBans.bannedBy,
    })
    .from(accountBans)
    .where(and(eq(accountBans.userId, userId), banInForce(now)));
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
  const jobId = found?.hero.jobId ?? null;
  const live = found && jobId !== null && liveHero({ ...found.hero, jobId }, found.buffs, now);
  const hero = found && {
    job: jobId === null ? null : jobNameOf(jobId),
    level: found.hero.level,
    hp: live ? live.hp : found.hero.hp,
    maxHp: live ? live.maxHp : null,
    gold: found.hero.gold,
    soul: found.hero.soul,
  };
  return { hero, sessions: open, ban, ledger };
}

type PlayerView = Awaited<ReturnType<typeof readPlayer>>;

function playerLines(account: TargetAccount, { hero, sessions: open, ban, ledger }: PlayerView) {
  const hp = hero && `${hero.hp}${hero.maxHp === null ? '' : `/${hero.maxHp}`}`;
  return [
    `${account.username} (${account.userId}), registered ${utcMinute(account.createdAt)}`,
    hero ? `Hero: level ${hero.level} ${hero.job ?? '(no job yet)'}, HP ${hp}` : 'Hero: none',
    hero ? `Balances: ${hero.gold} gold, ${hero.soul} souls` : 'Balances: none',
    `Sessions: ${open.length}`,
    ...open.map((s) => `  created ${utcMinute(s.createdAt)}, expires ${utcMinute(s.expiresAt)}`),
    ban
      ? `Ban: ${banEnd(ban)}, reason: ${ban.reason} (by ${ban.bannedBy}, ${utcMinute(ban.bannedAt)})`
      : 'Ban: none',
    `Last ${LEDGER_ROWS_SHOWN} ledger rows (newest first):`,
    ...ledger.map(
      (l) => `  ${utcMinute(l.at)}  ${l.currency} ${signed(l.delta)}  ${l.kind}  ${l.reason}`,
    ),
  ];
}

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
    const { username } = parsed.value.positionals;
    const account = await findAccount(ctx.database.db, username!);
    if (!account) return { ok: false, message: noSuchAccount(username!) };
    const view = await readPlayer(ctx.database.db, account, ctx.now);
    const iso = (at: Date | null) => at?.toISOString() ?? null;
    return {
      ok: true,
      text: playerLines(account, view).join('\n'),
      data: {
        userId: account.userId,
        username: account.username,
        createdAt: iso(account.createdAt),
        hero: view.hero ?? null,
        sessions: view.sessions.map((s) => ({
          createdAt: iso(s.createdAt),
          expiresAt: iso(s.expiresAt),
        })),
        ban: view.ban
          ? { ...view.ban, endsAt: iso(view.ban.endsAt), bannedAt: iso(view.ban.bannedAt) }
          : null,
        ledger: view.ledger.map((l) => ({ ...l, at: iso(l.at) })),
      },
    };
  },
};
