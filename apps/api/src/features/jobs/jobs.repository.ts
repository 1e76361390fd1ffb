import { count, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { jobApplications, jobs } from '../../db/schema';
import { readFiles } from '../../db/stored-files';

export async function findJob(db: Database, id: string) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, isActive: jobs.isActive })
    .from(jobs)
    .where(eq(jobs.id, id));
  return job;
}
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/** A resume's bytes, when it is kept in the database. */
export async function fileBytes(db: Queryable, id: string): Promise<Buffer | undefined> {
  return (await readFiles(db, [id])).get(id);
}

export async function insertApplication(db: Queryable, application: typeof jobApplications.$inferInsert) {
  const [row] = await db.insert(jobApplications).values(application).returning({ id: jobApplications.id });
  return row!.id;
}

/** A page of applications (or all of them), newest first, with their job's title. */
export async function pageOfApplications(
  db: Queryable,
  filter: { jobId?: string },
  page?: { limit: number; offset: number },
) {
  const where = filter.jobId ? eq(jobApplications.jobId, filter.jobId) : undefined;
  const query = db
    .select({ application: jobApplications, jobTitle: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ value: count() }).from(jobApplications).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findApplication(db: Queryable, id: string) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}
