import { bump } from '@demonbane/test-support/counts';
import { piecePlaces } from '@demonbane/test-support/holdings';
import type { PieceKey } from '@demonbane/test-support/piece-key';
import type { Snapshot } from '@demonbane/test-support/snapshot';

/**
 * Every equipment piece is in exactly one place: a stack in the inventory, a worn
 * slot, or an active listing (escrow). Per hero, what is in those places must equal
 * what came in: the starting gear, gacha draws, forge claims and bazaar purchases,
 * less bazaar sales. Everything but forge claims is read from the database; a
 * claim leaves no row behind, so acknowledged claims are added from their answers.
 * (A piece sealed in a forge is not counted: it comes into being when claimed.)
 */
export class PieceAccount {
  private readonly claims = new Map<string, Map<PieceKey, number>>();

  /** `initial`: each hero's pieces (inventory + worn) before any action. */
  constructor(private readonly initial: Map<string, Map<PieceKey, number>>) {}

  static fromSnapshot(snap: Snapshot): PieceAccount {
    return new PieceAccount(new Map(snap.heroes.map((h) => [h.userId, placed(snap, h.userId)])));
  }

  addClaim(userId: string, piece: PieceKey): void {
    const map = this.claims.get(userId) ?? new Map<PieceKey, number>();
    bump(map, piece, 1);
    this.claims.set(userId, map);
  }

  /**
   * `maybeClaimed`: heroes whose forge claim was in flight at the kill. If their
   * forge is now empty, the claim may have happened: one extra piece is allowed,
   * and is then booked as claimed so later checks stay exact.
   */
  check(snap: Snapshot, maybeClaimed: Set<string>): string[] {
    const out: string[] = [];
    for (const userId of this.initial.keys()) {
      const diff = placed(snap, userId);
      for (const [key, n] of this.expected(snap, userId)) bump(diff, key, -n);
      if (diff.size === 0) continue;
      const [only] = [...diff.entries()];
      const forgeEmpty = !snap.forges.some((f) => f.userId === userId);
      if (maybeClaimed.has(userId) && forgeEmpty && diff.size === 1 && only && only[1] === 1) {
        this.addClaim(userId, only[0]);
        continue;
      }
      out.push(`${userId}: pieces placed minus pieces received = ${JSON.stringify([...diff])}`);
    }
    return out;
  }

  private expected(snap: Snapshot, userId: string): Map<PieceKey, number> {
    const expected = new Map(this.initial.get(userId));
    for (const [key, n] of this.claims.get(userId) ?? []) bump(expected, key, n);
    for (const d of snap.draws) if (d.userId === userId && d.piece) bump(expected, d.piece, 1);
    for (const l of snap.listings) {
      if (l.status !== 'sold') continue;
      if (l.buyerId === userId) bump(expected, l.piece, 1);
      if (l.sellerId === userId) bump(expected, l.piece, -1);
    }
    return expected;
  }
}

/** A hero's pieces where they can be: inventory stacks, worn slots and active listings. */
function placed(snap: Snapshot, userId: string): Map<PieceKey, number> {
  const { inventory, worn, listed } = piecePlaces(snap, userId);
  const pieces = new Map(inventory);
  for (const [key, n] of [...worn, ...listed]) bump(pieces, key, n);
  return pieces;
}
