import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { rateLimitWindows } from '../db/schema';
import type { RateLimitStore } from './rate-limiter';

const SWEEP_MS = 10 * 60_000;

const ended = sql`${rateLimitWindows.resetAt} <= clock_timestamp()`;
const countHit = preparedQuery('rate_limit_hit', (db) =>
  db
    .insert(rateLimitWindows)
    .values({
      key: sql.placeholder('key') as unknown as string,
      count: 1,
      resetAt: sql`clock_timestamp() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitWindows.count,
      resetInMs: sql<string>`ceil(extract(epoch from (${rateLimitWindows.resetAt} - clock_timestamp())) * 1000)`,
    }),
);

/**
 * Counters in PostgreSQL, shared by every server on the database: each hit is one upsert, atomic
 * under the row's lock, that starts a new window when the last one has ended.
 */
export function createPostgresStore(db: Database): RateLimitStore {
  const sweep = setInterval(() => {
    db.delete(rateLimitWindows)
      .where(lt(rateLimitWindows.resetAt, sql`now()`))
      .catch(() => {});
  }, SWEEP_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const [row] = await countHit(db, { key, windowMs });
      return { count: row!.count, resetInMs: Math.min(windowMs, Math.max(1, Number(row!.resetInMs))) };
    },
    async undo(key) {
      await db
        .update(rateLimitWindows)
        .set({ count: sql`greatest(${rateLimitWindows.count} - 1, 0)` })
        .where(sql`${rateLimitWindows.key} = ${key} and ${rateLimitWindows.resetAt} > clock_timestamp()`);
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimitWindows.count })
        .from(rateLimitWindows)
        .where(sql`${rateLimitWindows.key} = ${key} and ${rateLimitWindows.resetAt} > clock_timestamp()`);
      return row?.count ?? 0;
    },
    async reset(key) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
