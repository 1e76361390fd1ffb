import { createHash, createHmac, hkdfSync } from 'node:crypto';

/** The one-time links the store mails, by the page of the web app each opens. */
const PAGES = {
  'password-reset': '/reset-password/',
  'email-verification': '/verify-email/',
  'staff-password': '/staff/set-password/',
  /** An order taken by phone, paid by the customer from this link. */
  'payment-link': '/pay/',
} as const;

export type OneTimeLinkKind = keyof typeof PAGES;

export interface OneTimeLinks {
  /**
   * The link of a row (a reset, a confirmation, a set-password link): the same whenever it is asked
   * for, so whoever mails it needs only the row's id.
   */
  url(kind: OneTimeLinkKind, rowId: string): string;
  /** What the row keeps of its token: a hash, from which no link can be made. */
  tokenHash(kind: OneTimeLinkKind, rowId: string): string;
}

/** What a row keeps of a token, and what a followed link is looked up by. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time links whose token is the row's id signed with a key derived from the server's secret
 * (JWT_SECRET): a change announces the row's id alone, the subscriber that mails it makes the link
 * again, and the database keeps only the token's hash. Neither the database nor an event can make a
 * link without the secret; each kind signs apart, so a row's token opens no other row or page.
 */
export function createOneTimeLinks({ secret, publicUrl }: { secret: string; publicUrl: string }): OneTimeLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, 'roast', 'one-time links', 32));
  const token = (kind: OneTimeLinkKind, rowId: string) =>
    createHmac('sha256', key).update(`${kind}\n${rowId}`).digest('base64url');
  return {
    url: (kind, rowId) => `${publicUrl}${PAGES[kind]}${token(kind, rowId)}`,
    tokenHash: (kind, rowId) => hashLinkToken(token(kind, rowId)),
  };
}
