import { createHash } from 'node:crypto';
import type { RateLimitName, RateLimitRule } from '../config';

/** Counts of attempts in fixed windows, kept in memory or in Redis. Each call is atomic in its store. */
export interface RateLimitStore {
  /** Adds one and answers the count in the current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one attempt (never below zero); the window keeps its end. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Subjects (emails, addresses) are hashed, so the store never holds an email address. */
const subjectKey = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 24);

/**
 * Rate limits counted before the work they protect: an attempt is added to its window first and
 * the work runs only if the count is within the limit, so a burst of parallel requests cannot
 * slip through between a check and a count.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rules: Record<RateLimitName, RateLimitRule>,
    private readonly prefix = 'roast:rl',
  ) {}

  private key(name: RateLimitName, subject: string) {
    return `${this.prefix}:${name}:${subjectKey(subject)}`;
  }

  /** Counts one attempt and says whether it is within the limit. */
  async consume(name: RateLimitName, subject: string): Promise<LimitResult> {
    const rule = this.rules[name];
    const { count, resetInMs } = await this.store.hit(this.key(name, subject), rule.windowMs);
    return { allowed: count <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /**
   * Counts one attempt against each limit at once: the seconds to wait when any of them is used
   * up, else 0.
   */
  async blockedFor(...attempts: [RateLimitName, string][]): Promise<number> {
    const results = await Promise.all(attempts.map(([name, subject]) => this.consume(name, subject)));
    const blocked = results.filter((result) => !result.allowed);
    return blocked.length > 0 ? Math.max(...blocked.map((result) => result.retryAfterSeconds)) : 0;
  }

  /** Takes back an attempt that turned out well (a login with the right password). */
  undo(name: RateLimitName, subject: string): Promise<void> {
    return this.store.undo(this.key(name, subject));
  }

  reset(name: RateLimitName, subject: string): Promise<void> {
    return this.store.reset(this.key(name, subject));
  }
}
