import { expect } from 'vitest';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { Currency } from '../../modules/ledger/currency';
import { BURNS, MINTS, type EconomyModel, type LedgerEntry } from './model';

const CURRENCIES: readonly Currency[] = ['gold', 'soul'];

const ledgerLine = (e: LedgerEntry) =>
  `p${e.player} ${e.currency} ${e.delta} ${e.kind}${e.listingId ? ` ${e.listingId}` : ''}`;

const total = (rows: readonly LedgerEntry[], currency: Currency, kinds: readonly string[]) =>
  rows
    .filter((e) => e.currency === currency && kinds.includes(e.kind))
    .reduce((s, e) => s + e.delta, 0);

/**
 * Currency, beyond the database laws (balances, trades, write-offs, charges):
 * what is held is what was minted minus
 * what was burned, and the model's books: flows, balances and ledger rows.
 */
export function checkCurrency(
  model: EconomyModel,
  snap: Snapshot,
  who: (userId: string | null) => number | null,
): void {
  const ledger = snap.ledger.map((row): LedgerEntry => {
    const trade = row.kind === 'bazaar_buy' || row.kind === 'bazaar_sale';
    return {
      player: who(row.userId)!,
      currency: row.currency,
      delta: row.delta,
      kind: row.kind,
      ...(trade && row.ref ? { listingId: row.ref } : {}),
    };
  });
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
    const hero = snap.heroes.find((h) => h.userId === userId);
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
