import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { createPostgresStore } from './postgres-store';
import { RateLimiter } from './rate-limiter';

const t = useTestApp();

describe('rate limits kept in PostgreSQL', () => {
  it('counts a burst on two servers as one count, starts a new window when one ends, and undoes to no less than zero', async () => {
    const one = createPostgresStore(t.db);
    const two = createPostgresStore(t.db);
    try {
      const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('k:burst', 60_000)));
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(Math.max(...hits.map((hit) => hit.resetInMs))).toBeLessThanOrEqual(60_000);

      await one.hit('k:short', 150);
      expect((await two.hit('k:short', 150)).count).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await two.hit('k:short', 150)).count).toBe(1);

      await one.undo('k:short');
      await one.undo('k:short');
      expect((await two.hit('k:short', 150)).count).toBe(1);
      await two.reset('k:burst');
      expect((await one.hit('k:burst', 60_000)).count).toBe(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('holds a login limit across two servers', async () => {
    const rules = { ...t.config.rateLimits, staffLoginPerEmail: { limit: 5, windowMs: 60_000 } };
    const servers = [
      new RateLimiter(createPostgresStore(t.db), rules),
      new RateLimiter(createPostgresStore(t.db), rules),
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => servers[i % 2]!.consume('staffLoginPerEmail', 'owner@roastcafe.in')),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});
