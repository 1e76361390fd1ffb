import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import * as repository from './retention.repository';

/**
 * How long personal data is kept, as the privacy notice says: contact messages two years, job
 * applications (and their resumes) twelve months, copies of the mails sent 90 days, like the logs.
 * Orders, invoices and paid bookings are kept for the tax law's years and are not touched here;
 * sessions and reset links go as soon as they have ended, links to confirm an email a month after
 * they lapse.
 */
export const KEEP = {
  contactMessagesMonths: 24,
  jobApplicationsMonths: 12,
  sentMailDays: 90,
  /** Links to confirm an email address, after they lapse. */
  lapsedVerificationDays: 30,
} as const;

const DAY_MS = 86_400_000;

/** What one sweep removed. */
export interface RetentionSweep {
  contactMessages: number;
  jobApplications: number;
  /** Resumes in the database and files of an earlier version under DATA_DIR/resumes. */
  resumes: number;
  /** Sent mails in the queue, and their copies under DATA_DIR/outbox. */
  mails: number;
  mailFiles: number;
  userSessions: number;
  staffSessions: number;
  passwordResets: number;
  emailVerifications: number;
}

export interface RetentionDependencies {
  db: Database;
  /** Where this server keeps files: its outbox and an earlier version's resumes. */
  dataDir: string;
  now: () => Date;
}

/** `months` calendar months before `instant`. */
export function monthsBefore(instant: Date, months: number): Date {
  const earlier = new Date(instant);
  earlier.setUTCMonth(earlier.getUTCMonth() - months);
  return earlier;
}

/** Removes files in `folder` last written before `before`; a folder that is not there has none. */
async function removeFilesBefore(folder: string, before: Date): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtime >= before) continue;
    if (await removeFile(file)) removed += 1;
  }
  return removed;
}

/** Removes one file: true when it was there. */
async function removeFile(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The sweeper. Every statement deletes by age alone, so servers sweeping at once remove each row
 * once and disagree about nothing; each server removes its own files.
 */
export function createRetention({ db, dataDir, now }: RetentionDependencies) {
  async function sweep(): Promise<RetentionSweep> {
    const at = now();
    const contactMessages = await repository.deleteContactMessages(db, monthsBefore(at, KEEP.contactMessagesMonths));
    const applications = await repository.deleteJobApplications(db, monthsBefore(at, KEEP.jobApplicationsMonths));
    const resumesFolder = path.join(dataDir, 'resumes');
    let resumeFiles = 0;
    for (const name of applications.resumeFiles) {
      if (await removeFile(path.join(resumesFolder, path.basename(name)))) resumeFiles += 1;
    }
    const mailsBefore = new Date(at.getTime() - KEEP.sentMailDays * DAY_MS);
    const mails = await repository.deleteFinishedMails(db, mailsBefore);
    const mailFiles = await removeFilesBefore(path.join(dataDir, 'outbox'), mailsBefore);
    const sessions = await repository.deleteEndedSessions(db, at);
    const emailVerifications = await repository.deleteLapsedVerifications(
      db,
      new Date(at.getTime() - KEEP.lapsedVerificationDays * DAY_MS),
    );
    return {
      contactMessages,
      jobApplications: applications.applications,
      resumes: applications.storedResumes + resumeFiles,
      mails,
      mailFiles,
      ...sessions,
      emailVerifications,
    };
  }

  return {
    sweep,
  };
}

export type Retention = ReturnType<typeof createRetention>;
