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
      if (state === undefined) throw notFound('There is no such background job. It may have been cleared away.');
      if (state !== 'failed') {
        throw conflict(
          state === 'retry'
            ? 'This job has not been given up: it is tried again by itself.'
            : 'This job has not been given up: it is waiting to run, running or done.',
        );
      }
      try {
        await jobs.retry(queue, id);
      } catch (error) {
        // Scheduled work runs one at a time: a run already waiting is the next try.
        if (isUniqueViolation(error)) throw conflict('This work is already waiting to run again.');
        throw error;
      }
      if ((await stateOf(db, queue, id)) === 'failed') {
        throw conflict('This job could not be tried again now. Try again in a moment.');
      }
      jobs.wake(queue);
      return 'It is being tried again now.';
    },
  };
}

export type BackgroundWorkDesk = ReturnType<typeof createBackgroundWork>;
