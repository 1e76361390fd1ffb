import type { Store } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { Bike, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Carousel } from '../../components/ui/carousel';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { openingHours } from '../../lib/format';
import { paths } from '../../lib/paths';
import { LazyMap } from './lazy-map';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { galleryAlt, outletAt, telHref } from './outlet-info';
import styles from './outlet-page.module.css';

/** Gallery timings from the spec (section 9). */
const GALLERY_AUTOPLAY_MS = 3000;
const GALLERY_TRANSITION_MS = 500;

export function OutletPage() {
  const { pathname } = useLocation();
  const stores = useQuery(catalogQueries.stores());

  if (stores.isPending) return <DetailSkeleton label="Loading the outlet…" />;
  if (stores.isError) {
    return (
      <>
        <title>Our outlets | Roast</title>
        <PageHeader eyebrow="Visit us" title="Our outlets" />
        <PageBody>
          <ErrorMessage>We could not load this outlet just now. Please try again in a moment.</ErrorMessage>
        </PageBody>
      </>
    );
  }

  const store = outletAt(stores.data, pathname);
  if (!store) {
    return (
      <>
        <title>Outlet not found | Roast</title>
        <PageHeader eyebrow="Visit us" title="Outlet not found" />
        <PageBody>
          <EmptyState action={<ButtonLink to={paths.outlets}>See all our outlets</ButtonLink>}>
            We could not find that outlet. It may have moved.
          </EmptyState>
        </PageBody>
      </>
    );
  }

  return <Outlet store={store} others={stores.data.filter((other) => other._id !== store._id)} />;
}

function Outlet({ store, others }: { store: Store; others: Store[] }) {
  const hours = openingHours(store.hours);
  return (
    <>
      <title>{`${store.title} | Roast`}</title>
      <PageHeader eyebrow={store.locality} title={store.title} intro={hours} />
      <PageBody>
        <div className={styles.intro}>
          <CatalogImage
            img={store.img}
            kind="product"
            alt={`The cafe at ${store.title}`}
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.photo}
          />
          <section className={styles.card} aria-labelledby="outlet-visit">
            <h2 id="outlet-visit" className={styles.cardTitle}>
              Visit us
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <MapPin aria-hidden="true" size={18} />
                  Address
                </dt>
                <dd>
                  <address>{store.address}</address>
                </dd>
              </div>
              <div>
                <dt>
                  <Clock aria-hidden="true" size={18} />
                  Opening hours
                </dt>
                <dd>{hours}</dd>
              </div>
              <div>
                <dt>
                  <Phone aria-hidden="true" size={18} />
                  Phone
                </dt>
                <dd>
                  <a href={telHref(store.phone)}>{store.phone}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Mail aria-hidden="true" size={18} />
                  Kitchen and cake orders
                </dt>
                <dd>
                  <a href={`mailto:${store.email}`} className={styles.email}>
                    {store.email}
                  </a>
                </dd>
              </div>
            </dl>
            {store.deliveryLinks.length > 0 ? (
              <div className={styles.delivery}>
                <h3 className={styles.deliveryTitle}>
                  <Bike aria-hidden="true" size={20} />
                  Order in
                </h3>
                <p>Cannot make it today? Get our coffee and bakes delivered.</p>
                <ul className={styles.deliveryLinks}>
                  {store.deliveryLinks.map((link) => (
                    <li key={link.url}>
                      <ButtonLink to={link.url} target="_blank" rel="noopener noreferrer" variant="secondary">
                        Order on {link.name}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </ButtonLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        </div>

        <section className={styles.section} aria-labelledby="outlet-map">
          <h2 id="outlet-map">Find Us Here</h2>
          <div className={styles.mapRow}>
            <LazyMap src={store.mapEmbedUrl} title={`Map showing ${store.title}`} />
            <div className={styles.mapText}>
              <p>
                <strong>{store.outletName}</strong>
                <br />
                {store.address}
              </p>
              <p className={styles.muted}>If the map does not show, open the directions in Google Maps instead.</p>
              <NewTabLink href={store.mapUrl} className={styles.mapLink}>
                <MapPin aria-hidden="true" size={18} />
                Open in Google Maps
              </NewTabLink>
            </div>
          </div>
        </section>

        {store.gallery.length > 0 ? (
          <section className={styles.section} aria-labelledby="outlet-gallery">
            <h2 id="outlet-gallery" className={styles.galleryTitle}>
              AN EXPERIENCE TO SAVOUR
            </h2>
            <Carousel
              label={`Photos of ${store.outletName}`}
              autoplayMs={GALLERY_AUTOPLAY_MS}
              transitionMs={GALLERY_TRANSITION_MS}
              className={styles.gallery}
              slides={store.gallery.map((img) => (
                <CatalogImage
                  key={img}
                  img={img}
                  kind="gallery"
                  alt={galleryAlt(store, img)}
                  sizes="(min-width: 1200px) 1136px, 92vw"
                  className={styles.galleryImage}
                />
              ))}
            />
          </section>
        ) : null}

        {others.length > 0 ? (
          <nav className={styles.section} aria-labelledby="outlet-others">
            <h2 id="outlet-others">Our other outlets</h2>
            <ul className={styles.others}>
              {others.map((other) => (
                <li key={other._id}>
                  <Link to={other.pagePath} className={styles.other}>
                    <span className={styles.otherName}>{other.title}</span>
                    <span className={styles.muted}>{openingHours(other.hours)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {store.fssaiLicence ? (
          <footer className={styles.licence}>
            <p>
              {store.outletName} · FSSAI licence no. <span className={styles.licenceNumber}>{store.fssaiLicence}</span>
            </p>
          </footer>
        ) : null}
      </PageBody>
    </>
  );
}
