import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';

const UNDO = `local count = tonumber(redis.call('get', KEYS[1]))
if count and count > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

/** Counters in Redis, shared by every server that uses the same REDIS_URL. */
export function createRedisStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      const results = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async undo(key) {
      // One step in Redis: never below zero, never a key without its expiry.
      await redis.eval(UNDO, 1, key);
    },
    async peek(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
