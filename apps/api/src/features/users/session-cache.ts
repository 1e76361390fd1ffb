/**
 * The customers of live sessions, remembered for a short while so that a signed-in request does
 * not ask the database each time. A session leaves the cache when it is logged out, when its
 * customer's password changes, when it expires, and after `ttlMs` in any case; a change made on
 * another server arrives through `forget` (the bus), and `clear` starts again after the bus was away.
 *
 * A request that read a session from the database just before it was ended must not put it back
 * once it has been forgotten: it takes a `ticket` before reading, and `remember` keeps nothing if
 * any session was forgotten since (the next request reads the database again).
 */
export interface SessionCache<User extends { id: string }> {
  get(sessionId: string, userId: string): User | undefined;
  /** Taken before a session is read from the database, and handed to `remember` with what was read. */
  ticket(): Ticket;
  remember(sessionId: string, user: User, expiresAt: Date, ticket: Ticket): void;
  /** Drops sessions: one by its id, or every session of a customer. */
  forget(change: SessionChange): void;
  clear(): void;
}

export type SessionChange = { sessionId: string } | { userId: string };

/** How many times sessions had been forgotten when a read began. */
export type Ticket = number & { readonly ticket: unique symbol };

export function isSessionChange(body: unknown): body is SessionChange {
  if (typeof body !== 'object' || body === null) return false;
  const { sessionId, userId } = body as Record<string, unknown>;
  return typeof sessionId === 'string' || typeof userId === 'string';
}

export function createSessionCache<User extends { id: string }>(options: {
  ttlMs: number;
  /** The most sessions kept; the oldest go first. */
  max: number;
  now?: () => number;
}): SessionCache<User> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: User; until: number }>();
  // Counts every forget and clear. One count for all sessions, not one per session: an end
  // announced for a customer (every session of theirs) must stop a read of any of their sessions,
  // and a read that happens to overlap someone else's logout merely goes uncached.
  let ends = 0;
  return {
    get(sessionId, userId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now() || entry.user.id !== userId) {
        if (entry.until <= now()) entries.delete(sessionId);
        return undefined;
      }
      return entry.user;
    },
    ticket: () => ends as Ticket,
    remember(sessionId, user, expiresAt, ticket) {
      if (options.ttlMs <= 0 || ticket !== ends) return;
      entries.delete(sessionId);
      entries.set(sessionId, { user, until: Math.min(now() + options.ttlMs, expiresAt.getTime()) });
      if (entries.size > options.max) entries.delete(entries.keys().next().value!);
    },
    forget(change) {
      ends += 1;
      if ('sessionId' in change) {
        entries.delete(change.sessionId);
        return;
      }
      for (const [sessionId, entry] of entries) if (entry.user.id === change.userId) entries.delete(sessionId);
    },
    clear() {
      ends += 1;
      entries.clear();
    },
  };
}
