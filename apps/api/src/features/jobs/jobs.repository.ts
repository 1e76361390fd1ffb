import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { jobApplications, jobs } from '../../db/schema';

export async function findJob(db: Database, id: string) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, isActive: jobs.isActive })
    .from(jobs)
    .where(eq(jobs.id, id));
  return job;
}
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export async function insertApplication(db: Queryable, application: typeof jobApplications.$inferInsert) {
  const [row] = await db.insert(jobApplications).values(application).returning({ id: jobApplications.id });
  return row!.id;
}
