import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { emailVerifications, passwordResets, userSessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** A customer by id, as the database has them now (the session cache may hold an older copy). */
export async function findUser(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return user;
}

/** A new session for the user (its id goes into the token); the user's ended sessions are cleared away. */
export async function startSession(db: Queryable, userId: string, expiresAt: Date): Promise<string> {
  await db
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        or(isNotNull(userSessions.revokedAt), lt(userSessions.expiresAt, sql`now()`)),
      ),
    );
  const [session] = await db.insert(userSessions).values({ userId, expiresAt }).returning({ id: userSessions.id });
  return session!.id;
}

/** The user of a live session (not revoked, not expired), in one query. */
export async function findSessionUser(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Ends one session: its token stops working everywhere. */
export async function revokeSession(db: Queryable, userId: string, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/** The new user, or undefined when the email is taken. */
export async function insertUser(
  db: Queryable,
  user: { name: string; email: string; phone: string; passwordHash: string; language?: 'en' | 'kn' | 'hi' },
): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return created;
}

export async function insertPasswordReset(
  db: Queryable,
  reset: { id: string; userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(reset);
}

/** Whom a reset link goes to: undefined once it is used or lapsed, or its account erased. */
export async function resetToMail(
  db: Queryable,
  resetId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.id, resetId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        isNull(users.erasedAt),
      ),
    );
  return row;
}

export async function isUsableReset(db: Queryable, tokenHash: string): Promise<boolean> {
  const [reset] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return Boolean(reset);
}

/** Uses up a reset token: the user it belongs to, when it is unused and unexpired. */
export async function consumePasswordReset(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return reset?.userId;
}

/** A new password; every session token issued before it stops working. */
export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return user;
}

export async function insertEmailVerification(
  db: Queryable,
  link: { id: string; userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<Date> {
  const [created] = await db
    .insert(emailVerifications)
    .values(link)
    .returning({ createdAt: emailVerifications.createdAt });
  return created!.createdAt;
}

/**
 * Whom a confirmation link goes to (the address it proves): undefined once it is used or lapsed, or
 * the account is erased or has another address now.
 */
export async function verificationToMail(
  db: Queryable,
  verificationId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db
    .select({ name: users.name, email: emailVerifications.email })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.id, verificationId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
        isNull(users.erasedAt),
        eq(users.email, emailVerifications.email),
      ),
    );
  return row;
}

/** What became of a confirmation link, read under a lock so that two clicks use it once. */
export interface VerificationLink {
  userId: string;
  /** The address the link was sent to. */
  email: string;
  used: boolean;
  expired: boolean;
  /** The account's address now, and whether it is proved: undefined when the account is erased. */
  account: { email: string; emailVerifiedAt: Date | null } | undefined;
}

/**
 * The link and its account, locked so that two clicks use it once: the account first, as every
 * other change of a customer's links does (a reset, an erase), so that none waits on another.
 */
export async function lockEmailVerification(db: Queryable, tokenHash: string): Promise<VerificationLink | undefined> {
  const [owner] = await db
    .select({ userId: emailVerifications.userId })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash));
  if (!owner) return undefined;
  const [account] = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, owner.userId), isNull(users.erasedAt)))
    .for('update');
  const [link] = await db
    .select({
      userId: emailVerifications.userId,
      email: emailVerifications.email,
      used: sql<boolean>`${emailVerifications.usedAt} is not null`,
      expired: sql<boolean>`${emailVerifications.expiresAt} <= now()`,
    })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .for('update');
  if (!link) return undefined;
  return { ...link, used: Boolean(link.used), expired: Boolean(link.expired), account };
}

/**
 * The customer's address is proved (by a confirmation link or a reset link sent to it): kept from
 * the first proof on, and every confirmation link still out is spent with it.
 */
export async function markEmailVerified(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .returning();
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  return user;
}
