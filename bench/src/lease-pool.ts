/**
 * Hands out items (heroes, pairs of heroes) so that no two in-flight requests
 * share one: a hero's row locks would otherwise serialise them and the run would
 * measure lock waits. Released items go to the back, so all of them rotate.
 *
 * autocannon does not report a response for a request that timed out or lost its
 * connection, so such an item is never released; when the pool runs dry it falls
 * back to round-robin (still valid requests, only possibly contended) and counts it.
 */
export class LeasePool<T> {
  private readonly free: T[];
  private fallback = 0;
  misses = 0;

  constructor(private readonly items: readonly T[]) {
    if (items.length === 0) throw new Error('LeasePool needs at least one item.');
    this.free = [...items];
  }

  take(): T {
    const item = this.free.shift();
    if (item !== undefined) return item;
    this.misses++;
    return this.items[this.fallback++ % this.items.length]!;
  }

  release(item: T): void {
    this.free.push(item);
  }
}
