import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';

/** Hours a set-password link works. */
export const LINK_LIFETIME_HOURS = 72;

/** A new colleague's invitation to the console, with their one-time set-password link. */
export function invitationMail(
  member: { name: string; email: string; role: string },
  link: string,
  invitedBy: string | undefined,
): MailMessage {
  const { html, text } = renderMail({
    title: 'Welcome to the Roast console',
    greeting: `Hello ${member.name},`,
    paragraphs: [
      `${invitedBy ?? 'Roast'} has invited you to the Roast console as ${member.role === 'owner' ? 'an owner' : 'a member of staff'}: the order board of your outlet, where you see each day's orders and hand them over.`,
      `Choose your password to start. The link works once, for ${LINK_LIFETIME_HOURS} hours.`,
    ],
    action: { label: 'Choose your password', url: link },
    closing: 'Welcome aboard,\nThe Roast team',
  });
  return { kind: 'staff-invitation', to: member.email, subject: 'Your invitation to the Roast console', text, html };
}

/** A new set-password link the owner sent (a forgotten password, an invitation that lapsed). */
export function newLinkMail(member: { name: string; email: string }, link: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Choose a new console password',
    greeting: `Hello ${member.name},`,
    paragraphs: [
      `Here is a new link to choose your password for the Roast console. It works once, for ${LINK_LIFETIME_HOURS} hours; any earlier link no longer works.`,
      'Choosing a new password logs you out of the console on every device.',
    ],
    action: { label: 'Choose a password', url: link },
  });
  return { kind: 'staff-password-link', to: member.email, subject: 'Your Roast console password', text, html };
}

export function staffPasswordChangedMail(member: { name: string; email: string }): MailMessage {
  const { html, text } = renderMail({
    title: 'Your console password was changed',
    greeting: `Hello ${member.name},`,
    paragraphs: [
      'The password of your Roast console account was just changed, and you have been logged out on every other device.',
      'If this was not you, tell the owner straight away so they can send you a new link.',
    ],
  });
  return {
    kind: 'staff-password-changed',
    to: member.email,
    subject: 'Your Roast console password was changed',
    text,
    html,
  };
}
