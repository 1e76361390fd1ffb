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
import { rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './cake-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';
import { FoodMark, VegMark } from './veg-mark';

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

const CAKE_TEXTS: ProductTexts = {
  section: 'Speciality cakes',
  pageTitle: 'Cakes',
  noun: 'cake',
  listPath: paths.cakes,
  notFound: 'The link may be mistyped, or the cake may have left the menu. Our other cakes are still baking.',
  inactive: { message: 'This cake is not on the menu right now.', action: 'See the cakes on the menu' },
};

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
  const category = categoryName(cake.category);

  return (
    <>
      <ProductLayout
        name={cake.name}
        img={cake.img}
        imageAlt={cake.imgAlt}
        listPath={paths.cakes}
        backLabel="All cakes"
        badge={cake.bestSeller ? <p className={styles.ribbon}>Best Seller</p> : null}
        more={
          <>
            <section aria-labelledby="cake-content" className={detail.panel}>
              <h2 id="cake-content">What goes into it</h2>
              <Bullets blocks={cake.content} className={detail.bullets} empty="Ask us about the layers and toppings." />
            </section>
            <section aria-labelledby="cake-stores" className={detail.panel}>
              <h2 id="cake-stores">Available at</h2>
              <OutletLinks names={cake.storeSelect} />
            </section>
          </>
        }
      >
        {category ? <p className={detail.eyebrow}>{category}</p> : null}
        <h1 className={detail.name}>{cake.name}</h1>
        <div className={styles.statusRow}>
          <p className={cake.isSold ? styles.soldOut : styles.inStock}>{cake.isSold ? 'Sold Out' : 'In Stock'}</p>
          {/* A cake made either way shows the way the customer has chosen. */}
          <VegMark isveg={cake.isveg === 'Both' ? choice.isveg : cake.isveg} />
        </div>
        <p className={detail.description}>{cake.description}</p>

        <div className={`${detail.order} ${styles.order}`}>
          {cake.isveg === 'Both' ? (
            <fieldset className={styles.eggChoice}>
              <legend className={styles.label}>Egg or eggless</legend>
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
                    {kind === 'EGG' ? 'Egg' : 'Eggless'}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <div className={styles.field}>
            <label htmlFor={sizeId} className={styles.label}>
              Size
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
                {`${rupees(unitPaise / 100)}++`}
              </p>
              <p className={`${detail.note} ${styles.note}`}>++ Taxes ({GST_PERCENT}% GST) are added at checkout.</p>
            </div>
          ) : null}

          <p className={detail.time}>
            <Clock aria-hidden="true" size={20} />
            <span>
              Ready in <strong>{cake.preparationTime} hours</strong>. We bake it fresh once you order.
            </span>
          </p>

          {cake.isSold ? (
            <SoldOutButton block />
          ) : unitPaise !== null ? (
            orderControl({ cake, choice, price: unitPaise / 100 })
          ) : null}
        </div>
      </ProductLayout>
    </>
  );
}
