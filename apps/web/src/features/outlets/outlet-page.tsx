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
import { paths } from '../../lib/paths';
import { LazyMap } from './lazy-map';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { galleryAlt, outletAt, telHref } from './outlet-info';
import styles from './outlet-page.module.css';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import { useOpeningHours } from '../../i18n/format';

/** Gallery timings from the spec (section 9). */
const GALLERY_AUTOPLAY_MS = 3000;
const GALLERY_TRANSITION_MS = 500;

export function OutletPage() {
  const { t } = useTranslation('outlets');
  const { pathname } = useLocation();
  const stores = useQuery(catalogQueries.stores());

  if (stores.isPending) return <DetailSkeleton label={t('page.loading')} />;
  if (stores.isError) {
    return (
      <>
        <title>{t('pageTitle')}</title>
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} />
        <PageBody>
          <ErrorMessage>{t('page.loadFailed')}</ErrorMessage>
        </PageBody>
      </>
    );
  }

  const store = outletAt(stores.data, pathname);
  if (!store) {
    return (
      <>
        <title>{t('page.notFoundTitle')}</title>
        <PageHeader eyebrow={t('eyebrow')} title={t('page.notFoundHeading')} />
        <PageBody>
          <EmptyState action={<ButtonLink to={paths.outlets}>{t('page.seeAll')}</ButtonLink>}>
            {t('page.notFound')}
          </EmptyState>
        </PageBody>
      </>
    );
  }

  return <Outlet store={store} others={stores.data.filter((other) => other._id !== store._id)} />;
}

function Outlet({ store, others }: { store: Store; others: Store[] }) {
  const { t, i18n } = useTranslation('outlets');
  const openingHours = useOpeningHours();
  const text = useCatalogText();
  const hours = openingHours(store.hours);
  const title = text(store, 'title');
  const address = text(store, 'address');
  return (
    <>
      <title>{`${title} | Roast`}</title>
      <PageHeader eyebrow={text(store, 'locality')} title={title} intro={hours} />
      <PageBody>
        <div className={styles.intro}>
          <CatalogImage
            img={store.img}
            kind="product"
            alt={t('page.photoAlt', { name: title })}
            sizes="(min-width: 900px) 560px, 92vw"
            priority
            className={styles.photo}
          />
          <section className={styles.card} aria-labelledby="outlet-visit">
            <h2 id="outlet-visit" className={styles.cardTitle}>
              {t('eyebrow')}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>
                  <MapPin aria-hidden="true" size={18} />
                  {t('page.address')}
                </dt>
                <dd>
                  <address>{address}</address>
                </dd>
              </div>
              <div>
                <dt>
                  <Clock aria-hidden="true" size={18} />
                  {t('page.openingHours')}
                </dt>
                <dd>{hours}</dd>
              </div>
              <div>
                <dt>
                  <Phone aria-hidden="true" size={18} />
                  {t('page.phone')}
                </dt>
                <dd>
                  <a href={telHref(store.phone)}>{store.phone}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <Mail aria-hidden="true" size={18} />
                  {t('page.kitchen')}
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
                  {t('page.orderIn')}
                </h3>
                <p>{t('page.orderInText')}</p>
                <ul className={styles.deliveryLinks}>
                  {store.deliveryLinks.map((link) => (
                    <li key={link.url}>
                      <ButtonLink to={link.url} target="_blank" rel="noopener noreferrer" variant="secondary">
                        {t('page.orderOn', { name: link.name })}
                        <span className="visually-hidden"> {t('common:ui.opensInNewTab')}</span>
                      </ButtonLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        </div>

        <section className={styles.section} aria-labelledby="outlet-map">
          <h2 id="outlet-map">{t('page.findUs')}</h2>
          <div className={styles.mapRow}>
            <LazyMap src={store.mapEmbedUrl} title={t('page.mapTitle', { name: title })} />
            <div className={styles.mapText}>
              <p>
                <strong>{store.outletName}</strong>
                <br />
                {address}
              </p>
              <p className={styles.muted}>{t('page.mapFallback')}</p>
              <NewTabLink href={store.mapUrl} className={styles.mapLink}>
                <MapPin aria-hidden="true" size={18} />
                {t('page.openMaps')}
              </NewTabLink>
            </div>
          </div>
        </section>

        {store.gallery.length > 0 ? (
          <section className={styles.section} aria-labelledby="outlet-gallery">
            <h2 id="outlet-gallery" className={styles.galleryTitle}>
              {t('page.gallery')}
            </h2>
            <Carousel
              label={t('page.photosOf', { name: store.outletName })}
              autoplayMs={GALLERY_AUTOPLAY_MS}
              transitionMs={GALLERY_TRANSITION_MS}
              className={styles.gallery}
              slides={store.gallery.map((img) => (
                <CatalogImage
                  key={img}
                  img={img}
                  kind="gallery"
                  alt={
                    i18n.language === 'en'
                      ? galleryAlt(store, img)
                      : t('page.galleryPhoto', { name: store.outletName, number: store.gallery.indexOf(img) + 1 })
                  }
                  sizes="(min-width: 1200px) 1136px, 92vw"
                  className={styles.galleryImage}
                />
              ))}
            />
          </section>
        ) : null}

        {others.length > 0 ? (
          <nav className={styles.section} aria-labelledby="outlet-others">
            <h2 id="outlet-others">{t('page.others')}</h2>
            <ul className={styles.others}>
              {others.map((other) => (
                <li key={other._id}>
                  <Link to={other.pagePath} className={styles.other}>
                    <span className={styles.otherName}>{text(other, 'title')}</span>
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
              {store.outletName} · {t('page.fssai')} <span className={styles.licenceNumber}>{store.fssaiLicence}</span>
            </p>
          </footer>
        ) : null}
      </PageBody>
    </>
  );
}
