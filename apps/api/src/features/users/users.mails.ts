import type { MailMessage } from '../../mail/mail-queue';
import { renderMail } from '../../mail/templates';

export function passwordResetMail(user: { name: string; email: string }, link: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Reset your password',
    greeting: `Hello ${user.name},`,
    paragraphs: [
      'Someone asked to reset the password of your Roast account. If it was you, choose a new password here. The link works once, for 30 minutes.',
      'If you did not ask for this, you can ignore this email; your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
  });
  return { kind: 'password-reset', to: user.email, subject: 'Reset your Roast password', text, html };
}

export function passwordChangedMail(user: { name: string; email: string }): MailMessage {
  const { html, text } = renderMail({
    title: 'Your password was changed',
    greeting: `Hello ${user.name},`,
    paragraphs: [
      'The password of your Roast account was just changed, and you have been logged out everywhere else.',
      'If this was not you, reset your password straight away and write to us at hello@roastcafe.in.',
    ],
  });
  return { kind: 'password-changed', to: user.email, subject: 'Your Roast password was changed', text, html };
}
