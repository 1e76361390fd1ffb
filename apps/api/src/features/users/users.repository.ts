import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passwordResets, userSessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
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
  user: { name: string; email: string; phone: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return created;
}

export async function insertPasswordReset(db: Queryable, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
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
