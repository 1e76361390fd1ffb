import type { OneTimeLinks } from '../../auth/one-time-links';
import type { Events } from '../../events/events';
import type { MailQueue } from '../../mail/mail-queue';
import { invitationMail, newLinkMail } from './staff.mails';
import * as repository from './staff.repository';

/**
 * A member's set-password link by mail: made again from the invitation's id (the event carries no
 * link), queued once per event whatever the retries, before the owner is answered; none once the
 * link is used, lapsed or replaced. A member with no password yet gets the invitation.
 */
export function subscribeStaff({
  events,
  mail,
  links,
}: {
  events: Events;
  mail: MailQueue;
  links: OneTimeLinks;
}): void {
  events.on(
    'staff.invited',
    'staff.link-mail',
    ({ invitationId }, context) =>
      events.change(async (tx) => {
        if (!(await events.firstTime(tx, 'staff.link-mail', context))) return;
        const to = await repository.invitationToMail(tx, invitationId);
        if (!to) return;
        const link = links.url('staff-password', invitationId);
        await mail.enqueue(to.passwordSet ? newLinkMail(to, link) : invitationMail(to, link, to.invitedBy), tx);
      }),
    { awaited: true },
  );
}
