import { expect } from 'vitest';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { EconomyModel } from './model';

/**
 * Accounts: each player's is deleted exactly when the model deleted it. What a
 * living or deleted account must look like (own name and hero, or an empty
 * tombstone) is a database law, checked with the others.
 */
export function checkAccounts(model: EconomyModel, snap: Snapshot): void {
  const state = (userId: string) => {
    const row = snap.accounts.find((a) => a.userId === userId);
    return row ? (row.deleted ? 'deleted' : 'living') : 'no users row';
  };
  expect(
    Object.fromEntries(model.players.map((p, i) => [`p${i}`, state(p.userId)])),
    'accounts',
  ).toEqual(
    Object.fromEntries(model.players.map((p, i) => [`p${i}`, p.deleted ? 'deleted' : 'living'])),
  );
}
