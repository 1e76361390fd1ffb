import type { Blog } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalogText } from '../../i18n/catalog-text';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import styles from './about-page.module.css';
import { NewTabLink } from '../../components/ui/new-tab-link';

/** The outlets in the order they opened, by their keys in the page's texts. */
const MILESTONES = ['ccx', 'seven', 'capital'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <title>{t('title')}</title>
      <PageHeader eyebrow={t('header.eyebrow')} title={t('header.title')} intro={t('header.intro')} />

      <section className={styles.section} aria-labelledby="about-heading">
        <div className={`container ${styles.split}`}>
          <CatalogImage
            img="about-story-800.webp"
            kind="banner"
            alt={t('story.imageAlt')}
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.banner}
          />
          <div className={styles.copy}>
            <h2 id="about-heading">{t('story.title')}</h2>
            <p>{t('story.p1')}</p>
            <p>{t('story.p2')}</p>
            <p>{t('story.p3')}</p>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.history}`} aria-labelledby="history-heading">
        <div className={`container ${styles.split} ${styles.reverse}`}>
          <CatalogImage
            img="about-history-800.webp"
            kind="banner"
            alt={t('history.imageAlt')}
            sizes="(min-width: 900px) 560px, 92vw"
            className={styles.banner}
          />
          <div className={styles.copy}>
            <h2 id="history-heading">{t('history.title')}</h2>
            <p>{t('history.text')}</p>
            <ol className={styles.timeline}>
              {MILESTONES.map((milestone) => (
                <li key={milestone}>
                  <span className={styles.when}>{t(`history.${milestone}.when`)}</span>
                  <div>
                    <h3>{t(`history.${milestone}.name`)}</h3>
                    <p>{t(`history.${milestone}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className={styles.contact} aria-labelledby="contact-heading">
        <div className={`container ${styles.contactInner}`}>
          <div>
            <h2 id="contact-heading">{t('contact.title')}</h2>
            <p>{t('contact.text')}</p>
          </div>
          <ButtonLink to={paths.contact}>{t('contact.button')}</ButtonLink>
        </div>
      </section>

      <BlogPosts />
    </>
  );
}

function BlogPosts() {
  const { data: blogs, isPending } = useQuery(catalogQueries.blogs());
  const { t } = useTranslation('about');

  if (isPending) {
    return (
      <div className={`container ${styles.section}`} role="status">
        <span className="visually-hidden">{t('blogs.loading')}</span>
        <div className={styles.posts} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={styles.post}>
              <Skeleton width="64px" height="64px" />
              <Skeleton width="80%" height="1.4em" />
              <Skeleton />
              <Skeleton width="60%" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  // The spec shows the section only when there are posts; a failed call leaves it out quietly.
  if (!blogs || blogs.length === 0) return null;

  return (
    <section className={`container ${styles.section}`} aria-labelledby="blogs-heading">
      <div className={styles.sectionHead}>
        <h2 id="blogs-heading">{t('blogs.title')}</h2>
        <p>{t('blogs.intro')}</p>
      </div>
      <ul className={styles.posts}>
        {blogs.map((blog) => (
          <li key={blog._id}>
            <BlogPostCard blog={blog} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogPostCard({ blog }: { blog: Blog }) {
  const { t } = useTranslation('about');
  const text = useCatalogText();
  const headline = text(blog, 'headline');
  return (
    <article className={styles.post}>
      <div className={styles.postSource}>
        <CatalogImage img={blog.logo} kind="logo" alt="" sizes="64px" className={styles.logo} />
        <span>{text(blog, 'source')}</span>
      </div>
      <h3>{headline}</h3>
      <p>{text(blog, 'description')}</p>
      <NewTabLink href={blog.viewMoreLink} hint={headline} className={styles.readMore}>
        {t('blogs.readMore')}
        <ArrowUpRight aria-hidden="true" size={18} />
      </NewTabLink>
    </article>
  );
}
