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

/** The words of a product's page around the product itself. */
export interface ProductTexts {
  /** The eyebrow of the product's pages: 'Speciality cakes'. */
  section: string;
  /** The tab's title while the product loads or fails: 'Cakes'. */
  pageTitle: string;
  /** 'cake', 'hamper'. */
  noun: string;
  listPath: string;
  /** Why there may be no such product. */
  notFound: string;
  /** A product that exists but is not sold now. */
  inactive: { message: string; action: string };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A product's page for each state of its query: loading, not found, failed, not sold now, or the product. */
export function ProductStates<T extends { name: string; isActive: boolean }>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: ProductTexts;
  children: (product: T) => ReactNode;
}) {
  const product = query.data;
  if (product?.isActive) return children(product);
  if (product) {
    return (
      <Notice title={`${product.name} | Roast`} eyebrow={texts.section} heading={product.name}>
        <EmptyState action={<ButtonLink to={texts.listPath}>{texts.inactive.action}</ButtonLink>}>
          {texts.inactive.message}
        </EmptyState>
      </Notice>
    );
  }
  if (query.isPending) {
    return (
      <>
        <title>{`${texts.pageTitle} | Roast`}</title>
        <DetailSkeleton label={`Loading this ${texts.noun}…`} />
      </>
    );
  }
  const seeAll = `See all our ${texts.noun}s`;
  if (isMissingItem(query.error)) {
    return (
      <Notice
        title={`${capitalised(texts.noun)} not found | Roast`}
        eyebrow={texts.section}
        heading={`We could not find that ${texts.noun}`}
      >
        <EmptyState action={<ButtonLink to={texts.listPath}>{seeAll}</ButtonLink>}>{texts.notFound}</EmptyState>
      </Notice>
    );
  }
  return (
    <Notice title={`${texts.pageTitle} | Roast`} eyebrow={texts.section} heading="Something went wrong">
      <ErrorMessage>{`We could not load this ${texts.noun} just now. Please refresh the page in a moment.`}</ErrorMessage>
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
