import { JOB_SECTIONS, type Job } from '@roast/domain';
import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Bullets } from '../../components/ui/bullets';
import { Button, ButtonLink, SoldOutButton } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { useCatalogText } from '../../i18n/catalog-text';
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
  const { t } = useTranslation('careers');

  if (isPending) return <DetailSkeleton label={t('job.loading')} />;

  if (error) {
    if (isMissingItem(error)) {
      return (
        <>
          <title>{t('job.notFoundTitle')}</title>
          <PageHeader eyebrow={t('header.eyebrow')} title={t('job.notFound')} />
          <PageBody>
            <div className={styles.notFound}>
              <p>{t('job.notFoundText')}</p>
              <ButtonLink to={paths.careers}>{t('job.seeAll')}</ButtonLink>
            </div>
          </PageBody>
        </>
      );
    }
    return (
      <>
        <title>{t('title')}</title>
        <PageHeader eyebrow={t('header.eyebrow')} title={t('job.detailsTitle')} />
        <PageBody>
          <ErrorMessage>{t('job.failed')}</ErrorMessage>
          <Link to={paths.careers} className={styles.back}>
            <ArrowLeft aria-hidden="true" size={18} />
            {t('job.allOpenings')}
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
  const { t } = useTranslation('careers');
  const text = useCatalogText();
  const title = text(job, 'title');
  return (
    <>
      <title>{t('job.pageTitle', { job: title })}</title>
      <div className={`container ${styles.detail}`}>
        <Link to={paths.careers} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('job.allOpenings')}
        </Link>
        <div className={styles.detailTop}>
          <CatalogImage
            img={job.image ?? DEFAULT_JOB_IMAGE}
            kind="banner"
            alt={job.image ? (job.imageAlt ?? t('job.imageAlt', { job: title })) : t('job.defaultImageAlt')}
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.detailImage}
          />
          <div className={styles.summary}>
            <p className={styles.eyebrow}>{t('job.eyebrow')}</p>
            <h1>{title}</h1>
            <JobFacts job={job} />
            {job.isActive ? null : <p className={styles.closedNote}>{t('job.noLonger')}</p>}
            <div className={styles.actions}>
              {job.isActive ? (
                <Button
                  aria-haspopup="dialog"
                  onClick={openForm}
                  onPointerEnter={() => void loadApplicationDialog()}
                  onFocus={() => void loadApplicationDialog()}
                >
                  {t('job.apply')}
                </Button>
              ) : (
                <SoldOutButton>{t('job.applicationClosed')}</SoldOutButton>
              )}
              <ButtonLink to={job.linkedinUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
                {t('job.linkedin')}
                <ArrowUpRight aria-hidden="true" size={18} />
                <span className="visually-hidden">{t('job.newTab')}</span>
              </ButtonLink>
            </div>
          </div>
        </div>

        <div className={styles.sections}>
          {JOB_SECTIONS.map((section) => (
            <section key={section.field} className={styles.section} aria-labelledby={`job-${section.field}`}>
              <h2 id={`job-${section.field}`}>{t(`job.sections.${section.field}`)}</h2>
              <Bullets blocks={text(job, section.field)} empty={t('job.nothingListed')} className={styles.bullets} />
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
