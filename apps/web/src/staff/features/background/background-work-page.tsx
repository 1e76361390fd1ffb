import type { JobProblem } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaDateTime } from '../../lib/dates';
import { backgroundWorkQuery, useTryAgain } from './api/background-work';
import { queueLabel } from './queue-labels';
import styles from './background-work.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the counts say at the top: '1 given up, 2 waiting for another try'. */
function summaryOf(failing: number, retrying: number): string {
  const parts = [
    failing > 0 ? `${failing} given up` : null,
    retrying > 0 ? `${retrying} waiting for another try` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * Background work that keeps failing (owners): sending mail, drawing invoices, refunds and the
 * scheduled sweeps. Each failure is tried again with back-off by itself; what the store has given up
 * on waits here for the owner, who can have it tried again once its cause is put right.
 */
export function BackgroundWorkPage() {
  const work = useQuery(backgroundWorkQuery);

  return (
    <>
      <title>Background work · Roast console</title>
      <ConsolePageHead
        title="Background work"
        intro="What the store does behind the scenes: sending mail, drawing invoices, refunds and regular checks. Work that fails is tried again by itself, waiting longer each time; what keeps failing is given up and waits here for you."
      />
      {work.isPending ? (
        <div role="status" className={styles.list}>
          <span className="visually-hidden">Loading the background work…</span>
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className={styles.job} aria-hidden="true">
              <Skeleton width="40%" height="1.4em" />
              <Skeleton width="80%" />
            </div>
          ))}
        </div>
      ) : work.isError ? (
        <div className={styles.problem}>
          <Notice tone="error">{messageOf(work.error)}</Notice>
          <Button onClick={() => void work.refetch()}>Try again</Button>
        </div>
      ) : work.data.data.length === 0 ? (
        <Notice tone="success">Nothing is failing. Mail, invoices and refunds are all going through.</Notice>
      ) : (
        <>
          {work.data.failing > 0 ? (
            <Notice tone="error">
              {`${count(work.data.failing, 'job has', 'jobs have')} been given up. Put right what the error says, then try ${
                work.data.failing === 1 ? 'it' : 'them'
              } again.`}
            </Notice>
          ) : null}
          <p className={styles.count} aria-live="polite">
            {summaryOf(work.data.failing, work.data.retrying)}
            {work.data.failing + work.data.retrying > work.data.data.length
              ? `; the newest ${work.data.data.length} are shown`
              : ''}
          </p>
          <ol className={styles.list}>
            {work.data.data.map((job) => (
              <li key={`${job.queue}/${job.id}`}>
                <Job job={job} readAt={work.dataUpdatedAt} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

/** `readAt`: when the list was read (ms); a next try due by then is happening now. */
function Job({ job, readAt }: { job: JobProblem; readAt: number }) {
  const headingId = useId();
  const tryAgain = useTryAgain();
  const tap = () =>
    tryAgain.mutate(job, {
      // Said under the header too: a job that then runs at once leaves the list.
      onSuccess: (answer) => toast.success(`${queueLabel(job.queue)}: ${answer.message}`),
    });
  const givenUp = job.state === 'failed';
  const tries = job.retryCount + 1;
  return (
    <article className={`${styles.job} ${givenUp ? styles.givenUp : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.what}>
        {queueLabel(job.queue)}
        {queueLabel(job.queue) !== job.queue ? <span className={styles.queue}> {job.queue}</span> : null}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Tries</dt>
          <dd className={styles.value}>
            {givenUp ? count(tries, 'try', 'tries') : `${tries} of ${job.retryLimit + 1}`}
          </dd>
        </div>
        <div>
          <dt>First asked for</dt>
          <dd>
            <time dateTime={job.createdAt}>{indiaDateTime(job.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Next try</dt>
          <dd className={styles.value}>
            {givenUp ? (
              <span className={styles.givenUpWord}>Given up</span>
            ) : job.nextTryAt && Date.parse(job.nextTryAt) > readAt ? (
              <time dateTime={job.nextTryAt}>{indiaDateTime(job.nextTryAt)}</time>
            ) : (
              'Now'
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.error}>
        <span className={styles.errorWord}>Error:</span> {job.error || 'no reason was given.'}
      </p>
      {givenUp || !tryAgain.isIdle ? (
        <div className={styles.actions}>
          {givenUp ? (
            <Button variant="primary" disabled={tryAgain.isPending} onClick={tap}>
              {tryAgain.isPending ? 'Trying again…' : 'Try again'}
            </Button>
          ) : null}
          {tryAgain.isSuccess ? (
            <p role="status" className={styles.answered}>
              {tryAgain.data.message}
            </p>
          ) : tryAgain.isError ? (
            <p role="alert" className={styles.refused}>
              {messageOf(tryAgain.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
