import { z } from 'zod';

/**
 * The owner's view of the store's background work (`/api/staff/background-work`): mail delivery,
 * what follows a change (drawing an invoice, mailing a confirmation, a refund) and the scheduled
 * sweeps. Work that failed is tried again with back-off; the list shows what is waiting for its
 * next try and what the store has given up on, which the owner can have tried again.
 */

/** Waiting for its next try, or given up. */
export const JOB_PROBLEM_STATES = ['retry', 'failed'] as const;
export type JobProblemState = (typeof JOB_PROBLEM_STATES)[number];

export const jobProblemSchema = z.object({
  /** What kind of work it is: 'mail', 'invoices.draw', 'kitchen.refund'… */
  queue: z.string(),
  id: z.string(),
  state: z.enum(JOB_PROBLEM_STATES),
  /** Retries so far (0 after the first try failed). */
  retryCount: z.number().int(),
  /** Retries allowed before it is given up. */
  retryLimit: z.number().int(),
  /** Why the last try failed. */
  error: z.string(),
  createdAt: z.string(),
  /** When a job waiting for another try is tried next; null once given up. */
  nextTryAt: z.string().nullable(),
});
export type JobProblem = z.infer<typeof jobProblemSchema>;

export const backgroundWorkSchema = z.object({
  success: z.literal(true),
  /** Newest first, at most 100. */
  data: z.array(jobProblemSchema),
  /** How many are given up, and how many wait for another try, in all. */
  failing: z.number().int(),
  retrying: z.number().int(),
});
export type BackgroundWork = z.infer<typeof backgroundWorkSchema>;

export const backgroundJobParamsSchema = z.object({
  queue: z
    .string()
    .min(1, 'job_kind_invalid')
    .max(100, 'job_kind_invalid')
    .regex(/^[\w.-]+$/, 'job_kind_invalid'),
  id: z.uuid({ message: 'job_id_invalid' }),
});

export const backgroundRetryAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type BackgroundRetryAnswer = z.infer<typeof backgroundRetryAnswerSchema>;
