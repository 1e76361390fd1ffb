/**
 * What every refund shares, whatever it gives back (a cancelled order, a payment that bought
 * nothing): each is a job on the job engine, and one that fails is tried again later with the same
 * idempotency key every time, so the provider refunds a payment once however often it is asked.
 */

const MAX_RETRY_MS = 3_600_000;

/** The wait before the next attempt at a refund that failed `attempts` times: 30 s, doubling, at most an hour. */
export const refundRetryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, 30_000 * 2 ** Math.max(0, attempts - 1));

/** The provider's words for why a refund failed, short enough to keep and show. */
export const refundFailure = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
