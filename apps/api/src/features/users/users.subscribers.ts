import { EMAIL_LINK_LIFETIME_HOURS } from '@roast/domain';
import type { OneTimeLinks } from '../../auth/one-time-links';
import type { Events } from '../../events/events';
import type { MailQueue } from '../../mail/mail-queue';
import { emailVerificationMail, passwordResetMail } from './users.mails';
import * as repository from './users.repository';

/**
 * The customer's links by mail: each is made again from the row's id (events carry no link), queued
 * once per event whatever the retries, and not at all once the link is used up or lapsed.
 */
export function subscribeUsers({
  events,
  mail,
  links,
}: {
  events: Events;
  mail: MailQueue;
  links: OneTimeLinks;
}): void {
  events.on('password-reset.asked', 'users.reset-mail', ({ resetId }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'users.reset-mail', context))) return;
      const to = await repository.resetToMail(tx, resetId);
      if (to) await mail.enqueue(passwordResetMail(to, links.url('password-reset', resetId)), tx);
    }),
  );

  events.on('email-verification.asked', 'users.verification-mail', ({ verificationId, welcome }, context) =>
    events.change(async (tx) => {
      if (!(await events.firstTime(tx, 'users.verification-mail', context))) return;
      const to = await repository.verificationToMail(tx, verificationId);
      if (!to) return;
      const link = links.url('email-verification', verificationId);
      await mail.enqueue(emailVerificationMail(to, link, { welcome, lifetimeHours: EMAIL_LINK_LIFETIME_HOURS }), tx);
    }),
  );
}
