import { bump, pieceKey, type PieceKey, type Snapshot } from './snapshot';

/**
 * Every equipment piece is in exactly one place: a stack in the inventory, a worn
 * slot, or an active listing (escrow). Per hero, what is in those places must equal
 * what came in: the starting gear, gacha draws, forge claims and bazaar purchases,
 * less bazaar sales. Everything but forge claims is read from the database; a
 * claim leaves no row behind, so acknowledged claims are added from their answers.
 */
export class PieceAccount {
  private readonly claims = new Map<string, Map<PieceKey, number>>();

  /** `initial`: each hero's pieces (inventory + worn) before any action. */
  constructor(private readonly initial: Map<string, Map<PieceKey, number>>) {}

  static fromSnapshot(snap: Snapshot): PieceAccount {
    const initial = new Map<string, Map<PieceKey, number>>();
    for (const userId of snap.heroes.keys()) initial.set(userId, placed(snap, userId));
    return new PieceAccount(initial);
  }

  addClaim(userId: string, itemId: string, rarity: string): void {
    const map = this.claims.get(userId) ?? new Map<PieceKey, number>();
    bump(map, pieceKey(itemId, rarity), 1);
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
      if (
        maybeClaimed.has(userId) &&
        !snap.forges.has(userId) &&
        diff.size === 1 &&
        only &&
        only[1] === 1
      ) {
        const [itemId, rarity] = only[0].split('|') as [string, string];
        this.addClaim(userId, itemId, rarity);
        continue;
      }
      out.push(`${userId}: pieces placed minus pieces received = ${JSON.stringify([...diff])}`);
    }
    return out;
  }

  private expected(snap: Snapshot, userId: string): Map<PieceKey, number> {
    const expected = new Map(this.initial.get(userId));
    for (const [key, n] of this.claims.get(userId) ?? []) bump(expected, key, n);
    for (const d of snap.draws) {
      if (d.userId === userId && d.itemId && d.rarity)
        bump(expected, pieceKey(d.itemId, d.rarity), 1);
    }
    for (const l of snap.listings.values()) {
      if (l.status !== 'sold') continue;
      if (l.buyerId === userId) bump(expected, pieceKey(l.itemId, l.rarity), 1);
      if (l.sellerId === userId) bump(expected, pieceKey(l.itemId, l.rarity), -1);
    }
    return expected;
  }
}

/** A hero's pieces where they can be: inventory stacks, worn slots and active listings. */
function placed(snap: Snapshot, userId: string): Map<PieceKey, number> {
  const pieces = new Map(snap.equipment.get(userId));
  const worn = snap.heroes.get(userId)?.worn;
  for (const key of [worn?.weapon, worn?.armor, worn?.acc]) if (key) bump(pieces, key, 1);
  for (const l of snap.listings.values()) {
    if (l.sellerId === userId && l.status === 'active')
      bump(pieces, pieceKey(l.itemId, l.rarity), 1);
  }
  return pieces;
}
