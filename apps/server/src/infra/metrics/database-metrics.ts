import { Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseInstruments } from '../../db/database';

/**
 * The database's load as this instance sees it: each statement's round trip, and
 * (read at scrape time from what the pool or the worker client already counts, never
 * with a query) the PostgreSQL pool's connections and waiters or PGlite's queue.
 * Returns a stop for the query-time observer.
 */
export function databaseMetrics(registry: Registry, instruments: DatabaseInstruments): () => void {
  const registers = [registry];
  const queryTime = new Histogram({
    name: 'demonbane_db_query_duration_seconds',
    help: 'Round trip of one database statement (PostgreSQL: on its connection; PGlite: to the worker thread and back), waiting for a connection or the PGlite lock excluded.',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const stop = instruments.observeQueryTimes((seconds) => queryTime.observe(seconds));

  const kind = instruments.usage().kind;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  if (kind === 'postgres') {
    type PoolField = 'total' | 'idle' | 'waiting' | 'max';
    const pool = (field: PoolField) => () => {
      const usage = instruments.usage();
      return usage.kind === 'postgres' ? usage[field] : 0;
    };
    gauge('demonbane_db_pool_clients', 'PostgreSQL connections open in the pool.', pool('total'));
    gauge(
      'demonbane_db_pool_idle_clients',
      'Open PostgreSQL connections not in use.',
      pool('idle'),
    );
    gauge(
      'demonbane_db_pool_waiting_requests',
      'Queries and transactions waiting for a free PostgreSQL connection.',
      pool('waiting'),
    );
    gauge('demonbane_db_pool_max_clients', 'The pool size (DATABASE_POOL_SIZE).', pool('max'));
  } else {
    gauge(
      'demonbane_pglite_queue_depth',
      'Database calls waiting for the one PGlite session (behind a running statement or transaction).',
      () => {
        const usage = instruments.usage();
        return usage.kind === 'pglite' ? usage.queued : 0;
      },
    );
  }
  return stop;
}
