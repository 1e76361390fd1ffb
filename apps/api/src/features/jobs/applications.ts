import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Application } from '@roast/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import * as repository from './jobs.repository';
import { attachmentName, detectResume } from './resume-check';

type ApplicationRow = Awaited<ReturnType<typeof repository.pageOfApplications>>['rows'][number];

const toApplication = ({ application, jobTitle }: ApplicationRow): Application => ({
  _id: application.id,
  jobId: application.jobId,
  jobTitle,
  name: application.name,
  email: application.email,
  phone: application.phone,
  subject: application.subject,
  resume: application.resumeFileId || application.resumeFile ? (application.resumeOriginalName ?? 'resume') : null,
  resumeSize: application.resumeSize,
  appliedAt: application.createdAt.toISOString(),
});

/** The applications to the cafe's jobs, as the owner reads them, and their resumes. */
export function createApplicationsDesk({ db, resumesFolder }: { db: Database; resumesFolder: string }) {
  return {
    async list(filter: { jobId?: string }, page?: { page: number; limit: number }) {
      const { rows, total } = await repository.pageOfApplications(
        db,
        filter,
        page && { limit: page.limit, offset: (page.page - 1) * page.limit },
      );
      return { data: rows.map(toApplication), total };
    },

    /** A resume's bytes, its type as its bytes say, and a safe name to save it under. */
    async resume(id: string) {
      const application = await repository.findApplication(db, id);
      if (!application?.resumeFileId && !application?.resumeFile) throw notFound('application_without_resume');
      const bytes = application.resumeFileId
        ? await repository.fileBytes(db, application.resumeFileId)
        : await readFile(path.join(resumesFolder, path.basename(application.resumeFile!))).catch(() => undefined);
      if (!bytes) throw notFound('resume_file_missing');
      const kind = detectResume(bytes);
      if (!kind) throw notFound('resume_file_missing');
      return {
        bytes,
        mime: kind.mime,
        filename: attachmentName(application.resumeOriginalName ?? undefined, kind, `Resume ${application.name}`),
      };
    },
  };
}

export type ApplicationsDesk = ReturnType<typeof createApplicationsDesk>;
