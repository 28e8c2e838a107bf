import { expect } from 'vitest';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { EconomyModel } from './model';
import { tally } from './tally';

/**
 * Stackable items (consumables and materials): each player's stacks, and the
 * totals against what was given or bought minus what was used, forged or deleted
 * with an account. Buffs and pity counters too: the model predicts later answers
 * from them.
 */
export function checkStock(
  model: EconomyModel,
  snap: Snapshot,
  who: (userId: string | null) => number | null,
): void {
  expect(tally(snap.items.map((r) => [`p${who(r.userId)} ${r.itemId}`, r.qty])), 'items').toEqual(
    tally(model.players.flatMap((p, i) => [...p.items].map(([k, n]) => [`p${i} ${k}`, n]))),
  );
  expect(
    tally(snap.items.map((r) => [r.itemId, r.qty])),
    'items held = items gained - items spent',
  ).toEqual(tally(model.itemsAlive));
  expect(
    tally(
      snap.buffs.map((b) => [`p${who(b.userId)} ${b.buffId} ${b.battlesLeft} ${b.expiresAt}`, 1]),
    ),
    'buffs',
  ).toEqual(
    tally(
      model.players.flatMap((p, i) =>
        [...p.buffs.values()].map((b) => [
          `p${i} ${b.buffId} ${b.battlesLeft} ${b.expiresAt?.getTime() ?? null}`,
          1,
        ]),
      ),
    ),
  );
  expect(
    tally(snap.pity.map((r) => [`p${who(r.userId)} box ${r.box}`, r.sinceEpic])),
    'pity',
  ).toEqual(
    tally(model.players.flatMap((p, i) => [...p.pity].map(([box, n]) => [`p${i} box ${box}`, n]))),
  );
}
