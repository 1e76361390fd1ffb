import { useQuery } from '@tanstack/react-query';
import { activeSessions } from '../../components/sessions/session';
import { SessionList } from '../../components/sessions/session-list';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { PageBody, PageHeader } from '../../components/ui/page';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { EVENT_KIND } from './event-kind';
import styles from './events-page.module.css';

export function EventsPage() {
  const events = useQuery({ ...catalogQueries.events(), select: activeSessions });
  return (
    <>
      <title>Events & Workshops | Roast</title>
      <PageHeader
        eyebrow="Events & Workshops"
        title="Events"
        intro="Live music, coffee tastings and long brunches at our cafes. Book your place and we will keep a seat for you."
      />
      <PageBody>
        <SessionList
          query={events}
          kind={EVENT_KIND}
          action={{ label: 'Book Now', join: 'for' }}
          empty="events are taking a break, we'll be back before you know it!"
        />

        <section className={styles.workshops} aria-labelledby="events-workshops">
          <CatalogImage
            img="tile-workshops-events-800.webp"
            kind="product"
            alt="A baking workshop table with dough, eggs and a cake"
            sizes="(min-width: 769px) 400px, 92vw"
            className={styles.workshopsImage}
          />
          <div className={styles.workshopsText}>
            <p className={styles.eyebrow}>Workshops</p>
            <h2 id="events-workshops">Learn to bake with us</h2>
            <p>
              Hands-on classes in our kitchens: sourdough, cake decorating, macarons, pour-over coffee and a cupcake
              morning for kids. Small groups, everything provided, and you take home what you make.
            </p>
            <ButtonLink to={paths.workshops}>See all workshops</ButtonLink>
          </div>
        </section>
      </PageBody>
    </>
  );
}
