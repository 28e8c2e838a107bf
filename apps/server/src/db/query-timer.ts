import { performance } from 'node:perf_hooks';

/**
 * Hands each query's round trip (in seconds) to whoever observes. With nobody
 * observing (metrics off) a query pays one size check, not a clock read.
 */
export class QueryTimer {
  private readonly observers = new Set<(seconds: number) => void>();

  /** The moment to pass to `done`, or undefined when nobody observes. */
  start(): number | undefined {
    return this.observers.size > 0 ? performance.now() : undefined;
  }

  done(startedAt: number | undefined): void {
    if (startedAt === undefined) return;
    const seconds = (performance.now() - startedAt) / 1000;
    for (const observe of this.observers) observe(seconds);
  }

  /** Returns a stop. */
  observe(observer: (seconds: number) => void): () => void {
    this.observers.add(observer);
    return () => void this.observers.delete(observer);
  }
}
