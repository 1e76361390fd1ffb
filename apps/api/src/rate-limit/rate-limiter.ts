import { createHash } from 'node:crypto';
import type { RateLimitName, RateLimitRule } from '../config';

/** Counts of attempts in fixed windows, kept in memory or in Redis. */
export interface RateLimitStore {
  /** Adds one and answers the count in the current window and when that window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count in the current window, without adding one. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Subjects (emails, addresses) are hashed, so the store never holds an email address. */
const subjectKey = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 24);

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

  /** Whether the limit is already used up, without counting an attempt. */
  async check(name: RateLimitName, subject: string): Promise<LimitResult> {
    const rule = this.rules[name];
    const { count, resetInMs } = await this.store.peek(this.key(name, subject));
    return { allowed: count < rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  reset(name: RateLimitName, subject: string): Promise<void> {
    return this.store.reset(this.key(name, subject));
  }
}
