import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowUpRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import styles from './blogs.module.css';

/** A blog post's page. There is no detail call: the post comes from the list. */
export function BlogPage() {
  const { id = '' } = useParams();
  const { data: blogs, isPending, isError } = useQuery(catalogQueries.blogs());

  if (isPending) return <DetailSkeleton label="Loading the story…" />;

  if (isError) {
    return (
      <>
        <title>Blogs | Roast</title>
        <PageHeader eyebrow="Blogs" title="Stories from Roast" />
        <PageBody>
          <ErrorMessage>We could not load this story just now. Please refresh the page in a minute.</ErrorMessage>
        </PageBody>
      </>
    );
  }

  const blog = blogs.find((b) => b._id === id);
  if (!blog) {
    return (
      <>
        <title>Story not found | Roast</title>
        <PageHeader eyebrow="Blogs" title="We could not find that story" />
        <PageBody>
          <div className={styles.notFound}>
            <p>It may have been moved or taken down. Our other stories are still here.</p>
            <ButtonLink to={paths.blogs}>See all blog posts</ButtonLink>
          </div>
        </PageBody>
      </>
    );
  }

  const others = blogs.filter((b) => b._id !== blog._id).slice(0, 3);

  return (
    <>
      <title>{`${blog.headline} | Roast`}</title>
      <article className={`container ${styles.post}`}>
        <Link to={paths.blogs} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          All blog posts
        </Link>
        <header className={styles.postHeader}>
          <h1>{blog.headline}</h1>
          <p className={styles.meta}>
            <CatalogImage img={blog.logo} kind="logo" alt="" sizes="32px" className={styles.logo} />
            <span>{blog.source}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={blog.publishedOn}>{formatDate(blog.publishedOn)}</time>
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
        <p className={styles.lede}>{blog.description}</p>
        <ButtonLink to={blog.viewMoreLink} target="_blank" rel="noopener noreferrer">
          Read Full Article
          <ArrowUpRight aria-hidden="true" size={18} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      </article>

      {others.length > 0 ? (
        <section className={`container ${styles.moreSection}`} aria-labelledby="more-stories">
          <h2 id="more-stories">More stories</h2>
          <ul className={styles.moreList}>
            {others.map((other) => (
              <li key={other._id}>
                <Link to={paths.blog(other._id)}>{other.headline}</Link>
                <span>
                  {other.source}, <time dateTime={other.publishedOn}>{formatDate(other.publishedOn)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
