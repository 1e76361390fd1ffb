import { useQuery } from '@tanstack/react-query';
import { activeSessions } from '../../components/sessions/session';
import { SessionList } from '../../components/sessions/session-list';
import { ButtonLink } from '../../components/ui/button';
import { PageBody, PageHeader } from '../../components/ui/page';
import { catalogQueries } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { WORKSHOP_KIND } from './workshop-kind';
import styles from './workshops-page.module.css';
import { useTranslation } from 'react-i18next';

export function WorkshopsPage() {
  const { t } = useTranslation('workshops');
  const workshops = useQuery({ ...catalogQueries.workshops(), select: activeSessions });

  return (
    <>
      <title>{t('pageTitle')}</title>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <PageBody>
        <SessionList
          query={workshops}
          kind={WORKSHOP_KIND}
          action={{ label: t('enrollNow'), join: t('enrollNowIn') }}
          empty={t('empty')}
        />

        <section className={styles.promo} aria-labelledby="workshops-events">
          <div>
            <h2 id="workshops-events">{t('events.title')}</h2>
            <p>{t('events.text')}</p>
          </div>
          <ButtonLink to={paths.events} variant="secondary">
            {t('events.action')}
          </ButtonLink>
        </section>
      </PageBody>
    </>
  );
}
