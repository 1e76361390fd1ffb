import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';
import type { JobRow } from './jobs.repository';

export interface ApplicationForMail {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string | undefined;
  resume: { filename: string; fileId: string; contentType: string; size: number } | undefined;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

/** A new application for HR, with the resume attached; replying answers the applicant. */
export function applicationMail(job: JobRow, application: ApplicationForMail, hrInbox: string): MailMessage {
  const { html, text } = renderMail({
    title: `New application: ${job.title}`,
    paragraphs: [
      `${application.name} has applied for ${job.title} (${job.location}) through the careers page.`,
      application.resume ? 'Their resume is attached.' : 'They did not attach a resume.',
    ],
    details: [
      { label: 'Role', value: `${job.title}, ${job.location}` },
      { label: 'Name', value: application.name },
      { label: 'Email', value: application.email },
      { label: 'Phone', value: application.phone },
      { label: 'Subject', value: application.subject ?? 'None given' },
      {
        label: 'Resume',
        value: application.resume ? `${application.resume.filename} (${kilobytes(application.resume.size)})` : 'None',
      },
      { label: 'Reference', value: application.id },
    ],
    closing: 'Reply to this email to answer the applicant directly.',
  });
  return {
    kind: 'job-application',
    to: hrInbox,
    replyTo: application.email,
    subject: `Job application: ${job.title} from ${application.name}`,
    text,
    html,
    attachments: application.resume
      ? [
          {
            filename: application.resume.filename,
            fileId: application.resume.fileId,
            contentType: application.resume.contentType,
          },
        ]
      : [],
  };
}
