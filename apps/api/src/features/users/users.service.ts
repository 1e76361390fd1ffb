import { randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_LINK_LIFETIME_HOURS,
  minutesPhrase,
  waitPhrase,
  type RefusalCodeOf,
  type RegisterPayload,
} from '@roast/domain';
import { hashLinkToken as hashToken, type OneTimeLinks } from '../../auth/one-time-links';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { TOKEN_LIFETIME_SECONDS, type Tokens } from '../../auth/tokens';
import type { Database, Queryable } from '../../db/client';
import type { Emit, Events } from '../../events/events';
import { badRequest, conflict, gone, invalidField, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import type { MailQueue } from '../../mail/mail-queue';
import { createLoginLimits, type LoginRefusal } from '../../rate-limit/login-limits';
import type { RateLimitName } from '../../config';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { accountErasedMail, passwordChangedMail } from './users.mails';
import * as personalData from './personal-data.repository';
import { exportOf } from './personal-data';
import type { SessionCache, SessionChange } from './session-cache';
import * as repository from './users.repository';

const RESET_LINK_LIFETIME_MS = 30 * 60_000;

const EMAIL_CONFIRMED = 'Thank you! Your email address is confirmed.';
/** Why no new confirmation link was sent, by the limit that was used up (the first, when several were). */
const TOO_MANY_LINKS: [RateLimitName, RefusalCodeOf<429>][] = [
  ['verifyLinkPerUser', 'verify_links_too_many'],
  ['verifyLinkPerEmail', 'verify_links_too_many_to_address'],
  ['verifyLinkPerIp', 'verify_links_too_many_from_network'],
];

export interface AccountsDependencies {
  db: Database;
  tokens: Tokens;
  limiter: RateLimiter;
  mail: MailQueue;
  events: Events;
  /** Reset and confirmation links: the rows keep their hashes, the subscribers mail them. */
  links: OneTimeLinks;
  scryptLogN: number;
  /** Customers of live sessions, remembered between requests. */
  sessions: SessionCache<repository.UserRow>;
  /** Tells the other servers that sessions ended (they forget them too). */
  sessionsEnded: (change: SessionChange) => void;
}

/** Sign-up, login and password reset: the rules, not the HTTP. */
export function createAccounts({
  db,
  tokens,
  limiter,
  mail,
  events,
  links,
  scryptLogN,
  sessions,
  sessionsEnded,
}: AccountsDependencies) {
  // Checked against when an email has no account, so both answers take as long.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex'), scryptLogN));
  // A login and an erasure guess the same password, so they share one count.
  const passwordGuesses = createLoginLimits(limiter, {
    perAccount: 'loginPerEmail',
    perAccountAndAddress: 'loginPerEmailAndIp',
    perAddress: 'loginPerIp',
  });
  const loginRefused = ({ scope, retryAfterSeconds }: LoginRefusal) =>
    tooManyRequests(
      scope === 'account' ? 'login_too_many' : 'login_too_many_from_network',
      retryAfterSeconds,
      scope === 'account' ? undefined : { wait: minutesPhrase(retryAfterSeconds) },
    );

  /** A new session on the server and its token. */
  const session = async (user: repository.UserRow) => {
    // One instant for both ends, so a token lasts its lifetime to the second whenever it is signed.
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const expiresAt = new Date(issuedAt.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    const sessionId = await repository.startSession(db, user.id, expiresAt);
    return tokens.sign({ id: user.id, v: user.tokenVersion, sessionId }, expiresAt, issuedAt);
  };

  /**
   * A new confirmation link for the customer's address, announced in the caller's transaction (its
   * subscriber mails it). Answers when it was made.
   */
  const mailVerificationLink = async (
    tx: Queryable,
    emit: Emit,
    user: { id: string; email: string },
    welcome: boolean,
  ) => {
    const verificationId = randomUUID();
    const createdAt = await repository.insertEmailVerification(tx, {
      id: verificationId,
      userId: user.id,
      email: user.email,
      tokenHash: links.tokenHash('email-verification', verificationId),
      expiresAt: new Date(Date.now() + EMAIL_LINK_LIFETIME_HOURS * 3_600_000),
    });
    await emit('email-verification.asked', { verificationId, userId: user.id, welcome });
    return createdAt;
  };

  return {
    /** The customer of a live session (not logged out, not expired), for the signed-in check. */
    async sessionUser(userId: string, sessionId: string) {
      const known = sessions.get(sessionId, userId);
      if (known) return known;
      // Before the read: a logout that lands while it is on its way keeps it out of the cache.
      const ticket = sessions.ticket();
      const found = await repository.findSessionUser(db, userId, sessionId);
      if (!found) return undefined;
      sessions.remember(sessionId, found.user, found.expiresAt, ticket);
      return found.user;
    },

    /** A new account; its messages are written in the language of the page it was made on. */
    async register(payload: Required<RegisterPayload>, ip: string, language: 'en' | 'kn' | 'hi' = 'en') {
      const wait = await limiter.blockedFor(['registerPerIp', ip]);
      if (wait) throw tooManyRequests('signup_too_many', wait);
      const passwordHash = await hashPassword(payload.password, scryptLogN);
      // The account works at once; what its email brings waits for the mailed link (decision 33).
      const user = await events.change(async (tx, emit) => {
        const created = await repository.insertUser(tx, { ...payload, passwordHash, language });
        if (created) await mailVerificationLink(tx, emit, created, true);
        return created;
      });
      if (!user) throw conflict('email_taken');
      return { user, token: await session(user) };
    },

    /** The signed-in customer as the database has them now, with whether their email is proved. */
    async profile(userId: string) {
      const user = await repository.findUser(db, userId);
      if (!user) throw unauthorized('login_again');
      return user;
    },

    /** Follows a confirmation link: the address it was sent to is proved, once. */
    async verifyEmail(token: string) {
      await db.transaction(async (tx) => {
        const link = await repository.lockEmailVerification(tx, hashToken(token));
        // A link for an address the account no longer has proves nothing about it.
        if (!link?.account || link.account.email !== link.email) throw notFound('verify_link_unknown');
        if (link.used)
          throw conflict(link.account.emailVerifiedAt ? 'verify_link_used' : 'verify_link_used_unconfirmed');
        if (link.expired) throw gone('verify_link_expired', { hours: EMAIL_LINK_LIFETIME_HOURS });
        await repository.markEmailVerified(tx, link.userId);
      });
      return EMAIL_CONFIRMED;
    },

    /**
     * Mails a new confirmation link to the signed-in customer, within the limits per account, per
     * address and per network; an address already proved needs none.
     */
    async sendVerificationLink(userId: string, ip: string) {
      const user = await repository.findUser(db, userId);
      if (!user) throw unauthorized('login_again');
      if (user.emailVerifiedAt) throw conflict('email_already_confirmed');
      const subjects: Record<string, string> = {
        verifyLinkPerUser: user.id,
        verifyLinkPerEmail: user.email,
        verifyLinkPerIp: ip,
      };
      const results = await Promise.all(TOO_MANY_LINKS.map(([name]) => limiter.consume(name, subjects[name]!)));
      const refused = results.findIndex((result) => !result.allowed);
      if (refused !== -1) {
        const wait = results[refused]!.retryAfterSeconds;
        throw tooManyRequests(TOO_MANY_LINKS[refused]![1], wait, { wait: waitPhrase(wait) });
      }
      const sentAt = await events.change((tx, emit) => mailVerificationLink(tx, emit, user, false));
      return { email: user.email, sentAt };
    },

    /**
     * Limited as `createLoginLimits` says: wrong passwords count, right ones and refused attempts
     * do not, and strangers' wrong passwords keep nobody out for more than a minute.
     */
    async login(email: string, password: string, ip: string) {
      const { refused, attempt } = await passwordGuesses.admit(email, ip);
      if (refused) throw loginRefused(refused);
      const user = await repository.findUserByEmail(db, email);
      const matches = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyPassword(password, await decoy());
      if (!user || !matches) throw unauthorized('login_wrong');
      await attempt.succeeded();
      return { user, token: await session(user) };
    },

    /** Ends the session the token belongs to. */
    async logout(user: { id: string; sessionId: string }) {
      await repository.revokeSession(db, user.id, user.sessionId);
      const ended = { sessionId: user.sessionId };
      sessions.forget(ended);
      sessionsEnded(ended);
    },

    /** Sends a reset link when the email has an account; the caller answers the same either way. */
    async forgotPassword(email: string, ip: string) {
      const wait = await limiter.blockedFor(['forgotPerEmail', email], ['forgotPerIp', ip]);
      if (wait) throw tooManyRequests('reset_links_too_many', wait);
      const user = await repository.findUserByEmail(db, email);
      if (!user) return;
      const resetId = randomUUID();
      await events.change(async (tx, emit) => {
        await repository.insertPasswordReset(tx, {
          id: resetId,
          userId: user.id,
          tokenHash: links.tokenHash('password-reset', resetId),
          expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
        });
        await emit('password-reset.asked', { resetId, userId: user.id });
      });
    },

    async resetPassword(token: string, password: string) {
      const tokenHash = hashToken(token);
      // Hash the new password only for a link that can work, and outside the transaction.
      if (!(await repository.isUsableReset(db, tokenHash))) throw badRequest('reset_link_used_up');
      const passwordHash = await hashPassword(password, scryptLogN);
      const user = await db.transaction(async (tx) => {
        const userId = await repository.consumePasswordReset(tx, tokenHash);
        if (!userId) throw badRequest('reset_link_used_up');
        const updated = await repository.setPassword(tx, userId, passwordHash);
        if (!updated) throw badRequest('reset_link_used_up');
        // The link reached the account's inbox, so the address is the customer's.
        await repository.markEmailVerified(tx, userId);
        await mail.enqueue(passwordChangedMail(updated), tx);
        return updated;
      });
      // Every older token of the customer stops working, here and on the other servers.
      const ended = { userId: user.id };
      sessions.forget(ended);
      sessionsEnded(ended);
      return user;
    },

    /** Everything tied to the customer's account, as the JSON they download. */
    async personalData(userId: string) {
      const found = await personalData.personalDataOf(db, userId);
      if (!found) throw unauthorized('login_again');
      return exportOf(found, new Date());
    },

    /**
     * Erases the account once the password is right (counted like a login): the person's details
     * go, the orders stay for the tax records, a mail confirms it to the old address, and every
     * token of the customer stops working here and on the other servers.
     */
    async erase(user: { id: string; email: string }, password: string, ip: string) {
      const { refused, attempt } = await passwordGuesses.admit(user.email, ip);
      if (refused) throw tooManyRequests('erase_too_many', refused.retryAfterSeconds);
      const found = await repository.findUserByEmail(db, user.email);
      if (!found || found.id !== user.id) throw unauthorized('login_again');
      if (!(await verifyPassword(password, found.passwordHash))) throw invalidField('password', 'erase_wrong_password');
      await attempt.succeeded();
      await db.transaction(async (tx) => {
        const account = await personalData.lockAccount(tx, user.id);
        if (!account) throw unauthorized('login_again');
        const toCollect = await personalData.ordersToCollect(tx, account.id);
        await mail.enqueue(accountErasedMail(account, toCollect), tx);
        await personalData.eraseAccount(tx, account, new Date());
      });
      const ended = { userId: user.id };
      sessions.forget(ended);
      sessionsEnded(ended);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
