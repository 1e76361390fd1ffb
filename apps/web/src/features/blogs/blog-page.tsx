import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import styles from './blogs.module.css';

/** A blog post's page. There is no detail call: the post comes from the list. */
export function BlogPage() {
  const { id = '' } = useParams();
  const { data: blogs, isPending, isError } = useQuery(catalogQueries.blogs());
  const { t } = useTranslation('blogs');
  const text = useCatalogText();
  const format = useFormat();

  if (isPending) return <DetailSkeleton label={t('post.loading')} />;

  if (isError) {
    return (
      <>
        <title>{t('title')}</title>
        <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} />
        <PageBody>
          <ErrorMessage>{t('post.failed')}</ErrorMessage>
        </PageBody>
      </>
    );
  }

  const blog = blogs.find((b) => b._id === id);
  if (!blog) {
    return (
      <>
        <title>{t('post.notFoundTitle')}</title>
        <PageHeader eyebrow={t('header.eyebrow')} title={t('post.notFound')} />
        <PageBody>
          <div className={styles.notFound}>
            <p>{t('post.notFoundText')}</p>
            <ButtonLink to={paths.blogs}>{t('post.seeAll')}</ButtonLink>
          </div>
        </PageBody>
      </>
    );
  }

  const others = blogs.filter((b) => b._id !== blog._id).slice(0, 3);

  return (
    <>
      <title>{t('post.pageTitle', { headline: text(blog, 'headline') })}</title>
      <article className={`container ${styles.post}`}>
        <Link to={paths.blogs} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('post.allPosts')}
        </Link>
        <header className={styles.postHeader}>
          <h1>{text(blog, 'headline')}</h1>
          <p className={styles.meta}>
            <CatalogImage img={blog.logo} kind="logo" alt="" sizes="32px" className={styles.logo} />
            <span>{text(blog, 'source')}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={blog.publishedOn}>{format.date(blog.publishedOn)}</time>
          </p>
        </header>
        <CatalogImage
          img={blog.blogimage}
          kind="banner"
          alt=""
          sizes="(min-width: 880px) 800px, 92vw"
          priority
          className={styles.postImage}
        />
        <p className={styles.lede}>{text(blog, 'description')}</p>
        <ButtonLink to={blog.viewMoreLink} target="_blank" rel="noopener noreferrer">
          {t('post.readMore')}
          <ArrowUpRight aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('post.newTab')}</span>
        </ButtonLink>
      </article>

      {others.length > 0 ? (
        <section className={`container ${styles.moreSection}`} aria-labelledby="more-stories">
          <h2 id="more-stories">{t('post.more')}</h2>
          <ul className={styles.moreList}>
            {others.map((other) => (
              <li key={other._id}>
                <Link to={paths.blog(other._id)}>{text(other, 'headline')}</Link>
                <span>
                  {t('post.byline', { source: text(other, 'source') })}
                  <time dateTime={other.publishedOn}>{format.date(other.publishedOn)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
