import { createHash } from 'node:crypto';
import type { RateLimitName, RateLimitRule } from '../config';

/** Counts of attempts in fixed windows, kept in memory or in Redis. Each call is atomic in its store. */
export interface RateLimitStore {
  /** Adds one and answers the count in the current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one attempt (never below zero); the window keeps its end. */
  undo(key: string): Promise<void>;
  /** The count in the current window (0 when there is none), without adding to it. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** One limit's answer to an attempt counted against several. */
export interface LimitHit extends LimitResult {
  name: RateLimitName;
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

  private key(name: string, subject: string) {
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

  /**
   * Counts one attempt against each limit at once and answers each limit's verdict, in order. The
   * caller that refuses the attempt takes it back with `undo`, so that a refused attempt counts
   * nowhere.
   */
  countAll(...attempts: [RateLimitName, string][]): Promise<LimitHit[]> {
    return Promise.all(attempts.map(async ([name, subject]) => ({ name, ...(await this.consume(name, subject)) })));
  }

  /** Takes back an attempt that turned out well (a login with the right password). */
  undo(name: RateLimitName, subject: string): Promise<void> {
    return this.store.undo(this.key(name, subject));
  }

  reset(name: RateLimitName, subject: string): Promise<void> {
    return this.store.reset(this.key(name, subject));
  }

  /**
   * Counts one attempt in a window that is not one of the configured limits (an address's turn
   * while an account waits), and says whether it is within `limit`.
   */
  async consumeWithin(label: string, subject: string, limit: number, windowMs: number): Promise<LimitResult> {
    const { count, resetInMs } = await this.store.hit(this.key(label, subject), windowMs);
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** The window of a configured limit. */
  windowOf(name: RateLimitName): number {
    return this.rules[name].windowMs;
  }

  /** Remembers a subject under a label for a while (an address a right password came from). */
  async mark(label: string, subject: string, forMs: number): Promise<void> {
    const key = this.key(label, subject);
    // A fresh window each time, so a subject seen again is remembered for the whole time again.
    await this.store.reset(key);
    await this.store.hit(key, forMs);
  }

  /** Whether a subject is remembered under a label. */
  async isMarked(label: string, subject: string): Promise<boolean> {
    return (await this.store.peek(this.key(label, subject))) > 0;
  }
}
