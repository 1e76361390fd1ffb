import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isMissingItem } from '../../lib/catalog';
import { ButtonLink } from './button';
import { CatalogImage } from './catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from './page';
import styles from './product-detail.module.css';
import { DetailSkeleton } from './skeleton';
import { useTranslation } from 'react-i18next';
import type { CatalogTranslations } from '@roast/domain';
import { useCatalogText } from '../../i18n/catalog-text';

/**
 * The words of a product's page around the product itself: the namespace holding them (its
 * `eyebrow` and `product.*` texts: pageTitle, notFoundTitle, notFoundHeading, notFound, seeAll,
 * loading, loadFailed, inactive, inactiveAction) and the list to go back to.
 */
export interface ProductTexts {
  namespace: 'cakes' | 'hampers';
  listPath: string;
}

/** A product's page for each state of its query: loading, not found, failed, not sold now, or the product. */
export function ProductStates<T extends { name: string; isActive: boolean; translations?: CatalogTranslations }>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: ProductTexts;
  children: (product: T) => ReactNode;
}) {
  const { t } = useTranslation(texts.namespace);
  const common = useTranslation('common').t;
  const text = useCatalogText();
  const product = query.data;
  const section = t('eyebrow');
  if (product?.isActive) return children(product);
  if (product) {
    const name = text(product as { name: string; translations?: CatalogTranslations }, 'name');
    return (
      <Notice title={`${name} | Roast`} eyebrow={section} heading={name}>
        <EmptyState action={<ButtonLink to={texts.listPath}>{t('product.inactiveAction')}</ButtonLink>}>
          {t('product.inactive')}
        </EmptyState>
      </Notice>
    );
  }
  if (query.isPending) {
    return (
      <>
        <title>{`${t('product.pageTitle')} | Roast`}</title>
        <DetailSkeleton label={t('product.loading')} />
      </>
    );
  }
  const seeAll = t('product.seeAll');
  if (isMissingItem(query.error)) {
    return (
      <Notice title={t('product.notFoundTitle')} eyebrow={section} heading={t('product.notFoundHeading')}>
        <EmptyState action={<ButtonLink to={texts.listPath}>{seeAll}</ButtonLink>}>{t('product.notFound')}</EmptyState>
      </Notice>
    );
  }
  return (
    <Notice title={`${t('product.pageTitle')} | Roast`} eyebrow={section} heading={common('routeError.title')}>
      <ErrorMessage>{t('product.loadFailed')}</ErrorMessage>
      <p>
        <Link to={texts.listPath}>{seeAll}</Link>
      </p>
    </Notice>
  );
}

function Notice({
  title,
  eyebrow,
  heading,
  children,
}: {
  title: string;
  eyebrow: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <>
      <title>{title}</title>
      <PageHeader eyebrow={eyebrow} title={heading} />
      <PageBody>{children}</PageBody>
    </>
  );
}

interface ProductLayoutProps {
  name: string;
  img: string;
  /** What the photo shows; the name stands in when the catalog keeps no words for it. */
  imageAlt?: string;
  listPath: string;
  /** 'All cakes'. */
  backLabel: string;
  /** Laid over the picture: a ribbon, say. */
  badge?: ReactNode;
  /** Beside the picture: name, description, choices, price, the order button. */
  children: ReactNode;
  /** Below: the panels of further detail. */
  more: ReactNode;
}

/** A product's page: back link, picture and summary side by side, then the panels below. */
export function ProductLayout({ name, img, imageAlt, listPath, backLabel, badge, children, more }: ProductLayoutProps) {
  return (
    <>
      <title>{`${name} | Roast`}</title>
      <div className={`container ${styles.page}`}>
        <p className={styles.back}>
          <Link to={listPath}>
            <ArrowLeft aria-hidden="true" size={18} />
            {backLabel}
          </Link>
        </p>
        <div className={styles.product}>
          <div className={styles.media}>
            <CatalogImage
              img={img}
              kind="product"
              alt={imageAlt ?? name}
              sizes="(min-width: 1200px) 600px, (min-width: 900px) 50vw, 92vw"
              priority
              className={styles.image}
            />
            {badge}
          </div>
          <div className={styles.info}>{children}</div>
        </div>
        <div className={styles.more}>{more}</div>
      </div>
    </>
  );
}
