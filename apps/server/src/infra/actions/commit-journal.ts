import type { Currency } from '@demonbane/game/currency';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import type { Database, Tx } from '../../db/database';

/** Something a transaction did that operators count (infra/plugins/metrics.ts). */
export type CommittedFact =
  | { type: 'ledger'; currency: Currency; kind: LedgerKind; delta: number }
  | { type: 'battle'; mode: 'explore' | 'hunt' | 'arena'; outcome: 'won' | 'lost' | 'fled' }
  | { type: 'trade'; currency: Currency }
  | { type: 'gacha'; box: string; currency: Currency; draws: number };

export type CommitListener = (facts: readonly CommittedFact[]) => void;

// Keyed by the handles themselves: a transaction's facts live exactly as long as it does,
// and services keep passing `tx` as they always have.
const journals = new WeakMap<object, CommittedFact[]>();
const listeners = new WeakMap<object, Set<CommitListener>>();

/**
 * Tells `listener` the facts of every transaction on `db` that commits (through
 * journaledTransaction), and never those of one that rolled back. Returns a stop.
 */
export function onCommitted(db: Database, listener: CommitListener): () => void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
  return () => void set.delete(listener);
}

/** Records a fact in `tx`'s journal (nothing when nobody listens on its database). */
export function note(tx: Tx, fact: CommittedFact): void {
  journals.get(tx)?.push(fact);
}

/** db.transaction whose noted facts reach the listeners once, after COMMIT succeeded. */
export async function journaledTransaction<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const heard = listeners.get(db);
  if (!heard || heard.size === 0) return db.transaction(work);
  const facts: CommittedFact[] = [];
  const result = await db.transaction((tx) => {
    journals.set(tx, facts);
    return work(tx);
  });
  if (facts.length > 0) {
    for (const listener of heard) {
      // Counting must never turn a committed action into an error for the player.
      try {
        listener(facts);
      } catch {
        /* a metrics bug loses a count, not an answer */
      }
    }
  }
  return result;
}

/** A savepoint whose facts join the outer transaction's only if it is released, not rolled back. */
export async function journaledSavepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = journals.get(tx);
  if (!outer) return tx.transaction(work);
  const inner: CommittedFact[] = [];
  const result = await tx.transaction((savepoint) => {
    journals.set(savepoint, inner);
    return work(savepoint);
  });
  outer.push(...inner);
  return result;
}
