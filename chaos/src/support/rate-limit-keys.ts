import { Redis } from 'ioredis';

export const REDIS_URL = process.env.CHAOS_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The server's fixed rate-limit namespace (apps/server/src/app.ts). */
const NAMESPACE = 'demonbane-rl:';

/**
 * The rate-limit counters the server keeps in Redis for the given client
 * addresses (keys end in "-<address>"). The test gives every client its own
 * random loopback address, so these keys are its own and nobody else's.
 */
export async function rateLimitKeys(redis: Redis, addresses: Set<string>): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${NAMESPACE}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of batch) {
      if (addresses.has(key.slice(key.lastIndexOf('-') + 1))) keys.push(key);
    }
  } while (cursor !== '0');
  return keys;
}

/** Deletes only this test's counters: other runs may share the Redis. */
export async function deleteRateLimitKeys(redis: Redis, addresses: Set<string>): Promise<number> {
  const keys = await rateLimitKeys(redis, addresses);
  return keys.length ? redis.del(...keys) : 0;
}

export function connectRedis(): Redis {
  return new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false });
}
