import type { ContactMessage } from '@roast/domain';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../http/errors';
import type { MailQueue } from '../../mail/mail-queue';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { contactMail, contactSubject } from './contact.mails';
import { insertContactMessage } from './contact.repository';

export interface ContactDependencies {
  db: Database;
  limiter: RateLimiter;
  mail: MailQueue;
  /** The only address contact messages go to. */
  inbox: string;
}

/** The contact form: kept in `contact_messages`, then queued as a mail to the cafe's inbox. */
export function createContact({ db, limiter, mail, inbox }: ContactDependencies) {
  return {
    async send(message: ContactMessage, ip: string): Promise<string> {
      const wait = await limiter.blockedFor(['contactPerIp', ip], ['contactPerEmail', message.to.toLowerCase()]);
      if (wait) throw tooManyRequests('contact_too_many', wait);
      return db.transaction(async (tx) => {
        const id = await insertContactMessage(tx, { ...message, subject: contactSubject(message.name), ip });
        await mail.enqueue(contactMail(message, inbox, id), tx);
        return id;
      });
    },
  };
}

export type Contact = ReturnType<typeof createContact>;
