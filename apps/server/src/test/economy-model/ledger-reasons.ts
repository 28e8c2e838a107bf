import { WRITE_OFF_REASON } from '@demonbane/test-support/currency-laws';
import type { LedgerKind } from './model';

/** The reason the world builder's extra currency is granted with (a mint). */
export const TEST_GRANT_REASON = 'test grant';

/**
 * The ledger's reasons as the services write them, sorted into the model's kinds.
 * A reason not listed here is a flow the model does not know: the invariants
 * report it rather than guess whether it mints, burns or moves currency.
 */
const PATTERNS: readonly [LedgerKind, RegExp][] = [
  ['start', /^starting purse$/],
  ['grant', new RegExp(`^${TEST_GRANT_REASON}$`)],
  ['shop', /^shop: /],
  ['gacha', /^gacha: /],
  ['fee', /^bazaar fee: /],
  ['defeat', /^(?:defeat by|fled from) /],
  // A deleted account's purse, burned (never handed to anyone).
  ['writeoff', new RegExp(`^${WRITE_OFF_REASON}$`)],
  ['sale', /^bazaar sale: ([0-9a-f-]{36})$/],
  ['buy', /^bazaar buy: ([0-9a-f-]{36})$/],
];

export function classifyReason(
  reason: string,
): { kind: LedgerKind; listingId?: string } | undefined {
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(reason);
    if (match) return match[1] ? { kind, listingId: match[1] } : { kind };
  }
  return undefined;
}
