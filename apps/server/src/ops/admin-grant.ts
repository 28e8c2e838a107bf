import { isCurrency, type Currency } from '@demonbane/game/currency';
import { grant, spend, type LedgerEntry } from '../modules/ledger/currency';
import { findHero } from '../modules/hero/hero-repository';
import { noSuchAccount } from './admin-account';
import { readReason, readWholeNumber } from './admin-args';
import { auditedOnAccount, auditedOperation } from './admin-audit';
import type { Operation } from './operation';

/** The most one grant gives or takes: a slip of the keyboard cannot flood the economy. */
export const MAX_GRANT = 1_000_000;
const GRANT_USAGE = '<username> gold|soul <amount> --reason TEXT';
const UNIT: Record<Currency, string> = { gold: 'gold', soul: 'souls' };

/**
 * `grant`: compensation (a positive amount) or taking back (a negative one), through
 * the ledger as `operator_grant` on the locked hero row. Taking back stops at zero: the
 * answer says what was really taken.
 */
export const grantOperation: Operation = auditedOperation(
  'grant',
  {
    usage: GRANT_USAGE,
    summary:
      'Gives a player gold or souls, or takes them back with a negative amount (never below zero), through the ledger.',
    args: {
      positionals: ['username', 'currency', 'amount'],
      options: ['reason'],
      required: ['reason'],
    },
  },
  async (ctx, { args, run, usage }) => {
    const { currency, amount: amountText } = args.positionals;
    if (!isCurrency(currency!)) return usage(`The currency is gold or soul, not "${currency}".`);
    const amount = readWholeNumber(amountText!, -MAX_GRANT, MAX_GRANT);
    if (amount === null || amount === 0)
      return usage(
        `The amount is a whole number from -${MAX_GRANT} to ${MAX_GRANT} other than 0, not "${amountText}".`,
      );
    const reason = readReason(args.options.reason);
    if (!reason.ok) return usage(reason.problem);

    return auditedOnAccount(ctx, run, async (tx, account) => {
      const hero = await findHero(tx, account.userId, { forUpdate: true });
      if (!hero) return { ok: false, message: noSuchAccount(run.target!) };
      const entry: LedgerEntry = {
        kind: 'operator_grant',
        reason: `operator ${ctx.operator}: ${reason.value}`,
      };
      const held = currency === 'gold' ? hero.gold : hero.soul;
      // Taking back stops at zero: a balance never goes negative.
      const delta = amount > 0 ? amount : -Math.min(-amount, held);
      let balance = held;
      if (delta > 0) balance = await grant(tx, account.userId, currency, delta, entry);
      else if (delta < 0)
        balance = (await spend(tx, account.userId, currency, -delta, entry)) ?? held;
      const unit = UNIT[currency];
      const text =
        delta > 0
          ? `Gave ${account.username} ${delta} ${unit}: ${balance} now.`
          : delta === amount
            ? `Took ${-delta} ${unit} from ${account.username}: ${balance} now.`
            : `Took ${-delta} ${unit} from ${account.username} (asked ${-amount}, all they had): ${balance} now.`;
      return {
        ok: true,
        text,
        data: {
          userId: account.userId,
          username: account.username,
          currency,
          asked: amount,
          delta,
          balance,
        },
      };
    });
  },
);
