import { checkDatabaseLaws } from '@demonbane/test-support/database-laws';
import { pieceKey } from '@demonbane/test-support/piece-key';
import type { Snapshot } from '@demonbane/test-support/snapshot';
import { checkAcknowledged } from './acknowledged';
import type { Catalogue } from './catalogue';
import type { Journal } from './journal';
import { PieceAccount } from './piece-account';
import { StockModel } from './stock-model';

/** Every check after a kill and restart, in one place for the PostgreSQL and PGlite tests. */
export class Auditor {
  private readonly pieces: PieceAccount;
  private readonly stock: StockModel;

  /** `start`: the database after the heroes were made, before any load. */
  constructor(
    private readonly catalogue: Catalogue,
    private readonly journal: Journal,
    start: Snapshot,
  ) {
    this.pieces = PieceAccount.fromSnapshot(start);
    this.stock = new StockModel(catalogue);
    this.stock.rebase(start);
  }

  /** The violations found after `cycle`'s kill (none expected). */
  audit(snap: Snapshot, cycle: number): string[] {
    const maybeClaimed = new Set<string>();
    for (const r of this.journal.records) {
      if (r.cycle !== cycle || r.kind !== 'claim') continue;
      if (r.outcome === 'ack') {
        const a = r.answer as { item_id: string; rarity: string };
        this.pieces.addClaim(r.userId, pieceKey(a.item_id, a.rarity));
      } else if (r.outcome === 'uncertain') {
        maybeClaimed.add(r.userId);
      }
    }
    const violations = [
      ...checkDatabaseLaws(snap, this.catalogue),
      ...checkAcknowledged(snap, this.journal, this.catalogue),
      ...this.stock.check(snap, this.journal, cycle),
      ...this.pieces.check(snap, maybeClaimed),
    ];
    this.stock.rebase(snap);
    return violations;
  }
}
