import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/harness';
import { createJobs, type Jobs } from './jobs';

/**
 * Scheduled work on two servers' workers, on one PostgreSQL database: each interval's round runs
 * once across both, and a round that outlasts its interval is never joined by a second.
 */
const running: Jobs[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled work on two servers', () => {
  it('runs one round at a time, though each round outlasts its interval', async () => {
    const { db } = await testDatabase();
    let now = 0;
    let most = 0;
    const rounds: string[] = [];
    const server = (name: string) => {
      const jobs = createJobs({ db, log: pino({ level: 'silent' }) });
      // A round of 2.5 s, offered every second by each server.
      jobs.every('test.slow-round', 1_000, async () => {
        now += 1;
        most = Math.max(most, now);
        rounds.push(name);
        await sleep(2_500);
        now -= 1;
      });
      running.push(jobs);
      return jobs;
    };
    await Promise.all([server('one').start('workers'), server('two').start('workers')]);
    await sleep(8_000);
    expect(most).toBe(1);
    // About one round after another, not one per server per second.
    expect(rounds.length).toBeGreaterThanOrEqual(2);
    expect(rounds.length).toBeLessThanOrEqual(4);
  }, 30_000);
});
