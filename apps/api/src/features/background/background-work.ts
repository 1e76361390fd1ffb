import type { BackgroundWork } from '@roast/domain';
import { isUniqueViolation, type Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { Jobs } from '../../jobs/jobs';
import { countProblems, stateOf } from './background-work.repository';

/** At most this many problems are listed; the counts cover them all. */
const LISTED = 100;

/**
 * The owner's side of the background work: what keeps failing, and a way to have a given-up job
 * tried again (after the owner has fixed what it failed on: a mail server, a provider's key).
 */
export function createBackgroundWork({ db, jobs }: { db: Database; jobs: Jobs }) {
  return {
    async problems(): Promise<Omit<BackgroundWork, 'success'>> {
      const [data, counts] = await Promise.all([jobs.problems(LISTED), countProblems(db)]);
      return { data, ...counts };
    },

    /** Tries a given-up job again at once; 404 when there is no such job, 409 when it is not given up. */
    async retry(queue: string, id: string): Promise<string> {
      const state = await stateOf(db, queue, id);
      if (state === undefined) throw notFound('job_not_found');
      if (state !== 'failed') {
        throw conflict(state === 'retry' ? 'job_retrying_itself' : 'job_not_given_up');
      }
      try {
        await jobs.retry(queue, id);
      } catch (error) {
        // Scheduled work runs one at a time: a run already waiting is the next try.
        if (isUniqueViolation(error)) throw conflict('job_already_waiting');
        throw error;
      }
      if ((await stateOf(db, queue, id)) === 'failed') {
        throw conflict('job_retry_not_taken');
      }
      jobs.wake(queue);
      return 'It is being tried again now.';
    },
  };
}

export type BackgroundWorkDesk = ReturnType<typeof createBackgroundWork>;
