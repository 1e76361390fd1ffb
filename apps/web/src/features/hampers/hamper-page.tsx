import { GST_PERCENT, type Offer } from '@roast/domain';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HamperCartDialog } from '../../components/cart/add-to-cart-dialog';
import { Bullets } from '../../components/ui/bullets';
import { Button, SoldOutButton } from '../../components/ui/button';
import { ProductLayout, ProductStates, type ProductTexts } from '../../components/ui/product-detail';
import { catalogQueries, useCatalogItem } from '../../lib/catalog';
import { rupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import detail from '../../components/ui/product-detail.module.css';
import styles from './hamper-page.module.css';
import { OutletLinks } from '../../components/ui/outlet-links';

const HAMPER_TEXTS: ProductTexts = {
  section: 'Gift hampers',
  pageTitle: 'Gift hampers',
  noun: 'hamper',
  listPath: paths.hampers,
  notFound:
    'The link may be mistyped, or the hamper may have been a seasonal one. Have a look at what we are packing now.',
  inactive: { message: 'This hamper is not available right now.', action: 'See the hampers we have now' },
};

export function HamperPage() {
  const { id = '' } = useParams();
  const hamper = useCatalogItem(catalogQueries.offer(id), catalogQueries.offers().queryKey, id);
  return (
    <ProductStates query={hamper} texts={HAMPER_TEXTS}>
      {(loaded) => <HamperDetail hamper={loaded} />}
    </ProductStates>
  );
}

function HamperDetail({ hamper }: { hamper: Offer }) {
  const [ordering, setOrdering] = useState(false);
  return (
    <>
      <ProductLayout
        name={hamper.name}
        img={hamper.img}
        listPath={paths.hampers}
        backLabel="All hampers"
        more={
          <>
            <section aria-labelledby="hamper-stores" className={detail.panel}>
              <h2 id="hamper-stores">Available at</h2>
              <OutletLinks names={hamper.storeSelect} />
            </section>
            <section aria-labelledby="hamper-terms" className={detail.panel}>
              <h2 id="hamper-terms">Terms</h2>
              <Bullets
                blocks={hamper.description}
                className={detail.bullets}
                empty="No special terms for this hamper."
              />
            </section>
          </>
        }
      >
        <p className={detail.eyebrow}>Gift hamper</p>
        <h1 className={detail.name}>{hamper.name}</h1>
        <p className={detail.description}>{hamper.smalldesc}</p>

        <section aria-labelledby="hamper-content" className={styles.inside}>
          <h2 id="hamper-content">What is inside</h2>
          <Bullets blocks={hamper.content} className={detail.bullets} empty="Ask us what goes into this one." />
        </section>

        <div className={`${detail.order} ${styles.order}`}>
          <div>
            <p className={`${detail.price} ${styles.price} tabular`}>
              {rupees(hamper.price)} <span className={styles.unit}>Per hamper</span>
            </p>
            <p className={`${detail.note} ${styles.note}`}>Taxes ({GST_PERCENT}% GST) are added at checkout.</p>
          </div>
          <p className={detail.time}>
            <Clock aria-hidden="true" size={20} />
            <span>
              Preparation time: <strong>{hamper.preparationTime} hours</strong>
            </span>
          </p>
          {hamper.isSold ? (
            <SoldOutButton block />
          ) : (
            <Button block onClick={() => setOrdering(true)}>
              Add To Cart
            </Button>
          )}
        </div>
      </ProductLayout>
      {hamper.isSold ? null : <HamperCartDialog open={ordering} onClose={() => setOrdering(false)} hamper={hamper} />}
    </>
  );
}
