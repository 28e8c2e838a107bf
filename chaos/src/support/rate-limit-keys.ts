import { Redis } from 'ioredis';

export const REDIS_URL = process.env.CHAOS_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The server's fixed rate-limit namespace (apps/server/src/app.ts). */
const NAMESPACE = 'demonbane-rl:';

/**
 * What the server's request counters in Redis count, as each key ends ("-<this>"):
 * the auth routes' own limit counts the bare client address, the limit on every
 * API route `address:<ip>` (apps/server/src/infra/plugins/request-limits.ts), the
 * per-player limit `player:<userId>`.
 */
export const counted = {
  authRoutes: (address: string) => address,
  address: (address: string) => `address:${address}`,
  player: (userId: string) => `player:${userId}`,
};

/**
 * The rate-limit counters the server keeps in Redis for the given identities
 * (see `counted`). The test gives every client its own random loopback address
 * and every player is new, so these keys are its own and nobody else's.
 */
export async function rateLimitKeys(redis: Redis, identities: Iterable<string>): Promise<string[]> {
  const suffixes = [...identities].map((id) => `-${id}`);
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${NAMESPACE}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of batch) {
      if (suffixes.some((s) => key.endsWith(s))) keys.push(key);
    }
  } while (cursor !== '0');
  return keys;
}

/** Deletes only this test's counters: other runs may share the Redis. */
export async function deleteRateLimitKeys(
  redis: Redis,
  identities: Iterable<string>,
): Promise<number> {
  const keys = await rateLimitKeys(redis, identities);
  return keys.length ? redis.del(...keys) : 0;
}

export function connectRedis(): Redis {
  return new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false });
}
