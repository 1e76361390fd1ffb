import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactMessages,
  emailVerifications,
  jobApplications,
  jobs,
  mailOutbox,
  passwordResets,
  staffMembers,
  staffSessions,
  storedFiles,
  userSessions,
  users,
} from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { testClock } from '../../test/clock';

const t = useTestApp();

const NOW = new Date('2026-11-27T06:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() - days * 86_400_000);
};

async function message(name: string, createdAt: Date) {
  await t.db.insert(contactMessages).values({
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '9845012345',
    subject: 'Cake',
    message: `A message from ${name}`,
    createdAt,
  });
}

async function application(name: string, createdAt: Date, resume: { stored?: boolean; legacyFile?: string } = {}) {
  const [job] = await t.db.select({ id: jobs.id }).from(jobs).limit(1);
  const [file] = resume.stored
    ? await t.db
        .insert(storedFiles)
        .values({ contentType: 'application/pdf', size: 4, bytes: Buffer.from('%PDF'), createdAt })
        .returning({ id: storedFiles.id })
    : [];
  await t.db.insert(jobApplications).values({
    jobId: job!.id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '9845012345',
    resumeFileId: file?.id,
    resumeFile: resume.legacyFile,
    resumeOriginalName: resume.stored || resume.legacyFile ? 'resume.pdf' : undefined,
    resumeMime: resume.stored || resume.legacyFile ? 'application/pdf' : undefined,
    resumeSize: resume.stored || resume.legacyFile ? 4 : undefined,
    createdAt,
  });
  return file?.id;
}

async function mail(subject: string, status: 'pending' | 'sent' | 'failed', createdAt: Date, sentAt?: Date) {
  await t.db.insert(mailOutbox).values({
    kind: 'test',
    toAddress: 'meera@example.com',
    subject,
    text: 'Hello',
    status,
    createdAt,
    sentAt,
  });
}

const names = async <T extends { name: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.name).sort();

describe('personal data kept past its time', () => {
  it('removes contact messages after two years and job applications, with their resumes, after twelve months', async () => {
    testClock.set(NOW);
    await message('Asha', monthsAgo(24, 1));
    await message('Ravi', monthsAgo(23, 27));
    const oldResume = await application('Kiran', monthsAgo(12, 1), { stored: true });
    const keptResume = await application('Latha', monthsAgo(11, 27), { stored: true });
    await application('Mohan', monthsAgo(13), { legacyFile: 'mohan-resume.pdf' });
    const resumes = path.join(t.config.dataDir, 'resumes');
    await mkdir(resumes, { recursive: true });
    await writeFile(path.join(resumes, 'mohan-resume.pdf'), '%PDF');
    await writeFile(path.join(resumes, 'someone-else.pdf'), '%PDF');

    const swept = await t.app.retention.sweep();

    expect(swept).toMatchObject({ contactMessages: 1, jobApplications: 2, resumes: 2 });
    expect(await names(t.db.select({ name: contactMessages.name }).from(contactMessages))).toEqual(['Ravi']);
    expect(await names(t.db.select({ name: jobApplications.name }).from(jobApplications))).toEqual(['Latha']);
    const files = await t.db.select({ id: storedFiles.id }).from(storedFiles);
    expect(files.map((file) => file.id)).toContain(keptResume);
    expect(files.map((file) => file.id)).not.toContain(oldResume);
    expect(await readdir(resumes)).toEqual(['someone-else.pdf']);

    // A second sweep, or another server's at the same moment, finds nothing more to remove.
    const again = await Promise.all([t.app.retention.sweep(), t.app.retention.sweep()]);
    for (const sweep of again) expect(sweep).toMatchObject({ contactMessages: 0, jobApplications: 0, resumes: 0 });
  });

  it('removes copies of mails sent more than 90 days ago, never a mail still to be sent', async () => {
    testClock.set(NOW);
    await mail('Sent long ago', 'sent', daysAgo(120), daysAgo(119));
    await mail('Given up long ago', 'failed', daysAgo(100));
    await mail('Queued long ago, sent lately', 'sent', daysAgo(95), daysAgo(10));
    await mail('Sent lately', 'sent', daysAgo(5), daysAgo(5));
    await mail('Still waiting', 'pending', daysAgo(200));
    const outbox = path.join(t.config.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    await writeFile(path.join(outbox, 'old.eml'), 'Subject: old');
    await utimes(path.join(outbox, 'old.eml'), daysAgo(91), daysAgo(91));
    await writeFile(path.join(outbox, 'new.eml'), 'Subject: new');
    await utimes(path.join(outbox, 'new.eml'), daysAgo(89), daysAgo(89));

    const swept = await t.app.retention.sweep();

    expect(swept).toMatchObject({ mails: 2, mailFiles: 1 });
    const left = await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(left.map((row) => row.subject).sort()).toEqual([
      'Queued long ago, sent lately',
      'Sent lately',
      'Still waiting',
    ]);
    expect((await readdir(outbox)).sort()).toEqual(['new.eml']);
  });

  it('removes ended sign-ins, spent reset links and long-lapsed confirmation links, and keeps the live ones', async () => {
    testClock.set(NOW);
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Meera Iyer', email: 'meera@example.com', phone: '9845012345', passwordHash: 'x' })
      .returning({ id: users.id });
    const [member] = await t.db
      .insert(staffMembers)
      .values({ name: 'Ravi Kumar', email: 'ravi@roastcafe.in', role: 'staff' })
      .returning({ id: staffMembers.id });
    const later = new Date(NOW.getTime() + 86_400_000);
    await t.db.insert(userSessions).values([
      { userId: user!.id, expiresAt: later },
      { userId: user!.id, expiresAt: daysAgo(1) },
      { userId: user!.id, expiresAt: later, revokedAt: daysAgo(0) },
    ]);
    await t.db.insert(staffSessions).values([
      { staffId: member!.id, tokenHash: 'live', expiresAt: later },
      { staffId: member!.id, tokenHash: 'expired', expiresAt: daysAgo(1) },
      { staffId: member!.id, tokenHash: 'logged-out', expiresAt: later, revokedAt: daysAgo(0) },
    ]);
    await t.db.insert(passwordResets).values([
      { userId: user!.id, tokenHash: 'live', expiresAt: later },
      { userId: user!.id, tokenHash: 'expired', expiresAt: daysAgo(1) },
      { userId: user!.id, tokenHash: 'used', expiresAt: later, usedAt: daysAgo(0) },
    ]);

    await t.db.insert(emailVerifications).values([
      { userId: user!.id, email: 'meera@example.com', tokenHash: 'live', expiresAt: later },
      { userId: user!.id, email: 'meera@example.com', tokenHash: 'lapsed lately', expiresAt: daysAgo(29) },
      { userId: user!.id, email: 'meera@example.com', tokenHash: 'lapsed long ago', expiresAt: daysAgo(31) },
    ]);

    const swept = await t.app.retention.sweep();

    expect(swept).toMatchObject({ userSessions: 2, staffSessions: 2, passwordResets: 2, emailVerifications: 1 });
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user!.id))).toHaveLength(1);
    expect((await t.db.select({ hash: staffSessions.tokenHash }).from(staffSessions)).map((row) => row.hash)).toEqual([
      'live',
    ]);
    expect((await t.db.select({ hash: passwordResets.tokenHash }).from(passwordResets)).map((row) => row.hash)).toEqual(
      ['live'],
    );
    // A lapsed confirmation link stays a month, so following it again still says it lapsed.
    const links = await t.db.select({ hash: emailVerifications.tokenHash }).from(emailVerifications);
    expect(links.map((row) => row.hash).sort()).toEqual(['lapsed lately', 'live']);
  });
});
