import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { HamperCard } from './hamper-card';
import styles from './hampers-page.module.css';

export function HampersPage() {
  const { data: offers, isPending, isError } = useQuery(catalogQueries.offers());
  const hampers = offers?.filter((offer) => offer.isActive) ?? [];
  return (
    <>
      <title>Gift hampers | Roast</title>
      <PageHeader
        eyebrow="Gift hampers"
        title="Hampers packed with care"
        intro="Coffee, cakes and little treats, boxed by hand for festivals, birthdays and thank-yous. Order ahead and pick it up at your outlet."
      />
      <PageBody>
        {isPending ? (
          <CardGridSkeleton count={3} label="Loading our hampers…" />
        ) : isError ? (
          <ErrorMessage>We could not load our hampers just now. Please refresh the page in a moment.</ErrorMessage>
        ) : hampers.length === 0 ? (
          <EmptyState>Our hampers are being packed for the next season. Please check back soon.</EmptyState>
        ) : (
          <ul className={styles.grid}>
            {hampers.map((hamper) => (
              <li key={hamper._id}>
                <HamperCard hamper={hamper} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
