import type { Blog } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { PageHeader } from '../../components/ui/page';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import styles from './about-page.module.css';
import { NewTabLink } from '../../components/ui/new-tab-link';

const MILESTONES = [
  {
    when: '2020',
    name: 'Roast CCX, Indiranagar',
    text: 'Where it all began: twenty seats, one espresso machine, a small oven and a cake stand by the door. Every cake was baked to order from the very first week.',
  },
  {
    when: 'Next',
    name: 'Roast 24 Seven, Koramangala',
    text: 'For the night owls, the early flights and the late shifts. The lights are always on and the coffee is always fresh, because this one never closes.',
  },
  {
    when: 'Now',
    name: 'Roast Caffeine Capital, Jayanagar',
    text: 'Our biggest kitchen and our roomiest cafe, with long tables for families, friends and the workshops we now run every month.',
  },
];

export function AboutPage() {
  return (
    <>
      <title>About Us | Roast</title>
      <PageHeader
        eyebrow="About Us"
        title="Good coffee, cakes baked for you"
        intro="How one small Bengaluru coffee shop became three, and what has not changed along the way."
      />

      <section className={styles.section} aria-labelledby="about-heading">
        <div className={`container ${styles.split}`}>
          <CatalogImage
            img="about-story-800.webp"
            kind="banner"
            alt="Flour, eggs, coffee beans, a whisk and a finished cake laid out on an oak table"
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.banner}
          />
          <div className={styles.copy}>
            <h2 id="about-heading">About Roast</h2>
            <p>
              Roast is a boutique coffee shop in Bengaluru, founded in 2020, that grew into three outlets without
              growing out of its habits. We roast our beans in small batches, brew them with care, and bake every
              speciality cake to order, so the cake you pick up was made for you and nobody else.
            </p>
            <p>
              Come in for a filter coffee and a slice of something, and stay for a book or a long conversation. Order a
              cake for a birthday, an anniversary, or a Tuesday that needs one. Eggless, sugar-free or gluten-free? Ask
              us; we bake those too.
            </p>
            <p>
              Our rules are simple: good beans, real butter, fresh fruit from the market, and people who care about
              getting it right.
            </p>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.history}`} aria-labelledby="history-heading">
        <div className={`container ${styles.split} ${styles.reverse}`}>
          <CatalogImage
            img="about-history-800.webp"
            kind="banner"
            alt="A coffee cart under a warm sunrise sky, with trees behind it and a potted plant beside it"
            sizes="(min-width: 900px) 560px, 92vw"
            className={styles.banner}
          />
          <div className={styles.copy}>
            <h2 id="history-heading">Our History</h2>
            <p>
              We opened in Indiranagar in 2020. It was not an easy year to open a cafe, and our neighbours kept us
              going: they ordered birthday cakes for pickup at the door, came back for coffee as soon as they could, and
              told their friends. Slowly, one Roast became three.
            </p>
            <ol className={styles.timeline}>
              {MILESTONES.map((milestone) => (
                <li key={milestone.name}>
                  <span className={styles.when}>{milestone.when}</span>
                  <div>
                    <h3>{milestone.name}</h3>
                    <p>{milestone.text}</p>
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
            <h2 id="contact-heading">Come and say hello</h2>
            <p>
              A question about a cake, a big order for the office, or just a kind word? We would love to hear from you.
            </p>
          </div>
          <ButtonLink to={paths.contact}>Contact Us</ButtonLink>
        </div>
      </section>

      <BlogPosts />
    </>
  );
}

function BlogPosts() {
  const { data: blogs, isPending } = useQuery(catalogQueries.blogs());

  if (isPending) {
    return (
      <div className={`container ${styles.section}`} role="status">
        <span className="visually-hidden">Loading blog posts…</span>
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
        <h2 id="blogs-heading">All Blog Posts</h2>
        <p>What we have written, and what others have kindly written about us.</p>
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
  return (
    <article className={styles.post}>
      <div className={styles.postSource}>
        <CatalogImage img={blog.logo} kind="logo" alt="" sizes="64px" className={styles.logo} />
        <span>{blog.source}</span>
      </div>
      <h3>{blog.headline}</h3>
      <p>{blog.description}</p>
      <NewTabLink href={blog.viewMoreLink} hint={blog.headline} className={styles.readMore}>
        Read Full Article
        <ArrowUpRight aria-hidden="true" size={18} />
      </NewTabLink>
    </article>
  );
}
