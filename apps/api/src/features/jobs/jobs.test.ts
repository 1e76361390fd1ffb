import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications, jobs, mailOutbox, storedFiles } from '../../db/schema';
import { useTestApp, type TestApp } from '../../test/harness';
import { multipart as formData } from '../../test/multipart';
import { minimalDocx, minimalPdf, oleDocument, storedZip } from './test-files';

const HR = 'hiring@roastcafe.in';

function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roast-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Roast</title><div id="root"></div>');
  return dir;
}

interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type?: string; field?: string };
}

/** A resume is sent in the part named 'resume' unless a test says otherwise. */
const multipart = ({ fields, file }: Upload) =>
  formData({ fields, file: file && { ...file, field: file.field ?? 'resume' } });

const applicant = { name: 'Asha Rao', email: 'asha@example.com', number: '9876543210', subject: 'Barista, weekends' };

async function jobIds(t: TestApp) {
  const rows = await t.db.select({ id: jobs.id, title: jobs.title, isActive: jobs.isActive }).from(jobs);
  return {
    open: rows.find((row) => row.title === 'Barista' && row.isActive)!.id,
    closed: rows.find((row) => !row.isActive)!.id,
  };
}

describe('POST /api/jobs/apply/:id', () => {
  const t = useTestApp({ env: { HR_INBOX: HR }, webDist: fixtureWebDist() });
  const apply = async (id: string, upload: Upload, remoteAddress = '10.2.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/jobs/apply/${id}`, remoteAddress, ...(await multipart(upload)) });
  const resumes = () => readdir(path.join(t.config.dataDir, 'resumes')).catch(() => [] as string[]);

  it('takes an application with a PDF: 201, the row, the file in the database (no server’s disk), and a mail to HR', async () => {
    const { open } = await jobIds(t);
    const pdf = minimalPdf();
    const before = await resumes();
    const response = await apply(open, {
      fields: applicant,
      file: { bytes: pdf, name: 'Asha Rao CV.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Application submitted successfully' });

    const [row] = await t.db.select().from(jobApplications);
    expect(row).toMatchObject({
      jobId: open,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      subject: 'Barista, weekends',
      resumeOriginalName: 'Asha Rao CV.pdf',
      resumeMime: 'application/pdf',
      resumeSize: pdf.length,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.resumeFile).toBeNull();
    expect(await resumes()).toEqual(before);
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, row!.resumeFileId!));
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    expect(stored!.bytes.equals(pdf)).toBe(true);

    const mails = await t.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'job-application',
      toAddress: HR,
      replyTo: 'asha@example.com',
      subject: 'Job application: Barista from Asha Rao',
      attachments: [{ filename: 'Asha Rao CV.pdf', fileId: row!.resumeFileId, contentType: 'application/pdf' }],
    });
    expect(mails[0]!.text).toContain('Phone: 9876543210');
  });

  it('never serves a stored resume over HTTP', async () => {
    const { open } = await jobIds(t);
    await apply(open, { fields: applicant, file: { bytes: minimalPdf(), name: 'cv.pdf' } });
    const [row] = await t.db.select().from(jobApplications);
    const file = `${row!.resumeFileId!}.pdf`;
    for (const url of [
      `/${row!.resumeFileId!}`,
      `/${file}`,
      `/resumes/${file}`,
      `/data/resumes/${file}`,
      `/images/../resumes/${file}`,
      `/images/%2e%2e/%2e%2e/resumes/${file}`,
      `/assets/../../resumes/${file}`,
      `/resumes/${file.replace('.pdf', '')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([200, 400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('%PDF-');
      expect(String(response.headers['content-type'] ?? ''), url).not.toContain('application/pdf');
    }
  });

  it('takes a DOCX and a Word 97-2003 document, and an application without a resume', async () => {
    const { open } = await jobIds(t);
    expect((await apply(open, { fields: applicant, file: { bytes: minimalDocx(), name: 'cv.docx' } })).statusCode).toBe(
      201,
    );
    expect(
      (
        await apply(open, {
          fields: { ...applicant, email: 'b@example.com' },
          file: { bytes: oleDocument('WordDocument'), name: 'cv.doc' },
        })
      ).statusCode,
    ).toBe(201);
    const withoutResume = await apply(open, {
      fields: { name: 'Kiran', email: 'kiran@example.com', number: '9812345678' },
    });
    expect(withoutResume.statusCode).toBe(201);

    const rows = await t.db.select().from(jobApplications);
    const byMime = Object.fromEntries(rows.map((row) => [row.resumeMime ?? 'none', row.resumeFileId]));
    expect(byMime['application/msword']).toMatch(/^[0-9a-f-]{36}$/);
    expect(byMime['application/vnd.openxmlformats-officedocument.wordprocessingml.document']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(byMime.none).toBeNull();
    const kiran = rows.find((row) => row.email === 'kiran@example.com')!;
    expect(kiran).toMatchObject({ subject: null, resumeFileId: null, resumeFile: null, resumeSize: null });
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.find((mail) => mail.replyTo === 'kiran@example.com')?.attachments).toEqual([]);
  });

  it.each([
    ['a Windows executable', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 1)])],
    ['a Linux executable', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(2048, 2)])],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a ZIP that is not a Word document', storedZip([{ name: 'payload.exe', data: 'MZ' }])],
    ['an OLE2 spreadsheet', oleDocument('Workbook')],
  ])('refuses %s named .pdf with 415 and keeps nothing', async (_what, bytes) => {
    const { open } = await jobIds(t);
    const before = await resumes();
    const response = await apply(open, {
      fields: applicant,
      file: { bytes, name: 'resume.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please upload your resume as a PDF, DOC or DOCX file.',
    });
    expect(await resumes()).toEqual(before);
    expect(await t.db.select().from(jobApplications)).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('refuses a resume over 5 MB with 413 and keeps nothing', async () => {
    const { open } = await jobIds(t);
    const before = await resumes();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const response = await apply(open, {
      fields: applicant,
      file: { bytes: big, name: 'huge.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Your resume is larger than 5 MB. Please upload a smaller file.',
    });
    expect(await resumes()).toEqual(before);
    expect(await t.db.select().from(jobApplications)).toHaveLength(0);
  });

  it('takes a resume of exactly 5 MB', async () => {
    const { open } = await jobIds(t);
    const pdf = minimalPdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
    const response = await apply(open, { fields: applicant, file: { bytes: exact, name: 'cv.pdf' } });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a closed job and an unknown one, and keeps nothing', async () => {
    const { closed } = await jobIds(t);
    const before = await resumes();
    const closedAnswer = await apply(closed, { fields: applicant, file: { bytes: minimalPdf(), name: 'cv.pdf' } });
    expect(closedAnswer.statusCode).toBe(409);
    expect(closedAnswer.json()).toMatchObject({
      success: false,
      message: 'This job is no longer taking applications.',
    });
    for (const id of ['6f1d0c1e-0000-4000-8000-000000000000', 'not-a-job']) {
      const unknown = await apply(id, { fields: applicant });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, message: 'We could not find that job.' });
    }
    expect(await t.db.select().from(jobApplications)).toHaveLength(0);
    expect(await resumes()).toEqual(before);
  });

  it.each([
    ['name', 'Enter your name.'],
    ['email', 'Enter your email address.'],
    ['number', 'Enter your phone number.'],
  ])('refuses an application without %s', async (field, expected) => {
    const { open } = await jobIds(t);
    const before = await resumes();
    const fields: Record<string, string> = { ...applicant };
    delete fields[field];
    const response = await apply(open, { fields, file: { bytes: minimalPdf(), name: 'cv.pdf' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expected });
    expect(await t.db.select().from(jobApplications)).toHaveLength(0);
    expect(await resumes()).toEqual(before);
  });

  it('refuses line breaks in header-bound fields, a second file, and a JSON body', async () => {
    const { open } = await jobIds(t);
    const crlf = await apply(open, { fields: { ...applicant, name: 'Asha\r\nBcc: evil@example.com' } });
    expect(crlf.statusCode).toBe(400);
    expect(crlf.json().message).toBe('Your name must be on one line.');
    expect(
      (await apply(open, { fields: { ...applicant, email: 'a@example.com\nBcc: x@example.com' } })).statusCode,
    ).toBe(400);
    expect((await apply(open, { fields: { ...applicant, subject: 'Hi\r\nX-Evil: 1' } })).statusCode).toBe(400);

    const form = new FormData();
    for (const [name, value] of Object.entries(applicant)) form.append(name, value);
    form.append('resume', new Blob([new Uint8Array(minimalPdf())]), 'one.pdf');
    form.append('resume', new Blob([new Uint8Array(minimalPdf())]), 'two.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const twoFiles = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/apply/${open}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(twoFiles.statusCode).toBe(413);

    const json = await t.app.inject({ method: 'POST', url: `/api/jobs/apply/${open}`, payload: applicant });
    expect(json.statusCode).toBe(415);
    expect(json.json().success).toBe(false);
    expect(await t.db.select().from(jobApplications)).toHaveLength(0);
  });

  it('leaves the other routes on JSON: multipart is refused outside this route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mail/send',
      ...(await multipart({ fields: { name: 'Asha', to: 'asha@example.com' } })),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /api/jobs/apply/:id rate limits', () => {
  const t = useTestApp({ env: { RATE_LIMIT_APPLY_PER_IP: '2/hour', RATE_LIMIT_APPLY_PER_EMAIL: '1/hour' } });
  const apply = async (id: string, fields: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api/jobs/apply/${id}`, remoteAddress, ...(await multipart({ fields })) });

  it('limits applications per address and per email', async () => {
    const { open } = await jobIds(t);
    expect((await apply(open, { ...applicant, email: 'one@example.com' }, '10.3.0.1')).statusCode).toBe(201);
    expect((await apply(open, { ...applicant, email: 'two@example.com' }, '10.3.0.1')).statusCode).toBe(201);
    const perIp = await apply(open, { ...applicant, email: 'three@example.com' }, '10.3.0.1');
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json().message).toContain('several applications');
    const perEmail = await apply(open, { ...applicant, email: 'ONE@example.com' }, '10.3.0.2');
    expect(perEmail.statusCode).toBe(429);
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, open));
    expect(rows).toHaveLength(2);
  });
});
