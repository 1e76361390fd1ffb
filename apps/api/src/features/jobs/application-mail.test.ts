import { afterAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema';
import { startSmtpPeer } from '../../test/smtp-peer';
import { useTestApp } from '../../test/harness';
import { minimalDocx, minimalPdf } from './test-files';

/** The application mail over real SMTP: HR, and only HR, receives it with the resume attached. */
const peer = await startSmtpPeer();
const HR = 'hiring@roastcafe.in';
const t = useTestApp({ env: { SMTP_URL: peer.url, HR_INBOX: HR } });

afterAll(() => peer.close());

async function applyWith(fields: Record<string, string>, file: { bytes: Buffer; name: string }) {
  const [job] = await t.db.select().from(jobs).limit(1);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/jobs/apply/${job!.id}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  return { response, job: job! };
}

describe('job application mail over SMTP', () => {
  it('reaches HR only, with the resume attached byte for byte and the applicant as Reply-To', async () => {
    peer.received.length = 0;
    const pdf = minimalPdf();
    const { response, job } = await applyWith(
      { name: 'Asha Rao', email: 'asha@example.com', number: '9876543210', subject: 'Weekend shifts' },
      { bytes: pdf, name: 'Asha Rao CV.pdf' },
    );
    expect(response.statusCode).toBe(201);
    await t.app.mail.drain();

    expect(peer.received).toHaveLength(1);
    const mail = peer.received[0]!;
    expect(mail.envelopeTo).toEqual([HR]);
    expect(mail.parsed.replyTo?.value).toEqual([{ address: 'asha@example.com', name: '' }]);
    expect(mail.parsed.subject).toBe(`Job application: ${job.title} from Asha Rao`);
    expect(mail.parsed.text).toContain('Subject: Weekend shifts');
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment!.filename).toBe('Asha Rao CV.pdf');
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.content.equals(pdf)).toBe(true);
    const [row] = await t.db.select().from(mailOutbox);
    expect(row?.status).toBe('sent');
  });

  it('names a DOCX by its content, whatever the file was called', async () => {
    peer.received.length = 0;
    const docx = minimalDocx();
    const { response } = await applyWith(
      { name: 'Kiran', email: 'kiran@example.com', number: '9812345678' },
      { bytes: docx, name: 'my cv.pdf' },
    );
    expect(response.statusCode).toBe(201);
    await t.app.mail.drain();
    const [attachment] = peer.received[0]!.parsed.attachments;
    expect(attachment!.filename).toBe('my cv.docx');
    expect(attachment!.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(attachment!.content.equals(docx)).toBe(true);
  });
});
