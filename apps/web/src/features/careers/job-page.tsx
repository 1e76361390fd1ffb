import { JOB_SECTIONS, type Job } from '@roast/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowUpRight, Briefcase, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Bullets } from '../../components/ui/bullets';
import { Button, ButtonLink, SoldOutButton } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { catalogQueries, fromList } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { DEFAULT_JOB_IMAGE } from './job-image';
import styles from './careers.module.css';

/** The application form loads when someone first opens it; the job page itself stays light. */
const loadApplicationDialog = () => import('./application-dialog');
const ApplicationDialog = lazy(() => loadApplicationDialog().then((m) => ({ default: m.ApplicationDialog })));

/** A job that does not exist (or an id that cannot be one) will not appear on a second try. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function JobPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const {
    data: job,
    isPending,
    error,
  } = useQuery({
    ...catalogQueries.job(id),
    placeholderData: () => fromList<Job>(client, catalogQueries.jobs().queryKey, id),
    retry: (failures, failure) => !isMissing(failure) && failures < 1,
  });

  if (isPending) return <DetailSkeleton label="Loading the job…" />;

  if (error) {
    if (isMissing(error)) {
      return (
        <>
          <title>Job not found | Roast</title>
          <PageHeader eyebrow="Careers" title="We could not find that job" />
          <PageBody>
            <div className={styles.notFound}>
              <p>It may have been filled or taken down. Our other openings are still here.</p>
              <ButtonLink to={paths.careers}>See all openings</ButtonLink>
            </div>
          </PageBody>
        </>
      );
    }
    return (
      <>
        <title>Careers | Roast</title>
        <PageHeader eyebrow="Careers" title="Job details" />
        <PageBody>
          <ErrorMessage>Failed to fetch job details</ErrorMessage>
          <Link to={paths.careers} className={styles.back}>
            <ArrowLeft aria-hidden="true" size={18} />
            All openings
          </Link>
        </PageBody>
      </>
    );
  }

  return <JobDetail job={job} />;
}

function JobDetail({ job }: { job: Job }) {
  const [applying, setApplying] = useState(false);
  const [opened, setOpened] = useState(false);
  const openForm = () => {
    setOpened(true);
    setApplying(true);
  };
  return (
    <>
      <title>{`${job.title} | Careers | Roast`}</title>
      <div className={`container ${styles.detail}`}>
        <Link to={paths.careers} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          All openings
        </Link>
        <div className={styles.detailTop}>
          <CatalogImage
            img={job.image ?? DEFAULT_JOB_IMAGE}
            kind="banner"
            alt={job.image ? `${job.title} at Roast` : 'A cup of coffee and a croissant on a walnut table'}
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.detailImage}
          />
          <div className={styles.summary}>
            <p className={styles.eyebrow}>Careers at Roast</p>
            <h1>{job.title}</h1>
            <ul className={styles.facts}>
              <li>
                <Briefcase aria-hidden="true" size={18} />
                <span className="visually-hidden">Job type: </span>
                {job.jobtype}
              </li>
              <li>
                <MapPin aria-hidden="true" size={18} />
                <span className="visually-hidden">Location: </span>
                {job.location}
              </li>
            </ul>
            {job.isActive ? null : <p className={styles.closedNote}>This role is no longer taking applications.</p>}
            <div className={styles.actions}>
              {job.isActive ? (
                <Button
                  aria-haspopup="dialog"
                  onClick={openForm}
                  onPointerEnter={() => void loadApplicationDialog()}
                  onFocus={() => void loadApplicationDialog()}
                >
                  APPLY NOW
                </Button>
              ) : (
                <SoldOutButton>APPLICATION CLOSED</SoldOutButton>
              )}
              <ButtonLink to={job.linkedinUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
                LINKEDIN
                <ArrowUpRight aria-hidden="true" size={18} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </ButtonLink>
            </div>
          </div>
        </div>

        <div className={styles.sections}>
          {JOB_SECTIONS.map((section) => (
            <section key={section.field} className={styles.section} aria-labelledby={`job-${section.field}`}>
              <h2 id={`job-${section.field}`}>{section.title}</h2>
              <Bullets blocks={job[section.field]} empty="Nothing listed yet." className={styles.bullets} />
            </section>
          ))}
        </div>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <ApplicationDialog job={job} open={applying} onClose={() => setApplying(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
