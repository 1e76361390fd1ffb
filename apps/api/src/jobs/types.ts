/** What the job engine's users and its parts speak of. */

/** How a queue's failed jobs are tried again. */
export interface QueueRules {
  /** Tries after the first, before the job is left failed (and shown to the owner). */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when `backoff` is on. */
  retryDelaySeconds: number;
  backoff?: boolean;
  /** A job running longer than this is taken to have died with its process, and tried again. */
  expireInSeconds?: number;
}

export interface JobInfo {
  id: string;
  /** Retries so far (0 on the first try). */
  retryCount: number;
  /** Retries allowed: the try with `retryCount` equal to it is the last. */
  retryLimit: number;
}

/** Where a job stands, as the engine keeps it. */
export interface JobState {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** When it is due (its next try, for one waiting after a failure). */
  startAfter: string;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** A job that failed: waiting for its next try, or given up. */
export interface JobProblem {
  queue: string;
  id: string;
  state: 'retry' | 'failed';
  retryCount: number;
  retryLimit: number;
  error: string;
  createdAt: string;
  nextTryAt: string | null;
}

/**
 * How jobs run in this process. `workers`: the engine fetches due jobs in the background and runs
 * the scheduled work (a server). `manual`: nothing runs by itself; `drain()` runs what is due (tests,
 * the staff command).
 */
export type JobsMode = 'workers' | 'manual';

/** A job added for this process to run after its commit. */
export interface HeldJob {
  id: string;
  name: string;
  data: unknown;
}

/** A job claimed to run here, with what its handler is told. */
export interface ClaimedJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

export interface Queue {
  rules: QueueRules & { policy?: 'standard' | 'stately' };
  handler: JobHandler<unknown>;
  intervalMs?: number;
}
