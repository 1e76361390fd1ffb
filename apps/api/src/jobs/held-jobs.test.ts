import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '../db/client';
import { testDatabase } from '../test/harness';
import { createJobs, JOBS_SCHEMA, type JobInfo, type Jobs } from './jobs';

/**
 * Jobs a process adds for itself (`addHere`, as events and their mail are): run by that process
 * once the transaction commits, left alone by every worker meanwhile, and taken up by any server
 * once their hold has passed, when the process that added them died first.
 */
const QUEUE = 'test.held';
const FLAKY = 'test.held-flaky';
const log = pino({ level: 'silent' });

let db: Database;
const ran: { process: string; data: unknown; job: JobInfo }[] = [];
let failuresLeft = 0;
const instances: Jobs[] = [];

/** A process's job engine with the test's queues (tests: no workers; `drain` runs what is due). */
async function processNamed(name: string) {
  const jobs = createJobs({ db, log });
  jobs.define(QUEUE, { retryLimit: 2, retryDelaySeconds: 1 }, async (data, job) => {
    ran.push({ process: name, data, job });
  });
  jobs.define(FLAKY, { retryLimit: 2, retryDelaySeconds: 30 }, async (data, job) => {
    ran.push({ process: name, data, job });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('the oven is cold');
    }
  });
  await jobs.start('manual');
  instances.push(jobs);
  return jobs;
}

const statesOf = (name: string) =>
  selectRows<{ state: string; retryCount: number }>(
    db,
    sql`select state, retry_count as "retryCount" from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name} order by created_on`,
  );

const holdPassed = (name: string) =>
  db.execute(
    sql`update ${sql.raw(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second'
        where name = ${name} and state in ('created', 'retry')`,
  );

beforeAll(async () => {
  db = (await testDatabase()).db;
});
afterAll(async () => {
  await Promise.all(instances.map((jobs) => jobs.stop()));
});

describe('jobs a process runs itself', () => {
  it('runs them once after the commit, out of every worker’s reach, and marks them completed together', async () => {
    ran.length = 0;
    await db.execute(sql`delete from ${sql.raw(JOBS_SCHEMA)}.job where name = ${QUEUE}`);
    const here = await processNamed('here');
    const other = await processNamed('other');
    const { result, held } = await here.transaction(async (tx) => {
      await here.addHere(tx, [
        { name: QUEUE, data: { cake: 'black forest' } },
        { name: QUEUE, data: { cake: 'rasmalai' } },
      ]);
      return 'made';
    });
    expect(result).toBe('made');
    expect(held.map((job) => job.data)).toEqual([{ cake: 'black forest' }, { cake: 'rasmalai' }]);
    // Committed: another server's worker still leaves them to this process.
    expect(await other.drain([QUEUE])).toBe(0);
    here.runSoon(held);
    await here.settled();
    expect(ran.map((run) => [run.process, run.data])).toEqual([
      ['here', { cake: 'black forest' }],
      ['here', { cake: 'rasmalai' }],
    ]);
    expect((await statesOf(QUEUE)).map((row) => row.state)).toEqual(['completed', 'completed']);
    await holdPassed(QUEUE);
    expect(await other.drain([QUEUE])).toBe(0);
    expect(ran).toHaveLength(2);
  });

  it('adds nothing when the transaction rolls back, and only in a transaction it opened', async () => {
    ran.length = 0;
    await db.execute(sql`delete from ${sql.raw(JOBS_SCHEMA)}.job where name = ${QUEUE}`);
    const here = await processNamed('here');
    await expect(
      here.transaction(async (tx) => {
        await here.addHere(tx, [{ name: QUEUE, data: { cake: 'plum' } }]);
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect(await statesOf(QUEUE)).toEqual([]);
    await expect(db.transaction((tx) => here.addHere(tx, [{ name: QUEUE, data: { cake: 'plum' } }]))).rejects.toThrow(
      /jobs.transaction/,
    );
  });

  it('leaves the jobs of a process that died to any server once their hold has passed, and runs them once', async () => {
    ran.length = 0;
    await db.execute(sql`delete from ${sql.raw(JOBS_SCHEMA)}.job where name = ${QUEUE}`);
    const died = await processNamed('died');
    const survivors = [await processNamed('one'), await processNamed('two')];
    // Committed, but the process is gone before it runs them.
    await died.transaction((tx) => died.addHere(tx, [{ name: QUEUE, data: { cake: 'walnut brownie' } }]));
    expect(await survivors[0]!.drain([QUEUE])).toBe(0);
    await holdPassed(QUEUE);
    const counts = await Promise.all(survivors.map((jobs) => jobs.drain([QUEUE])));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(ran.map((run) => run.data)).toEqual([{ cake: 'walnut brownie' }]);
    expect((await statesOf(QUEUE)).map((row) => row.state)).toEqual(['completed']);
  });

  it('hands a job that fails here to the engine: retried with its count, by any server', async () => {
    ran.length = 0;
    failuresLeft = 1;
    await db.execute(sql`delete from ${sql.raw(JOBS_SCHEMA)}.job where name = ${FLAKY}`);
    const here = await processNamed('here');
    const other = await processNamed('other');
    const { held } = await here.transaction((tx) => here.addHere(tx, [{ name: FLAKY, data: { cake: 'tres leches' } }]));
    here.runSoon(held);
    await here.settled();
    expect(await statesOf(FLAKY)).toEqual([{ state: 'retry', retryCount: 0 }]);
    // Waiting for its back-off: nobody takes it early.
    expect(await other.drain([FLAKY])).toBe(0);
    await holdPassed(FLAKY);
    expect(await other.drain([FLAKY])).toBe(1);
    expect(ran.map((run) => [run.process, run.job.retryCount])).toEqual([
      ['here', 0],
      ['other', 1],
    ]);
    expect(await statesOf(FLAKY)).toEqual([{ state: 'completed', retryCount: 1 }]);
  });
});
