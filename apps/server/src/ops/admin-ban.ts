import { and, eq } from 'drizzle-orm';
import { accountBans, users } from '../db/schema';
import { withdrawListings } from '../modules/bazaar/bazaar-service';
import { activeBan, banEnd, banInForce, type ActiveBan } from '../infra/sessions/ban-service';
import { endAllSessions } from '../infra/sessions/session-service';
import { publish } from '../infra/events/publish';
import { readReason, readWholeNumber } from './admin-args';
import { auditedOnAccount, auditedOperation } from './admin-audit';
import type { Operation } from './operation';

/** Ten years: past that, a ban is meant to be permanent (leave out --days). */
export const MAX_BAN_DAYS = 3650;
const DAY_MS = 86_400_000;

const BAN_USAGE = '<username> --reason TEXT [--days N]';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * `ban`: in one transaction, records the ban, ends every session of the account (the
 * sessions trigger tells every server, which refuses the tokens and closes the streams)
 * and withdraws its active listings, pieces back in the inventory. A ban already in
 * force is never replaced (unban first): extending or shortening a ban is then always a
 * deliberate second step, and a permanent ban is never shortened by a slip.
 */
export const banOperation: Operation = auditedOperation(
  'ban',
  {
    usage: BAN_USAGE,
    summary:
      'Bans an account for N days, or for ever without --days: ends its sessions, withdraws its bazaar listings, and refuses its logins with the reason.',
    args: { positionals: ['username'], options: ['reason', 'days'], required: ['reason'] },
  },
  async (ctx, { args, run, usage }) => {
    const reason = readReason(args.options.reason);
    if (!reason.ok) return usage(reason.problem);
    const daysText = args.options.days;
    const days = daysText === undefined ? null : readWholeNumber(daysText, 1, MAX_BAN_DAYS);
    if (days === null && daysText !== undefined)
      return usage(`--days must be a whole number from 1 to ${MAX_BAN_DAYS}.`);

    return auditedOnAccount(ctx, run, async (tx, account) => {
      // The account row's lock orders two bans of one account one after the other.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, account.userId))
        .for('update');
      const current = await activeBan(tx, account.userId, ctx.now);
      if (current) {
        return {
          ok: false,
          message: `${account.username} is already banned ${banEnd(current)} (reason: ${current.reason}). Unban first to change it.`,
        };
      }
      const ban: ActiveBan = {
        reason: reason.value,
        endsAt: days === null ? null : new Date(ctx.now.getTime() + days * DAY_MS),
      };
      const row = { ...ban, bannedAt: ctx.now, bannedBy: ctx.operator };
      // An ended ban's row is replaced.
      await tx
        .insert(accountBans)
        .values({ userId: account.userId, ...row })
        .onConflictDoUpdate({ target: accountBans.userId, set: row });
      const sessionsEnded = await endAllSessions(tx, account.userId);
      const listingsWithdrawn = await withdrawListings(tx, account.userId, ctx.now);
      // Its subscribers (app-subscribers.ts: the player leaves their guild) run in this
      // transaction: audited runs it through playerAction, a journaled transaction.
      await publish(tx, { type: 'account.banned', userId: account.userId, now: ctx.now });
      return {
        ok: true,
        text:
          `Banned ${account.username} ${banEnd(ban)}: ended ${plural(sessionsEnded, 'session')}, ` +
          `withdrew ${plural(listingsWithdrawn, 'bazaar listing')} (the pieces are back in the inventory).`,
        data: {
          userId: account.userId,
          username: account.username,
          endsAt: ban.endsAt?.toISOString() ?? null,
          sessionsEnded,
          listingsWithdrawn,
        },
      };
    });
  },
);

const UNBAN_USAGE = '<username>';

/** `unban`: ends the ban in force now (its row goes; the audit keeps the history). */
export const unbanOperation: Operation = auditedOperation(
  'unban',
  {
    usage: UNBAN_USAGE,
    summary: 'Ends the ban in force on an account now: it can log in again.',
    args: { positionals: ['username'] },
  },
  (ctx, { run }) =>
    auditedOnAccount(ctx, run, async (tx, account) => {
      const [lifted] = await tx
        .delete(accountBans)
        .where(and(eq(accountBans.userId, account.userId), banInForce(ctx.now)))
        .returning({ reason: accountBans.reason, endsAt: accountBans.endsAt });
      if (!lifted) return { ok: false, message: `${account.username} is not banned.` };
      return {
        ok: true,
        text: `Unbanned ${account.username} (was banned ${banEnd(lifted)}, reason: ${lifted.reason}); the account can log in again.`,
        data: { userId: account.userId, username: account.username },
      };
    }),
);
