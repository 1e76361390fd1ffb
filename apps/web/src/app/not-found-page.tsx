import { ButtonLink } from '../components/ui/button';
import { CatalogImage } from '../components/ui/catalog-image';
import { paths } from '../lib/paths';
import styles from './not-found-page.module.css';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className={`container ${styles.page}`}>
      <title>{t('notFound.pageTitle')}</title>
      <CatalogImage
        img="not-found-800.webp"
        kind="product"
        alt={t('notFound.imageAlt')}
        sizes="360px"
        className={styles.image}
      />
      <h1>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink to={paths.home}>{t('notFound.backHome')}</ButtonLink>
    </div>
  );
}
