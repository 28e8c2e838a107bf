import type { Currency } from '@demonbane/game/currency';
import type { Snapshot } from './snapshot';

const CURRENCIES: readonly Currency[] = ['gold', 'soul'];

function ledgerSums(snap: Snapshot): Map<string, Record<Currency, number>> {
  const sums = new Map<string, Record<Currency, number>>();
  for (const l of snap.ledger) {
    const s = sums.get(l.userId) ?? { gold: 0, soul: 0 };
    s[l.currency] += l.delta;
    sums.set(l.userId, s);
  }
  return sums;
}

/**
 * No negative balance; every hero's balance is the sum of its ledger rows; and a
 * deleted account (no hero left) has a ledger summing to zero: its purse went
 * out in its write-off.
 */
export function checkBalances(snap: Snapshot): string[] {
  const out: string[] = [];
  const sums = ledgerSums(snap);
  for (const hero of snap.heroes) {
    if (hero.gold < 0 || hero.soul < 0)
      out.push(`${hero.userId}: negative balance ${hero.gold}/${hero.soul}`);
    const sum = sums.get(hero.userId) ?? { gold: 0, soul: 0 };
    for (const c of CURRENCIES) {
      if (sum[c] !== hero[c])
        out.push(`${hero.userId}: ${c} is ${hero[c]} but its ledger sums to ${sum[c]}`);
    }
  }
  for (const account of snap.accounts.filter((a) => a.deleted)) {
    const sum = sums.get(account.userId) ?? { gold: 0, soul: 0 };
    for (const c of CURRENCIES) {
      if (sum[c] !== 0) out.push(`deleted ${account.userId}: ${c} ledger sums to ${sum[c]}`);
    }
  }
  return out;
}

/**
 * A write-off only for a deleted account, at most once per currency, never for
 * nothing (it takes a purse out), and no ledger row on that account after it.
 */
export function checkWriteOffs(snap: Snapshot): string[] {
  const out: string[] = [];
  const deleted = new Set(snap.accounts.filter((a) => a.deleted).map((a) => a.userId));
  const writtenOff = new Map<string, Currency[]>();
  for (const l of snap.ledger) {
    const done = writtenOff.get(l.userId);
    const row = `${l.userId}: ${l.currency} ${l.delta} "${l.reason}"`;
    if (l.kind !== 'account_deleted') {
      if (done) out.push(`${row} after the account was written off`);
      continue;
    }
    if (!deleted.has(l.userId)) out.push(`${row}: the account is not deleted`);
    if (done?.includes(l.currency)) out.push(`${row}: a second write-off`);
    if (l.delta >= 0) out.push(`${row}: a write-off takes a purse out`);
    writtenOff.set(l.userId, [...(done ?? []), l.currency]);
  }
  return out;
}
