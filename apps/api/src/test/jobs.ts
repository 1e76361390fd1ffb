import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { JOBS_SCHEMA } from '../jobs/jobs';

/** Makes every job waiting for its next try due now, as if its back-off had passed. */
export async function retriesDueNow(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`update ${JOBS_SCHEMA}.job set start_after = now() - interval '1 second' where state = 'retry'`),
  );
}
