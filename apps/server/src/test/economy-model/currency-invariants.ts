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
 * moves exactly the price from buyer to seller, and what is held is what was
 * minted minus what was burned. Then the model's books: balances and ledger rows.
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
  for (const hero of snap.heroes) {
    const i = who(hero.user)!;
    for (const c of CURRENCIES) {
      const sum = ledger
        .filter((e) => e.player === i && e.currency === c)
        .reduce((s, e) => s + e.delta, 0);
      expect(hero[c], `p${i}'s ${c} against their ledger rows`).toBe(sum);
    }
  }

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

  expect(
    Object.fromEntries(snap.heroes.map((h) => [`p${who(h.user)}`, { gold: h.gold, soul: h.soul }])),
    'balances',
  ).toEqual(
    Object.fromEntries(model.players.map((p, i) => [`p${i}`, { gold: p.gold, soul: p.soul }])),
  );
  expect(ledger.map(ledgerLine).sort(), 'ledger rows').toEqual(model.ledger.map(ledgerLine).sort());
}
