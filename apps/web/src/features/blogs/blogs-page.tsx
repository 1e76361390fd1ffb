import type { Blog } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import styles from './blogs.module.css';

export function BlogsPage() {
  const { data: blogs, isPending, isError } = useQuery(catalogQueries.blogs());

  return (
    <>
      <title>Blogs | Roast</title>
      <PageHeader
        eyebrow="Blogs"
        title="Stories from Roast"
        intro="Notes from our kitchens, and what newspapers and magazines have kindly written about us."
      />
      <PageBody>
        {isPending ? (
          <BlogsLoading />
        ) : isError ? (
          <ErrorMessage>We could not load our stories just now. Please refresh the page in a minute.</ErrorMessage>
        ) : blogs.length === 0 ? (
          <EmptyState>No Blogs Found</EmptyState>
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
  return (
    <div role="status" className={styles.loading}>
      <p>Loading Blogs...</p>
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
          <span>{blog.source}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={blog.publishedOn}>{formatDate(blog.publishedOn)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={paths.blog(blog._id)} className={styles.cardLink}>
            {blog.headline}
          </Link>
        </h2>
        <p className={styles.description}>{blog.description}</p>
        <span className={styles.more} aria-hidden="true">
          Read the story →
        </span>
      </div>
    </article>
  );
}
