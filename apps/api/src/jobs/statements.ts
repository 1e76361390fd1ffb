import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client';
import { engineDb, type EngineDb } from './engine-db';
import type { ClaimedJob, HeldJob, JobProblem, JobState, Queue } from './types';

/** The job engine's own tables live in this schema, beside ours. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Every defined queue exists with its rules. Servers starting together take turns (the engine's
 * own queue creation makes a table per queue, and two at once deadlock): under an advisory lock,
 * a missing queue is made and an existing one given the rules of this version.
 */
export async function ensureQueues(db: Database, queues: ReadonlyMap<string, Queue>) {
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

/** Claims these jobs (those no other process holds), to run them here. */
export async function claim(engine: EngineDb, name: string, ids: string[]) {
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

/** Marks held jobs done here completed, in one statement (those a worker took meanwhile are its own). */
export async function completeHeld(engine: EngineDb, jobs: HeldJob[]): Promise<void> {
  await engine.executeSql(
    `update ${JOBS_SCHEMA}.job set state = 'completed', completed_on = now()
     where name = any($1::text[]) and id = any($2::uuid[]) and state = 'created'`,
    [[...new Set(jobs.map((job) => job.name))], jobs.map((job) => job.id)],
  );
}

/** Jobs waiting for another try, and those given up, newest first. */
export async function jobProblems(engine: EngineDb, limit: number): Promise<JobProblem[]> {
  const { rows } = await engine.executeSql(
    `select name as queue, id, state, retry_count as "retryCount", retry_limit as "retryLimit",
            coalesce(output->>'message', '') as error, created_on as "createdAt",
            case when state = 'retry' then start_after end as "nextTryAt"
     from ${JOBS_SCHEMA}.job where state in ('retry', 'failed')
     order by created_on desc limit $1`,
    [limit],
  );
  return (rows as (Omit<JobProblem, 'createdAt' | 'nextTryAt'> & { createdAt: Date; nextTryAt: Date | null })[]).map(
    (row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      nextTryAt: row.nextTryAt ? new Date(row.nextTryAt).toISOString() : null,
    }),
  );
}

/** Where these jobs of a queue stand; a job done long ago (archived) or never made is not listed. */
export async function jobStates(engine: EngineDb, name: string, ids: string[]): Promise<JobState[]> {
  if (ids.length === 0) return [];
  const { rows } = await engine.executeSql(
    `select id, state, start_after as "startAfter" from ${JOBS_SCHEMA}.job where name = $1 and id = any($2::uuid[])`,
    [name, ids],
  );
  return (rows as (Omit<JobState, 'startAfter'> & { startAfter: Date | string })[]).map((row) => ({
    ...row,
    startAfter: new Date(row.startAfter).toISOString(),
  }));
}

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
