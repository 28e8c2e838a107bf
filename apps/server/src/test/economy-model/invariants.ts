import type { EconomyModel } from './model';
import type { Snapshot } from './snapshot';
import { checkAccounts } from './account-invariants';
import { checkCurrency } from './currency-invariants';
import { checkPieces } from './piece-invariants';
import { checkStock } from './stock-invariants';

/** Everything that must hold after every step, read from the database (players named p0–p3). */
export function checkInvariants(model: EconomyModel, snap: Snapshot): void {
  const index = new Map(model.players.map((p, i) => [p.userId, i]));
  const who = (userId: string | null) => (userId === null ? null : (index.get(userId) ?? -1));
  checkAccounts(model, snap, who);
  checkCurrency(model, snap, who);
  checkPieces(model, snap, who);
  checkStock(model, snap, who);
}
