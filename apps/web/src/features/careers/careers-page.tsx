import type { Job } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { DEFAULT_JOB_IMAGE } from './job-image';
import styles from './careers.module.css';
import { JobFacts } from './job-facts';

interface Filters {
  title: string;
  jobtype: string;
  location: string;
}

const NO_FILTERS: Filters = { title: '', jobtype: '', location: '' };

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

function matches(job: Job, filters: Filters): boolean {
  const title = filters.title.trim().toLowerCase();
  return (
    (title === '' || job.title.toLowerCase().includes(title)) &&
    (filters.jobtype === '' || job.jobtype === filters.jobtype) &&
    (filters.location === '' || job.location === filters.location)
  );
}

export function CareersPage() {
  const { data: jobs, isPending, isError } = useQuery(catalogQueries.jobs());

  return (
    <>
      <title>Careers | Roast</title>
      <PageHeader
        eyebrow="Careers"
        title="Work with us"
        intro="We are about 60 people who like good coffee, good cake and looking after guests. If that sounds like you, have a look at what is open."
      />
      <PageBody>
        {isPending ? (
          <CardGridSkeleton count={4} label="Loading jobs…" />
        ) : isError ? (
          <ErrorMessage>
            We could not load our openings just now. Please refresh the page in a minute, or write to us at
            hello@roastcafe.in.
          </ErrorMessage>
        ) : jobs.length === 0 ? (
          <EmptyState>
            We have no openings right now. Please check again soon, or send your resume to hello@roastcafe.in.
          </EmptyState>
        ) : (
          <JobBoard jobs={jobs} />
        )}
      </PageBody>
    </>
  );
}

function JobBoard({ jobs }: { jobs: Job[] }) {
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const setFilter = (key: keyof Filters, value: string) => setFilters((current) => ({ ...current, [key]: value }));
  const clear = () => setFilters(NO_FILTERS);

  const results = useRef<HTMLParagraphElement>(null);
  const jobTypes = distinct(jobs.map((job) => job.jobtype));
  const locations = distinct(jobs.map((job) => job.location));
  const shown = jobs.filter((job) => matches(job, filters));
  const filtered = filters.title !== '' || filters.jobtype !== '' || filters.location !== '';

  return (
    <>
      <form
        role="search"
        aria-label="Filter jobs"
        className={styles.filters}
        onSubmit={(event) => {
          // The list already follows the filters; Enter or the button takes the reader to it.
          event.preventDefault();
          results.current?.scrollIntoView({ block: 'start' });
          results.current?.focus();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>Search by title</label>
          <input
            id={`${id}-title`}
            type="search"
            value={filters.title}
            placeholder="Barista, chef…"
            autoComplete="off"
            onChange={(event) => setFilter('title', event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>Job type</label>
          <select
            id={`${id}-type`}
            value={filters.jobtype}
            onChange={(event) => setFilter('jobtype', event.target.value)}
          >
            <option value="">All job types</option>
            {jobTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-location`}>Location</label>
          <select
            id={`${id}-location`}
            value={filters.location}
            onChange={(event) => setFilter('location', event.target.value)}
          >
            <option value="">All locations</option>
            {locations.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button type="submit">Show jobs</Button>
          {filtered ? (
            <Button variant="secondary" className={styles.clear} onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>

      <p ref={results} tabIndex={-1} className={styles.count} role="status">
        {filtered ? `Showing ${shown.length} of ${jobs.length} jobs` : `${jobs.length} jobs`}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          action={
            <Button variant="secondary" onClick={clear}>
              Clear filters
            </Button>
          }
        >
          No jobs found matching your criteria.
        </EmptyState>
      ) : (
        <ul className={styles.jobs}>
          {shown.map((job) => (
            <li key={job._id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function JobCard({ job }: { job: Job }) {
  return (
    <article className={`${styles.job} ${job.isActive ? '' : styles.closed}`}>
      <CatalogImage
        img={job.image ?? DEFAULT_JOB_IMAGE}
        kind="banner"
        alt=""
        sizes="(min-width: 700px) 220px, 92vw"
        className={styles.jobImage}
      />
      <div className={styles.jobText}>
        <h2 className={styles.jobTitle}>{job.title}</h2>
        <JobFacts job={job} />
        {job.isActive ? null : <p className={styles.closedNote}>Applications closed</p>}
      </div>
      <ButtonLink to={paths.job(job._id)} variant={job.isActive ? 'primary' : 'secondary'} className={styles.view}>
        View Details<span className="visually-hidden">: {job.title}</span>
      </ButtonLink>
    </article>
  );
}
