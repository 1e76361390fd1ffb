import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { openingHours } from '../../lib/format';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { telHref } from './outlet-info';
import styles from './outlets-page.module.css';

export function OutletsPage() {
  const stores = useQuery(catalogQueries.stores());

  return (
    <>
      <title>Our outlets | Roast</title>
      <PageHeader
        eyebrow="Visit us"
        title="Our outlets"
        intro="Three cafes across Bengaluru. Drop in for a coffee, pick up your cake, or stay for the evening."
      />
      <PageBody>
        {stores.isPending ? (
          <CardGridSkeleton count={3} label="Loading our outlets…" />
        ) : stores.isError ? (
          <ErrorMessage>We could not load our outlets just now. Please try again in a moment.</ErrorMessage>
        ) : stores.data.length === 0 ? (
          <EmptyState>Our outlets will be listed here soon.</EmptyState>
        ) : (
          <ul className={styles.grid}>
            {stores.data.map((store, index) => (
              <li key={store._id}>
                <article className={styles.card} aria-labelledby={`outlet-${store._id}`}>
                  <Link to={store.pagePath} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
                    <CatalogImage
                      img={store.img}
                      kind="product"
                      alt=""
                      sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw"
                      priority={index === 0}
                    />
                  </Link>
                  <div className={styles.body}>
                    <p className={styles.locality}>
                      <MapPin aria-hidden="true" size={16} />
                      {store.locality}
                    </p>
                    <h2 id={`outlet-${store._id}`} className={styles.title}>
                      {store.title}
                    </h2>
                    <ul className={styles.facts}>
                      <li>
                        <Clock aria-hidden="true" size={18} />
                        {openingHours(store.hours)}
                      </li>
                      <li>
                        <Phone aria-hidden="true" size={18} />
                        <a href={telHref(store.phone)}>
                          <span className="visually-hidden">Call {store.outletName} on </span>
                          {store.phone}
                        </a>
                      </li>
                      <li>
                        <MapPin aria-hidden="true" size={18} />
                        <NewTabLink href={store.mapUrl}>
                          View on map<span className="visually-hidden"> for {store.outletName}</span>
                        </NewTabLink>
                      </li>
                    </ul>
                    <ButtonLink to={store.pagePath} className={styles.more}>
                      Explore More<span className="visually-hidden"> about {store.title}</span>
                    </ButtonLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
