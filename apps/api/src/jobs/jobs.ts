import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client';
import { engineDb, type EngineDb } from './engine-db';

/** The job engine's own tables live in this schema, beside ours. */
export const JOBS_SCHEMA = 'pgboss';

/** How a queue's failed jobs are tried again. */
export interface QueueRules {
  /** Tries after the first, before the job is left failed (and shown to the owner). */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when `backoff` is on. */
  retryDelaySeconds: number;
  backoff?: boolean;
  /** A job running longer than this is taken to have died with its process, and tried again. */
  expireInSeconds?: number;
}

export interface JobInfo {
  id: string;
  /** Retries so far (0 on the first try). */
  retryCount: number;
  /** Retries allowed: the try with `retryCount` equal to it is the last. */
  retryLimit: number;
}

/** Where a job stands, as the engine keeps it. */
export interface JobState {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** When it is due (its next try, for one waiting after a failure). */
  startAfter: string;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** A job that failed: waiting for its next try, or given up. */
export interface JobProblem {
  queue: string;
  id: string;
  state: 'retry' | 'failed';
  retryCount: number;
  retryLimit: number;
  error: string;
  createdAt: string;
  nextTryAt: string | null;
}

/**
 * How jobs run in this process. `workers`: the engine fetches due jobs in the background and runs
 * the scheduled work (a server). `manual`: nothing runs by itself; `drain()` runs what is due (tests,
 * the staff command).
 */
export type JobsMode = 'workers' | 'manual';

/** A job added for this process to run after its commit. */
export interface HeldJob {
  id: string;
  name: string;
  data: unknown;
}

/** A job claimed to run here, with what its handler is told. */
interface ClaimedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

interface Queue {
  rules: QueueRules & { policy?: 'standard' | 'stately' };
  handler: JobHandler<unknown>;
  intervalMs?: number;
}

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
        await engine.executeSql(
          `update ${JOBS_SCHEMA}.job set state = 'completed', completed_on = now()
           where name = any($1::text[]) and id = any($2::uuid[]) and state = 'created'`,
          [[...new Set(batch.map((job) => job.name))], batch.map((job) => job.id)],
        );
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

  /**
   * Every defined queue exists with its rules. Servers starting together take turns (the engine's
   * own queue creation makes a table per queue, and two at once deadlock): under an advisory lock,
   * a missing queue is made and an existing one given the rules of this version.
   */
  async function ensureQueues() {
    await db.transaction(async (tx) => {
      const locked = engineDb(tx);
      await locked.executeSql(`select pg_advisory_xact_lock(hashtext('roast-job-queues'))`, []);
      const { rows } = await locked.executeSql(`select name from ${JOBS_SCHEMA}.queue`, []);
      const existing = new Set((rows as { name: string }[]).map((row) => row.name));
      for (const [name, queue] of queues) {
        const rules = {
          policy: queue.rules.policy ?? 'standard',
          retryLimit: queue.rules.retryLimit,
          retryDelay: queue.rules.retryDelaySeconds,
          retryBackoff: queue.rules.backoff ?? false,
          expireInSeconds: queue.rules.expireInSeconds ?? 900,
        };
        if (!existing.has(name)) {
          await locked.executeSql(`select ${JOBS_SCHEMA}.create_queue($1, $2::json)`, [name, JSON.stringify(rules)]);
        } else {
          await locked.executeSql(
            `update ${JOBS_SCHEMA}.queue set retry_limit = $2, retry_delay = $3, retry_backoff = $4,
               expire_seconds = $5, updated_on = now() where name = $1`,
            [name, rules.retryLimit, rules.retryDelay, rules.retryBackoff, rules.expireInSeconds],
          );
        }
      }
    });
  }

  /** Claims these jobs (those no other process holds) and runs them here. */
  async function claim(name: string, ids: string[]) {
    const { rows } = await engine.executeSql(
      `with next as (
         select id from ${JOBS_SCHEMA}.job
         where name = $1 and id = any($2::uuid[]) and state < 'active'
         for update skip locked)
       update ${JOBS_SCHEMA}.job j set state = 'active', started_on = now(),
         retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
       from next where j.name = $1 and j.id = next.id
       returning j.id, j.data, j.retry_count as "retryCount", j.retry_limit as "retryLimit"`,
      [name, ids],
    );
    return rows as ClaimedJob[];
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
      options: { startAfterSeconds?: number; ids?: string[]; retryLimit?: number } = {},
    ) {
      if (!queues.has(name)) throw new Error(`no queue ${name}`);
      if (items.length === 0) return [];
      const ids = options.ids ?? items.map(() => randomUUID());
      if (ids.length !== items.length) throw new Error('one id for each job');
      const startAfter =
        options.startAfterSeconds === undefined
          ? undefined
          : new Date(Date.now() + options.startAfterSeconds * 1000).toISOString();
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
          if ((await claim(job.name, [job.id])).length > 0) {
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
      const claimed = await claim(name, ids);
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
        await ensureQueues();
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
    async problems(limit = 100): Promise<JobProblem[]> {
      const { rows } = await engine.executeSql(
        `select name as queue, id, state, retry_count as "retryCount", retry_limit as "retryLimit",
                coalesce(output->>'message', '') as error, created_on as "createdAt",
                case when state = 'retry' then start_after end as "nextTryAt"
         from ${JOBS_SCHEMA}.job where state in ('retry', 'failed')
         order by created_on desc limit $1`,
        [limit],
      );
      return (
        rows as (Omit<JobProblem, 'createdAt' | 'nextTryAt'> & { createdAt: Date; nextTryAt: Date | null })[]
      ).map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt).toISOString(),
        nextTryAt: row.nextTryAt ? new Date(row.nextTryAt).toISOString() : null,
      }));
    },

    /** Where these jobs of a queue stand; a job done long ago (archived) or never made is not listed. */
    async states(name: string, ids: string[]): Promise<JobState[]> {
      if (ids.length === 0) return [];
      const { rows } = await engine.executeSql(
        `select id, state, start_after as "startAfter" from ${JOBS_SCHEMA}.job where name = $1 and id = any($2::uuid[])`,
        [name, ids],
      );
      return (rows as (Omit<JobState, 'startAfter'> & { startAfter: Date | string })[]).map((row) => ({
        ...row,
        startAfter: new Date(row.startAfter).toISOString(),
      }));
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

/** The engine's tables, made once when the database is migrated (in the migration's own lock). */
export async function createJobTables(db: Queryable): Promise<void> {
  const engine: EngineDb = engineDb(db);
  const { rows } = await engine.executeSql(
    `select 1 from information_schema.tables where table_schema = $1 and table_name = 'version'`,
    [JOBS_SCHEMA],
  );
  if (rows.length > 0) return;
  await engine.executeSql(PgBoss.getConstructionPlans(JOBS_SCHEMA));
}
