import type { Cake } from '@roast/domain';
import { ProductCard } from '../../components/ui/product-card';
import { cardPrice } from '../../lib/format';
import { paths } from '../../lib/paths';
import styles from './cake-card.module.css';
import { VegMark } from './veg-mark';

const CARD_SIZES =
  '(min-width: 1200px) 280px, (min-width: 769px) calc((100vw - 360px) / 3), (min-width: 560px) 45vw, 92vw';

/** One cake on the menu; the whole card opens the cake's page. */
export function CakeCard({ cake, priority = false }: { cake: Cake; priority?: boolean }) {
  return (
    <ProductCard
      product={cake}
      to={paths.cake(cake._id)}
      heading="h3"
      sizes={CARD_SIZES}
      priority={priority}
      ribbon={cake.bestSeller ? 'Best Seller' : undefined}
      compact
    >
      <ul className={styles.tags} aria-label="Dietary">
        <li>
          <VegMark isveg={cake.isveg} />
        </li>
        {cake.sugarFree ? <li className={styles.tag}>No added sugar</li> : null}
        {cake.glutenFree ? <li className={styles.tag}>Gluten free</li> : null}
      </ul>
      <div className={styles.footer}>
        <p className={styles.time}>Preparation Time: {cake.preparationTime} Hrs</p>
        <p className={`${styles.price} tabular`}>{cardPrice(cake.price, cake.portions)}</p>
      </div>
    </ProductCard>
  );
}
