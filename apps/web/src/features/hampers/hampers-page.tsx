import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { catalogQueries } from '../../lib/catalog';
import { HamperCard } from './hamper-card';
import styles from './hampers-page.module.css';
import { useTranslation } from 'react-i18next';

export function HampersPage() {
  const { t } = useTranslation('hampers');
  const { data: offers, isPending, isError } = useQuery(catalogQueries.offers());
  const hampers = offers?.filter((offer) => offer.isActive) ?? [];
  return (
    <>
      <title>{t('pageTitle')}</title>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <PageBody>
        {isPending ? (
          <CardGridSkeleton count={3} label={t('loading')} />
        ) : isError ? (
          <ErrorMessage>{t('loadFailed')}</ErrorMessage>
        ) : hampers.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
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
