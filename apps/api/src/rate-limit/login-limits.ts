import type { RateLimitName } from '../config';
import type { LimitResult, RateLimiter } from './rate-limiter';

/** How long an address a right password came from stays known to that account. */
export const KNOWN_ADDRESS_MS = 30 * 86_400_000;

/**
 * The three limits on guessing one kind of account's passwords (customers', staff's):
 * - `perAccount`: wrong passwords for the account from anywhere, over a minute at most, so that
 *   strangers guessing from many addresses meet a limit, yet can lock the account for a minute at most;
 * - `perAccountAndAddress`: wrong passwords for the account from one address, over a longer window;
 * - `perAddress`: wrong passwords from one address for any account.
 */
export interface LoginRules {
  perAccount: RateLimitName;
  perAccountAndAddress: RateLimitName;
  perAddress: RateLimitName;
}

/**
 * Why an attempt was refused: the account has had too many wrong passwords from everywhere in the
 * last minute, or this address has itself failed too often.
 */
export interface LoginRefusal {
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

export interface LoginAttempt {
  /**
   * The password was right: the attempt counts nowhere, this address's own failures for the
   * account are wiped, and the address is known to the account from now on.
   */
  succeeded(): Promise<void>;
}

export type LoginAdmission =
  { refused: LoginRefusal; attempt?: undefined } | { refused?: undefined; attempt: LoginAttempt };

export type LoginLimits = ReturnType<typeof createLoginLimits>;

/**
 * Password guesses, limited so that nobody guesses freely and strangers cannot lock anyone out.
 *
 * An attempt is counted before the password is checked (a burst meets the limits before it meets
 * scrypt) and stays counted only when the password was wrong: a right password takes it back, and
 * so does a refusal, so refused attempts never lengthen a wait. Once the account's own short limit
 * is used up, each address that has not failed out itself still gets one try per window of it:
 * wrong passwords from elsewhere keep nobody out for longer than that window (a minute at most).
 * An address the account has logged in from (in the last 30 days) is not held back by the account's
 * limit at all, only by its own.
 */
export function createLoginLimits(limiter: RateLimiter, rules: LoginRules) {
  const knownLabel = `known:${rules.perAccount}`;
  const turnLabel = `turn:${rules.perAccount}`;
  const pair = (account: string, address: string) => `${account}\n${address}`;
  return {
    async admit(account: string, address: string): Promise<LoginAdmission> {
      const attempts: [RateLimitName, string][] = [
        [rules.perAccount, account],
        [rules.perAccountAndAddress, pair(account, address)],
        [rules.perAddress, address],
      ];
      const [[forAccount, forPair, forAddress], known] = await Promise.all([
        limiter.countAll(...attempts),
        limiter.isMarked(knownLabel, pair(account, address)),
      ]);
      const ownFailures = [forPair!, forAddress!].filter((hit) => !hit.allowed);
      let refusing: LimitResult[] = ownFailures;
      if (ownFailures.length === 0 && !forAccount!.allowed && !known) {
        // The account has had its share of wrong passwords from everywhere this window. An address
        // that has not failed out itself still gets one try per window, so strangers elsewhere never
        // keep its owner out for longer than that.
        const turn = await limiter.consumeWithin(
          turnLabel,
          pair(account, address),
          1,
          limiter.windowOf(rules.perAccount),
        );
        if (!turn.allowed) refusing = [turn];
      }
      if (refusing.length > 0) {
        await Promise.all(attempts.map(([name, subject]) => limiter.undo(name, subject)));
        return {
          refused: {
            scope: ownFailures.length > 0 ? 'address' : 'account',
            retryAfterSeconds: Math.max(...refusing.map((hit) => hit.retryAfterSeconds)),
          },
        };
      }
      return {
        attempt: {
          async succeeded() {
            await Promise.all([
              limiter.undo(rules.perAccount, account),
              limiter.reset(rules.perAccountAndAddress, pair(account, address)),
              limiter.undo(rules.perAddress, address),
              limiter.mark(knownLabel, pair(account, address), KNOWN_ADDRESS_MS),
            ]);
          },
        },
      };
    },
  };
}
