import { expect } from 'vitest';
import { checkDatabaseLaws } from '@demonbane/test-support/database-laws';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import type { EconomyModel } from './model';
import { checkAccounts } from './account-invariants';
import { checkCurrency } from './currency-invariants';
import { checkPieces } from './piece-invariants';
import { PRICES } from './prices';
import { checkStock } from './stock-invariants';
import { checkEndgame } from './endgame-invariants';

/**
 * Everything that must hold after every step: the database's own laws, then the
 * database against the model (players named p0–p3, in messages too).
 */
export function checkInvariants(model: EconomyModel, snap: Snapshot): void {
  const index = new Map(model.players.map((p, i) => [p.userId, i]));
  const who = (userId: string | null) => (userId === null ? null : (index.get(userId) ?? -1));
  const named = (violation: string) =>
    model.players.reduce((text, p, i) => text.replaceAll(p.userId, `p${i}`), violation);
  expect(checkDatabaseLaws(snap, PRICES).map(named), 'the laws of the database').toEqual([]);
  checkAccounts(model, snap);
  checkCurrency(model, snap, who);
  checkPieces(model, snap, who);
  checkStock(model, snap, who);
  checkEndgame(model, snap);
}
