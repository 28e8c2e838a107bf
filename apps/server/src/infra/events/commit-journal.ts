import type { Database, Tx } from '../../db/database';
import type { DomainEvent } from './domain-events';
import { subscribersOf, subscriptionsTo, type Subscribers } from './subscribers';

/** The events a transaction (or savepoint) published, and its database's subscribers. */
export interface Journal {
  subscribers: Subscribers;
  events: DomainEvent[];
}

// Keyed by the handles themselves: a transaction's events live exactly as long as it
// does, and services keep passing `tx` as they always have.
const journals = new WeakMap<object, Journal>();

/** The journal of a handle opened by journaledTransaction or journaledSavepoint. */
export function journalOf(tx: Tx): Journal | undefined {
  return journals.get(tx);
}

/**
 * db.transaction in which events may be published: its in-transaction subscribers run
 * in it, and its after-commit subscribers hear its events once, after COMMIT
 * succeeded (never after a rollback).
 */
export async function journaledTransaction<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const subscribers = subscribersOf(db);
  const events: DomainEvent[] = [];
  const result = await db.transaction((tx) => {
    journals.set(tx, { subscribers, events });
    return work(tx);
  });
  for (const event of events) {
    for (const { handler } of subscriptionsTo(subscribers, event.type, 'after-commit')) {
      // Hearing must never turn a committed action into an error for the player.
      try {
        (handler as (e: DomainEvent) => void)(event);
      } catch {
        /* a metrics bug loses a count, not an answer */
      }
    }
  }
  return result;
}

/** A savepoint whose events join the outer transaction's only if it is released, not rolled back. */
export async function journaledSavepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = journals.get(tx);
  if (!outer) return tx.transaction(work);
  const inner: DomainEvent[] = [];
  const result = await tx.transaction((savepoint) => {
    journals.set(savepoint, { subscribers: outer.subscribers, events: inner });
    return work(savepoint);
  });
  outer.events.push(...inner);
  return result;
}
