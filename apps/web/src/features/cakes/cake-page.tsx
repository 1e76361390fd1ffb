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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CakeCartDialog } from '../../components/cart/add-to-cart-dialog';
import { Bullets } from '../../components/ui/bullets';
import { Button, ButtonLink, SoldOutButton } from '../../components/ui/button';
import { CatalogImage } from '../../components/ui/catalog-image';
import { EmptyState, ErrorMessage, PageBody, PageHeader } from '../../components/ui/page';
import { DetailSkeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { catalogQueries, fromList } from '../../lib/catalog';
import { rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './cake-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';
import { VegMark, VegSymbol } from './veg-mark';

export type EggChoice = 'EGG' | 'EGGLESS';

/** What a customer has chosen on a cake's page; the cart takes it as it is. */
export interface CakeChoice {
  /** The spec's size value: '750-grms', '1-kg', '2-kg', … */
  size: string;
  /** The cart line's `isveg`: how the cake is made. */
  isveg: EggChoice;
}

/** A 404, or a 400 for an id that cannot exist: either way there is no such cake. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function pricingOf(cake: Cake): CakePricing {
  return {
    pricePerMediumPaise: cake.pricePermedium === undefined ? null : rupeesToPaise(cake.pricePermedium),
    pricePerLargePaise: rupeesToPaise(cake.pricePerlarge),
  };
}

export function CakePage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const {
    data: cake,
    isPending,
    error,
  } = useQuery({
    ...catalogQueries.cake(id),
    placeholderData: () => fromList<Cake>(client, catalogQueries.cakes().queryKey, id),
    retry: (failures, failure) => !isMissing(failure) && failures < 1,
  });

  if (cake) {
    return cake.isActive ? <CakeDetail key={cake._id} cake={cake} /> : <OffMenu cake={cake} />;
  }
  if (isPending) {
    return (
      <>
        <title>Cakes | Roast</title>
        <DetailSkeleton label="Loading this cake…" />
      </>
    );
  }
  if (isMissing(error)) return <CakeNotFound />;
  return (
    <>
      <title>Cakes | Roast</title>
      <PageHeader eyebrow="Speciality cakes" title="Something went wrong" />
      <PageBody>
        <ErrorMessage>We could not load this cake just now. Please refresh the page in a moment.</ErrorMessage>
        <p>
          <Link to={paths.cakes}>See all our cakes</Link>
        </p>
      </PageBody>
    </>
  );
}

function CakeNotFound() {
  return (
    <>
      <title>Cake not found | Roast</title>
      <PageHeader eyebrow="Speciality cakes" title="We could not find that cake" />
      <PageBody>
        <EmptyState action={<ButtonLink to={paths.cakes}>See all our cakes</ButtonLink>}>
          The link may be mistyped, or the cake may have left the menu. Our other cakes are still baking.
        </EmptyState>
      </PageBody>
    </>
  );
}

function OffMenu({ cake }: { cake: Cake }) {
  return (
    <>
      <title>{`${cake.name} | Roast`}</title>
      <PageHeader eyebrow="Speciality cakes" title={cake.name} />
      <PageBody>
        <EmptyState action={<ButtonLink to={paths.cakes}>See the cakes on the menu</ButtonLink>}>
          This cake is not on the menu right now.
        </EmptyState>
      </PageBody>
    </>
  );
}

function CakeDetail({ cake }: { cake: Cake }) {
  const pricing = pricingOf(cake);
  const sizes = offeredSizes(pricing);
  const [choice, setChoice] = useState<CakeChoice>(() => ({
    size: defaultSize(pricing),
    isveg: cake.isveg === 'EGGLESS' ? 'EGGLESS' : 'EGG',
  }));
  const [ordering, setOrdering] = useState(false);
  const unitPaise = cakeUnitPricePaise(pricing, choice.size);
  const sizeId = useId();
  const category = categoryName(cake.category);

  return (
    <>
      <title>{`${cake.name} | Roast`}</title>
      <div className={`container ${detail.page}`}>
        <p className={detail.back}>
          <Link to={paths.cakes}>
            <ArrowLeft aria-hidden="true" size={18} />
            All cakes
          </Link>
        </p>

        <div className={detail.product}>
          <div className={detail.media}>
            <CatalogImage
              img={cake.img}
              kind="product"
              alt={cake.name}
              sizes="(min-width: 1200px) 600px, (min-width: 900px) 50vw, 92vw"
              priority
              className={detail.image}
            />
            {cake.bestSeller ? <p className={styles.ribbon}>Best Seller</p> : null}
          </div>

          <div className={detail.info}>
            {category ? <p className={detail.eyebrow}>{category}</p> : null}
            <h1 className={detail.name}>{cake.name}</h1>
            <div className={styles.statusRow}>
              <p className={cake.isSold ? styles.soldOut : styles.inStock}>{cake.isSold ? 'Sold Out' : 'In Stock'}</p>
              <VegMark isveg={cake.isveg} />
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
                        <VegSymbol kind={kind} />
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
                  <p className={`${detail.note} ${styles.note}`}>
                    ++ Taxes ({GST_PERCENT}% GST) are added at checkout.
                  </p>
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
              ) : (
                <Button block onClick={() => setOrdering(true)}>
                  Add To Cart
                </Button>
              )}
            </div>
          </div>
        </div>

        <div className={detail.more}>
          <section aria-labelledby="cake-content" className={detail.panel}>
            <h2 id="cake-content">What goes into it</h2>
            <Bullets blocks={cake.content} className={detail.bullets} empty="Ask us about the layers and toppings." />
          </section>
          <section aria-labelledby="cake-stores" className={detail.panel}>
            <h2 id="cake-stores">Available at</h2>
            <OutletLinks names={cake.storeSelect} />
          </section>
        </div>
      </div>
      {unitPaise !== null && !cake.isSold ? (
        <CakeCartDialog
          open={ordering}
          onClose={() => setOrdering(false)}
          cake={cake}
          choice={choice}
          price={unitPaise / 100}
        />
      ) : null}
    </>
  );
}
