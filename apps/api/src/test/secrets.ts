import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { JOBS_SCHEMA } from '../jobs/jobs';

/** A subscriber's job runs again (as if its process had died after its commit); answers how many ran. */
export async function runAgain(db: Database, drain: (names: string[]) => Promise<number>, queue: string) {
  await db.execute(
    sql`update ${sql.raw(JOBS_SCHEMA)}.job set state = 'retry', start_after = now() - interval '1 second'
        where name = ${queue} and state = 'completed'`,
  );
  return drain([queue]);
}

/** The JSON of every event and of every job (waiting, done or archived), as a reader of the database sees it. */
export async function eventsAndJobs(db: Database): Promise<{ events: string[]; jobs: string[] }> {
  const events = await selectRows<{ json: string }>(db, sql`select row_to_json(e)::text as json from change_events e`);
  const jobs = await selectRows<{ json: string }>(
    db,
    sql.raw(
      `select row_to_json(j)::text as json from ${JOBS_SCHEMA}.job j
       union all select row_to_json(a)::text from ${JOBS_SCHEMA}.archive a`,
    ),
  );
  return { events: events.map((row) => row.json), jobs: jobs.map((row) => row.json) };
}

/** The tables (ours and the job engine's) with a row whose JSON holds `needle`. */
export async function tablesHolding(db: Database, needle: string): Promise<string[]> {
  const tables = await selectRows<{ schema: string; name: string }>(
    db,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', ${JOBS_SCHEMA}) order by 1, 2`,
  );
  const holding: string[] = [];
  for (const table of tables) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t
          where strpos(row_to_json(t)::text, ${needle}) > 0`,
    );
    if (Number(row!.n) > 0) holding.push(table.schema === 'public' ? table.name : `${table.schema}.${table.name}`);
  }
  return holding;
}
