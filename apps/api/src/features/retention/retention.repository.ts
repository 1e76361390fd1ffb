import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contactMessages,
  emailVerifications,
  jobApplications,
  mailOutbox,
  passwordResets,
  staffSessions,
  storedFiles,
  userSessions,
} from '../../db/schema';

/** Contact messages written before `before`: how many went. */
export async function deleteContactMessages(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return gone.length;
}

/**
 * Job applications sent before `before`, with the resumes kept in the database, in one transaction;
 * the names of resumes an earlier version kept on disk, for the caller to remove.
 */
export function deleteJobApplications(
  db: Database,
  before: Date,
): Promise<{ applications: number; storedResumes: number; resumeFiles: string[] }> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(jobApplications)
      .where(lt(jobApplications.createdAt, before))
      .returning({ fileId: jobApplications.resumeFileId, file: jobApplications.resumeFile });
    const fileIds = gone.flatMap((row) => (row.fileId ? [row.fileId] : []));
    const files =
      fileIds.length > 0
        ? await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds)).returning({ id: storedFiles.id })
        : [];
    return {
      applications: gone.length,
      storedResumes: files.length,
      resumeFiles: gone.flatMap((row) => (row.file ? [row.file] : [])),
    };
  });
}

/** Mails delivered (or given up on) before `before`. A mail still to be sent is never removed. */
export async function deleteFinishedMails(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, before),
      ),
    )
    .returning({ id: mailOutbox.id });
  return gone.length;
}

/** Sign-ins that have ended (expired or logged out), customers' and staff's, and spent reset links. */
export async function deleteEndedSessions(
  db: Database,
  now: Date,
): Promise<{ userSessions: number; staffSessions: number; passwordResets: number }> {
  const users = await db
    .delete(userSessions)
    .where(or(lt(userSessions.expiresAt, now), isNotNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  const staff = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), isNotNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return { userSessions: users.length, staffSessions: staff.length, passwordResets: resets.length };
}

/**
 * Confirmation links that lapsed before `before`: until then a lapsed or spent link can still say
 * what happened to it when someone follows it again.
 */
export async function deleteLapsedVerifications(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, before))
    .returning({ id: emailVerifications.id });
  return gone.length;
}
