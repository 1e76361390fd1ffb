import type { Cake } from '@roast/domain';
import { ProductCard } from '../../components/ui/product-card';
import { paths } from '../../lib/paths';
import styles from './cake-card.module.css';
import { VegMark } from './veg-mark';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

const CARD_SIZES =
  '(min-width: 1200px) 280px, (min-width: 769px) calc((100vw - 360px) / 3), (min-width: 560px) 45vw, 92vw';

/** One cake on the menu; the whole card opens the cake's page. */
export function CakeCard({ cake, priority = false }: { cake: Cake; priority?: boolean }) {
  const { t } = useTranslation('cakes');
  const format = useFormat();
  // English keeps the spec's 'Rs. 1200/- Per Kg'; Kannada and Hindi write the price as they would.
  const price =
    format.language === 'en'
      ? t('card.price', { amount: cake.price, unit: cake.portions })
      : t('card.localPrice', { price: format.rupees(cake.price), unit: cake.portions });
  return (
    <ProductCard
      product={cake}
      to={paths.cake(cake._id)}
      heading="h3"
      sizes={CARD_SIZES}
      priority={priority}
      ribbon={cake.bestSeller ? t('card.bestSeller') : undefined}
      compact
    >
      <ul className={styles.tags} aria-label={t('card.dietary')}>
        <li>
          <VegMark isveg={cake.isveg} />
        </li>
        {cake.sugarFree ? <li className={styles.tag}>{t('card.noAddedSugar')}</li> : null}
        {cake.glutenFree ? <li className={styles.tag}>{t('card.glutenFree')}</li> : null}
      </ul>
      <div className={styles.footer}>
        <p className={styles.time}>{t('card.preparationTime', { hours: cake.preparationTime })}</p>
        <p className={`${styles.price} tabular`}>{price}</p>
      </div>
    </ProductCard>
  );
}
