import type { Offer } from '@roast/domain';
import { ProductCard } from '../../components/ui/product-card';
import { paths } from '../../lib/paths';
import styles from './hamper-card.module.css';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

const CARD_SIZES = '(min-width: 1200px) 370px, (min-width: 700px) 45vw, 92vw';

/** One hamper; the whole card opens its page. */
export function HamperCard({ hamper }: { hamper: Offer }) {
  const { t } = useTranslation('hampers');
  const { rupees } = useFormat();
  return (
    <ProductCard product={hamper} to={paths.hamper(hamper._id)} heading="h2" sizes={CARD_SIZES}>
      <p className={`${styles.price} tabular`}>
        {rupees(hamper.price)} <span className={styles.unit}>{t('perHamper')}</span>
      </p>
    </ProductCard>
  );
}
