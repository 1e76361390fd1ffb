import { JOB_SECTIONS, type Job } from '@roast/domain';
import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Bullets } from '../../components/ui/bullets';
import { Button, ButtonLink, SoldOutButton } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { catalogQueries, isMissingItem, useCatalogItem } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { DEFAULT_JOB_IMAGE } from './job-image';
import styles from './careers.module.css';
import { JobFacts } from './job-facts';

/** The application form loads when someone first opens it; the job page itself stays light. */
const loadApplicationDialog = () => import('./application-dialog');
const ApplicationDialog = lazy(() => loadApplicationDialog().then((m) => ({ default: m.ApplicationDialog })));

export function JobPage() {
  const { id = '' } = useParams();
  const { data: job, isPending, error } = useCatalogItem(catalogQueries.job(id), catalogQueries.jobs().queryKey, id);

  if (isPending) return <DetailSkeleton label="Loading the job…" />;

  if (error) {
    if (isMissingItem(error)) {
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
            alt={
              job.image
                ? (job.imageAlt ?? `${job.title} at Roast`)
                : 'A cup of coffee and a croissant on a walnut table'
            }
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.detailImage}
          />
          <div className={styles.summary}>
            <p className={styles.eyebrow}>Careers at Roast</p>
            <h1>{job.title}</h1>
            <JobFacts job={job} />
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
