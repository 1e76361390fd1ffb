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
import { useTranslation } from 'react-i18next';

export function EventsPage() {
  const { t } = useTranslation('events');
  const events = useQuery({ ...catalogQueries.events(), select: activeSessions });
  return (
    <>
      <title>{t('pageTitle')}</title>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <PageBody>
        <SessionList
          query={events}
          kind={EVENT_KIND}
          action={{ label: t('bookNow'), join: t('bookNowFor') }}
          empty={t('empty')}
        />

        <section className={styles.workshops} aria-labelledby="events-workshops">
          <CatalogImage
            img="tile-workshops-events-800.webp"
            kind="product"
            alt={t('workshops.alt')}
            sizes="(min-width: 769px) 400px, 92vw"
            className={styles.workshopsImage}
          />
          <div className={styles.workshopsText}>
            <p className={styles.eyebrow}>{t('workshops.eyebrow')}</p>
            <h2 id="events-workshops">{t('workshops.title')}</h2>
            <p>{t('workshops.text')}</p>
            <ButtonLink to={paths.workshops}>{t('workshops.action')}</ButtonLink>
          </div>
        </section>
      </PageBody>
    </>
  );
}
