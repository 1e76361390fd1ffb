import type { Job } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { useCatalogText } from '../../i18n/catalog-text';
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

const HELLO = 'hello@roastcafe.in';

/** Each English value once, with its words in the page's language, in the order they read. */
function distinct(jobs: Job[], field: 'jobtype' | 'location', text: ReturnType<typeof useCatalogText>) {
  const labels = new Map<string, string>();
  for (const job of jobs) if (!labels.has(job[field])) labels.set(job[field], text(job, field));
  return [...labels].sort((a, b) => a[1].localeCompare(b[1]));
}

function matches(job: Job, filters: Filters, shownTitle: string): boolean {
  const title = filters.title.trim().toLowerCase();
  return (
    (title === '' || job.title.toLowerCase().includes(title) || shownTitle.toLowerCase().includes(title)) &&
    (filters.jobtype === '' || job.jobtype === filters.jobtype) &&
    (filters.location === '' || job.location === filters.location)
  );
}

export function CareersPage() {
  const { data: jobs, isPending, isError } = useQuery(catalogQueries.jobs());
  const { t } = useTranslation('careers');

  return (
    <>
      <title>{t('title')}</title>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} intro={t('header.intro')} />
      <PageBody>
        {isPending ? (
          <CardGridSkeleton count={4} label={t('loading')} />
        ) : isError ? (
          <ErrorMessage>{t('loadFailed', { email: HELLO })}</ErrorMessage>
        ) : jobs.length === 0 ? (
          <EmptyState>{t('none', { email: HELLO })}</EmptyState>
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
  const { t } = useTranslation('careers');
  const text = useCatalogText();

  const results = useRef<HTMLParagraphElement>(null);
  const jobTypes = distinct(jobs, 'jobtype', text);
  const locations = distinct(jobs, 'location', text);
  const shown = jobs.filter((job) => matches(job, filters, text(job, 'title')));
  const filtered = filters.title !== '' || filters.jobtype !== '' || filters.location !== '';

  return (
    <>
      <form
        role="search"
        aria-label={t('filters.label')}
        className={styles.filters}
        onSubmit={(event) => {
          // The list already follows the filters; Enter or the button takes the reader to it.
          event.preventDefault();
          results.current?.scrollIntoView({ block: 'start' });
          results.current?.focus();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>{t('filters.title')}</label>
          <input
            id={`${id}-title`}
            type="search"
            value={filters.title}
            placeholder={t('filters.titlePlaceholder')}
            autoComplete="off"
            onChange={(event) => setFilter('title', event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
          <select
            id={`${id}-type`}
            value={filters.jobtype}
            onChange={(event) => setFilter('jobtype', event.target.value)}
          >
            <option value="">{t('filters.allTypes')}</option>
            {jobTypes.map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-location`}>{t('filters.location')}</label>
          <select
            id={`${id}-location`}
            value={filters.location}
            onChange={(event) => setFilter('location', event.target.value)}
          >
            <option value="">{t('filters.allLocations')}</option>
            {locations.map(([location, label]) => (
              <option key={location} value={location}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t('filters.show')}</Button>
          {filtered ? (
            <Button variant="secondary" className={styles.clear} onClick={clear}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      <p ref={results} tabIndex={-1} className={styles.count} role="status">
        {filtered ? t('showing', { shown: shown.length, count: jobs.length }) : t('count', { count: jobs.length })}
      </p>

      {shown.length === 0 ? (
        <EmptyState
          action={
            <Button variant="secondary" onClick={clear}>
              {t('filters.clear')}
            </Button>
          }
        >
          {t('noMatch')}
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
  const { t } = useTranslation('careers');
  const text = useCatalogText();
  const title = text(job, 'title');
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
        <h2 className={styles.jobTitle}>{title}</h2>
        <JobFacts job={job} />
        {job.isActive ? null : <p className={styles.closedNote}>{t('closed')}</p>}
      </div>
      <ButtonLink to={paths.job(job._id)} variant={job.isActive ? 'primary' : 'secondary'} className={styles.view}>
        {t('viewDetails')}
        <span className="visually-hidden">: {title}</span>
      </ButtonLink>
    </article>
  );
}
