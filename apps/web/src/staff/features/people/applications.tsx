import type { Application } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaMoment } from '../../lib/dates';
import { useStaffMember } from '../../lib/session';
import { applicationsCsv, applicationsQuery, jobsQuery, PAGE_SIZE, resumeAddress } from './api/people';
import { CsvLink, pageCount, Pager, phoneHref, phoneWords, rangeWords } from './list-parts';
import { peopleParams, readPage } from './people-view';
import styles from './people.module.css';

/** Job applications, which hold people's personal details: an owner's to read. */
export function ApplicationsView() {
  const me = useStaffMember();
  if (me.role !== 'owner') return <Notice tone="info">Only an owner can see applications.</Notice>;
  return <Applications />;
}

function Applications() {
  const [params, setParams] = useSearchParams();
  const job = params.get('job');
  const page = readPage(params);
  const jobs = useQuery(jobsQuery);
  const list = useQuery(applicationsQuery(job, page));
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Job applications
      </h2>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <Field label="Job">
            <select
              value={job ?? ''}
              onChange={(event) => setParams(peopleParams('applications', { job: event.target.value }))}
            >
              <option value="">All jobs</option>
              {/* A job taken off the site is still named while the address asks for it. */}
              {job && jobs.data && !jobs.data.some((each) => each._id === job) ? (
                <option value={job}>{list.data?.data[0]?.jobTitle ?? 'The job in the address'}</option>
              ) : null}
              {(jobs.data ?? []).map((each) => (
                <option key={each._id} value={each._id}>
                  {each.title}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <CsvLink href={applicationsCsv(job)} />
      </div>
      {jobs.isError ? (
        <p className={styles.aside}>The list of jobs could not be loaded, so only ‘All jobs’ can be chosen.</p>
      ) : null}

      {list.isPending ? (
        <div role="status" className={styles.loading}>
          <span className="visually-hidden">Loading applications…</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="9em" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <div className={styles.problem}>
          <Notice tone="error">
            {messageOf(list.error, 'The applications could not be loaded. Check the connection.')}
          </Notice>
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </div>
      ) : list.data.total === 0 ? (
        <p className={styles.empty}>
          {job ? 'Nobody has applied for this job yet.' : 'Nobody has applied for a job yet.'}
        </p>
      ) : list.data.data.length === 0 ? (
        <p className={styles.empty}>
          This page is past the end of the list.{' '}
          <Link to={`?${peopleParams('applications', { job })}`}>Go to the first page</Link>
        </p>
      ) : (
        <>
          <p className={styles.listCount} aria-live="polite">
            {list.data.total === 1
              ? '1 application'
              : `${list.data.total} applications · ${rangeWords(list.data.page, PAGE_SIZE, list.data.total)}`}
          </p>
          <ul className={styles.cards} aria-busy={list.isPlaceholderData}>
            {list.data.data.map((application) => (
              <li key={application._id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
          <Pager
            label="Pages of applications"
            page={list.data.page}
            pages={pageCount(list.data.total, PAGE_SIZE)}
            to={(target) => `?${peopleParams('applications', { job, page: target })}`}
          />
        </>
      )}
    </section>
  );
}

function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function ApplicationCard({ application }: { application: Application }) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <div>
          <h3 id={nameId} className={styles.cardTitle}>
            {application.name}
          </h3>
          <p className={styles.cardSub}>{application.jobTitle}</p>
        </div>
        <time className={styles.when} dateTime={application.appliedAt}>
          {indiaMoment(application.appliedAt)}
        </time>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={phoneHref(application.phone)}>{phoneWords(application.phone)}</a>
          </dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{application.subject ?? <span className={styles.none}>None given</span>}</dd>
        </div>
      </dl>
      {application.resume ? (
        <a className={styles.resume} href={resumeAddress(application._id)} download={application.resume}>
          <FileDown aria-hidden="true" size={20} />
          <span>
            Resume<span className="visually-hidden"> of {application.name}</span>
            <span className={styles.resumeFile}>
              {application.resume}
              {application.resumeSize !== null ? ` · ${fileSize(application.resumeSize)}` : ''}
            </span>
          </span>
        </a>
      ) : (
        <p className={styles.none}>No resume sent.</p>
      )}
    </article>
  );
}
