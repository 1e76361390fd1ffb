import { formatDate } from '@roast/domain';
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

/**
 * The link that proves an email address is the customer's: sent at sign-up (`welcome`) and when
 * they ask for a new one.
 */
export function emailVerificationMail(
  user: { name: string; email: string },
  link: string,
  { welcome, lifetimeHours }: { welcome: boolean; lifetimeHours: number },
): MailMessage {
  const { html, text } = renderMail({
    title: 'Confirm your email address',
    greeting: `Hello ${user.name},`,
    paragraphs: [
      `${welcome ? 'Welcome to Roast! ' : ''}Please confirm that this email address is yours. The link works once, for ${lifetimeHours} hours.`,
      'Once it is confirmed, events you book with this address without logging in show in My Account too.',
      'If you did not make a Roast account, you can ignore this email: nothing is linked to your address unless someone follows this link.',
    ],
    action: { label: 'Confirm my email', url: link },
  });
  return { kind: 'email-verification', to: user.email, subject: 'Confirm your email for Roast', text, html };
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

/** The confirmation of an erased account, to the address it had; it names orders still to be collected. */
export function accountErasedMail(
  user: { name: string; email: string },
  toCollect: { reference: string; pickupCode: string; pickupDate: string; pickupTime: string; outlet: string }[],
): MailMessage {
  const { html, text } = renderMail({
    title: 'Your Roast account has been erased',
    greeting: `Hello ${user.name},`,
    paragraphs: [
      'As you asked, we have erased your Roast account. Your login no longer works, and your name, email address and phone number are gone from our records.',
      'We keep your past orders, invoices and paid bookings for as long as Indian tax law requires, without your name or contact details. You are welcome to sign up again with this email address at any time.',
      ...(toCollect.length > 0
        ? ['These orders are still waiting for you. Show the reference and pickup code at the counter to collect them:']
        : []),
      'If you did not ask for this, write to our Grievance Officer at grievance@roastcafe.in straight away.',
    ],
    details: toCollect.map((order) => ({
      label: order.reference,
      value: `${order.outlet}, ${formatDate(order.pickupDate)} at ${order.pickupTime}\nPickup code ${order.pickupCode}`,
    })),
  });
  return { kind: 'account-erased', to: user.email, subject: 'Your Roast account has been erased', text, html };
}
