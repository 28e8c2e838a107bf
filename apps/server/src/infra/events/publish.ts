import type { Tx } from '../../db/database';
import { journalOf } from './commit-journal';
import type { DomainEvent } from './domain-events';
import { subscriptionsTo } from './subscribers';

/**
 * Publishes `event` in the action's transaction: its in-transaction subscribers run
 * now, awaited in order (a throw rolls the action back), and it is kept for the
 * after-commit subscribers. Only a journaled transaction knows its subscribers, so
 * publishing in any other would silently lose them: that is a bug, and throws.
 */
export async function publish(tx: Tx, event: DomainEvent): Promise<void> {
  const journal = journalOf(tx);
  if (!journal) throw new Error(`${event.type} was published outside a journaled transaction`);
  journal.events.push(event);
  for (const { handler } of subscriptionsTo(journal.subscribers, event.type, 'in-transaction')) {
    await (handler as (tx: Tx, e: DomainEvent) => Promise<void>)(tx, event);
  }
}
