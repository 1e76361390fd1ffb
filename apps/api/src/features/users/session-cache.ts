/**
 * The customers of live sessions, remembered for a short while so that a signed-in request does
 * not ask the database each time. A session leaves the cache when it is logged out, when its
 * customer's password changes, when it expires, and after `ttlMs` in any case; a change made on
 * another server arrives through `forget` (the bus), and `clear` starts again after the bus was away.
 */
export interface SessionCache<User extends { id: string }> {
  get(sessionId: string, userId: string): User | undefined;
  remember(sessionId: string, user: User, expiresAt: Date): void;
  /** Drops sessions: one by its id, or every session of a customer. */
  forget(change: SessionChange): void;
  clear(): void;
}

export type SessionChange = { sessionId: string } | { userId: string };

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
    remember(sessionId, user, expiresAt) {
      if (options.ttlMs <= 0) return;
      entries.delete(sessionId);
      entries.set(sessionId, { user, until: Math.min(now() + options.ttlMs, expiresAt.getTime()) });
      if (entries.size > options.max) entries.delete(entries.keys().next().value!);
    },
    forget(change) {
      if ('sessionId' in change) {
        entries.delete(change.sessionId);
        return;
      }
      for (const [sessionId, entry] of entries) if (entry.user.id === change.userId) entries.delete(sessionId);
    },
    clear: () => entries.clear(),
  };
}
