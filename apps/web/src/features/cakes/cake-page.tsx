import {
  cakeUnitPricePaise,
  categoryName,
  defaultSize,
  GST_PERCENT,
  offeredSizes,
  rupeesToPaise,
  sizeLabel,
  type Cake,
  type CakePricing,
} from '@roast/domain';
import { Clock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Bullets } from '../../components/ui/bullets';
import { SoldOutButton } from '../../components/ui/button';
import { ProductLayout, ProductStates, type ProductTexts } from '../../components/ui/product-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './cake-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';
import { FoodMark, VegMark } from './veg-mark';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { withStrong } from '../../i18n/rich';

export type EggChoice = 'EGG' | 'EGGLESS';

/** What a customer has chosen on a cake's page; the cart takes it as it is. */
export interface CakeChoice {
  /** The spec's size value: '750-grms', '1-kg', '2-kg', … */
  size: string;
  /** The cart line's `isveg`: how the cake is made. */
  isveg: EggChoice;
}

function pricingOf(cake: Cake): CakePricing {
  return {
    pricePerMediumPaise: cake.pricePermedium === undefined ? null : rupeesToPaise(cake.pricePermedium),
    pricePerLargePaise: rupeesToPaise(cake.pricePerlarge),
  };
}

const CAKE_TEXTS: ProductTexts = { namespace: 'cakes', listPath: paths.cakes };

/** A cake in the size and egg choice the customer picked, at its price: what the cart takes. */
export interface CakeOrder {
  cake: Cake;
  choice: CakeChoice;
  /** Rupees for one in the chosen size. */
  price: number;
}

interface CakePageProps {
  /** How the cake goes into the cart: the app puts the cart's control here. */
  orderControl: (order: CakeOrder) => ReactNode;
}

export function CakePage({ orderControl }: CakePageProps) {
  const { id = '' } = useParams();
  const cake = useCatalogItem(catalogQueries.cake(id), catalogQueries.cakes().queryKey, id);
  return (
    <ProductStates query={cake} texts={CAKE_TEXTS}>
      {(loaded) => <CakeDetail key={loaded._id} cake={loaded} orderControl={orderControl} />}
    </ProductStates>
  );
}

function CakeDetail({ cake, orderControl }: { cake: Cake } & CakePageProps) {
  const pricing = pricingOf(cake);
  const sizes = offeredSizes(pricing);
  const [choice, setChoice] = useState<CakeChoice>(() => ({
    size: defaultSize(pricing),
    isveg: cake.isveg === 'EGGLESS' ? 'EGGLESS' : 'EGG',
  }));
  const unitPaise = cakeUnitPricePaise(pricing, choice.size);
  const sizeId = useId();
  const { t } = useTranslation('cakes');
  const format = useFormat();
  const text = useCatalogText();
  const name = text(cake, 'name');
  const english = categoryName(cake.category);
  const category = english ? t(`category.${cake.category}`, { defaultValue: english }) : undefined;

  return (
    <>
      <ProductLayout
        name={name}
        img={cake.img}
        imageAlt={cake.imgAlt}
        listPath={paths.cakes}
        backLabel={t('page.allCakes')}
        badge={cake.bestSeller ? <p className={styles.ribbon}>{t('page.bestSeller')}</p> : null}
        more={
          <>
            <section aria-labelledby="cake-content" className={detail.panel}>
              <h2 id="cake-content">{t('page.whatGoesIn')}</h2>
              <Bullets blocks={text(cake, 'content')} className={detail.bullets} empty={t('page.askLayers')} />
            </section>
            <section aria-labelledby="cake-stores" className={detail.panel}>
              <h2 id="cake-stores">{t('page.availableAt')}</h2>
              <OutletLinks names={cake.storeSelect} />
            </section>
          </>
        }
      >
        {category ? <p className={detail.eyebrow}>{category}</p> : null}
        <h1 className={detail.name}>{name}</h1>
        <div className={styles.statusRow}>
          <p className={cake.isSold ? styles.soldOut : styles.inStock}>
            {cake.isSold ? t('page.soldOut') : t('page.inStock')}
          </p>
          {/* A cake made either way shows the way the customer has chosen. */}
          <VegMark isveg={cake.isveg === 'Both' ? choice.isveg : cake.isveg} />
        </div>
        <p className={detail.description}>{text(cake, 'description')}</p>

        <div className={`${detail.order} ${styles.order}`}>
          {cake.isveg === 'Both' ? (
            <fieldset className={styles.eggChoice}>
              <legend className={styles.label}>{t('page.eggOrEggless')}</legend>
              <div className={styles.segments}>
                {(['EGG', 'EGGLESS'] as const).map((kind) => (
                  <label key={kind} className={styles.segment}>
                    <input
                      type="radio"
                      name="isveg"
                      value={kind}
                      checked={choice.isveg === kind}
                      onChange={() => setChoice((current) => ({ ...current, isveg: kind }))}
                    />
                    <FoodMark kind={kind} decorative />
                    {kind === 'EGG' ? t('page.egg') : t('page.eggless')}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <div className={styles.field}>
            <label htmlFor={sizeId} className={styles.label}>
              {t('page.size')}
            </label>
            <select
              id={sizeId}
              className={styles.select}
              value={choice.size}
              onChange={(event) => setChoice((current) => ({ ...current, size: event.target.value }))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {sizeLabel(size)}
                </option>
              ))}
            </select>
          </div>

          {unitPaise !== null ? (
            <div className={styles.priceBlock}>
              <p className={`${detail.price} ${styles.price} tabular`} aria-live="polite">
                {`${format.rupees(unitPaise / 100)}++`}
              </p>
              <p className={`${detail.note} ${styles.note}`}>{t('page.taxes', { percent: GST_PERCENT })}</p>
            </div>
          ) : null}

          <p className={detail.time}>
            <Clock aria-hidden="true" size={20} />
            <span>{withStrong(t('page.readyIn', { hours: cake.preparationTime }))}</span>
          </p>

          {cake.isSold ? (
            <SoldOutButton block>{t('page.soldOut')}</SoldOutButton>
          ) : unitPaise !== null ? (
            orderControl({ cake, choice, price: unitPaise / 100 })
          ) : null}
        </div>
      </ProductLayout>
    </>
  );
}
