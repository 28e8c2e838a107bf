import pg from 'pg';
import type { QueryTimer } from './query-timer';

type AnyQuery = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A pg Client class whose every query reports its round trip to `timer`: given as
 * the pool's `Client`, it times the pool's own queries (which pass a callback) and
 * those of checked-out clients in transactions (which use the promise) alike. The
 * wait for a free connection is not in it: the pool's waiting gauge shows that.
 */
export function timedClientClass(timer: QueryTimer): typeof pg.Client {
  const query = pg.Client.prototype.query as AnyQuery;
  class TimedClient extends pg.Client {}
  const timed: AnyQuery = function (this: pg.Client, ...args: unknown[]) {
    const startedAt = timer.start();
    if (startedAt === undefined) return query.apply(this, args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        timer.done(startedAt);
        return (callback as (...a: unknown[]) => unknown)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    // A submittable (cursor, stream) is not a promise and is not timed.
    if (result instanceof Promise) {
      const done = () => timer.done(startedAt);
      result.then(done, done);
    }
    return result;
  };
  Object.defineProperty(TimedClient.prototype, 'query', { value: timed, writable: true });
  return TimedClient;
}
