import { expect } from 'vitest';
import type { Currency } from '../../services/currency';
import { classifyReason } from './ledger-reasons';
import { BURNS, MINTS, type EconomyModel, type LedgerEntry } from './model';
import type { Snapshot } from './snapshot';

const CURRENCIES: readonly Currency[] = ['gold', 'soul'];

const ledgerLine = (e: LedgerEntry) =>
  `p${e.player} ${e.currency} ${e.delta} ${e.kind}${e.listingId ? ` ${e.listingId}` : ''}`;

const total = (rows: readonly LedgerEntry[], currency: Currency, kinds: readonly string[]) =>
  rows
    .filter((e) => e.currency === currency && kinds.includes(e.kind))
    .reduce((s, e) => s + e.delta, 0);

/**
 * Currency. First the laws of the database alone: no negative balance, every
 * balance is the sum of its ledger rows, every row has a known reason, a trade
 * moves exactly the price from buyer to seller, a write-off is a deleted account's
 * last word (once per currency) and leaves its ledger at zero, and what is held is
 * what was minted minus what was burned. Then the model's books: balances and ledger rows.
 */
export function checkCurrency(
  model: EconomyModel,
  snap: Snapshot,
  who: (userId: string | null) => number | null,
): void {
  for (const hero of snap.heroes) {
    expect(hero.gold, `gold of p${who(hero.user)}`).toBeGreaterThanOrEqual(0);
    expect(hero.soul, `souls of p${who(hero.user)}`).toBeGreaterThanOrEqual(0);
  }
  const ledger = snap.ledger.map((row): LedgerEntry => {
    const reason = classifyReason(row.reason);
    if (!reason) throw new Error(`a ledger row the model cannot account for: ${row.reason}`);
    return {
      player: who(row.user)!,
      currency: row.currency as Currency,
      delta: row.delta,
      ...reason,
    };
  });
  const sumOf = (i: number, c: Currency) =>
    ledger.filter((e) => e.player === i && e.currency === c).reduce((s, e) => s + e.delta, 0);
  for (const hero of snap.heroes) {
    const i = who(hero.user)!;
    for (const c of CURRENCIES)
      expect(hero[c], `p${i}'s ${c} against their ledger rows`).toBe(sumOf(i, c));
  }
  // A deleted account holds nothing: its purse went out in its write-off.
  for (const account of snap.accounts.filter((a) => a.deleted)) {
    const i = who(account.user)!;
    for (const c of CURRENCIES) expect(sumOf(i, c), `deleted p${i}'s ${c} ledger rows`).toBe(0);
  }
  checkWriteOffs(snap, ledger);

  const trades = new Map<string, LedgerEntry[]>();
  for (const e of ledger.filter((e) => e.kind === 'sale' || e.kind === 'buy'))
    trades.set(e.listingId!, [...(trades.get(e.listingId!) ?? []), e]);
  for (const [listingId, rows] of trades) {
    const listing = snap.listings.find((l) => l.id === listingId);
    expect(
      rows
        .map((r) => ({ kind: r.kind, player: r.player, currency: r.currency, delta: r.delta }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
      `the ledger rows of trade ${listingId} (${listing?.status ?? 'no such listing'})`,
    ).toEqual([
      {
        kind: 'buy',
        player: who(listing?.buyer ?? null),
        currency: listing?.currency,
        delta: -(listing?.price ?? 0),
      },
      {
        kind: 'sale',
        player: who(listing?.seller ?? null),
        currency: listing?.currency,
        delta: listing?.price,
      },
    ]);
    expect(listing?.status, `trade ${listingId}`).toBe('sold');
  }

  for (const c of CURRENCIES) {
    const minted = total(ledger, c, MINTS);
    const burned = -total(ledger, c, BURNS);
    const held = snap.heroes.reduce((s, h) => s + h[c], 0);
    expect(held, `${c} held = minted - burned`).toBe(minted - burned);
    expect({ minted, burned }, `${c} minted and burned, against the model`).toEqual({
      minted: total(model.ledger, c, MINTS),
      burned: -total(model.ledger, c, BURNS),
    });
  }

  const purse = (userId: string) => {
    const hero = snap.heroes.find((h) => h.user === userId);
    return hero ? { gold: hero.gold, soul: hero.soul } : 'no hero';
  };
  expect(
    Object.fromEntries(model.players.map((p, i) => [`p${i}`, purse(p.userId)])),
    'balances',
  ).toEqual(
    Object.fromEntries(
      model.players.map((p, i) => [
        `p${i}`,
        p.deleted ? 'no hero' : { gold: p.gold, soul: p.soul },
      ]),
    ),
  );
  expect(ledger.map(ledgerLine).sort(), 'ledger rows').toEqual(model.ledger.map(ledgerLine).sort());
}

/**
 * A write-off only for an account that is gone (a tombstone, no hero), at most once
 * per currency, never for nothing, and no row on that account after it.
 */
function checkWriteOffs(snap: Snapshot, ledger: readonly LedgerEntry[]): void {
  const deleted = new Set(snap.accounts.filter((a) => a.deleted).map((a) => a.user));
  const writtenOff = new Map<string, Currency[]>();
  ledger.forEach((e, at) => {
    const user = snap.ledger[at]!.user;
    const done = writtenOff.get(user);
    const row = `p${e.player}'s ${e.currency} ${e.kind} row`;
    if (e.kind !== 'writeoff') {
      expect(done, `${row} after the account was written off`).toBeUndefined();
      return;
    }
    expect(deleted.has(user), `${row}: only a deleted account is written off`).toBe(true);
    expect(done ?? [], `${row}: once per currency`).not.toContain(e.currency);
    expect(e.delta, `${row}: takes the purse out`).toBeLessThan(0);
    writtenOff.set(user, [...(done ?? []), e.currency]);
  });
}
