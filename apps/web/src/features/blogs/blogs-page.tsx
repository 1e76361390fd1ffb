import type { Blog } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import styles from './blogs.module.css';

export function BlogsPage() {
  const { data: blogs, isPending, isError } = useQuery(catalogQueries.blogs());
  const { t } = useTranslation('blogs');

  return (
    <>
      <title>{t('title')}</title>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} intro={t('header.intro')} />
      <PageBody>
        {isPending ? (
          <BlogsLoading />
        ) : isError ? (
          <ErrorMessage>{t('loadFailed')}</ErrorMessage>
        ) : blogs.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ul className={styles.grid}>
            {blogs.map((blog, index) => (
              <li key={blog._id}>
                <BlogCard blog={blog} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}

function BlogsLoading() {
  const { t } = useTranslation('blogs');
  return (
    <div role="status" className={styles.loading}>
      <p>{t('loading')}</p>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <Skeleton height="auto" style={{ aspectRatio: '16 / 9' }} />
            <div className={styles.skeletonText}>
              <Skeleton width="45%" />
              <Skeleton width="85%" height="1.4em" />
              <Skeleton />
              <Skeleton width="70%" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function BlogCard({ blog, eager }: { blog: Blog; eager: boolean }) {
  const { t } = useTranslation('blogs');
  const text = useCatalogText();
  const format = useFormat();
  return (
    <article className={styles.card}>
      <CatalogImage
        img={blog.blogimage}
        kind="banner"
        alt=""
        sizes="(min-width: 1200px) 560px, (min-width: 700px) 46vw, 92vw"
        priority={eager}
        className={styles.cardImage}
      />
      <div className={styles.cardText}>
        <p className={styles.meta}>
          <CatalogImage img={blog.logo} kind="logo" alt="" sizes="32px" className={styles.logo} />
          <span>{text(blog, 'source')}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.publishedOn}>{format.date(blog.publishedOn)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={paths.blog(blog._id)} className={styles.cardLink}>
            {text(blog, 'headline')}
          </Link>
        </h2>
        <p className={styles.description}>{text(blog, 'description')}</p>
        <span className={styles.more} aria-hidden="true">
          {t('readStory')}
        </span>
      </div>
    </article>
  );
}
