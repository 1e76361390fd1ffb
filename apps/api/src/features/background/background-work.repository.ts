import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client';
import { JOBS_SCHEMA } from '../../jobs/jobs';

const JOB = sql.raw(`${JOBS_SCHEMA}.job`);

/** How many jobs are given up, and how many wait for another try, across every queue. */
export async function countProblems(db: Queryable): Promise<{ failing: number; retrying: number }> {
  const [row] = await selectRows<{ failing: number | string; retrying: number | string }>(
    db,
    sql`select count(*) filter (where state = 'failed') as failing,
               count(*) filter (where state = 'retry') as retrying
        from ${JOB} where state in ('retry', 'failed')`,
  );
  return { failing: Number(row?.failing ?? 0), retrying: Number(row?.retrying ?? 0) };
}

/** Where one job of a queue stands ('created', 'retry', 'active', 'completed', 'failed'…), if it is kept. */
export async function stateOf(db: Queryable, queue: string, id: string): Promise<string | undefined> {
  const [row] = await selectRows<{ state: string }>(
    db,
    sql`select state::text as state from ${JOB} where name = ${queue} and id = ${id}::uuid`,
  );
  return row?.state;
}
