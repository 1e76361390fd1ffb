import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client';
import { engineDb } from './engine-db';
import { claim, completeHeld, ensureQueues, jobProblems, jobStates, JOBS_SCHEMA } from './statements';
import type { ClaimedJob, HeldJob, JobHandler, JobProblem, JobsMode, JobState, Queue, QueueRules } from './types';

export { createJobTables, JOBS_SCHEMA } from './statements';
export type { HeldJob, JobHandler, JobInfo, JobProblem, JobsMode, JobState, QueueRules } from './types';

/**
 * How often a worker looks for due jobs by itself. It is woken at once for jobs this process adds
 * and for its scheduled work, so the poll finds only retries and the jobs of a server that died:
 * every queue polling often costs the database a statement per queue per poll, orders or none.
 */
const POLL_SECONDS = 15;
/** Jobs done here wait this long to be marked completed with the others done meanwhile. */
const COMPLETE_AFTER_MS = 100;
const BATCH = 5;
/**
 * A job added to run in the process that adds it (`here`) is not due for the workers until this
 * long after: the process runs it at once after its commit without claiming it, and a process that
 * died before finishing leaves it to any server's worker after the wait.
 */
const HELD_SECONDS = 60;
/** Jobs done here are marked completed together: at most this many in one statement. */
const COMPLETE_AT_ONCE = 200;
/** Jobs run in the background after a commit, at most this many at once (a burst waits its turn). */
const BACKGROUND_AT_ONCE = 2;

/**
 * Background work on pg-boss, on PostgreSQL and on the embedded database alike: jobs are rows in
 * the engine's tables, added in the caller's transaction, claimed once across every server, retried
 * with back-off, and left failed for the owner to see when they keep failing.
 */
export function createJobs({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  const engine = engineDb(db);
  // Built at start: only servers supervise (expire the jobs of processes that died, archive old ones).
  let boss!: PgBoss;
  const queues = new Map<string, Queue>();
  const timers: NodeJS.Timeout[] = [];
  let started: Promise<void> | undefined;
  let mode: JobsMode = 'manual';
  /** Jobs this process started after a commit and has not finished yet. */
  const inFlight = new Set<Promise<void>>();
  /** Queues given jobs by work still running (its transaction not yet committed): woken after it. */
  const added = new Set<string>();
  const wakeAdded = () => {
    for (const name of added) jobs.wake(name);
    added.clear();
  };
  const background = pLimit(BACKGROUND_AT_ONCE);
  /** The jobs added with `addHere` in each transaction opened by `transaction`. */
  const heldIn = new WeakMap<object, HeldJob[]>();
  /** Held jobs done here, not yet marked completed. */
  let done: HeldJob[] = [];
  let flushing: Promise<void> | undefined;
  let flushTimer: NodeJS.Timeout | undefined;

  /** Marks the held jobs done here completed, in one statement (one still held: a worker has not taken it). */
  async function flushDone(): Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    while (flushing) await flushing;
    if (done.length === 0) return;
    const batch = done;
    done = [];
    flushing = (async () => {
      try {
        await completeHeld(engine, batch);
      } catch (error) {
        // Left held: any server's worker runs them again after the wait; their subscribers are idempotent.
        log.error({ err: error, jobs: batch.length }, 'jobs done here were not marked completed');
      } finally {
        flushing = undefined;
      }
    })();
    await flushing;
  }
  const flushSoon = () => {
    flushTimer ??= setTimeout(() => void flushDone(), COMPLETE_AFTER_MS);
  };

  /** pg-boss's insert of jobs (any queues) in the caller's transaction. */
  async function insert(
    tx: Queryable,
    rows: { id: string; name: string; data: unknown; startAfter?: string; retryLimit?: number }[],
  ) {
    await boss.insert(
      rows.map((row) => ({ ...row, data: row.data as object })),
      { db: engineDb(tx) } as unknown as PgBoss.InsertOptions,
    );
  }

  /**
   * One claimed job: done, it is completed (unless `completedAfter`: a worker's batch, which the
   * engine completes in one statement once every job of it has run); failed, it waits for its retry.
   */
  async function run(name: string, queue: Queue, job: ClaimedJob, completedAfter = false) {
    try {
      await queue.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
      if (!completedAfter) await boss.complete(name, job.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ queue: name, jobId: job.id, reason }, 'a job failed; it is tried again later');
      await boss.fail(name, job.id, { message: reason.slice(0, 500) });
    } finally {
      wakeAdded();
    }
  }

  /** This interval's run of scheduled work, unless one is queued for it already (by any server). */
  async function offer(name: string, queue: Queue) {
    await boss.sendThrottled(name, {}, {}, Math.max(1, Math.floor(queue.intervalMs! / 1000)), name);
    jobs.wake(name);
  }

  const jobs = {
    /** A queue and what runs its jobs. */
    define<T>(name: string, rules: QueueRules, handler: JobHandler<T>): void {
      if (queues.has(name)) throw new Error(`the queue ${name} is defined twice`);
      queues.set(name, { rules, handler: handler as JobHandler<unknown> });
    },

    /**
     * Work done about every `intervalMs`, once across every server. Each server offers one job per
     * interval (`offer`), and the engine keeps one per interval; the queue is stately, so while one
     * runs no other starts (a fetch that would start a second finds none), and a round that runs
     * longer than the interval is followed by one more, not by a pile. A round running past its
     * expiry (15 minutes) is taken to have died: work that may take long stops well before.
     */
    every(name: string, intervalMs: number, work: () => Promise<unknown>): void {
      jobs.define(name, { retryLimit: 0, retryDelaySeconds: 1 }, async () => {
        await work();
      });
      const queue = queues.get(name)!;
      queue.intervalMs = intervalMs;
      queue.rules = { ...queue.rules, policy: 'stately' };
    },

    get mode() {
      return mode;
    },

    /**
     * Jobs added with the caller's transaction: they exist exactly when what they are for does.
     * `ids` names them (a job whose id its queue holds already is not added again); `retryLimit`
     * replaces the queue's for these.
     */
    async add<T>(
      tx: Queryable,
      name: string,
      items: T[],
      options: { startAfterSeconds?: number; startAfter?: Date; ids?: string[]; retryLimit?: number } = {},
    ) {
      if (!queues.has(name)) throw new Error(`no queue ${name}`);
      if (items.length === 0) return [];
      const ids = options.ids ?? items.map(() => randomUUID());
      if (ids.length !== items.length) throw new Error('one id for each job');
      const startAfter =
        options.startAfter?.toISOString() ??
        (options.startAfterSeconds === undefined
          ? undefined
          : new Date(Date.now() + options.startAfterSeconds * 1000).toISOString());
      await insert(
        tx,
        items.map((data, index) => ({ id: ids[index]!, name, data, startAfter, retryLimit: options.retryLimit })),
      );
      added.add(name);
      return ids;
    },

    /**
     * Runs `work` in a transaction in which jobs may be added for this process to run (`addHere`):
     * answers what `work` did and those jobs, once committed.
     */
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<{ result: T; held: HeldJob[] }> {
      const held: HeldJob[] = [];
      const result = await db.transaction(async (tx) => {
        heldIn.set(tx, held);
        return work(tx);
      });
      wakeAdded();
      return { result, held };
    },

    /** True for a transaction opened by `transaction`, in which `addHere` may add jobs. */
    holds: (tx: Queryable) => heldIn.has(tx),

    /**
     * Jobs of several queues, added with a `transaction` in one statement, for this process to run
     * once it is committed: no worker takes them before `HELD_SECONDS` have passed.
     */
    async addHere(tx: Queryable, items: { name: string; data: unknown }[]): Promise<HeldJob[]> {
      const heldHere = heldIn.get(tx);
      if (!heldHere) throw new Error('jobs to run here are added in a transaction opened by jobs.transaction');
      if (items.length === 0) return [];
      for (const item of items) if (!queues.has(item.name)) throw new Error(`no queue ${item.name}`);
      const startAfter = new Date(Date.now() + HELD_SECONDS * 1000).toISOString();
      // Handlers are given what a worker would read back: the data as JSON.
      const held = items.map((item) => ({
        id: randomUUID(),
        name: item.name,
        data: JSON.parse(JSON.stringify(item.data)) as unknown,
      }));
      await insert(
        tx,
        held.map((job) => ({ ...job, startAfter })),
      );
      heldHere.push(...held);
      return held;
    },

    /**
     * Runs committed jobs this process added with `addHere`, without claiming them (no worker takes
     * them yet). Done, each is marked completed with others in one statement; one that fails is
     * claimed and failed, to be tried again with back-off by any server.
     */
    async runHeld(jobsHere: HeldJob[]): Promise<void> {
      for (const job of jobsHere) {
        const queue = queues.get(job.name);
        if (!queue) continue;
        try {
          await queue.handler(job.data, { id: job.id, retryCount: 0, retryLimit: queue.rules.retryLimit });
          done.push(job);
          if (done.length >= COMPLETE_AT_ONCE) await flushDone();
          else flushSoon();
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          log.warn({ queue: job.name, jobId: job.id, reason }, 'a job failed; it is tried again later');
          // Claimed first, so that its next try counts as a retry.
          if ((await claim(engine, job.name, [job.id])).length > 0) {
            await boss.fail(job.name, job.id, { message: reason.slice(0, 500) });
          }
        } finally {
          wakeAdded();
        }
      }
    },

    /**
     * Runs these committed jobs here and now, unless another process already holds them (or they
     * are done): how many ran here.
     */
    async runNow(name: string, ids: string[]): Promise<number> {
      const queue = queues.get(name);
      if (!queue || ids.length === 0) return 0;
      const claimed = await claim(engine, name, ids);
      for (const job of claimed) await run(name, queue, job);
      return claimed.length;
    },

    /** Offers this interval's run of scheduled work now, as each server's timer does (tests). */
    async offer(name: string): Promise<void> {
      const queue = queues.get(name);
      if (!queue?.intervalMs) throw new Error(`${name} is not scheduled work`);
      await offer(name, queue);
    },

    /** Starts these committed held jobs here in the background (see `runHeld`); `settled()` waits for them. */
    runSoon(jobsHere: HeldJob[]): void {
      if (jobsHere.length === 0) return;
      const running: Promise<void> = background(() => jobs.runHeld(jobsHere))
        .catch((error: unknown) => log.error({ err: error }, 'a job was not run here; a worker runs it later'))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },

    /** Waits until the jobs started with `runSoon` (and those they started) are done. */
    async settled(): Promise<void> {
      while (inFlight.size > 0 || done.length > 0 || flushing) {
        await Promise.all([...inFlight]);
        await flushDone();
      }
    },

    /** Wakes the workers of queues given jobs since (call once the transaction that added them is committed). */
    wakeAdded,

    /** Tells this process's worker for the queue to look for jobs now. */
    wake(name: string): void {
      if (mode !== 'workers') return;
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },

    async start(startMode: JobsMode): Promise<void> {
      mode = startMode;
      started ??= (async () => {
        boss = new PgBoss({
          db: engine,
          schema: JOBS_SCHEMA,
          migrate: false,
          schedule: false,
          supervise: startMode === 'workers',
        } as unknown as PgBoss.ConstructorOptions);
        boss.on('error', (error: unknown) =>
          log.error({ err: error }, 'the job engine failed a round; it will try again'),
        );
        await boss.start();
        await ensureQueues(db, queues);
      })();
      await started;
      if (mode !== 'workers') return;
      for (const [name, queue] of queues) {
        const id = await boss.work(
          name,
          { batchSize: BATCH, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
          async (batch) => {
            // A job that fails is failed on its own; the engine completes the rest of the batch after.
            for (const job of batch) await run(name, queue, job, true);
          },
        );
        workerIds.set(name, id);
        if (queue.intervalMs) {
          const tick = () =>
            void offer(name, queue).catch((error: unknown) =>
              log.error({ err: error, queue: name }, 'scheduled work was not queued'),
            );
          tick();
          const timer = setInterval(tick, Math.max(1_000, queue.intervalMs / 2));
          timer.unref();
          timers.push(timer);
        }
      }
    },

    /** Runs every due job of the queues named (else all) until none is left: tests and commands. */
    async drain(names: string[] = [...queues.keys()]): Promise<number> {
      await started;
      let ran = 0;
      for (;;) {
        let round = 0;
        for (const name of names) {
          const queue = queues.get(name);
          if (!queue) continue;
          const batch = (await boss.fetch(name, { batchSize: BATCH, includeMetadata: true })) as ClaimedJob[] | null;
          for (const job of batch ?? []) await run(name, queue, job);
          round += batch?.length ?? 0;
        }
        ran += round;
        if (round === 0) return ran;
      }
    },

    /** Jobs waiting for another try, and those given up, newest first. */
    problems: (limit = 100): Promise<JobProblem[]> => jobProblems(engine, limit),

    /** Where these jobs of a queue stand; a job done long ago (archived) or never made is not listed. */
    states: (name: string, ids: string[]): Promise<JobState[]> => jobStates(engine, name, ids),

    /** Cancels these jobs of a queue that have not run (a reminder of an order cancelled). */
    async cancel(name: string, ids: string[]): Promise<void> {
      if (ids.length > 0) await boss.cancel(name, ids);
    },

    /** Tries a given-up job again at once (one more try). */
    async retry(name: string, id: string): Promise<void> {
      await boss.retry(name, id);
    },

    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      await jobs.settled();
      await flushDone();
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false } as PgBoss.StopOptions);
    },
  };
  const workerIds = new Map<string, string>();
  return jobs;
}

export type Jobs = ReturnType<typeof createJobs>;

/**
 * A job's id made from what it is for ('<queue>:<order id>'): the same every time, so a job added
 * again for the same thing is not added twice.
 */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
