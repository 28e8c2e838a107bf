import type { Database, Tx } from '../../db/database';
import type { DomainEvent, DomainEventType } from './domain-events';

/** Runs inside the publishing action's transaction: its writes commit or roll back with it. */
export type InTransactionHandler<T extends DomainEventType> = (
  tx: Tx,
  event: DomainEvent<T>,
) => Promise<void>;

/** Hears an event once its transaction committed; must not throw for the player's sake. */
export type AfterCommitHandler<T extends DomainEventType> = (event: DomainEvent<T>) => void;

export type Subscription =
  | { type: DomainEventType; phase: 'in-transaction'; handler: InTransactionHandler<never> }
  | { type: DomainEventType; phase: 'after-commit'; handler: AfterCommitHandler<never> };

/** `handler` runs in the transaction of every `type` event, awaited, in installation order. */
export function inTransaction<T extends DomainEventType>(
  type: T,
  handler: InTransactionHandler<T>,
): Subscription {
  return { type, phase: 'in-transaction', handler: handler as InTransactionHandler<never> };
}

/** `handler` hears every `type` event whose transaction committed, once, after COMMIT. */
export function afterCommit<T extends DomainEventType>(
  type: T,
  handler: AfterCommitHandler<T>,
): Subscription {
  return { type, phase: 'after-commit', handler: handler as AfterCommitHandler<never> };
}

/**
 * A database's subscriptions, each with how many installs hold it: two apps on one
 * database (a test's second instance on the same PGlite) install the same list, and
 * each subscription must still run once per event. Insertion order is run order.
 */
export type Subscribers = ReadonlyMap<Subscription, number>;

const installed = new WeakMap<Database, Map<Subscription, number>>();
const NONE: Subscribers = new Map();

/** Subscribes the list to the events of transactions on `db`. Returns the uninstall. */
export function installSubscribers(db: Database, list: readonly Subscription[]): () => void {
  const subscribers = installed.get(db) ?? new Map<Subscription, number>();
  installed.set(db, subscribers);
  for (const s of list) subscribers.set(s, (subscribers.get(s) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const s of list) {
      const left = (subscribers.get(s) ?? 1) - 1;
      if (left > 0) subscribers.set(s, left);
      else subscribers.delete(s);
    }
  };
}

export function subscribersOf(db: Database): Subscribers {
  return installed.get(db) ?? NONE;
}

/** The subscriptions of `phase` to events of `type`, in installation order. */
export function* subscriptionsTo<P extends Subscription['phase']>(
  subscribers: Subscribers,
  type: DomainEventType,
  phase: P,
): Generator<Extract<Subscription, { phase: P }>> {
  for (const s of subscribers.keys()) {
    if (s.type === type && s.phase === phase) yield s as Extract<Subscription, { phase: P }>;
  }
}
