import type { ContactMessage } from '@roast/domain';
import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';

/** The subject the inbox sees; the sender's name is a single line (the schema refuses line breaks). */
export const contactSubject = (name: string) => `Website message from ${name}`;

/**
 * The visitor's message for the cafe's inbox, written from the plain fields only: the client's
 * own `text` and `htmltext` are never relayed.
 */
export function contactMail(message: ContactMessage, inbox: string, reference: string): MailMessage {
  const { html, text } = renderMail({
    title: 'A message from the website',
    paragraphs: [
      message.method
        ? `${message.name} wrote through the contact form and would like a reply by ${message.method.toLowerCase()}.`
        : `${message.name} wrote through the contact form.`,
      message.message,
    ],
    details: [
      { label: 'Name', value: message.name },
      { label: 'Email', value: message.to },
      { label: 'Phone', value: message.phone ?? 'not given' },
      { label: 'Preferred method', value: message.method ?? 'not given' },
      { label: 'Reference', value: reference },
    ],
    closing: 'Reply to this email to answer them directly.',
  });
  return {
    kind: 'contact-message',
    to: inbox,
    replyTo: message.to,
    subject: contactSubject(message.name),
    text,
    html,
  };
}
