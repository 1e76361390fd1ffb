import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { telHref } from './outlet-info';
import styles from './outlets-page.module.css';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import { useOpeningHours } from '../../i18n/format';

export function OutletsPage() {
  const { t } = useTranslation('outlets');
  const openingHours = useOpeningHours();
  const text = useCatalogText();
  const stores = useQuery(catalogQueries.stores());

  return (
    <>
      <title>{t('pageTitle')}</title>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <PageBody>
        {stores.isPending ? (
          <CardGridSkeleton count={3} label={t('loading')} />
        ) : stores.isError ? (
          <ErrorMessage>{t('loadFailed')}</ErrorMessage>
        ) : stores.data.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
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
                      {text(store, 'locality')}
                    </p>
                    <h2 id={`outlet-${store._id}`} className={styles.title}>
                      {text(store, 'title')}
                    </h2>
                    <ul className={styles.facts}>
                      <li>
                        <Clock aria-hidden="true" size={18} />
                        {openingHours(store.hours)}
                      </li>
                      <li>
                        <Phone aria-hidden="true" size={18} />
                        <a href={telHref(store.phone)}>
                          <span className="visually-hidden">{t('call', { name: store.outletName })} </span>
                          {store.phone}
                        </a>
                      </li>
                      <li>
                        <MapPin aria-hidden="true" size={18} />
                        <NewTabLink href={store.mapUrl}>
                          {t('viewOnMap')}
                          <span className="visually-hidden"> {t('forOutlet', { name: store.outletName })}</span>
                        </NewTabLink>
                      </li>
                    </ul>
                    <ButtonLink to={store.pagePath} className={styles.more}>
                      {t('exploreMore')}
                      <span className="visually-hidden"> {t('aboutOutlet', { name: text(store, 'title') })}</span>
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
