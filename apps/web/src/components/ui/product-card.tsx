import type { ReactNode } from 'react';
import { Link } from 'react-router';
import surface from './card-surface.module.css';
import { CatalogImage } from './catalog-image';
import styles from './product-card.module.css';
import { useTranslation } from 'react-i18next';
import type { CatalogTranslations } from '@roast/domain';
import { useCatalogText } from '../../i18n/catalog-text';

interface ProductCardProps {
  product: { name: string; img: string; smalldesc: string; isSold: boolean; translations?: CatalogTranslations };
  /** The product's own page; the whole card opens it. */
  to: string;
  /** h3 under a category's h2, h2 in a list of its own. */
  heading: 'h2' | 'h3';
  sizes: string;
  priority?: boolean;
  /** A ribbon over the image's left edge, e.g. 'Best Seller'. */
  ribbon?: string;
  /** The denser card of a long menu. */
  compact?: boolean;
  /** What follows the short description: tags, price, preparation time. */
  children: ReactNode;
}

/** A product on a menu: image, name, short description and what the feature adds below. */
export function ProductCard({
  product,
  to,
  heading: Heading,
  sizes,
  priority = false,
  ribbon,
  compact = false,
  children,
}: ProductCardProps) {
  const { t } = useTranslation('common');
  const text = useCatalogText();
  const classes = [surface.surface, styles.card, compact ? styles.compact : '', product.isSold ? styles.sold : ''];
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <CatalogImage
          img={product.img}
          kind="product"
          alt=""
          sizes={sizes}
          priority={priority}
          className={styles.image}
        />
        {ribbon ? <p className={styles.ribbon}>{ribbon}</p> : null}
        {product.isSold ? <p className={styles.soldOut}>{t('ui.soldOut')}</p> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={to} className={styles.link}>
            {text(product, 'name')}
          </Link>
        </Heading>
        <p className={styles.description}>{text(product, 'smalldesc')}</p>
        {children}
      </div>
    </article>
  );
}
