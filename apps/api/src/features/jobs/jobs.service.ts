import path from 'node:path';
import type { JobApplicationFields } from '@roast/domain';
import { jobApplicationSchema } from '@roast/domain';
import type { Database } from '../../db/client';
import { HttpError, conflict, invalidFields, notFound, tooManyRequests } from '../../http/errors';
import type { MailQueue } from '../../mail/mail-queue';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { applicationMail } from './jobs.mails';
import { storeFile } from '../../db/stored-files';
import { findJob, insertApplication, type JobRow } from './jobs.repository';
import { attachmentName, detectResume } from './resume-check';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UploadedResume {
  bytes: Buffer;
  /** The name on the applicant's computer: shown to HR, never used as a path. */
  originalName: string;
}

export interface ApplicationsDependencies {
  db: Database;
  limiter: RateLimiter;
  mail: MailQueue;
  hrInbox: string;
  dataDir: string;
}

/**
 * Job applications: checked, the resume kept in the database (never served to the public), the
 * application stored and a mail with the resume queued for HR.
 */
export function createApplications({ db, limiter, mail, hrInbox, dataDir }: ApplicationsDependencies) {
  /** Where an earlier version of the store kept resumes; the owner can still download those. */
  const folder = path.join(dataDir, 'resumes');

  const limited = async (name: 'applyPerIp' | 'applyPerEmail', subject: string) => {
    const result = await limiter.consume(name, subject);
    if (!result.allowed) throw tooManyRequests('applications_too_many', result.retryAfterSeconds);
  };

  return {
    folder,

    /** The job to apply for, when it exists and is open; else the 4xx to answer. */
    async openJob(id: string) {
      const job = UUID.test(id) ? await findJob(db, id) : undefined;
      if (!job) throw notFound('job_not_found');
      if (!job.isActive) throw conflict('applications_closed');
      return job;
    },

    async countAttempt(ip: string) {
      await limited('applyPerIp', ip);
    },

    async apply(job: JobRow, fields: Partial<Record<keyof JobApplicationFields, unknown>>, resume?: UploadedResume) {
      const parsed = jobApplicationSchema.safeParse(fields);
      if (!parsed.success) throw invalidFields(parsed.error.issues);
      const applicant = parsed.data;
      await limited('applyPerEmail', applicant.email.toLowerCase());

      let stored: { mime: string; filename: string; size: number } | undefined;
      if (resume) {
        const kind = detectResume(resume.bytes);
        if (!kind) throw new HttpError(415, 'resume_not_accepted');
        stored = {
          mime: kind.mime,
          filename: attachmentName(resume.originalName, kind, `Resume ${applicant.name}`),
          size: resume.bytes.length,
        };
      }

      // The resume, the application and HR's mail stand or fall together, in the database that
      // every server reads (a server's own disk is its own).
      return db.transaction(async (tx) => {
        const fileId = resume && stored ? await storeFile(tx, { bytes: resume.bytes, contentType: stored.mime }) : null;
        const id = await insertApplication(tx, {
          jobId: job.id,
          name: applicant.name,
          email: applicant.email,
          phone: applicant.number,
          subject: applicant.subject ?? null,
          resumeFileId: fileId,
          resumeOriginalName: resume?.originalName.slice(0, 255) ?? null,
          resumeMime: stored?.mime ?? null,
          resumeSize: stored?.size ?? null,
        });
        const message = applicationMail(
          job,
          {
            id,
            name: applicant.name,
            email: applicant.email,
            phone: applicant.number,
            subject: applicant.subject,
            resume:
              stored && fileId
                ? { filename: stored.filename, fileId, contentType: stored.mime, size: stored.size }
                : undefined,
          },
          hrInbox,
        );
        await mail.enqueue(message, tx);
        return id;
      });
    },
  };
}

export type Applications = ReturnType<typeof createApplications>;
